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
      unwrap(pointeeType)));
}

bool tileasTypeIsACudaTilePointerType(MlirType type) {
  return isa<PointerType>(unwrap(type));
}

MlirType tileasCudaTilePointerTypeGetPointeeType(MlirType type) {
  return wrap(cast<PointerType>(unwrap(type)).getPointeeType());
}

MlirType tileasCudaTileTokenTypeGet(MlirContext ctx) {
  return wrap(TokenType::get(unwrap(ctx)));
}

bool tileasTypeIsACudaTileTokenType(MlirType type) {
  return isa<TokenType>(unwrap(type));
}

MlirAttribute tileasCudaTileRoundingModeAttrGet(MlirContext ctx,
                                                uint32_t value) {
  auto mode = symbolizeRoundingMode(value);
  if (!mode)
    return MlirAttribute{nullptr};
  return wrap(RoundingModeAttr::get(unwrap(ctx), *mode));
}

bool tileasAttributeIsACudaTileRoundingModeAttr(MlirAttribute attr) {
  return isa<RoundingModeAttr>(unwrap(attr));
}

uint32_t tileasCudaTileRoundingModeAttrGetValue(MlirAttribute attr) {
  return static_cast<uint32_t>(cast<RoundingModeAttr>(unwrap(attr)).getValue());
}

MlirAttribute tileasCudaTileIntegerOverflowAttrGet(MlirContext ctx,
                                                   uint32_t value) {
  auto overflow = symbolizeIntegerOverflow(value);
  if (!overflow)
    return MlirAttribute{nullptr};
  return wrap(IntegerOverflowAttr::get(unwrap(ctx), *overflow));
}

bool tileasAttributeIsACudaTileIntegerOverflowAttr(MlirAttribute attr) {
  return isa<IntegerOverflowAttr>(unwrap(attr));
}

uint32_t tileasCudaTileIntegerOverflowAttrGetValue(MlirAttribute attr) {
  return static_cast<uint32_t>(
      cast<IntegerOverflowAttr>(unwrap(attr)).getValue());
}
