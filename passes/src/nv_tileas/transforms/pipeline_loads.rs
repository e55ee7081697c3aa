//! `tileas-pipeline-loads`: software pipelining of the tile loads of a loop
//! through a multi-stage shared-memory ring buffer (cp.async on sm_80+; TMA
//! on sm_90+ for views of kernel parameters, `crate::nv_tileas::tma`), and
//! the one-shot TMA loads and stores outside such loops.
//!
//! A serial loop waits for each tile load right where it is issued. Here a
//! loop `for i in [init, ub) step s` whose body reads tiles at origins that
//! depend only on `i` and loop invariants starts each load `S - 1`
//! iterations early, into stage `k mod S` of a ring buffer (`k` the
//! iteration number), so `S - 1` tiles are in flight while the body
//! computes:
//!
//! ```text
//! preheader: async_wait 0                    (the ring is free)
//! prologue:  for j in 0..S-1 (a loop of its own):
//!              async_load tiles of i = init + j*s into stage j (if i < ub);
//!              async_commit
//! body:      async_wait S-2                  (iteration k's group is done; CTA barrier)
//!            async_load tiles of i + (S-1)*s into stage (k+S-1) mod S (if < ub)
//!            async_commit
//!            ... buffer_read stage k mod S, where the tiled_load was ...
//! ```
//!
//! The barrier of `async_wait` also proves every thread done reading the
//! stage the next copy overwrites (the one iteration `k - 1` read).
//!
//! Which loops: a header whose `cf.cond_br` tests `arith.cmpi slt|ult` of a
//! header argument (the induction variable) against a loop-invariant bound,
//! a single-block body entered only from the header that adds a positive
//! constant to the induction variable and branches back with `cf.br`, and
//! one other predecessor (the preheader, ending in `cf.br`). Which loads:
//! weak `tiled_load`s of a loop-invariant memref whose origins are `arith`
//! expressions of the induction variable and loop invariants, and whose
//! chunks cp.async can copy (`async_copy::chunk_width`); and gathers, weak
//! `load`s of a tile of pointers with zero padding whose pointers and mask
//! pure ops of the body compute from the induction variable and loop
//! invariants, and whose layout's runs the analysis of `gather.rs` proves
//! consecutive, aligned and under a constant mask (`gather::async_width`):
//! `async_gather` copies those runs, the pointers and mask computed again
//! for the later iteration. In a body
//! with weak stores only `nv_tileas.unordered` loads (no token orders them
//! after another memory op) are pipelined; a body with atomics, ordered
//! stores or region ops other than reductions is left alone.
//!
//! Stages: as many as fit the kernel's shared memory beside its scratch,
//! at most `max-stages` (16) for loops with a tcgen05/wgmma dot (K loops),
//! 6 for loops with an `mma.sync` dot and 4 for others, at least 2; when two stages of every load do not fit
//! and all are TMA copies, each gets one stage, refilled within the
//! iteration (below, "One stage a load"); otherwise the last loads of the
//! body stay serial. The ring buffers
//! of all loops share one region, `nv_tileas.pipeline_bytes` on the kernel;
//! the lowering declares it. A tcgen05/wgmma dot operand read in place is
//! not staged, and the scratch it no longer needs goes to the rings
//! (`nv_tileas.smem_bytes` shrinks). Tensor-core operands loaded outside
//! pipelined loops get a stage of their own after the rings, copied and
//! waited for where the load was (`one_shot_operands`).
//!
//! From sm_90, a load whose memref the host can describe (a `make_memref` of
//! kernel parameters and constants) is a TMA copy completing on its stage's
//! mbarrier: `mbarrier_init` before the prologue, `mbarrier_expect` before
//! each group's loads, `mbarrier_wait` for parity `(k / S) & 1` before the
//! reads, `mbarrier_inval` on the exit edge (docs/nv_tileas.md, "TMA
//! stages"). Outside loops such tiles get one-shot TMA stages when they
//! feed more than elementwise math, and in kernels that load with TMA or
//! have a reduction or a dot the weak tile stores go out through a stage
//! with TMA too (`tma_stores`).
//!
//! One stage a load (`Rings::late`): each TMA copy has its own mbarrier;
//! iteration k waits for parity k & 1 of it right before the stage's read,
//! and the copy of iteration k+1 follows the last op of the body that reads
//! the stage (`late_copies`), behind a CTA barrier (none where only
//! tcgen05 dots read the stage); the preheader issues iteration 0:
//!
//! ```text
//! preheader: async_wait 0; mbarrier_init (one per load); copies of iteration 0
//! body:      mbarrier_wait bar[i], parity k & 1; buffer_read stage of load i
//!            ... the last reader of load i's stage (a dot) ...
//!            [async_wait 0]; copy of load i for iteration k+1 (if < ub)
//! ```
//!
//! The tcgen05 K loop: when the body's only dot is a tcgen05 dot reading
//! both operands in place from its stages, its accumulator carried in tensor
//! memory (`async_umma_dot`), its MMAs run asynchronously. S more mbarriers
//! follow the full ones ("consumed", one init and inval for all); the dot
//! commits its MMAs to its stage's (`nv_tileas.commit_barrier`) and does not
//! wait; the copies S-1 ahead move after the dot, behind a wait on the
//! consumed barrier of the stage they overwrite (the MMAs of iteration k-1,
//! while those of k queue behind them); the exit edge waits for the last
//! iteration's MMAs before the accumulator is read (docs/nv_tileas.md):
//!
//! ```text
//! body:      async_wait S-2; mbarrier_wait full[k mod S], parity (k / S) & 1
//!            dot (reads stage k mod S, commits to consumed[k mod S])
//!            mbarrier_wait consumed[(k+S-1) mod S], parity ((k+S-1) / S + 1) & 1
//!            copies of iteration k+S-1 into stage (k+S-1) mod S
//! exit:      mbarrier_wait consumed[(n+S-1) mod S], parity ((n+S-1) / S + 1) & 1
//! ```
//!
//! A block-scaled dot takes this form too: the lowering keeps a copy of its
//! scales in TMEM per stage (`umma::Pool`), or waits for its MMAs where the
//! copies do not fit.
//!
//! The wgmma K loop (sm_90): when the body's only dot is a wgmma dot reading
//! both operands in place from TMA stages (every load of the loop a TMA
//! copy), its f32/i32 accumulator carried in registers and untouched in the
//! loop (`async_wgmma_dot`), one group of its MMAs stays in flight
//! (`nv_tileas.wgmma_pending = 1`: `wgmma.wait_group 1`); the body has no
//! CTA barrier before its reads (each thread waits on the stage's mbarrier),
//! and the copies S-1 ahead go after the dot, behind a CTA barrier (every
//! warp past the wait that retires the MMAs of iteration k-1, which read the
//! stage they overwrite); the exit edge waits for all MMAs
//! (`async_wait 0 {nv_tileas.wgmma_wait = 0}`):
//!
//! ```text
//! body:      mbarrier_wait full[k mod S], parity (k / S) & 1
//!            dot (reads stage k mod S; wgmma.wait_group 1)
//!            async_wait 0 (CTA barrier)
//!            copies of iteration k+S-1 into stage (k+S-1) mod S
//! exit:      async_wait 0 {wgmma_wait = 0}
//! ```
//!
//! Warp specialization (sm_90, `warp-specialize`, `warp_specialize.rs`):
//! when such a wgmma loop is the kernel's only pipelined one, its stages all
//! TMA copies, and it runs once per CTA, a producer warpgroup
//! (`nv_tileas.warp_specialize`) issues every iteration's copies after
//! waiting for the stage's "empty" mbarrier, and the compute threads hand
//! each stage back (`mbarrier_arrive`) once their MMAs are done with it:
//! no prologue, no copies and no CTA barrier left in their loop.
//!
//! Clusters (`multicast.rs`): in a warp-specialized loop of a kernel whose
//! tile blocks run on CTA clusters (`nv_tileas.cluster_ctas`, from
//! `cuda-tile-cluster-split`), a TMA copy whose coordinates are the same in
//! every CTA of the cluster (B) is multicast (`async_load {multicast}`: each
//! CTA issues 1/n of the boxes, into every CTA's stage); the compute warps
//! then hand each stage back to every CTA of the cluster
//! (`mbarrier_arrive {cluster}`) and the cluster meets at barriers
//! (`cluster_barrier`) after the mbarriers' initialisation and before they
//! are invalidated or a thread exits.
//!
//! Single issuer: when such a loop's loads are all TMA copies of the dot's
//! operands and the rest of its body is scalar arithmetic (`single_issuer`),
//! two threads do all its work, each in its own warp, and the others only
//! follow its branches: the body has no `async_wait` (no CTA barrier);
//! thread 32 waits for the stage (`mbarrier_wait` with `thread = 32`) and
//! issues the MMAs (`nv_tileas.mma_thread`); thread 0 waits on the consumed
//! barrier (`thread = 0`) and issues the copies (`async_reads`: no proxy
//! fence). So the copies run ahead of the MMAs as far as the stages allow,
//! and the MMAs queue behind each other without waiting for the copies'
//! issue. The exit edge synchronises the CTA (`async_wait 0`) before the
//! final wait: by then the producer has waited for every earlier phase.
//!
//! CTA pairs (`pair.rs`, sm_100+): a single-issuer loop of a kernel on
//! clusters of an even number of CTAs, whose dot has 128 rows a CTA and
//! whose B is the same in both CTAs of a pair, runs 2-CTA MMAs
//! (`cta_group::2`): each CTA loads half of B's columns into a stage half
//! the size (`async_load`/`buffer_read {cta_pair}`), every copy completes
//! on the even CTA's mbarrier, which alone expects the pair's bytes and
//! waits for them (`mbarrier_wait {cta_pair}`), and the even CTA's MMA
//! thread issues MMAs of 256 rows that commit to both CTAs' consumed
//! mbarriers (the dot's `nv_tileas.cta_pair`).
//!
//! Scratch after the loops (`scratch.rs`): where no op before or inside
//! the pipelined loops can use the kernel scratch, the scratch lives in the
//! ring region past what the region holds after the loops
//! (`nv_tileas.scratch_offset`), and the rings are planned without it.

use crate::conversion::builder::*;
use crate::conversion::tileas_to_llvm::async_copy::dim_map_of;
use crate::conversion::typed::{self, FloatKind, LOOP_ANNOTATION};
use crate::nv_tileas::tma::{Direction, OperandSwizzle};
use crate::options::{parse_bool, parse_int, OptionKind, OptionSpec};
use crate::registry::{PassFailed, RustPass};
use crate::remarks::OccupancyMiss;
use melior::dialect::ods::{arith, cf, func};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::{HashMap, HashSet};
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::TvLayout;

mod multicast;
mod pair;
mod scratch;
mod warp_specialize;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "max-stages",
        description: "Most ring-buffer stages a pipelined loop with a tcgen05/wgmma dot gets; other loops get at most \
                      4 (0: no pipelining)",
        kind: OptionKind::Int,
        default: "16",
    },
    OptionSpec {
        name: "warp-specialize",
        description: "Give an sm_90 wgmma K loop on TMA stages a producer warpgroup that issues its copies",
        kind: OptionKind::Bool,
        default: "true",
    },
];

/// Stages of a loop whose rings feed no tensor-core operand: enough to hide
/// global-memory latency behind a few iterations of SIMT work without
/// taking the shared memory (and occupancy) a tensor-core K loop needs.
const PLAIN_STAGES: i64 = 4;

/// Stages of a loop with an `mma.sync` dot: NVIDIA's tileiras gives
/// matmul_int8 six at sm_80 and sm_120 (and its other such loops fewer);
/// more would take shared memory that a second CTA an SM could use.
const MMA_SYNC_STAGES: i64 = 6;

#[derive(Clone, Debug)]
pub struct PipelineLoads {
    max_stages: i64,
    warp_specialize: bool,
}

impl Default for PipelineLoads {
    fn default() -> Self {
        PipelineLoads { max_stages: 16, warp_specialize: true }
    }
}

/// Accumulator registers a compute thread of a warp-specialized loop may
/// hold (`warp_specialized`).
const MAX_SPECIALIZED_ACC_WORDS: i64 = 128;

/// Stage sizes are rounded to this many bytes (a full 128-byte line each).
const STAGE_ALIGN: i64 = 128;

/// Shared bytes kept beside the scratch, the broadcast buffer and the
/// rings: the 16-byte sink, the tcgen05 dots' 16-byte slots, and slack.
const RESERVED_BYTES: i64 = 64;

impl RustPass for PipelineLoads {
    const ARGUMENT: &'static str = "tileas-pipeline-loads";
    const NAME: &'static str = "TileASPipelineLoads";
    const DESCRIPTION: &'static str =
        "Software-pipeline the tile loads of nv_tileas loops through multi-stage shared-memory ring buffers (cp.async)";

    fn anchor() -> Option<&'static str> {
        Some(func::FuncOperation::name())
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    /// `llvm` for the prologue loop's annotation (`no_unroll`); the rest
    /// are the ops it builds.
    fn dependent_dialects() -> Vec<MlirDialectHandle> {
        // SAFETY: the handle getters only return static dialect descriptors.
        unsafe { vec![mlirGetDialectHandle__llvm__(), mlirGetDialectHandle__cf__(), mlirGetDialectHandle__arith__()] }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-stages" => self.max_stages = parse_int(value).map_err(|e| e.to_string())?,
            "warp-specialize" => self.warp_specialize = parse_bool(value).map_err(|e| e.to_string())?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, func: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let func = func.to_raw();
        let Some(threads) = get_attr(func, typed::TILEAS_NUM_THREADS_ATTR).and_then(typed::int_value) else {
            return Ok(()); // not an nv_tileas kernel
        };
        // cp.async is sm_80's; without a target the lowering stays on the SIMT core.
        if typed::compute_capability(func).is_none_or(|cc| cc < 80) || self.max_stages < 2 {
            return Ok(());
        }
        let smem = get_attr(func, typed::TILEAS_SMEM_BYTES_ATTR).and_then(typed::int_value).unwrap_or(0);
        // The ring region is 1024-byte aligned: ptxas may pad the scratch
        // before it up to the next boundary.
        let budget = |limit: i64, smem: i64| {
            limit - (smem + UMMA_ALIGN - 1) / UMMA_ALIGN * UMMA_ALIGN - threads * 8 - RESERVED_BYTES
        };
        // SAFETY: a `func.func` has one region.
        let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
        // An occupancy whose register share a warpgroup MMA cannot run on
        // is out of reach whatever the rings.
        if typed::max_registers(func, threads)
            .is_some_and(|r| r < crate::nv_tileas::mma::register_floor(&blocks, threads))
        {
            drop_occupancy(func, OccupancyMiss::Registers);
        }
        let mut loops = pipelinable_loops(&blocks);
        // A wgmma operand that cannot be read in place would pass through a
        // ring and the registers on its way to the staging: with the
        // accumulators in registers too, that costs spills. It stays a
        // direct load, unless NVIDIA stages it (`register_swizzle`: the same
        // tensor maps). (Attention's Kᵀ at sm_90 is read in place now.)
        let tma = typed::compute_capability(func).is_some_and(|cc| cc >= 90);
        if tma {
            crate::nv_tileas::tma::enable_device_maps(func);
        }
        for lp in &mut loops {
            lp.loads.retain(|l| {
                (stage_swizzle(*l, threads, tma).is_some() || !feeds_wgmma(*l, threads)) && !starved_dot(*l, threads)
            });
        }
        loops.retain(|lp| !lp.loads.is_empty());
        // Dots whose operands become ring stages stage nothing: their
        // scratch goes to the rings, unless a load of theirs then does not
        // fit after all.
        let fed = unstaged_operands(&blocks, &loops, threads, tma);
        let reserve = one_shot_reserve(&blocks, &loops, threads, tma);
        // A scratch used only after the loops lives in the rings (`scratch.rs`), planned without it.
        let late = scratch::late_blocks(func, &blocks, &loops);
        let in_ring = std::cell::Cell::new(late.is_some());
        let beside = |s: i64| if in_ring.get() { 0 } else { s };
        let plan_under = |limit: i64| {
            let shrunk = shrunk_scratch(func, threads, &fed).filter(|s| *s < smem);
            let plans =
                plan(&loops, threads, budget(limit, beside(shrunk.unwrap_or(smem))) - reserve, self.max_stages, tma);
            if shrunk.is_some() && loses_ring_operand(&loops, &plans, threads, tma) {
                return (None, plan(&loops, threads, budget(limit, beside(smem)) - reserve, self.max_stages, tma));
            }
            (shrunk, plans)
        };
        let mut limit = typed::max_shared_bytes(func);
        let (mut shrunk, mut plans) = plan_under(limit);
        if let Some(share) = typed::occupancy_shared_bytes(func) {
            // An occupancy hint of n CTAs an SM leaves the rings the n-th
            // part: fewer stages, more CTAs. Where that part pipelines fewer
            // loads (or the scratch alone is more) one CTA an SM it is, with
            // no register cap either.
            let (s, p) = plan_under(share);
            if smem + threads * 8 + RESERVED_BYTES >= share {
                drop_occupancy(func, OccupancyMiss::Scratch);
            } else if kept_loads(&p) < kept_loads(&plans) {
                drop_occupancy(func, OccupancyMiss::Rings);
            } else {
                (limit, shrunk, plans) = (share, s, p);
            }
        }
        if in_ring.get() && !scratch::in_place(&loops, &plans) {
            in_ring.set(false);
            (shrunk, plans) = plan_under(limit);
        }
        // Loops whose MMAs span a CTA pair load half of B a CTA: their rings are planned again.
        if pair::mark(func, &loops, &plans, threads) {
            (shrunk, plans) = plan_under(limit);
            if pair::confirm(&loops, &plans) {
                (shrunk, plans) = plan_under(limit);
            }
        }
        pair::remark(func, &loops);
        let specialize = self.warp_specialize
            && typed::compute_capability(func) == Some(90)
            && typed::occupancy(func).is_none_or(|n| n <= 1);
        let hoist = if specialize {
            warp_specialized(
                &blocks,
                &loops,
                &mut plans,
                threads,
                budget(limit, beside(shrunk.unwrap_or(smem))) - reserve,
            )
        } else {
            None
        };
        let mut region = 0;
        for (lp, p) in loops.iter().zip(plans) {
            if let Some((kept, mut rings)) = p {
                if lp.loads[..kept].iter().any(|l| pair::is_marked(*l)) {
                    rings.pair = true;
                    rings.cluster = typed::cluster_ctas(func);
                }
                let split = hoist.as_deref().filter(|_| rings.empty.is_some()).map(|h| (blocks[0], h));
                region = region.max(rewrite(lp, &lp.loads[..kept], rings, threads, split));
            }
        }
        // After the loops the scratch needs its bytes past what the region
        // holds there (and a 1024-byte boundary).
        let after = budget(limit, shrunk.unwrap_or(smem)) - if in_ring.get() { UMMA_ALIGN } else { 0 };
        let in_ring = late.as_ref().filter(|_| in_ring.get()).map(|l| (l, budget(limit, 0)));
        after_loops(func, threads, (region, after), (shrunk, smem), in_ring)
    }
}

/// The ring region's use after the loops (`loop_region` bytes, the stages
/// after them placed within `after`): one-shot stages, TMA stores and
/// restaged stores; then the kernel's settled scratch (`shrunk`, else
/// `smem`), in the ring region where `in_ring` gives the late blocks and
/// the budget it was planned in (`scratch::place`); sets the kernel's sizes.
fn after_loops(
    func: MlirOperation,
    threads: i64,
    (loop_region, after): (i64, i64),
    (shrunk, smem): (Option<i64>, i64),
    in_ring: Option<(&HashSet<usize>, i64)>,
) -> Result<(), PassFailed> {
    let mut region = one_shot_operands(func, threads, loop_region, after);
    region = tma_stores(func, region, after);
    region = restaged_stores(func, region, after, threads);
    // Without loop rings the one-shot stages may still be read in place
    // (attention's Kᵀ and V at sm_120): the scratch their dots no
    // longer stage through.
    let settled = shrunk.filter(|_| loop_region > 0).or_else(|| settled_scratch(func, threads).filter(|s| *s < smem));
    // SAFETY: `func` is the live anchor.
    let ctx = unsafe { mlirOperationGetContext(func) };
    if let Some(s) = settled {
        set_attr(func, typed::TILEAS_SMEM_BYTES_ATTR, typed::i64_attr(ctx, s));
    }
    if let Some((late, budget)) = in_ring {
        region = scratch::place(func, late, region, settled.unwrap_or(smem), budget)?;
    }
    if region > 0 {
        set_attr(func, typed::TILEAS_PIPELINE_BYTES_ATTR, typed::i64_attr(ctx, region));
    }
    Ok(())
}

