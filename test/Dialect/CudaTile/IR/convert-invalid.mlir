// Every verifier and parser diagnostic of the conversion, shape, pointer and
// mma ops, with 13.1's exact text (ODS constraint summaries included).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<i32>' of width 32 to type '!cuda_tile.tile<i16>' of width 16}}
    %0 = bitcast %i : tile<i32> -> tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <i16: 1> : tile<4xi16>
    // expected-error @below {{'cuda_tile.bitcast' op failed to verify that all of {source, result} have same shape}}
    %0 = bitcast %c : tile<4xi16> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.bitcast' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = bitcast %p : tile<ptr<f32>> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<4x4xf32>
    // expected-error @below {{'cuda_tile.broadcast' op expects the shape of source tile to be compatible with that of the result tile, but got: 4, 4 and 2, 4}}
    %0 = broadcast %c : tile<4x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{'cuda_tile.broadcast' op failed to verify that all of {source, result} have same rank}}
    %0 = broadcast %c : tile<2xf32> -> tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1xf32>
    // expected-error @below {{'cuda_tile.broadcast' op requires the same element type for all operands and results}}
    %0 = broadcast %c : tile<1xf32> -> tile<4xf16>
  }
}

// -----

func.func @f(%x: f32) {
  // expected-error @below {{'cuda_tile.broadcast' op operand #0 must be Tile type, but got 'f32'}}
  %0 = "cuda_tile.broadcast"(%x) : (f32) -> !cuda_tile.tile<4xf32>
  return
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @below {{'cuda_tile.cat' op expect dim to be [0, 2), but got: 2}}
    %0 = cat %c, %c dim = 2 : tile<4x8xf32>, tile<4x8xf32> -> tile<8x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @below {{'cuda_tile.cat' op expect dim to be [0, 2), but got: -1}}
    %0 = cat %c, %c dim = -1 : tile<4x8xf32>, tile<4x8xf32> -> tile<8x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @below {{'cuda_tile.cat' op invalid concat at position 0, expected: 8 but got: 16}}
    %0 = cat %c, %c dim = 0 : tile<4x8xf32>, tile<4x8xf32> -> tile<16x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<4x4xf32>
    // expected-error @below {{'cuda_tile.cat' op expect {lhs, rhs, and result} shape to match at non-concat position 1, expected: 8 but got: 8}}
    %0 = cat %a, %b dim = 0 : tile<4x8xf32>, tile<4x4xf32> -> tile<8x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %a = constant <f32: 1.0> : tile<4xf32>
    %b = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have the same element type}}
    %0 = cat %a, %b dim = 0 : tile<4xf32>, tile<4xf16> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have same rank}}
    %0 = cat %a, %a dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8x1xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %i signed : tile<i32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %l unsigned : tile<i64> -> tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.exti' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = exti %f signed : tile<f32> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <i8: 1> : tile<2xi8>
    // expected-error @below {{'cuda_tile.exti' op failed to verify that all of {from, to} have same shape}}
    %0 = exti %c signed : tile<2xi8> -> tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = exti %i sign : tile<i32> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %i : tile<i32> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %i overflow<no_wrap> : tile<i32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <i64: 1> : tile<2xi64>
    // expected-error @below {{'cuda_tile.trunci' op failed to verify that all of {from, to} have same shape}}
    %0 = trunci %c : tile<2xi64> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<8x8xf32>
    // expected-error @below {{'cuda_tile.extract' op source and result element type do not match}}
    %0 = extract %c[%i, %i] : tile<8x8xf32> -> tile<4x4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @below {{'cuda_tile.extract' op result dim size must divide source dim size evenly}}
    %0 = extract %c[%i, %i] : tile<4x8xf32> -> tile<8x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<8x8xf32>
    // expected-error @below {{'cuda_tile.extract' op incorrect number of indices, expected 2, but found 1}}
    %0 = extract %c[%i] : tile<8x8xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<8x8xf32>
    // expected-error @below {{'cuda_tile.extract' op failed to verify that all of {source, result} have same rank}}
    %0 = extract %c[%i, %i] : tile<8x8xf32> -> tile<4xf32>
  }
}

// -----

