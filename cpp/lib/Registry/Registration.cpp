//===- Registration.cpp - dialect registration and Rust hooks -----------===//

#include "cuda_tile-c/Registration.h"
#include "tileas-c/Tileas.h"
#include "tileas/Dialect/CudaTile/IR/CudaTile.h"
#include "tileas/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileas/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileas/Registry/RustHooks.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"

#include <atomic>

using namespace mlir;

static std::atomic<TileasVerifyHook> verifyHook{nullptr};

void tileasInstallVerifyHook(TileasVerifyHook hook) { verifyHook = hook; }

llvm::LogicalResult tileas::verifyWithRust(Operation *op) {
  TileasVerifyHook hook = verifyHook.load();
  if (!hook)
    return op->emitOpError(
        "cannot be verified: the tileas Rust verifiers are not registered in "
        "this process");
  return unwrap(hook(wrap(op)));
}

static std::atomic<TileasCanonicalizeHook> canonicalizeHook{nullptr};

void tileasInstallCanonicalizeHook(TileasCanonicalizeHook hook) {
  canonicalizeHook = hook;
}

void tileas::addRustCanonicalizationPatterns(StringRef opName,
                                             RewritePatternSet &patterns,
                                             MLIRContext *context) {
  // Without the hook (no Rust in the process) the op simply has no patterns.
  if (TileasCanonicalizeHook hook = canonicalizeHook.load())
    hook(wrap(opName), MlirRewritePatternSet{&patterns}, wrap(context));
}

static std::atomic<TileasFoldHook> foldHook{nullptr};

void tileasInstallFoldHook(TileasFoldHook hook) { foldHook = hook; }

llvm::LogicalResult tileas::foldInPlaceWithRust(Operation *op) {
  // Without the hook (no Rust in the process) nothing folds.
  TileasFoldHook hook = foldHook.load();
  return llvm::success(hook && hook(wrap(op)));
}

void tileasRegisterDialectsRaw(void *dialectRegistry) {
  static_cast<DialectRegistry *>(dialectRegistry)
      ->insert<cuda_tile::CudaTileDialect, nv_tileaa::NvTileAADialect,
               nv_tileas::NvTileASDialect>();
}

void tileasRegisterDialects(MlirDialectRegistry registry) {
  tileasRegisterDialectsRaw(unwrap(registry));
}

void mlirCudaTileRegisterAllDialects(MlirDialectRegistry registry) {
  tileasRegisterDialectsRaw(unwrap(registry));
}

void tileasOperationEmitOpError(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitOpError(unwrap(message));
}

void tileasOperationEmitRemark(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitRemark(unwrap(message));
}
