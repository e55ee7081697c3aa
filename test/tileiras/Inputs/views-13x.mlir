// Kernels for views-13x.mlir: loads and stores through the cuda_tile 13.3 views.
// strided: 8-element tiles 3 apart with -inf padding (tile bid starts at 3*bid);
// strided2d: a 4x2 tile, traversal strides [4,3], dim_map=[1, 0] (rows 3*k1,
// columns 4*k0); gather: rows named by an i32 tile, columns from the element offset
// 16*bid of a 48-column view with a 64-element row stride, NaN padding; scatter:
// columns named by an i64 tile into a ?x20 view, rows from element offset bid;
// strided_loop: overlapping 16x32 tiles 8 rows apart read in a loop (pipelined:
// TMA boxes at rows 0, 8, 16, ... at sm_90/sm_100, cp.async at sm_80).
cuda_tile.module @k version "13.3" {
  entry @strided(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %in, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[3], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %ov = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %os = make_strided_view %ov : strided_view<tile=(8), traversal_strides=[8], tensor_view<256xf32, strides=[1]>>
    %b, %b1, %b2 = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %sv[%b] : strided_view<tile=(8), traversal_strides=[3], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %tok2 = store_view_tko weak %t, %os[%b] : tile<8xf32>, strided_view<tile=(8), traversal_strides=[8], tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @strided2d(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %tv = make_tensor_view %in, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf32, strides=[16,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<32x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %ov = make_tensor_view %out, shape = [64, 4], strides = [4, 1] : tensor_view<64x4xf32, strides=[4,1]>
    %op = make_partition_view %ov : partition_view<tile=(4x2), tensor_view<64x4xf32, strides=[4,1]>, dim_map=[1, 0]>
    %b, %b1, %b2 = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t, %tok = load_view_tko weak %sv[%c1, %b] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<32x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %tok2 = store_view_tko weak %t, %op[%c0, %b] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x4xf32, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
  entry @gather(%in: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %out: tile<ptr<f32>>, %n: tile<i64>) {
    %iv = make_tensor_view %idx, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %ip[%c0] : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %tv = make_tensor_view %in, shape = [%n, 48], strides = [64, 1] : tile<i64> -> tensor_view<?x48xf32, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<?x48xf32, strides=[64,1]>, sparse_dim=0>
    %b, %b1, %b2 = get_tile_block_id : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %col = muli %b, %c16 : tile<i32>
    %g, %tok = load_view_tko weak %gv[%rows, %col] : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<?x48xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    %ov = make_tensor_view %out, shape = [8, 64], strides = [64, 1] : tensor_view<8x64xf32, strides=[64,1]>
    %op = make_partition_view %ov : partition_view<tile=(8x16), tensor_view<8x64xf32, strides=[64,1]>>
    %tok2 = store_view_tko weak %g, %op[%c0, %b] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<8x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
  entry @scatter(%in: tile<ptr<f32>>, %idx: tile<ptr<i64>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %iv = make_tensor_view %idx, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %cols, %t0 = load_view_tko weak %ip[%c0] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %iv2 = make_tensor_view %in, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %ip2 = make_partition_view %iv2 : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %t, %t1 = load_view_tko weak %ip2[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x16xf32>, token
    %tv = make_tensor_view %out, shape = [%n, 20], strides = [20, 1] : tile<i32> -> tensor_view<?x20xf32, strides=[20,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x16), tensor_view<?x20xf32, strides=[20,1]>, sparse_dim=1>
    %b, %b1, %b2 = get_tile_block_id : tile<i32>
    %tok = store_view_tko weak %t, %gv[%b, %cols] : tile<4x16xf32>, gather_scatter_view<tile=(4x16), tensor_view<?x20xf32, strides=[20,1]>, sparse_dim=1>, tile<i32>, tile<16xi64> -> token
    return
  }
  entry @strided_loop(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %oa = assume div_by<16>, %o : tile<ptr<f32>>
    %ta = make_tensor_view %aa, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf32, strides=[128,1]>
    %sa = make_strided_view %ta : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<64x128xf32, strides=[128,1]>>
    %to = make_tensor_view %oa, shape = [16, 128], strides = [128, 1] : tensor_view<16x128xf32, strides=[128,1]>
    %po = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x128xf32, strides=[128,1]>>
    %b, %b1, %b2 = get_tile_block_id : tile<i32>
    %z = constant <f32: 0.0> : tile<16x32xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %acc = for %k in (%c0 to %c7, step %c1) : tile<i32> iter_values(%s = %z) -> (tile<16x32xf32>) {
      %t, %tok = load_view_tko weak %sa[%k, %b] : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<64x128xf32, strides=[128,1]>>, tile<i32> -> tile<16x32xf32>, token
      %n = addf %s, %t rounding<nearest_even> : tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %u = store_view_tko weak %acc, %po[%c0, %b] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
