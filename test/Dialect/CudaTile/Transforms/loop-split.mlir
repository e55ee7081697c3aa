// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --loop-split | FileCheck %s
// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=3})))' | FileCheck %s --check-prefix=THRESHOLD

// iv < x with step 2: the split point x is rounded up to the iteration grid,
// p = lb + ceil((x - lb) / step) * step. The first loop (up to min(p, ub))
// takes the then-branch of both ifs on the comparison, the second (from
// max(p, lb)) their else-branches; it continues from the first loop's values
// and gives the results. The comparison has no other use and disappears.
// CHECK-LABEL: entry @less_than_step_two
// CHECK: %[[ST:.*]] = constant <i32: 2> : tile<i32>
// CHECK-NEXT: %[[D:.*]] = subi %[[X:arg2]], %[[LB:arg0]] : tile<i32>
// CHECK-NEXT: %[[N:.*]] = divi %[[D]], %[[ST]] signed rounding<positive_inf> : tile<i32>
// CHECK-NEXT: %[[C:.*]] = muli %[[N]], %[[ST]] : tile<i32>
// CHECK-NEXT: %[[P:.*]] = addi %[[LB]], %[[C]] : tile<i32>
// CHECK-NEXT: %[[END:.*]] = mini %[[P]], %[[UB:arg1]] signed : tile<i32>
// CHECK-NEXT: %[[START:.*]] = maxi %[[P]], %[[LB]] signed : tile<i32>
// CHECK-NEXT: %[[F1:.*]] = for %{{.*}} in (%[[LB]] to %[[END]], step %[[ST]]) : tile<i32> iter_values(%[[A1:.*]] = %arg3)
// CHECK-NEXT: %[[S1:.*]] = addf %[[A1]], %[[A1]]
// CHECK-NEXT: print "below"
// CHECK-NEXT: continue %[[S1]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[F2:.*]] = for %{{.*}} in (%[[START]] to %[[UB]], step %[[ST]]) : tile<i32> iter_values(%[[A2:.*]] = %[[F1]])
// CHECK-NEXT: %[[S2:.*]] = mulf %[[A2]], %[[A2]]
// CHECK-NEXT: print "at or above"
// CHECK-NEXT: continue %[[S2]]
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%[[F2]])
cuda_tile.module @m {
  entry @less_than_step_two(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>, %f: tile<f32>) {
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
      if %c {
        print "below"
      } else {
        print "at or above"
      }
      continue %v : tile<f32>
    }
    "test.use"(%r) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

// x < iv, i.e. iv > x, step 1: split at x + 1, no rounding; the first loop
// takes the else-branches. An if without else disappears from that loop.
// CHECK-LABEL: entry @greater_than_mirrored
// CHECK: %[[ST:.*]] = constant <i64: 1> : tile<i64>
// CHECK-NEXT: %[[ONE:.*]] = constant <i64: 1> : tile<i64>
// CHECK-NEXT: %[[P:.*]] = addi %arg2, %[[ONE]] : tile<i64>
// CHECK-NEXT: %[[END:.*]] = mini %[[P]], %arg1 signed
// CHECK-NEXT: %[[START:.*]] = maxi %[[P]], %arg0 signed
// CHECK-NEXT: for %{{.*}} in (%arg0 to %[[END]], step %{{.*}})
// CHECK-NEXT: print "always"
// CHECK-NEXT: }
// CHECK-NEXT: for %{{.*}} in (%[[START]] to %arg1, step %{{.*}})
// CHECK-NEXT: print "late"
// CHECK-NEXT: print "always"
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @greater_than_mirrored(%lb: tile<i64>, %ub: tile<i64>, %x: tile<i64>) {
    %st = constant <i64: 1> : tile<i64>
    for %iv in (%lb to %ub, step %st) : tile<i64> {
      %c = cmpi less_than %x, %iv, signed : tile<i64> -> tile<i1>
      if %c {
        print "late"
      }
      print "always"
    }
    return
  }
}

// -----

