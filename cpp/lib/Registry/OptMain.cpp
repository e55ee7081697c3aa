//===- OptMain.cpp - tileas-opt entry point ------------------------------===//
//
// MlirOptMain with every upstream dialect, extension and pass plus ours. When
// the Rust side installed the TileIR bytecode hooks (tileasInstallTileBcHooks),
// an input that starts with the TileIR magic is translated to MLIR first and
// `--emit-tilebc` writes the result as TileIR bytecode; all mlir-opt flags
// keep working.
//
//===----------------------------------------------------------------------===//

#include "tileas-c/Bytecode.h"
#include "tileas-c/Tileas.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

static TileasTranslateHook tileBcToMlir = nullptr;
static TileasTranslateHook mlirToTileBc = nullptr;

void tileasInstallTileBcHooks(TileasTranslateHook toMlir,
                              TileasTranslateHook toTileBc) {
  tileBcToMlir = toMlir;
  mlirToTileBc = toTileBc;
}

static void appendToString(MlirStringRef text, void *userData) {
  static_cast<std::string *>(userData)->append(text.data, text.length);
}

static const char kToolName[] =
    "tileas optimizer driver (MLIR 22 + tileas dialects)\n";

int tileasOptMain(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  tileasRegisterDialectsRaw(&registry);
  if (!tileBcToMlir)
    return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, kToolName, registry));

  static llvm::cl::opt<bool> emitTileBc(
      "emit-tilebc",
      llvm::cl::desc("Write the result as TileIR bytecode (cuda_tile 13.1) "
                     "instead of MLIR"),
      llvm::cl::init(false));
  auto [inputFilename, outputFilename] =
      mlir::registerAndParseCLIOptions(argc, argv, kToolName, registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  llvm::StringRef bufferName = file->getBufferIdentifier();
  if (file->getBuffer().starts_with(llvm::StringRef("\x7FTileIR\0", 8))) {
    std::string text, errors;
    MlirLogicalResult ok = tileBcToMlir(
        MlirStringRef{file->getBufferStart(), file->getBufferSize()},
        MlirStringRef{bufferName.data(), bufferName.size()}, appendToString,
        &text, appendToString, &errors);
    if (mlirLogicalResultIsFailure(ok)) {
      llvm::errs() << errors;
      return EXIT_FAILURE;
    }
    file = llvm::MemoryBuffer::getMemBufferCopy(text, bufferName);
  }

  if (!emitTileBc) {
    auto output = mlir::openOutputFile(outputFilename, &errorMessage);
    if (!output) {
      llvm::errs() << errorMessage << "\n";
      return EXIT_FAILURE;
    }
    if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(file), registry,
                                       config)))
      return EXIT_FAILURE;
    output->keep();
    return EXIT_SUCCESS;
  }

  // --emit-tilebc: run as usual into MLIR bytecode (which keeps locations),
  // then translate that to TileIR bytecode; nothing is written on failure.
  if (!config.inputSplitMarker().empty()) {
    llvm::errs() << "error: --emit-tilebc cannot be combined with "
                    "--split-input-file\n";
    return EXIT_FAILURE;
  }
  std::string mlirBytes;
  {
    llvm::raw_string_ostream os(mlirBytes);
    config.emitBytecode(true);
    if (mlir::failed(mlir::MlirOptMain(os, std::move(file), registry, config)))
      return EXIT_FAILURE;
  }
  std::string tileBc, errors;
  MlirLogicalResult ok = mlirToTileBc(
      MlirStringRef{mlirBytes.data(), mlirBytes.size()},
      MlirStringRef{bufferName.data(), bufferName.size()}, appendToString,
      &tileBc, appendToString, &errors);
  if (mlirLogicalResultIsFailure(ok)) {
    llvm::errs() << errors;
    return EXIT_FAILURE;
  }
  auto output = mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  output->os() << tileBc;
  output->keep();
  return EXIT_SUCCESS;
}
