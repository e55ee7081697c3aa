//===- NvTileAAOpBase.td - shared base of nv_tileaa ops -----*- tablegen -*-===//
#ifndef TILEAS_NVTILEAA_OPBASE_TD
#define TILEAS_NVTILEAA_OPBASE_TD

include "NvTileAA/NvTileAADialect.td"
include "NvTileAA/NvTileAATypes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

// Every nv_tileaa op is verified in Rust (dialect-defs/src/verify/tileaa.rs):
// the generated verify() forwards to tileas::verifyWithRust.
class NvTileAA_Op<string mnemonic, list<Trait> traits = []>
    : Op<NvTileAA_Dialect, mnemonic, traits> {
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::tileas::verifyWithRust(*this);
    }
  }];
}

// Attributes whose storage is a builtin attribute of a given class.
def NvTileAA_DenseElementsAttr : Attr<
    CPred<"::llvm::isa<::mlir::DenseElementsAttr>($_self)">,
    "dense elements attribute"> {
  let storageType = "::mlir::DenseElementsAttr";
  let returnType = "::mlir::DenseElementsAttr";
  let convertFromStorage = "$_self";
}

def NvTileAA_TypedAttr : Attr<
    CPred<"::llvm::isa<::mlir::TypedAttr>($_self)">, "typed attribute"> {
  let storageType = "::mlir::TypedAttr";
  let returnType = "::mlir::TypedAttr";
  let convertFromStorage = "$_self";
}

#endif // TILEAS_NVTILEAA_OPBASE_TD
