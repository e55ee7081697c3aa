//! Accumulators that stay in tensor memory (TMEM) across loops.
//!
//! A `tcgen05.mma` dot reads and writes its accumulator in TMEM. Lowered on
//! its own (`umma::lower`) it moves the accumulator from registers into TMEM
//! and back on every call, so a K loop keeps the whole accumulator in
//! registers across iterations (64 to 256 per thread: the register pressure
//! that made `matmul_f16_swizzle_2cta` and attention spill) and pays a
//! `tcgen05.st` and a `tcgen05.ld` per iteration. NVIDIA's kernels keep it in
//! TMEM; so does this lowering, for the accumulator *webs* the tileaa stage's
//! loops form:
//!
//! ```text
//! ^pre:  ... cf.br ^h(..., %init)
//! ^h(..., %acc):  ... cf.cond_br %c, ^body, ^exit(%acc)
//! ^body: %s = arith.mulf %acc, %alpha      (optional elementwise updates)
//!        %d = nv_tileaa.dot %a, %b, %s ... cf.br ^h(..., %d)
//! ^exit(%e): ... (another loop over %e, or the epilogue's uses of %e)
//! ```
//!
//! A web is the set of values that are successive states of one
//! accumulator: from a block argument, forward through dots (as their
//! accumulator), elementwise arith ops (as their one web operand, the result
//! of the same type) and branches (to block arguments). It gets one TMEM
//! allocation: its *source* (the one branch that brings a register value in,
//! `%init`) allocates the columns and stores that value; dots accumulate in
//! place; an elementwise update reads, computes and writes back 32 columns
//! at a time; its *sink* (the one block argument whose uses are ordinary
//! ops) reads it into registers at the start of its block, in 32-column
//! chunks with the one unary elementwise consumer applied per chunk, and
//! frees the columns. Web values carry no register slots and their block
//! arguments disappear.
//!
//! Legality (checked before lowering; a dot outside any web takes the
//! per-call path): every dot of the web has a tcgen05 plan whose layouts its
//! operands carry, all the same; each value has at most one update use, and
//! a value with an update also used by a branch is used there only by the
//! terminator of its own block, which does not lead to the update's block
//! with it (so nothing reads a state after it was overwritten); exactly one
//! source, a `cf.br` that comes before every block of the web in block order
//! (the order of lowering: it defines the TMEM address); exactly one sink, a
//! block argument of a block with one predecessor, used by no web op; no
//! `func.return` reachable from the source without passing the sink (the
//! columns are always freed); and the columns of every web plus those of the
//! widest other tcgen05 dot fit the SM's 512.

use super::{umma, Lowering};
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::nv_tileas::mma::{dot_plan, DotPlan};
use melior::dialect::ods::{arith, cf, func};
use mlir_sys::*;
use std::collections::{HashMap, HashSet};
use tileas_dialects::mma_atoms::UmmaPlan;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};

/// TMEM columns of an SM.
const TMEM_COLUMNS: i64 = 512;

/// One accumulator kept in TMEM.
pub struct Web {
    pub plan: UmmaPlan,
    /// The branch that brings the initial value in (allocates, stores).
    pub source_br: MlirOperation,
    pub init: MlirValue,
    /// The block whose argument receives the final value (reads, frees).
    pub sink_block: MlirBlock,
    pub sink_arg: MlirValue,
    /// The TMEM address, once the source is lowered.
    pub taddr: Option<MlirValue>,
}

/// The TMEM-resident accumulators of one kernel.
#[derive(Default)]
pub struct Resident {
    webs: Vec<Web>,
    /// Web values (no register slots) → their web.
    values: HashMap<usize, usize>,
    /// Dots and elementwise updates of a web → the web.
    updates: HashMap<usize, usize>,
    /// Source branches and sink blocks → their webs (several accumulators
    /// may enter and leave a loop together).
    sources: HashMap<usize, Vec<usize>>,
    sinks: HashMap<usize, Vec<usize>>,
    /// Sinks whose read waits for their epilogue's store, by that store.
    streams: HashMap<usize, Stream>,
    /// Elementwise updates waiting for the dot that accumulates into their
    /// result (`deferred_to`), by that dot.
    deferred: HashMap<usize, Vec<MlirOperation>>,
}

