"""Probe kernels of the CPU emulator: cuda_tile modules in probes/ that exercise
ops the corpus kernels do not (integer division and remainder in every rounding,
shifts, mulhii, unsigned min, float rounding and libdevice functions,
conversions, 3-D permute, reverse and dim-0 scans, dim-0 reduce, a column-major
tensor view with partial tiles in both dimensions, loop/break/continue/
if-with-results/early return, masked gather with padding and masked scatter
through pointer tiles, umax/umin/addf/cas atomics, an i1 tile stored, exchanges
on tiles smaller than the CTA), and the layout-driven lowering (modules written
by probes/gen_layout_probes.py):
  probe_wide_<f32|f16|bf16|f64|i8|i16|i64>  16-byte accesses through `assume
      div_by<16>` views, with a run tail (runtime size 101) and exact (sizes
      div_by<16>), partial and wholly outside tiles; outputs wider than the
      views, filled with a sentinel and compared whole;
  probe_reduce_3d, probe_reduce_types, probe_reduce_big, probe_reduce_big_dim0,
  probe_reduce_small  reductions over every axis through registers, warp
      shuffles (8/16/32/64-bit values) and shared partials, with a left-biased
      argmax (no index tie-break: the first of equal values wins only if the
      element order is kept) and, in reduce_3d, cuTile's argmax (lower index on
      ties, the comparison the lowering folds) with the value at it picked back
      by every thread from its own copy, tiles of 16 elements to 64 KiB;
  probe_softmax_chain  reduce/reshape/broadcast/exp/reduce/divide along rows
      and columns;
  probe_cat_extract  cat along both dims, extract at constant and runtime
      block indices, reshapes 64x32 <-> 2048 <-> 32x64;
  probe_strip_<f32|i8|bcast>  tiles of 512x512 / 256x512 elements strip-mined
      into loops over sub-tiles, partial tiles, a broadcast 1x512 row.
  probe_ftof_rounding  cuda_tile 13.4 ftof rounding modes: f32 -> f16/bf16/tf32 and
      f64 -> f16 toward zero, f64 -> f32 toward zero, -inf, +inf, f32 -> tf32 ties away.
  probe_e8m0  cuda_tile 13.2 f8E8M0FNU: codes loaded and widened to f32, f32 narrowed toward
      zero and toward +inf (saturating, NaN, zero and negative inputs).
  probe_mmaf_scaled  cuda_tile 13.3 mmaf_scaled (f8E4M3FN x f8E8M0FNU block scales), cuTile
      1.7's kernel: 2x2 CTAs of 128x128 tiles, two K steps.
  probe_mmaf_scaled_tma  the same kernel with 16-byte aligned row strides: A and B by TMA into
      ring stages (the tensor cores read them in place).
  probe_mmaf_scaled_wide  the same kernel with 256x128 tiles and 256 of K a step (two 128-row
      blocks, two groups of scale columns at sm_100).
  probe_mmaf_scaled_long  the TMA kernel with 14 K steps: more than its ring has stages, so
      at sm_100 each stage's copy of the scales in TMEM is rewritten while the
      MMAs of the iteration before still run.
  probe_mmaf_scaled_small  the same kernel with 16x8 tiles and 64 of K a step: too small for a
      tensor-core atom on every warp, the dot runs on the SIMT path (scaled there on sm_120).
  probe_f4_cast, probe_mma_nvfp4  cuda_tile 13.3 f4E2M1FN as cuTile 1.7 writes it: f32 to
      f4 (nearest even, saturating, NaN) packed two per byte and back; mmaf_scaled of packed
      f4 operands with f8E4M3FN scales per 16 of K (NVFP4), 2x2 CTAs, four K steps.
  probe_mma_mxfp4, probe_mma_mxfp4_b16  the same kernel with f8E8M0FNU scales per 32 (MXFP4)
      and per 16 of K.
  probe_f4_views  f4E2M1FN tensor views (packed along the unit-stride dimension, runtime
      shapes): 2-D tiles loaded, stored transposed and widened to f32; a strided view's
      overlapping tiles.
  probe_f4_gather  f4E2M1FN gather/scatter views: 8 rows (unsigned indices, out of range
      padded with zero) of 32 packed columns gathered, widened to f32, and scattered back
      (distinct rows, some skipped).
  probe_narrow_ops  i4 unpack/exti (signed, unsigned, to i8)/trunci/pack, f4E2M1FN
      constants (every code, a splat), f16 -> f4, itof/ftoi through f4.
  probe_scatter_rows  scatters of a 64x64 f32 tile to permuted rows through pointer tiles that
      run along the columns: 16-byte stores, runs partly masked (lane by lane) and
      row-masked ones (the first lane decides).
  probe_token_order  token-ordered accesses across threads (store, then a reversed
      load of what other threads stored): the CTA barriers around token-ordered writes.
  probe_new_ops_13x  cuda_tile 13.3/13.4: pack/unpack (f32 -> bytes -> i16),
      insert at a runtime block index, ftoi saturating (NaN, infinities, out of
      range), gdc_wait_tko / gdc_launch_dependents_tko / memory_fence_alias_tko.
  probe_alloca_atomic_red_view  cuda_tile 13.3: alloca (a block per tile block
      and one per loop iteration, freed at its end) and atomic_red_view_tko
      (addf over partial 2-D tiles from two blocks each, max, add with
      inbounds).
  probe_multimem  cuda_tile 13.5 multimem ops on one GPU (multicast group of
      one): load_reduce, reduce (add f32 twice; umax i32) and store through
      multicast partition views with a partial tile.
  probe_views_13x  cuda_tile 13.3 views: strided_view loads (padding, overlap,
      partial tail, 2-D with dim_map) and stores (gapped), gather_scatter_view
      gather (negative and out-of-range rows, padding) and scatter (i64 columns);
      probe_views_13x_loop the strided loads in a loop (TMA / cp.async pipelines).
tileas-opt -tileas-O<n> compiles them (tileiras needs bytecode). Each result is
stored into its own partition of the output (or its own output array), so a
wrong op is named.

PROBES[name] = dict(file=..., args=..., grid=..., inputs={argument: generator}, ref=(reference, rtol, atol),
variants=[(label, {argument: value or generator})] (further launches),
results={output: ([names of its partitions], partition size)} for the failure
message, layout={argument: "F"} for a column-major array), for_target=True for a probe file that
is a bare cuda_tile.module, compiled for --gpu-name (tileas-translate writes its bytecode, which
tileiras compiles like a corpus kernel's, host object included), min_cc=N to skip it (SKIP) below
sm_N.
mma_sm90.mlir: tensor-core dot shapes the corpus lacks, compiled for sm_90 (warpgroup MMAs: N = 8,
a 128-row tile on one warpgroup, tf32 with 32-byte rows of K, rows of K over two 128-byte swizzle
blocks); run with any --gpu-name (the module sets the target).
gather_rows.mlir: a row gather through a pointer tile whose runs of 4 contiguous, aligned
f32 become 16-byte loads when every lane is on (per-lane path across column 50).
gather_mma.mlir (for_target): a K loop of two pointer-tile gathers into an MMA, copied ahead
into ring stages with cp.async (`nv_tileas.async_gather`), masked runs zero-filled.
simt_ring.mlir (for_target): a K loop of two f32 SIMT dots reading their operands in place from
plain ring stages (one B transposed, K-contiguous; 128-byte blocks that the K step crosses).
"""

import math

import numpy as np

INT_OPS = ["div_s", "div_floor", "div_ceil", "div_u", "rem_s", "rem_u", "shr_s", "shr_u", "shl", "mulhii_u",
           "min_u", "max_s", "neg", "abs", "div_u_ceil"]
FLOAT_OPS = ["floor", "ceil", "remf", "maxf", "minf_nan", "absf", "negf", "sqrt", "rsqrt", "exp2", "log2", "log",
             "tanh", "pow", "fma", "itof_s", "itof_u", "sin", "cos", "exp", "exp2_ftz"]
FLOAT_INT_OPS = ["ftoi_s", "ftoi_u", "bitcast"]
SHAPE_OPS = ["permute_2_0_1", "scan_dim1_reverse", "scan_dim0", "reduce_max_dim0 (at 1536..1551)", "scan_1d_reverse"]


def _wrap(values):
    return np.array([(int(v) + 2 ** 31) % 2 ** 32 - 2 ** 31 for v in values], dtype=np.int64).astype(np.int32)


