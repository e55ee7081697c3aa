// Diagnostics of convert-cuda-tile-to-tileaa: the op that cannot be converted
// is reported and the pass fails.
// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -convert-cuda-tile-to-tileaa

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'test.op' op cannot be converted to nv_tileaa: not a cuda_tile op}}
    "test.op"(%a) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'test.decl' op cannot be converted to nv_tileaa: only 'cuda_tile.entry' and 'cuda_tile.global' may appear in a cuda_tile.module}}
  "test.decl"() : () -> ()
}

// -----

// The first error stops the kernel; nothing of it is left behind.
cuda_tile.module @m {
  entry @ok() {
    return
  }
  entry @bad(%a: tile<i32>) {
    %b = addi %a, %a : tile<i32>
    // expected-error @below {{'test.op' op cannot be converted to nv_tileaa: not a cuda_tile op}}
    "test.op"(%b) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}
// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %i in (%zero to %n, step %one) : tile<i32> {
      // expected-error @below {{'test.op' op cannot be converted to nv_tileaa: not a cuda_tile op}}
      "test.op"(%i) : (!cuda_tile.tile<i32>) -> ()
      continue
    }
    return
  }
}

// -----

func.func private @k()
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op cannot be converted to nv_tileaa: the top-level module already defines a symbol named 'k'}}
  entry @k() {
    return
  }
}

// -----

// Tensor views of 4-bit elements (cuda_tile 13.3) pack along a dimension of
// static unit stride, with an even number of elements there.
cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>, %s: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op cannot be converted: a tensor view of 4-bit elements needs a dimension of static unit stride}}
    %v = make_tensor_view %p, shape = [64], strides = [%s] : tile<i32> -> tensor_view<64xf4E2M1FN, strides=[?]>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op cannot be converted: a 4-bit tensor view packs an odd number of elements}}
    %v = make_tensor_view %p, shape = [4, 64], strides = [33, 1] : tensor_view<4x64xf4E2M1FN, strides=[33,1]>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    %v = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    // expected-error @below {{'cuda_tile.make_partition_view' op cannot be converted: a 4-bit view pads with zero only}}
    %pv = make_partition_view %v : partition_view<tile=(16), padding_value = nan, tensor_view<64xf4E2M1FN, strides=[1]>>
    return
  }
}

// -----

// 13.4's fnv8E5M3FNU: no target lowers it.
cuda_tile.module @m version "13.4" {
  // expected-error @below {{'cuda_tile.entry' op unsupported type 'fnv8E5M3FNU': no target supports it}}
  entry @k(%p: tile<ptr<fnv8E5M3FNU>>) {
    return
  }
}

// -----

// A partition of a 4-bit view counts bytes along the packed dimension: its
// tile has an even extent there.
cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf4E2M1FN, strides=[64,1]>
    // expected-error @below {{'cuda_tile.make_partition_view' op cannot be converted: a tile of a 4-bit view (and its traversal stride) must be even along the unit-stride dimension}}
    %pv = make_partition_view %v : partition_view<tile=(2x1), tensor_view<64x64xf4E2M1FN, strides=[64,1]>>
    return
  }
}

// -----

// A strided view of a 4-bit view steps whole bytes.
cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf4E2M1FN, strides=[64,1]>
    // expected-error @below {{'cuda_tile.make_strided_view' op cannot be converted: a tile of a 4-bit view (and its traversal stride) must be even along the unit-stride dimension}}
    %sv = make_strided_view %v : strided_view<tile=(2x2), traversal_strides=[2,3], tensor_view<64x64xf4E2M1FN, strides=[64,1]>>
    return
  }
}

// -----

// A gather/scatter view of 4-bit elements moves whole bytes: its tile is even
// along the unit-stride dimension, and it pads with zero only.

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf4E2M1FN, strides=[64,1]>
    // expected-error @below {{'cuda_tile.make_gather_scatter_view' op cannot be converted: a tile of a 4-bit gather/scatter view must be even along the unit-stride dimension}}
    %gv = make_gather_scatter_view %v : gather_scatter_view<tile=(4x1), tensor_view<64x64xf4E2M1FN, strides=[64,1]>, sparse_dim=0>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf4E2M1FN, strides=[64,1]>
    // expected-error @below {{'cuda_tile.make_gather_scatter_view' op cannot be converted: a 4-bit view pads with zero only}}
    %gv = make_gather_scatter_view %v : gather_scatter_view<tile=(4x2), padding_value = neg_zero, tensor_view<64x64xf4E2M1FN, strides=[64,1]>, sparse_dim=0>
    return
  }
}
