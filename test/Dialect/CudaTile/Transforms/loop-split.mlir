// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --loop-split | FileCheck %s
// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(loop-split{split-threshold=3}))' | FileCheck %s --check-prefix=THRESHOLD

// iv < x: the split point x is rounded up to the iteration grid (step 2):
// c = lb + ceil((x - lb) / step) * step. The first loop runs the then-branch
// up to min(c, ub); the second starts at max(c, lb) and continues from the
// first loop's values.
// CHECK-LABEL: entry @less_than
// CHECK: %[[ST:.*]] = constant <i32: 2> : tile<i32>
// CHECK: %[[D:.*]] = subi %[[X:arg2]], %[[LB:arg0]] : tile<i32>
// CHECK-NEXT: %[[N:.*]] = divi %[[D]], %[[ST]] signed rounding<positive_inf> : tile<i32>
// CHECK-NEXT: %[[C:.*]] = muli %[[N]], %[[ST]] : tile<i32>
// CHECK-NEXT: %[[SPLIT:.*]] = addi %[[LB]], %[[C]] : tile<i32>
// CHECK-NEXT: %[[END:.*]] = mini %[[SPLIT]], %[[UB:arg1]] signed : tile<i32>
// CHECK-NEXT: %[[START:.*]] = maxi %[[SPLIT]], %[[LB]] signed : tile<i32>
// CHECK-NEXT: %[[F1:.*]] = for %{{.*}} in (%[[LB]] to %[[END]], step %[[ST]]) : tile<i32> iter_values(%{{.*}} = %arg3)
// CHECK-NOT: if
// CHECK: addf
// CHECK-NOT: mulf
// CHECK: continue
// CHECK: %[[F2:.*]] = for %{{.*}} in (%[[START]] to %[[UB]], step %[[ST]]) : tile<i32> iter_values(%{{.*}} = %[[F1]])
// CHECK-NOT: if
// CHECK: mulf
// CHECK: continue
// CHECK: "test.use"(%[[F2]])
// THRESHOLD-LABEL: entry @less_than
// THRESHOLD: if
cuda_tile.module @m {
  entry @less_than(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>, %f: tile<f32>) {
    %st = constant <i32: 2> : tile<i32>
    %r = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %f) -> (tile<f32>) {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<f32>) {
        %a = addf %acc, %acc : tile<f32>
        yield %a : tile<f32>
      } else {
        %m = mulf %acc, %acc : tile<f32>
        yield %m : tile<f32>
      }
      continue %v : tile<f32>
    }
    "test.use"(%r) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

// x < iv, i.e. iv > x: split at x + 1; the else-branch runs first. An if
// without else and results disappears from the loop that skips it.
// CHECK-LABEL: entry @greater_than_mirrored
// With step 1 the split point needs no rounding.
// CHECK: %[[P:.*]] = addi %arg2, %{{.*}} : tile<i64>
// CHECK-NEXT: mini %[[P]], %arg1 signed
// CHECK-NEXT: maxi %[[P]], %arg0 signed
// CHECK: for
// CHECK-NEXT: cmpi
// CHECK-NEXT: }
// CHECK-NEXT: for
// CHECK-NEXT: cmpi
// CHECK-NEXT: print "late"
cuda_tile.module @m {
  entry @greater_than_mirrored(%lb: tile<i64>, %ub: tile<i64>, %x: tile<i64>) {
    %st = constant <i64: 1> : tile<i64>
    for %iv in (%lb to %ub, step %st) : tile<i64> {
      %c = cmpi less_than %x, %iv, signed : tile<i64> -> tile<i1>
      if %c {
        print "late"
      }
    }
    return
  }
}

// -----

// Not split: equality, a loop-variant bound, an early exit in the if, an
// unsigned comparison.
// CHECK-LABEL: entry @not_split
// CHECK-COUNT-4: if
// CHECK-NOT: maxi
cuda_tile.module @m {
  entry @not_split(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi equal %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "eq"
      }
      %y = addi %iv, %x : tile<i32>
      %d = cmpi less_than %iv, %y, signed : tile<i32> -> tile<i1>
      if %d {
        print "variant"
      }
      %e = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %e {
        print "exit"
        continue
      }
      %u = cmpi less_than %iv, %x, unsigned : tile<i32> -> tile<i1>
      if %u {
        print "unsigned"
      }
    }
    return
  }
}
