// Kernels using cuda_tile alloca (13.3) and atomic_red_view_tko (13.3, with the
// 13.5 `inbounds`), for test/tileiras/alloca-atomic-red-view*.mlir and
// Conversion/CudaTileToTileAA/alloca-atomic-red-view.mlir.
cuda_tile.module @kernels version "13.5" {
  // A 2-D f32 view with a dynamic row count: rows are bounds-checked; tile
  // column 1 of a 128-wide tensor is inside it. A 1-D i32 max at tl_blk scope.
  entry @red_k(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.5> : tile<16x64xf32>
    %t0 = atomic_red_view_tko relaxed device %pv[%bx, %c1], addf, %v : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    %tv2 = make_tensor_view %q, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xi32, strides=[1]>
    %pv2 = make_partition_view %tv2 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
    %w = constant <i32: 3> : tile<128xi32>
    %t1 = atomic_red_view_tko relaxed tl_blk %pv2[%bx], max, %w : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  // `inbounds = [true]`: no bounds check on the 1-D view.
  entry @red_inbounds(%q: tile<ptr<i32>>, %n: tile<i64>) {
    %tv = make_tensor_view %q, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %w = constant <i32: 2> : tile<128xi32>
    %t = atomic_red_view_tko relaxed device %pv[%bx], add, %w inbounds = [true] : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  // The tile block's scratch: written, then read back reversed.
  entry @alloca_k(%p: tile<ptr<f32>>) {
    %a = alloca num_elem = 128, alignment = 128 : tile<ptr<f32>>
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t0 = load_ptr_tko weak %ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %pa = offset %ba, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t1 = store_ptr_tko weak %pa, %x : tile<128xptr<f32>>, tile<128xf32> -> token
    %c127 = constant <i32: 127> : tile<128xi32>
    %ri = subi %c127, %i : tile<128xi32>
    %pr = offset %ba, %ri : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %y, %t2 = load_ptr_tko weak %pr token = %t1 : tile<128xptr<f32>> -> tile<128xf32>, token
    %t3 = store_ptr_tko weak %ptrs, %y : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
  // `global`, 256 f32 aligned to 16.
  entry @alloca_g(%p: tile<ptr<f32>>) {
    %a = alloca num_elem = 256, alignment = 16 global : tile<ptr<f32>>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %pa = offset %ba, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %v = constant <f32: 2.0> : tile<128xf32>
    %t1 = store_ptr_tko weak %pa, %v : tile<128xptr<f32>>, tile<128xf32> -> token
    %y, %t2 = load_ptr_tko weak %pa token = %t1 : tile<128xptr<f32>> -> tile<128xf32>, token
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t3 = store_ptr_tko weak %ptrs, %y : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
