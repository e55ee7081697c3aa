// ftof rounding modes of cuda_tile 13.4 (as NVIDIA's 13.5 tileirdisasm prints
// them): toward zero, -inf, +inf and to nearest with ties away, in the custom
// and the generic form; nearest_even prints nothing.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

cuda_tile.module @m version "13.4" {
  // CHECK-LABEL: testing$func @k
  testing$func @k(%f: !cuda_tile.tile<4xf32>, %d: !cuda_tile.tile<4xf64>, %h: !cuda_tile.tile<4xf16>) {
    // CHECK: ftof %{{.*}} rounding<zero> : tile<4xf32> -> tile<4xf16>
    %0 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf16>
    // CHECK: ftof %{{.*}} rounding<zero> : tile<4xf32> -> tile<4xbf16>
    %1 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xbf16>
    // CHECK: ftof %{{.*}} rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    %2 = ftof %d rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    // CHECK: ftof %{{.*}} rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
    %3 = ftof %d rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
    // CHECK: ftof %{{.*}} rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %4 = ftof %f rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    // CHECK: ftof %{{.*}} rounding<nearest_away> : tile<4xf16> -> tile<4xf32>
    %5 = ftof %h rounding<nearest_away> : tile<4xf16> -> tile<4xf32>
    // CHECK: ftof %{{.*}} rounding<zero> : tile<4xf64> -> tile<4xf16>
    %6 = ftof %d rounding<zero> : tile<4xf64> -> tile<4xf16>
    // CHECK: ftof %{{.*}}  : tile<4xf32> -> tile<4xf16>
    %7 = ftof %f rounding<nearest_even> : tile<4xf32> -> tile<4xf16>
    return
  }
}
