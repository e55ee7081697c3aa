//! `tileas-materialize-schedule`: software-pipelines each loop that
//! `tileas-schedule-loops` gave a modulo schedule, as that schedule says.
//!
//! The scheduler decides, for every op of a loop body, a start cycle and a
//! stage (`start / II`); this pass rewrites the loop so that op runs `stage`
//! iterations behind the newest one. With S stages, iteration j's stage-s
//! ops run in step j + s, and a step runs its ops in the order of their
//! start cycle modulo II (then program order): that is the order of their
//! absolute schedule times, so every dependence the scheduler saw (def-use,
//! loop-carried, memory order) holds in the new code too.
//!
//! ```text
//! preheader: cond_br (N >= S), ^prologue, ^header(init...)   // else: the loop as it was
//! ^prologue: steps 0 .. S-2 (the first stages of iterations 0 .. S-2)
//!            cf.br ^kheader(lb + (S-1)*step, values the kernel needs...)
//! ^kheader(%k, ...): cond_br %k < ub, ^kbody, ^epilogue
//! ^kbody:    one step: stage s of iteration k - s, for s = 0 .. S-1
//!            cf.br ^kheader(%k + step, ...)
//! ^epilogue: steps N .. N+S-2 (the last stages of iterations N-S+1 .. N-1)
//!            cf.br ^header(the back edge's values of iteration N-1)
//! ```
//!
//! The epilogue enters the original header with the induction variable at
//! its final value, so that loop runs no iteration and its exit sees the
//! final carried values; a loop of fewer than S iterations takes the
//! original loop from the preheader. No iteration runs that the original
//! loop would not run, so nothing is executed speculatively. Values that a
//! later step uses are carried through the kernel header's arguments (one
//! per value and iteration distance).
//!
//! Loops this pass rewrites: counted loops with a single-block body (the
//! shape `tileas-pipeline-loads` matches) whose ops all carry the schedule,
//! at least two stages, a header with only its comparison, and a body of
//! pure ops (reductions' and scans' combiners included) and weak tile
//! loads and stores; with a store, the memory ops must keep program order in
//! their schedule times and start within one II of the first (the scheduler
//! orders only the last write before the next iteration's first memory
//! op). Others are left as they are. The pass is
//! in no `-O` pipeline (the driver's `--software-pipeline` runs it); its
//! rewrite runs before `tileas-pipeline-loads`, which may then pipeline the
//! new kernel loop's loads.

use crate::conversion::builder::*;
use crate::conversion::typed::{self, SCHED_CYCLE_ATTR, SCHED_II_ATTR, SCHED_STAGES_ATTR, SCHED_STAGE_ATTR};
use crate::nv_tileas::transforms::pipeline_loads::{counted_loop, defining_block, predecessors, PipeLoop};
use crate::nv_tileas::transforms::prefetch_loads::MAX_BYTES_PER_THREAD;
use crate::nv_tileas::transforms::schedule_loops::{is_memory, is_memory_write};
use crate::options::{parse_int, OptionKind, OptionSpec};
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, cf, func};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::TvLayout;

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "max-carried-bytes",
    description: "Most bytes a thread may carry between the kernel loop's steps (values a later stage uses); \
                  loops that need more are left as they are",
    kind: OptionKind::Int,
    default: "64",
}];

/// The register form keeps every value a later stage uses alive across
/// the steps in between, once per iteration in flight: a tile of a few
/// hundred bytes a thread per step spills. Left at the prefetch pass's
/// budget (`prefetch_loads::MAX_BYTES_PER_THREAD`) by default.
#[derive(Clone, Debug)]
pub struct MaterializeSchedule {
    max_carried_bytes: i64,
}

impl Default for MaterializeSchedule {
    fn default() -> Self {
        MaterializeSchedule { max_carried_bytes: MAX_BYTES_PER_THREAD }
    }
}

impl RustPass for MaterializeSchedule {
    const ARGUMENT: &'static str = "tileas-materialize-schedule";
    const NAME: &'static str = "TileASMaterializeSchedule";
    const DESCRIPTION: &'static str =
        "Software-pipeline the loops tileas-schedule-loops scheduled: prologue, kernel and epilogue by the ops' stages";

