//! `tileas-assign-layouts`: gives every register tile of an nv_tileas kernel
//! a thread-value layout (`#nv_tileas.tv`, the tensor type's encoding), which
//! `convert-tileas-to-llvm` then follows.
//!
//! Each shape has a default layout, blocked: each thread keeps runs of V
//! consecutive elements (`TvLayout::blocked`). V is the widest 16-byte
//! access among the tiled loads and stores of the shape's group (16 i8, 8
//! f16, 4 f32, 2 f64; shapes linked by a reshape form a group), clamped to
//! what every shape of the group allows (its last dimension of more than one
//! element, N / T, and the
//! chunk of a reduction staged in chunks). Tiles nothing loads or stores
//! keep V = 1 (the serial schedule's `t + k·T`). Whether an access really
//! becomes a wide one is decided in the lowering, from the view's facts.
//!
//! Layouts then propagate in program order: tiled loads, block arguments
//! and the ops that move elements between threads produce their shape's
//! default; a `reduce` produces the slice of its operand's layout
//! (`TvLayout::slice_bits`: the result stays where the shuffles leave it,
//! and a broadcast back is a register renaming); a reshape keeps its
//! operand's layout; elementwise ops take their first operand's layout. An
//! operand that disagrees is rematerialized when it is a splat, a splat
//! constant or a range, and converted (`nv_tileas.convert_layout`) otherwise;
//! branch operands are converted to their block argument's layout. When the
//! conversions would need more shared scratch than a CTA may declare, every
//! tile keeps its shape's default instead (no conversions at all).
//!
//! Some values are seeded before the propagation: tensor-core accumulators
//! take their fragment layout; a B operand that the dot stages transposed
//! takes the layout that makes the staging cheap (a B that TMA copies
//! N-major for the threads to read, 8-bit or tf32 at sm_90 and sm_120: the
//! fewest shared-memory wavefronts for that read and the transposed stores,
//! `tileas_layout::transpose_staging`; other `mma.sync` B tiles: row quads); transposed loads run along
//! their contiguous dimension; a forward scan's loaded tile and its result
//! keep runs of N / T elements a thread, so the scanned line is slots, lanes,
//! then warps (`warp_reduce::lower_scan`); the ranges and splats that a tile
//! broadcast along one dimension is computed from take the slice of the
//! broadcast result's layout, so the broadcast is a register renaming
//! (`seed_broadcast_slices`); a tiled load whose elements a later
//! `extract_slice` picks by bits its default gives to threads keeps those
//! bits in slots, so the slice moves nothing (`seed_slice_loads`).

use crate::conversion::builder::*;
use crate::conversion::tileas_to_llvm::exchange::reduce_chunk_plan;
use crate::conversion::typed;
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, cf, func};
use melior::ir::operation::{OperationLike, OperationRef};
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::{slot_map, TvLayout};

/// The tiled load that produces a dot's B, directly or through the tf32
/// conversion of its elements.
fn b_load(dot: MlirOperation) -> Option<MlirOperation> {
    let owner = |v: MlirValue| {
        // SAFETY: `v` is live; its owner is only read for op results.
        unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }
    };
    let mut b = operands(dot)[1];
    if let Some(cvt) = owner(b).filter(|d| op_name(*d) == nv_tileaa::FpToFpOperation::name()) {
        b = operands(cvt)[0];
    }
    owner(b).filter(|d| op_name(*d) == nv_tileas::TiledLoadOperation::name())
}

#[derive(Clone, Debug, Default)]
pub struct AssignLayouts;

impl RustPass for AssignLayouts {
    const ARGUMENT: &'static str = "tileas-assign-layouts";
    const NAME: &'static str = "TileASAssignLayouts";
    const DESCRIPTION: &'static str =
        "Give every nv_tileas register tile a thread-value layout (#nv_tileas.tv) that vectorizes its memory accesses";

    fn anchor() -> Option<&'static str> {
        Some(func::FuncOperation::name())
    }

    fn run(&mut self, func: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let func = func.to_raw();
        let Some(threads) = get_attr(func, typed::TILEAS_NUM_THREADS_ATTR).and_then(typed::int_value) else {
            return Ok(()); // not an nv_tileas kernel
        };
        let plan = Plan::build(func, threads);
        let mut prop = Propagation::new(&plan);
        prop.run(func);
        // Loop-carried values: a block argument takes the layout the values
        // reaching it already have, so the loop converts nothing; a few
        // rounds settle nested loops.
        for _ in 0..LOOP_ROUNDS {
            let learned = prop.block_arg_layouts();
            if learned.is_empty() {
                break;
            }
            let mut next = Propagation::new(&plan);
            next.learned = prop.learned;
            next.learned.extend(learned);
            next.run(func);
            prop = next;
        }
        let smem = get_attr(func, typed::TILEAS_SMEM_BYTES_ATTR).and_then(typed::int_value).unwrap_or(0);
        let needed = prop.scratch_needed();
        // The target's shared memory per CTA; the lowering also keeps T·8 bytes.
        if needed + threads * 8 > typed::max_shared_bytes(func) {
            prop = Propagation::new(&plan); // defaults only: no conversions
            prop.defaults_only = true;
            prop.run(func);
        } else if needed > smem {
            let ctx = unsafe_context(func);
            let attr = typed::i64_attr(ctx, needed);
            set_attr(func, typed::TILEAS_SMEM_BYTES_ATTR, attr);
        }
        prop.apply(func)
    }
}

/// Rounds of `Propagation::block_arg_layouts`.
const LOOP_ROUNDS: usize = 4;

fn unsafe_context(op: MlirOperation) -> MlirContext {
    // SAFETY: `op` is the live anchor.
    unsafe { mlirOperationGetContext(op) }
}

/// What to do to one operand that has the wrong layout.
enum Fix {
    /// Convert operand `index` of `user` to `to`.
    Convert { user: MlirOperation, index: usize, to: TvLayout },
    /// Clone its (splat-like) defining op with layout `to` before `user`.
    Remat { user: MlirOperation, index: usize, to: TvLayout },
}

