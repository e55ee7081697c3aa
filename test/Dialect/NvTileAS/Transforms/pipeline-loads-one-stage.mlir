// One stage a load (tileas-pipeline-loads, docs/nv_tileas.md "One stage a
// load"): when two stages of every load of a loop do not fit (here the
// module's 80000 bytes of shared memory; attention_fmha_causal_f16 at sm_100
// under its occupancy-2 hint), every load that is a TMA copy gets one stage
// and an mbarrier of its own, and the copy of the next iteration goes right
// after the last op that reads the stage (the dot reading it in place):
// each copy overlaps the rest of the iteration. Iteration k waits for parity
// k & 1 of each stage's mbarrier right before its read; the preheader issues
// iteration 0. At sm_100 the readers are tcgen05 dots, whose MMAs every
// thread (the copies' issuer included) has waited for when they return: the
// copies need no CTA barrier and no proxy fence (`async_reads`). At sm_90
// (wgmma dots: a thread only waits for its own warpgroup's MMAs) a CTA
// barrier (async_wait 0) precedes them, one for the loads the same dot reads.
// Not in this form: cp.async rings (sm_80: no mbarrier to wait on per load)
// and a loop that carries a loaded tile to its next iteration (its stage
// would be refilled under it); there two stages of the first loads fit and
// the last two loads stay serial, as before.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s