    fn anchor() -> Option<&'static str> {
        Some(func::FuncOperation::name())
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-carried-bytes" => {
                let n = parse_int(value).map_err(|e| e.to_string())?;
                if n < 0 {
                    return Err(format!("max-carried-bytes must be non-negative, got {n}"));
                }
                self.max_carried_bytes = n;
            }
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
        let region = unsafe { mlirOperationGetRegion(func, 0) };
        let blocks = region_blocks(region);
        let preds = predecessors(&blocks);
        // Every plan is made before any rewrite: a rewrite touches only its
        // own loop's preheader branch and adds blocks.
        let plans: Vec<Plan> = blocks
            .iter()
            .filter_map(|h| counted_loop(*h, &preds))
            .filter_map(plan)
            .filter(|p| p.carried_bytes() <= self.max_carried_bytes)
            .collect();
        for p in &plans {
            rewrite(p, region)?;
        }
        Ok(())
    }
}

/// A header argument other than the induction variable: its initial value
/// and the value the back edge passes.
#[derive(Clone, Copy)]
struct Carried {
    init: MlirValue,
    next: MlirValue,
}

/// A loop to rewrite, and its schedule.
struct Plan {
    lp: PipeLoop,
    header: MlirBlock,
    latch: MlirOperation,
    /// Body ops (latch aside) in step order: start cycle modulo II, then
    /// program order.
    ops: Vec<MlirOperation>,
    /// Stage of each body op's results (by value pointer).
    stage_of: HashMap<usize, i64>,
    stage_of_op: HashMap<usize, i64>,
    carried: HashMap<usize, Carried>,
    stages: i64,
    /// Constants of the header and body, hoisted into the preheader.
    constants: Vec<MlirOperation>,
}

fn int_attr(op: MlirOperation, name: &str) -> Option<i64> {
    get_attr(op, name).and_then(typed::int_value)
}

/// Whether `op` may move across iterations as its schedule says: pure, a
/// reduction or scan whose combiner is pure and closed (its exchange
/// through shared memory is synchronised within the op), or a weak tile
/// load or store.
fn movable(op: MlirOperation) -> bool {
    let name = op_name(op);
    // SAFETY: `op` is live; its regions and purity are read.
    let (pure, regions) = unsafe { (tileas_sys::tileasOperationIsPure(op), mlirOperationGetNumRegions(op)) };
    if regions > 0 {
        let combiner = [nv_tileaa::ReduceOperation::name(), nv_tileaa::ScanOperation::name()].contains(&name.as_str());
        return combiner && closed_regions(op);
    }
    if pure {
        return true;
    }
    let atomic =
        [nv_tileas::AtomicRMWOperation::name(), nv_tileas::AtomicCASOperation::name()].contains(&name.as_str());
    is_memory(op) && !atomic && get_attr(op, "sem").and_then(typed::str_value).as_deref() == Some("weak")
}

/// Whether `op`'s regions hold only pure ops (and their yields) whose
/// operands are defined inside them (a cloned combiner then needs no
/// remapping).
fn closed_regions(op: MlirOperation) -> bool {
    // SAFETY: `op` is live; its regions are only read.
    let n = unsafe { mlirOperationGetNumRegions(op) };
    let blocks: Vec<MlirBlock> = (0..n)
        // SAFETY: `i` is below `op`'s region count.
        .flat_map(|i| region_blocks(unsafe { mlirOperationGetRegion(op, i) }))
        .collect();
    let inside = |v: MlirValue| blocks.iter().any(|b| b.ptr == defining_block(v).ptr);
    blocks.iter().all(|b| {
        block_ops(*b).into_iter().all(|o| {
            // SAFETY: `o` is live.
            let (nested, pure) = unsafe { (mlirOperationGetNumRegions(o) > 0, tileas_sys::tileasOperationIsPure(o)) };
            let terminator = op_name(o) == nv_tileaa::YieldOperation::name();
            !nested && (pure || terminator) && operands(o).into_iter().all(inside)
        })
    })
}

