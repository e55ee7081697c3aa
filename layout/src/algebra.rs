//! The layout algebra: composition, complement, divides, products and inverses.
//!
//! Semantics are CuTe's (NVIDIA CUTLASS `include/cute/layout.hpp`) as digested in
//! notes C §2.5.2, including the errata there: `composition(A, B)(c) == A(B(c))`
//! with a result congruent to `B`; `logical_divide` complements the *tiler*;
//! `logical_product` uses `size(A) * cosize(B)`.
//!
//! Where CuTe aborts compilation with a `static_assert` these functions return
//! a [`LayoutError`].

use std::fmt;

use crate::error::LayoutError;
use crate::int_tuple::{ceil_div, IntTuple};
use crate::layout::Layout;

fn mul(a: i64, b: i64) -> Result<i64, LayoutError> {
    a.checked_mul(b).ok_or(LayoutError::Overflow)
}

/// What a layout is divided by or multiplied with.
///
/// CuTe distinguishes a *layout* tiler (one 1-D function applied to the whole
/// layout) from a *tile*, a tuple of tilers applied mode by mode (notes C
/// §2.5.3: `!cute.layout` vs `!cute.tile`). The two give different answers for
/// the same numbers, so the distinction is in the type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tiler {
    /// The whole layout is composed with / divided by this 1-D function.
    Layout(Layout),
    /// Mode `i` of the layout is handled by entry `i` (recursively); modes past
    /// the tuple are dropped by composition and kept by divides and products.
    ByMode(Vec<Tiler>),
}

impl From<Layout> for Tiler {
    fn from(l: Layout) -> Self {
        Tiler::Layout(l)
    }
}

impl Tiler {
    /// A by-mode tiler of layouts: `<T0, T1, …>`.
    pub fn by_mode(layouts: impl IntoIterator<Item = Layout>) -> Tiler {
        Tiler::ByMode(layouts.into_iter().map(Tiler::Layout).collect())
    }

    /// A CuTe shape used as a tiler: a leaf `n` is the layout `n:1`, a tuple is
    /// by-mode (`(32,16)` means `<32:1, 16:1>`).
    pub fn from_shape(shape: &IntTuple) -> Result<Tiler, LayoutError> {
        match shape {
            IntTuple::Int(n) => Ok(Tiler::Layout(Layout::new(*n, 1)?)),
            IntTuple::Tuple(v) if v.is_empty() => Err(LayoutError::EmptyTuple),
            IntTuple::Tuple(v) => Ok(Tiler::ByMode(v.iter().map(Tiler::from_shape).collect::<Result<_, _>>()?)),
        }
    }
}

impl fmt::Display for Tiler {
    /// A layout tiler prints as the layout; a by-mode tiler as `<a,b,…>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tiler::Layout(l) => write!(f, "{l}"),
            Tiler::ByMode(v) => {
                f.write_str("<")?;
                for (i, t) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(">")
            }
        }
    }
}

// ---------------------------------------------------------------- composition

/// `A ∘ B`: the layout `R` with `R(c) == A(B(c))` for every coordinate `c` of
/// `B`, congruent with `B` (each leaf of `B` may become a sub-tuple).
///
/// `A` is first coalesced; each leaf `s:d` of `B` then walks `A`'s modes,
/// "dividing out" `d` and "modding out" `s` (notes C §2.5.2). That needs the
/// divisibility conditions CuTe asserts, returned here as
/// [`LayoutError::StrideDivisibility`] / [`LayoutError::ShapeDivisibility`].
/// Where `B`'s image leaves `A`'s domain, `A` is extended along the last mode
/// of `coalesce(A)` (see [`Layout::eval_extended`]).
///
/// One deliberate difference from the note's pseudocode: it accepts a stride
/// `d < s` that does not divide `s` unconditionally, which yields wrong
/// layouts when `B` runs past the end of that mode (e.g. `(4,3):(1,100) ∘ 4:3`).
/// Here that case is accepted only when all of `B` stays inside the mode
/// (`(extent-1)·d < s`), and rejected otherwise. A second check rejects the
/// inputs where building the result leaf by leaf is not function-preserving
/// ([`LayoutError::Carry`]), so the post-condition always holds.
///
/// ```
/// use tileas_layout::{composition, Layout};
/// let a: Layout = "(10,2):(16,4)".parse()?;
/// let b: Layout = "(5,4):(1,5)".parse()?;
/// assert_eq!(composition(&a, &b)?.to_string(), "(5,(2,2)):(16,(80,4))");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn composition(a: &Layout, b: &Layout) -> Result<Layout, LayoutError> {
    let flat = a.coalesce();
    let (ls, ld) = (flat.shape().flatten(), flat.stride().flatten());
    let (s, d) = compose_tree(&ls, &ld, b.shape(), b.stride())?;
    check_no_carry(&ls, b)?;
    Layout::new(s, d)
}

