//===- DebugInfo.cpp - cuda_tile debug-info attributes -------------------===//
//
// Parameter checks of the debug-info attributes and the `#di_*` aliases the
// printer uses for them.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// Subprograms and lexical blocks are the scopes a location may live in.
static bool isLocalScope(Attribute scope) {
  return isa_and_nonnull<DISubprogramAttr, DILexicalBlockAttr>(scope);
}

LogicalResult
DILexicalBlockAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           Attribute scope, DIFileAttr, unsigned, unsigned) {
  if (!isLocalScope(scope))
    return emitError() << "expected scope to be a #cuda_tile.di_subprogram or "
                          "#cuda_tile.di_lexical_block, got "
                       << scope;
  return success();
}

LogicalResult DILocAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                FileLineColLoc, Attribute scope) {
  if (!isLocalScope(scope))
    return emitError() << "expected scope to be a #cuda_tile.di_subprogram or "
                          "#cuda_tile.di_lexical_block, got "
                       << scope;
  return success();
}

namespace {
struct CudaTileOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    return TypeSwitch<Attribute, AliasResult>(attr)
        .Case([&](DIFileAttr) {
          os << "di_file";
          return AliasResult::OverridableAlias;
        })
        .Case([&](DICompileUnitAttr) {
          os << "di_compile_unit";
          return AliasResult::OverridableAlias;
        })
        .Case([&](DISubprogramAttr) {
          os << "di_subprogram";
          return AliasResult::OverridableAlias;
        })
        .Case([&](DILexicalBlockAttr) {
          os << "di_lexical_block";
          return AliasResult::OverridableAlias;
        })
        .Default([](Attribute) { return AliasResult::NoAlias; });
  }
};
} // namespace

void mlir::cuda_tile::registerDebugInfoAsmInterface(CudaTileDialect *dialect) {
  dialect->addInterfaces<CudaTileOpAsmInterface>();
}
