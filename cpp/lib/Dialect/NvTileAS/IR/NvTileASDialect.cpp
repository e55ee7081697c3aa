//===- NvTileASDialect.cpp - nv_tileas dialect --------------------------===//
//
// Registration of the generated nv_tileas op and attribute classes, and the
// thread-value layout's parameter and tensor-encoding checks (the parser
// and getChecked need them in C++). The types are nv_tileaa's; op verifiers
// live in Rust (tileas::verifyWithRust).
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#include "tileas/Dialect/NvTileAS/IR/NvTileASDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileas/Dialect/NvTileAS/IR/NvTileASAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "tileas/Dialect/NvTileAS/IR/NvTileASOps.cpp.inc"

void NvTileASDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tileas/Dialect/NvTileAS/IR/NvTileASOps.cpp.inc"
      >();
}

void NvTileASDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileas/Dialect/NvTileAS/IR/NvTileASAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// #nv_tileas.tv
//===----------------------------------------------------------------------===//

static LogicalResult verifyMode(function_ref<InFlightDiagnostic()> emitError,
                                StringRef which, ArrayRef<int64_t> shape,
                                ArrayRef<int64_t> stride) {
  if (shape.empty())
    return emitError() << "the " << which << " mode of a thread-value layout is empty";
  if (shape.size() != stride.size())
    return emitError() << "the " << which << " mode has " << shape.size()
                       << " extents but " << stride.size() << " strides";
  for (int64_t s : shape)
    if (s < 1)
      return emitError() << "the " << which << " mode has a non-positive extent " << s;
  for (int64_t s : stride)
    if (s < 0)
      return emitError() << "the " << which << " mode has a negative stride " << s;
  return success();
}

LogicalResult TVLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   ArrayRef<int64_t> threadShape,
                                   ArrayRef<int64_t> threadStride,
                                   ArrayRef<int64_t> valueShape,
                                   ArrayRef<int64_t> valueStride) {
  if (failed(verifyMode(emitError, "thread", threadShape, threadStride)) ||
      failed(verifyMode(emitError, "value", valueShape, valueStride)))
    return failure();
  return success();
}

/// Every (thread, slot) pair's element, in slot-major order.
static void forEachElement(ArrayRef<int64_t> shape, ArrayRef<int64_t> stride,
                           function_ref<void(int64_t)> fn) {
  int64_t size = 1;
  for (int64_t s : shape)
    size *= s;
  for (int64_t i = 0; i < size; ++i) {
    int64_t rest = i, offset = 0;
    for (size_t m = 0; m < shape.size(); ++m) {
      offset += (rest % shape[m]) * stride[m];
      rest /= shape[m];
    }
    fn(offset);
  }
}

/// Tiles up to this many elements get the exact "every element exactly
/// reached" check; larger ones only the bound (the check is linear in the
/// thread count times the slot count).
static constexpr int64_t kExactCheckLimit = int64_t(1) << 22;

LogicalResult
TVLayoutAttr::verifyEncoding(ArrayRef<int64_t> shape, Type elementType,
                             function_ref<InFlightDiagnostic()> emitError) const {
  int64_t n = 1;
  for (int64_t s : shape) {
    if (ShapedType::isDynamic(s))
      return emitError() << "a thread-value layout needs a static shape";
    n *= s;
  }
  std::vector<int64_t> threadOffsets, valueOffsets;
  forEachElement(getThreadShape(), getThreadStride(),
                 [&](int64_t o) { threadOffsets.push_back(o); });
  forEachElement(getValueShape(), getValueStride(),
                 [&](int64_t o) { valueOffsets.push_back(o); });
  int64_t maxT = *std::max_element(threadOffsets.begin(), threadOffsets.end());
  int64_t maxV = *std::max_element(valueOffsets.begin(), valueOffsets.end());
  if (maxT + maxV >= n)
    return emitError() << "thread-value layout reaches element " << maxT + maxV
                       << " of a tile of " << n << " elements";
  if (int64_t(threadOffsets.size() * valueOffsets.size()) < n)
    return emitError() << "thread-value layout holds "
                       << threadOffsets.size() * valueOffsets.size()
                       << " values, fewer than the tile's " << n << " elements";
  if (n > kExactCheckLimit)
    return success();
  llvm::BitVector seen(n);
  for (int64_t t : threadOffsets)
    for (int64_t v : valueOffsets)
      seen.set(t + v);
  if (!seen.all())
    return emitError() << "thread-value layout does not reach element "
                       << seen.find_first_unset() << " of the tile";
  return success();
}
