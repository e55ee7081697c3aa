//! TMA ring stages (sm_90+): `async_load` with a `barrier` as bulk tensor
//! copies, and the stages' mbarriers (`mbarrier_init`, `mbarrier_inval`,
//! `mbarrier_expect`, `mbarrier_wait`).
//!
//! The tensor maps are hidden kernel parameters, one per distinct (memref,
//! box, swizzle) of the kernel's TMA loads, appended after the user
//! parameters as `.param .align 64 .b8 p[128]` (`ptr byval([128 x i8])
//! align 64`, a grid constant, so the copy reads the parameter in place).
//! The host module fills them when the kernel's arguments change; the
//! kernel's `nv_tileas.tma_descriptors` tells the driver how (the view's
//! parameters, the box, the swizzle; docs/design/tma-descriptors.md).
//!
//! A map whose view the host cannot describe (the pointer, a shape or a
//! stride computed by the kernel; only where `tileas-pipeline-loads`
//! allowed it, `nv_tileas.device_tensor_maps`) the kernel builds itself, as
//! NVIDIA's tileiras 13.5 does at sm_90: where its memref is made, thread 0
//! writes the descriptor (the host module's encoding, evaluated on the
//! view's values) into its slot of the device TMA workspace, a hidden
//! global pointer parameter after the others that the host module fills
//! (`nv_tileas.tma_workspace`), and fences it for the tensormap proxy. The
//! slot of the k-th such map is NVIDIA's: byte `(smid + k * nsmid) * 8 KiB +
//! warpid * 128` of the workspace, so warps resident on one SM at once never
//! share one.
//!
//! Thread 0 issues everything (the expect-tx arrival, then the boxes); all
//! threads wait on the stage's mbarrier for the phase of the filling they
//! read (one thread alone for a wait with `thread`).

use super::agents::WARP;
use super::async_copy::int_attr;
use super::memory;
use super::umma::nvvm as call;
use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::nv_tileas::tma::{self, Source, TmaCopy};
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, func, llvm};
use mlir_sys::*;
use tileas_dialects::nvvm;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_host_abi::tma::{BinOp, Operand, ParamRef, Pred, Swizzle, TermBuilder, TmaElem, TmaSpec};

/// The kernel attribute that lists the tensor maps for the driver.
pub const TMA_DESCRIPTORS_ATTR: &str = typed::TILEAS_TMA_DESCRIPTORS_ATTR;

