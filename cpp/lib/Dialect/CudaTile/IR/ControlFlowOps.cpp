//===- ControlFlowOps.cpp - cuda_tile control flow, reduce/scan, pointer memory ops, tokens, misc ------------------------------===//
//
// Custom assembly, builders, interface methods and the verify() forwarders of
// this op family. The verifiers themselves are Rust
// (dialect-defs/src/verify/control_flow.rs); two small C entry points below
// give them what the C API lacks (which verification phase is running, and
// whether an op is pure).
//
//===----------------------------------------------------------------------===//

#include "tileas-c/Tileas.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Rust verifier entry points
//===----------------------------------------------------------------------===//

namespace {
/// True while a `verifyRegions()` forwarder runs: ops with both `verify()` and
/// `verifyRegions()` use one Rust entry point and ask which phase this is.
thread_local bool inRegionVerification = false;

LogicalResult verifyRegionsWithRust(Operation *op) {
  bool saved = inRegionVerification;
  inRegionVerification = true;
  LogicalResult result = tileas::verifyWithRust(op);
  inRegionVerification = saved;
  return result;
}
} // namespace

bool tileasCudaTileVerifyingRegions() {
  return inRegionVerification;
}

bool tileasOperationIsPure(MlirOperation op) {
  return isPure(unwrap(op));
}

/// A remark at `op`'s location that does not print (and so re-verify) `op`.
void tileasCudaTileEmitRemarkAtLoc(MlirOperation op, MlirStringRef message) {
  emitRemark(unwrap(op)->getLoc(), unwrap(message));
}

/// `op->emitError(message)`: 13.1's `continue` reports without the op prefix.
void tileasCudaTileEmitError(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitError(unwrap(message));
}

/// `op->emitOpError(message)` with a note at `noteOp`'s location.
void tileasCudaTileEmitOpErrorWithNote(MlirOperation op, MlirStringRef message,
                                  MlirOperation noteOp, MlirStringRef note) {
  unwrap(op)->emitOpError(unwrap(message)).attachNote(unwrap(noteOp)->getLoc())
      << unwrap(note);
}

LogicalResult BreakOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ContinueOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ForOp::verifyRegions() { return verifyRegionsWithRust(*this); }
LogicalResult LoopOp::verifyRegions() { return verifyRegionsWithRust(*this); }
LogicalResult IfOp::verify() { return tileas::verifyWithRust(*this); }

/// 13.1's fold (`if xori(c, true)` with an else → `if c`, branches swapped)
/// changes the op in place; Rust does it (dialect-defs/src/canonicalize/if_op.rs).
LogicalResult IfOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &) {
  return tileas::foldInPlaceWithRust(*this);
}

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *context) {
  tileas::addRustCanonicalizationPatterns(getOperationName(), results, context);
}
LogicalResult ReduceOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ReduceOp::verifyRegions() { return verifyRegionsWithRust(*this); }
LogicalResult ScanOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult ScanOp::verifyRegions() { return verifyRegionsWithRust(*this); }
LogicalResult LoadPtrTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult StorePtrTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult AtomicCASTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult AtomicRMWTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult JoinTokensOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult PrintOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult PrintTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult GdcLaunchDependentsTkoOp::verify() {
  return tileas::verifyWithRust(*this);
}
LogicalResult GdcWaitTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult MemoryFenceAliasTkoOp::verify() {
  return tileas::verifyWithRust(*this);
}

//===----------------------------------------------------------------------===//
// Type comparators
//===----------------------------------------------------------------------===//

bool mlir::cuda_tile::isPointerTileFor(Type value, Type pointers) {
  auto valueTile = dyn_cast<TileType>(value);
  auto pointerTile = dyn_cast<TileType>(pointers);
  if (!valueTile || !pointerTile ||
      valueTile.getShape() != pointerTile.getShape())
    return false;
  auto pointer = dyn_cast<PointerType>(pointerTile.getElementType());
  return pointer && pointer.getPointeeType() == valueTile.getElementType();
}

bool mlir::cuda_tile::haveSameTileShape(Type lhs, Type rhs) {
  auto lhsTile = dyn_cast<TileType>(lhs);
  auto rhsTile = dyn_cast<TileType>(rhs);
  return lhsTile && rhsTile && lhsTile.getShape() == rhsTile.getShape();
}

//===----------------------------------------------------------------------===//
// Region helpers
//===----------------------------------------------------------------------===//

/// Prints a single-block region without its entry arguments; the terminator
/// is left out when it is the implied `Implicit` op without operands.
template <typename Implicit>
static void printImpliedTerminatorRegion(OpAsmPrinter &printer,
                                         Region &region) {
  Operation *terminator =
      region.empty() || region.front().empty() ? nullptr
                                               : &region.front().back();
  bool printTerminator = !terminator || !isa<Implicit>(terminator) ||
                         terminator->getNumOperands() != 0;
  printer.printRegion(region, /*printEntryBlockArgs=*/false, printTerminator);
}

