//===- CudaTileBytecode.cpp - C API for the TileIR bytecode translation ---===//

#include "tileas-c/Bytecode.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::cuda_tile;

bool tileasAttributeIsACudaTileDIFile(MlirAttribute attr) {
  return isa<DIFileAttr>(unwrap(attr));
}
MlirStringRef tileasCudaTileDIFileGetName(MlirAttribute attr) {
  return wrap(cast<DIFileAttr>(unwrap(attr)).getName().getValue());
}
MlirStringRef tileasCudaTileDIFileGetDirectory(MlirAttribute attr) {
  return wrap(cast<DIFileAttr>(unwrap(attr)).getDirectory().getValue());
}

bool tileasAttributeIsACudaTileDICompileUnit(MlirAttribute attr) {
  return isa<DICompileUnitAttr>(unwrap(attr));
}
MlirAttribute tileasCudaTileDICompileUnitGetFile(MlirAttribute attr) {
  return wrap(cast<DICompileUnitAttr>(unwrap(attr)).getFile());
}

MlirAttribute tileasCudaTileDISubprogramGetFile(MlirAttribute attr) {
  return wrap(cast<DISubprogramAttr>(unwrap(attr)).getFile());
}
unsigned tileasCudaTileDISubprogramGetLine(MlirAttribute attr) {
  return cast<DISubprogramAttr>(unwrap(attr)).getLine();
}
MlirStringRef tileasCudaTileDISubprogramGetName(MlirAttribute attr) {
  return wrap(cast<DISubprogramAttr>(unwrap(attr)).getName().getValue());
}
MlirAttribute tileasCudaTileDISubprogramGetCompileUnit(MlirAttribute attr) {
  return wrap(cast<DISubprogramAttr>(unwrap(attr)).getCompileUnit());
}
unsigned tileasCudaTileDISubprogramGetScopeLine(MlirAttribute attr) {
  return cast<DISubprogramAttr>(unwrap(attr)).getScopeLine();
}

MlirAttribute tileasCudaTileDILexicalBlockAttrGet(MlirContext ctx,
                                                  MlirAttribute scope,
                                                  MlirAttribute file,
                                                  unsigned line,
                                                  unsigned column) {
  Attribute scopeAttr = unwrap(scope);
  auto fileAttr = dyn_cast_or_null<DIFileAttr>(unwrap(file));
  if (!fileAttr || !isa_and_nonnull<DISubprogramAttr, DILexicalBlockAttr>(scopeAttr))
    return MlirAttribute{nullptr};
  return wrap(
      DILexicalBlockAttr::get(unwrap(ctx), scopeAttr, fileAttr, line, column));
}
bool tileasAttributeIsACudaTileDILexicalBlock(MlirAttribute attr) {
  return isa<DILexicalBlockAttr>(unwrap(attr));
}
MlirAttribute tileasCudaTileDILexicalBlockGetScope(MlirAttribute attr) {
  return wrap(cast<DILexicalBlockAttr>(unwrap(attr)).getScope());
}
MlirAttribute tileasCudaTileDILexicalBlockGetFile(MlirAttribute attr) {
  return wrap(cast<DILexicalBlockAttr>(unwrap(attr)).getFile());
}
unsigned tileasCudaTileDILexicalBlockGetLine(MlirAttribute attr) {
  return cast<DILexicalBlockAttr>(unwrap(attr)).getLine();
}
unsigned tileasCudaTileDILexicalBlockGetColumn(MlirAttribute attr) {
  return cast<DILexicalBlockAttr>(unwrap(attr)).getColumn();
}

MlirAttribute tileasFloatAttrGetFromBits(MlirType type, uint64_t bits) {
  auto floatType = dyn_cast_or_null<FloatType>(unwrap(type));
  if (!floatType || floatType.getWidth() > 64)
    return MlirAttribute{nullptr};
  unsigned width = floatType.getWidth();
  APInt value(width, width == 64 ? bits : bits & ((uint64_t(1) << width) - 1));
  return wrap(FloatAttr::get(floatType,
                             APFloat(floatType.getFloatSemantics(), value)));
}

uint64_t tileasFloatAttrGetBits(MlirAttribute attr) {
  auto floatAttr = dyn_cast<FloatAttr>(unwrap(attr));
  if (!floatAttr)
    return 0;
  return floatAttr.getValue().bitcastToAPInt().getZExtValue();
}

MlirStringRef tileasDenseElementsAttrGetRawData(MlirAttribute attr) {
  auto dense = dyn_cast<DenseElementsAttr>(unwrap(attr));
  if (!dense)
    return MlirStringRef{nullptr, 0};
  ArrayRef<char> raw = dense.getRawData();
  return MlirStringRef{raw.data(), raw.size()};
}
