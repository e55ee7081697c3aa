// Blackwell's 2-CTA tensor-core ops (.cta_group::2) in the CPU emulator:
// emulator/tests/cta_pair.py rewrites the hand-written kernel
// emulator/tests/cta-pair.mlir (nvvm.cluster_dim = 2 x 1 x 1 with
// nvvm.blocksareclusters) with tileas-emu-prep, builds it with
// emulator/runtime.c and runs two clusters of 2 CTAs of 128 threads, the CTAs
// of a cluster together, in each thread order, for the pair's MMA shapes
// M = 256, N = 128 (PTX ISA Layout A) and M = 128, N = 256 (Layout B), K = 64
// (four f16 MMAs, K-major operands with the 128-byte swizzle): TMEM
// allocated in each CTA with tcgen05.alloc.shared.cg2 (and relinquished and
// freed with .cg2), each CTA's half of A and B loaded with
// cp.async.bulk.tensor.g2s.tile.2d .cta_group::2, completing on rank 0's full
// mbarrier through the mapa address round-tripped through an i64, rank 0's
// expect_tx of both CTAs' bytes, tcgen05.mma.shared with cta_group 2 issued
// by rank 0, committed with tcgen05.commit.mc.shared.cg2 (mask 3) and
// tcgen05.commit.shared.cg2, both CTAs reading their TMEM lanes, remote
// arrivals through mapa and cluster barriers around the dealloc. Every output
// word is checked exactly against NumPy; then with the peer's wait completing
// the MMAs, with --no-race-check, and the launches that must fail, with the
// runtime's message: an odd-rank issuer, the peer's B bytes overwritten while
// the MMA is in flight, the peer's TMEM read before the commit's wait, a
// cta_group::2 MMA and alloc without clusters, an alloc on clusters of 3, the
// pair's allocations differing, a TMA load without .cta_group::2 completing on
// the peer's mbarrier.
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/cta_pair.py --workdir %t.d | FileCheck %s

