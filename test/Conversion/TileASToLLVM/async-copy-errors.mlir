// Diagnostics of the ring-buffer lowering (async_copy.rs) and of the
// kernel's shared-memory budget once it has rings.
// RUN: tileas-opt %s -convert-tileas-to-llvm -split-input-file -verify-diagnostics

func.func @no_region(%p: !nv_tileaa.ptr<f16>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  // expected-error @+1 {{'nv_tileas.async_load' op needs the kernel's ring-buffer region ('nv_tileas.pipeline_bytes')}}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @outside(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 4096 : i64} {
  // expected-error @+1 {{'nv_tileas.buffer_read' op stage at byte 0 is outside the 4096-byte ring region}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

// A swizzled stage read into registers may be transposed (the matrix in
// memory order), but its memory order must still lead with unit dimensions.
func.func @registers_not_a_matrix(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8192 : i64} {
  // expected-error @+1 {{'nv_tileas.buffer_read' op a swizzled stage read into registers needs a matrix tile (unit dimensions but the last two, in memory order)}}
  %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 1, 0, 2>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major", to_registers} : tensor<1x64x64xf16, #nv_tileas.tv<(128):(32), (32):(1)>>
  return
}

// -----

func.func @swizzled_transposed(%p: !nv_tileaa.ptr<f16>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8192 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  // expected-error @+1 {{'nv_tileas.async_load' op a swizzled stage needs a matrix tile (leading unit dimensions) in memory order}}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {dim_map = array<i64: 1, 0>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major", tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

// expected-error @+1 {{'func.func' op the kernel's scratch (0 bytes) and ring buffers (65536 bytes, 'nv_tileas.pipeline_bytes') exceed the 49152 bytes of shared memory a CTA has ('nv_tileas.max_shared_bytes')}}
func.func @too_big() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 65536 : i64} {
  return
}

// -----

// A stage the tensor cores would read in place, feeding a dot that does not
// lower to them (no target: the SIMT dot), is refused rather than read as
// registers it never got.
func.func @ring_operand_simt(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64, nv_tileas.smem_bytes = 16384 : i64} {
  %a = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.buffer_read stage %s {offset = 8192 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{'nv_tileaa.dot' op internal: an operand in a tensor-core ring stage, but the dot does not lower to tcgen05.mma or wgmma}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32>
  return
}

// -----

// A TMA stage below sm_90 (no TMA), and one whose memref the host module
// cannot describe (its extent is computed in the kernel).
module attributes {nv_tileas.compute_capability = 80 : i64} {
func.func @tma_sm80(%p: !nv_tileaa.ptr<f16>, %n: i32, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  // expected-error @+1 {{'nv_tileas.async_load' op a TMA copy needs sm_90 or newer ('nv_tileas.compute_capability')}}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 100 : i64} {
func.func @tma_computed(%p: !nv_tileaa.ptr<f16>, %n: i32, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %e = arith.extsi %n : i32 to i64
  %rows = arith.muli %e, %c64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  // expected-error @+1 {{'nv_tileas.async_load' op cannot be a TMA copy: the memref must be a make_memref of kernel parameters and constants (or, in a kernel with 'nv_tileas.device_tensor_maps', of any values), with a 16-byte aligned base and strides and a unit innermost stride, and the tile must fit TMA boxes}}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

// The device TMA workspace has 6 slots per warp and SM.
module attributes {nv_tileas.compute_capability = 90 : i64} {
// expected-error @+1 {{'func.func' op builds more than 6 tensor maps on the device (the workspace's slots)}}
func.func @seven_device_maps(%p: !nv_tileaa.ptr<f16>, %n: i32, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.device_tensor_maps, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %e = arith.extsi %n : i32 to i64
  %rows = arith.muli %e, %c64 : i64
  %m0 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m0[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  %m1 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m1[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  %m2 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m2[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  %m3 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m3[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  %m4 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m4[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  %m5 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m5[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  %m6 = nv_tileaa.make_memref %p, sizes[%rows, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  nv_tileas.async_load %m6[%i, %i] stage %s if %q {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

func.func @mbarrier_outside(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 4096 : i64} {
  // expected-error @+1 {{'nv_tileas.mbarrier_init' op mbarrier at byte 4096 is outside the 4096-byte ring region}}
  nv_tileas.mbarrier_init {barrier = 4096 : i64, count = 2 : i64}
  return
}

// -----

// Rows in blocks are what TMA boxes write; cp.async copies plain stages.
func.func @block_cp_async(%p: !nv_tileaa.ptr<f16>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  // expected-error @+1 {{'nv_tileas.async_load' op block_bytes needs a TMA copy ('barrier')}}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {block_bytes = 64 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @block_uneven(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  // expected-error @+1 {{'nv_tileas.buffer_read' op block_bytes 48 does not cut the stage's 128-byte rows}}
  %t = nv_tileas.buffer_read stage %s {block_bytes = 48 : i64, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @mbarrier_no_region(%s: i32, %q: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  // expected-error @+1 {{'nv_tileas.mbarrier_wait' op needs the kernel's ring-buffer region ('nv_tileas.pipeline_bytes')}}
  nv_tileas.mbarrier_wait stage %s parity %q {barrier = 0 : i64}
  return
}

// -----

// A wait of one thread that the kernel does not have: nobody would wait.
func.func @mbarrier_wait_thread(%s: i32, %q: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 64 : i64} {
  // expected-error @+1 {{'nv_tileas.mbarrier_wait' op thread 128 is not one of the kernel's 128 threads}}
  nv_tileas.mbarrier_wait stage %s parity %q {barrier = 0 : i64, thread = 128 : i64}
  return
}

// -----

// An async_gather whose runs are wider than the runs of consecutive elements
// its layout gives a thread (4 here): one cp.async cannot copy them.
func.func @gather_width_layout(%p: !nv_tileaa.ptr<f16>, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8192 : i64} {
  %v = nv_tileaa.view %p : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
  %b = nv_tileaa.broadcast %v : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(4), (4, 8):(1, 512)>>
  // expected-error @+1 {{'nv_tileas.async_gather' op width 8 must divide the runs of consecutive elements the layout of ptrs gives a thread}}
  nv_tileas.async_gather %b stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(4), (4, 8):(1, 512)>>
  return
}

// -----

// A swizzled buffer_write whose dim_map puts a non-unit dimension first in
// memory order: the stage would not hold a matrix.
func.func @write_not_a_matrix(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8192 : i64} {
  %v = arith.constant dense<1.0> : tensor<1x64x64xf16, #nv_tileas.tv<(128):(32), (32):(1)>>
  // expected-error @+1 {{'nv_tileas.buffer_write' op a swizzled stage needs a matrix tile (unit dimensions but the last two, in memory order)}}
  nv_tileas.buffer_write %v stage %s {dim_map = array<i64: 1, 0, 2>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<1x64x64xf16, #nv_tileas.tv<(128):(32), (32):(1)>>
  return
}

// -----

// A multicast copy, or a hand-back to the CTAs of a cluster, in a kernel
// whose clusters are smaller (here: no cluster): the peers it names would
// not exist.
module attributes {nv_tileas.compute_capability = 90 : i64} {
func.func @multicast_no_cluster(%p: !nv_tileaa.ptr<f16>, %i: i64, %s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c64, %c64], strides[%c64, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  // expected-error @+1 {{'nv_tileas.async_load' op multicasts to 2 CTAs, but the kernel runs on clusters of 1 ('nv_tileas.cluster_ctas')}}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {async_reads, barrier = 8192 : i64, dim_map = array<i64: 0, 1>, multicast = 2 : i64, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

module attributes {nv_tileas.compute_capability = 90 : i64} {
func.func @hand_back_small_cluster(%s: i32, %q: i1) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16384 : i64} {
  // expected-error @+1 {{'nv_tileas.mbarrier_arrive' op hands stages back to 4 CTAs, but the kernel runs on clusters of 2 ('nv_tileas.cluster_ctas')}}
  nv_tileas.mbarrier_arrive stage %s if %q {barrier = 8192 : i64, cluster = 4 : i64}
  return
}
}
