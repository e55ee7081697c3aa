// Verifier diagnostics of the nv_tileas memory ops: the rules of their
// nv_tileaa counterparts, on the token-free operand layout.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

func.func @f0(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.tiled_load' op expected 2 indices (one per memref dimension), got 3}}
  %x = nv_tileas.tiled_load %m[%i, %i, %i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16xf32>
  return
}

// -----

func.func @f1(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.tiled_load' op sem "release" is not allowed on a load (expected one of weak, relaxed, acquire)}}
  %x = nv_tileas.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, sem = "release", scope = "device"} : !nv_tileaa.memref<?x?xf32> -> tensor<16xf32>
  return
}

// -----

func.func @f2(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.tiled_store' op expected 2 indices (one per memref dimension), got 1}}
  nv_tileas.tiled_store %v, %m[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f3(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.tiled_store' op dim_map has 2 entries but the tile has rank 1}}
  nv_tileas.tiled_store %v, %m[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @f4(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.load' op padding type must be 'tensor<16xf32>' (the pointee in the shape of the pointers), got 'tensor<16xi32>'}}
  %x = nv_tileas.load %q mask(%mask : tensor<16xi1>) padding(%w : tensor<16xi32>) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @f5(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.load' op sem "acquire" requires a scope}}
  %x = nv_tileas.load %q {sem = "acquire"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @f6(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.store' op mask must be 'tensor<16xi1>' (i1 in the shape of the pointers), got 'tensor<8xi1>'}}
  nv_tileas.store %v, %q mask(%k : tensor<8xi1>) {sem = "weak"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @f7(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.store' op a weak access must not have a scope}}
  nv_tileas.store %v, %q {sem = "weak", scope = "sys"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @f8(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.atomic_rmw' op mode "addf" requires a float element type, got 'i32'}}
  %o = nv_tileas.atomic_rmw %ip, %w {mode = "addf", sem = "relaxed", scope = "device"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
  return
}

// -----

func.func @f9(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.atomic_rmw' op value type must be 'tensor<16xi32>' (the pointee in the shape of the pointers), got 'tensor<16xf32>'}}
  %o = "nv_tileas.atomic_rmw"(%ip, %v) <{mode = "add", sem = "relaxed", scope = "device"}> : (tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xf32>) -> tensor<16xf32>
  return
}

// -----

func.func @f10(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.atomic_cas' op mask must be 'tensor<16xi1>' (i1 in the shape of the pointers), got 'tensor<8xi1>'}}
  %o = nv_tileas.atomic_cas %ip, %w, %w mask(%k : tensor<8xi1>) {sem = "acquire", scope = "device"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
  return
}

// -----

func.func @f11(%p: !nv_tileaa.ptr<f32>, %m: !nv_tileaa.memref<?x?xf32>, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %k: tensor<8xi1>, %v: tensor<16xf32>, %ip: tensor<16x!nv_tileaa.ptr<i32>>, %w: tensor<16xi32>) {
  // expected-error @below {{'nv_tileas.atomic_cas' op sem "weak" is not allowed on an atomic (expected one of relaxed, acquire, release, acq_rel)}}
  %o = nv_tileas.atomic_cas %ip, %w, %w {sem = "weak", scope = "device"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
  return
}
