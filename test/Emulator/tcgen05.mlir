// Blackwell tensor-core ops in the CPU emulator: emulator/tests/tcgen05.py
// rewrites the hand-written kernel emulator/tests/tcgen05.mlir with
// tileas-emu-prep, builds it with emulator/runtime.c and runs eighteen cases (one
// per CTA) in each thread order: TMEM alloc, tcgen05.st of C, tcgen05.mma steps
// through shared-memory descriptors (kinds f16, bf16, tf32, e4m3/e5m2, s8/u8;
// K-major and MN-major operands, no swizzle and 32/64/128-byte swizzles, the
// 128-byte swizzle in 32-byte atoms of tf32 (mode 1, NVIDIA's SBO 512);
// M = 128 and 64; and two cases of the block-scaled
// tcgen05.mma ... mxf8f6f4.block_scale.block32, UE8M0 scales stored into TMEM
// in tcgen05.cp.32x128b.warpx4's layout, another scale ID per K step; and
// three of the 4-bit tcgen05.mma ... mxf4nvf4.block_scale: .block16 with UE4M3
// and with UE8M0 scales, a cell per K step, A negated in one, and .block32
// with scale IDs 0 and 2, e2m1 operands two to a byte along K),
// commit to an mbarrier, try_wait spin loops, tcgen05.ld,
// dealloc; every output word is checked against references built from the PTX
// ISA's descriptor tables and canonical layouts. Then the same with
// --no-race-check, then the launches that must fail, with the runtime's message
// (among them an MMA's operands overwritten before its commit arrived, an A
// in TMEM (tcgen05.mma.tensor) overwritten likewise, or on columns not
// allocated, off lane 0, with M = 64, TMEM read before the
// wait for it, the mbarrier invalidated under a pending commit
// and a CTA that ends with MMAs in flight: tcgen05.mma is asynchronous; and
// every check of the block-scaled MMA: idesc bit 23 (UE8M0) clear, scales
// off lane 0, M = 64, scale columns not allocated, scale columns overlapping
// D, scale address bits 30-31 other than the idesc's scale IDs, and the
// scale columns overwritten before the commit arrived; the 4-bit one with a
// scale ID other than 0 for .block16 and with an MN-major B).
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/tcgen05.py --workdir %t.d | FileCheck %s

