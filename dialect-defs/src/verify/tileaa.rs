//! Verifiers of the lowering dialects nv_tileaa and nv_tileas
//! (docs/nv_tileaa.md, docs/nv_tileas.md, docs/design/lowering-ir.md).
//!
//! ODS checks operand counts, segment sizes, attribute kinds and the few type
//! equalities declared there (`AllTypesMatch`); everything about shapes,
//! element types, attribute values and regions is checked here. The nv_tileas
//! memory ops share the rules of their nv_tileaa counterparts (they only lack
//! tokens). Types in messages are single-quoted, as MLIR streams them.

use super::Reported;
use super::{
    op_error,
    util::{
        attribute, bit_width, format_list, is_float, is_integer, operand_type, quoted, referenced_global, result_type,
    },
    VerifyResult,
};
use crate::ops::nv_tileaa as aa;
use crate::tileaa_types::{MemRefType, PtrType};
use melior::ir::{
    operation::{OperationLike, OperationRef},
    Attribute, AttributeLike, Type, TypeLike,
};
use mlir_sys as sys;

/// `None` if `name` is not an op of these dialects.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let (dialect, mnemonic) = name.split_once('.')?;
    let tokens = match dialect {
        "nv_tileaa" => true,
        "nv_tileas" => false,
        _ => return None,
    };
    Some(match mnemonic {
        "make_memref" => verify_make_memref(op),
        "get_dim_size" => verify_get_dim_size(op),
        "tiled_load" => verify_tiled_access(op, tokens, Kind::Load),
        "tiled_store" => verify_tiled_access(op, tokens, Kind::Store),
        "load" => verify_load(op, tokens),
        "store" => verify_store(op, tokens),
        "atomic_rmw" => verify_atomic_rmw(op, tokens),
        "atomic_cas" => verify_atomic_cas(op, tokens),
        "addptr" => verify_addptr(op),
        "int_to_ptr" => verify_int_to_ptr(op),
        "ptr_to_int" => verify_ptr_to_int(op),
        "ptr_cast" => verify_ptr_cast(op),
        "get_program_id" | "get_num_programs" => verify_grid_dim(op),
        "splat" => verify_splat(op),
        "broadcast" => verify_broadcast(op),
        "view" => verify_view(op),
        "permute" => verify_permute(op),
        "extract_slice" => verify_extract_slice(op),
        "cat" => verify_cat(op),
        "insert_slice" => verify_insert_slice(op),
        "bitcast" => verify_bitcast(op),
        "grid_dep_control" => verify_grid_dep_control(op),
        "make_range" => verify_make_range(op),
        "reduce" => verify_reduce_or_scan(op, false),
        "scan" => verify_reduce_or_scan(op, true),
        "dot" => verify_dot(op),
        "fp_to_fp" => verify_fp_to_fp(op),
        "assert" => verify_assert(op),
        "global" => verify_global(op),
        "get_global" => verify_get_global(op),
        "convert_layout" if !tokens => verify_convert_layout(op),
        "async_load" if !tokens => verify_async_load(op),
        "async_gather" if !tokens => verify_async_gather(op),
        "buffer_read" if !tokens => verify_buffer_read(op),
        "buffer_write" if !tokens => verify_buffer_write(op),
        "async_store" if !tokens => verify_async_store(op),
        "async_wait" if !tokens => verify_async_wait(op),
        "mbarrier_init" | "mbarrier_inval" if !tokens => verify_mbarriers(op),
        "mbarrier_expect" if !tokens => verify_mbarrier_expect(op),
        "mbarrier_wait" if !tokens => verify_mbarrier_wait(op),
        "mbarrier_arrive" if !tokens => verify_mbarrier_arrive(op),
        "warp_specialize" if !tokens => verify_warp_specialize(op),
        _ => Ok(()),
    })
}

//===----------------------------------------------------------------------===//
// Type and attribute queries
//===----------------------------------------------------------------------===//

/// Shape of a ranked tensor; `None` for anything else (a scalar).
fn tensor_shape(ty: Type<'_>) -> Option<Vec<i64>> {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        if !sys::mlirTypeIsARankedTensor(ty.to_raw()) {
            return None;
        }
        let rank = sys::mlirShapedTypeGetRank(ty.to_raw());
        Some((0..rank).map(|d| sys::mlirShapedTypeGetDimSize(ty.to_raw(), d as isize)).collect())
    }
}

/// Shape of a tensor; empty for a scalar.
fn shape_of(ty: Type<'_>) -> Vec<i64> {
    tensor_shape(ty).unwrap_or_default()
}

fn is_tensor(ty: Type<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { sys::mlirTypeIsATensor(ty.to_raw()) }
}

/// Element type of a tensor; the type itself for a scalar.
fn elem(ty: Type<'_>) -> Type<'_> {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        if sys::mlirTypeIsAShaped(ty.to_raw()) {
            Type::from_raw(sys::mlirShapedTypeGetElementType(ty.to_raw()))
        } else {
            ty
        }
    }
}

/// `tensor<shape x element>`, or `element` itself for `None` (a scalar).
fn shaped_like<'c>(shape: Option<&[i64]>, element: Type<'c>) -> Type<'c> {
    match shape {
        None => element,
        // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only
        // while that context lives.
        Some(shape) => unsafe {
            Type::from_raw(sys::mlirRankedTensorTypeGet(
                shape.len() as isize,
                shape.as_ptr(),
                element.to_raw(),
                sys::mlirAttributeGetNull(),
            ))
        },
    }
}

/// Same shape (or both scalars) as `like`, with element type `element`.
fn same_shape_as<'c>(like: Type<'c>, element: Type<'c>) -> Type<'c> {
    shaped_like(tensor_shape(like).as_deref(), element)
}

fn i1<'c>(like: Type<'c>) -> Type<'c> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    unsafe { Type::from_raw(sys::mlirIntegerTypeGet(sys::mlirTypeGetContext(like.to_raw()), 1)) }
}

fn i64_type<'c>(like: Type<'c>) -> Type<'c> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    unsafe { Type::from_raw(sys::mlirIntegerTypeGet(sys::mlirTypeGetContext(like.to_raw()), 64)) }
}

fn element_count(ty: Type<'_>) -> i64 {
    shape_of(ty).iter().product()
}

fn string_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    let attr = attribute(op, name)?;
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        sys::mlirAttributeIsAString(attr.to_raw())
            .then(|| tileas_sys::to_string(sys::mlirStringAttrGetValue(attr.to_raw())))
    }
}

fn int_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<i64> {
    let attr = attribute(op, name)?;
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { sys::mlirAttributeIsAInteger(attr.to_raw()).then(|| sys::mlirIntegerAttrGetValueInt(attr.to_raw())) }
}

fn i64_array_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<Vec<i64>> {
    let attr = attribute(op, name)?;
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        if !sys::mlirAttributeIsADenseI64Array(attr.to_raw()) {
            return None;
        }
        Some(
            (0..sys::mlirDenseArrayGetNumElements(attr.to_raw()))
                .map(|i| sys::mlirDenseI64ArrayGetElement(attr.to_raw(), i))
                .collect(),
        )
    }
}

/// Type of a typed attribute (`None` for an untyped one).
fn attr_type<'c>(attr: Attribute<'c>) -> Option<Type<'c>> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    let ty = unsafe { sys::mlirAttributeGetType(attr.to_raw()) };
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    (!ty.ptr.is_null()).then(|| unsafe { Type::from_raw(ty) })
}

