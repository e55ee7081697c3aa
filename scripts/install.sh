#!/usr/bin/env bash
# Installs tileas as a relocatable tree, laid out like NVIDIA's CUDA toolkit and
# its nvidia-cuda-tileiras wheel:
#
#   DIR/bin/tileiras, tileas-opt, tileas-translate (and tileirdisasm when built)
#   DIR/bin/cuda-tile-opt, cuda-tile-translate  (links: NVIDIA's open-source
#                                            cuda-tile tool names; run under them,
#                                            tileas-translate acts as the 13.1 tool)
#   DIR/include/cuda_tile-c, tileas-c       (the C API headers)
#   DIR/bin/ptxas                           (from the toolkit tileiras would use)
#   DIR/lib/libTileasCAPI.so, libMLIR-C.so  (every library the binaries load
#                                            from target/; system LLVM/MLIR stay
#                                            where Debian puts them)
#   DIR/nvvm/libdevice/libdevice.10.bc
#
# The binaries find their libraries through a `$ORIGIN/../lib` rpath (set with
# patchelf), and tileiras finds ptxas and libdevice next to itself
# (docs/driver.md), so DIR can be moved or copied anywhere and needs neither
# CUDA_HOME nor a ptxas on PATH.
#
# Usage: scripts/install.sh --prefix DIR [--no-build]
#   --prefix DIR  where to install (created; files of an earlier install are replaced)
#   --no-build    use target/release as it is (default: `cargo build --release` first,
#                 a no-op when the build is up to date)
# The toolkit pieces come from where tileiras looks: $CUDA_ROOT, $CUDA_HOME,
# $CUDA_PATH, ptxas on PATH, then .cuda/ (scripts/setup.sh --cuda-only fills it).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

die() { echo "install: error: $*" >&2; exit 1; }

