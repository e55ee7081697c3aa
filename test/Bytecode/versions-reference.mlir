// Differential: NVIDIA's 13.5 tileirdisasm reads the files of test/Bytecode/versions.mlir
// as we do (the new ops written by our writer at 13.2 and 13.4).
// REQUIRES: nvidia-reference
// RUN: %reference/bin/tileirdisasm %S/Inputs/new-math-13.2.tileirbc | FileCheck %s --check-prefix=NV132
// NV132: atan2 %arg0, %arg0
// NV132: tanh %0 rounding<approx>
// NV132: exp %1
// RUN: %reference/bin/tileirdisasm %S/Inputs/new-math-13.4.tileirbc | FileCheck %s --check-prefix=NV134
// NV134: exp %1 rounding<approx>
// NV134: ftoi %2 signed saturating
// NV134: fpowi %2, %3
// RUN: not %reference/bin/tileirdisasm %S/Inputs/atan2-in-13.1.tileirbc
