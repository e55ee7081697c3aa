//! Typed op builders generated from `dialect-defs/*/*.td` by `melior::dialect!`.
//!
//! For example `ops::cuda_tile::constant(ctx, result_type, value, loc)` builds a
//! `cuda_tile.constant`; the argument list follows the op's ODS definition.

melior::dialect! {
    name: "cuda_tile",
    files: ["CudaTile/CudaTile.td"],
    include_directory_env_vars: ["TILEAS_DIALECT_DEFS"],
}

melior::dialect! {
    name: "nv_tileaa",
    files: ["NvTileAA/NvTileAA.td"],
    include_directory_env_vars: ["TILEAS_DIALECT_DEFS"],
}

melior::dialect! {
    name: "nv_tileas",
    files: ["NvTileAS/NvTileAS.td"],
    include_directory_env_vars: ["TILEAS_DIALECT_DEFS"],
}
