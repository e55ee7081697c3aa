#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/warp-mma.mlir (every warp MMA
form the emulator implements, ldmatrix and stmatrix .x1/.x2/.x4 with and
without .trans, an ldmatrix -> mma chain) on emulator/runtime.c and checks
every output word exactly against references built here from the PTX ISA's
fragment layouts (test/Emulator/warp-mma.mlir).

    emulator/tests/warp_mma.py [--workdir DIR] [--seed N]

Each warp of each CTA gets its own random matrices; the inputs are exactly
representable and small enough that the exact result of every MMA is
representable in double, so the reference (math.fsum of the exact products,
rounded once to f32, then to f16 for an f16 D) is exact. Special cases shown:
tf32 operands with their low 13 mantissa bits set (the MMA must ignore them:
the untruncated result differs), int32 accumulators next to INT32_MAX and
INT32_MIN (wrap-around, and clamping with .satfinite), and f64 operands with
full 53-bit significands, whose reference is the fma chain in k order
computed exactly with fractions (it differs from multiply-then-add). The
block-scaled MMA's scales are picked by non-zero byte and thread ids (the
reference follows the PTX ISA's rule, scaled_mma_case); NVFP4's (m16n8k64
e2m1, four UE4M3 scales a word, random thread ids), MXFP4's (two UE8M0
scales from byte id 0 or 2) and MXFP4's with four UE8M0 scales a word (the
inline-PTX mma.sync LLVM has no intrinsic for) follow the same lanes
(nvf4_mma_case). For CTAs of 32, 128
and 64x2 threads and each thread order it prints one line `ok` or what
differs, then a run of the module rewritten with --no-race-check, then the
launches that must fail, each with the runtime's message. Exit status 1 when
anything is not as expected. Needs NumPy, clang-22, mlir-translate-22 and
tileas-emu-prep (TILEAS_EMU_PREP, next to ../../target/release/tileiras, or
on PATH).
"""

import ctypes
import math
from fractions import Fraction
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EMU_DIR = HERE.parent
sys.path.insert(0, str(EMU_DIR))
sys.path.insert(0, str(HERE))

import emulate  # noqa: E402
import emu_harness  # noqa: E402

IN_WORDS, OUT_WORDS, RECORDS = 16, 8, 36
SCHEDULES = emulate.SCHEDULES
# (block, grid): one warp per CTA, four warps, a 2-D CTA
SHAPES = [((32, 1, 1), 3), ((128, 1, 1), 2), ((64, 2, 1), 1)]
SHAPE_MNK = {"m16n8k16": (16, 8, 16), "m16n8k8": (16, 8, 8), "m16n8k32": (16, 8, 32), "m8n8k4": (8, 8, 4)}
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "s8": 8, "u8": 8, "e4m3": 8, "e5m2": 8, "f32": 32, "s32": 32, "f64": 64}
# records 0..17, in the kernel's order: (intrinsic, shape, A, B, C = D, satfinite)
MMAS = [
    ("mma.m16n8k16.row.col.f32.f32", "m16n8k16", "f16", "f16", "f32", False),
    ("mma.m16n8k16.row.col.f16.f16", "m16n8k16", "f16", "f16", "f16", False),
    ("mma.m16n8k16.row.col.bf16", "m16n8k16", "bf16", "bf16", "f32", False),
    ("mma.m16n8k8.row.col.tf32", "m16n8k8", "tf32", "tf32", "f32", False),
    ("mma.m16n8k32.row.col.s8", "m16n8k32", "s8", "s8", "s32", False),
    ("mma.m16n8k32.row.col.u8", "m16n8k32", "u8", "u8", "s32", False),
    ("mma.m16n8k32.row.col.s8.u8", "m16n8k32", "s8", "u8", "s32", False),
    ("mma.m16n8k32.row.col.u8.s8", "m16n8k32", "u8", "s8", "s32", False),
    ("mma.m16n8k32.row.col.satfinite.s8", "m16n8k32", "s8", "s8", "s32", True),
    ("mma.m16n8k32.row.col.satfinite.u8", "m16n8k32", "u8", "u8", "s32", True),
    ("mma.m16n8k32.row.col.satfinite.s8.u8", "m16n8k32", "s8", "u8", "s32", True),
    ("mma.m16n8k32.row.col.satfinite.u8.s8", "m16n8k32", "u8", "s8", "s32", True),
    ("mma.m16n8k32.row.col.f32.e4m3.e4m3.f32", "m16n8k32", "e4m3", "e4m3", "f32", False),
    ("mma.m16n8k32.row.col.f32.e4m3.e5m2.f32", "m16n8k32", "e4m3", "e5m2", "f32", False),
    ("mma.m16n8k32.row.col.f32.e5m2.e4m3.f32", "m16n8k32", "e5m2", "e4m3", "f32", False),
    ("mma.m16n8k32.row.col.f32.e5m2.e5m2.f32", "m16n8k32", "e5m2", "e5m2", "f32", False),
    ("mma.m16n8k32.row.col.f16.e5m2.e4m3.f16", "m16n8k32", "e5m2", "e4m3", "f16", False),
    ("mma.m8n8k4.row.col.f64", "m8n8k4", "f64", "f64", "f64", False),
]
TILE = 18
# (record, num, .trans)
LDMATRIX = [(19, 1, False), (20, 2, False), (21, 4, False), (22, 1, True), (23, 2, True), (24, 4, True)]
CHAIN = 25
STMATRIX = [(26, 1, False), (27, 2, False), (28, 4, False), (29, 1, True), (30, 2, True), (31, 4, True)]
# the block-scaled MMA: its intrinsic; words 10..15: scale-a-data, byte-id-a, thread-id-a, the same for B
SCALED = 32
SCALED_NAME = "mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0"
# NVFP4's block-scaled MMA: the same words as SCALED's
NVF4 = 33
NVF4_NAME = "mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3"
# MXFP4's: the same words again
MXF4 = 34
MXF4_NAME = "mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0"
# MXFP4's with a scale per 16 (inline PTX: LLVM has no intrinsic), the same words
MXF4X4 = 35
MXF4X4_NAME = "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0"
E2M1 = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]


# ---------------------------------------------------------------- PTX fragment layouts
# PTX ISA 9.2, §9.7.14.5 "Matrix Fragments for mma.m*n*k*": element i of a
# lane's fragment, groupID = laneid >> 2, threadID_in_group = laneid % 4.
def a_pos(shape, lane, i):
    group, tig = lane >> 2, lane % 4
    if shape == "m16n8k16":  # §9.7.14.5.8, .f16 / .bf16: a0..a7
        row = group if i < 2 or 4 <= i < 6 else group + 8
        col = tig * 2 + (i & 1) + (8 if i >= 4 else 0)
    elif shape == "m16n8k8":  # §9.7.14.5.7, .tf32: a0..a3
        row = group if i in (0, 2) else group + 8
        col = tig if i in (0, 1) else tig + 4
    elif shape == "m16n8k32":  # "Matrix Fragments for mma.m16n8k32", 8-bit: a0..a15
        row = group if i < 4 or 8 <= i < 12 else group + 8
        col = tig * 4 + (i & 3) + (16 if i >= 8 else 0)
    else:  # "mma.m8n8k4 with .f64": a0
        row, col = group, tig
    return row, col


def b_pos(shape, lane, i):
    group, tig = lane >> 2, lane % 4
    if shape == "m16n8k16":  # b0..b3
        row = tig * 2 + (i & 1) + (8 if i >= 2 else 0)
    elif shape == "m16n8k8":  # b0, b1
        row = tig if i == 0 else tig + 4
    elif shape == "m16n8k32":  # b0..b7
        row = tig * 4 + (i & 3) + (16 if i >= 4 else 0)
    else:  # b0
        row = tig
    return row, group


def c_pos(shape, lane, i):
    group, tig = lane >> 2, lane % 4
    if shape == "m8n8k4":  # c0, c1
        return group, tig * 2 + i
    return (group if i < 2 else group + 8), tig * 2 + (i & 1)  # c0..c3


def pack(elem_bits, bits):
    """Elements (ints, low first) into registers: 32-bit registers holding
    32 / bits elements each, or one 64-bit register per f64."""
    if bits == 64:
        return list(elem_bits)
    per = 32 // bits
    return [sum(int(elem_bits[r * per + j]) << (bits * j) for j in range(per)) for r in range(len(elem_bits) // per)]


def unpack(regs, bits, count):
    if bits == 64:
        return list(regs)
    per = 32 // bits
    return [(regs[i // per] >> (bits * (i % per))) & ((1 << bits) - 1) for i in range(count)]


def reg_words(regs, bits):
    """Registers as the record's 32-bit words (an f64 as two, low first)."""
    if bits == 64:
        return [w for r in regs for w in (r & 0xFFFFFFFF, r >> 32)]
    return list(regs)


