// cuda_tile rounding modes and flush_to_zero, carried as nv_tileaa.rounding /
// nv_tileaa.ftz hints, select the NVVM intrinsic with exactly that rounding.
// exp2 with flush_to_zero is ex2.approx.ftz.f32, as NVIDIA's tileiras emits
// (libdevice's exp2f is ex2.approx.f32, which ptxas wraps in a subnormal fix-up).
// RUN: tileas-opt %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt %s -tileas-lower-to-llvm | tileas-llc - --mcpu=sm_90 | FileCheck %s --check-prefix=PTX
// REQUIRES: tileas-llc

// CHECK-LABEL: llvm.func @k(
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.approx.ftz.f"(%arg0, %arg1) : (f32, f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%arg0, %arg1) : (f32, f32) -> f32
// CHECK: %[[N:.*]] = arith.negf %arg1 : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.add.rn.ftz.f"(%arg0, %[[N]]) : (f32, f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rp.d"(%arg2, %arg2) : (f64, f64) -> f64
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.full"(%arg0, %arg1) : (f32, f32) -> f32
// CHECK: arith.mulf %arg0, %arg1 : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%arg0) : (f32) -> f32

// PTX: div.approx.ftz.f32
// PTX: add.rz.f32
// PTX: sub.rn.ftz.f32
// PTX: div.full.f32
// PTX: ex2.approx.ftz.f32
// PTX: mul.rp.f64

module {
  func.func @k(%a: f32, %b: f32, %d: f64, %p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f64>) attributes {nv_tileaa.kernel} {
    %0 = arith.divf %a, %b {nv_tileaa.rounding = "approx", nv_tileaa.ftz} : f32
    %1 = arith.addf %a, %b {nv_tileaa.rounding = "zero"} : f32
    %2 = arith.subf %a, %b {nv_tileaa.ftz} : f32
    %3 = arith.mulf %d, %d {nv_tileaa.rounding = "positive_inf"} : f64
    %4 = arith.divf %a, %b {nv_tileaa.rounding = "full"} : f32
    %5 = arith.mulf %a, %b : f32
    %6 = math.exp2 %a {nv_tileaa.ftz} : f32
    %s0 = arith.addf %0, %1 : f32
    %s1 = arith.addf %s0, %2 : f32
    %s2 = arith.addf %s1, %4 : f32
    %s3 = arith.addf %s2, %5 : f32
    %s4 = arith.addf %s3, %6 : f32
    nv_tileas.store %s4, %p {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
    nv_tileas.store %3, %q {sem = "weak"} : f64, !nv_tileaa.ptr<f64>
    return
  }
}
