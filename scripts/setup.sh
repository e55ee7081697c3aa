#!/usr/bin/env bash
# Set-up for a fresh Debian 12 machine (run as root), idempotent:
#   1. installs the Debian packages tileas builds against (LLVM/MLIR 22, CMake,
#      Ninja, the libraries LLVM links) when any is missing;
#   2. fetches the Rust crates and builds the workspace in release mode;
#   2. when no CUDA toolkit provides them, installs NVIDIA's ptxas and libdevice
#      from their PyPI wheels (nvidia-cuda-nvcc, nvidia-nvvm) into .cuda/, laid out
#      as a CUDA_HOME (.cuda/bin/ptxas, .cuda/nvvm/libdevice/libdevice.10.bc), where
#      tileiras finds them (see docs/driver.md); a failed download only warns;
#   3. fetches the Rust crates and builds the workspace in release mode;
#   4. runs the main job: scripts/example.sh compiles the bundled cuTile kernel
#      examples/tileir/vec_add_f32.tileirbc with tileiras to PTX and a cubin and
#      prints a summary (sizes, target, ptxas -v); a failure there is reported
#      but does not fail the set-up (the build is what set-up guarantees).
# `scripts/setup.sh --deps-only` stops after step 2; `--cuda-only` runs only step 2.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libclang-22-dev clang-22
  libpolly-22-dev libzstd-dev libz3-dev libxml2-dev zlib1g-dev libedit-dev
  libffi-dev libncurses-dev cmake ninja-build python3-numpy patchelf
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

# NumPy for the CPU emulator's references (emulator/emulate.py, test/Emulator):
# Debian's python3-numpy serves /usr/bin/python3; a python3 of its own (pyenv,
# a venv) first on PATH gets it from PyPI.
if ! python3 -c 'import numpy' >/dev/null 2>&1; then
  echo "setup: installing numpy for $(command -v python3) from PyPI" >&2
  python3 -m pip install --quiet --disable-pip-version-check numpy >/dev/null 2>&1 ||
    echo "setup: warning: could not install numpy; the emulator tests (scripts/test.sh) need it" >&2
fi

# --- CUDA pieces: ptxas and libdevice ---------------------------------------------
CUDA_WHEEL_VERSION=13.1.80
LOCAL_CUDA="$PWD/.cuda"
# A toolkit that has both pieces: $CUDA_ROOT, $CUDA_HOME, $CUDA_PATH, or the one
# holding the ptxas on PATH.
have_toolkit() {
  local root ptxas
  for root in "${CUDA_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}"; do
    [ -n "$root" ] && [ -x "$root/bin/ptxas" ] && [ -f "$root/nvvm/libdevice/libdevice.10.bc" ] && return 0
  done
  if ptxas=$(command -v ptxas 2>/dev/null); then
    root=$(dirname "$(dirname "$(readlink -f "$ptxas")")")
    [ -f "$root/nvvm/libdevice/libdevice.10.bc" ] && return 0
  fi
  [ -x "$LOCAL_CUDA/bin/ptxas" ] && [ -f "$LOCAL_CUDA/nvvm/libdevice/libdevice.10.bc" ]
}
install_cuda_pieces() {
  if have_toolkit; then return 0; fi
  echo "setup: no CUDA toolkit with ptxas and libdevice found; installing NVIDIA's wheels" \
       "nvidia-cuda-nvcc and nvidia-nvvm $CUDA_WHEEL_VERSION into .cuda/" >&2
  local tmp
  tmp=$(mktemp -d)
  if ! python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$tmp" \
        "nvidia-cuda-nvcc==$CUDA_WHEEL_VERSION" "nvidia-nvvm==$CUDA_WHEEL_VERSION" >&2; then
    echo "setup: warning: could not download the CUDA wheels; tileiras will not find ptxas/libdevice" >&2
    rm -rf "$tmp"; return 0
  fi
  local w
  for w in "$tmp"/*.whl; do (cd "$tmp" && python3 -m zipfile -e "$w" x); done
  local root="$tmp/x/nvidia/cu13"
  if [ ! -f "$root/bin/ptxas" ] || [ ! -f "$root/nvvm/libdevice/libdevice.10.bc" ]; then
    echo "setup: warning: the CUDA wheels do not have the expected layout (nvidia/cu13/bin/ptxas," \
         "nvidia/cu13/nvvm/libdevice/libdevice.10.bc); nothing installed" >&2
    rm -rf "$tmp"; return 0
  fi
  mkdir -p "$LOCAL_CUDA.new/bin" "$LOCAL_CUDA.new/nvvm/libdevice"
  cp "$root/bin/ptxas" "$LOCAL_CUDA.new/bin/" && chmod +x "$LOCAL_CUDA.new/bin/ptxas"
  cp "$root/nvvm/libdevice/libdevice.10.bc" "$LOCAL_CUDA.new/nvvm/libdevice/"
  rm -rf "$LOCAL_CUDA" && mv "$LOCAL_CUDA.new" "$LOCAL_CUDA"
  rm -rf "$tmp"
  echo "setup: installed $("$LOCAL_CUDA/bin/ptxas" --version | tail -1) in .cuda/" >&2
}
if [ "${1:-}" = "--cuda-only" ]; then install_cuda_pieces; exit 0; fi
install_cuda_pieces

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install Rust (rustup) first" >&2
  exit 1
fi

# rustfmt and clippy for the test gates (scripts/test.sh).
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  if command -v rustup >/dev/null 2>&1; then
    rustup component add rustfmt clippy >&2
  else
    echo "setup: warning: cargo fmt/clippy missing and no rustup to add them; scripts/test.sh needs both" >&2
  fi
fi

[ "${1:-}" = "--deps-only" ] && exit 0

cargo fetch --locked
cargo build --release --workspace --locked

scripts/example.sh || echo "setup: the build is done, but the bundled example did not compile (see above)" >&2
