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
  // Only `nearest_int_to_zero` parses (13.1); generic-form input reaches the
  // op verifier with other modes.
  return parseOptionalRoundingMode(parser, attr,
                                   RoundingMode::NEAREST_INT_TO_ZERO,
                                   {RoundingMode::NEAREST_INT_TO_ZERO},
                                   /*strict=*/true);
}

void mlir::cuda_tile::printIntegerRoundingMode(AsmPrinter &printer,
                                               Operation *,
                                               RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::NEAREST_INT_TO_ZERO);
}

//===----------------------------------------------------------------------===//
// custom<ConversionRoundingMode>
//===----------------------------------------------------------------------===//

ParseResult
mlir::cuda_tile::parseConversionRoundingMode(AsmParser &parser,
                                             RoundingModeAttr &attr) {
  // Which mode a given pair of types allows is the verifier's business.
  return parseOptionalRoundingMode(
      parser, attr, RoundingMode::NEAREST_EVEN,
      {RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
       RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
       RoundingMode::NEAREST_AWAY},
      /*strict=*/true);
}

void mlir::cuda_tile::printConversionRoundingMode(AsmPrinter &printer,
                                                  Operation *,
                                                  RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::NEAREST_EVEN);
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
LogicalResult MmaFScaledOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MmaIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult PermuteOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ReshapeOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult TruncIOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult InsertOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult PackOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult UnpackOp::verify() { return tileas::verifyWithRust(*this); }
