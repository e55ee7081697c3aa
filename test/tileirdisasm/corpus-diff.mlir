// Every corpus kernel (cuTile-written bytecode, sm_100 and sm_120): our
// tileirdisasm prints what NVIDIA's does, up to the normalized differences
// listed in Inputs/compare-with-reference.sh (docs/tileirdisasm.md).
// REQUIRES: nvidia-reference, tileirdisasm-driver
// RUN: rm -rf %t.d
// RUN: %S/Inputs/compare-with-reference.sh "$(command -v tileirdisasm)" %reference/bin/tileirdisasm %t.d %corpus/*.tileirbc > %t.log
// RUN: FileCheck %s --input-file=%t.log
// RUN: grep -c '^same' %t.log | FileCheck %s --check-prefix=COUNT
// CHECK-NOT: DIFF
// CHECK: same vec_add_f32
// COUNT: {{^(1[6-9][0-9])$}}
