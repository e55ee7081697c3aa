// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(fuse-fma))' | FileCheck %s
// The flag nests the module-anchored pass implicitly:
// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --fuse-fma | FileCheck %s

// CHECK-LABEL: entry @mul_add
// CHECK-SAME: (%[[A:[^:]*]]: tile<f32>, %[[B:[^:]*]]: tile<f32>, %[[C:[^:]*]]: tile<f32>)
// CHECK-NEXT: %[[R:.*]] = fma %[[A]], %[[B]], %[[C]] : tile<f32>
// CHECK-NEXT: "test.use"(%[[R]])
cuda_tile.module @m {
  entry @mul_add(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %0 = mulf %a, %b : tile<f32>
    %1 = addf %0, %c : tile<f32>
    "test.use"(%1) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

// The multiply may sit on either side of the add (canonicalization moves it left).
// CHECK-LABEL: entry @add_mul
// CHECK-NEXT: fma %arg0, %arg1, %arg2 rounding<zero> flush_to_zero : tile<f32>
cuda_tile.module @m {
  entry @add_mul(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %0 = mulf %a, %b rounding<zero> flush_to_zero : tile<f32>
    %1 = addf %c, %0 rounding<zero> flush_to_zero : tile<f32>
    "test.use"(%1) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

// subf: fma with the negated subtrahend.
// CHECK-LABEL: entry @mul_sub
// CHECK-NEXT: %[[N:.*]] = negf %arg2 : tile<f16>
// CHECK-NEXT: fma %arg0, %arg1, %[[N]] : tile<f16>
cuda_tile.module @m {
  entry @mul_sub(%a: tile<f16>, %b: tile<f16>, %c: tile<f16>) {
    %0 = mulf %a, %b : tile<f16>
    %1 = subf %0, %c : tile<f16>
    "test.use"(%1) : (!cuda_tile.tile<f16>) -> ()
    return
  }
}

// -----

// Not fused: different rounding, different flush_to_zero, a second use of the
// product, and c - a*b (the product on the right of subf).
// CHECK-LABEL: entry @no_fusion
// CHECK-NOT: fma
// CHECK: return
cuda_tile.module @m {
  entry @no_fusion(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %0 = mulf %a, %b rounding<zero> : tile<f32>
    %1 = addf %0, %c : tile<f32>
    %2 = mulf %a, %b flush_to_zero : tile<f32>
    %3 = addf %2, %c : tile<f32>
    %4 = mulf %a, %b : tile<f32>
    %5 = addf %4, %c : tile<f32>
    %6 = mulf %a, %b : tile<f32>
    %7 = subf %c, %6 : tile<f32>
    "test.use"(%1, %3, %4, %5, %7) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
    return
  }
}
