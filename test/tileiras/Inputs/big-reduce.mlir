// A column reduction of a 8192x8 f32 tile (256 KiB): no chunk of whole
// lines fits the shared scratch, so the lowering rejects it (tileiras test).
cuda_tile.module @kernels {
  entry @big_reduce(%p: tile<ptr<f32>>) {
    %z = constant <f32: 1.0> : tile<8192x8xf32>
    %s = reduce %z dim=0 identities=[0.0 : f32] : tile<8192x8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = addf %a, %b rounding<nearest_even> : tile<f32>
      yield %c : tile<f32>
    }
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %i = iota : tile<8xi32>
    %q = offset %b, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t = store_ptr_tko weak %q, %s : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}
