//! Float element types by kind: verifiers and conversions decide on a float
//! type through its TypeID (`mlirTypeIsA*`), never its printed name.

use mlir_sys::*;

/// The float types the verifiers and conversions meet (MLIR's names in the comments).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `tf32` (19 bits, stored as 32)
    TF32,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E8M0FNU`
    F8E8M0FNU,
    /// `f4E2M1FN` (4 bits; tiles hold it, tileas' registers hold its code in an i8)
    F4E2M1FN,
    /// cuda_tile 13.4's `fnv8E5M3FNU` (a cuda_tile type: MLIR has no such builtin)
    F8E5M3FNU,
}

impl FloatKind {
    /// The type's name as MLIR prints it (for messages; decisions use the kind).
    pub fn mlir_name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F8E5M3FNU => "fnv8E5M3FNU",
        }
    }

    /// Whether this is one of the 8-bit float formats.
    pub fn is_f8(self) -> bool {
        !matches!(
            self,
            FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64 | FloatKind::TF32 | FloatKind::F4E2M1FN
        )
    }
}

/// The kind of a float type, `None` for non-floats.
pub fn float_kind(t: MlirType) -> Option<FloatKind> {
    // SAFETY: `t` is a live type handle; the `IsA` calls only inspect its TypeID.
    unsafe {
        let k = if mlirTypeIsAF16(t) {
            FloatKind::F16
        } else if mlirTypeIsABF16(t) {
            FloatKind::BF16
        } else if mlirTypeIsAF32(t) {
            FloatKind::F32
        } else if mlirTypeIsAF64(t) {
            FloatKind::F64
        } else if mlirTypeIsATF32(t) {
            FloatKind::TF32
        } else if mlirTypeIsAFloat8E4M3FN(t) {
            FloatKind::F8E4M3FN
        } else if mlirTypeIsAFloat8E5M2(t) {
            FloatKind::F8E5M2
        } else if mlirTypeIsAFloat8E4M3(t) {
            FloatKind::F8E4M3
        } else if mlirTypeIsAFloat8E5M2FNUZ(t) {
            FloatKind::F8E5M2FNUZ
        } else if mlirTypeIsAFloat8E4M3FNUZ(t) {
            FloatKind::F8E4M3FNUZ
        } else if mlirTypeIsAFloat8E4M3B11FNUZ(t) {
            FloatKind::F8E4M3B11FNUZ
        } else if mlirTypeIsAFloat8E3M4(t) {
            FloatKind::F8E3M4
        } else if mlirTypeIsAFloat8E8M0FNU(t) {
            FloatKind::F8E8M0FNU
        } else if mlirTypeIsAFloat4E2M1FN(t) {
            FloatKind::F4E2M1FN
        } else if tileas_sys::tileasTypeIsACudaTileFloatNV8E5M3FNUType(t) {
            FloatKind::F8E5M3FNU
        } else {
            return None;
        };
        Some(k)
    }
}
