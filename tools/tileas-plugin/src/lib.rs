//! `libTileasPlugin.so`: loads tileas into any MLIR 22 tool built on
//! `MlirOptMain`, e.g. Debian's `mlir-opt-22`:
//!
//! ```sh
//! mlir-opt-22 --load-dialect-plugin=target/release/libTileasPlugin.so \
//!             --load-pass-plugin=target/release/libTileasPlugin.so \
//!             --pass-pipeline='builtin.module(tileas-O3)' kernel.mlir
//! ```
//!
//! The plugin links the system `libMLIR.so` (through `libTileasCAPI.so` and
//! `libMLIR-C.so`), so the host tool and our Rust passes share one MLIR.

#![allow(non_snake_case)] // the library is libTileasPlugin.so, like the C++ ones

use std::ffi::{c_char, c_void};

/// `MLIR_PLUGIN_API_VERSION` of MLIR 22.
const MLIR_PLUGIN_API_VERSION: u32 = 1;
const NAME: &[u8] = b"tileas\0";
const VERSION: &[u8] = concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes();

/// Mirrors `mlir::DialectPluginLibraryInfo`.
#[repr(C)]
pub struct DialectPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_dialect_registry_callbacks: unsafe extern "C" fn(registry: *mut c_void),
}

/// Mirrors `mlir::PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_registry_callbacks: extern "C" fn(),
}

unsafe extern "C" fn register_dialects(registry: *mut c_void) {
    tileas_dialects::register_raw(registry);
}

extern "C" fn register_passes() {
    tileas_passes::register_all();
}

/// Entry point `--load-dialect-plugin` looks up.
#[no_mangle]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    DialectPluginLibraryInfo {
        api_version: MLIR_PLUGIN_API_VERSION,
        plugin_name: NAME.as_ptr() as *const c_char,
        plugin_version: VERSION.as_ptr() as *const c_char,
        register_dialect_registry_callbacks: register_dialects,
    }
}

/// Entry point `--load-pass-plugin` looks up.
#[no_mangle]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: MLIR_PLUGIN_API_VERSION,
        plugin_name: NAME.as_ptr() as *const c_char,
        plugin_version: VERSION.as_ptr() as *const c_char,
        register_pass_registry_callbacks: register_passes,
    }
}
