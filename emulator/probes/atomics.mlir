// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// atomic_rmw_tko umax/umin (uint32) and addf through pointer tiles, atomic_cas_tko
// (every lane tries 0 -> lane+1 on cnt[lane % 4]: one winner per counter) and a
// bool (i1) tile stored to memory.
module {
  cuda_tile.module @kernels {
    entry @atomics(%xp: tile<ptr<i32>>, %xn: tile<i32>, %xs: tile<i32>, %up: tile<ptr<i32>>, %un: tile<i32>, %us: tile<i32>, %fp: tile<ptr<f32>>, %fn: tile<i32>, %fs: tile<i32>, %cp: tile<ptr<i32>>, %cn: tile<i32>, %cs: tile<i32>, %op: tile<ptr<i32>>, %on: tile<i32>, %os: tile<i32>, %bp: tile<ptr<i1>>, %bn: tile<i32>, %bs: tile<i32>) {
      %tx = make_tensor_view %xp, shape = [%xn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %to = make_tensor_view %op, shape = [%on], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %tb = make_tensor_view %bp, shape = [%bn], strides = [1] : tile<i32> -> tensor_view<?xi1, strides=[1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %px = make_partition_view %tx : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
      %x, %t1 = load_view_tko weak %px[%c0] token = %tok : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
      %io = iota : tile<128xi32>
      %one = constant <i32: 1> : tile<128xi32>
      %three = constant <i32: 3> : tile<128xi32>
      %zero = constant <i32: 0> : tile<128xi32>
      %k = andi %io, %one : tile<128xi32>
      %k64 = exti %k unsigned : tile<128xi32> -> tile<128xi64>
      %ru = reshape %up : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bu = broadcast %ru : tile<1xptr<i32>> -> tile<128xptr<i32>>
      %pu = offset %bu, %k64 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>>
      %r1, %t2 = atomic_rmw_tko relaxed device %pu, umax, %x : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
      %two = constant <i64: 2> : tile<128xi64>
      %k2 = addi %k64, %two : tile<128xi64>
      %pu2 = offset %bu, %k2 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>>
      %r2, %t3 = atomic_rmw_tko relaxed device %pu2, umin, %x : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
      %rf = reshape %fp : tile<ptr<f32>> -> tile<1xptr<f32>>
      %bf = broadcast %rf : tile<1xptr<f32>> -> tile<128xptr<f32>>
      %pf = offset %bf, %k64 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
      %xf = itof %x signed : tile<128xi32> -> tile<128xf32>
      %r3, %t4 = atomic_rmw_tko relaxed device %pf, addf, %xf : tile<128xptr<f32>>, tile<128xf32> -> tile<128xf32>, token
      %j = andi %io, %three : tile<128xi32>
      %j64 = exti %j unsigned : tile<128xi32> -> tile<128xi64>
      %rc = reshape %cp : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bc = broadcast %rc : tile<1xptr<i32>> -> tile<128xptr<i32>>
      %pc = offset %bc, %j64 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>>
      %lane1 = addi %io, %one : tile<128xi32>
      %old, %t5 = atomic_cas_tko acq_rel device %pc, %zero, %lane1 : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
      %po = make_partition_view %to : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
      %s1 = store_view_tko weak %old, %po[%c0] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      %neg = cmpi less_than %x, %zero, signed : tile<128xi32> -> tile<128xi1>
      %pb = make_partition_view %tb : partition_view<tile=(128), tensor_view<?xi1, strides=[1]>>
      %s2 = store_view_tko weak %neg, %pb[%c0] token = %tok : tile<128xi1>, partition_view<tile=(128), tensor_view<?xi1, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
