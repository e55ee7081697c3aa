//! Warp specialization of an sm_90 wgmma K loop (module doc, "Warp
//! specialization"): a producer warpgroup issues the loop's TMA copies, the
//! compute threads only wait for stages, run the MMAs and hand stages back.
//!
//! ```text
//! entry:      (the scalar values the copies need, hoisted here)
//!             mbarrier_init {barrier = F, count = S}                  full
//!             mbarrier_init {barrier = E, count = S, arrivals = T}    empty (after the rings)
//!             warp_specialize ^compute, ^producer
//! ^compute:   the kernel as before, the loop's body without copies:
//!               mbarrier_wait full[k mod S] ...; dot (wgmma.wait_group 1)
//!               [a restaged B: async_wait 0]
//!               mbarrier_arrive empty[(k-1) mod S] if k >= 1
//! ^producer:  for k = 0 .. while init + k*step < bound:
//!               mbarrier_wait empty[k mod S] parity (k/S + 1) & 1 {thread = 0}
//!               copies of iteration k into stage k mod S (full[k mod S])
//!             return
//! ```
//!
//! Every compute thread arrives on `empty` once its own warp's MMAs of
//! iteration k-1 are retired, so the phase completes once no MMA reads the
//! stage; filling k of a stage waits for phase k/S - 1 of its `empty`
//! (the phase before the first, parity 1, counts as complete on a fresh
//! mbarrier). The compute threads no longer meet at a barrier each
//! iteration, and the copies no longer wait behind the MMAs' issue.
//!
//! Taken when the loop is the kernel's only pipelined one, all its stages
//! are TMA copies of its asynchronous wgmma dot's operands (read in place,
//! or a B the loop restages), it runs once per CTA (reached from the entry
//! block by unconditional branches through blocks without memory effects),
//! everything the copies need comes from the kernel's parameters through
//! pure scalar ops there, and the accumulator leaves the compute threads
//! registers to spare (`super::warp_specialized`). On a CTA cluster whose
//! CTAs share a stage's copy (`super::multicast`), the empty mbarriers count
//! one arrival per compute warp and CTA, a cluster barrier follows their
//! initialisation, and the producer arrives on it before it returns.

use super::{clone_origin_operands, defining_block, issue, stage_of, to_i32, PipeLoop, Reads, Rings};
use crate::conversion::builder::*;
use crate::conversion::tileas_to_llvm::agents::{WARP, WARPGROUP};
use crate::conversion::typed;
use melior::dialect::ods::{arith, cf, func};
use mlir_sys::*;
use std::collections::{HashMap, HashSet};
use tileas_dialects::ops::nv_tileas;

/// Registers each thread of the producer warpgroup keeps (`setmaxnreg`).
const PRODUCER_REGISTERS: i64 = 40;

/// The scalar ops to hoist into the entry block, in program order, when
/// the loop can be warp-specialized; `None` otherwise.
pub(super) fn hoist_list(
    entry: MlirBlock,
    lp: &PipeLoop,
    loads: &[MlirOperation],
    threads: i64,
) -> Option<Vec<MlirOperation>> {
    if threads % WARPGROUP != 0 {
        return None;
    }
    let chain = chain_to(entry, block_of(lp.preheader_br))?;
    // SAFETY: the ops are live; only their purity and region count are read.
    let pure =
        |op: MlirOperation| unsafe { tileas_sys::tileasOperationIsPure(op) && mlirOperationGetNumRegions(op) == 0 };
    let quiet = chain.iter().all(|b| {
        let ops = block_ops(*b);
        ops[..ops.len().saturating_sub(1)].iter().all(|op| pure(*op))
    });
    if !quiet {
        return None;
    }
    let mut needed = vec![lp.init, lp.bound];
    for load in loads {
        needed.push(operands(*load)[0]);
        needed.extend(clone_origin_operands(lp, *load)?);
    }
    let position: HashMap<usize, (usize, usize)> = chain
        .iter()
        .enumerate()
        .flat_map(|(i, b)| block_ops(*b).into_iter().enumerate().map(move |(j, op)| (op.ptr as usize, (i, j))))
        .collect();
    let mut seen: HashSet<usize> = HashSet::new();
    let mut list = Vec::new();
    while let Some(v) = needed.pop() {
        let Some(op) = defining_op(v) else {
            // A block argument: the kernel's parameters only.
            if defining_block(v).ptr != entry.ptr {
                return None;
            }
            continue;
        };
        if !position.contains_key(&(op.ptr as usize)) || !pure(op) {
            return None;
        }
        if results(op).into_iter().any(|r| typed::is_shaped(value_type(r))) {
            return None;
        }
        if seen.insert(op.ptr as usize) {
            list.push(op);
            needed.extend(operands(op));
        }
    }
    list.sort_by_key(|op| position[&(op.ptr as usize)]);
    Some(list)
}