/// Gives up the kernel's occupancy hint (a remark says why):
/// the rest of the pipeline then plans for one CTA an SM.
fn drop_occupancy(func: MlirOperation, miss: OccupancyMiss) {
    if let Some(n) = typed::occupancy(func) {
        crate::remarks::occupancy(func, n, Err(miss));
        remove_attr(func, typed::TILEAA_OCCUPANCY_ATTR);
    }
}

/// The loads the plans give rings, over all loops.
fn kept_loads(plans: &[Option<(usize, Rings)>]) -> usize {
    plans.iter().flatten().map(|(kept, _)| kept).sum()
}

/// One stage of a tile's ring: its bytes rounded up to `STAGE_ALIGN`; 0
/// for a tile of sub-byte or unknown elements (not pipelined).
fn stage_bytes(tile: MlirType) -> i64 {
    let Some(shape) = typed::static_shape(tile) else { return 0 };
    let bits = typed::element_type(tile).map_or(0, |e| storage_bytes(e) * 8);
    if bits == 0 {
        return 0;
    }
    let bytes = shape.iter().product::<i64>() * bits / 8;
    (bytes + STAGE_ALIGN - 1) / STAGE_ALIGN * STAGE_ALIGN
}

/// The tile loads the loop rewrite left as plain loads that get a stage of
/// their own after the loops' rings (`region` bytes), copied and waited for
/// where the load was, so no memory op moves (the wait before the copy frees
/// the stage from an earlier pass of an enclosing loop):
/// - tensor-core operands (matmul_operator's A and B), copied straight into
///   the operand layout their dot reads in place instead of through
///   registers into the dot's staging (cp.async, or TMA from sm_90);
/// - from sm_90, tiles the host can describe that feed a whole-tile
///   consumer (`whole_tile_use`: what NVIDIA's tileiras loads with TMA in
///   the corpus) and that no token orders after a store: one TMA copy,
///   which also bounds-checks and zero-fills in hardware. At sm_90 also a
///   tile that addresses an atomic (`addresses_atomic`: histogram's bins),
///   as tileiras 13.5, the sm_90 reference, loads it (13.1 at sm_100 and
///   sm_120 loads it directly).
///
/// Returns the ring region's new size.
fn one_shot_operands(func: MlirOperation, threads: i64, region: i64, budget: i64) -> i64 {
    let tma = typed::compute_capability(func).is_some_and(|cc| cc >= 90);
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    for block in &blocks {
        invariant_operands_first(*block, threads);
    }
    let atomics = has_atomics(&blocks);
    let candidates = one_shot_candidates(&blocks, threads, tma, atomics);
    let mut next = region;
    // Where the first transient stage went (offset, bytes reserved, its
    // mbarrier included): later transient stages that do not fit share it
    // (`transient`).
    let mut slot: Option<(i64, i64)> = None;
    for &op in &candidates {
        let Some(OneShot { swizzle, registers, copy, by_tma, fenced }) = one_shot_stage(op, threads, tma, atomics)
        else {
            continue;
        };
        let align = if swizzle.is_some() { UMMA_ALIGN } else { STAGE_ALIGN };
        let size = (stage_bytes(value_type(result0(op))) + align - 1) / align * align;
        // A fenced load outside the pipelined loops (split-K's C after its
        // K loop) reuses the rings' bytes: its sequence starts with a CTA
        // barrier, after every read of the rings, and it is read at once.
        if fenced && by_tma && size + 8 <= region && !reads_ring(block_of(op)) {
            let tma = copy.map(|c| (size, c.bytes, c.block_bytes));
            one_shot(op, 0, size, (swizzle, registers), tma, fenced);
            continue;
        }
        let short_lived = transient(op, swizzle.is_some() && !registers, &candidates);
        let mut offset = (next + align - 1) / align * align;
        let end = if by_tma { offset + size + 8 } else { offset + size };
        let needs = end - offset;
        let shared = end > budget && short_lived && slot.is_some_and(|(at, bytes)| needs <= bytes && at % align == 0);
        if shared {
            offset = slot.map_or(offset, |(at, _)| at);
        } else if end > budget {
            continue;
        }
        if short_lived && slot.is_none() {
            slot = Some((offset, needs));
        }
        let tma = copy.filter(|_| by_tma).map(|c| (offset + size, c.bytes, c.block_bytes));
        one_shot(op, offset, size, (swizzle, registers), tma, fenced);
        if !shared {
            next = end;
        }
    }
    next
}

/// The loads `one_shot_operands` stages (`one_shot_stage`), in program
/// order: in the kernel's blocks and, on the `mma.sync` targets (sm_120
/// and up), the tensor-core operand TMA loads of structured loops that got
/// no rings.
fn one_shot_candidates(blocks: &[MlirBlock], threads: i64, tma: bool, atomics: bool) -> Vec<MlirOperation> {
    fn walk(block: MlirBlock, top: bool, out: &mut Vec<MlirOperation>, keep: &dyn Fn(MlirOperation, bool) -> bool) {
        for op in block_ops(block) {
            if keep(op, top) {
                out.push(op);
            }
            // SAFETY: `op` is live; its regions and their blocks are only read.
            for r in 0..unsafe { mlirOperationGetNumRegions(op) } {
                for b in region_blocks(unsafe { mlirOperationGetRegion(op, r) }) {
                    if !reads_ring(b) {
                        walk(b, false, out, keep);
                    }
                }
            }
        }
    }
    let nested = |op: MlirOperation, top: bool| {
        let stage = one_shot_stage(op, threads, tma, atomics);
        let sync_target = typed::compute_capability(op).is_some_and(|cc| cc >= 120);
        stage.is_some_and(|s| top || (sync_target && s.swizzle.is_some() && s.by_tma))
    };
    let mut out = Vec::new();
    for b in blocks {
        walk(*b, true, &mut out, &nested);
    }
    out
}

/// Whether a one-shot stage is dead once any other one-shot sequence
/// starts, so that a later stage may reuse its bytes (every sequence begins
/// with `async_wait 0`, a CTA barrier): a stage read at once (into
/// registers, or plain), or one read in place (`in_place`) only by dots in
/// its own block with no other one-shot load between it and them (nested
/// regions included).
fn transient(op: MlirOperation, in_place: bool, candidates: &[MlirOperation]) -> bool {
    if !in_place {
        return true;
    }
    let Some(dots) = dot_uses(op) else { return false };
    let ops = block_ops(block_of(op));
    let at = |o: MlirOperation| ops.iter().position(|x| x.ptr == o.ptr);
    let Some(start) = at(op) else { return false };
    dots.iter().all(|(dot, _)| {
        at(*dot).is_some_and(|end| end > start && ops[start + 1..end].iter().all(|o| !holds_candidate(*o, candidates)))
    })
}

/// Whether `op` is one of `candidates` or has one in its regions.
fn holds_candidate(op: MlirOperation, candidates: &[MlirOperation]) -> bool {
    if candidates.iter().any(|c| c.ptr == op.ptr) {
        return true;
    }
    // SAFETY: `op` is live; its regions and blocks are only read.
    (0..unsafe { mlirOperationGetNumRegions(op) }).any(|r| {
        region_blocks(unsafe { mlirOperationGetRegion(op, r) })
            .into_iter()
            .any(|b| block_ops(b).into_iter().any(|o| holds_candidate(o, candidates)))
    })
}

/// How `one_shot_operands` stages a tile load.
struct OneShot {
    /// The stage's tensor-core operand layout.
    swizzle: Option<&'static str>,
    /// Whether the threads read the swizzled stage into registers.
    registers: bool,
    copy: Option<crate::nv_tileas::tma::TmaCopy>,
    /// Whether the stage is copied by TMA (else cp.async).
    by_tma: bool,
    /// Whether the TMA copy comes after a global proxy fence: a load that a
    /// token orders after the kernel's atomics (`fence_global`).
    fenced: bool,
}

fn one_shot_stage(op: MlirOperation, threads: i64, tma: bool, atomics: bool) -> Option<OneShot> {
    let sm90 = typed::compute_capability(op).is_some_and(|cc| (90..100).contains(&cc));
    if op_name(op) != nv_tileas::TiledLoadOperation::name()
        || get_attr(op, "sem").and_then(typed::str_value).as_deref() != Some("weak")
        || get_attr(op, "scope").is_some()
        || starved_dot(op, threads)
    {
        return None;
    }
    let swizzle = stage_swizzle(op, threads, tma);
    // On the mma.sync targets an operand of dots in other blocks (attention's
    // Q, shared by its loops) is read into registers at once, as NVIDIA's
    // tileiras keeps it, so its stage does not pin shared memory that the
    // loops' operands (K, V) take next.
    let sync_target = typed::compute_capability(op).is_some_and(|cc| cc >= 120);
    let elsewhere = dot_uses(op).is_some_and(|d| d.iter().any(|(dot, _)| block_of(*dot).ptr != block_of(op).ptr));
    let registers = swizzle.is_some() && (umma_swizzle(op, threads).is_none() || (sync_target && elsewhere));
    let copy = if tma { tma_copy(op, swizzle) } else { None };
    let unordered = get_attr(op, typed::TILEAS_UNORDERED_ATTR).is_some();
    // NVIDIA's tileiras loads a tile that a token orders after the
    // kernel's atomics (matmul_split_k_lock's C, read under its lock) with
    // TMA too, after a global proxy fence.
    let fenced = copy.is_some() && swizzle.is_none() && !unordered && atomics;
    let by_tma = copy.is_some()
        && (swizzle.is_some() || fenced || (unordered && (whole_tile_use(op) || sm90 && addresses_atomic(op))));
    if !by_tma && (swizzle.is_none() || !copies_async(op)) {
        return None;
    }
    Some(OneShot { swizzle, registers, copy, by_tma, fenced })
}

/// Whether `block` reads ring stages (a pipelined loop's body: its
/// `buffer_read`s take stage k mod S, not a constant).
fn reads_ring(block: MlirBlock) -> bool {
    block_ops(block)
        .iter()
        .any(|o| op_name(*o) == nv_tileas::BufferReadOperation::name() && constant_int(operands(*o)[0]).is_none())
}

/// Whether a kernel (its `blocks`) has atomics.
fn has_atomics(blocks: &[MlirBlock]) -> bool {
    let atomic = [nv_tileas::AtomicRMWOperation::name(), nv_tileas::AtomicCASOperation::name()];
    blocks.iter().flat_map(|b| block_ops(*b)).any(|o| atomic.contains(&op_name(o).as_str()))
}

/// The dot operands (dot, 0 for A or 1 for B) that one-shot stages outside
/// the pipelined loops feed in place (`one_shot_operands`; the bytes
/// `one_shot_reserve` keeps guarantee them their stages), so the dots
/// stage nothing for them.
fn one_shot_operands_in_place(
    blocks: &[MlirBlock],
    loops: &[PipeLoop],
    threads: i64,
    tma: bool,
) -> HashSet<(usize, usize)> {
    one_shots_outside_rings(blocks, loops, threads, tma)
        .into_iter()
        .filter(|(_, s)| s.swizzle.is_some() && !s.registers)
        .flat_map(|(op, _)| dot_uses(op).unwrap_or_default())
        .map(|(dot, operand)| (dot.ptr as usize, operand))
        .collect()
}

/// The loads `one_shot_operands` will stage that no pipelined loop rings,
/// with how.
fn one_shots_outside_rings(
    blocks: &[MlirBlock],
    loops: &[PipeLoop],
    threads: i64,
    tma: bool,
) -> Vec<(MlirOperation, OneShot)> {
    let ringed: HashSet<usize> = loops.iter().flat_map(|lp| lp.loads.iter().map(|l| l.ptr as usize)).collect();
    let atomics = has_atomics(blocks);
    blocks
        .iter()
        .flat_map(|b| block_ops(*b))
        .filter(|op| !ringed.contains(&(op.ptr as usize)))
        .filter_map(|op| one_shot_stage(op, threads, tma, atomics).map(|s| (op, s)))
        .collect()
}

/// Bytes to keep from the rings for the one-shot stages of tensor-core
/// operands loaded outside the pipelined loops (attention's Q, which its
/// loops' dots share): NVIDIA's tileiras stages them, and rings that
/// filled shared memory would leave them none. (A fenced load after the
/// loops reuses the rings' bytes instead, `one_shot_operands`.)
fn one_shot_reserve(blocks: &[MlirBlock], loops: &[PipeLoop], threads: i64, tma: bool) -> i64 {
    one_shots_outside_rings(blocks, loops, threads, tma)
        .into_iter()
        .filter(|(_, s)| s.swizzle.is_some())
        .map(|(op, s)| {
            let size = (stage_bytes(value_type(result0(op))) + UMMA_ALIGN - 1) / UMMA_ALIGN * UMMA_ALIGN;
            size + UMMA_ALIGN + if s.by_tma { 8 } else { 0 }
        })
        .sum()
}

/// NVIDIA's tileiras issues the tensor-core operand loads of a block whose
/// tile is the same in every CTA (an origin of constants) before the
/// others, and its tensor maps follow the order of the copies
/// (`matmul_operator_f16`: B's before A's). So does this pass: an earlier
/// operand load with another origin moves after the first such load when
/// nothing between them writes memory and its users all come later.
fn invariant_operands_first(block: MlirBlock, threads: i64) {
    let operand_load =
        |o: MlirOperation| op_name(o) == nv_tileas::TiledLoadOperation::name() && umma_swizzle(o, threads).is_some();
    let invariant = |o: MlirOperation| operands(o)[1..].iter().all(|v| constant_expr(*v, 8));
    for _ in 0..block_ops(block).len() {
        let ops = block_ops(block);
        let at = |o: MlirOperation| ops.iter().position(|x| x.ptr == o.ptr);
        let loads: Vec<usize> = (0..ops.len()).filter(|&i| operand_load(ops[i])).collect();
        let movable = loads.iter().enumerate().find_map(|(k, &i)| {
            let j = *loads[k + 1..].iter().find(|&&j| invariant(ops[j]))?;
            let quiet = ops[i + 1..j].iter().all(|o| matches!(effect(*o), Effect::None));
            let later = uses(result0(ops[i])).iter().all(|(u, _)| at(*u).is_some_and(|p| p > j));
            (!invariant(ops[i]) && quiet && later).then_some((i, j))
        });
        let Some((i, j)) = movable else { return };
        // SAFETY: both ops are live in `block`; `ops[i]`'s operands dominate
        // `ops[j]` (defined before `ops[i]`) and its users follow `ops[j]`.
        unsafe { mlirOperationMoveAfter(ops[i], ops[j]) };
    }
}

/// Whether `v` is computed from constants by arith ops (at most `depth`
/// deep).
fn constant_expr(v: MlirValue, depth: u32) -> bool {
    let Some(def) = defining_op(v) else { return false };
    let dialect = |n: &str| n.split_once('.').map(|(d, _)| d.to_owned());
    let arith = dialect(&op_name(def)) == dialect(arith::ConstantOperation::name());
    arith && depth > 0 && operands(def).iter().all(|o| constant_expr(*o, depth - 1))
}

/// From sm_90, each weak tile store the host can describe in a kernel that
/// loads with TMA already or has a reduction or a dot (the kernels NVIDIA's
/// tileiras gives tensor maps in the corpus; softmax_online's loads pad
/// with -inf, which TMA cannot, but its store is a TMA store; at sm_90 only
/// kernels with a dot, the others keep the map and store from registers)
/// goes through a stage of its own after the others (`region` bytes):
/// `async_wait 0` (the stage is free; only for a stage at the region's
/// start, see `stage_store`), `buffer_write` of the registers,
/// `async_store` (TMA, waited for at once; the stores NVIDIA's tileiras
/// makes TMA stores in the corpus). In a kernel with atomics the store is
/// `fence_global`: the async proxy is ordered after the generic proxy's
/// earlier global accesses first (the wait for the store's completion
/// orders it before later ones). A matrix with 128-byte multiple rows is
/// staged in the 128-byte swizzled layout (one box per 128-byte column
/// block), other tiles in memory order. Returns the region's new size.
fn tma_stores(func: MlirOperation, region: i64, budget: i64) -> i64 {
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    let ops: Vec<MlirOperation> = blocks.iter().flat_map(|b| block_ops(*b)).collect();
    let has = |name: &str| ops.iter().any(|o| op_name(*o) == name);
    let tma_loads =
        ops.iter().any(|o| op_name(*o) == nv_tileas::AsyncLoadOperation::name() && get_attr(*o, "barrier").is_some());
    let Some(cc) = typed::compute_capability(func).filter(|cc| *cc >= 90) else {
        return region;
    };
    let atomics = has_atomics(&blocks);
    let dots = has(nv_tileaa::DotOperation::name());
    if !tma_loads && !has(nv_tileaa::ReduceOperation::name()) && !dots {
        return region;
    }
    // At sm_90 a kernel without a dot stores from its registers and keeps
    // the store's tensor map for the host module alone: on an H200 the
    // staged TMA store (a fence, two CTA barriers, one thread's copy and its
    // wait) cost cumsum_long_i32's serial loop a third of its time and the
    // row kernels up to 12% (docs/gpu-runs.md, 2026-11-28); an epilogue
    // after a K loop pays it once.
    let map_only = cc < 100 && !dots;
    let swizzled = tensor_core_kernel(&ops);
    let mut next = region;
    for op in ops {
        if op_name(op) != nv_tileas::TiledStoreOperation::name()
            || get_attr(op, "sem").and_then(typed::str_value).as_deref() != Some("weak")
            || get_attr(op, "scope").is_some()
        {
            continue;
        }
        let Some((copy, swizzle)) = store_copy(op, swizzled, atomics) else { continue };
        if map_only {
            if !copy.on_device() {
                keep_map_only(op, copy.block_bytes, atomics);
            }
            continue;
        }
        let align = if swizzle.is_some() { UMMA_ALIGN } else { STAGE_ALIGN };
        let size = (stage_bytes(value_type(operands(op)[1])) + align - 1) / align * align;
        // Outside a pipelined loop, with no stage read still to come in its
        // block, nothing lives in the region: the stage reuses its start
        // (after a matmul's K loop, its rings).
        let free = !reads_ring(block_of(op))
            && !block_ops(block_of(op))
                .iter()
                .any(|o| op_name(*o) == nv_tileas::BufferReadOperation::name() && comes_after(op, *o));
        let offset = if free { 0 } else { (next + align - 1) / align * align };
        if size == 0 || offset + size > budget || copy.bytes > size {
            continue;
        }
        stage_store(op, offset, size, swizzle, copy.block_bytes, atomics, free);
        next = next.max(offset + size);
    }
    next
}

/// Marks `store` to keep its tensor map while it stores from its registers
/// (`typed::TILEAS_TMA_MAP_ONLY_ATTR`), with what the map is made from.
fn keep_map_only(store: MlirOperation, block_bytes: Option<i64>, fence_global: bool) {
    // SAFETY: `store` is live; its context is read.
    let ctx = unsafe { mlirOperationGetContext(store) };
    let set = |name: &str, attr: MlirAttribute| set_attr(store, name, attr);
    set(typed::TILEAS_TMA_MAP_ONLY_ATTR, typed::unit_attr(ctx));
    set("tile", typed::type_attr(value_type(operands(store)[1])));
    if let Some(bb) = block_bytes {
        set("block_bytes", typed::i64_attr(ctx, bb));
    }
    if fence_global {
        set(typed::FENCE_GLOBAL_ATTR, typed::unit_attr(ctx));
    }
}

