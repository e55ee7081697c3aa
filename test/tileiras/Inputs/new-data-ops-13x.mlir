// Kernels using the cuda_tile 13.3/13.4 ops that move data or order work
// (pack/unpack, insert, gdc_wait_tko/gdc_launch_dependents_tko,
// memory_fence_alias_tko) and ftoi saturating, for test/tileiras/new-data-ops-13x*.mlir
// and Conversion/CudaTileToTileAA/new-data-ops-13x.mlir.
cuda_tile.module @kernels version "13.4" {
  entry @pack_unpack(%p: tile<ptr<f32>>, %q: tile<ptr<i8>>, %o: tile<ptr<i16>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t0 = load_ptr_tko weak %ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %bytes = pack %x : tile<128xf32> -> tile<512xi8>
    %rq = reshape %q : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bq = broadcast %rq : tile<1xptr<i8>> -> tile<512xptr<i8>>
    %j = iota : tile<512xi32>
    %qs = offset %bq, %j : tile<512xptr<i8>>, tile<512xi32> -> tile<512xptr<i8>>
    %t1 = store_ptr_tko weak %qs, %bytes : tile<512xptr<i8>>, tile<512xi8> -> token
    %h = unpack %bytes : tile<512xi8> -> tile<256xi16>
    %ro = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bo = broadcast %ro : tile<1xptr<i16>> -> tile<256xptr<i16>>
    %k = iota : tile<256xi32>
    %os = offset %bo, %k : tile<256xptr<i16>>, tile<256xi32> -> tile<256xptr<i16>>
    %t2 = store_ptr_tko weak %os, %h : tile<256xptr<i16>>, tile<256xi16> -> token
    return
  }
  entry @insert_k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t0 = load_ptr_tko weak %ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %s = constant <f32: 7.0> : tile<32xf32>
    %y = insert %s, %x[%n] : tile<32xf32>, tile<128xf32>
    %t1 = store_ptr_tko weak %ptrs, %y : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
  entry @gdc_k(%p: tile<ptr<f32>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %w = gdc_wait_tko -> token
    %x, %t0 = load_ptr_tko weak %ptrs token = %w : tile<128xptr<f32>> -> tile<128xf32>, token
    %l = gdc_launch_dependents_tko token = %t0 -> token
    %f = memory_fence_alias_tko %l
    %y = addf %x, %x : tile<128xf32>
    %t1 = store_ptr_tko weak %ptrs, %y token = %f : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
  entry @ftoi_k(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %u: tile<ptr<i8>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t0 = load_ptr_tko weak %ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %s = ftoi %x signed saturating : tile<128xf32> -> tile<128xi32>
    %rq = reshape %q : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bq = broadcast %rq : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %qs = offset %bq, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %t1 = store_ptr_tko weak %qs, %s : tile<128xptr<i32>>, tile<128xi32> -> token
    %v = ftoi %x unsigned saturating : tile<128xf32> -> tile<128xi8>
    %ru = reshape %u : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bu = broadcast %ru : tile<1xptr<i8>> -> tile<128xptr<i8>>
    %us = offset %bu, %i : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
    %t2 = store_ptr_tko weak %us, %v : tile<128xptr<i8>>, tile<128xi8> -> token
    return
  }
}
