// A tcgen05 dot whose operands are pipelined loads (tileas-pipeline-loads)
// reads them where the copies put them: A by TMA (its view is constants),
// B by cp.async (its extent is computed): the ring stages of A
// (128x64, K-major, 128-byte swizzle) and B (64x64, N-major) are written in
// the tensor cores' operand layouts ("umma_k_major", "umma_n_major", stages
// at 1024-byte boundaries), the dot's descriptors point into the current
// stage, and no register ever holds A or B: the body has the TMA and
// cp.async copies, the wait on the stage's mbarrier, the fence that hands them to the tensor cores, and the MMAs, but no
// shared-memory staging stores. The dot's 24 KiB of staging scratch is given
// back (nv_tileas.smem_bytes 24576 -> 0; the mbarrier and TMEM address slot
// live in their own 16 bytes, __tileas_tc_<kernel>) for the rings. With the
// accumulator in TMEM across the loop (tmem.rs) the body's only registers
// are the loop counter and addresses. The MMAs run asynchronously: the dot
// commits them to its stage's "consumed" mbarrier (nv_tileas.commit_barrier,
// the 9 barriers after the 9 full ones, one init and one inval for all 18; the
// kernel has no mbarrier of its own, umma::waits_for_mmas) and
// does not wait; the copies 8 iterations ahead move after the dot and first
// wait on the consumed barrier of the stage they overwrite, (k+8) mod 9, for
// parity ((k+8)/9 + 1) & 1 (the MMAs of iteration k-1; k = 0 waits for the
// phase before the first, which a fresh barrier counts as complete), while
// those of iteration k queue behind them. The exit edge makes the same wait
// for n = the iteration count (the last iteration's MMAs) before the
// accumulator is read.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s

// PIPE-LABEL: func.func @kloop
// PIPE-SAME: nv_tileas.pipeline_bytes = 221328 : i64, nv_tileas.smem_bytes = 0 : i64
// PIPE: nv_tileas.mbarrier_init {barrier = 221184 : i64, count = 18 : i64}
// PIPE: nv_tileas.async_load {{.*}} {barrier = 221184 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tile = tensor<128x64xf16,
// PIPE: nv_tileas.async_load {{.*}} {dim_map = array<i64: 0, 1>, offset = 147456 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major", tile = tensor<64x64xf16,
// The prologue's later iterations: A's TMA copies without a proxy fence
// (`async_reads`: iteration 0's, issued before the prologue's loop, fenced).
// PIPE: cf.cond_br
// PIPE: nv_tileas.async_load {{.*}} {async_reads, barrier = 221184 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64,
// PIPE: nv_tileas.async_load {{.*}} {dim_map = array<i64: 0, 1>, offset = 147456 : i64,
// The exit edge: n = iv - init iterations ran.
// PIPE: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]]
// PIPE-NEXT: ^[[SPLIT]](
// PIPE-NEXT: %[[N:.*]] = arith.subi %{{.*}}, %c0_i64 : i64
// PIPE: %[[BACK:.*]] = arith.addi %[[N]], %c8_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[R:.*]] = arith.remui %[[BACK]], %c9_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[ST:.*]] = arith.trunci %[[R]] : i64 to i32
// PIPE: %[[RND:.*]] = arith.divui %[[BACK]], %c9_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[RND1:.*]] = arith.addi %[[RND]], %c1_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[PAR:.*]] = arith.andi %[[RND1]], %c1_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[P32:.*]] = arith.trunci %[[PAR]] : i64 to i32
// PIPE: nv_tileas.mbarrier_wait stage %[[ST]] parity %[[P32]] {barrier = 221256 : i64}
// PIPE-NEXT: nv_tileas.mbarrier_inval {barrier = 221184 : i64, count = 18 : i64}
// PIPE: ^[[BODY]]:
// PIPE-NEXT: %[[K:.*]] = arith.subi %{{.*}}, %c0_i64 : i64
// PIPE: nv_tileas.async_wait 7
// PIPE: nv_tileas.mbarrier_wait stage %[[S:.*]] parity %{{.*}} {barrier = 221184 : i64}
// PIPE: %[[A:.*]] = nv_tileas.buffer_read stage %[[S]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"}
// PIPE: %[[B:.*]] = nv_tileas.buffer_read stage %[[S]] {dim_map = array<i64: 0, 1>, offset = 147456 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"}
// PIPE: nv_tileaa.dot %[[A]], %[[B]], %{{.*}} {nv_tileas.commit_barrier = 221256 : i64}
// PIPE: %[[KBACK:.*]] = arith.addi %[[K]], %c8_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[KR:.*]] = arith.remui %[[KBACK]], %c9_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[KST:.*]] = arith.trunci %[[KR]] : i64 to i32
// PIPE: %[[KRND:.*]] = arith.divui %[[KBACK]], %c9_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[KRND1:.*]] = arith.addi %[[KRND]], %c1_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[KPAR:.*]] = arith.andi %[[KRND1]], %c1_i64{{(_[0-9]+)?}} : i64
// PIPE: %[[KP32:.*]] = arith.trunci %[[KPAR]] : i64 to i32
// PIPE: nv_tileas.mbarrier_wait stage %[[KST]] parity %[[KP32]] {barrier = 221256 : i64}
// PIPE: nv_tileas.async_load {{.*}} {barrier = 221184 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tile = tensor<128x64xf16,
// PIPE: nv_tileas.async_load {{.*}} {dim_map = array<i64: 0, 1>, offset = 147456 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major", tile = tensor<64x64xf16,
// PIPE-NEXT: nv_tileas.async_commit

