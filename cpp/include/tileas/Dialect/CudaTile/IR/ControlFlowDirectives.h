//===- ControlFlowDirectives.h - custom directives: control flow, reduce/scan, pointer memory ops, tokens, misc -*- C++ -*-===//
//
// Included by CudaTile.h before the generated op classes: everything the ODS
// of CudaTileControlFlowOps.td refers to by name.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_CONTROLFLOWDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_CONTROLFLOWDIRECTIVES_H

#include "mlir/IR/OpImplementation.h"

namespace mlir::cuda_tile {
class YieldOp;
class BreakOp;
class ContinueOp;
class ReturnOp;
class MemoryOrderingSemanticsAttr;
class MemoryScopeAttr;

namespace impl {
/// Stands in for the terminator op of `SingleBlockImplicitTerminator` where a
/// region may end in any of several terminators. `Implicit` is the one the
/// parser and builders insert when the terminator is left out; every op in
/// `Allowed` passes the trait's region check.
template <typename Implicit, typename... Allowed>
struct AnyOfTerminators {
  static bool classof(Operation *op) { return isa<Implicit, Allowed...>(op); }
  template <typename... Args>
  static void build(Args &&...args) {
    Implicit::build(std::forward<Args>(args)...);
  }
  static constexpr llvm::StringLiteral getOperationName() {
    return Implicit::getOperationName();
  }
};

/// `if` branches end in yield (implied), or leave through break, continue or
/// return.
using IfImplicitTerminator =
    AnyOfTerminators<YieldOp, BreakOp, ContinueOp, ReturnOp>;
/// `loop` bodies end in continue (implied) or break.
using LoopImplicitTerminator = AnyOfTerminators<ContinueOp, BreakOp>;
} // namespace impl

/// TypesMatchWith comparator: `pointers` is a tile of `ptr<E>` with the shape
/// of `value`, whose element type is `E`.
bool isPointerTileFor(Type value, Type pointers);
/// TypesMatchWith comparator: both are tiles of one shape.
bool haveSameTileShape(Type lhs, Type rhs);

/// `custom<IfOpRegion>`: a branch of `if`; an operand-less `yield` is implied.
ParseResult parseIfOpRegion(OpAsmParser &parser, Region &region);
void printIfOpRegion(OpAsmPrinter &printer, Operation *op, Region &region);

/// `custom<ArgumentRegion>`: the body of reduce/scan, written after a newline
/// as `(%a: tile<f32>, %b: tile<f32>) { ... }`.
ParseResult parseArgumentRegion(OpAsmParser &parser, Region &region);
void printArgumentRegion(OpAsmPrinter &printer, Operation *op, Region &region);

/// `custom<PtrOrdering>`: `<ordering> [<scope>]` of load_ptr_tko and
/// store_ptr_tko. Unlike `custom<MemoryAttributes>` it accepts a scope after
/// `weak`, leaving the complaint to the verifier (as 13.1 does for these ops).
ParseResult parsePtrOrdering(AsmParser &parser,
                             MemoryOrderingSemanticsAttr &ordering,
                             MemoryScopeAttr &scope);
void printPtrOrdering(AsmPrinter &printer, Operation *op,
                      MemoryOrderingSemanticsAttr ordering,
                      MemoryScopeAttr scope);
} // namespace mlir::cuda_tile

#endif
