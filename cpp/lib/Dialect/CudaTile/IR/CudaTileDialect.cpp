//===- CudaTileDialect.cpp - cuda_tile dialect --------------------------===//
//
// What MLIR only lets C++ do for cuda_tile: dialect and storage registration,
// the custom assembly directives and parsers, and type parameter checks (which
// `getChecked` and the parser need). Op verifiers live in Rust and are reached
// through tileas::verifyWithRust.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileas/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"
#include "tileas/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileas/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "tileas/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"
#define GET_OP_CLASSES
#include "tileas/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerDebugInfoAsmInterface(this);
  addOperations<
#define GET_OP_LIST
#include "tileas/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
      >();
}

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileas/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"
      >();
}

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileas/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static constexpr int64_t kMaxTileElements = 16 * 1024 * 1024;

bool mlir::cuda_tile::isNumberType(Type type) {
  if (auto intTy = dyn_cast<IntegerType>(type))
    return intTy.isSignless() &&
           llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intTy.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type,
             FloatTF32Type, Float8E4M3FNType, Float8E5M2Type,
             Float8E8M0FNUType, Float4E2M1FNType, FloatNV8E5M3FNUType>(type);
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(shape, os);
  os << "]";
  return text;
}

LogicalResult
PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                    Type pointeeType, PointerClassAttr) {
  if (!isNumberType(pointeeType))
    return emitError() << "failed to verify 'pointeeType': f16 or bf16 or f32 "
                          "or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or "
                          "i16 or i32 or i64";
  return success();
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  if (!isNumberType(elementType) && !isa<PointerType>(elementType) &&
      !elementType.isSignlessInteger(4))
    return emitError() << "failed to verify 'elementType': f16 or bf16 or f32 "
                          "or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or "
                          "i16 or i32 or i64 or Pointer type";
  // 13.3's 4-bit floats pack two to a byte: a tile holds an even number
  // (checked before the dimensions, as 13.3 does).
  if (isa<Float4E2M1FNType>(elementType) &&
      llvm::all_of(shape, [](int64_t dim) { return dim % 2 != 0; }))
    return emitError() << "F4E2M1FN tiles must have an even number of elements";
  // Memory holds 4-bit floats packed, which a pointer per element cannot
  // address; tensor views can.
  if (auto pointer = dyn_cast<PointerType>(elementType))
    if (isa<Float4E2M1FNType>(pointer.getPointeeType()) && !shape.empty())
      return emitError() << "tiles of ptr<f4E2M1FN> must have rank 0; use an "
                            "f4 tile view for memory accesses";
  // Dimension by dimension, as 13.1: the first bad one names the rule.
  int64_t elements = 1;
  for (int64_t dim : shape) {
    if (dim <= 0)
      return emitError() << "all dimensions must be positive constants, got "
                         << shape;
    if (!llvm::isPowerOf2_64(static_cast<uint64_t>(dim)))
      return emitError() << "all dimensions must be powers of two, got "
                         << shape;
    if (elements > kMaxTileElements / dim)
      return emitError() << "tile would exceed the maximum of "
                         << kMaxTileElements << " elements";
    elements *= dim;
  }
  return success();
}

/// `tile<4x8xf32>`, `tile<f32>`, `tile<8xptr<f32>>`.
Type TileType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elementType) || parser.parseGreater())
    return {};
  return TileType::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(), shape,
      elementType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t dim : getShape())
    printer << dim << "x";
  printCudaTileType(printer, nullptr, getElementType());
  printer << ">";
}

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseCudaTileType(AsmParser &parser,
                                               Type &type) {
  SMLoc loc = parser.getCurrentLocation();
  // Builtin and prefixed (`!dialect.x`) types.
  OptionalParseResult other = parser.parseOptionalType(type);
  if (other.has_value() && succeeded(*other))
    return success();
  // Our mnemonics without the prefix: `tile<...>`, `tensor_view<...>`, `token`.
  // After a prefixed type that failed, 13.1 tries this too, so its
  // diagnostics end with the mnemonic parser's ("expected valid keyword").
  StringRef keyword;
  OptionalParseResult ours = generatedTypeParser(parser, &keyword, type);
  if (other.has_value())
    return failure();
  if (ours.has_value())
    return *ours;
  if (!keyword.empty())
    return parser.emitError(loc, "unknown type: ") << keyword;
  return parser.emitError(loc, "expected type");
}

