// nv_tileaa.dot on tensor cores (nv_tileas.compute_capability set, as the
// tileiras driver does from --gpu-name): f16 x f16 -> f32 with mma.sync
// m16n8k16. 64x64x32 over 4 warps: 2x2 warps of 32x32, each 2 (M) x 4 (N)
// atoms per K block of 16, 2 K blocks: 16 MMAs per thread. The accumulator
// gets C's fragment layout; A and B keep their 16-byte-run layouts and are
// staged through the shared scratch (whole tiles: 8 KiB), then read with
// ldmatrix (A) and ldmatrix.trans (B, row-major K x N).
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt %s -tileas-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// LAYOUT: func.func @mm{{.*}}nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64
// LAYOUT: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf16, #nv_tileas.tv<(128):(8), (8, 2):(1, 1024)>>, tensor<32x64xf16, #nv_tileas.tv<(128):(8), (8, 2):(1, 1024)>>, tensor<64x64xf32, #nv_tileas.tv<(4, 8, 2, 2):(2, 64, 32, 2048), (2, 2, 4, 2):(1, 512, 8, 1024)>>
// LAYOUT-NOT: convert_layout

// CHECK-LABEL: llvm.func @mm(
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"(%{{.*}}) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16"(%{{.*}}) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"(%{{.*}}) : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-15: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.mma
// CHECK: nvvm.barrier0
// CHECK-NOT: math.fma
// CHECK: llvm.return

// LLVM-COUNT-16: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"

module attributes {nv_tileas.compute_capability = 80 : i64} {
  func.func @mm(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x32xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x32xf16>, i64, i64) -> (tensor<64x32xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf16>, i64, i64) -> (tensor<32x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
