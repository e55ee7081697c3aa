// Two mma.sync dots chained through C (attention's S = Q·Kᵀ, then P·V with
// P computed from S elementwise): both tile with every warp along M
// (MmaPlan::rows_only), so S's fragment layout is exactly the A fragment
// layout of the second dot. P keeps S's layout through exp2 and truncf (no
// conversion), and the second dot takes A straight from registers: only V
// is staged for it (8 KiB; the scratch is the first dot's A and B, 16 KiB).
// 64x64 tiles over 4 warps: each warp 16 rows; threads (4, 8, 4):(2, 64,
// 1024) are 4 lanes along a row (pairs), 8 lanes down, 4 warps of 16 rows;
// values (2, 2, 8):(1, 512, 8) the pair, row + 8, 8 column blocks.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT: func.func @chain{{.*}}nv_tileas.smem_bytes = 16384 : i64
// LAYOUT: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, {{.*}}>, tensor<64x64xf16, {{.*}}>, tensor<64x64xf32, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>
// LAYOUT: math.exp2 %{{.*}} : tensor<64x64xf32, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>
// LAYOUT: arith.truncf {{.*}} to tensor<64x64xf16, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>
// LAYOUT: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>
// LAYOUT-NOT: convert_layout

// The first dot stages Q (16-byte runs) and Kᵀ, whose transposed load keeps
// runs of 8 consecutive K a thread: staged N x K, 16 bytes a store (not one
// 2-byte store an element), and read with `ldmatrix` without `.trans`. The
// second stages V only, reads B with ldmatrix.trans, and no A.
// CHECK-LABEL: llvm.func @chain(
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: llvm.store {{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.trans.b16
// CHECK-COUNT-32: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store {{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.b16
// CHECK: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16"
// CHECK-NOT: ldmatrix.sync.aligned.m8n8.x4.b16
// CHECK-COUNT-32: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"{{.*}}(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32)
// CHECK-NOT: llvm.nvvm.mma
// CHECK: llvm.return

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @chain(%pq: !nv_tileaa.ptr<f16>, %pk: !nv_tileaa.ptr<f16>, %pv: !nv_tileaa.ptr<f16>, %po: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %mq = "nv_tileaa.make_memref"(%pq, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mk = "nv_tileaa.make_memref"(%pk, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mv = "nv_tileaa.make_memref"(%pv, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mo = "nv_tileaa.make_memref"(%po, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %q, %t1 = "nv_tileaa.tiled_load"(%mq, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %kt, %t2 = "nv_tileaa.tiled_load"(%mk, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %v, %t3 = "nv_tileaa.tiled_load"(%mv, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = "nv_tileaa.dot"(%q, %kt, %zero) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %e = math.exp2 %s : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xf16>
    %o = "nv_tileaa.dot"(%p, %v, %zero) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %t4 = "nv_tileaa.tiled_store"(%mo, %o, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
