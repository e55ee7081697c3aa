// cuda_tile versions: a module names the version it is written against (13.1 when it
// does not); print_tko (13.2) with and without tokens; the `default` hint key (13.3).
// RUN: tileas-opt %s --split-input-file | FileCheck %s
// RUN: tileas-opt %s --split-input-file --mlir-print-op-generic | tileas-opt --split-input-file | FileCheck %s

// CHECK-LABEL: cuda_tile.module @printing version "13.2"
cuda_tile.module @printing version "13.2" {
  entry @k(%x: tile<i32>) {
    %y = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    // CHECK: %[[T0:.*]] = print_tko "hello\0A" -> token
    %t0 = print_tko "hello\n" -> token
    // CHECK: %[[T1:.*]] = print_tko "%d %f\0A", %{{.*}}, %{{.*}} token=%[[T0]] : tile<i32>, tile<4xf32> -> token
    %t1 = print_tko "%d %f\n", %x, %y token=%t0 : tile<i32>, tile<4xf32> -> token
    // CHECK: print_tko "%d", %{{.*}} : tile<i32> -> token
    %t2 = print_tko "%d", %x : tile<i32> -> token
    // CHECK: join_tokens %[[T1]]
    %j = join_tokens %t1, %t2 : token
    return
  }
}

// -----

// CHECK-LABEL: cuda_tile.module @hints version "13.3"
cuda_tile.module @hints version "13.3" {
  // CHECK: optimization_hints=<default = {num_cta_in_cga = 2}, sm_100 = {occupancy = 2}>
  entry @k() optimization_hints=<default = {num_cta_in_cga = 2}, sm_100 = {occupancy = 2}> {
    return
  }
}

// -----

// No version: 13.1, printed without one.
// CHECK-LABEL: cuda_tile.module @plain {
cuda_tile.module @plain {
  entry @k(%x: tile<i32>) {
    // CHECK: print "%d", %{{.*}} : tile<i32>
    print "%d", %x : tile<i32>
    return
  }
}
