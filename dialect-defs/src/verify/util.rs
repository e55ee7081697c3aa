//! Small queries verifiers share. Keep family modules free of copies of these.

use crate::ops::cuda_tile as ct;
use crate::types::{PointerType, TileType};
use melior::dialect::ods::builtin;
use melior::ir::{
    operation::{OperationLike, OperationRef},
    Attribute, AttributeLike, Type, TypeLike, ValueLike,
};
use mlir_sys as sys;

/// Type of operand `index`, if it exists.
///
/// Tensor types come without their encoding: a register tile's layout
/// (`#nv_tileas.tv`) is checked by the layout's own rules, and every other
/// rule compares shapes and element types only.
pub fn operand_type<'c>(op: &OperationRef<'c, '_>, index: usize) -> Option<Type<'c>> {
    op.operand(index).ok().map(|v| without_encoding(v.r#type()))
}

/// Type of result `index`, if it exists.
/// Like [`operand_type`], without the encoding.
pub fn result_type<'c>(op: &OperationRef<'c, '_>, index: usize) -> Option<Type<'c>> {
    op.result(index).ok().map(|v| without_encoding(v.r#type()))
}

/// `ty` without a tensor encoding.
pub fn without_encoding(ty: Type<'_>) -> Type<'_> {
    // SAFETY: `strip` returns `ty` itself or a type of the same live context.
    unsafe { Type::from_raw(crate::tv_layout::TvLayout::strip(ty.to_raw())) }
}

/// The tile type of `ty`, if it is one.
pub fn tile(ty: Type<'_>) -> Option<TileType<'_>> {
    TileType::try_from(ty).ok()
}

/// Element type of a tile (the type itself for a non-tile).
pub fn element_type(ty: Type<'_>) -> Type<'_> {
    tile(ty).map(TileType::element_type).unwrap_or(ty)
}

/// Shape of a tile (empty for a non-tile).
pub fn shape(ty: Type<'_>) -> Vec<i64> {
    tile(ty).map(TileType::shape).unwrap_or_default()
}

pub fn is_float(ty: Type<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { sys::mlirTypeIsAFloat(ty.to_raw()) }
}

pub fn is_integer(ty: Type<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { sys::mlirTypeIsAInteger(ty.to_raw()) }
}

pub fn is_pointer(ty: Type<'_>) -> bool {
    PointerType::isa(ty)
}

pub fn is_f32(ty: Type<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { sys::mlirTypeIsAF32(ty.to_raw()) }
}

/// Bit width of an integer or float type; 0 for anything else.
pub fn bit_width(ty: Type<'_>) -> u32 {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe {
        if sys::mlirTypeIsAInteger(ty.to_raw()) {
            sys::mlirIntegerTypeGetWidth(ty.to_raw())
        } else if sys::mlirTypeIsAFloat(ty.to_raw()) {
            sys::mlirFloatTypeGetWidth(ty.to_raw())
        } else {
            0
        }
    }
}

/// The attribute `name` (inherent or discardable), if present.
pub fn attribute<'c>(op: &OperationRef<'c, '_>, name: &str) -> Option<Attribute<'c>> {
    op.attribute(name).ok()
}

/// `'T'`: a type (or attribute) the way MLIR streams it into a diagnostic.
pub fn quoted(value: impl std::fmt::Display) -> String {
    format!("'{value}'")
}

/// `a, b, c`: how MLIR streams an `ArrayRef` (shape) into a diagnostic.
pub fn join<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// `'a', 'b', 'c'`: how MLIR streams a `TypeRange` into a diagnostic (each
/// type quoted).
pub fn quoted_join<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(quoted).collect::<Vec<_>>().join(", ")
}

/// `[a, b, c]`, the way 13.1 prints shapes in messages.
pub fn format_list<T: std::fmt::Display>(items: &[T]) -> String {
    let body: Vec<String> = items.iter().map(ToString::to_string).collect();
    format!("[{}]", body.join(", "))
}

pub use crate::walk::op_name;

/// The global a `get_global`-style op names in its flat-symbol attribute
/// `attr`: (name, the op of kind `global_kind` in the nearest enclosing
/// `cuda_tile.module` / `builtin.module` symbol table, if there is one).
/// `None` when the attribute is missing or not a flat symbol reference (the
/// declarative constraints report that).
pub fn referenced_global<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    attr: &str,
    global_kind: &str,
) -> Option<(String, Option<OperationRef<'c, 'a>>)> {
    let symbol = op.attribute(attr).ok()?;
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    if !unsafe { sys::mlirAttributeIsAFlatSymbolRef(symbol.to_raw()) } {
        return None;
    }
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    let name_ref = unsafe { sys::mlirFlatSymbolRefAttrGetValue(symbol.to_raw()) };
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    let name = unsafe { tileas_sys::to_string(name_ref) };
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        let kind = parent.name();
        let kind = kind.as_string_ref().as_str().unwrap_or_default();
        if kind == ct::ModuleOperation::name() || kind == builtin::ModuleOperation::name() {
            // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook
            // owns it for the call); these C API calls only read it.
            let found = unsafe {
                let table = sys::mlirSymbolTableCreate(parent.to_raw());
                let found = sys::mlirSymbolTableLookup(table, name_ref);
                sys::mlirSymbolTableDestroy(table);
                found
            };
            let global = (!found.ptr.is_null())
                // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the
                // reference is used only while that IR lives.
                .then(|| unsafe { OperationRef::from_raw(found) })
                .filter(|g| g.name().as_string_ref().as_str() == Ok(global_kind));
            return Some((name, global));
        }
        current = parent.parent_operation();
    }
    Some((name, None))
}
