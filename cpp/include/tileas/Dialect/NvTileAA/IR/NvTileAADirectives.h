//===- NvTileAADirectives.h - nv_tileaa custom directives -------*- C++ -*-===//
//
// Custom assembly directives the declarative formats of nv_tileaa and
// nv_tileas ops call (custom<...> in dialect-defs/NvTileAA, NvTileAS).
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_NVTILEAA_IR_NVTILEAADIRECTIVES_H
#define TILEAS_DIALECT_NVTILEAA_IR_NVTILEAADIRECTIVES_H

#include "mlir/IR/OpImplementation.h"

namespace mlir::nv_tileaa {} // namespace mlir::nv_tileaa

#endif