/// A sink read deferred to the tiled store that is its epilogue
/// (`stream_target`): the store reads a chunk, converts it and stores it
/// before it reads the next, so at most one chunk of the accumulator is
/// ever in registers (a 256x256 f32 accumulator is 256 values a thread).
pub struct Stream {
    pub plan: UmmaPlan,
    pub taddr: MlirValue,
    /// The unary op applied to each value on the way (the epilogue's truncf).
    fused: Option<MlirOperation>,
    /// The element type the accumulator is read as (the sink argument's).
    pub out_t: MlirType,
}

fn is_branch(op: MlirOperation) -> bool {
    let name = op_name(op);
    name == cf::BranchOperation::name() || name == cf::CondBranchOperation::name()
}

/// The block and argument index operand `k` of a branch flows into.
fn branch_target(op: MlirOperation, k: usize) -> Option<(MlirBlock, usize)> {
    if op_name(op) == cf::BranchOperation::name() {
        return Some((successors(op)[0], k));
    }
    let n_true = block_args(*successors(op).first()?).len();
    match k {
        0 => None,
        k if k - 1 < n_true => Some((successors(op)[0], k - 1)),
        k => Some((successors(op)[1], k - 1 - n_true)),
    }
}

fn terminator(block: MlirBlock) -> Option<MlirOperation> {
    block_ops(block).last().copied()
}

/// The block `v` is defined in (its owner for a block argument).
fn def_block(v: MlirValue) -> MlirBlock {
    // SAFETY: `v` is live; its owner is only read.
    unsafe {
        if mlirValueIsABlockArgument(v) {
            mlirBlockArgumentGetOwner(v)
        } else {
            mlirOperationGetBlock(mlirOpResultGetOwner(v))
        }
    }
}

fn is_block_arg(v: MlirValue) -> bool {
    // SAFETY: `v` is live.
    unsafe { mlirValueIsABlockArgument(v) }
}

/// Block → the terminators that branch to it (once per edge).
fn predecessors(blocks: &[MlirBlock]) -> HashMap<usize, Vec<MlirOperation>> {
    let mut preds: HashMap<usize, Vec<MlirOperation>> = HashMap::new();
    for t in blocks.iter().filter_map(|b| terminator(*b)) {
        for s in successors(t) {
            preds.entry(s.ptr as usize).or_default().push(t);
        }
    }
    preds
}

/// Whether a `func.return` is reachable from `from` without passing `stop`.
fn return_escapes(from: MlirBlock, stop: MlirBlock) -> bool {
    let mut seen = vec![from.ptr as usize];
    let mut work = vec![from];
    while let Some(b) = work.pop() {
        let Some(t) = terminator(b) else { continue };
        if op_name(t) == func::ReturnOperation::name() {
            return true;
        }
        for s in successors(t) {
            if s.ptr != stop.ptr && !seen.contains(&(s.ptr as usize)) {
                seen.push(s.ptr as usize);
                work.push(s);
            }
        }
    }
    false
}

/// An arith op (not a constant) with one result of type `ty`: a candidate
/// elementwise update.
fn is_update_op(op: MlirOperation, ty: MlirType) -> bool {
    let name = op_name(op);
    is_dialect_op(&name, arith::AddFOperation::name())
        && name != arith::ConstantOperation::name()
        && results(op).len() == 1
        && typed::same_type(value_type(result0(op)), ty)
}

/// A web as found: its values, its updates (dots and elementwise ops) and
/// the values with ordinary uses.
#[derive(Default)]
struct Found {
    values: Vec<MlirValue>,
    updates: Vec<MlirOperation>,
    reads: Vec<MlirValue>,
}

impl Found {
    fn has(&self, v: MlirValue) -> bool {
        self.values.iter().any(|x| x.ptr == v.ptr)
    }
}

/// The root of the web `dot`'s accumulator belongs to: walking back through
/// elementwise updates (their one operand of the accumulator's type that is
/// not a broadcast or a constant) to a block argument.
fn root(dot: MlirOperation) -> Option<MlirValue> {
    let ty = value_type(operands(dot)[2]);
    let mut c = operands(dot)[2];
    for _ in 0..8 {
        if is_block_arg(c) {
            return Some(c);
        }
        // SAFETY: `c` is a live op result (not a block argument).
        let def = unsafe { mlirOpResultGetOwner(c) };
        if !is_update_op(def, ty) {
            return None;
        }
        let chain: Vec<MlirValue> =
            operands(def).into_iter().filter(|o| typed::same_type(value_type(*o), ty) && is_block_arg(*o)).collect();
        let [next] = chain[..] else { return None };
        c = next;
    }
    None
}

