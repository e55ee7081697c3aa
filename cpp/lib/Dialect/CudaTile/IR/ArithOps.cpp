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

namespace {
/// Parses an optional `rounding<keyword>`; absent means nearest_even. A keyword
/// that names no rounding mode is rejected with the list `choices`; a known
/// mode outside that list is left to the op verifier (as 13.1 does).
ParseResult parseOptionalRounding(AsmParser &parser, RoundingModeAttr &attr,
                                  ArrayRef<RoundingMode> choices) {
  MLIRContext *ctx = parser.getContext();
  if (failed(parser.parseOptionalKeyword("rounding"))) {
    attr = RoundingModeAttr::get(ctx, RoundingMode::NEAREST_EVEN);
    return success();
  }
  StringRef keyword;
  if (parser.parseLess() || parser.parseKeyword(&keyword) ||
      parser.parseGreater())
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode) {
    InFlightDiagnostic diag = parser.emitError(
        parser.getCurrentLocation(), "expected rounding mode to be one of: ");
    llvm::interleaveComma(choices, diag, [&](RoundingMode choice) {
      diag << "'" << stringifyRoundingMode(choice) << "'";
    });
    return diag;
  }
  attr = RoundingModeAttr::get(ctx, *mode);
  return success();
}

void printRoundingUnlessNearestEven(AsmPrinter &printer,
                                    RoundingModeAttr attr) {
  if (attr && attr.getValue() != RoundingMode::NEAREST_EVEN)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}
} // namespace

ParseResult mlir::cuda_tile::parseDivFOpRoundingMode(AsmParser &parser,
                                                     RoundingModeAttr &attr) {
  return parseOptionalRounding(
      parser, attr,
      {RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
       RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
       RoundingMode::APPROX, RoundingMode::FULL});
}

void mlir::cuda_tile::printDivFOpRoundingMode(AsmPrinter &printer, Operation *,
                                              RoundingModeAttr attr) {
  printRoundingUnlessNearestEven(printer, attr);
}

ParseResult mlir::cuda_tile::parseSqrtOpRoundingMode(AsmParser &parser,
                                                     RoundingModeAttr &attr) {
  return parseOptionalRounding(
      parser, attr,
      {RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
       RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
       RoundingMode::APPROX});
}

void mlir::cuda_tile::printSqrtOpRoundingMode(AsmPrinter &printer, Operation *,
                                              RoundingModeAttr attr) {
  printRoundingUnlessNearestEven(printer, attr);
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

void AddFOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  tileas::addRustCanonicalizationPatterns(getOperationName(), results, context);
}
