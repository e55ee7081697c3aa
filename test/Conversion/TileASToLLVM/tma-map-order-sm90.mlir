// Below sm_100 the host module is tileiras 13.5's, which lists the loads'
// tensor maps first and then the stores' last to first (argmax_rows_f32's
// two stores at sm_90): here the load of %pa, then the store to %pc, then
// the store to %pb. At sm_100 (13.1) the maps follow the copies' order.
// RUN: tileas-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm)' | FileCheck %s

// CHECK-LABEL: llvm.func @two_stores
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, {{.*}}}, {address = 3 : i64, {{.*}}}, {address = 2 : i64,
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @two_stores(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mb = nv_tileaa.make_memref %pb, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mc = nv_tileaa.make_memref %pc, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %b, %mb[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  nv_tileas.tiled_store %b, %mc[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// CHECK-LABEL: llvm.func @two_stores
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, {{.*}}}, {address = 2 : i64, {{.*}}}, {address = 3 : i64,
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @two_stores(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mb = nv_tileaa.make_memref %pb, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mc = nv_tileaa.make_memref %pc, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %b, %mb[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  nv_tileas.tiled_store %b, %mc[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}
