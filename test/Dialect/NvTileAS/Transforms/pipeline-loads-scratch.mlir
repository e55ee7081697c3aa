// The kernel scratch inside the ring region (tileas-pipeline-loads,
// pipeline_loads/scratch.rs): in @after_loop nothing before or in the K loop
// uses the scratch (scalar code, the loop's loads, a dot reading both
// operands in place); the epilogue's 128 KiB layout conversion comes after
// it. So the scratch goes into the ring region past what the region holds
// after the loop (the epilogue's TMA store staging at its start, 64 KiB):
// `nv_tileas.scratch_offset = 65536`, and the rings are planned without it,
// 4 stages of 48 KiB (the region: the larger of the rings, 196672 bytes,
// and offset + scratch). In @exchange_before_loop a layout conversion
// before the loop may use the scratch while the rings are live: the scratch
// stays beside the rings, which keep 2 stages.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s

// CHECK-LABEL: func.func @after_loop(
// CHECK-SAME: nv_tileas.pipeline_bytes = 196672 : i64, nv_tileas.scratch_offset = 65536 : i64, nv_tileas.smem_bytes = 131072 : i64
// CHECK: nv_tileas.mbarrier_init {barrier = 196608 : i64, count = 8 : i64}
// CHECK: nv_tileas.async_store {{.*}} offset = 0 : i64, stage_bytes = 65536 : i64

// CHECK-LABEL: func.func @exchange_before_loop(
// CHECK-NOT: scratch_offset
// CHECK-SAME: nv_tileas.pipeline_bytes = 98336 : i64, nv_tileas.smem_bytes = 131072 : i64
// CHECK: nv_tileas.mbarrier_init {barrier = 98304 : i64, count = 4 : i64}

#acc = #nv_tileas.tv<(128, 2):(256, 128), (128):(1)>
#opa = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
#opb = #nv_tileas.tv<(256):(8), (8, 8):(1, 2048)>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @after_loop(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 131072 : i64} {
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
  %r2 = nv_tileas.convert_layout %r : tensor<128x256xf32, #acc> -> tensor<128x256xf32, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>
  %h2 = arith.truncf %r2 : tensor<128x256xf32, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>> to tensor<128x256xf16, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %t2 = arith.extsi %tile : i32 to i64
  %col2 = arith.muli %t2, %c256_i64 : i64
  nv_tileas.tiled_store %h2, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x256xf16, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>, !nv_tileaa.memref<?x?xf16>
  return
}
}


// -----
#acc = #nv_tileas.tv<(128, 2):(256, 128), (128):(1)>
#opa = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
#opb = #nv_tileas.tv<(256):(8), (8, 8):(1, 2048)>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @exchange_before_loop(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 131072 : i64} {
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
  %moved = nv_tileas.convert_layout %zero : tensor<128x256xf32, #acc> -> tensor<128x256xf32, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>
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
  %r2 = nv_tileas.convert_layout %r : tensor<128x256xf32, #acc> -> tensor<128x256xf32, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>
  %h2 = arith.truncf %r2 : tensor<128x256xf32, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>> to tensor<128x256xf16, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %t2 = arith.extsi %tile : i32 to i64
  %col2 = arith.muli %t2, %c256_i64 : i64
  nv_tileas.tiled_store %h2, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x256xf16, #nv_tileas.tv<(256):(8), (8, 16):(1, 2048)>>, !nv_tileaa.memref<?x?xf16>
  return
}
}

