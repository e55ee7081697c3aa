#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/tma-store.mlir (TMA stores,
cp.async.bulk.tensor.2d.global.shared::cta with its bulk group) on
emulator/runtime.c and checks every word of the output tensor exactly
(test/Emulator/tma-store.mlir).

    emulator/tests/tma_store.py [--workdir DIR] [--seed N]

The stage holds word i at word i. For one CTA of 128 threads in each thread
order, a 32x16 f32 box (128-byte rows) is stored at coordinates inside the
tensor, partly past its last column and row, and partly before its start,
without swizzle and with the 128-byte swizzle (the shared-memory layout a TMA
load of the same box would write); every output word is compared with NumPy,
words outside the box or the tensor must keep their sentinel. Then the
launch that must fail: no barrier between the threads' writes of the stage
and the store that reads it (a shared-memory race). Exit status 1 when
anything is not as expected. Needs NumPy, clang-22, mlir-translate-22 and
tileas-emu-prep.
"""

import ctypes
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import emu_harness  # noqa: E402
import emulate  # noqa: E402
from tma import encode  # noqa: E402

THREADS = 128
BOX = (32, 16)  # innermost first: 32 f32 (128 bytes) x 16 rows = the 2048-byte stage
DIMS = (40, 20)  # the tensor, innermost first
PITCH = 48  # elements between rows (192 bytes)
SENTINEL = 0xDEADBEEF


def expected(np, x, y, swizzle):
    """The output words after storing the box at (x, y)."""
    out = np.full(DIMS[1] * PITCH, SENTINEL, dtype=np.uint32)
    for r in range(BOX[1]):
        for c in range(BOX[0]):
            gx, gy = x + c, y + r
            if 0 <= gx < DIMS[0] and 0 <= gy < DIMS[1]:
                o = (r * BOX[0] + c) * 4
                if swizzle:
                    o ^= ((o >> 7) & 7) << 4
                out[gy * PITCH + gx] = o // 4
    return out


def run(np, rt, x, y, swizzle, schedule, seed, mode=0):
    """(error or None, output words)."""
    rt.lib.emu_set_block(THREADS, 1, 1)
    rt.lib.emu_set_schedule(emulate.SCHEDULES.index(schedule), seed)
    base, out = rt.array(np, np.full(DIMS[1] * PITCH, SENTINEL, dtype=np.uint32))
    words = encode(base, "f32", list(DIMS), [4, PITCH * 4], list(BOX), 3 if swizzle else 0)
    (tmap,) = emulate.tensor_map_args(rt.lib, [np.array(words, dtype=np.uint64).tobytes()])
    slots = (ctypes.c_uint64 * 4)(x & 0xFFFFFFFF, y & 0xFFFFFFFF, mode, tmap)
    rc = rt.lib.emu_launch(rt.entry, 1, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"iiip")
    return (rt.lib.emu_error().decode(errors="replace") if rc else None), out.copy()


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "tma-store", 5)
    import numpy as np

    so, info = emu_harness.build("tma-store", "tma-store.mlir", work)
    rt = emu_harness.Runtime(so)
    rt.lib.emu_tma_store_count.restype = ctypes.c_long
    print(f"tma-store: {info['tensor_ops']}")
    failures = 0
    cases = [(4, 2), (16, 8), (-8, -4)]
    for schedule in emulate.SCHEDULES:
        bad = []
        for swizzle in (False, True):
            for x, y in cases:
                error, got = run(np, rt, x, y, swizzle, schedule, args.seed)
                want = expected(np, x, y, swizzle)
                if error or not np.array_equal(got, want):
                    wrong = int(np.count_nonzero(got != want))
                    bad.append(f"({x}, {y}) swizzle {swizzle}: {error or f'{wrong} words differ'}")
        failures += bool(bad)
        print(f"{schedule}: " + ("ok" if not bad else "FAIL " + "; ".join(bad)))
    print(f"stores: {rt.lib.emu_tma_store_count()} in the last launch")
    error, _ = run(np, rt, 4, 2, False, "forward", args.seed, mode=1)
    if error and "shared-memory race" in error:
        print("no barrier before the store: fails as it must: shared-memory race")
    else:
        failures += 1
        print(f"FAIL no barrier before the store: {error or 'the launch succeeded'}")
    if tmp:
        tmp.cleanup()
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
