// The atomic mode, memory ordering and memory scope of 13.1 are plain i32
// integer attributes: the generic form spells them `0 : i32`. A value that
// is no case of its enum, or an integer of another width, is refused when
// the op's properties are built.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

// The generic form with integers parses; the custom form prints the keywords.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics 2>/dev/null | FileCheck %s
// CHECK-LABEL: func.func @accepted
// CHECK: load_view_tko acquire device %arg0[%arg1]
// CHECK: store_view_tko release sys %{{.*}}, %arg0[%arg1]
// CHECK: atomic_rmw_tko acq_rel device %arg2, umax, %arg3
func.func @accepted(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>, %p: !cuda_tile.tile<ptr<i32>>, %v: !cuda_tile.tile<i32>) {
  %t, %tok = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  %s = "cuda_tile.store_view_tko"(%t, %pv, %i) <{memory_ordering_semantics = 3 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
  %r, %rt = "cuda_tile.atomic_rmw_tko"(%p, %v) <{memory_ordering_semantics = 4 : i32, memory_scope = 1 : i32, mode = 7 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
  return
}

// -----

func.func @ordering_out_of_range(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{invalid properties {memory_ordering_semantics = 5 : i32, operandSegmentSizes = array<i32: 1, 1, 0>} for op cuda_tile.load_view_tko: Invalid attribute `memory_ordering_semantics` in property conversion: 5 : i32}}
  %t, %tok = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 5 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  return
}

// -----

func.func @scope_out_of_range(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{invalid properties {memory_ordering_semantics = 1 : i32, memory_scope = 3 : i32, operandSegmentSizes = array<i32: 1, 1, 0>} for op cuda_tile.load_view_tko: Invalid attribute `memory_scope` in property conversion: 3 : i32}}
  %t, %tok = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 1 : i32, memory_scope = 3 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  return
}

// -----

func.func @mode_wrong_width(%p: !cuda_tile.tile<ptr<i32>>, %v: !cuda_tile.tile<i32>) {
  // expected-error @below {{invalid properties {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>} for op cuda_tile.atomic_rmw_tko: Invalid attribute `mode` in property conversion: 3 : i64}}
  %r, %rt = "cuda_tile.atomic_rmw_tko"(%p, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
  return
}
