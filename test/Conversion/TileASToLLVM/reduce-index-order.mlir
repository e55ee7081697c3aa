// An argmax's tie-break (`a == b && li < ri`) compares indices that the
// reduction already orders: where the index operand grows along the reduced
// dimension (a `make_range` seen through views and broadcasts of other
// dimensions) and the combiner keeps one side's index (`select`), every fold
// in registers, shuffles and warp exchanges has the lower block on the left,
// so the comparison is a constant; `eq && true` is `eq`, and `ogt || oeq` on
// the same operands one `oge`, as in NVIDIA's PTX. A lane step of a combiner
// that keeps one side whole orders only what its condition reads and keeps
// its own partial on `condition xor upper-lane` (one select an operand).
// Indices equal along the dimension, or combined arithmetically, keep the
// comparison and the general lane step (both sides swapped, then combined).
// (emulator probe_reduce_3d: `at*` checks the ties, `pk*` every lane's copy.)
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-assign-layouts),convert-tileas-to-llvm)' | FileCheck %s

// Rows of 128 along slots and lanes: in a thread, one `oge` and two selects
// a fold; across lanes, the values in element order for the condition and
// each lane's own partial kept on `c xor upper`.
// CHECK-LABEL: llvm.func @argmax_rows
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: arith.cmpf ogt, %[[L:.*]], %[[R:.*]] : f32
// CHECK-NEXT: arith.cmpf oeq, %[[L]], %[[R]] : f32
// CHECK-NEXT: arith.constant true
// CHECK-NEXT: %[[GE:.*]] = arith.cmpf oge, %[[L]], %[[R]] : f32
// CHECK-NEXT: arith.select %[[GE]], %[[L]], %[[R]] : f32
// CHECK-NEXT: arith.select %[[GE]], %{{.*}}, %{{.*}} : i32
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: %[[OV:.*]] = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32"
// CHECK-NEXT: %[[O:.*]] = arith.bitcast %[[OV]] : i32 to f32
// CHECK: %[[OI:.*]] = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32"(%{{.*}}, %[[MI:.*]], %{{.*}}, %{{.*}})
// CHECK-NEXT: %[[LO:.*]] = arith.select %[[UP:.*]], %[[O]], %[[M:.*]] : f32
// CHECK-NEXT: arith.select %[[UP]], %[[OI]], %[[MI]] : i32
// CHECK-NEXT: %[[HI:.*]] = arith.select %[[UP]], %[[M]], %[[O]] : f32
// CHECK-NEXT: arith.select %[[UP]], %[[MI]], %[[OI]] : i32
// CHECK: %[[C:.*]] = arith.cmpf oge, %[[LO]], %[[HI]] : f32
// CHECK-NEXT: arith.select
// CHECK-NEXT: arith.select
// CHECK-NEXT: %[[KEEP:.*]] = arith.xori %[[C]], %[[UP]] : i1
// CHECK-NEXT: arith.select %[[KEEP]], %[[M]], %[[O]] : f32
// CHECK-NEXT: arith.select %[[KEEP]], %[[MI]], %[[OI]] : i32
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_rows(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<128xi32>
    %iv = nv_tileaa.view %io : tensor<128xi32> -> tensor<1x128xi32>
    %ix = nv_tileaa.broadcast %iv : tensor<1x128xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i32
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// The index comparison written the other way round (`ri > li`, unsigned).
// CHECK-LABEL: llvm.func @argmax_rows_swapped
// CHECK-NOT: arith.cmpi ugt, {{.*}} : i32
// CHECK: arith.cmpf oeq
// CHECK-NEXT: arith.constant true
// CHECK-NEXT: arith.cmpf oge
// CHECK-NOT: arith.cmpi ugt, {{.*}} : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_rows_swapped(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<128xi32>
    %iv = nv_tileaa.view %io : tensor<128xi32> -> tensor<1x128xi32>
    %ix = nv_tileaa.broadcast %iv : tensor<1x128xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi ugt, %ri, %li : i32
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// A row-major view of a 2048-element range grows along both dimensions;
// down the columns the folds go through slots and a scratch exchange between
// warps, lower rows on the left.
// CHECK-LABEL: llvm.func @argmax_flat_dim0
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: nvvm.barrier
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_flat_dim0(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<2048xi32>
    %ix = nv_tileaa.view %io : tensor<2048xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i32
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 0 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<128xf32>, tensor<128xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<128xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// An index broadcast along the reduced dimension (equal along it): compared.
// CHECK-LABEL: llvm.func @index_constant_along_dim
// CHECK: arith.cmpf oeq
// CHECK-NEXT: arith.cmpi slt, {{.*}} : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @index_constant_along_dim(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<16xi32>
    %iv = nv_tileaa.view %io : tensor<16xi32> -> tensor<16x1xi32>
    %ix = nv_tileaa.broadcast %iv : tensor<16x1xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i32
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// A combiner that adds the indices: partials are no longer element indices,
// and it does not keep one side whole: lanes swap both operands and combine.
// CHECK-LABEL: llvm.func @index_not_picked
// CHECK: arith.cmpf oeq
// CHECK-NEXT: arith.cmpi slt, {{.*}} : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32"
// CHECK: %[[LO:.*]] = arith.select %[[UP:.*]], %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %[[LOI:.*]] = arith.select %[[UP]], %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[HI:.*]] = arith.select %[[UP]], %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %[[HII:.*]] = arith.select %[[UP]], %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi slt, %[[LOI]], %[[HII]] : i32
// CHECK: arith.addi %[[LOI]], %[[HII]] : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @index_not_picked(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<128xi32>
    %iv = nv_tileaa.view %io : tensor<128xi32> -> tensor<1x128xi32>
    %ix = nv_tileaa.broadcast %iv : tensor<1x128xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i32
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.addi %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// The upper half of a 256-element range (`extract_slice`) still grows.
// CHECK-LABEL: llvm.func @argmax_slice
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: arith.cmpf oge
// CHECK-NOT: arith.cmpi slt, {{.*}} : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_slice(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<256xi32>
    %c1_i32 = arith.constant 1 : i32
    %is = nv_tileaa.extract_slice %io[%c1_i32] : tensor<256xi32> -> tensor<128xi32>
    %iv = nv_tileaa.view %is : tensor<128xi32> -> tensor<1x128xi32>
    %ix = nv_tileaa.broadcast %iv : tensor<1x128xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i32
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// An i8 range of 128 elements ends at 127: no wrap.
// CHECK-LABEL: llvm.func @argmax_i8
// CHECK-NOT: arith.cmpi slt, {{.*}} : i8
// CHECK: arith.cmpf oge
// CHECK-NOT: arith.cmpi slt, {{.*}} : i8
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_i8(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i8>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?xi8>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<128xi8>
    %iv = nv_tileaa.view %io : tensor<128xi8> -> tensor<1x128xi8>
    %ix = nv_tileaa.broadcast %iv : tensor<1x128xi8> -> tensor<16x128xi8>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i8, %ri: i8):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i8
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i8
      "nv_tileaa.yield"(%pv, %pi) : (f32, i8) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i8]} : (tensor<16x128xf32>, tensor<16x128xi8>) -> (tensor<16xf32>, tensor<16xi8>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi8>, !nv_tileaa.memref<?xi8>
    return
  }
}

