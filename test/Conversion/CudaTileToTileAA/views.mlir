// Views: make_tensor_view → nv_tileaa.make_memref; partition views fold into
// tiled_load/tiled_store (element origins, dim_map, padding, sem/scope);
// get_tensor_shape / get_index_space_shape through get_dim_size.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @copy_2d(%arg0: !nv_tileaa.ptr<f32>, %arg1: !nv_tileaa.ptr<f32>, %arg2: i32, %arg3: i64, %arg4: i32, %arg5: i32, %arg6: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C64_I64:.*]] = arith.constant 64 : i64
// CHECK-NEXT: %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[C128_I64:.*]] = arith.constant 128 : i64
// CHECK-NEXT: %[[C16_I64:.*]] = arith.constant 16 : i64
// CHECK-NEXT: %[[C32_I64:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.make_memref %arg0, sizes[%[[V0]], %[[C64_I64]]], strides[%[[V1]], %[[C1_I64]]] {base_div_by = 1 : i64, sizes_div_by = array<i64: 1, 64>, strides_div_by = array<i64: 1, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x64xf32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.make_memref %arg1, sizes[%arg3, %[[C128_I64]]], strides[%[[C128_I64]], %[[C1_I64]]] {base_div_by = 1 : i64, sizes_div_by = array<i64: 1, 128>, strides_div_by = array<i64: 128, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x128xf32>
// CHECK-NEXT: %[[V4:.*]] = arith.extsi %arg5 : i32 to i64
// CHECK-NEXT: %[[V5:.*]] = arith.muli %[[V4]], %[[C16_I64]] : i64
// CHECK-NEXT: %[[V6:.*]] = arith.extsi %arg6 : i32 to i64
// CHECK-NEXT: %[[V7:.*]] = arith.muli %[[V6]], %[[C32_I64]] : i64
// CHECK-NEXT: %[[RESULT:.*]], %[[RESULT_TOKEN:.*]] = nv_tileaa.tiled_load %[[V2]][%[[V5]], %[[V7]]] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x64xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %[[V8:.*]] = arith.extsi %arg5 : i32 to i64
// CHECK-NEXT: %[[V9:.*]] = arith.muli %[[V8]], %[[C16_I64]] : i64
// CHECK-NEXT: %[[V10:.*]] = arith.extsi %arg6 : i32 to i64
// CHECK-NEXT: %[[V11:.*]] = arith.muli %[[V10]], %[[C32_I64]] : i64
// CHECK-NEXT: %[[V12:.*]] = nv_tileaa.tiled_store %[[RESULT]], %[[V3]][%[[V9]], %[[V11]]] token(%[[RESULT_TOKEN]]) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x32xf32>, !nv_tileaa.memref<?x128xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @transposed(%arg0: !nv_tileaa.ptr<f16>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[C16_I64:.*]] = arith.constant 16 : i64
// CHECK-NEXT: %[[C64_I64:.*]] = arith.constant 64 : i64
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V2:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.make_memref %arg0, sizes[%[[V0]], %[[V1]]], strides[%[[V2]], %[[C1_I64]]] {base_div_by = 1 : i64, sizes_div_by = array<i64: 1, 1>, strides_div_by = array<i64: 1, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
// CHECK-NEXT: %[[V4:.*]] = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT: %[[V5:.*]] = arith.muli %[[V4]], %[[C16_I64]] : i64
// CHECK-NEXT: %[[V6:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %[[V7:.*]] = arith.muli %[[V6]], %[[C64_I64]] : i64
// CHECK-NEXT: %[[RESULT:.*]], %[[RESULT_TOKEN:.*]] = nv_tileaa.tiled_load %[[V3]][%[[V5]], %[[V7]]] {dim_map = array<i64: 1, 0>, padding = 0xFC00 : f16, scope = "device", sem = "acquire"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x16xf16>
// CHECK-NEXT: %[[V8:.*]] = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT: %[[V9:.*]] = arith.muli %[[V8]], %[[C16_I64]] : i64
// CHECK-NEXT: %[[V10:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %[[V11:.*]] = arith.muli %[[V10]], %[[C64_I64]] : i64
// CHECK-NEXT: %[[V12:.*]] = nv_tileaa.tiled_store %[[RESULT]], %[[V3]][%[[V9]], %[[V11]]] {dim_map = array<i64: 1, 0>, scope = "tl_blk", sem = "release"} : tensor<64x16xf16>, !nv_tileaa.memref<?x?xf16>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @paddings(%arg0: !nv_tileaa.ptr<f32>, %arg1: !nv_tileaa.ptr<i8>, %arg2: i32, %arg3: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[C8_I64:.*]] = arith.constant 8 : i64
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.make_memref %arg0, sizes[%[[V0]]], strides[%[[C1_I64]]] {base_div_by = 1 : i64, sizes_div_by = array<i64: 1>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
// CHECK-NEXT: %[[V2:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.make_memref %arg1, sizes[%[[V2]]], strides[%[[C1_I64]]] {base_div_by = 1 : i64, sizes_div_by = array<i64: 1>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?xi8>
// CHECK-NEXT: %[[V4:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %[[V5:.*]] = arith.muli %[[V4]], %[[C8_I64]] : i64
// CHECK-NEXT: %[[RESULT:.*]], %[[RESULT_TOKEN:.*]] = nv_tileaa.tiled_load %[[V1]][%[[V5]]] {dim_map = array<i64: 0>, padding = 0x7FC00000 : f32, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<8xf32>
// CHECK-NEXT: %[[V6:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %[[V7:.*]] = arith.muli %[[V6]], %[[C8_I64]] : i64
// CHECK-NEXT: %[[RESULT_0:.*]], %[[RESULT_TOKEN_1:.*]] = nv_tileaa.tiled_load %[[V1]][%[[V7]]] {dim_map = array<i64: 0>, padding = 0x7F800000 : f32, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<8xf32>
// CHECK-NEXT: %[[V8:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %[[V9:.*]] = arith.muli %[[V8]], %[[C8_I64]] : i64
// CHECK-NEXT: %[[RESULT_2:.*]], %[[RESULT_TOKEN_3:.*]] = nv_tileaa.tiled_load %[[V1]][%[[V9]]] {dim_map = array<i64: 0>, padding = -0.000000e+00 : f32, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<8xf32>
// CHECK-NEXT: %[[V10:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %[[V11:.*]] = arith.muli %[[V10]], %[[C8_I64]] : i64
// CHECK-NEXT: %[[RESULT_4:.*]], %[[RESULT_TOKEN_5:.*]] = nv_tileaa.tiled_load %[[V3]][%[[V11]]] {dim_map = array<i64: 0>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?xi8> -> tensor<8xi8>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @shapes(%arg0: !nv_tileaa.ptr<f32>, %arg1: i32, %arg2: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[C32_I64:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[C8_I64:.*]] = arith.constant 8 : i64
// CHECK-NEXT: %[[C4_I64:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V2:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.make_memref %arg0, sizes[%[[V0]], %[[V1]]], strides[%[[V2]], %[[C1_I64]]] {base_div_by = 1 : i64, sizes_div_by = array<i64: 1, 1>, strides_div_by = array<i64: 1, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %[[V4:.*]] = nv_tileaa.get_dim_size %[[V3]][0] : !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %[[V5:.*]] = nv_tileaa.get_dim_size %[[V3]][1] : !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %[[V6:.*]] = nv_tileaa.get_dim_size %[[V3]][1] : !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %[[V7:.*]] = arith.ceildivsi %[[V6]], %[[C32_I64]] : i64
// CHECK-NEXT: %[[V8:.*]] = arith.trunci %[[V7]] : i64 to i32
// CHECK-NEXT: %[[V9:.*]] = nv_tileaa.get_dim_size %[[V3]][0] : !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %[[V10:.*]] = arith.ceildivsi %[[V9]], %[[C8_I64]] : i64
// CHECK-NEXT: %[[V11:.*]] = arith.trunci %[[V10]] : i64 to i32
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]] : i32)
// CHECK-NEXT: ^bb1(%[[V12:.*]]: i32):
// CHECK-NEXT: %[[V13:.*]] = arith.cmpi slt, %[[V12]], %[[V8]] : i32
// CHECK-NEXT: cf.cond_br %[[V13]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[V14:.*]] = arith.extsi %[[V12]] : i32 to i64
// CHECK-NEXT: %[[V15:.*]] = arith.muli %[[V14]], %[[C4_I64]] : i64
// CHECK-NEXT: %[[V16:.*]] = arith.extsi %[[C0_I32]] : i32 to i64
// CHECK-NEXT: %[[V17:.*]] = arith.muli %[[V16]], %[[C4_I64]] : i64
// CHECK-NEXT: %[[RESULT:.*]], %[[RESULT_TOKEN:.*]] = nv_tileaa.tiled_load %[[V3]][%[[V15]], %[[V17]]] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<4x4xf32>
// CHECK-NEXT: %[[V18:.*]] = arith.addi %[[V12]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[V18]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return

