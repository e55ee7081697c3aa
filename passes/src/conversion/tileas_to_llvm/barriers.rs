//! Repeated CTA barriers: a `bar.sync` (`nvvm.barrier0`, or `nvvm.barrier`
//! with the same id and thread count) that follows another in the same
//! block with nothing in between that touches memory or synchronizes
//! orders nothing the first did not, and is dropped.
//!
//! The lowering emits barriers op by op (the wait ending a pipelined loop,
//! the mbarrier invalidation after it, an exchange's scratch reuse), so two
//! can meet with only address arithmetic between them: sm_90 matmul
//! epilogues had `bar.sync 1, 256` twice in a row. Only ops known to be
//! free of memory effects and synchronization may sit between the two:
//! constants, integer and float arithmetic, comparisons, casts, address
//! computations, aggregate and vector element moves, special-register
//! reads, an empty inline asm (a register fence). Anything else (a load, a store, a call, an intrinsic, a branch)
//! keeps the next barrier.
//!
//! Sound because the lowering emits barriers only where control flow is
//! uniform across their participants (the whole CTA; a warp-specialized
//! kernel's compute threads for its named barrier): every participant runs
//! the block and skips the same barrier, and whatever a thread did before
//! the dropped one it did before the first.

use crate::conversion::{builder::*, typed};
use melior::dialect::ods::{arith, llvm};
use mlir_sys::*;
use tileas_dialects::nvvm;

/// Drops the repeated barriers of every block of `region`; returns how many.
pub fn drop_repeated(region: MlirRegion) -> usize {
    let mut dropped = 0;
    for block in region_blocks(region) {
        let mut last: Option<MlirOperation> = None;
        for op in block_ops(block) {
            if is_barrier(op) {
                if last.is_some_and(|b| same_barrier(b, op)) {
                    // SAFETY: `op` is a live barrier without results; nothing uses it.
                    unsafe { mlirOperationDestroy(op) };
                    dropped += 1;
                    continue;
                }
                last = Some(op);
            } else if !is_transparent(op) {
                last = None;
            }
        }
    }
    dropped
}

fn is_barrier(op: MlirOperation) -> bool {
    let name = op_name(op);
    name == nvvm::Barrier0Operation::name() || name == nvvm::BarrierOperation::name()
}

/// The same kind of barrier on the same values (a named barrier's id and
/// thread count; `nvvm.barrier` without operands is `bar.sync 0`), and
/// without a reduction (`bar.red`, which has a result).
fn same_barrier(a: MlirOperation, b: MlirOperation) -> bool {
    let plain = |o: MlirOperation| results(o).is_empty();
    let (va, vb) = (operands(a), operands(b));
    op_name(a) == op_name(b)
        && plain(a)
        && plain(b)
        && va.len() == vb.len()
        && va.iter().zip(&vb).all(|(x, y)| same_value(*x, *y))
}

/// Equal SSA values, or two constants of the same type and value.
fn same_value(x: MlirValue, y: MlirValue) -> bool {
    if x.ptr == y.ptr {
        return true;
    }
    let constant = |v: MlirValue| {
        defining_op(v).filter(|d| {
            let n = op_name(*d);
            n == llvm::ConstantOperation::name() || n == arith::ConstantOperation::name()
        })
    };
    match (constant(x), constant(y)) {
        (Some(a), Some(b)) => {
            let (va, vb) = (get_attr(a, "value"), get_attr(b, "value"));
            // SAFETY: both attributes are live; equality is a pointer compare
            // of uniqued attributes (and the types are compared alike).
            va.zip(vb).is_some_and(|(p, q)| unsafe { mlirAttributeEqual(p, q) })
                && unsafe { mlirTypeEqual(value_type(x), value_type(y)) }
        }
        _ => false,
    }
}

/// Ops without memory effects or synchronization that may sit between two
/// barriers.
fn is_transparent(op: MlirOperation) -> bool {
    // SAFETY: `op` is live; only its region count is read.
    if unsafe { mlirOperationGetNumRegions(op) } > 0 {
        return false;
    }
    let name = op_name(op);
    if is_dialect_op(&name, arith::ConstantOperation::name()) {
        // Every arith op is pure.
        return true;
    }
    if name == llvm::InlineAsmOperation::name() {
        // An empty asm: the register fence after a wgmma wait (`wgmma.rs`),
        // which pins values and does nothing else.
        return get_attr(op, "asm_string").and_then(typed::str_value).is_some_and(|s| s.is_empty());
    }
    TRANSPARENT.iter().any(|n| *n == name)
}

/// The LLVM dialect ops that neither touch memory nor synchronize, and the
/// special-register reads the lowering emits.
static TRANSPARENT: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
    vec![
        nvvm::ThreadIdXOperation::name(),
        nvvm::BlockIdXOperation::name(),
        nvvm::BlockIdYOperation::name(),
        nvvm::BlockIdZOperation::name(),
        nvvm::SmIdOperation::name(),
        nvvm::WarpIdOperation::name(),
        llvm::ConstantOperation::name(),
        llvm::ZeroOperation::name(),
        llvm::UndefOperation::name(),
        llvm::PoisonOperation::name(),
        llvm::AddressOfOperation::name(),
        llvm::GEPOperation::name(),
        llvm::PtrToIntOperation::name(),
        llvm::IntToPtrOperation::name(),
        llvm::BitcastOperation::name(),
        llvm::AddrSpaceCastOperation::name(),
        llvm::ExtractValueOperation::name(),
        llvm::InsertValueOperation::name(),
        llvm::ExtractElementOperation::name(),
        llvm::InsertElementOperation::name(),
        llvm::SelectOperation::name(),
        llvm::ICmpOperation::name(),
        llvm::FCmpOperation::name(),
        llvm::AddOperation::name(),
        llvm::SubOperation::name(),
        llvm::MulOperation::name(),
        llvm::AndOperation::name(),
        llvm::OrOperation::name(),
        llvm::XOrOperation::name(),
        llvm::ShlOperation::name(),
        llvm::LShrOperation::name(),
        llvm::AShrOperation::name(),
        llvm::TruncOperation::name(),
        llvm::ZExtOperation::name(),
        llvm::SExtOperation::name(),
    ]
});
