// convert-tileaa-to-tileas picks a kernel's CTA size and reserves its shared
// scratch: 128 threads (the num-threads option), doubled to 256 for a
// tensor-core dot that would keep more than 64 accumulators per thread
// (128x128 f32: 128 at 128 threads, 64 at 256), with the whole A and B staged
// for ldmatrix (128x64 + 64x128 f16 = 32 KiB). Without a target
// (nv_tileas.compute_capability) or for f32 x f32 the dot is the SIMT one:
// 128 threads, A and B staged in chunks of K (16 KiB at most), and so is a
// dot whose whole A and B would not fit the tensor-core staging budget.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas | FileCheck %s

// CHECK-LABEL: func.func @mma_big
// CHECK-SAME: nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64
// CHECK-LABEL: func.func @no_target
// CHECK-SAME: nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64
// CHECK-LABEL: func.func @f32_simt
// CHECK-SAME: nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64
// CHECK-LABEL: func.func @mma_small
// CHECK-SAME: nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64
// Staging 256x128 + 128x256 f16 (128 KiB) is over the mma.sync budget (64 KiB):
// the SIMT dot, 128 threads, chunks of K.
// CHECK-LABEL: func.func @over_budget
// CHECK-SAME: nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64

module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mma_big(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf16>, i64, i64) -> (tensor<64x128xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, tensor<128x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

module {
  func.func @no_target(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf16>, i64, i64) -> (tensor<64x128xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, tensor<128x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @f32_simt(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf32>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, i64, i64) -> (tensor<128x64xf32>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf32>, i64, i64) -> (tensor<64x128xf32>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, tensor<128x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mma_small(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x32xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x32xf16>, i64, i64) -> (tensor<64x32xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf16>, i64, i64) -> (tensor<32x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @over_budget(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<256x128xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x256xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<256x256xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<256x128xf16>, i64, i64) -> (tensor<256x128xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x256xf16>, i64, i64) -> (tensor<128x256xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<256x256xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<256x128xf16>, tensor<128x256xf16>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<256x256xf32>, tensor<256x256xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
