// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile 13.2's f8E8M0FNU (a biased exponent byte, 2^(e-127), 0xFF NaN): 128
// codes `c` loaded and widened to f32 (`w`), and 128 f32 `x` narrowed toward zero
// (`z`) and toward +inf (`p`), stored as bytes (saturating to 2^127; NaN 0xFF;
// zero, negative and tiny values the smallest code).
// Each array argument is (pointer, size, stride); only the pointers are used.
module {
  cuda_tile.module @kernels version "13.3" {
    entry @e8m0(%cp: tile<ptr<f8E8M0FNU>>, %cn: tile<i32>, %cs: tile<i32>,
                %xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>,
                %wp: tile<ptr<f32>>, %wn: tile<i32>, %ws: tile<i32>,
                %zp: tile<ptr<f8E8M0FNU>>, %zn: tile<i32>, %zs: tile<i32>,
                %pp: tile<ptr<f8E8M0FNU>>, %pn: tile<i32>, %ps: tile<i32>) {
      %i = iota : tile<128xi32>
      %cr = reshape %cp : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
      %cb = broadcast %cr : tile<1xptr<f8E8M0FNU>> -> tile<128xptr<f8E8M0FNU>>
      %ca = offset %cb, %i : tile<128xptr<f8E8M0FNU>>, tile<128xi32> -> tile<128xptr<f8E8M0FNU>>
      %c, %t0 = load_ptr_tko weak %ca : tile<128xptr<f8E8M0FNU>> -> tile<128xf8E8M0FNU>, token
      %w = ftof %c : tile<128xf8E8M0FNU> -> tile<128xf32>
      %wr = reshape %wp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %wb = broadcast %wr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %wa = offset %wb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %s0 = store_ptr_tko weak %wa, %w : tile<128xptr<f32>>, tile<128xf32> -> token

      %xr = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %xb = broadcast %xr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %xa = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %x, %t1 = load_ptr_tko weak %xa : tile<128xptr<f32>> -> tile<128xf32>, token
      %z = ftof %x rounding<zero> : tile<128xf32> -> tile<128xf8E8M0FNU>
      %zr = reshape %zp : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
      %zb = broadcast %zr : tile<1xptr<f8E8M0FNU>> -> tile<128xptr<f8E8M0FNU>>
      %za = offset %zb, %i : tile<128xptr<f8E8M0FNU>>, tile<128xi32> -> tile<128xptr<f8E8M0FNU>>
      %s1 = store_ptr_tko weak %za, %z : tile<128xptr<f8E8M0FNU>>, tile<128xf8E8M0FNU> -> token
      %p = ftof %x rounding<positive_inf> : tile<128xf32> -> tile<128xf8E8M0FNU>
      %pr = reshape %pp : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
      %pb = broadcast %pr : tile<1xptr<f8E8M0FNU>> -> tile<128xptr<f8E8M0FNU>>
      %pa = offset %pb, %i : tile<128xptr<f8E8M0FNU>>, tile<128xi32> -> tile<128xptr<f8E8M0FNU>>
      %s2 = store_ptr_tko weak %pa, %p : tile<128xptr<f8E8M0FNU>>, tile<128xf8E8M0FNU> -> token
      return
    }
  }
}
