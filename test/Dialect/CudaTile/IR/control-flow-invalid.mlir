// Verifier and parser diagnostics of for/loop/if/yield/break/continue/return (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-note @above {{see unexpected ancestor operation}}
    if %c {
      // expected-error @below {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
      break
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    // expected-note @below {{see unexpected ancestor operation}}
    for %i in (%x to %x, step %x) : tile<i32> {
      if %c {
        // expected-error @below {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
        break
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-note @above {{see unexpected ancestor operation}}
    if %c {
      // expected-error @below {{'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
      continue
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>, %f: tile<f32>) {
    %r = loop : tile<i32> {
      // expected-error @below {{'cuda_tile.break' op operand types must correspond to the parent loop result types: ('!cuda_tile.tile<f32>') vs ('!cuda_tile.tile<i32>')}}
      break %f : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>, %f: tile<f32>, %c: tile<i1>) {
    %r = loop iter_values(%a = %x) : tile<i32> -> tile<i32> {
      if %c {
        // expected-error @below {{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<i32>'), but found: ('!cuda_tile.tile<f32>')}}
        continue %f : tile<f32>
      }
      break %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>, %f: tile<f32>) {
    %r = for %i in (%x to %x, step %x) : tile<i32> iter_values(%a = %x) -> (tile<i32>) {
      // expected-error @below {{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ('!cuda_tile.tile<i32>'), but found: ('!cuda_tile.tile<f32>', '!cuda_tile.tile<f32>')}}
      continue %f, %f : tile<f32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op expected at least one block argument for induction variable}}
    "cuda_tile.for"(%x, %x, %x) ({
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op expected induction variable to be same type as bounds and step: '!cuda_tile.tile<i64>' vs '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%x, %x, %x) ({
    ^bb0(%i: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op mismatch in number of region iterator values and loop iterator inits: 0 vs 1}}
    %r = "cuda_tile.for"(%x, %x, %x, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%i) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>, %f: tile<f32>) {
    // expected-error @below {{'cuda_tile.loop' op init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<i32>' != '!cuda_tile.tile<f32>'}}
    "cuda_tile.loop"(%x) ({
    ^bb0(%a: !cuda_tile.tile<f32>):
      "cuda_tile.break"() : () -> ()
    }) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.loop' op mismatch in number of region iterator values and loop iterator inits: 1 vs 0}}
    "cuda_tile.loop"() ({
    ^bb0(%a: !cuda_tile.tile<i32>):
      "cuda_tile.break"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{mismatch in number of loop-carried values and defined values}}
    %r = for %i in (%x to %x, step %x) : tile<i32> iter_values(%a = %x, %b = %x) -> (tile<i32>) {
      continue %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{found different number of iter_values and types}}
    loop iter_values(%a = %x, %b = %x) : tile<i32> {
      break
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @below {{'cuda_tile.if' op has return type of '!cuda_tile.tile<i32>' but then branch does not yield anything}}
    %r = if %c -> (tile<i32>) {
      yield
    } else {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @below {{'cuda_tile.if' op does not return a value, but else branch yields '!cuda_tile.tile<i32>', '!cuda_tile.tile<i32>'}}
    if %c {
    } else {
      yield %x, %x : tile<i32>, tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>, %f: tile<f32>) {
    // expected-error @below {{'cuda_tile.if' op type does not match yield type, then branch yields '!cuda_tile.tile<f32>' but op result type is '!cuda_tile.tile<i32>'}}
    %r = if %c -> (tile<i32>) {
      yield %f : tile<f32>
    } else {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @below {{'cuda_tile.if' op has non-empty return type, must define else branch}}
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    for %i in (%x to %x, step %x) : tile<i32> {
      if %c {
        // expected-error @below {{'cuda_tile.return' op must be used within a cuda_tile.testing$func, cuda_tile.entry, or cuda_tile.if operation}}
        return
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    if %c {
      // expected-error @below {{'cuda_tile.return' op has 1 operands, but enclosing function (@k) returns 0}}
      return %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    loop {
      // expected-error @below {{'cuda_tile.return' op expects parent op to be one of 'cuda_tile.entry, cuda_tile.if, cuda_tile.testing$func'}}
      "cuda_tile.return"() : () -> ()
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    %r = loop : tile<i32> {
      // expected-error @below {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
      "cuda_tile.yield"(%x) : (!cuda_tile.tile<i32>) -> ()
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.if' op operand #0 must be 0D tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    "cuda_tile.if"(%x) ({
      "cuda_tile.yield"() : () -> ()
    }, {}) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

// Views cannot be carried through loops or returned from if.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %lb = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.for' op loop-carried value 0 is a tensor_view, which is not supported}}
    %r = for %iv in (%lb to %n, step %n) : tile<i32> iter_values(%v = %tv) -> (tensor_view<?xf32, strides=[1]>) {
      continue %v : tensor_view<?xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %lb = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.for' op loop-carried value 0 is a tile view, which is not supported}}
    %r = for %iv in (%lb to %n, step %n) : tile<i32> iter_values(%v = %pv) -> (partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>) {
      continue %v : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %c: tile<i1>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.if' op result type 0 is a tensor_view, which is not supported}}
    %r = if %c -> (tensor_view<?xf32, strides=[1]>) {
      yield %tv : tensor_view<?xf32, strides=[1]>
    } else {
      yield %tv : tensor_view<?xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %c: tile<i1>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    // expected-error @below {{'cuda_tile.if' op result type 0 is a tile view, which is not supported}}
    %r = if %c -> (partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>) {
      yield %pv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    } else {
      yield %pv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    }
    return
  }
}
