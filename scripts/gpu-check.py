#!/usr/bin/env python3
"""Runs corpus kernels compiled by our tileiras on the local NVIDIA GPU and
compares their results with NumPy.

    scripts/gpu-check.py                    # the kernels with a NumPy reference
    scripts/gpu-check.py vec_add_f32 saxpy_f32
    scripts/gpu-check.py --launch-all       # also launch every other non-matmul
                                            # kernel (no reference: must not fault)
    scripts/gpu-check.py --mode ct-launch   # through cuTile's own ct.launch
    scripts/gpu-check.py --mode both --dry-run   # the plan only; no GPU needed

Two modes (--mode cupy|ct-launch|both; default cupy):

* cupy: our tileiras compiles the corpus bytecode to a cubin, CuPy loads it
  and launches it with explicit block dims (see below). This checks the
  cubin and the kernel ABI of tileas without cuTile.
* ct-launch: the kernel's Python source (corpus/kernels/<name>.py,
  its KERNEL, ARGS and GRID) is launched with cuTile Python's own
  `ct.launch(stream, grid, kernel, args)` (PyPI `cuda-tile`), CuPy arrays as
  arguments. cuTile compiles the kernel to bytecode and runs `tileiras` on it
  -- ours: the directory of --tileiras goes first on PATH and cuTile's disk
  cache is turned off (CUDA_TILE_CACHE_DIR=off), so every launch compiles.
  cuTile looks for tileiras in the `nvidia-cuda-tileiras` pip package first,
  then on PATH, then in $CUDA_HOME/bin; with that pip package installed it
  would use NVIDIA's, so this mode refuses to run then (exit 2) and checks
  after each launch which binary cuTile used. Kernels with bfloat16/fp8
  arrays or lists of arrays are skipped (CuPy has no such arrays).
  Needs `pip install cuda-tile` (1.x) besides CuPy and NumPy.

--dry-run exercises everything but the GPU: the arguments, the manifest, the
kernel names, the tileiras binary, and (ct-launch) the kernel sources and
ARGS against the manifest; it prints the plan per kernel and mode and exits
0 when it is complete, 2 otherwise (1 never: nothing ran).

Needs an NVIDIA GPU (sm_80 or newer), CuPy (`pip install cupy-cuda12x` or
`cupy-cuda13x`), NumPy and a built `target/release/tileiras` with ptxas
available to it. Without a GPU or CuPy it prints why and exits 0 (skipped);
`--strict` makes a skip exit 77 instead.

What it does, per kernel:
  1. the SM of GPU 0 (CuPy, else nvidia-smi) selects --gpu-name sm_XX and the
     bytecode (<kernel>.sm_120.tileirbc for sm_120/121, <kernel>.tileirbc
     otherwise); `tileiras -O3 --gpu-name=sm_XX -o <cubin>` compiles it;
  2. `cupy.RawModule(path=<cubin>)` loads it; arguments come from
     corpus/manifest.json ("args", "grid") with the kernel ABI of
     tileas: one parameter per cuda_tile entry argument, in order; an array
     argument is (pointer u64, shape[0..r) i32, strides[0..r) i32 in
     elements); a runtime scalar is one f32/i32; a constant parameter
     (manifest "constant_params") still has its i32 slot (its value is passed);
  3. it launches grid x (128, 1, 1) threads with random inputs (fixed seed) and
     compares the outputs with the NumPy reference.
Each kernel runs in its own process, so a fault in one does not poison the
others. Exit status: 0 all passed (or skipped), 1 a kernel failed, 2 setup error.
"""

import argparse
import importlib
import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THREADS = 128
SUPPORTED_SM = {80, 86, 89, 90, 100, 103, 110, 120, 121}
MATMUL_WORDS = ("matmul", "gemm", "attention", "mma")
MODES = ("cupy", "ct-launch")


# ---------------------------------------------------------------- references
# Each takes the inputs (NumPy arrays and scalars by manifest argument name)
# and returns {output argument name: expected array}, plus tolerances.

