// Kernels of the multimem ops (cuda_tile 13.5) through multicast partition
// views: load_reduce (add on f32, umax on i32), reduce (add on f32 with
// `inbounds`, xor on i64), store (f32, release).
cuda_tile.module @kernels version "13.5" {
  entry @ldr(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v, %t = multimem_load_reduce_view_tko relaxed device %pv[%bx, %c1] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    %t1 = store_view_tko weak %v, %pq[%bx, %c1] token = %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
  entry @ldr_umax(%p: tile<ptr<i32, <multicast>>>, %q: tile<ptr<i32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<i32, <multicast>>>, tile<i64> -> tensor_view<?x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xi32, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v, %t = multimem_load_reduce_view_tko acquire device %pv[%bx, %c1] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xi32>, token
    %t1 = store_view_tko weak %v, %pq[%bx, %c1] token = %t : tile<16x64xi32>, partition_view<tile=(16x64), tensor_view<?x128xi32, strides=[128,1]>>, tile<i32> -> token
    return
  }
  entry @red(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v, %t = load_view_tko weak %pq[%bx, %c1] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<16x64xf32>, token
    %t1 = multimem_reduce_view_tko relaxed device %pv, %v[%bx, %c1] token = %t inbounds = [true, false] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
    return
  }
  entry @red_xor(%p: tile<ptr<i64, <multicast>>>, %q: tile<ptr<i64>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<i64, <multicast>>>, tile<i64> -> tensor_view<?x128xi64, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xi64, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xi64, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<?x128xi64, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v, %t = load_view_tko weak %pq[%bx, %c1] : partition_view<tile=(16x64), tensor_view<?x128xi64, strides=[128,1]>>, tile<i32> -> tile<16x64xi64>, token
    %t1 = multimem_reduce_view_tko relaxed sys %pv, %v[%bx, %c1] token = %t attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(16x64), tensor_view<?x128xi64, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xi64>, tile<i32>, token -> token
    return
  }
  entry @st(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v, %t = load_view_tko weak %pq[%bx, %c1] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<16x64xf32>, token
    %t1 = multimem_store_view_tko release device %pv, %v[%bx, %c1] token = %t inbounds = [false, true] : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
    return
  }
}
