// Verifier diagnostics of cuda_tile versions: ops and hint keys newer than the
// module's version, print_tko's format check, an unknown version.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

// expected-error @below {{'cuda_tile.module' op unsupported cuda_tile version "13.9"; expected 13.1 to 13.5}}
cuda_tile.module @m version "13.9" {
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op 'cuda_tile.print_tko' requires cuda_tile 13.2 or newer, but the module's version is 13.1}}
    %t = print_tko "%d", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.print' op is named 'cuda_tile.print_tko' in cuda_tile 13.2 and later (the module's version is 13.2)}}
    print "%d", %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op incorrect number of operands: expected 2, found 1}}
    %t = print_tko "%d and %f, 100%%", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op found unterminated format expression}}
    %t = print_tko "value: %5", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  // expected-error @below {{'cuda_tile.entry' op the optimization_hints key `default` requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  entry @k() optimization_hints=<default = {num_cta_in_cga = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op the optimization hint `sm_100.num_worker_warps_per_cta` requires cuda_tile 13.3 or newer, but the module's version is 13.1}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 4}> {
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  // expected-error @below {{'cuda_tile.entry' op `sm_120.num_worker_warps_per_cta = 16` (13.3 and 13.4 take 4 or 8) requires cuda_tile 13.5 or newer, but the module's version is 13.4}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  entry @k() optimization_hints=<sm_120 = {num_worker_warps_per_cta = 16}> {
    return
  }
}
