// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// the cuda_tile 13.3/13.4 ops tileas lowers through shared memory or to fences:
// pack of 128 f32 to their 512 bytes, unpack of those bytes to 256 i16, insert of
// a 32-element tile of 7.0 at block %n of the loaded 128, ftoi saturating (signed
// i32, unsigned i8: clamped, NaN -> 0), with the loads after gdc_wait_tko and the
// stores after gdc_launch_dependents_tko and memory_fence_alias_tko.
// Each array argument is (pointer, size, stride); only the pointers are used.
module {
  cuda_tile.module @kernels version "13.4" {
    entry @new_ops_13x(%xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>, %n: tile<i32>,
                       %bp: tile<ptr<i8>>, %bn: tile<i32>, %bs: tile<i32>,
                       %hp: tile<ptr<i16>>, %hn: tile<i32>, %hs: tile<i32>,
                       %ip: tile<ptr<f32>>, %in: tile<i32>, %is: tile<i32>,
                       %sp: tile<ptr<i32>>, %sn: tile<i32>, %ss: tile<i32>,
                       %up: tile<ptr<i8>>, %un: tile<i32>, %us: tile<i32>) {
      %i128 = iota : tile<128xi32>
      %i256 = iota : tile<256xi32>
      %i512 = iota : tile<512xi32>
      %xr = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %xb = broadcast %xr : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %xs128 = offset %xb, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %w = gdc_wait_tko -> token
      %x, %t0 = load_ptr_tko weak %xs128 token = %w : tile<128xptr<f32>> -> tile<128xf32>, token
      %l = gdc_launch_dependents_tko token = %t0 -> token
      %f = memory_fence_alias_tko %l
      %bytes = pack %x : tile<128xf32> -> tile<512xi8>
      %br = reshape %bp : tile<ptr<i8>> -> tile<1xptr<i8>>
      %bb = broadcast %br : tile<1xptr<i8>> -> tile<512xptr<i8>>
      %bs512 = offset %bb, %i512 : tile<512xptr<i8>>, tile<512xi32> -> tile<512xptr<i8>>
      %t1 = store_ptr_tko weak %bs512, %bytes token = %f : tile<512xptr<i8>>, tile<512xi8> -> token
      %h = unpack %bytes : tile<512xi8> -> tile<256xi16>
      %hr = reshape %hp : tile<ptr<i16>> -> tile<1xptr<i16>>
      %hb = broadcast %hr : tile<1xptr<i16>> -> tile<256xptr<i16>>
      %hs256 = offset %hb, %i256 : tile<256xptr<i16>>, tile<256xi32> -> tile<256xptr<i16>>
      %t2 = store_ptr_tko weak %hs256, %h token = %f : tile<256xptr<i16>>, tile<256xi16> -> token
      %seven = constant <f32: 7.0> : tile<32xf32>
      %y = insert %seven, %x[%n] : tile<32xf32>, tile<128xf32>
      %ir = reshape %ip : tile<ptr<f32>> -> tile<1xptr<f32>>
      %ib = broadcast %ir : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %is128 = offset %ib, %i128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %t3 = store_ptr_tko weak %is128, %y token = %f : tile<128xptr<f32>>, tile<128xf32> -> token
      %s = ftoi %x signed saturating : tile<128xf32> -> tile<128xi32>
      %sr = reshape %sp : tile<ptr<i32>> -> tile<1xptr<i32>>
      %sb = broadcast %sr : tile<1xptr<i32>> -> tile<128xptr<i32>>
      %ss128 = offset %sb, %i128 : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
      %t4 = store_ptr_tko weak %ss128, %s token = %f : tile<128xptr<i32>>, tile<128xi32> -> token
      %u = ftoi %x unsigned saturating : tile<128xf32> -> tile<128xi8>
      %ur = reshape %up : tile<ptr<i8>> -> tile<1xptr<i8>>
      %ub = broadcast %ur : tile<1xptr<i8>> -> tile<128xptr<i8>>
      %us128 = offset %ub, %i128 : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
      %t5 = store_ptr_tko weak %us128, %u token = %f : tile<128xptr<i8>>, tile<128xi8> -> token
      return
    }
  }
}
