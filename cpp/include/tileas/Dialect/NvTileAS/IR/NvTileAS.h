//===- NvTileAS.h - nv_tileas dialect ---------------------------*- C++ -*-===//
//
// C++ side of the nv_tileas dialect: the classes mlir-tblgen generates from
// dialect-defs/NvTileAS/*.td. Types are nv_tileaa's; verifiers are in Rust.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_NVTILEAS_IR_NVTILEAS_H
#define TILEAS_DIALECT_NVTILEAS_IR_NVTILEAS_H

#include "tileas/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/IR/TensorEncoding.h"

#include "tileas/Dialect/NvTileAS/IR/NvTileASDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileas/Dialect/NvTileAS/IR/NvTileASAttrs.h.inc"

#define GET_OP_CLASSES
#include "tileas/Dialect/NvTileAS/IR/NvTileASOps.h.inc"

#endif // TILEAS_DIALECT_NVTILEAS_IR_NVTILEAS_H
