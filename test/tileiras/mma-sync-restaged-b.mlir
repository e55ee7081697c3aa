// At sm_120 an 8-bit B reaches mma.sync as four consecutive K of one column
// a register, which `ldmatrix` without `.trans` gives from K-major rows
// only. matmul_int8's B is N-major in memory: its TMA stage is read into
// registers (two bytes a load) and, where the dot used to write it again
// K-major into the kernel scratch (8 KiB, one stage fewer: 5), the loop now
// writes it over its own stage (tileas-pipeline-loads, `Staging::InPlace`):
// a CTA barrier once every thread has read the stage, the K-major stores
// (bytes packed by prmt into 16-byte stores) fenced for the next copy into
// the stage, a second barrier, and the dot reads B in place with ldmatrix.
// No scratch is left, so the rings get 6 stages of 16 KiB, NVIDIA's count
// (whose kernel reads B with 512 single-byte loads a K step instead).
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name=sm_120 --emit=ptx -o - %corpus/matmul_int8.sm_120.tileirbc | FileCheck %s
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --gpu-name sm_120 --matmul \
// RUN:   --schedule shuffle matmul_int8 matmul_fp8_e4m3 | FileCheck %s --check-prefix=EMU
// Without the barrier between the register read and the stores, threads
// overwrite bytes others still have to read:
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.nobar --gpu-name sm_120 --matmul \
// RUN:   --schedule shuffle --mutate '(extractelement %\d+\[%\d+ : i32\] : vector<2xi8>\n)\s*llvm\.call @__emu_barrier\(\) : \(\) -> \(\)\n' '\1' \
// RUN:   matmul_int8 | FileCheck %s --check-prefix=NOBAR

// CHECK-NOT: __tileas_smem_matmul_int8
// CHECK: .shared .align 1024 .b8 __tileas_pipe_matmul_int8[98352];
// CHECK-NOT: __tileas_smem_matmul_int8
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-COUNT-16: ld.shared.v2.b8
// CHECK-NEXT: bar.sync 0;
// CHECK: st.shared.v4.b32 [%rd{{[0-9]+}}+49152]
// CHECK: st.shared.v4.b32 [%rd{{[0-9]+}}+49152]
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {{.*}}+49152];
// CHECK-NOT: bar.sync
// CHECK: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32

// EMU-NOT: FAIL
// EMU: PASS{{ +}}matmul_int8{{ +}}0.00e+00{{ +}}0.00e+00
// EMU: PASS{{ +}}matmul_fp8_e4m3
// EMU: emulate: 2 PASS

// NOBAR: FAIL{{ +}}matmul_int8{{.*}}shared-memory race ({{RAW|WAR}}) on __tileas_pipe_matmul_int8+{{[0-9]+}} in block (0, 0, 0)
