//===- NvTileASLayoutOps.td - nv_tileas layout ops ----------*- tablegen -*-===//
//
// Explicit changes of a register tile's thread-value layout.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAS_LAYOUTOPS_TD
#define TILEAS_NVTILEAS_LAYOUTOPS_TD

include "NvTileAS/NvTileASDialect.td"

def NvTileAS_ConvertLayoutOp : NvTileAS_Op<"convert_layout", [Pure]> {
  let summary = "Move a tile's elements to another thread-value layout.";
  let description = [{
    Same shape and element type, another `#nv_tileas.tv` encoding. The
    lowering keeps the registers when both layouts put every element in the
    same thread and slot, and otherwise exchanges the elements through the
    kernel's shared-memory scratch (owners write, one barrier, every thread
    reads its slots, one barrier).
  }];
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
  }];
}

#endif // TILEAS_NVTILEAS_LAYOUTOPS_TD
