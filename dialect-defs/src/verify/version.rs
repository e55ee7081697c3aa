//! The cuda_tile version a module is written against: `cuda_tile.module @m version
//! "13.2" { ... }` (13.1 when the attribute is absent). Ops, fields and hint keys newer
//! than the module's version are errors located at the op that uses them.

use super::{op_error, util::attribute, VerifyResult};
use crate::attrs::{IntegerOverflow, PointerClass, RoundingMode, SymbolVisibility};
use crate::ops::cuda_tile as ct;
use crate::types::{GatherScatterViewType, StridedViewType};
use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
    AttributeLike, BlockLike, RegionLike, Type, TypeLike, ValueLike,
};
use mlir_sys as sys;

/// A cuda_tile version, `(major, minor)`.
pub type Version = (u32, u32);

/// The version of a module without a `version` attribute.
pub const BASE_VERSION: Version = (13, 1);

/// The newest version the dialect accepts on a module.
pub const NEWEST_VERSION: Version = (13, 5);

/// `"13.2"` → `(13, 2)`, when the dialect knows that version.
pub fn parse_version(text: &str) -> Option<Version> {
    let (major, minor) = text.split_once('.')?;
    let v = (major.parse().ok()?, minor.parse().ok()?);
    (BASE_VERSION <= v && v <= NEWEST_VERSION).then_some(v)
}

/// `(13, 2)` → `"13.2"`.
pub fn version_string(v: Version) -> String {
    format!("{}.{}", v.0, v.1)
}

fn version_attribute(module: &OperationRef<'_, '_>) -> Option<String> {
    let attr = module.attribute("version").ok()?;
    StringAttribute::try_from(attr).ok().map(|s| s.value().to_owned())
}

/// The version of the `cuda_tile.module` around `op` (or `op` itself); 13.1 when
/// there is none or it has no valid `version`.
pub fn module_version(op: &OperationRef<'_, '_>) -> Version {
    let is_module = |o: &OperationRef<'_, '_>| o.name().as_string_ref().as_str() == Ok(ct::ModuleOperation::name());
    let mut current = if is_module(op) { Some(*op) } else { op.parent_operation() };
    while let Some(o) = current {
        if is_module(&o) {
            return version_attribute(&o).as_deref().and_then(parse_version).unwrap_or(BASE_VERSION);
        }
        current = o.parent_operation();
    }
    BASE_VERSION
}

/// An error at `op` unless its module's version is at least `since`; `what` names
/// the feature (an op, a field, a key).
pub(crate) fn require_version(op: &OperationRef<'_, '_>, since: Version, what: &str) -> VerifyResult {
    let v = module_version(op);
    if v >= since {
        return Ok(());
    }
    op_error(
        op,
        format!(
            "{what} requires cuda_tile {} or newer, but the module's version is {}",
            version_string(since),
            version_string(v)
        ),
    )
}

/// `cuda_tile.module`: a `version` the dialect knows.
pub(super) fn verify_module(op: &OperationRef<'_, '_>) -> VerifyResult {
    match version_attribute(op) {
        Some(text) if parse_version(&text).is_none() => op_error(
            op,
            format!(
                "unsupported cuda_tile version \"{text}\"; expected {} to {}",
                version_string(BASE_VERSION),
                version_string(NEWEST_VERSION)
            ),
        ),
        _ => newer_types(op),
    }
}

