// What the lowering refuses of a warp-specialized kernel
// (nv_tileas.warp_specialize, agents.rs): a tile before the split (the
// producer warpgroup would compute it too), a producer side that does more
// than scalar code, mbarriers and TMA copies, sides that meet again, compute
// threads that are not whole warpgroups, successors with arguments, and a
// target without setmaxnreg.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(convert-tileas-to-llvm)'

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @tile_before_split() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c = arith.constant dense<1.0> : tensor<128xf32, #nv_tileas.tv<(128):(1), (1):(0)>>
  // expected-error @below {{'arith.addf' op computes a tile before the kernel's 'nv_tileas.warp_specialize', where the producer warpgroup runs too}}
  %d = arith.addf %c, %c : tensor<128xf32, #nv_tileas.tv<(128):(1), (1):(0)>>
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1:
  return
^bb2:
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @producer_barrier() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1:
  return
^bb2:
  // expected-error @below {{'nv_tileas.async_wait' op cannot run on the producer side of 'nv_tileas.warp_specialize' (scalar code, mbarriers and TMA copies only)}}
  nv_tileas.async_wait 0
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @sides_meet() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @below {{'func.return' op is reached from both sides of the kernel's 'nv_tileas.warp_specialize'}}
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @partial_warpgroup() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 64 : i32} {
  // expected-error @below {{'nv_tileas.warp_specialize' op needs whole warpgroups of compute threads (a multiple of 128), the kernel has 64}}
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1:
  return
^bb2:
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @successor_arguments() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  // expected-error @below {{'nv_tileas.warp_specialize' op successors must have no block arguments}}
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1(%x: i32):
  return
^bb2:
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
func.func @before_sm90() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  // expected-error @below {{'nv_tileas.warp_specialize' op needs sm_90 or newer (setmaxnreg, 'nv_tileas.compute_capability')}}
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1:
  return
^bb2:
  return
}
}