/// The plan for `lp`, when the schedule covers it and the rewrite is sound.
fn plan(lp: PipeLoop) -> Option<Plan> {
    let header = defining_block(lp.iv);
    let latch = *block_ops(lp.body).last()?;
    let ii = int_attr(latch, SCHED_II_ATTR).filter(|ii| *ii > 0)?;
    let cond_br = *block_ops(header).last()?;
    let cmp = defining_op(operands(cond_br)[0])?;
    let mut constants = Vec::new();
    for op in block_ops(header) {
        if op_name(op) == arith::ConstantOperation::name() {
            constants.push(op);
        } else if op.ptr != cmp.ptr && op.ptr != cond_br.ptr {
            return None;
        }
    }
    if uses(result0(cmp)).len() != 1 {
        return None;
    }
    let mut ops = Vec::new();
    let (mut stage_of, mut stage_of_op, mut keys) = (HashMap::new(), HashMap::new(), HashMap::new());
    for (i, op) in block_ops(lp.body).into_iter().enumerate() {
        if op.ptr == latch.ptr {
            continue;
        }
        if op_name(op) == arith::ConstantOperation::name() {
            constants.push(op);
            continue;
        }
        let (stage, cycle) = (int_attr(op, SCHED_STAGE_ATTR)?, int_attr(op, SCHED_CYCLE_ATTR)?);
        if !movable(op) || stage < 0 || cycle < 0 {
            return None;
        }
        for r in results(op) {
            stage_of.insert(r.ptr as usize, stage);
        }
        stage_of_op.insert(op.ptr as usize, stage);
        keys.insert(op.ptr as usize, (cycle % ii, i));
        ops.push(op);
    }
    ops.sort_by_key(|o| keys[&(o.ptr as usize)]);
    let stages = 1 + ops.iter().map(|o| stage_of_op[&(o.ptr as usize)]).max()?;
    if stages < 2 || !offsets_fit(&lp, stages) || !memory_in_order(&ops, &keys, &stage_of_op, ii) {
        return None;
    }
    let carried = carried_args(&lp, header, latch)?;
    let p = Plan { lp, header, latch, ops, stage_of, stage_of_op, carried, stages, constants };
    let key = |o: MlirOperation| keys[&(o.ptr as usize)];
    p.consistent(&key).then_some(p)
}

/// Whether the induction-variable offsets the rewrite adds (up to
/// `(stages - 1) * step` either way, and the guard's span) are exact in the
/// induction variable's type: below half its range.
fn offsets_fit(lp: &PipeLoop, stages: i64) -> bool {
    let bits = typed::int_width(value_type(lp.iv)).unwrap_or(64).min(64);
    let limit = if bits >= 64 { i64::MAX } else { (1i64 << (bits - 1)) - 1 };
    (stages - 1).checked_mul(lp.step_value).is_some_and(|d| d <= limit)
}

/// With a store in the body, whether the memory ops keep program order: an
/// iteration's in their schedule times (so a schedule written by hand, which
/// no dependence graph checked, cannot swap a store and a load), and every
/// one starting less than one II after the first (then iteration j's memory
/// ops all run before iteration j+1's).
fn memory_in_order(
    ops: &[MlirOperation],
    keys: &HashMap<usize, (i64, usize)>,
    stage_of_op: &HashMap<usize, i64>,
    ii: i64,
) -> bool {
    if !ops.iter().any(|o| is_memory_write(&op_name(*o))) {
        return true;
    }
    let start = |o: &MlirOperation| stage_of_op[&(o.ptr as usize)] * ii + keys[&(o.ptr as usize)].0;
    // (program index, start) of each memory op, in program order.
    let mut mem: Vec<(usize, i64)> =
        ops.iter().filter(|o| is_memory(**o)).map(|o| (keys[&(o.ptr as usize)].1, start(o))).collect();
    mem.sort_unstable();
    let ordered = mem.windows(2).all(|w| w[0].1 <= w[1].1);
    let (lo, hi) = (mem.iter().map(|m| m.1).min().unwrap_or(0), mem.iter().map(|m| m.1).max().unwrap_or(0));
    ordered && hi - lo < ii
}

/// The header arguments other than the induction variable, when the back
/// edge passes each a body value or a value from outside the loop.
fn carried_args(lp: &PipeLoop, header: MlirBlock, latch: MlirOperation) -> Option<HashMap<usize, Carried>> {
    let inits = operands(lp.preheader_br);
    let nexts = operands(latch);
    let mut carried = HashMap::new();
    for (i, a) in block_args(header).into_iter().enumerate() {
        if a.ptr == lp.iv.ptr {
            continue;
        }
        let next = nexts[i];
        if defining_block(next).ptr == header.ptr {
            return None; // another header argument (or the comparison)
        }
        carried.insert(a.ptr as usize, Carried { init: inits[i], next });
    }
    Some(carried)
}

