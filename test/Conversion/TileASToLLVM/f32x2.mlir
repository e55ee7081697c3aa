// On the tcgen05 targets (sm_100 to sm_11x) f32 addf, subf and mulf run on
// pairs of slots as one f32x2 instruction (vector<2xf32> ops, which LLVM's
// NVPTX back end selects as add/sub/mul.rn.f32x2: SASS FADD2, FMUL2), as
// NVIDIA's tileiras packs them; each lane rounds as the scalar op does. An
// odd last slot stays scalar. Not at sm_120 (NVIDIA's kernels there have
// none), not for f16, not for math.fma (a libdevice call per slot), and not
// for an op with a cuda_tile rounding or flush-to-zero hint (the NVVM
// intrinsics those take are scalar).
// RUN: tileas-opt %s --split-input-file -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @pairs
// CHECK: %[[A:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<2xf32>
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: llvm.extractelement %[[S]][%{{.*}} : i32] : vector<2xf32>
// CHECK: llvm.extractelement %[[S]][%{{.*}} : i32] : vector<2xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: llvm.call @__nv_fmaf(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: llvm.call @__nv_fmaf(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: arith.subf %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.f"
// CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.f"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rn.ftz.f"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rn.ftz.f"
// CHECK: arith.addf %{{.*}}, %{{.*}} : f16
// CHECK: arith.addf %{{.*}}, %{{.*}} : f16
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @pairs(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f16>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %n = arith.constant 256 : i64
    %m = "nv_tileaa.make_memref"(%p, %n, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %mh = "nv_tileaa.make_memref"(%q, %n, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f16>, i64, i64) -> !nv_tileaa.memref<?xf16>
    %x = "nv_tileas.tiled_load"(%m, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, i64) -> tensor<256xf32>
    %h = "nv_tileas.tiled_load"(%mh, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf16>, i64) -> tensor<256xf16>
    %s = arith.addf %x, %x : tensor<256xf32>
    %mu = arith.mulf %s, %x : tensor<256xf32>
    %f = math.fma %mu, %s, %x : tensor<256xf32>
    %d = arith.subf %f, %mu : tensor<256xf32>
    %z0 = arith.addf %d, %x {nv_tileaa.rounding = "zero"} : tensor<256xf32>
    %z = arith.mulf %z0, %x {nv_tileaa.ftz} : tensor<256xf32>
    %g = arith.addf %h, %h : tensor<256xf16>
    "nv_tileas.tiled_store"(%m, %z, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, tensor<256xf32>, i64) -> ()
    "nv_tileas.tiled_store"(%mh, %g, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf16>, tensor<256xf16>, i64) -> ()
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @sm120
// CHECK-NOT: vector<2xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: vector<2xf32>
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 120 : i64} {
  func.func @sm120(%p: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %n = arith.constant 256 : i64
    %m = "nv_tileaa.make_memref"(%p, %n, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %x = "nv_tileas.tiled_load"(%m, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, i64) -> tensor<256xf32>
    %s = arith.addf %x, %x : tensor<256xf32>
    "nv_tileas.tiled_store"(%m, %s, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, tensor<256xf32>, i64) -> ()
    return
  }
}

// -----

// Three slots: one pair, then a scalar.
// CHECK-LABEL: llvm.func @odd
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @odd(%p: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %n = arith.constant 384 : i64
    %m = "nv_tileaa.make_memref"(%p, %n, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %x = "nv_tileas.tiled_load"(%m, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, i64) -> tensor<384xf32>
    %s = arith.addf %x, %x : tensor<384xf32>
    "nv_tileas.tiled_store"(%m, %s, %c0) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, tensor<384xf32>, i64) -> ()
    return
  }
}
