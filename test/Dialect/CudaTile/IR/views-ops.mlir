// View ops, assume and globals in the 13.1 short form: every optional group
// present and absent. The custom form re-parses to itself and the generic form
// re-parses to the same IR.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: cuda_tile.module @views
cuda_tile.module @views {
  // CHECK: global @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  // GENERIC: "cuda_tile.global"() <{alignment = 0 : i64, sym_name = "table", value = dense<[1, 2, 3, 4]> : !cuda_tile.tile<4xi32>}> : () -> ()
  global @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  // CHECK: global @aligned alignment = 16 <f32: 1.000000e+00> : tile<1xf32>
  // GENERIC: "cuda_tile.global"() <{alignment = 16 : i64, sym_name = "aligned", value = dense<1.000000e+00> : !cuda_tile.tile<1xf32>}> : () -> ()
  global @aligned alignment = 16 <f32: 1.0> : tile<1xf32>
  // An explicit default alignment is elided.
  // CHECK: global @zero <i64: 0> : tile<2xi64>
  global @zero alignment = 0 <i64: 0> : tile<2xi64>

  // CHECK-LABEL: entry @kernel(
  entry @kernel(%base: tile<ptr<f32>>, %n: tile<i32>, %m64: tile<i64>) {
    // CHECK: %[[TV:.*]] = make_tensor_view %{{.*}}, shape = [%{{.*}}, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    // GENERIC: "cuda_tile.make_tensor_view"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x32xf32, strides=[32,1]>
    %tv = make_tensor_view %base, shape = [%n, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    // No dynamic entries: no index type.
    // CHECK: make_tensor_view %{{.*}}, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %tv_static = make_tensor_view %base, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    // Dynamic shape and strides, one index type for all.
    // CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]>
    // GENERIC: operandSegmentSizes = array<i32: 1, 2, 1>
    %tv_dyn = make_tensor_view %base, shape = [%m64, %m64], strides = [%m64, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]>
    // Rank 0.
    // CHECK: make_tensor_view %{{.*}}, shape = [], strides = [] : tensor_view<f32>
    %tv0 = make_tensor_view %base, shape = [], strides = [] : tensor_view<f32>
    // Discardable attributes print after the strides.
    // CHECK: make_tensor_view %{{.*}}, shape = [8], strides = [1] {tileas.note = 1 : i32} : tensor_view<8xf32, strides=[1]>
    %tv_attr = make_tensor_view %base, shape = [8], strides = [1] {tileas.note = 1 : i32} : tensor_view<8xf32, strides=[1]>

    // CHECK: %[[PV:.*]] = make_partition_view %[[TV]] : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>
    // GENERIC: "cuda_tile.make_partition_view"(%{{.*}}) : (!cuda_tile.tensor_view<?x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>
    // CHECK: %[[PVT:.*]] = make_partition_view %{{.*}} : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %pvt = make_partition_view %tv_dyn : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    // CHECK: make_partition_view %{{.*}} {tileas.note = 2 : i32} : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %pv_attr = make_partition_view %tv_attr {tileas.note = 2 : i32} : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>

    // CHECK: get_tensor_shape %[[TV]] : tensor_view<?x32xf32, strides=[32,1]> -> tile<i32>
    // GENERIC: "cuda_tile.get_tensor_shape"(%{{.*}}) : (!cuda_tile.tensor_view<?x32xf32, strides=[32,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x32xf32, strides=[32,1]> -> tile<i32>
    // Rank 0: no results, so the scalar type is not kept (it prints as tile<i32>).
    // CHECK: get_tensor_shape %{{.*}} : tensor_view<f32> -> tile<i32>
    get_tensor_shape %tv0 : tensor_view<f32> -> tile<i64>
    // CHECK: get_index_space_shape %[[PV]] : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>> -> tile<i64>
    // GENERIC: "cuda_tile.get_index_space_shape"(%{{.*}}) : (!cuda_tile.partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>) -> (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>)
    %g0, %g1 = get_index_space_shape %pv : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>> -> tile<i64>

    // Loads: every optional group absent, then present.
    // CHECK: %[[T:.*]], %[[TOK:.*]] = load_view_tko weak %[[PV]][%{{.*}}, %{{.*}}] : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    // GENERIC: "cuda_tile.load_view_tko"(%{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x32xf32>, !cuda_tile.token)
    %t, %tok = load_view_tko weak %pv[%n, %n] : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    // CHECK: load_view_tko acquire device %[[PVT]][%{{.*}}, %{{.*}}] token = %[[TOK]] optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i64> -> tile<32x16xf32>, token
    // GENERIC: "cuda_tile.load_view_tko"({{.*}}) <{memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 2, 1>, optimization_hints = #cuda_tile.optimization_hints<sm_100 = {allow_tma = false, latency = 3}>}>
    %t2, %tok2 = load_view_tko acquire device %pvt[%m64, %m64] token = %tok optimization_hints = <sm_100 = {latency = 3, allow_tma = false}> : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i64> -> tile<32x16xf32>, token
    // CHECK: load_view_tko relaxed tl_blk %{{.*}}[%{{.*}}] attributes {tileas.note = 3 : i32} : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %t3, %tok3 = load_view_tko relaxed tl_blk %pv_attr[%n] attributes {tileas.note = 3 : i32} : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token

    // Stores.
    // CHECK: store_view_tko weak %[[T]], %[[PV]][%{{.*}}, %{{.*}}] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    // GENERIC: "cuda_tile.store_view_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<16x32xf32>, !cuda_tile.partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %s1 = store_view_tko weak %t, %pv[%n, %n] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    // CHECK: store_view_tko release sys %{{.*}}, %[[PVT]][%{{.*}}, %{{.*}}] token = %{{.*}} optimization_hints = <sm_120 = {allow_tma = true}, sm_90 = {latency = 1}> : tile<32x16xf32>, partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i64> -> token
    %s2 = store_view_tko release sys %t2, %pvt[%m64, %m64] token = %tok2 optimization_hints = <sm_90 = {latency = 1}, sm_120 = {allow_tma = true}> : tile<32x16xf32>, partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i64> -> token
    // CHECK: store_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}] attributes {tileas.note = 4 : i32} : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    %s3 = store_view_tko relaxed device %t3, %pv_attr[%n] attributes {tileas.note = 4 : i32} : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token

    // CHECK: %{{.*}} = get_global @table : tile<ptr<i32>>
    // GENERIC: "cuda_tile.get_global"() <{name = @table}> : () -> !cuda_tile.tile<ptr<i32>>
    %gp = get_global @table : tile<ptr<i32>>
    // CHECK: get_global @aligned {tileas.note = 5 : i32} : tile<ptr<f32>>
    %gp2 = get_global @aligned {tileas.note = 5 : i32} : tile<ptr<f32>>
    return
  }
}

// The full `!cuda_tile.` spelling is accepted anywhere; the ops print the
// short form (as 13.1 does, also outside a cuda_tile.module).
// CHECK-LABEL: func.func @prefixed
func.func @prefixed(%base: !cuda_tile.tile<!cuda_tile.ptr<f16>>, %i: !cuda_tile.tile<i32>) {
  // CHECK: cuda_tile.make_tensor_view %{{.*}}, shape = [%{{.*}}], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %tv = cuda_tile.make_tensor_view %base, shape = [%i], strides = [1] : !cuda_tile.tile<i32> -> !cuda_tile.tensor_view<?xf16, strides=[1]>
  // CHECK: cuda_tile.make_partition_view %{{.*}} : partition_view<tile=(128), padding_value = neg_zero, tensor_view<?xf16, strides=[1]>>
  %pv = cuda_tile.make_partition_view %tv : !cuda_tile.partition_view<tile=(128), padding_value = neg_zero, !cuda_tile.tensor_view<?xf16, strides=[1]>>
  // CHECK: cuda_tile.load_view_tko weak %{{.*}}[%{{.*}}] : partition_view<tile=(128), padding_value = neg_zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
  %t, %tok = cuda_tile.load_view_tko weak %pv[%i] : !cuda_tile.partition_view<tile=(128), padding_value = neg_zero, tensor_view<?xf16, strides=[1]>>, !cuda_tile.tile<i32> -> !cuda_tile.tile<128xf16>, !cuda_tile.token
  return
}
