// Input of multimem-f16.mlir: a multimem store of f16 (PTX packs f16
// pairs for multimem; tileas does not lower it).
cuda_tile.module @kernels version "13.5" {
  entry @st_f16(%p: tile<ptr<f16, <multicast>>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<ptr<f16, <multicast>>>, tile<i64> -> tensor_view<?x128xf16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f16: 1.5> : tile<16x64xf16>
    %t1 = multimem_store_view_tko relaxed device %pv, %v[%bx, %c1] : partition_view<tile=(16x64), tensor_view<?x128xf16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf16>, tile<i32> -> token
    return
  }
}
