//===- ViewOps.cpp - cuda_tile views, assume, globals ------------------------------===//
//
// What only C++ can do for this family: the tensor_view / partition_view /
// strided_view / gather_scatter_view types (parsing, printing, parameter
// checks, the TileView interface; the 13.3 views with cuda_tile 13.3's
// diagnostic texts), the
// assume-predicate and optimization-hints attributes, custom op assembly, and
// the verify() forwarders into Rust (dialect-defs/src/verify/views.rs).
// Diagnostic texts follow cuda_tile 13.1.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileas/Dialect/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"
#include "tileas/Dialect/CudaTile/IR/CudaTileTypeInterfaces.cpp.inc"

namespace {
/// `[a, ?, c]` for shapes and strides in diagnostics.
std::string formatDynamicList(ArrayRef<int64_t> values) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      values, os,
      [&](int64_t v) {
        if (v == TensorViewType::kDynamic)
          os << '?';
        else
          os << v;
      },
      ", ");
  os << "]";
  return text;
}
} // namespace

//===----------------------------------------------------------------------===//
// TensorViewType
//===----------------------------------------------------------------------===//

/// `[s0, s1, ...]` where each entry is a positive integer or `?`.
static ParseResult parseStrides(AsmParser &parser,
                                SmallVectorImpl<int64_t> &strides) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        if (succeeded(parser.parseOptionalQuestion())) {
          strides.push_back(TensorViewType::kDynamic);
          return success();
        }
        int64_t stride = 0;
        OptionalParseResult parsed = parser.parseOptionalInteger(stride);
        if (!parsed.has_value())
          return parser.emitError(
              loc, "expected either 64-bit integer or question mark");
        if (failed(*parsed))
          return failure();
        // Rejects the spelled-out dynamic marker as well.
        if (stride <= 0)
          return parser.emitError(loc, "expected strictly positive integer, got ")
                 << stride;
        strides.push_back(stride);
        return success();
      });
}

/// `<?x32xf32, strides=[32,1]>`, `<f32>`.
Type TensorViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elementType))
    return {};

  SmallVector<int64_t> strides;
  PointerClassAttr ptrAttr;
  // `, #cuda_tile.ptr_attr<...>` closing the list (13.4+).
  auto parsePtrAttr = [&]() -> OptionalParseResult {
    Attribute attr;
    OptionalParseResult parsed = parser.parseOptionalAttribute(attr);
    if (!parsed.has_value() || failed(*parsed))
      return parsed;
    ptrAttr = dyn_cast<PointerClassAttr>(attr);
    if (!ptrAttr)
      return parser.emitError(parser.getCurrentLocation(),
                              "expected '#cuda_tile.ptr_attr<...>', got ")
             << attr;
    return success();
  };
  if (shape.empty()) {
    if (succeeded(parser.parseOptionalComma())) {
      OptionalParseResult attr = parsePtrAttr();
      if (attr.has_value()) {
        if (failed(*attr) || parser.parseGreater())
          return {};
        return TensorViewType::getChecked(
            [&] { return parser.emitError(loc); }, parser.getContext(),
            elementType, ArrayRef<int64_t>(shape), ArrayRef<int64_t>(strides),
            ptrAttr);
      }
      if (succeeded(parser.parseOptionalKeyword("strides")))
        parser.emitError(parser.getCurrentLocation(),
                         "strides must not be provided for 0-d tiles");
      else
        parser.emitError(parser.getCurrentLocation(),
                         "unexpected token after element type in 0-d "
                         "tensor_view");
      return {};
    }
  } else {
    if (failed(parser.parseOptionalComma())) {
      parser.emitError(parser.getCurrentLocation(), "expected 'strides'");
      return {};
    }
    if (parser.parseKeyword("strides") || parser.parseEqual() ||
        parseStrides(parser, strides))
      return {};
    if (succeeded(parser.parseOptionalComma())) {
      OptionalParseResult attr = parsePtrAttr();
      if (!attr.has_value())
        parser.emitError(parser.getCurrentLocation(),
                         "expected '#cuda_tile.ptr_attr<...>'");
      if (!attr.has_value() || failed(*attr))
        return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return TensorViewType::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(), elementType,
      ArrayRef<int64_t>(shape), ArrayRef<int64_t>(strides), ptrAttr);
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t dim : getShape()) {
    if (dim == kDynamic)
      printer << "?";
    else
      printer << dim;
    printer << "x";
  }
  printCudaTileType(printer, nullptr, getElementType());
  if (!getShape().empty()) {
    printer << ", strides=[";
    llvm::interleave(
        getStrides(), printer,
        [&](int64_t stride) {
          if (stride == kDynamic)
            printer << "?";
          else
            printer << stride;
        },
        ",");
    printer << "]";
  }
  if (getPtrAttr())
    printer << ", " << Attribute(getPtrAttr());
  printer << ">";
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type elementType, ArrayRef<int64_t> shape,
                       ArrayRef<int64_t> strides, PointerClassAttr) {
  if (!isNumberType(elementType))
    return emitError() << "failed to verify 'elementType': f16 or bf16 or f32 "
                          "or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or "
                          "i16 or i32 or i64";
  if (shape.size() != strides.size())
    return emitError() << "expected shape and stride to be of same rank but "
                          "got shape of rank "
                       << shape.size() << " and stride of rank "
                       << strides.size();
  auto invalid = [](int64_t v) { return v <= 0 && v != kDynamic; };
  if (llvm::any_of(shape, invalid))
    return emitError()
           << "dimensions must have strictly positive constant sizes but got "
           << formatDynamicList(shape);
  if (llvm::any_of(strides, invalid))
    return emitError()
           << "dimensions must have strictly positive constant strides but got "
           << formatDynamicList(strides);
  return success();
}

size_t TensorViewType::dynamicShapeAmount() const {
  return llvm::count(getShape(), kDynamic);
}

