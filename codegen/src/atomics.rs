//! Workaround for LLVM 22.1.8 dropping memory ordering on `atomicrmw`
//! (notes F1 §0.6, §7.1, T21): a seq_cst/acq_rel/acquire/release RMW is
//! printed as a plain `atom.global.add.u32` with no fence. Fixed on LLVM main
//! by PRs #176015/#179553 (Jan–Feb 2026), not in 22.1.8.
//!
//! Rewrite, per the fence-based mapping of the PTX memory model:
//!
//! | ordering | before            | RMW       | after             |
//! |----------|-------------------|-----------|-------------------|
//! | release  | `fence release`   | monotonic |                   |
//! | acquire  |                   | monotonic | `fence acquire`   |
//! | acq_rel  | `fence release`   | monotonic | `fence acquire`   |
//! | seq_cst  | `fence seq_cst`   | monotonic | `fence acquire`   |
//!
//! Every fence keeps the RMW's sync scope; LLVM 22 prints `fence release` /
//! `fence acquire` as `fence.acq_rel.<scope>` and `fence seq_cst` as
//! `fence.sc.<scope>` (`membar.*` below sm_70). `syncscope("singlethread")`
//! RMWs are left alone (no inter-thread ordering to keep). cmpxchg, atomic
//! load/store and fence are honoured by LLVM 22 and are not touched.

use crate::llvm::{self, Module};
use llvm_sys::core::*;
use llvm_sys::LLVMAtomicOrdering::*;
use llvm_sys::LLVMOpcode;

/// Applies the rewrite; returns how many RMWs were changed.
pub fn add_fences_around_ordered_rmw(m: &Module) -> usize {
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    let single_thread = unsafe { LLVMGetSyncScopeID(m.ctx.raw, "singlethread".as_ptr() as *const _, 11) };
    let mut changed = 0;
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    unsafe {
        let b = LLVMCreateBuilderInContext(m.ctx.raw);
        for f in m.functions() {
            for inst in llvm::instructions(f) {
                if LLVMGetInstructionOpcode(inst) != LLVMOpcode::LLVMAtomicRMW {
                    continue;
                }
                let ordering = LLVMGetOrdering(inst);
                if matches!(
                    ordering,
                    LLVMAtomicOrderingMonotonic | LLVMAtomicOrderingUnordered | LLVMAtomicOrderingNotAtomic
                ) {
                    continue;
                }
                let ssid = LLVMGetAtomicSyncScopeID(inst);
                if ssid == single_thread {
                    continue;
                }
                let empty = c"".as_ptr();
                LLVMPositionBuilderBefore(b, inst);
                match ordering {
                    LLVMAtomicOrderingRelease | LLVMAtomicOrderingAcquireRelease => {
                        LLVMBuildFenceSyncScope(b, LLVMAtomicOrderingRelease, ssid, empty);
                    }
                    LLVMAtomicOrderingSequentiallyConsistent => {
                        LLVMBuildFenceSyncScope(b, LLVMAtomicOrderingSequentiallyConsistent, ssid, empty);
                    }
                    _ => {}
                }
                LLVMSetOrdering(inst, LLVMAtomicOrderingMonotonic);
                if matches!(
                    ordering,
                    LLVMAtomicOrderingAcquire
                        | LLVMAtomicOrderingAcquireRelease
                        | LLVMAtomicOrderingSequentiallyConsistent
                ) {
                    // An RMW is never a terminator, so a next instruction exists.
                    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(inst));
                    LLVMBuildFenceSyncScope(b, LLVMAtomicOrderingAcquire, ssid, empty);
                }
                changed += 1;
            }
        }
        LLVMDisposeBuilder(b);
    }
    changed
}
