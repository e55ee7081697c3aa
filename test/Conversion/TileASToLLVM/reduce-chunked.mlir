// A reduction whose operand (128x128 f32 = 64 KiB) exceeds the 16 KiB reduce
// budget is staged in chunks of whole lines: stage 2 reserves one chunk
// (4096 elements), stage 3 writes 32 slots per chunk and folds the outputs
// whose line lies in the chunk, four times.
// RUN: tileas-opt %s -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SMEM
// RUN: tileas-opt %s -convert-tileaa-to-tileas -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt %s -tileas-lower-to-llvm | tileas-llc - --mcpu=sm_90 | FileCheck %s --check-prefix=PTX
// REQUIRES: tileas-llc

// SMEM: nv_tileas.smem_bytes = 16384 : i64

// CHECK: llvm.mlir.global internal @__tileas_smem_rowmax() {{.*}} : !llvm.array<16384 x i8>
// CHECK-COUNT-4: scf.for {{.*}} -> (f32) {{.*}}{
// CHECK-NOT: scf.for

// The full pipeline assigns layouts first, and with them the same reduction
// runs in registers and warp shuffles: no scratch at all.
// PTX-NOT: __tileas_smem_rowmax
// PTX: shfl.sync.bfly.b32
// PTX: max.NaN.f32
// PTX-NOT: __tileas_smem_rowmax

module {
  func.func @rowmax(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %m = "nv_tileaa.make_memref"(%p, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %mo = "nv_tileaa.make_memref"(%q, %c128, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<128xf32>
    %x, %t = "nv_tileaa.tiled_load"(%m, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, i64, i64) -> (tensor<128x128xf32>, !nv_tileaa.mem_token)
    %r = nv_tileaa.reduce %x dim = 1 identities = [0xFF800000 : f32] : (tensor<128x128xf32>) -> tensor<128xf32> {
    ^bb0(%a: f32, %b: f32):
      %mx = arith.maximumf %a, %b : f32
      nv_tileaa.yield %mx : f32
    }
    %t2 = "nv_tileaa.tiled_store"(%mo, %r, %c0) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<128xf32>, tensor<128xf32>, i64) -> !nv_tileaa.mem_token
    return
  }
}
