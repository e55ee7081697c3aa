//===- CudaTileArithOps.td ------------------------------------*- tablegen -*-===//
//
// Element-wise arithmetic (float and integer), comparisons and select.
//
// Operands, traits and textual syntax follow cuda_tile 13.1; what 13.2-13.4
// added (atan2, fpowi, tanh/exp rounding, negi overflow) follows 13.5's
// tileirdisasm. Custom directives:
//   custom<CudaTileType>        type without `!cuda_tile.` (CudaTileDialect.cpp)
//   custom<IEEERoundingMode>    `rounding<m>`, nearest_even elided (CudaTileDialect.cpp)
//   custom<DivFOpRoundingMode>  as above, also approx/full           (ArithOps.cpp)
//   custom<SqrtOpRoundingMode>  as above, also approx                (ArithOps.cpp)
//   custom<TanHOpRoundingMode>,
//   custom<ExpOpRoundingMode>   `rounding<approx>`, full elided        (ArithOps.cpp)
//   custom<Signedness>, custom<ComparisonPredicate>,
//   custom<ComparisonOrdering>  bare keywords (EnumDirectives.cpp)
// Verifiers live in dialect-defs/src/verify/arith.rs.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_ARITHOPS_TD
#define TILEAS_CUDATILE_ARITHOPS_TD

include "CudaTile/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Type constraints of this family
//===----------------------------------------------------------------------===//

// `fma` has its own constraint in 13.1 (same element set as the base floats).
def CudaTile_FmaTileType
    : CudaTile_TileOf<CudaTile_BaseFloat, "f16 or bf16 or f32 or f64">;
def CudaTile_I1TileType : CudaTile_TileOf<I1, "i1">;
// Any tile; 13.1 uses the tile type definition itself ("Tile type").
def CudaTile_SelectTileType
    : Type<CudaTile_IsTile, "Tile type", "::mlir::cuda_tile::TileType">;

// Result of cmpi/cmpf: an i1 tile of the operands' shape.
def CudaTile_CompareResultMatchesOperands : TypesMatchWith<
    "Result type has i1 element type and same shape as operands",
    "lhs", "result", "::mlir::cuda_tile::getI1SameShape($_self)">;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

/// `source` -> `result` of one float tile type: `absf %x : tile<f32>`.
class CudaTile_FloatUnaryOp<string mnemonic, string summaryText,
                            list<Trait> traits = [Pure]>
    : CudaTile_Op<mnemonic, traits # [AllTypesMatch<["source", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTileType:$source);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat =
      "$source attr-dict `:` custom<CudaTileType>(type($result))";
}

/// `source` -> `result` of one float tile type with a flush_to_zero flag.
class CudaTile_FloatUnaryFtzOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTileType:$source,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

/// `source` -> `result` of one integer tile type: `negi %x : tile<i32>`.
class CudaTile_IntUnaryOp<string mnemonic, string summaryText,
                          list<Trait> traits = [Pure]>
    : CudaTile_Op<mnemonic, traits # [AllTypesMatch<["source", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTileType:$source);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat =
      "$source attr-dict `:` custom<CudaTileType>(type($result))";
}

/// Float `lhs op rhs` with a rounding mode and flush_to_zero; the directive
/// decides which rounding keywords parse.
class CudaTile_FloatRoundedBinaryOp<string mnemonic, string summaryText,
                                    string roundingDirective = "IEEERoundingMode">
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTileType:$lhs,
                       CudaTile_BaseFloatTileType:$rhs,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat = "$lhs `,` $rhs custom<" # roundingDirective #
      ">($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` "
      "custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

/// Float `lhs op rhs` without modifiers.
class CudaTile_FloatBinaryOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTileType:$lhs,
                       CudaTile_BaseFloatTileType:$rhs);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

/// maxf/minf: `lhs, rhs` then `flush_to_zero` and `propagate_nan` in any order.
class CudaTile_FloatExtremumOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTileType:$lhs,
                       CudaTile_BaseFloatTileType:$rhs,
                       UnitAttr:$propagate_nan,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs
    oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

/// Integer `lhs op rhs` without modifiers (bitwise ops).
class CudaTile_IntBinaryOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTileType:$lhs, CudaTile_IntTileType:$rhs);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

/// Integer `lhs op rhs` with an optional overflow assumption.
class CudaTile_IntOverflowBinaryOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTileType:$lhs, CudaTile_IntTileType:$rhs,
      DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                        "::mlir::cuda_tile::IntegerOverflow::NONE">:$overflow);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
}

/// Integer `lhs op rhs` interpreted as signed or unsigned.
class CudaTile_IntSignedBinaryOp<string mnemonic, string summaryText,
    list<Trait> traits = [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]>
    : CudaTile_Op<mnemonic, traits> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTileType:$lhs, CudaTile_IntTileType:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Float unary
//===----------------------------------------------------------------------===//

