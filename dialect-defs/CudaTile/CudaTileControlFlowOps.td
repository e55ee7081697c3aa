//===- CudaTileControlFlowOps.td ------------------------------------*- tablegen -*-===//
//
// Control flow (for/loop/if/yield/break/continue), reduce/scan, pointer memory and atomics, tokens, grid queries, print/assert.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_CONTROLFLOWOPS_TD
#define TILEAS_CUDATILE_CONTROLFLOWOPS_TD

include "CudaTile/CudaTileOpBase.td"

#endif // TILEAS_CUDATILE_CONTROLFLOWOPS_TD