/// The TMA copy of a tile store, and the layout of its stage (128-byte
/// swizzled when `swizzled` and the tile allows it).
fn store_copy(
    store: MlirOperation,
    swizzled: bool,
    fenced: bool,
) -> Option<(crate::nv_tileas::tma::TmaCopy, Option<&'static str>)> {
    if get_attr(store, typed::TILEAA_NO_TMA_ATTR).is_some() {
        return None; // cuda_tile's `allow_tma = false`
    }
    let dir = if fenced { Direction::FencedStore } else { Direction::Store };
    // (memref, value, indices...)
    let ops = operands(store);
    let tile = value_type(ops[1]);
    let (shape, elem) = (typed::static_shape(tile)?, typed::element_type(tile)?);
    let r = shape.len();
    let dim_map = dim_map_of(store, r);
    let in_order = dim_map.windows(2).all(|w| w[0] < w[1]);
    let matrix = r >= 2 && in_order && shape[..r - 2].iter().all(|&d| d == 1);
    let row_bytes = shape[r - 1] * storage_bytes(elem);
    let plan = |sw: Option<&str>| {
        let rows = crate::nv_tileas::tma::default_rows(store, dir, sw, storage_bytes(elem), row_bytes);
        crate::nv_tileas::tma::plan(ops[0], &shape, elem, &dim_map, None, sw, rows)
    };
    if matrix && row_bytes % 128 == 0 && swizzled {
        if let Some(copy) = plan(Some("umma_k_major")) {
            return Some((copy, Some("umma_k_major")));
        }
    }
    plan(None).map(|c| (c, None))
}

/// Whether a kernel (its top-level `ops`) has a tensor-core dot (16- or
/// 8-bit or tf32 operands; f64 at sm_90, NVIDIA's DMMA target): its
/// epilogue stores are staged 128-byte swizzled, as NVIDIA's are; SIMT
/// (f32) dots', f64 dots' elsewhere and other kernels' stores stay plain.
fn tensor_core_kernel(ops: &[MlirOperation]) -> bool {
    ops.iter().copied().any(|d| {
        op_name(d) == nv_tileaa::DotOperation::name()
            && typed::element_type(value_type(operands(d)[0]))
                .is_some_and(|e| typed::is_tf32(e) || storage_bytes(e) <= 2 || dmma_f64(d, e))
    })
}

/// Whether `e` is the f64 of a dot NVIDIA's tileiras runs on DMMA with
/// swizzled operand stages: at sm_90 only (from sm_100 its f64 dots are
/// SIMT).
fn dmma_f64(dot: MlirOperation, e: MlirType) -> bool {
    typed::float_kind(e) == Some(FloatKind::F64)
        && typed::compute_capability(dot).is_some_and(|cc| (90..100).contains(&cc))
}

/// Replaces `store` by `async_wait 0` (when the stage `shared` bytes with
/// other stages, whose copies may still be in flight), `buffer_write` and
/// `async_store` through the stage at `offset` (`fence_global`: after a
/// global proxy fence). A stage of its own needs no wait: the copies
/// target other bytes, and the `async_store` that used it last waited for
/// its TMA reads and ended in a CTA barrier.
/// Before TMA (sm_80-sm_89): a weak tile store whose value's layout writes
/// fewer elements at a time than the memref's `div_by` facts allow (an
/// `mma.sync` accumulator: two a thread and row, 4 or 8 bytes) goes through
/// a stage, as NVIDIA's tileiras does: after `async_wait 0` (no ring copy in
/// flight, every thread done with the rings) the threads write their
/// fragments to it (`buffer_write`), and after a CTA barrier read it back
/// in the blocked layout of 16-byte runs (`buffer_read`), which the store
/// writes 16 bytes at a time. Only where nothing lives in the ring region
/// (outside pipelined loops, no stage read after the store in its block),
/// at its start, as `tma_stores` does from sm_90.
fn restaged_stores(func: MlirOperation, region: i64, budget: i64, threads: i64) -> i64 {
    if typed::compute_capability(func).is_none_or(|cc| !(80..90).contains(&cc)) {
        return region;
    }
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    let mut next = region;
    for op in blocks.iter().flat_map(|b| block_ops(*b)) {
        if op_name(op) != nv_tileas::TiledStoreOperation::name()
            || get_attr(op, "sem").and_then(typed::str_value).as_deref() != Some("weak")
            || get_attr(op, "scope").is_some()
        {
            continue;
        }
        let ty = value_type(operands(op)[1]);
        let (Some(shape), Some(layout)) = (typed::static_shape(ty), TvLayout::of_type(ty)) else { continue };
        let n: i64 = shape.iter().product();
        let wide = crate::conversion::tileas_to_llvm::memory::widest_store(op) as i64;
        if wide <= layout.vector() || n / threads < wide || layout.num_threads() != threads || layout.thread_replicas()
        {
            continue;
        }
        let size = (stage_bytes(ty) + STAGE_ALIGN - 1) / STAGE_ALIGN * STAGE_ALIGN;
        let free = !reads_ring(block_of(op))
            && !block_ops(block_of(op))
                .iter()
                .any(|o| op_name(*o) == nv_tileas::BufferReadOperation::name() && comes_after(op, *o));
        if !free || size == 0 || size > budget {
            continue;
        }
        restage_store(op, size, &TvLayout::blocked(n, threads, wide));
        next = next.max(size);
    }
    next
}

/// `restaged_stores`' rewrite of `store`: its value through a stage of
/// `size` bytes at the start of the ring region, read back in `layout`.
fn restage_store(store: MlirOperation, size: i64, layout: &TvLayout) {
    // SAFETY: `store` is live; its context, location and block are read.
    let (ctx, loc, block) =
        unsafe { (mlirOperationGetContext(store), mlirOperationGetLocation(store), mlirOperationGetBlock(store)) };
    let b = Builder { ctx, block, loc, before: Some(store) };
    let value = operands(store)[1];
    let ty = value_type(value);
    let rank = typed::static_shape(ty).map_or(0, |s| s.len() as i64);
    let identity: Vec<i64> = (0..rank).collect();
    let attrs = [
        ("offset", typed::i64_attr(ctx, 0)),
        ("stage_bytes", typed::i64_attr(ctx, size)),
        ("dim_map", typed::dense_i64_array(ctx, &identity)),
    ];
    let stage = b.const_int(b.int_type(32), 0);
    wait(&b, 0);
    b.op(nv_tileas::BufferWriteOperation::name(), &[value, stage], &[], &attrs);
    wait(&b, 0);
    let read = b.op1(nv_tileas::BufferReadOperation::name(), &[stage], layout.encode(ty, loc), &attrs);
    // SAFETY: operand 1 of a tiled_store is its value; `read` has its shape and element type.
    unsafe { mlirOperationSetOperand(store, 1, read) };
}

fn stage_store(
    store: MlirOperation,
    offset: i64,
    size: i64,
    swizzle: Option<&str>,
    block_bytes: Option<i64>,
    fence_global: bool,
    shared: bool,
) {
    // SAFETY: `store` is live; its context, location and block are read.
    let (ctx, loc, block) =
        unsafe { (mlirOperationGetContext(store), mlirOperationGetLocation(store), mlirOperationGetBlock(store)) };
    let b = Builder { ctx, block, loc, before: Some(store) };
    let ops = operands(store);
    let stage = b.const_int(b.int_type(32), 0);
    let mut sizes = vec![("offset", typed::i64_attr(ctx, offset)), ("stage_bytes", typed::i64_attr(ctx, size))];
    if let Some(sw) = swizzle {
        sizes.push(("swizzle", b.str_attr(sw)));
    }
    if let Some(bb) = block_bytes {
        sizes.push(("block_bytes", typed::i64_attr(ctx, bb)));
    }
    let rank = typed::static_shape(value_type(ops[1])).map_or(0, |s| s.len() as i64);
    let identity: Vec<i64> = (0..rank).collect();
    sizes.push(("dim_map", get_attr(store, "dim_map").unwrap_or_else(|| typed::dense_i64_array(ctx, &identity))));
    if shared {
        wait(&b, 0);
    }
    b.op(nv_tileas::BufferWriteOperation::name(), &[ops[1], stage], &[], &sizes);
    let mut attrs = sizes;
    attrs.push(("tile", typed::type_attr(value_type(ops[1]))));
    if fence_global {
        attrs.push((typed::FENCE_GLOBAL_ATTR, b.unit_attr()));
    }
    let mut ins = vec![ops[0]];
    ins.extend_from_slice(&ops[2..]);
    ins.push(stage);
    b.op(nv_tileas::AsyncStoreOperation::name(), &ins, &[], &attrs);
    // SAFETY: the store has no results; it is erased once.
    unsafe { mlirOperationDestroy(store) };
}

/// Whether `load`'s tile has a use that consumes it whole across the CTA: a
/// reduction, a scan of a 1-D tile, a print, an atomic's values, a
/// concatenation, or a view that reshapes more than unit dimensions. These
/// are the tiles NVIDIA's tileiras loads with TMA in the corpus; elementwise
/// streams, permutations, conversions, row scans and broadcasts it loads
/// directly, and so does tileas. A layout conversion counts too: its
/// exchange then reads the stage (`fold_convert`) instead of a scratch the
/// registers were written to.
fn whole_tile_use(load: MlirOperation) -> bool {
    let squeezed = |t: MlirType| -> Vec<i64> {
        typed::static_shape(t).unwrap_or_default().into_iter().filter(|&d| d != 1).collect()
    };
    uses(result0(load)).into_iter().any(|(user, _)| {
        let name = op_name(user);
        name == nv_tileaa::ReduceOperation::name()
            || name == nv_tileas::ConvertLayoutOperation::name()
            || name == nv_tileaa::PrintOperation::name()
            || name == nv_tileaa::CatOperation::name()
            || name == nv_tileas::AtomicRMWOperation::name()
            || name == nv_tileas::AtomicCASOperation::name()
            || name == nv_tileaa::ScanOperation::name()
                && typed::static_shape(value_type(result0(load))).is_some_and(|s| s.len() == 1)
            || name == nv_tileaa::ViewOperation::name()
                && squeezed(value_type(result0(user))) != squeezed(value_type(result0(load)))
    })
}

/// Whether `load`'s tile, through integer extensions and pointer offsets,
/// gives the addresses of an atomic (a histogram's bins).
fn addresses_atomic(load: MlirOperation) -> bool {
    let mut todo = vec![result0(load)];
    while let Some(v) = todo.pop() {
        for (user, at) in uses(v) {
            let name = op_name(user);
            if (name == nv_tileas::AtomicRMWOperation::name() || name == nv_tileas::AtomicCASOperation::name())
                && at == 0
            {
                return true;
            }
            if name == arith::ExtUIOperation::name()
                || name == arith::ExtSIOperation::name()
                || name == nv_tileaa::AddPtrOperation::name() && at == 1
            {
                todo.push(result0(user));
            }
        }
    }
    false
}

/// Replaces `load` by a copy into the stage at `offset` (`size` bytes) and
/// its read, waited for at once: cp.async in a commit group, or with
/// `tma` (the mbarrier's byte, the copy's bytes, the stage's block bytes)
/// a TMA copy completing on a one-use mbarrier.
fn one_shot(
    load: MlirOperation,
    offset: i64,
    size: i64,
    (swizzle, registers): (Option<&str>, bool),
    tma: Option<(i64, i64, Option<i64>)>,
    fenced: bool,
) {
    // SAFETY: `load` is live; its context and location are read.
    let (ctx, loc, block) =
        unsafe { (mlirOperationGetContext(load), mlirOperationGetLocation(load), mlirOperationGetBlock(load)) };
    let b = Builder { ctx, block, loc, before: Some(load) };
    let stage = b.const_int(b.int_type(32), 0);
    let yes = b.const_int(b.int_type(1), 1);
    let mut sizes = vec![("offset", typed::i64_attr(ctx, offset)), ("stage_bytes", typed::i64_attr(ctx, size))];
    if let Some(sw) = swizzle {
        sizes.push(("swizzle", b.str_attr(sw)));
    }
    if let Some((_, _, Some(block))) = tma {
        sizes.push(("block_bytes", typed::i64_attr(ctx, block)));
    }
    let mut attrs = vec![("tile", typed::type_attr(value_type(result0(load))))];
    if let (Some(rows), Some(_)) = (box_rows(load, swizzle), tma) {
        attrs.push(("box_rows", typed::i64_attr(ctx, rows)));
    }
    if tma.is_some() && tf32_feed(load).is_some() {
        attrs.push(("tf32", b.unit_attr()));
    }
    if tma.is_some() && fenced {
        attrs.push((typed::FENCE_GLOBAL_ATTR, b.unit_attr()));
    }
    attrs.extend(sizes.iter().copied());
    for name in ["dim_map", "padding"] {
        if let Some(a) = get_attr(load, name) {
            attrs.push((name, a));
        }
    }
    let mut ins = operands(load);
    ins.extend([stage, yes]);
    wait(&b, 0);
    match tma {
        Some((barrier, bytes, _)) => {
            let bar = [("barrier", typed::i64_attr(ctx, barrier)), ("count", typed::i64_attr(ctx, 1))];
            b.op(nv_tileas::MbarrierInitOperation::name(), &[], &[], &bar);
            let expect = [("barrier", bar[0].1), ("bytes", typed::i64_attr(ctx, bytes))];
            b.op(nv_tileas::MbarrierExpectOperation::name(), &[stage, yes], &[], &expect);
            attrs.push(bar[0]);
            b.op(nv_tileas::AsyncLoadOperation::name(), &ins, &[], &attrs);
            b.op(nv_tileas::MbarrierWaitOperation::name(), &[stage, stage], &[], &bar[..1]);
        }
        None => {
            b.op(nv_tileas::AsyncLoadOperation::name(), &ins, &[], &attrs);
            b.op(nv_tileas::AsyncCommitOperation::name(), &[], &[], &[]);
            wait(&b, 0);
        }
    }
    let mut read_attrs = sizes;
    if registers {
        read_attrs.push(("to_registers", b.unit_attr()));
    }
    if let Some(a) = get_attr(load, "dim_map") {
        read_attrs.push(("dim_map", a));
    }
    let old = result0(load);
    let new = b.op1(nv_tileas::BufferReadOperation::name(), &[stage], value_type(old), &read_attrs);
    if let Some((barrier, _, _)) = tma {
        let bar = [("barrier", typed::i64_attr(ctx, barrier)), ("count", typed::i64_attr(ctx, 1))];
        b.op(nv_tileas::MbarrierInvalOperation::name(), &[], &[], &bar);
    }
    // SAFETY: `new` has the type of `old` and sits right before `load`;
    // `load` has no uses left and is erased once.
    unsafe {
        mlirValueReplaceAllUsesOfWith(old, new);
        mlirOperationDestroy(load);
    }
    fold_convert(new);
}

/// A stage read whose only use is a `convert_layout` later in its block
/// (no ring wait between them) reads the stage in the converted layout
/// there instead: the stage is in shared memory already, so the exchange
/// through the scratch goes away.
fn fold_convert(read: MlirValue) {
    let [(convert, _)] = uses(read)[..] else { return };
    let Some(read_op) = defining_op(read) else { return };
    // SAFETY: both ops are live; their blocks are compared.
    let same_block = unsafe { mlirOperationGetBlock(convert).ptr == mlirOperationGetBlock(read_op).ptr };
    if op_name(convert) != nv_tileas::ConvertLayoutOperation::name()
        || !same_block
        || get_attr(read_op, "swizzle").is_some()
    {
        return;
    }
    let waits = block_ops(block_of(read_op)).into_iter().any(|o| {
        op_name(o) == nv_tileas::AsyncWaitOperation::name() && comes_after(read_op, o) && comes_after(o, convert)
    });
    if !comes_after(read_op, convert) || waits {
        return;
    }
    // SAFETY: `convert` is live; its context and location are read.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(convert), mlirOperationGetLocation(convert)) };
    let b = Builder { ctx, block: block_of(convert), loc, before: Some(convert) };
    let attrs: Vec<(&str, MlirAttribute)> = ["offset", "stage_bytes", "dim_map", "block_bytes"]
        .into_iter()
        .filter_map(|n| get_attr(read_op, n).map(|a| (n, a)))
        .collect();
    let converted = result0(convert);
    let new = b.op1(nv_tileas::BufferReadOperation::name(), &[operands(read_op)[0]], value_type(converted), &attrs);
    // SAFETY: `new` has the convert's type and sits right before it; the
    // convert and then the old read have no uses left and are erased once.
    unsafe {
        mlirValueReplaceAllUsesOfWith(converted, new);
        mlirOperationDestroy(convert);
        mlirOperationDestroy(read_op);
    }
}

/// A TMA stage read in place whose only use converts it to tf32 reads the
/// stage as tf32 instead: the copy converted it (its tensor map's tf32
/// format), so the `fp_to_fp` goes away and the dot reads the stage. The
/// read that stays.
fn fold_tf32(read: MlirValue) -> MlirValue {
    let [(convert, 0)] = uses(read)[..] else { return read };
    if !is_tf32_convert(convert) {
        return read;
    }
    let Some(read_op) = defining_op(read) else { return read };
    // SAFETY: `read_op` is live; its context and location are read.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(read_op), mlirOperationGetLocation(read_op)) };
    let b = Builder { ctx, block: block_of(read_op), loc, before: Some(read_op) };
    let attrs: Vec<(&str, MlirAttribute)> = ["offset", "stage_bytes", "dim_map", "swizzle", "block_bytes"]
        .into_iter()
        .filter_map(|n| get_attr(read_op, n).map(|a| (n, a)))
        .collect();
    let converted = result0(convert);
    let new = b.op1(nv_tileas::BufferReadOperation::name(), &operands(read_op), value_type(converted), &attrs);
    // SAFETY: `new` reads the same stage with the convert's type, before
    // both; the convert and then the old read have no uses left and are
    // erased once.
    unsafe {
        mlirValueReplaceAllUsesOfWith(converted, new);
        mlirOperationDestroy(convert);
        mlirOperationDestroy(read_op);
    }
    new
}

