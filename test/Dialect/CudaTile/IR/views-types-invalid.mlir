// Parser and verifier diagnostics of tensor_view and partition_view (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @below {{strides must not be provided for 0-d tiles}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<f32, strides=[]>

// -----

// expected-error @below {{unexpected token after element type in 0-d tensor_view}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<f16,>

// -----

// expected-error @below {{expected 'strides'}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<2xf32>

// -----

// expected-error @below {{expected strictly positive integer, got -5}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<?xf32, strides=[-5]>

// -----

// expected-error @below {{expected strictly positive integer, got 0}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<?xf32, strides=[0]>

// -----

// The spelled-out dynamic marker is not `?`.
// expected-error @below {{expected strictly positive integer, got -9223372036854775808}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<?xf32, strides=[-9223372036854775808]>

// -----

// expected-error @below {{expected either 64-bit integer or question mark}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<?x32xf32, strides=[, 32]>

// -----

// expected-error @below {{expected shape and stride to be of same rank but got shape of rank 1 and stride of rank 2}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<?xf32, strides=[4, 1]>

// -----

// expected-error @below {{dimensions must have strictly positive constant sizes but got [0]}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<0xf32, strides=[1]>

// -----

// expected-error @below {{dimensions must have strictly positive constant sizes but got [?, 0]}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<?x0xf32, strides=[?, 1]>

// -----

// expected-error @below {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<32x32xptr<f32>, strides=[32,1]>

// -----

// expected-error @below {{unknown type: foo}}
%0 = "use_type"() : () -> !cuda_tile.tensor_view<4xfoo, strides=[1]>

// -----

// expected-error @below {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(1024x1024), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[0]>

// -----

// expected-error @below {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(1024x1024), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[2, 1]>

// -----

// expected-error @below {{target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(1024x1024), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[0, 0]>

// -----

// expected-error @below {{target dimension must not be negative, got -1}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(1024x1024), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>, dim_map=[-1, 1]>

// -----

// expected-error @below {{tile shape dimensions must have power of two length but got [5, 1024]}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(5x1024), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{tile dimension 0 exceeds i32 limitations (got 1099511627776, expected strictly positive and less than or equal to 2147483647)}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(1099511627776x1024), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{tile dimension 1 exceeds i32 limitations (got 0, expected strictly positive and less than or equal to 2147483647)}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(2x0), !cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>>

// -----

// expected-error @below {{expected tensor_view rank and tile rank to match, got tensor_view of rank 3 and tiles of rank 2}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(1x1), !cuda_tile.tensor_view<8192x8192x64xf32, strides=[524288,64,1]>>

// -----

// expected-error @below {{0-dimension tile shape is not supported}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(), !cuda_tile.tensor_view<f32>>

// -----

// The tile itself obeys the tile rules.
// expected-error @below {{tile would exceed the maximum of 16777216 elements}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(8192x4096), !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>>

// -----

// expected-error @below {{padding_value nan can only be used with floating point element types, got 'i32'}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(2x2), padding_value = nan, tensor_view<16x16xi32, strides=[16,1]>>

// -----

// expected-error @below {{padding_value neg_zero can only be used with floating point element types, got 'i8'}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(2), padding_value = neg_zero, tensor_view<16xi8, strides=[1]>>

// -----

// expected-error @below {{invalid padding_value attribute specification. Got "one" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(2), padding_value = one, tensor_view<16xf32, strides=[1]>>

// -----

// expected-error @below {{invalid kind of type specified}}
"use_type"() : () -> !cuda_tile.partition_view<tile=(2), tile<16xf32>>
