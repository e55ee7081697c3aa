// The 13.3-13.5 ops and fields added after new-ops-13x.mlir through TileIR bytecode:
// MLIR -> bytecode (the oldest version that holds the module) -> MLIR gives the same
// IR, and writing is deterministic whatever the input form.
// (new-ops-13x-b-reference.mlir checks these bytes with NVIDIA's 13.5 tools.)
// RUN: tileas-opt -no-implicit-module %s -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.actual.mlir | cmp - %t.tileirbc
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: FileCheck %s --input-file=%t.actual.mlir

// CHECK: cuda_tile.module @kernels version "13.3"
// CHECK: global private @g <i32: [1, 2]> : tile<2xi32>
// CHECK: global private constant @h <f32: 5.000000e-01> : tile<1xf32>
// CHECK: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
// CHECK: alloca num_elem = 16, alignment = 16 global : tile<ptr<i32>>
// CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
// CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}], umax, %{{.*}} token = %{{.*}} : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
// REF: global private @g
// REF: global private constant @h
// REF: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
// REF: alloca num_elem = 16, alignment = 16 global : tile<ptr<i32>>
// REF: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
// REF: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}], umax, %{{.*}} token = %{{.*}} : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
cuda_tile.module @kernels version "13.3" {
  global private @g <i32: [1, 2]> : tile<2xi32>
  global private constant @h <f32: [0.5]> : tile<1xf32>
  entry @k() {
    %a = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %b = alloca num_elem = 16, alignment = 16 global : tile<ptr<i32>>
    return
  }
  entry @atomics(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>
    %tvi = make_tensor_view %q, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %pvi = make_partition_view %tvi : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x16xf32>
    %w = constant <i32: 3> : tile<16xi32>
    %t0 = atomic_red_view_tko relaxed device %pv[%c0, %c1], addf, %v : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed tl_blk %pvi[%c1], umax, %w token = %t0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }

}
