// strided_view and gather_scatter_view (13.3) through TileIR bytecode (type tags 21
// and 20, make_strided_view 0x74, make_gather_scatter_view 0x73, per-index types of
// a gather load/store): MLIR -> bytecode -> MLIR gives the same IR, and writing is
// deterministic whatever the input form; 13.5 bytecode too.
// (views-13x-reference.mlir checks these bytes with NVIDIA's 13.5 tools.)
// RUN: tileas-opt -no-implicit-module %s -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.actual.mlir | cmp - %t.tileirbc
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: FileCheck %s --input-file=%t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.135.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.135.tileirbc | FileCheck %s --check-prefix=V135
// RUN: tileirdisasm %t.135.tileirbc | FileCheck %s --check-prefix=REF
// RUN: tileirdisasm %t.tileirbc | FileCheck %s --check-prefix=REF
// (The REF lines: what NVIDIA's 13.5 tileirdisasm prints for the same bytes.)

// CHECK: cuda_tile.module @kernels version "13.3"
// V135: cuda_tile.module @kernels version "13.5"
// V135: make_strided_view
// V135: make_gather_scatter_view
// REF: entry @strided(%{{[A-Za-z0-9_]+}}: tile<ptr<f32>>, %{{[A-Za-z0-9_]+}}: tile<i32>) {
// REF: %{{[A-Za-z0-9_]+}} = make_tensor_view %{{[A-Za-z0-9_]+}}, shape = [%{{[A-Za-z0-9_]+}}, 16], strides = [16, 1] : tile<i32> -> tensor_view<?x16xf32, strides=[16,1]>
// REF: %{{[A-Za-z0-9_]+}} = make_strided_view %{{[A-Za-z0-9_]+}} : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>
// REF: %{{[A-Za-z0-9_]+}} = make_strided_view %{{[A-Za-z0-9_]+}} : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>
// REF: %{{[A-Za-z0-9_]+}} = make_strided_view %{{[A-Za-z0-9_]+}} : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<?x16xf32, strides=[16,1]>>
// REF: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = load_view_tko weak %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
// REF: %{{[A-Za-z0-9_]+}} = store_view_tko weak %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}] token = %{{[A-Za-z0-9_]+}} : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
// REF: %{{[A-Za-z0-9_]+}}:2 = get_index_space_shape %{{[A-Za-z0-9_]+}} : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
// REF: %{{[A-Za-z0-9_]+}} = atomic_red_view_tko relaxed device %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}], addf, %{{[A-Za-z0-9_]+}} : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
// REF: entry @gather(%{{[A-Za-z0-9_]+}}: tile<ptr<f32>>, %{{[A-Za-z0-9_]+}}: tile<i64>) {
// REF: %{{[A-Za-z0-9_]+}} = make_tensor_view %{{[A-Za-z0-9_]+}}, shape = [%{{[A-Za-z0-9_]+}}, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
// REF: %{{[A-Za-z0-9_]+}} = make_gather_scatter_view %{{[A-Za-z0-9_]+}} : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>
// REF: %{{[A-Za-z0-9_]+}} = make_gather_scatter_view %{{[A-Za-z0-9_]+}} : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>
// REF: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = load_view_tko weak %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}] : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
// REF: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = load_view_tko weak %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}] : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>, tile<i64>, tile<64xi64> -> tile<8x64xf32>, token
// REF: %{{[A-Za-z0-9_]+}} = store_view_tko weak %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}[%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}] : tile<8x64xf32>, gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
cuda_tile.module @kernels version "13.3" {
  entry @strided(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n, 16], strides = [16, 1] : tile<i32> -> tensor_view<?x16xf32, strides=[16,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>
    %st = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %si = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<?x16xf32, strides=[16,1]>, dim_map=[0, 1]>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t, %tok = load_view_tko weak %sv[%c0, %c1] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %tok2 = store_view_tko weak %t, %sv[%c1, %c0] token = %tok : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
    %a, %b = get_index_space_shape %st : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    %tok3 = atomic_red_view_tko relaxed device %sv[%c0, %c0], addf, %t : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @gather(%p: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>
    %gp = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>
    %rows = constant <i32: [0, 10, 20, 30, 40, 50, 60, 70]> : tile<8xi32>
    %cols = iota : tile<64xi64>
    %c0 = constant <i32: 0> : tile<i32>
    %c8 = constant <i64: 8> : tile<i64>
    %g, %tok = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
    %h, %tok2 = load_view_tko weak %gp[%c8, %cols] : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>, tile<i64>, tile<64xi64> -> tile<8x64xf32>, token
    %tok3 = store_view_tko weak %g, %gv[%rows, %c0] : tile<8x64xf32>, gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }
}
