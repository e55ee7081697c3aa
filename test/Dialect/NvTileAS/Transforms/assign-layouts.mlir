// tileas-assign-layouts: every tile of one shape gets one blocked layout
// (#nv_tileas.tv); the run length is the widest 16-byte access among the
// tiled loads/stores of the shape (16 i8, 4 f32), clamped to the tile;
// reshapes share it; tiles smaller than the CTA are replicated (stride 0).
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-assign-layouts))' | FileCheck %s

// CHECK-LABEL: func.func @copy_add
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
// CHECK: arith.constant dense<1> : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
// CHECK: arith.addi {{.*}} : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>
// CHECK: nv_tileas.tiled_store {{.*}} : tensor<64x64xi8, #nv_tileas.tv<(128):(16), (16, 2):(1, 2048)>>, !nv_tileaa.memref<?x?xi8>

// Loop-carried tiles (block arguments, branch operands) get their shape's
// layout too.
// CHECK-LABEL: func.func @loop_reduce
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
// CHECK: cf.br ^bb1(%[[Z]], %{{.*}} : tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>, i64)
// CHECK: ^bb1(%{{.*}}: tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>, %{{.*}}: i64):
// CHECK: cf.cond_br %{{.*}}, ^bb2, ^bb1(%{{.*}}, %{{.*}} : tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>, i64)
// CHECK: nv_tileaa.view {{.*}} : tensor<16x64xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
// The reduction's result keeps the rows where the operand had them (lanes
// 0-15 of a row become replicas); an elementwise op takes the layout of its
// first operand computed in the block (not a block argument, not splat-like),
// converting a loaded tile and recomputing a splat constant in it.
// CHECK: %[[R:.*]] = nv_tileaa.reduce {{.*}} -> tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[L:.*]] = nv_tileas.tiled_load {{.*}} -> tensor<16xf32, #nv_tileas.tv<(16, 8):(1, 0), (1):(0)>>
// CHECK: %[[LC:.*]] = nv_tileas.convert_layout %[[L]] : tensor<16xf32, #nv_tileas.tv<(16, 8):(1, 0), (1):(0)>> -> tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[S:.*]] = arith.addf %[[R]], %[[LC]] : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: %[[M:.*]] = arith.mulf %[[S]], %[[TWO]] : tensor<16xf32, #nv_tileas.tv<(16, 8):(0, 1), (2):(8)>>
// CHECK: nv_tileas.tiled_store %[[M]]

// Not a kernel of the nv_tileas stage (no nv_tileas.num_threads): untouched.
// CHECK-LABEL: func.func @not_a_kernel
// CHECK-SAME: (%arg0: tensor<256xf32>) -> tensor<256xf32>
func.func @copy_add(%a: !nv_tileaa.ptr<i8>, %b: !nv_tileaa.ptr<i8>, %n: i64, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %mb = nv_tileaa.make_memref %b, sizes[%n, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  %x = nv_tileas.tiled_load %ma[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x64xi8>
  %one = arith.constant dense<1> : tensor<64x64xi8>
  %y = arith.addi %x, %one : tensor<64x64xi8>
  nv_tileas.tiled_store %y, %mb[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xi8>, !nv_tileaa.memref<?x?xi8>
  return
}

func.func @loop_reduce(%a: !nv_tileaa.ptr<f32>, %o: !nv_tileaa.ptr<f32>, %n: i64, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64} {
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mo = nv_tileaa.make_memref %o, sizes[%n], strides[%c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %zero = arith.constant dense<0.0> : tensor<16x64xf32>
  cf.br ^loop(%zero, %c1 : tensor<16x64xf32>, i64)
^loop(%acc: tensor<16x64xf32>, %k: i64):
  %x = nv_tileas.tiled_load %ma[%i, %k] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x64xf32>
  %s = arith.addf %acc, %x : tensor<16x64xf32>
  %k1 = arith.addi %k, %c1 : i64
  %done = arith.cmpi sge, %k1, %n : i64
  cf.cond_br %done, ^exit, ^loop(%s, %k1 : tensor<16x64xf32>, i64)
^exit:
  %flat = nv_tileaa.view %s : tensor<16x64xf32> -> tensor<1024xf32>
  %r = "nv_tileaa.reduce"(%s) ({
  ^bb0(%l: f32, %rr: f32):
    %t = arith.addf %l, %rr : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 1 : i64, identities = [0.0 : f32]} : (tensor<16x64xf32>) -> tensor<16xf32>
  %two = arith.constant dense<2.0> : tensor<16xf32>
  %l = nv_tileas.tiled_load %mo[%i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<16xf32>
  %sum = arith.addf %r, %l : tensor<16xf32>
  %m = arith.mulf %sum, %two : tensor<16xf32>
  nv_tileas.tiled_store %m, %mo[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<16xf32>, !nv_tileaa.memref<?xf32>
  return
}

func.func @not_a_kernel(%a: tensor<256xf32>) -> tensor<256xf32> {
  return %a : tensor<256xf32>
}
