// Every verifier diagnostic of nv_tileaa (dialect-defs/src/verify/tileaa.rs)
// and of the nv_tileaa types.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

func.func @f0(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.load' op sem must be one of weak, relaxed, acquire, release, acq_rel, got "seq_cst"}}
  %x, %t1 = nv_tileaa.load %p {sem = "seq_cst", scope = "device"} : !nv_tileaa.ptr<f32> -> f32
  return
}

// -----

func.func @f1(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.load' op sem "release" is not allowed on a load (expected one of weak, relaxed, acquire)}}
  %x, %t1 = nv_tileaa.load %p {sem = "release", scope = "device"} : !nv_tileaa.ptr<f32> -> f32
  return
}

// -----

func.func @f2(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.store' op sem "acquire" is not allowed on a store (expected one of weak, relaxed, release)}}
  %t1 = nv_tileaa.store %v, %q {sem = "acquire", scope = "device"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @f3(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op sem "weak" is not allowed on an atomic (expected one of relaxed, acquire, release, acq_rel)}}
  %o, %t1 = nv_tileaa.atomic_rmw %q, %v {mode = "addf", sem = "weak", scope = "device"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
  return
}

// -----

func.func @f4(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op sem "acquire" requires a scope}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, sem = "acquire"} : !nv_tileaa.memref<?x?xf32> -> tensor<16xf32>
  return
}

// -----

func.func @f5(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_store' op a weak access must not have a scope}}
  %t1 = nv_tileaa.tiled_store %v, %m[%i, %i] {dim_map = array<i64: 0>, sem = "weak", scope = "device"} : tensor<16xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f6(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op scope must be one of tl_blk, device, sys, got "cluster"}}
  %o, %t1 = nv_tileaa.atomic_cas %q, %v, %v {sem = "relaxed", scope = "cluster"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
  return
}

// -----

func.func @f7(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.make_memref' op expected 2 sizes (one per memref dimension), got 1}}
  %r = nv_tileaa.make_memref %p, sizes [%i], strides [%i, %i] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f8(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.make_memref' op expected 2 strides (one per memref dimension), got 3}}
  %r = nv_tileaa.make_memref %p, sizes [%i, %i], strides [%i, %i, %i] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f9(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.make_memref' op base pointee type 'f32' does not match the memref element type 'f16'}}
  %r = nv_tileaa.make_memref %p, sizes [%i], strides [%i] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<8xf16>
  return
}

// -----

func.func @f10(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.get_dim_size' op dim 2 is out of range for a memref of rank 2}}
  %r = nv_tileaa.get_dim_size %m[2] : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f11(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op expected 2 indices (one per memref dimension), got 1}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16xf32>
  return
}

// -----

func.func @f12(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op result must be a ranked tensor or a scalar, got 'tensor<*xf32>'}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<*xf32>
  return
}

// -----

func.func @f13(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op result element type 'f16' does not match the memref element type 'f32'}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16xf16>
  return
}

// -----

