//===- CudaTile.cpp - C API for cuda_tile types and attributes -----------===//

#include "tileas-c/Tileas.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;
using namespace mlir::cuda_tile;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(CudaTile, cuda_tile, CudaTileDialect)

MlirType tileasCudaTileTileTypeGetChecked(MlirLocation loc, intptr_t rank,
                                          const int64_t *shape,
                                          MlirType elementType) {
  return wrap(TileType::getChecked(
      unwrap(loc), llvm::ArrayRef<int64_t>(shape, static_cast<size_t>(rank)),
      unwrap(elementType)));
}

bool tileasTypeIsACudaTileTileType(MlirType type) {
  return isa<TileType>(unwrap(type));
}

intptr_t tileasCudaTileTileTypeGetRank(MlirType type) {
  return cast<TileType>(unwrap(type)).getShape().size();
}

int64_t tileasCudaTileTileTypeGetDimSize(MlirType type, intptr_t dim) {
  return cast<TileType>(unwrap(type)).getShape()[dim];
}

MlirType tileasCudaTileTileTypeGetElementType(MlirType type) {
  return wrap(cast<TileType>(unwrap(type)).getElementType());
}

MlirType tileasCudaTilePointerTypeGetChecked(MlirLocation loc,
                                             MlirType pointeeType) {
  Location location = unwrap(loc);
  return wrap(PointerType::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      unwrap(pointeeType), PointerClassAttr()));
}

/// `ptrAttr`: a `PointerClass` value, or negative for none.
static PointerClassAttr pointerClass(MLIRContext *ctx, int32_t ptrAttr) {
  if (ptrAttr < 0)
    return {};
  std::optional<PointerClass> value =
      symbolizePointerClass(static_cast<uint32_t>(ptrAttr));
  return value ? PointerClassAttr::get(ctx, *value) : PointerClassAttr();
}

MlirType tileasCudaTilePointerTypeGetCheckedWithPtrAttr(MlirLocation loc,
                                                        MlirType pointeeType,
                                                        int32_t ptrAttr) {
  Location location = unwrap(loc);
  PointerClassAttr attr = pointerClass(location.getContext(), ptrAttr);
  if (ptrAttr >= 0 && !attr)
    return MlirType{nullptr};
  return wrap(PointerType::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      unwrap(pointeeType), attr));
}

int32_t tileasCudaTilePointerTypeGetPtrAttr(MlirType type) {
  PointerClassAttr attr = cast<PointerType>(unwrap(type)).getPtrAttr();
  return attr ? static_cast<int32_t>(attr.getValue()) : -1;
}

bool tileasTypeIsACudaTilePointerType(MlirType type) {
  return isa<PointerType>(unwrap(type));
}

MlirType tileasCudaTilePointerTypeGetPointeeType(MlirType type) {
  return wrap(cast<PointerType>(unwrap(type)).getPointeeType());
}

MlirType tileasCudaTileFloatNV8E5M3FNUTypeGet(MlirContext ctx) {
  return wrap(FloatNV8E5M3FNUType::get(unwrap(ctx)));
}

bool tileasTypeIsACudaTileFloatNV8E5M3FNUType(MlirType type) {
  return isa<FloatNV8E5M3FNUType>(unwrap(type));
}

MlirType tileasCudaTileTokenTypeGet(MlirContext ctx) {
  return wrap(TokenType::get(unwrap(ctx)));
}

bool tileasTypeIsACudaTileTokenType(MlirType type) {
  return isa<TokenType>(unwrap(type));
}

// X(kind, Name): every cuda_tile enum attribute.
#define TILEAS_CUDA_TILE_ENUMS(X)                                              \
  X(TILEAS_CUDA_TILE_ENUM_ROUNDING_MODE, RoundingMode)                         \
  X(TILEAS_CUDA_TILE_ENUM_INTEGER_OVERFLOW, IntegerOverflow)                   \
  X(TILEAS_CUDA_TILE_ENUM_SIGNEDNESS, Signedness)                              \
  X(TILEAS_CUDA_TILE_ENUM_COMPARISON_PREDICATE, ComparisonPredicate)           \
  X(TILEAS_CUDA_TILE_ENUM_COMPARISON_ORDERING, ComparisonOrdering)             \
  X(TILEAS_CUDA_TILE_ENUM_ATOMIC_RMW_MODE, AtomicRMWMode)                      \
  X(TILEAS_CUDA_TILE_ENUM_MEMORY_ORDERING_SEMANTICS, MemoryOrderingSemantics)  \
  X(TILEAS_CUDA_TILE_ENUM_MEMORY_SCOPE, MemoryScope)                           \
  X(TILEAS_CUDA_TILE_ENUM_PADDING_VALUE, PaddingValue)                         \
  X(TILEAS_CUDA_TILE_ENUM_SYMBOL_VISIBILITY, SymbolVisibility)                 \
  X(TILEAS_CUDA_TILE_ENUM_POINTER_CLASS, PointerClass)                         \
  X(TILEAS_CUDA_TILE_ENUM_MULTIMEM_REDUCTION_KIND, MultimemReductionKind)

MlirAttribute tileasCudaTileEnumAttrGet(MlirContext ctx,
                                        TileasCudaTileEnumKind kind,
                                        uint32_t value) {
  switch (kind) {
#define X(KIND, Name)                                                          \
  case KIND:                                                                   \
    if (auto v = symbolize##Name(value))                                       \
      return wrap(Name##Attr::get(unwrap(ctx), *v));                           \
    return MlirAttribute{nullptr};
    TILEAS_CUDA_TILE_ENUMS(X)
#undef X
  }
  return MlirAttribute{nullptr};
}

bool tileasCudaTileEnumAttrGetValueOfKind(MlirAttribute attr,
                                          TileasCudaTileEnumKind kind,
                                          uint32_t *value) {
  Attribute a = unwrap(attr);
  switch (kind) {
#define X(KIND, Name)                                                          \
  case KIND:                                                                   \
    if (auto e = dyn_cast_if_present<Name##Attr>(a)) {                         \
      *value = static_cast<uint32_t>(e.getValue());                            \
      return true;                                                             \
    }                                                                          \
    return false;
    TILEAS_CUDA_TILE_ENUMS(X)
#undef X
  }
  return false;
}