/// Lowers `op` if it is one of this file's; `Ok(false)` otherwise.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    if name == nv_tileas::MbarrierInitOperation::name() {
        let t0 = thread0(cx);
        let saved = cx.b;
        cx.b = cx.b.if_then(t0);
        let arrivals = get_attr(op, "arrivals").and_then(typed::int_value).unwrap_or(1);
        for i in 0..int_attr(op, "count") {
            let mbar = barrier_at(cx, op, cx.b.const_int(cx.b.int_type(32), i))?;
            call(cx, "mbarrier.init.shared", &[mbar, cx.b.const_int(cx.b.int_type(32), arrivals)]);
        }
        cx.b = saved;
        // One fence and barrier after a run of initialisations (a cluster
        // barrier that follows is one for the CTA too).
        if !next_is(op, nv_tileas::MbarrierInitOperation::name()) {
            call(cx, "fence.mbarrier_init.release.cluster", &[]);
            if !next_is(op, nv_tileas::ClusterBarrierOperation::name()) {
                cx.barrier();
            }
        }
    } else if name == nv_tileas::MbarrierInvalOperation::name() {
        // A run of invalidations (full and empty mbarriers) after one barrier.
        let mut run = vec![op];
        while let Some(&last) = run.last() {
            // SAFETY: `last` is live; only its neighbour is read.
            let next = unsafe { mlirOperationGetNextInBlock(last) };
            if !next_is(last, nv_tileas::MbarrierInvalOperation::name()) {
                break;
            }
            cx.lowered.insert(next.ptr as usize);
            run.push(next);
        }
        if let Some(wait) = later_wait(cx, &run) {
            cx.deferred_invals.entry(wait.ptr as usize).or_default().extend(run);
            return Ok(true);
        }
        if !prev_is(op, nv_tileas::ClusterBarrierOperation::name()) {
            cx.barrier();
        }
        invalidate(cx, &run)?;
    } else if name == nv_tileas::MbarrierExpectOperation::name() {
        let ops = operands(op);
        let (stage, pred) = (cx.slots(ops[0])[0], cx.slots(ops[1])[0]);
        let mbar = barrier_at(cx, op, stage)?;
        let go = issuer(cx, pred);
        let saved = cx.b;
        cx.b = cx.b.if_then(go);
        let bytes = cx.b.const_int(cx.b.int_type(32), int_attr(op, "bytes"));
        let name = typed::nvvm_intrinsic("mbarrier.arrive.expect.tx.scope.cta.space.cta");
        cx.b.call_intrinsic(&name, &[mbar, bytes], cx.b.int_type(64));
        cx.b = saved;
    } else if name == nv_tileas::MbarrierArriveOperation::name() {
        let ops = operands(op);
        let (stage, pred) = (cx.slots(ops[0])[0], cx.slots(ops[1])[0]);
        let mbar = barrier_at(cx, op, stage)?;
        match get_attr(op, "cluster").and_then(typed::int_value) {
            Some(n) => {
                on_cluster(op, n, "hands stages back to")?;
                arrive_cluster(cx, mbar, pred, n);
            }
            None => {
                let saved = cx.b;
                cx.b = cx.b.if_then(pred);
                cx.b.call_intrinsic(&typed::nvvm_intrinsic("mbarrier.arrive.shared"), &[mbar], cx.b.int_type(64));
                cx.b = saved;
            }
        }
    } else if name == nv_tileas::ClusterBarrierOperation::name() {
        call(cx, "barrier.cluster.arrive", &[]);
        if get_attr(op, "arrive_only").is_none() {
            call(cx, "barrier.cluster.wait", &[]);
        }
    } else if name == nv_tileas::AsyncStoreOperation::name() {
        async_store(cx, op)?;
    } else if name == nv_tileas::MbarrierWaitOperation::name() {
        let ops = operands(op);
        let (stage, parity) = (cx.slots(ops[0])[0], cx.slots(ops[1])[0]);
        let mbar = barrier_at(cx, op, stage)?;
        if let Some(t) = get_attr(op, "thread").and_then(typed::int_value) {
            if !(0..cx.num_threads).contains(&t) {
                let n = cx.num_threads;
                emit_op_error(op, &format!("thread {t} is not one of the kernel's {n} threads"));
                return Err(PassFailed);
            }
            let mut me = cx.b.cmpi(typed::ICmpPredicate::Eq, cx.tid, cx.b.const_int(cx.b.int_type(32), t));
            if get_attr(op, "cta_pair").is_some() {
                // Only the even CTA of the pair waits (and issues the MMAs).
                on_pair(cx, op)?;
                let even = on_even_cta(cx, even_rank(cx));
                me = cx.b.op1(arith::AndIOperation::name(), &[me, even], cx.b.int_type(1), &[]);
            }
            let saved = cx.b;
            cx.b = cx.b.if_then(me);
            super::umma::spin_wait(cx, mbar, parity);
            cx.b = saved;
        } else {
            super::umma::spin_wait(cx, mbar, parity);
        }
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// `mbarrier_arrive {cluster = n}`: when `pred` holds, lane j < n of the
/// warp arrives once on the mbarrier at the same place in the CTA of
/// cluster rank j (`mapa`; release at cluster scope, so the peer's copy
/// into the stage comes after this CTA's reads of it).
fn arrive_cluster(cx: &mut Lowering, mbar: MlirValue, pred: MlirValue, n: i64) {
    let (i1, i32t) = (cx.b.int_type(1), cx.b.int_type(32));
    let lane = cx.b.op1(arith::AndIOperation::name(), &[cx.tid, cx.b.const_int(i32t, WARP - 1)], i32t, &[]);
    let signals = cx.b.cmpi(typed::ICmpPredicate::Ult, lane, cx.b.const_int(i32t, n));
    let go = cx.b.op1(arith::AndIOperation::name(), &[signals, pred], i1, &[]);
    let saved = cx.b;
    cx.b = cx.b.if_then(go);
    let remote = cx.b.call_intrinsic(&typed::nvvm_intrinsic("mapa.shared.cluster"), &[mbar, lane], cx.b.ptr_type(7));
    call(cx, "mbarrier.arrive.scope.cluster.space.cluster", &[remote, cx.b.const_int(i32t, 1)]);
    cx.b = saved;
}

/// Reports `op` (which `what` n CTAs of a cluster) in a kernel whose
/// clusters (`nv_tileas.cluster_ctas`) have fewer CTAs: the ranks it names
/// would not exist at run time.
fn on_cluster(op: MlirOperation, n: i64, what: &str) -> Result<(), PassFailed> {
    let have = typed::cluster_ctas(op);
    if have < n {
        emit_op_error(
            op,
            &format!("{what} {n} CTAs, but the kernel runs on clusters of {have} ('nv_tileas.cluster_ctas')"),
        );
        return Err(PassFailed);
    }
    Ok(())
}

/// Whether the op after `op` in its block is a `name` op.
fn next_is(op: MlirOperation, name: &str) -> bool {
    // SAFETY: `op` is live; only its neighbour is read.
    let next = unsafe { mlirOperationGetNextInBlock(op) };
    !next.ptr.is_null() && op_name(next) == name
}

/// Thread 0 invalidates the mbarriers of the `mbarrier_inval` ops `run`;
/// every thread is past a CTA barrier after its last wait on them.
pub(super) fn invalidate(cx: &mut Lowering, run: &[MlirOperation]) -> Result<(), PassFailed> {
    let t0 = thread0(cx);
    let saved = cx.b;
    cx.b = cx.b.if_then(t0);
    for &inval in run {
        for i in 0..int_attr(inval, "count") {
            let mbar = barrier_at(cx, inval, cx.b.const_int(cx.b.int_type(32), i))?;
            call(cx, "mbarrier.inval.shared", &[mbar]);
        }
    }
    cx.b = saved;
    Ok(())
}

/// The `async_wait` later in the block of the invalidations `run` whose
/// CTA barrier can be theirs too, so the invalidation needs no barrier of
/// its own (softmax_rows_f32: one `bar.sync` fewer): between them only ops
/// that touch no shared memory (`register_only`), reductions and views,
/// which reach it only through the scratch and the broadcast buffer, both
/// apart from the mbarriers (the scratch may live in the ring region:
/// checked). Not in a kernel with warp agents (named barriers, two sides).
fn later_wait(cx: &Lowering, run: &[MlirOperation]) -> Option<MlirOperation> {
    let (first, last) = (*run.first()?, *run.last()?);
    if cx.agents.is_some() || prev_is(first, nv_tileas::ClusterBarrierOperation::name()) {
        return None;
    }
    let apart = |inval: &MlirOperation| {
        let (from, to) = (int_attr(*inval, "barrier"), int_attr(*inval, "barrier") + 8 * int_attr(*inval, "count"));
        cx.smem_in_pipe.is_none_or(|o| o + cx.smem_bytes <= from || to <= o)
    };
    if !run.iter().all(apart) {
        return None;
    }
    let passes = |o: MlirOperation| {
        let name = op_name(o);
        super::async_copy::register_only(o)
            || [
                nv_tileaa::ReduceOperation::name(),
                nv_tileaa::ViewOperation::name(),
                nv_tileaa::BroadcastOperation::name(),
            ]
            .contains(&name.as_str())
    };
    let ops = block_ops(block_of(last));
    let mut after = ops.into_iter().skip_while(|o| o.ptr != last.ptr).skip(1);
    after.find(|o| !passes(*o)).filter(|o| op_name(*o) == nv_tileas::AsyncWaitOperation::name())
}

/// Whether the op before `op` in its block is a `name` op.
fn prev_is(op: MlirOperation, name: &str) -> bool {
    let ops = block_ops(block_of(op));
    let at = ops.iter().position(|o| o.ptr == op.ptr);
    at.and_then(|i| i.checked_sub(1)).is_some_and(|i| op_name(ops[i]) == name)
}

fn thread0(cx: &Lowering) -> MlirValue {
    cx.b.cmpi(typed::ICmpPredicate::Eq, cx.tid, cx.b.const_int(cx.b.int_type(32), 0))
}

/// Thread 0, when `pred` holds.
fn issuer(cx: &Lowering, pred: MlirValue) -> MlirValue {
    let i1 = cx.b.int_type(1);
    cx.b.op1(arith::AndIOperation::name(), &[thread0(cx), pred], i1, &[])
}

/// The mbarrier of stage `stage` (i32): byte `barrier + 8 * stage` of the
/// ring region.
fn barrier_at(cx: &Lowering, op: MlirOperation, stage: MlirValue) -> Result<MlirValue, PassFailed> {
    let Some(pipe) = cx.pipe else {
        emit_op_error(op, "needs the kernel's ring-buffer region ('nv_tileas.pipeline_bytes')");
        return Err(PassFailed);
    };
    let barrier = int_attr(op, "barrier");
    let count = get_attr(op, "count").and_then(typed::int_value).unwrap_or(1);
    if barrier + 8 * count > cx.pipe_bytes {
        emit_op_error(op, &format!("mbarrier at byte {barrier} is outside the {}-byte ring region", cx.pipe_bytes));
        return Err(PassFailed);
    }
    Ok(ring_mbarrier(cx, pipe, barrier, stage))
}

/// The mbarrier of stage `stage` (i32) of the stages' barriers at byte
/// `barrier` of the ring region `pipe`.
pub(super) fn ring_mbarrier(cx: &Lowering, pipe: MlirValue, barrier: i64, stage: MlirValue) -> MlirValue {
    let i32t = cx.b.int_type(32);
    let scaled = cx.b.op1(arith::MulIOperation::name(), &[stage, cx.b.const_int(i32t, 8)], i32t, &[]);
    let o = cx.b.op1(arith::AddIOperation::name(), &[scaled, cx.b.const_int(i32t, barrier)], i32t, &[]);
    cx.b.gep(pipe, &[GepIndex::Value(o)], cx.b.int_type(8), cx.b.ptr_type(3))
}

/// The TMA copy an `async_load` with a `barrier` is.
pub fn plan_of(op: MlirOperation) -> Option<TmaCopy> {
    let tile = get_attr(op, "tile").and_then(typed::type_attr_value)?;
    let (shape, elem) = (typed::static_shape(tile)?, typed::element_type(tile)?);
    let dim_map = super::async_copy::dim_map_of(op, shape.len());
    let swizzle = get_attr(op, "swizzle").and_then(typed::str_value);
    // The pass's choice for stores (`tileas-pipeline-loads`, `store_copy`).
    let store = op_name(op) == nv_tileas::AsyncStoreOperation::name() || map_only(op);
    let row_bytes = shape.last().copied().unwrap_or(1) * storage_bytes(elem);
    let dir = match (store, get_attr(op, typed::FENCE_GLOBAL_ATTR).is_some()) {
        (false, _) => tma::Direction::Load,
        (true, false) => tma::Direction::Store,
        (true, true) => tma::Direction::FencedStore,
    };
    let rows = get_attr(op, "box_rows")
        .and_then(typed::int_value)
        .unwrap_or_else(|| tma::default_rows(op, dir, swizzle.as_deref(), storage_bytes(elem), row_bytes));
    let mut copy =
        tma::plan(operands(op)[0], &shape, elem, &dim_map, get_attr(op, "padding"), swizzle.as_deref(), rows)?;
    if get_attr(op, "tf32").is_some() && copy.elem == "f32" {
        copy.elem = "tf32";
    }
    if store {
        copy.store = Some(op.ptr as usize);
    }
    // The stage layout the pass chose is the one the boxes write.
    let block = get_attr(op, "block_bytes").and_then(typed::int_value);
    (copy.block_bytes == block).then_some(copy)
}

/// A tile store that keeps its tensor map but stores from its registers
/// (`typed::TILEAS_TMA_MAP_ONLY_ATTR`).
fn map_only(op: MlirOperation) -> bool {
    op_name(op) == nv_tileas::TiledStoreOperation::name() && get_attr(op, typed::TILEAS_TMA_MAP_ONLY_ATTR).is_some()
}

/// The tensor map of a TMA copy of the kernel (`collect` made them all).
fn map_of(cx: &Lowering, op: MlirOperation) -> Result<(TmaCopy, MlirValue), PassFailed> {
    let Some(copy) = plan_of(op) else {
        emit_op_error(op, "cannot be a TMA copy (see the kernel's tensor maps)");
        return Err(PassFailed);
    };
    let Some(index) = cx.tma_maps.iter().position(|m| m.same_map(&copy)) else {
        emit_op_error(op, "internal error: a TMA copy without its tensor map");
        return Err(PassFailed);
    };
    let Some(Some(address)) = cx.tma_addr.get(index).copied() else {
        emit_op_error(op, "internal error: a TMA copy before its device-built tensor map");
        return Err(PassFailed);
    };
    Ok((copy, address))
}

/// The coordinates (i32, innermost first) of a box at `start` (tensor-map
/// dimensions, `perm`) from `origin` (memref dimensions).
fn box_coords(cx: &Lowering, origin: &[MlirValue], start: &[i64], perm: &[usize]) -> Vec<MlirValue> {
    let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
    (0..origin.len())
        .rev()
        .map(|d| {
            let o = origin[perm[d]];
            let at = cx.b.op1(arith::AddIOperation::name(), &[o, cx.b.const_int(i64t, start[d])], i64t, &[]);
            cx.b.op1(arith::TruncIOperation::name(), &[at], i32t, &[])
        })
        .collect()
}

/// `async_store`: the CTA synchronises after its writes into the stage
/// (with `fence_global`, after a global proxy fence that orders the TMA
/// unit's writes after the CTA's earlier generic global accesses, as
/// NVIDIA's tileiras fences its TMA stores after atomics); thread 0 stores
/// the boxes with TMA (out-of-bounds elements are not written) and waits
/// until they are done (their completion makes them visible to the generic
/// proxy); the CTA synchronises again, so the stage can be written again,
/// unless only ops that keep to registers follow before the kernel returns
/// (`last_contact`).
fn async_store(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let (copy, tmap) = map_of(cx, op)?;
    let rank = copy.dims.len();
    let origin = memory::origin_i64(cx, &ops[1..1 + rank]);
    let stage = cx.slots(ops[1 + rank])[0];
    let base = super::async_copy::stage_base(cx, op, stage)?;
    // The generic-proxy writes into the stage, seen by the TMA unit.
    call(cx, "fence.proxy.async.shared_cta", &[]);
    if get_attr(op, typed::FENCE_GLOBAL_ATTR).is_some() {
        call(cx, "fence.proxy.async.global", &[]);
    }
    cx.barrier();
    let t0 = thread0(cx);
    let saved = cx.b;
    cx.b = cx.b.if_then(t0);
    let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
    for bx in &copy.boxes {
        let o = cx.b.const_int(i32t, bx.smem);
        let src = cx.b.gep(base, &[GepIndex::Value(o)], cx.b.int_type(8), cx.b.ptr_type(3));
        let mut args = vec![src, tmap];
        args.extend(box_coords(cx, &origin, &bx.start, &copy.perm));
        args.push(cx.b.const_int(i64t, 0));
        args.push(cx.b.const_int(cx.b.int_type(1), 0));
        call(cx, &format!("cp.async.bulk.tensor.s2g.tile.{rank}d"), &args);
    }
    call(cx, "cp.async.bulk.commit.group", &[]);
    call(cx, "cp.async.bulk.wait.group", &[cx.b.const_int(i32t, 0)]);
    cx.b = saved;
    if !last_contact(cx, op) {
        cx.barrier();
    }
    Ok(())
}

/// Whether nothing after `op` touches shared memory before the kernel
/// returns: the rest of its block keeps to registers and ends in the
/// return, in a kernel whose lowering adds no shared-memory work at its
/// exit (no tcgen05 slots or TMEM pool, no warp agents). Thread 0 waits for
/// its stores before it leaves; the other threads may leave at once (the
/// CTA's shared memory lives until its last thread exits).
fn last_contact(cx: &Lowering, op: MlirOperation) -> bool {
    if cx.tc.is_some() || cx.tmem_pool.is_some() || cx.agents.is_some() {
        return false;
    }
    let ops = block_ops(block_of(op));
    let after: Vec<MlirOperation> = ops.into_iter().skip_while(|o| o.ptr != op.ptr).skip(1).collect();
    match after.split_last() {
        Some((last, rest)) => {
            op_name(*last) == func::ReturnOperation::name() && rest.iter().all(|o| super::async_copy::register_only(*o))
        }
        None => false,
    }
}

/// The kernel's tensor maps: one per distinct map its TMA loads use, in
/// program order. Reports a load that cannot be a TMA copy.
pub fn collect(func: MlirOperation, blocks: &[MlirBlock]) -> Result<Vec<TmaCopy>, PassFailed> {
    let mut maps: Vec<TmaCopy> = Vec::new();
    for op in blocks.iter().flat_map(|b| block_ops(*b)) {
        let load = op_name(op) == nv_tileas::AsyncLoadOperation::name() && get_attr(op, "barrier").is_some();
        if !load && op_name(op) != nv_tileas::AsyncStoreOperation::name() && !map_only(op) {
            continue;
        }
        if typed::compute_capability(func).is_none_or(|cc| cc < 90) {
            emit_op_error(op, "a TMA copy needs sm_90 or newer ('nv_tileas.compute_capability')");
            return Err(PassFailed);
        }
        let Some(copy) = plan_of(op) else {
            emit_op_error(
                op,
                "cannot be a TMA copy: the memref must be a make_memref of kernel parameters and constants (or, in a kernel with 'nv_tileas.device_tensor_maps', of any values), with a 16-byte aligned base and strides and a unit innermost stride, and the tile must fit TMA boxes",
            );
            return Err(PassFailed);
        };
        if !maps.iter().any(|m| m.same_map(&copy)) {
            maps.push(copy);
        }
    }
    if maps.iter().filter(|m| m.on_device()).count() > tma::MAX_DEVICE_MAPS {
        emit_op_error(
            func,
            &format!("builds more than {} tensor maps on the device (the workspace's slots)", tma::MAX_DEVICE_MAPS),
        );
        return Err(PassFailed);
    }
    // Below sm_100 the host module is tileiras 13.5's, which lists the
    // loads' maps first and then the stores' last to first
    // (`matmul_split_k_lock`, `argmax_rows_f32` at sm_90).
    if typed::compute_capability(func).is_some_and(|cc| cc < 100) {
        let (loads, mut stores): (Vec<TmaCopy>, Vec<TmaCopy>) = maps.into_iter().partition(|m| m.store.is_none());
        stores.reverse();
        maps = loads.into_iter().chain(stores).collect();
    }
    Ok(maps)
}

/// `nv_tileas.tma_descriptors`: for each host-built map, its hidden
/// parameter's index and how the host encodes it (`dims`/`strides`: a
/// parameter index, or -1 with the constant in `dims_const`/`strides_const`).
pub fn descriptors_attr(ctx: MlirContext, maps: &[TmaCopy], first_param: usize) -> MlirAttribute {
    let i64a = |v: i64| typed::i64_attr(ctx, v);
    let arg = |s: Source| match s {
        Source::Arg(a) => a as i64,
        Source::Const(_) | Source::Value(_) => -1,
    };
    let split = |srcs: &[Source]| -> (Vec<i64>, Vec<i64>) {
        srcs.iter()
            .map(|s| match *s {
                Source::Const(c) => (-1, c),
                s => (arg(s), 0),
            })
            .unzip()
    };
    let entries: Vec<MlirAttribute> = maps
        .iter()
        .filter(|m| !m.on_device())
        .enumerate()
        .map(|(i, m)| {
            let (dims, dims_const) = split(&m.dims);
            let (strides, strides_const) = split(&m.strides);
            let mut entry = vec![
                ("param", i64a((first_param + i) as i64)),
                ("elem", typed::str_attr(ctx, m.elem)),
                ("address", i64a(arg(m.address))),
                ("dims", typed::dense_i64_array(ctx, &dims)),
                ("dims_const", typed::dense_i64_array(ctx, &dims_const)),
                ("strides", typed::dense_i64_array(ctx, &strides)),
                ("strides_const", typed::dense_i64_array(ctx, &strides_const)),
                ("box", typed::dense_i64_array(ctx, &m.box_dims)),
                ("swizzle", i64a(m.swizzle)),
            ];
            // The 32-byte atoms of a "_32b" stage (word 1 bit 19); 16-byte units otherwise.
            if m.atom32 {
                entry.push(("swizzle_atom", i64a(32)));
            }
            typed::dict_attr(ctx, &entry)
        })
        .collect();
    typed::array_attr(ctx, &entries)
}

/// The argument attributes of a tensor-map parameter: passed by value in
/// the parameter space (128 bytes, 64-byte aligned), read in place.
pub fn param_attrs(ctx: MlirContext) -> MlirAttribute {
    let bytes = typed::llvm_array(typed::int(ctx, 8), 128);
    typed::dict_attr(
        ctx,
        &[
            (typed::LLVM_BYVAL_ATTR, typed::type_attr(bytes)),
            (typed::LLVM_ALIGN_ATTR, typed::i64_attr(ctx, 64)),
            (typed::NVVM_GRID_CONSTANT_ATTR, typed::unit_attr(ctx)),
        ],
    )
}

/// Builds the device-built tensor maps of memref `make` (lowered as `m`)
/// where it is made (see the module documentation) and records each map's
/// address for its copies.
pub fn build_device_maps(cx: &mut Lowering, make: MlirOperation, m: &memory::MemRef) -> Result<(), PassFailed> {
    let memref = result0(make);
    let device: Vec<usize> = (0..cx.tma_maps.len()).filter(|&i| cx.tma_maps[i].on_device()).collect();
    for (k, &i) in device.iter().enumerate() {
        if cx.tma_maps[i].memref.ptr != memref.ptr {
            continue;
        }
        let Some(workspace) = cx.tma_workspace else {
            emit_op_error(make, "internal error: a device-built tensor map without the TMA workspace");
            return Err(PassFailed);
        };
        let Some(words) = device_words(&cx.tma_maps[i]) else {
            emit_op_error(make, "internal error: a device-built tensor map TMA cannot encode");
            return Err(PassFailed);
        };
        let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
        let smid = cx.b.op1(nvvm::SmIdOperation::name(), &[], i32t, &[]);
        let nsmid = cx.b.op1(nvvm::SmDimOperation::name(), &[], i32t, &[]);
        let warp = cx.b.op1(nvvm::WarpIdOperation::name(), &[], i32t, &[]);
        let wide = |v: MlirValue| cx.b.op1(arith::ExtUIOperation::name(), &[v], i64t, &[]);
        let (smid, nsmid, warp) = (wide(smid), wide(nsmid), wide(warp));
        let k_sms = cx.b.op1(arith::MulIOperation::name(), &[nsmid, cx.b.const_int(i64t, k as i64)], i64t, &[]);
        let region = cx.b.op1(arith::AddIOperation::name(), &[smid, k_sms], i64t, &[]);
        let per_map = tileas_host_abi::DEVICE_TMA_MAP_BYTES_PER_SM as i64;
        let region = cx.b.op1(arith::MulIOperation::name(), &[region, cx.b.const_int(i64t, per_map)], i64t, &[]);
        let bytes = tileas_host_abi::DESCRIPTOR_PARAM_BYTES as i64;
        let warp = cx.b.op1(arith::MulIOperation::name(), &[warp, cx.b.const_int(i64t, bytes)], i64t, &[]);
        let offset = cx.b.op1(arith::AddIOperation::name(), &[region, warp], i64t, &[]);
        let i8t = cx.b.int_type(8);
        let slot = cx.b.gep(workspace, &[GepIndex::Value(offset)], i8t, cx.b.ptr_type(1));
        let generic = cx.b.op1(llvm::AddrSpaceCastOperation::name(), &[slot], cx.b.ptr_type(0), &[]);
        // The view's values, named by the encoding's parameter leaves
        // (`device_words`): the address, then the sizes and the strides.
        let mut leaves = vec![cx.b.op1(llvm::PtrToIntOperation::name(), &[m.base], i64t, &[])];
        leaves.extend(m.sizes.iter().chain(&m.strides).copied());
        let t0 = thread0(cx);
        let saved = cx.b;
        cx.b = cx.b.if_then(t0);
        for (w, word) in words.iter().enumerate() {
            let Ok(value) = word.build(&mut DeviceTerms { cx, leaves: &leaves }) else {
                cx.b = saved;
                emit_op_error(make, "internal error: a tensor-map term without its value");
                return Err(PassFailed);
            };
            let at = cx.b.gep(slot, &[GepIndex::Const(8 * w as i32)], i8t, cx.b.ptr_type(1));
            cx.b.store(value, at);
        }
        // The generic-proxy writes, released to and acquired by the
        // tensormap proxy that the copies read the map through.
        call(cx, "fence.proxy.tensormap_generic.release.gpu", &[]);
        call(cx, "fence.proxy.tensormap_generic.acquire.gpu", &[generic, cx.b.const_int(i32t, bytes)]);
        cx.b = saved;
        cx.tma_addr[i] = Some(generic);
    }
    Ok(())
}

/// The 16 words of a device-built map: the host module's encoding
/// (`tileas_host_abi::tma`) with each parameter leaf naming one of the
/// view's values instead of a launch-buffer offset: leaf 0 the address,
/// `1 + d` the size and `1 + rank + d` the stride of memref dimension `d`.
fn device_words(map: &TmaCopy) -> Option<[tileas_host_abi::tma::Word; 16]> {
    let rank = map.perm.len();
    let leaf = |s: Source, at: usize| match s {
        Source::Const(c) => Operand::Const(c as u64),
        Source::Arg(_) | Source::Value(_) => Operand::Param(ParamRef::u64_at(at as u32)),
    };
    let spec = TmaSpec {
        elem: TmaElem::from_name(map.elem)?,
        address: ParamRef::u64_at(0),
        dims: map.dims.iter().zip(&map.perm).map(|(s, &d)| leaf(*s, 1 + d)).collect(),
        strides: map.strides.iter().zip(&map.perm).map(|(s, &d)| leaf(*s, 1 + rank + d)).collect(),
        box_dims: map.box_dims.iter().map(|&b| u32::try_from(b).ok()).collect::<Option<_>>()?,
        swizzle: Swizzle::from_span_in_atoms(map.swizzle, map.atom32)?,
        tf32: map.elem == "tf32",
    };
    spec.words().ok()
}

/// The tensor-map encoding built as i64 arithmetic at the lowering's
/// insertion point, each parameter leaf one of `leaves` (`device_words`).
struct DeviceTerms<'a> {
    cx: &'a Lowering,
    leaves: &'a [MlirValue],
}

