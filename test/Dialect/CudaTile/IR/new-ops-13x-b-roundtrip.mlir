// The 13.3-13.5 ops and fields added after new-ops-13x-roundtrip.mlir, in the custom
// form (as NVIDIA's 13.5 tileirdisasm prints them) and in the generic form: alloca,
// atomic_red_view_tko and private globals (13.3).
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @m version "13.3"
cuda_tile.module @m version "13.3" {
  // CHECK: global private @a <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
  global private @a <f32: [1.0, 2.0]> : tile<2xf32>
  // CHECK: global @b <i32: 42> : tile<1xi32>
  global public @b <i32: [42]> : tile<1xi32>
  // CHECK: global private constant @c alignment = 16 <i32: [1, 2]> : tile<2xi32>
  global private constant @c alignment = 16 <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // CHECK: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %a = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    // CHECK: alloca num_elem = 0, alignment = 1 global : tile<ptr<i1>>
    %b = alloca num_elem = 0, alignment = 1 global : tile<ptr<i1>>
    // CHECK: alloca num_elem = 3, alignment = 8 : tile<ptr<f64>>
    %c = alloca num_elem = 3, alignment = 8 : tile<ptr<f64>>
    return
  }
  entry @atomics(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>
    %tvi = make_tensor_view %q, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %pvi = make_partition_view %tvi : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x16xf32>
    %w = constant <i32: 3> : tile<16xi32>
    // CHECK: %[[T0:.*]] = atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    %t0 = atomic_red_view_tko relaxed device %pv[%c0, %c1], addf, %v : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}], umax, %{{.*}} token = %[[T0]] : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed tl_blk %pvi[%c1], umax, %w token = %t0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
