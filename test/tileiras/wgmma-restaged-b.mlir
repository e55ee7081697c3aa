// At sm_90 a tf32 or 8-bit B reaches wgmma K-major only, so the threads read
// its N-major TMA stage into registers and write it again K-major. The K
// loop does that itself (tileas-pipeline-loads, restage_b), into buffer
// k mod 2 of two, so that its MMAs stay in flight: per K step the stage's
// mbarrier wait, the register read, the K-major stores (2 bytes each for
// int8, the rows of K the registers hold together) fenced for the tensor
// cores, one barrier of the compute threads, the MMAs with
// `wgmma.wait_group 1`, a second barrier (the buffer rewritten next was read
// by the MMAs of k-1), and the hand-back of the stage k-1 read to the
// producer warpgroup (the loop is warp-specialized), which copies each
// iteration into its stage with a proxy fence first (the threads read B's
// stage through the generic proxy). The emulator runs 16 (int8) and 32 (tf32) K steps of each
// (emulator/references.py, K = 1008), so both buffers are reused many times;
// it fails a store into bytes an unretired wgmma group reads.
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/matmul_int8.tileirbc | FileCheck %s --check-prefix=INT8
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/matmul_tf32.tileirbc | FileCheck %s --check-prefix=TF32
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --gpu-name sm_90 --matmul \
// RUN:   --schedule shuffle matmul_int8 matmul_tf32 matmul_fp8_e4m3 | FileCheck %s --check-prefix=EMU
// With one buffer instead of two (the buffer index `k mod 2` replaced by 0),
// the threads restage B over the bytes the previous MMAs may still read:
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.one --gpu-name sm_90 --matmul \
// RUN:   --mutate '(?s)(%(\d+) = llvm\.mlir\.constant\(2 : i32\) : i32.*?= )llvm\.urem (%\d+), %\2 : i32' '\1llvm.sub \3, \3 : i32' \
// RUN:   matmul_int8 | FileCheck %s --check-prefix=ONE

// INT8: .reqntid 384, 1, 1
// INT8: mbarrier.try_wait.parity.shared.b64
// INT8: ld.shared.v4.b32
// INT8-COUNT-16: st.shared.v2.b8
// INT8-NEXT: fence.proxy.async.shared::cta;
// INT8-NEXT: bar.sync 1, 256;
// INT8-NEXT: wgmma.fence.sync.aligned;
// INT8: wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8
// INT8: wgmma.commit_group.sync.aligned;
// INT8-NEXT: wgmma.wait_group.sync.aligned 1;
// INT8-NEXT: bar.sync 1, 256;
// INT8-NOT: bar.sync
// INT8: mbarrier.arrive.shared.b64
// INT8-NOT: bar.sync
// INT8: setmaxnreg.dec.sync.aligned.u32 40;
// INT8-NOT: bar.sync
// INT8: mbarrier.try_wait.parity.shared.b64
// INT8: fence.proxy.async.shared::cta;
// INT8: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// INT8: wgmma.wait_group.sync.aligned 0;

// TF32: mbarrier.try_wait.parity.shared.b64
// TF32: cvt.rna.tf32.f32
// TF32-COUNT-16: st.shared.b32
// TF32-NEXT: fence.proxy.async.shared::cta;
// TF32-NEXT: bar.sync 1, 256;
// TF32-NEXT: wgmma.fence.sync.aligned;
// TF32: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// TF32: wgmma.commit_group.sync.aligned;
// TF32-NEXT: wgmma.wait_group.sync.aligned 1;
// TF32-NEXT: bar.sync 1, 256;
// TF32: mbarrier.arrive.shared.b64
// TF32: wgmma.wait_group.sync.aligned 0;

// EMU-NOT: FAIL
// EMU: PASS{{ +}}matmul_int8{{ +}}0.00e+00{{ +}}0.00e+00{{.*}} 64 wgmma.mma_async
// EMU: PASS{{ +}}matmul_tf32{{ +}}{{.*}} 256 wgmma.mma_async
// EMU: PASS{{ +}}matmul_fp8_e4m3{{ +}}{{.*}} 64 wgmma.mma_async
// EMU: emulate: 3 PASS

// ONE: FAIL{{ +}}matmul_int8{{.*}}wgmma race in block (0, 0, 0): thread {{[0-9]+}} stores {{[0-9]+}} bytes to __tileas_pipe_matmul_int8+{{[0-9]+}}, which a wgmma.mma_async of thread {{[0-9]+}} may still read (its B operand
