//===- TranslateMain.cpp - tileas-translate entry point -------------------===//
//
// mlir::mlirTranslateMain with the TileIR bytecode translations registered, so
// every mlir-translate flag (--split-input-file, --verify-diagnostics,
// -no-implicit-module, -mlir-print-debuginfo, ...) works. The translations'
// bodies are Rust (tools/tileas-translate), reached through TileasTranslateHooks;
// this file only adapts them to MLIR's registration API.
//
//===----------------------------------------------------------------------===//

#include "tileas-c/Tileas.h"
#include "tileas-c/Translate.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

static const TileasTranslateHooks *hooks = nullptr;

static void appendToString(MlirStringRef text, void *userData) {
  static_cast<std::string *>(userData)->append(text.data, text.length);
}

static void appendToStream(MlirStringRef text, void *userData) {
  static_cast<llvm::raw_ostream *>(userData)->write(text.data, text.length);
}

namespace {
/// `-bytecode-version=major.minor[.tag]`, checked by Rust when parsed.
struct BytecodeVersionParser : llvm::cl::parser<std::string> {
  using llvm::cl::parser<std::string>::parser;
  bool parse(llvm::cl::Option &option, StringRef, StringRef arg,
             std::string &value) {
    std::string error;
    if (hooks && mlirLogicalResultIsFailure(hooks->checkVersion(
                     wrap(arg), appendToString, &error)))
      return option.error(error);
    value = arg.str();
    return false;
  }
};
} // namespace

// The options exist in tileas-translate only (tileas-opt links this library
// too): tileasTranslateMain creates them, before the command line is parsed.
using BytecodeVersionOpt =
    llvm::cl::opt<std::string, false, BytecodeVersionParser>;
static BytecodeVersionOpt *bytecodeVersion = nullptr;
static llvm::cl::opt<bool> *genericForm = nullptr;

static void createOptions() {
  static BytecodeVersionOpt version(
      "bytecode-version",
      llvm::cl::desc("TileIR bytecode version to write (major.minor[.tag], "
                     "13.1 to 13.5; default: the oldest that holds the "
                     "module)"),
      llvm::cl::init(""));
  static llvm::cl::opt<bool> generic(
      "generic-form",
      llvm::cl::desc("-test-cudatile-roundtrip: print the result in generic "
                     "op form"),
      llvm::cl::init(false));
  bytecodeVersion = &version;
  genericForm = &generic;
}

static StringRef requestedVersion() {
  return bytecodeVersion ? StringRef(bytecodeVersion->getValue())
                         : StringRef();
}

static void registerDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  tileasRegisterDialectsRaw(&registry);
}

/// TileIR bytecode (the main buffer) -> a top-level `cuda_tile.module`,
/// printed with a final newline (as mlir-opt ends its output).
static LogicalResult readTileBc(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                                llvm::raw_ostream &output,
                                MLIRContext *context) {
  DialectRegistry registry;
  tileasRegisterDialectsRaw(&registry);
  context->appendDialectRegistry(registry);
  // The reader creates ops by name: their dialects must be loaded.
  context->loadAllAvailableDialects();
  const llvm::MemoryBuffer *buffer =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  MlirOperation op =
      hooks->toMlir(wrap(buffer->getBuffer()),
                    wrap(buffer->getBufferIdentifier()), wrap(context));
  if (!op.ptr)
    return failure();
  OwningOpRef<Operation *> owned(unwrap(op));
  owned.get()->print(output);
  output << "\n";
  return success();
}

static LogicalResult writeTileBc(Operation *op, llvm::raw_ostream &output) {
  return unwrap(hooks->toTileBc(wrap(op), wrap(requestedVersion()),
                                appendToStream, &output));
}

/// Writes `module` as TileIR bytecode, reads it back and prints the result.
static LogicalResult roundTrip(cuda_tile::ModuleOp module,
                               llvm::raw_ostream &output) {
  std::string bytes;
  if (mlirLogicalResultIsFailure(
          hooks->toTileBc(wrap(module.getOperation()),
                          wrap(requestedVersion()), appendToString,
                          &bytes)))
    return failure();
  module->getContext()->loadAllAvailableDialects();
  MlirOperation read = hooks->toMlir(wrap(StringRef(bytes)),
                                     wrap(StringRef("<round-trip bytecode>")),
                                     wrap(module->getContext()));
  if (!read.ptr)
    return module.emitError("the written TileIR bytecode does not read back");
  OwningOpRef<Operation *> owned(unwrap(read));
  OpPrintingFlags flags;
  if (genericForm && *genericForm)
    flags.printGenericOpForm();
  owned.get()->print(output, flags);
  output << "\n";
  return success();
}

static void registerTranslations() {
  for (StringRef name : {"tilebc-to-mlir", "cudatilebc-to-mlir"})
    TranslateRegistration(name, "TileIR bytecode (cuda_tile 13.1) to MLIR",
                          readTileBc);
  for (StringRef name : {"mlir-to-tilebc", "mlir-to-cudatilebc"})
    TranslateFromMLIRRegistration(
        name, "MLIR (one cuda_tile.module) to TileIR bytecode", writeTileBc,
        registerDialects);
  TranslateFromMLIRRegistration(
      "test-cudatile-roundtrip",
      "Write a cuda_tile.module as TileIR bytecode, read it back and print it",
      roundTrip, registerDialects);
}

int tileasTranslateMain(int argc, char **argv,
                        const TileasTranslateHooks *translateHooks) {
  hooks = translateHooks;
  createOptions();
  registerTranslations();
  return failed(mlirTranslateMain(
             argc, argv,
             "tileas-translate: TileIR bytecode <-> MLIR (cuda_tile 13.1)"))
             ? EXIT_FAILURE
             : EXIT_SUCCESS;
}

void tileasEmitErrorWithNotes(MlirLocation loc, MlirStringRef message,
                              intptr_t nNotes, const MlirStringRef *notes) {
  InFlightDiagnostic diag = emitError(unwrap(loc)) << unwrap(message);
  for (intptr_t i = 0; i < nNotes; ++i)
    diag.attachNote() << unwrap(notes[i]);
}

void tileasEmitRemark(MlirLocation loc, MlirStringRef message) {
  emitRemark(unwrap(loc)) << unwrap(message);
}
