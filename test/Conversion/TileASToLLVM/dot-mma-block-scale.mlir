// A block-scaled nv_tileaa.dot (scales: f8E8M0FNU per 32 of K, A's M x K/32
// and B's K/32 x N). On sm_120 with a tile that gives every warp an atom it
// runs on the block-scaled mma.sync: the scales are staged after B (A's
// row-major, B's transposed to N x K/32: 64x2 + 64x2 bytes, each rounded to 16,
// beside the 4 + 4 KiB of A and B: 8448 bytes), each lane loads the scales of two K blocks
// of its row (column) in one i16 and each atom picks its byte (byte id 0, then
// 1), thread ids 0. A tile too small for that runs on the SIMT dot, which
// stages the scales whole after the K chunk (1024 + 512 bytes, then 32 + 16) and multiplies each A and B value by
// its block's scale (2^(e - 127) from the code's bits). Operands it cannot
// scale are located errors. On sm_100 (last case) the block-scaled tcgen05.mma.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SMEM
// RUN: tileas-opt %s --split-input-file --verify-diagnostics -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// SMEM-LABEL: func.func @mma
// SMEM-SAME: nv_tileas.smem_bytes = 8448 : i64
// SMEM-LABEL: func.func @simt
// SMEM-SAME: nv_tileas.smem_bytes = 1584 : i64

// CHECK-LABEL: llvm.func @mma(
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i16
// CHECK: %[[A:.*]] = arith.extui %{{.*}} : i16 to i32
// CHECK: %[[BYTE0:.*]] = arith.constant 0 : i16
// CHECK: %[[TID:.*]] = arith.constant 0 : i16
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0"({{.*}}, %[[A]], %[[BYTE0]], %[[TID]], %[[B:[0-9]+]], %[[BYTE0]], %[[TID]]) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[BYTE1:.*]] = arith.constant 1 : i16
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0"({{.*}}, %[[A]], %[[BYTE1]], %{{.*}}, %[[B]], %[[BYTE1]], %{{.*}})
module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @mma(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c64, %c64], strides [%c64, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<64x64xf32>
    %a = arith.constant dense<1.0> : tensor<64x64xf8E4M3FN>
    %b = arith.constant dense<2.0> : tensor<64x64xf8E4M3FN>
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %sa = arith.constant dense<2.0> : tensor<64x2xf8E8M0FNU>
    %sb = arith.constant dense<4.0> : tensor<2x64xf8E8M0FNU>
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<64x2xf8E8M0FNU>, tensor<2x64xf8E8M0FNU>) : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<64x64xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<64x64xf32>
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @simt(
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[AV:.*]] = llvm.call_intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"
// CHECK: %[[SA:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: %[[SAF:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.mulf %{{.*}}, %[[SAF]] : f32
// CHECK: math.fma
module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @simt(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c8 = arith.constant 8 : i64
    %c16 = arith.constant 16 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c16, %c8], strides [%c8, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<16x8xf32>
    %a = arith.constant dense<1.0> : tensor<16x64xf8E4M3FN>
    %b = arith.constant dense<2.0> : tensor<64x8xf8E4M3FN>
    %acc = arith.constant dense<0.0> : tensor<16x8xf32>
    %sa = arith.constant dense<2.0> : tensor<16x2xf8E8M0FNU>
    %sb = arith.constant dense<4.0> : tensor<2x8xf8E8M0FNU>
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>) : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x8xf32>, !nv_tileaa.memref<16x8xf32>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @e4m3_scales(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c8 = arith.constant 8 : i64
    %c16 = arith.constant 16 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c16, %c8], strides [%c8, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<16x8xf32>
    %a = arith.constant dense<1.0> : tensor<16x64xf8E4M3FN>
    %b = arith.constant dense<2.0> : tensor<64x8xf8E4M3FN>
    %acc = arith.constant dense<0.0> : tensor<16x8xf32>
    %sa = arith.constant dense<2.0> : tensor<16x2xf8E4M3FN>
    %sb = arith.constant dense<4.0> : tensor<2x8xf8E4M3FN>
    // expected-error @below {{'nv_tileaa.dot' op expects f8E8M0FNU block scales dividing K and an f32 accumulator}}
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<16x2xf8E4M3FN>, tensor<2x8xf8E4M3FN>) : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x8xf32>, !nv_tileaa.memref<16x8xf32>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @one_scale(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c8 = arith.constant 8 : i64
    %c16 = arith.constant 16 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c16, %c8], strides [%c8, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<16x8xf32>
    %a = arith.constant dense<1.0> : tensor<16x64xf8E4M3FN>
    %b = arith.constant dense<2.0> : tensor<64x8xf8E4M3FN>
    %acc = arith.constant dense<0.0> : tensor<16x8xf32>
    %sa = arith.constant dense<2.0> : tensor<16x2xf8E8M0FNU>
    // expected-error @below {{'nv_tileaa.dot' op expects A, B, C and optionally A's and B's block scales}}
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa : tensor<16x2xf8E8M0FNU>) : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x8xf32>, !nv_tileaa.memref<16x8xf32>
    return
  }
}

// -----

// On sm_100 a 128x128x128 tile runs on the block-scaled tcgen05.mma: the
// scales go after the staged A (16 KiB) and B (16 KiB): 512 + 512 bytes; the
// first four warps store them to TMEM (four columns of A's rows, four of B's
// columns, one tcgen05.st.32x32b.x8 a warp) and one thread issues the four K
// steps' MMAs, each with its K block's byte as the descriptor's scale IDs
// (bits 4-5, 29-30; B N-major, bit 16) and in bits 30-31 of the scale addresses.
// SMEM-LABEL: func.func @tcgen05
// SMEM-SAME: nv_tileas.smem_bytes = 33792 : i64
// CHECK-LABEL: llvm.func @tcgen05(
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x8"(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<6>, vector<8xi32>, i1) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"()
// CHECK: %[[I0:.*]] = arith.constant 144769024 : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32"(%{{.*}}, %{{.*}}, %{{.*}}, %[[I0]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, i32, i32) -> ()
// CHECK: %[[ID1:.*]] = arith.constant 1073741824 : i32
// CHECK: %[[SFA1:.*]] = arith.ori %{{.*}}, %[[ID1]] : i32
// CHECK: %[[I1:.*]] = arith.constant 681639952 : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32"(%{{.*}}, %{{.*}}, %{{.*}}, %[[I1]],
// CHECK: arith.constant 1218510880 : i32
// CHECK: arith.constant 1755381808 : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @tcgen05(%pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %mc = nv_tileaa.make_memref %pc, sizes [%c128, %c128], strides [%c128, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<128x128xf32>
    %a = arith.constant dense<1.0> : tensor<128x128xf8E4M3FN>
    %b = arith.constant dense<2.0> : tensor<128x128xf8E4M3FN>
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %sa = arith.constant dense<2.0> : tensor<128x4xf8E8M0FNU>
    %sb = arith.constant dense<4.0> : tensor<4x128xf8E8M0FNU>
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU>) : tensor<128x128xf8E4M3FN>, tensor<128x128xf8E4M3FN>, tensor<128x128xf32>
    %t = nv_tileaa.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf32>, !nv_tileaa.memref<128x128xf32>
    return
  }
}
