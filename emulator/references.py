"""Per-kernel set-up and NumPy references of the CPU emulator (emulator/emulate.py).

SETUPS[name] shrinks a corpus kernel (corpus/manifest.json) so that
the emulator runs it in a second or two, and says how to check it:
  args      replacement argument descriptors (same syntax as the manifest); the
            shapes keep the divisibility by 16 of the manifest's, because the
            bytecode was specialised on it (cuda_tile `assume div_by<16>`);
  grid      the launch grid for those shapes;
  inputs    {argument: generator(np, rng, shape)} for arguments that need
            particular values (a permutation, all-true conditions, ...);
  ref       reference(np, inputs) -> {output argument: expected array}, where
            `inputs` holds the initial value of every argument (arrays as
            NumPy arrays; bfloat16/float8 decoded to float32; "__schedule__":
            "concurrent" on a real GPU (emulator/gpu_run.py), else
            the thread order, see --schedule), with rtol, atol;
            None: gpu-check.py's REFERENCES entry;
  stdout    check(np, inputs, printed text) -> None or what is wrong (printf);
  variants  [(label, {argument: value or generator, "grid": grid})]: further
            launches with other scalar arguments, array contents or grids (a grid
            with more CTAs than tiles checks that out-of-bounds tiles are masked);
  assert_runs [(mutate(inputs), substring)]: further launches whose inputs are
            mutated so that a device assertion must fire with that message.
"""

import math

THREADS = 128


# ------------------------------------------------------------- number formats

def bf16_round(np, x):
    """float32 -> bfloat16 (round to nearest even), returned as float32."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    nan = np.isnan(np.asarray(x, dtype=np.float32))
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16
    out = r.astype(np.uint32).view(np.float32)
    return np.where(nan, np.float32("nan"), out).astype(np.float32)


def fp8_values(np, kind):
    """The 256 values of an fp8 format (code -> float64), NaN for NaN codes."""
    mbits, bias = (3, 7) if kind == "e4m3fn" else (2, 15)
    ebits = 7 - mbits
    vals = np.zeros(256)
    for code in range(256):
        s = -1.0 if code & 0x80 else 1.0
        e = (code >> mbits) & ((1 << ebits) - 1)
        m = code & ((1 << mbits) - 1)
        if kind == "e4m3fn" and e == 15 and m == 7:
            vals[code] = float("nan")
        elif kind == "e5m2" and e == 31:
            vals[code] = float("nan") if m else s * float("inf")
        elif e == 0:
            vals[code] = s * m * 2.0 ** (1 - bias - mbits)
        else:
            vals[code] = s * (1 + m / (1 << mbits)) * 2.0 ** (e - bias)
    return vals


def fp8_round(np, x, kind):
    """float -> the nearest fp8 value, ties to the even code (saturating to the
    largest finite value); by search over the sorted values of all codes,
    independent of the runtime's bit manipulation."""
    vals = fp8_values(np, kind)
    codes = np.nonzero(np.isfinite(vals))[0]
    codes = codes[np.argsort(vals[codes], kind="stable")]
    fv = vals[codes]
    x = np.asarray(x, dtype=np.float64).reshape(-1)
    v = np.clip(x, fv[0], fv[-1])
    hi = np.clip(np.searchsorted(fv, v), 0, fv.size - 1)
    lo = np.clip(hi - 1, 0, fv.size - 1)
    dlo, dhi = np.abs(v - fv[lo]), np.abs(fv[hi] - v)
    # a tie between two neighbouring values: the even code (the other is odd)
    pick = np.where(dhi < dlo, hi, np.where(dlo < dhi, lo, np.where(codes[lo] % 2 == 0, lo, hi)))
    out = fv[pick]
    out = np.where(out == 0, np.copysign(0.0, v), out)
    return np.where(np.isnan(x), np.nan, out)


def decode(np, raw, dtype):
    """Raw storage of a non-NumPy dtype -> float32 values."""
    if dtype == "bfloat16":
        return (raw.astype(np.uint32) << 16).view(np.float32)
    if dtype in ("float8_e4m3fn", "float8_e5m2"):
        return fp8_values(np, dtype.split("_")[1])[raw].astype(np.float32)
    return raw


