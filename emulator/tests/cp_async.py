#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/cp-async.mlir (Ampere's
asynchronous copies: cp.async.{ca,cg}.shared.global with and without a src
size, commit_group, wait_group, wait_all) on emulator/runtime.c and checks
every output word exactly against NumPy (test/Emulator/cp-async.mlir).

    emulator/tests/cp_async.py [--workdir DIR] [--seed N]

For 2 CTAs of 128 threads in each thread order (forward, reverse, shuffle),
and once rewritten with --no-race-check, it prints one line `ok` or what
differs: a 2-stage ring of 16-byte copies (wait_group 1 / 0, bar.sync, each
thread reads another thread's chunk) and the zero fill of src sizes 0, 4, 8,
12 and of the 4- and 8-byte forms. Then the launches that must fail, each
with the runtime's message: no wait, a wait_group too weak for the group read
next, a thread that returns with copies in flight, a cp.async onto bytes
another one will write, a missing barrier between the reads of a stage and
the next copies into it (both thread orders), a store onto bytes in flight; and a too-weak wait with races
made non-fatal, which completes with stale data. Exit status 1 when anything
is not as expected. Needs NumPy, clang-22, mlir-translate-22 and
tileas-emu-prep (TILEAS_EMU_PREP, next to ../../target/release/tileiras, or
on PATH).
"""

import ctypes
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EMU_DIR = HERE.parent
sys.path.insert(0, str(EMU_DIR))
sys.path.insert(0, str(HERE))

import emulate  # noqa: E402
import emu_harness  # noqa: E402

THREADS = 128
STEPS = 5
GRID = 2
SCHEDULES = emulate.SCHEDULES
# The zero-fill copies of each thread: (offset in its 128 bytes, cp size, src size).
ZERO_FILL = [(0, 16, 0), (16, 16, 4), (32, 16, 8), (48, 16, 12), (64, 16, 16), (80, 16, 16), (96, 8, 4),
             (104, 8, 8), (112, 4, 0), (116, 4, 4), (120, 8, 0)]


def expected(np, srcr, srcz, grid):
    """(ring outputs [grid, STEPS, THREADS, 4], zero-fill outputs [grid,
    THREADS, 2, 32]) as uint32."""
    t = np.arange(THREADS)
    r = (5 * t + 3) % THREADS
    chunks = srcr.view(np.uint32).reshape(grid, STEPS, THREADS, 4)
    ring = chunks[:, :, r, :]
    areas = np.zeros((grid, THREADS, 128), dtype=np.uint8)
    src = srcz.reshape(grid, THREADS, 128)
    for off, _, n in ZERO_FILL:
        areas[:, :, off:off + n] = src[:, :, off:off + n]
    words = areas.view(np.uint32).reshape(grid, THREADS, 32)
    zero = np.stack([words, words[:, (t + 1) % THREADS, :]], axis=2)
    return ring, zero


class Kernel(emu_harness.Runtime):
    def __init__(self, so):
        super().__init__(so)
        self.lib.emu_cp_async_count.restype = ctypes.c_long

    def launch(self, np, schedule, seed, srcr, srcz, grid, mode=0):
        """(error or None, ring outputs, zero-fill outputs, copies, barriers)."""
        self.lib.emu_set_block(THREADS, 1, 1)
        self.lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
        outr_base, outr = self.array(np, np.full(grid * STEPS * THREADS * 4, 0xDEADBEEF, dtype=np.uint32))
        outz_base, outz = self.array(np, np.full(grid * THREADS * 64, 0xDEADBEEF, dtype=np.uint32))
        slots = (ctypes.c_uint64 * 5)()
        slots[0] = outr_base
        slots[1] = outz_base
        slots[2] = self.array(np, srcr)[0]
        slots[3] = self.array(np, srcz)[0]
        slots[4] = mode
        rc = self.lib.emu_launch(self.entry, grid, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"ppppi")
        error = self.lib.emu_error().decode(errors="replace") if rc else None
        return (error, outr.reshape(grid, STEPS, THREADS, 4), outz.reshape(grid, THREADS, 2, 32),
                self.lib.emu_cp_async_count(), self.lib.emu_barrier_count())


def inputs(np, rng, grid):
    # bytes 1..255: a zero-filled byte never equals its source byte
    srcr = rng.integers(1, 256, size=grid * STEPS * THREADS * 16, dtype=np.uint8)
    srcz = rng.integers(1, 256, size=grid * THREADS * 128, dtype=np.uint8)
    return srcr, srcz


def compare(np, label, got, want):
    """A line: `ok` or the first difference."""
    for name, g, w in zip(("ring", "zero fill"), got, want):
        bad = np.argwhere(g != w)
        if bad.size:
            first = tuple(int(i) for i in bad[0])
            return False, (f"FAIL {label}: {len(bad)} wrong {name} outputs, first at {first}: "
                           f"{int(g[first]):#010x}, expected {int(w[first]):#010x}")
    return True, None


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "cp-async", 11)
    import numpy as np

    so, info = emu_harness.build("cp_async", "cp-async.mlir", work)
    ops = info["tensor_ops"]
    copies = sum(n for name, n in ops.items() if ".shared.global." in name)
    print(f"cp-async: {copies} cp.async, {ops.get('cp.async.commit.group', 0)} commit, "
          f"{ops.get('cp.async.wait.group', 0)} wait_group, {ops.get('cp.async.wait.all', 0)} wait_all, "
          f"{info['barriers']} barriers, {info['smem_accesses']} instrumented shared accesses, "
          f"intrinsics {info['intrinsics']}")
    kernel = Kernel(so)
    rng = np.random.default_rng(args.seed)
    failures = 0
    srcr, srcz = inputs(np, rng, GRID)
    want = expected(np, srcr, srcz, GRID)
    for schedule in SCHEDULES:
        error, outr, outz, done, barriers = kernel.launch(np, schedule, args.seed, srcr, srcz, GRID)
        if error:
            failures += 1
            print(f"FAIL {schedule}: {error}")
            continue
        ok, why = compare(np, schedule, (outr, outz), want)
        if not ok:
            failures += 1
            print(why)
            continue
        print(f"ok {schedule}: {GRID} CTAs x {THREADS} threads, {done} cp.async copies, {barriers} barriers")
    zeros = sum(cp - n for _, cp, n in ZERO_FILL)
    print(f"zero-filled: {zeros} of {sum(cp for _, cp, _ in ZERO_FILL)} bytes per thread")

    so_norace, _ = emu_harness.build("cp_async", "cp-async.mlir", work, race_check=False)
    norace = Kernel(so_norace)
    error, outr, outz, done, _ = norace.launch(np, "shuffle", args.seed, srcr, srcz, GRID)
    if error:
        failures += 1
        print(f"FAIL --no-race-check shuffle: {error}")
    else:
        ok, why = compare(np, "--no-race-check shuffle", (outr, outz), want)
        if ok:
            print(f"ok --no-race-check shuffle: {done} cp.async copies")
        else:
            failures += 1
            print(why)

    # launches that must fail, with the runtime's message
    must_fail = [("no wait_group", 1, "forward"), ("wait_group 2 for the group read next", 2, "forward"),
                 ("copies never waited for", 3, "forward"), ("cp.async onto bytes in flight", 4, "forward"),
                 ("no barrier after the reads", 5, "forward"), ("no barrier after the reads", 5, "reverse"),
                 ("a store onto bytes in flight", 6, "forward")]
    for what, mode, schedule in must_fail:
        error, _, _, _, _ = kernel.launch(np, schedule, args.seed, srcr, srcz, 1, mode)
        if not error:
            failures += 1
            print(f"FAIL {what}, {schedule}: the launch did not fail")
        else:
            print(f"expected failure ({what}, {schedule}): {error}")

    # races not fatal: a too-weak wait completes, reading stale bytes
    kernel.lib.emu_set_races_fatal(0)
    error, outr, _, _, _ = kernel.launch(np, "forward", args.seed, srcr, srcz, 1, 2)
    kernel.lib.emu_set_races_fatal(1)
    stale = int(np.count_nonzero(outr != want[0][:1]))
    if error or not stale:
        failures += 1
        print(f"FAIL races not fatal: {error or 'no stale output'}")
    else:
        print(f"races not fatal (wait_group 2): the launch completes, {stale} stale ring outputs")
    print(f"cp-async: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