/// The features of type `ty` that later versions added, with the version of
/// each, read through the type accessors: the f8E8M0FNU element type (13.2),
/// f4E2M1FN and i4 (13.3), fnv8E5M3FNU (13.4) and a pointer class (`none` 13.4, `unicast`/`multicast` 13.5) on a pointer
/// or tensor_view, inside tiles, pointers and views.
fn type_features(ty: Type<'_>, out: &mut Vec<(String, Version)>) {
    use crate::types::{PointerType, TensorViewType, TileType};
    let class = |c: Option<PointerClass>, out: &mut Vec<(String, Version)>| {
        if let Some(c) = c {
            let since = if c == PointerClass::None { (13, 4) } else { (13, 5) };
            out.push((format!("ptr_attr `{}`", c.keyword()), since));
        }
    };
    use super::util::{bit_width, is_integer};
    use crate::float_kind::{float_kind, FloatKind};
    let kind = float_kind(ty.to_raw());
    let since = match kind {
        Some(FloatKind::F8E8M0FNU) => Some((13, 2)),
        Some(FloatKind::F4E2M1FN) => Some((13, 3)),
        Some(FloatKind::F8E5M3FNU) => Some((13, 4)),
        _ => None,
    };
    if let (Some(kind), Some(since)) = (kind, since) {
        out.push((format!("type '{}'", kind.mlir_name()), since));
    } else if is_integer(ty) && bit_width(ty) == 4 {
        out.push(("type 'i4'".to_owned(), (13, 3)));
    } else if let Ok(t) = TileType::try_from(ty) {
        type_features(t.element_type(), out);
    } else if let Ok(p) = PointerType::try_from(ty) {
        class(p.ptr_attr(), out);
        type_features(p.pointee_type(), out);
    } else if let Ok(v) = TensorViewType::try_from(ty) {
        class(v.ptr_attr(), out);
        type_features(v.element_type(), out);
    } else if let Some(v) = super::views::embedded_tensor_view(ty) {
        type_features(v.to_type(), out);
    }
}

