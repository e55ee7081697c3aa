//===- CudaTileTypes.td - cuda_tile types ------------------*- tablegen -*-===//
#ifndef TILEAS_CUDATILE_TYPES_TD
#define TILEAS_CUDATILE_TYPES_TD

include "CudaTile/CudaTileDialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"
include "CudaTile/CudaTileInterfaces.td"

class CudaTile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

// Element palettes: 13.1's, plus 13.2's f8E8M0FNU (the block-scale exponent
// type) and 13.3's f4E2M1FN (a module older than the type's version rejects
// it in the Rust verifier). 13.3's i4 is no number: only tiles (not pointers
// or literals) hold it, and only `exti`, `trunci`, `pack`, `unpack` and the
// ops that move elements take it. The summaries that name these palettes keep
// 13.1's lists: NVIDIA's 13.1 tests check those messages.
def CudaTile_AnyInt : AnyTypeOf<[I1, I8, I16, I32, I64]>;
// 13.4's fnv8E5M3FNU (MLIR has no such builtin type: a cuda_tile type, below).
def CudaTile_IsFNv8E5M3FNU : CPred<"::llvm::isa<::mlir::cuda_tile::FloatNV8E5M3FNUType>($_self)">;
def CudaTile_FNv8E5M3FNU : Type<CudaTile_IsFNv8E5M3FNU, "fnv8E5M3FNU">;
def CudaTile_AnyFloat
    : AnyTypeOf<[F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2, F8E8M0FNU,
                 F4E2M1FN, CudaTile_FNv8E5M3FNU]>;
def CudaTile_Number
    : AnyTypeOf<[I1, I8, I16, I32, I64, F16, BF16, F32, F64, TF32, F8E4M3FN,
                 F8E5M2, F8E8M0FNU, F4E2M1FN, CudaTile_FNv8E5M3FNU]>;
def CudaTile_AnyIntOrI4 : AnyTypeOf<[I1, I<4>, I8, I16, I32, I64]>;
def CudaTile_NumberOrI4
    : AnyTypeOf<[I1, I<4>, I8, I16, I32, I64, F16, BF16, F32, F64, TF32,
                 F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN, CudaTile_FNv8E5M3FNU]>;

def CudaTile_PointerType : CudaTile_Type<"Pointer", "ptr"> {
  let summary = "typed pointer to a numeric scalar in global memory";
  let description = [{
    `ptr<f32>`; `ptr<f32, <multicast>>` carries a `#cuda_tile.ptr_attr` (13.4
    bytecode, `unicast` and `multicast` 13.5).
  }];
  let parameters = (ins "::mlir::Type":$pointeeType,
      OptionalParameter<"::mlir::cuda_tile::PointerClassAttr">:$ptr_attr);
  let assemblyFormat =
      "`<` custom<CudaTileType>($pointeeType) (`,` $ptr_attr^)? `>`";
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType,
                   ::mlir::cuda_tile::PointerClassAttr());
    }]>
  ];
}

