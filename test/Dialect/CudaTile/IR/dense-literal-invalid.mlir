// Malformed dense literals of `constant`: the parser's texts are 13.1's.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // A row shorter than the first one.
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i8: [[1, 2, 3], [4, 5]]> : tile<2x3xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // The inner lists of the second element are longer than the first one's.
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <f16: [[[0.5]], [[1.5, 2.5], [3.5, 4.5]]]> : tile<2x2x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i1: [[[false], [true, true]]]> : tile<1x2x2xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // A scalar beside a list.
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [[7], 8]> : tile<2x1xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // A list after scalars.
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [7, [8]]> : tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // `true` is an i1 literal only.
    // expected-error @below {{expected integer value}}
    %0 = constant <i16: [1, true]> : tile<2xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // An element type that does not parse is also reported as a null one.
    // expected-error @below {{custom op 'cuda_tile.constant' unknown type: float32}}
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '<<NULL TYPE>>'}}
    %0 = constant <float32: 1.0> : tile<f32>
  }
}
