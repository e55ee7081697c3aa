#!/usr/bin/env bash
# Runs the whole test suite: Rust unit tests and the lit suite in test/
# (RUN lines checked with LLVM 22's FileCheck). Installs what is missing first
# and builds once in release mode; the lit runner reuses that build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --deps-only
# NVIDIA's reference tools (tileiras 13.1 and 13.5, tileirdisasm, cuobjdump; PyPI
# wheels, kept outside the checkout) for the differential tests, the only lit
# files that may report UNSUPPORTED: without them those are skipped, anything
# else missing (ptxas, libdevice, LLVM's tools, clang, NumPy: what setup.sh
# installs) fails the run.
scripts/fetch-reference.sh >/dev/null \
  || echo "test: NVIDIA's reference tools unavailable (scripts/fetch-reference.sh); the differential tests are skipped" >&2
# The host-module comparison tool of the differential host-ABI test: named by
# TILEAS_HOST_ABI_TOOL; the project's shared tools beside the checkout, if any.
if [ -z "${TILEAS_HOST_ABI_TOOL:-}" ] && [ -f ../shared/tools/host_abi.py ]; then
  export TILEAS_HOST_ABI_TOOL=$PWD/../shared/tools/host_abi.py
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
     /^[0-9]+ skipped: differential/ { s += $1 }
     END { printf "\ntest.sh: all crates and lit files\n%d passed, %d failed\n", p, f
           if (s) printf "%d differential lit files skipped (NVIDIA reference tools missing)\n", s }' "$log"
exit "$status"
