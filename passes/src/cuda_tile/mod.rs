//! The `cuda_tile` dialect's passes (MLIR's `Dialect/CudaTile/Transforms`).

pub mod transforms;