size_t TensorViewType::dynamicStrideAmount() const {
  return llvm::count(getStrides(), kDynamic);
}

//===----------------------------------------------------------------------===//
// PartitionViewType
//===----------------------------------------------------------------------===//

/// `<tile=(2x2), [padding_value = v,] tensor_view<...>[, dim_map=[1, 0]]>`.
/// `, dim_map = [d, ...]` of a partition or strided view, or the identity
/// over `rank` tile dimensions when absent.
static ParseResult parseOptionalDimMap(AsmParser &parser, size_t rank,
                                       SmallVectorImpl<int32_t> &dimMap) {
  if (failed(parser.parseOptionalComma())) {
    for (size_t i = 0; i < rank; ++i)
      dimMap.push_back(static_cast<int32_t>(i));
    return success();
  }
  return failure(parser.parseKeyword("dim_map") || parser.parseEqual() ||
                 parser.parseCommaSeparatedList(
                     AsmParser::Delimiter::Square, [&]() -> ParseResult {
                       int32_t dim = 0;
                       if (parser.parseInteger(dim))
                         return failure();
                       dimMap.push_back(dim);
                       return success();
                     }));
}

Type PartitionViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  MLIRContext *ctx = parser.getContext();
  SmallVector<int64_t> tileShape;
  if (parser.parseLess() || parser.parseKeyword("tile") || parser.parseEqual())
    return {};
  SMLoc shapeLoc = parser.getCurrentLocation();
  if (parser.parseLParen() ||
      parser.parseDimensionList(tileShape, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen() || parser.parseComma())
    return {};

  PaddingValueAttr padding;
  if (succeeded(parser.parseOptionalKeyword("padding_value"))) {
    SMLoc valueLoc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseEqual() || parser.parseKeyword(&keyword))
      return {};
    std::optional<PaddingValue> value = symbolizePaddingValue(keyword);
    if (!value) {
      parser.emitError(valueLoc,
                       "invalid padding_value attribute specification. Got \"")
          << keyword
          << "\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf";
      return {};
    }
    padding = PaddingValueAttr::get(ctx, *value);
    if (parser.parseComma())
      return {};
  }

  SMLoc viewLoc = parser.getCurrentLocation();
  Type viewType;
  if (parseCudaTileType(parser, viewType))
    return {};
  auto tensorView = dyn_cast<TensorViewType>(viewType);
  if (!tensorView) {
    parser.emitError(viewLoc, "invalid kind of type specified");
    return {};
  }

  SmallVector<int32_t> dimMap;
  if (failed(parseOptionalDimMap(parser, tileShape.size(), dimMap)))
    return {};
  if (parser.parseGreater())
    return {};

  SmallVector<int32_t> tileShape32;
  for (auto [index, dim] : llvm::enumerate(tileShape)) {
    if (dim <= 0 || dim > std::numeric_limits<int32_t>::max()) {
      parser.emitError(shapeLoc)
          << "tile dimension " << index << " exceeds i32 limitations (got "
          << dim << ", expected strictly positive and less than or equal to "
          << std::numeric_limits<int32_t>::max() << ")";
      return {};
    }
    tileShape32.push_back(static_cast<int32_t>(dim));
  }
  return PartitionViewType::getChecked(
      [&] { return parser.emitError(loc); }, ctx,
      DenseI32ArrayAttr::get(ctx, tileShape32), tensorView,
      ArrayRef<int32_t>(dimMap), padding);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  llvm::interleave(getTileShape().asArrayRef(), printer, "x");
  printer << "), ";
  if (PaddingValueAttr padding = getPaddingValue())
    printer << "padding_value = " << stringifyPaddingValue(padding.getValue())
            << ", ";
  printCudaTileType(printer, nullptr, getTensorView());
  ArrayRef<int32_t> dimMap = getDimMap();
  bool identity = true;
  for (auto [index, dim] : llvm::enumerate(dimMap))
    identity &= dim == static_cast<int32_t>(index);
  if (!identity || dimMap.size() != getTileShape().size()) {
    printer << ", dim_map=[";
    llvm::interleaveComma(dimMap, printer);
    printer << "]";
  }
  printer << ">";
}

/// The checks partition_view and strided_view share: tile shape against the
/// tensor_view, dim_map a permutation, padding_value against the element type.
static LogicalResult
verifyGridView(function_ref<InFlightDiagnostic()> emitError,
               DenseI32ArrayAttr tileShapeAttr, TensorViewType tensorView,
               ArrayRef<int32_t> dimMap, PaddingValueAttr padding) {
  if (!tileShapeAttr || !tensorView)
    return emitError() << "expected a tile shape and a tensor_view";
  ArrayRef<int32_t> tileShape = tileShapeAttr.asArrayRef();
  size_t rank = tensorView.getShape().size();
  if (tileShape.empty())
    return emitError() << "0-dimension tile shape is not supported";
  if (tileShape.size() != rank)
    return emitError() << "expected tensor_view rank and tile rank to match, "
                          "got tensor_view of rank "
                       << rank << " and tiles of rank " << tileShape.size();
  if (tileShape.size() >
      static_cast<size_t>(std::numeric_limits<int32_t>::max()))
    return emitError() << "tile rank cannot be more than "
                       << std::numeric_limits<int32_t>::max() << ", got "
                       << tileShape.size();
  if (dimMap.size() != tileShape.size())
    return emitError() << "expected dim_map to map exactly all "
                       << tileShape.size() << " dimensions of the tile, got "
                       << dimMap.size() << " mappings";
  if (llvm::any_of(tileShape, [](int32_t d) { return d <= 0; }))
    return emitError()
           << "tile shape dimensions must have positive length but got ["
           << tileShape << "]";
  if (llvm::any_of(tileShape, [](int32_t d) { return (d & (d - 1)) != 0; }))
    return emitError()
           << "tile shape dimensions must have power of two length but got ["
           << tileShape << "]";
  SmallVector<int64_t> mappedFrom(rank, -1);
  for (auto [tileDim, target] : llvm::enumerate(dimMap)) {
    if (target < 0)
      return emitError() << "target dimension must not be negative, got "
                         << target;
    if (static_cast<size_t>(target) >= rank)
      return emitError() << "target dimension is outside of tensor view "
                            "dimensions, expected strictly less than "
                         << tileShape.size() << ", got " << target;
    if (mappedFrom[target] >= 0)
      return emitError() << "target dimension " << target
                         << " mapped at least twice (for tile dimensions "
                         << mappedFrom[target] << " and " << tileDim << ")";
    mappedFrom[target] = static_cast<int64_t>(tileDim);
  }
  SmallVector<int64_t> shape64(tileShape.begin(), tileShape.end());
  if (failed(TileType::verify(emitError, shape64, tensorView.getElementType())))
    return failure();
  if (padding && padding.getValue() != PaddingValue::ZERO &&
      !isa<FloatType>(tensorView.getElementType()))
    return emitError() << "padding_value "
                       << stringifyPaddingValue(padding.getValue())
                       << " can only be used with floating point element "
                          "types, got "
                       << tensorView.getElementType();
  return success();
}

