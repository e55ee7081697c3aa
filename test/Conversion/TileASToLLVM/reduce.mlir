// nv_tileaa.reduce: operands stored in the scratch (16-byte-aligned, one
// after the other). With at least as many outputs as threads each thread
// folds the reduced dimension for its output slots from the identities;
// with fewer, the reduced dimension is split into G chunks: thread (o, g)
// folds chunk g of output o, the partials go back to the scratch and each
// thread folds the G partials of its output. Folds are unrolled up to 16
// steps, an scf.for with iter_args beyond. The combiner region is cloned on
// scalars; math ops in it become libdevice calls. A rank-0 result is a
// replicated scalar.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// Rows of a 16x16 tile (256 elements, 2 slots per thread) into 16 sums with
// 128 threads: G = 8 chunks of 2.
// CHECK-LABEL: llvm.func @row_sum
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[O:.*]] = arith.andi %[[TID:.*]], %c15_i32{{.*}} : i32
// CHECK: %[[G0:.*]] = arith.shrui %[[TID]], %c4_i32{{.*}} : i32
// CHECK: %[[G:.*]] = arith.andi %[[G0]], %c7_i32 : i32
// CHECK: %[[ROW:.*]] = arith.muli %[[O]], %c16_i32 : i32
// CHECK: %[[BASE:.*]] = arith.addi %[[ROW]], %c0_i32{{.*}} : i32
// CHECK: %[[START:.*]] = arith.muli %[[G]], %c2_i32 : i32
// CHECK: %[[ID:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[R0:.*]] = arith.addi %[[START]], %c0_i32{{.*}} : i32
// CHECK: %[[I0:.*]] = arith.addi %[[BASE]], %[[R0]] : i32
// CHECK: %[[X0:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[A0:.*]] = arith.addf %[[ID]], %[[X0]] : f32
// CHECK: %[[X1:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[P:.*]] = arith.addf %[[A0]], %[[X1]] : f32
// CHECK-NEXT: nvvm.barrier0
// The partial of (o, g) at g * 16 + o:
// CHECK: %[[GS:.*]] = arith.muli %[[G]], %c16_i32{{.*}} : i32
// CHECK: %[[SLOT:.*]] = arith.addi %[[GS]], %[[O]] : i32
// CHECK: %[[SP:.*]] = llvm.getelementptr %{{.*}}[%[[SLOT]]]
// CHECK: llvm.store %[[P]], %[[SP]] : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-8: arith.addf
// CHECK-NOT: arith.addf
// CHECK: nvvm.barrier0
func.func @row_sum(%a: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64} {
  %c1 = arith.constant 1 : i64
  %c16 = arith.constant 16 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c16, %c16, %c16, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<16x16xf32>
  %x = "nv_tileas.tiled_load"(%ma, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<16x16xf32>, i64, i64) -> tensor<16x16xf32>
  %r = "nv_tileaa.reduce"(%x) ({
  ^bb0(%l: f32, %rr: f32):
    %s = arith.addf %l, %rr : f32
    "nv_tileaa.yield"(%s) : (f32) -> ()
  }) {dim = 1 : i64, identities = [0.0 : f32]} : (tensor<16x16xf32>) -> tensor<16xf32>
  %mo = "nv_tileaa.make_memref"(%out, %c16, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<16xf32>
  "nv_tileas.tiled_store"(%mo, %r, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<16xf32>, tensor<16xf32>, i64) -> ()
  return
}

// 1-D to a scalar over 64 elements with 32 threads: chunks of 2, then a loop
// over the 32 partials; the body's math.absf is a libdevice call.
// CHECK-LABEL: llvm.func @max_abs
// CHECK: nvvm.barrier0
// CHECK: llvm.call @__nv_fabsf
// CHECK: llvm.call @__nv_fabsf
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: %[[ID:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[R:.*]] = scf.for %[[IV:.*]] = %c0_i32{{.*}} to %c32_i32{{.*}} step %c1_i32{{.*}} iter_args(%[[ACC:.*]] = %[[ID]]) -> (f32) : i32
// CHECK:   %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK:   %[[A:.*]] = llvm.call @__nv_fabsf(%[[X]]) : (f32) -> f32
// CHECK:   %[[M:.*]] = arith.maximumf %[[ACC]], %[[A]] : f32
// CHECK:   scf.yield %[[M]] : f32
// CHECK: nvvm.barrier0
// CHECK: llvm.store %[[R]], %{{.*}} : f32, !llvm.ptr<1>
func.func @max_abs(%a: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 256 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c64, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<64xf32>
  %x = "nv_tileas.tiled_load"(%ma, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<64xf32>, i64) -> tensor<64xf32>
  %r = "nv_tileaa.reduce"(%x) ({
  ^bb0(%l: f32, %rr: f32):
    %ab = math.absf %rr : f32
    %m = arith.maximumf %l, %ab : f32
    "nv_tileaa.yield"(%m) : (f32) -> ()
  }) {dim = 0 : i64, identities = [0.0 : f32]} : (tensor<64xf32>) -> f32
  "nv_tileas.store"(%out, %r) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<f32>, f32) -> ()
  return
}

// Two operands (argmax): the index tile at the next 16-byte boundary after
// 32 f32 values (byte 128), both carried through the fold of the partials.
// CHECK-LABEL: llvm.func @argmax
// CHECK: llvm.getelementptr %{{.*}}[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32_i32{{.*}} step %{{.*}} iter_args(%[[V:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}) -> (f32, i32) : i32
// CHECK:   %[[GT:.*]] = arith.cmpf ogt
// CHECK:   %[[NV:.*]] = arith.select %[[GT]]
// CHECK:   %[[NI:.*]] = arith.select %[[GT]]
// CHECK:   scf.yield %[[NV]], %[[NI]] : f32, i32
func.func @argmax(%a: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 256 : i64} {
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c32, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<32xf32>
  %x = "nv_tileas.tiled_load"(%ma, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<32xf32>, i64) -> tensor<32xf32>
  %i = "nv_tileaa.make_range"() : () -> tensor<32xi32>
  %rv, %ri = "nv_tileaa.reduce"(%x, %i) ({
  ^bb0(%lv: f32, %rv0: f32, %li: i32, %ri0: i32):
    %gt = arith.cmpf ogt, %rv0, %lv : f32
    %v = arith.select %gt, %rv0, %lv : f32
    %j = arith.select %gt, %ri0, %li : i32
    "nv_tileaa.yield"(%v, %j) : (f32, i32) -> ()
  }) {dim = 0 : i64, identities = [0xFF800000 : f32, 0 : i32]} : (tensor<32xf32>, tensor<32xi32>) -> (f32, i32)
  "nv_tileas.store"(%out, %ri) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<i32>, i32) -> ()
  return
}

