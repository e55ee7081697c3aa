// box_rows on a TMA async_load (tma_copy.rs): a 16x64 f32 stage in 128-byte
// column blocks (block_bytes) copied in boxes of 8 rows, as NVIDIA's tileiras
// copies a SIMT dot's B operand: the tensor map's box is 32 x 8 and each
// stage takes four boxes, block 0 rows 0 and 8 at bytes 0 and 1024, block 1
// at 2048 and 3072. Without box_rows the same stage is two 32 x 16 boxes.
// RUN: tileas-opt %s -convert-tileas-to-llvm -split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @eight_rows
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 8, 32>
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
module attributes {nv_tileas.compute_capability = 100 : i64} {
func.func @eight_rows(%p: !nv_tileaa.ptr<f32>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16400 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  nv_tileas.async_load %m[%i, %i] stage %s if %q {barrier = 16384 : i64, block_bytes = 128 : i64, box_rows = 8 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<16x64xf32, #nv_tileas.tv<(128):(8), (8):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}
}

// -----

// CHECK-LABEL: llvm.func @all_rows
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 16, 32>
// CHECK-COUNT-2: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
module attributes {nv_tileas.compute_capability = 100 : i64} {
func.func @all_rows(%p: !nv_tileaa.ptr<f32>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16400 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  nv_tileas.async_load %m[%i, %i] stage %s if %q {barrier = 16384 : i64, block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<16x64xf32, #nv_tileas.tv<(128):(8), (8):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}
}

// -----

// An N-major (B) stage of several 128-byte blocks on a tcgen05 target: boxes
// of at most 64 K rows, as NVIDIA's tileiras copies attention's 128x128 V
// (2 blocks x 2 row parts). One block of 128 rows (matmul_fp8_e4m3's B)
// keeps its rows whole.
// CHECK-LABEL: llvm.func @n_major_rows
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 64, 64>, {{.*}}swizzle = 128 : i64}, {address = 1 : i64, box = array<i64: 128, 128>, {{.*}}swizzle = 128 : i64}]
// CHECK-COUNT-5: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @n_major_rows(%p: !nv_tileaa.ptr<f16>, %q8: !nv_tileaa.ptr<i8>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 65552 : i64} {
  %c1 = arith.constant 1 : i64
  %c128 = arith.constant 128 : i64
  %c1024 = arith.constant 1024 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c1024, %c128], strides[%c128, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m[%i, %i] stage %s if %q {barrier = 65536 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 32768 : i64, swizzle = "umma_n_major", tile = tensor<128x128xf16, #nv_tileas.tv<(128):(128), (128):(1)>>} : !nv_tileaa.memref<?x?xf16>
  %m8 = nv_tileaa.make_memref %q8, sizes[%c1024, %c128], strides[%c128, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
  nv_tileas.async_load %m8[%i, %i] stage %s if %q {barrier = 65536 : i64, dim_map = array<i64: 0, 1>, offset = 32768 : i64, stage_bytes = 16384 : i64, swizzle = "umma_n_major", tile = tensor<128x128xi8, #nv_tileas.tv<(128):(128), (128):(1)>>} : !nv_tileaa.memref<?x?xi8>
  return
}
}

// -----

// Two leading unit dimensions of the box (a 1x1x64x64 tile of a [B, H, S,
// D] view, attention's): the tensor map lists them after the others,
// innermost first, as NVIDIA's tileiras does (dimensions D, S, B, H: here
// outermost first H = 3, B = 2), and the copy's coordinates follow: the
// origin's S, D, then B (%i0), then H (%i1).
// CHECK-LABEL: llvm.func @heads
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 1, 1, 64, 64>, dims = array<i64: -1, -1, -1, -1>, dims_const = array<i64: 3, 2, 64, 64>, {{.*}}strides_const = array<i64: 4096, 12288, 64, 1>
// CHECK: %[[B0:.*]] = arith.addi %arg1, %{{.*}} : i64
// CHECK-NEXT: %[[B:.*]] = arith.trunci %[[B0]] : i64 to i32
// CHECK: %[[H0:.*]] = arith.addi %arg2, %{{.*}} : i64
// CHECK-NEXT: %[[H:.*]] = arith.trunci %[[H0]] : i64 to i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.4d"(%{{.*}}, %{{.*}}, %arg6, %{{.*}}, %{{.*}}, %[[B]], %[[H]],
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @heads(%p: !nv_tileaa.ptr<f16>, %i0: i64, %i1: i64, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8200 : i64} {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c64 = arith.constant 64 : i64
  %c4096 = arith.constant 4096 : i64
  %c12288 = arith.constant 12288 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c2, %c3, %c64, %c64], strides[%c12288, %c4096, %c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?x?x?xf16>
  nv_tileas.async_load %m[%i0, %i1, %i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1, 2, 3>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<1x1x64x64xf16, #nv_tileas.tv<(128):(32), (32):(1)>>} : !nv_tileaa.memref<?x?x?x?xf16>
  return
}
}

// -----

// Epilogue stores at sm_90 take boxes of a warpgroup's 64 rows, but a store
// after the kernel's atomics (`fence_global`: split-K's C under its lock)
// the whole tile's 128, as NVIDIA's tileiras cuts them (13.5's order: the
// stores' maps last to first).
// CHECK-LABEL: llvm.func @sm90_stores
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 128, 64>, {{.*}}swizzle = 128 : i64}, {address = 0 : i64, box = array<i64: 64, 64>, {{.*}}swizzle = 128 : i64}]
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @sm90_stores(%p: !nv_tileaa.ptr<f16>, %i: i64, %s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c1024, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_store %m[%i, %i] stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tile = tensor<128x64xf16, #nv_tileas.tv<(128):(64), (64):(1)>>} : !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_store %m[%i, %i] stage %s {dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tile = tensor<128x64xf16, #nv_tileas.tv<(128):(64), (64):(1)>>} : !nv_tileaa.memref<?x?xf16>
  return
}
}
