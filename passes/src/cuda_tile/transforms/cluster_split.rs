//! `cuda-tile-cluster-split`: runs each tile block of a kernel on a cluster
//! of `n` CTAs, each CTA computing `1/n` of the rows of the kernel's dots.
//!
//! cuTile's `num_ctas` (`num_cta_in_cga` in the entry's optimization hints)
//! asks for a tile block to be a cluster (a CGA) rather than one CTA. The
//! grid keeps counting tile blocks: the kernel is launched with
//! `.blocksareclusters` and `.reqnctapercluster n, 1, 1`, so CTA `x` of the
//! launch is rank `x mod n` of tile block `x / n`. This pass makes the
//! cuda_tile program say so:
//!
//! ```text
//! %bx, %by, %bz = get_tile_block_id             // now CTA ids
//! %acc = for ... iter_values(%c = %zero : tile<256x256xf32>) {
//!   %a = load_view_tko %pa[%i, %k] : ... -> tile<256x64xf16>
//!   %b = load_view_tko %pb[%k, %j] : ... -> tile<64x256xf16>
//!   %d = mmaf %a, %b, %c
//! }
//! store_view_tko %acc, %pc[%i, %j]
//!   =>
//! %id:3 = get_tile_block_id ; %rank = remi %id#0, n     // the CTA's rank
//! %bx' = divi %bx, n                                      // the tile block
//! ... every use of %bx reads %bx' ...
//!   %a = load_view_tko %pa'[%i * n + %rank, %k] -> tile<128x64xf16>
//!   (B unchanged: both CTAs load the whole tile)
//!   %d = mmaf %a, %b, %c : ... tile<128x256xf32>
//! store_view_tko %acc, %pc'[%i * n + %rank, %j] : tile<128x256xf16>
//! ```
//!
//! where `%pa'`, `%pc'` are the same partition views with `1/n` of the tile
//! rows. Which values are split follows from the dots: a dot's A operand,
//! accumulator and result are split along their rows (dimension 0), and so is
//! every value tied to one of them by an elementwise op, a loop's iteration
//! values or an `if`'s results. A split tile must come from a partition-view
//! load, a splat constant or a split value, and go to a partition-view
//! store, an elementwise op, a dot (A or C), a loop or an `if`. A dot's B
//! operand stays whole (each CTA of the cluster loads the same B tile).
//!
//! What the pass does not split, it leaves alone, and says why in a missed
//! remark: a split value reaching another op (a reduction, a broadcast, a
//! permute, a print...), a store, atomic or print of an unsplit value (each
//! CTA of the cluster would do it), rows that do not divide by `n` or leave
//! fewer than 16 a CTA, a kernel without a dot.
//!
//! `ctas` (default 0) picks the cluster size. 0: where dots accumulate in
//! registers (sm_90's wgmma, sm_120's mma.sync), the entry's
//! `num_cta_in_cga` hint for the target, else the fewest CTAs (2, 4 or 8)
//! that leave every dot's accumulator at most 128 KiB a CTA (half an SM's
//! register file; a 256x256 f32 accumulator spills on one CTA); at sm_100
//! (accumulators in tensor memory) a hint of 2 asks for 2-CTA MMAs, which
//! `tileas-pipeline-loads` gives a K loop of dots of 256 rows and N a
//! multiple of 32 up to 256 (other hints and shapes get a missed remark,
//! `pair_shapes`). 1 disables the pass; 2,
//! 4 or 8 force that size on every target with clusters. The kernel gets the
//! discardable `nv_tileas.cluster_ctas = n` attribute, which the lowering
//! turns into the launch attributes. Each CTA loads the whole B tile: the
//! copies are not multicast to the cluster yet.

use crate::{
    conversion::{builder::*, typed},
    options::{parse_int, OptionKind, OptionSpec},
    registry::{PassFailed, RustPass},
    remarks,
};
use melior::ir::{
    attribute::Attribute,
    operation::{OperationLike, OperationRef},
    Location, Type, TypeLike, Value,
};
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::{
    attrs::Signedness,
    ops::cuda_tile as ct,
    types::{PartitionViewType, TileType},
};
use tileas_scheduler::constraints::Dsu;

