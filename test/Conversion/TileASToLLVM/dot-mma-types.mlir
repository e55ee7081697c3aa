// Tensor-core dots of the other element types. int8 (m16n8k32): B is
// staged transposed (N x K, one byte per store) so its registers, which run
// along K, are read with ldmatrix (no .trans) like A's. fp8 at sm_90 in a
// 32-row tile (too small for wgmma; sm_90 has no native fp8 mma.sync): the
// elements are converted to f16 in pairs while staged and run on the f16
// atom; at sm_120 the fp8 atom itself.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @mm_i8(
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.trans
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.s8"(%{{.*}}) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mm_i8(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi8>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi8>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi8>, i64, i64) -> (tensor<64x64xi8>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi8>, i64, i64) -> (tensor<64x64xi8>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0> : tensor<64x64xi32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi32>, tensor<64x64xi32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// fp8 at sm_90 with a tile too small for a warpgroup MMA (M 32 < 64): the
// mma.sync fallback, fp8 converted to f16 while staged.
// CHECK-LABEL: llvm.func @mm_f8_sm90(
// CHECK: llvm.call_intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"(%{{.*}}) : (i16) -> vector<2xf16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
// CHECK-NOT: e4m3.e4m3
module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @mm_f8_sm90(%pa: !nv_tileaa.ptr<f8E4M3FN>, %pb: !nv_tileaa.ptr<f8E4M3FN>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c32 = arith.constant 32 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf8E4M3FN>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf8E4M3FN>
    %mc = "nv_tileaa.make_memref"(%pc, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf8E4M3FN>, i64, i64) -> (tensor<32x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf8E4M3FN>, i64, i64) -> (tensor<64x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<32x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<32x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf32>, tensor<32x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @mm_f8_sm120(
// CHECK-NOT: e4m3x2.to.f16x2
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"
module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @mm_f8_sm120(%pa: !nv_tileaa.ptr<f8E4M3FN>, %pb: !nv_tileaa.ptr<f8E4M3FN>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf8E4M3FN>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf8E4M3FN>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf8E4M3FN>, i64, i64) -> (tensor<64x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf8E4M3FN>, i64, i64) -> (tensor<64x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
