// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes at sm_90+; llc-22 with PTX 8.6 and ptxas compile it for sm_90a) for
// the emulator's TMA loads and mbarrier transaction counts: emulator/tests/tma.py rewrites it with tileas-emu-prep, builds it
// with emulator/runtime.c, fills the tensor maps (CUtensorMap words,
// docs/design/tma-descriptors.md), runs it and checks every output word
// exactly (test/Emulator/tma.mlir).
//
// @tma(out, cmds, ncmd, mode, t0..t5), 128 threads (t = tid.x), any number of
// CTAs (c = ctaid.x); t0..t5 are the hidden descriptor parameters (pointers
// to 128 bytes, `llvm.byval = !llvm.array<128 x i8>`, nvvm.grid_constant).
// Each CTA writes the 2048-byte records (ncmd + 6) * c .. of out:
//  * Single loads: command i (cmds[8 i ..+8] = map, rank, c0, c1, c2, c3,
//    shared offset, bytes) loads one box of descriptor t<map> (rank 1, 2 or
//    3) at coordinates (c0, c1, c2) into @buf + offset on mbarrier @bars[0]:
//    thread 0 does arrive.expect_tx(bytes) then the TMA load (odd i: the load
//    first); every thread spins in try_wait.parity(i & 1) on @bars[0], copies
//    the words t, t + 128, ... of the `bytes` bytes at @buf + offset to
//    record i, then bar.sync (the buffer is reused).
//  * A 3-stage ring over @ring (3 × 2048 bytes) with mbarriers @bars[1..3]:
//    thread 0 issues loads 0..2 (descriptor t1, coordinates (64 (k & 1),
//    16 k) for load k, 2048 bytes, expect_tx then load); iteration k (0..5)
//    waits on stage s = k % 3 with parity (k / 3) & 1, copies the stage to
//    record ncmd + k, bar.sync, and thread 0 issues load k + 3 into the stage
//    (k < 3).
// Thread 0 also prefetches t0 (prefetch.tensormap), fences
// (fence.proxy.async.shared_cta) and invalidates the mbarriers at the end.
// mode 1..4 break the rules (the launch must fail): 1 no wait in the single
// loads (the threads read bytes in flight), 2 expect_tx of 16 bytes more than
// the first load brings (an mbarrier deadlock), 3 thread 0 issues one more
// load at the end that nobody waits for (the CTA ends with it in flight), 4
// no bar.sync between the ring's reads of stage 0 (iteration 0) and the next
// load into it.
module {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
  llvm.mlir.global internal @ring() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<6144 x i8>
  llvm.mlir.global internal @bars() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>

  // Descriptor `i` of t0..t5.
  llvm.func @pick(%i: i32, %t0: !llvm.ptr, %t1: !llvm.ptr, %t2: !llvm.ptr, %t3: !llvm.ptr, %t4: !llvm.ptr,
                  %t5: !llvm.ptr) -> !llvm.ptr {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %e1 = llvm.icmp "eq" %i, %c1 : i32
    %e2 = llvm.icmp "eq" %i, %c2 : i32
    %e3 = llvm.icmp "eq" %i, %c3 : i32
    %e4 = llvm.icmp "eq" %i, %c4 : i32
    %e5 = llvm.icmp "eq" %i, %c5 : i32
    %p5 = llvm.select %e5, %t5, %t0 : i1, !llvm.ptr
    %p4 = llvm.select %e4, %t4, %p5 : i1, !llvm.ptr
    %p3 = llvm.select %e3, %t3, %p4 : i1, !llvm.ptr
    %p2 = llvm.select %e2, %t2, %p3 : i1, !llvm.ptr
    %p1 = llvm.select %e1, %t1, %p2 : i1, !llvm.ptr
    llvm.return %p1 : !llvm.ptr
  }

  // One TMA load of rank 1, 2 or 3 (the coordinates past the rank unused).
  llvm.func @load(%map: !llvm.ptr, %rank: i32, %dst: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %hint = llvm.mlir.constant(0 : i64) : i64
    %no = llvm.mlir.constant(false) : i1
    %r1 = llvm.icmp "eq" %rank, %c1 : i32
    llvm.cond_br %r1, ^one, ^not_one
  ^one:
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d"(%dst, %bar, %map, %x, %hint, %no) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i64, i1) -> ()
    llvm.return
  ^not_one:
    %r2 = llvm.icmp "eq" %rank, %c2 : i32
    llvm.cond_br %r2, ^two, ^three
  ^two:
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"(%dst, %bar, %map, %x, %y, %hint, %no) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i64, i1) -> ()
    llvm.return
  ^three:
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d"(%dst, %bar, %map, %x, %y, %z, %hint, %no) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, i64, i1) -> ()
    llvm.return
  }

  // Spins until the phase of `parity` of the mbarrier has completed.
  llvm.func @wait(%bar: !llvm.ptr<3>, %parity: i32) {
    llvm.br ^spin
  ^spin:
    %ok = llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%bar, %parity) : (!llvm.ptr<3>, i32) -> i1
    llvm.cond_br %ok, ^done, ^spin
  ^done:
    llvm.return
  }

  // to[w] = from[w] for the i32 words w = t, t + 128, ... below bytes / 4.
  llvm.func @copy_out(%from: !llvm.ptr<3>, %to: !llvm.ptr<1>, %bytes: i32, %t: i32) {
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %words = llvm.lshr %bytes, %c2 : i32
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

  // Ring load k (descriptor t1, coordinates (64 (k & 1), 16 k)) into stage
  // k % 3 on @bars[1 + k % 3]: expect_tx of 2048 bytes, then the load.
  llvm.func @ring_load(%k: i32, %t1: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c2048 = llvm.mlir.constant(2048 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %ring = llvm.mlir.addressof @ring : !llvm.ptr<3>
    %bars = llvm.mlir.addressof @bars : !llvm.ptr<3>
    %s = llvm.urem %k, %c3 : i32
    %off = llvm.mul %s, %c2048 : i32
    %dst = llvm.getelementptr %ring[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %b = llvm.add %s, %c1 : i32
    %bar = llvm.getelementptr %bars[%b] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %odd = llvm.and %k, %c1 : i32
    %x = llvm.mul %odd, %c64 : i32
    %y = llvm.mul %k, %c16 : i32
    %tok = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"(%bar, %c2048) : (!llvm.ptr<3>, i32) -> i64
    llvm.call @load(%t1, %c2, %dst, %bar, %x, %y, %x) : (!llvm.ptr, i32, !llvm.ptr<3>, !llvm.ptr<3>, i32, i32, i32) -> ()
    llvm.return
  }

  llvm.func @tma(%out: !llvm.ptr<1>, %cmds: !llvm.ptr<1>, %ncmd: i32, %mode: i32,
                 %t0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
                 %t1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
                 %t2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
                 %t3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
                 %t4: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
                 %t5: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
      attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c512 = llvm.mlir.constant(512 : i32) : i32
    %c2048 = llvm.mlir.constant(2048 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c = nvvm.read.ptx.sreg.ctaid.x : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %ring = llvm.mlir.addressof @ring : !llvm.ptr<3>
    %bars = llvm.mlir.addressof @bars : !llvm.ptr<3>
    %bar1 = llvm.getelementptr %bars[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %bar2 = llvm.getelementptr %bars[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %bar3 = llvm.getelementptr %bars[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    // this CTA's records: (ncmd + 6) * c * 512 words
    %nrec = llvm.add %ncmd, %c6 : i32
    %r0 = llvm.mul %nrec, %c : i32
    %r1 = llvm.mul %r0, %c512 : i32
    %mine = llvm.getelementptr %out[%r1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^init, ^start
  ^init:
    llvm.call_intrinsic "llvm.nvvm.prefetch.tensormap"(%t0) : (!llvm.ptr) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%bars, %c1) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%bar1, %c1) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%bar2, %c1) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%bar3, %c1) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"() : () -> ()
    llvm.br ^start
  ^start:
    nvvm.barrier0
    llvm.br ^cmd(%c0 : i32)
  ^cmd(%i: i32):
    %more = llvm.icmp "slt" %i, %ncmd : i32
    llvm.cond_br %more, ^cmd_body, ^ring_start
  ^cmd_body:
    %ci = llvm.mul %i, %c8 : i32
    %cp = llvm.getelementptr %cmds[%ci] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %map_i = llvm.load %cp : !llvm.ptr<1> -> i32
    %f1 = llvm.getelementptr %cp[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %rank = llvm.load %f1 : !llvm.ptr<1> -> i32
    %f2 = llvm.getelementptr %cp[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %x = llvm.load %f2 : !llvm.ptr<1> -> i32
    %f3 = llvm.getelementptr %cp[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %y = llvm.load %f3 : !llvm.ptr<1> -> i32
    %f4 = llvm.getelementptr %cp[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %z = llvm.load %f4 : !llvm.ptr<1> -> i32
    %f6 = llvm.getelementptr %cp[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %off = llvm.load %f6 : !llvm.ptr<1> -> i32
    %f7 = llvm.getelementptr %cp[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %bytes = llvm.load %f7 : !llvm.ptr<1> -> i32
    %dst = llvm.getelementptr %buf[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.cond_br %first, ^issue, ^cmd_wait
  ^issue:
    %map = llvm.call @pick(%map_i, %t0, %t1, %t2, %t3, %t4, %t5) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %m2 = llvm.icmp "eq" %mode, %c2 : i32
    %extra = llvm.select %m2, %c16, %c0 : i1, i32
    %expect = llvm.add %bytes, %extra : i32
    %odd = llvm.and %i, %c1 : i32
    %load_first = llvm.icmp "ne" %odd, %c0 : i32
    llvm.cond_br %load_first, ^load_then_arrive, ^arrive_then_load
  ^arrive_then_load:
    %tok0 = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"(%bars, %expect) : (!llvm.ptr<3>, i32) -> i64
    llvm.call @load(%map, %rank, %dst, %bars, %x, %y, %z) : (!llvm.ptr, i32, !llvm.ptr<3>, !llvm.ptr<3>, i32, i32, i32) -> ()
    llvm.br ^cmd_wait
  ^load_then_arrive:
    llvm.call @load(%map, %rank, %dst, %bars, %x, %y, %z) : (!llvm.ptr, i32, !llvm.ptr<3>, !llvm.ptr<3>, i32, i32, i32) -> ()
    %tok1 = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"(%bars, %expect) : (!llvm.ptr<3>, i32) -> i64
    llvm.br ^cmd_wait
  ^cmd_wait:
    %m1 = llvm.icmp "eq" %mode, %c1 : i32
    llvm.cond_br %m1, ^cmd_read, ^cmd_spin
  ^cmd_spin:
    %parity = llvm.and %i, %c1 : i32
    llvm.call @wait(%bars, %parity) : (!llvm.ptr<3>, i32) -> ()
    llvm.br ^cmd_read
  ^cmd_read:
    %o0 = llvm.mul %i, %c512 : i32
    %to = llvm.getelementptr %mine[%o0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.call @copy_out(%dst, %to, %bytes, %t) : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
    nvvm.barrier0
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^cmd(%i1 : i32)
  ^ring_start:
    llvm.cond_br %first, ^prologue, ^ring(%c0 : i32)
  ^prologue:
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"() : () -> ()
    llvm.call @ring_load(%c0, %t1) : (i32, !llvm.ptr) -> ()
    llvm.call @ring_load(%c1, %t1) : (i32, !llvm.ptr) -> ()
    llvm.call @ring_load(%c2, %t1) : (i32, !llvm.ptr) -> ()
    llvm.br ^ring(%c0 : i32)
  ^ring(%k: i32):
    %s = llvm.urem %k, %c3 : i32
    %round = llvm.udiv %k, %c3 : i32
    %rpar = llvm.and %round, %c1 : i32
    %sb = llvm.add %s, %c1 : i32
    %sbar = llvm.getelementptr %bars[%sb] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    llvm.call @wait(%sbar, %rpar) : (!llvm.ptr<3>, i32) -> ()
    %soff = llvm.mul %s, %c2048 : i32
    %stage = llvm.getelementptr %ring[%soff] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %rec = llvm.add %ncmd, %k : i32
    %ro = llvm.mul %rec, %c512 : i32
    %rto = llvm.getelementptr %mine[%ro] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.call @copy_out(%stage, %rto, %c2048, %t) : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
    %m4 = llvm.icmp "eq" %mode, %c4 : i32
    %k0 = llvm.icmp "eq" %k, %c0 : i32
    %no_sync = llvm.and %m4, %k0 : i1
    llvm.cond_br %no_sync, ^ring_next, ^ring_sync
  ^ring_sync:
    nvvm.barrier0
    llvm.br ^ring_next
  ^ring_next:
    %k3 = llvm.add %k, %c3 : i32
    %refill = llvm.icmp "slt" %k3, %c6 : i32
    %do_refill = llvm.and %refill, %first : i1
    llvm.cond_br %do_refill, ^refill, ^ring_step
  ^refill:
    llvm.call @ring_load(%k3, %t1) : (i32, !llvm.ptr) -> ()
    llvm.br ^ring_step
  ^ring_step:
    %k1 = llvm.add %k, %c1 : i32
    %ring_more = llvm.icmp "slt" %k1, %c6 : i32
    llvm.cond_br %ring_more, ^ring(%k1 : i32), ^finish
  ^finish:
    nvvm.barrier0
    llvm.cond_br %first, ^thread0_end, ^done
  ^thread0_end:
    %m3 = llvm.icmp "eq" %mode, %c3 : i32
    llvm.cond_br %m3, ^leave_in_flight, ^inval
  ^leave_in_flight:
    // a load that nobody waits for
    llvm.call @ring_load(%c0, %t1) : (i32, !llvm.ptr) -> ()
    llvm.br ^done
  ^inval:
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bars) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bar1) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bar2) : (!llvm.ptr<3>) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"(%bar3) : (!llvm.ptr<3>) -> ()
    llvm.br ^done
  ^done:
    llvm.return
  }
}
