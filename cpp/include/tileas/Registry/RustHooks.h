//===- RustHooks.h - calls from generated C++ into Rust ---------*- C++ -*-===//
//
// Op verifiers, in-place folds and canonicalization patterns are written in
// Rust. The generated C++
// `verify()` methods forward here; Rust installs the hook when it registers
// the dialects (tileasInstallRustHooks), before any IR is verified.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_REGISTRY_RUSTHOOKS_H
#define TILEAS_REGISTRY_RUSTHOOKS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

namespace tileas {
/// Runs the Rust verifier registered for `op`'s name.
llvm::LogicalResult verifyWithRust(mlir::Operation *op);

/// Adds the canonicalization patterns Rust defines for `opName` (for ODS ops
/// with `hasCanonicalizer`: `getCanonicalizationPatterns` forwards here).
void addRustCanonicalizationPatterns(llvm::StringRef opName,
                                     mlir::RewritePatternSet &patterns,
                                     mlir::MLIRContext *context);

/// Runs the Rust in-place folder of `op` (a fold that only changes `op`
/// itself and produces no replacement values); success if it changed `op`.
llvm::LogicalResult foldInPlaceWithRust(mlir::Operation *op);
} // namespace tileas

#endif
