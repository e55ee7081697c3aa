// SIMT dots read their ring stages in place (dot::stage_reads): in
// matmul_f32_simt's K loop nothing is stored to shared memory and no CTA
// barrier comes between the stage's wait and the fmas (the loop's one barrier
// is the top wait's), at sm_100 (TMA) and sm_80 (cp.async); four K steps an
// iteration, a thread's A and B runs 16-byte loads (8 rows of A and 4 steps of
// B: 12 a loop iteration at sm_100). The emulator
// checks probe_simt_ring (a transposed B whose K step crosses 128-byte
// blocks, a plain one) on every target.
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %corpus/matmul_f32_simt.tileirbc | FileCheck %s --check-prefix=SM100
// RUN: tileiras --gpu-name=sm_80 --emit=ptx -o - %corpus/matmul_f32_simt.tileirbc | FileCheck %s --check-prefix=SM80
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.80 --gpu-name sm_80 probe_simt_ring \
// RUN:   | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.90 --gpu-name sm_90 probe_simt_ring \
// RUN:   | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.100 --gpu-name sm_100 \
// RUN:   --schedule shuffle probe_simt_ring | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.120 --gpu-name sm_120 probe_simt_ring \
// RUN:   | FileCheck %s --check-prefix=EMU

// SM100: mbarrier.try_wait.parity.shared.b64
// SM100-NOT: bar.sync
// SM100-NOT: st.shared
// SM100-COUNT-12: ld.shared.v4.b32
// SM100-NOT: ld.shared
// SM100-NOT: st.shared
// SM100: bar.sync

// SM80: cp.async.wait_group 2;
// SM80-NEXT: bar.sync
// SM80-NOT: bar.sync
// SM80-NOT: st.shared
// SM80: ld.shared
// SM80: fma.rn.f32

// EMU: PASS{{ +}}probe_simt_ring{{ +}}0.00e+00{{ +}}0.00e+00
// EMU: emulate: 1 PASS
