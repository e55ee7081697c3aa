// atomic_red_view_tko's 13.5 `inbounds` (one entry per index, after the token)
// prints as NVIDIA's 13.5 tileirdisasm prints it, in the custom and the generic
// form; an op without it prints none.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.5> : tile<16x64xf32>
    // CHECK: %[[T0:.*]] = atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} inbounds = [true, false] : tile<16x64xf32>
    %t0 = atomic_red_view_tko relaxed device %pv[%c1, %c1], addf, %v inbounds = [true, false] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} token = %[[T0]] inbounds = [false, true] :
    %t1 = atomic_red_view_tko relaxed tl_blk %pv[%c1, %c1], addf, %v token = %t0 inbounds = [false, true] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x64xf32>
    %t2 = atomic_red_view_tko relaxed device %pv[%c1, %c1], addf, %v : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
