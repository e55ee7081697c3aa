//! `reduce` through registers and warp shuffles, reading the operand's
//! thread-value layout as a map of bits (all tile extents are powers of two):
//! each element bit of the reduced dimension is fed by a slot bit (the
//! thread folds its own slots), a lane bit (a butterfly `shfl.sync`) or a
//! warp bit. Bits are folded from the lowest up, in registers until the
//! first warp bit; what is left — warp bits and the bits above them — goes
//! through the shared scratch once, as partials, instead of the whole tile.
//!
//! The combiner is applied in element order (lower element first, always
//! folding adjacent blocks from the lowest reduced bit up), so combiners that
//! are associative but not commutative — an argmax keeping the first of equal
//! values — give the result of the serial fold. Folding in that order also
//! means an index operand that grows along the reduced dimension is smaller
//! on the left, so an argmax's tie-break comparison is a constant
//! (`ordered_operands`). Layouts with a reduced lane
//! bit above a reduced warp bit, or whose lowest reduced bit is a warp bit,
//! fall back to the scratch
//! reduction (`exchange.rs`), as do tiles without a layout (IR that did
//! not go through `tileas-assign-layouts`).

use super::agents::WARP;
use super::exchange::{apply_combiner, apply_combiner_ordered, identities, round16, ReduceScan};
use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::PassFailed;
use melior::dialect::ods::arith;
use mlir_sys::*;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::TvLayout;

/// Which input bit feeds each reduced element bit, in element-bit order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Slot(u32),
    Lane(u32),
    Warp(u32),
}

/// How one reduction runs.
struct Plan {
    in_ty: MlirType,
    out_ty: MlirType,
    /// Element bits [lo, hi) are the reduced dimension.
    lo: u32,
    hi: u32,
    /// The reduced bits folded in registers, lowest element bit first, up
    /// to the first warp bit: slot bits (a thread combines two of its
    /// partials) and lane bits (butterfly shuffles).
    steps: Vec<Source>,
    /// Element bits reduced through the scratch, in element order (the
    /// reduced bits the steps leave).
    rest: Vec<u32>,
}

impl Plan {
    /// The thread bits the steps reduce (lanes, and warps exchanged in
    /// order): threads differing in them hold the same partials.
    fn thread_bits(&self) -> Vec<u32> {
        self.steps
            .iter()
            .filter_map(|s| match s {
                Source::Lane(i) | Source::Warp(i) => Some(*i),
                Source::Slot(_) => None,
            })
            .collect()
    }
}

/// Lowers a `reduce` with warp shuffles when its layout allows; `Ok(false)`
/// leaves it to the scratch reduction.
pub(super) fn lower(cx: &mut Lowering, f: &ReduceScan) -> Result<bool, PassFailed> {
    let Some(plan) = plan(cx, f) else { return Ok(false) };
    let partials = fold_in_registers(cx, f, &plan)?;
    let outs = match place_in_registers(cx, &plan, &partials) {
        Some(outs) => outs,
        None => through_scratch(cx, f, &plan, &partials)?,
    };
    for (j, out) in f.outs.iter().enumerate() {
        cx.set(*out, outs.iter().map(|slot| slot[j]).collect());
    }
    Ok(true)
}

fn plan(cx: &Lowering, f: &ReduceScan) -> Option<Plan> {
    let t = cx.num_threads;
    if f.scan || !f.tys.iter().all(|ty| shuffle_width(*ty).is_some()) {
        return None;
    }
    let in_ty = value_type(f.ins[0]);
    // Only tiles with an assigned layout: IR without layouts keeps the
    // serial schedule's scratch reduction (the fallback stays tested).
    let layout = TvLayout::of_type(in_ty)?;
    if f.ins.iter().any(|v| cx.layout(value_type(*v)) != layout) {
        return None;
    }
    plan_of(t, &layout, (in_ty, value_type(f.outs[0])), &f.shape, f.d, f.body)
}

/// The shared scratch (bytes) the lowering of `reduce` `op` in a kernel of
/// `threads` threads takes once its layouts are assigned: what this
/// reduction's exchanges need (`exchange_warps`, `through_scratch`, at
/// least one partial a thread at a time); `None` where it would fall back to
/// the scratch reduction (`exchange.rs`), whose need the caller estimates.
pub fn scratch_needed(op: MlirOperation, threads: i64) -> Option<i64> {
    let ins = operands(op);
    let outs = results(op);
    let in_ty = value_type(*ins.first()?);
    let layout = TvLayout::of_type(in_ty)?;
    if ins.iter().any(|v| TvLayout::of_type(value_type(*v)).as_ref() != Some(&layout)) || ins.len() != outs.len() {
        return None;
    }
    // The per-thread scalars: f8 as i8, tf32 as f32 (`Lowering::scalar_type`); no pointers.
    let bytes: Vec<i64> = ins
        .iter()
        .map(|v| {
            let e = typed::element_type(value_type(*v))?;
            let bits = if typed::is_tf32(e) { Some(32) } else { typed::int_width(e).or_else(|| typed::float_width(e)) };
            bits.filter(|w| matches!(w, 1 | 8 | 16 | 32 | 64)).map(|w| (i64::from(w) + 7) / 8)
        })
        .collect::<Option<_>>()?;
    let shape = typed::static_shape(in_ty)?;
    let d = usize::try_from(get_attr(op, "dim").and_then(typed::int_value)?).ok()?;
    if d >= shape.len() {
        return None;
    }
    // SAFETY: a reduce has one region; null means it is empty.
    let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)) };
    if body.ptr.is_null() {
        return None;
    }
    let p = plan_of(threads, &layout, (in_ty, value_type(outs[0])), &shape, d, body)?;
    let warps = p.steps.iter().any(|s| matches!(s, Source::Warp(_)));
    let exchange: i64 = if warps { bytes.iter().map(|b| round16(threads * b)).sum() } else { 0 };
    let n_out: i64 = typed::static_shape(value_type(outs[0])).map_or(1, |s| s.iter().product());
    let r_count = 1i64 << p.rest.len();
    let through: i64 = bytes.iter().map(|b| round16(n_out * r_count * b)).sum();
    Some(exchange.max(through))
}