fn is_ptr(ty: Type<'_>) -> bool {
    PtrType::isa(ty)
}

/// Pointee of a pointer or of the elements of a tensor of pointers.
fn pointee(ty: Type<'_>) -> Option<Type<'_>> {
    PtrType::from_type(elem(ty)).map(PtrType::pointee_type)
}

/// Whether `ty` is a scalar or tensor whose elements satisfy `pred`.
fn scalar_or_tensor_of(ty: Type<'_>, pred: impl Fn(Type<'_>) -> bool) -> bool {
    (tensor_shape(ty).is_some() || !is_tensor(ty)) && pred(elem(ty))
}

//===----------------------------------------------------------------------===//
// Operand groups
//===----------------------------------------------------------------------===//

#[derive(Clone, Copy, PartialEq)]
enum Group {
    One,
    Optional,
    Variadic,
}

/// Types of each operand group of `op`, given its ODS layout: from
/// `operandSegmentSizes` when the op has it, else every group has one operand
/// except the single optional/variadic group, which takes the rest.
fn operand_groups<'c>(op: &OperationRef<'c, '_>, layout: &[Group]) -> Vec<Vec<Type<'c>>> {
    let count = op.operand_count();
    let sizes: Vec<usize> = match attribute(op, "operandSegmentSizes") {
        // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
        // type/attribute/location.
        Some(attr) if unsafe { sys::mlirAttributeIsADenseI32Array(attr.to_raw()) } => unsafe {
            (0..sys::mlirDenseArrayGetNumElements(attr.to_raw()))
                .map(|i| sys::mlirDenseI32ArrayGetElement(attr.to_raw(), i).max(0) as usize)
                .collect()
        },
        _ => {
            let fixed = layout.iter().filter(|g| **g == Group::One).count();
            let rest = count.saturating_sub(fixed);
            layout.iter().map(|g| if *g == Group::One { 1 } else { rest }).collect()
        }
    };
    let mut start = 0;
    sizes
        .iter()
        .map(|&len| {
            let group = (start..start + len).filter_map(|i| operand_type(op, i)).collect();
            start += len;
            group
        })
        .collect()
}

/// Operand group `index` as an optional single operand.
fn single<'c>(groups: &[Vec<Type<'c>>], index: usize) -> Option<Type<'c>> {
    groups.get(index).and_then(|g| g.first().copied())
}

//===----------------------------------------------------------------------===//
// Memory-order attributes
//===----------------------------------------------------------------------===//

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Load,
    Store,
    Atomic,
}

const SEMS: [&str; 5] = ["weak", "relaxed", "acquire", "release", "acq_rel"];
const SCOPES: [&str; 3] = ["tl_blk", "device", "sys"];

fn verify_sem_scope(op: &OperationRef<'_, '_>, kind: Kind) -> VerifyResult {
    let Some(sem) = string_attr(op, "sem") else { return Ok(()) };
    if !SEMS.contains(&sem.as_str()) {
        return op_error(op, format!("sem must be one of {}, got \"{sem}\"", SEMS.join(", ")));
    }
    let (allowed, what): (&[&str], &str) = match kind {
        Kind::Load => (&["weak", "relaxed", "acquire"], "a load"),
        Kind::Store => (&["weak", "relaxed", "release"], "a store"),
        Kind::Atomic => (&["relaxed", "acquire", "release", "acq_rel"], "an atomic"),
    };
    if !allowed.contains(&sem.as_str()) {
        return op_error(
            op,
            format!("sem \"{sem}\" is not allowed on {what} (expected one of {})", allowed.join(", ")),
        );
    }
    match string_attr(op, "scope") {
        None if attribute(op, "scope").is_some() => Ok(()), // wrong kind: ODS reports it
        None if sem != "weak" => op_error(op, format!("sem \"{sem}\" requires a scope")),
        Some(_) if sem == "weak" => op_error(op, "a weak access must not have a scope"),
        Some(scope) if !SCOPES.contains(&scope.as_str()) => {
            op_error(op, format!("scope must be one of {}, got \"{scope}\"", SCOPES.join(", ")))
        }
        _ => Ok(()),
    }
}

//===----------------------------------------------------------------------===//
// Memrefs and tiled accesses
//===----------------------------------------------------------------------===//

fn verify_make_memref(op: &OperationRef<'_, '_>) -> VerifyResult {
    let groups = operand_groups(op, &[Group::One, Group::Variadic, Group::Variadic]);
    let Some(memref) = result_type(op, 0).and_then(MemRefType::from_type) else { return Ok(()) };
    let rank = memref.rank();
    for (index, what) in [(1, "sizes"), (2, "strides")] {
        let got = groups.get(index).map_or(0, Vec::len);
        if got != rank {
            return op_error(op, format!("expected {rank} {what} (one per memref dimension), got {got}"));
        }
    }
    let base_div_by = attribute(op, "base_div_by").and_then(|a| {
        // SAFETY: the attribute is live (borrowed from the op); the value
        // getter is only called on an integer attribute.
        unsafe { sys::mlirAttributeIsAInteger(a.to_raw()).then(|| sys::mlirIntegerAttrGetValueInt(a.to_raw())) }
    });
    if let Some(d) = base_div_by {
        if d < 1 {
            return op_error(op, format!("base_div_by must be positive, got {d}"));
        }
    }
    for name in ["sizes_div_by", "strides_div_by"] {
        if let Some(values) = i64_array_attr(op, name) {
            if values.len() != rank {
                return op_error(
                    op,
                    format!("{name} must have {rank} entries (one per memref dimension), got {}", values.len()),
                );
            }
            if let Some(d) = values.iter().find(|&&d| d < 1) {
                return op_error(op, format!("{name} entries must be positive, got {d}"));
            }
        }
    }
    if let Some(base) = single(&groups, 0).and_then(PtrType::from_type) {
        if base.pointee_type() != memref.element_type() {
            return op_error(
                op,
                format!(
                    "base pointee type {} does not match the memref element type {}",
                    quoted(base.pointee_type()),
                    quoted(memref.element_type())
                ),
            );
        }
    }
    Ok(())
}

fn verify_get_dim_size(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(memref) = operand_type(op, 0).and_then(MemRefType::from_type) else { return Ok(()) };
    let Some(dim) = int_attr(op, "dim") else { return Ok(()) };
    if dim < 0 || dim as usize >= memref.rank() {
        return op_error(op, format!("dim {dim} is out of range for a memref of rank {}", memref.rank()));
    }
    Ok(())
}

/// `tiled_load` / `tiled_store` of both dialects.
fn verify_tiled_access(op: &OperationRef<'_, '_>, tokens: bool, kind: Kind) -> VerifyResult {
    let mut layout = match kind {
        Kind::Load => vec![Group::One, Group::Variadic],
        _ => vec![Group::One, Group::One, Group::Variadic],
    };
    if tokens {
        layout.push(Group::Optional);
    }
    let groups = operand_groups(op, &layout);
    let Some(memref) = single(&groups, 0).and_then(MemRefType::from_type) else { return Ok(()) };
    let rank = memref.rank();
    let indices = groups.get(layout.len() - 1 - usize::from(tokens)).map_or(0, Vec::len);
    if indices != rank {
        return op_error(op, format!("expected {rank} indices (one per memref dimension), got {indices}"));
    }
    let (tile, what) = match kind {
        Kind::Load => (result_type(op, 0), "result"),
        _ => (single(&groups, 1), "value"),
    };
    let Some(tile) = tile else { return Ok(()) };
    if is_tensor(tile) && tensor_shape(tile).is_none() {
        return op_error(op, format!("{what} must be a ranked tensor or a scalar, got {}", quoted(tile)));
    }
    if elem(tile) != memref.element_type() {
        return op_error(
            op,
            format!(
                "{what} element type {} does not match the memref element type {}",
                quoted(elem(tile)),
                quoted(memref.element_type())
            ),
        );
    }
    verify_dim_map_and_padding(op, shape_of(tile).len(), &memref)?;
    verify_sem_scope(op, kind)
}

