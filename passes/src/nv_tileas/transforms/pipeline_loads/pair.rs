//! 2-CTA tensor-core MMAs (`cta_group::2`) for a single-issuer tcgen05 K
//! loop on CTA clusters (sm_100 and later; module doc, "CTA pairs").
//!
//! `cuda-tile-cluster-split` runs each tile block on a cluster whose CTAs
//! split the rows of A and of the accumulator and all need the same B. On
//! tcgen05 targets two CTAs (cluster ranks 2p and 2p + 1) can instead run
//! one MMA of twice the rows: the even CTA's MMA thread issues
//! `tcgen05.mma.cta_group::2`, which reads A's rows and writes the
//! accumulator's rows in each CTA's own shared and tensor memory, and B
//! half from each: each CTA loads only its half of B's columns (N), so B
//! leaves L2 once a pair and each stage is smaller (more stages fit). That
//! ties the two CTAs' rings together:
//!
//! * every copy of either CTA completes on the stage's "full" mbarrier in
//!   the even CTA (`async_load {cta_pair}`: TMA `.cta_group::2`), which
//!   alone announces both CTAs' bytes (`mbarrier_expect`, bytes doubled,
//!   predicated on the rank) and alone waits (`mbarrier_wait {cta_pair}`);
//! * the MMAs' commit arrives on the stage's "consumed" mbarrier in both
//!   CTAs (multicast), so each CTA's producer refills its own stage once the
//!   pair's MMAs are done with it, and each CTA's exit wait covers the last
//!   MMAs that write its accumulator rows;
//! * both CTAs meet at a cluster barrier after the mbarriers' initialisation
//!   (the odd CTA's copies complete on the even CTA's mbarriers) and before
//!   their invalidation; the lowering adds the pair's TMEM allocation
//!   (`cta_group::2`) with cluster barriers after the accumulator's initial
//!   store and around its release.
//!
//! The B load is marked (`nv_tileas.cta_pair` on the `tiled_load`) before
//! the rings are planned, so that its stage is half the tile
//! (`staged_type`); the dot is marked for the lowering.

use super::{multicast, single_issuer, PipeLoop, Rings, MMA_THREAD};
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::arith;
use mlir_sys::*;
use tileas_dialects::ops::nv_tileaa;
use tileas_dialects::tv_layout::TvLayout;

/// Marks the B load and the dot of each planned loop that can run its MMAs
/// on CTA pairs (`candidate`); returns whether any was marked (the caller
/// plans the rings again: the B stages are halved).
pub(super) fn mark(func: MlirOperation, loops: &[PipeLoop], plans: &[Option<(usize, Rings)>], threads: i64) -> bool {
    let n = typed::cluster_ctas(func);
    if n < 2 || n % 2 != 0 || threads <= MMA_THREAD || tcgen05_dots(func) != 1 {
        return false;
    }
    let varying = multicast::varying(func, n);
    let same = |v: MlirValue| !varying.contains(&(v.ptr as usize));
    let mut marked = false;
    for (lp, plan) in loops.iter().zip(plans) {
        let Some((kept, rings)) = plan else { continue };
        let Some((dot, b)) = candidate(lp, *kept, rings, threads) else { continue };
        let b_load = lp.loads[b];
        if !same(lp.init) || !same(lp.bound) || !operands(b_load).into_iter().all(same) {
            continue;
        }
        // SAFETY: `dot` is live; its context is read.
        let ctx = unsafe { mlirOperationGetContext(dot) };
        // SAFETY: as above.
        let unit = unsafe { mlirUnitAttrGet(ctx) };
        set_attr(b_load, typed::TILEAS_CTA_PAIR_ATTR, unit);
        set_attr(dot, typed::TILEAS_CTA_PAIR_ATTR, unit);
        if super::tma_copy(b_load, rings.swizzles[b]).is_none() {
            unmark(b_load, dot);
            continue;
        }
        marked = true;
    }
    marked
}

