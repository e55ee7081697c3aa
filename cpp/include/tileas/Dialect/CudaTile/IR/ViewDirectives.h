//===- ViewDirectives.h - custom directives: views, assume, globals -*- C++ -*-===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_VIEWDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_VIEWDIRECTIVES_H

namespace mlir::cuda_tile {
} // namespace mlir::cuda_tile

#endif
