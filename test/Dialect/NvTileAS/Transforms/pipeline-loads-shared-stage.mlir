// At sm_120 attention's loops get no rings (mma.sync stages its operands in
// 64 KiB of scratch; 99 KiB of shared memory leave no room for 32 KiB stages
// of K and V). As NVIDIA's tileiras does there, Q, K and V are then TMA
// copies into one 32 KiB stage: Q, whose dots are in other blocks (the two
// loops), is read into registers at once; K (Kᵀ, K-major) is read into
// registers for the dot's staging; V is read in place by its dot, which
// comes before any other one-shot copy in its block. Each sequence starts
// with `async_wait 0` (a CTA barrier), so every copy lands after the previous
// tile's last read; the region is one stage and its mbarrier.
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/attention_fmha_causal_f16.sm_120.tileirbc -o %t.ct.mlir
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {\n/' -e '$a }' %t.ct.mlir > %t.mlir
// RUN: tileas-opt %t.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s
// The same kernel at sm_100 keeps Q in place for its tcgen05 dots and rings
// for K and V.
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {\n/' -e '$a }' %t.ct.mlir > %t100.mlir
// RUN: tileas-opt %t100.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s --check-prefix=SM100

// CHECK-LABEL: func.func @attention_fmha_causal_f16(
// CHECK-SAME: nv_tileas.pipeline_bytes = 32776 : i64
// Q
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 32768 : i64, count = 1 : i64}
// CHECK: nv_tileas.async_load {{.*}} {barrier = 32768 : i64, dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major",
// CHECK: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major", to_registers}
// K, then V, in the first loop
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 32768 : i64, count = 1 : i64}
// CHECK: nv_tileas.async_load {{.*}} {barrier = 32768 : i64, dim_map = array<i64: 0, 1, 3, 2>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major",
// CHECK: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 3, 2>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major", to_registers}
// CHECK: nv_tileaa.dot
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.mbarrier_init {barrier = 32768 : i64, count = 1 : i64}
// CHECK: nv_tileas.async_load {{.*}} {barrier = 32768 : i64, dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_n_major",
// CHECK: %[[V:.*]] = nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_n_major"} :
// CHECK-NOT: nv_tileas.async_load
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} :

// SM100-LABEL: func.func @attention_fmha_causal_f16(
// SM100: nv_tileas.buffer_read {{.*}} {dim_map = array<i64: 0, 1, 2, 3>, offset = {{[0-9]+}} : i64, stage_bytes = 32768 : i64, swizzle = "umma_k_major"} :
// SM100: nv_tileas.buffer_read stage %{{[^ ]*}} {{.*}}swizzle = "umma_k_major"} :
