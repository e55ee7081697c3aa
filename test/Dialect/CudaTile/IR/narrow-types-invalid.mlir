// cuda_tile 13.3's 4-bit element types: NVIDIA's rules and messages (tile sizes,
// pointer tiles, select, versions, mmaf_scaled block sizes, ftof rounding, the
// packing dimension of f4 view accesses).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m version "13.3" {
  testing$func @k(%x: tile<2xf4E2M1FN>) {
    // expected-error @below {{F4E2M1FN tiles must have an even number of elements}}
    %0 = reshape %x : tile<2xf4E2M1FN> -> tile<1x1xf4E2M1FN>
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%x: tile<2xf4E2M1FN>) {
    // Checked before the dimensions, as 13.3 does.
    // expected-error @below {{F4E2M1FN tiles must have an even number of elements}}
    %0 = reshape %x : tile<2xf4E2M1FN> -> tile<3xf4E2M1FN>
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%x: tile<2xf4E2M1FN>) {
    // expected-error @below {{F4E2M1FN tiles must have an even number of elements}}
    %0 = reshape %x : tile<2xf4E2M1FN> -> tile<f4E2M1FN>
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%x: tile<ptr<f4E2M1FN>>) {
    // expected-error @below {{tiles of ptr<f4E2M1FN> must have rank 0; use an f4 tile view for memory accesses}}
    %0 = reshape %x : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%x: tile<ptr<f32>>) {
    // expected-error @below {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64}}
    %0 = ptr_to_ptr %x : tile<ptr<f32>> -> tile<ptr<i4>>
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%c: !cuda_tile.tile<4xi1>, %a: !cuda_tile.tile<4xf4E2M1FN>, %b: !cuda_tile.tile<4xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.select' op cannot operate on sub-byte type F4E2M1FN}}
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xf4E2M1FN>
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  // expected-error @below {{'cuda_tile.testing$func' op type 'f4E2M1FN' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
  testing$func @k(%x: !cuda_tile.tile<8xf4E2M1FN>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.2" {
  // expected-error @below {{'cuda_tile.testing$func' op type 'i4' requires cuda_tile 13.3 or newer, but the module's version is 13.2}}
  testing$func @k(%x: !cuda_tile.tile<8xi4>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%x: !cuda_tile.tile<8xi4>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<8xi4>'}}
    %0 = addi %x, %x : tile<8xi4>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf4E2M1FN>, %b: !cuda_tile.tile<64x8xf4E2M1FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x2xf8E4M3FN>,
                  %sb: !cuda_tile.tile<2x8xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of lhs_scale and rhs_scale to be 16, but got 32}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x2xf8E4M3FN>, tile<2x8xf8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x64xf4E2M1FN>, %b: !cuda_tile.tile<64x8xf4E2M1FN>,
                  %acc: !cuda_tile.tile<16x8xf32>, %sa: !cuda_tile.tile<16x1xf8E8M0FNU>,
                  %sb: !cuda_tile.tile<1x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with f8E8M0FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got 64}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x1xf8E8M0FNU>, tile<1x8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%a: !cuda_tile.tile<16x8xf4E2M1FN>, %b: !cuda_tile.tile<8x16xf4E2M1FN>,
                  %acc: !cuda_tile.tile<16x16xf32>) {
    // 4-bit operands go to mmaf_scaled only (NVIDIA's 13.5 too).
    // expected-error @below {{'cuda_tile.mmaf' op operand #0 must be mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<16x8xf4E2M1FN>'}}
    %0 = mmaf %a, %b, %acc : tile<16x8xf4E2M1FN>, tile<8x16xf4E2M1FN>, tile<16x16xf32>
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  testing$func @k(%x: !cuda_tile.tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to low-precision type. Only 'nearest_even' is supported}}
    %0 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf4E2M1FN>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k() {
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'i4'}}
    %0 = constant <i4: 1> : tile<2xi4>
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  // expected-error @below {{'cuda_tile.testing$func' op type 'fnv8E5M3FNU' requires cuda_tile 13.4 or newer, but the module's version is 13.3}}
  testing$func @k(%x: tile<8xfnv8E5M3FNU>) {
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  testing$func @k() {
    // expected-error @below {{literals of fnv8E5M3FNU are not supported by tileas}}
    %0 = constant <fnv8E5M3FNU: 1.0> : tile<2xfnv8E5M3FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  testing$func @k(%a: tile<16x64xf8E4M3FN>, %b: tile<64x8xf8E4M3FN>, %acc: tile<16x8xf32>,
                  %sa: tile<16x2xfnv8E5M3FNU>, %sb: tile<2x8xfnv8E5M3FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op unsupported combination of element types. Scale type 'fnv8E5M3FNU' expects lhs and rhs element types to be 'f4E2M1FN', but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xfnv8E5M3FNU>, tile<2x8xfnv8E5M3FNU>
    return
  }
}

// -----

cuda_tile.module @m version "13.4" {
  testing$func @k(%a: tile<16x64xf4E2M1FN>, %b: tile<64x8xf4E2M1FN>, %acc: tile<16x8xf32>,
                  %sa: tile<16x1xfnv8E5M3FNU>, %sb: tile<1x8xfnv8E5M3FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with fnv8E5M3FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got 64}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x8xfnv8E5M3FNU>
    return
  }
}

