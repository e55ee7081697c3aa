//! Transformations on the cuda_tile dialect.

pub mod simplify_arith;
