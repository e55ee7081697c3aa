//===- NvTileAA.cpp - C API for the nv_tileaa types ----------------------===//

#include "tileas-c/NvTileAA.h"
#include "tileas/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileas/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(NvTileAA, nv_tileaa,
                                      nv_tileaa::NvTileAADialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(NvTileAS, nv_tileas,
                                      nv_tileas::NvTileASDialect)

MlirType tileasNvTileAAPtrTypeGetChecked(MlirLocation loc, MlirType pointee) {
  Location location = unwrap(loc);
  return wrap(nv_tileaa::PtrType::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      unwrap(pointee)));
}

bool tileasTypeIsANvTileAAPtrType(MlirType type) {
  return isa<nv_tileaa::PtrType>(unwrap(type));
}

MlirType tileasNvTileAAPtrTypeGetPointeeType(MlirType type) {
  return wrap(cast<nv_tileaa::PtrType>(unwrap(type)).getPointeeType());
}

MlirType tileasNvTileAAMemRefTypeGetChecked(MlirLocation loc, intptr_t rank,
                                            const int64_t *shape,
                                            MlirType element) {
  Location location = unwrap(loc);
  return wrap(nv_tileaa::MemRefType::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      llvm::ArrayRef<int64_t>(shape, static_cast<size_t>(rank)),
      unwrap(element)));
}

bool tileasTypeIsANvTileAAMemRefType(MlirType type) {
  return isa<nv_tileaa::MemRefType>(unwrap(type));
}

intptr_t tileasNvTileAAMemRefTypeGetRank(MlirType type) {
  return cast<nv_tileaa::MemRefType>(unwrap(type)).getShape().size();
}

int64_t tileasNvTileAAMemRefTypeGetDimSize(MlirType type, intptr_t dim) {
  return cast<nv_tileaa::MemRefType>(unwrap(type)).getShape()[dim];
}

MlirType tileasNvTileAAMemRefTypeGetElementType(MlirType type) {
  return wrap(cast<nv_tileaa::MemRefType>(unwrap(type)).getElementType());
}

int64_t tileasNvTileAAMemRefTypeGetDynamic(void) {
  return ShapedType::kDynamic;
}

MlirType tileasNvTileAAMemTokenTypeGet(MlirContext ctx) {
  return wrap(nv_tileaa::MemTokenType::get(unwrap(ctx)));
}

bool tileasTypeIsANvTileAAMemTokenType(MlirType type) {
  return isa<nv_tileaa::MemTokenType>(unwrap(type));
}

MlirAttribute tileasNvTileASTVLayoutAttrGetChecked(
    MlirLocation loc, intptr_t threadRank, const int64_t *threadShape,
    const int64_t *threadStride, intptr_t valueRank, const int64_t *valueShape,
    const int64_t *valueStride) {
  Location location = unwrap(loc);
  auto arr = [](const int64_t *p, intptr_t n) {
    return llvm::ArrayRef<int64_t>(p, static_cast<size_t>(n));
  };
  return wrap(nv_tileas::TVLayoutAttr::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      arr(threadShape, threadRank), arr(threadStride, threadRank),
      arr(valueShape, valueRank), arr(valueStride, valueRank)));
}

bool tileasAttributeIsANvTileASTVLayoutAttr(MlirAttribute attr) {
  return isa<nv_tileas::TVLayoutAttr>(unwrap(attr));
}

static llvm::ArrayRef<int64_t> tvMode(MlirAttribute attr, intptr_t mode,
                                      bool stride) {
  auto tv = cast<nv_tileas::TVLayoutAttr>(unwrap(attr));
  if (mode == 0)
    return stride ? tv.getThreadStride() : tv.getThreadShape();
  return stride ? tv.getValueStride() : tv.getValueShape();
}

intptr_t tileasNvTileASTVLayoutAttrGetRank(MlirAttribute attr, intptr_t mode) {
  return tvMode(attr, mode, false).size();
}

int64_t tileasNvTileASTVLayoutAttrGetShape(MlirAttribute attr, intptr_t mode,
                                          intptr_t i) {
  return tvMode(attr, mode, false)[i];
}

int64_t tileasNvTileASTVLayoutAttrGetStride(MlirAttribute attr, intptr_t mode,
                                           intptr_t i) {
  return tvMode(attr, mode, true)[i];
}
