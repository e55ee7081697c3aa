// The empty module is the 41-byte golden file of notes A §4.16 (OSS writer
// layout: Func padded to 8, Type, String). The module name is not part of the
// format; the reader always names it @kernels.
// RUN: tileas-translate --mlir-to-tilebc %s | od -An -tx1 -v | FileCheck %s --check-prefix=BYTES
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc | FileCheck %s --check-prefix=BARE
// RUN: tileas-opt %t.tileirbc | FileCheck %s

// BYTES:      7f 54 69 6c 65 49 52 00 0d 01 00 00 82 08 08 cb
// BYTES-NEXT: 00 cb cb cb cb cb cb cb 85 04 04 cb 00 cb cb cb
// BYTES-NEXT: 81 04 04 cb 00 cb cb cb 00
// BYTES-NOT: {{.}}

// tileas-translate prints the cuda_tile.module itself, tileas-opt its module.
// BARE:      {{^}}cuda_tile.module @kernels {
// BARE-NEXT: {{^}}}
// BARE-NOT: {{.}}

// CHECK:      module {
// CHECK-NEXT:   cuda_tile.module @kernels {
// CHECK-NEXT:   }
// CHECK-NEXT: }

cuda_tile.module @empty {
}
