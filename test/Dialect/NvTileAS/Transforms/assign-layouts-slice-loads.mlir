// A 4-bit B repacked along K, as convert-cuda-tile-to-tileaa writes it for a
// block-scaled dot whose B bytes hold two neighbours along N: the 128x64 bytes
// (K x N/2) unpacked (low and high nibbles, cat'd as 8192x1 halves), viewed
// 64x2x128 (K/2, K parity, N) and the even and odd K rows sliced out and put
// back together, two K neighbours a byte. tileas-assign-layouts gives the
// load a layout whose slots hold both K rows of a pair (element bit 6, the
// row parity of the bytes, a slot bit instead of a thread bit: each thread
// keeps 16-byte runs of rows 2k and 2k + 1), so the slices choose registers
// and nothing goes through shared memory. The N x 1 halves no longer clamp
// the load to single bytes: each thread reads four 16-byte runs.
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT-LABEL: func.func @repack_b
// LAYOUT: nv_tileas.tiled_load {{.*}} -> tensor<128x64xi8, #nv_tileas.tv<(4, 2, 16):(16, 4096, 128), (16, 2, 2):(1, 2048, 64)>>
// LAYOUT-NOT: nv_tileas.convert_layout
// LAYOUT: nv_tileaa.extract_slice {{.*}} -> tensor<64x1x128xi8, #nv_tileas.tv<[[L:.*]]>>
// LAYOUT-NEXT: nv_tileaa.extract_slice {{.*}} -> tensor<64x1x128xi8, #nv_tileas.tv<[[L]]>>
// LAYOUT-NOT: nv_tileas.convert_layout
// LAYOUT: return

// CHECK-LABEL: llvm.func @repack_b(
// CHECK-COUNT-4: llvm.intr.masked.load {{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<16xi1>, vector<16xi8>) -> vector<16xi8>
// CHECK-NOT: llvm.intr.masked.load
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.load {{.*}} : !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}}, {{.*}} : i8, !llvm.ptr<3>
// CHECK: llvm.return
module {
  func.func @repack_b(%p: !nv_tileaa.ptr<i8>, %q: !nv_tileaa.ptr<i8>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : i64
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    %mb = "nv_tileaa.make_memref"(%p, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xi8>
    %mo = "nv_tileaa.make_memref"(%q, %c64, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<i8>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x128xi8>
    %b, %t0 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xi8>, i64, i64) -> (tensor<128x64xi8>, !nv_tileaa.mem_token)
    %flat = "nv_tileaa.view"(%b) : (tensor<128x64xi8>) -> tensor<8192xi8>
    %m15 = arith.constant dense<15> : tensor<8192xi8>
    %s4 = arith.constant dense<4> : tensor<8192xi8>
    %lo = arith.andi %flat, %m15 : tensor<8192xi8>
    %hi = arith.shrui %flat, %s4 : tensor<8192xi8>
    %lo1 = "nv_tileaa.view"(%lo) : (tensor<8192xi8>) -> tensor<8192x1xi8>
    %hi1 = "nv_tileaa.view"(%hi) : (tensor<8192xi8>) -> tensor<8192x1xi8>
    %codes = "nv_tileaa.cat"(%lo1, %hi1) <{dim = 1 : i64}> : (tensor<8192x1xi8>, tensor<8192x1xi8>) -> tensor<8192x2xi8>
    %kn = "nv_tileaa.view"(%codes) : (tensor<8192x2xi8>) -> tensor<128x128xi8>
    %pairs = "nv_tileaa.view"(%kn) : (tensor<128x128xi8>) -> tensor<64x2x128xi8>
    %even = "nv_tileaa.extract_slice"(%pairs, %i0, %i0, %i0) : (tensor<64x2x128xi8>, i32, i32, i32) -> tensor<64x1x128xi8>
    %odd = "nv_tileaa.extract_slice"(%pairs, %i0, %i1, %i0) : (tensor<64x2x128xi8>, i32, i32, i32) -> tensor<64x1x128xi8>
    %s4b = arith.constant dense<4> : tensor<64x1x128xi8>
    %oddh = arith.shli %odd, %s4b : tensor<64x1x128xi8>
    %packed = arith.ori %even, %oddh : tensor<64x1x128xi8>
    %out = "nv_tileaa.view"(%packed) : (tensor<64x1x128xi8>) -> tensor<64x128xi8>
    %t1 = "nv_tileaa.tiled_store"(%mo, %out, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x128xi8>, tensor<64x128xi8>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
