#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/warp-shuffle.mlir (warp shuffles
of every kind, i32 and f32, with and without the validity result; warp
reductions of every kind the lowering emits; laneid, warpid; a barrier with an
id and a thread count) on emulator/runtime.c and
checks every output exactly against NumPy (test/Emulator/warp-shuffle.mlir).

    emulator/tests/warp_shuffle.py [--workdir DIR] [--seed N]

For CTAs of 32, 128, 256 and 64x2x2 threads and each thread order (forward,
reverse, shuffle) it prints one line `ok` or what differs; then the launches
that must fail (a divergent shuffle, a partial thread mask of a shuffle or a
reduction, a barrier for a
subset of the CTA, the two half-warps at different shuffles, a CTA size that
is not a multiple of 32), each with the runtime's message. Exit status 1 when
anything is not as expected. Needs NumPy, clang-22, mlir-translate-22 and
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

OUTPUTS = 37
CANONICAL_NAN = 0x7FFFFFFF
SCHEDULES = emulate.SCHEDULES
# (block, grid): warps of one CTA, several warps, several CTAs, a 3-D CTA
SHAPES = [((32, 1, 1), 3), ((128, 1, 1), 2), ((256, 1, 1), 2), ((64, 2, 2), 1)]
KINDS = ("bfly", "up", "down", "idx")


def build(work):
    return emu_harness.build("warp_shuffle", "warp-shuffle.mlir", work)


def shfl_reference(np, kind, vals, b, c):
    """shfl.sync.<kind>.b32 over each warp as the PTX ISA's pseudo-code states
    it (vals, b, c: uint32 arrays, one element per thread); (values, valid)."""
    n = vals.size
    lane = np.arange(n) % 32
    base = np.arange(n) - lane
    bval = (b & 0x1F).astype(np.int64)
    cval = (c & 0x1F).astype(np.int64)
    segmask = ((c >> 8) & 0x1F).astype(np.int64)
    max_lane = (lane & segmask) | (cval & ~segmask)
    min_lane = lane & segmask
    if kind == "up":
        j = lane - bval
        valid = j >= max_lane
    elif kind == "down":
        j = lane + bval
        valid = j <= max_lane
    elif kind == "bfly":
        j = lane ^ bval
        valid = j <= max_lane
    else:
        j = min_lane | (bval & ~segmask)
        valid = j <= max_lane
    j = np.where(valid, j, lane)
    return vals[base + j], valid.astype(np.uint32)


def redux_f32(np, vals, largest, nan):
    """redux.sync.{min,max}{.NaN}.f32 over one warp's values (float32), as
    uint32 bits: NaN inputs ignored (canonical NaN when all are), or with .NaN
    the canonical NaN when any is; of +0.0 and -0.0 the minimum is -0.0."""
    isnan = np.isnan(vals)
    if isnan.all() or (nan and isnan.any()):
        return CANONICAL_NAN
    v = vals[~isnan]
    best = v.max() if largest else v.min()
    if best == 0:
        zeros = np.signbit(v[v == 0])
        negative = zeros.all() if largest else zeros.any()
        best = np.float32(-0.0) if negative else np.float32(0.0)
    return int(np.float32(best).view(np.uint32))


def redux_reference(np, vi, vn):
    """Outputs 25..36: the eight i32 reductions of vi and the four f32 ones of
    vn, each warp's result in all its lanes ([12, N])."""
    warps_i = vi.reshape(-1, 32)
    u = warps_i.view(np.uint32)
    red = [
        (warps_i.astype(np.int64).sum(axis=1) & 0xFFFFFFFF).astype(np.uint32),
        warps_i.min(axis=1).view(np.uint32), warps_i.max(axis=1).view(np.uint32),
        u.min(axis=1), u.max(axis=1),
        np.bitwise_and.reduce(u, axis=1), np.bitwise_or.reduce(u, axis=1), np.bitwise_xor.reduce(u, axis=1),
    ]
    for largest, nan in ((False, False), (True, False), (False, True), (True, True)):
        red.append(np.array([redux_f32(np, w, largest, nan) for w in vn.reshape(-1, 32)], dtype=np.uint32))
    return np.stack([r.astype(np.uint32).repeat(32) for r in red])


