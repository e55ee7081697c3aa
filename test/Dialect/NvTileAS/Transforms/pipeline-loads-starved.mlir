// At sm_120 an mma.sync dot whose accumulator alone takes every register
// of its threads (256x256 f32 over 256 threads: 256 each) gets no staged
// operands, as NVIDIA's tileiras compiles matmul_f16_swizzle_2cta there:
// its loads stay direct, in the loop and outside it. At sm_80 the same
// loop keeps its cp.async rings (as NVIDIA's does).
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s

// CHECK-LABEL: func.func @starved
// CHECK-SAME: nv_tileas.num_threads = 256 : i32
// CHECK-NOT: nv_tileas.async_load
// CHECK-NOT: nv_tileas.pipeline_bytes
// CHECK: nv_tileas.tiled_load
// CHECK: nv_tileas.tiled_load
// CHECK: nv_tileaa.dot
module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {
  func.func @starved(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c256 = arith.constant 256 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c256, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c256, %c256, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c256, %c256, %c256, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<256x256xf32>
    %zero = arith.constant dense<0.0> : tensor<256x256xf32>
    cf.br ^header(%c0, %zero : i64, tensor<256x256xf32>)
  ^header(%k: i64, %acc: tensor<256x256xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<256x256xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<256x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x256xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<256x64xf16>, tensor<64x256xf16>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<256x256xf32>)
  ^exit(%res: tensor<256x256xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<256x256xf32>, tensor<256x256xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: func.func @starved_sm80
// CHECK: nv_tileas.async_load
// CHECK: nv_tileas.async_commit
// CHECK: nv_tileas.buffer_read
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @starved_sm80(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c256 = arith.constant 256 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c256, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c256, %c256, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c256, %c256, %c256, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<256x256xf32>
    %zero = arith.constant dense<0.0> : tensor<256x256xf32>
    cf.br ^header(%c0, %zero : i64, tensor<256x256xf32>)
  ^header(%k: i64, %acc: tensor<256x256xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<256x256xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<256x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x256xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<256x64xf16>, tensor<64x256xf16>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<256x256xf32>)
  ^exit(%res: tensor<256x256xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<256x256xf32>, tensor<256x256xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
