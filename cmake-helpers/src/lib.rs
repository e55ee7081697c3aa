//! Raw bindings to the C API of tileas' C++ half (`cpp/include/tileas-c/Tileas.h`).
//!
//! Hand-written rather than bindgen'd: the surface is small and every
//! declaration here is mirrored by a safe wrapper in `tileas-dialects` or
//! `tileas-passes`, which is where the rest of the project calls it from.
#![allow(non_snake_case)]

use mlir_sys::{
    MlirAttribute, MlirContext, MlirDialectHandle, MlirDialectRegistry, MlirLocation, MlirLogicalResult, MlirOperation,
    MlirStringCallback, MlirStringRef, MlirType,
};
use std::ffi::{c_char, c_int, c_void};

pub use mlir_sys;

pub mod bytecode;

/// `TileasPassOptionKind`.
pub type TileasPassOptionKind = u32;
pub const TILEAS_PASS_OPTION_BOOL: TileasPassOptionKind = 0;
pub const TILEAS_PASS_OPTION_INT: TileasPassOptionKind = 1;
pub const TILEAS_PASS_OPTION_STRING: TileasPassOptionKind = 2;

#[repr(C)]
#[derive(Clone, Copy)]
pub struct TileasPassOptionInfo {
    pub name: MlirStringRef,
    pub description: MlirStringRef,
    pub kind: TileasPassOptionKind,
    pub default_value: MlirStringRef,
}

#[repr(C)]
#[derive(Clone, Copy)]
pub struct TileasRustPassInfo {
    pub argument: MlirStringRef,
    pub name: MlirStringRef,
    pub description: MlirStringRef,
    pub op_name: MlirStringRef,
    pub n_options: isize,
    pub options: *const TileasPassOptionInfo,
    pub n_dependent_dialects: isize,
    pub dependent_dialects: *const MlirDialectHandle,
    pub user_data: *mut c_void,
    pub create: unsafe extern "C" fn(user_data: *mut c_void) -> *mut c_void,
    pub clone: unsafe extern "C" fn(state: *mut c_void) -> *mut c_void,
    pub destroy: unsafe extern "C" fn(state: *mut c_void),
    pub set_option: unsafe extern "C" fn(
        state: *mut c_void,
        name: MlirStringRef,
        value: MlirStringRef,
        error: MlirStringCallback,
        error_data: *mut c_void,
    ) -> MlirLogicalResult,
    pub run: unsafe extern "C" fn(state: *mut c_void, op: MlirOperation) -> MlirLogicalResult,
}

pub type TileasVerifyHook = unsafe extern "C" fn(op: MlirOperation) -> MlirLogicalResult;
pub type TileasFoldHook = unsafe extern "C" fn(op: MlirOperation) -> bool;
pub type TileasCanonicalizeHook =
    unsafe extern "C" fn(op_name: MlirStringRef, patterns: mlir_sys::MlirRewritePatternSet, context: MlirContext);