def expected(np, vi, vf, bs, cs, block, vn):
    """The 37 outputs of every thread of one CTA (uint32, [37, N])."""
    n = int(np.prod(block))
    t = np.arange(n)
    lane = t % 32
    base = t - lane
    vi_u = vi.view(np.uint32)
    vf_u = vf.view(np.uint32)
    out = np.zeros((OUTPUTS, n), dtype=np.uint32)
    out[0] = lane
    out[1] = t // 32
    out[2] = t
    # butterfly sums: every lane of a warp gets the sum; i32 wraps, f32 in the
    # butterfly's own order of additions
    out[3] = (vi.astype(np.int64).reshape(-1, 32).sum(axis=1).repeat(32) & 0xFFFFFFFF).astype(np.uint32)
    s = vf.copy()
    for off in (16, 8, 4, 2, 1):
        s = (s + s[base + (lane ^ off)]).astype(np.float32)
    out[4] = s.view(np.uint32)
    out[5] = vi_u[base + 5]  # broadcast of lane 5
    # up by 1 over the whole warp: lane 0 keeps its own value
    out[6] = np.where(lane >= 1, vi_u[np.maximum(t - 1, base)], vi_u)
    out[7] = lane >= 1
    # up by 3 within 8-lane segments (c = 0x1800)
    seg8 = lane % 8
    out[8] = np.where(seg8 >= 3, vf_u[t - np.where(seg8 >= 3, 3, 0)], vf_u)
    out[9] = seg8 >= 3
    # down by 2 over the warp (c = 0x1f): lanes 30 and 31 keep their own
    out[10] = np.where(lane <= 29, vi_u[np.where(lane <= 29, t + 2, t)], vi_u)
    out[11] = lane <= 29
    # down by 1 within 16-lane segments (c = 0x101f)
    seg16 = lane % 16
    out[12] = np.where(seg16 <= 14, vi_u[np.where(seg16 <= 14, t + 1, t)], vi_u)
    out[13] = seg16 <= 14
    # idx from lane bs & 31, valid when that is at most 15 (c = 0xf)
    src = (bs & 0x1F).astype(np.int64)
    out[14] = np.where(src <= 15, vi_u[base + np.where(src <= 15, src, lane)], vi_u)
    out[15] = src <= 15
    # the PTX pseudo-code with per-thread b and c
    for i, (kind, vals) in enumerate(zip(KINDS, (vi_u, vi_u, vf_u, vf_u))):
        out[16 + 2 * i], out[17 + 2 * i] = shfl_reference(np, kind, vals, bs, cs)
    out[24] = vi_u[(t + 32) % n]
    out[25:37] = redux_reference(np, vi, vn)
    return out


class Kernel(emu_harness.Runtime):
    def launch(self, np, block, grid, schedule, seed, inputs, mode=0):
        """(error or None, outputs [grid, 25, N] as uint32, shuffles, barriers)."""
        if self.lib.emu_set_block(*block) != 0:
            return self.lib.emu_error().decode(), None, 0, 0
        self.lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
        n = int(np.prod(block))
        out_base, out = self.array(np, np.full(grid * OUTPUTS * n, 0xDEADBEEF, dtype=np.uint32))
        slots = (ctypes.c_uint64 * 7)()
        slots[0] = out_base
        *shuffled, vn = inputs
        for i, values in enumerate(shuffled):
            slots[1 + i] = self.array(np, values)[0]
        slots[5] = mode
        slots[6] = self.array(np, vn)[0]
        rc = self.lib.emu_launch(self.entry, grid, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"pppppip")
        error = self.lib.emu_error().decode(errors="replace") if rc else None
        return error, out.reshape(grid, OUTPUTS, n), self.lib.emu_shuffle_count(), self.lib.emu_barrier_count()


