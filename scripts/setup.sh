#!/usr/bin/env bash
# Set-up for a fresh Debian 12 machine (run as root), idempotent:
#   1. installs the Debian packages tileas builds against (LLVM/MLIR 22, CMake,
#      Ninja, the libraries LLVM links) when any is missing;
#   2. fetches the Rust crates and builds the workspace in release mode;
#   3. runs the main job: tileas-opt's tileas-O3 pipeline over the bundled example.
# `scripts/setup.sh --deps-only` stops after step 1.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libclang-22-dev clang-22
  libpolly-22-dev libzstd-dev libz3-dev libxml2-dev zlib1g-dev libedit-dev
  libffi-dev libncurses-dev cmake ninja-build
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install Rust (rustup) first" >&2
  exit 1
fi

[ "${1:-}" = "--deps-only" ] && exit 0

cargo fetch --locked
cargo build --release --workspace --locked

echo "== tileas-opt -tileas-O3 examples/cuda_tile/scale_shift.mlir" >&2
target/release/tileas-opt -tileas-O3 examples/cuda_tile/scale_shift.mlir
