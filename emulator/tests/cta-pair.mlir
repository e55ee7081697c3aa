// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes at sm_100) for the emulator's CTA pairs: Blackwell's 2-CTA
// tensor-core ops (.cta_group::2). emulator/tests/cta_pair.py rewrites it with
// tileas-emu-prep, builds it with emulator/runtime.c, fills its two tensor
// maps, runs it on clusters of 2 CTAs and checks every output word exactly
// (test/Emulator/cta-pair.mlir).
//
// @pair(out, in, mode, tmap_a, tmap_b), 128 threads (t = tid.x, warp w =
// t / 32), clusters of 2 x 1 x 1 CTAs (nvvm.cluster_dim with
// nvvm.blocksareclusters: the grid counts CTAs, c = ctaid.x; r =
// %cluster_ctarank: the pair is ranks 0 and 1; p = %clusterid.x). The pair
// computes D = A B^T, A an M x 64 f16 tile (rows p M ..), B an N x 64 f16 tile
// (rows p N ..), both K-major in the tensors of tmap_a and tmap_b (boxes of
// 64 x M/2 and 64 x N/2 elements, 128-byte swizzle). The record at `in`
// (i32 words): [0] the instruction descriptor (.kind::f16, M = 256 or 128),
// [1] the bytes both CTAs load (rank 0's expect_tx), [2] M/2, [3] N/2, [4]
// the TMEM columns each CTA allocates, [5] the columns each thread loads
// back, [6] the K steps, [8..9] and [10..11] A's and B's shared-memory
// descriptors (lo, hi) with start 0.
//  * thread 0 initializes five mbarriers: @bars[0] full (count 1), [1]
//    consumed (1), [2] mine (1), [3] drained (2), [4] sig (1); warp 0
//    allocates TMEM with tcgen05.alloc.shared.cg2 (into @tslot) and
//    relinquishes the permit (.cg2); every thread meets at the cluster
//    barrier (llvm.nvvm.barrier.cluster.arrive/wait.aligned);
//  * thread 32 (the producer) of rank 0 arrives on its full mbarrier with
//    expect_tx of both CTAs' bytes; thread 32 of each CTA loads its M/2 rows
//    of A (rows p M + r M/2 ..) into @sa and its N/2 rows of B (p N + r N/2
//    ..) into @sb with
//    cp.async.bulk.tensor.g2s.tile.2d .cta_group::2 (no multicast), each
//    completing on rank 0's full mbarrier: the address mapa(@bars[0], r & ~1)
//    gives, through ptrtoint and inttoptr to a shared pointer;
//  * thread 0 of rank 0 waits on full, issues the K steps'
//    tcgen05.mma.shared with cta_group 2 (D at the allocation, A's and B's
//    descriptors advanced by 32 bytes a step, enable_input_d from the second
//    step on), commits them with tcgen05.commit.mc.shared.cg2 to consumed,
//    CTA mask 3 (both CTAs), and again with tcgen05.commit.shared.cg2 to its
//    own mine;
//  * every thread waits on its CTA's consumed (rank 0 also on mine), loads
//    its TMEM lane (warp w its lane quarter, tcgen05.ld.32x32b.x32) into
//    out[(c 128 + t) 128 ..]; thread 0 of each CTA arrives on rank 0's
//    drained (mapa, .space.cluster), which rank 0's warp 0 waits on;
//  * every thread meets at the cluster barrier (nvvm.cluster.arrive/wait),
//    warp 0 frees the TMEM (tcgen05.dealloc.cg2), the threads meet again
//    and thread 0 invalidates the mbarriers.
// mode 6 gates the consumed waits on sig: rank 0's thread 0 arrives on rank
// 1's sig after its commits, every thread waits on its CTA's sig, rank 1's
// thread 0 arrives on rank 0's after a CTA barrier (bar.sync) of rank 1 and
// goes on to wait on its consumed: so the peer's wait completes the MMAs,
// whose commit then arrives on both CTAs' consumed mbarriers.
// mode 1..5 and 7 break the rules (the launch must fail): 1 thread 0 of rank 1
// issues a cta_group::2 MMA after the loads (an odd-rank issuer); 2 and 3 are mode 6
// with, before rank 1's CTA barrier: 2 thread 0 of rank 1 overwrites the
// first word of its @sb (the peer's B bytes of an MMA in flight), 3 rank
// 1's warps load their TMEM lanes (D of an MMA in flight); 4 thread 0 of
// rank 0 issues a cta_group::2 MMA right after the first cluster barrier,
// and nothing allocates (for a launch without clusters); 5 rank 1's warp 0
// first allocates 32 other columns with cg2 (the pair's allocations
// differ); 7 rank 1 loads A with .cta_group::1 onto rank 0's mbarrier.
module {
  llvm.mlir.global internal @sa() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>
  llvm.mlir.global internal @sb() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>
  llvm.mlir.global internal @bars() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<5 x i64>
  llvm.mlir.global internal @tslot() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i32>

  // Spins until the phase of `parity` of the mbarrier has completed.
  llvm.func @wait(%bar: !llvm.ptr<3>, %parity: i32) {
    llvm.br ^spin
  ^spin:
    %ok = llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta"(%bar, %parity) : (!llvm.ptr<3>, i32) -> i1
    llvm.cond_br %ok, ^done, ^spin
  ^done:
    llvm.return
  }

  // The 64-bit word at rec[i], rec[i + 1] (lo, hi).
  llvm.func @word64(%rec: !llvm.ptr<1>, %i: i32) -> i64 {
    %c32 = llvm.mlir.constant(32 : i64) : i64
    %plo = llvm.getelementptr %rec[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %phi = llvm.getelementptr %plo[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %lo = llvm.load %plo : !llvm.ptr<1> -> i32
    %hi = llvm.load %phi : !llvm.ptr<1> -> i32
    %lo64 = llvm.zext %lo : i32 to i64
    %hi64 = llvm.zext %hi : i32 to i64
    %hs = llvm.shl %hi64, %c32 : i64
    %w = llvm.or %hs, %lo64 : i64
    llvm.return %w : i64
  }

  // The start field of a descriptor of the stage at p: (shared address &
  // 0x3FFFF) >> 4.
  llvm.func @start(%p: !llvm.ptr<3>) -> i64 {
    %mask = llvm.mlir.constant(262143 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %a = llvm.ptrtoint %p : !llvm.ptr<3> to i64
    %am = llvm.and %a, %mask : i64
    %s = llvm.lshr %am, %c4 : i64
    llvm.return %s : i64
  }

  // Thread 0 of rank 0: the K steps' cta_group::2 MMAs into D at taddr.
  llvm.func @issue(%rec: !llvm.ptr<1>, %taddr: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c10 = llvm.mlir.constant(10 : i32) : i32
    %c2l = llvm.mlir.constant(2 : i64) : i64
    %idesc = llvm.load %rec : !llvm.ptr<1> -> i32
    %ps = llvm.getelementptr %rec[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %steps = llvm.load %ps : !llvm.ptr<1> -> i32
    %a0 = llvm.call @word64(%rec, %c8) : (!llvm.ptr<1>, i32) -> i64
    %b0 = llvm.call @word64(%rec, %c10) : (!llvm.ptr<1>, i32) -> i64
    %sa = llvm.mlir.addressof @sa : !llvm.ptr<3>
    %sb = llvm.mlir.addressof @sb : !llvm.ptr<3>
    %as = llvm.call @start(%sa) : (!llvm.ptr<3>) -> i64
    %bs = llvm.call @start(%sb) : (!llvm.ptr<3>) -> i64
    %abase = llvm.add %a0, %as : i64
    %bbase = llvm.add %b0, %bs : i64
    %d = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    llvm.br ^loop(%c0 : i32)
  ^loop(%s: i32):
    %more = llvm.icmp "slt" %s, %steps : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %s64 = llvm.zext %s : i32 to i64
    %k = llvm.mul %s64, %c2l : i64
    %a = llvm.add %abase, %k : i64
    %b = llvm.add %bbase, %k : i64
    %en = llvm.icmp "ne" %s, %c0 : i32
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%d, %a, %b, %idesc, %en, %c0, %c2, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    %s1 = llvm.add %s, %c1 : i32
    llvm.br ^loop(%s1 : i32)
  ^done:
    llvm.return
  }

  // Each thread loads its TMEM lane, n columns from taddr (its warp's lane
  // quarter), into its output row.
  llvm.func @load_d(%orow: !llvm.ptr<1>, %tq: i32, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %false = llvm.mlir.constant(false) : i1
    llvm.br ^loop(%c0 : i32)
  ^loop(%j: i32):
    %more = llvm.icmp "slt" %j, %n : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %a = llvm.add %tq, %j : i32
    %ta = llvm.inttoptr %a : i32 to !llvm.ptr<6>
    %v = llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"(%ta, %false) : (!llvm.ptr<6>, i1) -> vector<32xi32>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"() : () -> ()
    %p = llvm.getelementptr %orow[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %p {alignment = 4 : i64} : vector<32xi32>, !llvm.ptr<1>
    %j1 = llvm.add %j, %c32 : i32
    llvm.br ^loop(%j1 : i32)
  ^done:
    llvm.return
  }

  llvm.func @pair(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %mode: i32,
                  %tmap_a: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
                  %tmap_b: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
      attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>,
                  nvvm.blocksareclusters} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c21 = llvm.mlir.constant(21 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    %cm2 = llvm.mlir.constant(-2 : i32) : i32
    %mask0 = llvm.mlir.constant(0 : i16) : i16
    %mask3 = llvm.mlir.constant(3 : i16) : i16
    %hint = llvm.mlir.constant(0 : i64) : i64
    %no = llvm.mlir.constant(false) : i1
    %yes = llvm.mlir.constant(true) : i1
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c = nvvm.read.ptx.sreg.ctaid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cid = nvvm.read.ptx.sreg.clusterid.x : i32
    %w = llvm.lshr %t, %c5 : i32
    %leader = llvm.and %rank, %cm2 : i32
    %sa = llvm.mlir.addressof @sa : !llvm.ptr<3>
    %sb = llvm.mlir.addressof @sb : !llvm.ptr<3>
    %tslot = llvm.mlir.addressof @tslot : !llvm.ptr<3>
    %full = llvm.mlir.addressof @bars : !llvm.ptr<3>
    %consumed = llvm.getelementptr %full[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %mine = llvm.getelementptr %full[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %drained = llvm.getelementptr %full[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %sig = llvm.getelementptr %full[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %pidesc = llvm.getelementptr %in[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %idesc = llvm.load %pidesc : !llvm.ptr<1> -> i32
    %ptx = llvm.getelementptr %in[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %tx = llvm.load %ptx : !llvm.ptr<1> -> i32
    %parows = llvm.getelementptr %in[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %arows = llvm.load %parows : !llvm.ptr<1> -> i32
    %pbrows = llvm.getelementptr %in[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %brows = llvm.load %pbrows : !llvm.ptr<1> -> i32
    %pncols = llvm.getelementptr %in[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %ncols = llvm.load %pncols : !llvm.ptr<1> -> i32
    %pnload = llvm.getelementptr %in[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %nload = llvm.load %pnload : !llvm.ptr<1> -> i32
    %ro = llvm.mul %c, %c128 : i32
    %ro1 = llvm.add %ro, %t : i32
    %ro2 = llvm.mul %ro1, %c128 : i32
    %orow = llvm.getelementptr %out[%ro2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %t0 = llvm.icmp "eq" %t, %c0 : i32
    %t32 = llvm.icmp "eq" %t, %c32 : i32
    %w0 = llvm.icmp "eq" %w, %c0 : i32
    %r0 = llvm.icmp "eq" %rank, %c0 : i32
    %r1 = llvm.icmp "eq" %rank, %c1 : i32
    %m1 = llvm.icmp "eq" %mode, %c1 : i32
    %m2 = llvm.icmp "eq" %mode, %c2 : i32
    %m3 = llvm.icmp "eq" %mode, %c3 : i32
    %m4 = llvm.icmp "eq" %mode, %c4 : i32
    %m5 = llvm.icmp "eq" %mode, %c5 : i32
    %m6 = llvm.icmp "eq" %mode, %c6 : i32
    %m23 = llvm.or %m2, %m3 : i1
    %gated = llvm.or %m23, %m6 : i1
    %issuer = llvm.and %t0, %r0 : i1
    llvm.cond_br %t0, ^init, ^alloc
  ^init:
    %one = llvm.mlir.constant(1 : i32) : i32
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%full, %one) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%consumed, %one) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%mine, %one) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%drained, %c2) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%sig, %one) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"() : () -> ()
    llvm.br ^alloc
  ^alloc:
    %nm4 = llvm.xor %m4, %yes : i1
    %do_alloc = llvm.and %w0, %nm4 : i1
    llvm.cond_br %do_alloc, ^alloc0, ^sync0
  ^alloc0:
    %extra = llvm.and %m5, %r1 : i1
    llvm.cond_br %extra, ^alloc_extra, ^alloc_main
  ^alloc_extra:
    %slot1 = llvm.getelementptr %tslot[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i32>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg2"(%slot1, %c32) : (!llvm.ptr<3>, i32) -> ()
    llvm.br ^alloc_main
  ^alloc_main:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg2"(%tslot, %ncols) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.relinq.alloc.permit.cg2"() : () -> ()
    llvm.br ^sync0
  ^sync0:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive.aligned"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait.aligned"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    %taddr = llvm.load %tslot : !llvm.ptr<3> -> i32
    %d = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    %bad_mma = llvm.and %m4, %issuer : i1
    llvm.cond_br %bad_mma, ^early_mma, ^issue
  ^early_mma:
    llvm.call @issue(%in, %c0) : (!llvm.ptr<1>, i32) -> ()
    llvm.br ^ret
  ^issue:
    llvm.cond_br %t32, ^load, ^after_load
  ^load:
    llvm.cond_br %r0, ^expect, ^copies
  ^expect:
    %tok = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"(%full, %tx) : (!llvm.ptr<3>, i32) -> i64
    llvm.br ^copies
  ^copies:
    // rank 0's full mbarrier, as the compiler computes it: the mapa address
    // round-tripped through an i64 to a shared pointer
    %fullc = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%full, %leader) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    %fulli = llvm.ptrtoint %fullc : !llvm.ptr<7> to i64
    %fullp = llvm.inttoptr %fulli : i64 to !llvm.ptr<3>
    %sac = llvm.addrspacecast %sa : !llvm.ptr<3> to !llvm.ptr<7>
    %sbc = llvm.addrspacecast %sb : !llvm.ptr<3> to !llvm.ptr<7>
    %am = llvm.mul %arows, %c2 : i32
    %ya0 = llvm.mul %cid, %am : i32
    %ya1 = llvm.mul %rank, %arows : i32
    %ya = llvm.add %ya0, %ya1 : i32
    %bm = llvm.mul %brows, %c2 : i32
    %yb0 = llvm.mul %cid, %bm : i32
    %yb1 = llvm.mul %rank, %brows : i32
    %yb = llvm.add %yb0, %yb1 : i32
    %m7 = llvm.icmp "eq" %mode, %c7 : i32
    %one_group = llvm.and %m7, %r1 : i1
    llvm.cond_br %one_group, ^load_cg1, ^load_a
  ^load_cg1:
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d"(%sac, %fullp, %tmap_a, %c0, %ya, %mask0, %hint, %no, %no, %c1) : (!llvm.ptr<7>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i16, i64, i1, i1, i32) -> ()
    llvm.br ^load_b
  ^load_a:
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d"(%sac, %fullp, %tmap_a, %c0, %ya, %mask0, %hint, %no, %no, %c2) : (!llvm.ptr<7>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i16, i64, i1, i1, i32) -> ()
    llvm.br ^load_b
  ^load_b:
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d"(%sbc, %fullp, %tmap_b, %c0, %yb, %mask0, %hint, %no, %no, %c2) : (!llvm.ptr<7>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i16, i64, i1, i1, i32) -> ()
    llvm.br ^after_load
  ^after_load:
    %t0r1 = llvm.and %t0, %r1 : i1
    %odd_mma = llvm.and %m1, %t0r1 : i1
    llvm.cond_br %odd_mma, ^odd, ^after_odd
  ^odd:
    llvm.call @issue(%in, %taddr) : (!llvm.ptr<1>, i32) -> ()
    llvm.br ^after_odd
  ^after_odd:
    llvm.cond_br %issuer, ^mma, ^consume
  ^mma:
    llvm.call @wait(%full, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    llvm.call @issue(%in, %taddr) : (!llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.mc.shared.cg2"(%consumed, %mask3) : (!llvm.ptr<3>, i16) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg2"(%mine) : (!llvm.ptr<3>) -> ()
    llvm.cond_br %gated, ^signal, ^consume
  ^signal:
    %sig1 = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%sig, %c1) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster"(%sig1, %c1) : (!llvm.ptr<7>, i32) -> ()
    llvm.br ^consume
  ^consume:
    llvm.cond_br %gated, ^gate, ^wait_consumed
  ^gate:
    llvm.call @wait(%sig, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.cond_br %r1, ^gate1, ^wait_consumed
  ^gate1:
    %clobber = llvm.and %m2, %t0 : i1
    llvm.cond_br %clobber, ^overwrite, ^gate2
  ^overwrite:
    %sbw = llvm.getelementptr %sb[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16384 x i8>
    %old = llvm.load %sbw : !llvm.ptr<3> -> i32
    %flipped = llvm.xor %old, %cm1 : i32
    llvm.store %flipped, %sbw : i32, !llvm.ptr<3>
    llvm.br ^gate2
  ^gate2:
    llvm.cond_br %m3, ^early_ld, ^gate3
  ^early_ld:
    %wq0 = llvm.and %w, %c3 : i32
    %qoff0 = llvm.shl %wq0, %c21 : i32
    %tq0 = llvm.add %taddr, %qoff0 : i32
    llvm.call @load_d(%orow, %tq0, %nload) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^gate3
  ^gate3:
    nvvm.barrier0
    llvm.cond_br %t0, ^open, ^wait_consumed
  ^open:
    %sig0 = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%sig, %c0) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster"(%sig0, %c1) : (!llvm.ptr<7>, i32) -> ()
    llvm.br ^wait_consumed
  ^wait_consumed:
    llvm.call @wait(%consumed, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.cond_br %r0, ^wait_mine, ^read
  ^wait_mine:
    llvm.call @wait(%mine, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.br ^read
  ^read:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    // this warp's lane quarter: lane 32 (w % 4)
    %wq = llvm.and %w, %c3 : i32
    %qoff = llvm.shl %wq, %c21 : i32
    %tq = llvm.add %taddr, %qoff : i32
    llvm.call @load_d(%orow, %tq, %nload) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.cond_br %t0, ^drain, ^final
  ^drain:
    %drainc = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%drained, %leader) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster"(%drainc, %c1) : (!llvm.ptr<7>, i32) -> ()
    llvm.br ^final
  ^final:
    %w0r0 = llvm.and %w0, %r0 : i1
    llvm.cond_br %w0r0, ^wait_drained, ^final2
  ^wait_drained:
    llvm.call @wait(%drained, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.br ^final2
  ^final2:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    llvm.cond_br %w0, ^dealloc, ^final3
  ^dealloc:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg2"(%d, %ncols) : (!llvm.ptr<6>, i32) -> ()
    llvm.br ^final3
  ^final3:
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive.relaxed.aligned"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait.aligned"() : () -> ()
    llvm.cond_br %t0, ^inval, ^ret
  ^inval:
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%full) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%consumed) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%mine) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%drained) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%sig) : (!llvm.ptr<3>) -> ()
    llvm.br ^ret
  ^ret:
    llvm.return
  }
}
