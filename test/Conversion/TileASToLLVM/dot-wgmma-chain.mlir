// Two warpgroup MMAs chained through the accumulator (attention's S = Q·Kᵀ,
// then P·V with P computed from S elementwise), sm_90: S's D fragment is
// exactly the register-A fragment of the second dot
// (`WgmmaPlan::layout_a_registers`: warp w rows 16w.., lane l rows l/4 and
// l/4 + 8, columns 2(l mod 4) + {0, 1} of every 8), so P keeps S's layout
// and the second dot's `wgmma.mma_async` takes A in four 32-bit registers a
// K step (`{a0, a1, a2, a3}`; immediates scale-a, scale-b, trans-b, no
// trans-a) instead of a descriptor: only V is staged for it (8 KiB; the
// scratch is the first dot's A and B, 16 KiB).
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT: func.func @chain{{.*}}nv_tileas.smem_bytes = 16384 : i64
// LAYOUT: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : {{.*}}, tensor<64x64xf32, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>
// LAYOUT: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #nv_tileas.tv<(4, 8, 4):(2, 64, 1024), (2, 2, 8):(1, 512, 8)>>, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xf32,
// LAYOUT-NOT: convert_layout

// CHECK-LABEL: llvm.func @chain(
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{{.*}}}, $64, $65, p, 1, 1, 0, 0;
// The second dot stages V only (four 16-byte stores a thread).
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store {{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: fence.proxy.async.shared_cta
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{{.*}}}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;
// CHECK-SAME: "=f,{{.*}},r,r,r,r,l,r"
// CHECK-NOT: wgmma.mma_async
// CHECK: llvm.return

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
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