/// The layout of every tile value, and the fixes the propagation needs.
struct Propagation<'p> {
    plan: &'p Plan,
    layouts: HashMap<ValueKey, TvLayout>,
    /// Every tile value, in the order first seen.
    values: Vec<MlirValue>,
    fixes: Vec<Fix>,
    /// Give every tile its shape's default (the fallback).
    defaults_only: bool,
    /// Reduction results (and reshapes of them): the reduced operand's
    /// shape and layout and the element bits reduced, so a broadcast back to
    /// that shape can take that layout and move nothing.
    parents: HashMap<ValueKey, Parent>,
    /// Layouts chosen ahead of the propagation: tensor-core fragments
    /// (`seed_fragments`).
    seeds: HashMap<ValueKey, TvLayout>,
    /// The tensor-core dots and their accumulators' fragment layout.
    mma: HashMap<usize, TvLayout>,
    /// The `mma.sync` dots that take A from registers
    /// (`mma::a_in_registers`) and A's fragment layout.
    mma_a: HashMap<usize, TvLayout>,
    /// Block-argument layouts learned from an earlier round
    /// (`block_arg_layouts`), with the reduction they hold the result of.
    learned: HashMap<ValueKey, (TvLayout, Option<Parent>)>,
}

#[derive(Clone)]
struct Parent {
    shape: Vec<i64>,
    layout: TvLayout,
    lo: u32,
    hi: u32,
}

impl<'p> Propagation<'p> {
    fn new(plan: &'p Plan) -> Self {
        Self {
            plan,
            layouts: HashMap::new(),
            values: Vec::new(),
            fixes: Vec::new(),
            defaults_only: false,
            parents: HashMap::new(),
            seeds: HashMap::new(),
            mma: HashMap::new(),
            mma_a: HashMap::new(),
            learned: HashMap::new(),
        }
    }

    /// Block arguments not seeded or learned yet that some branch passes a
    /// value of another layout (not a splat-like one, which is cheaper to
    /// rematerialize): that value's layout.
    fn block_arg_layouts(&self) -> HashMap<ValueKey, (TvLayout, Option<Parent>)> {
        let mut out = HashMap::new();
        for fix in &self.fixes {
            let Fix::Convert { user, index, .. } = fix else { continue };
            let name = op_name(*user);
            if name != cf::BranchOperation::name() && name != cf::CondBranchOperation::name() {
                continue;
            }
            let Some((_, v, arg)) = successor_operand_indices(*user).into_iter().find(|(i, _, _)| i == index) else {
                continue;
            };
            let key: ValueKey = arg.into();
            if self.seeds.contains_key(&key) || self.learned.contains_key(&key) || out.contains_key(&key) {
                continue;
            }
            if let Some(l) = self.get(v) {
                out.insert(key, (l, self.parents.get(&v.into()).cloned()));
            }
        }
        out
    }

    /// The layout a value should have before the propagation decides: its
    /// seed, else its shape's default.
    fn wanted(&self, v: MlirValue) -> Option<TvLayout> {
        let key: ValueKey = v.into();
        self.seeds
            .get(&key)
            .or_else(|| self.learned.get(&key).map(|(l, _)| l))
            .cloned()
            .or_else(|| self.plan.layout(value_type(v)))
    }

    /// Tensor-core dots (`nv_tileas::mma::dot_plan`): the result and the
    /// accumulator take C's fragment layout — a block argument that carries
    /// the accumulator around a loop too, so the loop moves nothing. A and B
    /// keep their own layouts: the dot stages them through shared memory
    /// and reads its fragments with `ldmatrix`.
    fn seed_fragments(&mut self, func: MlirOperation) {
        for op in nested(func) {
            if op_name(op) != nv_tileaa::DotOperation::name() {
                continue;
            }
            let fits = crate::conversion::tileas_to_llvm::mma::plan_fits;
            let Some(p) = crate::nv_tileas::mma::dot_plan(op, self.plan.threads, fits) else { continue };
            self.seed_b_quads(op, &p);
            self.seed_b_staging(op, &p);
            let c = p.layout_c();
            let acc = operands(op)[2];
            self.seeds.insert(result0(op).into(), c.clone());
            // SAFETY: `acc` is a live value; only its kind is read.
            if unsafe { mlirValueIsABlockArgument(acc) } {
                self.seeds.insert(acc.into(), c.clone());
            }
            self.mma.insert(op.ptr as usize, c);
            if let crate::nv_tileas::mma::DotPlan::Wgmma(w) = &p {
                if crate::nv_tileas::mma::wgmma_chained_from(op, self.plan.threads).is_some() {
                    self.mma_a.insert(op.ptr as usize, w.layout_a_registers());
                }
            }
            if let crate::nv_tileas::mma::DotPlan::Sync(s) = &p {
                if crate::nv_tileas::mma::a_in_registers(op, self.plan.threads) {
                    self.mma_a.insert(op.ptr as usize, s.layout_a());
                }
                // A loaded before the loop: loaded in A's fragment layout.
                if let Some((a, l)) = crate::nv_tileas::mma::invariant_a(op, self.plan.threads) {
                    self.seeds.insert(a.into(), l);
                }
            }
        }
        self.seed_through_branches(func);
    }

    /// The B operand of an `mma.sync` dot that stages B transposed (tf32
    /// and 8-bit atoms), when a tiled load produces it: runs along N of four
    /// consecutive K rows each (`TvLayout::row_quads`), so the staging
    /// stores each column's four K values at once (instead of 64 byte stores
    /// a thread for a 128x128 fp8 B, whose bytes all sat in registers at
    /// once).
    fn seed_b_quads(&mut self, dot: MlirOperation, p: &crate::nv_tileas::mma::DotPlan) {
        use crate::conversion::tileas_to_llvm::mma::b_transposed;
        let crate::nv_tileas::mma::DotPlan::Sync(p) = p else { return };
        // tf32 B is a conversion of the loaded f32 tile: seed the load.
        let Some(b) = b_load(dot).map(result0) else { return };
        if !b_transposed(p.atom.kind) || self.seeds.contains_key(&b.into()) {
            return;
        }
        let (Some(shape), Some(bytes)) = (typed::static_shape(value_type(b)), elem_bytes(value_type(b))) else {
            return;
        };
        let n = *shape.last().unwrap_or(&1);
        // Where TMA copies B N-major for the threads to read: the staged
        // copy is N rows of K in the 128-byte swizzle of `Staged::address`
        // (row quads cost three times the wavefronts for matmul_int8's
        // 64x128 B over 128 threads, and do not fit it over 256).
        let rows = shape[0];
        let copy = |k: i64, n: i64, e: i64| tileas_dialects::mma_atoms::swizzle_128(n * rows * e + k * e, false);
        let staged = b_load(dot).and_then(|l| self.staging_layout(l, copy));
        if let Some(l) = staged.or_else(|| TvLayout::row_quads(&shape, self.plan.threads, (16 / bytes).min(n))) {
            self.seeds.insert(b.into(), l);
        }
    }

