//! Typed constructors and accessors for the types and attributes the
//! conversions build (issue #16).
//!
//! Everything here goes through MLIR's C API constructors (`mlir-sys`) or the
//! C API of our shim (`tileas-sys`), never through the type/attribute parser:
//! a wrong argument is then a compile error or a null handle we check, not a
//! runtime parse failure, and no construction pays a parser round trip.
//! Decisions on types use the accessors below (`float_kind`, `int_width`,
//! `shape`, `ptr_address_space`, ...), never the printed form.
//!
//! All functions take and return raw handles so that they fit the raw-handle
//! [`Builder`](super::builder::Builder) and the value maps of the conversions.
//!
//! Layout: types (builtin, LLVM, our dialects), type accessors, attributes
//! (builtin, LLVM enums, NVVM). Other conversions may append functions at the
//! end of the file; existing names stay stable.

use mlir_sys::*;
use tileas_sys::{string_ref, to_string};

// ---------------------------------------------------------------------------
// Builtin types.

/// Signless integer type `iN`.
pub fn int(ctx: MlirContext, bits: u32) -> MlirType {
    // SAFETY: `ctx` is a live context handle; the call only uniques a type in it.
    unsafe { mlirIntegerTypeGet(ctx, bits) }
}

pub fn i1(ctx: MlirContext) -> MlirType {
    int(ctx, 1)
}

pub fn i8(ctx: MlirContext) -> MlirType {
    int(ctx, 8)
}

pub fn i16(ctx: MlirContext) -> MlirType {
    int(ctx, 16)
}

pub fn i32(ctx: MlirContext) -> MlirType {
    int(ctx, 32)
}

pub fn i64(ctx: MlirContext) -> MlirType {
    int(ctx, 64)
}

/// `index`.
pub fn index(ctx: MlirContext) -> MlirType {
    // SAFETY: `ctx` is a live context handle.
    unsafe { mlirIndexTypeGet(ctx) }
}

pub use tileas_dialects::float_kind::{float_kind, FloatKind};

/// The float type of `kind`.
pub fn float(ctx: MlirContext, kind: FloatKind) -> MlirType {
    // SAFETY: `ctx` is a live context handle; each call only uniques a
    // parameterless builtin type in it.
    unsafe {
        match kind {
            FloatKind::F16 => mlirF16TypeGet(ctx),
            FloatKind::BF16 => mlirBF16TypeGet(ctx),
            FloatKind::F32 => mlirF32TypeGet(ctx),
            FloatKind::F64 => mlirF64TypeGet(ctx),
            FloatKind::TF32 => mlirTF32TypeGet(ctx),
            FloatKind::F8E4M3FN => mlirFloat8E4M3FNTypeGet(ctx),
            FloatKind::F8E5M2 => mlirFloat8E5M2TypeGet(ctx),
            FloatKind::F8E4M3 => mlirFloat8E4M3TypeGet(ctx),
            FloatKind::F8E5M2FNUZ => mlirFloat8E5M2FNUZTypeGet(ctx),
            FloatKind::F8E4M3FNUZ => mlirFloat8E4M3FNUZTypeGet(ctx),
            FloatKind::F8E4M3B11FNUZ => mlirFloat8E4M3B11FNUZTypeGet(ctx),
            FloatKind::F8E3M4 => mlirFloat8E3M4TypeGet(ctx),
            FloatKind::F8E8M0FNU => mlirFloat8E8M0FNUTypeGet(ctx),
            FloatKind::F4E2M1FN => mlirFloat4E2M1FNTypeGet(ctx),
            FloatKind::F8E5M3FNU => tileas_sys::tileasCudaTileFloatNV8E5M3FNUTypeGet(ctx),
        }
    }
}

pub fn f16(ctx: MlirContext) -> MlirType {
    float(ctx, FloatKind::F16)
}

pub fn bf16(ctx: MlirContext) -> MlirType {
    float(ctx, FloatKind::BF16)
}

pub fn f32(ctx: MlirContext) -> MlirType {
    float(ctx, FloatKind::F32)
}

pub fn f64(ctx: MlirContext) -> MlirType {
    float(ctx, FloatKind::F64)
}

pub fn tf32(ctx: MlirContext) -> MlirType {
    float(ctx, FloatKind::TF32)
}

/// `vector<shape x elem>`.
pub fn vector(shape: &[i64], elem: MlirType) -> MlirType {
    // SAFETY: `shape` outlives the call (MLIR copies it); `elem` is a live type.
    unsafe { mlirVectorTypeGet(shape.len() as isize, shape.as_ptr(), elem) }
}

/// `tensor<shape x elem>` without encoding.
pub fn ranked_tensor(shape: &[i64], elem: MlirType) -> MlirType {
    // SAFETY: `shape` outlives the call (MLIR copies it); a null encoding
    // attribute means "no encoding".
    unsafe { mlirRankedTensorTypeGet(shape.len() as isize, shape.as_ptr(), elem, mlirAttributeGetNull()) }
}

/// Builtin `(inputs) -> results` function type.
pub fn function(ctx: MlirContext, inputs: &[MlirType], results: &[MlirType]) -> MlirType {
    // SAFETY: both slices outlive the call (MLIR copies them).
    unsafe {
        mlirFunctionTypeGet(ctx, inputs.len() as isize, inputs.as_ptr(), results.len() as isize, results.as_ptr())
    }
}

// ---------------------------------------------------------------------------
// LLVM dialect types (the LLVM dialect must be loaded in `ctx`).

/// `!llvm.ptr` (address space 0) or `!llvm.ptr<addr_space>`.
pub fn llvm_ptr(ctx: MlirContext, addr_space: u32) -> MlirType {
    // SAFETY: `ctx` is a live context handle with the LLVM dialect loaded.
    unsafe { mlirLLVMPointerTypeGet(ctx, addr_space) }
}

