// Bench kernel: a 4096x4096 f32 tile loaded, scaled and stored (issue #9's
// compile-time bar: under 5 s and 500 MB to a cubin). Its bytecode, next to
// it, is regenerated with:
//   tileas-translate --mlir-to-tilebc bench/kernels/copy_4096_f32.mlir -o bench/kernels/copy_4096_f32.tileirbc
cuda_tile.module @big {
  entry @copy_4096_f32(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %ld: tile<i32>) {
    %pa = assume div_by<16>, %p : tile<ptr<f32>>
    %qa = assume div_by<16>, %q : tile<ptr<f32>>
    %lda = assume div_by<16>, %ld : tile<i32>
    %na = assume div_by<16>, %n : tile<i32>
    %a = make_tensor_view %pa, shape = [%m, %na], strides = [%lda, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %b = make_tensor_view %qa, shape = [%m, %na], strides = [%lda, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pv = make_partition_view %a : partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %qv = make_partition_view %b : partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %pv[%x, %y] : partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4096x4096xf32>, token
    %two = constant <f32: 2.0> : tile<4096x4096xf32>
    %s = mulf %t, %two : tile<4096x4096xf32>
    %tok2 = store_view_tko weak %s, %qv[%x, %y] : tile<4096x4096xf32>, partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
