// RUN: tileas-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-simplify-arith))' | FileCheck %s
// RUN: tileas-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-simplify-arith{fold-constants=false}))' | FileCheck %s --check-prefix=NOFOLD
// The pass also runs from its own flag (implicitly nested on cuda_tile.module).
// RUN: tileas-opt %s --allow-unregistered-dialect --cuda-tile-simplify-arith | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: entry @identities(
  // CHECK-SAME: %[[X:[^:]*]]: tile<f32>, %[[I:[^:]*]]: tile<i32>)
  entry @identities(%x: tile<f32>, %i: tile<i32>) {
    %zi = constant <i32: 0> : tile<i32>
    %nz = constant <f32: -0.0> : tile<f32>
    %pz = constant <f32: 0.0> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    // addi x, 0 and 0 + x fold away.
    // CHECK-NOT: addi
    %0 = addi %i, %zi : tile<i32>
    %1 = addi %zi, %0 : tile<i32>
    // x + -0.0 is x; x * 1.0 is x.
    %2 = addf %x, %nz : tile<f32>
    %3 = mulf %one, %2 : tile<f32>
    // x + +0.0 is not x for x = -0.0 under nearest_even: kept.
    // CHECK: %[[KEEP:.*]] = addf %[[X]], %{{.*}} : tile<f32>
    %4 = addf %3, %pz : tile<f32>
    // Under rounding<negative_inf> it is +0.0 that is the identity.
    // CHECK-NOT: rounding<negative_inf>
    %5 = addf %4, %pz rounding<negative_inf> : tile<f32>
    // CHECK: addf %[[KEEP]], %{{.*}} rounding<negative_inf> : tile<f32>
    %6 = addf %5, %nz rounding<negative_inf> : tile<f32>
    // flush_to_zero would flush a subnormal x: kept.
    // CHECK: mulf %{{.*}}, %{{.*}} flush_to_zero : tile<f32>
    %7 = mulf %6, %one flush_to_zero : tile<f32>
    // CHECK: "test.use"(%[[I]], %{{.*}})
    "test.use"(%1, %7) : (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
    return
  }

  // CHECK-LABEL: entry @constants(
  // NOFOLD-LABEL: entry @constants(
  entry @constants() {
    %a = constant <i8: [100, 27]> : tile<2xi8>
    %b = constant <i8: 100> : tile<2xi8>
    // Wrap-around at the element width.
    // CHECK: %[[S:.*]] = constant <i8: [-56, 127]> : tile<2xi8>
    // NOFOLD: addi
    %s = addi %a, %b : tile<2xi8>
    %f = constant <f32: [1.5, 2.0]> : tile<2xf32>
    %g = constant <f32: 0.25> : tile<2xf32>
    // CHECK: %[[P:.*]] = constant <f32: [1.750000e+00, 2.250000e+00]> : tile<2xf32>
    // NOFOLD: addf
    %p = addf %f, %g : tile<2xf32>
    // CHECK: %[[Q:.*]] = constant <f32: [4.375000e-01, 5.625000e-01]> : tile<2xf32>
    // NOFOLD: mulf
    %q = mulf %g, %p : tile<2xf32>
    // Not folded: non-default rounding, and f16 (no exact host arithmetic).
    // CHECK: addf %{{.*}}, %{{.*}} rounding<zero> : tile<2xf32>
    %r = addf %f, %g rounding<zero> : tile<2xf32>
    %h = constant <f16: 1.0> : tile<f16>
    // CHECK: addf %{{.*}}, %{{.*}} : tile<f16>
    %t = addf %h, %h : tile<f16>
    // CHECK: "test.use"(%[[S]], %[[P]], %[[Q]]
    "test.use"(%s, %p, %q, %r, %t) : (!cuda_tile.tile<2xi8>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<f16>) -> ()
    return
  }
}
