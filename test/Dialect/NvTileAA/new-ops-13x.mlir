// The nv_tileaa ops of the cuda_tile 13.3/13.4 ops (insert_slice for insert,
// bitcast for pack/unpack, grid_dep_control for gdc_*_tko, fence_alias for
// memory_fence_alias_tko): the custom form re-parses to itself, and the generic
// form to the same IR.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

// CHECK-LABEL: func.func @new_ops
// CHECK-NEXT: %[[I:.*]] = nv_tileaa.insert_slice %arg1 into %arg0[%arg2, %arg2] : tensor<2x4xf32> into tensor<4x8xf32>
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.bitcast %arg3 : tensor<4xf32> -> tensor<16xi8>
// CHECK-NEXT: %{{.*}} = nv_tileaa.bitcast %[[B]] : tensor<16xi8> -> tensor<8xf16>
// CHECK-NEXT: nv_tileaa.grid_dep_control "wait"
// CHECK-NEXT: nv_tileaa.grid_dep_control "launch_dependents"
// CHECK-NEXT: nv_tileaa.fence_alias
// CHECK-NEXT: return
func.func @new_ops(%m: tensor<4x8xf32>, %s: tensor<2x4xf32>, %i: i32, %v: tensor<4xf32>) {
  %0 = nv_tileaa.insert_slice %s into %m[%i, %i] : tensor<2x4xf32> into tensor<4x8xf32>
  %1 = nv_tileaa.bitcast %v : tensor<4xf32> -> tensor<16xi8>
  %2 = nv_tileaa.bitcast %1 : tensor<16xi8> -> tensor<8xf16>
  nv_tileaa.grid_dep_control "wait"
  nv_tileaa.grid_dep_control "launch_dependents"
  nv_tileaa.fence_alias
  return
}
