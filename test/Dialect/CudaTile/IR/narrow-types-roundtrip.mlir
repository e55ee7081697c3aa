// cuda_tile 13.3's 4-bit element types, f4E2M1FN and i4, wherever 13.3 takes them
// (as NVIDIA's 13.5 tileirdisasm prints them), in the custom and the generic form.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

cuda_tile.module @m version "13.3" {
  // CHECK-LABEL: testing$func @k
  // CHECK-SAME: tile<ptr<f4E2M1FN>>
  testing$func @k(%p: !cuda_tile.tile<!cuda_tile.ptr<f4E2M1FN>>, %bytes: !cuda_tile.tile<64xi8>,
                  %x: !cuda_tile.tile<128xf32>, %w: !cuda_tile.tile<128xi32>,
                  %sa: !cuda_tile.tile<16x4xf8E4M3FN>, %sb: !cuda_tile.tile<4x8xf8E4M3FN>,
                  %ea: !cuda_tile.tile<16x2xf8E8M0FNU>, %eb: !cuda_tile.tile<2x8xf8E8M0FNU>,
                  %acc: !cuda_tile.tile<16x8xf32>) {
    // CHECK: unpack %{{.*}} : tile<64xi8> -> tile<128xf4E2M1FN>
    %f = unpack %bytes : tile<64xi8> -> tile<128xf4E2M1FN>
    // CHECK: pack %{{.*}} : tile<128xf4E2M1FN> -> tile<64xi8>
    %0 = pack %f : tile<128xf4E2M1FN> -> tile<64xi8>
    // CHECK: ftof %{{.*}}  : tile<128xf4E2M1FN> -> tile<128xf32>
    %1 = ftof %f : tile<128xf4E2M1FN> -> tile<128xf32>
    // CHECK: ftof %{{.*}}  : tile<128xf32> -> tile<128xf4E2M1FN>
    %2 = ftof %x : tile<128xf32> -> tile<128xf4E2M1FN>
    // CHECK: constant <f4E2M1FN: [0.000000e+00, 5.000000e-01, -6.000000e+00, 1.500000e+00]> : tile<4xf4E2M1FN>
    %3 = constant <f4E2M1FN: [0.0, 0.5, -6.0, 1.5]> : tile<4xf4E2M1FN>
    // CHECK: reshape %{{.*}} : tile<128xf4E2M1FN> -> tile<16x8xf4E2M1FN>
    %4 = reshape %f : tile<128xf4E2M1FN> -> tile<16x8xf4E2M1FN>
    // CHECK: unpack %{{.*}} : tile<64xi8> -> tile<128xi4>
    %i = unpack %bytes : tile<64xi8> -> tile<128xi4>
    // CHECK: exti %{{.*}} signed : tile<128xi4> -> tile<128xi32>
    %5 = exti %i signed : tile<128xi4> -> tile<128xi32>
    // CHECK: trunci %{{.*}} : tile<128xi32> -> tile<128xi4>
    %6 = trunci %w : tile<128xi32> -> tile<128xi4>
    // CHECK: pack %{{.*}} : tile<128xi4> -> tile<64xi8>
    %7 = pack %6 : tile<128xi4> -> tile<64xi8>
    // CHECK: permute %{{.*}} [1, 0] : tile<16x8xf4E2M1FN> -> tile<8x16xf4E2M1FN>
    %8 = permute %4 [1, 0] : tile<16x8xf4E2M1FN> -> tile<8x16xf4E2M1FN>
    %big = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %bigb = constant <f4E2M1FN: 2.0> : tile<64x8xf4E2M1FN>
    // CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xf8E4M3FN>, tile<4x8xf8E4M3FN>
    %10 = mmaf_scaled %big, %bigb, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xf8E4M3FN>, tile<4x8xf8E4M3FN>
    // CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    %11 = mmaf_scaled %big, %bigb, %acc, %ea, %eb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    return
  }
}

// 13.4's fnv8E5M3FNU: a cuda_tile type, written bare inside cuda_tile types.
cuda_tile.module @m2 version "13.4" {
  // CHECK-LABEL: testing$func @e5m3
  // CHECK-SAME: tile<ptr<fnv8E5M3FNU>>
  testing$func @e5m3(%p: !cuda_tile.tile<!cuda_tile.ptr<!cuda_tile.fnv8E5M3FNU>>, %x: tile<8xf32>,
                     %a: tile<16x64xf4E2M1FN>, %b: tile<64x8xf4E2M1FN>, %acc: tile<16x8xf32>,
                     %sa: tile<16x4xfnv8E5M3FNU>, %sb: tile<4x8xfnv8E5M3FNU>) {
    // CHECK: ftof %{{.*}}  : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    %0 = ftof %x : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    // CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xfnv8E5M3FNU>, tile<4x8xfnv8E5M3FNU>
    %1 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xfnv8E5M3FNU>, tile<4x8xfnv8E5M3FNU>
    return
  }
}
