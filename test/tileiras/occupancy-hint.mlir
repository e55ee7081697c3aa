// cuda_tile's `occupancy` optimization hint on an entry (CTAs an SM should
// hold at once; cuTile's `@ct.kernel(occupancy=N)`): the pipelined loops plan
// their shared-memory rings within the SM's N-th part less the 1 KiB each CTA
// reserves ((227 + 1) KiB / 2 - 1 KiB = 115712 bytes at sm_90/sm_100) and the
// kernel gets `.maxnreg` 64 Ki / (threads · N), as NVIDIA's tileiras emits it.
// matmul_f16 with occupancy 2: sm_100 keeps 3 stages of its ring instead of 7
// and sm_90 drops the producer warpgroup (setmaxnreg moves registers between
// warpgroups of one CTA an SM), 256 threads capped at 128 registers. Where a
// hint cannot be met the kernel compiles as without it and a missed remark
// says why: occupancy 3 at sm_90 leaves 85 registers, fewer than the
// warpgroup MMA's 64 accumulator registers need (ptxas refuses such a cap);
// occupancy 3 at sm_80 would leave matmul_f16's cp.async loads without a
// ring; attention_fmha_causal_f16 (occupancy 2 in the corpus) at sm_120
// keeps both chained mma.sync accumulators, P and Q in registers (224 a
// thread by `mma::register_floor`, more than the 128 of two CTAs of 256
// threads); row_sum_f32 with occupancy 6 at sm_120 has more scratch alone
// than its sixth of the SM's shared memory. At sm_100 attention
// meets its hint as NVIDIA's kernel does: one stage each of K and V (32 KiB,
// each refilled once the iteration's dot has read it; 99336 bytes of rings
// with the 32 KiB of Q), 256 threads capped at 128 registers. At -O0 (no rings) the lowering decides: row_sum_f32 at sm_120
// declares more than the share, matmul_f16 at sm_90 with occupancy 3 is short
// of registers, so neither gets a cap. The occupancy-2 kernel still computes
// the right product (CPU emulator, sm_90).
// REQUIRES: tileiras-driver, numpy
// RUN: rm -rf %t.d %t.d3 && mkdir -p %t.d %t.d3 && cp %corpus/manifest.json %t.d/
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_f16.tileirbc -o %t.mlir
// RUN: sed -e 's/optimization_hints=<sm_100 = {}>/optimization_hints=<sm_100 = {occupancy = 2}, sm_90 = {occupancy = 2}>/' %t.mlir > %t.2.mlir
// RUN: sed -e 's/optimization_hints=<sm_100 = {}>/optimization_hints=<sm_90 = {occupancy = 3}>/' %t.mlir > %t.3.mlir
// RUN: sed -e 's/optimization_hints=<sm_100 = {}>/optimization_hints=<sm_80 = {occupancy = 3}>/' %t.mlir > %t.80.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.80.mlir -o %t.80.tileirbc
// RUN: tileiras --gpu-name=sm_80 --emit=ptx -o - %t.80.tileirbc --remarks=all 2>%t.r80 | FileCheck %s --check-prefix=NOCAP
// RUN: FileCheck %s --check-prefix=RINGS < %t.r80
// RUN: FileCheck %s --check-prefix=SRC < %t.2.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.2.mlir -o %t.d/matmul_f16.tileirbc
// RUN: tileas-translate --mlir-to-cudatilebc %t.3.mlir -o %t.d3/matmul_f16.tileirbc
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=PLAIN100
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %t.d/matmul_f16.tileirbc | FileCheck %s --check-prefix=OCC100
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %t.d/matmul_f16.tileirbc --remarks=all 2>%t.r90 | FileCheck %s --check-prefix=OCC90
// RUN: FileCheck %s --check-prefix=MET < %t.r90
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %t.d3/matmul_f16.tileirbc --remarks=all 2>%t.r3 | FileCheck %s --check-prefix=REGS
// RUN: FileCheck %s --check-prefix=REGS-REMARK < %t.r3
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %corpus/attention_fmha_causal_f16.tileirbc --remarks=all 2>%t.ra | FileCheck %s --check-prefix=ATTN
// RUN: FileCheck %s --check-prefix=ATTN-REMARK < %t.ra
// RUN: tileiras --gpu-name=sm_120 --emit=ptx -o - %corpus/attention_fmha_causal_f16.sm_120.tileirbc --remarks=all 2>%t.ra120 | FileCheck %s --check-prefix=NOCAP
// RUN: FileCheck %s --check-prefix=CHAIN < %t.ra120
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/row_sum_f32.tileirbc -o %t.rs.mlir
// RUN: sed -e 's/optimization_hints=<sm_100 = {}>/optimization_hints=<sm_120 = {occupancy = 6}>/' %t.rs.mlir > %t.rs6.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.rs6.mlir -o %t.rs6.tileirbc
// RUN: tileiras --gpu-name=sm_120 --emit=ptx -o - %t.rs6.tileirbc --remarks=all 2>%t.r120 | FileCheck %s --check-prefix=NOCAP
// RUN: FileCheck %s --check-prefix=SCRATCH < %t.r120
// RUN: tileiras --gpu-name=sm_120 -O0 --emit=ptx -o - %t.rs6.tileirbc --remarks=all 2>%t.r120o0 | FileCheck %s --check-prefix=NOCAP
// RUN: FileCheck %s --check-prefix=SHARED < %t.r120o0
// RUN: tileiras --gpu-name=sm_90 -O0 --emit=ptx -o - %t.d3/matmul_f16.tileirbc --remarks=all 2>%t.r3o0 | FileCheck %s --check-prefix=NOCAP
// RUN: FileCheck %s --check-prefix=REGS-REMARK < %t.r3o0
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %t.d --workdir %t.emu --gpu-name sm_90 \
// RUN:   --matmul matmul_f16 | FileCheck %s --check-prefix=EMU

