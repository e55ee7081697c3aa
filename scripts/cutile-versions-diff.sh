#!/usr/bin/env bash
# Differential check of bytecode 13.2-13.5 against NVIDIA's 13.5 tools, on what
# cuTile 1.7 writes (issue 13): every corpus kernel source is written by cuTile at
# each version (scripts/cutile-gen-bytecode.py, no tileiras involved); then
#  1. our tileirdisasm and NVIDIA's 13.5 tileirdisasm print the same (with and
#     without -g; test/tileirdisasm/Inputs/compare-with-reference.sh normalizes
#     the known printer differences);
#  2. our writer's bytes (tileas-translate tilebc -> MLIR -> tilebc, at the
#     writer's default version and at the file's own version) compile with
#     NVIDIA's tileiras 13.5 for sm_100.
# Usage: cutile-versions-diff.sh REFERENCE_DIR WORKDIR [kernel ...]
# (TILEAS_CUTILE_VERSIONS: the versions, default "13.2 13.3 13.4 13.5"; TILEAS_CORPUS:
# another corpus directory, as scripts/cutile-gen-bytecode.py reads it.)
# (REFERENCE_DIR: scripts/fetch-reference.sh's install, with bin/tileirdisasm and
# bin/tileiras-13.5; tileirdisasm and tileas-translate from PATH; cuTile installed
# by scripts/cutile-env.sh). Prints a summary line per check; exit 0 when all agree,
# 1 when something differs, 2 on a set-up error, 3 when PyPI cannot be reached.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ref=$1 work=$2
shift 2
versions=${TILEAS_CUTILE_VERSIONS:-"13.2 13.3 13.4 13.5"}
. "$root/scripts/cutile-env.sh"
cutile_env "$root" cutile-versions-diff || exit $?
rm -rf "$work" && mkdir -p "$work"
"$venv/bin/python" "$root/scripts/cutile-gen-bytecode.py" --out "$work/bc" --versions "${versions// /,}" \
  "${stub_args[@]}" "$@" || exit 2
status=0
for v in $versions; do
  "$root/test/tileirdisasm/Inputs/compare-with-reference.sh" "$(command -v tileirdisasm)" "$ref/bin/tileirdisasm" \
    "$work/disasm/$v" "$work/bc/$v"/*.tileirbc > "$work/disasm-$v.log" 2>&1
  same=$(grep -c '^same' "$work/disasm-$v.log") diff=$(grep -c '^DIFF' "$work/disasm-$v.log")
  echo "tileirdisasm $v: $same same, $diff differ"
  grep '^DIFF' "$work/disasm-$v.log"
  [ "$diff" -eq 0 ] || status=1
  pass=0 fail=0
  for f in "$work/bc/$v"/*.tileirbc; do
    n=$(basename "$f" .tileirbc) o=$work/rt/$v
    mkdir -p "$o"
    if ! tileas-translate --tilebc-to-mlir --mlir-print-debuginfo "$f" -o "$o/$n.mlir" 2> "$o/$n.err"; then
      fail=$((fail + 1)); echo "FAIL read $v $n: $(head -c 300 "$o/$n.err")"; continue
    fi
    for w in default "$v"; do
      opt=(); [ "$w" = default ] || opt=(--bytecode-version="$w")
      if tileas-translate --mlir-to-tilebc "${opt[@]}" "$o/$n.mlir" -o "$o/$n.$w.tileirbc" 2> "$o/$n.$w.err" \
        && "$ref/bin/tileiras-13.5" --gpu-name sm_100 -o "$o/$n.$w.cubin" "$o/$n.$w.tileirbc" 2>> "$o/$n.$w.err" \
        && [ -s "$o/$n.$w.cubin" ]; then
        pass=$((pass + 1))
      else
        fail=$((fail + 1)); echo "FAIL $v $n (written at $w): $(head -c 300 "$o/$n.$w.err")"
      fi
    done
  done
  echo "tileiras-13.5 accepts our bytes $v: $pass accepted, $fail failed"
  [ "$fail" -eq 0 ] || status=1
done
exit $status
