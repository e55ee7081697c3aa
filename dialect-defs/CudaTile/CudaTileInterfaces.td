//===- CudaTileInterfaces.td - cuda_tile type/attr interfaces -*- tablegen -*-===//
//
// Interfaces of the cuda_tile dialect. mlir-tblgen only emits interfaces
// declared in its main file, so cmake-helpers runs the interface generators on
// this file directly; the rest of the dialect includes it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_INTERFACES_TD
#define TILEAS_CUDATILE_INTERFACES_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

// A view whose elements are addressed tile by tile: `load_view_tko` and
// `store_view_tko` take an index per index-space dimension and move one tile
// of `getViewTileType()`.
def CudaTile_TileView : TypeInterface<"TileView"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    Implemented by view types that are accessed one tile at a time. The index
    space has `getViewIndexRank()` dimensions; every access reads or writes a
    value of `getViewTileType()`.
  }];
  let methods = [
    InterfaceMethod<"Number of indices an access into the view takes.",
                    "size_t", "getViewIndexRank">,
    InterfaceMethod<"The tile type one access reads or writes.",
                    "::mlir::Type", "getViewTileType">,
  ];
}

// Attributes usable as the predicate of `cuda_tile.assume` (`div_by`,
// `same_elements`, `bounded`). Each is checked against the constrained value
// by the assume verifier.
def CudaTile_AssumePredicateAttrInterface
    : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A fact `cuda_tile.assume` attaches to a value.
  }];
}

#endif // TILEAS_CUDATILE_INTERFACES_TD
