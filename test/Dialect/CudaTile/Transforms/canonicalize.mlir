// cuda_tile canonicalizations (13.1) through upstream `canonicalize`.
// RUN: tileas-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

cuda_tile.module @m {
  // addf: a multiply operand moves to the left-hand side.
  // CHECK-LABEL: entry @addf_mul_lhs
  // CHECK: %[[M:.*]] = mulf %arg0, %arg1
  // CHECK-NEXT: addf %[[M]], %arg2
  // CHECK-NEXT: %[[N:.*]] = mulf %arg0, %arg1
  // CHECK-NEXT: addf %[[N]], %arg2
  entry @addf_mul_lhs(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %0 = mulf %a, %b : tile<f32>
    %1 = addf %c, %0 : tile<f32>
    %2 = mulf %a, %b : tile<f32>
    %3 = addf %2, %c : tile<f32>
    "test.use"(%1, %3) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
    return
  }

  // Constants fold to their value; unused pure ops disappear.
  // CHECK-LABEL: entry @constants
  // CHECK-NEXT: %[[C:.*]] = constant <i32: 7> : tile<i32>
  // CHECK-NEXT: "test.use"(%[[C]], %[[C]])
  entry @constants() {
    %0 = constant <i32: 7> : tile<i32>
    %1 = constant <i32: 7> : tile<i32>
    %2 = constant <f32: 1.0> : tile<f32>
    "test.use"(%0, %1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}
