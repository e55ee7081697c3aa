// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// token-ordered global accesses that cross threads. x is loaded, doubled and
// stored back (write after read), then read back reversed (read after write)
// and stored into y (write after read): each element is read by another thread
// than the one that wrote it, so the CTA barriers convert-tileaa-to-tileas puts
// around the stores are what make y = reverse(2 * x).
// Each array argument is (pointer, size, stride); only the pointers are used.
module {
  cuda_tile.module @kernels {
    entry @token_order(%xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>,
                       %yp: tile<ptr<f32>>, %yn: tile<i32>, %ys: tile<i32>) {
      %i = iota : tile<128xi32>
      %xr = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %xb = broadcast %xr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %xa = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %x, %t0 = load_ptr_tko weak %xa : tile<128xptr<f32>> -> tile<128xf32>, token
      %two = constant <f32: 2.0> : tile<128xf32>
      %x2 = mulf %x, %two : tile<128xf32>
      %t1 = store_ptr_tko weak %xa, %x2 token = %t0 : tile<128xptr<f32>>, tile<128xf32> -> token
      %c127 = constant <i32: 127> : tile<128xi32>
      %ri = subi %c127, %i : tile<128xi32>
      %ra = offset %xb, %ri : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %r, %t2 = load_ptr_tko weak %ra token = %t1 : tile<128xptr<f32>> -> tile<128xf32>, token
      %yr = reshape %yp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %yb = broadcast %yr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %ya = offset %yb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %t3 = store_ptr_tko weak %ya, %r token = %t2 : tile<128xptr<f32>>, tile<128xf32> -> token
      return
    }
  }
}
