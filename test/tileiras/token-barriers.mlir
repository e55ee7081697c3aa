// Token-ordered global accesses that other threads make to the same addresses
// (emulator/probes/token_order.mlir: x doubled in place, read back reversed,
// stored to y) get a CTA barrier between them, where NVIDIA's tileiras puts
// one too: before each store ordered after a load, after each store whose
// token orders a later access (token-barriers-reference.mlir checks NVIDIA's
// PTX with the same lines; the emulator probe fails without them).
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/token_order.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/k.tileirbc | FileCheck %s
// RUN: tileiras --gpu-name=sm_90 -o %t.d/k.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k.cubin

// CHECK-LABEL: .entry token_order(
// CHECK: ld.global.b32
// CHECK-NOT: st.global
// CHECK: bar.sync 0;
// CHECK-NEXT: st.global.b32
// CHECK-NEXT: bar.sync 0;
// CHECK-NOT: st.global
// CHECK: ld.global.b32
// CHECK-NOT: st.global
// CHECK: bar.sync 0;
// CHECK-NEXT: st.global.b32
// CHECK-NOT: bar.sync
// CHECK: ret;
