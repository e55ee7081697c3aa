//! Accumulators that stay in tensor memory (TMEM) across a K loop.
//!
//! A `tcgen05.mma` dot reads and writes its accumulator in TMEM. Lowered on
//! its own (`umma::lower`) it moves the accumulator from registers into TMEM
//! and back on every call, so a K loop keeps the whole accumulator in
//! registers across iterations (64 to 256 per thread: the register pressure
//! that made `matmul_f16_swizzle_2cta` spill) and pays a `tcgen05.st` and a
//! `tcgen05.ld` per iteration. NVIDIA's kernels keep it in TMEM for the whole
//! loop; so does this lowering, for the loop shape the tileaa stage produces:
//!
//! ```text
//! ^pre:  ... cf.br ^h(..., %init)
//! ^h(..., %acc):  ... cf.cond_br %c, ^body, ^exit(%acc)
//! ^body: ... %d = nv_tileaa.dot %a, %b, %acc ... cf.br ^h(..., %d)
//! ^exit(%e): ... uses of %e
//! ```
//!
//! The preheader's branch allocates the plan's TMEM columns and stores
//! `%init` there; the dot's MMAs accumulate in place; the exit block reads
//! the result into registers once and frees the columns. `%acc`, `%d` and
//! `%e` carry no register slots and their block arguments disappear.
//!
//! Legality (checked before lowering, else the dot takes the per-call path):
//! the dot has a tcgen05 plan whose layouts its operands carry; `%acc` is a
//! block argument of `^h` used only by the dot and by `^h`'s `cf.cond_br`
//! towards `^exit`; `%d`'s one use is a `cf.br` back to the same argument;
//! `^h` has exactly that back edge and one `cf.br` from a preheader, `^exit`
//! only `^h` as predecessor; no `func.return` is reachable from `^h` except
//! through `^exit` (the columns are always freed); `^h`, the dot's block
//! and `^exit` come after the preheader in block order (which is the order
//! of lowering: the preheader defines the TMEM address); and the TMEM columns of every resident accumulator plus those of the
//! largest other tcgen05 dot fit the SM's 512.

use super::{umma, Lowering};
use crate::conversion::builder::*;
use crate::nv_tileas::mma::{dot_plan, DotPlan};
use melior::dialect::ods::{arith, cf, func};
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::mma_atoms::UmmaPlan;
use tileas_dialects::ops::nv_tileaa;

/// TMEM columns of an SM.
const TMEM_COLUMNS: i64 = 512;

/// One accumulator kept in TMEM across its loop.
pub struct Chain {
    pub plan: UmmaPlan,
    /// The preheader's `cf.br` (allocates and stores the initial value).
    pub preheader_br: MlirOperation,
    /// The initial value, passed by that branch.
    pub init: MlirValue,
    /// The exit block and its argument that receives the result.
    pub exit_block: MlirBlock,
    pub exit_arg: MlirValue,
    /// The TMEM address, once the preheader is lowered.
    pub taddr: Option<MlirValue>,
}

/// The resident accumulators of one kernel.
#[derive(Default)]
pub struct Resident {
    chains: Vec<Chain>,
    /// Values without register slots (header and exit arguments, dot
    /// results) → their chain.
    values: HashMap<usize, usize>,
    /// Dots, preheader branches and exit blocks → their chain.
    dots: HashMap<usize, usize>,
    preheaders: HashMap<usize, usize>,
    exits: HashMap<usize, usize>,
}

/// (user, operand index) of every use of `v`.
fn uses(v: MlirValue) -> Vec<(MlirOperation, usize)> {
    let mut out = Vec::new();
    // SAFETY: `v` is live; the use list is only walked.
    unsafe {
        let mut u = mlirValueGetFirstUse(v);
        while !u.ptr.is_null() {
            out.push((mlirOpOperandGetOwner(u), mlirOpOperandGetOperandNumber(u) as usize));
            u = mlirOpOperandGetNextUse(u);
        }
    }
    out
}

