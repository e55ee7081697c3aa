// Semantics of the exchange, reduce, scan, print and assert lowerings, run on
// the host: Inputs/emulate.sh lowers each kernel file of this directory,
// rewrites it for the host with tileas-emu-prep (emulator/prep: on the parsed
// IR, tid/ctaid/bar.sync/vprintf/__assertfail become @__emu_* calls; any NVVM
// left fails the run) and builds it with the harness Inputs/emulate-*.c, which
// runs one pthread per GPU thread (shared memory = host globals filled with
// 0xFF before each CTA, bar.sync = a pthread barrier) and compares the results
// with a host reference.
// RUN: %S/Inputs/emulate.sh %S/exchange.mlir %S/Inputs/emulate-exchange.c %t.exchange && %t.exchange | FileCheck %s --check-prefix=EXCHANGE
// RUN: %S/Inputs/emulate.sh %S/reduce.mlir %S/Inputs/emulate-reduce.c %t.reduce && %t.reduce | FileCheck %s --check-prefix=REDUCE
// RUN: %S/Inputs/emulate.sh %S/scan.mlir %S/Inputs/emulate-scan.c %t.scan && %t.scan | FileCheck %s --check-prefix=SCAN
// RUN: %S/Inputs/emulate.sh %S/print.mlir %S/Inputs/emulate-print.c %t.print && %t.print | FileCheck %s --check-prefix=PRINT
// RUN: %S/Inputs/emulate.sh %S/assert.mlir %S/Inputs/emulate-assert.c %t.assert && %t.assert | FileCheck %s --check-prefix=ASSERT

// EXCHANGE: exchange: 0 mismatches
// REDUCE: reduce: 0 mismatches
// SCAN: scan: 0 mismatches

// cuTile's printf of a tile: one line, elements in brackets.
// PRINT:      tile[0]:[0.00000, 0.50000, 1.00000, 1.50000, 2.00000, 2.50000, 3.00000, 3.50000]
// PRINT-NEXT: sum=1.400000e+01 max=3.500000
// PRINT-NEXT: v=[-7, -7, -7, -7] 100%
// PRINT-NOT: {{.}}

// ASSERT:      -- all true
// ASSERT-NEXT: -- two elements and the flag false
// ASSERT-DAG:  kernels/assert_bounds.py:10: tile block: [0, 0, 0], position: [5]: cond tile has a False element
// ASSERT-DAG:  kernels/assert_bounds.py:10: tile block: [0, 0, 0], position: [200]: cond tile has a False element
// ASSERT-DAG:  assert kernels/assert_bounds.py:10: assert_bounds: cond tile has a False element
// ASSERT-DAG:  assert kernels/assert_bounds.py:10: assert_bounds: cond tile has a False element
// ASSERT-DAG:  assert {{.*}}assert.mlir:{{[0-9]+}}: assert_bounds: assertion failed
// ASSERT-NOT:  position
// ASSERT-NOT:  assert 
