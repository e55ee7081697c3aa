//===- CudaTileArithOps.td ------------------------------------*- tablegen -*-===//
//
// Element-wise arithmetic (float and integer), comparisons and select.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_ARITHOPS_TD
#define TILEAS_CUDATILE_ARITHOPS_TD

include "CudaTile/CudaTileOpBase.td"

#endif // TILEAS_CUDATILE_ARITHOPS_TD
