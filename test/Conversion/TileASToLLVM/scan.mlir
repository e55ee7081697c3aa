// nv_tileaa.scan (inclusive): each output element folds the prefix along
// `dim` (the suffix with `reverse`) from the scratch. Up to 16 steps the fold
// is unrolled with a select on the position; beyond, an scf.for whose trip
// count depends on the position.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// Prefix sums along the rows of a 4x8 tile: position j = e & 7, step r is
// taken when r <= j.
// CHECK-LABEL: llvm.func @cumsum
// CHECK: nvvm.barrier0
// CHECK: %[[J:.*]] = arith.remui %{{.*}}, %c8_i32{{.*}} : i32
// CHECK: %[[S0:.*]] = arith.addf
// CHECK: %[[IN0:.*]] = arith.cmpi ule, %c0_i32{{.*}}, %[[J]] : i32
// CHECK: %[[A0:.*]] = arith.select %[[IN0]], %[[S0]], %{{.*}} : f32
// CHECK: %[[S1:.*]] = arith.addf %[[A0]]
// CHECK: %[[IN1:.*]] = arith.cmpi ule, %c1_i32{{.*}}, %[[J]] : i32
// CHECK: arith.select %[[IN1]], %[[S1]], %[[A0]] : f32
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

// Reverse scan over 256 elements with 128 threads (2 slots): per slot a loop
// of 256 - e steps reading element 255 - i.
// CHECK-LABEL: llvm.func @suffix_max
// CHECK: nvvm.barrier0
// CHECK: %[[E:.*]] = arith.addi %{{.*}}, %c0_i32{{.*}} : i32
// CHECK: %[[N:.*]] = arith.subi %c256_i32, %[[E]] : i32
// CHECK: scf.for %[[I:.*]] = %c0_i32{{.*}} to %[[N]] step %c1_i32{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) : i32 {
// CHECK:   %[[R:.*]] = arith.subi %c255_i32{{.*}}, %[[I]] : i32
// CHECK:   %[[X:.*]] = llvm.load
// CHECK:   %[[M:.*]] = arith.maxsi %[[ACC]], %[[X]] : i32
// CHECK:   scf.yield %[[M]] : i32
// CHECK: scf.for
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

// LLVM-NOT: scf.
// LLVM-NOT: arith.
// LLVM: llvm.func @cumsum
