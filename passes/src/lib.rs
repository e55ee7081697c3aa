//! tileas' pass library.
//!
//! Every pass is a Rust type implementing [`registry::RustPass`];
//! [`register_all`] puts them and the named pipelines (`tileas-O0..O3`, `tileas-cuda-tile-O0..O3`, `tileas-lower-to-llvm`) into MLIR's
//! global registry, so `tileas-opt`, the mlir-opt plugin and any textual
//! `--pass-pipeline` can name them.

pub mod options;
pub mod pipelines;
pub mod registry;
pub mod remarks;
pub use tileas_dialects::walk;

pub mod analysis;
pub mod conversion;
pub mod cuda_tile;
pub mod nv_tileaa;
pub mod nv_tileas;

use std::sync::Once;

/// Registers only what the `tileiras` driver's pipelines use: the tileas
/// passes and pipelines ([`register_all`]) and the upstream passes named in
/// [`pipelines::LOWER_TO_LLVM_PASSES`] and the cuda_tile clean-ups
/// (`canonicalize`, `cse`), instead of MLIR's ~400 passes
/// (`melior::utility::register_all_passes`, which `tileas-opt` keeps).
pub fn register_driver_passes() {
    static ONCE: Once = Once::new();
    // SAFETY: the registration functions take no arguments; `Once` makes
    // each run exactly once, before any pass manager reads the registry.
    ONCE.call_once(|| unsafe {
        use mlir_sys::*;
        mlirRegisterConversionSCFToControlFlowPass();
        mlirRegisterConversionConvertMathToLLVMPass();
        mlirRegisterConversionArithToLLVMConversionPass();
        mlirRegisterConversionConvertControlFlowToLLVMPass();
        mlirRegisterConversionConvertFuncToLLVMPass();
        mlirRegisterConversionUBToLLVMConversionPass();
        mlirRegisterConversionReconcileUnrealizedCastsPass();
        mlirRegisterTransformsCanonicalizer();
        mlirRegisterTransformsCSE();
    });
    register_all();
}

/// Registers every tileas pass and named pipeline. Idempotent.
pub fn register_all() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        tileas_dialects::install_verifiers();
        registry::register::<cuda_tile::transforms::simplify_arith::SimplifyArith>();
        registry::register::<cuda_tile::transforms::fuse_fma::FuseFma>();
        registry::register::<cuda_tile::transforms::cluster_split::ClusterSplit>();
        registry::register::<cuda_tile::transforms::loop_split::LoopSplit>();
        registry::register::<cuda_tile::transforms::synthesize_debug_info_scopes::SynthesizeDebugInfoScopes>();
        registry::register::<analysis::op_stats::OpStats>();
        registry::register::<conversion::cuda_tile_to_tileaa::ConvertCudaTileToTileAA>();
        registry::register::<nv_tileaa::transforms::strip_mine::StripMineTiles>();
        registry::register::<conversion::tileaa_to_tileas::ConvertTileAAToTileAS>();
        registry::register::<nv_tileas::transforms::assign_layouts::AssignLayouts>();
        registry::register::<nv_tileas::transforms::schedule_loops::ScheduleLoops>();
        registry::register::<nv_tileas::transforms::materialize_schedule::MaterializeSchedule>();
        registry::register::<nv_tileas::transforms::pipeline_loads::PipelineLoads>();
        registry::register::<nv_tileas::transforms::prefetch_loads::PrefetchLoads>();
        registry::register::<conversion::tileas_to_llvm::ConvertTileASToLLVM>();
        pipelines::register_pipelines();
    });
}