/// Whether an elementwise op's result goes on as the accumulator (into a
/// dot's accumulator or a branch): an update, not the epilogue's first op
/// (the scale after the loop), which reads the web's sink instead.
fn feeds_web(op: MlirOperation) -> bool {
    uses(result0(op)).iter().any(|(u, k)| (op_name(*u) == nv_tileaa::DotOperation::name() && *k == 2) || is_branch(*u))
}

/// The values reachable forward from `root` (see the module docs).
fn grow(cx: &Lowering, root: MlirValue, plan: &UmmaPlan) -> Option<Found> {
    let ty = value_type(root);
    let mut found = Found::default();
    let mut work = vec![root];
    while let Some(v) = work.pop() {
        if found.has(v) {
            continue;
        }
        found.values.push(v);
        for (u, k) in uses(v) {
            let next = if op_name(u) == nv_tileaa::DotOperation::name() && k == 2 {
                match dot_plan(u, cx.num_threads, super::mma::plan_fits) {
                    Some(DotPlan::Umma(p)) if p == *plan && umma::layouts_match(cx, u, &p) => {}
                    _ => return None,
                }
                found.updates.push(u);
                result0(u)
            } else if is_update_op(u, ty) && feeds_web(u) {
                found.updates.push(u);
                result0(u)
            } else if is_branch(u) {
                let (b, j) = branch_target(u, k)?;
                block_args(b)[j]
            } else {
                if !found.reads.iter().any(|r| r.ptr == v.ptr) {
                    found.reads.push(v);
                }
                continue;
            };
            work.push(next);
        }
    }
    Some(found)
}

/// Whether overwriting in place is safe for every value (module docs).
fn in_place_ok(found: &Found) -> bool {
    found.values.iter().all(|&v| {
        let us = uses(v);
        let updates: Vec<MlirOperation> =
            us.iter().filter(|(u, _)| found.updates.iter().any(|x| x.ptr == u.ptr)).map(|(u, _)| *u).collect();
        let branches: Vec<(MlirOperation, usize)> = us.iter().filter(|(u, _)| is_branch(*u)).copied().collect();
        match updates[..] {
            [] => true,
            [upd] if branches.is_empty() => {
                // Every other operand of the update is a register value.
                operands(upd).iter().filter(|o| found.has(**o)).count() == 1
            }
            [upd] => {
                branches.iter().all(|(t, k)| {
                    let own = terminator(def_block(v)).is_some_and(|x| x.ptr == t.ptr);
                    let leads = branch_target(*t, *k).is_some_and(|(b, _)| b.ptr == block_of(upd).ptr);
                    own && !leads && block_of(upd).ptr != def_block(v).ptr
                }) && operands(upd).iter().filter(|o| found.has(**o)).count() == 1
            }
            _ => false,
        }
    })
}

/// Checks the web found from `root` and makes it a [`Web`].
fn web_of(cx: &Lowering, root: MlirValue, plan: &UmmaPlan, blocks: &[MlirBlock]) -> Option<(Web, Found)> {
    let found = grow(cx, root, plan)?;
    if !in_place_ok(&found) {
        return None;
    }
    let preds = predecessors(blocks);
    // Sources: operands flowing into the web's block arguments from outside.
    let mut sources = Vec::new();
    for &v in found.values.iter().filter(|v| is_block_arg(**v)) {
        let b = def_block(v);
        // SAFETY: `v` is a live block argument.
        let j = unsafe { mlirBlockArgumentGetArgNumber(v) } as usize;
        for &t in preds.get(&(b.ptr as usize))? {
            for (succ, ops) in branch_edges(t) {
                if succ.ptr == b.ptr && !found.has(ops[j]) {
                    sources.push((t, ops[j]));
                }
            }
        }
    }
    let [(source_br, init)] = sources[..] else { return None };
    let [sink] = found.reads[..] else { return None };
    let sink_block = def_block(sink);
    let only_reads = uses(sink).iter().all(|(u, _)| !is_branch(*u) && !found.updates.iter().any(|x| x.ptr == u.ptr));
    let one_pred = preds.get(&(sink_block.ptr as usize)).is_some_and(|p| p.len() == 1);
    if op_name(source_br) != cf::BranchOperation::name() || !is_block_arg(sink) || !only_reads || !one_pred {
        return None;
    }
    let index = |b: MlirBlock| blocks.iter().position(|x| x.ptr == b.ptr);
    let src = index(block_of(source_br))?;
    let later = |b: MlirBlock| index(b).is_some_and(|x| x > src);
    let blocks_ok =
        found.values.iter().all(|v| later(def_block(*v))) && found.updates.iter().all(|u| later(block_of(*u)));
    if !blocks_ok || return_escapes(successors(source_br)[0], sink_block) {
        return None;
    }
    let web = Web { plan: plan.clone(), source_br, init, sink_block, sink_arg: sink, taddr: None };
    Some((web, found))
}