# ------------------------------------------------------------- references

def _softmax(np, x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def ref_argmax(np, a):
    return {"idx": a["x"].argmax(axis=1).astype(np.int32), "val": a["x"].max(axis=1)}


def ref_atomic_rmw_mix(np, a):
    x, tile = a["x"], THREADS
    n = x.size
    ib, ub, fb, lb = a["ibuf"].copy(), a["ubuf"].copy(), a["fbuf"].copy(), a["lbuf"].copy()
    u = x.astype(np.uint32)
    old = np.zeros(n, dtype=np.int64)
    # the emulator's order: CTAs in order, thread t before t+1, one element each
    for i in range(n):
        k = (i % tile) % 8
        o1 = ib[k]
        ib[k] = max(ib[k], x[i])
        o2 = ib[k + 8]
        ib[k + 8] = min(ib[k + 8], x[i])
        old[i] = int(o1) + int(o2)
    for k in range(8):
        sel = u[(np.arange(n) % tile) % 8 == k]
        ub[k] = np.bitwise_and.reduce(np.concatenate(([ub[k]], sel)))
        ub[k + 8] = np.bitwise_or.reduce(np.concatenate(([ub[k + 8]], sel)))
        ub[k + 16] = np.bitwise_xor.reduce(np.concatenate(([ub[k + 16]], sel)))
    for pid in range(n // tile):
        fb[pid % fb.size] = np.float32(x[pid * tile:(pid + 1) * tile].max())
    lb[0] = lb[0] + x.astype(np.int64).sum()
    out = {"ibuf": ib, "ubuf": ub, "fbuf": fb, "lbuf": lb}
    # old_out depends on the order of the atomics: known only for the forward schedule
    if a.get("__schedule__", "forward") == "forward":
        out["old_out"] = old.astype(np.int32)
    return out


def ref_cast(np, a):
    x = a["x"]
    return {"y16": x.astype(np.float16), "ybf": bf16_round(np, x),
            "y8a": fp8_round(np, x, "e4m3fn"), "y8b": fp8_round(np, x, "e5m2")}


def ref_grid_3d(np, a):
    out = a["out"]
    Z, Y, X = out.shape
    nb0, nb1, nb2 = Z // 4, Y // 8, X // 8
    exp = np.zeros_like(out)
    for z in range(nb0):
        for yb in range(nb1):
            for xb in range(nb2):
                lin = (z * nb1 + yb) * nb2 + xb
                exp[z * 4:(z + 1) * 4, yb * 8:(yb + 1) * 8, xb * 8:(xb + 1) * 8] = \
                    lin + (np.arange(8, dtype=np.int32) * 1000)[None, None, :]
    return {"out": exp}


def ref_int_bitops(np, a):
    h = a["x"].astype(np.uint32)
    h = h ^ (h << np.uint32(13))
    h = h ^ (h >> np.uint32(17))
    h = h ^ (h << np.uint32(5))
    r = (h >> (h & np.uint32(7))) | (~h & np.uint32(0xFF00FF00))
    return {"y": r.astype(np.uint32)}


def ref_layernorm(np, a):
    X = a["X"].astype(np.float64)
    mean = X.mean(axis=1)
    var = ((X - mean[:, None]) ** 2).mean(axis=1)
    rstd = 1.0 / np.sqrt(var + float(a["eps"]))
    Y = (X - mean[:, None]) * rstd[:, None] * a["W"].astype(np.float64) + a["B"].astype(np.float64)
    return {"Y": Y.astype(np.float16), "Mean": mean.astype(np.float32), "Rstd": rstd.astype(np.float32)}


def ref_loop_carried(np, a):
    t = a["x"].astype(np.float32)
    n = int(a["n"])
    acc = np.zeros_like(t)
    mx = np.full_like(t, np.float32(-1.0e30))
    cnt = 0
    for s in range(0, n * 2, 2):
        acc = (acc * np.float32(0.5) + t * np.float32(s)).astype(np.float32)
        cnt += 1
        mx = np.maximum(mx, acc)
        for r in range(3):
            acc = (acc + np.float32(r)).astype(np.float32)
    return {"y": (acc + mx + np.float32(cnt)).astype(np.float32)}


def ref_reshape_cat_extract(np, a):
    T = 32
    x = a["x"].astype(np.float64)
    out = np.empty_like(x)
    for pid in range(x.size // (T * T)):
        m = x[pid * T * T:(pid + 1) * T * T].reshape(T, T)
        wide = np.concatenate((m, m * 2.0), axis=1)
        tall = np.concatenate((wide, np.broadcast_to(wide.sum(axis=0)[None, :], (T, 2 * T))), axis=0)
        q0, q3 = tall[0:T, 0:T], tall[T:2 * T, T:2 * T]
        out[pid * T * T:(pid + 1) * T * T] = (q0 + q3).reshape(-1)
    return {"y": out.astype(np.float32)}


def ref_scatter(np, a):
    dst = a["dst"].copy()
    dst[a["perm"]] = a["src"]
    return {"dst": dst}


def ref_silu_mul(np, a):
    ta, tb = a["A"].astype(np.float64), a["B"].astype(np.float64)
    return {"C": (ta / (1.0 + np.exp(-ta)) * tb).astype(np.float16)}


def ref_softmax_online(np, a):
    x = a["x"].astype(np.float64)
    return {"y": bf16_round(np, _softmax(np, x, axis=1).astype(np.float32))}


def ref_cumsum_long(np, a):
    return {"y": np.cumsum(a["x"].astype(np.int64)).astype(np.int32)}


def ref_global_sum(np, a):
    return {"out": (a["out"].astype(np.float64) + a["x"].astype(np.float64).sum()).astype(np.float32)}


def ref_histogram(np, a):
    return {"hist": (a["hist"] + np.bincount(a["data"].astype(np.int64), minlength=256)).astype(np.int32)}


def ref_assert_bounds(np, a):
    return {"y": a["x"].copy()}


def check_printf(np, a, text):
    """printf_debug: per block one 'tile[b]:[8 values]' and one 'sum=%e max=%f' line."""
    x = a["x"].astype(np.float32)
    lines = [l for l in text.splitlines() if l.strip()]
    tiles = {}
    sums = []
    for l in lines:
        if l.startswith("tile["):
            b = int(l[5:l.index("]")])
            vals = [float(v) for v in l[l.index(":[") + 2:l.rindex("]")].split(",")]
            tiles.setdefault(b, []).append(vals)
        elif l.startswith("sum="):
            s, _, m = l[4:].partition(" max=")
            sums.append((float(s), float(m)))
        else:
            return f"unexpected output line {l!r}"
    nb = x.size // 8
    if sorted(tiles) != list(range(nb)) or any(len(v) != 1 for v in tiles.values()):
        return f"expected one tile line per block 0..{nb - 1}, got blocks {sorted(tiles)} " \
               f"({sum(len(v) for v in tiles.values())} lines)"
    for b in range(nb):
        want = x[b * 8:(b + 1) * 8]
        if not np.allclose(tiles[b][0], want, atol=1e-5, rtol=0):
            return f"tile[{b}] printed {tiles[b][0]}, expected {[round(float(v), 5) for v in want]}"
    want = sorted((float(x[b * 8:(b + 1) * 8].astype(np.float64).sum()), float(x[b * 8:(b + 1) * 8].max()))
                  for b in range(nb))
    if len(sums) != nb:
        return f"expected {nb} sum/max lines, got {len(sums)}"
    for (gs, gm), (ws, wm) in zip(sorted(sums), want):
        if not (math.isclose(gs, ws, rel_tol=1e-5, abs_tol=1e-5) and math.isclose(gm, wm, abs_tol=1e-6)):
            return f"sum/max lines {sorted(sums)} differ from {want}"
    return None


# ------------------------------------------------------------- input generators

def gen_true(np, rng, shape):
    return np.ones(shape, dtype=bool)


def gen_perm(np, rng, shape):
    return rng.permutation(int(np.prod(shape))).astype(np.int32).reshape(shape)


def gen_u32_full(np, rng, shape):
    return rng.integers(0, 2 ** 32, size=shape, dtype=np.uint64).astype(np.uint32)


def gen_u8_full(np, rng, shape):
    return rng.integers(0, 256, size=shape).astype(np.uint8)


def gen_zero_f32(np, rng, shape):
    return np.zeros(shape, dtype=np.float32)


def gen_cast_inputs(np, rng, shape):
    """Random values plus edge cases of the narrow formats: zeros, fp8/f16
    subnormals, exact ties between two fp8 values, the largest finite values."""
    x = rng.uniform(-2.0, 2.0, size=shape).astype(np.float32)
    special = [0.0, -0.0, 1.0, -1.0, 448.0, -448.0, 57344.0, 0.001953125, 0.0009765625,
               1.0625, 1.1875, -1.0625, 1.125, 0.0146484375, 0.013671875, 2.0 ** -9 * 1.5, 2.0 ** -16 * 3,
               1e-8, 3.0e-5, 65504.0, 1.00390625, 1.01171875, 240.0, 464.0, 61440.0]
    flat = x.reshape(-1)
    flat[:len(special)] = np.array(special, dtype=np.float32)
    return x


def gen_ties(np, rng, shape):
    """Few distinct values (many ties for argmax), one row all -inf, one with the
    maximum only in its last column."""
    x = rng.integers(0, 4, size=shape).astype(np.float32)
    x[1, :] = -np.inf
    x[2, :] = 0.0
    x[2, -1] = 7.0
    return x


def scaled(k):
    def gen(np, rng, shape):
        return (rng.uniform(-1.0, 1.0, size=shape) * k).astype(np.float32)
    return gen


def _mut_assert_cond(np, a):
    a["cond"][37] = False


def _mut_assert_range(np, a):
    a["x"][200] = 5000.0


# ------------------------------------------------------------- the table


def ref_matmul(out, dtype, scale=1.0):
    """C = (A @ B) * scale in float64 from the decoded inputs (batched when
    rank 3), rounded to the output's storage type."""
    def ref(np, a):
        prod = np.matmul(a["A"].astype(np.float64), a["B"].astype(np.float64)) * scale
        if dtype == "bfloat16":
            return {out: bf16_round(np, prod.astype(np.float32))}
        return {out: prod.astype(dtype)}
    return ref


def ref_split_k(np, a):
    """Split-K: four partial products, each rounded to float16 and summed in
    float16 in split order (the order the emulator runs the CTAs in). On a GPU
    ("__schedule__" "concurrent") the CTAs take the lock in any order: each
    element is held to the nearest of the 24 orders' results."""
    import itertools
    a_, b_ = a["A"].astype(np.float64), a["B"].astype(np.float64)
    k = a_.shape[1]
    parts = []
    for split in range(4):
        cols = [kk for t in range(split, k // 64, 4) for kk in range(64 * t, 64 * t + 64)]
        parts.append((a_[:, cols] @ b_[cols, :]).astype(np.float16))

    def in_order(order):
        c = None
        for split in order:
            c = parts[split] if c is None else (c + parts[split]).astype(np.float16)
        return c

    got = np.asarray(a["__got__"]["C"], dtype=np.float64) if "__got__" in a else None
    if a.get("__schedule__", "forward") != "concurrent":
        want = in_order(range(4))
        if got is None:
            return {"C": want}
        # The kernel's partials are f32 sums rounded to f16, these exact ones: one
        # may round the other way, and every later f16 sum carries that by up to an
        # ulp of the running sum's magnitude (--full: K = 4096 per split, sums of
        # ~30 ending near 0). Held to 2 ulps of the largest running sum.
        running = [parts[0].astype(np.float64)]
        for split in range(1, 4):
            running.append((running[-1] + parts[split]).astype(np.float16).astype(np.float64))
        peak = np.max(np.abs(np.stack(running)), axis=0)
        ulp = np.exp2(np.floor(np.log2(np.maximum(peak, 2.0**-14))) - 10)
        close = np.abs(got - want.astype(np.float64)) <= 2 * ulp
        return {"C": np.where(close, got, want.astype(np.float64)).astype(np.float16)}
    cands = np.stack([in_order(p).astype(np.float64) for p in itertools.permutations(range(4))])
    nearest = np.argmin(np.abs(cands - got[None]), axis=0)
    return {"C": np.take_along_axis(cands, nearest[None], axis=0)[0].astype(np.float16)}


def ref_fused_moe(np, a):
    """Fused MoE: per block of 64 sorted tokens, the gathered token rows times
    the block's expert weights (B[e] is N x K), scaled by the router weight,
    scattered back to the token rows; bfloat16 out."""
    ids, experts = a["sorted_ids"], a["expert_ids"]
    out = np.array(a["C"], dtype=np.float32)
    for bm in range(len(experts)):
        tok = ids[64 * bm: 64 * bm + 64]
        acc = a["A"][tok // 2].astype(np.float64) @ a["B"][experts[bm]].astype(np.float64).T
        out[tok] = acc * a["topk_w"][tok][:, None]
    return {"C": bf16_round(np, out.astype(np.float32))}


def ref_grouped_gemm(np, a):
    """Grouped GEMM over lists: Cs[g] = As[g] @ Bs[g] for each problem g (the
    list arrays are the arguments "As[0]", "As[1]", ...), f16 out."""
    out, g = {}, 0
    while f"As[{g}]" in a:
        prod = a[f"As[{g}]"].astype(np.float64) @ a[f"Bs[{g}]"].astype(np.float64)
        out[f"Cs[{g}]"] = prod.astype(np.float16)
        g += 1
    return out


def gen_zero_i32(np, rng, shape):
    return np.zeros(shape, dtype=np.int32)


def gen_experts(np, rng, shape):
    return rng.integers(0, 8, size=shape).astype(np.int32)


def ref_attention(pairs):
    """Causal attention with GQA (head h reads K/V head h // 4), f16 output, for
    the first `pairs` (batch, head) pairs in grid-y order (by = b * H + h); the
    other heads' outputs must keep their initial values."""
    def ref(np, a):
        q, k, v = (a[n].astype(np.float64) for n in ("Q", "K", "V"))
        b, h, s, d = q.shape
        group = h // k.shape[1]
        kk = np.repeat(k, group, axis=1)
        vv = np.repeat(v, group, axis=1)
        scores = np.matmul(q, np.swapaxes(kk, 2, 3)) * float(a["qk_scale"])
        mask = np.tril(np.ones((s, s), dtype=bool))
        scores = np.where(mask, scores, -np.inf)
        scores -= scores.max(axis=-1, keepdims=True)
        p = np.exp(scores)
        p /= p.sum(axis=-1, keepdims=True)
        out = np.array(a["Out"], dtype=np.float16).reshape(b * h, s, d)
        out[:pairs] = np.matmul(p, vv).astype(np.float16).reshape(b * h, s, d)[:pairs]
        return {"Out": out.reshape(b, h, s, d)}
    return ref


SETUPS = {
    "argmax_rows_f32": dict(args={"x": "float32[512, 128]", "idx": "int32[512]", "val": "float32[512]"},
                            grid=[32], ref=(ref_argmax, 0, 0),
                            variants=[("ties", {"x": gen_ties}), ("extra CTA", {"grid": [33]})]),
    "assert_bounds": dict(args={"x": "float32[512]", "cond": "bool_[512]", "y": "float32[512]"}, grid=[4],
                          inputs={"cond": gen_true}, ref=(ref_assert_bounds, 0, 0),
                          assert_runs=[(_mut_assert_cond, "cond tile has a False element"),
                                       (_mut_assert_range, "assertion failed")]),
    "atomic_rmw_mix": dict(args={"x": "int32[1024]", "old_out": "int32[1024]"}, grid=[8],
                           ref=(ref_atomic_rmw_mix, 0, 0)),
    "bias_clamp_where": dict(args={"x": "float32[128, 256]", "bias": "float32[256]", "y": "float32[128, 256]"},
                             grid=[2, 2], ref=None,
                             variants=[("lo -0.25 hi 0.5", {"lo": -0.25, "hi": 0.5}), ("lo > hi", {"lo": 0.5, "hi": -0.5}),
                                       ("extra CTAs", {"grid": [3, 3]})]),
    "cast_fp_formats": dict(args={"x": "float32[1024]", "y16": "float16[1024]", "ybf": "bfloat16[1024]",
                                  "y8a": "float8_e4m3fn[1024]", "y8b": "float8_e5m2[1024]"}, grid=[2],
                            inputs={"x": gen_cast_inputs}, ref=(ref_cast, 0, 0),
                            variants=[("extra CTA", {"grid": [3]})]),
    "copy_tile256_i8": dict(args={"x": "int8[512, 512]", "y": "int8[512, 512]"}, grid=[2, 2], ref=None,
                            variants=[("extra CTAs", {"grid": [3, 3]})]),
    "cumsum_long_i32": dict(args={"x": "int32[3008]", "y": "int32[3008]"}, grid=[1], ref=(ref_cumsum_long, 0, 0)),
    "cumsum_rows_f32": dict(args={"inp": "float32[256, 32]", "out": "float32[256, 32]"}, grid=[8], ref=None,
                            variants=[("extra CTA", {"grid": [9]})]),
    "gelu_exp_f32": dict(args={"x": "float32[8192]", "y": "float32[8192]"}, grid=[4], ref=None,
                         variants=[("wide range", {"x": scaled(30.0)}), ("extra CTA", {"grid": [5]})]),
    "global_sum_atomic_f32": dict(args={"x": "float32[10000]"}, grid=[3], ref=(ref_global_sum, 1e-5, 1e-3),
                                  variants=[("extra CTA", {"grid": [4]})]),
    "grid_3d_index": dict(args={"out": "int32[16, 16, 32]"}, grid=[4, 2, 4], ref=(ref_grid_3d, 0, 0)),
    "histogram_atomic_add": dict(args={"data": "uint8[16384]"}, grid=[4], inputs={"data": gen_u8_full},
                                 ref=(ref_histogram, 0, 0)),
    "int_bitops_u32": dict(args={"x": "uint32[4096]", "y": "uint32[4096]"}, grid=[4], inputs={"x": gen_u32_full},
                           ref=(ref_int_bitops, 0, 0),
                           variants=[("extra CTA", {"grid": [5]})]),
    "layernorm_fwd_f16": dict(args={"X": "float16[16, 2512]", "W": "float16[2512]", "B": "float16[2512]",
                                    "Y": "float16[16, 2512]", "Mean": "float32[16]", "Rstd": "float32[16]"},
                              grid=[16], ref=(ref_layernorm, 1e-2, 2e-3),
                              variants=[("eps 0.5", {"eps": 0.5}), ("extra CTA", {"grid": [17]})]),
    "loop_carried_multi": dict(args={"x": "float32[1024]", "y": "float32[1024]"}, grid=[4],
                               ref=(ref_loop_carried, 1e-6, 1e-5),
                               variants=[("n=0", {"n": 0}), ("n=1", {"n": 1}), ("n=3", {"n": 3}),
                                         ("extra CTA", {"grid": [5]})]),
    "printf_debug": dict(args={}, grid=[8], stdout=check_printf),
    "relu_f16_2d": dict(args={"x": "float16[64, 64]", "y": "float16[64, 64]"}, grid=[4, 4], ref=None,
                        variants=[("extra CTAs", {"grid": [5, 5]})]),
    "reshape_cat_extract": dict(args={"x": "float32[4096]", "y": "float32[4096]"}, grid=[4],
                                ref=(ref_reshape_cat_extract, 1e-5, 1e-4),
                                variants=[("extra CTA", {"grid": [5]})]),
    "row_sum_f32": dict(args={"x": "float32[64, 3000]", "out": "float32[64]"}, grid=[2], ref=None,
                        variants=[("extra CTA", {"grid": [3]})]),
    "saxpy_f32": dict(args={"x": "float32[1003]", "y": "float32[1003]"}, grid=[4], ref=None,
                      variants=[("alpha -0.75", {"alpha": -0.75}), ("extra CTAs", {"grid": [6]})]),
    "scatter_permute_i32": dict(args={"src": "int32[1024]", "perm": "int32[1024]", "dst": "int32[1024]"},
                                grid=[8], inputs={"perm": gen_perm}, ref=(ref_scatter, 0, 0)),
    "silu_mul_f16": dict(args={"A": "float16[16, 1024]", "B": "float16[16, 1024]", "C": "float16[16, 1024]"},
                         grid=[16], ref=(ref_silu_mul, 1e-2, 1e-3),
                         variants=[("extra CTA", {"grid": [17]})]),
    "softmax_online_bf16": dict(args={"x": "bfloat16[16, 2512]", "y": "bfloat16[16, 2512]"}, grid=[16],
                                ref=(ref_softmax_online, 1e-2, 1e-6),
                                variants=[("large values", {"x": scaled(80.0)}), ("extra CTA", {"grid": [17]})]),
    "softmax_rows_f32": dict(args={"inp": "float32[64, 128]", "out": "float32[64, 128]"}, grid=[4], ref=None,
                             variants=[("large values", {"inp": scaled(80.0)}), ("extra CTA", {"grid": [5]})]),
    "transpose_f32": dict(args={"x": "float32[128, 64]", "y": "float32[64, 128]"}, grid=[2, 2], ref=None,
                          variants=[("extra CTAs", {"grid": [3, 3]})]),
    "vec_add_f32": dict(args={"a": "float32[4096]", "b": "float32[4096]", "c": "float32[4096]"}, grid=[4], ref=None,
                        variants=[("extra CTA", {"grid": [5]})]),
    # nv_tileaa.dot through the SIMT fallback (docs/design/lowering-plan.md)
    "matmul_f32_simt": dict(args={"A": "float32[128, 64]", "B": "float32[64, 128]", "C": "float32[128, 128]"},
                            grid=[2, 2], ref=(ref_matmul("C", "float32"), 1e-5, 1e-4)),
    "matmul_f64": dict(args={"A": "float64[64, 64]", "B": "float64[64, 64]", "C": "float64[64, 64]"},
                       grid=[2, 2], ref=(ref_matmul("C", "float64"), 1e-12, 1e-12)),
    # K = 1008: 16 K steps of 64 (more than the stages; at sm_90 the restaged
    # B's two buffers alternate), the last one partly outside the matrices.
    "matmul_int8": dict(args={"A": "int8[128, 1008]", "B": "int8[1008, 128]", "C": "int32[128, 128]"},
                        grid=[1, 1], ref=(ref_matmul("C", "int32"), 0, 0)),
    # K = 1008: 16 K steps (more than the stages of the cp.async ring, so
    # it wraps around three times), the last one half outside the matrices.
    "matmul_f16": dict(args={"A": "float16[128, 1008]", "B": "float16[1008, 128]", "C": "float16[128, 128]"},
                       grid=[1, 1], ref=(ref_matmul("C", "float16"), 2e-3, 2e-2)),
    # tf32 keeps 10 mantissa bits of each input (truncated by the tensor cores
    # here, maybe rounded by TMA on a GPU): over K = 2048 (--full, inputs in
    # [-2, 2]) near-zero sums are off by up to ~0.25 either way, so the
    # absolute tolerance is 0.35 (a wrong layout is off by tens).
    "matmul_tf32": dict(args={"A": "float32[128, 1008]", "B": "float32[1008, 128]", "C": "float32[128, 128]"},
                        grid=[1, 1], ref=(ref_matmul("C", "float32"), 5e-3, 0.35)),
    "batched_matmul_f16": dict(args={"A": "float16[16, 128, 64]", "B": "float16[16, 64, 128]",
                                     "C": "float16[16, 128, 128]"},
                               grid=[16, 1, 1], ref=(ref_matmul("C", "float16"), 2e-3, 2e-2)),
    "matmul_fp8_e4m3": dict(args={"A": "float8_e4m3fn[128, 1008]", "B": "float8_e4m3fn[1008, 128]",
                                  "C": "float16[128, 128]"},
                            grid=[1, 1], ref=(ref_matmul("C", "float16", 0.125), 2e-3, 2e-2)),
    "matmul_bf16_256x128": dict(args={"A": "bfloat16[256, 448]", "B": "bfloat16[448, 128]", "C": "bfloat16[256, 128]"},
                                grid=[1, 1], ref=(ref_matmul("C", "bfloat16"), 1e-2, 5e-2)),
    "matmul_operator_f16": dict(args={"A": "float16[128, 64]", "B": "float16[64, 64]", "C": "float16[128, 64]"},
                                grid=[2], ref=(ref_matmul("C", "float16"), 2e-3, 2e-2)),
    # K = 1024: 16 K steps, so that the rings (7 stages of 2-CTA MMAs at
    # sm_100, 7 multicast stages at sm_90) are refilled twice.
    "matmul_f16_swizzle_2cta": dict(args={"A": "float16[512, 1024]", "B": "float16[1024, 256]",
                                          "C": "float16[512, 256]"},
                                    grid=[2], ref=(ref_matmul("C", "float16"), 2e-3, 2e-2)),
    "matmul_split_k_lock": dict(args={"A": "float16[128, 512]", "B": "float16[512, 128]", "C": "float16[128, 128]",
                                      "LOCKS": "int32[16]", "COUNTS": "int32[16]"},
                                grid=[1, 4], inputs={"LOCKS": gen_zero_i32, "COUNTS": gen_zero_i32},
                                ref=(ref_split_k, 2e-3, 2e-2)),
    "fused_moe_gather_mma": dict(args={"A": "bfloat16[256, 128]", "B": "bfloat16[8, 128, 128]",
                                       "C": "bfloat16[512, 128]", "topk_w": "float32[512]",
                                       "sorted_ids": "int32[512]", "expert_ids": "int32[8]"},
                                 grid=[8, 1], inputs={"sorted_ids": gen_perm, "expert_ids": gen_experts},
                                 ref=(ref_fused_moe, 1e-2, 5e-2)),
    # Three problems of different M, K and N (the kernel reads each one's sizes
    # from its list rows): 2x2 tiles of 128x128 with a partial second row of
    # tiles (M 192), one tile with one K step, one partial tile (M 64) with three
    # K steps; 6 tiles, one CTA each (the persistent loop's stride, num_sm, is 132).
    "grouped_gemm_list": dict(args={"As": "[float16[192, 128], float16[128, 64], float16[64, 192]]",
                                    "Bs": "[float16[128, 256], float16[64, 128], float16[192, 128]]",
                                    "Cs": "[float16[192, 256], float16[128, 128], float16[64, 128]]"},
                              grid=[6], ref=(ref_grouped_gemm, 2e-3, 2e-2),
                              variants=[("extra CTA", {"grid": [7]})]),
    # Four query tiles (tile i reads i + 1 K/V tiles: i unmasked, the online
    # softmax rescales; loops of up to three iterations refill their stages),
    # every head of batch 0 (the GQA mapping) and head 0 of batch 1 (the batch
    # stride); the heads not launched stay unwritten.
    "attention_fmha_causal_f16": dict(args={"Q": "float16[4, 32, 512, 128]", "K": "float16[4, 8, 512, 128]",
                                            "V": "float16[4, 8, 512, 128]", "Out": "float16[4, 32, 512, 128]"},
                                      grid=[4, 33], ref=(ref_attention(33), 5e-3, 5e-2)),
}
