//===- NvTileAADialect.cpp - nv_tileaa dialect --------------------------===//
//
// What MLIR only lets C++ do for nv_tileaa: dialect and storage registration,
// the memref type's parser/printer and the type parameter checks (which
// `getChecked` and the parser need). Op verifiers live in Rust and are
// reached through tileas::verifyWithRust (the generated verify() methods).
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#include "tileas/Dialect/NvTileAA/IR/NvTileAADialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tileas/Dialect/NvTileAA/IR/NvTileAATypes.cpp.inc"
#define GET_OP_CLASSES
#include "tileas/Dialect/NvTileAA/IR/NvTileAAOps.cpp.inc"

void NvTileAADialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tileas/Dialect/NvTileAA/IR/NvTileAAOps.cpp.inc"
      >();
}

void NvTileAADialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileas/Dialect/NvTileAA/IR/NvTileAATypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static bool isScalarElementType(Type type) {
  return isa<IntegerType, FloatType>(type);
}

LogicalResult PtrType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type pointeeType) {
  if (!isScalarElementType(pointeeType))
    return emitError() << "pointee type must be an integer or float type, got "
                       << pointeeType;
  return success();
}

LogicalResult nv_tileaa::MemRefType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int64_t> shape, Type elementType) {
  if (!isScalarElementType(elementType))
    return emitError() << "memref element type must be an integer or float "
                          "type, got "
                       << elementType;
  for (int64_t dim : shape)
    if (dim < 0 && !ShapedType::isDynamic(dim))
      return emitError() << "memref dimensions must be non-negative or '?'";
  return success();
}

/// `<?x128xf32>`, `<f32>` (rank 0).
Type nv_tileaa::MemRefType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType) || parser.parseGreater())
    return {};
  return nv_tileaa::MemRefType::getChecked([&] { return parser.emitError(loc); },
                                parser.getContext(), shape, elementType);
}

void nv_tileaa::MemRefType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t dim : getShape()) {
    if (ShapedType::isDynamic(dim))
      printer << "?";
    else
      printer << dim;
    printer << "x";
  }
  printer << getElementType() << ">";
}
