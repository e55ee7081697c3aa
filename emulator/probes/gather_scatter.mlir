// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// a masked gather through a pointer tile (load_ptr_tko with mask and padding:
// out-of-range indices read -5.0) and a masked scatter (store_ptr_tko: only the
// even lanes of an iota write), 256-element tiles (2 slots per thread).
module {
  cuda_tile.module @kernels {
    entry @gather_scatter(%src: tile<ptr<f32>>, %srcn: tile<i32>, %srcs: tile<i32>, %idxp: tile<ptr<i32>>, %idxn: tile<i32>, %idxs: tile<i32>, %outp: tile<ptr<f32>>, %outn: tile<i32>, %outs: tile<i32>, %dstp: tile<ptr<f32>>, %dstn: tile<i32>, %dsts: tile<i32>) {
      %ti = make_tensor_view %idxp, shape = [%idxn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %to = make_tensor_view %outp, shape = [%outn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %pi = make_partition_view %ti : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>>
      %idx, %t1 = load_view_tko weak %pi[%c0] token = %tok : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
      %perm, %t2 = load_view_tko weak %pi[%c1] token = %tok : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
      %i64 = exti %idx signed : tile<256xi32> -> tile<256xi64>
      %r = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
      %b = broadcast %r : tile<1xptr<f32>> -> tile<256xptr<f32>>
      %p = offset %b, %i64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %n1 = reshape %srcn : tile<i32> -> tile<1xi32>
      %nb = broadcast %n1 : tile<1xi32> -> tile<256xi32>
      %zero = constant <i32: 0> : tile<256xi32>
      %lt = cmpi less_than %idx, %nb, signed : tile<256xi32> -> tile<256xi1>
      %ge = cmpi greater_than_or_equal %idx, %zero, signed : tile<256xi32> -> tile<256xi1>
      %m = andi %lt, %ge : tile<256xi1>
      %pad = constant <f32: -5.0> : tile<256xf32>
      %v, %t3 = load_ptr_tko weak %p, %m, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
      %po = make_partition_view %to : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
      %s1 = store_view_tko weak %v, %po[%c0] token = %tok : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %io = iota : tile<256xi32>
      %ones = constant <i32: 1> : tile<256xi32>
      %odd = andi %io, %ones : tile<256xi32>
      %even = cmpi equal %odd, %zero, signed : tile<256xi32> -> tile<256xi1>
      %fio = itof %io signed : tile<256xi32> -> tile<256xf32>
      %p64 = exti %perm signed : tile<256xi32> -> tile<256xi64>
      %rd = reshape %dstp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %bd = broadcast %rd : tile<1xptr<f32>> -> tile<256xptr<f32>>
      %pd = offset %bd, %p64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %s2 = store_ptr_tko weak %pd, %fio, %even token=%tok : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
      return
    }
  }
}
