//===- CudaTileViews.cpp - C API: view types, data attributes ------------===//
//
// tensor_view, partition_view (and the TileView interface), string, and the
// div_by / same_elements / bounded / optimization_hints attributes.
//
//===----------------------------------------------------------------------===//

#include "tileas-c/Tileas.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/*--- tensor_view -----------------------------------------------------------*/

int64_t tileasCudaTileTensorViewTypeGetDynamic(void) {
  return TensorViewType::kDynamic;
}

MlirType tileasCudaTileTensorViewTypeGetChecked(MlirLocation loc,
                                                MlirType elementType,
                                                intptr_t rank,
                                                const int64_t *shape,
                                                const int64_t *strides) {
  Location location = unwrap(loc);
  size_t n = static_cast<size_t>(rank);
  return wrap(TensorViewType::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      unwrap(elementType), ArrayRef<int64_t>(shape, n),
      ArrayRef<int64_t>(strides, n), PointerClassAttr()));
}

MlirType tileasCudaTileTensorViewTypeGetCheckedWithPtrAttr(
    MlirLocation loc, MlirType elementType, intptr_t rank,
    const int64_t *shape, const int64_t *strides, int32_t ptrAttr) {
  Location location = unwrap(loc);
  size_t n = static_cast<size_t>(rank);
  PointerClassAttr attr;
  if (ptrAttr >= 0) {
    std::optional<PointerClass> value =
        symbolizePointerClass(static_cast<uint32_t>(ptrAttr));
    if (!value)
      return MlirType{nullptr};
    attr = PointerClassAttr::get(location.getContext(), *value);
  }
  return wrap(TensorViewType::getChecked(
      [&] { return emitError(location); }, location.getContext(),
      unwrap(elementType), ArrayRef<int64_t>(shape, n),
      ArrayRef<int64_t>(strides, n), attr));
}

int32_t tileasCudaTileTensorViewTypeGetPtrAttr(MlirType type) {
  PointerClassAttr attr = cast<TensorViewType>(unwrap(type)).getPtrAttr();
  return attr ? static_cast<int32_t>(attr.getValue()) : -1;
}

bool tileasTypeIsACudaTileTensorViewType(MlirType type) {
  return isa<TensorViewType>(unwrap(type));
}

MlirType tileasCudaTileTensorViewTypeGetElementType(MlirType type) {
  return wrap(cast<TensorViewType>(unwrap(type)).getElementType());
}

intptr_t tileasCudaTileTensorViewTypeGetRank(MlirType type) {
  return cast<TensorViewType>(unwrap(type)).getShape().size();
}

int64_t tileasCudaTileTensorViewTypeGetDimSize(MlirType type, intptr_t dim) {
  return cast<TensorViewType>(unwrap(type)).getShape()[dim];
}

int64_t tileasCudaTileTensorViewTypeGetStride(MlirType type, intptr_t dim) {
  return cast<TensorViewType>(unwrap(type)).getStrides()[dim];
}

/*--- partition_view --------------------------------------------------------*/

MlirType tileasCudaTilePartitionViewTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int32_t *tileShape,
    MlirType tensorView, intptr_t dimMapSize, const int32_t *dimMap,
    int32_t paddingValue) {
  Location location = unwrap(loc);
  MLIRContext *ctx = location.getContext();
  auto emit = [&] { return emitError(location); };
  auto view = dyn_cast<TensorViewType>(unwrap(tensorView));
  if (!view) {
    emit() << "expected a tensor_view type, got " << unwrap(tensorView);
    return MlirType{nullptr};
  }
  PaddingValueAttr padding;
  if (paddingValue >= 0) {
    std::optional<PaddingValue> value =
        symbolizePaddingValue(static_cast<uint32_t>(paddingValue));
    if (!value) {
      emit() << "invalid padding_value " << paddingValue;
      return MlirType{nullptr};
    }
    padding = PaddingValueAttr::get(ctx, *value);
  }
  SmallVector<int32_t> map;
  if (dimMap)
    map.assign(dimMap, dimMap + dimMapSize);
  else
    for (intptr_t i = 0; i < rank; ++i)
      map.push_back(static_cast<int32_t>(i));
  return wrap(PartitionViewType::getChecked(
      emit, ctx,
      DenseI32ArrayAttr::get(ctx, ArrayRef<int32_t>(tileShape, rank)), view,
      ArrayRef<int32_t>(map), padding));
}

