//! Verifiers: the multicast pointer classification (13.5) and the multimem
//! ops that need it. Messages are NVIDIA 13.5's.

use super::{
    memory_model::{verify_memory_model, Access},
    op_error,
    util::{attribute, bit_width, is_float, operand_type, quoted},
    VerifyResult,
};
use crate::{
    attrs::{MemoryOrderingSemantics, MultimemReductionKind, PointerClass},
    ops::cuda_tile as ct,
    types::{PartitionViewType, PointerType, TensorViewType, TileType, TileView},
};
use melior::ir::{operation::OperationRef, Type, TypeLike};
use mlir_sys as sys;

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let table = verifiers! {
        ct::MultimemLoadReduceViewTkoOperation => |op| verify_multimem(op, Kind::LoadReduce),
        ct::MultimemReduceViewTkoOperation => |op| verify_multimem(op, Kind::Reduce),
        ct::MultimemStoreViewTkoOperation => |op| verify_multimem(op, Kind::Store),
    };
    table.get(name).map(|verify| verify(op))
}

/// The `#cuda_tile.ptr_attr` of the tensor_view under a view type.
pub(super) fn view_ptr_attr(ty: Type<'_>) -> Option<PointerClass> {
    super::views::embedded_tensor_view(ty).or_else(|| TensorViewType::try_from(ty).ok())?.ptr_attr()
}

/// The `#cuda_tile.ptr_attr` of a tile of pointers.
pub(super) fn pointer_tile_ptr_attr(ty: Type<'_>) -> Option<PointerClass> {
    TileType::try_from(ty).ok().and_then(|t| PointerType::try_from(t.element_type()).ok()).and_then(|p| p.ptr_attr())
}

/// load/store/atomic_red through a view: no multicast view.
pub(super) fn reject_multicast_view(op: &OperationRef<'_, '_>, view: Option<Type<'_>>) -> VerifyResult {
    if view.and_then(view_ptr_attr) == Some(PointerClass::Multicast) {
        return op_error(op, "multicast ptr_attr is not allowed");
    }
    Ok(())
}

/// Pointer loads and stores (`what`: None) and atomics (`Some("atomic_rmw")`):
/// no multicast pointer.
pub(super) fn reject_multicast_pointer(op: &OperationRef<'_, '_>, what: Option<&str>) -> VerifyResult {
    if operand_type(op, 0).and_then(pointer_tile_ptr_attr) != Some(PointerClass::Multicast) {
        return Ok(());
    }
    match what {
        None => op_error(op, "multicast pointer is not allowed"),
        Some(what) => op_error(op, format!("multicast pointer is not supported for {what}")),
    }
}

/// make_tensor_view: the view carries its base pointer's ptr_attr.
pub(super) fn verify_make_tensor_view_ptr_attr(
    op: &OperationRef<'_, '_>,
    base: Type<'_>,
    view: TensorViewType<'_>,
) -> VerifyResult {
    let base = TileType::try_from(base).ok().and_then(|t| PointerType::try_from(t.element_type()).ok());
    let Some(base) = base else { return Ok(()) };
    let text = |c: PointerClass| format!("#cuda_tile.ptr_attr<{}>", c.keyword());
    match (base.ptr_attr(), view.ptr_attr()) {
        (None, Some(_)) => op_error(op, "pointer base without ptr_attr cannot produce tensor_view with ptr_attr"),
        (Some(b), None) => op_error(op, format!("tensor_view must preserve ptr_attr from base pointer ({})", text(b))),
        (Some(b), Some(v)) if b != v => op_error(
            op,
            format!("ptr_attr mismatch between base pointer ({}) and result tensor_view ({})", text(b), text(v)),
        ),
        _ => Ok(()),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    LoadReduce,
    Reduce,
    Store,
}

/// Operand groups: load_reduce (view, index, token); reduce and store (view,
/// tile, index, token).
fn verify_multimem(op: &OperationRef<'_, '_>, kind: Kind) -> VerifyResult {
    let Some(view_type) = operand_type(op, 0) else { return Ok(()) };
    let Ok(view) = TileView::try_from(view_type) else { return Ok(()) };
    if !PartitionViewType::isa(view_type) {
        return op_error(
            op,
            format!("multimem view operations support only partition_view; got {}", quoted(view_type)),
        );
    }
    match view_ptr_attr(view_type) {
        Some(PointerClass::Multicast) => {}
        other => {
            let got = other.map_or("none", PointerClass::keyword);
            return op_error(op, format!("expected a multicast pointer, but got {got}"));
        }
    }
    let tile = match kind {
        Kind::LoadReduce => super::util::result_type(op, 0),
        Kind::Reduce | Kind::Store => operand_type(op, 1),
    };
    let Some(tile) = tile else { return Ok(()) };
    let indices = super::views::segment_types(op, if kind == Kind::LoadReduce { 1 } else { 2 });
    super::views::verify_view_indices(op, view, tile, &indices)?;
    super::views::verify_scalar_indices(op, &indices)?;
    super::views::verify_inbounds_len(op, indices.len())?;
    verify_element(op, kind, view.tile_type().element_type())?;
    match kind {
        Kind::LoadReduce => verify_memory_model(op, Access::Load),
        Kind::Store => verify_memory_model(op, Access::Store),
        Kind::Reduce => {
            let ordering = attribute(op, "memory_ordering_semantics").and_then(MemoryOrderingSemantics::from_attribute);
            if !matches!(ordering, Some(MemoryOrderingSemantics::Relaxed | MemoryOrderingSemantics::Release)) {
                return op_error(op, "memory ordering semantics must be one of: relaxed, release");
            }
            Ok(())
        }
    }
}

/// Element types and reduction kinds: f16/bf16/f32/f64 or 32/64-bit integers;
/// bitwise and unsigned reductions on integers only; a float reduce adds, a
/// float load_reduce takes min/max on f16 and bf16 only.
fn verify_element(op: &OperationRef<'_, '_>, kind: Kind, element: Type<'_>) -> VerifyResult {
    if is_float(element) {
        // SAFETY: `element` is a live type; the isa queries accept any type.
        let base = unsafe {
            let raw = element.to_raw();
            sys::mlirTypeIsAF16(raw)
                || sys::mlirTypeIsABF16(raw)
                || sys::mlirTypeIsAF32(raw)
                || sys::mlirTypeIsAF64(raw)
        };
        if !base {
            return op_error(op, "multimem supports only f16, bf16, f32, and f64 floating-point element types");
        }
    } else {
        let width = bit_width(element);
        if width != 32 && width != 64 {
            return op_error(
                op,
                format!("multimem requires 32- or 64-bit integer/index element types; got {width} bits"),
            );
        }
    }
    if kind == Kind::Store || !is_float(element) {
        return Ok(());
    }
    let reduction = attribute(op, "reduction").and_then(MultimemReductionKind::from_attribute);
    match reduction.unwrap_or(MultimemReductionKind::Add) {
        MultimemReductionKind::Add => Ok(()),
        MultimemReductionKind::Min | MultimemReductionKind::Max => {
            if kind == Kind::Reduce {
                return op_error(op, "supports only add for floating-point element types");
            }
            // SAFETY: `element` is a live type; the isa queries accept any type.
            let half = unsafe { sys::mlirTypeIsAF16(element.to_raw()) || sys::mlirTypeIsABF16(element.to_raw()) };
            if half {
                Ok(())
            } else {
                op_error(op, format!("min/max supports f16 and bf16 float types only; got {}", quoted(element)))
            }
        }
        _ => op_error(op, "and/or/xor/umin/umax reductions require integer element types"),
    }
}
