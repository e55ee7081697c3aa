// Round trip of for/loop/if/yield/break/continue/return: the custom form
// re-parses to itself and the generic form re-parses to the same IR.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: entry @loops(
  entry @loops(%x: tile<i32>, %p: tile<ptr<f32>>, %c: tile<i1>, %f: tile<f32>) {
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 128> : tile<i32>
    %st = constant <i32: 1> : tile<i32>

    // No loop-carried values: the operand-less continue is implied.
    // CHECK: for %loopIdx in (%[[LB:.*]] to %[[UB:.*]], step %[[ST:.*]]) : tile<i32> {
    // CHECK-NEXT: }
    // GENERIC: "cuda_tile.for"
    // GENERIC: ^bb0(%{{.*}}: !cuda_tile.tile<i32>):
    // GENERIC-NEXT: "cuda_tile.continue"() : () -> ()
    for %iv in (%lb to %ub, step %st) : tile<i32> {
    }

    // Loop-carried values, a continue nested in an if, an attribute.
    // CHECK: %for:2 = for %loopIdx in (%[[LB]] to %[[UB]], step %[[ST]]) : tile<i32> iter_values(%iterArg0 = %{{.*}}, %iterArg1 = %{{.*}}) -> (tile<i32>, tile<f32>) {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: continue %iterArg0, %iterArg1 : tile<i32>, tile<f32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %loopIdx, %iterArg1 : tile<i32>, tile<f32>
    // CHECK-NEXT: } {unsigned}
    %r:2 = for %iv in (%lb to %ub, step %st) : tile<i32>
        iter_values(%a = %x, %b = %f) -> (tile<i32>, tile<f32>) {
      if %c {
        continue %a, %b : tile<i32>, tile<f32>
      }
      continue %iv, %b : tile<i32>, tile<f32>
    } {unsigned}

    // CHECK: loop {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    loop {
      break
    }

    // Results without loop-carried values.
    // CHECK: %{{.*}} = loop : tile<f32> {
    // CHECK-NEXT: break %{{.*}} : tile<f32>
    // CHECK-NEXT: }
    %l1 = loop : tile<f32> {
      break %f : tile<f32>
    }

    // Loop-carried values without results; the implied continue is elided.
    // CHECK: loop iter_values(%[[A:.*]] = %{{.*}}) : tile<i32> {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[A]] : tile<i32>
    // CHECK-NEXT: }
    loop iter_values(%a = %x) : tile<i32> {
      if %c {
        break
      }
      continue %a : tile<i32>
    }

    // Both, with different types.
    // CHECK: %{{.*}}:2 = loop iter_values(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : tile<i32>, token -> tile<f32>, token {
    %t0 = make_token : token
    %l3:2 = loop iter_values(%a = %x, %t = %t0) : tile<i32>, token -> tile<f32>, token {
      if %c {
      } else {
        break %f, %t : tile<f32>, token
      }
      continue %a, %t : tile<i32>, token
    }
    return
  }

  // CHECK-LABEL: entry @branches(
  entry @branches(%c: tile<i1>, %x: tile<i32>, %f: tile<f32>) {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: }
    // CHECK-NOT: else
    if %c {
    }

    // CHECK: if %{{.*}} {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: }
    if %c {
    } else {
    }

    // CHECK: %{{.*}}:2 = if %{{.*}} -> (tile<i32>, tile<f32>) {
    // CHECK-NEXT: yield %{{.*}}, %{{.*}} : tile<i32>, tile<f32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %{{.*}}, %{{.*}} : tile<i32>, tile<f32>
    // CHECK-NEXT: }
    // GENERIC: "cuda_tile.if"(%{{.*}}) ({
    // GENERIC: }) : (!cuda_tile.tile<i1>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>)
    %y:2 = if %c -> (tile<i32>, tile<f32>) {
      yield %x, %f : tile<i32>, tile<f32>
    } else {
      yield %x, %f : tile<i32>, tile<f32>
    }

    // An early return from inside nested ifs.
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    // CHECK-NEXT: } {some.attr}
    if %c {
      if %c {
        return
      }
    } {some.attr}
    // CHECK: return
    return
  }
}
