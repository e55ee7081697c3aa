// Warp specialization of an sm_90 wgmma K loop on TMA stages
// (tileas-pipeline-loads, pipeline_loads/warp_specialize.rs): the scalars the
// copies need are hoisted into the entry block, which initialises the full
// mbarriers (one arrival: the expect-tx) and the empty ones (one arrival per
// compute thread) and splits the CTA. The producer loops over every
// iteration k: it waits as its thread 0 for phase k/S - 1 of stage k mod S's
// empty mbarrier (parity (k/S + 1) & 1; the phase before the first counts as
// complete), then copies iteration k into the stage. The compute side keeps
// no prologue and no copies: it waits for the stage, runs the MMAs (one group
// in flight), and from k = 1 on hands stage (k-1) mod S back; the exit edge
// invalidates both groups of mbarriers. With warp-specialize=false the loop
// keeps its copies S-1 ahead behind a CTA barrier.
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads{warp-specialize=false}))' \
// RUN:   | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @ws(
// CHECK: %[[A:.*]] = nv_tileaa.make_memref %arg0
// CHECK: %[[B:.*]] = nv_tileaa.make_memref %arg4
// CHECK: %[[X:.*]] = nv_tileaa.get_program_id 0
// CHECK: %[[KT:.*]] = arith.trunci
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 229376 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_init {arrivals = 256 : i64, barrier = 229432 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.warp_specialize ^[[COMPUTE:bb[0-9]+]], ^[[PRODUCER:bb[0-9]+]] {producer_registers = 40 : i64}
// CHECK: ^[[COMPUTE]]:
// CHECK-NOT: nv_tileas.async_load
// CHECK: cf.br ^[[HEAD:bb[0-9]+]](
// CHECK: ^[[PRODUCER]]:
// CHECK: cf.br ^[[PHEAD:bb[0-9]+]](
// CHECK: ^[[PHEAD]](%[[K:.*]]: i32):
// CHECK: arith.cmpi slt, %{{.*}}, %[[KT]] : i32
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[PBODY:bb[0-9]+]], ^[[PDONE:bb[0-9]+]]
// CHECK: ^[[PBODY]]:
// CHECK: %[[S:.*]] = arith.remui %[[K]], %{{.*}} : i32
// CHECK: %[[R:.*]] = arith.divui %[[K]], %{{.*}} : i32
// CHECK: %[[R1:.*]] = arith.addi %[[R]], %{{.*}} : i32
// CHECK: %[[P:.*]] = arith.andi %[[R1]], %{{.*}} : i32
// CHECK: nv_tileas.mbarrier_wait stage %[[S]] parity %[[P]] {barrier = 229432 : i64, thread = 0 : i64}
// CHECK: nv_tileas.mbarrier_expect stage %[[S]] if %{{.*}} {barrier = 229376 : i64, bytes = 32768 : i64}
// CHECK: nv_tileas.async_load %[[A]][%{{.*}}, %{{.*}}] stage %[[S]] if %{{.*}} {async_reads, barrier = 229376 : i64, {{.*}}swizzle = "umma_k_major"
// CHECK: nv_tileas.async_load %[[B]][%{{.*}}, %{{.*}}] stage %[[S]] if %{{.*}} {async_reads, barrier = 229376 : i64, {{.*}}swizzle = "umma_n_major"
// CHECK: cf.br ^[[PHEAD]](
// CHECK: ^[[PDONE]]:
// CHECK-NEXT: return
// CHECK: ^[[HEAD]](
// CHECK: nv_tileas.async_wait 0(%{{.*}}) -> {{.*}} {nv_tileas.wgmma_wait = 0 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 229376 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 229432 : i64, count = 7 : i64}
// CHECK: %[[SINCE:.*]] = arith.subi
// CHECK: arith.remui %[[SINCE]]
// CHECK: %[[AHEAD:.*]] = arith.addi %[[SINCE]]
// CHECK: %[[BACK:.*]] = arith.remui %[[AHEAD]]
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = 229376 : i64}
// CHECK-NOT: nv_tileas.async_wait
// CHECK: nv_tileaa.dot {{.*}} {nv_tileas.wgmma_pending = 1 : i64}
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[STARTED:.*]] = arith.cmpi ne, %[[SINCE]], %[[C0]] : i32
// CHECK-NEXT: nv_tileas.mbarrier_arrive stage %[[BACK]] if %[[STARTED]] {barrier = 229432 : i64}
// CHECK-NEXT: arith.addi
// CHECK-NEXT: cf.br ^[[HEAD]](

// OFF-LABEL: func.func @ws(
// OFF-NOT: nv_tileas.warp_specialize
// OFF: nv_tileas.mbarrier_init {barrier = 229376 : i64, count = 7 : i64}
// OFF: nv_tileaa.dot {{.*}} {nv_tileas.wgmma_pending = 1 : i64}
// OFF-NEXT: nv_tileas.async_wait 0
// OFF: nv_tileas.async_load
#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @ws(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %m64 = arith.extsi %m : i32 to i64
  %k64 = arith.extsi %k : i32 to i64
  %n64 = arith.extsi %n : i32 to i64
  %lda64 = arith.extsi %lda : i32 to i64
  %ldb64 = arith.extsi %ldb : i32 to i64
  %ldc64 = arith.extsi %ldc : i32 to i64
  %a = nv_tileaa.make_memref %pa, sizes[%m64, %k64], strides[%lda64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %b = nv_tileaa.make_memref %pb, sizes[%k64, %n64], strides[%ldb64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %c = nv_tileaa.make_memref %pc, sizes[%m64, %n64], strides[%ldc64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %px = nv_tileaa.get_program_id 0
  %py = nv_tileaa.get_program_id 1
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x128xf32, #acc>)
^head(%i: i32, %acc: tensor<128x128xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #op>
  %y = arith.extsi %py : i32 to i64
  %col = arith.muli %y, %c128_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x128xf16, #op>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #op>, tensor<64x128xf16, #op>, tensor<128x128xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x128xf32, #acc>)
^exit(%r: tensor<128x128xf32, #acc>):
  %h = arith.truncf %r : tensor<128x128xf32, #acc> to tensor<128x128xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %y2 = arith.extsi %py : i32 to i64
  %col2 = arith.muli %y2, %c128_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}