/// `!llvm.array<n x elem>`.
pub fn llvm_array(elem: MlirType, n: u32) -> MlirType {
    // SAFETY: `elem` is a live type handle.
    unsafe { mlirLLVMArrayTypeGet(elem, n) }
}

/// Literal `!llvm.struct<(fields)>` (`packed` gives `<packed (...)>`).
pub fn llvm_struct(ctx: MlirContext, fields: &[MlirType], packed: bool) -> MlirType {
    // SAFETY: `fields` outlives the call (MLIR copies it).
    unsafe { mlirLLVMStructTypeLiteralGet(ctx, fields.len() as isize, fields.as_ptr(), packed) }
}

/// `!llvm.void`.
pub fn llvm_void(ctx: MlirContext) -> MlirType {
    // SAFETY: `ctx` is a live context handle with the LLVM dialect loaded.
    unsafe { mlirLLVMVoidTypeGet(ctx) }
}

/// `!llvm.func<result (inputs)>` (`result` is `llvm_void` for none).
pub fn llvm_func(result: MlirType, inputs: &[MlirType], var_arg: bool) -> MlirType {
    // SAFETY: `inputs` outlives the call (MLIR copies it).
    unsafe { mlirLLVMFunctionTypeGet(result, inputs.len() as isize, inputs.as_ptr(), var_arg) }
}

// ---------------------------------------------------------------------------
// Our dialects' types (C API of the shim, cpp/include/tileas-c).

fn non_null(t: MlirType) -> Option<MlirType> {
    (!t.ptr.is_null()).then_some(t)
}

/// `!nv_tileaa.ptr<pointee>`; `None` (after a diagnostic at `loc`) for an
/// invalid pointee.
pub fn tileaa_ptr(loc: MlirLocation, pointee: MlirType) -> Option<MlirType> {
    // SAFETY: live handles; the checked getter reports instead of asserting.
    non_null(unsafe { tileas_sys::tileasNvTileAAPtrTypeGetChecked(loc, pointee) })
}

/// `!nv_tileaa.memref<shape x elem>`; `None` (after a diagnostic) if invalid.
pub fn tileaa_memref(loc: MlirLocation, shape: &[i64], elem: MlirType) -> Option<MlirType> {
    // SAFETY: `shape` outlives the call; the checked getter reports instead of asserting.
    non_null(unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetChecked(loc, shape.len() as isize, shape.as_ptr(), elem) })
}

/// `!nv_tileaa.mem_token`.
pub fn tileaa_mem_token(ctx: MlirContext) -> MlirType {
    // SAFETY: `ctx` is a live context with nv_tileaa loaded.
    unsafe { tileas_sys::tileasNvTileAAMemTokenTypeGet(ctx) }
}

pub fn is_tileaa_ptr(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle; the call only inspects its TypeID.
    unsafe { tileas_sys::tileasTypeIsANvTileAAPtrType(t) }
}

/// The pointee of an `!nv_tileaa.ptr`, `None` for other types.
pub fn tileaa_ptr_pointee(t: MlirType) -> Option<MlirType> {
    // SAFETY: only called on an `!nv_tileaa.ptr`, as the getter requires.
    is_tileaa_ptr(t).then(|| unsafe { tileas_sys::tileasNvTileAAPtrTypeGetPointeeType(t) })
}

pub fn is_tileaa_memref(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle; the call only inspects its TypeID.
    unsafe { tileas_sys::tileasTypeIsANvTileAAMemRefType(t) }
}

pub fn is_tileaa_mem_token(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle; the call only inspects its TypeID.
    unsafe { tileas_sys::tileasTypeIsANvTileAAMemTokenType(t) }
}

/// `!cuda_tile.tile<shape x elem>`; `None` (after a diagnostic) if invalid.
pub fn cuda_tile_tile(loc: MlirLocation, shape: &[i64], elem: MlirType) -> Option<MlirType> {
    // SAFETY: `shape` outlives the call; the checked getter reports instead of asserting.
    non_null(unsafe { tileas_sys::tileasCudaTileTileTypeGetChecked(loc, shape.len() as isize, shape.as_ptr(), elem) })
}

/// `!cuda_tile.ptr<pointee>`; `None` (after a diagnostic) if invalid.
pub fn cuda_tile_ptr(loc: MlirLocation, pointee: MlirType) -> Option<MlirType> {
    // SAFETY: live handles; the checked getter reports instead of asserting.
    non_null(unsafe { tileas_sys::tileasCudaTilePointerTypeGetChecked(loc, pointee) })
}

/// `!cuda_tile.token`.
pub fn cuda_tile_token(ctx: MlirContext) -> MlirType {
    // SAFETY: `ctx` is a live context with cuda_tile loaded.
    unsafe { tileas_sys::tileasCudaTileTokenTypeGet(ctx) }
}

// ---------------------------------------------------------------------------
// Type accessors: decide on types by their structure, never their text.

pub fn is_f32(t: MlirType) -> bool {
    float_kind(t) == Some(FloatKind::F32)
}

pub fn is_tf32(t: MlirType) -> bool {
    float_kind(t) == Some(FloatKind::TF32)
}

/// Whether `t` is one of the 8-bit float types.
pub fn is_f8(t: MlirType) -> bool {
    float_kind(t).is_some_and(FloatKind::is_f8)
}

/// Whether `t` is a float type of fewer than 16 bits (f8, f6, f4), none of
/// which LLVM has: values of these types travel as their bits.
pub fn is_narrow_float(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle; the `IsA` calls only inspect its TypeID.
    is_f8(t) || unsafe { mlirTypeIsAFloat6E2M3FN(t) || mlirTypeIsAFloat6E3M2FN(t) || mlirTypeIsAFloat4E2M1FN(t) }
}

/// Whether `t` is any builtin float type.
pub fn is_float(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle.
    unsafe { mlirTypeIsAFloat(t) }
}

