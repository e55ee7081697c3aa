// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// a column-major tensor view (strides = [1, ?]) read in 16x8 tiles with padding,
// partial tiles in both dimensions, stored through a row-major view
// (no dim_map: its index convention is not pinned down by docs/cuda_tile yet).
module {
  cuda_tile.module @kernels {
    entry @view_ops(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) {
      %ta = make_tensor_view %arg0, shape = [%arg1, %arg2], strides = [1, %arg4] : tile<i32> -> tensor_view<?x?xf32, strides=[1,?]>
      %to = make_tensor_view %arg5, shape = [%arg6, %arg7], strides = [%arg8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %tok = make_token : token
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %pa = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[1,?]>>
      %t, %t1 = load_view_tko weak %pa[%bx, %by] token = %tok : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[1,?]>>, tile<i32> -> tile<16x8xf32>, token
      %po = make_partition_view %to : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
      %s = store_view_tko weak %t, %po[%bx, %by] token = %tok : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      return
    }
  }
}
