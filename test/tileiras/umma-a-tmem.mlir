// A tcgen05 dot whose A the threads hold in the accumulator's layout
// (attention's P = exp2(S - m) in f16, S brought back from TMEM by
// tcgen05.ld) reads A from tensor memory instead of a staged shared-memory
// copy, as NVIDIA's tileiras does: each thread packs its row's 64 f16 two to
// a 32-bit column (one cvt.rn.f16x2.f32 a pair) and stores them with one
// tcgen05.st.32x32b.x32 into TMEM columns of their own; the output's rescale
// by alpha, deferred to the P.V dot, runs after that store (P's registers
// are free by then: no spill under the occupancy hint's 128 registers, where
// rescaling first spilled 80 bytes); wait::st, fence::before_thread_sync, the CTA barrier,
// then the MMA thread's fence::after_thread_sync and eight
// `tcgen05.mma [d], [a], bdesc` (A 8 columns further each 32-byte K step;
// the instruction descriptor is NVIDIA's for the same MMA, 136380432). P's
// columns and the scores' accumulator share one TMEM pool that the entry
// block allocates (256 columns) and the return frees, before thread 0
// invalidates the kernel's tcgen05 mbarrier (initialised once). The
// scratch loses P's 32 KiB staging (1024 bytes left: the row reductions'
// partials). The kernel still
// computes attention right (CPU emulator, shuffled threads); the emulator
// checks A's TMEM columns (handing the MMAs D's address as A is caught).
// REQUIRES: tileiras-driver, numpy
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o %t.d/a.ptx %corpus/attention_fmha_causal_f16.tileirbc
// RUN: FileCheck %s --input-file=%t.d/a.ptx
// RUN: tileiras --gpu-name=sm_100 -o %t.d/a.cubin %corpus/attention_fmha_causal_f16.tileirbc
// RUN: %ptxas -arch sm_100a --opt-level 3 -v %t.d/a.ptx -o %t.d/v.cubin 2>&1 | FileCheck %s --check-prefix=REGS
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --gpu-name sm_100 \
// RUN:   --matmul --schedule shuffle --seed 11 attention_fmha_causal_f16 | FileCheck %s --check-prefix=EMU
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.mut --gpu-name sm_100 --matmul \
// RUN:   --mutate '(@__emu_tcgen05_mma_ta\(%\w+, %\w+, )(%\w+), (%\w+)' '\1\2, \2' attention_fmha_causal_f16 \
// RUN:   | FileCheck %s --check-prefix=MUT

// CHECK: .shared .align 1024 .b8 __tileas_smem_attention_fmha_causal_f16[1024];
// The kernel's TMEM pool: the scores' accumulator (128 columns) and P (64),
// allocated once; the output accumulator stays in TMEM across the loop.
// CHECK: mov.b32 [[POOL:%r[0-9]+]], 256;
// CHECK-NEXT: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [{{.*}}], [[POOL]];
// P's region starts 128 columns in; each K step's A 8 columns further.
// CHECK: ld.shared.b32 [[BASE:%r[0-9]+]], [__tileas_tc_attention_fmha_causal_f16+8];
// CHECK: add.s32 [[A0:%r[0-9]+]], [[BASE]], 128;
// CHECK: add.s32 [[A1:%r[0-9]+]], [[BASE]], 136;
// CHECK: add.s32 [[A7:%r[0-9]+]], [[BASE]], 184;
// The scores' dot: A (Q) and B from shared memory.
// CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}
// P rounded to f16 a pair at a time and stored into TMEM, then the
// output's rescale by alpha in TMEM (two 32-column chunks: ld, multiply,
// st), then the P·V dot reading P there.
// CHECK-COUNT-32: cvt.rn.f16x2.f32
// CHECK-NOT: cvt.rn.f16.f32
// CHECK: tcgen05.st.sync.aligned.32x32b.x32.b32 [%r{{[0-9]+}}], {{.}}%r{{[0-9]+}}, {{(%r[0-9]+, )+}}%r{{[0-9]+}}{{.}};
// CHECK-NEXT: tcgen05.wait::st.sync.aligned;
// CHECK-NEXT: tcgen05.fence::before_thread_sync;
// CHECK: tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK: tcgen05.st.sync.aligned.32x32b.x32.b32
// CHECK-NEXT: tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK: tcgen05.st.sync.aligned.32x32b.x32.b32
// CHECK-NEXT: tcgen05.wait::st.sync.aligned;
// CHECK-NEXT: tcgen05.fence::before_thread_sync;
// CHECK-NEXT: bar.sync 0;
// CHECK: tcgen05.fence::after_thread_sync;
// CHECK: mov.b32 [[IDESC:%r[0-9]+]], 136380432;
// CHECK-NEXT: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [[[D:%r[0-9]+]]], [[[A0]]], %rd{{[0-9]+}}, [[IDESC]], %p{{[0-9]+}};
// CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [[[D]]], [[[A1]]], %rd{{[0-9]+}}, [[IDESC]], %p{{[0-9]+}};
// CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [[[D]]], [[[A7]]], %rd{{[0-9]+}}, [[IDESC]], %p{{[0-9]+}};
// CHECK: tcgen05.commit
// CHECK: mov.b32 [[N:%r[0-9]+]], 256;
// CHECK-NEXT: tcgen05.dealloc.cta_group::1.sync.aligned.b32 {{.*}}, [[N]];
// CHECK-NEXT: $L__
// CHECK-NEXT: @%p{{[0-9]+}} bra
// CHECK-NEXT: mbarrier.inval.shared.b64 [__tileas_tc_attention_fmha_causal_f16];
// CHECK-NEXT: $L__
// CHECK-NEXT: ret;

// EMU: PASS{{ +}}attention_fmha_causal_f16{{ .*}} tcgen05.mma

// MUT: FAIL{{ +}}attention_fmha_causal_f16{{ .*}} A (columns {{[0-9]+}}..{{[0-9]+}}) and D (columns {{[0-9]+}}..{{[0-9]+}}) overlap in TMEM

// ptxas: no stack frame, no spill under .maxnreg 128.
// REGS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// REGS-NEXT: Used {{[0-9]+}} registers