/// The blocks from `entry` to `preheader` along unconditional branches.
fn chain_to(entry: MlirBlock, preheader: MlirBlock) -> Option<Vec<MlirBlock>> {
    let mut chain = vec![entry];
    let mut at = entry;
    while at.ptr != preheader.ptr {
        let term = block_ops(at).last().copied().filter(|t| op_name(*t) == cf::BranchOperation::name())?;
        at = successors(term)[0];
        if chain.iter().any(|b| b.ptr == at.ptr) {
            return None;
        }
        chain.push(at);
    }
    Some(chain)
}

/// Splits the kernel: the entry block's ops move to a new compute block,
/// the `hoist` ops and the mbarriers' initialisation stay in the entry,
/// which ends in `warp_specialize`; the producer's loop follows.
pub(super) fn split(
    entry: MlirBlock,
    lp: &PipeLoop,
    loads: &[MlirOperation],
    rings: &Rings,
    hoist: &[MlirOperation],
    threads: i64,
) {
    let (Some(full), Some(empty)) = (rings.barrier, rings.empty) else { return };
    let first = block_ops(entry)[0];
    // SAFETY: `first` is live.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(first), mlirOperationGetLocation(first)) };
    let compute = new_block(&[], loc);
    let producer = new_block(&[], loc);
    // SAFETY: the entry is in the function's region; the fresh blocks go in
    // once each; the entry's ops move to `compute` in order, then the
    // hoisted ops (pure, their operands parameters or hoisted before them)
    // back to the entry in program order.
    unsafe {
        let region = mlirBlockGetParentRegion(entry);
        mlirRegionInsertOwnedBlockAfter(region, entry, producer);
        mlirRegionInsertOwnedBlockAfter(region, entry, compute);
        for op in block_ops(entry) {
            mlirOperationRemoveFromParent(op);
            mlirBlockAppendOwnedOperation(compute, op);
        }
        for op in hoist {
            mlirOperationRemoveFromParent(*op);
            mlirBlockAppendOwnedOperation(entry, *op);
        }
    }
    let b = Builder::at_end(ctx, entry, loc);
    let stages = rings.stages;
    let init = |at: i64, arrivals: Option<i64>| {
        let mut attrs = vec![("barrier", typed::i64_attr(ctx, at)), ("count", typed::i64_attr(ctx, stages))];
        if let Some(a) = arrivals {
            attrs.push(("arrivals", typed::i64_attr(ctx, a)));
        }
        b.op(nv_tileas::MbarrierInitOperation::name(), &[], &[], &attrs);
    };
    init(full, None);
    let mut regs = vec![("producer_registers", typed::i64_attr(ctx, PRODUCER_REGISTERS))];
    if rings.cluster > 1 {
        // Multicast stages (`super::multicast`): lanes 0..n of every compute
        // warp hand a stage back to the n CTAs; the cluster meets once the
        // mbarriers exist, and the exiting producer threads arrive for the end.
        init(empty, Some(threads / WARP * rings.cluster));
        b.op(nv_tileas::ClusterBarrierOperation::name(), &[], &[], &[]);
        regs.push(("cluster_arrive", b.unit_attr()));
    } else {
        init(empty, Some(threads));
    }
    b.op_full(nv_tileas::WarpSpecializeOperation::name(), &[], &[], &regs, Vec::new(), &[compute, producer]);
    producer_loop(producer, lp, loads, rings, empty);
}