extern "C" {
    pub fn mlirGetDialectHandle__cuda_tile__() -> MlirDialectHandle;

    pub fn tileasCudaTileTileTypeGetChecked(
        loc: MlirLocation,
        rank: isize,
        shape: *const i64,
        element_type: MlirType,
    ) -> MlirType;
    pub fn tileasTypeIsACudaTileTileType(ty: MlirType) -> bool;
    pub fn tileasCudaTileTileTypeGetRank(ty: MlirType) -> isize;
    pub fn tileasCudaTileTileTypeGetDimSize(ty: MlirType, dim: isize) -> i64;
    pub fn tileasCudaTileTileTypeGetElementType(ty: MlirType) -> MlirType;

    pub fn tileasCudaTilePointerTypeGetChecked(loc: MlirLocation, pointee: MlirType) -> MlirType;
    pub fn tileasTypeIsACudaTilePointerType(ty: MlirType) -> bool;
    pub fn tileasCudaTilePointerTypeGetPointeeType(ty: MlirType) -> MlirType;

    pub fn tileasCudaTileTokenTypeGet(ctx: MlirContext) -> MlirType;
    pub fn tileasTypeIsACudaTileTokenType(ty: MlirType) -> bool;

    /// `kind` is a `TileasCudaTileEnumKind`.
    pub fn tileasCudaTileEnumAttrGet(ctx: MlirContext, kind: u32, value: u32) -> MlirAttribute;
    pub fn tileasCudaTileEnumAttrGetKind(attr: MlirAttribute) -> c_int;
    pub fn tileasCudaTileEnumAttrGetValue(attr: MlirAttribute) -> u32;

    pub fn tileasCudaTileDIFileAttrGet(
        ctx: MlirContext,
        name: MlirStringRef,
        directory: MlirStringRef,
    ) -> MlirAttribute;
    pub fn tileasCudaTileDICompileUnitAttrGet(ctx: MlirContext, file: MlirAttribute) -> MlirAttribute;
    pub fn tileasCudaTileDISubprogramAttrGet(
        ctx: MlirContext,
        file: MlirAttribute,
        line: u32,
        name: MlirStringRef,
        linkage_name: MlirStringRef,
        compile_unit: MlirAttribute,
        scope_line: u32,
    ) -> MlirAttribute;
    pub fn tileasAttributeIsACudaTileDISubprogram(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDISubprogramGetLinkageName(attr: MlirAttribute) -> MlirStringRef;
    pub fn tileasCudaTileDILocGet(source_loc: MlirLocation, scope: MlirAttribute) -> MlirLocation;
    pub fn tileasLocationIsACudaTileDILoc(loc: MlirLocation) -> bool;
    pub fn tileasCudaTileDILocGetScope(loc: MlirLocation) -> MlirAttribute;
    pub fn tileasCudaTileDILocGetSourceLoc(loc: MlirLocation) -> MlirLocation;
    pub fn tileasCudaTileDILocalScopeGetSubprogram(scope: MlirAttribute) -> MlirAttribute;

    pub fn tileasOperationEmitOpError(op: MlirOperation, message: MlirStringRef);
    pub fn tileasOperationEmitRemark(op: MlirOperation, message: MlirStringRef);
    pub fn tileasCudaTileEmitRemarkAtLoc(op: MlirOperation, message: MlirStringRef);
    pub fn tileasCudaTileEmitError(op: MlirOperation, message: MlirStringRef);
    pub fn tileasCudaTileEmitOpErrorWithNote(
        op: MlirOperation,
        message: MlirStringRef,
        note_op: MlirOperation,
        note: MlirStringRef,
    );
    pub fn tileasOperationIsPure(op: MlirOperation) -> bool;
    pub fn tileasCudaTileVerifyingRegions() -> bool;

    pub fn tileasRegisterDialects(registry: MlirDialectRegistry);
    pub fn tileasRegisterDialectsRaw(dialect_registry: *mut c_void);
    pub fn tileasInstallVerifyHook(hook: TileasVerifyHook);
    pub fn tileasInstallCanonicalizeHook(hook: TileasCanonicalizeHook);
    pub fn tileasInstallFoldHook(hook: TileasFoldHook);

    pub fn tileasRegisterRustPass(info: *const TileasRustPassInfo);
    pub fn tileasRegisterPassPipeline(argument: MlirStringRef, description: MlirStringRef, pipeline: MlirStringRef);
    pub fn tileasOptMain(argc: c_int, argv: *mut *mut c_char) -> c_int;
}

/// Borrows a Rust string as an `MlirStringRef` (valid while `s` lives).
pub fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr() as *const c_char, length: s.len() }
}

/// Copies an `MlirStringRef` into an owned `String` (lossy on invalid UTF-8).
///
/// # Safety
/// `s` must point to `s.length` readable bytes.
pub unsafe fn to_string(s: MlirStringRef) -> String {
    if s.data.is_null() || s.length == 0 {
        return String::new();
    }
    let bytes = std::slice::from_raw_parts(s.data as *const u8, s.length);
    String::from_utf8_lossy(bytes).into_owned()
}

