//===- ArithDirectives.h - custom directives: element-wise arithmetic -*- C++ -*-===//
//
// Declarations the generated code of CudaTileArithOps.td needs: the rounding
// directives of divf and sqrt, and the result-type rule of cmpi/cmpf.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_ARITHDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_ARITHDIRECTIVES_H

#include "mlir/IR/OpImplementation.h"

namespace mlir::cuda_tile {
/// `custom<DivFOpRoundingMode>`: optional `rounding<m>` where m is one of
/// nearest_even, zero, negative_inf, positive_inf, approx, full; nearest_even
/// is implied and not printed.
ParseResult parseDivFOpRoundingMode(AsmParser &parser, RoundingModeAttr &attr);
void printDivFOpRoundingMode(AsmPrinter &printer, Operation *,
                             RoundingModeAttr attr);

/// `custom<SqrtOpRoundingMode>`: like DivFOpRoundingMode without `full`.
ParseResult parseSqrtOpRoundingMode(AsmParser &parser, RoundingModeAttr &attr);
void printSqrtOpRoundingMode(AsmPrinter &printer, Operation *,
                             RoundingModeAttr attr);

/// `custom<TanHOpRoundingMode>` / `custom<ExpOpRoundingMode>`: optional
/// `rounding<approx>` or `rounding<full>`; full is implied and not printed.
ParseResult parseTanHOpRoundingMode(AsmParser &parser, RoundingModeAttr &attr);
void printTanHOpRoundingMode(AsmPrinter &printer, Operation *,
                             RoundingModeAttr attr);
ParseResult parseExpOpRoundingMode(AsmParser &parser, RoundingModeAttr &attr);
void printExpOpRoundingMode(AsmPrinter &printer, Operation *,
                            RoundingModeAttr attr);

/// The i1 tile with the shape of `type` (cmpi/cmpf result type).
Type getI1SameShape(Type type);
} // namespace mlir::cuda_tile

#endif
