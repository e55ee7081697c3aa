//! `tileas-schedule-loops`: runs the TileAS scheduler (`tileas-scheduler`,
//! docs/scheduler.md) on every innermost loop of an nv_tileas kernel and
//! records the schedule on the IR, optionally with a Chrome trace per loop.
//!
//! This is the scheduler's decision, not its materialisation (that is
//! `tileas-materialize-schedule`, which reads what this pass records): the
//! loop is not rewritten, so the pass changes no code. Each op of the loop body gets `nv_tileas.sched_stage`
//! and `nv_tileas.sched_cycle`; the loop's back edge gets
//! `nv_tileas.sched_ii` (0 for the serial schedule) and
//! `nv_tileas.sched_stages`.
//!
//! The dependence graph: one node per op of the loop's blocks (terminators
//! and constants aside), with the footprint of its class (a tile load
//! issues like a TMA load, a dot like a warpgroup MMA, a store and an
//! exchange move data through shared memory, tile arithmetic takes an ALU
//! slot; scalar ops are free); def-use edges within an iteration, edges of
//! distance 1 from the value the back edge carries to the users of the
//! header's argument, and memory ops kept in program order (and the last
//! store before the next iteration's loads).
//!
//! Scheduling constraints come from the ops' attributes (notes E §8, read
//! from the inherent dictionary first, then the discardable one):
//! `tileas.schedule.constraint.gid` and `leader_gid` tie ops into one
//! leader group, whose members share a stage (an op whose `leader_gid`
//! differs from its `gid` joins the leader's group; an absent `leader_gid`
//! is 0, so a group leader must name itself); `max_depth` N keeps the op in
//! the first N stages; `force_serial_execution` (a unit attribute) gives
//! its loop the serial schedule. They are non-negative 32-bit integers; any
//! other value is a located error rather than the silent 0 NVIDIA's parser
//! reads. The rematerialisation keys of the same record are parsed too (and
//! checked the same way) but no pass reads them.

use crate::conversion::builder::*;
use crate::conversion::typed::{self, SCHED_CYCLE_ATTR, SCHED_II_ATTR, SCHED_STAGES_ATTR, SCHED_STAGE_ATTR};
use crate::options::{OptionKind, OptionSpec};
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, cf, func};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::HashMap;
use std::path::PathBuf;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_scheduler::constraints::{keys, parse_constraints, AttrValue, ConstraintSlot, Dsu};
use tileas_scheduler::machine::{latency, Canonical};
use tileas_scheduler::{generate, DepGraph, Footprint, MachineModel, Op, ResourceUse, Schedule, Slot};
use tileas_sys::string_ref;

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "trace-dir",
    description: "Write each scheduled loop's Chrome trace to <dir>/<kernel>.loop<N>.json",
    kind: OptionKind::String,
    default: "",
}];

#[derive(Clone, Debug, Default)]
pub struct ScheduleLoops {
    trace_dir: Option<PathBuf>,
}

impl RustPass for ScheduleLoops {
    const ARGUMENT: &'static str = "tileas-schedule-loops";
    const NAME: &'static str = "TileASScheduleLoops";
    const DESCRIPTION: &'static str =
        "Schedule every innermost loop of an nv_tileas kernel with the TileAS modulo scheduler and record the result";

    fn anchor() -> Option<&'static str> {
        Some(func::FuncOperation::name())
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "trace-dir" => self.trace_dir = (!value.is_empty()).then(|| PathBuf::from(value)),
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, func: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let func = func.to_raw();
        if get_attr(func, typed::TILEAS_NUM_THREADS_ATTR).is_none() {
            return Ok(()); // not an nv_tileas kernel
        }
        // SAFETY: a `func.func` has one region.
        let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
        for (n, lp) in innermost_loops(&blocks).into_iter().enumerate() {
            let (graph, ops) = dependence_graph(&blocks[lp.header..=lp.latch], &lp)?;
            let schedule = match generate(&graph, &MachineModel::default(), None) {
                Ok(s) => s,
                Err(e) => {
                    emit_op_error(lp.back_edge, &format!("cannot schedule this loop: {e}"));
                    return Err(PassFailed);
                }
            };
            record(&ops, lp.back_edge, &schedule);
            if let Some(dir) = &self.trace_dir {
                let name = get_attr(func, "sym_name").and_then(typed::str_value).unwrap_or_default();
                let path = dir.join(format!("{name}.loop{n}.json"));
                if let Err(e) = tileas_scheduler::trace::write_chrome_trace(&path, &graph, &schedule) {
                    emit_op_error(lp.back_edge, &format!("cannot write the schedule trace {}: {e}", path.display()));
                    return Err(PassFailed);
                }
            }
        }
        Ok(())
    }
}

/// A loop of the CFG: blocks `header..=latch` in block order, closed by the
/// back edge, successor `succ` of the latch's terminator (a `cf.br` or a
/// `cf.cond_br`), to the header.
struct Loop {
    header: usize,
    latch: usize,
    back_edge: MlirOperation,
    succ: usize,
}