def CudaTile_AbsFOp : CudaTile_FloatUnaryOp<"absf",
    "Element-wise floating-point absolute value",
    [Pure, SameOperandsAndResultShape]>;
def CudaTile_CeilOp : CudaTile_FloatUnaryOp<"ceil", "Element-wise ceiling">;
def CudaTile_CosOp : CudaTile_FloatUnaryOp<"cos", "Element-wise cosine">;
def CudaTile_CosHOp : CudaTile_FloatUnaryOp<"cosh",
    "Element-wise hyperbolic cosine">;
def CudaTile_FloorOp : CudaTile_FloatUnaryOp<"floor",
    "Element-wise floor rounding">;
def CudaTile_LogOp : CudaTile_FloatUnaryOp<"log",
    "Element-wise natural logarithm">;
def CudaTile_Log2Op : CudaTile_FloatUnaryOp<"log2",
    "Element-wise base-2 logarithm">;
def CudaTile_NegFOp : CudaTile_FloatUnaryOp<"negf",
    "Element-wise floating-point negation">;
def CudaTile_SinOp : CudaTile_FloatUnaryOp<"sin", "Element-wise sine">;
def CudaTile_SinHOp : CudaTile_FloatUnaryOp<"sinh",
    "Element-wise hyperbolic sine">;
def CudaTile_TanOp : CudaTile_FloatUnaryOp<"tan", "Element-wise tangent">;

/// `source` -> `result` with a `rounding_mode` of `full` (the default, not
/// printed) or `approx` (` rounding<approx>`, f32 only): tanh (13.2), exp (13.3).
class CudaTile_FloatApproxUnaryOp<string mnemonic, string summaryText,
                                  string directive>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTileType:$source,
      DefaultValuedAttr<CudaTile_RoundingModeAttr,
                        "::mlir::cuda_tile::RoundingMode::FULL">:$rounding_mode);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat = "$source custom<" # directive # ">($rounding_mode) "
      "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_ExpOp : CudaTile_FloatApproxUnaryOp<"exp",
    "Element-wise exponential", "ExpOpRoundingMode">;
def CudaTile_TanHOp : CudaTile_FloatApproxUnaryOp<"tanh",
    "Element-wise hyperbolic tangent", "TanHOpRoundingMode">;

def CudaTile_Exp2Op : CudaTile_FloatUnaryFtzOp<"exp2",
    "Element-wise power of two">;
def CudaTile_RsqrtOp : CudaTile_FloatUnaryFtzOp<"rsqrt",
    "Element-wise reciprocal square root">;

