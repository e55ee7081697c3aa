// Warp matrix ops in the CPU emulator: emulator/tests/warp_mma.py rewrites the
// hand-written kernel emulator/tests/warp-mma.mlir with tileas-emu-prep, builds
// it with emulator/runtime.c and runs it for CTAs of 32, 128 and 64x2 threads
// in each thread order, checking every output word exactly against references
// built from the PTX ISA's fragment layouts: every llvm.nvvm.mma.* form the
// runtime implements (f16 -> f32/f16, bf16, tf32 with the ignored low mantissa
// bits set, s8/u8 with wrap-around and .satfinite, the four fp8 pairs and an
// f16 accumulator, f64 as an fma chain, the block-scaled e4m3 form with UE8M0
// scales picked by non-zero byte and thread ids by the PTX ISA's rule, NVFP4's
// m16n8k64 e2m1 form with four UE4M3 scales a word, MXFP4's with two UE8M0
// scales from byte id 0 or 2, and with four UE8M0 scales a word: the
// inline-PTX mma.sync, which has no intrinsic),
// ldmatrix and stmatrix .x1/.x2/.x4 with and without .trans, and an
// ldmatrix.x4 + ldmatrix.x2.trans -> mma chain; then the same with
// --no-race-check, then the launches that must fail, with the runtime's message
// (among them the block-scaled MMA with byte or thread ids that differ between
// lanes or are out of range, NVFP4's and the 4X MXFP4's with a byte id other
// than 0 and MXFP4's with an odd one).
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/warp_mma.py --workdir %t.d | FileCheck %s

// CHECK: warp-mma: 39 matrix ops (23 mma, 10 ldmatrix, 6 stmatrix), 2 barriers, 18 instrumented shared accesses, intrinsics []
// CHECK-NOT: FAIL
// CHECK: ok 32x1x1 threads, 3 CTAs, forward: 36 records x 96 threads, 111 warp matrix ops, 6 barriers
// CHECK: ok 32x1x1 threads, 3 CTAs, reverse:
// CHECK: ok 32x1x1 threads, 3 CTAs, shuffle:
// CHECK: ok 128x1x1 threads, 2 CTAs, forward: 36 records x 256 threads, 296 warp matrix ops, 4 barriers
// CHECK: ok 128x1x1 threads, 2 CTAs, reverse:
// CHECK: ok 128x1x1 threads, 2 CTAs, shuffle:
// CHECK: ok 64x2x1 threads, 1 CTAs, forward: 36 records x 128 threads, 148 warp matrix ops, 2 barriers
// CHECK: ok 64x2x1 threads, 1 CTAs, reverse:
// CHECK: ok 64x2x1 threads, 1 CTAs, shuffle:
// CHECK: tf32 low bits matter: {{[1-9][0-9]*}} outputs (mma.m16n8k8.row.col.tf32)
// CHECK: wrapped: {{[1-9][0-9]*}} outputs (mma.m16n8k32.row.col.s8, mma.m16n8k32.row.col.s8.u8, mma.m16n8k32.row.col.u8, mma.m16n8k32.row.col.u8.s8)
// CHECK: clamped: {{[1-9][0-9]*}} outputs (mma.m16n8k32.row.col.satfinite.s8, mma.m16n8k32.row.col.satfinite.s8.u8, mma.m16n8k32.row.col.satfinite.u8, mma.m16n8k32.row.col.satfinite.u8.s8)
// CHECK: f64 fma differs from mul + add: {{[1-9][0-9]*}} outputs (mma.m8n8k4.row.col.f64)
// CHECK: block-scaled mma: 15 warps, byte-id-a [{{[123][123, ]*}}], thread-id-a [1], byte-id-b [{{[123][123, ]*}}], thread-id-b [{{[123][123, ]*}}]
// CHECK: NVFP4 mma: 15 warps, thread-id-a [{{[01][01, ]*}}], thread-id-b [{{[0-3][0-3, ]*}}]
// CHECK: MXFP4 mma: 15 warps, byte-id-a [{{[02][02, ]*}}], thread-id-a [{{[01][01, ]*}}], byte-id-b [{{[02][02, ]*}}], thread-id-b [{{[0-3][0-3, ]*}}]
// CHECK: MXFP4 4X mma: 15 warps, thread-id-a [{{[01][01, ]*}}], thread-id-b [{{[0-3][0-3, ]*}}]
// CHECK: ok --no-race-check 128x1x1 threads, 2 CTAs, shuffle: 296 warp matrix ops
// CHECK: expected failure (half a warp at an mma): warp divergence in block (0, 0, 0), warp 0: 16 lanes wait at mma.m16n8k16.row.col.f32.f16.f16.f32 #{{[0-9]+}} (first: lane 0) while lane 16 returned
// CHECK: expected failure (two mma forms): warp divergence in block (0, 0, 0), warp 0: lane 16 reached mma.m16n8k16.row.col.f32.bf16.bf16.f32 #{{[0-9]+}} while lane 0 waits at mma.m16n8k16.row.col.f32.f16.f16.f32 #{{[0-9]+}}
// CHECK: expected failure (misaligned ldmatrix row): ldmatrix.m8n8.x1.b16 #{{[0-9]+}} in block (0, 0, 0): the row address 0x{{[0-9a-f]+}} of thread 0 is not 16-byte aligned
// CHECK: expected failure (ldmatrix row outside shared memory): ldmatrix.m8n8.x1.b16 #{{[0-9]+}} in block (0, 0, 0): the row address 0x{{[0-9a-f]+}} of thread 0 is not in shared memory
// CHECK: expected failure (no barrier before ldmatrix): shared-memory race (RAW) on tile+{{[0-9]+}} in block (0, 0, 0) after barrier 0 of the CTA: thread {{[0-9]+}} reads a byte written by thread {{[0-9]+}} in the same phase (no barrier between)
// CHECK: expected failure (48 threads): mma.m16n8k16.row.col.f32.f16.f16.f32 #{{[0-9]+}} in block (0, 0, 0) thread 32: warp 1 is not complete (48 threads per CTA, not a multiple of 32)
// CHECK: expected failure (block-scaled mma, lane 5's byte-id-a differs): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): lane 5's byte/thread ids differ from lane 0's
// CHECK: expected failure (block-scaled mma, lane 31's thread-id-b differs): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): lane 31's byte/thread ids differ from lane 0's
// CHECK: expected failure (block-scaled mma, thread-id-a 2): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): byte ids {0, 0} or thread ids {2, 0} out of range
// CHECK: expected failure (block-scaled mma, byte-id-b 4): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): byte ids {0, 4} or thread ids {0, 0} out of range
// CHECK: expected failure (NVFP4 mma, byte-id-a 1): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): byte ids {1, 0} or thread ids {0, 0} out of range
// CHECK: expected failure (MXFP4 mma, byte-id-b 1): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): byte ids {0, 1} or thread ids {0, 0} out of range
// CHECK: expected failure (MXFP4 4X mma, byte-id-a 2): block-scaled mma #{{[0-9]+}} in block (0, 0, 0): byte ids {2, 0} or thread ids {0, 0} out of range
// CHECK-NOT: FAIL
// CHECK: warp-mma: PASS
