//! `tileas-prefetch-loads`: a loop's pointer loads (`nv_tileas.load`: gathers,
//! masked loads) are issued one iteration early, into registers.
//!
//! `tileas-pipeline-loads` copies tile loads ahead through shared-memory
//! rings; a gather through a tensor of pointers has no such copy, so each
//! iteration waits for its own global loads before its math can start
//! (fused_moe_gather_mma's token rows; NVIDIA's kernel copies them ahead
//! with cp.async). The pass is in no named pipeline: on an H200 it made that
//! kernel slower (663 -> 921 us; docs/nv_tileas.md, "Prefetched loads").
//! Here, in a counted loop
//! (the shape `tileas-pipeline-loads` matches, its rewrite included) whose
//! body writes no memory but shared stages, a weak `nv_tileas.load` whose
//! pointers, mask and padding are pure functions of the induction variable
//! and loop invariants is loaded for iteration `i + step` at the top of
//! iteration `i` and reaches its uses through a new header argument:
//!
//! ```text
//! preheader: %first = load(ptrs(init)) mask(mask(init) & init < ub)
//!            cf.br ^header(..., %first)
//! ^header(%i, ..., %cur):
//! ^body:     %next = load(ptrs(i + step)) mask(mask(i + step) & i + step < ub)
//!            ... %cur where the load was ...
//!            cf.br ^header(%i + step, ..., %next)
//! ```
//!
//! The extra mask keeps the load past the last iteration (and before a loop
//! that runs no iteration) from touching memory. Moving a weak load across
//! the body of one iteration is sound because that body writes no global
//! memory (its other ops: pure ops, tile loads, and the rings' copies,
//! waits and reads). A tile of more than [`MAX_BYTES_PER_THREAD`] bytes per
//! thread stays where it is (its registers live across the whole body).

use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::nv_tileas::transforms::pipeline_loads::{clone_slice, counted_loop, defining_block, predecessors, PipeLoop};
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, cf, func};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::{HashMap, HashSet};
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::TvLayout;

/// Most bytes of a prefetched tile one thread holds.
pub const MAX_BYTES_PER_THREAD: i64 = 64;

#[derive(Clone, Debug, Default)]
pub struct PrefetchLoads;

impl RustPass for PrefetchLoads {
    const ARGUMENT: &'static str = "tileas-prefetch-loads";
    const NAME: &'static str = "TileASPrefetchLoads";
    const DESCRIPTION: &'static str =
        "Issue the pointer loads (gathers) of nv_tileas loops one iteration early, into registers";

    fn anchor() -> Option<&'static str> {
        Some(func::FuncOperation::name())
    }

    fn run(&mut self, func: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let func = func.to_raw();
        if get_attr(func, typed::TILEAS_NUM_THREADS_ATTR).is_none() {
            return Ok(()); // not an nv_tileas kernel
        }
        // The loads this pass issued (not prefetched again).
        let mut issued: HashSet<usize> = HashSet::new();
        // One load at a time: each rewrite replaces the loop's branches.
        while let Some((lp, load, slice)) = next_candidate(func, &issued) {
            issued.insert(prefetch(&lp, load, &slice).ptr as usize);
        }
        Ok(())
    }
}

/// The first load of a loop of `func` to prefetch, with its loop and the
/// ops computing its operands.
fn next_candidate(
    func: MlirOperation,
    issued: &HashSet<usize>,
) -> Option<(PipeLoop, MlirOperation, Vec<MlirOperation>)> {
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    let preds = predecessors(&blocks);
    for lp in blocks.iter().filter_map(|h| counted_loop(*h, &preds)) {
        if !block_ops(lp.body).iter().all(|op| keeps_global_memory(*op)) {
            continue;
        }
        for load in block_ops(lp.body).into_iter().filter(|l| !issued.contains(&(l.ptr as usize))) {
            if let Some(slice) = candidate(&lp, load) {
                return Some((lp, load, slice));
            }
        }
    }
    None
}

