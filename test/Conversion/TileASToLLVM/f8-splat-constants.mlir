// Splat constant tiles of 8-bit float types travel as their bits, like every
// f8 value: one i8 constant of the stored byte (1.0 in f8E4M3FN is 0x38, -2.0
// in f8E5M2 0xC0, 2.0 in f8E8M0FNU 0x80).
// RUN: tileas-opt %s -tileas-O3 | FileCheck %s

// CHECK-LABEL: llvm.func @k(
// CHECK-DAG: llvm.mlir.constant(56 : i8) : i8
// CHECK-DAG: llvm.mlir.constant(-64 : i8) : i8
// CHECK-DAG: llvm.mlir.constant(-128 : i8) : i8
module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {
  cuda_tile.module @m version "13.2" {
    entry @k(%p: tile<ptr<f8E4M3FN>>, %q: tile<ptr<f8E5M2>>, %r: tile<ptr<f8E8M0FNU>>) {
      %c0 = constant <i32: 0> : tile<i32>
      %a = constant <f8E4M3FN: 1.0> : tile<128xf8E4M3FN>
      %ta = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
      %pa = make_partition_view %ta : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
      %0 = store_view_tko weak %a, %pa[%c0] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
      %b = constant <f8E5M2: -2.0> : tile<128xf8E5M2>
      %tb = make_tensor_view %q, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
      %pb = make_partition_view %tb : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
      %1 = store_view_tko weak %b, %pb[%c0] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
      %c = constant <f8E8M0FNU: 2.0> : tile<128xf8E8M0FNU>
      %tc = make_tensor_view %r, shape = [128], strides = [1] : tensor_view<128xf8E8M0FNU, strides=[1]>
      %pc = make_partition_view %tc : partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>
      %2 = store_view_tko weak %c, %pc[%c0] : tile<128xf8E8M0FNU>, partition_view<tile=(128), tensor_view<128xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
