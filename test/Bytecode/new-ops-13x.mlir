// The ops and op fields of cuda_tile 13.2-13.4 through TileIR bytecode: MLIR ->
// bytecode (the oldest version that holds the module, 13.4 here) -> MLIR gives the
// same IR, and writing is deterministic whatever the input form.
// (new-ops-13x-reference.mlir checks these bytes with NVIDIA's 13.5 tools.)
// RUN: tileas-opt -no-implicit-module %s -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.actual.mlir | cmp - %t.tileirbc
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-translate --mlir-to-tilebc | cmp - %t.tileirbc
// RUN: FileCheck %s --input-file=%t.actual.mlir

// CHECK: cuda_tile.module @kernels version "13.4" attributes {producer = "tileas lit"} {
// CHECK: global constant @table <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK: atan2
// CHECK: tanh %{{.*}} rounding<approx> : tile<4xf32>
// CHECK: exp %{{.*}} rounding<approx> : tile<4xf32>
// CHECK: fpowi
// CHECK: ftoi %{{.*}} signed saturating
// CHECK: negi %{{.*}} overflow<no_signed_wrap>
// CHECK: pack
// CHECK: unpack
// CHECK: insert
// CHECK: gdc_launch_dependents_tko -> token
// CHECK: gdc_wait_tko token = %{{.*}} -> token
// CHECK: memory_fence_alias_tko
// CHECK: for unsigned
// CHECK: mmaf %{{.*}} fast_acc

cuda_tile.module @kernels version "13.4" attributes {producer = "tileas lit"} {
  global constant @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @k(%i: tile<i32>) {
    %x = constant <f32: 0.5> : tile<4xf32>
    %n = constant <i32: 3> : tile<4xi32>
    %a = constant <f8E4M3FN: 0.0> : tile<16x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %0 = atan2 %x, %x : tile<4xf32>
    %1 = tanh %0 rounding<approx> : tile<4xf32>
    %2 = exp %1 rounding<approx> : tile<4xf32>
    %3 = tanh %2 : tile<4xf32>
    %4 = fpowi %3, %n : tile<4xf32>, tile<4xi32>
    %5 = ftoi %4 signed saturating : tile<4xf32> -> tile<4xi32>
    %6 = negi %5 overflow<no_signed_wrap> : tile<4xi32>
    %7 = pack %4 : tile<4xf32> -> tile<16xi8>
    %8 = unpack %7 : tile<16xi8> -> tile<4xf32>
    %9 = extract %8[%i] : tile<4xf32> -> tile<2xf32>
    %10 = insert %9, %8[%i] : tile<2xf32>, tile<4xf32>
    %11 = gdc_launch_dependents_tko -> token
    %12 = gdc_wait_tko token = %11 -> token
    %13 = memory_fence_alias_tko %12
    for unsigned %iv in (%i to %i, step %i) : tile<i32> {
    }
    %14 = mmaf %a, %a, %c fast_acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    return
  }
}
