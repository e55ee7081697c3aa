// Two kernels and a global, no debug info. Input of test/tileirdisasm/disasm.mlir.
cuda_tile.module @kernels {
  global @counter <i32: 0> : tile<1xi32>
  entry @first() {
    return
  }
  entry @second() {
    return
  }
}
