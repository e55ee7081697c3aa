// Exchange ops of convert-tileas-to-llvm: values that move between threads go
// through the shared-memory scratch (owners store at the row-major index,
// barrier, every thread loads what its slots need, barrier); layout-only ops
// (splat, view, make_range, broadcast of one element) touch no memory.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: llvm.func @permute
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @__tileas_smem_permute : !llvm.ptr<3>
// A transpose: at the row-major index, the 16 lanes of a read would share
// two banks, so the scratch is swizzled (Sw<2,2,3> on element indices: row
// bits 1-2 into the 4-element chunk; exchange-swizzle.mlir). Owners store
// their two slots, the second 128 elements (512 bytes) after the first...
// CHECK: %[[Y:.*]] = arith.andi %[[TID]], %c96_i32 : i32
// CHECK: %[[S:.*]] = arith.shrui %[[Y]], %c3_i32 : i32
// CHECK: %[[X:.*]] = arith.xori %[[TID]], %[[S]] : i32
// CHECK: %[[P0:.*]] = llvm.getelementptr %[[SMEM]][%[[X]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: %[[P1:.*]] = llvm.getelementptr %[[P0]][512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %[[P0]] {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %[[P1]] {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// ... and read the transposed element: e = (i, j) of the 16x16 result reads
// (j, i), swizzled; the second slot's source is 8 columns on (XOR 8).
// CHECK: %[[I:.*]] = arith.divui %{{.*}}, %c16_i32
// CHECK: %[[J:.*]] = arith.remui %{{.*}}, %c16_i32
// CHECK: %[[JS:.*]] = arith.muli %[[J]], %c16_i32
// CHECK: %[[SRC:.*]] = arith.addi %[[JS]], %[[I]] : i32
// CHECK: arith.andi %[[SRC]], %c96_i32
// CHECK: %[[R0:.*]] = arith.xori %[[SRC]], %{{.*}} : i32
// CHECK: llvm.getelementptr %[[SMEM]][%[[R0]]]
// CHECK: arith.xori %[[R0]], %c8_i32 : i32
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK-NEXT: nvvm.barrier0
func.func @permute(%x: f32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64} {
  %a = "nv_tileaa.splat"(%x) : (f32) -> tensor<16x16xf32>
  %r = "nv_tileaa.make_range"() : () -> tensor<256xi32>
  %rf = arith.sitofp %r : tensor<256xi32> to tensor<256xf32>
  %v = "nv_tileaa.view"(%rf) : (tensor<256xf32>) -> tensor<16x16xf32>
  %s = arith.addf %a, %v : tensor<16x16xf32>
  %t = "nv_tileaa.permute"(%s) {permutation = array<i64: 1, 0>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %flat = "nv_tileaa.view"(%t) : (tensor<16x16xf32>) -> tensor<256xf32>
  %sz = arith.constant 256 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<256xf32>
  "nv_tileas.tiled_store"(%m, %flat, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<256xf32>, tensor<256xf32>, i64) -> ()
  return
}

// N < T: only threads tid < 16 own an element and store it.
// CHECK-LABEL: llvm.func @broadcast(
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %{{.*}}, %c16_i32 : i32
// CHECK: scf.if %[[OWN]] {
// CHECK:   llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: }
// CHECK: nvvm.barrier0
// The 16x1 source index of result element (i, j) is i.
// CHECK: %[[I:.*]] = arith.divui %{{.*}}, %c8_i32 : i32
// CHECK: llvm.getelementptr %{{.*}}[%[[I]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: nvvm.barrier0
// A one-element broadcast is a copy of the scalar:
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @broadcast(%x: i32, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64} {
  %r = "nv_tileaa.make_range"() : () -> tensor<16xi32>
  %rf = arith.sitofp %r : tensor<16xi32> to tensor<16xf32>
  %c = "nv_tileaa.view"(%rf) : (tensor<16xf32>) -> tensor<16x1xf32>
  %bf = "nv_tileaa.broadcast"(%c) : (tensor<16x1xf32>) -> tensor<16x8xf32>
  %b = arith.fptosi %bf : tensor<16x8xf32> to tensor<16x8xi32>
  %one = "nv_tileaa.splat"(%x) : (i32) -> tensor<1x1xi32>
  %b1 = "nv_tileaa.broadcast"(%one) : (tensor<1x1xi32>) -> tensor<16x8xi32>
  %s = arith.addi %b, %b1 : tensor<16x8xi32>
  %flat = "nv_tileaa.view"(%s) : (tensor<16x8xi32>) -> tensor<128xi32>
  %sz = arith.constant 128 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<128xi32>
  "nv_tileas.tiled_store"(%m, %flat, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<128xi32>, tensor<128xi32>, i64) -> ()
  return
}

// A broadcast of a tile computed from its index alone (a range plus a
// scalar, as a causal mask's row and column numbers): each thread computes
// the elements it takes, row i = e / 8 plus the scalar; no scratch, no
// barrier.
// CHECK-LABEL: llvm.func @broadcast_index(
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[I:.*]] = arith.divui %{{.*}}, %c8_i32 : i32
// CHECK: arith.addi %arg0, %[[I]] : i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @broadcast_index(%x: i32, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64} {
  %r = "nv_tileaa.make_range"() : () -> tensor<16xi32>
  %sx = "nv_tileaa.splat"(%x) : (i32) -> tensor<16xi32>
  %rx = arith.addi %sx, %r : tensor<16xi32>
  %c = "nv_tileaa.view"(%rx) : (tensor<16xi32>) -> tensor<16x1xi32>
  %b = "nv_tileaa.broadcast"(%c) : (tensor<16x1xi32>) -> tensor<16x8xi32>
  %flat = "nv_tileaa.view"(%b) : (tensor<16x8xi32>) -> tensor<128xi32>
  %sz = arith.constant 128 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<128xi32>
  "nv_tileas.tiled_store"(%m, %flat, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<128xi32>, tensor<128xi32>, i64) -> ()
  return
}

