/*===- cuda_tile-c/Registration.h - NVIDIA-compatible registration -*- C -*-===*\
|*                                                                            *|
|* The registration entry point of NVIDIA's open-source cuda_tile C API, so    *|
|* a C program written against that project builds against libTileasCAPI.so    *|
|* unchanged. The cuda_tile dialect handle, `mlirGetDialectHandle__cuda_tile__`,*|
|* is declared in tileas-c/Tileas.h under the same name NVIDIA's header uses.  *|
|*                                                                            *|
|* Only the dialects come from C: tileas' passes and op verifiers are Rust,    *|
|* registered by the tileas tools themselves, so this header has no pass       *|
|* registration and a module verified in a plain C process reports that the    *|
|* Rust verifiers are missing.                                                 *|
\*===----------------------------------------------------------------------===*/

#ifndef CUDA_TILE_C_REGISTRATION_H
#define CUDA_TILE_C_REGISTRATION_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Inserts cuda_tile, and the tileas dialects it lowers to (nv_tileaa,
   nv_tileas), into `registry`. */
MLIR_CAPI_EXPORTED void
mlirCudaTileRegisterAllDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* CUDA_TILE_C_REGISTRATION_H */
