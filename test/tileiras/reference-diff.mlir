// Our tileiras fails like NVIDIA's tileiras 13.1.80 on every driver-level error
// case: same exit status and, apart from command-line parse errors (clap vs LLVM
// cl wording), the same final diagnostic line. Runs only where
// scripts/fetch-reference.sh installed NVIDIA's tileiras.
// REQUIRES: tileiras-driver, nvidia-reference
// RUN: rm -rf %t.d
// RUN: %S/Inputs/compare-with-reference.sh %tileiras %corpus %t.d | FileCheck %s
// CHECK-NOT: DIFF
// CHECK-NOT: LEFT-OVER
// CHECK: same no-input
// CHECK: same missing
// CHECK: same directory
// CHECK: same not-bytecode
// CHECK: same not-bytecode-O4
// CHECK: same mlir-bytecode
// CHECK: same truncated
// CHECK: same truncated-O4
// CHECK: same opt-level-4
// CHECK: same opt-level-neg
// CHECK: same debug-O3
// CHECK: same debug-O2
// CHECK: same debug-O4
// CHECK: same gpu-sm_100a
// CHECK: same host-arch
// CHECK: same host-os
// CHECK: same sanitize
// CHECK: same two-inputs
