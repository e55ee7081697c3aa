// Verifier diagnostics of the 13.5 pointer classification and the multimem
// ops, with NVIDIA 13.5's messages: no other memory op takes a multicast
// pointer or view, make_tensor_view keeps its base's ptr_attr, the multimem
// ops want a multicast partition_view, their element types, reductions and
// orderings; a module older than 13.5 (13.4 for none) rejects them.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.load_view_tko' op multicast ptr_attr is not allowed}}
    %x, %t = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.store_view_tko' op multicast ptr_attr is not allowed}}
    %t = store_view_tko weak %v, %pv[%c1, %c1] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op multicast ptr_attr is not allowed}}
    %t = atomic_red_view_tko relaxed device %pv[%c1, %c1], addf, %v : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op multicast pointer is not allowed}}
    %x, %t = load_ptr_tko weak %p : tile<ptr<f32, <multicast>>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %s = constant <f32: 1.0> : tile<f32>
    // expected-error @below {{'cuda_tile.store_ptr_tko' op multicast pointer is not allowed}}
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32, <multicast>>>, tile<f32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %s = constant <f32: 1.0> : tile<f32>
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op multicast pointer is not supported for atomic_rmw}}
    %x, %t = atomic_rmw_tko relaxed device %p, addf, %s : tile<ptr<f32, <multicast>>>, tile<f32> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %s = constant <f32: 1.0> : tile<f32>
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op multicast pointer is not supported for atomic_cas}}
    %x, %t = atomic_cas_tko relaxed device %p, %s, %s : tile<ptr<f32, <multicast>>>, tile<f32> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op tensor_view must preserve ptr_attr from base pointer (#cuda_tile.ptr_attr<multicast>)}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <unicast>>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op ptr_attr mismatch between base pointer (#cuda_tile.ptr_attr<unicast>) and result tensor_view (#cuda_tile.ptr_attr<multicast>)}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op pointer base without ptr_attr cannot produce tensor_view with ptr_attr}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op expected a multicast pointer, but got none}}
    %x, %t = multimem_load_reduce_view_tko relaxed device %pv[%c1] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <unicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.multimem_store_view_tko' op expected a multicast pointer, but got unicast}}
    %t = multimem_store_view_tko relaxed device %pv, %v[%c1] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>, tile<16xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    %sv = make_strided_view %tv : strided_view<tile=(16x64), traversal_strides=[8,64], tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @below {{'cuda_tile.multimem_store_view_tko' op multimem view operations support only partition_view; got '!cuda_tile.strided_view<tile=(16x64), traversal_strides=[8,64], tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>'}}
    %t = multimem_store_view_tko relaxed device %sv, %v[%c1, %c1] : strided_view<tile=(16x64), traversal_strides=[8,64], tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.multimem_store_view_tko' op expected 2 index operands (based on view type), got 1}}
    %t = multimem_store_view_tko relaxed device %pv, %v[%c1] : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    %w = constant <f32: 1.0> : tile<16x32xf32>
    // expected-error @below {{'cuda_tile.multimem_reduce_view_tko' op expected tile type to be '!cuda_tile.tile<16x64xf32>' (based on view type), got '!cuda_tile.tile<16x32xf32>'}}
    %t = multimem_reduce_view_tko relaxed device %pv, %w[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x32xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.multimem_reduce_view_tko' op inbounds size (1) must match the number of index dimensions (2)}}
    %t = multimem_reduce_view_tko relaxed device %pv, %v[%c1, %c1] inbounds = [true] : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<tf32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<tf32, <multicast>>> -> tensor_view<64x128xtf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xtf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op multimem supports only f16, bf16, f32, and f64 floating-point element types}}
    %x, %t = multimem_load_reduce_view_tko relaxed device %pv[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xtf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xtf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<i16, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<i16, <multicast>>> -> tensor_view<64x128xi16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xi16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op multimem requires 32- or 64-bit integer/index element types; got 16 bits}}
    %x, %t = multimem_load_reduce_view_tko relaxed device %pv[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xi16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xi16>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op and/or/xor/umin/umax reductions require integer element types}}
    %x, %t = multimem_load_reduce_view_tko relaxed device %pv[%c1, %c1] attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op min/max supports f16 and bf16 float types only; got 'f32'}}
    %x, %t = multimem_load_reduce_view_tko relaxed device %pv[%c1, %c1] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f16, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f16, <multicast>>> -> tensor_view<64x128xf16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f16: 1.0> : tile<16x64xf16>
    // expected-error @below {{'cuda_tile.multimem_reduce_view_tko' op supports only add for floating-point element types}}
    %t = multimem_reduce_view_tko relaxed device %pv, %v[%c1, %c1] attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(16x64), tensor_view<64x128xf16, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf16>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.multimem_reduce_view_tko' op memory ordering semantics must be one of: relaxed, release}}
    %t = multimem_reduce_view_tko acquire device %pv, %v[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<16x64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
    %x, %t = multimem_load_reduce_view_tko release device %pv[%c1, %c1] : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16x64xf32>
    // expected-error @below {{'cuda_tile.multimem_store_view_tko' op weak store must not have memory scope}}
    %t = "cuda_tile.multimem_store_view_tko"(%pv, %v, %c1, %c1) <{memory_ordering_semantics = 0 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<64x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, !cuda_tile.tile<16x64xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  // expected-error @below {{'cuda_tile.entry' op ptr_attr `multicast` requires cuda_tile 13.5 or newer, but the module's version is 13.4}}
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  // expected-error @below {{'cuda_tile.entry' op ptr_attr `unicast` requires cuda_tile 13.5 or newer, but the module's version is 13.4}}
  entry @k(%p: tile<ptr<f32, <unicast>>>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  // expected-error @below {{'cuda_tile.entry' op ptr_attr `none` requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
  entry @k(%p: tile<ptr<f32, <none>>>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op 'cuda_tile.multimem_load_reduce_view_tko' requires cuda_tile 13.5 or newer, but the module's version is 13.4}}
    %x, %t = multimem_load_reduce_view_tko relaxed device %pv[%c1] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  // expected-error @below {{expected '#cuda_tile.ptr_attr<...>', got #cuda_tile.padding_value<zero>}}
  entry @k(%p: tile<ptr<f32>>, %q: tensor_view<64xf32, strides=[1], #cuda_tile.padding_value<zero>>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.5" {
  // expected-error @below {{expected '#cuda_tile.ptr_attr<...>'}}
  entry @k(%q: tensor_view<64xf32, strides=[1], 7>) {
    return
  }
}
