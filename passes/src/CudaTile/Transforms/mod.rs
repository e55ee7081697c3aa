//! Transformations on the cuda_tile dialect.

pub mod fuse_fma;
pub mod simplify_arith;
pub mod synthesize_debug_info_scopes;