// ---- options ---------------------------------------------------------------------

#[derive(Clone, Debug, Default)]
pub struct ClusterSplit {
    /// 0: the target's hint; 1: off; 2, 4, 8: that many CTAs a tile block.
    ctas: i64,
}

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "ctas",
    description: "CTAs a tile block runs on (0: the kernel's num_cta_in_cga hint where tileas honours it; 1: off)",
    kind: OptionKind::Int,
    default: "0",
}];

/// The fewest rows a CTA is left with.
const MIN_ROWS: i64 = 16;

impl RustPass for ClusterSplit {
    const ARGUMENT: &'static str = "cuda-tile-cluster-split";
    const NAME: &'static str = "CudaTileClusterSplit";
    const DESCRIPTION: &'static str =
        "Run each tile block on a cluster of CTAs, splitting the rows of its dots between them";

    fn anchor() -> Option<&'static str> {
        None
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "ctas" => {
                let n = parse_int(value).map_err(|e| e.to_string())?;
                if !matches!(n, 0 | 1 | 2 | 4 | 8) {
                    return Err(format!("ctas must be 0, 1, 2, 4 or 8 (got {n})"));
                }
                self.ctas = n;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, root: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let mut entries = Vec::new();
        if op_name(root.to_raw()) == ct::EntryOperation::name() {
            entries.push(root.to_raw());
        }
        entries.extend(
            tileas_dialects::walk::nested_ops(&root)
                .iter()
                .map(|o| o.to_raw())
                .filter(|o| op_name(*o) == ct::EntryOperation::name()),
        );
        for entry in entries {
            let Some((n, hinted)) = self.cluster_size(entry) else { continue };
            unshare_constants(entry);
            match plan(entry, n) {
                Ok(plan) => {
                    rewrite(entry, n, &plan);
                    let why = if self.ctas > 1 {
                        "forced (ctas option, tileiras --cluster-ctas)".to_owned()
                    } else if hinted {
                        "the kernel's num_cta_in_cga hint".to_owned()
                    } else {
                        format!("a dot's accumulator needs more than {} KiB of registers a CTA", MAX_ACC_BYTES / 1024)
                    };
                    let message =
                        format!("each tile block runs on a cluster of {n} CTAs, each with 1/{n} of the dots' rows");
                    remark(entry, remarks::Kind::Passed, &message, n, Some(why));
                }
                Err(reason) if hinted || self.ctas > 1 => {
                    let message = if hinted { "CTA cluster hint not used" } else { "CTA cluster not used" };
                    remark(entry, remarks::Kind::Missed, message, n, Some(reason));
                }
                Err(_) => {}
            }
        }
        Ok(())
    }
}

impl ClusterSplit {
    /// The cluster size for `entry` and whether it came from its hint.
    fn cluster_size(&self, entry: MlirOperation) -> Option<(i64, bool)> {
        if self.ctas == 1 {
            return None;
        }
        // Forced: on any target with clusters (or none named: the IR alone).
        let cc = typed::compute_capability(entry);
        if let (true, Some(cc)) = (self.ctas > 1, cc.filter(|&c| c < 90)) {
            let reason = format!("sm_{cc} has no CTA clusters (sm_90 and newer)");
            remark(entry, remarks::Kind::Missed, "CTA cluster not used", self.ctas, Some(reason));
            return None;
        }
        if self.ctas > 1 {
            return Some((self.ctas, false));
        }
        let cc = cc?;
        let hint = crate::conversion::cuda_tile_to_tileaa::target_hint(entry, |h, arch| h.num_cta_in_cga(arch));
        if let Some(hint) = hint.filter(|&h| h > 1) {
            if !register_accumulators(cc) {
                if let Err(reason) = pair_shapes(entry, hint) {
                    remark(entry, remarks::Kind::Missed, "CTA cluster hint not used", hint, Some(reason));
                    return None;
                }
                return Some((hint, true));
            }
            if hint > 8 {
                // 16 CTAs is a non-portable cluster size: the launch must opt in.
                let reason = "clusters of more than 8 CTAs need the driver's non-portable opt-in at launch".to_owned();
                remark(entry, remarks::Kind::Missed, "CTA cluster hint not used", hint, Some(reason));
                return None;
            }
            return Some((hint, true));
        }
        register_accumulators(cc).then(|| auto_size(entry)).flatten().map(|n| (n, false))
    }
}