// CHECK: tcgen05: 38 tensor ops (4 mma, 1 mma with A in TMEM, 1 block-scaled mma, 2 4-bit mma, 5 ld/st, 7 mbarrier), 3 barriers, 14 instrumented shared accesses, intrinsics []
// CHECK: case 0: kind::f16 f16 x f16, M 128 N 128, A K-major SW128, B K-major SW128, 4 K steps, C from tcgen05.st
// CHECK: case 1: kind::f16 bf16 x bf16, M 128 N 64, A K-major none, B K-major none, 2 K steps
// CHECK: case 2: kind::f16 f16 x f16, M 128 N 64, A K-major SW64, B MN-major SW128, 2 K steps, C from tcgen05.st, negate B
// CHECK: case 3: kind::tf32 tf32 x tf32, M 128 N 128, A K-major SW32, B K-major SW128, 3 K steps, C from tcgen05.st, negate A
// CHECK: case 4: kind::tf32 tf32 x tf32, M 128 N 64, A MN-major none, B MN-major SW64, 2 K steps
// CHECK: case 5: kind::f8f6f4 e4m3 x e4m3, M 128 N 128, A K-major SW128, B K-major SW128, 2 K steps, C from tcgen05.st
// CHECK: case 6: kind::f8f6f4 e5m2 x e4m3, M 128 N 64, A MN-major SW128, B K-major none, 1 K steps
// CHECK: case 7: kind::i8 s8 x s8, M 128 N 128, A K-major SW128, B K-major SW128, 2 K steps, C from tcgen05.st
// CHECK: case 8: kind::i8 u8 x s8, M 128 N 64, A K-major none, B MN-major SW32, 2 K steps, C from tcgen05.st, saturate
// CHECK: case 9: kind::f16 bf16 x bf16, M 128 N 128, A MN-major SW32, B K-major SW32, 4 K steps
// CHECK: case 10: kind::f16 f16 x f16, M 64 N 72, A K-major SW128, B MN-major none, 2 K steps, C from tcgen05.st
// CHECK: case 11: kind::tf32 tf32 x tf32, M 128 N 128, A K-major SW128_32B, B MN-major SW128_32B, 4 K steps, C from tcgen05.st
// CHECK: case 12: kind::tf32 tf32 x tf32, M 128 N 64, A MN-major SW128_32B, B K-major SW128_32B, 4 K steps, negate B
// CHECK: case 13: kind::mxf8f6f4.block_scale.block32 e4m3 x e4m3, M 128 N 64, A K-major SW128, B K-major SW64, 4 K steps, C from tcgen05.st, scale IDs A 2,0,3,1 B 1,3,0,2
// CHECK: case 14: kind::mxf8f6f4.block_scale.block32 e5m2 x e4m3, M 128 N 64, A MN-major SW128, B MN-major none, 2 K steps, negate A, scale IDs A 3,1 B 0,2
// CHECK: case 15: kind::mxf4nvf4.block_scale.block16 ue4m3 e2m1 x e2m1, M 128 N 96, A K-major SW64, B K-major SW64, 2 K steps, C from tcgen05.st
// CHECK: case 16: kind::mxf4nvf4.block_scale.block16 ue8m0 e2m1 x e2m1, M 128 N 64, A K-major SW128, B K-major SW32, 2 K steps, negate A
// CHECK: case 17: kind::mxf4nvf4.block_scale.block32 e2m1 x e2m1, M 128 N 64, A K-major none, B K-major SW64, 4 K steps, C from tcgen05.st, scale IDs A 0,2,2,0 B 2,0,0,2
// CHECK-NOT: FAIL
// CHECK: ok forward: 18 cases, 48 tcgen05.mma, 704 TMEM ops, 2322 mbarrier arrivals, 54 barriers, spins: yes
// CHECK: ok reverse: 18 cases, 48 tcgen05.mma
// CHECK: ok shuffle: 18 cases, 48 tcgen05.mma
// CHECK: tf32 low bits matter: {{[1-9][0-9]*}} outputs
// CHECK: wrapped: {{[1-9][0-9]*}} outputs
// CHECK: clamped: {{[1-9][0-9]*}} outputs
// CHECK: ok --no-race-check shuffle: 18 cases
// CHECK: expected failure (warp 1 in warp 0's TMEM lane quarter): tcgen05.ld #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: warp 1 addresses TMEM lanes 0..31 (address 0x00000000), but a warp may only access its lane quarter 32..63 (warp id % 4 = 1)
// CHECK: expected failure (no dealloc): TMEM leak in block (0, 0, 0): the CTA ended with 128 columns allocated at column 0 (by warp 0; no tcgen05.dealloc)
// CHECK: expected failure (no commit: mbarrier deadlock): mbarrier deadlock in block (0, 0, 0): 128 threads wait on mbarriers (first: thread 0, parity 0 on the mbarrier at bars+0, in phase 0 with 1 of 1 arrivals pending) and nothing can arrive
// CHECK: expected failure (operands overwritten before the commit arrived): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: its operands in shared memory changed after it was issued and before its commit arrived on the mbarrier at bars+0
// CHECK: expected failure (tcgen05.ld before the wait for the commit): tcgen05.ld #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: TMEM columns 0..31, which tcgen05.mma #{{[0-9]+}} of thread 0 may still write (columns 0..63): no thread has waited for the mbarrier phase of a tcgen05.commit after it
// CHECK: expected failure (alloc beyond 512 columns): tcgen05.alloc #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: 512 columns requested with 128 of the 512 already allocated
// CHECK: expected failure (inval with a commit pending): mbarrier.inval in block (0, 0, 0) thread 0: tcgen05.commit #{{[0-9]+}} of thread 0 is pending on the mbarrier at bars+0 (no mbarrier.try_wait.parity has observed its arrival)
// CHECK: expected failure (CTA ends with MMAs in flight): tcgen05 in block (0, 0, 0): the CTA ended with 3 tcgen05.mma/commit in flight (first: tcgen05.mma #{{[0-9]+}} of thread 0; its commit's mbarrier bars+0: no thread waited for that phase)
// CHECK: expected failure (A in TMEM overwritten before the commit arrived): tcgen05.st #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: TMEM columns 64..64, which tcgen05.mma #{{[0-9]+}} of thread 0 may still read as its A operand (columns 64..71): no thread has waited for the mbarrier phase of a tcgen05.commit after it
// CHECK: expected failure (A in TMEM on columns not allocated): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: A at TMEM address 0x00000080, 8 columns: column 128 is not allocated
// CHECK: expected failure (A in TMEM not from lane 0): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: A in TMEM at address 0x00200040: it must start at lane 0
// CHECK: expected failure (A in TMEM with M = 64): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: A in TMEM needs M = 128 and a K-major A (idesc 0x04130010: M = 64)
// CHECK: expected failure (dealloc of columns not allocated): tcgen05.dealloc #{{[0-9]+}} in block (0, 0, 0) thread 31: 128 columns at TMEM address 0x20 are not an allocation
// CHECK: expected failure (mma on unallocated columns): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: D at TMEM address 0x00000000, 64 columns: column 32 is not allocated
// CHECK: expected failure (descriptor outside shared memory): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: A descriptor 0x{{[0-9a-f]+}}: the start address is not in the module's shared memory
// CHECK: expected failure (an F16 D): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: instruction descriptor 0x08100480 for .kind::f16: an F16 D is not emulated
// CHECK: expected failure (block-scaled with idesc bit 23 clear): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: block-scaled instruction descriptor 0x48100010: bit 23 (scale type) must be 1, ue8m0
// CHECK: expected failure (block scales not from lane 0): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: scale addresses 0x00200040, 0x00000044: the scales must start at lane 0
// CHECK: expected failure (block-scaled with M = 64): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: block scaling with M = 64 (only M = 128 is emulated)
// CHECK: expected failure (block scales on columns not allocated): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: A scales at TMEM address 0x0000007e: column 128 is not allocated
// CHECK: expected failure (block scales overlapping D): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: the block scales (columns 62..69) and D (columns 0..63) overlap in TMEM
// CHECK: expected failure (block scale address and idesc scale IDs differ): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: scale addresses 0xc0000040, 0x40000044: bits 30-31 differ from the instruction descriptor's scale IDs 2 (A) and 1 (B)
// CHECK: expected failure (4-bit block16 with scale ID 2): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: block16 with scale IDs 2 (A) and 0 (B) in descriptor 0x48180480 (only 0)
// CHECK: expected failure (4-bit with an MN-major B): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: 4-bit instruction descriptor 0x08190480: A and B must be K-major (bits 15-16 clear)
// CHECK: expected failure (block scales overwritten before the commit arrived): tcgen05.st #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: TMEM columns 64..64, which tcgen05.mma #{{[0-9]+}} of thread 0 may still read as its block scales (columns 64..69): no thread has waited for the mbarrier phase of a tcgen05.commit after it
// CHECK: expected failure (block-scaled operands overwritten before the commit arrived): tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread 0: its operands in shared memory or its TMEM inputs changed after it was issued and before its commit arrived on the mbarrier at bars+0
// CHECK-NOT: FAIL
// CHECK: tcgen05: PASS