// SRC: entry @matmul_f16({{.*}}) optimization_hints=<sm_100 = {occupancy = 2}, sm_90 = {occupancy = 2}>

// PLAIN100-NOT: .maxnreg
// PLAIN100: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[229488];

// OCC100: .reqntid 256, 1, 1
// OCC100-NEXT: .minnctapersm 1
// OCC100-NEXT: .maxnreg 128
// OCC100: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[98352];

// OCC90: .reqntid 256, 1, 1
// OCC90-NEXT: .minnctapersm 1
// OCC90-NEXT: .maxnreg 128
// OCC90-NOT: setmaxnreg
// OCC90: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[98328];
// OCC90-NOT: setmaxnreg

// MET: remark: [passed] Memory in 'matmul_f16': occupancy hint met (Occupancy: 2; MaxRegisters: 128; SharedBytesPerCTA: 115712) [TileasOccupancy]

// REGS: .reqntid 384, 1, 1
// REGS-NOT: .maxnreg
// REGS: setmaxnreg
// REGS-REMARK: remark: [missed] Memory in 'matmul_f16': occupancy hint not met (Reason: the tensor-core dots keep more accumulator and operand registers than that many CTAs leave a thread; Occupancy: 3) [TileasOccupancyMissed]

// ATTN: .reqntid 256, 1, 1
// ATTN-NEXT: .minnctapersm 1
// ATTN-NEXT: .maxnreg 128
// ATTN: .shared .align 1024 .b8 __tileas_pipe_attention_fmha_causal_f16[99336];
// ATTN: cp.async.bulk.tensor
// ATTN-REMARK: attention_fmha_causal_f16.py:12:0: remark: [passed] Memory in 'attention_fmha_causal_f16': occupancy hint met (Occupancy: 2; MaxRegisters: 128; SharedBytesPerCTA: 115712) [TileasOccupancy]
// RINGS: remark: [missed] Memory in 'matmul_f16': occupancy hint not met (Reason: that many CTAs' share of shared memory would leave a loop's loads unpipelined; Occupancy: 3) [TileasOccupancyMissed]

// NOCAP-NOT: .maxnreg
// NOCAP: .entry
// NOCAP-NOT: .maxnreg
// CHAIN: attention_fmha_causal_f16.py:12:0: remark: [missed] Memory in 'attention_fmha_causal_f16': occupancy hint not met (Reason: the tensor-core dots keep more accumulator and operand registers than that many CTAs leave a thread; Occupancy: 2) [TileasOccupancyMissed]
// SCRATCH: remark: [missed] Memory in 'row_sum_f32': occupancy hint not met (Reason: the kernel's shared-memory scratch alone exceeds that many CTAs' share; Occupancy: 6) [TileasOccupancyMissed]
// SHARED: remark: [missed] Memory in 'row_sum_f32': occupancy hint not met (Reason: the kernel's shared memory exceeds that many CTAs' share; Occupancy: 6) [TileasOccupancyMissed]

// EMU: PASS matmul_f16
