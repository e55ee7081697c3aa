// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile ops the corpus kernels do not use, one result per partition of the output.
module {
  cuda_tile.module @kernels {
    entry @int_ops(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) {
      %tx = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %ty = make_tensor_view %arg3, shape = [%arg4], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %to = make_tensor_view %arg6, shape = [%arg7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %px = make_partition_view %tx : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
      %py = make_partition_view %ty : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
      %po = make_partition_view %to : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
      %x, %t1 = load_view_tko weak %px[%c0] token = %tok : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
      %y, %t2 = load_view_tko weak %py[%c0] token = %tok : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
      %c31 = constant <i32: 31> : tile<128xi32>
      %sh = andi %y, %c31 : tile<128xi32>
      %r0 = divi %x, %y signed : tile<128xi32>
      %c1i = constant <i32: 0> : tile<i32>
      %s0 = store_view_tko weak %r0, %po[%c1i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r1 = divi %x, %y signed rounding<negative_inf> : tile<128xi32>
      %c2i = constant <i32: 1> : tile<i32>
      %s1 = store_view_tko weak %r1, %po[%c2i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r2 = divi %x, %y signed rounding<positive_inf> : tile<128xi32>
      %c3i = constant <i32: 2> : tile<i32>
      %s2 = store_view_tko weak %r2, %po[%c3i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r3 = divi %x, %y unsigned : tile<128xi32>
      %c4i = constant <i32: 3> : tile<i32>
      %s3 = store_view_tko weak %r3, %po[%c4i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r4 = remi %x, %y signed : tile<128xi32>
      %c5i = constant <i32: 4> : tile<i32>
      %s4 = store_view_tko weak %r4, %po[%c5i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r5 = remi %x, %y unsigned : tile<128xi32>
      %c6i = constant <i32: 5> : tile<i32>
      %s5 = store_view_tko weak %r5, %po[%c6i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r6 = shri %x, %sh signed : tile<128xi32>
      %c7i = constant <i32: 6> : tile<i32>
      %s6 = store_view_tko weak %r6, %po[%c7i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r7 = shri %x, %sh unsigned : tile<128xi32>
      %c8i = constant <i32: 7> : tile<i32>
      %s7 = store_view_tko weak %r7, %po[%c8i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r8 = shli %x, %sh : tile<128xi32>
      %c9i = constant <i32: 8> : tile<i32>
      %s8 = store_view_tko weak %r8, %po[%c9i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r9 = mulhii %x, %y : tile<128xi32>
      %c10i = constant <i32: 9> : tile<i32>
      %s9 = store_view_tko weak %r9, %po[%c10i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r10 = mini %x, %y unsigned : tile<128xi32>
      %c11i = constant <i32: 10> : tile<i32>
      %s10 = store_view_tko weak %r10, %po[%c11i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r11 = maxi %x, %y signed : tile<128xi32>
      %c12i = constant <i32: 11> : tile<i32>
      %s11 = store_view_tko weak %r11, %po[%c12i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r12 = negi %x : tile<128xi32>
      %c13i = constant <i32: 12> : tile<i32>
      %s12 = store_view_tko weak %r12, %po[%c13i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r13 = absi %x : tile<128xi32>
      %c14i = constant <i32: 13> : tile<i32>
      %s13 = store_view_tko weak %r13, %po[%c14i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %r14 = divi %x, %y unsigned rounding<positive_inf> : tile<128xi32>
      %c15i = constant <i32: 14> : tile<i32>
      %s14 = store_view_tko weak %r14, %po[%c15i] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