/// The result is built leaf by leaf of `B` (right-distributivity), which equals
/// `A(B(c))` only if adding the leaves' contributions never carries across a
/// mode boundary of `coalesce(A)`; a carry always changes `A`'s value there
/// since adjacent coalesced modes are not mergeable. CuTe does not check this
/// (it silently returns a layout violating its own post-condition, e.g.
/// `(3,2):(1,10) ∘ (2,2):(1,2)` or a `B` with overlapping modes); here it is
/// [`LayoutError::Carry`].
///
/// No carry at boundary `P` for every coordinate ⇔ `Σ_k max_c (c·e_k mod P) < P`
/// over the leaves `r_k:e_k` of `B` (the leaves vary independently).
fn check_no_carry(ls: &[i64], b: &Layout) -> Result<(), LayoutError> {
    let leaves: Vec<(i64, i64)> = b.shape().flatten().into_iter().zip(b.stride().flatten()).collect();
    if leaves.len() < 2 {
        return Ok(());
    }
    let mut boundary = 1i64;
    for &s in &ls[..ls.len() - 1] {
        boundary = match boundary.checked_mul(s) {
            Some(p) => p,
            None => return Ok(()),
        };
        let total = leaves.iter().try_fold(0i64, |acc, &(r, e)| acc.checked_add(max_residue(r, e, boundary)));
        if total.is_none_or(|t| t >= boundary) {
            return Err(LayoutError::Carry { boundary });
        }
    }
    Ok(())
}