/// For each loop, how many of its loads (the first ones) get rings, and
/// the rings: as many stages as fit `budget` (at most `max_stages`, at
/// least 2), dropping loads from the end when two stages of all do not fit.
fn plan(loops: &[PipeLoop], threads: i64, budget: i64, max_stages: i64, tma: bool) -> Vec<Option<(usize, Rings)>> {
    loops
        .iter()
        .map(|lp| {
            let swizzles: Vec<Option<&'static str>> =
                lp.loads.iter().map(|l| stage_swizzle(*l, threads, tma)).collect();
            let registers: Vec<bool> = lp.loads.iter().map(|l| in_place_swizzle(*l, threads, tma).is_none()).collect();
            let copies: Vec<Option<(i64, Option<i64>)>> = lp
                .loads
                .iter()
                .zip(&swizzles)
                .map(|(l, sw)| if tma { tma_copy(*l, *sw).map(|c| (c.bytes, c.block_bytes)) } else { None })
                .collect();
            let sizes: Vec<i64> = lp
                .loads
                .iter()
                .zip(&swizzles)
                .map(|(l, sw)| {
                    let align = if sw.is_some() { UMMA_ALIGN } else { STAGE_ALIGN };
                    (stage_bytes(pair::staged_type(*l)) + align - 1) / align * align
                })
                .collect();
            let most = most_stages(lp, threads, max_stages);
            let async_dot = async_umma_dot(lp, threads);
            let async_wgmma = async_wgmma_dot(lp, threads);
            let sync_restage = sync_restage_dot(lp, threads, tma);
            let search = |most: i64| {
                (1..=lp.loads.len()).rev().find_map(|kept| {
                    // Both operands must be stages read in place.
                    let in_place = |i: usize| i < kept && swizzles[i].is_some() && !registers[i];
                    let async_dot = async_dot.filter(|(_, [a, b])| in_place(*a) && in_place(*b)).map(|(dot, _)| dot);
                    // (For wgmma, cp.async stages are waited for at the top, fenced for the MMAs.)
                    let all_tma = copies[..kept].iter().all(Option::is_some);
                    let wgmma = async_wgmma.filter(|(_, [a, b])| in_place(*a) && in_place(*b)).map(|(dot, _)| dot);
                    // ... or B read into registers and restaged by the loop
                    // itself (`restage_b`): in two buffers, or over its own
                    // stage where the buffers would cost a stage.
                    let read_in = |i: usize| i < kept && swizzles[i].is_some() && registers[i];
                    let restage = async_wgmma
                        .filter(|(_, [a, b])| wgmma.is_none() && all_tma && in_place(*a) && read_in(*b))
                        .and_then(|(dot, [_, b])| Some((dot, b, staging_bytes(dot)?)));
                    (2..=most)
                        .rev()
                        .find_map(|stages| {
                            let mut rings = Rings::place(
                                sizes[..kept].to_vec(),
                                swizzles[..kept].to_vec(),
                                copies[..kept].to_vec(),
                                stages,
                                async_dot,
                            );
                            rings.registers = (0..kept).map(|i| swizzles[i].is_some() && registers[i]).collect();
                            rings.wgmma = wgmma;
                            if let Some((dot, b, bytes)) = restage {
                                let mut two = rings.clone();
                                two.add_staging(dot, bytes);
                                if two.total <= budget {
                                    return Some((kept, two));
                                }
                                if bytes > rings.sizes[b] {
                                    return None;
                                }
                                rings.wgmma = Some(dot);
                                rings.staging = Some(Staging::InPlace { load: b, dot });
                            }
                            if let Some((dot, b)) = sync_restage.filter(|(_, b)| read_in(*b) && copies[*b].is_some()) {
                                rings.staging = Some(Staging::InPlace { load: b, dot });
                            }
                            (rings.total <= budget).then_some((kept, rings))
                        })
                        .or_else(|| {
                            // One stage a load, each copied once its stage is read.
                            if kept < lp.loads.len() || !all_tma || !late_loop(lp) {
                                return None;
                            }
                            let mut rings = Rings::late(sizes.clone(), swizzles.clone(), copies.clone());
                            rings.registers = (0..kept).map(|i| swizzles[i].is_some() && registers[i]).collect();
                            (rings.total <= budget).then_some((kept, rings))
                        })
                })
            };
            let found = search(most);
            match (&found, latency_hint(lp)) {
                (Some((_, rings)), Some(l)) if latency_stages(rings.stages, l) < rings.stages => {
                    search(latency_stages(rings.stages, l))
                }
                _ => found,
            }
        })
        .collect()
}

/// Whether every load of the loop can have one stage refilled within the
/// iteration (`Rings::late`): each is read only by ops of the body (through
/// views and tf32 conversions), none of them its branch back to the header
/// (a stage value carried into the next iteration would be overwritten).
fn late_loop(lp: &PipeLoop) -> bool {
    let Some(&latch) = lp.body_ops().last() else { return false };
    lp.loads.iter().all(|l| {
        !is_gather(*l) && stage_readers(lp.body, result0(*l)).is_some_and(|r| r.iter().all(|op| op.ptr != latch.ptr))
    })
}

/// The ops of `body` that read the stage `v` is (its users, through views
/// and tf32 conversions, each as the op of `body` that holds it); `None`
/// when one is not in `body`.
fn stage_readers(body: MlirBlock, v: MlirValue) -> Option<Vec<MlirOperation>> {
    let mut out = Vec::new();
    for (user, _) in uses(v) {
        let mut at = user;
        while block_of(at).ptr != body.ptr {
            // SAFETY: `at` is live; its parent op (null at the top) is read.
            at = unsafe { mlirOperationGetParentOperation(at) };
            if at.ptr.is_null() {
                return None;
            }
        }
        out.push(at);
        if op_name(user) == nv_tileaa::ViewOperation::name() || is_tf32_convert(user) {
            out.extend(stage_readers(body, result0(user))?);
        }
    }
    Some(out)
}

/// Whether `load`'s only use (through views) is an operand of an
/// `mma.sync` dot at sm_120 whose accumulators alone take every register a
/// thread has (255): NVIDIA's tileiras stages nothing for such a dot there
/// (`matmul_f16_swizzle_2cta`'s 256x256 f32 accumulator over 256 threads
/// loads its operands straight from global memory; at sm_80 it keeps
/// cp.async rings), and a stage would only add to the spills.
fn starved_dot(load: MlirOperation, threads: i64) -> bool {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    if typed::compute_capability(load).is_none_or(|cc| cc < 120) {
        return false;
    }
    let Some((dot, _)) = dot_use(load) else { return false };
    let acc = value_type(result0(dot));
    let (Some(shape), Some(e)) = (typed::static_shape(acc), typed::element_type(acc)) else { return false };
    let words = shape.iter().product::<i64>() * storage_bytes(e).max(4) / 4 / threads.max(1);
    words >= 255
        && matches!(dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits), Some(DotPlan::Sync(_)))
}

/// Whether `load`'s only use (through views) is an operand of a dot that
/// lowers to `wgmma.mma_async`.
fn feeds_wgmma(load: MlirOperation, threads: i64) -> bool {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    dot_use(load).is_some_and(|(dot, _)| {
        matches!(dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits), Some(DotPlan::Wgmma(_)))
    })
}

/// The loop's `latency` hint when every load it pipelines has one: the
/// largest (the heaviest traffic decides the one stage count of its rings).
fn latency_hint(lp: &PipeLoop) -> Option<i64> {
    let hints: Option<Vec<i64>> =
        lp.loads.iter().map(|l| get_attr(*l, typed::TILEAA_LATENCY_ATTR).and_then(typed::int_value)).collect();
    hints?.into_iter().max()
}

/// The stages a loop keeps for latency hint `latency` when `fit` fit in
/// shared memory: `ceil(fit * (latency + 3) / 8)`, at least 2, all of them
/// from 5 up. NVIDIA's tileiras (13.1 and 13.5) also keeps fewer stages for
/// low values; this is close to what it does (docs/nv_tileas.md, "Latency
/// hint"): exactly its 4, 5, 7 (6.5) and 7 of 7 for matmul_f16 at sm_100
/// with latency 1 to 4, within two stages for matmul_int8 and matmul_tf32.
fn latency_stages(fit: i64, latency: i64) -> i64 {
    if latency >= 5 {
        return fit;
    }
    ((fit * (latency + 3) + 7) / 8).clamp(2.min(fit), fit)
}

/// The most stages the loop's rings may have: `max_stages` when its body
/// has a dot on tcgen05 or wgmma tensor cores (a K loop whose CTA keeps the
/// SM's tensor cores busy alone: as many stages as fit, as NVIDIA's);
/// `MMA_SYNC_STAGES` with an `mma.sync` dot (DMMA included: its CTA leaves
/// room for others beside it); `PLAIN_STAGES` otherwise.
fn most_stages(lp: &PipeLoop, threads: i64, max_stages: i64) -> i64 {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    let plans: Vec<DotPlan> = lp
        .body_ops()
        .into_iter()
        .filter(|op| op_name(*op) == nv_tileaa::DotOperation::name())
        .filter_map(|op| dot_plan(op, threads, crate::conversion::tileas_to_llvm::mma::plan_fits))
        .collect();
    if plans.iter().any(|p| matches!(p, DotPlan::Umma(_) | DotPlan::Wgmma(_))) {
        max_stages
    } else if !plans.is_empty() {
        max_stages.min(MMA_SYNC_STAGES)
    } else {
        max_stages.min(PLAIN_STAGES)
    }
}

/// The loop's tcgen05 dot that may run asynchronously (module doc, "The
/// tcgen05 K loop"), with the indices in `lp.loads` of its A and B: the
/// body's only dot, on tcgen05, its operands two of the loop's loads
/// (through views and a tf32 conversion), its accumulator a header argument
/// and its result only carried back to the header (an accumulator that
/// stays in tensor memory across the loop, which nothing in the loop reads).
fn async_umma_dot(lp: &PipeLoop, threads: i64) -> Option<(MlirOperation, [usize; 2])> {
    async_dot(lp, threads, false)
}

/// The same for a wgmma dot (module doc, "The wgmma K loop"), whose
/// accumulator (registers) is f32 or i32, the MMAs' own: nothing converts
/// it between MMAs still in flight.
fn async_wgmma_dot(lp: &PipeLoop, threads: i64) -> Option<(MlirOperation, [usize; 2])> {
    let found = async_dot(lp, threads, true)?;
    let e = typed::element_type(value_type(result0(found.0)))?;
    (typed::is_f32(e) || typed::is_int(e, 32)).then_some(found)
}

fn async_dot(lp: &PipeLoop, threads: i64, wgmma: bool) -> Option<(MlirOperation, [usize; 2])> {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    let dots: Vec<MlirOperation> =
        lp.body_ops().into_iter().filter(|op| op_name(*op) == nv_tileaa::DotOperation::name()).collect();
    let [dot] = dots[..] else { return None };
    // A block-scaled dot's scales go to TMEM each iteration, into a copy per
    // ring stage (`umma::Pool`); only tcgen05 dots take them.
    if wgmma && operands(dot).len() > 3 {
        return None;
    }
    let plan = dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits);
    let kind_ok = if wgmma { matches!(plan, Some(DotPlan::Wgmma(_))) } else { matches!(plan, Some(DotPlan::Umma(_))) };
    if !kind_ok {
        return None;
    }
    let header = defining_block(lp.iv);
    let acc = operands(dot)[2];
    let latch = lp.body_ops().last().copied()?;
    // SAFETY: `acc` is live; only whether it is a block argument is read.
    let carried = unsafe { mlirValueIsABlockArgument(acc) } && defining_block(acc).ptr == header.ptr;
    if !carried || !matches!(uses(result0(dot))[..], [(user, _)] if user.ptr == latch.ptr) {
        return None;
    }
    let index = |v: MlirValue| lp.loads.iter().position(|l| result0(*l).ptr == operand_source(v).ptr);
    let ops = operands(dot);
    Some((dot, [index(ops[0])?, index(ops[1])?]))
}

/// One buffer of a restaged B (`restage_b`): the dot's B tile, K x N, in its
/// element type, in whole 1024-byte units (the swizzle's period); `None`
/// for a B that is not such a matrix.
fn staging_bytes(dot: MlirOperation) -> Option<i64> {
    let b = value_type(operands(dot)[1]);
    let shape = typed::static_shape(b)?;
    let bytes = stage_bytes(b);
    (shape.len() == 2 && bytes > 0 && TvLayout::of_type(b).is_some())
        .then_some((bytes + UMMA_ALIGN - 1) / UMMA_ALIGN * UMMA_ALIGN)
}

/// The loop's dot whose B `plan` may restage (`restage_b`): an 8-bit
/// `mma.sync` dot that reads it in place once restaged
/// (`sync_restage_dot`), or an asynchronous wgmma dot (`async_wgmma_dot`)
/// whose loads are all TMA copies, A read in place and B a stage read into
/// registers (`register_stage`).
fn restage_candidate(lp: &PipeLoop, threads: i64, tma: bool) -> Option<MlirOperation> {
    if let Some((dot, _)) = sync_restage_dot(lp, threads, tma) {
        return Some(dot);
    }
    let (dot, [a, b]) = async_wgmma_dot(lp, threads)?;
    let (a, b) = (lp.loads[a], lp.loads[b]);
    let all_tma = lp.loads.iter().all(|l| tma_copy(*l, stage_swizzle(*l, threads, tma)).is_some());
    (tma && all_tma && in_place_swizzle(a, threads, tma).is_some() && register_stage(b, threads).is_some())
        .then_some(dot)
        .filter(|d| staging_bytes(*d).is_some())
}

/// The loop's `mma.sync` dot whose 8-bit B the loop may restage over its
/// own TMA stage (`Staging::InPlace`), with B's index in `lp.loads`: the
/// body's only dot, B one of the loop's loads (through views) whose stage
/// the threads read into registers (`register_stage`: the N-major layout
/// NVIDIA's copies use), and the dot able to read B K-major in place
/// (`mma::k_major_ring_b`). The dot then stages no B in the scratch, which
/// leaves the rings its bytes (sm_120 `matmul_int8`: 6 stages, as NVIDIA's,
/// instead of 5).
fn sync_restage_dot(lp: &PipeLoop, threads: i64, tma: bool) -> Option<(MlirOperation, usize)> {
    use crate::conversion::tileas_to_llvm::mma::k_major_ring_b;
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    if !tma {
        return None;
    }
    let dots: Vec<MlirOperation> =
        lp.body_ops().into_iter().filter(|op| op_name(*op) == nv_tileaa::DotOperation::name()).collect();
    let [dot] = dots[..] else { return None };
    let Some(DotPlan::Sync(p)) = dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits) else {
        return None;
    };
    let v = operands(dot)[1];
    let bytes = typed::element_type(value_type(v)).map_or(0, storage_bytes);
    let b = lp.loads.iter().position(|l| result0(*l).ptr == operand_source(v).ptr)?;
    let shape = typed::static_shape(value_type(v))?;
    (bytes == 1 && shape.len() == 2 && k_major_ring_b(&p, bytes) && register_stage(lp.loads[b], threads).is_some())
        .then_some((dot, b))
}

/// A wgmma B that the threads read from its TMA stage into registers, once
/// more into shared memory as the MMAs read it (K-major), by the loop
/// itself: in buffer `k mod 2` of two at `offset`, so the MMAs of iteration
/// k stay in flight while the threads restage iteration k+1's. Before `dot`:
///
/// ```text
/// buffer_write B stage (k mod 2) {swizzle = "umma_k_major", dim_map = [1, 0], async_proxy}
/// async_wait (a CTA barrier: every thread's stores done)
/// B' = buffer_read stage (k mod 2) {the same}    (read in place by the dot)
/// ```
///
/// The buffer is free: the MMAs of iteration k-2 read it, retired by every
/// warpgroup's `wgmma.wait_group 1` in iteration k-1 before the barrier
/// that precedes that iteration's copies.
///
/// Restaged in place (`Staging::InPlace`; also an 8-bit `mma.sync` dot's
/// B, which reads it with `ldmatrix`), `stage` is B's own stage
/// `k mod S` at its ring's offset, behind one more barrier (every thread
/// has read it); the MMAs that read it last, of iteration k-S, are long
/// retired, and its next copy follows the hand-back (or the barrier) after
/// this iteration's MMAs.
fn restage_b(b: &Builder, dot: MlirOperation, stage: MlirValue, (offset, bytes): (i64, i64), stages: i64) {
    let v = operands(dot)[1];
    let attrs = [
        ("offset", typed::i64_attr(b.ctx, offset)),
        ("stage_bytes", typed::i64_attr(b.ctx, bytes)),
        ("swizzle", b.str_attr("umma_k_major")),
        ("dim_map", typed::dense_i64_array(b.ctx, &[1, 0])),
    ];
    let mut write = attrs.to_vec();
    write.push(("async_proxy", b.unit_attr()));
    b.op(nv_tileas::BufferWriteOperation::name(), &[v, stage], &[], &write);
    // A barrier only: the loop's copies are TMA copies, no group is pending.
    wait(b, stages);
    let staged = b.op1(nv_tileas::BufferReadOperation::name(), &[stage], value_type(v), &attrs);
    // SAFETY: `dot` is live; operand 1 is B and `staged` has its type and
    // dominates the dot.
    unsafe { mlirOperationSetOperand(dot, 1, staged) };
}

/// The value behind a dot operand: through views and a TMA-converted tf32
/// (the load it is, when it is one).
fn operand_source(mut v: MlirValue) -> MlirValue {
    loop {
        let through = |d: &MlirOperation| op_name(*d) == nv_tileaa::ViewOperation::name() || is_tf32_convert(*d);
        match defining_op(v).filter(through) {
            Some(view) => v = operands(view)[0],
            None => return v,
        }
    }
}

/// The tcgen05/wgmma dot operands (dot, 0 for A or 1 for B) that are loads
/// (through views) getting tensor-core ring stages (`umma_swizzle`) if
/// their loops keep them.
fn ring_operands(loops: &[PipeLoop], threads: i64, tma: bool) -> HashSet<(usize, usize)> {
    let swizzled: HashSet<usize> = loops
        .iter()
        .flat_map(|lp| lp.loads.iter())
        .filter(|l| in_place_swizzle(**l, threads, tma).is_some())
        .map(|l| result0(*l).ptr as usize)
        .collect();
    // The load behind a dot operand, through views and a TMA-converted tf32.
    let mut out = HashSet::new();
    for dot in loops.iter().flat_map(|lp| lp.body_ops()) {
        if op_name(dot) != nv_tileaa::DotOperation::name() {
            continue;
        }
        for (i, v) in operands(dot).into_iter().take(2).enumerate() {
            if swizzled.contains(&(operand_source(v).ptr as usize)) {
                out.insert((dot.ptr as usize, i));
            }
        }
    }
    out
}

/// The SIMT dots of `lp` that will read both operands from their ring
/// stages (`dot::stage_reads` once the loads are buffer reads): unbatched
/// and unscaled, C's layout `dot::slots_apart`, with no tensor-core plan, A and B loads of the loop (not
/// in tensor-core layouts) in the dot's block, only pure ops between them
/// and the dot. Each with its two loads, which the plan must keep.
fn simt_in_place(lp: &PipeLoop, threads: i64, tma: bool) -> Vec<(MlirOperation, [MlirOperation; 2])> {
    use crate::nv_tileas::mma::dot_plan;
    let ops = lp.body_ops();
    let at = |op: MlirOperation| ops.iter().position(|o| o.ptr == op.ptr);
    let mut out = Vec::new();
    for dot in ops.iter().copied().filter(|op| op_name(*op) == nv_tileaa::DotOperation::name()) {
        let ins = operands(dot);
        if ins.len() != 3
            || ins.iter().any(|v| typed::static_shape(value_type(*v)).is_none_or(|s| s.len() != 2))
            || !crate::conversion::tileas_to_llvm::dot::slots_apart(value_type(ins[2]))
            || dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits).is_some()
        {
            continue;
        }
        let load = |v: MlirValue| {
            defining_op(v)
                .filter(|l| lp.loads.iter().any(|x| x.ptr == l.ptr) && stage_swizzle(*l, threads, tma).is_none())
        };
        let (Some(a), Some(b)) = (load(ins[0]), load(ins[1])) else { continue };
        let (Some(pa), Some(pb), Some(end)) = (at(a), at(b), at(dot)) else { continue };
        // SAFETY: the ops are live; only their purity and region count are read.
        let quiet = |op: &MlirOperation| {
            op.ptr == a.ptr
                || op.ptr == b.ptr
                || unsafe { tileas_sys::tileasOperationIsPure(*op) && mlirOperationGetNumRegions(*op) == 0 }
        };
        if ops[pa.min(pb)..end].iter().all(quiet) {
            out.push((dot, [a, b]));
        }
    }
    out
}

/// The dot operands (dot, 0 for A or 1 for B) the rings leave their dots
/// nothing to stage for, if the loops keep their loads: tensor-core
/// operands in swizzled ring or one-shot stages, a B the loop restages
/// itself, both operands of SIMT dots on plain stages (`simt_in_place`).
fn unstaged_operands(blocks: &[MlirBlock], loops: &[PipeLoop], threads: i64, tma: bool) -> HashSet<(usize, usize)> {
    let mut fed = ring_operands(loops, threads, tma);
    let simt = loops.iter().flat_map(|lp| simt_in_place(lp, threads, tma));
    fed.extend(simt.flat_map(|(dot, _)| [(dot.ptr as usize, 0), (dot.ptr as usize, 1)]));
    fed.extend(one_shot_operands_in_place(blocks, loops, threads, tma));
    fed.extend(loops.iter().filter_map(|lp| restage_candidate(lp, threads, tma)).map(|d| (d.ptr as usize, 1)));
    fed
}