def _tdiv(a, b):
    return [abs(p) // abs(q) * (1 if (p < 0) == (q < 0) else -1) for p, q in zip(a, b)]


def gen_int_x(np_, rng, shape):
    x = rng.integers(-2 ** 31, 2 ** 31, shape, dtype=np.int64).astype(np.int32)
    x[:16] = [7, -7, 7, -7, 100, -100, 1, -1, 0, 2 ** 31 - 1, -2 ** 31, -2 ** 31, 5, -5, 3, 17]
    return x


def gen_int_y(np_, rng, shape):
    y = rng.integers(-2 ** 31, 2 ** 31, shape, dtype=np.int64).astype(np.int32)
    y[:16] = [2, 2, -2, -2, 7, 7, 3, 3, 5, 2, 3, 1, -3, -3, 1000, 0x100]
    y[y == 0] = 1  # no division by zero; no INT_MIN / -1 (both undefined)
    y[(y == -1)] = 3
    return y


def ref_int_ops(np_, a):
    x, y = a["x"], a["y"]
    X, Y = [int(v) for v in x], [int(v) for v in y]
    UX, UY = [int(v) for v in x.view(np.uint32)], [int(v) for v in y.view(np.uint32)]
    sh = [v & 31 for v in Y]
    q = _tdiv(X, Y)
    res = {
        "div_s": q, "div_floor": [p // d for p, d in zip(X, Y)], "div_ceil": [-((-p) // d) for p, d in zip(X, Y)],
        "div_u": [p // d for p, d in zip(UX, UY)], "rem_s": [p - d * t for p, d, t in zip(X, Y, q)],
        "rem_u": [p % d for p, d in zip(UX, UY)], "shr_s": [p >> s for p, s in zip(X, sh)],
        "shr_u": [p >> s for p, s in zip(UX, sh)], "shl": [p << s for p, s in zip(X, sh)],
        # NVIDIA's tileiras 13.1 emits mul.hi.u32 for mulhii
        "mulhii_u": [(p * d) >> 32 for p, d in zip(UX, UY)],
        "min_u": [min(p, d) for p, d in zip(UX, UY)], "max_s": [max(p, d) for p, d in zip(X, Y)],
        "neg": [-p for p in X], "abs": [abs(p) for p in X], "div_u_ceil": [-((-p) // d) for p, d in zip(UX, UY)],
    }
    return {"out": np.concatenate([_wrap(res[n]) for n in INT_OPS])}


def gen_float_x(np_, rng, shape):
    x = rng.uniform(-10, 10, shape).astype(np.float32)
    x[:12] = [2.5, -2.5, 3.5, -0.5, 0.0, -0.0, 1e10, -1e10, 7.0, np.nan, 3.0, -7.5]
    return x


def gen_float_y(np_, rng, shape):
    y = rng.uniform(-3, 3, shape).astype(np.float32)
    y[:12] = [2.0, 2.0, -2.0, np.nan, 1.0, 1.0, 3.0, 3.0, 0.5, 1.0, np.nan, 2.0]
    return y


def ref_float_ops(np_, a):
    x, y = a["x"].astype(np.float32), a["y"].astype(np.float32)
    ax, xi = np.abs(x), y.view(np.int32)
    with np.errstate(all="ignore"):
        r = {"floor": np.floor(x), "ceil": np.ceil(x), "remf": np.fmod(x, y), "maxf": np.fmax(x, y),
             "minf_nan": np.minimum(x, y), "absf": ax, "negf": -x, "sqrt": np.sqrt(ax), "rsqrt": 1 / np.sqrt(ax),
             "exp2": np.exp2(x), "log2": np.log2(ax), "log": np.log(ax), "tanh": np.tanh(x),
             "pow": np.power(ax, y), "fma": (x.astype(np.float64) * y + x).astype(np.float32),
             "itof_s": xi.astype(np.float32), "itof_u": xi.view(np.uint32).astype(np.float32), "sin": np.sin(x),
             "cos": np.cos(x), "exp": np.exp(x)}
        # exp2 flush_to_zero of 14x (x in [-10, 10]): results below 2^-126 are subnormal, flushed
        # to +0; times 2^100 (no ftz), so a subnormal that was kept shows as ~1e-9, not 0
        e = np.exp2((x * np.float32(14)).astype(np.float32)).astype(np.float32)
        e = np.where(np.abs(e) < np.float32(2.0 ** -126), np.float32(0), e)
        r["exp2_ftz"] = (e * np.float32(2.0 ** 100)).astype(np.float32)
        # ftoi of NaN or out-of-range values is undefined (poison in LLVM, saturating in PTX): not compared
        fin = np.isfinite(x) & (np.abs(x) < 2 ** 31)
        ftoi_s = np.where(fin, np.trunc(np.where(fin, x, 0)), 0).astype(np.int64).astype(np.int32)
        ftoi_u = np.trunc(np.where(fin, ax, 0)).astype(np.int64).astype(np.uint32).view(np.int32)
    out_i = np.concatenate([ftoi_s, ftoi_u, x.view(np.int32)])
    mask = np.concatenate([fin, fin, np.ones_like(fin)])
    got_i = a.get("__got__", {}).get("outi")
    if got_i is not None:  # undefined lanes: take what the kernel wrote
        out_i = np.where(mask, out_i, got_i)
    return {"outf": np.concatenate([r[n].astype(np.float32) for n in FLOAT_OPS]), "outi": out_i}


def gen_small_ints(np_, rng, shape):
    return rng.integers(-8, 8, shape).astype(np.float32)  # sums are exact in any order


def ref_shape_ops(np_, a):
    x = a["x"].astype(np.float32)
    m = x.reshape(32, 16)
    out = a["out"].astype(np.float32).copy()
    out[0:512] = np.transpose(x.reshape(4, 8, 16), (2, 0, 1)).reshape(-1)
    out[512:1024] = m[:, ::-1].cumsum(axis=1)[:, ::-1].reshape(-1)
    out[1024:1536] = m.cumsum(axis=0).reshape(-1)
    out[1536:1552] = m.max(axis=0)
    out[2048:2560] = x[::-1].cumsum()[::-1]
    return {"out": out}


# ---------------------------------------------------------------- layout-driven lowering
# (wide accesses, register reductions and renaming, strip-mining)

WIDE_TYPES = {  # probe suffix: (argument dtype, NumPy dtype of the values, sentinel, x -> stored value)
    "f32": ("float32", np.float32, -12345.0, lambda x: x * np.float32(-2)),
    "f16": ("float16", np.float16, -1234.0, lambda x: x * np.float16(-2)),
    "bf16": ("bfloat16", np.float32, -99.0, lambda x: x * np.float32(-2)),  # exact: no rounding to bf16
    "f64": ("float64", np.float64, -12345.0, lambda x: x * -2.0),
    "i8": ("int8", np.int8, 0x5A, lambda x: (x.astype(np.int64) + 53).astype(np.int8)),
    "i16": ("int16", np.int16, 0x5A5A, lambda x: (x.astype(np.int64) + 12345).astype(np.int16)),
    "i64": ("int64", np.int64, 0x5A5A5A5A5A5A5A5A, lambda x: x + np.int64(81985529216486895)),
}
WIDE_N, WIDE_NE = 101, 80  # the views' column counts (tail path: a runtime size; exact path: div_by<16>)


def gen_full_range(np_, rng, shape, dtype):
    """Random values with every bit pattern of an integer type (all bytes of a lane matter), or
    floats with full mantissas (NaN-free)."""
    dt = np.dtype(dtype)
    if dt.kind == "i":
        info = np.iinfo(dt)
        return rng.integers(info.min, info.max, shape, dtype=np.int64 if dt.itemsize < 8 else dt,
                            endpoint=True).astype(dt)
    return rng.uniform(-4.0, 4.0, shape).astype(dt)


def gen_sentinel(value):
    return lambda np_, rng, shape: np.full(shape, value)


def ref_wide(suffix):
    _, vdt, _, f = WIDE_TYPES[suffix]

    def ref(np_, a):
        out = {}
        for src, dst, n in (("a", "b", WIDE_N), ("c", "d", WIDE_NE)):
            want = a[dst].copy()  # the sentinel outside the view
            with np.errstate(over="ignore"):
                want[:, :n] = f(a[src][:, :n].astype(vdt))
            out[dst] = want
        return out
    return ref


def wide_probe(suffix):
    dtype, vdt, sentinel, _ = WIDE_TYPES[suffix]
    gen = (lambda np_, rng, shape: gen_full_range(np_, rng, shape, vdt)) if dtype != "bfloat16" else None
    inputs = {"b": gen_sentinel(sentinel), "d": gen_sentinel(sentinel)}
    if gen:
        inputs.update(a=gen, c=gen)
    return dict(file=f"wide_{suffix}.mlir",
                args={"a": f"{dtype}[1000, 112]", "b": f"{dtype}[1000, 112]", "c": f"{dtype}[144, 96]",
                      "d": f"{dtype}[144, 96]", "n": str(WIDE_N), "ne": str(WIDE_NE)},
                grid=[16, 2], inputs=inputs, ref=(ref_wide(suffix), 0, 0))


def gen_ints(lo, hi, dtype=np.float32):
    """Small integers (as `dtype`): sums are exact in any order, and there are many ties."""
    return lambda np_, rng, shape: rng.integers(lo, hi, shape, endpoint=True).astype(dtype)


def first_argmax(x, axis):
    """Index of the first maximum along `axis` (np.argmax returns the first one)."""
    return np.argmax(x, axis=axis).astype(np.int32)


def ref_reduce_3d(np_, a):
    x = a["x"].astype(np.float32)
    out = {}
    for d in range(3):
        out[f"sum{d}"] = x.astype(np.float64).sum(axis=d).astype(np.float32)
        out[f"max{d}"] = x.max(axis=d)
        out[f"am{d}"] = first_argmax(x, d)
        out[f"at{d}"] = first_argmax(x, d)
        out[f"pk{d}"] = x.max(axis=d)
    return out


# reduce_types.mlir: input -> (argument dtype, shape, NumPy dtype, [(kind, dim)])
REDUCE_TYPES = {
    "h": ("float16", (16, 64), np.float16, [("sum", 1), ("sum", 0), ("max", 1), ("am", 1)]),
    "b": ("bfloat16", (16, 64), np.float32, [("sum", 1), ("sum", 0), ("max", 0), ("am", 0)]),
    "w": ("int16", (16, 64), np.int16, [("sum", 1), ("max", 0)]),
    "c": ("int8", (32, 64), np.int8, [("sum", 1), ("sum", 0), ("max", 1), ("min", 0), ("am", 1)]),
    "l": ("int64", (16, 32), np.int64, [("sum", 1), ("sum", 0), ("max", 1), ("am", 0)]),
    "d": ("float64", (16, 32), np.float64, [("sum", 1), ("sum", 0), ("max", 1), ("am", 1)]),
}


def reduce_types_args():
    args = {}
    for x, (dtype, shape, _, res) in REDUCE_TYPES.items():
        args[x] = f"{dtype}[{shape[0]}, {shape[1]}]"
        for kind, d in res:
            args[f"{x}_{kind}{d}"] = f"{'int32' if kind == 'am' else dtype}[{shape[1 - d]}]"
    return args


def gen_reduce_types(ties):
    def gen(x):
        dtype, _, vdt, _ = REDUCE_TYPES[x]
        if ties:
            return gen_ints(0, 2, vdt)
        if x == "d":  # multiples of 1/4 below 2^40: f64 sums stay exact, both halves of each value vary
            return lambda np_, rng, shape: rng.integers(-2 ** 42, 2 ** 42, shape).astype(np.float64) / 4
        if np.dtype(vdt).kind == "i":
            return lambda np_, rng, shape: gen_full_range(np_, rng, shape, vdt)
        return gen_ints(-4, 4, vdt)  # f16/bf16: small integers, exact sums
    return {x: gen(x) for x in REDUCE_TYPES}


def ref_reduce_types(np_, a):
    out = {}
    for x, (dtype, _, vdt, res) in REDUCE_TYPES.items():
        v = a[x].astype(vdt)
        for kind, d in res:
            if kind == "sum":  # integer sums wrap (int64 arithmetic wraps too)
                r = v.astype(np.int64).sum(axis=d) if v.dtype.kind == "i" else v.astype(np.float64).sum(axis=d)
            elif kind == "max":
                r = v.max(axis=d)
            elif kind == "min":
                r = v.min(axis=d)
            else:
                r = first_argmax(v, d)
            out[f"{x}_{kind}{d}"] = r.astype(np.int32 if kind == "am" else vdt)
    return out


def reduce_np(v, kind, d):
    if kind == "sum":
        return v.astype(np.int64).sum(axis=d) if v.dtype.kind == "i" else \
            v.astype(np.float64).sum(axis=d).astype(v.dtype)
    if kind == "max":
        return v.max(axis=d)
    return first_argmax(v, d)


# reduce_big.mlir / reduce_big_dim0.mlir: output -> (tile rows per CTA, kind, dim); x is float32[128, 256]
REDUCE_BIG = {"x_sum1": (64, "sum", 1), "x_max1": (64, "max", 1), "x_am1": (64, "am", 1),
              "x32_sum0": (32, "sum", 0), "x32_max0": (32, "max", 0), "x16_am0": (16, "am", 0)}
REDUCE_BIG_DIM0 = {"x_sum0": (64, "sum", 0), "x_max0": (64, "max", 0), "x_am0": (64, "am", 0)}


def reduce_big_args(outs):
    return dict({"x": "float32[128, 256]"},
                **{n: f"{'int32' if k == 'am' else 'float32'}[{'128' if d else '2, 256'}]"
                   for n, (_, k, d) in outs.items()})


def ref_reduce_big(outs):
    def ref(np_, a):
        x = a["x"].astype(np.float32)
        res = {}
        for n, (rows, kind, d) in outs.items():
            r = [reduce_np(x[b * rows:(b + 1) * rows], kind, d) for b in range(2)]
            res[n] = (np.concatenate(r) if d else np.stack(r)).astype(np.int32 if kind == "am" else np.float32)
        return res
    return ref


# reduce_small.mlir: output -> (input, shape it is reshaped to, kind, dim)
REDUCE_SMALL = {
    "x_sum0": ("x", (16,), "sum", 0), "x_am0": ("x", (16,), "am", 0),
    "x2_sum1": ("x", (2, 8), "sum", 1), "x2_sum0": ("x", (2, 8), "sum", 0), "x2_am1": ("x", (2, 8), "am", 1),
    "x2_am0": ("x", (2, 8), "am", 0), "x4_max1": ("x", (4, 4), "max", 1), "x4_max0": ("x", (4, 4), "max", 0),
    "x4_am0": ("x", (4, 4), "am", 0), "y8_sum1": ("y", (8, 8), "sum", 1), "y8_sum0": ("y", (8, 8), "sum", 0),
    "y8_am1": ("y", (8, 8), "am", 1), "y8_am0": ("y", (8, 8), "am", 0), "y3_sum2": ("y", (4, 4, 4), "sum", 2),
    "y3_sum1": ("y", (4, 4, 4), "sum", 1), "y3_sum0": ("y", (4, 4, 4), "sum", 0),
    "l4_sum1": ("l", (4, 4), "sum", 1), "l4_max0": ("l", (4, 4), "max", 0), "l_sum0": ("l", (16,), "sum", 0),
}
SMALL_DTYPES = {"x": "float32", "y": "float32", "l": "int64"}


def reduce_small_args():
    args = {"x": "float32[16]", "y": "float32[64]", "l": "int64[16]"}
    for n, (src, shape, kind, d) in REDUCE_SMALL.items():
        size = int(np.prod([e for i, e in enumerate(shape) if i != d]))
        args[n] = f"{'int32' if kind == 'am' else SMALL_DTYPES[src]}[{size}]"
    return args


def ref_reduce_small(np_, a):
    res = {}
    for n, (src, shape, kind, d) in REDUCE_SMALL.items():
        v = a[src].astype(SMALL_DTYPES[src]).reshape(shape)
        r = np.asarray(reduce_np(v, kind, d)).reshape(-1)
        res[n] = r.astype(np.int32 if kind == "am" else SMALL_DTYPES[src])
    return res


def softmax_np(x, axis):
    x = x.astype(np.float64)
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return (e / e.sum(axis=axis, keepdims=True)).astype(np.float32)


def ref_softmax_chain(np_, a):
    out = {}
    for name, rows in (("x", 32), ("z", 8)):
        blocks = [a[name].astype(np.float32)[b * rows:(b + 1) * rows] for b in range(2)]
        for p, axis in (("r", 1), ("c", 0)):
            out[f"{name}{p}"] = np.concatenate([softmax_np(t, axis) for t in blocks])
            out[f"{name}{p}_d"] = np.concatenate([t - t.max(axis=axis, keepdims=True) for t in blocks])
    return out


def ref_cat_extract(np_, a):
    A, B = a["a"].astype(np.float32), a["b"].astype(np.float32)
    k, j = int(a["k"]), int(a["j"])
    c0, c1 = np.concatenate([A, B], axis=0), np.concatenate([A, B], axis=1)
    flat = A.reshape(-1)
    return {"cat0": c0, "cat1": c1, "e0c": c0[96:128], "e0j": c0[32 * j:32 * j + 32], "e1c": c1[:, 32:64],
            "e1k": c1[:, 32 * k:32 * k + 32] + A, "e1s": c1[16 * j:16 * j + 16, 48:64],
            "e1j": c1[16:32, 16 * j:16 * j + 16], "flat": flat, "r2": flat.reshape(32, 64),
            "back": (flat * np.float32(3)).reshape(64, 32) + B}


CAT_EXTRACT_SHAPES = {"a": "64, 32", "b": "64, 32", "cat0": "128, 32", "cat1": "64, 64", "e0c": "32, 32",
                      "e0j": "32, 32", "e1c": "64, 32", "e1k": "64, 32", "e1s": "16, 16", "e1j": "16, 16",
                      "flat": "2048", "r2": "32, 64", "back": "64, 32"}

# strip_<kind>.mlir: kind -> (dtype, array shape, y = f(x, row r or None))
STRIP_N = 520  # the views' column count (a runtime size, no divisibility fact); the arrays have 528 columns
STRIP = {
    "f32": ("float32", (600, 528), lambda x, r: x * np.float32(3)),
    "i8": ("int8", (300, 528), lambda x, r: (x.astype(np.int64) * 3 + 1).astype(np.int8)),
    "bcast": ("float32", (600, 528), lambda x, r: x * r + x),
}


def ref_strip(kind):
    dtype, _, f = STRIP[kind]

    def ref(np_, a):
        y = a["y"].copy()  # the sentinel outside the view
        r = a["r"][:, :STRIP_N].astype(np.float32) if "r" in a else None
        y[:, :STRIP_N] = f(a["x"][:, :STRIP_N].astype(dtype), r)
        return {"y": y}
    return ref


def strip_probe(kind):
    dtype, shape, _ = STRIP[kind]
    arr = f"{dtype}[{shape[0]}, {shape[1]}]"
    args = {"x": arr, **({"r": f"float32[1, {shape[1]}]"} if kind == "bcast" else {}), "y": arr, "n": str(STRIP_N)}
    inputs = {"y": gen_sentinel(0x5A if dtype == "int8" else -12345.0)}
    if dtype == "int8":
        inputs["x"] = lambda np_, rng, shape: gen_full_range(np_, rng, shape, np.int8)
    return dict(file=f"strip_{kind}.mlir", args=args, grid=[2, 2], inputs=inputs, ref=(ref_strip(kind), 0, 0))


REDUCE_3D_OUTS = [f"{k}{d}" for k in ("sum", "max", "am", "at", "pk") for d in range(3)]

def mmaf_scaled_probe(file, m, n, k):
    """A probe of cuTile's mma_scaled kernel (2x2 CTAs): A m x k and B k x n
    fp8, their e8m0 scales per 32 of K, C m x n f32; for every target from
    sm_89."""
    return dict(file=file, for_target=True, min_cc=89,
                args={"A": f"float8_e4m3fn[{m}, {k}]", "SA": f"uint8[{m}, {k // 32}]",
                      "B": f"float8_e4m3fn[{k}, {n}]", "SB": f"uint8[{k // 32}, {n}]", "C": f"float32[{m}, {n}]"},
                grid=[2, 2], inputs={"A": lambda np_, rng, shape: gen_fp8_operand(rng, shape),
                                     "B": lambda np_, rng, shape: gen_fp8_operand(rng, shape),
                                     "SA": lambda np_, rng, shape: gen_e8m0_scales(rng, shape),
                                     "SB": lambda np_, rng, shape: gen_e8m0_scales(rng, shape)},
                ref=(lambda np_, a: ref_mmaf_scaled(a), 1e-5, 0.05))


def fp4_mma_probe(file, scale_type, block, gen_scales, ref):
    """A probe of cuTile's 4-bit mma_scaled kernel (2x2 CTAs, 128x128x128
    tiles): A 256 x 512 and B 512 x 256 f4E2M1FN packed two to a byte along
    their rows, their scales (of `scale_type`, `gen_scales(rng, shape)`) per
    `block` of K, C f32 (`ref(arrays)`); for every target from sm_89 (the f8
    scale conversions)."""
    blocks = 512 // block
    return dict(file=file, for_target=True, min_cc=89,
                args={"a": "uint8[256, 256]", "sa": f"{scale_type}[256, {blocks}]", "b": "uint8[512, 128]",
                      "sb": f"{scale_type}[{blocks}, 256]", "c": "float32[256, 256]"},
                grid=[2, 2], inputs={"a": lambda np_, rng, shape: rng.integers(0, 256, shape).astype(np.uint8),
                                     "b": lambda np_, rng, shape: rng.integers(0, 256, shape).astype(np.uint8),
                                     "sa": lambda np_, rng, shape: gen_scales(rng, shape),
                                     "sb": lambda np_, rng, shape: gen_scales(rng, shape)},
                ref=(lambda np_, a: ref(a), 1e-5, 0.05))


PROBES = {
    "probe_int_ops": dict(file="int_ops.mlir", args={"x": "int32[128]", "y": "int32[128]", "out": "int32[1920]"},
                          grid=[1], inputs={"x": gen_int_x, "y": gen_int_y}, ref=(ref_int_ops, 0, 0),
                          results={"out": (INT_OPS, 128)}),
    "probe_float_ops": dict(file="float_ops.mlir",
                            args={"x": "float32[128]", "y": "float32[128]", "outf": "float32[2688]",
                                  "outi": "int32[384]"},
                            grid=[1], inputs={"x": gen_float_x, "y": gen_float_y}, ref=(ref_float_ops, 2e-6, 1e-30),
                            results={"outf": (FLOAT_OPS, 128), "outi": (FLOAT_INT_OPS, 128)}, pass_outputs=True),
    "probe_shape_ops": dict(file="shape_ops.mlir", args={"x": "float32[512]", "out": "float32[2560]"}, grid=[1],
                            inputs={"x": gen_small_ints}, ref=(ref_shape_ops, 0, 0),
                            results={"out": (["permute_2_0_1", "scan_dim1_reverse", "scan_dim0",
                                              "reduce_max_dim0 (1536..1551)", "scan_1d_reverse"], 512)}),
    "probe_view_ops": dict(file="view_ops.mlir", args={"a": "float32[40, 20]", "out": "float32[40, 20]"},
                           grid=[3, 3], layout={"a": "F"}, ref=(lambda np_, a: {"out": a["a"].copy()}, 0, 0)),
    "probe_control_flow": dict(file="control_flow.mlir", args={"x": "float32[300]", "y": "float32[300]", "n": "7"},
                               grid=[4], ref=(lambda np_, a: {"y": ref_control_flow(a)}, 1e-6, 1e-5),
                               variants=[(f"n={k}", {"n": k}) for k in (0, 1, 3, 4, 5)]),
    "probe_gather_scatter": dict(file="gather_scatter.mlir",
                                 args={"src": "float32[100]", "idx": "int32[512]", "out": "float32[256]",
                                       "dst": "float32[256]"},
                                 grid=[1], inputs={"idx": lambda np_, rng, shape: gen_gather_idx(rng)},
                                 ref=(lambda np_, a: ref_gather_scatter(a), 0, 0)),
    "probe_gather_rows": dict(file="gather_rows.mlir",
                              args={"src": "float32[48, 64]", "idx": "int32[64]", "kk": "int32[50]",
                                    "out": "float32[64, 64]"},
                              grid=[1], inputs={"idx": lambda np_, rng, shape: rng.integers(-3, 51, shape).astype(np.int32)},
                              ref=(lambda np_, a: {"out": ref_gather_rows(a)}, 0, 0)),
    "probe_scatter_rows": dict(file="scatter_rows.mlir",
                               args={"src": "float32[64, 64]", "idx": "int32[64]", "kk": "int32[50]",
                                     "out": "float32[48, 64]", "out2": "float32[48, 64]"},
                               grid=[1], inputs={"idx": lambda np_, rng, shape: rng.permutation(64).astype(np.int32),
                                                 "out": gen_sentinel(-1.0), "out2": gen_sentinel(-1.0)},
                               ref=(lambda np_, a: ref_scatter_rows(a), 0, 0)),
    "probe_gather_mma": dict(file="gather_mma.mlir", for_target=True,
                             args={"a": "bfloat16[40, 256]", "idx": "int32[64]", "kk": "int32[200]",
                                   "b": "bfloat16[256, 64]", "out": "float32[64, 64]"},
                             grid=[1], inputs={"idx": lambda np_, rng, shape: rng.integers(-3, 44, shape).astype(np.int32),
                                               "a": gen_ints(-3, 3), "b": gen_ints(-3, 3)},
                             ref=(lambda np_, a: {"out": ref_gather_mma(a)}, 0, 0)),
    "probe_simt_ring": dict(file="simt_ring.mlir", for_target=True,
                            args={"a": "float32[32, 256]", "bt": "float32[32, 256]", "c1": "float32[32, 32]",
                                  "a2": "float32[32, 64]", "b2": "float32[64, 64]", "c2": "float32[32, 64]"},
                            grid=[1], inputs={n: gen_ints(-3, 3, np.float32) for n in ("a", "bt", "a2", "b2")},
                            ref=(lambda np_, a: ref_simt_ring(a), 0, 0)),
    "probe_atomics": dict(file="atomics.mlir",
                          args={"x": "int32[128]", "u": "int32[4]", "f": "float32[2]", "cnt": "int32[4]",
                                "old": "int32[128]", "neg": "bool_[128]"},
                          grid=[1], inputs={"cnt": lambda np_, rng, shape: np.zeros(shape, np.int32),
                                            "x": lambda np_, rng, shape: rng.integers(-2 ** 31, 2 ** 31, shape,
                                                                                      dtype=np.int64).astype(np.int32)},
                          ref=(lambda np_, a: ref_atomics(a), 1e-6, 1e-3)),
    "probe_small_tiles": dict(file="small_tiles.mlir", args={"x": "float32[32]", "out": "float32[256]"}, grid=[1],
                              inputs={"x": gen_small_ints}, ref=(lambda np_, a: ref_small_tiles(a), 0, 0),
                              results={"out": (["permute", "-", "cat", "cat", "extract", "reduce (160..163)",
                                                "broadcast", "scan"], 32)}),
    "probe_ftof_rounding": dict(file="ftof_rounding.mlir",
                                args={"x": "float32[128]", "d": "float64[128]", "h": "float16[128]",
                                      "b": "bfloat16[128]", "z": "float32[128]", "m": "float32[128]",
                                      "p": "float32[128]", "e": "float16[128]", "t": "float32[128]",
                                      "a": "float32[128]"},
                                grid=[1], inputs={"x": lambda np_, rng, shape: gen_rounding_x(rng, shape),
                                                  "d": lambda np_, rng, shape: gen_rounding_d(rng, shape)},
                                ref=(lambda np_, a: ref_ftof_rounding(a), 0, 0)),
    "probe_e8m0": dict(file="e8m0.mlir",
                       args={"c": "uint8[128]", "x": "float32[128]", "w": "float32[128]", "z": "uint8[128]",
                             "p": "uint8[128]"},
                       grid=[1], inputs={"c": lambda np_, rng, shape: np.arange(128, dtype=np.uint8) * 2 + 1,
                                         "x": lambda np_, rng, shape: gen_e8m0_x(rng, shape)},
                       ref=(lambda np_, a: ref_e8m0(a), 0, 0),
                       variants=[("codes 0..127 with 0xFF", {"c": lambda np_, rng, shape: e8m0_low_codes()})]),
    "probe_mmaf_scaled": mmaf_scaled_probe("mmaf_scaled.mlir", 256, 256, 256),
    "probe_mmaf_scaled_tma": mmaf_scaled_probe("mmaf_scaled_tma.mlir", 256, 256, 256),
    "probe_mmaf_scaled_wide": mmaf_scaled_probe("mmaf_scaled_wide.mlir", 512, 256, 512),
    "probe_mmaf_scaled_long": mmaf_scaled_probe("mmaf_scaled_tma.mlir", 256, 256, 1792),
    "probe_mmaf_scaled_small": mmaf_scaled_probe("mmaf_scaled_small.mlir", 32, 16, 128),
    "probe_f4_cast": dict(file="f4_cast.mlir",
                          args={"x": "float32[1024]", "y4": "uint8[512]", "q4": "uint8[512]", "z": "float32[1024]"},
                          grid=[4], inputs={"x": lambda np_, rng, shape: gen_f4_x(rng, shape),
                                            "q4": lambda np_, rng, shape: np.arange(512, dtype=np.int64).astype(np.uint8)},
                          ref=(lambda np_, a: ref_f4_cast(a), 0, 0)),
    "probe_mma_nvfp4": fp4_mma_probe("mma_nvfp4.mlir", "float8_e4m3fn", 16,
                                     lambda rng, shape: gen_e4m3_scales(rng, shape), lambda a: ref_mma_nvfp4(a)),
    "probe_mma_mxfp4": fp4_mma_probe("mma_mxfp4.mlir", "uint8", 32,
                                     lambda rng, shape: gen_e8m0_scales(rng, shape), lambda a: ref_mma_mxfp4(a)),
    "probe_mma_mxfp4_b16": fp4_mma_probe("mma_mxfp4_b16.mlir", "uint8", 16,
                                         lambda rng, shape: gen_e8m0_scales(rng, shape), lambda a: ref_mma_mxfp4(a, 16)),
    "probe_f4_views": dict(file="f4_views.mlir",
                           args={"A": "uint8[64, 64]", "B": "uint8[128, 32]", "C": "float32[64, 128]",
                                 "E": "float32[64, 128]"},
                           grid=[2, 2], inputs={"A": lambda np_, rng, shape: rng.integers(0, 256, shape).astype(np.uint8)},
                           ref=(lambda np_, a: ref_f4_views(a), 0, 0)),
    "probe_f4_gather": dict(file="f4_gather.mlir",
                            args={"A": "uint8[40, 32]", "rows": "int32[8]", "rows2": "int64[8]", "C": "float32[8, 64]",
                                  "D": "uint8[40, 32]"},
                            grid=[2], inputs={"A": lambda np_, rng, shape: rng.integers(0, 256, shape).astype(np.uint8),
                                              "rows": lambda np_, rng, shape: np.array([3, -1, 39, 40, 0, 17, 17, 52],
                                                                                       np.int32),
                                              "rows2": lambda np_, rng, shape: rng.permutation(44)[:8].astype(np.int64)},
                            ref=(lambda np_, a: ref_f4_gather(a), 0, 0)),
    "probe_narrow_ops": dict(file="narrow_ops.mlir",
                             args={"b": "int8[64]", "sg": "int32[128]", "us": "int32[128]", "e8": "int8[128]",
                                   "rp": "int8[64]", "cs": "float32[16]", "sp": "float32[16]", "x": "float32[128]",
                                   "q": "uint8[64]", "ii": "int32[128]"},
                             grid=[1], inputs={"b": lambda np_, rng, shape: rng.integers(-128, 128, shape).astype(np.int8),
                                               "x": lambda np_, rng, shape: gen_f4_x(rng, shape)},
                             ref=(lambda np_, a: ref_narrow_ops(a), 0, 0)),
    "probe_token_order": dict(file="token_order.mlir", args={"x": "float32[128]", "y": "float32[128]"}, grid=[1],
                              ref=(lambda np_, a: {"x": 2 * a["x"].astype(np.float32),
                                                   "y": (2 * a["x"].astype(np.float32))[::-1].copy()}, 0, 0)),
    "probe_new_ops_13x": dict(file="new_ops_13x.mlir",
                              args={"x": "float32[128]", "n": "1", "bytes": "int8[512]", "halves": "int16[256]",
                                    "ins": "float32[128]", "sat": "int32[128]", "satu": "int8[128]"},
                              grid=[1], inputs={"x": lambda np_, rng, shape: gen_new_ops_x(np_, rng, shape)},
                              ref=(lambda np_, a: ref_new_ops_13x(a), 0, 0),
                              variants=[(f"n={k}", {"n": k}) for k in (0, 3)]),
    "probe_alloca_atomic_red_view": dict(
        file="alloca_atomic_red_view.mlir",
        args={"x": "float32[128]", "sums": "float32[128]", "acc": "float32[50, 24]", "mx": "int32[50]",
              "cnt": "int32[64]"},
        grid=[4, 2, 2], inputs={"x": gen_small_ints, "mx": lambda np_, rng, shape: rng.integers(-5, 60, shape).astype(
            np.int32), "cnt": lambda np_, rng, shape: rng.integers(-3, 3, shape).astype(np.int32)},
        ref=(lambda np_, a: ref_alloca_atomic_red_view(a), 0, 0)),
    "probe_views_13x": dict(file="views_13x.mlir",
                            args={"a": "float32[40]", "o1": "float32[24]", "d1": "float32[22]",
                                  "m": "float32[12, 16]", "o2": "float32[12, 2]", "g": "float32[20, 12]",
                                  "ix": "int32[8]", "o3": "float32[8, 8]", "cx": "int64[16]",
                                  "d2": "float32[10, 16]"},
                            grid=[1], inputs={"ix": lambda np_, rng, shape: rng.integers(-3, 23, shape).astype(np.int32),
                                              "cx": lambda np_, rng, shape: gen_distinct_cols(rng, shape)},
                            ref=(lambda np_, a: ref_views_13x(a), 0, 0)),
    "probe_multimem": dict(file="multimem.mlir",
                           args={"x": "float32[40, 64]", "o1": "float32[40, 64]", "acc": "float32[40, 64]",
                                 "o2": "float32[40, 64]", "m": "int32[64]"},
                           grid=[3], inputs={"x": gen_small_ints, "acc": gen_small_ints,
                                             "m": lambda np_, rng, shape: rng.integers(0, 20, shape).astype(np.int32)},
                           ref=(lambda np_, a: ref_multimem(a), 0, 0)),
    "probe_views_13x_loop": dict(file="views_13x_loop.mlir", args={"a": "float32[64, 128]", "o": "float32[16, 128]"},
                                 grid=[4], inputs={"a": gen_ints(-3, 3)},
                                 ref=(lambda np_, a: {"o": sum(a["a"][8 * k:8 * k + 16].astype(np.float32)
                                                                for k in range(7))}, 0, 0)),
}
PROBES.update({f"probe_wide_{t}": wide_probe(t) for t in WIDE_TYPES})
PROBES.update({
    "probe_reduce_3d": dict(
        file="reduce_3d.mlir",
        args=dict({"x": "float32[8, 16, 32]"},
                  **{n: f"{'int32' if n.startswith(('am', 'at')) else 'float32'}[{', '.join(map(str, s))}]"
                     for n, s in zip(REDUCE_3D_OUTS, [[16, 32], [8, 32], [8, 16]] * 5)}),
        grid=[1], inputs={"x": gen_ints(-3, 3)}, ref=(ref_reduce_3d, 0, 0),
        variants=[("x in {0, 1}", {"x": gen_ints(0, 1)}),
                  ("all equal", {"x": lambda np_, rng, shape: np.full(shape, 2.0, np.float32)})]),
    "probe_reduce_types": dict(file="reduce_types.mlir", args=reduce_types_args(), grid=[1],
                               inputs=gen_reduce_types(False), ref=(ref_reduce_types, 0, 0),
                               variants=[("inputs in {0, 1, 2}", gen_reduce_types(True))]),
    "probe_reduce_big": dict(file="reduce_big.mlir", args=reduce_big_args(REDUCE_BIG), grid=[2],
                             inputs={"x": gen_ints(-3, 3)}, ref=(ref_reduce_big(REDUCE_BIG), 0, 0),
                             variants=[("x in {0, 1}", {"x": gen_ints(0, 1)})]),
    "probe_reduce_big_dim0": dict(file="reduce_big_dim0.mlir", args=reduce_big_args(REDUCE_BIG_DIM0), grid=[2],
                                  inputs={"x": gen_ints(-3, 3)}, ref=(ref_reduce_big(REDUCE_BIG_DIM0), 0, 0),
                                  variants=[("x in {0, 1}", {"x": gen_ints(0, 1)})]),
    "probe_reduce_small": dict(file="reduce_small.mlir", args=reduce_small_args(), grid=[1],
                               inputs={"x": gen_ints(-3, 3), "y": gen_ints(-3, 3),
                                       "l": lambda np_, rng, shape: gen_full_range(np_, rng, shape, np.int64)},
                               ref=(ref_reduce_small, 0, 0),
                               variants=[("inputs in {0, 1}", {"x": gen_ints(0, 1), "y": gen_ints(0, 1),
                                                               "l": gen_ints(0, 1, np.int64)})]),
    "probe_softmax_chain": dict(
        file="softmax_chain.mlir",
        args={"x": "float32[64, 64]", "xr": "float32[64, 64]", "xr_d": "float32[64, 64]", "xc": "float32[64, 64]",
              "xc_d": "float32[64, 64]", "z": "float32[16, 256]", "zr": "float32[16, 256]",
              "zr_d": "float32[16, 256]", "zc": "float32[16, 256]", "zc_d": "float32[16, 256]"},
        grid=[2], inputs={"x": lambda np_, rng, shape: rng.uniform(-6, 6, shape).astype(np.float32),
                          "z": lambda np_, rng, shape: rng.uniform(-6, 6, shape).astype(np.float32)},
        ref=(ref_softmax_chain, 2e-5, 1e-7)),
    "probe_cat_extract": dict(
        file="cat_extract.mlir", args=dict({n: f"float32[{s}]" for n, s in CAT_EXTRACT_SHAPES.items()}, k="1", j="2"),
        grid=[1], ref=(ref_cat_extract, 0, 0),
        variants=[(f"k={k}, j={j}", {"k": k, "j": j}) for k, j in ((0, 0), (1, 3), (0, 1))]),
})
PROBES.update({f"probe_strip_{k}": strip_probe(k) for k in STRIP})

# probe_mma_sm90: (name, storage dtype, M, N, K) of each dot; tf32 is stored as float32.
MMA_SM90 = [("h8", "float16", 64, 8, 16), ("b32", "bfloat16", 128, 32, 32), ("t16", "float32", 64, 16, 8),
            ("h64", "float16", 64, 64, 128)]


def mma_sm90_probe():
    args, inputs = {}, {}
    for name, dt, m, n, k in MMA_SM90:
        args.update({f"a_{name}": f"{dt}[{m}, {k}]", f"b_{name}": f"{dt}[{k}, {n}]", f"c_{name}": f"float32[{m}, {n}]"})
        vdt = np.float16 if dt == "float16" else np.float32
        inputs[f"a_{name}"] = inputs[f"b_{name}"] = gen_ints(-3, 3, vdt)

    def ref(np_, a):
        # Small integers: every product and sum is exact in f32, so C = A B exactly.
        return {f"c_{name}": (a[f"a_{name}"].astype(np.float64) @ a[f"b_{name}"].astype(np.float64)).astype(np.float32)
                for name, *_ in MMA_SM90}
    return dict(file="mma_sm90.mlir", args=args, grid=[1], inputs=inputs, ref=(ref, 0, 0))


PROBES["probe_mma_sm90"] = mma_sm90_probe()


def ref_simt_ring(a):
    # Small integers: every product and sum is exact in f32.
    f = lambda x: a[x].astype(np.float64)
    return {"c1": (f("a") @ f("bt").T).astype(np.float32), "c2": (f("a2") @ f("b2")).astype(np.float32)}


def ref_small_tiles(a):
    x = a["x"].astype(np.float32)
    t = x.reshape(4, 8)
    out = a["out"].astype(np.float32).copy()
    out[0:32] = t.T.reshape(-1)
    c = np.concatenate([t, t * 2], axis=0)
    out[64:128] = c.reshape(-1)
    out[128:160] = c[4:8].reshape(-1)
    out[160:164] = t.sum(axis=1)
    out[192:224] = np.broadcast_to(t.sum(axis=1)[:, None], (4, 8)).reshape(-1)
    out[224:256] = t.cumsum(axis=0).reshape(-1)
    return {"out": out}


def ref_atomics(a):
    x, lanes = a["x"], np.arange(128)
    ux = x.view(np.uint32)
    u = a["u"].view(np.uint32).copy()
    f = a["f"].astype(np.float64).copy()
    for k in range(2):
        u[k] = max(u[k], ux[lanes % 2 == k].max())
        u[2 + k] = min(u[2 + k], ux[lanes % 2 == k].min())
        f[k] += x[lanes % 2 == k].astype(np.float64).sum()
    # the 65 f32 atomic adds round in the threads' order: any result within the bound of
    # that rounding (65 additions, each at most half an ulp of a partial sum) is right
    bound = 65 * 2.0 ** -24 * (np.abs(a["f"].astype(np.float64)) + np.abs(x.astype(np.float64)).sum())
    got_f = a["__got__"]["f"].astype(np.float64)
    f = np.where(np.abs(got_f - f) <= bound, got_f, f)
    # atomic_cas: lanes race, one winner per counter (any lane with lane % 4 == k)
    got_cnt = a["__got__"]["cnt"]
    cnt = np.full(4, -999, np.int32)
    old = np.zeros(128, np.int32)
    for k in range(4):
        w = int(got_cnt[k])
        if 1 <= w <= 128 and (w - 1) % 4 == k:
            cnt[k] = w
        for i in lanes[lanes % 4 == k]:
            old[i] = 0 if i + 1 == cnt[k] else cnt[k]
    return {"u": u.view(np.int32), "f": f.astype(np.float32), "cnt": cnt, "old": old, "neg": x < 0}


def gen_gather_idx(rng):
    """First 256: gather indices into src[100], some negative or >= 100; then a
    permutation of 0..255 for the scatter."""
    idx = rng.integers(-20, 130, 256).astype(np.int32)
    return np.concatenate([idx, rng.permutation(256).astype(np.int32)])


def ref_gather_rows(a):
    """out[i, j] = src[idx[i], j] where 0 <= idx[i] < rows and j < 50, else -1."""
    src, idx = a["src"].astype(np.float32), a["idx"]
    ok_row = (idx >= 0) & (idx < src.shape[0])
    rows = src[np.clip(idx, 0, src.shape[0] - 1)]
    ok = ok_row[:, None] & (np.arange(64)[None, :] < 50)
    return np.where(ok, rows, np.float32(-1.0)).astype(np.float32)


def ref_scatter_rows(a):
    """out[idx[i], j] = src[i, j] where idx[i] < 48 and j < 50, out2 the same for every j;
    the rest -1 (idx a permutation: no row twice)."""
    src, idx = a["src"].astype(np.float32), a["idx"]
    out, out2 = np.full((48, 64), -1.0, np.float32), np.full((48, 64), -1.0, np.float32)
    for i, r in enumerate(idx):
        if r < 48:
            out[r, :50] = src[i, :50]
            out2[r] = src[i]
    return {"out": out, "out2": out2}


def ref_gather_mma(a):
    """out = A' B over k < 200, A'[i] = a[idx[i]] for 0 <= idx[i] < 40, else 0 (small integers: exact)."""
    src, idx, b = a["a"].astype(np.float64), a["idx"], a["b"].astype(np.float64)
    ok = (idx >= 0) & (idx < src.shape[0])
    rows = np.where(ok[:, None], src[np.clip(idx, 0, src.shape[0] - 1)], 0.0)
    return (rows[:, :200] @ b[:200]).astype(np.float32)


def ref_gather_scatter(a):
    src, idx = a["src"].astype(np.float32), a["idx"]
    g, perm = idx[:256], idx[256:]
    ok = (g >= 0) & (g < src.size)
    out = np.where(ok, src[np.clip(g, 0, src.size - 1)], np.float32(-5.0)).astype(np.float32)
    dst = a["dst"].astype(np.float32).copy()
    lanes = np.arange(256)
    dst[perm[lanes % 2 == 0]] = lanes[lanes % 2 == 0].astype(np.float32)
    return {"out": out, "dst": dst}


def gen_new_ops_x(np_, rng, shape):
    """Floats over the whole i32 range and beyond, with the cases of saturation up front."""
    x = rng.uniform(-3e9, 3e9, shape).astype(np.float32)
    x[64:] = rng.uniform(-300, 300, shape[0] - 64).astype(np.float32)
    x[:10] = [np.nan, np.inf, -np.inf, 255.9, 256.0, -0.5, -1.0, 2.0 ** 31, -2.0 ** 31, 0.75]
    return x


def gen_rounding_x(rng, shape):
    """f32 values between f16's range and beyond it, both signs, with ties of tf32 and f16 up front."""
    x = (rng.uniform(-1, 1, shape) * 2.0 ** rng.integers(-20, 20, shape)).astype(np.float32)
    x[:8] = [70000.0, -70000.0, 65519.0, 1.0 + 2.0 ** -11, -(1.0 + 2.0 ** -11), 0.0, -0.0, 2.0 ** -30]
    # Exactly halfway between two tf32 values (bit 12 set, below it clear), both signs.
    x[8:12] = (np.array([0x3F801000, 0xBF801000, 0x40003000, 0xC0003000], np.uint32)).view(np.float32)
    return x


def gen_rounding_d(rng, shape):
    """f64 values that f32 cannot hold exactly, some beyond f32's range."""
    d = rng.uniform(-1, 1, shape) * 2.0 ** rng.integers(-40, 40, shape)
    d[:6] = [1e39, -1e39, 1.0 + 2.0 ** -30, -(1.0 + 2.0 ** -30), 0.0, 70000.5]
    return d


def _toward(rounded, exact, direction):
    """`rounded` (to nearest) moved one step when it lies beyond `exact` in `direction`
    (zero: away from zero; -inf: above; +inf: below)."""
    r = rounded.copy()
    wide = rounded.astype(np.float64)
    if direction == "zero":
        fix = np.abs(wide) > np.abs(exact)
        r[fix] = np.nextafter(rounded[fix], rounded.dtype.type(0))
    elif direction == "-inf":
        fix = wide > exact
        r[fix] = np.nextafter(rounded[fix], rounded.dtype.type(-np.inf))
    else:
        fix = wide < exact
        r[fix] = np.nextafter(rounded[fix], rounded.dtype.type(np.inf))
    return r


def ref_ftof_rounding(a):
    x, d = a["x"].astype(np.float32), a["d"].astype(np.float64)
    xd = x.astype(np.float64)
    with np.errstate(over="ignore"):
        h = _toward(x.astype(np.float16), xd, "zero")
        e = _toward(d.astype(np.float16), d, "zero")
        f = d.astype(np.float32)
    bits = x.view(np.uint32)
    b = ((bits & np.uint32(0xFFFF0000)).view(np.float32)).astype(np.float32)
    t = (bits & np.uint32(0xFFFFE000)).view(np.float32)
    away = ((bits + np.uint32(0x1000)) & np.uint32(0xFFFFE000)).view(np.float32)
    return {"h": h, "b": b, "z": _toward(f, d, "zero"), "m": _toward(f, d, "-inf"), "p": _toward(f, d, "+inf"),
            "e": e, "t": t, "a": away}


def e8m0_low_codes():
    c = np.arange(128, dtype=np.uint8)
    c[127] = 255
    return c


def gen_e8m0_x(rng, shape):
    """Powers of two, values between them, f32 subnormals, and the special cases up front."""
    x = (rng.uniform(0.5, 2.0, shape) * 2.0 ** rng.integers(-126, 127, shape)).astype(np.float32)
    x[:12] = [0.0, -0.0, -3.0, np.inf, np.nan, 2.0 ** -127, 2.0 ** -126, 1.5 * 2.0 ** -127, 2.0 ** -130,
              2.0 ** 127, 1.5 * 2.0 ** 127, 1.0]
    x[12:20] = 2.0 ** np.arange(-4, 4)
    return x


def _e8m0_code(x, up):
    """f32 -> f8E8M0FNU code: toward zero or +inf, saturating to 254, NaN 255, x <= 2^-127 code 0."""
    bits = x.view(np.uint32).astype(np.int64)
    e, m = (bits >> 23) & 0xFF, bits & 0x7FFFFF
    if up:
        e = e + np.where(e == 0, m > 0x400000, m != 0).astype(np.int64)
    code = np.minimum(e, 254)
    code = np.where(bits >= 2 ** 31, 0, code)
    code = np.where(np.isnan(x), 255, code)
    return code.astype(np.uint8)


def ref_e8m0(a):
    c, x = a["c"].astype(np.int64), a["x"].astype(np.float32)
    w = np.where(c == 0, np.float32(2.0 ** -127), np.ldexp(np.float32(1.0), c - 127).astype(np.float32))
    w = np.where(c == 255, np.float32(np.nan), w).astype(np.float32)
    return {"w": w, "z": _e8m0_code(x, False), "p": _e8m0_code(x, True)}


def gen_fp8_operand(rng, shape):
    return rng.uniform(-2, 2, shape).astype(np.float32)


def gen_e8m0_scales(rng, shape):
    """Scales 2^-3 .. 2^3 (sums of at most a few thousand: f32 accumulation errors stay below 0.05)."""
    return rng.integers(124, 131, shape).astype(np.uint8)


def ref_mmaf_scaled(a):
    """C = (A * 2^(SA-127) repeated over 32 columns) @ (B * 2^(SB-127) repeated over 32 rows), in f64."""
    sa = np.repeat(np.ldexp(1.0, a["SA"].astype(np.int64) - 127), 32, axis=1)
    sb = np.repeat(np.ldexp(1.0, a["SB"].astype(np.int64) - 127), 32, axis=0)
    lhs = a["A"].astype(np.float64) * sa
    rhs = a["B"].astype(np.float64) * sb
    return {"C": (lhs @ rhs).astype(np.float32)}


def ref_new_ops_13x(a):
    x, n = a["x"].astype(np.float32), int(a["n"])
    ins = x.copy()
    ins[32 * n:32 * n + 32] = 7.0
    t = np.trunc(np.nan_to_num(x.astype(np.float64), nan=0.0, posinf=np.inf, neginf=-np.inf))
    sat = np.clip(t, -2.0 ** 31, 2.0 ** 31 - 1).astype(np.int64).astype(np.int32)
    satu = np.clip(t, 0, 255).astype(np.int64).astype(np.uint8).view(np.int8)
    return {"bytes": x.view(np.int8).copy(), "halves": x.view(np.int16).copy(), "ins": ins, "sat": sat,
            "satu": satu}


def ref_alloca_atomic_red_view(a):
    """x * (1 + 2 + 3) through alloca scratch; every element of the 50x24 view
    gains 1.5 from each of the two z blocks; max with the element index; +1 from
    each of the 4 tile blocks that share an x index (y, z)."""
    x = a["x"].astype(np.float32)
    sums = ((x * np.float32(1) + x * np.float32(2)) + x * np.float32(3)).astype(np.float32)
    acc = (a["acc"].astype(np.float32) + np.float32(1.5)) + np.float32(1.5)
    mx = np.maximum(a["mx"], np.arange(50, dtype=np.int32))
    cnt = a["cnt"] + np.int32(4)
    return {"sums": sums, "acc": acc, "mx": mx, "cnt": cnt}


def ref_multimem(a):
    """probes/multimem.mlir on one GPU: load_reduce is a load, reduce an atomic add
    (twice x + 1), store a store (x * 2), umax of (i % 16) + i // 16 over i < 48."""
    x = a["x"].astype(np.float32)
    w = x + np.float32(1)
    acc = (a["acc"].astype(np.float32) + w) + w
    m = a["m"].copy()
    i = np.arange(48)
    m[:48] = np.maximum(m[:48], (i % 16 + i // 16).astype(np.int32))
    return {"o1": x, "acc": acc, "o2": x * np.float32(2), "m": m}


def gen_distinct_cols(rng, shape):
    """Distinct column indices in [-4, 20): some negative or past 16 (dropped by the scatter)."""
    return (rng.permutation(24)[:shape[0]] - 4).astype(np.int64)


def ref_views_13x(a):
    """probes/views_13x.mlir: strided loads/stores (1-D, 2-D with dim_map), a gather, a scatter."""
    x, m, g = a["a"].astype(np.float32), a["m"].astype(np.float32), a["g"].astype(np.float32)
    ninf = np.float32(-np.inf)
    o1 = a["o1"].astype(np.float32).copy()
    for slot, k in enumerate((0, 5, 13)):
        o1[8 * slot:8 * slot + 8] = [x[3 * k + i] if 3 * k + i < x.size else ninf for i in range(8)]
    d1 = a["d1"].astype(np.float32).copy()
    for k in (0, 2, 4):
        for i in range(4):
            if 5 * k + i < d1.size:
                d1[5 * k + i] = x[4 * k + i]
    o2 = a["o2"].astype(np.float32).copy()
    for slot, (k0, k1) in enumerate(((1, 2), (3, 3), (2, 4))):
        for i in range(4):
            for j in range(2):
                r, c = 3 * k1 + j, 4 * k0 + i
                o2[4 * slot + i, j] = m[r, c] if r < m.shape[0] and c < m.shape[1] else 0.0
    ix = a["ix"]
    o3 = np.full((8, 8), ninf, np.float32)
    for i in range(8):
        for j in range(8):
            if 0 <= ix[i] < g.shape[0] and 6 + j < g.shape[1]:
                o3[i, j] = g[ix[i], 6 + j]
    d2, cx = a["d2"].astype(np.float32).copy(), a["cx"]
    for i in range(4):
        for j in range(16):
            if 7 + i < d2.shape[0] and 0 <= cx[j] < d2.shape[1]:
                d2[7 + i, cx[j]] = 100 * i + j
    return {"o1": o1, "d1": d1, "o2": o2, "o3": o3, "d2": d2}


def ref_control_flow(a):
    x, n = a["x"].astype(np.float32), int(a["n"])
    acc, i = np.zeros_like(x), 0
    while True:
        if i >= n:
            break
        if i == 3:
            i += 2
            continue
        term = x * np.float32(i) if i % 2 else np.float32(i) - x
        acc = (acc + term).astype(np.float32)
        i += 1
    return (acc + np.float32(i)).astype(np.float32)

# f4E2M1FN (cuda_tile 13.3): the 8 magnitudes of codes 0..7; bit 3 is the sign.
F4_VALUES = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])


def f4_decode(codes):
    c = codes.astype(np.int64) & 15
    return np.where(c & 8, -1.0, 1.0) * F4_VALUES[c & 7]


def f4_encode(x):
    """f64 -> f4E2M1FN codes: the nearest magnitude (ties to the even code), saturating to 6,
    sign from the sign bit, NaN to +6."""
    x = np.asarray(x, dtype=np.float64)
    a = np.abs(x)
    dist = np.abs(a[..., None] - F4_VALUES)
    best = np.argmin(dist, axis=-1)
    # argmin takes the first of a tie: the lower code; ties go to the even one.
    nxt = np.minimum(best + 1, 7)
    at = lambda i: np.take_along_axis(dist, i[..., None], -1)[..., 0]  # noqa: E731
    tie = (at(nxt) == at(best)) & (nxt != best)
    best = np.where(tie & (best % 2 == 1), nxt, best)
    best = np.where(a > 6.0, 7, best)
    code = best + np.where(np.signbit(x), 8, 0)
    return np.where(np.isnan(x), 7, code).astype(np.uint8)


def f4_pack(codes):
    c = codes.astype(np.uint8).reshape(-1, 2)
    return (c[:, 0] | (c[:, 1] << 4)).astype(np.uint8)


def f4_unpack(bytes_):
    b = bytes_.astype(np.uint8).reshape(-1)
    return np.stack([b & 15, b >> 4], axis=-1).reshape(-1)


def gen_f4_x(rng, shape):
    """Every tie and boundary of f4E2M1FN, both signs, specials, then random values in (-8, 8)."""
    x = rng.uniform(-8, 8, shape).astype(np.float32)
    special = [0.0, -0.0, 0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, -0.25, -0.75, -1.25, -1.75, -2.5, -3.5, -5.0,
               0.2499, 0.2501, 0.7499, 0.7501, 4.9999, 5.0001, 6.0, 7.0, 1e30, -1e30, np.inf, -np.inf, np.nan,
               -np.nan, 1e-40, -1e-40]
    x[:len(special)] = special
    return x


def gen_e4m3_scales(rng, shape):
    """f8E4M3FN scales 0.25 .. 3.5 (2 significant bits: products with f4 values are exact in bf16)."""
    return rng.choice([0.25, 0.375, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0], shape).astype(np.float32)


def ref_f4_cast(a):
    x = a["x"].astype(np.float32)
    return {"y4": f4_pack(f4_encode(x.astype(np.float64))),
            "z": f4_decode(f4_unpack(a["q4"])).astype(np.float32)}


def ref_mma_nvfp4(a):
    """C = (A * SA repeated over 16 columns) @ (B * SB repeated over 16 rows), f4 packed along rows."""
    m, kb = a["a"].shape
    lhs = f4_decode(f4_unpack(a["a"])).reshape(m, 2 * kb)
    kk, nb = a["b"].shape
    rhs = f4_decode(f4_unpack(a["b"])).reshape(kk, 2 * nb)
    sa = np.repeat(a["sa"].astype(np.float64), 16, axis=1)
    sb = np.repeat(a["sb"].astype(np.float64), 16, axis=0)
    return {"c": ((lhs * sa) @ (rhs * sb)).astype(np.float32)}


def ref_mma_mxfp4(a, block=32):
    """C = (A * 2^(SA-127) repeated over `block` columns) @ (B * 2^(SB-127) repeated over `block` rows), f4 packed
    along rows."""
    m, kb = a["a"].shape
    lhs = f4_decode(f4_unpack(a["a"])).reshape(m, 2 * kb)
    kk, nb = a["b"].shape
    rhs = f4_decode(f4_unpack(a["b"])).reshape(kk, 2 * nb)
    sa = np.repeat(np.ldexp(1.0, a["sa"].astype(np.int64) - 127), block, axis=1)
    sb = np.repeat(np.ldexp(1.0, a["sb"].astype(np.int64) - 127), block, axis=0)
    return {"c": ((lhs * sa) @ (rhs * sb)).astype(np.float32)}


def ref_narrow_ops(a):
    codes = f4_unpack(a["b"].view(np.uint8)).astype(np.int64)
    signed = np.where(codes >= 8, codes - 16, codes)
    n = np.arange(128) - 64
    return {"sg": signed.astype(np.int32), "us": codes.astype(np.int32), "e8": signed.astype(np.int8),
            "rp": f4_pack((signed + 3) & 15).view(np.int8),
            "cs": f4_decode(np.arange(16)).astype(np.float32), "sp": np.full(16, 3.0, np.float32),
            "q": f4_pack(f4_encode(a["x"].astype(np.float16).astype(np.float64))),
            "ii": np.trunc(f4_decode(f4_encode(n.astype(np.float64)))).astype(np.int32)}


def ref_f4_gather(a):
    codes = f4_unpack(a["A"]).reshape(40, 64)
    rows = a["rows"].astype(np.int64)
    ok = (rows >= 0) & (rows < 40)
    g = np.where(ok[:, None], codes[np.clip(rows, 0, 39)], 0)
    d = f4_unpack(a["D"]).reshape(40, 64).copy()
    for i, r in enumerate(a["rows2"]):
        if r < 40:
            d[r] = g[i]
    return {"C": f4_decode(g).astype(np.float32), "D": f4_pack(d).reshape(40, 32)}


def ref_f4_views(a):
    codes = f4_unpack(a["A"]).reshape(64, 128)
    values = f4_decode(codes).astype(np.float32)
    # The strided view's tile (bx, by) starts at column 32 * by.
    strided = np.concatenate([values[:, 0:64], values[:, 32:96]], axis=1)
    return {"B": f4_pack(codes.T.copy()).reshape(128, 32), "C": values, "E": strided}
