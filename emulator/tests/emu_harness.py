"""What the emulator's hand-written GPU-module tests share (warp_shuffle.py,
warp_mma.py, tcgen05.py, cp_async.py, tma.py, tma_store.py, cluster.py,
cta_pair.py): building a module into a runtime library and the runtime's ctypes set-up. Each
test keeps its own kernel ABI and references."""
import argparse
import ctypes
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
EMU_DIR = HERE.parent
sys.path.insert(0, str(EMU_DIR))

import emulate  # noqa: E402
import hostprep  # noqa: E402


def build(test, module, work, race_check=True):
    """Rewrites `module` (a GPU module under emulator/tests) for the host with
    tileas-emu-prep, compiles it with the runtime into a shared library in
    `work`; returns (library path, the prep's JSON). Exits naming what is
    missing or not emulatable (`test` names the caller in the message)."""
    prep = os.environ.get("TILEAS_EMU_PREP") or hostprep.find_tool(EMU_DIR.parent / "target/release/tileiras")
    if not prep:
        sys.exit(f"{test}: tileas-emu-prep not found (cargo build --release -p tileas-emu-prep)")
    for name in ("mlir-translate-22", "clang-22"):
        if not emulate.tool(name):
            sys.exit(f"{test}: {name} not found (apt-get install clang-22 mlir-22-tools)")
    stem = Path(module).stem + ("" if race_check else ".norace")
    host = work / f"{stem}.host.mlir"
    info = hostprep.prepare(prep, HERE / module, host, work / f"{stem}.json", race_check=race_check)
    why = hostprep.not_emulatable(info)
    if why:
        sys.exit(f"{test}: not emulatable: {why}")
    ll = work / f"{stem}.ll"
    subprocess.run([emulate.tool("mlir-translate-22"), "--mlir-to-llvmir", str(host), "-o", str(ll)], check=True)
    so = work / f"{stem}.so"
    subprocess.run([emulate.tool("clang-22"), "-O1", "-g0", "-shared", "-fPIC", "-Wno-override-module",
                    "-Wl,-Bsymbolic", "-Wl,-z,defs", str(ll), str(EMU_DIR / "runtime.c"), "-lm", "-o", str(so)],
                   check=True)
    return so, info


class Runtime:
    """The runtime library of one built module: launch, allocation and the
    counters every test reads."""

    def __init__(self, so):
        self.lib = lib = emulate.bind_runtime(ctypes.CDLL(str(so)))
        # (getattr: a double-underscore name would be mangled inside a class)
        getattr(lib, "__emu_init")()
        self.entry = ctypes.cast(getattr(lib, "__emu_entry"), ctypes.c_void_p).value

    def array(self, np, values):
        """Copies `values` into runtime memory; returns (address, a view of it)."""
        base = self.lib.emu_alloc(values.nbytes)
        view = np.frombuffer((ctypes.c_uint8 * values.nbytes).from_address(base), dtype=values.dtype)
        view[...] = values
        return base, view


def command_line(doc, test, seed):
    """The tests' shared command line (`--workdir DIR`, `--seed N`): the parsed
    arguments, the work directory (kept when given, else a temporary one) and
    the temporary directory object to keep alive (None when kept)."""
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("--workdir", help="keep the build products here")
    p.add_argument("--seed", type=int, default=seed)
    args = p.parse_args()
    if args.workdir:
        work = Path(args.workdir)
        work.mkdir(parents=True, exist_ok=True)
        return args, work, None
    tmp = tempfile.TemporaryDirectory(prefix=f"tileas-{test}-")
    return args, Path(tmp.name), tmp
