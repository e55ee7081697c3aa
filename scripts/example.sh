#!/usr/bin/env bash
# The main job's demonstration (scripts/setup.sh ends with it): compiles the
# bundled cuTile kernel examples/tileir/vec_add_f32.tileirbc with our tileiras
# to PTX and to a cubin for sm_100 (override: scripts/example.sh sm_120) and
# prints a summary: sizes, the PTX target, and ptxas' resource usage (-v).
# Outputs go to target/example/. Exit status: 0 ok, 1 a compile failed.
set -uo pipefail
cd "$(dirname "$0")/.."
gpu=${1:-sm_100}
tileiras=target/release/tileiras
input=examples/tileir/vec_add_f32.tileirbc
out=target/example
mkdir -p "$out"

# ptxas as tileiras finds it (CUDA_ROOT/CUDA_HOME/CUDA_PATH, PATH, .cuda/), and
# NVIDIA's reference toolchain as a last resort.
find_ptxas() {
  local v
  for v in "${CUDA_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}"; do
    [ -n "$v" ] && [ -x "$v/bin/ptxas" ] && { echo "$v/bin/ptxas"; return; }
  done
  command -v ptxas 2>/dev/null && return
  [ -x .cuda/bin/ptxas ] && { echo "$PWD/.cuda/bin/ptxas"; return; }
  [ -x "$HOME/.cache/tileas-reference/13.1.80/bin/ptxas" ] && echo "$HOME/.cache/tileas-reference/13.1.80/bin/ptxas"
}
ptxas=$(find_ptxas || true)
case $ptxas in "$HOME"/.cache/tileas-reference/*) export CUDA_HOME=${ptxas%/bin/ptxas} ;; esac

echo "== tileiras --gpu-name $gpu: $input ($(stat -c %s "$input") bytes of TileIR bytecode)"
"$tileiras" --print-pipeline --gpu-name "$gpu" | sed 's/^/   /'
if ! "$tileiras" --gpu-name "$gpu" --emit=ptx -o "$out/vec_add_f32.$gpu.ptx" "$input"; then
  echo "example: FAILED: tileiras could not compile $input to PTX (diagnostics above)"
  exit 1
fi
ptx=$out/vec_add_f32.$gpu.ptx
echo "   PTX:   $ptx, $(stat -c %s "$ptx") bytes, $(wc -l < "$ptx") lines," \
     "$(grep -m1 '^\.version' "$ptx"), $(grep -m1 '^\.target' "$ptx"), entry $(grep -m1 -o '\.entry [A-Za-z0-9_]*' "$ptx" | cut -d' ' -f2)"
if [ -z "$ptxas" ]; then
  echo "example: no ptxas (run scripts/setup.sh --cuda-only, or set CUDA_HOME): PTX only"
  exit 1
fi
if ! "$tileiras" --gpu-name "$gpu" -o "$out/vec_add_f32.$gpu.cubin" "$input"; then
  echo "example: FAILED: tileiras could not compile $input to a cubin (diagnostics above)"
  exit 1
fi
cubin=$out/vec_add_f32.$gpu.cubin
echo "   cubin: $cubin, $(stat -c %s "$cubin") bytes ($(head -c4 "$cubin" | od -An -c | tr -d ' '))"
arch=$(grep -m1 '^\.target' "$ptx" | awk '{print $2}')
"$ptxas" -arch "$arch" -v "$ptx" -o /dev/null 2>&1 | grep -E 'Used|registers|Compiling' | sed 's/^/   ptxas -v: /'
echo "example: ok"