/// Whether a body op leaves global memory alone, so a global load may move
/// across it: pure ops, loads, and the shared-memory rings' ops.
fn keeps_global_memory(op: MlirOperation) -> bool {
    let name = op_name(op);
    let shared_or_read = [
        nv_tileas::LoadOperation::name(),
        nv_tileas::TiledLoadOperation::name(),
        nv_tileas::AsyncLoadOperation::name(),
        nv_tileas::AsyncGatherOperation::name(),
        nv_tileas::AsyncCommitOperation::name(),
        nv_tileas::AsyncWaitOperation::name(),
        nv_tileas::BufferReadOperation::name(),
        nv_tileas::MbarrierExpectOperation::name(),
        nv_tileas::MbarrierWaitOperation::name(),
        nv_tileaa::DotOperation::name(),
        cf::BranchOperation::name(),
    ];
    // SAFETY: `op` is live.
    shared_or_read.contains(&name.as_str()) || unsafe { tileas_sys::tileasOperationIsPure(op) }
}

/// The body ops `load`'s operands are computed by (program order), when it
/// can be prefetched: a weak load of a tile with a layout, small enough,
/// whose operands depend on nothing in the loop but the induction variable
/// and pure ops of the body.
fn candidate(lp: &PipeLoop, load: MlirOperation) -> Option<Vec<MlirOperation>> {
    if op_name(load) != nv_tileas::LoadOperation::name()
        || get_attr(load, "sem").and_then(typed::str_value).as_deref() != Some("weak")
        || get_attr(load, "scope").is_some()
    {
        return None;
    }
    let tile = value_type(result0(load));
    let layout = TvLayout::of_type(tile)?;
    let bytes = typed::element_type(tile).map_or(0, storage_bytes);
    if bytes == 0 || layout.num_slots() * bytes > MAX_BYTES_PER_THREAD {
        return None;
    }
    pure_slice(&operands(load), lp)
}

/// The body ops that compute `values` from the induction variable and
/// values defined outside the loop, in program order; `None` when one of
/// them is impure, has regions or reads another header argument.
fn pure_slice(values: &[MlirValue], lp: &PipeLoop) -> Option<Vec<MlirOperation>> {
    let header = defining_block(lp.iv);
    let mut seen: HashSet<usize> = HashSet::new();
    let mut out = Vec::new();
    let mut stack = values.to_vec();
    while let Some(v) = stack.pop() {
        let b = defining_block(v);
        if v.ptr == lp.iv.ptr || (b.ptr != header.ptr && b.ptr != lp.body.ptr) {
            continue;
        }
        // An argument of the header other than the induction variable: no.
        let op = defining_op(v)?;
        // SAFETY: `op` is live; its region count and purity are read.
        if unsafe { mlirOperationGetNumRegions(op) > 0 || !tileas_sys::tileasOperationIsPure(op) } {
            return None;
        }
        if seen.insert(op.ptr as usize) {
            out.push(op);
            stack.extend(operands(op));
        }
    }
    let order: HashMap<usize, usize> =
        block_ops(lp.body).iter().enumerate().map(|(i, o)| (o.ptr as usize, i)).collect();
    out.sort_by_key(|o| order[&(o.ptr as usize)]);
    Some(out)
}

