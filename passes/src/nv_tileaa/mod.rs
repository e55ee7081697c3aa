//! The `nv_tileaa` dialect's passes (MLIR's `Dialect/NvTileAA/Transforms`).

pub mod transforms;