/// The plan of a reduction of a tile of type `in_ty` with layout `layout`
/// (`threads` threads) along dimension `d` of `shape` into `out_ty`, with
/// combiner `body`.
fn plan_of(
    t: i64,
    layout: &TvLayout,
    (in_ty, out_ty): (MlirType, MlirType),
    shape: &[i64],
    d: usize,
    body: MlirBlock,
) -> Option<Plan> {
    if t < WARP || t % WARP != 0 {
        return None;
    }
    let bits = layout.to_cute().ok()?.bit_layout().ok()?;
    let log2 = |x: i64| x.trailing_zeros();
    let inner: i64 = shape[d + 1..].iter().product();
    let (lo, hi) = (log2(inner), log2(inner) + log2(shape[d]));
    let mut sources = Vec::new();
    for b in lo..hi {
        let slot = bits.value_bits.iter().position(|x| *x == Some(b));
        let thread = bits.thread_bits.iter().position(|x| *x == Some(b));
        sources.push(match (slot, thread) {
            (Some(j), None) => Source::Slot(j as u32),
            (None, Some(i)) if (i as i64) < log2(WARP) as i64 => Source::Lane(i as u32),
            (None, Some(i)) => Source::Warp(i as u32),
            _ => return None,
        });
    }
    // A commutative combiner may fold in any order: every slot bit, then the
    // lanes, then the warps. Otherwise element order: registers up to the
    // first warp bit, the scratch from there on (a lane bit after a warp bit
    // cannot be shuffled in order).
    let mut order: Vec<(u32, Source)> = (lo..hi).zip(sources).collect();
    if commutative(body) {
        order.sort_by_key(|(_, s)| match s {
            Source::Slot(_) => 0,
            Source::Lane(_) => 1,
            Source::Warp(_) => 2,
        });
    }
    let first_warp = order.iter().position(|(_, s)| matches!(s, Source::Warp(_))).unwrap_or(order.len());
    if order[first_warp..].iter().any(|(_, s)| !matches!(s, Source::Warp(_))) {
        // Slot or lane bits above a warp bit, in element order: fold every
        // bit in order, warp bits through a scratch exchange between
        // partner warps.
        let steps = order.iter().map(|(_, s)| *s).collect();
        return Some(Plan { in_ty, out_ty, lo, hi, steps, rest: Vec::new() });
    }
    if first_warp == 0 {
        return None;
    }
    let steps = order[..first_warp].iter().map(|(_, s)| *s).collect();
    let mut rest: Vec<u32> = order[first_warp..].iter().map(|(b, _)| *b).collect();
    rest.sort_unstable();
    Some(Plan { in_ty, out_ty, lo, hi, steps, rest })
}

/// Bits a shuffled scalar takes (`None`: not shuffled).
fn shuffle_width(ty: MlirType) -> Option<u32> {
    typed::int_width(ty).or_else(|| typed::float_width(ty)).filter(|w| matches!(w, 1 | 8 | 16 | 32 | 64))
}

/// Folds the register steps in element-bit order, so the combiner always
/// joins two adjacent blocks of elements, the lower one on its left: a slot
/// bit pairs partial `k` with `k | bit` in the same thread, a lane bit pairs
/// lanes through a butterfly shuffle (the lane whose bit is 0 holds the
/// lower elements). Returns the partials left: (slot of the first element,
/// operand values), in slot order.
fn fold_in_registers(cx: &mut Lowering, f: &ReduceScan, p: &Plan) -> Result<Vec<(usize, Vec<MlirValue>)>, PassFailed> {
    let slots: Vec<Vec<MlirValue>> = f.ins.iter().map(|v| cx.slots(*v)).collect();
    let mut partials: Vec<(usize, Vec<MlirValue>)> =
        (0..slots[0].len()).map(|k| (k, slots.iter().map(|s| s[k]).collect())).collect();
    let redux = redux_intrinsic(f, p).map(typed::nvvm_intrinsic);
    let ordered = ordered_operands(f);
    let mut reduxed = false;
    for step in &p.steps {
        match (*step, &redux) {
            // All five lane bits in one `redux.sync` a partial (the combiner
            // is commutative, so its lane steps are adjacent).
            (Source::Lane(_), Some(name)) => {
                if !std::mem::replace(&mut reduxed, true) {
                    let mask = cx.b.const_int(cx.b.int_type(32), -1);
                    for (_, acc) in partials.iter_mut() {
                        acc[0] = cx.b.call_intrinsic(name, &[acc[0], mask], value_type(acc[0]));
                    }
                }
            }
            (Source::Slot(j), _) => {
                let bit = 1usize << j;
                let mut folded = Vec::new();
                for (key, lhs) in partials.iter().filter(|(k, _)| k & bit == 0) {
                    let Some((_, rhs)) = partials.iter().find(|(k, _)| *k == key | bit) else { continue };
                    folded.push((*key, apply_combiner_ordered(cx, f.op, f.body, lhs, rhs, &ordered)?));
                }
                partials = folded;
            }
            (Source::Lane(i), None) => {
                let bit = cx.iop(arith::AndIOperation::name(), cx.tid, cx.b.const_int(cx.b.int_type(32), 1 << i));
                let upper = cx.icmp(typed::ICmpPredicate::Ne, bit, cx.b.const_int(cx.b.int_type(32), 0));
                let symmetric = commutative(f.body);
                for (_, acc) in partials.iter_mut() {
                    let other: Vec<MlirValue> = acc.iter().map(|v| shuffle_xor(cx, *v, 1 << i)).collect();
                    if symmetric {
                        *acc = apply_combiner(cx, f.op, f.body, acc, &other)?;
                        continue;
                    }
                    *acc = combine_across(cx, f, &ordered, upper, acc, &other)?;
                }
            }
            (Source::Warp(i), _) => partials = exchange_warps(cx, f, partials, i)?,
        }
    }
    Ok(partials)
}

