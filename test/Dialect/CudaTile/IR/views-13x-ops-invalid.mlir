// Verifier and parser diagnostics of make_strided_view, make_gather_scatter_view and
// of the ops that access views through them (13.3, NVIDIA's texts), and the version
// gate: the ops and the view types need a 13.3 module.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.2" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.make_strided_view' op 'cuda_tile.make_strided_view' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %sv = make_strided_view %tv : strided_view<tile=(16), traversal_strides=[8], tensor_view<64xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    // expected-error @below {{'cuda_tile.make_gather_scatter_view' op 'cuda_tile.make_gather_scatter_view' requires cuda_tile 13.3 or newer, but the module's version is 13.1}}
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16), traversal_strides=[8], !cuda_tile.tensor_view<64xf32, strides=[1]>>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op the !cuda_tile.strided_view operand requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %t, %tok = load_view_tko weak %sv[%c0] : strided_view<tile=(16), traversal_strides=[8], tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  testing$func @k(%gv: !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, %t: !cuda_tile.tile<8x16xf32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %r = iota : tile<8xi32>
    // expected-error @below {{'cuda_tile.store_view_tko' op the !cuda_tile.gather_scatter_view operand requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
    %tok = store_view_tko weak %t, %gv[%r, %c0] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    // expected-error @below {{expected 'strided_view' type, but got '!cuda_tile.partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>'}}
    %sv = make_strided_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    // expected-error @below {{expected 'gather_scatter_view' type, but got '!cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], tensor_view<64x64xf32, strides=[64,1]>>'}}
    %gv = make_gather_scatter_view %tv : strided_view<tile=(16x16), traversal_strides=[8,8], tensor_view<64x64xf32, strides=[64,1]>>
    return
  }
}

// -----

// The generic form reaches the verifier with a tensor_view other than the embedded one.
cuda_tile.module @m version "13.3" {
  testing$func @k(%tv: !cuda_tile.tensor_view<64xf16, strides=[1]>) {
    // expected-error @below {{'cuda_tile.make_strided_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<64xf16, strides=[1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<64xf32, strides=[1]>')}}
    %sv = "cuda_tile.make_strided_view"(%tv) : (!cuda_tile.tensor_view<64xf16, strides=[1]>) -> !cuda_tile.strided_view<tile=(16), traversal_strides=[8], !cuda_tile.tensor_view<64xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%tv: !cuda_tile.tensor_view<32x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.make_gather_scatter_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<32x64xf32, strides=[64,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>')}}
    %gv = "cuda_tile.make_gather_scatter_view"(%tv) : (!cuda_tile.tensor_view<32x64xf32, strides=[64,1]>) -> !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<16x16xf32>' (based on view type), got '!cuda_tile.tile<16x8xf32>'}}
    %t, %tok = load_view_tko weak %sv[%c0, %c0] : strided_view<tile=(16x16), traversal_strides=[8,8], tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 1}}
    %t, %tok = "cuda_tile.load_view_tko"(%sv, %c0) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>, %t: !cuda_tile.tile<16x16xf32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i64: 1> : tile<i64>
    // expected-error @below {{'cuda_tile.store_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %tok = store_view_tko weak %t, %sv[%c0, %c1] : tile<16x16xf32>, strided_view<tile=(16x16), traversal_strides=[8,8], tensor_view<64x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>) {
    %c0 = constant <i32: 0> : tile<1xi32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<1xi32>'}}
    %t, %tok = load_view_tko weak %sv[%c0, %c0] : strided_view<tile=(16x16), traversal_strides=[8,8], tensor_view<64x64xf32, strides=[64,1]>>, tile<1xi32> -> tile<16x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%pv: !cuda_tile.partition_view<tile=(16x16), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>) {
    %r = iota : tile<16xi32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<16xi32>'}}
    %t, %tok = load_view_tko weak %pv[%r, %c0] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<16xi32>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{expected 2 index types, got 3}}
    %t, %tok = load_view_tko weak %sv[%c0, %c0] : strided_view<tile=(16x16), traversal_strides=[8,8], tensor_view<64x64xf32, strides=[64,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%gv: !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected index at sparse_dim position 0 to be a 1D tensor for GatherScatterView, got rank 0}}
    %t, %tok = load_view_tko weak %gv[%c0, %c0] : gather_scatter_view<tile=(8x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%gv: !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=1>) {
    %c0 = constant <i32: 0> : tile<i32>
    %r = iota : tile<8xi32>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected gather/scatter index size (8) to match tile shape at gather/scatter dimension 1 (16)}}
    %t, %tok = load_view_tko weak %gv[%c0, %r] : gather_scatter_view<tile=(8x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<8x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%gv: !cuda_tile.gather_scatter_view<tile=(8x16x4), !cuda_tile.tensor_view<64x64x4xf32, strides=[256,4,1]>, sparse_dim=0>, %t: !cuda_tile.tile<8x16x4xf32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %r = iota : tile<8xi32>
    %v = iota : tile<4xi32>
    // expected-error @below {{'cuda_tile.store_view_tko' op expected index 2 to be a scalar tile for GatherScatterView}}
    %tok = store_view_tko weak %t, %gv[%r, %c0, %v] : tile<8x16x4xf32>, gather_scatter_view<tile=(8x16x4), tensor_view<64x64x4xf32, strides=[256,4,1]>, sparse_dim=0>, tile<8xi32>, tile<i32>, tile<4xi32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%gv: !cuda_tile.gather_scatter_view<tile=(8x16x4), !cuda_tile.tensor_view<64x64x4xf32, strides=[256,4,1]>, sparse_dim=0>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i16: 0> : tile<i16>
    %r = iota : tile<8xi64>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected scalar index 2 to have the same type as other scalar indices ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i16>'}}
    %t, %tok = load_view_tko weak %gv[%r, %c0, %c1] : gather_scatter_view<tile=(8x16x4), tensor_view<64x64x4xf32, strides=[256,4,1]>, sparse_dim=0>, tile<8xi64>, tile<i32>, tile<i16> -> tile<8x16x4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%gv: !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, %v: !cuda_tile.tile<8x16xf32>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op gather_scatter_view is not supported; use partition_view instead}}
    %tok = atomic_red_view_tko relaxed device %gv[%c0, %c0], addf, %v : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%sv: !cuda_tile.strided_view<tile=(16), traversal_strides=[8], padding_value = zero, !cuda_tile.tensor_view<64xf32, strides=[1]>>, %v: !cuda_tile.tile<16xf32>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op views with padding_value are not supported for atomic reductions}}
    %tok = atomic_red_view_tko relaxed device %sv[%c0], addf, %v : tile<16xf32>, strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