bool tileasTypeIsACudaTilePartitionViewType(MlirType type) {
  return isa<PartitionViewType>(unwrap(type));
}

intptr_t tileasCudaTilePartitionViewTypeGetRank(MlirType type) {
  return cast<PartitionViewType>(unwrap(type)).getTileShape().size();
}

int32_t tileasCudaTilePartitionViewTypeGetTileDimSize(MlirType type,
                                                      intptr_t dim) {
  return cast<PartitionViewType>(unwrap(type)).getTileShape()[dim];
}

MlirType tileasCudaTilePartitionViewTypeGetTensorView(MlirType type) {
  return wrap(cast<PartitionViewType>(unwrap(type)).getTensorView());
}

int32_t tileasCudaTilePartitionViewTypeGetDimMap(MlirType type, intptr_t dim) {
  return cast<PartitionViewType>(unwrap(type)).getDimMap()[dim];
}

int32_t tileasCudaTilePartitionViewTypeGetPaddingValue(MlirType type) {
  PaddingValueAttr padding = cast<PartitionViewType>(unwrap(type)).getPaddingValue();
  return padding ? static_cast<int32_t>(padding.getValue()) : -1;
}

/*--- strided_view, gather_scatter_view (13.3) --------------------------------*/

namespace {
/// The padding attribute of a C API padding value (-1: none); false on a bad
/// value (diagnosed at `location`).
bool paddingFromC(Location location, int32_t paddingValue,
                  PaddingValueAttr &padding) {
  if (paddingValue < 0)
    return true;
  std::optional<PaddingValue> value =
      symbolizePaddingValue(static_cast<uint32_t>(paddingValue));
  if (!value) {
    emitError(location) << "invalid padding_value " << paddingValue;
    return false;
  }
  padding = PaddingValueAttr::get(location.getContext(), *value);
  return true;
}

int32_t paddingToC(PaddingValueAttr padding) {
  return padding ? static_cast<int32_t>(padding.getValue()) : -1;
}
} // namespace

MlirType tileasCudaTileStridedViewTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int32_t *tileShape,
    const int32_t *traversalStrides, MlirType tensorView, intptr_t dimMapSize,
    const int32_t *dimMap, int32_t paddingValue) {
  Location location = unwrap(loc);
  MLIRContext *ctx = location.getContext();
  auto emit = [&] { return emitError(location); };
  auto view = dyn_cast<TensorViewType>(unwrap(tensorView));
  if (!view) {
    emit() << "expected a tensor_view type, got " << unwrap(tensorView);
    return MlirType{nullptr};
  }
  PaddingValueAttr padding;
  if (!paddingFromC(location, paddingValue, padding))
    return MlirType{nullptr};
  SmallVector<int32_t> map;
  if (dimMap)
    map.assign(dimMap, dimMap + dimMapSize);
  else
    for (intptr_t i = 0; i < rank; ++i)
      map.push_back(static_cast<int32_t>(i));
  return wrap(StridedViewType::getChecked(
      emit, ctx, DenseI32ArrayAttr::get(ctx, ArrayRef<int32_t>(tileShape, rank)),
      DenseI32ArrayAttr::get(ctx, ArrayRef<int32_t>(traversalStrides, rank)),
      view, ArrayRef<int32_t>(map), padding));
}

bool tileasTypeIsACudaTileStridedViewType(MlirType type) {
  return isa<StridedViewType>(unwrap(type));
}

intptr_t tileasCudaTileStridedViewTypeGetRank(MlirType type) {
  return cast<StridedViewType>(unwrap(type)).getTileShape().size();
}

int32_t tileasCudaTileStridedViewTypeGetTileDimSize(MlirType type,
                                                    intptr_t dim) {
  return cast<StridedViewType>(unwrap(type)).getTileShape()[dim];
}

