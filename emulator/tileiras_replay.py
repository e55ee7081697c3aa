#!/usr/bin/env python3
"""A `tileiras` stand-in for a GPU machine that has neither tileas nor
NVIDIA's tileiras: it answers cuTile Python's calls with cubins compiled
beforehand on a build machine (emulator/gpu_run.py prepare --cutile), so that
scripts/gpu-check.py --mode ct-launch can launch them through cuTile's own
ct.launch. Copied into DIR as `tileiras` next to:

  version.txt      what `tileiras --version` printed on the build machine
  <kernel>.cubin   the compiler's cubin of cuTile's bytecode of corpus kernel
                   <kernel>, for the GPU's target
  kernels.json     {kernel function name: kernel}

A compile picks the cubin whose kernel's function name the bytecode holds
(cuTile's version probe, a module with no kernel, gets exit 0 and an empty
output) and keeps the bytecode it was given under DIR/seen/, so the build
machine can check afterwards that it compiles to the very cubin served.
"""
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv):
    if "--version" in argv:
        sys.stdout.write((HERE / "version.txt").read_text())
        return 0
    out, inputs, i = None, [], 0
    while i < len(argv):
        a = argv[i]
        if a in ("-o", "--output-file"):
            out, i = argv[i + 1], i + 2
            continue
        if a.startswith("--output-file="):
            out = a.split("=", 1)[1]
        elif a in ("--gpu-name", "--arch", "-l", "--remarks-output-file", "--opt-level"):
            i += 1
        elif not a.startswith("-"):
            inputs.append(a)
        i += 1
    if out is None or len(inputs) != 1:
        print(f"tileiras (replay): cannot read the command line {argv}", file=sys.stderr)
        return 2
    data = Path(inputs[0]).read_bytes()
    seen = HERE / "seen"
    seen.mkdir(exist_ok=True)
    import json
    names = json.loads((HERE / "kernels.json").read_text())
    found = sorted((f for f in names if f.encode() in data), key=len, reverse=True)
    tag = names[found[0]] if found else "probe"
    (seen / f"{tag}.{len(list(seen.iterdir()))}.tileirbc").write_bytes(data)
    if not found:
        Path(out).write_bytes(b"")
        return 0
    shutil.copy(HERE / f"{names[found[0]]}.cubin", out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
