// Which tcgen05 K loops run their MMAs asynchronously (tileas-pipeline-loads,
// docs/nv_tileas.md): only one whose only dot reads both operands in place
// from its stages and carries its accumulator in tensor memory, untouched in
// the loop. A loop that rescales the accumulator before the dot (attention's
// update) reads the MMAs' result in every iteration: it keeps the
// synchronous form (no consumed barriers, no `nv_tileas.commit_barrier`, the
// copies ahead issued before the wait for the stage). A loop with two dots
// keeps it too.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s

// CHECK-LABEL: func.func @rescaled
// CHECK: nv_tileas.mbarrier_init {barrier = [[FULL:[0-9]+]] : i64, count = [[S:[0-9]+]] : i64}
// CHECK-NOT: mbarrier_init
// CHECK: nv_tileas.async_wait
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: nv_tileas.mbarrier_expect
// CHECK: nv_tileas.mbarrier_wait stage %{{.*}} parity %{{.*}} {barrier = [[FULL]] : i64}
// CHECK-NOT: nv_tileas.mbarrier_wait
// CHECK: nv_tileaa.dot
// CHECK-NOT: commit_barrier
// CHECK-SAME: : tensor
// CHECK-NOT: nv_tileas.mbarrier_wait
// CHECK: return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @rescaled(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %half = arith.constant dense<0.5> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %scaled = arith.mulf %acc, %half : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %scaled) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: func.func @two_dots
// CHECK: nv_tileas.mbarrier_init {barrier = {{[0-9]+}} : i64, count = [[S2:[0-9]+]] : i64}
// CHECK-NOT: mbarrier_init
// CHECK-NOT: commit_barrier
// CHECK: return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @two_dots(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero, %zero : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>, %acc2: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc, %acc2 : tensor<128x64xf32>, tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %d2 = "nv_tileaa.dot"(%a, %b, %acc2) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d, %d2 : i64, tensor<128x64xf32>, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>, %res2: tensor<128x64xf32>):
    %sum = arith.addf %res, %res2 : tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %sum, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
