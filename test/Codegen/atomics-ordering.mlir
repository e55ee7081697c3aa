// LLVM 22.1.8 drops the ordering of atomicrmw (notes F1 §0.6); tileas-llc
// puts scope-matched fences around ordered RMWs. cmpxchg keeps LLVM's form.
// REQUIRES: tileas-llc
// RUN: tileas-llc %s --mcpu=sm_90 | FileCheck %s
// RUN: tileas-llc %s --mcpu=sm_90 --no-atomic-fences | FileCheck %s --check-prefix=RAW

// CHECK:      fence.release.gpu;
// CHECK:      atom.global.add.u32 {{.*}}%r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-NEXT: fence.acquire.gpu;
// CHECK:      fence.sc.cta;
// CHECK-NEXT: atom.shared.add.u32
// CHECK-NEXT: fence.acquire.cta;
// CHECK:      atom.acquire.cta.shared.cas.b64

// RAW-NOT: fence
// RAW:     atom.global.add.u32
// RAW-NOT: fence

module {
  llvm.func @atom(%p: !llvm.ptr<1>, %s: !llvm.ptr<3>, %v: i32, %w: i64) attributes {nvvm.kernel} {
    %0 = llvm.atomicrmw add %p, %v syncscope("device") acq_rel : !llvm.ptr<1>, i32
    %1 = llvm.atomicrmw add %s, %0 syncscope("block") seq_cst : !llvm.ptr<3>, i32
    %c = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.cmpxchg %s, %w, %c syncscope("block") acquire acquire : !llvm.ptr<3>, i64
    %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, i1)>
    %4 = llvm.trunc %3 : i64 to i32
    %5 = llvm.add %1, %4 : i32
    llvm.store %5, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