PREFIX=""
BUILD=1
while (($#)); do
  case "$1" in
    --prefix) (($# >= 2)) || die "--prefix needs a directory"; PREFIX=$2; shift 2 ;;
    --prefix=*) PREFIX=${1#--prefix=}; shift ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (usage: scripts/install.sh --prefix DIR [--no-build])" ;;
  esac
done
[ -n "$PREFIX" ] || die "no --prefix given (usage: scripts/install.sh --prefix DIR [--no-build])"
command -v patchelf >/dev/null ||
  die "patchelf is needed to set the \$ORIGIN/../lib rpath; run scripts/setup.sh --deps-only or apt-get install patchelf"

TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
case "$TARGET_DIR" in /*) ;; *) TARGET_DIR=$ROOT/$TARGET_DIR ;; esac
RELEASE=$TARGET_DIR/release
REQUIRED=(tileiras tileas-opt tileas-translate)
OPTIONAL=(tileirdisasm)

if ((BUILD)); then
  bins=()
  for b in "${REQUIRED[@]}"; do bins+=(--bin "$b"); done
  # tileirdisasm only when the workspace has such a binary target.
  if cargo metadata --no-deps --format-version 1 2>/dev/null | python3 -c '
import json, sys
meta = json.load(sys.stdin)
sys.exit(0 if any(t["name"] == "tileirdisasm" and "bin" in t["kind"]
                  for p in meta["packages"] for t in p["targets"]) else 1)'; then
    bins+=(--bin tileirdisasm)
  fi
  echo "install: cargo build --release ${bins[*]}" >&2
  cargo build --release "${bins[@]}" >&2
fi

BINARIES=()
for b in "${REQUIRED[@]}"; do
  [ -x "$RELEASE/$b" ] || die "$RELEASE/$b is missing; build it (cargo build --release) or drop --no-build"
  BINARIES+=("$b")
done
for b in "${OPTIONAL[@]}"; do
  if [ -x "$RELEASE/$b" ]; then BINARIES+=("$b"); fi
done

# --- the toolkit pieces, found as tileiras finds them (tools/tileiras/src/cuda.rs) ---
PTXAS="" LIBDEVICE=""
for root in "${CUDA_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}"; do
  [ -n "$root" ] || continue
  if [ -z "$PTXAS" ] && [ -x "$root/bin/ptxas" ]; then PTXAS=$root/bin/ptxas; fi
  if [ -z "$LIBDEVICE" ] && [ -f "$root/nvvm/libdevice/libdevice.10.bc" ]; then
    LIBDEVICE=$root/nvvm/libdevice/libdevice.10.bc
  fi
done
if on_path=$(command -v ptxas 2>/dev/null); then
  [ -n "$PTXAS" ] || PTXAS=$on_path
  tk=$(dirname "$(dirname "$(readlink -f "$on_path")")")
  if [ -z "$LIBDEVICE" ] && [ -f "$tk/nvvm/libdevice/libdevice.10.bc" ]; then
    LIBDEVICE=$tk/nvvm/libdevice/libdevice.10.bc
  fi
fi
if [ -z "$PTXAS" ] && [ -x "$ROOT/.cuda/bin/ptxas" ]; then PTXAS=$ROOT/.cuda/bin/ptxas; fi
if [ -z "$LIBDEVICE" ] && [ -f "$ROOT/.cuda/nvvm/libdevice/libdevice.10.bc" ]; then
  LIBDEVICE=$ROOT/.cuda/nvvm/libdevice/libdevice.10.bc
fi
fix="set CUDA_HOME to a CUDA 13 toolkit or run scripts/setup.sh --cuda-only (installs NVIDIA's wheels into .cuda/)"
[ -n "$PTXAS" ] || die "no ptxas found (\$CUDA_ROOT, \$CUDA_HOME, \$CUDA_PATH, PATH, $ROOT/.cuda); $fix"
[ -n "$LIBDEVICE" ] || die "no libdevice.10.bc found (\$CUDA_ROOT, \$CUDA_HOME, \$CUDA_PATH, the toolkit of ptxas on PATH, $ROOT/.cuda); $fix"

# --- install ---------------------------------------------------------------------
mkdir -p "$PREFIX/bin" "$PREFIX/lib" "$PREFIX/nvvm/libdevice"
PREFIX=$(cd "$PREFIX" && pwd)

# The rpath entries of a file that do not depend on where it lies (system
# LLVM/MLIR), `:`-separated, after `first`.
rpath_with() {
  local first=$1 file=$2 keep=$1 entry
  local old
  old=$(patchelf --print-rpath "$file")
  IFS=: read -r -a entries <<<"$old"
  for entry in "${entries[@]}"; do
    case "$entry" in ''|'$ORIGIN'*|"$TARGET_DIR"*|"$ROOT"*) ;; *) keep+=":$entry" ;; esac
  done
  printf '%s' "$keep"
}

# Copies `from` to `to` (atomically) with a new rpath, keeping the build's mtime
# (tileiras --version reports it as `Built on`).
install_elf() {
  local from=$1 to=$2 rpath=$3 mode=$4 tmp
  tmp="$(dirname "$to")/.$(basename "$to").install-tmp"
  cp -L "$from" "$tmp"
  chmod "$mode" "$tmp"
  patchelf --set-rpath "$(rpath_with "$rpath" "$tmp")" "$tmp"
  touch -r "$from" "$tmp"
  mv -f "$tmp" "$to"
}

# Libraries the binaries load from the build tree (ldd lists them transitively).
declare -A LIBS=()
for b in "${BINARIES[@]}"; do
  while read -r name arrow path _; do
    [ "$arrow" = "=>" ] || continue
    [ "$path" != "not" ] || die "$RELEASE/$b: library $name not found (ldd)"
    case "$(readlink -f "$path")" in
      "$TARGET_DIR"/*|"$ROOT"/*) LIBS[$name]=$path ;;
    esac
  done < <(env -u LD_LIBRARY_PATH ldd "$RELEASE/$b")
done
((${#LIBS[@]})) || die "ldd found no tileas libraries behind $RELEASE/tileiras (expected libTileasCAPI.so)"

for b in "${BINARIES[@]}"; do
  install_elf "$RELEASE/$b" "$PREFIX/bin/$b" '$ORIGIN/../lib' 755
done
for name in "${!LIBS[@]}"; do
  install_elf "${LIBS[$name]}" "$PREFIX/lib/$name" '$ORIGIN' 644
done
# NVIDIA's names, as relative links (the tree stays relocatable).
ln -sfn tileas-opt "$PREFIX/bin/cuda-tile-opt"
ln -sfn tileas-translate "$PREFIX/bin/cuda-tile-translate"
mkdir -p "$PREFIX/include"
for dir in cuda_tile-c tileas-c; do
  rm -rf "$PREFIX/include/$dir"
  cp -r "$ROOT/cpp/include/$dir" "$PREFIX/include/$dir"
done
cp -L "$PTXAS" "$PREFIX/bin/.ptxas.install-tmp"
chmod 755 "$PREFIX/bin/.ptxas.install-tmp"
mv -f "$PREFIX/bin/.ptxas.install-tmp" "$PREFIX/bin/ptxas"
cp -L "$LIBDEVICE" "$PREFIX/nvvm/libdevice/.libdevice.10.bc.install-tmp"
mv -f "$PREFIX/nvvm/libdevice/.libdevice.10.bc.install-tmp" "$PREFIX/nvvm/libdevice/libdevice.10.bc"

# --- check: every binary loads its libraries from the tree, none from target/ -------
for b in "${BINARIES[@]}"; do
  deps=$(env -u LD_LIBRARY_PATH ldd "$PREFIX/bin/$b")
  while read -r name arrow path _; do
    [ "$arrow" = "=>" ] || continue
    [ "$path" != "not" ] || die "$PREFIX/bin/$b does not find $name:"$'\n'"$deps"
    if [ -n "${LIBS[$name]:-}" ] && [ "$(readlink -f "$path")" != "$PREFIX/lib/$name" ]; then
      die "$PREFIX/bin/$b loads $name from $path, not $PREFIX/lib"
    fi
  done <<<"$deps"
done
"$PREFIX/bin/tileiras" --version >/dev/null || die "$PREFIX/bin/tileiras --version failed"

echo "install: installed into $PREFIX:" >&2
echo "  bin: ${BINARIES[*]} cuda-tile-opt cuda-tile-translate ptxas (from $PTXAS)" >&2
echo "  include: cuda_tile-c tileas-c" >&2
echo "  lib: ${!LIBS[*]}" >&2
echo "  nvvm/libdevice/libdevice.10.bc (from $LIBDEVICE)" >&2
