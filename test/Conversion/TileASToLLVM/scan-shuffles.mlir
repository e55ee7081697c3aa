// nv_tileaa.scan in registers and warp shuffles (warp_reduce::lower_scan):
// each thread scans its run of slots serially, the run totals are scanned
// over the lanes with shfl.sync.up (1, 2, 4, 8, 16), and each element takes
// the total of the lanes before (shfl.sync.up 1) on its left. A line that
// spans warps (1024 elements over 128 threads, 8 a thread: slot bits, five
// lane bits, two warp bits) also takes the totals of the warps before its
// own: lane 31 of each warp writes its total to the scratch between two
// barriers, each thread folds those of warps 0..2 (a select on its warp's
// place), a barrier, then the combination warp prefix + lane prefix + run.
// RUN: tileas-opt %s --split-input-file -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @cumsum_warps
// CHECK-COUNT-7: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%{{.*}}, %{{.*}}, %c1_i32{{.*}}, %c0_i32{{.*}})
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%{{.*}}, %{{.*}}, %c2_i32{{.*}}, %c0_i32{{.*}})
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%{{.*}}, %{{.*}}, %c4_i32{{.*}}, %c0_i32{{.*}})
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%{{.*}}, %{{.*}}, %c8_i32{{.*}}, %c0_i32{{.*}})
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%{{.*}}, %{{.*}}, %c16_i32{{.*}}, %c0_i32{{.*}})
// CHECK: %[[TOTAL:.*]] = arith.select
// CHECK-NOT: llvm.call_intrinsic
// CHECK: nvvm.barrier0
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %{{.*}}, %c31_i32{{.*}} : i32
// CHECK: scf.if %[[LAST]] {
// CHECK: llvm.store %[[TOTAL]], %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-3: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[LATER:.*]] = arith.cmpi ne, %{{.*}}, %c0_i32{{.*}} : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%{{.*}}, %[[TOTAL]], %c1_i32{{.*}}, %c0_i32{{.*}})
// CHECK: arith.select %[[LATER]]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return

func.func @cumsum_warps(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c1 = arith.constant 1 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<1024xi32>
  %x = "nv_tileas.tiled_load"(%ma, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xi32>, i64) -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.addi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 0 : i64, reverse = false, identities = [0 : i32]} : (tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %mo = "nv_tileaa.make_memref"(%out, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<1024xi32>
  "nv_tileas.tiled_store"(%mo, %s, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xi32>, tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>, i64) -> ()
  return
}

// -----

// A line within a warp (rows of 32 over the lanes): no barrier at all.
// CHECK-LABEL: llvm.func @cumsum_lanes
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-5: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return

func.func @cumsum_lanes(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c32 = arith.constant 32 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c4, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<4x32xi32>
  %x = "nv_tileas.tiled_load"(%ma, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4x32xi32>, i64, i64) -> tensor<4x32xi32, #nv_tileas.tv<(128):(1), (1):(0)>>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.addi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 1 : i64, reverse = false, identities = [0 : i32]} : (tensor<4x32xi32, #nv_tileas.tv<(128):(1), (1):(0)>>) -> tensor<4x32xi32, #nv_tileas.tv<(128):(1), (1):(0)>>
  %mo = "nv_tileaa.make_memref"(%out, %c4, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<4x32xi32>
  "nv_tileas.tiled_store"(%mo, %s, %z, %z) {dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4x32xi32>, tensor<4x32xi32, #nv_tileas.tv<(128):(1), (1):(0)>>, i64, i64) -> ()
  return
}

// -----

// A reduce of the scanned tile with the same combiner, exact in any order
// (cumsum_long_i32's running carry), takes the scan's total: after the
// scan's barrier every thread reads all four warp totals (three for its
// prefix, four for the total), and the reduce adds no shuffle, scratch
// access or barrier. The second scan writes its warp totals with no barrier
// first: the first scan's last barrier follows every scratch access.
// CHECK-LABEL: llvm.func @scan_total
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK: nvvm.barrier0
// CHECK-COUNT-7: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-5: llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"
// CHECK-NOT: nvvm.barrier0
// CHECK: scf.if
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-3: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: shfl.sync.bfly
// CHECK: llvm.return
func.func @scan_total(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c1 = arith.constant 1 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<1024xi32>
  %x = "nv_tileas.tiled_load"(%ma, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xi32>, i64) -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.addi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 0 : i64, reverse = false, identities = [0 : i32]} : (tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %sum = "nv_tileaa.reduce"(%x) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.addi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 0 : i64, identities = [0 : i32]} : (tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> i32
  %s2 = "nv_tileaa.scan"(%s) ({
  ^bb0(%l: i32, %r: i32):
    %t = arith.addi %l, %r : i32
    "nv_tileaa.yield"(%t) : (i32) -> ()
  }) {dim = 0 : i64, reverse = false, identities = [0 : i32]} : (tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %b = "nv_tileaa.splat"(%sum) : (i32) -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %r = arith.addi %s2, %b : tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %mo = "nv_tileaa.make_memref"(%out, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<1024xi32>
  "nv_tileas.tiled_store"(%mo, %r, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xi32>, tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>, i64) -> ()
  return
}

// -----

// A float sum depends on the order it adds in: the reduce does not take the
// scan's total but runs its own butterfly over the lanes.
// CHECK-LABEL: llvm.func @scan_total_f32
// CHECK-COUNT-5: llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32"
// CHECK: llvm.return
func.func @scan_total_f32(%a: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c1 = arith.constant 1 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant 0 : i64
  %ma = "nv_tileaa.make_memref"(%a, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<1024xf32>
  %x = "nv_tileas.tiled_load"(%ma, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xf32>, i64) -> tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %s = "nv_tileaa.scan"(%x) ({
  ^bb0(%l: f32, %r: f32):
    %t = arith.addf %l, %r : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 0 : i64, reverse = false, identities = [0.0 : f32]} : (tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %sum = "nv_tileaa.reduce"(%x) ({
  ^bb0(%l: f32, %r: f32):
    %t = arith.addf %l, %r : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 0 : i64, identities = [0.0 : f32]} : (tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> f32
  %s2 = "nv_tileaa.scan"(%s) ({
  ^bb0(%l: f32, %r: f32):
    %t = arith.addf %l, %r : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 0 : i64, reverse = false, identities = [0.0 : f32]} : (tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>) -> tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %b = "nv_tileaa.splat"(%sum) : (f32) -> tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %r = arith.addf %s2, %b : tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>
  %mo = "nv_tileaa.make_memref"(%out, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<1024xf32>
  "nv_tileas.tiled_store"(%mo, %r, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xf32>, tensor<1024xf32, #nv_tileas.tv<(128):(8), (8):(1)>>, i64) -> ()
  return
}
