// strided_view and gather_scatter_view (cuda_tile 13.3): the types, the ops that make
// them, and loads/stores through them, in the custom form (as NVIDIA's 13.5
// tileirdisasm prints them) and in the generic form.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @m version "13.3"
cuda_tile.module @m version "13.3" {
  // CHECK-LABEL: entry @strided
  entry @strided(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n, 16], strides = [16, 1] : tile<i32> -> tensor_view<?x16xf32, strides=[16,1]>
    // CHECK: %[[SV:.*]] = make_strided_view %{{.*}} : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>
    // CHECK: make_strided_view %{{.*}} : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %st = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // The identity dim_map is not printed.
    // CHECK: make_strided_view %{{.*}} : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<?x16xf32, strides=[16,1]>>
    %si = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<?x16xf32, strides=[16,1]>, dim_map=[0, 1]>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // CHECK: %[[T:.*]], %[[TOK:.*]] = load_view_tko weak %[[SV]][%{{.*}}, %{{.*}}] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %t, %tok = load_view_tko weak %sv[%c0, %c1] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK: store_view_tko weak %[[T]], %[[SV]][%{{.*}}, %{{.*}}] token = %[[TOK]] : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
    %tok2 = store_view_tko weak %t, %sv[%c1, %c0] token = %tok : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK: get_index_space_shape %{{.*}} : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    %a, %b = get_index_space_shape %st : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    // CHECK: atomic_red_view_tko relaxed device %[[SV]][%{{.*}}, %{{.*}}], addf, %[[T]] : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
    %tok3 = atomic_red_view_tko relaxed device %sv[%c0, %c0], addf, %t : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  // CHECK-LABEL: entry @gather
  entry @gather(%p: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    // CHECK: %[[GV:.*]] = make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>
    // CHECK: make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>
    %gp = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>
    %rows = constant <i32: [0, 10, 20, 30, 40, 50, 60, 70]> : tile<8xi32>
    %cols = iota : tile<64xi64>
    %c0 = constant <i32: 0> : tile<i32>
    %c8 = constant <i64: 8> : tile<i64>
    // Index types differ: each is printed.
    // CHECK: %[[G:.*]], %{{.*}} = load_view_tko weak %[[GV]][%{{.*}}, %{{.*}}] : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
    %g, %tok = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>, tile<i64>, tile<64xi64> -> tile<8x64xf32>, token
    %h, %tok2 = load_view_tko weak %gp[%c8, %cols] : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=1>, tile<i64>, tile<64xi64> -> tile<8x64xf32>, token
    // CHECK: store_view_tko weak %[[G]], %[[GV]][%{{.*}}, %{{.*}}] : tile<8x64xf32>, gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    %tok3 = store_view_tko weak %g, %gv[%rows, %c0] : tile<8x64xf32>, gather_scatter_view<tile=(8x64), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }
}
