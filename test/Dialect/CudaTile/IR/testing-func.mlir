// cuda_tile.testing$func: a test-only function with arguments, results and a
// one-block body; no required parent; printed in its custom form.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s -mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: cuda_tile.module @tests
cuda_tile.module @tests {
  // One result, written without parentheses; long and short type forms.
  // CHECK: testing$func @scale(%[[X:.*]]: tile<4xf32>, %{{.*}}: tile<i32>) -> tile<4xf32> {
  // CHECK-NEXT: %[[Y:.*]] = mulf %[[X]], %[[X]]
  // CHECK-NEXT: return %[[Y]] : tile<4xf32>
  // CHECK-NEXT: }
  // GENERIC: "cuda_tile.testing$func"() <{function_type = (!cuda_tile.tile<4xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4xf32>, sym_name = "scale"}>
  testing$func @scale(%v: !cuda_tile.tile<4xf32>, %n: tile<i32>) -> tile<4xf32> {
    %0 = mulf %v, %v rounding<nearest_even> : tile<4xf32>
    return %0 : tile<4xf32>
  }

  // No results and an empty body: the implicit `return` is printed.
  // CHECK: testing$func @nothing() {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @nothing() {
  }

  // Several results in parentheses, argument attributes, attributes after the body.
  // CHECK: testing$func @pair(%[[A:.*]]: tile<i64> {tileas.note = "a"}) -> (tile<i64>, tile<i64>) {
  // CHECK-NEXT: return %[[A]], %[[A]] : tile<i64>, tile<i64>
  // CHECK-NEXT: } {tileas.kind = 3 : i32}
  testing$func @pair(%a: tile<i64> {tileas.note = "a"}) -> (tile<i64>, tile<i64>) {
    return %a, %a : tile<i64>, tile<i64>
  } {tileas.kind = 3 : i32}

  // `return` inside an `if` ends the function too.
  // CHECK: testing$func @early(%{{.*}}: tile<i1>, %{{.*}}: tile<f32>) -> tile<f32> {
  testing$func @early(%c: tile<i1>, %x: tile<f32>) -> tile<f32> {
    if %c {
      return %x : tile<f32>
    }
    return %x : tile<f32>
  }

  // Non-scalar tile arguments are fine (unlike `entry`).
  // CHECK: testing$func @views(%{{.*}}: tile<8xptr<f32>>)
  testing$func @views(%p: !cuda_tile.tile<8x!cuda_tile.ptr<f32>>) {
  }
}

// Outside any cuda_tile.module, spelled with the dialect prefix.
// CHECK: cuda_tile.testing$func @standalone(%[[S:.*]]: tile<f32>) -> tile<f32> {
// CHECK-NEXT: return %[[S]] : tile<f32>
cuda_tile.testing$func @standalone(%s: !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> {
  cuda_tile.return %s : !cuda_tile.tile<f32>
}
