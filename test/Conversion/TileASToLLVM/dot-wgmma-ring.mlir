// The warpgroup MMA (sm_90) reads pipelined operands in place too: the ring
// stages of A (K-major) and B (N-major) are written in the layouts the wgmma
// staging uses, the descriptors point into the current stage, the body
// stages no operand (no shared-memory stores, no opening or closing
// barrier), and the dot's scratch is given back to the rings. The
// operands' views are kernel parameters, so the stages are TMA copies
// (tma_copy.rs): the body waits on the stage's mbarrier, not a copy group,
// and keeps one group of MMAs in flight (tileas-pipeline-loads, "The wgmma K
// loop"; its warp-specialized form: warp-specialize.mlir).
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads=warp-specialize=false | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads=warp-specialize=false -convert-tileas-to-llvm | FileCheck %s

// PIPE-LABEL: func.func @kloop
// PIPE-SAME: nv_tileas.smem_bytes = 0 : i64
// PIPE: swizzle = "umma_k_major"
// PIPE: swizzle = "umma_n_major"
// PIPE: %[[W:.*]] = nv_tileas.async_wait 0(%[[ACC:.*]] : tensor<128x64xf32{{.*}}) -> tensor<128x64xf32{{.*}}> {nv_tileas.wgmma_wait = 0 : i64}
// PIPE: cf.br ^{{.*}}(%[[W]] :
// PIPE: nv_tileas.buffer_read {{.*}} swizzle = "umma_k_major"
// PIPE: nv_tileas.buffer_read {{.*}} swizzle = "umma_n_major"
// PIPE: nv_tileaa.dot{{.*}}nv_tileas.wgmma_pending = 1 : i64
// PIPE-NEXT: nv_tileas.async_wait 0
// PIPE: nv_tileas.async_load {{.*}}async_reads

// CHECK-NOT: __tileas_smem_kloop
// CHECK-LABEL: llvm.func @kloop(
// CHECK: cf.cond_br %{{.*}}, ^[[PRO:bb[0-9]+]], ^[[ENTER:bb[0-9]+]]{{$}}
// CHECK: ^[[ENTER]]:
// CHECK: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]](
// CHECK-NEXT: ^[[SPLIT]](
// The exit waits for the MMAs left in flight, then hands the accumulator on
// through an operand fence (nothing reads it before the wait).
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"(%c0_i64
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.inline_asm has_side_effects "", "=f,
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"
// CHECK: cf.br ^[[EXIT:bb[0-9]+]](
// All stages come by TMA and the MMAs read them in place: each thread waits
// for its stage's mbarrier, and no fence or barrier precedes the MMAs.
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-NOT: llvm.store
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.fence.sync.aligned"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// One group stays in flight; once every warp has retired the previous one
// (the CTA barrier), the copies S-1 ahead overwrite the stage it read, with
// no proxy fence (only the MMAs read the stages).
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.commit_group.sync.aligned"
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"(%c1_i64
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK: ^[[EXIT]](
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @kloop(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

