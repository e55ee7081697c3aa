#!/usr/bin/env bash
# Runs NVIDIA's open-source cuda-tile lit suite (its test/ directory) against
# tileas: `cuda-tile-opt` and `cuda-tile-translate` are tool-name aliases of our
# tileas-opt and tileas-translate (links in a directory first on PATH), and the
# C API test programs are built from the suite's sources against tileas'
# cuda_tile-c headers and libTileasCAPI.so, as NVIDIA's CMake builds them.
# NVIDIA's tests are never copied into this repository: give the script a
# checkout, or a git repository/mirror to export a revision from.
#
#   scripts/nvidia-cuda-tile-suite.sh /path/to/cuda-tile            # a checkout (has test/lit.cfg.py)
#   scripts/nvidia-cuda-tile-suite.sh /path/to/cuda-tile.git [REV]  # exports REV (default 0a78d51, 13.1)
#   scripts/nvidia-cuda-tile-suite.sh SRC [REV] -- [lit options]    # e.g. -- --filter invalid
#
# Installs `lit` 18.1.8 (PyPI) into target/nvidia-suite/venv when missing, builds the
# two tools in release mode when missing (TILEAS_BIN=DIR uses binaries from DIR
# instead), prints PASS/FAIL per file and a `N of M files pass` line; the exit
# status is 0 when every file passes. Work files go to target/nvidia-suite/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
src=$1; shift
rev=0a78d51
if [ $# -ge 1 ] && [ "$1" != "--" ]; then rev=$1; shift; fi
[ $# -ge 1 ] && [ "$1" = "--" ] && shift
lit_args=("$@")

work=$root/target/nvidia-suite
mkdir -p "$work"

# --- the suite's sources ------------------------------------------------------
if [ -f "$src/test/lit.cfg.py" ]; then
  suite=$(cd "$src" && pwd)
elif git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
  suite=$work/cuda-tile-$rev
  if [ ! -f "$suite/test/lit.cfg.py" ]; then
    rm -rf "$suite"; mkdir -p "$suite"
    git -C "$src" archive "$rev" | tar -x -C "$suite"
  fi
else
  echo "nvidia-cuda-tile-suite: $src is neither a cuda-tile checkout nor a git repository" >&2
  exit 2
fi

# --- lit ----------------------------------------------------------------------
# 18.1.8: lit from 23 on refuses the external shell that NVIDIA's lit.cfg.py
# asks for.
lit_version=18.1.8
venv=$work/venv
if ! "$venv/bin/python" -c "import lit, lit.llvm; assert lit.__version__ == '$lit_version'" >/dev/null 2>&1; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "lit==$lit_version"
fi

# --- the tools and their NVIDIA names -----------------------------------------
bin=${TILEAS_BIN:-$root/target/release}
if [ -z "${TILEAS_BIN:-}" ] && { [ ! -x "$bin/tileas-opt" ] || [ ! -x "$bin/tileas-translate" ]; }; then
  (cd "$root" && cargo build --release -p tileas-opt -p tileas-translate)
fi
aliases=$work/bin
rm -rf "$aliases"
mkdir -p "$aliases"
# Links, not wrapper scripts: run as cuda-tile-translate, tileas-translate
# stands in for NVIDIA's 13.1 tool (bytecode 13.1 only, that release's
# messages; tools/tileas-translate/src/main.rs).
for pair in cuda-tile-opt:tileas-opt cuda-tile-translate:tileas-translate; do
  ln -s "$bin/${pair#*:}" "$aliases/${pair%%:*}"
done

# --- the C API test programs NVIDIA's CMake would build ----------------------
# test/CAPI/CMakeLists.txt names each program and its C source; they are
# compiled as NVIDIA's build does, against tileas' cuda_tile-c headers and
# libTileasCAPI.so (in the tool directory, or lib/ beside it in an install).
llvm_inc=$(llvm-config-22 --includedir 2>/dev/null || echo /usr/lib/llvm-22/include)
capi_cmake=$suite/test/CAPI/CMakeLists.txt
if [ -f "$capi_cmake" ]; then
  python3 - "$capi_cmake" <<'PY' | while read -r program source; do
import re, sys
text = open(sys.argv[1]).read()
for name, body in re.findall(r"add_capi_test_executable\(\s*([\w-]+)(.*?)\)", text, re.S):
    sources = [w for w in body.split() if w.endswith(".c")]
    if sources:
        print(name, sources[0])
PY
    cc -I"$root/cpp/include" -I"$llvm_inc" "$suite/test/CAPI/$source" -o "$aliases/$program" \
      -L"$bin" -L"$bin/../lib" -Wl,-rpath,"$bin" -Wl,-rpath,"$bin/../lib" -lTileasCAPI -lMLIR-C
  done
fi

# --- the site configuration NVIDIA's CMake would write ------------------------
llvm_bin=$(llvm-config-22 --bindir 2>/dev/null || echo /usr/lib/llvm-22/bin)
llvm_lib=$(llvm-config-22 --libdir 2>/dev/null || echo /usr/lib/llvm-22/lib)
obj=$work/obj
mkdir -p "$obj/test"
cat > "$obj/test/lit.site.cfg.py" <<EOF
import sys
config.llvm_obj_root = "$(dirname "$llvm_bin")"
config.llvm_tools_dir = "$llvm_bin"
config.llvm_lib_dir = "$llvm_lib"
config.llvm_shlib_ext = ".so"
config.python_executable = "$venv/bin/python"
config.cuda_tile_tool_dir = "$aliases"
config.cuda_tile_obj_root = "$obj"
config.cuda_tile_lib_dir = "$obj/lib"
import lit.llvm
lit.llvm.initialize(lit_config, config)
lit_config.load_config(config, "$suite/test/lit.cfg.py")
EOF

# --- run ----------------------------------------------------------------------
log=$work/lit.log
set +e
PATH="$aliases:$llvm_bin:$PATH" "$venv/bin/lit" -v "${lit_args[@]}" "$obj/test" > "$log" 2>&1
status=$?
set -e
# One line per file: "PASS: CUDA_TILE :: Dialect/CudaTile/ops.mlir (1 of 40)".
results=$(grep -E '^(PASS|FAIL|XFAIL|XPASS|UNSUPPORTED|UNRESOLVED): ' "$log" | sed -E 's/ \([0-9]+ of [0-9]+\)$//' | sort -k3 || true)
if [ -z "$results" ]; then
  cat "$log" >&2
  echo "nvidia-cuda-tile-suite: lit ran no tests (log: $log)" >&2
  exit 1
fi
echo "$results"
total=$(echo "$results" | wc -l)
passed=$(echo "$results" | grep -c -E '^(PASS|XFAIL):' || true)
echo "$passed of $total files pass (suite: $suite; log: $log)"
exit $status
