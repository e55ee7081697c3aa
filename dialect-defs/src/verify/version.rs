//! The cuda_tile version a module is written against: `cuda_tile.module @m version
//! "13.2" { ... }` (13.1 when the attribute is absent). Ops, fields and hint keys newer
//! than the module's version are errors located at the op that uses them.

use super::{op_error, VerifyResult};
use crate::ops::cuda_tile as ct;
use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};

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
        _ => Ok(()),
    }
}
