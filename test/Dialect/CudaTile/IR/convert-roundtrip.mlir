// Round trip of the conversion, shape, pointer and mma ops: the custom form
// re-parses to itself and the generic form re-parses to the same IR. Printed
// spacing follows 13.1 (an elided rounding mode leaves two spaces).
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: entry @casts
  entry @casts(%i: tile<i32>, %l: tile<i64>, %f: tile<f32>) {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    // CHECK: = bitcast %{{.*}} : tile<4x8xf32> -> tile<4x8xi32>
    %0 = bitcast %a : tile<4x8xf32> -> tile<4x8xi32>
    // CHECK: = bitcast %{{.*}} : tile<f32> -> tile<i32>
    %1 = bitcast %f : tile<f32> -> tile<i32>
    // CHECK: = exti %{{.*}} signed : tile<i32> -> tile<i64>
    %2 = exti %i signed : tile<i32> -> tile<i64>
    // CHECK: = exti %{{.*}} unsigned : tile<4x8xi32> -> tile<4x8xi64>
    %3 = exti %0 unsigned : tile<4x8xi32> -> tile<4x8xi64>
    // CHECK: = trunci %{{.*}} : tile<i64> -> tile<i32>
    // GENERIC: "cuda_tile.trunci"(%{{.*}}) <{overflow = #cuda_tile.overflow<none>}>
    %4 = trunci %l : tile<i64> -> tile<i32>
    // CHECK: = trunci %{{.*}} overflow<no_signed_wrap> : tile<i64> -> tile<i8>
    // GENERIC: "cuda_tile.trunci"(%{{.*}}) <{overflow = #cuda_tile.overflow<no_signed_wrap>}>
    %5 = trunci %l overflow<no_signed_wrap> : tile<i64> -> tile<i8>
    // CHECK: = trunci %{{.*}} overflow<no_wrap> : tile<i64> -> tile<i1>
    %6 = trunci %l overflow<no_wrap> : tile<i64> -> tile<i1>
    // CHECK: = ftof %{{.*}}  : tile<4x8xf32> -> tile<4x8xf16>
    // GENERIC: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}>
    %7 = ftof %a : tile<4x8xf32> -> tile<4x8xf16>
    // CHECK: = ftof %{{.*}}  : tile<4x8xf32> -> tile<4x8xf8E5M2>
    %8 = ftof %a rounding<nearest_even> : tile<4x8xf32> -> tile<4x8xf8E5M2>
    // CHECK: = ftof %{{.*}}  : tile<4x8xf16> -> tile<4x8xbf16>
    %9 = ftof %7 : tile<4x8xf16> -> tile<4x8xbf16>
    // CHECK: = ftoi %{{.*}} signed  : tile<4x8xf32> -> tile<4x8xi32>
    // GENERIC: "cuda_tile.ftoi"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, signedness = #cuda_tile.signedness<signed>}>
    %10 = ftoi %a signed : tile<4x8xf32> -> tile<4x8xi32>
    // CHECK: = ftoi %{{.*}} unsigned  : tile<f32> -> tile<i8>
    %11 = ftoi %f unsigned rounding<nearest_int_to_zero> : tile<f32> -> tile<i8>
    // CHECK: = itof %{{.*}} signed  : tile<i32> -> tile<f32>
    // GENERIC: "cuda_tile.itof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>, signedness = #cuda_tile.signedness<signed>}>
    %12 = itof %i signed : tile<i32> -> tile<f32>
    // CHECK: = itof %{{.*}} unsigned  : tile<4x8xi64> -> tile<4x8xf64>
    %13 = itof %3 unsigned rounding<nearest_even> : tile<4x8xi64> -> tile<4x8xf64>
    // CHECK: = itof %{{.*}} signed  : tile<4x8xi32> -> tile<4x8xtf32>
    %14 = itof %0 signed : tile<4x8xi32> -> tile<4x8xtf32>
    return
  }

  // CHECK-LABEL: entry @pointers
  entry @pointers(%l: tile<i64>, %p: tile<ptr<f16>>, %i: tile<i32>) {
    // CHECK: = int_to_ptr %{{.*}} : tile<i64> -> tile<ptr<f16>>
    %0 = int_to_ptr %l : tile<i64> -> tile<ptr<f16>>
    // CHECK: = ptr_to_int %{{.*}} : tile<ptr<f16>> -> tile<i64>
    %1 = ptr_to_int %p : tile<ptr<f16>> -> tile<i64>
    // CHECK: = ptr_to_ptr %{{.*}} : tile<ptr<f16>> -> tile<ptr<i8>>
    %2 = ptr_to_ptr %p : tile<ptr<f16>> -> tile<ptr<i8>>
    // CHECK: = offset %{{.*}}, %{{.*}} : tile<ptr<i8>>, tile<i32> -> tile<ptr<i8>>
    %3 = offset %2, %i : tile<ptr<i8>>, tile<i32> -> tile<ptr<i8>>
    // CHECK: %[[R:.*]] = reshape %{{.*}} : tile<ptr<f16>> -> tile<1xptr<f16>>
    %4 = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    // CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1xptr<f16>> -> tile<128xptr<f16>>
    %5 = broadcast %4 : tile<1xptr<f16>> -> tile<128xptr<f16>>
    %c = constant <i64: 3> : tile<128xi64>
    // CHECK: = offset %[[B]], %{{.*}} : tile<128xptr<f16>>, tile<128xi64> -> tile<128xptr<f16>>
    %6 = offset %5, %c : tile<128xptr<f16>>, tile<128xi64> -> tile<128xptr<f16>>
    // CHECK: = ptr_to_int %{{.*}} : tile<128xptr<f16>> -> tile<128xi64>
    %7 = ptr_to_int %6 : tile<128xptr<f16>> -> tile<128xi64>
    return
  }

  // CHECK-LABEL: entry @shapes
  entry @shapes(%f: tile<f32>, %i: tile<i32>) {
    // CHECK: %reshape = reshape %{{.*}} : tile<f32> -> tile<1x1xf32>
    %0 = reshape %f : tile<f32> -> tile<1x1xf32>
    // CHECK: %bcast = broadcast %reshape : tile<1x1xf32> -> tile<32x64xf32>
    %1 = broadcast %0 : tile<1x1xf32> -> tile<32x64xf32>
    // CHECK: %reshape_0 = reshape %bcast : tile<32x64xf32> -> tile<2048xf32>
    %2 = reshape %1 : tile<32x64xf32> -> tile<2048xf32>
    // CHECK: = cat %bcast, %bcast dim = 1 : tile<32x64xf32>, tile<32x64xf32> -> tile<32x128xf32>
    // GENERIC: "cuda_tile.cat"(%{{.*}}, %{{.*}}) <{dim = 1 : i64}>
    %3 = cat %1, %1 dim = 1 : tile<32x64xf32>, tile<32x64xf32> -> tile<32x128xf32>
    // CHECK: = cat %bcast, %bcast dim = 0 : tile<32x64xf32>, tile<32x64xf32> -> tile<64x64xf32>
    %4 = cat %1, %1 dim = 0 : tile<32x64xf32>, tile<32x64xf32> -> tile<64x64xf32>
    // CHECK: = extract %{{.*}}[%{{.*}}, %{{.*}}] : tile<64x64xf32> -> tile<32x32xf32>
    // GENERIC: "cuda_tile.extract"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.tile<64x64xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<32x32xf32>
    %5 = extract %4[%i, %i] : tile<64x64xf32> -> tile<32x32xf32>
    // CHECK: = extract %{{.*}}[%{{.*}}] : tile<2048xf32> -> tile<2048xf32>
    %6 = extract %2[%i] : tile<2048xf32> -> tile<2048xf32>
    // CHECK: = extract %{{.*}}[] : tile<f32> -> tile<f32>
    %7 = extract %f[] : tile<f32> -> tile<f32>
    // CHECK: = iota : tile<128xi32>
    %8 = iota : tile<128xi32>
    // CHECK: = iota : tile<256xi8>
    %9 = iota : tile<256xi8>
    // CHECK: = iota : tile<2xi1>
    %10 = iota : tile<2xi1>
    // CHECK: = permute %bcast [1, 0] : tile<32x64xf32> -> tile<64x32xf32>
    // GENERIC: "cuda_tile.permute"(%{{.*}}) <{permutation = array<i32: 1, 0>}>
    %11 = permute %1 [1, 0] : tile<32x64xf32> -> tile<64x32xf32>
    %t = constant <i16: 0> : tile<2x4x8xi16>
    // CHECK: = permute %{{.*}} [2, 0, 1] : tile<2x4x8xi16> -> tile<8x2x4xi16>
    %12 = permute %t [2, 0, 1] : tile<2x4x8xi16> -> tile<8x2x4xi16>
    // CHECK: = reshape %{{.*}} : tile<2x4x8xi16> -> tile<64xi16>
    %13 = reshape %t : tile<2x4x8xi16> -> tile<64xi16>
    return
  }

  // CHECK-LABEL: entry @mma
  entry @mma() {
    %a = constant <f16: 1.0> : tile<128x64xf16>
    %b = constant <f16: 1.0> : tile<64x128xf16>
    %c = constant <f32: 0.0> : tile<128x128xf32>
    // CHECK: = mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    // GENERIC: "cuda_tile.mmaf"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.tile<128x64xf16>, !cuda_tile.tile<64x128xf16>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32>
    %0 = mmaf %a, %b, %c : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    %ch = constant <f16: 0.0> : tile<128x128xf16>
    // CHECK: = mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf16>
    %1 = mmaf %a, %b, %ch : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf16>
    %ba = constant <bf16: 1.0> : tile<2x16x8xbf16>
    %bb = constant <bf16: 1.0> : tile<2x8x4xbf16>
    %bc = constant <f32: 0.0> : tile<2x16x4xf32>
    // CHECK: = mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<2x16x8xbf16>, tile<2x8x4xbf16>, tile<2x16x4xf32>
    %2 = mmaf %ba, %bb, %bc : tile<2x16x8xbf16>, tile<2x8x4xbf16>, tile<2x16x4xf32>
    %da = constant <f64: 1.0> : tile<32x16xf64>
    %db = constant <f64: 1.0> : tile<16x32xf64>
    %dc = constant <f64: 0.0> : tile<32x32xf64>
    // CHECK: = mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<32x16xf64>, tile<16x32xf64>, tile<32x32xf64>
    %3 = mmaf %da, %db, %dc : tile<32x16xf64>, tile<16x32xf64>, tile<32x32xf64>
    %ea = constant <f8E4M3FN: 1.0> : tile<16x32xf8E4M3FN>
    %eb = constant <f8E4M3FN: 1.0> : tile<32x8xf8E4M3FN>
    %ec = constant <f16: 0.0> : tile<16x8xf16>
    // CHECK: = mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf16>
    %4 = mmaf %ea, %eb, %ec : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf16>
    %ia = constant <i8: 1> : tile<128x64xi8>
    %ib = constant <i8: 1> : tile<64x128xi8>
    %ic = constant <i32: 0> : tile<128x128xi32>
    // CHECK: = mmai %{{.*}}, %{{.*}}, %{{.*}} signed signed : tile<128x64xi8>, tile<64x128xi8>, tile<128x128xi32>
    // GENERIC: "cuda_tile.mmai"(%{{.*}}, %{{.*}}, %{{.*}}) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>}>
    %5 = mmai %ia, %ib, %ic signed signed : tile<128x64xi8>, tile<64x128xi8>, tile<128x128xi32>
    %ja = constant <i8: 1> : tile<2x4x8xi8>
    %jb = constant <i8: 1> : tile<2x8x2xi8>
    %jc = constant <i32: 0> : tile<2x4x2xi32>
    // CHECK: = mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
    %6 = mmai %ja, %jb, %jc unsigned signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
    return
  }
}
