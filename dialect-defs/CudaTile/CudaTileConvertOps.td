//===- CudaTileConvertOps.td ------------------------------------*- tablegen -*-===//
//
// Conversions, casts, shape manipulation, pointer arithmetic and matmul ops
// (cuda_tile 13.1): bitcast broadcast cat exti extract ftof ftoi int_to_ptr
// iota itof mmaf mmai offset permute ptr_to_int ptr_to_ptr reshape trunci;
// pack unpack (13.3), insert (13.4).
//
// Custom directives used here:
//   custom<CudaTileType>, custom<IEEERoundingMode>   CudaTileDialect.cpp
//   custom<Signedness>                               EnumDirectives.cpp
//   custom<IntegerRoundingMode>                      ConvertOps.cpp
// Verifiers are in dialect-defs/src/verify/convert.rs.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_CONVERTOPS_TD
#define TILEAS_CUDATILE_CONVERTOPS_TD

include "CudaTile/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Type constraints of this family. Their summaries are what 13.1's ODS
// generates ("operand #0 must be <summary>, but got ...").
//===----------------------------------------------------------------------===//

// A tile of anything; 13.1 names it after the type ("Tile type").
def CudaTile_CvtTileType : Type<CudaTile_IsTile, "Tile type",
                                "::mlir::cuda_tile::TileType">;

// A tile whose element satisfies `elem`, described by `text` verbatim.
class CudaTile_CvtTileOf<Type elem, string text>
    : Type<And<[CudaTile_IsTile, CudaTile_TileElementIs<elem>]>, text,
           "::mlir::cuda_tile::TileType">;


def CudaTile_CvtInt64TileType : CudaTile_TileOf<I64, "i64">;

def CudaTile_CvtPointerTileType : CudaTile_TileOf<CudaTile_PointerType,
                                                  "Pointer type">;

// Rank-0 tile of i32 (extract indices).
def CudaTile_CvtScalarI32TileType : Type<
    And<[CudaTile_IsTile,
         CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape().empty()">,
         CudaTile_TileElementIs<I32>]>,
    "0D tile of i32 values", "::mlir::cuda_tile::TileType">,
  BuildableType<"::mlir::cuda_tile::TileType::get(::llvm::ArrayRef<int64_t>(), "
                "$_builder.getIntegerType(32))">;

// Not f4E2M1FN: NVIDIA's 13.3-13.5 take 4-bit operands in mmaf_scaled only.
def CudaTile_MmaFOperandTileType : CudaTile_CvtTileOf<
    AnyTypeOf<[F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2]>,
    "mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values">;
def CudaTile_MmaFResultTileType : CudaTile_CvtTileOf<
    AnyTypeOf<[F16, F32, F64]>,
    "mmaf acc/result tile type of f16 or f32 or f64 values">;
// mmaf_scaled (13.3): 8-bit float operands with f8E8M0FNU block scales (one
// per 32 elements of K), or f4E2M1FN operands with f8E8M0FNU or fnv8E5M3FNU
// (13.4; 16 or 32) or f8E4M3FN (16) scales; f32 accumulator. The Rust verifier checks the pairs.
def CudaTile_MmaFScaledOperandTileType : CudaTile_CvtTileOf<
    AnyTypeOf<[F8E4M3FN, F8E5M2, F4E2M1FN]>,
    "mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values">;
def CudaTile_MmaFScaledScaleTileType : CudaTile_CvtTileOf<
    AnyTypeOf<[F8E4M3FN, F8E8M0FNU, CudaTile_FNv8E5M3FNU]>,
    "mmaf_scaled scale tile type of f8E4M3FN or f8E8M0FNU or fnv8E5M3FNU values">;
def CudaTile_MmaFScaledResultTileType : CudaTile_CvtTileOf<F32,
    "mmaf_scaled result tile type of f32 values">;
def CudaTile_MmaIOperandTileType : CudaTile_CvtTileOf<I8,
    "mmai operand tile type of i8 values">;
def CudaTile_MmaIAccTileType : CudaTile_CvtTileOf<I32,
    "mmai acc tile type of i32 values">;
def CudaTile_MmaIResultTileType : CudaTile_CvtTileOf<I32,
    "mmai result tile type of i32 values">;

// 13.1 words this check "have the same element type" (upstream's
// AllElementTypesMatch says "have same element type").
class CudaTile_CvtSameElementType<list<string> names>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have the same element type",
                  AllMatchSameOperatorPred<names, "::mlir::getElementTypeOrSelf($_self)">>;

//===----------------------------------------------------------------------===//
// Casts and numeric conversions
//===----------------------------------------------------------------------===//