impl TermBuilder for DeviceTerms<'_> {
    type Value = MlirValue;
    /// A leaf past the view's values.
    type Error = ();

    fn constant(&mut self, c: u64) -> MlirValue {
        self.cx.b.const_int(self.cx.b.int_type(64), c as i64)
    }

    fn param(&mut self, p: ParamRef) -> Result<MlirValue, ()> {
        self.leaves.get(p.offset as usize).copied().ok_or(())
    }

    fn binary(&mut self, op: BinOp, a: MlirValue, b: MlirValue) -> MlirValue {
        let name = match op {
            BinOp::Add => arith::AddIOperation::name(),
            BinOp::Sub => arith::SubIOperation::name(),
            BinOp::Mul => arith::MulIOperation::name(),
            BinOp::Shl => arith::ShLIOperation::name(),
            BinOp::LShr => arith::ShRUIOperation::name(),
            BinOp::And => arith::AndIOperation::name(),
            BinOp::Or => arith::OrIOperation::name(),
        };
        self.cx.b.op1(name, &[a, b], self.cx.b.int_type(64), &[])
    }

    fn select(
        &mut self,
        pred: Pred,
        lhs: MlirValue,
        rhs: MlirValue,
        then: MlirValue,
        otherwise: MlirValue,
    ) -> MlirValue {
        let predicate = match pred {
            Pred::Ult => typed::ICmpPredicate::Ult,
            Pred::Uge => typed::ICmpPredicate::Uge,
        };
        let cond = self.cx.b.cmpi(predicate, lhs, rhs);
        self.cx.b.op1(arith::SelectOperation::name(), &[cond, then, otherwise], self.cx.b.int_type(64), &[])
    }
}

