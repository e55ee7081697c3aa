// Type parameter checks and the type directive's diagnostics, with 13.1's
// texts.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

cuda_tile.module @m {
  // A prefixed type that fails is followed by the mnemonic parser's error.
  // expected-error @below {{expected valid keyword}}
  // expected-error @below {{all dimensions must be positive constants, got 4, 0}}
  testing$func @f(%a: !cuda_tile.tile<4x0xi16>) {
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2xi16>) {
    // Dimension by dimension: 6 is reported before the 0 after it.
    // expected-error @below {{all dimensions must be powers of two, got 6, 0}}
    %0 = reshape %a : tile<2xi16> -> tile<6x0xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{all dimensions must be powers of two, got 4, 12}}
    %0 = reshape %a : tile<4xf32> -> tile<4x12xf32>
  }
}

// -----

cuda_tile.module @m {
  // The pointee is parsed as a cuda_tile type and checked by ODS's rule.
  // expected-error @below {{expected valid keyword}}
  // expected-error @below {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64}}
  testing$func @f(%a: !cuda_tile.tile<4xptr<token>>) {
  }
}

// -----

// expected-error @below {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64}}
"test.use"() : () -> !cuda_tile.ptr<index>

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.make_token' op result #0 must be cuda tile token type, but got '!cuda_tile.tile<i1>'}}
    %0 = "cuda_tile.make_token"() : () -> !cuda_tile.tile<i1>
  }
}
