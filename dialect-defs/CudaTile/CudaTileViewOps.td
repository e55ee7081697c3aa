//===- CudaTileViewOps.td ------------------------------------*- tablegen -*-===//
//
// Tensor/partition views and the ops that make, query, load and store them; assume; globals.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_VIEWOPS_TD
#define TILEAS_CUDATILE_VIEWOPS_TD

include "CudaTile/CudaTileOpBase.td"

#endif // TILEAS_CUDATILE_VIEWOPS_TD
