#!/usr/bin/env python3
"""Runs the emulator's checks (emulator/references.py: problem sizes, inputs,
NumPy references, canaries, variants) on a real NVIDIA GPU, for our cubins and
for NVIDIA's, and times both on the manifest's problem sizes.

The GPU machine need not have tileas, LLVM or NVIDIA's tileiras: everything
that needs them is done beforehand on a build machine, into one directory.

    # on the build machine (tileas built; NVIDIA's tileiras optional)
    emulator/gpu_run.py prepare --out DIR --gpu-name sm_90 [--nvidia-tileiras PATH] [kernel ...]
    # on the GPU machine (NumPy and the CUDA driver; nothing else)
    emulator/gpu_run.py run DIR [kernel ...] [--compilers ours,nvidia] [--bench N [--timing-only]] [--jobs J]

prepare writes, per kernel and compiler (DIR/ours, DIR/nvidia):
  <kernel>.cubin     tileiras -O3 --gpu-name <target> (ours: target/release/tileiras)
  <kernel>.ptx       the PTX of that cubin (to rebuild it with another ptxas)
  <kernel>.json      the launch description: entry name, parameters (types, which
                     are hidden TMA descriptors), CTA size, the host module
  <kernel>.host.so   the cubin's host module linked into a shared library, for
                     kernels with TMA descriptors (ours: `--emit=host-obj`;
                     NVIDIA's: the cubin's `.nv.host` section)
Ours come from the LLVM-dialect module the emulator reads (tileas-emu-prep's
parameter list); NVIDIA's from the PTX tileiras hands to ptxas (its entry,
parameters and .reqntid), the user parameters checked against ours (cuTile's
kernel ABI is the same for both).

run loads each cubin with the CUDA driver API (ctypes over libcuda), allocates
every array on the device with canary bytes around it, fills the hidden TMA
descriptor parameters by calling the cubin's own host module
(FUNC_ON_ARGUMENTS_CHANGE, as the driver does for tile kernels) with the real
device pointers, launches the grid with the kernel's .reqntid CTA size and
compares with NumPy exactly as emulator/emulate.py does (emulate.run_one).
Device assertions are not provoked (a trap ends the CUDA context). --bench N
then launches the kernel N more times on the manifest's sizes and reports the
mean time per launch (CUDA events) for each compiler and their ratio.
Each kernel and compiler runs in its own process. Exit status: 0 every check
passed, 1 a check failed, 2 setup error.
"""

import argparse
import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

EMU_DIR = Path(__file__).resolve().parent
ROOT = EMU_DIR.parent
sys.path.insert(0, str(EMU_DIR))

import emulate  # noqa: E402

COMPILERS = ("ours", "nvidia")


# ---------------------------------------------------------------- prepare

# `.param [.align N] .TYPE [.ptr .SPACE .align N] NAME[[LEN]]`
PTX_PARAM = re.compile(r"\.param\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+(?:\.ptr\s+(?:\.\w+\s+)?(?:\.align\s+\d+\s+)?)?"
                       r"(\w+)(?:\[(\d+)\])?")


def ptx_entry(ptx_text):
    """(entry name, [(ptx type, array length or None)], reqntid or None) of the
    first .entry of a PTX module."""
    m = re.search(r"\.entry\s+(\w+)\s*\((.*?)\)", ptx_text, re.S)
    if not m:
        raise ValueError("no .entry in the PTX")
    params = [(t, int(n) if n else None) for _, t, _, n in PTX_PARAM.findall(m.group(2))]
    tail = ptx_text[m.end():m.end() + 400]
    req = re.search(r"\.reqntid\s+([\d,\s]+)", tail)
    reqntid = [int(x) for x in req.group(1).replace(" ", "").split(",") if x] if req else None
    return m.group(1), params, reqntid


