// math.* on scalars and per slot → libdevice calls (f32: __nv_<name>f, f64:
// __nv_<name>; f16/bf16 through f32), integer math → LLVM intrinsics.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: llvm.func @math_ops
// Two slots per thread: one call each.
// CHECK: llvm.call @__nv_expf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_expf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_rsqrtf
// CHECK: llvm.call @__nv_rsqrtf
// CHECK: llvm.call @__nv_powf(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call @__nv_powf
// CHECK: llvm.call @__nv_fmaf(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: llvm.call @__nv_fmaf
// Scalars:
// CHECK: llvm.call @__nv_log(%arg1) : (f64) -> f64
// CHECK: %[[H:.*]] = arith.extf %arg2 : f16 to f32
// CHECK: %[[T:.*]] = llvm.call @__nv_tanhf(%[[H]]) : (f32) -> f32
// CHECK: arith.truncf %[[T]] : f32 to f16
// CHECK: %[[B:.*]] = arith.extf %arg3 : bf16 to f32
// CHECK: llvm.call @__nv_sinf(%[[B]])
// CHECK: llvm.call @__nv_rintf
// CHECK: llvm.call @__nv_fabs(%arg1) : (f64) -> f64
// CHECK: llvm.call @__nv_powif(%{{.*}}, %arg4) : (f32, i32) -> f32
// CHECK: llvm.intr.ctpop(%arg4) : (i32) -> i32
// CHECK: "llvm.intr.abs"(%arg4) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK: "llvm.intr.ctlz"(%arg4) <{is_zero_poison = false}> : (i32) -> i32

// Each libdevice function declared once.
// CHECK-DAG: llvm.func @__nv_expf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_powf(f32, f32) -> f32
// CHECK-DAG: llvm.func @__nv_fmaf(f32, f32, f32) -> f32
// CHECK-DAG: llvm.func @__nv_log(f64) -> f64
// CHECK-DAG: llvm.func @__nv_powif(f32, i32) -> f32

// LLVM-NOT: math.
// LLVM-NOT: arith.
// LLVM: llvm.func @math_ops

func.func @math_ops(%x: f32, %d: f64, %h: f16, %b: bf16, %i: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %t = "nv_tileaa.splat"(%x) : (f32) -> tensor<256xf32>
  %e = math.exp %t : tensor<256xf32>
  %r = math.rsqrt %e : tensor<256xf32>
  %p = math.powf %r, %t : tensor<256xf32>
  %f = math.fma %p, %t, %e : tensor<256xf32>
  %c1 = arith.constant 1 : i64
  %c256 = arith.constant 256 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %c256, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<256xf32>
  "nv_tileas.tiled_store"(%m, %f, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<256xf32>, tensor<256xf32>, i64) -> ()
  %l = math.log %d : f64
  %th = math.tanh %h : f16
  %sb = math.sin %b : bf16
  %re = math.roundeven %x : f32
  %ad = math.absf %d : f64
  %pi = math.fpowi %x, %i : f32, i32
  %pc = math.ctpop %i : i32
  %ai = math.absi %i : i32
  %lz = math.ctlz %i : i32
  %sum = arith.addf %re, %pi : f32
  %s16 = arith.extf %th : f16 to f32
  %s17 = arith.extf %sb : bf16 to f32
  %sum2 = arith.addf %sum, %s16 : f32
  %sum3 = arith.addf %sum2, %s17 : f32
  %dd = arith.addf %l, %ad : f64
  %df = arith.truncf %dd : f64 to f32
  %sum4 = arith.addf %sum3, %df : f32
  %ii = arith.addi %pc, %ai : i32
  %ij = arith.addi %ii, %lz : i32
  %fi = arith.sitofp %ij : i32 to f32
  %sum5 = arith.addf %sum4, %fi : f32
  "nv_tileas.store"(%out, %sum5) {operandSegmentSizes = array<i32: 1, 1, 0>, sem = "weak"} : (!nv_tileaa.ptr<f32>, f32) -> ()
  return
}
