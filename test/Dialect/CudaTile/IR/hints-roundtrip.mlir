// optimization_hints on entry (13.1: `optimization_hints=<...>` after the
// signature) and as an attribute of its own.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK: entry @cga(%{{.*}}: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {
  // GENERIC: optimization_hints = #cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2}>
  entry @cga(%a: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {
    return
  }

  // Every architecture key; entries print in name order.
  // CHECK: entry @all() optimization_hints=<sm_100 = {num_cta_in_cga = 16}, sm_103 = {occupancy = 32}, sm_110 = {occupancy = 1}, sm_120 = {num_cta_in_cga = 2, occupancy = 2}, sm_121 = {}, sm_80 = {num_cta_in_cga = 1}, sm_90 = {num_cta_in_cga = 8}> {
  entry @all() optimization_hints=<sm_80 = {num_cta_in_cga = 1}, sm_90 = {num_cta_in_cga = 8}, sm_100 = {num_cta_in_cga = 16}, sm_103 = {occupancy = 32}, sm_110 = {occupancy = 1}, sm_120 = {num_cta_in_cga = 2, occupancy = 2}, sm_121 = {}> {
    return
  }

  // Empty hints are dropped.
  // CHECK: entry @empty() {
  entry @empty() optimization_hints=<> {
    return
  }

  // With other attributes.
  // CHECK: entry @both() optimization_hints=<sm_90 = {occupancy = 4}> {
  // CHECK-NEXT: return
  // CHECK-NEXT: } {tileas.note = 1 : i32}
  entry @both() optimization_hints=<sm_90 = {occupancy = 4}> attributes {tileas.note = 1 : i32} {
    return
  }

  // CHECK: entry @none() {
  entry @none() {
    return
  }
}

// CHECK-LABEL: func.func @attrs
// CHECK-SAME: a = #cuda_tile.optimization_hints<sm_100 = {allow_tma = true, latency = 10}>
// CHECK-SAME: b = #cuda_tile.optimization_hints<>
// CHECK-SAME: c = #cuda_tile.optimization_hints<sm_120 = {latency = 1}, sm_80 = {occupancy = 3}>
func.func @attrs() attributes {
  a = #cuda_tile.optimization_hints<sm_100 = {latency = 10, allow_tma = true}>,
  b = #cuda_tile.optimization_hints<>,
  c = #cuda_tile.optimization_hints<"sm_80" = {occupancy = 3}, sm_120 = {latency = 1}>} {
  return
}
