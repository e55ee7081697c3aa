// tileas-pipeline-loads starts each tile load of a loop S-1 iterations
// ahead into stage (k mod S) of a shared-memory ring buffer: a prologue loop
// between the preheader and the header fills stages 0..S-2 (each group only
// if its iteration runs),
// and each iteration waits until its own group is complete (at most S-2
// younger groups pending; the wait is also a CTA barrier), starts the
// copies of iteration k+S-1 into the stage iteration k-1 read, and reads
// its tiles from stage k mod S where the loads were. S is what fits beside
// the scratch (here: 3 stages of 16 KiB in a 64 KiB CTA), at most 6 for a
// loop with an mma.sync dot (sm_80 here) and 4 for one without a dot. The
// prologue's latch carries an LLVM loop annotation that keeps LLVM from
// unrolling its constant trip count (one copy of the copies' code, not S-1).
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads{max-stages=2}))' | FileCheck %s --check-prefix=TWO
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads{max-stages=0}))' | FileCheck %s --check-prefix=OFF

// CHECK: #[[UNROLL:.*]] = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #[[KEEP:.*]] = #llvm.loop_annotation<unroll = #[[UNROLL]]>
// CHECK-LABEL: func.func @kloop
// CHECK-SAME: nv_tileas.pipeline_bytes = 49152 : i64
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^[[PCOND:bb[0-9]+]](%[[Z]] : i32)
// CHECK-NEXT: ^[[PCOND]](%[[J:.*]]: i32):
// CHECK-NEXT: %[[NSTG:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[J]], %[[NSTG]] : i32
// CHECK-NEXT: cf.cond_br %[[MORE]], ^[[PISSUE:bb[0-9]+]], ^[[PENTER:bb[0-9]+]]
// CHECK-NEXT: ^[[PISSUE]]:
// CHECK-NEXT: %[[JJ:.*]] = arith.extui %[[J]] : i32 to i64
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[SCALED:.*]] = arith.muli %[[JJ]], %[[STEP]] : i64
// CHECK-NEXT: %[[IV:.*]] = arith.addi %[[INIT:.*]], %[[SCALED]] : i64
// CHECK-NEXT: %[[P:.*]] = arith.cmpi slt, %[[IV]], %arg3 : i64
// CHECK: nv_tileas.async_load %{{.*}}[%{{.*}}, %{{.*}}] stage %[[J]] if %[[P]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>}
// CHECK: nv_tileas.async_load %{{.*}}[%{{.*}}, %{{.*}}] stage %[[J]] if %[[P]] {dim_map = array<i64: 0, 1>, offset = 24576 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>}
// CHECK-NEXT: nv_tileas.async_commit
// CHECK: cf.br ^[[PCOND]](%{{.*}} : i32) {loop_annotation = #[[KEEP]]}
// CHECK-NEXT: ^[[PENTER]]:
// CHECK-NEXT: cf.br ^bb4(%[[INIT]], %{{.*}} : i64, tensor<64x64xf32>)
// CHECK: ^bb5:
// CHECK: %[[K:.*]] = arith.subi %{{.*}}, %[[INIT]] : i64
// CHECK: %[[R:.*]] = arith.remui %[[K]], %c3_i64 : i64
// CHECK: %[[RS:.*]] = arith.trunci %[[R]] : i64 to i32
// CHECK: %[[A:.*]] = arith.addi %[[K]], %c2_i64 : i64
// CHECK: %[[W:.*]] = arith.remui %[[A]], %c3_i64{{.*}} : i64
// CHECK: %[[WS:.*]] = arith.trunci %[[W]] : i64 to i32
// CHECK: nv_tileas.async_wait 1
// CHECK: nv_tileas.async_load {{.*}} stage %[[WS]] if
// CHECK: nv_tileas.async_load {{.*}} stage %[[WS]] if
// CHECK: nv_tileas.async_commit
// CHECK: %[[BA:.*]] = nv_tileas.buffer_read stage %[[RS]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// CHECK: %[[BB:.*]] = nv_tileas.buffer_read stage %[[RS]] {dim_map = array<i64: 0, 1>, offset = 24576 : i64, stage_bytes = 8192 : i64}
// CHECK: nv_tileaa.dot %[[BA]], %[[BB]], %{{.*}}
// CHECK-NOT: nv_tileas.tiled_load
// CHECK: return
// TWO-LABEL: func.func @kloop
// TWO-SAME: nv_tileas.pipeline_bytes = 32768 : i64
// TWO: arith.remui %{{.*}}, %c2_i64
// TWO: nv_tileas.async_wait 0
// OFF-LABEL: func.func @kloop
// OFF-NOT: async
// OFF-NOT: pipeline_bytes
// OFF: nv_tileas.tiled_load
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
func.func @kloop(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mb = nv_tileaa.make_memref %pb, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mc = nv_tileaa.make_memref %pc, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
^header(%k: i64, %acc: tensor<64x64xf32>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %d = nv_tileaa.dot %a, %b, %acc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
^exit:
  nv_tileas.tiled_store %acc, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  return
}
}

