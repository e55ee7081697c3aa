// Differential: NVIDIA's 13.5 tileirdisasm reads the bytes our writer produces for a
// module using the ops and op fields of cuda_tile 13.2-13.4 (new-ops-13x.mlir) the
// same way, and NVIDIA's 13.5 tileiras compiles them for sm_90.
// REQUIRES: nvidia-reference
// RUN: tileas-translate --mlir-to-tilebc %S/new-ops-13x.mlir -o %t.tileirbc
// RUN: %reference/bin/tileirdisasm %t.tileirbc | FileCheck %s
// RUN: %tileiras135 --gpu-name sm_90 -o %t.cubin %t.tileirbc
// CHECK: global constant @table
// CHECK: atan2
// CHECK: tanh %{{.*}} rounding<approx>
// CHECK: exp %{{.*}} rounding<approx>
// CHECK: fpowi
// CHECK: ftoi %{{.*}} signed saturating
// CHECK: negi %{{.*}} overflow<no_signed_wrap>
// CHECK: pack
// CHECK: unpack
// CHECK: insert
// CHECK: gdc_launch_dependents_tko -> token
// CHECK: gdc_wait_tko token = %{{.*}} -> token
// CHECK: memory_fence_alias_tko
// CHECK: for unsigned
// CHECK: mmaf %{{.*}} fast_acc
