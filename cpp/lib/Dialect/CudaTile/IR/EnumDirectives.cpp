//===- EnumDirectives.cpp - bare-keyword enum assembly ------------------===//
//
// cuda_tile prints most enum attributes inside ops as a bare keyword
// (`cmpi less_than %a, %b, signed`). These directives parse and print them with
// the 13.1 diagnostics.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
/// Parses one keyword of enum `E`; `describe` renders the error for a bad one.
template <typename AttrT, typename EnumT>
ParseResult parseKeywordEnum(
    AsmParser &parser, AttrT &attr,
    std::optional<EnumT> (*symbolize)(StringRef),
    llvm::function_ref<void(InFlightDiagnostic &, StringRef)> describe) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword))) {
    InFlightDiagnostic diag = parser.emitError(loc);
    describe(diag, "");
    return diag;
  }
  std::optional<EnumT> value = symbolize(keyword);
  if (!value) {
    InFlightDiagnostic diag = parser.emitError(loc);
    describe(diag, keyword);
    return diag;
  }
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

/// `{'a', 'b'}`
template <typename EnumT>
std::string quotedChoices(uint32_t count, StringRef (*stringify)(EnumT)) {
  std::string text = "{";
  for (uint32_t i = 0; i < count; ++i) {
    if (i)
      text += ", ";
    text += "'" + stringify(static_cast<EnumT>(i)).str() + "'";
  }
  return text + "}";
}

/// `a, b, c`
template <typename EnumT>
std::string plainChoices(uint32_t count, StringRef (*stringify)(EnumT)) {
  std::string text;
  for (uint32_t i = 0; i < count; ++i) {
    if (i)
      text += ", ";
    text += stringify(static_cast<EnumT>(i)).str();
  }
  return text;
}
} // namespace

ParseResult mlir::cuda_tile::parseSignedness(AsmParser &parser,
                                             SignednessAttr &attr) {
  return parseKeywordEnum<SignednessAttr, Signedness>(
      parser, attr, symbolizeSignedness, [](InFlightDiagnostic &d, StringRef) {
        d << "expected signedness to be one of: {'signed', 'unsigned'}";
      });
}

ParseResult
mlir::cuda_tile::parseComparisonPredicate(AsmParser &parser,
                                          ComparisonPredicateAttr &attr) {
  return parseKeywordEnum<ComparisonPredicateAttr, ComparisonPredicate>(
      parser, attr, symbolizeComparisonPredicate,
      [](InFlightDiagnostic &d, StringRef) {
        d << "expected 'comparison_predicate' to be one of: "
          << quotedChoices<ComparisonPredicate>(
                 getMaxEnumValForComparisonPredicate() + 1,
                 stringifyComparisonPredicate);
      });
}

ParseResult
mlir::cuda_tile::parseComparisonOrdering(AsmParser &parser,
                                         ComparisonOrderingAttr &attr) {
  return parseKeywordEnum<ComparisonOrderingAttr, ComparisonOrdering>(
      parser, attr, symbolizeComparisonOrdering,
      [](InFlightDiagnostic &d, StringRef) {
        d << "expected 'comparison_ordering' to be one of: {'ordered', "
             "'unordered'}";
      });
}

ParseResult mlir::cuda_tile::parseAtomicRMWMode(AsmParser &parser,
                                                AtomicRMWModeAttr &attr) {
  return parseKeywordEnum<AtomicRMWModeAttr, AtomicRMWMode>(
      parser, attr, symbolizeAtomicRMWMode,
      [](InFlightDiagnostic &d, StringRef got) {
        d << "invalid atomic_rmw_mode attribute specification. Got \"" << got
          << "\" but expect one of: "
          << plainChoices<AtomicRMWMode>(getMaxEnumValForAtomicRMWMode() + 1,
                                         stringifyAtomicRMWMode);
      });
}

