//===- NvTileAAMemoryOps.td - nv_tileaa memory ops ----------*- tablegen -*-===//
//
// Memrefs, tiled and pointer accesses, atomics, pointer arithmetic and memory
// tokens. Verifiers: dialect-defs/src/verify/tileaa.rs. Semantics:
// docs/nv_tileaa.md.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAA_MEMORYOPS_TD
#define TILEAS_NVTILEAA_MEMORYOPS_TD

include "NvTileAA/NvTileAAOpBase.td"

//===----------------------------------------------------------------------===//
// Memrefs
//===----------------------------------------------------------------------===//

def NvTileAA_MakeMemRefOp : NvTileAA_Op<"make_memref", [
    Pure, AttrSizedOperandSegments]> {
  let summary = "Describe a strided tensor in global memory.";
  let description = [{
    One size and one stride (both `i64`, in elements) per dimension of the
    result memref; a static size of the result type must equal its operand
    at run time.

    The optional facts come from cuda_tile's `assume div_by` on the view's
    operands (and from static values): `base_div_by` (bytes) divides the
    base address, `sizes_div_by[i]` the size and `strides_div_by[i]` the
    stride of dimension i. The lowering uses them to prove that wide
    accesses are aligned and never straddle the edge of the tensor.
  }];
  let arguments = (ins NvTileAA_AnyPtr:$base,
                       Variadic<I64>:$sizes,
                       Variadic<I64>:$strides,
                       OptionalAttr<I64Attr>:$base_div_by,
                       OptionalAttr<DenseI64ArrayAttr>:$sizes_div_by,
                       OptionalAttr<DenseI64ArrayAttr>:$strides_div_by);
  let results = (outs NvTileAA_AnyMemRef:$result);
  let assemblyFormat = [{
    $base `,` `sizes` `[` $sizes `]` `,` `strides` `[` $strides `]` attr-dict `:` qualified(type($base)) `->` qualified(type($result))
  }];
}

def NvTileAA_GetDimSizeOp : NvTileAA_Op<"get_dim_size", [Pure]> {
  let summary = "Runtime extent of one memref dimension.";
  let arguments = (ins NvTileAA_AnyMemRef:$memref, I64Attr:$dim);
  let results = (outs I64:$result);
  let assemblyFormat = [{
    $memref `[` $dim `]` attr-dict `:` qualified(type($memref))
  }];
}

//===----------------------------------------------------------------------===//
// Tiled accesses
//===----------------------------------------------------------------------===//

