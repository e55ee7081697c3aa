// tileas-schedule-loops reads the scheduling constraints of notes E §8 from
// the ops of each loop (the K loop of schedule-loops.mlir: without
// constraints its II is 24, with the mulf and addf in stage 1).
// force_serial_execution on any op gives the loop the serial schedule
// (II 0, one stage); max_depth 1 keeps an op in stage 0 (the II grows to
// fit the dot's result latency in one stage); ops of one leader group
// (gid 1 led by gid 1) share a stage: the mulf joins the B load in stage 0,
// the addf stays in stage 1.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-schedule-loops))' | FileCheck %s

// CHECK-LABEL: func.func @force_serial
// CHECK: nv_tileaa.dot {{.*}}nv_tileas.sched_stage = 0 : i64, tileas.schedule.constraint.force_serial_execution}
// CHECK: arith.addf {{.*}}nv_tileas.sched_stage = 0 : i64}
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 0 : i64, nv_tileas.sched_stages = 1 : i64}
func.func @force_serial(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
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
  %d = nv_tileaa.dot %a, %b, %acc {tileas.schedule.constraint.force_serial_execution} : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %half = arith.constant dense<0.5> : tensor<64x64xf32>
  %h = arith.mulf %d, %half : tensor<64x64xf32>
  %e = arith.addf %h, %d : tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %e : i64, tensor<64x64xf32>)
^exit:
  nv_tileas.tiled_store %acc, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @max_depth
// CHECK: nv_tileaa.dot {{.*}}nv_tileas.sched_stage = 0 : i64}
// CHECK: arith.mulf {{.*}}nv_tileas.sched_cycle = 33 : i64, nv_tileas.sched_stage = 0 : i64, tileas.schedule.constraint.max_depth = 1 : i32}
// CHECK: arith.addf {{.*}}nv_tileas.sched_cycle = 37 : i64, nv_tileas.sched_stage = 0 : i64, tileas.schedule.constraint.max_depth = 1 : i32}
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 38 : i64, nv_tileas.sched_stages = 2 : i64}
func.func @max_depth(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
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
  %h = arith.mulf %d, %half {tileas.schedule.constraint.max_depth = 1 : i32} : tensor<64x64xf32>
  %e = arith.addf %h, %d {tileas.schedule.constraint.max_depth = 1 : i32} : tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %e : i64, tensor<64x64xf32>)
^exit:
  nv_tileas.tiled_store %acc, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @leader_group
// CHECK: nv_tileas.tiled_load {{.*}}nv_tileas.sched_stage = 0 : i64, sem = "weak", tileas.schedule.constraint.gid = 1 : i32, tileas.schedule.constraint.leader_gid = 1 : i32}
// CHECK: arith.mulf {{.*}}nv_tileas.sched_stage = 0 : i64, tileas.schedule.constraint.gid = 1 : i32, tileas.schedule.constraint.leader_gid = 1 : i32}
// CHECK: arith.addf {{.*}}nv_tileas.sched_stage = 1 : i64}
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 34 : i64, nv_tileas.sched_stages = 2 : i64}
func.func @leader_group(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
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
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {tileas.schedule.constraint.gid = 1 : i32, tileas.schedule.constraint.leader_gid = 1 : i32, dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16>
  %d = nv_tileaa.dot %a, %b, %acc : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %half = arith.constant dense<0.5> : tensor<64x64xf32>
  %h = arith.mulf %d, %half {tileas.schedule.constraint.gid = 1 : i32, tileas.schedule.constraint.leader_gid = 1 : i32} : tensor<64x64xf32>
  %e = arith.addf %h, %d : tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %e : i64, tensor<64x64xf32>)
^exit:
  nv_tileas.tiled_store %acc, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  return
}