void mlir::cuda_tile::printCudaTileType(AsmPrinter &printer, Operation *,
                                        Type type) {
  if (isa<CudaTileDialect>(type.getDialect()) &&
      succeeded(generatedTypePrinter(type, printer)))
    return;
  printer.printType(type);
}

ParseResult mlir::cuda_tile::parseTypedArgumentList(
    OpAsmParser &parser, SmallVectorImpl<OpAsmParser::Argument> &args,
    bool allowAttrs) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument argument;
        if (parser.parseArgument(argument, /*allowType=*/false,
                                 /*allowAttrs=*/false) ||
            parser.parseColon() || parseCudaTileType(parser, argument.type))
          return failure();
        if (allowAttrs) {
          NamedAttrList attrs;
          if (parser.parseOptionalAttrDict(attrs))
            return failure();
          argument.attrs = attrs.getDictionary(parser.getContext());
        }
        if (parser.parseOptionalLocationSpecifier(argument.sourceLoc))
          return failure();
        args.push_back(argument);
        return success();
      });
}

ParseResult
mlir::cuda_tile::parseCudaTileTypeList(AsmParser &parser,
                                       SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    types.push_back(type);
    return success();
  });
}

void mlir::cuda_tile::printCudaTileTypeList(AsmPrinter &printer,
                                            Operation *op, TypeRange types) {
  llvm::interleaveComma(types, printer,
                        [&](Type type) { printCudaTileType(printer, op, type); });
}

ParseResult mlir::cuda_tile::parseOptionalRoundingMode(
    AsmParser &parser, RoundingModeAttr &attr, RoundingMode defaultMode,
    ArrayRef<RoundingMode> choices, bool strict) {
  MLIRContext *ctx = parser.getContext();
  if (failed(parser.parseOptionalKeyword("rounding"))) {
    attr = RoundingModeAttr::get(ctx, defaultMode);
    return success();
  }
  StringRef keyword;
  if (parser.parseLess() || parser.parseKeyword(&keyword) ||
      parser.parseGreater())
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode || (strict && !llvm::is_contained(choices, *mode))) {
    // 13.1 reports at the token after `>`.
    InFlightDiagnostic diag = parser.emitError(
        parser.getCurrentLocation(), "expected rounding mode to be one of: ");
    llvm::interleaveComma(choices, diag, [&](RoundingMode choice) {
      diag << "'" << stringifyRoundingMode(choice) << "'";
    });
    if (strict)
      diag << ", got: '" << keyword << "'";
    return diag;
  }
  attr = RoundingModeAttr::get(ctx, *mode);
  return success();
}

