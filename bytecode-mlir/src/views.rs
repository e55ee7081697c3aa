//! Views, assume predicates and optimization hints through the dialect's C API
//! (both directions).

use crate::diag::{Diagnostics, Result};
use mlir_sys::*;
use tileas_bytecode::Attr;

fn checked_type(t: MlirType, what: &str) -> Result<MlirType> {
    if t.ptr.is_null() {
        Err(Diagnostics::error(format!("invalid !cuda_tile.{what} parameters")))
    } else {
        Ok(t)
    }
}

fn checked_attr(a: MlirAttribute, what: &str) -> Result<MlirAttribute> {
    if a.ptr.is_null() {
        Err(Diagnostics::error(format!("invalid #cuda_tile.{what} parameters")))
    } else {
        Ok(a)
    }
}

pub(crate) unsafe fn tensor_view_type(
    loc: MlirLocation,
    elem: MlirType,
    shape: &[i64],
    strides: &[i64],
) -> Result<MlirType> {
    if shape.len() != strides.len() {
        return Err(Diagnostics::error(format!(
            "tensor_view has {} dimensions but {} strides",
            shape.len(),
            strides.len()
        )));
    }
    checked_type(
        tileas_sys::tileasCudaTileTensorViewTypeGetChecked(
            loc,
            elem,
            shape.len() as isize,
            shape.as_ptr(),
            strides.as_ptr(),
        ),
        "tensor_view",
    )
}

pub(crate) unsafe fn partition_view_type(
    loc: MlirLocation,
    tile_shape: &[i32],
    tensor_view: MlirType,
    dim_map: &[i32],
    padding: Option<u64>,
) -> Result<MlirType> {
    let padding = match padding {
        None => -1,
        Some(p) => i32::try_from(p).map_err(|_| Diagnostics::error(format!("invalid padding_value {p}")))?,
    };
    checked_type(
        tileas_sys::tileasCudaTilePartitionViewTypeGetChecked(
            loc,
            tile_shape.len() as isize,
            tile_shape.as_ptr(),
            tensor_view,
            dim_map.len() as isize,
            dim_map.as_ptr(),
            padding,
        ),
        "partition_view",
    )
}

pub(crate) unsafe fn optimization_hints(loc: MlirLocation, dict: MlirAttribute) -> Result<MlirAttribute> {
    checked_attr(tileas_sys::tileasCudaTileOptimizationHintsAttrGetChecked(loc, dict), "optimization_hints")
}

pub(crate) unsafe fn div_by(
    ctx: MlirContext,
    divisor: u64,
    every: Option<i64>,
    along: Option<i64>,
) -> Result<MlirAttribute> {
    checked_attr(
        tileas_sys::tileasCudaTileDivByAttrGet(
            ctx,
            divisor,
            every.is_some(),
            every.unwrap_or(0),
            along.is_some(),
            along.unwrap_or(0),
        ),
        "div_by",
    )
}

pub(crate) unsafe fn same_elements(ctx: MlirContext, v: &[i64]) -> Result<MlirAttribute> {
    checked_attr(tileas_sys::tileasCudaTileSameElementsAttrGet(ctx, v.len() as isize, v.as_ptr()), "same_elements")
}

pub(crate) unsafe fn bounded(ctx: MlirContext, lb: Option<i64>, ub: Option<i64>) -> Result<MlirAttribute> {
    checked_attr(
        tileas_sys::tileasCudaTileBoundedAttrGet(ctx, lb.is_some(), lb.unwrap_or(0), ub.is_some(), ub.unwrap_or(0)),
        "bounded",
    )
}

/// The model of an assume predicate, or `None` for other attributes.
pub(crate) unsafe fn predicate_model(a: MlirAttribute) -> Option<Attr> {
    use tileas_sys::*;
    if tileasAttributeIsACudaTileDivByAttr(a) {
        return Some(Attr::DivBy {
            divisor: tileasCudaTileDivByAttrGetDivisor(a),
            every: tileasCudaTileDivByAttrHasEvery(a).then(|| tileasCudaTileDivByAttrGetEvery(a)),
            along: tileasCudaTileDivByAttrHasAlong(a).then(|| tileasCudaTileDivByAttrGetAlong(a)),
        });
    }
    if tileasAttributeIsACudaTileSameElementsAttr(a) {
        let n = tileasCudaTileSameElementsAttrGetNumValues(a);
        return Some(Attr::SameElements((0..n).map(|i| tileasCudaTileSameElementsAttrGetValue(a, i)).collect()));
    }
    if tileasAttributeIsACudaTileBoundedAttr(a) {
        return Some(Attr::Bounded {
            lb: tileasCudaTileBoundedAttrHasLb(a).then(|| tileasCudaTileBoundedAttrGetLb(a)),
            ub: tileasCudaTileBoundedAttrHasUb(a).then(|| tileasCudaTileBoundedAttrGetUb(a)),
        });
    }
    None
}
