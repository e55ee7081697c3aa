"""The emulator's view of a GPU module: runs `tileas-emu-prep` (emulator/prep,
a Rust tool that parses the LLVM-dialect module with MLIR's own parser and
rewrites it for the host on the parsed IR) and reads the JSON it writes.
Nothing here looks at MLIR text.

    info = prepare(tool, "k.llvm.mlir", "k.host.mlir", "k.rewrite.json")
    why = not_emulatable(info)   # [] when the runtime can run it

The JSON (emulator/README.md, "The dump"): kernel, params [{type, kind,
address_space, tensor_map}], kinds, kernels [{name, reqntid, params}], shared [{name,
type, alignment}], sregs {reg.axis or reg: count}, barriers, shuffles, traps, intrinsics,
matrix_ops {name: count} (the warp MMAs, ldmatrix and stmatrix, which the runtime
implements: not in intrinsics), tensor_ops {name: count} (the tcgen05,
mbarrier, cp.async and TMA intrinsics, likewise: known without being listed in
KNOWN_INTRINSICS), smem_accesses, address_casts, renamed {old: new},
unsupported [why].
"""

import itertools
import json
import shutil
import subprocess
from pathlib import Path

TOOL = "tileas-emu-prep"

# NVVM intrinsics runtime.c implements (`llvm.nvvm.` stripped).
KNOWN_INTRINSICS = frozenset(
    {"ff.to.e4m3x2.rn", "ff.to.e5m2x2.rn", "ff.to.e4m3x2.rn.relu", "ff.to.e5m2x2.rn.relu", "f2tf32.rna",
     "e4m3x2.to.f16x2.rn", "e5m2x2.to.f16x2.rn"}
    # conversions with a rounding mode (cuda_tile 13.4 ftof)
    | {"d2f.rz", "d2f.rm", "d2f.rp", "ff2f16x2.rz", "ff2bf16x2.rz", "f2tf32.rz"}
    # the warpgroup MMA's async protocol (wgmma.mma_async itself is inline asm)
    | {"wgmma.fence.sync.aligned", "wgmma.commit_group.sync.aligned", "wgmma.wait_group.sync.aligned"}
    # rounded arithmetic: {add,mul,div}.{rn,rz,rm,rp}[.ftz].{f,d}
    | {f"{op}.{rnd}{ftz}.{ty}" for op, rnd, ftz, ty in
       itertools.product(("add", "mul", "div"), ("rn", "rz", "rm", "rp"), ("", ".ftz"), ("f", "d"))}
    | {"div.approx.f", "div.approx.ftz.f", "div.full", "div.full.ftz"}
    # exp2 flush_to_zero
    | {"ex2.approx.ftz.f32"})


class PrepError(Exception):
    pass


def find_tool(tileiras=None):
    """tileas-emu-prep next to tileiras (cargo's target dir), else on PATH."""
    if tileiras:
        near = Path(tileiras).parent / TOOL
        if near.is_file():
            return str(near)
    return shutil.which(TOOL)


def prepare(tool, gpu_mlir, host_mlir, info_json, race_check=True):
    """Rewrites gpu_mlir into host_mlir; returns the parsed info_json."""
    cmd = [tool, str(gpu_mlir), "-o", str(host_mlir), "--info", str(info_json)]
    if not race_check:
        cmd.append("--no-race-check")
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise PrepError(f"{TOOL}: {proc.stderr.strip()[:400]}")
    return json.loads(Path(info_json).read_text())


def not_emulatable(info):
    """Why the runtime cannot run the module: NVVM intrinsics it does not
    implement and whatever the rewrite could not handle."""
    unknown = sorted(set(info["intrinsics"]) - KNOWN_INTRINSICS)
    return [f"llvm.nvvm.{u}" for u in unknown] + list(info["unsupported"])
