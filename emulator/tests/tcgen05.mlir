// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes) for the emulator's Blackwell tensor-core ops: TMEM alloc/dealloc,
// tcgen05.st/ld, tcgen05.mma with shared-memory descriptors, tcgen05.commit
// and mbarriers. emulator/tests/tcgen05.py rewrites it with tileas-emu-prep,
// builds it with emulator/runtime.c, runs it and checks every output word
// against references built from the PTX ISA's descriptor and canonical-layout
// definitions (test/Emulator/tcgen05.mlir).
//
// @tc(out, in, mode), 128 threads, one case per CTA (case = ctaid.x). The case
// record at in + case * 26656 words: [0] kind (0 f16, 1 tf32, 2 f8f6f4, 3 i8,
// 4 mxf8f6f4 block-scaled, 5 and 6 the 4-bit mxf4nvf4 .block16 and .block32),
// [1] idesc, [2] steps (1..4), [3] n (columns
// loaded back, a multiple of 32), [4] TMEM columns to allocate (more than n),
// [5] init_c, [6] the TMEM columns each warp stores from its rows of C (0:
// none; a multiple of 16), [8 + 4s ..] step s's A and B descriptors (lo, hi
// words), the start address relative to @img, [24], [25] (kinds 4-6) the TMEM
// addresses of A's and B's block scales relative to the allocation, [26]
// (kinds 4-6) byte s: step s's scale IDs, A's in bits 0-1, B's in bits 2-3,
// [28 + s] (kinds 4-6) the columns step s's scales lie past [24] and [25],
// [32 ..] the 40 KiB image of @img, [10272 ..] C: 128 rows of 128 words.
// Warp 0 allocates TMEM; all threads copy the image into @img; each warp
// stores the first [6] words of its 32 rows of C into its TMEM lane quarter
// (tcgen05.st.32x32b.x16: C, and for kinds 4-6 the scales in the columns after
// it); thread 0 issues the steps' MMAs (D = A B + D, D from C or, without
// init_c, zero at the first step; kinds 4-6: tcgen05.mma ... block_scale
// with step s's scale IDs put into the idesc (A's in bits 29-30, B's in 4-5)
// and xor-ed into bits 30-31 of the scale addresses, [28 + s] added to them) and commits them to
// mbarrier @bars[0]; every thread spins in try_wait on it, arrives on
// @bars[1] (count 128) and spins on that; each thread loads its TMEM lane
// (tcgen05.ld.32x32b.x32) into out[(case * 128 + t) * 132 ..], stores
// 7 t + case + 1 to column n (tcgen05.st.x1), loads it back (ld.x1) into word
// 128; warp 0 frees the TMEM, thread 0 invalidates the mbarriers.
// mode 1..7 break the rules (the launch must fail): 1 warp 1 accesses warp 0's
// lane quarter, 2 no dealloc (a leak), 3 no commit (the threads wait forever:
// an mbarrier deadlock), 4 thread 0 overwrites the first word of @img after
// the commit and before the wait (the MMAs may still read their operands), 5
// the threads load D from TMEM before they wait for the commit, 6 warp 1
// allocates 512 more columns, 7 dealloc of the wrong columns, 8 thread 0
// invalidates the mbarrier its commit is pending on, 9 every thread returns
// right after the commit (the MMAs never waited for), 10 thread 0 also issues
// one tcgen05.mma with A in TMEM (columns n..n+7, `tcgen05.mma.tensor`) and
// every thread overwrites column n (tcgen05.st) before the wait (the MMA may
// still read its A there), 11 that MMA's A starts at the first column not
// allocated, 12 at lane 32, 13 every thread overwrites column n (tcgen05.st)
// before the wait (a block-scaled MMA may still read its scales there).
module {
  llvm.mlir.global internal @img() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<10240 x i32>
  llvm.mlir.global internal @tslot() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i32>
  llvm.mlir.global internal @bars() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>

  // The 64-bit descriptor of step s (0 A, 1 B) with @img's shared address
  // added to its start field.
  llvm.func @desc(%rec: !llvm.ptr<1>, %s: i32, %which: i32) -> i64 {
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i64) : i64
    %c4i = llvm.mlir.constant(4 : i64) : i64
    %mask = llvm.mlir.constant(262143 : i64) : i64
    %0 = llvm.mul %s, %c4 : i32
    %1 = llvm.mul %which, %c2 : i32
    %2 = llvm.add %0, %1 : i32
    %3 = llvm.add %2, %c8 : i32
    %plo = llvm.getelementptr %rec[%3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %phi = llvm.getelementptr %plo[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %lo = llvm.load %plo : !llvm.ptr<1> -> i32
    %hi = llvm.load %phi : !llvm.ptr<1> -> i32
    %lo64 = llvm.zext %lo : i32 to i64
    %hi64 = llvm.zext %hi : i32 to i64
    %hs = llvm.shl %hi64, %c32 : i64
    %d = llvm.or %hs, %lo64 : i64
    %img = llvm.mlir.addressof @img : !llvm.ptr<3>
    %a = llvm.ptrtoint %img : !llvm.ptr<3> to i64
    %am = llvm.and %a, %mask : i64
    %base = llvm.lshr %am, %c4i : i64
    %r = llvm.add %d, %base : i64
    llvm.return %r : i64
  }

  // Thread 0: the case's MMAs (one call site per kind: kind is an immediate).
  llvm.func @issue(%rec: !llvm.ptr<1>, %taddr: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c28 = llvm.mlir.constant(28 : i32) : i32
    %c29 = llvm.mlir.constant(29 : i32) : i32
    %c30 = llvm.mlir.constant(30 : i32) : i32
    %kind = llvm.load %rec : !llvm.ptr<1> -> i32
    %pi = llvm.getelementptr %rec[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %idesc = llvm.load %pi : !llvm.ptr<1> -> i32
    %ps = llvm.getelementptr %rec[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %steps = llvm.load %ps : !llvm.ptr<1> -> i32
    %pc = llvm.getelementptr %rec[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %initc = llvm.load %pc : !llvm.ptr<1> -> i32
    %psa = llvm.getelementptr %rec[24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %sa = llvm.load %psa : !llvm.ptr<1> -> i32
    %psb = llvm.getelementptr %rec[25] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %sb = llvm.load %psb : !llvm.ptr<1> -> i32
    %pids = llvm.getelementptr %rec[26] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %ids = llvm.load %pids : !llvm.ptr<1> -> i32
    %d = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    llvm.br ^loop(%c0 : i32)
  ^loop(%s: i32):
    %more = llvm.icmp "slt" %s, %steps : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %a = llvm.call @desc(%rec, %s, %c0) : (!llvm.ptr<1>, i32, i32) -> i64
    %b = llvm.call @desc(%rec, %s, %c1) : (!llvm.ptr<1>, i32, i32) -> i64
    %acc = llvm.or %s, %initc : i32
    %en = llvm.icmp "ne" %acc, %c0 : i32
    %k0 = llvm.icmp "eq" %kind, %c0 : i32
    llvm.cond_br %k0, ^f16, ^n1
  ^n1:
    %k1 = llvm.icmp "eq" %kind, %c1 : i32
    llvm.cond_br %k1, ^tf32, ^n2
  ^n2:
    %k2 = llvm.icmp "eq" %kind, %c2 : i32
    llvm.cond_br %k2, ^f8, ^n3
  ^n3:
    %k3 = llvm.icmp "eq" %kind, %c3 : i32
    llvm.cond_br %k3, ^i8, ^bs
  ^f16:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%d, %a, %b, %idesc, %en, %c0, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    llvm.br ^next
  ^tf32:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%d, %a, %b, %idesc, %en, %c1, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    llvm.br ^next
  ^f8:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%d, %a, %b, %idesc, %en, %c2, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    llvm.br ^next
  ^i8:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%d, %a, %b, %idesc, %en, %c3, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    llvm.br ^next
  ^bs:
    // step s's scale IDs: byte s of [26]
    %sh = llvm.mul %s, %c8 : i32
    %ids_s = llvm.lshr %ids, %sh : i32
    %ids4 = llvm.and %ids_s, %c15 : i32
    %ida = llvm.and %ids4, %c3 : i32
    %idb = llvm.lshr %ids4, %c2 : i32
    %ia29 = llvm.shl %ida, %c29 : i32
    %ib4 = llvm.shl %idb, %c4 : i32
    %idesc_a = llvm.or %idesc, %ia29 : i32
    %idesc_s = llvm.or %idesc_a, %ib4 : i32
    %ia30 = llvm.shl %ida, %c30 : i32
    %ib30 = llvm.shl %idb, %c30 : i32
    // step s's scale columns: [28 + s] past A's and B's first ones
    %s28 = llvm.add %s, %c28 : i32
    %pcol = llvm.getelementptr %rec[%s28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %col = llvm.load %pcol : !llvm.ptr<1> -> i32
    %sa_c = llvm.add %sa, %col : i32
    %sb_c = llvm.add %sb, %col : i32
    %sa_t = llvm.add %taddr, %sa_c : i32
    %sa_s = llvm.xor %sa_t, %ia30 : i32
    %sb_t = llvm.add %taddr, %sb_c : i32
    %sb_s = llvm.xor %sb_t, %ib30 : i32
    %sfa = llvm.inttoptr %sa_s : i32 to !llvm.ptr<6>
    %sfb = llvm.inttoptr %sb_s : i32 to !llvm.ptr<6>
    %k4 = llvm.icmp "eq" %kind, %c4 : i32
    llvm.cond_br %k4, ^mxf8, ^n5
  ^n5:
    %k5 = llvm.icmp "eq" %kind, %c5 : i32
    llvm.cond_br %k5, ^nvf4, ^mxf4
  ^mxf8:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32"(%d, %a, %b, %idesc_s, %en, %sfa, %sfb, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, i32, i32) -> ()
    llvm.br ^next
  ^nvf4:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16"(%d, %a, %b, %idesc_s, %en, %sfa, %sfb, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, i32, i32) -> ()
    llvm.br ^next
  ^mxf4:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block32"(%d, %a, %b, %idesc_s, %en, %sfa, %sfb, %c1, %c0) : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, i32, i32) -> ()
    llvm.br ^next
  ^next:
    %s1 = llvm.add %s, %c1 : i32
    llvm.br ^loop(%s1 : i32)
  ^done:
    llvm.return
  }

  // Spins until the phase of parity 0 of the mbarrier has completed.
  llvm.func @wait(%bar: !llvm.ptr<3>) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^spin
  ^spin:
    %ok = llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%bar, %c0) : (!llvm.ptr<3>, i32) -> i1
    llvm.cond_br %ok, ^done, ^spin
  ^done:
    llvm.return
  }

  // Each warp stores its 32 rows of C (n columns) into its lane quarter.
  llvm.func @store_c(%rec: !llvm.ptr<1>, %tq: i32, %t: i32, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %cbase = llvm.mlir.constant(10272 : i32) : i32
    %false = llvm.mlir.constant(false) : i1
    %0 = llvm.mul %t, %c128 : i32
    %row = llvm.add %0, %cbase : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%j: i32):
    %more = llvm.icmp "slt" %j, %n : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %w = llvm.add %row, %j : i32
    %p = llvm.getelementptr %rec[%w] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> vector<16xi32>
    %a = llvm.add %tq, %j : i32
    %ta = llvm.inttoptr %a : i32 to !llvm.ptr<6>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x16"(%ta, %v, %false) : (!llvm.ptr<6>, vector<16xi32>, i1) -> ()
    %j1 = llvm.add %j, %c16 : i32
    llvm.br ^loop(%j1 : i32)
  ^done:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"() : () -> ()
    llvm.return
  }

  // Each thread loads its TMEM lane, n columns, into its output row.
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

  llvm.func @tc(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %mode: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c9 = llvm.mlir.constant(9 : i32) : i32
    %c10 = llvm.mlir.constant(10 : i32) : i32
    %c11 = llvm.mlir.constant(11 : i32) : i32
    %c12 = llvm.mlir.constant(12 : i32) : i32
    %c13 = llvm.mlir.constant(13 : i32) : i32
    %c2097152 = llvm.mlir.constant(2097152 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c21 = llvm.mlir.constant(21 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %c132 = llvm.mlir.constant(132 : i32) : i32
    %c512 = llvm.mlir.constant(512 : i32) : i32
    %cimg = llvm.mlir.constant(10240 : i32) : i32
    %crec = llvm.mlir.constant(26656 : i32) : i32
    %false = llvm.mlir.constant(false) : i1
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %case = nvvm.read.ptx.sreg.ctaid.x : i32
    %w = llvm.lshr %t, %c5 : i32
    %ro = llvm.mul %case, %crec : i32
    %rec = llvm.getelementptr %in[%ro] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %pn = llvm.getelementptr %rec[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %n = llvm.load %pn : !llvm.ptr<1> -> i32
    %pa = llvm.getelementptr %rec[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %ncols = llvm.load %pa : !llvm.ptr<1> -> i32
    %pst = llvm.getelementptr %rec[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %nst = llvm.load %pst : !llvm.ptr<1> -> i32
    %bars = llvm.mlir.addressof @bars : !llvm.ptr<3>
    %bar0 = llvm.getelementptr %bars[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %bar1 = llvm.getelementptr %bars[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %tslot = llvm.mlir.addressof @tslot : !llvm.ptr<3>
    %img = llvm.mlir.addressof @img : !llvm.ptr<3>
    %t0 = llvm.icmp "eq" %t, %c0 : i32
    %w0 = llvm.icmp "eq" %w, %c0 : i32
    %w1 = llvm.icmp "eq" %w, %c1 : i32
    llvm.cond_br %t0, ^init, ^alloc
  ^init:
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%bar0, %c1) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%bar1, %c128) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"() : () -> ()
    llvm.br ^alloc
  ^alloc:
    llvm.cond_br %w0, ^alloc0, ^alloc1
  ^alloc0:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%tslot, %ncols) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.relinq.alloc.permit.cg1"() : () -> ()
    llvm.br ^copy(%t : i32)
  ^alloc1:
    %m6 = llvm.icmp "eq" %mode, %c6 : i32
    %bad_alloc = llvm.and %m6, %w1 : i1
    llvm.cond_br %bad_alloc, ^alloc_more, ^copy(%t : i32)
  ^alloc_more:
    %slot1 = llvm.getelementptr %tslot[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i32>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%slot1, %c512) : (!llvm.ptr<3>, i32) -> ()
    llvm.br ^copy(%t : i32)
  ^copy(%i: i32):
    %cmore = llvm.icmp "slt" %i, %cimg : i32
    llvm.cond_br %cmore, ^copy_body, ^copied
  ^copy_body:
    %si = llvm.add %i, %c32 : i32
    %src = llvm.getelementptr %rec[%si] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %x = llvm.load %src : !llvm.ptr<1> -> i32
    %dst = llvm.getelementptr %img[0, %i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<10240 x i32>
    llvm.store %x, %dst : i32, !llvm.ptr<3>
    %i1 = llvm.add %i, %c128 : i32
    llvm.br ^copy(%i1 : i32)
  ^copied:
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    nvvm.barrier0
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    %taddr = llvm.load %tslot : !llvm.ptr<3> -> i32
    // this warp's lane quarter: lane 32 (w % 4) (mode 1: warp 1 uses warp 0's)
    %m1 = llvm.icmp "eq" %mode, %c1 : i32
    %wrong = llvm.and %m1, %w1 : i1
    %wq = llvm.and %w, %c3 : i32
    %wq1 = llvm.select %wrong, %c0, %wq : i1, i32
    %qoff = llvm.shl %wq1, %c21 : i32
    %tq = llvm.add %taddr, %qoff : i32
    %hasc = llvm.icmp "ne" %nst, %c0 : i32
    llvm.cond_br %hasc, ^stc, ^mma
  ^stc:
    llvm.call @store_c(%rec, %tq, %t, %nst) : (!llvm.ptr<1>, i32, i32, i32) -> ()
    llvm.br ^mma
  ^mma:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    nvvm.barrier0
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    llvm.cond_br %t0, ^issue, ^wait
  ^issue:
    llvm.call @issue(%rec, %taddr) : (!llvm.ptr<1>, i32) -> ()
    %m10 = llvm.icmp "eq" %mode, %c10 : i32
    %m11 = llvm.icmp "eq" %mode, %c11 : i32
    %m12 = llvm.icmp "eq" %mode, %c12 : i32
    %m1011 = llvm.or %m10, %m11 : i1
    %ta_mode = llvm.or %m1011, %m12 : i1
    llvm.cond_br %ta_mode, ^issue_ta, ^issued
  ^issue_ta:
    %pid = llvm.getelementptr %rec[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %idesc = llvm.load %pid : !llvm.ptr<1> -> i32
    %bd = llvm.call @desc(%rec, %c0, %c1) : (!llvm.ptr<1>, i32, i32) -> i64
    %dta = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    // A at column n (mode 10, 12) or ncols (11), lane 0 or 32 (12).
    %acol = llvm.select %m11, %ncols, %n : i1, i32
    %alane = llvm.select %m12, %c2097152, %c0 : i1, i32
    %aoff = llvm.add %acol, %alane : i32
    %aa = llvm.add %taddr, %aoff : i32
    %ata = llvm.inttoptr %aa : i32 to !llvm.ptr<6>
    %true = llvm.mlir.constant(true) : i1
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.tensor"(%dta, %ata, %bd, %idesc, %true, %c0, %c1, %c0) : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i32, i32, i32) -> ()
    llvm.br ^issued
  ^issued:
    %m3 = llvm.icmp "eq" %mode, %c3 : i32
    llvm.cond_br %m3, ^wait, ^commit
  ^commit:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"(%bar0) : (!llvm.ptr<3>) -> ()
    %m4 = llvm.icmp "eq" %mode, %c4 : i32
    %m8 = llvm.icmp "eq" %mode, %c8 : i32
    llvm.cond_br %m8, ^early_inval, ^commit2
  ^early_inval:
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bar0) : (!llvm.ptr<3>) -> ()
    llvm.br ^wait
  ^commit2:
    llvm.cond_br %m4, ^clobber, ^wait
  ^clobber:
    %img0 = llvm.getelementptr %img[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<10240 x i32>
    %old = llvm.load %img0 : !llvm.ptr<3> -> i32
    %flipped = llvm.xor %old, %cm1 : i32
    llvm.store %flipped, %img0 : i32, !llvm.ptr<3>
    llvm.br ^wait
  ^wait:
    %m9 = llvm.icmp "eq" %mode, %c9 : i32
    llvm.cond_br %m9, ^ret, ^wait5
  ^wait5:
    %m5 = llvm.icmp "eq" %mode, %c5 : i32
    llvm.cond_br %m5, ^early, ^wait10
  ^wait10:
    %m10w = llvm.icmp "eq" %mode, %c10 : i32
    %m13w = llvm.icmp "eq" %mode, %c13 : i32
    %st_early = llvm.or %m10w, %m13w : i1
    llvm.cond_br %st_early, ^early_st, ^waitc
  ^early_st:
    %en = llvm.add %tq, %n : i32
    %etn = llvm.inttoptr %en : i32 to !llvm.ptr<6>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x1"(%etn, %t, %false) : (!llvm.ptr<6>, i32, i1) -> ()
    llvm.br ^waitc
  ^early:
    llvm.call @load_d(%out, %tq, %n) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^waitc
  ^waitc:
    llvm.call @wait(%bar0) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    %tok = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.shared"(%bar1) : (!llvm.ptr<3>) -> i64
    llvm.call @wait(%bar1) : (!llvm.ptr<3>) -> ()
    %oc = llvm.mul %case, %c128 : i32
    %ot = llvm.add %oc, %t : i32
    %oo = llvm.mul %ot, %c132 : i32
    %orow = llvm.getelementptr %out[%oo] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.call @load_d(%orow, %tq, %n) : (!llvm.ptr<1>, i32, i32) -> ()
    // a one-register round trip through column n
    %an = llvm.add %tq, %n : i32
    %tn = llvm.inttoptr %an : i32 to !llvm.ptr<6>
    %v7 = llvm.mul %t, %c7 : i32
    %v8 = llvm.add %v7, %case : i32
    %v = llvm.add %v8, %c1 : i32
    llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x1"(%tn, %v, %false) : (!llvm.ptr<6>, i32, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"() : () -> ()
    %back = llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x1"(%tn, %false) : (!llvm.ptr<6>, i1) -> i32
    llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"() : () -> ()
    %pb = llvm.getelementptr %orow[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %back, %pb : i32, !llvm.ptr<1>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
    nvvm.barrier0
    %m2 = llvm.icmp "eq" %mode, %c2 : i32
    %keep = llvm.xor %m2, %w0 : i1
    %free = llvm.and %keep, %w0 : i1
    llvm.cond_br %free, ^dealloc, ^end
  ^dealloc:
    llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
    %m7 = llvm.icmp "eq" %mode, %c7 : i32
    %shift = llvm.select %m7, %c32, %c0 : i1, i32
    %fa = llvm.add %taddr, %shift : i32
    %ft = llvm.inttoptr %fa : i32 to !llvm.ptr<6>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"(%ft, %ncols) : (!llvm.ptr<6>, i32) -> ()
    llvm.br ^end
  ^end:
    llvm.cond_br %t0, ^inval, ^ret
  ^inval:
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bar0) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bar1) : (!llvm.ptr<3>) -> ()
    llvm.br ^ret
  ^ret:
    llvm.return
  }
}
