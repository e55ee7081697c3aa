/*===- Translate.h - tileas-translate on MLIR's translate main ------*- C -*-===*\
|*                                                                            *|
|* tileasTranslateMain is mlir::mlirTranslateMain with the TileIR bytecode    *|
|* translations registered; their bodies are Rust (crate tileas-translate),   *|
|* reached through the hooks below. Every mlir-translate flag works.          *|
\*===----------------------------------------------------------------------===*/
#ifndef TILEAS_C_TRANSLATE_H
#define TILEAS_C_TRANSLATE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  /* TileIR bytecode `input` (named `bufferName`) -> a detached
     `cuda_tile.module` built in `ctx`, owned by the caller; null after
     emitting diagnostics in `ctx` on failure. */
  MlirOperation (*toMlir)(MlirStringRef input, MlirStringRef bufferName,
                          MlirContext ctx);
  /* The parsed and verified input `op` -> TileIR bytecode of version
     `version` ("" = the newest), passed to `output` once on success;
     diagnostics go to `op`'s context on failure. */
  MlirLogicalResult (*toTileBc)(MlirOperation op, MlirStringRef version,
                                MlirStringCallback output, void *outputData);
  /* Checks a `-bytecode-version` value (`major.minor[.tag]`); on failure the
     message goes to `error`. */
  MlirLogicalResult (*checkVersion)(MlirStringRef version,
                                    MlirStringCallback error, void *errorData);
} TileasTranslateHooks;

/* Runs mlirTranslateMain with `--tilebc-to-mlir`/`-cudatilebc-to-mlir`,
   `--mlir-to-tilebc`/`-mlir-to-cudatilebc` and `-test-cudatile-roundtrip`
   registered over `hooks`; returns the process exit code. */
MLIR_CAPI_EXPORTED int tileasTranslateMain(int argc, char **argv,
                                           const TileasTranslateHooks *hooks);

/* An error at `loc` with `nNotes` notes attached (at the same location). */
MLIR_CAPI_EXPORTED void tileasEmitErrorWithNotes(MlirLocation loc,
                                                 MlirStringRef message,
                                                 intptr_t nNotes,
                                                 const MlirStringRef *notes);
/* A remark at `loc`. */
MLIR_CAPI_EXPORTED void tileasEmitRemark(MlirLocation loc,
                                         MlirStringRef message);

#ifdef __cplusplus
}
#endif

#endif /* TILEAS_C_TRANSLATE_H */
