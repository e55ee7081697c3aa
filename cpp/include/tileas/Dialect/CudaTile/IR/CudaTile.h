//===- CudaTile.h - cuda_tile dialect ---------------------------*- C++ -*-===//
//
// C++ side of the cuda_tile dialect: the classes mlir-tblgen generates from
// dialect-defs/CudaTile/*.td plus the custom assembly directives they use.
// Op verifiers are implemented in Rust (dialect-defs/src/verify.rs) and reached
// through the hook declared in tileas/Registry/RustHooks.h.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_CUDATILE_H
#define TILEAS_DIALECT_CUDATILE_IR_CUDATILE_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

#include "tileas/Dialect/CudaTile/IR/CudaTileDialect.h.inc"
#include "tileas/Dialect/CudaTile/IR/CudaTileEnums.h.inc"
// Interfaces (dialect-defs/CudaTile/CudaTileInterfaces.td): before the
// attribute and type classes that implement them.
#include "tileas/Dialect/CudaTile/IR/CudaTileAttrInterfaces.h.inc"
#include "tileas/Dialect/CudaTile/IR/CudaTileTypeInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileas/Dialect/CudaTile/IR/CudaTileAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "tileas/Dialect/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {
/// The element types of tiles, pointers, literals and tensor_views: 13.1's,
/// plus 13.2's f8E8M0FNU, 13.3's f4E2M1FN and 13.4's fnv8E5M3FNU (accepted
/// here; a module older than the type rejects it in the Rust verifier). The
/// messages keep 13.1's lists, which NVIDIA's 13.1 tests check.
bool isNumberType(Type type);

/// Adds the `#di_*` alias printer (DebugInfo.cpp).
void registerDebugInfoAsmInterface(CudaTileDialect *dialect);

/// `(%a: tile<f32> [{attrs}], ...)`: block arguments with short-form types;
/// attribute dictionaries only where `allowAttrs`.
ParseResult parseTypedArgumentList(OpAsmParser &parser,
                                   SmallVectorImpl<OpAsmParser::Argument> &args,
                                   bool allowAttrs);

/// `custom<CudaTileType>`: a type written without the `!cuda_tile.` prefix
/// when it belongs to this dialect (`tile<4xf32>`, `ptr<f32>`, `token`).
ParseResult parseCudaTileType(AsmParser &parser, Type &type);
void printCudaTileType(AsmPrinter &printer, Operation *, Type type);
/// Prints a function-like op's `(%arg: type {attrs}, ...)` from its entry
/// block and `arg_attrs` (cuda_tile.entry and cuda_tile.testing$func).
void printFunctionArguments(OpAsmPrinter &printer, Operation *op, Block &entry,
                            ArrayAttr argAttrs);
/// The same directive in a type's declarative format (`ptr<...>`).
inline void printCudaTileType(AsmPrinter &printer, Type type) {
  printCudaTileType(printer, nullptr, type);
}
ParseResult parseCudaTileTypeList(AsmParser &parser,
                                  SmallVectorImpl<Type> &types);
void printCudaTileTypeList(AsmPrinter &printer, Operation *, TypeRange types);
/// An optional `rounding<mode>`: absent means `defaultMode`; an unknown
/// keyword is rejected with the list `choices`. With `strict` (13.1's IEEE
/// and Integer directives) a known mode outside `choices` is rejected too and
/// the message names the keyword (", got: 'x'"); without it (DivF, Sqrt) that
/// mode is left to the op verifier.
ParseResult parseOptionalRoundingMode(AsmParser &parser, RoundingModeAttr &attr,
                                      RoundingMode defaultMode,
                                      ArrayRef<RoundingMode> choices,
                                      bool strict = false);
/// Prints `rounding<mode>` unless the mode is `defaultMode`.
void printOptionalRoundingMode(AsmPrinter &printer, RoundingModeAttr attr,
                               RoundingMode defaultMode);

/// `custom<IEEERoundingMode>`: `rounding<m>`; nearest_even is implied and
/// prints nothing (13.1 then shows two spaces before the next token).
ParseResult parseIEEERoundingMode(AsmParser &parser, RoundingModeAttr &attr);
void printIEEERoundingMode(AsmPrinter &printer, Operation *,
                           RoundingModeAttr attr);
/// `ftof`'s modes: the IEEE ones plus `nearest_away` (13.4).
ParseResult parseConversionRoundingMode(AsmParser &parser,
                                        RoundingModeAttr &attr);
void printConversionRoundingMode(AsmPrinter &printer, Operation *,
                                 RoundingModeAttr attr);
/// `custom<DenseIntOrFPElementsAttr>`: `<f32: [1.0, 2.0]> : tile<2xf32>`.
ParseResult parseDenseIntOrFPElementsAttr(AsmParser &parser,
                                          DenseIntOrFPElementsAttr &attr,
                                          Type &type);
void printDenseIntOrFPElementsAttr(AsmPrinter &printer, Operation *,
                                   DenseIntOrFPElementsAttr attr, Type type);

/// Bare-keyword enum directives (`signed`, `less_than`, `ordered`, `xchg`,
/// `acq_rel`, `device`, `zero`), with 13.1's parse diagnostics.
#define TILEAS_ENUM_DIRECTIVE(Name)                                            \
  ParseResult parse##Name(AsmParser &parser, Name##Attr &attr);                \
  void print##Name(AsmPrinter &printer, Operation *, Name##Attr attr);
TILEAS_ENUM_DIRECTIVE(Signedness)
TILEAS_ENUM_DIRECTIVE(ComparisonPredicate)
TILEAS_ENUM_DIRECTIVE(ComparisonOrdering)
TILEAS_ENUM_DIRECTIVE(AtomicRMWMode)
TILEAS_ENUM_DIRECTIVE(MemoryOrderingSemantics)
TILEAS_ENUM_DIRECTIVE(MemoryScope)
TILEAS_ENUM_DIRECTIVE(PaddingValue)
#undef TILEAS_ENUM_DIRECTIVE

/// `<ordering> [<scope>]`. With `weakTakesNoScope` (view accesses) 13.1's own
/// parser: a scope after `weak` is a parse error. Without it (pointer
/// accesses) ODS's declarative enum parsing: a keyword that is no scope ends
/// the clause, and the verifier judges `weak <scope>`.
ParseResult parseOrderingAndScope(AsmParser &parser,
                                  MemoryOrderingSemanticsAttr &ordering,
                                  MemoryScopeAttr &scope, bool weakTakesNoScope);

/// `custom<MemoryAttributes>`: `<ordering> [<scope>]`, where a weak access
/// takes no scope.
ParseResult parseMemoryAttributes(AsmParser &parser,
                                  MemoryOrderingSemanticsAttr &ordering,
                                  MemoryScopeAttr &scope);
void printMemoryAttributes(AsmPrinter &printer, Operation *,
                           MemoryOrderingSemanticsAttr ordering,
                           MemoryScopeAttr scope);
} // namespace mlir::cuda_tile

// Per-family directive declarations (one header per op family).
#include "tileas/Dialect/CudaTile/IR/FamilyDirectives.h"

#define GET_OP_CLASSES
#include "tileas/Dialect/CudaTile/IR/CudaTileOps.h.inc"

#endif // TILEAS_DIALECT_CUDATILE_IR_CUDATILE_H
