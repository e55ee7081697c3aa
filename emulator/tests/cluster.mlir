// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes at sm_90+ for a kernel on thread-block clusters) for the emulator's
// clusters: emulator/tests/cluster.py rewrites it with tileas-emu-prep,
// builds it with emulator/runtime.c, fills its tensor map, runs it on clusters
// of 2 CTAs and checks every output word exactly (test/Emulator/cluster.mlir).
//
// @cluster(out, flags, mode, tmap), 128 threads (t = tid.x), clusters of 2 x 1
// x 1 CTAs (nvvm.cluster_dim with nvvm.blocksareclusters: the grid counts
// CTAs, c = ctaid.x, r = %cluster_ctarank, the peer is rank r ^ 1); tmap is
// the hidden descriptor parameter of a 2-D f32 tensor (32 columns, box 32 x
// 16). Each CTA writes the 1040 words out[1040 c ..]:
//  * thread 0 initializes three mbarriers: @bars[0] (full, count 1),
//    @bars[1] (ring, count 32) and @bars[2] (self, count 2), then every thread
//    arrives on the cluster barrier and waits (nvvm.cluster.arrive/wait
//    {aligned}): the peer's mbarriers are initialized before it is used;
//  * thread 0 arrives on its own full mbarrier through a mapa address of its
//    own rank with expect_tx of the whole tile (4096 bytes,
//    mbarrier.arrive.expect.tx.scope.cluster.space.cluster), then loads its
//    half of the tile (box rows 32 %clusterid.x + 16 r) with
//    cp.async.bulk.tensor.g2s.tile.2d .multicast::cluster, CTA mask 3: into
//    @tile + 2048 r of both CTAs, completing on the full mbarrier of each;
//  * every thread waits on the full mbarrier (try_wait.parity
//    .scope.cluster), copies the words t, t + 128, ... of the tile to words
//    0..1023 of the record;
//  * thread 0 stores 1000 + c to flags[c]; warp 0 then arrives on the peer's
//    ring mbarrier (mapa, mbarrier.arrive.scope.cluster.space.cluster, count
//    1 each: 32 arrivals complete it); thread 0 arrives on its own self
//    mbarrier through mapa of its own rank (.relaxed.scope.cta.space.cluster),
//    thread 1 locally (mbarrier.arrive.scope.cta.space.cta, count 1); every
//    thread waits on its ring and self mbarriers;
//  * thread 0 writes word 1024 = flags[c ^ 1] (the peer's flag: stored before
//    its arrivals), then the special registers: cluster.ctarank,
//    cluster.nctarank, cluster.ctaid.x, cluster.nctaid.x, clusterid.x,
//    nclusterid.x, ctaid.x, nctaid.x, smid, nsmid, cluster.ctaid.y,
//    nclusterid.y (NVVM ops and llvm.nvvm.read.ptx.sreg.* calls alike);
//  * warp 3 arrives on the cluster barrier (.relaxed) and returns (a thread
//    that exits is not waited for, PTX ISA); the others arrive and wait
//    (llvm.nvvm.barrier.cluster.{arrive,wait}.aligned), then thread 0
//    invalidates the mbarriers.
// mode 1..6 break the rules (the launch must fail): 1 rank 1 returns right
// after the first cluster barrier while rank 0 multicasts into it; 2 rank 1
// reads the tile without waiting on its full mbarrier (bytes in flight); 3
// the ring mbarrier counts 33 arrivals (one never comes: an mbarrier
// deadlock); 4 rank 1's warp 1 waits at bar.sync 1, 64 instead of the last
// cluster barrier (a cluster barrier deadlock); 5 thread 0 waits on the first
// cluster barrier without arriving; 6 warp 0 maps the ring mbarrier of rank 2
// (outside the cluster).
module {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<4096 x i8>
  llvm.mlir.global internal @bars() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<3 x i64>

  // Spins until the phase of `parity` of the mbarrier has completed.
  llvm.func @wait(%bar: !llvm.ptr<3>, %parity: i32) {
    llvm.br ^spin
  ^spin:
    %ok = llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta"(%bar, %parity) : (!llvm.ptr<3>, i32) -> i1
    llvm.cond_br %ok, ^done, ^spin
  ^done:
    llvm.return
  }

  // to[w] = from[w] for the i32 words w = t, t + 128, ... below 1024.
  llvm.func @copy_out(%from: !llvm.ptr<3>, %to: !llvm.ptr<1>, %t: i32) {
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %words = llvm.mlir.constant(1024 : i32) : i32
    llvm.br ^loop(%t : i32)
  ^loop(%w: i32):
    %more = llvm.icmp "slt" %w, %words : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %p = llvm.getelementptr %from[%w] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %p : !llvm.ptr<3> -> i32
    %q = llvm.getelementptr %to[%w] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %q : i32, !llvm.ptr<1>
    %w1 = llvm.add %w, %c128 : i32
    llvm.br ^loop(%w1 : i32)
  ^done:
    llvm.return
  }

  // rec[i] = v.
  llvm.func @put(%rec: !llvm.ptr<1>, %i: i32, %v: i32) {
    %p = llvm.getelementptr %rec[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %p : i32, !llvm.ptr<1>
    llvm.return
  }

  llvm.func @cluster(%out: !llvm.ptr<1>, %flags: !llvm.ptr<1>, %mode: i32,
                     %tmap: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
      attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>,
                  nvvm.blocksareclusters} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c1000 = llvm.mlir.constant(1000 : i32) : i32
    %c1040 = llvm.mlir.constant(1040 : i32) : i32
    %c2048 = llvm.mlir.constant(2048 : i32) : i32
    %c4096 = llvm.mlir.constant(4096 : i32) : i32
    %mask = llvm.mlir.constant(3 : i16) : i16
    %hint = llvm.mlir.constant(0 : i64) : i64
    %yes = llvm.mlir.constant(true) : i1
    %no = llvm.mlir.constant(false) : i1
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c = nvvm.read.ptx.sreg.ctaid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %peer = llvm.xor %rank, %c1 : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %full = llvm.mlir.addressof @bars : !llvm.ptr<3>
    %ring = llvm.getelementptr %full[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %self = llvm.getelementptr %full[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %r0 = llvm.mul %c, %c1040 : i32
    %rec = llvm.getelementptr %out[%r0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    %is1 = llvm.icmp "eq" %rank, %c1 : i32
    llvm.cond_br %first, ^init, ^sync0
  ^init:
    %m3 = llvm.icmp "eq" %mode, %c3 : i32
    %ring_count = llvm.select %m3, %c33, %c32 : i1, i32
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%full, %c1) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%ring, %ring_count) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%self, %c2) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"() : () -> ()
    llvm.br ^sync0
  ^sync0:
    %m5 = llvm.icmp "eq" %mode, %c5 : i32
    %wait_only = llvm.and %m5, %first : i1
    llvm.cond_br %wait_only, ^no_arrive, ^arrive0
  ^arrive0:
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    llvm.br ^after0
  ^no_arrive:
    nvvm.cluster.wait
    llvm.br ^after0
  ^after0:
    %m1 = llvm.icmp "eq" %mode, %c1 : i32
    %leave = llvm.and %m1, %is1 : i1
    llvm.cond_br %leave, ^exit, ^issue
  ^issue:
    llvm.cond_br %first, ^load, ^load_wait
  ^load:
    %fullc = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%full, %rank) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster"(%fullc, %c4096) : (!llvm.ptr<7>, i32) -> ()
    %hoff = llvm.mul %rank, %c2048 : i32
    %half = llvm.getelementptr %tile[%hoff] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %halfc = llvm.addrspacecast %half : !llvm.ptr<3> to !llvm.ptr<7>
    %cid = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.clusterid.x"() : () -> i32
    %y0 = llvm.mul %cid, %c32 : i32
    %y1 = llvm.mul %rank, %c16 : i32
    %y = llvm.add %y0, %y1 : i32
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d"(%halfc, %full, %tmap, %c0, %y, %mask, %hint, %yes, %no, %c0) : (!llvm.ptr<7>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i16, i64, i1, i1, i32) -> ()
    llvm.br ^load_wait
  ^load_wait:
    %m2 = llvm.icmp "eq" %mode, %c2 : i32
    %no_wait = llvm.and %m2, %is1 : i1
    llvm.cond_br %no_wait, ^read, ^spin_full
  ^spin_full:
    llvm.call @wait(%full, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.br ^read
  ^read:
    llvm.call @copy_out(%tile, %rec, %t) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.cond_br %first, ^flag, ^ring_arrive
  ^flag:
    %v = llvm.add %c, %c1000 : i32
    %fp = llvm.getelementptr %flags[%c] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %fp : i32, !llvm.ptr<1>
    llvm.br ^ring_arrive
  ^ring_arrive:
    %w0 = llvm.icmp "ult" %t, %c32 : i32
    llvm.cond_br %w0, ^remote, ^own
  ^remote:
    %m6 = llvm.icmp "eq" %mode, %c6 : i32
    %target = llvm.select %m6, %c2, %peer : i1, i32
    %ringc = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%ring, %target) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster"(%ringc, %c1) : (!llvm.ptr<7>, i32) -> ()
    llvm.br ^own
  ^own:
    llvm.cond_br %first, ^self0, ^own1
  ^self0:
    %selfc = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%self, %rank) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cluster"(%selfc, %c1) : (!llvm.ptr<7>, i32) -> ()
    llvm.br ^ring_wait
  ^own1:
    %second = llvm.icmp "eq" %t, %c1 : i32
    llvm.cond_br %second, ^self1, ^ring_wait
  ^self1:
    %tok = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cta.space.cta"(%self, %c1) : (!llvm.ptr<3>, i32) -> i64
    llvm.br ^ring_wait
  ^ring_wait:
    llvm.call @wait(%ring, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.call @wait(%self, %c0) : (!llvm.ptr<3>, i32) -> ()
    llvm.cond_br %first, ^regs, ^final
  ^regs:
    %pc = llvm.xor %c, %c1 : i32
    %pp = llvm.getelementptr %flags[%pc] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %pf = llvm.load %pp : !llvm.ptr<1> -> i32
    %i1024 = llvm.mlir.constant(1024 : i32) : i32
    llvm.call @put(%rec, %i1024, %pf) : (!llvm.ptr<1>, i32, i32) -> ()
    %s1 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.cluster.nctarank"() : () -> i32
    %s2 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
    %s3 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> i32
    %s4 = nvvm.read.ptx.sreg.clusterid.x : i32
    %s5 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
    %s6 = nvvm.read.ptx.sreg.nctaid.x : i32
    %s7 = nvvm.read.ptx.sreg.smid : i32
    %s8 = nvvm.read.ptx.sreg.nsmid : i32
    %s9 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
    %s10 = nvvm.read.ptx.sreg.nclusterid.y : i32
    %i1025 = llvm.mlir.constant(1025 : i32) : i32
    %i1026 = llvm.mlir.constant(1026 : i32) : i32
    %i1027 = llvm.mlir.constant(1027 : i32) : i32
    %i1028 = llvm.mlir.constant(1028 : i32) : i32
    %i1029 = llvm.mlir.constant(1029 : i32) : i32
    %i1030 = llvm.mlir.constant(1030 : i32) : i32
    %i1031 = llvm.mlir.constant(1031 : i32) : i32
    %i1032 = llvm.mlir.constant(1032 : i32) : i32
    %i1033 = llvm.mlir.constant(1033 : i32) : i32
    %i1034 = llvm.mlir.constant(1034 : i32) : i32
    %i1035 = llvm.mlir.constant(1035 : i32) : i32
    %i1036 = llvm.mlir.constant(1036 : i32) : i32
    llvm.call @put(%rec, %i1025, %rank) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1026, %s1) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1027, %s2) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1028, %s3) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1029, %s4) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1030, %s5) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1031, %c) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1032, %s6) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1033, %s7) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1034, %s8) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1035, %s9) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%rec, %i1036, %s10) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^final
  ^final:
    %warp = llvm.udiv %t, %c32 : i32
    %w3 = llvm.icmp "eq" %warp, %c3 : i32
    llvm.cond_br %w3, ^arrive_exit, ^final1
  ^final1:
    %m4 = llvm.icmp "eq" %mode, %c4 : i32
    %w1 = llvm.icmp "eq" %warp, %c1 : i32
    %m4r1 = llvm.and %m4, %is1 : i1
    %stuck = llvm.and %m4r1, %w1 : i1
    llvm.cond_br %stuck, ^named, ^final2
  ^named:
    nvvm.barrier id = %c1 number_of_threads = %c64
    llvm.br ^exit
  ^final2:
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive.aligned"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait.aligned"() : () -> ()
    llvm.cond_br %first, ^inval, ^exit
  ^inval:
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%full) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%ring) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%self) : (!llvm.ptr<3>) -> ()
    llvm.br ^exit
  ^arrive_exit:
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive.relaxed"() : () -> ()
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