impl Resident {
    /// The TMEM-resident accumulators of the kernel whose (old) blocks are
    /// `blocks`.
    pub fn find(cx: &Lowering, blocks: &[MlirBlock]) -> Self {
        let mut out = Resident::default();
        let dots: Vec<(MlirOperation, UmmaPlan)> = blocks
            .iter()
            .flat_map(|b| block_ops(*b))
            .filter(|op| op_name(*op) == nv_tileaa::DotOperation::name())
            .filter_map(|op| match dot_plan(op, cx.num_threads, super::mma::plan_fits) {
                Some(DotPlan::Umma(p)) if umma::layouts_match(cx, op, &p) => Some((op, p)),
                _ => None,
            })
            .collect();
        let mut taken: HashSet<usize> = HashSet::new();
        let mut resident_cols = 0;
        for (dot, plan) in &dots {
            if taken.contains(&(dot.ptr as usize)) {
                continue;
            }
            let Some((web, found)) = root(*dot).and_then(|r| web_of(cx, r, plan, blocks)) else { continue };
            let in_web = |d: &MlirOperation| found.updates.iter().any(|u| u.ptr == d.ptr);
            // Greedy: resident columns plus the widest per-call dot within
            // 512 (with A's columns where A is in TMEM, `umma::call_columns`,
            // which the resident dots take while they run too).
            let cols = |d: MlirOperation, p: &UmmaPlan| umma::call_columns(d, p, cx.num_threads);
            let others = dots
                .iter()
                .filter(|(d, _)| !in_web(d) && !taken.contains(&(d.ptr as usize)))
                .map(|(d, p)| cols(*d, p))
                .max()
                .unwrap_or(0);
            if resident_cols + cols(*dot, plan) + others > TMEM_COLUMNS {
                continue;
            }
            resident_cols += cols(*dot, plan);
            let w = out.webs.len();
            for v in &found.values {
                out.values.insert(v.ptr as usize, w);
            }
            for u in &found.updates {
                out.updates.insert(u.ptr as usize, w);
                taken.insert(u.ptr as usize);
            }
            out.sources.entry(web.source_br.ptr as usize).or_default().push(w);
            out.sinks.entry(web.sink_block.ptr as usize).or_default().push(w);
            out.webs.push(web);
        }
        out
    }

    /// Whether `v` lives in TMEM (no register slots).
    pub fn is_resident(&self, v: MlirValue) -> bool {
        self.values.contains_key(&(v.ptr as usize))
    }

    /// Whether `dot` accumulates into a resident accumulator.
    pub fn is_update(&self, dot: MlirOperation) -> bool {
        self.updates.contains_key(&(dot.ptr as usize))
    }

    /// TMEM columns all the resident accumulators take together.
    pub fn columns(&self) -> i64 {
        self.webs.iter().map(|w| w.plan.tmem_columns()).sum()
    }

    fn web(&self, map: &HashMap<usize, usize>, key: usize) -> Option<usize> {
        map.get(&key).copied()
    }

    fn webs_at(map: &HashMap<usize, Vec<usize>>, key: usize) -> Vec<usize> {
        map.get(&key).cloned().unwrap_or_default()
    }

    fn taddr(&self, w: usize) -> MlirValue {
        self.webs[w].taddr.expect("internal: resident accumulator used before its source")
    }
}

/// Lowers `op` if it updates a resident accumulator: a dot accumulates in
/// place, an elementwise op rewrites it chunk by chunk.
pub fn lower_update(cx: &mut Lowering, op: MlirOperation) -> bool {
    let Some(w) = cx.tmem.web(&cx.tmem.updates, op.ptr as usize) else { return false };
    let plan = cx.tmem.webs[w].plan.clone();
    let taddr = cx.tmem.taddr(w);
    if op_name(op) == nv_tileaa::DotOperation::name() {
        super::dot::dot_remark(cx, op, Some("tcgen05.mma, accumulator resident in tensor memory across the loop"));
        umma::lower_resident(cx, op, &plan, taddr);
        return true;
    }
    if let Some(dot) = deferred_to(cx, op) {
        cx.tmem.deferred.entry(dot.ptr as usize).or_default().push(op);
        cx.set(result0(op), Vec::new());
        return true;
    }
    rewrite_in_place(cx, op, &plan, taddr);
    true
}

