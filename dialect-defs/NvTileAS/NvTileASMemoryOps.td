//===- NvTileASMemoryOps.td - nv_tileas memory ops ----------*- tablegen -*-===//
//
// The nv_tileaa memory ops without token operands and results. Operand
// segments (AttrSizedOperandSegments) only where more than one group is
// optional or variadic: `load` (mask?, padding?). Semantics: docs/nv_tileas.md.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAS_MEMORYOPS_TD
#define TILEAS_NVTILEAS_MEMORYOPS_TD

include "NvTileAS/NvTileASDialect.td"

def NvTileAS_TiledLoadOp : NvTileAS_Op<"tiled_load", [MemoryEffects<[MemRead]>]> {
  let summary = "Load a tile from a memref at a tile origin.";
  let arguments = (ins NvTileAA_AnyMemRef:$memref,
                       Variadic<I64>:$indices,
                       DenseI64ArrayAttr:$dim_map,
                       OptionalAttr<NvTileAS_TypedAttr>:$padding,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $memref `[` $indices `]` attr-dict `:` qualified(type($memref)) `->` type($result)
  }];
}

def NvTileAS_TiledStoreOp : NvTileAS_Op<"tiled_store", [MemoryEffects<[MemWrite]>]> {
  let summary = "Store a tile into a memref at a tile origin.";
  let arguments = (ins NvTileAA_AnyMemRef:$memref,
                       AnyType:$value,
                       Variadic<I64>:$indices,
                       DenseI64ArrayAttr:$dim_map,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let assemblyFormat = [{
    $value `,` $memref `[` $indices `]` attr-dict `:` type($value) `,` qualified(type($memref))
  }];
}

def NvTileAS_LoadOp : NvTileAS_Op<"load", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "Gather through a pointer or a tensor of pointers.";
  let arguments = (ins AnyType:$ptrs,
                       Optional<AnyType>:$mask,
                       Optional<AnyType>:$padding,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`padding` `(` $padding^ `:` type($padding) `)`)? attr-dict `:` type($ptrs) `->` type($result)
  }];
}

def NvTileAS_StoreOp : NvTileAS_Op<"store", [MemoryEffects<[MemWrite]>]> {
  let summary = "Scatter through a pointer or a tensor of pointers.";
  let arguments = (ins AnyType:$ptrs,
                       AnyType:$value,
                       Optional<AnyType>:$mask,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let assemblyFormat = [{
    $value `,` $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? attr-dict `:` type($value) `,` type($ptrs)
  }];
}

def NvTileAS_AtomicRMWOp : NvTileAS_Op<"atomic_rmw", [
    AllTypesMatch<["value", "result"]>,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomic read-modify-write through pointers.";
  let arguments = (ins AnyType:$ptrs,
                       AnyType:$value,
                       Optional<AnyType>:$mask,
                       StrAttr:$mode,
                       StrAttr:$sem,
                       StrAttr:$scope);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $ptrs `,` $value (`mask` `(` $mask^ `:` type($mask) `)`)? attr-dict `:` type($ptrs) `,` type($value)
  }];
}

def NvTileAS_AtomicCASOp : NvTileAS_Op<"atomic_cas", [
    AllTypesMatch<["cmp", "value", "result"]>,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomic compare-and-swap through pointers.";
  let arguments = (ins AnyType:$ptrs,
                       AnyType:$cmp,
                       AnyType:$value,
                       Optional<AnyType>:$mask,
                       StrAttr:$sem,
                       StrAttr:$scope);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $ptrs `,` $cmp `,` $value (`mask` `(` $mask^ `:` type($mask) `)`)? attr-dict `:` type($ptrs) `,` type($value)
  }];
}

#endif // TILEAS_NVTILEAS_MEMORYOPS_TD