LogicalResult PartitionViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShapeAttr,
    TensorViewType tensorView, ArrayRef<int32_t> dimMap,
    PaddingValueAttr padding) {
  return verifyGridView(emitError, tileShapeAttr, tensorView, dimMap, padding);
}

size_t PartitionViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type PartitionViewType::getViewTileType() const {
  SmallVector<int64_t> shape(getTileShape().asArrayRef().begin(),
                             getTileShape().asArrayRef().end());
  return TileType::get(shape, getTensorView().getElementType());
}

//===----------------------------------------------------------------------===//
// StridedViewType, GatherScatterViewType (13.3)
//===----------------------------------------------------------------------===//

/// `tile=(AxB)` of a 13.3 view: the extents, each in (0, INT32_MAX].
static ParseResult parseViewTileShape(AsmParser &parser,
                                      SmallVectorImpl<int32_t> &shape) {
  SmallVector<int64_t> dims;
  if (parser.parseKeyword("tile") || parser.parseEqual())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() ||
      parser.parseDimensionList(dims, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen())
    return failure();
  for (auto [index, dim] : llvm::enumerate(dims)) {
    if (dim <= 0 || dim > std::numeric_limits<int32_t>::max())
      return parser.emitError(loc)
             << "tile dimension " << index << " exceeds i32 limitations (got "
             << dim << ", expected strictly positive and less than or equal to "
             << std::numeric_limits<int32_t>::max() << ")";
    shape.push_back(static_cast<int32_t>(dim));
  }
  return success();
}

/// `padding_value = v,` when present (the comma after it included).
static ParseResult parseOptionalViewPadding(AsmParser &parser,
                                            PaddingValueAttr &padding) {
  if (failed(parser.parseOptionalKeyword("padding_value")))
    return success();
  SMLoc valueLoc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseEqual() || parser.parseKeyword(&keyword))
    return failure();
  std::optional<PaddingValue> value = symbolizePaddingValue(keyword);
  if (!value)
    return parser.emitError(valueLoc,
                            "invalid padding_value attribute specification. "
                            "Got \"")
           << keyword
           << "\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf";
  padding = PaddingValueAttr::get(parser.getContext(), *value);
  return parser.parseComma();
}

/// The embedded `tensor_view<...>` of a 13.3 view.
static ParseResult parseViewTensorView(AsmParser &parser,
                                       TensorViewType &tensorView) {
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  tensorView = dyn_cast<TensorViewType>(type);
  if (!tensorView)
    return parser.emitError(parser.getCurrentLocation())
           << "expected 'tensor_view' type, but got " << type;
  return success();
}

static void printViewPadding(AsmPrinter &printer, PaddingValueAttr padding) {
  if (padding)
    printer << "padding_value = " << stringifyPaddingValue(padding.getValue())
            << ", ";
}

/// `<tile=(4x2), traversal_strides=[4,3], [padding_value = v,]
/// tensor_view<...>[, dim_map=[1, 0]]>`.
Type StridedViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  MLIRContext *ctx = parser.getContext();
  SmallVector<int32_t> tileShape, strides, dimMap;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  auto parseStride = [&]() -> ParseResult {
    int32_t stride = 0;
    if (parser.parseInteger(stride))
      return failure();
    strides.push_back(stride);
    return success();
  };
  if (parser.parseLess() || parseViewTileShape(parser, tileShape) ||
      parser.parseComma() || parser.parseKeyword("traversal_strides") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     parseStride) ||
      parser.parseComma() || parseOptionalViewPadding(parser, padding) ||
      parseViewTensorView(parser, tensorView))
    return {};
  if (failed(parseOptionalDimMap(parser, tileShape.size(), dimMap)))
    return {};
  if (parser.parseGreater())
    return {};
  return StridedViewType::getChecked(
      [&] { return parser.emitError(loc); }, ctx,
      DenseI32ArrayAttr::get(ctx, tileShape),
      DenseI32ArrayAttr::get(ctx, strides), tensorView,
      ArrayRef<int32_t>(dimMap), padding);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  llvm::interleave(getTileShape().asArrayRef(), printer, "x");
  printer << "), traversal_strides=[";
  llvm::interleave(getTraversalStrides().asArrayRef(), printer, ",");
  printer << "], ";
  printViewPadding(printer, getPaddingValue());
  printCudaTileType(printer, nullptr, getTensorView());
  ArrayRef<int32_t> dimMap = getDimMap();
  bool identity = dimMap.size() == getTileShape().size();
  for (auto [index, dim] : llvm::enumerate(dimMap))
    identity &= dim == static_cast<int32_t>(index);
  if (!identity) {
    printer << ", dim_map=[";
    llvm::interleaveComma(dimMap, printer);
    printer << "]";
  }
  printer << ">";
}

