// The mma.sync lowering stages every operand it does not take in place or
// from registers; where that staging would pass the scratch the kernel
// reserved (`nv_tileas.smem_bytes`: convert-tileaa-to-tileas counts no A
// that a chained or loop-invariant dot keeps in registers) it reports an
// internal error on the dot rather than write into what follows the scratch.
// Here A is in a blocked layout, not A's fragment layout, while only B's
// 8 KiB is reserved: A and B need 16 KiB.
// RUN: tileas-opt %s -convert-tileas-to-llvm -verify-diagnostics

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @a_not_in_registers(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<64x64xf16>
    %mb = nv_tileaa.make_memref %pb, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<64x64xf16>
    %mc = nv_tileaa.make_memref %pc, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<64x64xf32>
    %a = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<64x64xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %b = nv_tileas.tiled_load %mb[%c0, %c0] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<64x64xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #nv_tileas.tv<(4, 8, 2, 2):(2, 64, 32, 2048), (2, 2, 4, 2):(1, 512, 8, 1024)>>
    // expected-error @+1 {{internal: the dot stages 16384 bytes of operands, over the 8192 bytes of scratch reserved}}
    %d = nv_tileaa.dot %a, %b, %zero : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32, #nv_tileas.tv<(4, 8, 2, 2):(2, 64, 32, 2048), (2, 2, 4, 2):(1, 512, 8, 1024)>>
    nv_tileas.tiled_store %d, %mc[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf32, #nv_tileas.tv<(4, 8, 2, 2):(2, 64, 32, 2048), (2, 2, 4, 2):(1, 512, 8, 1024)>>, !nv_tileaa.memref<64x64xf32>
    return
  }
}