def _softmax(np, x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


# name: (reference(np, inputs) -> {output: expected}, rtol, atol); None: no
# reference (launched only with --launch-all).
REFERENCES = {
    "vec_add_f32": (lambda np, a: {"c": a["a"] + a["b"]}, 1e-6, 1e-6),
    "saxpy_f32": (lambda np, a: {"y": (a["alpha"] * a["x"] + a["y"]).astype(np.float32)}, 1e-5, 1e-5),
    "relu_f16_2d": (lambda np, a: {"y": np.maximum(a["x"], 0).astype(np.float16)}, 0, 0),
    "row_sum_f32": (lambda np, a: {"out": a["x"].sum(axis=1, dtype=np.float64).astype(np.float32)}, 1e-4, 1e-3),
    "softmax_rows_f32": (lambda np, a: {"out": _softmax(np, a["inp"].astype(np.float64)).astype(np.float32)},
                         1e-4, 1e-6),
    "transpose_f32": (lambda np, a: {"y": np.ascontiguousarray(a["x"].T)}, 0, 0),
    "gelu_exp_f32": (lambda np, a: {"y": (a["x"] / (1.0 + np.exp(-1.702 * a["x"].astype(np.float64))))
                                    .astype(np.float32)}, 1e-5, 1e-6),
    "bias_clamp_where": (lambda np, a: {"y": np.clip(a["x"] + a["bias"][None, :], a["lo"], a["hi"])
                                        .astype(np.float32)}, 1e-6, 1e-6),
    "cumsum_rows_f32": (lambda np, a: {"out": a["inp"].astype(np.float64).cumsum(axis=1).astype(np.float32)},
                        1e-4, 1e-4),
    "copy_tile256_i8": (lambda np, a: {"y": (a["x"].view(np.uint8) + np.uint8(1)).view(np.int8)}, 0, 0),
    "int_bitops_u32": (lambda np, a: {"y": _bitops(np, a["x"])}, 0, 0),
    "layernorm_fwd_f16": (lambda np, a: _layernorm(np, a), 1e-2, 1e-2),
    # matmul: nv_tileaa.dot through the SIMT fallback of convert-tileas-to-llvm
    "matmul_f32_simt": (lambda np, a: {"C": (a["A"].astype(np.float64) @ a["B"].astype(np.float64))
                                       .astype(np.float32)}, 1e-3, 1e-2),
    "matmul_f16": (lambda np, a: {"C": (a["A"].astype(np.float32) @ a["B"].astype(np.float32))
                                  .astype(np.float16)}, 1e-2, 0.5),
}


def _bitops(np, x):
    h = x.astype(np.uint32)
    h = h ^ (h << np.uint32(13))
    h = h ^ (h >> np.uint32(17))
    h = h ^ (h << np.uint32(5))
    return (h >> (h & np.uint32(7))) | (~h & np.uint32(0xFF00FF00))


def _layernorm(np, a):
    x = a["X"].astype(np.float64)
    mean = x.mean(axis=1)
    var = ((x - mean[:, None]) ** 2).mean(axis=1)
    rstd = 1.0 / np.sqrt(var + float(a["eps"]))
    y = (x - mean[:, None]) * rstd[:, None] * a["W"].astype(np.float64) + a["B"].astype(np.float64)
    return {"Y": y.astype(np.float16), "Mean": mean.astype(np.float32), "Rstd": rstd.astype(np.float32)}
DEFAULT_KERNELS = list(REFERENCES)
# --launch-all kernels that random inputs cannot run (emulator/gpu_run.py
# runs them with the emulator's inputs)
NEEDS_INPUTS = {"assert_bounds": "its assertions fire on random indices (emulator/gpu_run.py gives it valid ones)"}

NUMPY_DTYPES = {
    "float32": "float32", "float16": "float16", "float64": "float64",
    "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
    "bool_": "bool",
}


# ---------------------------------------------------------------- detection

def detect_sm():
    """(sm number or None, how it was found / why not)."""
    try:
        import cupy  # noqa: F401
        cc = cupy.cuda.Device(0).compute_capability  # "90", "100", "120"
        return int(cc), f"CuPy: compute capability {cc}"
    except ImportError:
        pass
    except Exception as e:  # no device, no driver
        return None, f"CuPy found no usable GPU ({e})"
    smi = shutil.which("nvidia-smi")
    if not smi:
        return None, "no nvidia-smi and no CuPy"
    try:
        out = subprocess.run([smi, "--query-gpu=compute_cap", "--format=csv,noheader"], capture_output=True,
                             text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, f"nvidia-smi failed ({e})"
    first = out.stdout.strip().splitlines()[:1]
    if out.returncode != 0 or not first:
        return None, f"nvidia-smi found no GPU ({out.stderr.strip() or out.stdout.strip()})"
    major, _, minor = first[0].strip().partition(".")
    return int(major) * 10 + int(minor or 0), f"nvidia-smi: compute capability {first[0].strip()}"


def find_env():
    """Environment for tileiras: CUDA_HOME falls back to the reference toolchain."""
    env = dict(os.environ)
    has = any(env.get(v) and Path(env[v], "bin/ptxas").is_file() for v in ("CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"))
    has = has or shutil.which("ptxas") is not None or (ROOT / ".cuda/bin/ptxas").is_file()
    ref = Path.home() / ".cache/tileas-reference/13.1.80"
    if not has and (ref / "bin/ptxas").is_file():
        env["CUDA_HOME"] = str(ref)
    return env


# ---------------------------------------------------------------- one kernel

def parse_arg(desc):
    """'float32[4096, 128]' -> ('array', dtype, shape); '2.5' -> ('scalar', value)."""
    if "[" in desc and desc.endswith("]"):
        dtype, _, dims = desc[:-1].partition("[")
        return "array", dtype, tuple(int(d) for d in dims.split(","))
    return "scalar", desc


def random_array(np, rng, dtype, shape):
    if dtype.startswith("float"):
        return rng.uniform(-2.0, 2.0, size=shape).astype(dtype)
    if dtype == "bool":
        return rng.integers(0, 2, size=shape).astype(bool)
    info = np.iinfo(dtype)
    lo, hi = max(int(info.min), -1000), min(int(info.max), 1000)
    return rng.integers(lo, hi, size=shape, endpoint=True).astype(dtype)


def run_one(entry, cubin, seed, check, threads=THREADS):
    """Loads, launches and checks one kernel; returns a result dict."""
    import cupy
    import numpy as np

    rng = np.random.default_rng(seed)
    host, device, params = {}, {}, []
    for name, desc in entry["args"].items():
        parsed = parse_arg(desc)
        if parsed[0] == "array":
            _, dtype, shape = parsed
            if dtype not in NUMPY_DTYPES:
                return {"status": "skip", "why": f"argument {name}: {dtype} has no NumPy type"}
            arr = random_array(np, rng, NUMPY_DTYPES[dtype], shape)
            host[name] = arr
            dev = cupy.asarray(arr)
            device[name] = dev
            params.append(dev)
            params.extend(np.int32(s) for s in arr.shape)
            params.extend(np.int32(s // arr.itemsize) for s in arr.strides)
        else:
            text = parsed[1]
            if text in ("True", "False"):
                value = np.int32(text == "True")
            elif name in entry.get("constant_params", []) or text.lstrip("-").isdigit():
                value = np.int32(int(float(text)))
            else:
                value = np.float32(float(text))
            host[name] = value
            params.append(value)
    grid = tuple(entry["grid"]) + (1,) * (3 - len(entry["grid"]))
    module = cupy.RawModule(path=str(cubin))
    kernel = module.get_function(entry["kernel_function"])
    kernel(grid, (threads, 1, 1), tuple(params))
    cupy.cuda.Device().synchronize()
    return compare(entry, host, device, check)


def compare(entry, host, device, check):
    """Compares the device outputs with the NumPy reference of the kernel."""
    import cupy
    import numpy as np

    if not check:
        return {"status": "ok", "why": "launched (no reference)"}
    make, rtol, atol = REFERENCES[entry["name"]]
    expected = make(np, host)
    worst = []
    for out_name, want in expected.items():
        got = cupy.asnumpy(device[out_name])
        if got.shape != want.shape:
            return {"status": "FAIL", "why": f"{out_name}: shape {got.shape}, expected {want.shape}"}
        g, w = got.astype("float64"), want.astype("float64")
        bad = ~np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
        err = float(np.max(np.abs(g - w))) if g.size else 0.0
        if bad.any():
            idx = np.unravel_index(int(np.argmax(bad)), bad.shape)
            return {"status": "FAIL", "why": f"{out_name}: {int(bad.sum())} of {bad.size} elements differ, "
                                             f"first at {tuple(int(i) for i in idx)}: got {g[idx]}, "
                                             f"expected {w[idx]} (max abs error {err:.3g})"}
        worst.append(f"{out_name} max abs error {err:.3g}")
    return {"status": "PASS", "why": ", ".join(worst)}


# ---------------------------------------------------------------- ct.launch

def kernel_source_dir(corpus):
    return Path(corpus, "kernels")


def install_common_shim():
    """Puts the `_common` stand-in (scripts/cutile_common_shim.py) in
    sys.modules for the kernel sources; ct.launch gets real CuPy arrays."""
    import cuda.tile as ct
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import cutile_common_shim
    cutile_common_shim.install(ct)


def load_kernel_module(corpus, entry):
    """Imports corpus/kernels/<name>.py (KERNEL, ARGS, GRID); needs cuda.tile."""
    source = Path(corpus, entry.get("source", f"kernels/{entry['name']}.py"))
    if "_common" not in sys.modules:
        install_common_shim()
    if str(source.parent) not in sys.path:
        sys.path.insert(0, str(source.parent))
    return importlib.import_module(source.stem)


def is_fake_array(value):
    """The corpus' `_common.Arr` stand-in (shape, dtype, strides, ptr)."""
    return all(hasattr(value, a) for a in ("shape", "dtype", "strides", "ptr"))


def plan_ct_args(entry, module_args):
    """Pairs the manifest's arguments (names, NumPy descriptions) with the
    source's ARGS; returns (plan, why-not). Each plan item is (name, kind,
    payload): ("array", (dtype, shape)) or ("scalar", python value)."""
    names = list(entry["args"].items())
    if len(names) != len(module_args):
        return None, f"manifest has {len(names)} arguments, ARGS has {len(module_args)}"
    plan = []
    for (name, desc), value in zip(names, module_args):
        if isinstance(value, (list, tuple)):
            return None, f"argument {name}: a list of arrays (not supported by this check)"
        if is_fake_array(value):
            parsed = parse_arg(desc)
            if parsed[0] != "array" or parsed[1] not in NUMPY_DTYPES:
                return None, f"argument {name}: {desc} has no CuPy array type"
            contiguous = []
            acc = 1
            for d in reversed(value.shape):
                contiguous.insert(0, acc)
                acc *= d
            if tuple(value.strides) != tuple(contiguous):
                return None, f"argument {name}: strided arrays are not supported by this check"
            plan.append((name, "array", (NUMPY_DTYPES[parsed[1]], parsed[2])))
        else:
            plan.append((name, "scalar", value))
    return plan, None


def pip_tileiras():
    """The version of NVIDIA's `nvidia-cuda-tileiras` pip package, which cuTile
    prefers over PATH, or None."""
    try:
        return importlib.metadata.version("nvidia-cuda-tileiras")
    except importlib.metadata.PackageNotFoundError:
        return None


def ct_launch_env(tileiras):
    """os.environ for cuTile: our tileiras first on PATH, no disk cache, and
    CUDA_HOME only where ptxas would otherwise be missing (find_env)."""
    env = find_env()
    env["PATH"] = str(Path(tileiras).resolve().parent) + os.pathsep + env.get("PATH", "")
    env["CUDA_TILE_CACHE_DIR"] = "off"
    return env


def run_one_ct(entry, args):
    """Launches one kernel with cuTile's ct.launch (compiled by our tileiras)
    and compares with NumPy; returns a result dict."""
    os.environ.clear()
    os.environ.update(ct_launch_env(args.tileiras))
    import cupy
    import numpy as np
    import cuda.tile as ct

    module = load_kernel_module(args.corpus, entry)
    plan, why = plan_ct_args(entry, module.ARGS)
    if plan is None:
        return {"status": "skip", "why": why}
    rng = np.random.default_rng(args.seed)
    host, device, launch_args = {}, {}, []
    for name, kind, payload in plan:
        if kind == "array":
            dtype, shape = payload
            arr = random_array(np, rng, dtype, shape)
            host[name] = arr
            device[name] = cupy.asarray(arr)
            launch_args.append(device[name])
        else:
            host[name] = np.float32(payload) if isinstance(payload, float) else payload
            launch_args.append(payload)
    stream = cupy.cuda.get_current_stream()
    ct.launch(stream, tuple(module.GRID), module.KERNEL, tuple(launch_args))
    stream.synchronize()
    # Which tileiras cuTile ran (private API; absent in other versions).
    try:
        from cuda.tile._compile import _find_compiler_bin
        used = Path(_find_compiler_bin().path).resolve()
        if used != Path(args.tileiras).resolve():
            return {"status": "FAIL", "why": f"cuTile compiled with {used}, not {args.tileiras}"}
    except (ImportError, AttributeError):
        pass
    return compare(entry, host, device, check=entry["name"] in REFERENCES)


def prepared_cubin(args, name):
    """--cubins: (DIR/<kernel>.cubin, CTA size): compiled beforehand (e.g. by
    emulator/gpu_run.py prepare), whose <kernel>.json gives the .reqntid."""
    desc = Path(args.cubins, f"{name}.json")
    req = (json.loads(desc.read_text()).get("reqntid") if desc.is_file() else None) or [THREADS]
    return Path(args.cubins, f"{name}.cubin"), req[0]


def dry_run_one(entry, args, mode, sm):
    """What --one would do for `mode`, without a GPU: (ok, text)."""
    if mode == "cupy" and entry["name"] in NEEDS_INPUTS and entry["name"] not in REFERENCES:
        return True, f"would skip: {NEEDS_INPUTS[entry['name']]}"
    if mode == "cupy" and args.cubins:
        cubin, threads = prepared_cubin(args, entry["name"])
        if not cubin.is_file():
            return False, f"no prepared cubin {cubin}"
        grid = tuple(entry["grid"]) + (1,) * (3 - len(entry["grid"]))
        return True, (f"prepared {cubin.name}; RawModule launch {entry['kernel_function']} grid {grid} "
                      f"block ({threads}, 1, 1)")
    if mode == "cupy":
        variant = Path(args.corpus, f"{entry['name']}.sm_120.tileirbc")
        source = variant if sm in (120, 121) and variant.is_file() else Path(args.corpus, f"{entry['name']}.tileirbc")
        if not source.is_file():
            return False, f"no bytecode {source}"
        grid = tuple(entry["grid"]) + (1,) * (3 - len(entry["grid"]))
        return True, (f"tileiras -O3 --gpu-name=sm_{sm} {source.name}; RawModule launch "
                      f"{entry['kernel_function']} grid {grid} block ({THREADS}, 1, 1)")
    source = Path(args.corpus, entry.get("source", f"kernels/{entry['name']}.py"))
    if not source.is_file():
        return False, f"no kernel source {source}"
    try:
        import cuda.tile  # noqa: F401
    except ImportError:
        return True, f"ct.launch of {source.name} (cuda.tile not installed here: sources not checked)"
    except Exception as e:  # no libcuda: cuTile's import needs the driver
        return True, f"ct.launch of {source.name} (cuda.tile does not import here: {type(e).__name__}: {e})"
    try:
        module = load_kernel_module(args.corpus, entry)
        plan, why = plan_ct_args(entry, module.ARGS)
    except Exception as e:
        return False, f"{source.name} does not load: {type(e).__name__}: {e}"
    if plan is None:
        return True, f"would skip: {why}"
    return True, f"ct.launch(stream, {tuple(module.GRID)}, {entry['kernel_function']}, {len(plan)} args)"


def child(args):
    """--one: compile, load, launch and check one kernel; prints one JSON line."""
    manifest = json.loads(Path(args.corpus, "manifest.json").read_text())
    entry = next((k for k in manifest["kernels"] if k["name"] == args.one), None)
    if entry is None:
        print(json.dumps({"status": "FAIL", "why": "not in manifest.json"}))
        return
    if args.one in NEEDS_INPUTS and args.one not in REFERENCES:
        print(json.dumps({"status": "skip", "why": NEEDS_INPUTS[args.one]}))
        return
    if args.mode == "ct-launch":
        try:
            result = run_one_ct(entry, args)
        except Exception as e:  # cuTile compile errors (TileCompilerError), CUDA errors
            result = {"status": "FAIL", "why": f"{type(e).__name__}: {str(e)[:300]}"}
        print(json.dumps(result))
        return
    sm = args.sm
    variant = Path(args.corpus, f"{entry['name']}.sm_120.tileirbc")
    source = variant if sm in (120, 121) and variant.is_file() else Path(args.corpus, f"{entry['name']}.tileirbc")
    cubin = Path(args.workdir, f"{entry['name']}.sm_{sm}.cubin")
    threads = THREADS
    if args.cubins:
        cubin, threads = prepared_cubin(args, entry["name"])
        proc = subprocess.CompletedProcess([], 0 if cubin.is_file() else 1, "", f"error: no {cubin}")
    else:
        proc = subprocess.run([args.tileiras, "-O3", f"--gpu-name=sm_{sm}", "-o", str(cubin), str(source)],
                              capture_output=True, text=True, env=find_env())
    if proc.returncode != 0 or not cubin.is_file():
        lines = [l for l in proc.stderr.splitlines() if l.strip()]
        why = next((l for l in lines if "error" in l), lines[0] if lines else "no message")
        print(json.dumps({"status": "FAIL", "why": f"tileiras exit {proc.returncode}: {why[:200]}"}))
        return
    try:
        result = run_one(entry, cubin, args.seed, check=entry["name"] in REFERENCES, threads=threads)
    except Exception as e:  # CUDA errors, launch failures
        result = {"status": "FAIL", "why": f"{type(e).__name__}: {str(e)[:300]}"}
    print(json.dumps(result))


# ---------------------------------------------------------------- driver

def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    p.add_argument("kernels", nargs="*", help=f"kernels to check (default: {' '.join(DEFAULT_KERNELS)})")
    p.add_argument("--tileiras", default=str(ROOT / "target/release/tileiras"))
    p.add_argument("--corpus", default=os.environ.get("TILEAS_CORPUS", str(ROOT / "corpus")))
    p.add_argument("--cubins", metavar="DIR",
                   help="cupy mode: launch DIR/<kernel>.cubin (compiled beforehand, e.g. by emulator/gpu_run.py "
                        "prepare, whose <kernel>.json gives the CTA size) instead of compiling; for GPU machines "
                        "without the toolchain")
    p.add_argument("--launch-all", action="store_true",
                   help="also launch every non-matmul kernel without a reference (checks only that it runs)")
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--strict", action="store_true", help="exit 77 instead of 0 when skipped")
    p.add_argument("--timeout", type=int, default=300, help="seconds per kernel (default: 300)")
    p.add_argument("--mode", choices=MODES + ("both",), default="cupy",
                   help="cupy: our cubin through CuPy; ct-launch: cuTile's ct.launch with our tileiras on PATH; "
                        "both (default: cupy)")
    p.add_argument("--dry-run", action="store_true",
                   help="check the arguments, manifest, tileiras and kernel sources and print the plan; no GPU")
    p.add_argument("--sm-for-dry-run", type=int, default=100, metavar="SM",
                   help="the SM --dry-run plans for when no GPU is found (default: 100)")
    p.add_argument("--one", help=argparse.SUPPRESS)
    p.add_argument("--sm", type=int, help=argparse.SUPPRESS)
    p.add_argument("--workdir", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.one:
        child(args)
        return 0

    def skip(why):
        print(f"gpu-check: skipped: {why}")
        return 77 if args.strict else 0

    modes = list(MODES) if args.mode == "both" else [args.mode]
    if args.dry_run:
        return dry_run(args, modes)
    sm, how = detect_sm()
    if sm is None:
        return skip(how)
    try:
        import cupy  # noqa: F401
        import numpy  # noqa: F401
    except ImportError as e:
        return skip(f"{how}, but {e.name} is not installed (pip install cupy-cuda12x or cupy-cuda13x)")
    if "ct-launch" in modes:
        try:
            import cuda.tile  # noqa: F401
        except ImportError:
            return skip(f"{how}, but cuda.tile is not installed (pip install cuda-tile) for --mode {args.mode}")
        if pip_tileiras():
            print(f"gpu-check: the nvidia-cuda-tileiras pip package ({pip_tileiras()}) is installed; cuTile would "
                  f"compile with it instead of {args.tileiras} (pip uninstall nvidia-cuda-tileiras)", file=sys.stderr)
            return 2
    if sm not in SUPPORTED_SM:
        return skip(f"{how}: sm_{sm} is not a tileiras target ({', '.join(f'sm_{s}' for s in sorted(SUPPORTED_SM))})")
    if not Path(args.tileiras).is_file() and not (args.cubins and modes == ["cupy"]):
        print(f"gpu-check: no tileiras at {args.tileiras} (cargo build --release -p tileas-tileiras)", file=sys.stderr)
        return 2
    manifest, todo = load_todo(args)
    if manifest is None:
        return 2

    print(f"gpu-check: {how} -> --gpu-name sm_{sm}, {THREADS} threads per CTA, tileiras {args.tileiras}, "
          f"mode {' + '.join(modes)}")
    failed = runs = 0
    with tempfile.TemporaryDirectory(prefix="tileas-gpu-check-") as work:
        for name in todo:
            for mode in modes:
                runs += 1
                cmd = [sys.executable, __file__, "--one", name, "--sm", str(sm), "--workdir", work,
                       "--tileiras", args.tileiras, "--corpus", args.corpus, "--seed", str(args.seed),
                       "--mode", mode] + (["--cubins", args.cubins] if args.cubins else [])
                try:
                    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
                    line = (proc.stdout.strip().splitlines() or [""])[-1]
                    result = json.loads(line) if line.startswith("{") else {
                        "status": "FAIL",
                        "why": f"checker died (exit {proc.returncode}): {proc.stderr.strip()[-300:]}"}
                except subprocess.TimeoutExpired:
                    result = {"status": "FAIL", "why": f"timed out after {args.timeout} s"}
                if result["status"] == "FAIL":
                    failed += 1
                print(f"  {result['status']:<5} {name:<24} {mode:<9} {result['why']}")
    print(f"gpu-check: {runs - failed} of {runs} ok" + (f", {failed} FAILED" if failed else ""))
    return 1 if failed else 0


def load_todo(args):
    """(manifest, kernel names to run), or (None, None) after printing why."""
    manifest_path = Path(args.corpus, "manifest.json")
    if not manifest_path.is_file():
        print(f"gpu-check: no {manifest_path} (set --corpus or TILEAS_CORPUS)", file=sys.stderr)
        return None, None
    manifest = json.loads(manifest_path.read_text())
    names = {k["name"] for k in manifest["kernels"]}
    todo = list(args.kernels) or list(DEFAULT_KERNELS)
    if args.launch_all:
        todo += sorted(n for n in names if n not in todo and not any(w in n for w in MATMUL_WORDS))
    unknown = [k for k in todo if k not in names]
    if unknown:
        print(f"gpu-check: not in the manifest: {', '.join(unknown)}", file=sys.stderr)
        return None, None
    return manifest, todo


def dry_run(args, modes):
    """--dry-run: everything but the GPU; exit 0 when the plan is complete, 2 otherwise."""
    problems = 0
    sm, how = detect_sm()
    if sm is None:
        sm, how = args.sm_for_dry_run, f"no GPU ({how}); planning for sm_{args.sm_for_dry_run}"
    print(f"gpu-check: dry run: {how}; modes {' + '.join(modes)}")
    if args.cubins and modes == ["cupy"]:
        print(f"  cubins: prepared in {args.cubins}")
    elif not Path(args.tileiras).is_file():
        print(f"  problem: no tileiras at {args.tileiras} (cargo build --release -p tileas-tileiras)")
        problems += 1
    else:
        version = subprocess.run([args.tileiras, "--version"], capture_output=True, text=True)
        first = (version.stdout.splitlines() or ["?"])[-1]
        print(f"  tileiras: {args.tileiras} ({first})")
    if "ct-launch" in modes:
        env = ct_launch_env(args.tileiras)
        found = shutil.which("tileiras", path=env["PATH"])
        print(f"  ct-launch: PATH starts with {env['PATH'].split(os.pathsep)[0]}; tileiras on it: {found}; "
              f"CUDA_TILE_CACHE_DIR={env['CUDA_TILE_CACHE_DIR']}"
              + (f"; CUDA_HOME={env['CUDA_HOME']}" if env.get("CUDA_HOME") else ""))
        if pip_tileiras():
            print(f"  problem: nvidia-cuda-tileiras {pip_tileiras()} is installed; cuTile would use it")
            problems += 1
    manifest, todo = load_todo(args)
    if manifest is None:
        return 2
    entries = {k["name"]: k for k in manifest["kernels"]}
    for name in todo:
        for mode in modes:
            ok, text = dry_run_one(entries[name], args, mode, sm)
            problems += not ok
            print(f"  {'plan' if ok else 'PROBLEM':<7} {name:<24} {mode:<9} {text}")
    print(f"gpu-check: dry run: {len(todo)} kernels x {len(modes)} modes" +
          (f", {problems} problems" if problems else ", complete"))
    return 2 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