/// `max { c·e mod p : 0 <= c < r }`, exact in the cases the divisibility
/// conditions leave and an upper bound (`p - gcd(e, p)`) otherwise.
fn max_residue(r: i64, e: i64, p: i64) -> i64 {
    if r <= 1 || e == 0 || e % p == 0 {
        return 0;
    }
    if e < 0 {
        return p - 1;
    }
    match (r - 1).checked_mul(e) {
        Some(top) if top < p => top,
        _ => p - gcd(e, p),
    }
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

/// Composition with a tiler: a layout tiler is plain [`composition`]; a
/// by-mode tiler composes mode `i` of `a` with entry `i` and drops the modes
/// of `a` past the tiler (CuTe).
pub fn composition_tiler(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    match tiler {
        Tiler::Layout(b) => composition(a, b),
        Tiler::ByMode(ts) => {
            check_rank(a, ts)?;
            let modes = a.modes();
            Layout::from_modes(
                modes.iter().zip(ts).map(|(m, t)| composition_tiler(m, t)).collect::<Result<Vec<_>, _>>()?,
            )
        }
    }
}

fn check_rank(a: &Layout, ts: &[Tiler]) -> Result<(), LayoutError> {
    if ts.is_empty() {
        return Err(LayoutError::EmptyTuple);
    }
    if ts.len() > a.rank() {
        return Err(LayoutError::TooManyModes { input: a.rank(), tiler: ts.len() });
    }
    Ok(())
}

fn compose_tree(ls: &[i64], ld: &[i64], rs: &IntTuple, rd: &IntTuple) -> Result<(IntTuple, IntTuple), LayoutError> {
    match (rs, rd) {
        (IntTuple::Int(s), IntTuple::Int(d)) => compose_leaf(ls, ld, *s, *d),
        (IntTuple::Tuple(ss), IntTuple::Tuple(ds)) => {
            let (mut os, mut od) = (Vec::with_capacity(ss.len()), Vec::with_capacity(ss.len()));
            for (s, d) in ss.iter().zip(ds) {
                let (x, y) = compose_tree(ls, ld, s, d)?;
                os.push(x);
                od.push(y);
            }
            Ok((IntTuple::Tuple(os), IntTuple::Tuple(od)))
        }
        _ => Err(LayoutError::NotCongruent { shape: rs.clone(), stride: rd.clone() }),
    }
}

/// `flat(ls:ld) ∘ (rs:rd)` for one leaf of the inner layout.
fn compose_leaf(ls: &[i64], ld: &[i64], rs: i64, rd: i64) -> Result<(IntTuple, IntTuple), LayoutError> {
    let leaf = |s: i64, d: i64| Ok((IntTuple::Int(s), IntTuple::Int(d)));
    if rd == 0 {
        return leaf(rs, 0);
    }
    if ls.len() == 1 {
        return leaf(rs, mul(rd, ld[0])?);
    }
    if rs == 1 {
        return leaf(1, 0);
    }
    if rd < 0 {
        return Err(LayoutError::NegativeStride { op: "composition with a multi-mode outer layout", stride: rd });
    }
    let last = ls.len() - 1;
    let (mut out_s, mut out_d) = (Vec::new(), Vec::new());
    let (mut rest_s, mut rest_d) = (rs, rd);
    for (&cs, &cd) in ls[..last].iter().zip(&ld[..last]) {
        if rest_s == 1 {
            break;
        }
        if rest_d % cs == 0 {
            // B steps over this whole mode.
            rest_d /= cs;
        } else if cs % rest_d == 0 {
            // B takes every rest_d-th element of this mode, then carries on with stride 1.
            let part = (cs / rest_d).min(rest_s);
            if rest_s % part != 0 {
                return Err(LayoutError::ShapeDivisibility { rest: rest_s, part });
            }
            out_s.push(part);
            out_d.push(mul(rest_d, cd)?);
            rest_s /= part;
            rest_d = 1;
        } else if rest_d < cs && (rest_s - 1).checked_mul(rest_d).is_some_and(|span| span < cs) {
            // Neither divides the other, but all of B stays inside this mode.
            out_s.push(rest_s);
            out_d.push(mul(rest_d, cd)?);
            rest_s = 1;
        } else {
            return Err(LayoutError::StrideDivisibility { stride: rest_d, extent: cs });
        }
    }
    let tup = |v: Vec<i64>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect()).unwrap_single();
    if out_s.is_empty() {
        return leaf(rest_s, mul(rest_d, ld[last])?);
    }
    if rest_s != 1 {
        out_s.push(rest_s);
        out_d.push(mul(rest_d, ld[last])?);
    }
    Ok((tup(out_s), tup(out_d)))
}

// ---------------------------------------------------------------- complement

/// `complement(A, M)`: a layout `C` with increasing strides whose offsets
/// (except `C(0) = 0`) avoid `A`'s image, and whose slowest mode reaches `M`
/// (`extent·stride >= M` for the last mode of `(A, C)`). When `A`'s sorted
/// strides chain divisibly (`d_k` a multiple of `d_(k-1)·s_(k-1)`), `(A, C)` is
/// a bijection onto `[0, size(A)·size(C))` with `size(A)·size(C) >= M`.
/// Stride-0 and extent-1 modes of `A` are ignored (`A` is filtered first).
///
/// Otherwise the gaps are rounded down (CuTe): `complement((2,2):(1,5), 36)`
/// is `(2,4):(2,10)`, which leaves holes and has size 8 < 36/4, so CuTe's
/// stated post-condition `size(C) >= M / size(filter(A))` does not hold there.
///
/// Errors: [`LayoutError::NonInjective`] when `A`'s modes overlap,
/// [`LayoutError::NegativeStride`], [`LayoutError::InvalidCotarget`] for `M < 1`.
///
/// ```
/// use tileas_layout::{complement, Layout};
/// // 4 elements at stride 32; the complement fills the 32-element gaps and repeats twice.
/// assert_eq!(complement(&"4:32".parse()?, 256)?.to_string(), "(32,2):(1,128)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn complement(a: &Layout, cotarget: i64) -> Result<Layout, LayoutError> {
    if cotarget < 1 {
        return Err(LayoutError::InvalidCotarget(cotarget));
    }
    let f = a.filter();
    let (fs, fd) = (f.shape().flatten(), f.stride().flatten());
    if fd == [0] {
        // Nothing but broadcast: the complement is the whole target.
        return if cotarget == 1 { Layout::new(1, 0) } else { Layout::new(cotarget, 1) };
    }
    if let Some(&d) = fd.iter().find(|&&d| d < 0) {
        return Err(LayoutError::NegativeStride { op: "complement", stride: d });
    }
    let mut modes: Vec<(i64, i64)> = fs.into_iter().zip(fd).collect();
    // Stable sort = CuTe's repeated "first minimum stride".
    modes.sort_by_key(|&(_, d)| d);
    let (mut res_s, mut res_d) = (Vec::new(), vec![1i64]);
    for &(s, d) in &modes {
        let gap = d / res_d[res_d.len() - 1];
        if gap == 0 {
            return Err(LayoutError::NonInjective);
        }
        res_s.push(gap);
        res_d.push(mul(d, s)?);
    }
    let top = res_d[res_d.len() - 1];
    res_s.push(ceil_div(cotarget, top));
    let tup = |v: Vec<i64>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect());
    Ok(Layout::new(tup(res_s), tup(res_d))?.coalesce())
}