/// One warp bit folded in element order: every thread writes its partials
/// to the scratch, one barrier, reads those of the thread whose bit `i`
/// differs, combines (the thread with the bit clear holds the lower
/// elements), one barrier — in as many rounds as the scratch needs.
fn exchange_warps(
    cx: &mut Lowering,
    f: &ReduceScan,
    partials: Vec<(usize, Vec<MlirValue>)>,
    i: u32,
) -> Result<Vec<(usize, Vec<MlirValue>)>, PassFailed> {
    let t = cx.num_threads;
    let per_partial: i64 = f.tys.iter().map(|ty| round16(t * cx.scratch_bytes(*ty))).sum();
    let per_round = (cx.scratch_capacity() / per_partial.max(1)).clamp(1, partials.len().max(1) as i64) as usize;
    super::exchange::check_scratch(cx, f.op, per_partial)?;
    let i32t = cx.b.int_type(32);
    let partner = cx.iop(arith::XOrIOperation::name(), cx.tid, cx.b.const_int(i32t, 1 << i));
    let bit = cx.iop(arith::AndIOperation::name(), cx.tid, cx.b.const_int(i32t, 1 << i));
    let upper = cx.icmp(typed::ICmpPredicate::Ne, bit, cx.b.const_int(i32t, 0));
    let ordered = ordered_operands(f);
    let mut out = Vec::with_capacity(partials.len());
    for round in partials.chunks(per_round) {
        // Operand j of the round's partial n sits at byte j·(round·T·size)…
        let mut offsets = Vec::new();
        let mut off = 0;
        for ty in &f.tys {
            offsets.push(off);
            off = round16(off + round.len() as i64 * t * cx.scratch_bytes(*ty));
        }
        let at = |cx: &Lowering, n: usize, thread: MlirValue| {
            cx.iop(arith::AddIOperation::name(), cx.b.const_int(i32t, n as i64 * t), thread)
        };
        for (n, (_, vals)) in round.iter().enumerate() {
            let idx = at(cx, n, cx.tid);
            for ((v, ty), of) in vals.iter().zip(&f.tys).zip(&offsets) {
                let ptr = cx.scratch_ptr(*of, *ty, idx);
                cx.b.store(cx.to_storage(*v), ptr);
            }
        }
        cx.barrier();
        for (n, (key, acc)) in round.iter().enumerate() {
            let idx = at(cx, n, partner);
            let other: Vec<MlirValue> =
                f.tys.iter().zip(&offsets).map(|(ty, of)| cx.scratch_read(*of, *ty, idx)).collect();
            out.push((*key, combine_across(cx, f, &ordered, upper, acc, &other)?));
        }
        cx.barrier();
    }
    Ok(out)
}

/// Folds a thread's partials `mine` with `other`'s, those of the thread
/// whose lane or warp bit differs (`upper`: this thread's is set, it holds
/// the higher elements), in element order, so both threads get the same
/// result. A combiner that keeps one side whole (`selects_on_one_condition`)
/// has its condition on the partials in order, and each thread keeps its own
/// where that side is its own (`c` in the lower thread, `!c` in the upper):
/// one select an operand, and only what the condition reads is put in order
/// (the other operands' swaps are dead). Any other combiner, or one of a
/// single operand, gets both sides of every operand in order.
fn combine_across(
    cx: &mut Lowering,
    f: &ReduceScan,
    ordered: &[bool],
    upper: MlirValue,
    mine: &[MlirValue],
    other: &[MlirValue],
) -> Result<Vec<MlirValue>, PassFailed> {
    let (lhs, rhs) = (select_all(cx, upper, other, mine), select_all(cx, upper, mine, other));
    let combined = apply_combiner_ordered(cx, f.op, f.body, &lhs, &rhs, ordered)?;
    // One operand: its select is the combiner's own, nothing to save.
    if mine.len() < 2 || !selects_on_one_condition(f.body) {
        return Ok(combined);
    }
    let Some(c) = condition_of(combined[0]) else { return Ok(combined) };
    let keep = cx.b.op1(arith::XOrIOperation::name(), &[c, upper], cx.b.int_type(1), &[]);
    Ok(select_all(cx, keep, mine, other))
}

/// The `redux.sync` (`llvm.nvvm.<name>`) that folds a whole warp's
/// partials of reduction `f` in one instruction, where the steps reduce all
/// five lane bits, its one operand is i32 and its combiner a commutative
/// integer op PTX has (`add`, `min`/`max` signed or not, `and`, `or`,
/// `xor`; sm_80 on), or f32 and a minimum or maximum on sm_100/101/103
/// (`redux.sync.max{.NaN}.f32`, arch-conditional there: the driver's
/// `sm_100a`), without flush-to-zero (`redux` keeps subnormals). NVIDIA's
/// tileiras folds its sm_100 row maxima so (`argmax_rows_f32`): one
/// `REDUX` where the butterfly takes five shuffles and five combines.
fn redux_intrinsic(f: &ReduceScan, p: &Plan) -> Option<&'static str> {
    let lanes: u32 = p.steps.iter().map(|s| if let Source::Lane(i) = s { 1 << i } else { 0 }).sum();
    if f.ins.len() != 1 || lanes != (1 << WARP.trailing_zeros()) - 1 || !commutative(f.body) {
        return None;
    }
    let op = *block_ops(f.body).first()?;
    let name = op_name(op);
    let elem = f.tys[0];
    if typed::is_int(elem, 32) {
        let table = [
            (arith::AddIOperation::name(), "redux.sync.add"),
            (arith::AndIOperation::name(), "redux.sync.and"),
            (arith::OrIOperation::name(), "redux.sync.or"),
            (arith::XOrIOperation::name(), "redux.sync.xor"),
            (arith::MaxSIOperation::name(), "redux.sync.max"),
            (arith::MinSIOperation::name(), "redux.sync.min"),
            (arith::MaxUIOperation::name(), "redux.sync.umax"),
            (arith::MinUIOperation::name(), "redux.sync.umin"),
        ];
        return table.iter().find(|(n, _)| *n == name).map(|(_, r)| *r);
    }
    let float_redux = typed::compute_capability(f.op).is_some_and(|cc| matches!(cc, 100 | 101 | 103));
    if !typed::is_f32(elem) || !float_redux || get_attr(op, typed::TILEAA_FTZ_ATTR).is_some() {
        return None;
    }
    let table = [
        (arith::MaxNumFOperation::name(), "redux.sync.fmax"),
        (arith::MinNumFOperation::name(), "redux.sync.fmin"),
        (arith::MaximumFOperation::name(), "redux.sync.fmax.NaN"),
        (arith::MinimumFOperation::name(), "redux.sync.fmin.NaN"),
    ];
    table.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