/// Targets with clusters whose dots accumulate in registers (sm_90's
/// wgmma, sm_120's mma.sync): there a tile block's accumulator is bounded
/// by one SM's register file, and a cluster's CTAs pool theirs. (sm_100's
/// tcgen05 accumulates in tensor memory; sm_80 has no clusters.)
fn register_accumulators(cc: i64) -> bool {
    cc == 90 || cc == 120 || cc == 121
}

/// Whether a hint of `hint` CTAs can give tcgen05's 2-CTA MMAs
/// (`cta_group::2`, `tileas-pipeline-loads`' CTA pairs) their shapes: a
/// pair of CTAs, each with 128 rows of every dot (256 a dot), N a multiple
/// of 32 up to 256 (each CTA loads half of B's columns). Other hints would
/// only split the rows, each CTA still loading all of B.
fn pair_shapes(entry: MlirOperation, hint: i64) -> Result<(), String> {
    let usage =
        format!("(`tileiras --cluster-ctas {hint}` splits its rows over a cluster of {hint} CTAs without them)");
    if hint != 2 {
        return Err(format!("2-CTA MMAs (cta_group::2) take clusters of 2 CTAs {usage}"));
    }
    // SAFETY: `entry` is a live op of the IR the pass runs on.
    let ops = tileas_dialects::walk::nested_ops(&unsafe { OperationRef::from_raw(entry) });
    let shapes: Vec<Vec<i64>> =
        ops.iter().map(|o| o.to_raw()).filter(|o| is_dot(&op_name(*o))).map(|d| tile_shape(result0(d))).collect();
    let fits = |s: &Vec<i64>| s.len() == 2 && s[0] == 256 && s[1] % 32 == 0 && (32..=256).contains(&s[1]);
    if shapes.is_empty() || !shapes.iter().all(fits) {
        return Err(format!(
            "2-CTA MMAs (cta_group::2) take dots of 256 rows and N a multiple of 32 up to 256 {usage}"
        ));
    }
    Ok(())
}

/// Accumulator bytes a CTA keeps in registers at most: half of an SM's
/// 256 KiB register file (the rest holds operands, addresses and the
/// producer's registers). A 256x256 f32 accumulator (256 KiB) spilled
/// (sm_90: 624 bytes of stack a thread, 3.5 ms on an H200 at 8192x8192x4096;
/// on a cluster of two, 0.76 ms).
const MAX_ACC_BYTES: i64 = 128 * 1024;

/// Rows a CTA keeps at least after an automatic split (a warpgroup MMA's M).
const MIN_AUTO_ROWS: i64 = 64;

/// The cluster size that brings every dot's accumulator of `entry` under
/// [`MAX_ACC_BYTES`] a CTA, when it is larger than that and a split can.
fn auto_size(entry: MlirOperation) -> Option<i64> {
    // SAFETY: `entry` is a live op of the IR the pass runs on.
    let ops = tileas_dialects::walk::nested_ops(&unsafe { OperationRef::from_raw(entry) });
    let dots = ops.iter().map(|o| o.to_raw()).filter(|o| is_dot(&op_name(*o)));
    let (mut bytes, mut rows) = (0, i64::MAX);
    for d in dots {
        let acc = result0(d);
        let shape = tile_shape(acc);
        // SAFETY: the type is only read.
        let element = TileType::try_from(unsafe { Type::from_raw(value_type(acc)) }).ok()?.element_type();
        bytes = bytes.max(shape.iter().product::<i64>() * storage_bytes(element.to_raw()));
        rows = rows.min(shape.first().copied().unwrap_or(0));
    }
    let mut n = 1;
    while bytes / n > MAX_ACC_BYTES && n < 8 {
        n *= 2;
    }
    (n > 1 && rows % n == 0 && rows / n >= MIN_AUTO_ROWS).then_some(n)
}

