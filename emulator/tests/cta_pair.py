#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/cta-pair.mlir (Blackwell's 2-CTA
tensor-core ops on the CTA pair of a cluster: tcgen05.alloc/relinquish/dealloc
.cg2, tcgen05.mma.shared with cta_group 2, tcgen05.commit.mc.shared.cg2 and
.shared.cg2, TMA loads with .cta_group::2 completing on the even-rank CTA's
mbarrier) on emulator/runtime.c and checks every output word exactly against
NumPy (test/Emulator/cta-pair.mlir).

    emulator/tests/cta_pair.py [--workdir DIR] [--seed N]

Two clusters of 2 x 1 x 1 CTAs (emu_set_cluster; the grid counts CTAs) of 128
threads, for two shapes of the pair's MMA, M = 256 with N = 128 (PTX ISA
Layout A: each CTA's 128 rows of D in its 128 TMEM lanes) and M = 128 with
N = 256 (Layout B: each CTA's 64 rows, the first N/2 columns in lanes 0..63,
the others in lanes 64..127), K = 64 (four MMAs of K = 16); A (M x 64) and B
(N x 64) are f16, K-major with the 128-byte swizzle, each CTA loading its
M/2 rows of A and N/2 rows of B with TMA; in each thread order (forward,
reverse, shuffle: the CTAs of a cluster in that order too) and once
rewritten with --no-race-check; and with the consumed waits gated so that
the peer CTA's wait completes the MMAs. Each CTA's threads write their TMEM lanes
(128 columns); the expected lanes are D = A B^T (exact: the inputs are
multiples of 1/4 up to 2 in magnitude) laid out as the PTX ISA's data path
layouts put it. Then the launches that must fail, each with the runtime's
message: an MMA issued by the odd-rank CTA, the peer's B bytes overwritten
while the MMA is in flight, the peer's TMEM read before the commit's
mbarrier phase is waited for, a cta_group::2 MMA and a cta_group::2 alloc in
a launch without clusters, an alloc on clusters of 3 CTAs, the pair's
allocations differing, a TMA load without .cta_group::2 completing on the
peer's mbarrier; and a good launch after them. Exit status 1 when
anything is not as expected. Needs NumPy, clang-22, mlir-translate-22 and
tileas-emu-prep (TILEAS_EMU_PREP, next to ../../target/release/tileiras, or on
PATH).
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
import tcgen05  # noqa: E402  (the shared-memory descriptor encoder)
import tma  # noqa: E402  (the CUtensorMap encoder)

THREADS = 128
CLUSTER = 2
CLUSTERS = 2
K = 64  # one 128-byte swizzle row of f16
STEPS = K // 16
OUT_STRIDE = 128  # words a thread writes: its TMEM lane, 128 columns
COLS = 128  # TMEM columns each CTA allocates and loads back
SHAPES = [(256, 128), (128, 256)]  # (M, N) of the pair's MMA
SCHEDULES = emulate.SCHEDULES
POISON = 0xDEADBEEF


def instr_desc(m, n):
    """Table 42, .kind::f16: f16 A and B (type 0), F32 D (1, bits 4-5),
    both K-major, N >> 3 in bits 17-22, M >> 4 in bits 24-28 (M = 256: 16)."""
    return 1 << 4 | (n >> 3) << 17 | (m >> 4) << 24


