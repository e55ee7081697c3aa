// Every verifier and parser diagnostic of the element-wise arithmetic family,
// with 13.1's exact text.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.subf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = subf %x, %x rounding<approx> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.fma' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %0 = fma %x, %x, %x rounding<full> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.addf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.addf"(%x, %x) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = subf %h, %h flush_to_zero : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @below {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = fma %d, %d, %d rounding<zero> flush_to_zero : tile<f64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = exp2 %h flush_to_zero : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @below {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = rsqrt %d flush_to_zero : tile<f64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<bf16>) {
    // expected-error @below {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = maxf %b, %b propagate_nan flush_to_zero : tile<bf16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = minf %h, %h flush_to_zero : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.divf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]}}
    %0 = divf %x, %x rounding<nearest_int_to_zero> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h flush_to_zero : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h rounding<approx> flush_to_zero : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @below {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %d, %d rounding<approx> : tile<f64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h rounding<full> : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full'}}
    %0 = divf %x, %x rounding<sideways> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.sqrt' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]}}
    %0 = sqrt %x rounding<full> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = sqrt %h flush_to_zero : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @below {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = sqrt %d rounding<approx> : tile<f64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx'}}
    %0 = sqrt %x rounding<full_range> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.divi' op invalid rounding error specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %i, %i signed rounding<nearest_even> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.divi' op invalid rounding error specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %i, %i unsigned rounding<approx> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = divi %i, %i unsigned rounding<negative_inf> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = "cuda_tile.divi"(%i, %i) <{rounding = #cuda_tile.rounding<negative_inf>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = divi %i, %i rounding<zero> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = maxi %i, %i sign : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi lt %i, %i, signed : tile<i32> -> tile<i1>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected valid keyword}}
    // expected-error @below {{expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf equal %x, %x : tile<f32> -> tile<i1>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%t: tile<tf32>) {
    // expected-error @below {{'cuda_tile.subf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<tf32>'}}
    %0 = subf %t, %t : tile<tf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.exp' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = exp %i : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%t: tile<f8E4M3FN>) {
    // expected-error @below {{'cuda_tile.fma' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<f8E4M3FN>'}}
    %0 = fma %t, %t, %t : tile<f8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.negi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = negi %x : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %h: tile<f16>) {
    // expected-error @below {{'cuda_tile.pow' op failed to verify that all of {result, source, exponent} have same type}}
    %0 = "cuda_tile.pow"(%x, %h) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.remi' op failed to verify that all of {result, lhs, rhs} have same type}}
    %0 = "cuda_tile.remi"(%i, %l) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.mulhii' op failed to verify that all of {x, y, result} have same type}}
    %0 = "cuda_tile.mulhii"(%i, %i) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.cmpi' op failed to verify that Result type has i1 element type and same shape as operands}}
    %0 = cmpi equal %i, %i, signed : tile<i32> -> tile<2xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<i8>'}}
    %0 = cmpf equal ordered %x, %x : tile<f32> -> tile<i8>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.select' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    %0 = select %i, %x, %x : tile<i32>, tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<i1>) {
    %t = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.select' op failed to verify that all of {cond, val_if_true, val_if_false, result} have same shape}}
    %0 = select %p, %t, %t : tile<i1>, tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<i1>, %x: tile<f32>, %h: tile<f16>) {
    // expected-error @below {{'cuda_tile.select' op failed to verify that all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%p, %x, %h) : (!cuda_tile.tile<i1>, !cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

func.func @f(%t: !cuda_tile.token, %p: !cuda_tile.tile<i1>) {
  // expected-error @below {{'cuda_tile.select' op operand #1 must be Tile type, but got '!cuda_tile.token'}}
  %0 = "cuda_tile.select"(%p, %t, %t) : (!cuda_tile.tile<i1>, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
  return
}