/// Bit width of a float type (tf32: 19), `None` for non-floats.
pub fn float_width(t: MlirType) -> Option<u32> {
    // SAFETY: the width getter is only called on a float type.
    is_float(t).then(|| unsafe { mlirFloatTypeGetWidth(t) })
}

/// Width of an integer type, `None` for non-integers.
pub fn int_width(t: MlirType) -> Option<u32> {
    // SAFETY: the width getter is only called on an integer type.
    unsafe { mlirTypeIsAInteger(t).then(|| mlirIntegerTypeGetWidth(t)) }
}

/// Whether `t` is the integer type of `bits` bits.
pub fn is_int(t: MlirType, bits: u32) -> bool {
    int_width(t) == Some(bits)
}

pub fn is_index(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle.
    unsafe { mlirTypeIsAIndex(t) }
}

pub fn is_vector(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle.
    unsafe { mlirTypeIsAVector(t) }
}

pub fn is_ranked_tensor(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle.
    unsafe { mlirTypeIsARankedTensor(t) }
}

/// Whether `t` is a shaped type (vector, tensor, memref).
pub fn is_shaped(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle.
    unsafe { mlirTypeIsAShaped(t) }
}

/// The element type of a shaped type, `None` for others.
pub fn element_type(t: MlirType) -> Option<MlirType> {
    // SAFETY: the getter is only called on a shaped type.
    is_shaped(t).then(|| unsafe { mlirShapedTypeGetElementType(t) })
}

/// The shape of a ranked shaped type (dynamic dims as MLIR's sentinel),
/// `None` for others.
pub fn shape(t: MlirType) -> Option<Vec<i64>> {
    // SAFETY: the getters are only called on a ranked shaped type.
    unsafe {
        if !is_shaped(t) || !mlirShapedTypeHasRank(t) {
            return None;
        }
        Some((0..mlirShapedTypeGetRank(t)).map(|i| mlirShapedTypeGetDimSize(t, i as isize)).collect())
    }
}

/// Whether `t` is a shaped type with a static shape.
pub fn has_static_shape(t: MlirType) -> bool {
    // SAFETY: the getter is only called on a shaped type.
    is_shaped(t) && unsafe { mlirShapedTypeHasStaticShape(t) }
}

pub fn is_llvm_ptr(t: MlirType) -> bool {
    // SAFETY: `t` is a live type handle.
    unsafe { mlirTypeIsALLVMPointerType(t) }
}

/// The address space of an `!llvm.ptr`, `None` for other types.
pub fn ptr_address_space(t: MlirType) -> Option<u32> {
    // SAFETY: the getter is only called on an `!llvm.ptr`.
    is_llvm_ptr(t).then(|| unsafe { mlirLLVMPointerTypeGetAddressSpace(t) })
}

/// A type printed for a diagnostic message (never to decide a rewrite:
/// use the accessors above for that).
pub fn diag_type(t: MlirType) -> String {
    // SAFETY: `t` is a live type handle of a context that outlives this call.
    unsafe { melior::ir::Type::from_raw(t) }.to_string()
}

/// Whether two type handles are the same (uniqued) type.
pub fn same_type(a: MlirType, b: MlirType) -> bool {
    // SAFETY: both are live type handles.
    unsafe { mlirTypeEqual(a, b) }
}

// ---------------------------------------------------------------------------
// Builtin attributes.

/// Integer attribute `value : ty`.
pub fn int_attr(ty: MlirType, value: i64) -> MlirAttribute {
    // SAFETY: `ty` is a live integer or index type.
    unsafe { mlirIntegerAttrGet(ty, value) }
}

/// `value : i32`.
pub fn i32_attr(ctx: MlirContext, value: i32) -> MlirAttribute {
    int_attr(i32(ctx), value as i64)
}

/// `value : i64`.
pub fn i64_attr(ctx: MlirContext, value: i64) -> MlirAttribute {
    int_attr(i64(ctx), value)
}

/// `true` / `false` (an `i1` integer attribute).
pub fn bool_attr(ctx: MlirContext, value: bool) -> MlirAttribute {
    // SAFETY: `ctx` is a live context handle.
    unsafe { mlirBoolAttrGet(ctx, value as std::os::raw::c_int) }
}

/// Float attribute `value : ty` (rounded to `ty`).
pub fn float_attr(ctx: MlirContext, ty: MlirType, value: f64) -> MlirAttribute {
    // SAFETY: `ty` is a live float type.
    unsafe { mlirFloatAttrDoubleGet(ctx, ty, value) }
}

/// String attribute `"text"`.
pub fn str_attr(ctx: MlirContext, text: &str) -> MlirAttribute {
    // SAFETY: `text` outlives the call (MLIR copies it).
    unsafe { mlirStringAttrGet(ctx, string_ref(text)) }
}

/// The value of a string attribute, `None` for other attributes.
pub fn str_value(a: MlirAttribute) -> Option<String> {
    // SAFETY: the getter is only called on a string attribute; `to_string`
    // copies the context-owned bytes.
    unsafe { mlirAttributeIsAString(a).then(|| to_string(mlirStringAttrGetValue(a))) }
}

pub fn unit_attr(ctx: MlirContext) -> MlirAttribute {
    // SAFETY: `ctx` is a live context handle.
    unsafe { mlirUnitAttrGet(ctx) }
}

/// `TypeAttr` holding `ty`.
pub fn type_attr(ty: MlirType) -> MlirAttribute {
    // SAFETY: `ty` is a live type handle.
    unsafe { mlirTypeAttrGet(ty) }
}

/// `@symbol`.
pub fn symbol_ref(ctx: MlirContext, symbol: &str) -> MlirAttribute {
    // SAFETY: `symbol` outlives the call (MLIR copies it).
    unsafe { mlirFlatSymbolRefAttrGet(ctx, string_ref(symbol)) }
}

