// Corpus kernels that exercise the exchange, reduce, scan, print and math
// lowerings, compiled by our tileiras (--emit mlir) and run on the host with
// Inputs/emulate.sh (one pthread per GPU thread, blocks one after another),
// each compared with a host reference by its harness.
// REQUIRES: tileiras-driver, corpus
// RUN: %S/Inputs/emulate.sh %corpus/reshape_cat_extract.tileirbc %S/Inputs/emulate-corpus-reshape_cat_extract.c %t.rce && %t.rce | FileCheck %s --check-prefix=RCE
// RUN: %S/Inputs/emulate.sh %corpus/cumsum_long_i32.tileirbc %S/Inputs/emulate-corpus-cumsum_long_i32.c %t.cum && %t.cum | FileCheck %s --check-prefix=CUMSUM
// RUN: %S/Inputs/emulate.sh %corpus/softmax_rows_f32.tileirbc %S/Inputs/emulate-corpus-softmax_rows_f32.c %t.sm && %t.sm | FileCheck %s --check-prefix=SOFTMAX
// RUN: %S/Inputs/emulate.sh %corpus/argmax_rows_f32.tileirbc %S/Inputs/emulate-corpus-argmax_rows_f32.c %t.am && %t.am | FileCheck %s --check-prefix=ARGMAX
// RUN: %S/Inputs/emulate.sh %corpus/layernorm_fwd_f16.tileirbc %S/Inputs/emulate-corpus-layernorm_fwd_f16.c %t.ln && %t.ln | FileCheck %s --check-prefix=LAYERNORM
// RUN: %S/Inputs/emulate.sh %corpus/transpose_f32.tileirbc %S/Inputs/emulate-corpus-transpose_f32.c %t.tr && %t.tr | FileCheck %s --check-prefix=TRANSPOSE
// RUN: %S/Inputs/emulate.sh %corpus/cumsum_rows_f32.tileirbc %S/Inputs/emulate-corpus-cumsum_rows_f32.c %t.cr && %t.cr | FileCheck %s --check-prefix=CUMSUM-ROWS
// RUN: %S/Inputs/emulate.sh %corpus/bias_clamp_where.tileirbc %S/Inputs/emulate-corpus-bias_clamp_where.c %t.bcw && %t.bcw | FileCheck %s --check-prefix=BIAS
// RUN: %S/Inputs/emulate.sh %corpus/printf_debug.tileirbc %S/Inputs/emulate-corpus-printf_debug.c %t.pd && %t.pd | FileCheck %s --check-prefix=PRINTF

// RCE: reshape_cat_extract: 0 mismatches
// CUMSUM: cumsum_long: 0 mismatches
// SOFTMAX: softmax: 0 mismatches
// ARGMAX: argmax: 0 mismatches
// LAYERNORM: layernorm: 0 mismatches
// TRANSPOSE: transpose: 0 mismatches
// CUMSUM-ROWS: cumsum_rows: 0 mismatches
// BIAS: bias_clamp_where: 0 mismatches

// cuTile's printf_debug: the block id, then the tile in brackets; sum and max.
// PRINTF:      tile[0]:[0.00000, 0.25000, 0.50000, 0.75000, 1.00000, 1.25000, 1.50000, 1.75000]
// PRINTF-NEXT: sum=7.000000e+00 max=1.750000
// PRINTF-NEXT: tile[1]:[2.00000, 2.25000, 2.50000, 2.75000, 3.00000, 3.25000, 3.50000, 3.75000]
// PRINTF-NEXT: sum=2.300000e+01 max=3.750000
// PRINTF-NEXT: tile[2]:[4.00000, 4.25000, 4.50000, 4.75000, 5.00000, 5.25000, 5.50000, 5.75000]
// PRINTF-NEXT: sum=3.900000e+01 max=5.750000
