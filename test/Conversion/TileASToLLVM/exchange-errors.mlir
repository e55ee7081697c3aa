// Diagnostics of the exchange/runtime/math lowerings.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -split-input-file -verify-diagnostics

func.func @small_scratch(%x: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 64 : i64} {
  %a = "nv_tileaa.splat"(%x) : (f32) -> tensor<8x8xf32>
  // expected-error @+1 {{needs 256 bytes of shared-memory scratch but the kernel reserves 64 ('nv_tileas.smem_bytes')}}
  %t = "nv_tileaa.permute"(%a) {permutation = array<i64: 1, 0>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return
}

// -----

func.func @print_count(%x: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  // expected-error @+1 {{format has 2 conversions but the op has 1 operands}}
  "nv_tileaa.print"(%x) {format = "%f %f\n"} : (f32) -> ()
  return
}

// -----

func.func @print_string(%x: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  // expected-error @+1 {{unsupported conversion '%s'}}
  "nv_tileaa.print"(%x) {format = "%s\n"} : (f32) -> ()
  return
}

// -----

func.func @fp8_rounding(%x: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  // expected-error @+1 {{rounding "zero" is not supported for a conversion from f32 to f8E4M3FN}}
  %a = "nv_tileaa.fp_to_fp"(%x) {rounding = "zero"} : (f32) -> f8E4M3FN
  return
}

// -----

func.func @e8m0_rounding(%x: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  // expected-error @+1 {{rounding "nearest_away" is not supported for a conversion from f32 to f8E8M0FNU}}
  %a = "nv_tileaa.fp_to_fp"(%x) {rounding = "nearest_away"} : (f32) -> f8E8M0FNU
  return
}

// -----

// From f8E8M0FNU the narrowing to f16 keeps the rounding; up has no PTX cvt.
func.func @e8m0_narrow_up(%x: f8E8M0FNU) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  // expected-error @+1 {{rounding "positive_inf" is not supported for a conversion from f8E8M0FNU to f16}}
  %a = "nv_tileaa.fp_to_fp"(%x) {rounding = "positive_inf"} : (f8E8M0FNU) -> f16
  return
}

// -----

func.func @reduce_body(%x: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 128 : i64} {
  %a = "nv_tileaa.splat"(%x) : (f32) -> tensor<32xf32>
  // expected-error @+1 {{'test.op' is not supported in a combiner region}}
  %r = "nv_tileaa.reduce"(%a) ({
  ^bb0(%l: f32, %rr: f32):
    %s = "test.op"(%l, %rr) : (f32, f32) -> f32
    "nv_tileaa.yield"(%s) : (f32) -> ()
  }) {dim = 0 : i64, identities = [0.0 : f32]} : (tensor<32xf32>) -> f32
  return
}
