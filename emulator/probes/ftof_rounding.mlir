// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile 13.4 `ftof` rounding modes other than nearest_even. From 128 f32 `x`
// and 128 f64 `d`: f32 -> f16 and f32 -> bf16 toward zero, f64 -> f32 toward
// zero, -inf and +inf, f64 -> f16 toward zero, f32 -> tf32 toward zero and to
// nearest with ties away (read back as f32); each into its own output array.
// Each array argument is (pointer, size, stride); only the pointers are used.
module {
  cuda_tile.module @kernels version "13.4" {
    entry @ftof_rounding(%xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>,
                         %dp: tile<ptr<f64>>, %dn: tile<i32>, %ds: tile<i32>,
                         %hp: tile<ptr<f16>>, %hn: tile<i32>, %hs: tile<i32>,
                         %bp: tile<ptr<bf16>>, %bn: tile<i32>, %bs: tile<i32>,
                         %zp: tile<ptr<f32>>, %zn: tile<i32>, %zs: tile<i32>,
                         %mp: tile<ptr<f32>>, %mn: tile<i32>, %ms: tile<i32>,
                         %pp: tile<ptr<f32>>, %pn: tile<i32>, %ps: tile<i32>,
                         %ep: tile<ptr<f16>>, %en: tile<i32>, %es: tile<i32>,
                         %tp: tile<ptr<f32>>, %tn: tile<i32>, %ts: tile<i32>,
                         %ap: tile<ptr<f32>>, %an: tile<i32>, %as: tile<i32>) {
      %i = iota : tile<128xi32>
      %xr = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %xb = broadcast %xr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %xa = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %x, %t0 = load_ptr_tko weak %xa : tile<128xptr<f32>> -> tile<128xf32>, token
      %dr = reshape %dp : tile<ptr<f64>> -> tile<1xptr<f64>>
      %db = broadcast %dr : tile<1xptr<f64>> -> tile<128xptr<f64>>
      %da = offset %db, %i : tile<128xptr<f64>>, tile<128xi32> -> tile<128xptr<f64>>
      %d, %t1 = load_ptr_tko weak %da : tile<128xptr<f64>> -> tile<128xf64>, token

      %h = ftof %x rounding<zero> : tile<128xf32> -> tile<128xf16>
      %hr = reshape %hp : tile<ptr<f16>> -> tile<1xptr<f16>>
      %hb = broadcast %hr : tile<1xptr<f16>> -> tile<128xptr<f16>>
      %ha = offset %hb, %i : tile<128xptr<f16>>, tile<128xi32> -> tile<128xptr<f16>>
      %s0 = store_ptr_tko weak %ha, %h : tile<128xptr<f16>>, tile<128xf16> -> token

      %b = ftof %x rounding<zero> : tile<128xf32> -> tile<128xbf16>
      %br = reshape %bp : tile<ptr<bf16>> -> tile<1xptr<bf16>>
      %bb = broadcast %br : tile<1xptr<bf16>> -> tile<128xptr<bf16>>
      %ba = offset %bb, %i : tile<128xptr<bf16>>, tile<128xi32> -> tile<128xptr<bf16>>
      %s1 = store_ptr_tko weak %ba, %b : tile<128xptr<bf16>>, tile<128xbf16> -> token

      %z = ftof %d rounding<zero> : tile<128xf64> -> tile<128xf32>
      %zr = reshape %zp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %zb = broadcast %zr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %za = offset %zb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %s2 = store_ptr_tko weak %za, %z : tile<128xptr<f32>>, tile<128xf32> -> token

      %m = ftof %d rounding<negative_inf> : tile<128xf64> -> tile<128xf32>
      %mr = reshape %mp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %mb = broadcast %mr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %ma = offset %mb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %s3 = store_ptr_tko weak %ma, %m : tile<128xptr<f32>>, tile<128xf32> -> token

      %p = ftof %d rounding<positive_inf> : tile<128xf64> -> tile<128xf32>
      %pr = reshape %pp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %pb = broadcast %pr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %pa = offset %pb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %s4 = store_ptr_tko weak %pa, %p : tile<128xptr<f32>>, tile<128xf32> -> token

      %e = ftof %d rounding<zero> : tile<128xf64> -> tile<128xf16>
      %er = reshape %ep : tile<ptr<f16>> -> tile<1xptr<f16>>
      %eb = broadcast %er : tile<1xptr<f16>> -> tile<128xptr<f16>>
      %ea = offset %eb, %i : tile<128xptr<f16>>, tile<128xi32> -> tile<128xptr<f16>>
      %s5 = store_ptr_tko weak %ea, %e : tile<128xptr<f16>>, tile<128xf16> -> token

      %tz = ftof %x rounding<zero> : tile<128xf32> -> tile<128xtf32>
      %t = ftof %tz : tile<128xtf32> -> tile<128xf32>
      %tr = reshape %tp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %tb = broadcast %tr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %ta = offset %tb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %s6 = store_ptr_tko weak %ta, %t : tile<128xptr<f32>>, tile<128xf32> -> token

      %az = ftof %x rounding<nearest_away> : tile<128xf32> -> tile<128xtf32>
      %a = ftof %az : tile<128xtf32> -> tile<128xf32>
      %ar = reshape %ap : tile<ptr<f32>> -> tile<1xptr<f32>>
      %ab = broadcast %ar : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %aa = offset %ab, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %s7 = store_ptr_tko weak %aa, %a : tile<128xptr<f32>>, tile<128xf32> -> token
      return
    }
  }
}
