// Shape ops, reduce/scan with their combiner regions, mmaf/mmai → nv_tileaa.dot.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @shape_ops(%arg0: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.view %arg0 : f32 -> tensor<1x1xf32>
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.broadcast %[[V0]] : tensor<1x1xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.view %[[V1]] : tensor<4x8xf32> -> tensor<32xf32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.permute %[[V1]] [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V4:.*]] = nv_tileaa.extract_slice %[[V1]][%[[C1_I32]], %[[C0_I32]]] : tensor<4x8xf32> -> tensor<2x8xf32>
// CHECK-NEXT: %[[V5:.*]] = nv_tileaa.cat %[[V4]], %[[V4]] dim = 0 : tensor<2x8xf32>, tensor<2x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[V6:.*]] = nv_tileaa.make_range : tensor<16xi64>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @reductions(%arg0: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.view %arg0 : f32 -> tensor<1x1xf32>
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.broadcast %[[V0]] : tensor<1x1xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.make_range : tensor<8xi32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.view %[[V2]] : tensor<8xi32> -> tensor<1x8xi32>
// CHECK-NEXT: %[[V4:.*]] = nv_tileaa.broadcast %[[V3]] : tensor<1x8xi32> -> tensor<4x8xi32>
// CHECK-NEXT: %[[V5:.*]]:2 = nv_tileaa.reduce %[[V1]], %[[V4]] dim = 1 identities = [0xFF800000 : f32, 0 : i32] : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32):
// CHECK-NEXT: %[[V8:.*]] = arith.cmpf ogt, %arg1, %arg2 : f32
// CHECK-NEXT: %[[V9:.*]] = arith.select %[[V8]], %arg1, %arg2 : f32
// CHECK-NEXT: %[[V10:.*]] = arith.select %[[V8]], %arg3, %arg4 : i32
// CHECK-NEXT: nv_tileaa.yield %[[V9]], %[[V10]] : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[V6:.*]] = nv_tileaa.reduce %[[V2]] dim = 0 identities = [0 : i32] : (tensor<8xi32>) -> i32 {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: %[[V8]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: nv_tileaa.yield %[[V8]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[V7:.*]] = nv_tileaa.scan %[[V1]] dim = 1 reverse = true identities = [-0.000000e+00 : f32] : (tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: %[[V8]] = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: nv_tileaa.yield %[[V8]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @matmul(%arg0: f16, %arg1: i8) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.view %arg0 : f16 -> tensor<1x1xf16>
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.broadcast %[[V0]] : tensor<1x1xf16> -> tensor<16x16xf16>
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.dot %[[V1]], %[[V1]], %[[CST]] : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.view %arg1 : i8 -> tensor<1x1xi8>
// CHECK-NEXT: %[[V4:.*]] = nv_tileaa.broadcast %[[V3]] : tensor<1x1xi8> -> tensor<16x32xi8>
// CHECK-NEXT: %[[V5:.*]] = nv_tileaa.broadcast %[[V3]] : tensor<1x1xi8> -> tensor<32x16xi8>
// CHECK-NEXT: %[[CST_0:.*]] = arith.constant dense<0> : tensor<16x16xi32>
// CHECK-NEXT: %[[V6:.*]] = nv_tileaa.dot %[[V4]], %[[V5]], %[[CST_0]] {signedness_a = "signed", signedness_b = "unsigned"} : tensor<16x32xi8>, tensor<32x16xi8>, tensor<16x16xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @rank0(%arg0: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = arith.negf %arg0 : f32
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.view %[[V0]] : f32 -> f32
// CHECK-NEXT: return

cuda_tile.module @m {
  // Shape ops → nv_tileaa value ops on tensors.
  entry @shape_ops(%s: tile<f32>) {
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %b = broadcast %r : tile<1x1xf32> -> tile<4x8xf32>
    %v = reshape %b : tile<4x8xf32> -> tile<32xf32>
    %p = permute %b [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %e = extract %b[%c1, %c0] : tile<4x8xf32> -> tile<2x8xf32>
    %k = cat %e, %e dim = 0 : tile<2x8xf32>, tile<2x8xf32> -> tile<4x8xf32>
    %i = iota : tile<16xi64>
    return
  }

  // reduce/scan: the combiner body becomes a region of scalar ops ending in
  // nv_tileaa.yield; dim becomes i64.
  entry @reductions(%s: tile<f32>) {
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %x = broadcast %r : tile<1x1xf32> -> tile<4x8xf32>
    %i = iota : tile<8xi32>
    %ir = reshape %i : tile<8xi32> -> tile<1x8xi32>
    %ib = broadcast %ir : tile<1x8xi32> -> tile<4x8xi32>
    %m:2 = reduce %x, %ib dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<4x8xf32>, tile<4x8xi32> -> tile<4xf32>, tile<4xi32>
    (%a0: tile<f32>, %b0: tile<f32>, %a1: tile<i32>, %b1: tile<i32>) {
      %gt = cmpf greater_than ordered %a0, %b0 : tile<f32> -> tile<i1>
      %v = select %gt, %a0, %b0 : tile<i1>, tile<f32>
      %w = select %gt, %a1, %b1 : tile<i1>, tile<i32>
      yield %v, %w : tile<f32>, tile<i32>
    }
    %all = reduce %i dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      %t = addi %a, %b : tile<i32>
      yield %t : tile<i32>
    }
    %cs = scan %x dim=1 reverse=true identities=[-0.000000e+00 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    return
  }

  // mmaf/mmai → nv_tileaa.dot (mmai keeps the operand signedness).
  entry @matmul(%h: tile<f16>, %q: tile<i8>) {
    %r = reshape %h : tile<f16> -> tile<1x1xf16>
    %a = broadcast %r : tile<1x1xf16> -> tile<16x16xf16>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %d = mmaf %a, %a, %acc : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
    %qr = reshape %q : tile<i8> -> tile<1x1xi8>
    %qa = broadcast %qr : tile<1x1xi8> -> tile<16x32xi8>
    %qb = broadcast %qr : tile<1x1xi8> -> tile<32x16xi8>
    %iacc = constant <i32: 0> : tile<16x16xi32>
    %e = mmai %qa, %qb, %iacc signed unsigned : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }

  // Rank-0 extract/broadcast are the identity; reshape of a scalar is a view.
  entry @rank0(%s: tile<f32>) {
    %e = extract %s[] : tile<f32> -> tile<f32>
    %b = broadcast %e : tile<f32> -> tile<f32>
    %n = negf %b : tile<f32>
    %r = reshape %n : tile<f32> -> tile<f32>
    return
  }
}
