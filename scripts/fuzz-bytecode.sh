#!/usr/bin/env bash
# Fuzzes the TileIR bytecode reader (bytecode/fuzz, libFuzzer via cargo-fuzz),
# seeded with the corpus kernels. Usage: scripts/fuzz-bytecode.sh [SECONDS]
# Works on the stable toolchain: no sanitizer (the target is safe Rust, so
# panics, hangs and aborts are what it looks for) and RUSTC_BOOTSTRAP for the
# one unstable flag cargo-fuzz passes.
set -euo pipefail
cd "$(dirname "$0")/../bytecode"
seconds=${1:-600}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
seeds=$(mktemp -d) && trap 'rm -rf "$seeds"' EXIT
cp ../corpus/*.tileirbc "$seeds"/ 2>/dev/null || true
RUSTC_BOOTSTRAP=1 cargo fuzz run -s none parse "$seeds" -- \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
