//===- CudaTileArithOps.td ------------------------------------*- tablegen -*-===//
//
// Element-wise arithmetic, comparison, conversion, shape and matmul ops.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_ARITHOPS_TD
#define TILEAS_CUDATILE_ARITHOPS_TD

include "CudaTile/CudaTileOpBase.td"

#endif // TILEAS_CUDATILE_ARITHOPS_TD
