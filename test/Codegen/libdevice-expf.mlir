// A kernel calling libdevice: linked, internalized, reflect-folded
// (__CUDA_PREC_SQRT=1 by default), nothing of libdevice left in the PTX.
// REQUIRES: tileas-llc, libdevice
// RUN: tileas-llc %s --mcpu=sm_90a | FileCheck %s
// RUN: tileas-llc %s --mcpu=sm_90a --ftz --approx-sqrt | FileCheck %s --check-prefix=FAST

// CHECK-NOT: __nv_
// CHECK:     .entry k(
// CHECK:     ex2.approx.ftz.f32
// CHECK:     sqrt.rn.f32
// CHECK-NOT: .func

// FAST: sqrt.approx.ftz.f32

module {
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @__nv_sqrtf(f32) -> f32
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i = llvm.sext %tid : i32 to i64
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %x = llvm.load %q : !llvm.ptr<1> -> f32
    %e = llvm.call @__nv_expf(%x) : (f32) -> f32
    %s = llvm.call @__nv_sqrtf(%e) : (f32) -> f32
    llvm.store %s, %q : f32, !llvm.ptr<1>
    llvm.return
  }
}
