//! Op verifiers of the tileas dialects (beyond ODS' declarative constraints).
//!
//! The generated C++ `verify()` of every op with `hasVerifier` calls
//! [`verify_hook`], which dispatches on the op name. Messages match NVIDIA's
//! cuda_tile 13.1 texts exactly (MLIR prefixes them with `'<op>' op `).

/// A `name → verifier` table keyed by the op names melior generates from our
/// ODS (`XOperation::name()`), built on first use:
/// `verifiers! { ct::AddFOperation | ct::SubFOperation => verify_x, ... }`.
macro_rules! verifiers {
    ($($($op:ty)|+ => $verifier:expr),* $(,)?) => {{
        type Table = std::collections::HashMap<&'static str, $crate::verify::Verifier>;
        static TABLE: std::sync::LazyLock<Table> = std::sync::LazyLock::new(|| {
            let mut table = Table::new();
            $(
                let verifier: $crate::verify::Verifier = $verifier;
                $( table.insert(<$op>::name(), verifier); )+
            )*
            table
        });
        &*TABLE
    }};
}

mod arith;
mod control_flow;
mod convert;
mod debug_info;
mod memory_model;
mod multimem;
mod structure;
mod tileaa;
pub mod util;
pub mod version;
mod views;

pub use structure::{is_function_op, testing_func_name};

use crate::ops::cuda_tile as ct;
use melior::ir::operation::{OperationLike, OperationRef};
use mlir_sys::{MlirLogicalResult, MlirOperation};

/// A verification failure whose diagnostic has already been emitted on the op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reported;

/// A verifier's verdict; the diagnostic has already been emitted on failure.
pub type VerifyResult = Result<(), Reported>;

/// The verifier of the ops of one name (see `verifiers!`).
pub(crate) type Verifier = fn(&OperationRef<'_, '_>) -> VerifyResult;

/// Emits `'<op>' op <message>` on `op` and returns the failure.
pub fn op_error(op: &OperationRef<'_, '_>, message: impl AsRef<str>) -> VerifyResult {
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    unsafe { tileas_sys::tileasOperationEmitOpError(op.to_raw(), tileas_sys::string_ref(message.as_ref())) };
    Err(Reported)
}

/// Entry point from C++; never unwinds across the FFI boundary.
///
/// # Safety
/// `op` must be a live operation.
pub unsafe extern "C" fn verify_hook(op: MlirOperation) -> MlirLogicalResult {
    let op = OperationRef::from_raw(op);
    let verdict =
        std::panic::catch_unwind(|| verify(&op)).unwrap_or_else(|_| op_error(&op, "internal error: verifier panicked"));
    MlirLogicalResult { value: if verdict.is_ok() { 1 } else { 0 } }
}

/// Verifies one op of ours by name: each family module answers for its ops.
pub fn verify(op: &OperationRef<'_, '_>) -> VerifyResult {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or_default();
    version::verify_new_features(op, name)?;
    structure::verify(op, name)
        .or_else(|| (name == ct::ModuleOperation::name()).then(|| version::verify_module(op)))
        .or_else(|| arith::verify(op, name))
        .or_else(|| convert::verify(op, name))
        .or_else(|| views::verify(op, name))
        .or_else(|| multimem::verify(op, name))
        .or_else(|| control_flow::verify(op, name))
        .or_else(|| tileaa::verify(op, name))
        .unwrap_or(Ok(()))?;
    // Debug-info consistency applies on top of each op's own rules.
    let debug_info = verifiers! {
        ct::EntryOperation => debug_info::verify_function,
        ct::ModuleOperation => debug_info::verify_module,
    };
    debug_info.get(name).map_or(Ok(()), |verify| verify(op))
}
