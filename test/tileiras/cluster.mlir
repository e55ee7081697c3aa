// A tile block on a CTA cluster (cuda-tile-cluster-split): the kernel is
// launched with `.blocksareclusters` (the grid still counts tile blocks, each
// a cluster) and `.reqnctapercluster n, 1, 1`, which needs PTX 9.0 (sm_90's
// default is 8.8); ptxas takes it. matmul_f16_swizzle_2cta's 256x256 f32
// accumulator splits by itself at sm_90 and sm_120 (registers); at sm_100
// its num_cta_in_cga hint of 2 gives 2-CTA MMAs (cta_group::2, as NVIDIA's
// tileiras). --cluster-ctas forces a size.
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileiras --emit=ptx --gpu-name sm_90 -o %t.d/s90.ptx %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: FileCheck %s --check-prefix=CLUSTER90 < %t.d/s90.ptx
// CLUSTER90: .version 9.0
// CLUSTER90: .target sm_90a
// CLUSTER90: .entry matmul_f16_swizzle_2cta(
// CLUSTER90: .reqntid 384, 1, 1
// CLUSTER90-NEXT: .minnctapersm 1
// CLUSTER90-NEXT: .reqnctapercluster 2, 1, 1
// CLUSTER90-NEXT: .blocksareclusters
// Both CTAs load the same B tile: each issues two of its four boxes as
// multicast copies into both CTAs' stages (tileas-pipeline-loads,
// multicast.rs), hands the stages back to both, and the cluster meets after
// the mbarriers' initialisation and before they are invalidated. A's rows
// are the CTA's own.
// CLUSTER90: barrier.cluster.arrive;
// CLUSTER90-NEXT: barrier.cluster.wait;
// CLUSTER90: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// CLUSTER90: mbarrier.arrive.release.cluster.shared::cluster.b64
// CLUSTER90: %cluster_ctarank
// CLUSTER90-COUNT-2: multicast::cluster
// CLUSTER90: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// CLUSTER90-COUNT-2: multicast::cluster
// CLUSTER90: barrier.cluster.wait;
// CLUSTER90-NEXT: @%p{{[0-9]+}} bra
// CLUSTER90-NEXT: mbarrier.inval.shared.b64
// The emulator's reader reports the cluster (emulate.py launches that many
// times the CTAs); a kernel without one reports null.
// RUN: tileiras --emit=mlir --gpu-name sm_90 -o %t.d/s90.mlir %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: tileas-emu-prep %t.d/s90.mlir -o /dev/null --info - | FileCheck %s --check-prefix=EMU
// EMU: "kernels": [{"name": "matmul_f16_swizzle_2cta", "reqntid": [384, 1, 1], "cluster": [2, 1, 1],
// RUN: tileiras --emit=mlir --gpu-name sm_100 -o %t.d/s100.mlir %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: tileas-emu-prep %t.d/s100.mlir -o /dev/null --info - | FileCheck %s --check-prefix=EMU100
// EMU100: "kernels": [{"name": "matmul_f16_swizzle_2cta", "reqntid": [{{.*}}], "cluster": [2, 1, 1],
// RUN: tileiras --gpu-name sm_90 -o %t.d/s90.cubin %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: head -c 4 %t.d/s90.cubin | od -An -c | FileCheck %s --check-prefix=ELF
// ELF: 177 E L F
// RUN: tileiras --emit=ptx --gpu-name sm_120 -o %t.d/s120.ptx %corpus/matmul_f16_swizzle_2cta.sm_120.tileirbc
// RUN: FileCheck %s --check-prefix=CLUSTER120 < %t.d/s120.ptx
// CLUSTER120: .target sm_120a
// CLUSTER120: .reqnctapercluster 2, 1, 1
// CLUSTER120-NEXT: .blocksareclusters
// RUN: tileiras --gpu-name sm_120 -o %t.d/s120.cubin %corpus/matmul_f16_swizzle_2cta.sm_120.tileirbc
// At sm_100 the pair of CTAs runs one MMA of 256 rows (tileas-pipeline-loads,
// pair.rs): each CTA copies its 128 rows of A and half of B's columns (the
// column + 128 x its rank), every copy completing on the even CTA's
// mbarrier (`.cta_group::2`), which alone expects both CTAs' bytes; the
// even CTA's MMA thread issues `tcgen05.mma.cta_group::2` with NVIDIA's
// descriptor for M = N = 256 and commits to both CTAs' consumed mbarriers;
// TMEM is allocated and freed for the pair. Seven stages of 32 KiB (NVIDIA's
// kernel: five, beside a 64 KiB epilogue buffer).
// RUN: tileiras --emit=ptx --gpu-name sm_100 -o %t.d/s100.ptx %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: FileCheck %s --check-prefix=PAIR < %t.d/s100.ptx
// PAIR: .entry matmul_f16_swizzle_2cta(
// PAIR: .reqnctapercluster 2, 1, 1
// PAIR-NEXT: .blocksareclusters
// PAIR: .shared .align 1024 .b8 __tileas_pipe_matmul_f16_swizzle_2cta[229488];
// PAIR: barrier.cluster.arrive;
// PAIR-NEXT: barrier.cluster.wait;
// PAIR: mov.b32 %r[[BYTES:[0-9]+]], 65536;
// PAIR: mbarrier.arrive.expect_tx.shared.b64 {{.*}}, %r[[BYTES]];
// PAIR: mapa.shared::cluster.u64
// PAIR-COUNT-3: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2
// PAIR: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32
// PAIR: mov.b32 {{.*}}, 272695312;
// PAIR: tcgen05.mma.cta_group::2.kind::f16
// PAIR: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
// PAIR: tcgen05.dealloc.cta_group::2.sync.aligned.b32
// PAIR-NOT: cta_group::1
// RUN: tileiras --gpu-name sm_100 -o %t.d/s100.cubin %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: tileiras --emit=ptx --gpu-name sm_100 --cluster-ctas 1 -o %t.d/s100off.ptx %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: FileCheck %s --check-prefix=NOCLUSTER < %t.d/s100off.ptx
// NOCLUSTER: .entry matmul_f16_swizzle_2cta(
// NOCLUSTER-NOT: reqnctapercluster
// NOCLUSTER-NOT: cta_group::2
// --cluster-ctas 1 turns the split off; --cluster-ctas 2 forces it on a kernel
// whose accumulator fits (matmul_f16, 128x128 tiles: 64 rows a CTA).
// RUN: tileiras --emit=ptx --gpu-name sm_90 --cluster-ctas 1 -o %t.d/off.ptx %corpus/matmul_f16_swizzle_2cta.tileirbc
// RUN: FileCheck %s --check-prefix=OFF < %t.d/off.ptx
// OFF: .version 8.8
// OFF-NOT: reqnctapercluster
// RUN: tileiras --emit=mlir --gpu-name sm_90 --cluster-ctas 2 -o %t.d/f16.mlir %corpus/matmul_f16.tileirbc
// RUN: FileCheck %s --check-prefix=FORCED < %t.d/f16.mlir
// FORCED: llvm.func @matmul_f16(
// FORCED-SAME: nvvm.blocksareclusters
// FORCED-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// Forced onto clusters, matmul_f16's B (whose tile the two CTAs share) is
// multicast; matmul_tf32 restages its B through registers (the generic
// proxy, which a peer's copy would not be ordered after): clustered, but each
// CTA keeps its own copies and no cluster barrier is needed.
// RUN: tileiras --emit=ptx --gpu-name sm_90 --cluster-ctas 2 -o %t.d/f16c.ptx %corpus/matmul_f16.tileirbc
// RUN: FileCheck %s --check-prefix=MCAST < %t.d/f16c.ptx
// MCAST: .reqnctapercluster 2, 1, 1
// MCAST: barrier.cluster.wait;
// MCAST: multicast::cluster
// RUN: tileiras --emit=ptx --gpu-name sm_90 --cluster-ctas 2 -o %t.d/tf32c.ptx %corpus/matmul_tf32.tileirbc
// RUN: FileCheck %s --check-prefix=RESTAGED < %t.d/tf32c.ptx
// RESTAGED: .reqnctapercluster 2, 1, 1
// RESTAGED-NOT: multicast
// RESTAGED-NOT: barrier.cluster
// RESTAGED-NOT: mapa
// RESTAGED: ret;
