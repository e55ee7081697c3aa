// Gathers through pointer tiles become 16-byte loads where the pointer tile
// steps by one element along its last dimension from 16-byte-aligned run
// starts (a row base times an `assume div_by<16>` stride plus a column iota,
// the base `assume div_by<16>`: nv_tileaa.arg_div_by): a run of 4 slots is
// one load when all 4 mask lanes are on, else lane by lane (the emulator
// probe probe_gather_rows checks the values): 8 runs per thread.
// RUN: tileas-opt %s -tileas-O3 | FileCheck %s

// CHECK-LABEL: llvm.func @gather_rows
// CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
module {
  cuda_tile.module @kernels {
    entry @gather_rows(%src: tile<ptr<f32>>, %sn0: tile<i32>, %sn1: tile<i32>, %ss0: tile<i32>, %ss1: tile<i32>, %idxp: tile<ptr<i32>>, %idxn: tile<i32>, %idxs: tile<i32>, %kkp: tile<ptr<i32>>, %kkn: tile<i32>, %kks: tile<i32>, %outp: tile<ptr<f32>>, %on0: tile<i32>, %on1: tile<i32>, %os0: tile<i32>, %os1: tile<i32>) {
      %srca = assume div_by<16>, %src : tile<ptr<f32>>
      %ss0a = assume div_by<16>, %ss0 : tile<i32>
      %ti = make_tensor_view %idxp, shape = [%idxn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %to = make_tensor_view %outp, shape = [%on0, %on1], strides = [%os0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %pi = make_partition_view %ti : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
      %idx, %t1 = load_view_tko weak %pi[%c0] token = %tok : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
      %ir = reshape %idx : tile<64xi32> -> tile<64x1xi32>
      %ib = broadcast %ir : tile<64x1xi32> -> tile<64x64xi32>
      %i64 = exti %ib signed : tile<64x64xi32> -> tile<64x64xi64>
      %s64 = exti %ss0a signed : tile<i32> -> tile<i64>
      %sr = reshape %s64 : tile<i64> -> tile<1x1xi64>
      %sb = broadcast %sr : tile<1x1xi64> -> tile<64x64xi64>
      %rowoff = muli %i64, %sb : tile<64x64xi64>
      %io = iota : tile<64xi32>
      %cr = reshape %io : tile<64xi32> -> tile<1x64xi32>
      %cb = broadcast %cr : tile<1x64xi32> -> tile<64x64xi32>
      %c64 = exti %cb signed : tile<64x64xi32> -> tile<64x64xi64>
      %off = addi %rowoff, %c64 : tile<64x64xi64>
      %pr = reshape %srca : tile<ptr<f32>> -> tile<1x1xptr<f32>>
      %pb = broadcast %pr : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
      %p = offset %pb, %off : tile<64x64xptr<f32>>, tile<64x64xi64> -> tile<64x64xptr<f32>>
      %mr = reshape %sn0 : tile<i32> -> tile<1x1xi32>
      %mb = broadcast %mr : tile<1x1xi32> -> tile<64x64xi32>
      %kr = reshape %kkn : tile<i32> -> tile<1x1xi32>
      %kb = broadcast %kr : tile<1x1xi32> -> tile<64x64xi32>
      %zero = constant <i32: 0> : tile<64x64xi32>
      %lt = cmpi less_than %ib, %mb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %ge = cmpi greater_than_or_equal %ib, %zero, signed : tile<64x64xi32> -> tile<64x64xi1>
      %ck = cmpi less_than %cb, %kb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %m1 = andi %lt, %ge : tile<64x64xi1>
      %m = andi %m1, %ck : tile<64x64xi1>
      %pad = constant <f32: -1.0> : tile<64x64xf32>
      %v, %t2 = load_ptr_tko weak %p, %m, %pad : tile<64x64xptr<f32>>, tile<64x64xi1>, tile<64x64xf32> -> tile<64x64xf32>, token
      %po = make_partition_view %to : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
      %s1 = store_view_tko weak %v, %po[%c0, %c0] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      return
    }
  }
}