/// A value (op result or block argument) whose type holds a feature newer
/// than the module's version: an error at the op that defines it (for a block
/// argument, the op owning the block, e.g. the entry).
fn newer_types(module: &OperationRef<'_, '_>) -> VerifyResult {
    let version = module_version(module);
    for op in crate::walk::nested_ops(module) {
        let results = (0..op.result_count()).filter_map(|i| op.result(i).ok()).map(|v| v.r#type());
        let arguments = (0..op.region_count())
            .filter_map(|i| op.region(i).ok())
            .flat_map(|r| r.first_block())
            .flat_map(|b| (0..b.argument_count()).filter_map(move |i| b.argument(i).ok()))
            .map(|a| a.r#type());
        let mut features = Vec::new();
        for ty in results.chain(arguments) {
            type_features(ty, &mut features);
        }
        if let Some((what, since)) = features.into_iter().find(|(_, since)| version < *since) {
            return require_version(&op, since, &what);
        }
    }
    Ok(())
}

/// The cuda_tile version that introduced an op (ops of 13.1 and `print_tko`, which
/// checks itself, are not listed).
fn op_since(name: &str) -> Option<Version> {
    let table: [(&str, Version); 16] = [
        (ct::Atan2Operation::name(), (13, 2)),
        (ct::MakeStridedViewOperation::name(), (13, 3)),
        (ct::MakeGatherScatterViewOperation::name(), (13, 3)),
        (ct::AtomicRedViewTkoOperation::name(), (13, 3)),
        (ct::MmaFScaledOperation::name(), (13, 3)),
        (ct::AllocaOperation::name(), (13, 3)),
        (ct::PackOperation::name(), (13, 3)),
        (ct::UnpackOperation::name(), (13, 3)),
        (ct::InsertOperation::name(), (13, 4)),
        (ct::FPowIOperation::name(), (13, 4)),
        (ct::GdcLaunchDependentsTkoOperation::name(), (13, 4)),
        (ct::GdcWaitTkoOperation::name(), (13, 4)),
        (ct::MemoryFenceAliasTkoOperation::name(), (13, 4)),
        (ct::MultimemLoadReduceViewTkoOperation::name(), (13, 5)),
        (ct::MultimemReduceViewTkoOperation::name(), (13, 5)),
        (ct::MultimemStoreViewTkoOperation::name(), (13, 5)),
    ];
    table.iter().find(|(n, _)| *n == name).map(|&(_, v)| v)
}

/// The field of a 13.1 op that a later version added and that `op` sets to something
/// other than its default: (what to call it, its version).
fn new_field(op: &OperationRef<'_, '_>, name: &str) -> Option<(String, Version)> {
    let rounding = || attribute(op, "rounding_mode").and_then(RoundingMode::from_attribute);
    let (field, since) = if name == ct::TanHOperation::name() {
        (rounding().filter(|m| *m != RoundingMode::Full).map(|m| format!("rounding mode `{}`", m.keyword())), (13, 2))
    } else if name == ct::ExpOperation::name() {
        (rounding().filter(|m| *m != RoundingMode::Full).map(|m| format!("rounding mode `{}`", m.keyword())), (13, 3))
    } else if name == ct::NegIOperation::name() {
        let overflow = attribute(op, "overflow").and_then(IntegerOverflow::from_attribute);
        (overflow.filter(|o| *o != IntegerOverflow::None).map(|o| format!("overflow `{}`", o.keyword())), (13, 2))
    } else if name == ct::GlobalOperation::name()
        && attribute(op, "symbol_visibility").and_then(SymbolVisibility::from_attribute)
            == Some(SymbolVisibility::Private)
    {
        (Some("symbol visibility `private`".to_string()), (13, 3))
    } else if name == ct::AtomicRedViewTkoOperation::name() {
        // 13.5 `inbounds`: all false is the 13.3 behaviour.
        let any_true = attribute(op, "inbounds").is_some_and(|a| {
            // SAFETY: `a` is a live dense bool array of `op`; the queries only read it.
            unsafe {
                (0..sys::mlirDenseArrayGetNumElements(a.to_raw()))
                    .any(|i| sys::mlirDenseBoolArrayGetElement(a.to_raw(), i))
            }
        });
        (any_true.then(|| "attribute `inbounds`".to_string()), (13, 5))
    } else {
        let unit: [(&str, &str, Version); 5] = [
            (ct::ForOperation::name(), "unsignedCmp", (13, 2)),
            (ct::FToIOperation::name(), "saturating", (13, 4)),
            (ct::MmaFOperation::name(), "fast_acc", (13, 3)),
            (ct::GlobalOperation::name(), "constant", (13, 3)),
            (ct::ModuleOperation::name(), "producer", (13, 3)),
        ];
        let &(_, attr, since) = unit.iter().find(|(n, _, _)| *n == name)?;
        (op.has_attribute(attr).then(|| format!("attribute `{attr}`")), since)
    };
    field.map(|f| (format!("the {f} of '{name}'"), since))
}

/// "the !cuda_tile.strided_view operand" when an operand of `op` has a 13.3 view type.
fn new_view_operand(op: &OperationRef<'_, '_>) -> Option<String> {
    (0..op.operand_count()).filter_map(|i| op.operand(i).ok()).find_map(|v| {
        let ty = v.r#type();
        let name = if StridedViewType::isa(ty) {
            "strided_view"
        } else if GatherScatterViewType::isa(ty) {
            "gather_scatter_view"
        } else {
            return None;
        };
        Some(format!("the !cuda_tile.{name} operand"))
    })
}

/// The version from which `ftof` takes rounding modes other than
/// `nearest_even` (what cuTile 1.7 writes them into, and NVIDIA's 13.5 tools check).
pub const FTOF_ROUNDING_SINCE: Version = (13, 4);

/// The oldest version whose verifier accepts `module` for what its encoding does
/// not show: an `ftof` rounding other than `nearest_even` (to a type other than
/// f8E8M0FNU, whose rule holds from its own version) is 13.4's rule. The
/// bytecode writer picks no older version (13.1 would encode the op, and every
/// reader of it would reject it).
pub fn semantic_minimum_version(module: &OperationRef<'_, '_>) -> Version {
    let mut min = BASE_VERSION;
    for op in crate::walk::nested_ops(module) {
        if op.name().as_string_ref().as_str() != Ok(ct::FToFOperation::name()) {
            continue;
        }
        let mode = attribute(&op, "rounding_mode").and_then(RoundingMode::from_attribute);
        let to_e8m0 = op.result(0).is_ok_and(|r| {
            let element = super::util::element_type(r.r#type());
            // SAFETY: `element` is a live type; the isa query only reads its TypeID.
            unsafe { sys::mlirTypeIsAFloat8E8M0FNU(element.to_raw()) }
        });
        if mode.is_some_and(|m| m != RoundingMode::NearestEven) && !to_e8m0 {
            min = min.max(FTOF_ROUNDING_SINCE);
        }
    }
    min
}

/// Ops and op fields newer than the module's version: an error at the op.
pub(super) fn verify_new_features(op: &OperationRef<'_, '_>, name: &str) -> VerifyResult {
    if let Some(since) = op_since(name) {
        require_version(op, since, &format!("'{name}'"))?;
    }
    if let Some(what) = new_view_operand(op) {
        require_version(op, (13, 3), &what)?;
    }
    match new_field(op, name) {
        Some((what, since)) => require_version(op, since, &what),
        None => Ok(()),
    }
}
