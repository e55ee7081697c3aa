// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py),
// compiled for the --gpu-name target (`for_target`: this bare cuda_tile.module
// goes into a module with the target's compute capability and shared memory):
// a K loop whose two bf16 operands are pointer-tile gathers, which
// tileas-pipeline-loads copies ahead with cp.async (`nv_tileas.async_gather`)
// into ring stages the tensor cores read in place (tcgen05 at sm_100, wgmma at
// sm_90; mma.sync from registers at sm_80/sm_120).
// A's rows come through an index (rows out of [0, 40) masked off), its columns
// k*64 + j masked at K = 200 (`kk`'s size, assumed a multiple of 8: every
// 16-byte run is wholly in or out); B's rows k*64 + i are masked at K. Masked
// runs must read as zeros: out = sum over k < K of A[idx[i], k] * B[k, j].
cuda_tile.module @kernels {
  entry @gather_mma(%a: tile<ptr<bf16>>, %an0: tile<i32>, %an1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
                    %idxp: tile<ptr<i32>>, %idxn: tile<i32>, %idxs: tile<i32>,
                    %kkp: tile<ptr<i32>>, %kkn: tile<i32>, %kks: tile<i32>,
                    %b: tile<ptr<bf16>>, %bn0: tile<i32>, %bn1: tile<i32>, %bs0: tile<i32>, %bs1: tile<i32>,
                    %o: tile<ptr<f32>>, %on0: tile<i32>, %on1: tile<i32>, %os0: tile<i32>, %os1: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<bf16>>
    %as0a = assume div_by<16>, %as0 : tile<i32>
    %ba = assume div_by<16>, %b : tile<ptr<bf16>>
    %bs0a = assume div_by<16>, %bs0 : tile<i32>
    %kka = assume div_by<8>, %kkn : tile<i32>
    %ti = make_tensor_view %idxp, shape = [%idxn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %to = make_tensor_view %o, shape = [%on0, %on1], strides = [%os0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %pi = make_partition_view %ti : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %idx, %t1 = load_view_tko weak %pi[%c0] token = %tok : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %ir = reshape %idx : tile<64xi32> -> tile<64x1xi32>
    %ib = broadcast %ir : tile<64x1xi32> -> tile<64x64xi32>
    %i64 = exti %ib signed : tile<64x64xi32> -> tile<64x64xi64>
    %s64 = exti %as0a signed : tile<i32> -> tile<i64>
    %sr = reshape %s64 : tile<i64> -> tile<1x1xi64>
    %sb = broadcast %sr : tile<1x1xi64> -> tile<64x64xi64>
    %rowoff = muli %i64, %sb : tile<64x64xi64>
    %mr = reshape %an0 : tile<i32> -> tile<1x1xi32>
    %mb = broadcast %mr : tile<1x1xi32> -> tile<64x64xi32>
    %zero = constant <i32: 0> : tile<64x64xi32>
    %lt = cmpi less_than %ib, %mb, signed : tile<64x64xi32> -> tile<64x64xi1>
    %ge = cmpi greater_than_or_equal %ib, %zero, signed : tile<64x64xi32> -> tile<64x64xi1>
    %rowok = andi %lt, %ge : tile<64x64xi1>
    %kr = reshape %kka : tile<i32> -> tile<1x1xi32>
    %kb = broadcast %kr : tile<1x1xi32> -> tile<64x64xi32>
    %io = iota : tile<64xi32>
    %colr = reshape %io : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %colr : tile<1x64xi32> -> tile<64x64xi32>
    %col64 = exti %colb signed : tile<64x64xi32> -> tile<64x64xi64>
    %rowr = reshape %io : tile<64xi32> -> tile<64x1xi32>
    %rowb = broadcast %rowr : tile<64x1xi32> -> tile<64x64xi32>
    %apr = reshape %aa : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
    %apb = broadcast %apr : tile<1x1xptr<bf16>> -> tile<64x64xptr<bf16>>
    %bpr = reshape %ba : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
    %bpb = broadcast %bpr : tile<1x1xptr<bf16>> -> tile<64x64xptr<bf16>>
    %bs64 = exti %bs0a signed : tile<i32> -> tile<i64>
    %bsr = reshape %bs64 : tile<i64> -> tile<1x1xi64>
    %bsb = broadcast %bsr : tile<1x1xi64> -> tile<64x64xi64>
    %padz = constant <bf16: 0.0> : tile<64x64xbf16>
    %n = divi %kka, %c64 signed rounding<positive_inf> : tile<i32>
    %z = constant <f32: 0.0> : tile<64x64xf32>
    %acc = for %k in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %z) -> (tile<64x64xf32>) {
      %k0 = muli %k, %c64 : tile<i32>
      %k0r = reshape %k0 : tile<i32> -> tile<1x1xi32>
      %k0b = broadcast %k0r : tile<1x1xi32> -> tile<64x64xi32>
      %acol = addi %k0b, %colb : tile<64x64xi32>
      %acol64 = exti %acol signed : tile<64x64xi32> -> tile<64x64xi64>
      %aoff = addi %rowoff, %acol64 : tile<64x64xi64>
      %ap = offset %apb, %aoff : tile<64x64xptr<bf16>>, tile<64x64xi64> -> tile<64x64xptr<bf16>>
      %ack = cmpi less_than %acol, %kb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %am = andi %rowok, %ack : tile<64x64xi1>
      %av, %at = load_ptr_tko weak %ap, %am, %padz : tile<64x64xptr<bf16>>, tile<64x64xi1>, tile<64x64xbf16> -> tile<64x64xbf16>, token
      %brow = addi %k0b, %rowb : tile<64x64xi32>
      %brow64 = exti %brow signed : tile<64x64xi32> -> tile<64x64xi64>
      %boff0 = muli %brow64, %bsb : tile<64x64xi64>
      %boff = addi %boff0, %col64 : tile<64x64xi64>
      %bp = offset %bpb, %boff : tile<64x64xptr<bf16>>, tile<64x64xi64> -> tile<64x64xptr<bf16>>
      %bm = cmpi less_than %brow, %kb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %bv, %bt = load_ptr_tko weak %bp, %bm, %padz : tile<64x64xptr<bf16>>, tile<64x64xi1>, tile<64x64xbf16> -> tile<64x64xbf16>, token
      %d = mmaf %av, %bv, %s : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %po = make_partition_view %to : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %u = store_view_tko weak %acc, %po[%c0, %c0] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
