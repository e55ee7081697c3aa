// Warp shuffles in the CPU emulator: emulator/tests/warp_shuffle.py rewrites the
// hand-written kernel emulator/tests/warp-shuffle.mlir with tileas-emu-prep,
// builds it with emulator/runtime.c and runs it for CTAs of 32, 128, 256 and
// 64x2x2 threads in each thread order, checking every output exactly against
// NumPy: butterfly sums (i32, f32), an idx broadcast, up/down within the warp and
// within 8/16-lane segments with their validity, each kind with random per-thread
// b and c operands (PTX's source-lane rule), the twelve warp reductions
// (redux.sync: i32 add, min, max, umin, umax, and, or, xor; f32 fmin, fmax and
// their .NaN forms over warps with a NaN lane, only signed zeros or only NaNs),
// laneid/warpid, and shared memory
// ordered by `bar.sync 1, N` under the race detector. A named barrier of one
// warp completes while the other warps return. Then the launches that must
// fail, with the runtime's message.
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/warp_shuffle.py --workdir %t.d | FileCheck %s

// CHECK: warp-shuffle: 29 shuffles, 6 barriers, sregs ctaid.x laneid ntid.x ntid.y ntid.z tid.x tid.y tid.z warpid
// CHECK-NOT: FAIL
// CHECK: ok 32x1x1 threads, 3 CTAs, forward: 37 outputs x 96 threads, 96 warp shuffles, 3 barriers
// CHECK: ok 32x1x1 threads, 3 CTAs, reverse:
// CHECK: ok 32x1x1 threads, 3 CTAs, shuffle:
// CHECK: ok 128x1x1 threads, 2 CTAs, forward: 37 outputs x 256 threads, 256 warp shuffles, 2 barriers
// CHECK: ok 128x1x1 threads, 2 CTAs, reverse:
// CHECK: ok 128x1x1 threads, 2 CTAs, shuffle:
// CHECK: ok 256x1x1 threads, 2 CTAs, forward: 37 outputs x 512 threads, 512 warp shuffles, 2 barriers
// CHECK: ok 256x1x1 threads, 2 CTAs, reverse:
// CHECK: ok 256x1x1 threads, 2 CTAs, shuffle:
// CHECK: ok 64x2x2 threads, 1 CTAs, forward: 37 outputs x 256 threads, 256 warp shuffles, 1 barriers
// CHECK: ok 64x2x2 threads, 1 CTAs, reverse:
// CHECK: ok 64x2x2 threads, 1 CTAs, shuffle:
// CHECK: ok named barrier of one warp
// CHECK: expected failure (divergent shuffle): warp divergence in block (0, 0, 0), warp {{[0-3]}}: 16 lanes wait at shfl.sync.bfly #{{[0-9]+}} (first: lane {{[0-9]+}}) while lane {{[0-9]+}} returned
// CHECK: expected failure (thread mask 0xffff): shfl.sync.bfly #{{[0-9]+}} with thread mask 0x0000ffff in block (0, 0, 0) thread {{[0-9]+}}: only full-warp shuffles (mask 0xffffffff) are emulated
// CHECK: expected failure (barrier for 32 threads): barrier 2 in block (0, 0, 0): 128 threads wait at it, named for 32 (first: thread {{[0-9]+}})
// CHECK: expected failure (two shuffle sites): warp divergence in block (0, 0, 0), warp {{[0-3]}}: lane {{[0-9]+}} reached shfl.sync.down #{{[0-9]+}} while lane {{[0-9]+}} waits at shfl.sync.down #{{[0-9]+}}
// CHECK: expected failure (mixed barrier counts): barrier 3 in block (0, 0, 0): thread {{[0-9]+}} waits for {{32|64}} threads, thread {{[0-9]+}} for {{32|64}}
// CHECK: expected failure (barrier above the CTA): barrier 3 for 256 threads in block (0, 0, 0) thread {{[0-9]+}}: more than the CTA's 128
// CHECK: expected failure (setmaxnreg 20): setmaxnreg 20 in block (0, 0, 0) thread {{[0-9]+}}: the count must be a multiple of 8 from 24 to 256
// CHECK: expected failure (redux thread mask 0xffff): redux.sync.add.s32 #{{[0-9]+}} with thread mask 0x0000ffff in block (0, 0, 0) thread {{[0-9]+}}: only full-warp reductions (mask 0xffffffff) are emulated
// CHECK: expected failure (48 threads): shfl.sync.bfly #{{[0-9]+}} in block (0, 0, 0) thread {{3[2-9]|4[0-7]}}: warp 1 is not complete (48 threads per CTA, not a multiple of 32)
// CHECK: expected failure (1025 threads): CTA of 1025 x 1 x 1 threads (1 to 1024 threads are emulated)
// CHECK-NOT: FAIL
// CHECK: warp-shuffle: PASS