// iv <= x: split at x + 1, then-branch first. The comparison has a use that
// is no if of the body: it becomes the constant it equals in each loop.
// CHECK-LABEL: entry @other_use_reads_constant
// CHECK: %[[P:.*]] = addi %arg2, %{{.*}} : tile<i32>
// CHECK: for
// CHECK-NEXT: %[[T:.*]] = constant <i1: true> : tile<i1>
// CHECK-NEXT: "test.use"(%[[T]])
// CHECK-NEXT: print "low"
// CHECK-NEXT: }
// CHECK-NEXT: for
// CHECK-NEXT: %[[F:.*]] = constant <i1: false> : tile<i1>
// CHECK-NEXT: "test.use"(%[[F]])
// CHECK-NEXT: }
// CHECK-NOT: if
cuda_tile.module @m {
  entry @other_use_reads_constant(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than_or_equal %iv, %x, signed : tile<i32> -> tile<i1>
      "test.use"(%c) : (!cuda_tile.tile<i1>) -> ()
      if %c {
        print "low"
      }
    }
    return
  }
}

// -----

// A branch that ends in continue ends the body of its loop: what follows the
// if is dropped there. The if inside the else-branch, on the same
// comparison, stays, on the constant.
// CHECK-LABEL: entry @continue_and_nested_if
// CHECK: %[[F1:.*]] = for
// CHECK-NEXT: %[[K:.*]] = constant <i32: 7> : tile<i32>
// CHECK-NEXT: continue %[[K]] : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: for %{{.*}} iter_values(%[[A:.*]] = %[[F1]])
// CHECK-NEXT: %[[F:.*]] = constant <i1: false> : tile<i1>
// CHECK-NEXT: if %[[F]] {
// CHECK-NEXT: print "never"
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.*]] = addi %[[A]], %[[A]] : tile<i32>
// CHECK-NEXT: continue %[[S]] : tile<i32>
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @continue_and_nested_if(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %r = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %k = constant <i32: 7> : tile<i32>
        continue %k : tile<i32>
      } else {
        if %c {
          print "never"
        }
        yield %acc : tile<i32>
      }
      %s = addi %v, %v : tile<i32>
      continue %s : tile<i32>
    }
    return
  }
}

// -----

// The if asking for the split sits in an inner loop, on a comparison of the
// outer loop's induction variable: the outer loop is split and the inner
// loop reads the constant in each copy. The inner loop itself is not split
// (the comparison is not on its induction variable).
// CHECK-LABEL: entry @if_in_inner_loop
// CHECK: mini
// CHECK-NEXT: maxi
// CHECK-NEXT: for
// CHECK-NEXT: %[[F:.*]] = constant <i1: false> : tile<i1>
// CHECK-NEXT: for
// CHECK-NEXT: if %[[F]] {
// CHECK: for
// CHECK-NEXT: %[[T:.*]] = constant <i1: true> : tile<i1>
// CHECK-NEXT: for
// CHECK-NEXT: if %[[T]] {
// CHECK-NOT: mini
cuda_tile.module @m {
  entry @if_in_inner_loop(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %i in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi greater_than_or_equal %i, %x, signed : tile<i32> -> tile<i1>
      for %j in (%lb to %ub, step %st) : tile<i32> {
        if %c {
          print "high"
        }
      }
    }
    return
  }
}

// -----

// Inner loops are split first; the outer loop's split then copies both
// halves of the inner one into each of its own halves.
// CHECK-LABEL: entry @inner_then_outer
// CHECK: %[[OE:.*]] = mini %arg2, %arg1 signed
// CHECK-NEXT: %[[OS:.*]] = maxi %arg2, %arg0 signed
// CHECK-NEXT: for %{{.*}} in (%arg0 to %[[OE]]
// CHECK-NEXT: %[[IE:.*]] = mini %arg3, %arg1 signed
// CHECK-NEXT: %[[IS:.*]] = maxi %arg3, %arg0 signed
// CHECK-NEXT: for %{{.*}} in (%arg0 to %[[IE]]
// CHECK-NEXT: print "outer low, inner low"
// CHECK: for %{{.*}} in (%[[IS]] to %arg1
// CHECK-NEXT: print "outer low, inner high"
// CHECK: for %{{.*}} in (%[[OS]] to %arg1
// CHECK-NEXT: %[[IE2:.*]] = mini %arg3, %arg1 signed
// CHECK-NEXT: %[[IS2:.*]] = maxi %arg3, %arg0 signed
// CHECK-NEXT: for %{{.*}} in (%arg0 to %[[IE2]]
// CHECK-NEXT: print "outer high, inner low"
// CHECK: for %{{.*}} in (%[[IS2]] to %arg1
// CHECK-NEXT: print "outer high, inner high"
// CHECK-NOT: if
cuda_tile.module @m {
  entry @inner_then_outer(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>, %y: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %i in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      if %c {
        for %j in (%lb to %ub, step %st) : tile<i32> {
          %d = cmpi less_than %j, %y, signed : tile<i32> -> tile<i1>
          if %d {
            print "outer low, inner low"
          } else {
            print "outer low, inner high"
          }
        }
      } else {
        for %j in (%lb to %ub, step %st) : tile<i32> {
          %d = cmpi less_than %j, %y, signed : tile<i32> -> tile<i1>
          if %d {
            print "outer high, inner low"
          } else {
            print "outer high, inner high"
          }
        }
      }
    }
    return
  }
}

