// Parser and verifier diagnostics of `assume` and its predicates (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{unknown assume predicate attribute: foo (expected 'div_by', 'same_elements', or 'bounded')}}
    %a = assume foo<5, 3>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{expected assume predicate attribute}}
    %a = assume 5, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{expected assume predicate attribute}}
    %a = assume #cuda_tile.optimization_hints<>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{expected attribute name}}
    %a = assume %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{expected integer value}}
    // expected-error @below {{failed to parse parameter 'divisor' which is expected to be an integer}}
    %a = assume div_by<x>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor must be a power of 2}}
    %a = assume div_by<3>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor must be a power of 2}}
    %a = assume div_by<0>, %n : tile<i32>
  }
}

// -----

// ('every' without 'along' cannot be written; dialect-defs/tests/views_api.rs
// checks that diagnostic.)

cuda_tile.module @m {
  entry @k(%n: tile<i64>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor is too large}}
    %a = assume div_by<9223372036854775808>, %n : tile<i64>
  }
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<?xf32, strides=[1]>) {
  // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view}}
  %a = cuda_tile.assume div_by<4, every 2 along 0>, %tv : tensor_view<?xf32, strides=[1]>
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>) {
  // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
  %a = cuda_tile.assume div_by<4>, %pv : partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>
  return
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile}}
    %a = assume div_by<4, every 1 along 0>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %a = assume div_by<4>, %x : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' every_dim (2) must be >= 0 and < tile rank (2)}}
    %a = assume div_by<4, every 2 along 2>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' every_dim (-1) must be >= 0 and < tile rank (2)}}
    %a = assume div_by<4, every 2 along -1>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (8)}}
    %a = assume div_by<4, every 16 along 1>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (4)}}
    %a = assume div_by<4, every -1 along 0>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %a = assume same_elements<[]>, %x : tile<f32>
  }
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<?xi32, strides=[1]>) {
  // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
  %a = cuda_tile.assume same_elements<[1]>, %tv : tensor_view<?xi32, strides=[1]>
  return
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected number of values in 'cuda_tile.same_elements' (1) to match rank of constrained tile (2)}}
    %a = assume same_elements<[4]>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.same_elements' value 1 to be within 0 and the size of the respective dimension (8)}}
    %a = assume same_elements<[4, 9]>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.same_elements' value 0 to be within 0 and the size of the respective dimension (4)}}
    %a = assume same_elements<[-1, 2]>, %c : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' is valid only for tile of integer values}}
    %a = assume bounded<0, ?>, %p : tile<ptr<i32>>
  }
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<?xi32, strides=[1]>) {
  // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' is valid only for tile of integer values}}
  %a = cuda_tile.assume bounded<0, ?>, %tv : tensor_view<?xi32, strides=[1]>
  return
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i8>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be within [-128, 127]}}
    %a = assume bounded<-129, ?>, %n : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i16>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects upper bound to be within [-32768, 32767]}}
    %a = assume bounded<?, 65535>, %n : tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i1>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects upper bound to be within [-1, 0]}}
    %a = assume bounded<0, 1>, %n : tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound}}
    %a = assume bounded<5, 3>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op failed to verify that all of {value, result} have same type}}
    %a = "cuda_tile.assume"(%n) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
  }
}
