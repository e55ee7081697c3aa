// ftof's rounding modes by pair of types (cuda_tile 13.4 on, NVIDIA's 13.5
// messages); before 13.4 only nearest_even, with 13.1's message.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.3" {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported}}
    %0 = ftof %f rounding<zero> : tile<f32> -> tile<f16>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion from f32 to tf32. Only 'nearest_even', 'zero', and 'nearest_away' are supported}}
    %0 = ftof %f rounding<positive_inf> : tile<f32> -> tile<tf32>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%d: tile<f64>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion from f64 to f32. Only 'nearest_even', 'zero', 'negative_inf', and 'positive_inf' are supported}}
    %0 = ftof %d rounding<nearest_away> : tile<f64> -> tile<f32>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to low-precision type. Only 'nearest_even' is supported}}
    %0 = ftof %h rounding<zero> : tile<f16> -> tile<f8E4M3FN>
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to low-precision type. Only 'nearest_even' is supported}}
    %0 = ftof %f rounding<nearest_away> : tile<f32> -> tile<f8E5M2>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%h: tile<f16>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for widening conversion. Only IEEE float rounding modes are supported: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'nearest_away'}}
    %0 = "cuda_tile.ftof"(%h) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for narrowing conversions to standard types}}
    %0 = ftof %f rounding<negative_inf> : tile<f32> -> tile<f16>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%b: tile<bf16>) {
    // Same width counts as narrowing.
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for narrowing conversions to standard types}}
    %0 = ftof %b rounding<positive_inf> : tile<bf16> -> tile<f16>
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'nearest_away', got: 'approx'}}
    %0 = ftof %f rounding<approx> : tile<f32> -> tile<f16>
  }
}
