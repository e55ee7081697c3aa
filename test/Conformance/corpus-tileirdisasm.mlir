// Differential syntax test against NVIDIA's own printer: every corpus kernel,
// as printed by NVIDIA's tileirdisasm, parses, verifies and prints stably.
// REQUIRES: nvidia-reference
// RUN: TILEAS_REFERENCE=%reference %scripts/corpus-syntax-check.sh "$(command -v tileas-opt)" %corpus | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{[0-9]+}} passed, 0 failed
