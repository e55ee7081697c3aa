//===- CudaTileViewOps.td ------------------------------------*- tablegen -*-===//
//
// Tensor/partition/strided/gather-scatter views and the ops that make, query, load and
// store them; assume; globals.
// Custom assembly: cpp/lib/Dialect/CudaTile/IR/ViewOps.cpp; verifiers:
// dialect-defs/src/verify/views.rs.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_VIEWOPS_TD
#define TILEAS_CUDATILE_VIEWOPS_TD

include "CudaTile/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

def CudaTile_AssumeOp : CudaTile_Op<"assume", [
    AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Attach static information to an SSA value.";
  let description = [{
    Returns `value` unchanged and records `predicate` (`div_by`,
    `same_elements` or `bounded`) as a fact about it:
    `%r = assume div_by<16>, %p : tile<ptr<f32>>`. The fact is not checked at
    run time; a wrong one makes the program undefined.
  }];
  let arguments = (ins AnyType:$value,
                       CudaTile_AssumePredicateAttrInterface:$predicate);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<CudaTileType>(type($value))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view", [
    AttrSizedOperandSegments, NoMemoryEffect,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Create a tensor_view from a pointer to global memory.";
  let description = [{
    `make_tensor_view %base, shape = [%n, 32], strides = [32, 1] : tile<i64>
    -> tensor_view<?x32xf32, strides=[32,1]>`: every `?` of the result type
    is given by an SSA value (all of one type, written before `->`), every
    static entry is repeated as an integer.
  }];
  let arguments = (ins CudaTile_ScalarPointerTileType:$base,
                       Variadic<CudaTile_ScalarIntTileType>:$dynamicShape,
                       Variadic<CudaTile_ScalarIntTileType>:$dynamicStrides);
  let results = (outs CudaTile_TensorViewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CudaTile_Op<"make_partition_view", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Create a partition view from a tensor view.";
  let description = [{
    `make_partition_view %tv : partition_view<tile=(64x64),
    tensor_view<?x?xf16, strides=[?,1]>>`; the operand has the tensor_view
    type embedded in the result type.
  }];
  let arguments = (ins CudaTile_TensorViewType:$tensor_view);
  let results = (outs CudaTile_PartitionViewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakeStridedViewOp : CudaTile_Op<"make_strided_view", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Create a strided view from a tensor view (13.3).";
  let description = [{
    `make_strided_view %tv : strided_view<tile=(64x64), traversal_strides=[32,64],
    tensor_view<?x?xf16, strides=[?,1]>>`; as `make_partition_view`, the
    operand's type is the tensor_view embedded in the result type.
  }];
  let arguments = (ins CudaTile_TensorViewType:$tensor_view);
  let results = (outs CudaTile_StridedViewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakeGatherScatterViewOp : CudaTile_Op<"make_gather_scatter_view", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Create a gather/scatter view from a tensor view (13.3).";
  let description = [{
    `make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64),
    tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>`.
  }];
  let arguments = (ins CudaTile_TensorViewType:$tensor_view);
  let results = (outs CudaTile_GatherScatterViewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetTensorShapeOp : CudaTile_Op<"get_tensor_shape", [NoMemoryEffect]> {
  let summary = "Returns the shape of a tensor view.";
  let description = [{
    `%d0, %d1 = get_tensor_shape %tv : tensor_view<?x?xf32, strides=[?,1]>
    -> tile<i32>`: one scalar per dimension, all of the type after `->`.
  }];
  let arguments = (ins CudaTile_TensorViewType:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTileType>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetIndexSpaceShapeOp
    : CudaTile_Op<"get_index_space_shape", [NoMemoryEffect]> {
  let summary = "Return index space dimension size.";
  let description = [{
    `%n0, %n1 = get_index_space_shape %pv : partition_view<...> -> tile<i32>`:
    the number of tiles along each index-space dimension of a tile view.
  }];
  let arguments = (ins CudaTile_TileView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTileType>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko", [
    AttrSizedOperandSegments]> {
  let summary = "Load a tile from a tile view.";
  let description = [{
    `%t, %tok = load_view_tko weak %pv[%i, %j] token = %in : partition_view<...>,
    tile<i32> -> tile<64x64xf16>, token`: reads the tile at index (%i, %j),
    ordered after `token` when given. The indices are scalar tiles of one type,
    except that a gather_scatter_view (13.3) takes a rank-1 index tile at its
    `sparse_dim`; then every index type is written (`tile<8xi32>, tile<i32>`).
  }];
  let arguments = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
    CudaTile_TileView:$view,
    Variadic<CudaTile_IntTileType>:$index,
    Optional<CudaTile_TokenType>:$token,
    OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_AnyTileType:$tile, CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $view `[` $index `]` (`token` `=` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($view)) `,`
    custom<CudaTileTypeSplat>(type($index), ref($index)) `->`
    custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko", [
    AttrSizedOperandSegments]> {
  let summary = "Stores a tile into a tile view.";
  let description = [{
    `%tok = store_view_tko weak %t, %pv[%i, %j] : tile<64x64xf16>,
    partition_view<...>, tile<i32> -> token`.
  }];
  let arguments = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
    CudaTile_AnyTileType:$tile,
    CudaTile_TileView:$view,
    Variadic<CudaTile_IntTileType>:$index,
    Optional<CudaTile_TokenType>:$token,
    OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $tile `,` $view `[` $index `]` (`token` `=` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($view)) `,`
    custom<CudaTileTypeSplat>(type($index), ref($index)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomically combine a tile into a tile of a view (13.3).";
  let description = [{
    `%tok = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %t token = %in
    : tile<64x64xf32>, partition_view<...>, tile<i32> -> token`: every element
    of the view's tile at (%i, %j) becomes `mode(old, value)`, atomically; the
    old values are not returned. Relaxed ordering only, tl_blk or device scope,
    no xchg, a view without padding. `inbounds = [true, false]` (13.5, one
    entry per index) promises that the tile lies inside the view along the
    dimensions marked true: no bounds check there.
  }];
  let arguments = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    CudaTile_MemoryScopeAttr:$memory_scope,
    CudaTile_TileView:$view,
    Variadic<CudaTile_ScalarIntTileType>:$index,
    CudaTile_AtomicRMWModeAttr:$mode,
    CudaTile_AnyTileType:$value,
    Optional<CudaTile_TokenType>:$token,
    OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    custom<MemoryOrderingSemantics>($memory_ordering_semantics)
    custom<MemoryScope>($memory_scope)
    $view `[` $index `]` `,` custom<AtomicRMWMode>($mode) `,` $value
    (`token` `=` $token^)? (`inbounds` `=` $inbounds^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($value)) `,` custom<CudaTileType>(type($view)) `,`
    custom<CudaTileTypeSplat>(type($index), ref($index)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Multimem (13.5): accesses through a multicast tensor_view
//===----------------------------------------------------------------------===//

def CudaTile_MultimemLoadReduceViewTkoOp
    : CudaTile_Op<"multimem_load_reduce_view_tko", [AttrSizedOperandSegments,
                                                    MemoryEffects<[MemRead]>]> {
  let summary = "Load a tile reduced over every copy of a multicast view (13.5).";
  let description = [{
    `%t, %tok = multimem_load_reduce_view_tko relaxed device %pv[%i, %j] :
    partition_view<..., tensor_view<..., #cuda_tile.ptr_attr<multicast>>>,
    tile<i32> -> tile<16x64xf32>, token`: every element is the `reduction`
    (default add; `attributes {reduction = #cuda_tile.multimem_reduction_kind<max>}`)
    of that element in every GPU of the multicast group. Elements outside the
    tensor are not read (zero); `inbounds` as for atomic_red_view_tko.
  }];
  let arguments = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
    CudaTile_TileView:$view,
    Variadic<CudaTile_IntTileType>:$index,
    Optional<CudaTile_TokenType>:$token,
    DefaultValuedAttr<CudaTile_MultimemReductionKindAttr,
        "::mlir::cuda_tile::MultimemReductionKind::ADD">:$reduction,
    OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_AnyTileType:$reduced_values,
                      CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $view `[` $index `]` (`token` `=` $token^)? (`inbounds` `=` $inbounds^)?
    attr-dict-with-keyword
    `:` custom<CudaTileType>(type($view)) `,`
    custom<MultimemIndexTypes>(type($index), ref($index), type($token)) `->`
    custom<CudaTileType>(type($reduced_values)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_MultimemReduceViewTkoOp
    : CudaTile_Op<"multimem_reduce_view_tko", [AttrSizedOperandSegments,
                                               MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Reduce a tile into every copy of a multicast view (13.5).";
  let description = [{
    `%tok = multimem_reduce_view_tko relaxed device %pv, %t[%i, %j] token = %in
    inbounds = [true, false] : partition_view<...>, tile<16x64xf32>, tile<i32>,
    token -> token`: every element of every copy becomes `reduction(old,
    value)`, atomically (relaxed or release).
  }];
  let arguments = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    CudaTile_MemoryScopeAttr:$memory_scope,
    CudaTile_TileView:$view,
    CudaTile_AnyTileType:$tile,
    Variadic<CudaTile_IntTileType>:$index,
    Optional<CudaTile_TokenType>:$token,
    DefaultValuedAttr<CudaTile_MultimemReductionKindAttr,
        "::mlir::cuda_tile::MultimemReductionKind::ADD">:$reduction,
    OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    custom<MemoryOrderingSemantics>($memory_ordering_semantics)
    custom<MemoryScope>($memory_scope)
    $view `,` $tile `[` $index `]` (`token` `=` $token^)?
    (`inbounds` `=` $inbounds^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($view)) `,` custom<CudaTileType>(type($tile)) `,`
    custom<MultimemIndexTypes>(type($index), ref($index), type($token)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_MultimemStoreViewTkoOp
    : CudaTile_Op<"multimem_store_view_tko", [AttrSizedOperandSegments,
                                              MemoryEffects<[MemWrite]>]> {
  let summary = "Store a tile into every copy of a multicast view (13.5).";
  let description = [{
    `%tok = multimem_store_view_tko relaxed device %pv, %t[%i, %j] :
    partition_view<...>, tile<16x64xf32>, tile<i32> -> token`.
  }];
  let arguments = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
    CudaTile_TileView:$view,
    CudaTile_AnyTileType:$tile,
    Variadic<CudaTile_IntTileType>:$index,
    Optional<CudaTile_TokenType>:$token,
    OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $view `,` $tile `[` $index `]` (`token` `=` $token^)?
    (`inbounds` `=` $inbounds^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($view)) `,` custom<CudaTileType>(type($tile)) `,`
    custom<MultimemIndexTypes>(type($index), ref($index), type($token)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

def CudaTile_GlobalOp : CudaTile_Op<"global", [Symbol]> {
  let summary = "Allocate static global memory.";
  let description = [{
    `global @table <i32: [1, 2, 3, 4]> : tile<4xi32>`: a rank-1 array in
    global memory, initialised with the literal; `alignment = 16` (bytes)
    may follow the name; `private` and `constant` (13.3) may precede it.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       CudaTile_DenseIntOrFPElementsAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment,
                       UnitAttr:$constant,
                       OptionalAttr<CudaTile_SymbolVisibilityAttr>:$symbol_visibility);
  // `[public | private] [constant] @name` (custom<GlobalHead>): `constant`
  // (13.3), the global is read-only; `private` (13.3, symbol_visibility),
  // only the module's device code uses it; `public`, the default, is elided
  // (no attribute: a 13.1 global's generic form is unchanged).
  let assemblyFormat = [{
    custom<GlobalHead>($symbol_visibility, $constant, $sym_name) (`alignment` `=` $alignment^)? attr-dict
    custom<DenseIntOrFPElementsAttrNoResult>($value)
  }];
  let hasVerifier = 1;
}

def CudaTile_AllocaOp : CudaTile_Op<"alloca"> {
  let summary = "Allocate memory for the lifetime of the enclosing block (13.3).";
  let description = [{
    `%p = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>`: room for
    `num_elem` elements of the pointee type, aligned to `alignment` bytes (a
    power of two). With `global` the address may be used by other tile
    blocks too; without it only by the allocating one.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment,
                       UnitAttr:$global);
  let results = (outs CudaTile_ScalarPointerTileType:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_GetGlobalOp : CudaTile_Op<"get_global", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Get a pointer to a global variable.";
  let description = [{
    `%p = get_global @table : tile<ptr<i32>>`.
  }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CudaTile_ScalarPointerTileType:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif // TILEAS_CUDATILE_VIEWOPS_TD
