// tileas-materialize-schedule software-pipelines a loop by the stages its
// schedule (tileas-schedule-loops, or written by hand as here) gives its
// ops: a guard takes loops of fewer than S iterations to the loop as it
// was; the prologue runs the first stages of iterations 0 .. S-2; the
// kernel loop runs stage s of iteration k - s for every s, its ops in the
// order of their start cycle modulo II, with the values a later step uses
// in its header's arguments; the epilogue runs the last stages of the last
// S-1 iterations and enters the original header with the final values,
// where the loop runs no more iteration.
// (The budget of carried bytes is raised past the 64x64 tiles of the store cases.)
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-materialize-schedule{max-carried-bytes=65536}))' | FileCheck %s

// Three stages, II 4: x = i*c (stage 0), y = x + c (stage 1, cycle 5),
// z = y + acc (stage 2, cycle 10), acc <- z. The kernel carries x one step,
// y and acc two.
// CHECK-LABEL: func.func @three_stages
// CHECK:   %[[RUNS:.*]] = arith.cmpi slt, %c0_i64, %arg1 : i64
// CHECK:   %[[SPAN:.*]] = arith.subi %arg1, %c0_i64 : i64
// CHECK:   %[[C2:.*]] = arith.constant 2 : i64
// CHECK:   %[[ENOUGH:.*]] = arith.cmpi ugt, %[[SPAN]], %[[C2]] : i64
// CHECK:   %[[GUARD:.*]] = arith.andi %[[RUNS]], %[[ENOUGH]] : i1
// CHECK:   cf.cond_br %[[GUARD]], ^bb1, ^bb5(%c0_i64, %c0_i64 : i64, i64)
// CHECK: ^bb1:
// CHECK:   %[[X0:.*]] = arith.muli %c0_i64, %arg2 : i64
// CHECK:   arith.addi %c0_i64, %c1_i64 : i64
// CHECK:   %[[I1:.*]] = arith.addi %c0_i64, %{{.*}} : i64
// CHECK:   %[[X1:.*]] = arith.muli %[[I1]], %arg2 : i64
// CHECK:   %[[NEXT1:.*]] = arith.addi %[[I1]], %c1_i64 : i64
// CHECK:   %[[Y0:.*]] = arith.addi %[[X0]], %arg2 : i64
// CHECK:   %[[K0:.*]] = arith.addi %c0_i64, %{{.*}} : i64
// CHECK:   cf.br ^bb2(%[[K0]], %[[X1]], %[[Y0]], %c0_i64, %[[NEXT1]] : i64, i64, i64, i64, i64)
// CHECK: ^bb2(%[[K:.*]]: i64, %[[XA:.*]]: i64, %[[YA:.*]]: i64, %[[ACCA:.*]]: i64, %[[NEXTA:.*]]: i64):
// CHECK:   %[[KMORE:.*]] = arith.cmpi slt, %[[K]], %arg1 : i64
// CHECK:   cf.cond_br %[[KMORE]], ^bb3, ^bb4
// CHECK: ^bb3:
// CHECK:   %[[X:.*]] = arith.muli %[[K]], %arg2 : i64
// CHECK:   %[[NEXT:.*]] = arith.addi %[[K]], %c1_i64 : i64
// CHECK:   %[[Y:.*]] = arith.addi %[[XA]], %arg2 : i64
// CHECK:   %[[Z:.*]] = arith.addi %[[YA]], %[[ACCA]] : i64
// CHECK:   %[[KNEXT:.*]] = arith.addi %[[K]], %c1_i64_0 : i64
// CHECK:   cf.br ^bb2(%[[KNEXT]], %[[X]], %[[Y]], %[[Z]], %[[NEXT]] : i64, i64, i64, i64, i64)
// CHECK: ^bb4:
// CHECK:   %[[YL:.*]] = arith.addi %[[XA]], %arg2 : i64
// CHECK:   %[[ZP:.*]] = arith.addi %[[YA]], %[[ACCA]] : i64
// CHECK:   %[[ZL:.*]] = arith.addi %[[YL]], %[[ZP]] : i64
// CHECK:   cf.br ^bb5(%[[NEXTA]], %[[ZL]] : i64, i64)
// CHECK: ^bb5(%[[I:.*]]: i64, %[[ACC:.*]]: i64):  // 3 preds: ^bb0, ^bb4, ^bb6
// CHECK:   arith.cmpi slt, %[[I]], %arg1 : i64
// CHECK: ^bb6:
// CHECK:   arith.muli
// CHECK-NOT: nv_tileas.sched
// CHECK:   cf.br ^bb5
// CHECK: ^bb7:
// CHECK:   return %[[ACC]] : i64
func.func @three_stages(%p: !nv_tileaa.ptr<i32>, %n: i64, %c: i64) -> i64 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0, %c0 : i64, i64)
^header(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %y = arith.addi %x, %c {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 1 : i64} : i64
  %z = arith.addi %y, %acc {nv_tileas.sched_cycle = 10 : i64, nv_tileas.sched_stage = 2 : i64} : i64
  %next = arith.addi %i, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next, %z : i64, i64) {nv_tileas.sched_ii = 4 : i64, nv_tileas.sched_stages = 3 : i64}
