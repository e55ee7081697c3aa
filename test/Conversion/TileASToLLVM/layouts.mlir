// convert-tileas-to-llvm on tiles with #nv_tileas.tv layouts: wide accesses
// where the layout keeps runs of consecutive elements and the view's
// div_by facts prove each run aligned and all-or-nothing; narrower or scalar
// ones where they do not; layout changes through the shared scratch.
// RUN: tileas-opt %s -convert-tileas-to-llvm | FileCheck %s

// Runs of 16 i8, base/strides/sizes divisible by 16, origins index·64:
// 16-byte loads and stores (each a masked load or a store under one branch
// per run, the mask the run's in-bounds predicate on every lane).
// No branch around the whole tile for an empty tensor: no run reads out of
// bounds.
// CHECK-LABEL: llvm.func @wide
// CHECK-NOT: scf.if
// CHECK-COUNT-2: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<16xi1>, vector<16xi8>) -> vector<16xi8>
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> i8
// CHECK: scf.if
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<1>
// CHECK: scf.if
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<1>
// CHECK-NOT: llvm.store
// CHECK: llvm.return
func.func @wide(%a: !nv_tileaa.ptr<i8>, %n: i64, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %o = arith.muli %i, %c64 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %x = nv_tileas.tiled_load %ma[%o, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  nv_tileas.tiled_store %x, %ma[%o, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, !nv_tileaa.memref<?x?xi8>
  return
}

// Aligned runs, but the column count has no div_by (runs may cross the
// edge of the tensor): a run wholly inside is one 16-byte access, one that
// crosses is one masked access of its lanes inside (no branch per lane).
// CHECK-LABEL: llvm.func @edge
// CHECK: scf.if
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<16xi8>
// CHECK: } else {
// CHECK: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<16xi1>, vector<16xi8>) -> vector<16xi8>
// CHECK: scf.if
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<1>
// CHECK: } else {
// CHECK: llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 16 : i32} : vector<16xi8>, vector<16xi1> into !llvm.ptr<1>
// CHECK-NOT: llvm.store %{{.*}} : i8
// CHECK: llvm.return
func.func @edge(%a: !nv_tileaa.ptr<i8>, %n: i64, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %o = arith.muli %i, %c64 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 1, 1>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %x = nv_tileas.tiled_load %ma[%o, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  nv_tileas.tiled_store %x, %ma[%o, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, !nv_tileaa.memref<?x?xi8>
  return
}

// Only 4-byte alignment is known for the base: 4-byte accesses.
// CHECK-LABEL: llvm.func @narrower
// CHECK-COUNT-8: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xi8>) -> vector<4xi8>
// CHECK-NOT: -> vector<16xi8>
// CHECK: llvm.return
func.func @narrower(%a: !nv_tileaa.ptr<i8>, %n: i64, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %o = arith.muli %i, %c64 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] {base_div_by = 4 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %x = nv_tileas.tiled_load %ma[%o, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  nv_tileas.tiled_store %x, %ma[%o, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, !nv_tileaa.memref<?x?xi8>
  return
}

// Nothing is known about the column origin (a plain index): scalar
// accesses, out-of-bounds stores going to the shared sink. An out-of-bounds
// scalar load reads the tensor's first element (and takes the padding), so
// the loads are under one branch that the tensor is not empty.
// CHECK-LABEL: llvm.func @scalar
// CHECK-NOT: vector<
// CHECK: arith.cmpi sgt, %arg1, %c0_i64 : i64
// CHECK: scf.if %{{.*}} -> (i8,
// CHECK-NOT: vector<
// CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr<1> -> i8
// CHECK-NOT: vector<
// CHECK: llvm.return
func.func @scalar(%a: !nv_tileaa.ptr<i8>, %n: i64, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %x = nv_tileas.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  nv_tileas.tiled_store %x, %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, !nv_tileaa.memref<?x?xi8>
  return
}

// A layout change: owners write each slot at its element index, one
// barrier, each thread reads the elements of its new slots, one barrier.
// Slot 1 of the source layout is element 4·tid + 1; slot 1 of the target
// layout is element tid + 128.
// CHECK-LABEL: llvm.func @convert
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[T4:.*]] = arith.muli %[[TID]], %c4_i32{{.*}} : i32
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: %[[T4B:.*]] = arith.muli %[[TID]], %c4_i32{{.*}} : i32
// CHECK: arith.addi %[[T4B]], %c1_i32 : i32
// CHECK: nvvm.barrier0
// CHECK: arith.addi %[[TID]], %c128_i32 : i32
// CHECK: nvvm.barrier0
func.func @convert(%a: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n], strides[%c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %x = nv_tileas.tiled_load %ma[%c0] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %y = nv_tileas.convert_layout %x : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %y, %ma[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
