//===- ControlFlowDirectives.h - custom directives: control flow, reduce/scan, pointer memory ops, tokens, misc -*- C++ -*-===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_CONTROLFLOWDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_CONTROLFLOWDIRECTIVES_H

namespace mlir::cuda_tile {
} // namespace mlir::cuda_tile

#endif