    /// For a K x N B `load` that TMA copies N-major for the threads to read
    /// into registers and a dot to store transposed at `write(k, n, bytes)`
    /// (`pipeline_loads::register_stage`): the register layout with the
    /// fewest modeled shared-memory wavefronts for both
    /// (`tileas_layout::transpose_staging`).
    fn staging_layout(&self, load: MlirOperation, write: impl Fn(i64, i64, i64) -> i64) -> Option<TvLayout> {
        use crate::nv_tileas::tma::OperandSwizzle;
        let stage = crate::nv_tileas::transforms::pipeline_loads::register_stage(load, self.plan.threads);
        let sw = stage.and_then(OperandSwizzle::parse).filter(|sw| sw.n_major)?;
        let tile = value_type(result0(load));
        let (shape, e) = (typed::static_shape(tile)?, elem_bytes(tile)?);
        let [rows, cols] = shape[..] else { return None };
        let read = |k: i64, n: i64| tileas_dialects::mma_atoms::n_major_offset(rows, k, n * e, sw.atom32);
        let t = tileas_layout::transpose_staging((rows, cols), e, self.plan.threads, read, |k, n| write(k, n, e))?;
        let bits = |b: &[u32]| b.iter().map(|&b| Some(b)).collect::<Vec<_>>();
        Some(tileas_dialects::tv_layout::from_bits(&bits(&t.thread_bits), &bits(&t.value_bits)))
    }

    /// The B operand of a warpgroup MMA that reads it K-major only (8-bit
    /// and tf32 atoms) when TMA copies it N-major for the threads to read
    /// and stage K-major (`staging_layout`; the blocked default put eight
    /// lanes on one bank for every byte the int8 staging stored).
    fn seed_b_staging(&mut self, dot: MlirOperation, p: &crate::nv_tileas::mma::DotPlan) {
        use crate::conversion::tileas_to_llvm::mma::b_transposed;
        let crate::nv_tileas::mma::DotPlan::Wgmma(w) = p else { return };
        let Some(load) = b_load(dot) else { return };
        if !b_transposed(w.kind) || self.seeds.contains_key(&result0(load).into()) {
            return;
        }
        let u = w.staging();
        let (n, sw) = (w.shape.n, u.swizzle_bytes());
        let k_major = |k: i64, col: i64, e: i64| tileas_dialects::mma_atoms::umma_offset(col, k * e, n, sw, false);
        if let Some(l) = self.staging_layout(load, k_major) {
            self.seeds.insert(result0(load).into(), l);
        }
    }

    /// Tiled loads whose memory is contiguous along another tile dimension
    /// than the last (a transposed load: attention's Kᵀ, a MoE weight tile
    /// read in `order=(0, 2, 1)`): runs along that dimension
    /// (`TvLayout::blocked_along`), so each run is one 16-byte access instead
    /// of an element each (and no per-element addresses stay live across
    /// the loop).
    fn seed_transposed_loads(&mut self, func: MlirOperation) {
        for op in nested(func) {
            if op_name(op) != nv_tileas::TiledLoadOperation::name() {
                continue;
            }
            let Some(dim_map) = get_attr(op, "dim_map").map(typed::dense_i64_values) else { continue };
            let Some(unit) = operands(op).first().and_then(|m| unit_stride_dim(*m)) else { continue };
            let r = result0(op);
            let (Some(shape), Some(bytes)) = (typed::static_shape(value_type(r)), elem_bytes(value_type(r))) else {
                continue;
            };
            let Some(c) = dim_map.iter().position(|&d| d == unit as i64) else { continue };
            if shape[c + 1..].iter().product::<i64>() == 1 {
                continue; // the default layout already runs along it
            }
            if let Some(l) = TvLayout::blocked_along(&shape, c, self.plan.threads, 16 / bytes) {
                self.seeds.insert(r.into(), l);
            }
        }
    }

    /// The tiles a forward scan along their one dimension of more than one
    /// element reads straight from tiled loads, and its results: each
    /// thread keeps a run of N / T consecutive elements of at most 32 bytes
    /// (`TvLayout::blocked` at full width), so the line is slot bits, then
    /// lanes, then warps, and the scan stays in
    /// registers, shuffles and one exchange of warp totals
    /// (`warp_reduce::lower_scan`) instead of going through the scratch
    /// (cumsum_long_i32's 1024-element tiles over 128 threads).
    fn seed_scans(&mut self, func: MlirOperation) {
        for op in nested(func) {
            if op_name(op) != nv_tileaa::ScanOperation::name() {
                continue;
            }
            // SAFETY: only a bool attribute's value is read.
            let reverse =
                get_attr(op, "reverse").is_some_and(|a| unsafe { mlirAttributeIsABool(a) && mlirBoolAttrGetValue(a) });
            let ins = operands(op);
            let loaded = |v: &MlirValue| {
                defining_op(*v).is_some_and(|d| op_name(d) == nv_tileas::TiledLoadOperation::name())
                    && !self.seeds.contains_key(&(*v).into())
            };
            if reverse || ins.is_empty() || !ins.iter().all(loaded) {
                continue;
            }
            let Some(shape) = typed::static_shape(value_type(ins[0])) else { continue };
            let n: i64 = shape.iter().product();
            let t = self.plan.threads;
            // Longer runs would spread a warp's accesses over too many banks
            // (and global sectors): at most two 16-byte accesses a thread.
            let run_bytes = ins.iter().map(|v| elem_bytes(value_type(*v)).unwrap_or(16)).max().unwrap_or(16) * n / t;
            if shape.iter().filter(|&&d| d > 1).count() != 1 || n < t || n % t != 0 || run_bytes > 32 {
                continue;
            }
            // The result keeps the operand's layout (the scan moves nothing).
            for v in ins.into_iter().chain(results(op)) {
                self.seeds.insert(v.into(), TvLayout::blocked(n, t, n / t));
            }
        }
    }

