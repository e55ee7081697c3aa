//! Warp-specialized kernels (`nv_tileas.warp_specialize`, sm_90+): one
//! warpgroup more than the kernel's compute threads, whose first thread
//! issues a K loop's TMA copies while the compute threads run everything
//! else.
//!
//! The split ends the entry block. What the entry block computes before it
//! every thread of the CTA computes, so it may hold no tile values (their
//! layouts are written for the compute threads; a producer thread would
//! index past them). Then the compute threads (`tid < T`) branch to the
//! compute side; the producer warpgroup lowers its register budget
//! (`setmaxnreg.dec`, warpgroup-collective), and its first thread branches
//! to the producer side while the other 127 return. On the producer side
//! the lowering counts thread ids from that thread (`tid - T`), so the
//! "thread 0" of the copies and mbarrier waits is the producer; it may only
//! run scalar code, mbarrier operations and TMA copies (no CTA barrier: the
//! compute threads do not come). On the compute side a CTA barrier is a
//! named barrier of the T compute threads (`bar.sync 1, T`); barrier 0
//! stays the whole CTA's, used only before the split.

use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, cf, func, llvm};
use mlir_sys::*;
use std::collections::HashSet;
use tileas_dialects::nvvm;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};

/// Threads of a warpgroup: the producer's, and the unit `setmaxnreg` works in.
pub const WARPGROUP: i64 = 128;
/// Threads of a warp.
pub const WARP: i64 = 32;

/// The named barrier of the compute threads (0 is the CTA's).
const COMPUTE_BARRIER: i32 = 1;

/// Which threads run a block of the kernel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Side {
    /// Every thread of the CTA (the entry block; all blocks without a split).
    #[default]
    All,
    /// The compute threads (`nv_tileas.num_threads`) after the split.
    Compute,
    /// The producer thread after the split.
    Producer,
}

/// A kernel's split: the old blocks on the producer side.
#[derive(Debug, Default)]
pub struct Agents {
    producer: HashSet<usize>,
}

impl Agents {
    /// The side `block` (an old block, not the entry) runs on.
    pub fn side(&self, block: MlirBlock) -> Side {
        if self.producer.contains(&(block.ptr as usize)) {
            Side::Producer
        } else {
            Side::Compute
        }
    }
}

/// The kernel's split, when its entry block ends in `warp_specialize`;
/// reports a split the lowering cannot honour.
pub fn find(func: MlirOperation, blocks: &[MlirBlock], num_threads: i64) -> Result<Option<Agents>, PassFailed> {
    let Some(&entry) = blocks.first() else { return Ok(None) };
    // Elsewhere the verifier refuses it ("must end the entry block of its region").
    let Some(split) = block_ops(entry).last().copied().filter(|t| is_split(*t)) else { return Ok(None) };
    if num_threads % WARPGROUP != 0 {
        emit_op_error(
            split,
            &format!(
                "needs whole warpgroups of compute threads (a multiple of {WARPGROUP}), the kernel has {num_threads}"
            ),
        );
        return Err(PassFailed);
    }
    if typed::compute_capability(func).is_none_or(|cc| cc < 90) {
        emit_op_error(split, "needs sm_90 or newer (setmaxnreg, 'nv_tileas.compute_capability')");
        return Err(PassFailed);
    }
    let succ = successors(split);
    let compute = reachable(succ[0]);
    let producer = reachable(succ[1]);
    if let Some(b) = blocks.iter().find(|b| compute.contains(&(b.ptr as usize)) && producer.contains(&(b.ptr as usize)))
    {
        let at = block_ops(*b).first().copied().unwrap_or(split);
        emit_op_error(at, "is reached from both sides of the kernel's 'nv_tileas.warp_specialize'");
        return Err(PassFailed);
    }
    if succ.iter().any(|s| !block_args(*s).is_empty()) {
        emit_op_error(split, "successors must have no block arguments");
        return Err(PassFailed);
    }
    for op in block_ops(entry).into_iter().filter(|o| o.ptr != split.ptr) {
        if tile_valued(op) && op_name(op) != arith::ConstantOperation::name() {
            emit_op_error(op, "computes a tile before the kernel's 'nv_tileas.warp_specialize', where the producer warpgroup runs too");
            return Err(PassFailed);
        }
    }
    for b in blocks.iter().filter(|b| producer.contains(&(b.ptr as usize))) {
        for op in block_ops(*b) {
            if !producer_op(op) {
                emit_op_error(op, "cannot run on the producer side of 'nv_tileas.warp_specialize' (scalar code, mbarriers and TMA copies only)");
                return Err(PassFailed);
            }
        }
    }
    Ok(Some(Agents { producer }))
}

