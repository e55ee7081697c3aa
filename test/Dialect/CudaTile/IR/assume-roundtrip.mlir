// `assume` with each predicate, in the short form (printed) and the full
// `#cuda_tile.` form (accepted), with optional parts present and absent.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: entry @k(
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %b: tile<i1>) {
    // Result names: `assume`, or `assume_<name>` after a named producer.
    // CHECK: %assume = assume div_by<16>, %{{.*}} : tile<ptr<f32>>
    // GENERIC: "cuda_tile.assume"(%{{.*}}) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %0 = assume div_by<16>, %p : tile<ptr<f32>>
    // CHECK: %assume_0 = assume div_by<4611686018427387904>, %{{.*}} : tile<i32>
    %1 = assume #cuda_tile.div_by<4611686018427387904>, %n : tile<i32>
    // CHECK: %assume_1 = assume bounded<0, ?>, %{{.*}} : tile<i32>
    // GENERIC: predicate = #cuda_tile.bounded<0, ?>
    %2 = assume bounded<0, ?>, %n : tile<i32>
    // CHECK: assume bounded<?, -3>, %{{.*}} : tile<i32>
    %3 = assume bounded<?, -3>, %n : tile<i32>
    // CHECK: assume bounded<?, ?>, %{{.*}} : tile<i32>
    %4 = assume #cuda_tile.bounded<?, ?>, %n : tile<i32>
    // CHECK: assume bounded<-1, 0>, %{{.*}} : tile<i1>
    %5 = assume bounded<-1, 0>, %b : tile<i1>

    // CHECK: %[[C:.*]] = constant <i16: 7> : tile<4x8xi16>
    %c = constant <i16: 7> : tile<4x8xi16>
    // CHECK: %assume_cst_7 = assume div_by<1, every 4 along 1>, %[[C]] : tile<4x8xi16>
    // GENERIC: predicate = #cuda_tile.div_by<1, every 4 along 1>
    %6 = assume div_by<1, every 4 along 1>, %c : tile<4x8xi16>
    // CHECK: assume same_elements<[2, 4]>, %[[C]] : tile<4x8xi16>
    // GENERIC: predicate = #cuda_tile.same_elements<[2, 4]>
    %7 = assume same_elements<[2, 4]>, %c : tile<4x8xi16>
    // CHECK: assume same_elements<[]>, %{{.*}} : tile<i32>
    %8 = assume #cuda_tile.same_elements<[]>, %n : tile<i32>
    // every may be 0 and equal to the dimension size.
    // CHECK: assume div_by<2, every 0 along 0>, %[[C]] : tile<4x8xi16>
    %9 = assume div_by<2, every 0 along 0>, %c : tile<4x8xi16>
    // CHECK: assume div_by<2, every 8 along 1>, %[[C]] : tile<4x8xi16>
    %10 = assume div_by<2, every 8 along 1>, %c : tile<4x8xi16>
    // Discardable attributes.
    // CHECK: assume div_by<8>, %{{.*}} {tileas.note = 1 : i32} : tile<i32>
    %11 = assume div_by<8>, %n {tileas.note = 1 : i32} : tile<i32>

    // On a tensor_view: div_by constrains the base address.
    %tv = make_tensor_view %0, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // CHECK: %assume_tview = assume div_by<32>, %tview : tensor_view<?xf32, strides=[1]>
    %12 = assume div_by<32>, %tv : tensor_view<?xf32, strides=[1]>
    return
  }
}

// The predicates as attributes of their own.
// CHECK-LABEL: func.func @attrs
// CHECK-SAME: a = #cuda_tile.div_by<64>
// CHECK-SAME: b = #cuda_tile.div_by<1, every 4 along 0>
// CHECK-SAME: c = #cuda_tile.same_elements<[1, 4, 2]>
// CHECK-SAME: d = #cuda_tile.bounded<5, ?>
func.func @attrs() attributes {
  a = #cuda_tile.div_by<64>,
  b = #cuda_tile.div_by<1, every 4 along 0>,
  c = #cuda_tile.same_elements<[1, 4, 2]>,
  d = #cuda_tile.bounded<5, ?>} {
  return
}
