// Verifier diagnostics of the ring-buffer ops of pipelined loops
// (nv_tileas.async_load, async_gather, async_wait, buffer_read) and of the
// mbarriers and the split of warp-specialized kernels.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

func.func @indices(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op expected 2 indices (one per memref dimension), got 1}}
  nv_tileas.async_load %m[%i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @no_layout(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op tile must be a ranked tensor with a #nv_tileas.tv layout, got 'tensor<64x64xf16>'}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @element(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op tile element type 'f16' does not match the memref element type 'f32'}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @small_stage(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op stage_bytes must be a multiple of 16 that holds the 8192-byte tile, got 4096}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @offset(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op offset must be a non-negative multiple of 16, got 8}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 8 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @dim_map(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op dim_map maps two tile dimensions to memref dimension 1}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 1, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @padding(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op padding must be a scalar of the element type 'f16'}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, padding = 0.0 : f32, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @wait() {
  // expected-error @below {{'nv_tileas.async_wait' op pending must be non-negative, got -1}}
  nv_tileas.async_wait -1
  return
}

// -----

func.func @read_layout(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op result must be a ranked tensor with a #nv_tileas.tv layout, got 'tensor<64x64xf16>'}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16>
  return
}

// -----

func.func @read_elements(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op result must have whole-byte elements, got 'tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>'}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @read_stage(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op stage_bytes must be a multiple of 16 that holds the 8192-byte tile, got 8200}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8200 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @read_dim_map(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op dim_map has 1 entries but the tile has rank 2}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64, dim_map = array<i64: 0>} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @read_dim_map_twice(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op dim_map maps two tile dimensions to memref dimension 0}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64, dim_map = array<i64: 0, 0>} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @swizzle_name(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op swizzle must be one of "umma_k_major", "umma_n_major", "umma_k_major_32b", "umma_n_major_32b", got "sw128"}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "sw128", tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @swizzle_rank(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op a umma_n_major stage holds a matrix (extent 1 in all but the last two dimensions), got 'tensor<2x32x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>'}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<2x32x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @swizzle_atom32_rows(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op a umma_k_major_32b stage needs rows of whole 128-byte spans, got 64 bytes}}
  %t = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major_32b"} : tensor<128x16xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
  return
}

// -----

func.func @swizzle_align(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op a umma_k_major stage needs offset and stage_bytes multiples of 1024, got 512 and 8192}}
  %t = nv_tileas.buffer_read stage %s {offset = 512 : i64, stage_bytes = 8192 : i64, swizzle = "umma_k_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @tma_padding(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op a TMA copy ('barrier') fills out-of-bounds elements with zeros: padding must be zero}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, padding = 1.0 : f16, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @tma_barrier(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op barrier must be a non-negative multiple of 8 (an mbarrier's alignment), got 4}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 4 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @init_count() {
  // expected-error @below {{'nv_tileas.mbarrier_init' op count must be at least 1, got 0}}
  nv_tileas.mbarrier_init {barrier = 0 : i64, count = 0 : i64}
  return
}

// -----

func.func @inval_offset() {
  // expected-error @below {{'nv_tileas.mbarrier_inval' op barrier must be a non-negative multiple of 8 (an mbarrier's alignment), got -8}}
  nv_tileas.mbarrier_inval {barrier = -8 : i64, count = 2 : i64}
  return
}

// -----

func.func @expect_bytes(%s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.mbarrier_expect' op bytes must be between 1 and 1048575 (an mbarrier's transaction count), got 1048576}}
  nv_tileas.mbarrier_expect stage %s if %p {barrier = 0 : i64, bytes = 1048576 : i64}
  return
}

// -----

func.func @wait_offset(%s: i32, %q: i32) {
  // expected-error @below {{'nv_tileas.mbarrier_wait' op barrier must be a non-negative multiple of 8 (an mbarrier's alignment), got 12}}
  nv_tileas.mbarrier_wait stage %s parity %q {barrier = 12 : i64}
  return
}

// -----