LogicalResult StridedViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShapeAttr,
    DenseI32ArrayAttr stridesAttr, TensorViewType tensorView,
    ArrayRef<int32_t> dimMap, PaddingValueAttr padding) {
  if (failed(verifyGridView(emitError, tileShapeAttr, tensorView, dimMap,
                            padding)))
    return failure();
  if (!stridesAttr)
    return emitError() << "expected traversal strides";
  ArrayRef<int32_t> strides = stridesAttr.asArrayRef();
  size_t rank = tileShapeAttr.asArrayRef().size();
  if (strides.size() != rank)
    return emitError() << "expected " << rank << " traversal strides, got "
                       << strides.size();
  if (llvm::any_of(strides, [](int32_t s) { return s <= 0; }))
    return emitError() << "traversal strides must be strictly positive but got ["
                       << strides << "]";
  return success();
}

size_t StridedViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type StridedViewType::getViewTileType() const {
  SmallVector<int64_t> shape(getTileShape().asArrayRef().begin(),
                             getTileShape().asArrayRef().end());
  return TileType::get(shape, getTensorView().getElementType());
}

/// `<tile=(8x16), [padding_value = v,] tensor_view<...>, sparse_dim=0>`.
Type GatherScatterViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  MLIRContext *ctx = parser.getContext();
  SmallVector<int32_t> tileShape;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  uint32_t sparseDim = 0;
  if (parser.parseLess() || parseViewTileShape(parser, tileShape) ||
      parser.parseComma() || parseOptionalViewPadding(parser, padding) ||
      parseViewTensorView(parser, tensorView) || parser.parseComma() ||
      parser.parseKeyword("sparse_dim") || parser.parseEqual() ||
      parser.parseInteger(sparseDim) || parser.parseGreater())
    return {};
  return GatherScatterViewType::getChecked(
      [&] { return parser.emitError(loc); }, ctx,
      DenseI32ArrayAttr::get(ctx, tileShape), tensorView, sparseDim, padding);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  llvm::interleave(getTileShape().asArrayRef(), printer, "x");
  printer << "), ";
  printViewPadding(printer, getPaddingValue());
  printCudaTileType(printer, nullptr, getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << ">";
}

LogicalResult GatherScatterViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShapeAttr,
    TensorViewType tensorView, uint32_t sparseDim, PaddingValueAttr padding) {
  // The grid checks with an identity dim_map (a gather view has none).
  size_t rank = tileShapeAttr ? tileShapeAttr.asArrayRef().size() : 0;
  SmallVector<int32_t> identity;
  for (size_t i = 0; i < rank; ++i)
    identity.push_back(static_cast<int32_t>(i));
  // sparse_dim is checked before the tile type and the padding value.
  if (tileShapeAttr && tensorView && rank != 0 &&
      rank == tensorView.getShape().size() &&
      llvm::all_of(tileShapeAttr.asArrayRef(),
                   [](int32_t d) { return d > 0 && (d & (d - 1)) == 0; }) &&
      sparseDim >= rank)
    return emitError() << "gather dimension is outside of tensor view "
                          "dimensions, expected strictly less than "
                       << rank << ", got " << sparseDim;
  return verifyGridView(emitError, tileShapeAttr, tensorView, identity,
                        padding);
}

