// tf32 operands of tcgen05.mma in the 128-byte swizzle of 32-byte atoms, the
// layout NVIDIA's tileiras gives them at sm_100 (CUTLASS's SW128_32B: rows of
// 128 bytes in atoms of 4, the 32-byte unit XORed with the row in the atom,
// Swizzle<2,5,2>). Its matmul_tf32 PTX has exactly these descriptors: A
// K-major 0x2000402000020000 (mode 1, LBO 32, SBO 512; +32 bytes per K
// step), B N-major 0x2000402001000000 (mode 1, LBO 4096, SBO 512; +1024 per K
// step), instruction descriptor 0x08210910 (tf32, B N-major, N 128, M 128),
// and tensor maps with word 1 bit 19 (`swizzle_atom = 32`).
//
// The corpus kernel through -O3: both operands are read in place from their
// TMA ring stages ("umma_k_major_32b", "umma_n_major_32b"), 7 stages.
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_tf32.tileirbc -o %t.ct.mlir
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {\n/' -e '$a }' %t.ct.mlir > %t.mlir
// RUN: tileas-opt %t.mlir --pass-pipeline='builtin.module(tileas-O3)' | FileCheck %s --check-prefix=RING
// RING: llvm.mlir.global internal @__tileas_pipe_matmul_tf32() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<229488 x i8>
// RING-LABEL: llvm.func @matmul_tf32(
// RING-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 128, 32>, {{[^}]*}}elem = "tf32", {{[^}]*}}swizzle = 128 : i64, swizzle_atom = 32 : i64}, {address = 5 : i64, box = array<i64: 32, 32>, {{[^}]*}}elem = "tf32", {{[^}]*}}swizzle = 128 : i64, swizzle_atom = 32 : i64}, {address = 10 : i64, box = array<i64: 128, 32>, {{[^}]*}}elem = "f32", {{[^}]*}}swizzle = 128 : i64}]
// RING-DAG: llvm.mlir.constant(2305913515413602304 : i64) : i64
// RING-DAG: llvm.mlir.constant(2305913515396956160 : i64) : i64
// RING-DAG: llvm.mlir.constant(136382736 : i32) : i32
// RING-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
// RING-NOT: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
// RING: llvm.return

// A tf32 dot the lowering stages itself (no pipelining) stages both operands
// in the same atoms: the staging stores' offsets XOR bits 7-8 into bits 5-6,
// and the descriptors are NVIDIA's.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @mm_tf32(
// CHECK: %[[UNIT:.*]] = arith.andi %{{.*}}, %c3_i32{{[_0-9]*}} : i32
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[FLIP:.*]] = arith.shli %[[UNIT]], %[[C5]] : i32
// CHECK-NEXT: arith.xori %{{.*}}, %[[FLIP]] : i32
// CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK: %c136382736_i32 = arith.constant 136382736 : i32
// CHECK: arith.constant 2305913515396956160 : i64
// CHECK: arith.constant 2305913515413602304 : i64
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c136382736_i32,
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @mm_tf32(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c32 = arith.constant 32 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x32xf32>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x128xf32>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x32xf32>, i64, i64) -> (tensor<128x32xf32>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x128xf32>, i64, i64) -> (tensor<32x128xf32>, !nv_tileaa.mem_token)
    %a32 = nv_tileaa.fp_to_fp %a : tensor<128x32xf32> -> tensor<128x32xtf32>
    %b32 = nv_tileaa.fp_to_fp %b : tensor<32x128xf32> -> tensor<32x128xtf32>
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %d = "nv_tileaa.dot"(%a32, %b32, %acc) : (tensor<128x32xtf32>, tensor<32x128xtf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, tensor<128x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
