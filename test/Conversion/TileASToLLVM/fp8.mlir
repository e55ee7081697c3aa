// nv_tileaa.fp_to_fp: f8 values are i8 bit patterns. To f8:
// cvt.rn.satfinite.{e4m3,e5m2}x2.f32 (llvm.nvvm.ff.to.*x2.rn) with the value
// in the low byte, as NVIDIA's cast_fp_formats kernel; from f8:
// cvt.rn.f16x2.{e4m3,e5m2}x2 then f16 → destination; to tf32:
// cvt.rna.tf32.f32 kept in an f32 container.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: llvm.func @cast_fp_formats
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[P:.*]] = llvm.call_intrinsic "llvm.nvvm.ff.to.e4m3x2.rn"(%[[Z]], %arg0) : (f32, f32) -> i16
// CHECK: %[[A:.*]] = arith.trunci %[[P]] : i16 to i8
// f16 source: widened to f32 first.
// CHECK: %[[H:.*]] = arith.extf %arg1 : f16 to f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ff.to.e5m2x2.rn"(%{{.*}}, %[[H]]) : (f32, f32) -> i16
// e4m3 → f32 (per slot of a 2-element tile over 32 threads: one slot).
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : i8 to i16
// CHECK: %[[V:.*]] = llvm.call_intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"(%[[W]]) : (i16) -> vector<2xf16>
// CHECK: %[[E:.*]] = llvm.extractelement %[[V]][%c0_i32{{.*}} : i32] : vector<2xf16>
// CHECK: arith.extf %[[E]] : f16 to f32
// e5m2 → bf16 goes through f32.
// CHECK: llvm.call_intrinsic "llvm.nvvm.e5m2x2.to.f16x2.rn"
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// tf32
// CHECK: %[[T:.*]] = llvm.call_intrinsic "llvm.nvvm.f2tf32.rna"(%arg0) : (f32) -> i32
// CHECK: arith.bitcast %[[T]] : i32 to f32

// Two slots per thread share one x2 conversion each way.
// CHECK-LABEL: llvm.func @pairs
// CHECK: %[[P:.*]] = llvm.call_intrinsic "llvm.nvvm.ff.to.e5m2x2.rn"(%[[B:.*]], %[[A:.*]]) : (f32, f32) -> i16
// CHECK: %[[LO:.*]] = arith.trunci %[[P]] : i16 to i8
// CHECK: %[[HI0:.*]] = arith.shrui %[[P]], %c8_i16 : i16
// CHECK: %[[HI:.*]] = arith.trunci %[[HI0]] : i16 to i8
// CHECK-NOT: llvm.nvvm.ff.to
// CHECK: %[[WL:.*]] = arith.extui %[[LO]] : i8 to i16
// CHECK: %[[WH:.*]] = arith.extui %[[HI]] : i8 to i16
// CHECK: %[[SH:.*]] = arith.shli %[[WH]], %c8_i16{{.*}} : i16
// CHECK: %[[PK:.*]] = arith.ori %[[WL]], %[[SH]] : i16
// CHECK: %[[V:.*]] = llvm.call_intrinsic "llvm.nvvm.e5m2x2.to.f16x2.rn"(%[[PK]]) : (i16) -> vector<2xf16>
// CHECK: llvm.extractelement %[[V]][%c0_i32{{.*}} : i32] : vector<2xf16>
// CHECK: llvm.extractelement %[[V]][%c1_i32{{.*}} : i32] : vector<2xf16>
// CHECK-NOT: llvm.call_intrinsic

// LLVM-NOT: arith.
// LLVM: llvm.func @cast_fp_formats

func.func @cast_fp_formats(%x: f32, %h: f16, %out: !nv_tileaa.ptr<f32>, %o8: !nv_tileaa.ptr<f8E4M3FN>, %o16: !nv_tileaa.ptr<bf16>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %a = "nv_tileaa.fp_to_fp"(%x) : (f32) -> f8E4M3FN
  %b = "nv_tileaa.fp_to_fp"(%h) : (f16) -> f8E5M2
  "nv_tileas.store"(%o8, %a) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<f8E4M3FN>, f8E4M3FN) -> ()
  %ta = "nv_tileaa.splat"(%a) : (f8E4M3FN) -> tensor<2xf8E4M3FN>
  %back = "nv_tileaa.fp_to_fp"(%ta) : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %bb = "nv_tileaa.fp_to_fp"(%b) : (f8E5M2) -> bf16
  "nv_tileas.store"(%o16, %bb) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<bf16>, bf16) -> ()
  %t = "nv_tileaa.fp_to_fp"(%x) : (f32) -> tf32
  %tf = "nv_tileaa.fp_to_fp"(%t) : (tf32) -> f32
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %c2, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<2xf32>
  "nv_tileas.tiled_store"(%m, %back, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<2xf32>, tensor<2xf32>, i64) -> ()
  "nv_tileas.store"(%out, %tf) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<f32>, f32) -> ()
  return
}

func.func @pairs(%a: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%a, %c64, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<64xf32>
  %x = "nv_tileas.tiled_load"(%m, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<64xf32>, i64) -> tensor<64xf32>
  %q = "nv_tileaa.fp_to_fp"(%x) {rounding = "nearest_even"} : (tensor<64xf32>) -> tensor<64xf8E5M2>
  %y = "nv_tileaa.fp_to_fp"(%q) : (tensor<64xf8E5M2>) -> tensor<64xf32>
  "nv_tileas.tiled_store"(%m, %y, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<64xf32>, tensor<64xf32>, i64) -> ()
  return
}
