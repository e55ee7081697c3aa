cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op entry op must not return values}}
  entry @k() -> (tile<i32>) {
    %c = constant <i32: 0> : tile<i32>
  }
}
