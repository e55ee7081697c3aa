// Differential: NVIDIA's tileiras 13.5 puts its CTA barriers between the
// token-ordered accesses of emulator/probes/token_order.mlir where
// token-barriers.mlir checks ours (its PTX, captured by the reference
// toolchain's wrapper, passes the same lines).
// REQUIRES: nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/token_order.mlir -o %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d %tileiras135 --gpu-name=sm_90 -o %t.d/k.cubin %t.d/k.tileirbc
// RUN: sed 's/ \t*/ /g; s/\t/ /g' %t.d/captured.ptx | FileCheck %S/token-barriers.mlir