fn remark(entry: MlirOperation, kind: remarks::Kind, message: &str, n: i64, reason: Option<String>) {
    let mut args = Vec::new();
    if let Some(r) = reason {
        args.push(("Reason", r));
    }
    args.push(("NumCtaInCga", n.to_string()));
    if let Some(cc) = typed::compute_capability(entry) {
        args.push(("Target", format!("sm_{cc}")));
    }
    let name = if kind == remarks::Kind::Passed { "TileasCluster" } else { "TileasClusterMissed" };
    remarks::emit(entry, kind, remarks::Category::TensorCore, name, message, args);
}

// ---- the analysis ----------------------------------------------------------------

/// Gives each use of a tile constant its own copy, so that a constant
/// feeding both a split and an unsplit value (a zero used twice) can be
/// split for one and kept for the other. Neutral otherwise (the lowering
/// folds equal constants again).
fn unshare_constants(entry: MlirOperation) {
    // SAFETY: `entry` is a live op of the IR the pass runs on.
    let ops = tileas_dialects::walk::nested_ops(&unsafe { OperationRef::from_raw(entry) });
    for op in ops.iter().map(|o| o.to_raw()) {
        if op_name(op) != ct::ConstantOperation::name() || rank(result0(op)) == 0 {
            continue;
        }
        for (user, at) in uses(result0(op)).into_iter().skip(1) {
            // SAFETY: `op` is live; its clone goes right after it and takes
            // over operand `at` of `user`.
            unsafe {
                let clone = mlirOperationClone(op);
                mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(op), op, clone);
                mlirOperationSetOperand(user, at as isize, result0(clone));
            }
        }
    }
}

/// What to rewrite: the split values (all along dimension 0 of their tile),
/// the loads and stores of split tiles.
struct Plan {
    split: Vec<MlirValue>,
    loads: Vec<MlirOperation>,
    stores: Vec<MlirOperation>,
}

/// The one-to-one elementwise cuda_tile ops: a split operand splits the
/// result and the other tile operands alike.
fn is_elementwise(name: &str) -> bool {
    let ops = [
        ct::AbsFOperation::name(),
        ct::CeilOperation::name(),
        ct::CosOperation::name(),
        ct::CosHOperation::name(),
        ct::FloorOperation::name(),
        ct::LogOperation::name(),
        ct::Log2Operation::name(),
        ct::NegFOperation::name(),
        ct::SinOperation::name(),
        ct::SinHOperation::name(),
        ct::TanOperation::name(),
        ct::ExpOperation::name(),
        ct::TanHOperation::name(),
        ct::Exp2Operation::name(),
        ct::RsqrtOperation::name(),
        ct::SqrtOperation::name(),
        ct::AddFOperation::name(),
        ct::SubFOperation::name(),
        ct::MulFOperation::name(),
        ct::DivFOperation::name(),
        ct::RemFOperation::name(),
        ct::MaxFOperation::name(),
        ct::MinFOperation::name(),
        ct::PowOperation::name(),
        ct::Atan2Operation::name(),
        ct::FPowIOperation::name(),
        ct::FmaOperation::name(),
        ct::AbsIOperation::name(),
        ct::NegIOperation::name(),
        ct::AndIOperation::name(),
        ct::OrIOperation::name(),
        ct::XOrIOperation::name(),
        ct::AddIOperation::name(),
        ct::SubIOperation::name(),
        ct::MulIOperation::name(),
        ct::ShLIOperation::name(),
        ct::MaxIOperation::name(),
        ct::MinIOperation::name(),
        ct::ShRIOperation::name(),
        ct::RemIOperation::name(),
        ct::MulhiIOperation::name(),
        ct::DivIOperation::name(),
        ct::CmpFOperation::name(),
        ct::CmpIOperation::name(),
        ct::SelectOperation::name(),
        ct::BitcastOperation::name(),
        ct::ExtIOperation::name(),
        ct::TruncIOperation::name(),
        ct::FToFOperation::name(),
        ct::FToIOperation::name(),
        ct::IToFOperation::name(),
    ];
    ops.contains(&name)
}

fn is_dot(name: &str) -> bool {
    name == ct::MmaFOperation::name() || name == ct::MmaIOperation::name()
}

