// The ring-buffer ops of pipelined loops print and parse back unchanged,
// in the custom and the generic form.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

// CHECK-LABEL: func.func @ring
// CHECK: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.async_load %arg0[%arg1, %arg1] stage %arg2 if %arg3 {dim_map = array<i64: 0, 1>, offset = 0 : i64, padding = 0.000000e+00 : f16, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
// CHECK-NEXT: nv_tileas.async_commit
// CHECK-NEXT: nv_tileas.async_wait 2 {fence_async}
// CHECK-NEXT: %{{.*}} = nv_tileas.buffer_read stage %arg2 {offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// CHECK-NEXT: %{{.*}} = nv_tileas.buffer_read stage %arg2 {dim_map = array<i64: 1, 0>, offset = 8192 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
func.func @ring(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  nv_tileas.async_wait 0
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, padding = 0.0 : f16, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_commit
  nv_tileas.async_wait 2 {fence_async}
  %a = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.buffer_read stage %s {offset = 8192 : i64, stage_bytes = 8192 : i64, dim_map = array<i64: 1, 0>} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// A TMA stage and the mbarriers it completes on.
// CHECK-LABEL: func.func @tma
// CHECK: nv_tileas.mbarrier_init {barrier = 16384 : i64, count = 2 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_expect stage %arg2 if %arg3 {barrier = 16384 : i64, bytes = 8192 : i64}
// CHECK-NEXT: nv_tileas.async_load %arg0[%arg1, %arg1] stage %arg2 if %arg3 {barrier = 16384 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
// CHECK-NEXT: nv_tileas.async_load %arg0[%arg1, %arg1] stage %arg2 if %arg3 {barrier = 16384 : i64, dim_map = array<i64: 0, 1>, offset = 8192 : i64, padding = 0.000000e+00 : f16,
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %arg2 parity %arg4 {barrier = 16384 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 16384 : i64, count = 2 : i64}
func.func @tma(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1, %q: i32) {
  nv_tileas.mbarrier_init {barrier = 16384 : i64, count = 2 : i64}
  nv_tileas.mbarrier_expect stage %s if %p {barrier = 16384 : i64, bytes = 8192 : i64}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 16384 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 16384 : i64, dim_map = array<i64: 0, 1>, padding = 0.0 : f16, offset = 8192 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  nv_tileas.mbarrier_wait stage %s parity %q {barrier = 16384 : i64}
  nv_tileas.mbarrier_inval {barrier = 16384 : i64, count = 2 : i64}
  return
}

// A TMA store through a stage (block_bytes: 128-byte column blocks), and
// one after a global proxy fence (fence_global).
// CHECK-LABEL: func.func @tma_store
// CHECK: nv_tileas.buffer_write %arg2 stage %arg3 {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
// CHECK-NEXT: nv_tileas.async_store %arg0[%arg1, %arg1] stage %arg3 {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: nv_tileas.async_store %arg0[%arg1, %arg1] stage %arg3 {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
func.func @tma_store(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %t: tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>, %s: i32) {
  nv_tileas.buffer_write %t stage %s {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
  nv_tileas.async_store %m[%i, %i] stage %s {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  nv_tileas.async_store %m[%i, %i] stage %s {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// A tf32 TMA copy into a swizzled stage that the threads read into registers.
// CHECK-LABEL: func.func @tf32_to_registers
// CHECK: nv_tileas.async_load %arg0[%arg1, %arg1] stage %arg2 if %arg3 {barrier = 16384 : i64, box_rows = 8 : i64, dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tf32, tile = tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>} : !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: nv_tileas.buffer_read stage %arg2 {offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", to_registers} : tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>
func.func @tf32_to_registers(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 16384 : i64, box_rows = 8 : i64, dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tf32, tile = tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>} : !nv_tileaa.memref<?x?xf32>
  %a = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", to_registers} : tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>
  return
}

// A gathered tile's copy into a stage: with and without a mask.
// CHECK-LABEL: func.func @gather
// CHECK: nv_tileas.async_gather %arg0 mask(%arg1 : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) stage %arg2 if %arg3 {offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major", width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// CHECK-NEXT: nv_tileas.async_gather %arg0 stage %arg2 if %arg3 {offset = 8192 : i64, stage_bytes = 8192 : i64, width = 2 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
func.func @gather(%p: tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %m: tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32, %q: i1) {
  nv_tileas.async_gather %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major", width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  nv_tileas.async_gather %p stage %s if %q {offset = 8192 : i64, stage_bytes = 8192 : i64, width = 2 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// A B restaged K-major for warpgroup MMAs (written transposed, fenced for
// the async proxy) and read in place.
// CHECK-LABEL: func.func @restage
// CHECK: nv_tileas.buffer_write %arg0 stage %arg1 {async_proxy, dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<64x128xi8, #nv_tileas.tv<(128):(16), (16, 4):(1, 2048)>>
// CHECK-NEXT: %{{.*}} = nv_tileas.buffer_read stage %arg1 {dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<64x128xi8, #nv_tileas.tv<(128):(16), (16, 4):(1, 2048)>>
func.func @restage(%v: tensor<64x128xi8, #nv_tileas.tv<(128):(16), (16, 4):(1, 2048)>>, %s: i32) {
  nv_tileas.buffer_write %v stage %s {async_proxy, dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<64x128xi8, #nv_tileas.tv<(128):(16), (16, 4):(1, 2048)>>
  %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<64x128xi8, #nv_tileas.tv<(128):(16), (16, 4):(1, 2048)>>
  return
}

// Warp specialization: the empty mbarriers the compute threads arrive on
// (one arrival per compute thread), the split into compute threads and a
// producer, and a producer's wait as its thread 0.
// CHECK-LABEL: func.func @warp_specialized
// CHECK: nv_tileas.mbarrier_init {barrier = 0 : i64, count = 4 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_init {arrivals = 128 : i64, barrier = 32 : i64, count = 4 : i64}
// CHECK-NEXT: nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
// CHECK: ^bb1:
// CHECK-NEXT: nv_tileas.mbarrier_arrive stage %arg0 if %arg1 {barrier = 32 : i64}
// CHECK: ^bb2:
// CHECK-NEXT: nv_tileas.mbarrier_wait stage %arg0 parity %arg2 {barrier = 32 : i64, thread = 0 : i64}
func.func @warp_specialized(%s: i32, %p: i1, %q: i32) {
  nv_tileas.mbarrier_init {barrier = 0 : i64, count = 4 : i64}
  nv_tileas.mbarrier_init {arrivals = 128 : i64, barrier = 32 : i64, count = 4 : i64}
  nv_tileas.warp_specialize ^compute, ^producer {producer_registers = 40 : i64}
^compute:
  nv_tileas.mbarrier_arrive stage %s if %p {barrier = 32 : i64}
  return
^producer:
  nv_tileas.mbarrier_wait stage %s parity %q {barrier = 32 : i64, thread = 0 : i64}
  return
}

// A warp-specialized K loop on a cluster of two CTAs (multicast stages): a
// cluster barrier after the mbarriers' initialisation, the exiting producer
// threads arriving on it, per-warp remote hand-backs, a multicast copy, and
// the producer's arrival before it returns.
// CHECK-LABEL: func.func @cluster_multicast
// CHECK: nv_tileas.mbarrier_init {arrivals = 8 : i64, barrier = 32 : i64, count = 4 : i64}
// CHECK-NEXT: nv_tileas.cluster_barrier
// CHECK-NEXT: nv_tileas.warp_specialize ^bb1, ^bb2 {cluster_arrive, producer_registers = 40 : i64}
// CHECK: ^bb1:
// CHECK-NEXT: nv_tileas.mbarrier_arrive stage %arg0 if %arg1 {barrier = 32 : i64, cluster = 2 : i64}
// CHECK-NEXT: nv_tileas.cluster_barrier{{$}}
// CHECK: ^bb2:
// CHECK-NEXT: nv_tileas.async_load %arg3[%arg4, %arg4] stage %arg0 if %arg1 {async_reads, barrier = 0 : i64, {{.*}}multicast = 2 : i64
// CHECK-NEXT: nv_tileas.cluster_barrier {arrive_only}
func.func @cluster_multicast(%s: i32, %p: i1, %q: i32, %m: !nv_tileaa.memref<?x?xf16>, %i: i64) {
  nv_tileas.mbarrier_init {barrier = 0 : i64, count = 4 : i64}
  nv_tileas.mbarrier_init {arrivals = 8 : i64, barrier = 32 : i64, count = 4 : i64}
  nv_tileas.cluster_barrier
  nv_tileas.warp_specialize ^compute, ^producer {cluster_arrive, producer_registers = 40 : i64}
^compute:
  nv_tileas.mbarrier_arrive stage %s if %p {barrier = 32 : i64, cluster = 2 : i64}
  nv_tileas.cluster_barrier
  return
^producer:
  nv_tileas.async_load %m[%i, %i] stage %s if %p {async_reads, barrier = 0 : i64, dim_map = array<i64: 0, 1>, multicast = 2 : i64, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  nv_tileas.cluster_barrier {arrive_only}
  return
}