fn is_split(op: MlirOperation) -> bool {
    op_name(op) == nv_tileas::WarpSpecializeOperation::name()
}

/// The blocks reachable from `start`, itself included.
fn reachable(start: MlirBlock) -> HashSet<usize> {
    let mut seen = HashSet::from([start.ptr as usize]);
    let mut stack = vec![start];
    while let Some(b) = stack.pop() {
        let Some(term) = block_ops(b).last().copied() else { continue };
        for s in successors(term) {
            if seen.insert(s.ptr as usize) {
                stack.push(s);
            }
        }
    }
    seen
}

/// Whether `op` takes or makes a tile (a shaped value).
fn tile_valued(op: MlirOperation) -> bool {
    operands(op).into_iter().chain(results(op)).any(|v| typed::is_shaped(value_type(v)))
}

/// What the producer thread may run: scalar arith and branches, program
/// ids, the stages' mbarrier operations and TMA copies.
fn producer_op(op: MlirOperation) -> bool {
    let name = op_name(op);
    if name == nv_tileas::AsyncLoadOperation::name() {
        return get_attr(op, "barrier").is_some();
    }
    !tile_valued(op)
        && (is_dialect_op(&name, arith::AddIOperation::name())
            || is_dialect_op(&name, cf::BranchOperation::name())
            || [
                func::ReturnOperation::name(),
                nv_tileaa::GetProgramIdOperation::name(),
                nv_tileaa::GetNumProgramsOperation::name(),
                nv_tileas::MbarrierWaitOperation::name(),
                nv_tileas::MbarrierExpectOperation::name(),
                nv_tileas::MbarrierArriveOperation::name(),
                nv_tileas::ClusterBarrierOperation::name(),
            ]
            .contains(&name.as_str()))
}

/// The thread count of the launch: the compute threads, plus the producer
/// warpgroup of a split kernel.
pub fn launch_threads(cx: &Lowering) -> i64 {
    cx.num_threads + if cx.agents.is_some() { WARPGROUP } else { 0 }
}

/// Points `cx` at the side `block` runs on: its barriers and thread ids.
pub fn enter_block(cx: &mut Lowering, block: MlirBlock, entry: bool) {
    let Some(agents) = &cx.agents else { return };
    cx.side = if entry { Side::All } else { agents.side(block) };
    cx.tid = if cx.side == Side::Producer { cx.tid_producer } else { cx.tid_all };
}

/// A CTA barrier of the threads of the current side.
pub fn barrier(cx: &Lowering) {
    if cx.side == Side::Compute {
        let i32t = cx.b.int_type(32);
        let (id, n) = (cx.b.const_int(i32t, i64::from(COMPUTE_BARRIER)), cx.b.const_int(i32t, cx.num_threads));
        let segments = typed::dense_i32_array(cx.b.ctx, &[1, 1, 0]);
        cx.b.op(nvvm::BarrierOperation::name(), &[id, n], &[], &[("operandSegmentSizes", segments)]);
    } else {
        cx.b.op(nvvm::Barrier0Operation::name(), &[], &[], &[]);
    }
}