/// Says whether the K loops of a kernel on CTA clusters at a tcgen05
/// target run their MMAs over CTA pairs (`TileasCtaPair`) or not, and why
/// (`TileasCtaPairMissed`: then each CTA of the cluster loads all of B).
pub(super) fn remark(func: MlirOperation, loops: &[PipeLoop]) {
    use crate::remarks::{emit, Category, Kind};
    let n = typed::cluster_ctas(func);
    let tcgen05 = typed::compute_capability(func).is_some_and(|cc| (100..120).contains(&cc));
    if n < 2 || !tcgen05 || tcgen05_dots(func) == 0 {
        return;
    }
    let mut args = vec![("NumCtaInCga", n.to_string())];
    if let Some(cc) = typed::compute_capability(func) {
        args.push(("Target", format!("sm_{cc}")));
    }
    if loops.iter().any(|lp| lp.loads.iter().any(|l| is_marked(*l))) {
        let message = "the K loop's MMAs span CTA pairs (cta_group::2), each CTA loading half of B";
        emit(func, Kind::Passed, Category::TensorCore, "TileasCtaPair", message, args);
        return;
    }
    let reason = "2-CTA MMAs take clusters of an even number of CTAs, a single-issuer tcgen05 K loop, \
                  the kernel's only tcgen05 dot with 128 rows a CTA and N a multiple of 32, and a B the same \
                  in both CTAs of a pair";
    args.insert(0, ("Reason", reason.to_owned()));
    let message = "the K loops' MMAs do not span CTA pairs: each CTA of the cluster loads all of B";
    emit(func, Kind::Missed, Category::TensorCore, "TileasCtaPairMissed", message, args);
}

/// Undoes `mark` for a loop whose rings, planned again, do not keep the
/// pair's form (not every load kept, or not single-issuer); returns
/// whether it did (the rings are then planned once more).
pub(super) fn confirm(loops: &[PipeLoop], plans: &[Option<(usize, Rings)>]) -> bool {
    let mut undone = false;
    for (lp, plan) in loops.iter().zip(plans) {
        if !lp.loads.iter().any(|l| is_marked(*l)) {
            continue;
        }
        let keeps = plan
            .as_ref()
            .is_some_and(|(k, r)| *k == lp.loads.len() && r.commit.is_some() && single_issuer(lp, &lp.loads[..*k], r));
        if !keeps {
            unmark_loop(lp);
            undone = true;
        }
    }
    undone
}

fn unmark_loop(lp: &PipeLoop) {
    for l in &lp.loads {
        remove_attr(*l, typed::TILEAS_CTA_PAIR_ATTR);
    }
    for op in lp.body_ops() {
        remove_attr(op, typed::TILEAS_CTA_PAIR_ATTR);
    }
}

fn unmark(b_load: MlirOperation, dot: MlirOperation) {
    remove_attr(b_load, typed::TILEAS_CTA_PAIR_ATTR);
    remove_attr(dot, typed::TILEAS_CTA_PAIR_ATTR);
}

/// Whether `load` is the B load of a pair loop (`mark`).
pub(super) fn is_marked(load: MlirOperation) -> bool {
    get_attr(load, typed::TILEAS_CTA_PAIR_ATTR).is_some()
}

/// The tile a load's stage holds: for a pair's B (`mark`), this CTA's half
/// of the columns (the last dimension), in a plain blocked layout (the
/// stage is read in place: the layout only describes the copy's tile).
pub(super) fn staged_type(load: MlirOperation) -> MlirType {
    let tile = value_type(result0(load));
    if !is_marked(load) {
        return tile;
    }
    half_type(load, tile).unwrap_or(tile)
}

fn half_type(load: MlirOperation, tile: MlirType) -> Option<MlirType> {
    let mut shape = typed::static_shape(tile)?;
    let last = shape.len().checked_sub(1)?;
    shape[last] /= 2;
    let threads = typed::num_threads(load)?;
    let layout = TvLayout::blocked_along(&shape, last, threads, 8)
        .or_else(|| TvLayout::blocked_along(&shape, last, threads, 1))?;
    let elem = typed::element_type(tile)?;
    // SAFETY: a ranked tensor of a static shape and a live element type.
    let plain = unsafe { mlirRankedTensorTypeGet(shape.len() as isize, shape.as_ptr(), elem, mlirAttributeGetNull()) };
    // SAFETY: `load` is live; its location is read.
    Some(layout.encode(plain, unsafe { mlirOperationGetLocation(load) }))
}

/// Half the columns a pair's B load covers (0 for any other load).
pub(super) fn half_columns(load: MlirOperation) -> i64 {
    if !is_marked(load) {
        return 0;
    }
    typed::static_shape(staged_type(load)).and_then(|s| s.last().copied()).unwrap_or(0)
}