// -----

// An i8 range of 256 elements wraps at 128 (signed -128 after 127): the
// comparison stays.
// CHECK-LABEL: llvm.func @argmax_i8_wraps
// CHECK: arith.cmpf oeq
// CHECK-NEXT: arith.cmpi slt, {{.*}} : i8
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_i8_wraps(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i8>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?xi8>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<8x256xf32>
    %io = nv_tileaa.make_range : tensor<256xi8>
    %iv = nv_tileaa.view %io : tensor<256xi8> -> tensor<1x256xi8>
    %ix = nv_tileaa.broadcast %iv : tensor<1x256xi8> -> tensor<8x256xi8>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i8, %ri: i8):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi slt, %li, %ri : i8
      %tie = arith.andi %eq, %lt : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i8
      "nv_tileaa.yield"(%pv, %pi) : (f32, i8) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i8]} : (tensor<8x256xf32>, tensor<8x256xi8>) -> (tensor<8xf32>, tensor<8xi8>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<8xi8>, !nv_tileaa.memref<?xi8>
    return
  }
}

// -----

// The last of equal values wins (`li > ri`, known false): `false && eq` is
// false and `gt || false` is `gt`, so each fold selects on `ogt` alone.
// CHECK-LABEL: llvm.func @argmax_last_index
// CHECK-NOT: arith.cmpi sgt, {{.*}} : i32
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[L:.*]], %[[R:.*]] : f32
// CHECK-NEXT: arith.cmpf oeq, %[[L]], %[[R]] : f32
// CHECK-NEXT: arith.constant false
// CHECK-NEXT: arith.select %[[GT]], %[[L]], %[[R]] : f32
// CHECK-NOT: arith.cmpi sgt, {{.*}} : i32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @argmax_last_index(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<i32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %io = nv_tileaa.make_range : tensor<128xi32>
    %iv = nv_tileaa.view %io : tensor<128xi32> -> tensor<1x128xi32>
    %ix = nv_tileaa.broadcast %iv : tensor<1x128xi32> -> tensor<16x128xi32>
    %r:2 = "nv_tileaa.reduce"(%x, %ix) ({
    ^bb0(%lv: f32, %rv: f32, %li: i32, %ri: i32):
      %gt = arith.cmpf ogt, %lv, %rv : f32
      %eq = arith.cmpf oeq, %lv, %rv : f32
      %lt = arith.cmpi sgt, %li, %ri : i32
      %tie = arith.andi %lt, %eq : i1
      %p = arith.ori %gt, %tie : i1
      %pv = arith.select %p, %lv, %rv : f32
      %pi = arith.select %p, %li, %ri : i32
      "nv_tileaa.yield"(%pv, %pi) : (f32, i32) -> ()
    }) {dim = 1 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<16x128xf32>, tensor<16x128xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    nv_tileas.tiled_store %r#1, %mo[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}
