// A 16-bit B whose K is contiguous in memory (attention's Kᵀ: dim_map
// [1, 0]) in a pipelined loop of mma.sync dots. Where TMA copies it (sm_120)
// its stage is the N x K matrix K-major ("umma_k_major"), which the dot reads
// in place with `ldmatrix` without `.trans` (`mma::k_major_ring_b`): the
// read has no `to_registers` and no dot stages B. A cp.async stage (sm_80)
// is in the tile's order: the threads read it into registers (runs along K)
// and the dot stages it N x K. Q, loaded before the loop, is read into the
// dots' A fragment layout at sm_120 (`to_registers`) and read in place from
// its one-shot stage at sm_80; V (N-major) in place at both.
// RUN: tileas-opt %s -split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s

// CHECK-LABEL: func.func @kt_sm120
// CHECK-SAME: nv_tileas.smem_bytes = 0 : i64
// CHECK: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1>, {{.*}}swizzle = "umma_k_major", to_registers} : tensor<64x64xf16, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>
// CHECK: nv_tileas.async_load {{.*}} {barrier = {{[0-9]+}} : i64, dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major",
// CHECK: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, {{.*}}swizzle = "umma_k_major"} :
// CHECK-NEXT: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, {{.*}}swizzle = "umma_n_major"} :

// CHECK-LABEL: func.func @kt_sm80
// CHECK-SAME: nv_tileas.smem_bytes = 8192 : i64
// CHECK: nv_tileas.async_load {{.*}} {dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64, tile =
// CHECK: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64} :
// CHECK-NEXT: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, {{.*}}swizzle = "umma_n_major"} :

module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {
  func.func @kt_sm120(%pq: !nv_tileaa.ptr<f16>, %pk: !nv_tileaa.ptr<f16>, %pv: !nv_tileaa.ptr<f16>, %po: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c4096 = arith.constant 4096 : i64
    %mq = "nv_tileaa.make_memref"(%pq, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mk = "nv_tileaa.make_memref"(%pk, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mv = "nv_tileaa.make_memref"(%pv, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mo = "nv_tileaa.make_memref"(%po, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %q, %t1 = "nv_tileaa.tiled_load"(%mq, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^loop(%c0, %zero : i64, tensor<64x64xf32>)
  ^loop(%i: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %i, %n : i64
    cf.cond_br %more, ^body, ^done(%acc : tensor<64x64xf32>)
  ^body:
    %row = arith.muli %i, %c64 : i64
    %kt, %t2 = "nv_tileaa.tiled_load"(%mk, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %v, %t3 = "nv_tileaa.tiled_load"(%mv, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %s = "nv_tileaa.dot"(%q, %kt, %zero) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %e = math.exp2 %s : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xf16>
    %o = "nv_tileaa.dot"(%p, %v, %acc) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %i, %c1 : i64
    cf.br ^loop(%next, %o : i64, tensor<64x64xf32>)
  ^done(%res: tensor<64x64xf32>):
    %t4 = "nv_tileaa.tiled_store"(%mo, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @kt_sm80(%pq: !nv_tileaa.ptr<f16>, %pk: !nv_tileaa.ptr<f16>, %pv: !nv_tileaa.ptr<f16>, %po: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c4096 = arith.constant 4096 : i64
    %mq = "nv_tileaa.make_memref"(%pq, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mk = "nv_tileaa.make_memref"(%pk, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mv = "nv_tileaa.make_memref"(%pv, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mo = "nv_tileaa.make_memref"(%po, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %q, %t1 = "nv_tileaa.tiled_load"(%mq, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^loop(%c0, %zero : i64, tensor<64x64xf32>)
  ^loop(%i: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %i, %n : i64
    cf.cond_br %more, ^body, ^done(%acc : tensor<64x64xf32>)
  ^body:
    %row = arith.muli %i, %c64 : i64
    %kt, %t2 = "nv_tileaa.tiled_load"(%mk, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %v, %t3 = "nv_tileaa.tiled_load"(%mv, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %s = "nv_tileaa.dot"(%q, %kt, %zero) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %e = math.exp2 %s : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xf16>
    %o = "nv_tileaa.dot"(%p, %v, %acc) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %i, %c1 : i64
    cf.br ^loop(%next, %o : i64, tensor<64x64xf32>)
  ^done(%res: tensor<64x64xf32>):
    %t4 = "nv_tileaa.tiled_store"(%mo, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
