//! TMA multicast of a warp-specialized K loop's shared operand on a CTA
//! cluster (sm_90; module doc, "Clusters").
//!
//! `cuda-tile-cluster-split` runs each tile block on a cluster of n CTAs
//! that split the rows of A and of the accumulator and all load the same
//! B tile. Here a TMA copy whose tensor coordinates are the same in every
//! CTA of the cluster (they do not depend on the CTA's rank) becomes a
//! multicast copy: each CTA issues 1/n of its boxes, each delivered to the
//! same stage of every CTA of the cluster, so B leaves L2 once a cluster
//! instead of n times. That ties the CTAs' rings together:
//!
//! * every CTA's "full" mbarrier still expects the whole stage's bytes (its
//!   peers' boxes complete transactions on it);
//! * a stage may be refilled only when the compute threads of every CTA
//!   are done with it: lane j < n of each compute warp hands the stage back
//!   to the CTA of rank j (`mbarrier_arrive {cluster}`), so each "empty"
//!   mbarrier expects n arrivals a compute warp;
//! * every thread of the cluster meets at a cluster barrier after the
//!   mbarriers' initialisation (no CTA may multicast into, or arrive on, a
//!   peer's mbarriers before they exist) and arrives on it again before it
//!   exits or its CTA invalidates the mbarriers, and the compute threads wait
//!   for all there (no arrival or copy reaches a peer whose mbarriers are
//!   gone).
//!
//! "The same in every CTA" is a forward analysis over the kernel's SSA
//! values (`varying`): the x program id varies inside a cluster (its CTAs
//! are consecutive along x), its quotient by a multiple of n does not, and
//! pure ops of values that do not vary do not vary either; anything else
//! (memory reads, ops with regions) is assumed to vary.

use super::{constant_int, PipeLoop, Rings};
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::arith;
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::HashSet;
use tileas_dialects::ops::nv_tileaa;
use tileas_dialects::walk;

/// Marks the loop's TMA copies that can be multicast over the kernel's
/// cluster (`rings.multicast`, `rings.cluster`); nothing when the kernel
/// has no cluster, a stage is read into registers (restaged: read through
/// the generic proxy, which a peer's copy would not be ordered after), the
/// trip count may differ between the CTAs, or no copy is the same in all.
pub(super) fn plan(func: MlirOperation, lp: &PipeLoop, loads: &[MlirOperation], rings: &mut Rings) {
    let n = typed::cluster_ctas(func);
    if n < 2 || rings.registers.iter().any(|r| *r) || rings.empty.is_none() {
        return;
    }
    let varying = varying(func, n);
    let same = |v: MlirValue| !varying.contains(&(v.ptr as usize));
    if !same(lp.init) || !same(lp.bound) {
        return;
    }
    let multicast: Vec<bool> = loads
        .iter()
        .enumerate()
        .map(|(i, load)| rings.tma[i].is_some() && operands(*load).into_iter().all(same))
        .collect();
    if multicast.iter().any(|m| *m) {
        rings.multicast = multicast;
        rings.cluster = n;
    }
}

/// The values of `func` that may differ between the CTAs of one cluster of
/// `n` CTAs along x (by pointer): the least fixpoint of the rules in the
/// module doc, a block argument varying when one of its incoming values does.
pub(super) fn varying(func: MlirOperation, n: i64) -> HashSet<usize> {
    // Nested regions' ops included: their results vary (`kind`).
    // SAFETY: `func` is live; the walk only reads the IR under it.
    let all_ops: Vec<MlirOperation> =
        walk::nested_ops(&unsafe { OperationRef::from_raw(func) }).iter().map(|o| o.to_raw()).collect();
    let mut out: HashSet<usize> = HashSet::new();
    loop {
        let before = out.len();
        for op in &all_ops {
            let varies = |set: &HashSet<usize>, v: &MlirValue| set.contains(&(v.ptr as usize));
            let results_vary = match kind(*op, n) {
                Kind::Varying => true,
                Kind::Uniform => false,
                Kind::Follows => operands(*op).iter().any(|v| varies(&out, v)),
            };
            if results_vary {
                out.extend(results(*op).into_iter().map(|r| r.ptr as usize));
            }
            for (succ, incoming) in branch_edges(*op) {
                for (arg, v) in block_args(succ).into_iter().zip(incoming) {
                    if varies(&out, &v) {
                        out.insert(arg.ptr as usize);
                    }
                }
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

enum Kind {
    /// Differs between the cluster's CTAs whatever its operands.
    Varying,
    /// The same in all of them whatever its operands.
    Uniform,
    /// Differs when an operand does.
    Follows,
}

/// Whether `op` reads the program id along x, the one a cluster's CTAs
/// differ in.
fn program_id_x(op: MlirOperation) -> bool {
    op_name(op) == nv_tileaa::GetProgramIdOperation::name() && get_attr(op, "dim").and_then(typed::int_value) == Some(0)
}

fn kind(op: MlirOperation, n: i64) -> Kind {
    let name = op_name(op);
    if name == nv_tileaa::GetProgramIdOperation::name() {
        return if program_id_x(op) { Kind::Varying } else { Kind::Uniform };
    }
    let quotient = [arith::DivSIOperation::name(), arith::DivUIOperation::name(), arith::FloorDivSIOperation::name()];
    if quotient.contains(&name.as_str()) {
        // floor((q n + r) / (m n)) = floor(q / m) for 0 <= r < n: the
        // cluster's CTAs x = q n + r share the quotient by a multiple of n.
        let ops = operands(op);
        if defining_op(ops[0]).is_some_and(program_id_x) && constant_int(ops[1]).is_some_and(|c| c > 0 && c % n == 0) {
            return Kind::Uniform;
        }
    }
    // SAFETY: `op` is live; only its purity and region count are read.
    let pure = unsafe { tileas_sys::tileasOperationIsPure(op) && mlirOperationGetNumRegions(op) == 0 };
    if pure {
        Kind::Follows
    } else {
        Kind::Varying
    }
}