func.func @f14(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token, %o: tensor<16xi32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op value element type 'i32' does not match the memref element type 'f32'}}
  %t1 = nv_tileaa.tiled_store %o, %m[%i, %i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xi32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f15(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op dim_map has 1 entries but the tile has rank 2}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @f16(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op dim_map entry 2 is out of range for a memref of rank 2}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 0, 2>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @f17(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op dim_map maps two tile dimensions to memref dimension 1}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 1, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @f18(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.tiled_load' op padding must be a scalar of the element type 'f32'}}
  %x, %t1 = nv_tileaa.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, padding = 0 : i32, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16xf32>
  return
}

// -----

func.func @f19(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.load' op ptrs must be a !nv_tileaa.ptr or a tensor of them, got 'tensor<16xf32>'}}
  %x, %t1 = nv_tileaa.load %v {sem = "weak"} : tensor<16xf32> -> tensor<16xf32>
  return
}

// -----

func.func @f20(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token, %k: tensor<8xi1>) {
  // expected-error @below {{'nv_tileaa.load' op mask must be 'tensor<16xi1>' (i1 in the shape of the pointers), got 'tensor<8xi1>'}}
  %x, %t1 = nv_tileaa.load %q mask(%k : tensor<8xi1>) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @f21(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.load' op result type must be 'tensor<16xf32>' (the pointee in the shape of the pointers), got 'tensor<16xf16>'}}
  %x, %t1 = nv_tileaa.load %q {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf16>
  return
}

// -----

func.func @f22(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.load' op padding type must be 'f32' (the pointee in the shape of the pointers), got 'tensor<16xf32>'}}
  %x, %t1 = nv_tileaa.load %p padding(%v : tensor<16xf32>) {sem = "weak"} : !nv_tileaa.ptr<f32> -> f32
  return
}

// -----

func.func @f23(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token, %f: f32) {
  // expected-error @below {{'nv_tileaa.store' op value type must be 'tensor<16xf32>' (the pointee in the shape of the pointers), got 'f32'}}
  %t1 = nv_tileaa.store %f, %q {sem = "weak"} : f32, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @f24(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op mode must be one of and, or, xor, add, addf, max, min, umax, umin, xchg, got "nand"}}
  %o, %t1 = nv_tileaa.atomic_rmw %q, %v {mode = "nand", sem = "relaxed", scope = "device"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
  return
}

// -----

func.func @f25(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op mode "addf" requires a float element type, got 'i32'}}
  %o, %t1 = nv_tileaa.atomic_rmw %ip, %w {mode = "addf", sem = "relaxed", scope = "device"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
  return
}

// -----

func.func @f26(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op mode "max" requires an integer element type, got 'f32'}}
  %o, %t1 = nv_tileaa.atomic_rmw %q, %v {mode = "max", sem = "relaxed", scope = "device"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
  return
}

// -----

func.func @f27(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.addptr' op ptr must be a !nv_tileaa.ptr or a tensor of them, got 'i64'}}
  %r = nv_tileaa.addptr %i, %i : i64, i64
  return
}

// -----

func.func @f28(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token, %j: i32) {
  // expected-error @below {{'nv_tileaa.addptr' op offset must be an integer (or tensor of integers) in the shape of ptr, got 'i32'}}
  %r = nv_tileaa.addptr %q, %j : tensor<16x!nv_tileaa.ptr<f32>>, i32
  return
}

// -----

func.func @f29(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token, %j: i32) {
  // expected-error @below {{'nv_tileaa.int_to_ptr' op operand must be i64 or a tensor of i64, got 'i32'}}
  %r = nv_tileaa.int_to_ptr %j : i32 -> !nv_tileaa.ptr<f32>
  return
}

// -----

func.func @f30(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.int_to_ptr' op result must be a !nv_tileaa.ptr (or tensor of them) in the shape of the operand, got 'tensor<16x!nv_tileaa.ptr<f32>>'}}
  %r = nv_tileaa.int_to_ptr %i : i64 -> tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @f31(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.ptr_to_int' op result type must be 'tensor<16xi64>', got 'tensor<16xi32>'}}
  %r = nv_tileaa.ptr_to_int %q : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xi32>
  return
}

// -----

func.func @f32(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.ptr_to_int' op operand must be a !nv_tileaa.ptr or a tensor of them, got 'i64'}}
  %r = nv_tileaa.ptr_to_int %i : i64 -> i64
  return
}

// -----

func.func @f33(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.ptr_cast' op result must be a !nv_tileaa.ptr (or tensor of them) in the shape of the operand, got '!nv_tileaa.ptr<i8>'}}
  %r = nv_tileaa.ptr_cast %q : tensor<16x!nv_tileaa.ptr<f32>> -> !nv_tileaa.ptr<i8>
  return
}

// -----

func.func @f34() {
  // expected-error @below {{'nv_tileaa.get_program_id' op dim must be 0, 1 or 2, got 3}}
  %r = nv_tileaa.get_program_id 3
  return
}

// -----

func.func @f35() {
  // expected-error @below {{'nv_tileaa.get_num_programs' op dim must be 0, 1 or 2, got -1}}
  %r = nv_tileaa.get_num_programs -1
  return
}

// -----

func.func @f36(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.splat' op source must be a scalar, got 'tensor<16xf32>'}}
  %r = nv_tileaa.splat %v : tensor<16xf32> -> tensor<2x16xf32>
  return
}

// -----

func.func @f37(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.splat' op result element type 'f16' does not match the source element type 'f32'}}
  %r = nv_tileaa.splat %x : f32 -> tensor<4xf16>
  return
}

// -----

func.func @f38(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.broadcast' op result rank 2 differs from the source rank 1}}
  %r = nv_tileaa.broadcast %v : tensor<16xf32> -> tensor<2x16xf32>
  return
}

// -----

func.func @f39(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.broadcast' op dimension 1 of size 8 cannot be broadcast to size 16}}
  %r = nv_tileaa.broadcast %m : tensor<4x8xf32> -> tensor<4x16xf32>
  return
}

// -----

func.func @f40(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.view' op view changes the element count from 16 to 32}}
  %r = nv_tileaa.view %v : tensor<16xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @f41(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.view' op expected a scalar or a ranked tensor, got 'tensor<*xf32>'}}
  %r = nv_tileaa.view %v : tensor<16xf32> -> tensor<*xf32>
  return
}

// -----

func.func @f42(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.permute' op permutation [0, 0] is not a permutation of the 2 source dimensions}}
  %r = nv_tileaa.permute %m [0, 0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @f43(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.permute' op expected result type 'tensor<8x4xf32>', got 'tensor<4x8xf32>'}}
  %r = nv_tileaa.permute %m [1, 0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @f44(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.extract_slice' op expected 2 indices (one per source dimension), got 1}}
  %r = nv_tileaa.extract_slice %m[%i] : tensor<4x8xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @f45(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.extract_slice' op result rank 1 differs from the source rank 2}}
  %r = nv_tileaa.extract_slice %m[%i, %i] : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @f46(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.extract_slice' op result dimension 1 (size 3) does not divide the source dimension (size 8)}}
  %r = nv_tileaa.extract_slice %m[%i, %i] : tensor<4x8xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @f47(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.cat' op dim 2 is out of range for rank 2}}
  %r = nv_tileaa.cat %m, %m dim = 2 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x16xf32>
  return
}

// -----

func.func @f48(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32, %w: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.cat' op operands must have the same element type and agree on every dimension except 0}}
  %r = nv_tileaa.cat %m, %w dim = 0 : tensor<4x8xf32>, tensor<4x4xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @f49(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.cat' op expected result type 'tensor<4x16xf32>', got 'tensor<8x8xf32>'}}
  %r = nv_tileaa.cat %m, %m dim = 1 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @f50(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.make_range' op result must be a rank-1 tensor of integers, got 'tensor<16xf32>'}}
  %r = nv_tileaa.make_range : tensor<16xf32>
  return
}

// -----

func.func @f51(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op expects at least one operand}}
  "nv_tileaa.reduce"() <{dim = 0 : i64, identities = []}> ({
    ^bb0:
      "nv_tileaa.yield"() : () -> ()
    }) : () -> ()
  return
}

// -----

func.func @f52(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op operands must be ranked tensors, got 'f32'}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : (f32) -> f32 {
    ^bb0(%a: f32, %b: f32):
      nv_tileaa.yield %a : f32
    }
  return
}

// -----

func.func @f53(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op all operands must be ranked tensors of the same shape}}
  %r:2 = nv_tileaa.reduce %m, %v dim = 0 identities = [0.0 : f32, 0.0 : f32] : (tensor<4x8xf32>, tensor<16xf32>) -> (tensor<8xf32>, f32) {
    ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
      nv_tileaa.yield %a, %c : f32, f32
    }
  return
}

// -----

func.func @f54(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op dim 2 is out of range for rank 2}}
  %r = nv_tileaa.reduce %m dim = 2 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      nv_tileaa.yield %s : f32
    }
  return
}

// -----

func.func @f55(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op expected 1 results (one per operand), got 2}}
  %r:2 = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      nv_tileaa.yield %a : f32
    }
  return
}

// -----

func.func @f56(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op result #0 must be 'tensor<4xf32>', got 'tensor<8xf32>'}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<8xf32> {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      nv_tileaa.yield %s : f32
    }
  return
}

