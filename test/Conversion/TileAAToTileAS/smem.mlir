// nv_tileas.smem_bytes: the largest operand set (each tensor rounded up to 16
// bytes) of one exchange op; pointer elements count 8 bytes, i1 1 byte.
// RUN: tileas-opt %s -convert-tileaa-to-tileas | FileCheck %s
// RUN: tileas-opt %s --pass-pipeline='builtin.module(convert-tileaa-to-tileas{num-threads=256})' | FileCheck %s --check-prefix=T256

// T256: func.func @broadcast({{.*}}) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32 : i64}

// CHECK-LABEL: func.func @broadcast(%arg0: f32, %arg1: tensor<1x8xf32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32 : i64} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.view %arg0 : f32 -> tensor<1x1xf32>
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.broadcast %[[V0]] : tensor<1x1xf32> -> tensor<64x64xf32>
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.broadcast %arg1 : tensor<1x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @permute(%arg0: tensor<4x8xf16>, %arg1: tensor<4x8xi1>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 64 : i64} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.permute %arg0 [1, 0] : tensor<4x8xf16> -> tensor<8x4xf16>
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.extract_slice %arg1[%[[C0_I32]], %[[C0_I32]]] : tensor<4x8xi1> -> tensor<2x8xi1>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @cat(%arg0: tensor<2xi8>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32 : i64} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.cat %arg0, %arg0 dim = 0 : tensor<2xi8>, tensor<2xi8> -> tensor<4xi8>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @reduce(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xi32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 256 : i64} {
// CHECK-NEXT: %[[V0:.*]]:2 = nv_tileaa.reduce %arg0, %arg1 dim = 1 identities = [0.000000e+00 : f32, 0 : i32] : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32, %arg4: i32, %arg5: i32):
// CHECK-NEXT: %[[V1:.*]] = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: nv_tileaa.yield %[[V1]], %[[V2]] : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @pointers(%arg0: tensor<4x8x!nv_tileaa.ptr<f32>>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 256 : i64} {
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.extract_slice %arg0[%[[C0_I32]], %[[C0_I32]]] : tensor<4x8x!nv_tileaa.ptr<f32>> -> tensor<2x8x!nv_tileaa.ptr<f32>>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scan_max(%arg0: tensor<8xf64>, %arg1: tensor<2xf64>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 64 : i64} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.scan %arg1 dim = 0 reverse = false identities = [0.000000e+00] : (tensor<2xf64>) -> tensor<2xf64> {
// CHECK-NEXT: ^bb0(%arg2: f64, %arg3: f64):
// CHECK-NEXT: %[[V2:.*]] = arith.addf %arg2, %arg3 : f64
// CHECK-NEXT: nv_tileaa.yield %[[V2]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.scan %arg0 dim = 0 reverse = true identities = [0.000000e+00] : (tensor<8xf64>) -> tensor<8xf64> {
// CHECK-NEXT: ^bb0(%arg2: f64, %arg3: f64):
// CHECK-NEXT: %[[V2]] = arith.addf %arg2, %arg3 : f64
// CHECK-NEXT: nv_tileaa.yield %[[V2]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @constants() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16 : i64} {
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi16>
// CHECK-NEXT: %[[CST_0:.*]] = arith.constant dense<7> : tensor<1024xi32>
// CHECK-NEXT: %[[C5_I64:.*]] = arith.constant 5 : i64
// CHECK-NEXT: return

module {
  // Broadcast of one element needs no exchange; of 8 f32 (32 bytes) it does.
  func.func @broadcast(%s: f32, %row: tensor<1x8xf32>) attributes {nv_tileaa.kernel} {
    %0 = "nv_tileaa.view"(%s) : (f32) -> tensor<1x1xf32>
    %1 = "nv_tileaa.broadcast"(%0) : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %2 = "nv_tileaa.broadcast"(%row) : (tensor<1x8xf32>) -> tensor<4x8xf32>
    return
  }

  // permute of 4x8 f16 = 64 bytes; extract_slice of 4x8 i1 = 32 bytes.
  func.func @permute(%x: tensor<4x8xf16>, %m: tensor<4x8xi1>) attributes {nv_tileaa.kernel} {
    %0 = "nv_tileaa.permute"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<4x8xf16>) -> tensor<8x4xf16>
    %c0 = arith.constant 0 : i32
    %1 = "nv_tileaa.extract_slice"(%m, %c0, %c0) : (tensor<4x8xi1>, i32, i32) -> tensor<2x8xi1>
    return
  }

  // cat counts both operands, each rounded up to 16 bytes (2 + 2 → 32).
  func.func @cat(%a: tensor<2xi8>) attributes {nv_tileaa.kernel} {
    %0 = "nv_tileaa.cat"(%a, %a) <{dim = 0 : i64}> : (tensor<2xi8>, tensor<2xi8>) -> tensor<4xi8>
    return
  }

  // reduce counts all operands (128 + 128).
  func.func @reduce(%x: tensor<4x8xf32>, %y: tensor<4x8xi32>) attributes {nv_tileaa.kernel} {
    %0:2 = "nv_tileaa.reduce"(%x, %y) <{dim = 1 : i64, identities = [0.0 : f32, 0 : i32]}> ({
    ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
      %s = arith.addf %a, %b : f32
      %t = arith.addi %c, %d : i32
      "nv_tileaa.yield"(%s, %t) : (f32, i32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    return
  }

  // Pointer elements count 8 bytes (4 x 8 x 8 = 256).
  func.func @pointers(%p: tensor<4x8x!nv_tileaa.ptr<f32>>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %0 = "nv_tileaa.extract_slice"(%p, %c0, %c0) : (tensor<4x8x!nv_tileaa.ptr<f32>>, i32, i32) -> tensor<2x8x!nv_tileaa.ptr<f32>>
    return
  }

  // scan of 8 f64 = 64 bytes; the largest exchange op of the function wins.
  func.func @scan_max(%x: tensor<8xf64>, %y: tensor<2xf64>) attributes {nv_tileaa.kernel} {
    %0 = "nv_tileaa.scan"(%y) <{dim = 0 : i64, identities = [0.0 : f64], reverse = false}> ({
    ^bb0(%a: f64, %b: f64):
      %s = arith.addf %a, %b : f64
      "nv_tileaa.yield"(%s) : (f64) -> ()
    }) : (tensor<2xf64>) -> tensor<2xf64>
    %1 = "nv_tileaa.scan"(%x) <{dim = 0 : i64, identities = [0.0 : f64], reverse = true}> ({
    ^bb0(%a: f64, %b: f64):
      %s = arith.addf %a, %b : f64
      "nv_tileaa.yield"(%s) : (f64) -> ()
    }) : (tensor<8xf64>) -> tensor<8xf64>
    return
  }

  // Non-splat dense tensor constants go through the scratch (4 x i16 = 8 →
  // 16 bytes); splats and scalars do not.
  func.func @constants() attributes {nv_tileaa.kernel} {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi16>
    %1 = arith.constant dense<7> : tensor<1024xi32>
    %2 = arith.constant 5 : i64
    return
  }
}
