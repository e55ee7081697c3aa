// nv_tileaa.scan (inclusive, optionally reverse). With fewer rows than
// threads: R rows x G chunks of L elements, chunk values in the kernel's
// bcast buffer: (1) thread (o, g) folds its chunk into a total; (2) the
// totals before its chunk (after it with `reverse`) into an exclusive
// prefix that replaces the total; (3) each result slot starts from its
// chunk's prefix and folds its chunk up to its position. Otherwise each
// slot folds its whole prefix from the scratch. Folds of at most 16 steps
// are unrolled with a select on the step count, longer ones are scf.for.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// Prefix sums along the rows of a 4x8 tile with 32 threads: 4 rows x 8
// chunks of 1.
// CHECK-LABEL: llvm.func @cumsum
// CHECK: %[[BC:.*]] = llvm.mlir.addressof @__tileas_bcast_cumsum : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[O:.*]] = arith.andi %[[TID:.*]], %c3_i32{{.*}} : i32
// CHECK: %[[G0:.*]] = arith.shrui %[[TID]], %c2_i32{{.*}} : i32
// CHECK: %[[G:.*]] = arith.andi %[[G0]], %c7_i32{{.*}} : i32
// CHECK: %[[T:.*]] = arith.addf
// CHECK: %[[GR:.*]] = arith.muli %[[G]], %c4_i32 : i32
// CHECK: %[[SLOT:.*]] = arith.addi %[[GR]], %[[O]] : i32
// CHECK: %[[SP:.*]] = llvm.getelementptr %[[BC]][%[[SLOT]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.store %[[T]], %[[SP]] : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// Exclusive prefix: chunk i counts when i < g.
// CHECK: %[[IN0:.*]] = arith.cmpi slt, %c0_i32{{.*}}, %[[G]] : i32
// CHECK: arith.select %[[IN0]]
// CHECK-COUNT-6: arith.cmpi slt
// CHECK: %[[PRE:.*]] = arith.select
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.store %[[PRE]], %{{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// Per slot: the chunk's prefix, then the chunk up to the position.
// CHECK: %[[POS:.*]] = arith.remui %{{.*}}, %c8_i32{{.*}} : i32
// CHECK: %[[P:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[S:.*]] = arith.addf %[[P]], %[[X]] : f32
// CHECK: arith.select %{{.*}}, %[[S]], %[[P]] : f32
// CHECK: nvvm.barrier0
func.func @cumsum(%a: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 128 : i64} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c8 = arith.constant 8 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c4, %c8, %c8, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<4x8xf32>
  %x = "nv_tileas.tiled_load"(%ma, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4x8xf32>, i64, i64) -> tensor<4x8xf32>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: f32, %r: f32):
    %t = arith.addf %l, %r : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 1 : i64, reverse = false, identities = [0.0 : f32]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %mo = "nv_tileaa.make_memref"(%out, %c4, %c8, %c8, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<4x8xf32>
  "nv_tileas.tiled_store"(%mo, %s, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4x8xf32>, tensor<4x8xf32>, i64, i64) -> ()
  return
}


// Reverse scan over 256 elements with 128 threads (2 slots): 128 chunks of
// 2; the suffix of chunk totals is a loop over the 127 - g chunks after g,
// read from the last one down.
// CHECK-LABEL: llvm.func @suffix_max
// CHECK: nvvm.barrier0
// CHECK: %[[G:.*]] = arith.andi %{{.*}}, %c127_i32{{.*}} : i32
// CHECK: arith.maxsi
// CHECK: arith.maxsi
// CHECK: nvvm.barrier0
// CHECK: %[[N:.*]] = arith.subi %c127_i32{{.*}}, %[[G]] : i32
// CHECK: scf.for %[[I:.*]] = %c0_i32{{.*}} to %[[N]] step %c1_i32{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) : i32 {
// CHECK:   %[[GI:.*]] = arith.subi %c127_i32{{.*}}, %[[I]] : i32
// CHECK:   %[[X:.*]] = llvm.load
// CHECK:   %[[M:.*]] = arith.maxsi %[[ACC]], %[[X]] : i32
// CHECK:   scf.yield %[[M]] : i32
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// Slot: chunk end down to the position (2 - within steps).
// CHECK: %[[W:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %[[CNT:.*]] = arith.subi %c2_i32{{.*}}, %[[W]] : i32
// CHECK: arith.cmpi slt, %c0_i32{{.*}}, %[[CNT]] : i32
// CHECK: nvvm.barrier0
func.func @suffix_max(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64} {
  %c1 = arith.constant 1 : i64
  %c256 = arith.constant 256 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c256, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<256xi32>
  %x = "nv_tileas.tiled_load"(%ma, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<256xi32>, i64) -> tensor<256xi32>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.maxsi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 0 : i64, reverse = true, identities = [-2147483648 : i32]} : (tensor<256xi32>) -> tensor<256xi32>
  %mo = "nv_tileaa.make_memref"(%out, %c256, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<256xi32>
  "nv_tileas.tiled_store"(%mo, %s, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<256xi32>, tensor<256xi32>, i64) -> ()
  return
}


// As many rows as threads: each slot folds its own prefix from the scratch.
// CHECK-LABEL: llvm.func @row_scan
// CHECK: nvvm.barrier0
// CHECK: %[[POS:.*]] = arith.remui %{{.*}}, %c4_i32{{.*}} : i32
// CHECK: arith.cmpi ule, %c0_i32{{.*}}, %[[POS]] : i32
// CHECK: arith.cmpi ule, %c1_i32{{.*}}, %[[POS]] : i32
// CHECK: arith.cmpi ule, %c2_i32{{.*}}, %[[POS]] : i32
// CHECK: arith.cmpi ule, %c3_i32{{.*}}, %[[POS]] : i32
// CHECK: nvvm.barrier0
func.func @row_scan(%a: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 512 : i64} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c32 = arith.constant 32 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c32, %c4, %c4, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x4xi32>
  %x = "nv_tileas.tiled_load"(%ma, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x4xi32>, i64, i64) -> tensor<32x4xi32>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.addi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 1 : i64, reverse = false, identities = [0 : i32]} : (tensor<32x4xi32>) -> tensor<32x4xi32>
  "nv_tileas.tiled_store"(%ma, %s, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x4xi32>, tensor<32x4xi32>, i64, i64) -> ()
  return
}

// LLVM-NOT: scf.
// LLVM-NOT: arith.
// LLVM: llvm.func @cumsum