/// `%a = %x, %b = %y` (inside the caller's parentheses).
static void printIterValues(OpAsmPrinter &printer, ValueRange regionArgs,
                            ValueRange inits) {
  printer << "iter_values(";
  llvm::interleaveComma(llvm::zip(regionArgs, inits), printer, [&](auto pair) {
    printer << std::get<0>(pair) << " = " << std::get<1>(pair);
  });
  printer << ")";
}

ParseResult mlir::cuda_tile::parseIfOpRegion(OpAsmParser &parser,
                                             Region &region) {
  if (parser.parseRegion(region))
    return failure();
  IfOp::ensureTerminator(region, parser.getBuilder(),
                         parser.getEncodedSourceLoc(parser.getNameLoc()));
  return success();
}

void mlir::cuda_tile::printIfOpRegion(OpAsmPrinter &printer, Operation *,
                                      Region &region) {
  printImpliedTerminatorRegion<YieldOp>(printer, region);
}

ParseResult mlir::cuda_tile::parseArgumentRegion(OpAsmParser &parser,
                                                 Region &region) {
  SmallVector<OpAsmParser::Argument> arguments;
  if (parseTypedArgumentList(parser, arguments, /*allowAttrs=*/false))
    return failure();
  return parser.parseRegion(region, arguments);
}

void mlir::cuda_tile::printArgumentRegion(OpAsmPrinter &printer, Operation *op,
                                          Region &region) {
  printer.printNewline();
  printer << "(";
  if (!region.empty()) {
    llvm::interleaveComma(region.getArguments(), printer,
                          [&](BlockArgument argument) {
                            printer.printOperand(argument);
                            printer << ": ";
                            printCudaTileType(printer, op, argument.getType());
                          });
  }
  printer << ") ";
  printer.printRegion(region, /*printEntryBlockArgs=*/false);
}

ParseResult
mlir::cuda_tile::parsePtrOrdering(AsmParser &parser,
                                  MemoryOrderingSemanticsAttr &ordering,
                                  MemoryScopeAttr &scope) {
  // `weak device` parses; the verifier reports it (as 13.1 does).
  return parseOrderingAndScope(parser, ordering, scope,
                               /*weakTakesNoScope=*/false);
}

void mlir::cuda_tile::printPtrOrdering(AsmPrinter &printer, Operation *op,
                                       MemoryOrderingSemanticsAttr ordering,
                                       MemoryScopeAttr scope) {
  printMemoryAttributes(printer, op, ordering, scope);
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

void ForOp::build(
    OpBuilder &builder, OperationState &state, Value lowerBound,
    Value upperBound, Value step, ValueRange initValues,
    function_ref<void(OpBuilder &, Location, Value, ValueRange)> bodyBuilder) {
  OpBuilder::InsertionGuard guard(builder);
  state.addOperands({lowerBound, upperBound, step});
  state.addOperands(initValues);
  state.addTypes(initValues.getTypes());
  Region *region = state.addRegion();
  Block *body = builder.createBlock(region);
  body->addArgument(lowerBound.getType(), state.location);
  for (Value init : initValues)
    body->addArgument(init.getType(), init.getLoc());
  if (bodyBuilder) {
    builder.setInsertionPointToStart(body);
    bodyBuilder(builder, state.location, body->getArgument(0),
                body->getArguments().drop_front());
  } else if (initValues.empty()) {
    ForOp::ensureTerminator(*region, builder, state.location);
  }
}

/// `%iv in (%lb to %ub, step %s) : tile<i32> [iter_values(%a = %x) -> (T)]
///  {body} [attr-dict]`
ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::Argument inductionVar;
  OpAsmParser::UnresolvedOperand lowerBound, upperBound, step;
  // 13.2: `for unsigned %i in ...` compares the bounds as unsigned.
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name),
                        parser.getBuilder().getUnitAttr());
  if (parser.parseOperand(inductionVar.ssaName) || parser.parseKeyword("in") ||
      parser.parseLParen() || parser.parseOperand(lowerBound) ||
      parser.parseKeyword("to") || parser.parseOperand(upperBound) ||
      parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() ||
      parser.parseColon() || parseCudaTileType(parser, inductionVar.type))
    return failure();

  SmallVector<OpAsmParser::Argument> regionArgs{inductionVar};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parser.parseAssignmentList(regionArgs, inits) || parser.parseArrow() ||
        parser.parseLParen() || parseCudaTileTypeList(parser, result.types) ||
        parser.parseRParen())
      return failure();
    if (inits.size() != result.types.size())
      return parser.emitError(parser.getNameLoc(),
                              "mismatch in number of loop-carried values and "
                              "defined values");
    for (auto [argument, type] :
         llvm::zip(llvm::drop_begin(regionArgs), result.types))
      argument.type = type;
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  ForOp::ensureTerminator(*body, parser.getBuilder(),
                          parser.getEncodedSourceLoc(parser.getNameLoc()));
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();

  if (parser.resolveOperands({lowerBound, upperBound, step}, inductionVar.type,
                             result.operands) ||
      parser.resolveOperands(inits, result.types, parser.getNameLoc(),
                             result.operands))
    return failure();
  return success();
}