// -----

// f4E2M1FN memory packs along the one static unit stride: an access through
// a view of a tensor_view with none (a dynamic or non-unit stride) or two of
// them has no packing dimension.
cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f4E2M1FN>>, %n: tile<i64>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [1, 1] : tile<i64> -> tensor_view<?x64xf4E2M1FN, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x32), tensor_view<?x64xf4E2M1FN, strides=[1,1]>>
    // expected-error @below {{'cuda_tile.load_view_tko' op an f4 view access requires exactly one statically encoded unit stride to identify the packing dimension; got 2 in '!cuda_tile.tensor_view<?x64xf4E2M1FN, strides=[1,1]>'}}
    %t, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(8x32), tensor_view<?x64xf4E2M1FN, strides=[1,1]>>, tile<i32> -> tile<8x32xf4E2M1FN>, token
    return
  }
}

// -----

cuda_tile.module @m version "13.3" {
  testing$func @k(%p: tile<ptr<f4E2M1FN>>, %n: tile<i64>, %t: tile<8x32xf4E2M1FN>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, %n] : tile<i64> -> tensor_view<?x64xf4E2M1FN, strides=[64,?]>
    %sv = make_strided_view %tv : strided_view<tile=(8x32), traversal_strides=[8,32], tensor_view<?x64xf4E2M1FN, strides=[64,?]>>
    // expected-error @below {{'cuda_tile.store_view_tko' op an f4 view access requires exactly one statically encoded unit stride to identify the packing dimension; got 0 in '!cuda_tile.tensor_view<?x64xf4E2M1FN, strides=[64,?]>'}}
    %tok = store_view_tko weak %t, %sv[%c0, %c0] : tile<8x32xf4E2M1FN>, strided_view<tile=(8x32), traversal_strides=[8,32], tensor_view<?x64xf4E2M1FN, strides=[64,?]>>, tile<i32> -> token
    return
  }
}

// -----

// A gather/scatter view indexes whole rows of the packing dimension, never
// half bytes along it.
cuda_tile.module @m version "13.3" {
  testing$func @k(%p: tile<ptr<f4E2M1FN>>, %n: tile<i64>, %cols: tile<32xi32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i64> -> tensor_view<?x64xf4E2M1FN, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), tensor_view<?x64xf4E2M1FN, strides=[64,1]>, sparse_dim=1>
    // expected-error @below {{'cuda_tile.load_view_tko' op an f4 gather/scatter view cannot use packing dimension 1 as its sparse dimension}}
    %t, %tok = load_view_tko weak %gv[%c0, %cols] : gather_scatter_view<tile=(8x32), tensor_view<?x64xf4E2M1FN, strides=[64,1]>, sparse_dim=1>, tile<i32>, tile<32xi32> -> tile<8x32xf4E2M1FN>, token
    return
  }
}
