// Diagnostics around cuda_tile.testing$func (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.return' op has 0 operands, but enclosing function (@f) returns 1}}
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) -> (tile<f32>, tile<f32>) {
    // expected-error @below {{'cuda_tile.return' op has 1 operands, but enclosing function (@f) returns 2}}
    return %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @g(%a: tile<f32>, %b: tile<i32>) -> (tile<f32>, tile<f32>) {
    // expected-error @below {{type of return operand 1 ('!cuda_tile.tile<i32>') doesn't match function result type ('!cuda_tile.tile<f32>') in function @g}}
    return %a, %b : tile<f32>, tile<i32>
  }
}

// -----

// A missing `return` becomes an implicit one without operands.
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.return' op has 0 operands, but enclosing function (@h) returns 1}}
  testing$func @h(%a: tile<f32>) -> tile<f32> {
  }
}

// -----

// Inside `if`, the enclosing function's results still apply.
cuda_tile.module @m {
  testing$func @k(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    if %c {
      // expected-error @below {{'cuda_tile.return' op has 0 operands, but enclosing function (@k) returns 1}}
      return
    }
    return %a : tile<f32>
  }
}

// -----

// `entry` still returns nothing.
cuda_tile.module @m {
  entry @e(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.return' op has 1 operands, but enclosing function (@e) returns 0}}
    return %a : tile<f32>
  }
}

// -----

// The parent rule names all three ops.
cuda_tile.module @m {
  entry @e() {
    loop {
      // expected-error @below {{'cuda_tile.return' op expects parent op to be one of 'cuda_tile.entry, cuda_tile.if, cuda_tile.testing$func'}}
      return
    }
  }
}
