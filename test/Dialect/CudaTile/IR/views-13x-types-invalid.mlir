// Parser and verifier diagnostics of the 13.3 view types strided_view and
// gather_scatter_view (NVIDIA's texts); views-13x-ops-invalid.mlir has the ops'.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @below {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(1024x1024), traversal_strides=[1024,1], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[0]>

// -----

// expected-error @below {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(1024x1024), traversal_strides=[1024,1], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[2, 1]>

// -----

// expected-error @below {{target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(1024x1024), traversal_strides=[1024,1], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[0, 0]>

// -----

// expected-error @below {{target dimension must not be negative, got -1}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(1024x1024), traversal_strides=[1024,1], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[-1, 1]>

// -----

// expected-error @below {{tile shape dimensions must have power of two length but got [6, 1024]}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(6x1024), traversal_strides=[1024,1], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{tile dimension 1 exceeds i32 limitations (got 4294967296, expected strictly positive and less than or equal to 2147483647)}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(2x4294967296), traversal_strides=[1024,1], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16), traversal_strides=[16], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{0-dimension tile shape is not supported}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(), traversal_strides=[], !cuda_tile.tensor_view<f32>>

// -----

// expected-error @below {{expected 2 traversal strides, got 3}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16x16), traversal_strides=[1,2,3], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{traversal strides must be strictly positive but got [0, 4]}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16x16), traversal_strides=[0,4], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{traversal strides must be strictly positive but got [4, -2]}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16x16), traversal_strides=[4,-2], !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{padding_value pos_inf can only be used with floating point element types, got 'i32'}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16), traversal_strides=[8], padding_value = pos_inf, !cuda_tile.tensor_view<64xi32, strides=[1]>>

// -----

// expected-error @below {{expected 'tensor_view' type, but got '!cuda_tile.tile<16xf32>'}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16), traversal_strides=[8], !cuda_tile.tile<16xf32>>

// -----

// expected-error @below {{invalid padding_value attribute specification. Got "one" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
%0 = "use_type"() : () -> !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], padding_value = one, !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{0-dimension tile shape is not supported}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(), !cuda_tile.tensor_view<f32>, sparse_dim=0>

// -----

// expected-error @below {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 3}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(8x8x8), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, sparse_dim=0>

// -----

// expected-error @below {{tile shape dimensions must have power of two length but got [8, 12]}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(8x12), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, sparse_dim=0>

// -----

// expected-error @below {{gather dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, sparse_dim=2>

// -----

// expected-error @below {{padding_value nan can only be used with floating point element types, got 'i8'}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(8x16), padding_value = nan, !cuda_tile.tensor_view<64x64xi8, strides=[64,1]>, sparse_dim=0>

// -----

// expected-error @below {{expected 'tensor_view' type, but got '!cuda_tile.token'}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(8x16), !cuda_tile.token, sparse_dim=0>

// -----

// expected-error @below {{tile dimension 0 exceeds i32 limitations (got 1099511627776, expected strictly positive and less than or equal to 2147483647)}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(1099511627776x16), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, sparse_dim=0>

// -----

// expected-error @below {{tile would exceed the maximum of 16777216 elements}}
%0 = "use_type"() : () -> !cuda_tile.gather_scatter_view<tile=(4096x4096x2), !cuda_tile.tensor_view<8192x8192x4xf32, strides=[32768,4,1]>, sparse_dim=0>
