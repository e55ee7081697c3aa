// A hand-written GPU module of the shape tileiras --emit=mlir writes, with one
// of everything tileas-emu-prep rewrites (test/Emulator/prep.mlir, test_hostprep.py).
module {
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
  llvm.func @k(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: f32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = nvvm.read.ptx.sreg.ctaid.y : i32
    %2 = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    llvm.store %arg2, %3 : f32, !llvm.ptr<3>
    nvvm.barrier0
    %4 = llvm.load %3 : !llvm.ptr<3> -> f32
    %5 = llvm.call_intrinsic "llvm.nvvm.add.rn.f"(%4, %arg2) : (f32, f32) -> f32
    %6 = llvm.getelementptr %arg0[%1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %7 = llvm.atomicrmw fadd %6, %5 syncscope("device") monotonic : !llvm.ptr<1>, f32
    %8 = llvm.addrspacecast %6 : !llvm.ptr<1> to !llvm.ptr
    %9 = llvm.call @vprintf(%8, %8) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.return
  }
}