void mlir::cuda_tile::printOptionalRoundingMode(AsmPrinter &printer,
                                                RoundingModeAttr attr,
                                                RoundingMode defaultMode) {
  if (attr && attr.getValue() != defaultMode)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

ParseResult mlir::cuda_tile::parseIEEERoundingMode(AsmParser &parser,
                                                   RoundingModeAttr &attr) {
  return parseOptionalRoundingMode(
      parser, attr, RoundingMode::NEAREST_EVEN,
      {RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
       RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF},
      /*strict=*/true);
}

void mlir::cuda_tile::printIEEERoundingMode(AsmPrinter &printer, Operation *,
                                            RoundingModeAttr attr) {
  printOptionalRoundingMode(printer, attr, RoundingMode::NEAREST_EVEN);
}

//===----------------------------------------------------------------------===//
// Dense literals: `<i32: 0>`, `<f32: [1.0, 2.0]>`, `<i1: [true, false]>`
//===----------------------------------------------------------------------===//

namespace {
/// Collects the scalars of a (possibly nested) literal and its inferred shape.
struct DenseLiteralParser {
  AsmParser &parser;
  Type elementType;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  SmallVector<int64_t> shape;
  bool sawList = false;
  /// Depth of the scalars (1 for `[a, b]`); -1 before the first one.
  int64_t scalarDepth = -1;

  ParseResult parseScalar() {
    SMLoc loc = parser.getCurrentLocation();
    if (auto intTy = dyn_cast<IntegerType>(elementType)) {
      unsigned width = intTy.getWidth();
      if (width == 1) {
        if (succeeded(parser.parseOptionalKeyword("true"))) {
          ints.push_back(APInt(1, 1));
          return success();
        }
        if (succeeded(parser.parseOptionalKeyword("false"))) {
          ints.push_back(APInt(1, 0));
          return success();
        }
      }
      // MLIR's integer parser takes `true`/`false`; only i1 literals may.
      if (width != 1 && (succeeded(parser.parseOptionalKeyword("true")) ||
                         succeeded(parser.parseOptionalKeyword("false"))))
        return parser.emitError(loc, "expected integer value");
      APInt value;
      OptionalParseResult parsed = parser.parseOptionalInteger(value);
      if (!parsed.has_value())
        return parser.emitError(loc, "expected integer value");
      if (failed(*parsed))
        return failure();
      bool negative = value.isNegative();
      unsigned active = negative ? value.getSignificantBits()
                                 : value.getActiveBits();
      if (width == 1 ? (negative || active > 1) : active > width)
        return parser.emitError(loc, "integer constant out of range for type");
      ints.push_back(value.sextOrTrunc(width));
      return success();
    }
    auto floatTy = cast<FloatType>(elementType);
    APFloat value(floatTy.getFloatSemantics());
    if (parser.parseFloat(floatTy.getFloatSemantics(), value))
      return failure();
    floats.push_back(value);
    return success();
  }

  /// Parses the rest of `[a, b]` (the `[` is consumed) or nested lists,
  /// recording the length seen at each depth.
  ParseResult parseListBody(unsigned depth) {
    sawList = true;
    int64_t count = 0;
    auto parseElement = [&]() -> ParseResult {
      ++count;
      if (succeeded(parser.parseOptionalLSquare()))
        return parseListBody(depth + 1);
      // Scalars beside lists, or at two depths: `[[1], 2]`, `[1, [2]]`.
      int64_t here = depth + 1;
      if (scalarDepth == -1)
        scalarDepth = here;
      else if (scalarDepth != here)
        return inconsistent();
      return parseScalar();
    };
    if (failed(parser.parseOptionalRSquare())) {
      if (parser.parseCommaSeparatedList(parseElement) ||
          parser.parseRSquare())
        return failure();
    }
    return recordDim(depth, count);
  }

  ParseResult recordDim(unsigned depth, int64_t count) {
    if (shape.size() <= depth)
      shape.resize(depth + 1, -1);
    if (shape[depth] == -1)
      shape[depth] = count;
    else if (shape[depth] != count)
      return inconsistent();
    return success();
  }

  ParseResult inconsistent() {
    return parser.emitError(
        parser.getCurrentLocation(),
        "tensor literal is invalid; ranks are not consistent between "
        "elements");
  }
};
} // namespace

static constexpr const char *kLiteralElementTypes =
    "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or "
    "f8E4M3FN or f8E5M2";

ParseResult mlir::cuda_tile::parseDenseIntOrFPElementsAttr(
    AsmParser &parser, DenseIntOrFPElementsAttr &attr, Type &type) {
  Type elementType;
  SMLoc elementLoc;
  if (parser.parseLess())
    return failure();
  elementLoc = parser.getCurrentLocation();
  // A type that does not parse is also reported as a bad element type (null),
  // as 13.1 does.
  if (failed(parseCudaTileType(parser, elementType)))
    elementType = Type();
  if (!elementType || !isNumberType(elementType))
    return parser.emitError(elementLoc,
                            "expect element type to be one of ")
           << kLiteralElementTypes << " values, but got " << elementType;
  // MLIR 22 has no float semantics for 13.4's fnv8E5M3FNU to hold its values.
  if (isa<FloatNV8E5M3FNUType>(elementType))
    return parser.emitError(elementLoc,
                            "literals of fnv8E5M3FNU are not supported by tileas");
  if (parser.parseColon())
    return failure();

  DenseLiteralParser literal{parser, elementType};
  SMLoc literalLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLSquare())) {
    if (literal.parseListBody(0))
      return failure();
  } else if (literal.parseScalar()) {
    return failure();
  }
  if (parser.parseGreater() || parser.parseColon())
    return failure();

  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto tileType = dyn_cast<TileType>(type);
  if (!tileType || !isNumberType(tileType.getElementType()))
    return parser.emitError(typeLoc, "result #0 must be tile of ")
           << kLiteralElementTypes << " values, but got " << type;
  if (tileType.getElementType() != elementType)
    return parser.emitError(typeLoc, "mismatch between the element type: ")
           << elementType << " and the tile element type "
           << tileType.getElementType();

  size_t count = literal.ints.size() + literal.floats.size();
  if (count == 0)
    return parser.emitError(literalLoc, "dense attribute cannot be empty");
  bool splat = !literal.sawList && count == 1;
  if (!splat && ArrayRef<int64_t>(literal.shape) != tileType.getShape()) {
    return parser.emitError(literalLoc, "inferred shape of elements literal (")
           << formatShape(literal.shape) << ") does not match type ("
           << formatShape(tileType.getShape()) << ")";
  }
  auto shaped = cast<ShapedType>(type);
  if (!literal.ints.empty())
    attr = cast<DenseIntOrFPElementsAttr>(
        splat ? DenseElementsAttr::get(shaped, literal.ints.front())
              : DenseElementsAttr::get(shaped, literal.ints));
  else
    attr = cast<DenseIntOrFPElementsAttr>(
        splat ? DenseElementsAttr::get(shaped, literal.floats.front())
              : DenseElementsAttr::get(shaped, literal.floats));
  return success();
}

