// A tiled load whose memory is contiguous along another tile dimension than
// the last (dim_map [1, 0]: a 64x128 tile read from a 128x64 row-major
// memref, as attention's K^T): tileas-assign-layouts gives it runs of 8
// along tile dimension 0 (TvLayout::blocked_along: thread t's run starts at
// row 8 (t mod 8), column t div 8), and the lowering loads each run with one
// 16-byte access (8 per thread; a masked load whose mask is the run's
// in-bounds predicate) instead of one element at a time.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT: nv_tileas.tiled_load {{.*}} {dim_map = array<i64: 1, 0>, {{.*}} -> tensor<64x128xf16, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>
// CHECK-LABEL: llvm.func @kt(
// CHECK-COUNT-8: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<8xi1>, vector<8xf16>) -> vector<8xf16>
// CHECK-NOT: !llvm.ptr<1> -> f16
// CHECK: llvm.return
module {
  func.func @kt(%p: !nv_tileaa.ptr<f16>, %q: !nv_tileaa.ptr<f16>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %m = "nv_tileaa.make_memref"(%p, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %o = "nv_tileaa.make_memref"(%q, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf16>
    %t, %tok = "nv_tileaa.tiled_load"(%m, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<64x128xf16>, !nv_tileaa.mem_token)
    %s = "nv_tileaa.tiled_store"(%o, %t, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf16>, tensor<64x128xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
