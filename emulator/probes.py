"""Probe kernels of the CPU emulator: hand-written cuda_tile modules in probes/
that exercise ops the corpus kernels do not (integer division and remainder in
every rounding, shifts, mulhii, unsigned min, float rounding and libdevice
functions, conversions, 3-D permute, reverse and dim-0 scans, dim-0 reduce, a
column-major tensor view with partial tiles in both dimensions, loop/break/
continue/if-with-results/early return, masked gather with padding and masked
scatter through pointer tiles, umax/umin/addf/cas atomics, an i1 tile stored, exchanges on tiles smaller than
the CTA).
tileas-opt -tileas-O<n> compiles them (tileiras needs bytecode). Each result is
stored into its own partition of the output, so a wrong op is named.

PROBES[name] = dict(file=..., args=..., grid=..., inputs=..., ref=(reference, rtol, atol),
results={output: ([names of its partitions], partition size)} for the failure
message, layout={argument: "F"} for a column-major array).
"""

import math

import numpy as np

INT_OPS = ["div_s", "div_floor", "div_ceil", "div_u", "rem_s", "rem_u", "shr_s", "shr_u", "shl", "mulhii_u",
           "min_u", "max_s", "neg", "abs", "div_u_ceil"]
FLOAT_OPS = ["floor", "ceil", "remf", "maxf", "minf_nan", "absf", "negf", "sqrt", "rsqrt", "exp2", "log2", "log",
             "tanh", "pow", "fma", "itof_s", "itof_u", "sin", "cos", "exp"]
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


PROBES = {
    "probe_int_ops": dict(file="int_ops.mlir", args={"x": "int32[128]", "y": "int32[128]", "out": "int32[1920]"},
                          grid=[1], inputs={"x": gen_int_x, "y": gen_int_y}, ref=(ref_int_ops, 0, 0),
                          results={"out": (INT_OPS, 128)}),
    "probe_float_ops": dict(file="float_ops.mlir",
                            args={"x": "float32[128]", "y": "float32[128]", "outf": "float32[2560]",
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
}


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


def ref_gather_scatter(a):
    src, idx = a["src"].astype(np.float32), a["idx"]
    g, perm = idx[:256], idx[256:]
    ok = (g >= 0) & (g < src.size)
    out = np.where(ok, src[np.clip(g, 0, src.size - 1)], np.float32(-5.0)).astype(np.float32)
    dst = a["dst"].astype(np.float32).copy()
    lanes = np.arange(256)
    dst[perm[lanes % 2 == 0]] = lanes[lanes % 2 == 0].astype(np.float32)
    return {"out": out, "dst": dst}


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
