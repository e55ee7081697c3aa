// Parser diagnostics of bare-keyword enums, rounding modes and types, with
// 13.1's texts (where 13.1 reports two errors, both).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // A missing signedness: MLIR's keyword error, then ours.
    // expected-error @below {{custom op 'cuda_tile.remi' expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.remi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = remi %a, %a : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i8>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = exti %a : tile<i8> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i64>) {
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi %a, %a, unsigned : tile<i64> -> tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i64>) {
    // A keyword that is no predicate: only ours.
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi above %a, %a, unsigned : tile<i64> -> tile<i1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<4xptr<f32>>, %v: tile<4xf32>) {
    // The atomics take their enums in ODS's declarative form.
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'mode' [and, or, xor, add, addf, max, min, umax, umin, xchg]}}
    %0, %t = atomic_rmw_tko acq_rel sys %p, sub, %v : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<4xptr<i64>>, %v: tile<4xi64>) {
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics' [weak, relaxed, acquire, release, acq_rel]}}
    %0, %t = atomic_cas_tko sequential device %p, %v, %v : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<4xptr<i64>>, %v: tile<4xi64>) {
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_scope' [tl_blk, device, sys]}}
    %0, %t = atomic_rmw_tko release cluster %p, add, %v : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>) {
    // A pointer load's scope is optional: a keyword that is no scope is
    // where the pointer operand should be.
    // expected-error @below {{expected SSA operand}}
    %0, %t = load_ptr_tko relaxed gpu %p : tile<8xptr<f16>> -> tile<8xf16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // IEEE rounding: known modes outside the four are parse errors too.
    // expected-error @below {{custom op 'cuda_tile.mulf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %0 = mulf %x, %x rounding<full> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'nearest'}}
    %0 = addf %x, %x rounding<nearest> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f64>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_int_to_zero', got: 'zero'}}
    %0 = ftoi %x signed rounding<zero> : tile<f64> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // divf and sqrt leave known modes to the verifier and name no keyword.
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full'}}
    %0 = divf %x, %x rounding<towards_zero> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // The generic form reaches the verifier, which names the rule.
    // expected-error @below {{'cuda_tile.ftoi' op invalid rounding error specified. Only 'nearest_int_to_zero' is supported}}
    %0 = "cuda_tile.ftoi"(%x) <{rounding_mode = #cuda_tile.rounding<zero>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
  }
}
