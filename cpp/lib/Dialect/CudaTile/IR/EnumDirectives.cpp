//===- EnumDirectives.cpp - bare-keyword enum assembly ------------------===//
//
// cuda_tile prints most enum attributes inside ops as a bare keyword
// (`cmpi less_than %a, %b, signed`). These directives parse and print them with
// the 13.1 diagnostics.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/StringExtras.h"

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
  // No keyword at all: MLIR's "expected valid keyword" first, then ours (13.1
  // reports both).
  if (failed(parser.parseKeyword(&keyword))) {
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

/// An enum attribute the way ODS's declarative op format parses one (13.1's
/// atomic and pointer accesses use that): a keyword among the cases or a
/// string, with ODS's messages. With `optional`, neither leaves `value` empty.
template <typename EnumT>
ParseResult parseDeclarativeEnum(AsmParser &parser, StringRef attrName,
                                 uint32_t count, StringRef (*stringify)(EnumT),
                                 std::optional<EnumT> (*symbolize)(StringRef),
                                 std::optional<EnumT> &value, bool optional) {
  SmallVector<StringRef> cases;
  for (uint32_t i = 0; i < count; ++i)
    cases.push_back(stringify(static_cast<EnumT>(i)));
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  std::string text;
  if (succeeded(parser.parseOptionalKeyword(&keyword, cases))) {
    text = keyword.str();
  } else if (failed(parser.parseOptionalString(&text))) {
    if (optional)
      return success();
    return parser.emitError(loc, "expected string or keyword containing one "
                                 "of the following enum values for "
                                 "attribute '")
           << attrName << "' [" << llvm::join(cases, ", ") << "]";
  }
  value = symbolize(text);
  if (!value)
    return parser.emitError(loc, "invalid ")
           << attrName << " attribute specification: \"" << text << '"';
  return success();
}

template <typename AttrT, typename EnumT>
ParseResult parseDeclarativeEnumAttr(
    AsmParser &parser, AttrT &attr, StringRef attrName, uint32_t count,
    StringRef (*stringify)(EnumT),
    std::optional<EnumT> (*symbolize)(StringRef), bool optional = false) {
  std::optional<EnumT> value;
  if (parseDeclarativeEnum(parser, attrName, count, stringify, symbolize,
                           value, optional))
    return failure();
  if (value)
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

// The atomic ops take these three in ODS's declarative form (13.1).
ParseResult mlir::cuda_tile::parseAtomicRMWMode(AsmParser &parser,
                                                AtomicRMWModeAttr &attr) {
  return parseDeclarativeEnumAttr<AtomicRMWModeAttr, AtomicRMWMode>(
      parser, attr, "mode", getMaxEnumValForAtomicRMWMode() + 1,
      stringifyAtomicRMWMode, symbolizeAtomicRMWMode);
}

ParseResult mlir::cuda_tile::parseMemoryOrderingSemantics(
    AsmParser &parser, MemoryOrderingSemanticsAttr &attr) {
  return parseDeclarativeEnumAttr<MemoryOrderingSemanticsAttr,
                                  MemoryOrderingSemantics>(
      parser, attr, "memory_ordering_semantics",
      getMaxEnumValForMemoryOrderingSemantics() + 1,
      stringifyMemoryOrderingSemantics, symbolizeMemoryOrderingSemantics);
}

ParseResult mlir::cuda_tile::parseMemoryScope(AsmParser &parser,
                                              MemoryScopeAttr &attr) {
  return parseDeclarativeEnumAttr<MemoryScopeAttr, MemoryScope>(
      parser, attr, "memory_scope", getMaxEnumValForMemoryScope() + 1,
      stringifyMemoryScope, symbolizeMemoryScope);
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
  if (!weakTakesNoScope) {
    // Pointer accesses: `$ordering ($scope^)?` in ODS's declarative form, so
    // a keyword that is no scope is left for the operand that follows.
    if (parseMemoryOrderingSemantics(parser, ordering))
      return failure();
    return parseDeclarativeEnumAttr<MemoryScopeAttr, MemoryScope>(
        parser, scope, "memory_scope", getMaxEnumValForMemoryScope() + 1,
        stringifyMemoryScope, symbolizeMemoryScope, /*optional=*/true);
  }
  // View accesses: 13.1's own parser and messages.
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  (void)parser.parseKeyword(&keyword);
  std::optional<MemoryOrderingSemantics> semantics =
      symbolizeMemoryOrderingSemantics(keyword);
  if (!semantics)
    return parser.emitError(loc, "invalid memory_ordering_semantics attribute "
                                 "specification. Got \"")
           << keyword
           << "\" but expect one of: weak, relaxed, acquire, release, acq_rel";
  ordering = MemoryOrderingSemanticsAttr::get(parser.getContext(), *semantics);
  // The next token is the accessed operand unless a scope keyword follows.
  loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return success();
  if (ordering.getValue() == MemoryOrderingSemantics::WEAK)
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