def CudaTile_BitcastOp : CudaTile_Op<"bitcast", [
    Pure, AllShapesMatch<["source", "result"]>]> {
  let summary = "Bitcast a tile from one element type to another.";
  let arguments = (ins CudaTile_NumberTileType:$source);
  let results = (outs CudaTile_NumberTileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtIOp : CudaTile_Op<"exti", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Extend the width of an integer tile.";
  let arguments = (ins CudaTile_IntOrI4TileType:$from,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntOrI4TileType:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_TruncIOp : CudaTile_Op<"trunci", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Truncates the width of an integer tile.";
  let arguments = (ins CudaTile_IntOrI4TileType:$from,
      DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                        "::mlir::cuda_tile::IntegerOverflow::NONE">:$overflow);
  let results = (outs CudaTile_IntOrI4TileType:$to);
  let assemblyFormat = [{
    $from (`overflow` `` $overflow^)? attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToFOp : CudaTile_Op<"ftof", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Convert between floating-point types.";
  let arguments = (ins CudaTile_FloatTileType:$from,
      DefaultValuedAttr<CudaTile_RoundingModeAttr,
                        "::mlir::cuda_tile::RoundingMode::NEAREST_EVEN">:$rounding_mode);
  let results = (outs CudaTile_FloatTileType:$to);
  let assemblyFormat = [{
    $from custom<ConversionRoundingMode>($rounding_mode) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToIOp : CudaTile_Op<"ftoi", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Convert a tile from floating-point values to integer values.";
  let arguments = (ins CudaTile_FloatTileType:$from,
                       CudaTile_SignednessAttr:$signedness,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$saturating);
  let results = (outs CudaTile_IntTileType:$to);
  // `saturating` (13.4): out-of-range values clamp to the integer range and
  // NaN gives 0 (undefined without it).
  let assemblyFormat = [{
    $from custom<Signedness>($signedness)
    custom<IntegerRoundingMode>($rounding_mode)
    (`saturating` $saturating^)? attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_IToFOp : CudaTile_Op<"itof", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Convert integer to floating-point.";
  let arguments = (ins CudaTile_IntTileType:$from,
                       CudaTile_SignednessAttr:$signedness,
                       CudaTile_RoundingModeAttr:$rounding_mode);
  let results = (outs CudaTile_FloatTileType:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness)
    custom<IEEERoundingMode>($rounding_mode) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointer casts and arithmetic
//===----------------------------------------------------------------------===//

def CudaTile_IntToPtrOp : CudaTile_Op<"int_to_ptr", [
    Pure, AllShapesMatch<["source", "result"]>]> {
  let summary = "Convert a tile of integers to a tile of pointers.";
  let arguments = (ins CudaTile_CvtInt64TileType:$source);
  let results = (outs CudaTile_CvtPointerTileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PtrToIntOp : CudaTile_Op<"ptr_to_int", [
    Pure, AllShapesMatch<["source", "result"]>]> {
  let summary = "Convert a tile of pointers to a tile of integers.";
  let arguments = (ins CudaTile_CvtPointerTileType:$source);
  let results = (outs CudaTile_CvtInt64TileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PtrToPtrOp : CudaTile_Op<"ptr_to_ptr", [
    Pure, AllShapesMatch<["source", "result"]>]> {
  let summary = "Reinterpret a tile of one pointer type as another.";
  let arguments = (ins CudaTile_CvtPointerTileType:$source);
  let results = (outs CudaTile_CvtPointerTileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_OffsetOp : CudaTile_Op<"offset", [
    Pure, Elementwise, SameOperandsAndResultShape,
    AllTypesMatch<["result", "ptr"]>]> {
  let summary = "Offsets a tile of pointers.";
  let arguments = (ins CudaTile_CvtPointerTileType:$ptr,
                       CudaTile_IntTileType:$offset);
  let results = (outs CudaTile_CvtPointerTileType:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def CudaTile_BroadcastOp : CudaTile_Op<"broadcast", [
    Pure, SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Broadcast tile to new shape.";
  let arguments = (ins CudaTile_CvtTileType:$source);
  let results = (outs CudaTile_CvtTileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", [
    Pure, AllRanksMatch<["lhs", "rhs", "result"]>,
    CudaTile_CvtSameElementType<["lhs", "rhs", "result"]>]> {
  let summary = "Concatenate tiles along specified dimension.";
  let arguments = (ins CudaTile_CvtTileType:$lhs, CudaTile_CvtTileType:$rhs,
                       I64Attr:$dim);
  let results = (outs CudaTile_CvtTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict
    `:` custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", [
    Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "Extract a subtile from a tile.";
  let arguments = (ins CudaTile_CvtTileType:$source,
                       Variadic<CudaTile_CvtScalarI32TileType>:$indices);
  let results = (outs CudaTile_CvtTileType:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict
    `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// insert (13.4): `destination` with the tile `source` written at the
// subtile index `indices` (extract's inverse):
// `insert %src, %dst[%i] : tile<2xf32>, tile<8xf32>`.
def CudaTile_InsertOp : CudaTile_Op<"insert", [
    Pure, AllTypesMatch<["destination", "result"]>,
    AllRanksMatch<["source", "destination"]>,
    CudaTile_CvtSameElementType<["source", "destination"]>]> {
  let summary = "Insert a subtile into a tile.";
  let arguments = (ins CudaTile_CvtTileType:$source,
                       CudaTile_CvtTileType:$destination,
                       Variadic<CudaTile_CvtScalarI32TileType>:$indices);
  let results = (outs CudaTile_CvtTileType:$result);
  let assemblyFormat = [{
    $source `,` $destination `[` $indices `]` attr-dict
    `:` custom<CudaTileType>(type($source)) `,`
    custom<CudaTileType>(type($destination))
  }];
  let hasVerifier = 1;
}

// pack / unpack (13.3): a rank-1 number tile <-> the rank-1 i8 tile of its
// bytes (`pack %x : tile<4xf32> -> tile<16xi8>`).
def CudaTile_PackOp : CudaTile_Op<"pack", [Pure]> {
  let summary = "Pack a tile into a byte array";
  let arguments = (ins CudaTile_NumberOrI4TileType:$source);
  let results = (outs CudaTile_CvtTileOf<I8, "i8 tile">:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_UnpackOp : CudaTile_Op<"unpack", [Pure]> {
  let summary = "Unpack a byte array into a tile";
  let arguments = (ins CudaTile_CvtTileOf<I8, "i8 tile">:$source);
  let results = (outs CudaTile_NumberOrI4TileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_IotaOp : CudaTile_Op<"iota", [Pure]> {
  let summary = "Generate a 1-d tile range from 0 to n-1.";
  let results = (outs CudaTile_IntTileType:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", [
    Pure, CudaTile_CvtSameElementType<["source", "result"]>,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "Permute tile dimensions.";
  let arguments = (ins CudaTile_CvtTileType:$source,
                       DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_CvtTileType:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict
    `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ReshapeOp : CudaTile_Op<"reshape", [
    Pure, SameOperandsAndResultElementType,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Reshape tile dimensions.";
  let arguments = (ins CudaTile_CvtTileType:$source);
  let results = (outs CudaTile_CvtTileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

def CudaTile_MmaFScaledOp : CudaTile_Op<"mmaf_scaled", [
    Pure, AllTypesMatch<["acc", "result"]>,
    CudaTile_CvtSameElementType<["lhs", "rhs"]>,
    CudaTile_CvtSameElementType<["lhs_scale", "rhs_scale"]>,
    AllRanksMatch<["lhs", "rhs", "acc", "lhs_scale", "rhs_scale"]>]> {
  let summary = "Matrix-multiply-accumulate of block-scaled low-precision floats.";
  let description = [{
    `result[i, j] = acc[i, j] + sum_k (lhs[i, k] * lhs_scale[i, k / V]) *
    (rhs[k, j] * rhs_scale[k / V, j])`, V = K / (scales along K).
  }];
  let arguments = (ins CudaTile_MmaFScaledOperandTileType:$lhs,
                       CudaTile_MmaFScaledOperandTileType:$rhs,
                       CudaTile_MmaFScaledResultTileType:$acc,
                       CudaTile_MmaFScaledScaleTileType:$lhs_scale,
                       CudaTile_MmaFScaledScaleTileType:$rhs_scale);
  let results = (outs CudaTile_MmaFScaledResultTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale)) `,`
    custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFOp : CudaTile_Op<"mmaf", [
    Pure, AllTypesMatch<["acc", "result"]>,
    CudaTile_CvtSameElementType<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "Floating-point matrix-multiply-accumulate.";
  let arguments = (ins CudaTile_MmaFOperandTileType:$lhs,
                       CudaTile_MmaFOperandTileType:$rhs,
                       CudaTile_MmaFResultTileType:$acc,
                       UnitAttr:$fast_acc);
  let results = (outs CudaTile_MmaFResultTileType:$result);
  // `fast_acc` (13.3): faster, less precise f8 accumulation (a hint).
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaIOp : CudaTile_Op<"mmai", [
    Pure, AllTypesMatch<["acc", "result"]>,
    CudaTile_CvtSameElementType<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "Integer matrix-multiply-accumulate.";
  let arguments = (ins CudaTile_MmaIOperandTileType:$lhs,
                       CudaTile_MmaIOperandTileType:$rhs,
                       CudaTile_MmaIAccTileType:$acc,
                       CudaTile_SignednessAttr:$signedness_lhs,
                       CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_MmaIResultTileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

#endif // TILEAS_CUDATILE_CONVERTOPS_TD