// CHECK: llvm.mlir.global internal @__tileas_pipe_kloop() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<221328 x i8>
// CHECK-NOT: __tileas_smem_kloop
// CHECK: llvm.mlir.global internal @__tileas_tc_kloop() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @kloop(
// Its only dot commits to the ring's barriers: the kernel's own tcgen05
// mbarrier is never initialised (nor its phase slot made).
// CHECK-NOT: llvm.alloca
// The prologue loop (stages 0..7), then the K loop.
// CHECK: cf.cond_br %{{.*}}, ^[[PRO:bb[0-9]+]], ^[[ENTER:bb[0-9]+]]{{$}}
// CHECK: ^[[ENTER]]:
// CHECK: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]]{{$}}
// CHECK-NEXT: ^[[SPLIT]]:
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-COUNT-18: llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"
// CHECK: cf.br ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT: ^[[BODY]]:
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// No barrier of its own before the dot: it stages nothing (the async_wait's
// barrier has already run); only the one that publishes the fence follows.
// CHECK-NOT: llvm.store
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-NOT: mbarrier.init
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
// Not waited for here: the next wait is on the consumed barrier of the stage
// the copies overwrite, and no CTA barrier or TMEM access comes between.
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: tcgen05
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"
// CHECK-NOT: tcgen05
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @kloop(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %kb = arith.muli %nk, %c64 : i64
    %mb = "nv_tileaa.make_memref"(%pb, %kb, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
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


// -----

// Outside a loop (matmul_operator's shape) each operand is copied once, in
// program order, into a stage of its own in its operand layout, waited for at
// once, and read in place by the dot: no register staging either. A (its
// extent computed) by cp.async, B by TMA on a one-use mbarrier after its
// stage.
// PIPE-LABEL: func.func @once
// PIPE-SAME: nv_tileas.pipeline_bytes = 24584 : i64
// PIPE: nv_tileas.async_wait 0
// PIPE-NEXT: nv_tileas.async_load {{.*}} stage %{{.*}} if %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tile = tensor<128x64xf16,
// PIPE-NEXT: nv_tileas.async_commit
// PIPE-NEXT: nv_tileas.async_wait 0
// PIPE-NEXT: %[[A:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"}
// PIPE: nv_tileas.mbarrier_init {barrier = 24576 : i64, count = 1 : i64}
// PIPE: nv_tileas.async_load {{.*}} {barrier = 24576 : i64, dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"
// PIPE: nv_tileas.mbarrier_wait
// PIPE: %[[B:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"}
// PIPE: nv_tileaa.dot %[[A]], %[[B]]
// CHECK-LABEL: llvm.func @once(
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @once(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %rows = arith.addi %c64, %c64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %rows, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
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

// B's tile is the same in every CTA (an origin of constants), A's is not: as
// NVIDIA's tileiras does (matmul_operator_f16), B is copied first, so its
// tensor map is the first hidden parameter (param 3), A's the second.
// PIPE-LABEL: func.func @invariant_first
// PIPE: nv_tileas.async_load %{{.*}}[%c0{{.*}}, %c0{{.*}}] stage {{.*}} swizzle = "umma_n_major", tile = tensor<64x64xf16,
// PIPE: nv_tileas.async_load {{.*}} swizzle = "umma_k_major", tile = tensor<128x64xf16,
// PIPE: nv_tileaa.dot
// CHECK-LABEL: llvm.func @invariant_first(
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 1 : i64, box = array<i64: 64, 64>, {{.*}} param = 3 : i64, {{.*}}}, {address = 0 : i64, box = array<i64: 128, 64>, {{.*}} param = 4 : i64,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @invariant_first(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<1024x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<1024x64xf32>
    %bid = "nv_tileaa.get_program_id"() {dim = 0 : i32} : () -> i32
    %bid64 = arith.extsi %bid : i32 to i64
    %row = arith.muli %bid64, %c128 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<1024x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %row, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<1024x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// An A that two dots share (attention's Q): one stage, read in place by
// both (no registers, no staging of A), as NVIDIA's tileiras stages Q once.
// PIPE-LABEL: func.func @shared_a
// PIPE: nv_tileas.async_load {{.*}} swizzle = "umma_k_major", tile = tensor<128x64xf16,
// PIPE: %[[A:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = {{[0-9]+}} : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16
// PIPE: nv_tileaa.dot %[[A]],
// PIPE: nv_tileaa.dot %[[A]],
// CHECK-LABEL: llvm.func @shared_a(
// CHECK-COUNT-2: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @shared_a(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %b2, %t3 = "nv_tileaa.tiled_load"(%mb, %c64, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %e = "nv_tileaa.dot"(%a, %b2, %d) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %t4 = "nv_tileaa.tiled_store"(%mc, %e, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// A batched operand (a 1x128x64 tile the dot sees through a view that drops
// the unit dimension) gets its swizzled stage too; the view of a ring stage
// is the stage, so the dot still reads it in place.
// PIPE-LABEL: func.func @batched
// PIPE: nv_tileas.async_load {{.*}} swizzle = "umma_k_major", tile = tensor<1x128x64xf16,
// PIPE: nv_tileas.async_load {{.*}} swizzle = "umma_n_major", tile = tensor<1x64x64xf16,
// PIPE: %[[A:.*]] = nv_tileas.buffer_read {{.*}} swizzle = "umma_k_major"} : tensor<1x128x64xf16,
// PIPE: %[[AV:.*]] = nv_tileaa.view %[[A]]
// PIPE: nv_tileaa.dot %[[AV]],
// Its views are constants, so its stages are rank-3 TMA copies (box 1x128x64).
// CHECK-LABEL: llvm.func @batched(
// CHECK-SAME: box = array<i64: 1, 128, 64>
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d"
// CHECK: cf.cond_br %{{.*}}, ^[[BBODY:bb[0-9]+]], ^[[BSPLIT:bb[0-9]+]]{{$}}
// CHECK: ^[[BBODY]]:
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @batched(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c4 = arith.constant 4 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c4, %c128, %c1024, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 3, 3>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c4, %c1024, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 3, 3>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a3, %t1 = "nv_tileaa.tiled_load"(%ma, %c1, %c0, %koff) {operandSegmentSizes = array<i32: 1, 3, 0>, dim_map = array<i64: 0, 1, 2>, sem = "weak"} : (!nv_tileaa.memref<?x?x?xf16>, i64, i64, i64) -> (tensor<1x128x64xf16>, !nv_tileaa.mem_token)
    %b3, %t2 = "nv_tileaa.tiled_load"(%mb, %c1, %koff, %c0) {operandSegmentSizes = array<i32: 1, 3, 0>, dim_map = array<i64: 0, 1, 2>, sem = "weak"} : (!nv_tileaa.memref<?x?x?xf16>, i64, i64, i64) -> (tensor<1x64x64xf16>, !nv_tileaa.mem_token)
    %a = "nv_tileaa.view"(%a3) : (tensor<1x128x64xf16>) -> tensor<128x64xf16>
    %b = "nv_tileaa.view"(%b3) : (tensor<1x64x64xf16>) -> tensor<64x64xf16>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