/// The rank of a tile value (0 for scalars and non-tiles).
fn rank(v: MlirValue) -> usize {
    // SAFETY: `v` is live; its type is only read.
    let ty = unsafe { Type::from_raw(value_type(v)) };
    TileType::try_from(ty).map(|t| t.rank()).unwrap_or(0)
}

fn tile_shape(v: MlirValue) -> Vec<i64> {
    // SAFETY: as in `rank`.
    let ty = unsafe { Type::from_raw(value_type(v)) };
    TileType::try_from(ty).map(|t| t.shape()).unwrap_or_default()
}

/// Values that must be split alike: the scheduler crate's union-find over
/// dense ids, one id a value.
#[derive(Default)]
struct Classes {
    index: HashMap<usize, u32>,
    values: Vec<MlirValue>,
    sets: Dsu,
}

impl Classes {
    fn id(&mut self, v: MlirValue) -> u32 {
        let key = v.ptr as usize;
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.values.len() as u32;
        self.index.insert(key, i);
        self.values.push(v);
        i
    }

    fn find(&mut self, i: u32) -> u32 {
        self.sets.find(i)
    }

    fn union(&mut self, a: MlirValue, b: MlirValue) {
        let (a, b) = (self.id(a), self.id(b));
        self.sets.union(a, b);
    }
}

/// The region-carrying op (`for`, `loop`, `if`) a terminator belongs to.
fn nearest(op: MlirOperation, names: &[&str]) -> Option<MlirOperation> {
    // SAFETY: `op` is live; the parent chain ends at null.
    let mut at = unsafe { mlirOperationGetParentOperation(op) };
    while !at.ptr.is_null() {
        if names.contains(&op_name(at).as_str()) {
            return Some(at);
        }
        // SAFETY: as above.
        at = unsafe { mlirOperationGetParentOperation(at) };
    }
    None
}

/// Ties the values each op requires to be split alike.
fn tie(ops: &[MlirOperation], classes: &mut Classes) {
    let for_name = ct::ForOperation::name();
    let if_name = ct::IfOperation::name();
    for &op in ops {
        let name = op_name(op);
        let tiles = |vs: Vec<MlirValue>| vs.into_iter().filter(|v| rank(*v) > 0).collect::<Vec<_>>();
        if is_elementwise(&name) {
            let mut vs = tiles(operands(op));
            vs.extend(tiles(results(op)));
            for w in vs.windows(2) {
                classes.union(w[0], w[1]);
            }
        } else if is_dot(&name) {
            let (ops_, rs) = (operands(op), results(op));
            classes.union(ops_[0], ops_[2]);
            classes.union(ops_[2], rs[0]);
        } else if name == for_name {
            let (ins, rs) = (operands(op), results(op));
            // SAFETY: a `for` has one region with one block (induction variable, then one argument per result).
            let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)) };
            let args = block_args(body);
            for (i, r) in rs.iter().enumerate() {
                classes.union(ins[3 + i], *r);
                classes.union(args[1 + i], *r);
            }
        } else if name == ct::ContinueOperation::name() || name == ct::YieldOperation::name() {
            // `continue` goes to its loop (it may sit in an `if`); `yield`
            // ends the region of its parent (an `if`'s; a reduce's or a
            // scan's yield is not tied to their results).
            let owner = if name == ct::ContinueOperation::name() {
                nearest(op, &[for_name, ct::LoopOperation::name()])
            } else {
                // SAFETY: `op` is live.
                let parent = unsafe { mlirOperationGetParentOperation(op) };
                (!parent.ptr.is_null() && op_name(parent) == if_name).then_some(parent)
            };
            let Some(owner) = owner else { continue };
            for (v, r) in operands(op).into_iter().zip(results(owner)) {
                classes.union(v, r);
            }
        }
    }
}

