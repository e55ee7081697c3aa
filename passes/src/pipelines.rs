//! Named pipelines `tileas-O0` … `tileas-O3`.
//!
//! Each is a textual pipeline nested under the top-level `builtin.module`, so
//! `tileas-opt -tileas-O3` and `--pass-pipeline='builtin.module(tileas-O3)'`
//! run the same passes. Later issues grow them towards tileiras' per-level
//! pipelines (notes D); today they hold the cuda_tile clean-ups that exist.

/// (argument, description, pipeline text)
pub const PIPELINES: [(&str, &str, &str); 4] = [
    ("tileas-O0", "tileas -O0: no optimisation (verification only)", ""),
    ("tileas-O1", "tileas -O1: canonicalisation", "canonicalize"),
    (
        "tileas-O2",
        "tileas -O2: cuda_tile arithmetic simplification, canonicalisation, CSE",
        "cuda_tile.module(cuda-tile-simplify-arith),canonicalize,cse",
    ),
    (
        "tileas-O3",
        "tileas -O3: the -O2 pipeline (nothing -O3-specific exists yet)",
        "cuda_tile.module(cuda-tile-simplify-arith),canonicalize,cse",
    ),
];

pub(crate) fn register_pipelines() {
    for (argument, description, pipeline) in PIPELINES {
        unsafe {
            tileas_sys::tileasRegisterPassPipeline(
                tileas_sys::string_ref(argument),
                tileas_sys::string_ref(description),
                tileas_sys::string_ref(pipeline),
            )
        };
    }
}
