//! Conversions along the lowering path (docs/design/lowering-ir.md):
//! cuda_tile → nv_tileaa → nv_tileas → llvm/nvvm.

pub mod builder;
#[path = "CudaTileToTileAA/mod.rs"]
pub mod cuda_tile_to_tileaa;
#[path = "TileAAToTileAS/mod.rs"]
pub mod tileaa_to_tileas;
#[path = "TileASToLLVM/mod.rs"]
pub mod tileas_to_llvm;