fn successors(op: MlirOperation) -> Vec<MlirBlock> {
    // SAFETY: `op` is live; successors are only read.
    unsafe { (0..mlirOperationGetNumSuccessors(op)).map(|i| mlirOperationGetSuccessor(op, i)).collect() }
}

/// The block and argument index operand `k` of a `cf.br`/`cf.cond_br`
/// flows into.
fn branch_target(op: MlirOperation, k: usize) -> Option<(MlirBlock, usize)> {
    let name = op_name(op);
    if name == cf::BranchOperation::name() {
        return Some((successors(op)[0], k));
    }
    if name != cf::CondBranchOperation::name() || k == 0 {
        return None;
    }
    let n_true = block_args(successors(op)[0]).len();
    let succ = successors(op);
    if k - 1 < n_true {
        Some((succ[0], k - 1))
    } else {
        Some((succ[1], k - 1 - n_true))
    }
}

fn terminator(block: MlirBlock) -> Option<MlirOperation> {
    block_ops(block).last().copied()
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

fn block_of(op: MlirOperation) -> MlirBlock {
    // SAFETY: `op` is a live op inside a block.
    unsafe { mlirOperationGetBlock(op) }
}

/// The chain of `dot`, if it has the loop shape of the module docs.
fn chain_of(
    dot: MlirOperation,
    plan: &UmmaPlan,
    blocks: &[MlirBlock],
    preds: &HashMap<usize, Vec<MlirOperation>>,
) -> Option<(Chain, MlirValue)> {
    let acc = operands(dot)[2];
    // SAFETY: `acc` is live; its owner block is only read.
    let (h, i) = unsafe {
        if !mlirValueIsABlockArgument(acc) {
            return None;
        }
        (mlirBlockArgumentGetOwner(acc), mlirBlockArgumentGetArgNumber(acc) as usize)
    };
    let d_uses = uses(result0(dot));
    let [(back, k)] = d_uses[..] else { return None };
    if op_name(back) != cf::BranchOperation::name()
        || branch_target(back, k).map(|(b, j)| (b.ptr, j)) != Some((h.ptr, i))
    {
        return None;
    }
    let acc_uses = uses(acc);
    let [_, _] = acc_uses[..] else { return None };
    let (exit_br, ek) = *acc_uses.iter().find(|(u, _)| u.ptr != dot.ptr)?;
    if Some(exit_br.ptr) != terminator(h).map(|t| t.ptr) || op_name(exit_br) != cf::CondBranchOperation::name() {
        return None;
    }
    let (exit_block, j) = branch_target(exit_br, ek)?;
    let h_preds = preds.get(&(h.ptr as usize))?;
    let [p0, p1] = h_preds[..] else { return None };
    let pre = if p0.ptr == back.ptr { p1 } else { p0 };
    if pre.ptr == back.ptr || op_name(pre) != cf::BranchOperation::name() {
        return None;
    }
    let exit_preds = preds.get(&(exit_block.ptr as usize))?;
    if exit_preds.len() != 1 || exit_block.ptr == h.ptr || return_escapes(h, exit_block) {
        return None;
    }
    let index = |b: MlirBlock| blocks.iter().position(|x| x.ptr == b.ptr);
    let p = index(block_of(pre))?;
    if [h, block_of(dot), exit_block].iter().any(|b| index(*b).is_none_or(|x| x <= p)) {
        return None;
    }
    let chain = Chain {
        plan: plan.clone(),
        preheader_br: pre,
        init: operands(pre)[i],
        exit_block,
        exit_arg: block_args(exit_block)[j],
        taddr: None,
    };
    Some((chain, acc))
}

impl Resident {
    /// The resident accumulators of the kernel whose (old) blocks are
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
        let preds = predecessors(blocks);
        let mut candidates: Vec<(MlirOperation, Chain, MlirValue)> =
            dots.iter().filter_map(|(op, p)| chain_of(*op, p, blocks, &preds).map(|(c, acc)| (*op, c, acc))).collect();
        // Greedy: resident columns plus the widest per-call dot within 512.
        let mut resident_cols = 0;
        let mut kept = Vec::new();
        while let Some((op, chain, acc)) = candidates.pop() {
            let cols = chain.plan.tmem_columns();
            let others = dots
                .iter()
                .filter(|(d, _)| {
                    d.ptr != op.ptr && !kept.iter().any(|(k, _, _): &(MlirOperation, _, _)| k.ptr == d.ptr)
                })
                .map(|(_, p)| p.tmem_columns())
                .max()
                .unwrap_or(0);
            if resident_cols + cols + others <= TMEM_COLUMNS {
                resident_cols += cols;
                kept.push((op, chain, acc));
            }
        }
        for (op, chain, acc) in kept {
            let c = out.chains.len();
            for v in [acc, result0(op), chain.exit_arg] {
                out.values.insert(v.ptr as usize, c);
            }
            out.dots.insert(op.ptr as usize, c);
            out.preheaders.insert(chain.preheader_br.ptr as usize, c);
            out.exits.insert(chain.exit_block.ptr as usize, c);
            out.chains.push(chain);
        }
        out
    }

    /// Whether `v` lives in TMEM (no register slots).
    pub fn is_resident(&self, v: MlirValue) -> bool {
        self.values.contains_key(&(v.ptr as usize))
    }

    fn chain(&self, map: &HashMap<usize, usize>, key: usize) -> Option<usize> {
        map.get(&key).copied()
    }
}