// As many outputs as threads: each thread folds its column serially.
// CHECK-LABEL: llvm.func @col_min
// CHECK: nvvm.barrier0
// CHECK: %[[ID:.*]] = arith.constant 2147483647 : i32
// CHECK: scf.for %[[R:.*]] = %c0_i32{{.*}} to %c32_i32{{.*}} step %c1_i32{{.*}} iter_args(%[[ACC:.*]] = %[[ID]]) -> (i32) : i32
// CHECK:   %[[OFF:.*]] = arith.muli %[[R]], %c32_i32{{.*}} : i32
// CHECK:   llvm.load
// CHECK:   arith.minsi %[[ACC]]
// CHECK: nvvm.barrier0
func.func @col_min(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c32, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x32xi32>
  %x = "nv_tileas.tiled_load"(%ma, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x32xi32>, i64, i64) -> tensor<32x32xi32>
  %r = "nv_tileaa.reduce"(%x) ({
  ^bb0(%l: i32, %rr: i32):
    %m = arith.minsi %l, %rr : i32
    "nv_tileaa.yield"(%m) : (i32) -> ()
  }) {dim = 0 : i64, identities = [2147483647 : i32]} : (tensor<32x32xi32>) -> tensor<32xi32>
  %mo = "nv_tileaa.make_memref"(%out, %c32, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<32xi32>
  "nv_tileas.tiled_store"(%mo, %r, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<32xi32>, tensor<32xi32>, i64) -> ()
  return
}

// LLVM-NOT: scf.
// LLVM-NOT: arith.
// LLVM: llvm.func @row_sum
