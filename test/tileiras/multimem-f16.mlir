// Multimem accesses of f16/bf16 elements pass the cuda_tile verifier (as in
// NVIDIA's tools) but tileas does not lower them (PTX's multimem packs f16
// and bf16 in pairs): a diagnostic at the op and exit 5, no output file.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/multimem-f16.mlir -o %t.d/k.tileirbc
// RUN: { tileiras --gpu-name=sm_100 -o %t.d/k.cubin %t.d/k.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s
// RUN: test ! -e %t.d/k.cubin
// CHECK: error: 'nv_tileas.store' op cannot be lowered: multimem on this element type is not supported by tileas yet
// CHECK: exit=5