size_t GatherScatterViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type GatherScatterViewType::getViewTileType() const {
  SmallVector<int64_t> shape(getTileShape().asArrayRef().begin(),
                             getTileShape().asArrayRef().end());
  return TileType::get(shape, getTensorView().getElementType());
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

/// `<16>`, `<1, every 4 along 0>`.
Attribute DivByAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  uint64_t divisor = 0;
  if (parser.parseInteger(divisor)) {
    parser.emitError(parser.getCurrentLocation(),
                     "failed to parse parameter 'divisor' which is expected "
                     "to be an integer");
    return {};
  }
  std::optional<int64_t> every, along;
  if (succeeded(parser.parseOptionalComma())) {
    int64_t everyValue = 0, alongValue = 0;
    if (parser.parseKeyword("every") || parser.parseInteger(everyValue) ||
        parser.parseKeyword("along") || parser.parseInteger(alongValue))
      return {};
    every = everyValue;
    along = alongValue;
  }
  if (parser.parseGreater())
    return {};
  return DivByAttr::get(parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << "<" << getDivisor();
  if (getEvery() && getAlong())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << ">";
}

ParseResult
mlir::cuda_tile::parseAssumePredicate(AsmParser &parser,
                                      AssumePredicateAttrInterface &attr) {
  SMLoc loc = parser.getCurrentLocation();
  // Full form: `#cuda_tile.div_by<...>`.
  Attribute full;
  OptionalParseResult parsed = parser.parseOptionalAttribute(full);
  if (parsed.has_value()) {
    if (failed(*parsed))
      return failure();
    attr = dyn_cast<AssumePredicateAttrInterface>(full);
    if (!attr)
      return parser.emitError(loc, "expected assume predicate attribute");
    return success();
  }
  // Short form: `div_by<...>`.
  StringRef name;
  if (failed(parser.parseKeyword(&name)))
    return parser.emitError(loc, "expected attribute name");
  Attribute predicate;
  if (name == DivByAttr::getMnemonic())
    predicate = DivByAttr::parse(parser, Type());
  else if (name == SameElementsAttr::getMnemonic())
    predicate = SameElementsAttr::parse(parser, Type());
  else if (name == BoundedAttr::getMnemonic())
    predicate = BoundedAttr::parse(parser, Type());
  else
    return parser.emitError(loc, "unknown assume predicate attribute: ")
           << name << " (expected 'div_by', 'same_elements', or 'bounded')";
  if (!predicate)
    return failure();
  attr = cast<AssumePredicateAttrInterface>(predicate);
  return success();
}

void mlir::cuda_tile::printAssumePredicate(AsmPrinter &printer, Operation *,
                                           AssumePredicateAttrInterface attr) {
  llvm::TypeSwitch<Attribute>(attr)
      .Case([&](DivByAttr a) {
        printer << DivByAttr::getMnemonic();
        a.print(printer);
      })
      .Case([&](SameElementsAttr a) {
        printer << SameElementsAttr::getMnemonic();
        a.print(printer);
      })
      .Case([&](BoundedAttr a) {
        printer << BoundedAttr::getMnemonic();
        a.print(printer);
      })
      .Default([&](Attribute a) { printer.printAttribute(a); });
}

//===----------------------------------------------------------------------===//
// OptimizationHintsAttr
//===----------------------------------------------------------------------===//

// `default` (cuda_tile 13.3) applies where the target's own entry lacks a hint.
static constexpr StringLiteral kHintArchitectures[] = {
    "sm_80",  "sm_90",  "sm_100", "sm_103",
    "sm_110", "sm_120", "sm_121", "default"};

/// Checks the hints of one architecture entry (`arch`) by name and value.
static LogicalResult
verifyHintParams(function_ref<InFlightDiagnostic()> emitError, StringRef arch,
                 DictionaryAttr params) {
  for (NamedAttribute param : params) {
    StringRef key = param.getName().strref();
    Attribute value = param.getValue();
    auto intValue = dyn_cast<IntegerAttr>(value);
    if (key == "num_cta_in_cga") {
      if (!intValue)
        return emitError() << "integer value expected for " << arch << "."
                           << key;
      uint64_t n = static_cast<uint64_t>(intValue.getInt());
      if (n == 0 || n > 16 || (n & (n - 1)) != 0)
        return emitError() << "expected power-of-two ≤ 16 for " << arch << "."
                           << key;
    } else if (key == "num_worker_warps_per_cta") {
      // cuda_tile 13.3; the values each version takes are the op verifier's.
      if (!intValue || isa<BoolAttr>(value))
        return emitError() << "integer value expected for " << arch << "."
                           << key;
      uint64_t n = static_cast<uint64_t>(intValue.getInt());
      if (n == 0 || n > 32 || (n & (n - 1)) != 0)
        return emitError() << "power-of-2 expected for " << arch << "." << key;
    } else if (key == "allow_tma") {
      if (!isa<BoolAttr>(value))
        return emitError() << "boolean value expected for " << arch << "."
                           << key;
    } else if (key == "latency" || key == "occupancy") {
      int64_t max = key == "latency" ? 10 : 32;
      if (!intValue)
        return emitError() << "integer value expected for " << arch << "."
                           << key;
      int64_t n = intValue.getInt();
      if (n < 1 || n > max)
        return emitError() << "integer value in the range [1, " << max
                           << "] is expected for " << arch << "." << key;
    } else {
      return emitError() << "unknown param " << key << " for " << arch;
    }
  }
  return success();
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  if (!value)
    return emitError() << "expected a dictionary";
  for (NamedAttribute entry : value) {
    StringRef arch = entry.getName().strref();
    if (!llvm::is_contained(kHintArchitectures, arch))
      return emitError() << "unallowed key " << arch;
    auto params = dyn_cast<DictionaryAttr>(entry.getValue());
    if (!params)
      return emitError()
             << "expected dictionary attribute for optimization_hints entry `"
             << arch << "` got value=" << entry.getValue();
    if (failed(verifyHintParams(emitError, arch, params)))
      return failure();
  }
  return success();
}

/// `<sm_100 = {num_cta_in_cga = 2}, sm_120 = {occupancy = 4}>`, or `<>`.
Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  if (parser.parseLess())
    return {};
  if (succeeded(parser.parseOptionalGreater()))
    return OptimizationHintsAttr::get(ctx, DictionaryAttr::get(ctx));
  NamedAttrList entries;
  auto parseEntry = [&]() -> ParseResult {
    std::string arch;
    Attribute value;
    if (parser.parseKeywordOrString(&arch) || parser.parseEqual() ||
        parser.parseAttribute(value))
      return failure();
    auto here = [&] { return parser.emitError(parser.getCurrentLocation()); };
    if (entries.get(arch))
      return here() << "duplicate optimization_hints key `" << arch << "`";
    if (!llvm::is_contained(kHintArchitectures, arch))
      return here() << "unallowed key " << arch;
    auto params = dyn_cast<DictionaryAttr>(value);
    if (!params)
      return here()
             << "expected dictionary attribute for optimization_hints entry `"
             << arch << "` got value=" << value;
    if (failed(verifyHintParams(here, arch, params)))
      return failure();
    entries.append(arch, params);
    return success();
  };
  if (parser.parseCommaSeparatedList(parseEntry) || parser.parseGreater())
    return {};
  return OptimizationHintsAttr::get(ctx, entries.getDictionary(ctx));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << "<";
  llvm::interleaveComma(getValue(), printer, [&](NamedAttribute entry) {
    printer << entry.getName().strref() << " = ";
    auto params = dyn_cast<DictionaryAttr>(entry.getValue());
    if (!params) {
      printer.printAttribute(entry.getValue());
      return;
    }
    printer << "{";
    llvm::interleaveComma(params, printer, [&](NamedAttribute param) {
      printer << param.getName().strref() << " = ";
      printer.printAttributeWithoutType(param.getValue());
    });
    printer << "}";
  });
  printer << ">";
}

