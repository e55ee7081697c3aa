// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// the cuda_tile 13.3 views. strided_view: 8-element tiles 3 apart over a 40-element
// vector (padding -inf; tile 13 is partly and tile 5 of the overlap wholly inside),
// a store through 4-element tiles 5 apart (gaps kept), and a 2-D view with
// dim_map=[1, 0] and traversal strides [4,3] over a 12x16 matrix (zero padding
// below row 12). gather_scatter_view: rows gathered by an index tile with
// out-of-range and negative entries (padding -inf) from column 6 of a 20x12
// matrix (columns 12 and 13 outside), and a scatter of a 4x16 tile into columns
// named by an i64 index tile from row 7 of a 10x16 matrix (rows 10 and up and
// columns 16 and up dropped).
// Each array argument is (pointer, sizes, strides).
module {
  cuda_tile.module @kernels version "13.3" {
    entry @views_13x(%a: tile<ptr<f32>>, %an: tile<i32>, %as: tile<i32>,
                     %o1: tile<ptr<f32>>, %o1n: tile<i32>, %o1s: tile<i32>,
                     %d1: tile<ptr<f32>>, %d1n: tile<i32>, %d1s: tile<i32>,
                     %m: tile<ptr<f32>>, %mn0: tile<i32>, %mn1: tile<i32>, %ms0: tile<i32>, %ms1: tile<i32>,
                     %o2: tile<ptr<f32>>, %o2n0: tile<i32>, %o2n1: tile<i32>, %o2s0: tile<i32>, %o2s1: tile<i32>,
                     %g: tile<ptr<f32>>, %gn0: tile<i32>, %gn1: tile<i32>, %gs0: tile<i32>, %gs1: tile<i32>,
                     %ix: tile<ptr<i32>>, %ixn: tile<i32>, %ixs: tile<i32>,
                     %o3: tile<ptr<f32>>, %o3n0: tile<i32>, %o3n1: tile<i32>, %o3s0: tile<i32>, %o3s1: tile<i32>,
                     %cx: tile<ptr<i64>>, %cxn: tile<i32>, %cxs: tile<i32>,
                     %d2: tile<ptr<f32>>, %d2n0: tile<i32>, %d2n1: tile<i32>, %d2s0: tile<i32>, %d2s1: tile<i32>) {
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %c2 = constant <i32: 2> : tile<i32>
      %c3 = constant <i32: 3> : tile<i32>
      %c4 = constant <i32: 4> : tile<i32>
      %c5 = constant <i32: 5> : tile<i32>
      %c13 = constant <i32: 13> : tile<i32>
      // 1-D strided loads: a[3k .. 3k+7], -inf past 40.
      %ta = make_tensor_view %a, shape = [%an], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %sa = make_strided_view %ta : strided_view<tile=(8), traversal_strides=[3], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
      %to1 = make_tensor_view %o1, shape = [%o1n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %po1 = make_partition_view %to1 : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
      %v0, %t0 = load_view_tko weak %sa[%c0] : strided_view<tile=(8), traversal_strides=[3], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
      %v1, %t1 = load_view_tko weak %sa[%c5] : strided_view<tile=(8), traversal_strides=[3], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
      %v2, %t2 = load_view_tko weak %sa[%c13] : strided_view<tile=(8), traversal_strides=[3], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
      %u0 = store_view_tko weak %v0, %po1[%c0] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %u1 = store_view_tko weak %v1, %po1[%c1] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %u2 = store_view_tko weak %v2, %po1[%c2] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      // 1-D strided stores: d1[5k .. 5k+3] = a[4k .. 4k+3] for k = 0..4 (d1 has 24: the last partly).
      %pa4 = make_partition_view %ta : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
      %td1 = make_tensor_view %d1, shape = [%d1n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %sd1 = make_strided_view %td1 : strided_view<tile=(4), traversal_strides=[5], tensor_view<?xf32, strides=[1]>>
      %w0, %s0 = load_view_tko weak %pa4[%c0] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
      %w1, %s1 = load_view_tko weak %pa4[%c2] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
      %w2, %s2 = load_view_tko weak %pa4[%c4] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
      %x0 = store_view_tko weak %w0, %sd1[%c0] : tile<4xf32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %x1 = store_view_tko weak %w1, %sd1[%c2] : tile<4xf32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %x2 = store_view_tko weak %w2, %sd1[%c4] : tile<4xf32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      // 2-D strided, dim_map=[1, 0]: tile[i][j] = m[3*k1 + j][4*k0 + i].
      %tm = make_tensor_view %m, shape = [%mn0, %mn1], strides = [%ms0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %sm = make_strided_view %tm : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
      %to2 = make_tensor_view %o2, shape = [%o2n0, %o2n1], strides = [%o2s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %po2 = make_partition_view %to2 : partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,1]>>
      %y0, %r0 = load_view_tko weak %sm[%c1, %c2] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
      %y1, %r1 = load_view_tko weak %sm[%c3, %c3] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
      %y2, %r2 = load_view_tko weak %sm[%c2, %c4] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
      %z0 = store_view_tko weak %y0, %po2[%c0, %c0] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      %z1 = store_view_tko weak %y1, %po2[%c1, %c0] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      %z2 = store_view_tko weak %y2, %po2[%c2, %c0] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      // Gather: o3[i][j] = g[ix[i]][6 + j] (-inf outside).
      %tix = make_tensor_view %ix, shape = [%ixn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %pix = make_partition_view %tix : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>
      %rows, %q0 = load_view_tko weak %pix[%c0] : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
      %tg = make_tensor_view %g, shape = [%gn0, %gn1], strides = [%gs0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %gv = make_gather_scatter_view %tg : gather_scatter_view<tile=(8x8), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
      %c6 = constant <i32: 6> : tile<i32>
      %gt, %q1 = load_view_tko weak %gv[%rows, %c6] : gather_scatter_view<tile=(8x8), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x8xf32>, token
      %to3 = make_tensor_view %o3, shape = [%o3n0, %o3n1], strides = [%o3s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %po3 = make_partition_view %to3 : partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>>
      %q2 = store_view_tko weak %gt, %po3[%c0, %c0] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      // Scatter: d2[7 + i][cx[j]] = 100 * i + j where in range.
      %tcx = make_tensor_view %cx, shape = [%cxn], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
      %pcx = make_partition_view %tcx : partition_view<tile=(16), tensor_view<?xi64, strides=[1]>>
      %cols, %q3 = load_view_tko weak %pcx[%c0] : partition_view<tile=(16), tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
      %ii = iota : tile<4xi32>
      %ir = reshape %ii : tile<4xi32> -> tile<4x1xi32>
      %ib = broadcast %ir : tile<4x1xi32> -> tile<4x16xi32>
      %c100 = constant <i32: 100> : tile<4x16xi32>
      %ih = muli %ib, %c100 : tile<4x16xi32>
      %jj = iota : tile<16xi32>
      %jr = reshape %jj : tile<16xi32> -> tile<1x16xi32>
      %jb = broadcast %jr : tile<1x16xi32> -> tile<4x16xi32>
      %vi = addi %ih, %jb : tile<4x16xi32>
      %vf = itof %vi signed : tile<4x16xi32> -> tile<4x16xf32>
      %td2 = make_tensor_view %d2, shape = [%d2n0, %d2n1], strides = [%d2s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %sv2 = make_gather_scatter_view %td2 : gather_scatter_view<tile=(4x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
      %c7 = constant <i32: 7> : tile<i32>
      %q4 = store_view_tko weak %vf, %sv2[%c7, %cols] : tile<4x16xf32>, gather_scatter_view<tile=(4x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<i32>, tile<16xi64> -> token
      return
    }
  }
}
