// 2-CTA tensor-core MMAs of a single-issuer tcgen05 K loop on CTA pairs
// (tileas-pipeline-loads, pipeline_loads/pair.rs): in an sm_100 kernel with
// `nv_tileas.cluster_ctas = 2` whose dot has 128 rows a CTA, a B whose
// coordinates are the same in both CTAs (the x program id divided by 2) is
// loaded half a CTA: the copy's tile is 64x128 at column `col + 128 * (x mod
// 2)`, its stage 16 KiB (so 7 stages fit where 4 did), and the buffer_read
// and the dot carry `cta_pair`. Every copy completes on the pair's even
// CTA's mbarrier (`cta_pair`), which announces both CTAs' bytes (65536, only
// where x mod 2 = 0) and alone waits for them (`mbarrier_wait {cta_pair,
// thread = 32}`); the cluster meets after the initialisation and before the
// invalidation. A B whose column follows x itself differs between the CTAs:
// nothing changes (4 stages of 48 KiB, no cta_pair, no cluster barrier).
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s

// CHECK-LABEL: func.func @pair(
// CHECK: %[[A:.*]] = nv_tileaa.make_memref %arg0
// CHECK: %[[B:.*]] = nv_tileaa.make_memref %arg4
// CHECK: nv_tileas.mbarrier_init {barrier = 229376 : i64, count = 14 : i64}
// CHECK-NEXT: nv_tileas.cluster_barrier{{$}}
// CHECK: %[[PID:.*]] = nv_tileaa.get_program_id 0
// CHECK: %[[RANK:.*]] = arith.remui %[[PID]], %{{.*}} : i32
// CHECK-NEXT: %[[R64:.*]] = arith.extui %[[RANK]] : i32 to i64
// CHECK: %[[EVEN:.*]] = arith.cmpi eq, %[[R64]], %{{.*}} : i64
// CHECK-NEXT: %[[GO:.*]] = arith.andi %{{.*}}, %[[EVEN]] : i1
// CHECK-NEXT: nv_tileas.mbarrier_expect stage %{{.*}} if %[[GO]] {barrier = 229376 : i64, bytes = 65536 : i64}
// CHECK: nv_tileas.async_load %[[A]]{{.*}} {barrier = 229376 : i64, cta_pair, dim_map = array<i64: 0, 1>, offset = 0 : i64, padding = 0.000000e+00 : f16, stage_bytes = 16384 : i64, swizzle = "umma_k_major", tile = tensor<128x64xf16
// CHECK: %[[HALF:.*]] = arith.muli %{{.*}}, %c128_i64{{.*}} : i64
// CHECK-NEXT: %[[COL:.*]] = arith.addi %{{.*}}, %[[HALF]] : i64
// CHECK-NEXT: nv_tileas.async_load %[[B]][%{{.*}}, %[[COL]]] {{.*}} {barrier = 229376 : i64, cta_pair, dim_map = array<i64: 0, 1>, offset = 114688 : i64, padding = 0.000000e+00 : f16, stage_bytes = 16384 : i64, swizzle = "umma_n_major", tile = tensor<64x128xf16
// CHECK: nv_tileas.cluster_barrier{{$}}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 229376 : i64, count = 14 : i64}
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = 229376 : i64, cta_pair, thread = 32 : i64}
// CHECK: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64, swizzle = "umma_k_major"}
// CHECK: nv_tileas.buffer_read stage %{{.*}} {cta_pair, dim_map = array<i64: 0, 1>, offset = 114688 : i64, stage_bytes = 16384 : i64, swizzle = "umma_n_major"} : tensor<64x256xf16
// CHECK: nv_tileaa.dot {{.*}} {nv_tileas.commit_barrier = 229432 : i64, nv_tileas.cta_pair, nv_tileas.mma_thread = 32 : i64}
// CHECK: nv_tileas.async_load %[[A]]{{.*}} {async_reads, barrier = 229376 : i64, cta_pair,
// CHECK: nv_tileas.async_load %[[B]]{{.*}} {async_reads, barrier = 229376 : i64, cta_pair,{{.*}}tile = tensor<64x128xf16

