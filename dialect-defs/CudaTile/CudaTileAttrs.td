//===- CudaTileAttrs.td - cuda_tile attributes -------------*- tablegen -*-===//
#ifndef TILEAS_CUDATILE_ATTRS_TD
#define TILEAS_CUDATILE_ATTRS_TD

include "CudaTile/CudaTileDialect.td"
include "mlir/IR/EnumAttr.td"

// Rounding modes shared by float arithmetic, conversions and integer division.
// Case values are the 13.1 bytecode encoding.
def CudaTile_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NEAREST_EVEN", 0, "nearest_even">,
    I32EnumAttrCase<"ZERO", 1, "zero">,
    I32EnumAttrCase<"NEGATIVE_INF", 2, "negative_inf">,
    I32EnumAttrCase<"POSITIVE_INF", 3, "positive_inf">,
    I32EnumAttrCase<"APPROX", 4, "approx">,
    I32EnumAttrCase<"FULL", 5, "full">,
    I32EnumAttrCase<"NEAREST_INT_TO_ZERO", 6, "nearest_int_to_zero">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_RoundingModeAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

// Overflow assumptions an integer op may make.
def CudaTile_IntegerOverflow : I32EnumAttr<"IntegerOverflow", "integer overflow", [
    I32EnumAttrCase<"NONE", 0, "none">,
    I32EnumAttrCase<"NSW", 1, "no_signed_wrap">,
    I32EnumAttrCase<"NUW", 2, "no_unsigned_wrap">,
    I32EnumAttrCase<"NW", 3, "no_wrap">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_IntegerOverflowAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_IntegerOverflow, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

// Dense int/float literal whose type is a cuda_tile tile type.
def CudaTile_DenseIntOrFPElementsAttr : Attr<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">,
    "dense int or float elements attribute"> {
  let storageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::mlir::DenseIntOrFPElementsAttr";
  let convertFromStorage = "$_self";
}

#endif // TILEAS_CUDATILE_ATTRS_TD
