// Elementwise ops → upstream arith/math on scalars (rank-0 tiles) and tensors;
// rounding modes other than the default and flush_to_zero become
// nv_tileaa.rounding / nv_tileaa.ftz; ftof involving f8/tf32 (or between
// same-width types) → nv_tileaa.fp_to_fp.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @int_ops(%arg0: i32, %arg1: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.make_range : tensor<4xi32>
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.subi %[[CST]], %[[V0]] : tensor<4xi32>
// CHECK-NEXT: %[[V3:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V5:.*]] = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V6:.*]] = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V7:.*]] = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %[[V8:.*]] = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %[[V9:.*]] = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V10:.*]] = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %[[V11:.*]] = arith.maxsi %[[CST]], %[[V0]] : tensor<4xi32>
// CHECK-NEXT: %[[V12:.*]] = arith.minui %[[CST]], %[[V0]] : tensor<4xi32>
// CHECK-NEXT: %[[V13:.*]] = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V14:.*]] = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %[[V15:.*]] = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %[[V16:.*]] = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %[[V17:.*]] = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V18:.*]] = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %[[CST_0:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %[[V19:.*]] = arith.subi %[[CST_0]], %[[CST]] : tensor<4xi32>
// CHECK-NEXT: %[[V20:.*]] = math.absi %arg0 : i32
// CHECK-NEXT: %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %[[V21:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %[[V22:.*]] = arith.cmpi uge, %[[CST]], %[[V0]] : tensor<4xi32>
// CHECK-NEXT: %[[V23:.*]] = arith.select %[[V22]], %[[CST]], %[[V0]] : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %[[CST_0:.*]] = arith.constant dense<5.000000e-01> : tensor<4xf32>
// CHECK-NEXT: %[[V0:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %[[V1:.*]] = arith.subf %[[CST]], %[[CST_0]] : tensor<4xf32>
// CHECK-NEXT: %[[V2:.*]] = arith.mulf %arg0, %arg1 {nv_tileaa.rounding = "zero"} : f32
// CHECK-NEXT: %[[V3:.*]] = arith.divf %arg0, %arg1 {nv_tileaa.ftz} : f32
// CHECK-NEXT: %[[V4:.*]] = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %[[V5:.*]] = arith.negf %[[CST]] : tensor<4xf32>
// CHECK-NEXT: %[[V6:.*]] = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %[[V7:.*]] = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %[[V8:.*]] = arith.minnumf %[[CST]], %[[CST_0]] : tensor<4xf32>
// CHECK-NEXT: %[[V9:.*]] = arith.minimumf %[[CST]], %[[CST_0]] : tensor<4xf32>
// CHECK-NEXT: %[[V10:.*]] = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT: %[[V11:.*]] = math.absf %arg0 : f32
// CHECK-NEXT: %[[V12:.*]] = math.exp %[[CST]] : tensor<4xf32>
// CHECK-NEXT: %[[V13:.*]] = math.exp2 %[[CST]] {nv_tileaa.ftz} : tensor<4xf32>
// CHECK-NEXT: %[[V14:.*]] = math.log %arg0 : f32
// CHECK-NEXT: %[[V15:.*]] = math.log2 %arg0 : f32
// CHECK-NEXT: %[[V16:.*]] = math.sqrt %arg0 : f32
// CHECK-NEXT: %[[V17:.*]] = math.rsqrt %arg0 : f32
// CHECK-NEXT: %[[V18:.*]] = math.tanh %arg0 : f32
// CHECK-NEXT: %[[V19:.*]] = math.sin %arg0 : f32
// CHECK-NEXT: %[[V20:.*]] = math.cos %arg0 : f32
// CHECK-NEXT: %[[V21:.*]] = math.tan %arg0 : f32
// CHECK-NEXT: %[[V22:.*]] = math.sinh %arg0 : f32
// CHECK-NEXT: %[[V23:.*]] = math.cosh %arg0 : f32
// CHECK-NEXT: %[[V24:.*]] = math.ceil %arg0 : f32
// CHECK-NEXT: %[[V25:.*]] = math.floor %arg0 : f32
// CHECK-NEXT: %[[V26:.*]] = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %[[V27:.*]] = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %[[V28:.*]] = arith.cmpf une, %[[CST]], %[[CST_0]] : tensor<4xf32>
// CHECK-NEXT: %[[V29:.*]] = arith.select %[[V28]], %[[CST]], %[[CST_0]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @conversions(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %[[V2:.*]] = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %[[V3:.*]] = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %[[V4:.*]] = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %[[V5:.*]] = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %[[V6:.*]] = arith.fptoui %arg1 : f32 to i16
// CHECK-NEXT: %[[V7:.*]] = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %[[V8:.*]] = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %[[V9:.*]] = nv_tileaa.fp_to_fp %arg2 : f16 -> bf16
// CHECK-NEXT: %[[V10:.*]] = nv_tileaa.fp_to_fp %arg1 : f32 -> f8E4M3FN
// CHECK-NEXT: %[[V11:.*]] = nv_tileaa.fp_to_fp %arg1 : f32 -> tf32
// CHECK-NEXT: %[[V12:.*]] = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %[[V13:.*]] = nv_tileaa.ptr_to_int %arg3 : !nv_tileaa.ptr<f32> -> i64
// CHECK-NEXT: %[[V14:.*]] = nv_tileaa.int_to_ptr %[[V13]] : i64 -> !nv_tileaa.ptr<f32>
// CHECK-NEXT: %[[V15:.*]] = nv_tileaa.ptr_cast %arg3 : !nv_tileaa.ptr<f32> -> !nv_tileaa.ptr<i32>
// CHECK-NEXT: %[[V16:.*]] = nv_tileaa.addptr %arg3, %arg0 : !nv_tileaa.ptr<f32>, i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @constants() attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[C_7_I64:.*]] = arith.constant -7 : i64
// CHECK-NEXT: %[[CST:.*]] = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %[[CST_0:.*]] = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %[[CST_1:.*]] = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
// CHECK-NEXT: %[[CST_2:.*]] = arith.constant dense<2.000000e+00> : tensor<8xbf16>
// CHECK-NEXT: return

