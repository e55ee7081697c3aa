//===- CudaTileControlFlowOps.td ------------------------------------*- tablegen -*-===//
//
// Control flow (for/loop/if/yield/break/continue), reduce/scan, pointer memory and atomics, tokens, grid queries, print/assert.
//
// Custom directives used here live in cpp/lib/Dialect/CudaTile/IR/ControlFlowOps.cpp
// (declared in ControlFlowDirectives.h):
//   custom<IfOpRegion>        an `if` branch; an operand-less `yield` is implied
//   custom<ArgumentRegion>    `(%a: tile<f32>, %b: tile<f32>) { ... }` (reduce/scan body)
//   custom<PtrOrdering>       `<ordering> [<scope>]` of load_ptr_tko/store_ptr_tko
// `for` and `loop` have hand-written parsers and printers.
//
// Verifiers are Rust (dialect-defs/src/verify/control_flow.rs).
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_CONTROLFLOWOPS_TD
#define TILEAS_CUDATILE_CONTROLFLOWOPS_TD

include "CudaTile/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Type constraints of this family (prefixed CudaTileCF_ to stay clear of the
// shared ones other families may add to CudaTileTypes.td)
//===----------------------------------------------------------------------===//

def CudaTileCF_IsScalarTile : CPred<
    "::llvm::isa<::mlir::cuda_tile::TileType>($_self) && "
    "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getRank() == 0">;

class CudaTileCF_ScalarTileOf<Type elem, string elemSummary>
    : Type<And<[CudaTileCF_IsScalarTile, CudaTile_TileElementIs<elem>]>,
           "0D tile of " # elemSummary # " values",
           "::mlir::cuda_tile::TileType">;

def CudaTileCF_ScalarIntTile
    : CudaTileCF_ScalarTileOf<CudaTile_AnyInt, "i1 or i8 or i16 or i32 or i64">;
def CudaTileCF_ScalarI1Tile : CudaTileCF_ScalarTileOf<I1, "i1"> {
  let builderCall = "::mlir::cuda_tile::TileType::get({}, $_builder.getI1Type())";
}
def CudaTileCF_ScalarI32Tile : CudaTileCF_ScalarTileOf<I32, "i32"> {
  let builderCall = "::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())";
}
def CudaTileCF_I1Tile : CudaTile_TileOf<I1, "i1">;
def CudaTileCF_PointerTile : CudaTile_TileOf<
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>($_self)">,
         "Pointer type">, "Pointer type">;
def CudaTileCF_Token : Type<
    CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">, "cuda tile token type",
    "::mlir::cuda_tile::TokenType"> {
  let builderCall = "::mlir::cuda_tile::TokenType::get($_builder.getContext())";
}

// Default dialect inside region-holding ops: nested ops print and parse
// without the `cuda_tile.` prefix.
defvar CudaTileCF_DefaultDialect = [{
    static ::llvm::StringRef getDefaultDialect() { return "cuda_tile"; }
}];

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

def CudaTile_YieldOp : CudaTile_Op<"yield", [
    Pure, ReturnLike, Terminator,
    ParentOneOf<["IfOp", "ReduceOp", "ScanOp"]>]> {
  let summary = "Yield a value from the block.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ (void)$_state; }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
}

