// A transpose of a 256x256 f32 tile (256 KiB of scratch): more shared
// memory than a CTA may use on sm_100 (227 KiB), so the lowering rejects it.
cuda_tile.module @kernels {
  entry @big_exchange(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pv = make_partition_view %v : partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %pv[%x, %y] : partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<256x256xf32>, token
    %u = permute %t [1, 0] : tile<256x256xf32> -> tile<256x256xf32>
    %tok2 = store_view_tko weak %u, %pv[%y, %x] : tile<256x256xf32>, partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
