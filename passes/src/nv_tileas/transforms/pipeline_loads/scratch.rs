//! The kernel scratch inside the ring region (module doc, "Scratch after
//! the loops").
//!
//! The scratch (`nv_tileas.smem_bytes`: layout exchanges, reductions,
//! staged operands) normally has shared memory of its own beside the rings,
//! so every byte of it is a byte the K loops' stages cannot have. In a
//! kernel whose ops before and inside its pipelined loops cannot use the
//! scratch (`early_blocks`: scalar code, the loops' loads, dots that read
//! both operands in place from their stages), the scratch is only touched
//! once the loops are done, when their stages are dead: it can live in the
//! ring region itself, past what the region holds after the loops (the
//! epilogue's staged TMA loads and stores, which reuse the region's start),
//! and the rings are planned as if there were no scratch.
//! `matmul_split_k_lock`'s 32 KiB epilogue exchange so gives its K loop 3
//! stages at sm_120 (was 2) and 7 at sm_90 (was 6), NVIDIA's counts.

use super::{defining_block, operand_source, PipeLoop, Rings};
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::{arith, cf};
use mlir_sys::*;
use std::collections::HashSet;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};

/// The blocks (by pointer) that run once every pipelined loop is done:
/// those from which no loop header can be reached. `None` where an op of
/// the others (the loops' blocks and those before them) may use the
/// scratch, or there is no loop, no scratch, or an occupancy hint (whose
/// share of shared memory the rings are planned in).
pub(super) fn late_blocks(func: MlirOperation, blocks: &[MlirBlock], loops: &[PipeLoop]) -> Option<HashSet<usize>> {
    let smem = get_attr(func, typed::TILEAS_SMEM_BYTES_ATTR).and_then(typed::int_value).unwrap_or(0);
    let staged = get_attr(func, typed::TILEAS_STAGED_OPERAND_BYTES_ATTR).and_then(typed::int_value).unwrap_or(0);
    if loops.is_empty() || smem == 0 || staged > 0 || typed::occupancy(func).is_some() {
        return None;
    }
    let early = reaching(blocks, loops.iter().map(|lp| defining_block(lp.iv).ptr as usize).collect());
    let loads: HashSet<usize> = loops.iter().flat_map(|lp| lp.loads.iter().map(|l| l.ptr as usize)).collect();
    // Dots only in the loops' bodies, whose operands `in_place` checks.
    let bodies: HashSet<usize> = loops.iter().map(|lp| lp.body.ptr as usize).collect();
    let quiet = blocks.iter().filter(|b| early.contains(&(b.ptr as usize))).all(|b| {
        block_ops(*b).into_iter().all(|op| {
            scratch_free(op, &loads)
                && (op_name(op) != nv_tileaa::DotOperation::name() || bodies.contains(&(b.ptr as usize)))
        })
    });
    quiet.then(|| blocks.iter().map(|b| b.ptr as usize).filter(|b| !early.contains(b)).collect())
}

