//! Small helpers over the raw MLIR C API.

use mlir_sys::*;
use std::ffi::c_void;
use tileas_sys::string_ref;

/// Copies an `MlirStringRef` (possibly not UTF-8) into bytes.
pub(crate) unsafe fn bytes_of(s: MlirStringRef) -> Vec<u8> {
    if s.data.is_null() || s.length == 0 {
        return Vec::new();
    }
    std::slice::from_raw_parts(s.data as *const u8, s.length).to_vec()
}

pub(crate) unsafe fn str_of(s: MlirStringRef) -> String {
    String::from_utf8_lossy(&bytes_of(s)).into_owned()
}

pub(crate) unsafe fn ident_str(id: MlirIdentifier) -> String {
    str_of(mlirIdentifierStr(id))
}

pub(crate) unsafe fn op_name(op: MlirOperation) -> String {
    ident_str(mlirOperationGetName(op))
}

unsafe extern "C" fn append_string(s: MlirStringRef, data: *mut c_void) {
    (*(data as *mut Vec<u8>)).extend_from_slice(&bytes_of(s));
}

/// Runs a C API printer into a `String`.
pub(crate) fn print_with(f: impl FnOnce(MlirStringCallback, *mut c_void)) -> String {
    let mut out: Vec<u8> = Vec::new();
    f(Some(append_string), &mut out as *mut Vec<u8> as *mut c_void);
    String::from_utf8_lossy(&out).into_owned()
}

pub(crate) fn type_to_string(t: MlirType) -> String {
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    print_with(|cb, d| unsafe { mlirTypePrint(t, cb, d) })
}

pub(crate) fn attr_to_string(a: MlirAttribute) -> String {
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    print_with(|cb, d| unsafe { mlirAttributePrint(a, cb, d) })
}

/// A string ref over arbitrary bytes (valid while `b` lives).
pub(crate) fn bytes_ref(b: &[u8]) -> MlirStringRef {
    MlirStringRef { data: b.as_ptr() as *const std::ffi::c_char, length: b.len() }
}

pub(crate) unsafe fn identifier(ctx: MlirContext, s: &str) -> MlirIdentifier {
    mlirIdentifierGet(ctx, string_ref(s))
}

pub(crate) unsafe fn attr_by_name(op: MlirOperation, name: &str) -> Option<MlirAttribute> {
    let a = mlirOperationGetAttributeByName(op, string_ref(name));
    (!a.ptr.is_null()).then_some(a)
}

pub(crate) fn success() -> MlirLogicalResult {
    MlirLogicalResult { value: 1 }
}

pub(crate) fn failure() -> MlirLogicalResult {
    MlirLogicalResult { value: 0 }
}
