// A function whose own location is not a #cuda_tile.di_loc gets no debug slot:
// the file has no Debug section and every location reads back as loc(unknown)
// (notes A §4.11, §7.3 #36).
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-opt %t.tileirbc --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: od -An -tx1 -v %t.tileirbc | tr -d '\n' | FileCheck %s --check-prefix=NODEBUG

// CHECK: entry @k(%arg0 loc(unknown): tile<i32>) {
// CHECK-NEXT: addi {{.*}} loc(unknown)
// CHECK-NEXT: subi {{.*}} loc(unknown)
// CHECK-NEXT: return loc(unknown)
// CHECK-NEXT: } loc(unknown)

// No section with id 3 (0x83 = Debug with the alignment flag).
// NODEBUG-NOT: 83

cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc("k.py":8:4)
    %1 = subi %0, %a : tile<i32> loc("k.py":9:4)
    return loc("k.py":10:4)
  } loc("k.py":7:0)
}
