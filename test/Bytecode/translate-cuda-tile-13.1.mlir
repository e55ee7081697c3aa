// Run under the name of NVIDIA's 13.1 tool, cuda-tile-translate, tileas-translate
// stands in for that release: it reads and writes bytecode 13.1 only and names
// its range as 13.1 does ("[13.1, 13.1]"). Under its own name it reads and
// writes 13.1 to 13.5.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: ln -s "$(command -v tileas-translate)" %t.d/cuda-tile-translate
// RUN: not %t.d/cuda-tile-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=12.0 %s 2>&1 | FileCheck %s --check-prefix=V12
// RUN: not %t.d/cuda-tile-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.2 %s 2>&1 | FileCheck %s --check-prefix=V132
// RUN: not tileas-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=12.0 %s 2>&1 | FileCheck %s --check-prefix=OWN
// V12: Invalid argument '12.0': the supported versions are [13.1, 13.1]
// V132: Invalid argument '13.2': the supported versions are [13.1, 13.1]
// OWN: Invalid argument '12.0': the supported versions are [13.1 - 13.5]

// Without -bytecode-version it writes 13.1, and reads it back.
// RUN: %t.d/cuda-tile-translate -mlir-to-cudatilebc -no-implicit-module %s -o %t.d/a.tileirbc
// RUN: od -An -tx1 -j8 -N2 %t.d/a.tileirbc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 01
// RUN: %t.d/cuda-tile-translate -cudatilebc-to-mlir %t.d/a.tileirbc | FileCheck %s --check-prefix=READ
// READ: entry @add_one

// 13.2+ bytecode is refused with the 13.1 reader's range; tileas-translate reads it.
// RUN: tileas-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.3 %s -o %t.d/b.tileirbc
// RUN: not %t.d/cuda-tile-translate -cudatilebc-to-mlir %t.d/b.tileirbc 2>&1 | FileCheck %s --check-prefix=READ133
// READ133: unsupported Tile version 13.3.0, this reader supports versions [13.1, 13.1]
// RUN: tileas-translate -cudatilebc-to-mlir %t.d/b.tileirbc | FileCheck %s --check-prefix=READ

// An op newer than 13.1 cannot be written by the 13.1 tool.
// RUN: tileas-translate -cudatilebc-to-mlir %S/Inputs/new-math-13.2.tileirbc -o %t.d/new.mlir
// RUN: not %t.d/cuda-tile-translate -mlir-to-cudatilebc -no-implicit-module %t.d/new.mlir 2>&1 | FileCheck %s --check-prefix=NEWER
// NEWER: error: failed to encode bytecode: operation 'cuda_tile.atan2' requires bytecode version 13.2+, but targeting 13.1

cuda_tile.module @kernels {
  entry @add_one(%a: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %r = addi %a, %one : tile<i32>
    return
  }
}
