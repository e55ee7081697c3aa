#!/usr/bin/env python3
"""Runs the hand-written kernel emulator/tests/tma.mlir (TMA loads,
cp.async.bulk.tensor.g2s.cta.tile.{1,2,3}d, with mbarrier.arrive.expect_tx and
try_wait.parity) on emulator/runtime.c and checks every output word exactly
against NumPy (test/Emulator/tma.mlir).

    emulator/tests/tma.py [--workdir DIR] [--seed N]

The tensor maps are CUtensorMap words encoded here from the word layout of
docs/design/tma-descriptors.md (the encoder is first checked against words
NVIDIA's host module wrote, from host-abi/src/tma.rs's tests). For 2 CTAs of
128 threads in each thread order (forward, reverse, shuffle), and once
rewritten with --no-race-check, it prints one line `ok` or what differs: ten
single loads (2-D f16 without swizzle, inside the tensor and partly outside
it before the start and past the end; 2-D with the 128-, 64- and 32-byte
swizzles, one partly past the last row; 1-D f32 past the end and before the
start; 3-D i32 partly outside in two dimensions) and a 3-stage ring of six
128-byte-swizzled loads with one mbarrier per stage; once more with the
128-byte map in 32-byte atoms (word 1 bit 19). Then the launches that
must fail, each with the runtime's message: no wait (bytes in flight read),
expect_tx of more bytes than arrive (an mbarrier deadlock), a load nobody
waits for, no barrier between a stage's reads and the next load into it (both
thread orders), a misaligned global address, an unknown format, a descriptor
of another rank, 32-byte atoms without the 128-byte swizzle, misaligned
shared destinations. Last, emulate.py's host
module path: a stand-in host object (compiled here like tileiras' x86-64
host module: large code model, not PIC as at sm_100, PIC as at sm_90) whose FUNC_ON_ARGUMENTS_CHANGE
encodes descriptors from the user parameters is linked, called on the
parameter buffer emulate.py lays out, and its descriptors drive the kernel.
Exit status 1 when anything is not as expected. Needs NumPy, clang-22,
mlir-translate-22 and tileas-emu-prep (TILEAS_EMU_PREP, next to
../../target/release/tileiras, or on PATH).
"""

import ctypes
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EMU_DIR = HERE.parent
sys.path.insert(0, str(EMU_DIR))
sys.path.insert(0, str(HERE))

import emulate  # noqa: E402
import emu_harness  # noqa: E402

THREADS = 128
GRID = 2
RECORD = 2048  # bytes per output record
RING = 6  # ring loads
SCHEDULES = emulate.SCHEDULES
MASK64 = (1 << 64) - 1

# element format codes (word 1 bits 7..10) and sizes
FORMATS = {"b8": (0, 1), "b32": (2, 4), "f16": (6, 2), "f32": (7, 4), "f64": (9, 8), "bf16": (10, 2)}


