// The math ops and fields of cuda_tile 13.2-13.4 → upstream math/arith: atan2 and
// fpowi become math.atan2 / math.fpowi, tanh/exp rounding<approx> keep the mode as
// nv_tileaa.rounding (full, the default, is the plain math op), `for unsigned`
// compares its bounds with ult.
// RUN: tileas-opt %S/../../tileiras/Inputs/new-math-13x.mlir -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @new_math
// CHECK: %[[A:.*]] = math.atan2 %[[X:.*]], %[[X]] : tensor<128xf32>
// CHECK: %[[TH:.*]] = math.tanh %[[A]] {nv_tileaa.rounding = "approx"} : tensor<128xf32>
// CHECK: %[[TF:.*]] = math.tanh %[[TH]] : tensor<128xf32>
// CHECK: %[[E:.*]] = math.exp %[[TF]] {nv_tileaa.rounding = "approx"} : tensor<128xf32>
// CHECK: math.fpowi %[[E]], %{{.*}} : tensor<128xf32>, tensor<128xi32>
// CHECK: arith.fptosi
// CHECK: arith.cmpi ult
