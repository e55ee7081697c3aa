//===- ArithOps.cpp - cuda_tile element-wise arithmetic ----------------------===//
//
// Custom assembly and the verify() forwarders of the element-wise arithmetic
// family (CudaTileArithOps.td). The verifiers themselves are Rust
// (dialect-defs/src/verify/arith.rs).
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Rounding-mode directives
//===----------------------------------------------------------------------===//


ParseResult mlir::cuda_tile::parseDivFOpRoundingMode(AsmParser &parser,
                                                     RoundingModeAttr &attr) {
  return parseOptionalRoundingMode(
      parser, attr, RoundingMode::NEAREST_EVEN,
      {RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
       RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
       RoundingMode::APPROX, RoundingMode::FULL});
}

void mlir::cuda_tile::printDivFOpRoundingMode(AsmPrinter &printer, Operation *,
                                              RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::NEAREST_EVEN);
}

ParseResult mlir::cuda_tile::parseSqrtOpRoundingMode(AsmParser &parser,
                                                     RoundingModeAttr &attr) {
  return parseOptionalRoundingMode(
      parser, attr, RoundingMode::NEAREST_EVEN,
      {RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
       RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
       RoundingMode::APPROX});
}

void mlir::cuda_tile::printSqrtOpRoundingMode(AsmPrinter &printer, Operation *,
                                              RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::NEAREST_EVEN);
}

ParseResult mlir::cuda_tile::parseTanHOpRoundingMode(AsmParser &parser,
                                                     RoundingModeAttr &attr) {
  return parseOptionalRoundingMode(parser, attr, RoundingMode::FULL,
                                   {RoundingMode::APPROX, RoundingMode::FULL});
}

void mlir::cuda_tile::printTanHOpRoundingMode(AsmPrinter &printer, Operation *,
                                              RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::FULL);
}

ParseResult mlir::cuda_tile::parseExpOpRoundingMode(AsmParser &parser,
                                                    RoundingModeAttr &attr) {
  return parseOptionalRoundingMode(parser, attr, RoundingMode::FULL,
                                   {RoundingMode::APPROX, RoundingMode::FULL});
}

void mlir::cuda_tile::printExpOpRoundingMode(AsmPrinter &printer, Operation *,
                                             RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::FULL);
}

//===----------------------------------------------------------------------===//
// cmpi / cmpf result type
//===----------------------------------------------------------------------===//

Type mlir::cuda_tile::getI1SameShape(Type type) {
  auto i1 = IntegerType::get(type.getContext(), 1);
  if (auto tile = dyn_cast<TileType>(type))
    return TileType::get(tile.getShape(), i1);
  return i1;
}

//===----------------------------------------------------------------------===//
// Verifiers (Rust)
//===----------------------------------------------------------------------===//

LogicalResult AddFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult SubFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MulFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult DivFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult FmaOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult SqrtOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult RsqrtOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult Exp2Op::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MaxFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MinFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult DivIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ExpOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult TanHOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult NegIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult SelectOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult Atan2Op::verify() { return tileas::verifyWithRust(*this); }
LogicalResult FPowIOp::verify() { return tileas::verifyWithRust(*this); }

void AddFOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  tileas::addRustCanonicalizationPatterns(getOperationName(), results, context);
}