ParseResult mlir::cuda_tile::parseMemoryOrderingSemantics(
    AsmParser &parser, MemoryOrderingSemanticsAttr &attr) {
  return parseKeywordEnum<MemoryOrderingSemanticsAttr,
                          MemoryOrderingSemantics>(
      parser, attr, symbolizeMemoryOrderingSemantics,
      [](InFlightDiagnostic &d, StringRef got) {
        d << "invalid memory_ordering_semantics attribute specification. Got "
             "\""
          << got << "\" but expect one of: weak, relaxed, acquire, release, "
                    "acq_rel";
      });
}

ParseResult mlir::cuda_tile::parseMemoryScope(AsmParser &parser,
                                              MemoryScopeAttr &attr) {
  return parseKeywordEnum<MemoryScopeAttr, MemoryScope>(
      parser, attr, symbolizeMemoryScope,
      [](InFlightDiagnostic &d, StringRef got) {
        d << "invalid memory_scope attribute specification. Got \"" << got
          << "\" but expect one of: tl_blk, device, sys";
      });
}

ParseResult mlir::cuda_tile::parsePaddingValue(AsmParser &parser,
                                               PaddingValueAttr &attr) {
  return parseKeywordEnum<PaddingValueAttr, PaddingValue>(
      parser, attr, symbolizePaddingValue,
      [](InFlightDiagnostic &d, StringRef got) {
        d << "invalid padding_value attribute specification. Got \"" << got
          << "\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf";
      });
}

#define TILEAS_PRINT_KEYWORD_ENUM(Name)                                       \
  void mlir::cuda_tile::print##Name(AsmPrinter &printer, Operation *,        \
                                    Name##Attr attr) {                       \
    printer << stringify##Name(attr.getValue());                             \
  }
TILEAS_PRINT_KEYWORD_ENUM(Signedness)
TILEAS_PRINT_KEYWORD_ENUM(ComparisonPredicate)
TILEAS_PRINT_KEYWORD_ENUM(ComparisonOrdering)
TILEAS_PRINT_KEYWORD_ENUM(AtomicRMWMode)
TILEAS_PRINT_KEYWORD_ENUM(MemoryOrderingSemantics)
TILEAS_PRINT_KEYWORD_ENUM(MemoryScope)
TILEAS_PRINT_KEYWORD_ENUM(PaddingValue)
#undef TILEAS_PRINT_KEYWORD_ENUM

ParseResult mlir::cuda_tile::parseOrderingAndScope(
    AsmParser &parser, MemoryOrderingSemanticsAttr &ordering,
    MemoryScopeAttr &scope, bool weakTakesNoScope) {
  if (parseMemoryOrderingSemantics(parser, ordering))
    return failure();
  // The next token is the accessed operand unless a scope keyword follows.
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return success();
  if (weakTakesNoScope &&
      ordering.getValue() == MemoryOrderingSemantics::WEAK)
    return parser.emitError(loc, "operation specifies weak memory ordering "
                                 "semantics, but then provides \"")
           << keyword << "\" scope, expected no memory scope.";
  std::optional<MemoryScope> value = symbolizeMemoryScope(keyword);
  if (!value)
    return parser.emitError(loc, "invalid memory_scope attribute "
                                 "specification. Got \"")
           << keyword << "\" but expect one of: tl_blk, device, sys";
  scope = MemoryScopeAttr::get(parser.getContext(), *value);
  return success();
}

ParseResult
mlir::cuda_tile::parseMemoryAttributes(AsmParser &parser,
                                       MemoryOrderingSemanticsAttr &ordering,
                                       MemoryScopeAttr &scope) {
  return parseOrderingAndScope(parser, ordering, scope,
                               /*weakTakesNoScope=*/true);
}

void mlir::cuda_tile::printMemoryAttributes(
    AsmPrinter &printer, Operation *op, MemoryOrderingSemanticsAttr ordering,
    MemoryScopeAttr scope) {
  printMemoryOrderingSemantics(printer, op, ordering);
  if (scope) {
    printer << " ";
    printMemoryScope(printer, op, scope);
  }
}
