//===- CudaTileOpBase.td - shared base of cuda_tile ops -----*- tablegen -*-===//
#ifndef TILEAS_CUDATILE_OPBASE_TD
#define TILEAS_CUDATILE_OPBASE_TD

include "CudaTile/CudaTileDialect.td"
include "CudaTile/CudaTileAttrs.td"
include "CudaTile/CudaTileTypes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

class CudaTile_Op<string mnemonic, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits>;

#endif // TILEAS_CUDATILE_OPBASE_TD
