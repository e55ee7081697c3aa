// 13.1's fold and canonicalization patterns of cuda_tile.if, one positive and
// at least one must-not-fire case each (names as in 13.1's
// IfOp::getCanonicalizationPatterns). Unregistered test.* ops have unknown
// side effects: they stay put and keep patterns from reordering them.
// RUN: tileas-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

cuda_tile.module @m {
  // Fold: `if xori(c, true)` with an else-branch → `if c`, branches swapped.
  // CHECK-LABEL: entry @fold_inverted(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i32>, %arg2: tile<i32>) {
  // CHECK-NEXT: %0 = if %arg0 -> (tile<i32>) {
  // CHECK-NEXT: %1 = muli %arg1, %arg2 : tile<i32>
  // CHECK-NEXT: yield %1 : tile<i32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = addi %arg1, %arg2 : tile<i32>
  // CHECK-NEXT: yield %1 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0) : (!cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @fold_inverted(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    %r = if %n -> (tile<i32>) {
      %a = addi %x, %y : tile<i32>
      yield %a : tile<i32>
    } else {
      %b = muli %x, %y : tile<i32>
      yield %b : tile<i32>
    }
    "test.use"(%r) : (!cuda_tile.tile<i32>) -> ()
    return
  }

  // Fold, must not fire: no else-branch.
  // CHECK-LABEL: entry @fold_no_else(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %true = constant <i1: true> : tile<i1>
  // CHECK-NEXT: %0 = xori %arg0, %true : tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @fold_no_else(%c: tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    if %n {
      "test.a"() : () -> ()
    }
    return
  }

  // Fold, must not fire: xori with `false`, xori with a non-constant.
  // CHECK-LABEL: entry @fold_not_negation(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: %false = constant <i1: false> : tile<i1>
  // CHECK-NEXT: %0 = xori %arg0, %false : tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.barrier"() : () -> ()
  // CHECK-NEXT: %1 = xori %arg0, %arg1 : tile<i1>
  // CHECK-NEXT: if %1 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @fold_not_negation(%c: tile<i1>, %d: tile<i1>) {
    %f = constant <i1: false> : tile<i1>
    %n = xori %c, %f : tile<i1>
    if %n {
      "test.a"() : () -> ()
    } else {
      "test.b"() : () -> ()
    }
    "test.barrier"() : () -> ()
    %m = xori %c, %d : tile<i1>
    if %m {
      "test.a"() : () -> ()
    } else {
      "test.b"() : () -> ()
    }
    return
  }

  // RemoveUnusedResults: only the used result is kept.
  // CHECK-LABEL: entry @unused_results(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = if %arg0 -> (tile<f32>) {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %2 : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %2 : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0) : (!cuda_tile.tile<f32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @unused_results(%c: tile<i1>) {
    %r:3 = if %c -> (tile<i32>, tile<f32>, tile<i32>) {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      %b = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %a, %b, %a : tile<i32>, tile<f32>, tile<i32>
    } else {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      %b = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %a, %b, %a : tile<i32>, tile<f32>, tile<i32>
    }
    "test.use"(%r#1) : (!cuda_tile.tile<f32>) -> ()
    return
  }

  // RemoveUnusedResults: a branch ending in `return` keeps its terminator.
  // CHECK-LABEL: entry @unused_results_return(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = if %arg0 -> (tile<i32>) {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %1 : tile<i32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0) : (!cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @unused_results_return(%c: tile<i1>) {
    %r:2 = if %c -> (tile<i32>, tile<f32>) {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      %b = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %a, %b : tile<i32>, tile<f32>
    } else {
      return
    }
    "test.use"(%r#0) : (!cuda_tile.tile<i32>) -> ()
    return
  }

  // RemoveUnusedResults, must not fire: every result is used.
  // CHECK-LABEL: entry @unused_results_all_used(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0:2 = if %arg0 -> (tile<i32>, tile<f32>) {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %1, %2 : tile<i32>, tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %1, %2 : tile<i32>, tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0#0, %0#1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @unused_results_all_used(%c: tile<i1>) {
    %r:2 = if %c -> (tile<i32>, tile<f32>) {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      %b = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %a, %b : tile<i32>, tile<f32>
    } else {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      %b = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %a, %b : tile<i32>, tile<f32>
    }
    "test.use"(%r#0, %r#1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
    return
  }

  // ReplaceYieldWithValue: both branches yield %x for result 0 (result 1 differs and stays;
  // the now unused result 0 then goes through RemoveUnusedResults).
  // CHECK-LABEL: entry @yield_same_value(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = "test.def"() : () -> !cuda_tile.tile<4xi32>
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<4xi32>
  // CHECK-NEXT: %2 = if %arg0 -> (tile<4xi32>) {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: yield %0 : tile<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: yield %1 : tile<4xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0, %2) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @yield_same_value(%c: tile<i1>) {
    %x = "test.def"() : () -> !cuda_tile.tile<4xi32>
    %y = "test.def"() : () -> !cuda_tile.tile<4xi32>
    %r:2 = if %c -> (tile<4xi32>, tile<4xi32>) {
      "test.a"() : () -> ()
      yield %x, %x : tile<4xi32>, tile<4xi32>
    } else {
      "test.b"() : () -> ()
      yield %x, %y : tile<4xi32>, tile<4xi32>
    }
    "test.use"(%r#0, %r#1) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> ()
    return
  }

  // ReplaceYieldWithValue: i1 results yielding true/false are the condition, false/true its negation.
  // CHECK-LABEL: entry @yield_bool(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %true = constant <i1: true> : tile<i1>
  // CHECK-NEXT: %0 = xori %arg0, %true : tile<i1>
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%arg0, %0) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @yield_bool(%c: tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:2 = if %c -> (tile<i1>, tile<i1>) {
      "test.a"() : () -> ()
      yield %t, %f : tile<i1>, tile<i1>
    } else {
      "test.b"() : () -> ()
      yield %f, %t : tile<i1>, tile<i1>
    }
    "test.use"(%r#0, %r#1) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> ()
    return
  }

  // ReplaceYieldWithValue, must not fire: the constants are not of the condition's type
  // (13.1 only checks for one-element i1 constants; replacing would change the type).
  // CHECK-LABEL: entry @yield_bool_not_scalar(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %true = constant <i1: true> : tile<1xi1>
  // CHECK-NEXT: %false = constant <i1: false> : tile<1xi1>
  // CHECK-NEXT: %0 = if %arg0 -> (tile<1xi1>) {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: yield %true : tile<1xi1>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: yield %false : tile<1xi1>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0) : (!cuda_tile.tile<1xi1>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @yield_bool_not_scalar(%c: tile<i1>) {
    %t = constant <i1: true> : tile<1xi1>
    %f = constant <i1: false> : tile<1xi1>
    %r = if %c -> (tile<1xi1>) {
      "test.a"() : () -> ()
      yield %t : tile<1xi1>
    } else {
      "test.b"() : () -> ()
      yield %f : tile<1xi1>
    }
    "test.use"(%r) : (!cuda_tile.tile<1xi1>) -> ()
    return
  }

  // RemoveStaticCondition: `if true` inlines then, `if false` inlines else or erases the if.
  // CHECK-LABEL: entry @static_condition(
  // CHECK-SAME: %arg0: tile<i32>) {
  // CHECK-NEXT: %0 = "test.then"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %1 = "test.else"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: "test.use"(%0, %1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @static_condition(%x: tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %a = if %t -> (tile<i32>) {
      %v = "test.then"() : () -> !cuda_tile.tile<i32>
      yield %v : tile<i32>
    } else {
      yield %x : tile<i32>
    }
    %b = if %f -> (tile<i32>) {
      yield %x : tile<i32>
    } else {
      %w = "test.else"() : () -> !cuda_tile.tile<i32>
      yield %w : tile<i32>
    }
    if %f {
      "test.never"() : () -> ()
    }
    "test.use"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }

  // RemoveStaticCondition: the inlined branch returns, so the rest of the block is erased.
  // CHECK-LABEL: entry @static_condition_return(
  // CHECK-SAME: ) {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @static_condition_return() {
    %t = constant <i1: true> : tile<i1>
    "test.a"() : () -> ()
    if %t {
      "test.b"() : () -> ()
      return
    }
    "test.unreachable"() : () -> ()
    return
  }

  // RemoveStaticCondition, must not fire: the condition is not a constant.
  // CHECK-LABEL: entry @static_condition_not_constant(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @static_condition_not_constant(%c: tile<i1>) {
    if %c {
      "test.a"() : () -> ()
    }
    return
  }

  // ConvertToSelect: result 1 (both values from outside) becomes a select; results 0 and 2
  // (defined inside a branch) stay on a smaller if.
  // CHECK-LABEL: entry @to_select(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i32>, %arg2: tile<i32>) {
  // CHECK-NEXT: %0 = select %arg0, %arg1, %arg2 : tile<i1>, tile<i32>
  // CHECK-NEXT: %1:2 = if %arg0 -> (tile<i32>, tile<f32>) {
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: %3 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %2, %3 : tile<i32>, tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<f32>
  // CHECK-NEXT: yield %arg2, %2 : tile<i32>, tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%1#0, %0, %1#1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @to_select(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) {
    %r:3 = if %c -> (tile<i32>, tile<i32>, tile<f32>) {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      %u = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %a, %x, %u : tile<i32>, tile<i32>, tile<f32>
    } else {
      %v = "test.def"() : () -> !cuda_tile.tile<f32>
      yield %y, %y, %v : tile<i32>, tile<i32>, tile<f32>
    }
    "test.use"(%r#0, %r#1, %r#2) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
    return
  }

  // ConvertToSelect: the then-branch breaks, so the result is what the else-branch yields.
  // CHECK-LABEL: entry @to_select_break(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i32>, %arg2: tile<i32>) {
  // CHECK-NEXT: %0 = loop iter_values(%arg3 = %arg1) : tile<i32> -> tile<i32> {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: break %arg3 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%arg2) : (!cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: continue %arg2 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0) : (!cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @to_select_break(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) {
    %l = loop iter_values(%v = %x) : tile<i32> -> tile<i32> {
      %r = if %c -> (tile<i32>) {
        break %v : tile<i32>
      } else {
        yield %y : tile<i32>
      }
      "test.use"(%r) : (!cuda_tile.tile<i32>) -> ()
      continue %r : tile<i32>
    }
    "test.use"(%l) : (!cuda_tile.tile<i32>) -> ()
    return
  }

  // ConvertToSelect, must not fire: not a 0-D tile.
  // CHECK-LABEL: entry @to_select_not_scalar(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = "test.def"() : () -> !cuda_tile.tile<4xi32>
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<4xi32>
  // CHECK-NEXT: %2 = if %arg0 -> (tile<4xi32>) {
  // CHECK-NEXT: yield %0 : tile<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %1 : tile<4xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%2) : (!cuda_tile.tile<4xi32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @to_select_not_scalar(%c: tile<i1>) {
    %u = "test.def"() : () -> !cuda_tile.tile<4xi32>
    %v = "test.def"() : () -> !cuda_tile.tile<4xi32>
    %s = if %c -> (tile<4xi32>) {
      yield %u : tile<4xi32>
    } else {
      yield %v : tile<4xi32>
    }
    "test.use"(%s) : (!cuda_tile.tile<4xi32>) -> ()
    return
  }

  // ConvertToSelect, must not fire: not a tile (token).
  // CHECK-LABEL: entry @to_select_token(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = make_token : token
  // CHECK-NEXT: %1 = make_token : token
  // CHECK-NEXT: %2 = if %arg0 -> (token) {
  // CHECK-NEXT: yield %0 : token
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %1 : token
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%2) : (!cuda_tile.token) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @to_select_token(%c: tile<i1>) {
    %t0 = make_token : token
    %t1 = make_token : token
    %s = if %c -> (token) {
      yield %t0 : token
    } else {
      yield %t1 : token
    }
    "test.use"(%s) : (!cuda_tile.token) -> ()
    return
  }

  // ConvertToSelect, must not fire: every yielded value is defined in its branch.
  // CHECK-LABEL: entry @to_select_all_inside(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = if %arg0 -> (tile<i32>) {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: yield %1 : tile<i32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: yield %1 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%0) : (!cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @to_select_all_inside(%c: tile<i1>) {
    %s = if %c -> (tile<i32>) {
      %a = "test.def"() : () -> !cuda_tile.tile<i32>
      yield %a : tile<i32>
    } else {
      %b = "test.def"() : () -> !cuda_tile.tile<i32>
      yield %b : tile<i32>
    }
    "test.use"(%s) : (!cuda_tile.tile<i32>) -> ()
    return
  }

  // RemoveEmptyElseBranch: the empty else-branch goes.
  // CHECK-LABEL: entry @empty_else(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @empty_else(%c: tile<i1>) {
    if %c {
      "test.a"() : () -> ()
    } else {
    }
    return
  }

  // RemoveEmptyElseBranch, must not fire: the else-branch returns.
  // CHECK-LABEL: entry @empty_else_return(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: } else {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @empty_else_return(%c: tile<i1>) {
    if %c {
      "test.a"() : () -> ()
    } else {
      return
    }
    "test.b"() : () -> ()
    return
  }

  // CombineIfs (the seed's example): uses of the first if's results in the second take the
  // yielded values; results are appended, never reordered.
  // CHECK-LABEL: entry @combine_ifs(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = "test.def"() : () -> !cuda_tile.tile<128xf32>
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<128xf32>
  // CHECK-NEXT: %2:3 = if %arg0 -> (tile<128xf32>, tile<128xi1>, tile<128xf32>) {
  // CHECK-NEXT: %3 = mulf %0, %0  : tile<128xf32>
  // CHECK-NEXT: %4 = "test.cmp"(%3) : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xi1>
  // CHECK-NEXT: %5 = addf %3, %3  : tile<128xf32>
  // CHECK-NEXT: yield %3, %4, %5 : tile<128xf32>, tile<128xi1>, tile<128xf32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %3 = "test.mask"() : () -> !cuda_tile.tile<128xi1>
  // CHECK-NEXT: yield %1, %3, %1 : tile<128xf32>, tile<128xi1>, tile<128xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%2#0, %2#1, %2#2) : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xi1>, !cuda_tile.tile<128xf32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @combine_ifs(%c: tile<i1>) {
    %l = "test.def"() : () -> !cuda_tile.tile<128xf32>
    %z = "test.def"() : () -> !cuda_tile.tile<128xf32>
    %a, %b = if %c -> (tile<128xf32>, tile<128xi1>) {
      %x = mulf %l, %l : tile<128xf32>
      %m = "test.cmp"(%x) : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xi1>
      yield %x, %m : tile<128xf32>, tile<128xi1>
    } else {
      %fm = "test.mask"() : () -> !cuda_tile.tile<128xi1>
      yield %z, %fm : tile<128xf32>, tile<128xi1>
    }
    %d = if %c -> (tile<128xf32>) {
      %y = addf %a, %a : tile<128xf32>
      yield %y : tile<128xf32>
    } else {
      yield %a : tile<128xf32>
    }
    "test.use"(%a, %b, %d) : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xi1>, !cuda_tile.tile<128xf32>) -> ()
    return
  }

  // CombineIfs keeps the token chain and the order of the ops with effects in each branch.
  // CHECK-LABEL: entry @combine_ifs_tokens(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: %0 = make_token : token
  // CHECK-NEXT: %1:2 = if %arg0 -> (token, token) {
  // CHECK-NEXT: %2 = "test.store"(%0) : (!cuda_tile.token) -> !cuda_tile.token
  // CHECK-NEXT: %3 = "test.store"(%2) : (!cuda_tile.token) -> !cuda_tile.token
  // CHECK-NEXT: yield %2, %3 : token, token
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %2 = "test.load"(%0) : (!cuda_tile.token) -> !cuda_tile.token
  // CHECK-NEXT: yield %0, %2 : token, token
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%1#0, %1#1) : (!cuda_tile.token, !cuda_tile.token) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @combine_ifs_tokens(%c: tile<i1>) {
    %t0 = make_token : token
    %t1 = if %c -> (token) {
      %t = "test.store"(%t0) : (!cuda_tile.token) -> !cuda_tile.token
      yield %t : token
    } else {
      yield %t0 : token
    }
    %t2 = if %c -> (token) {
      %u = "test.store"(%t1) : (!cuda_tile.token) -> !cuda_tile.token
      yield %u : token
    } else {
      %w = "test.load"(%t1) : (!cuda_tile.token) -> !cuda_tile.token
      yield %w : token
    }
    "test.use"(%t1, %t2) : (!cuda_tile.token, !cuda_tile.token) -> ()
    return
  }

  // CombineIfs on `c` and `xori(c, true)` (both ways round): branches swapped.
  // CHECK-LABEL: entry @combine_ifs_negated(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: "test.d"() : () -> ()
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: "test.c"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @combine_ifs_negated(%c: tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    if %c {
      "test.a"() : () -> ()
    }
    if %n {
      "test.b"() : () -> ()
    }
    if %n {
      "test.c"() : () -> ()
    }
    if %c {
      "test.d"() : () -> ()
    }
    return
  }

  // CombineIfs: the first then-branch returns, so the second one's then-branch is dropped.
  // CHECK-LABEL: entry @combine_ifs_leaving(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.c"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @combine_ifs_leaving(%c: tile<i1>) {
    if %c {
      "test.a"() : () -> ()
      return
    }
    if %c {
      "test.b"() : () -> ()
    } else {
      "test.c"() : () -> ()
    }
    return
  }

  // CombineIfs, must not fire: an op between them; different conditions.
  // CHECK-LABEL: entry @combine_ifs_not_adjacent(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.between"() : () -> ()
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: if %arg1 {
  // CHECK-NEXT: "test.c"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @combine_ifs_not_adjacent(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      "test.a"() : () -> ()
    }
    "test.between"() : () -> ()
    if %c {
      "test.b"() : () -> ()
    }
    if %d {
      "test.c"() : () -> ()
    }
    return
  }

  // CombineNestedIfs: `if a { if b {X} }` → `if andi(a, b) {X}`.
  // CHECK-LABEL: entry @nested_ifs(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: %0 = andi %arg0, %arg1 : tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @nested_ifs(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      if %b {
        "test.a"() : () -> ()
      }
    }
    return
  }

  // CombineNestedIfs: the forwarded result needs equal else values (%x); a result from
  // outside becomes select(a, then, else).
  // CHECK-LABEL: entry @nested_ifs_results(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>, %arg2: tile<i32>, %arg3: tile<i32>) {
  // CHECK-NEXT: %0 = select %arg0, %arg3, %arg2 : tile<i1>, tile<i32>
  // CHECK-NEXT: %1 = andi %arg0, %arg1 : tile<i1>
  // CHECK-NEXT: %2 = if %1 -> (tile<i32>) {
  // CHECK-NEXT: %3 = "test.def"() : () -> !cuda_tile.tile<i32>
  // CHECK-NEXT: yield %3 : tile<i32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %arg2 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%2, %0) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @nested_ifs_results(%a: tile<i1>, %b: tile<i1>, %x: tile<i32>, %y: tile<i32>) {
    %r:2 = if %a -> (tile<i32>, tile<i32>) {
      %i = if %b -> (tile<i32>) {
        %v = "test.def"() : () -> !cuda_tile.tile<i32>
        yield %v : tile<i32>
      } else {
        yield %x : tile<i32>
      }
      yield %i, %y : tile<i32>, tile<i32>
    } else {
      yield %x, %x : tile<i32>, tile<i32>
    }
    "test.use"(%r#0, %r#1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }

  // CombineNestedIfs, must not fire: the seed's example. The inner else yields %x but the outer
  // else %poison; only a poison reading (which cuda_tile lacks) would make it legal.
  // CHECK-LABEL: entry @nested_ifs_seed_poison(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: %0 = "test.def"() : () -> !cuda_tile.tile<64xi32>
  // CHECK-NEXT: %1 = "test.def"() : () -> !cuda_tile.tile<64xi32>
  // CHECK-NEXT: %2 = "test.def"() : () -> !cuda_tile.tile<64xi32>
  // CHECK-NEXT: %3 = if %arg0 -> (tile<64xi32>) {
  // CHECK-NEXT: %4 = if %arg1 -> (tile<64xi32>) {
  // CHECK-NEXT: %5 = muli %0, %1 : tile<64xi32>
  // CHECK-NEXT: yield %5 : tile<64xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %0 : tile<64xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: yield %4 : tile<64xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %2 : tile<64xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.use"(%3) : (!cuda_tile.tile<64xi32>) -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @nested_ifs_seed_poison(%a: tile<i1>, %b: tile<i1>) {
    %x = "test.def"() : () -> !cuda_tile.tile<64xi32>
    %y = "test.def"() : () -> !cuda_tile.tile<64xi32>
    %poison = "test.def"() : () -> !cuda_tile.tile<64xi32>
    %r = if %a -> (tile<64xi32>) {
      %inner = if %b -> (tile<64xi32>) {
        %v = muli %x, %y : tile<64xi32>
        yield %v : tile<64xi32>
      } else {
        yield %x : tile<64xi32>
      }
      yield %inner : tile<64xi32>
    } else {
      yield %poison : tile<64xi32>
    }
    "test.use"(%r) : (!cuda_tile.tile<64xi32>) -> ()
    return
  }

  // CombineNestedIfs: a return ending the inner then-branch, no else-branches.
  // CHECK-LABEL: entry @nested_ifs_return(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: %0 = andi %arg0, %arg1 : tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @nested_ifs_return(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      if %b {
        "test.a"() : () -> ()
        return
      }
    }
    "test.b"() : () -> ()
    return
  }

  // CombineNestedIfs, must not fire: inner then returns and the outer if has an else.
  // CHECK-LABEL: entry @nested_ifs_return_else(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: if %arg1 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @nested_ifs_return_else(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      if %b {
        "test.a"() : () -> ()
        return
      }
    } else {
      "test.b"() : () -> ()
    }
    return
  }

  // CombineNestedIfs, must not fire: the outer then-branch holds more than the inner if.
  // CHECK-LABEL: entry @nested_ifs_more_ops(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: if %arg1 {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @nested_ifs_more_ops(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      "test.a"() : () -> ()
      if %b {
        "test.b"() : () -> ()
      }
    }
    return
  }

  // MoveTerminatorToParent: both branches return; then stays in a result-less if, else is
  // inlined after it and what followed is unreachable.
  // CHECK-LABEL: entry @move_terminator(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @move_terminator(%a: tile<i1>) {
    if %a {
      "test.a"() : () -> ()
      return
    } else {
      "test.b"() : () -> ()
      return
    }
    "test.dead"() : () -> ()
    return
  }

  // MoveTerminatorToParent with break/continue.
  // CHECK-LABEL: entry @move_terminator_loop(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: loop {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: break
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @move_terminator_loop(%c: tile<i1>) {
    loop {
      if %c {
        "test.a"() : () -> ()
        break
      } else {
        "test.b"() : () -> ()
        continue
      }
      "test.dead"() : () -> ()
      continue
    }
    return
  }

  // MoveTerminatorToParent, must not fire: only one branch leaves.
  // CHECK-LABEL: entry @move_terminator_one_branch(
  // CHECK-SAME: %arg0: tile<i1>) {
  // CHECK-NEXT: loop {
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: "test.a"() : () -> ()
  // CHECK-NEXT: break
  // CHECK-NEXT: } else {
  // CHECK-NEXT: "test.b"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: "test.c"() : () -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @move_terminator_one_branch(%c: tile<i1>) {
    loop {
      if %c {
        "test.a"() : () -> ()
        break
      } else {
        "test.b"() : () -> ()
      }
      "test.c"() : () -> ()
      continue
    }
    return
  }
}
