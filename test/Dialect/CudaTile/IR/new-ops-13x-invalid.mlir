// Verifier diagnostics of the ops and op fields of cuda_tile 13.2-13.4: each is an
// error at the op when the module's version is older than the one that introduced
// it, and the rules of tanh/exp rounding, negi overflow, insert and pack/unpack.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.atan2' op 'cuda_tile.atan2' requires cuda_tile 13.2 or newer, but the module's version is 13.1}}
    %a = atan2 %x, %x : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k() {
    %v = constant <f32: 0.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.pack' op 'cuda_tile.pack' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %b = pack %v : tile<4xf32> -> tile<16xi8>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k() {
    %b = constant <i8: 0> : tile<16xi8>
    // expected-error @below {{'cuda_tile.unpack' op 'cuda_tile.unpack' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %v = unpack %b : tile<16xi8> -> tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%x: tile<f32>, %n: tile<i32>) {
    // expected-error @below {{'cuda_tile.fpowi' op 'cuda_tile.fpowi' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
    %p = fpowi %x, %n : tile<f32>, tile<i32>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 0.0> : tile<1xf32>
    %d = constant <f32: 0.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.insert' op 'cuda_tile.insert' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
    %r = insert %s, %d[%i] : tile<1xf32>, tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.gdc_launch_dependents_tko' op 'cuda_tile.gdc_launch_dependents_tko' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
    %l = gdc_launch_dependents_tko -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.gdc_wait_tko' op 'cuda_tile.gdc_wait_tko' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
    %w = gdc_wait_tko -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    %t = make_token : token
    // expected-error @below {{'cuda_tile.memory_fence_alias_tko' op 'cuda_tile.memory_fence_alias_tko' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
    %f = memory_fence_alias_tko %t
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.tanh' op the rounding mode `approx` of 'cuda_tile.tanh' requires cuda_tile 13.2 or newer, but the module's version is 13.1}}
    %t = tanh %x rounding<approx> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.exp' op the rounding mode `approx` of 'cuda_tile.exp' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %e = exp %x rounding<approx> : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.negi' op the overflow `no_wrap` of 'cuda_tile.negi' requires cuda_tile 13.2 or newer, but the module's version is 13.1}}
    %n = negi %x overflow<no_wrap> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op the attribute `unsignedCmp` of 'cuda_tile.for' requires cuda_tile 13.2 or newer, but the module's version is 13.1}}
    for unsigned %iv in (%n to %n, step %n) : tile<i32> {
    }
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.ftoi' op the attribute `saturating` of 'cuda_tile.ftoi' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
    %i = ftoi %x signed saturating : tile<f32> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k() {
    %a = constant <f8E4M3FN: 0.0> : tile<16x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    // expected-error @below {{'cuda_tile.mmaf' op the attribute `fast_acc` of 'cuda_tile.mmaf' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %d = mmaf %a, %a, %c fast_acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  // expected-error @below {{'cuda_tile.global' op the attribute `constant` of 'cuda_tile.global' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
  global constant @table <i32: [1, 2]> : tile<2xi32>
}

// -----

// expected-error @below {{'cuda_tile.module' op the attribute `producer` of 'cuda_tile.module' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
cuda_tile.module @m version "13.2" attributes {producer = "x"} {
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k(%x: tile<f16>) {
    // expected-error @below {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %t = tanh %x rounding<approx> : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.exp' op invalid rounding mode specified, expect one of [approx, full]}}
    %e = "cuda_tile.exp"(%x) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported}}
    %n = negi %x overflow<no_unsigned_wrap> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 0.0> : tile<8xf32>
    %d = constant <f32: 0.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.insert' op source dim size must divide destination dim size evenly}}
    %r = insert %s, %d[%i] : tile<8xf32>, tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 0.0> : tile<2xf32>
    %d = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below {{'cuda_tile.insert' op incorrect number of indices, expected 1, but found 2}}
    %r = insert %s, %d[%i, %i] : tile<2xf32>, tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    %v = constant <f32: 0.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.pack' op expects source and result to be rank-1 tiles}}
    %b = pack %v : tile<2x2xf32> -> tile<16xi8>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    %v = constant <i8: 0> : tile<4xi8>
    // expected-error @below {{'cuda_tile.pack' op expects source and result to have different element type widths}}
    %b = pack %v : tile<4xi8> -> tile<4xi8>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    %v = constant <i1: 0> : tile<4xi1>
    // expected-error @below {{'cuda_tile.pack' op expects source tile to be byte-aligned}}
    %b = pack %v : tile<4xi1> -> tile<1xi8>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    %b = constant <i8: 0> : tile<16xi8>
    // expected-error @below {{'cuda_tile.unpack' op expects source and result to have the same size in bytes, but got source tile size 16 bytes and result tile size 32 bytes}}
    %v = unpack %b : tile<16xi8> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    %b = constant <i8: 0> : tile<1xi8>
    // expected-error @below {{'cuda_tile.unpack' op expects result tile to be byte-aligned}}
    %v = unpack %b : tile<1xi8> -> tile<4xi1>
    return
  }
}
