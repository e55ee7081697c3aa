// MLIR -> TileIR bytecode -> MLIR gives exactly the IR tileas-opt prints for the
// input (globals, constants of several element types, assume predicates with
// negative bounds, optional attributes and operands, optimization hints on
// entries, an entry without hints), and writing is deterministic whatever the
// input form (custom, generic, MLIR bytecode).
// RUN: tileas-opt -no-implicit-module %s -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.actual.mlir | cmp - %t.tileirbc
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: tileas-opt %s --emit-bytecode | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: tileas-opt %s --emit-tilebc | cmp - %t.tileirbc
// RUN: FileCheck %s --input-file=%t.actual.mlir

// CHECK: global @table alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK: global @halves <f16: [1.000000e+00, -2.500000e+00]> : tile<2xf16>
// CHECK: entry @no_hints(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<i32>) {
// CHECK: assume bounded<-8, 1024>
// CHECK: assume bounded<?, -1>
// CHECK: constant <i1: [true, false, true, true]> : tile<4xi1>
// CHECK: constant <i1: true> : tile<i1>
// CHECK: constant <bf16: 1.500000e+00> : tile<8xbf16>
// CHECK: addf %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<4xf32>
// CHECK: constant <i64: -9223372036854775807> : tile<i64>
// CHECK: get_global @table : tile<ptr<i32>>
// CHECK: load_ptr_tko weak %{{.*}} : tile<ptr<f32>> -> tile<f32>, token
// CHECK: load_ptr_tko acquire device %{{.*}} token=%{{.*}} : tile<ptr<f32>> -> tile<f32>, token
// CHECK: entry @hinted() optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_120 = {}> {

cuda_tile.module @kernels {
  global @table alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
  global @halves <f16: [1.0, -2.5]> : tile<2xf16>
  entry @no_hints(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i32>) {
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    %b = assume bounded<-8, 1024>, %n : tile<i32>
    %c = assume bounded<?, -1>, %b : tile<i32>
    %m = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t = constant <i1: true> : tile<i1>
    %h = constant <bf16: 1.5> : tile<8xbf16>
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %y = addf %x, %x rounding<zero> flush_to_zero : tile<4xf32>
    %z = mulf %y, %x : tile<4xf32>
    %i = constant <i64: -9223372036854775807> : tile<i64>
    %g = get_global @table : tile<ptr<i32>>
    %v, %tok = load_ptr_tko weak %a : tile<ptr<f32>> -> tile<f32>, token
    %v2, %tok2 = load_ptr_tko acquire device %a token = %tok : tile<ptr<f32>> -> tile<f32>, token
    return
  }
  entry @hinted() optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_120 = {}> {
    return
  }
}
