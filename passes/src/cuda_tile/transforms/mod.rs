//! Transformations on the cuda_tile dialect.

pub mod cluster_split;
pub mod fuse_fma;
pub mod loop_split;
pub mod simplify_arith;
pub mod synthesize_debug_info_scopes;