/// `async_load` with a `barrier`: thread 0 (if `pred`) copies the tile's
/// boxes into the stage, each completing on the stage's mbarrier.
pub fn async_load(cx: &mut Lowering, op: MlirOperation, base: MlirValue) -> Result<(), PassFailed> {
    let ops = operands(op);
    let (copy, tmap) = map_of(cx, op)?;
    let rank = copy.dims.len();
    let origin = memory::origin_i64(cx, &ops[1..1 + rank]);
    let (stage, pred) = (cx.slots(ops[1 + rank])[0], cx.slots(ops[2 + rank])[0]);
    let mbar = barrier_at(cx, op, stage)?;
    let go = issuer(cx, pred);
    let saved = cx.b;
    cx.b = cx.b.if_then(go);
    // The stage was last read through the generic proxy; the copy writes
    // through the async proxy (and, `fence_global`, reads global memory
    // after the CTA's generic accesses, an acquire among them). Not after
    // MMAs alone (`async_reads`: the same proxy).
    if get_attr(op, "async_reads").is_none() {
        call(cx, "fence.proxy.async.shared_cta", &[]);
    }
    if get_attr(op, typed::FENCE_GLOBAL_ATTR).is_some() {
        call(cx, "fence.proxy.async.global", &[]);
    }
    let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
    let multicast = get_attr(op, "multicast").and_then(typed::int_value);
    if let Some(n) = multicast {
        on_cluster(op, n, "multicasts to")?;
    }
    let cta_rank =
        multicast.map(|_| cx.b.call_intrinsic(&typed::nvvm_intrinsic("read.ptx.sreg.cluster.ctarank"), &[], i32t));
    let pair = get_attr(op, "cta_pair").is_some();
    if pair {
        on_pair(cx, op)?;
    }
    let pair_mbar = pair.then(|| even_cta_mbarrier(cx, mbar));
    for (i, bx) in copy.boxes.iter().enumerate() {
        let o = cx.b.const_int(i32t, bx.smem);
        let dst = cx.b.gep(base, &[GepIndex::Value(o)], cx.b.int_type(8), cx.b.ptr_type(3));
        let coords = box_coords(cx, &origin, &bx.start, &copy.perm);
        if let Some(remote) = pair_mbar {
            pair_box(cx, (dst, remote, tmap), coords, rank);
            continue;
        }
        let (Some(n), Some(me)) = (multicast, cta_rank) else {
            let mut args = vec![dst, mbar, tmap];
            args.extend(coords);
            args.push(cx.b.const_int(i64t, 0));
            args.push(cx.b.const_int(cx.b.int_type(1), 0));
            call(cx, &format!("cp.async.bulk.tensor.g2s.cta.tile.{rank}d"), &args);
            continue;
        };
        multicast_box(cx, (dst, mbar, tmap), coords, (i as i64 % n, me, n), rank);
    }
    cx.b = saved;
    Ok(())
}

