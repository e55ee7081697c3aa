// The 13.5 pointer classification (`ptr<f32, <multicast>>`,
// `#cuda_tile.ptr_attr<...>` on a tensor_view) and the multimem ops print as
// NVIDIA's 13.5 tileirdisasm prints them, in the custom and the generic form:
// make_tensor_view writes its base type when the pointer has a ptr_attr, the
// multimem ops list the input token's type after the index type, and a
// reduction other than add is in the attribute dictionary.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

cuda_tile.module @m version "13.5" {
  // CHECK: entry @k(%{{.*}}: tile<ptr<f32, <multicast>>>, %{{.*}}: tile<ptr<i32, <multicast>>>, %{{.*}}: tile<ptr<f32, <unicast>>>, %{{.*}}: tile<ptr<f64, <none>>>, %{{.*}}: tile<i64>)
  entry @k(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<i32, <multicast>>>, %u: tile<ptr<f32, <unicast>>>, %z: tile<ptr<f64, <none>>>, %n: tile<i64>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    // CHECK: make_partition_view %{{.*}} : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    // CHECK: make_tensor_view %{{.*}}, shape = [64, 128], strides = [128, 1] : tile<ptr<i32, <multicast>>> -> tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %tq = make_tensor_view %q, shape = [64, 128], strides = [128, 1] : tile<ptr<i32, <multicast>>> -> tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    // CHECK: make_tensor_view %{{.*}}, shape = [64], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %tu = make_tensor_view %u, shape = [64], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    // CHECK: make_tensor_view %{{.*}}, shape = [], strides = [] : tile<ptr<f64, <none>>> -> tensor_view<f64, #cuda_tile.ptr_attr<none>>
    %tz = make_tensor_view %z, shape = [], strides = [] : tile<ptr<f64, <none>>> -> tensor_view<f64, #cuda_tile.ptr_attr<none>>
    %c1 = constant <i32: 1> : tile<i32>
    // CHECK: %{{.*}}, %[[T0:.*]] = multimem_load_reduce_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    %v, %t0 = multimem_load_reduce_view_tko relaxed device %pv[%c1, %c1] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK: multimem_load_reduce_view_tko acquire sys %{{.*}}[%{{.*}}, %{{.*}}] token = %[[T0]] inbounds = [true, false] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(16x64), tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16x64xi32>, token
    %w, %t1 = multimem_load_reduce_view_tko acquire sys %pq[%c1, %c1] token = %t0 inbounds = [true, false] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(16x64), tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16x64xi32>, token
    // CHECK: multimem_load_reduce_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] :
    %x, %t2 = multimem_load_reduce_view_tko weak %pv[%c1, %c1] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK: multimem_reduce_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [true, false] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
    %t3 = multimem_reduce_view_tko relaxed device %pv, %v[%c1, %c1] token = %t1 inbounds = [true, false] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
    // CHECK: multimem_reduce_view_tko release tl_blk %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(16x64), tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xi32>, tile<i32> -> token
    %t4 = multimem_reduce_view_tko release tl_blk %pq, %w[%c1, %c1] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(16x64), tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xi32>, tile<i32> -> token
    // CHECK: multimem_store_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [false, true] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
    %t5 = multimem_store_view_tko relaxed device %pv, %v[%c1, %c1] token = %t4 inbounds = [false, true] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
    // CHECK: multimem_store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : partition_view
    %t6 = multimem_store_view_tko weak %pq, %w[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xi32>, tile<i32> -> token
    return
  }
}
