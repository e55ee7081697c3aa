#!/usr/bin/env bash
# Client test: cuTile Python 1.7 (PyPI `cuda-tile==1.7.0`) uses OUR tileiras as its
# compiler. Installs cuTile into a virtual environment under target/ (once), builds a
# stand-in libcuda (scripts/stub-libcuda/stub_libcuda.c) when the machine has no CUDA
# driver, puts our tileiras first on PATH, then
#   1. runs cuTile's own bytecode-version probe (an empty module of each version it
#      offers, newest first, compiled with --gpu-name sm_120) and checks that it picks
#      the newest version cuTile offers (13.4 for cuTile 1.7);
#   2. compiles every corpus kernel source (corpus/kernels/*.py) through cuTile to a
#      cubin for each target (scripts/cutile-compile-check.py).
#
#   scripts/cutile-client-test.sh [--tileiras PATH] [--archs "sm_100 sm_120 sm_90"] [kernel ...]
#
# Environment: TILEAS_CUTILE_VENV (default target/cutile-venv), TILEAS_CUTILE_SPEC
# (default cuda-tile==1.7.0). Exit status: 0 all ok, 1 a check failed, 2 set-up error,
# 3 cuTile could not be installed (PyPI unreachable).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tileiras=$root/target/release/tileiras archs="sm_100 sm_120 sm_90"
kernels=()
while [ $# -gt 0 ]; do
  case $1 in
    --tileiras) tileiras=$2; shift 2 ;;
    --archs) archs=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "cutile-client-test: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    *) kernels+=("$1"); shift ;;
  esac
done
if [ ! -x "$tileiras" ]; then
  echo "cutile-client-test: no tileiras at $tileiras (cargo build --release -p tileas-tileiras)" >&2
  exit 2
fi
tileiras=$(cd "$(dirname "$tileiras")" && pwd)/$(basename "$tileiras")

# cuTile in its own virtual environment, and a stand-in driver library where there
# is no real one.
. "$root/scripts/cutile-env.sh"
cutile_env "$root" cutile-client-test || exit $?

# 1. cuTile's version probe against our tileiras.
probe=$(PATH=$(dirname "$tileiras"):$PATH CUDA_HOME= CUDA_PATH= CUDA_TILE_CACHE_DIR=off \
  "$venv/bin/python" - "$tileiras" <<'PY'
import sys, tempfile
from pathlib import Path
from cuda.tile import _compile as c
used = Path(c._find_compiler_bin().path).resolve()
if used != Path(sys.argv[1]).resolve():
    print(f"cuTile would compile with {used}")
    sys.exit(1)
offered = max(c._all_bytecode_versions(False))
with tempfile.TemporaryDirectory() as d:
    picked = c._get_max_supported_bytecode_version(d, False)
print(f"picked {picked.as_string()} offered {offered.as_string()}")
sys.exit(0 if picked == offered else 1)
PY
)
status=$?
echo "cutile-client-test: version probe: $probe"
[ $status = 0 ] || { echo "cutile-client-test: FAILED (version probe)"; exit 1; }

# 2. Every corpus kernel source to a cubin, per target.
failed=0
for arch in $archs; do
  echo "cutile-client-test: $arch"
  "$venv/bin/python" "$root/scripts/cutile-compile-check.py" --tileiras "$tileiras" --gpu-name "$arch" \
    "${stub_args[@]}" "${kernels[@]}" || failed=1
done
if [ $failed != 0 ]; then
  echo "cutile-client-test: FAILED"
  exit 1
fi
echo "cutile-client-test: all ok"