def CudaTile_BreakOp : CudaTile_Op<"break", [
    ReturnLike, Terminator, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "Break from loop.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ (void)$_state; }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_ContinueOp : CudaTile_Op<"continue", [
    Terminator, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let summary = "Continue to next loop iteration.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ (void)$_state; }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Structured control flow
//===----------------------------------------------------------------------===//

def CudaTile_ForOp : CudaTile_Op<"for", [
    AutomaticAllocationScope,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>,
    AllTypesMatch<["initValues", "resultValues"]>,
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"ContinueOp">,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface,
        ["getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let summary = "For loop over integer range.";
  let arguments = (ins CudaTileCF_ScalarIntTile:$lowerBound,
                       CudaTileCF_ScalarIntTile:$upperBound,
                       CudaTileCF_ScalarIntTile:$step,
                       Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  // `unsignedCmp` (13.2, printed `for unsigned %i in ...`): the bounds compare
  // as unsigned integers.
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$lowerBound, "::mlir::Value":$upperBound,
      "::mlir::Value":$step,
      CArg<"::mlir::ValueRange", "{}">:$initValues,
      CArg<"::llvm::function_ref<void(::mlir::OpBuilder &, ::mlir::Location, "
           "::mlir::Value, ::mlir::ValueRange)>", "nullptr">:$bodyBuilder)>
  ];
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTileCF_DefaultDialect # [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::Value getInductionVar() { return getBody()->getArgument(0); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getBody()->getArguments().drop_front();
    }
    unsigned getNumRegionArgs() { return getBody()->getNumArguments(); }
  }];
}

def CudaTile_LoopOp : CudaTile_Op<"loop", [
    AutomaticAllocationScope,
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"impl::LoopImplicitTerminator">,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>,
    OpAsmOpInterface]> {
  let summary = "Loop until a break operation.";
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTileCF_DefaultDialect # [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getRegion().getArguments();
    }
  }];
}

