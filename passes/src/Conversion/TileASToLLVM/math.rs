//! (see mod.rs). Not implemented yet.

use super::Lowering;
use crate::registry::PassFailed;
use mlir_sys::{MlirOperation, MlirType, MlirValue};

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
pub fn lower(_cx: &mut Lowering, _op: MlirOperation) -> Result<bool, PassFailed> {
    Ok(false)
}

/// One `math.*` op on scalars (`name`, per-slot `operands`, scalar
/// `result_type`); `None` leaves it to the upstream lowering.
pub fn lower_scalar(_cx: &mut Lowering, _name: &str, _operands: &[MlirValue], _result_type: MlirType) -> Option<MlirValue> {
    None
}
