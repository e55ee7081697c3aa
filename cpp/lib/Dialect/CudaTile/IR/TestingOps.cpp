//===- TestingOps.cpp - cuda_tile test-only ops ---------------------------===//
//
// Custom assembly of `testing$func` (dialect-defs/CudaTile/CudaTileTestingOps.td)
// and the C entry point through which Rust recognizes it (melior generates no
// Rust class for an op name with `$`).
//
//===----------------------------------------------------------------------===//

#include "tileas-c/Tileas.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::cuda_tile;

StringRef TestingFuncOp::getDefaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}

/// `-> type` or `-> (type [{attrs}], ...)`; attribute dictionaries go to
/// `resultAttrs` (one per result, possibly empty).
static ParseResult
parseResultList(OpAsmParser &parser, SmallVectorImpl<Type> &resultTypes,
                SmallVectorImpl<DictionaryAttr> &resultAttrs) {
  if (failed(parser.parseOptionalLParen())) {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    resultTypes.push_back(type);
    resultAttrs.push_back(parser.getBuilder().getDictionaryAttr({}));
    return success();
  }
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        Type type;
        NamedAttrList attrs;
        if (parseCudaTileType(parser, type) ||
            parser.parseOptionalAttrDict(attrs))
          return failure();
        resultTypes.push_back(type);
        resultAttrs.push_back(attrs.getDictionary(parser.getContext()));
        return success();
      }))
    return failure();
  return parser.parseRParen();
}

/// An array of dictionaries, or null when every dictionary is empty.
static ArrayAttr nonEmptyDictArray(Builder &builder,
                                   ArrayRef<DictionaryAttr> dicts) {
  if (llvm::all_of(dicts, [](DictionaryAttr d) { return !d || d.empty(); }))
    return {};
  SmallVector<Attribute> attrs;
  for (DictionaryAttr dict : dicts)
    attrs.push_back(dict ? dict : builder.getDictionaryAttr({}));
  return builder.getArrayAttr(attrs);
}

/// `testing$func @name(%a: type [{attrs}], ...) [-> results] {body} [{attrs}]`
ParseResult TestingFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> arguments;
  if (parseTypedArgumentList(parser, arguments, /*allowAttrs=*/true))
    return failure();
  SmallVector<Type> resultTypes;
  SmallVector<DictionaryAttr> resultAttrs;
  if (succeeded(parser.parseOptionalArrow()) &&
      parseResultList(parser, resultTypes, resultAttrs))
    return failure();

  Builder &builder = parser.getBuilder();
  SmallVector<Type> argumentTypes;
  SmallVector<DictionaryAttr> argumentAttrs;
  for (auto &argument : arguments) {
    argumentTypes.push_back(argument.type);
    argumentAttrs.push_back(argument.attrs);
  }
  result.addAttribute(getFunctionTypeAttrName(result.name),
                      TypeAttr::get(builder.getFunctionType(argumentTypes,
                                                            resultTypes)));
  if (ArrayAttr attrs = nonEmptyDictArray(builder, argumentAttrs))
    result.addAttribute(getArgAttrsAttrName(result.name), attrs);
  if (ArrayAttr attrs = nonEmptyDictArray(builder, resultAttrs))
    result.addAttribute(getResAttrsAttrName(result.name), attrs);

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments, /*enableNameShadowing=*/false))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  TestingFuncOp::ensureTerminator(*body, builder, result.location);
  return parser.parseOptionalAttrDict(result.attributes);
}

void TestingFuncOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printSymbolName(getSymName());
  printFunctionArguments(printer, *this, getBody().front(), getArgAttrsAttr());
  ArrayRef<Type> results = getResultTypes();
  ArrayAttr resAttrs = getResAttrsAttr();
  if (results.size() == 1 && !resAttrs) {
    printer << " -> ";
    printCudaTileType(printer, *this, results.front());
  } else if (!results.empty()) {
    printer << " -> (";
    for (auto [index, type] : llvm::enumerate(results)) {
      if (index)
        printer << ", ";
      printCudaTileType(printer, *this, type);
      if (resAttrs)
        if (auto dict = dyn_cast<DictionaryAttr>(resAttrs[index]);
            dict && !dict.empty())
          printer.printOptionalAttrDict(dict.getValue());
    }
    printer << ")";
  }
  printer << " ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true,
                      /*printEmptyBlock=*/false);
  printer.printOptionalAttrDict(
      (*this)->getAttrs(), {getSymNameAttrName(), getFunctionTypeAttrName(),
                            getArgAttrsAttrName(), getResAttrsAttrName()});
}

MlirStringRef tileasCudaTileTestingFuncName(void) {
  return wrap(TestingFuncOp::getOperationName());
}