/// Reports a `cta_pair` op in a kernel whose clusters are not made of CTA
/// pairs (an even number of CTAs).
pub(super) fn on_pair(cx: &Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    if cx.cluster_ctas >= 2 && cx.cluster_ctas % 2 == 0 {
        return Ok(());
    }
    emit_op_error(
        op,
        &format!(
            "cta_pair needs clusters of an even number of CTAs, but the kernel runs on clusters of {} ('nv_tileas.cluster_ctas')",
            cx.cluster_ctas
        ),
    );
    Err(PassFailed)
}

/// This CTA's pair's even CTA (`%cluster_ctarank` with bit 0 clear).
pub(super) fn even_rank(cx: &Lowering) -> MlirValue {
    let i32t = cx.b.int_type(32);
    let me = cx.b.call_intrinsic(&typed::nvvm_intrinsic("read.ptx.sreg.cluster.ctarank"), &[], i32t);
    cx.b.op1(arith::AndIOperation::name(), &[me, cx.b.const_int(i32t, -2)], i32t, &[])
}

/// Whether this CTA is its pair's even one (`even` from `even_rank`).
pub(super) fn on_even_cta(cx: &Lowering, even: MlirValue) -> MlirValue {
    let i32t = cx.b.int_type(32);
    let me = cx.b.call_intrinsic(&typed::nvvm_intrinsic("read.ptx.sreg.cluster.ctarank"), &[], i32t);
    cx.b.cmpi(typed::ICmpPredicate::Eq, me, even)
}

