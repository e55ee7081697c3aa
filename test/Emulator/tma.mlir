// Hopper/Blackwell TMA loads and mbarrier transaction counts in the CPU
// emulator: emulator/tests/tma.py rewrites the hand-written kernel
// emulator/tests/tma.mlir with tileas-emu-prep (six tensor-map parameters:
// `llvm.byval = !llvm.array<128 x i8>`, nvvm.grid_constant), builds it with
// emulator/runtime.c, encodes the CUtensorMap descriptors from
// docs/design/tma-descriptors.md (the encoder checked against NVIDIA's words)
// and runs it for 2 CTAs of 128 threads in each thread order: ten single
// loads on one mbarrier (arrive.expect_tx before and after the load,
// try_wait.parity): 2-D f16 without swizzle inside the tensor, before its
// start and past its end; 2-D with the 128-, 64- and 32-byte swizzles (the
// exact shared-memory layout), one past the last row; 1-D f32 past the end
// and before the start; 3-D i32 outside in two dimensions; and a 3-stage ring
// of six 128-byte-swizzled loads with one mbarrier per stage and parities
// over two rounds. Every output word is checked exactly; then the same with
// --no-race-check, and with the 128-byte swizzle in 32-byte atoms (word 1
// bit 19: Swizzle<2,5,2>), then the launches that must fail, with the runtime's
// message: no wait (bytes in flight read), expect_tx of more bytes than
// arrive (an mbarrier deadlock), a load nobody waits for, no barrier between
// a stage's reads and the next load into it, bad descriptors (misaligned
// global address, unknown format, another rank, 32-byte atoms of a swizzle
// other than 128 bytes), misaligned shared
// destinations; last, emulate.py's host-module path (a stand-in host object,
// large code model, not PIC as at sm_100 and PIC as at sm_90, linked and
// called on the launch parameter buffer at the hidden offsets of each).
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/tma.py --workdir %t.d | FileCheck %s

// CHECK: descriptor encoder: agrees with NVIDIA's words of matmul_f16 (host-abi/src/tma.rs)
// CHECK: tma: 3 TMA loads, 3 arrive.expect_tx, 1 try_wait, 1 prefetch.tensormap, 1 fence.proxy.async, 6 tensor-map parameters (kinds ppiipppppp), 4 barriers, 4 instrumented shared accesses, intrinsics []
// CHECK: single loads: 10, 2744 zero-filled bytes (out of bounds)
// CHECK-NOT: FAIL
// CHECK: ok forward: 2 CTAs x 128 threads, 32 TMA loads, 43520 bytes, 36 barriers
// CHECK: ok reverse: 2 CTAs x 128 threads, 32 TMA loads, 43520 bytes, 36 barriers
// CHECK: ok shuffle: 2 CTAs x 128 threads, 32 TMA loads, 43520 bytes, 36 barriers
// CHECK: ok --no-race-check shuffle: 32 TMA loads
// CHECK: ok 128-byte swizzle in 32-byte atoms (map 1, word 1 bit 19), shuffle: 32 TMA loads
// CHECK: expected failure (no wait, forward): TMA race in block (0, 0, 0) after barrier 1 of the CTA: thread 0 reads shared byte buf+128 that an in-flight TMA load (cp.async.bulk.tensor #[[SITE:[0-9]+]] of thread 0, 1024 bytes, completing on the mbarrier at bars+0 in its phase 0) will write: no mbarrier.try_wait.parity has observed that phase's completion
// CHECK: expected failure (expect_tx of 16 bytes more than arrive, forward): mbarrier deadlock in block (0, 0, 0): 128 threads wait on mbarriers (first: thread 0, parity 0 on the mbarrier at bars+0, in phase 0 with 0 of 1 arrivals pending, tx-count 16: transaction bytes expected (expect_tx) and never completed by a TMA load, 0 bytes of TMA loads in flight on it) and nothing can arrive
// CHECK: expected failure (a load nobody waits for, forward): TMA in block (0, 0, 0): the CTA ended with 1 TMA loads in flight (the first: cp.async.bulk.tensor #[[SITE]] of thread 0, 2048 bytes to ring+0, completing on the mbarrier at bars+8, whose phase 2 no thread waited for with mbarrier.try_wait.parity)
// CHECK: expected failure (no barrier between the reads of a stage and the next load, forward): TMA race in block (0, 0, 0) after barrier 11 of the CTA: thread 1 reads shared byte ring+4 that an in-flight TMA load (cp.async.bulk.tensor #[[SITE]] of thread 0, 2048 bytes, completing on the mbarrier at bars+8 in its phase 1) will write
// CHECK: expected failure (no barrier between the reads of a stage and the next load, reverse): TMA race in block (0, 0, 0) after barrier 11 of the CTA: thread 127 reads shared byte ring+508 that an in-flight TMA load
// CHECK: expected failure (misaligned global address, forward): TMA load (cp.async.bulk.tensor) #[[SITE]] in block (0, 0, 0) thread 0: bad descriptor: the global address 0x{{[0-9a-f]*}}8 (word 0) is not 16-byte aligned
// CHECK: expected failure (unknown element format, forward): TMA load (cp.async.bulk.tensor) #[[SITE]] in block (0, 0, 0) thread 0: bad descriptor: unknown element format code 3 (word 1 bits 7-10)
// CHECK: expected failure (32-byte atoms of the 32-byte swizzle, forward): TMA load (cp.async.bulk.tensor) #{{[0-9]+}} in block (0, 0, 0) thread 0: bad descriptor: 32-byte swizzle atoms (word 1 bit 19) without the 128-byte swizzle
// CHECK: expected failure (a descriptor of another rank, forward): TMA load (cp.async.bulk.tensor) #{{[0-9]+}} in block (0, 0, 0) thread 0: the descriptor has rank 2, the instruction (tile.1d) 1 coordinates
// CHECK: expected failure (destination not 128-byte aligned, forward): TMA load (cp.async.bulk.tensor) #[[SITE]] in block (0, 0, 0) thread 0: the shared destination 0x{{[0-9a-f]+}} is not 128-byte aligned (TMA's minimum)
// CHECK: expected failure (swizzled destination not 1024-byte aligned, forward): TMA load (cp.async.bulk.tensor) #[[SITE]] in block (0, 0, 0) thread 0: the shared destination 0x{{[0-9a-f]+}} is not 1024-byte aligned (the swizzle pattern's atom)
// CHECK: ok after the failures: forward
// CHECK: ok host module (sm_100, fno-pic): user parameters end at 140, descriptors at 0xc0 + 128 j, filled by FUNC_ON_ARGUMENTS_CHANGE; the ring's 6 records match
// CHECK: ok host module (sm_90, fPIC): user parameters end at 140, descriptors at 0xb0 + 128 j, filled by FUNC_ON_ARGUMENTS_CHANGE; the ring's 6 records match
// CHECK-NOT: FAIL
// CHECK: tma: PASS