/// Splits `entry`'s dots over `n` CTAs, or says why not.
fn plan(entry: MlirOperation, n: i64) -> Result<Plan, String> {
    // SAFETY: `entry` is a live op of the IR the pass runs on.
    let ops: Vec<MlirOperation> = tileas_dialects::walk::nested_ops(&unsafe { OperationRef::from_raw(entry) })
        .iter()
        .map(|o| o.to_raw())
        .collect();
    let mut classes = Classes::default();
    tie(&ops, &mut classes);
    let dots: Vec<MlirOperation> = ops.iter().copied().filter(|o| is_dot(&op_name(*o))).collect();
    if dots.is_empty() {
        return Err("the kernel has no dot to split between the CTAs".into());
    }
    // Seeds: every dot's A, C and result; no B may share their class.
    let mut seeded = std::collections::HashSet::new();
    for &d in &dots {
        let a = classes.id(operands(d)[0]);
        let root = classes.find(a);
        seeded.insert(root);
    }
    for &d in &dots {
        let b = classes.id(operands(d)[1]);
        if seeded.contains(&classes.find(b)) {
            return Err("a dot's B operand would be split between the CTAs".into());
        }
    }
    let mut split = Vec::new();
    for i in 0..classes.values.len() {
        if seeded.contains(&classes.find(i as u32)) {
            split.push(classes.values[i]);
        }
    }
    let split_set: std::collections::HashSet<usize> = split.iter().map(|v| v.ptr as usize).collect();
    let is_split = |v: MlirValue| split_set.contains(&(v.ptr as usize));
    for &v in &split {
        let shape = tile_shape(v);
        let rows = shape.first().copied().unwrap_or(0);
        if shape.len() < 2 || rows % n != 0 || rows / n < MIN_ROWS {
            return Err(format!(
                "a split tile has {rows} rows: {n} CTAs need a multiple of {n} with at least {MIN_ROWS} each"
            ));
        }
    }
    // Only tiles (rank > 0) join the classes, so an index (a scalar) or an
    // entry argument (scalars, by the entry's verifier) never splits; the
    // block arguments that do are a `for`'s iteration values.
    let (mut loads, mut stores) = (Vec::new(), Vec::new());
    for &op in &ops {
        let name = op_name(op);
        let touches = operands(op).into_iter().chain(results(op)).any(is_split);
        check_side_effects(op, &name, &is_split)?;
        if !touches {
            continue;
        }
        if name == ct::LoadViewTkoOperation::name() {
            view_dim(op, 0)?;
            loads.push(op);
        } else if name == ct::StoreViewTkoOperation::name() {
            view_dim(op, 1)?;
            stores.push(op);
        } else if name == ct::ConstantOperation::name() {
            let value = get_attr(op, "value").ok_or("a constant without a value")?;
            // SAFETY: `value` is a live attribute of the op; it is only queried.
            if !unsafe { mlirAttributeIsADenseElements(value) && mlirDenseElementsAttrIsSplat(value) } {
                return Err("a split tile comes from a constant that is not a splat".into());
            }
        } else if !(is_elementwise(&name)
            || is_dot(&name)
            || name == ct::ForOperation::name()
            || name == ct::IfOperation::name()
            || name == ct::ContinueOperation::name()
            || name == ct::YieldOperation::name())
        {
            return Err(format!("'{name}' would see a tile split between the CTAs"));
        }
    }
    Ok(Plan { split, loads, stores })
}

/// Stores, atomics and prints of unsplit values would run once a CTA.
fn check_side_effects(op: MlirOperation, name: &str, is_split: &dyn Fn(MlirValue) -> bool) -> Result<(), String> {
    let effects = [
        ct::StorePtrTkoOperation::name(),
        ct::AtomicCASTkoOperation::name(),
        ct::AtomicRMWTkoOperation::name(),
        ct::AtomicRedViewTkoOperation::name(),
        ct::PrintOperation::name(),
        ct::PrintTkoOperation::name(),
        ct::MultimemReduceViewTkoOperation::name(),
        ct::MultimemStoreViewTkoOperation::name(),
        ct::MultimemLoadReduceViewTkoOperation::name(),
    ];
    if effects.contains(&name) {
        return Err(format!("'{name}' would run once in each CTA of the cluster"));
    }
    // Not followed by the analysis: a `loop`'s iteration values, an alloca's
    // buffer (its users would need the split too).
    if name == ct::LoopOperation::name() || name == ct::AllocaOperation::name() {
        return Err(format!("the split does not follow '{name}'"));
    }
    if name == ct::StoreViewTkoOperation::name() && !is_split(operands(op)[0]) {
        return Err("a store of a tile not split between the CTAs would run once in each".into());
    }
    Ok(())
}

