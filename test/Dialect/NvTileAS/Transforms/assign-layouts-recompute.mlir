// A mask built from broadcasts of ranges (a causal mask: row >= column) and
// added to a tile whose layout is not its shape's default (here a
// transposed load, as attention adds its mask to the QK^T accumulator):
// tileas-assign-layouts computes the whole mask again in the load's layout
// (the broadcasts, the compare and the select are cloned with that layout)
// instead of building it in the default layout and converting it through
// shared memory. The lowering then computes each thread's row and column
// numbers from its element indices: no scratch and no barrier at all.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT-LABEL: func.func @masked
// LAYOUT-NOT: nv_tileas.convert_layout
// LAYOUT: nv_tileaa.broadcast {{.*}} -> tensor<64x128xi32, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>
// LAYOUT: nv_tileaa.broadcast {{.*}} -> tensor<64x128xi32, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>
// LAYOUT: arith.cmpi sge, {{.*}} : tensor<64x128xi32, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>
// LAYOUT: arith.select {{.*}} : tensor<64x128xi1, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>, tensor<64x128xf16, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>
// LAYOUT: arith.addf {{.*}} : tensor<64x128xf16, #nv_tileas.tv<(8, 16):(1024, 1), (8, 8):(128, 16)>>
// LAYOUT-NOT: nv_tileas.convert_layout
// LAYOUT: return

// CHECK-LABEL: llvm.func @masked(
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK-NOT: llvm.store %{{.*}}, %{{.*}} : {{.*}}, !llvm.ptr<3>
// CHECK: llvm.return
module {
  func.func @masked(%p: !nv_tileaa.ptr<f16>, %q: !nv_tileaa.ptr<f16>, %j: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %m = "nv_tileaa.make_memref"(%p, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %o = "nv_tileaa.make_memref"(%q, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xf16>
    %t, %tok = "nv_tileaa.tiled_load"(%m, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 1, 0>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<64x128xf16>, !nv_tileaa.mem_token)
    %rows = "nv_tileaa.make_range"() : () -> tensor<64xi32>
    %r2 = "nv_tileaa.view"(%rows) : (tensor<64xi32>) -> tensor<64x1xi32>
    %cols = "nv_tileaa.make_range"() : () -> tensor<128xi32>
    %sj = "nv_tileaa.splat"(%j) : (i32) -> tensor<128xi32>
    %cj = arith.addi %sj, %cols : tensor<128xi32>
    %c2 = "nv_tileaa.view"(%cj) : (tensor<128xi32>) -> tensor<1x128xi32>
    %rb = "nv_tileaa.broadcast"(%r2) : (tensor<64x1xi32>) -> tensor<64x128xi32>
    %cb = "nv_tileaa.broadcast"(%c2) : (tensor<1x128xi32>) -> tensor<64x128xi32>
    %keep = arith.cmpi sge, %rb, %cb : tensor<64x128xi32>
    %zero = arith.constant dense<0.0> : tensor<64x128xf16>
    %ninf = arith.constant dense<0xFC00> : tensor<64x128xf16>
    %mask = arith.select %keep, %zero, %ninf : tensor<64x128xi1>, tensor<64x128xf16>
    %s = arith.addf %t, %mask : tensor<64x128xf16>
    %st = "nv_tileaa.tiled_store"(%o, %s, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xf16>, tensor<64x128xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
