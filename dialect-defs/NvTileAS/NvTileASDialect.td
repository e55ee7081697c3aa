//===- NvTileASDialect.td - nv_tileas dialect definition ---*- tablegen -*-===//
//
// nv_tileas: the scheduled tile IR (docs/design/lowering-ir.md,
// docs/nv_tileas.md). Under the serial schedule program order is the
// schedule, so its memory ops take and produce no tokens. It reuses the
// nv_tileaa types.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAS_DIALECT_TD
#define TILEAS_NVTILEAS_DIALECT_TD

include "mlir/IR/OpBase.td"
include "NvTileAA/NvTileAATypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def NvTileAS_Dialect : Dialect {
  let name = "nv_tileas";
  let cppNamespace = "::mlir::nv_tileas";
  let summary = "Scheduled tile IR: token-free memory ops";
  let description = [{
    Memory ops after scheduling. Under the serial schedule they keep the
    operands and attributes of their nv_tileaa counterparts without tokens.
  }];
  let dependentDialects = ["::mlir::nv_tileaa::NvTileAADialect"];
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

// Every nv_tileas op is verified in Rust (dialect-defs/src/verify/tileaa.rs,
// shared with the nv_tileaa counterparts).
class NvTileAS_Op<string mnemonic, list<Trait> traits = []>
    : Op<NvTileAS_Dialect, mnemonic, traits> {
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::tileas::verifyWithRust(*this);
    }
  }];
}

def NvTileAS_TypedAttr : Attr<
    CPred<"::llvm::isa<::mlir::TypedAttr>($_self)">, "typed attribute"> {
  let storageType = "::mlir::TypedAttr";
  let returnType = "::mlir::TypedAttr";
  let convertFromStorage = "$_self";
}

#endif // TILEAS_NVTILEAS_DIALECT_TD
