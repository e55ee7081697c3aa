// Round trip of the cuda_tile slice: the custom form re-parses to itself, and
// the generic form re-parses to the same IR.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: cuda_tile.module @kernels {
// GENERIC: "cuda_tile.module"() <{sym_name = "kernels"}>
cuda_tile.module @kernels {
  // CHECK: entry @empty() {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // GENERIC: "cuda_tile.entry"() <{function_type = () -> (), sym_name = "empty"}>
  // GENERIC: "cuda_tile.return"() : () -> ()
  entry @empty() {
    return
  }

  // CHECK: entry @args(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>, %{{.*}}: tile<f16>) {
  // GENERIC: function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<f16>) -> ()
  entry @args(%p: tile<ptr<f32>>, %n: tile<i32>, %h: !cuda_tile.tile<f16>) {
    // The implicit terminator is printed.
  }

  // Further attributes print after the body (13.1's form); both forms parse.
  // CHECK: entry @with_attrs(%{{.*}}: tile<i64> {tileas.note = "arg"}) {
  // CHECK-NEXT: return
  // CHECK-NEXT: } {tileas.kernel_kind = 1 : i32}
  entry @with_attrs(%a: tile<i64> {tileas.note = "arg"}) attributes {tileas.kernel_kind = 1 : i32} {
    return
  }
  // CHECK: entry @attrs_after() {
  // CHECK-NEXT: return
  // CHECK-NEXT: } {tileas.kernel_kind = 2 : i32}
  entry @attrs_after() {
    return
  } {tileas.kernel_kind = 2 : i32}

  // CHECK-LABEL: entry @constants
  entry @constants() {
    // CHECK: %cst_0 = constant <i32: 0> : tile<i32>
    %0 = constant <i32: 0> : tile<i32>
    // CHECK: %cst_m7 = constant <i64: -7> : tile<4xi64>
    %1 = constant <i64: -7> : tile<4xi64>
    // CHECK: %true = constant <i1: true> : tile<i1>
    %2 = constant <i1: true> : tile<i1>
    // CHECK: %false = constant <i1: false> : tile<2xi1>
    %3 = constant <i1: false> : tile<2xi1>
    // CHECK: %cst = constant <i1: [true, false]> : tile<2xi1>
    %4 = constant <i1: [true, false]> : tile<2xi1>
    // CHECK: %cst_{{[0-9]+}} = constant <f32: 1.000000e+00> : tile<f32>
    %5 = constant <f32: 1.0> : tile<f32>
    // CHECK: constant <f32: [1.000000e+00, 2.500000e+00]> : tile<2xf32>
    %6 = constant <f32: [1.0, 2.5]> : tile<2xf32>
    // CHECK: constant <f32: {{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf32>
    %7 = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    // CHECK: constant <f32: 0xFF800000> : tile<f32>
    %8 = constant <f32: 0xFF800000> : tile<f32>
    // CHECK: constant <f32: 1.44269502> : tile<f32>
    %9 = constant <f32: 1.44269502> : tile<f32>
    // CHECK: constant <f16: -2.000000e+00> : tile<8xf16>
    %10 = constant <f16: -2.0> : tile<8xf16>
    // CHECK: constant <bf16: 0.000000e+00> : tile<bf16>
    %11 = constant <bf16: 0.0> : tile<bf16>
    // CHECK: constant <f64: -1.000000e+30> : tile<f64>
    %12 = constant <f64: -1.0e30> : tile<f64>
    // CHECK: %cst_m128 = constant <i8: -128> : tile<i8>
    %13 = constant <i8: -128> : tile<i8>
    // CHECK: %cst_255 = constant <i16: 255> : tile<i16>
    %14 = constant <i16: 255> : tile<i16>
    // The extreme values print (and name) correctly.
    // CHECK: %cst_m9223372036854775808 = constant <i64: -9223372036854775808> : tile<i64>
    %15 = constant <i64: -9223372036854775808> : tile<i64>
    // CHECK: %cst_9223372036854775807 = constant <i64: 9223372036854775807> : tile<i64>
    %16 = constant <i64: 9223372036854775807> : tile<i64>
    return
  }

  // CHECK-LABEL: entry @arith
  entry @arith(%x: tile<f32>, %i: tile<i32>) {
    %a = constant <f32: 2.0> : tile<4xf32>
    // CHECK: addf %[[A:.*]], %[[A]] : tile<4xf32>
    %0 = addf %a, %a : tile<4xf32>
    // CHECK: addf %[[A]], %[[A]] rounding<zero> : tile<4xf32>
    %1 = addf %a, %a rounding<zero> : tile<4xf32>
    // CHECK: addf %[[A]], %[[A]] flush_to_zero : tile<4xf32>
    %2 = addf %a, %a flush_to_zero : tile<4xf32>
    // CHECK: addf %[[A]], %[[A]] rounding<positive_inf> flush_to_zero : tile<4xf32>
    %3 = addf %a, %a rounding<positive_inf> flush_to_zero : tile<4xf32>
    // CHECK: addf %[[A]], %[[A]] : tile<4xf32>
    %4 = addf %a, %a rounding<nearest_even> : tile<4xf32>
    // CHECK: mulf %{{.*}}, %{{.*}} : tile<f32>
    %5 = mulf %x, %x : tile<f32>
    // CHECK: mulf %{{.*}}, %{{.*}} rounding<negative_inf> flush_to_zero : tile<f32>
    %6 = mulf %x, %x rounding<negative_inf> flush_to_zero : tile<f32>
    // CHECK: addi %{{.*}}, %{{.*}} : tile<i32>
    %7 = addi %i, %i : tile<i32>
    // CHECK: addi %{{.*}}, %{{.*}} overflow<no_signed_wrap> : tile<i32>
    %8 = addi %i, %i overflow<no_signed_wrap> : tile<i32>
    // CHECK: addi %{{.*}}, %{{.*}} overflow<no_wrap> : tile<i32>
    %9 = addi %i, %i overflow<no_wrap> : tile<i32>
    // CHECK: addi %{{.*}}, %{{.*}} : tile<i32>
    %10 = addi %i, %i overflow<none> : tile<i32>
    // Fully qualified spellings are accepted inside the module too.
    // CHECK: addf %{{.*}}, %{{.*}} : tile<f32>
    %11 = cuda_tile.addf %x, %x : !cuda_tile.tile<f32>
    // CHECK: return
    cuda_tile.return
  }
}

// Types outside a cuda_tile module keep their dialect prefix.
// CHECK-LABEL: func.func @types
// CHECK-SAME: !cuda_tile.ptr<f32>, %{{.*}}: !cuda_tile.token, %{{.*}}: !cuda_tile.tile<2x4xf32>, %{{.*}}: !cuda_tile.tile<8xptr<i8>>, %{{.*}}: !cuda_tile.ptr<f8E4M3FN>
func.func @types(%p: !cuda_tile.ptr<f32>, %t: !cuda_tile.token, %a: !cuda_tile.tile<2x4xf32>,
                 %b: !cuda_tile.tile<8x!cuda_tile.ptr<i8>>, %c: !cuda_tile.ptr<f8E4M3FN>) {
  return
}

// Attributes in their full form.
// CHECK-LABEL: func.func @attrs
// CHECK: tileas.ov = #cuda_tile.overflow<no_unsigned_wrap>, tileas.rm = #cuda_tile.rounding<approx>
func.func @attrs() attributes {tileas.rm = #cuda_tile.rounding<approx>, tileas.ov = #cuda_tile.overflow<no_unsigned_wrap>} {
  return
}
