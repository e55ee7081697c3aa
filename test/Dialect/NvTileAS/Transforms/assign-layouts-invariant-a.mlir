// tileas-assign-layouts and the scratch for an mma.sync A loaded before
// the loop its dots run in (`nv_tileas::mma::invariant_a`).
// @invariant_q: attention's shape (S = Q·Kᵀ, P = exp2(S), O += P·V), Q
// loaded in the entry block. Both dots tile with every warp along M, and Q
// is loaded straight into their A fragment layout: neither dot stages A,
// the scratch is one B (8 KiB).
// @invariant_a_split_n: one dot, not chained, whose tiling splits N over
// two warps: its A fragment layout would hold A twice (a replica per warp
// along N), so A keeps its blocked load layout and is staged (16 KiB: A
// and B).
// RUN: tileas-opt %s -split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s

// CHECK-LABEL: func.func @invariant_q
// CHECK-SAME: nv_tileas.smem_bytes = 8192 : i64
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<64x64xf16, #nv_tileas.tv<[[FRAG:\(4, 8, 4\):\(2, 64, 1024\), \(2, 2, 8\):\(1, 512, 8\)]]>>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #nv_tileas.tv<[[FRAG]]>>,
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #nv_tileas.tv<[[FRAG]]>>,
// CHECK-NOT: convert_layout

// CHECK-LABEL: func.func @invariant_a_split_n
// CHECK-SAME: nv_tileas.smem_bytes = 16384 : i64
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, {{.*}}, tensor<64x64xf32, #nv_tileas.tv<(4, 8, 2, 2):(2, 64, 32, 2048), (2, 2, 4, 2):(1, 512, 8, 1024)>>

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @invariant_q(%pq: !nv_tileaa.ptr<f16>, %pk: !nv_tileaa.ptr<f16>, %pv: !nv_tileaa.ptr<f16>, %po: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c4096 = arith.constant 4096 : i64
    %mq = "nv_tileaa.make_memref"(%pq, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mk = "nv_tileaa.make_memref"(%pk, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mv = "nv_tileaa.make_memref"(%pv, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mo = "nv_tileaa.make_memref"(%po, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %q, %t1 = "nv_tileaa.tiled_load"(%mq, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^loop(%c0, %zero : i64, tensor<64x64xf32>)
  ^loop(%i: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %i, %n : i64
    cf.cond_br %more, ^body, ^done(%acc : tensor<64x64xf32>)
  ^body:
    %row = arith.muli %i, %c64 : i64
    %kt, %t2 = "nv_tileaa.tiled_load"(%mk, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %v, %t3 = "nv_tileaa.tiled_load"(%mv, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %s = "nv_tileaa.dot"(%q, %kt, %zero) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %e = math.exp2 %s : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xf16>
    %o = "nv_tileaa.dot"(%p, %v, %acc) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %i, %c1 : i64
    cf.br ^loop(%next, %o : i64, tensor<64x64xf32>)
  ^done(%res: tensor<64x64xf32>):
    %t4 = "nv_tileaa.tiled_store"(%mo, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @invariant_a_split_n(%pq: !nv_tileaa.ptr<f16>, %pv: !nv_tileaa.ptr<f16>, %po: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c4096 = arith.constant 4096 : i64
    %mq = "nv_tileaa.make_memref"(%pq, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mv = "nv_tileaa.make_memref"(%pv, %c4096, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<4096x64xf16>
    %mo = "nv_tileaa.make_memref"(%po, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %q, %t1 = "nv_tileaa.tiled_load"(%mq, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    cf.br ^loop(%c0, %zero : i64, tensor<64x64xf32>)
  ^loop(%i: i64, %acc: tensor<64x64xf32>):
    %more = arith.cmpi slt, %i, %n : i64
    cf.cond_br %more, ^body, ^done(%acc : tensor<64x64xf32>)
  ^body:
    %row = arith.muli %i, %c64 : i64
    %v, %t3 = "nv_tileaa.tiled_load"(%mv, %row, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<4096x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %o = "nv_tileaa.dot"(%q, %v, %acc) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %i, %c1 : i64
    cf.br ^loop(%next, %o : i64, tensor<64x64xf32>)
  ^done(%res: tensor<64x64xf32>):
    %t4 = "nv_tileaa.tiled_store"(%mo, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
