//===- CudaTileOps.td - cuda_tile operations ---------------*- tablegen -*-===//
//
// Operations of the cuda_tile dialect. Custom directives used here are
// implemented in cpp/lib/Dialect/CudaTile/IR/CudaTileDialect.cpp:
//   custom<CudaTileType>           a type, printed without `!cuda_tile.`
//   custom<IEEERoundingMode>       ` rounding<m>`, elided for nearest_even
//   custom<DenseIntOrFPElementsAttr>  `<f32: [1.0, 2.0]> : tile<2xf32>`
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_OPS_TD
#define TILEAS_CUDATILE_OPS_TD

include "CudaTile/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Structure
//===----------------------------------------------------------------------===//

def CudaTile_ModuleOp : CudaTile_Op<"module", [
    IsolatedFromAbove, NoRegionArguments, SymbolTable,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>
  ] # GraphRegionNoTerminator.traits> {
  let summary = "Top-level module containing a series of defined items.";
  // `version`: the cuda_tile version the module is written against ("13.1" when
  // absent); ops, fields and keys newer than it are verifier errors.
  // `producer` (13.3): the tool that wrote the module (bytecode header).
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$version,
                       OptionalAttr<StrAttr>:$producer);
  let regions = (region MaxSizedRegion<1>:$body);
  let assemblyFormat =
      "$sym_name (`version` $version^)? attr-dict-with-keyword $body";
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let hasVerifier = 1;
}

def CudaTile_EntryOp : CudaTile_Op<"entry", [
    IsolatedFromAbove, FunctionOpInterface, SingleBlock,
    SingleBlockImplicitTerminator<"ReturnOp">, HasParent<"ModuleOp">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>
  ]> {
  let summary = "Define a tile kernel.";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def CudaTile_ReturnOp : CudaTile_Op<"return", [
    ParentOneOf<["EntryOp", "IfOp"
#ifdef TILEAS_TESTING_OPS
                 , "TestingFuncOp"
#endif
                ]>, ReturnLike, Terminator]> {
  let summary = "Return value(s) from function.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def CudaTile_ConstantOp : CudaTile_Op<"constant", [
    ConstantLike, Pure, AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Construct a constant tile.";
  let arguments = (ins CudaTile_DenseIntOrFPElementsAttr:$value);
  let results = (outs CudaTile_NumberTileType:$result);
  let assemblyFormat =
      "custom<DenseIntOrFPElementsAttr>($value, type($result)) attr-dict";
  let hasFolder = 1;
}

// Element-wise arithmetic (addf, addi, mulf, ...) is in CudaTileArithOps.td.

#endif // TILEAS_CUDATILE_OPS_TD
