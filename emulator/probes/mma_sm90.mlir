// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// tensor-core dot shapes the corpus does not have, at sm_90 (the module's
// nv_tileas.compute_capability; any --gpu-name): warpgroup MMAs with N = 8
// (f16, 32-byte swizzle, K-major B), 128 rows on one warpgroup (bf16, two
// 64-row blocks, 64-byte swizzle), tf32 with a 32-byte row of K, and f16 rows
// of K over two 128-byte swizzle blocks with an N-major B. Generated text:
// one dot per output, C = A B from zero.
module attributes {nv_tileas.compute_capability = 90 : i64} {
  cuda_tile.module @kernels {
    entry @mma_sm90(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<bf16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<bf16>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<f32>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<f32>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f32>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<ptr<f32>>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<ptr<f16>>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f16>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<ptr<f32>>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<i32>) {
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %h8_av = make_tensor_view %arg0, shape = [%arg1, %arg2], strides = [%arg3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %h8_ap = make_partition_view %h8_av : partition_view<tile=(64x16), tensor_view<?x?xf16, strides=[?,1]>>
      %h8_a, %h8_at = load_view_tko weak %h8_ap[%c0, %c0] token = %tok : partition_view<tile=(64x16), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x16xf16>, token
      %h8_bv = make_tensor_view %arg5, shape = [%arg6, %arg7], strides = [%arg8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %h8_bp = make_partition_view %h8_bv : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>
      %h8_b, %h8_bt = load_view_tko weak %h8_bp[%c0, %c0] token = %tok : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x8xf16>, token
      %h8_cv = make_tensor_view %arg10, shape = [%arg11, %arg12], strides = [%arg13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %h8_cp = make_partition_view %h8_cv : partition_view<tile=(64x8), tensor_view<?x?xf32, strides=[?,1]>>
      %h8_z = constant <f32: 0.000000e+00> : tile<64x8xf32>
      %h8_d = mmaf %h8_a, %h8_b, %h8_z : tile<64x16xf16>, tile<16x8xf16>, tile<64x8xf32>
      %h8_s = store_view_tko weak %h8_d, %h8_cp[%c0, %c0] token = %tok : tile<64x8xf32>, partition_view<tile=(64x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      %b32_av = make_tensor_view %arg15, shape = [%arg16, %arg17], strides = [%arg18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
      %b32_ap = make_partition_view %b32_av : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>
      %b32_a, %b32_at = load_view_tko weak %b32_ap[%c0, %c0] token = %tok : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x32xbf16>, token
      %b32_bv = make_tensor_view %arg20, shape = [%arg21, %arg22], strides = [%arg23, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
      %b32_bp = make_partition_view %b32_bv : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
      %b32_b, %b32_bt = load_view_tko weak %b32_bp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
      %b32_cv = make_tensor_view %arg25, shape = [%arg26, %arg27], strides = [%arg28, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %b32_cp = make_partition_view %b32_cv : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>>
      %b32_z = constant <f32: 0.000000e+00> : tile<128x32xf32>
      %b32_d = mmaf %b32_a, %b32_b, %b32_z : tile<128x32xbf16>, tile<32x32xbf16>, tile<128x32xf32>
      %b32_s = store_view_tko weak %b32_d, %b32_cp[%c0, %c0] token = %tok : tile<128x32xf32>, partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      %t16_av = make_tensor_view %arg30, shape = [%arg31, %arg32], strides = [%arg33, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %t16_ap = make_partition_view %t16_av : partition_view<tile=(64x8), tensor_view<?x?xf32, strides=[?,1]>>
      %t16_a, %t16_at = load_view_tko weak %t16_ap[%c0, %c0] token = %tok : partition_view<tile=(64x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x8xf32>, token
      %t16_bv = make_tensor_view %arg35, shape = [%arg36, %arg37], strides = [%arg38, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %t16_bp = make_partition_view %t16_bv : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>
      %t16_b, %t16_bt = load_view_tko weak %t16_bp[%c0, %c0] token = %tok : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
      %t16_cv = make_tensor_view %arg40, shape = [%arg41, %arg42], strides = [%arg43, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %t16_cp = make_partition_view %t16_cv : partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,1]>>
      %t16_a32 = ftof %t16_a : tile<64x8xf32> -> tile<64x8xtf32>
      %t16_b32 = ftof %t16_b : tile<8x16xf32> -> tile<8x16xtf32>
      %t16_z = constant <f32: 0.000000e+00> : tile<64x16xf32>
      %t16_d = mmaf %t16_a32, %t16_b32, %t16_z : tile<64x8xtf32>, tile<8x16xtf32>, tile<64x16xf32>
      %t16_s = store_view_tko weak %t16_d, %t16_cp[%c0, %c0] token = %tok : tile<64x16xf32>, partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      %h64_av = make_tensor_view %arg45, shape = [%arg46, %arg47], strides = [%arg48, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %h64_ap = make_partition_view %h64_av : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
      %h64_a, %h64_at = load_view_tko weak %h64_ap[%c0, %c0] token = %tok : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %h64_bv = make_tensor_view %arg50, shape = [%arg51, %arg52], strides = [%arg53, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %h64_bp = make_partition_view %h64_bv : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
      %h64_b, %h64_bt = load_view_tko weak %h64_bp[%c0, %c0] token = %tok : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %h64_cv = make_tensor_view %arg55, shape = [%arg56, %arg57], strides = [%arg58, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %h64_cp = make_partition_view %h64_cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
      %h64_z = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %h64_d = mmaf %h64_a, %h64_b, %h64_z : tile<64x128xf16>, tile<128x64xf16>, tile<64x64xf32>
      %h64_s = store_view_tko weak %h64_d, %h64_cp[%c0, %c0] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      return
    }
  }
}
