//===- CudaTileTestingOps.td - cuda_tile test-only ops -----*- tablegen -*-===//
//
// Ops that exist for tests only (13.1 builds them when its tests are enabled).
// Only mlir-tblgen sees them: CMake passes -DTILEAS_TESTING_OPS. melior's
// generator cannot turn an op name with `$` into a Rust identifier, so the
// Rust side reaches these ops through the C API (tileasCudaTileTestingFuncName).
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_TESTING_OPS_TD
#define TILEAS_CUDATILE_TESTING_OPS_TD

include "CudaTile/CudaTileOpBase.td"

// A function with arguments and results for tests: like `entry` without the
// kernel restrictions (any argument types, results returned by `return`) and
// without a required parent. Written
//   testing$func @name(%a: tile<f32>, ...) [-> type | -> (types)] {body} [{attrs}]
def CudaTile_TestingFuncOp : CudaTile_Op<"testing$func", [
    IsolatedFromAbove, FunctionOpInterface, SingleBlock,
    SingleBlockImplicitTerminator<"ReturnOp">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>
  ]> {
  let summary = "A test function: arguments, results, one block.";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
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

#endif // TILEAS_CUDATILE_TESTING_OPS_TD