def record(np, m, n):
    """The kernel's input record for the shape (emulator/tests/cta-pair.mlir)."""
    rec = np.zeros(16, dtype=np.uint32)
    desc = tcgen05.smem_desc(0, 16, 1024, 128)  # K-major, 8-row atoms of 128 bytes adjacent
    rec[:7] = [instr_desc(m, n), (m + n) * K * 2, m // 2, n // 2, COLS, COLS, STEPS]
    rec[8:12] = [desc & 0xFFFFFFFF, desc >> 32, desc & 0xFFFFFFFF, desc >> 32]
    return rec


class Operands:
    """A (CLUSTERS M x K) and B (CLUSTERS N x K) f16 in runtime memory, their
    tensor maps (boxes of K x M/2 and K x N/2, 128-byte swizzle) and the
    expected TMEM lanes of each CTA."""

    def __init__(self, rt, np, rng, m, n):
        self.m, self.n = m, n
        self.a = (rng.integers(-8, 9, (CLUSTERS * m, K)) / 4).astype(np.float16)
        self.b = (rng.integers(-8, 9, (CLUSTERS * n, K)) / 4).astype(np.float16)
        maps = []
        for values, rows in ((self.a, m), (self.b, n)):
            addr, _ = rt.array(np, values.reshape(-1))
            words = tma.encode(addr, "f16", [K, values.shape[0]], [2, 2 * K], [K, rows // 2], 3)
            maps.append(np.array(words, dtype=np.uint64).tobytes())
        self.tmaps = emulate.tensor_map_args(rt.lib, maps)
        self.rec_base, _ = rt.array(np, record(np, m, n))

    def expected(self, np):
        """[CTAs, THREADS, OUT_STRIDE] uint32: each CTA's TMEM lanes. D =
        A B^T of its cluster (exact in f32); the even rank holds D's rows
        [0, M/2), the odd one [M/2, M): Layout A (M = 256) row i in lane i,
        column j; Layout B (M = 128) row i in lane i for the columns j < N/2
        and lane i + 64 at column j - N/2 for the others."""
        out = np.full((CLUSTER * CLUSTERS, THREADS, OUT_STRIDE), POISON, dtype=np.uint32)
        m, n = self.m, self.n
        for cl in range(CLUSTERS):
            a = self.a[cl * m:(cl + 1) * m].astype(np.float64)
            b = self.b[cl * n:(cl + 1) * n].astype(np.float64)
            d = (a @ b.T).astype(np.float32).view(np.uint32)
            for r in range(CLUSTER):
                rows = d[r * m // 2:(r + 1) * m // 2]
                lanes = rows if m == 256 else np.concatenate([rows[:, :n // 2], rows[:, n // 2:]])
                out[cl * CLUSTER + r, :, :COLS] = lanes
        return out


class Kernel(emu_harness.Runtime):
    def __init__(self, so):
        super().__init__(so)
        for name in ("emu_tcgen05_mma_count", "emu_tma_load_count", "emu_mbarrier_arrive_count",
                     "emu_cluster_barrier_count"):
            getattr(self.lib, name).restype = ctypes.c_long

    def launch(self, np, ops, schedule, seed, mode=0, cluster=CLUSTER, grid=CLUSTER * CLUSTERS):
        """(error or None, outputs [grid, THREADS, OUT_STRIDE], MMAs, TMA loads, mbarrier arrivals,
        cluster barriers)."""
        lib = self.lib
        lib.emu_set_block(THREADS, 1, 1)
        lib.emu_set_cluster(cluster, 1, 1)
        lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
        out_base, out = self.array(np, np.full(grid * THREADS * OUT_STRIDE, POISON, dtype=np.uint32))
        slots = (ctypes.c_uint64 * 5)(out_base, ops.rec_base, mode, *ops.tmaps)
        rc = lib.emu_launch(self.entry, grid, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"ppipp")
        error = lib.emu_error().decode(errors="replace") if rc else None
        return (error, out.reshape(grid, THREADS, OUT_STRIDE), lib.emu_tcgen05_mma_count(),
                lib.emu_tma_load_count(), lib.emu_mbarrier_arrive_count(), lib.emu_cluster_barrier_count())


def compare(np, label, got, want):
    bad = np.argwhere(got != want)
    if not bad.size:
        return None
    c, t, w = (int(i) for i in bad[0])
    return (f"FAIL {label}: {len(bad)} wrong words, first in CTA {c} thread {t} word {w}: {int(got[c, t, w]):#010x}, "
            f"expected {int(want[c, t, w]):#010x}")


def run_shapes(np, k, seed, schedules, label="", mode=0):
    """Runs each shape in each thread order; returns the failures."""
    failures = 0
    for m, n in SHAPES:
        ops = Operands(k, np, np.random.default_rng(seed + m), m, n)
        want = ops.expected(np)
        for schedule in schedules:
            error, got, mmas, loads, arrives, cbars = k.launch(np, ops, schedule, seed, mode)
            what = f"{label}M {m} N {n} {schedule}"
            why = error and f"FAIL {what}: {error}" or compare(np, what, got, want)
            if why:
                failures += 1
                print(why)
                continue
            print(f"ok {what}: {CLUSTERS} clusters of {CLUSTER} CTAs x {THREADS} threads, {mmas} tcgen05.mma "
                  f"(cta_group::2), {loads} TMA loads, {arrives} mbarrier arrivals, {cbars} cluster barriers")
    return failures


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "cta-pair", 13)
    import numpy as np

    so, info = emu_harness.build("cta-pair", "cta-pair.mlir", work)
    kernel = info["kernels"][0]
    print(f"cta-pair: cluster {kernel['cluster']}, tensor ops {dict(sorted(info['tensor_ops'].items()))}, "
          f"kinds {info['kinds']}, intrinsics {info['intrinsics']}")
    k = Kernel(so)
    failures = run_shapes(np, k, args.seed, SCHEDULES)
    failures += run_shapes(np, k, args.seed, SCHEDULES, "the peer's wait first: ", mode=6)

    so_norace, _ = emu_harness.build("cta-pair", "cta-pair.mlir", work, race_check=False)
    failures += run_shapes(np, Kernel(so_norace), args.seed, ["shuffle"], "--no-race-check ")

    ops = Operands(k, np, np.random.default_rng(args.seed), *SHAPES[0])
    must_fail = [("an MMA issued by the odd-rank CTA", dict(mode=1)),
                 ("the peer's B bytes overwritten while the MMA is in flight", dict(mode=2)),
                 ("the peer's TMEM read before the commit's wait", dict(mode=3)),
                 ("a cta_group::2 MMA without clusters", dict(mode=4, cluster=1)),
                 ("a cta_group::2 alloc without clusters", dict(cluster=1)),
                 ("a cta_group::2 alloc on clusters of 3 CTAs", dict(cluster=3, grid=3)),
                 ("the pair's allocations differ", dict(mode=5)),
                 ("a cta_group::1 TMA load completing on the peer's mbarrier", dict(mode=7))]
    for what, kw in must_fail:
        error = k.launch(np, ops, "forward", args.seed, **kw)[0]
        if not error:
            failures += 1
            print(f"FAIL {what}: the launch did not fail")
        else:
            print(f"expected failure ({what}): {error}")

    error, got = k.launch(np, ops, "forward", args.seed)[:2]
    why = error and f"FAIL after the failures: {error}" or compare(np, "after the failures", got, ops.expected(np))
    if why:
        failures += 1
        print(why)
    else:
        print("ok after the failures: forward")
    print(f"cta-pair: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