// CHECK-LABEL: func.func @b_follows_x(
// CHECK: nv_tileas.mbarrier_init {barrier = 196608 : i64, count = 8 : i64}
// CHECK-NOT: cta_pair
// CHECK-NOT: cluster_barrier
// CHECK: return

#acc = #nv_tileas.tv<(128, 2):(256, 128), (128):(1)>
#opa = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
#opb = #nv_tileas.tv<(256):(8), (8, 8):(1, 2048)>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @pair(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 49152 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c256_i64 = arith.constant 256 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c0_i32 = arith.constant 0 : i32
  %m64 = arith.extsi %m : i32 to i64
  %k64 = arith.extsi %k : i32 to i64
  %n64 = arith.extsi %n : i32 to i64
  %lda64 = arith.extsi %lda : i32 to i64
  %ldb64 = arith.extsi %ldb : i32 to i64
  %ldc64 = arith.extsi %ldc : i32 to i64
  %a = nv_tileaa.make_memref %pa, sizes[%m64, %k64], strides[%lda64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %b = nv_tileaa.make_memref %pb, sizes[%k64, %n64], strides[%ldb64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %c = nv_tileaa.make_memref %pc, sizes[%m64, %n64], strides[%ldc64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %px = nv_tileaa.get_program_id 0
  %tile = arith.divsi %px, %c2_i32 : i32
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x256xf32, #acc>)
^head(%i: i32, %acc: tensor<128x256xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x256xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #opa>
  %t = arith.extsi %tile : i32 to i64
  %col = arith.muli %t, %c256_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x256xf16, #opb>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #opa>, tensor<64x256xf16, #opb>, tensor<128x256xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x256xf32, #acc>)
^exit(%r: tensor<128x256xf32, #acc>):
  %h = arith.truncf %r : tensor<128x256xf32, #acc> to tensor<128x256xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %t2 = arith.extsi %tile : i32 to i64
  %col2 = arith.muli %t2, %c256_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x256xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

#acc = #nv_tileas.tv<(128, 2):(256, 128), (128):(1)>
#opa = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
#opb = #nv_tileas.tv<(256):(8), (8, 8):(1, 2048)>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @b_follows_x(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 49152 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c256_i64 = arith.constant 256 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c0_i32 = arith.constant 0 : i32
  %m64 = arith.extsi %m : i32 to i64
  %k64 = arith.extsi %k : i32 to i64
  %n64 = arith.extsi %n : i32 to i64
  %lda64 = arith.extsi %lda : i32 to i64
  %ldb64 = arith.extsi %ldb : i32 to i64
  %ldc64 = arith.extsi %ldc : i32 to i64
  %a = nv_tileaa.make_memref %pa, sizes[%m64, %k64], strides[%lda64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %b = nv_tileaa.make_memref %pb, sizes[%k64, %n64], strides[%ldb64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %c = nv_tileaa.make_memref %pc, sizes[%m64, %n64], strides[%ldc64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %px = nv_tileaa.get_program_id 0
  %tile = arith.divsi %px, %c2_i32 : i32
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x256xf32, #acc>)
^head(%i: i32, %acc: tensor<128x256xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x256xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #opa>
  %t = arith.extsi %px : i32 to i64
  %col = arith.muli %t, %c256_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x256xf16, #opb>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #opa>, tensor<64x256xf16, #opb>, tensor<128x256xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x256xf32, #acc>)
^exit(%r: tensor<128x256xf32, #acc>):
  %h = arith.truncf %r : tensor<128x256xf32, #acc> to tensor<128x256xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %t2 = arith.extsi %tile : i32 to i64
  %col2 = arith.muli %t2, %c256_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x256xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}
