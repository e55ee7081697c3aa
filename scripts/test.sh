#!/usr/bin/env bash
# Runs the whole test suite: Rust unit tests and the lit suite in test/
# (RUN lines checked with LLVM 22's FileCheck). Installs what is missing first
# and builds once in release mode; the lit runner reuses that build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --deps-only
# NVIDIA's reference tools (tileiras, tileirdisasm, ptxas; from PyPI) enable the
# differential tests; without them those tests report UNSUPPORTED.
if [ -f ../shared/reference/fetch-reference-toolchain.sh ]; then
  bash ../shared/reference/fetch-reference-toolchain.sh >/dev/null \
    || echo "test: reference toolchain unavailable; differential tests will be skipped" >&2
fi
# Gates before any test: formatting (rustfmt.toml) and clippy with warnings as
# errors, on every target of every crate.
cargo fmt --all --check
cargo clippy --release --workspace --all-targets --locked -- -D warnings
# Build every artifact the lit tests use (tileas-opt and the mlir-opt plugin).
cargo build --release --workspace --locked
cargo test --release --workspace --locked