func.func @block_bytes(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op block_bytes must be a positive multiple of 16 on a stage without swizzle, got 24}}
  %a = nv_tileas.buffer_read stage %s {block_bytes = 24 : i64, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @store_indices(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32) {
  // expected-error @below {{'nv_tileas.async_store' op expected 2 indices (one per memref dimension), got 1}}
  nv_tileas.async_store %m[%i] stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @store_element(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32) {
  // expected-error @below {{'nv_tileas.async_store' op tile element type 'f16' does not match the memref element type 'f32'}}
  nv_tileas.async_store %m[%i, %i] stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @store_stage(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32) {
  // expected-error @below {{'nv_tileas.async_store' op stage_bytes must be a multiple of 16 that holds the 8192-byte tile, got 4096}}
  nv_tileas.async_store %m[%i, %i] stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 4096 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @write_dim_map(%t: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32) {
  // expected-error @below {{'nv_tileas.buffer_write' op dim_map has 1 entries but the tile has rank 2}}
  nv_tileas.buffer_write %t stage %s {dim_map = array<i64: 0>, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @write_stage(%t: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32) {
  // expected-error @below {{'nv_tileas.buffer_write' op offset must be a non-negative multiple of 16, got 8}}
  nv_tileas.buffer_write %t stage %s {offset = 8 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

// -0.0 is not the zeros a TMA copy fills with (its sign bit is set).
func.func @tma_negative_zero(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op a TMA copy ('barrier') fills out-of-bounds elements with zeros: padding must be zero}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, padding = -0.0 : f16, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @write_dim_map_twice(%t: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32) {
  // expected-error @below {{'nv_tileas.buffer_write' op dim_map maps two tile dimensions to memref dimension 0}}
  nv_tileas.buffer_write %t stage %s {dim_map = array<i64: 0, 0>, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @box_rows_without_barrier(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op box_rows must be a multiple of 8 from 8 to 256 on a TMA copy ('barrier'), got 8}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {block_bytes = 128 : i64, box_rows = 8 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @box_rows_not_a_multiple_of_8(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op box_rows must be a multiple of 8 from 8 to 256 on a TMA copy ('barrier'), got 12}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 8192 : i64, block_bytes = 128 : i64, box_rows = 12 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @tf32_without_barrier(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op tf32 is a tensor-map format: it needs a TMA copy ('barrier') of an f32 tile}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tf32, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @tf32_of_f16(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op tf32 is a tensor-map format: it needs a TMA copy ('barrier') of an f32 tile}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tf32, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @to_registers_without_swizzle(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op to_registers reads a swizzled stage: it needs a swizzle}}
  %a = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 8192 : i64, to_registers} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @fence_global_without_barrier(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op fence_global orders a TMA copy: it needs a 'barrier'}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {dim_map = array<i64: 0, 1>, fence_global, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @async_reads_without_barrier(%m: !nv_tileaa.memref<?x?xf32>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op async_reads drops a TMA copy's proxy fence: it needs a 'barrier'}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {async_reads, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<16x128xf32, #nv_tileas.tv<(128):(16), (16):(1)>>} : !nv_tileaa.memref<?x?xf32>
  return
}

// -----

func.func @gather_not_pointers(%p: tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32, %q: i1) {
  // expected-error @below {{'nv_tileas.async_gather' op ptrs must be a tile of pointers, got 'tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>'}}
  nv_tileas.async_gather %p stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64} : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @gather_no_layout(%p: tensor<64x64x!nv_tileaa.ptr<bf16>>, %s: i32, %q: i1) {
  // expected-error @below {{'nv_tileas.async_gather' op ptrs must be a ranked tensor with a #nv_tileas.tv layout, got 'tensor<64x64xbf16>'}}
  nv_tileas.async_gather %p stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>>
  return
}

// -----

func.func @gather_small_stage(%p: tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32, %q: i1) {
  // expected-error @below {{'nv_tileas.async_gather' op stage_bytes must be a multiple of 16 that holds the 8192-byte tile, got 4096}}
  nv_tileas.async_gather %p stage %s if %q {offset = 0 : i64, stage_bytes = 4096 : i64, width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @gather_mask_shape(%p: tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %m: tensor<64x32xi1, #nv_tileas.tv<(128):(8), (8, 2):(1, 1024)>>, %s: i32, %q: i1) {
  // expected-error @below {{'nv_tileas.async_gather' op mask must be an i1 tile of the shape of ptrs, got 'tensor<64x32xi1, #nv_tileas.tv<(128):(8), (8, 2):(1, 1024)>>'}}
  nv_tileas.async_gather %p mask(%m : tensor<64x32xi1, #nv_tileas.tv<(128):(8), (8, 2):(1, 1024)>>) stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @gather_mask_layout(%p: tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %m: tensor<64x64xi1, #nv_tileas.tv<(128):(32), (32):(1)>>, %s: i32, %q: i1) {
  // expected-error @below {{'nv_tileas.async_gather' op mask must have the layout of ptrs}}
  nv_tileas.async_gather %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(32), (32):(1)>>) stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @gather_width(%p: tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32, %q: i1) {
  // expected-error @below {{'nv_tileas.async_gather' op width must be a power of two of elements making 4, 8 or 16 bytes (a cp.async), got 1 of 2 bytes}}
  nv_tileas.async_gather %p stage %s if %q {offset = 0 : i64, stage_bytes = 8192 : i64, width = 1 : i64} : tensor<64x64x!nv_tileaa.ptr<bf16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @async_proxy_without_swizzle(%v: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, %s: i32) {
  // expected-error @below {{'nv_tileas.buffer_write' op async_proxy fences a stage for tensor-core MMAs: it needs a swizzle}}
  nv_tileas.buffer_write %v stage %s {async_proxy, offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  return
}

// -----

func.func @arrivals(%s: i32) {
  // expected-error @below {{'nv_tileas.mbarrier_init' op arrivals must be between 1 and 1048575 (an mbarrier's arrival count), got 0}}
  nv_tileas.mbarrier_init {arrivals = 0 : i64, barrier = 0 : i64, count = 4 : i64}
  return
}

// -----

func.func @arrive_offset(%s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.mbarrier_arrive' op barrier must be a non-negative multiple of 8 (an mbarrier's alignment), got 12}}
  nv_tileas.mbarrier_arrive stage %s if %p {barrier = 12 : i64}
  return
}

// -----

func.func @arrive_cluster(%s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.mbarrier_arrive' op cluster must be a cluster size from 2 to 16, got 1}}
  nv_tileas.mbarrier_arrive stage %s if %p {barrier = 8 : i64, cluster = 1 : i64}
  return
}

// -----

func.func @multicast_without_async_reads(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op multicast must be a cluster size from 2 to 16 on a TMA copy with 'async_reads', got 2}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {barrier = 8192 : i64, dim_map = array<i64: 0, 1>, multicast = 2 : i64, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @multicast_size(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op multicast must be a cluster size from 2 to 16 on a TMA copy with 'async_reads', got 32}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {async_reads, barrier = 8192 : i64, dim_map = array<i64: 0, 1>, multicast = 32 : i64, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @producer_registers() {
  // expected-error @below {{'nv_tileas.warp_specialize' op producer_registers must be a multiple of 8 from 24 to 256 (setmaxnreg), got 20}}
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 20 : i64}
^bb1:
  return
^bb2:
  return
}

// -----

func.func @split_twice() {
  nv_tileas.warp_specialize ^bb1, ^bb2 {producer_registers = 40 : i64}
^bb1:
  // expected-error @below {{'nv_tileas.warp_specialize' op must end the entry block of its region}}
  nv_tileas.warp_specialize ^bb2, ^bb3 {producer_registers = 40 : i64}
^bb2:
  return
^bb3:
  return
}

// -----

func.func @same_successors() {
  // expected-error @below {{'nv_tileas.warp_specialize' op the compute and producer successors must be different blocks}}
  nv_tileas.warp_specialize ^bb1, ^bb1 {producer_registers = 40 : i64}
^bb1:
  return
}

// -----

func.func @cta_pair_without_barrier(%m: !nv_tileaa.memref<?x?xf16>, %i: i64, %s: i32, %p: i1) {
  // expected-error @below {{'nv_tileas.async_load' op cta_pair completes a copy on the pair's even CTA's mbarrier: it needs a TMA copy ('barrier')}}
  nv_tileas.async_load %m[%i, %i] stage %s if %p {cta_pair, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 8192 : i64, tile = tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>} : !nv_tileaa.memref<?x?xf16>
  return
}

// -----

func.func @cta_pair_read_without_swizzle(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op cta_pair reads half of a tensor-core operand in place: it needs a swizzle, no to_registers and an even last dimension, got 128}}
  %t = nv_tileas.buffer_read stage %s {cta_pair, offset = 0 : i64, stage_bytes = 16384 : i64} : tensor<64x128xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
  return
}

// -----

func.func @cta_pair_half_stage(%s: i32) {
  // expected-error @below {{'nv_tileas.buffer_read' op stage_bytes must be a multiple of 16 that holds the 8192-byte tile, got 4096}}
  %t = nv_tileas.buffer_read stage %s {cta_pair, offset = 0 : i64, stage_bytes = 4096 : i64, swizzle = "umma_n_major"} : tensor<64x128xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
  return
}

// -----

func.func @cta_pair_wait_without_thread(%s: i32, %q: i32) {
  // expected-error @below {{'nv_tileas.mbarrier_wait' op cta_pair narrows a one-thread wait to the pair's even CTA: it needs a 'thread'}}
  nv_tileas.mbarrier_wait stage %s parity %q {barrier = 8192 : i64, cta_pair}
  return
}
