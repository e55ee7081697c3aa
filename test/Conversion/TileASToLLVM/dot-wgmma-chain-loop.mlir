// Chained warpgroup MMAs in a pipelined loop (sm_90): Q is read in place
// from its one-shot stage, Kᵀ (K-major) and V (N-major) from the rings, P
// from the S accumulator's registers (the register-A form). A dot whose A
// is in registers waits for its own MMAs (`wgmma.wait_group 0`): its
// registers are P's, which the next iteration overwrites. The pass gives
// it no `nv_tileas.wgmma_pending` (it is no asynchronous ring dot);
// the second RUN adds one, as a later pass might, and the lowering still
// waits for every group.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads \
// RUN:   | sed '0,/nv_tileaa.dot/! s/\(= nv_tileaa.dot [^:]*\) :/\1 {nv_tileas.wgmma_pending = 1 : i64} :/' \
// RUN:   | tileas-opt -convert-tileas-to-llvm | FileCheck %s

// PIPE-LABEL: func.func @chain_loop
// PIPE-NOT: wgmma_pending
// PIPE: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>,
// PIPE-NOT: wgmma_pending

// CHECK-LABEL: llvm.func @chain_loop
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{{.*}}}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.commit_group.sync.aligned"()
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"(%[[ZERO]])

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @chain_loop(%pq: !nv_tileaa.ptr<f16>, %pk: !nv_tileaa.ptr<f16>, %pv: !nv_tileaa.ptr<f16>, %po: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel} {
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
