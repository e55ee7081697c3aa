// cuda_tile 13.3's mmaf_scaled and 13.2's f8E8M0FNU element type, in the custom
// form (as NVIDIA's 13.5 tileirdisasm prints them) and the generic form.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

cuda_tile.module @m version "13.3" {
  // CHECK-LABEL: testing$func @k
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<2x8xf8E8M0FNU>, %x: !cuda_tile.tile<8xf32>) {
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    // CHECK: ftof %{{.*}} rounding<positive_inf> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %1 = ftof %x rounding<positive_inf> : tile<8xf32> -> tile<8xf8E8M0FNU>
    // CHECK: ftof %{{.*}}  : tile<8xf8E8M0FNU> -> tile<8xf32>
    %2 = ftof %1 : tile<8xf8E8M0FNU> -> tile<8xf32>
    // CHECK: constant <f8E8M0FNU: [1.000000e+00, 2.000000e+00]> : tile<2xf8E8M0FNU>
    %3 = constant <f8E8M0FNU: [1.0, 2.0]> : tile<2xf8E8M0FNU>
    return
  }
}
