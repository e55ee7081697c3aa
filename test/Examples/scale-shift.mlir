// The bundled cuda_tile example through the cuda_tile clean-ups of -O3.
// RUN: tileas-opt -tileas-cuda-tile-O3 %examples/cuda_tile/scale_shift.mlir | FileCheck %s
// RUN: tileas-opt -tileas-cuda-tile-O0 %examples/cuda_tile/scale_shift.mlir | tileas-opt | FileCheck %s --check-prefix=PARSE

// CHECK-LABEL: cuda_tile.module @kernels {
// CHECK-NEXT: entry @scale_shift(%{{.*}}: tile<f32>, %{{.*}}: tile<i32>) {
// CHECK-NEXT: return
// PARSE: addf %{{.*}}, %{{.*}} rounding<zero> : tile<4xf32>
