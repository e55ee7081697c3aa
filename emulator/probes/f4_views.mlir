// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// tensor views of cuda_tile 13.3's f4E2M1FN (two elements to a byte along the
// unit-stride dimension, element 2i in the low half): A (64x128 elements, 64x64
// bytes) loaded in 32x64 tiles over a 2x2 grid, stored transposed into B (128x64
// elements) and widened to f32 into C; and through a strided view (the same
// tiles, origins 32 columns apart, overlapping) widened into E. The views' element shapes and strides are
// the byte arrays' with the unit-stride dimension doubled (runtime values).
// Each array argument is (pointer, sizes, strides).
module {
  cuda_tile.module @kernels version "13.3" {
    entry @f4_views(%ap: tile<ptr<i8>>, %an0: tile<i32>, %an1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
                    %bp: tile<ptr<i8>>, %bn0: tile<i32>, %bn1: tile<i32>, %bs0: tile<i32>, %bs1: tile<i32>,
                    %cp: tile<ptr<f32>>, %cn0: tile<i32>, %cn1: tile<i32>, %cs0: tile<i32>, %cs1: tile<i32>,
                    %ep: tile<ptr<f32>>, %en0: tile<i32>, %en1: tile<i32>, %es0: tile<i32>, %es1: tile<i32>) {
      %t0 = make_token : token
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %two = constant <i32: 2> : tile<i32>
      %pa = ptr_to_ptr %ap : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
      %an1f = muli %an1, %two : tile<i32>
      %as0f = muli %as0, %two : tile<i32>
      %va = make_tensor_view %pa, shape = [%an0, %an1f], strides = [%as0f, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
      %pva = make_partition_view %va : partition_view<tile=(32x64), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
      %t, %t1 = load_view_tko weak %pva[%bx, %by] token = %t0 : partition_view<tile=(32x64), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<32x64xf4E2M1FN>, token
      %p = permute %t [1, 0] : tile<32x64xf4E2M1FN> -> tile<64x32xf4E2M1FN>
      %pb = ptr_to_ptr %bp : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
      %bn1f = muli %bn1, %two : tile<i32>
      %bs0f = muli %bs0, %two : tile<i32>
      %vb = make_tensor_view %pb, shape = [%bn0, %bn1f], strides = [%bs0f, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
      %pvb = make_partition_view %vb : partition_view<tile=(64x32), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
      %t2 = store_view_tko weak %p, %pvb[%by, %bx] token = %t1 : tile<64x32xf4E2M1FN>, partition_view<tile=(64x32), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> token
      %f = ftof %t : tile<32x64xf4E2M1FN> -> tile<32x64xf32>
      %vc = make_tensor_view %cp, shape = [%cn0, %cn1], strides = [%cs0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %pvc = make_partition_view %vc : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>
      %t3 = store_view_tko weak %f, %pvc[%bx, %by] token = %t1 : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      %sva = make_strided_view %va : strided_view<tile=(32x64), traversal_strides=[32,32], tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
      %s, %t4 = load_view_tko weak %sva[%bx, %by] token = %t0 : strided_view<tile=(32x64), traversal_strides=[32,32], tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<32x64xf4E2M1FN>, token
      %sf = ftof %s : tile<32x64xf4E2M1FN> -> tile<32x64xf32>
      %ve = make_tensor_view %ep, shape = [%en0, %en1], strides = [%es0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %pve = make_partition_view %ve : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>
      %t5 = store_view_tko weak %sf, %pve[%bx, %by] token = %t4 : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      return
    }
  }
}
