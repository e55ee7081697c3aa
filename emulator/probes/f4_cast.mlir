// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile 13.3's f4E2M1FN through pack/unpack, as cuTile Python 1.7 writes it
// (bytecode 13.3, printed by tileas-translate, entry renamed) for
//
//   @ct.kernel
//   def cast_fp4_e2m1(x, y4, q4, z, TILE: ConstInt):
//       pid = ct.bid(0)
//       t = ct.load(x, index=(pid,), shape=(TILE,))
//       ct.store(y4, index=(pid,), tile=ct.pack_to_bytes(t.astype(ct.float4_e2m1fn)))
//       c = ct.unpack_from_bytes(ct.load(q4, index=(pid,), shape=(TILE // 2,)), ct.float4_e2m1fn)
//       ct.store(z, index=(pid,), tile=c.astype(ct.float32))
//
// with TILE = 256: f32 narrowed to f4E2M1FN (nearest even, saturating) and packed
// two to a byte, and packed bytes unpacked and widened to f32.
cuda_tile.module @kernels version "13.3" {
  entry @f4_cast(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i8>>
    %assume_1 = assume div_by<16>, %arg6 : tile<ptr<i8>>
    %assume_2 = assume div_by<16>, %arg9 : tile<ptr<f32>>
    %cst_1 = constant <i32: 1> : tile<i32>
    %cst_1_3 = constant <i32: 1> : tile<i32>
    %cst_1_4 = constant <i32: 1> : tile<i32>
    %cst_1_5 = constant <i32: 1> : tile<i32>
    %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32>
    %tview = make_tensor_view %assume, shape = [%assume_6], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32>
    %tview_8 = make_tensor_view %assume_0, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %assume_9 = assume bounded<0, ?>, %arg7 : tile<i32>
    %tview_10 = make_tensor_view %assume_1, shape = [%assume_9], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32>
    %tview_12 = make_tensor_view %assume_2, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %1 = ftof %tile  : tile<256xf32> -> tile<256xf4E2M1FN>
    %2 = pack %1 : tile<256xf4E2M1FN> -> tile<128xi8>
    %pview_13 = make_partition_view %tview_8 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>
    %3 = store_view_tko weak %2, %pview_13[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    %pview_14 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>
    %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %4 = unpack %tile_15 : tile<128xi8> -> tile<256xf4E2M1FN>
    %5 = ftof %4  : tile<256xf4E2M1FN> -> tile<256xf32>
    %pview_17 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %6 = store_view_tko weak %5, %pview_17[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