/// The dot of the same block whose accumulator is `op`'s result and its only
/// use: the update can run as part of that dot, after the dot has stored
/// its A operand to TMEM (attention's P). Rescaling the accumulator first
/// kept all of P's registers live across the rescale's chunks (a spill under
/// a 128-register occupancy cap); the MMAs that read the accumulator before
/// are waited for in both orders.
fn deferred_to(cx: &Lowering, op: MlirOperation) -> Option<MlirOperation> {
    let [(dot, 2)] = uses(result0(op))[..] else { return None };
    let same_block = block_of(dot).ptr == block_of(op).ptr;
    (same_block && op_name(dot) == nv_tileaa::DotOperation::name() && cx.tmem.is_update(dot)).then_some(dot)
}

/// Runs the updates deferred to `dot` (`deferred_to`), in their order.
pub fn flush_deferred(cx: &mut Lowering, dot: MlirOperation) {
    for op in cx.tmem.deferred.remove(&(dot.ptr as usize)).unwrap_or_default() {
        if let Some(w) = cx.tmem.web(&cx.tmem.updates, op.ptr as usize) {
            let plan = cx.tmem.webs[w].plan.clone();
            let taddr = cx.tmem.taddr(w);
            rewrite_in_place(cx, op, &plan, taddr);
        }
    }
}

/// An elementwise update of the accumulator at `taddr`, chunk by chunk.
fn rewrite_in_place(cx: &mut Lowering, op: MlirOperation, plan: &UmmaPlan, taddr: MlirValue) {
    let ops = operands(op);
    let chain = ops.iter().position(|o| cx.tmem.is_resident(*o)).expect("internal: an update without its web value");
    let others: Vec<Vec<MlirValue>> =
        ops.iter().enumerate().map(|(i, o)| if i == chain { Vec::new() } else { cx.slots(*o) }).collect();
    let out_t = cx.scalar_type(value_type(result0(op)));
    let attrs = super::inherent_attrs(op);
    let attr_refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    umma::update_in_place(cx, plan, taddr, out_t, |cx, first, vals| {
        vals.iter()
            .enumerate()
            .map(|(j, v)| {
                let args: Vec<MlirValue> = others
                    .iter()
                    .enumerate()
                    .map(|(i, s)| match s.len() {
                        _ if i == chain => *v,
                        1 => s[0],
                        _ => s[first + j],
                    })
                    .collect();
                super::arith_slot(cx, op, &args, &[out_t], &attr_refs)[0]
            })
            .collect()
    });
    cx.set(result0(op), Vec::new());
}

/// Before a source branch: allocate the columns and store the initial
/// value.
pub fn enter(cx: &mut Lowering, br: MlirOperation) {
    for w in Resident::webs_at(&cx.tmem.sources, br.ptr as usize) {
        enter_web(cx, w);
    }
}

fn enter_web(cx: &mut Lowering, w: usize) {
    let plan = cx.tmem.webs[w].plan.clone();
    let init = cx.slots(cx.tmem.webs[w].init);
    // The scratch slot the address arrives in may still be read by an
    // earlier exchange.
    cx.barrier();
    let taddr = umma::alloc(cx, &plan);
    umma::store(cx, &plan, taddr, &init);
    // Every warp's part of the initial value is in TMEM before any MMA of
    // the loop is issued (a single-issuer loop has no CTA barrier of its
    // own before its MMAs); the odd CTA's part too, for MMAs over a CTA
    // pair, which the even CTA issues.
    if cx.cta_pair {
        umma::pair_barrier(cx);
    } else {
        umma::tc_barrier(cx);
    }
    cx.tmem.webs[w].taddr = Some(taddr);
}

/// At the start of a sink block: read the result and free the columns.
/// When the result's one use is a unary elementwise op in the same layout
/// (the epilogue's `truncf`), that op runs on each chunk as it arrives (and
/// is then skipped), so a 256-column accumulator never sits in registers as
/// f32 all at once.
pub fn exit(cx: &mut Lowering, block: MlirBlock) {
    for w in Resident::webs_at(&cx.tmem.sinks, block.ptr as usize) {
        exit_web(cx, w, block);
    }
}

