// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// f4E2M1FN gather/scatter views (cuda_tile 13.3), packed two elements a byte
// along the unit-stride columns. Each of two blocks gathers the 32 columns
// 32*b..32*b+31 of 8 rows of A (40 rows of 64 elements; the row indices are
// unsigned: -1 and rows past 40 read the zero padding), stores them widened
// to f32 into C, and scatters the gathered codes unchanged into the rows
// `rows2` (distinct, some past 40: skipped) of D. The row strides are the
// arrays' (twice their byte strides), so padded rows (--pitch) work.
module {
  cuda_tile.module @kernels version "13.3" {
    entry @f4_gather(%a: tile<ptr<f4E2M1FN>>, %an0: tile<i32>, %an1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>, %ip: tile<ptr<i32>>, %in: tile<i32>, %is: tile<i32>, %jp: tile<ptr<i64>>, %jn: tile<i32>, %js: tile<i32>, %cp: tile<ptr<f32>>, %cn0: tile<i32>, %cn1: tile<i32>, %cs0: tile<i32>, %cs1: tile<i32>, %dp: tile<ptr<f4E2M1FN>>, %dn0: tile<i32>, %dn1: tile<i32>, %ds0: tile<i32>, %ds1: tile<i32>) {
      %c0 = constant <i32: 0> : tile<i32>
      %ti = make_tensor_view %ip, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
      %pi = make_partition_view %ti : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
      %rows, %t0 = load_view_tko weak %pi[%c0] : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
      %tj = make_tensor_view %jp, shape = [8], strides = [1] : tensor_view<8xi64, strides=[1]>
      %pj = make_partition_view %tj : partition_view<tile=(8), tensor_view<8xi64, strides=[1]>>
      %rows2, %t1 = load_view_tko weak %pj[%c0] : partition_view<tile=(8), tensor_view<8xi64, strides=[1]>>, tile<i32> -> tile<8xi64>, token
      %c2 = constant <i32: 2> : tile<i32>
      %as = muli %as0, %c2 : tile<i32>
      %ds = muli %ds0, %c2 : tile<i32>
      %ta = make_tensor_view %a, shape = [%an0, 64], strides = [%as, 1] : tile<i32> -> tensor_view<?x64xf4E2M1FN, strides=[?,1]>
      %ga = make_gather_scatter_view %ta : gather_scatter_view<tile=(8x32), padding_value = zero, tensor_view<?x64xf4E2M1FN, strides=[?,1]>, sparse_dim=0>
      %b, %b1, %b2 = get_tile_block_id : tile<i32>
      %c32 = constant <i32: 32> : tile<i32>
      %col = muli %b, %c32 : tile<i32>
      %g, %t2 = load_view_tko weak %ga[%rows, %col] : gather_scatter_view<tile=(8x32), padding_value = zero, tensor_view<?x64xf4E2M1FN, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf4E2M1FN>, token
      %f = ftof %g : tile<8x32xf4E2M1FN> -> tile<8x32xf32>
      %tc = make_tensor_view %cp, shape = [8, 64], strides = [%cs0, 1] : tile<i32> -> tensor_view<8x64xf32, strides=[?,1]>
      %pc = make_partition_view %tc : partition_view<tile=(8x32), tensor_view<8x64xf32, strides=[?,1]>>
      %t3 = store_view_tko weak %f, %pc[%c0, %b] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<8x64xf32, strides=[?,1]>>, tile<i32> -> token
      %td = make_tensor_view %dp, shape = [%dn0, 64], strides = [%ds, 1] : tile<i32> -> tensor_view<?x64xf4E2M1FN, strides=[?,1]>
      %gd = make_gather_scatter_view %td : gather_scatter_view<tile=(8x32), tensor_view<?x64xf4E2M1FN, strides=[?,1]>, sparse_dim=0>
      %t4 = store_view_tko weak %g, %gd[%rows2, %col] : tile<8x32xf4E2M1FN>, gather_scatter_view<tile=(8x32), tensor_view<?x64xf4E2M1FN, strides=[?,1]>, sparse_dim=0>, tile<8xi64>, tile<i32> -> token
      return
    }
  }
}
