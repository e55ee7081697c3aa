// Diagnostics of convert-tileaa-to-tileas.
// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -convert-tileaa-to-tileas
// RUN: not tileas-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(convert-tileaa-to-tileas{num-threads=0})' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: num-threads must be in [1, 1024], got 0

func.func @k(%p: !nv_tileaa.ptr<f32>, %f: f32) attributes {nv_tileaa.kernel} {
  %t = "nv_tileaa.store"(%p, %f) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, sem = "weak"}> : (!nv_tileaa.ptr<f32>, f32) -> !nv_tileaa.mem_token
  // expected-error @below {{'test.use' op cannot be scheduled: unexpected use of a memory token}}
  "test.use"(%t) : (!nv_tileaa.mem_token) -> ()
  return
}

// -----

// expected-error @below {{'func.func' op cannot be scheduled: memory tokens as function arguments are not supported}}
func.func @k2(%t: !nv_tileaa.mem_token) attributes {nv_tileaa.kernel} {
  return
}
