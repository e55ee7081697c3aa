// tileas-assign-layouts lays a forward scan's tile out so that the line is
// slot bits, then lanes, then warps (each thread a run of N / T elements,
// here 8 of 1024 over 128 threads) when the scan reads it straight from a
// tiled load, and gives the scan's result the same layout: the lowering
// then scans in registers and shuffles with one exchange of warp totals
// (scan-shuffles.mlir). A reverse scan keeps the 16-byte blocked default,
// and so does a tile whose runs would exceed 32 bytes a thread (4096 i32
// over 128 threads).
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s

// CHECK-LABEL: func.func @forward
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>
// CHECK: nv_tileaa.scan {{.*}} -> tensor<1024xi32, #nv_tileas.tv<(128):(8), (8):(1)>>

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @forward(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c1024 = arith.constant 1024 : i64
    %z = arith.constant 0 : i64
    %tok = nv_tileaa.create_mem_token
    %ma = nv_tileaa.make_memref %a, sizes[%c1024], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x, %t = nv_tileaa.tiled_load %ma[%z] token(%tok) {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xi32> -> tensor<1024xi32>
    %s = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i32] : (tensor<1024xi32>) -> tensor<1024xi32> {
    ^bb0(%l: i32, %r: i32):
      %y = arith.addi %l, %r : i32
      nv_tileaa.yield %y : i32
    }
    %mo = nv_tileaa.make_memref %out, sizes[%c1024], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %t2 = nv_tileaa.tiled_store %s, %mo[%z] token(%tok) {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @reverse
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<1024xi32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
// CHECK: nv_tileaa.scan {{.*}} -> tensor<1024xi32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @reverse(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c1024 = arith.constant 1024 : i64
    %z = arith.constant 0 : i64
    %tok = nv_tileaa.create_mem_token
    %ma = nv_tileaa.make_memref %a, sizes[%c1024], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x, %t = nv_tileaa.tiled_load %ma[%z] token(%tok) {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xi32> -> tensor<1024xi32>
    %s = nv_tileaa.scan %x dim = 0 reverse = true identities = [0 : i32] : (tensor<1024xi32>) -> tensor<1024xi32> {
    ^bb0(%l: i32, %r: i32):
      %y = arith.addi %l, %r : i32
      nv_tileaa.yield %y : i32
    }
    %mo = nv_tileaa.make_memref %out, sizes[%c1024], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %t2 = nv_tileaa.tiled_store %s, %mo[%z] token(%tok) {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @long_runs
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<4096xi32, #nv_tileas.tv<(128):(4), (4, 8):(1, 512)>>

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @long_runs(%a: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c4096 = arith.constant 4096 : i64
    %z = arith.constant 0 : i64
    %tok = nv_tileaa.create_mem_token
    %ma = nv_tileaa.make_memref %a, sizes[%c4096], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %x, %t = nv_tileaa.tiled_load %ma[%z] token(%tok) {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xi32> -> tensor<4096xi32>
    %s = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i32] : (tensor<4096xi32>) -> tensor<4096xi32> {
    ^bb0(%l: i32, %r: i32):
      %y = arith.addi %l, %r : i32
      nv_tileaa.yield %y : i32
    }
    %mo = nv_tileaa.make_memref %out, sizes[%c4096], strides[%c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16>, strides_div_by = array<i64: 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?xi32>
    %t2 = nv_tileaa.tiled_store %s, %mo[%z] token(%tok) {dim_map = array<i64: 0>, sem = "weak"} : tensor<4096xi32>, !nv_tileaa.memref<?xi32>
    return
  }
}
