//===- ConvertOps.cpp - cuda_tile conversions, shape, pointer and matmul ops ===//
//
// Custom assembly and the verify() forwarders of this op family. The verifiers
// themselves are Rust (dialect-defs/src/verify/convert.rs).
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// custom<IntegerRoundingMode>
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseIntegerRoundingMode(AsmParser &parser,
                                                      RoundingModeAttr &attr) {
  MLIRContext *ctx = parser.getContext();
  if (failed(parser.parseOptionalKeyword("rounding"))) {
    attr = RoundingModeAttr::get(ctx, RoundingMode::NEAREST_INT_TO_ZERO);
    return success();
  }
  StringRef keyword;
  if (parser.parseLess() || parser.parseKeyword(&keyword) ||
      parser.parseGreater())
    return failure();
  // Any known mode parses; the op verifier rejects the ones ftoi cannot use.
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode)
    return parser.emitError(parser.getCurrentLocation(),
                            "expected rounding mode to be one of: ")
           << "'" << stringifyRoundingMode(RoundingMode::NEAREST_INT_TO_ZERO)
           << "'";
  attr = RoundingModeAttr::get(ctx, *mode);
  return success();
}

void mlir::cuda_tile::printIntegerRoundingMode(AsmPrinter &printer,
                                               Operation *,
                                               RoundingModeAttr attr) {
  if (attr && attr.getValue() != RoundingMode::NEAREST_INT_TO_ZERO)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

//===----------------------------------------------------------------------===//
// Result names
//===----------------------------------------------------------------------===//

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bcast");
}

void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reshape");
}

//===----------------------------------------------------------------------===//
// Verifiers (Rust)
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult BroadcastOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult CatOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ExtIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ExtractOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult FToFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult FToIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult IToFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult IotaOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MmaFOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MmaIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult PermuteOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ReshapeOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult TruncIOp::verify() { return tileas::verifyWithRust(*this); }
