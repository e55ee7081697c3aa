// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile ops the corpus kernels do not use, one result per partition of the output.
module {
  cuda_tile.module @kernels {
    entry @float_ops(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) {
      %tx = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %ty = make_tensor_view %arg3, shape = [%arg4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %to = make_tensor_view %arg6, shape = [%arg7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %ti = make_tensor_view %arg9, shape = [%arg10], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %px = make_partition_view %tx : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
      %py = make_partition_view %ty : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
      %po = make_partition_view %to : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
      %pi = make_partition_view %ti : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
      %x, %t1 = load_view_tko weak %px[%c0] token = %tok : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
      %y, %t2 = load_view_tko weak %py[%c0] token = %tok : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
      %ax = absf %x : tile<128xf32>
      %xi = bitcast %y : tile<128xf32> -> tile<128xi32>
      %f0 = floor %x : tile<128xf32>
      %cf0 = constant <i32: 0> : tile<i32>
      %sf0 = store_view_tko weak %f0, %po[%cf0] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f1 = ceil %x : tile<128xf32>
      %cf1 = constant <i32: 1> : tile<i32>
      %sf1 = store_view_tko weak %f1, %po[%cf1] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f2 = remf %x, %y : tile<128xf32>
      %cf2 = constant <i32: 2> : tile<i32>
      %sf2 = store_view_tko weak %f2, %po[%cf2] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f3 = maxf %x, %y : tile<128xf32>
      %cf3 = constant <i32: 3> : tile<i32>
      %sf3 = store_view_tko weak %f3, %po[%cf3] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f4 = minf %x, %y propagate_nan : tile<128xf32>
      %cf4 = constant <i32: 4> : tile<i32>
      %sf4 = store_view_tko weak %f4, %po[%cf4] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f5 = absf %x : tile<128xf32>
      %cf5 = constant <i32: 5> : tile<i32>
      %sf5 = store_view_tko weak %f5, %po[%cf5] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f6 = negf %x : tile<128xf32>
      %cf6 = constant <i32: 6> : tile<i32>
      %sf6 = store_view_tko weak %f6, %po[%cf6] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f7 = sqrt %ax : tile<128xf32>
      %cf7 = constant <i32: 7> : tile<i32>
      %sf7 = store_view_tko weak %f7, %po[%cf7] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f8 = rsqrt %ax : tile<128xf32>
      %cf8 = constant <i32: 8> : tile<i32>
      %sf8 = store_view_tko weak %f8, %po[%cf8] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f9 = exp2 %x : tile<128xf32>
      %cf9 = constant <i32: 9> : tile<i32>
      %sf9 = store_view_tko weak %f9, %po[%cf9] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f10 = log2 %ax : tile<128xf32>
      %cf10 = constant <i32: 10> : tile<i32>
      %sf10 = store_view_tko weak %f10, %po[%cf10] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f11 = log %ax : tile<128xf32>
      %cf11 = constant <i32: 11> : tile<i32>
      %sf11 = store_view_tko weak %f11, %po[%cf11] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f12 = tanh %x : tile<128xf32>
      %cf12 = constant <i32: 12> : tile<i32>
      %sf12 = store_view_tko weak %f12, %po[%cf12] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f13 = pow %ax, %y : tile<128xf32>
      %cf13 = constant <i32: 13> : tile<i32>
      %sf13 = store_view_tko weak %f13, %po[%cf13] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f14 = fma %x, %y, %x : tile<128xf32>
      %cf14 = constant <i32: 14> : tile<i32>
      %sf14 = store_view_tko weak %f14, %po[%cf14] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f15 = itof %xi signed : tile<128xi32> -> tile<128xf32>
      %cf15 = constant <i32: 15> : tile<i32>
      %sf15 = store_view_tko weak %f15, %po[%cf15] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f16 = itof %xi unsigned : tile<128xi32> -> tile<128xf32>
      %cf16 = constant <i32: 16> : tile<i32>
      %sf16 = store_view_tko weak %f16, %po[%cf16] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f17 = sin %x : tile<128xf32>
      %cf17 = constant <i32: 17> : tile<i32>
      %sf17 = store_view_tko weak %f17, %po[%cf17] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f18 = cos %x : tile<128xf32>
      %cf18 = constant <i32: 18> : tile<i32>
      %sf18 = store_view_tko weak %f18, %po[%cf18] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %f19 = exp %x : tile<128xf32>
      %cf19 = constant <i32: 19> : tile<i32>
      %sf19 = store_view_tko weak %f19, %po[%cf19] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %c14 = constant <f32: 14.0> : tile<128xf32>
      %x14 = mulf %x, %c14 : tile<128xf32>
      %e20 = exp2 %x14 flush_to_zero : tile<128xf32>
      %c2p100 = constant <f32: 0x71800000> : tile<128xf32>
      %f20 = mulf %e20, %c2p100 : tile<128xf32>
      %cf20 = constant <i32: 20> : tile<i32>
      %sf20 = store_view_tko weak %f20, %po[%cf20] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %i0 = ftoi %x signed : tile<128xf32> -> tile<128xi32>
      %ci0 = constant <i32: 0> : tile<i32>
      %si0 = store_view_tko weak %i0, %pi[%ci0] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %i1 = ftoi %ax unsigned : tile<128xf32> -> tile<128xi32>
      %ci1 = constant <i32: 1> : tile<i32>
      %si1 = store_view_tko weak %i1, %pi[%ci1] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %i2 = bitcast %x : tile<128xf32> -> tile<128xi32>
      %ci2 = constant <i32: 2> : tile<i32>
      %si2 = store_view_tko weak %i2, %pi[%ci2] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