def link_host_module(obj, so):
    """The host object (an x86-64 relocatable) as a loadable shared library
    (emulate.HostModule's link, done on the build machine)."""
    proc = subprocess.run([emulate.tool("clang-22"), "-shared", "-nostdlib", "-Wl,-z,notext", str(obj), "-o",
                           str(so)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"linking {obj}: {proc.stderr.strip()[:300]}")


def prepare_ours(entry, args, out, work):
    """Our cubin and launch description of one corpus kernel."""
    import hostprep
    name = entry["name"]
    source = Path(args.corpus, f"{name}.tileirbc")
    if args.gpu_name in ("sm_120", "sm_121") and Path(args.corpus, f"{name}.sm_120.tileirbc").is_file():
        source = Path(args.corpus, f"{name}.sm_120.tileirbc")
    cubin = out / f"{name}.cubin"
    gpu_mlir = work / f"{name}.llvm.mlir"
    for emit, dest in (("cubin", cubin), ("mlir", gpu_mlir), ("ptx", out / f"{name}.ptx")):
        proc = subprocess.run([args.tileiras, f"--emit={emit}", "-O3", f"--gpu-name={args.gpu_name}", "-o",
                               str(dest), str(source)], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"tileiras --emit={emit}: {proc.stderr.strip()[-300:]}")
    prep = hostprep.find_tool(args.tileiras)
    info = hostprep.prepare(prep, gpu_mlir, work / f"{name}.host.mlir", work / f"{name}.rewrite.json")
    info = emulate.with_host_object(info, argparse.Namespace(gpu_name=args.gpu_name, tileiras=args.tileiras, opt=3),
                                    source, work)
    desc = {"kernel": info["kernel"], "params": info["params"], "kinds": info["kinds"],
            "reqntid": (info.get("kernels") or [{}])[0].get("reqntid"), "gpu_name": args.gpu_name,
            "source": source.name}
    if info.get("host_object"):
        link_host_module(info["host_object"], out / f"{name}.host.so")
        desc["host_so"] = f"{name}.host.so"
    (out / f"{name}.json").write_text(json.dumps(desc, indent=1))
    return desc


def prepare_nvidia(entry, args, out, work, ours):
    """NVIDIA's cubin (tileiras with a PTX-capturing ptxas) and its launch
    description, the user parameters taken from ours after checking sizes."""
    name = entry["name"]
    source = Path(args.corpus, ours["source"])
    cubin = out / f"{name}.cubin"
    cap = work / f"{name}.nvcap"
    cap.mkdir(exist_ok=True)
    env = dict(os.environ, PTX_CAPTURE_DIR=str(cap))
    if args.nvidia_cuda_home:
        env["CUDA_HOME"] = args.nvidia_cuda_home
    proc = subprocess.run([args.nvidia_tileiras, "--gpu-name", args.gpu_name, "-O3", str(source), "-o", str(cubin)],
                          capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise RuntimeError(f"NVIDIA's tileiras: {proc.stderr.strip()[-300:]}")
    ptx = (cap / "captured.ptx").read_text()
    (out / f"{name}.ptx").write_text(ptx)
    kernel, params, reqntid = ptx_entry(ptx)
    hidden = [p for p in params if p[1] == 128]
    # tileiras 13.5's device TMA workspace: a hidden global pointer, last
    workspace = re.search(r"\.hidden\s+\.param\s+\.u64\s+\.ptr\b[^\n]*_param_%d\b" % (len(params) - 1), ptx)
    user = params[:len(params) - len(hidden) - (1 if workspace else 0)]
    ours_user = [p for p in ours["params"] if not p.get("tensor_map") and not p.get("tma_workspace")]
    sizes = {"u64": 8, "b64": 8, "s64": 8, "f64": 8, "u32": 4, "b32": 4, "s32": 4, "f32": 4, "u16": 2, "b16": 2,
             "s16": 2, "f16": 2, "u8": 1, "b8": 1, "s8": 1}
    if len(user) != len(ours_user) or any(sizes.get(t) != emulate.PARAM_SIZES.get(p["type"])
                                          for (t, _), p in zip(user, ours_user)):
        raise RuntimeError(f"NVIDIA's parameters ({' '.join(t for t, _ in user)}) differ from ours "
                           f"({' '.join(p['type'] for p in ours_user)})")
    desc = {"kernel": kernel, "params": ours_user + [{"type": "ptr", "tensor_map": True}] * len(hidden)
            + ([{"type": "ptr", "tma_workspace": True}] if workspace else []),
            "kinds": ours["kinds"][:len(ours_user)] + "p" * (len(hidden) + (1 if workspace else 0)),
            "reqntid": reqntid, "gpu_name": args.gpu_name, "source": ours["source"]}
    if hidden or workspace:
        obj = work / f"{name}.nv.host.o"
        objcopy = emulate.tool("llvm-objcopy-22")
        proc = subprocess.run([objcopy, f"--dump-section=.nv.host={obj}", str(cubin), str(work / "scratch.o")],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"extracting .nv.host: {proc.stderr.strip()[:300]}")
        link_host_module(obj, out / f"{name}.host.so")
        desc["host_so"] = f"{name}.host.so"
    (out / f"{name}.json").write_text(json.dumps(desc, indent=1))


def prepare(args):
    out = Path(args.out)
    if "/" not in args.tileiras and shutil.which(args.tileiras):
        args.tileiras = shutil.which(args.tileiras)  # a name on PATH (lit RUN lines)
    manifest = json.loads(Path(args.corpus, "manifest.json").read_text())
    entries = [k for k in manifest["kernels"] if not args.kernels or k["name"] in args.kernels]
    for comp in COMPILERS:
        (out / comp).mkdir(parents=True, exist_ok=True)
    shutil.copy(Path(args.corpus, "manifest.json"), out / "manifest.json")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="tileas-gpu-prep-") as tmp:
        work = Path(tmp)
        for entry in entries:
            line = []
            try:
                ours = prepare_ours(entry, args, out / "ours", work)
                line.append("ours ok")
            except Exception as e:
                failed += 1
                print(f"  FAIL {entry['name']:<26} ours: {e}")
                continue
            if args.nvidia_tileiras:
                try:
                    prepare_nvidia(entry, args, out / "nvidia", work, ours)
                    line.append("nvidia ok")
                except Exception as e:
                    failed += 1
                    line.append(f"nvidia FAILED: {e}")
            print(f"  {entry['name']:<26} {', '.join(line)}", flush=True)
    (out / "prepared.json").write_text(json.dumps({"gpu_name": args.gpu_name, "kernels": [e["name"] for e in entries]}))
    print(f"gpu_run: prepared {len(entries)} kernels for {args.gpu_name} in {out}"
          + (f", {failed} failed" if failed else ""))
    return 1 if failed else 0


# ---------------------------------------------------------------- the GPU

class CudaError(RuntimeError):
    pass


class GpuLib:
    """The subset of the emulator runtime's interface emulate.run_one uses,
    backed by the CUDA driver: memory is a host mirror (what run_one reads and
    writes) plus a device copy; emu_launch uploads every region, launches,
    synchronizes and downloads."""

    def __init__(self, cubin, desc, bench=0):
        self.cuda = ctypes.CDLL("libcuda.so.1")
        self.desc = desc
        self.bench = bench
        self.times = []
        self.error = b""
        self.regions = []  # (host buffer, host address, device address, size)
        self.block = (128, 1, 1)
        self.printf_path = None
        self._check(self.cuda.cuInit(0), "cuInit")
        dev = ctypes.c_int()
        self._check(self.cuda.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
        sms = ctypes.c_int(1)
        # CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: sizes a device TMA workspace (emulate.run_one)
        self._check(self.cuda.cuDeviceGetAttribute(ctypes.byref(sms), 16, dev), "cuDeviceGetAttribute")
        self.sm_count = sms.value
        self.ctx = ctypes.c_void_p()
        self._check(self.cuda.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), dev), "cuDevicePrimaryCtxRetain")
        self._check(self.cuda.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")
        image = Path(cubin).read_bytes()
        self.module = ctypes.c_void_p()
        self._check(self.cuda.cuModuleLoadData(ctypes.byref(self.module), ctypes.c_char_p(image)), "cuModuleLoadData")
        self.func = ctypes.c_void_p()
        self._check(self.cuda.cuModuleGetFunction(ctypes.byref(self.func), self.module, desc["kernel"].encode()),
                    "cuModuleGetFunction")

    def _name(self, rc):
        s = ctypes.c_char_p()
        self.cuda.cuGetErrorName(rc, ctypes.byref(s))
        return (s.value or b"?").decode()

    def _check(self, rc, what):
        if rc != 0:
            raise CudaError(f"{what}: {self._name(rc)} ({rc})")

    # -- the emulator runtime's interface
    def emu_alloc(self, size):
        buf = (ctypes.c_uint8 * (size + 64))()
        host = (ctypes.addressof(buf) + 63) // 64 * 64
        dptr = ctypes.c_uint64()
        self._check(self.cuda.cuMemAlloc_v2(ctypes.byref(dptr), ctypes.c_size_t(size)), "cuMemAlloc")
        self.regions.append((buf, host, dptr.value, size))
        return host

    def device_address(self, host):
        for _, h, d, n in self.regions:
            if h <= host < h + n:
                return d + (host - h)
        raise ValueError(f"0x{host:x} is in no allocation")

    def emu_error(self):
        return self.error

    def emu_set_output(self, path):
        self.printf_path = path

    def emu_set_block(self, x, y, z):
        self.block = (x, y, z)
        return 0

    def emu_launch(self, _entry, gx, gy, gz, slots_ptr, _kinds):
        params = self.desc["params"]
        slots = (ctypes.c_uint64 * max(1, len(params))).from_address(slots_ptr.value if hasattr(slots_ptr, "value")
                                                                      else slots_ptr)
        kp = (ctypes.c_void_p * max(1, len(params)))()
        for i, p in enumerate(params):
            # a TMA descriptor slot holds the address of its 128-byte image (by value)
            kp[i] = slots[i] if p.get("tensor_map") else ctypes.addressof(slots) + 8 * i
        try:
            for _, h, d, n in self.regions:
                self._check(self.cuda.cuMemcpyHtoD_v2(ctypes.c_uint64(d), ctypes.c_void_p(h), ctypes.c_size_t(n)),
                            "cuMemcpyHtoD")
            saved = None
            if self.printf_path:
                sys.stdout.flush()
                saved = os.dup(1)
                fd = os.open(self.printf_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
                os.dup2(fd, 1)
                os.close(fd)
            try:
                rc = self._launch(gx, gy, gz, kp)
                if rc == 0:
                    rc = self.cuda.cuCtxSynchronize()
            finally:
                if saved is not None:
                    ctypes.CDLL(None).fflush(None)
                    os.dup2(saved, 1)
                    os.close(saved)
            self._check(rc, "launch")
            for _, h, d, n in self.regions:
                self._check(self.cuda.cuMemcpyDtoH_v2(ctypes.c_void_p(h), ctypes.c_uint64(d), ctypes.c_size_t(n)),
                            "cuMemcpyDtoH")
            if self.bench and not self.times:
                self.times.append(self._time(gx, gy, gz, kp))
        except CudaError as e:
            self.error = str(e).encode()
            return 1
        return 0

    def _launch(self, gx, gy, gz, kp):
        bx, by, bz = self.block
        return self.cuda.cuLaunchKernel(self.func, gx, gy, gz, bx, by, bz, 0, None, kp, None)

    def _time(self, gx, gy, gz, kp):
        """Mean milliseconds per launch over self.bench launches (after one warm-up)."""
        start, stop = ctypes.c_void_p(), ctypes.c_void_p()
        self._check(self.cuda.cuEventCreate(ctypes.byref(start), 0), "cuEventCreate")
        self._check(self.cuda.cuEventCreate(ctypes.byref(stop), 0), "cuEventCreate")
        self._check(self._launch(gx, gy, gz, kp), "launch")
        self._check(self.cuda.cuEventRecord(start, None), "cuEventRecord")
        for _ in range(self.bench):
            self._check(self._launch(gx, gy, gz, kp), "launch")
        self._check(self.cuda.cuEventRecord(stop, None), "cuEventRecord")
        self._check(self.cuda.cuEventSynchronize(stop), "cuEventSynchronize")
        ms = ctypes.c_float()
        self._check(self.cuda.cuEventElapsedTime(ctypes.byref(ms), start, stop), "cuEventElapsedTime")
        return ms.value / self.bench

    def __getattr__(self, name):
        # the emulator's statistics (barriers, shuffles, MMAs, ...): none here
        if name.startswith("emu_"):
            return lambda *a: 0
        raise AttributeError(name)


def run_child(args):
    """--one KERNEL --compiler C: one check (and timing); prints one JSON line."""
    import references as R
    import numpy as np  # noqa: F401  (run_one imports it too; fail early)
    d = Path(args.dir)
    manifest = json.loads((d / "manifest.json").read_text())
    entry = next(k for k in manifest["kernels"] if k["name"] == args.one)
    cdir = d / args.compiler
    desc = json.loads((cdir / f"{args.one}.json").read_text())
    setup = dict(R.SETUPS.get(args.one, {}))
    setup["assert_runs"] = []  # a device trap ends the context: not provoked on a GPU
    if args.full:
        # timing only: the manifest's sizes, no reference (some are slow at those sizes)
        setup.pop("args", None)
        setup.pop("grid", None)
        setup.pop("stdout", None)
        setup["variants"] = []
        setup["ref"] = (lambda np, inputs: {}, 0, 0)
    info = {"kernel": desc["kernel"], "params": desc["params"], "kinds": desc["kinds"], "gpu_name": desc["gpu_name"],
            "kernels": [{"name": desc["kernel"], "reqntid": desc.get("reqntid")}]}
    if desc.get("host_so"):
        info["host_object"] = str(cdir / desc["host_so"])
    lib = GpuLib(cdir / f"{args.one}.cubin", desc, bench=args.bench if args.full else 0)
    work = Path(tempfile.mkdtemp(prefix="tileas-gpu-run-"))
    # the CTAs run concurrently: references that depend on their order say so
    result = emulate.run_one(entry, setup, None, info, args.seed, work, schedule="concurrent", lib=lib)
    if lib.times:
        result["ms"] = lib.times[0]
    return result


def run(args):
    d = Path(args.dir)
    if not (d / "prepared.json").is_file():
        print(f"gpu_run: {d} holds no prepared kernels (emulator/gpu_run.py prepare --out {d})", file=sys.stderr)
        return 2
    prepared = json.loads((d / "prepared.json").read_text())
    todo = args.kernels or prepared["kernels"]
    comps = [c for c in args.compilers.split(",") if c]
    env = dict(os.environ)
    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(var, "1")

    def one(name, comp, full):
        if not (d / comp / f"{name}.json").is_file():
            return {"status": "SKIP", "why": f"not prepared for {comp}"}
        cmd = [sys.executable, __file__, "--one", name, "--compiler", comp, "--seed", str(args.seed), "--bench",
               str(args.bench), str(d)] + (["--full"] if full else [])
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, env=env)
            line = (proc.stdout.strip().splitlines() or [""])[-1]
            return json.loads(line) if line.startswith("{") else {
                "status": "FAIL", "why": f"died (exit {proc.returncode}): {proc.stderr.strip()[-300:]}"}
        except subprocess.TimeoutExpired:
            return {"status": "FAIL", "why": f"timed out after {args.timeout} s"}

    print(f"gpu_run: {len(todo)} kernels x {', '.join(comps)} for {prepared['gpu_name']}: the emulator's sizes "
          f"and references" + (f"; then {args.bench} timed launches each on the manifest's sizes" if args.bench else ""))
    results = {}
    failed = 0
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(one, n, c, False): (n, c) for n in todo for c in comps if not args.timing_only}
        for fut in as_completed(futures):  # printed as they finish: a hang shows as the missing ones
            (name, comp), r = futures[fut], fut.result()
            results[(name, comp)] = r
            failed += r["status"] == "FAIL"
            print(f"  {r['status']:<5} {name:<26} {comp:<7} {r.get('why', '')}"
                  + (f"; {r['stats']}" if r.get("stats") else ""), flush=True)
    timings = {}
    if args.bench:
        print("gpu_run: timing (manifest sizes, one process at a time)")
        for name in todo:
            row = {}
            for comp in comps:
                r = one(name, comp, True)
                row[comp] = r
            timings[name] = row
            cells = []
            for comp in comps:
                r = row[comp]
                cells.append(f"{comp} {r['ms'] * 1000:9.1f} us ({r['status']})" if "ms" in r else
                             f"{comp} -- ({r['status']}: {r.get('why', '')[:80]})")
            ratio = ""
            if all("ms" in row[c] for c in COMPILERS if c in comps) and len(comps) == 2:
                ratio = f"  ours/nvidia {row['ours']['ms'] / row['nvidia']['ms']:.2f}"
            print(f"  {name:<26} " + "  ".join(cells) + ratio, flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps({"checks": {f"{n}/{c}": r for (n, c), r in results.items()},
                                               "timings": timings}, indent=1))
    print(f"gpu_run: {sum(r['status'] == 'PASS' for r in results.values())} passed, {failed} failed, "
          f"{sum(r['status'] == 'SKIP' for r in results.values())} skipped")
    return 1 if failed else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    if len(sys.argv) > 1 and sys.argv[1] == "--one":
        p.add_argument("--one")
        p.add_argument("--compiler")
        p.add_argument("--seed", type=int)
        p.add_argument("--bench", type=int)
        p.add_argument("--full", action="store_true")
        p.add_argument("dir")
        args = p.parse_args()
        try:
            result = run_child(args)
        except Exception as e:
            result = {"status": "FAIL", "why": f"{type(e).__name__}: {str(e)[:300]}"}
        sys.stdout.flush()
        print(json.dumps(result))
        return 0
    sub = p.add_subparsers(dest="cmd", required=True)
    pp = sub.add_parser("prepare", help="compile and describe the kernels (build machine)")
    pp.add_argument("kernels", nargs="*")
    pp.add_argument("--out", required=True)
    pp.add_argument("--gpu-name", default="sm_90")
    pp.add_argument("--tileiras", default=str(ROOT / "target/release/tileiras"))
    pp.add_argument("--nvidia-tileiras", help="NVIDIA's tileiras (its ptxas must copy the PTX it gets to "
                                              "$PTX_CAPTURE_DIR/captured.ptx: scripts/fetch-reference.sh's capture)")
    pp.add_argument("--nvidia-cuda-home", help="CUDA_HOME for NVIDIA's tileiras (the capturing toolkit)")
    pp.add_argument("--corpus", default=os.environ.get("TILEAS_CORPUS", str(ROOT / "corpus")))
    pr = sub.add_parser("run", help="check and time the prepared kernels (GPU machine)")
    pr.add_argument("dir")
    pr.add_argument("kernels", nargs="*")
    pr.add_argument("--compilers", default="ours,nvidia")
    pr.add_argument("--bench", type=int, default=0, metavar="N", help="time N launches per kernel on full sizes")
    pr.add_argument("--timing-only", action="store_true", help="with --bench: skip the checks")
    pr.add_argument("--jobs", type=int, default=4)
    pr.add_argument("--seed", type=int, default=1234)
    pr.add_argument("--timeout", type=int, default=180)
    pr.add_argument("--json", help="write every result here")
    args = p.parse_args()
    return prepare(args) if args.cmd == "prepare" else run(args)


if __name__ == "__main__":
    sys.exit(main())
