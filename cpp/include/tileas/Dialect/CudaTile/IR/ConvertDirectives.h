//===- ConvertDirectives.h - custom directives: conversions, shape, matmul -*- C++ -*-===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_CONVERTDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_CONVERTDIRECTIVES_H

namespace mlir::cuda_tile {
} // namespace mlir::cuda_tile

#endif