//===----------------------------------------------------------------------===//
// Shared directives
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseCudaTileTypeSplat(
    AsmParser &parser, SmallVectorImpl<Type> &types,
    ArrayRef<OpAsmParser::UnresolvedOperand> values) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  SmallVector<Type> listed{type};
  // `tile<8xi32>, tile<i32>`: one type per value (a gather index differs).
  while (succeeded(parser.parseOptionalComma())) {
    if (parseCudaTileType(parser, type))
      return failure();
    listed.push_back(type);
  }
  if (listed.size() == 1) {
    types.assign(values.size(), listed.front());
    return success();
  }
  if (listed.size() != values.size())
    return parser.emitError(loc) << "expected " << values.size()
                                 << " index types, got " << listed.size();
  types.assign(listed.begin(), listed.end());
  return success();
}

void mlir::cuda_tile::printCudaTileTypeSplat(AsmPrinter &printer, Operation *op,
                                             TypeRange types, ValueRange) {
  if (types.empty()) {
    // No index operands: any scalar index type reads back the same.
    printer << "tile<i32>";
    return;
  }
  if (llvm::all_equal(types)) {
    printCudaTileType(printer, op, types.front());
    return;
  }
  llvm::interleaveComma(types, printer,
                        [&](Type type) { printCudaTileType(printer, op, type); });
}

ParseResult mlir::cuda_tile::parseMultimemIndexTypes(
    AsmParser &parser, SmallVectorImpl<Type> &types,
    ArrayRef<OpAsmParser::UnresolvedOperand> values, Type &tokenType) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> listed;
  do {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    listed.push_back(type);
  } while (succeeded(parser.parseOptionalComma()));
  // The input token's type closes the list when the op has one.
  if (listed.size() > 1 && isa<TokenType>(listed.back())) {
    tokenType = listed.back();
    listed.pop_back();
  }
  if (listed.size() == 1) {
    types.assign(values.size(), listed.front());
    return success();
  }
  if (listed.size() != values.size())
    return parser.emitError(loc) << "expected " << values.size()
                                 << " index types, got " << listed.size();
  types.assign(listed.begin(), listed.end());
  return success();
}

void mlir::cuda_tile::printMultimemIndexTypes(AsmPrinter &printer,
                                              Operation *op, TypeRange types,
                                              ValueRange values,
                                              Type tokenType) {
  printCudaTileTypeSplat(printer, op, types, values);
  if (tokenType) {
    printer << ", ";
    printCudaTileType(printer, op, tokenType);
  }
}

ParseResult mlir::cuda_tile::parseDenseIntOrFPElementsAttrNoResult(
    AsmParser &parser, DenseIntOrFPElementsAttr &attr) {
  Type type;
  return parseDenseIntOrFPElementsAttr(parser, attr, type);
}

void mlir::cuda_tile::printDenseIntOrFPElementsAttrNoResult(
    AsmPrinter &printer, Operation *op, DenseIntOrFPElementsAttr attr) {
  printDenseIntOrFPElementsAttr(printer, op, attr, attr.getType());
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

/// `assume_<producer's name>` when the producer names its results.
void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Value value = getValue();
  if (Operation *producer = value.getDefiningOp()) {
    if (auto asmOp = dyn_cast<OpAsmOpInterface>(producer)) {
      std::string name = "assume_";
      asmOp.getAsmResultNames([&](Value v, StringRef valueName) {
        if (v == value)
          name += valueName.str();
      });
      setNameFn(getResult(), name);
      return;
    }
  }
  setNameFn(getResult(), "assume");
}

LogicalResult AssumeOp::verify() { return tileas::verifyWithRust(*this); }

//===----------------------------------------------------------------------===//
// MakeTensorViewOp
//===----------------------------------------------------------------------===//

