#!/usr/bin/env bash
# The host-ABI bar of issue #15 over the whole corpus: every kernel at sm_100 and
# sm_120 (against NVIDIA's tileiras 13.1) and sm_90 (against tileiras 13.5), our
# cubin's host module compared with NVIDIA's by the host-module comparison tool
# host_abi.py ($TILEAS_HOST_ABI_TOOL, default ../shared/tools/host_abi.py; --bar:
# symbols, tables, names, callback behaviour) and the ptxas command lines
# compared. Needs NVIDIA's reference tools (scripts/fetch-reference.sh, which
# this script runs) and a release build.
# Kernels split over CTA clusters are checked with the split off (below).
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
# Kernels whose tile blocks run on CTA clusters (cuda-tile-cluster-split: each
# CTA loads and stores its share of the rows, so its tensor maps have smaller
# boxes than NVIDIA's one-CTA kernel) differ by design; each must match NVIDIA's
# once the split is off (--cluster-ctas 1), or the bar fails.
tmplog=$(mktemp); trap 'rm -f "$tmplog"' EXIT
log=$tmplog
has_log=0
for x in "${args[@]}"; do [ "$x" = --log ] && has_log=1; done
((has_log)) || args+=(--log "$tmplog")
if python3 "$tool" --bar "$PWD/target/release/tileiras" --ref "$ref" --ref135 "$ref135" -j "$jobs" "${args[@]}" "${dirs[@]}"; then
  exit 0
fi
for ((i = 0; i < ${#args[@]}; i++)); do [ "${args[$i]}" = --log ] && log=${args[$((i + 1))]}; done
python3 - "$tool" "$log" "$ref" "$ref135" "${dirs[@]}" <<'PY'
import atexit, json, os, shutil, subprocess, sys, tempfile
tool, log, ref, ref135, dirs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
res = json.load(open(log))
bad = [r for r in res if r["status"] == "differ" or r.get("flags_ours", r.get("flags_nv")) != r.get("flags_nv")]
work = tempfile.mkdtemp(prefix="host-abi-cluster.")
atexit.register(shutil.rmtree, work, ignore_errors=True)
wrapper = os.path.join(work, "tileiras")
with open(wrapper, "w") as f:
    f.write(f'#!/bin/sh\nexec {os.path.abspath("target/release/tileiras")} --cluster-ctas 1 "$@"\n')
os.chmod(wrapper, 0o755)
unexplained = []
for r in bad:
    src = next((os.path.join(d, f"{r['kernel']}.tileirbc") for d in dirs
                if os.path.exists(os.path.join(d, f"{r['kernel']}.tileirbc"))), None)
    bc = src
    if r["target"].startswith("sm_12") and src and os.path.exists(src[: -len(".tileirbc")] + ".sm_120.tileirbc"):
        bc = src[: -len(".tileirbc")] + ".sm_120.tileirbc"
    ptx = subprocess.run(["target/release/tileiras", "--emit=ptx", "--gpu-name", r["target"], bc, "-o", "-"],
                         capture_output=True, text=True).stdout if bc else ""
    if ".blocksareclusters" not in ptx or r["status"] != "differ":
        unexplained.append(r)
        continue
    one = os.path.join(work, r["kernel"])
    sub = os.path.join(work, r["kernel"] + ".json")
    if not os.path.exists(sub):  # one run of the kernel's three targets
        os.makedirs(one)
        for f in os.listdir(os.path.dirname(src)):
            if f.startswith(r["kernel"] + ".") and f.endswith(".tileirbc"):
                os.symlink(os.path.abspath(os.path.join(os.path.dirname(src), f)), os.path.join(one, f))
        subprocess.run([sys.executable, tool, "--bar", wrapper, "--ref", ref, "--ref135", ref135, "--log", sub, one],
                       capture_output=True, text=True)
    again = [x for x in json.load(open(sub)) if x["target"] == r["target"]]
    if not again or again[0]["status"] != "match" or again[0].get("flags_ours") != again[0].get("flags_nv"):
        unexplained.append(r)
    else:
        print(f"host-abi: {r['kernel']}@{r['target']} runs on CTA clusters (cuda-tile-cluster-split): "
              f"with --cluster-ctas 1 its host module matches NVIDIA's")
if unexplained:
    print("host-abi: bar failed: " + ", ".join(f"{r['kernel']}@{r['target']}" for r in unexplained))
    sys.exit(1)
print(f"host-abi: bar met: {len(bad)} differing kernel×target pair(s), all cluster kernels that match with the split off")
PY