// -----

// Not split: an equality, a bound computed in the loop, an unsigned
// comparison, a comparison that is not an op of the loop's body (it sits in
// an if), a bound that is an iteration value.
// CHECK-LABEL: entry @not_split
// CHECK-NOT: mini
// CHECK-COUNT-6: if
// CHECK-NOT: mini
cuda_tile.module @m {
  entry @not_split(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>, %p: tile<i1>) {
    %st = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %x) -> (tile<i32>) {
      %c = cmpi equal %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "eq"
      }
      %y = addi %iv, %x : tile<i32>
      %d = cmpi less_than %iv, %y, signed : tile<i32> -> tile<i1>
      if %d {
        print "variant"
      }
      %u = cmpi less_than %iv, %x, unsigned : tile<i32> -> tile<i1>
      if %u {
        print "unsigned"
      }
      if %p {
        %e = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
        if %e {
          print "nested comparison"
        }
      }
      %a = cmpi less_than %iv, %acc, signed : tile<i32> -> tile<i1>
      if %a {
        print "iteration value"
      }
      continue %acc : tile<i32>
    }
    return
  }
}

// -----

// Threshold hints (cuda_tile.loop_split = N): on the if, else on the loop,
// else on the function, else the option. 0 disables the split.
// CHECK-LABEL: entry @hint_zero_on_if
// CHECK-NOT: mini
// CHECK: if
cuda_tile.module @m {
  entry @hint_zero_on_if(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "kept"
      } {cuda_tile.loop_split = 0}
    }
    return
  }
}

// -----

// CHECK-LABEL: entry @hint_zero_on_function
// CHECK-NOT: mini
// CHECK: if
cuda_tile.module @m {
  entry @hint_zero_on_function(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "kept"
      }
    }
    return
  } {cuda_tile.loop_split = 0}
}

// -----

// The loop's hint wins over the function's, the if's over the loop's; once
// one if allows the split, every if of the body on the comparison goes.
// CHECK-LABEL: entry @hints_override
// CHECK: mini
// CHECK-NOT: if
// CHECK: mini
// CHECK-NOT: if
// CHECK: return
cuda_tile.module @m {
  entry @hints_override(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) {
    %st = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "a"
      }
    } {cuda_tile.loop_split = 1}
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "b"
      }
      if %c {
        print "c"
      } {cuda_tile.loop_split = 1}
    } {cuda_tile.loop_split = 0}
    return
  } {cuda_tile.loop_split = 0}
}

// -----

// With split-threshold=3 a branch needs 3 ops (its terminator not counted)
// or a heavy op (a load here) directly in it.
// THRESHOLD-LABEL: entry @threshold
// THRESHOLD: for
// THRESHOLD-NEXT: cmpi
// THRESHOLD-NEXT: if
// THRESHOLD: mini
// THRESHOLD: for
// THRESHOLD-NOT: if
// THRESHOLD: mini
// THRESHOLD: for
// THRESHOLD-NOT: if
// THRESHOLD: return
cuda_tile.module @m {
  entry @threshold(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>, %p: tile<ptr<f32>>) {
    %st = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "one"
        print "two"
      }
    }
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        print "one"
        print "two"
        print "three"
      }
    }
    for %iv in (%lb to %ub, step %st) : tile<i32> {
      %c = cmpi less_than %iv, %x, signed : tile<i32> -> tile<i1>
      if %c {
        %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
      }
    }
    return
  }
}
