// The ops and op fields of cuda_tile 13.2-13.4 in the custom form (as NVIDIA's 13.5
// tileirdisasm prints them) and in the generic form: atan2, tanh/exp rounding<approx>,
// negi overflow, for unsigned (13.2); pack/unpack, mmaf fast_acc, global constant,
// the module's producer (13.3); fpowi, insert, ftoi saturating, the gdc ops and
// memory_fence_alias_tko (13.4).
// RUN: tileas-opt %s --split-input-file | FileCheck %s
// RUN: tileas-opt %s --split-input-file --mlir-print-op-generic | tileas-opt --split-input-file | FileCheck %s

// CHECK-LABEL: cuda_tile.module @math version "13.4"
cuda_tile.module @math version "13.4" {
  entry @k() {
    %x = constant <f32: 0.0> : tile<4xf32>
    %n = constant <i32: 0> : tile<4xi32>
    %h = constant <f16: 0.0> : tile<4xf16>
    // CHECK: %[[A:.*]] = atan2 %{{.*}}, %{{.*}} : tile<4xf32>
    %a = atan2 %x, %x : tile<4xf32>
    // CHECK: tanh %[[A]] rounding<approx> : tile<4xf32>
    %t = tanh %a rounding<approx> : tile<4xf32>
    // CHECK: tanh %{{.*}} : tile<4xf16>
    %t2 = tanh %h rounding<full> : tile<4xf16>
    // CHECK: exp %{{.*}} rounding<approx> : tile<4xf32>
    %e = exp %t rounding<approx> : tile<4xf32>
    // CHECK: exp %{{.*}} : tile<4xf32>
    %e2 = exp %t : tile<4xf32>
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xi32>
    %p = fpowi %e, %n : tile<4xf32>, tile<4xi32>
    // CHECK: ftoi %{{.*}} signed saturating : tile<4xf32> -> tile<4xi32>
    %i = ftoi %p signed saturating : tile<4xf32> -> tile<4xi32>
    // CHECK: ftoi %{{.*}} unsigned : tile<4xf32> -> tile<4xi32>
    %i2 = ftoi %p unsigned : tile<4xf32> -> tile<4xi32>
    // CHECK: negi %{{.*}} overflow<no_signed_wrap> : tile<4xi32>
    %m = negi %i overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: negi %{{.*}} : tile<4xi32>
    %m2 = negi %i overflow<none> : tile<4xi32>
    return
  }
}

// -----

// CHECK-LABEL: cuda_tile.module @shapes version "13.4"
cuda_tile.module @shapes version "13.4" {
  entry @k(%x: tile<f32>, %i: tile<i32>) {
    %v = constant <f32: 0.0> : tile<8xf32>
    // CHECK: %[[B:.*]] = pack %{{.*}} : tile<8xf32> -> tile<32xi8>
    %b = pack %v : tile<8xf32> -> tile<32xi8>
    // CHECK: %[[U:.*]] = unpack %[[B]] : tile<32xi8> -> tile<16xf16>
    %u = unpack %b : tile<32xi8> -> tile<16xf16>
    %two = extract %v[%i] : tile<8xf32> -> tile<2xf32>
    // CHECK: insert %{{.*}}, %{{.*}}[%{{.*}}] : tile<2xf32>, tile<8xf32>
    %w = insert %two, %v[%i] : tile<2xf32>, tile<8xf32>
    return
  }
}

// -----

// CHECK-LABEL: cuda_tile.module @tokens version "13.4"
cuda_tile.module @tokens version "13.4" {
  entry @k() {
    %t = make_token : token
    // CHECK: %[[L:.*]] = gdc_launch_dependents_tko -> token
    %l = gdc_launch_dependents_tko -> token
    // CHECK: %[[W:.*]] = gdc_wait_tko token = %[[L]] -> token
    %w = gdc_wait_tko token = %l -> token
    // CHECK: memory_fence_alias_tko %[[W]]
    %f = memory_fence_alias_tko %w
    // CHECK: join_tokens
    %j = join_tokens %f, %t : token
    return
  }
}

// -----

// CHECK-LABEL: cuda_tile.module @loops version "13.3" attributes {producer = "tileas lit"}
cuda_tile.module @loops version "13.3" attributes {producer = "tileas lit"} {
  // CHECK: global constant @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  global constant @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  // CHECK: global @plain <i32: 5> : tile<1xi32>
  global @plain <i32: [5]> : tile<1xi32>
  entry @k(%lb: tile<i32>, %ub: tile<i32>) {
    %a = constant <f8E4M3FN: 0.0> : tile<16x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    // CHECK: for unsigned %loopIdx in
    for unsigned %iv in (%lb to %ub, step %lb) : tile<i32> {
    }
    // CHECK: for %loopIdx in
    for %iv in (%lb to %ub, step %lb) : tile<i32> {
    }
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} fast_acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    %d = mmaf %a, %a, %c fast_acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x16xf8E4M3FN>
    %d2 = mmaf %a, %a, %d : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    return
  }
}