cuda_tile.module @m {
  entry @int_ops(%a: tile<i32>, %b: tile<i32>) {
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %y = iota : tile<4xi32>
    %0 = addi %a, %b : tile<i32>
    %1 = subi %x, %y : tile<4xi32>
    %2 = muli %a, %b : tile<i32>
    %3 = divi %a, %b signed : tile<i32>
    %4 = divi %a, %b signed rounding<negative_inf> : tile<i32>
    %5 = divi %a, %b signed rounding<positive_inf> : tile<i32>
    %6 = divi %a, %b unsigned : tile<i32>
    %7 = divi %a, %b unsigned rounding<positive_inf> : tile<i32>
    %8 = remi %a, %b signed : tile<i32>
    %9 = remi %a, %b unsigned : tile<i32>
    %10 = maxi %x, %y signed : tile<4xi32>
    %11 = mini %x, %y unsigned : tile<4xi32>
    %12 = andi %a, %b : tile<i32>
    %13 = ori %a, %b : tile<i32>
    %14 = xori %a, %b : tile<i32>
    %15 = shli %a, %b : tile<i32>
    %16 = shri %a, %b signed : tile<i32>
    %17 = shri %a, %b unsigned : tile<i32>
    %18 = negi %x : tile<4xi32>
    %19 = absi %a : tile<i32>
    %20 = mulhii %a, %b : tile<i32>
    %21 = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %22 = cmpi greater_than_or_equal %x, %y, unsigned : tile<4xi32> -> tile<4xi1>
    %23 = select %22, %x, %y : tile<4xi1>, tile<4xi32>
    return
  }

  entry @float_ops(%a: tile<f32>, %b: tile<f32>) {
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %y = constant <f32: 0.5> : tile<4xf32>
    %0 = addf %a, %b : tile<f32>
    %1 = subf %x, %y : tile<4xf32>
    %2 = mulf %a, %b rounding<zero> : tile<f32>
    %3 = divf %a, %b flush_to_zero : tile<f32>
    %4 = remf %a, %b : tile<f32>
    %5 = negf %x : tile<4xf32>
    %6 = maxf %a, %b : tile<f32>
    %7 = maxf %a, %b propagate_nan : tile<f32>
    %8 = minf %x, %y : tile<4xf32>
    %9 = minf %x, %y propagate_nan : tile<4xf32>
    %10 = fma %a, %b, %a : tile<f32>
    %11 = absf %a : tile<f32>
    %12 = exp %x : tile<4xf32>
    %13 = exp2 %x flush_to_zero : tile<4xf32>
    %14 = log %a : tile<f32>
    %15 = log2 %a : tile<f32>
    %16 = sqrt %a : tile<f32>
    %17 = rsqrt %a : tile<f32>
    %18 = tanh %a : tile<f32>
    %19 = sin %a : tile<f32>
    %20 = cos %a : tile<f32>
    %21 = tan %a : tile<f32>
    %22 = sinh %a : tile<f32>
    %23 = cosh %a : tile<f32>
    %24 = ceil %a : tile<f32>
    %25 = floor %a : tile<f32>
    %26 = pow %a, %b : tile<f32>
    %27 = cmpf less_than ordered %a, %b : tile<f32> -> tile<i1>
    %28 = cmpf not_equal unordered %x, %y : tile<4xf32> -> tile<4xi1>
    %29 = select %28, %x, %y : tile<4xi1>, tile<4xf32>
    return
  }

  entry @conversions(%i: tile<i32>, %f: tile<f32>, %h: tile<f16>, %p: tile<ptr<f32>>) {
    %0 = exti %i signed : tile<i32> -> tile<i64>
    %1 = exti %i unsigned : tile<i32> -> tile<i64>
    %2 = trunci %i : tile<i32> -> tile<i8>
    %3 = itof %i signed : tile<i32> -> tile<f32>
    %4 = itof %i unsigned : tile<i32> -> tile<f64>
    %5 = ftoi %f signed : tile<f32> -> tile<i32>
    %6 = ftoi %f unsigned : tile<f32> -> tile<i16>
    %7 = ftof %f : tile<f32> -> tile<f16>
    %8 = ftof %h : tile<f16> -> tile<f32>
    %9 = ftof %h : tile<f16> -> tile<bf16>
    %10 = ftof %f : tile<f32> -> tile<f8E4M3FN>
    %11 = ftof %f : tile<f32> -> tile<tf32>
    %12 = bitcast %f : tile<f32> -> tile<i32>
    %13 = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %14 = int_to_ptr %13 : tile<i64> -> tile<ptr<f32>>
    %15 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<ptr<i32>>
    %16 = offset %p, %i : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    return
  }

  entry @constants() {
    %0 = constant <i1: true> : tile<i1>
    %1 = constant <i64: -7> : tile<i64>
    %2 = constant <f16: 1.5> : tile<f16>
    %3 = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %4 = constant <i1: [true, false, true, true]> : tile<4xi1>
    %5 = constant <bf16: 2.0> : tile<8xbf16>
    return
  }
}