/// The view operand of a load (`view_at` 0) or store (1) must be a
/// partition view made in the kernel.
fn view_dim(op: MlirOperation, view_at: usize) -> Result<(), String> {
    let view = operands(op)[view_at];
    let made = defining_op(view).is_some_and(|d| op_name(d) == ct::MakePartitionViewOperation::name());
    // SAFETY: the type is only read.
    let is_partition = PartitionViewType::try_from(unsafe { Type::from_raw(value_type(view)) }).is_ok();
    if !(made && is_partition) {
        return Err("a split tile is loaded or stored through a view that is not a partition view".into());
    }
    Ok(())
}

// ---- the rewrite -----------------------------------------------------------------

fn rewrite(entry: MlirOperation, n: i64, plan: &Plan) {
    // SAFETY: `entry` is live; its context outlives the pass.
    let entry_ref = unsafe { OperationRef::from_raw(entry) };
    let context_ref = entry_ref.context();
    // SAFETY: the context outlives the pass run and the ops built with it.
    let context = unsafe { context_ref.to_ref() };
    let location = entry_ref.location();
    // SAFETY: an entry has one region with one block.
    let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(entry, 0)) };
    let i32t: Type = melior::ir::r#type::IntegerType::new(context, 32).into();
    let scalar = TileType::new(location, &[], i32t).map(|t| t.to_type()).unwrap_or(i32t);
    let signed = Signedness::Signed.to_attribute(context);
    let first = block_ops(body).first().copied();
    let put_before = |at: Option<MlirOperation>, op: melior::ir::Operation<'_>| -> MlirOperation {
        let raw = op.into_raw();
        // SAFETY: `raw` is a fresh op handed to the entry's body or to `at`'s block.
        unsafe {
            match at {
                Some(a) => mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(a), a, raw),
                None => mlirBlockAppendOwnedOperation(body, raw),
            }
        }
        raw
    };
    // Rank: one fresh read of the CTA id at the top of the kernel.
    let n_attr = int_splat(scalar, n);
    let ids = put_before(first, ct::get_tile_block_id(context, scalar, scalar, scalar, location).into());
    let n_top = result0(put_before(first, ct::constant(context, scalar, n_attr, location).into()));
    let rank = result0(put_before(first, remi(context, scalar, result0(ids), n_top, signed, location)));
    // Tile block ids and counts along x: CTA ids divided by n.
    for op in tileas_dialects::walk::nested_ops(&entry_ref).iter().map(|o| o.to_raw()) {
        let name = op_name(op);
        if op.ptr == ids.ptr
            || (name != ct::GetTileBlockIdOperation::name() && name != ct::GetNumTileBlocksOperation::name())
        {
            continue;
        }
        let x = result0(op);
        // SAFETY: `op` is live in a block; the new ops go right after it.
        let next = unsafe { mlirOperationGetNextInBlock(op) };
        let next = (!next.ptr.is_null()).then_some(next);
        let nn = result0(put_before(next, ct::constant(context, scalar, n_attr, location).into()));
        let divide = put_before(next, ct::divi(context, scalar, val(x), val(nn), signed, location).into());
        let div = result0(divide);
        for (user, at) in uses(x) {
            if user.ptr != divide.ptr {
                // SAFETY: `user` uses `x` at operand `at`.
                unsafe { mlirOperationSetOperand(user, at as isize, div) };
            }
        }
    }
    for &op in plan.loads.iter().chain(&plan.stores) {
        let view_at = if op_name(op) == ct::LoadViewTkoOperation::name() { 0 } else { 1 };
        split_access(op, view_at, n, n_top, rank, context, location);
    }
    for &v in &plan.split {
        set_split_type(v, n, location);
    }
    set_attr(entry, typed::TILEAS_CLUSTER_CTAS_ATTR, typed::i64_attr(context.to_raw(), n));
}