/// Whether a plan leaves serial a load `ring_operands` counted on.
fn loses_ring_operand(loops: &[PipeLoop], plans: &[Option<(usize, Rings)>], threads: i64, tma: bool) -> bool {
    loops.iter().zip(plans).any(|(lp, p)| {
        let kept = p.as_ref().map_or(0, |(k, _)| *k);
        let restaged = p.as_ref().is_some_and(|(_, r)| r.staging.is_some());
        let simt: HashSet<usize> =
            simt_in_place(lp, threads, tma).into_iter().flat_map(|(_, l)| l).map(|l| l.ptr as usize).collect();
        lp.loads[kept..]
            .iter()
            .any(|l| in_place_swizzle(*l, threads, tma).is_some() || simt.contains(&(l.ptr as usize)))
            || (restage_candidate(lp, threads, tma).is_some() && !restaged)
    })
}

/// The kernel's scratch once the dot operands of `fed` are not staged: what
/// its ops need (`tileaa_to_tileas::smem_bytes_with`), what its layout
/// conversions exchange, and the region of operands staged where they are
/// defined.
fn shrunk_scratch(func: MlirOperation, threads: i64, fed: &HashSet<(usize, usize)>) -> Option<i64> {
    use crate::conversion::tileaa_to_tileas::smem_bytes_with;
    if fed.is_empty() {
        return None;
    }
    use crate::conversion::tileas_to_llvm::umma;
    // A of a tcgen05 dot that reads it from TMEM needs no staging either.
    let in_ring = |dot: MlirOperation, i: usize| {
        fed.contains(&(dot.ptr as usize, i)) || umma::in_ring(dot, i) || (i == 0 && umma::a_in_tmem(dot, threads))
    };
    let ops = smem_bytes_with(func, threads, &in_ring).ok()?;
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    let exchange = blocks
        .iter()
        .flat_map(|b| block_ops(*b))
        .filter(|op| op_name(*op) == nv_tileas::ConvertLayoutOperation::name())
        .map(|op| (stage_bytes(value_type(result0(op))) + 15) / 16 * 16)
        .max()
        .unwrap_or(0);
    let scratch = ops.max(exchange);
    // The loop-invariant A operands staged where they are defined
    // (`umma::staged_operands`) need no staging once their dots all read
    // them in place (attention's Q in a one-shot stage).
    let staged_a = umma::staged_operands(&blocks, threads);
    let all_fed = staged_a.iter().all(|(a, _, _)| {
        uses(*a).iter().all(|(u, i)| *i != 0 || op_name(*u) != nv_tileaa::DotOperation::name() || in_ring(*u, 0))
    });
    let staged = if all_fed {
        0
    } else {
        get_attr(func, typed::TILEAS_STAGED_OPERAND_BYTES_ATTR).and_then(typed::int_value).unwrap_or(0)
    };
    Some(if staged > 0 { (scratch + 1023) / 1024 * 1024 + staged } else { scratch })
}

/// The scratch of the rewritten kernel (`shrunk_scratch`) with the dot
/// operands it now reads in place, if any.
fn settled_scratch(func: MlirOperation, threads: i64) -> Option<i64> {
    use crate::conversion::tileas_to_llvm::umma;
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(func, 0) });
    let fed: HashSet<(usize, usize)> = blocks
        .iter()
        .flat_map(|b| block_ops(*b))
        .filter(|op| op_name(*op) == nv_tileaa::DotOperation::name())
        .flat_map(|dot| {
            let simt = crate::conversion::tileas_to_llvm::dot::stage_reads(dot).is_some()
                && crate::nv_tileas::mma::dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits)
                    .is_none();
            (0..2).filter(move |i| simt || umma::in_ring(dot, *i)).map(move |i| (dot.ptr as usize, i))
        })
        .collect();
    shrunk_scratch(func, threads, &fed)
}

/// A loop this pass rewrites, and the loads it pipelines.
pub(crate) struct PipeLoop {
    pub(crate) preheader_br: MlirOperation,
    pub(crate) body: MlirBlock,
    pub(crate) iv: MlirValue,
    pub(crate) init: MlirValue,
    step: MlirValue,
    pub(crate) step_value: i64,
    pub(crate) bound: MlirValue,
    pub(crate) predicate: typed::ICmpPredicate,
    loads: Vec<MlirOperation>,
}

impl PipeLoop {
    fn body_ops(&self) -> Vec<MlirOperation> {
        block_ops(self.body)
    }
}

/// The loops of `blocks` of the shape the module doc describes, with at
/// least one load to pipeline.
fn pipelinable_loops(blocks: &[MlirBlock]) -> Vec<PipeLoop> {
    let preds = predecessors(blocks);
    blocks.iter().filter_map(|h| match_loop(*h, &preds)).collect()
}

/// Branches into each block (by block pointer).
pub(crate) fn predecessors(blocks: &[MlirBlock]) -> HashMap<usize, Vec<MlirOperation>> {
    let mut preds: HashMap<usize, Vec<MlirOperation>> = HashMap::new();
    for b in blocks {
        let Some(term) = block_ops(*b).last().copied() else { continue };
        for s in successors(term) {
            preds.entry(s.ptr as usize).or_default().push(term);
        }
    }
    preds
}

/// The block that defines `v` (its op's block, or the block it is an
/// argument of).
pub(crate) fn defining_block(v: MlirValue) -> MlirBlock {
    // SAFETY: `v` is live; only its owner's block is read.
    unsafe {
        match defining_op(v) {
            Some(op) => mlirOperationGetBlock(op),
            None => mlirBlockArgumentGetOwner(v),
        }
    }
}

fn match_loop(header: MlirBlock, preds: &HashMap<usize, Vec<MlirOperation>>) -> Option<PipeLoop> {
    let mut lp = counted_loop(header, preds)?;
    let header = defining_block(lp.iv);
    let ops = block_ops(lp.body);
    let mut stores = false;
    for op in &ops {
        match effect(*op) {
            Effect::Unknown => return None,
            Effect::WeakStore => stores = true,
            Effect::None => {}
        }
    }
    let in_loop = |v: MlirValue| {
        let b = defining_block(v);
        b.ptr == header.ptr || b.ptr == lp.body.ptr
    };
    lp.loads = ops
        .into_iter()
        .filter(|op| pipelinable_load(*op, lp.iv, &in_loop, header, lp.body))
        .filter(|op| !stores || get_attr(*op, typed::TILEAS_UNORDERED_ATTR).is_some())
        .collect();
    (!lp.loads.is_empty()).then_some(lp)
}

/// The loop `header` heads, of the shape the module doc describes
/// (`loads` empty): a counted loop with a single-block body.
pub(crate) fn counted_loop(header: MlirBlock, preds: &HashMap<usize, Vec<MlirOperation>>) -> Option<PipeLoop> {
    let cond_br = block_ops(header).last().copied().filter(|t| op_name(*t) == cf::CondBranchOperation::name())?;
    let cmp = defining_op(operands(cond_br)[0]).filter(|c| op_name(*c) == arith::CmpIOperation::name())?;
    let predicate = match get_attr(cmp, "predicate").and_then(typed::int_value) {
        Some(2) => typed::ICmpPredicate::Slt,
        Some(6) => typed::ICmpPredicate::Ult,
        _ => return None,
    };
    let (iv, bound) = (operands(cmp)[0], operands(cmp)[1]);
    let header_args = block_args(header);
    let iv_index = header_args.iter().position(|a| a.ptr == iv.ptr)?;
    let edges = branch_edges(cond_br);
    let body = edges[0].0;
    let in_loop = |v: MlirValue| {
        let b = defining_block(v);
        b.ptr == header.ptr || b.ptr == body.ptr
    };
    if body.ptr == header.ptr || in_loop(bound) || !block_args(body).is_empty() {
        return None;
    }
    // The body is entered only from the header and branches back.
    if preds.get(&(body.ptr as usize)).map_or(0, Vec::len) != 1 {
        return None;
    }
    let latch = block_ops(body).last().copied().filter(|t| op_name(*t) == cf::BranchOperation::name())?;
    if successors(latch)[0].ptr != header.ptr {
        return None;
    }
    let next = operands(latch)[iv_index];
    let add = defining_op(next).filter(|a| op_name(*a) == arith::AddIOperation::name())?;
    let step = operands(add).into_iter().find(|o| o.ptr != iv.ptr)?;
    if !operands(add).iter().any(|o| o.ptr == iv.ptr) || in_loop(step) {
        return None;
    }
    let step_value = constant_int(step).filter(|s| *s > 0)?;
    let header_preds = preds.get(&(header.ptr as usize))?;
    let outside: Vec<MlirOperation> = header_preds.iter().copied().filter(|p| p.ptr != latch.ptr).collect();
    let [preheader_br] = outside.as_slice() else { return None };
    if op_name(*preheader_br) != cf::BranchOperation::name() || header_preds.len() != 2 {
        return None;
    }
    let init = operands(*preheader_br)[iv_index];
    let loads = Vec::new();
    Some(PipeLoop { preheader_br: *preheader_br, body, iv, init, step, step_value, bound, predicate, loads })
}

fn constant_int(v: MlirValue) -> Option<i64> {
    let c = defining_op(v).filter(|c| op_name(*c) == arith::ConstantOperation::name())?;
    get_attr(c, "value").and_then(typed::int_value)
}

/// What an op of a loop body does to memory, as far as moving its loads
/// goes.
enum Effect {
    None,
    /// A weak store: loads that no token orders after it may move before it.
    WeakStore,
    /// An atomic, an ordered store, or an op with regions other than a
    /// reduction's combiner: the loop is left alone.
    Unknown,
}

fn effect(op: MlirOperation) -> Effect {
    let name = op_name(op);
    // SAFETY: `op` is live; only its region count is read.
    let regions = unsafe { mlirOperationGetNumRegions(op) };
    let combiner = [nv_tileaa::ReduceOperation::name(), nv_tileaa::ScanOperation::name()].contains(&name.as_str());
    if regions > 0 && !combiner {
        return Effect::Unknown;
    }
    let weak = get_attr(op, "sem").and_then(typed::str_value).as_deref() == Some("weak");
    if name == nv_tileas::TiledStoreOperation::name() || name == nv_tileas::StoreOperation::name() {
        return if weak { Effect::WeakStore } else { Effect::Unknown };
    }
    if name == nv_tileas::AtomicRMWOperation::name() || name == nv_tileas::AtomicCASOperation::name() {
        return Effect::Unknown;
    }
    Effect::None
}

fn pipelinable_load(
    op: MlirOperation,
    iv: MlirValue,
    in_loop: &dyn Fn(MlirValue) -> bool,
    header: MlirBlock,
    body: MlirBlock,
) -> bool {
    if is_gather(op) {
        return pipelinable_gather(op, iv, header, body);
    }
    if op_name(op) != nv_tileas::TiledLoadOperation::name()
        || get_attr(op, "sem").and_then(typed::str_value).as_deref() != Some("weak")
        || get_attr(op, "scope").is_some()
        || stage_bytes(value_type(result0(op))) == 0
        || TvLayout::of_type(value_type(result0(op))).is_none()
    {
        return false;
    }
    let ops = operands(op);
    !in_loop(ops[0]) && ops[1..].iter().all(|v| slice_of(*v, iv, header, body).is_some()) && copies_async(op)
}

/// Whether `op` is a load of a tile of pointers (`nv_tileas.load`).
fn is_gather(op: MlirOperation) -> bool {
    op_name(op) == nv_tileas::LoadOperation::name()
}

/// A gather the ring can take (`nv_tileas.async_gather`): weak, zero
/// padding, its pointers and mask computed in the body by pure ops from the
/// induction variable and loop invariants (so they can be computed for a
/// later iteration), and runs of at least 4 bytes that cp.async can copy
/// (`gather::async_width`).
fn pipelinable_gather(op: MlirOperation, iv: MlirValue, header: MlirBlock, body: MlirBlock) -> bool {
    use crate::conversion::tileas_to_llvm::memory::load_mask_pad;
    let tile = value_type(result0(op));
    if get_attr(op, "sem").and_then(typed::str_value).as_deref() != Some("weak")
        || get_attr(op, "scope").is_some()
        || stage_bytes(tile) == 0
    {
        return false;
    }
    let (mask, pad) = load_mask_pad(op);
    if pad.is_some_and(|p| !zero_splat(p)) {
        return false;
    }
    let ptrs = operands(op)[0];
    let computed = |v: MlirValue| tensor_slice_of(v, iv, header, body).is_some();
    computed(ptrs) && mask.is_none_or(computed) && gather_width(op).is_some()
}

/// Elements per cp.async of a gather's runs (`gather::async_width`).
fn gather_width(op: MlirOperation) -> Option<i64> {
    use crate::conversion::tileas_to_llvm::{gather, memory::load_mask_pad};
    let tile = value_type(result0(op));
    let layout = TvLayout::of_type(tile)?;
    let ptrs = operands(op)[0];
    if TvLayout::of_type(value_type(ptrs)).as_ref() != Some(&layout) {
        return None;
    }
    let bytes = typed::element_type(tile).map_or(0, storage_bytes);
    gather::async_width(ptrs, load_mask_pad(op).0, &layout, bytes)
}

/// Whether `v` is a splat of zero bits (a constant, or a view, broadcast or
/// splat of one).
fn zero_splat(v: MlirValue) -> bool {
    let Some(def) = defining_op(v) else { return false };
    let name = op_name(def);
    if name == arith::ConstantOperation::name() {
        // Zero bits (cp.async fills +0), not just a zero value (-0.0).
        let value = get_attr(def, "value").map(typed::splat_scalar);
        return value.is_some_and(crate::conversion::tileas_to_llvm::async_copy::is_zero);
    }
    (name == nv_tileaa::ViewOperation::name()
        || name == nv_tileaa::BroadcastOperation::name()
        || name == nv_tileaa::SplatOperation::name())
        && zero_splat(operands(def)[0])
}

/// The ops of `body` that compute `v` from the induction variable and loop
/// invariants, in program order, where those may be any ops without side
/// effects or regions (tile arithmetic, views, pointer offsets); `None`
/// when `v` depends on anything else.
fn tensor_slice_of(v: MlirValue, iv: MlirValue, header: MlirBlock, body: MlirBlock) -> Option<Vec<MlirOperation>> {
    // SAFETY: `op` is live.
    let pure =
        |op: MlirOperation| unsafe { tileas_sys::tileasOperationIsPure(op) && mlirOperationGetNumRegions(op) == 0 };
    slice_where(v, iv, (header, body), &pure)
}

/// Whether the lowering copies the load's chunks with cp.async (at least
/// 4 bytes along a unit-stride dimension, proven aligned): a load whose
/// copy would be synchronous gains nothing from a ring.
fn copies_async(op: MlirOperation) -> bool {
    use crate::conversion::tileas_to_llvm::{async_copy, memory};
    let ops = operands(op);
    let Some(facts) = defining_op(ops[0]).and_then(memory::memref_facts) else { return false };
    let tile = value_type(result0(op));
    let (Some(shape), Some(elem)) = (typed::static_shape(tile), typed::element_type(tile)) else { return false };
    let dim_map =
        get_attr(op, "dim_map").map(typed::dense_i64_values).unwrap_or_else(|| (0..shape.len() as i64).collect());
    // The stage's innermost dimension: the tile dimension of the last memref dimension.
    let Some((inner, &md)) = dim_map.iter().enumerate().max_by_key(|(_, m)| **m) else { return false };
    let (md, bytes) = (md as usize, storage_bytes(elem));
    let Some(index) = ops.get(1 + md) else { return false };
    async_copy::chunk_width(&facts, memory::known_divisor(*index), md, shape[inner], bytes) * bytes >= 4
}

/// The ops of `body` that compute `v` from the induction variable and loop
/// invariants, in program order; `None` when `v` depends on anything else
/// (another header argument, an op that is not `arith`).
fn slice_of(v: MlirValue, iv: MlirValue, header: MlirBlock, body: MlirBlock) -> Option<Vec<MlirOperation>> {
    slice_where(v, iv, (header, body), &|op| is_dialect_op(&op_name(op), arith::AddIOperation::name()))
}

/// The ops of the loop's body that compute `v` from the induction variable
/// and values defined outside the loop, in program order, when each is an
/// op `allowed` accepts; `None` otherwise (or when `v` depends on another
/// header argument).
fn slice_where(
    v: MlirValue,
    iv: MlirValue,
    (header, body): (MlirBlock, MlirBlock),
    allowed: &dyn Fn(MlirOperation) -> bool,
) -> Option<Vec<MlirOperation>> {
    let mut seen: HashSet<usize> = HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if v.ptr == iv.ptr {
            continue;
        }
        let b = defining_block(v);
        if b.ptr == header.ptr {
            return None;
        }
        if b.ptr != body.ptr {
            continue;
        }
        let op = defining_op(v)?;
        if !allowed(op) {
            return None;
        }
        if seen.insert(op.ptr as usize) {
            out.push(op);
            stack.extend(operands(op));
        }
    }
    let order: HashMap<usize, usize> = block_ops(body).iter().enumerate().map(|(i, o)| (o.ptr as usize, i)).collect();
    out.sort_by_key(|o| order[&(o.ptr as usize)]);
    Some(out)
}

/// Clones the index computation of `load` at `b` with the induction
/// variable replaced by `iv`; returns the origin.
fn clone_origin(b: &Builder, lp: &PipeLoop, load: MlirOperation, iv: MlirValue) -> Vec<MlirValue> {
    let indices: Vec<MlirValue> = operands(load)[1..].to_vec();
    clone_computation(b, lp, &indices, iv, &slice_of)
}

/// Clones at `b` the body ops that compute `values` (found by `slice`) with
/// the induction variable replaced by `iv`; returns the values' clones
/// (loop invariants stay themselves).
fn clone_computation(
    b: &Builder,
    lp: &PipeLoop,
    values: &[MlirValue],
    iv: MlirValue,
    slice: &dyn Fn(MlirValue, MlirValue, MlirBlock, MlirBlock) -> Option<Vec<MlirOperation>>,
) -> Vec<MlirValue> {
    let header = defining_block(lp.iv);
    let mut map: HashMap<usize, MlirValue> = HashMap::from([(lp.iv.ptr as usize, iv)]);
    let mut ops: Vec<MlirOperation> = Vec::new();
    for v in values {
        for op in slice(*v, lp.iv, header, lp.body).unwrap_or_default() {
            if !ops.iter().any(|o| o.ptr == op.ptr) {
                ops.push(op);
            }
        }
    }
    let order: HashMap<usize, usize> =
        block_ops(lp.body).iter().enumerate().map(|(i, o)| (o.ptr as usize, i)).collect();
    ops.sort_by_key(|o| order[&(o.ptr as usize)]);
    clone_slice(b, &ops, &mut map);
    values.iter().map(|v| map.get(&(v.ptr as usize)).copied().unwrap_or(*v)).collect()
}

/// Clones the pointer and mask computation of the gather `load` at `b`
/// with the induction variable replaced by `iv`; returns the pointers and
/// the mask.
fn clone_gather(b: &Builder, lp: &PipeLoop, load: MlirOperation, iv: MlirValue) -> (MlirValue, Option<MlirValue>) {
    use crate::conversion::tileas_to_llvm::memory::load_mask_pad;
    let (ptrs, mask) = (operands(load)[0], load_mask_pad(load).0);
    let values: Vec<MlirValue> = std::iter::once(ptrs).chain(mask).collect();
    let new = clone_computation(b, lp, &values, iv, &tensor_slice_of);
    (new[0], new.get(1).copied())
}

/// Moves the ops of the gather `load`'s pointer and mask computation that do
/// not depend on the induction variable (row offsets, row masks: their
/// broadcasts may be exchanges through shared memory) from the body to the
/// preheader, so that neither the body nor the prologue computes them once
/// per iteration. They are pure, so running them once before the loop, even
/// a loop that runs no iteration, changes nothing else.
fn hoist_invariants(lp: &PipeLoop, load: MlirOperation) {
    use crate::conversion::tileas_to_llvm::memory::load_mask_pad;
    let header = defining_block(lp.iv);
    let (ptrs, mask) = (operands(load)[0], load_mask_pad(load).0);
    let mut slice: Vec<MlirOperation> = Vec::new();
    for v in std::iter::once(ptrs).chain(mask) {
        for op in tensor_slice_of(v, lp.iv, header, lp.body).unwrap_or_default() {
            if !slice.iter().any(|o| o.ptr == op.ptr) {
                slice.push(op);
            }
        }
    }
    let order: HashMap<usize, usize> =
        block_ops(lp.body).iter().enumerate().map(|(i, o)| (o.ptr as usize, i)).collect();
    slice.sort_by_key(|o| order[&(o.ptr as usize)]);
    let in_body = |v: MlirValue| v.ptr == lp.iv.ptr || defining_block(v).ptr == lp.body.ptr;
    for op in slice {
        if operands(op).into_iter().all(|v| !in_body(v)) {
            // SAFETY: `op` is a live, pure op of the body whose operands are
            // all defined before the loop; the preheader's branch is live and
            // dominates the body.
            unsafe { mlirOperationMoveBefore(op, lp.preheader_br) };
        }
    }
}

