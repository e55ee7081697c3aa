// A small cuda_tile kernel in the 13.1 textual syntax, written with the ops
// tileas implements so far (module, entry, return, constant, addf, addi, mulf).
// The cuda_tile clean-ups of -O3 (tileas-O3 would also lower it to LLVM):
//   target/release/tileas-opt -tileas-cuda-tile-O3 examples/cuda_tile/scale_shift.mlir
cuda_tile.module @kernels {
  entry @scale_shift(%x: tile<f32>, %row: tile<i32>) {
    // Identities the pipeline removes.
    %zero = constant <i32: 0> : tile<i32>
    %r = addi %row, %zero : tile<i32>
    %one = constant <f32: 1.000000e+00> : tile<f32>
    %x1 = mulf %x, %one : tile<f32>
    // Constant arithmetic the pipeline folds.
    %scale = constant <f32: [1.0, 2.0, 4.0, 8.0]> : tile<4xf32>
    %shift = constant <f32: 5.000000e-01> : tile<4xf32>
    %y = mulf %scale, %shift : tile<4xf32>
    %z = addf %y, %shift : tile<4xf32>
    // Kept: rounding<zero> cannot be folded with host arithmetic.
    %w = addf %z, %z rounding<zero> : tile<4xf32>
    return
  }
}
