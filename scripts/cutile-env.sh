# Sourced by the cuTile scripts (cutile-client-test.sh, cutile-versions-diff.sh):
# cutile_env ROOT PREFIX makes sure cuTile Python (PyPI `cuda-tile`, TILEAS_CUTILE_SPEC,
# default 1.7.0) is installed in its own virtual environment ($venv:
# TILEAS_CUTILE_VENV, default ROOT/target/cutile-venv; never with NVIDIA's tileiras
# wheel, which cuTile would prefer to ours) and, where the machine has no CUDA driver,
# builds the stand-in libcuda (scripts/stub-libcuda) and puts it on LD_LIBRARY_PATH
# ($stub_args: `--cuda-stub DIR`, or empty). Installs under a lock, so scripts run in
# parallel do not race. Returns 2 on a set-up error, 3 when PyPI cannot be reached.
cutile_env() {
  local root=$1 prefix=$2 spec=${TILEAS_CUTILE_SPEC:-cuda-tile==1.7.0}
  venv=${TILEAS_CUTILE_VENV:-$root/target/cutile-venv}
  mkdir -p "$(dirname "$venv")" || return 2
  (
    flock 9
    if ! "$venv/bin/python" -c 'import cuda.tile' >/dev/null 2>&1; then
      python3 -m venv "$venv" || exit 2
      if ! "$venv/bin/python" -m pip install -q --disable-pip-version-check "$spec"; then
        echo "$prefix: cannot install $spec from PyPI" >&2
        exit 3
      fi
    fi
  ) 9> "$venv.lock" || return $?
  if "$venv/bin/python" -m pip show -q nvidia-cuda-tileiras >/dev/null 2>&1; then
    echo "$prefix: $venv has NVIDIA's tileiras (nvidia-cuda-tileiras); cuTile would use it" >&2
    return 2
  fi
  stub_args=()
  if ! ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1'; then
    local stub=$root/target/stub-libcuda
    mkdir -p "$stub" || return 2
    if [ ! -f "$stub/libcuda.so.1" ] || [ "$root/scripts/stub-libcuda/stub_libcuda.c" -nt "$stub/libcuda.so.1" ]; then
      cc -shared -fPIC -O1 -o "$stub/libcuda.so.1" "$root/scripts/stub-libcuda/stub_libcuda.c" || return 2
    fi
    stub_args=(--cuda-stub "$stub")
    export LD_LIBRARY_PATH=$stub${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi
}