/// Lowers `dot` if it is a resident accumulator's.
pub fn lower_dot(cx: &mut Lowering, dot: MlirOperation) -> bool {
    let Some(c) = cx.tmem.chain(&cx.tmem.dots, dot.ptr as usize) else { return false };
    let plan = cx.tmem.chains[c].plan.clone();
    let taddr = cx.tmem.chains[c].taddr.expect("internal: resident accumulator used before its preheader");
    umma::lower_resident(cx, dot, &plan, taddr);
    true
}

/// Before a preheader's branch: allocate the columns and store the initial
/// value.
pub fn enter(cx: &mut Lowering, br: MlirOperation) {
    let Some(c) = cx.tmem.chain(&cx.tmem.preheaders, br.ptr as usize) else { return };
    let plan = cx.tmem.chains[c].plan.clone();
    let init = cx.slots(cx.tmem.chains[c].init);
    // The scratch slot the address arrives in may still be read by an
    // earlier exchange.
    cx.barrier();
    let taddr = umma::alloc(cx, &plan);
    umma::store(cx, &plan, taddr, &init);
    cx.tmem.chains[c].taddr = Some(taddr);
}

/// At the start of an exit block: read the result and free the columns.
/// When the result's one use is a unary elementwise op in the same layout
/// (the epilogue's `truncf`), that op runs on each chunk as it arrives (and
/// is then skipped), so a 256-column accumulator never sits in registers as
/// f32 all at once.
pub fn exit(cx: &mut Lowering, block: MlirBlock) {
    let Some(c) = cx.tmem.chain(&cx.tmem.exits, block.ptr as usize) else { return };
    let plan = cx.tmem.chains[c].plan.clone();
    let taddr = cx.tmem.chains[c].taddr.expect("internal: resident accumulator read before its preheader");
    let arg = cx.tmem.chains[c].exit_arg;
    umma::fence_after(cx);
    let out_t = cx.scalar_type(value_type(arg));
    let fused = fusable_consumer(cx, arg);
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

/// The one user of `v` when it is a one-operand, one-result arith op whose
/// result has `v`'s layout.
fn fusable_consumer(cx: &Lowering, v: MlirValue) -> Option<MlirOperation> {
    let [(op, 0)] = uses(v)[..] else { return None };
    let name = op_name(op);
    let unary = operands(op).len() == 1 && results(op).len() == 1;
    let arith = is_dialect_op(&name, arith::TruncFOperation::name()) && name != arith::ConstantOperation::name();
    (unary && arith && cx.layout(value_type(result0(op))) == cx.layout(value_type(v))).then_some(op)
}