/// `warp_specialize ^compute, ^producer`: the compute threads branch to
/// the compute side; the producer warpgroup gives up registers and its
/// first thread branches to the producer side, the others return (with
/// `cluster_arrive`, after arriving on the cluster barrier).
pub fn lower_split(cx: &mut Lowering, op: MlirOperation) {
    let (ctx, loc) = (cx.b.ctx, cx.b.loc);
    let succ = successors(op);
    let (compute, producer) = (cx.new_block(succ[0]), cx.new_block(succ[1]));
    let (group, leave) = (new_block(&[], loc), new_block(&[], loc));
    // SAFETY: the current block belongs to the kernel's new region; the two
    // fresh blocks go into it once each.
    unsafe {
        let region = mlirBlockGetParentRegion(cx.b.block);
        mlirRegionAppendOwnedBlock(region, group);
        mlirRegionAppendOwnedBlock(region, leave);
    }
    let i32t = cx.b.int_type(32);
    let threads = cx.b.const_int(i32t, cx.num_threads);
    let is_compute = cx.b.cmpi(typed::ICmpPredicate::Ult, cx.tid_all, threads);
    // ODS requires the attribute; the verifier bounds it.
    let registers = get_attr(op, "producer_registers").and_then(typed::int_value).unwrap_or(40);
    let (launch, grown) = compute_registers(cx.num_threads, registers);
    let to_compute = if grown > launch {
        // The compute warpgroups take the registers the producer gave up.
        let more = new_block(&[], loc);
        // SAFETY: as above.
        unsafe { mlirRegionAppendOwnedBlock(mlirBlockGetParentRegion(cx.b.block), more) };
        let m = Builder::at_end(ctx, more, loc);
        m.call_intrinsic_void(&typed::nvvm_intrinsic("setmaxnreg.inc.sync.aligned.u32"), &[m.const_int(i32t, grown)]);
        m.op_full(cf::BranchOperation::name(), &[], &[], &[], Vec::new(), &[compute]);
        more
    } else {
        compute
    };
    cx.b.cond_br(is_compute, (to_compute, &[]), (group, &[]));
    let g = Builder::at_end(ctx, group, loc);
    g.call_intrinsic_void(&typed::nvvm_intrinsic("setmaxnreg.dec.sync.aligned.u32"), &[g.const_int(i32t, registers)]);
    let first = g.cmpi(typed::ICmpPredicate::Eq, cx.tid_all, g.const_int(i32t, cx.num_threads));
    g.cond_br(first, (producer, &[]), (leave, &[]));
    let l = Builder::at_end(ctx, leave, loc);
    if get_attr(op, "cluster_arrive").is_some() {
        l.call_intrinsic_void(&typed::nvvm_intrinsic("barrier.cluster.arrive"), &[]);
    }
    l.op(llvm::ReturnOperation::name(), &[], &[], &[]);
}

/// Registers per thread of `threads` compute threads at launch (what
/// ptxas gives every thread of a CTA of `threads + 128`, at most 255, in
/// whole units of 8) and after they take what a producer warpgroup that
/// keeps `producer` gives up (at most 256): 168 and 232 for 256 compute
/// threads and a producer of 40, CUTLASS's split.
pub fn compute_registers(threads: i64, producer: i64) -> (i64, i64) {
    const REGISTER_FILE: i64 = 65536;
    let launch = (REGISTER_FILE / (threads + WARPGROUP)).min(255) / 8 * 8;
    let freed = WARPGROUP * (launch - producer).max(0);
    let grown = ((launch + freed / threads.max(1)) / 8 * 8).min(256);
    (launch, grown)
}

#[cfg(test)]
mod tests {
    use super::compute_registers;

    #[test]
    fn register_split() {
        // Two compute warpgroups and a producer of 40: CUTLASS's 168 -> 232.
        assert_eq!(compute_registers(256, 40), (168, 232));
        // One compute warpgroup: 255 at launch (248 in units of 8), and the
        // most setmaxnreg takes after.
        assert_eq!(compute_registers(128, 40), (248, 256));
        // Four: 102 -> 96 at launch; the producer's 56 spare registers
        // spread over 512 threads give 14 more each, 104 in units of 8.
        assert_eq!(compute_registers(512, 40), (96, 104));
    }
}
