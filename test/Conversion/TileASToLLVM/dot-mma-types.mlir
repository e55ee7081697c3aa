// Tensor-core dots of the other element types. int8 (m16n8k32): B is
// staged transposed (N x K, one byte per store) so its registers, which run
// along K, are read with ldmatrix (no .trans) like A's. fp8 at sm_90 in a
// 32-row tile (too small for wgmma; sm_90 has no native fp8 mma.sync): the
// elements are converted to f16 in pairs while staged and run on the f16
// atom; at sm_120 the fp8 atom itself.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=QUADS

// CHECK-LABEL: llvm.func @mm_i8(
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.trans
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.s8"(%{{.*}}) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mm_i8(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi8>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi8>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xi32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi8>, i64, i64) -> (tensor<64x64xi8>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi8>, i64, i64) -> (tensor<64x64xi8>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0> : tensor<64x64xi32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xi32>, tensor<64x64xi32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// fp8 at sm_90 with a tile too small for a warpgroup MMA (M 32 < 64): the
// mma.sync fallback, fp8 converted to f16 while staged.
// CHECK-LABEL: llvm.func @mm_f8_sm90(
// CHECK: llvm.call_intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"(%{{.*}}) : (i16) -> vector<2xf16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
// CHECK-NOT: e4m3.e4m3
module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @mm_f8_sm90(%pa: !nv_tileaa.ptr<f8E4M3FN>, %pb: !nv_tileaa.ptr<f8E4M3FN>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c32 = arith.constant 32 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf8E4M3FN>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf8E4M3FN>
    %mc = "nv_tileaa.make_memref"(%pc, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf8E4M3FN>, i64, i64) -> (tensor<32x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf8E4M3FN>, i64, i64) -> (tensor<64x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<32x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<32x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf32>, tensor<32x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @mm_f8_sm120(
// CHECK-NOT: e4m3x2.to.f16x2
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"
module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @mm_f8_sm120(%pa: !nv_tileaa.ptr<f8E4M3FN>, %pb: !nv_tileaa.ptr<f8E4M3FN>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf8E4M3FN>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf8E4M3FN>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf8E4M3FN>, i64, i64) -> (tensor<64x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf8E4M3FN>, i64, i64) -> (tensor<64x64xf8E4M3FN>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// A B tile big enough for a block of 16 bytes by four K rows per thread
// (128x128 int8, 256 threads; 32x128 tf32): the B load takes that layout
// (runs of 16 bytes along N, four consecutive rows; still 16-byte loads),
// and the transposed staging stores each column's four K values at once: a
// 4-byte vector of int8 (element j = row j), a 16-byte vector of tf32,
// instead of one store per element.
// QUADS-LABEL: func.func @mm_i8_quads(
// QUADS: nv_tileas.tiled_load {{.*}} -> tensor<128x128xi8, #nv_tileas.tv<(8, 32):(16, 512), (16, 4):(1, 128)>>
// CHECK-LABEL: llvm.func @mm_i8_quads(
// CHECK-NOT: : i8, !llvm.ptr<3>
// CHECK-COUNT-16: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr<3>
// CHECK-NOT: : i8, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.s8"
module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mm_i8_quads(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xi8>
    %mb = "nv_tileaa.make_memref"(%pb, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xi8>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<i32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xi32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xi8>, i64, i64) -> (tensor<128x128xi8>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xi8>, i64, i64) -> (tensor<128x128xi8>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0> : tensor<128x128xi32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x128xi8>, tensor<128x128xi8>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xi32>, tensor<128x128xi32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// QUADS-LABEL: func.func @mm_tf32_quads(
// QUADS: nv_tileas.tiled_load {{.*}} -> tensor<32x128xf32, #nv_tileas.tv<(32, 8):(4, 512), (4, 4):(1, 128)>>
// CHECK-LABEL: llvm.func @mm_tf32_quads(
// CHECK-NOT: : f32, !llvm.ptr<3>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-NOT: : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k8.row.col.tf32"
module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mm_tf32_quads(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c128 = arith.constant 128 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x32xf32>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x128xf32>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x32xf32>, i64, i64) -> (tensor<128x32xf32>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x128xf32>, i64, i64) -> (tensor<32x128xf32>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x128xf32>
    %at = "nv_tileaa.fp_to_fp"(%a) : (tensor<128x32xf32>) -> tensor<128x32xtf32>
    %bt = "nv_tileaa.fp_to_fp"(%b) : (tensor<32x128xf32>) -> tensor<32x128xtf32>
    %d = "nv_tileaa.dot"(%at, %bt, %acc) : (tensor<128x32xtf32>, tensor<32x128xtf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, tensor<128x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
