// nv_tileaa.fp_to_fp from f8E8M0FNU: the exponent byte becomes an exact f32,
// then the narrowing to f16 keeps the op's rounding: toward zero (a value
// past f16's range saturates to its largest finite value) through
// cvt.rz.f16x2.f32, to nearest (past the range: inf) through a plain
// truncation; other modes are refused (exchange-errors.mlir).
// RUN: tileas-opt %s -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @e8m0_to_f16
// CHECK: %[[X:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ff2f16x2.rz"(%{{.*}}, %[[X]])
// CHECK: %[[Y:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK-NOT: llvm.nvvm.ff2f16x2.rz
// CHECK: arith.truncf %[[Y]] : f32 to f16
func.func @e8m0_to_f16(%x: f8E8M0FNU, %o: !nv_tileaa.ptr<f16>, %q: !nv_tileaa.ptr<f16>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %a = "nv_tileaa.fp_to_fp"(%x) {rounding = "zero"} : (f8E8M0FNU) -> f16
  "nv_tileas.store"(%o, %a) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<f16>, f16) -> ()
  %b = "nv_tileaa.fp_to_fp"(%x) : (f8E8M0FNU) -> f16
  "nv_tileas.store"(%q, %b) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<f16>, f16) -> ()
  return
}