/// `%base, shape = [%n, 32], strides = [32, 1] : tile<i64> -> tensor_view<...>`;
/// the `<index type> ->` part only when some entry is an SSA value.
ParseResult MakeTensorViewOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  if (parser.parseOperand(base) || parser.parseComma())
    return failure();

  struct Entry {
    int64_t value;
    SMLoc loc;
  };
  auto parseList = [&](SmallVectorImpl<Entry> &entries,
                       SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dynamic)
      -> ParseResult {
    return parser.parseCommaSeparatedList(
        OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
          SMLoc loc = parser.getCurrentLocation();
          int64_t constant = 0;
          OptionalParseResult isInt = parser.parseOptionalInteger(constant);
          if (isInt.has_value()) {
            if (failed(*isInt))
              return failure();
            entries.push_back({constant, loc});
            return success();
          }
          OpAsmParser::UnresolvedOperand operand;
          OptionalParseResult isValue = parser.parseOptionalOperand(operand);
          if (!isValue.has_value())
            return parser.emitError(loc, "expected either integer or SSA value");
          if (failed(*isValue))
            return failure();
          dynamic.push_back(operand);
          entries.push_back({TensorViewType::kDynamic, loc});
          if (dynamic.size() >
              static_cast<size_t>(std::numeric_limits<int32_t>::max()))
            return parser.emitError(loc, "too many dynamic operands of a "
                                         "particular kind (must be fewer than ")
                   << std::numeric_limits<int32_t>::max() << ")";
          return success();
        });
  };

  SmallVector<Entry> shape, strides;
  SmallVector<OpAsmParser::UnresolvedOperand> dynamicShape, dynamicStrides;
  if (parser.parseKeyword("shape") || parser.parseEqual())
    return failure();
  SMLoc shapeLoc = parser.getCurrentLocation();
  if (parseList(shape, dynamicShape) || parser.parseComma() ||
      parser.parseKeyword("strides") || parser.parseEqual())
    return failure();
  SMLoc stridesLoc = parser.getCurrentLocation();
  NamedAttrList attributes;
  if (parseList(strides, dynamicStrides) ||
      parser.parseOptionalAttrDict(attributes) || parser.parseColon())
    return failure();

  // `[<base type>[, <index type>] ->]`: the base type is written when its
  // pointer carries a ptr_attr (13.4+), the index type when some entry is an
  // SSA value.
  bool dynamic = !dynamicShape.empty() || !dynamicStrides.empty();
  Type indexType, baseType, type;
  if (parseCudaTileType(parser, type))
    return failure();
  // (A pointer tile without ptr_attr there is an index type: 13.1's
  // diagnostics name it as such.)
  auto isClassifiedPointerTile = [](Type t) {
    auto tile = dyn_cast<TileType>(t);
    auto pointer = tile ? dyn_cast<PointerType>(tile.getElementType()) : nullptr;
    return pointer && pointer.getPtrAttr();
  };
  if (isClassifiedPointerTile(type)) {
    baseType = type;
    if (dynamic && (parser.parseComma() || parseCudaTileType(parser, indexType)))
      return failure();
    if (parser.parseArrow() || parseCudaTileType(parser, type))
      return failure();
  } else if (dynamic) {
    indexType = type;
    if (parser.parseArrow() || parseCudaTileType(parser, type))
      return failure();
  }
  auto viewType = dyn_cast<TensorViewType>(type);
  if (!viewType)
    return parser.emitError(parser.getCurrentLocation(),
                            "expected 'tensor_view' type, but got ")
           << type;

  if (!baseType)
    baseType = TileType::get({}, PointerType::get(viewType.getElementType()));
  if (parser.resolveOperand(base, baseType, result.operands))
    return failure();

  auto compare = [&](ArrayRef<Entry> written, ArrayRef<int64_t> expected,
                     SMLoc declLoc, StringRef what) -> ParseResult {
    if (written.size() != expected.size())
      return parser.emitError(declLoc)
             << "expected " << what << " declaration to contain "
             << expected.size() << " elements due to tensor_view type, but "
             << written.size() << " were provided";
    for (auto [index, entry, want] : llvm::enumerate(written, expected)) {
      if (entry.value == want)
        continue;
      auto describe = [](int64_t v) {
        return v == TensorViewType::kDynamic ? std::string("dynamic")
                                             : std::to_string(v);
      };
      return parser.emitError(entry.loc)
             << "input " << what << " dimension " << index
             << " does not match tensor_view type (expected " << describe(want)
             << ", got " << describe(entry.value) << ")";
    }
    return success();
  };
  if (compare(shape, viewType.getShape(), shapeLoc, "shape") ||
      compare(strides, viewType.getStrides(), stridesLoc, "stride"))
    return failure();

  if (indexType &&
      (parser.resolveOperands(dynamicShape, indexType, result.operands) ||
       parser.resolveOperands(dynamicStrides, indexType, result.operands)))
    return failure();
  result.addAttributes(attributes);
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, static_cast<int32_t>(dynamicShape.size()),
                           static_cast<int32_t>(dynamicStrides.size())}));
  result.addTypes(viewType);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  auto printList = [&](ArrayRef<int64_t> entries, OperandRange dynamic) {
    auto next = dynamic.begin();
    printer << "[";
    llvm::interleaveComma(entries, printer, [&](int64_t entry) {
      if (entry != TensorViewType::kDynamic || next == dynamic.end())
        printer << entry;
      else
        printer.printOperand(*next++);
    });
    printer << "]";
  };
  TensorViewType type = getResult().getType();
  printer << " ";
  printer.printOperand(getBase());
  printer << ", shape = ";
  printList(type.getShape(), getDynamicShape());
  printer << ", strides = ";
  printList(type.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getOperandSegmentSizesAttrName()});
  printer << " : ";
  bool dynamic = !getDynamicShape().empty() || !getDynamicStrides().empty();
  auto baseTile = dyn_cast<TileType>(getBase().getType());
  auto pointer =
      baseTile ? dyn_cast<PointerType>(baseTile.getElementType()) : nullptr;
  bool printBase = pointer && pointer.getPtrAttr();
  if (printBase) {
    printCudaTileType(printer, *this, getBase().getType());
    printer << (dynamic ? ", " : " -> ");
  }
  if (dynamic) {
    Value first = !getDynamicShape().empty() ? getDynamicShape().front()
                                             : getDynamicStrides().front();
    printCudaTileType(printer, *this, first.getType());
    printer << " -> ";
  }
  printCudaTileType(printer, *this, type);
}

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "tview");
}

LogicalResult MakeTensorViewOp::verify() {
  return tileas::verifyWithRust(*this);
}

//===----------------------------------------------------------------------===//
// MakePartitionViewOp
//===----------------------------------------------------------------------===//

/// `%tv : partition_view<...>`; the operand type is the embedded tensor_view.
ParseResult MakePartitionViewOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  OpAsmParser::UnresolvedOperand tensorView;
  NamedAttrList attributes;
  if (parser.parseOperand(tensorView) ||
      parser.parseOptionalAttrDict(attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = dyn_cast<PartitionViewType>(type);
  if (!view)
    return parser.emitError(loc, "expected 'partition_view' type, but got ")
           << type;
  if (parser.resolveOperand(tensorView, view.getTensorView(), result.operands))
    return failure();
  result.addAttributes(attributes);
  result.addTypes(view);
  return success();
}

void MakePartitionViewOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printOperand(getTensorView());
  printer.printOptionalAttrDict((*this)->getAttrs());
  printer << " : ";
  printCudaTileType(printer, *this, getResult().getType());
}

void MakePartitionViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "pview");
}

LogicalResult MakePartitionViewOp::verify() {
  return tileas::verifyWithRust(*this);
}

//===----------------------------------------------------------------------===//
// MakeStridedViewOp, MakeGatherScatterViewOp (13.3)
//===----------------------------------------------------------------------===//

