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
/* `ptrAttr`: a `#cuda_tile.ptr_attr` value (none 0, unicast 1, multicast 2),
 * negative for none; an invalid value gives a null type. */
MLIR_CAPI_EXPORTED MlirType tileasCudaTilePointerTypeGetCheckedWithPtrAttr(
    MlirLocation loc, MlirType pointeeType, int32_t ptrAttr);
/* The `#cuda_tile.ptr_attr` value, -1 when the pointer has none. */
MLIR_CAPI_EXPORTED int32_t tileasCudaTilePointerTypeGetPtrAttr(MlirType type);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTilePointerType(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileasCudaTilePointerTypeGetPointeeType(
    MlirType type);

/// cuda_tile 13.4's `fnv8E5M3FNU` element type (no MLIR builtin has it).
MLIR_CAPI_EXPORTED MlirType tileasCudaTileFloatNV8E5M3FNUTypeGet(MlirContext ctx);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileFloatNV8E5M3FNUType(MlirType type);

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
  TILEAS_CUDA_TILE_ENUM_SYMBOL_VISIBILITY = 9,
  TILEAS_CUDA_TILE_ENUM_POINTER_CLASS = 10,
  TILEAS_CUDA_TILE_ENUM_MULTIMEM_REDUCTION_KIND = 11,
} TileasCudaTileEnumKind;

/* Null attribute if `value` is not a case of `kind`. */
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileEnumAttrGet(
    MlirContext ctx, TileasCudaTileEnumKind kind, uint32_t value);
/* Whether `attr` holds a case of `kind`; if so, stores the case in `*value`.
 * The atomic mode, memory ordering and memory scope are plain i32 integer
 * attributes (as in 13.1), so one attribute may be a case of several kinds:
 * the caller says which kind it expects. */
MLIR_CAPI_EXPORTED bool tileasCudaTileEnumAttrGetValueOfKind(
    MlirAttribute attr, TileasCudaTileEnumKind kind, uint32_t *value);

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
/* A remark at the op's location that does not print (re-verify) the op. */
MLIR_CAPI_EXPORTED void tileasCudaTileEmitRemarkAtLoc(MlirOperation op,
                                                      MlirStringRef message);
/* `op->emitError(message)`: no `'<op>' op` prefix. */
MLIR_CAPI_EXPORTED void tileasCudaTileEmitError(MlirOperation op,
                                                MlirStringRef message);
/* `op->emitOpError(message)` with a note at `noteOp`'s location. */
MLIR_CAPI_EXPORTED void
tileasCudaTileEmitOpErrorWithNote(MlirOperation op, MlirStringRef message,
                                  MlirOperation noteOp, MlirStringRef note);
/* `mlir::isPure(op)`. */
MLIR_CAPI_EXPORTED bool tileasOperationIsPure(MlirOperation op);
/* Whether the running Rust verifier call comes from verifyRegions() rather
   than verify() (ops with both share one Rust entry point). */
MLIR_CAPI_EXPORTED bool tileasCudaTileVerifyingRegions(void);

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

typedef bool (*TileasFoldHook)(MlirOperation op);
/* Installs the Rust in-place folder: the generated fold() of ops with
   `hasFolder` whose folds only rewrite the op itself (cuda_tile.if) call it;
   it returns whether it changed the op. */
MLIR_CAPI_EXPORTED void tileasInstallFoldHook(TileasFoldHook hook);

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

/*--- cuda_tile views and data attributes (CudaTileViews.cpp) -------------*/
/* Marker of a dynamic (`?`) tensor_view dimension or stride. */
MLIR_CAPI_EXPORTED int64_t tileasCudaTileTensorViewTypeGetDynamic(void);
MLIR_CAPI_EXPORTED MlirType tileasCudaTileTensorViewTypeGetChecked(
    MlirLocation loc, MlirType elementType, intptr_t rank,
    const int64_t *shape, const int64_t *strides);
/* As above with a `#cuda_tile.ptr_attr` value (negative: none). */
MLIR_CAPI_EXPORTED MlirType tileasCudaTileTensorViewTypeGetCheckedWithPtrAttr(
    MlirLocation loc, MlirType elementType, intptr_t rank,
    const int64_t *shape, const int64_t *strides, int32_t ptrAttr);
/* The `#cuda_tile.ptr_attr` value, -1 when the view has none. */
MLIR_CAPI_EXPORTED int32_t tileasCudaTileTensorViewTypeGetPtrAttr(
    MlirType type);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileTensorViewType(MlirType type);
MLIR_CAPI_EXPORTED MlirType
tileasCudaTileTensorViewTypeGetElementType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t tileasCudaTileTensorViewTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileTensorViewTypeGetDimSize(MlirType type,
                                                                  intptr_t dim);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileTensorViewTypeGetStride(MlirType type,
                                                                 intptr_t dim);

/* dimMap may be null (identity); paddingValue is a TILEAS padding enum value
   or -1 for none. */
MLIR_CAPI_EXPORTED MlirType tileasCudaTilePartitionViewTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int32_t *tileShape,
    MlirType tensorView, intptr_t dimMapSize, const int32_t *dimMap,
    int32_t paddingValue);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTilePartitionViewType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t
tileasCudaTilePartitionViewTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTilePartitionViewTypeGetTileDimSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED MlirType
tileasCudaTilePartitionViewTypeGetTensorView(MlirType type);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTilePartitionViewTypeGetDimMap(MlirType type, intptr_t dim);
/* -1 when the view has no padding_value. */
MLIR_CAPI_EXPORTED int32_t
tileasCudaTilePartitionViewTypeGetPaddingValue(MlirType type);

/* strided_view (13.3): as partition_view, plus one traversal stride per tile
   dimension. */
MLIR_CAPI_EXPORTED MlirType tileasCudaTileStridedViewTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int32_t *tileShape,
    const int32_t *traversalStrides, MlirType tensorView, intptr_t dimMapSize,
    const int32_t *dimMap, int32_t paddingValue);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileStridedViewType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t tileasCudaTileStridedViewTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTileStridedViewTypeGetTileDimSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTileStridedViewTypeGetTraversalStride(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED MlirType
tileasCudaTileStridedViewTypeGetTensorView(MlirType type);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTileStridedViewTypeGetDimMap(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTileStridedViewTypeGetPaddingValue(MlirType type);

/* gather_scatter_view (13.3). */
MLIR_CAPI_EXPORTED MlirType tileasCudaTileGatherScatterViewTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int32_t *tileShape,
    MlirType tensorView, uint32_t sparseDim, int32_t paddingValue);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileGatherScatterViewType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t
tileasCudaTileGatherScatterViewTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTileGatherScatterViewTypeGetTileDimSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED MlirType
tileasCudaTileGatherScatterViewTypeGetTensorView(MlirType type);
MLIR_CAPI_EXPORTED uint32_t
tileasCudaTileGatherScatterViewTypeGetSparseDim(MlirType type);
MLIR_CAPI_EXPORTED int32_t
tileasCudaTileGatherScatterViewTypeGetPaddingValue(MlirType type);

/* TileView interface (partition_view; strided_view, gather_scatter_view in 13.3). */
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileTileView(MlirType type);
MLIR_CAPI_EXPORTED intptr_t tileasCudaTileTileViewGetIndexRank(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileasCudaTileTileViewGetTileType(MlirType type);

MLIR_CAPI_EXPORTED MlirType tileasCudaTileStringTypeGet(MlirContext ctx);
MLIR_CAPI_EXPORTED bool tileasTypeIsACudaTileStringType(MlirType type);

MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileAssumePredicate(MlirAttribute attr);
/* The textual form always has both or neither of every/along; the verifier
   rejects one alone. */
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileDivByAttrGet(
    MlirContext ctx, uint64_t divisor, bool hasEvery, int64_t every,
    bool hasAlong, int64_t along);
MLIR_CAPI_EXPORTED bool tileasAttributeIsACudaTileDivByAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED uint64_t tileasCudaTileDivByAttrGetDivisor(MlirAttribute attr);
MLIR_CAPI_EXPORTED bool tileasCudaTileDivByAttrHasEvery(MlirAttribute attr);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileDivByAttrGetEvery(MlirAttribute attr);
MLIR_CAPI_EXPORTED bool tileasCudaTileDivByAttrHasAlong(MlirAttribute attr);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileDivByAttrGetAlong(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileSameElementsAttrGet(
    MlirContext ctx, intptr_t n, const int64_t *values);
MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileSameElementsAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED intptr_t
tileasCudaTileSameElementsAttrGetNumValues(MlirAttribute attr);
MLIR_CAPI_EXPORTED int64_t
tileasCudaTileSameElementsAttrGetValue(MlirAttribute attr, intptr_t index);
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileBoundedAttrGet(
    MlirContext ctx, bool hasLb, int64_t lb, bool hasUb, int64_t ub);
MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileBoundedAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED bool tileasCudaTileBoundedAttrHasLb(MlirAttribute attr);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileBoundedAttrGetLb(MlirAttribute attr);
MLIR_CAPI_EXPORTED bool tileasCudaTileBoundedAttrHasUb(MlirAttribute attr);
MLIR_CAPI_EXPORTED int64_t tileasCudaTileBoundedAttrGetUb(MlirAttribute attr);

/* Null (with a diagnostic at loc) when `dict` is not valid hints. */
MLIR_CAPI_EXPORTED MlirAttribute tileasCudaTileOptimizationHintsAttrGetChecked(
    MlirLocation loc, MlirAttribute dict);
MLIR_CAPI_EXPORTED bool
tileasAttributeIsACudaTileOptimizationHintsAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
tileasCudaTileOptimizationHintsAttrGetValue(MlirAttribute attr);

/* Name of the test-only function op `cuda_tile.testing$func`
   (dialect-defs/CudaTile/CudaTileTestingOps.td), which has no Rust class. */
MLIR_CAPI_EXPORTED MlirStringRef tileasCudaTileTestingFuncName(void);

#ifdef __cplusplus
}
#endif

#endif /* TILEAS_C_TILEAS_H */
