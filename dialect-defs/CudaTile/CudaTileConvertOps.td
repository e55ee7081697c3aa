//===- CudaTileConvertOps.td ------------------------------------*- tablegen -*-===//
//
// Conversions, casts, shape manipulation, pointer arithmetic and matmul ops.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_CONVERTOPS_TD
#define TILEAS_CUDATILE_CONVERTOPS_TD

include "CudaTile/CudaTileOpBase.td"

#endif // TILEAS_CUDATILE_CONVERTOPS_TD
