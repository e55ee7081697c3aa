// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile 13.3 alloca and atomic_red_view_tko (with 13.5's inbounds).
// - alloca: in each of 3 loop iterations a fresh 128-f32 block (freed at the
//   end of the iteration) holds x * (k + 1) and is read back by the same
//   element; the tile block's own 128-f32 block holds the running sum; both go
//   to `sums` (tile block 0 only).
// - atomic_red_view_tko: a 4x2x2 grid adds 1.5 into tile (bx, by) of a 50x24
//   f32 view in 16x16 tiles (partial tiles in both dimensions: the elements
//   outside are skipped), so each element gains 3.0; max of the element index
//   into a 1-D i32 view of 50 in tiles of 16; add 1 with inbounds = [true] into
//   a 1-D i32 view of 64 (one per tile block).
// Each array argument is (pointer, sizes..., strides...); the 2-D view uses its
// row stride (rows may be padded).
module {
  cuda_tile.module @kernels version "13.5" {
    entry @alloca_atomic_red_view(%xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>,
                                  %sp: tile<ptr<f32>>, %sn: tile<i32>, %ss: tile<i32>,
                                  %ap: tile<ptr<f32>>, %am: tile<i32>, %an: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
                                  %mp: tile<ptr<i32>>, %mn: tile<i32>, %ms: tile<i32>,
                                  %cp: tile<ptr<i32>>, %cn: tile<i32>, %cs: tile<i32>) {
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %i128 = iota : tile<128xi32>
      %xr = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %xb = broadcast %xr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %xs128 = offset %xb, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %x, %t0 = load_ptr_tko weak %xs128 : tile<128xptr<f32>> -> tile<128xf32>, token
      %sum = alloca num_elem = 128, alignment = 64 global : tile<ptr<f32>>
      %sr = reshape %sum : tile<ptr<f32>> -> tile<1xptr<f32>>
      %sb = broadcast %sr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %sum128 = offset %sb, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %zero = constant <f32: 0.0> : tile<128xf32>
      %ts = store_ptr_tko weak %sum128, %zero : tile<128xptr<f32>>, tile<128xf32> -> token
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %c3 = constant <i32: 3> : tile<i32>
      %tl = for %k in (%c0 to %c3, step %c1) : tile<i32> iter_values(%tk = %ts) -> (token) {
        %a = alloca num_elem = 128, alignment = 128 : tile<ptr<f32>>
        %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
        %ab = broadcast %ar : tile<1xptr<f32>> -> tile<128xptr<f32>>
        %a128 = offset %ab, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
        %k1 = addi %k, %c1 : tile<i32>
        %kf = itof %k1 signed : tile<i32> -> tile<f32>
        %kr = reshape %kf : tile<f32> -> tile<1xf32>
        %kb = broadcast %kr : tile<1xf32> -> tile<128xf32>
        %xk = mulf %x, %kb rounding<nearest_even> : tile<128xf32>
        %t1 = store_ptr_tko weak %a128, %xk token = %tk : tile<128xptr<f32>>, tile<128xf32> -> token
        %y, %t2 = load_ptr_tko weak %a128 token = %t1 : tile<128xptr<f32>> -> tile<128xf32>, token
        %s, %t3 = load_ptr_tko weak %sum128 token = %t2 : tile<128xptr<f32>> -> tile<128xf32>, token
        %s2 = addf %s, %y rounding<nearest_even> : tile<128xf32>
        %t4 = store_ptr_tko weak %sum128, %s2 token = %t3 : tile<128xptr<f32>>, tile<128xf32> -> token
        continue %t4 : token
      }
      %fin, %t5 = load_ptr_tko weak %sum128 token = %tl : tile<128xptr<f32>> -> tile<128xf32>, token
      %first = cmpi equal %bx, %c0, signed : tile<i32> -> tile<i1>
      %firsty = cmpi equal %by, %c0, signed : tile<i32> -> tile<i1>
      %firstz = cmpi equal %bz, %c0, signed : tile<i32> -> tile<i1>
      %f1 = andi %first, %firsty : tile<i1>
      %f2 = andi %f1, %firstz : tile<i1>
      %fr = reshape %f2 : tile<i1> -> tile<1xi1>
      %fb = broadcast %fr : tile<1xi1> -> tile<128xi1>
      %sr2 = reshape %sp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %sb2 = broadcast %sr2 : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %so = offset %sb2, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %t6 = store_ptr_tko weak %so, %fin, %fb token = %t5 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token

      %tv = make_tensor_view %ap, shape = [%am, 24], strides = [%as0, 1] : tile<i32> -> tensor_view<?x24xf32, strides=[?,1]>
      %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<?x24xf32, strides=[?,1]>>
      %v = constant <f32: 1.5> : tile<16x16xf32>
      %r0 = atomic_red_view_tko relaxed device %pv[%bx, %by], addf, %v : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x24xf32, strides=[?,1]>>, tile<i32> -> token

      %tm = make_tensor_view %mp, shape = [%mn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %pm = make_partition_view %tm : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>
      %i16 = iota : tile<16xi32>
      %c16 = constant <i32: 16> : tile<i32>
      %base = muli %bx, %c16 : tile<i32>
      %br = reshape %base : tile<i32> -> tile<1xi32>
      %bb = broadcast %br : tile<1xi32> -> tile<16xi32>
      %idx = addi %i16, %bb : tile<16xi32>
      %r1 = atomic_red_view_tko relaxed tl_blk %pm[%bx], max, %idx : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token

      %tc = make_tensor_view %cp, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
      %pc = make_partition_view %tc : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
      %ones = constant <i32: 1> : tile<16xi32>
      %r2 = atomic_red_view_tko relaxed device %pc[%bx], add, %ones inbounds = [true] : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