/// Whether the combiner is one commutative op on its two arguments (sums,
/// products, bitwise ops, minima and maxima), so a lane need not know
/// which side its own partial goes on.
fn commutative(body: MlirBlock) -> bool {
    let ops = block_ops(body);
    let args = block_args(body);
    let [op, yield_op] = ops.as_slice() else { return false };
    if args.len() != 2 || operands(*yield_op).len() != 1 || results(*op).len() != 1 {
        return false;
    }
    let name = op_name(*op);
    let symmetric = [
        arith::AddFOperation::name(),
        arith::MulFOperation::name(),
        arith::MaximumFOperation::name(),
        arith::MinimumFOperation::name(),
        arith::MaxNumFOperation::name(),
        arith::MinNumFOperation::name(),
        arith::AddIOperation::name(),
        arith::MulIOperation::name(),
        arith::AndIOperation::name(),
        arith::OrIOperation::name(),
        arith::XOrIOperation::name(),
        arith::MaxSIOperation::name(),
        arith::MinSIOperation::name(),
        arith::MaxUIOperation::name(),
        arith::MinUIOperation::name(),
    ]
    .contains(&name.as_str());
    let ins = operands(*op);
    let on_args = ins.len() == 2
        && ((ins[0].ptr == args[0].ptr && ins[1].ptr == args[1].ptr)
            || (ins[0].ptr == args[1].ptr && ins[1].ptr == args[0].ptr));
    symmetric && on_args && operands(*yield_op)[0].ptr == result0(*op).ptr
}

/// Per operand of reduction `f`: whether its partials, folded lower block
/// on the left, always have `lhs < rhs`. That holds for an integer operand
/// that strictly grows along the reduced dimension (an index tile: a
/// `make_range` seen through views, broadcasts of other dimensions, slices
/// and layout changes, small enough not to wrap as a signed value) whose
/// combiner result is one of its two arguments (`select`), so every
/// partial is the index of an element of its block.
fn ordered_operands(f: &ReduceScan) -> Vec<bool> {
    if commutative(f.body) {
        // Folded in any order (`plan_of`), not lower block first.
        return vec![false; f.ins.len()];
    }
    let args = block_args(f.body);
    if args.len() != 2 * f.ins.len() {
        // A malformed combiner: `apply_combiner` reports it.
        return vec![false; f.ins.len()];
    }
    let yielded = block_ops(f.body).last().map(|y| operands(*y)).unwrap_or_default();
    f.ins
        .iter()
        .enumerate()
        .map(|(j, v)| {
            let picks = yielded.get(j).is_some_and(|y| picks_an_argument(*y, args[2 * j], args[2 * j + 1]));
            picks && increasing_along(*v, f.d)
        })
        .collect()
}

/// Whether every result of combiner `body` is `select(c, lhs_j, rhs_j)`
/// on one condition `c`: the combiner keeps its left or its right partial
/// whole.
fn selects_on_one_condition(body: MlirBlock) -> bool {
    let args = block_args(body);
    let Some(yield_op) = block_ops(body).last().copied() else { return false };
    let ys = operands(yield_op);
    if ys.is_empty() || args.len() != 2 * ys.len() {
        return false;
    }
    let mut cond: Option<MlirValue> = None;
    ys.iter().enumerate().all(|(j, y)| {
        let Some(op) = defining_op(*y).filter(|op| op_name(*op) == arith::SelectOperation::name()) else {
            return false;
        };
        let ins = operands(op);
        let same = cond.get_or_insert(ins[0]).ptr == ins[0].ptr;
        same && ins[1].ptr == args[2 * j].ptr && ins[2].ptr == args[2 * j + 1].ptr
    })
}

/// The condition of the `select` that defines `v`.
fn condition_of(v: MlirValue) -> Option<MlirValue> {
    let op = defining_op(v).filter(|op| op_name(*op) == arith::SelectOperation::name())?;
    operands(op).first().copied()
}

/// Whether `y` is `a`, `b`, or an `arith.select` between them.
fn picks_an_argument(y: MlirValue, a: MlirValue, b: MlirValue) -> bool {
    let arg = |v: MlirValue| v.ptr == a.ptr || v.ptr == b.ptr;
    if arg(y) {
        return true;
    }
    defining_op(y).is_some_and(|op| {
        let ins = operands(op);
        op_name(op) == arith::SelectOperation::name() && ins.len() == 3 && arg(ins[1]) && arg(ins[2])
    })
}

