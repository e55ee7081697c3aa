// At sm_90 a tf32 or 8-bit B reaches wgmma K-major only, so the threads read
// its N-major TMA stage into registers and write it again K-major. The K
// loop does that itself (tileas-pipeline-loads, restage_b). Where two
// buffers of their own would cost the rings a stage (every corpus kernel
// at the default stage count), the threads write over B's own stage, as
// NVIDIA's kernels do (7 stages of 32 KiB for matmul_tf32, no shared memory
// beyond the rings): per K step the stage's mbarrier wait, the register
// read, a barrier of the compute threads (every thread has read the
// stage), the K-major stores (2 bytes each for int8, the rows of K the
// registers hold together) fenced for the tensor cores, a second barrier,
// the MMAs with `wgmma.wait_group 1`, and the hand-back of the stage k-1
// read to the producer warpgroup (the loop is warp-specialized), which
// copies each iteration into its stage with a proxy fence first (the
// threads wrote B's stage through the generic proxy). No barrier follows
// the MMAs: the stage written next was last read by the MMAs of k+1-S.
// With fewer stages (--max-stages 4) the two buffers fit: buffer k mod 2 in
// iteration k, the barrier after the MMAs back (the buffer rewritten next
// was read by the MMAs of k-1). The emulator runs 16 (int8) and 32 (tf32) K
// steps of each (emulator/references.py, K = 1008), so stages and buffers
// are reused many times; it fails a store into bytes an unretired wgmma
// group reads, and a store over bytes another thread reads in the same
// barrier phase.
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/matmul_int8.tileirbc | FileCheck %s --check-prefix=INT8
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/matmul_tf32.tileirbc | FileCheck %s --check-prefix=TF32
// RUN: tileiras --gpu-name=sm_90 --max-stages 4 --emit=ptx -o - %corpus/matmul_int8.tileirbc | FileCheck %s --check-prefix=BUF
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --gpu-name sm_90 --matmul \
// RUN:   --schedule shuffle matmul_int8 matmul_tf32 matmul_fp8_e4m3 | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.buf --gpu-name sm_90 --matmul \
// RUN:   --schedule shuffle --tileiras-arg=--max-stages=4 matmul_int8 matmul_tf32 | FileCheck %s --check-prefix=EMU-BUF
// In place, without the barrier between the register read and the stores,
// a thread overwrites bytes another still has to read:
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.nobar --gpu-name sm_90 --matmul \
// RUN:   --schedule shuffle --mutate '(extractelement %\d+\[%\d+ : i32\] : vector<16xi8>\n)\s*llvm\.call @__emu_barrier_sync\(%\d+, %\d+\) : \(i32, i32\) -> \(\)\n' '\1' \
// RUN:   matmul_int8 | FileCheck %s --check-prefix=NOBAR
// With one buffer instead of two (the buffer index `k mod 2` replaced by 0),
// the threads restage B over the bytes the previous MMAs may still read:
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.one --gpu-name sm_90 --matmul \
// RUN:   --tileiras-arg=--max-stages=4 --mutate '(?s)(%(\d+) = llvm\.mlir\.constant\(2 : i32\) : i32.*?= )llvm\.urem (%\d+), %\2 : i32' '\1llvm.sub \3, \3 : i32' \
// RUN:   matmul_int8 | FileCheck %s --check-prefix=ONE

// INT8: .reqntid 384, 1, 1
// INT8: .shared .align 1024 .b8 __tileas_pipe_matmul_int8[229600];
// INT8: mbarrier.try_wait.parity.shared.b64
// INT8: ld.shared.v4.b32
// INT8: bar.sync 1, 256;
// INT8-COUNT-16: st.shared.v2.b8
// INT8-NEXT: fence.proxy.async.shared::cta;
// INT8-NEXT: bar.sync 1, 256;
// INT8-NEXT: wgmma.fence.sync.aligned;
// INT8: wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8
// INT8: wgmma.commit_group.sync.aligned;
// INT8-NEXT: wgmma.wait_group.sync.aligned 1;
// INT8-NOT: bar.sync
// INT8: mbarrier.arrive.shared.b64
// INT8-NOT: bar.sync
// INT8: setmaxnreg.dec.sync.aligned.u32 40;
// INT8-NOT: bar.sync
// INT8: mbarrier.try_wait.parity.shared.b64
// INT8: fence.proxy.async.shared::cta;
// INT8: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// INT8: wgmma.wait_group.sync.aligned 0;

// TF32: .shared .align 1024 .b8 __tileas_pipe_matmul_tf32[229488];
// TF32: mbarrier.try_wait.parity.shared.b64
// TF32: cvt.rna.tf32.f32
// TF32: bar.sync 1, 256;
// TF32-COUNT-16: st.shared.b32
// TF32-NEXT: fence.proxy.async.shared::cta;
// TF32-NEXT: bar.sync 1, 256;
// TF32-NEXT: wgmma.fence.sync.aligned;
// TF32: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// TF32: wgmma.commit_group.sync.aligned;
// TF32-NEXT: wgmma.wait_group.sync.aligned 1;
// TF32-NOT: bar.sync
// TF32: mbarrier.arrive.shared.b64
// TF32: wgmma.wait_group.sync.aligned 0;

// Four stages of 16 KiB and two buffers of 8 KiB (B's 64 x 128 bytes).
// BUF: .shared .align 1024 .b8 __tileas_pipe_matmul_int8[8{{[0-9]+}}];
// BUF: mbarrier.try_wait.parity.shared.b64
// BUF: ld.shared.v4.b32
// BUF-NOT: bar.sync
// BUF-COUNT-16: st.shared.v2.b8
// BUF-NEXT: fence.proxy.async.shared::cta;
// BUF-NEXT: bar.sync 1, 256;
// BUF-NEXT: wgmma.fence.sync.aligned;
// BUF: wgmma.commit_group.sync.aligned;
// BUF-NEXT: wgmma.wait_group.sync.aligned 1;
// BUF-NEXT: bar.sync 1, 256;
// BUF: mbarrier.arrive.shared.b64

// EMU-NOT: FAIL
// EMU: PASS{{ +}}matmul_int8{{ +}}0.00e+00{{ +}}0.00e+00{{.*}} 64 wgmma.mma_async
// EMU: PASS{{ +}}matmul_tf32{{ +}}{{.*}} 256 wgmma.mma_async
// EMU: PASS{{ +}}matmul_fp8_e4m3{{ +}}{{.*}} 64 wgmma.mma_async
// EMU: emulate: 3 PASS

// EMU-BUF-NOT: FAIL
// EMU-BUF: PASS{{ +}}matmul_int8{{ +}}0.00e+00{{ +}}0.00e+00
// EMU-BUF: PASS{{ +}}matmul_tf32
// EMU-BUF: emulate: 2 PASS

// NOBAR: FAIL{{ +}}matmul_int8{{.*}}shared-memory race (WAR) on __tileas_pipe_matmul_int8+{{[0-9]+}} in block (0, 0, 0) {{.*}}: thread {{[0-9]+}} overwrites a byte read by thread {{[0-9]+}} in the same phase (no barrier between)

// ONE: FAIL{{ +}}matmul_int8{{.*}}wgmma race in block (0, 0, 0): thread {{[0-9]+}} stores {{[0-9]+}} bytes to __tileas_pipe_matmul_int8+{{[0-9]+}}, which a wgmma.mma_async of thread {{[0-9]+}} may still read (its B operand
