// Verifier diagnostics of atomic_red_view_tko's `inbounds` (13.5): its size must be
// the index count (NVIDIA's message), and an entry set to true needs a 13.5 module
// (all false is the 13.3 behaviour and is accepted earlier).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op inbounds size (2) must match the number of index dimensions (1)}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v inbounds = [true, false] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op the attribute `inbounds` of 'cuda_tile.atomic_red_view_tko' requires cuda_tile 13.5 or newer, but the module's version is 13.4}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v inbounds = [true] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
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
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v inbounds = [false] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
