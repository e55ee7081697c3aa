// A TMA copy into a tensor-core operand layout that the threads read back
// into registers (`to_registers` on buffer_read, async_copy.rs): the stage
// is the 128-byte swizzled K-major layout (row r's 16-byte unit u at
// r * 128 + (u xor (r mod 8)) * 16), each thread's run of four f32 one
// 16-byte load at its swizzled address. `tf32` gives the tensor map the
// tf32 format (elem "tf32"; the host module sets its format bits).
// RUN: tileas-opt %s -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @tf32_rows
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 128, 32>, {{.*}}elem = "tf32", {{.*}}swizzle = 128 : i64}]
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK: arith.xori %{{.*}}, %{{.*}} : i32
// CHECK: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-7: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
module attributes {nv_tileas.compute_capability = 100 : i64} {
func.func @tf32_rows(%p: !nv_tileaa.ptr<f32>, %i: i64, %s: i32, %q: i1, %par: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 16392 : i64} {
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %c1024 = arith.constant 1024 : i64
  %m = nv_tileaa.make_memref %p, sizes[%c1024, %c32], strides[%c32, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  nv_tileas.mbarrier_init {barrier = 16384 : i64, count = 1 : i64}
  nv_tileas.mbarrier_expect stage %s if %q {barrier = 16384 : i64, bytes = 16384 : i64}
  nv_tileas.async_load %m[%i, %i] stage %s if %q {barrier = 16384 : i64, dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tf32, tile = tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>} : !nv_tileaa.memref<?x?xf32>
  nv_tileas.mbarrier_wait stage %s parity %par {barrier = 16384 : i64}
  %a = nv_tileas.buffer_read stage %s {offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major", to_registers} : tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>
  %t = nv_tileaa.make_memref %p, sizes[%c1024, %c32], strides[%c32, %c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  nv_tileas.tiled_store %a, %t[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x32xf32, #nv_tileas.tv<(128):(32), (32):(1)>>, !nv_tileaa.memref<?x?xf32>
  nv_tileas.mbarrier_inval {barrier = 16384 : i64, count = 1 : i64}
  return
}
}

