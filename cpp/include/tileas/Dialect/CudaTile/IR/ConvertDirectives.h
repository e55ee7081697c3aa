//===- ConvertDirectives.h - custom directives: conversions, shape, matmul -*- C++ -*-===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_CONVERTDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_CONVERTDIRECTIVES_H

namespace mlir::cuda_tile {
/// `custom<IntegerRoundingMode>` (ftoi): an optional `rounding<mode>`;
/// nearest_int_to_zero is implied and prints nothing.
ParseResult parseIntegerRoundingMode(AsmParser &parser, RoundingModeAttr &attr);
void printIntegerRoundingMode(AsmPrinter &printer, Operation *,
                              RoundingModeAttr attr);
} // namespace mlir::cuda_tile

#endif