/// `async_gather` of the gather `load` (the `i`th pipelined load) for
/// induction value `iv` into `stage` if `pred`.
fn issue_gather(
    b: &Builder,
    lp: &PipeLoop,
    (i, load): (usize, MlirOperation),
    rings: &Rings,
    (iv, stage, pred): (MlirValue, MlirValue, MlirValue),
) {
    let (ptrs, mask) = clone_gather(b, lp, load, iv);
    let mut ins = vec![ptrs];
    ins.extend(mask);
    ins.extend([stage, pred]);
    let mut attrs = vec![
        ("offset", typed::i64_attr(b.ctx, rings.offsets[i])),
        ("stage_bytes", typed::i64_attr(b.ctx, rings.sizes[i])),
        ("width", typed::i64_attr(b.ctx, gather_width(load).unwrap_or(1))),
    ];
    if let Some(sw) = rings.swizzles[i] {
        attrs.push(("swizzle", b.str_attr(sw)));
    }
    b.op(nv_tileas::AsyncGatherOperation::name(), &ins, &[], &attrs);
}

/// Clones `slice` (ops in program order) at `b`, their operands replaced
/// through `map` (old value -> new), which then maps their results too.
pub(crate) fn clone_slice(b: &Builder, slice: &[MlirOperation], map: &mut HashMap<usize, MlirValue>) {
    for op in slice {
        // SAFETY: `op` is live; its clone is fresh and inserted once below.
        let clone = unsafe { mlirOperationClone(*op) };
        b.insert(clone);
        for (i, o) in operands(*op).into_iter().enumerate() {
            if let Some(new) = map.get(&(o.ptr as usize)) {
                // SAFETY: `i` is an operand index of the clone; `new` dominates it.
                unsafe { mlirOperationSetOperand(clone, i as isize, *new) };
            }
        }
        for (old, new) in results(*op).into_iter().zip(results(clone)) {
            map.insert(old.ptr as usize, new);
        }
    }
}

/// Where a loop writes the B of its dot K-major again (`restage_b`): a
/// wgmma dot's, or an 8-bit `mma.sync` dot's (in place only).
#[derive(Clone, Copy)]
enum Staging {
    /// Two buffers after the rings (byte offset, bytes of one), buffer
    /// `k mod 2` in iteration k: the MMAs of k stay in flight while the
    /// threads restage k+1's B.
    Buffers(i64, i64),
    /// Over B's own stage (the load's index), once every thread has read it
    /// into registers (NVIDIA's form: no shared memory beyond the rings, one
    /// CTA barrier more a K step where no producer warpgroup issues the
    /// copies), for `dot` (a wgmma dot, or an 8-bit `mma.sync` one that
    /// then reads it with `ldmatrix` instead of staging it in the scratch).
    InPlace { load: usize, dot: MlirOperation },
}

/// Everything one iteration's copies need: where each load's ring starts,
/// its stage size, and the tensor-core operand layout of its stages.
#[derive(Clone)]
struct Rings {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    swizzles: Vec<Option<&'static str>>,
    /// Which swizzled stages the threads read into registers
    /// (`register_swizzle`).
    registers: Vec<bool>,
    /// The bytes of each load that is a TMA copy (`None`: cp.async), and
    /// its stage's `block_bytes`.
    tma: Vec<Option<i64>>,
    blocks: Vec<Option<i64>>,
    stages: i64,
    /// Where the stages' mbarriers are (8 bytes each) when some load is a
    /// TMA copy.
    barrier: Option<i64>,
    /// The loop's asynchronous tcgen05 dot (`async_umma_dot`) and where the
    /// stages' "consumed" mbarriers it commits to are (8 bytes each, after
    /// the others).
    commit: Option<(MlirOperation, i64)>,
    /// The loop's asynchronous wgmma dot (`async_wgmma_dot`, all stages TMA
    /// copies read in place): one MMA group stays in flight.
    wgmma: Option<MlirOperation>,
    /// Where the B such a dot reads is restaged, when its B stage is read
    /// into registers (`restage_b`).
    staging: Option<Staging>,
    /// Where the stages' "empty" mbarriers of a warp-specialized loop are
    /// (8 bytes each, right after the full ones): the compute threads
    /// arrive on them when their MMAs are done with a stage.
    empty: Option<i64>,
    /// One stage a load, each TMA copy on an mbarrier of its own (8 bytes
    /// apart from `barrier`), the next iteration's copy issued right after
    /// the last op that reads the stage (`late_copies`): where two stages
    /// of every load do not fit.
    late: bool,
    /// The CTAs of the kernel's cluster the stages are shared with (1: no
    /// cluster), and which loads are multicast copies
    /// (`multicast::plan`).
    cluster: i64,
    multicast: Vec<bool>,
    /// The loop's MMAs span a CTA pair (`pair`): its copies complete on the
    /// pair's even CTA's mbarriers, B's stage holds half the columns.
    pair: bool,
    /// Bytes of all the rings.
    total: i64,
}

impl Rings {
    /// One ring per load, one after the other, a tensor-core operand's at a
    /// 1024-byte boundary; then the mbarriers of the TMA copies, then those
    /// the asynchronous dot `async_dot` commits to.
    fn place(
        sizes: Vec<i64>,
        swizzles: Vec<Option<&'static str>>,
        copies: Vec<Option<(i64, Option<i64>)>>,
        stages: i64,
        async_dot: Option<MlirOperation>,
    ) -> Rings {
        let tma: Vec<Option<i64>> = copies.iter().map(|c| c.map(|(bytes, _)| bytes)).collect();
        let blocks: Vec<Option<i64>> = copies.iter().map(|c| c.and_then(|(_, b)| b)).collect();
        let mut offsets = Vec::with_capacity(sizes.len());
        let mut next = 0;
        for (s, sw) in sizes.iter().zip(&swizzles) {
            let align = if sw.is_some() { UMMA_ALIGN } else { STAGE_ALIGN };
            next = (next + align - 1) / align * align;
            offsets.push(next);
            next += s * stages;
        }
        let barrier = tma.iter().any(Option::is_some).then(|| (next + 7) / 8 * 8);
        if let Some(b) = barrier {
            next = b + 8 * stages;
        }
        // Right after the full barriers, so that one init covers both.
        let commit = async_dot.map(|dot| {
            let at = (next + 7) / 8 * 8;
            next = at + 8 * stages;
            (dot, at)
        });
        let registers = vec![false; swizzles.len()];
        let multicast = vec![false; swizzles.len()];
        Rings {
            offsets,
            sizes,
            swizzles,
            registers,
            tma,
            blocks,
            stages,
            barrier,
            commit,
            wgmma: None,
            staging: None,
            empty: None,
            late: false,
            cluster: 1,
            multicast,
            pair: false,
            total: next,
        }
    }

    /// One stage of each load, every load a TMA copy with an mbarrier of
    /// its own (module doc, "One stage a load").
    fn late(sizes: Vec<i64>, swizzles: Vec<Option<&'static str>>, copies: Vec<Option<(i64, Option<i64>)>>) -> Rings {
        let loads = sizes.len() as i64;
        let mut rings = Rings::place(sizes, swizzles, copies, 1, None);
        if let Some(b) = rings.barrier {
            rings.total = b + 8 * loads;
        }
        rings.late = true;
        rings
    }

    /// The mbarriers one init covers: a stage's (and its consumed one's) or,
    /// with one stage a load, a load's.
    fn barrier_count(&self) -> i64 {
        if self.late {
            return self.tma.len() as i64;
        }
        (i64::from(self.barrier.is_some()) + i64::from(self.commit.is_some())) * self.stages
    }

    /// Load `i`'s part of one-stage-a-load rings: its copy alone, on its
    /// own mbarrier.
    fn only(&self, i: usize) -> Rings {
        let pick = |v: &[Option<i64>]| vec![v[i]];
        Rings {
            offsets: vec![self.offsets[i]],
            sizes: vec![self.sizes[i]],
            swizzles: vec![self.swizzles[i]],
            registers: vec![self.registers[i]],
            multicast: vec![self.multicast[i]],
            tma: pick(&self.tma),
            blocks: pick(&self.blocks),
            barrier: self.barrier.map(|b| b + 8 * i as i64),
            ..self.clone()
        }
    }

    /// Makes `dot` the loop's asynchronous wgmma dot whose B the loop
    /// restages, in two buffers of `bytes` after the rings.
    fn add_staging(&mut self, dot: MlirOperation, bytes: i64) {
        let at = (self.total + UMMA_ALIGN - 1) / UMMA_ALIGN * UMMA_ALIGN;
        self.wgmma = Some(dot);
        self.staging = Some(Staging::Buffers(at, bytes));
        self.total = at + 2 * bytes;
    }

    /// Whether a producer warpgroup can issue the loop's copies
    /// (`warp_specialize`): every stage a TMA copy of an operand of the
    /// loop's asynchronous wgmma dot (read in place, or a B the loop
    /// restages).
    fn specializable(&self) -> bool {
        self.wgmma.is_some()
            && self.commit.is_none()
            && self.barrier.is_some()
            && self.tma.iter().all(Option::is_some)
            && self.swizzles.iter().all(Option::is_some)
    }

    /// Places the empty mbarriers after everything else.
    fn add_empty(&mut self) {
        let at = (self.total + 7) / 8 * 8;
        self.empty = Some(at);
        self.total = at + 8 * self.stages;
    }

    /// Bytes the TMA copies of one stage bring.
    fn tma_bytes(&self) -> i64 {
        self.tma.iter().flatten().sum()
    }

    /// Whether some load is a cp.async copy (committed in groups).
    fn has_cp_async(&self) -> bool {
        self.tma.iter().any(Option::is_none)
    }
}

/// The TMA copy a load would be, written into a stage of `swizzle`
/// (`crate::nv_tileas::tma`).
fn tma_copy(load: MlirOperation, swizzle: Option<&str>) -> Option<crate::nv_tileas::tma::TmaCopy> {
    if get_attr(load, typed::TILEAA_NO_TMA_ATTR).is_some() || is_gather(load) {
        return None; // cuda_tile's `allow_tma = false`
    }
    let tile = pair::staged_type(load);
    let (shape, elem) = (typed::static_shape(tile)?, typed::element_type(tile)?);
    let dim_map = dim_map_of(load, shape.len());
    let row_bytes = shape.last().copied().unwrap_or(1) * storage_bytes(elem);
    let rows = box_rows(load, swizzle).unwrap_or_else(|| {
        crate::nv_tileas::tma::default_rows(load, Direction::Load, swizzle, storage_bytes(elem), row_bytes)
    });
    crate::nv_tileas::tma::plan(operands(load)[0], &shape, elem, &dim_map, get_attr(load, "padding"), swizzle, rows)
}

/// The rows per TMA box of a load's copy where the pass does not leave
/// them to the stage's default (`tma::default_rows`): a plain stage of the
/// B operand of a dot on the SIMT path (f32, or f64 from sm_100) in parts
/// of [`crate::nv_tileas::tma::SIMT_B_ROWS`], as NVIDIA's tileiras cuts
/// them (its SIMT dot steps through K 8 rows at a time).
fn box_rows(load: MlirOperation, swizzle: Option<&str>) -> Option<i64> {
    let (dot, operand) = dot_use(load)?;
    let e = typed::element_type(value_type(operands(dot)[1]))?;
    let simt = match typed::float_kind(e) {
        Some(FloatKind::F32) => true,
        Some(FloatKind::F64) => typed::compute_capability(load).is_some_and(|cc| cc >= 100),
        _ => false,
    };
    (swizzle.is_none() && operand == 1 && simt).then_some(crate::nv_tileas::tma::SIMT_B_ROWS)
}

/// The `nv_tileaa.dot`s a load's tile is an operand of and which, when
/// those are all its uses (`nv_tileas::mma::dot_uses`).
fn dot_uses(load: MlirOperation) -> Option<Vec<(MlirOperation, usize)>> {
    crate::nv_tileas::mma::dot_uses(result0(load))
}

/// The `nv_tileaa.dot` a load's tile is an operand of (its only use,
/// possibly through views that only drop unit dimensions), and which.
fn dot_use(load: MlirOperation) -> Option<(MlirOperation, usize)> {
    match dot_uses(load)?[..] {
        [only] => Some(only),
        _ => None,
    }
}

/// Alignment of the stages of a tensor-core operand.
const UMMA_ALIGN: i64 = 1024;

/// A single-issuer loop's threads (module doc): thread 0 issues the TMA
/// copies (as every TMA copy is, `tma_copy.rs`), after waiting for the
/// MMAs to be done with the stage; thread 32, in another warp so that
/// neither waits for the other's branch, waits for the stages and issues
/// the MMAs.
const PRODUCER_THREAD: i64 = 0;
const MMA_THREAD: i64 = 32;

/// The tensor-core operand layout a load's stages can be written in, so
/// that its dot reads them through descriptors instead of staging the
/// registers again: the load's only use is A (M x K) or, when the plan
/// stages B N-major, B (K x N) of a dot that lowers to `tcgen05.mma` or
/// `wgmma.mma_async` (`umma.rs`, `wgmma.rs`: a plan whose accumulator
/// layout the dot carries; both stage in these layouts), possibly through
/// views, and the tile is a matrix (unit leading dimensions) in memory
/// order.
fn umma_swizzle(load: MlirOperation, threads: i64) -> Option<&'static str> {
    umma_swizzle_of(load, load, threads)
}

/// [`umma_swizzle`] of `load`'s tile as `value` (the load itself, or the
/// tf32 conversion its only use is) feeds the dots.
fn umma_swizzle_of(load: MlirOperation, value: MlirOperation, threads: i64) -> Option<&'static str> {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    // K contiguous in memory (`transposed`): a B that tcgen05 and wgmma read K-major in place.
    let transposed = matrix_order(load)?;
    // The dots may see the tile through views that only drop unit
    // dimensions; several may share it as their A (attention's Q), each
    // reading the one stage.
    let bytes = typed::element_type(value_type(result0(value))).map_or(0, storage_bytes);
    let in_place = |(dot, operand): (MlirOperation, usize)| -> Option<&'static str> {
        // (whether A, whether B can be read in place)
        let plan = dot_plan(dot, threads, crate::conversion::tileas_to_llvm::mma::plan_fits)?;
        // tcgen05 and wgmma read a B whose K is contiguous K-major in place;
        // so does a 16-bit mma.sync (`ldmatrix` without `.trans`) where TMA
        // copies it (a cp.async stage stays in the tile's order).
        let k_major_b = match &plan {
            DotPlan::Umma(_) | DotPlan::Wgmma(_) => true,
            DotPlan::Sync(p) => {
                typed::compute_capability(load).is_some_and(|cc| cc >= 90)
                    && crate::conversion::tileas_to_llvm::mma::k_major_ring_b(p, bytes)
            }
        };
        let (c, a_ok, b_ok) = match &plan {
            DotPlan::Umma(p) => (p.layout_c(), true, p.b_n_major()),
            DotPlan::Wgmma(p) => (p.layout_c(), true, p.b_n_major()),
            DotPlan::Sync(p) => {
                use crate::conversion::tileas_to_llvm::mma::ring_operand;
                // f64 from sm_100: NVIDIA's dot is SIMT on plain 8-row boxes,
                // whose tensor maps the host module keeps (`box_rows`); the
                // DMMA dot here stages them.
                let f64_ok = p.atom.kind != tileas_dialects::mma_atoms::AtomKind::F64
                    || typed::compute_capability(load).is_some_and(|cc| cc < 100);
                (p.layout_c(), f64_ok && ring_operand(p, 0, bytes), f64_ok && ring_operand(p, 1, bytes))
            }
        };
        let c = Some(c);
        if TvLayout::of_type(value_type(operands(dot)[2])) != c || TvLayout::of_type(value_type(result0(dot))) != c {
            return None;
        }
        let name = match (operand, transposed) {
            (0, false) if a_ok => "umma_k_major",
            (1, false) if b_ok => "umma_n_major",
            (1, true) if k_major_b => "umma_k_major",
            _ => return None,
        };
        Some(tcgen05_atoms(&plan, name))
    };
    let dots = dot_uses(value)?;
    let first = in_place(dots[0])?;
    let shared = dots[1..].iter().all(|d| d.1 == 0 && in_place(*d) == Some(first));
    (dots.len() == 1 || (dots[0].1 == 0 && shared)).then_some(first)
}

/// The stage layout `name` a dot of `plan` reads its operand in: in 32-byte
/// atoms where `tcgen05.mma` takes tf32 so (`UmmaPlan::atom32`, NVIDIA's
/// tensor maps with word 1 bit 19), unchanged otherwise.
fn tcgen05_atoms(plan: &crate::nv_tileas::mma::DotPlan, name: &'static str) -> &'static str {
    match (plan, OperandSwizzle::parse(name)) {
        (crate::nv_tileas::mma::DotPlan::Umma(p), Some(l)) => OperandSwizzle::in_atoms(name, p.atom32(l.n_major)),
        _ => name,
    }
}

/// How a loaded tile is a matrix in memory: its dimensions but the last two
/// are units, in memory order and outside the last two, which are in order
/// (`false`) or swapped (`true`: the tile's last dimension is not the
/// contiguous one); `None` otherwise.
fn matrix_order(load: MlirOperation) -> Option<bool> {
    let shape = typed::static_shape(value_type(result0(load)))?;
    let r = shape.len();
    if r < 2 || shape[..r - 2].iter().any(|&d| d != 1) {
        return None;
    }
    if is_gather(load) {
        return Some(false); // a gather's stage is in tile order
    }
    let dim_map = get_attr(load, "dim_map").map(typed::dense_i64_values).unwrap_or_default();
    if dim_map.len() != r {
        return None;
    }
    let (rows, cols) = (dim_map[r - 2], dim_map[r - 1]);
    let lead_ok =
        dim_map[..r - 2].windows(2).all(|w| w[0] < w[1]) && dim_map[..r - 2].iter().all(|&d| d < rows.min(cols));
    lead_ok.then_some(rows > cols)
}

/// The stage layout of a load: the tensor-core operand layout its dot reads
/// in place (`umma_swizzle`), or, for a TMA copy, the one NVIDIA's tileiras
/// copies it into where the dot here cannot read that in place
/// (`register_swizzle`).
fn stage_swizzle(load: MlirOperation, threads: i64, tma: bool) -> Option<&'static str> {
    in_place_swizzle(load, threads, tma).or_else(|| register_stage(load, threads))
}

/// The stage layout of a load TMA copies for its dot to read into
/// registers and stage again (`register_swizzle`, where the dot cannot read
/// it in place), on a target with TMA: `tileas-assign-layouts` gives such a
/// load the layout whose shared-memory accesses cost least between the two
/// (`transpose_staging`).
pub(crate) fn register_stage(load: MlirOperation, threads: i64) -> Option<&'static str> {
    let tma = typed::compute_capability(load).is_some_and(|cc| cc >= 90);
    if !tma || in_place_swizzle(load, threads, tma).is_some() {
        return None;
    }
    register_swizzle(load, threads).filter(|sw| tma_copy(load, Some(sw)).is_some())
}

