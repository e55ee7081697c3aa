// A SIMT dot (f32: no tensor-core plan) whose A and B are ring stages of a
// pipelined K loop reads them where the copies put them: no staging
// stores, no barriers of its own, one K loop of loads from the stages and
// fmas. At sm_100 the stages are TMA boxes (B in 8-row boxes cut into
// 128-byte blocks: `block_bytes`), at sm_80 cp.async chunks. The loop's
// only barrier is the top wait's (it frees the stage the copies S-1 ahead
// overwrite). Such a dot needs no scratch (smem_bytes 0; 8 KiB when it
// stages). A store between the reads and the dot (it could write the
// stages) keeps the staging (@kloop_store).
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s

// PIPE-LABEL: func.func @kloop(
// PIPE-SAME: nv_tileas.smem_bytes = 0 : i64
// PIPE: nv_tileas.mbarrier_wait
// PIPE-NEXT: nv_tileas.buffer_read stage %{{.*}} {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 4096 : i64} : tensor<64x16xf32
// PIPE-NEXT: nv_tileas.buffer_read stage %{{.*}} {block_bytes = 128 : i64, dim_map = array<i64: 0, 1>, offset = {{[0-9]+}} : i64, stage_bytes = 4096 : i64} : tensor<16x64xf32
// PIPE-NEXT: nv_tileaa.dot

// CHECK-LABEL: llvm.func @kloop(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32,
// CHECK-NEXT: arith.constant
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK: math.fma
// CHECK-NOT: nvvm.barrier0
// CHECK: scf.yield
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: cf.br ^
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @kloop(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c16 = arith.constant 16 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
  ^header(%k: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<64x64xf32>)
  ^body:
    %koff = arith.muli %k, %c16 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<64x16xf32>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<16x64xf32>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
  ^exit(%res: tensor<64x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// PIPE-LABEL: func.func @kloop80(
// PIPE-SAME: nv_tileas.smem_bytes = 0 : i64
// PIPE: nv_tileas.buffer_read
// PIPE-NEXT: nv_tileas.buffer_read
// PIPE-NEXT: nv_tileaa.dot

// CHECK-LABEL: llvm.func @kloop80(
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: scf.for
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK: math.fma
// CHECK: scf.yield
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: cf.br ^
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @kloop80(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c16 = arith.constant 16 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
  ^header(%k: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<64x64xf32>)
  ^body:
    %koff = arith.muli %k, %c16 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<64x16xf32>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<16x64xf32>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
  ^exit(%res: tensor<64x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// PIPE-LABEL: func.func @kloop_store(
// PIPE-SAME: nv_tileas.smem_bytes = 8192 : i64

// CHECK-LABEL: llvm.func @kloop_store(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK: nvvm.barrier0
// CHECK: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @kloop_store(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c16 = arith.constant 16 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
  ^header(%k: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<64x64xf32>)
  ^body:
    %koff = arith.muli %k, %c16 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<64x16xf32>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> (tensor<16x64xf32>, !nv_tileaa.mem_token)
    %t4 = "nv_tileaa.tiled_store"(%mc, %acc, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
  ^exit(%res: tensor<64x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
