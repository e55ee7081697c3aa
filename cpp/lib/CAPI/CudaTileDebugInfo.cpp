//===- CudaTileDebugInfo.cpp - C API for cuda_tile debug-info attributes -===//

#include "tileas-c/Tileas.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;
using namespace mlir::cuda_tile;

MlirAttribute tileasCudaTileDIFileAttrGet(MlirContext ctx, MlirStringRef name,
                                          MlirStringRef directory) {
  MLIRContext *context = unwrap(ctx);
  return wrap(DIFileAttr::get(context, StringAttr::get(context, unwrap(name)),
                              StringAttr::get(context, unwrap(directory))));
}

MlirAttribute tileasCudaTileDICompileUnitAttrGet(MlirContext ctx,
                                                 MlirAttribute file) {
  return wrap(DICompileUnitAttr::get(unwrap(ctx),
                                     cast<DIFileAttr>(unwrap(file))));
}

MlirAttribute tileasCudaTileDISubprogramAttrGet(
    MlirContext ctx, MlirAttribute file, unsigned line, MlirStringRef name,
    MlirStringRef linkageName, MlirAttribute compileUnit, unsigned scopeLine) {
  MLIRContext *context = unwrap(ctx);
  return wrap(DISubprogramAttr::get(
      context, cast<DIFileAttr>(unwrap(file)), line,
      StringAttr::get(context, unwrap(name)),
      StringAttr::get(context, unwrap(linkageName)),
      cast<DICompileUnitAttr>(unwrap(compileUnit)), scopeLine));
}

bool tileasAttributeIsACudaTileDISubprogram(MlirAttribute attr) {
  return isa<DISubprogramAttr>(unwrap(attr));
}

MlirStringRef tileasCudaTileDISubprogramGetLinkageName(MlirAttribute attr) {
  return wrap(cast<DISubprogramAttr>(unwrap(attr)).getLinkageName().getValue());
}

MlirLocation tileasCudaTileDILocGet(MlirLocation sourceLoc,
                                    MlirAttribute scope) {
  auto fileLoc = dyn_cast<FileLineColLoc>(unwrap(sourceLoc));
  Attribute scopeAttr = unwrap(scope);
  if (!fileLoc || !isa<DISubprogramAttr, DILexicalBlockAttr>(scopeAttr))
    return MlirLocation{nullptr};
  return wrap(Location(
      DILocAttr::get(fileLoc.getContext(), fileLoc, scopeAttr)));
}

bool tileasLocationIsACudaTileDILoc(MlirLocation loc) {
  return isa<DILocAttr>(unwrap(loc));
}

MlirAttribute tileasCudaTileDILocGetScope(MlirLocation loc) {
  return wrap(cast<DILocAttr>(unwrap(loc)).getScope());
}

MlirLocation tileasCudaTileDILocGetSourceLoc(MlirLocation loc) {
  return wrap(Location(cast<DILocAttr>(unwrap(loc)).getSourceLoc()));
}

MlirAttribute tileasCudaTileDILocalScopeGetSubprogram(MlirAttribute scope) {
  Attribute current = unwrap(scope);
  // Lexical blocks nest; a (verified) chain ends at a subprogram.
  for (unsigned depth = 0; depth < 1024; ++depth) {
    if (auto subprogram = dyn_cast_or_null<DISubprogramAttr>(current))
      return wrap(subprogram);
    auto block = dyn_cast_or_null<DILexicalBlockAttr>(current);
    if (!block)
      break;
    current = block.getScope();
  }
  return MlirAttribute{nullptr};
}