/// The pair loop's dot and B load: a single-issuer tcgen05 loop (every load
/// kept and a TMA copy read in place, `single_issuer`) whose asynchronous
/// dot has 128 rows a CTA (256 a pair), no block scales, B a load of its
/// own (K x N as the dot reads it) whose half of N is a multiple of 16 (the
/// MMA's N step) and, staged N-major, whole 128-byte swizzle rows.
fn candidate(lp: &PipeLoop, kept: usize, rings: &Rings, threads: i64) -> Option<(MlirOperation, usize)> {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    let (dot, _) = rings.commit?;
    if kept != lp.loads.len() || !single_issuer(lp, &lp.loads[..kept], rings) || operands(dot).len() != 3 {
        return None;
    }
    let Some(DotPlan::Umma(p)) = dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits) else {
        return None;
    };
    let (_, [_, b]) = super::async_umma_dot(lp, threads)?;
    let b_load = lp.loads[b];
    let b_shape = typed::static_shape(value_type(operands(dot)[1]))?;
    let half = p.shape.n / 2;
    let n_major = rings.swizzles[b].is_some_and(|s| s.starts_with("umma_n_major"));
    let elem = tileas_dialects::mma_atoms::UmmaPlan::elem_bytes(p.kind)?;
    let ok = p.shape.m == 128
        && p.shape.n % 32 == 0
        && typed::static_shape(value_type(result0(b_load))) == Some(b_shape)
        && (!n_major || (half * elem) % 128 == 0);
    ok.then_some((dot, b))
}

/// tcgen05 dots of `func` (a kernel's tcgen05 ops all use one CTA group).
fn tcgen05_dots(func: MlirOperation) -> usize {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    let Some(threads) = typed::num_threads(func) else { return 0 };
    // SAFETY: `func` is live; the walk only reads the IR under it.
    let ops = tileas_dialects::walk::nested_ops(&unsafe { melior::ir::operation::OperationRef::from_raw(func) });
    ops.iter()
        .map(|o| o.to_raw())
        .filter(|op| op_name(*op) == nv_tileaa::DotOperation::name())
        .filter(|op| {
            matches!(dot_plan(*op, threads, crate::conversion::tileas_to_llvm::mma::plan_fits), Some(DotPlan::Umma(_)))
        })
        .count()
}

/// This CTA's rank in its pair (0 or 1, an i64): the x program id mod 2
/// (a cluster's CTAs are consecutive along x, `cuda-tile-cluster-split`).
pub(super) fn pair_rank(b: &Builder) -> MlirValue {
    let i32t = b.int_type(32);
    let pid = b.op1(nv_tileaa::GetProgramIdOperation::name(), &[], i32t, &[("dim", typed::i32_attr(b.ctx, 0))]);
    let r = b.op1(arith::RemUIOperation::name(), &[pid, b.const_int(i32t, 2)], i32t, &[]);
    b.op1(arith::ExtUIOperation::name(), &[r], b.int_type(64), &[])
}

/// `origin` of a pair's B copy moved to this CTA's half: `rank * half` more
/// along the memref dimension of the tile's last one.
pub(super) fn shift_origin(b: &Builder, load: MlirOperation, origin: &mut [MlirValue]) {
    let half = half_columns(load);
    if half == 0 {
        return;
    }
    let rank = origin.len();
    let dim_map = crate::conversion::tileas_to_llvm::async_copy::dim_map_of(load, rank);
    let Some(&d) = dim_map.last() else { return };
    let i64t = b.int_type(64);
    let step = b.op1(arith::MulIOperation::name(), &[pair_rank(b), b.const_int(i64t, half)], i64t, &[]);
    origin[d] = b.op1(arith::AddIOperation::name(), &[origin[d], step], i64t, &[]);
}

/// `pred` and "this CTA is its pair's even one": only that CTA announces
/// the pair's bytes.
pub(super) fn even_and(b: &Builder, pred: MlirValue) -> MlirValue {
    let i64t = b.int_type(64);
    let even = b.cmpi(typed::ICmpPredicate::Eq, pair_rank(b), b.const_int(i64t, 0));
    b.op1(arith::AndIOperation::name(), &[pred, even], b.int_type(1), &[])
}