// -----

// A body that stores: only the load no token orders (nv_tileas.unordered)
// moves ahead of the store; the other stays where it is. A transposed load
// keeps its dim_map on the read (the stage is in memory order).
// CHECK-LABEL: func.func @stores
// CHECK: nv_tileas.async_load %{{.*}} {dim_map = array<i64: 1, 0>, {{.*}}tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>}
// CHECK: ^bb5:
// CHECK: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64}
// CHECK: nv_tileas.tiled_load %{{.*}} {dim_map = array<i64: 0, 1>, sem = "weak"}
// CHECK: nv_tileas.tiled_store
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
func.func @stores(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mb = nv_tileaa.make_memref %pb, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%koff, %c0] {dim_map = array<i64: 1, 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s = arith.addf %a, %b : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  nv_tileas.tiled_store %s, %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, !nv_tileaa.memref<?x?xf16>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return
}
}

// -----

// Left alone: an atomic in the body; an origin from a loop-carried value
// other than the induction variable; a memref with no alignment facts
// (its copy could not use cp.async); no target (cp.async is sm_80's).
// CHECK-LABEL: func.func @atomic
// CHECK-NOT: async
// CHECK: nv_tileas.tiled_load
// CHECK-LABEL: func.func @carried
// CHECK-NOT: async
// CHECK: nv_tileas.tiled_load
// CHECK-LABEL: func.func @unaligned
// CHECK-NOT: async
// CHECK: nv_tileas.tiled_load
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @atomic(%pa: !nv_tileaa.ptr<f16>, %pi: !nv_tileaa.ptr<i32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %one = arith.constant 1 : i32
  %ma = nv_tileaa.make_memref %pa, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%koff, %c0] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %old = nv_tileas.atomic_rmw %pi, %one {mode = "add", sem = "relaxed", scope = "device"} : !nv_tileaa.ptr<i32>, i32
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return
}
func.func @carried(%pa: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  cf.br ^header(%c0, %c0 : i64, i64)
^header(%k: i64, %row: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %a = nv_tileas.tiled_load %ma[%row, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %r2 = arith.addi %row, %c64 : i64
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %r2 : i64, i64)
^exit:
  return
}
func.func @unaligned(%pa: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c1024, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return
}
}

// -----

