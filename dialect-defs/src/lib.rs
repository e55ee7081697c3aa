//! Rust face of the tileas dialects.
//!
//! * [`ops`]: typed op builders that `melior::dialect!` generates from the same
//!   ODS files mlir-tblgen turns into C++ (one source of truth per op).
//! * [`nvvm`]: the same for MLIR's NVVM dialect (melior ships no NVVM module).
//! * [`types`], [`attrs`]: safe wrappers over the C API of our types and
//!   attributes, so passes never parse strings.
//! * [`verify`]: the op verifiers; generated C++ `verify()` methods call them
//!   through the hook [`install_verifiers`] sets.

pub mod attrs;
pub mod canonicalize;
pub mod data_attrs;
pub mod debug_info;
pub mod float_kind;
pub mod mma_atoms;
mod nvvm_ods;
pub mod ops;
pub mod rewrite;
pub mod tileaa_types;
pub mod tv_layout;
pub mod types;
pub mod verify;
pub mod walk;

/// The NVVM dialect's generated ops (`nvvm::Barrier0Operation::name()`, ...).
pub use nvvm_ods::nvvm;

use melior::{dialect::DialectRegistry, Context};
use std::sync::Once;

/// Makes generated C++ verifiers, in-place folds and canonicalization-pattern
/// providers call
/// the Rust ones. Idempotent.
pub fn install_verifiers() {
    static ONCE: Once = Once::new();
    // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
    // every pointer argument points into data that outlives the call.
    ONCE.call_once(|| unsafe {
        tileas_sys::tileasInstallVerifyHook(Some(verify::verify_hook));
        tileas_sys::tileasInstallCanonicalizeHook(Some(rewrite::canonicalization_hook));
        tileas_sys::tileasInstallFoldHook(Some(rewrite::fold_hook));
    });
}

/// Inserts every tileas dialect into `registry` (and installs the verifiers).
pub fn register(registry: &DialectRegistry) {
    install_verifiers();
    // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
    // every pointer argument points into data that outlives the call.
    unsafe { tileas_sys::tileasRegisterDialects(registry.to_raw()) };
}

/// Same as [`register`] for the C++ `mlir::DialectRegistry*` handed to
/// dialect plugins.
///
/// # Safety
/// `registry` must point to a live `mlir::DialectRegistry`.
pub unsafe fn register_raw(registry: *mut std::ffi::c_void) {
    install_verifiers();
    tileas_sys::tileasRegisterDialectsRaw(registry);
}

/// A context with all upstream dialects and ours registered and loaded
/// (used by tools and tests that build IR from Rust).
pub fn new_context() -> Context {
    let registry = DialectRegistry::new();
    melior::utility::register_all_dialects(&registry);
    register(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}

/// The upstream dialects the `tileiras` driver's pipelines touch: the input
/// and output of `tileas-O<n>` and of every pass in it (cuda_tile → func/
/// arith/math/cf/scf → llvm/nvvm, `ub` from the scf/arith conversions).
/// `builtin` is always there.
fn lean_dialect_handles() -> [mlir_sys::MlirDialectHandle; 8] {
    use mlir_sys::*;
    // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
    // every pointer argument points into data that outlives the call.
    unsafe {
        [
            mlirGetDialectHandle__func__(),
            mlirGetDialectHandle__arith__(),
            mlirGetDialectHandle__math__(),
            mlirGetDialectHandle__cf__(),
            mlirGetDialectHandle__scf__(),
            mlirGetDialectHandle__ub__(),
            mlirGetDialectHandle__llvm__(),
            mlirGetDialectHandle__nvvm__(),
        ]
    }
}

/// Like [`new_context`], but with only the dialects the `tileiras` driver
/// needs (ours, func, arith, math, cf, scf, ub, llvm, nvvm), loaded.
/// Registering and loading all ~45 upstream dialects and their extensions
/// is most of what a context costs; general tools (`tileas-opt`) keep
/// [`new_context`].
pub fn new_lean_context() -> Context {
    let registry = DialectRegistry::new();
    for handle in lean_dialect_handles() {
        // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
        // every pointer argument points into data that outlives the call.
        unsafe { mlir_sys::mlirDialectHandleInsertDialect(handle, registry.to_raw()) };
    }
    register(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}
