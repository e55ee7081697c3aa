// Thread-block clusters in the CPU emulator: emulator/tests/cluster.py
// rewrites the hand-written kernel emulator/tests/cluster.mlir
// (nvvm.cluster_dim = 2 x 1 x 1 with nvvm.blocksareclusters) with
// tileas-emu-prep, builds it with emulator/runtime.c and runs two clusters of
// 2 CTAs of 128 threads, the CTAs of a cluster together, in each thread order:
// cluster barriers after the mbarrier inits and before the exit (a warp that
// arrives and returns is not waited for), a multicast TMA load of half a tile
// by each CTA into both (cp.async.bulk.tensor.g2s.tile.2d with CTA mask 3,
// each CTA's full mbarrier expecting the whole tile through a mapa address of
// its own rank), remote mbarrier arrivals on the peer's ring mbarrier through
// mapa, an own-rank one, and the cluster special registers. Every output word
// is checked exactly; then the same with --no-race-check, and the launches
// that must fail, with the runtime's message: a CTA that returns while its
// peer multicasts into it (forward: it ends with the load in flight; reverse:
// the peer's multicast finds it exited), a read of the tile without the wait
// (bytes in flight from the peer), an arrival count that never completes, a
// warp that never reaches the cluster barrier, a wait without an arrival,
// mapa of a rank outside the cluster, a grid that is not made of clusters.
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/cluster.py --workdir %t.d | FileCheck %s

// CHECK: cluster: cluster [2, 1, 1], tensor ops {'barrier.cluster.arrive': 1, 'barrier.cluster.arrive.aligned': 1, 'barrier.cluster.arrive.relaxed': 1, 'barrier.cluster.wait': 2, 'barrier.cluster.wait.aligned': 1, 'cp.async.bulk.tensor.g2s.tile.2d': 1, 'fence.mbarrier_init.release.cluster': 1, 'mapa.shared.cluster': 3, 'mbarrier.arrive.expect.tx.scope.cluster.space.cluster': 1, 'mbarrier.arrive.relaxed.scope.cta.space.cluster': 1, 'mbarrier.arrive.scope.cluster.space.cluster': 1, 'mbarrier.arrive.scope.cta.space.cta': 1, 'mbarrier.init.shared': 3, 'mbarrier.inval.shared': 3, 'mbarrier.try.wait.parity.scope.cluster.space.cta': 1}, sregs {'cluster.ctaid.x': 1, 'cluster.ctaid.y': 1, 'cluster.ctarank': 1, 'cluster.nctaid.x': 1, 'cluster.nctarank': 1, 'clusterid.x': 2, 'ctaid.x': 1, 'nclusterid.x': 1, 'nclusterid.y': 1, 'nctaid.x': 1, 'nsmid': 1, 'smid': 1, 'tid.x': 1}, kinds ppip, intrinsics []
// CHECK-NOT: FAIL
// CHECK: ok forward: 2 clusters of 2 CTAs x 128 threads, 8 TMA loads, 140 mbarrier arrivals, 4 cluster barriers
// CHECK: ok reverse: 2 clusters of 2 CTAs x 128 threads, 8 TMA loads, 140 mbarrier arrivals, 4 cluster barriers
// CHECK: ok shuffle: 2 clusters of 2 CTAs x 128 threads, 8 TMA loads, 140 mbarrier arrivals, 4 cluster barriers
// CHECK: ok --no-race-check shuffle: 8 TMA loads
// CHECK: expected failure (rank 1 returns while rank 0 multicasts into it, forward): TMA in block (1, 0, 0): the CTA ended with 1 TMA loads in flight (the first: cp.async.bulk.tensor #[[SITE:[0-9]+]] of thread 0 of cluster rank 0, 2048 bytes to tile+0, completing on the mbarrier at bars+0, whose phase 0 no thread waited for with mbarrier.try_wait.parity)
// CHECK: expected failure (rank 1 returns while rank 0 multicasts into it, reverse): TMA load (cp.async.bulk.tensor .multicast::cluster) in block (0, 0, 0) thread 0: the CTA of cluster rank 1 (block (1, 0, 0)) has exited (its shared memory is gone: no barrier.cluster.arrive/wait keeps it alive until the cluster's operations on it are done)
// CHECK: expected failure (rank 1 reads the tile without waiting, forward): TMA race in block (1, 0, 0) after barrier 1 of the CTA: thread 0 reads shared byte tile+0 that an in-flight TMA load (cp.async.bulk.tensor #[[SITE]] of thread 0 of cluster rank 0, 2048 bytes, completing on the mbarrier at bars+0 in its phase 0) will write: no mbarrier.try_wait.parity has observed that phase's completion
// CHECK: expected failure (an arrival count that never completes, forward): mbarrier deadlock in block (0, 0, 0): 128 threads wait on mbarriers (first: thread 0, parity 0 on the mbarrier at bars+8, in phase 0 with 1 of 33 arrivals pending) and nothing can arrive: 0 threads wait at a barrier, 0 at a warp-collective op, 0 returned; in the cluster's other CTAs: cluster rank 1 (block (1, 0, 0)): 128 wait on mbarriers, 0 at a barrier, 0 at a warp-collective op, 0 at barrier.cluster.wait, 0 returned
// CHECK: expected failure (a warp that never reaches the cluster barrier, forward): cluster barrier deadlock in cluster (0, 0, 0): thread 0 of block (0, 0, 0) (cluster rank 0) waits at barrier.cluster.wait, and 32 of the 192 threads of the cluster that have not returned have not arrived (barrier.cluster.arrive) and cannot: the first, thread 32 of block (1, 0, 0) (cluster rank 1), waits at a barrier
// CHECK: expected failure (a cluster barrier wait without an arrival, forward): barrier.cluster.wait in block (0, 0, 0) thread 0: the thread has not arrived (no barrier.cluster.arrive since its last wait)
// CHECK: expected failure (mapa of rank 2, forward): mapa in block (1, 0, 0) thread 0: cluster rank 2 is not in the cluster of 2 CTAs
// CHECK: expected failure (a grid of 3 CTAs, forward): a grid of 3 x 1 x 1 CTAs is not made of clusters of 2 x 1 x 1
// CHECK: ok after the failures: forward
// CHECK-NOT: FAIL
// CHECK: cluster: PASS