def encode(addr, fmt, dims, strides, box, swizzle):
    """The 16 descriptor words (docs/design/tma-descriptors.md, "Word layout").
    dims, strides (bytes; strides[0] is the element size) and box are
    innermost first; swizzle 0 none, 1 32 B, 2 64 B, 3 128 B."""
    code, esize = FORMATS[fmt]
    rank = len(dims)
    assert strides[0] == esize and 1 <= rank <= 4
    w = [0] * 16
    w[0] = addr & 0x01FF_FFFF_FFFF_FFF0
    span = dims[0] * esize + sum((dims[i] - 1) * strides[i] for i in range(1, rank))
    w[1] = 0b0010 | (rank - 1) << 4 | code << 7 | swizzle << 13 | 1 << 18 | (span >= 0x20000) << 21
    for i in range(1, rank):
        word, shift = [(1, 32), (2, 0), (2, 32)][i - 1]
        w[word] |= (strides[i] >> 4) << shift
    for i in range(rank):
        w[4 + i // 2] |= ((dims[i] - 1) & 0xFFFF_FFFF) << (32 * (i % 2))
    w[6] = (box[0] - 1) << 56
    for i in range(1, rank):
        w[7] |= (box[i] - 1) << (8 * (i - 1))
    return [x & MASK64 for x in w]


def check_encoder():
    """The encoder against host-abi/src/tma.rs nvidia_matmul_f16_sm_100 (words
    NVIDIA's FUNC_ON_ARGUMENTS_CHANGE wrote; view shape [d1, d0], strides
    [s1, 1], box 128 x 64, f16, 128-byte swizzle)."""
    cases = [((0x7F3A00000000, 0x1000, 0x1000, 0x1000),
              [0x00007F3A00000000, 0x0000020000246312, 0, 0, 0x00000FFF00000FFF, 0, 0x3F00000000000000, 0x7F]),
             ((0xF2A74DE452E6B438, 0xCB, 0x5, 0x5E),
              [0x00A74DE452E6B430, 0x0000000B00046312, 0, 0, 0x000000CA00000004, 0, 0x3F00000000000000, 0x7F])]
    for (ptr, d1, d0, s1), want in cases:
        got = encode(ptr, "f16", [d0, d1], [2, (s1 * 2) & 0xFFFF_FFFF], [64, 128], 3)
        if got[:8] != want or any(got[8:]):
            return False
    return True


class Tensor:
    """A global tensor: its bytes in runtime memory and its geometry
    (innermost first)."""

    def __init__(self, rt, np, rng, fmt, dims, pitches):
        """pitches: elements between consecutive indices of dims 1.. (the
        strides in elements; the storage is padded)."""
        self.fmt = fmt
        self.esize = FORMATS[fmt][1]
        self.dims = dims
        self.strides = [self.esize] + [p * self.esize for p in pitches]
        nbytes = self.strides[-1] * dims[-1] if len(dims) > 1 else dims[0] * self.esize
        raw = rng.integers(1, 256, size=nbytes, dtype=np.uint8)  # no zero byte: zero fill is visible
        self.addr, self.raw = rt.array(np, raw)

    def words(self, box, swizzle, addr=None):
        return encode(self.addr if addr is None else addr, self.fmt, self.dims, self.strides, box, swizzle)

    def box(self, np, box, coords):
        """The box at coords as TMA writes it densely (bytes), out-of-bounds 0."""
        out = np.zeros(int(np.prod(box)) * self.esize, dtype=np.uint8)
        rank = len(box)
        idx = np.indices(tuple(reversed(box))).reshape(rank, -1)[::-1]  # innermost first, innermost fastest
        ok = np.ones(idx.shape[1], dtype=bool)
        offset = np.zeros(idx.shape[1], dtype=np.int64)
        for i in range(rank):
            c = idx[i] + coords[i]
            ok &= (c >= 0) & (c < self.dims[i])
            offset += c * self.strides[i]
        e = np.arange(self.esize)
        src = (offset[ok][:, None] + e[None, :]).reshape(-1)
        dst = (np.flatnonzero(ok)[:, None] * self.esize + e[None, :]).reshape(-1)
        out[dst] = self.raw[src]
        return out


def swizzled(np, data, swizzle, atom32=False):
    """The shared-memory image of a dense box at an atom-aligned address:
    16-byte chunk o goes to o ^ ((o >> 7) & m) << 4, or with `atom32` (the
    128-byte swizzle in 32-byte atoms, word 1 bit 19) to o ^ ((o >> 7) & 3) << 5."""
    if not swizzle:
        return data.copy()
    m = (1 << swizzle) - 1
    out = np.zeros_like(data)
    for o in range(0, len(data), 16):
        d = o ^ (((o >> 7) & 3) << 5) if atom32 else o ^ (((o >> 7) & m) << 4)
        out[d:d + 16] = data[o:o + 16]
    return out


class Setup:
    """The six tensor maps, the commands and the expected records."""

    def __init__(self, rt, np, rng):
        self.a = Tensor(rt, np, rng, "f16", [72, 40], [80])  # 2-D f16, padded rows
        self.b = Tensor(rt, np, rng, "f16", [128, 96], [128])  # the swizzled loads and the ring
        self.c = Tensor(rt, np, rng, "f32", [300], [])  # 1-D
        self.d = Tensor(rt, np, rng, "b32", [24, 5, 3], [32, 6 * 32])  # 3-D, padded
        # (tensor, box, swizzle, format override)
        self.maps = [(self.a, [32, 16], 0, None), (self.b, [64, 16], 3, None), (self.b, [32, 16], 2, "bf16"),
                     (self.c, [64], 0, None), (self.b, [16, 8], 1, None), (self.d, [16, 4, 2], 0, None)]
        # (map, coordinates, shared offset, what)
        self.cmds = [(0, [8, 4], 128, "2-D f16, no swizzle, inside"),
                     (0, [-8, -3], 0, "2-D f16, before the start in both dimensions"),
                     (0, [56, 32], 2048, "2-D f16, past the end in both dimensions"),
                     (1, [64, 16], 1024, "2-D f16, 128-byte swizzle"),
                     (2, [32, 48], 4096, "2-D bf16, 64-byte swizzle"),
                     (4, [16, 8], 3328, "2-D f16, 32-byte swizzle"),
                     (3, [250], 5120, "1-D f32, past the end"),
                     (3, [-16], 5376, "1-D f32, before the start"),
                     (5, [10, 2, 1], 6144, "3-D i32, outside in dimensions 1 and 2"),
                     (1, [0, 90], 0, "2-D f16, 128-byte swizzle, past the last row")]

    def words(self, i, **changes):
        tensor, box, swizzle, fmt = self.maps[i]
        w = encode(changes.get("addr", tensor.addr), fmt or tensor.fmt, tensor.dims, tensor.strides, box, swizzle)
        return w

    def cmd_array(self, np, overrides=None):
        rows = []
        for i, (m, coords, off, _) in enumerate(self.cmds):
            tensor, box, _, _ = self.maps[m]
            rank = len(coords)
            nbytes = int(np.prod(box)) * tensor.esize
            row = [m, rank] + coords + [0] * (4 - rank) + [off, nbytes]
            rows.append((overrides or {}).get(i, row))
        return np.array(rows, dtype=np.int32).reshape(-1)

    def expected(self, np, grid, atom32=False):
        """[grid, records, RECORD / 4] uint32 (0xDEADBEEF where nothing is written);
        with `atom32` map 1 (the 128-byte swizzle, the ring's) in 32-byte atoms."""
        recs = []
        for m, coords, _, _ in self.cmds:
            tensor, box, swizzle, _ = self.maps[m]
            recs.append(swizzled(np, tensor.box(np, box, coords), swizzle, atom32 and m == 1))
        for k in range(RING):
            recs.append(swizzled(np, self.b.box(np, [64, 16], [64 * (k & 1), 16 * k]), 3, atom32))
        out = np.full((len(recs), RECORD), 0, dtype=np.uint8)
        out.view(np.uint32)[...] = 0xDEADBEEF
        for r, data in enumerate(recs):
            out[r, :len(data)] = data
        one = out.view(np.uint32)
        return np.broadcast_to(one, (grid,) + one.shape)


class Kernel(emu_harness.Runtime):
    def __init__(self, so):
        super().__init__(so)
        self.lib.emu_tma_load_count.restype = ctypes.c_long
        self.lib.emu_tma_byte_count.restype = ctypes.c_uint64
        self.lib.emu_mbarrier_arrive_count.restype = ctypes.c_long

    def maps(self, np, images):
        """128-byte, 64-byte aligned descriptors (emulate.tensor_map_args)."""
        return emulate.tensor_map_args(self.lib, [np.array(w, dtype=np.uint64).tobytes() for w in images])

    def launch(self, np, schedule, seed, setup, grid, mode=0, images=None, cmds=None, single=True):
        """(error or None, records [grid, n, RECORD / 4], loads, bytes, barriers);
        without `single` only the ring runs (no single loads)."""
        self.lib.emu_set_block(THREADS, 1, 1)
        self.lib.emu_set_schedule(SCHEDULES.index(schedule), seed)
        ncmd = len(setup.cmds) if single else 0
        nrec = ncmd + RING
        out_base, out = self.array(np, np.full(grid * nrec * RECORD // 4, 0xDEADBEEF, dtype=np.uint32))
        cmds = setup.cmd_array(np) if cmds is None else cmds
        slots = (ctypes.c_uint64 * 10)()
        slots[0] = out_base
        slots[1] = self.array(np, cmds)[0]
        slots[2] = ncmd
        slots[3] = mode
        images = images or [setup.words(i) for i in range(len(setup.maps))]
        for i, address in enumerate(self.maps(np, images)):
            slots[4 + i] = address
        rc = self.lib.emu_launch(self.entry, grid, 1, 1, ctypes.cast(slots, ctypes.c_void_p), b"ppii" + b"p" * 6)
        error = self.lib.emu_error().decode(errors="replace") if rc else None
        return (error, out.reshape(grid, nrec, RECORD // 4), self.lib.emu_tma_load_count(),
                self.lib.emu_tma_byte_count(), self.lib.emu_barrier_count())


def compare(np, label, got, want, setup):
    bad = np.argwhere(got != want)
    if not bad.size:
        return None
    c, r, w = (int(i) for i in bad[0])
    what = setup.cmds[r][3] if r < len(setup.cmds) else f"ring load {r - len(setup.cmds)}"
    return (f"FAIL {label}: {len(bad)} wrong words, first in CTA {c} record {r} ({what}) word {w}: "
            f"{int(got[c, r, w]):#010x}, expected {int(want[c, r, w]):#010x}")


# A stand-in for tileiras' host module (docs/host-abi.md): the module table,
# one kernel table and a FUNC_ON_ARGUMENTS_CHANGE that encodes descriptor j
# for the 2-D f16 view (pointer, rows, columns, row stride in elements) at
# user parameter offset 24 j (a pointer and three i32: KPARAM_INFO offsets 24 j,
# 24 j + 8, + 12, + 16) into the hidden slot at HIDDEN + 128 j.
HOST_C = r"""
#include <stdint.h>
static int on_arguments_change(void *a, void *b, void *c, char *params) {
  (void)a, (void)b, (void)c;
  for (int j = 0; j < NMAPS; j++) {
    const char *p = params + 24 * j;
    uint64_t ptr = *(const uint64_t *)p;
    uint64_t rows = *(const uint32_t *)(p + 8), cols = *(const uint32_t *)(p + 12);
    uint64_t s1 = (uint64_t)*(const uint32_t *)(p + 16) << 1;
    uint64_t *w = (uint64_t *)(params + HIDDEN + 128 * j);
    uint64_t span = cols * 2 + (rows - 1) * s1;
    w[0] = ptr & 0x01ffffffffffff0ull;
    w[1] = 0x2 | 1 << 4 | 6 << 7 | 3 << 13 | 1 << 18 | (uint64_t)(span >= 0x20000) << 21 | (s1 >> 4) << 32;
    w[2] = w[3] = w[5] = 0;
    w[4] = ((cols - 1) & 0xffffffff) | (rows - 1) << 32;
    w[6] = 63ull << 56;
    w[7] = 15;
    for (int i = 8; i < 16; i++) w[i] = 0;
  }
  return 0;
}
static const char name[] = "tma";
static const uint64_t func_callbacks[8] = {(uint64_t)name, 0, 0, 0, 0, (uint64_t)on_arguments_change, 0, 0};
const uint64_t __CUDA_TILEIR_CALLBACKS[9] = {2, 0, 0, 0, 64, (uint64_t)func_callbacks, 1, 1, 0};
"""


def host_module_check(np, work, kernel, setup, args_seed):
    """emulate.py's path for kernels with TMA descriptors: link a host object,
    fill the descriptors through its callback at the hidden offsets, launch."""
    lines, failures = [], 0
    for gpu in ("sm_100", "sm_90"):
        user = ["ptr", "i32", "i32", "i32"] * 6
        _, end = emulate.param_offsets(user)
        hidden = emulate.hidden_param_offsets(end, gpu, 6)
        src = work / f"host_{gpu}.c"
        src.write_text(f"#define NMAPS 6\n#define HIDDEN {hidden[0]}\n" + HOST_C)
        obj = work / f"host_{gpu}.o"
        # like tileiras' host modules: large code model, not PIC from sm_100 on, PIC below
        pic = "-fno-pic" if gpu == "sm_100" else "-fPIC"
        subprocess.run([emulate.tool("clang-22"), "-c", "-O1", "-mcmodel=large", pic, str(src), "-o", str(obj)],
                       check=True)
        host = emulate.HostModule(obj, work, f"tma_{gpu}")
        # every map views tensor b (its 128-byte-swizzle 64 x 16 box), as map 1
        values = []
        for _ in range(6):
            values += [setup.b.addr, setup.b.dims[1], setup.b.dims[0], setup.b.strides[1] // 2]
        images, _ = emulate.fill_tensor_maps(host, "tma", user, values, 6, gpu)
        want = np.array(setup.words(1), dtype=np.uint64).tobytes()
        if any(image != want for image in images):
            failures += 1
            lines.append(f"FAIL host module ({gpu}): the callback's descriptors differ from the encoder's")
            continue
        words = [list(np.frombuffer(image, dtype=np.uint64)) for image in images]
        error, got, loads, _, _ = kernel.launch(np, "forward", args_seed, setup, 1, images=words, single=False)
        want_ring = setup.expected(np, 1)[:, len(setup.cmds):]
        if error or not np.array_equal(got, want_ring):
            failures += 1
            lines.append(f"FAIL host module ({gpu}): {error or 'wrong ring records'}")
            continue
        lines.append(f"ok host module ({gpu}, {pic[1:]}): user parameters end at {end}, descriptors at "
                     f"{hidden[0]:#x} + 128 j, "
                     f"filled by FUNC_ON_ARGUMENTS_CHANGE; the ring's {RING} records match")
    return failures, lines


def main():
    args, work, tmp = emu_harness.command_line(__doc__, "tma", 7)
    import numpy as np

    failures = 0
    if not check_encoder():
        failures += 1
        print("FAIL the descriptor encoder disagrees with NVIDIA's words (host-abi/src/tma.rs)")
    else:
        print("descriptor encoder: agrees with NVIDIA's words of matmul_f16 (host-abi/src/tma.rs)")
    so, info = emu_harness.build("tma", "tma.mlir", work)
    ops = info["tensor_ops"]
    loads = sum(n for name, n in ops.items() if name.startswith("cp.async.bulk.tensor"))
    maps = sum(1 for p in info["params"] if p.get("tensor_map"))
    print(f"tma: {loads} TMA loads, {ops.get('mbarrier.arrive.expect.tx.scope.cta.space.cta', 0)} arrive.expect_tx, "
          f"{ops.get('mbarrier.try.wait.parity.scope.cta.space.cta', 0)} try_wait, "
          f"{ops.get('prefetch.tensormap', 0)} prefetch.tensormap, "
          f"{ops.get('fence.proxy.async.shared_cta', 0)} fence.proxy.async, {maps} tensor-map parameters "
          f"(kinds {info['kinds']}), {info['barriers']} barriers, {info['smem_accesses']} instrumented shared "
          f"accesses, intrinsics {info['intrinsics']}")
    kernel = Kernel(so)
    rng = np.random.default_rng(args.seed)
    setup = Setup(kernel, np, rng)
    want = setup.expected(np, GRID)
    zero = sum(int(np.count_nonzero(setup.maps[m][0].box(np, setup.maps[m][1], c) == 0)) for m, c, _, _ in setup.cmds)
    print(f"single loads: {len(setup.cmds)}, {zero} zero-filled bytes (out of bounds)")
    for schedule in SCHEDULES:
        error, got, done, nbytes, barriers = kernel.launch(np, schedule, args.seed, setup, GRID)
        why = error and f"FAIL {schedule}: {error}" or compare(np, schedule, got, want, setup)
        if why:
            failures += 1
            print(why)
            continue
        print(f"ok {schedule}: {GRID} CTAs x {THREADS} threads, {done} TMA loads, {nbytes} bytes, {barriers} barriers")

    so_norace, _ = emu_harness.build("tma", "tma.mlir", work, race_check=False)
    norace = Kernel(so_norace)
    nsetup = Setup(norace, np, np.random.default_rng(args.seed))
    error, got, done, _, _ = norace.launch(np, "shuffle", args.seed, nsetup, GRID)
    why = error and f"FAIL --no-race-check shuffle: {error}" or compare(np, "--no-race-check", got,
                                                                          nsetup.expected(np, GRID), nsetup)
    if why:
        failures += 1
        print(why)
    else:
        print(f"ok --no-race-check shuffle: {done} TMA loads")

    # map 1 (the 128-byte swizzle, single loads and the ring) in 32-byte atoms
    atom32 = [setup.words(i) for i in range(len(setup.maps))]
    atom32[1][1] |= 1 << 19
    error, got, done, _, _ = kernel.launch(np, "shuffle", args.seed, setup, GRID, images=atom32)
    why = error and f"FAIL 32-byte atoms: {error}" or compare(np, "32-byte atoms", got,
                                                             setup.expected(np, GRID, atom32=True), setup)
    if why:
        failures += 1
        print(why)
    else:
        print(f"ok 128-byte swizzle in 32-byte atoms (map 1, word 1 bit 19), shuffle: {done} TMA loads")

    # launches that must fail, with the runtime's message
    images = [setup.words(i) for i in range(len(setup.maps))]
    misaligned = [list(w) for w in images]
    misaligned[0][0] = setup.a.addr + 8  # raw: the encoder would mask it
    unknown = [list(w) for w in images]
    unknown[0][1] = (unknown[0][1] & ~(15 << 7)) | 3 << 7
    atom32_32b = [list(w) for w in images]
    atom32_32b[4][1] |= 1 << 19  # map 4 (32-byte swizzle) in 32-byte atoms
    cmds = setup.cmd_array(np)
    rank1 = cmds.copy()
    rank1[1] = 1  # command 0 as a 1-D load of the 2-D map
    dst64 = cmds.copy()
    dst64[6] = 64  # command 0 (no swizzle) at a 64-byte offset
    swz512 = cmds.copy()
    swz512[3 * 8 + 6] = 512  # command 3 (128-byte swizzle) at a 512-byte offset
    must_fail = [("no wait", dict(mode=1), "forward"),
                 ("expect_tx of 16 bytes more than arrive", dict(mode=2), "forward"),
                 ("a load nobody waits for", dict(mode=3), "forward"),
                 ("no barrier between the reads of a stage and the next load", dict(mode=4), "forward"),
                 ("no barrier between the reads of a stage and the next load", dict(mode=4), "reverse"),
                 ("misaligned global address", dict(images=misaligned), "forward"),
                 ("unknown element format", dict(images=unknown), "forward"),
                 ("32-byte atoms of the 32-byte swizzle", dict(images=atom32_32b), "forward"),
                 ("a descriptor of another rank", dict(cmds=rank1), "forward"),
                 ("destination not 128-byte aligned", dict(cmds=dst64), "forward"),
                 ("swizzled destination not 1024-byte aligned", dict(cmds=swz512), "forward")]
    for what, kw, schedule in must_fail:
        error, _, _, _, _ = kernel.launch(np, schedule, args.seed, setup, 1, **kw)
        if not error:
            failures += 1
            print(f"FAIL {what}, {schedule}: the launch did not fail")
        else:
            print(f"expected failure ({what}, {schedule}): {error}")

    # a good launch after the failures (no state left behind)
    error, got, _, _, _ = kernel.launch(np, "forward", args.seed, setup, GRID)
    why = error and f"FAIL after the failures: {error}" or compare(np, "after the failures", got, want, setup)
    if why:
        failures += 1
        print(why)
    else:
        print("ok after the failures: forward")

    n, lines = host_module_check(np, work, kernel, setup, args.seed)
    failures += n
    print("\n".join(lines))
    print(f"tma: {'FAIL' if failures else 'PASS'}")
    if tmp:
        tmp.cleanup()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
