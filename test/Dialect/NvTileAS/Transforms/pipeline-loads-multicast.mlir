// TMA multicast of a warp-specialized K loop's shared operand on a CTA
// cluster (tileas-pipeline-loads, pipeline_loads/multicast.rs): in a kernel
// with `nv_tileas.cluster_ctas = 2` a copy whose coordinates are the same in
// both CTAs of a cluster (B: the y program id, or the x one divided by a
// multiple of 2) becomes a multicast copy; A, whose rows follow the x
// program id, stays the CTA's own. The empty mbarriers then expect one
// arrival a compute warp from each CTA (8 warps x 2), every compute warp
// hands stages back to both CTAs (`cluster = 2`), and the cluster meets at
// a barrier after the initialisation, before the invalidation (the compute
// threads) and as the producer returns (arrive only; the producer
// warpgroup's other threads arrive as they exit: `cluster_arrive`). B's
// column divided by 3 differs between the two CTAs, and a trip count that
// follows the x program id differs too (a CTA would wait for copies its peer
// never issues): nothing changes.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s

// CHECK-LABEL: func.func @by_y(
// CHECK: %[[A:.*]] = nv_tileaa.make_memref %arg0
// CHECK: %[[B:.*]] = nv_tileaa.make_memref %arg4
// CHECK: nv_tileas.mbarrier_init {barrier = 229376 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_init {arrivals = 16 : i64, barrier = 229432 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.cluster_barrier{{$}}
// CHECK-NEXT: nv_tileas.warp_specialize ^[[COMPUTE:bb[0-9]+]], ^[[PRODUCER:bb[0-9]+]] {cluster_arrive, producer_registers = 40 : i64}
// CHECK: ^[[PRODUCER]]:
// CHECK: cf.cond_br %{{.*}}, ^[[PBODY:bb[0-9]+]], ^[[PDONE:bb[0-9]+]]
// CHECK: ^[[PBODY]]:
// CHECK: nv_tileas.mbarrier_expect stage %{{.*}} if %{{.*}} {barrier = 229376 : i64, bytes = 32768 : i64}
// CHECK: nv_tileas.async_load %[[A]]{{.*}} {async_reads, barrier = 229376 : i64, dim_map = array<i64: 0, 1>, offset
// CHECK: nv_tileas.async_load %[[B]]{{.*}} {async_reads, barrier = 229376 : i64, dim_map = array<i64: 0, 1>, multicast = 2 : i64, offset
// CHECK: ^[[PDONE]]:
// CHECK-NEXT: nv_tileas.cluster_barrier {arrive_only}
// CHECK-NEXT: return
// CHECK: nv_tileas.async_wait 0(%{{.*}}) -> {{.*}} {nv_tileas.wgmma_wait = 0 : i64}
// CHECK-NEXT: nv_tileas.cluster_barrier{{$}}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 229376 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.mbarrier_inval {barrier = 229432 : i64, count = 7 : i64}
// CHECK: nv_tileas.mbarrier_arrive stage %{{.*}} if %{{.*}} {barrier = 229432 : i64, cluster = 2 : i64}

// CHECK-LABEL: func.func @by_x_quotient(
// CHECK: nv_tileas.mbarrier_init {arrivals = 16 : i64, barrier = 229432 : i64, count = 7 : i64}
// CHECK: nv_tileas.async_load %{{.*}}multicast = 2 : i64

// CHECK-LABEL: func.func @by_x_third(
// CHECK: nv_tileas.mbarrier_init {arrivals = 256 : i64, barrier = 229432 : i64, count = 7 : i64}
// CHECK-NOT: cluster_barrier
// CHECK-NEXT: nv_tileas.warp_specialize ^{{.*}} {producer_registers = 40 : i64}
// CHECK-NOT: multicast
// CHECK-NOT: cluster
// CHECK: return

// CHECK-LABEL: func.func @bound_by_x(
// CHECK: nv_tileas.mbarrier_init {arrivals = 256 : i64, barrier = 229432 : i64, count = 7 : i64}
// CHECK-NEXT: nv_tileas.warp_specialize ^{{.*}} {producer_registers = 40 : i64}
// CHECK-NOT: multicast
// CHECK-NOT: cluster
// CHECK: return

#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @by_y(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
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
  %py = nv_tileaa.get_program_id 1
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x128xf32, #acc>)
^head(%i: i32, %acc: tensor<128x128xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #op>
  %y = arith.extsi %py : i32 to i64
  %col = arith.muli %y, %c128_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x128xf16, #op>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #op>, tensor<64x128xf16, #op>, tensor<128x128xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x128xf32, #acc>)
^exit(%r: tensor<128x128xf32, #acc>):
  %h = arith.truncf %r : tensor<128x128xf32, #acc> to tensor<128x128xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %y2 = arith.extsi %py : i32 to i64
  %col2 = arith.muli %y2, %c128_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @by_x_quotient(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
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
  %py = nv_tileaa.get_program_id 1
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x128xf32, #acc>)
^head(%i: i32, %acc: tensor<128x128xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #op>
  %c2_i32 = arith.constant 2 : i32
  %q = arith.divsi %px, %c2_i32 : i32
  %y = arith.extsi %q : i32 to i64
  %col = arith.muli %y, %c128_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x128xf16, #op>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #op>, tensor<64x128xf16, #op>, tensor<128x128xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x128xf32, #acc>)
^exit(%r: tensor<128x128xf32, #acc>):
  %h = arith.truncf %r : tensor<128x128xf32, #acc> to tensor<128x128xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %y2 = arith.extsi %py : i32 to i64
  %col2 = arith.muli %y2, %c128_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @by_x_third(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
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
  %py = nv_tileaa.get_program_id 1
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x128xf32, #acc>)
^head(%i: i32, %acc: tensor<128x128xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #op>
  %c3_i32 = arith.constant 3 : i32
  %q = arith.divsi %px, %c3_i32 : i32
  %y = arith.extsi %q : i32 to i64
  %col = arith.muli %y, %c128_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x128xf16, #op>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #op>, tensor<64x128xf16, #op>, tensor<128x128xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x128xf32, #acc>)
^exit(%r: tensor<128x128xf32, #acc>):
  %h = arith.truncf %r : tensor<128x128xf32, #acc> to tensor<128x128xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %y2 = arith.extsi %py : i32 to i64
  %col2 = arith.muli %y2, %c128_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}

// -----

#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @bound_by_x(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
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
  %py = nv_tileaa.get_program_id 1
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %kt32 = arith.trunci %kt : i64 to i32
  %ktiles = arith.subi %kt32, %px : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x128xf32, #acc>)
^head(%i: i32, %acc: tensor<128x128xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #op>
  %y = arith.extsi %py : i32 to i64
  %col = arith.muli %y, %c128_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x128xf16, #op>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #op>, tensor<64x128xf16, #op>, tensor<128x128xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x128xf32, #acc>)
^exit(%r: tensor<128x128xf32, #acc>):
  %h = arith.truncf %r : tensor<128x128xf32, #acc> to tensor<128x128xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %y2 = arith.extsi %py : i32 to i64
  %col2 = arith.muli %y2, %c128_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}