// CHECK-LABEL: func.func @one_stage
// CHECK-SAME: nv_tileas.pipeline_bytes = 49184 : i64
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 49152 : i64, count = 4 : i64}
// CHECK: nv_tileas.mbarrier_expect stage %[[Z:.*]] if %{{.*}} {barrier = 49152 : i64, bytes = 16384 : i64}
// CHECK: nv_tileas.async_load %{{.*}} stage %[[Z]] if {{.*}} {barrier = 49152 : i64, {{.*}} offset = 0 : i64, stage_bytes = 16384 : i64
// CHECK: nv_tileas.mbarrier_expect stage %[[Z]] if %{{.*}} {barrier = 49160 : i64, bytes = 8192 : i64}
// CHECK: nv_tileas.mbarrier_expect stage %[[Z]] if %{{.*}} {barrier = 49168 : i64, bytes = 16384 : i64}
// CHECK: nv_tileas.mbarrier_expect stage %[[Z]] if %{{.*}} {barrier = 49176 : i64, bytes = 8192 : i64}
// CHECK: nv_tileas.async_load
// CHECK-NEXT: cf.br ^bb1
// The exit edge invalidates the four mbarriers.
// CHECK: nv_tileas.mbarrier_inval {barrier = 49152 : i64, count = 4 : i64}
// The body: no wait at the top; k = iv, stage k mod 1, parity k & 1.
// CHECK: ^bb3:
// CHECK-NOT: nv_tileas.async_wait
// CHECK: %[[K:.*]] = arith.subi %[[IV:.*]], %c0_i64
// CHECK: %[[S:.*]] = arith.trunci
// CHECK: %[[R:.*]] = arith.andi
// CHECK: %[[P:.*]] = arith.trunci %[[R]]
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %[[S]] parity %[[P]] {barrier = 49152 : i64}
// CHECK-NEXT: nv_tileas.buffer_read stage %[[S]] {{.*}}offset = 0 : i64
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %[[S]] parity %[[P]] {barrier = 49160 : i64}
// CHECK-NEXT: nv_tileas.buffer_read stage %[[S]] {{.*}}offset = 16384 : i64
// CHECK-NEXT: nv_tileaa.dot
// After the first dot, the next iteration's copies of its operands.
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[IV]], %[[ONE]] : i64
// CHECK-NEXT: arith.cmpi slt, %[[NEXT]]
// CHECK-NEXT: nv_tileas.mbarrier_expect stage %[[S]] if %{{.*}} {barrier = 49152 : i64, bytes = 16384 : i64}
// CHECK: nv_tileas.async_load %{{.*}} stage %[[S]] if %{{.*}} {async_reads, barrier = 49152 : i64, {{.*}}offset = 0 : i64
// CHECK: nv_tileas.async_load %{{.*}} stage %[[S]] if %{{.*}} {async_reads, barrier = 49160 : i64, {{.*}}offset = 16384 : i64
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %[[S]] parity %[[P]] {barrier = 49168 : i64}
// CHECK-NEXT: nv_tileas.buffer_read stage %[[S]] {{.*}}offset = 24576 : i64
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %[[S]] parity %[[P]] {barrier = 49176 : i64}
// CHECK-NEXT: nv_tileas.buffer_read stage %[[S]] {{.*}}offset = 40960 : i64
// CHECK-NEXT: nv_tileaa.dot
// CHECK-NOT: nv_tileas.async_wait
// CHECK: nv_tileas.async_load %{{.*}} stage %[[S]] if %{{.*}} {async_reads, barrier = 49168 : i64, {{.*}}offset = 24576 : i64
// CHECK: nv_tileas.async_load %{{.*}} stage %[[S]] if %{{.*}} {async_reads, barrier = 49176 : i64, {{.*}}offset = 40960 : i64
// CHECK-NEXT: arith.addi
// CHECK-NEXT: cf.br ^bb1
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 80000 : i64} {
  func.func @one_stage(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c512 = arith.constant 512 : i64
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
    %k2 = arith.addi %koff, %c512 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %a2, %t3 = "nv_tileaa.tiled_load"(%ma, %c0, %k2) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b2, %t4 = "nv_tileaa.tiled_load"(%mb, %k2, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d2 = "nv_tileaa.dot"(%a2, %b2, %acc2) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %d2 : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>, %res2: tensor<128x64xf32>):
    %sum = arith.addf %res, %res2 : tensor<128x64xf32>
    %t5 = "nv_tileaa.tiled_store"(%mc, %sum, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: func.func @one_stage_sm90
// CHECK-SAME: nv_tileas.pipeline_bytes = 49184 : i64
// CHECK: ^bb3:
// CHECK: nv_tileaa.dot
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK-NOT: async_reads
// CHECK: nv_tileas.async_load {{.*}} {barrier = 49152 : i64
// CHECK: nv_tileas.async_load {{.*}} {barrier = 49160 : i64
// CHECK: nv_tileaa.dot
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK-NOT: async_reads
// CHECK: nv_tileas.async_load {{.*}} {barrier = 49168 : i64
// CHECK: nv_tileas.async_load {{.*}} {barrier = 49176 : i64
// CHECK-NEXT: arith.addi
// CHECK-NEXT: cf.br ^bb1
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 80000 : i64} {
  func.func @one_stage_sm90(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c512 = arith.constant 512 : i64
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
    %k2 = arith.addi %koff, %c512 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %a2, %t3 = "nv_tileaa.tiled_load"(%ma, %c0, %k2) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b2, %t4 = "nv_tileaa.tiled_load"(%mb, %k2, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d2 = "nv_tileaa.dot"(%a2, %b2, %acc2) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %d2 : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>, %res2: tensor<128x64xf32>):
    %sum = arith.addf %res, %res2 : tensor<128x64xf32>
    %t5 = "nv_tileaa.tiled_store"(%mc, %sum, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: func.func @one_stage_sm80
// CHECK-NOT: mbarrier_init
// CHECK-COUNT-2: nv_tileas.async_load
// CHECK: ^bb3:
// CHECK-COUNT-2: nv_tileas.async_load
// CHECK-NOT: async_load
// CHECK-COUNT-2: nv_tileas.tiled_load
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 80000 : i64} {
  func.func @one_stage_sm80(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c512 = arith.constant 512 : i64
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
    %k2 = arith.addi %koff, %c512 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %a2, %t3 = "nv_tileaa.tiled_load"(%ma, %c0, %k2) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b2, %t4 = "nv_tileaa.tiled_load"(%mb, %k2, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d2 = "nv_tileaa.dot"(%a2, %b2, %acc2) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %d2 : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>, %res2: tensor<128x64xf32>):
    %sum = arith.addf %res, %res2 : tensor<128x64xf32>
    %t5 = "nv_tileaa.tiled_store"(%mc, %sum, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: func.func @carried
// CHECK: nv_tileas.mbarrier_init {barrier = 49152 : i64, count = 2 : i64}
// CHECK: ^bb3:
// CHECK-COUNT-2: nv_tileas.async_load {{.*}}barrier = 49152 : i64
// CHECK-NOT: async_load
// CHECK-COUNT-2: nv_tileas.tiled_load
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 80000 : i64} {
  func.func @carried(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c512 = arith.constant 512 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %z16 = arith.constant dense<0.0> : tensor<128x64xf16>
    cf.br ^header(%c0, %zero, %zero, %z16 : i64, tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf16>)
  ^header(%k: i64, %acc: tensor<128x64xf32>, %acc2: tensor<128x64xf32>, %prev: tensor<128x64xf16>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc, %acc2 : tensor<128x64xf32>, tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %k2 = arith.addi %koff, %c512 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %a2, %t3 = "nv_tileaa.tiled_load"(%ma, %c0, %k2) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b2, %t4 = "nv_tileaa.tiled_load"(%mb, %k2, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d2 = "nv_tileaa.dot"(%a2, %b2, %acc2) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %d2, %a : i64, tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf16>)
  ^exit(%res: tensor<128x64xf32>, %res2: tensor<128x64xf32>):
    %sum = arith.addf %res, %res2 : tensor<128x64xf32>
    %t5 = "nv_tileaa.tiled_store"(%mc, %sum, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
