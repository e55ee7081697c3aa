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

#ifdef __cplusplus
}
#endif

#endif /* TILEAS_C_NVTILEAA_H */
