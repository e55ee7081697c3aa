// mmaf_scaled's and f8E8M0FNU's diagnostics (NVIDIA's 13.3 texts for the op's
// shape rules; the versions as tileas' other 13.x features report them).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<8x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: dim 0 of lhs (16) and dim 0 of lhs_scale (8) must match, but got lhs shape (16, 64) and lhs_scale shape (8, 2)}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<8x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<2x4xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of rhs (8) and dim 1 of rhs_scale (4) must match, but got rhs shape (64, 8) and rhs_scale shape (2, 4)}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<4x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of lhs_scale (2) and dim 0 of rhs_scale (4) must match, but got lhs_scale shape (16, 2) and rhs_scale shape (4, 8)}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<4x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x32xf8E4M3FN>, %b: !cuda_tile.tile<32x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x64xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<64x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of lhs_scale (64) must be a divisor of dim 1 of lhs (32), but got lhs_scale shape (16, 64) and lhs shape (16, 32)}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf32>, tile<16x64xf8E8M0FNU>, tile<64x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E5M2>, %b: !cuda_tile.tile<64x8xf8E5M2>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x4xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<4x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but got 16}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E5M2>, tile<64x8xf8E5M2>, tile<16x8xf32>, tile<16x4xf8E8M0FNU>, tile<4x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf16>, %b: !cuda_tile.tile<64x8xf16>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op operand #0 must be mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values, but got '!cuda_tile.tile<16x64xf16>'}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf16>, tile<64x8xf16>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E4M3FN>,
                  %sb: !cuda_tile.tile<2x8xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op unsupported combination of element types. Scale type 'f8E4M3FN' expects lhs and rhs element types to be 'f4E2M1FN', but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E4M3FN>, tile<2x8xf8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf16>,
                  %sb: !cuda_tile.tile<2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op operand #3 must be mmaf_scaled scale tile type of f8E4M3FN or f8E8M0FNU or fnv8E5M3FNU values, but got '!cuda_tile.tile<16x2xf16>'}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf16>, tile<2x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf8E4M3FN>, %b: !cuda_tile.tile<64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op 'cuda_tile.mmaf_scaled' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.testing$func' op type 'f8E8M0FNU' requires cuda_tile 13.2 or newer, but the module's version is 13.1}}
  testing$func @k(%x: !cuda_tile.tile<8xf8E8M0FNU>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  testing$func @k(%x: !cuda_tile.tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %0 = ftof %x : tile<8xf32> -> tile<8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<2x16x64xf8E4M3FN>, %b: !cuda_tile.tile<2x64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<2x16x8xf32>, %sa: !cuda_tile.tile<4x16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<2x2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: dim 0 of lhs (2) and dim 0 of lhs_scale (4) must match, but got lhs shape (2, 16, 64) and lhs_scale shape (4, 16, 2)}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<2x16x64xf8E4M3FN>, tile<2x64x8xf8E4M3FN>, tile<2x16x8xf32>, tile<4x16x2xf8E8M0FNU>, tile<2x2x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<2x16x64xf8E4M3FN>, %b: !cuda_tile.tile<2x64x8xf8E4M3FN>,
                  %acc: !cuda_tile.tile<2x16x8xf32>, %sa: !cuda_tile.tile<2x16x2xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<4x2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: dim 0 of rhs (2) and dim 0 of rhs_scale (4) must match, but got rhs shape (2, 64, 8) and rhs_scale shape (4, 2, 8)}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<2x16x64xf8E4M3FN>, tile<2x64x8xf8E4M3FN>, tile<2x16x8xf32>, tile<2x16x2xf8E8M0FNU>, tile<4x2x8xf8E8M0FNU>
    return
  }
}
