//! Verifiers: element-wise arithmetic (float and integer), comparisons and select.

use super::VerifyResult;
use melior::ir::operation::OperationRef;

/// `None` if `name` is not an op of this family.
pub(super) fn verify(_op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    match name {
        _ => None,
    }
}
