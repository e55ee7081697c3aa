// Differential: NVIDIA's 13.5 tileirdisasm reads the bytes our writer produces for
// new-ops-13x-b.mlir (alloca, atomic_red_view_tko, private globals) the same way, and
// NVIDIA's 13.5 tileiras compiles them for sm_90.
// REQUIRES: nvidia-reference
// RUN: tileas-translate --mlir-to-tilebc %S/new-ops-13x-b.mlir -o %t.tileirbc
// RUN: %reference/bin/tileirdisasm %t.tileirbc | FileCheck --check-prefix=REF %S/new-ops-13x-b.mlir
// RUN: %tileiras135 --gpu-name sm_90 -o %t.cubin %t.tileirbc
