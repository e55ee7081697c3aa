//===- NvTileAATensorOps.td - nv_tileaa tensor ops ----------*- tablegen -*-===//
//
// Shape and data movement on builtin tensors, reductions and scans.
// Verifiers: dialect-defs/src/verify/tileaa.rs. Semantics: docs/nv_tileaa.md.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAA_TENSOROPS_TD
#define TILEAS_NVTILEAA_TENSOROPS_TD

include "NvTileAA/NvTileAAOpBase.td"

def NvTileAA_SplatOp : NvTileAA_Op<"splat", [Pure]> {
  let summary = "Tensor with every element equal to a scalar.";
  let arguments = (ins AnyType:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
  }];
}

def NvTileAA_BroadcastOp : NvTileAA_Op<"broadcast", [Pure]> {
  let summary = "Repeat size-1 dimensions of a tensor.";
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
  }];
}

def NvTileAA_ViewOp : NvTileAA_Op<"view", [Pure]> {
  let summary = "Reshape (row-major), keeping the element count.";
  let arguments = (ins AnyType:$source);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
  }];
}

def NvTileAA_PermuteOp : NvTileAA_Op<"permute", [Pure]> {
  let summary = "Permute the dimensions of a tensor.";
  let arguments = (ins AnyRankedTensor:$source,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` type($source) `->` type($result)
  }];
}

def NvTileAA_ExtractSliceOp : NvTileAA_Op<"extract_slice", [Pure]> {
  let summary = "Extract the block at block coordinates from a tensor.";
  let arguments = (ins AnyRankedTensor:$source, Variadic<I32>:$indices);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` type($source) `->` type($result)
  }];
}

// cuda_tile `insert` (13.4): `dest` with the block at block coordinates
// `indices` (blocks of the source's shape) replaced by `source`.
def NvTileAA_InsertSliceOp : NvTileAA_Op<"insert_slice", [
    Pure, AllTypesMatch<["dest", "result"]>]> {
  let summary = "Replace the block at block coordinates of a tensor.";
  let arguments = (ins AnyRankedTensor:$source, AnyRankedTensor:$dest,
                       Variadic<I32>:$indices);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest `[` $indices `]` attr-dict `:` type($source) `into`
    type($dest)
  }];
}

// cuda_tile `pack`/`unpack` (13.3): the bytes of a rank-1 tensor read as a
// rank-1 tensor of another element type (little-endian, as in memory).
def NvTileAA_BitcastOp : NvTileAA_Op<"bitcast", [Pure]> {
  let summary = "Reinterpret the bytes of a rank-1 tensor.";
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
  }];
}

def NvTileAA_CatOp : NvTileAA_Op<"cat", [Pure]> {
  let summary = "Concatenate two tensors along a dimension.";
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs,
                       I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

def NvTileAA_MakeRangeOp : NvTileAA_Op<"make_range", [Pure]> {
  let summary = "The rank-1 tensor 0, 1, ..., N-1.";
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    attr-dict `:` type($result)
  }];
}

def NvTileAA_ReduceOp : NvTileAA_Op<"reduce", [RecursiveMemoryEffects]> {
  let summary = "Reduce tensors along one dimension with a combiner region.";
  let arguments = (ins Variadic<AnyType>:$operands,
                       I64Attr:$dim,
                       ArrayAttr:$identities);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `identities` `=` $identities attr-dict `:` functional-type($operands, $results) $body
  }];
}

def NvTileAA_ScanOp : NvTileAA_Op<"scan", [RecursiveMemoryEffects]> {
  let summary = "Inclusive scan of tensors along one dimension.";
  let arguments = (ins Variadic<AnyType>:$operands,
                       I64Attr:$dim,
                       BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `reverse` `=` $reverse `identities` `=` $identities attr-dict `:` functional-type($operands, $results) $body
  }];
}

def NvTileAA_YieldOp : NvTileAA_Op<"yield", [
    Pure, Terminator, ReturnLike, ParentOneOf<["ReduceOp", "ScanOp"]>]> {
  let summary = "Terminator of reduce and scan bodies.";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = [{
    ($values^ `:` type($values))? attr-dict
  }];
}

#endif // TILEAS_NVTILEAA_TENSOROPS_TD