/// `dim_map` (one memref dimension per tile dimension, none twice) and
/// `padding` (a scalar of the element type) of a tiled access.
fn verify_dim_map_and_padding(op: &OperationRef<'_, '_>, tile_rank: usize, memref: &MemRefType<'_>) -> VerifyResult {
    let rank = memref.rank();
    if let Some(dim_map) = i64_array_attr(op, "dim_map") {
        if dim_map.len() != tile_rank {
            return op_error(op, format!("dim_map has {} entries but the tile has rank {tile_rank}", dim_map.len()));
        }
        for (d, &m) in dim_map.iter().enumerate() {
            if m < 0 || m as usize >= rank {
                return op_error(op, format!("dim_map entry {m} is out of range for a memref of rank {rank}"));
            }
            if dim_map[..d].contains(&m) {
                return op_error(op, format!("dim_map maps two tile dimensions to memref dimension {m}"));
            }
        }
    }
    if let Some(padding) = attribute(op, "padding") {
        match attr_type(padding) {
            Some(ty) if ty == memref.element_type() => {}
            _ => {
                return op_error(
                    op,
                    format!("padding must be a scalar of the element type {}", quoted(memref.element_type())),
                )
            }
        }
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// Async copies into shared-memory ring buffers (nv_tileas only)
//===----------------------------------------------------------------------===//

/// Bytes of a ranked tensor of whole-byte elements (`None` otherwise); tf32
/// is stored in 4 bytes (a stage TMA converted to tf32 is read as one).
fn tile_bytes(ty: Type<'_>) -> Option<i64> {
    let shape = tensor_shape(ty)?;
    let e = elem(ty);
    // SAFETY: `e` is a live type; the isa query only reads its TypeID.
    let tf32 = unsafe { mlir_sys::mlirTypeIsATF32(e.to_raw()) };
    let bits = if tf32 { 32 } else { i64::from(super::util::bit_width(e)) };
    (bits > 0 && bits % 8 == 0).then(|| shape.iter().product::<i64>() * bits / 8)
}

/// `offset` and `stage_bytes` of a ring-buffer op, against the tile's size.
/// `parts`: the stage holds that part of the tile (2: a pair's B operand,
/// `buffer_read` with `cta_pair`).
fn verify_stage_geometry(op: &OperationRef<'_, '_>, tile: Type<'_>, what: &str, parts: i64) -> VerifyResult {
    if crate::tv_layout::TvLayout::of_type(tile.to_raw()).is_none() {
        return op_error(
            op,
            format!("{what} must be a ranked tensor with a #nv_tileas.tv layout, got {}", quoted(tile)),
        );
    }
    let Some(bytes) = tile_bytes(tile) else {
        return op_error(op, format!("{what} must have whole-byte elements, got {}", quoted(tile)));
    };
    let bytes = bytes / parts;
    let (offset, stage_bytes) = (int_attr(op, "offset").unwrap_or(0), int_attr(op, "stage_bytes").unwrap_or(0));
    if offset < 0 || offset % 16 != 0 {
        return op_error(op, format!("offset must be a non-negative multiple of 16, got {offset}"));
    }
    if stage_bytes < bytes || stage_bytes % 16 != 0 {
        return op_error(
            op,
            format!("stage_bytes must be a multiple of 16 that holds the {bytes}-byte tile, got {stage_bytes}"),
        );
    }
    if let Some(b) = int_attr(op, "block_bytes") {
        if b <= 0 || b % 16 != 0 || attribute(op, "swizzle").is_some() {
            return op_error(
                op,
                format!("block_bytes must be a positive multiple of 16 on a stage without swizzle, got {b}"),
            );
        }
    }
    verify_swizzle(op, tile, offset, stage_bytes)
}

/// The tensor-core operand layouts a stage can have; the "_32b" forms are
/// the 128-byte swizzle in 32-byte atoms (tf32 operands of tcgen05).
const SWIZZLES: [&str; 4] = ["umma_k_major", "umma_n_major", "umma_k_major_32b", "umma_n_major_32b"];

/// `swizzle` of a ring-buffer op: a known tensor-core operand layout of a
/// 2-d tile, on stages that start at 1024-byte boundaries (the swizzle
/// pattern repeats every 1024 bytes of the address); in 32-byte atoms, rows
/// of whole 128-byte spans (the only swizzle width those atoms come in).
fn verify_swizzle(op: &OperationRef<'_, '_>, tile: Type<'_>, offset: i64, stage_bytes: i64) -> VerifyResult {
    let Some(name) = string_attr(op, "swizzle") else { return Ok(()) };
    if !SWIZZLES.contains(&name.as_str()) {
        let names = SWIZZLES.map(|n| format!("\"{n}\"")).join(", ");
        return op_error(op, format!("swizzle must be one of {names}, got \"{name}\""));
    }
    let shape = shape_of(tile);
    if shape.len() < 2 || shape[..shape.len() - 2].iter().any(|&d| d != 1) {
        return op_error(
            op,
            format!(
                "a {name} stage holds a matrix (extent 1 in all but the last two dimensions), got {}",
                quoted(tile)
            ),
        );
    }
    if offset % 1024 != 0 || stage_bytes % 1024 != 0 {
        return op_error(
            op,
            format!("a {name} stage needs offset and stage_bytes multiples of 1024, got {offset} and {stage_bytes}"),
        );
    }
    let count: i64 = shape.iter().product();
    let row_bytes = tile_bytes(tile).filter(|_| count > 0).map(|b| b / count * shape[shape.len() - 1]);
    if name.ends_with("_32b") && row_bytes.is_some_and(|r| r % 128 != 0) {
        return op_error(
            op,
            format!("a {name} stage needs rows of whole 128-byte spans, got {} bytes", row_bytes.unwrap_or(0)),
        );
    }
    Ok(())
}

/// `nv_tileas.async_load`: a tiled load's origin and tile, plus its stage.
fn verify_async_load(op: &OperationRef<'_, '_>) -> VerifyResult {
    verify_staged_tile(op, &[Group::One, Group::Variadic, Group::One, Group::One])?;
    if attribute(op, "barrier").is_some() {
        verify_barrier_offset(op)?;
        if attribute(op, "padding").is_some_and(|p| !crate::data_attrs::is_zero_bits(p)) {
            return op_error(
                op,
                "a TMA copy ('barrier') fills out-of-bounds elements with zeros: padding must be zero",
            );
        }
    }
    if attribute(op, "tf32").is_some() {
        let f32_tile = attribute(op, "tile")
            .and_then(|a| {
                // SAFETY: the attribute is live; the isa query accepts any attribute.
                unsafe {
                    sys::mlirAttributeIsAType(a.to_raw()).then(|| Type::from_raw(sys::mlirTypeAttrGetValue(a.to_raw())))
                }
            })
            .is_some_and(|t| elem(t).is_f32());
        if attribute(op, "barrier").is_none() || !f32_tile {
            return op_error(op, "tf32 is a tensor-map format: it needs a TMA copy ('barrier') of an f32 tile");
        }
    }
    if attribute(op, "fence_global").is_some() && attribute(op, "barrier").is_none() {
        return op_error(op, "fence_global orders a TMA copy: it needs a 'barrier'");
    }
    if attribute(op, "async_reads").is_some() && attribute(op, "barrier").is_none() {
        return op_error(op, "async_reads drops a TMA copy's proxy fence: it needs a 'barrier'");
    }
    if let Some(n) = int_attr(op, "multicast") {
        if attribute(op, "async_reads").is_none() || !CLUSTER_CTAS.contains(&n) {
            return op_error(
                op,
                format!("multicast must be a cluster size from 2 to 16 on a TMA copy with 'async_reads', got {n}"),
            );
        }
    }
    if attribute(op, "cta_pair").is_some() && attribute(op, "barrier").is_none() {
        return op_error(
            op,
            "cta_pair completes a copy on the pair's even CTA's mbarrier: it needs a TMA copy ('barrier')",
        );
    }
    if let Some(r) = int_attr(op, "box_rows") {
        if attribute(op, "barrier").is_none() || r <= 0 || r % 8 != 0 || r > 256 {
            return op_error(
                op,
                format!("box_rows must be a multiple of 8 from 8 to 256 on a TMA copy ('barrier'), got {r}"),
            );
        }
    }
    Ok(())
}

/// `nv_tileas.async_gather`: a tile of pointers to whole-byte elements, a
/// mask of its shape and layout, runs of 4, 8 or 16 bytes, and a stage
/// that holds the pointees.
fn verify_async_gather(op: &OperationRef<'_, '_>) -> VerifyResult {
    use melior::ir::ValueLike;
    let Ok(ptrs) = op.operand(0) else { return Ok(()) };
    let ptrs = ptrs.r#type();
    let Some(pointee) = pointee(ptrs) else {
        return op_error(op, format!("ptrs must be a tile of pointers, got {}", quoted(ptrs)));
    };
    // The stage holds the pointees in the layout of the pointers.
    // SAFETY: `ptrs` is a live ranked tensor (operand constraint); the new
    // type shares its shape and encoding.
    let staged = unsafe {
        let raw = ptrs.to_raw();
        let shape: Vec<i64> = shape_of(ptrs);
        Type::from_raw(sys::mlirRankedTensorTypeGet(
            shape.len() as isize,
            shape.as_ptr(),
            pointee.to_raw(),
            sys::mlirRankedTensorTypeGetEncoding(raw),
        ))
    };
    verify_stage_geometry(op, staged, "ptrs", 1)?;
    if op.operand_count() == 4 {
        let mask = op.operand(1).map(|m| m.r#type()).ok();
        if let Some(m) = mask.filter(|m| {
            shape_of(*m) != shape_of(ptrs) || !elem(*m).is_integer() || super::util::bit_width(elem(*m)) != 1
        }) {
            return op_error(op, format!("mask must be an i1 tile of the shape of ptrs, got {}", quoted(m)));
        }
        let layout = |t: Type<'_>| crate::tv_layout::TvLayout::of_type(t.to_raw());
        if mask.is_some_and(|m| layout(m) != layout(ptrs)) {
            return op_error(op, "mask must have the layout of ptrs");
        }
    }
    let bytes = i64::from(super::util::bit_width(pointee)) / 8;
    let width = int_attr(op, "width").unwrap_or(0);
    if width <= 0 || width & (width - 1) != 0 || ![4, 8, 16].contains(&(width * bytes)) {
        return op_error(
            op,
            format!("width must be a power of two of elements making 4, 8 or 16 bytes (a cp.async), got {width} of {bytes} bytes"),
        );
    }
    Ok(())
}

/// `nv_tileas.async_store`: a tiled store's origin and tile, plus its stage.
fn verify_async_store(op: &OperationRef<'_, '_>) -> VerifyResult {
    verify_staged_tile(op, &[Group::One, Group::Variadic, Group::One])
}

/// The memref, origin and `tile` of a copy between memory and a stage
/// (operands `groups`: the memref, the indices, then the stage operands).
fn verify_staged_tile(op: &OperationRef<'_, '_>, groups: &[Group]) -> VerifyResult {
    let groups = operand_groups(op, groups);
    let Some(memref) = single(&groups, 0).and_then(MemRefType::from_type) else { return Ok(()) };
    let (rank, indices) = (memref.rank(), groups.get(1).map_or(0, Vec::len));
    if indices != rank {
        return op_error(op, format!("expected {rank} indices (one per memref dimension), got {indices}"));
    }
    let Some(tile) = attribute(op, "tile").and_then(|a| {
        // SAFETY: the attribute is live; the isa query accepts any attribute.
        unsafe { sys::mlirAttributeIsAType(a.to_raw()).then(|| Type::from_raw(sys::mlirTypeAttrGetValue(a.to_raw()))) }
    }) else {
        return Ok(());
    };
    verify_stage_geometry(op, tile, "tile", 1)?;
    if elem(tile) != memref.element_type() {
        return op_error(
            op,
            format!(
                "tile element type {} does not match the memref element type {}",
                quoted(elem(tile)),
                quoted(memref.element_type())
            ),
        );
    }
    verify_dim_map_and_padding(op, shape_of(tile).len(), &memref)
}

/// The `barrier` byte offset of a stage's mbarriers: 8-byte aligned.
fn verify_barrier_offset(op: &OperationRef<'_, '_>) -> VerifyResult {
    match int_attr(op, "barrier") {
        Some(b) if b < 0 || b % 8 != 0 => {
            op_error(op, format!("barrier must be a non-negative multiple of 8 (an mbarrier's alignment), got {b}"))
        }
        _ => Ok(()),
    }
}

/// CTAs a cluster may have (16 is the non-portable maximum).
const CLUSTER_CTAS: std::ops::RangeInclusive<i64> = 2..=16;

/// `nv_tileas.mbarrier_arrive`: its `barrier`, and a `cluster` of CTAs
/// whose ranks the warp's first lanes can name.
fn verify_mbarrier_arrive(op: &OperationRef<'_, '_>) -> VerifyResult {
    verify_barrier_offset(op)?;
    match int_attr(op, "cluster") {
        Some(n) if !CLUSTER_CTAS.contains(&n) => {
            op_error(op, format!("cluster must be a cluster size from 2 to 16, got {n}"))
        }
        _ => Ok(()),
    }
}

/// `nv_tileas.mbarrier_init` / `mbarrier_inval`: at least one mbarrier,
/// and an arrival count an mbarrier can hold.
fn verify_mbarriers(op: &OperationRef<'_, '_>) -> VerifyResult {
    verify_barrier_offset(op)?;
    if let Some(c) = int_attr(op, "count").filter(|c| *c < 1) {
        return op_error(op, format!("count must be at least 1, got {c}"));
    }
    match int_attr(op, "arrivals") {
        Some(a) if !(1..=MAX_TX_BYTES).contains(&a) => op_error(
            op,
            format!("arrivals must be between 1 and {MAX_TX_BYTES} (an mbarrier's arrival count), got {a}"),
        ),
        _ => Ok(()),
    }
}

/// `nv_tileas.warp_specialize`: a register budget `setmaxnreg` takes
/// (24 to 256, a multiple of 8), at the end of its region's entry block,
/// branching to two distinct other blocks (the lowering checks that the
/// two sides never meet again).
fn verify_warp_specialize(op: &OperationRef<'_, '_>) -> VerifyResult {
    if let Some(r) = int_attr(op, "producer_registers").filter(|r| !(24..=256).contains(r) || r % 8 != 0) {
        return op_error(
            op,
            format!("producer_registers must be a multiple of 8 from 24 to 256 (setmaxnreg), got {r}"),
        );
    }
    let raw = op.to_raw();
    // SAFETY: `raw` is a live op; only its block, region and successors are read.
    unsafe {
        let block = sys::mlirOperationGetBlock(raw);
        let region = sys::mlirBlockGetParentRegion(block);
        if region.ptr.is_null() || sys::mlirRegionGetFirstBlock(region).ptr != block.ptr {
            return op_error(op, "must end the entry block of its region");
        }
        let (compute, producer) = (sys::mlirOperationGetSuccessor(raw, 0), sys::mlirOperationGetSuccessor(raw, 1));
        if compute.ptr == producer.ptr {
            return op_error(op, "the compute and producer successors must be different blocks");
        }
    }
    Ok(())
}

/// Largest transaction count of one mbarrier phase (2^20 - 1).
const MAX_TX_BYTES: i64 = (1 << 20) - 1;

/// `nv_tileas.mbarrier_expect`: a transaction count one phase can hold.
fn verify_mbarrier_expect(op: &OperationRef<'_, '_>) -> VerifyResult {
    verify_barrier_offset(op)?;
    match int_attr(op, "bytes") {
        Some(b) if !(1..=MAX_TX_BYTES).contains(&b) => op_error(
            op,
            format!("bytes must be between 1 and {MAX_TX_BYTES} (an mbarrier's transaction count), got {b}"),
        ),
        _ => Ok(()),
    }
}

/// `nv_tileas.buffer_read`: the result fits one stage.
fn verify_buffer_read(op: &OperationRef<'_, '_>) -> VerifyResult {
    use melior::ir::ValueLike;
    let Ok(result) = op.result(0) else { return Ok(()) };
    if attribute(op, "to_registers").is_some() && attribute(op, "swizzle").is_none() {
        return op_error(op, "to_registers reads a swizzled stage: it needs a swizzle");
    }
    if attribute(op, "cta_pair").is_some() {
        let n = shape_of(result.r#type()).last().copied().unwrap_or(0);
        if attribute(op, "swizzle").is_none() || attribute(op, "to_registers").is_some() || n % 2 != 0 {
            return op_error(
                op,
                format!("cta_pair reads half of a tensor-core operand in place: it needs a swizzle, no to_registers and an even last dimension, got {n}"),
            );
        }
    }
    verify_staged_value(op, result.r#type(), "result", if attribute(op, "cta_pair").is_some() { 2 } else { 1 })
}

/// `nv_tileas.mbarrier_wait`: its mbarrier in the ring region; `cta_pair`
/// narrows a one-thread wait to the pair's even CTA.
fn verify_mbarrier_wait(op: &OperationRef<'_, '_>) -> VerifyResult {
    if attribute(op, "cta_pair").is_some() && attribute(op, "thread").is_none() {
        return op_error(op, "cta_pair narrows a one-thread wait to the pair's even CTA: it needs a 'thread'");
    }
    verify_barrier_offset(op)
}

/// `nv_tileas.buffer_write`: the value fits one stage.
fn verify_buffer_write(op: &OperationRef<'_, '_>) -> VerifyResult {
    use melior::ir::ValueLike;
    let Ok(value) = op.operand(0) else { return Ok(()) };
    if attribute(op, "async_proxy").is_some() && attribute(op, "swizzle").is_none() {
        return op_error(op, "async_proxy fences a stage for tensor-core MMAs: it needs a swizzle");
    }
    verify_staged_value(op, value.r#type(), "value", 1)
}

/// A register tile `ty` read from or written to a stage: it fits the stage,
/// and `dim_map` (optional) gives each of its dimensions a distinct memref
/// dimension.
fn verify_staged_value(op: &OperationRef<'_, '_>, ty: Type<'_>, what: &str, parts: i64) -> VerifyResult {
    verify_stage_geometry(op, ty, what, parts)?;
    let rank = shape_of(ty).len();
    if let Some(dim_map) = i64_array_attr(op, "dim_map") {
        if dim_map.len() != rank {
            return op_error(op, format!("dim_map has {} entries but the tile has rank {rank}", dim_map.len()));
        }
        if let Some(d) = (1..dim_map.len()).find(|&d| dim_map[..d].contains(&dim_map[d])) {
            return op_error(op, format!("dim_map maps two tile dimensions to memref dimension {}", dim_map[d]));
        }
    }
    Ok(())
}

/// `nv_tileas.async_wait`: a group count.
fn verify_async_wait(op: &OperationRef<'_, '_>) -> VerifyResult {
    match int_attr(op, "pending") {
        Some(p) if p < 0 => op_error(op, format!("pending must be non-negative, got {p}")),
        _ => Ok(()),
    }
}

//===----------------------------------------------------------------------===//
// Pointer accesses
//===----------------------------------------------------------------------===//

/// Checks `ptrs` (a pointer or a ranked tensor of them) and returns the type
/// of the data it addresses: the pointee in the shape of `ptrs`.
fn addressed_type<'c>(op: &OperationRef<'c, '_>, ptrs: Type<'c>, what: &str) -> Result<Type<'c>, Reported> {
    match pointee(ptrs) {
        Some(pointee) if scalar_or_tensor_of(ptrs, is_ptr) => Ok(same_shape_as(ptrs, pointee)),
        _ => op_error(op, format!("{what} must be a !nv_tileaa.ptr or a tensor of them, got {}", quoted(ptrs)))
            .and(Err(Reported)),
    }
}

fn verify_mask(op: &OperationRef<'_, '_>, ptrs: Type<'_>, mask: Option<Type<'_>>) -> VerifyResult {
    let Some(mask) = mask else { return Ok(()) };
    let expected = same_shape_as(ptrs, i1(ptrs));
    if mask != expected {
        return op_error(
            op,
            format!("mask must be {} (i1 in the shape of the pointers), got {}", quoted(expected), quoted(mask)),
        );
    }
    Ok(())
}

fn verify_value(op: &OperationRef<'_, '_>, what: &str, value: Option<Type<'_>>, expected: Type<'_>) -> VerifyResult {
    match value {
        Some(value) if value != expected => op_error(
            op,
            format!(
                "{what} type must be {} (the pointee in the shape of the pointers), got {}",
                quoted(expected),
                quoted(value)
            ),
        ),
        _ => Ok(()),
    }
}

fn verify_load(op: &OperationRef<'_, '_>, tokens: bool) -> VerifyResult {
    let mut layout = vec![Group::One, Group::Optional, Group::Optional];
    if tokens {
        layout.push(Group::Optional);
    }
    let groups = operand_groups(op, &layout);
    let Some(ptrs) = single(&groups, 0) else { return Ok(()) };
    let expected = addressed_type(op, ptrs, "ptrs")?;
    verify_mask(op, ptrs, single(&groups, 1))?;
    verify_value(op, "result", result_type(op, 0), expected)?;
    verify_value(op, "padding", single(&groups, 2), expected)?;
    verify_sem_scope(op, Kind::Load)
}

fn verify_store(op: &OperationRef<'_, '_>, tokens: bool) -> VerifyResult {
    let mut layout = vec![Group::One, Group::One, Group::Optional];
    if tokens {
        layout.push(Group::Optional);
    }
    let groups = operand_groups(op, &layout);
    let Some(ptrs) = single(&groups, 0) else { return Ok(()) };
    let expected = addressed_type(op, ptrs, "ptrs")?;
    verify_value(op, "value", single(&groups, 1), expected)?;
    verify_mask(op, ptrs, single(&groups, 2))?;
    verify_sem_scope(op, Kind::Store)
}

const RMW_MODES: [&str; 10] = ["and", "or", "xor", "add", "addf", "max", "min", "umax", "umin", "xchg"];

fn verify_atomic_rmw(op: &OperationRef<'_, '_>, tokens: bool) -> VerifyResult {
    let mut layout = vec![Group::One, Group::One, Group::Optional];
    if tokens {
        layout.push(Group::Optional);
    }
    let groups = operand_groups(op, &layout);
    let Some(ptrs) = single(&groups, 0) else { return Ok(()) };
    let expected = addressed_type(op, ptrs, "ptrs")?;
    verify_value(op, "value", single(&groups, 1), expected)?;
    verify_mask(op, ptrs, single(&groups, 2))?;
    if let Some(mode) = string_attr(op, "mode") {
        if !RMW_MODES.contains(&mode.as_str()) {
            return op_error(op, format!("mode must be one of {}, got \"{mode}\"", RMW_MODES.join(", ")));
        }
        let element = elem(expected);
        if mode == "addf" && !is_float(element) {
            return op_error(op, format!("mode \"addf\" requires a float element type, got {}", quoted(element)));
        }
        if mode != "addf" && mode != "xchg" && !is_integer(element) {
            return op_error(op, format!("mode \"{mode}\" requires an integer element type, got {}", quoted(element)));
        }
    }
    verify_sem_scope(op, Kind::Atomic)
}

fn verify_atomic_cas(op: &OperationRef<'_, '_>, tokens: bool) -> VerifyResult {
    let mut layout = vec![Group::One, Group::One, Group::One, Group::Optional];
    if tokens {
        layout.push(Group::Optional);
    }
    let groups = operand_groups(op, &layout);
    let Some(ptrs) = single(&groups, 0) else { return Ok(()) };
    let expected = addressed_type(op, ptrs, "ptrs")?;
    verify_value(op, "value", single(&groups, 2), expected)?;
    verify_mask(op, ptrs, single(&groups, 3))?;
    verify_sem_scope(op, Kind::Atomic)
}

//===----------------------------------------------------------------------===//
// Pointer arithmetic and casts
//===----------------------------------------------------------------------===//

fn verify_addptr(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(ptr), Some(offset)) = (operand_type(op, 0), operand_type(op, 1)) else { return Ok(()) };
    addressed_type(op, ptr, "ptr")?;
    if !scalar_or_tensor_of(offset, is_integer) || tensor_shape(offset) != tensor_shape(ptr) {
        return op_error(
            op,
            format!("offset must be an integer (or tensor of integers) in the shape of ptr, got {}", quoted(offset)),
        );
    }
    Ok(())
}

fn verify_int_to_ptr(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(x), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    if x != same_shape_as(x, i64_type(x)) || tensor_shape(x).is_none() && is_tensor(x) {
        return op_error(op, format!("operand must be i64 or a tensor of i64, got {}", quoted(x)));
    }
    pointer_result_like(op, x, result)
}

/// The result of a cast to pointers: `!nv_tileaa.ptr` in the operand's shape.
fn pointer_result_like(op: &OperationRef<'_, '_>, x: Type<'_>, result: Type<'_>) -> VerifyResult {
    if !scalar_or_tensor_of(result, is_ptr) || tensor_shape(result) != tensor_shape(x) {
        return op_error(
            op,
            format!(
                "result must be a !nv_tileaa.ptr (or tensor of them) in the shape of the operand, got {}",
                quoted(result)
            ),
        );
    }
    Ok(())
}

fn verify_ptr_to_int(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(x), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    addressed_type(op, x, "operand")?;
    let expected = same_shape_as(x, i64_type(x));
    if result != expected {
        return op_error(op, format!("result type must be {}, got {}", quoted(expected), quoted(result)));
    }
    Ok(())
}

fn verify_ptr_cast(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(x), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    addressed_type(op, x, "operand")?;
    pointer_result_like(op, x, result)
}

//===----------------------------------------------------------------------===//
// Grid queries
//===----------------------------------------------------------------------===//

fn verify_grid_dim(op: &OperationRef<'_, '_>) -> VerifyResult {
    match int_attr(op, "dim") {
        Some(dim) if !(0..=2).contains(&dim) => op_error(op, format!("dim must be 0, 1 or 2, got {dim}")),
        _ => Ok(()),
    }
}

//===----------------------------------------------------------------------===//
// Tensor ops
//===----------------------------------------------------------------------===//

fn expect_type(op: &OperationRef<'_, '_>, what: &str, expected: Type<'_>, got: Type<'_>) -> VerifyResult {
    if expected != got {
        return op_error(op, format!("expected {what} type {}, got {}", quoted(expected), quoted(got)));
    }
    Ok(())
}

fn check_elements_match(op: &OperationRef<'_, '_>, source: Type<'_>, result: Type<'_>) -> VerifyResult {
    if elem(source) != elem(result) {
        return op_error(
            op,
            format!(
                "result element type {} does not match the source element type {}",
                quoted(elem(result)),
                quoted(elem(source))
            ),
        );
    }
    Ok(())
}

fn verify_splat(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    if is_tensor(source) {
        return op_error(op, format!("source must be a scalar, got {}", quoted(source)));
    }
    check_elements_match(op, source, result)
}

fn verify_broadcast(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    check_elements_match(op, source, result)?;
    let (from, to) = (shape_of(source), shape_of(result));
    if from.len() != to.len() {
        return op_error(op, format!("result rank {} differs from the source rank {}", to.len(), from.len()));
    }
    for (d, (&f, &t)) in from.iter().zip(&to).enumerate() {
        if f != t && f != 1 {
            return op_error(op, format!("dimension {d} of size {f} cannot be broadcast to size {t}"));
        }
    }
    Ok(())
}

fn verify_view(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    for ty in [source, result] {
        if is_tensor(ty) && tensor_shape(ty).is_none() {
            return op_error(op, format!("expected a scalar or a ranked tensor, got {}", quoted(ty)));
        }
    }
    check_elements_match(op, source, result)?;
    let (from, to) = (element_count(source), element_count(result));
    if from != to {
        return op_error(op, format!("view changes the element count from {from} to {to}"));
    }
    Ok(())
}

fn verify_permute(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let Some(permutation) = i64_array_attr(op, "permutation") else { return Ok(()) };
    let shape = shape_of(source);
    let mut seen = vec![false; shape.len()];
    let valid = permutation.len() == shape.len()
        && permutation.iter().all(|&p| {
            let fresh = p >= 0 && (p as usize) < shape.len() && !seen[p as usize];
            if fresh {
                seen[p as usize] = true;
            }
            fresh
        });
    if !valid {
        return op_error(
            op,
            format!(
                "permutation {} is not a permutation of the {} source dimensions",
                format_list(&permutation),
                shape.len()
            ),
        );
    }
    let permuted: Vec<i64> = permutation.iter().map(|&p| shape[p as usize]).collect();
    expect_type(op, "result", shaped_like(Some(&permuted), elem(source)), result)
}

fn verify_extract_slice(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    check_elements_match(op, source, result)?;
    let (from, to) = (shape_of(source), shape_of(result));
    let indices = op.operand_count().saturating_sub(1);
    if indices != from.len() {
        return op_error(op, format!("expected {} indices (one per source dimension), got {indices}", from.len()));
    }
    if to.len() != from.len() {
        return op_error(op, format!("result rank {} differs from the source rank {}", to.len(), from.len()));
    }
    for (d, (&f, &t)) in from.iter().zip(&to).enumerate() {
        if t <= 0 || f % t != 0 {
            return op_error(
                op,
                format!("result dimension {d} (size {t}) does not divide the source dimension (size {f})"),
            );
        }
    }
    Ok(())
}

fn verify_insert_slice(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(dest)) = (operand_type(op, 0), operand_type(op, 1)) else { return Ok(()) };
    check_elements_match(op, source, dest)?;
    let (from, into) = (shape_of(source), shape_of(dest));
    let indices = op.operand_count().saturating_sub(2);
    if indices != into.len() {
        return op_error(op, format!("expected {} indices (one per dimension), got {indices}", into.len()));
    }
    if from.len() != into.len() {
        return op_error(op, format!("source rank {} differs from the destination rank {}", from.len(), into.len()));
    }
    for (d, (&f, &t)) in from.iter().zip(&into).enumerate() {
        if f <= 0 || t % f != 0 {
            return op_error(
                op,
                format!("source dimension {d} (size {f}) does not divide the destination dimension (size {t})"),
            );
        }
    }
    Ok(())
}

/// Bits one element of `ty` occupies in memory (tf32 is stored in 32).
fn storage_bits(ty: Type<'_>) -> i64 {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any type.
    if unsafe { sys::mlirTypeIsATF32(ty.to_raw()) } {
        32
    } else {
        i64::from(super::util::bit_width(ty))
    }
}

fn verify_bitcast(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let (from, to) = (shape_of(source), shape_of(result));
    if from.len() != 1 || to.len() != 1 {
        return op_error(op, "expects a rank-1 source and result");
    }
    let (a, b) = (from[0] * storage_bits(elem(source)), to[0] * storage_bits(elem(result)));
    if a != b || a == 0 {
        return op_error(op, format!("source ({a} bits) and result ({b} bits) differ in size"));
    }
    Ok(())
}

fn verify_grid_dep_control(op: &OperationRef<'_, '_>) -> VerifyResult {
    match string_attr(op, "kind").as_deref() {
        Some("wait" | "launch_dependents") => Ok(()),
        other => op_error(
            op,
            format!("kind {} is not one of \"wait\", \"launch_dependents\"", quoted(other.unwrap_or_default())),
        ),
    }
}

fn verify_cat(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(lhs), Some(rhs), Some(result)) = (operand_type(op, 0), operand_type(op, 1), result_type(op, 0)) else {
        return Ok(());
    };
    let Some(dim) = int_attr(op, "dim") else { return Ok(()) };
    let (l, r) = (shape_of(lhs), shape_of(rhs));
    if dim < 0 || dim as usize >= l.len() {
        return op_error(op, format!("dim {dim} is out of range for rank {}", l.len()));
    }
    let dim = dim as usize;
    let agree = l.len() == r.len() && (0..l.len()).all(|d| d == dim || l[d] == r[d]);
    if elem(lhs) != elem(rhs) || !agree {
        return op_error(
            op,
            format!("operands must have the same element type and agree on every dimension except {dim}"),
        );
    }
    let mut shape = l.clone();
    shape[dim] = l[dim] + r[dim];
    expect_type(op, "result", shaped_like(Some(&shape), elem(lhs)), result)
}

fn verify_make_range(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(result) = result_type(op, 0) else { return Ok(()) };
    if shape_of(result).len() != 1 || !is_integer(elem(result)) {
        return op_error(op, format!("result must be a rank-1 tensor of integers, got {}", quoted(result)));
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

/// Operations of the entry block of region 0, in order.
fn body_ops(op: &OperationRef<'_, '_>) -> (Option<sys::MlirBlock>, Vec<sys::MlirOperation>) {
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    unsafe {
        if sys::mlirOperationGetNumRegions(op.to_raw()) < 1 {
            return (None, Vec::new());
        }
        let block = sys::mlirRegionGetFirstBlock(sys::mlirOperationGetRegion(op.to_raw(), 0));
        if block.ptr.is_null() {
            return (None, Vec::new());
        }
        let mut ops = Vec::new();
        let mut current = sys::mlirBlockGetFirstOperation(block);
        while !current.ptr.is_null() {
            ops.push(current);
            current = sys::mlirOperationGetNextInBlock(current);
        }
        (Some(block), ops)
    }
}

fn verify_reduce_or_scan(op: &OperationRef<'_, '_>, scan: bool) -> VerifyResult {
    let operands: Vec<Type<'_>> = (0..op.operand_count()).filter_map(|i| operand_type(op, i)).collect();
    let results: Vec<Type<'_>> = (0..op.result_count()).filter_map(|i| result_type(op, i)).collect();
    let Some(first) = operands.first().copied() else {
        return op_error(op, "expects at least one operand");
    };
    let Some(shape) = tensor_shape(first) else {
        return op_error(op, format!("operands must be ranked tensors, got {}", quoted(first)));
    };
    for &ty in &operands {
        if tensor_shape(ty).as_deref() != Some(&shape[..]) {
            return op_error(op, "all operands must be ranked tensors of the same shape");
        }
    }
    let Some(dim) = int_attr(op, "dim") else { return Ok(()) };
    if dim < 0 || dim as usize >= shape.len() {
        return op_error(op, format!("dim {dim} is out of range for rank {}", shape.len()));
    }
    if results.len() != operands.len() {
        return op_error(op, format!("expected {} results (one per operand), got {}", operands.len(), results.len()));
    }
    let mut reduced = shape.clone();
    reduced.remove(dim as usize);
    for (i, (&operand, &result)) in operands.iter().zip(&results).enumerate() {
        let expected =
            if scan { operand } else { shaped_like((!reduced.is_empty()).then_some(&reduced[..]), elem(operand)) };
        if result != expected {
            return op_error(op, format!("result #{i} must be {}, got {}", quoted(expected), quoted(result)));
        }
    }
    if let Some(identities) = attribute(op, "identities") {
        // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns
        // it for the call); these C API calls only read it.
        let n = unsafe { sys::mlirArrayAttrGetNumElements(identities.to_raw()) }.max(0) as usize;
        if n != operands.len() {
            return op_error(op, format!("expected {} identities (one per operand), got {n}", operands.len()));
        }
        for (i, &operand) in operands.iter().enumerate() {
            let identity =
                // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used
                // only while that context lives.
                unsafe { Attribute::from_raw(sys::mlirArrayAttrGetElement(identities.to_raw(), i as isize)) };
            if attr_type(identity) != Some(elem(operand)) {
                return op_error(op, format!("identity #{i} must be a {} value", quoted(elem(operand))));
            }
        }
    }
    verify_combiner(op, &operands)
}

/// The body: `^bb(lhs0, rhs0, lhs1, rhs1, ...)` of the element types, ending
/// in `nv_tileaa.yield` of one value per operand.
fn verify_combiner(op: &OperationRef<'_, '_>, operands: &[Type<'_>]) -> VerifyResult {
    let (Some(block), ops) = body_ops(op) else {
        return op_error(op, "body must have one block");
    };
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    let n_args = unsafe { sys::mlirBlockGetNumArguments(block) }.max(0) as usize;
    if n_args != 2 * operands.len() {
        return op_error(
            op,
            format!("body must have {} arguments (lhs, rhs per operand), got {n_args}", 2 * operands.len()),
        );
    }
    for k in 0..n_args {
        // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only
        // while that context lives.
        let ty = unsafe { Type::from_raw(sys::mlirValueGetType(sys::mlirBlockGetArgument(block, k as isize))) };
        let expected = elem(operands[k / 2]);
        if ty != expected {
            return op_error(
                op,
                format!("body argument #{k} must be of type {}, got {}", quoted(expected), quoted(ty)),
            );
        }
    }
    // The last op rather than mlirBlockGetTerminator (docs/architecture.md,
    // known issues).
    let Some(&last) = ops.last() else {
        return op_error(op, "body must end in nv_tileaa.yield");
    };
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    let last = unsafe { OperationRef::from_raw(last) };
    if last.name().as_string_ref().as_str() != Ok(aa::YieldOperation::name()) {
        return op_error(op, "body must end in nv_tileaa.yield");
    }
    if last.operand_count() != operands.len() {
        return op_error(op, format!("body must yield {} values, got {}", operands.len(), last.operand_count()));
    }
    for (i, &operand) in operands.iter().enumerate() {
        if let Some(ty) = operand_type(&last, i) {
            if ty != elem(operand) {
                return op_error(
                    op,
                    format!("yielded value #{i} must be of type {}, got {}", quoted(elem(operand)), quoted(ty)),
                );
            }
        }
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// dot, fp_to_fp, assert
//===----------------------------------------------------------------------===//

fn verify_dot(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(a), Some(b), Some(acc)) = (operand_type(op, 0), operand_type(op, 1), operand_type(op, 2)) else {
        return Ok(());
    };
    let (sa, sb, sc) = (shape_of(a), shape_of(b), shape_of(acc));
    let rank = sa.len();
    if !(rank == 2 || rank == 3) || sb.len() != rank || sc.len() != rank {
        return op_error(op, "a, b and acc must be tensors of rank 2 (or 3, with a leading batch dimension)");
    }
    let (m, k) = (sa[rank - 2], sa[rank - 1]);
    let (k2, n) = (sb[rank - 2], sb[rank - 1]);
    let batch_ok = rank == 2 || (sa[0] == sb[0] && sa[0] == sc[0]);
    if k != k2 || sc[rank - 2] != m || sc[rank - 1] != n || !batch_ok {
        return op_error(
            op,
            format!(
                "shapes do not form a matrix product: a {}, b {}, acc {}",
                format_list(&sa),
                format_list(&sb),
                format_list(&sc)
            ),
        );
    }
    for (name, operand) in [("signedness_a", a), ("signedness_b", b)] {
        if attribute(op, name).is_none() {
            continue;
        }
        match string_attr(op, name).as_deref() {
            Some("signed") | Some("unsigned") => {}
            Some(other) => return op_error(op, format!("{name} must be \"signed\" or \"unsigned\", got \"{other}\"")),
            None => return Ok(()),
        }
        if !is_integer(elem(operand)) {
            return op_error(op, format!("{name} applies only to integer operands"));
        }
    }
    if attribute(op, "packing").is_some() {
        match string_attr(op, "packing").as_deref() {
            Some(crate::mma_atoms::PACKED_E2M1) => {}
            Some(other) => {
                return op_error(op, format!("packing must be \"{}\", got \"{other}\"", crate::mma_atoms::PACKED_E2M1))
            }
            None => return Ok(()),
        }
        if [a, b].iter().any(|t| !is_integer(elem(*t)) || bit_width(elem(*t)) != 8) {
            return op_error(op, "packing applies only to i8 operands a and b");
        }
        if op.operand_count() != 5 {
            return op_error(op, "packing needs the scales of a and b");
        }
    }
    Ok(())
}

const FP_ROUNDINGS: [&str; 5] = ["nearest_even", "zero", "negative_inf", "positive_inf", "nearest_away"];

fn verify_fp_to_fp(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(x), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    if !scalar_or_tensor_of(x, is_float)
        || !scalar_or_tensor_of(result, is_float)
        || tensor_shape(x) != tensor_shape(result)
    {
        return op_error(op, "operand and result must be floats, or float tensors of the same shape");
    }
    if let Some(rounding) = string_attr(op, "rounding") {
        if !FP_ROUNDINGS.contains(&rounding.as_str()) {
            return op_error(op, format!("rounding must be one of {}, got \"{rounding}\"", FP_ROUNDINGS.join(", ")));
        }
    }
    Ok(())
}

fn verify_assert(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(cond) = operand_type(op, 0) else { return Ok(()) };
    if cond != same_shape_as(cond, i1(cond)) || is_tensor(cond) && tensor_shape(cond).is_none() {
        return op_error(op, format!("cond must be i1 or a tensor of i1, got {}", quoted(cond)));
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

fn global_value_type<'c>(op: &OperationRef<'c, '_>) -> Option<Type<'c>> {
    attribute(op, "value").and_then(attr_type)
}

fn verify_global(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(ty) = global_value_type(op) else { return Ok(()) };
    let element = elem(ty);
    if shape_of(ty).len() != 1 || !(is_integer(element) || is_float(element)) {
        return op_error(op, format!("value must be a rank-1 array of integers or floats, got {}", quoted(ty)));
    }
    Ok(())
}

fn verify_get_global(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some((name, global)) = referenced_global(op, "name", aa::GlobalOperation::name()) else { return Ok(()) };
    let Some(global) = global else {
        return op_error(op, format!("'@{name}' does not reference a nv_tileaa.global"));
    };
    let element = global_value_type(&global).map(elem);
    let pointer = result_type(op, 0).and_then(PtrType::from_type);
    if let (Some(element), Some(pointer)) = (element, pointer) {
        if pointer.pointee_type() != element {
            return op_error(
                op,
                format!(
                    "result pointee type {} does not match the element type {} of '@{name}'",
                    quoted(pointer.pointee_type()),
                    quoted(element)
                ),
            );
        }
    }
    Ok(())
}

/// `nv_tileas.convert_layout`: same tile, another thread-value layout.
fn verify_convert_layout(op: &OperationRef<'_, '_>) -> VerifyResult {
    use melior::ir::ValueLike;
    let (Ok(source), Ok(result)) = (op.operand(0), op.result(0)) else { return Ok(()) };
    let (source, result) = (source.r#type(), result.r#type());
    for (what, ty) in [("source", source), ("result", result)] {
        if crate::tv_layout::TvLayout::of_type(ty.to_raw()).is_none() {
            return op_error(op, format!("{what} must carry a #nv_tileas.tv layout, got {}", quoted(ty)));
        }
    }
    let (bare_source, bare_result) = (super::util::without_encoding(source), super::util::without_encoding(result));
    if bare_source != bare_result {
        return op_error(
            op,
            format!(
                "changes the tile from {} to {}; only the layout may change",
                quoted(bare_source),
                quoted(bare_result)
            ),
        );
    }
    Ok(())
}