/// The mbarrier at `mbar`'s place in the pair's even CTA, as the
/// shared::cluster address (`mapa`) a `.cta_group::2` copy completes on
/// (typed as a shared pointer, the operand's type in LLVM's intrinsic).
fn even_cta_mbarrier(cx: &Lowering, mbar: MlirValue) -> MlirValue {
    let i64t = cx.b.int_type(64);
    let even = even_rank(cx);
    let remote = cx.b.call_intrinsic(&typed::nvvm_intrinsic("mapa.shared.cluster"), &[mbar, even], cx.b.ptr_type(7));
    let addr = cx.b.op1(llvm::PtrToIntOperation::name(), &[remote], i64t, &[]);
    cx.b.op1(llvm::IntToPtrOperation::name(), &[addr], cx.b.ptr_type(3), &[])
}

/// One box of a pair's copy (`cta_pair`): into this CTA's own stage,
/// completing on the even CTA's mbarrier (`.cta_group::2`).
fn pair_box(
    cx: &mut Lowering,
    (dst, mbar, tmap): (MlirValue, MlirValue, MlirValue),
    coords: Vec<MlirValue>,
    rank: usize,
) {
    let (i1, i16t, i32t, i64t) = (cx.b.int_type(1), cx.b.int_type(16), cx.b.int_type(32), cx.b.int_type(64));
    let dst = cx.b.op1(llvm::AddrSpaceCastOperation::name(), &[dst], cx.b.ptr_type(7), &[]);
    let mut args = vec![dst, mbar, tmap];
    args.extend(coords);
    args.push(cx.b.const_int(i16t, 0));
    args.push(cx.b.const_int(i64t, 0));
    args.push(cx.b.const_int(i1, 0));
    args.push(cx.b.const_int(i1, 0));
    args.push(cx.b.const_int(i32t, 2));
    call(cx, &format!("cp.async.bulk.tensor.g2s.tile.{rank}d"), &args);
}

