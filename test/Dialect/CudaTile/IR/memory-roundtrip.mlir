// Round trip of load_ptr_tko, store_ptr_tko, atomic_rmw_tko, atomic_cas_tko,
// make_token and join_tokens with every optional group present and absent.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: entry @memory(
  entry @memory(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %c: tile<i1>, %f: tile<f32>, %x: tile<i32>) {
    // CHECK: %[[TOK:.*]] = make_token : token
    // GENERIC: "cuda_tile.make_token"() : () -> !cuda_tile.token
    %tok = make_token : token

    // CHECK: %result, %result_token = load_ptr_tko weak %{{.*}} : tile<ptr<f32>> -> tile<f32>, token
    // GENERIC: "cuda_tile.load_ptr_tko"(%{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>}>
    %v0, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK: load_ptr_tko relaxed device %{{.*}}, %{{.*}} : tile<ptr<f32>>, tile<i1> -> tile<f32>, token
    %v1, %t1 = load_ptr_tko relaxed device %p, %c : tile<ptr<f32>>, tile<i1> -> tile<f32>, token
    // CHECK: load_ptr_tko acquire sys %{{.*}}, %{{.*}}, %{{.*}} token=%[[TOK]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %v2, %t2 = load_ptr_tko acquire sys %p, %c, %f token=%tok : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    // CHECK: load_ptr_tko weak %{{.*}} token=%[[TOK]] optimization_hints = <sm_100 = {latency = 2}> : tile<ptr<f32>> -> tile<f32>, token
    %v3, %t3 = load_ptr_tko weak %p token=%tok optimization_hints = <sm_100 = {latency = 2}> : tile<ptr<f32>> -> tile<f32>, token

    // CHECK: %{{.*}} = store_ptr_tko weak %{{.*}}, %{{.*}} : tile<ptr<f32>>, tile<f32> -> token
    %s0 = store_ptr_tko weak %p, %v0 : tile<ptr<f32>>, tile<f32> -> token
    // CHECK: store_ptr_tko release tl_blk %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
    %s1 = store_ptr_tko release tl_blk %p, %v1, %c token=%s0 : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
    // CHECK: store_ptr_tko relaxed device %{{.*}}, %{{.*}} optimization_hints = <sm_120 = {}> : tile<ptr<f32>>, tile<f32> -> token
    %s2 = store_ptr_tko relaxed device %p, %v2 optimization_hints = <sm_120 = {}> : tile<ptr<f32>>, tile<f32> -> token

    // CHECK: %{{.*}} = join_tokens %{{.*}}, %{{.*}} : token
    %j0 = join_tokens %t0, %t1 : token
    // CHECK: join_tokens %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : token
    %j1 = join_tokens %t2, %t3, %s1, %s2 : token

    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %r0, %rt0 = atomic_rmw_tko relaxed device %p, addf, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    // CHECK: atomic_rmw_tko acq_rel sys %{{.*}}, max, %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %r1, %rt1 = atomic_rmw_tko acq_rel sys %q, max, %x, %c token=%j0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    // CHECK: atomic_rmw_tko release tl_blk %{{.*}}, xchg, %{{.*}} token=%{{.*}} : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %r2, %rt2 = atomic_rmw_tko release tl_blk %p, xchg, %f token=%j1 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    // CHECK: atomic_rmw_tko acquire device %{{.*}}, umin, %{{.*}}, %{{.*}} : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %r3, %rt3 = atomic_rmw_tko acquire device %q, umin, %x, %c : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token

    // CHECK: atomic_cas_tko acq_rel device %{{.*}}, %{{.*}}, %{{.*}} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // GENERIC: "cuda_tile.atomic_cas_tko"(%{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 4 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}>
    %c0, %ct0 = atomic_cas_tko acq_rel device %q, %x, %x : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK: atomic_cas_tko acquire device %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %c1, %ct1 = atomic_cas_tko acquire device %q, %x, %x, %c token=%ct0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    // CHECK: atomic_cas_tko relaxed sys %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %c2, %ct2 = atomic_cas_tko relaxed sys %p, %f, %f token=%ct1 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    return
  }
}
