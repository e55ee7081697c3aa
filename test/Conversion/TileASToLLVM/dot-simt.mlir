// nv_tileaa.dot as the SIMT fallback: A and B staged through the shared
// scratch in K-chunks (here K = 32 fits one chunk: 64x32 + 32x64 f16 = 8 KiB),
// f16 inputs extended to the f32 accumulator, one fma per C slot and k.
// RUN: tileas-opt %s -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SMEM
// RUN: tileas-opt %s -convert-tileaa-to-tileas -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt %s -tileas-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// SMEM: func.func @mm{{.*}}nv_tileas.smem_bytes = 8192 : i64

// CHECK-LABEL: llvm.func @mm(
// CHECK: scf.for %[[CH:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32, f32
// CHECK:   nvvm.barrier0
// CHECK:   llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK:   nvvm.barrier0
// CHECK:   scf.for %[[K:.*]] = {{.*}} -> (f32, f32
// CHECK:     llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK:     llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK:     arith.extf %{{.*}} : f16 to f32
// CHECK:     math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: nvvm.barrier0

// LLVM: llvm.intr.fma

module {
  func.func @mm(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x32xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c32, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<32x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x32xf16>, i64, i64) -> (tensor<64x32xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<32x64xf16>, i64, i64) -> (tensor<32x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf32>, tensor<64x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
