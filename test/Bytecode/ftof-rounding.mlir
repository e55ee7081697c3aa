// ftof's 13.4 rounding modes through bytecode: written at 13.4 (the oldest
// version holding nearest_away) and read back unchanged; 13.3 cannot hold
// nearest_away (NVIDIA's tileiras 13.5 compiles these bytes:
// tileiras/ftof-rounding-reference.mlir).
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/ftof_rounding.mlir -o %t.d/k.tileirbc
// RUN: od -An -tx1 -j8 -N2 %t.d/k.tileirbc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 04
// RUN: tileas-translate --tilebc-to-mlir %t.d/k.tileirbc | FileCheck %s
// RUN: not tileas-translate --mlir-to-tilebc -bytecode-version=13.3 %S/../../emulator/probes/ftof_rounding.mlir -o %t.d/k133.tileirbc 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error:
// OLD-SAME: 'nearest_away'
// CHECK: ftof %{{.*}} rounding<zero> : tile<128xf32> -> tile<128xf16>
// CHECK: ftof %{{.*}} rounding<zero> : tile<128xf32> -> tile<128xbf16>
// CHECK: ftof %{{.*}} rounding<zero> : tile<128xf64> -> tile<128xf32>
// CHECK: ftof %{{.*}} rounding<negative_inf> : tile<128xf64> -> tile<128xf32>
// CHECK: ftof %{{.*}} rounding<positive_inf> : tile<128xf64> -> tile<128xf32>
// CHECK: ftof %{{.*}} rounding<zero> : tile<128xf64> -> tile<128xf16>
// CHECK: ftof %{{.*}} rounding<zero> : tile<128xf32> -> tile<128xtf32>
// CHECK: ftof %{{.*}} rounding<nearest_away> : tile<128xf32> -> tile<128xtf32>
