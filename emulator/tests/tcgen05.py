#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/tcgen05.mlir (TMEM alloc,
tcgen05.st/ld, tcgen05.mma through shared-memory descriptors, commit to an
mbarrier, try_wait spin loops, dealloc) on emulator/runtime.c and checks every
output word exactly against references built here (test/Emulator/tcgen05.mlir).

    emulator/tests/tcgen05.py [--workdir DIR] [--seed N]

The references are independent of the runtime's decoder: each operand's
shared-memory image is laid out by evaluating the PTX ISA's canonical layouts
(§9.7.16.3, written in CuTe notation: shape and stride tuples, coordinates
decomposed mode by mode) for the whole tile, the swizzle applied to the byte
address (Swizzle<B,4,3>), and the descriptors and instruction descriptors are
encoded from the PTX ISA's tables (§9.7.16.4.1 Table 40, §9.7.16.4.2 Table
42); each step's descriptor starts at the tile's element (0, step * K), as
CUTLASS advances them. Each CTA runs one case (M = 128, or 64 once; N 64, 72 or
128; kinds f16, bf16, tf32, e4m3/e5m2, s8/u8; K-major and MN-major operands
with no swizzle and 32/64/128-byte swizzles, tf32 in the 128-byte swizzle of
32-byte atoms (descriptor mode 1); several K steps accumulating in TMEM, from C stored with tcgen05.st or from zero; negated operands, tf32
operands with their ignored low bits set, int32 wrap-around and saturation;
and the block-scaled .kind::mxf8f6f4.block_scale.block32, its UE8M0 scales
stored into TMEM in the layout tcgen05.cp.32x128b.warpx4 leaves, each K step
with other scale IDs; and the 4-bit .kind::mxf4nvf4 .block16 (UE4M3 or UE8M0
scales, a cell per K step) and .block32 (UE8M0, IDs 0 or 2), e2m1 operands two
to a byte along K, one with A negated). D = A B + D (block-scaled: (A SF_A)(B SF_B) + D) is
rounded to f32 once per MMA (the products and their sum are exact:
math.fsum). Then the same with --no-race-check, then the launches that
must fail, each with the runtime's message. Exit status 1 when anything is not
as expected. Needs NumPy, clang-22, mlir-translate-22 and tileas-emu-prep.
"""

import ctypes
import math
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EMU_DIR = HERE.parent
sys.path.insert(0, str(EMU_DIR))
sys.path.insert(0, str(HERE))

import emulate  # noqa: E402
import emu_harness  # noqa: E402
import warp_mma  # noqa: E402  (element encodings)

CASE_WORDS, IMG_WORDS, IMG_OFF, C_OFF, OUT_STRIDE = 26656, 10240, 32, 10272, 132
B_BASE = 16384  # byte offset of B in the image (A at 0)
POISON = 0xFFFFFFFF
# idesc type codes (Table 42) and the kind operand of the intrinsic
KIND = {"f16": 0, "bf16": 0, "tf32": 1, "e4m3": 2, "e5m2": 2, "s8": 3, "u8": 3}
TYPE_CODE = {"f16": 0, "bf16": 1, "tf32": 2, "e4m3": 0, "e5m2": 1, "u8": 0, "s8": 1, "e2m1": 1}
# bytes a stored unit: e2m1 elements are two to a byte along K (the lower in bits 3..0)
EBYTES = {"f16": 2, "bf16": 2, "tf32": 4, "e4m3": 1, "e5m2": 1, "s8": 1, "u8": 1, "e2m1": 1}
# the 4-bit forms (kind 5: .kind::mxf4nvf4.block_scale.block16, kind 6: .block32)
FP4_KIND = {"block16": 5, "block32": 6}
# swizzle modes of the shared-memory descriptor (Table 40), by width in bytes;
# A32: the 128-byte swizzle in 32-byte atoms (mode 1, CUTLASS's SW128_32B)
A32 = "128/32"
SWIZZLE_CODE = {16: 0, 128: 2, 64: 4, 32: 6, A32: 1}
SWIZZLE_NAME = {16: "none", 32: "SW32", 64: "SW64", 128: "SW128", A32: "SW128_32B"}

# (a type, b type, M, N, n loaded, A (major, width), B (major, width), steps, init C, negate A, negate B, saturate,
#  block scales: None, or (A's scale IDs, B's scale IDs) of each step for .kind::mxf8f6f4.block_scale.block32,
#  or for e2m1 ("block16", "ue4m3" or "ue8m0") or ("block32", (A's IDs, B's IDs)) for .kind::mxf4nvf4)
CASES = [
    ("f16", "f16", 128, 128, 128, ("K", 128), ("K", 128), 4, True, False, False, False, None),
    ("bf16", "bf16", 128, 64, 64, ("K", 16), ("K", 16), 2, False, False, False, False, None),
    ("f16", "f16", 128, 64, 64, ("K", 64), ("MN", 128), 2, True, False, True, False, None),
    ("tf32", "tf32", 128, 128, 128, ("K", 32), ("K", 128), 3, True, True, False, False, None),
    ("tf32", "tf32", 128, 64, 64, ("MN", 16), ("MN", 64), 2, False, False, False, False, None),
    ("e4m3", "e4m3", 128, 128, 128, ("K", 128), ("K", 128), 2, True, False, False, False, None),
    ("e5m2", "e4m3", 128, 64, 64, ("MN", 128), ("K", 16), 1, False, False, False, False, None),
    ("s8", "s8", 128, 128, 128, ("K", 128), ("K", 128), 2, True, False, False, False, None),
    ("u8", "s8", 128, 64, 64, ("K", 16), ("MN", 32), 2, True, False, False, True, None),
    ("bf16", "bf16", 128, 128, 128, ("MN", 32), ("K", 32), 4, False, False, False, False, None),
    ("f16", "f16", 64, 72, 96, ("K", 128), ("MN", 16), 2, True, False, False, False, None),
    ("tf32", "tf32", 128, 128, 128, ("K", A32), ("MN", A32), 4, True, False, False, False, None),
    ("tf32", "tf32", 128, 64, 64, ("MN", A32), ("K", A32), 4, False, False, True, False, None),
    ("e4m3", "e4m3", 128, 64, 64, ("K", 128), ("K", 64), 4, True, False, False, False, ((2, 0, 3, 1), (1, 3, 0, 2))),
    ("e5m2", "e4m3", 128, 64, 64, ("MN", 128), ("MN", 16), 2, False, True, False, False, ((3, 1), (0, 2))),
    ("e2m1", "e2m1", 128, 96, 96, ("K", 64), ("K", 64), 2, True, False, False, False, ("block16", "ue4m3")),
    ("e2m1", "e2m1", 128, 64, 64, ("K", 128), ("K", 32), 2, False, True, False, False, ("block16", "ue8m0")),
    ("e2m1", "e2m1", 128, 64, 64, ("K", 16), ("K", 64), 4, True, False, False, False, ("block32", ((0, 2, 2, 0),
                                                                                                 (2, 0, 0, 2)))),
]


# ---------------------------------------------------------------- PTX encodings
def smem_desc(start, lbo, sbo, width):
    """Table 40: start, LBO, SBO as (x & 0x3FFFF) >> 4 in bits 0-13, 16-29,
    32-45, the constant 0b001 in bits 46-48, base offset 0, relative LBO,
    the swizzle mode in bits 61-63."""
    enc = lambda x: (x & 0x3FFFF) >> 4  # noqa: E731
    return enc(start) | enc(lbo) << 16 | enc(sbo) << 32 | 1 << 46 | SWIZZLE_CODE[width] << 61


def instr_desc(case):
    """Table 42 (.kind::f16/tf32/f8f6f4/i8, dense); for the block-scaled
    .kind::mxf8f6f4 the table of the .kind::mxf* descriptor: no D type (bits
    4-5 are B's scale factor ID, 29-30 A's, both 0 here: the kernel puts each
    step's IDs in), bit 23 the scale type (1: UE8M0)."""
    ta, tb, m, n, _, (amaj, _), (bmaj, _), _, _, neg_a, neg_b, sat, scaled = case
    common = (TYPE_CODE[ta] << 7 | TYPE_CODE[tb] << 10 | int(neg_a) << 13 | int(neg_b) << 14
              | int(amaj == "MN") << 15 | int(bmaj == "MN") << 16 | (n >> 3) << 17 | (m >> 4) << 24)
    if ta == "e2m1":  # bit 23: ue8m0 scales (block32 has no other)
        return common | int(scaled[0] == "block32" or scaled[1] == "ue8m0") << 23
    if scaled:
        return common | 1 << 23
    dtype = 2 if ta in ("s8", "u8") else 1  # S32 / F32
    return common | int(sat) << 3 | dtype << 4


# ---------------------------------------------------------------- canonical layouts (CuTe)
def tile_layout(major, width, eb, mn, ktot, lbo, sbo):
    """The whole operand tile (mn x ktot elements) as a CuTe layout in
    elements: ((MN modes), (K modes)) : ((strides), (strides)), from the PTX
    ISA's canonical layouts (T = 16 bytes of elements, U = width / 16):
      K-major  none     ((8,m),(T,2k)):((1T,SBO),(1,LBO))
               swizzled ((8,m),(T,2k)):((UT,SBO),(1,T)), further K atoms after
                        all the MN groups
      MN-major none     ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))
               swizzled ((T,U,m),(8,k)):((1,T,LBO),(UT,SBO))
    and in 32-byte atoms (A32: rows of 128 bytes, R = 128 / element bytes,
    atoms of 4 rows, as NVIDIA's tileiras lays out tf32 operands):
      K-major           ((4,m),(R,k)):((R,SBO),(1,R m))
      MN-major          ((T,8,m),(4,k)):((1,T,LBO),(R,SBO))"""
    if width == A32:
        t, r = 16 // eb, 128 // eb
        if major == "K":
            rk = min(r, ktot)
            return ((4, mn // 4), (rk, ktot // rk)), ((r, sbo // eb), (1, (mn // 4) * sbo // eb))
        return ((t, 8, mn // (8 * t)), (4, ktot // 4)), ((1, t, lbo // eb), (r, sbo // eb))
    t, u = 16 // eb, width // 16
    if major == "K" and width == 16:
        return ((8, mn // 8), (t, ktot // t)), ((t, sbo // eb), (1, lbo // eb))
    if major == "K":
        uk = min(u, ktot // t)
        katom = (mn // 8) * sbo
        return ((8, mn // 8), (t, uk, ktot // (t * uk))), ((u * t, sbo // eb), (1, t, katom // eb))
    if width == 16:
        return ((t, mn // t), (8, ktot // 8)), ((1, sbo // eb), (t, lbo // eb))
    um = min(u, mn // t)
    return ((t, um, mn // (t * um)), (8, ktot // 8)), ((1, t, lbo // eb), (u * t, sbo // eb))


def layout_offset(layout, r, c):
    """CuTe: each coordinate decomposed over its modes (first mode fastest)
    and dotted with the strides."""
    (shape_r, shape_c), (stride_r, stride_c) = layout
    off = 0
    for x, shape, stride in ((r, shape_r, stride_r), (c, shape_c, stride_c)):
        for size, st in zip(shape, stride):
            off += (x % size) * st
            x //= size
        assert x == 0
    return off


def swizzle(byte, width):
    """Swizzle<B,4,3> on a byte address, B = log2(width / 16); Swizzle<2,5,2>
    (bits 5-6 XOR bits 7-8) in 32-byte atoms."""
    if width == A32:
        return byte ^ (((byte >> 7) & 3) << 5)
    b = {16: 0, 32: 1, 64: 2, 128: 3}[width]
    return byte ^ (((byte >> 7) & ((1 << b) - 1)) << 4)


def strides(rng, major, width, eb, mn, ktot):
    """(LBO, SBO) in bytes for a compact tile, one of two arrangements."""
    if width == A32:
        if major == "K":
            return 32, 512  # LBO unused (NVIDIA's 32), 4-row atoms adjacent
        if rng.integers(0, 2):  # the K atoms of a 128-byte block adjacent (NVIDIA's B)
            return (ktot // 4) * 512, 512
        return 512, (mn * eb // 128) * 512
    t, u = 16 // eb, width // 16
    if width == 16:
        inner, outer = 128, (ktot // 8 if major == "MN" else ktot // t) * 128
        alt = (mn // t if major == "MN" else mn // 8) * 128
        if rng.integers(0, 2):  # K-adjacent core matrices
            return inner, outer
        return alt, inner  # MN-adjacent core matrices
    if major == "K":
        return 16, 8 * width  # LBO unused (1), 8-row atoms adjacent
    groups = mn // (t * min(u, mn // t))
    if rng.integers(0, 2):
        return (ktot // 8) * 8 * width, 8 * width
    return 8 * width, groups * 8 * width


# ---------------------------------------------------------------- one case
def place(np, rng, image, base, ty, shape, operand, roles):
    """Random values (values, bits) of an operand placed into the image; for
    e2m1 the values are the codes (two a byte along K) and `shape` counts
    bytes."""
    major, width, mn, ktot = roles
    eb = EBYTES[ty]
    if ty == "e2m1":
        vals = rng.integers(0, 16, (shape[0], 2 * shape[1]))
        bits = (vals[:, 0::2] | vals[:, 1::2] << 4).reshape(-1)
    else:
        vals, bits = warp_mma.random_matrix(np, rng, ty, shape, operand)
    lbo, sbo = strides(rng, major, width, eb, mn, ktot)
    layout = tile_layout(major, width, eb, mn, ktot, lbo, sbo)
    for r in range(mn):
        for c in range(ktot):
            byte = swizzle(base + layout_offset(layout, r, c) * eb, width)
            assert base <= byte < base + B_BASE, (operand, r, c, byte)
            image[byte:byte + eb] = int(bits[r * ktot + c]).to_bytes(eb, "little")
    return vals, bits, layout, lbo, sbo


def scale_words(np, rng, rows, ncols, ue4m3=False):
    """Random UE8M0 scale cells (2^-4 .. 2^4: the sums stay exact in double;
    with `ue4m3` UE4M3 ones of exponents 5..9, 0.25 .. 7.5) of
    `rows` rows (of A, or columns of B), four bytes each (byte ID j: K block
    j), and the TMEM words [128 lanes, ncols] holding them as
    tcgen05.cp.32x128b.warpx4 leaves a 32 x 128-bit block: every lane
    quarter alike, lane l column j the cell of row l mod 32 + 32 j (zero past
    the last row)."""
    if ue4m3:
        cells = rng.integers(5, 10, (rows, 4)) << 3 | rng.integers(0, 8, (rows, 4))
    else:
        cells = rng.integers(127 - 4, 127 + 5, (rows, 4))
    words = np.zeros((128, ncols), dtype=np.uint32)
    for lane in range(128):
        for j in range(ncols):
            r = lane % 32 + 32 * j
            if r < rows:
                words[lane, j] = sum(int(cells[r, b]) << (8 * b) for b in range(4))
    return cells, words


def case_record(np, rng, index, case):
    """The CTA's input record, the expected TMEM rows [128, n loaded] and
    the checked-special counts."""
    ta, tb, m, n, nload, (amaj, aw), (bmaj, bw), steps, init_c, neg_a, neg_b, sat, scaled = case
    eb = EBYTES[ta]
    kstep = 32 // eb
    ktot = kstep * steps
    image = bytearray(IMG_WORDS * 4)
    av, ab, alay, albo, asbo = place(np, rng, image, 0, ta, (m, ktot), "a", (amaj, aw, m, ktot))
    bv, bb, blay, blbo, bsbo = place(np, rng, image, B_BASE, tb, (n, ktot), "b", (bmaj, bw, n, ktot))
    integer = ta in ("s8", "u8")
    cv, cb = warp_mma.random_matrix(np, rng, "s32" if integer else "f32", (128, nload), "c")
    rec = np.zeros(CASE_WORDS, dtype=np.uint32)
    alloc = max(32, 1 << (2 * nload - 1).bit_length())
    rec[:7] = [4 if scaled else KIND[ta], instr_desc(case), steps, nload, alloc, int(init_c), nload if init_c else 0]
    for s in range(steps):
        a_start = layout_offset(alay, 0, s * kstep) * eb
        b_start = B_BASE + layout_offset(blay, 0, s * kstep) * eb
        for j, d in enumerate((smem_desc(a_start, albo, asbo, aw), smem_desc(b_start, blbo, bsbo, bw))):
            rec[8 + 4 * s + 2 * j:10 + 4 * s + 2 * j] = [d & 0xFFFFFFFF, d >> 32]
    rec[IMG_OFF:IMG_OFF + IMG_WORDS] = np.frombuffer(bytes(image), dtype=np.uint32)
    crows = np.array(cb, dtype=np.uint64).astype(np.uint32).reshape(128, nload)
    for r in range(128):
        rec[C_OFF + 128 * r:C_OFF + 128 * r + nload] = crows[r]
    if ta == "e2m1":
        return fp4_record(np, rng, case, rec, (av, bv, cv, crows))
    # block scales: A's 4 columns at n loaded, B's after them, stored with C
    ones = np.full((max(m, n), 4), 127)
    a_cells, b_cells = ones, ones
    if scaled:
        bn = (n + 31) // 32
        a_cells, a_words = scale_words(np, rng, m, 4)
        b_cells, b_words = scale_words(np, rng, n, bn)
        for r in range(128):
            rec[C_OFF + 128 * r + nload:C_OFF + 128 * r + nload + 4] = a_words[r]
            rec[C_OFF + 128 * r + nload + 4:C_OFF + 128 * r + nload + 4 + bn] = b_words[r]
        rec[6] = nload + 16
        rec[24:27] = [nload, nload + 4, sum((ia | ib << 2) << (8 * s) for s, (ia, ib) in enumerate(zip(*scaled)))]
    a_ids, b_ids = scaled or ((0,) * steps, (0,) * steps)
    # the reference: TMEM lanes x columns, as words
    tm = crows.copy() if init_c else np.full((128, nload), POISON, dtype=np.uint32)
    stats = {"wrapped": 0, "clamped": 0, "tf32 low bits matter": 0}
    a_real, b_real = [float(v) for v in av], [float(v) for v in bv]  # tf32: the truncated values
    sa, sb = (-1 if neg_a else 1), (-1 if neg_b else 1)
    for row in range(m):
        lane = row if m == 128 else 32 * (row // 16) + row % 16
        for col in range(n):
            acc = int(cv[lane * nload + col]) if integer else float(cv[lane * nload + col])
            if not init_c:
                acc = 0
            raw = acc
            for s in range(steps):
                ks = range(s * kstep, (s + 1) * kstep)
                if integer:  # each MMA wraps (or saturates) its own result
                    exact = acc + sum(int(av[row * ktot + k]) * int(bv[col * ktot + k]) for k in ks)
                    acc = min(max(exact, -2**31), 2**31 - 1) if sat else ((exact + 2**31) % 2**32) - 2**31
                    if acc != exact:
                        stats["clamped" if sat else "wrapped"] += 1
                    continue
                scale = 2.0 ** (int(a_cells[row, a_ids[s]]) + int(b_cells[col, b_ids[s]]) - 254)
                terms = [sa * sb * scale * a_real[row * ktot + k] * b_real[col * ktot + k] for k in ks]
                acc = float(np.float32(math.fsum([acc] + terms)))
                if ta == "tf32":
                    rt = [sa * sb * warp_mma.untruncated_tf32(np, ab[row * ktot + k])
                          * warp_mma.untruncated_tf32(np, bb[col * ktot + k]) for k in ks]
                    raw = float(np.float32(math.fsum([raw] + rt)))
            if integer:
                tm[lane, col] = acc & 0xFFFFFFFF
            else:
                stats["tf32 low bits matter"] += ta == "tf32" and raw != acc
                tm[lane, col] = warp_mma.f32_bits(np, acc)
    return rec, tm, stats


def fp4_record(np, rng, case, rec, operands):
    """The rest of case_record for the 4-bit .kind::mxf4nvf4 forms: a cell
    of scales (four a row of A and column of B, `scale_words`) per K step
    (block16: bytes k / 16, IDs 0) or per two steps (block32: bytes ID +
    k / 32), the cells one after the other from column n loaded, A's four
    columns then B's; [28 + s] the columns step s's cell lies past the first.
    D = (A SF_A)(B SF_B) + D rounded to f32 once per MMA."""
    _, _, m, n, nload, _, _, steps, init_c, neg_a, neg_b, _, (form, detail) = case
    vec = 4 if form == "block16" else 2
    ids = ((0,) * steps, (0,) * steps) if form == "block16" else detail
    ue4m3 = form == "block16" and detail == "ue4m3"
    cell_of = (lambda s: s) if vec == 4 else (lambda s: s // 2)  # noqa: E731
    bn = (n + 31) // 32
    span = 4 + bn
    cells = []
    for c in range(cell_of(steps - 1) + 1):
        (ac, aw), (bc, bw) = scale_words(np, rng, m, 4, ue4m3), scale_words(np, rng, n, bn, ue4m3)
        cells.append((ac, bc))
        for r in range(128):
            at = C_OFF + 128 * r + nload + c * span
            rec[at:at + 4] = aw[r]
            rec[at + 4:at + 4 + bn] = bw[r]
    assert len(cells) * span <= 16
    rec[0] = FP4_KIND[form]
    rec[6] = nload + 16
    rec[24:27] = [nload, nload + 4, sum((ia | ib << 2) << (8 * s) for s, (ia, ib) in enumerate(zip(*ids)))]
    rec[28:28 + steps] = [cell_of(s) * span for s in range(steps)]

    def scale(byte):
        if not ue4m3:
            return 2.0 ** (int(byte) - 127)
        e, mant = (int(byte) >> 3) & 15, int(byte) & 7
        return (8 + mant) * 2.0 ** (e - 10)

    value = lambda code: (-1.0 if code & 8 else 1.0) * warp_mma.E2M1[code & 7]  # noqa: E731
    av, bv, cv, crows = operands
    sign = (-1 if neg_a else 1) * (-1 if neg_b else 1)
    tm = crows.copy() if init_c else np.full((128, nload), POISON, dtype=np.uint32)
    for row in range(m):
        for col in range(n):
            acc = float(cv[row * nload + col]) if init_c else 0.0
            for s in range(steps):
                ac, bc = cells[cell_of(s)]
                terms = []
                for k in range(64):
                    fa = value(av[row, 64 * s + k]) * scale(ac[row, ids[0][s] + k // (64 // vec)])
                    fb = value(bv[col, 64 * s + k]) * scale(bc[col, ids[1][s] + k // (64 // vec)])
                    terms.append(sign * fa * fb)
                acc = float(np.float32(math.fsum([acc] + terms)))
            tm[row, col] = warp_mma.f32_bits(np, acc)
    return rec, tm, {}


def describe(index, case):
    ta, tb, m, n, nload, (amaj, aw), (bmaj, bw), steps, init_c, neg_a, neg_b, sat, scaled = case
    if ta == "e2m1":
        kind = f"mxf4nvf4.block_scale.{scaled[0]}"
        scaled = scaled[1] if scaled[0] == "block32" else None
        if not scaled:
            kind += f" {case[12][1]}"
    else:
        kind = "mxf8f6f4.block_scale.block32" if scaled else {0: "f16", 1: "tf32", 2: "f8f6f4", 3: "i8"}[KIND[ta]]
    ids = scaled and "scale IDs A " + ",".join(map(str, scaled[0])) + " B " + ",".join(map(str, scaled[1]))
    extra = [x for x, on in (("C from tcgen05.st", init_c), ("negate A", neg_a), ("negate B", neg_b),
                             ("saturate", sat), (ids, scaled)) if on]
    return (f"case {index}: kind::{kind} {ta} x {tb}, M {m} N {n}, A {amaj}-major {SWIZZLE_NAME[aw]}, "
            f"B {bmaj}-major {SWIZZLE_NAME[bw]}, {steps} K steps{', ' if extra else ''}{', '.join(extra)}")


# ---------------------------------------------------------------- build and run
def build(work, race_check):
    return emu_harness.build("tcgen05", "tcgen05.mlir", work, race_check)


class Kernel(emu_harness.Runtime):
    def __init__(self, so):
        super().__init__(so)
        for name in ("emu_tcgen05_mma_count", "emu_tmem_op_count", "emu_mbarrier_arrive_count",
                     "emu_mbarrier_spin_count"):
            getattr(self.lib, name).restype = ctypes.c_long

    def run(self, np, records, schedule, seed, mode=0):
        """(error or None, outputs [cases, 128, OUT_STRIDE], counters)."""
        lib = self.lib
        lib.emu_set_block(128, 1, 1)
        lib.emu_set_schedule(emulate.SCHEDULES.index(schedule), seed)
        cases = len(records)
        out_base, out = self.array(np, np.full(cases * 128 * OUT_STRIDE, 0xDEADBEEF, dtype=np.uint32))
        slots = (ctypes.c_uint64 * 3)()
        slots[0] = out_base
        slots[1] = self.array(np, np.concatenate(records))[0]
        slots[2] = mode
        rc = lib.emu_launch(self.entry, cases, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"ppi")
        error = lib.emu_error().decode(errors="replace") if rc else None
        counts = (lib.emu_tcgen05_mma_count(), lib.emu_tmem_op_count(), lib.emu_mbarrier_arrive_count(),
                  lib.emu_mbarrier_spin_count(), lib.emu_barrier_count())
        return error, out.reshape(cases, 128, OUT_STRIDE), counts


def expected(np, tms, cases):
    want = np.full((len(cases), 128, OUT_STRIDE), 0xDEADBEEF, dtype=np.uint32)
    for i, (tm, case) in enumerate(zip(tms, cases)):
        want[i, :, :case[4]] = tm
        want[i, :, 128] = [7 * t + i + 1 for t in range(128)]
    return want


def mismatch(np, got, want):
    bad = np.argwhere(got != want)
    i, t, j = bad[0]
    cases = sorted({int(c) for c, _, _ in bad})
    return (f"{len(bad)} wrong words (cases {cases}), first case {i} thread {t} word {j}: {got[i, t, j]:#x}, "
            f"expected {want[i, t, j]:#x}")


def negative_records(np, rng):
    """(what, mode, record) of the launches that must fail."""
    base, _, _ = case_record(np, rng, 0, CASES[1])
    unallocated = base.copy()
    unallocated[4] = 32  # 32 columns for an N = 64 MMA
    outside = base.copy()
    outside[8] = (int(outside[8]) & 0xFFFFC000) | 0x3000  # A starts 192 KiB past @img
    m64, _, _ = case_record(np, rng, 0, CASES[10])  # M = 64
    f16_d = base.copy()
    f16_d[1] = int(f16_d[1]) & ~(3 << 4)  # D type F16
    # the block-scaled MMA (N = 64, 128 columns allocated; A's scales at column 64, B's at 68)
    bs, _, _ = case_record(np, rng, 0, next(c for c in CASES if c[12]))
    bs_variants = {
        "not ue8m0": (1, lambda r: int(r) & ~(1 << 23)),  # idesc bit 23 clear
        "lane 32": (24, lambda r: int(r) + (32 << 16)),  # A's scales from lane 32
        "M = 64": (1, lambda r: (int(r) & ~(0x1F << 24)) | 4 << 24),
        "unallocated": (24, lambda r: 126),  # A's scales in columns 126..129 of 128
        "overlap": (24, lambda r: 62),  # A's scales in columns 62..65, D's 0..63
        "id bits": (24, lambda r: int(r) | 1 << 30),  # bits 30-31 of A's address other than its ID
    }
    bad = {}
    for key, (word, change) in bs_variants.items():
        bad[key] = bs.copy()
        bad[key][word] = change(bad[key][word])
    # the 4-bit block16 MMA with A's scale ID 2 at step 0; with B MN-major
    fp4, _, _ = case_record(np, rng, 0, next(c for c in CASES if c[0] == "e2m1"))
    bad["fp4 id"] = fp4.copy()
    bad["fp4 id"][26] = 2
    bad["fp4 mn"] = fp4.copy()
    bad["fp4 mn"][1] = int(fp4[1]) | 1 << 16
    return [("warp 1 in warp 0's TMEM lane quarter", 1, base), ("no dealloc", 2, base),
            ("no commit: mbarrier deadlock", 3, base), ("operands overwritten before the commit arrived", 4, base),
            ("tcgen05.ld before the wait for the commit", 5, base), ("alloc beyond 512 columns", 6, base),
            ("inval with a commit pending", 8, base), ("CTA ends with MMAs in flight", 9, base),
            ("A in TMEM overwritten before the commit arrived", 10, base),
            ("A in TMEM on columns not allocated", 11, base), ("A in TMEM not from lane 0", 12, base),
            ("A in TMEM with M = 64", 10, m64),
            ("dealloc of columns not allocated", 7, base), ("mma on unallocated columns", 0, unallocated),
            ("descriptor outside shared memory", 0, outside), ("an F16 D", 0, f16_d),
            ("block-scaled with idesc bit 23 clear", 0, bad["not ue8m0"]),
            ("block scales not from lane 0", 0, bad["lane 32"]), ("block-scaled with M = 64", 0, bad["M = 64"]),
            ("block scales on columns not allocated", 0, bad["unallocated"]),
            ("block scales overlapping D", 0, bad["overlap"]),
            ("block scale address and idesc scale IDs differ", 0, bad["id bits"]),
            ("4-bit block16 with scale ID 2", 0, bad["fp4 id"]), ("4-bit with an MN-major B", 0, bad["fp4 mn"]),
            ("block scales overwritten before the commit arrived", 13, bs),
            ("block-scaled operands overwritten before the commit arrived", 4, bs)]


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "tcgen05", 5)
    import numpy as np

    so, info = build(work, race_check=True)
    ops = info["tensor_ops"]
    print(f"tcgen05: {sum(ops.values())} tensor ops ({ops.get('tcgen05.mma.shared', 0)} mma, "
          f"{ops.get('tcgen05.mma.tensor', 0)} mma with A in TMEM, "
          f"{ops.get('tcgen05.mma.shared.mxf8f6f4.block_scale.block32', 0)} block-scaled mma, "
          f"{sum(n for k, n in ops.items() if '.mxf4nvf4.' in k)} 4-bit mma, "
          f"{sum(n for k, n in ops.items() if k.startswith(('tcgen05.ld', 'tcgen05.st')))} ld/st, "
          f"{sum(n for k, n in ops.items() if k.startswith('mbarrier.'))} mbarrier), {info['barriers']} barriers, "
          f"{info['smem_accesses']} instrumented shared accesses, intrinsics {info['intrinsics']}")
    rng = np.random.default_rng(args.seed)
    records, tms, stats = [], [], {}
    for i, case in enumerate(CASES):
        rec, tm, s = case_record(np, rng, i, case)
        records.append(rec)
        tms.append(tm)
        for key, val in s.items():
            stats[key] = stats.get(key, 0) + val
        print(describe(i, case))
    want = expected(np, tms, CASES)
    kernel = Kernel(so)
    failures = 0
    for schedule in emulate.SCHEDULES:
        error, got, (mmas, tmem_ops, arrives, spins, barriers) = kernel.run(np, records, schedule, args.seed)
        if error or (got != want).any():
            failures += 1
            print(f"FAIL {schedule}: {error or mismatch(np, got, want)}")
        else:
            print(f"ok {schedule}: {len(CASES)} cases, {mmas} tcgen05.mma, {tmem_ops} TMEM ops, {arrives} mbarrier "
                  f"arrivals, {barriers} barriers, spins: {'yes' if spins else 'none'}")
    for what in ("tf32 low bits matter", "wrapped", "clamped"):
        print(f"{what}: {stats[what]} outputs")
        if stats[what] == 0:
            failures += 1
            print(f"FAIL no output where {what}")
    so_norace, _ = build(work, race_check=False)
    error, got, _ = Kernel(so_norace).run(np, records, "shuffle", args.seed)
    if error or (got != want).any():
        failures += 1
        print(f"FAIL --no-race-check: {error or mismatch(np, got, want)}")
    else:
        print(f"ok --no-race-check shuffle: {len(CASES)} cases")
    for what, mode, rec in negative_records(np, rng):
        error, _, _ = kernel.run(np, [rec], "forward", args.seed, mode)
        if not error:
            failures += 1
            print(f"FAIL {what}: the launch did not fail")
        else:
            print(f"expected failure ({what}): {error}")
    print(f"tcgen05: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