/// Loops whose blocks contain no other back edge.
fn innermost_loops(blocks: &[MlirBlock]) -> Vec<Loop> {
    let index: HashMap<usize, usize> = blocks.iter().enumerate().map(|(i, b)| (b.ptr as usize, i)).collect();
    let mut loops = Vec::new();
    for (latch, block) in blocks.iter().enumerate() {
        let Some(br) = block_ops(*block).last().copied() else { continue };
        let name = op_name(br);
        if name != cf::BranchOperation::name() && name != cf::CondBranchOperation::name() {
            continue;
        }
        for (succ, dest) in successors(br).into_iter().enumerate() {
            if let Some(&header) = index.get(&(dest.ptr as usize)).filter(|&&h| h <= latch) {
                loops.push(Loop { header, latch, back_edge: br, succ });
            }
        }
    }
    let nested = |l: &Loop| {
        loops.iter().any(|m| m.back_edge.ptr != l.back_edge.ptr && l.header <= m.header && m.latch <= l.latch)
    };
    let keep: Vec<bool> = loops.iter().map(|l| !nested(l)).collect();
    loops.into_iter().zip(keep).filter_map(|(l, k)| k.then_some(l)).collect()
}

/// The footprint and latency of an op by class.
fn class_of(op: MlirOperation) -> (Footprint, u32) {
    let name = op_name(op);
    let canonical = |c: Canonical| (c.footprint(), c.latency());
    if name == nv_tileas::TiledLoadOperation::name() || name == nv_tileas::LoadOperation::name() {
        canonical(Canonical::TiledTmaLoad)
    } else if name == nv_tileaa::DotOperation::name() {
        (Canonical::Wgmma.footprint(), latency::MMA_ACCUMULATOR)
    } else if is_memory_write(&name) {
        canonical(Canonical::SmemWrite)
    } else if [
        nv_tileaa::ReduceOperation::name(),
        nv_tileaa::ScanOperation::name(),
        nv_tileaa::BroadcastOperation::name(),
        nv_tileaa::PermuteOperation::name(),
        nv_tileas::ConvertLayoutOperation::name(),
    ]
    .contains(&name.as_str())
    {
        canonical(Canonical::SmemRead)
    } else if results(op).iter().any(|r| typed::static_shape(value_type(*r)).is_some()) {
        let alu = ResourceUse { slot: Slot::ALU_OR_FMAHEAVY, duration: 1 };
        (Footprint::from_uses(&[alu]), latency::ALU_FMA)
    } else {
        (Footprint::default(), 1)
    }
}

/// Stores and atomics: the ops the dependence graph orders as writes.
pub(crate) fn is_memory_write(name: &str) -> bool {
    [
        nv_tileas::TiledStoreOperation::name(),
        nv_tileas::StoreOperation::name(),
        nv_tileas::AtomicRMWOperation::name(),
        nv_tileas::AtomicCASOperation::name(),
    ]
    .contains(&name)
}

/// The ops the dependence graph keeps in program order.
pub(crate) fn is_memory(op: MlirOperation) -> bool {
    let name = op_name(op);
    is_memory_write(&name) || name == nv_tileas::TiledLoadOperation::name() || name == nv_tileas::LoadOperation::name()
}

/// Integer constraint keys (32-bit words of the record) and unit ones.
const INT_KEYS: [&str; 6] = [
    keys::GID,
    keys::LEADER_GID,
    keys::MAX_DEPTH,
    keys::PREFERRED_ATOM_SIZE,
    keys::MAX_SLICES,
    keys::MAX_RECOMPUTATIONS,
];
const UNIT_KEYS: [&str; 3] = [keys::FORCE_SERIAL, keys::RECOMPUTABLE, keys::ENABLE_DEFUSION];

/// The value of constraint attribute `key` of `op`, checked: a non-negative
/// 32-bit integer under an integer key, a unit (or `true`) under a unit key.
fn constraint_value(op: MlirOperation, key: &str, a: MlirAttribute) -> Result<AttrValue, PassFailed> {
    let fail = |expected: &str| {
        emit_op_error(op, &format!("'{key}' must be {expected}"));
        PassFailed
    };
    // SAFETY: `a` is a live attribute of `op`; each getter is called on an
    // attribute of its kind (an integer's by its type's signedness).
    unsafe {
        if INT_KEYS.contains(&key) {
            if !mlirAttributeIsAInteger(a) {
                return Err(fail("an integer"));
            }
            let ty = mlirAttributeGetType(a);
            let v = if mlirIntegerTypeIsUnsigned(ty) {
                i64::try_from(mlirIntegerAttrGetValueUInt(a)).unwrap_or(i64::MAX)
            } else if mlirIntegerTypeIsSigned(ty) {
                mlirIntegerAttrGetValueSInt(a)
            } else {
                mlirIntegerAttrGetValueInt(a)
            };
            if u32::try_from(v).is_err() {
                return Err(fail("a non-negative 32-bit integer"));
            }
            Ok(AttrValue::Int(v))
        } else if mlirAttributeIsAUnit(a) || (mlirAttributeIsABool(a) && mlirBoolAttrGetValue(a)) {
            Ok(AttrValue::Unit)
        } else {
            Err(fail("a unit attribute (its presence is the constraint)"))
        }
    }
}

