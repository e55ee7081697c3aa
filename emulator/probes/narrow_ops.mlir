// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile 13.3's 4-bit types beyond cuTile's casts: i4 unpacked from bytes,
// extended signed and unsigned, truncated and packed back; f4E2M1FN constants,
// f16 -> f4E2M1FN, and itof/ftoi through f4E2M1FN.
// Each array argument is (pointer, size, stride); only the pointers are used.
module {
  cuda_tile.module @kernels version "13.3" {
    entry @narrow_ops(%bp: tile<ptr<i8>>, %bn: tile<i32>, %bs: tile<i32>,
                      %sgp: tile<ptr<i32>>, %sgn: tile<i32>, %sgs: tile<i32>,
                      %usp: tile<ptr<i32>>, %usn: tile<i32>, %uss: tile<i32>,
                      %e8p: tile<ptr<i8>>, %e8n: tile<i32>, %e8s: tile<i32>,
                      %rpp: tile<ptr<i8>>, %rpn: tile<i32>, %rps: tile<i32>,
                      %csp: tile<ptr<f32>>, %csn: tile<i32>, %css: tile<i32>,
                      %spp: tile<ptr<f32>>, %spn: tile<i32>, %sps: tile<i32>,
                      %xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>,
                      %qp: tile<ptr<i8>>, %qn: tile<i32>, %qs: tile<i32>,
                      %iip: tile<ptr<i32>>, %iin: tile<i32>, %iis: tile<i32>) {
      %i16 = iota : tile<16xi32>
      %i64 = iota : tile<64xi32>
      %i128 = iota : tile<128xi32>
      // i4: bytes unpacked, extended signed and unsigned (to i32 and i8), and back.
      %bar = reshape %bp : tile<ptr<i8>> -> tile<1xptr<i8>>
      %bab = broadcast %bar : tile<1xptr<i8>> -> tile<64xptr<i8>>
      %baa = offset %bab, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
      %bytes, %t0 = load_ptr_tko weak %baa : tile<64xptr<i8>> -> tile<64xi8>, token
      %u = unpack %bytes : tile<64xi8> -> tile<128xi4>
      %sg = exti %u signed : tile<128xi4> -> tile<128xi32>
      %sgar = reshape %sgp : tile<ptr<i32>> -> tile<1xptr<i32>>
      %sgab = broadcast %sgar : tile<1xptr<i32>> -> tile<128xptr<i32>>
      %sgaa = offset %sgab, %i128 : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
      %s0 = store_ptr_tko weak %sgaa, %sg : tile<128xptr<i32>>, tile<128xi32> -> token
      %us = exti %u unsigned : tile<128xi4> -> tile<128xi32>
      %usar = reshape %usp : tile<ptr<i32>> -> tile<1xptr<i32>>
      %usab = broadcast %usar : tile<1xptr<i32>> -> tile<128xptr<i32>>
      %usaa = offset %usab, %i128 : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
      %s1 = store_ptr_tko weak %usaa, %us : tile<128xptr<i32>>, tile<128xi32> -> token
      %e8 = exti %u signed : tile<128xi4> -> tile<128xi8>
      %e8ar = reshape %e8p : tile<ptr<i8>> -> tile<1xptr<i8>>
      %e8ab = broadcast %e8ar : tile<1xptr<i8>> -> tile<128xptr<i8>>
      %e8aa = offset %e8ab, %i128 : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
      %s2 = store_ptr_tko weak %e8aa, %e8 : tile<128xptr<i8>>, tile<128xi8> -> token
      %three = constant <i32: 3> : tile<128xi32>
      %sum = addi %sg, %three : tile<128xi32>
      %tr = trunci %sum : tile<128xi32> -> tile<128xi4>
      %rep = pack %tr : tile<128xi4> -> tile<64xi8>
      %rpar = reshape %rpp : tile<ptr<i8>> -> tile<1xptr<i8>>
      %rpab = broadcast %rpar : tile<1xptr<i8>> -> tile<64xptr<i8>>
      %rpaa = offset %rpab, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
      %s3 = store_ptr_tko weak %rpaa, %rep : tile<64xptr<i8>>, tile<64xi8> -> token
      // f4E2M1FN constants (all 16 codes, and a splat) widened to f32.
      %c = constant <f4E2M1FN: [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]> : tile<16xf4E2M1FN>
      %cf = ftof %c : tile<16xf4E2M1FN> -> tile<16xf32>
      %csar = reshape %csp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %csab = broadcast %csar : tile<1xptr<f32>> -> tile<16xptr<f32>>
      %csaa = offset %csab, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
      %s4 = store_ptr_tko weak %csaa, %cf : tile<16xptr<f32>>, tile<16xf32> -> token
      %k = constant <f4E2M1FN: 3.0> : tile<16xf4E2M1FN>
      %kh = ftof %k : tile<16xf4E2M1FN> -> tile<16xbf16>
      %kf = ftof %kh : tile<16xbf16> -> tile<16xf32>
      %spar = reshape %spp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %spab = broadcast %spar : tile<1xptr<f32>> -> tile<16xptr<f32>>
      %spaa = offset %spab, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
      %s5 = store_ptr_tko weak %spaa, %kf : tile<16xptr<f32>>, tile<16xf32> -> token
      // f32 -> f16 -> f4E2M1FN, packed.
      %xar = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %xab = broadcast %xar : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %xaa = offset %xab, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %x, %t1 = load_ptr_tko weak %xaa : tile<128xptr<f32>> -> tile<128xf32>, token
      %xh = ftof %x : tile<128xf32> -> tile<128xf16>
      %xq = ftof %xh : tile<128xf16> -> tile<128xf4E2M1FN>
      %qb = pack %xq : tile<128xf4E2M1FN> -> tile<64xi8>
      %qar = reshape %qp : tile<ptr<i8>> -> tile<1xptr<i8>>
      %qab = broadcast %qar : tile<1xptr<i8>> -> tile<64xptr<i8>>
      %qaa = offset %qab, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
      %s6 = store_ptr_tko weak %qaa, %qb : tile<64xptr<i8>>, tile<64xi8> -> token
      // itof to f4E2M1FN (i - 64, saturating) and ftoi back.
      %sixtyfour = constant <i32: 64> : tile<128xi32>
      %n = subi %i128, %sixtyfour : tile<128xi32>
      %nf = itof %n signed : tile<128xi32> -> tile<128xf4E2M1FN>
      %ni = ftoi %nf signed : tile<128xf4E2M1FN> -> tile<128xi32>
      %iiar = reshape %iip : tile<ptr<i32>> -> tile<1xptr<i32>>
      %iiab = broadcast %iiar : tile<1xptr<i32>> -> tile<128xptr<i32>>
      %iiaa = offset %iiab, %i128 : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
      %s7 = store_ptr_tko weak %iiaa, %ni : tile<128xptr<i32>>, tile<128xi32> -> token
      return
    }
  }
}
