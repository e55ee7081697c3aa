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
