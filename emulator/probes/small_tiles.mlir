// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// shared-memory exchange ops on tiles smaller than the CTA (32 and 64 elements:
// threads beyond them hold replicas): 2-D permute, cat along dim 0, extract of
// the second block, reduce to 4 elements, broadcast of a [4, 1] column, scan
// along dim 0.
module {
  cuda_tile.module @kernels {
    entry @small_tiles(%xp: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>, %op: tile<ptr<f32>>, %on: tile<i32>, %os: tile<i32>) {
      %tx = make_tensor_view %xp, shape = [%xn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %to = make_tensor_view %op, shape = [%on], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %c4 = constant <i32: 4> : tile<i32>
      %c6 = constant <i32: 6> : tile<i32>
      %c7 = constant <i32: 7> : tile<i32>
      %c40 = constant <i32: 40> : tile<i32>
      %px = make_partition_view %tx : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
      %p32 = make_partition_view %to : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
      %p64 = make_partition_view %to : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
      %p4 = make_partition_view %to : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
      %x, %t1 = load_view_tko weak %px[%c0] token = %tok : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
      %t = reshape %x : tile<32xf32> -> tile<4x8xf32>
      %p = permute %t [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
      %p1 = reshape %p : tile<8x4xf32> -> tile<32xf32>
      %s0 = store_view_tko weak %p1, %p32[%c0] token = %tok : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %two = constant <f32: 2.0> : tile<4x8xf32>
      %t2 = mulf %t, %two : tile<4x8xf32>
      %c = cat %t, %t2 dim = 0 : tile<4x8xf32>, tile<4x8xf32> -> tile<8x8xf32>
      %c1d = reshape %c : tile<8x8xf32> -> tile<64xf32>
      %s1 = store_view_tko weak %c1d, %p64[%c1] token = %tok : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %e = extract %c[%c1, %c0] : tile<8x8xf32> -> tile<4x8xf32>
      %e1 = reshape %e : tile<4x8xf32> -> tile<32xf32>
      %s2 = store_view_tko weak %e1, %p32[%c4] token = %tok : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %r = reduce %t dim=1 identities=[0.0 : f32] : tile<4x8xf32> -> tile<4xf32>
      (%l: tile<f32>, %rr: tile<f32>) {
        %z = addf %l, %rr : tile<f32>
        yield %z : tile<f32>
      }
      %s3 = store_view_tko weak %r, %p4[%c40] token = %tok : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %r2 = reshape %r : tile<4xf32> -> tile<4x1xf32>
      %b = broadcast %r2 : tile<4x1xf32> -> tile<4x8xf32>
      %b1 = reshape %b : tile<4x8xf32> -> tile<32xf32>
      %s4 = store_view_tko weak %b1, %p32[%c6] token = %tok : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %q = scan %t dim=0 reverse=false identities=[0.0 : f32] : tile<4x8xf32> -> tile<4x8xf32>
      (%l2: tile<f32>, %rr2: tile<f32>) {
        %z2 = addf %l2, %rr2 : tile<f32>
        yield %z2 : tile<f32>
      }
      %q1 = reshape %q : tile<4x8xf32> -> tile<32xf32>
      %s5 = store_view_tko weak %q1, %p32[%c7] token = %tok : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