def CudaTile_SqrtOp : CudaTile_Op<"sqrt", [
    Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "Element-wise square root";
  let arguments = (ins CudaTile_BaseFloatTileType:$source,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat = [{
    $source custom<SqrtOpRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Float binary and ternary
//===----------------------------------------------------------------------===//

def CudaTile_AddFOp : CudaTile_FloatRoundedBinaryOp<"addf",
    "Element-wise floating-point addition"> {
  // A multiply operand moves to the left-hand side (dialect-defs/src/canonicalize.rs).
  let hasCanonicalizer = 1;
}
def CudaTile_SubFOp : CudaTile_FloatRoundedBinaryOp<"subf",
    "Element-wise floating-point subtraction">;
def CudaTile_MulFOp : CudaTile_FloatRoundedBinaryOp<"mulf",
    "Element-wise floating-point multiplication">;
def CudaTile_DivFOp : CudaTile_FloatRoundedBinaryOp<"divf",
    "Element-wise floating-point division", "DivFOpRoundingMode">;

def CudaTile_RemFOp : CudaTile_FloatBinaryOp<"remf",
    "Element-wise floating-point remainder">;

def CudaTile_MaxFOp : CudaTile_FloatExtremumOp<"maxf",
    "Element-wise floating-point maximum">;
def CudaTile_MinFOp : CudaTile_FloatExtremumOp<"minf",
    "Element-wise floating-point minimum">;

def CudaTile_PowOp : CudaTile_Op<"pow", [
    Pure, AllTypesMatch<["result", "source", "exponent"]>,
    AllRanksMatch<["source", "exponent", "result"]>]> {
  let summary = "Element-wise floating-point exponentiation";
  let arguments = (ins CudaTile_BaseFloatTileType:$source,
                       CudaTile_BaseFloatTileType:$exponent);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat =
      "$source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))";
}

// atan2(x, y): the arc tangent of x / y, in the quadrant of (y, x) (13.2).
def CudaTile_Atan2Op : CudaTile_Op<"atan2", [
    Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "Element-wise atan2";
  let arguments = (ins CudaTile_BaseFloatTileType:$x,
                       CudaTile_BaseFloatTileType:$y);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat =
      "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

// fpowi: a float raised to an integer power, element-wise (13.4):
// `fpowi %x, %n : tile<4xf32>, tile<4xi32>`.
def CudaTile_FPowIOp : CudaTile_Op<"fpowi", [
    Pure, AllTypesMatch<["source", "result"]>,
    AllShapesMatch<["source", "exponent", "result"]>]> {
  let summary = "Element-wise floating-point power with integer exponent";
  let arguments = (ins CudaTile_BaseFloatTileType:$source,
                       CudaTile_IntTileType:$exponent);
  let results = (outs CudaTile_BaseFloatTileType:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source))
    `,` custom<CudaTileType>(type($exponent))
  }];
  let hasVerifier = 1;
}

def CudaTile_FmaOp : CudaTile_Op<"fma", [
    Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "Floating point fused multipy-add";
  let arguments = (ins CudaTile_FmaTileType:$lhs, CudaTile_FmaTileType:$rhs,
                       CudaTile_FmaTileType:$acc,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_FmaTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Integer unary and binary
//===----------------------------------------------------------------------===//

def CudaTile_AbsIOp : CudaTile_IntUnaryOp<"absi",
    "Element-wise integer absolute value", [Pure, SameOperandsAndResultShape]>;
// `overflow<...>` is 13.2's (printed unless `none`).
def CudaTile_NegIOp : CudaTile_Op<"negi", [
    Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "Element-wise integer negation";
  let arguments = (ins CudaTile_IntTileType:$source,
      DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                        "::mlir::cuda_tile::IntegerOverflow::NONE">:$overflow);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_AndIOp : CudaTile_IntBinaryOp<"andi",
    "Element-wise bitwise logical AND">;
def CudaTile_OrIOp : CudaTile_IntBinaryOp<"ori", "Element-wise bitwise OR">;
def CudaTile_XOrIOp : CudaTile_IntBinaryOp<"xori", "Element-wise bitwise XOR">;

def CudaTile_AddIOp : CudaTile_IntOverflowBinaryOp<"addi",
    "Element-wise integer addition">;
def CudaTile_SubIOp : CudaTile_IntOverflowBinaryOp<"subi",
    "Element-wise integer subtraction">;
def CudaTile_MulIOp : CudaTile_IntOverflowBinaryOp<"muli",
    "Element-wise integer multiplication">;
def CudaTile_ShLIOp : CudaTile_IntOverflowBinaryOp<"shli",
    "Element-wise shift-left">;

def CudaTile_MaxIOp : CudaTile_IntSignedBinaryOp<"maxi",
    "Element-wise integer maximum">;
def CudaTile_MinIOp : CudaTile_IntSignedBinaryOp<"mini",
    "Element-wise integer minimum">;
def CudaTile_ShRIOp : CudaTile_IntSignedBinaryOp<"shri",
    "Element-wise shift-right">;
def CudaTile_RemIOp : CudaTile_IntSignedBinaryOp<"remi",
    "Element-wise integer remainder",
    [Pure, AllTypesMatch<["result", "lhs", "rhs"]>,
     AllShapesMatch<["result", "lhs", "rhs"]>]>;

def CudaTile_MulhiIOp : CudaTile_Op<"mulhii", [
    Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "Element-wise high bits of integer multiplication";
  let arguments = (ins CudaTile_IntTileType:$x, CudaTile_IntTileType:$y);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat =
      "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_DivIOp : CudaTile_Op<"divi", [
    NoMemoryEffect, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "Element-wise integer division";
  let arguments = (ins CudaTile_IntTileType:$lhs, CudaTile_IntTileType:$rhs,
      CudaTile_SignednessAttr:$signedness,
      DefaultValuedAttr<CudaTile_RoundingModeAttr,
                        "::mlir::cuda_tile::RoundingMode::ZERO">:$rounding);
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    (`rounding` `` $rounding^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

def CudaTile_CmpFOp : CudaTile_Op<"cmpf", [
    Pure, AllTypesMatch<["lhs", "rhs"]>,
    CudaTile_CompareResultMatchesOperands]> {
  let summary = "Element-wise floating-point comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_BaseFloatTileType:$lhs,
                       CudaTile_BaseFloatTileType:$rhs);
  let results = (outs CudaTile_I1TileType:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_CmpIOp : CudaTile_Op<"cmpi", [
    Pure, AllTypesMatch<["lhs", "rhs"]>,
    CudaTile_CompareResultMatchesOperands]> {
  let summary = "Element-wise integer comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTileType:$lhs, CudaTile_IntTileType:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_I1TileType:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_SelectOp : CudaTile_Op<"select", [
    Pure, AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    AllShapesMatch<["cond", "val_if_true", "val_if_false", "result"]>]> {
  let summary = "Select values based on condition";
  let arguments = (ins CudaTile_I1TileType:$cond,
                       CudaTile_SelectTileType:$val_if_true,
                       CudaTile_SelectTileType:$val_if_false);
  let results = (outs CudaTile_SelectTileType:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:`
    custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))
  }];  let hasVerifier = 1;
}

#endif // TILEAS_CUDATILE_ARITHOPS_TD
