//! Named pipelines.
//!
//! * `tileas-cuda-tile-O0` … `tileas-cuda-tile-O3`: the cuda_tile clean-ups of
//!   each level (cuda_tile in, cuda_tile out);
//! * `tileas-lower-to-llvm`: cuda_tile → nv_tileaa → nv_tileas → LLVM dialect
//!   (the three tileas conversions of docs/design/lowering-ir.md, then the
//!   upstream conversions that finish the scalar arith/cf/func code, then
//!   `canonicalize`/`cse` on the LLVM dialect);
//! * `tileas-lower-to-llvm-pipelined`: the same with `tileas-pipeline-loads`
//!   after `tileas-assign-layouts` (loops' tile loads software-pipelined
//!   through shared-memory ring buffers, cp.async or TMA);
//! * `tileas-O0` … `tileas-O3`: `tileas-cuda-tile-O<n>` followed by
//!   `tileas-lower-to-llvm` (the serial schedule) at -O0 and by
//!   `tileas-lower-to-llvm-pipelined` at -O1..-O3, i.e. cuda_tile in, LLVM
//!   dialect out — what the `tileiras` driver runs before codegen.
//!
//! Each is a textual pipeline nested under the top-level `builtin.module`, so
//! `tileas-opt -tileas-O3` and `--pass-pipeline='builtin.module(tileas-O3)'`
//! run the same passes, and `--pass-pipeline` can run any prefix of the
//! lowering (e.g. `builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa)`).
//! The composite pipelines refer to their parts by name; MLIR expands them
//! when the pipeline is built (`--dump-pass-pipeline` shows the expansion).

/// The cuda_tile clean-ups, per level: (argument, description, pipeline text).
pub const CUDA_TILE_PIPELINES: [(&str, &str, &str); 4] = [
    ("tileas-cuda-tile-O0", "tileas cuda_tile clean-ups at -O0: none (verification only)", ""),
    ("tileas-cuda-tile-O1", "tileas cuda_tile clean-ups at -O1: canonicalisation", "canonicalize"),
    (
        "tileas-cuda-tile-O2",
        "tileas cuda_tile clean-ups at -O2: cuda_tile arithmetic simplification, canonicalisation, CSE",
        "cuda_tile.module(cuda-tile-simplify-arith),canonicalize,cse",
    ),
    (
        "tileas-cuda-tile-O3",
        "tileas cuda_tile clean-ups at -O3: those of -O2 (nothing -O3-specific exists yet)",
        "cuda_tile.module(cuda-tile-simplify-arith),canonicalize,cse",
    ),
];

/// The passes of `tileas-lower-to-llvm`, in order.
pub const LOWER_TO_LLVM_PASSES: [&str; 14] = [
    // tileas (passes/src/conversion, docs/design/lowering-ir.md)
    "convert-cuda-tile-to-tileaa",
    "func.func(tileaa-strip-mine-tiles)",
    "convert-tileaa-to-tileas",
    "func.func(tileas-assign-layouts)",
    "convert-tileas-to-llvm",
    // upstream: finish the scalar arith/math/cf/scf/func code. Without
    // rollback the conversion edits in place: with it, every scf.if splits
    // its block through rewrite records (one per op moved), which is
    // quadratic in a block of many masked accesses (matmul_f16: 256 ifs in a
    // ~7000-op block, 225 of the 600 ms of tileas-O3). Same output.
    "convert-scf-to-cf{allow-pattern-rollback=false}",
    "convert-math-to-llvm",
    "convert-arith-to-llvm",
    "convert-cf-to-llvm",
    "convert-func-to-llvm",
    "convert-ub-to-llvm",
    "reconcile-unrealized-casts",
    // clean the LLVM dialect before codegen
    "canonicalize",
    "cse",
];

/// Name of the lowering pipeline.
pub const LOWER_TO_LLVM: &str = "tileas-lower-to-llvm";

/// Name of the lowering pipeline with software-pipelined loads.
pub const LOWER_TO_LLVM_PIPELINED: &str = "tileas-lower-to-llvm-pipelined";

/// The pass `LOWER_TO_LLVM_PIPELINED` adds, and the pass it follows.
/// (`tileas-prefetch-loads` is not added: it made the one corpus kernel it
/// changes slower on an H200, docs/nv_tileas.md.)
const PIPELINE_PASS: &str = "func.func(tileas-pipeline-loads)";
/// The pass `LOWER_TO_LLVM_PIPELINED` starts with: tile blocks split over
/// CTA clusters where the kernel's hint asks for it (its multicast copies
/// come with the pipelined loads).
pub const CLUSTER_PASS: &str = "cuda_tile.module(cuda-tile-cluster-split)";
const PIPELINE_AFTER: &str = "func.func(tileas-assign-layouts)";

/// The passes of `tileas-lower-to-llvm-pipelined`, in order.
pub fn lower_to_llvm_pipelined_passes() -> Vec<&'static str> {
    let mut passes = Vec::with_capacity(LOWER_TO_LLVM_PASSES.len() + 2);
    passes.push(CLUSTER_PASS);
    for p in LOWER_TO_LLVM_PASSES {
        passes.push(p);
        if p == PIPELINE_AFTER {
            passes.push(PIPELINE_PASS);
        }
    }
    passes
}

/// Name of the full pipeline of a level (`tileas-O3`).
pub fn full_pipeline_name(opt_level: u8) -> String {
    format!("tileas-O{opt_level}")
}

/// Name of the cuda_tile clean-ups of a level (`tileas-cuda-tile-O3`).
pub fn cuda_tile_pipeline_name(opt_level: u8) -> String {
    format!("tileas-cuda-tile-O{opt_level}")
}

/// Every named pipeline: (argument, description, pipeline text).
pub fn pipelines() -> Vec<(String, String, String)> {
    let mut all: Vec<(String, String, String)> =
        CUDA_TILE_PIPELINES.iter().map(|(a, d, p)| (a.to_string(), d.to_string(), p.to_string())).collect();
    all.push((
        LOWER_TO_LLVM.to_owned(),
        "tileas: lower cuda_tile to the LLVM dialect (cuda_tile -> nv_tileaa -> nv_tileas -> llvm/nvvm, \
         then the upstream scf/math/arith/cf/func/ub conversions, canonicalize, cse)"
            .to_owned(),
        LOWER_TO_LLVM_PASSES.join(","),
    ));
    all.push((
        LOWER_TO_LLVM_PIPELINED.to_owned(),
        format!("tileas: {LOWER_TO_LLVM} with the tile loads of loops software-pipelined (tileas-pipeline-loads)"),
        lower_to_llvm_pipelined_passes().join(","),
    ));
    for level in 0..=3u8 {
        let lower = if level == 0 { LOWER_TO_LLVM } else { LOWER_TO_LLVM_PIPELINED };
        all.push((
            full_pipeline_name(level),
            format!(
                "tileas -O{level}: the cuda_tile clean-ups of -O{level} ({}), then {lower} \
                 (cuda_tile in, LLVM dialect out)",
                cuda_tile_pipeline_name(level)
            ),
            format!("{},{lower}", cuda_tile_pipeline_name(level)),
        ));
    }
    all
}

pub(crate) fn register_pipelines() {
    for (argument, description, pipeline) in pipelines() {
        // SAFETY: the shim copies the three strings before returning.
        unsafe {
            tileas_sys::tileasRegisterPassPipeline(
                tileas_sys::string_ref(&argument),
                tileas_sys::string_ref(&description),
                tileas_sys::string_ref(&pipeline),
            )
        };
    }
}
