// The data and ordering ops of cuda_tile 13.3/13.4 -> nv_tileaa: pack/unpack are
// nv_tileaa.bitcast, insert nv_tileaa.insert_slice, gdc_wait_tko /
// gdc_launch_dependents_tko nv_tileaa.grid_dep_control and memory_fence_alias_tko
// nv_tileaa.fence_alias, each where the op was (their result token is their input
// token, or a fresh one); ftoi saturating keeps the mode as nv_tileaa.saturate.
// RUN: tileas-opt %S/../../tileiras/Inputs/new-data-ops-13x.mlir -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @pack_unpack
// CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.load
// CHECK: %[[B:.*]] = nv_tileaa.bitcast %[[X]] : tensor<128xf32> -> tensor<512xi8>
// CHECK: nv_tileaa.store %[[B]]
// CHECK: nv_tileaa.bitcast %[[B]] : tensor<512xi8> -> tensor<256xi16>

// CHECK-LABEL: func.func @insert_k
// CHECK: %[[Y:.*]], %{{.*}} = nv_tileaa.load
// CHECK: nv_tileaa.insert_slice %{{.*}} into %[[Y]][%arg1] : tensor<32xf32> into tensor<128xf32>

// CHECK-LABEL: func.func @gdc_k
// CHECK: nv_tileaa.grid_dep_control "wait"
// CHECK-NEXT: %[[W:.*]] = nv_tileaa.create_mem_token
// CHECK-NEXT: %{{.*}}, %[[T0:.*]] = nv_tileaa.load %{{.*}} token(%[[W]])
// CHECK-NEXT: nv_tileaa.grid_dep_control "launch_dependents"
// CHECK-NEXT: nv_tileaa.fence_alias
// CHECK: nv_tileaa.store %{{.*}} token(%[[T0]])

// CHECK-LABEL: func.func @ftoi_k
// CHECK: arith.fptosi %{{.*}} {nv_tileaa.saturate} : tensor<128xf32> to tensor<128xi32>
// CHECK: arith.fptoui %{{.*}} {nv_tileaa.saturate} : tensor<128xf32> to tensor<128xi8>