/// The producer: iteration k's copies into stage k mod S once the compute
/// threads have handed back the stage's previous filling.
fn producer_loop(start: MlirBlock, lp: &PipeLoop, loads: &[MlirOperation], rings: &Rings, empty: i64) {
    let first = block_ops(lp.body)[0];
    // SAFETY: `first` is live.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(first), mlirOperationGetLocation(first)) };
    let ty = value_type(lp.iv);
    let (head, body, done) = (new_block(&[ty], loc), new_block(&[], loc), new_block(&[], loc));
    // SAFETY: `start` is in the function's region; the fresh blocks go in once each.
    unsafe {
        let region = mlirBlockGetParentRegion(start);
        mlirRegionInsertOwnedBlockAfter(region, start, done);
        mlirRegionInsertOwnedBlockAfter(region, start, body);
        mlirRegionInsertOwnedBlockAfter(region, start, head);
    }
    let s = Builder::at_end(ctx, start, loc);
    s.op_full(cf::BranchOperation::name(), &[s.const_int(ty, 0)], &[], &[], Vec::new(), &[head]);
    let h = Builder::at_end(ctx, head, loc);
    let k = block_args(head)[0];
    let scaled = h.op1(arith::MulIOperation::name(), &[k, h.const_int(ty, lp.step_value)], ty, &[]);
    let iv = h.op1(arith::AddIOperation::name(), &[lp.init, scaled], ty, &[]);
    let more = h.cmpi(lp.predicate, iv, lp.bound);
    h.cond_br(more, (body, &[]), (done, &[]));
    let b = Builder::at_end(ctx, body, loc);
    let stage = stage_of(&b, k, rings.stages);
    let round = b.op1(arith::DivUIOperation::name(), &[k, b.const_int(ty, rings.stages)], ty, &[]);
    let round = b.op1(arith::AddIOperation::name(), &[round, b.const_int(ty, 1)], ty, &[]);
    let parity = b.op1(arith::AndIOperation::name(), &[round, b.const_int(ty, 1)], ty, &[]);
    let attrs = [("barrier", typed::i64_attr(ctx, empty)), ("thread", typed::i64_attr(ctx, 0))];
    b.op(nv_tileas::MbarrierWaitOperation::name(), &[stage, to_i32(&b, parity)], &[], &attrs);
    // A stage the compute threads read into registers (a restaged B) was
    // last read through the generic proxy: fenced before the copy.
    let reads = if rings.registers.iter().any(|r| *r) { Reads::Generic } else { Reads::Async };
    issue(&b, lp, loads, rings, (iv, stage), reads);
    let next = b.op1(arith::AddIOperation::name(), &[k, b.const_int(ty, 1)], ty, &[]);
    b.op_full(cf::BranchOperation::name(), &[next], &[], &[], Vec::new(), &[head]);
    let d = Builder::at_end(ctx, done, loc);
    if rings.cluster > 1 {
        d.op(nv_tileas::ClusterBarrierOperation::name(), &[], &[], &[("arrive_only", d.unit_attr())]);
    }
    d.op(func::ReturnOperation::name(), &[], &[], &[]);
}

/// After the dot of iteration k (its `wgmma.wait_group 1` retired the MMAs
/// of k-1): every compute thread hands stage (k-1) mod S back (on a
/// cluster of `cluster` CTAs, every compute warp to each CTA).
pub(super) fn hand_back(b: &Builder, k: MlirValue, write_stage: MlirValue, empty: i64, cluster: i64) {
    let ty = value_type(k);
    let started = b.cmpi(typed::ICmpPredicate::Ne, k, b.const_int(ty, 0));
    let mut attrs = vec![("barrier", typed::i64_attr(b.ctx, empty))];
    if cluster > 1 {
        attrs.push(("cluster", typed::i64_attr(b.ctx, cluster)));
    }
    b.op(nv_tileas::MbarrierArriveOperation::name(), &[write_stage, started], &[], &attrs);
}
