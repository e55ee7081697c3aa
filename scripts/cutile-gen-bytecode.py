#!/usr/bin/env python3
"""Writes TileIR bytecode of every corpus kernel source with cuTile Python (PyPI
`cuda-tile` 1.7) at the bytecode versions asked for, without running any tileiras:

    scripts/cutile-gen-bytecode.py --out DIR [--versions 13.2,13.3,13.4,13.5] [--gpu-name sm_100] [kernel ...]

gives DIR/<version>/<kernel>.tileirbc. cuTile's own `compile_tile(...,
bytecode_version=V, return_bytecode=True, return_cubin=False)` writes the bytes,
so the version probe never runs. Without a GPU driver cuTile needs a stand-in
libcuda (`../shared/tools/cuda_stub.c`): pass its directory with --cuda-stub.
Signatures are those of scripts/cutile-compile-check.py (same stand-in `_common`).
Exit status: 0 every kernel written, 1 some failed, 2 setup error.
"""

import argparse
import importlib
import inspect
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("kernels", nargs="*")
    p.add_argument("--out", required=True)
    p.add_argument("--versions", default="13.2,13.3,13.4,13.5")
    p.add_argument("--gpu-name", default="sm_100")
    p.add_argument("--corpus", default=os.environ.get("TILEAS_CORPUS", str(ROOT / "corpus")))
    p.add_argument("--cuda-stub", help="directory holding a stand-in libcuda.so.1")
    p.add_argument("--like-device", action="store_true",
                   help="constrain arrays as ct.launch does for real device arrays of those shapes (the "
                        "bytecode ct.launch itself would compile; scripts/gpu-lease.sh)")
    args = p.parse_args()
    if args.cuda_stub and os.environ.get("TILEAS_GEN_CHILD") != "1":
        env = dict(os.environ)
        env["LD_LIBRARY_PATH"] = args.cuda_stub + os.pathsep + env.get("LD_LIBRARY_PATH", "")
        env["TILEAS_GEN_CHILD"] = "1"
        env["CUDA_TILE_CACHE_DIR"] = "off"
        os.execve(sys.executable, [sys.executable, __file__] + sys.argv[1:], env)
    try:
        import cuda.tile as ct
        from cuda.tile import _bytecode as bc
        from cuda.tile._compile import compile_tile
        from cuda.tile.compilation import CallingConvention, KernelSignature
    except Exception as e:
        print(f"cutile-gen-bytecode: cuTile does not import ({type(e).__name__}: {e})", file=sys.stderr)
        return 2
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import cutile_common_shim
    Arr = cutile_common_shim.install(ct)
    kernel_dir = Path(args.corpus, "kernels")
    sys.path.insert(0, str(kernel_dir))
    names = args.kernels or sorted(f.stem for f in kernel_dir.glob("*.py") if f.stem != "_common")

    def constraint(value, annotation):
        return cutile_common_shim.constraint(ct, value, annotation, like_device=args.like_device)

    versions = {v.as_string(): v for v in bc.BytecodeVersion}
    failed = 0
    for vs in args.versions.split(","):
        version = versions[vs]
        out_dir = Path(args.out, vs)
        out_dir.mkdir(parents=True, exist_ok=True)
        for name in names:
            try:
                module = importlib.import_module(name)
                kernel = module.KERNEL
                params = inspect.signature(kernel._pyfunc).parameters.values()
                signature = KernelSignature([constraint(v, q.annotation) for v, q in zip(module.ARGS, params)],
                                            CallingConvention.cutile_python_v1())
                res = compile_tile(kernel._pyfunc, [signature], sm_arch=args.gpu_name, bytecode_version=version,
                                   return_bytecode=True, return_cubin=False)
                Path(out_dir, f"{name}.tileirbc").write_bytes(bytes(res.bytecode))
            except Exception as e:
                failed += 1
                print(f"  FAIL {vs} {name}: {type(e).__name__}: {str(e)[:300]}")
    print(f"cutile-gen-bytecode: {failed} failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