// -----

func.func @f57(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op expected 1 identities (one per operand), got 2}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32, 1.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      nv_tileaa.yield %s : f32
    }
  return
}

// -----

func.func @f58(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op identity #0 must be a 'f32' value}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0 : i32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      nv_tileaa.yield %s : f32
    }
  return
}

// -----

func.func @f59(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op body must have 2 arguments (lhs, rhs per operand), got 1}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32):
      nv_tileaa.yield %a : f32
    }
  return
}

// -----

func.func @f60(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op body argument #1 must be of type 'f32', got 'f16'}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f16):
      nv_tileaa.yield %a : f32
    }
  return
}

// -----

func.func @f61(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op body must end in nv_tileaa.yield}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
    }
  return
}

// -----

func.func @f62(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op body must yield 1 values, got 2}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      nv_tileaa.yield %a, %b : f32, f32
    }
  return
}

// -----

func.func @f63(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.reduce' op yielded value #0 must be of type 'f32', got 'i32'}}
  %r = nv_tileaa.reduce %m dim = 1 identities = [0.0 : f32] : (tensor<4x8xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 0 : i32
      nv_tileaa.yield %c : i32
    }
  return
}

// -----

func.func @f64(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.scan' op result #0 must be 'tensor<16xf32>', got 'f32'}}
  %r = nv_tileaa.scan %v dim = 0 reverse = false identities = [0.0 : f32] : (tensor<16xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      nv_tileaa.yield %a : f32
    }
  return
}