/// Blocks that reach one of `targets` (by pointer) through branches,
/// the targets included.
fn reaching(blocks: &[MlirBlock], targets: HashSet<usize>) -> HashSet<usize> {
    let mut out = targets;
    loop {
        let before = out.len();
        for b in blocks {
            let Some(&term) = block_ops(*b).last() else { continue };
            if branch_edges(term).iter().any(|(succ, _)| out.contains(&(succ.ptr as usize))) {
                out.insert(b.ptr as usize);
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Whether `op` lowers without the scratch: scalar and elementwise
/// arithmetic, branches, the kernel's memref and id queries, views, the
/// pipelined loops' loads, and dots (whose operands `in_place` checks).
fn scratch_free(op: MlirOperation, loads: &HashSet<usize>) -> bool {
    let name = op_name(op);
    let dialect = name.split('.').next().unwrap_or_default();
    if dialect == "arith" && name != arith::ConstantOperation::name() {
        // Elementwise on one layout (a layout change is a convert_layout).
        return true;
    }
    let scalar_ops = [
        arith::ConstantOperation::name(),
        cf::BranchOperation::name(),
        cf::CondBranchOperation::name(),
        nv_tileaa::MakeMemRefOperation::name(),
        nv_tileaa::GetProgramIdOperation::name(),
        nv_tileaa::GetNumProgramsOperation::name(),
        nv_tileaa::GetDimSizeOperation::name(),
        nv_tileaa::ViewOperation::name(),
        nv_tileaa::DotOperation::name(),
    ];
    scalar_ops.contains(&name.as_str())
        || (name == nv_tileas::TiledLoadOperation::name() && loads.contains(&(op.ptr as usize)))
}

/// Whether the planned rings keep every load of every loop and give each
/// dot of the loops both operands in stages it reads in place (so nothing
/// is staged through the scratch inside a loop).
pub(super) fn in_place(loops: &[PipeLoop], plans: &[Option<(usize, Rings)>]) -> bool {
    loops.iter().zip(plans).all(|(lp, plan)| {
        let Some((kept, rings)) = plan else { return false };
        let read_in_place = |i: usize| {
            rings.swizzles.get(i).is_some_and(Option::is_some) && !rings.registers.get(i).copied().unwrap_or(true)
        };
        *kept == lp.loads.len()
            && lp.body_ops().into_iter().filter(|op| op_name(*op) == nv_tileaa::DotOperation::name()).all(|dot| {
                operands(dot)[..2].iter().all(|v| {
                    let src = operand_source(*v);
                    lp.loads.iter().position(|l| result0(*l).ptr == src.ptr).is_some_and(read_in_place)
                })
            })
    })
}

/// Puts the scratch (`smem` bytes) in the ring region (`region` bytes) of
/// the rewritten kernel (`nv_tileas.scratch_offset`, `offset`); returns the
/// region's new size. The rings were planned within `budget` as if there
/// were no scratch and the stages after the loops a 1024-byte boundary and
/// the scratch short of it, so it fits.
pub(super) fn place(
    func: MlirOperation,
    late: &HashSet<usize>,
    region: i64,
    smem: i64,
    budget: i64,
) -> Result<i64, crate::registry::PassFailed> {
    if smem == 0 {
        return Ok(region); // the dots that staged through it read their stages in place
    }
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    let at = offset(&blocks, late).filter(|o| o + smem <= budget);
    let Some(at) = at else {
        emit_op_error(
            func,
            &format!("internal: no room for the {smem}-byte scratch in the ring region after the loops"),
        );
        return Err(crate::registry::PassFailed);
    };
    // SAFETY: `func` is the live anchor.
    let ctx = unsafe { mlirOperationGetContext(func) };
    set_attr(func, typed::TILEAS_SCRATCH_OFFSET_ATTR, typed::i64_attr(ctx, at));
    Ok(region.max(at + smem))
}

/// Where the scratch goes in the ring region: the first 1024-byte boundary
/// past every ring-region byte the ops of the `late` blocks use (the stages
/// and mbarriers after the loops); `None` when such an op's stage is not a
/// constant 0.
fn offset(blocks: &[MlirBlock], late: &HashSet<usize>) -> Option<i64> {
    let mut end = 0;
    for op in blocks.iter().filter(|b| late.contains(&(b.ptr as usize))).flat_map(|b| block_ops(*b)) {
        let int = |name: &str| get_attr(op, name).and_then(typed::int_value);
        if let (Some(o), Some(s)) = (int("offset"), int("stage_bytes")) {
            if !first_stage(op) {
                return None;
            }
            end = end.max(o + s);
        }
        if let Some(b) = int("barrier") {
            end = end.max(b + 8 * int("count").unwrap_or(1));
        }
    }
    Some((end + 1023) / 1024 * 1024)
}

/// Whether a ring-buffer op's stage operand (its only i32 one) is the
/// constant 0.
fn first_stage(op: MlirOperation) -> bool {
    operands(op).into_iter().any(|v| typed::int_width(value_type(v)) == Some(32) && super::constant_int(v) == Some(0))
}
