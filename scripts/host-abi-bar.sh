#!/usr/bin/env bash
# The host-ABI bar of issue #15 over the whole corpus: every kernel at sm_100 and
# sm_120 (against NVIDIA's tileiras 13.1) and sm_90 (against tileiras 13.5), our
# cubin's host module compared with NVIDIA's by the host-module comparison tool
# host_abi.py ($TILEAS_HOST_ABI_TOOL, default ../shared/tools/host_abi.py; --bar:
# symbols, tables, names, callback behaviour) and the ptxas command lines
# compared. Needs NVIDIA's reference tools (scripts/fetch-reference.sh, which
# this script runs) and a release build.
# Usage: scripts/host-abi-bar.sh [-j N] [--log FILE] [KERNEL_DIR...]   (default: corpus/)
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${TILEAS_HOST_ABI_TOOL:-../shared/tools/host_abi.py}
[ -f "$tool" ] || { echo "host-abi-bar: $tool not found (set TILEAS_HOST_ABI_TOOL)" >&2; exit 2; }
ref=$(scripts/fetch-reference.sh)
ref135=${TILEAS_REFERENCE_135:-$(dirname "$ref")/13.5.37}
jobs=2
args=()
while (($#)); do
  case "$1" in
    -j) jobs=$2; shift 2 ;;
    --log) args+=(--log "$2"); shift 2 ;;
    *) break ;;
  esac
done
[ -x target/release/tileiras ] || cargo build --release -p tileas-tileiras
dirs=("$@")
((${#dirs[@]})) || dirs=(corpus)
exec python3 "$tool" --bar "$PWD/target/release/tileiras" --ref "$ref" --ref135 "$ref135" -j "$jobs" "${args[@]}" "${dirs[@]}"
