// Thread-value layouts (#nv_tileas.tv) as tensor encodings, and
// nv_tileas.convert_layout: parse, print, round trip through the generic form.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

// Runs of 4 consecutive f32 per thread (16-byte accesses), two runs per
// thread; the serial layout t + 128·k; a 64-element tile replicated over 128
// threads (stride 0).
// CHECK-LABEL: func.func @layouts(
// CHECK-SAME: %arg0: tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
// CHECK-SAME: %arg1: tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
// CHECK-SAME: -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
// CHECK: %[[C:.*]] = nv_tileas.convert_layout %arg0 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
// CHECK: return %[[C]]
func.func @layouts(%a: tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>,
                   %r: tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>)
    -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>> {
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  return %b : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
}

// Elementwise upstream ops keep the encoding (arith.cmpf gives an i1 tile of
// the same layout, which arith.select takes).
// CHECK-LABEL: func.func @elementwise(
// CHECK: arith.cmpf olt, %arg0, %arg1 : tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
// CHECK: arith.select %{{.*}}, %arg0, %arg1 : tensor<4x64xi1, #nv_tileas.tv<(128):(2), (2):(1)>>, tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
func.func @elementwise(%a: tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>,
                       %b: tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>)
    -> tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>> {
  %lt = arith.cmpf olt, %a, %b : tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
  %m = arith.select %lt, %a, %b : tensor<4x64xi1, #nv_tileas.tv<(128):(2), (2):(1)>>, tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
  return %m : tensor<4x64xf32, #nv_tileas.tv<(128):(2), (2):(1)>>
}
