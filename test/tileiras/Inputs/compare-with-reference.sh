#!/usr/bin/env bash
# Runs our tileiras and NVIDIA's (argument 1) on the same failing invocations and
# prints, per case, whether the exit statuses and the last stderr lines agree:
#   "same <case>" or "DIFF <case>: ours=<status> '<line>' nvidia=<status> '<line>'".
# Usage: compare-with-reference.sh NVIDIA_TILEIRAS CORPUS_DIR SCRATCH_DIR
set -uo pipefail
ref=$1 corpus=$2 dir=$3
mkdir -p "$dir" && cd "$dir" || exit 2
printf 'hello' > hello
echo 'module {}' | mlir-opt --emit-bytecode -o mlir.bc
head -c 100 "$corpus/saxpy_f32.tileirbc" > trunc.tileirbc
k="$corpus/saxpy_f32.tileirbc"
cases=(
  "no-input|"
  "missing|nope.tileirbc"
  "directory|."
  "not-bytecode|hello"
  "not-bytecode-O4|-O4 hello"
  "mlir-bytecode|mlir.bc"
  "truncated|trunc.tileirbc"
  "truncated-O4|-O4 trunc.tileirbc"
  "opt-level-4|-O4 $k"
  "opt-level-neg|--opt-level=-1 $k"
  "debug-O3|-g $k"
  "debug-O2|--device-debug -O2 $k"
  "debug-O4|-g -O4 $k"
  "gpu-sm_100a|--gpu-name=sm_100a $k"
  "host-arch|--host-arch=riscv $k"
  "host-os|--host-os=macos $k"
  "sanitize|--sanitize=asan $k"
  "two-inputs|$k $k"
)
for c in "${cases[@]}"; do
  name=${c%%|*} args=${c#*|}
  # shellcheck disable=SC2086
  tileiras $args -o ours.o >/dev/null 2>ours.err; o=$?
  # shellcheck disable=SC2086
  "$ref" $args -o theirs.o >/dev/null 2>theirs.err; t=$?
  ol=$(grep -v '^ *$' ours.err | tail -1) tl=$(grep -v '^ *$' theirs.err | tail -1)
  # Command-line errors: only the status is compared (clap and LLVM cl word them differently).
  case $name in gpu-*|host-*|sanitize|two-inputs) wording=any ;; *) wording=same ;; esac
  if [ "$o" = "$t" ] && { [ $wording = any ] || [ "$ol" = "$tl" ]; }; then
    echo "same $name"
  else
    echo "DIFF $name: ours=$o '$ol' nvidia=$t '$tl'"
  fi
  [ -e ours.o ] && echo "LEFT-OVER ours.o after $name" && rm -f ours.o
  rm -f theirs.o
done
