// tileas-schedule-loops runs the TileAS scheduler on each innermost loop of
// an nv_tileas kernel (a K loop: two tile loads, a dot on the carried
// accumulator) and records the result without changing the code: every op
// of the loop gets its stage and start cycle, the back edge the initiation
// interval and the stage count. Loads issue like TMA loads (latency 8), the
// dot like a warpgroup MMA (its accumulator ready 16 cycles later); the
// dot's accumulator comes from the previous iteration's dot (distance 1),
// through two tile ops, so the II is at least that recurrence (loops of
// fewer than 8 ops, or with nothing asynchronous, get the serial schedule:
// II 0, one stage). With trace-dir, each loop's
// schedule is written as a Chrome trace.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-schedule-loops{trace-dir=%t.d}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=TRACE < %t.d/kloop.loop0.json

// CHECK-LABEL: func.func @kloop
// CHECK: ^bb1(%{{.*}}: i64, %{{.*}}: tensor<64x64xf32>):
// CHECK: arith.cmpi slt, {{.*}} {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64}
// CHECK: nv_tileas.tiled_load {{.*}} {dim_map = array<i64: 0, 1>, nv_tileas.sched_cycle = {{[0-9]+}} : i64, nv_tileas.sched_stage = 0 : i64, sem = "weak"}
// CHECK: nv_tileas.tiled_load {{.*}} {dim_map = array<i64: 0, 1>, nv_tileas.sched_cycle = {{[0-9]+}} : i64, nv_tileas.sched_stage = 0 : i64, sem = "weak"}
// CHECK: nv_tileaa.dot {{.*}} {nv_tileas.sched_cycle = {{[0-9]+}} : i64, nv_tileas.sched_stage = {{[0-9]+}} : i64}
// CHECK: arith.mulf {{.*}} {nv_tileas.sched_cycle
// CHECK: arith.addf {{.*}} {nv_tileas.sched_cycle
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = {{[1-9][0-9]+}} : i64, nv_tileas.sched_stages = {{[1-9]}} : i64}
// CHECK: ^bb3:
// CHECK-NOT: sched_
// CHECK: return
// TRACE: "traceEvents"
// TRACE: "name":"nv_tileaa.dot"
func.func @kloop(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mb = nv_tileaa.make_memref %pb, sizes[%c1024, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mc = nv_tileaa.make_memref %pc, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
^header(%k: i64, %acc: tensor<64x64xf32>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16>
  %d = nv_tileaa.dot %a, %b, %acc : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %half = arith.constant dense<0.5> : tensor<64x64xf32>
  %h = arith.mulf %d, %half : tensor<64x64xf32>
  %e = arith.addf %h, %d : tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %e : i64, tensor<64x64xf32>)
^exit:
  nv_tileas.tiled_store %acc, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  return
}
