//! (see mod.rs). Not implemented yet.

use super::Lowering;
use crate::registry::PassFailed;
use mlir_sys::MlirOperation;

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
pub fn lower(_cx: &mut Lowering, _op: MlirOperation) -> Result<bool, PassFailed> {
    Ok(false)
}
