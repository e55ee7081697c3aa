#!/usr/bin/env bash
# Installs NVIDIA's own TileIR tools, which only the differential tests use
# (lit files that REQUIRE `nvidia-reference`: our output against NVIDIA's), from
# NVIDIA's PyPI wheels into a cache outside the checkout. They are NVIDIA-licensed
# binaries: they are used to compare, never committed, never shipped.
#
#   scripts/fetch-reference.sh            # install when missing; prints the directory
#   scripts/fetch-reference.sh --check    # exit 0 when installed, 1 when not (no download)
#
# Where: $TILEAS_REFERENCE, default ~/.cache/tileas-reference/13.1.80 (the lit harness,
# tools/tileas-opt/tests/lit.rs, and bench/ look there), laid out as a CUDA_HOME:
#   bin/tileiras        NVIDIA's tileiras 13.1.80 (nvidia-cuda-tileiras), the compiler tileas reimplements
#   bin/ptxas           ptxas 13.1.80 (nvidia-cuda-nvcc); nvvm/lib64/libnvvm.so, nvvm/libdevice/ (nvidia-nvvm)
#   bin/tileirdisasm    NVIDIA's disassembler (13.5.37; 13.1 has none)
#   bin/cuobjdump, bin/nvdisasm   13.5.37, SASS of a cubin (bench/codegen)
#   bin/tileiras-13.5   tileiras 13.5.37 (the reference below sm_100), a wrapper that runs it on its own
#                       13.5.37 CUDA_HOME ($TILEAS_REFERENCE_135, default 13.5.37 beside the 13.1.80
#                       directory): 13.5's tileiras does not work with 13.1's ptxas and libnvvm. With
#                       PTX_CAPTURE_DIR set it runs on $TILEAS_REFERENCE_135/capture, whose ptxas copies
#                       the PTX it assembles to $PTX_CAPTURE_DIR/captured.ptx (NVIDIA's PTX, which the
#                       differential tests check).
# Needs python3 with pip and network access to PyPI; no GPU.
set -euo pipefail

V131=13.1.80
V135=13.5.37
DEST=${TILEAS_REFERENCE:-$HOME/.cache/tileas-reference/$V131}
DEST135=${TILEAS_REFERENCE_135:-$(dirname "$DEST")/$V135}

installed() {
  local f
  for f in "$DEST"/bin/{tileiras,ptxas,tileirdisasm,cuobjdump,nvdisasm,tileiras-13.5} "$DEST135"/bin/{tileiras,ptxas}; do
    [ -x "$f" ] || return 1
  done
  for f in "$DEST" "$DEST135"; do
    [ -f "$f/nvvm/libdevice/libdevice.10.bc" ] && [ -e "$f/nvvm/lib64/libnvvm.so" ] || return 1
  done
  # the PTX capture of the differential tests (PTX_CAPTURE_DIR, below)
  [ -x "$DEST135/capture/bin/ptxas" ] && grep -q PTX_CAPTURE_DIR "$DEST/bin/tileiras-13.5"
}

case "${1:-}" in
  --check) installed && exit 0; exit 1 ;;
  "") ;;
  *) echo "usage: scripts/fetch-reference.sh [--check]" >&2; exit 2 ;;
esac
if installed; then echo "$DEST"; exit 0; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# unpack VERSION PACKAGE...: downloads the wheels and unpacks them into $work/VERSION.
unpack() {
  local version=$1 wheel
  shift
  echo "fetch-reference: downloading $* $version from PyPI" >&2
  mkdir -p "$work/wheels-$version" "$work/$version"
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    -d "$work/wheels-$version" "${@/%/==$version}" >&2
  for wheel in "$work/wheels-$version"/*.whl; do
    python3 -m zipfile -e "$wheel" "$work/$version"
  done
}

# pick VERSION NAME: the one file called NAME in the unpacked wheels of VERSION.
pick() {
  local found
  found=$(find "$work/$1" -type f -name "$2" | head -n 1)
  [ -n "$found" ] || { echo "fetch-reference: $2 is not in the $1 wheels (did their layout change?)" >&2; exit 1; }
  echo "$found"
}

# home VERSION DIR: a CUDA_HOME in DIR.new with ptxas, libnvvm and libdevice of VERSION.
home() {
  local version=$1 dir=$2.new
  rm -rf "$dir"
  mkdir -p "$dir/bin" "$dir/nvvm/lib64" "$dir/nvvm/libdevice"
  install -m 755 "$(pick "$version" ptxas)" "$dir/bin/ptxas"
  install -m 755 "$(pick "$version" tileiras)" "$dir/bin/tileiras"
  install -m 644 "$(pick "$version" 'libnvvm.so*')" "$dir/nvvm/lib64/libnvvm.so.4"
  ln -s libnvvm.so.4 "$dir/nvvm/lib64/libnvvm.so"
  install -m 644 "$(pick "$version" libdevice.10.bc)" "$dir/nvvm/libdevice/libdevice.10.bc"
}

unpack "$V131" nvidia-cuda-tileiras nvidia-cuda-nvcc nvidia-nvvm
unpack "$V135" nvidia-cuda-tileiras nvidia-cuda-nvcc nvidia-nvvm nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm
home "$V131" "$DEST"
home "$V135" "$DEST135"
install -m 755 "$(pick "$V135" tileirdisasm)" "$DEST135.new/bin/tileirdisasm"
for tool in tileirdisasm cuobjdump nvdisasm; do
  install -m 755 "$(pick "$V135" "$tool")" "$DEST.new/bin/$tool"
done
# A CUDA_HOME whose ptxas also copies the PTX it is given to
# $PTX_CAPTURE_DIR/captured.ptx: NVIDIA's PTX for the differential tests.
mkdir -p "$DEST135.new/capture/bin"
cat > "$DEST135.new/capture/bin/ptxas" <<EOF
#!/usr/bin/env bash
for a in "\$@"; do case "\$a" in *.ptx) cp "\$a" "\${PTX_CAPTURE_DIR:-.}/captured.ptx" ;; esac; done
exec "$DEST135/bin/ptxas" "\$@"
EOF
chmod 755 "$DEST135.new/capture/bin/ptxas"
ln -s "$DEST135/nvvm" "$DEST135.new/capture/nvvm"
cat > "$DEST.new/bin/tileiras-13.5" <<EOF
#!/usr/bin/env bash
# NVIDIA's tileiras $V135 on its own CUDA_HOME (written by tileas' scripts/fetch-reference.sh);
# with PTX_CAPTURE_DIR set, on the one whose ptxas keeps a copy of the PTX there.
if [ -n "\${PTX_CAPTURE_DIR:-}" ]; then export CUDA_HOME="$DEST135/capture"; else export CUDA_HOME="$DEST135"; fi
exec "$DEST135/bin/tileiras" "\$@"
EOF
chmod 755 "$DEST.new/bin/tileiras-13.5"
for dir in "$DEST" "$DEST135"; do
  rm -rf "$dir" && mv "$dir.new" "$dir"
done
installed || { echo "fetch-reference: the installation in $DEST is incomplete" >&2; exit 1; }
echo "fetch-reference: installed NVIDIA's tileiras $V131 and $V135 in $DEST" >&2
echo "$DEST"