/// Bytes one thread holds of a value: its slots under its layout, the whole
/// tile without one, the scalar itself otherwise (8 for handles).
fn bytes_per_thread(v: MlirValue) -> i64 {
    let ty = value_type(v);
    let Some(elem) = typed::element_type(ty) else { return storage_bytes(ty) };
    let per_elem = storage_bytes(elem);
    match TvLayout::of_type(ty) {
        Some(layout) => layout.num_slots() * per_elem,
        None => typed::static_shape(ty).map_or(8, |s| s.iter().product::<i64>() * per_elem),
    }
}

impl Plan {
    fn body_stage(&self, v: MlirValue) -> Option<i64> {
        self.stage_of.get(&(v.ptr as usize)).copied()
    }

    /// Bytes a thread carries between the kernel loop's steps: each body
    /// value once per step between its stage and its last user's (a
    /// carried value's user one step later), each carried argument whose
    /// back-edge value comes from outside the loop once.
    fn carried_bytes(&self) -> i64 {
        let mut steps: HashMap<usize, (MlirValue, i64)> = HashMap::new();
        for &x in &self.ops {
            let sx = self.stage_of_op[&(x.ptr as usize)];
            for u in operands(x) {
                let (src, lag) = match self.carried.get(&(u.ptr as usize)) {
                    Some(c) if self.body_stage(c.next).is_none() => (u, 1),
                    Some(c) => (c.next, 1),
                    None => (u, 0),
                };
                let Some(su) = self.body_stage(src).or((lag == 1).then_some(sx)) else { continue };
                let d = (sx - su + lag).max(0);
                let e = steps.entry(src.ptr as usize).or_insert((src, 0));
                e.1 = e.1.max(d);
            }
        }
        steps.values().map(|(v, d)| d * bytes_per_thread(*v)).sum()
    }

    /// Every value an op uses is ready in its step or an earlier one: a
    /// body value of a stage no later than the user's (earlier in the
    /// step's order when the same), a carried value no more than one stage
    /// later (earlier in the order when exactly one).
    fn consistent(&self, key: &dyn Fn(MlirOperation) -> (i64, usize)) -> bool {
        let header = self.header;
        self.ops.iter().all(|&x| {
            let sx = self.stage_of_op[&(x.ptr as usize)];
            operands(x).into_iter().all(|u| {
                let (src, lag) = match self.carried.get(&(u.ptr as usize)) {
                    Some(c) => (c.next, 1),
                    None if u.ptr == self.lp.iv.ptr => return true,
                    None if defining_block(u).ptr == header.ptr => return false,
                    None => (u, 0),
                };
                let Some(su) = self.body_stage(src) else { return true };
                let producer = defining_op(src).expect("a body value is an op result");
                sx > su - lag || (sx == su - lag && key(producer) < key(x))
            })
        })
    }
}

/// Which part of the rewritten loop is being emitted: where a value of
/// iteration (base + offset) comes from depends on it.
#[derive(Clone, Copy, PartialEq)]
enum Part {
    /// Offsets are iteration numbers.
    Prologue,
    /// Offsets are relative to the step's newest iteration k.
    Kernel,
    /// Offsets are relative to N, the first iteration that does not run.
    Epilogue,
}

/// The kernel header's arguments: (value, offset) -> block argument.
struct KernelArgs {
    block: MlirBlock,
    loc: MlirLocation,
    list: Vec<(MlirValue, i64)>,
    map: HashMap<(usize, i64), MlirValue>,
}

impl KernelArgs {
    fn get(&mut self, v: MlirValue, off: i64) -> MlirValue {
        if let Some(a) = self.map.get(&(v.ptr as usize, off)) {
            return *a;
        }
        // SAFETY: the kernel header is live; every branch to it is built
        // after all its arguments exist.
        let a = unsafe { mlirBlockAddArgument(self.block, value_type(v), self.loc) };
        self.list.push((v, off));
        self.map.insert((v.ptr as usize, off), a);
        a
    }
}

/// The ops emitted for one part, and how its values are found.
struct Emitter<'p> {
    plan: &'p Plan,
    part: Part,
    b: Builder,
    /// The induction variable of the part's base iteration.
    base_iv: MlirValue,
    produced: HashMap<(usize, i64), MlirValue>,
    ivs: HashMap<i64, MlirValue>,
}

