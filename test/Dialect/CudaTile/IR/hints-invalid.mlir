// optimization_hints diagnostics (13.1 texts): the attribute parser checks
// architectures and hint values, the op verifiers which hints an op takes.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' unallowed key sm_100a}}
  entry @k(%a: tile<ptr<f32>>) optimization_hints=<sm_100a={num_cta_in_cga=2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' expected dictionary attribute for optimization_hints entry `sm_100` got value=2 : i64}}
  entry @k(%a: tile<ptr<f32>>) optimization_hints=<sm_100=2> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' duplicate optimization_hints key `sm_100`}}
  entry @k() optimization_hints=<sm_100 = {occupancy = 1}, sm_100 = {occupancy = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' unknown param num_qqq for sm_100}}
  entry @k(%a: tile<ptr<f32>>) optimization_hints=<sm_100={num_qqq=1}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' integer value expected for sm_100.num_cta_in_cga}}
  entry @k(%a: tile<ptr<f32>>) optimization_hints=<sm_100={num_cta_in_cga="a"}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' expected power-of-two ≤ 16 for sm_100.num_cta_in_cga}}
  entry @k(%a: tile<ptr<f32>>) optimization_hints=<sm_100={num_cta_in_cga=7}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' expected power-of-two ≤ 16 for sm_90.num_cta_in_cga}}
  entry @k() optimization_hints=<sm_90={num_cta_in_cga=32}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' integer value in the range [1, 32] is expected for sm_100.occupancy}}
  entry @k(%a: tile<ptr<f32>>) optimization_hints=<sm_100={occupancy=64}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' integer value expected for sm_120.occupancy}}
  entry @k() optimization_hints=<sm_120={occupancy=1.0}> {
    return
  }
}

// -----

// expected-error @below {{integer value in the range [1, 10] is expected for sm_80.latency}}
func.func @f() attributes {h = #cuda_tile.optimization_hints<sm_80 = {latency = 11}>} {
  return
}

// -----

// expected-error @below {{integer value expected for sm_80.latency}}
func.func @f() attributes {h = #cuda_tile.optimization_hints<sm_80 = {latency = "2"}>} {
  return
}

// -----

// expected-error @below {{boolean value expected for sm_100.allow_tma}}
func.func @f() attributes {h = #cuda_tile.optimization_hints<sm_100 = {allow_tma = 1}>} {
  return
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op latency is not allowed for current Operation}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  entry @k() optimization_hints=<sm_100 = {latency = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op allow_tma is not allowed for current Operation}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {allow_tma = true}> {
    return
  }
}

// -----

// num_worker_warps_per_cta (13.3): a power of 2 up to 32, on entries only.
cuda_tile.module @m version "13.5" {
  // expected-error @below {{custom op 'cuda_tile.entry' power-of-2 expected for sm_100.num_worker_warps_per_cta}}
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 6}> {
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  // expected-error @below {{custom op 'cuda_tile.entry' power-of-2 expected for sm_100.num_worker_warps_per_cta}}
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 64}> {
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  // expected-error @below {{custom op 'cuda_tile.entry' integer value expected for default.num_worker_warps_per_cta}}
  entry @k() optimization_hints=<default = {num_worker_warps_per_cta = true}> {
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op num_worker_warps_per_cta is not allowed for current Operation}}
    // expected-error @below {{'cuda_tile.load_ptr_tko' op Optimization hints verification failed}}
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_100 = {num_worker_warps_per_cta = 4}> : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}
