// Corpus acceptance: every non-matmul corpus kernel compiles at -O3 for sm_100,
// sm_120 (its .sm_120.tileirbc) and sm_90 to a cubin that ptxas accepted; every
// matmul kernel (matmul, gemm, attention, mma in its name) compiles or fails
// with the lowering's "not yet supported" diagnostic and status 5.
// scripts/compile-corpus.sh prints the per-kernel table (run it by hand for
// the details; --keep keeps the cubins and logs).
// REQUIRES: tileiras-driver, ptxas
// RUN: %scripts/compile-corpus.sh --tileiras tileiras --corpus %corpus --out %t.d | FileCheck %s
// CHECK: kernel{{ +}}kind{{ +}}sm_100{{ +}}sm_120{{ +}}sm_90
// CHECK-NOT: FAIL
// CHECK: vec_add_f32{{ +}}plain{{ +}}ok{{ +}}ok{{ +}}ok
// CHECK-NOT: FAIL
// CHECK: compile-corpus: all ok
