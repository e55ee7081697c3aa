// Diagnostics of `nv_tileas.commit_barrier`, the consumed mbarriers a tcgen05
// dot of an asynchronous K loop commits its MMAs to (tileas-pipeline-loads):
// the loop waits on them, so a dot that could not commit to them would hang
// the kernel. The attribute needs a tcgen05 dot whose A is read in place from
// a ring stage, and an 8-byte aligned barrier inside the ring region; its
// `nv_tileas.mma_thread` (a single-issuer loop's) needs the barrier, B in a
// ring stage too, and a thread the kernel has.
// RUN: tileas-opt %s -convert-tileas-to-llvm -split-input-file -verify-diagnostics

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @unaligned(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.commit_barrier' must be an 8-byte aligned offset inside the ring region}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24580 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @outside(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.commit_barrier' must be an 8-byte aligned offset inside the ring region}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24592 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

// The MMA thread of a single-issuer loop must exist: no other thread issues
// the MMAs the loop waits for.
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @mma_thread(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.mma_thread' must be one of the kernel's 128 threads}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24584 : i64, nv_tileas.mma_thread = 128 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

// An MMA thread without the consumed barrier: only a single-issuer loop's dot
// may skip the proxy fence and the CTA barrier before its MMAs.
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @mma_thread_alone(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.mma_thread' needs 'nv_tileas.commit_barrier'}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.mma_thread = 32 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

// An MMA thread whose B the dot stages from registers: the other threads'
// stores would not be ordered before its MMAs.
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @mma_thread_b_staged(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 8192 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = arith.constant dense<1.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.mma_thread' needs B read in place from a ring stage too (the MMA thread alone waited for the stage)}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24584 : i64, nv_tileas.mma_thread = 32 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

// A in registers: the dot stages it itself.
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @a_in_registers(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 24576 : i64} {
    %a = arith.constant dense<1.0> : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.commit_barrier' is only valid on a tcgen05 dot whose A is read in place from a ring stage}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24584 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

// No target: the dot stays on the SIMT cores.
func.func @simt() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %a = arith.constant dense<1.0> : tensor<16x16xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
  // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.commit_barrier' is only valid on a tcgen05 dot whose A is read in place from a ring stage}}
  %d = nv_tileaa.dot %a, %a, %a {nv_tileas.commit_barrier = 0 : i64} : tensor<16x16xf32, #nv_tileas.tv<(128):(2), (2):(1)>>, tensor<16x16xf32, #nv_tileas.tv<(128):(2), (2):(1)>>, tensor<16x16xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
  return
}
