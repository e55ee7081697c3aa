#!/usr/bin/env bash
# Differential check of our bytecode writer against NVIDIA's tileiras 13.1:
# for every corpus kernel that tileiras compiles as shipped, the bytes we write
# after reading it (tileas-translate --tilebc-to-mlir | --mlir-to-tilebc) must
# compile too. Usage: tileiras-accepts-our-bytecode.sh TILEIRAS CORPUS_DIR WORKDIR
# (tileas-translate from PATH). Prints one line per kernel and a summary.
set -uo pipefail
tileiras=$1 corpus=$2 work=$3
mkdir -p "$work"
pass=0 fail=0 skipped=0
for f in "$corpus"/*.tileirbc; do
  name=$(basename "$f" .tileirbc)
  gpu=sm_100; case $name in *.sm_120) gpu=sm_120;; esac
  if ! "$tileiras" --gpu-name="$gpu" -o "$work/$name.ref.cubin" "$f" >/dev/null 2>&1; then
    echo "SKIP $name (tileiras rejects the original too)"; skipped=$((skipped + 1)); continue
  fi
  if tileas-translate --tilebc-to-mlir --mlir-print-debuginfo "$f" -o "$work/$name.mlir" \
     && tileas-translate --mlir-to-tilebc "$work/$name.mlir" -o "$work/$name.tileirbc" \
     && "$tileiras" --gpu-name="$gpu" -o "$work/$name.cubin" "$work/$name.tileirbc" 2> "$work/$name.err" \
     && [ -s "$work/$name.cubin" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL $name: $(head -c 300 "$work/$name.err" 2>/dev/null)"
  fi
done
echo "$pass passed, $fail failed, $skipped skipped"
[ "$fail" -eq 0 ]
