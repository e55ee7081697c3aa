//! The `nv_tileas` dialect's passes (MLIR's `Dialect/NvTileAS/Transforms`).

pub mod mma;
pub mod tma;
pub mod transforms;
