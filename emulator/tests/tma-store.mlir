// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes for a TMA store at sm_90+) for the emulator's TMA stores:
// emulator/tests/tma_store.py rewrites it with tileas-emu-prep, builds it with
// emulator/runtime.c, fills the tensor map, runs it and checks every word of
// the output tensor exactly (test/Emulator/tma-store.mlir).
//
// @store(x, y, mode, map), 128 threads (t = tid.x), one CTA: every thread
// writes the words 4t .. 4t + 3 of the 2048-byte @stage (word i holds i), the
// CTA synchronises (bar.sync, fence.proxy.async), and thread 0 stores the box
// of descriptor `map` at coordinates (x, y) with
// cp.async.bulk.tensor.2d.global.shared::cta (a bulk group it commits and
// waits for). mode 1: no bar.sync before the store (thread 0 reads words the
// other threads wrote in the same phase: a shared-memory race).
module {
  llvm.mlir.global internal @stage() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<2048 x i8>

  llvm.func @store(%x: i32, %y: i32, %mode: i32, %map: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mlir.addressof @stage : !llvm.ptr<3>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %first = llvm.mul %t, %c4 : i32
    llvm.br ^write(%c0 : i32)
  ^write(%j: i32):
    %more = llvm.icmp "slt" %j, %c4 : i32
    llvm.cond_br %more, ^put, ^sync
  ^put:
    %w = llvm.add %first, %j : i32
    %p = llvm.getelementptr %base[%w] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %w, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
    %next = llvm.add %j, %c1 : i32
    llvm.br ^write(%next : i32)
  ^sync:
    %racy = llvm.icmp "eq" %mode, %c1 : i32
    llvm.cond_br %racy, ^issue, ^bar
  ^bar:
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"() : () -> ()
    nvvm.barrier0
    llvm.br ^issue
  ^issue:
    %t0 = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %t0, ^copy, ^done
  ^copy:
    %hint = llvm.mlir.constant(0 : i64) : i64
    %no = llvm.mlir.constant(false) : i1
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d"(%base, %map, %x, %y, %hint, %no) : (!llvm.ptr<3>, !llvm.ptr, i32, i32, i64, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.commit.group"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.wait.group"(%c0) : (i32) -> ()
    llvm.br ^done
  ^done:
    nvvm.barrier0
    llvm.return
  }
}