/// `complement(A, cosize(filter(A)))`: the holes inside `A`'s own footprint.
pub fn complement_default(a: &Layout) -> Result<Layout, LayoutError> {
    complement(a, a.filter().cosize())
}

// ---------------------------------------------------------------- divide

/// `logical_divide(A, T)`.
///
/// Layout tiler: `A ∘ (T, complement(T, size(A)))`, a rank-2 `(tile, rest)`
/// layout: mode 0 enumerates one tile as `T` picks it, mode 1 the tiles.
/// By-mode tiler: each mode `i` is divided by entry `i` in place; modes past
/// the tiler stay as they are.
pub fn logical_divide(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    match tiler {
        Tiler::Layout(t) => {
            let c = complement(t, a.size())?;
            composition(a, &Layout::from_modes([t.clone(), c])?)
        }
        Tiler::ByMode(ts) => {
            check_rank(a, ts)?;
            let modes = a.modes();
            let mut out = Vec::with_capacity(modes.len());
            for (i, m) in modes.iter().enumerate() {
                out.push(match ts.get(i) {
                    Some(t) => logical_divide(m, t)?,
                    None => m.clone(),
                });
            }
            Layout::from_modes(out)
        }
    }
}

/// The divide split into its two halves: the tile modes and the rest modes
/// (rests of the divided modes, then the untouched modes). This is CuTe's
/// `tile_unzip(logical_divide(A, T), T)` before it is packed.
fn divide_parts(a: &Layout, tiler: &Tiler) -> Result<(Layout, Layout), LayoutError> {
    match tiler {
        Tiler::Layout(_) => {
            let d = logical_divide(a, tiler)?;
            Ok((d.mode(0).ok_or(LayoutError::EmptyTuple)?, d.mode(1).ok_or(LayoutError::EmptyTuple)?))
        }
        Tiler::ByMode(ts) => {
            check_rank(a, ts)?;
            let modes = a.modes();
            let (mut tiles, mut rests) = (Vec::new(), Vec::new());
            for (m, t) in modes.iter().zip(ts) {
                let (x, y) = divide_parts(m, t)?;
                tiles.push(x);
                rests.push(y);
            }
            rests.extend(modes[ts.len()..].iter().cloned());
            Ok((Layout::from_modes(tiles)?, Layout::from_modes(rests)?))
        }
    }
}

/// Packing of a (first, second) split: zipped keeps both as modes, tiled
/// unpacks the second, flat unpacks both.
fn pack_zipped(first: Layout, second: Layout) -> Result<Layout, LayoutError> {
    Layout::from_modes([first, second])
}

fn pack_tiled(first: Layout, second: Layout) -> Result<Layout, LayoutError> {
    Layout::from_modes(std::iter::once(first).chain(second.modes()))
}

fn pack_flat(first: Layout, second: Layout) -> Result<Layout, LayoutError> {
    Layout::from_modes(first.modes().into_iter().chain(second.modes()))
}

/// `((tile_0, tile_1, …), (rest_0, rest_1, …, untouched…))`.
pub fn zipped_divide(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    let (t, r) = divide_parts(a, tiler)?;
    pack_zipped(t, r)
}

