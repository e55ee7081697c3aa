//===- CudaTileDialect.td - cuda_tile dialect definition ---*- tablegen -*-===//
//
// The public CUDA Tile IR (13.1). This file is the single source of truth for
// the dialect: mlir-tblgen generates the C++ side, `melior::dialect!` the Rust
// builders.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_DIALECT_TD
#define TILEAS_CUDATILE_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "Public tile-level IR of CUDA TileIR (13.1)";
  let description = [{
    Tile programs: kernels (`entry`) inside a `cuda_tile.module`, operating on
    statically shaped tiles of numbers or pointers. Inside a `cuda_tile.module`
    operations and types may be written without the dialect prefix.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

#endif // TILEAS_CUDATILE_DIALECT_TD
