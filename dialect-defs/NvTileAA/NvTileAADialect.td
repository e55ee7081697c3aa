//===- NvTileAADialect.td - nv_tileaa dialect definition ---*- tablegen -*-===//
//
// nv_tileaa: the alias-aware tile IR that cuda_tile is lowered to first
// (docs/design/lowering-ir.md, docs/nv_tileaa.md). Values are builtin tensors
// and scalars; global memory is reached through `!nv_tileaa.ptr` and
// `!nv_tileaa.memref`; memory ordering is explicit through
// `!nv_tileaa.mem_token` values.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAA_DIALECT_TD
#define TILEAS_NVTILEAA_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def NvTileAA_Dialect : Dialect {
  let name = "nv_tileaa";
  let cppNamespace = "::mlir::nv_tileaa";
  let summary = "Alias-aware tile IR: tensors, pointers, memrefs and memory tokens";
  let description = [{
    The first lowering stage below cuda_tile: kernels are `func.func`s on
    builtin tensors and scalars, memory accesses take and produce
    `!nv_tileaa.mem_token` values that order them.
  }];
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

#endif // TILEAS_NVTILEAA_DIALECT_TD