/// `%tv : <view type>`; the operand type is the view's embedded tensor_view.
template <typename ViewT>
static ParseResult parseMakeView(OpAsmParser &parser, OperationState &result,
                                 StringRef mnemonic) {
  OpAsmParser::UnresolvedOperand tensorView;
  NamedAttrList attributes;
  if (parser.parseOperand(tensorView) ||
      parser.parseOptionalAttrDict(attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = dyn_cast<ViewT>(type);
  if (!view)
    return parser.emitError(loc)
           << "expected '" << mnemonic << "' type, but got " << type;
  if (parser.resolveOperand(tensorView, view.getTensorView(), result.operands))
    return failure();
  result.addAttributes(attributes);
  result.addTypes(view);
  return success();
}

static void printMakeView(OpAsmPrinter &printer, Operation *op) {
  printer << " ";
  printer.printOperand(op->getOperand(0));
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op, op->getResult(0).getType());
}

ParseResult MakeStridedViewOp::parse(OpAsmParser &parser,
                                     OperationState &result) {
  return parseMakeView<StridedViewType>(parser, result, "strided_view");
}

void MakeStridedViewOp::print(OpAsmPrinter &printer) {
  printMakeView(printer, *this);
}

void MakeStridedViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "sview");
}

LogicalResult MakeStridedViewOp::verify() {
  return tileas::verifyWithRust(*this);
}

ParseResult MakeGatherScatterViewOp::parse(OpAsmParser &parser,
                                           OperationState &result) {
  return parseMakeView<GatherScatterViewType>(parser, result,
                                              "gather_scatter_view");
}

void MakeGatherScatterViewOp::print(OpAsmPrinter &printer) {
  printMakeView(printer, *this);
}

void MakeGatherScatterViewOp::getAsmResultNames(
    OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "gsview");
}

LogicalResult MakeGatherScatterViewOp::verify() {
  return tileas::verifyWithRust(*this);
}

//===----------------------------------------------------------------------===//
// GetTensorShapeOp, GetIndexSpaceShapeOp
//===----------------------------------------------------------------------===//

/// `%src : <view type> -> <scalar type>`, one result per view dimension.
template <typename ViewT>
static ParseResult parseShapeQuery(OpAsmParser &parser, OperationState &result,
                                   StringRef expected) {
  OpAsmParser::UnresolvedOperand src;
  if (parser.parseOperand(src) || parser.parseColon())
    return failure();
  SMLoc srcLoc = parser.getCurrentLocation();
  Type srcType, resultType;
  if (parseCudaTileType(parser, srcType) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType))
    return failure();
  auto view = dyn_cast<ViewT>(srcType);
  if (!view)
    return parser.emitError(srcLoc) << "expected " << expected << ", got "
                                    << srcType;
  if (parser.resolveOperand(src, srcType, result.operands))
    return failure();
  size_t rank;
  if constexpr (std::is_same_v<ViewT, TensorViewType>)
    rank = view.getShape().size();
  else
    rank = view.getViewIndexRank();
  result.types.append(rank, resultType);
  return success();
}

static void printShapeQuery(OpAsmPrinter &printer, Operation *op, Value src) {
  printer << " ";
  printer.printOperand(src);
  printer << " : ";
  printCudaTileType(printer, op, src.getType());
  printer << " -> ";
  if (op->getNumResults())
    printCudaTileType(printer, op, op->getResult(0).getType());
  else
    printCudaTileType(printer, op,
                      TileType::get({}, IntegerType::get(op->getContext(), 32)));
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  return parseShapeQuery<TensorViewType>(parser, result, "tensor_view");
}

void GetTensorShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this, getSrc());
}

LogicalResult GetTensorShapeOp::verify() {
  return tileas::verifyWithRust(*this);
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseShapeQuery<TileView>(parser, result, "tile view");
}

void GetIndexSpaceShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this, getSrc());
}

LogicalResult GetIndexSpaceShapeOp::verify() {
  return tileas::verifyWithRust(*this);
}

//===----------------------------------------------------------------------===//
// Loads, stores, globals
//===----------------------------------------------------------------------===//

LogicalResult LoadViewTkoOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult StoreViewTkoOp::verify() { return tileas::verifyWithRust(*this); }
ParseResult mlir::cuda_tile::parseGlobalHead(AsmParser &parser,
                                             SymbolVisibilityAttr &visibility,
                                             UnitAttr &constant,
                                             StringAttr &name) {
  MLIRContext *ctx = parser.getContext();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword, {"public", "private"})) &&
      keyword == "private")
    visibility = SymbolVisibilityAttr::get(ctx, SymbolVisibility::PRIVATE);
  if (succeeded(parser.parseOptionalKeyword("constant")))
    constant = UnitAttr::get(ctx);
  return parser.parseSymbolName(name);
}

void mlir::cuda_tile::printGlobalHead(AsmPrinter &printer, Operation *,
                                      SymbolVisibilityAttr visibility,
                                      UnitAttr constant, StringAttr name) {
  if (visibility && visibility.getValue() != SymbolVisibility::PUBLIC)
    printer << stringifySymbolVisibility(visibility.getValue()) << ' ';
  if (constant)
    printer << "constant ";
  printer.printSymbolName(name.getValue());
}

LogicalResult GlobalOp::verify() { return tileas::verifyWithRust(*this); }
LogicalResult AtomicRedViewTkoOp::verify() {
  return tileas::verifyWithRust(*this);
}
LogicalResult AllocaOp::verify() { return tileas::verifyWithRust(*this); }

/// The symbol check runs in Rust like the other verifiers (views.rs answers
/// for `cuda_tile.get_global`).
LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &) {
  return tileas::verifyWithRust(*this);
}

//===----------------------------------------------------------------------===//
// Multimem ops (13.5)
//===----------------------------------------------------------------------===//

LogicalResult MultimemLoadReduceViewTkoOp::verify() {
  return tileas::verifyWithRust(*this);
}

LogicalResult MultimemReduceViewTkoOp::verify() {
  return tileas::verifyWithRust(*this);
}

LogicalResult MultimemStoreViewTkoOp::verify() {
  return tileas::verifyWithRust(*this);
}
