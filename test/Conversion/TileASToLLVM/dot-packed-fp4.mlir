// A packed 4-bit nv_tileaa.dot (`packing = "f4E2M1FN"`: i8 A and B, each byte two
// f4E2M1FN elements along K, K counted in bytes). NVFP4 (f8E4M3FN scales per 8
// bytes) on sm_100: one tcgen05.mma ... .kind::mxf4nvf4.block_scale.block16 per
// 32 bytes of K, NVIDIA's descriptor 0x08200480 (136316032) at both steps. MXFP4
// (f8E8M0FNU per 16 bytes) on sm_120: mma.sync .kind::mxf4 .scale_vec::2X, byte
// id 0 then 2. A tile with no atom on every warp reaches the SIMT dot, which reads
// no packed operands: a located internal error (the conversion never packs such
// a tile).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @nvfp4_tcgen05(
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %c136316032_i32{{[_0-9]*}},
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %c136316032_i32{{[_0-9]*}},
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @nvfp4_tcgen05(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c128, %c128], strides [%c128, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<128x128xf32>
    %a = arith.constant dense<34> : tensor<128x64xi8>
    %b = arith.constant dense<18> : tensor<64x128xi8>
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %sa = arith.constant dense<2.0> : tensor<128x8xf8E4M3FN>
    %sb = arith.constant dense<4.0> : tensor<8x128xf8E4M3FN>
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<128x8xf8E4M3FN>, tensor<8x128xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf32>, !nv_tileaa.memref<128x128xf32>
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @mxfp4_mma_sync(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0"({{.*}}, %c0_i16{{[_0-9]*}}, %c0_i16{{[_0-9]*}}, %{{[0-9]+}}, %c0_i16{{[_0-9]*}}, %c0_i16{{[_0-9]*}})
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0"({{.*}}, %c2_i16{{[_0-9]*}}, %c0_i16{{[_0-9]*}}, %{{[0-9]+}}, %c2_i16{{[_0-9]*}}, %c0_i16{{[_0-9]*}})
module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @mxfp4_mma_sync(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c64, %c64], strides [%c64, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<64x64xf32>
    %a = arith.constant dense<34> : tensor<64x64xi8>
    %b = arith.constant dense<18> : tensor<64x64xi8>
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %sa = arith.constant dense<127> : tensor<64x4xi8>
    %sa8 = arith.bitcast %sa : tensor<64x4xi8> to tensor<64x4xf8E8M0FNU>
    %sb = arith.constant dense<127> : tensor<4x64xi8>
    %sb8 = arith.bitcast %sb : tensor<4x64xi8> to tensor<4x64xf8E8M0FNU>
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa8, %sb8 : tensor<64x4xf8E8M0FNU>, tensor<4x64xf8E8M0FNU>) {packing = "f4E2M1FN"} : tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<64x64xf32>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @too_small(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c8 = arith.constant 8 : i64
    %c16 = arith.constant 16 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c16, %c8], strides [%c8, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<16x8xf32>
    %a = arith.constant dense<34> : tensor<16x32xi8>
    %b = arith.constant dense<18> : tensor<32x8xi8>
    %acc = arith.constant dense<0.0> : tensor<16x8xf32>
    %sa = arith.constant dense<2.0> : tensor<16x4xf8E4M3FN>
    %sb = arith.constant dense<4.0> : tensor<4x8xf8E4M3FN>
    // expected-error @below {{'nv_tileaa.dot' op internal: a packed 4-bit dot that no tensor-core MMA takes}}
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<16x4xf8E4M3FN>, tensor<4x8xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<16x32xi8>, tensor<32x8xi8>, tensor<16x8xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x8xf32>, !nv_tileaa.memref<16x8xf32>
    return
  }
}