def NvTileAA_TiledLoadOp : NvTileAA_Op<"tiled_load", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "Load a tile from a memref at a tile origin.";
  let arguments = (ins NvTileAA_AnyMemRef:$memref,
                       Variadic<I64>:$indices,
                       Optional<NvTileAA_MemToken>:$token,
                       DenseI64ArrayAttr:$dim_map,
                       OptionalAttr<NvTileAA_TypedAttr>:$padding,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let results = (outs AnyType:$result, NvTileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` (`token` `(` $token^ `)`)? attr-dict `:` qualified(type($memref)) `->` type($result)
  }];
}

def NvTileAA_TiledStoreOp : NvTileAA_Op<"tiled_store", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "Store a tile into a memref at a tile origin.";
  let arguments = (ins NvTileAA_AnyMemRef:$memref,
                       AnyType:$value,
                       Variadic<I64>:$indices,
                       Optional<NvTileAA_MemToken>:$token,
                       DenseI64ArrayAttr:$dim_map,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let results = (outs NvTileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $value `,` $memref `[` $indices `]` (`token` `(` $token^ `)`)? attr-dict `:` type($value) `,` qualified(type($memref))
  }];
}

//===----------------------------------------------------------------------===//
// Pointer accesses
//===----------------------------------------------------------------------===//

def NvTileAA_LoadOp : NvTileAA_Op<"load", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "Gather through a pointer or a tensor of pointers.";
  let arguments = (ins AnyType:$ptrs,
                       Optional<AnyType>:$mask,
                       Optional<AnyType>:$padding,
                       Optional<NvTileAA_MemToken>:$token,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let results = (outs AnyType:$result, NvTileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`padding` `(` $padding^ `:` type($padding) `)`)? (`token` `(` $token^ `)`)? attr-dict `:` type($ptrs) `->` type($result)
  }];
}

def NvTileAA_StoreOp : NvTileAA_Op<"store", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "Scatter through a pointer or a tensor of pointers.";
  let arguments = (ins AnyType:$ptrs,
                       AnyType:$value,
                       Optional<AnyType>:$mask,
                       Optional<NvTileAA_MemToken>:$token,
                       StrAttr:$sem,
                       OptionalAttr<StrAttr>:$scope);
  let results = (outs NvTileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $value `,` $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`token` `(` $token^ `)`)? attr-dict `:` type($value) `,` type($ptrs)
  }];
}

def NvTileAA_AtomicRMWOp : NvTileAA_Op<"atomic_rmw", [
    AllTypesMatch<["value", "result"]>,
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomic read-modify-write through pointers.";
  let arguments = (ins AnyType:$ptrs,
                       AnyType:$value,
                       Optional<AnyType>:$mask,
                       Optional<NvTileAA_MemToken>:$token,
                       StrAttr:$mode,
                       StrAttr:$sem,
                       StrAttr:$scope);
  let results = (outs AnyType:$result, NvTileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $ptrs `,` $value (`mask` `(` $mask^ `:` type($mask) `)`)? (`token` `(` $token^ `)`)? attr-dict `:` type($ptrs) `,` type($value)
  }];
}

def NvTileAA_AtomicCASOp : NvTileAA_Op<"atomic_cas", [
    AllTypesMatch<["cmp", "value", "result"]>,
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomic compare-and-swap through pointers.";
  let arguments = (ins AnyType:$ptrs,
                       AnyType:$cmp,
                       AnyType:$value,
                       Optional<AnyType>:$mask,
                       Optional<NvTileAA_MemToken>:$token,
                       StrAttr:$sem,
                       StrAttr:$scope);
  let results = (outs AnyType:$result, NvTileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $ptrs `,` $cmp `,` $value (`mask` `(` $mask^ `:` type($mask) `)`)? (`token` `(` $token^ `)`)? attr-dict `:` type($ptrs) `,` type($value)
  }];
}

//===----------------------------------------------------------------------===//
// Pointer arithmetic and casts
//===----------------------------------------------------------------------===//

def NvTileAA_AddPtrOp : NvTileAA_Op<"addptr", [
    Pure, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "Advance pointers by a number of elements.";
  let arguments = (ins AnyType:$ptr, AnyType:$offset);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` type($ptr) `,` type($offset)
  }];
}

def NvTileAA_IntToPtrOp : NvTileAA_Op<"int_to_ptr", [Pure]> {
  let summary = "Reinterpret i64 addresses as pointers.";
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $x attr-dict `:` type($x) `->` type($result)
  }];
}

def NvTileAA_PtrToIntOp : NvTileAA_Op<"ptr_to_int", [Pure]> {
  let summary = "Reinterpret pointers as i64 addresses.";
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $x attr-dict `:` type($x) `->` type($result)
  }];
}

def NvTileAA_PtrCastOp : NvTileAA_Op<"ptr_cast", [Pure]> {
  let summary = "Change the pointee type of pointers.";
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $x attr-dict `:` type($x) `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Memory tokens
//===----------------------------------------------------------------------===//

def NvTileAA_CreateMemTokenOp : NvTileAA_Op<"create_mem_token", [Pure]> {
  let summary = "A token that orders nothing.";
  let results = (outs NvTileAA_MemToken:$result);
  let assemblyFormat = [{
    attr-dict
  }];
}

def NvTileAA_JoinMemTokenOp : NvTileAA_Op<"join_mem_token", [Pure]> {
  let summary = "A token ordered after all of its operands.";
  let arguments = (ins Variadic<NvTileAA_MemToken>:$tokens);
  let results = (outs NvTileAA_MemToken:$result);
  let assemblyFormat = [{
    $tokens attr-dict
  }];
}

#endif // TILEAS_NVTILEAA_MEMORYOPS_TD
