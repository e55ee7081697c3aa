// Verifier diagnostics of the ops and fields in new-ops-13x-b-roundtrip.mlir (13.3):
// each newer than the module's version; alloca's alignment (a power of two, at least
// one element), count and result; atomic_red_view_tko's view, value, mode, ordering,
// scope and index count, with NVIDIA's messages.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.2" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op 'cuda_tile.alloca' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %a = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  // expected-error @below {{'cuda_tile.global' op the symbol visibility `private` of 'cuda_tile.global' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
  global private @g <i32: [1]> : tile<1xi32>
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op 'alignment' must be power of two}}
    %a = alloca num_elem = 64, alignment = 24 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op 'alignment' must be power of two}}
    %a = alloca num_elem = 64, alignment = 0 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op 'alignment' (2) must be at least the natural size (4 bytes) for element type 'f32'}}
    %a = alloca num_elem = 64, alignment = 2 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op attribute 'num_elem' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %a = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op result #0 must be 0D tile of Pointer type values, but got '!cuda_tile.tile<4xptr<f32>>'}}
    %a = alloca num_elem = 64, alignment = 4 : tile<4xptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op 'cuda_tile.atomic_red_view_tko' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), padding_value = zero, tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op views with padding_value are not supported for atomic reductions}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<16xf32>, partition_view<tile=(16), padding_value = zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f16: 1.0> : tile<16xf16>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op view element type ('f32') must match value element type ('f16')}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<16xf16>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<32xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op view tile shape 16 must match value shape 32 for element-wise atomic operations}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<32xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <i32: 1> : tile<16xi32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op atomic_red_view_tko op cannot use xchg operation}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], xchg, %v : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <i32: 1> : tile<16xi32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op 'addf' works only with floats f16, bf16, f32, and f64}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
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
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op 'max' works only with integers i32 and i64}}
    %t = atomic_red_view_tko relaxed device %pv[%c0], max, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
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
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op only 'relaxed' memory ordering is supported for view-based atomic reductions}}
    %t = atomic_red_view_tko acquire device %pv[%c0], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
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
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' for TMA compatibility}}
    %t = atomic_red_view_tko relaxed sys %pv[%c0], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
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
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op expected 1 index operand(s) for view with tile rank 1, got 2}}
    %t = atomic_red_view_tko relaxed device %pv[%c0, %c0], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