/// `((tile_0, tile_1, …), rest_0, rest_1, …, untouched…)`.
pub fn tiled_divide(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    let (t, r) = divide_parts(a, tiler)?;
    pack_tiled(t, r)
}

/// `(tile_0, tile_1, …, rest_0, rest_1, …, untouched…)`.
pub fn flat_divide(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    let (t, r) = divide_parts(a, tiler)?;
    pack_flat(t, r)
}

// ---------------------------------------------------------------- product

/// `logical_product(A, B)`.
///
/// Layout tiler: `(A, complement(A, size(A)·cosize(B)) ∘ B)`: mode 0 is one
/// copy of `A`, mode 1 says where the copies go, laid out like `B` over the
/// space `A` leaves free. By-mode tiler: per mode, untouched modes kept.
///
/// ```
/// use tileas_layout::{logical_product, Layout, Tiler};
/// let p = logical_product(&"(2,2):(4,1)".parse()?, &"6:1".parse::<Tiler>()?)?;
/// assert_eq!(p.to_string(), "((2,2),(2,3)):((4,1),(2,8))");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn logical_product(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    match tiler {
        Tiler::Layout(b) => {
            let c = complement(a, mul(a.size(), b.cosize())?)?;
            Layout::from_modes([a.clone(), composition(&c, b)?])
        }
        Tiler::ByMode(ts) => {
            check_rank(a, ts)?;
            let modes = a.modes();
            let mut out = Vec::with_capacity(modes.len());
            for (i, m) in modes.iter().enumerate() {
                out.push(match ts.get(i) {
                    Some(t) => logical_product(m, t)?,
                    None => m.clone(),
                });
            }
            Layout::from_modes(out)
        }
    }
}

fn product_parts(a: &Layout, tiler: &Tiler) -> Result<(Layout, Layout), LayoutError> {
    match tiler {
        Tiler::Layout(_) => {
            let p = logical_product(a, tiler)?;
            Ok((p.mode(0).ok_or(LayoutError::EmptyTuple)?, p.mode(1).ok_or(LayoutError::EmptyTuple)?))
        }
        Tiler::ByMode(ts) => {
            check_rank(a, ts)?;
            let modes = a.modes();
            let (mut blocks, mut reps) = (Vec::new(), Vec::new());
            for (m, t) in modes.iter().zip(ts) {
                let (x, y) = product_parts(m, t)?;
                blocks.push(x);
                reps.push(y);
            }
            reps.extend(modes[ts.len()..].iter().cloned());
            Ok((Layout::from_modes(blocks)?, Layout::from_modes(reps)?))
        }
    }
}

/// `((block_0, …), (repeat_0, …, untouched…))`, regrouped like [`zipped_divide`].
pub fn zipped_product(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    let (x, y) = product_parts(a, tiler)?;
    pack_zipped(x, y)
}

/// `((block_0, …), repeat_0, …, untouched…)`, regrouped like [`tiled_divide`].
pub fn tiled_product(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    let (x, y) = product_parts(a, tiler)?;
    pack_tiled(x, y)
}

/// `(block_0, …, repeat_0, …, untouched…)`, regrouped like [`flat_divide`].
pub fn flat_product(a: &Layout, tiler: &Tiler) -> Result<Layout, LayoutError> {
    let (x, y) = product_parts(a, tiler)?;
    pack_flat(x, y)
}

/// Pads `l` with `1:0` modes up to rank `r` (CuTe `append<R>`).
fn pad_rank(l: &Layout, r: usize) -> Result<Layout, LayoutError> {
    if l.rank() >= r {
        return Ok(l.clone());
    }
    let unit = Layout::new(1, 0)?;
    Layout::from_modes(l.modes().into_iter().chain(std::iter::repeat_n(unit, r - l.rank())))
}

/// Shared part of blocked/raked: `(A', complement(A')∘B')` with both padded to
/// `R = max(rank A, rank B)`, returned as the two rank-R halves.
fn rank_sensitive_parts(a: &Layout, b: &Layout) -> Result<(Vec<Layout>, Vec<Layout>), LayoutError> {
    let r = a.rank().max(b.rank());
    let (a, b) = (pad_rank(a, r)?, pad_rank(b, r)?);
    let p = logical_product(&a, &Tiler::Layout(b))?;
    let (x, y) = (p.mode(0).ok_or(LayoutError::EmptyTuple)?, p.mode(1).ok_or(LayoutError::EmptyTuple)?);
    if r == 1 {
        // Rank-1 operands: composition may have split B's leaf into a sub-tuple,
        // which is still one mode.
        return Ok((vec![x], vec![y]));
    }
    Ok((x.modes(), y.modes()))
}

