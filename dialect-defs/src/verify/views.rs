//! Verifiers: Views, assume, globals.
//!
//! Messages are cuda_tile 13.1's (13.3's for the 13.3 views and ops); types inside them are single-quoted, the
//! way MLIR's diagnostics print a streamed type.

use super::{
    memory_model::{verify_memory_model, Access},
    op_error,
    util::{attribute, bit_width, is_integer, is_pointer, operand_type, quoted, referenced_global, result_type},
    Reported, VerifyResult,
};
use crate::{
    attrs::{AtomicRmwMode, MemoryOrderingSemantics, MemoryScope},
    data_attrs::{
        dictionary_entries, AssumePredicate, Bounded, DivBy, OptimizationHints, SameElements, DEFAULT_HINT_KEY,
        HINT_ARCHITECTURES,
    },
    ops::cuda_tile as ct,
    types::{
        GatherScatterViewType, PartitionViewType, PointerType, StridedViewType, TensorViewType, TileType, TileView,
    },
};
use melior::ir::{
    operation::{OperationLike, OperationRef},
    Attribute, AttributeLike, Type, TypeLike,
};
use mlir_sys as sys;

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let table = verifiers! {
        ct::AssumeOperation => verify_assume,
        ct::MakeTensorViewOperation => verify_make_tensor_view,
        ct::MakePartitionViewOperation => verify_make_view,
        ct::MakeStridedViewOperation => verify_make_view,
        ct::MakeGatherScatterViewOperation => verify_make_view,
        ct::GetTensorShapeOperation => verify_get_tensor_shape,
        ct::GetIndexSpaceShapeOperation => verify_get_index_space_shape,
        ct::LoadViewTkoOperation => |op| verify_view_access(op, Access::Load),
        ct::StoreViewTkoOperation => |op| verify_view_access(op, Access::Store),
        ct::GlobalOperation => verify_global,
        ct::AllocaOperation => verify_alloca,
        ct::AtomicRedViewTkoOperation => verify_atomic_red_view,
        // Reached from GetGlobalOp::verifySymbolUses.
        ct::GetGlobalOperation => verify_get_global,
    };
    table.get(name).map(|verify| verify(op))
}

/// `'<type>'`, as a type streamed into an MLIR diagnostic prints.
/// `operandSegmentSizes` of an op with variadic operand groups.
fn segment_sizes(op: &OperationRef<'_, '_>) -> Vec<usize> {
    let Some(attr) = attribute(op, "operandSegmentSizes") else { return Vec::new() };
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        if !sys::mlirAttributeIsADenseI32Array(attr.to_raw()) {
            return Vec::new();
        }
        (0..sys::mlirDenseArrayGetNumElements(attr.to_raw()))
            .map(|i| sys::mlirDenseI32ArrayGetElement(attr.to_raw(), i).max(0) as usize)
            .collect()
    }
}

