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

// -----

// An exchange that does not fit the shared memory a CTA may use (48 KiB
// when the module does not say; the tileiras driver sets the target's).
func.func @k3(%x: tensor<256x256xf32>) -> tensor<256x256xf32> attributes {nv_tileaa.kernel} {
  // expected-error @below {{'nv_tileaa.permute' op is not yet supported by tileas: it needs 262144 bytes of shared-memory scratch to exchange tile elements between threads, over the 48112 bytes left of the 49152 bytes a CTA may use ('nv_tileas.max_shared_bytes')}}
  %p = nv_tileaa.permute %x [1, 0] : tensor<256x256xf32> -> tensor<256x256xf32>
  return %p : tensor<256x256xf32>
}

// -----

// A reduction does not count against the limit here: with its layout it
// usually needs far less (the lowering reports one that does not fit).
func.func @k4(%x: tensor<8192x8xf32>) -> tensor<8xf32> attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : (tensor<8192x8xf32>) -> tensor<8xf32> {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    nv_tileaa.yield %s : f32
  }
  return %r : tensor<8xf32>
}
