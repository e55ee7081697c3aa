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
    %10 = nvvm.read.ptx.sreg.laneid : i32
    %11 = nvvm.read.ptx.sreg.warpid : i32
    %12 = llvm.mlir.constant(-1 : i32) : i32
    %13 = llvm.mlir.constant(31 : i32) : i32
    %14 = llvm.mlir.constant(6144 : i32) : i32
    %15 = nvvm.shfl.sync bfly %12, %arg1, %10, %13 : i32 -> i32
    %16 = nvvm.shfl.sync up %12, %arg2, %11, %14 : f32 -> f32
    %17 = nvvm.shfl.sync down %12, %15, %11, %13 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %18 = nvvm.shfl.sync idx %12, %16, %10, %13 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %19 = llvm.mlir.constant(1 : i32) : i32
    %20 = llvm.mlir.constant(128 : i32) : i32
    nvvm.barrier id = %19 number_of_threads = %20
    %21 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.f32"(%12, %arg2, %10, %13) : (i32, f32, i32, i32) -> f32
    %22 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.idx.i32p"(%12, %arg1, %10, %13) : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.return
  }
  // Warp matrix ops (in a function called by no one: the rewrite does not care).
  llvm.func @warp_matrix(%row: !llvm.ptr<3>, %h: vector<2xf16>, %f: f32) -> f32 {
    %0 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16"(%row) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32)>
    %2 = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"(%h, %h, %h, %h, %h, %h, %f, %f, %f, %f) : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16"(%row, %1) : (!llvm.ptr<3>, i32) -> ()
    %3 = llvm.extractvalue %2[3] : !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %3 : f32
  }
  // Asynchronous copies (Ampere's cp.async), with and without a src size.
  llvm.func @async_copy(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %n: i32) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%dst, %src, %n) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.8"(%dst, %src) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"(%0) : (i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.all"() : () -> ()
    llvm.return
  }
}