/// The scheduling constraints `op` carries, `None` when it has none.
fn constraint_of(op: MlirOperation) -> Result<Option<ConstraintSlot>, PassFailed> {
    let (mut inherent, mut discardable) = (Vec::new(), Vec::new());
    for key in INT_KEYS.into_iter().chain(UNIT_KEYS) {
        // SAFETY: `op` is live; null means absent.
        let (i, d) = unsafe {
            (
                mlirOperationGetInherentAttributeByName(op, string_ref(key)),
                mlirOperationGetDiscardableAttributeByName(op, string_ref(key)),
            )
        };
        if !i.ptr.is_null() {
            inherent.push((key, constraint_value(op, key, i)?));
        }
        if !d.ptr.is_null() {
            discardable.push((key, constraint_value(op, key, d)?));
        }
    }
    if inherent.is_empty() && discardable.is_empty() {
        return Ok(None);
    }
    // The scheduler builds its own leader groups from the records.
    Ok(Some(parse_constraints(&inherent, &discardable, &mut Dsu::default())))
}

/// The graph of the ops of `blocks` (one loop) and the op of each node; an
/// op with a malformed constraint attribute fails the pass (diagnosed).
fn dependence_graph(blocks: &[MlirBlock], lp: &Loop) -> Result<(DepGraph, Vec<MlirOperation>), PassFailed> {
    let mut graph = DepGraph::new();
    let mut ops = Vec::new();
    let mut node: HashMap<usize, usize> = HashMap::new();
    for &b in blocks {
        for op in block_ops(b) {
            let name = op_name(op);
            // SAFETY: `op` is live; only its successor count is read.
            let terminator = unsafe { mlirOperationGetNumSuccessors(op) } > 0 || name == func::ReturnOperation::name();
            if terminator || name == arith::ConstantOperation::name() {
                continue;
            }
            let (footprint, lat) = class_of(op);
            let mut node_op = Op::new(name, footprint, lat);
            if let Some(c) = constraint_of(op)? {
                node_op = node_op.with_constraint(c);
            }
            node.insert(op.ptr as usize, graph.add_op(node_op));
            ops.push(op);
        }
    }
    let def = |v: MlirValue| -> Option<usize> {
        // SAFETY: `v` is live; its owner is only read for op results.
        let owner = unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }?;
        node.get(&(owner.ptr as usize)).copied()
    };
    // The values the back edge carries into the header's arguments.
    let (header, passed) = branch_edges(lp.back_edge).swap_remove(lp.succ);
    let carried: HashMap<usize, MlirValue> =
        block_args(header).iter().zip(passed).map(|(a, v)| (a.ptr as usize, v)).collect();
    let mut edges = Vec::new();
    for (dst, &op) in ops.iter().enumerate() {
        for v in operands(op) {
            if let Some(src) = def(v) {
                edges.push((src, dst, 0));
            } else if let Some(src) = carried.get(&(v.ptr as usize)).and_then(|c| def(*c)) {
                edges.push((src, dst, 1));
            }
        }
    }
    // Memory ops in program order, and the last write before the next
    // iteration's first memory op.
    let mem: Vec<usize> = (0..ops.len()).filter(|&i| is_memory(ops[i])).collect();
    for w in mem.windows(2) {
        edges.push((w[0], w[1], 0));
    }
    if let (Some(&first), Some(&last)) = (mem.first(), mem.iter().rev().find(|&&i| is_memory_write(&op_name(ops[i])))) {
        edges.push((last, first, 1));
    }
    for (src, dst, distance) in edges {
        let lat = graph.ops[src].latency;
        // Edges between nodes of this graph with a valid latency cannot fail.
        let _ = graph.add_edge(src, dst, lat, distance);
    }
    Ok((graph, ops))
}

/// Writes the schedule onto the ops and the back edge.
fn record(ops: &[MlirOperation], back_edge: MlirOperation, s: &Schedule) {
    // SAFETY: the back edge is live; its context is read.
    let ctx = unsafe { mlirOperationGetContext(back_edge) };
    let set = |op: MlirOperation, name: &str, v: i64| {
        let name = std::ffi::CString::new(name).expect("attribute names have no NUL");
        // SAFETY: `op` is live; the name outlives the call.
        unsafe {
            mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(name.as_ptr()), typed::i64_attr(ctx, v))
        };
    };
    for (i, &op) in ops.iter().enumerate() {
        set(op, SCHED_STAGE_ATTR, i64::from(s.stage[i]));
        set(op, SCHED_CYCLE_ATTR, i64::from(s.start[i]));
    }
    set(back_edge, SCHED_II_ATTR, i64::from(s.ii.unwrap_or(0)));
    set(back_edge, SCHED_STAGES_ATTR, i64::from(s.stage_count));
}
