//! Canonicalization patterns of the cuda_tile dialect (13.1 behaviour),
//! reached through `canonicalize` for ops whose ODS sets `hasCanonicalizer`,
//! and the in-place folds of ops whose `fold()` forwards to Rust.

pub mod if_op;

use crate::{
    ops::cuda_tile as ct,
    rewrite::{Pattern, Rewriter},
    walk::op_name,
};
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    Value, ValueLike,
};

/// The patterns for ops named `name`.
pub fn patterns_for(name: &str) -> Vec<Box<dyn Pattern>> {
    if name == ct::AddFOperation::name() {
        vec![Box::new(AddFMulOnLhs)]
    } else if name == ct::IfOperation::name() {
        if_op::patterns()
    } else {
        Vec::new()
    }
}

/// Folds `op` in place (no replacement values), for ops whose C++ `fold()`
/// forwards to [`crate::rewrite::fold_hook`]; true if it changed `op`.
pub fn fold_in_place(op: mlir_sys::MlirOperation) -> bool {
    // SAFETY: the op is live; its name is an identifier owned by the context, valid while it is copied.
    let name = unsafe { tileas_sys::to_string(mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op))) };
    name == ct::IfOperation::name() && if_op::fold_inverted_condition(op)
}

/// The op defining `value`, if it is an op result.
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        if !mlir_sys::mlirValueIsAOpResult(value.to_raw()) {
            return None;
        }
        Some(OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(value.to_raw())))
    }
}

/// Whether `value` is produced by an op named `name`.
pub fn is_defined_by(value: Value<'_, '_>, name: &str) -> bool {
    defining_op(value).is_some_and(|op| op_name(&op) == name)
}

/// `addf(x, mulf(..))` → `addf(mulf(..), x)`: a multiply feeding an add sits on
/// the left-hand side, which is where FMA fusion looks for it. Addition is
/// commutative under every rounding mode, so the result is unchanged.
pub struct AddFMulOnLhs;

impl Pattern for AddFMulOnLhs {
    fn root(&self) -> &'static str {
        ct::AddFOperation::name()
    }

    fn match_and_rewrite(&self, op: OperationRef<'_, '_>, rewriter: &Rewriter) -> bool {
        let (Ok(lhs), Ok(rhs)) = (op.operand(0), op.operand(1)) else { return false };
        if is_defined_by(lhs, ct::MulFOperation::name()) || !is_defined_by(rhs, ct::MulFOperation::name()) {
            return false;
        }
        rewriter.modify_in_place(op, || {
            // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the
            // reference is used only while that IR lives.
            let mut op = unsafe { OperationRefMut::from_raw(op.to_raw()) };
            op.set_operand(0, rhs);
            op.set_operand(1, lhs);
        });
        true
    }
}