/// Box `issuer` of a multicast copy: the CTA of that cluster rank (`me`
/// is this CTA's) copies it into the same place of all `n` CTAs of the
/// cluster, completing its bytes on each one's mbarrier at `mbar`'s place.
fn multicast_box(
    cx: &mut Lowering,
    (dst, mbar, tmap): (MlirValue, MlirValue, MlirValue),
    coords: Vec<MlirValue>,
    (issuer, me, n): (i64, MlirValue, i64),
    rank: usize,
) {
    let (i1, i16t, i32t, i64t) = (cx.b.int_type(1), cx.b.int_type(16), cx.b.int_type(32), cx.b.int_type(64));
    let mine = cx.b.cmpi(typed::ICmpPredicate::Eq, me, cx.b.const_int(i32t, issuer));
    let saved = cx.b;
    cx.b = cx.b.if_then(mine);
    // The destination is a shared::cluster address: this CTA's own stage,
    // which the mask widens to the same stage of every CTA.
    let dst = cx.b.op1(llvm::AddrSpaceCastOperation::name(), &[dst], cx.b.ptr_type(7), &[]);
    let mut args = vec![dst, mbar, tmap];
    args.extend(coords);
    args.push(cx.b.const_int(i16t, (1 << n) - 1));
    args.push(cx.b.const_int(i64t, 0));
    args.push(cx.b.const_int(i1, 1));
    args.push(cx.b.const_int(i1, 0));
    args.push(cx.b.const_int(i32t, 0));
    call(cx, &format!("cp.async.bulk.tensor.g2s.tile.{rank}d"), &args);
    cx.b = saved;
}