/// The name of a flat symbol reference, `None` for other attributes.
pub fn symbol_ref_value(a: MlirAttribute) -> Option<String> {
    // SAFETY: the getter is only called on a flat symbol reference.
    unsafe { mlirAttributeIsAFlatSymbolRef(a).then(|| to_string(mlirFlatSymbolRefAttrGetValue(a))) }
}

/// `[a, b, ...]`.
pub fn array_attr(ctx: MlirContext, elems: &[MlirAttribute]) -> MlirAttribute {
    // SAFETY: `elems` outlives the call (MLIR copies it).
    unsafe { mlirArrayAttrGet(ctx, elems.len() as isize, elems.as_ptr()) }
}

/// `{name = value, ...}` (the entries in the order given; MLIR sorts them).
pub fn dict_attr(ctx: MlirContext, entries: &[(&str, MlirAttribute)]) -> MlirAttribute {
    let named: Vec<MlirNamedAttribute> = entries
        .iter()
        .map(|(name, value)| {
            let n = MlirStringRef { data: name.as_ptr() as *const _, length: name.len() };
            // SAFETY: `n` points into `name`, alive for the call; MLIR interns the identifier.
            MlirNamedAttribute { name: unsafe { mlirIdentifierGet(ctx, n) }, attribute: *value }
        })
        .collect();
    // SAFETY: `named` outlives the call (MLIR copies it).
    unsafe { mlirDictionaryAttrGet(ctx, named.len() as isize, named.as_ptr()) }
}

/// `array<i32: ...>`.
pub fn dense_i32_array(ctx: MlirContext, values: &[i32]) -> MlirAttribute {
    // SAFETY: `values` outlives the call (MLIR copies it).
    unsafe { mlirDenseI32ArrayGet(ctx, values.len() as isize, values.as_ptr()) }
}

/// `array<i64: ...>`.
/// The elements of a dense i64 array attribute (empty for anything else).
pub fn dense_i64_values(a: MlirAttribute) -> Vec<i64> {
    // SAFETY: the getters are only called on a dense i64 array, with indices
    // below its size.
    unsafe {
        if !mlirAttributeIsADenseI64Array(a) {
            return Vec::new();
        }
        (0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI64ArrayGetElement(a, i)).collect()
    }
}

/// The elements of a dense i32 array attribute (empty for anything else):
/// an op's `operandSegmentSizes`.
pub fn dense_i32_values(a: MlirAttribute) -> Vec<i32> {
    // SAFETY: the getters are only called on a dense i32 array, with indices
    // below its size.
    unsafe {
        if !mlirAttributeIsADenseI32Array(a) {
            return Vec::new();
        }
        (0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI32ArrayGetElement(a, i)).collect()
    }
}

/// A ranked tensor type like `ty` (shape and encoding: its layout) with
/// `elem` elements.
pub fn with_element(ty: MlirType, elem: MlirType) -> MlirType {
    let dims = shape(ty).unwrap_or_default();
    // SAFETY: `ty` is a live ranked tensor type; `dims` outlives the call.
    unsafe { mlirRankedTensorTypeGet(dims.len() as isize, dims.as_ptr(), elem, mlirRankedTensorTypeGetEncoding(ty)) }
}

/// The shape of a ranked tensor type with static extents (`None` for
/// scalars and dynamic shapes).
pub fn static_shape(ty: MlirType) -> Option<Vec<i64>> {
    if !is_ranked_tensor(ty) {
        return None;
    }
    shape(ty).filter(|s| s.iter().all(|&d| d >= 0))
}

/// Greatest common divisor (divisibility facts).
pub fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

pub fn dense_i64_array(ctx: MlirContext, values: &[i64]) -> MlirAttribute {
    // SAFETY: `values` outlives the call (MLIR copies it).
    unsafe { mlirDenseI64ArrayGet(ctx, values.len() as isize, values.as_ptr()) }
}

/// `dense<[...]> : shaped` of `i8` elements (`shaped` has `i8` elements and
/// `values.len()` of them).
pub fn dense_i8_elements(shaped: MlirType, values: &[i8]) -> MlirAttribute {
    // SAFETY: `values` outlives the call (MLIR copies it).
    unsafe { mlirDenseElementsAttrInt8Get(shaped, values.len() as isize, values.as_ptr()) }
}

/// The value of an integer attribute, `None` for other attributes.
pub fn int_value(a: MlirAttribute) -> Option<i64> {
    // SAFETY: the getter is only called on an integer attribute.
    unsafe { mlirAttributeIsAInteger(a).then(|| mlirIntegerAttrGetValueInt(a)) }
}

/// The element a splat dense elements attribute holds; any other attribute
/// itself.
pub fn splat_scalar(a: MlirAttribute) -> MlirAttribute {
    // SAFETY: the splat getter is only called on a splat dense elements
    // attribute.
    unsafe {
        if mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a) {
            mlirDenseElementsAttrGetSplatValue(a)
        } else {
            a
        }
    }
}

/// The integer a splat dense elements attribute (or a plain integer
/// attribute) holds.
pub fn splat_int_value(a: MlirAttribute) -> Option<i64> {
    int_value(splat_scalar(a))
}

/// Whether `a` is a splat dense elements attribute of integer 0 or float ±0.
pub fn is_zero_splat(a: MlirAttribute) -> bool {
    // SAFETY: the splat getter is only called on a splat dense elements
    // attribute, and the value getters on attributes of their kind.
    unsafe {
        if !(mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a)) {
            return false;
        }
        let v = mlirDenseElementsAttrGetSplatValue(a);
        (mlirAttributeIsAInteger(v) && mlirIntegerAttrGetValueInt(v) == 0)
            || (mlirAttributeIsAFloat(v) && mlirFloatAttrGetValueDouble(v) == 0.0)
    }
}

/// The type of an attribute (e.g. of a `TypedAttr`).
pub fn attr_type(a: MlirAttribute) -> MlirType {
    // SAFETY: `a` is a live attribute handle.
    unsafe { mlirAttributeGetType(a) }
}

