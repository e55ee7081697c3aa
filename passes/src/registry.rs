//! Registering Rust passes in MLIR's pass registry.
//!
//! The C++ shim (`cpp/lib/Registry/RustPass.cpp`) wraps each pass in an
//! `mlir::Pass` subclass that owns one instance of the Rust type and calls the
//! monomorphised `extern "C"` trampolines below. MLIR clones passes for
//! multi-threaded execution, so a pass is `Clone + Send` and keeps its options
//! as plain fields.

use crate::options::{OptionKind, OptionSpec};
use melior::ir::operation::OperationRef;
use mlir_sys::{MlirDialectHandle, MlirLogicalResult, MlirOperation, MlirStringCallback, MlirStringRef};
use std::ffi::c_void;
use tileas_sys::{string_ref, TileasPassOptionInfo, TileasRustPassInfo};

/// The pass failed; the diagnostics explaining why were already emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// A pass implemented in Rust.
pub trait RustPass: Clone + Send + Default + 'static {
    /// Name in pipelines and on the command line (`--<argument>`).
    const ARGUMENT: &'static str;
    /// Display name (used by `--mlir-timing` and pass statistics).
    const NAME: &'static str;
    const DESCRIPTION: &'static str;
    /// Operation the pass is anchored on as a literal; `None` runs on any op.
    /// Kept for passes not yet moved to [`RustPass::anchor`], which is what
    /// registration reads.
    const ANCHOR: Option<&'static str> = None;

    /// Operation the pass is anchored on (`None`: any op). A function rather
    /// than a constant so that it can return a generated op name
    /// (`XOperation::name()`); defaults to [`RustPass::ANCHOR`].
    fn anchor() -> Option<&'static str> {
        Self::ANCHOR
    }

    /// Options the pass accepts.
    fn options() -> &'static [OptionSpec] {
        &[]
    }

    /// Dialects the pass may create ops of.
    fn dependent_dialects() -> Vec<MlirDialectHandle> {
        Vec::new()
    }

    /// Applies one parsed option value (called for every option after MLIR
    /// parsed the option string).
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        Err(format!("no such option '{name}' (value '{value}')"))
    }

    fn run(&mut self, op: OperationRef<'_, '_>) -> Result<(), PassFailed>;
}

/// Registers `P` under `P::ARGUMENT`.
pub fn register<P: RustPass>() {
    let options: Vec<TileasPassOptionInfo> = P::options()
        .iter()
        .map(|spec| TileasPassOptionInfo {
            name: string_ref(spec.name),
            description: string_ref(spec.description),
            kind: match spec.kind {
                OptionKind::Bool => tileas_sys::TILEAS_PASS_OPTION_BOOL,
                OptionKind::Int => tileas_sys::TILEAS_PASS_OPTION_INT,
                OptionKind::String => tileas_sys::TILEAS_PASS_OPTION_STRING,
            },
            default_value: string_ref(spec.default),
        })
        .collect();
    let dialects = P::dependent_dialects();
    let info = TileasRustPassInfo {
        argument: string_ref(P::ARGUMENT),
        name: string_ref(P::NAME),
        description: string_ref(P::DESCRIPTION),
        op_name: string_ref(P::anchor().unwrap_or("")),
        n_options: options.len() as isize,
        options: options.as_ptr(),
        n_dependent_dialects: dialects.len() as isize,
        dependent_dialects: dialects.as_ptr(),
        user_data: std::ptr::null_mut(),
        create: create::<P>,
        clone: clone::<P>,
        destroy: destroy::<P>,
        set_option: set_option::<P>,
        run: run::<P>,
    };
    // SAFETY: `info` and the strings and arrays it points to outlive the
    // call; the shim copies every one of them before returning.
    unsafe { tileas_sys::tileasRegisterRustPass(&info) };
}

// The trampolines below are called by the shim only: `state` is always the
// pointer `create::<P>` (or `clone::<P>`) returned for the same `P` and not
// yet passed to `destroy::<P>`, the shim never calls two of them on one
// state at a time (MLIR clones a pass per thread), string refs point to
// bytes valid for the call, and `op` is the live op the pass runs on.

unsafe extern "C" fn create<P: RustPass>(_user_data: *mut c_void) -> *mut c_void {
    Box::into_raw(Box::new(P::default())) as *mut c_void
}

unsafe extern "C" fn clone<P: RustPass>(state: *mut c_void) -> *mut c_void {
    let pass = &*(state as *const P);
    Box::into_raw(Box::new(pass.clone())) as *mut c_void
}

unsafe extern "C" fn destroy<P: RustPass>(state: *mut c_void) {
    drop(Box::from_raw(state as *mut P));
}

unsafe extern "C" fn set_option<P: RustPass>(
    state: *mut c_void,
    name: MlirStringRef,
    value: MlirStringRef,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult {
    let pass = &mut *(state as *mut P);
    let (name, value) = (tileas_sys::to_string(name), tileas_sys::to_string(value));
    match pass.set_option(&name, &value) {
        Ok(()) => MlirLogicalResult { value: 1 },
        Err(message) => {
            if let Some(callback) = error {
                callback(string_ref(&message), error_data);
            }
            MlirLogicalResult { value: 0 }
        }
    }
}

unsafe extern "C" fn run<P: RustPass>(state: *mut c_void, op: MlirOperation) -> MlirLogicalResult {
    let pass = &mut *(state as *mut P);
    let op_ref = OperationRef::from_raw(op);
    // A panic must not unwind into C++: report it as a pass failure.
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pass.run(op_ref)));
    let ok = match outcome {
        Ok(result) => result.is_ok(),
        Err(_) => {
            let message = format!("internal error: pass '{}' panicked", P::ARGUMENT);
            tileas_sys::tileasOperationEmitOpError(op, string_ref(&message));
            false
        }
    };
    MlirLogicalResult { value: ok as i8 }
}
