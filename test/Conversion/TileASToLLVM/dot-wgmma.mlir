// nv_tileaa.dot at sm_90 (nv_tileas.compute_capability = 90) on warpgroup
// MMAs: 128x64x64 f16 -> f32 with one warpgroup (128 threads), so two 64-row
// blocks (m64n64k16) of four 32-byte K steps each. The accumulator takes the
// wgmma D fragment layout (warp w rows 16w.., lane l rows l/4 and l/4 + 8,
// columns 2(l mod 4) + {0, 1} every 8 columns; the second block in slots
// 32..63). A is staged K-major and B N-major with the 128-byte swizzle (B at
// 16384), made visible to the async proxy, then wgmma.fence, eight
// wgmma.mma_async (inline PTX: LLVM has no intrinsic for it) with the
// descriptors NVIDIA's tileiras 13.5 uses for this staging (A 0x4000004000010000:
// LBO 16, SBO 1024, 128-byte swizzle; B 0x4000004002000000: LBO 8192 = K rows
// of 128 bytes) plus the start addresses (A +32 bytes per K step, +8192 for
// the second block; B +2048 per K step), transpose-B set, commit, wait 0.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT: func.func @mm{{.*}}nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 24576 : i64
// LAYOUT: nv_tileaa.dot {{.*}}, tensor<128x64xf32, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8, 2):(1, 512, 8, 4096)>>

// CHECK: llvm.mlir.global internal @{{.*}}() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<24576 x i8>
// CHECK-LABEL: llvm.func @mm(
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"()
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.fence.sync.aligned"()
// CHECK: arith.constant 0 : i64
// CHECK: arith.constant 4611686293305360384 : i64
// CHECK: arith.constant 16384 : i64
// CHECK: arith.constant 4611686293338849280 : i64
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r" {{.*}} : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: arith.constant 32 : i64
// CHECK: arith.constant 18432 : i64
// CHECK: llvm.inline_asm has_side_effects {{.*}}m64n64k16.f32.f16.f16
// CHECK: arith.constant 64 : i64
// CHECK: arith.constant 20480 : i64
// CHECK: llvm.inline_asm
// CHECK: arith.constant 96 : i64
// CHECK: arith.constant 22528 : i64
// CHECK: llvm.inline_asm
// CHECK: arith.constant 8192 : i64
// CHECK: arith.constant 16384 : i64
// CHECK: llvm.inline_asm
// CHECK-COUNT-3: llvm.inline_asm has_side_effects {{.*}}m64n64k16.f32.f16.f16
// CHECK-NOT: llvm.inline_asm
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.commit_group.sync.aligned"()
// CHECK-NEXT: arith.constant 0 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.return

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @mm(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// 8-bit integers: B is staged K-major (wgmma transposes only 16-bit types),
// rows of K are 64 bytes, so both descriptors use the 64-byte swizzle
// (0x8000002000010000: LBO 16, SBO 512); s32 registers, no immediates after
// scale-d; two K steps of 32 bytes per block.
// CHECK-LABEL: llvm.func @mm_i8(
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.fence.sync.aligned"()
// CHECK: arith.constant -9223371899415756800 : i64
// CHECK: arith.constant 8192 : i64
// CHECK: arith.constant -9223371899415756800 : i64
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k32.s32.s8.u8 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p;\0A}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r"
// CHECK-COUNT-3: llvm.inline_asm has_side_effects {{.*}}m64n64k32.s32.s8.u8
// CHECK-NOT: llvm.inline_asm
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.commit_group.sync.aligned"()


module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @mm_i8(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xi8>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi8>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xi32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xi8>, i64, i64) -> (tensor<128x64xi8>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi8>, i64, i64) -> (tensor<64x64xi8>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0> : tensor<128x64xi32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) {signedness_a = "signed", signedness_b = "unsigned"} : (tensor<128x64xi8>, tensor<64x64xi8>, tensor<128x64xi32>) -> tensor<128x64xi32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xi32>, tensor<128x64xi32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