// -----

func.func @f65(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.dot' op a, b and acc must be tensors of rank 2 (or 3, with a leading batch dimension)}}
  %r = nv_tileaa.dot %v, %v, %v : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  return
}

// -----

func.func @f66(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.dot' op shapes do not form a matrix product: a [4, 8], b [4, 8], acc [4, 8]}}
  %r = nv_tileaa.dot %m, %m, %m : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  return
}

// -----

func.func @f67(%a: tensor<16x16xi8>, %c: tensor<16x16xi32>) {
  // expected-error @below {{'nv_tileaa.dot' op signedness_a must be "signed" or "unsigned", got "sign"}}
  %r = nv_tileaa.dot %a, %a, %c {signedness_a = "sign"} : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi32>
  return
}

// -----

func.func @f68(%a: tensor<16x16xf16>) {
  // expected-error @below {{'nv_tileaa.dot' op signedness_b applies only to integer operands}}
  %r = nv_tileaa.dot %a, %a, %a {signedness_b = "signed"} : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf16>
  return
}

// -----

func.func @f68a(%a: tensor<128x64xi8>, %b: tensor<64x128xi8>, %c: tensor<128x128xf32>, %sa: tensor<128x8xf8E4M3FN>, %sb: tensor<8x128xf8E4M3FN>) {
  // expected-error @below {{'nv_tileaa.dot' op packing must be "f4E2M1FN", got "e2m1"}}
  %r = nv_tileaa.dot %a, %b, %c scales(%sa, %sb : tensor<128x8xf8E4M3FN>, tensor<8x128xf8E4M3FN>) {packing = "e2m1"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
  return
}

// -----

func.func @f68b(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x8xf8E4M3FN>, %sb: tensor<8x128xf8E4M3FN>) {
  // expected-error @below {{'nv_tileaa.dot' op packing applies only to i8 operands a and b}}
  %r = nv_tileaa.dot %a, %b, %c scales(%sa, %sb : tensor<128x8xf8E4M3FN>, tensor<8x128xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>
  return
}

// -----

func.func @f68c(%a: tensor<128x64xi8>, %b: tensor<64x128xi8>, %c: tensor<128x128xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op packing needs the scales of a and b}}
  %r = nv_tileaa.dot %a, %b, %c {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
  return
}

// -----

func.func @f69(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op operand and result must be floats, or float tensors of the same shape}}
  %r = nv_tileaa.fp_to_fp %v : tensor<16xf32> -> tensor<8xf8E5M2>
  return
}

// -----

