#!/usr/bin/env bash
# Differential syntax check against NVIDIA's own printer: for every corpus
# bytecode file, NVIDIA's tileirdisasm prints cuda_tile text; tileas-opt must
# parse it, verify it, and print text that parses back to the same IR.
# Usage: scripts/corpus-syntax-check.sh [TILEAS_OPT] [CORPUS_DIR]
# Needs NVIDIA's reference tools (scripts/fetch-reference.sh installs them).
set -uo pipefail
cd "$(dirname "$0")/.."
opt=${1:-target/release/tileas-opt}
corpus=${2:-corpus}
ref=${TILEAS_REFERENCE:-$HOME/.cache/tileas-reference/13.1.80}
disasm="$ref/bin/tileirdisasm"
[ -x "$disasm" ] || { echo "corpus-syntax-check: $disasm not found (run scripts/fetch-reference.sh)" >&2; exit 2; }
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for f in "$corpus"/*.tileirbc; do
  name=$(basename "$f")
  # tileirdisasm is 13.5: it prints 13.1's token-less `print` as 13.2's
  # `%t = print_tko ... -> token`; map that spelling back to 13.1.
  { echo "cuda_tile.module @kernels {"; "$disasm" "$f"; echo "}"; } > "$tmp/raw.mlir" 2> "$tmp/err" || { echo "SKIP $name (tileirdisasm failed)"; continue; }
  sed -E 's/^( *)%[A-Za-z0-9_]+ = print_tko (.*) -> token$/\1print \2/' "$tmp/raw.mlir" > "$tmp/in.mlir"
  if "$opt" "$tmp/in.mlir" -o "$tmp/a.mlir" 2> "$tmp/err" && "$opt" "$tmp/a.mlir" -o "$tmp/b.mlir" 2>> "$tmp/err" \
     && cmp -s "$tmp/a.mlir" "$tmp/b.mlir"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name: $(head -c 400 "$tmp/err" | head -3)"
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
