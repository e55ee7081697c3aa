// Diagnostics of `nv_tileas.cta_pair`, the tcgen05 MMAs of a K loop that
// span a CTA pair (`cta_group::2`, tileas-pipeline-loads' pair.rs): the even
// CTA's MMA thread issues MMAs that read and write both CTAs, so the dot
// needs 128 rows a CTA and N a multiple of 32, a single issuer
// (`nv_tileas.mma_thread`), B read from a pair's half
// stage, a kernel on clusters of CTA pairs, and no other tcgen05 dot (a
// kernel's tcgen05 ops all use one CTA group); a wait narrowed to the even
// CTA needs such clusters too.
// RUN: tileas-opt %s -convert-tileas-to-llvm -split-input-file -verify-diagnostics

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @no_mma_thread(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {cta_pair, dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.cta_pair' needs 'nv_tileas.mma_thread' (the even CTA's thread issues the pair's MMAs)}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24576 : i64, nv_tileas.cta_pair} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @whole_b(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.cta_pair' needs B read in place from a pair's half stage ('nv_tileas.buffer_read' with 'cta_pair')}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24576 : i64, nv_tileas.cta_pair, nv_tileas.mma_thread = 32 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @no_cluster(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {cta_pair, dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.cta_pair' needs clusters of an even number of CTAs, but the kernel runs on clusters of 1 ('nv_tileas.cluster_ctas')}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24576 : i64, nv_tileas.cta_pair, nv_tileas.mma_thread = 32 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @mixed(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {cta_pair, dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 8192 : i64, swizzle = "umma_n_major"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %acc = arith.constant dense<0.0> : tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op a kernel whose tcgen05 MMAs span CTA pairs ('nv_tileas.cta_pair') has no other tcgen05 dot: all its tcgen05 ops use one CTA group}}
    %p = nv_tileaa.dot %a, %b, %acc : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24576 : i64, nv_tileas.cta_pair, nv_tileas.mma_thread = 32 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @wait_without_pairs(%s: i32, %q: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    // expected-error @+1 {{'nv_tileas.mbarrier_wait' op cta_pair needs clusters of an even number of CTAs, but the kernel runs on clusters of 1 ('nv_tileas.cluster_ctas')}}
    nv_tileas.mbarrier_wait stage %s parity %q {barrier = 24576 : i64, cta_pair, thread = 32 : i64}
    return
  }
}

// -----

// N = 16: the pair could not split B into halves of whole MMA steps.
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @narrow(%s: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 24592 : i64, nv_tileas.smem_bytes = 0 : i64} {
    %a = nv_tileas.buffer_read stage %s {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
    %b = nv_tileas.buffer_read stage %s {cta_pair, dim_map = array<i64: 0, 1>, offset = 16384 : i64, stage_bytes = 2048 : i64, swizzle = "umma_k_major"} : tensor<64x16xf16, #nv_tileas.tv<(128):(8), (8):(1)>>
    %acc = arith.constant dense<0.0> : tensor<128x16xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
    // expected-error @+1 {{'nv_tileaa.dot' op 'nv_tileas.cta_pair' is only valid on a tcgen05 dot of 128 rows a CTA (256 a pair) and N a multiple of 32, without block scales}}
    %d = nv_tileaa.dot %a, %b, %acc {nv_tileas.commit_barrier = 24576 : i64, nv_tileas.cta_pair, nv_tileas.mma_thread = 32 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>, tensor<64x16xf16, #nv_tileas.tv<(128):(8), (8):(1)>>, tensor<128x16xf32, #nv_tileas.tv<(128):(16), (16):(1)>>
    return
  }
}
