// make_tensor_view → make_memref records what divides the view's base
// address (bytes), sizes and strides (elements): `assume div_by` on the
// operand's chain of assumes (lcm of all), or a static value's own value;
// 1 when nothing is known.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// The kernel keeps what divides each argument (its assumes, lcm along the
// chain): nv_tileaa.arg_div_by, for pointers that never reach a view.
// CHECK-LABEL: func.func @facts
// CHECK-SAME: nv_tileaa.arg_div_by = array<i64: 16, 32, 1, 8>
// CHECK: nv_tileaa.make_memref %arg0, sizes[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] {base_div_by = 16 : i64, sizes_div_by = array<i64: 32, 1>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
// CHECK: nv_tileaa.make_memref %arg0, sizes[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] {base_div_by = 16 : i64, sizes_div_by = array<i64: 32, 64>, strides_div_by = array<i64: 128, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x64xi8>
cuda_tile.module @m {
  entry @facts(%p: tile<ptr<i8>>, %m: tile<i32>, %n: tile<i32>, %ld: tile<i32>) {
    %base = assume div_by<16>, %p : tile<ptr<i8>>
    %m0 = assume bounded<0, ?>, %m : tile<i32>
    %m1 = assume div_by<32>, %m0 : tile<i32>
    %ld0 = assume div_by<8>, %ld : tile<i32>
    %a = make_tensor_view %base, shape = [%m1, %n], strides = [%ld0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b = make_tensor_view %base, shape = [%m1, 64], strides = [128, 1] : tile<i32> -> tensor_view<?x64xi8, strides=[128,1]>
    return
  }
}
