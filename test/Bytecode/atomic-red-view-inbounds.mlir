// atomic_red_view_tko's 13.5 `inbounds` through TileIR bytecode: a module with an
// entry set to true is written as 13.5 (the oldest version that holds it) and read
// back the same; an op without it is written with an all-false `inbounds` and read
// back without one.
// (atomic-red-view-inbounds-reference.mlir checks these bytes with NVIDIA's 13.5 tools.)
// RUN: tileas-opt -no-implicit-module %s -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.actual.mlir | cmp - %t.tileirbc
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: od -A n -t x1 -j 8 -N 2 %t.tileirbc | FileCheck %s --check-prefix=VERSION
// RUN: FileCheck %s --input-file=%t.actual.mlir

// VERSION: 0d 05
// CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} inbounds = [true, false] : tile<16x64xf32>
// CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}], max, %{{.*}} token = %{{.*}} : tile<16x64xi32>
// REF: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} inbounds = [true, false] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
// REF: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}], max, %{{.*}} token = %{{.*}} : tile<16x64xi32>, partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1]>>, tile<i32> -> token
cuda_tile.module @kernels version "13.5" {
  entry @k(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.5> : tile<16x64xf32>
    %t0 = atomic_red_view_tko relaxed device %pv[%c1, %c1], addf, %v inbounds = [true, false] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    %tq = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xi32, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1]>>
    %w = constant <i32: 7> : tile<16x64xi32>
    %t1 = atomic_red_view_tko relaxed tl_blk %pq[%c1, %c1], max, %w token = %t0 : tile<16x64xi32>, partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
