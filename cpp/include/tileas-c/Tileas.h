/*===- Tileas.h - C API of tileas' C++ side ------------------------*- C -*-===*\
|*                                                                            *|
|* Everything Rust needs from the C++ half: cuda_tile type/attribute          *|
|* accessors, diagnostics on ops, dialect registration, the hook through      *|
|* which generated verifiers call Rust, the Rust-pass registry and            *|
|* MlirOptMain.                                                                *|
\*===----------------------------------------------------------------------===*/
#ifndef TILEAS_C_TILEAS_H
#define TILEAS_C_TILEAS_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Rewrite.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(CudaTile, cuda_tile);

/*--- cuda_tile types ------------------------------------------------------*/
MLIR_CAPI_EXPORTED MlirType tileasCudaTileTileTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int64_t *shape,
    MlirType elementType);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileTileType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t tileasCudaTileTileTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileTileTypeGetDimSize(MlirType type,
                                                            intptr_t dim);
MLIR_CAPI_EXPORTED MlirType tileasCudaTileTileTypeGetElementType(MlirType type);

MLIR_CAPI_EXPORTED MlirType tileasCudaTilePointerTypeGetChecked(
    MlirLocation loc, MlirType pointeeType);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTilePointerType(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileasCudaTilePointerTypeGetPointeeType(
    MlirType type);

MLIR_CAPI_EXPORTED MlirType tileasCudaTileTokenTypeGet(MlirContext ctx);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileTokenType(MlirType type);

/*--- cuda_tile enum attributes -------------------------------------------*/
/* One entry per cuda_tile enum attribute; values are the 13.1 encodings. */
typedef enum {
  TILEAS_CUDA_TILE_ENUM_ROUNDING_MODE = 0,
  TILEAS_CUDA_TILE_ENUM_INTEGER_OVERFLOW = 1,
  TILEAS_CUDA_TILE_ENUM_SIGNEDNESS = 2,
  TILEAS_CUDA_TILE_ENUM_COMPARISON_PREDICATE = 3,
  TILEAS_CUDA_TILE_ENUM_COMPARISON_ORDERING = 4,
  TILEAS_CUDA_TILE_ENUM_ATOMIC_RMW_MODE = 5,
  TILEAS_CUDA_TILE_ENUM_MEMORY_ORDERING_SEMANTICS = 6,
  TILEAS_CUDA_TILE_ENUM_MEMORY_SCOPE = 7,
  TILEAS_CUDA_TILE_ENUM_PADDING_VALUE = 8,
} TileasCudaTileEnumKind;

/* Null attribute if `value` is not a case of `kind`. */
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileEnumAttrGet(
    MlirContext ctx, TileasCudaTileEnumKind kind, uint32_t value);
/* The kind of a cuda_tile enum attribute, or -1 for any other attribute. */
MLIR_CAPI_EXPORTED int tileasCudaTileEnumAttrGetKind(MlirAttribute attr);
MLIR_CAPI_EXPORTED uint32_t tileasCudaTileEnumAttrGetValue(MlirAttribute attr);

/*--- cuda_tile debug info -------------------------------------------------*/
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileDIFileAttrGet(
    MlirContext ctx, MlirStringRef name, MlirStringRef directory);
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDICompileUnitAttrGet(MlirContext ctx, MlirAttribute file);
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileDISubprogramAttrGet(
    MlirContext ctx, MlirAttribute file, unsigned line, MlirStringRef name,
    MlirStringRef linkageName, MlirAttribute compileUnit, unsigned scopeLine);
MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileDISubprogram(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirStringRef
tileasCudaTileDISubprogramGetLinkageName(MlirAttribute attr);
/* `#cuda_tile.di_loc<sourceLoc in scope>`; null unless sourceLoc is a
   file:line:col location and scope a subprogram or lexical block. */
MLIR_CAPI_EXPORTED MlirLocation tileasCudaTileDILocGet(MlirLocation sourceLoc,
                                                       MlirAttribute scope);
MLIR_CAPI_EXPORTED bool tileasLocationIsACudaTileDILoc(MlirLocation loc);
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileDILocGetScope(MlirLocation loc);
MLIR_CAPI_EXPORTED MlirLocation
tileasCudaTileDILocGetSourceLoc(MlirLocation loc);
/* The subprogram a subprogram or lexical block belongs to; null otherwise. */
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileDILocalScopeGetSubprogram(MlirAttribute scope);

/*--- diagnostics ----------------------------------------------------------*/
/* Emits `'<op name>' op <message>` at the op, like Operation::emitOpError. */
MLIR_CAPI_EXPORTED void tileasOperationEmitOpError(MlirOperation op,
                                                   MlirStringRef message);
MLIR_CAPI_EXPORTED void tileasOperationEmitRemark(MlirOperation op,
                                                  MlirStringRef message);

/*--- registration ---------------------------------------------------------*/
/* Inserts every tileas dialect into `registry`. */
MLIR_CAPI_EXPORTED void tileasRegisterDialects(MlirDialectRegistry registry);
/* Same, for the C++ `mlir::DialectRegistry *` handed to dialect plugins. */
MLIR_CAPI_EXPORTED void tileasRegisterDialectsRaw(void *dialectRegistry);

typedef MlirLogicalResult (*TileasVerifyHook)(MlirOperation op);
/* Installs the Rust op verifier; generated verify() methods call it. */
MLIR_CAPI_EXPORTED void tileasInstallVerifyHook(TileasVerifyHook hook);

typedef void (*TileasCanonicalizeHook)(MlirStringRef opName,
                                       MlirRewritePatternSet patterns,
                                       MlirContext context);
/* Installs the provider of Rust canonicalization patterns; the generated
   getCanonicalizationPatterns() of ops with `hasCanonicalizer` call it. */
MLIR_CAPI_EXPORTED void
tileasInstallCanonicalizeHook(TileasCanonicalizeHook hook);

/*--- Rust passes ----------------------------------------------------------*/
typedef enum {
  TILEAS_PASS_OPTION_BOOL = 0,
  TILEAS_PASS_OPTION_INT = 1,
  TILEAS_PASS_OPTION_STRING = 2,
} TileasPassOptionKind;

typedef struct {
  MlirStringRef name;
  MlirStringRef description;
  TileasPassOptionKind kind;
  MlirStringRef defaultValue;
} TileasPassOptionInfo;

typedef struct {
  MlirStringRef argument;    /* pipeline name, e.g. cuda-tile-simplify-arith */
  MlirStringRef name;        /* display name */
  MlirStringRef description;
  MlirStringRef opName;      /* anchor op; empty = any op */
  intptr_t nOptions;
  const TileasPassOptionInfo *options;
  intptr_t nDependentDialects;
  const MlirDialectHandle *dependentDialects;
  void *userData;
  /* New pass state with default options. */
  void *(*create)(void *userData);
  void *(*clone)(void *state);
  void (*destroy)(void *state);
  /* Sets one option (value is its textual form); on failure writes a message
     through `error`. */
  MlirLogicalResult (*setOption)(void *state, MlirStringRef name,
                                 MlirStringRef value,
                                 MlirStringCallback error, void *errorData);
  MlirLogicalResult (*run)(void *state, MlirOperation op);
} TileasRustPassInfo;

/* Registers a Rust pass under info->argument; strings are copied. */
MLIR_CAPI_EXPORTED void tileasRegisterRustPass(const TileasRustPassInfo *info);

/* Registers a named pipeline (PassPipelineRegistration); `pipeline` is a
   textual pipeline nested under the top-level op, e.g.
   "cuda_tile.module(cuda-tile-simplify-arith),canonicalize". */
MLIR_CAPI_EXPORTED void tileasRegisterPassPipeline(MlirStringRef argument,
                                                   MlirStringRef description,
                                                   MlirStringRef pipeline);

/* MlirOptMain with all upstream dialects, extensions and passes plus ours. */
MLIR_CAPI_EXPORTED int tileasOptMain(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* TILEAS_C_TILEAS_H */