def CudaTile_TileType
    : CudaTile_Type<"Tile", "tile", [ShapedTypeInterface]> {
  let summary = "statically shaped tile of numbers or pointers";
  let description = [{
    `tile<2x4xf32>`, `tile<f32>` (rank 0), `tile<8xptr<f32>>`. Every dimension
    is a positive power of two and a tile holds at most 2^24 elements.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let extraClassDeclaration = [{
    /// Tiles are always ranked (ShapedTypeInterface).
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const {
      return TileType::get(shape.value_or(getShape()), elementType);
    }
  }];
}

// 13.4: an unsigned 8-bit float (5 exponent bits, 3 mantissa bits, no sign),
// a block-scale type. NVIDIA's MLIR has it as the builtin `fnv8E5M3FNU`; MLIR
// 22 has no such type, so it is a cuda_tile type, written `fnv8E5M3FNU` inside
// cuda_tile types as the builtin would be (`tile<4xfnv8E5M3FNU>`) and
// `!cuda_tile.fnv8E5M3FNU` on its own. No target lowers it (NVIDIA's 13.5
// tileiras neither): the driver names it in a located error.
def CudaTile_FloatNV8E5M3FNUType
    : CudaTile_Type<"FloatNV8E5M3FNU", "fnv8E5M3FNU"> {
  let summary = "unsigned 8-bit float with 5 exponent and 3 mantissa bits";
}

def CudaTile_TokenType : CudaTile_Type<"Token", "token"> {
  let summary = "cuda tile token type";
}

def CudaTile_TensorViewType : CudaTile_Type<"TensorView", "tensor_view"> {
  let summary = "tensor view type";
  let description = [{
    A tensor in global memory: element type, shape and per-dimension strides
    (in elements). Dimensions and strides may be dynamic, written `?`:
    `tensor_view<?x2xf32, strides=[1,?]>`. A rank-0 view has no strides:
    `tensor_view<f32>`. A trailing `#cuda_tile.ptr_attr<...>` is the
    classification of the base pointer (13.4 bytecode; `unicast` and
    `multicast` 13.5).
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides,
      OptionalParameter<"::mlir::cuda_tile::PointerClassAttr">:$ptr_attr);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Marks a dynamic (`?`) dimension or stride.
    static constexpr int64_t kDynamic = ::mlir::ShapedType::kDynamic;
    /// Number of `?` entries in the shape.
    size_t dynamicShapeAmount() const;
    /// Number of `?` entries in the strides.
    size_t dynamicStrideAmount() const;
  }];
}

def CudaTile_PartitionViewType : CudaTile_Type<"PartitionView", "partition_view",
    [DeclareTypeInterfaceMethods<CudaTile_TileView>]> {
  let summary = "partition view type";
  let description = [{
    A grid of equally shaped tiles laid over a tensor view:
    `partition_view<tile=(2x2), padding_value = zero,
    tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>`. `dim_map[i]` is
    the tensor_view dimension tile dimension `i` runs along (identity when
    omitted); `padding_value` is what out-of-bounds elements read as.
  }];
  let parameters = (ins
    "::mlir::DenseI32ArrayAttr":$tile_shape,
    "::mlir::cuda_tile::TensorViewType":$tensor_view,
    ArrayRefParameter<"int32_t">:$dim_map,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_StridedViewType : CudaTile_Type<"StridedView", "strided_view",
    [DeclareTypeInterfaceMethods<CudaTile_TileView>]> {
  let summary = "strided view type (13.3)";
  let description = [{
    A partition_view whose tiles start `traversal_strides[i]` elements apart
    along tile dimension `i` instead of `tile[i]` apart, so tiles may overlap
    or leave gaps: `strided_view<tile=(4x2), traversal_strides=[4,3],
    padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>,
    dim_map=[1, 0]>`. Every stride is strictly positive; tile `i` of a
    dimension of `n` elements exists for `i < ceildiv(n, stride)`.
  }];
  let parameters = (ins
    "::mlir::DenseI32ArrayAttr":$tile_shape,
    "::mlir::DenseI32ArrayAttr":$traversal_strides,
    "::mlir::cuda_tile::TensorViewType":$tensor_view,
    ArrayRefParameter<"int32_t">:$dim_map,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_GatherScatterViewType
    : CudaTile_Type<"GatherScatterView", "gather_scatter_view",
                    [DeclareTypeInterfaceMethods<CudaTile_TileView>]> {
  let summary = "gather/scatter view type (13.3)";
  let description = [{
    `gather_scatter_view<tile=(8x16), padding_value = zero,
    tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>`: an access names
    one element offset per dense dimension (a scalar tile) and, at position
    `sparse_dim`, a rank-1 tile of `tile[sparse_dim]` element indices; row
    `k` of the accessed tile is the tensor_view slice at the `k`-th of them.
  }];
  let parameters = (ins
    "::mlir::DenseI32ArrayAttr":$tile_shape,
    "::mlir::cuda_tile::TensorViewType":$tensor_view,
    "uint32_t":$sparse_dim,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_StringType : CudaTile_Type<"String", "string"> {
  let summary = "string handle";
}

//===----------------------------------------------------------------------===//
// Type constraints used by ops
//===----------------------------------------------------------------------===//

def CudaTile_IsTile : CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">;
class CudaTile_TileElementIs<Type elem>
    : SubstLeaves<"$_self",
        "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
        elem.predicate>;

class CudaTile_TileOf<Type elem, string elemSummary>
    : Type<And<[CudaTile_IsTile, CudaTile_TileElementIs<elem>]>,
           "tile of " # elemSummary # " values",
           "::mlir::cuda_tile::TileType">;

def CudaTile_IntTileType : CudaTile_TileOf<CudaTile_AnyInt,
    "i1 or i8 or i16 or i32 or i64">;
// Float arithmetic takes the four "base" float types (13.1's BaseFloatTileType);
// tf32 and the f8 types are storage/MMA types that conversions handle.
def CudaTile_BaseFloat : AnyTypeOf<[F16, BF16, F32, F64]>;
def CudaTile_BaseFloatTileType : CudaTile_TileOf<CudaTile_BaseFloat,
    "f16 or bf16 or f32 or f64">;
def CudaTile_FloatTileType : CudaTile_TileOf<CudaTile_AnyFloat,
    "f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2">;
def CudaTile_NumberTileType : CudaTile_TileOf<CudaTile_Number,
    "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2">;
// exti/trunci (i4 from 13.3; 13.1's message) and pack/unpack (13.3).
def CudaTile_IntOrI4TileType : CudaTile_TileOf<CudaTile_AnyIntOrI4,
    "i1 or i8 or i16 or i32 or i64">;
def CudaTile_NumberOrI4TileType : CudaTile_TileOf<CudaTile_NumberOrI4,
    "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2">;
def CudaTile_AnyTileType : Type<CudaTile_IsTile, "tile",
                                "::mlir::cuda_tile::TileType">;

// Rank-0 tiles (scalars) of an element palette.
class CudaTile_ScalarTileOf<Type elem, string elemSummary>
    : Type<And<[CudaTile_IsTile,
                CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape().empty()">,
                CudaTile_TileElementIs<elem>]>,
           "0D tile of " # elemSummary # " values",
           "::mlir::cuda_tile::TileType">;

def CudaTile_ScalarIntTileType : CudaTile_ScalarTileOf<CudaTile_AnyInt,
    "i1 or i8 or i16 or i32 or i64">;
def CudaTile_ScalarPointerTileType : CudaTile_ScalarTileOf<CudaTile_PointerType,
    "Pointer type">;

#endif // TILEAS_CUDATILE_TYPES_TD