static void printLiteralScalar(AsmPrinter &printer, Type elementType,
                               DenseIntOrFPElementsAttr attr, size_t index) {
  if (auto intTy = dyn_cast<IntegerType>(elementType)) {
    APInt value = *std::next(attr.value_begin<APInt>(), index);
    if (intTy.getWidth() == 1)
      printer << (value.isZero() ? "false" : "true");
    else
      printer << value.getSExtValue();
    return;
  }
  printer.printFloat(*std::next(attr.value_begin<APFloat>(), index));
}

static void printLiteralList(AsmPrinter &printer, Type elementType,
                             DenseIntOrFPElementsAttr attr,
                             ArrayRef<int64_t> shape, size_t &index) {
  printer << "[";
  for (int64_t i = 0, e = shape.front(); i < e; ++i) {
    if (i)
      printer << ", ";
    if (shape.size() == 1)
      printLiteralScalar(printer, elementType, attr, index++);
    else
      printLiteralList(printer, elementType, attr, shape.drop_front(), index);
  }
  printer << "]";
}

void mlir::cuda_tile::printDenseIntOrFPElementsAttr(
    AsmPrinter &printer, Operation *op, DenseIntOrFPElementsAttr attr,
    Type type) {
  Type elementType = attr.getElementType();
  printer << "<";
  printCudaTileType(printer, op, elementType);
  printer << ": ";
  auto shape = attr.getType().getShape();
  if (attr.isSplat() || shape.empty()) {
    printLiteralScalar(printer, elementType, attr, 0);
  } else {
    size_t index = 0;
    printLiteralList(printer, elementType, attr, shape, index);
  }
  printer << "> : ";
  printCudaTileType(printer, op, type);
}

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

void cuda_tile::ModuleOp::build(OpBuilder &builder, OperationState &state,
                     StringRef name) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

LogicalResult cuda_tile::ModuleOp::verify() {
  return tileas::verifyWithRust(*this);
}

StringRef cuda_tile::ModuleOp::getDefaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

StringRef EntryOp::getDefaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}

