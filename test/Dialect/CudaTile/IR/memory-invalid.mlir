// Verifier and parser diagnostics of load_ptr_tko, store_ptr_tko, atomic_rmw_tko, atomic_cas_tko, join_tokens (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
    %v, %t = load_ptr_tko release device %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op weak load must not have memory scope}}
    %v, %t = load_ptr_tko weak device %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory scope is required for acquire load}}
    %v, %t = load_ptr_tko acquire %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op failed to verify that `source` type is expected a pointer type of `result` type}}
    %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %m = constant <i1: true> : tile<2xi1>
    // expected-error @below {{'cuda_tile.load_ptr_tko' op failed to verify that shape of 'mask' must match the shape of 'source'}}
    %v, %t = load_ptr_tko weak %p, %m : tile<ptr<f32>>, tile<2xi1> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %c: tile<i1>) {
    %z = constant <f16: 0.0> : tile<f16>
    // expected-error @below {{'cuda_tile.load_ptr_tko' op failed to verify that type of 'paddingValue' must match the type of 'result'}}
    %v, %t = load_ptr_tko weak %p, %c, %z : tile<ptr<f32>>, tile<i1>, tile<f16> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{custom op 'cuda_tile.load_ptr_tko' expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics' [weak, relaxed, acquire, release, acq_rel]}}
    %v, %t = load_ptr_tko strong %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected SSA operand}}
    %v, %t = load_ptr_tko relaxed grid %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
    %t = store_ptr_tko acquire device %p, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op weak store must not have memory scope}}
    %t = store_ptr_tko weak sys %p, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory scope is required for release store}}
    %t = store_ptr_tko release %p, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<i32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op failed to verify that `destination` type is expected a pointer type of `value` type}}
    %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    %m = constant <i1: true> : tile<2xi1>
    // expected-error @below {{'cuda_tile.store_ptr_tko' op failed to verify that shape of 'destination' must match the shape of 'mask'}}
    %t = store_ptr_tko weak %p, %v, %m : tile<ptr<f32>>, tile<f32>, tile<2xi1> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<i32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op expected pointee type ('f32') to match element type of 'arg' ('i32')}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<f32>>, tile<i32> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %m = constant <i1: true> : tile<2xi1>
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op failed to verify that all of {pointers, arg, mask} have same shape}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<ptr<i32>>, tile<i32>, tile<2xi1> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'umax' works only with integers i32 and i64}}
    %r, %t = atomic_rmw_tko relaxed device %p, umax, %v : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'addf' works only with floats f16, f32, and f64}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>, %v: tile<f16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'xchg' works only with integers or float of 32 or 64 bitwidth}}
    %r, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %r, %t = atomic_rmw_tko weak device %p, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @below {{custom op 'cuda_tile.atomic_rmw_tko' expected string or keyword containing one of the following enum values for attribute 'mode' [and, or, xor, add, addf, max, min, umax, umin, xchg]}}
    %r, %t = atomic_rmw_tko relaxed device %p, sub, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<i32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op expected pointee type ('f32') to match element type of 'val' ('i32')}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<f32>>, tile<i32> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i16>>, %v: tile<i16>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op expect only float or integer types with 32 or 64 bit}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i16>>, tile<i16> -> tile<i16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %m = constant <i1: true> : tile<2xi1>
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {pointers, val, cmp and mask} have same shape}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<ptr<i32>>, tile<i32>, tile<2xi1> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %r, %t = atomic_cas_tko weak device %p, %v, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %c = constant <i32: 0> : tile<2xi32>
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {pointers, cmp, val, result} have same shape}}
    %r, %t = "cuda_tile.atomic_cas_tko"(%p, %c, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<2xi32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error @below {{'cuda_tile.join_tokens' op expect two or more tokens}}
    %j = join_tokens %t : token
    return
  }
}

// -----

// Pointer loads and stores take only the `latency` hint.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op allow_tma is not allowed for current Operation}}
    // expected-error @below {{'cuda_tile.load_ptr_tko' op Optimization hints verification failed}}
    %v, %t = load_ptr_tko weak %p optimization_hints = <sm_100 = {allow_tma = true}> : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op occupancy is not allowed for current Operation}}
    // expected-error @below {{'cuda_tile.store_ptr_tko' op Optimization hints verification failed}}
    %t = store_ptr_tko weak %p, %v optimization_hints = <sm_120 = {occupancy = 2}> : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
