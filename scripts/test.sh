#!/usr/bin/env bash
# Runs the whole test suite: Rust unit tests and the lit suite in test/
# (RUN lines checked with LLVM 22's FileCheck). Installs what is missing first
# and builds once in release mode; the lit runner reuses that build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --deps-only
# Build every artifact the lit tests use (tileas-opt and the mlir-opt plugin).
cargo build --release --workspace --locked
cargo test --release --workspace --locked
