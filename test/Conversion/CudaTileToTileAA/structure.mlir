// Module structure: each cuda_tile.module is replaced, in place, by its globals
// (nv_tileaa.global) and kernels (func.func with nv_tileaa.kernel); other ops of
// the top-level module stay; kernel arguments keep their order.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func private @host_helper()
// CHECK-NEXT: nv_tileaa.global @lut = dense<[5.000000e-01, 1.500000e+00]> : tensor<2xf32>
// CHECK-LABEL: func.func @kernels(%arg0: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.get_global @lut : !nv_tileaa.ptr<f32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @second() attributes {nv_tileaa.kernel} {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @third(%arg0: i64) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: return
// CHECK-NOT: cuda_tile

// Ops outside cuda_tile modules are kept in place.
func.func private @host_helper()

cuda_tile.module @kernels {
  global @lut <f32: [0.5, 1.5]> : tile<2xf32>
  entry @kernels(%p: tile<ptr<f32>>) {
    %g = get_global @lut : tile<ptr<f32>>
    return
  }
  entry @second() {
    return
  }
}

cuda_tile.module @more {
  entry @third(%x: tile<i64>) {
    return
  }
}
