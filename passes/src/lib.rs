//! tileas' pass library.
//!
//! Every pass is a Rust type implementing [`registry::RustPass`];
//! [`register_all`] puts them and the named pipelines (`tileas-O0..O3`, `tileas-cuda-tile-O0..O3`, `tileas-lower-to-llvm`) into MLIR's
//! global registry, so `tileas-opt`, the mlir-opt plugin and any textual
//! `--pass-pipeline` can name them.

pub mod options;
pub mod pipelines;
pub mod registry;
pub use tileas_dialects::walk;

#[path = "CudaTile/Transforms/mod.rs"]
pub mod cuda_tile_transforms;
#[path = "Conversion/mod.rs"]
pub mod conversion;
#[path = "Analysis/mod.rs"]
pub mod analysis;

use std::sync::Once;

/// Registers every tileas pass and named pipeline. Idempotent.
pub fn register_all() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        tileas_dialects::install_verifiers();
        registry::register::<cuda_tile_transforms::simplify_arith::SimplifyArith>();
        registry::register::<cuda_tile_transforms::fuse_fma::FuseFma>();
        registry::register::<cuda_tile_transforms::loop_split::LoopSplit>();
        registry::register::<cuda_tile_transforms::synthesize_debug_info_scopes::SynthesizeDebugInfoScopes>();
        registry::register::<analysis::op_stats::OpStats>();
        registry::register::<conversion::cuda_tile_to_tileaa::ConvertCudaTileToTileAA>();
        registry::register::<conversion::tileaa_to_tileas::ConvertTileAAToTileAS>();
        registry::register::<conversion::tileas_to_llvm::ConvertTileASToLLVM>();
        pipelines::register_pipelines();
    });
}