int32_t tileasCudaTileStridedViewTypeGetTraversalStride(MlirType type,
                                                        intptr_t dim) {
  return cast<StridedViewType>(unwrap(type)).getTraversalStrides()[dim];
}

MlirType tileasCudaTileStridedViewTypeGetTensorView(MlirType type) {
  return wrap(cast<StridedViewType>(unwrap(type)).getTensorView());
}

int32_t tileasCudaTileStridedViewTypeGetDimMap(MlirType type, intptr_t dim) {
  return cast<StridedViewType>(unwrap(type)).getDimMap()[dim];
}

int32_t tileasCudaTileStridedViewTypeGetPaddingValue(MlirType type) {
  return paddingToC(cast<StridedViewType>(unwrap(type)).getPaddingValue());
}

MlirType tileasCudaTileGatherScatterViewTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int32_t *tileShape,
    MlirType tensorView, uint32_t sparseDim, int32_t paddingValue) {
  Location location = unwrap(loc);
  MLIRContext *ctx = location.getContext();
  auto emit = [&] { return emitError(location); };
  auto view = dyn_cast<TensorViewType>(unwrap(tensorView));
  if (!view) {
    emit() << "expected a tensor_view type, got " << unwrap(tensorView);
    return MlirType{nullptr};
  }
  PaddingValueAttr padding;
  if (!paddingFromC(location, paddingValue, padding))
    return MlirType{nullptr};
  return wrap(GatherScatterViewType::getChecked(
      emit, ctx, DenseI32ArrayAttr::get(ctx, ArrayRef<int32_t>(tileShape, rank)),
      view, sparseDim, padding));
}

bool tileasTypeIsACudaTileGatherScatterViewType(MlirType type) {
  return isa<GatherScatterViewType>(unwrap(type));
}

intptr_t tileasCudaTileGatherScatterViewTypeGetRank(MlirType type) {
  return cast<GatherScatterViewType>(unwrap(type)).getTileShape().size();
}

int32_t tileasCudaTileGatherScatterViewTypeGetTileDimSize(MlirType type,
                                                          intptr_t dim) {
  return cast<GatherScatterViewType>(unwrap(type)).getTileShape()[dim];
}

MlirType tileasCudaTileGatherScatterViewTypeGetTensorView(MlirType type) {
  return wrap(cast<GatherScatterViewType>(unwrap(type)).getTensorView());
}

uint32_t tileasCudaTileGatherScatterViewTypeGetSparseDim(MlirType type) {
  return cast<GatherScatterViewType>(unwrap(type)).getSparseDim();
}

int32_t tileasCudaTileGatherScatterViewTypeGetPaddingValue(MlirType type) {
  return paddingToC(cast<GatherScatterViewType>(unwrap(type)).getPaddingValue());
}

/*--- TileView interface ----------------------------------------------------*/

bool tileasTypeIsACudaTileTileView(MlirType type) {
  return isa<TileView>(unwrap(type));
}

intptr_t tileasCudaTileTileViewGetIndexRank(MlirType type) {
  return cast<TileView>(unwrap(type)).getViewIndexRank();
}

MlirType tileasCudaTileTileViewGetTileType(MlirType type) {
  return wrap(cast<TileView>(unwrap(type)).getViewTileType());
}

/*--- string ----------------------------------------------------------------*/

MlirType tileasCudaTileStringTypeGet(MlirContext ctx) {
  return wrap(StringType::get(unwrap(ctx)));
}

bool tileasTypeIsACudaTileStringType(MlirType type) {
  return isa<StringType>(unwrap(type));
}

/*--- assume predicates -----------------------------------------------------*/

bool tileasAttributeIsACudaTileAssumePredicate(MlirAttribute attr) {
  return isa<AssumePredicateAttrInterface>(unwrap(attr));
}

MlirAttribute tileasCudaTileDivByAttrGet(MlirContext ctx, uint64_t divisor,
                                         bool hasEvery, int64_t every,
                                         bool hasAlong, int64_t along) {
  std::optional<int64_t> e, a;
  if (hasEvery)
    e = every;
  if (hasAlong)
    a = along;
  return wrap(DivByAttr::get(unwrap(ctx), divisor, e, a));
}