/// `entry @name(%a: tile<ptr<f32>>, ...) [-> (types)]
///   [optimization_hints=<sm_100 = {...}>] [attributes {...}] {body} [{...}]`
/// (further attributes are printed after the body, as 13.1 does).
ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> arguments;
  if (parseTypedArgumentList(parser, arguments, /*allowAttrs=*/true))
    return failure();

  SmallVector<Type> resultTypes;
  if (succeeded(parser.parseOptionalArrow())) {
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parseCudaTileTypeList(parser, resultTypes) || parser.parseRParen()))
        return failure();
    } else {
      Type type;
      if (parseCudaTileType(parser, type))
        return failure();
      resultTypes.push_back(type);
    }
  }

  SmallVector<Type> argumentTypes;
  for (auto &argument : arguments)
    argumentTypes.push_back(argument.type);
  Builder &builder = parser.getBuilder();
  result.addAttribute(getFunctionTypeAttrName(result.name),
                      TypeAttr::get(builder.getFunctionType(argumentTypes,
                                                            resultTypes)));
  if (llvm::any_of(arguments, [](auto &a) { return a.attrs && !a.attrs.empty(); })) {
    SmallVector<Attribute> argAttrs;
    for (auto &argument : arguments)
      argAttrs.push_back(argument.attrs ? argument.attrs
                                        : builder.getDictionaryAttr({}));
    result.addAttribute(getArgAttrsAttrName(result.name),
                        builder.getArrayAttr(argAttrs));
  }

  if (succeeded(parser.parseOptionalKeyword(
          getOptimizationHintsAttrName(result.name).getValue()))) {
    if (parser.parseEqual())
      return failure();
    Attribute hints = OptimizationHintsAttr::parse(parser, Type());
    if (!hints)
      return failure();
    result.addAttribute(getOptimizationHintsAttrName(result.name), hints);
  }

  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments, /*enableNameShadowing=*/false))
    return failure();
  EntryOp::ensureTerminator(*body, builder, result.location);
  // 13.1 writes further attributes after the body.
  return parser.parseOptionalAttrDict(result.attributes);
}

void mlir::cuda_tile::printFunctionArguments(OpAsmPrinter &printer,
                                             Operation *op, Block &entry,
                                             ArrayAttr argAttrs) {
  printer << "(";
  for (auto [index, argument] : llvm::enumerate(entry.getArguments())) {
    if (index)
      printer << ", ";
    printer.printRegionArgument(argument, {}, /*omitType=*/true);
    printer << ": ";
    printCudaTileType(printer, op, argument.getType());
    if (argAttrs)
      if (auto dict = dyn_cast<DictionaryAttr>(argAttrs[index]);
          dict && !dict.empty())
        printer.printOptionalAttrDict(dict.getValue());
  }
  printer << ")";
}

void EntryOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printSymbolName(getSymName());
  printFunctionArguments(printer, *this, getBody().front(), getArgAttrsAttr());
  ArrayRef<Type> results = getResultTypes();
  if (!results.empty()) {
    printer << " -> (";
    printCudaTileTypeList(printer, *this, results);
    printer << ")";
  }
  if (OptimizationHintsAttr hints = getOptimizationHintsAttr();
      hints && !hints.getValue().empty()) {
    printer << " " << getOptimizationHintsAttrName().getValue() << "=";
    hints.print(printer);
  }
  printer << " ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer.printOptionalAttrDict(
      (*this)->getAttrs(),
      {getSymNameAttrName(), getFunctionTypeAttrName(), getArgAttrsAttrName(),
       getResAttrsAttrName(), getOptimizationHintsAttrName()});
}

LogicalResult EntryOp::verify() { return tileas::verifyWithRust(*this); }

//===----------------------------------------------------------------------===//
// Other ops
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() { return tileas::verifyWithRust(*this); }

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

/// Result-name hints follow 13.1: `true`/`false` for i1, `cst_<n>` for an
/// integer splat, `cst` otherwise.
void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  DenseIntOrFPElementsAttr value = getValueAttr();
  Type elementType = value.getElementType();
  if (value.isSplat()) {
    if (elementType.isInteger(1)) {
      setNameFn(getResult(),
                value.getSplatValue<APInt>().isZero() ? "false" : "true");
      return;
    }
    if (isa<IntegerType>(elementType)) {
      SmallString<32> name("cst_");
      int64_t v = value.getSplatValue<APInt>().getSExtValue();
      // The magnitude as unsigned: -INT64_MIN does not fit in int64_t.
      uint64_t magnitude = v < 0 ? 0 - static_cast<uint64_t>(v)
                                 : static_cast<uint64_t>(v);
      if (v < 0)
        name += "m";
      name += std::to_string(magnitude);
      setNameFn(getResult(), name);
      return;
    }
  }
  setNameFn(getResult(), "cst");
}