func.func @f(%t: !cuda_tile.tile<8xf32>, %x: !cuda_tile.tile<i64>) {
  // expected-error @below {{'cuda_tile.extract' op operand #1 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
  %0 = "cuda_tile.extract"(%t, %x) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
  return
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.ftof' op converting tiles must not be a no-op}}
    %0 = ftof %f : tile<f32> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported}}
    %0 = ftof %f rounding<zero> : tile<f32> -> tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.ftof' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<i32>'}}
    %0 = ftof %i : tile<i32> -> tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{'cuda_tile.ftof' op failed to verify that all of {from, to} have same shape}}
    %0 = ftof %c : tile<2xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{custom op 'cuda_tile.ftoi' expected rounding mode to be one of: 'nearest_int_to_zero', got: 'zero'}}
    %0 = ftoi %f signed rounding<zero> : tile<f32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{custom op 'cuda_tile.ftoi' expected rounding mode to be one of: 'nearest_int_to_zero', got: 'nearest_even'}}
    %0 = ftoi %f unsigned rounding<nearest_even> : tile<f32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_int_to_zero'}}
    %0 = ftoi %f signed rounding<towards_zero> : tile<f32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.ftoi' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<i32>'}}
    %0 = ftoi %i signed : tile<i32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.ftoi' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f16>'}}
    %0 = ftoi %f signed : tile<f32> -> tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.itof' op invalid rounding error specified. Only 'nearest_even' is supported}}
    %0 = itof %i signed rounding<zero> : tile<i32> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <i32: 1> : tile<2xi32>
    // expected-error @below {{'cuda_tile.itof' op failed to verify that all of {from, to} have same shape}}
    %0 = itof %c signed : tile<2xi32> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.itof' op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<i64>'}}
    %0 = itof %i signed : tile<i32> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op operand #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = int_to_ptr %i : tile<i32> -> tile<ptr<i8>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = int_to_ptr %l : tile<i64> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op result #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = ptr_to_int %p : tile<ptr<i8>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = ptr_to_ptr %l : tile<i64> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>) {
    %r = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op failed to verify that all of {source, result} have same shape}}
    %0 = ptr_to_ptr %r : tile<1xptr<i8>> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.offset' op failed to verify that all of {result, ptr} have same type}}
    %0 = offset %p, %i : tile<ptr<i8>>, tile<i32> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>) {
    %c = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{'cuda_tile.offset' op requires the same shape for all operands and results}}
    %0 = offset %p, %c : tile<ptr<i8>>, tile<4xi32> -> tile<ptr<i8>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>, %f: tile<f32>) {
    // expected-error @below {{'cuda_tile.offset' op operand #1 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = offset %p, %f : tile<ptr<i8>>, tile<f32> -> tile<ptr<i8>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %0 = iota : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %0 = iota : tile<32x64xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.iota' op the number of elements 512 exceeds the maximum value of element type 'i8'}}
    %0 = iota : tile<512xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.iota' op the number of elements 4 exceeds the maximum value of element type 'i1'}}
    %0 = iota : tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    // expected-error @below {{'cuda_tile.iota' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<8xf32>'}}
    %0 = iota : tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{'cuda_tile.permute' op expects at least rank 2, but got: 1}}
    %0 = permute %c [0] : tile<2xf32> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op expect permutation size (3) to equal the rank of the source (2)}}
    %0 = permute %c [0, 1, 100] : tile<1x2xf32> -> tile<1x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op expect permutation elements to be unique}}
    %0 = permute %c [0, 0] : tile<1x2xf32> -> tile<1x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op permutation element at index 1 (100) is out of bound [0, 2)}}
    %0 = permute %c [0, 100] : tile<1x2xf32> -> tile<1x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op permutation element at index 0 (-1) is out of bound [0, 2)}}
    %0 = permute %c [-1, 1] : tile<1x2xf32> -> tile<1x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op result shape invalid at index 0, expected: 2, but got: 1}}
    %0 = permute %c [1, 0] : tile<1x2xf32> -> tile<1x1xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op failed to verify that all of {source, result} have same rank}}
    %0 = permute %c [0, 1] : tile<1x2xf32> -> tile<1x1x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<1x2xf32>
    // expected-error @below {{'cuda_tile.permute' op failed to verify that all of {source, result} have the same element type}}
    %0 = permute %c [0, 1] : tile<1x2xf32> -> tile<1x2xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <i16: 1> : tile<i16>
    // expected-error @below {{'cuda_tile.reshape' op requires the same element type for all operands and results}}
    %0 = reshape %c : tile<i16> -> tile<1xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <i16: 1> : tile<i16>
    // expected-error @below {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements}}
    %0 = reshape %c : tile<i16> -> tile<1x2x1xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>) {
    %c = constant <f32: 1.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements}}
    %0 = reshape %c : tile<2x2xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<8xf16>
    %b = constant <f16: 1.0> : tile<8xf16>
    %c = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below {{'cuda_tile.mmaf' op operands must be 2D or 3D tiles}}
    %0 = mmaf %a, %b, %c : tile<8xf16>, tile<8xf16>, tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x4x8xf16>
    %b = constant <f16: 1.0> : tile<4x8x2xf16>
    %c = constant <f32: 0.0> : tile<2x4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op shape error: dim 0 of lhs (2) and dim 0 of rhs (4) must match, but got lhs shape (2, 4, 8) and rhs shape (4, 8, 2)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<4x8x2xf16>, tile<2x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x4x8xf16>
    %b = constant <f16: 1.0> : tile<2x8x2xf16>
    %c = constant <f32: 0.0> : tile<4x4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op shape error: dim 0 of lhs (2) and dim 0 of acc (4) must match, but got lhs shape (2, 4, 8) and acc shape (4, 4, 2)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<4x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x16xf32>
    %b = constant <f32: 1.0> : tile<8x16xf32>
    %c = constant <f32: 0.0> : tile<4x16xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 1 of lhs (16) and dim 0 of rhs (8) must match, but got lhs shape (4, 16) and rhs shape (8, 16)}}
    %0 = mmaf %a, %b, %c : tile<4x16xf32>, tile<8x16xf32>, tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x4x8xf16>
    %b = constant <f16: 1.0> : tile<2x8x2xf16>
    %c = constant <f32: 0.0> : tile<2x8x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 1 of lhs (4) and dim 1 of acc (8) must match, but got lhs shape (2, 4, 8) and acc shape (2, 8, 2)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x8x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 1.0> : tile<8x2xf16>
    %c = constant <f32: 0.0> : tile<4x4xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 1 of rhs (2) and dim 1 of acc (4) must match, but got rhs shape (8, 2) and acc shape (4, 4)}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<2x2xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<2x2xf8E4M3FN>
    %c = constant <f64: 0.0> : tile<2x2xf64>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f8E4M3FN' expects accumulator/result type to be one of {'f16', 'f32'}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <bf16: 1.0> : tile<2x2xbf16>
    %b = constant <bf16: 1.0> : tile<2x2xbf16>
    %c = constant <f16: 0.0> : tile<2x2xf16>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<2x2xbf16>, tile<2x2xbf16>, tile<2x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<2x2xf32>
    %b = constant <f32: 1.0> : tile<2x2xf32>
    %c = constant <f64: 0.0> : tile<2x2xf64>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f32' expects accumulator/result type to be one of {'f32'}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f64: 1.0> : tile<2x2xf64>
    %b = constant <f64: 1.0> : tile<2x2xf64>
    %c = constant <f32: 0.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f64' expects accumulator/result type to be one of {'f64'}, but got 'f32'}}
    %0 = mmaf %a, %b, %c : tile<2x2xf64>, tile<2x2xf64>, tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x2xf16>
    %b = constant <bf16: 1.0> : tile<2x2xbf16>
    %c = constant <f32: 0.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op failed to verify that all of {lhs, rhs} have the same element type}}
    %0 = mmaf %a, %b, %c : tile<2x2xf16>, tile<2x2xbf16>, tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x2xf16>
    %b = constant <f16: 1.0> : tile<2x2x2xf16>
    %c = constant <f32: 0.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op failed to verify that all of {lhs, rhs, acc} have same rank}}
    %0 = mmaf %a, %b, %c : tile<2x2xf16>, tile<2x2x2xf16>, tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<2x2xi8>
    %b = constant <i8: 1> : tile<2x2xi8>
    %c = constant <f32: 0.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op operand #0 must be mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<2x2xi8>'}}
    %0 = mmaf %a, %b, %c : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x2xf16>
    %b = constant <f16: 1.0> : tile<2x2xf16>
    %c = constant <bf16: 0.0> : tile<2x2xbf16>
    // expected-error @below {{'cuda_tile.mmaf' op operand #2 must be mmaf acc/result tile type of f16 or f32 or f64 values, but got '!cuda_tile.tile<2x2xbf16>'}}
    %0 = mmaf %a, %b, %c : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xbf16>
  }
}