/// The swizzle of a stage its dot reads in place: a tensor-core operand's
/// (`umma_swizzle`), or a tf32 operand's whose TMA copy converts it (the
/// tensor map's tf32 format, as NVIDIA's tileiras feeds its tf32 MMAs: no
/// conversion in the kernel), the `fp_to_fp` then folded into the stage read
/// (`fold_tf32`).
fn in_place_swizzle(load: MlirOperation, threads: i64, tma: bool) -> Option<&'static str> {
    umma_swizzle(load, threads).or_else(|| {
        let cvt = tf32_feed(load).filter(|_| tma)?;
        // Only a TMA copy converts (a cp.async stage stays f32).
        umma_swizzle_of(load, cvt, threads).filter(|sw| tma_copy(load, Some(sw)).is_some())
    })
}

/// The tensor-core operand layout NVIDIA's tileiras stages a load in where
/// the dot here cannot read it in place, so that the copies (and the tensor
/// maps the host module fills) are NVIDIA's: the threads read the stage
/// into registers (`to_registers`) and the dot stages them as it would a
/// direct load's. A tf32 operand (an f32 load converted by `fp_to_fp`: A
/// K-major, B N-major; `tf32` on the TMA copy, whose tensor map has the
/// tf32 format), an 8-bit B (N-major; `wgmma` and `mma.sync` take 8-bit
/// B K-major only), f64 operands at sm_90 that the DMMA dot cannot read in
/// place (`dmma_f64`; a batched dot: `mma::ring_operand`) and a B whose K
/// is contiguous in memory (its
/// stage the N x K matrix, K-major: `fused_moe_gather_mma`'s) of an
/// `mma.sync` dot (tcgen05 and wgmma read it in place), of a dot on
/// tensor cores, and an A that several such dots share (`attention_fmha`'s
/// Q), the tile a matrix (unit dimensions but the last two).
fn register_swizzle(load: MlirOperation, threads: i64) -> Option<&'static str> {
    use crate::nv_tileas::mma::dot_plan;
    let tile = value_type(result0(load));
    // K contiguous in memory (`transposed`): the stage is the N x K matrix, K-major.
    let transposed = matrix_order(load)?;
    let elem = typed::element_type(tile)?;
    let plan = |d: MlirOperation| dot_plan(d, threads, crate::conversion::tileas_to_llvm::mma::plan_fits);
    let tensor_cores = |d: MlirOperation| plan(d).is_some();
    // An A that several dots share (attention's Q, read in two loops).
    let shared_a = dot_uses(load).filter(|u| u.len() > 1 && u.iter().all(|(d, o)| *o == 0 && tensor_cores(*d)));
    if let Some(dots) = shared_a.filter(|_| !transposed) {
        return plan(dots[0].0).map(|p| tcgen05_atoms(&p, "umma_k_major"));
    }
    let (dot, operand) = match tf32_feed(load) {
        Some(convert) => dot_use(convert)?,
        None if storage_bytes(elem) == 1 => dot_use(load).filter(|(_, o)| *o == 1)?,
        None => dot_use(load).filter(|(d, o)| (*o < 2 && dmma_f64(*d, elem)) || (*o == 1 && transposed))?,
    };
    let p = plan(dot)?;
    let name = match (operand, transposed) {
        (0, false) | (1, true) => "umma_k_major",
        (1, false) => "umma_n_major",
        _ => return None,
    };
    Some(tcgen05_atoms(&p, name))
}

/// The `fp_to_fp` to tf32 that is a load's only use, if it is.
fn tf32_feed(load: MlirOperation) -> Option<MlirOperation> {
    let [(user, 0)] = uses(result0(load))[..] else { return None };
    is_tf32_convert(user).then_some(user)
}

/// An `fp_to_fp` to tf32 rounding to nearest even (no `rounding`
/// attribute): the conversion a TMA copy with the tf32 tensor-map format
/// stands for, as in NVIDIA's kernels. Another rounding (cuda_tile 13.4's
/// `zero`, `nearest_away`) keeps its own conversion.
fn is_tf32_convert(op: MlirOperation) -> bool {
    op_name(op) == nv_tileaa::FpToFpOperation::name()
        && get_attr(op, "rounding").is_none()
        && typed::element_type(value_type(result0(op))).is_some_and(typed::is_tf32)
}

/// `async_load` of every pipelined load for induction value `iv` into
/// `stage` (i32), if `iv` is below the bound; then `async_commit`.
/// What was last done to the stages a TMA copy writes, which decides
/// whether it needs a proxy fence first (`async_reads` drops it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Reads {
    /// Generic accesses may have touched them: fence.
    Generic,
    /// Tensor-core MMAs alone read them (a single-issuer loop's body, a
    /// producer warpgroup): no fence, and multicast where the rings have
    /// it. The generic accesses before the loop are ordered by the fence of
    /// the prologue's first copy, which runs whenever an iteration does.
    Async,
    /// A later copy of the prologue: the issuing thread fenced before the
    /// first one (which runs whenever this one does) and nothing generic
    /// touched the TMA stages since (cp.async loads write their own). No
    /// fence; no multicast (the prologue has none).
    Fenced,
}

/// Issues the loads of iteration `iv` into `stage` (`reads`: whether their
/// TMA copies need a proxy fence).
fn issue(
    b: &Builder,
    lp: &PipeLoop,
    loads: &[MlirOperation],
    rings: &Rings,
    (iv, stage): (MlirValue, MlirValue),
    reads: Reads,
) {
    let pred = b.cmpi(lp.predicate, iv, lp.bound);
    if let Some(barrier) = rings.barrier {
        // A pair's even CTA announces both CTAs' bytes.
        let (bytes, expect) =
            if rings.pair { (2 * rings.tma_bytes(), pair::even_and(b, pred)) } else { (rings.tma_bytes(), pred) };
        let attrs = [("barrier", typed::i64_attr(b.ctx, barrier)), ("bytes", typed::i64_attr(b.ctx, bytes))];
        b.op(nv_tileas::MbarrierExpectOperation::name(), &[stage, expect], &[], &attrs);
    }
    for (i, &load) in loads.iter().enumerate() {
        if is_gather(load) {
            issue_gather(b, lp, (i, load), rings, (iv, stage, pred));
            continue;
        }
        let mut origin = clone_origin(b, lp, load, iv);
        pair::shift_origin(b, load, &mut origin);
        let mut ins = vec![operands(load)[0]];
        ins.extend(origin);
        ins.push(stage);
        ins.push(pred);
        let tile = pair::staged_type(load);
        let mut attrs = vec![
            ("tile", typed::type_attr(tile)),
            ("offset", typed::i64_attr(b.ctx, rings.offsets[i])),
            ("stage_bytes", typed::i64_attr(b.ctx, rings.sizes[i])),
        ];
        for name in ["dim_map", "padding"] {
            if let Some(a) = get_attr(load, name) {
                attrs.push((name, a));
            }
        }
        if let Some(sw) = rings.swizzles[i] {
            attrs.push(("swizzle", b.str_attr(sw)));
        }
        if let (Some(barrier), Some(_)) = (rings.barrier, rings.tma[i]) {
            attrs.push(("barrier", typed::i64_attr(b.ctx, barrier)));
        }
        if let Some(block) = rings.blocks[i] {
            attrs.push(("block_bytes", typed::i64_attr(b.ctx, block)));
        }
        if let (Some(rows), Some(_)) = (box_rows(load, rings.swizzles[i]), rings.tma[i]) {
            attrs.push(("box_rows", typed::i64_attr(b.ctx, rows)));
        }
        if rings.tma[i].is_some() && tf32_feed(load).is_some() {
            attrs.push(("tf32", b.unit_attr()));
        }
        if rings.tma[i].is_some() && reads != Reads::Generic {
            attrs.push(("async_reads", b.unit_attr()));
            if rings.multicast[i] && reads == Reads::Async {
                attrs.push(("multicast", typed::i64_attr(b.ctx, rings.cluster)));
            }
        }
        if rings.tma[i].is_some() && rings.pair {
            attrs.push(("cta_pair", b.unit_attr()));
        }
        b.op(nv_tileas::AsyncLoadOperation::name(), &ins, &[], &attrs);
    }
    if rings.has_cp_async() {
        b.op(nv_tileas::AsyncCommitOperation::name(), &[], &[], &[]);
    }
}

fn wait(b: &Builder, pending: i64) {
    b.op(nv_tileas::AsyncWaitOperation::name(), &[], &[], &[("pending", typed::i64_attr(b.ctx, pending))]);
}

/// `a + c * step` in the induction variable's type.
fn advance(b: &Builder, lp: &PipeLoop, a: MlirValue, c: i64) -> MlirValue {
    let ty = value_type(lp.iv);
    let d = b.const_int(ty, c * lp.step_value);
    b.op1(arith::AddIOperation::name(), &[a, d], ty, &[])
}

/// `x mod stages` as an i32 stage number.
fn stage_of(b: &Builder, x: MlirValue, stages: i64) -> MlirValue {
    let ty = value_type(x);
    let s = b.const_int(ty, stages);
    let r = b.op1(arith::RemUIOperation::name(), &[x, s], ty, &[]);
    to_i32(b, r)
}

/// The prologue: iterations 0..S-2 into stages 0..S-2, as a loop of its own
/// between the preheader and the header (one copy of the copies' code, not
/// S-1):
///
/// ```text
/// preheader: ... cf.br ^cond(0)
/// ^cond(j):  cf.cond_br j < S-1, ^issue, ^enter
/// ^issue:    issue iteration init + j*step into stage j; cf.br ^cond(j + 1)
/// ^enter:    the preheader's old branch to the header
/// ```
fn prologue(pre: &Builder, lp: &PipeLoop, loads: &[MlirOperation], rings: &Rings) {
    let (ctx, loc) = (pre.ctx, pre.loc);
    let i32t = pre.int_type(32);
    let (cond, body, enter) = (new_block(&[i32t], loc), new_block(&[], loc), new_block(&[], loc));
    // SAFETY: the preheader is in a region; the fresh blocks go into it once
    // each, after the preheader; its old branch moves (cloned, then
    // destroyed) to `enter`, nothing else refers to it.
    unsafe {
        let region = mlirBlockGetParentRegion(pre.block);
        mlirRegionInsertOwnedBlockAfter(region, pre.block, enter);
        mlirRegionInsertOwnedBlockAfter(region, pre.block, body);
        mlirRegionInsertOwnedBlockAfter(region, pre.block, cond);
        mlirBlockAppendOwnedOperation(enter, mlirOperationClone(lp.preheader_br));
        mlirOperationDestroy(lp.preheader_br);
    }
    let top = Builder::at_end(ctx, pre.block, loc);
    // Iteration 0 (if the ring has a stage for it) is issued here, its TMA
    // copies fenced; the loop's are not (`Reads::Fenced`): one proxy fence
    // for the prologue instead of one a copy (NVIDIA's kernels have 4
    // MEMBARs where matmul_int8's 13 prologue steps had 27).
    let first = if rings.stages > 1 && rings.tma.iter().any(Option::is_some) {
        let zero = top.const_int(i32t, 0);
        issue(&top, lp, loads, rings, (lp.init, zero), Reads::Generic);
        1
    } else {
        0
    };
    let later = if first == 1 { Reads::Fenced } else { Reads::Generic };
    top.op_full(cf::BranchOperation::name(), &[top.const_int(i32t, first)], &[], &[], Vec::new(), &[cond]);
    let c = Builder::at_end(ctx, cond, loc);
    let j = block_args(cond)[0];
    let more = c.cmpi(typed::ICmpPredicate::Slt, j, c.const_int(i32t, rings.stages - 1));
    c.cond_br(more, (body, &[]), (enter, &[]));
    let b = Builder::at_end(ctx, body, loc);
    let ty = value_type(lp.iv);
    let jj = match typed::int_width(ty) {
        Some(32) => j,
        Some(w) if w > 32 => b.op1(arith::ExtUIOperation::name(), &[j], ty, &[]),
        _ => b.op1(arith::TruncIOperation::name(), &[j], ty, &[]),
    };
    let scaled = b.op1(arith::MulIOperation::name(), &[jj, b.const_int(ty, lp.step_value)], ty, &[]);
    let iv = b.op1(arith::AddIOperation::name(), &[lp.init, scaled], ty, &[]);
    issue(&b, lp, loads, rings, (iv, j), later);
    let next = b.op1(arith::AddIOperation::name(), &[j, b.const_int(i32t, 1)], i32t, &[]);
    let keep = no_unroll(ctx);
    let attrs: Vec<(&str, MlirAttribute)> = if keep.ptr.is_null() { Vec::new() } else { vec![(LOOP_ANNOTATION, keep)] };
    b.op_full(cf::BranchOperation::name(), &[next], &[], &attrs, Vec::new(), &[cond]);
}

/// `#llvm.loop_annotation<unroll = <disable = true>>` for the prologue's
/// latch: its trip count is a constant (S-1), which LLVM would unroll fully,
/// one copy of the stage's copies and their address arithmetic a stage
/// (matmul_int8 at sm_100: 12 of them, 28 `UTMALDG` where NVIDIA's loop has
/// 2). Null if the text does not parse (never, with the LLVM dialect loaded
/// as a dependent dialect).
fn no_unroll(ctx: MlirContext) -> MlirAttribute {
    let text = "#llvm.loop_annotation<unroll = <disable = true>>";
    let text = MlirStringRef { data: text.as_ptr().cast(), length: text.len() };
    // SAFETY: `ctx` is live; the string ref points at a static string.
    unsafe { mlirAttributeParseGet(ctx, text) } // typed-ir: no C API (LLVM loop annotations)
}

/// The loop a producer warpgroup serves (`warp_specialize`), when the
/// kernel has exactly one pipelined loop and it qualifies: its rings get
/// their empty mbarriers; returns the scalar ops to hoist into the entry.
fn warp_specialized(
    blocks: &[MlirBlock],
    loops: &[PipeLoop],
    plans: &mut [Option<(usize, Rings)>],
    threads: i64,
    budget: i64,
) -> Option<Vec<MlirOperation>> {
    let mut planned = loops.iter().zip(plans.iter_mut()).filter_map(|(lp, p)| p.as_mut().map(|p| (lp, p)));
    let (lp, (kept, rings)) = planned.next()?;
    if planned.next().is_some() || !rings.specializable() || rings.total + 8 * rings.stages > budget {
        return None;
    }
    // The producer's warpgroup costs the compute threads registers (168 at
    // launch, 232 once it gives its own up, for 256 of them): an
    // accumulator of more than 128 words a thread would spill more.
    let acc = value_type(result0(rings.wgmma?));
    let words = typed::static_shape(acc)?.iter().product::<i64>() * storage_bytes(typed::element_type(acc)?).max(4)
        / 4
        / threads.max(1);
    if words > MAX_SPECIALIZED_ACC_WORDS {
        return None;
    }
    let hoist = warp_specialize::hoist_list(*blocks.first()?, lp, &lp.loads[..*kept], threads)?;
    rings.add_empty();
    // SAFETY: the entry block is live and in the function's body.
    let func = unsafe { mlirBlockGetParentOperation(*blocks.first()?) };
    multicast::plan(func, lp, &lp.loads[..*kept], rings);
    Some(hoist)
}

/// The values from outside the loop that `clone_origin` reads for `load`
/// (the loop invariants of its index computation); `None` when an index
/// depends on something `slice_of` does not follow.
fn clone_origin_operands(lp: &PipeLoop, load: MlirOperation) -> Option<Vec<MlirValue>> {
    let header = defining_block(lp.iv);
    let mut out = Vec::new();
    for v in &operands(load)[1..] {
        let slice = slice_of(*v, lp.iv, header, lp.body)?;
        let made: HashSet<usize> = slice.iter().flat_map(|op| results(*op)).map(|r| r.ptr as usize).collect();
        let read = std::iter::once(*v).chain(slice.iter().flat_map(|op| operands(*op)));
        out.extend(read.filter(|x| x.ptr != lp.iv.ptr && !made.contains(&(x.ptr as usize))));
    }
    Some(out)
}

/// Rewrites the loop, pipelining `loads` (its first ones); returns the
/// bytes of its rings. With `split` (the kernel's entry block and the ops
/// to hoist there) a producer warpgroup issues the copies
/// (`warp_specialize`).
fn rewrite(
    lp: &PipeLoop,
    loads: &[MlirOperation],
    rings: Rings,
    threads: i64,
    split: Option<(MlirBlock, &[MlirOperation])>,
) -> i64 {
    if let Some((entry, hoist)) = split {
        warp_specialize::split(entry, lp, loads, &rings, hoist, threads);
    }
    let stages = rings.stages;
    // SAFETY: the preheader branch is live; its context, location and block are read.
    let (ctx, loc, pre_block) = unsafe {
        (
            mlirOperationGetContext(lp.preheader_br),
            mlirOperationGetLocation(lp.preheader_br),
            mlirOperationGetBlock(lp.preheader_br),
        )
    };
    let pre = Builder { ctx, block: pre_block, loc, before: Some(lp.preheader_br) };
    // Decided before the loads are replaced: what else the body does.
    let single = threads > MMA_THREAD && single_issuer(lp, loads, &rings);
    for load in loads.iter().filter(|l| is_gather(**l)) {
        hoist_invariants(lp, *load);
    }
    if rings.empty.is_none() {
        wait(&pre, 0);
    }
    barriers(&pre, lp, &rings, single);
    if rings.late {
        // Iteration 0's copies; each later one follows its stage's reads.
        let zero = pre.const_int(pre.int_type(32), 0);
        for i in 0..loads.len() {
            issue(&pre, lp, &loads[i..=i], &rings.only(i), (lp.init, zero), Reads::Generic);
        }
    } else if rings.empty.is_none() {
        prologue(&pre, lp, loads, &rings);
    }
    // Body: wait for this iteration's tiles, start the one S-1 ahead.
    let first = block_ops(lp.body)[0];
    // SAFETY: `first` is live.
    let body_loc = unsafe { mlirOperationGetLocation(first) };
    let b = Builder { ctx, block: lp.body, loc: body_loc, before: Some(first) };
    let ty = value_type(lp.iv);
    let since = b.op1(arith::SubIOperation::name(), &[lp.iv, lp.init], ty, &[]);
    let k = if lp.step_value == 1 { since } else { b.op1(arith::DivUIOperation::name(), &[since, lp.step], ty, &[]) };
    let read_stage = stage_of(&b, k, stages);
    if !rings.late {
        let ahead = b.op1(arith::AddIOperation::name(), &[k, b.const_int(ty, stages - 1)], ty, &[]);
        let write_stage = stage_of(&b, ahead, stages);
        top_wait(&b, &rings, single);
        let iv_ahead = advance(&b, lp, lp.iv, stages - 1);
        place_copies(&b, lp, loads, &rings, k, (iv_ahead, write_stage), single);
    }
    // Iteration k reads filling k / S of its stage: phase parity (k / S) & 1.
    let parity = {
        let round = b.op1(arith::DivUIOperation::name(), &[k, b.const_int(ty, stages)], ty, &[]);
        let parity = b.op1(arith::AndIOperation::name(), &[round, b.const_int(ty, 1)], ty, &[]);
        to_i32(&b, parity)
    };
    if let (Some(barrier), false) = (rings.barrier, rings.late) {
        let mut attrs = vec![("barrier", typed::i64_attr(ctx, barrier))];
        if single {
            attrs.push(("thread", typed::i64_attr(ctx, MMA_THREAD)));
            if rings.pair {
                attrs.push(("cta_pair", b.unit_attr()));
            }
        }
        b.op(nv_tileas::MbarrierWaitOperation::name(), &[read_stage, parity], &[], &attrs);
    }
    if rings.late {
        late_copies(lp, loads, &rings, read_stage, threads);
    }
    for (i, &load) in loads.iter().enumerate() {
        // SAFETY: `load` is live.
        let at = Builder { ctx, block: lp.body, loc: unsafe { mlirOperationGetLocation(load) }, before: Some(load) };
        if let (Some(barrier), true) = (rings.only(i).barrier, rings.late) {
            let attrs = [("barrier", typed::i64_attr(ctx, barrier))];
            at.op(nv_tileas::MbarrierWaitOperation::name(), &[read_stage, parity], &[], &attrs);
        }
        let mut attrs = vec![
            ("offset", typed::i64_attr(ctx, rings.offsets[i])),
            ("stage_bytes", typed::i64_attr(ctx, rings.sizes[i])),
        ];
        if let Some(a) = get_attr(load, "dim_map") {
            attrs.push(("dim_map", a));
        }
        if let Some(sw) = rings.swizzles[i] {
            attrs.push(("swizzle", at.str_attr(sw)));
        }
        if rings.registers[i] {
            attrs.push(("to_registers", at.unit_attr()));
        }
        if let Some(block) = rings.blocks[i] {
            attrs.push(("block_bytes", typed::i64_attr(ctx, block)));
        }
        attrs.extend(pair::is_marked(load).then(|| ("cta_pair", at.unit_attr())));
        let old = result0(load);
        let new = at.op1(nv_tileas::BufferReadOperation::name(), &[read_stage], value_type(old), &attrs);
        // SAFETY: `new` has the type of `old` and dominates every use of it;
        // `load` has no uses left and is erased once.
        unsafe {
            mlirValueReplaceAllUsesOfWith(old, new);
            mlirOperationDestroy(load);
        }
        let new = if rings.tma[i].is_some() && rings.swizzles[i].is_some() && !rings.registers[i] {
            fold_tf32(new)
        } else {
            new
        };
        fold_convert(new);
    }
    restage(&b, &rings, k, read_stage);
    erase_dead_arith(lp.body);
    rings.total
}