/// Whether integer tile `v` strictly increases along dimension `d`
/// (signed and unsigned: a `make_range` that fits the element's signed range).
fn increasing_along(v: MlirValue, d: usize) -> bool {
    let ty = value_type(v);
    let Some(shape) = typed::static_shape(ty) else { return false };
    let Some(op) = defining_op(v) else { return false };
    let name = op_name(op);
    let source = || operands(op).first().copied();
    let source_shape = || source().and_then(|s| typed::static_shape(value_type(s)));
    if name == nv_tileaa::MakeRangeOperation::name() {
        let width = typed::element_type(ty).and_then(typed::int_width).unwrap_or(0);
        return d == 0 && shape.len() == 1 && width >= 2 && shape[0] <= 1i64 << (width - 1).min(62);
    }
    if name == nv_tileas::ConvertLayoutOperation::name() || name == nv_tileaa::ExtractSliceOperation::name() {
        return source().is_some_and(|s| increasing_along(s, d));
    }
    if name == nv_tileaa::BroadcastOperation::name() {
        // Repeated along another dimension only.
        return source_shape().is_some_and(|s| s.len() == shape.len() && s[d] == shape[d])
            && source().is_some_and(|s| increasing_along(s, d));
    }
    if name == nv_tileaa::ViewOperation::name() {
        // A row-major view of a range counts up along every dimension; other
        // views only when they add or drop unit dimensions.
        let Some(s) = source() else { return false };
        if is_flat_range(s) {
            return true;
        }
        let Some(from) = source_shape() else { return false };
        let non_unit =
            |sh: &[i64]| sh.iter().enumerate().filter(|(_, x)| **x != 1).map(|(i, x)| (i, *x)).collect::<Vec<_>>();
        let (a, b) = (non_unit(&from), non_unit(&shape));
        let same = a.len() == b.len() && a.iter().zip(&b).all(|(x, y)| x.1 == y.1);
        return same && b.iter().position(|(i, _)| *i == d).is_some_and(|k| increasing_along(s, a[k].0));
    }
    false
}

/// Whether `v` is a `make_range`, possibly through views: its elements are
/// their row-major positions.
fn is_flat_range(v: MlirValue) -> bool {
    let Some(op) = defining_op(v) else { return false };
    let name = op_name(op);
    if name == nv_tileaa::MakeRangeOperation::name() {
        return increasing_along(v, 0);
    }
    (name == nv_tileaa::ViewOperation::name() || name == nv_tileas::ConvertLayoutOperation::name())
        && operands(op).first().is_some_and(|s| is_flat_range(*s))
}

/// `shfl.sync.bfly` of any scalar of up to 64 bits, in 32-bit pieces.
fn shuffle_xor(cx: &Lowering, v: MlirValue, mask: i64) -> MlirValue {
    shuffle(cx, v, "shfl.sync.bfly.i32", mask, WARP - 1)
}

/// A `shfl.sync` intrinsic (`llvm.nvvm.<name>`, an i32 shuffle) of any
/// scalar of up to 64 bits, in 32-bit pieces.
fn shuffle(cx: &Lowering, v: MlirValue, name: &str, b: i64, c: i64) -> MlirValue {
    let ty = value_type(v);
    let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
    let width = shuffle_width(ty).unwrap_or(32);
    let int_ty = cx.b.int_type(width);
    let bits =
        if typed::int_width(ty).is_some() { v } else { cx.b.op1(arith::BitcastOperation::name(), &[v], int_ty, &[]) };
    let shfl = |x: MlirValue| {
        let args = [cx.b.const_int(i32t, -1), x, cx.b.const_int(i32t, b), cx.b.const_int(i32t, c)];
        cx.b.call_intrinsic(&typed::nvvm_intrinsic(name), &args, i32t)
    };
    let moved = match width {
        32 => shfl(bits),
        64 => {
            let lo = cx.b.op1(arith::TruncIOperation::name(), &[bits], i32t, &[]);
            let sh = cx.b.op1(arith::ShRUIOperation::name(), &[bits, cx.b.const_int(i64t, 32)], i64t, &[]);
            let hi = cx.b.op1(arith::TruncIOperation::name(), &[sh], i32t, &[]);
            let (lo, hi) = (shfl(lo), shfl(hi));
            let lo = cx.b.op1(arith::ExtUIOperation::name(), &[lo], i64t, &[]);
            let hi = cx.b.op1(arith::ExtUIOperation::name(), &[hi], i64t, &[]);
            let hi = cx.b.op1(arith::ShLIOperation::name(), &[hi, cx.b.const_int(i64t, 32)], i64t, &[]);
            cx.b.op1(arith::OrIOperation::name(), &[hi, lo], i64t, &[])
        }
        _ => {
            let wide = cx.b.op1(arith::ExtUIOperation::name(), &[bits], i32t, &[]);
            cx.b.op1(arith::TruncIOperation::name(), &[shfl(wide)], int_ty, &[])
        }
    };
    if typed::int_width(ty).is_some() {
        moved
    } else {
        cx.b.op1(arith::BitcastOperation::name(), &[moved], ty, &[])
    }
}

/// Output element of the partial `key` in thread `t`: the element with the
/// reduced bits removed (the reduced lane bits of `t` do not matter).
fn out_element(layout: &TvLayout, p: &Plan, t: i64, key: usize) -> i64 {
    let e = layout.element(t, key as i64);
    (e & ((1 << p.lo) - 1)) | ((e >> p.hi) << p.lo)
}

/// When nothing is left for the scratch and every output slot of the result
/// layout is one partial of every thread (the same partial in all of them),
/// the partials are the result.
fn place_in_registers(cx: &Lowering, p: &Plan, partials: &[(usize, Vec<MlirValue>)]) -> Option<Vec<Vec<MlirValue>>> {
    if !p.rest.is_empty() {
        return None;
    }
    let t = cx.num_threads;
    let layout = cx.layout(p.in_ty);
    let scalar = Lowering::shape(p.out_ty).is_none();
    let out_layout = (!scalar).then(|| cx.layout(p.out_ty));
    let mut outs = Vec::new();
    for k_out in 0..cx.num_slots(p.out_ty) as i64 {
        let want = |tid: i64| out_layout.as_ref().map_or(0, |l| l.element(tid, k_out));
        let (key, vals) = partials.iter().find(|(key, _)| out_element(&layout, p, 0, *key) == want(0))?;
        if (0..t).any(|tid| out_element(&layout, p, tid, *key) != want(tid)) {
            return None;
        }
        outs.push(vals.clone());
    }
    Some(outs)
}

