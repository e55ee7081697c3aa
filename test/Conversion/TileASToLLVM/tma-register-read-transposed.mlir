// A B operand whose K is contiguous in memory (dim_map [1, 0]: the memref is
// N x K, as fused_moe_gather_mma's expert weights, attention's Kᵀ): the pass
// copies it as NVIDIA's tileiras does, the N x K matrix K-major (one
// 64 x 128 box, 128-byte swizzle). tcgen05 (sm_100) reads that stage in place
// as its K-major B, and so does wgmma (sm_90): the K-major descriptor (the
// one of A) and the transpose-B immediate clear; so does a 16-bit mma.sync
// dot (sm_120): `ldmatrix` without `.trans` gives B's registers from the
// K-major rows. An 8-bit B there is read into registers at the swizzled
// addresses of its (k, n) elements and staged for the dot.
// RUN: tileas-opt %s -split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s -split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s
// PIPE-LABEL: func.func @b_k_contiguous
// PIPE: nv_tileas.async_load {{.*}} {barrier = {{[0-9]+}} : i64, dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major", tile = tensor<64x128xbf16
// PIPE: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major"} :
// PIPE: nv_tileaa.dot
// CHECK-LABEL: llvm.func @b_k_contiguous
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 64, 64>, {{.*}}}, {address = 1 : i64, box = array<i64: 128, 64>, {{.*}}elem = "bf16", {{.*}}swizzle = 128 : i64}]
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @b_k_contiguous(%pa: !nv_tileaa.ptr<bf16>, %pb: !nv_tileaa.ptr<bf16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<bf16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xbf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<bf16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xbf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xbf16>, i64, i64) -> (tensor<64x64xbf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<128x64xbf16>, i64, i64) -> (tensor<64x128xbf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x128xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xbf16>, tensor<64x128xbf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf32>, tensor<64x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// PIPE-LABEL: func.func @b_k_contiguous
// PIPE: nv_tileas.async_load {{.*}} {barrier = {{[0-9]+}} : i64, dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major", tile = tensor<64x128xbf16
// PIPE: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major"} :
// PIPE: nv_tileaa.dot
// CHECK-LABEL: llvm.func @b_k_contiguous
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.trans.b16
// CHECK: arith.xori
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.trans.b16
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @b_k_contiguous(%pa: !nv_tileaa.ptr<bf16>, %pb: !nv_tileaa.ptr<bf16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<bf16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xbf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<bf16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xbf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xbf16>, i64, i64) -> (tensor<64x64xbf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<128x64xbf16>, i64, i64) -> (tensor<64x128xbf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x128xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xbf16>, tensor<64x128xbf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf32>, tensor<64x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// PIPE-LABEL: func.func @b_k_contiguous
// PIPE: nv_tileas.async_load {{.*}} {barrier = {{[0-9]+}} : i64, dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major", tile = tensor<64x128xbf16
// PIPE: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major"} :
// PIPE: nv_tileaa.dot
// CHECK-LABEL: llvm.func @b_k_contiguous
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 64, 64>, {{.*}}}, {address = 1 : i64, box = array<i64: 128, 64>, {{.*}}elem = "bf16", {{.*}}swizzle = 128 : i64}]
// B's stores are none: the MMAs read both stages.
// CHECK-NOT: llvm.store {{.*}} : vector<8xbf16>, !llvm.ptr<3>
// CHECK: arith.constant 4611686293305360384 : i64
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 0, 0;
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @b_k_contiguous(%pa: !nv_tileaa.ptr<bf16>, %pb: !nv_tileaa.ptr<bf16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<bf16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xbf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<bf16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xbf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xbf16>, i64, i64) -> (tensor<64x64xbf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<128x64xbf16>, i64, i64) -> (tensor<64x128xbf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x128xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xbf16>, tensor<64x128xbf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf32>, tensor<64x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// Since eb48652 an 8-bit mma.sync B whose K is contiguous is read in place
// K-major (mma::k_major_ring_b), no register copy and no staging scratch.
// PIPE-LABEL: func.func @b_k_contiguous_i8
// PIPE-SAME: nv_tileas.smem_bytes = 0 : i64
// PIPE: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major"} :
// PIPE: nv_tileaa.dot
// CHECK-LABEL: llvm.func @b_k_contiguous_i8
// CHECK: arith.xori
// CHECK: ldmatrix.sync.aligned.m8n8.x4.b16
module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {
  func.func @b_k_contiguous_i8(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi8>
    %mb = "nv_tileaa.make_memref"(%pb, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xi8>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xi32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi8>, i64, i64) -> (tensor<64x64xi8>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<128x64xi8>, i64, i64) -> (tensor<64x128xi8>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0> : tensor<64x128xi32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xi8>, tensor<64x128xi8>, tensor<64x128xi32>) -> tensor<64x128xi32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xi32>, tensor<64x128xi32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