/// Rewrites the loop as the module doc shows for `load`, whose operands
/// `slice` computes; returns the load issued in the body.
fn prefetch(lp: &PipeLoop, load: MlirOperation, slice: &[MlirOperation]) -> MlirOperation {
    let header = defining_block(lp.iv);
    let latch = *block_ops(lp.body).last().expect("a loop body ends in its latch");
    // SAFETY: the ops are live; only their context and locations are read.
    let (ctx, loc, pre_block) = unsafe {
        (mlirOperationGetContext(load), mlirOperationGetLocation(load), mlirOperationGetBlock(lp.preheader_br))
    };
    let pre = Builder { ctx, block: pre_block, loc, before: Some(lp.preheader_br) };
    let first = load_at(&pre, lp, load, slice, lp.init);
    let top = Builder { ctx, block: lp.body, loc, before: block_ops(lp.body).first().copied() };
    let ty = value_type(lp.iv);
    let step = top.const_int(ty, lp.step_value);
    let iv_next = top.op1(arith::AddIOperation::name(), &[lp.iv, step], ty, &[]);
    let next = load_at(&top, lp, load, slice, iv_next);
    // SAFETY: the header is live; the argument takes the load's type and
    // location, and every branch to the header gets its operand below.
    let current = unsafe { mlirBlockAddArgument(header, value_type(result0(load)), loc) };
    extend_branch(lp.preheader_br, first);
    extend_branch(latch, next);
    // SAFETY: `current` has the load's type; the load then has no uses and
    // is destroyed once, and so is each slice op left without uses.
    unsafe {
        mlirValueReplaceAllUsesOfWith(result0(load), current);
        mlirOperationDestroy(load);
        for op in slice.iter().rev() {
            if results(*op).iter().all(|r| !has_uses(*r)) {
                mlirOperationDestroy(*op);
            }
        }
    }
    defining_op(next).expect("the prefetch is an op result")
}

/// `load` of iteration `iv` at `b`: its operands' slice cloned with the
/// induction variable replaced, masked off where `iv` is past the bound.
fn load_at(b: &Builder, lp: &PipeLoop, load: MlirOperation, slice: &[MlirOperation], iv: MlirValue) -> MlirValue {
    let mut map: HashMap<usize, MlirValue> = HashMap::from([(lp.iv.ptr as usize, iv)]);
    clone_slice(b, slice, &mut map);
    let mapped = |v: MlirValue| map.get(&(v.ptr as usize)).copied().unwrap_or(v);
    let ops = operands(load);
    let ptrs = mapped(ops[0]);
    let segments = get_attr(load, "operandSegmentSizes").map(typed::dense_i32_values).unwrap_or_default();
    let (has_mask, has_padding) = (segments.get(1) == Some(&1), segments.get(2) == Some(&1));
    let in_range = b.cmpi(lp.predicate, iv, lp.bound);
    let mask_ty = typed::with_element(value_type(ptrs), b.int_type(1));
    let live = b.op1(nv_tileaa::SplatOperation::name(), &[in_range], mask_ty, &[]);
    let mask = if has_mask { b.op1(arith::AndIOperation::name(), &[mapped(ops[1]), live], mask_ty, &[]) } else { live };
    let mut ins = vec![ptrs, mask];
    if has_padding {
        ins.push(mapped(ops[if has_mask { 2 } else { 1 }]));
    }
    let mut attrs = vec![("operandSegmentSizes", typed::dense_i32_array(b.ctx, &[1, 1, has_padding as i32]))];
    for name in ["sem", "scope"] {
        if let Some(a) = get_attr(load, name) {
            attrs.push((name, a));
        }
    }
    b.op1(nv_tileas::LoadOperation::name(), &ins, value_type(result0(load)), &attrs)
}

/// Replaces branch `br` (a `cf.br`) by one that also passes `extra`.
fn extend_branch(br: MlirOperation, extra: MlirValue) {
    // SAFETY: `br` is a live `cf.br` in a block; the new branch goes before
    // it with its successor and operands, then `br` is destroyed once.
    unsafe {
        let (ctx, loc, block) = (mlirOperationGetContext(br), mlirOperationGetLocation(br), mlirOperationGetBlock(br));
        let b = Builder { ctx, block, loc, before: Some(br) };
        let mut ins = operands(br);
        ins.push(extra);
        b.op_full(cf::BranchOperation::name(), &ins, &[], &[], Vec::new(), &successors(br));
        mlirOperationDestroy(br);
    }
}
