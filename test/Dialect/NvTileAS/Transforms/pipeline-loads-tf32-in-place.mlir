// A tf32 tensor-core operand whose TMA copy converts it (the tensor map's tf32
// format, `tf32` on async_load) is read in place: its stage read is the tf32
// tile the dot takes, and the fp_to_fp goes away, as NVIDIA's tileiras feeds
// its tf32 MMAs (no conversion in its kernel). matmul_tf32 at sm_100: A
// (K-major) and B (N-major) in place, both stages in the 128-byte swizzle of
// 32-byte atoms that tcgen05 reads tf32 in ("_32b", NVIDIA's layout). A stage that is not a
// TMA copy (cuTile 1.7's matmul_tf32, whose loads take cp.async rings) keeps
// its conversion: only the TMA copy converts (its f32 stage is read in place
// as f32 and converted in registers).
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_tf32.tileirbc -o %t.ct.mlir
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {\n/' -e '$a }' %t.ct.mlir > %t.mlir
// RUN: tileas-opt %t.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s

// CHECK: nv_tileas.async_load {{.*}}swizzle = "umma_k_major_32b", tf32
// CHECK: nv_tileas.async_load {{.*}}swizzle = "umma_n_major_32b", tf32
// CHECK: %[[A:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major_32b"} : tensor<128x32xtf32
// CHECK-NEXT: %[[B:.*]] = nv_tileas.buffer_read {{.*}}swizzle = "umma_n_major_32b"} : tensor<32x128xtf32
// CHECK-NEXT: nv_tileaa.dot %[[A]], %[[B]],

// RUN: tileas-translate -cudatilebc-to-mlir %corpus/cutile-1.7/13.2/matmul_tf32.tileirbc -o %t.ct17.mlir
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {\n/' -e '$a }' %t.ct17.mlir > %t17.mlir
// RUN: tileas-opt %t17.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s --check-prefix=CPASYNC
// CPASYNC-NOT: tf32,
// CPASYNC: %[[A:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64} : tensor<128x32xf32
// CPASYNC-NEXT: nv_tileaa.fp_to_fp %[[A]]

// A conversion to tf32 rounding otherwise than to nearest (13.4's
// `rounding<zero>` on A's ftof) is not what the TMA copy does: A's stage is
// read as f32 and converted in registers (the dot stages it, in 32-byte
// atoms too); B (nearest) is still read in place.
// RUN: sed -e 's/cuda_tile.module @kernels {/cuda_tile.module @kernels version "13.4" {/' \
// RUN:   -e 's/ftof \([%]tile\)  :/ftof \1 rounding<zero> :/' %t.ct.mlir \
// RUN:   | sed -e '1s/^/module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {\n/' -e '$a }' > %tz.mlir
// RUN: tileas-opt %tz.mlir --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas,func.func(tileas-assign-layouts,tileas-pipeline-loads))' | FileCheck %s --check-prefix=ZERO
// ZERO: %[[A:.*]] = nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64} : tensor<128x32xf32
// ZERO-NEXT: nv_tileaa.fp_to_fp %[[A]] {rounding = "zero"}
// ZERO-NEXT: nv_tileas.buffer_read {{.*}}swizzle = "umma_n_major_32b"} : tensor<32x128xtf32
