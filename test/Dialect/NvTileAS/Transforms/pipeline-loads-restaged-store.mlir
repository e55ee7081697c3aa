// Before TMA (sm_80-sm_89), a weak tile store of an mma.sync accumulator
// (the C fragment: two elements a thread and row, 4 bytes of f16) goes
// through a stage at the start of the ring region, as NVIDIA's tileiras
// stages its epilogues (tileas-pipeline-loads, `restaged_stores`): after the
// K loop, async_wait 0 (no ring copy in flight, every thread done with the
// rings), buffer_write of the fragments, a CTA barrier, buffer_read in the
// blocked layout of 8 f16 a run, and the store then writes 16 bytes at a
// time (what the memref's div_by facts allow; 4 bytes before). Where the
// facts prove no wider store (@unaligned: no div_by on C), the store stays.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @restaged
// CHECK-SAME: nv_tileas.pipeline_bytes = 147456 : i64
// CHECK: nv_tileaa.dot
// CHECK: ^bb{{[0-9]+}}(%[[ACC:.*]]: tensor<128x64xf32, #nv_tileas.tv<[[FRAG:.*]]>>):
// CHECK: %[[H:.*]] = arith.truncf %[[ACC]] : tensor<128x64xf32, #nv_tileas.tv<[[FRAG]]>> to tensor<128x64xf16, #nv_tileas.tv<[[FRAG]]>>
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK-NEXT: nv_tileas.buffer_write %[[H]] stage %[[Z]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64} : tensor<128x64xf16, #nv_tileas.tv<[[FRAG]]>>
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK-NEXT: %[[R:.*]] = nv_tileas.buffer_read stage %[[Z]] {dim_map = array<i64: 0, 1>, offset = 0 : i64, stage_bytes = 16384 : i64} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>
// CHECK-NEXT: nv_tileas.tiled_store %[[R]], %{{.*}}[%{{.*}}, %{{.*}}] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x64xf16, #nv_tileas.tv<(128):(8), (8, 8):(1, 1024)>>

// The global stores: 16 bytes each (eight a thread), none narrower.
// LLVM-LABEL: llvm.func @restaged(
// LLVM-NOT: llvm.store {{.*}} : vector<2xf16>, !llvm.ptr<1>
// LLVM-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
// LLVM-NOT: llvm.store {{.*}}, !llvm.ptr<1>
// LLVM: llvm.return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @restaged(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %h = arith.truncf %res : tensor<128x64xf32> to tensor<128x64xf16>
    %t3 = "nv_tileaa.tiled_store"(%mc, %h, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, tensor<128x64xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: func.func @unaligned
// CHECK-NOT: nv_tileas.buffer_write
// CHECK: arith.truncf
// CHECK-NEXT: nv_tileas.tiled_store
// LLVM-LABEL: llvm.func @unaligned(
// LLVM-NOT: vector<8xf16>, !llvm.ptr<1>
// LLVM: llvm.return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @unaligned(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 64, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %h = arith.truncf %res : tensor<128x64xf32> to tensor<128x64xf16>
    %t3 = "nv_tileaa.tiled_store"(%mc, %h, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, tensor<128x64xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
