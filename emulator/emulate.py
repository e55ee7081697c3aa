#!/usr/bin/env python3
"""Runs corpus kernels compiled by our tileiras on the CPU and compares their
results with NumPy: a GPU-less counterpart of scripts/gpu-check.py.

    emulator/emulate.py                      # every non-matmul corpus kernel
    emulator/emulate.py vec_add_f32 saxpy_f32
    emulator/emulate.py --workdir /tmp/emu transpose_f32

Per kernel (emulator/README.md):
  1. `tileiras --emit=mlir -O3 --gpu-name sm_100` writes the LLVM-dialect module
     (LLVM + NVVM, what codegen would get);
  2. tileas-emu-prep (emulator/prep, run by emulator/hostprep.py) parses it with
     MLIR's parser and rewrites it for the host on the parsed IR (special
     registers, barriers and NVVM intrinsics become calls into
     emulator/runtime.c, address spaces go), adds an entry trampoline and
     writes what the emulator needs (kernel parameters, shared globals, ...)
     as JSON;
  3. mlir-translate-22 --mlir-to-llvmir, then clang-22 -O1 -shared with
     runtime.c (and compiler-rt's builtins for bf16) gives a .so;
  4. ctypes loads it; the runtime runs the grid's CTAs one after another (the
     CTAs of a thread-block cluster together), each with its nvvm.reqntid
     threads (128 without it) as coroutines, with real barriers, warp
     shuffles and warp matrix ops, on inputs shaped after corpus/manifest.json
     but shrunk (emulator/references.py);
  5. the outputs are compared with NumPy references (gpu-check.py's REFERENCES
     and those of references.py).
Each kernel runs in its own process (a fault in one does not stop the others).
Exit status: 0 all passed or skipped, 1 a kernel failed, 2 setup error. Without
NumPy, clang-22 or mlir-translate-22 it prints why and exits 0 (skipped).
"""

import argparse
import ctypes
import importlib.util
import json
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EMU_DIR = Path(__file__).resolve().parent
THREADS = 128  # the CTA size of a kernel without nvvm.reqntid (and of every corpus kernel)
MATMUL_WORDS = ("matmul", "gemm", "attention", "mma")
NUMPY_DTYPES = {
    "float32": "float32", "float16": "float16", "float64": "float64",
    "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
    "bool_": "bool",
    # stored as raw bits, decoded by references.decode
    "bfloat16": "uint16", "float8_e4m3fn": "uint8", "float8_e5m2": "uint8",
}
RAW_FORMATS = ("bfloat16", "float8_e4m3fn", "float8_e5m2")
CANARY = 64
SCHEDULES = ("forward", "reverse", "shuffle")

sys.path.insert(0, str(EMU_DIR))


