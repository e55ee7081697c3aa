#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/cluster.mlir (thread-block
clusters of 2 CTAs: a multicast TMA load into both CTAs, remote mbarrier
arrivals through mapa, cluster barriers and the cluster special registers)
on emulator/runtime.c and checks every output word exactly against NumPy
(test/Emulator/cluster.mlir).

    emulator/tests/cluster.py [--workdir DIR] [--seed N]

The kernel's CTAs run two clusters of 2 x 1 x 1 CTAs (emu_set_cluster; the
grid counts CTAs) of 128 threads, in each thread order (forward, reverse,
shuffle: the CTAs of a cluster in that order too) and once rewritten with
--no-race-check; it prints one line `ok` or what differs. Each CTA's record
holds the tile both CTAs of its cluster loaded half each, multicast into
both (the rows of its cluster), the flag its peer stored before arriving on
its ring mbarrier, and its special registers. Then the launches that must
fail, each with the runtime's message: a CTA that returns while its peer
multicasts into it (in both rank orders), a read of the tile without the
wait (bytes in flight from the peer's multicast), an arrival count that
never completes (an mbarrier deadlock naming the other CTA), a cluster
barrier a warp never reaches (a cluster barrier deadlock), a wait without
an arrival, mapa of a rank outside the cluster and a grid that is not made
of clusters; and a good launch after them. Exit status 1 when anything is
not as expected. Needs NumPy, clang-22, mlir-translate-22 and
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
import tma  # noqa: E402  (the CUtensorMap encoder)

THREADS = 128
CLUSTER = 2
CLUSTERS = 2
RECORD = 1040  # words per CTA
ROWS, COLS = 32 * CLUSTERS, 32  # the f32 tensor; the box is 32 x 16
SCHEDULES = emulate.SCHEDULES


class Kernel(emu_harness.Runtime):
    def __init__(self, so):
        super().__init__(so)
        self.lib.emu_tma_load_count.restype = ctypes.c_long
        self.lib.emu_mbarrier_arrive_count.restype = ctypes.c_long
        self.lib.emu_cluster_barrier_count.restype = ctypes.c_long

    def launch(self, np, schedule, seed, tensor, mode=0, grid=CLUSTER * CLUSTERS):
        """(error or None, records [grid, RECORD], TMA loads, mbarrier arrivals, cluster barriers)."""
        self.lib.emu_set_block(THREADS, 1, 1)
        self.lib.emu_set_cluster(CLUSTER, 1, 1)
        self.lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
        out_base, out = self.array(np, np.full(grid * RECORD, 0xDEADBEEF, dtype=np.uint32))
        flags_base, _ = self.array(np, np.zeros(grid, dtype=np.uint32))
        words = tma.encode(tensor.addr, "f32", tensor.dims, tensor.strides, [32, 16], 0)
        (tmap,) = emulate.tensor_map_args(self.lib, [np.array(words, dtype=np.uint64).tobytes()])
        slots = (ctypes.c_uint64 * 4)(out_base, flags_base, mode, tmap)
        rc = self.lib.emu_launch(self.entry, grid, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"ppip")
        error = self.lib.emu_error().decode(errors="replace") if rc else None
        return (error, out.reshape(grid, RECORD), self.lib.emu_tma_load_count(), self.lib.emu_mbarrier_arrive_count(),
                self.lib.emu_cluster_barrier_count())


def expected(np, tensor):
    """[CTAs, RECORD] uint32: the tile of the CTA's cluster, the peer's flag and the special registers."""
    data = tensor.raw.view(np.uint32).reshape(ROWS, COLS)
    out = np.full((CLUSTER * CLUSTERS, RECORD), 0xDEADBEEF, dtype=np.uint32)
    for c in range(CLUSTER * CLUSTERS):
        cl, rank = divmod(c, CLUSTER)
        out[c, :1024] = data[32 * cl:32 * cl + 32].reshape(-1)
        out[c, 1024] = 1000 + (c ^ 1)
        # cluster.ctarank, .nctarank, cluster.ctaid.x, .nctaid.x, clusterid.x, nclusterid.x, ctaid.x, nctaid.x,
        # smid, nsmid, cluster.ctaid.y, nclusterid.y
        out[c, 1025:1037] = [rank, CLUSTER, rank, CLUSTER, cl, CLUSTERS, c, CLUSTER * CLUSTERS, rank, CLUSTER, 0, 1]
    return out


def compare(np, label, got, want):
    bad = np.argwhere(got != want)
    if not bad.size:
        return None
    c, w = (int(i) for i in bad[0])
    return (f"FAIL {label}: {len(bad)} wrong words, first in CTA {c} word {w}: {int(got[c, w]):#010x}, "
            f"expected {int(want[c, w]):#010x}")


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "cluster", 11)
    import numpy as np

    failures = 0
    so, info = emu_harness.build("cluster", "cluster.mlir", work)
    ops = info["tensor_ops"]
    kernel = info["kernels"][0]
    print(f"cluster: cluster {kernel['cluster']}, tensor ops {dict(sorted(ops.items()))}, "
          f"sregs {dict(sorted(info['sregs'].items()))}, kinds {info['kinds']}, intrinsics {info['intrinsics']}")
    k = Kernel(so)
    rng = np.random.default_rng(args.seed)
    tensor = tma.Tensor(k, np, rng, "f32", [COLS, ROWS], [COLS])
    want = expected(np, tensor)
    for schedule in SCHEDULES:
        error, got, loads, arrives, cbars = k.launch(np, schedule, args.seed, tensor)
        why = error and f"FAIL {schedule}: {error}" or compare(np, schedule, got, want)
        if why:
            failures += 1
            print(why)
            continue
        print(f"ok {schedule}: {CLUSTERS} clusters of {CLUSTER} CTAs x {THREADS} threads, {loads} TMA loads, "
              f"{arrives} mbarrier arrivals, {cbars} cluster barriers")

    so_norace, _ = emu_harness.build("cluster", "cluster.mlir", work, race_check=False)
    norace = Kernel(so_norace)
    ntensor = tma.Tensor(norace, np, np.random.default_rng(args.seed), "f32", [COLS, ROWS], [COLS])
    error, got, loads, _, _ = norace.launch(np, "shuffle", args.seed, ntensor)
    why = error and f"FAIL --no-race-check shuffle: {error}" or compare(np, "--no-race-check", got,
                                                                          expected(np, ntensor))
    if why:
        failures += 1
        print(why)
    else:
        print(f"ok --no-race-check shuffle: {loads} TMA loads")

    must_fail = [("rank 1 returns while rank 0 multicasts into it", dict(mode=1), "forward"),
                 ("rank 1 returns while rank 0 multicasts into it", dict(mode=1), "reverse"),
                 ("rank 1 reads the tile without waiting", dict(mode=2), "forward"),
                 ("an arrival count that never completes", dict(mode=3), "forward"),
                 ("a warp that never reaches the cluster barrier", dict(mode=4), "forward"),
                 ("a cluster barrier wait without an arrival", dict(mode=5), "forward"),
                 ("mapa of rank 2", dict(mode=6), "forward"),
                 ("a grid of 3 CTAs", dict(grid=3), "forward")]
    for what, kw, schedule in must_fail:
        error = k.launch(np, schedule, args.seed, tensor, **kw)[0]
        if not error:
            failures += 1
            print(f"FAIL {what}, {schedule}: the launch did not fail")
        else:
            print(f"expected failure ({what}, {schedule}): {error}")

    error, got, _, _, _ = k.launch(np, "forward", args.seed, tensor)
    why = error and f"FAIL after the failures: {error}" or compare(np, "after the failures", got, want)
    if why:
        failures += 1
        print(why)
    else:
        print("ok after the failures: forward")
    print(f"cluster: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
