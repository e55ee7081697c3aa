// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// cuda_tile ops the corpus kernels do not use, one result per partition of the output.
module {
  cuda_tile.module @kernels {
    entry @shape_ops(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) {
      %tx = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %to = make_tensor_view %arg3, shape = [%arg4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %c2 = constant <i32: 2> : tile<i32>
      %c3 = constant <i32: 3> : tile<i32>
      %c4 = constant <i32: 4> : tile<i32>
      %c96 = constant <i32: 96> : tile<i32>
      %px = make_partition_view %tx : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
      %po = make_partition_view %to : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
      %po16 = make_partition_view %to : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
      %x, %t1 = load_view_tko weak %px[%c0] token = %tok : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
      %a = reshape %x : tile<512xf32> -> tile<4x8x16xf32>
      %b = permute %a [2, 0, 1] : tile<4x8x16xf32> -> tile<16x4x8xf32>
      %b1 = reshape %b : tile<16x4x8xf32> -> tile<512xf32>
      %s0 = store_view_tko weak %b1, %po[%c0] token = %tok : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %m = reshape %x : tile<512xf32> -> tile<32x16xf32>
      %r = scan %m dim=1 reverse=true identities=[0.0 : f32] : tile<32x16xf32> -> tile<32x16xf32>
      (%l: tile<f32>, %rr: tile<f32>) {
        %z = addf %l, %rr : tile<f32>
        yield %z : tile<f32>
      }
      %r1 = reshape %r : tile<32x16xf32> -> tile<512xf32>
      %s1 = store_view_tko weak %r1, %po[%c1] token = %tok : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %q = scan %m dim=0 reverse=false identities=[0.0 : f32] : tile<32x16xf32> -> tile<32x16xf32>
      (%l2: tile<f32>, %rr2: tile<f32>) {
        %z2 = addf %l2, %rr2 : tile<f32>
        yield %z2 : tile<f32>
      }
      %q1 = reshape %q : tile<32x16xf32> -> tile<512xf32>
      %s2 = store_view_tko weak %q1, %po[%c2] token = %tok : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %mx = reduce %m dim=0 identities=[0xFF800000 : f32] : tile<32x16xf32> -> tile<16xf32>
      (%l3: tile<f32>, %rr3: tile<f32>) {
        %z3 = maxf %l3, %rr3 : tile<f32>
        yield %z3 : tile<f32>
      }
      %s3 = store_view_tko weak %mx, %po16[%c96] token = %tok : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %rv = scan %x dim=0 reverse=true identities=[0.0 : f32] : tile<512xf32> -> tile<512xf32>
      (%l4: tile<f32>, %rr4: tile<f32>) {
        %z4 = addf %l4, %rr4 : tile<f32>
        yield %z4 : tile<f32>
      }
      %s4 = store_view_tko weak %rv, %po[%c4] token = %tok : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