def load_gpu_check():
    spec = importlib.util.spec_from_file_location("gpu_check", ROOT / "scripts/gpu-check.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def tool(name):
    return shutil.which(name) or (f"/usr/lib/llvm-22/bin/{name.replace('-22', '')}"
                                  if Path(f"/usr/lib/llvm-22/bin/{name.replace('-22', '')}").is_file() else None)


# ---------------------------------------------------------------- build

def build(entry, args, work):
    """tileiras -> tileas-emu-prep -> mlir-translate -> clang; returns (so path, prep info) or raises."""
    import hostprep
    name = entry["name"]
    variant = Path(args.corpus, f"{name}.sm_120.tileirbc")
    source = variant if args.gpu_name in ("sm_120", "sm_121") and variant.is_file() else \
        Path(args.corpus, f"{name}.tileirbc")
    if entry.get("probe"):
        source = EMU_DIR / "probes" / entry["probe"]
    if entry.get("for_target"):
        if target_cc(args.gpu_name) < entry.get("min_cc", 0):
            raise BuildError("SKIP", f"needs sm_{entry['min_cc']} or newer")
        source = probe_bytecode(source, args, work)
    gpu_mlir = work / f"{name}.llvm.mlir"
    so = work / f"{name}.so"
    prep = hostprep.find_tool(args.tileiras)
    if not prep:
        raise BuildError("FAIL", f"no {hostprep.TOOL} next to {args.tileiras} or on PATH "
                                 f"(cargo build --release -p {hostprep.TOOL})")
    # reuse the .so when nothing that went into it changed (same --workdir)
    inputs = [Path(args.tileiras), source, EMU_DIR / "runtime.c", EMU_DIR / "hostprep.py", Path(prep)]
    if entry.get("probe"):
        inputs += [Path(args.tileiras).parent / "tileas-opt", Path(args.tileiras).parent / "tileas-translate"]
    inputs = [p for p in inputs if p.exists()]
    stamp = json.dumps([[str(p), p.stat().st_mtime_ns, p.stat().st_size] for p in inputs]
                       + [args.opt, args.gpu_name, args.mutate, args.no_race_check, tileiras_flags(args)])
    stamp_file = work / f"{name}.stamp"
    info_file = work / f"{name}.rewrite.json"
    if so.is_file() and info_file.is_file() and stamp_file.is_file() and stamp_file.read_text() == stamp:
        return so, with_host_object(json.loads(info_file.read_text()), args, source, work)
    stamp_file.unlink(missing_ok=True)
    if entry.get("probe") and source.suffix != ".tileirbc":  # cuda_tile text: tileas-opt runs the same tileas-O<n> pipeline
        opt = Path(args.tileiras).parent / "tileas-opt"
        proc = subprocess.run([str(opt) if opt.is_file() else "tileas-opt", str(source), f"-tileas-O{args.opt}",
                               "-o", str(gpu_mlir)], capture_output=True, text=True)
    else:
        proc = subprocess.run([args.tileiras, "--emit=mlir", f"-O{args.opt}", f"--gpu-name={args.gpu_name}",
                               *tileiras_flags(args), "-o", str(gpu_mlir), str(source)], capture_output=True, text=True)
    if proc.returncode != 0:
        lines = [l for l in proc.stderr.splitlines() if l.strip()]
        why = next((l for l in lines if "error" in l), lines[0] if lines else "no message")
        # a matmul tileiras rejects (not yet supported): nothing to emulate
        status = "SKIP" if "not yet supported" in proc.stderr else "FAIL"
        why = why[why.find("error:"):] if "error:" in why else why
        raise BuildError(status, f"tileiras exit {proc.returncode}: {why[:300]}")
    host_mlir = work / f"{name}.host.mlir"
    try:
        info = hostprep.prepare(prep, gpu_mlir, host_mlir, info_file, race_check=not args.no_race_check)
    except hostprep.PrepError as e:
        raise BuildError("FAIL", str(e))
    if args.mutate:
        # self-test of the emulator: break the kernel on purpose (the user's regex
        # substitution on the rewritten module, every match); the check must then fail
        import re
        host, n = re.subn(args.mutate[0], args.mutate[1], host_mlir.read_text(), flags=re.M)
        if n == 0:
            raise BuildError("FAIL", f"--mutate: no match for {args.mutate[0]!r}")
        host_mlir.write_text(host)
    what = hostprep.not_emulatable(info)
    if what:
        raise BuildError("SKIP", "not emulatable: " + "; ".join(what[:3]))
    ll = work / f"{name}.ll"
    proc = subprocess.run([tool("mlir-translate-22"), "--mlir-to-llvmir", str(host_mlir), "-o", str(ll)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError("FAIL", f"mlir-translate on the rewritten module: {proc.stderr.strip()[:400]}")
    clang = tool("clang-22")
    rtlib = subprocess.run([clang, "--rtlib=compiler-rt", "-print-libgcc-file-name"], capture_output=True,
                           text=True).stdout.strip()
    cmd = [clang, "-O1", "-g0", "-shared", "-fPIC", "-Wno-override-module", "-Wl,-Bsymbolic", "-Wl,-z,defs",
           str(ll), str(EMU_DIR / "runtime.c")] + ([rtlib] if rtlib and Path(rtlib).is_file() else []) + \
          ["-lm", "-o", str(so)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError("FAIL", f"clang: {proc.stderr.strip()[:400]}")
    info = with_host_object(info, args, source, work)
    stamp_file.write_text(stamp)
    return so, info


def target_cc(gpu_name):
    """sm_XY[a|f] -> XY."""
    return int(gpu_name.removeprefix("sm_").rstrip("af"))


def probe_bytecode(source, args, work):
    """A probe written for every target (a bare `cuda_tile.module`) as
    bytecode (`tileas-translate`), which tileiras then compiles for
    --gpu-name like a corpus kernel (and writes the host object of, for a
    kernel that takes TMA descriptors)."""
    out = work / f"{source.stem}.tileirbc"
    translate = Path(args.tileiras).parent / "tileas-translate"
    if not out.is_file() or out.stat().st_mtime_ns < source.stat().st_mtime_ns:
        proc = subprocess.run([str(translate) if translate.is_file() else "tileas-translate", "--mlir-to-cudatilebc",
                               str(source), "-o", str(out)], capture_output=True, text=True)
        if proc.returncode != 0:
            out.unlink(missing_ok=True)
            raise BuildError("FAIL", f"tileas-translate: {(proc.stderr.strip().splitlines() or ['no message'])[-1][:300]}")
    return out


def tileiras_flags(args):
    """The user's extra tileiras options (--tileiras-arg), for the module and the host object alike."""
    return list(getattr(args, "tileiras_arg", None) or [])


def with_host_object(info, args, source, work):
    """`info` with the target (`gpu_name`) and, for a kernel with TMA
    descriptor parameters, the host object that fills them
    (`host_object`, `tileiras --emit=host-obj`, built once per work
    directory and driver build); raises BuildError (SKIP) when tileiras cannot write it."""
    info = dict(info, gpu_name=args.gpu_name)
    hidden = any(p.get("tensor_map") or p.get("tma_workspace") for p in info["params"])
    if not hidden or source.suffix != ".tileirbc":
        return info
    flags = tileiras_flags(args)
    # other tileiras options (--tileiras-arg) lay out other descriptors: another object
    tag = "." + "".join(c if c.isalnum() else "_" for c in "".join(flags)) if flags else ""
    obj = work / f"{info['kernel']}{tag}.host.o"
    # rebuilt when the bytecode or the driver is newer (a new build lays out other descriptors)
    newest = max(source.stat().st_mtime_ns, Path(args.tileiras).stat().st_mtime_ns if Path(args.tileiras).exists() else 0)
    if not obj.is_file() or obj.stat().st_mtime_ns < newest:
        proc = subprocess.run([args.tileiras, "--emit=host-obj", f"-O{args.opt}", f"--gpu-name={args.gpu_name}",
                               *flags, "-o", str(obj), str(source)], capture_output=True, text=True)
        if proc.returncode != 0:
            obj.unlink(missing_ok=True)
            lines = [line for line in proc.stderr.splitlines() if line.strip()]
            raise BuildError("SKIP", f"the kernel takes TMA descriptors, filled by the host module, and tileiras "
                                     f"--emit=host-obj failed: {(lines or ['no message'])[-1][:200]}")
    info["host_object"] = str(obj)
    return info


# ---------------------------------------------------------------- TMA descriptors
# A kernel whose loads tileiras lowers to TMA (sm_90+) takes one hidden
# parameter per tensor map after its user parameters (`.param .align 64 .b8
# p[128]`; in the LLVM dialect a `!llvm.ptr {llvm.byval = !llvm.array<128 x
# i8>, nvvm.grid_constant}`, which tileas-emu-prep reports as `"tensor_map":
# true` and turns into a plain pointer). On a GPU the cubin's host module fills
# them at launch (docs/host-abi.md: FUNC_ON_ARGUMENTS_CHANGE, kernel k's slot 5
# of __CUDA_TILEIR_FUNC_CALLBACKS) from the user parameters; the emulator does
# the same with the host object `tileiras --emit=host-obj` writes: linked into
# a small shared library (host_module), called on a parameter buffer laid out
# as ptxas's KPARAM_INFO (param_offsets), and each filled 128-byte slot
# (hidden_param_offsets) copied into a 64-byte aligned buffer whose address
# is the hidden argument (tensor_map_args).
#
# A kernel that builds tensor maps on the device (sm_90, views the host cannot
# describe) takes one more hidden parameter, last: the device TMA workspace
# (`"tma_workspace": true`). As the driver does, the emulator sizes it with the
# host module's ON_PRE_LOAD (slot 2 of the table it returns, for one SM: the
# runtime's %smid is 0 and %nsmid 1), allocates it, and passes its address to
# FUNC_ON_ARGUMENTS_CHANGE at byte 8 of the callback's second argument; the
# callback copies it into the hidden parameter (workspace_param_offset).

TENSOR_MAP_BYTES = 128
PARAM_SIZES = {"ptr": 8, "i64": 8, "f64": 8, "i32": 4, "f32": 4, "i16": 2, "f16": 2, "bf16": 2, "i8": 1, "i1": 1}


def param_offsets(types):
    """Offsets of the user parameters in the launch parameter buffer (each at
    its natural alignment, as ptxas's KPARAM_INFO lays them out) and the end."""
    offsets, end = [], 0
    for t in types:
        size = PARAM_SIZES[t]
        end = (end + size - 1) // size * size
        offsets.append(end)
        end += size
    return offsets, end


def param_bank_base(gpu_name):
    """The constant-bank offset of parameter 0: 0x210 below sm_100, 0x380 from
    sm_100 on (tileas_host_abi::param_bank_base)."""
    return 0x380 if int(gpu_name.split("_")[1].rstrip("af")) >= 100 else 0x210


def hidden_param_offsets(user_end, gpu_name, count):
    """tileas_host_abi::tma::hidden_param_offsets: the first hidden descriptor at
    align64(user_end + base) - base, the others 128 bytes apart."""
    base = param_bank_base(gpu_name)
    first = (user_end + base + 63) // 64 * 64 - base
    return [first + i * TENSOR_MAP_BYTES for i in range(count)]


def workspace_param_offset(end):
    """tileas_host_abi::workspace_param_offset: the next 8-byte boundary."""
    return (end + 7) // 8 * 8


class HostModule:
    """A kernel's host object (`tileiras --emit=host-obj`, an x86-64 ELF
    relocatable: large code model, PIC at sm_90 and below, not PIC from
    sm_100 on) linked into `<stem>.hostcb.so` in `work` and loaded; `callback(name)`
    is kernel `name`'s FUNC_ON_ARGUMENTS_CHANGE."""

    def __init__(self, obj, work, stem="host"):
        so = Path(work) / f"{stem}.hostcb.so"
        if str(obj).endswith(".so"):  # linked beforehand (emulator/gpu_run.py prepare)
            so = Path(obj)
        # -z notext: the non-PIC object's absolute (R_X86_64_64) relocations of
        # code are text relocations, which the dynamic loader applies
        proc = None
        if so != Path(obj):
            proc = subprocess.run([tool("clang-22"), "-shared", "-nostdlib", "-Wl,-z,notext", str(obj), "-o", str(so)],
                                  capture_output=True, text=True)
        if proc and proc.returncode != 0:
            raise BuildError("FAIL", f"linking the host object {obj}: {proc.stderr.strip()[:300]}")
        self.lib = ctypes.CDLL(str(so))
        table = (ctypes.c_uint64 * 9).in_dll(self.lib, "__CUDA_TILEIR_CALLBACKS")
        self.kernels = []  # (name, FUNC_ON_ARGUMENTS_CHANGE or None)
        fn_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
        for k in range(table[6]):
            slots = (ctypes.c_uint64 * 8).from_address(table[5] + k * table[4])
            name = ctypes.string_at(slots[0]).decode() if slots[0] else ""
            self.kernels.append((name, fn_type(slots[5]) if slots[5] else None))

    def workspace_bytes(self, sms=1):
        """The device TMA workspace ON_PRE_LOAD(version 1) asks for on a device
        of `sms` SMs (slot 2 of the table it returns)."""
        query = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint64, ctypes.c_int, ctypes.POINTER(ctypes.c_int))

        def device_attribute(device, attribute, out):
            out[0] = sms if attribute == 16 else 1  # CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
            return 0
        keep = query(device_attribute)
        api = (ctypes.c_void_p * 64)()
        api[6] = ctypes.cast(keep, ctypes.c_void_p)
        try:
            pre_load = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_int,
                                        ctypes.POINTER(ctypes.c_void_p))(("__CUDA_TILEIR_ON_PRE_LOAD", self.lib))
        except AttributeError:
            raise RuntimeError("the host object has no __CUDA_TILEIR_ON_PRE_LOAD") from None
        out = ctypes.c_void_p(0)
        if pre_load(api, 0, 1, ctypes.byref(out)) != 0 or not out.value:
            raise RuntimeError("ON_PRE_LOAD(version 1) failed")
        return (ctypes.c_uint64 * 9).from_address(out.value)[2]

    def callback(self, name):
        for kernel, fn in self.kernels:
            if kernel == name or len(self.kernels) == 1:
                return fn
        return None


def fill_tensor_maps(host, kernel, types, values, count, gpu_name, workspace=None):
    """Runs kernel `kernel`'s FUNC_ON_ARGUMENTS_CHANGE of `host` (a HostModule)
    on the launch parameter buffer of the user parameters (`types`, their
    64-bit slot `values`) with `count` hidden descriptors and, when
    `workspace` (an address) is given, the device TMA workspace parameter;
    returns the descriptors' 128-byte images (bytes) and the workspace
    parameter's value (None without one), or raises RuntimeError."""
    offsets, end = param_offsets(types)
    hidden = hidden_param_offsets(end, gpu_name, count)
    size = (hidden[-1] + TENSOR_MAP_BYTES) if hidden else end
    at = workspace_param_offset(size)
    if workspace is not None:
        size = at + 8
    params = (ctypes.c_uint8 * size)()
    for off, t, v in zip(offsets, types, values):
        n = PARAM_SIZES[t]
        ctypes.memmove(ctypes.addressof(params) + off, (int(v) & ((1 << (8 * n)) - 1)).to_bytes(n, "little"), n)
    fn = host.callback(kernel)
    if fn is None:
        raise RuntimeError(f"the host object has no FUNC_ON_ARGUMENTS_CHANGE for {kernel}")
    runtime = (ctypes.c_uint64 * 2)(0, workspace or 0)  # the driver's argument: byte 8 = the workspace
    rc = fn(None, ctypes.addressof(runtime), None, ctypes.addressof(params))
    if rc != 0:
        raise RuntimeError(f"FUNC_ON_ARGUMENTS_CHANGE of {kernel} returned {rc}")
    filled = None if workspace is None else int.from_bytes(bytes(params[at:at + 8]), "little")
    return [bytes(params[h:h + TENSOR_MAP_BYTES]) for h in hidden], filled


def tensor_map_args(lib, images):
    """Copies each 128-byte descriptor into runtime memory (emu_alloc: 64-byte
    aligned, a PROT_NONE page after it); returns their addresses."""
    addresses = []
    for image in images:
        base = lib.emu_alloc(TENSOR_MAP_BYTES)
        if not base or base % 64:
            raise RuntimeError("cannot allocate a 64-byte aligned tensor map")
        ctypes.memmove(base, image, TENSOR_MAP_BYTES)
        addresses.append(base)
    return addresses


class BuildError(Exception):
    def __init__(self, status, why):
        super().__init__(why)
        self.status, self.why = status, why


# ---------------------------------------------------------------- run

def parse_arg(desc):
    """A manifest argument: ("array", dtype, shape), ("list", [(dtype, shape), ...])
    for a list of arrays ("[float16[64, 32], float16[128, 32]]") or ("scalar", text)."""
    desc = desc.strip()
    if desc.startswith("[") and desc.endswith("]"):
        import re
        items = re.findall(r"([A-Za-z_0-9]+)\[([^\]]*)\]", desc[1:-1])
        return "list", [(dtype, tuple(int(d) for d in dims.split(","))) for dtype, dims in items]
    if "[" in desc and desc.endswith("]"):
        dtype, _, dims = desc[:-1].partition("[")
        return "array", dtype.strip(), tuple(int(d) for d in dims.split(","))
    return "scalar", desc


def list_item_desc(dtype, shape):
    return f"{dtype}[{', '.join(map(str, shape))}]"


def shape_check(orig, new):
    """The shrunk shapes keep the divisibility of the manifest's sizes and strides
    by 16, 8, 4, 2 (cuTile specialised the bytecode on it: `assume div_by<N>`)."""
    import math
    po, pn = parse_arg(orig), parse_arg(new)
    if po[0] == pn[0] == "scalar":
        return None
    if po[0] == pn[0] == "list":
        # each array of the list against the manifest's array at its index (the last one past its end)
        if not po[1] or not pn[1]:
            return f"{new}: an empty list (or the manifest's {orig})"
        for i, item in enumerate(pn[1]):
            why = shape_check(list_item_desc(*po[1][min(i, len(po[1]) - 1)]), list_item_desc(*item))
            if why:
                return f"list item {i}: {why}"
        return None
    if po[0] != "array" or pn[0] != "array" or len(po[2]) != len(pn[2]) or po[1] != pn[1]:
        return f"{new} does not match the manifest's {orig}"

    def strides(shape):
        out, acc = [], 1
        for d in reversed(shape):
            out.append(acc)
            acc *= d
        return list(reversed(out))
    for a, b in zip(list(po[2]) + strides(po[2]), list(pn[2]) + strides(pn[2])):
        if b % math.gcd(a, 16):
            return f"{new}: {b} is not divisible by {math.gcd(a, 16)} like the manifest's {a} ({orig})"
    return None


def cta_size(info):
    """The kernel's CTA size: its nvvm.reqntid (padded to 3-D), else THREADS x 1 x 1."""
    req = (info.get("kernels") or [{}])[0].get("reqntid")
    return tuple((list(req) + [1, 1, 1])[:3]) if req else (THREADS, 1, 1)


def cluster_size(info):
    """CTAs a grid point is (`.blocksareclusters` with `.reqnctapercluster`), per dimension."""
    c = (info.get("kernels") or [{}])[0].get("cluster")
    return tuple((list(c) + [1, 1, 1])[:3]) if c else (1, 1, 1)


def bind_runtime(lib):
    """Declares the C signatures of runtime.c's interface on a loaded module
    (`ctypes.CDLL`); returns it."""
    lib.emu_alloc.restype = ctypes.c_void_p
    lib.emu_alloc.argtypes = [ctypes.c_uint64]
    lib.emu_error.restype = ctypes.c_char_p
    lib.emu_launch.restype = ctypes.c_int
    lib.emu_launch.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32,
                               ctypes.c_void_p, ctypes.c_char_p]
    lib.emu_set_output.argtypes = [ctypes.c_char_p]
    lib.emu_set_schedule.argtypes = [ctypes.c_int, ctypes.c_uint64]
    lib.emu_set_block.argtypes = [ctypes.c_uint32] * 3
    lib.emu_set_cluster.argtypes = [ctypes.c_uint32] * 3
    for counter in ("barrier", "shuffle", "matrix_op", "tcgen05_mma", "wgmma", "cp_async", "tma_load",
                    "tma_store", "cluster_barrier"):
        getattr(lib, f"emu_{counter}_count").restype = ctypes.c_long
    lib.emu_uninit_reads.restype = ctypes.c_long
    return lib


def run_one(entry, setup, so, info, seed, out_dir, pitch=0, schedule="forward", lib=None):
    """One kernel's checks; `lib` replaces the emulator runtime `so` (emulator/gpu_run.py
    passes one backed by a real GPU: its device_address maps a buffer to the kernel's view)."""
    import numpy as np
    import references as R

    on_gpu = lib is not None
    entry_fn = 0
    if not on_gpu:
        lib = bind_runtime(ctypes.CDLL(str(so)))
        lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
    device = getattr(lib, "device_address", lambda address: address)
    block = cta_size(info)
    if lib.emu_set_block(*block) != 0:
        return {"status": "FAIL", "why": lib.emu_error().decode(errors="replace")}
    if not on_gpu:
        # the CTAs of a cluster run together (a grid of CTAs, in clusters)
        if lib.emu_set_cluster(*cluster_size(info)) != 0:
            return {"status": "FAIL", "why": lib.emu_error().decode(errors="replace")}
        lib.__emu_init()
        entry_fn = ctypes.cast(lib.__emu_entry, ctypes.c_void_p).value

    gpu_check = load_gpu_check()
    rng = np.random.default_rng(seed)
    descs = dict(entry["args"])
    for k, v in setup.get("args", {}).items():
        why = shape_check(descs[k], v)
        if why:
            return {"status": "FAIL", "why": f"bad set-up: {why}"}
        descs[k] = v

    # ---- buffers (allocated once) and the initial values
    arrays, dtypes, values, canaries, layout = {}, {}, {}, {}, []
    # list arguments: name -> (int64 storage array, its rows as written before each launch)
    lists = {}

    def alloc(name, storage, shape, pad, fortran=False):
        """The array lies in a region of CANARY bytes, the elements (rows padded by
        `pad` elements when pad > 0 and rank >= 2), then the tail up to a 64-byte
        multiple; the region ends at a PROT_NONE page. Every byte that is not an
        element must still be 0xA5 after the launch. Returns (view, base) or None."""
        item = np.dtype(storage).itemsize
        if fortran:
            shape = tuple(reversed(shape))
        pad = pad if len(shape) >= 2 else 0
        rows = int(np.prod(shape[:-1])) if len(shape) > 1 else 1
        row = shape[-1] + pad
        count = rows * row
        nbytes = max(count * item, 1)
        padded = CANARY + (nbytes + 63) // 64 * 64
        base = lib.emu_alloc(padded)
        if not base:
            return None
        region = np.frombuffer((ctypes.c_uint8 * padded).from_address(base), dtype=np.uint8)
        flat = np.frombuffer(region, dtype=storage, offset=CANARY, count=count)
        view = flat.reshape(tuple(shape[:-1]) + (row,))[..., :shape[-1]] if pad else flat.reshape(shape)
        if fortran:
            view = view.T
        covered = np.zeros(padded, dtype=bool)
        if pad:
            elems = np.arange(count).reshape(tuple(shape[:-1]) + (row,))[..., :shape[-1]].reshape(-1)
            covered[(CANARY + elems[:, None] * item + np.arange(item)[None, :]).reshape(-1)] = True
        else:  # unpadded: the elements are one run of bytes
            covered[CANARY:CANARY + count * item] = True
        canaries[name] = (region, ~covered)
        return view, device(base + CANARY)

    def add_array(name, dtype, shape, gen):
        """Allocates an array argument (or an array of a list) and draws its initial
        value; returns its element pointer, or a SKIP/FAIL result."""
        if dtype not in NUMPY_DTYPES:
            return {"status": "SKIP", "why": f"argument {name}: {dtype} has no NumPy type"}
        if gen is not None:
            value = gen(np, rng, shape)
        elif dtype in RAW_FORMATS:
            value = rng.uniform(-2.0, 2.0, size=shape).astype(np.float32)
        else:
            value = gpu_check.random_array(np, rng, NUMPY_DTYPES[dtype], shape)
        fortran = setup.get("layout", {}).get(name) == "F"  # column-major (probes)
        made = alloc(name, NUMPY_DTYPES[dtype], shape, pitch, fortran)
        if made is None:
            return {"status": "FAIL", "why": f"cannot allocate the array {name}"}
        arrays[name], ptr = made
        dtypes[name] = dtype
        values[name] = value
        return ptr

    for name, desc in descs.items():
        parsed = parse_arg(desc)
        inputs = setup.get("inputs", {})
        if parsed[0] == "array":
            _, dtype, shape = parsed
            ptr = add_array(name, dtype, shape, inputs.get(name))
            if isinstance(ptr, dict):
                return ptr
            layout.append((name, "ptr", ptr))
            layout.extend((name, "int", int(s)) for s in arrays[name].shape)
            layout.extend((name, "int", int(s // arrays[name].itemsize)) for s in arrays[name].strides)
        elif parsed[0] == "list":
            # A cuTile list of arrays is (pointer, length): the pointer to `length`
            # rows of int64 [data pointer, shape[0..r), strides[0..r) in elements]
            # (the kernel reads them through a tensor_view<?x(1+2r)xi64>); each
            # array is its own argument for the references ("As[0]", ...).
            rank = len(parsed[1][0][1]) if parsed[1] else 0
            if any(len(shape) != rank for _, shape in parsed[1]):
                return {"status": "FAIL", "why": f"bad set-up: the arrays of {name} differ in rank"}
            rows = []
            for i, (dtype, shape) in enumerate(parsed[1]):
                item = f"{name}[{i}]"
                ptr = add_array(item, dtype, shape, inputs.get(item, inputs.get(name)))
                if isinstance(ptr, dict):
                    return ptr
                rows.append([ptr] + [int(s) for s in arrays[item].shape]
                            + [int(s // arrays[item].itemsize) for s in arrays[item].strides])
            table = np.array(rows, dtype=np.int64).reshape(len(rows), 1 + 2 * rank)
            made = alloc(name, "int64", table.shape, 0)
            if made is None:
                return {"status": "FAIL", "why": f"cannot allocate the list {name}"}
            lists[name] = (made[0], table)
            layout.append((name, "ptr", made[1]))
            layout.append((name, "int", len(rows)))
        else:
            text = parsed[1]
            if text in ("True", "False"):
                value = int(text == "True")
            elif name in entry.get("constant_params", []) or text.lstrip("-").isdigit():
                value = int(float(text))
            else:
                value = float(text)
            values[name] = value
            layout.append((name, "scalar", None))

    # hidden TMA descriptors (after the user parameters), then the device TMA
    # workspace, are filled by the host module
    maps = [i for i, p in enumerate(info["params"]) if p.get("tensor_map")]
    workspace = [i for i, p in enumerate(info["params"]) if p.get("tma_workspace")]
    user_params = len(info["params"]) - len(maps) - len(workspace)
    if maps + workspace != list(range(user_params, len(info["params"]))):
        return {"status": "FAIL", "why": f"TMA descriptor parameters {maps} and workspace {workspace} are not the "
                                         "last ones"}
    host = None
    if maps or workspace:
        if not info.get("host_object"):
            return {"status": "SKIP", "why": "the kernel takes TMA descriptors and there is no host object"}
        try:
            host = HostModule(info["host_object"], out_dir, entry["name"])
        except BuildError as e:
            return {"status": e.status, "why": e.why}
    params = [p["type"] for p in info["params"]][:user_params]
    if len(layout) != len(params):
        return {"status": "FAIL", "why": f"ABI mismatch: the manifest's arguments make {len(layout)} parameters, "
                                         f"the kernel has {len(params)} ({' '.join(params)})"}
    if os.environ.get("TILEAS_EMU_DEBUG"):
        print("emulate: parameters " + ", ".join(f"{n}:{k}={'0x%x' % v if k == 'ptr' else v}"
                                                 for n, k, v in layout), file=sys.stderr)
    grid = list(setup.get("grid", entry["grid"])) + [1, 1]
    printed = out_dir / "printf.txt"

    def encode(name, value):
        """Initial value -> (raw storage, value as the reference sees it)."""
        dtype = dtypes[name]
        if dtype == "bfloat16":
            raw = (R.bf16_round(np, value).view(np.uint32) >> 16).astype(np.uint16)
        elif dtype in ("float8_e4m3fn", "float8_e5m2"):
            kind = dtype.split("_")[1]
            table = R.fp8_values(np, kind)
            q = R.fp8_round(np, value, kind).reshape(-1)
            # each rounded value is one of the table's: its code by a sorted search
            codes = np.flatnonzero(~np.isnan(table))
            codes = codes[np.argsort(table[codes], kind="stable")]
            at = np.clip(np.searchsorted(table[codes], q), 0, codes.size - 1)
            below = np.clip(at - 1, 0, codes.size - 1)
            nearer = np.abs(table[codes[below]] - q) < np.abs(table[codes[at]] - q)
            raw = np.where(nearer, codes[below], codes[at]).astype(np.uint8)
            raw[np.isnan(q)] = int(np.flatnonzero(np.isnan(table))[0])
            raw = raw.reshape(arrays[name].shape)
        else:
            raw = np.asarray(value).astype(NUMPY_DTYPES[dtype])
        return raw, R.decode(np, raw.copy(), dtype)

    def launch(vals, grid=grid):
        """Writes the inputs, launches; returns (error or None, init values seen by the reference, stats)."""
        init = {"__schedule__": schedule}
        for name in arrays:
            raw, init[name] = encode(name, vals[name])
            arrays[name][...] = raw
            region, gaps = canaries[name]
            region[gaps] = 0xA5
        for name, (table, rows) in lists.items():
            table[...] = rows
            region, gaps = canaries[name]
            region[gaps] = 0xA5
        slots = (ctypes.c_uint64 * max(1, len(info["params"])))()
        for i, ((name, kind, v), t) in enumerate(zip(layout, params)):
            if kind == "ptr":
                if t != "ptr":
                    return f"ABI mismatch: parameter {i} ({name}) is {t}, expected a pointer", init, ""
                slots[i] = v
                continue
            value = vals[name] if kind == "scalar" else v
            if kind == "scalar":
                init[name] = value
            if t == "f32":
                slots[i] = struct.unpack("<I", struct.pack("<f", float(value)))[0]
            elif t == "f64":
                slots[i] = struct.unpack("<Q", struct.pack("<d", float(value)))[0]
            elif t in ("i32", "i64", "i16", "i8", "i1"):
                if isinstance(value, float) and not value.is_integer():
                    return f"ABI mismatch: parameter {i} ({name}) is {t} for the value {value}", init, ""
                slots[i] = int(value) & 0xFFFFFFFFFFFFFFFF
            else:
                return f"parameter {i} ({name}) has the type {t}", init, ""
        if maps or workspace:
            try:
                area = None
                if workspace:
                    # the emulator runs one SM per CTA of a cluster (%nsmid); a GPU backend has its count
                    sms = getattr(lib, "sm_count", 1) if on_gpu else math.prod(cluster_size(info))
                    size = host.workspace_bytes(sms)
                    area = lib.emu_alloc(size) if size else None
                    if not area:
                        return f"device TMA workspace: ON_PRE_LOAD asked for {size} bytes", init, ""
                    area = device(area)
                images, filled = fill_tensor_maps(host, info["kernel"], params, slots[:len(params)], len(maps),
                                                  info.get("gpu_name", "sm_100"), area)
                for i, address in zip(maps, tensor_map_args(lib, images)):
                    slots[i] = address
                for i in workspace:
                    slots[i] = filled
            except RuntimeError as e:
                return f"TMA descriptors: {e}", init, ""
        lib.emu_set_output(str(printed).encode())
        t0 = time.time()
        # The driver turns a cluster launch's grid of clusters into CTAs; the
        # CPU runtime runs CTAs, a cluster's together (emu_set_cluster).
        ctas = grid if on_gpu else [g * c for g, c in zip(grid, cluster_size(info))]
        rc = lib.emu_launch(entry_fn, ctas[0], ctas[1], ctas[2], ctypes.cast(slots, ctypes.c_void_p),
                            info["kinds"].encode())
        elapsed = time.time() - t0
        lib.emu_set_output(None)
        stats = f"{ctas[0]}x{ctas[1]}x{ctas[2]} CTAs, " + \
            (f"{elapsed * 1000:.1f} ms with copies" if on_gpu else f"{lib.emu_barrier_count()} barriers, {elapsed:.2f} s")
        if block != (THREADS, 1, 1):
            stats += f", {'x'.join(map(str, block))} threads per CTA"
        if not on_gpu and math.prod(cluster_size(info)) > 1:
            stats += f", clusters of {'x'.join(map(str, cluster_size(info)))} CTAs, " \
                     f"{lib.emu_cluster_barrier_count()} cluster barriers"
        if lib.emu_shuffle_count():
            stats += f", {lib.emu_shuffle_count()} warp shuffles"
        if lib.emu_matrix_op_count():
            stats += f", {lib.emu_matrix_op_count()} warp matrix ops"
        if lib.emu_tcgen05_mma_count():
            stats += f", {lib.emu_tcgen05_mma_count()} tcgen05.mma"
        if lib.emu_wgmma_count():
            stats += f", {lib.emu_wgmma_count()} wgmma.mma_async"
        if lib.emu_cp_async_count():
            stats += f", {lib.emu_cp_async_count()} cp.async copies"
        if lib.emu_tma_load_count():
            stats += f", {lib.emu_tma_load_count()} TMA loads"
        if lib.emu_tma_store_count():
            stats += f", {lib.emu_tma_store_count()} TMA stores"
        if lib.emu_uninit_reads():
            stats += f", {lib.emu_uninit_reads()} reads of unwritten scratch bytes"
        if rc != 0:
            return "launch aborted: " + lib.emu_error().decode(errors="replace"), init, stats
        for name, (region, gaps) in canaries.items():
            bad = np.flatnonzero(gaps & (region != 0xA5))
            if bad.size:
                at = int(bad[0]) - CANARY
                view = lists[name][0] if name in lists else arrays[name]
                nb = view.size * view.itemsize
                where = "before the start" if at < 0 else "past the end" if at >= nb else "between the rows"
                return (f"the kernel wrote {where} of {name} (first at byte offset {at}, {bad.size} bytes "
                        f"changed)"), init, stats
        for name, (table, rows) in lists.items():
            if not np.array_equal(table, rows):
                return f"the kernel changed the list {name} (its rows of pointers, shapes and strides)", init, stats
        return None, init, stats

    def compare(init, label):
        """None or a FAIL result; updates worst."""
        ref = setup.get("ref")
        if ref is None:
            ref = gpu_check.REFERENCES.get(entry["name"])
        make, rtol, atol = ref
        init["__got__"] = {k: R.decode(np, arrays[k].copy(), dtypes[k]) for k in arrays}
        expected = make(np, init)
        for out_name, want in expected.items():
            got = R.decode(np, arrays[out_name].copy(), dtypes[out_name])
            want = np.asarray(want)
            if got.shape != want.shape:
                return f"{out_name}: shape {got.shape}, expected {want.shape}"
            g, w = got.astype("float64"), want.astype("float64")
            bad = ~np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
            both = np.isfinite(g) & np.isfinite(w)
            same = (g == w) | (np.isnan(g) & np.isnan(w))
            diff = np.where(same, 0.0, np.where(both, np.abs(g - w), np.inf))
            err = float(diff.max()) if g.size else 0.0
            rel = float((diff / np.maximum(np.abs(w), 1e-30)).max()) if g.size else 0.0
            worst["abs"], worst["rel"] = max(worst["abs"] or 0.0, err), max(worst["rel"] or 0.0, rel)
            if bad.any():
                idx = np.unravel_index(int(np.argmax(bad)), bad.shape)
                nbad = int(bad.sum())
                extra = ""
                if nbad > 1:
                    where = [tuple(int(i) for i in np.unravel_index(j, bad.shape)) for j in np.flatnonzero(bad)[:6]]
                    extra = f"; first bad indices {where}"
                named = setup.get("results", {}).get(out_name)
                if named:  # a probe: which op's partition
                    flat = np.flatnonzero(bad.reshape(-1))
                    ops = sorted({named[0][min(int(j) // named[1], len(named[0]) - 1)] for j in flat})
                    extra += f"; wrong results of: {', '.join(ops)}"
                unchanged = bool(np.array_equal(got, init[out_name]))
                return (f"{label}{out_name}: {nbad} of {bad.size} elements differ, first at "
                        f"{tuple(int(i) for i in idx)}: got {g[idx]}, expected {w[idx]}{extra}"
                        + (" (output unchanged)" if unchanged else ""))
        return None

    worst = {"abs": None, "rel": None}
    notes = []
    has_ref = setup.get("ref") is not None or entry["name"] in gpu_check.REFERENCES

    def fail(why, stats):
        return {"status": "FAIL", "why": why, "stats": stats, "abs": worst["abs"], "rel": worst["rel"]}

    err, init, stats = launch(values)
    if err:
        return fail(err, stats)
    if setup.get("stdout"):
        text = printed.read_text() if printed.is_file() else ""
        bad = setup["stdout"](np, init, text)
        if bad:
            return fail(f"printf output: {bad}", stats)
        notes.append(f"{len(text.splitlines())} printf lines ok")
    if has_ref:
        bad = compare(init, "")
        if bad:
            return fail(bad, stats)
    elif not setup.get("stdout"):
        return {"status": "SKIP", "why": "ran, no reference", "stats": stats}

    # further launches with other inputs: variants (label, {arg: value or generator})
    for label, mods in setup.get("variants", []):
        vals = dict(values)
        for k, v in mods.items():
            if k != "grid":
                vals[k] = v(np, rng, arrays[k].shape) if callable(v) else v
        err, init, _ = launch(vals, list(mods.get("grid", grid)) + [1, 1])
        if err:
            return fail(f"[{label}] {err}", stats)
        bad = compare(init, f"[{label}] ")
        if bad:
            return fail(bad, stats)
    if setup.get("variants"):
        notes.append(f"{len(setup['variants'])} variants ok")

    for mutate, message in setup.get("assert_runs", []):
        vals = {k: (np.array(v, copy=True) if k in arrays else v) for k, v in values.items()}
        mutate(np, vals)
        err, _, _ = launch(vals)
        if not err:
            return fail(f"no device assertion fired for inputs that violate it (expected '{message}')", stats)
        if message not in err:
            return fail(f"assertion fired, but with '{err}' (expected '{message}')", stats)
        notes.append(f"assert fires ({message})")
    return {"status": "PASS", "why": ", ".join(notes), "stats": stats, "abs": worst["abs"], "rel": worst["rel"]}


def child(args):
    import references as R
    manifest = json.loads(Path(args.corpus, "manifest.json").read_text())
    entry = next((k for k in manifest["kernels"] if k["name"] == args.one), None)
    import probes
    if args.one in probes.PROBES:
        setup = dict(probes.PROBES[args.one])
        entry = {"name": args.one, "args": setup["args"], "grid": setup["grid"], "constant_params": [],
                 "probe": setup["file"], "for_target": setup.get("for_target", False),
                 "min_cc": setup.get("min_cc", 0)}
    elif entry is None:
        print(json.dumps({"status": "FAIL", "why": "not in manifest.json"}))
        return
    else:
        setup = dict(R.SETUPS.get(entry["name"], {}))
    if args.full:
        setup.pop("args", None)
        setup.pop("grid", None)
        # the variants' grids belong to the shrunk sizes
        setup["variants"] = [v for v in setup.get("variants", []) if "grid" not in v[1]]
    work = Path(args.workdir, entry["name"])
    work.mkdir(parents=True, exist_ok=True)
    try:
        so, info = build(entry, args, work)
    except BuildError as e:
        print(json.dumps({"status": e.status, "why": e.why}))
        return
    try:
        result = run_one(entry, setup, so, info, args.seed, work, args.pitch, args.schedule)
    except Exception as e:
        import traceback
        traceback.print_exc()
        result = {"status": "FAIL", "why": f"{type(e).__name__}: {str(e)[:300]}"}
    sys.stdout.flush()
    print(json.dumps(result))


def fmt(x):
    return "-" if x is None else f"{x:.2e}"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    p.add_argument("kernels", nargs="*", help="kernels to run (default: every non-matmul corpus kernel)")
    p.add_argument("--tileiras", default=str(ROOT / "target/release/tileiras"))
    p.add_argument("--corpus", default=os.environ.get("TILEAS_CORPUS", str(ROOT / "corpus")))
    p.add_argument("--workdir", help="keep the build products here (default: a temporary directory)")
    p.add_argument("--opt", type=int, default=3, choices=range(4), help="tileiras -O level (default 3)")
    p.add_argument("--gpu-name", default="sm_100",
                   help="tileiras --gpu-name (sm_120/121 use the .sm_120.tileirbc bytecode; default sm_100)")
    p.add_argument("--full", action="store_true",
                   help="the manifest's problem sizes and grids instead of the shrunk ones (slow)")
    p.add_argument("--pitch", type=int, default=0,
                   help="pad the rows of every array of rank >= 2 by this many elements (non-contiguous "
                        "row strides; use a multiple of 16 to keep the kernels' divisibility assumptions)")
    p.add_argument("--schedule", choices=SCHEDULES, default="forward",
                   help="order of the threads between barriers: thread 0 first, the last thread first, or "
                        "shuffled every phase (--seed); other orders expose missing barriers")
    p.add_argument("--probes", action="store_true",
                   help="also run the probe kernels of emulator/probes/ (cuda_tile ops and layouts the corpus "
                        "does not exercise); they can also be named (probe_<file name>, e.g. probe_int_ops, "
                        "probe_reduce_3d, probe_wide_f16; emulator/README.md lists them)")
    p.add_argument("--no-race-check", action="store_true",
                   help="do not instrument shared-memory accesses (faster; for --full)")
    p.add_argument("--matmul", action="store_true", help="also try the matmul kernels")
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--timeout", type=int, default=300, help="seconds per kernel (default: 300)")
    p.add_argument("--mutate", nargs=2, metavar=("REGEX", "REPLACEMENT"),
                   help="self-test: substitute every match of REGEX in each rewritten module (the kernels "
                        "should then FAIL)")
    p.add_argument("--tileiras-arg", action="append", default=[], metavar="ARG",
                   help="pass ARG to tileiras as well, for the module and the host object (repeatable; e.g. "
                        "--tileiras-arg=--cluster-ctas=2 runs the kernels split over clusters of 2 CTAs; not to "
                        "tileas-opt, which compiles the probes written as cuda_tile text)")
    p.add_argument("--one", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.one:
        child(args)
        return 0

    def skip(why):
        print(f"emulate: skipped: {why}")
        return 0

    try:
        import numpy  # noqa: F401
    except ImportError:
        return skip("NumPy is not installed (pip install numpy)")
    for t in ("clang-22", "mlir-translate-22"):
        if not tool(t):
            return skip(f"{t} not found (apt-get install clang-22 mlir-22-tools)")
    if "/" not in args.tileiras and shutil.which(args.tileiras):
        args.tileiras = shutil.which(args.tileiras)  # a name on PATH (lit RUN lines)
    if not Path(args.tileiras).is_file():
        print(f"emulate: no tileiras at {args.tileiras} (cargo build --release -p tileas-tileiras)", file=sys.stderr)
        return 2
    manifest_path = Path(args.corpus, "manifest.json")
    if not manifest_path.is_file():
        print(f"emulate: no {manifest_path} (set --corpus or TILEAS_CORPUS)", file=sys.stderr)
        return 2
    manifest = json.loads(manifest_path.read_text())
    import probes
    names = [k["name"] for k in manifest["kernels"]] + list(probes.PROBES)
    todo = list(args.kernels) or [n for n in names if (args.matmul or not any(w in n for w in MATMUL_WORDS))
                                  and (args.probes or n not in probes.PROBES)]
    unknown = [k for k in todo if k not in names]
    if unknown:
        print(f"emulate: not in the manifest: {', '.join(unknown)}", file=sys.stderr)
        return 2

    tmp = None
    if args.workdir:
        work = Path(args.workdir)
        work.mkdir(parents=True, exist_ok=True)
    else:
        tmp = tempfile.TemporaryDirectory(prefix="tileas-emulate-")
        work = Path(tmp.name)
    print(f"emulate: {len(todo)} kernels, tileiras -O{args.opt} --gpu-name={args.gpu_name} --emit=mlir"
          + "".join(f" {a}" for a in args.tileiras_arg)
          + f", nvvm.reqntid (else {THREADS}) threads per CTA ({args.schedule} order), CTAs in sequence "
          "(a cluster's together)"
          + (", manifest sizes" if args.full else "") + (f", rows padded by {args.pitch}" if args.pitch else ""))
    print(f"  {'status':<6} {'kernel':<24} {'max abs':>9} {'max rel':>9}  details")
    failed = 0
    counts = {}
    # the references' BLAS calls are small: its threads would only compete with
    # the emulated kernel (and with the other jobs of a CI machine) for the cores
    env = dict(os.environ)
    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(var, "1")
    for name in todo:
        cmd = [sys.executable, __file__, "--one", name, "--workdir", str(work), "--tileiras", args.tileiras,
               "--corpus", args.corpus, "--seed", str(args.seed), "--opt", str(args.opt),
               "--gpu-name", args.gpu_name, "--pitch", str(args.pitch), "--schedule", args.schedule] + \
            (["--no-race-check"] if args.no_race_check else []) + (["--full"] if args.full else []) + \
            [f"--tileiras-arg={a}" for a in args.tileiras_arg]
        if args.mutate:
            cmd += ["--mutate"] + list(args.mutate)
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, env=env)
            line = (proc.stdout.strip().splitlines() or [""])[-1]
            result = json.loads(line) if line.startswith("{") else {
                "status": "FAIL", "why": f"emulator died (exit {proc.returncode}): "
                                        f"{(proc.stderr.strip() or proc.stdout.strip())[-300:]}"}
        except subprocess.TimeoutExpired:
            result = {"status": "FAIL", "why": f"timed out after {args.timeout} s"}
        status = result["status"]
        counts[status] = counts.get(status, 0) + 1
        if status == "FAIL":
            failed += 1
        detail = result.get("why", "")
        if result.get("stats"):
            detail = (detail + "; " if detail else "") + result["stats"]
        print(f"  {status:<6} {name:<24} {fmt(result.get('abs')):>9} {fmt(result.get('rel')):>9}  {detail}",
              flush=True)
    summary = ", ".join(f"{counts[s]} {s}" for s in ("PASS", "FAIL", "SKIP") if s in counts)
    print(f"emulate: {summary}")
    if tmp:
        tmp.cleanup()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
