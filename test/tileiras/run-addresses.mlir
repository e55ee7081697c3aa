// A tiled access whose slots are a thread's slot 0 plus constants (the
// layout's thread and slot parts share no bit of the element index) computes
// each run's address as slot 0's plus constant multiples of the strides: one
// 64-bit product of a row index and a dynamic stride per tile, not one per
// run. bias_clamp_where (64x128 f32, 16 runs a thread): the load of x and the
// store of y take one register-by-register `mul.lo.s64`/`mad.lo.s64` each
// (were 16 each); transpose_f32 one each side (were 4 each). The other runs
// step by the stride times a constant (`mad.lo.s64 %rd, %rd, 48, %rd` or a
// shift). docs/nv_tileas.md (the run accesses).
// REQUIRES: tileiras-driver
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o %t.ptx %corpus/bias_clamp_where.tileirbc
// RUN: grep -cE '(mul|mad)\.lo\.s64[[:space:]]+%rd[0-9]+, %rd[0-9]+, %rd[0-9]+' %t.ptx | FileCheck %s --check-prefix=TWO
// RUN: FileCheck %s < %t.ptx
// RUN: tileiras --gpu-name sm_80 --emit=ptx -o %t80.ptx %corpus/bias_clamp_where.tileirbc
// RUN: grep -cE '(mul|mad)\.lo\.s64[[:space:]]+%rd[0-9]+, %rd[0-9]+, %rd[0-9]+' %t80.ptx | FileCheck %s --check-prefix=TWO
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o %tt.ptx %corpus/transpose_f32.tileirbc
// RUN: grep -cE '(mul|mad)\.lo\.s64[[:space:]]+%rd[0-9]+, %rd[0-9]+, %rd[0-9]+' %tt.ptx | FileCheck %s --check-prefix=TWO
// The emulator checks the addresses with strided rows (a pitch of 16
// elements past each row) at both targets.
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --pitch 16 \
// RUN:   bias_clamp_where transpose_f32 | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu80 --pitch 16 \
// RUN:   --gpu-name sm_80 bias_clamp_where transpose_f32 | FileCheck %s --check-prefix=EMU

// TWO: {{^2$}}

// The first run of x: its row times the stride; the second: the first's
// address plus 4 rows.
// CHECK-LABEL: .entry bias_clamp_where(
// CHECK: mul.lo.s64 [[ROWOFF:%rd[0-9]+]], [[ROW:%rd[0-9]+]], [[STRIDE:%rd[0-9]+]];
// CHECK: ld.global.v2.b64 {{.*}}, [[[FIRST:%rd[0-9]+]]];
// CHECK: shl.b64 [[STEP:%rd[0-9]+]], [[STRIDE]], 4;
// CHECK-NEXT: add.s64 [[SECOND:%rd[0-9]+]], [[FIRST]], [[STEP]];
// CHECK-NEXT: ld.global.v2.b64 {{.*}}, [[[SECOND]]];

// EMU: PASS   bias_clamp_where
// EMU: PASS   transpose_f32
// EMU: emulate: 2 PASS