/// The type held by a `TypeAttr`, `None` for other attributes.
pub fn type_attr_value(a: MlirAttribute) -> Option<MlirType> {
    // SAFETY: the getter is only called on a type attribute.
    unsafe { mlirAttributeIsAType(a).then(|| mlirTypeAttrGetValue(a)) }
}

// ---------------------------------------------------------------------------
// LLVM dialect enum attributes. ICmp/FCmp predicates, atomic orderings and
// atomic binary operations are `I64EnumAttr`s (LLVMEnums.td): plain `i64`
// integer attributes holding the case value. Linkage has its own attribute.

/// `llvm.icmp` predicates (LLVMEnums.td `ICmpPredicate`); `arith.cmpi`'s
/// `CmpIPredicate` (ArithBase.td) has the same cases and values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i64)]
pub enum ICmpPredicate {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}

/// `llvm.fcmp` predicates (LLVMEnums.td `FCmpPredicate`); `arith.cmpf`'s
/// `CmpFPredicate` has the same values (`False`/`True` are its
/// `AlwaysFalse`/`AlwaysTrue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i64)]
pub enum FCmpPredicate {
    False = 0,
    Oeq = 1,
    Ogt = 2,
    Oge = 3,
    Olt = 4,
    Ole = 5,
    One = 6,
    Ord = 7,
    Ueq = 8,
    Ugt = 9,
    Uge = 10,
    Ult = 11,
    Ule = 12,
    Une = 13,
    Uno = 14,
    True = 15,
}

/// LLVM atomic orderings (LLVMEnums.td `AtomicOrdering`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i64)]
pub enum AtomicOrdering {
    NotAtomic = 0,
    Unordered = 1,
    Monotonic = 2,
    Acquire = 4,
    Release = 5,
    AcqRel = 6,
    SeqCst = 7,
}

/// `llvm.atomicrmw` operations (LLVMEnums.td `AtomicBinOp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i64)]
pub enum AtomicBinOp {
    Xchg = 0,
    Add = 1,
    Sub = 2,
    And = 3,
    Nand = 4,
    Or = 5,
    Xor = 6,
    Max = 7,
    Min = 8,
    UMax = 9,
    UMin = 10,
    FAdd = 11,
    FSub = 12,
    FMax = 13,
    FMin = 14,
    UIncWrap = 15,
    UDecWrap = 16,
    USubCond = 17,
    USubSat = 18,
    FMaximum = 19,
    FMinimum = 20,
}

/// The `predicate` attribute of `llvm.icmp`.
pub fn icmp_predicate(ctx: MlirContext, p: ICmpPredicate) -> MlirAttribute {
    i64_attr(ctx, p as i64)
}

/// The `predicate` attribute of `llvm.fcmp`.
pub fn fcmp_predicate(ctx: MlirContext, p: FCmpPredicate) -> MlirAttribute {
    i64_attr(ctx, p as i64)
}

/// An `ordering` / `success_ordering` / `failure_ordering` attribute.
pub fn atomic_ordering(ctx: MlirContext, o: AtomicOrdering) -> MlirAttribute {
    i64_attr(ctx, o as i64)
}

/// The `bin_op` attribute of `llvm.atomicrmw`.
pub fn atomic_bin_op(ctx: MlirContext, op: AtomicBinOp) -> MlirAttribute {
    i64_attr(ctx, op as i64)
}

/// LLVM linkage kinds (the C API's `MlirLLVMLinkage`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    External,
    Internal,
    Private,
    LinkOnce,
    Weak,
    Common,
}

/// `#llvm.linkage<...>`.
pub fn linkage(ctx: MlirContext, l: Linkage) -> MlirAttribute {
    let raw = match l {
        Linkage::External => MlirLLVMLinkage_MlirLLVMLinkageExternal,
        Linkage::Internal => MlirLLVMLinkage_MlirLLVMLinkageInternal,
        Linkage::Private => MlirLLVMLinkage_MlirLLVMLinkagePrivate,
        Linkage::LinkOnce => MlirLLVMLinkage_MlirLLVMLinkageLinkonce,
        Linkage::Weak => MlirLLVMLinkage_MlirLLVMLinkageWeak,
        Linkage::Common => MlirLLVMLinkage_MlirLLVMLinkageCommon,
    };
    // SAFETY: `raw` is one of the C API's linkage values.
    unsafe { mlirLLVMLinkageAttrGet(ctx, raw) }
}

// ---------------------------------------------------------------------------
// Discardable attribute names. MLIR requires a discardable attribute to be
// named `<dialect namespace>.<name>`; these are the ones the lowering path
// hands from stage to stage (ours: not declared in our ODS) and the NVVM ones
// the LLVM backend reads (`NVVMDialect::getKernelFuncAttrName()` /
// `getReqntidAttrName()`, which MLIR 22's C API does not expose). One
// definition each, so a typo is a compile error.

macro_rules! dialect_attr_name {
    ($dialect:literal, $name:literal) => {
        concat!($dialect, ".", $name)
    };
}

/// `tileas-schedule-loops`' record of its schedule: an op's stage and start
/// cycle (i64), and on a loop's back edge the initiation interval (0: the
/// serial schedule) and the stage count.
pub const SCHED_STAGE_ATTR: &str = dialect_attr_name!("nv_tileas", "sched_stage");
pub const SCHED_CYCLE_ATTR: &str = dialect_attr_name!("nv_tileas", "sched_cycle");
pub const SCHED_II_ATTR: &str = dialect_attr_name!("nv_tileas", "sched_ii");
pub const SCHED_STAGES_ATTR: &str = dialect_attr_name!("nv_tileas", "sched_stages");