def CudaTile_IfOp : CudaTile_Op<"if", [
    NoRegionArguments, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"impl::IfImplicitTerminator">,
    OpAsmOpInterface]> {
  let summary = "Conditional execution.";
  let arguments = (ins CudaTileCF_ScalarI1Tile:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);
  let assemblyFormat = [{
    $condition (`->` `(` custom<CudaTileTypeList>(type($results))^ `)`)?
    custom<IfOpRegion>($thenRegion)
    (`else` custom<IfOpRegion>($elseRegion)^)? attr-dict
  }];
  let hasVerifier = 1;
  // Both forward to Rust (dialect-defs/src/canonicalize/if_op.rs).
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = CudaTileCF_DefaultDialect # [{
    ::mlir::Block *getThenBlock() { return &getThenRegion().back(); }
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().back();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

def CudaTile_ReduceOp : CudaTile_Op<"reduce", [
    InferTypeOpAdaptor, RecursiveMemoryEffects, SameOperandsShape,
    SingleBlockImplicitTerminator<"YieldOp">,
    DeclareOpInterfaceMethods<OpAsmOpInterface,
        ["getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let summary = "Variadic tile reduction across dimensions.";
  let arguments = (ins Variadic<CudaTile_AnyTileType>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CudaTile_AnyTileType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands attr-dict ` `
    `dim` `` `=` `` $dim `identities` `` `=` `` $identities
    `:` custom<CudaTileTypeList>(type($operands)) `->`
    custom<CudaTileTypeList>(type($results))
    custom<ArgumentRegion>($body)
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTileCF_DefaultDialect;
}

def CudaTile_ScanOp : CudaTile_Op<"scan", [
    InferTypeOpAdaptor, RecursiveMemoryEffects, SameOperandsShape,
    SingleBlockImplicitTerminator<"YieldOp">, OpAsmOpInterface]> {
  let summary = "A parallel prefix sum operation.";
  let arguments = (ins Variadic<CudaTile_AnyTileType>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CudaTile_AnyTileType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands attr-dict ` `
    `dim` `` `=` `` $dim `reverse` `` `=` `` $reverse
    `identities` `` `=` `` $identities
    `:` custom<CudaTileTypeList>(type($operands)) `->`
    custom<CudaTileTypeList>(type($results))
    custom<ArgumentRegion>($body)
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTileCF_DefaultDialect;
}

//===----------------------------------------------------------------------===//
// Pointer memory access and atomics
//===----------------------------------------------------------------------===//

def CudaTile_LoadPtrTkoOp : CudaTile_Op<"load_ptr_tko", [
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead]>,
    TypesMatchWith<"`source` type is expected a pointer type of `result` type",
        "result", "source", "$_self",
        "::mlir::cuda_tile::isPointerTileFor">,
    OptionalTypesMatchWith<"shape of 'mask' must match the shape of 'source'",
        "source", "mask", "$_self", "::mlir::cuda_tile::haveSameTileShape">,
    OptionalTypesMatchWith<
        "type of 'paddingValue' must match the type of 'result'",
        "result", "paddingValue", "$_self", "std::equal_to<>()">]> {
  let summary = "Load and gather data from global memory using a pointer tile "
                "without ordering guarantees.";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CudaTileCF_PointerTile:$source,
      Optional<CudaTileCF_I1Tile>:$mask,
      Optional<CudaTile_NumberTileType>:$paddingValue,
      Optional<CudaTileCF_Token>:$token,
      OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_AnyTileType:$result,
                      CudaTileCF_Token:$result_token);
  let assemblyFormat = [{
    custom<PtrOrdering>($memory_ordering_semantics, $memory_scope)
    $source (`,` $mask^)? (`,` $paddingValue^)?
    (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($source))
    (`,` custom<CudaTileType>(type($mask))^)?
    (`,` custom<CudaTileType>(type($paddingValue))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CudaTile_Op<"store_ptr_tko", [
    AttrSizedOperandSegments,
    MemoryEffects<[MemWrite]>,
    TypesMatchWith<
        "`destination` type is expected a pointer type of `value` type",
        "value", "destination", "$_self",
        "::mlir::cuda_tile::isPointerTileFor">,
    OptionalTypesMatchWith<
        "shape of 'destination' must match the shape of 'mask'",
        "mask", "destination", "$_self",
        "::mlir::cuda_tile::haveSameTileShape">]> {
  let summary = "Store and scatter data from pointer of tile to global memory "
                "without ordering guarantees.";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CudaTileCF_PointerTile:$destination,
      CudaTile_AnyTileType:$value,
      Optional<CudaTileCF_I1Tile>:$mask,
      Optional<CudaTileCF_Token>:$token,
      OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTileCF_Token:$result_token);
  let assemblyFormat = [{
    custom<PtrOrdering>($memory_ordering_semantics, $memory_scope)
    $destination `,` $value (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($destination)) `,`
    custom<CudaTileType>(type($value))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicCASTkoOp : CudaTile_Op<"atomic_cas_tko", [
    AllShapesMatch<["pointers", "cmp", "val", "result"]>,
    AllTypesMatch<["cmp", "val", "result"]>,
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomic compare-and-swap on global memory.";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      CudaTile_MemoryScopeAttr:$memory_scope,
      CudaTileCF_PointerTile:$pointers,
      CudaTile_AnyTileType:$cmp,
      CudaTile_AnyTileType:$val,
      Optional<CudaTileCF_I1Tile>:$mask,
      Optional<CudaTileCF_Token>:$token);
  let results = (outs CudaTile_AnyTileType:$result,
                      CudaTileCF_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryOrderingSemantics>($memory_ordering_semantics)
    custom<MemoryScope>($memory_scope)
    $pointers `,` $cmp `,` $val (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,`
    custom<CudaTileType>(type($val))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRMWTkoOp : CudaTile_Op<"atomic_rmw_tko", [
    AllShapesMatch<["pointers", "arg", "result"]>,
    AllTypesMatch<["arg", "result"]>,
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Atomic read-modify-write on global memory.";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      CudaTile_MemoryScopeAttr:$memory_scope,
      CudaTileCF_PointerTile:$pointers,
      CudaTile_AtomicRMWModeAttr:$mode,
      CudaTile_AnyTileType:$arg,
      Optional<CudaTileCF_I1Tile>:$mask,
      Optional<CudaTileCF_Token>:$token);
  let results = (outs CudaTile_AnyTileType:$result,
                      CudaTileCF_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryOrderingSemantics>($memory_ordering_semantics)
    custom<MemoryScope>($memory_scope)
    $pointers `,` custom<AtomicRMWMode>($mode) `,` $arg (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,`
    custom<CudaTileType>(type($arg))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", [Pure]> {
  let summary = "Create a fresh token with no prior dependencies.";
  let results = (outs CudaTileCF_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", [Pure]> {
  let summary = "Produce a new token which depends on the input tokens.";
  let arguments = (ins Variadic<CudaTileCF_Token>:$tokens);
  let results = (outs CudaTileCF_Token:$result);
  let assemblyFormat =
      "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Grid queries
//===----------------------------------------------------------------------===//

def CudaTile_GetNumTileBlocksOp : CudaTile_Op<"get_num_tile_blocks", [Pure]> {
  let summary = "Get total number of tile blocks.";
  let results = (outs CudaTileCF_ScalarI32Tile:$gridSize_x,
                      CudaTileCF_ScalarI32Tile:$gridSize_y,
                      CudaTileCF_ScalarI32Tile:$gridSize_z);
  let assemblyFormat =
      "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", [Pure]> {
  let summary = "Get the currently executing tile block coordinates.";
  let results = (outs CudaTileCF_ScalarI32Tile:$blockId_x,
                      CudaTileCF_ScalarI32Tile:$blockId_y,
                      CudaTileCF_ScalarI32Tile:$blockId_z);
  let assemblyFormat =
      "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

//===----------------------------------------------------------------------===//
// Debugging
//===----------------------------------------------------------------------===//

def CudaTile_PrintOp : CudaTile_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "Print a formatted string.";
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTileType>:$args);
  let assemblyFormat = [{
    $str (`,` $args^)? attr-dict
    (`:` custom<CudaTileTypeList>(type($args))^)?
  }];
  let hasVerifier = 1;
}

// 13.2 renamed `print` to `print_tko` (same opcode) and gave it an optional input
// token and a result token; `print` stays for 13.1 modules.
def CudaTile_PrintTkoOp : CudaTile_Op<"print_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "Print a formatted string, ordered by tokens (cuda_tile 13.2).";
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTileType>:$args,
                       Optional<CudaTileCF_Token>:$token);
  let results = (outs CudaTileCF_Token:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict
    (`:` custom<CudaTileTypeList>(type($args))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

// Programmatic dependent launch (13.4; griddepcontrol on sm_90+):
// `gdc_launch_dependents_tko [token = %t] -> token` lets the grid that
// depends on this one start; `gdc_wait_tko [token = %t] -> token` waits until
// the grids this one depends on have completed and their memory is visible.
class CudaTile_GdcOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = summaryText;
  let arguments = (ins Optional<CudaTileCF_Token>:$token);
  let results = (outs CudaTileCF_Token:$result_token);
  let assemblyFormat = [{
    (`token` `=` $token^)? attr-dict `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_GdcLaunchDependentsTkoOp : CudaTile_GdcOp<
    "gdc_launch_dependents_tko", "Allow the dependent grid to launch">;
def CudaTile_GdcWaitTkoOp : CudaTile_GdcOp<
    "gdc_wait_tko", "Wait for the grids this grid depends on">;

// `memory_fence_alias_tko %t` (13.4): orders the memory accesses before
// `token` with those after the result token across aliasing views.
def CudaTile_MemoryFenceAliasTkoOp : CudaTile_Op<"memory_fence_alias_tko", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Memory fence between aliasing accesses";
  let arguments = (ins CudaTileCF_Token:$token);
  let results = (outs CudaTileCF_Token:$result_token);
  let assemblyFormat = "$token attr-dict";
  let hasVerifier = 1;
}

def CudaTile_AssertOp : CudaTile_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "Terminate kernel execution with an error message if "
                "condition is false-y.";
  let arguments = (ins CudaTileCF_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = [{
    $condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))
  }];
}

#endif // TILEAS_CUDATILE_CONTROLFLOWOPS_TD
