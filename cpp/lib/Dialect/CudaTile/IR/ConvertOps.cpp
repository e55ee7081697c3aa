//===- ConvertOps.cpp - cuda_tile conversions, shape, pointer and matmul ops ===//
//
// Custom assembly and the verify() forwarders of this op family.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

using namespace mlir;
using namespace mlir::cuda_tile;
