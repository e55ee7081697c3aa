// Parser and verifier diagnostics of the view ops and globals (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f64>>) {
    // expected-error @below {{expected either integer or SSA value}}
    make_tensor_view %base, shape = [32, sdfsdffds], strides = [] : tensor_view<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // 13.1 reports this at the token after the type.
    // expected-error @+2 {{expected 'tensor_view' type, but got '!cuda_tile.tile<f32>'}}
    make_tensor_view %base, shape = [], strides = [] : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{expected shape declaration to contain 2 elements due to tensor_view type, but 0 were provided}}
    make_tensor_view %base, shape = [], strides = [32, 1] : tensor_view<32x32xf32, strides=[32, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{expected stride declaration to contain 2 elements due to tensor_view type, but 0 were provided}}
    make_tensor_view %base, shape = [32, 32], strides = [] : tensor_view<32x32xf32, strides=[32, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{input shape dimension 1 does not match tensor_view type (expected 32, got 64)}}
    make_tensor_view %base, shape = [32, 64], strides = [32, 1] : tensor_view<32x32xf32, strides=[32, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{input stride dimension 0 does not match tensor_view type (expected 32, got 64)}}
    make_tensor_view %base, shape = [32, 32], strides = [64, 1] : tensor_view<32x32xf32, strides=[32, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>, %n: tile<i64>) {
    // expected-error @below {{input shape dimension 2 does not match tensor_view type (expected 32, got dynamic)}}
    make_tensor_view %base, shape = [2, %n, %n], strides = [64, 32, 1] : tile<i64> -> tensor_view<2x?x32xf32, strides=[64, 32, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{input shape dimension 1 does not match tensor_view type (expected dynamic, got 32)}}
    make_tensor_view %base, shape = [2, 32, 32], strides = [64, 32, 1] : tensor_view<2x?x32xf32, strides=[64, 32, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>, %n: tile<i64>) {
    // expected-error @below {{input stride dimension 1 does not match tensor_view type (expected dynamic, got 32)}}
    make_tensor_view %base, shape = [2, %n, 32], strides = [64, 32, 1] : tile<i64> -> tensor_view<2x?x32xf32, strides=[64, ?, 1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected pointer to 'f64' to build tensor_view of this type, got 'f32'}}
    "cuda_tile.make_tensor_view"(%base) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>, %n: tile<i64>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 0 dynamic shape operands, got 1}}
    "cuda_tile.make_tensor_view"(%base, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<32xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 1 dynamic stride operands, got 0}}
    "cuda_tile.make_tensor_view"(%base) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<32xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>, %a: tile<i64>, %b: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected dynamic shape index 1 to be of the same type as the other dynamic values ('!cuda_tile.tile<i64>'), got '!cuda_tile.tile<i32>'}}
    "cuda_tile.make_tensor_view"(%base, %a, %b) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[4,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>, %a: tile<i64>, %b: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected dynamic stride index 0 to be of the same type as the other dynamic values ('!cuda_tile.tile<i64>'), got '!cuda_tile.tile<i32>'}}
    "cuda_tile.make_tensor_view"(%base, %a, %b) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f64>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op operand #1 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<ptr<f64>>'}}
    make_tensor_view %base, shape = [%base], strides = [1] : tile<ptr<f64>> -> tensor_view<?xf64, strides=[1]>
  }
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<4096x2048xf32, strides=[4096,1]>) {
  // expected-error @below {{expected 'partition_view' type, but got '!cuda_tile.tensor_view<4096x2048xf32, strides=[4096,1]>'}}
  cuda_tile.make_partition_view %tv : tensor_view<4096x2048xf32, strides=[4096,1]>
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%tv: !cuda_tile.tensor_view<4096x2048xf32, strides=[4096,1]>) {
  // expected-error @below {{expects different type than prior uses}}
  cuda_tile.make_partition_view %tv : partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>
  return
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<4096x2048xf32, strides=[4096,1]>) {
  // expected-error @below {{'cuda_tile.make_partition_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<4096x2048xf32, strides=[4096,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<4096x4096xf32, strides=[4096,1]>')}}
  "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<4096x2048xf32, strides=[4096,1]>) -> !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>
  return
}

// -----

func.func @f(%t: !cuda_tile.tile<4xf32>) {
  // expected-error @below {{expected tensor_view, got '!cuda_tile.tile<4xf32>'}}
  cuda_tile.get_tensor_shape %t : tile<4xf32> -> tile<i32>
  return
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) {
  // expected-error @below {{'cuda_tile.get_tensor_shape' op expected 2 results due to tensor rank, but got 1}}
  "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.tile<i32>
  return
}

// -----