def inputs_for(np, rng, threads):
    vi = rng.integers(-2**31, 2**31, size=threads, dtype=np.int64).astype(np.int32)
    vf = rng.uniform(-100, 100, size=threads).astype(np.float32)
    bs = rng.integers(0, 2**32, size=threads, dtype=np.uint64).astype(np.uint32)
    # c: random 32-bit words (any clamp, any segment mask, high bits set) and
    # the usual full-warp / width-w values
    cs = rng.integers(0, 2**32, size=threads, dtype=np.uint64).astype(np.uint32)
    usual = np.array([0x1F, 0x0, 0x181F, 0x1800, 0x101F, 0x1000, 0x1C1F, 0x1E00], dtype=np.uint32)
    pick = rng.integers(0, 2, size=threads).astype(bool)
    cs = np.where(pick, usual[rng.integers(0, usual.size, size=threads)], cs).astype(np.uint32)
    # vn: warp w % 4 == 0 plain values, 1 one NaN lane, 2 only signed zeros,
    # 3 only NaNs (the reductions' edge cases)
    vn = rng.uniform(-100, 100, size=threads).astype(np.float32)
    for w in range(threads // 32):
        lanes = slice(32 * w, 32 * w + 32)
        if w % 4 == 1:
            vn[32 * w + int(rng.integers(0, 32))] = np.nan
        elif w % 4 == 2:
            vn[lanes] = np.where(rng.integers(0, 2, size=32) == 1, np.float32(-0.0), np.float32(0.0))
        elif w % 4 == 3:
            vn[lanes] = np.nan
    return vi, vf, bs, cs, vn


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "warp-shuffle", 5)
    import numpy as np

    so, info = build(work)
    print(f"warp-shuffle: {info['shuffles']} shuffles, {info['barriers']} barriers, "
          f"sregs {' '.join(sorted(info['sregs']))}")
    kernel = Kernel(so)
    rng = np.random.default_rng(args.seed)
    failures = 0
    for block, grid in SHAPES:
        n = int(np.prod(block))
        vi, vf, bs, cs, vn = inputs_for(np, rng, grid * n)
        want = np.stack([expected(np, vi[g * n:(g + 1) * n], vf[g * n:(g + 1) * n], bs[g * n:(g + 1) * n],
                                  cs[g * n:(g + 1) * n], block, vn[g * n:(g + 1) * n]) for g in range(grid)])
        for schedule in SCHEDULES:
            error, got, shuffles, barriers = kernel.launch(np, block, grid, schedule, args.seed, (vi, vf, bs, cs, vn))
            shape = "x".join(map(str, block))
            if error:
                failures += 1
                print(f"FAIL {shape} threads, {grid} CTAs, {schedule}: {error}")
                continue
            bad = np.argwhere(got != want)
            if bad.size:
                failures += 1
                g, k, t = bad[0]
                print(f"FAIL {shape} threads, {grid} CTAs, {schedule}: {len(bad)} wrong outputs, first output {k} "
                      f"of thread {t} in CTA {g}: {got[g, k, t]:#x}, expected {want[g, k, t]:#x}")
                continue
            print(f"ok {shape} threads, {grid} CTAs, {schedule}: {OUTPUTS} outputs x {n * grid} threads, "
                  f"{shuffles} warp shuffles, {barriers} barriers")
    # a named barrier of one warp while the others return: it completes
    error, _, _, _ = kernel.launch(np, (128, 1, 1), 1, "shuffle", args.seed, inputs_for(np, rng, 128), 5)
    if error:
        failures += 1
        print(f"FAIL named barrier of one warp: {error}")
    else:
        print("ok named barrier of one warp")
    # launches that must fail, with the runtime's message
    must_fail = [("divergent shuffle", (128, 1, 1), 1), ("thread mask 0xffff", (128, 1, 1), 2),
                 ("barrier for 32 threads", (128, 1, 1), 3), ("two shuffle sites", (128, 1, 1), 4),
                 ("mixed barrier counts", (128, 1, 1), 6), ("barrier above the CTA", (128, 1, 1), 7),
                 ("setmaxnreg 20", (128, 1, 1), 8), ("redux thread mask 0xffff", (128, 1, 1), 9),
                 ("48 threads", (48, 1, 1), 0), ("1025 threads", (1025, 1, 1), 0)]
    for what, block, mode in must_fail:
        n = int(np.prod(block))
        error, _, _, _ = kernel.launch(np, block, 1, "shuffle", args.seed, inputs_for(np, rng, n), mode)
        if not error:
            failures += 1
            print(f"FAIL {what}: the launch did not fail")
        else:
            print(f"expected failure ({what}): {error}")
    print(f"warp-shuffle: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
