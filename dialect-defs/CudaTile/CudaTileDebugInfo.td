//===- CudaTileDebugInfo.td - cuda_tile debug-info attributes -*- tablegen -*-===//
//
// Source provenance carried through the TileIR bytecode: files, compile units,
// subprograms, lexical blocks and `#cuda_tile.di_loc`, a location that places
// a file:line:col location in a subprogram or lexical block.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_CUDATILE_DEBUGINFO_TD
#define TILEAS_CUDATILE_DEBUGINFO_TD

include "CudaTile/CudaTileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinLocationAttributes.td"

class CudaTile_DIAttr<string name, string attrMnemonic>
    : AttrDef<CudaTile_Dialect, name> {
  let mnemonic = attrMnemonic;
}

def CudaTile_DIFileAttr : CudaTile_DIAttr<"DIFile", "di_file"> {
  let summary = "a source file: `<\"name\" in \"directory\">`";
  let parameters = (ins "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr
    : CudaTile_DIAttr<"DICompileUnit", "di_compile_unit"> {
  let summary = "a compilation unit";
  let parameters = (ins "DIFileAttr":$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DISubprogramAttr
    : CudaTile_DIAttr<"DISubprogram", "di_subprogram"> {
  let summary = "a function in the source";
  let parameters = (ins "DIFileAttr":$file,
                        "unsigned":$line,
                        "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$linkageName,
                        "DICompileUnitAttr":$compileUnit,
                        // Optional, as in 13.1: 0 when absent (and not printed).
                        OptionalParameter<"unsigned">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILexicalBlockAttr
    : CudaTile_DIAttr<"DILexicalBlock", "di_lexical_block"> {
  let summary = "a lexical block inside a subprogram or another block";
  let parameters = (ins "::mlir::Attribute":$scope,
                        "DIFileAttr":$file,
                        "unsigned":$line,
                        // Optional, as in 13.1: 0 when absent (and not printed).
                        OptionalParameter<"unsigned">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def CudaTile_DILocAttr
    : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let mnemonic = "di_loc";
  let summary = "a file:line:col location inside a debug-info scope";
  let parameters = (ins "::mlir::FileLineColLoc":$sourceLoc,
                        "::mlir::Attribute":$scope);
  let assemblyFormat = "`<` $sourceLoc `in` $scope `>`";
  let genVerifyDecl = 1;
}

#endif // TILEAS_CUDATILE_DEBUGINFO_TD
