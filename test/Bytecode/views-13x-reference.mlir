// Differential: NVIDIA's 13.5 tileirdisasm reads the bytes our writer produces for
// views-13x.mlir (strided_view, gather_scatter_view and the ops on them) the same
// way, and NVIDIA's 13.5 tileiras compiles loads/stores through both views (the
// kernels of ../tileiras/Inputs/views-13x.mlir, also as a 13.5 module) for sm_100,
// sm_90 and sm_80.
// REQUIRES: nvidia-reference
// RUN: tileas-translate --mlir-to-tilebc %S/views-13x.mlir -o %t.tileirbc
// RUN: %reference/bin/tileirdisasm %t.tileirbc | FileCheck --check-prefix=REF %S/views-13x.mlir
// RUN: tileas-translate --mlir-to-tilebc --bytecode-version=13.5 %S/views-13x.mlir -o %t.135v.tileirbc
// RUN: %reference/bin/tileirdisasm %t.135v.tileirbc | FileCheck --check-prefix=REF %S/views-13x.mlir
// RUN: tileas-translate --mlir-to-tilebc %S/../tileiras/Inputs/views-13x.mlir -o %t.k.tileirbc
// RUN: %tileiras135 --gpu-name sm_100 -o %t.100.cubin %t.k.tileirbc
// RUN: %tileiras135 --gpu-name sm_90 -o %t.90.cubin %t.k.tileirbc
// RUN: %tileiras135 --gpu-name sm_80 -o %t.80.cubin %t.k.tileirbc
// RUN: tileas-translate --mlir-to-tilebc --bytecode-version=13.5 %S/../tileiras/Inputs/views-13x.mlir -o %t.135.tileirbc
// RUN: %tileiras135 --gpu-name sm_100 -o %t.135.cubin %t.135.tileirbc
// RUN: %reference/bin/tileirdisasm %t.135.tileirbc | FileCheck --check-prefix=K135 %s
// K135: make_strided_view
// K135: make_gather_scatter_view
