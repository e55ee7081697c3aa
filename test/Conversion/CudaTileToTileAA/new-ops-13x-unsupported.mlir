// The 13.3-13.5 ops the dialect reads but tileas does not lower yet: converting
// them to nv_tileaa is an error at the op, and the pass fails.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics -convert-cuda-tile-to-tileaa

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op cannot be converted to nv_tileaa: unsupported operation}}
    %a = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op cannot be converted to nv_tileaa: unsupported operation}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