void ForOp::print(OpAsmPrinter &printer) {
  if (getUnsignedCmp())
    printer << " unsigned";
  printer << " " << getInductionVar() << " in (" << getLowerBound() << " to "
          << getUpperBound() << ", step " << getStep() << ") : ";
  printCudaTileType(printer, *this, getInductionVar().getType());
  printer << " ";
  if (!getInitValues().empty()) {
    printIterValues(printer, getRegionIterValues(), getInitValues());
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getInitValues().getTypes());
    printer << ") ";
  }
  printImpliedTerminatorRegion<ContinueOp>(printer, getRegion());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                /*elidedAttrs=*/{getUnsignedCmpAttrName()});
}

void ForOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (getNumResults())
    setNameFn(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region,
                                     OpAsmSetValueNameFn setNameFn) {
  if (region.empty() || region.getNumArguments() == 0)
    return;
  setNameFn(region.getArgument(0), "loopIdx");
  for (auto [index, argument] :
       llvm::enumerate(region.getArguments().drop_front()))
    setNameFn(argument, "iterArg" + std::to_string(index));
}

SmallVector<Region *> ForOp::getLoopRegions() { return {&getRegion()}; }

//===----------------------------------------------------------------------===//
// LoopOp
//===----------------------------------------------------------------------===//

/// `[iter_values(%a = %x) : T] [-> R]` or `[: R]`, then `{body} [attr-dict]`.
ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> initTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parser.parseAssignmentList(regionArgs, inits) || parser.parseColon() ||
        parseCudaTileTypeList(parser, initTypes))
      return failure();
    if (regionArgs.size() != initTypes.size())
      return parser.emitError(parser.getCurrentLocation(),
                              "found different number of iter_values and "
                              "types");
    if (succeeded(parser.parseOptionalArrow()) &&
        parseCudaTileTypeList(parser, result.types))
      return failure();
    for (auto [argument, type] : llvm::zip(regionArgs, initTypes))
      argument.type = type;
  } else if (succeeded(parser.parseOptionalColon())) {
    if (parseCudaTileTypeList(parser, result.types))
      return failure();
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  LoopOp::ensureTerminator(*body, parser.getBuilder(),
                           parser.getEncodedSourceLoc(parser.getNameLoc()));
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.resolveOperands(inits, initTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
  return success();
}

void LoopOp::print(OpAsmPrinter &printer) {
  bool hasInits = !getInitValues().empty();
  bool hasResults = getNumResults() != 0;
  printer << " ";
  if (hasInits) {
    printIterValues(printer, getRegionIterValues(), getInitValues());
    printer << " ";
  }
  if (hasInits || hasResults)
    printer << ": ";
  if (hasInits) {
    printCudaTileTypeList(printer, *this, getInitValues().getTypes());
    printer << " ";
    if (hasResults)
      printer << "-> ";
  }
  if (hasResults) {
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << " ";
  }
  printImpliedTerminatorRegion<ContinueOp>(printer, getRegion());
  printer.printOptionalAttrDict((*this)->getAttrs());
}

SmallVector<Region *> LoopOp::getLoopRegions() { return {&getRegion()}; }

//===----------------------------------------------------------------------===//
// ReduceOp / ScanOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  if (adaptor.getOperands().empty())
    return failure();
  int64_t dim = adaptor.getDim();
  for (Value operand : adaptor.getOperands()) {
    auto tile = dyn_cast<TileType>(operand.getType());
    if (!tile)
      return failure();
    SmallVector<int64_t> shape;
    for (auto [index, size] : llvm::enumerate(tile.getShape()))
      if (static_cast<int64_t>(index) != dim)
        shape.push_back(size);
    inferred.push_back(TileType::get(shape, tile.getElementType()));
  }
  return success();
}

void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (getNumResults())
    setNameFn(getResult(0), "reduce");
}

void ReduceOp::getAsmBlockArgumentNames(Region &region,
                                        OpAsmSetValueNameFn setNameFn) {
  if (region.empty())
    return;
  bool numbered = region.getNumArguments() > 2;
  for (auto [index, argument] : llvm::enumerate(region.getArguments())) {
    std::string name = index % 2 == 0 ? "reduce_lhs" : "reduce_rhs";
    if (numbered)
      name += std::to_string(index / 2);
    setNameFn(argument, name);
  }
}

LogicalResult ScanOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  if (adaptor.getOperands().empty())
    return failure();
  llvm::append_range(inferred, adaptor.getOperands().getTypes());
  return success();
}
