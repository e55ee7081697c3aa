// A broadcast along one dimension of a tile computed from element indices
// alone (column numbers j + range(64), widened to i64, as fused_moe's K loop
// computes its gather's columns each step): tileas-assign-layouts gives the
// range and the splat the slice of the broadcast result's layout (each
// thread holds the eight columns its slots of the 64x64 tile need, replicated
// over the rows), the chain keeps it, and the broadcast becomes a renaming of
// registers: no shared scratch traffic, no barrier. Before, the chain had
// its shape's default layout (element t of the 64 in thread t) and the
// broadcast went through shared memory between two CTA barriers.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT-LABEL: func.func @gather_cols
// LAYOUT-NOT: nv_tileas.convert_layout
// LAYOUT: nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(8, 16):(8, 0), (8):(1)>>
// LAYOUT-NEXT: nv_tileaa.splat %arg2 : i32 -> tensor<64xi32, #nv_tileas.tv<(8, 16):(8, 0), (8):(1)>>
// LAYOUT-NEXT: arith.addi {{.*}} : tensor<64xi32, #nv_tileas.tv<(8, 16):(8, 0), (8):(1)>>
// LAYOUT-NEXT: arith.extsi {{.*}} to tensor<64xi64, #nv_tileas.tv<(8, 16):(8, 0), (8):(1)>>
// LAYOUT-NEXT: nv_tileaa.view {{.*}} -> tensor<1x64xi64, #nv_tileas.tv<(8, 16):(8, 0), (8):(1)>>
// LAYOUT-NEXT: nv_tileaa.broadcast {{.*}} -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// LAYOUT-NOT: nv_tileas.convert_layout
// LAYOUT: return

// CHECK-LABEL: llvm.func @gather_cols(
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK-NOT: llvm.store %{{.*}}, %{{.*}} : {{.*}}, !llvm.ptr<3>
// CHECK: llvm.return
module {
  func.func @gather_cols(%p: !nv_tileaa.ptr<f16>, %q: !nv_tileaa.ptr<f16>, %j: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %o = "nv_tileaa.make_memref"(%q, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %cols = "nv_tileaa.make_range"() : () -> tensor<64xi32>
    %sj = "nv_tileaa.splat"(%j) : (i32) -> tensor<64xi32>
    %cj = arith.addi %sj, %cols : tensor<64xi32>
    %cw = arith.extsi %cj : tensor<64xi32> to tensor<64xi64>
    %c2 = "nv_tileaa.view"(%cw) : (tensor<64xi64>) -> tensor<1x64xi64>
    %cb = "nv_tileaa.broadcast"(%c2) : (tensor<1x64xi64>) -> tensor<64x64xi64>
    %base = "nv_tileaa.splat"(%p) : (!nv_tileaa.ptr<f16>) -> tensor<64x64x!nv_tileaa.ptr<f16>>
    %ptrs = "nv_tileaa.addptr"(%base, %cb) : (tensor<64x64x!nv_tileaa.ptr<f16>>, tensor<64x64xi64>) -> tensor<64x64x!nv_tileaa.ptr<f16>>
    %v, %t1 = "nv_tileaa.load"(%ptrs) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, sem = "weak"} : (tensor<64x64x!nv_tileaa.ptr<f16>>) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %st = "nv_tileaa.tiled_store"(%o, %v, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, tensor<64x64xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
