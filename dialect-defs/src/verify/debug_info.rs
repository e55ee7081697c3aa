//! Debug-info consistency of a kernel and its body (13.1 semantics): a
//! function's location, if it carries debug info, is a `#cuda_tile.di_loc` in
//! a `#cuda_tile.di_subprogram` whose linkage name is the function's name; ops
//! inside may only use scopes of that subprogram; globals have no scope.

use super::{op_error, VerifyResult};
use crate::debug_info::{enclosing_subprogram, is_subprogram, loc_scope, subprogram_linkage_name};
use crate::walk::nested_ops;
use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
    Attribute,
};

/// Runs on `cuda_tile.entry` after its structural checks.
pub(super) fn verify_function(op: &OperationRef<'_, '_>) -> VerifyResult {
    let location = op.location();
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    if unsafe { mlir_sys::mlirLocationIsACallSite(location.to_raw()) } {
        return op_error(
            op,
            format!("invalid function debug info location: {location}. Function location must not be a CallSiteLoc."),
        );
    }
    let function_scope = loc_scope(location);
    if let Some(scope) = function_scope {
        if !is_subprogram(scope) {
            return op_error(
                op,
                format!(
                    "invalid function debug info scope: {scope}. Function location must have cuda_tile.di_subprogram debug info scope."
                ),
            );
        }
        let name = op
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_owned())
            .unwrap_or_default();
        let linkage = subprogram_linkage_name(scope).unwrap_or_default();
        if name != linkage {
            return op_error(
                op,
                format!(
                    "invalid function debug info scope: {scope}. Function name \"{name}\" does not match subprogram scope linkage name \"{linkage}\"."
                ),
            );
        }
    }
    verify_body(op, function_scope)
}

fn verify_body(function: &OperationRef<'_, '_>, function_scope: Option<Attribute<'_>>) -> VerifyResult {
    for op in nested_ops(function) {
        let Some(scope) = loc_scope(op.location()) else { continue };
        let Some(function_scope) = function_scope else {
            return op_error(
                &op,
                format!(
                    "invalid operation debug info scope: {scope}. Operation has debug info scope, but function debug info scope is undefined."
                ),
            );
        };
        if enclosing_subprogram(scope) != Some(function_scope) {
            return op_error(
                &op,
                format!(
                    "invalid operation debug info scope: {scope}. Operation debug info scope does not match function debug info scope: {function_scope}."
                ),
            );
        }
    }
    Ok(())
}

/// Runs on `cuda_tile.global`.
pub(super) fn verify_global(op: &OperationRef<'_, '_>) -> VerifyResult {
    if let Some(scope) = loc_scope(op.location()) {
        return op_error(
            op,
            format!("invalid operation debug info scope: {scope}. Global variables must not have scope."),
        );
    }
    Ok(())
}
