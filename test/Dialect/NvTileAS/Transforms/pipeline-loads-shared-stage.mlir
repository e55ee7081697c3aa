// At sm_120 attention's loops get no rings: 99 KiB of shared memory leave
// no room for a 32 KiB stage each of K and V beside Q's one-shot stage. As
// NVIDIA's tileiras does there, Q, K and V are then TMA copies into one
// 32 KiB stage: Q, whose dots are in other blocks (the two loops), is read
// into registers at once, in the A fragment layout of its mma.sync dots
// (every warp along M: `mma::invariant_a`), which take it from there; K
// (Kᵀ, K-major: `ldmatrix` without `.trans`) and V are read in place by
// their dots. The P·V dot takes P in the S dot's C layout, which is its A
// fragment layout (`mma::chained_from`): no dot stages anything, and the
// scratch is the row reductions' 512 bytes. Each sequence starts with
// `async_wait 0` (a CTA barrier), so every copy lands after the previous
// tile's last read; the region is one stage and its mbarrier.
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/attention_fmha_causal_f16.sm_120.tileirbc -o %t.ct.mlir
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {\n/' -e '$a }' %t.ct.mlir > %t.mlir
// RUN: tileas-opt %t.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s
// The same kernel at sm_100 keeps Q in place for its tcgen05 dots and rings
// for K and V.
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {\n/' -e '$a }' %t.ct.mlir > %t100.mlir
// RUN: tileas-opt %t100.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s --check-prefix=SM100

// CHECK-LABEL: func.func @attention_fmha_causal_f16(
// CHECK-SAME: nv_tileas.pipeline_bytes = 32776 : i64, nv_tileas.smem_bytes = 512 : i64
// Q
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 32768 : i64, count = 1 : i64}
// CHECK: nv_tileas.async_load {{.*}} {barrier = 32768 : i64, dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major",
// CHECK: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major", to_registers} : tensor<1x1x128x128xf16, #nv_tileas.tv<[[FRAG:\(4, 8, 8\):\(2, 128, 2048\), \(2, 2, 16\):\(1, 1024, 8\)]]>>
// K, then V, in the first loop
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 32768 : i64, count = 1 : i64}
// CHECK: nv_tileas.async_load {{.*}} {barrier = 32768 : i64, dim_map = array<i64: 0, 1, 3, 2>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major",
// CHECK: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 3, 2>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major"} :
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x128xf16, #nv_tileas.tv<[[FRAG]]>>, {{.*}}, tensor<128x128xf32, #nv_tileas.tv<[[FRAG]]>>
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 32768 : i64, count = 1 : i64}
// CHECK: nv_tileas.async_load {{.*}} {barrier = 32768 : i64, dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_n_major",
// CHECK: %[[V:.*]] = nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_n_major"} :
// CHECK-NOT: nv_tileas.async_load
// CHECK: nv_tileaa.dot %{{.*}}, %[[V2:.*]], %{{.*}} : tensor<128x128xf16, #nv_tileas.tv<[[FRAG]]>>,

// SM100-LABEL: func.func @attention_fmha_causal_f16(
// SM100: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 2, 3>, offset = {{[0-9]+}} : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major"} :
// SM100: nv_tileas.buffer_read stage %{{[^ ]*}} {{.*}}swizzle = "umma_k_major"} :