/// Types of the operands in segment `index`.
pub(super) fn segment_types<'c>(op: &OperationRef<'c, '_>, index: usize) -> Vec<Type<'c>> {
    let sizes = segment_sizes(op);
    let start: usize = sizes.iter().take(index).sum();
    let len = sizes.get(index).copied().unwrap_or(0);
    (start..start + len).filter_map(|i| operand_type(op, i)).collect()
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

fn verify_assume(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(predicate) = attribute(op, "predicate").and_then(AssumePredicate::from_attribute) else {
        return Ok(());
    };
    let Some(ty) = result_type(op, 0) else { return Ok(()) };
    let name = format!("'{}'", predicate.name());
    match &predicate {
        AssumePredicate::DivBy(div_by) => verify_div_by(op, &name, *div_by, ty),
        AssumePredicate::SameElements(same) => verify_same_elements(op, &name, same, ty),
        AssumePredicate::Bounded(bounded) => verify_bounded(op, &name, *bounded, ty),
    }
}

/// Integer or pointer element (what div_by and same_elements constrain).
fn is_int_or_pointer(ty: Type<'_>) -> bool {
    is_integer(ty) || is_pointer(ty)
}

fn verify_div_by(op: &OperationRef<'_, '_>, name: &str, div_by: DivBy, ty: Type<'_>) -> VerifyResult {
    if !div_by.divisor.is_power_of_two() {
        return op_error(op, format!("{name} divisor must be a power of 2"));
    }
    if div_by.every.is_some() != div_by.along.is_some() {
        return op_error(op, format!("{name} 'every'/'along' must be used in combination"));
    }
    if div_by.divisor > 1 << 62 {
        return op_error(op, format!("{name} divisor is too large"));
    }
    if TensorViewType::isa(ty) {
        if div_by.every.is_some() {
            return op_error(
                op,
                format!("{name} 'every'/'along' cannot be used if the constrained value is a tensor_view"),
            );
        }
        return Ok(());
    }
    let invalid = format!("{name} is valid only for tile of integer/pointer or tensor_view values");
    let Ok(tile) = TileType::try_from(ty) else { return op_error(op, invalid) };
    let shape = tile.shape();
    if shape.is_empty() && div_by.every.is_some() {
        return op_error(op, format!("{name} 'every'/'along' cannot be used if the constrained value is a 0D tile"));
    }
    if !is_int_or_pointer(tile.element_type()) {
        return op_error(op, invalid);
    }
    let (Some(every), Some(along)) = (div_by.every, div_by.along) else { return Ok(()) };
    let rank = shape.len() as i64;
    if along < 0 || along >= rank {
        return op_error(op, format!("{name} every_dim ({along}) must be >= 0 and < tile rank ({rank})"));
    }
    let dim = shape[along as usize];
    if every < 0 || every > dim {
        return op_error(
            op,
            format!("expected {name} every_dim to be within 0 and the size of the respective dimension ({dim})"),
        );
    }
    Ok(())
}

fn verify_same_elements(op: &OperationRef<'_, '_>, name: &str, same: &SameElements, ty: Type<'_>) -> VerifyResult {
    let invalid = format!("{name} is valid only for tile of integer/pointer values");
    let Ok(tile) = TileType::try_from(ty) else { return op_error(op, invalid) };
    if !is_int_or_pointer(tile.element_type()) {
        return op_error(op, invalid);
    }
    let shape = tile.shape();
    if same.values.len() != shape.len() {
        return op_error(
            op,
            format!(
                "expected number of values in {name} ({}) to match rank of constrained tile ({})",
                same.values.len(),
                shape.len()
            ),
        );
    }
    for (index, (&value, &dim)) in same.values.iter().zip(&shape).enumerate() {
        if value < 0 || value > dim {
            return op_error(
                op,
                format!(
                    "expected {name} value {index} to be within 0 and the size of the respective dimension ({dim})"
                ),
            );
        }
    }
    Ok(())
}

fn verify_bounded(op: &OperationRef<'_, '_>, name: &str, bounded: Bounded, ty: Type<'_>) -> VerifyResult {
    let invalid = format!("{name} is valid only for tile of integer values");
    let Ok(tile) = TileType::try_from(ty) else { return op_error(op, invalid) };
    let element = tile.element_type();
    if !is_integer(element) {
        return op_error(op, invalid);
    }
    let width = bit_width(element).clamp(1, 64);
    let (min, max) =
        if width == 64 { (i64::MIN, i64::MAX) } else { (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1) };
    if let Some(lb) = bounded.lb {
        if lb < min || lb > max {
            return op_error(op, format!("{name} expects lower bound to be within [{min}, {max}]"));
        }
    }
    if let Some(ub) = bounded.ub {
        if ub < min || ub > max {
            return op_error(op, format!("{name} expects upper bound to be within [{min}, {max}]"));
        }
    }
    if let (Some(lb), Some(ub)) = (bounded.lb, bounded.ub) {
        if lb > ub {
            return op_error(op, format!("{name} expects lower bound to be less than or equal to upper bound"));
        }
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// make_tensor_view, make_partition_view, shape queries
//===----------------------------------------------------------------------===//

fn verify_make_tensor_view(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(base), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let Ok(view) = TensorViewType::try_from(result) else { return Ok(()) };
    super::multimem::verify_make_tensor_view_ptr_attr(op, base, view)?;
    let pointee = TileType::try_from(base)
        .ok()
        .and_then(|tile| PointerType::try_from(tile.element_type()).ok())
        .map(PointerType::pointee_type);
    if let Some(pointee) = pointee {
        if pointee != view.element_type() {
            return op_error(
                op,
                format!(
                    "expected pointer to {} to build tensor_view of this type, got {}",
                    quoted(view.element_type()),
                    quoted(pointee)
                ),
            );
        }
    }
    let shape = segment_types(op, 1);
    let strides = segment_types(op, 2);
    if view.dynamic_shape_count() != shape.len() {
        return op_error(
            op,
            format!("expected {} dynamic shape operands, got {}", view.dynamic_shape_count(), shape.len()),
        );
    }
    if view.dynamic_stride_count() != strides.len() {
        return op_error(
            op,
            format!("expected {} dynamic stride operands, got {}", view.dynamic_stride_count(), strides.len()),
        );
    }
    let Some(&first) = shape.first().or(strides.first()) else { return Ok(()) };
    for (what, types) in [("shape", &shape), ("stride", &strides)] {
        for (index, &ty) in types.iter().enumerate() {
            if ty != first {
                return op_error(
                    op,
                    format!(
                        "expected dynamic {what} index {index} to be of the same type as the other dynamic values ({}), got {}",
                        quoted(first),
                        quoted(ty)
                    ),
                );
            }
        }
    }
    Ok(())
}

/// The tensor_view type embedded in a partition, strided or gather/scatter view type.
pub(super) fn embedded_tensor_view(view: Type<'_>) -> Option<TensorViewType<'_>> {
    if let Ok(v) = PartitionViewType::try_from(view) {
        return Some(v.tensor_view());
    }
    if let Ok(v) = StridedViewType::try_from(view) {
        return Some(v.tensor_view());
    }
    GatherScatterViewType::try_from(view).ok().map(GatherScatterViewType::tensor_view)
}

/// make_partition_view, make_strided_view, make_gather_scatter_view (13.3).
fn verify_make_view(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let Some(view) = embedded_tensor_view(result) else { return Ok(()) };
    let expected = view.to_type();
    if source != expected {
        return op_error(
            op,
            format!(
                "expected the type of the provided tensor_view value ({}) to be the same as the view's tensor_view type ({})",
                quoted(source),
                quoted(expected)
            ),
        );
    }
    Ok(())
}

fn verify_get_tensor_shape(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(view) = operand_type(op, 0).and_then(|ty| TensorViewType::try_from(ty).ok()) else { return Ok(()) };
    if view.rank() != op.result_count() {
        return op_error(
            op,
            format!("expected {} results due to tensor rank, but got {}", view.rank(), op.result_count()),
        );
    }
    Ok(())
}

fn verify_get_index_space_shape(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(view) = operand_type(op, 0).and_then(|ty| TileView::try_from(ty).ok()) else { return Ok(()) };
    if view.index_rank() != op.result_count() {
        return op_error(
            op,
            format!(
                "expected {} results due to view index space rank, but got {}",
                view.index_rank(),
                op.result_count()
            ),
        );
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// load_view_tko, store_view_tko
//===----------------------------------------------------------------------===//

fn verify_view_access(op: &OperationRef<'_, '_>, access: Access) -> VerifyResult {
    // Operand groups: load (view, index, token), store (tile, view, index, token).
    let (view_segment, tile) = match access {
        Access::Load => (0, result_type(op, 0)),
        Access::Store => (1, operand_type(op, 0)),
    };
    super::multimem::reject_multicast_view(op, segment_types(op, view_segment).first().copied())?;
    let view = segment_types(op, view_segment).first().and_then(|&ty| TileView::try_from(ty).ok());
    let (Some(view), Some(tile)) = (view, tile) else { return Ok(()) };
    let indices = segment_types(op, view_segment + 1);
    verify_view_indices(op, view, tile, &indices)?;
    let view_type = view.to_type();
    match GatherScatterViewType::try_from(view_type) {
        Ok(gather) => verify_gather_indices(op, gather, &indices)?,
        Err(_) => verify_scalar_indices(op, &indices)?,
    }
    verify_f4_packing(op, view_type)?;
    verify_optimization_hints(op, &["latency", "allow_tma"])?;
    verify_memory_model(op, access)
}

/// The tensor_view under a partition, strided or gather/scatter view.
fn underlying_tensor_view(view: Type<'_>) -> Option<TensorViewType<'_>> {
    if let Ok(v) = PartitionViewType::try_from(view) {
        return Some(v.tensor_view());
    }
    if let Ok(v) = StridedViewType::try_from(view) {
        return Some(v.tensor_view());
    }
    GatherScatterViewType::try_from(view).ok().map(|v| v.tensor_view())
}

/// f4E2M1FN memory packs two elements to a byte along the one dimension of
/// static unit stride (13.3): an access through a view of it needs exactly
/// one such dimension, and a gather/scatter view's indexed dimension may not
/// be it (a row index per half byte). NVIDIA's 13.5 messages.
fn verify_f4_packing(op: &OperationRef<'_, '_>, view: Type<'_>) -> VerifyResult {
    let Some(tensor) = underlying_tensor_view(view) else { return Ok(()) };
    if crate::float_kind::float_kind(tensor.element_type().to_raw()) != Some(crate::float_kind::FloatKind::F4E2M1FN) {
        return Ok(());
    }
    let units: Vec<usize> = tensor.strides().iter().enumerate().filter(|(_, &s)| s == 1).map(|(d, _)| d).collect();
    if units.len() != 1 {
        return op_error(
            op,
            format!(
                "an f4 view access requires exactly one statically encoded unit stride to identify the packing \
                 dimension; got {} in {}",
                units.len(),
                quoted(tensor.to_type())
            ),
        );
    }
    match GatherScatterViewType::try_from(view) {
        Ok(gather) if gather.sparse_dim() as usize == units[0] => op_error(
            op,
            format!("an f4 gather/scatter view cannot use packing dimension {} as its sparse dimension", units[0]),
        ),
        _ => Ok(()),
    }
}

/// Indices into a partition or strided view: scalar tiles, all of one type.
pub(super) fn verify_scalar_indices(op: &OperationRef<'_, '_>, indices: &[Type<'_>]) -> VerifyResult {
    for &ty in indices {
        if TileType::try_from(ty).is_ok_and(|t| !t.shape().is_empty()) {
            return op_error(op, format!("expected index type to be a scalar tile, got {}", quoted(ty)));
        }
    }
    let Some(&first) = indices.first() else { return Ok(()) };
    for (index, &ty) in indices.iter().enumerate() {
        if ty != first {
            return op_error(
                op,
                format!(
                    "expected index type {index} to be the same as other index types ({}), got {}",
                    quoted(first),
                    quoted(ty)
                ),
            );
        }
    }
    Ok(())
}

/// Indices into a gather_scatter_view (13.3): at `sparse_dim` a rank-1 tile of
/// `tile[sparse_dim]` element indices, elsewhere scalar tiles of one type.
fn verify_gather_indices(
    op: &OperationRef<'_, '_>,
    view: GatherScatterViewType<'_>,
    indices: &[Type<'_>],
) -> VerifyResult {
    // The view type's verifier keeps sparse_dim below its rank, the index
    // count was checked against the rank, and ODS makes every index a tile.
    let sparse = view.sparse_dim() as usize;
    let Some(gather) = indices.get(sparse).and_then(|&t| TileType::try_from(t).ok()) else {
        return Ok(());
    };
    let shape = gather.shape();
    if shape.len() != 1 {
        return op_error(
            op,
            format!(
                "expected index at sparse_dim position {sparse} to be a 1D tensor for GatherScatterView, got rank {}",
                shape.len()
            ),
        );
    }
    let extent = view.tile_shape().get(sparse).copied().unwrap_or_default();
    if shape[0] != i64::from(extent) {
        return op_error(
            op,
            format!(
                "expected gather/scatter index size ({}) to match tile shape at gather/scatter dimension {sparse} \
                 ({extent})",
                shape[0]
            ),
        );
    }
    let mut first = None;
    for (index, &ty) in indices.iter().enumerate().filter(|&(i, _)| i != sparse) {
        if !TileType::try_from(ty).is_ok_and(|t| t.shape().is_empty()) {
            return op_error(op, format!("expected index {index} to be a scalar tile for GatherScatterView"));
        }
        match first {
            None => first = Some(ty),
            Some(f) if f != ty => {
                return op_error(
                    op,
                    format!(
                        "expected scalar index {index} to have the same type as other scalar indices ({}), got {}",
                        quoted(f),
                        quoted(ty)
                    ),
                )
            }
            Some(_) => {}
        }
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// optimization_hints on ops
//===----------------------------------------------------------------------===//

/// Checks the op's `optimization_hints` against the hint names `allowed` on
/// this op (empty: any known hint). Used by `entry` (num_cta_in_cga,
/// occupancy, num_worker_warps_per_cta from 13.3), the view loads/stores
/// (latency, allow_tma) and the pointer loads/stores (latency). A failure
/// reports the specific problem, then
/// "Optimization hints verification failed", as 13.1 does.
pub(crate) fn verify_optimization_hints(op: &OperationRef<'_, '_>, allowed: &[&str]) -> VerifyResult {
    let Some(hints) = attribute(op, "optimization_hints").and_then(OptimizationHints::from_attribute) else {
        return Ok(());
    };
    let entries = hints.entries();
    if entries.is_empty() {
        return Ok(());
    }
    check_hints(op, &entries, allowed).or_else(|Reported| op_error(op, "Optimization hints verification failed"))
}

fn check_hints(op: &OperationRef<'_, '_>, entries: &[(String, Attribute<'_>)], allowed: &[&str]) -> VerifyResult {
    for (arch, value) in entries {
        if !HINT_ARCHITECTURES.contains(&arch.as_str()) {
            return op_error(op, format!("unallowed key {arch}"));
        }
        if arch == DEFAULT_HINT_KEY {
            super::version::require_version(op, (13, 3), "the optimization_hints key `default`")?;
        }
        // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
        // type/attribute/location.
        if !unsafe { sys::mlirAttributeIsADictionary(value.to_raw()) } {
            return op_error(
                op,
                format!("expected dictionary attribute for optimization_hints entry `{arch}` got value={value}"),
            );
        }
        for (key, param) in dictionary_entries(*value) {
            if !allowed.is_empty() && !allowed.contains(&key.as_str()) {
                return op_error(op, format!("{key} is not allowed for current Operation"));
            }
            // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook
            // owns it for the call); these C API calls only read it.
            let int = unsafe {
                sys::mlirAttributeIsAInteger(param.to_raw()).then(|| sys::mlirIntegerAttrGetValueInt(param.to_raw()))
            };
            let what = format!("{arch}.{key}");
            match key.as_str() {
                "num_cta_in_cga" => {
                    let Some(n) = int else { return op_error(op, format!("integer value expected for {what}")) };
                    let n = n as u64;
                    if n == 0 || n > 16 || !n.is_power_of_two() {
                        return op_error(op, format!("expected power-of-two ≤ 16 for {what}"));
                    }
                }
                "allow_tma" => {
                    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the
                    // verifier hook owns it for the call); these C API calls only read it.
                    if !unsafe { sys::mlirAttributeIsABool(param.to_raw()) } {
                        return op_error(op, format!("boolean value expected for {what}"));
                    }
                }
                "num_worker_warps_per_cta" => {
                    super::version::require_version(op, (13, 3), &format!("the optimization hint `{what}`"))?;
                    // SAFETY: `param` is a live attribute of `op`; the isa query only reads it.
                    let boolean = unsafe { sys::mlirAttributeIsABool(param.to_raw()) };
                    let Some(n) = int.filter(|_| !boolean) else {
                        return op_error(op, format!("integer value expected for {what}"));
                    };
                    let n = n as u64;
                    if n == 0 || n > 32 || !n.is_power_of_two() {
                        return op_error(op, format!("power-of-2 expected for {what}"));
                    }
                    if n != 4 && n != 8 {
                        // 13.3 and 13.4 take 4 or 8 worker warps; 13.5 any power of 2 up to 32.
                        super::version::require_version(
                            op,
                            (13, 5),
                            &format!("`{what} = {n}` (13.3 and 13.4 take 4 or 8)"),
                        )?;
                    }
                }
                "latency" | "occupancy" => {
                    let max = if key == "latency" { 10 } else { 32 };
                    let Some(n) = int else { return op_error(op, format!("integer value expected for {what}")) };
                    if !(1..=max).contains(&n) {
                        return op_error(op, format!("integer value in the range [1, {max}] is expected for {what}"));
                    }
                }
                _ => return op_error(op, format!("unknown param {key} for {arch}")),
            }
        }
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// global, get_global
//===----------------------------------------------------------------------===//

/// Type of the `value` literal of a `cuda_tile.global`.
fn global_value_type<'c>(op: &OperationRef<'c, '_>) -> Option<Type<'c>> {
    let value = attribute(op, "value")?;
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    Some(unsafe { Type::from_raw(sys::mlirAttributeGetType(value.to_raw())) })
}

fn verify_global(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(ty) = global_value_type(op) else { return Ok(()) };
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    let rank = unsafe { sys::mlirShapedTypeHasRank(ty.to_raw()).then(|| sys::mlirShapedTypeGetRank(ty.to_raw())) };
    if rank != Some(1) {
        return op_error(op, "type must have rank 1");
    }
    Ok(())
}

/// atomic_red_view_tko (13.3), operands (view, index, value, token): NVIDIA's rules
/// in NVIDIA's order.
fn verify_atomic_red_view(op: &OperationRef<'_, '_>) -> VerifyResult {
    let view_type = segment_types(op, 0).first().copied();
    super::multimem::reject_multicast_view(op, view_type)?;
    let view = view_type.and_then(|ty| TileView::try_from(ty).ok());
    let value = segment_types(op, 2).first().and_then(|&ty| TileType::try_from(ty).ok());
    let (Some(view_type), Some(view), Some(value)) = (view_type, view, value) else { return Ok(()) };
    if GatherScatterViewType::isa(view_type) {
        return op_error(op, "gather_scatter_view is not supported; use partition_view instead");
    }
    let padded = PartitionViewType::try_from(view_type).ok().and_then(|pv| pv.padding_value()).is_some()
        || StridedViewType::try_from(view_type).ok().and_then(|sv| sv.padding_value()).is_some();
    if padded {
        return op_error(op, "views with padding_value are not supported for atomic reductions");
    }
    let tile = view.tile_type();
    let (view_element, element) = (tile.element_type(), value.element_type());
    if view_element != element {
        return op_error(
            op,
            format!("view element type ({}) must match value element type ({})", quoted(view_element), quoted(element)),
        );
    }
    let (view_shape, value_shape) = (tile.shape(), value.shape());
    if view_shape != value_shape {
        let list = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        return op_error(
            op,
            format!(
                "view tile shape {} must match value shape {} for element-wise atomic operations",
                list(&view_shape),
                list(&value_shape)
            ),
        );
    }
    let mode = attribute(op, "mode").and_then(AtomicRmwMode::from_attribute);
    if mode == Some(AtomicRmwMode::Xchg) {
        return op_error(op, "atomic_red_view_tko op cannot use xchg operation");
    }
    if let Some(mode) = mode {
        let keyword = mode.keyword();
        if mode == AtomicRmwMode::AddF {
            // SAFETY: `element` is a live type of the op being verified; the isa queries only read it.
            let ok = unsafe {
                sys::mlirTypeIsAF16(element.to_raw())
                    || sys::mlirTypeIsABF16(element.to_raw())
                    || sys::mlirTypeIsAF32(element.to_raw())
                    || sys::mlirTypeIsAF64(element.to_raw())
            };
            if !ok {
                return op_error(op, format!("'{keyword}' works only with floats f16, bf16, f32, and f64"));
            }
        } else if !(is_integer(element) && [32, 64].contains(&bit_width(element))) {
            return op_error(op, format!("'{keyword}' works only with integers i32 and i64"));
        }
    }
    let ordering = attribute(op, "memory_ordering_semantics").and_then(MemoryOrderingSemantics::from_attribute);
    if ordering.is_some_and(|o| o != MemoryOrderingSemantics::Relaxed) {
        return op_error(op, "only 'relaxed' memory ordering is supported for view-based atomic reductions");
    }
    if attribute(op, "memory_scope").and_then(MemoryScope::from_attribute) == Some(MemoryScope::Sys) {
        return op_error(
            op,
            "memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' for TMA \
             compatibility",
        );
    }
    let indices = segment_types(op, 1).len();
    let rank = view.index_rank();
    if indices != rank {
        return op_error(op, format!("expected {rank} index operand(s) for view with tile rank {rank}, got {indices}"));
    }
    verify_inbounds_len(op, indices)
}

/// An access's `inbounds` flags (13.5): one per index dimension.
pub(super) fn verify_inbounds_len(op: &OperationRef<'_, '_>, indices: usize) -> VerifyResult {
    if let Some(n) = attribute(op, "inbounds").map(|a| {
        // SAFETY: `a` is a live attribute of the op being verified; the query only reads it.
        unsafe { sys::mlirDenseArrayGetNumElements(a.to_raw()) }
    }) {
        if n != indices as isize {
            return op_error(op, format!("inbounds size ({n}) must match the number of index dimensions ({indices})"));
        }
    }
    Ok(())
}

/// alloca (13.3): a power-of-two alignment no smaller than one pointee element.
fn verify_alloca(op: &OperationRef<'_, '_>) -> VerifyResult {
    let alignment = attribute(op, "alignment")
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .map(|a| a.value());
    let Some(alignment) = alignment else { return Ok(()) };
    if alignment <= 0 || alignment & (alignment - 1) != 0 {
        return op_error(op, "'alignment' must be power of two");
    }
    let pointee = result_type(op, 0)
        .and_then(|ty| TileType::try_from(ty).ok())
        .and_then(|tile| PointerType::try_from(tile.element_type()).ok())
        .map(|pointer| pointer.pointee_type());
    let Some(pointee) = pointee else { return Ok(()) };
    // i1 takes a byte; the other integers and floats their width in bytes.
    let bytes = i64::from(bit_width(pointee).div_ceil(8));
    if alignment < bytes {
        return op_error(
            op,
            format!(
                "'alignment' ({alignment}) must be at least the natural size ({bytes} bytes) for element type {}",
                quoted(pointee)
            ),
        );
    }
    Ok(())
}

fn verify_get_global(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some((name, global)) = referenced_global(op, "name", ct::GlobalOperation::name()) else { return Ok(()) };
    let Some(global) = global else {
        return op_error(op, format!("'{name}' does not reference a valid global"));
    };
    let element = global_value_type(&global).and_then(|ty| TileType::try_from(ty).ok()).map(TileType::element_type);
    let pointer = result_type(op, 0)
        .and_then(|ty| TileType::try_from(ty).ok())
        .and_then(|tile| PointerType::try_from(tile.element_type()).ok());
    if let (Some(element), Some(pointer)) = (element, pointer) {
        if pointer.pointee_type() != element {
            return op_error(
                op,
                format!(
                    "pointee type of result type {} does not match type {} of the global @{name}",
                    quoted(pointer),
                    quoted(element)
                ),
            );
        }
    }
    Ok(())
}

/// The index operands and tile of an access through `view`: one index per
/// dimension of its index space, the view's tile type (NVIDIA's messages).
pub(super) fn verify_view_indices(
    op: &OperationRef<'_, '_>,
    view: TileView<'_>,
    tile: Type<'_>,
    indices: &[Type<'_>],
) -> VerifyResult {
    if indices.len() != view.index_rank() {
        return op_error(
            op,
            format!("expected {} index operands (based on view type), got {}", view.index_rank(), indices.len()),
        );
    }
    let expected = view.tile_type().to_type();
    if tile != expected {
        return op_error(
            op,
            format!("expected tile type to be {} (based on view type), got {}", quoted(expected), quoted(tile)),
        );
    }
    Ok(())
}