fn exit_web(cx: &mut Lowering, w: usize, block: MlirBlock) {
    let plan = cx.tmem.webs[w].plan.clone();
    let taddr = cx.tmem.taddr(w);
    let arg = cx.tmem.webs[w].sink_arg;
    umma::fence_after(cx);
    let out_t = cx.scalar_type(value_type(arg));
    let fused = fusable_consumer(cx, arg);
    if let Some((passed, store)) = stream_target(cx, arg, fused, block) {
        // The store reads, converts and stores chunk by chunk, then frees.
        for op in fused.into_iter().chain(passed) {
            cx.lowered.insert(op.ptr as usize);
        }
        cx.tmem.streams.insert(store.ptr as usize, Stream { plan, taddr, fused, out_t });
        return;
    }
    let mut raw = Vec::new();
    let consumed = umma::load_each(cx, &plan, taddr, out_t, 32, |cx, chunk| {
        raw.extend(chunk.iter().copied());
        let Some(op) = fused else { return chunk };
        let attrs = super::inherent_attrs(op);
        let attr_refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
        let rt = [cx.scalar_type(value_type(result0(op)))];
        chunk.iter().flat_map(|v| super::arith_slot(cx, op, &[*v], &rt, &attr_refs)).collect()
    });
    umma::free(cx, &plan, taddr);
    match fused {
        Some(op) => {
            cx.set(arg, raw);
            cx.set(result0(op), consumed);
            cx.lowered.insert(op.ptr as usize);
        }
        None => cx.set(arg, consumed),
    }
}

/// Accumulators of at most this many values a thread are read whole.
const STREAM_MIN_SLOTS: usize = 128;

/// The views and the store when the sink `arg`, after its fused unary op,
/// flows only through views that keep its layout into a weak tiled store in
/// its own block, with no tcgen05 dot before that store in the block (the
/// columns stay allocated until the store).
fn stream_target(
    cx: &Lowering,
    arg: MlirValue,
    fused: Option<MlirOperation>,
    block: MlirBlock,
) -> Option<(Vec<MlirOperation>, MlirOperation)> {
    // Up to 128 values a thread, reading them all first costs no spill and
    // lets ptxas batch the reads and the stores (fewer instructions).
    if cx.num_slots(value_type(arg)) <= STREAM_MIN_SLOTS {
        return None;
    }
    let mut v = fused.map_or(arg, result0);
    let mut views = Vec::new();
    let store = loop {
        let [(user, index)] = uses(v)[..] else { return None };
        let name = op_name(user);
        if name == nv_tileaa::ViewOperation::name() && cx.layout(value_type(result0(user))) == cx.layout(value_type(v))
        {
            views.push(user);
            v = result0(user);
            continue;
        }
        let store = name == nv_tileas::TiledStoreOperation::name() && index == 1;
        if !store || !super::memory::is_weak(user) || cx.sink.is_none() {
            return None;
        }
        break user;
    };
    let mut ops = fused.into_iter().chain(views.iter().copied()).chain([store]);
    if !ops.all(|op| block_of(op).ptr == block.ptr) {
        return None;
    }
    for op in block_ops(block) {
        if op.ptr == store.ptr {
            return Some((views, store));
        }
        if op_name(op) == nv_tileaa::DotOperation::name() {
            return None;
        }
    }
    None
}

/// The deferred read of the sink whose epilogue is `store`, if any (taken:
/// the store lowers it once).
pub fn take_stream(cx: &mut Lowering, store: MlirOperation) -> Option<Stream> {
    cx.tmem.streams.remove(&(store.ptr as usize))
}

/// A chunk of a streamed sink as the store takes it: the fused op applied.
pub fn stream_values(cx: &Lowering, s: &Stream, raw: Vec<MlirValue>) -> Vec<MlirValue> {
    let Some(op) = s.fused else { return raw };
    let attrs = super::inherent_attrs(op);
    let attr_refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let rt = [cx.scalar_type(value_type(result0(op)))];
    raw.iter().flat_map(|v| super::arith_slot(cx, op, &[*v], &rt, &attr_refs)).collect()
}

/// The one user of `v` when it is a one-operand, one-result arith op whose
/// result has `v`'s layout.
fn fusable_consumer(cx: &Lowering, v: MlirValue) -> Option<MlirOperation> {
    let [(op, 0)] = uses(v)[..] else { return None };
    let name = op_name(op);
    let unary = operands(op).len() == 1 && results(op).len() == 1;
    let arith = is_dialect_op(&name, arith::TruncFOperation::name()) && name != arith::ConstantOperation::name();
    (unary && arith && cx.layout(value_type(result0(op))) == cx.layout(value_type(v))).then_some(op)
}