# ---------------------------------------------------------------- element encodings
def f32_bits(np, v):
    return int(np.array(v, dtype=np.float32).view(np.uint32))


def f16_bits(np, v):
    return int(np.array(v, dtype=np.float16).view(np.uint16))


def f64_bits(np, v):
    return int(np.array(v, dtype=np.float64).view(np.uint64))


def random_matrix(np, rng, ty, shape, role):
    """(values, bits): exactly representable random values of type ty and
    their encodings (tf32 with garbage in the 13 bits the MMA ignores: values
    holds the truncated value, `raw` the untruncated one)."""
    n = shape[0] * shape[1]
    if ty == "f16":
        vals = rng.integers(-32, 33, n) / 4.0 if role != "c" else rng.integers(-256, 257, n) / 4.0
        return vals, [f16_bits(np, v) for v in vals]
    if ty == "bf16":
        vals = rng.integers(-16, 17, n) / 2.0
        return vals, [f32_bits(np, v) >> 16 for v in vals]
    if ty == "tf32":
        sig = rng.integers(1024, 2048, n) * rng.choice([-1, 1], n)
        vals = sig * np.exp2(rng.integers(-3, 2, n) - 10.0)
        junk = rng.integers(1, 1 << 13, n)
        return vals, [f32_bits(np, v) | int(j) for v, j in zip(vals, junk)]
    if ty in ("s8", "u8"):
        lo, hi = (-128, 128) if ty == "s8" else (0, 256)
        vals = rng.integers(lo, hi, n)
        return vals, [int(v) & 0xFF for v in vals]
    if ty in ("e4m3", "e5m2"):
        mbits, bias, (elo, ehi) = (3, 7, (3, 12)) if ty == "e4m3" else (2, 15, (10, 21))
        e = rng.integers(elo, ehi, n)
        m = rng.integers(0, 1 << mbits, n)
        sign = rng.integers(0, 2, n)
        vals = (1 - 2.0 * sign) * (1 + m / (1 << mbits)) * np.exp2(e - bias)
        codes = (sign << 7) | (e << mbits) | m
        zero = rng.random(n) < 0.05
        vals = np.where(zero, 0.0, vals)
        return vals, [0 if z else int(c) for z, c in zip(zero, codes)]
    if ty == "f32":
        vals = rng.integers(-4096, 4097, n) / 8.0
        return vals, [f32_bits(np, v) for v in vals]
    if ty == "s32":
        vals = rng.integers(-2**31, 2**31, n, dtype=np.int64).reshape(shape)
        # rows next to the int32 limits: sums overflow (wrap, or clamp with .satfinite)
        vals[0] = 2**31 - 1 - rng.integers(0, 1000, shape[1])
        vals[shape[0] // 2] = -2**31 + rng.integers(0, 1000, shape[1])
        vals = vals.reshape(-1)
        return vals, [int(v) & 0xFFFFFFFF for v in vals]
    vals = rng.uniform(-4, 4, n)  # f64: full 53-bit significands
    return vals, [f64_bits(np, v) for v in vals]


def fma(a, b, c):
    """a * b + c rounded once (Fraction -> float is correctly rounded)."""
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def untruncated_tf32(np, bits):
    return float(np.array(bits, dtype=np.uint32).view(np.float32))


def mma_case(np, rng, form):
    """Inputs (32 lanes x IN_WORDS) and expected outputs (32 x OUT_WORDS, None
    where not written) of one warp's MMA, and counts of special cases."""
    _, shape, ta, tb, tc, sat = form
    m, n, k = SHAPE_MNK[shape]
    av, ab = random_matrix(np, rng, ta, (m, k), "a")
    bv, bb = random_matrix(np, rng, tb, (k, n), "b")
    cv, cb = random_matrix(np, rng, tc, (m, n), "c")
    stats = {"wrapped": 0, "clamped": 0, "tf32 low bits matter": 0, "f64 fma differs from mul + add": 0}

    def d_value(r, c, a_vals=av, b_vals=bv):
        if tc == "f64":  # the fma chain in k order
            acc = alt = float(cv[r * n + c])
            for j in range(k):
                acc = fma(float(a_vals[r * k + j]), float(b_vals[j * n + c]), acc)
                alt = float(a_vals[r * k + j]) * float(b_vals[j * n + c]) + alt
            stats["f64 fma differs from mul + add"] += acc != alt
            return acc
        if tc == "s32":
            return int(cv[r * n + c]) + sum(int(a_vals[r * k + j]) * int(b_vals[j * n + c]) for j in range(k))
        return math.fsum([float(cv[r * n + c])] + [float(a_vals[r * k + j]) * float(b_vals[j * n + c])
                                                      for j in range(k)])

    def d_bits(x):
        if tc == "s32":
            y = min(max(x, -2**31), 2**31 - 1) if sat else ((x + 2**31) % 2**32) - 2**31
            if y != x:
                stats["clamped" if sat else "wrapped"] += 1
            return y & 0xFFFFFFFF
        if tc == "f64":
            return f64_bits(np, x)
        if tc == "f16":
            return f16_bits(np, np.float32(x))
        return f32_bits(np, x)

    if ta == "tf32":
        raw_a = [untruncated_tf32(np, b) for b in ab]
        raw_b = [untruncated_tf32(np, b) for b in bb]
    ins, outs = [], []
    for lane in range(32):
        regs = []
        for bits_of, pos, count, ty in ((ab, a_pos, m * k // 32, ta), (bb, b_pos, k * n // 32, tb),
                                        (cb, c_pos, m * n // 32, tc)):
            cols = n if pos is c_pos else (k if pos is a_pos else n)
            elems = [bits_of[pos(shape, lane, i)[0] * cols + pos(shape, lane, i)[1]] for i in range(count)]
            regs += reg_words(pack(elems, BITS[ty]), BITS[ty])
        ins.append(regs + [0] * (IN_WORDS - len(regs)))
        dvals = []
        for i in range(m * n // 32):
            r, c = c_pos(shape, lane, i)
            x = d_value(r, c)
            dvals.append(d_bits(x))
            if ta == "tf32" and d_bits(d_value(r, c, raw_a, raw_b)) != dvals[-1]:
                stats["tf32 low bits matter"] += 1
        words = reg_words(pack(dvals, BITS[tc]), BITS[tc])
        outs.append(words + [None] * (OUT_WORDS - len(words)))
    return ins, outs, stats


def scaled_mma_case(np, rng):
    """Inputs and expected outputs (as mma_case) of one warp's block-scaled
    MMA (.kind::mxf8f6f4.block_scale.scale_vec::1X, e4m3 x e4m3 + f32, UE8M0
    scales) and its ids (byte-id-a, thread-id-a, byte-id-b, thread-id-b; the
    byte ids and thread-id-b random in 1..3, thread-id-a 1): each lane's
    scale-a-data and scale-b-data are four random scale bytes (2^-4 .. 2^4);
    by the PTX ISA's rule (Block Scaling for mma.sync, .scale_vec::1X) row r
    of A is scaled by
    byte byte-id-a of lane 4 (r mod 8) + 2 thread-id-a + r / 8's
    scale-a-data, column c of B by byte byte-id-b of lane 4 c + thread-id-b's
    scale-b-data, a byte e meaning 2^(e - 127). D = (A SF_A)(B SF_B) + C,
    exact, rounded once to f32."""
    m, n, k = SHAPE_MNK["m16n8k32"]
    av, ab = random_matrix(np, rng, "e4m3", (m, k), "a")
    bv, bb = random_matrix(np, rng, "e4m3", (k, n), "b")
    cv, cb = random_matrix(np, rng, "f32", (m, n), "c")
    ids = (int(rng.integers(1, 4)), 1, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
    bida, tida, bidb, tidb = ids
    sfa = rng.integers(127 - 4, 127 + 5, (32, 4))
    sfb = rng.integers(127 - 4, 127 + 5, (32, 4))
    scale_a = [2.0 ** (int(sfa[4 * (r % 8) + 2 * tida + r // 8, bida]) - 127) for r in range(m)]
    scale_b = [2.0 ** (int(sfb[4 * c + tidb, bidb]) - 127) for c in range(n)]
    ins, outs = [], []
    for lane in range(32):
        regs = []
        for bits_of, pos, count, cols in ((ab, a_pos, m * k // 32, k), (bb, b_pos, k * n // 32, n),
                                          (cb, c_pos, m * n // 32, n)):
            elems = [bits_of[pos("m16n8k32", lane, i)[0] * cols + pos("m16n8k32", lane, i)[1]] for i in range(count)]
            regs += pack(elems, 32 if pos is c_pos else 8)
        word = lambda cells: sum(int(e) << (8 * j) for j, e in enumerate(cells))  # noqa: E731
        regs += [word(sfa[lane]), bida, tida, word(sfb[lane]), bidb, tidb]
        ins.append(regs)
        dvals = []
        for i in range(m * n // 32):
            r, c = c_pos("m16n8k32", lane, i)
            terms = [float(av[r * k + j]) * scale_a[r] * float(bv[j * n + c]) * scale_b[c] for j in range(k)]
            dvals.append(f32_bits(np, math.fsum([float(cv[r * n + c])] + terms)))
        outs.append(dvals + [None] * (OUT_WORDS - len(dvals)))
    return ins, outs, ids


def nvf4_mma_case(np, rng, mx=False, x4=False):
    """Inputs and expected outputs (as mma_case) of one warp's NVFP4 MMA
    (.kind::mxf4nvf4.block_scale.scale_vec::4X m16n8k64, e2m1 x e2m1 + f32,
    UE4M3 scales) and its thread ids (thread-id-a random in 0..1,
    thread-id-b in 0..3; byte ids 0). Fragments ("Matrix Fragments for
    mma.m16n8k64", e2m1 eight to a .b32 register, low nibble first): A
    a0..a31 at row g (a0..a7, a16..a23) or g + 8, column 8t + (i mod 8),
    + 32 from a16; B b0..b15 at row 8t + (i mod 8), + 32 from b8, column g.
    Each lane's scale-a-data and scale-b-data are four random UE4M3 bytes
    (normal and subnormal); row r of A takes, for its elements 16j..16j+15
    of K, byte j of lane 4 (r mod 8) + 2 thread-id-a + r / 8's scale-a-data,
    column c of B byte j of lane 4 c + thread-id-b's (the .scale_vec::1X
    lanes, four scales a word). D = (A SF_A)(B SF_B) + C, exact, rounded
    once to f32. With `mx`, MXFP4's (.kind::mxf4.block_scale.scale_vec::2X,
    UE8M0 scales 2^-4 .. 2^4): byte ids random in {0, 2}, elements 0..31
    scaled by byte byte-id, 32..63 by byte byte-id + 1. With `mx` and `x4`,
    .kind::mxf4nvf4.block_scale.scale_vec::4X with those UE8M0 scales:
    NVFP4's bytes and ids, MXFP4's scale values."""
    m, n, k = 16, 8, 64
    a_codes = rng.integers(0, 16, (m, k))
    b_codes = rng.integers(0, 16, (k, n))
    value = lambda code: (-1.0 if code & 8 else 1.0) * E2M1[code & 7]  # noqa: E731
    cv, cb = random_matrix(np, rng, "f32", (m, n), "c")
    bida, bidb = (2 * int(rng.integers(0, 2)), 2 * int(rng.integers(0, 2))) if mx and not x4 else (0, 0)
    ids = (bida, int(rng.integers(0, 2)), bidb, int(rng.integers(0, 4)))
    _, tida, _, tidb = ids
    if mx:  # UE8M0 bytes 2^-4 .. 2^4
        sfa = rng.integers(127 - 4, 127 + 5, (32, 4))
        sfb = rng.integers(127 - 4, 127 + 5, (32, 4))
    else:  # UE4M3 bytes 0x01..0x7e (0x7f is NaN; 0x00 a zero scale), subnormals included
        sfa = rng.integers(1, 0x7F, (32, 4))
        sfb = rng.integers(1, 0x7F, (32, 4))

    def scale(byte):
        if mx:
            return 2.0 ** (int(byte) - 127)
        e, mant = (int(byte) >> 3) & 15, int(byte) & 7
        return mant * 2.0 ** -9 if e == 0 else (8 + mant) * 2.0 ** (e - 10)

    # the byte of K block j (16 elements): NVFP4 byte j, MXFP4 byte id + j / 2
    byte_of = (lambda bid, j: bid + j // 2) if mx and not x4 else (lambda bid, j: j)
    scale_a = [[scale(sfa[4 * (r % 8) + 2 * tida + r // 8, byte_of(bida, j)]) for j in range(4)] for r in range(m)]
    scale_b = [[scale(sfb[4 * c + tidb, byte_of(bidb, j)]) for j in range(4)] for c in range(n)]
    ins, outs = [], []
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        a_elems = [a_codes[g + 8 * ((i >> 3) & 1), 8 * t + (i & 7) + 32 * (i >> 4)] for i in range(32)]
        b_elems = [b_codes[8 * t + (i & 7) + 32 * (i >> 3), g] for i in range(16)]
        c_elems = [cb[c_pos("m16n8k32", lane, i)[0] * n + c_pos("m16n8k32", lane, i)[1]] for i in range(4)]
        regs = pack(a_elems, 4) + pack(b_elems, 4) + pack(c_elems, 32)
        word = lambda cells: sum(int(e) << (8 * j) for j, e in enumerate(cells))  # noqa: E731
        regs += [word(sfa[lane]), bida, tida, word(sfb[lane]), bidb, tidb]
        ins.append(regs)
        dvals = []
        for i in range(4):
            r, c = c_pos("m16n8k32", lane, i)
            terms = [value(a_codes[r, j]) * scale_a[r][j // 16] * value(b_codes[j, c]) * scale_b[c][j // 16]
                     for j in range(k)]
            dvals.append(f32_bits(np, math.fsum([float(cv[r * n + c])] + terms)))
        outs.append(dvals + [None] * (OUT_WORDS - len(dvals)))
    return ins, outs, ids


# ---------------------------------------------------------------- ldmatrix / stmatrix
def halves_of(words):
    return [h for w in words for h in (w & 0xFFFF, w >> 16)]


def matrix_regs(mats, lane, trans):
    """PTX ISA 9.2 §9.7.14.5.15 (ldmatrix): register j of lane L holds row
    L >> 2, columns 2 (L % 4) and 2 (L % 4) + 1 of matrix j (transposed with
    .trans), the first in the low half."""
    group, tig = lane >> 2, lane % 4
    regs = []
    for mat in mats:
        e = [mat[2 * tig + h][group] if trans else mat[group][2 * tig + h] for h in range(2)]
        regs.append(e[0] | e[1] << 16)
    return regs


def warp_case(np, rng):
    """One warp's inputs [RECORDS, 32, IN_WORDS] and expected outputs
    [RECORDS, 32, OUT_WORDS] (None: not written) and the special-case counts."""
    ins = [[[0] * IN_WORDS for _ in range(32)] for _ in range(RECORDS)]
    outs = [[[None] * OUT_WORDS for _ in range(32)] for _ in range(RECORDS)]
    stats = {}
    for rec, form in enumerate(MMAS):
        ins[rec], outs[rec], s = mma_case(np, rng, form)
        for key, val in s.items():
            stats[(form[0], key)] = val
    ins[SCALED], outs[SCALED], ids = scaled_mma_case(np, rng)
    stats[(SCALED_NAME, "ids")] = [ids]
    ins[NVF4], outs[NVF4], ids = nvf4_mma_case(np, rng)
    stats[(NVF4_NAME, "ids")] = [ids]
    ins[MXF4], outs[MXF4], ids = nvf4_mma_case(np, rng, mx=True)
    stats[(MXF4_NAME, "ids")] = [ids]
    ins[MXF4X4], outs[MXF4X4], ids = nvf4_mma_case(np, rng, mx=True, x4=True)
    stats[(MXF4X4_NAME, "ids")] = [ids]
    # the warp's 64 row slots of @tile: f16 values k/4 (the chain multiplies them)
    tile_halves = [f16_bits(np, v) for v in rng.integers(-32, 33, 64 * 8) / 4.0]
    tile_words = [tile_halves[2 * w] | tile_halves[2 * w + 1] << 16 for w in range(256)]
    for lane in range(32):
        ins[TILE][lane][:8] = tile_words[8 * lane:8 * lane + 8]
    slot = [tile_halves[8 * s:8 * s + 8] for s in range(64)]
    for rec, num, trans in LDMATRIX:
        rows = rng.integers(0, 64, 32)
        for lane in range(32):
            ins[rec][lane][0] = int(rows[lane])
        mats = [[slot[rows[8 * j + r]] for r in range(8)] for j in range(num)]
        for lane in range(32):
            outs[rec][lane][:num] = matrix_regs(mats, lane, trans)
    # chain: A (16 x 16) in slots 0..31 (two per row), B (16 x 8) in slots 32..47
    for lane in range(32):
        ins[CHAIN][lane][0] = 2 * (lane % 16) + lane // 16
        ins[CHAIN][lane][1] = 32 + lane % 16
    f16 = np.array(tile_halves, dtype=np.uint16).view(np.float16).astype(np.float64)
    av = f16[:256].reshape(16, 16)
    bv = f16[256:384].reshape(16, 8)
    for lane in range(32):
        outs[CHAIN][lane][:4] = [f32_bits(np, math.fsum(av[r, :] * bv[:, c])) for r, c in
                                 (c_pos("m16n8k16", lane, i) for i in range(4))]
    for v, (rec, num, trans) in enumerate(STMATRIX):
        rows = rng.permutation(64)[:32]
        regs = rng.integers(0, 2**32, (32, num), dtype=np.uint64)
        region = [0xFFFF] * (64 * 8)  # shared memory is 0xFF before each CTA
        for lane in range(32):
            ins[rec][lane][0] = int(rows[lane])
            ins[rec][lane][1:1 + num] = [int(x) for x in regs[lane]]
        for j in range(num):
            mat = [[0] * 8 for _ in range(8)]
            for lane in range(32):
                group, tig = lane >> 2, lane % 4
                for h in range(2):
                    e = (int(regs[lane][j]) >> (16 * h)) & 0xFFFF
                    if trans:
                        mat[2 * tig + h][group] = e
                    else:
                        mat[group][2 * tig + h] = e
            for r in range(8):
                s = int(rows[8 * j + r])
                region[8 * s:8 * s + 8] = mat[r]
        words = [region[2 * w] | region[2 * w + 1] << 16 for w in range(256)]
        for lane in range(32):
            outs[rec][lane][:8] = words[8 * lane:8 * lane + 8]
    return ins, outs, stats


# ---------------------------------------------------------------- build and run
def build(work, race_check):
    return emu_harness.build("warp_mma", "warp-mma.mlir", work, race_check)


class Kernel(emu_harness.Runtime):
    def launch(self, np, block, grid, schedule, seed, inputs, mode=0):
        """(error or None, outputs [RECORDS, total, OUT_WORDS] as uint32, matrix ops, barriers)."""
        if self.lib.emu_set_block(*block) != 0:
            return self.lib.emu_error().decode(), None, 0, 0
        self.lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
        total = int(np.prod(block)) * grid
        out_base, out = self.array(np, np.full(RECORDS * total * OUT_WORDS, 0xDEADBEEF, dtype=np.uint32))
        slots = (ctypes.c_uint64 * 4)()
        slots[0] = out_base
        slots[1] = self.array(np, inputs)[0]
        slots[2] = total
        slots[3] = mode
        rc = self.lib.emu_launch(self.entry, grid, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"ppii")
        error = self.lib.emu_error().decode(errors="replace") if rc else None
        return (error, out.reshape(RECORDS, total, OUT_WORDS), self.lib.emu_matrix_op_count(),
                self.lib.emu_barrier_count())


def grid_case(np, rng, block, grid):
    """Inputs [RECORDS * total * IN_WORDS] and expected outputs [RECORDS, total,
    OUT_WORDS] (0xDEADBEEF where the kernel writes nothing) for a launch."""
    total = int(np.prod(block)) * grid
    ins = np.zeros((RECORDS, total, IN_WORDS), dtype=np.uint32)
    want = np.full((RECORDS, total, OUT_WORDS), 0xDEADBEEF, dtype=np.uint32)
    stats = {}
    for w in range(total // 32):
        wi, wo, s = warp_case(np, rng)
        for key, val in s.items():
            stats[key] = stats[key] + val if key in stats else val  # counts, or lists of the ids
        for rec in range(RECORDS):
            for lane in range(32):
                ins[rec, 32 * w + lane] = wi[rec][lane]
                row = wo[rec][lane]
                for j, x in enumerate(row):
                    if x is not None:
                        want[rec, 32 * w + lane, j] = x
    return ins.reshape(-1), want, stats


def describe(np, got, want):
    names = {rec: form[0] for rec, form in enumerate(MMAS)}
    names.update({rec: f"ldmatrix.x{num}{'.trans' if t else ''}" for rec, num, t in LDMATRIX})
    names.update({rec: f"stmatrix.x{num}{'.trans' if t else ''}" for rec, num, t in STMATRIX})
    names[CHAIN] = "ldmatrix -> mma chain"
    names[SCALED] = SCALED_NAME
    names[NVF4] = NVF4_NAME
    names[MXF4] = MXF4_NAME
    names[MXF4X4] = MXF4X4_NAME
    bad = np.argwhere(got != want)
    rec, t, j = bad[0]
    bad_recs = sorted({names.get(int(r), str(r)) for r, _, _ in bad})
    return (f"{len(bad)} wrong words ({', '.join(bad_recs)}), first record {rec} ({names.get(int(rec))}) thread {t} "
            f"word {j}: {got[rec, t, j]:#x}, expected {want[rec, t, j]:#x}")


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "warp-mma", 7)
    import numpy as np

    so, info = build(work, race_check=True)
    ops = info["matrix_ops"]
    print(f"warp-mma: {sum(ops.values())} matrix ops ({sum(n for k, n in ops.items() if k.startswith('mma.'))} mma, "
          f"{sum(n for k, n in ops.items() if k.startswith('ldmatrix.'))} ldmatrix, "
          f"{sum(n for k, n in ops.items() if k.startswith('stmatrix.'))} stmatrix), {info['barriers']} barriers, "
          f"{info['smem_accesses']} instrumented shared accesses, intrinsics {info['intrinsics']}")
    kernel = Kernel(so)
    rng = np.random.default_rng(args.seed)
    failures = 0
    stats = {}
    for block, grid in SHAPES:
        ins, want, s = grid_case(np, rng, block, grid)
        for key, val in s.items():
            stats[key] = stats[key] + val if key in stats else val
        total = int(np.prod(block)) * grid
        shape = "x".join(map(str, block))
        for schedule in SCHEDULES:
            error, got, matrix_ops, barriers = kernel.launch(np, block, grid, schedule, args.seed, ins)
            if error:
                failures += 1
                print(f"FAIL {shape} threads, {grid} CTAs, {schedule}: {error}")
            elif (got != want).any():
                failures += 1
                print(f"FAIL {shape} threads, {grid} CTAs, {schedule}: {describe(np, got, want)}")
            else:
                print(f"ok {shape} threads, {grid} CTAs, {schedule}: {RECORDS} records x {total} threads, "
                      f"{matrix_ops} warp matrix ops, {barriers} barriers")
    # the special cases must have happened (else the inputs do not show them)
    for what in ("tf32 low bits matter", "wrapped", "clamped", "f64 fma differs from mul + add"):
        count = sum(val for (form, key), val in stats.items() if key == what)
        forms = sorted({form for (form, key), val in stats.items() if key == what and val})
        print(f"{what}: {count} outputs ({', '.join(forms)})")
        if count == 0:
            failures += 1
            print(f"FAIL no output where {what}")
    ids = stats[(SCALED_NAME, "ids")]
    print(f"block-scaled mma: {len(ids)} warps, byte-id-a {sorted({i[0] for i in ids})}, thread-id-a "
          f"{sorted({i[1] for i in ids})}, byte-id-b {sorted({i[2] for i in ids})}, thread-id-b "
          f"{sorted({i[3] for i in ids})}")
    ids = stats[(NVF4_NAME, "ids")]
    print(f"NVFP4 mma: {len(ids)} warps, thread-id-a {sorted({i[1] for i in ids})}, thread-id-b "
          f"{sorted({i[3] for i in ids})}")
    ids = stats[(MXF4_NAME, "ids")]
    print(f"MXFP4 mma: {len(ids)} warps, byte-id-a {sorted({i[0] for i in ids})}, thread-id-a "
          f"{sorted({i[1] for i in ids})}, byte-id-b {sorted({i[2] for i in ids})}, thread-id-b "
          f"{sorted({i[3] for i in ids})}")
    ids = stats[(MXF4X4_NAME, "ids")]
    print(f"MXFP4 4X mma: {len(ids)} warps, thread-id-a {sorted({i[1] for i in ids})}, thread-id-b "
          f"{sorted({i[3] for i in ids})}")
    # the same module without the race detector's calls
    so_norace, _ = build(work, race_check=False)
    ins, want, _ = grid_case(np, rng, (128, 1, 1), 2)
    error, got, matrix_ops, _ = Kernel(so_norace).launch(np, (128, 1, 1), 2, "shuffle", args.seed, ins)
    if error or (got != want).any():
        failures += 1
        print(f"FAIL --no-race-check: {error or describe(np, got, want)}")
    else:
        print(f"ok --no-race-check 128x1x1 threads, 2 CTAs, shuffle: {matrix_ops} warp matrix ops")
    # launches that must fail, with the runtime's message
    def scaled_ids(word, value, lanes=slice(None)):
        """Sets id word (11 byte-id-a, 12 thread-id-a, 14 byte-id-b, 15
        thread-id-b) of the block-scaled MMA's record in the given lanes."""
        def tweak(ins):
            ins[SCALED, lanes, word] = value
        return tweak

    def nvf4_ids(rec, word, value):
        """Sets id word `word` of a 4-bit MMA's record in every lane."""
        def tweak(ins):
            ins[rec, :, word] = value
        return tweak

    must_fail = [("half a warp at an mma", (128, 1, 1), 1, None), ("two mma forms", (128, 1, 1), 2, None),
                 ("misaligned ldmatrix row", (128, 1, 1), 3, None),
                 ("ldmatrix row outside shared memory", (128, 1, 1), 4, None),
                 ("no barrier before ldmatrix", (128, 1, 1), 5, None), ("48 threads", (48, 1, 1), 0, None),
                 ("block-scaled mma, lane 5's byte-id-a differs", (32, 1, 1), 6, scaled_ids(11, 1, 5)),
                 ("block-scaled mma, lane 31's thread-id-b differs", (32, 1, 1), 6, scaled_ids(15, 2, 31)),
                 ("block-scaled mma, thread-id-a 2", (32, 1, 1), 6, scaled_ids(12, 2)),
                 ("block-scaled mma, byte-id-b 4", (32, 1, 1), 6, scaled_ids(14, 4)),
                 ("NVFP4 mma, byte-id-a 1", (32, 1, 1), 7, nvf4_ids(NVF4, 11, 1)),
                 ("MXFP4 mma, byte-id-b 1", (32, 1, 1), 8, nvf4_ids(MXF4, 14, 1)),
                 ("MXFP4 4X mma, byte-id-a 2", (32, 1, 1), 9, nvf4_ids(MXF4X4, 11, 2))]
    for what, block, mode, tweak in must_fail:
        n = int(np.prod(block))
        ins = np.zeros(RECORDS * n * IN_WORDS, dtype=np.uint32)
        ins.reshape(RECORDS, n, IN_WORDS)[:, :, 0] = np.arange(n) % 64  # row slots
        if tweak:
            tweak(ins.reshape(RECORDS, n, IN_WORDS))
        error, _, _, _ = kernel.launch(np, block, 1, "forward", args.seed, ins, mode)
        if not error:
            failures += 1
            print(f"FAIL {what}: the launch did not fail")
        else:
            print(f"expected failure ({what}): {error}")
    print(f"warp-mma: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