    /// Tiled loads whose elements a later `extract_slice` picks by element
    /// bits that the load's default layout gives to threads (a 4-bit B
    /// repacked along K, `cuda_tile_to_tileaa::narrow`: rows 2k and 2k + 1
    /// of its N-packed bytes in one byte): those bits become slot bits
    /// (`TvLayout::with_slot_bits`), so the slice is a static choice of
    /// registers (`extract_layout`) rather than an exchange through shared
    /// memory, which for cuTile's NVFP4 kernel at sm_120 cost 270 selects
    /// and 640 bytes of spills.
    fn seed_slice_loads(&mut self, func: MlirOperation) {
        for op in nested(func) {
            if op_name(op) != nv_tileaa::ExtractSliceOperation::name() {
                continue;
            }
            let Some(fixed) = extract_fixed_bits(op) else { continue };
            let Some((load, bits)) = load_bits(operands(op)[0], fixed) else { continue };
            let v = result0(load);
            if bits.is_empty() || self.seeds.contains_key(&v.into()) {
                continue;
            }
            if let Some(l) = self.plan.layout(value_type(v)).and_then(|l| l.with_slot_bits(&bits)) {
                self.seeds.insert(v.into(), l);
            }
        }
    }

    /// Broadcasts along one dimension of a tile computed from element
    /// indices alone (ranges, splats and one-element broadcasts, through views and
    /// elementwise arith: fused_moe's column numbers `k * 64 + range(64)`):
    /// the chain's roots take the slice of the broadcast result's layout
    /// (`TvLayout::slice_bits`), the propagation carries it through the
    /// chain, and each thread then computes the very elements it broadcasts,
    /// a register renaming instead of an exchange through shared memory
    /// (two CTA barriers each time: every K step of fused_moe's gather).
    fn seed_broadcast_slices(&mut self, func: MlirOperation) {
        for op in nested(func) {
            if op_name(op) != nv_tileaa::BroadcastOperation::name() {
                continue;
            }
            let (src, res) = (operands(op)[0], result0(op));
            let (Some(from), Some(to)) = (typed::static_shape(value_type(src)), typed::static_shape(value_type(res)))
            else {
                continue;
            };
            let dims: Vec<usize> = (0..to.len()).filter(|d| from.get(*d) != to.get(*d)).collect();
            let (&[d], true) = (dims.as_slice(), from.len() == to.len() && from.iter().product::<i64>() > 1) else {
                continue;
            };
            let lo = to[d + 1..].iter().product::<i64>().trailing_zeros();
            let hi = lo + to[d].trailing_zeros();
            let wanted = self.seeds.get(&res.into()).cloned().or_else(|| self.plan.layout(value_type(res)));
            let Some(slice) = wanted.and_then(|l| l.slice_bits(lo, hi)) else { continue };
            let mut roots = Vec::new();
            if index_roots(src, 0, &mut roots) {
                for r in roots {
                    self.seeds.entry(r.into()).or_insert_with(|| slice.clone());
                }
            }
        }
    }