cuda_tile.module @m {
  // Tensor views → make_memref (all sizes/strides as i64 operands, static
  // ones as constants); partition views fold into tiled_load/tiled_store whose
  // indices are element origins (tile index × tile extent, as i64).
  entry @copy_2d(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i64>, %ld: tile<i32>, %i: tile<i32>, %j: tile<i32>) {
    %a = make_tensor_view %p, shape = [%m, 64], strides = [%ld, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    %b = make_tensor_view %q, shape = [%n, 128], strides = [128, 1] : tile<i64> -> tensor_view<?x128xf32, strides=[128,1]>
    %pa = make_partition_view %a : partition_view<tile=(16x32), tensor_view<?x64xf32, strides=[?,1]>>
    %pb = make_partition_view %b : partition_view<tile=(16x32), tensor_view<?x128xf32, strides=[128,1]>>
    %t, %tok = load_view_tko weak %pa[%i, %j] : partition_view<tile=(16x32), tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
    %tok2 = store_view_tko weak %t, %pb[%i, %j] token = %tok : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }

  // dim_map: tile dimension d walks memref dimension dim_map[d], so index d
  // scaled by tile[d] lands in indices[dim_map[d]]; padding and ordered
  // semantics are kept as attributes.
  entry @transposed(%p: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>) {
    %a = make_tensor_view %p, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %pa = make_partition_view %a : partition_view<tile=(64x16), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
    %t, %tok = load_view_tko acquire device %pa[%i, %j] : partition_view<tile=(64x16), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x16xf16>, token
    %tok2 = store_view_tko release tl_blk %t, %pa[%i, %j] : tile<64x16xf16>, partition_view<tile=(64x16), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }

  // Padding values of the partition view → a scalar attribute of the element type.
  entry @paddings(%p: tile<ptr<f32>>, %q: tile<ptr<i8>>, %n: tile<i32>, %i: tile<i32>) {
    %a = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %b = make_tensor_view %q, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %p0 = make_partition_view %a : partition_view<tile=(8), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %p1 = make_partition_view %a : partition_view<tile=(8), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %p2 = make_partition_view %a : partition_view<tile=(8), padding_value = neg_zero, tensor_view<?xf32, strides=[1]>>
    %p3 = make_partition_view %b : partition_view<tile=(8), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %t0, %k0 = load_view_tko weak %p0[%i] : partition_view<tile=(8), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %t1, %k1 = load_view_tko weak %p1[%i] : partition_view<tile=(8), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %t2, %k2 = load_view_tko weak %p2[%i] : partition_view<tile=(8), padding_value = neg_zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %t3, %k3 = load_view_tko weak %p3[%i] : partition_view<tile=(8), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    return
  }

  // Shapes: get_tensor_shape → get_dim_size; get_index_space_shape →
  // ceil(size / tile) per tile dimension (through dim_map), truncated to the
  // result type. A tensor view used inside a loop body.
  entry @shapes(%p: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %a = make_tensor_view %p, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %s0, %s1 = get_tensor_shape %a : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    %pa = make_partition_view %a : partition_view<tile=(32x8), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %g0, %g1 = get_index_space_shape %pa : partition_view<tile=(32x8), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %k in (%zero to %g0, step %one) : tile<i32> {
      %pb = make_partition_view %a : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>
      %t, %tok = load_view_tko weak %pb[%k, %zero] : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x4xf32>, token
      continue
    }
    return
  }
}