/// `blocked_product(A, B)`: `B` copies of the block `A`, each mode `i` being
/// `(A_i, B'_i)`: the block varies fastest, so blocks stay contiguous.
/// Result rank is `max(rank A, rank B)`.
///
/// Follows notes C §2.5.2 (`zip(get<0>, get<1>)`). Current CUTLASS also
/// coalesces each mode afterwards; [`Layout::coalesce_modes`] on the result
/// gives that form (same function).
pub fn blocked_product(a: &Layout, b: &Layout) -> Result<Layout, LayoutError> {
    let (x, y) = rank_sensitive_parts(a, b)?;
    Layout::from_modes(x.into_iter().zip(y).map(|(p, q)| Layout::from_modes([p, q])).collect::<Result<Vec<_>, _>>()?)
}

/// `raked_product(A, B)`: like [`blocked_product`] with each mode `(B'_i, A_i)`:
/// the repetition varies fastest, so the copies of `A` interleave.
pub fn raked_product(a: &Layout, b: &Layout) -> Result<Layout, LayoutError> {
    let (x, y) = rank_sensitive_parts(a, b)?;
    Layout::from_modes(x.into_iter().zip(y).map(|(p, q)| Layout::from_modes([q, p])).collect::<Result<Vec<_>, _>>()?)
}

// ---------------------------------------------------------------- inverses

/// `right_inverse(L)`: the largest `R` found by CuTe's stride walk with
/// `L(R(i)) == i` for all `i < size(R)` (`1:0` when `L` never hits offset 1).
///
/// Coalesce `L`; starting from stride 1, repeatedly take the mode whose stride
/// equals the current offset step, giving it the stride that index has in
/// `L`'s column-major index space. Negative-stride modes are never taken.
pub fn right_inverse(l: &Layout) -> Result<Layout, LayoutError> {
    let flat = l.coalesce();
    let (fs, fd) = (flat.shape().flatten(), flat.stride().flatten());
    let mut pre = Vec::with_capacity(fs.len());
    let mut acc = 1i64;
    for &s in &fs {
        pre.push(acc);
        acc = mul(acc, s)?;
    }
    let (mut rs, mut rd) = (Vec::new(), Vec::new());
    let mut next = 1i64;
    while let Some(k) = fd.iter().position(|&d| d == next) {
        rs.push(fs[k]);
        rd.push(pre[k]);
        match fs[k].checked_mul(fd[k]) {
            Some(n) if n != next => next = n,
            _ => break,
        }
        if rs.len() > fs.len() {
            break;
        }
    }
    if rs.is_empty() {
        return Layout::new(1, 0);
    }
    let tup = |v: Vec<i64>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect()).unwrap_single();
    Layout::new(tup(rs), tup(rd))
}

/// `left_inverse(L)`: `R` with `R(L(i)) == i` for all `i < size(L)`.
///
/// CuTe's definition `right_inverse((L, complement(L)))`, plus a check CuTe
/// leaves to the caller: the inverse must cover `L`'s whole image, otherwise
/// [`LayoutError::NoLeftInverse`] (e.g. `(2,2):(1,3)`, injective but with
/// offsets no layout can invert). Non-injective layouts give
/// [`LayoutError::NonInjective`]: a complement exists exactly when the sorted
/// strides satisfy `d_k >= d_(k-1)·s_(k-1)`, which implies injectivity.
pub fn left_inverse(l: &Layout) -> Result<Layout, LayoutError> {
    // A broadcast mode (stride 0, extent > 1) makes L non-injective; the
    // complement only sees the filtered layout, so check it here.
    if l.filter().size() != l.size() {
        return Err(LayoutError::NonInjective);
    }
    let c = complement_default(l)?;
    let r = right_inverse(&Layout::from_modes([l.clone(), c])?)?;
    let f = l.filter();
    if r.size() < f.cosize() {
        return Err(LayoutError::NoLeftInverse(l.to_string()));
    }
    Ok(r)
}
