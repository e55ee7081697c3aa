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
# Issue #16's habits: IR built through typed builders and accessors (not text),
# a SAFETY comment on every unsafe block, no function over 120 lines in passes/.
scripts/check-typed-ir.sh
python3 scripts/check-rust-habits.py
# Build every artifact the lit tests use (tileas-opt and the mlir-opt plugin).
cargo build --release --workspace --locked
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
cargo test --release --workspace --locked 2>&1 | tee "$log" || status=$?
# One closing line for the whole run: the unit/integration tests of every
# crate (`test result:` lines) plus the lit files (the lit runner's own line).
awk '/^test result:/ { p += $4; f += $6 }
     /^[0-9]+ passed, [0-9]+ failed/ { p += $1; f += $3 }
     END { printf "\ntest.sh: all crates and lit files\n%d passed, %d failed\n", p, f }' "$log"
exit "$status"