/// The partials left after the lanes go through the scratch: the owner of
/// each (the thread whose reduced lane bits are 0) writes it at
/// `out · R + r` (r: the remaining reduced bits, compressed in order), one
/// barrier, each output slot folds its R partials in order, one barrier.
fn through_scratch(
    cx: &mut Lowering,
    f: &ReduceScan,
    p: &Plan,
    partials: &[(usize, Vec<MlirValue>)],
) -> Result<Vec<Vec<MlirValue>>, PassFailed> {
    let r_count = 1i64 << p.rest.len();
    let n_out = Lowering::num_elements(p.out_ty);
    let mut offsets = Vec::new();
    let mut off = 0;
    for ty in &f.tys {
        offsets.push(off);
        off = round16(off + n_out * r_count * cx.scratch_bytes(*ty));
    }
    super::exchange::check_scratch(cx, f.op, off)?;
    let i32t = cx.b.int_type(32);
    let c = |cx: &Lowering, v: i64| cx.b.const_int(i32t, v);
    let lane_mask: i64 = p.thread_bits().iter().map(|i| 1i64 << i).sum();
    for (key, vals) in partials {
        let e = cx.element_index(*key, p.in_ty);
        let low = cx.iop(arith::AndIOperation::name(), e, c(cx, (1 << p.lo) - 1));
        let high = cx.iop(arith::ShRUIOperation::name(), e, c(cx, p.hi as i64));
        let high = cx.iop(arith::ShLIOperation::name(), high, c(cx, p.lo as i64));
        let o = cx.iop(arith::OrIOperation::name(), low, high);
        let mut idx = cx.iop(arith::MulIOperation::name(), o, c(cx, r_count));
        for (i, b) in p.rest.iter().enumerate() {
            let bit = cx.iop(arith::ShRUIOperation::name(), e, c(cx, *b as i64));
            let bit = cx.iop(arith::AndIOperation::name(), bit, c(cx, 1));
            let bit = cx.iop(arith::ShLIOperation::name(), bit, c(cx, i as i64));
            idx = cx.iop(arith::OrIOperation::name(), idx, bit);
        }
        let mut own = cx.is_owner(*key, p.in_ty);
        if lane_mask != 0 {
            let lanes = cx.iop(arith::AndIOperation::name(), cx.tid, c(cx, lane_mask));
            let first = cx.icmp(typed::ICmpPredicate::Eq, lanes, c(cx, 0));
            own = cx.b.op1(arith::AndIOperation::name(), &[own, first], cx.b.int_type(1), &[]);
        }
        let saved = cx.b;
        cx.b = cx.b.if_then(own);
        for ((v, ty), of) in vals.iter().zip(&f.tys).zip(&offsets) {
            let ptr = cx.scratch_ptr(*of, *ty, idx);
            cx.b.store(cx.to_storage(*v), ptr);
        }
        cx.b = saved;
    }
    cx.barrier();
    let mut outs = Vec::new();
    for k_out in 0..cx.num_slots(p.out_ty) {
        let o = if Lowering::shape(p.out_ty).is_some() { cx.element_index(k_out, p.out_ty) } else { c(cx, 0) };
        let base = cx.iop(arith::MulIOperation::name(), o, c(cx, r_count));
        let init = identities(cx, f.op, &f.tys)?;
        let tys = f.tys.clone();
        let offs = offsets.clone();
        let acc = super::exchange::fold(cx, f.op, f.body, init, r_count, &|cx: &Lowering, r: MlirValue| {
            let idx = cx.iop(arith::AddIOperation::name(), base, r);
            tys.iter().zip(&offs).map(|(t, of)| cx.scratch_read(*of, *t, idx)).collect()
        })?;
        outs.push(acc);
    }
    cx.barrier();
    Ok(outs)
}

/// Inclusive `scan` (not reversed) in registers and shuffles when the
/// scanned dimension's bits are slot bits followed by consecutive thread
/// bits (lanes, then possibly warps) and the result keeps the operand's
/// layout: each thread scans its runs serially, the run totals are scanned
/// across the lanes (Hillis–Steele with `shfl.sync.up`), and each run takes
/// the total of the lanes before it on its left. A line that spans warps
/// then adds the totals of the warps before (`warp_prefixes`: the last lane
/// of each warp's part writes its total to the scratch, one barrier, each
/// thread folds those of the warps before its own in order). `Ok(false)`
/// leaves the scan to the scratch (`exchange.rs`).
pub(super) fn lower_scan(cx: &mut Lowering, f: &ReduceScan) -> Result<bool, PassFailed> {
    let Some(plan) = scan_plan(cx, f) else { return Ok(false) };
    let ScanPlan { ref slot_bits, lane0, lanes, warps } = plan;
    let slots: Vec<Vec<MlirValue>> = f.ins.iter().map(|v| cx.slots(*v)).collect();
    let k_slots = slots[0].len();
    let run_mask: usize = slot_bits.iter().map(|j| 1usize << j).sum();
    let i32t = cx.b.int_type(32);
    let index = cx.iop(arith::ShRUIOperation::name(), cx.tid, cx.b.const_int(i32t, lane0 as i64));
    let index = cx.iop(arith::AndIOperation::name(), index, cx.b.const_int(i32t, (1 << lanes) - 1));
    // Per run: its slots in element order, their serial scan, the inclusive
    // scan of the run totals over the lanes.
    let mut runs: Vec<ScanRun> = Vec::new();
    for key in (0..k_slots).filter(|k| k & run_mask == 0) {
        // The run's slots in element order (ascending slot-bit combinations).
        let members: Vec<usize> = (0..1usize << slot_bits.len())
            .map(|c| {
                key | slot_bits.iter().enumerate().filter(|(i, _)| c >> i & 1 == 1).map(|(_, j)| 1 << j).sum::<usize>()
            })
            .collect();
        let at = |k: usize| slots.iter().map(|s| s[k]).collect::<Vec<_>>();
        let mut acc = at(members[0]);
        let mut scanned = vec![acc.clone()];
        for &k in &members[1..] {
            acc = apply_combiner(cx, f.op, f.body, &acc, &at(k))?;
            scanned.push(acc.clone());
        }
        let mut total = acc;
        for s in 0..lanes {
            let d = 1i64 << s;
            let from: Vec<MlirValue> = total.iter().map(|v| shuffle_up(cx, *v, d << lane0)).collect();
            let combined = apply_combiner(cx, f.op, f.body, &from, &total)?;
            let take = cx.icmp(typed::ICmpPredicate::Uge, index, cx.b.const_int(i32t, d));
            total = select_all(cx, take, &combined, &total);
        }
        runs.push((members, scanned, total));
    }
    // A reduce of the same tile later in the block takes the line's total.
    let sibling =
        (runs.len() == 1 && lane0 == 0 && 1i64 << (5 + warps) == cx.num_threads).then(|| sibling_reduce(f)).flatten();
    let prefixes = if warps > 0 {
        let totals: Vec<Vec<MlirValue>> = runs.iter().map(|r| r.2.clone()).collect();
        let (prefixes, later, total) = warp_prefixes(cx, f, &totals, &plan, index, sibling.is_some())?;
        if let (Some(reduce), Some(total)) = (sibling, total) {
            cx.scan_totals.insert(reduce.ptr as usize, total);
        }
        Some((prefixes, later))
    } else {
        None
    };
    let mut out: Vec<Vec<MlirValue>> = vec![Vec::new(); k_slots];
    for (i, (members, scanned, total)) in runs.iter().enumerate() {
        // The total before this lane, on the left of each of its elements.
        let before: Vec<MlirValue> = total.iter().map(|v| shuffle_up(cx, *v, 1 << lane0)).collect();
        let not_first = cx.icmp(typed::ICmpPredicate::Ne, index, cx.b.const_int(i32t, 0));
        for (&k, value) in members.iter().zip(scanned) {
            let with = apply_combiner(cx, f.op, f.body, &before, value)?;
            out[k] = select_all(cx, not_first, &with, value);
            if let Some((prefix, later_warp)) = prefixes.as_ref().map(|p| (&p.0[i], p.1)) {
                let with = apply_combiner(cx, f.op, f.body, prefix, &out[k])?;
                out[k] = select_all(cx, later_warp, &with, &out[k]);
            }
        }
    }
    for (j, res) in f.outs.iter().enumerate() {
        cx.set(*res, out.iter().map(|slot| slot[j]).collect());
    }
    Ok(true)
}