// CHECK: cta-pair: cluster [2, 1, 1], tensor ops {'barrier.cluster.arrive': 1, 'barrier.cluster.arrive.aligned': 1, 'barrier.cluster.arrive.relaxed.aligned': 1, 'barrier.cluster.wait': 1, 'barrier.cluster.wait.aligned': 2, 'cp.async.bulk.tensor.g2s.tile.2d': 3, 'fence.mbarrier_init.release.cluster': 1, 'mapa.shared.cluster': 4, 'mbarrier.arrive.expect.tx.scope.cta.space.cta': 1, 'mbarrier.arrive.relaxed.scope.cluster.space.cluster': 1, 'mbarrier.arrive.scope.cluster.space.cluster': 2, 'mbarrier.init.shared': 5, 'mbarrier.inval.shared': 5, 'mbarrier.try.wait.parity.scope.cluster.space.cta': 1, 'tcgen05.alloc.shared.cg2': 2, 'tcgen05.commit.mc.shared.cg2': 1, 'tcgen05.commit.shared.cg2': 1, 'tcgen05.dealloc.cg2': 1, 'tcgen05.fence.after.thread.sync': 4, 'tcgen05.fence.before.thread.sync': 2, 'tcgen05.ld.32x32b.x32': 1, 'tcgen05.mma.shared': 1, 'tcgen05.relinq.alloc.permit.cg2': 1, 'tcgen05.wait.ld': 1}, kinds ppipp, intrinsics []
// CHECK-NOT: FAIL
// CHECK: ok M 256 N 128 forward: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 12 mbarrier arrivals, 6 cluster barriers
// CHECK: ok M 256 N 128 reverse: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 12 mbarrier arrivals, 6 cluster barriers
// CHECK: ok M 256 N 128 shuffle: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 12 mbarrier arrivals, 6 cluster barriers
// CHECK: ok M 128 N 256 forward: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 12 mbarrier arrivals, 6 cluster barriers
// CHECK: ok M 128 N 256 reverse: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 12 mbarrier arrivals, 6 cluster barriers
// CHECK: ok M 128 N 256 shuffle: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 12 mbarrier arrivals, 6 cluster barriers
// CHECK: ok the peer's wait first: M 256 N 128 forward: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads, 16 mbarrier arrivals, 6 cluster barriers
// CHECK: ok the peer's wait first: M 256 N 128 reverse:
// CHECK: ok the peer's wait first: M 256 N 128 shuffle:
// CHECK: ok the peer's wait first: M 128 N 256 forward:
// CHECK: ok the peer's wait first: M 128 N 256 reverse:
// CHECK: ok the peer's wait first: M 128 N 256 shuffle:
// CHECK: ok --no-race-check M 256 N 128 shuffle: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads
// CHECK: ok --no-race-check M 128 N 256 shuffle: 2 clusters of 2 CTAs x 128 threads, 8 tcgen05.mma (cta_group::2), 8 TMA loads
// CHECK: expected failure (an MMA issued by the odd-rank CTA): tcgen05.mma #[[MMA:[0-9]+]] in block (1, 0, 0) thread 0: a cta_group::2 MMA issued by cluster rank 1: the MMA of a CTA pair is issued by a thread of its even-rank CTA (rank 0), which reaches the peer's shared memory and TMEM
// CHECK: expected failure (the peer's B bytes overwritten while the MMA is in flight): tcgen05.mma #[[MMA]] in block (0, 0, 0) thread 0: its operands in the shared memory of its CTA pair (cluster ranks 0 and 1) changed after it was issued and before its commit arrived on the mbarrier at bars+8 (the tensor core may still read them: wait for the commit's mbarrier phase before overwriting them) (a shared::cluster operation of thread 0 of block (1, 0, 0), cluster rank 1, on the CTA of cluster rank 0)
// CHECK: expected failure (the peer's TMEM read before the commit's wait): tcgen05.ld #{{[0-9]+}} in block (1, 0, 0) thread 31: TMEM columns 0..31, which tcgen05.mma #[[MMA]] of thread 0 of cluster rank 0 may still write (columns 0..127): no thread has waited for the mbarrier phase of a tcgen05.commit after it
// CHECK: expected failure (a cta_group::2 MMA without clusters): tcgen05.mma #[[MMA]] in block (0, 0, 0) thread 0: cta_group::2 needs a CTA pair (the CTAs of cluster ranks 2p and 2p + 1), but the kernel runs without clusters (one CTA a cluster)
// CHECK: expected failure (a cta_group::2 alloc without clusters): tcgen05.alloc #[[ALLOC:[0-9]+]] in block (0, 0, 0) thread 31: cta_group::2 needs a CTA pair (the CTAs of cluster ranks 2p and 2p + 1), but the kernel runs without clusters (one CTA a cluster)
// CHECK: expected failure (a cta_group::2 alloc on clusters of 3 CTAs): tcgen05.alloc #[[ALLOC]] in block (0, 0, 0) thread 31: cta_group::2 needs a CTA pair (the CTAs of cluster ranks 2p and 2p + 1), but the kernel runs on clusters of 3 CTAs, an odd number
// CHECK: expected failure (the pair's allocations differ): tcgen05.alloc #{{[0-9]+}} in block (1, 0, 0) thread 31: cta_group::2 allocation 1 of this CTA (32 columns at column 0) differs from the peer CTA's (cluster rank 0: 128 columns at column 0): the two CTAs of a pair must allocate alike
// CHECK: expected failure (a cta_group::1 TMA load completing on the peer's mbarrier): TMA load (cp.async.bulk.tensor) #{{[0-9]+}} in block (1, 0, 0) thread 32: the mbarrier is in the shared memory of cluster rank 0 (a mapa address): only .cta_group::2 signals another CTA's mbarrier, and only its peer's (rank 0)
// CHECK: ok after the failures: forward
// CHECK-NOT: FAIL
// CHECK: cta-pair: PASS
