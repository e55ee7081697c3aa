// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py),
// compiled for the --gpu-name target (`for_target`): a K loop of two f32 dots
// on the SIMT cores whose operands tileas-pipeline-loads copies ahead into
// plain ring stages (TMA from sm_90, cp.async at sm_80) and which read them
// there, without staging (`dot::stage_reads`): C1 = A · Bᵀ with B stored N x K
// (a transposed load, `dim_map = [1, 0]`: the stage is K-contiguous, its
// 256-byte rows in 128-byte blocks, so the K step crosses blocks) and
// C2 = A2 · B2 (B2's 256-byte rows in 128-byte blocks, K the row).
cuda_tile.module @kernels {
  entry @simt_ring(%a: tile<ptr<f32>>, %an0: tile<i32>, %an1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
                   %bt: tile<ptr<f32>>, %btn0: tile<i32>, %btn1: tile<i32>, %bts0: tile<i32>, %bts1: tile<i32>,
                   %c1: tile<ptr<f32>>, %c1n0: tile<i32>, %c1n1: tile<i32>, %c1s0: tile<i32>, %c1s1: tile<i32>,
                   %a2: tile<ptr<f32>>, %a2n0: tile<i32>, %a2n1: tile<i32>, %a2s0: tile<i32>, %a2s1: tile<i32>,
                   %b2: tile<ptr<f32>>, %b2n0: tile<i32>, %b2n1: tile<i32>, %b2s0: tile<i32>, %b2s1: tile<i32>,
                   %c2: tile<ptr<f32>>, %c2n0: tile<i32>, %c2n1: tile<i32>, %c2s0: tile<i32>, %c2s1: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %as0a = assume div_by<4>, %as0 : tile<i32>
    %bta = assume div_by<16>, %bt : tile<ptr<f32>>
    %bts0a = assume div_by<4>, %bts0 : tile<i32>
    %a2a = assume div_by<16>, %a2 : tile<ptr<f32>>
    %a2s0a = assume div_by<4>, %a2s0 : tile<i32>
    %b2a = assume div_by<16>, %b2 : tile<ptr<f32>>
    %b2s0a = assume div_by<4>, %b2s0 : tile<i32>
    %ta = make_tensor_view %aa, shape = [%an0, %an1], strides = [%as0a, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tbt = make_tensor_view %bta, shape = [%btn0, %btn1], strides = [%bts0a, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tc1 = make_tensor_view %c1, shape = [%c1n0, %c1n1], strides = [%c1s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ta2 = make_tensor_view %a2a, shape = [%a2n0, %a2n1], strides = [%a2s0a, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb2 = make_tensor_view %b2a, shape = [%b2n0, %b2n1], strides = [%b2s0a, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tc2 = make_tensor_view %c2, shape = [%c2n0, %c2n1], strides = [%c2s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1i = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %z1 = constant <f32: 0.000000e+00> : tile<32x32xf32>
    %z2 = constant <f32: 0.000000e+00> : tile<32x64xf32>
    %r:2 = for %k in (%c0 to %c4, step %c1i) : tile<i32> iter_values(%acc1 = %z1, %acc2 = %z2) -> (tile<32x32xf32>, tile<32x64xf32>) {
      %pa = make_partition_view %ta : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>
      %ta_k, %t1 = load_view_tko weak %pa[%c0, %k] token = %tok : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x64xf32>, token
      %pb = make_partition_view %tbt : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
      %tb_k, %t2 = load_view_tko weak %pb[%k, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf32>, token
      %d1 = mmaf %ta_k, %tb_k, %acc1 : tile<32x64xf32>, tile<64x32xf32>, tile<32x32xf32>
      %pa2 = make_partition_view %ta2 : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,1]>>
      %ta2_k, %t3 = load_view_tko weak %pa2[%c0, %k] token = %tok : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x16xf32>, token
      %pb2 = make_partition_view %tb2 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>
      %tb2_k, %t4 = load_view_tko weak %pb2[%k, %c0] token = %tok : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
      %d2 = mmaf %ta2_k, %tb2_k, %acc2 : tile<32x16xf32>, tile<16x64xf32>, tile<32x64xf32>
      continue %d1, %d2 : tile<32x32xf32>, tile<32x64xf32>
    }
    %pc1 = make_partition_view %tc1 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s1 = store_view_tko weak %r#0, %pc1[%c0, %c0] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %pc2 = make_partition_view %tc2 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>
    %s2 = store_view_tko weak %r#1, %pc2[%c0, %c0] token = %tok : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
