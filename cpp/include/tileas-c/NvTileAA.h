/*===- NvTileAA.h - C API of the nv_tileaa / nv_tileas types -----*- C -*-===*\
|*                                                                            *|
|* Types of the lowering dialects (docs/nv_tileaa.md), so Rust code builds    *|
|* and inspects them without parsing text. Bound by bindgen in tileas-sys.    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#ifndef TILEAS_C_NVTILEAA_H
#define TILEAS_C_NVTILEAA_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(NvTileAA, nv_tileaa);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(NvTileAS, nv_tileas);

/* `!nv_tileaa.ptr<pointee>`; null (and a diagnostic at loc) if invalid. */
MLIR_CAPI_EXPORTED MlirType tileasNvTileAAPtrTypeGetChecked(MlirLocation loc,
                                                            MlirType pointee);
MLIR_CAPI_EXPORTED bool tileasTypeIsANvTileAAPtrType(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileasNvTileAAPtrTypeGetPointeeType(MlirType type);

/* `!nv_tileaa.memref<shape x element>`; dynamic dims are
   tileasNvTileAAMemRefTypeGetDynamic(). Null (and a diagnostic) if invalid. */
MLIR_CAPI_EXPORTED MlirType tileasNvTileAAMemRefTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int64_t *shape, MlirType element);
MLIR_CAPI_EXPORTED bool tileasTypeIsANvTileAAMemRefType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t tileasNvTileAAMemRefTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t tileasNvTileAAMemRefTypeGetDimSize(MlirType type,
                                                             intptr_t dim);
MLIR_CAPI_EXPORTED MlirType
tileasNvTileAAMemRefTypeGetElementType(MlirType type);
MLIR_CAPI_EXPORTED int64_t tileasNvTileAAMemRefTypeGetDynamic(void);

/* `!nv_tileaa.mem_token`. */
MLIR_CAPI_EXPORTED MlirType tileasNvTileAAMemTokenTypeGet(MlirContext ctx);
MLIR_CAPI_EXPORTED bool tileasTypeIsANvTileAAMemTokenType(MlirType type);

/* `#nv_tileas.tv<(threadShape):(threadStride), (valueShape):(valueStride)>`;
   null (and a diagnostic at loc) if invalid. Modes are read one entry at a
   time: mode 0 is the thread mode, mode 1 the value mode. */
MLIR_CAPI_EXPORTED MlirAttribute tileasNvTileASTVLayoutAttrGetChecked(
    MlirLocation loc, intptr_t threadRank, const int64_t *threadShape,
    const int64_t *threadStride, intptr_t valueRank, const int64_t *valueShape,
    const int64_t *valueStride);
MLIR_CAPI_EXPORTED bool tileasAttributeIsANvTileASTVLayoutAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED intptr_t tileasNvTileASTVLayoutAttrGetRank(MlirAttribute attr,
                                                             intptr_t mode);
MLIR_CAPI_EXPORTED int64_t tileasNvTileASTVLayoutAttrGetShape(MlirAttribute attr,
                                                             intptr_t mode,
                                                             intptr_t i);
MLIR_CAPI_EXPORTED int64_t tileasNvTileASTVLayoutAttrGetStride(MlirAttribute attr,
                                                              intptr_t mode,
                                                              intptr_t i);

#ifdef __cplusplus
}
#endif

#endif /* TILEAS_C_NVTILEAA_H */
