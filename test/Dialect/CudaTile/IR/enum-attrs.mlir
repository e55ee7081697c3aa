// Every cuda_tile enum attribute in its full form, round-tripped.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s

// CHECK: a0 = #cuda_tile.rounding<nearest_int_to_zero>
// CHECK-SAME: a1 = #cuda_tile.overflow<no_wrap>
// CHECK-SAME: a2 = #cuda_tile.signedness<unsigned>
// CHECK-SAME: a3 = #cuda_tile.comparison_predicate<greater_than_or_equal>
// CHECK-SAME: a4 = #cuda_tile.comparison_ordering<unordered>
// CHECK-SAME: a5 = #cuda_tile.atomic_rmw_mode<umin>
// CHECK-SAME: a6 = #cuda_tile.memory_ordering_semantics<acq_rel>
// CHECK-SAME: a7 = #cuda_tile.memory_scope<tl_blk>
// CHECK-SAME: a8 = #cuda_tile.padding_value<neg_inf>
func.func @f() attributes {
  a0 = #cuda_tile.rounding<nearest_int_to_zero>,
  a1 = #cuda_tile.overflow<no_wrap>,
  a2 = #cuda_tile.signedness<unsigned>,
  a3 = #cuda_tile.comparison_predicate<greater_than_or_equal>,
  a4 = #cuda_tile.comparison_ordering<unordered>,
  a5 = #cuda_tile.atomic_rmw_mode<umin>,
  a6 = #cuda_tile.memory_ordering_semantics<acq_rel>,
  a7 = #cuda_tile.memory_scope<tl_blk>,
  a8 = #cuda_tile.padding_value<neg_inf>
} {
  return
}
