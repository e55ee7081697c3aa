// The 13.3 views: a strided_view folds into tiled_load/tiled_store like a
// partition view, its origins index * traversal_stride (dim_map'd: tile dim 0,
// stride 48, runs along memref dim 1), get_index_space_shape ceildiv(size,
// stride); a gather_scatter_view access is one masked nv_tileaa.load/store of
// base + sum coord * stride, the gather index and the element offsets
// zero-extended, each coordinate compared (ult) with its size, the padding a
// splat of the view's value.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @strided(
// CHECK: %[[M:.*]] = nv_tileaa.make_memref
// CHECK: %[[J:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK: %[[O1:.*]] = arith.muli %[[J]], %[[C48:.*]] : i64
// CHECK: %[[I:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK: %[[O0:.*]] = arith.muli %[[I]], %[[C8:.*]] : i64
// CHECK: nv_tileaa.tiled_load %[[M]][%[[O1]], %[[O0]]] {dim_map = array<i64: 1, 0>, padding = 0.000000e+00 : f32, sem = "weak"} : !nv_tileaa.memref<?x64xf32> -> tensor<16x32xf32>
// CHECK: nv_tileaa.tiled_store {{.*}} {dim_map = array<i64: 1, 0>, sem = "weak"}
// CHECK: %[[S1:.*]] = nv_tileaa.get_dim_size %[[M]][1]
// CHECK: arith.ceildivsi %[[S1]], %[[C8]] : i64
// CHECK: %[[S0:.*]] = nv_tileaa.get_dim_size %[[M]][0]
// CHECK: arith.ceildivsi %[[S0]], %[[C48]] : i64

// CHECK-LABEL: func.func @gather(
// CHECK: %[[ROWS:.*]] = nv_tileaa.make_range : tensor<8xi32>
// CHECK: %[[R64:.*]] = arith.extui %[[ROWS]] : tensor<8xi32> to tensor<8xi64>
// CHECK: %[[RV:.*]] = nv_tileaa.view %[[R64]] : tensor<8xi64> -> tensor<8x1xi64>
// CHECK: %[[RB:.*]] = nv_tileaa.broadcast %[[RV]] : tensor<8x1xi64> -> tensor<8x16xi64>
// CHECK: %[[N:.*]] = nv_tileaa.splat %arg1 : i64 -> tensor<8x16xi64>
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[RB]], %[[N]] : tensor<8x16xi64>
// CHECK: %[[ROWOFF:.*]] = arith.muli %[[RB]], %{{.*}} : tensor<8x16xi64>
// CHECK: %[[C:.*]] = arith.extui %arg2 : i16 to i64
// CHECK: nv_tileaa.make_range : tensor<16xi64>
// CHECK: %[[CS:.*]] = nv_tileaa.splat %[[C]] : i64 -> tensor<8x16xi64>
// CHECK: %[[COL:.*]] = arith.addi %[[CS]], %{{.*}} : tensor<8x16xi64>
// CHECK: %[[IN1:.*]] = arith.cmpi ult, %[[COL]], %{{.*}} : tensor<8x16xi64>
// CHECK: %[[COLOFF:.*]] = arith.muli %[[COL]], %{{.*}} : tensor<8x16xi64>
// CHECK: %[[OFF:.*]] = arith.addi %[[ROWOFF]], %[[COLOFF]] : tensor<8x16xi64>
// CHECK: %[[MASK:.*]] = arith.andi %[[IN0]], %[[IN1]] : tensor<8x16xi1>
// CHECK: %[[BASE:.*]] = nv_tileaa.splat %arg0 : !nv_tileaa.ptr<f32> -> tensor<8x16x!nv_tileaa.ptr<f32>>
// CHECK: %[[PTRS:.*]] = nv_tileaa.addptr %[[BASE]], %[[OFF]]
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[PAD:.*]] = nv_tileaa.splat %[[NAN]] : f32 -> tensor<8x16xf32>
// CHECK: %{{.*}}, %[[TOK:.*]] = nv_tileaa.load %[[PTRS]] mask(%[[MASK]] : tensor<8x16xi1>) padding(%[[PAD]] : tensor<8x16xf32>) {scope = "device", sem = "relaxed"}
// CHECK: nv_tileaa.store %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<8x16xi1>) token(%[[TOK]]) {sem = "weak"}

cuda_tile.module @m version "13.3" {
  entry @strided(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %sv = make_strided_view %tv : strided_view<tile=(16x32), traversal_strides=[8,48], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>
    %t, %tok = load_view_tko weak %sv[%i, %j] : strided_view<tile=(16x32), traversal_strides=[8,48], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token
    %u = store_view_tko weak %t, %sv[%j, %i] token = %tok : tile<16x32xf32>, strided_view<tile=(16x32), traversal_strides=[8,48], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %a, %b = get_index_space_shape %sv : strided_view<tile=(16x32), traversal_strides=[8,48], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]> -> tile<i64>
    return
  }
  entry @gather(%p: tile<ptr<f32>>, %n: tile<i64>, %c: tile<i16>) {
    %rows = iota : tile<8xi32>
    %t = constant <f32: 1.0> : tile<8x16xf32>
    %tv = make_tensor_view %p, shape = [%n, 48], strides = [64, 1] : tile<i64> -> tensor_view<?x48xf32, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<?x48xf32, strides=[64,1]>, sparse_dim=0>
    %g, %tok = load_view_tko relaxed device %gv[%rows, %c] : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<?x48xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i16> -> tile<8x16xf32>, token
    %u = store_view_tko weak %t, %gv[%rows, %c] token = %tok : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<?x48xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i16> -> token
    %a, %b = get_index_space_shape %gv : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<?x48xf32, strides=[64,1]>, sparse_dim=0> -> tile<i64>
    return
  }
}