/// One run of a thread's slots along a scanned line: the slots in element
/// order, their serial inclusive scan, and the inclusive scan of the run
/// totals over the lanes.
type ScanRun = (Vec<usize>, Vec<Vec<MlirValue>>, Vec<MlirValue>);

/// How a scanned line lies on the threads (`scan_plan`): its slot bits, its
/// lowest lane bit, its lane bits, then its warp bits (thread bits 5 up).
struct ScanPlan {
    slot_bits: Vec<u32>,
    lane0: u32,
    lanes: u32,
    warps: u32,
}

/// The combined totals of the warps before this thread's in its line, per
/// run (`totals`: each run's inclusive scan over the lanes, whose last lane
/// holds the warp's total), and whether this thread's warp has any before
/// it; with `want_total`, also the first run's total over all the line's
/// warps. Scratch: run × warp of the CTA × line within the warp.
fn warp_prefixes(
    cx: &mut Lowering,
    f: &ReduceScan,
    totals: &[Vec<MlirValue>],
    plan: &ScanPlan,
    index: MlirValue,
    want_total: bool,
) -> Result<WarpPrefixes, PassFailed> {
    let i32t = cx.b.int_type(32);
    let c = |cx: &Lowering, v: i64| cx.b.const_int(i32t, v);
    let warps_in_cta = cx.num_threads / WARP;
    let low = 1i64 << plan.lane0;
    let mut offsets = Vec::new();
    let mut off = 0;
    for ty in &f.tys {
        offsets.push(off);
        off = super::exchange::round16(off + totals.len() as i64 * warps_in_cta * low * cx.scratch_bytes(*ty));
    }
    super::exchange::check_scratch(cx, f.op, off)?;
    let warp = cx.iop(arith::ShRUIOperation::name(), cx.tid, c(cx, 5));
    let line_lane = cx.iop(arith::AndIOperation::name(), cx.tid, c(cx, low - 1));
    let slot_of = |cx: &Lowering, run: usize, w: MlirValue| {
        let idx = cx.iop(arith::AddIOperation::name(), w, c(cx, run as i64 * warps_in_cta));
        let idx = cx.iop(arith::MulIOperation::name(), idx, c(cx, low));
        cx.iop(arith::AddIOperation::name(), idx, line_lane)
    };
    // Earlier exchanges may still read the scratch.
    cx.barrier_before_scratch();
    let last = cx.icmp(typed::ICmpPredicate::Eq, index, c(cx, (1 << plan.lanes) - 1));
    let saved = cx.b;
    cx.b = cx.b.if_then(last);
    for (run, total) in totals.iter().enumerate() {
        let idx = slot_of(cx, run, warp);
        for ((v, ty), of) in total.iter().zip(&f.tys).zip(&offsets) {
            let ptr = cx.scratch_ptr(*of, *ty, idx);
            cx.b.store(cx.to_storage(*v), ptr);
        }
    }
    cx.b = saved;
    cx.barrier();
    let in_line = cx.iop(arith::AndIOperation::name(), warp, c(cx, (1 << plan.warps) - 1));
    let first_warp = cx.iop(arith::SubIOperation::name(), warp, in_line);
    let mut prefixes = Vec::new();
    for run in 0..totals.len() {
        let read = |cx: &Lowering, j: i64| -> Vec<MlirValue> {
            let w = cx.iop(arith::AddIOperation::name(), first_warp, c(cx, j));
            let idx = slot_of(cx, run, w);
            f.tys.iter().zip(&offsets).map(|(ty, of)| cx.scratch_read(*of, *ty, idx)).collect()
        };
        let mut acc = read(cx, 0);
        for j in 1..(1i64 << plan.warps) - 1 {
            let combined = apply_combiner(cx, f.op, f.body, &acc, &read(cx, j))?;
            let take = cx.icmp(typed::ICmpPredicate::Ugt, in_line, c(cx, j));
            acc = select_all(cx, take, &combined, &acc);
        }
        prefixes.push(acc);
    }
    let mut total = None;
    if want_total {
        let read = |cx: &Lowering, j: i64| -> Vec<MlirValue> {
            let idx = slot_of(cx, 0, cx.iop(arith::AddIOperation::name(), first_warp, c(cx, j)));
            f.tys.iter().zip(&offsets).map(|(ty, of)| cx.scratch_read(*of, *ty, idx)).collect()
        };
        let mut acc = read(cx, 0);
        for j in 1..1i64 << plan.warps {
            acc = apply_combiner(cx, f.op, f.body, &acc, &read(cx, j))?;
        }
        total = Some(acc);
    }
    // Nothing writes the scratch again before every thread has read it.
    cx.barrier();
    let later = cx.icmp(typed::ICmpPredicate::Ne, in_line, c(cx, 0));
    Ok((prefixes, later, total))
}

