// NVIDIA's 13.5 tools read the bytes tileas writes for the multimem kernels
// (tileiras/Inputs/multimem.mlir): tileirdisasm prints the multicast pointer
// and view types and the multimem ops as tileas does (multimem.mlir's
// checks), and NVIDIA's tileiras 13.5 compiles them for sm_100.
// REQUIRES: nvidia-reference
// RUN: tileas-translate --mlir-to-tilebc %S/../tileiras/Inputs/multimem.mlir -o %t.tileirbc
// RUN: %reference/bin/tileirdisasm %t.tileirbc | FileCheck %S/multimem.mlir
// RUN: %tileiras135 --gpu-name sm_100 -o %t.cubin %t.tileirbc
// RUN: test -s %t.cubin