    /// A block argument that receives a seeded value (the accumulator
    /// leaving its loop) takes the seed too, until nothing changes.
    fn seed_through_branches(&mut self, func: MlirOperation) {
        let branches: Vec<MlirOperation> = nested(func)
            .into_iter()
            .filter(|op| {
                let n = op_name(*op);
                n == cf::BranchOperation::name() || n == cf::CondBranchOperation::name()
            })
            .collect();
        loop {
            let mut changed = false;
            for &op in &branches {
                for (v, arg) in successor_operands(op) {
                    if let Some(l) = self.seeds.get(&v.into()).cloned() {
                        if !self.seeds.contains_key(&arg.into()) && typed::same_type(value_type(v), value_type(arg)) {
                            self.seeds.insert(arg.into(), l);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn set(&mut self, v: MlirValue, l: TvLayout) {
        if self.layouts.insert(v.into(), l).is_none() {
            self.values.push(v);
        }
    }

    fn get(&self, v: MlirValue) -> Option<TvLayout> {
        self.layouts.get(&v.into()).cloned()
    }

    fn run(&mut self, func: MlirOperation) {
        // SAFETY: a `func.func` has one region.
        let region = unsafe { mlirOperationGetRegion(func, 0) };
        if !self.defaults_only {
            self.seed_transposed_loads(func);
            self.seed_scans(func);
            self.seed_fragments(func);
            self.seed_broadcast_slices(func);
            self.seed_slice_loads(func);
        }
        for block in region_blocks(region) {
            for a in block_args(block) {
                if let Some(l) = self.wanted(a) {
                    self.set(a, l);
                }
                if let Some((_, Some(p))) = self.learned.get(&a.into()) {
                    self.parents.insert(a.into(), p.clone());
                }
            }
            for op in block_ops(block) {
                self.visit(op);
            }
        }
    }

    fn visit(&mut self, op: MlirOperation) {
        let name = op_name(op);
        let outs: Vec<MlirValue> = results(op).into_iter().filter(|r| is_tile(*r)).collect();
        let default = |p: &Self, v: MlirValue| p.plan.layout(value_type(v));
        if self.defaults_only {
            for r in outs {
                if let Some(l) = default(self, r) {
                    self.set(r, l);
                }
            }
            return;
        }
        if name == cf::BranchOperation::name() || name == cf::CondBranchOperation::name() {
            return self.visit_branch(op);
        }
        if name == nv_tileaa::ReduceOperation::name() {
            let ins = operands(op);
            let parent =
                self.get(ins[0]).filter(|l| ins.iter().all(|v| self.get(*v).as_ref() == Some(l))).and_then(|l| {
                    let d = get_attr(op, "dim").and_then(typed::int_value)? as usize;
                    let shape = typed::static_shape(value_type(ins[0]))?;
                    let inner: i64 = shape.get(d + 1..)?.iter().product();
                    let (lo, n) = (inner.trailing_zeros(), shape[d].trailing_zeros());
                    Some(Parent { shape, layout: l, lo, hi: lo + n })
                });
            let sliced = parent.as_ref().and_then(|p| p.layout.slice_bits(p.lo, p.hi));
            for r in outs {
                if let Some(l) = sliced.clone().or_else(|| default(self, r)) {
                    self.set(r, l);
                }
                if let (Some(p), Some(_)) = (&parent, &sliced) {
                    self.parents.insert(r.into(), p.clone());
                }
            }
            return;
        }
        if name == nv_tileaa::BroadcastOperation::name() {
            let back = self.unslice(op);
            for r in outs {
                if let Some(l) = back.clone().or_else(|| self.wanted(r)) {
                    self.set(r, l);
                }
            }
            return;
        }
        if name == nv_tileaa::ViewOperation::name() {
            let src = operands(op).first().copied();
            let from = src.and_then(|v| self.get(v));
            let parent = src.and_then(|v| self.parents.get(&v.into()).cloned());
            for r in outs {
                if let Some(l) = from.clone().or_else(|| default(self, r)) {
                    self.set(r, l);
                }
                if let Some(p) = &parent {
                    self.parents.insert(r.into(), p.clone());
                }
            }
            return;
        }
        if name == nv_tileaa::CatOperation::name() || name == nv_tileaa::ExtractSliceOperation::name() {
            let derived =
                if name == nv_tileaa::CatOperation::name() { self.cat_layout(op) } else { self.extract_layout(op) };
            for r in outs {
                if let Some(l) = derived.clone().or_else(|| default(self, r)) {
                    self.set(r, l);
                }
            }
            return;
        }
        if let Some(c) = self.mma.get(&(op.ptr as usize)).cloned() {
            return self.visit_mma(op, c);
        }
        if producer(&name) || name == nv_tileas::TiledStoreOperation::name() || !uniform(op) {
            for r in outs {
                if let Some(l) = self.wanted(r) {
                    self.set(r, l);
                }
            }
            return;
        }
        // Elementwise: one layout for every tile operand and result.
        let ins = operands(op);
        let tiles: Vec<(usize, MlirValue)> = ins.iter().copied().enumerate().filter(|(_, v)| is_tile(*v)).collect();
        // The anchor: an operand computed here rather than a block argument
        // (whose layout may be a default a later round replaces with what
        // the loop carries), else any operand that is not splat-like.
        // SAFETY: the values are live; only their kind is read.
        let computed = |v: MlirValue| unsafe { mlirValueIsAOpResult(v) } && !recomputable(v, 0);
        let anchor_value = tiles
            .iter()
            .find(|(_, v)| computed(*v))
            .or_else(|| tiles.iter().find(|(_, v)| !rematerializable(*v)))
            .or(tiles.first())
            .map(|(_, v)| *v);
        let anchor = anchor_value.and_then(|v| self.get(v));
        let Some(target) = anchor.or_else(|| outs.first().and_then(|r| default(self, *r))) else { return };
        for (index, v) in tiles {
            if self.get(v).as_ref() != Some(&target) {
                self.fix(op, index, v, target.clone());
            }
        }
        // The result stays where a reduction left the anchor's elements, so a
        // broadcast of it back moves nothing either.
        let parent = anchor_value.and_then(|v| self.parents.get(&v.into()).cloned());
        for r in outs {
            self.set(r, target.clone());
            if let Some(p) = &parent {
                self.parents.insert(r.into(), p.clone());
            }
        }
    }

    /// A tensor-core dot: the accumulator in C's fragment layout `c`; an A
    /// the dot takes from registers (`mma_a`: chained from a dot's C, or
    /// loaded before the loop) in A's fragment layout, which that C already
    /// is (a conversion only where the chain lost it).
    fn visit_mma(&mut self, op: MlirOperation, c: TvLayout) {
        let acc = operands(op)[2];
        if self.get(acc).as_ref() != Some(&c) {
            self.fix(op, 2, acc, c.clone());
        }
        if let Some(a_layout) = self.mma_a.get(&(op.ptr as usize)).cloned() {
            let a = operands(op)[0];
            if self.get(a).as_ref() != Some(&a_layout) {
                self.fix(op, 0, a, a_layout);
            }
        }
        self.set(result0(op), c);
    }

    /// A broadcast of a reduction's result back to the reduced operand's
    /// shape, along exactly the reduced dimension: the operand's layout (the
    /// result is where the reduction left it in every thread).
    fn unslice(&self, op: MlirOperation) -> Option<TvLayout> {
        let src = operands(op)[0];
        let p = self.parents.get(&src.into())?;
        let (from, to) = (typed::static_shape(value_type(src))?, typed::static_shape(value_type(result0(op)))?);
        if to != p.shape || from.len() != to.len() {
            return None;
        }
        let mut bits = Vec::new();
        for d in 0..to.len() {
            if from[d] != to[d] {
                let lo = to[d + 1..].iter().product::<i64>().trailing_zeros();
                bits.extend(lo..lo + to[d].trailing_zeros());
            }
        }
        (bits == (p.lo..p.hi).collect::<Vec<_>>()).then(|| p.layout.clone())
    }

    /// `cat` of two tiles of one shape and layout: the concatenated layout
    /// (`TvLayout::cat_bits`), which moves no element.
    fn cat_layout(&self, op: MlirOperation) -> Option<TvLayout> {
        let ins = operands(op);
        let (a, b) = (self.get(ins[0])?, self.get(ins[1])?);
        let shape = typed::static_shape(value_type(ins[0]))?;
        if a != b || typed::static_shape(value_type(ins[1]))? != shape {
            return None;
        }
        let d = get_attr(op, "dim").and_then(typed::int_value)? as usize;
        let inner: i64 = shape.get(d + 1..)?.iter().product();
        a.cat_bits(inner.trailing_zeros() + shape[d].trailing_zeros())
    }

    /// `extract_slice` at constant block indices of a tile whose block
    /// bits are slot bits: a static choice of slots (`TvLayout::extract_bits`).
    fn extract_layout(&self, op: MlirOperation) -> Option<TvLayout> {
        self.get(operands(op)[0])?.extract_bits(&extract_fixed_bits(op)?)
    }

    fn visit_branch(&mut self, op: MlirOperation) {
        for (index, v, arg) in successor_operand_indices(op) {
            if let (Some(want), true) = (self.wanted(arg), is_tile(v)) {
                if self.get(v).as_ref() != Some(&want) {
                    self.fix(op, index, v, want);
                }
            }
        }
    }
}

/// (operand index, operand, destination block argument) of each successor
/// operand of a branch (they are its trailing operands, in successor order).
fn successor_operand_indices(op: MlirOperation) -> Vec<(usize, MlirValue, MlirValue)> {
    // SAFETY: `op` is a live branch; successor and operand counts are read
    // from it.
    let n_succ = unsafe { mlirOperationGetNumSuccessors(op) };
    let ins = operands(op);
    let mut dests: Vec<MlirValue> = Vec::new();
    for i in 0..n_succ {
        // SAFETY: `i` is below the successor count.
        dests.extend(block_args(unsafe { mlirOperationGetSuccessor(op, i) }));
    }
    let first = ins.len() - dests.len();
    dests.into_iter().enumerate().map(|(j, arg)| (first + j, ins[first + j], arg)).collect()
}

/// (operand, destination block argument) pairs of a branch.
fn successor_operands(op: MlirOperation) -> Vec<(MlirValue, MlirValue)> {
    successor_operand_indices(op).into_iter().map(|(_, v, a)| (v, a)).collect()
}

impl Propagation<'_> {
    fn fix(&mut self, user: MlirOperation, index: usize, v: MlirValue, to: TvLayout) {
        if recomputable(v, 0) {
            self.fixes.push(Fix::Remat { user, index, to });
        } else {
            self.fixes.push(Fix::Convert { user, index, to });
        }
    }

    /// Bytes of scratch the conversions need (those that are not register
    /// renamings).
    fn scratch_needed(&self) -> i64 {
        let mut needed = 0;
        for f in &self.fixes {
            let Fix::Convert { user, index, to } = f else { continue };
            let v = operands(*user)[*index];
            let Some(from) = self.get(v) else { continue };
            if slot_map(&from, to, &|e| e).is_some() {
                continue;
            }
            let n = typed::static_shape(value_type(v)).map_or(0, |s| s.iter().product::<i64>());
            let bytes = elem_bytes(value_type(v)).unwrap_or(8);
            needed = needed.max((n * bytes + 15) / 16 * 16);
        }
        needed
    }

    /// Rewrites the IR: the fixes, then every tile's type; splat-like ops
    /// whose every use now reads a rematerialized copy are erased.
    fn apply(mut self, func: MlirOperation) -> Result<(), PassFailed> {
        // SAFETY: `func` is the live anchor.
        let loc = unsafe { mlirOperationGetLocation(func) };
        let mut copied: Vec<MlirOperation> = Vec::new();
        for f in std::mem::take(&mut self.fixes) {
            let (user, index, to, remat) = match f {
                Fix::Convert { user, index, to } => (user, index, to, false),
                Fix::Remat { user, index, to } => (user, index, to, true),
            };
            let v = operands(user)[index];
            let ty = to.encode(TvLayout::strip(value_type(v)), loc);
            if ty.ptr.is_null() {
                emit_op_error(user, &format!("cannot give an operand the layout {to}"));
                return Err(PassFailed);
            }
            // SAFETY: `user` is live and in a block; the new op goes right
            // before it and `index` is one of its operands.
            let block = unsafe { mlirOperationGetBlock(user) };
            let b = Builder {
                ctx: unsafe_context(func),
                block,
                loc: unsafe { mlirOperationGetLocation(user) },
                before: Some(user),
            };
            let new = if remat {
                recompute(&b, v, &to, &mut copied)
            } else {
                b.op1(nv_tileas::ConvertLayoutOperation::name(), &[v], ty, &[])
            };
            // SAFETY: as above.
            unsafe { mlirOperationSetOperand(user, index as isize, new) };
        }
        for v in &self.values {
            let l = &self.layouts[&(*v).into()];
            let ty = value_type(*v);
            let encoded = l.encode(TvLayout::strip(ty), loc);
            if encoded.ptr.is_null() {
                emit_op_error(func, &format!("cannot give a tile of type {} the layout {l}", typed::diag_type(ty)));
                return Err(PassFailed);
            }
            // SAFETY: `v` is live; the new type differs only in its encoding.
            unsafe { mlirValueSetType(*v, encoded) };
            retype_constant(*v, encoded);
        }
        for op in copied {
            if results(op).iter().all(|r| !has_uses(*r)) {
                // SAFETY: `op` is a live splat-like op nothing uses any more;
                // no value of it is read after this.
                unsafe { mlirOperationDestroy(op) };
            }
        }
        Ok(())
    }
}

/// The value of an integer `arith.constant`.
/// The memref dimension of unit stride (the innermost of them) of a
/// `make_memref` result.
fn unit_stride_dim(memref: MlirValue) -> Option<usize> {
    // SAFETY: `memref` is live; its owner is only read for op results.
    let def = unsafe { mlirValueIsAOpResult(memref).then(|| mlirOpResultGetOwner(memref)) }?;
    if op_name(def) != nv_tileaa::MakeMemRefOperation::name() {
        return None;
    }
    let ops = operands(def);
    let rank = (ops.len() - 1) / 2;
    (0..rank).rev().find(|&i| constant_int(ops[1 + rank + i]) == Some(1))
}

pub(crate) fn constant_int(v: MlirValue) -> Option<i64> {
    // SAFETY: `v` is live; its owner is only read for op results.
    let def = unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }?;
    if op_name(def) != arith::ConstantOperation::name() {
        return None;
    }
    get_attr(def, "value").and_then(typed::splat_int_value)
}

fn is_tile(v: MlirValue) -> bool {
    typed::static_shape(value_type(v)).is_some()
}

/// The element bits of its operand that an `extract_slice` at constant
/// block indices fixes (the row-major index bits of the dimensions it
/// narrows); `None` for dynamic indices or a rank change.
fn extract_fixed_bits(op: MlirOperation) -> Option<Vec<u32>> {
    let ins = operands(op);
    let (shape, sub) = (typed::static_shape(value_type(ins[0]))?, typed::static_shape(value_type(result0(op)))?);
    if ins[1..].iter().any(|v| constant_int(*v).is_none()) || sub.len() != shape.len() {
        return None;
    }
    let mut fixed = Vec::new();
    for d in 0..shape.len() {
        let lo = shape[d + 1..].iter().product::<i64>().trailing_zeros();
        fixed.extend(lo + sub[d].trailing_zeros()..lo + shape[d].trailing_zeros());
    }
    Some(fixed)
}

/// The tiled load `v` is computed from through views (the row-major index,
/// so its bits, unchanged), elementwise ops (their first operand that is
/// not splat-like) and the first operand of a `cat` of two tiles of one
/// shape (the bit it inserts is a slot bit already: `TvLayout::cat_bits`),
/// with `bits` of `v`'s elements renumbered as that load's element bits.
fn load_bits(mut v: MlirValue, mut bits: Vec<u32>) -> Option<(MlirOperation, Vec<u32>)> {
    for _ in 0..16 {
        let def = defining_op(v)?;
        let name = op_name(def);
        if name == nv_tileas::TiledLoadOperation::name() {
            return Some((def, bits));
        }
        let ins = operands(def);
        if name == nv_tileaa::ViewOperation::name() {
            v = ins[0];
        } else if name == nv_tileaa::CatOperation::name() {
            let shape = typed::static_shape(value_type(ins[0]))?;
            let d = get_attr(def, "dim").and_then(typed::int_value)? as usize;
            let inner: i64 = shape.get(d + 1..)?.iter().product();
            if ins.len() != 2 || shape.iter().any(|x| x.count_ones() != 1) {
                return None;
            }
            let at = inner.trailing_zeros() + shape[d].trailing_zeros();
            bits = bits.into_iter().filter(|b| *b != at).map(|b| if b > at { b - 1 } else { b }).collect();
            v = ins[0];
        } else if !producer(&name) && uniform(def) && results(def).len() == 1 {
            v = ins.into_iter().find(|x| is_tile(*x) && !rematerializable(*x))?;
        } else {
            return None;
        }
    }
    None
}

/// Ops whose result layout is free to choose (they place elements by their
/// index) and that the propagation gives their shape's default.
fn producer(name: &str) -> bool {
    [
        nv_tileas::TiledLoadOperation::name(),
        nv_tileaa::BroadcastOperation::name(),
        nv_tileaa::PermuteOperation::name(),
        nv_tileaa::ExtractSliceOperation::name(),
        nv_tileaa::CatOperation::name(),
        nv_tileaa::InsertSliceOperation::name(),
        nv_tileaa::BitcastOperation::name(),
        nv_tileaa::ScanOperation::name(),
        nv_tileaa::DotOperation::name(),
        nv_tileaa::MakeRangeOperation::name(),
        nv_tileaa::SplatOperation::name(),
        arith::ConstantOperation::name(),
        nv_tileas::ConvertLayoutOperation::name(),
    ]
    .contains(&name)
}

/// Whether every tile operand and result of `op` has one shape (the ops the
/// lowering runs slot by slot).
fn uniform(op: MlirOperation) -> bool {
    let shapes: Vec<Vec<i64>> =
        operands(op).into_iter().chain(results(op)).filter_map(|v| typed::static_shape(value_type(v))).collect();
    !shapes.is_empty() && shapes.iter().all(|s| *s == shapes[0])
}

/// A splat, splat constant, range or one-element broadcast: cheaper to
/// recompute in another layout than to convert.
fn rematerializable(v: MlirValue) -> bool {
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    let name = op_name(def);
    if name == nv_tileaa::SplatOperation::name() || name == nv_tileaa::MakeRangeOperation::name() {
        return true;
    }
    // A broadcast of one element: every thread holds it in every layout.
    if name == nv_tileaa::BroadcastOperation::name() {
        let one = operands(def).first().and_then(|v| typed::static_shape(value_type(*v)));
        return one.is_some_and(|s| s.iter().product::<i64>() == 1);
    }
    name == arith::ConstantOperation::name()
        && get_attr(def, "value").is_some_and(|a| {
            // SAFETY: the attribute is live; the splat query accepts any dense
            // elements attribute.
            unsafe { mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a) }
        })
}

/// How deep `recomputable` follows arith/math operands.
const RECOMPUTE_DEPTH: u32 = 4;

/// A tile cheaper to compute again in another layout than to convert: a
/// splat-like value, any broadcast (it reads its smaller source in whatever
/// layout it produces), or an arith/math op on such tiles — attention's
/// causal mask `select(cmpi(broadcast(rows), broadcast(cols)), 0, -inf)`,
/// which would otherwise be built in the default layout and converted, a
/// whole f32 tile through shared memory, to the accumulator's.
fn recomputable(v: MlirValue, depth: u32) -> bool {
    if rematerializable(v) {
        return true;
    }
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    let name = op_name(def);
    if name == nv_tileaa::BroadcastOperation::name() {
        return true;
    }
    let elementwise = is_dialect_op(&name, arith::ConstantOperation::name())
        || is_dialect_op(&name, melior::dialect::ods::math::SqrtOperation::name());
    depth < RECOMPUTE_DEPTH
        && elementwise
        && results(def).len() == 1
        && uniform(def)
        && operands(def).into_iter().filter(|o| is_tile(*o)).all(|o| recomputable(o, depth + 1))
}

/// Collects into `roots` the ranges, splats and one-element broadcasts that `v` is
/// computed from by views and elementwise arith (`seed_broadcast_slices`);
/// false when anything else feeds it.
fn index_roots(v: MlirValue, depth: u32, roots: &mut Vec<MlirValue>) -> bool {
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    let name = op_name(def);
    let one_element =
        |s: &MlirValue| typed::static_shape(value_type(*s)).is_some_and(|s| s.iter().product::<i64>() == 1);
    if name == nv_tileaa::MakeRangeOperation::name()
        || name == nv_tileaa::SplatOperation::name()
        || (name == nv_tileaa::BroadcastOperation::name() && operands(def).first().is_some_and(one_element))
    {
        roots.push(v);
        return true;
    }
    if depth >= RECOMPUTE_DEPTH {
        return false;
    }
    if name == nv_tileaa::ViewOperation::name() {
        return operands(def).first().is_some_and(|s| index_roots(*s, depth + 1, roots));
    }
    is_dialect_op(&name, arith::ConstantOperation::name())
        && results(def).len() == 1
        && uniform(def)
        && operands(def).into_iter().filter(|o| is_tile(*o)).all(|o| index_roots(o, depth + 1, roots))
}

/// Clones the ops that compute `v` (`recomputable`) before `b`'s insertion
/// point with every tile in layout `to`; the originals go to `copied` (a
/// user before the ops it reads), to be erased once nothing uses them.
fn recompute(b: &Builder, v: MlirValue, to: &TvLayout, copied: &mut Vec<MlirOperation>) -> MlirValue {
    // SAFETY: `v` is the result of an op (`recomputable` checked it).
    let original = unsafe { mlirOpResultGetOwner(v) };
    if !copied.iter().any(|o| o.ptr == original.ptr) {
        copied.push(original);
    }
    // A splat-like op or broadcast reads nothing in a tile layout; an
    // arith/math op's tile operands are recomputed in `to` first.
    let follow = !rematerializable(v) && op_name(original) != nv_tileaa::BroadcastOperation::name();
    let fresh: Vec<(usize, MlirValue)> = if follow {
        operands(original)
            .into_iter()
            .enumerate()
            .filter(|(_, o)| is_tile(*o))
            .map(|(i, o)| (i, recompute(b, o, to, copied)))
            .collect()
    } else {
        Vec::new()
    };
    // SAFETY: `original` is live; its clone is fresh and inserted once.
    let clone = unsafe { mlirOperationClone(original) };
    b.insert(clone);
    for (i, o) in fresh {
        // SAFETY: `i` is one of the clone's operands; `o` dominates it.
        unsafe { mlirOperationSetOperand(clone, i as isize, o) };
    }
    let r = result0(clone);
    let ty = to.encode(TvLayout::strip(value_type(r)), b.loc);
    // SAFETY: `r` is live; only its encoding changes (to a layout the
    // caller encoded for this shape already).
    unsafe { mlirValueSetType(r, ty) };
    retype_constant(r, ty);
    r
}

/// Run length per shape (and the shapes' element counts).
struct Plan {
    threads: i64,
    vector: HashMap<Vec<i64>, i64>,
}

impl Plan {
    fn build(func: MlirOperation, threads: i64) -> Self {
        let ops = nested(func);
        let mut groups = Groups::default();
        let mut want: HashMap<Vec<i64>, i64> = HashMap::new();
        let mut cap: HashMap<Vec<i64>, i64> = HashMap::new();
        for &op in &ops {
            let name = op_name(op);
            // Tiled accesses, and gathers (which a contiguity analysis may
            // turn into wide loads).
            let access = if name == nv_tileas::TiledLoadOperation::name() || name == nv_tileas::LoadOperation::name() {
                Some(value_type(result0(op)))
            } else if name == nv_tileas::TiledStoreOperation::name() {
                operands(op).get(1).map(|v| value_type(*v))
            } else {
                None
            };
            if let Some(ty) = access {
                if let (Some(shape), Some(bytes)) = (typed::static_shape(ty), elem_bytes(ty)) {
                    let v = want.entry(shape.clone()).or_insert(1);
                    *v = (*v).max(16 / bytes);
                    groups.add(&shape);
                }
            }
            if name == nv_tileaa::ViewOperation::name() || name == nv_tileas::ConvertLayoutOperation::name() {
                let (a, b) =
                    (typed::static_shape(value_type(operands(op)[0])), typed::static_shape(value_type(result0(op))));
                if let (Some(a), Some(b)) = (a, b) {
                    groups.union(&a, &b);
                }
            }
            if name == nv_tileaa::ReduceOperation::name() {
                reduce_cap(op, threads, &mut cap);
            }
        }
        let mut vector = HashMap::new();
        for members in groups.classes() {
            let mut v = members.iter().filter_map(|s| want.get(s)).copied().max().unwrap_or(1);
            for s in &members {
                let n: i64 = s.iter().product();
                // Trailing dimensions of one element add nothing to a row:
                // an unpacked 4-bit tile's `N x 1` halves run along N.
                let row = s.iter().rev().find(|&&d| d > 1).unwrap_or(&1);
                v = v.min(*row).min((n / threads).max(1));
                if let Some(&c) = cap.get(s) {
                    v = v.min(c);
                }
            }
            let v = prev_pow2(v.max(1));
            for s in members {
                vector.insert(s, v);
            }
        }
        Plan { threads, vector }
    }

    /// The layout of a tile type; `None` for scalars and tiles the lowering
    /// rejects anyway (dynamic or non-power-of-two shapes).
    fn layout(&self, ty: MlirType) -> Option<TvLayout> {
        let shape = typed::static_shape(ty)?;
        let n: i64 = shape.iter().product();
        if n <= 0 || n & (n - 1) != 0 {
            return None;
        }
        let v = self.vector.get(&shape).copied().unwrap_or(1);
        Some(TvLayout::blocked(n, self.threads, v))
    }
}

/// A reduction staged in chunks needs each chunk to be whole slot ranges:
/// V ≤ chunk / T for its operand shape.
fn reduce_cap(op: MlirOperation, threads: i64, cap: &mut HashMap<Vec<i64>, i64>) {
    let ins = operands(op);
    let Some(shape) = ins.first().and_then(|v| typed::static_shape(value_type(*v))) else { return };
    let Some(d) = get_attr(op, "dim").and_then(typed::int_value) else { return };
    let bytes: Vec<i64> = ins.iter().map(|v| elem_bytes(value_type(*v)).unwrap_or(8)).collect();
    if let Some((chunk, _)) = reduce_chunk_plan(&shape, d as usize, &bytes, threads) {
        let c = cap.entry(shape).or_insert(i64::MAX);
        *c = (*c).min((chunk / threads).max(1));
    }
}

/// Union-find over shapes.
#[derive(Default)]
struct Groups {
    parent: HashMap<Vec<i64>, Vec<i64>>,
}

impl Groups {
    fn add(&mut self, s: &[i64]) {
        self.parent.entry(s.to_vec()).or_insert_with(|| s.to_vec());
    }

    fn find(&mut self, s: &[i64]) -> Vec<i64> {
        self.add(s);
        let p = self.parent[s].clone();
        if p == s {
            return p;
        }
        let root = self.find(&p);
        self.parent.insert(s.to_vec(), root.clone());
        root
    }

    fn union(&mut self, a: &[i64], b: &[i64]) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(ra, rb);
        }
    }

    fn classes(&mut self) -> Vec<Vec<Vec<i64>>> {
        let keys: Vec<Vec<i64>> = self.parent.keys().cloned().collect();
        let mut by_root: HashMap<Vec<i64>, Vec<Vec<i64>>> = HashMap::new();
        for k in keys {
            let r = self.find(&k);
            by_root.entry(r).or_default().push(k);
        }
        by_root.into_values().collect()
    }
}

fn prev_pow2(v: i64) -> i64 {
    1 << (63 - v.leading_zeros() as i64)
}

/// Bytes of one element of a tile in memory (`None` for pointers and i1).
fn elem_bytes(ty: MlirType) -> Option<i64> {
    let e = typed::element_type(ty)?;
    let bits = typed::int_width(e).or_else(|| typed::float_width(e))? as i64;
    (bits >= 8).then_some(bits / 8)
}

/// Every op under `root`, outermost first.
fn nested(root: MlirOperation) -> Vec<MlirOperation> {
    // SAFETY: `root` is live; the walk only reads it.
    let root_ref = unsafe { OperationRef::from_raw(root) };
    tileas_dialects::walk::nested_ops(&root_ref).iter().map(|o| o.to_raw()).collect()
}

/// An `arith.constant`'s value attribute must have its result's type: give
/// a retyped dense constant the encoded type too.
fn retype_constant(v: MlirValue, ty: MlirType) {
    // SAFETY: `v` is live; the owner is only read for op results, and the
    // reshaped attribute has the same elements in a type of equal shape.
    unsafe {
        if !mlirValueIsAOpResult(v) {
            return;
        }
        let op = mlirOpResultGetOwner(v);
        if op_name(op) != arith::ConstantOperation::name() {
            return;
        }
        let Some(value) = get_attr(op, "value") else { return };
        if !mlirAttributeIsADenseElements(value) {
            return;
        }
        let reshaped = mlirDenseElementsAttrReshapeGet(value, ty);
        mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(c"value".as_ptr()), reshaped);
    }
}
