// Corpus acceptance at bytecode 13.2-13.5: every file cuTile 1.7 wrote for the corpus
// sources (corpus/cutile-1.7/<version>/, print_tko with tokens, `default` optimization
// hints) compiles at -O3 to a cubin for sm_100, sm_120 and sm_90.
// REQUIRES: tileiras-driver, ptxas
// RUN: %scripts/compile-corpus.sh --tileiras tileiras --corpus %corpus/cutile-1.7/13.2 --out %t.132 | FileCheck %s
// RUN: %scripts/compile-corpus.sh --tileiras tileiras --corpus %corpus/cutile-1.7/13.3 --out %t.133 | FileCheck %s
// RUN: %scripts/compile-corpus.sh --tileiras tileiras --corpus %corpus/cutile-1.7/13.4 --out %t.134 | FileCheck %s
// RUN: %scripts/compile-corpus.sh --tileiras tileiras --corpus %corpus/cutile-1.7/13.5 --out %t.135 | FileCheck %s
// CHECK: kernel{{ +}}kind{{ +}}sm_100{{ +}}sm_120{{ +}}sm_90
// CHECK-NOT: FAIL
// CHECK: printf_debug{{ +}}plain{{ +}}ok{{ +}}ok{{ +}}ok
// CHECK-NOT: FAIL
// CHECK: 40 kernels x 3 targets at -O3: 120 compiled
// CHECK: compile-corpus: all ok