/// Unit attribute on a `func.func` that is a kernel entry (stage 1 → 2 → 3).
pub const TILEAA_KERNEL_ATTR: &str = dialect_attr_name!("nv_tileaa", "kernel");
/// `array<i64>` on a kernel: what divides each argument (bytes for
/// pointers, the value for integers), from cuda_tile's `assume div_by`.
pub const TILEAA_ARG_DIV_BY_ATTR: &str = dialect_attr_name!("nv_tileaa", "arg_div_by");
/// String attribute: the non-default rounding of a float op (`zero`, `approx`, ...).
pub const TILEAA_ROUNDING_ATTR: &str = dialect_attr_name!("nv_tileaa", "rounding");
/// Unit attribute: a float op flushes denormals to zero.
pub const TILEAA_FTZ_ATTR: &str = dialect_attr_name!("nv_tileaa", "ftz");
/// Unit attribute on `arith.fptosi`/`fptoui`: out-of-range values clamp to
/// the integer range and NaN gives 0 (cuda_tile `ftoi saturating`).
pub const TILEAA_SATURATE_ATTR: &str = dialect_attr_name!("nv_tileaa", "saturate");
/// i64 attribute on a kernel: the CTA size chosen by stage 2.
pub const TILEAS_NUM_THREADS_ATTR: &str = dialect_attr_name!("nv_tileas", "num_threads");
/// i64 attribute on a kernel: bytes of shared-memory scratch stage 2 planned.
pub const TILEAS_SMEM_BYTES_ATTR: &str = dialect_attr_name!("nv_tileas", "smem_bytes");
/// i64 attribute on a kernel: bytes at the end of its scratch (included in
/// `nv_tileas.smem_bytes`) where tcgen05 operands defined outside their
/// dot's block are staged once (`tileas_to_llvm::umma::staged_operands`).
pub const TILEAS_STAGED_OPERAND_BYTES_ATTR: &str = dialect_attr_name!("nv_tileas", "staged_operand_bytes");
/// String attribute of an `nv_tileaa` (then `nv_tileas`) `load`,
/// `atomic_rmw` or `store` made from a cuda_tile multimem op (13.5): the
/// reduction (`add`, `min`, ..., `umax`) of `multimem.ld_reduce` /
/// `multimem.red`, or `st` for `multimem.st`.
pub const TILEAA_MULTIMEM_ATTR: &str = dialect_attr_name!("nv_tileaa", "multimem");
/// Unit attribute of `nv_tileas.async_store` and `async_load`: a global
/// proxy fence first orders the TMA copy after the generic proxy's earlier
/// global accesses (set in kernels with atomics).
pub const FENCE_GLOBAL_ATTR: &str = "fence_global";

/// Unit attribute on an nv_tileas `tiled_load` whose nv_tileaa form took a
/// fresh token (or none): no memory op is ordered before it, so it may be
/// issued ahead of earlier stores (`tileas-pipeline-loads`).
pub const TILEAS_UNORDERED_ATTR: &str = dialect_attr_name!("nv_tileas", "unordered");
/// Unit attribute on an nv_tileas `tiled_store` (with `tile`, and where
/// they apply `block_bytes` and `fence_global`, as on an `async_store`)
/// that stores from its registers but keeps the tensor map NVIDIA's
/// tileiras gives it: the map is a hidden parameter the host module fills
/// and the kernel does not read (`tileas-pipeline-loads`, sm_90 kernels
/// without a dot), so the host module stays NVIDIA's.
pub const TILEAS_TMA_MAP_ONLY_ATTR: &str = dialect_attr_name!("nv_tileas", "tma_map_only");
/// i64 attribute on a tcgen05 `nv_tileaa.dot` of a pipelined K loop
/// (`tileas-pipeline-loads`): the byte, in the ring region, of the stages'
/// "consumed" mbarriers. The dot commits its MMAs to the barrier of the
/// stage its operands are in and does not wait for them; the loop waits on
/// that barrier before its copies overwrite the stage.
pub const TILEAS_COMMIT_BARRIER_ATTR: &str = dialect_attr_name!("nv_tileas", "commit_barrier");
/// i64 attribute on such a dot whose loop's other work is one thread's
/// (only TMA copies into stages the dot reads in place, and scalar
/// arithmetic): the thread that issues the MMAs (32, warp 1, while thread 0
/// issues the copies), right after its own wait for the stage, without a
/// CTA barrier (that wait is an `mbarrier_wait` with `thread`).
pub const TILEAS_MMA_THREAD_ATTR: &str = dialect_attr_name!("nv_tileas", "mma_thread");
/// Unit attribute (`tileas-pipeline-loads`, sm_100+ clusters of an even
/// number of CTAs) on the B `tiled_load` and the `nv_tileaa.dot` of a
/// single-issuer tcgen05 K loop whose MMAs span a CTA pair
/// (`cta_group::2`): the even CTA's MMA thread issues MMAs of twice the
/// dot's rows, reading B's columns half from each CTA's stage, and commits
/// them to both CTAs' consumed mbarriers.
pub const TILEAS_CTA_PAIR_ATTR: &str = dialect_attr_name!("nv_tileas", "cta_pair");
/// i64 attribute on a wgmma `nv_tileaa.dot` of a pipelined K loop
/// (`tileas-pipeline-loads`): the warpgroup MMA groups left in flight after
/// the dot (`wgmma.wait_group N`, 1 in such a loop: the MMAs of iteration k
/// run while iteration k+1 waits for its stage). Its operands are TMA stages
/// read in place, so no proxy fence or CTA barrier precedes the MMAs.
pub const TILEAS_WGMMA_PENDING_ATTR: &str = dialect_attr_name!("nv_tileas", "wgmma_pending");
/// i64 attribute on an `nv_tileas.async_wait`: first wait until at most this
/// many warpgroup MMA groups are in flight (`wgmma.wait_group`), then the
/// CTA barrier (the exit edge of a loop whose dot has `wgmma_pending`).
pub const TILEAS_WGMMA_WAIT_ATTR: &str = dialect_attr_name!("nv_tileas", "wgmma_wait");
/// Unit attribute on an `nv_tileaa`/`nv_tileas` tiled load or store whose
/// cuda_tile op says `allow_tma = false` in its `optimization_hints` for the
/// target (its own entry, else `default`): it never becomes a TMA copy
/// (`tileas-pipeline-loads` gives it cp.async chunks or leaves it direct).
pub const TILEAA_NO_TMA_ATTR: &str = dialect_attr_name!("nv_tileaa", "no_tma");
/// i64 attribute on an `nv_tileaa`/`nv_tileas` memory op: the `latency` of
/// its cuda_tile op's `optimization_hints` for the target (1,
/// light DRAM traffic, to 10, heavy). `tileas-pipeline-loads` gives a loop
/// whose loads all say 4 or less fewer ring stages (`latency_stages`).
pub const TILEAA_LATENCY_ATTR: &str = dialect_attr_name!("nv_tileaa", "latency");
/// i64 attribute on a kernel: bytes of the shared-memory ring buffers of
/// its software-pipelined loops (`tileas-pipeline-loads`), declared by the
/// lowering beside the scratch.
pub const TILEAS_PIPELINE_BYTES_ATTR: &str = dialect_attr_name!("nv_tileas", "pipeline_bytes");
/// i64 attribute on a kernel (`tileas-pipeline-loads`) whose scratch
/// (`nv_tileas.smem_bytes`) is used only after its pipelined loops: the
/// scratch lives at this byte of the ring region (a multiple of 1024, past
/// what the ring region holds after the loops), over the loops' dead stages,
/// instead of in shared memory of its own.
pub const TILEAS_SCRATCH_OFFSET_ATTR: &str = dialect_attr_name!("nv_tileas", "scratch_offset");
/// i64 attribute on the top-level module: the shared memory one CTA may
/// declare on the target (the `tileiras` driver sets it from `--gpu-name`;
/// 48 KiB when absent).
pub const TILEAS_MAX_SHARED_ATTR: &str = dialect_attr_name!("nv_tileas", "max_shared_bytes");