// CHECK-LABEL: func.func @no_target
// CHECK-NOT: async
func.func @no_target(%pa: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %a = nv_tileas.tiled_load %ma[%k, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

// A loop without a dot gets at most 4 stages, however much
// shared memory is left (here room for 27).
// CHECK-LABEL: func.func @plain_cap
// CHECK-SAME: nv_tileas.pipeline_bytes = 32768 : i64
// CHECK: nv_tileas.async_wait 2
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @plain_cap(%pa: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^header(%k: i64, %acc: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s = arith.addf %acc, %a : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %s : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^exit:
  return
}
}

// -----

// A loop with an mma.sync dot gets at most 6 stages (NVIDIA's matmul_int8
// has 6 at sm_80 and sm_120), however much shared memory is left (here room
// for 13): 6 x (8 KiB of A + 8 KiB of B), 4 groups younger than the
// iteration's own pending.
// CHECK-LABEL: func.func @mma_sync_cap
// CHECK-SAME: nv_tileas.pipeline_bytes = 98304 : i64
// CHECK: arith.constant 5 : i32
// CHECK: arith.remui %{{.*}}, %c6_i64
// CHECK: nv_tileas.async_wait 4
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @mma_sync_cap(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mb = nv_tileaa.make_memref %pb, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mc = nv_tileaa.make_memref %pc, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
^header(%k: i64, %acc: tensor<64x64xf32>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %d = nv_tileaa.dot %a, %b, %acc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
^exit:
  nv_tileas.tiled_store %acc, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32>, !nv_tileaa.memref<?x?xf32>
  return
}
}

// -----

// At sm_90 a wgmma operand that cannot be read in place (here: the dot's
// accumulator lacks the wgmma layout) stays a direct load: through a ring it
// would pass through the registers as well, beside the register accumulator.
// CHECK-LABEL: func.func @wgmma_direct
// CHECK-NOT: async
// CHECK-NOT: pipeline_bytes
// CHECK: nv_tileas.tiled_load
// CHECK: nv_tileas.tiled_load
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @wgmma_direct(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mb = nv_tileaa.make_memref %pb, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
^header(%k: i64, %acc: tensor<64x64xf32>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %d = nv_tileaa.dot %a, %b, %acc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
^exit:
  return
}
}

// -----

// sm_90+: a load whose memref is a make_memref of kernel parameters and
// constants (16-byte aligned base and strides) becomes a TMA copy that
// completes on its stage's mbarrier: the ring's mbarriers (one per stage,
// after the stages) are initialised before the prologue and invalidated on
// the exit edge (a block of its own); each filling first announces its bytes
// (mbarrier_expect), and iteration k waits for phase parity (k / S) & 1 of
// stage k mod S. A memref with a computed size stays a cp.async copy (its
// group committed and waited for as before).
// CHECK-LABEL: func.func @tma_loop
// CHECK-SAME: nv_tileas.pipeline_bytes = 65568 : i64
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 65536 : i64, count = 4 : i64}
// CHECK: nv_tileas.mbarrier_expect stage %[[J:.*]] if %[[P:.*]] {barrier = 65536 : i64, bytes = 8192 : i64}
// CHECK: nv_tileas.async_load %{{.*}} stage %[[J]] if %[[P]] {barrier = 65536 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64
// CHECK: nv_tileas.async_load %{{.*}} stage %[[J]] if %[[P]] {dim_map = array<i64: 0, 1>, offset = 32768 : i64
// CHECK-NEXT: nv_tileas.async_commit
// CHECK: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]](%{{.*}} : tensor
// CHECK-NEXT: ^[[SPLIT]](%[[R:.*]]: tensor
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 65536 : i64, count = 4 : i64}
// CHECK-NEXT: cf.br ^[[EXIT:bb[0-9]+]](%[[R]] : tensor
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NEXT: %[[K:.*]] = arith.subi
// CHECK: %[[RS:.*]] = arith.trunci %{{.*}} : i64 to i32
// CHECK: nv_tileas.async_wait 2
// CHECK: nv_tileas.mbarrier_expect stage %[[WS:.*]] if
// CHECK: nv_tileas.async_load {{.*}} stage %[[WS]] if {{.*}}barrier = 65536
// CHECK: nv_tileas.async_commit
// CHECK-NEXT: %[[S:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[ROUND:.*]] = arith.divui %[[K]], %[[S]] : i64
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[PAR:.*]] = arith.andi %[[ROUND]], %[[ONE]] : i64
// CHECK-NEXT: %[[PAR32:.*]] = arith.trunci %[[PAR]] : i64 to i32
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %[[RS]] parity %[[PAR32]] {barrier = 65536 : i64}
// CHECK-NEXT: nv_tileas.buffer_read stage %[[RS]] {dim_map = array<i64: 0, 1>, offset = 0 : i64
// In a kernel that loads with TMA the store after the loop goes out with TMA
// too, through a stage at the region's start (the rings are free by then),
// plain (no tensor-core dot: not an epilogue to swizzle).
// CHECK: ^[[EXIT]](%[[V:.*]]: tensor
// CHECK-NEXT: %[[ZS:.*]] = arith.constant 0 : i32
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.buffer_write %[[V]] stage %[[ZS]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64}
// CHECK-NEXT: nv_tileas.async_store %{{.*}}[%{{.*}}, %{{.*}}] stage %[[ZS]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @tma_loop(%pa: !nv_tileaa.ptr<f16>, %m: i32, %n: i32, %ld: i32, %pb: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c4096 = arith.constant 4096 : i64
  %sm = arith.extsi %m : i32 to i64
  %sn = arith.extsi %n : i32 to i64
  %sld = arith.extsi %ld : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sm, %sn], strides[%sld, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %big = arith.muli %sm, %c64 : i64
  %mb = nv_tileaa.make_memref %pb, sizes[%big, %c4096], strides[%c4096, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 4096, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^header(%k: i64, %acc: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit(%acc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s = arith.addf %a, %b : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %t = arith.addf %acc, %s : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %t : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^exit(%r: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  nv_tileas.tiled_store %r, %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

// Outside loops, from sm_90: a tile the host can describe that feeds more
// than elementwise math (here a layout conversion) and no token orders after
// a store gets a TMA stage of its own, copied and waited for in place on a
// one-use mbarrier (after the stage); the read whose only use is the
// conversion reads the stage in the converted layout instead (no exchange).
// A tile that only feeds elementwise math stays a direct load. The kernel
// loads with TMA, so its store goes through a stage too (1-D: memory order,
// boxes of 256; the one-shot stage before it has been read).
// CHECK-LABEL: func.func @one_shot
// CHECK-SAME: nv_tileas.pipeline_bytes = 4104 : i64
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 4096 : i64, count = 1 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_expect stage %[[Z]] if %[[T]] {barrier = 4096 : i64, bytes = 4096 : i64}
// CHECK-NEXT: nv_tileas.async_load %{{.*}}[%arg3] stage %[[Z]] if %[[T]] {barrier = 4096 : i64, dim_map = array<i64: 0>, offset = 0 : i64, padding = 0.000000e+00 : f32, stage_bytes = 4096 : i64, tile = tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>}
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %[[Z]] parity %[[Z]] {barrier = 4096 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 4096 : i64, count = 1 : i64}
// CHECK-NEXT: %[[R:.*]] = nv_tileas.buffer_read stage %[[Z]] {dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 4096 : i64} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
// CHECK-NOT: convert_layout
// CHECK-NEXT: %[[C:.*]] = nv_tileas.tiled_load
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R]], %[[C]]
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.buffer_write %[[S]] stage %{{.*}} {dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 4096 : i64}
// CHECK-NEXT: nv_tileas.async_store %{{.*}}[%arg3] stage %{{.*}} {dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<1024xf32,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @one_shot(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pb: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mb = nv_tileaa.make_memref %pb, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, padding = 0.0 : f32, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  %c = nv_tileas.tiled_load %mb[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  %d = arith.addf %b, %c : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %d, %mb[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// A 2-D tile with rows wider than 128 bytes, for a layout conversion: its
// TMA stage holds the rows in 128-byte column blocks (block_bytes; the boxes
// are 16x32, as NVIDIA's tileiras cuts argmax_rows_f32's 16x128), the read
// takes the converted layout straight from it, and the store goes out
// through a stage in the same blocks.
// CHECK-LABEL: func.func @blocked
// CHECK: nv_tileas.async_load %{{.*}} {barrier = 8192 : i64, block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64
// CHECK: %[[R:.*]] = nv_tileas.buffer_read stage %{{.*}} {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
// CHECK-NOT: convert_layout
// CHECK: nv_tileas.buffer_write %[[R]] stage %{{.*}} {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64}
// CHECK-NEXT: nv_tileas.async_store %{{.*}} {block_bytes = 128 : i64,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @blocked(%pa: !nv_tileaa.ptr<f32>, %m: i32, %n: i32, %ld: i32, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sm = arith.extsi %m : i32 to i64
  %sn = arith.extsi %n : i32 to i64
  %sld = arith.extsi %ld : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sm, %sn], strides[%sld, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %a = nv_tileas.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<16x128xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>> -> tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
  nv_tileas.tiled_store %b, %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>, !nv_tileaa.memref<?x?xf32>
  return
}
}

// -----

// From sm_100, a kernel with a reduction stores with TMA even when it loads
// nothing with TMA (softmax_online_bf16: its loads pad with -inf, which TMA
// cannot, and NVIDIA's tileiras stores its tile with TMA): the -inf-padded
// load stays a direct load, the store goes through a stage.
// CHECK-LABEL: func.func @reduce_store
// CHECK-SAME: nv_tileas.pipeline_bytes = 128 : i64
// CHECK: nv_tileas.tiled_load %{{.*}} {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0xFF800000 : f32, sem = "weak"}
// CHECK: nv_tileaa.reduce
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.buffer_write %{{.*}} stage %[[Z:.*]] {dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 128 : i64}
// CHECK-NEXT: nv_tileas.async_store %{{.*}}[%arg3] stage %[[Z]] {dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 128 : i64, tile = tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>} : !nv_tileaa.memref<?xf32>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @reduce_store(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pb: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn, %sn], strides[%sn, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mb = nv_tileaa.make_memref %pb, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %x = nv_tileas.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0xFF800000 : f32, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %r = nv_tileaa.reduce %x dim = 1 identities = [-1.000000e+30 : f32] : (tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>) -> tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>> {
  ^bb0(%l: f32, %rr: f32):
    %t = arith.maxnumf %l, %rr : f32
    nv_tileaa.yield %t : f32
  }
  nv_tileas.tiled_store %r, %mb[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// At sm_90 a kernel without a dot stores from its registers (faster on an
// H200, docs/gpu-runs.md) and keeps the store's tensor map for the host
// module alone (nv_tileas.tma_map_only, with what the map is made from):
// no stage, no pipeline bytes.
// CHECK-LABEL: func.func @reduce_store_sm90
// CHECK-NOT: nv_tileas.pipeline_bytes
// CHECK: nv_tileaa.reduce
// CHECK-NOT: nv_tileas.async_store
// CHECK: nv_tileas.tiled_store %{{.*}}, %{{.*}}[%arg3] {dim_map = array<i64: 0>, nv_tileas.tma_map_only, sem = "weak", tile = tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>}
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @reduce_store_sm90(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pb: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn, %sn], strides[%sn, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mb = nv_tileaa.make_memref %pb, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %x = nv_tileas.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0xFF800000 : f32, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %r = nv_tileaa.reduce %x dim = 1 identities = [-1.000000e+30 : f32] : (tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>) -> tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>> {
  ^bb0(%l: f32, %rr: f32):
    %t = arith.maxnumf %l, %rr : f32
    nv_tileaa.yield %t : f32
  }
  nv_tileas.tiled_store %r, %mb[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// A kernel with neither TMA loads nor a reduction or a dot stores directly,
// in a loop or not (NVIDIA's tileiras gives such kernels no tensor maps).
// CHECK-LABEL: func.func @loop_store
// CHECK-NOT: nv_tileas.async_store
// CHECK: ^bb2:
// CHECK-NEXT: arith.muli
// CHECK-NEXT: nv_tileas.tiled_store
// CHECK: ^bb3:
// CHECK-NEXT: nv_tileas.tiled_store
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @loop_store(%pb: !nv_tileaa.ptr<f32>, %n: i32, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c1024 = arith.constant 1024 : i64
  %sn = arith.extsi %n : i32 to i64
  %mb = nv_tileaa.make_memref %pb, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %v = arith.constant dense<1.0> : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %off = arith.muli %k, %c1024 : i64
  nv_tileas.tiled_store %v, %mb[%off] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  nv_tileas.tiled_store %v, %mb[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// A store in a pipelined loop's body gets a stage of its own after the ring
// (and its mbarriers): no copy targets its bytes and the async_store that
// used it last waited for its reads, so there is no async_wait before the
// buffer_write (which would wait for the ring's copies in flight too).
// CHECK-LABEL: func.func @ring_store
// CHECK-SAME: nv_tileas.pipeline_bytes = 41088 : i64
// CHECK: nv_tileas.async_wait 2
// CHECK: %[[R:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64}
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R]], %[[R]]
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: nv_tileas.buffer_write %[[S]] stage %[[Z]] {dim_map = array<i64: 0, 1>, offset = 32896 : i64, stage_bytes = 8192 : i64}
// CHECK-NEXT: nv_tileas.async_store %{{.*}} stage %[[Z]] {dim_map = array<i64: 0, 1>, offset = 32896 : i64, stage_bytes = 8192 : i64,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @ring_store(%pa: !nv_tileaa.ptr<f16>, %m: i32, %n: i32, %ld: i32, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %sm = arith.extsi %m : i32 to i64
  %sn = arith.extsi %n : i32 to i64
  %sld = arith.extsi %ld : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sm, %sn], strides[%sld, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  cf.br ^header(%c0 : i64)
^header(%k: i64):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s = arith.addf %a, %a : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  nv_tileas.tiled_store %s, %ma[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, !nv_tileaa.memref<?x?xf16>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return
}
}

// -----

// In a kernel with atomics the store still goes out with TMA (atomic_rmw_mix's,
// as NVIDIA's tileiras stores it), fence_global: the async proxy is ordered
// after the atomics' generic-proxy global accesses first.
// CHECK-LABEL: func.func @atomic_store
// CHECK: nv_tileas.async_load
// CHECK: nv_tileas.atomic_rmw
// CHECK: nv_tileas.buffer_write
// CHECK-NEXT: nv_tileas.async_store %{{.*}}[%arg3] stage %{{.*}} {dim_map = array<i64: 0>, fence_global, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<1024xf32,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @atomic_store(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pi: !nv_tileaa.ptr<i32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  %old = nv_tileas.atomic_rmw %pi, %one {mode = "add", sem = "relaxed", scope = "device"} : !nv_tileaa.ptr<i32>, i32
  nv_tileas.tiled_store %b, %ma[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// At sm_90 a tile that gives an atomic's addresses (histogram_atomic_add's
// bins, through extensions and a pointer offset) gets a one-shot TMA stage,
// as tileiras 13.5 loads it; from sm_100 (13.1 loads it directly) it stays
// a direct load (next case).
// CHECK-LABEL: func.func @bins_sm90
// CHECK-SAME: nv_tileas.pipeline_bytes = 4104 : i64
// CHECK: nv_tileas.async_load %{{.*}} {barrier = 4096 : i64, dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<4096xi8,
// CHECK: %[[R:.*]] = nv_tileas.buffer_read
// CHECK-NEXT: nv_tileas.mbarrier_inval
// CHECK-NEXT: arith.extui %[[R]]
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @bins_sm90(%pa: !nv_tileaa.ptr<i8>, %n: i32, %pb: !nv_tileaa.ptr<i32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %ones = arith.constant dense<1> : tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?xi8>
  %t = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xi8> -> tensor<4096xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %x = arith.extui %t : tensor<4096xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>> to tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %y = arith.extsi %x : tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>> to tensor<4096xi64, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %v = nv_tileaa.view %pb : !nv_tileaa.ptr<i32> -> tensor<1x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
  %w = nv_tileaa.broadcast %v : tensor<1x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<4096x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %p = nv_tileaa.addptr %w, %y : tensor<4096x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, tensor<4096xi64, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %o = nv_tileas.atomic_rmw %p, %ones {mode = "add", scope = "device", sem = "relaxed"} : tensor<4096x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  return
}
}

// -----

// CHECK-LABEL: func.func @bins_sm100
// CHECK-NOT: nv_tileas.async_load
// CHECK: nv_tileas.tiled_load
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @bins_sm100(%pa: !nv_tileaa.ptr<i8>, %n: i32, %pb: !nv_tileaa.ptr<i32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %ones = arith.constant dense<1> : tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?xi8>
  %t = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xi8> -> tensor<4096xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %x = arith.extui %t : tensor<4096xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>> to tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %y = arith.extsi %x : tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>> to tensor<4096xi64, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %v = nv_tileaa.view %pb : !nv_tileaa.ptr<i32> -> tensor<1x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
  %w = nv_tileaa.broadcast %v : tensor<1x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<4096x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %p = nv_tileaa.addptr %w, %y : tensor<4096x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, tensor<4096xi64, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  %o = nv_tileas.atomic_rmw %p, %ones {mode = "add", scope = "device", sem = "relaxed"} : tensor<4096x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, tensor<4096xi32, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
  return
}
}
