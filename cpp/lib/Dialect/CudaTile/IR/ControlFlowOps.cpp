//===- ControlFlowOps.cpp - cuda_tile control flow, reduce/scan, pointer memory ops, tokens, misc ------------------------------===//
//
// Custom assembly and the verify() forwarders of this op family.
//
//===----------------------------------------------------------------------===//

#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Registry/RustHooks.h"

using namespace mlir;
using namespace mlir::cuda_tile;
