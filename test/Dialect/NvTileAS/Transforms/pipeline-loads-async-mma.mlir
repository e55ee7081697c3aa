// Which tcgen05 K loops run their MMAs asynchronously (tileas-pipeline-loads,
// docs/nv_tileas.md): only one whose only dot reads both operands in place
// from its stages and carries its accumulator in tensor memory, untouched in
// the loop. When its loads are all TMA copies of the dot's operands and the
// rest of the body is scalar arithmetic, two threads in two warps do the
// loop's work (single issuer): no async_wait (CTA barrier) in the body;
// thread 32 alone waits for the stages (`thread = 32`) and issues the MMAs
// (`nv_tileas.mma_thread = 32`); thread 0 alone waits for the MMAs to be done
// with a stage (`thread = 0`) and issues the copies, which need no proxy fence
// (`async_reads`: the stages were read by MMAs alone; of the prologue's only
// the first iteration's fence); the exit edge synchronises the CTA (async_wait 0) before every thread
// waits for the last MMAs.
// A loop that rescales the accumulator before the dot (attention's update)
// reads the MMAs' result in every iteration: it keeps the synchronous form
// (no consumed barriers, no `nv_tileas.commit_barrier`, the copies ahead
// issued before the wait for the stage). A loop with two dots keeps it too.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @single
// CHECK: nv_tileas.mbarrier_init {barrier = [[FULL:[0-9]+]] : i64, count = 18 : i64}
// The prologue's first iteration, issued before its loop, keeps the proxy
// fence (no `async_reads`); the loop's later ones need none: the issuing
// thread fenced before the first, which runs whenever they do, and nothing
// generic touched the ring since.
// CHECK: nv_tileas.async_load {{.*}} stage %[[Z:c0_i32]] if
// CHECK-NOT: async_reads
// CHECK-SAME: barrier = [[FULL]]
// CHECK: nv_tileas.async_load {{.*}} stage %[[Z]] if
// CHECK-NOT: async_reads
// CHECK-SAME: barrier = [[FULL]]
// CHECK: cf.br ^[[PCOND:bb[0-9]+]](%c1_i32 : i32)
// CHECK-NEXT: ^[[PCOND]](%[[J:.*]]: i32):
// CHECK: nv_tileas.async_load {{.*}} stage %[[J]] if %{{.*}} {async_reads, barrier = [[FULL]]
// CHECK: nv_tileas.async_load {{.*}} stage %[[J]] if %{{.*}} {async_reads, barrier = [[FULL]]
// CHECK: cf.br ^[[PCOND]]
// The exit edge: a CTA barrier, then every thread waits for the last MMAs.
// CHECK: nv_tileas.async_wait 0
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = [[CONSUMED:[0-9]+]] : i64}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = [[FULL]] : i64, count = 18 : i64}
// The body: no async_wait; thread 0 waits for the stage, issues the MMAs,
// waits for the previous ones, issues the copies.
// CHECK-NOT: nv_tileas.async_wait
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = [[FULL]] : i64, thread = 32 : i64}
// CHECK: nv_tileaa.dot {{.*}} {nv_tileas.commit_barrier = [[CONSUMED]] : i64, nv_tileas.mma_thread = 32 : i64}
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = [[CONSUMED]] : i64, thread = 0 : i64}
// CHECK: nv_tileas.async_load {{.*}} {async_reads, barrier = [[FULL]]
// CHECK: nv_tileas.async_load {{.*}} {async_reads, barrier = [[FULL]]
// CHECK-NOT: nv_tileas.async_commit
// CHECK-NOT: nv_tileas.async_wait
// CHECK: return

