// A 1024x1 tile (a column, as an unpacked 4-bit tile's halves or a keepdim
// reduction are shaped) of a memref whose first dimension has stride 1:
// trailing dimensions of one element do not clamp the layout's runs
// (tileas-assign-layouts: runs of 4 f32 along the column), the runs go along
// the column (`run_of`), and the one-element dimension's stride needs no
// alignment proof (the tile never moves along it), so each run is one
// 16-byte load: two a thread, where each element was one load before. A
// column of a column-major matrix at a column index and with a stride the
// facts say nothing about stays one element a load: the run's start is then
// not provably aligned; with the stride a multiple of 4 it is, whatever the
// column index.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT: nv_tileas.tiled_load {{.*}} -> tensor<1024x1xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
// CHECK-LABEL: llvm.func @column(
// CHECK-COUNT-2: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NOT: !llvm.ptr<1> -> f32
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK: llvm.return

// CHECK-LABEL: llvm.func @unaligned_column(
// CHECK-NOT: llvm.intr.masked.load
// CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NOT: llvm.intr.masked.load
// CHECK: llvm.return

// CHECK-LABEL: llvm.func @aligned_column(
// CHECK-COUNT-2: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NOT: !llvm.ptr<1> -> f32
// CHECK: llvm.return
module {
  func.func @column(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c1024 = arith.constant 1024 : i64
    %m = "nv_tileaa.make_memref"(%p, %c1024, %c1, %c1, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 1>, strides_div_by = array<i64: 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<1024x1xf32>
    %o = "nv_tileaa.make_memref"(%q, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<1024xf32>
    %v, %t0 = "nv_tileaa.tiled_load"(%m, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<1024x1xf32>, i64, i64) -> (tensor<1024x1xf32>, !nv_tileaa.mem_token)
    %f = "nv_tileaa.view"(%v) : (tensor<1024x1xf32>) -> tensor<1024xf32>
    %t1 = "nv_tileaa.tiled_store"(%o, %f, %c0) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xf32>, tensor<1024xf32>, i64) -> !nv_tileaa.mem_token
    return
  }

  func.func @unaligned_column(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %s: i64, %j: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c8 = arith.constant 8 : i64
    %c1024 = arith.constant 1024 : i64
    %m = "nv_tileaa.make_memref"(%p, %c1024, %c8, %c1, %s) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 8>, strides_div_by = array<i64: 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<1024x8xf32>
    %o = "nv_tileaa.make_memref"(%q, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<1024xf32>
    %v, %t0 = "nv_tileaa.tiled_load"(%m, %c0, %j) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<1024x8xf32>, i64, i64) -> (tensor<1024x1xf32>, !nv_tileaa.mem_token)
    %f = "nv_tileaa.view"(%v) : (tensor<1024x1xf32>) -> tensor<1024xf32>
    %t1 = "nv_tileaa.tiled_store"(%o, %f, %c0) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xf32>, tensor<1024xf32>, i64) -> !nv_tileaa.mem_token
    return
  }
  func.func @aligned_column(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %s: i64, %j: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c8 = arith.constant 8 : i64
    %c1024 = arith.constant 1024 : i64
    %m = "nv_tileaa.make_memref"(%p, %c1024, %c8, %c1, %s) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 8>, strides_div_by = array<i64: 1, 4>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<1024x8xf32>
    %o = "nv_tileaa.make_memref"(%q, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<1024xf32>
    %v, %t0 = "nv_tileaa.tiled_load"(%m, %c0, %j) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<1024x8xf32>, i64, i64) -> (tensor<1024x1xf32>, !nv_tileaa.mem_token)
    %f = "nv_tileaa.view"(%v) : (tensor<1024x1xf32>) -> tensor<1024xf32>
    %t1 = "nv_tileaa.tiled_store"(%o, %f, %c0) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<1024xf32>, tensor<1024xf32>, i64) -> !nv_tileaa.mem_token
    return
  }
}