fn val<'c, 'a>(v: MlirValue) -> Value<'c, 'a> {
    // SAFETY: `v` is a live value of the IR being rewritten.
    unsafe { Value::from_raw(v) }
}

fn int_splat<'c>(ty: Type<'c>, value: i64) -> Attribute<'c> {
    // SAFETY: `ty` is a live tile type of an integer element type.
    unsafe {
        let element = TileType::try_from(ty).map(|t| t.element_type()).unwrap_or(ty);
        let v = mlirIntegerAttrGet(element.to_raw(), value);
        Attribute::from_raw(mlirDenseElementsAttrSplatGet(ty.to_raw(), v))
    }
}

fn remi<'c>(
    context: &'c melior::Context,
    ty: Type<'c>,
    lhs: MlirValue,
    rhs: MlirValue,
    signed: Attribute<'c>,
    location: Location<'c>,
) -> melior::ir::Operation<'c> {
    ct::remi(context, ty, val(lhs), val(rhs), signed, location).into()
}

/// Gives a load or store a partition view with `1/n` of the rows and the
/// row index `index * n + rank`.
fn split_access<'c>(
    op: MlirOperation,
    view_at: usize,
    n: i64,
    n_value: MlirValue,
    rank: MlirValue,
    context: &'c melior::Context,
    location: Location<'c>,
) {
    let view = operands(op)[view_at];
    let Some(make) = defining_op(view) else { return };
    // SAFETY: checked by `view_dim`: a partition view.
    let Ok(pv) = PartitionViewType::try_from(unsafe { Type::from_raw(value_type(view)) }) else { return };
    let mut tile = pv.tile_shape();
    tile[0] /= n as i32;
    let Ok(new_ty) = PartitionViewType::new(location, &tile, pv.tensor_view(), Some(&pv.dim_map()), pv.padding_value())
    else {
        return;
    };
    // SAFETY: `make` and `op` are live; the clone goes right after `make`;
    // the index operands follow the view operand (and the stored tile).
    unsafe {
        let clone = mlirOperationClone(make);
        mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(make), make, clone);
        mlirValueSetType(result0(clone), new_ty.to_type().to_raw());
        mlirOperationSetOperand(op, view_at as isize, result0(clone));
        // Index `d` counts tiles along tile dimension `d` (whatever tensor
        // dimension `dim_map` sends it to): the rows are index 0.
        let index_at = view_at + 1;
        let index = mlirOperationGetOperand(op, index_at as isize);
        let ty = Type::from_raw(value_type(index));
        let scaled: melior::ir::Operation = ct::muli(context, ty, val(index), val(n_value), location).into();
        let scaled = scaled.into_raw();
        mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, scaled);
        let moved: melior::ir::Operation = ct::addi(context, ty, val(result0(scaled)), val(rank), location).into();
        let moved = moved.into_raw();
        mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, moved);
        mlirOperationSetOperand(op, index_at as isize, result0(moved));
        if !has_uses(view) {
            mlirOperationDestroy(make);
        }
    }
}

/// `v`'s tile type with `1/n` of the rows; a splat constant's value follows.
fn set_split_type(v: MlirValue, n: i64, location: Location<'_>) {
    // SAFETY: `v` is live; its type is a tile (checked by `plan`).
    let ty = unsafe { Type::from_raw(value_type(v)) };
    let Ok(tile) = TileType::try_from(ty) else { return };
    let mut shape = tile.shape();
    shape[0] /= n;
    let Ok(new_ty) = TileType::new(location, &shape, tile.element_type()) else { return };
    // SAFETY: `v` is live and gets a type of the same element type; a splat
    // constant's value is rebuilt over the new type from its splat value.
    unsafe {
        mlirValueSetType(v, new_ty.to_type().to_raw());
        if let Some(def) = defining_op(v).filter(|d| op_name(*d) == ct::ConstantOperation::name()) {
            if let Some(value) = get_attr(def, "value") {
                let splat = mlirDenseElementsAttrGetSplatValue(value);
                set_attr(def, "value", mlirDenseElementsAttrSplatGet(new_ty.to_type().to_raw(), splat));
            }
        }
    }
}
