// The 13.5 pointer classification and the multimem ops through TileIR
// bytecode: written as 13.5 and read back the same (tile<ptr<f32,
// <multicast>>>, `#cuda_tile.ptr_attr<multicast>` on the views, the
// reduction kind, `inbounds`, the input token); unicast and none too (a
// module with only `none` would be written as 13.4, NVIDIA's version for it).
// (multimem-reference.mlir checks these bytes with NVIDIA's 13.5 tools.)
// RUN: tileas-opt -no-implicit-module %S/../tileiras/Inputs/multimem.mlir -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %S/../tileiras/Inputs/multimem.mlir -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.actual.mlir | cmp - %t.tileirbc
// RUN: tileas-opt %S/../tileiras/Inputs/multimem.mlir --mlir-print-op-generic | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: od -A n -t x1 -j 8 -N 2 %t.tileirbc | FileCheck %s --check-prefix=VERSION
// RUN: FileCheck %s --input-file=%t.actual.mlir
// RUN: tileas-opt -no-implicit-module %s -o %t.pa.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s | tileas-translate --tilebc-to-mlir -o %t.pa.actual.mlir
// RUN: diff %t.pa.expected.mlir %t.pa.actual.mlir
// RUN: FileCheck %s --check-prefix=PA --input-file=%t.pa.actual.mlir

// VERSION: 0d 05
// CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
// CHECK: multimem_load_reduce_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
// CHECK: multimem_load_reduce_view_tko acquire device %{{.*}}[%{{.*}}, %{{.*}}] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} :
// CHECK: multimem_reduce_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [true, false] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
// CHECK: multimem_reduce_view_tko relaxed sys %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} :
// CHECK: multimem_store_view_tko release device %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [false, true] :
// PA: entry @k(%{{.*}}: tile<ptr<f32, <unicast>>>, %{{.*}}: tile<ptr<f64, <none>>>)
// PA: tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
// PA: tensor_view<f64, #cuda_tile.ptr_attr<none>>
cuda_tile.module @kernels version "13.5" {
  entry @k(%u: tile<ptr<f32, <unicast>>>, %z: tile<ptr<f64, <none>>>) {
    %tu = make_tensor_view %u, shape = [64], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %tz = make_tensor_view %z, shape = [], strides = [] : tile<ptr<f64, <none>>> -> tensor_view<f64, #cuda_tile.ptr_attr<none>>
    return
  }
}