// The K loop's body has no CTA barrier and no proxy fence; its waits are
// one thread's each (thread 32's for the stage, then thread 0's).
// LLVM-LABEL: llvm.func @single(
// LLVM: cf.cond_br %{{.*}}, ^[[PRO:bb[0-9]+]], ^[[ENTER:bb[0-9]+]]{{$}}
// LLVM: ^[[ENTER]]:
// LLVM: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]]{{$}}
// LLVM-NEXT: ^[[SPLIT]]:
// LLVM: nvvm.barrier0
// LLVM: cf.br ^[[EXIT:bb[0-9]+]]{{$}}
// LLVM-NEXT: ^[[BODY]]:
// LLVM-NOT: nvvm.barrier0
// LLVM-NOT: fence.proxy.async
// LLVM: %[[W:.*]] = arith.cmpi eq, %{{.*}}, %c32_i32{{.*}} : i32
// LLVM-NEXT: scf.if %[[W]]
// LLVM-NEXT: scf.while
// LLVM: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// LLVM-NOT: nvvm.barrier0
// LLVM-NOT: fence.proxy.async
// LLVM: %[[M:.*]] = arith.cmpi eq, %{{.*}}, %c32_i32{{.*}} : i32
// LLVM-NEXT: scf.if %[[M]]
// LLVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"
// LLVM-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
// LLVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
// LLVM-NOT: nvvm.barrier0
// LLVM-NOT: fence.proxy.async
// LLVM: %[[P:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32{{.*}} : i32
// LLVM-NEXT: scf.if %[[P]]
// LLVM-NEXT: scf.while
// LLVM: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// LLVM-NOT: nvvm.barrier0
// LLVM-NOT: fence.proxy.async
// LLVM: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// LLVM-NOT: nvvm.barrier0
// LLVM-NOT: fence.proxy.async
// LLVM: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// LLVM-NOT: nvvm.barrier0
// LLVM: ^[[EXIT]]:
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @single(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
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

// -----

// CHECK-LABEL: func.func @rescaled
// CHECK: nv_tileas.mbarrier_init {barrier = [[FULL:[0-9]+]] : i64, count = [[S:[0-9]+]] : i64}
// CHECK-NOT: mbarrier_init
// CHECK: nv_tileas.async_wait
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: nv_tileas.mbarrier_expect
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = [[FULL]] : i64}
// CHECK-NOT: nv_tileas.mbarrier_wait
// CHECK: nv_tileaa.dot
// CHECK-NOT: commit_barrier
// CHECK-SAME: : tensor
// CHECK-NOT: nv_tileas.mbarrier_wait
// CHECK: return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @rescaled(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %half = arith.constant dense<0.5> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %scaled = arith.mulf %acc, %half : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %scaled) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// Both accumulators enter the loop through the same branch and leave it
// through the same block: each gets its TMEM columns there, and is read and
// freed there (the lowering used to keep one accumulator per branch and
// failed on the second).
// LLVM-LABEL: llvm.func @two_dots(
// LLVM-COUNT-2: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"
// LLVM-COUNT-8: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
// LLVM-COUNT-2: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// LLVM: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"
// LLVM-COUNT-2: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// LLVM: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"
// CHECK-LABEL: func.func @two_dots
// CHECK: nv_tileas.mbarrier_init {barrier = {{[0-9]+}} : i64, count = [[S2:[0-9]+]] : i64}
// CHECK-NOT: mbarrier_init
// CHECK-NOT: commit_barrier
// CHECK: return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @two_dots(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero, %zero : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>, %acc2: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc, %acc2 : tensor<128x64xf32>, tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %d2 = "nv_tileaa.dot"(%a, %b, %acc2) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %d2 : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>, %res2: tensor<128x64xf32>):
    %sum = arith.addf %res, %res2 : tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %sum, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// A third load, carried out of the loop in registers: its stage is read by
// every thread, so every thread must wait for it. The MMAs still run
// asynchronously, but not from a single-issuer loop.
// CHECK-LABEL: func.func @register_read
// CHECK: nv_tileas.async_wait 0
// CHECK: nv_tileas.mbarrier_init
// CHECK: nv_tileaa.dot {{.*}} {nv_tileas.commit_barrier = {{[0-9]+}} : i64}
// CHECK-NOT: mma_thread
// CHECK-NOT: thread =
// CHECK: return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @register_read(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %z2 = arith.constant dense<0.0> : tensor<16x64xf32>
    cf.br ^header(%c0, %zero, %z2 : i64, tensor<128x64xf32>, tensor<16x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>, %last: tensor<16x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc, %last : tensor<128x64xf32>, tensor<16x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %c, %t3 = "nv_tileaa.tiled_load"(%mc, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<16x64xf32>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %c : i64, tensor<128x64xf32>, tensor<16x64xf32>)
  ^exit(%res: tensor<128x64xf32>, %cl: tensor<16x64xf32>):
    %t4 = "nv_tileaa.tiled_store"(%mc, %cl, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, tensor<16x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
