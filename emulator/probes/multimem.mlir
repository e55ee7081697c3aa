// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// the cuda_tile 13.5 multimem ops on one GPU, whose multicast group is itself
// (the emulator reads multimem.ld_reduce / red / st as a load, an atomic and a
// store): a 3-block grid over a 40x64 f32 tensor in 16x64 tiles (the third
// tile row is partial: rows past 40 are neither read nor written)
// - multimem_load_reduce_view_tko (add) of x into o1;
// - multimem_reduce_view_tko (add) of o1 + 1 into acc, twice (acc + 2x + 2);
// - multimem_store_view_tko of x * 2 into o2 (with inbounds = [false, true]);
// and an i32 reduce with umax of (position in tile + block) into a 1-D view of
// 64 in tiles of 16 (tile b of blocks 0..2).
// Each array argument is (pointer, sizes, strides).
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @kernels version "13.5" {
    entry @multimem(%x: tile<ptr<f32, <multicast>>>, %xn0: tile<i32>, %xn1: tile<i32>, %xs0: tile<i32>, %xs1: tile<i32>,
                    %o1: tile<ptr<f32>>, %o1n0: tile<i32>, %o1n1: tile<i32>, %o1s0: tile<i32>, %o1s1: tile<i32>,
                    %acc: tile<ptr<f32, <multicast>>>, %an0: tile<i32>, %an1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
                    %o2: tile<ptr<f32, <multicast>>>, %o2n0: tile<i32>, %o2n1: tile<i32>, %o2s0: tile<i32>, %o2s1: tile<i32>,
                    %m: tile<ptr<i32, <multicast>>>, %mn: tile<i32>, %ms: tile<i32>) {
      %tx = make_tensor_view %x, shape = [40, 64], strides = [%xs0, 1] : tile<ptr<f32, <multicast>>>, tile<i32> -> tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>
      %px = make_partition_view %tx : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>
      %to1 = make_tensor_view %o1, shape = [40, 64], strides = [%o1s0, 1] : tile<i32> -> tensor_view<40x64xf32, strides=[?,1]>
      %po1 = make_partition_view %to1 : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1]>>
      %ta = make_tensor_view %acc, shape = [40, 64], strides = [%as0, 1] : tile<ptr<f32, <multicast>>>, tile<i32> -> tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>
      %pa = make_partition_view %ta : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>
      %to2 = make_tensor_view %o2, shape = [40, 64], strides = [%o2s0, 1] : tile<ptr<f32, <multicast>>>, tile<i32> -> tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>
      %po2 = make_partition_view %to2 : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>
      %tm = make_tensor_view %m, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
      %pm = make_partition_view %tm : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
      %b, %b1, %b2 = get_tile_block_id : tile<i32>
      %c0 = constant <i32: 0> : tile<i32>
      %one = constant <f32: 1.0> : tile<16x64xf32>
      %two = constant <f32: 2.0> : tile<16x64xf32>
      %v, %t0 = multimem_load_reduce_view_tko relaxed device %px[%b, %c0] : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
      %t1 = store_view_tko weak %v, %po1[%b, %c0] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1]>>, tile<i32> -> token
      %w = addf %v, %one rounding<nearest_even> : tile<16x64xf32>
      %t2 = multimem_reduce_view_tko relaxed device %pa, %w[%b, %c0] : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32> -> token
      %t3 = multimem_reduce_view_tko release device %pa, %w[%b, %c0] token = %t2 : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32>, token -> token
      %d = mulf %v, %two rounding<nearest_even> : tile<16x64xf32>
      %t4 = multimem_store_view_tko relaxed device %po2, %d[%b, %c0] inbounds = [false, true] : partition_view<tile=(16x64), tensor_view<40x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32> -> token
      %i16 = iota : tile<16xi32>
      %br = reshape %b : tile<i32> -> tile<1xi32>
      %bs = broadcast %br : tile<1xi32> -> tile<16xi32>
      %mv = addi %i16, %bs : tile<16xi32>
      %t5 = multimem_reduce_view_tko relaxed device %pm, %mv[%b] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32> -> token
      return
    }
  }
}
