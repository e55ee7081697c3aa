#!/usr/bin/env bash
# GPU checks for a machine that has a GPU but not our toolchain (the project's
# lent GPU machines: bare, 15 minutes of device time per session, no network).
# docs/gpu-runs.md describes the checks and what they found.
#
#   scripts/gpu-lease.sh prepare [--gpu-name sm_90]   # here: fills .gpu/ and .whl/
#   scripts/gpu-lease.sh run                          # there, from the repository root
#
# prepare compiles every corpus kernel with our tileiras and NVIDIA's
# (emulator/gpu_run.py prepare: cubins, PTX, launch descriptions, host modules),
# builds the cuTile stand-in directories .gpu/replay/{ours,nvidia} (cuTile 1.7's
# bytecode of the ct.launch kernels compiled by each driver, served by
# emulator/tileiras_replay.py) and downloads the cuda-tile wheel into .whl/;
# both folders are git-ignored (.git/info/exclude), so name them in the device
# tool's `carry`. run installs the wheel, then: (1) gpu_run.py's checks of every
# kernel, ours and NVIDIA's, in parallel; (2) gpu-check.py on our cubins
# (CuPy, explicit block dims); (3) gpu-check.py --mode ct-launch through
# cuTile's ct.launch with each stand-in; (4) timings (20 launches per kernel)
# when TILEAS_GPU_BENCH=1. Everything goes to $OUT (default /tmp/gpu-out) as
# gpu-run.tgz, plus checks.log and bench.log.
set -uo pipefail
cd "$(dirname "$0")/.."
CT_KERNELS="vec_add_f32 saxpy_f32 softmax_rows_f32 layernorm_fwd_f16 matmul_f16"
die() { echo "gpu-lease: $*" >&2; exit 2; }

prepare() {
  local sm=sm_90
  [ "${1:-}" = "--gpu-name" ] && sm=$2
  local ref=${TILEAS_REFERENCE:-$HOME/.cache/tileas-reference/13.1.80/bin/tileiras-13.5}
  [ "${sm#sm_}" -ge 100 ] && ref=${TILEAS_REFERENCE:-$HOME/.cache/tileas-reference/13.1.80/bin/tileiras}
  local exclude; exclude=$(git rev-parse --git-path info/exclude)
  mkdir -p "$(dirname "$exclude")"
  for p in /.gpu/ /.whl/; do grep -qsx "$p" "$exclude" || echo "$p" >> "$exclude"; done
  rm -rf ".gpu/$sm" .gpu/replay
  local nv=()
  [ -x "$ref" ] && nv=(--nvidia-tileiras "$ref")
  python3 emulator/gpu_run.py prepare --out ".gpu/$sm" --gpu-name "$sm" "${nv[@]}" || true
  python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
    --platform manylinux_2_28_x86_64 --platform manylinux2014_x86_64 -d .whl "cuda-tile==1.7.0" ||
    echo "gpu-lease: no cuda-tile wheel (the ct.launch check will be skipped)"
  # cuTile's bytecode of the ct.launch kernels, compiled by each driver
  source scripts/cutile-env.sh && cutile_env "$PWD" gpu-lease || return
  local bc; bc=$(mktemp -d)
  "$venv/bin/python" scripts/cutile-gen-bytecode.py --out "$bc" --versions 13.4 --gpu-name "$sm" --like-device \
    "${stub_args[@]}" $CT_KERNELS || return
  for c in ours nvidia; do
    local d=.gpu/replay/$c drv=target/release/tileiras
    [ $c = nvidia ] && drv=$ref
    [ -x "$drv" ] || continue
    mkdir -p "$d"
    for f in "$bc"/13.4/*.tileirbc; do "$drv" --gpu-name "$sm" -O3 "$f" -o "$d/$(basename "$f" .tileirbc).cubin"; done
    "$drv" --version > "$d/version.txt"
    cp emulator/tileiras_replay.py "$d/tileiras"
    python3 - "$d" <<'PY'
import json, sys
from pathlib import Path
d = Path(sys.argv[1])
m = json.loads(Path("corpus/manifest.json").read_text())
names = {k["kernel_function"]: k["name"] for k in m["kernels"] if (d / f"{k['name']}.cubin").is_file()}
(d / "kernels.json").write_text(json.dumps(names))
PY
  done
  rm -rf "$bc"
  du -sh .gpu .whl
}

# The device tool brings back at most 8 files: everything is written to a
# work folder and packed into $OUT/gpu-run.tgz (with the checks' and
# timings' logs beside it), also when a timeout ends the run.
pack() {
  tar czf "$final/gpu-run.tgz" -C "$out" . 2>/dev/null
  cp "$out/checks.log" "$out/bench.log" "$final/" 2>/dev/null
  return 0
}

run() {
  local dir
  final=${OUT:-/tmp/gpu-out}
  out=$(mktemp -d /tmp/gpu-run.XXXXXX)
  mkdir -p "$final"
  trap pack EXIT
  trap 'exit 143' TERM INT
  dir=$(ls -d .gpu/sm_* 2>/dev/null | head -1)
  [ -n "$dir" ] || die "no .gpu/sm_*: run 'scripts/gpu-lease.sh prepare' on the build machine and carry .gpu"
  export PYTHONUNBUFFERED=1
  { date; nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv; } 2>&1 | tee "$out/env.txt"
  if ls .whl/*.whl >/dev/null 2>&1; then
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl &&
      export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
  fi
  # cuTile may run tileiras with a PATH that lacks this python: the stand-ins name it
  sed -i "1s|.*|#!$(command -v python3)|" .gpu/replay/*/tileiras 2>/dev/null
  timeout 150 python3 emulator/gpu_run.py run "$dir" --jobs 10 --timeout 25 --json "$out/checks.json" \
    > "$out/checks.log" 2>&1 &
  timeout 100 python3 scripts/gpu-check.py --cubins "$dir/ours" --launch-all --timeout 25 2>&1 | tee "$out/gpu-check-cupy.log"
  for c in ours nvidia; do
    [ -x .gpu/replay/$c/tileiras ] || continue
    timeout 60 python3 scripts/gpu-check.py --mode ct-launch --timeout 20 --tileiras .gpu/replay/$c/tileiras \
      $CT_KERNELS 2>&1 | tee "$out/ct-launch-$c.log"
  done
  tar czf "$out/seen.tgz" .gpu/replay/*/seen 2>/dev/null
  wait
  cat "$out/checks.log"
  if [ "${TILEAS_GPU_BENCH:-0}" = 1 ]; then
    timeout 300 python3 emulator/gpu_run.py run "$dir" --bench 20 --timing-only --timeout 30 \
      --json "$out/bench.json" 2>&1 | tee "$out/bench.log"
  fi
}

case "${1:-}" in
  prepare) shift; prepare "$@" ;;
  run) run ;;
  *) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
