//! Views, assume predicates and optimization hints through the safe wrappers
//! of `tileas-dialects` (both directions).

use crate::diag::{Diagnostics, Result};
use melior::{
    ir::{Attribute, Location, Type},
    Context,
};
use tileas_bytecode::Attr;
use tileas_dialects::{
    attrs::PointerClass,
    data_attrs::{AssumePredicate, Bounded, DivBy, OptimizationHints, SameElements},
    types::{GatherScatterViewType, PartitionViewType, StridedViewType, TensorViewType},
};

fn invalid_type(what: &str) -> Diagnostics {
    Diagnostics::error(format!("invalid !cuda_tile.{what} parameters"))
}

pub(crate) fn tensor_view_type<'c>(
    loc: Location<'c>,
    elem: Type<'c>,
    shape: &[i64],
    strides: &[i64],
    ptr_attr: Option<u64>,
) -> Result<Type<'c>> {
    if shape.len() != strides.len() {
        return Err(Diagnostics::error(format!(
            "tensor_view has {} dimensions but {} strides",
            shape.len(),
            strides.len()
        )));
    }
    let ptr_attr = pointer_class(ptr_attr)?;
    TensorViewType::with_ptr_attr(loc, elem, shape, strides, ptr_attr)
        .map(TensorViewType::to_type)
        .map_err(|_| invalid_type("tensor_view"))
}

/// A bytecode `ptr_attr` value as the dialect's `#cuda_tile.ptr_attr`.
pub(crate) fn pointer_class(ptr_attr: Option<u64>) -> Result<Option<PointerClass>> {
    ptr_attr
        .map(|p| {
            u32::try_from(p)
                .ok()
                .and_then(PointerClass::from_u32)
                .ok_or_else(|| Diagnostics::error(format!("invalid ptr_attr value {p}")))
        })
        .transpose()
}

pub(crate) fn partition_view_type<'c>(
    loc: Location<'c>,
    tile_shape: &[i32],
    tensor_view: Type<'c>,
    dim_map: &[i32],
    padding: Option<u64>,
) -> Result<Type<'c>> {
    let padding = padding_code(padding)?;
    PartitionViewType::new_unvalidated(loc, tile_shape, tensor_view, Some(dim_map), padding)
        .map(PartitionViewType::to_type)
        .map_err(|_| invalid_type("partition_view"))
}

/// A padding code of the bytecode as the C API takes it.
fn padding_code(padding: Option<u64>) -> Result<Option<u32>> {
    match padding {
        None => Ok(None),
        Some(p) => {
            Ok(Some(i32::try_from(p).map_err(|_| Diagnostics::error(format!("invalid padding_value {p}")))? as u32))
        }
    }
}

pub(crate) fn strided_view_type<'c>(
    loc: Location<'c>,
    tile_shape: &[i32],
    traversal_strides: &[i32],
    tensor_view: Type<'c>,
    dim_map: &[i32],
    padding: Option<u64>,
) -> Result<Type<'c>> {
    if traversal_strides.len() != tile_shape.len() {
        return Err(Diagnostics::error(format!(
            "strided_view has {} tile dimensions but {} traversal strides",
            tile_shape.len(),
            traversal_strides.len()
        )));
    }
    let padding = padding_code(padding)?;
    StridedViewType::new_unvalidated(loc, tile_shape, traversal_strides, tensor_view, Some(dim_map), padding)
        .map(StridedViewType::to_type)
        .map_err(|_| invalid_type("strided_view"))
}

pub(crate) fn gather_scatter_view_type<'c>(
    loc: Location<'c>,
    tile_shape: &[i32],
    tensor_view: Type<'c>,
    sparse_dim: u32,
    padding: Option<u64>,
) -> Result<Type<'c>> {
    let padding = padding_code(padding)?;
    GatherScatterViewType::new_unvalidated(loc, tile_shape, tensor_view, sparse_dim, padding)
        .map(GatherScatterViewType::to_type)
        .map_err(|_| invalid_type("gather_scatter_view"))
}

pub(crate) fn optimization_hints<'c>(loc: Location<'c>, dict: Attribute<'c>) -> Result<Attribute<'c>> {
    OptimizationHints::new(loc, dict)
        .map(OptimizationHints::to_attribute)
        .ok_or_else(|| Diagnostics::error("invalid #cuda_tile.optimization_hints parameters"))
}

/// The self-contained form of an assume predicate (`None`: not one).
pub(crate) fn predicate<'c>(context: &'c Context, a: &Attr) -> Option<Attribute<'c>> {
    let p = match a {
        Attr::DivBy { divisor, every, along } => {
            AssumePredicate::DivBy(DivBy { divisor: *divisor, every: *every, along: *along })
        }
        Attr::SameElements(v) => AssumePredicate::SameElements(SameElements { values: v.clone() }),
        Attr::Bounded { lb, ub } => AssumePredicate::Bounded(Bounded { lb: *lb, ub: *ub }),
        _ => return None,
    };
    Some(p.to_attribute(context))
}

/// The model of an assume predicate, or `None` for other attributes.
pub(crate) fn predicate_model(a: Attribute<'_>) -> Option<Attr> {
    Some(match AssumePredicate::from_attribute(a)? {
        AssumePredicate::DivBy(DivBy { divisor, every, along }) => Attr::DivBy { divisor, every, along },
        AssumePredicate::SameElements(s) => Attr::SameElements(s.values),
        AssumePredicate::Bounded(Bounded { lb, ub }) => Attr::Bounded { lb, ub },
    })
}