^exit:
  return %acc : i64
}

// -----

// Loops left as they are: the serial schedule (II 0); one stage; an op the
// pass may not move (an atomic); a consumer scheduled a stage before its
// producer; and (at the end) a store whose iteration's memory ops span more
// than one II, and a store scheduled before an earlier load.
// CHECK-LABEL: func.func @serial
// CHECK-NOT: arith.andi
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 0 : i64
func.func @serial(%p: !nv_tileaa.ptr<i32>, %n: i64, %c: i64) -> i64 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i64, i64)
^header(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %z = arith.addi %x, %acc {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 1 : i64} : i64
  %next = arith.addi %i, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next, %z : i64, i64) {nv_tileas.sched_ii = 0 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return %acc : i64
}

// -----

// CHECK-LABEL: func.func @one_stage
// CHECK-NOT: arith.andi
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 8 : i64
func.func @one_stage(%p: !nv_tileaa.ptr<i32>, %n: i64, %c: i64) -> i64 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i64, i64)
^header(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %z = arith.addi %x, %acc {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %next = arith.addi %i, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next, %z : i64, i64) {nv_tileas.sched_ii = 8 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return %acc : i64
}

// -----

// CHECK-LABEL: func.func @atomic
// CHECK-NOT: arith.andi
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 4 : i64
func.func @atomic(%p: !nv_tileaa.ptr<i32>, %n: i64, %c: i64) -> i64 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i64, i64)
^header(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %old = nv_tileas.atomic_rmw %p, %one {mode = "add", sem = "relaxed", scope = "device", nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : !nv_tileaa.ptr<i32>, i32
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %z = arith.addi %x, %acc {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 1 : i64} : i64
  %next = arith.addi %i, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next, %z : i64, i64) {nv_tileas.sched_ii = 4 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return %acc : i64
}

// -----

// CHECK-LABEL: func.func @backwards
// CHECK-NOT: arith.andi
// CHECK: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 4 : i64
func.func @backwards(%p: !nv_tileaa.ptr<i32>, %n: i64, %c: i64) -> i64 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i64, i64)
^header(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 1 : i64} : i64
  %z = arith.addi %x, %acc {nv_tileas.sched_cycle = 2 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %next = arith.addi %i, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next, %z : i64, i64) {nv_tileas.sched_ii = 4 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return %acc : i64
}

// -----

// A store: rewritten when every memory op of an iteration starts within one
// II of the first (here the load at cycle 8 and the store at 16, II 16: then
// iteration k's load still follows iteration k-1's store), left as it is
// when they span more (cycles 1 and 10, II 8).
// CHECK-LABEL: func.func @store_within_ii
// CHECK: arith.andi
// CHECK: ^bb3:
// CHECK: nv_tileas.tiled_load
// CHECK: nv_tileas.tiled_store
func.func @store_within_ii(%pa: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak", nv_tileas.sched_cycle = 8 : i64, nv_tileas.sched_stage = 0 : i64} : !nv_tileaa.memref<?x?xf32> -> tensor<64x64xf32>
  %d = arith.addf %a, %a {nv_tileas.sched_cycle = 12 : i64, nv_tileas.sched_stage = 0 : i64} : tensor<64x64xf32>
  nv_tileas.tiled_store %d, %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak", nv_tileas.sched_cycle = 16 : i64, nv_tileas.sched_stage = 1 : i64} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  %next = arith.addi %k, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next : i64) {nv_tileas.sched_ii = 16 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return
}

