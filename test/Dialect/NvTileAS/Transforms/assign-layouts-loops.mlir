// tileas-assign-layouts on a value carried around a loop: a running maximum
// of row reductions. The first round gives the block argument its shape's
// default and would convert what the back edge passes; the next round gives
// the argument the layout the reduction leaves its result in, so nothing is
// converted anywhere, and the default layout of a 16-element tile
// ((16, 8):(1, 0)) is left on no value. The one-element broadcast and the
// initial splat are recomputed in the argument's layout and their originals,
// unused, erased.
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-assign-layouts))' \
// RUN:   | FileCheck %s --implicit-check-not=convert_layout --implicit-check-not='(16, 8):(1, 0)'

// CHECK-LABEL: func.func @loop_running_max
// CHECK: %[[LOW:.*]] = arith.constant dense<-1.000000e+30> : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: cf.br ^bb1(%[[LOW]], %{{.*}} : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>, i64)
// CHECK: ^bb1(%[[M:.*]]: tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>, %{{.*}}: i64):
// CHECK: %[[R:.*]] = nv_tileaa.reduce {{.*}} -> tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[S:.*]] = nv_tileaa.broadcast %{{.*}} -> tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[RS:.*]] = arith.mulf %[[R]], %[[S]] : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[M2:.*]] = arith.maximumf %[[M]], %[[RS]] : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: cf.cond_br %{{.*}}, ^bb2(%[[M2]] : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>), ^bb1(%[[M2]], %{{.*}} : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>, i64)
// CHECK: ^bb2(%{{.*}}: tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>):
// CHECK: return

func.func @loop_running_max(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<f32>, %n: i64, %i: i64, %scale_f: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64} {
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %low = arith.constant dense<-1.0e30> : tensor<16xf32>
  cf.br ^loop(%low, %c1 : tensor<16xf32>, i64)
^loop(%m: tensor<16xf32>, %k: i64):
  %x = nv_tileas.tiled_load %ma[%i, %k] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x64xf32>
  %r = "nv_tileaa.reduce"(%x) ({
  ^bb0(%l: f32, %rr: f32):
    %t = arith.maxnumf %l, %rr : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 1 : i64, identities = [-1.0e30 : f32]} : (tensor<16x64xf32>) -> tensor<16xf32>
  %scale = nv_tileaa.view %scale_f : f32 -> tensor<1xf32>
  %s = "nv_tileaa.broadcast"(%scale) : (tensor<1xf32>) -> tensor<16xf32>
  %rs = arith.mulf %r, %s : tensor<16xf32>
  %m2 = arith.maximumf %m, %rs : tensor<16xf32>
  %k1 = arith.addi %k, %c1 : i64
  %done = arith.cmpi sge, %k1, %n : i64
  cf.cond_br %done, ^exit(%m2 : tensor<16xf32>), ^loop(%m2, %k1 : tensor<16xf32>, i64)
^exit(%f: tensor<16xf32>):
  nv_tileas.tiled_store %f, %mo[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xf32>, !nv_tileaa.memref<?xf32>
  return
}
