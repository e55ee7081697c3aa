// A fenced load after a pipelined loop (matmul_split_k_lock's C, read
// under its lock after the K loop) reuses the rings' bytes: its stage sits
// at offset 0 of the ring region (its sequence begins with a CTA barrier,
// after every read of the rings, and it is read at once), so the rings keep
// every stage they had.
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s

// CHECK-LABEL: func.func @locked_after_loop
// CHECK-SAME: nv_tileas.pipeline_bytes = 65568 : i64
// CHECK: nv_tileas.atomic_rmw
// CHECK: nv_tileas.async_load {{.*}} {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 8192 : i64
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @locked_after_loop(%pa: !nv_tileaa.ptr<f16>, %m: i32, %n: i32, %ld: i32, %pb: !nv_tileaa.ptr<f16>, %nk: i64, %pl: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c4096 = arith.constant 4096 : i64
  %sm = arith.extsi %m : i32 to i64
  %sn = arith.extsi %n : i32 to i64
  %sld = arith.extsi %ld : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sm, %sn], strides[%sld, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %big = arith.muli %sm, %c64 : i64
  %mb = nv_tileaa.make_memref %pb, sizes[%big, %c4096], strides[%c4096, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 4096, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^header(%k: i64, %acc: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit(%acc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s = arith.addf %a, %b : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %t = arith.addf %acc, %s : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %t : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^exit(%r: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  %one = arith.constant 1 : i32
  %old = nv_tileas.atomic_rmw %pl, %one {mode = "add", sem = "acquire", scope = "device"} : !nv_tileaa.ptr<i32>, i32
  %c = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %rc = arith.addf %r, %c : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  nv_tileas.tiled_store %rc, %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, !nv_tileaa.memref<?x?xf16>
  return
}
}