/// Shared memory one CTA may declare without an opt-in, and the default of
/// `nv_tileas.max_shared_bytes`.
pub const DEFAULT_MAX_SHARED_BYTES: i64 = 48 * 1024;

/// The shared-memory limit that applies to `op`: the closest enclosing op's
/// `nv_tileas.max_shared_bytes` (set on the top-level module), else 48 KiB.
pub fn max_shared_bytes(op: MlirOperation) -> i64 {
    enclosing_int_attr(op, TILEAS_MAX_SHARED_ATTR).unwrap_or(DEFAULT_MAX_SHARED_BYTES)
}

/// The shared memory one CTA of a kernel with an occupancy hint of `n > 1`
/// CTAs an SM may use so that `n` fit: the `n`-th part of the SM's (the
/// per-CTA maximum plus the 1 KiB the hardware reserves for each CTA) less
/// that 1 KiB. None without such a hint.
pub fn occupancy_shared_bytes(op: MlirOperation) -> Option<i64> {
    let cta = max_shared_bytes(op);
    let n = occupancy(op).filter(|n| *n > 1)?;
    Some(((cta + CTA_RESERVED_SHARED_BYTES) / n - CTA_RESERVED_SHARED_BYTES).min(cta))
}

/// Shared memory the hardware reserves for each resident CTA (sm_80 on).
const CTA_RESERVED_SHARED_BYTES: i64 = 1024;

/// i64 attribute on a kernel: the CTAs an SM should hold at once, from the
/// `occupancy` of its cuda_tile `optimization_hints` for the target.
/// `tileas-pipeline-loads` sizes its rings to leave room for that many CTAs
/// (`occupancy_shared_bytes`) and the lowering caps the registers to match
/// (`max_registers`), both only where the kernel's scratch lets it fit.
pub const TILEAA_OCCUPANCY_ATTR: &str = dialect_attr_name!("nv_tileaa", "occupancy");

/// i64 attribute on a kernel: the warps that compute, from the
/// `num_worker_warps_per_cta` of its cuda_tile `optimization_hints` for the
/// target (cuda_tile 13.3). `convert-tileaa-to-tileas` makes the kernel's
/// threads 32 times that, instead of its own choice; warps the lowering adds
/// for copies (a producer warpgroup, TMA and MMA issuers) come on top.
pub const TILEAA_WORKER_WARPS_ATTR: &str = dialect_attr_name!("nv_tileaa", "num_worker_warps");

/// The occupancy hint of the kernel `op` is in (`nv_tileaa.occupancy`).
pub fn occupancy(op: MlirOperation) -> Option<i64> {
    enclosing_int_attr(op, TILEAA_OCCUPANCY_ATTR)
}

/// The cluster size of the kernel around `op` (`TILEAS_CLUSTER_CTAS_ATTR`);
/// 1 when its tile blocks are single CTAs.
/// The CTA size of the kernel `op` is in (`nv_tileas.num_threads`).
pub fn num_threads(op: MlirOperation) -> Option<i64> {
    enclosing_int_attr(op, TILEAS_NUM_THREADS_ATTR)
}

pub fn cluster_ctas(op: MlirOperation) -> i64 {
    enclosing_int_attr(op, TILEAS_CLUSTER_CTAS_ATTR).unwrap_or(1)
}

/// Registers a thread may use so that `occupancy` CTAs of `threads` threads
/// fit the SM's 64 Ki registers: `.maxnreg` (NVIDIA's tileiras emits the same
/// quotient; ptxas allocates at most 255). None without a hint.
pub fn max_registers(func: MlirOperation, threads: i64) -> Option<i64> {
    let n = occupancy(func)?;
    (n >= 1 && threads >= 1).then(|| (65536 / (threads * n)).min(255))
}

