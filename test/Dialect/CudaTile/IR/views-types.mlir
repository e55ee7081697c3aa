// tensor_view, partition_view and string types in full (`!cuda_tile.`) form,
// with every optional part present and absent; nested types print short.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

// CHECK-LABEL: func.func @types
// CHECK-SAME: !cuda_tile.tensor_view<f32>
// CHECK-SAME: !cuda_tile.tensor_view<?x2xf32, strides=[1,?]>
// CHECK-SAME: !cuda_tile.tensor_view<4096x4096xf16, strides=[4096,1]>
// CHECK-SAME: !cuda_tile.tensor_view<?x?x?xi64, strides=[?,?,1]>
// CHECK-SAME: !cuda_tile.tensor_view<8xf8E4M3FN, strides=[1]>
// CHECK-SAME: !cuda_tile.partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
// CHECK-SAME: !cuda_tile.partition_view<tile=(2x2), padding_value = zero, tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>
// CHECK-SAME: !cuda_tile.partition_view<tile=(1x64x128), padding_value = neg_inf, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
// CHECK-SAME: !cuda_tile.partition_view<tile=(128x32), tensor_view<?x?xi8, strides=[?,1]>>
// CHECK-SAME: !cuda_tile.partition_view<tile=(4), padding_value = nan, tensor_view<?xf64, strides=[1]>>
// CHECK-SAME: !cuda_tile.string
func.func @types(
    %a: !cuda_tile.tensor_view<f32>,
    %b: !cuda_tile.tensor_view<?x2xf32, strides=[1, ?]>,
    %c: !cuda_tile.tensor_view<4096x4096xf16, strides=[4096,1]>,
    %d: !cuda_tile.tensor_view<?x?x?xi64, strides=[?,?,1]>,
    %e: !cuda_tile.tensor_view<8xf8E4M3FN, strides=[1]>,
    %f: !cuda_tile.partition_view<tile=(2), !cuda_tile.tensor_view<16xf32, strides=[1]>>,
    %g: !cuda_tile.partition_view<tile=(2x2), padding_value = zero, tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>,
    %h: !cuda_tile.partition_view<tile=(1x64x128), padding_value = neg_inf, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>,
    // An explicit identity dim_map is not printed.
    %i: !cuda_tile.partition_view<tile=(128x32), tensor_view<?x?xi8, strides=[?,1]>, dim_map=[0, 1]>,
    %j: !cuda_tile.partition_view<tile=(4), padding_value = nan, tensor_view<?xf64, strides=[1]>>,
    %k: !cuda_tile.string) {
  return
}
