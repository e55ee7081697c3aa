/*===- Bytecode.h - C API used by the TileIR bytecode translation ---*- C -*-===*\
|*                                                                            *|
|* Accessors the MLIR layer of the TileIR bytecode support needs beyond       *|
|* Tileas.h: debug-info attribute fields, exact float bit patterns, raw dense *|
|* element storage, and the hooks through which tileas-opt reads and writes   *|
|* TileIR bytecode (implemented in Rust, crate tileas-bytecode-mlir).         *|
\*===----------------------------------------------------------------------===*/
#ifndef TILEAS_C_BYTECODE_H
#define TILEAS_C_BYTECODE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/*--- debug-info attributes -----------------------------------------------*/
MLIR_CAPI_EXPORTED bool tileasAttributeIsACudaTileDIFile(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirStringRef tileasCudaTileDIFileGetName(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirStringRef
tileasCudaTileDIFileGetDirectory(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileDICompileUnit(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDICompileUnitGetFile(MlirAttribute attr);

MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDISubprogramGetFile(MlirAttribute attr);
MLIR_CAPI_EXPORTED unsigned tileasCudaTileDISubprogramGetLine(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirStringRef
tileasCudaTileDISubprogramGetName(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDISubprogramGetCompileUnit(MlirAttribute attr);
MLIR_CAPI_EXPORTED unsigned
tileasCudaTileDISubprogramGetScopeLine(MlirAttribute attr);

/* Null unless `scope` is a subprogram or lexical block and `file` a di_file. */
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileDILexicalBlockAttrGet(
    MlirContext ctx, MlirAttribute scope, MlirAttribute file, unsigned line,
    unsigned column);
MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileDILexicalBlock(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDILexicalBlockGetScope(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDILexicalBlockGetFile(MlirAttribute attr);
MLIR_CAPI_EXPORTED unsigned
tileasCudaTileDILexicalBlockGetLine(MlirAttribute attr);
MLIR_CAPI_EXPORTED unsigned
tileasCudaTileDILexicalBlockGetColumn(MlirAttribute attr);

/*--- exact attribute payloads --------------------------------------------*/
/* FloatAttr of float type `type` whose bitcastToAPInt() is the low bits of
   `bits`; null if `type` is not a float type of at most 64 bits. */
MLIR_CAPI_EXPORTED MlirAttribute tileasFloatAttrGetFromBits(MlirType type,
                                                           uint64_t bits);
/* bitcastToAPInt() of a FloatAttr (zero-extended). */
MLIR_CAPI_EXPORTED uint64_t tileasFloatAttrGetBits(MlirAttribute attr);
/* DenseElementsAttr::getRawData(); empty for other attributes. */
MLIR_CAPI_EXPORTED MlirStringRef
tileasDenseElementsAttrGetRawData(MlirAttribute attr);

/*--- TileIR bytecode in tileas-opt ----------------------------------------*/
/* Translates `input` (named `bufferName`) from one format to another; the
   result goes to `output`, diagnostics (one or more lines) to `error`. */
typedef MlirLogicalResult (*TileasTranslateHook)(
    MlirStringRef input, MlirStringRef bufferName, MlirStringCallback output,
    void *outputData, MlirStringCallback error, void *errorData);
/* `toMlir`: TileIR bytecode -> MLIR text (with locations); `toTileBc`: MLIR
   (text or bytecode) -> TileIR bytecode. With hooks installed, tileasOptMain
   accepts TileIR bytecode input (detected by its magic) and offers
   `--emit-tilebc`. */
MLIR_CAPI_EXPORTED void tileasInstallTileBcHooks(TileasTranslateHook toMlir,
                                                 TileasTranslateHook toTileBc);

#ifdef __cplusplus
}
#endif

#endif /* TILEAS_C_BYTECODE_H */