// extract_slice: block coordinates scale by the result extent.
// CHECK-LABEL: llvm.func @extract
// CHECK: nvvm.barrier0
// CHECK: %[[B:.*]] = arith.muli %arg0, %c4_i32{{.*}} : i32
// CHECK: arith.addi %[[B]], %{{.*}} : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: nvvm.barrier0
func.func @extract(%i: i32, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 256 : i64} {
  %r = "nv_tileaa.make_range"() : () -> tensor<64xi32>
  %v = "nv_tileaa.view"(%r) : (tensor<64xi32>) -> tensor<16x4xi32>
  %c0 = arith.constant 0 : i32
  %e = "nv_tileaa.extract_slice"(%v, %i, %c0) : (tensor<16x4xi32>, i32, i32) -> tensor<4x4xi32>
  %flat = "nv_tileaa.view"(%e) : (tensor<4x4xi32>) -> tensor<16xi32>
  %sz = arith.constant 16 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<16xi32>
  "nv_tileas.tiled_store"(%m, %flat, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<16xi32>, tensor<16xi32>, i64) -> ()
  return
}

// cat: the two operands at 16-byte-aligned offsets, the pointer selected per slot.
// CHECK-LABEL: llvm.func @cat
// CHECK: llvm.getelementptr %{{.*}}[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: nvvm.barrier0
// CHECK: %[[INA:.*]] = arith.cmpi ult, %{{.*}}, %c16_i32{{.*}} : i32
// CHECK: %[[P:.*]] = arith.select %[[INA]], %{{.*}}, %{{.*}} : !llvm.ptr<3>
// CHECK: llvm.load %[[P]] : !llvm.ptr<3> -> f32
// CHECK: nvvm.barrier0
func.func @cat(%x: f32, %y: f32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 128 : i64} {
  %a = "nv_tileaa.splat"(%x) : (f32) -> tensor<16xf32>
  %b = "nv_tileaa.splat"(%y) : (f32) -> tensor<16xf32>
  %c = "nv_tileaa.cat"(%a, %b) {dim = 0 : i64} : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32>
  %sz = arith.constant 32 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<32xf32>
  "nv_tileas.tiled_store"(%m, %c, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<32xf32>, tensor<32xf32>, i64) -> ()
  return
}

// A non-splat dense constant is a table in global memory, element e per slot.
// CHECK-LABEL: llvm.func @table
// CHECK: %[[G:.*]] = llvm.mlir.addressof @__tileas_const_0 : !llvm.ptr<1>
// CHECK: %[[E:.*]] = arith.andi %{{.*}}, %c7_i32 : i32
// CHECK: %[[P:.*]] = llvm.getelementptr %[[G]][%[[E]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
// CHECK: llvm.load %[[P]] : !llvm.ptr<1> -> i32
func.func @table(%out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c = arith.constant dense<[0, 1, 4, 9, 16, 25, 36, 49]> : tensor<8xi32>
  %sz = arith.constant 8 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<8xi32>
  "nv_tileas.tiled_store"(%m, %c, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<8xi32>, tensor<8xi32>, i64) -> ()
  return
}

// Permutes that only move size-1 dimensions and same-shape broadcasts keep
// the row-major order: no scratch, no barrier.
// CHECK-LABEL: llvm.func @no_exchange
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
// The constant table follows the kernels:
// CHECK: llvm.mlir.global internal constant @__tileas_const_0(dense<[0, 1, 4, 9, 16, 25, 36, 49]> : tensor<8xi32>) {addr_space = 1 : i32} : !llvm.array<8 x i32>
func.func @no_exchange(%x: f32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 64 : i64} {
  %r = "nv_tileaa.make_range"() : () -> tensor<16xi32>
  %f = arith.sitofp %r : tensor<16xi32> to tensor<16xf32>
  %a = "nv_tileaa.view"(%f) : (tensor<16xf32>) -> tensor<1x16xf32>
  %t = "nv_tileaa.permute"(%a) {permutation = array<i64: 1, 0>} : (tensor<1x16xf32>) -> tensor<16x1xf32>
  %b = "nv_tileaa.broadcast"(%t) : (tensor<16x1xf32>) -> tensor<16x1xf32>
  %flat = "nv_tileaa.view"(%b) : (tensor<16x1xf32>) -> tensor<16xf32>
  %sz = arith.constant 16 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<16xf32>
  "nv_tileas.tiled_store"(%m, %flat, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<16xf32>, tensor<16xf32>, i64) -> ()
  return
}

// LLVM-NOT: scf.
// LLVM-NOT: arith.
// LLVM: llvm.func @permute
