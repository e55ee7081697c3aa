// mmaf_scaled and f8E8M0FNU through bytecode: the probe module (cuTile 1.7's
// output) written at 13.3, the oldest version holding mmaf_scaled, reads back
// with the same ops; 13.2 cannot hold it; NVIDIA's 13.5 tileirdisasm reads our
// bytes to the same op (REQUIRES nvidia-reference: mmaf-scaled-reference.mlir).
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mmaf_scaled.mlir -o %t.d/k.tileirbc
// RUN: od -An -tx1 -j8 -N2 %t.d/k.tileirbc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 03
// RUN: tileas-translate --tilebc-to-mlir %t.d/k.tileirbc | FileCheck %s
// RUN: not tileas-translate --mlir-to-tilebc -bytecode-version=13.2 %S/../../emulator/probes/mmaf_scaled.mlir -o %t.d/k132.tileirbc 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: failed to encode bytecode: operation 'cuda_tile.mmaf_scaled' requires bytecode version 13.3+, but targeting 13.2
// CHECK: load_view_tko weak {{.*}} -> tile<128x4xf8E8M0FNU>, token
// CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
