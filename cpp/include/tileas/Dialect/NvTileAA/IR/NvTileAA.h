//===- NvTileAA.h - nv_tileaa dialect ---------------------------*- C++ -*-===//
//
// C++ side of the nv_tileaa dialect: the classes mlir-tblgen generates from
// dialect-defs/NvTileAA/*.td plus the custom assembly directives they use.
// Op verifiers are implemented in Rust (dialect-defs/src/verify/tileaa.rs)
// and reached through the hook declared in tileas/Registry/RustHooks.h.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_NVTILEAA_IR_NVTILEAA_H
#define TILEAS_DIALECT_NVTILEAA_IR_NVTILEAA_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileas/Dialect/NvTileAA/IR/NvTileAADialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileas/Dialect/NvTileAA/IR/NvTileAATypes.h.inc"

#include "tileas/Dialect/NvTileAA/IR/NvTileAADirectives.h"

#define GET_OP_CLASSES
#include "tileas/Dialect/NvTileAA/IR/NvTileAAOps.h.inc"

#endif // TILEAS_DIALECT_NVTILEAA_IR_NVTILEAA_H
