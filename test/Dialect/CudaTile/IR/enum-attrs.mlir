// Every cuda_tile enum attribute with a dialect form, round-tripped. (The
// atomic mode, memory ordering and memory scope have none: 13.1 stores them
// as plain i32 integers, see memory-generic-form.mlir.)
// RUN: tileas-opt %s | tileas-opt | FileCheck %s

// CHECK: a0 = #cuda_tile.rounding<nearest_int_to_zero>
// CHECK-SAME: a1 = #cuda_tile.overflow<no_wrap>
// CHECK-SAME: a2 = #cuda_tile.signedness<unsigned>
// CHECK-SAME: a3 = #cuda_tile.comparison_predicate<greater_than_or_equal>
// CHECK-SAME: a4 = #cuda_tile.comparison_ordering<unordered>
// CHECK-SAME: a8 = #cuda_tile.padding_value<neg_inf>
func.func @f() attributes {
  a0 = #cuda_tile.rounding<nearest_int_to_zero>,
  a1 = #cuda_tile.overflow<no_wrap>,
  a2 = #cuda_tile.signedness<unsigned>,
  a3 = #cuda_tile.comparison_predicate<greater_than_or_equal>,
  a4 = #cuda_tile.comparison_ordering<unordered>,
  a8 = #cuda_tile.padding_value<neg_inf>
} {
  return
}
