#!/usr/bin/env python3
"""Compiles every corpus kernel's Python source with cuTile Python (PyPI
`cuda-tile`, 1.x) through OUR tileiras, to check that cuTile can use it as
its compiler. No GPU needed.

    scripts/cutile-compile-check.py                       # all kernels, sm_100
    scripts/cutile-compile-check.py --gpu-name sm_120 vec_add_f32 matmul_f16

cuTile looks for `tileiras` in the `nvidia-cuda-tileiras` pip package, then on
PATH, then in $CUDA_HOME/bin; this script puts the directory of --tileiras
(default target/release) first on PATH, unsets CUDA_HOME/CUDA_PATH and keeps
cuTile's disk cache on as a user has it, in a fresh directory (--cache-dir DIR
to choose it, --cache-dir off to turn it off): with the cache on, cuTile runs
tileiras with `--remark-format=yaml --remarks=all --remarks-output-file=F` and
stores the remarks with each cubin (the script counts the entries and those
with tileas' remarks at the end). Then it calls cuTile's public
`cuda.tile.compilation.export_kernel(kernel, [signature], ..., output_format=
"cubin")` per kernel: cuTile writes the bytecode and runs our tileiras on it.
It refuses to run (exit 2) when cuTile would pick another tileiras.

Without a GPU driver cuTile does not import; build NVIDIA-free stand-in
libcuda from ../shared/tools/cuda_stub.c (its header says how) and pass its
directory with --cuda-stub DIR (or set LD_LIBRARY_PATH yourself).

Signatures come from each source's ARGS: arrays are C-contiguous int32-indexed
ArrayConstraints (base address divisible by 16, last stride 1), Python
ints/floats of runtime parameters are i32/f32 scalars, ct.Constant parameters
their value, lists of arrays ListConstraints. The corpus' kernels/_common.py
uses an internal cuTile API that 1.7 no longer has, so a stand-in `_common`
module is installed first. Exit status: 0 all compiled, 1 a kernel failed,
2 setup error.
"""

import argparse
import importlib
import inspect
import io
import os
import shutil
import tempfile
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def reexec_with_env(args):
    """Restarts the script with the environment cuTile must see from its import on."""
    env = dict(os.environ)
    env["PATH"] = str(Path(args.tileiras).resolve().parent) + os.pathsep + env.get("PATH", "")
    env.pop("CUDA_HOME", None)
    env.pop("CUDA_PATH", None)
    if args.cache_dir is None:
        env["CUDA_TILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="cutile-cache-")
        env["TILEAS_CUTILE_CACHE_TEMP"] = "1"
    else:
        env["CUDA_TILE_CACHE_DIR"] = args.cache_dir
    if args.cuda_stub:
        env["LD_LIBRARY_PATH"] = args.cuda_stub + os.pathsep + env.get("LD_LIBRARY_PATH", "")
    env["TILEAS_CUTILE_CHECK_CHILD"] = "1"
    os.execve(sys.executable, [sys.executable, __file__] + sys.argv[1:], env)


def install_common_shim(ct):
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import cutile_common_shim
    return cutile_common_shim.install(ct)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    p.add_argument("kernels", nargs="*", help="kernel names (default: every source in the corpus)")
    p.add_argument("--gpu-name", default="sm_100")
    p.add_argument("--tileiras", default=str(ROOT / "target/release/tileiras"))
    p.add_argument("--corpus", default=os.environ.get("TILEAS_CORPUS", str(ROOT / "corpus")))
    p.add_argument("--cuda-stub", help="directory holding a stand-in libcuda.so.1 (no GPU driver)")
    p.add_argument("--cache-dir", help="cuTile's disk cache (CUDA_TILE_CACHE_DIR; default: a fresh "
                   "temporary directory, removed afterwards; 'off' turns the cache off)")
    args = p.parse_args()
    if not Path(args.tileiras).is_file():
        print(f"cutile-compile-check: no tileiras at {args.tileiras}", file=sys.stderr)
        return 2
    if os.environ.get("TILEAS_CUTILE_CHECK_CHILD") != "1":
        reexec_with_env(args)

    try:
        import cuda.tile as ct
        from cuda.tile.compilation import CallingConvention, KernelSignature, export_kernel
        from cuda.tile._compile import _find_compiler_bin
    except Exception as e:  # ImportError, or no libcuda
        print(f"cutile-compile-check: cuTile does not import ({type(e).__name__}: {e}); "
              "pip install cuda-tile, and --cuda-stub without a GPU driver", file=sys.stderr)
        return 2
    used = Path(_find_compiler_bin().path).resolve()
    if used != Path(args.tileiras).resolve():
        print(f"cutile-compile-check: cuTile would compile with {used}, not {args.tileiras} "
              "(is the nvidia-cuda-tileiras pip package installed?)", file=sys.stderr)
        return 2
    print(f"cutile-compile-check: cuTile {getattr(ct, '__version__', '?')}, tileiras {used}, {args.gpu_name}")

    Arr = install_common_shim(ct)
    kernel_dir = Path(args.corpus, "kernels")
    sys.path.insert(0, str(kernel_dir))
    names = args.kernels or sorted(f.stem for f in kernel_dir.glob("*.py") if f.stem != "_common")

    def constraint(value, annotation):
        import cutile_common_shim
        return cutile_common_shim.constraint(ct, value, annotation)

    failed = 0
    for name in names:
        try:
            module = importlib.import_module(name)
            kernel = module.KERNEL
            params = inspect.signature(kernel._pyfunc).parameters.values()
            signature = KernelSignature([constraint(v, q.annotation) for v, q in zip(module.ARGS, params)],
                                        CallingConvention.cutile_python_v1())
            out = io.BytesIO()
            export_kernel(kernel, [signature], out, gpu_code=args.gpu_name, output_format="cubin")
            print(f"  OK    {name:<28} cubin {len(out.getvalue())} bytes")
        except Exception as e:  # cuTile's TileCompilerError carries our tileiras' diagnostics
            failed += 1
            message = " | ".join(line for line in str(e).splitlines() if line.strip())
            print(f"  FAIL  {name:<28} {type(e).__name__}: {message[:600]}")
    print(f"cutile-compile-check: {len(names) - failed} of {len(names)} compiled")
    if not report_cache():
        failed += 1
    return 1 if failed else 0


def report_cache():
    """Counts cuTile's cache entries and those holding tileas' remarks;
    removes the cache directory when this script made it. False when the
    cache is on but holds nothing (cuTile did not store what it compiled)."""
    from cutile_cache._env import get_cache_dir_from_env
    cache_dir = get_cache_dir_from_env()
    if cache_dir is None:
        print("cutile-compile-check: cache off")
        return True
    try:
        from cutile_cache._cache import cache_entries
        entries = list(cache_entries(cache_dir))
        with_remarks = sum(1 for e in entries if "--- !" in (e.metadata.remarks or ""))
        print(f"cutile-compile-check: cache: {len(entries)} entries, {with_remarks} with remarks")
        return len(entries) > 0
    finally:
        if os.environ.get("TILEAS_CUTILE_CACHE_TEMP") == "1":
            shutil.rmtree(cache_dir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
