// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes) for the emulator's asynchronous copies (Ampere's cp.async; llc-22
// and ptxas compile it for sm_80): emulator/tests/cp_async.py rewrites it
// with tileas-emu-prep, builds it with
// emulator/runtime.c, runs it and checks every output word exactly
// (test/Emulator/cp-async.mlir).
//
// @cp_async(outr, outz, srcr, srcz, mode), 128 threads (t = tid.x), any
// number of CTAs (c = ctaid.x):
//  * A 2-stage ring over @ring (2 stages of 128 chunks of 16 bytes): step s
//    (0..4) of thread t copies the 16-byte chunk (c * 5 + s) * 128 + t of
//    srcr into slot t of stage s % 2 with cp.async.cg.shared.global.16.s
//    (src size 16) and commits. Step 0 is issued before the loop; iteration s
//    issues step s + 1 and waits with cp.async.wait_group 1 (the last
//    iteration issues nothing and waits with wait_group 0), then bar.sync,
//    then thread t reads the chunk of thread r = (5 t + 3) % 128 (always
//    another thread's) from stage s % 2 into outr[((c * 5 + s) * 128 + t) * 4
//    ..+4] (i32 words), then bar.sync (the stage is overwritten next).
//  * Zero fill: thread t copies from srcz + (c * 128 + t) * 128 into its 128
//    bytes of @zf at the same offsets: 0 cg.16.s src size 0, 16 cg.16.s src
//    size 4, 32 cg.16.s src size 8, 48 ca.16.s src size 12, 64 cg.16, 80
//    ca.16, 96 ca.8.s src size 4, 104 ca.8, 112 ca.4.s src size 0, 116 ca.4,
//    120 ca.8.s src size 0; cp.async.wait_all; reads its own 128 bytes back
//    (no barrier: a thread sees its own completed copies) into
//    outz[((c * 128 + t) * 2) * 32 ..+32], bar.sync, and those of thread
//    (t + 1) % 128 into outz[((c * 128 + t) * 2 + 1) * 32 ..+32].
// mode 1..6 break the rules (the launch must fail): 1 no wait_group at all
// (the readers find the copies in flight), 2 wait_group 2 instead of 1 (too
// weak: the group read next is still in flight), 3 each thread issues two
// more copies at the end and returns without waiting, 4 step 0 issued twice
// before a wait (a cp.async onto bytes another one will write), 5 no bar.sync
// after the reads (the next step's copies overwrite chunks other threads read
// in the same phase), 6 a thread stores into its ring slot while step 0's
// copy into it is in flight.
module {
  llvm.mlir.global internal @ring() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4096 x i8>
  llvm.mlir.global internal @zf() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16384 x i8>

  // Copies chunk `chunk` (16 bytes) of src into slot t of ring stage `stage`
  // and commits the group.
  llvm.func @issue(%src: !llvm.ptr<1>, %chunk: i32, %stage: i32, %t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %ring = llvm.mlir.addressof @ring : !llvm.ptr<3>
    %0 = llvm.mul %stage, %c128 : i32
    %1 = llvm.add %0, %t : i32
    %2 = llvm.mul %1, %c16 : i32
    %dst = llvm.getelementptr %ring[%2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3 = llvm.mul %chunk, %c16 : i32
    %s = llvm.getelementptr %src[%3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%dst, %s, %c16) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"() : () -> ()
    llvm.return
  }

  // to[i] = from[i] for the n >= 1 i32 words at from (shared memory).
  llvm.func @copy_words(%from: !llvm.ptr<3>, %to: !llvm.ptr<1>, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%i: i32):
    %p = llvm.getelementptr %from[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %p : !llvm.ptr<3> -> i32
    %q = llvm.getelementptr %to[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %q : i32, !llvm.ptr<1>
    %i1 = llvm.add %i, %c1 : i32
    %more = llvm.icmp "slt" %i1, %n : i32
    llvm.cond_br %more, ^loop(%i1 : i32), ^done
  ^done:
    llvm.return
  }

  llvm.func @cp_async(%outr: !llvm.ptr<1>, %outz: !llvm.ptr<1>, %srcr: !llvm.ptr<1>, %srcz: !llvm.ptr<1>,
                      %mode: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c12 = llvm.mlir.constant(12 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c127 = llvm.mlir.constant(127 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %steps = llvm.mlir.constant(5 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c = nvvm.read.ptx.sreg.ctaid.x : i32
    %ring = llvm.mlir.addressof @ring : !llvm.ptr<3>
    // the CTA's first chunk: c * 5 * 128
    %cs = llvm.mul %c, %steps : i32
    %base = llvm.mul %cs, %c128 : i32
    // the thread whose chunk t reads: (5 t + 3) % 128
    %r0 = llvm.mul %t, %c5 : i32
    %r1 = llvm.add %r0, %c3 : i32
    %r = llvm.and %r1, %c127 : i32
    %chunk0 = llvm.add %base, %t : i32
    llvm.call @issue(%srcr, %chunk0, %c0, %t) : (!llvm.ptr<1>, i32, i32, i32) -> ()
    %m4 = llvm.icmp "eq" %mode, %c4 : i32
    llvm.cond_br %m4, ^twice, ^check_store
  ^check_store:
    %m6 = llvm.icmp "eq" %mode, %c6 : i32
    llvm.cond_br %m6, ^store_pending, ^ring_loop(%c0 : i32)
  ^store_pending:
    // a store into the thread's own slot, whose copy is in flight
    %p0 = llvm.mul %t, %c16 : i32
    %own_slot = llvm.getelementptr %ring[%p0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.store %c0, %own_slot : i32, !llvm.ptr<3>
    llvm.br ^ring_loop(%c0 : i32)
  ^twice:
    llvm.call @issue(%srcr, %chunk0, %c0, %t) : (!llvm.ptr<1>, i32, i32, i32) -> ()
    llvm.br ^ring_loop(%c0 : i32)
  ^ring_loop(%s: i32):
    %s1 = llvm.add %s, %c1 : i32
    %m1 = llvm.icmp "eq" %mode, %c1 : i32
    %more = llvm.icmp "slt" %s1, %steps : i32
    llvm.cond_br %more, ^next_step, ^last_step
  ^next_step:
    %stage1 = llvm.and %s1, %c1 : i32
    %n0 = llvm.mul %s1, %c128 : i32
    %n1 = llvm.add %base, %n0 : i32
    %chunk = llvm.add %n1, %t : i32
    llvm.call @issue(%srcr, %chunk, %stage1, %t) : (!llvm.ptr<1>, i32, i32, i32) -> ()
    llvm.cond_br %m1, ^read, ^wait_which
  ^wait_which:
    %m2 = llvm.icmp "eq" %mode, %c2 : i32
    llvm.cond_br %m2, ^wait_weak, ^wait_one
  ^wait_weak:
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"(%c2) : (i32) -> ()
    llvm.br ^read
  ^wait_one:
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"(%c1) : (i32) -> ()
    llvm.br ^read
  ^last_step:
    llvm.cond_br %m1, ^read, ^wait_zero
  ^wait_zero:
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"(%c0) : (i32) -> ()
    llvm.br ^read
  ^read:
    nvvm.barrier0
    %stage = llvm.and %s, %c1 : i32
    %a0 = llvm.mul %stage, %c128 : i32
    %a1 = llvm.add %a0, %r : i32
    %a2 = llvm.mul %a1, %c16 : i32
    %from = llvm.getelementptr %ring[%a2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %o0 = llvm.mul %s, %c128 : i32
    %o1 = llvm.add %base, %o0 : i32
    %o2 = llvm.add %o1, %t : i32
    %o3 = llvm.mul %o2, %c4 : i32
    %to = llvm.getelementptr %outr[%o3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.call @copy_words(%from, %to, %c4) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    %m5 = llvm.icmp "eq" %mode, %c5 : i32
    llvm.cond_br %m5, ^step_done, ^read_barrier
  ^read_barrier:
    nvvm.barrier0
    llvm.br ^step_done
  ^step_done:
    llvm.cond_br %more, ^ring_loop(%s1 : i32), ^zero_fill
  ^zero_fill:
    %zf = llvm.mlir.addressof @zf : !llvm.ptr<3>
    %z0 = llvm.mul %t, %c128 : i32
    %zd = llvm.getelementptr %zf[%z0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %zc = llvm.mul %c, %c128 : i32
    %zt = llvm.add %zc, %t : i32
    %zs0 = llvm.mul %zt, %c128 : i32
    %zs = llvm.getelementptr %srcz[%zs0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %d16 = llvm.getelementptr %zd[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s16 = llvm.getelementptr %zs[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d32 = llvm.getelementptr %zd[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s32 = llvm.getelementptr %zs[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d48 = llvm.getelementptr %zd[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s48 = llvm.getelementptr %zs[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d64 = llvm.getelementptr %zd[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s64 = llvm.getelementptr %zs[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d80 = llvm.getelementptr %zd[80] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s80 = llvm.getelementptr %zs[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d96 = llvm.getelementptr %zd[96] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s96 = llvm.getelementptr %zs[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d104 = llvm.getelementptr %zd[104] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s104 = llvm.getelementptr %zs[104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d112 = llvm.getelementptr %zd[112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s112 = llvm.getelementptr %zs[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d116 = llvm.getelementptr %zd[116] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s116 = llvm.getelementptr %zs[116] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %d120 = llvm.getelementptr %zd[120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s120 = llvm.getelementptr %zs[120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%zd, %zs, %c0) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%d16, %s16, %c4) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%d32, %s32, %c8) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.16.s"(%d48, %s48, %c12) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16"(%d64, %s64) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.16"(%d80, %s80) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.8.s"(%d96, %s96, %c4) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.8"(%d104, %s104) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.4.s"(%d112, %s112, %c0) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.4"(%d116, %s116) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.8.s"(%d120, %s120, %c0) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.all"() : () -> ()
    %w0 = llvm.mul %zt, %c2 : i32
    %w1 = llvm.mul %w0, %c32 : i32
    %own = llvm.getelementptr %outz[%w1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.call @copy_words(%zd, %own, %c32) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    nvvm.barrier0
    %u0 = llvm.add %t, %c1 : i32
    %u = llvm.and %u0, %c127 : i32
    %u1 = llvm.mul %u, %c128 : i32
    %ud = llvm.getelementptr %zf[%u1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %nb = llvm.getelementptr %own[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.call @copy_words(%ud, %nb, %c32) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    %m3 = llvm.icmp "eq" %mode, %c3 : i32
    llvm.cond_br %m3, ^leave_pending, ^done
  ^leave_pending:
    // two copies into the thread's own ring slots, never waited for
    llvm.call @issue(%srcr, %chunk0, %c0, %t) : (!llvm.ptr<1>, i32, i32, i32) -> ()
    llvm.call @issue(%srcr, %chunk0, %c1, %t) : (!llvm.ptr<1>, i32, i32, i32) -> ()
    llvm.br ^done
  ^done:
    llvm.return
  }
}