// cuda_tile views and data attributes (cpp/lib/CAPI/CudaTileViews.cpp).
extern "C" {
    pub fn tileasCudaTileTensorViewTypeGetDynamic() -> i64;
    pub fn tileasCudaTileTensorViewTypeGetChecked(
        loc: MlirLocation,
        element_type: MlirType,
        rank: isize,
        shape: *const i64,
        strides: *const i64,
    ) -> MlirType;
    pub fn tileasTypeIsACudaTileTensorViewType(ty: MlirType) -> bool;
    pub fn tileasCudaTileTensorViewTypeGetElementType(ty: MlirType) -> MlirType;
    pub fn tileasCudaTileTensorViewTypeGetRank(ty: MlirType) -> isize;
    pub fn tileasCudaTileTensorViewTypeGetDimSize(ty: MlirType, dim: isize) -> i64;
    pub fn tileasCudaTileTensorViewTypeGetStride(ty: MlirType, dim: isize) -> i64;

    /// `dim_map` may be null (identity); `padding_value` is -1 for none.
    pub fn tileasCudaTilePartitionViewTypeGetChecked(
        loc: MlirLocation,
        rank: isize,
        tile_shape: *const i32,
        tensor_view: MlirType,
        dim_map_size: isize,
        dim_map: *const i32,
        padding_value: i32,
    ) -> MlirType;
    pub fn tileasTypeIsACudaTilePartitionViewType(ty: MlirType) -> bool;
    pub fn tileasCudaTilePartitionViewTypeGetRank(ty: MlirType) -> isize;
    pub fn tileasCudaTilePartitionViewTypeGetTileDimSize(ty: MlirType, dim: isize) -> i32;
    pub fn tileasCudaTilePartitionViewTypeGetTensorView(ty: MlirType) -> MlirType;
    pub fn tileasCudaTilePartitionViewTypeGetDimMap(ty: MlirType, dim: isize) -> i32;
    pub fn tileasCudaTilePartitionViewTypeGetPaddingValue(ty: MlirType) -> i32;

    pub fn tileasTypeIsACudaTileTileView(ty: MlirType) -> bool;
    pub fn tileasCudaTileTileViewGetIndexRank(ty: MlirType) -> isize;
    pub fn tileasCudaTileTileViewGetTileType(ty: MlirType) -> MlirType;

    pub fn tileasCudaTileStringTypeGet(ctx: MlirContext) -> MlirType;
    pub fn tileasTypeIsACudaTileStringType(ty: MlirType) -> bool;

    pub fn tileasAttributeIsACudaTileAssumePredicate(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDivByAttrGet(
        ctx: MlirContext,
        divisor: u64,
        has_every: bool,
        every: i64,
        has_along: bool,
        along: i64,
    ) -> MlirAttribute;
    pub fn tileasAttributeIsACudaTileDivByAttr(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDivByAttrGetDivisor(attr: MlirAttribute) -> u64;
    pub fn tileasCudaTileDivByAttrHasEvery(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDivByAttrGetEvery(attr: MlirAttribute) -> i64;
    pub fn tileasCudaTileDivByAttrHasAlong(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDivByAttrGetAlong(attr: MlirAttribute) -> i64;
    pub fn tileasCudaTileSameElementsAttrGet(ctx: MlirContext, n: isize, values: *const i64) -> MlirAttribute;
    pub fn tileasAttributeIsACudaTileSameElementsAttr(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileSameElementsAttrGetNumValues(attr: MlirAttribute) -> isize;
    pub fn tileasCudaTileSameElementsAttrGetValue(attr: MlirAttribute, index: isize) -> i64;
    pub fn tileasCudaTileBoundedAttrGet(
        ctx: MlirContext,
        has_lb: bool,
        lb: i64,
        has_ub: bool,
        ub: i64,
    ) -> MlirAttribute;
    pub fn tileasAttributeIsACudaTileBoundedAttr(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileBoundedAttrHasLb(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileBoundedAttrGetLb(attr: MlirAttribute) -> i64;
    pub fn tileasCudaTileBoundedAttrHasUb(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileBoundedAttrGetUb(attr: MlirAttribute) -> i64;

    pub fn tileasCudaTileOptimizationHintsAttrGetChecked(loc: MlirLocation, dict: MlirAttribute) -> MlirAttribute;
    pub fn tileasAttributeIsACudaTileOptimizationHintsAttr(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileOptimizationHintsAttrGetValue(attr: MlirAttribute) -> MlirAttribute;
}

// nv_tileaa / nv_tileas types (cpp/include/tileas-c/NvTileAA.h).
extern "C" {
    pub fn mlirGetDialectHandle__nv_tileaa__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__nv_tileas__() -> MlirDialectHandle;

    pub fn tileasNvTileAAPtrTypeGetChecked(loc: MlirLocation, pointee: MlirType) -> MlirType;
    pub fn tileasTypeIsANvTileAAPtrType(ty: MlirType) -> bool;
    pub fn tileasNvTileAAPtrTypeGetPointeeType(ty: MlirType) -> MlirType;

    pub fn tileasNvTileAAMemRefTypeGetChecked(
        loc: MlirLocation,
        rank: isize,
        shape: *const i64,
        element: MlirType,
    ) -> MlirType;
    pub fn tileasTypeIsANvTileAAMemRefType(ty: MlirType) -> bool;
    pub fn tileasNvTileAAMemRefTypeGetRank(ty: MlirType) -> isize;
    pub fn tileasNvTileAAMemRefTypeGetDimSize(ty: MlirType, dim: isize) -> i64;
    pub fn tileasNvTileAAMemRefTypeGetElementType(ty: MlirType) -> MlirType;
    pub fn tileasNvTileAAMemRefTypeGetDynamic() -> i64;

    pub fn tileasNvTileAAMemTokenTypeGet(ctx: MlirContext) -> MlirType;
    pub fn tileasTypeIsANvTileAAMemTokenType(ty: MlirType) -> bool;
}