func.func @f70(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op rounding must be one of nearest_even, zero, negative_inf, positive_inf, nearest_away, got "approx"}}
  %r = nv_tileaa.fp_to_fp %x {rounding = "approx"} : f32 -> tf32
  return
}

// -----

func.func @f71(%x: f32, %v: tensor<16xf32>, %m: tensor<4x8xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.assert' op cond must be i1 or a tensor of i1, got 'i32'}}
  nv_tileaa.assert %i, "oops" : i32
  return
}

// -----

func.func @f72() {
  // expected-error @below {{'nv_tileaa.get_global' op '@nowhere' does not reference a nv_tileaa.global}}
  %r = nv_tileaa.get_global @nowhere : !nv_tileaa.ptr<f32>
  return
}

// -----

nv_tileaa.global @table = dense<[1, 2]> : tensor<2xi32>
func.func @f73() {
  // expected-error @below {{'nv_tileaa.get_global' op result pointee type 'f32' does not match the element type 'i32' of '@table'}}
  %r = nv_tileaa.get_global @table : !nv_tileaa.ptr<f32>
  return
}

// -----

// expected-error @below {{'nv_tileaa.global' op value must be a rank-1 array of integers or floats, got 'tensor<2x2xi32>'}}
nv_tileaa.global @g = dense<1> : tensor<2x2xi32>

// -----

// expected-error @below {{pointee type must be an integer or float type, got 'index'}}
func.func private @f(%p: !nv_tileaa.ptr<index>)

// -----

// expected-error @below {{memref element type must be an integer or float type, got '!nv_tileaa.mem_token'}}
func.func private @f(%p: !nv_tileaa.memref<4x!nv_tileaa.mem_token>)

// -----

func.func @f(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @below {{'nv_tileaa.make_memref' op base_div_by must be positive, got 0}}
  %m = nv_tileaa.make_memref %p, sizes[%n], strides[%n] {base_div_by = 0 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  return
}

// -----

func.func @f(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @below {{'nv_tileaa.make_memref' op sizes_div_by must have 2 entries (one per memref dimension), got 1}}
  %m = nv_tileaa.make_memref %p, sizes[%n, %n], strides[%n, %n] {sizes_div_by = array<i64: 16>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @below {{'nv_tileaa.make_memref' op strides_div_by entries must be positive, got -4}}
  %m = nv_tileaa.make_memref %p, sizes[%n, %n], strides[%n, %n] {strides_div_by = array<i64: 16, -4>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f(%m: tensor<4x8xf32>, %s: tensor<2x4xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.insert_slice' op expected 2 indices (one per dimension), got 1}}
  %r = nv_tileaa.insert_slice %s into %m[%i] : tensor<2x4xf32> into tensor<4x8xf32>
  return
}

// -----

func.func @f(%m: tensor<4x8xf32>, %s: tensor<2x3xf32>, %i: i32) {
  // expected-error @below {{'nv_tileaa.insert_slice' op source dimension 1 (size 3) does not divide the destination dimension (size 8)}}
  %r = nv_tileaa.insert_slice %s into %m[%i, %i] : tensor<2x3xf32> into tensor<4x8xf32>
  return
}

// -----

func.func @f(%m: tensor<4x8xf32>, %s: tensor<2x4xf16>, %i: i32) {
  // expected-error @below {{'nv_tileaa.insert_slice' op result element type 'f32' does not match the source element type 'f16'}}
  %r = nv_tileaa.insert_slice %s into %m[%i, %i] : tensor<2x4xf16> into tensor<4x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.bitcast' op source (128 bits) and result (64 bits) differ in size}}
  %r = nv_tileaa.bitcast %v : tensor<4xf32> -> tensor<8xi8>
  return
}

// -----

func.func @f(%v: tensor<2x2xf32>) {
  // expected-error @below {{'nv_tileaa.bitcast' op expects a rank-1 source and result}}
  %r = nv_tileaa.bitcast %v : tensor<2x2xf32> -> tensor<16xi8>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'nv_tileaa.grid_dep_control' op kind 'sync' is not one of "wait", "launch_dependents"}}
  nv_tileaa.grid_dep_control "sync"
  return
}
