//! Raw bindings of `cpp/include/tileas-c/Bytecode.h`: what the TileIR bytecode
//! translation (crate `tileas-bytecode-mlir`) needs beyond the dialect C API.

use mlir_sys::{MlirAttribute, MlirContext, MlirLogicalResult, MlirStringCallback, MlirStringRef, MlirType};
use std::ffi::c_void;

/// `TileasTranslateHook`.
pub type TileasTranslateHook = unsafe extern "C" fn(
    input: MlirStringRef,
    buffer_name: MlirStringRef,
    output: MlirStringCallback,
    output_data: *mut c_void,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult;

extern "C" {
    pub fn tileasAttributeIsACudaTileDIFile(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDIFileGetName(attr: MlirAttribute) -> MlirStringRef;
    pub fn tileasCudaTileDIFileGetDirectory(attr: MlirAttribute) -> MlirStringRef;

    pub fn tileasAttributeIsACudaTileDICompileUnit(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDICompileUnitGetFile(attr: MlirAttribute) -> MlirAttribute;

    pub fn tileasCudaTileDISubprogramGetFile(attr: MlirAttribute) -> MlirAttribute;
    pub fn tileasCudaTileDISubprogramGetLine(attr: MlirAttribute) -> u32;
    pub fn tileasCudaTileDISubprogramGetName(attr: MlirAttribute) -> MlirStringRef;
    pub fn tileasCudaTileDISubprogramGetCompileUnit(attr: MlirAttribute) -> MlirAttribute;
    pub fn tileasCudaTileDISubprogramGetScopeLine(attr: MlirAttribute) -> u32;

    pub fn tileasCudaTileDILexicalBlockAttrGet(
        ctx: MlirContext,
        scope: MlirAttribute,
        file: MlirAttribute,
        line: u32,
        column: u32,
    ) -> MlirAttribute;
    pub fn tileasAttributeIsACudaTileDILexicalBlock(attr: MlirAttribute) -> bool;
    pub fn tileasCudaTileDILexicalBlockGetScope(attr: MlirAttribute) -> MlirAttribute;
    pub fn tileasCudaTileDILexicalBlockGetFile(attr: MlirAttribute) -> MlirAttribute;
    pub fn tileasCudaTileDILexicalBlockGetLine(attr: MlirAttribute) -> u32;
    pub fn tileasCudaTileDILexicalBlockGetColumn(attr: MlirAttribute) -> u32;

    pub fn tileasFloatAttrGetFromBits(ty: MlirType, bits: u64) -> MlirAttribute;
    pub fn tileasFloatAttrGetBits(attr: MlirAttribute) -> u64;
    pub fn tileasDenseElementsAttrGetRawData(attr: MlirAttribute) -> MlirStringRef;

    pub fn tileasInstallTileBcHooks(to_mlir: TileasTranslateHook, to_tilebc: TileasTranslateHook);
}
