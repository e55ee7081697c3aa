// tileaa-strip-mine-tiles: a weak store of a large tile computed elementwise
// from weak loads becomes a loop over sub-tiles of at most 8192 elements
// (here 2 rows of 4096: 2048 iterations), each loaded at its shifted
// origin, computed and stored; the splat constant is recomputed in the
// sub-tile's shape.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileaa-strip-mine-tiles))' | FileCheck %s

// CHECK-LABEL: func.func @scale
// CHECK: %[[R0:.*]] = arith.muli %{{.*}}, %c4096_i64 : i64
// CHECK: %[[C0:.*]] = arith.muli %{{.*}}, %c4096_i64 : i64
// CHECK: cf.br ^bb1(%c0_i64 : i64)
// CHECK: ^bb1(%[[I:.*]]: i64):
// CHECK: %[[K:.*]] = arith.remui %[[I]], %c2048_i64 : i64
// CHECK: %[[OFF:.*]] = arith.muli %[[K]], %c2_i64 : i64
// CHECK: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : tensor<2x4096xf32>
// CHECK: %[[ROW:.*]] = arith.addi %[[R0]], %[[OFF]] : i64
// CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load %{{.*}}[%[[ROW]], %[[C0]]] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<2x4096xf32>
// CHECK: %[[Y:.*]] = arith.mulf %[[X]], %[[TWO]] : tensor<2x4096xf32>
// CHECK: nv_tileaa.tiled_store %[[Y]], %{{.*}}[%{{.*}}, %{{.*}}] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<2x4096xf32>, !nv_tileaa.memref<?x?xf32>
// CHECK: %[[N:.*]] = arith.addi %[[I]], %c1_i64{{.*}} : i64
// CHECK: %[[MORE:.*]] = arith.cmpi ult, %[[N]], %c2048_i64{{.*}} : i64
// CHECK: cf.cond_br %[[MORE]], ^bb1(%[[N]] : i64), ^bb2
// CHECK: ^bb2:
// CHECK-NEXT: return
func.func @scale(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %m: i64, %n: i64, %ld: i64, %i: i64, %j: i64) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c4096 = arith.constant 4096 : i64
  %two = arith.constant dense<2.0> : tensor<4096x4096xf32>
  %ma = nv_tileaa.make_memref %a, sizes[%m, %n], strides[%ld, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mb = nv_tileaa.make_memref %b, sizes[%m, %n], strides[%ld, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %r0 = arith.muli %i, %c4096 : i64
  %c0 = arith.muli %j, %c4096 : i64
  %x, %xt = nv_tileaa.tiled_load %ma[%r0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<4096x4096xf32>
  %y = arith.mulf %x, %two : tensor<4096x4096xf32>
  %t = nv_tileaa.tiled_store %y, %mb[%r0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<4096x4096xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

// Not strip-mined: the store's token orders a later op; a memory op lies
// between the load and the store; the tile fits 8192 elements.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: cf.br
// CHECK: tensor<256x256xf32>
// CHECK: tensor<128x128xi8>
// CHECK: tensor<64x128xf32>
// CHECK-NOT: cf.br
func.func @kept(%a: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<i8>, %m: i64, %i: i64) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%m, %m], strides[%m, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mq = nv_tileaa.make_memref %q, sizes[%m, %m], strides[%m, %c1] : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %x, %xt = nv_tileaa.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<256x256xf32>
  %t = nv_tileaa.tiled_store %x, %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<256x256xf32>, !nv_tileaa.memref<?x?xf32>
  %u, %ut = nv_tileaa.tiled_load %ma[%i, %i] token(%t) {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<8x8xf32>
  %b, %bt = nv_tileaa.tiled_load %mq[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<128x128xi8>
  %one = arith.constant 1.0 : f32
  %o, %ot = nv_tileaa.atomic_rmw %a, %one {mode = "addf", sem = "relaxed", scope = "device"} : !nv_tileaa.ptr<f32>, f32
  %bs = nv_tileaa.tiled_store %b, %mq[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xi8>, !nv_tileaa.memref<?x?xi8>
  %s, %st = nv_tileaa.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<64x128xf32>
  %ss = nv_tileaa.tiled_store %s, %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x128xf32>, !nv_tileaa.memref<?x?xf32>
  return
}

// -----

// A constant hoisted above the chain's loads and a broadcast of a loaded
// row (its load stays before the loop): strip-mined into 16-row sub-tiles.
// CHECK-LABEL: func.func @hoisted_constant
// CHECK: %[[ROW:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<1x512xf32>
// CHECK: cf.br ^bb1
// CHECK: arith.constant dense<1.000000e+00> : tensor<16x512xf32>
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<16x512xf32>
// CHECK: nv_tileaa.broadcast %[[ROW]] : tensor<1x512xf32> -> tensor<16x512xf32>
// CHECK: nv_tileaa.tiled_store {{.*}} : tensor<16x512xf32>
// CHECK: cf.cond_br
func.func @hoisted_constant(%a: !nv_tileaa.ptr<f32>, %m: i64, %i: i64) attributes {nv_tileaa.kernel} {
  %one = arith.constant dense<1.0> : tensor<512x512xf32>
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%m, %m], strides[%m, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %row, %rt = nv_tileaa.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<1x512xf32>
  %x, %xt = nv_tileaa.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<512x512xf32>
  %b = nv_tileaa.broadcast %row : tensor<1x512xf32> -> tensor<512x512xf32>
  %p = arith.mulf %x, %b : tensor<512x512xf32>
  %v = arith.addf %p, %one : tensor<512x512xf32>
  %t = nv_tileaa.tiled_store %v, %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<512x512xf32>, !nv_tileaa.memref<?x?xf32>
  return
}
