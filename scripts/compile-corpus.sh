#!/usr/bin/env bash
# Corpus acceptance test of the tileiras driver: compiles every kernel of the
# corpus (corpus/*.tileirbc) at -O3 for sm_100, sm_120 and sm_90 to a
# cubin (ptxas included) and prints one table row per kernel.
#
#   * non-matmul kernels must compile: exit status 0 and a non-empty cubin;
#   * matmul kernels (names containing matmul, gemm, attention or mma) must
#     either compile or fail with the lowering's "not yet supported"
#     diagnostic and exit status 5.
#
# The sm_120 run uses <kernel>.sm_120.tileirbc, the others <kernel>.tileirbc.
# Exit status: 0 when every row is ok, 1 when any is not, 2 on a setup error.
#
# Usage: scripts/compile-corpus.sh [--tileiras PATH] [--corpus DIR] [--out DIR]
#                                  [--archs "sm_100 sm_120 sm_90"] [--opt N]
#                                  [--filter SUBSTRING] [--keep]
#   --tileiras  the driver (default: target/release/tileiras of this checkout,
#               else `tileiras` on PATH)
#   --corpus    the corpus directory (default: $TILEAS_CORPUS or corpus/)
#   --out       where cubins and logs go (default: a temporary directory,
#               removed at the end unless --keep)
# ptxas: the driver's own search (CUDA_ROOT/CUDA_HOME/CUDA_PATH, PATH, .cuda/);
# when that finds nothing, NVIDIA's reference toolchain in
# ~/.cache/tileas-reference/13.1.80 (scripts/fetch-reference.sh) is used.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tileiras="" corpus="${TILEAS_CORPUS:-$root/corpus}" out="" keep=0
archs="sm_100 sm_120 sm_90" opt=3 filter=""
while [ $# -gt 0 ]; do
  case $1 in
    --tileiras) tileiras=$2; shift 2 ;;
    --corpus) corpus=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --archs) archs=$2; shift 2 ;;
    --opt) opt=$2; shift 2 ;;
    --filter) filter=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "compile-corpus: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

if [ -z "$tileiras" ]; then
  if [ -x "$root/target/release/tileiras" ]; then tileiras=$root/target/release/tileiras
  else tileiras=$(command -v tileiras || true); fi
fi
case $tileiras in */*) ;; ?*) tileiras=$(command -v "$tileiras" || true) ;; esac
if [ -z "$tileiras" ] || [ ! -x "$tileiras" ]; then
  echo "compile-corpus: no tileiras driver (build it: cargo build --release -p tileas-tileiras)" >&2
  exit 2
fi
if ! ls "$corpus"/*.tileirbc >/dev/null 2>&1; then
  echo "compile-corpus: no *.tileirbc in '$corpus' (set --corpus or TILEAS_CORPUS)" >&2
  exit 2
fi

# ptxas for the driver: its own search first, the reference toolchain last.
have_ptxas() {
  local v
  for v in "${CUDA_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}"; do
    [ -n "$v" ] && [ -x "$v/bin/ptxas" ] && return 0
  done
  command -v ptxas >/dev/null 2>&1 && return 0
  [ -x "$root/.cuda/bin/ptxas" ]
}
if ! have_ptxas; then
  ref="$HOME/.cache/tileas-reference/13.1.80"
  if [ -x "$ref/bin/ptxas" ]; then
    export CUDA_HOME=$ref
  else
    echo "compile-corpus: no ptxas (set CUDA_HOME, or run scripts/setup.sh --cuda-only)" >&2
    exit 2
  fi
fi

if [ -z "$out" ]; then
  out=$(mktemp -d "${TMPDIR:-/tmp}/compile-corpus.XXXXXX") || exit 2
  [ $keep = 1 ] || trap 'rm -rf "$out"' EXIT
else
  mkdir -p "$out" || exit 2
fi

is_matmul() { case $1 in *matmul*|*gemm*|*attention*|*mma*) return 0 ;; *) return 1 ;; esac; }

# One compile; prints the cell (ok, unsupported, FAIL(n)) and leaves the first
# error line in $out/<kernel>.<arch>.why.
compile_one() {
  local name=$1 arch=$2 input cubin log status
  if [ "$arch" = sm_120 ] && [ -f "$corpus/$name.sm_120.tileirbc" ]; then
    input=$corpus/$name.sm_120.tileirbc
  else
    input=$corpus/$name.tileirbc
  fi
  cubin=$out/$name.$arch.cubin log=$out/$name.$arch.log
  rm -f "$cubin"
  "$tileiras" -O"$opt" --gpu-name="$arch" -o "$cubin" "$input" >"$log" 2>&1
  status=$?
  if [ $status = 0 ] && [ -s "$cubin" ]; then
    echo ok; return
  fi
  local why
  why=$(grep -m1 -E 'error' "$log" || head -1 "$log")
  [ $status = 0 ] && why="exit status 0 but no cubin"
  echo "$why" > "$out/$name.$arch.why"
  if is_matmul "$name" && [ $status = 5 ] && grep -q 'not yet supported' "$log"; then
    echo unsupported; return
  fi
  echo "FAIL($status)"
}

arch_list=($archs)
printf '%-28s %-8s' kernel kind
for a in "${arch_list[@]}"; do printf ' %-12s' "$a"; done
printf ' %s\n' 'first error (failures)'

failures=0 rows=0 compiled=0 unsupported=0
for f in "$corpus"/*.tileirbc; do
  base=$(basename "$f" .tileirbc)
  case $base in *.sm_*) continue ;; esac
  [ -n "$filter" ] && case $base in *"$filter"*) ;; *) continue ;; esac
  rows=$((rows + 1))
  kind=plain; is_matmul "$base" && kind=matmul
  printf '%-28s %-8s' "$base" "$kind"
  note=""
  for a in "${arch_list[@]}"; do
    cell=$(compile_one "$base" "$a")
    printf ' %-12s' "$cell"
    case $cell in
      ok) compiled=$((compiled + 1)) ;;
      unsupported) unsupported=$((unsupported + 1)) ;;
      *) failures=$((failures + 1))
         [ -z "$note" ] && note="$a: $(cut -c1-160 "$out/$base.$a.why")" ;;
    esac
  done
  printf ' %s\n' "$note"
done

echo "compile-corpus: $rows kernels x ${#arch_list[@]} targets at -O$opt: $compiled compiled," \
     "$unsupported matmul not yet supported, $failures failed ($tileiras)"
[ $keep = 1 ] && echo "compile-corpus: cubins and logs in $out"
if [ $failures -gt 0 ]; then
  echo "compile-corpus: FAILED"
  exit 1
fi
echo "compile-corpus: all ok"