/// `warp_prefixes`' result: the prefixes per run, whether the thread's warp
/// has warps before it, and the line's total when asked for.
type WarpPrefixes = (Vec<Vec<MlirValue>>, MlirValue, Option<Vec<MlirValue>>);

/// A reduce later in the scan's block of the scan's one operand along the
/// same dimension of a 1-D tile, with the same combiner, one whose result
/// does not depend on the order it combines in (integer sums, products and
/// bitwise ops, minima and maxima): the scan's total is its result.
fn sibling_reduce(f: &ReduceScan) -> Option<MlirOperation> {
    if f.ins.len() != 1 || f.reverse || f.shape.len() != 1 || !exact_combiner(f.body) {
        return None;
    }
    let name = |b: MlirBlock| block_ops(b).first().map(|o| op_name(*o));
    uses(f.ins[0]).into_iter().map(|(user, _)| user).find(|user| {
        // SAFETY: a reduce has one region; null means it is empty.
        let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(*user, 0)) };
        op_name(*user) == nv_tileaa::ReduceOperation::name()
            && operands(*user).len() == 1
            && get_attr(*user, "dim").and_then(typed::int_value) == Some(f.d as i64)
            && block_of(*user).ptr == block_of(f.op).ptr
            && comes_after(f.op, *user)
            && !body.ptr.is_null()
            && exact_combiner(body)
            && name(body) == name(f.body)
    })
}

/// A commutative combiner whose result is exact in any order: all of
/// `commutative`'s but the floating-point sum and product.
fn exact_combiner(body: MlirBlock) -> bool {
    let rounded = [arith::AddFOperation::name(), arith::MulFOperation::name()];
    commutative(body) && block_ops(body).first().is_some_and(|o| !rounded.contains(&op_name(*o).as_str()))
}

/// Where the scanned line lies (`ScanPlan`) when it is slot bits then
/// consecutive thread bits, lanes first: a line within a warp, or one whose
/// lanes end at lane 31 and continue on the warps.
fn scan_plan(cx: &Lowering, f: &ReduceScan) -> Option<ScanPlan> {
    let t = cx.num_threads;
    if !f.scan || f.reverse || t < WARP || t % WARP != 0 || !f.tys.iter().all(|ty| shuffle_width(*ty).is_some()) {
        return None;
    }
    let layout = TvLayout::of_type(value_type(f.ins[0]))?;
    let same = |v: &MlirValue| TvLayout::of_type(value_type(*v)).as_ref() == Some(&layout);
    if !f.ins.iter().chain(&f.outs).all(same) {
        return None;
    }
    let bits = layout.to_cute().ok()?.bit_layout().ok()?;
    let inner: i64 = f.shape[f.d + 1..].iter().product();
    let (lo, hi) = (inner.trailing_zeros(), inner.trailing_zeros() + f.shape[f.d].trailing_zeros());
    let mut slot_bits = Vec::new();
    let mut thread_bits: Vec<u32> = Vec::new();
    for b in lo..hi {
        if let Some(j) = bits.value_bits.iter().position(|x| *x == Some(b)) {
            if !thread_bits.is_empty() {
                return None; // a slot bit above the threads
            }
            slot_bits.push(j as u32);
        } else if let Some(i) = bits.thread_bits.iter().position(|x| *x == Some(b)) {
            if thread_bits.last().is_some_and(|&l| l + 1 != i as u32) {
                return None; // threads that are not consecutive
            }
            thread_bits.push(i as u32);
        } else {
            return None;
        }
    }
    let lanes = thread_bits.iter().filter(|&&i| i < 5).count() as u32;
    let warps = thread_bits.len() as u32 - lanes;
    if lanes == 0 {
        return None; // the scratch scan is as good
    }
    Some(ScanPlan { slot_bits, lane0: thread_bits[0], lanes, warps })
}

fn select_all(cx: &Lowering, cond: MlirValue, a: &[MlirValue], b: &[MlirValue]) -> Vec<MlirValue> {
    a.iter()
        .zip(b)
        .map(|(x, y)| cx.b.op1(arith::SelectOperation::name(), &[cond, *x, *y], value_type(*x), &[]))
        .collect()
}

/// `shfl.sync.up` by `delta` lanes of any scalar of up to 64 bits (lanes
/// below `delta` get their own value, which the callers do not use).
fn shuffle_up(cx: &Lowering, v: MlirValue, delta: i64) -> MlirValue {
    shuffle(cx, v, "shfl.sync.up.i32", delta, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_element_drops_the_reduced_bits() {
        // 16x64 f32 in runs of 4 over 128 threads, reduced along dim 1
        // (element bits 0..6): element 4·t + v + 512·j → row 8·j + t / 16.
        let l = TvLayout::blocked(1024, 128, 4);
        let p = Plan {
            in_ty: MlirType { ptr: std::ptr::null_mut() },
            out_ty: MlirType { ptr: std::ptr::null_mut() },
            lo: 0,
            hi: 6,
            steps: vec![
                Source::Slot(0),
                Source::Slot(1),
                Source::Lane(0),
                Source::Lane(1),
                Source::Lane(2),
                Source::Lane(3),
            ],
            rest: vec![],
        };
        assert_eq!(out_element(&l, &p, 17, 4), 8 + 1);
        assert_eq!(out_element(&l, &p, 127, 0), 7);
    }
}
