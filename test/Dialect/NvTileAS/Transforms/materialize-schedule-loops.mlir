// tileas-schedule-loops then tileas-materialize-schedule on the K loop of
// schedule-loops.mlir (II 24: the loads and the dot in stage 0, the mulf
// and addf that compute the next accumulator in stage 1): the kernel loop
// loads iteration k's tiles and finishes iteration k-1's accumulator, which
// its dot then uses; the epilogue finishes the last one.
// The kernel carries the dot's 64x64 f32 result (no layout here: the whole
// tile, 16384 bytes a thread) one step: max-carried-bytes below that leaves
// the loop as it is; a negative budget is refused.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-schedule-loops,tileas-materialize-schedule{max-carried-bytes=16384}))' | FileCheck %s
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-schedule-loops,tileas-materialize-schedule{max-carried-bytes=16383}))' | FileCheck %s --check-prefix=BUDGET
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-materialize-schedule{max-carried-bytes=-1}))' 2>&1 | FileCheck %s --check-prefix=NEG

// BUDGET-LABEL: func.func @kloop
// BUDGET-NOT: arith.andi
// BUDGET: cf.br ^bb1({{.*}}) {nv_tileas.sched_ii = 24 : i64, nv_tileas.sched_stages = 2 : i64}
// NEG: error: invalid value for option 'max-carried-bytes' of pass 'tileas-materialize-schedule': max-carried-bytes must be non-negative, got -1

// CHECK-LABEL: func.func @kloop
// CHECK:   cf.cond_br %{{.*}}, ^bb1, ^bb5(%c0_i64, %cst : i64, tensor<64x64xf32>)
// CHECK: ^bb1:
// CHECK:   %[[A0:.*]] = nv_tileas.tiled_load
// CHECK:   %[[B0:.*]] = nv_tileas.tiled_load
// CHECK:   %[[D0:.*]] = nv_tileaa.dot %[[A0]], %[[B0]], %cst
// CHECK:   cf.br ^bb2(%{{.*}}, %[[D0]], %{{.*}} : i64, tensor<64x64xf32>, i64)
// CHECK: ^bb2(%[[K:.*]]: i64, %[[DPREV:.*]]: tensor<64x64xf32>, %{{.*}}: i64):
// CHECK: ^bb3:
// CHECK:   %[[A:.*]] = nv_tileas.tiled_load
// CHECK:   %[[B:.*]] = nv_tileas.tiled_load
// CHECK:   %[[H:.*]] = arith.mulf %[[DPREV]], %cst_0
// CHECK:   %[[ACC:.*]] = arith.addf %[[H]], %[[DPREV]]
// CHECK:   %[[D:.*]] = nv_tileaa.dot %[[A]], %[[B]], %[[ACC]]
// CHECK:   cf.br ^bb2(%{{.*}}, %[[D]], %{{.*}} : i64, tensor<64x64xf32>, i64)
// CHECK: ^bb4:
// CHECK:   %[[HL:.*]] = arith.mulf %[[DPREV]], %cst_0
// CHECK:   %[[LAST:.*]] = arith.addf %[[HL]], %[[DPREV]]
// CHECK:   cf.br ^bb5(%{{.*}}, %[[LAST]] : i64, tensor<64x64xf32>)
// CHECK: ^bb7:
// CHECK:   nv_tileas.tiled_store
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
