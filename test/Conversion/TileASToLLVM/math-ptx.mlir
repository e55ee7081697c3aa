// The lowered math kernel links libdevice (nothing of it left) and compiles
// to PTX that ptxas accepts.
// REQUIRES: tileas-llc, ptxas, libdevice
// RUN: tileas-opt --allow-unregistered-dialect %S/math.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | tileas-llc - --mcpu=sm_90 --verify-ptxas | FileCheck %s --check-prefix=MATH

// MATH-NOT: __nv_
// MATH: .entry math_ops(
// MATH: ex2.approx
