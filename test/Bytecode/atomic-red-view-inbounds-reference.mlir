// NVIDIA's 13.5 tools read the bytes tileas writes for atomic-red-view-inbounds.mlir:
// tileirdisasm prints `inbounds = [true, false]` where tileas does, and nothing for an
// op without it; tileiras 13.5 compiles the module.
// REQUIRES: nvidia-reference
// RUN: tileas-translate --mlir-to-tilebc %S/atomic-red-view-inbounds.mlir -o %t.tileirbc
// RUN: %reference/bin/tileirdisasm %t.tileirbc | FileCheck --check-prefix=REF %S/atomic-red-view-inbounds.mlir
// RUN: %tileiras135 --gpu-name sm_90 -o %t.cubin %t.tileirbc
// RUN: test -s %t.cubin
