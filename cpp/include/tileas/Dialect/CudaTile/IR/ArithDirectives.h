//===- ArithDirectives.h - custom directives: arithmetic, conversion, shape and matmul ops -*- C++ -*-===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_ARITHDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_ARITHDIRECTIVES_H

namespace mlir::cuda_tile {
} // namespace mlir::cuda_tile

#endif