bool tileasAttributeIsACudaTileDivByAttr(MlirAttribute attr) {
  return isa<DivByAttr>(unwrap(attr));
}

uint64_t tileasCudaTileDivByAttrGetDivisor(MlirAttribute attr) {
  return cast<DivByAttr>(unwrap(attr)).getDivisor();
}

bool tileasCudaTileDivByAttrHasEvery(MlirAttribute attr) {
  return cast<DivByAttr>(unwrap(attr)).getEvery().has_value();
}

int64_t tileasCudaTileDivByAttrGetEvery(MlirAttribute attr) {
  return cast<DivByAttr>(unwrap(attr)).getEvery().value_or(0);
}

bool tileasCudaTileDivByAttrHasAlong(MlirAttribute attr) {
  return cast<DivByAttr>(unwrap(attr)).getAlong().has_value();
}

int64_t tileasCudaTileDivByAttrGetAlong(MlirAttribute attr) {
  return cast<DivByAttr>(unwrap(attr)).getAlong().value_or(0);
}

MlirAttribute tileasCudaTileSameElementsAttrGet(MlirContext ctx, intptr_t n,
                                                const int64_t *values) {
  MLIRContext *context = unwrap(ctx);
  return wrap(SameElementsAttr::get(
      context, DenseI64ArrayAttr::get(context, ArrayRef<int64_t>(values, n))));
}

bool tileasAttributeIsACudaTileSameElementsAttr(MlirAttribute attr) {
  return isa<SameElementsAttr>(unwrap(attr));
}

intptr_t tileasCudaTileSameElementsAttrGetNumValues(MlirAttribute attr) {
  return cast<SameElementsAttr>(unwrap(attr)).getValues().size();
}

int64_t tileasCudaTileSameElementsAttrGetValue(MlirAttribute attr,
                                               intptr_t index) {
  return cast<SameElementsAttr>(unwrap(attr)).getValues()[index];
}

MlirAttribute tileasCudaTileBoundedAttrGet(MlirContext ctx, bool hasLb,
                                           int64_t lb, bool hasUb, int64_t ub) {
  std::optional<int64_t> lower, upper;
  if (hasLb)
    lower = lb;
  if (hasUb)
    upper = ub;
  return wrap(BoundedAttr::get(unwrap(ctx), lower, upper));
}

bool tileasAttributeIsACudaTileBoundedAttr(MlirAttribute attr) {
  return isa<BoundedAttr>(unwrap(attr));
}

bool tileasCudaTileBoundedAttrHasLb(MlirAttribute attr) {
  return cast<BoundedAttr>(unwrap(attr)).getLb().has_value();
}

int64_t tileasCudaTileBoundedAttrGetLb(MlirAttribute attr) {
  return cast<BoundedAttr>(unwrap(attr)).getLb().value_or(0);
}

bool tileasCudaTileBoundedAttrHasUb(MlirAttribute attr) {
  return cast<BoundedAttr>(unwrap(attr)).getUb().has_value();
}

int64_t tileasCudaTileBoundedAttrGetUb(MlirAttribute attr) {
  return cast<BoundedAttr>(unwrap(attr)).getUb().value_or(0);
}

/*--- optimization_hints ----------------------------------------------------*/

MlirAttribute tileasCudaTileOptimizationHintsAttrGetChecked(MlirLocation loc,
                                                            MlirAttribute dict) {
  Location location = unwrap(loc);
  auto value = dyn_cast<DictionaryAttr>(unwrap(dict));
  if (!value) {
    emitError(location) << "expected a dictionary attribute";
    return MlirAttribute{nullptr};
  }
  return wrap(OptimizationHintsAttr::getChecked(
      [&] { return emitError(location); }, location.getContext(), value));
}

bool tileasAttributeIsACudaTileOptimizationHintsAttr(MlirAttribute attr) {
  return isa<OptimizationHintsAttr>(unwrap(attr));
}

MlirAttribute tileasCudaTileOptimizationHintsAttrGetValue(MlirAttribute attr) {
  return wrap(cast<OptimizationHintsAttr>(unwrap(attr)).getValue());
}
