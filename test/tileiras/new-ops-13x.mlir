// tileiras compiles the math ops and fields of cuda_tile 13.2-13.4 to PTX:
// tanh rounding<approx> is tanh.approx.f32, exp rounding<approx> ex2.approx.f32,
// atan2 and fpowi the libdevice functions (inlined), `for unsigned` an unsigned
// bound check; full tanh stays the accurate libdevice one.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/new-math-13x.mlir -o %t.d/m.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/m.tileirbc | FileCheck %s
// RUN: tileiras --emit=mlir --gpu-name=sm_90 -o - %t.d/m.tileirbc | FileCheck %s --check-prefix=MLIR
// CHECK: .entry new_math(
// CHECK-DAG: tanh.approx.f32
// CHECK-DAG: ex2.approx.f32
// CHECK-NOT: __nv_
// MLIR-DAG: llvm.inline_asm "tanh.approx.f32 $0, $1;", "=f,f"
// MLIR-DAG: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"
// MLIR-DAG: llvm.call @__nv_atan2f
// MLIR-DAG: llvm.call @__nv_powif
// MLIR-DAG: llvm.call @__nv_tanhf
// MLIR-DAG: llvm.icmp "ult"
