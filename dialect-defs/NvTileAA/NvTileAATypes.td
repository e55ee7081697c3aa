//===- NvTileAATypes.td - nv_tileaa types -------------------*- tablegen -*-===//
#ifndef TILEAS_NVTILEAA_TYPES_TD
#define TILEAS_NVTILEAA_TYPES_TD

include "NvTileAA/NvTileAADialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"

class NvTileAA_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<NvTileAA_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def NvTileAA_PtrType : NvTileAA_Type<"Ptr", "ptr"> {
  let summary = "pointer to elements of an integer or float type in global memory";
  let description = [{
    `!nv_tileaa.ptr<f32>`: the address of a `f32` in global memory. The
    pointee is any builtin integer or float type.
  }];
  let parameters = (ins "::mlir::Type":$pointeeType);
  let assemblyFormat = "`<` $pointeeType `>`";
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType);
    }]>
  ];
}

def NvTileAA_MemRefType : NvTileAA_Type<"MemRef", "memref"> {
  let summary = "strided tensor in global memory";
  let description = [{
    `!nv_tileaa.memref<?x128xf32>`: a tensor of `f32` in global memory with
    the declared shape (each dimension a non-negative integer or `?`). The
    base pointer, every size and every stride are runtime values given to
    `nv_tileaa.make_memref`; the static sizes are facts about them.
    `!nv_tileaa.memref<f32>` has rank 0.
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
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

def NvTileAA_MemTokenType : NvTileAA_Type<"MemToken", "mem_token"> {
  let summary = "memory-order token";
  let description = [{
    `!nv_tileaa.mem_token`: carries no data; a memory op that takes a token
    happens after the op that produced it.
  }];
}

def NvTileAA_AnyPtr : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::PtrType>($_self)">,
                           "nv_tileaa pointer", "::mlir::nv_tileaa::PtrType">;
def NvTileAA_AnyMemRef : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemRefType>($_self)">,
                              "nv_tileaa memref", "::mlir::nv_tileaa::MemRefType">;
def NvTileAA_MemToken
    : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemTokenType>($_self)">,
           "nv_tileaa memory token", "::mlir::nv_tileaa::MemTokenType">,
      BuildableType<"::mlir::nv_tileaa::MemTokenType::get($_builder.getContext())">;

#endif // TILEAS_NVTILEAA_TYPES_TD
