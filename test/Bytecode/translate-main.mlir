// tileas-translate runs on MLIR's translate main: mlir-translate's flags work,
// NVIDIA's translation names are aliases, and bytecode -> MLIR prints the
// cuda_tile.module itself.
// RUN: rm -rf %t.d && mkdir -p %t.d

// Both names of each direction give the same bytes and text.
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.d/a.tileirbc
// RUN: tileas-translate -mlir-to-cudatilebc -no-implicit-module %s -o %t.d/b.tileirbc
// RUN: cmp %t.d/a.tileirbc %t.d/b.tileirbc
// RUN: tileas-translate -cudatilebc-to-mlir %t.d/a.tileirbc -o %t.d/a.mlir
// RUN: tileas-translate --tilebc-to-mlir %t.d/a.tileirbc | cmp - %t.d/a.mlir
// RUN: FileCheck %s --input-file=%t.d/a.mlir
// The printed module round-trips: text = what tileas-opt prints without an implicit module.
// RUN: tileas-opt -no-implicit-module %s -o %t.d/ref.mlir
// RUN: diff %t.d/ref.mlir %t.d/a.mlir
// RUN: tileas-translate -test-cudatile-roundtrip -no-implicit-module %s | diff %t.d/ref.mlir -
// RUN: tileas-translate -test-cudatile-roundtrip -no-implicit-module -bytecode-version=13.1 -generic-form %s | FileCheck %s --check-prefix=GENERIC
// Locations: single-dash long options.
// RUN: tileas-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.d/a.tileirbc | FileCheck %s --check-prefix=LOC

// CHECK-NOT: module {
// CHECK: {{^}}cuda_tile.module @kernels {
// CHECK-NEXT: entry @add_one(%[[A:.*]]: tile<i32>) {
// CHECK-NEXT: %[[C:.*]] = constant <i32: 1> : tile<i32>
// CHECK-NEXT: addi %[[A]], %[[C]] : tile<i32>
// GENERIC: "cuda_tile.module"() <{sym_name = "kernels"}>
// LOC: entry @add_one{{.*}} {
// LOC: } loc(#{{loc[0-9]*}})
cuda_tile.module @kernels {
  entry @add_one(%a: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %r = addi %a, %one : tile<i32>
    return
  }
}

// -bytecode-version picks the version written (default: the oldest that holds the
// module, 13.1 here); every version from 13.1 to 13.5 can be asked for.
// RUN: tileas-translate -cudatilebc-to-mlir %t.d/a.tileirbc | FileCheck %s --check-prefix=V131
// V131: {{^}}cuda_tile.module @kernels {
// RUN: tileas-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.d/v134.tileirbc
// RUN: tileas-translate -cudatilebc-to-mlir %t.d/v134.tileirbc | FileCheck %s --check-prefix=V134
// V134: {{^}}cuda_tile.module @kernels version "13.4" {
// RUN: tileas-translate -mlir-to-cudatilebc -bytecode-version=13.5.0 %s | tileas-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=V135
// V135: {{^}}cuda_tile.module @kernels version "13.5" {

// Unsupported versions are refused while the command line is parsed.
// RUN: not tileas-translate -mlir-to-cudatilebc -bytecode-version=13.6 %s 2>&1 | FileCheck %s --check-prefix=VERSION-NEW
// VERSION-NEW: Invalid argument '13.6': the supported versions are [13.1 - 13.5]
// RUN: not tileas-translate -mlir-to-cudatilebc -bytecode-version=12.0 %s 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: Invalid argument '12.0': the supported versions are [13.1 - 13.5]
// RUN: not tileas-translate -mlir-to-cudatilebc -bytecode-version=13 %s 2>&1 | FileCheck %s --check-prefix=VERSION-SYNTAX
// VERSION-SYNTAX: Invalid argument '13'

// -test-cudatile-roundtrip wants the cuda_tile.module itself.
// RUN: not tileas-translate -test-cudatile-roundtrip %s 2>&1 | FileCheck %s --check-prefix=WRAPPED
// WRAPPED: error: expected a 'cuda_tile.module' op, got 'builtin.module'

// A failed translation writes nothing and leaves an existing file alone.
// RUN: echo keep > %t.d/keep
// RUN: not tileas-translate -cudatilebc-to-mlir %s -o %t.d/keep 2>&1 | FileCheck %s --check-prefix=NOT-BC
// RUN: FileCheck %s --check-prefix=KEEP --input-file=%t.d/keep
// RUN: not tileas-translate -cudatilebc-to-mlir %s -o %t.d/new 2>&1
// RUN: test ! -e %t.d/new
// RUN: ls -A %t.d | FileCheck %s --check-prefix=NO-TEMP
// NOT-BC: translate-main.mlir:0:0: error: at offset 0: invalid magic number
// KEEP: keep
// NO-TEMP-NOT: tileas-tmp
