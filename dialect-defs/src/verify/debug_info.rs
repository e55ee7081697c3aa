//! Debug-info consistency of a kernel and its body (13.1 semantics): a
//! function's location, if it carries debug info, is a `#cuda_tile.di_loc` in
//! a `#cuda_tile.di_subprogram` whose linkage name is the function's name; ops
//! inside may only use scopes of that subprogram; the module's other ops
//! (globals) have no scope. A location carries the `di_loc` it wraps: a call
//! site's caller, a name location's child, a fused location's first one.

use super::{is_function_op, op_error, VerifyResult};
use crate::debug_info::{enclosing_subprogram, is_loc, is_subprogram, loc_scope, subprogram_linkage_name};
use crate::walk::nested_ops;
use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
    Attribute, BlockLike, Location, RegionLike,
};
use mlir_sys as sys;

/// The `#cuda_tile.di_loc` that `location` is or wraps (13.1's lookup).
fn di_loc(location: Location<'_>) -> Option<Location<'_>> {
    if is_loc(location) {
        return Some(location);
    }
    let raw = location.to_raw();
    // SAFETY: `location` is a live handle of the IR being verified; the isa queries accept any location and the
    // getters are called only on locations of their kind, returning handles of the same context.
    unsafe {
        if sys::mlirLocationIsACallSite(raw) {
            return di_loc(Location::from_raw(sys::mlirLocationCallSiteGetCaller(raw)));
        }
        if sys::mlirLocationIsAName(raw) {
            return di_loc(Location::from_raw(sys::mlirLocationNameGetChildLoc(raw)));
        }
        if sys::mlirLocationIsAFused(raw) {
            let count = sys::mlirLocationFusedGetNumLocations(raw) as usize;
            let mut parts = vec![sys::MlirLocation { ptr: std::ptr::null() }; count];
            sys::mlirLocationFusedGetLocations(raw, parts.as_mut_ptr());
            return parts.into_iter().find_map(|part| di_loc(Location::from_raw(part)));
        }
    }
    None
}

/// The subprogram of the scope of the `di_loc` that `location` carries.
fn subprogram_of(location: Location<'_>) -> Option<Attribute<'_>> {
    di_loc(location).and_then(loc_scope).and_then(enclosing_subprogram)
}

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
    if let Some(scope) = di_loc(location).and_then(loc_scope) {
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
    verify_body(op, subprogram_of(location))
}

/// Ops are compared by the subprogram their scope belongs to.
fn verify_body(function: &OperationRef<'_, '_>, function_subprogram: Option<Attribute<'_>>) -> VerifyResult {
    for op in nested_ops(function) {
        let Some(subprogram) = subprogram_of(op.location()) else { continue };
        let Some(function_subprogram) = function_subprogram else {
            return op_error(
                &op,
                format!(
                    "invalid operation debug info scope: {subprogram}. Operation has debug info scope, but function debug info scope is undefined."
                ),
            );
        };
        if subprogram != function_subprogram {
            // 13.1 reports this one without the `'<op>' op` prefix.
            // SAFETY: `op` belongs to the live IR being verified (the verifier hook owns it for the call); the
            // call only attaches a diagnostic to it.
            unsafe {
                tileas_sys::tileasCudaTileEmitError(
                    op.to_raw(),
                    tileas_sys::string_ref(&format!(
                        "invalid operation debug info scope: {subprogram}. Operation debug info scope does not match function debug info scope: {function_subprogram}."
                    )),
                )
            };
            return Err(super::Reported);
        }
    }
    Ok(())
}

/// Runs on `cuda_tile.module`: its ops other than functions (globals) must
/// not carry debug info.
pub(super) fn verify_module(module: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(body) = module.region(0).ok().and_then(|region| region.first_block()) else { return Ok(()) };
    let mut next = body.first_operation();
    while let Some(op) = next {
        let name = op.name();
        if !is_function_op(name.as_string_ref().as_str().unwrap_or_default()) {
            if let Some(location) = di_loc(op.location()) {
                // SAFETY: `location` is a live handle of the IR being verified.
                let attribute = unsafe { Attribute::from_raw(sys::mlirLocationGetAttribute(location.to_raw())) };
                return op_error(
                    &op,
                    format!("invalid operation debug info scope: {attribute}. Global variables must not have scope."),
                );
            }
        }
        next = op.next_in_block();
    }
    Ok(())
}
