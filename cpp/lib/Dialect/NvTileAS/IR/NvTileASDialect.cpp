//===- NvTileASDialect.cpp - nv_tileas dialect --------------------------===//
//
// Registration of the generated nv_tileas op classes. The types are
// nv_tileaa's; op verifiers live in Rust (tileas::verifyWithRust).
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#include "tileas/Dialect/NvTileAS/IR/NvTileASDialect.cpp.inc"

#define GET_OP_CLASSES
#include "tileas/Dialect/NvTileAS/IR/NvTileASOps.cpp.inc"

void NvTileASDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tileas/Dialect/NvTileAS/IR/NvTileASOps.cpp.inc"
      >();
}