func.func @f(%tv: !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) {
  // expected-error @below {{expected tile view, got '!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>'}}
  cuda_tile.get_index_space_shape %tv : tensor_view<?x?xf32, strides=[?,1]> -> tile<i32>
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(2x2), tensor_view<?x?xf32, strides=[?,1]>>) {
  // expected-error @below {{'cuda_tile.get_index_space_shape' op expected 2 results due to view index space rank, but got 3}}
  "cuda_tile.get_index_space_shape"(%pv) : (!cuda_tile.partition_view<tile=(2x2), tensor_view<?x?xf32, strides=[?,1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<1024x1024xf32>' (based on view type), got '!cuda_tile.tile<8xf32>'}}
  cuda_tile.load_view_tko weak %pv[%i, %i] : partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, tile<i32> -> tile<8xf32>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 1}}
  "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<1024x1024xf32>, !cuda_tile.token)
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(128), tensor_view<1024xi8, strides=[1]>>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op expected 1 index operands (based on view type), got 0}}
  cuda_tile.load_view_tko weak %pv[] : partition_view<tile=(128), tensor_view<1024xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, %a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i64>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
  "cuda_tile.load_view_tko"(%pv, %a, %b) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> (!cuda_tile.tile<1024x1024xf32>, !cuda_tile.token)
  return
}

// -----

func.func @f(%t: !cuda_tile.tile<32xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op operand #0 must be TileView instance, but got '!cuda_tile.tile<32xf32>'}}
  %x, %tok = cuda_tile.load_view_tko weak %t[%i] : tile<32xf32>, tile<i32> -> tile<8xf32>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
  cuda_tile.load_view_tko release device %pv[%i] : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op memory scope is required for acquire load}}
  cuda_tile.load_view_tko acquire %pv[%i] : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op weak load must not have memory scope}}
  "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 0 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{operation specifies weak memory ordering semantics, but then provides "device" scope, expected no memory scope.}}
  cuda_tile.load_view_tko weak device %pv[%i] : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op num_cta_in_cga is not allowed for current Operation}}
  // expected-error @below {{'cuda_tile.load_view_tko' op Optimization hints verification failed}}
  cuda_tile.load_view_tko weak %pv[%i] optimization_hints = <sm_100 = {num_cta_in_cga = 2}> : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, %t: !cuda_tile.tile<1024x1024xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op expected 2 index operands (based on view type), got 1}}
  "cuda_tile.store_view_tko"(%t, %pv, %i) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<1024x1024xf32>, !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %t: !cuda_tile.tile<8xf16>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op expected tile type to be '!cuda_tile.tile<8xf32>' (based on view type), got '!cuda_tile.tile<8xf16>'}}
  cuda_tile.store_view_tko weak %t, %pv[%i] : tile<8xf16>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, %t: !cuda_tile.tile<1024x1024xf32>, %a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i64>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
  "cuda_tile.store_view_tko"(%t, %pv, %a, %b) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<1024x1024xf32>, !cuda_tile.partition_view<tile=(1024x1024), tensor_view<4096x4096xf32, strides=[4096,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.token
  return
}

// -----

func.func @f(%t: !cuda_tile.tile<32xf32>, %v: !cuda_tile.tile<32xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op operand #1 must be TileView instance, but got '!cuda_tile.tile<32xf32>'}}
  %tok = cuda_tile.store_view_tko weak %t, %v[%i] : tile<32xf32>, tile<32xf32>, tile<i32> -> token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %t: !cuda_tile.tile<8xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
  cuda_tile.store_view_tko acquire device %t, %pv[%i] : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %t: !cuda_tile.tile<8xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op memory scope is required for relaxed store}}
  cuda_tile.store_view_tko relaxed %t, %pv[%i] : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %t: !cuda_tile.tile<8xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op weak store must not have memory scope}}
  "cuda_tile.store_view_tko"(%t, %pv, %i) <{memory_ordering_semantics = 0 : i32, memory_scope = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
  return
}

// -----

func.func @f(%pv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %t: !cuda_tile.tile<8xf32>, %i: !cuda_tile.tile<i32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op occupancy is not allowed for current Operation}}
  // expected-error @below {{'cuda_tile.store_view_tko' op Optimization hints verification failed}}
  cuda_tile.store_view_tko weak %t, %pv[%i] optimization_hints = <sm_120 = {occupancy = 2}> : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  return
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op type must have rank 1}}
  global @g <i32: 1> : tile<i32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op type must have rank 1}}
  global @g <i32: [[1, 2]]> : tile<1x2xi32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op 'nope' does not reference a valid global}}
    %p = get_global @nope : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op 'k' does not reference a valid global}}
    %p = get_global @k : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op pointee type of result type '!cuda_tile.ptr<f32>' does not match type 'i32' of the global @g}}
    %p = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op result #0 must be 0D tile of Pointer type values, but got '!cuda_tile.tile<2xptr<i32>>'}}
    %p = get_global @g : tile<2xptr<i32>>
  }
}
