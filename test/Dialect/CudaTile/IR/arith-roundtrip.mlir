// Round trip of the element-wise arithmetic family (13.1 syntax): every op, each
// optional group present and absent. The custom form re-parses to itself and the
// generic form re-parses to the same IR.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s | FileCheck %s --strict-whitespace --check-prefix=SPACES
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: entry @float_unary
  entry @float_unary(%x: tile<f32>, %h: tile<f16>) {
    %t = constant <f32: 1.0> : tile<4xf32>
    // CHECK: absf %{{.*}} : tile<4xf32>
    %0 = absf %t : tile<4xf32>
    // CHECK: absf %{{.*}} : tile<f16>
    %1 = absf %h : tile<f16>
    // CHECK: ceil %{{.*}} : tile<f32>
    %2 = ceil %x : tile<f32>
    // CHECK: cos %{{.*}} : tile<f32>
    %3 = cos %x : tile<f32>
    // CHECK: cosh %{{.*}} : tile<f32>
    %4 = cosh %x : tile<f32>
    // CHECK: exp %{{.*}} : tile<4xf32>
    %5 = exp %t : tile<4xf32>
    // CHECK: floor %{{.*}} : tile<f32>
    %6 = floor %x : tile<f32>
    // CHECK: log %{{.*}} : tile<f32>
    %7 = log %x : tile<f32>
    // CHECK: log2 %{{.*}} : tile<f32>
    %8 = log2 %x : tile<f32>
    // CHECK: negf %{{.*}} : tile<4xf32>
    %9 = negf %t : tile<4xf32>
    // CHECK: sin %{{.*}} : tile<f32>
    %10 = sin %x : tile<f32>
    // CHECK: sinh %{{.*}} : tile<f32>
    %11 = sinh %x : tile<f32>
    // CHECK: tan %{{.*}} : tile<f32>
    %12 = tan %x : tile<f32>
    // CHECK: tanh %{{.*}} : tile<f16>
    %13 = tanh %h : tile<f16>
    // CHECK: exp2 %{{.*}} : tile<4xf32>
    %14 = exp2 %t : tile<4xf32>
    // CHECK: exp2 %{{.*}} flush_to_zero : tile<4xf32>
    %15 = exp2 %t flush_to_zero : tile<4xf32>
    // CHECK: rsqrt %{{.*}} : tile<f16>
    %16 = rsqrt %h : tile<f16>
    // CHECK: rsqrt %{{.*}} flush_to_zero : tile<f32>
    %17 = rsqrt %x flush_to_zero : tile<f32>
    // CHECK: sqrt %{{.*}} : tile<f16>
    %18 = sqrt %h : tile<f16>
    // CHECK: sqrt %{{.*}} rounding<approx> : tile<f32>
    %19 = sqrt %x rounding<approx> : tile<f32>
    // CHECK: sqrt %{{.*}} rounding<zero> flush_to_zero : tile<f32>
    %20 = sqrt %x rounding<zero> flush_to_zero : tile<f32>
    // CHECK: sqrt %{{.*}} flush_to_zero : tile<f32>
    %21 = sqrt %x rounding<nearest_even> flush_to_zero : tile<f32>
    // SPACES: %{{.*}} = sqrt %{{.*}}  : tile<f16>
    return
  }

  // CHECK-LABEL: entry @float_binary
  entry @float_binary(%x: tile<f32>, %h: tile<f16>, %d: tile<f64>) {
    %t = constant <f32: 2.0> : tile<4xf32>
    // CHECK: addf %{{.*}}, %{{.*}} : tile<4xf32>
    %0 = addf %t, %t : tile<4xf32>
    // CHECK: addf %{{.*}}, %{{.*}} rounding<negative_inf> flush_to_zero : tile<f32>
    %1 = addf %x, %x rounding<negative_inf> flush_to_zero : tile<f32>
    // CHECK: subf %{{.*}}, %{{.*}} : tile<f64>
    %2 = subf %d, %d : tile<f64>
    // CHECK: subf %{{.*}}, %{{.*}} rounding<zero> : tile<f16>
    %3 = subf %h, %h rounding<zero> : tile<f16>
    // CHECK: subf %{{.*}}, %{{.*}} flush_to_zero : tile<f32>
    %4 = subf %x, %x flush_to_zero : tile<f32>
    // CHECK: mulf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<4xf32>
    %5 = mulf %t, %t rounding<positive_inf> : tile<4xf32>
    // CHECK: mulf %{{.*}}, %{{.*}} : tile<f32>
    %6 = mulf %x, %x rounding<nearest_even> : tile<f32>
    // CHECK: divf %{{.*}}, %{{.*}} : tile<f64>
    %7 = divf %d, %d : tile<f64>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<approx> flush_to_zero : tile<4xf32>
    %8 = divf %t, %t rounding<approx> flush_to_zero : tile<4xf32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<full> : tile<f32>
    %9 = divf %x, %x rounding<full> : tile<f32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<negative_inf> : tile<f16>
    %10 = divf %h, %h rounding<negative_inf> : tile<f16>
    // CHECK: divf %{{.*}}, %{{.*}} flush_to_zero : tile<f32>
    %11 = divf %x, %x flush_to_zero : tile<f32>
    // CHECK: remf %{{.*}}, %{{.*}} : tile<4xf32>
    %12 = remf %t, %t : tile<4xf32>
    // CHECK: pow %{{.*}}, %{{.*}} : tile<f16>
    %13 = pow %h, %h : tile<f16>
    // CHECK: maxf %{{.*}}, %{{.*}} : tile<f32>
    %14 = maxf %x, %x : tile<f32>
    // CHECK: maxf %{{.*}}, %{{.*}} propagate_nan : tile<f16>
    %15 = maxf %h, %h propagate_nan : tile<f16>
    // CHECK: maxf %{{.*}}, %{{.*}} flush_to_zero : tile<4xf32>
    %16 = maxf %t, %t flush_to_zero : tile<4xf32>
    // Either order parses; the printer puts flush_to_zero first.
    // CHECK: maxf %{{.*}}, %{{.*}} flush_to_zero propagate_nan : tile<f32>
    %17 = maxf %x, %x propagate_nan flush_to_zero : tile<f32>
    // CHECK: minf %{{.*}}, %{{.*}} : tile<f64>
    %18 = minf %d, %d : tile<f64>
    // CHECK: minf %{{.*}}, %{{.*}} propagate_nan : tile<f32>
    %19 = minf %x, %x propagate_nan : tile<f32>
    // CHECK: minf %{{.*}}, %{{.*}} flush_to_zero propagate_nan : tile<f32>
    %20 = minf %x, %x flush_to_zero propagate_nan : tile<f32>
    // CHECK: minf %{{.*}}, %{{.*}} flush_to_zero : tile<f32>
    %21 = minf %x, %x flush_to_zero : tile<f32>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} : tile<4xf32>
    %22 = fma %t, %t, %t : tile<4xf32>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<f32>
    %23 = fma %x, %x, %x rounding<zero> flush_to_zero : tile<f32>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} rounding<positive_inf> : tile<f64>
    %24 = fma %d, %d, %d rounding<positive_inf> : tile<f64>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} flush_to_zero : tile<f32>
    %25 = fma %x, %x, %x flush_to_zero : tile<f32>
    // nearest_even is elided, leaving two spaces before `:` (as 13.1 prints).
    // SPACES: %{{.*}} = addf %{{.*}}, %{{.*}}  : tile<4xf32>
    // SPACES: %{{.*}} = divf %{{.*}}, %{{.*}}  : tile<f64>
    // SPACES: %{{.*}} = maxf %{{.*}}, %{{.*}} : tile<f32>
    // SPACES: %{{.*}} = fma %{{.*}}, %{{.*}}, %{{.*}}  : tile<4xf32>
    return
  }

  // CHECK-LABEL: entry @int_ops
  entry @int_ops(%i: tile<i32>, %b: tile<i8>, %l: tile<i64>, %p: tile<i1>) {
    %t = constant <i32: 3> : tile<4xi32>
    // CHECK: absi %{{.*}} : tile<4xi32>
    %0 = absi %t : tile<4xi32>
    // CHECK: negi %{{.*}} : tile<i8>
    %1 = negi %b : tile<i8>
    // CHECK: andi %{{.*}}, %{{.*}} : tile<i1>
    %2 = andi %p, %p : tile<i1>
    // CHECK: ori %{{.*}}, %{{.*}} : tile<4xi32>
    %3 = ori %t, %t : tile<4xi32>
    // CHECK: xori %{{.*}}, %{{.*}} : tile<i64>
    %4 = xori %l, %l : tile<i64>
    // CHECK: addi %{{.*}}, %{{.*}} : tile<i32>
    %5 = addi %i, %i : tile<i32>
    // CHECK: addi %{{.*}}, %{{.*}} overflow<no_signed_wrap> : tile<i32>
    %6 = addi %i, %i overflow<no_signed_wrap> : tile<i32>
    // CHECK: subi %{{.*}}, %{{.*}} : tile<4xi32>
    %7 = subi %t, %t : tile<4xi32>
    // CHECK: subi %{{.*}}, %{{.*}} overflow<no_unsigned_wrap> : tile<i64>
    %8 = subi %l, %l overflow<no_unsigned_wrap> : tile<i64>
    // CHECK: muli %{{.*}}, %{{.*}} : tile<i8>
    %9 = muli %b, %b : tile<i8>
    // CHECK: muli %{{.*}}, %{{.*}} overflow<no_wrap> : tile<i32>
    %10 = muli %i, %i overflow<no_wrap> : tile<i32>
    // CHECK: muli %{{.*}}, %{{.*}} : tile<i32>
    %11 = muli %i, %i overflow<none> : tile<i32>
    // CHECK: shli %{{.*}}, %{{.*}} : tile<4xi32>
    %12 = shli %t, %t : tile<4xi32>
    // CHECK: shli %{{.*}}, %{{.*}} overflow<no_wrap> : tile<i32>
    %13 = shli %i, %i overflow<no_wrap> : tile<i32>
    // CHECK: shri %{{.*}}, %{{.*}} unsigned : tile<4xi32>
    %14 = shri %t, %t unsigned : tile<4xi32>
    // CHECK: shri %{{.*}}, %{{.*}} signed : tile<i8>
    %15 = shri %b, %b signed : tile<i8>
    // CHECK: maxi %{{.*}}, %{{.*}} signed : tile<i32>
    %16 = maxi %i, %i signed : tile<i32>
    // CHECK: maxi %{{.*}}, %{{.*}} unsigned : tile<i64>
    %17 = maxi %l, %l unsigned : tile<i64>
    // CHECK: mini %{{.*}}, %{{.*}} signed : tile<4xi32>
    %18 = mini %t, %t signed : tile<4xi32>
    // CHECK: mini %{{.*}}, %{{.*}} unsigned : tile<i32>
    %19 = mini %i, %i unsigned : tile<i32>
    // CHECK: remi %{{.*}}, %{{.*}} signed : tile<i32>
    %20 = remi %i, %i signed : tile<i32>
    // CHECK: remi %{{.*}}, %{{.*}} unsigned : tile<4xi32>
    %21 = remi %t, %t unsigned : tile<4xi32>
    // CHECK: mulhii %{{.*}}, %{{.*}} : tile<i64>
    %22 = mulhii %l, %l : tile<i64>
    // CHECK: divi %{{.*}}, %{{.*}} signed : tile<i32>
    %23 = divi %i, %i signed : tile<i32>
    // CHECK: divi %{{.*}}, %{{.*}} unsigned : tile<4xi32>
    %24 = divi %t, %t unsigned : tile<4xi32>
    // CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf> : tile<i32>
    %25 = divi %i, %i signed rounding<negative_inf> : tile<i32>
    // CHECK: divi %{{.*}}, %{{.*}} unsigned rounding<positive_inf> : tile<i64>
    %26 = divi %l, %l unsigned rounding<positive_inf> : tile<i64>
    // The default rounding (zero) is not printed.
    // CHECK: divi %{{.*}}, %{{.*}} signed : tile<i8>
    %27 = divi %b, %b signed rounding<zero> : tile<i8>
    // A generic divi without `rounding` takes the default.
    // CHECK: divi %{{.*}}, %{{.*}} unsigned : tile<i32>
    %28 = "cuda_tile.divi"(%i, %i) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    return
  }

  // CHECK-LABEL: entry @compare_select
  entry @compare_select(%x: tile<f32>, %i: tile<i32>, %h: tile<f16>) {
    %t = constant <f32: 1.0> : tile<4xf32>
    %u = constant <i64: 7> : tile<2x4xi64>
    // CHECK: %[[C0:.*]] = cmpf equal ordered %{{.*}}, %{{.*}} : tile<f32> -> tile<i1>
    %0 = cmpf equal ordered %x, %x : tile<f32> -> tile<i1>
    // CHECK: %[[C1:.*]] = cmpf less_than unordered %{{.*}}, %{{.*}} : tile<4xf32> -> tile<4xi1>
    %1 = cmpf less_than unordered %t, %t : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf not_equal ordered %{{.*}}, %{{.*}} : tile<f16> -> tile<i1>
    %2 = cmpf not_equal ordered %h, %h : tile<f16> -> tile<i1>
    // CHECK: cmpf greater_than_or_equal unordered %{{.*}}, %{{.*}} : tile<f32> -> tile<i1>
    %3 = cmpf greater_than_or_equal unordered %x, %x : tile<f32> -> tile<i1>
    // CHECK: %[[C4:.*]] = cmpi less_than %{{.*}}, %{{.*}}, signed : tile<i32> -> tile<i1>
    %4 = cmpi less_than %i, %i, signed : tile<i32> -> tile<i1>
    // CHECK: %[[C5:.*]] = cmpi greater_than %{{.*}}, %{{.*}}, unsigned : tile<2x4xi64> -> tile<2x4xi1>
    %5 = cmpi greater_than %u, %u, unsigned : tile<2x4xi64> -> tile<2x4xi1>
    // CHECK: cmpi less_than_or_equal %{{.*}}, %{{.*}}, signed : tile<i32> -> tile<i1>
    %6 = cmpi less_than_or_equal %i, %i, signed : tile<i32> -> tile<i1>
    // CHECK: cmpi not_equal %{{.*}}, %{{.*}}, unsigned : tile<i32> -> tile<i1>
    %7 = cmpi not_equal %i, %i, unsigned : tile<i32> -> tile<i1>
    // CHECK: select %[[C0]], %{{.*}}, %{{.*}} : tile<i1>, tile<f32>
    %8 = select %0, %x, %x : tile<i1>, tile<f32>
    // CHECK: select %[[C1]], %{{.*}}, %{{.*}} : tile<4xi1>, tile<4xf32>
    %9 = select %1, %t, %t : tile<4xi1>, tile<4xf32>
    // CHECK: select %[[C5]], %{{.*}}, %{{.*}} : tile<2x4xi1>, tile<2x4xi64>
    %10 = select %5, %u, %u : tile<2x4xi1>, tile<2x4xi64>
    // CHECK: select %[[C4]], %{{.*}}, %{{.*}} : tile<i1>, tile<i32>
    %11 = select %4, %i, %i : tile<i1>, tile<i32>
    return
  }
}

// The generic form names every attribute.
// GENERIC: "cuda_tile.sqrt"(%{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<zero>}>
// GENERIC: "cuda_tile.divf"(%{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<approx>}>
// GENERIC: "cuda_tile.maxf"(%{{.*}}, %{{.*}}) <{flush_to_zero, propagate_nan}>
// GENERIC: "cuda_tile.divi"(%{{.*}}, %{{.*}}) <{rounding = #cuda_tile.rounding<zero>, signedness = #cuda_tile.signedness<signed>}>
// GENERIC: "cuda_tile.divi"(%{{.*}}, %{{.*}}) <{rounding = #cuda_tile.rounding<negative_inf>, signedness = #cuda_tile.signedness<signed>}>
// GENERIC: "cuda_tile.cmpf"(%{{.*}}, %{{.*}}) <{comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<equal>}>
// GENERIC: "cuda_tile.cmpi"(%{{.*}}, %{{.*}}) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}>
