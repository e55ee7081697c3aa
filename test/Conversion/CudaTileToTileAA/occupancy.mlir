// An entry's `occupancy` hint for the module's target (its own entry, else
// `default`) becomes the kernel's `nv_tileaa.occupancy`; other targets' hints
// and modules without a target leave none.
// RUN: tileas-opt %s -split-input-file -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @own
// CHECK-SAME: nv_tileaa.occupancy = 2 : i64
// CHECK-LABEL: func.func @by_default
// CHECK-SAME: nv_tileaa.occupancy = 4 : i64
// CHECK-LABEL: func.func @other_target
// CHECK-NOT: nv_tileaa.occupancy
// CHECK: return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @own() optimization_hints=<sm_100 = {occupancy = 2}, default = {occupancy = 3}> {
      return
    }
    entry @by_default() optimization_hints=<sm_90 = {occupancy = 2}, default = {occupancy = 4}> {
      return
    }
    entry @other_target() optimization_hints=<sm_120 = {occupancy = 2}> {
      return
    }
  }
}

// -----

// CHECK-LABEL: func.func @no_target
// CHECK-NOT: nv_tileaa.occupancy
// CHECK: return
cuda_tile.module @m {
  entry @no_target() optimization_hints=<sm_100 = {occupancy = 2}> {
    return
  }
}