// -----

func.func @f(%a: !cuda_tile.tile<2x2xf16>, %c: !cuda_tile.tile<2x2xf32>) {
  // expected-error @below {{'cuda_tile.mmaf' op failed to verify that all of {acc, result} have same type}}
  %0 = "cuda_tile.mmaf"(%a, %a, %c) : (!cuda_tile.tile<2x2xf16>, !cuda_tile.tile<2x2xf16>, !cuda_tile.tile<2x2xf32>) -> !cuda_tile.tile<2x2xf16>
  return
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x16xi8>
    %b = constant <i8: 1> : tile<8x16xi8>
    %c = constant <i32: 0> : tile<4x16xi32>
    // expected-error @below {{'cuda_tile.mmai' op  shape error: dim 1 of lhs (16) and dim 0 of rhs (8) must match, but got lhs shape (4, 16) and rhs shape (8, 16)}}
    %0 = mmai %a, %b, %c signed signed : tile<4x16xi8>, tile<8x16xi8>, tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<2x4x8xi8>
    %b = constant <i8: 1> : tile<4x8x2xi8>
    %c = constant <i32: 0> : tile<2x4x2xi32>
    // expected-error @below {{'cuda_tile.mmai' op shape error: dim 0 of lhs (2) and dim 0 of rhs (4) must match, but got lhs shape (2, 4, 8) and rhs shape (4, 8, 2)}}
    %0 = mmai %a, %b, %c signed unsigned : tile<2x4x8xi8>, tile<4x8x2xi8>, tile<2x4x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<8xi8>
    %b = constant <i8: 1> : tile<8xi8>
    %c = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.mmai' op operands must be 2D or 3D tiles}}
    %0 = mmai %a, %b, %c unsigned unsigned : tile<8xi8>, tile<8xi8>, tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<2x2xi16>
    %b = constant <i16: 1> : tile<2x2xi16>
    %c = constant <i32: 0> : tile<2x2xi32>
    // expected-error @below {{'cuda_tile.mmai' op operand #0 must be mmai operand tile type of i8 values, but got '!cuda_tile.tile<2x2xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<2x2xi16>, tile<2x2xi16>, tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<2x2xi8>
    %b = constant <i8: 1> : tile<2x2xi8>
    %c = constant <i64: 0> : tile<2x2xi64>
    // expected-error @below {{'cuda_tile.mmai' op operand #2 must be mmai acc tile type of i32 values, but got '!cuda_tile.tile<2x2xi64>'}}
    %0 = mmai %a, %b, %c signed signed : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<2x2xi8>
    %b = constant <i8: 1> : tile<2x2x2xi8>
    %c = constant <i32: 0> : tile<2x2xi32>
    // expected-error @below {{'cuda_tile.mmai' op failed to verify that all of {lhs, rhs, acc} have same rank}}
    %0 = mmai %a, %b, %c signed signed : tile<2x2xi8>, tile<2x2x2xi8>, tile<2x2xi32>
  }
}

// -----

func.func @f(%a: !cuda_tile.tile<2x2xi8>, %c: !cuda_tile.tile<2x2xi32>) {
  // expected-error @below {{'cuda_tile.mmai' op result #0 must be mmai result tile type of i32 values, but got '!cuda_tile.tile<2x2xi64>'}}
  %0 = "cuda_tile.mmai"(%a, %a, %c) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<2x2xi8>, !cuda_tile.tile<2x2xi8>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<2x2xi64>
  return
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<2x2xi8>
    %c = constant <i32: 0> : tile<2x2xi32>
    // expected-error @below {{custom op 'cuda_tile.mmai' expected valid keyword}}
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = mmai %a, %a, %c signed : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
  }
}