// -----

// CHECK-LABEL: func.func @store_beyond_ii
// CHECK-NOT: arith.andi
// CHECK: {nv_tileas.sched_ii = 8 : i64
func.func @store_beyond_ii(%pa: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak", nv_tileas.sched_cycle = 1 : i64, nv_tileas.sched_stage = 0 : i64} : !nv_tileaa.memref<?x?xf32> -> tensor<64x64xf32>
  %d = arith.addf %a, %a {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 0 : i64} : tensor<64x64xf32>
  nv_tileas.tiled_store %d, %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak", nv_tileas.sched_cycle = 10 : i64, nv_tileas.sched_stage = 1 : i64} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  %next = arith.addi %k, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next : i64) {nv_tileas.sched_ii = 8 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return
}

// -----

// A store whose schedule time comes before an earlier load's in the same
// iteration (a hand-written schedule no dependence graph checked): left as
// it is, program order could not hold.
// CHECK-LABEL: func.func @store_before_load
// CHECK-NOT: arith.andi
// CHECK: {nv_tileas.sched_ii = 16 : i64
func.func @store_before_load(%pa: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak", nv_tileas.sched_cycle = 6 : i64, nv_tileas.sched_stage = 0 : i64} : !nv_tileaa.memref<?x?xf32> -> tensor<64x64xf32>
  nv_tileas.tiled_store %zero, %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak", nv_tileas.sched_cycle = 2 : i64, nv_tileas.sched_stage = 0 : i64} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  %d = arith.addf %a, %a {nv_tileas.sched_cycle = 20 : i64, nv_tileas.sched_stage = 1 : i64} : tensor<64x64xf32>
  %next = arith.addi %k, %c1 {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i64
  cf.br ^header(%next : i64) {nv_tileas.sched_ii = 16 : i64, nv_tileas.sched_stages = 2 : i64}
^exit:
  return
}

// -----

// An i32 loop whose step (2^30) times the stages less one is not exact in
// i32: the prologue's and the guard's offsets could wrap, so it is left as
// it is (with a step of 2^29 it is rewritten: narrower_step below).
// CHECK-LABEL: func.func @wide_step
// CHECK-NOT: arith.andi
// CHECK: {nv_tileas.sched_ii = 4 : i64
func.func @wide_step(%n: i32, %c: i32) -> i32 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i32
  %step = arith.constant 1073741824 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i32
  %y = arith.addi %x, %c {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 1 : i64} : i32
  %z = arith.addi %y, %acc {nv_tileas.sched_cycle = 10 : i64, nv_tileas.sched_stage = 2 : i64} : i32
  %next = arith.addi %i, %step {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i32
  cf.br ^header(%next, %z : i32, i32) {nv_tileas.sched_ii = 4 : i64, nv_tileas.sched_stages = 3 : i64}
^exit:
  return %acc : i32
}

// -----

// CHECK-LABEL: func.func @narrower_step
// CHECK: %[[NEED:.*]] = arith.constant 1073741824 : i32
// CHECK: arith.cmpi ugt, %{{.*}}, %[[NEED]] : i32
// CHECK: arith.andi
func.func @narrower_step(%n: i32, %c: i32) -> i32 attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i32
  %step = arith.constant 536870912 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %x = arith.muli %i, %c {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i32
  %y = arith.addi %x, %c {nv_tileas.sched_cycle = 5 : i64, nv_tileas.sched_stage = 1 : i64} : i32
  %z = arith.addi %y, %acc {nv_tileas.sched_cycle = 10 : i64, nv_tileas.sched_stage = 2 : i64} : i32
  %next = arith.addi %i, %step {nv_tileas.sched_cycle = 0 : i64, nv_tileas.sched_stage = 0 : i64} : i32
  cf.br ^header(%next, %z : i32, i32) {nv_tileas.sched_ii = 4 : i64, nv_tileas.sched_stages = 3 : i64}
^exit:
  return %acc : i32
}
