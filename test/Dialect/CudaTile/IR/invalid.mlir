// Every verifier and parser diagnostic of the cuda_tile slice, with its exact text.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op entry op must not return values}}
  entry @k() -> (tile<i32>) {
    %c = constant <i32: 0> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  entry @k(%a: tile<4xf32>) {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.return' op has 1 operands, but enclosing function (@k) returns 0}}
    return %a : tile<i32>
  }
}

// -----

func.func @f() {
  // expected-error @below {{'cuda_tile.return' op expects parent op to be one of 'cuda_tile.entry, cuda_tile.if, cuda_tile.testing$func'}}
  "cuda_tile.return"() : () -> ()
}

// -----

// expected-error @below {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
"cuda_tile.entry"() <{function_type = () -> (), sym_name = "k"}> ({
  "cuda_tile.return"() : () -> ()
}) : () -> ()

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.addf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = addf %x, %x rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.mulf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %0 = mulf %x, %x rounding<full> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f16>) {
    // expected-error @below {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = addf %x, %x flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f64>) {
    // expected-error @below {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = mulf %x, %x flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = addf %x, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = addi %x, %x : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %y: tile<f16>) {
    // expected-error @below {{'cuda_tile.mulf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.mulf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.addf' op requires attribute 'rounding_mode'}}
    %0 = "cuda_tile.addf"(%x, %x) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
    %0 = addf %x, %x rounding<sideways> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.constant' op failed to verify that all of {value, result} have same type}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<4xi32>
  }
}

// -----

// Type parameter checks.

// expected-error @below {{all dimensions must be positive constants, got 0, 4}}
func.func @f(%a: !cuda_tile.tile<0x4xf32>)

// -----

// expected-error @below {{all dimensions must be powers of two, got 3}}
func.func @f(%a: !cuda_tile.tile<3xf32>)

// -----

// expected-error @below {{tile would exceed the maximum of 16777216 elements}}
func.func @f(%a: !cuda_tile.tile<8192x4096xf32>)

// -----

// expected-error @below {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64 or Pointer type}}
func.func @f(%a: !cuda_tile.tile<4xindex>)

// -----

// expected-error @below {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64}}
func.func @f(%a: !cuda_tile.ptr<!cuda_tile.ptr<f32>>)

// -----

cuda_tile.module @m {
  // expected-error @below {{unknown type: foo}}
  entry @k(%a: foo<f32>) {
  }
}

// -----

// Dense literal parser.

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{mismatch between the element type: 'f32' and the tile element type 'f16'}}
    %0 = constant <f32: 1.0> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{inferred shape of elements literal ([3]) does not match type ([4])}}
    %0 = constant <i32: [1, 2, 3]> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{inferred shape of elements literal ([2]) does not match type ([])}}
    %0 = constant <i32: [1, 2]> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expected integer value}}
    %0 = constant <i32: 1.5> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i8: 300> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{dense attribute cannot be empty}}
    %0 = constant <i32: []> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'index'}}
    %0 = constant <index: 1> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = constant <i32: 1> : tile<ptr<f32>>
  }
}
