// Structured control flow → cf blocks: if/else (merge block arguments are the results),
// if without else, for (signed header test, continue adds the step), loop with
// break/continue inside ifs, nesting, early return; tokens as iteration values.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: f32, %arg2: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[V0:.*]] = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: cf.br ^bb3(%[[V0]] : f32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%arg2 : f32)
// CHECK-NEXT: ^bb3(%[[V1:.*]]: f32):
// CHECK-NEXT: %[[V2:.*]] = arith.negf %[[V1]] : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @if_only(%arg0: i1, %arg1: !nv_tileaa.ptr<f32>, %arg2: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.store %arg2, %arg1 {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: return
// CHECK-LABEL: func.func @for_sum(%arg0: i32, %arg1: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.create_mem_token
// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]], %[[CST]], %[[V0]] : i32, tensor<4xf32>, !nv_tileaa.mem_token)
// CHECK-NEXT: ^bb1(%[[V1:.*]]: i32, %[[V2:.*]]: tensor<4xf32>, %[[V3:.*]]: !nv_tileaa.mem_token):
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi slt, %[[V1]], %arg0 : i32
// CHECK-NEXT: cf.cond_br %[[V4]], ^bb2, ^bb3(%[[V2]], %[[V3]] : tensor<4xf32>, !nv_tileaa.mem_token)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[V5:.*]] = arith.sitofp %[[V1]] : i32 to f32
// CHECK-NEXT: %[[V6:.*]] = nv_tileaa.view %[[V5]] : f32 -> tensor<1xf32>
// CHECK-NEXT: %[[V7:.*]] = nv_tileaa.broadcast %[[V6]] : tensor<1xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[V8:.*]] = arith.addf %[[V2]], %[[V7]] : tensor<4xf32>
// CHECK-NEXT: %[[V9:.*]] = nv_tileaa.join_mem_token %[[V3]], %[[V0]]
// CHECK-NEXT: %[[V10:.*]] = arith.addi %[[V1]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[V10]], %[[V8]], %[[V9]] : i32, tensor<4xf32>, !nv_tileaa.mem_token)
// CHECK-NEXT: ^bb3(%[[V11:.*]]: tensor<4xf32>, %[[V12:.*]]: !nv_tileaa.mem_token):
// CHECK-NEXT: return
// CHECK-LABEL: func.func @loop_break_continue(%arg0: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]] : i32)
// CHECK-NEXT: ^bb1(%[[V0:.*]]: i32):
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi sge, %[[V0]], %arg0 : i32
// CHECK-NEXT: cf.cond_br %[[V1]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb6(%[[V0]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[V0]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V0]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi eq, %[[V3]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.cond_br %[[V4]], ^bb4, ^bb5
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: cf.br ^bb1(%[[V2]] : i32)
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: %[[V5:.*]] = arith.addi %[[V2]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[V5]] : i32)
// CHECK-NEXT: ^bb6(%[[V6:.*]]: i32):
// CHECK-NEXT: %[[V7:.*]] = arith.addi %[[V6]], %[[C1_I32]] : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @nested(%arg0: i32, %arg1: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]] : i32)
// CHECK-NEXT: ^bb1(%[[V0:.*]]: i32):
// CHECK-NEXT: cf.br ^bb2(%[[C0_I32]], %[[V0]] : i32, i32)
// CHECK-NEXT: ^bb2(%[[V1:.*]]: i32, %[[V2:.*]]: i32):
// CHECK-NEXT: %[[V3:.*]] = arith.cmpi slt, %[[V1]], %arg1 : i32
// CHECK-NEXT: cf.cond_br %[[V3]], ^bb3, ^bb6(%[[V2]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi sgt, %[[V2]], %arg0 : i32
// CHECK-NEXT: cf.cond_br %[[V4]], ^bb4, ^bb5
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: %[[V5:.*]] = arith.addi %[[V1]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb2(%[[V5]], %[[V2]] : i32, i32)
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: %[[V6:.*]] = arith.addi %[[V2]], %[[V1]] : i32
// CHECK-NEXT: %[[V7:.*]] = arith.addi %[[V1]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb2(%[[V7]], %[[V6]] : i32, i32)
// CHECK-NEXT: ^bb6(%[[V8:.*]]: i32):
// CHECK-NEXT: %[[V9:.*]] = arith.cmpi eq, %[[V8]], %arg0 : i32
// CHECK-NEXT: cf.cond_br %[[V9]], ^bb7, ^bb8
// CHECK-NEXT: ^bb7:
// CHECK-NEXT: cf.br ^bb10(%[[V8]] : i32)
// CHECK-NEXT: ^bb8:
// CHECK-NEXT: cf.br ^bb9(%[[V8]] : i32)
// CHECK-NEXT: ^bb9(%[[V10:.*]]: i32):
// CHECK-NEXT: cf.br ^bb1(%[[V10]] : i32)
// CHECK-NEXT: ^bb10(%[[V11:.*]]: i32):
// CHECK-NEXT: return
// CHECK-LABEL: func.func @early_return(%arg0: i1, %arg1: !nv_tileaa.ptr<i32>, %arg2: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.store %arg2, %arg1 {sem = "weak"} : i32, !nv_tileaa.ptr<i32>
// CHECK-NEXT: return

cuda_tile.module @m {
  // if/else with results: cond_br to two blocks that branch to the merge
  // block, whose arguments are the results.
  entry @if_else(%c: tile<i1>, %a: tile<f32>, %b: tile<f32>) {
    %r = if %c -> (tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    } else {
      yield %b : tile<f32>
    }
    %u = negf %r : tile<f32>
    return
  }

  // if without else: the false edge goes straight to the merge block.
  entry @if_only(%c: tile<i1>, %p: tile<ptr<f32>>, %v: tile<f32>) {
    if %c {
      %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }

  // for: header compares the induction variable (signed) and exits with the
  // iteration values; continue adds the step.
  entry @for_sum(%n: tile<i32>, %x: tile<f32>) {
    %lb = constant <i32: 0> : tile<i32>
    %st = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.0> : tile<4xf32>
    %tok = make_token : token
    %r:2 = for %iv in (%lb to %n, step %st) : tile<i32> iter_values(%acc = %z, %t = %tok) -> (tile<4xf32>, token) {
      %f = itof %iv signed : tile<i32> -> tile<f32>
      %s = reshape %f : tile<f32> -> tile<1xf32>
      %b = broadcast %s : tile<1xf32> -> tile<4xf32>
      %a = addf %acc, %b : tile<4xf32>
      %t2 = join_tokens %t, %tok : token
      continue %a, %t2 : tile<4xf32>, token
    }
    return
  }

  // loop with break and continue inside ifs: continue → header, break → exit.
  entry @loop_break_continue(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %zero) : tile<i32> -> tile<i32> {
      %done = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %i : tile<i32>
      }
      %next = addi %i, %one : tile<i32>
      %odd = andi %i, %one : tile<i32>
      %is_odd = cmpi equal %odd, %one, signed : tile<i32> -> tile<i1>
      if %is_odd {
        continue %next : tile<i32>
      }
      %two = addi %next, %one : tile<i32>
      continue %two : tile<i32>
    }
    %u = addi %r, %one : tile<i32>
    return
  }

  // Nested: a for inside a loop with an if that continues the for early; an
  // if-else in the loop that breaks out of it in one branch.
  entry @nested(%n: tile<i32>, %m: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %zero) : tile<i32> -> tile<i32> {
      %s = for %j in (%zero to %m, step %one) : tile<i32> iter_values(%acc = %i) -> (tile<i32>) {
        %big = cmpi greater_than %acc, %n, signed : tile<i32> -> tile<i1>
        if %big {
          continue %acc : tile<i32>
        }
        %a = addi %acc, %j : tile<i32>
        continue %a : tile<i32>
      }
      %stop = cmpi equal %s, %n, signed : tile<i32> -> tile<i1>
      %out = if %stop -> (tile<i32>) {
        break %s : tile<i32>
      } else {
        yield %s : tile<i32>
      }
      continue %out : tile<i32>
    }
    return
  }

  // Early return from inside an if.
  entry @early_return(%c: tile<i1>, %p: tile<ptr<i32>>, %v: tile<i32>) {
    if %c {
      return
    }
    %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