/// The attribute of a latch `cf.br` that `convert-cf-to-llvm` carries to
/// the `llvm.br` and LLVM reads as its `!llvm.loop` metadata (an
/// `#llvm.loop_annotation`); `convert-tileas-to-llvm` keeps it.
pub const LOOP_ANNOTATION: &str = "loop_annotation";

/// i64 on the top-level module: the target's compute capability (80 for
/// sm_80, 100 for sm_100; the `tileiras` driver sets it from `--gpu-name`).
/// Without it the lowering uses no instruction newer than sm_80's SIMT core
/// (no tensor cores).
pub const TILEAS_COMPUTE_CAPABILITY_ATTR: &str = dialect_attr_name!("nv_tileas", "compute_capability");

/// The compute capability that applies to `op` (the closest enclosing
/// `nv_tileas.compute_capability`), if one is set.
pub fn compute_capability(op: MlirOperation) -> Option<i64> {
    enclosing_int_attr(op, TILEAS_COMPUTE_CAPABILITY_ATTR)
}

/// The integer attribute `name` of `op` or of its closest ancestor that has it.
fn enclosing_int_attr(op: MlirOperation, name: &str) -> Option<i64> {
    let name = std::ffi::CString::new(name).expect("no NUL in the name");
    let mut at = op;
    // SAFETY: `at` is a live op; the walk ends at the null parent.
    while !at.ptr.is_null() {
        // SAFETY: as above; the name outlives the call.
        let attr = unsafe { mlirOperationGetAttributeByName(at, mlirStringRefCreateFromCString(name.as_ptr())) };
        if let Some(v) = (!attr.ptr.is_null()).then(|| int_value(attr)).flatten() {
            return Some(v);
        }
        // SAFETY: `at` is live.
        at = unsafe { mlirOperationGetParentOperation(at) };
    }
    None
}

/// Unit attribute on an `llvm.func`: a `.entry` (NVVM's kernel attribute).
pub const NVVM_KERNEL_ATTR: &str = dialect_attr_name!("nvvm", "kernel");
/// Unit attribute on a kernel argument passed by value and read in place
/// (a TMA tensor map).
pub const NVVM_GRID_CONSTANT_ATTR: &str = dialect_attr_name!("nvvm", "grid_constant");
/// `llvm.func` argument attributes: passed by value as this type, and its alignment.
pub const LLVM_BYVAL_ATTR: &str = dialect_attr_name!("llvm", "byval");
pub const LLVM_ALIGN_ATTR: &str = dialect_attr_name!("llvm", "align");
/// The tensor maps of a kernel's TMA copies, for the driver's host module
/// (`tma_copy.rs`).
pub const TILEAS_TMA_DESCRIPTORS_ATTR: &str = dialect_attr_name!("nv_tileas", "tma_descriptors");
/// Unit attribute on a kernel (`tileas-pipeline-loads`): views whose
/// pointer, shapes or strides the kernel computes may be TMA copies
/// through tensor maps the kernel builds in the device TMA workspace
/// (`nv_tileas::tma::enable_device_maps`).
pub const TILEAS_DEVICE_TENSOR_MAPS_ATTR: &str = dialect_attr_name!("nv_tileas", "device_tensor_maps");
/// i64 on a kernel `llvm.func`: the index of its hidden device TMA
/// workspace parameter (`tma_copy.rs`), which the host module fills.
pub const TILEAS_TMA_WORKSPACE_ATTR: &str = dialect_attr_name!("nv_tileas", "tma_workspace");
/// i64 on a kernel (cuda_tile entry, func, llvm.func): each tile block runs
/// on a cluster of that many CTAs along x (`cuda-tile-cluster-split`);
/// the kernel is launched with `.blocksareclusters`.
pub const TILEAS_CLUSTER_CTAS_ATTR: &str = dialect_attr_name!("nv_tileas", "cluster_ctas");
/// `array<i32: x, y, z>` on a kernel: `.reqntid`.
pub const NVVM_REQNTID_ATTR: &str = dialect_attr_name!("nvvm", "reqntid");
/// `array<i32: x, y, z>` on a kernel: `.reqnctapercluster`.
pub const NVVM_CLUSTER_DIM_ATTR: &str = dialect_attr_name!("nvvm", "cluster_dim");
/// Unit attribute on a kernel: `.blocksareclusters` (the launch grid counts
/// clusters; PTX 9.0).
pub const NVVM_BLOCKS_ARE_CLUSTERS_ATTR: &str = dialect_attr_name!("nvvm", "blocksareclusters");
/// i32 on a kernel: `.minnctapersm`. NVIDIA's kernels all carry
/// `.minnctapersm 1`; without it ptxas aims for several CTAs per SM and
/// spills to get there (measured: `row_sum_f32` at 72 registers with a spill
/// against 105 without).
pub const NVVM_MINCTASM_ATTR: &str = dialect_attr_name!("nvvm", "minctasm");
/// i32 on a kernel: `.maxnreg` (`max_registers`).
pub const NVVM_MAXNREG_ATTR: &str = dialect_attr_name!("nvvm", "maxnreg");
/// Prefixes of our discardable attributes (to drop them when an op is rebuilt).
pub const TILEAA_ATTR_PREFIX: &str = dialect_attr_name!("nv_tileaa", "");
pub const TILEAS_ATTR_PREFIX: &str = dialect_attr_name!("nv_tileas", "");

/// The target-independent LLVM intrinsic `llvm.<suffix>` (`fptosi.sat.i32.f32`;
/// a function name in LLVM IR, used with `llvm.call_intrinsic`).
pub fn llvm_intrinsic(suffix: &str) -> String {
    format!("llvm.{suffix}")
}

/// The LLVM intrinsic `llvm.nvvm.<suffix>` (a function name in LLVM IR, used
/// with `llvm.call_intrinsic`; not an MLIR op).
pub fn nvvm_intrinsic(suffix: &str) -> String {
    format!("llvm.nvvm.{suffix}")
}
