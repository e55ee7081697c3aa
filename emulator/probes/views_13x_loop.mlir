// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// a strided_view (13.3) read in a loop, so that the loads are pipelined (TMA at
// sm_90/sm_100, cp.async at sm_80; the module is for sm_80: the emulator runs
// probes without the host object that fills TMA descriptors): 16x32 tiles 8 rows
// apart (overlapping) of a 64x128 matrix, o[:, 32b:32b+32] = sum over k < 7 of a[8k:8k+16, 32b:32b+32].
// Each array argument is (pointer, sizes, strides); the row strides (a multiple of
// 16 elements, also with --pitch) are used.
module attributes {nv_tileas.compute_capability = 80 : i64} {
  cuda_tile.module @kernels version "13.3" {
    entry @views_13x_loop(%a: tile<ptr<f32>>, %an0: tile<i32>, %an1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
                          %o: tile<ptr<f32>>, %on0: tile<i32>, %on1: tile<i32>, %os0: tile<i32>, %os1: tile<i32>) {
      %aa = assume div_by<16>, %a : tile<ptr<f32>>
      %oa = assume div_by<16>, %o : tile<ptr<f32>>
      %as0a = assume div_by<16>, %as0 : tile<i32>
      %os0a = assume div_by<16>, %os0 : tile<i32>
      %ta = make_tensor_view %aa, shape = [64, 128], strides = [%as0a, 1] : tile<i32> -> tensor_view<64x128xf32, strides=[?,1]>
      %sa = make_strided_view %ta : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<64x128xf32, strides=[?,1]>>
      %to = make_tensor_view %oa, shape = [16, 128], strides = [%os0a, 1] : tile<i32> -> tensor_view<16x128xf32, strides=[?,1]>
      %po = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x128xf32, strides=[?,1]>>
      %b, %b1, %b2 = get_tile_block_id : tile<i32>
      %z = constant <f32: 0.0> : tile<16x32xf32>
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %c7 = constant <i32: 7> : tile<i32>
      %acc = for %k in (%c0 to %c7, step %c1) : tile<i32> iter_values(%s = %z) -> (tile<16x32xf32>) {
        %t, %tok = load_view_tko weak %sa[%k, %b] : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<64x128xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
        %n = addf %s, %t rounding<nearest_even> : tile<16x32xf32>
        continue %n : tile<16x32xf32>
      }
      %u = store_view_tko weak %acc, %po[%c0, %b] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x128xf32, strides=[?,1]>>, tile<i32> -> token
      return
    }
  }
}