/// The restaging of the B the loop's dot reads (`rings.staging`), before
/// the dot: into buffer `k mod 2`, or over B's stage `read_stage` behind a
/// barrier (every thread has read it before any overwrites it).
fn restage(b: &Builder, rings: &Rings, k: MlirValue, read_stage: MlirValue) {
    match (rings.staging, rings.wgmma) {
        (Some(Staging::Buffers(offset, bytes)), Some(dot)) => {
            let at = Builder { before: Some(dot), ..*b };
            restage_b(&at, dot, stage_of(b, k, 2), (offset, bytes), rings.stages);
        }
        (Some(Staging::InPlace { load, dot }), _) => {
            let at = Builder { before: Some(dot), ..*b };
            wait(&at, rings.stages);
            restage_b(&at, dot, read_stage, (rings.offsets[load], rings.sizes[load]), rings.stages);
        }
        _ => {}
    }
}

/// With one stage a load (`Rings::late`): each load's copy of the next
/// iteration goes right after the last op of the body that reads its
/// stage (the load's uses, `stage_readers`: the reads that replace it are
/// where it is or, folded into a layout conversion, where that is),
/// behind a CTA barrier (every thread done with the stage). Loads whose
/// stages the same op reads last share the barrier. Stages that only
/// tcgen05 dots read, in place, need none: such a dot's MMAs are complete
/// once every thread, the copies' issuer included, has waited for them, and
/// nothing else read the stage (no proxy fence either: `async_reads`).
fn late_copies(lp: &PipeLoop, loads: &[MlirOperation], rings: &Rings, stage: MlirValue, threads: i64) {
    let ops = lp.body_ops();
    let position = |op: MlirOperation| ops.iter().position(|o| o.ptr == op.ptr).unwrap_or(0);
    let mut last: Vec<(usize, usize)> = loads
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let readers = stage_readers(lp.body, result0(*l)).unwrap_or_default();
            (readers.into_iter().chain([*l]).map(position).max().unwrap_or(0), i)
        })
        .collect();
    last.sort_unstable();
    for group in last.chunk_by(|a, b| a.0 == b.0) {
        let reader = ops[group[0].0];
        // SAFETY: `reader` is live and not the body's terminator (`late_loop`).
        let (next, loc, ctx) = unsafe {
            (mlirOperationGetNextInBlock(reader), mlirOperationGetLocation(reader), mlirOperationGetContext(reader))
        };
        let b = Builder { ctx, block: lp.body, loc, before: Some(next) };
        let mma_only = group.iter().all(|&(_, i)| {
            rings.swizzles[i].is_some() && !rings.registers[i] && read_by_tcgen05_only(lp, loads[i], threads)
        });
        if !mma_only {
            wait(&b, 0);
        }
        let iv_next = advance(&b, lp, lp.iv, 1);
        for &(_, i) in group {
            issue(
                &b,
                lp,
                &loads[i..=i],
                &rings.only(i),
                (iv_next, stage),
                if mma_only { Reads::Async } else { Reads::Generic },
            );
        }
    }
}

/// Whether the stage of `load` is read by tcgen05 dots alone (through
/// views and tf32 conversions), each waiting for its MMAs (no asynchronous
/// form: `nv_tileas.commit_barrier` is only set on K loops of two stages or
/// more).
fn read_by_tcgen05_only(lp: &PipeLoop, load: MlirOperation, threads: i64) -> bool {
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    let through = |op: MlirOperation| op_name(op) == nv_tileaa::ViewOperation::name() || is_tf32_convert(op);
    stage_readers(lp.body, result0(load)).is_some_and(|readers| {
        readers.into_iter().filter(|r| !through(*r)).all(|r| {
            op_name(r) == nv_tileaa::DotOperation::name()
                && matches!(
                    dot_plan(r, threads, crate::conversion::tileas_to_llvm::mma::plan_fits),
                    Some(DotPlan::Umma(_))
                )
        })
    })
}

/// Where iteration k's copies S-1 ahead go (`b` at the top of the body):
/// after an asynchronous dot, behind the wait that frees the stage they
/// overwrite, else at the top; in a warp-specialized loop the producer
/// issues them, and the compute threads hand the stage back instead.
fn place_copies(
    b: &Builder,
    lp: &PipeLoop,
    loads: &[MlirOperation],
    rings: &Rings,
    k: MlirValue,
    (iv_ahead, write_stage): (MlirValue, MlirValue),
    single: bool,
) {
    let (ctx, stages) = (b.ctx, rings.stages);
    // The copies S-1 ahead go after an asynchronous dot (behind the wait
    // that frees the stage they overwrite), else at the top.
    let after_dot = |dot: MlirOperation| {
        // SAFETY: `dot` is live and not the body's terminator, so an op follows it.
        let (next, dot_loc) = unsafe { (mlirOperationGetNextInBlock(dot), mlirOperationGetLocation(dot)) };
        Builder { ctx, block: lp.body, loc: dot_loc, before: Some(next) }
    };
    match (rings.wgmma, rings.commit) {
        // The MMAs of iteration k stay in flight; once every warp knows
        // those of k-1 done (wgmma.wait_group 1, then the CTA barrier), the
        // copies overwrite the stage k-1 read. Only the MMAs (the async
        // proxy) read the stages, no proxy fence, unless the threads read a
        // stage into registers (a restaged B, `restage_b`).
        (Some(dot), _) => {
            set_attr(dot, typed::TILEAS_WGMMA_PENDING_ATTR, typed::i64_attr(ctx, 1));
            let after = after_dot(dot);
            if let Some(empty) = rings.empty {
                // A restaged B's buffer (k+1) mod 2 is rewritten next: every
                // warp's MMAs of k-1 must be retired first (the barrier).
                // Restaged in place, the stage rewritten next was last read
                // by the MMAs of k+1-S, retired before its hand-back.
                if matches!(rings.staging, Some(Staging::Buffers(..))) {
                    wait(&after, 0);
                }
                warp_specialize::hand_back(&after, k, write_stage, empty, rings.cluster);
            } else {
                // A barrier; cp.async groups were waited for at the top.
                wait(&after, if rings.has_cp_async() { stages - 2 } else { 0 });
                let reads = if rings.registers.iter().any(|r| *r) { Reads::Generic } else { Reads::Async };
                issue(&after, lp, loads, rings, (iv_ahead, write_stage), reads);
            }
        }
        // tcgen05: the copies wait for the MMAs of iteration k-1 to be done
        // with the stage they overwrite, while those of iteration k queue
        // behind them.
        (None, Some((dot, consumed))) => {
            set_attr(dot, typed::TILEAS_COMMIT_BARRIER_ATTR, typed::i64_attr(ctx, consumed));
            if single {
                set_attr(dot, typed::TILEAS_MMA_THREAD_ATTR, typed::i64_attr(ctx, MMA_THREAD));
            }
            let after = after_dot(dot);
            wait_consumed(&after, k, stages, consumed, single.then_some(PRODUCER_THREAD));
            issue(
                &after,
                lp,
                loads,
                rings,
                (iv_ahead, write_stage),
                if single { Reads::Async } else { Reads::Generic },
            );
        }
        (None, None) => issue(b, lp, loads, rings, (iv_ahead, write_stage), Reads::Generic),
    }
}

/// The wait at the top of the body: for this iteration's cp.async group
/// (the CTA barrier also frees the stage the copies S-1 ahead overwrite),
/// unless only mbarriers are waited for (a single-issuer loop, an
/// asynchronous wgmma dot on TMA stages); with an asynchronous wgmma dot on
/// cp.async stages, fenced for the async proxy, as the MMAs read them in
/// place with no fence and barrier of their own.
fn top_wait(b: &Builder, rings: &Rings, single: bool) {
    let pending = rings.stages - 2;
    if !single && rings.wgmma.is_none() {
        wait(b, pending);
    } else if rings.wgmma.is_some() && rings.has_cp_async() {
        let attrs = [("pending", typed::i64_attr(b.ctx, pending)), ("fence_async", b.unit_attr())];
        b.op(nv_tileas::AsyncWaitOperation::name(), &[], &[], &attrs);
    }
}

/// The stages' mbarriers (full, then consumed; contiguous, `Rings::place`):
/// one init before the prologue and one inval on the exit edge for all,
/// where an asynchronous dot's last MMAs are waited for first.
fn barriers(pre: &Builder, lp: &PipeLoop, rings: &Rings, single: bool) {
    let (ctx, stages) = (pre.ctx, rings.stages);
    if let Some(first) = rings.barrier.or(rings.commit.map(|(_, c)| c)) {
        let exit = split_exit(lp);
        if let Some((_, consumed)) = rings.commit {
            // The MMAs of the last iteration are done before the
            // accumulator is read (n iterations: the wait the body's
            // iteration n would make).
            let ty = value_type(lp.iv);
            let since = exit.op1(arith::SubIOperation::name(), &[lp.iv, lp.init], ty, &[]);
            let n = if lp.step_value == 1 {
                since
            } else {
                exit.op1(arith::DivUIOperation::name(), &[since, lp.step], ty, &[])
            };
            if single {
                // The other threads are past the loop before the producer
                // and the MMA thread are: a CTA barrier first, so that the
                // phase they wait for is the barrier's current one (the
                // producer has waited for every earlier one).
                wait(&exit, 0);
            }
            wait_consumed(&exit, n, stages, consumed, None);
        }
        if let Some(dot) = rings.wgmma {
            wgmma_exit(&exit, lp, dot);
        }
        let attrs = [("barrier", typed::i64_attr(ctx, first)), ("count", typed::i64_attr(ctx, rings.barrier_count()))];
        // A warp-specialized loop's mbarriers are initialised in the entry
        // block, before the split (`warp_specialize::split`).
        if rings.empty.is_none() {
            pre.op(nv_tileas::MbarrierInitOperation::name(), &[], &[], &attrs);
            if rings.pair {
                // The odd CTA's copies complete on the even CTA's mbarriers.
                pre.op(nv_tileas::ClusterBarrierOperation::name(), &[], &[], &[]);
            }
        }
        if rings.cluster > 1 {
            // No peer arrives on, or copies into, this CTA's stages any more.
            exit.op(nv_tileas::ClusterBarrierOperation::name(), &[], &[], &[]);
        }
        exit.op(nv_tileas::MbarrierInvalOperation::name(), &[], &[], &attrs);
        if let Some(empty) = rings.empty {
            let attrs = [("barrier", typed::i64_attr(ctx, empty)), ("count", typed::i64_attr(ctx, stages))];
            exit.op(nv_tileas::MbarrierInvalOperation::name(), &[], &[], &attrs);
        }
    } else if let Some(dot) = rings.wgmma {
        // cp.async stages alone: no mbarriers, but the MMAs still in flight.
        wgmma_exit(&split_exit(lp), lp, dot);
    }
}

/// On the exit edge of a loop whose wgmma dot keeps MMAs in flight: wait
/// for all of them, passing the accumulator (the dot's header argument)
/// through the wait, so that what reads it after the loop reads the wait's
/// result (the lowering keeps that after `wgmma.wait_group 0`).
fn wgmma_exit(exit: &Builder, lp: &PipeLoop, dot: MlirOperation) {
    let ctx = exit.ctx;
    let header = defining_block(lp.iv);
    let acc = operands(dot)[2];
    // The header may hand the accumulator to the exit as a block argument.
    let Some(&cond_br) = block_ops(header).last() else { return };
    let forwarded: Vec<usize> =
        branch_edges(cond_br)[1].1.iter().enumerate().filter(|(_, v)| v.ptr == acc.ptr).map(|(i, _)| i).collect();
    let attrs = [("pending", typed::i64_attr(ctx, 0)), (typed::TILEAS_WGMMA_WAIT_ATTR, typed::i64_attr(ctx, 0))];
    let wait = exit.op(nv_tileas::AsyncWaitOperation::name(), &[acc], &[value_type(acc)], &attrs);
    let fenced = result0(wait);
    let inside = |user: MlirOperation| {
        let blk = block_of(user);
        blk.ptr == header.ptr || blk.ptr == lp.body.ptr || user.ptr == wait.ptr
    };
    for (user, index) in uses(acc) {
        if !inside(user) {
            // SAFETY: `user` is live and `index` one of its operands; the
            // wait's result has the accumulator's type and dominates it.
            unsafe { mlirOperationSetOperand(user, index as isize, fenced) };
        }
    }
    for i in forwarded {
        let arg = block_args(exit.block)[i];
        for (user, index) in uses(arg) {
            // SAFETY: as above (the split block's forwarding branch).
            unsafe { mlirOperationSetOperand(user, index as isize, fenced) };
        }
    }
}

/// `x` (an integer of the induction variable's type) as an i32.
fn to_i32(b: &Builder, x: MlirValue) -> MlirValue {
    match typed::int_width(value_type(x)) {
        Some(32) => x,
        Some(w) if w > 32 => b.op1(arith::TruncIOperation::name(), &[x], b.int_type(32), &[]),
        _ => b.op1(arith::ExtUIOperation::name(), &[x], b.int_type(32), &[]),
    }
}

/// Waits (before iteration `k`'s copies S-1 ahead) until the MMAs of
/// iteration k-1 have read their stage, (k+S-1) mod S: the phase of its
/// "consumed" mbarrier (at byte `consumed`) that their commit completes,
/// parity ((k-1) / S) & 1, written ((k+S-1) / S + 1) & 1 so that k = 0
/// waits for the phase before the first, which a fresh mbarrier counts as
/// complete.
fn wait_consumed(b: &Builder, k: MlirValue, stages: i64, consumed: i64, thread: Option<i64>) {
    let ty = value_type(k);
    let back = b.op1(arith::AddIOperation::name(), &[k, b.const_int(ty, stages - 1)], ty, &[]);
    let stage = stage_of(b, back, stages);
    let round = b.op1(arith::DivUIOperation::name(), &[back, b.const_int(ty, stages)], ty, &[]);
    let round = b.op1(arith::AddIOperation::name(), &[round, b.const_int(ty, 1)], ty, &[]);
    let parity = b.op1(arith::AndIOperation::name(), &[round, b.const_int(ty, 1)], ty, &[]);
    let mut attrs = vec![("barrier", typed::i64_attr(b.ctx, consumed))];
    if let Some(t) = thread {
        attrs.push(("thread", typed::i64_attr(b.ctx, t)));
    }
    b.op(nv_tileas::MbarrierWaitOperation::name(), &[stage, to_i32(b, parity)], &[], &attrs);
}

/// Whether the loop's work is two threads' alone once pipelined (module
/// doc, "single issuer"): an asynchronous tcgen05 dot whose loop's loads are all
/// TMA copies of its operands, and besides them only scalar `arith`, views
/// and tf32 conversions of the operands. The other threads then only
/// follow the loop's branches: no stage waits, no CTA barriers.
fn single_issuer(lp: &PipeLoop, loads: &[MlirOperation], rings: &Rings) -> bool {
    let Some((dot, _)) = rings.commit else { return false };
    // Every load a TMA copy read in place by the dot: a stage read into
    // registers would be read by threads that did not wait for it.
    let in_place = (0..loads.len()).all(|i| rings.swizzles[i].is_some() && !rings.registers[i]);
    if loads.len() != lp.loads.len() || rings.tma.iter().any(Option::is_none) || !in_place {
        return false;
    }
    let ops = lp.body_ops();
    let Some((&latch, body)) = ops.split_last() else { return false };
    let scalar = |op: MlirOperation| results(op).into_iter().all(|r| !typed::is_shaped(value_type(r)));
    op_name(latch) == cf::BranchOperation::name()
        && body.iter().all(|&op| {
            let name = op_name(op);
            op.ptr == dot.ptr
                || loads.iter().any(|l| l.ptr == op.ptr)
                || name == nv_tileaa::ViewOperation::name()
                || is_tf32_convert(op)
                || (is_dialect_op(&name, arith::AddIOperation::name()) && scalar(op))
        })
}

/// A block of its own on the loop's exit edge (the header's false branch),
/// for what runs once the loop is done; returns a builder before its
/// branch to the old exit.
fn split_exit(lp: &PipeLoop) -> Builder {
    let header = defining_block(lp.iv);
    let Some(&cond_br) = block_ops(header).last() else { unreachable!("a matched loop header has its cond_br") };
    let (exit, _) = branch_edges(cond_br)[1].clone();
    // SAFETY: `cond_br` is live; its context and location are read.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(cond_br), mlirOperationGetLocation(cond_br)) };
    let types: Vec<MlirType> = block_args(exit).into_iter().map(value_type).collect();
    let split = new_block(&types, loc);
    // SAFETY: the fresh block goes into the header's region once, after the
    // header; the cond_br's false successor (index 1) becomes it, with the
    // same operands, which it forwards to the old exit.
    unsafe {
        mlirRegionInsertOwnedBlockAfter(mlirBlockGetParentRegion(header), header, split);
        mlirOperationSetSuccessor(cond_br, 1, split);
    }
    let b = Builder::at_end(ctx, split, loc);
    let br = b.op_full(cf::BranchOperation::name(), &block_args(split), &[], &[], Vec::new(), &[exit]);
    Builder { ctx, block: split, loc, before: Some(br) }
}

/// Erases `arith` and other pure ops of `block` with results, none used
/// (the original loads' index and pointer computations), last first.
fn erase_dead_arith(block: MlirBlock) {
    loop {
        let dead: Vec<MlirOperation> = block_ops(block)
            .into_iter()
            .filter(|op| {
                // SAFETY: `op` is live.
                is_dialect_op(&op_name(*op), arith::AddIOperation::name())
                    || unsafe { tileas_sys::tileasOperationIsPure(*op) && mlirOperationGetNumRegions(*op) == 0 }
            })
            .filter(|op| !results(*op).is_empty() && !results(*op).into_iter().any(has_uses))
            .collect();
        if dead.is_empty() {
            return;
        }
        for op in dead.into_iter().rev() {
            // SAFETY: `op` has no uses and is erased once.
            unsafe { mlirOperationDestroy(op) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::latency_stages;

    #[test]
    fn latency_stages_follow_the_hint() {
        // matmul_f16 at sm_100 (7 stages fit): NVIDIA's 4, 5, (6.5) and 7.
        let f16: Vec<i64> = (1..=5).map(|l| latency_stages(7, l)).collect();
        assert_eq!(f16, [4, 5, 6, 7, 7]);
        // matmul_int8 (14 fit): NVIDIA's about 7, 8, 10, 10.5, 13.5.
        let int8: Vec<i64> = (1..=5).map(|l| latency_stages(14, l)).collect();
        assert_eq!(int8, [7, 9, 11, 13, 14]);
        // Never below two stages, never above what fits.
        assert_eq!(latency_stages(2, 1), 2);
        assert_eq!(latency_stages(1, 1), 1);
        assert_eq!(latency_stages(3, 10), 3);
    }
}