impl<'p> Emitter<'p> {
    fn new(plan: &'p Plan, part: Part, b: Builder, base_iv: MlirValue) -> Emitter<'p> {
        Emitter { plan, part, b, base_iv, produced: HashMap::new(), ivs: HashMap::new() }
    }

    fn iv_at(&mut self, off: i64) -> MlirValue {
        if off == 0 {
            return self.base_iv;
        }
        if let Some(v) = self.ivs.get(&off) {
            return *v;
        }
        let ty = value_type(self.plan.lp.iv);
        let delta = self.b.const_int(ty, off * self.plan.lp.step_value);
        let v = self.b.op1(arith::AddIOperation::name(), &[self.base_iv, delta], ty, &[]);
        self.ivs.insert(off, v);
        v
    }

    fn produced(&self, v: MlirValue, off: i64) -> Result<MlirValue, PassFailed> {
        self.produced.get(&(v.ptr as usize, off)).copied().ok_or_else(|| {
            emit_op_error(self.plan.latch, "internal error: tileas-materialize-schedule lost a value of the schedule");
            PassFailed
        })
    }

    /// The value `v` has in iteration `off` (relative to the part's base).
    fn lookup(&mut self, v: MlirValue, off: i64, args: &mut KernelArgs) -> Result<MlirValue, PassFailed> {
        if v.ptr == self.plan.lp.iv.ptr {
            return Ok(self.iv_at(off));
        }
        if let Some(stage) = self.plan.body_stage(v) {
            return match self.part {
                Part::Prologue => self.produced(v, off),
                Part::Kernel if off + stage == 0 => self.produced(v, off),
                Part::Epilogue if off + stage >= 0 => self.produced(v, off),
                _ => Ok(args.get(v, off)),
            };
        }
        let Some(c) = self.plan.carried.get(&(v.ptr as usize)).copied() else { return Ok(v) };
        let next_stage = self.plan.body_stage(c.next);
        match self.part {
            Part::Prologue if off == 0 => Ok(c.init),
            Part::Prologue => self.lookup(c.next, off - 1, args),
            _ if args.map.contains_key(&(v.ptr as usize, off)) => Ok(args.get(v, off)),
            Part::Kernel if next_stage.is_some_and(|s| off - 1 + s == 0) => self.produced(c.next, off - 1),
            // Iteration N + off >= 1 in the epilogue: the back edge's value.
            Part::Epilogue if next_stage.is_none() => Ok(c.next),
            Part::Epilogue if next_stage.is_some_and(|s| off - 1 + s >= 0) => self.produced(c.next, off - 1),
            _ => Ok(args.get(v, off)),
        }
    }

    /// Clones body op `x` for iteration `off`.
    fn emit(&mut self, x: MlirOperation, off: i64, args: &mut KernelArgs) -> Result<(), PassFailed> {
        let ins = operands(x).into_iter().map(|u| self.lookup(u, off, args)).collect::<Result<Vec<_>, _>>()?;
        // SAFETY: `x` is live; its clone is fresh and inserted once.
        let clone = unsafe { mlirOperationClone(x) };
        self.b.insert(clone);
        for (i, v) in ins.into_iter().enumerate() {
            // SAFETY: `i` is an operand index of the clone; `v` dominates it.
            unsafe { mlirOperationSetOperand(clone, i as isize, v) };
        }
        remove_attr(clone, SCHED_STAGE_ATTR);
        remove_attr(clone, SCHED_CYCLE_ATTR);
        for (old, new) in results(x).into_iter().zip(results(clone)) {
            self.produced.insert((old.ptr as usize, off), new);
        }
        Ok(())
    }

    /// Step `step` of a part: stage s of iteration `step - s` (relative to
    /// the part's base), for the stages `keep` accepts.
    fn step(&mut self, step: i64, keep: impl Fn(i64) -> bool, args: &mut KernelArgs) -> Result<(), PassFailed> {
        let plan = self.plan;
        for &x in &plan.ops {
            let s = plan.stage_of_op[&(x.ptr as usize)];
            if keep(s) {
                self.emit(x, step - s, args)?;
            }
        }
        Ok(())
    }
}

/// Rewrites the loop of `p` as the module doc shows.
fn rewrite(p: &Plan, region: MlirRegion) -> Result<(), PassFailed> {
    let lp = &p.lp;
    let s = p.stages;
    // SAFETY: the latch and the preheader branch are live; their context,
    // location and block are read.
    let (ctx, loc, pre_block) = unsafe {
        (mlirOperationGetContext(p.latch), mlirOperationGetLocation(p.latch), mlirOperationGetBlock(lp.preheader_br))
    };
    for c in &p.constants {
        // SAFETY: a constant has no operands; it moves into the preheader,
        // which dominates every use.
        unsafe { mlirOperationMoveBefore(*c, lp.preheader_br) };
    }
    let ty = value_type(lp.iv);
    let kh = new_block(&[ty], loc);
    let (pro, kb, epi) = (new_block(&[], loc), new_block(&[], loc), new_block(&[], loc));
    // SAFETY: the blocks are fresh; the region owns them from here on.
    unsafe {
        for blk in [epi, kb, kh, pro] {
            mlirRegionInsertOwnedBlockAfter(region, pre_block, blk);
        }
    }
    let pre = Builder { ctx, block: pre_block, loc, before: Some(lp.preheader_br) };
    // Outside the loop, so that `tileas-pipeline-loads` sees a counted loop.
    let step = pre.const_int(ty, lp.step_value);
    let guard = guard(&pre, lp, s);
    pre.cond_br(guard, (pro, &[]), (p.header, &operands(lp.preheader_br)));
    // SAFETY: the old preheader branch is replaced by the guard's.
    unsafe { mlirOperationDestroy(lp.preheader_br) };

    let kiv = block_args(kh)[0];
    let mut args = KernelArgs { block: kh, loc, list: Vec::new(), map: HashMap::new() };
    let at = |blk| Builder::at_end(ctx, blk, loc);
    let mut prologue = Emitter::new(p, Part::Prologue, at(pro), lp.init);
    for step in 0..s - 1 {
        prologue.step(step, |stage| stage <= step, &mut args)?;
    }
    let khb = at(kh);
    let more = khb.cmpi(lp.predicate, kiv, lp.bound);
    khb.cond_br(more, (kb, &[]), (epi, &[]));
    let mut kernel = Emitter::new(p, Part::Kernel, at(kb), kiv);
    kernel.step(0, |_| true, &mut args)?;
    let mut epilogue = Emitter::new(p, Part::Epilogue, at(epi), kiv);
    for step in 0..s - 1 {
        epilogue.step(step, |stage| stage > step, &mut args)?;
    }
    let finals = operands(p.latch).into_iter().map(|v| epilogue.lookup(v, -1, &mut args)).collect::<Result<_, _>>()?;
    branch(&at(epi), p.header, finals);
    // Each argument's value in the next step, which may ask for more.
    let mut next = vec![kernel.b.op1(arith::AddIOperation::name(), &[kiv, step], ty, &[])];
    let mut i = 0;
    while i < args.list.len() {
        let (v, off) = args.list[i];
        let value = match p.carried.get(&(v.ptr as usize)) {
            Some(c) if p.body_stage(c.next).is_none() => c.next,
            _ => kernel.lookup(v, off + 1, &mut args)?,
        };
        next.push(value);
        i += 1;
    }
    branch(&at(kb), kh, next);
    let first_k = prologue.iv_at(s - 1);
    let mut initial = vec![first_k];
    for (v, off) in args.list.clone() {
        initial.push(prologue.lookup(v, s - 1 + off, &mut args)?);
    }
    branch(&at(pro), kh, initial);
    for op in p.ops.iter().chain([&p.latch]).copied().chain(block_ops(p.header)) {
        for name in [SCHED_STAGE_ATTR, SCHED_CYCLE_ATTR, SCHED_II_ATTR, SCHED_STAGES_ATTR] {
            remove_attr(op, name);
        }
    }
    Ok(())
}

/// Whether the loop runs at least `stages` iterations: `lb < ub` and
/// `ub - lb > (stages - 1) * step`, the difference compared unsigned (it
/// is exact once `lb < ub`).
fn guard(b: &Builder, lp: &PipeLoop, stages: i64) -> MlirValue {
    let ty = value_type(lp.iv);
    let runs = b.cmpi(lp.predicate, lp.init, lp.bound);
    let span = b.op1(arith::SubIOperation::name(), &[lp.bound, lp.init], ty, &[]);
    let need = b.const_int(ty, (stages - 1) * lp.step_value);
    let enough = b.cmpi(typed::ICmpPredicate::Ugt, span, need);
    b.op1(arith::AndIOperation::name(), &[runs, enough], b.int_type(1), &[])
}

fn branch(b: &Builder, dest: MlirBlock, args: Vec<MlirValue>) {
    b.op_full(cf::BranchOperation::name(), &args, &[], &[], Vec::new(), &[dest]);
}
