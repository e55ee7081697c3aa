// Scatters through pointer tiles become 16-byte stores where the pointer tile
// steps by one element along its last dimension from 16-byte-aligned run
// starts (a row index times an `assume div_by<16>` stride plus a column iota,
// the base `assume div_by<16>`), as gathers do (gather.mlir): each of the 8
// runs of 4 slots a thread holds is one store. Under a mask that varies
// within runs (the column bound %dn1 has no known divisor) a run is one store
// when all its lanes are on, else lane by lane; under a mask that is the same
// over every run (rows only) the run's first lane decides and there is no
// lane-by-lane path. The emulator probe probe_scatter_rows checks the values.
// RUN: tileas-opt %s -tileas-O3 | FileCheck %s

// CHECK-LABEL: llvm.func @scatter_rows
// The first store: a vector store, else the four lanes one by one.
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-LABEL: llvm.func @scatter_rows_uniform
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK-NOT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: llvm.return
module {
  cuda_tile.module @kernels {
    entry @scatter_rows(%dst: tile<ptr<f32>>, %dn0: tile<i32>, %dn1: tile<i32>, %ds0: tile<i32>, %ds1: tile<i32>, %idxp: tile<ptr<i32>>, %idxn: tile<i32>, %idxs: tile<i32>, %srcp: tile<ptr<f32>>, %sn0: tile<i32>, %sn1: tile<i32>, %ss0: tile<i32>, %ss1: tile<i32>) {
      %dsta = assume div_by<16>, %dst : tile<ptr<f32>>
      %ds0a = assume div_by<16>, %ds0 : tile<i32>
      %ti = make_tensor_view %idxp, shape = [%idxn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %ts = make_tensor_view %srcp, shape = [%sn0, %sn1], strides = [%ss0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %pi = make_partition_view %ti : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
      %idx, %t1 = load_view_tko weak %pi[%c0] token = %tok : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
      %ps = make_partition_view %ts : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
      %v, %t2 = load_view_tko weak %ps[%c0, %c0] token = %tok : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %ir = reshape %idx : tile<64xi32> -> tile<64x1xi32>
      %ib = broadcast %ir : tile<64x1xi32> -> tile<64x64xi32>
      %i64 = exti %ib signed : tile<64x64xi32> -> tile<64x64xi64>
      %s64 = exti %ds0a signed : tile<i32> -> tile<i64>
      %sr = reshape %s64 : tile<i64> -> tile<1x1xi64>
      %sb = broadcast %sr : tile<1x1xi64> -> tile<64x64xi64>
      %rowoff = muli %i64, %sb : tile<64x64xi64>
      %io = iota : tile<64xi32>
      %cr = reshape %io : tile<64xi32> -> tile<1x64xi32>
      %cb = broadcast %cr : tile<1x64xi32> -> tile<64x64xi32>
      %c64 = exti %cb signed : tile<64x64xi32> -> tile<64x64xi64>
      %off = addi %rowoff, %c64 : tile<64x64xi64>
      %pr = reshape %dsta : tile<ptr<f32>> -> tile<1x1xptr<f32>>
      %pb = broadcast %pr : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
      %p = offset %pb, %off : tile<64x64xptr<f32>>, tile<64x64xi64> -> tile<64x64xptr<f32>>
      %mr = reshape %dn0 : tile<i32> -> tile<1x1xi32>
      %mb = broadcast %mr : tile<1x1xi32> -> tile<64x64xi32>
      %nr = reshape %dn1 : tile<i32> -> tile<1x1xi32>
      %nb = broadcast %nr : tile<1x1xi32> -> tile<64x64xi32>
      %lt = cmpi less_than %ib, %mb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %cn = cmpi less_than %cb, %nb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %m = andi %lt, %cn : tile<64x64xi1>
      %t3 = store_ptr_tko weak %p, %v, %m : tile<64x64xptr<f32>>, tile<64x64xf32>, tile<64x64xi1> -> token
      return
    }
    entry @scatter_rows_uniform(%dst: tile<ptr<f32>>, %dn0: tile<i32>, %dn1: tile<i32>, %ds0: tile<i32>, %ds1: tile<i32>, %idxp: tile<ptr<i32>>, %idxn: tile<i32>, %idxs: tile<i32>, %srcp: tile<ptr<f32>>, %sn0: tile<i32>, %sn1: tile<i32>, %ss0: tile<i32>, %ss1: tile<i32>) {
      %dsta = assume div_by<16>, %dst : tile<ptr<f32>>
      %ds0a = assume div_by<16>, %ds0 : tile<i32>
      %ti = make_tensor_view %idxp, shape = [%idxn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
      %ts = make_tensor_view %srcp, shape = [%sn0, %sn1], strides = [%ss0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %tok = make_token : token
      %c0 = constant <i32: 0> : tile<i32>
      %pi = make_partition_view %ti : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
      %idx, %t1 = load_view_tko weak %pi[%c0] token = %tok : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
      %ps = make_partition_view %ts : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
      %v, %t2 = load_view_tko weak %ps[%c0, %c0] token = %tok : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %ir = reshape %idx : tile<64xi32> -> tile<64x1xi32>
      %ib = broadcast %ir : tile<64x1xi32> -> tile<64x64xi32>
      %i64 = exti %ib signed : tile<64x64xi32> -> tile<64x64xi64>
      %s64 = exti %ds0a signed : tile<i32> -> tile<i64>
      %sr = reshape %s64 : tile<i64> -> tile<1x1xi64>
      %sb = broadcast %sr : tile<1x1xi64> -> tile<64x64xi64>
      %rowoff = muli %i64, %sb : tile<64x64xi64>
      %io = iota : tile<64xi32>
      %cr = reshape %io : tile<64xi32> -> tile<1x64xi32>
      %cb = broadcast %cr : tile<1x64xi32> -> tile<64x64xi32>
      %c64 = exti %cb signed : tile<64x64xi32> -> tile<64x64xi64>
      %off = addi %rowoff, %c64 : tile<64x64xi64>
      %pr = reshape %dsta : tile<ptr<f32>> -> tile<1x1xptr<f32>>
      %pb = broadcast %pr : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
      %p = offset %pb, %off : tile<64x64xptr<f32>>, tile<64x64xi64> -> tile<64x64xptr<f32>>
      %mr = reshape %dn0 : tile<i32> -> tile<1x1xi32>
      %mb = broadcast %mr : tile<1x1xi32> -> tile<64x64xi32>
      %nr = reshape %dn1 : tile<i32> -> tile<1x1xi32>
      %nb = broadcast %nr : tile<1x1xi32> -> tile<64x64xi32>
      %lt = cmpi less_than %ib, %mb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %cn = cmpi less_than %cb, %nb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %m = andi %lt, %cn : tile<64x64xi1>
      %t4 = store_ptr_tko weak %p, %v, %lt : tile<64x64xptr<f32>>, tile<64x64xf32>, tile<64x64xi1> -> token
      return
    }
  }
}
