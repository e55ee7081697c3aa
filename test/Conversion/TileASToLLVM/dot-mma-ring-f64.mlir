// DMMA (f64 mma.sync) dots read pipelined operands in place from their
// swizzled ring stages, at every target: A K-major, B N-major, one 8-byte
// load a register at the swizzled address (no ldmatrix for 8-byte
// elements); the body stages neither (no shared-memory stores and no
// barriers of the dot's own between the stage wait and the MMAs), and the
// kernel keeps no staging scratch.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s

// PIPE-LABEL: func.func @dmma90(
// PIPE-SAME: nv_tileas.smem_bytes = 0 : i64
// PIPE: nv_tileas.buffer_read {{.*}}swizzle = "umma_k_major"
// PIPE-NOT: to_registers
// PIPE: nv_tileas.buffer_read {{.*}}swizzle = "umma_n_major"
// PIPE-NOT: to_registers
// PIPE: nv_tileaa.dot

// CHECK-LABEL: llvm.func @dmma90(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f64
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m8n8k4.row.col.f64"
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @dmma90(%pa: !nv_tileaa.ptr<f64>, %pb: !nv_tileaa.ptr<f64>, %pc: !nv_tileaa.ptr<f64>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c32, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f64>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf64>
    %kb = arith.muli %nk, %c16 : i64
    %mb = "nv_tileaa.make_memref"(%pb, %kb, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f64>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf64>
    %mc = "nv_tileaa.make_memref"(%pc, %c32, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f64>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x32xf64>
    %zero = arith.constant dense<0.0> : tensor<32x32xf64>
    cf.br ^header(%c0, %zero : i64, tensor<32x32xf64>)
  ^header(%k: i64, %acc: tensor<32x32xf64>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<32x32xf64>)
  ^body:
    %koff = arith.muli %k, %c16 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf64>, i64, i64) -> (tensor<32x16xf64>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf64>, i64, i64) -> (tensor<16x32xf64>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<32x16xf64>, tensor<16x32xf64>, tensor<32x32xf64>) -> tensor<32x32xf64>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<32x32xf64>)
  ^exit(%res: tensor<32x32xf64>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x32xf64>, tensor<32x32xf64>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}



// -----

// PIPE-LABEL: func.func @dmma80(
// PIPE-SAME: nv_tileas.smem_bytes = 0 : i64
// PIPE: nv_tileas.buffer_read {{.*}}swizzle = "umma_k_major"
// PIPE-NOT: to_registers
// PIPE: nv_tileas.buffer_read {{.*}}swizzle = "umma_n_major"
// PIPE-NOT: to_registers
// PIPE: nv_tileaa.dot

// CHECK-LABEL: llvm.func @dmma80(
// CHECK: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f64
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m8n8k4.row.col.f64"
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @dmma80(%pa: !nv_tileaa.ptr<f64>, %pb: !nv_tileaa.ptr<f64>, %pc: !nv_tileaa.ptr<f64>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c32, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f64>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf64>
    %kb = arith.muli %nk, %c16 : i64
    %mb = "nv_tileaa.make_memref"(%pb, %kb, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f64>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf64>
    %mc = "nv_tileaa.make_memref"(%pc, %c32, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f64>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x32xf64>
    %zero = arith.constant dense<0.0> : tensor<32x32xf64>
    cf.br ^header(%c0, %zero : i64, tensor<32x32xf64>)
  ^header(%k: i64, %acc: tensor<32x32xf64>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<32x32xf64>)
  ^body:
    %koff = arith.muli %k, %c16 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf64>, i64, i64) -> (tensor<32x16xf64>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf64>, i64, i64) -> (tensor<16x32xf64>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<32x16xf64>, tensor<16x32xf64>, tensor<32x32xf64>) -> tensor<32x32xf64>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<32x32xf64>)
  ^exit(%res: tensor<32x32xf64>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x32xf64>, tensor<32x32xf64>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}


