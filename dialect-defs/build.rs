//! Points `melior::dialect!` at this directory's `.td` files (the proc macro
//! reads the include path from `TILEAS_DIALECT_DEFS` at expansion time) and
//! re-expands it whenever an ODS file changes.

fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    println!("cargo:rustc-env=TILEAS_DIALECT_DEFS={dir}");
    for dir in ["CudaTile", "NvTileAA", "NvTileAS"] {
        println!("cargo:rerun-if-changed={dir}");
    }
}
