//! `nv_tileaa.dot` on Blackwell tensor cores: `tcgen05.mma` with the
//! accumulator in tensor memory (TMEM).
//!
//! The accumulator arrives in the layout `tcgen05.ld.32x32b` produces
//! (`UmmaPlan::layout_c`: each thread a row, its columns in its slots). The
//! dot stages A (M×K) K-major with the 128-byte swizzle (64 or 32 bytes when
//! a row of K is that short) and B (K×N) N-major with the 128-byte swizzle
//! where the plan allows (`UmmaPlan::b_n_major`, as NVIDIA's tileiras does),
//! else transposed into K-major (N×K) order, in the shared scratch. On its own
//! (`lower`) a dot moves the accumulator into TMEM
//! (`tcgen05.st`), lets thread 0 issue one `tcgen05.mma` per 128-row block
//! and 32-byte K step and `tcgen05.commit` them to an mbarrier, waits on it,
//! and reads the accumulator back (`tcgen05.ld`). Warp 0 allocates the TMEM
//! columns before and frees them after; tcgen05 fences around every CTA
//! barrier order the tensor-core work with the threads'. A dot whose
//! accumulator stays in TMEM across its loop (`tmem.rs`, `lower_resident`)
//! only stages and multiplies.
//!
//! The scratch: A at 0, B at the next 1024-byte boundary; the mbarrier (8
//! bytes) and the TMEM address slot (4 bytes) in a 16-byte shared buffer of
//! their own (`Lowering::tc_slots`). Operands that a pipelined loop's copies
//! put in ring stages in these layouts (`async_copy.rs`, `swizzle`) are read
//! there and not staged. A 16-bit A that the threads hold in the
//! accumulator's layout (attention's P, computed from the scores a
//! `tcgen05.ld` brought back: `a_in_tmem`) is not staged either: each thread
//! stores its row's elements packed two to a 32-bit column into TMEM columns
//! of their own (`tcgen05.st`), and the MMAs read A there (`tcgen05.mma`
//! with `[a]`, 8 columns a 32-byte K step), as NVIDIA's attention kernels do.

use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::nv_tileas::mma::{dot_plan, DotPlan};
use crate::nv_tileas::tma::OperandSwizzle;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, llvm, scf};
use mlir_sys::*;
use tileas_dialects::mma_atoms::{AtomKind, UmmaPlan};
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::TvLayout;

/// Largest shared scratch a `tcgen05.mma` dot stages through.
pub const UMMA_SCRATCH_BYTES: i64 = 128 * 1024;

fn round_up(x: i64, to: i64) -> i64 {
    (x + to - 1) / to * to
}

/// Byte offsets in the scratch: (B, total); A is at 0. The mbarrier and
/// the TMEM address slot live in a shared buffer of their own
/// (`Lowering::tc_slots`), so a dot whose operands are both in ring stages
/// needs no scratch.
pub fn scratch_layout(p: &UmmaPlan) -> (i64, i64) {
    let e = UmmaPlan::elem_bytes(p.kind).unwrap_or(2);
    let s = p.shape;
    let b = round_up(s.m * s.k * e, 1024);
    (b, round_up(b + s.n * s.k * e, 16))
}

/// Whether the staging fits the budget.
pub fn fits(p: &UmmaPlan) -> bool {
    scratch_layout(p).1 + scale_stage_bytes(p) <= UMMA_SCRATCH_BYTES
}

/// Scratch bytes a block-scaled plan stages its scales through on their
/// way to TMEM (`store_scales`): A's `M × K/block` then B's `N × K/block`,
/// one byte each; 0 for other plans.
pub fn scale_stage_bytes(p: &UmmaPlan) -> i64 {
    if p.block_scale {
        crate::nv_tileas::mma::scale_staging_bytes(&p.shape, p.scale_block())
    } else {
        0
    }
}

/// Whether `op` is a dot that may lower to `tcgen05.mma` (the plan only:
/// the lowering also checks the layouts, `layouts_match`).
pub fn is_umma_dot(op: MlirOperation, threads: i64) -> bool {
    op_name(op) == nv_tileaa::DotOperation::name()
        && matches!(dot_plan(op, threads, super::mma::plan_fits), Some(DotPlan::Umma(_)))
}

/// Whether operand `i` of `dot` (0: A, 1: B) is a tensor-core ring stage
/// (`tileas-pipeline-loads`: a `buffer_read` with a `swizzle` and not
/// `to_registers`, or a view of one), which the lowering reads in place
/// instead of staging.
pub fn in_ring(dot: MlirOperation, i: usize) -> bool {
    operands(dot).get(i).copied().and_then(ring_read).is_some()
}

/// The `buffer_read` behind a dot operand (through views) that leaves a
/// tensor-core stage for the dot to read in place: one with a `swizzle`
/// and not `to_registers`.
pub(super) fn ring_read(mut v: MlirValue) -> Option<MlirOperation> {
    loop {
        let d = defining_op(v)?;
        if op_name(d) == nv_tileaa::ViewOperation::name() {
            v = operands(d)[0];
            continue;
        }
        let in_place = op_name(d) == nv_tileas::BufferReadOperation::name()
            && get_attr(d, "swizzle").is_some()
            && get_attr(d, "to_registers").is_none();
        return in_place.then_some(d);
    }
}

/// Bytes the staging of A and of B take in the scratch (each a whole
/// number of 1024-byte swizzle patterns for A, B after it).
pub fn staged_bytes(shape: &tileas_dialects::mma_atoms::DotShape, kind: AtomKind) -> (i64, i64) {
    let e = UmmaPlan::elem_bytes(kind).unwrap_or(2);
    (round_up(shape.m * shape.k * e, 1024), round_up(shape.n * shape.k * e, 16))
}

/// Whether `dot`'s accumulator and result carry the plan's layout.
pub fn layouts_match(cx: &Lowering, dot: MlirOperation, p: &UmmaPlan) -> bool {
    let c = p.layout_c();
    fits(p) && cx.layout(value_type(operands(dot)[2])) == c && cx.layout(value_type(result0(dot))) == c
}

fn c32(cx: &Lowering, v: i64) -> MlirValue {
    cx.b.const_int(cx.b.int_type(32), v)
}

/// The shared pointer at byte offset `o` (i32) of the scratch.
pub(super) fn smem_ptr(cx: &Lowering, o: MlirValue) -> MlirValue {
    cx.b.gep(cx.smem_base(), &[GepIndex::Value(o)], cx.b.int_type(8), cx.b.ptr_type(3))
}

/// i32 scratch offset of the swizzled K-major element (row, k_byte) of an
/// operand of `rows` rows staged at `base` (`umma_offset` with the plan's
/// swizzle, in 32-byte atoms with `atom32`, computed here).
fn staged_offset(
    cx: &Lowering,
    p: &UmmaPlan,
    (base, rows, atom32): (i64, i64, bool),
    row: MlirValue,
    k_byte: MlirValue,
) -> MlirValue {
    let o = k_major_offset(cx, p.swizzle_bytes(), rows, row, k_byte, atom32);
    cx.iop(arith::AddIOperation::name(), o, c32(cx, base))
}

/// i32 offset, from the operand's 1024-byte aligned start, of element
/// (row, k_byte) of a K-major operand of `rows` rows with the `sw`-byte
/// swizzle, in 32-byte atoms with `atom32` (the layout `staged_offset`
/// stages A in; the ring stages of pipelined loads are written in it too).
pub(super) fn k_major_offset(
    cx: &Lowering,
    sw: i64,
    rows: i64,
    row: MlirValue,
    k_byte: MlirValue,
    atom32: bool,
) -> MlirValue {
    let blk = cx.iop(arith::ShRUIOperation::name(), k_byte, c32(cx, sw.trailing_zeros() as i64));
    let o = cx.iop(arith::MulIOperation::name(), blk, c32(cx, rows * sw));
    let r = cx.iop(arith::MulIOperation::name(), row, c32(cx, sw));
    let o = cx.iop(arith::AddIOperation::name(), o, r);
    let within = cx.iop(arith::AndIOperation::name(), k_byte, c32(cx, sw - 1));
    let o = cx.iop(arith::AddIOperation::name(), o, within);
    if atom32 {
        return swizzle_atom32(cx, o);
    }
    let line = cx.iop(arith::ShRUIOperation::name(), o, c32(cx, 7));
    let line = cx.iop(arith::AndIOperation::name(), line, c32(cx, sw / 16 - 1));
    let flip = cx.iop(arith::ShLIOperation::name(), line, c32(cx, 4));
    cx.iop(arith::XOrIOperation::name(), o, flip)
}

/// `o` (i32, 128-byte rows) in the 128-byte swizzle of 32-byte atoms:
/// bits 5-6 XOR bits 7-8 (`Swizzle<2,5,2>`, the row within a 4-row atom).
fn swizzle_atom32(cx: &Lowering, o: MlirValue) -> MlirValue {
    let line = cx.iop(arith::ShRUIOperation::name(), o, c32(cx, 7));
    let line = cx.iop(arith::AndIOperation::name(), line, c32(cx, 3));
    let flip = cx.iop(arith::ShLIOperation::name(), line, c32(cx, 5));
    cx.iop(arith::XOrIOperation::name(), o, flip)
}

/// (row, col) of tile element `e` of a tile with `cols` columns (a power of
/// two).
fn split(cx: &Lowering, e: MlirValue, cols: i64) -> (MlirValue, MlirValue) {
    let row = cx.iop(arith::ShRUIOperation::name(), e, c32(cx, cols.trailing_zeros() as i64));
    (row, cx.iop(arith::AndIOperation::name(), e, c32(cx, cols - 1)))
}

/// Runs `body` in an `scf.if` when this thread owns slot `s` of `tile`
/// (always without replicas).
fn if_owner(cx: &mut Lowering, s: usize, tile: MlirType, body: impl FnOnce(&mut Lowering)) {
    let l = cx.layout(tile);
    let saved = cx.b;
    if l.has_zero_stride() {
        let own = cx.is_owner(s, tile);
        cx.b = cx.b.if_then(own);
    }
    body(cx);
    cx.b = saved;
}

/// A (M×K, runs along K) into its K-major slot, a run of up to 16 bytes per
/// store, at byte offset `base` of the scratch, in 32-byte atoms with
/// `atom32` (the warpgroup MMA stages its A so too, without).
pub(super) fn stage_a(
    cx: &mut Lowering,
    p: &UmmaPlan,
    slots: &[MlirValue],
    tile: MlirType,
    (base, atom32): (i64, bool),
) {
    let e = UmmaPlan::elem_bytes(p.kind).unwrap_or(2);
    let w = (cx.layout(tile).vector().min(16 / e)).max(1) as usize;
    let elem = value_type(slots[0]);
    for s in (0..slots.len()).step_by(w) {
        let (row, col) = split(cx, cx.element_index(s, tile), p.shape.k);
        let kb = cx.iop(arith::MulIOperation::name(), col, c32(cx, e));
        let ptr = smem_ptr(cx, staged_offset(cx, p, (base, p.shape.m, atom32), row, kb));
        let v = if w == 1 { slots[s] } else { cx.vector_of(&slots[s..s + w], elem) };
        let align = typed::i64_attr(cx.b.ctx, w as i64 * e);
        if_owner(cx, s, tile, |cx| {
            cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
        });
    }
}

/// Length of the runs a thread holds of B's elements along K (slots whose
/// elements are `n` apart in the row-major K×N tile): a B loaded
/// transposed (attention's Kᵀ, `TvLayout::blocked_along`); 1 otherwise.
fn k_run(cx: &Lowering, tile: MlirType, n: i64) -> i64 {
    let l = cx.layout(tile);
    match (l.value.shape.first(), l.value.stride.first()) {
        (Some(&s), Some(&d)) if d == n && s > 1 => s,
        _ => 1,
    }
}

/// Whether a dot reads its B N-major, where its plan allows it
/// (`plan_n_major`: `UmmaPlan::b_n_major`, `WgmmaPlan::b_n_major`): a ring
/// stage in the layout its copies wrote (K-major for a tile whose K is
/// contiguous in memory: attention's Kᵀ, fused_moe's weights), registers
/// N-major unless they run along K (the K-major staging stores those whole).
/// `in_ring`: B is read in place from a ring stage.
pub(super) fn b_read_n_major(cx: &Lowering, plan_n_major: bool, (b, in_ring): (MlirValue, bool), n: i64) -> bool {
    plan_n_major && if in_ring { ring_layout(b).is_none_or(|l| l.n_major) } else { k_run(cx, value_type(b), n) == 1 }
}

/// The layout a dot operand's ring stage was copied in (its `buffer_read`'s
/// `swizzle`, `tileas-pipeline-loads`), when it is read in place.
pub(super) fn ring_layout(v: MlirValue) -> Option<OperandSwizzle> {
    let name = ring_read(v).and_then(|r| get_attr(r, "swizzle")).and_then(typed::str_value);
    name.as_deref().and_then(OperandSwizzle::parse)
}

/// B (K×N) into its slot: N-major when `n_major` (`b_n_major`; the
/// warpgroup MMA decides its own) with a run of up to 16 bytes along N per
/// store, else K-major (N×K, transposed) with a run of up to 16 bytes along K
/// per store (one element when B's registers run along N); in 32-byte atoms
/// with `atom32`.
pub(super) fn stage_b(
    cx: &mut Lowering,
    p: &UmmaPlan,
    slots: &[MlirValue],
    tile: MlirType,
    (base, n_major, atom32): (i64, bool, bool),
) {
    let e = UmmaPlan::elem_bytes(p.kind).unwrap_or(2);
    // Slots s, s + q, …, s + (w−1)q go to one store.
    let (w, q) = if n_major {
        ((cx.layout(tile).vector().min(16 / e).max(1)) as usize, 1)
    } else {
        k_pack(cx, tile, p.shape.n, (16 / e) as usize)
    };
    let elem = value_type(slots[0]);
    for s in (0..slots.len()).filter(|s| (s / q) % w == 0) {
        let (k, n) = split(cx, cx.element_index(s, tile), p.shape.n);
        let nb = cx.iop(arith::MulIOperation::name(), n, c32(cx, e));
        let o = if n_major {
            n_major_offset(cx, p, (base, atom32), k, nb)
        } else {
            let kb = cx.iop(arith::MulIOperation::name(), k, c32(cx, e));
            staged_offset(cx, p, (base, p.shape.n, atom32), n, kb)
        };
        let ptr = smem_ptr(cx, o);
        let run: Vec<MlirValue> = (0..w).map(|j| slots[s + j * q]).collect();
        let v = if w == 1 { run[0] } else { cx.vector_of(&run, elem) };
        let align = typed::i64_attr(cx.b.ctx, w as i64 * e);
        if_owner(cx, s, tile, |cx| {
            cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
        });
    }
}

/// (run, stride): the most consecutive K rows of a column, up to `max`,
/// that B's registers keep `stride` slots apart (`mma::row_run_stride`),
/// which the K-major staging stores at once; (1, 1) when none.
fn k_pack(cx: &Lowering, tile: MlirType, n: i64, max: usize) -> (usize, usize) {
    let l = cx.layout(tile);
    if l.has_zero_stride() {
        return (k_run(cx, tile, n).clamp(1, max as i64) as usize, 1);
    }
    super::mma::widest_row_run(&l, n, max).unwrap_or((1, 1))
}

/// i32 scratch offset of B element (k, n_byte) staged N-major at `base`
/// (`UmmaPlan::b_n_major_offset`, computed here).
fn n_major_offset(cx: &Lowering, p: &UmmaPlan, (base, atom32): (i64, bool), k: MlirValue, nb: MlirValue) -> MlirValue {
    let o = n_major_rel(cx, p.shape.k, k, nb, atom32);
    cx.iop(arith::AddIOperation::name(), o, c32(cx, base))
}

/// i32 offset, from the operand's 1024-byte aligned start, of element
/// (k, n_byte) of a B of `k_rows` rows staged N-major (`n_major_offset`
/// without the base), in 32-byte atoms with `atom32`.
pub(super) fn n_major_rel(cx: &Lowering, k_rows: i64, k: MlirValue, nb: MlirValue, atom32: bool) -> MlirValue {
    let blk = cx.iop(arith::ShRUIOperation::name(), nb, c32(cx, 7));
    let o = cx.iop(arith::MulIOperation::name(), blk, c32(cx, k_rows * 128));
    let r = cx.iop(arith::MulIOperation::name(), k, c32(cx, 128));
    let o = cx.iop(arith::AddIOperation::name(), o, r);
    let within = cx.iop(arith::AndIOperation::name(), nb, c32(cx, 127));
    let o = cx.iop(arith::AddIOperation::name(), o, within);
    if atom32 {
        return swizzle_atom32(cx, o);
    }
    let line = cx.iop(arith::ShRUIOperation::name(), o, c32(cx, 7));
    let line = cx.iop(arith::AndIOperation::name(), line, c32(cx, 7));
    let flip = cx.iop(arith::ShLIOperation::name(), line, c32(cx, 4));
    cx.iop(arith::XOrIOperation::name(), o, flip)
}

pub(super) fn nvvm(cx: &Lowering, suffix: &str, args: &[MlirValue]) {
    cx.b.call_intrinsic_void(&typed::nvvm_intrinsic(suffix), args);
}

/// A CTA barrier with the tcgen05 fences that order tensor-core work
/// across it.
pub(super) fn tc_barrier(cx: &Lowering) {
    nvvm(cx, "tcgen05.fence.before.thread.sync", &[]);
    cx.barrier();
    nvvm(cx, "tcgen05.fence.after.thread.sync", &[]);
}

/// `scf.while (!mbarrier.try_wait.parity(mbar, parity)) {}` (parity: i32).
pub(super) fn spin_wait(cx: &Lowering, mbar: MlirValue, parity: MlirValue) {
    let i1 = cx.b.int_type(1);
    let before = new_block(&[], cx.b.loc);
    let after = new_block(&[], cx.b.loc);
    // SAFETY: fresh regions take ownership of the fresh blocks and move into
    // the `scf.while` below.
    let (r0, r1) = unsafe {
        let (r0, r1) = (mlirRegionCreate(), mlirRegionCreate());
        mlirRegionAppendOwnedBlock(r0, before);
        mlirRegionAppendOwnedBlock(r1, after);
        (r0, r1)
    };
    cx.b.op_full(scf::WhileOperation::name(), &[], &[], &[], vec![r0, r1], &[]);
    let b0 = Builder::at_end(cx.b.ctx, before, cx.b.loc);
    let name = typed::nvvm_intrinsic("mbarrier.try.wait.parity.scope.cta.space.cta");
    let done = b0.call_intrinsic(&name, &[mbar, parity], i1);
    let again = b0.op1(arith::XOrIOperation::name(), &[done, b0.const_int(i1, 1)], i1, &[]);
    b0.op(scf::ConditionOperation::name(), &[again], &[], &[]);
    Builder::at_end(cx.b.ctx, after, cx.b.loc).op(scf::YieldOperation::name(), &[], &[], &[]);
}

/// The TMEM pointer `taddr + (lane << 16) + col` (all i32).
fn tmem_ptr(cx: &Lowering, taddr: MlirValue, lane: MlirValue, col: MlirValue) -> MlirValue {
    let hi = cx.iop(arith::ShLIOperation::name(), lane, c32(cx, 16));
    let a = cx.iop(arith::AddIOperation::name(), taddr, hi);
    let a = cx.iop(arith::AddIOperation::name(), a, col);
    cx.b.op1(llvm::IntToPtrOperation::name(), &[a], cx.b.ptr_type(6), &[])
}

/// For each 128-row block and chunk of at most `max` (a power of two up to
/// 128) of this thread's columns: (first slot, TMEM pointer, columns).
fn chunks(cx: &Lowering, p: &UmmaPlan, taddr: MlirValue, max: i64) -> Vec<(usize, MlirValue, i64)> {
    let per = p.columns_per_thread();
    let w = cx.iop(arith::ShRUIOperation::name(), cx.tid, c32(cx, 5));
    let quarter = cx.iop(arith::AndIOperation::name(), w, c32(cx, 3));
    let lane = cx.iop(arith::MulIOperation::name(), quarter, c32(cx, 32));
    // 64 rows: the upper half of the warp reads N/2 columns further
    // (`.16x32bx2`'s offset), so every lane gives the same address.
    let col0 = if p.m64() {
        c32(cx, 0)
    } else {
        let half = cx.iop(arith::ShRUIOperation::name(), w, c32(cx, 2));
        cx.iop(arith::MulIOperation::name(), half, c32(cx, per))
    };
    let mut out = Vec::new();
    for b in 0..p.m_blocks() {
        let mut j = 0;
        while j < per {
            let n = (per - j).min(max);
            let col = cx.iop(arith::AddIOperation::name(), col0, c32(cx, b * p.shape.n + j));
            out.push(((b * per + j) as usize, tmem_ptr(cx, taddr, lane, col), n));
            j += n;
        }
    }
    out
}

/// `tcgen05.st` of one chunk (`.32x32b`, or `.16x32bx2` for 64 rows) of
/// accumulator values (i32 or f32, stored as their bits).
fn st_chunk(cx: &Lowering, p: &UmmaPlan, ptr: MlirValue, vals: &[MlirValue]) {
    let i32t = cx.b.int_type(32);
    let no = cx.b.const_int(cx.b.int_type(1), 0);
    let n = vals.len();
    let bits: Vec<MlirValue> = vals
        .iter()
        .map(|v| {
            if typed::is_f32(value_type(*v)) {
                cx.b.op1(arith::BitcastOperation::name(), &[*v], i32t, &[])
            } else {
                *v
            }
        })
        .collect();
    let v = if n == 1 { bits[0] } else { cx.vector_of(&bits, i32t) };
    if p.m64() {
        let off = cx.b.const_int(cx.b.int_type(64), p.shape.n / 2);
        nvvm(cx, &format!("tcgen05.st.16x32bx2.x{n}"), &[ptr, off, v, no]);
    } else {
        nvvm(cx, &format!("tcgen05.st.32x32b.x{n}"), &[ptr, v, no]);
    }
}

/// `tcgen05.ld` of one chunk of `n` columns and its `tcgen05.wait.ld`: the
/// values as `elem` (i32, or f32 from the bits).
fn ld_chunk(cx: &Lowering, p: &UmmaPlan, ptr: MlirValue, n: i64, elem: MlirType) -> Vec<MlirValue> {
    let i32t = cx.b.int_type(32);
    let no = cx.b.const_int(cx.b.int_type(1), 0);
    let ty = if n == 1 { i32t } else { typed::vector(&[n], i32t) };
    let v = if p.m64() {
        let off = cx.b.const_int(cx.b.int_type(64), p.shape.n / 2);
        cx.b.call_intrinsic(&typed::nvvm_intrinsic(&format!("tcgen05.ld.16x32bx2.x{n}")), &[ptr, off, no], ty)
    } else {
        cx.b.call_intrinsic(&typed::nvvm_intrinsic(&format!("tcgen05.ld.32x32b.x{n}")), &[ptr, no], ty)
    };
    nvvm(cx, "tcgen05.wait.ld", &[]);
    (0..n)
        .map(|j| {
            let x =
                if n == 1 { v } else { cx.b.op1(llvm::ExtractElementOperation::name(), &[v, c32(cx, j)], i32t, &[]) };
            if typed::is_f32(elem) {
                cx.b.op1(arith::BitcastOperation::name(), &[x], elem, &[])
            } else {
                x
            }
        })
        .collect()
}

/// Stores the accumulator's slots (in the TMEM type) into TMEM.
fn store_acc(cx: &Lowering, p: &UmmaPlan, taddr: MlirValue, acc: &[MlirValue]) {
    for (first, ptr, n) in chunks(cx, p, taddr, 128) {
        st_chunk(cx, p, ptr, &acc[first..first + n as usize]);
    }
    nvvm(cx, "tcgen05.wait.st", &[]);
}

/// Reads the accumulator back into slots of `elem`, in chunks of at most
/// `max` columns. Each chunk goes through `each` as soon as its
/// `tcgen05.wait.ld` has passed, so a consumer applied there keeps only one
/// chunk of raw accumulator values live.
fn load_acc(
    cx: &Lowering,
    p: &UmmaPlan,
    taddr: MlirValue,
    elem: MlirType,
    max: i64,
    mut each: impl FnMut(&Lowering, Vec<MlirValue>) -> Vec<MlirValue>,
) -> Vec<MlirValue> {
    let mut out = Vec::new();
    for (_, ptr, n) in chunks(cx, p, taddr, max) {
        let chunk = ld_chunk(cx, p, ptr, n, elem);
        out.extend(each(cx, chunk));
    }
    out
}

/// Rewrites the accumulator in TMEM chunk by chunk (32 columns): reads a
/// chunk as `out_t`, passes it with the index of its first slot to `f`,
/// and stores what `f` returns in its place. An elementwise update of a
/// resident accumulator (attention's rescale) so never holds it in
/// registers whole.
pub fn update_in_place(
    cx: &Lowering,
    p: &UmmaPlan,
    taddr: MlirValue,
    out_t: MlirType,
    mut f: impl FnMut(&Lowering, usize, Vec<MlirValue>) -> Vec<MlirValue>,
) {
    let acc_t = acc_type(cx, p);
    let narrow = !typed::same_type(out_t, acc_t);
    for (first, ptr, n) in chunks(cx, p, taddr, 32) {
        let mut vals = ld_chunk(cx, p, ptr, n, acc_t);
        if narrow {
            vals = vals.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], out_t, &[])).collect();
        }
        let mut new = f(cx, first, vals);
        if narrow {
            new = new.iter().map(|v| cx.b.op1(arith::ExtFOperation::name(), &[*v], acc_t, &[])).collect();
        }
        st_chunk(cx, p, ptr, &new);
    }
    nvvm(cx, "tcgen05.wait.st", &[]);
}

/// One thread (`st.thread`) issues the MMAs and commits them to each of `mbars`; with `zero_acc`
/// the first K step of each block ignores D (`enable_input_d` false), so a
/// zero accumulator never has to be stored to TMEM.
fn issue(cx: &mut Lowering, p: &UmmaPlan, taddr: MlirValue, mbars: &[MlirValue], st: Staged, zero_acc: bool) {
    let Staged { a_base, b_base, b_n_major, a_ring, b_ring, atom32, .. } = st;
    let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
    let scratch = cx.smem.map(|_| cx.b.op1(llvm::PtrToIntOperation::name(), &[cx.smem_base()], i64t, &[]));
    let mut first = cx.b.cmpi(typed::ICmpPredicate::Eq, cx.tid, c32(cx, st.thread));
    // A pair's MMAs: the even CTA's thread issues them for both CTAs, and
    // its commits arrive in both.
    let even = st.pair.then(|| super::tma_copy::even_rank(cx));
    if let Some(even) = even {
        let is_even = super::tma_copy::on_even_cta(cx, even);
        first = cx.b.op1(arith::AndIOperation::name(), &[first, is_even], cx.b.int_type(1), &[]);
    }
    let saved = cx.b;
    cx.b = cx.b.if_then(first);
    if st.fence_first {
        fence_after(cx);
    }
    let sw = p.swizzle_bytes();
    // An operand in a ring stage (`async_copy.rs`) starts at its address,
    // one staged here at its offset in the scratch.
    let (a_start, b_start) = (a_ring.or(scratch), b_ring.or(scratch));
    let desc = |cx: &Lowering, start: Option<MlirValue>, offset: i64, fixed: u64| {
        let base = start.expect("internal: a staged operand without its scratch");
        let addr = cx.b.op1(arith::AddIOperation::name(), &[base, cx.b.const_int(i64t, offset)], i64t, &[]);
        let addr = cx.b.op1(arith::AndIOperation::name(), &[addr, cx.b.const_int(i64t, 0x3FFFF)], i64t, &[]);
        let addr = cx.b.op1(arith::ShRUIOperation::name(), &[addr, cx.b.const_int(i64t, 4)], i64t, &[]);
        let fixed = cx.b.const_int(i64t, fixed as i64);
        cx.b.op1(arith::OrIOperation::name(), &[addr, fixed], i64t, &[])
    };
    let a_fixed = UmmaPlan::smem_desc_fixed(sw, atom32.0);
    let b_fixed = if b_n_major { p.b_n_major_desc_fixed(atom32.1) } else { UmmaPlan::smem_desc_fixed(sw, atom32.1) };
    let idesc = if st.pair { pair_idesc(p.idesc_with_b(b_n_major)) } else { p.idesc_with_b(b_n_major) };
    let idesc = cx.b.const_int(i32t, idesc as i64);
    let yes = cx.b.const_int(cx.b.int_type(1), 1);
    let no = cx.b.const_int(cx.b.int_type(1), 0);
    let kind = c32(cx, p.kind_operand() as i64);
    // `one`: the CTA group operand of the MMA intrinsics.
    let (one, zero) = (c32(cx, if st.pair { 2 } else { 1 }), c32(cx, 0));
    // A pair's B stage holds this CTA's half of N.
    let b_n = if st.pair { p.shape.n / 2 } else { p.shape.n };
    for b in 0..p.m_blocks() {
        let col = c32(cx, b * p.shape.n);
        let d = tmem_ptr(cx, taddr, zero, col);
        for ks in 0..p.k_steps() {
            let kb = ks * 32;
            // Descriptors address the unswizzled start of the block's rows
            // (the hardware applies the swizzle to the absolute address).
            let a_off = a_base + (kb / sw) * p.shape.m * sw + b * 128 * sw + kb % sw;
            let b_off = if b_n_major {
                b_base + ks * p.b_n_major_step_bytes()
            } else {
                b_base + (kb / sw) * b_n * sw + kb % sw
            };
            let accumulate = if zero_acc && ks == 0 { no } else { yes };
            let bd = desc(cx, b_start, b_off, b_fixed);
            if let Some(ta) = st.a_tmem {
                // 32 bytes of K a step: 8 columns.
                let a = tmem_ptr(cx, ta, zero, c32(cx, ks * 8));
                nvvm(cx, "tcgen05.mma.tensor", &[d, a, bd, idesc, accumulate, kind, one, zero]);
                continue;
            }
            let ad = desc(cx, a_start, a_off, a_fixed);
            if let Some(ts) = st.scales {
                let (sfa, sfb) = scale_addresses(cx, p, ts, b, ks);
                let idesc = cx.b.const_int(i32t, p.block_scale_idesc(b_n_major, ks) as i64);
                let args = [d, ad, bd, idesc, accumulate, sfa, sfb, one, zero];
                nvvm(cx, p.block_scale_intrinsic(), &args);
                continue;
            }
            nvvm(cx, "tcgen05.mma.shared", &[d, ad, bd, idesc, accumulate, kind, one, zero]);
        }
    }
    for &mbar in mbars {
        match even {
            Some(even) => {
                // Both CTAs of the pair: ranks `even` and `even + 1`.
                let i16t = cx.b.int_type(16);
                let shifted = cx.b.op1(arith::ShLIOperation::name(), &[c32(cx, 3), even], i32t, &[]);
                let mask = cx.b.op1(arith::TruncIOperation::name(), &[shifted], i16t, &[]);
                nvvm(cx, "tcgen05.commit.mc.shared.cg2", &[mbar, mask]);
            }
            None => nvvm(cx, "tcgen05.commit.shared.cg1", &[mbar]),
        }
    }
    cx.b = saved;
}

/// The instruction descriptor of a pair's MMA (`cta_group::2`): the
/// per-CTA plan's with twice its M (bits 24-28: M >> 4).
fn pair_idesc(idesc: u32) -> u32 {
    let m = (idesc >> 24) & 0x1f;
    (idesc & !(0x1f << 24)) | ((2 * m) << 24)
}

/// Runs `body` in warp 0 (all 32 lanes: the tcgen05 allocator ops are
/// warp-collective).
fn in_warp0(cx: &mut Lowering, body: impl FnOnce(&Lowering)) {
    let w0 = cx.b.cmpi(typed::ICmpPredicate::Ult, cx.tid, c32(cx, 32));
    let saved = cx.b;
    cx.b = cx.b.if_then(w0);
    body(cx);
    cx.b = saved;
}

/// Whether `v` is an `arith.constant` splat of zero (the accumulator of a
/// product that starts afresh, like attention's scores).
fn is_zero_constant(v: MlirValue) -> bool {
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    op_name(def) == arith::ConstantOperation::name() && get_attr(def, "value").is_some_and(typed::is_zero_splat)
}

/// The accumulator type in TMEM: f32, or i32 for 8-bit integer products.
pub fn acc_type(cx: &Lowering, p: &UmmaPlan) -> MlirType {
    if matches!(p.kind, AtomKind::I8 { .. }) {
        cx.b.int_type(32)
    } else {
        cx.b.f32_type()
    }
}

/// Where a dot's operands were staged, and how B was: at offsets of the
/// scratch, or (`*_ring`: the i64 shared address) in the ring stage of a
/// pipelined load, offset 0.
#[derive(Clone, Copy)]
struct Staged {
    a_base: i64,
    b_base: i64,
    b_n_major: bool,
    a_ring: Option<MlirValue>,
    b_ring: Option<MlirValue>,
    /// Whether A and B are in 32-byte atoms (descriptor mode 1).
    atom32: (bool, bool),
    /// The thread that issues the MMAs (`nv_tileas.mma_thread`, else 0).
    thread: i64,
    /// Whether that thread fences (tcgen05 after_thread_sync) before them:
    /// it alone waited for the stage, no CTA barrier orders the MMAs.
    fence_first: bool,
    /// A's TMEM address (i32) when A was stored to TMEM (`a_in_tmem`).
    a_tmem: Option<MlirValue>,
    /// The TMEM address (i32) of a block-scaled plan's scales (`store_scales`).
    scales: Option<MlirValue>,
    /// The MMAs span a CTA pair (`nv_tileas.cta_pair`, `cta_group::2`).
    pair: bool,
}

/// Stages A (unless it was staged where it is defined: `staged_operands`)
/// and B. Returns the kernel's tcgen05 mbarrier and where the operands are.
fn stage(cx: &mut Lowering, dot: MlirOperation, p: &UmmaPlan) -> (MlirValue, Staged) {
    // A single-issuer loop's stages are TMA copies (async proxy already),
    // and only its MMA thread is here to issue.
    let single = get_attr(dot, typed::TILEAS_MMA_THREAD_ATTR).is_some();
    let ops = operands(dot);
    let (ta, tb) = (value_type(ops[0]), value_type(ops[1]));
    let ring = |v: MlirValue| cx.ring_operands.get(&(v.ptr as usize)).copied();
    let (a_ring, b_ring) = (ring(ops[0]), ring(ops[1]));
    // With A in a ring stage, B is staged at the start of the scratch.
    let b_base = if a_ring.is_some() { 0 } else { scratch_layout(p).0 };
    // Staging overwrites the scratch an earlier exchange may still read;
    // operands read in place (and an A staged where defined) need no wait.
    let staged_here = cx.staged.contains_key(&(ops[0].ptr as usize));
    let a_tmem =
        (a_ring.is_none() && !staged_here && a_in_tmem(dot, cx.num_threads)).then(|| store_a_tmem(cx, p, ops[0]));
    let b_base = if a_tmem.is_some() { 0 } else { b_base };
    let a_in_place = a_ring.is_some() || staged_here || a_tmem.is_some();
    if !a_in_place || b_ring.is_none() {
        cx.barrier();
    }
    let a_base = match cx.staged.get(&(ops[0].ptr as usize)) {
        Some(&o) => o,
        None if a_ring.is_some() || a_tmem.is_some() => 0,
        None => {
            let a = cx.slots(ops[0]);
            stage_a(cx, p, &a, ta, (0, p.atom32(false)));
            0
        }
    };
    let n_major = b_read_n_major(cx, p.b_n_major(), (ops[1], b_ring.is_some()), p.shape.n);
    // The layout a ring stage's copies wrote (`tileas-pipeline-loads`).
    let ring_layout = |i: usize| ring_layout(ops[i]);
    if b_ring.is_none() {
        let b = cx.slots(ops[1]);
        stage_b(cx, p, &b, tb, (b_base, n_major, p.atom32(n_major)));
    }
    // The copies into ring stages are complete (async_wait) and the
    // staging stores done: make both visible to the tensor cores' proxy.
    if !single {
        nvvm(cx, "fence.proxy.async.shared_cta", &[]);
    }
    let mbar = cx.tc_slots();
    let b_base = if b_ring.is_some() { 0 } else { b_base };
    // A ring stage is in the layout its copies wrote; a staged operand in the plan's.
    let ring_atoms = |i: usize| ring_layout(i).is_some_and(|l| l.atom32);
    let a_atom32 = if a_ring.is_some() { ring_atoms(0) } else { p.atom32(false) };
    let b_atom32 = if b_ring.is_some() { ring_atoms(1) } else { p.atom32(n_major) };
    let atom32 = (a_atom32, b_atom32);
    let thread = get_attr(dot, typed::TILEAS_MMA_THREAD_ATTR).and_then(typed::int_value).unwrap_or(0);
    // The MMA thread orders its MMAs after the threads' TMEM stores of A
    // (their before_thread_sync fences and the CTA barrier that follows).
    // A block-scaled dot's scales go after what it staged (`scale_stage_bytes`).
    let scales = p.block_scale.then(|| {
        let (a, b) = staged_bytes(&p.shape, p.kind);
        let at = match b_ring {
            None => b_base + b,
            Some(_) if a_in_place => 0,
            Some(_) => a,
        };
        store_scales(cx, dot, p, at, a_in_place && b_ring.is_some())
    });
    let fence_first = a_tmem.is_some();
    let pair = get_attr(dot, typed::TILEAS_CTA_PAIR_ATTR).is_some();
    let st = Staged {
        a_base,
        b_base,
        b_n_major: n_major,
        a_ring,
        b_ring,
        atom32,
        thread,
        fence_first,
        a_tmem,
        scales,
        pair,
    };
    (mbar, st)
}

/// The consumed mbarrier `dot` commits its MMAs to in an asynchronous K
/// loop (`nv_tileas.commit_barrier`, `tileas-pipeline-loads`): that of the
/// stage its A is read from (`check_commit` made sure there is one).
fn commit_barrier(cx: &Lowering, dot: MlirOperation) -> Option<MlirValue> {
    let barrier = get_attr(dot, typed::TILEAS_COMMIT_BARRIER_ATTR).and_then(typed::int_value)?;
    Some(super::tma_copy::ring_mbarrier(cx, cx.pipe?, barrier, async_stage(cx, dot)?))
}

/// The ring stage (i32) an asynchronous K loop's dot reads its A from
/// (`nv_tileas.commit_barrier`); `None` for any other dot.
fn async_stage(cx: &Lowering, dot: MlirOperation) -> Option<MlirValue> {
    get_attr(dot, typed::TILEAS_COMMIT_BARRIER_ATTR)?;
    let read = ring_read(operands(dot)[0])?;
    Some(cx.slots(operands(read)[0])[0])
}

/// A dot with `nv_tileas.commit_barrier` must be a tcgen05 dot whose A is
/// read in place from a ring stage (so the kernel has a ring region), with
/// the barriers in the ring region: the loop waits on the barrier, so a dot
/// that never committed to it would hang the kernel.
pub fn check_commit(cx: &Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let thread = get_attr(op, typed::TILEAS_MMA_THREAD_ATTR);
    check_pair(cx, op, thread.is_some())?;
    let Some(attr) = get_attr(op, typed::TILEAS_COMMIT_BARRIER_ATTR) else {
        if thread.is_some() {
            // Its MMAs skip the proxy fence and the CTA barrier: only right
            // for a dot of a single-issuer loop.
            let (mt, cb) = (typed::TILEAS_MMA_THREAD_ATTR, typed::TILEAS_COMMIT_BARRIER_ATTR);
            emit_op_error(op, &format!("'{mt}' needs '{cb}'"));
            return Err(PassFailed);
        }
        return Ok(());
    };
    let umma = is_umma_dot(op, cx.num_threads);
    let barrier = typed::int_value(attr).filter(|b| *b >= 0 && b % 8 == 0);
    let why = if !umma || !in_ring(op, 0) || cx.pipe.is_none() {
        "is only valid on a tcgen05 dot whose A is read in place from a ring stage"
    } else if barrier.is_none_or(|b| b + 8 > cx.pipe_bytes) {
        "must be an 8-byte aligned offset inside the ring region"
    } else if let Some(t) = thread {
        let why = if !in_ring(op, 1) {
            "needs B read in place from a ring stage too (the MMA thread alone waited for the stage)".to_string()
        } else if typed::int_value(t).is_some_and(|t| (0..cx.num_threads).contains(&t)) {
            return Ok(());
        } else {
            format!("must be one of the kernel's {} threads", cx.num_threads)
        };
        emit_op_error(op, &format!("'{}' {why}", typed::TILEAS_MMA_THREAD_ATTR));
        return Err(PassFailed);
    } else {
        return Ok(());
    };
    emit_op_error(op, &format!("'{}' {why}", typed::TILEAS_COMMIT_BARRIER_ATTR));
    Err(PassFailed)
}

/// A dot with `nv_tileas.cta_pair` (MMAs over a CTA pair) must be the
/// kernel's only tcgen05 dot (`cx.cta_pair`: all of a kernel's tcgen05 ops
/// use one CTA group), one thread's (`nv_tileas.mma_thread`: the even CTA's
/// issues for both), of 128 rows a CTA without block scales, with B read in
/// place from a pair's half stage (`buffer_read {cta_pair}`), in a kernel
/// on clusters of CTA pairs.
fn check_pair(cx: &Lowering, op: MlirOperation, one_thread: bool) -> Result<(), PassFailed> {
    if get_attr(op, typed::TILEAS_CTA_PAIR_ATTR).is_none() {
        if cx.cta_pair && is_umma_dot(op, cx.num_threads) {
            let pair = typed::TILEAS_CTA_PAIR_ATTR;
            emit_op_error(op, &format!("a kernel whose tcgen05 MMAs span CTA pairs ('{pair}') has no other tcgen05 dot: all its tcgen05 ops use one CTA group"));
            return Err(PassFailed);
        }
        return Ok(());
    }
    let plan = match crate::nv_tileas::mma::dot_plan(op, cx.num_threads, super::mma::plan_fits) {
        Some(crate::nv_tileas::mma::DotPlan::Umma(p)) => Some(p),
        _ => None,
    };
    let b_pair = ring_read(operands(op)[1]).is_some_and(|r| get_attr(r, "cta_pair").is_some());
    let why = if plan.as_ref().is_none_or(|p| p.shape.m != 128 || p.block_scale || p.shape.n % 32 != 0) {
        "is only valid on a tcgen05 dot of 128 rows a CTA (256 a pair) and N a multiple of 32, without block scales"
            .to_string()
    } else if !one_thread {
        format!("needs '{}' (the even CTA's thread issues the pair's MMAs)", typed::TILEAS_MMA_THREAD_ATTR)
    } else if !b_pair {
        "needs B read in place from a pair's half stage ('nv_tileas.buffer_read' with 'cta_pair')".to_string()
    } else if cx.cluster_ctas < 2 || cx.cluster_ctas % 2 != 0 {
        format!(
            "needs clusters of an even number of CTAs, but the kernel runs on clusters of {} ('nv_tileas.cluster_ctas')",
            cx.cluster_ctas
        )
    } else {
        return Ok(());
    };
    emit_op_error(op, &format!("'{}' {why}", typed::TILEAS_CTA_PAIR_ATTR));
    Err(PassFailed)
}

/// The plan `p` with `n` columns: the accumulator-like layout and TMEM
/// columns of an M×n tile.
fn with_n(p: &UmmaPlan, n: i64) -> UmmaPlan {
    let mut q = p.clone();
    q.shape.n = n;
    q
}

/// TMEM columns A takes there: K 16-bit elements, two a column.
fn a_tmem_plan(p: &UmmaPlan) -> UmmaPlan {
    with_n(p, p.shape.k / 2)
}

/// Whether `dot` reads its A from TMEM: a tcgen05 dot of 128 rows and
/// 16-bit operands whose A (not a ring stage) the threads hold in the
/// accumulator's layout for M×K (each thread its row's elements, as a
/// `tcgen05.ld` brought them: attention's P). Such an A is stored to TMEM
/// at its dot, never staged where it is defined; its columns count against
/// the SM's 512 with the dot's accumulator (`call_columns`).
pub fn a_in_tmem(dot: MlirOperation, threads: i64) -> bool {
    let Some(DotPlan::Umma(p)) = dot_plan(dot, threads, super::mma::plan_fits) else { return false };
    let a = operands(dot)[0];
    let sixteen = matches!(p.kind, AtomKind::F16F32 | AtomKind::Bf16);
    if in_ring(dot, 0) || !sixteen || p.shape.m != 128 || p.shape.batch != 1 || p.shape.k % 16 != 0 {
        return false;
    }
    TvLayout::of_type(value_type(a)) == Some(with_n(&p, p.shape.k).layout_c())
}

/// TMEM columns a dot takes while it runs: its accumulator's, and A's when
/// A is in TMEM (`a_in_tmem`; `tmem.rs` keeps the kernel within 512).
pub fn call_columns(dot: MlirOperation, p: &UmmaPlan, threads: i64) -> i64 {
    let scales = if p.block_scale { p.scale_tmem_columns() } else { 0 };
    p.tmem_columns() + if a_in_tmem(dot, threads) { a_tmem_plan(p).tmem_columns() } else { 0 } + scales
}

/// TMEM allocated once, in the entry block, for the kernel's tcgen05 dots
/// that are not resident (`tmem.rs`): one region their accumulators share
/// (each is read back before the next such dot runs), one the A operands
/// in TMEM share (each dot waits for its MMAs) and one for block scales,
/// freed before the return. Saves each call its allocation, its CTA
/// barriers and its deallocation; only where the regions and the resident
/// accumulators fit the SM's 512 columns.
#[derive(Clone, Copy)]
pub struct Pool {
    taddr: MlirValue,
    shape: PoolShape,
}

/// The columns of a pool's regions, in order: accumulators, A operands,
/// `s_copies` copies of the block scales (`Pool::shape`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolShape {
    acc: i64,
    a: i64,
    s_width: i64,
    /// Copies of the scale region: one per ring stage of the kernel's
    /// asynchronous block-scaled K loops (`async_scale_stages`; the MMAs of
    /// earlier iterations still read theirs while the threads write the
    /// next), where they fit; else 1 (such loops then wait for their MMAs).
    s_copies: i64,
}

impl PoolShape {
    fn used(&self) -> i64 {
        self.acc + self.a + self.s_width * self.s_copies
    }

    /// Allocations are powers of two of at least 32 columns.
    fn columns(&self) -> i64 {
        (self.used().max(32) as u64).next_power_of_two() as i64
    }

    /// This shape beside `resident` columns of resident accumulators: as
    /// it is where it fits the SM's 512 columns, else with one copy of the
    /// scales where that fits; `None` when nothing needs a pool or even one
    /// copy does not fit.
    fn fitted(self, resident: i64) -> Option<PoolShape> {
        let fits = |s: &PoolShape| resident + s.columns() <= 512;
        let shape = if fits(&self) { self } else { PoolShape { s_copies: 1, ..self } };
        (shape.used() > 0 && fits(&shape)).then_some(shape)
    }

    /// Whether an asynchronous block-scaled dot gets a copy of the scale
    /// region per ring stage (and so need not wait for its MMAs).
    pub fn scales_per_stage(&self) -> bool {
        self.s_copies >= 2
    }
}

impl Pool {
    /// The pool the tcgen05 dots of `blocks` need (none when no dot needs
    /// it or it does not fit beside the resident accumulators).
    pub fn shape(cx: &Lowering, blocks: &[MlirBlock]) -> Option<PoolShape> {
        let mut shape = PoolShape { acc: 0, a: 0, s_width: 0, s_copies: 1 };
        for op in blocks.iter().flat_map(|b| block_ops(*b)) {
            if op_name(op) != nv_tileaa::DotOperation::name() {
                continue;
            }
            let Some(DotPlan::Umma(p)) = dot_plan(op, cx.num_threads, super::mma::plan_fits) else { continue };
            if !layouts_match(cx, op, &p) {
                continue;
            }
            if !cx.tmem.is_update(op) {
                shape.acc = shape.acc.max(p.tmem_columns());
            }
            if a_in_tmem(op, cx.num_threads) {
                shape.a = shape.a.max(a_tmem_plan(&p).tmem_columns());
            }
            let (sa, sb) = p.scale_columns();
            shape.s_width = shape.s_width.max(sa + sb);
            if let Some(stages) = async_scale_stages(cx, blocks, op) {
                shape.s_copies = shape.s_copies.max(stages);
            }
        }
        shape.fitted(cx.tmem.columns())
    }

    /// Allocates the pool of `shape`.
    pub fn allocate(cx: &mut Lowering, shape: PoolShape) -> Pool {
        let taddr = alloc_columns(cx, shape.columns());
        Pool { taddr, shape }
    }

    /// Warp 0 frees the pool (every thread is done with TMEM).
    fn free(cx: &mut Lowering) {
        let Some(pool) = cx.tmem_pool else { return };
        dealloc_columns(cx, pool.taddr, pool.shape.columns());
    }

    fn a_region(&self, cx: &Lowering) -> MlirValue {
        cx.iop(arith::AddIOperation::name(), self.taddr, c32(cx, self.shape.acc))
    }

    /// The scale region (`None` when no dot has block scales), or with
    /// `stage` (an i32 ring stage) that stage's copy of it where the pool
    /// has one per stage.
    fn scale_region(&self, cx: &Lowering, stage: Option<MlirValue>) -> Option<MlirValue> {
        let s = self.shape;
        if s.s_width == 0 {
            return None;
        }
        let base = cx.iop(arith::AddIOperation::name(), self.taddr, c32(cx, s.acc + s.a));
        let Some(stage) = stage.filter(|_| s.scales_per_stage()) else { return Some(base) };
        let offset = cx.iop(arith::MulIOperation::name(), stage, c32(cx, s.s_width));
        Some(cx.iop(arith::AddIOperation::name(), base, offset))
    }
}

/// The ring stages of the asynchronous K loop around a block-scaled
/// tcgen05 dot of `blocks`: as many as consumed mbarriers follow the one it
/// commits to (`nv_tileas.commit_barrier`, stage 0's) in the
/// `mbarrier_init` that covers them (`tileas-pipeline-loads` initialises the
/// full and the consumed barriers in one, the consumed last); `None` for
/// any other op, or a loop of fewer than two stages.
fn async_scale_stages(cx: &Lowering, blocks: &[MlirBlock], dot: MlirOperation) -> Option<i64> {
    let consumed = get_attr(dot, typed::TILEAS_COMMIT_BARRIER_ATTR).and_then(typed::int_value)?;
    if operands(dot).len() <= 3 || !cx.tmem.is_update(dot) || ring_read(operands(dot)[0]).is_none() {
        return None;
    }
    let int = |op: MlirOperation, name: &str| get_attr(op, name).and_then(typed::int_value);
    blocks
        .iter()
        .flat_map(|b| block_ops(*b))
        .filter(|op| op_name(*op) == nv_tileas::MbarrierInitOperation::name())
        .find_map(|op| {
            let (first, count) = (int(op, "barrier")?, int(op, "count")?);
            let end = first + 8 * count;
            (first..end).contains(&consumed).then_some((end - consumed) / 8)
        })
        .filter(|s| *s >= 2)
}

/// Stores A (`a_in_tmem`) into TMEM columns of its own (the pool's A region,
/// else allocated here): each thread packs its row's elements two to a
/// 32-bit word (the lower K first) and stores them where the accumulator
/// layout puts its columns; returns their address.
fn store_a_tmem(cx: &mut Lowering, p: &UmmaPlan, a: MlirValue) -> MlirValue {
    let pa = a_tmem_plan(p);
    let ta = match cx.tmem_pool {
        Some(pool) => pool.a_region(cx),
        None => alloc(cx, &pa),
    };
    let i32t = cx.b.int_type(32);
    let slots = cx.slots(a);
    // A two-element vector, not shifts and ORs of the halves' bits: NVPTX
    // turns a vector of two f32 -> f16/bf16 roundings into one
    // `cvt.rn.f16x2.f32` (the shifts kept a `cvt` and a zero-extension
    // each, and the registers between them).
    let packed: Vec<MlirValue> = slots
        .chunks(2)
        .map(|pair| {
            let v = cx.vector_of(pair, value_type(pair[0]));
            cx.b.op1(llvm::BitcastOperation::name(), &[v], i32t, &[])
        })
        .collect();
    store_acc(cx, &pa, ta, &packed);
    nvvm(cx, "tcgen05.fence.before.thread.sync", &[]);
    ta
}

/// Frees A's TMEM columns (`store_a_tmem`) once its MMAs are done and a
/// CTA barrier has passed (nothing for the pool's).
fn free_a_tmem(cx: &mut Lowering, p: &UmmaPlan, st: Staged) {
    if let Some(ta) = st.a_tmem.filter(|_| cx.tmem_pool.is_none()) {
        dealloc(cx, &a_tmem_plan(p), ta);
    }
    if let Some(ts) = st.scales.filter(|_| cx.tmem_pool.is_none()) {
        dealloc_columns(cx, ts, p.scale_tmem_columns());
    }
}

/// The scale operands (TMEM pointers) of the block-scaled MMA of 128-row
/// block `b` at K step `ks`, scales at `ts` (`store_scales`): the columns of
/// the step's scale cell, the byte of its first scale in bits 30-31 (as the
/// scale IDs of the instruction descriptor; NVIDIA's tileiras sets both).
fn scale_addresses(cx: &Lowering, p: &UmmaPlan, ts: MlirValue, b: i64, ks: i64) -> (MlirValue, MlirValue) {
    let (a_cols, _) = p.scale_columns();
    let (g, id) = p.scale_cell_of_step(ks);
    let id = id << 30;
    let a_col = (g * p.m_blocks() + b) * 4;
    let b_col = a_cols + g * ((p.shape.n + 31) / 32);
    let at = |col: i64| {
        let a = cx.iop(arith::AddIOperation::name(), ts, c32(cx, col));
        let a = cx.iop(arith::OrIOperation::name(), a, cx.b.const_int(cx.b.int_type(32), id));
        cx.b.op1(llvm::IntToPtrOperation::name(), &[a], cx.b.ptr_type(6), &[])
    };
    (at(a_col), at(b_col))
}

/// The block scales of a block-scaled dot (`UmmaPlan::scale_columns`) in
/// TMEM, returning their address (the pool's scale region, in an
/// asynchronous K loop the copy of A's ring stage where the pool has one
/// per stage, else columns allocated here). The threads' scale tiles are staged through the
/// scratch at byte `at` (A's row-major, B's transposed to N × K/block; a CTA
/// barrier first unless `clear`: nothing of this dot used the scratch
/// before), then each of the first four warps stores, in its lane quarter,
/// lane r: each cell of four K blocks' scales (a byte each, the first
/// lowest) of A's rows r + 32q of each 128-row block, q = 0..3, in column
/// (cell · blocks + block) · 4 + q, then B's columns r + 32q in column
/// (A's columns) + cell · ⌈N/32⌉ + q; `tcgen05.wait.st` and the thread-sync fence follow (the
/// caller's CTA barrier, `tc_barrier`, orders the MMAs after them). A stage's
/// copy was last read by the MMAs of S iterations back, which every thread
/// saw done (the loop's waits on the consumed barriers): the after-sync
/// fence orders the stores after those waits.
fn store_scales(cx: &mut Lowering, dot: MlirOperation, p: &UmmaPlan, at: i64, clear: bool) -> MlirValue {
    let ops = operands(dot);
    let stage = async_stage(cx, dot);
    let per_stage = stage.is_some() && cx.tmem_pool.is_some_and(|pool| pool.shape.scales_per_stage());
    let ts = match cx.tmem_pool.and_then(|pool| pool.scale_region(cx, stage)) {
        Some(ts) => ts,
        None => {
            let ts = alloc_columns(cx, p.scale_tmem_columns());
            // Every thread has the address before the next allocation reuses its slot.
            tc_barrier(cx);
            ts
        }
    };
    let blocks = p.shape.k / p.scale_block();
    let (m, n) = (p.shape.m, p.shape.n);
    let b_at = at + round_up(m * blocks, 16);
    if !clear {
        cx.barrier();
    }
    for (v, base, transposed) in [(ops[3], at, false), (ops[4], b_at, true)] {
        let tile = value_type(v);
        let slots = cx.slots(v);
        for (s, x) in slots.iter().enumerate() {
            let e = cx.element_index(s, tile);
            // A: (row, block) at row · blocks + block; B: (block, n) at n · blocks + block.
            let (r, c) = if transposed { split(cx, e, n) } else { split(cx, e, blocks) };
            let (row, col) = if transposed { (c, r) } else { (r, c) };
            let o = cx.iop(arith::MulIOperation::name(), row, c32(cx, blocks));
            let o = cx.iop(arith::AddIOperation::name(), o, col);
            let o = cx.iop(arith::AddIOperation::name(), o, c32(cx, base));
            let x = *x;
            if_owner(cx, s, tile, |cx| {
                let ptr = smem_ptr(cx, o);
                cx.b.store(x, ptr);
            });
        }
    }
    cx.barrier();
    let quarter = cx.b.cmpi(typed::ICmpPredicate::Ult, cx.tid, c32(cx, 128));
    let saved = cx.b;
    cx.b = cx.b.if_then(quarter);
    let r = cx.iop(arith::AndIOperation::name(), cx.tid, c32(cx, 31));
    let lane0 = cx.iop(arith::SubIOperation::name(), cx.tid, r);
    let i32t = cx.b.int_type(32);
    let word = |cx: &Lowering, base: i64, row: MlirValue, group: i64| {
        let o = cx.iop(arith::MulIOperation::name(), row, c32(cx, blocks));
        let o = cx.iop(arith::AddIOperation::name(), o, c32(cx, base + 4 * group));
        cx.b.load(smem_ptr(cx, o), i32t)
    };
    let mut words = Vec::new();
    for g in 0..p.scale_cells() {
        for b in 0..p.m_blocks() {
            for q in 0..4 {
                let row = cx.iop(arith::AddIOperation::name(), r, c32(cx, b * 128 + 32 * q));
                words.push(word(cx, at, row, g));
            }
        }
    }
    for g in 0..p.scale_cells() {
        for q in 0..(n + 31) / 32 {
            let row = cx.iop(arith::AddIOperation::name(), r, c32(cx, 32 * q));
            let row = cx.iop(arith::MinUIOperation::name(), row, c32(cx, n - 1));
            words.push(word(cx, b_at, row, g));
        }
    }
    if per_stage {
        fence_after(cx);
    }
    // Power-of-two runs of columns, one tcgen05.st each.
    let no = cx.b.const_int(cx.b.int_type(1), 0);
    let mut col = 0usize;
    while col < words.len() {
        let run = 1usize << (words.len() - col).ilog2();
        let run = run.min(128);
        let ptr = tmem_ptr(cx, ts, lane0, c32(cx, col as i64));
        let v = if run == 1 { words[col] } else { cx.vector_of(&words[col..col + run], i32t) };
        nvvm(cx, &format!("tcgen05.st.32x32b.x{run}"), &[ptr, v, no]);
        col += run;
    }
    nvvm(cx, "tcgen05.wait.st", &[]);
    nvvm(cx, "tcgen05.fence.before.thread.sync", &[]);
    cx.b = saved;
    ts
}

/// Bytes one staged copy of the plan's A takes (whole 1024-byte swizzle
/// patterns).
pub fn a_bytes(p: &UmmaPlan) -> i64 {
    round_up(p.shape.m * p.shape.k * UmmaPlan::elem_bytes(p.kind).unwrap_or(2), 1024)
}

/// The A operands of tcgen05 dots that are staged once, where they are
/// defined, in a region of their own at the end of the scratch: values
/// defined by an op in another block than a dot that multiplies them (a
/// loop-invariant operand, attention's Q), so the loop neither restages
/// them nor keeps them in registers. Each with its offset in the region;
/// the stage-2 pass reserves the region (`nv_tileas.staged_operand_bytes`)
/// and the lowering finds the same values.
pub fn staged_operands(blocks: &[MlirBlock], threads: i64) -> Vec<(MlirValue, UmmaPlan, i64)> {
    let mut out: Vec<(MlirValue, UmmaPlan, i64)> = Vec::new();
    let mut next = 0;
    for dot in blocks.iter().flat_map(|b| block_ops(*b)) {
        if op_name(dot) != nv_tileaa::DotOperation::name() {
            continue;
        }
        let Some(DotPlan::Umma(p)) = dot_plan(dot, threads, super::mma::plan_fits) else { continue };
        let a = operands(dot)[0];
        if in_ring(dot, 0) || a_in_tmem(dot, threads) {
            continue; // read in place from its ring stage, or from TMEM
        }
        // SAFETY: `a` and `dot` are live; their blocks are only read.
        let (is_arg, other_block) = unsafe {
            let arg = mlirValueIsABlockArgument(a);
            (arg, !arg && mlirOperationGetBlock(mlirOpResultGetOwner(a)).ptr != mlirOperationGetBlock(dot).ptr)
        };
        if is_arg || !other_block || out.iter().any(|(v, _, _)| v.ptr == a.ptr) {
            continue;
        }
        out.push((a, p.clone(), next));
        next += a_bytes(&p);
    }
    out
}

/// Stages the values of `cx.staged_plans` that `op` defines into their
/// region.
pub fn stage_defined(cx: &mut Lowering, op: MlirOperation) {
    for r in results(op) {
        let Some((p, o)) = cx.staged_plans.get(&(r.ptr as usize)).cloned() else { continue };
        let slots = cx.slots(r);
        stage_a(cx, &p, &slots, value_type(r), (o, p.atom32(false)));
    }
}

/// Warp 0 allocates the plan's TMEM columns; after a CTA barrier every
/// thread reads their address (i32) from the scratch slot.
pub fn alloc(cx: &mut Lowering, p: &UmmaPlan) -> MlirValue {
    alloc_columns(cx, p.tmem_columns())
}

/// Warp 0 allocates `columns` (a power of two, at least 32); after a CTA
/// barrier every thread reads their address.
fn alloc_columns(cx: &mut Lowering, columns: i64) -> MlirValue {
    let tc = cx.tc_slots();
    let slot = cx.b.gep(tc, &[GepIndex::Const(8)], cx.b.int_type(8), cx.b.ptr_type(3));
    let ncols = c32(cx, columns);
    let alloc = if cx.cta_pair { "tcgen05.alloc.shared.cg2" } else { "tcgen05.alloc.shared.cg1" };
    in_warp0(cx, |cx| nvvm(cx, alloc, &[slot, ncols]));
    tc_barrier(cx);
    cx.b.load(slot, cx.b.int_type(32))
}

/// After a CTA barrier (every thread is done with TMEM), warp 0 frees the
/// columns.
pub fn free(cx: &mut Lowering, p: &UmmaPlan, taddr: MlirValue) {
    if cx.cta_pair {
        // The pair's columns go in both CTAs at once: each is done with
        // its own first, and neither moves on before both have freed them.
        pair_barrier(cx);
        dealloc(cx, p, taddr);
        pair_barrier(cx);
        return;
    }
    tc_barrier(cx);
    dealloc(cx, p, taddr);
}

/// A cluster barrier with the tcgen05 fences that order tensor-core work
/// across it (a kernel whose MMAs span CTA pairs: the even CTA's MMAs
/// write the odd CTA's tensor memory).
pub fn pair_barrier(cx: &Lowering) {
    nvvm(cx, "tcgen05.fence.before.thread.sync", &[]);
    nvvm(cx, "barrier.cluster.arrive", &[]);
    nvvm(cx, "barrier.cluster.wait", &[]);
    nvvm(cx, "tcgen05.fence.after.thread.sync", &[]);
}

/// Warp 0 frees the plan's columns at `taddr` (every thread is past its
/// last use: the caller's CTA barrier).
fn dealloc(cx: &mut Lowering, p: &UmmaPlan, taddr: MlirValue) {
    dealloc_columns(cx, taddr, p.tmem_columns());
}

/// Warp 0 frees `columns` at `taddr`.
fn dealloc_columns(cx: &mut Lowering, taddr: MlirValue, columns: i64) {
    let ncols = c32(cx, columns);
    in_warp0(cx, |cx| {
        let tp = cx.b.op1(llvm::IntToPtrOperation::name(), &[taddr], cx.b.ptr_type(6), &[]);
        nvvm(cx, if cx.cta_pair { "tcgen05.dealloc.cg2" } else { "tcgen05.dealloc.cg1" }, &[tp, ncols]);
    });
}

/// `tcgen05.fence::after_thread_sync`: orders what the thread saw complete
/// (an mbarrier wait, a CTA barrier) before its next tcgen05 op.
pub fn fence_after(cx: &Lowering) {
    nvvm(cx, "tcgen05.fence.after.thread.sync", &[]);
}

/// Thread 0 invalidates the mbarrier (every thread is past its wait).
fn inval(cx: &mut Lowering, mbar: MlirValue) {
    let t0 = cx.b.cmpi(typed::ICmpPredicate::Eq, cx.tid, c32(cx, 0));
    let saved = cx.b;
    cx.b = cx.b.if_then(t0);
    nvvm(cx, "mbarrier.inval.shared", &[mbar]);
    cx.b = saved;
}

/// In the entry block of a kernel with tcgen05 dots: thread 0 initialises
/// their mbarrier (one arrival a phase: each dot's commit) once for the
/// kernel, and every thread starts its phase parity at 0 (a stack slot the
/// LLVM optimiser keeps in a register). A CTA barrier must follow before the
/// first wait (the pool's allocation, or `declare_tc_slots`'s own).
pub fn init_mbarrier(cx: &mut Lowering) {
    let mbar = cx.tc_slots();
    let t0 = cx.b.cmpi(typed::ICmpPredicate::Eq, cx.tid, c32(cx, 0));
    let saved = cx.b;
    cx.b = cx.b.if_then(t0);
    nvvm(cx, "mbarrier.init.shared", &[mbar, c32(cx, 1)]);
    nvvm(cx, "fence.mbarrier_init.release.cluster", &[]);
    cx.b = saved;
    let i32t = cx.b.int_type(32);
    let attrs = [("elem_type", typed::type_attr(i32t))];
    let slot = cx.b.op1(llvm::AllocaOperation::name(), &[c32(cx, 1)], cx.b.ptr_type(0), &attrs);
    cx.b.store(c32(cx, 0), slot);
    cx.tc_phase = Some(slot);
}

/// Waits for the current phase of the kernel's tcgen05 mbarrier (the
/// commit of this dot's MMAs) and moves the thread's parity on. Every
/// thread runs every dot, and each dot's MMAs are issued only after a CTA
/// barrier that every thread reaches after its previous wait: the
/// mbarrier is never more than one phase ahead of a waiting thread.
fn wait_phase(cx: &Lowering, mbar: MlirValue) {
    let slot = cx.tc_phase.expect("internal: a tcgen05 dot in a kernel without its mbarrier phase");
    let parity = cx.b.load(slot, cx.b.int_type(32));
    spin_wait(cx, mbar, parity);
    let next = cx.iop(arith::XOrIOperation::name(), parity, c32(cx, 1));
    cx.b.store(next, slot);
}

/// Before the kernel returns: every thread is done with TMEM and the
/// mbarrier (a CTA barrier), warp 0 frees the pool and thread 0
/// invalidates the mbarrier (each where the kernel has it).
pub fn release(cx: &mut Lowering) {
    let Some(mbar) = cx.tc else { return };
    if cx.tc_phase.is_none() && cx.tmem_pool.is_none() {
        return;
    }
    tc_barrier(cx);
    Pool::free(cx);
    if cx.tc_phase.is_some() {
        inval(cx, mbar);
    }
}

/// Whether `op` is a tcgen05 dot whose threads wait on the kernel's
/// mbarrier for its MMAs: all but the resident dots of an asynchronous K
/// loop, which commit to their stage's consumed barrier (`lower_resident`,
/// `commit_barrier`), block-scaled ones only where the pool (`shape`) has a
/// copy of the scales per stage. A kernel of those alone needs no mbarrier
/// of its own.
pub fn waits_for_mmas(cx: &Lowering, op: MlirOperation, shape: Option<&PoolShape>) -> bool {
    let asynchronous = cx.tmem.is_update(op)
        && get_attr(op, typed::TILEAS_COMMIT_BARRIER_ATTR).is_some()
        && ring_read(operands(op)[0]).is_some()
        && (operands(op).len() <= 3 || shape.is_some_and(PoolShape::scales_per_stage));
    is_umma_dot(op, cx.num_threads) && !asynchronous
}

/// Stores the accumulator slots `c` (of the tile's element type) into TMEM
/// at `taddr`, widened to the TMEM type.
pub fn store(cx: &Lowering, p: &UmmaPlan, taddr: MlirValue, c: &[MlirValue]) {
    let acc_t = acc_type(cx, p);
    let c: Vec<MlirValue> = c
        .iter()
        .map(|v| {
            if typed::same_type(value_type(*v), acc_t) {
                *v
            } else {
                cx.b.op1(arith::ExtFOperation::name(), &[*v], acc_t, &[])
            }
        })
        .collect();
    store_acc(cx, p, taddr, &c);
}

/// Reads the accumulator from TMEM at `taddr` into slots of `out_t`, in
/// chunks of at most `max` columns, each passed through `each` (see
/// `load_acc`).
pub fn load_each(
    cx: &Lowering,
    p: &UmmaPlan,
    taddr: MlirValue,
    out_t: MlirType,
    max: i64,
    mut each: impl FnMut(&Lowering, Vec<MlirValue>) -> Vec<MlirValue>,
) -> Vec<MlirValue> {
    let acc_t = acc_type(cx, p);
    load_acc(cx, p, taddr, acc_t, max, |cx, d| {
        let d = if typed::same_type(out_t, acc_t) {
            d
        } else {
            d.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], out_t, &[])).collect()
        };
        each(cx, d)
    })
}

/// The chunks (first slot, TMEM address, columns) of at most 32 columns
/// that `read_chunk` reads, in slot order.
pub fn read_chunks(cx: &Lowering, p: &UmmaPlan, taddr: MlirValue) -> Vec<(usize, MlirValue, i64)> {
    chunks(cx, p, taddr, 32)
}

/// One chunk of `read_chunks` as slots of `out_t` (after its
/// `tcgen05.wait.ld`).
pub fn read_chunk(cx: &Lowering, p: &UmmaPlan, ptr: MlirValue, n: i64, out_t: MlirType) -> Vec<MlirValue> {
    let acc_t = acc_type(cx, p);
    let d = ld_chunk(cx, p, ptr, n, acc_t);
    if typed::same_type(out_t, acc_t) {
        return d;
    }
    d.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], out_t, &[])).collect()
}

/// Reads the accumulator from TMEM at `taddr` into slots of `out_t`.
pub fn load(cx: &Lowering, p: &UmmaPlan, taddr: MlirValue, out_t: MlirType) -> Vec<MlirValue> {
    load_each(cx, p, taddr, out_t, 128, |_, d| d)
}

/// Lowers `dot` (checked by `layouts_match`) with its accumulator moved
/// into TMEM and back.
pub fn lower(cx: &mut Lowering, dot: MlirOperation, p: &UmmaPlan) {
    let ops = operands(dot);
    let (mbar, st) = stage(cx, dot, p);
    let pooled = cx.tmem_pool.map(|pool| pool.taddr);
    let taddr = pooled.unwrap_or_else(|| alloc(cx, p));
    let zero_acc = is_zero_constant(ops[2]);
    if !zero_acc {
        store(cx, p, taddr, &cx.slots(ops[2]));
    }
    tc_barrier(cx);
    // In an asynchronous K loop the stage's consumed barrier hears of the
    // MMAs too (they are done once the wait below passes).
    let mbars: Vec<MlirValue> = std::iter::once(mbar).chain(commit_barrier(cx, dot)).collect();
    issue(cx, p, taddr, &mbars, st, zero_acc);
    wait_phase(cx, mbar);
    nvvm(cx, "tcgen05.fence.after.thread.sync", &[]);
    let d = load(cx, p, taddr, cx.scalar_type(value_type(ops[2])));
    // (The pool's columns need no barrier: the next dot's MMAs follow its own.)
    if pooled.is_none() {
        free(cx, p, taddr);
        free_a_tmem(cx, p, st);
    }
    cx.set(result0(dot), d);
}

/// Lowers `dot` whose accumulator stays in TMEM at `taddr` (`tmem.rs`):
/// the MMAs accumulate in place, and the result has no register slots.
/// In an asynchronous K loop (`nv_tileas.commit_barrier`) they are
/// committed to the stage's consumed barrier and not waited for: the loop
/// waits before it overwrites the stage, and on its exit edge before the
/// accumulator is read. Block scales with one copy in TMEM (no room for one
/// per stage, `PoolShape`) are rewritten by the next iteration: such MMAs
/// are waited for too.
pub fn lower_resident(cx: &mut Lowering, dot: MlirOperation, p: &UmmaPlan, taddr: MlirValue) {
    let consumed = commit_barrier(cx, dot);
    let (mbar, mut st) = stage(cx, dot, p);
    super::tmem::flush_deferred(cx, dot);
    if consumed.is_some() && get_attr(dot, typed::TILEAS_MMA_THREAD_ATTR).is_some() {
        // The MMA thread alone waited for the stage (a `thread` wait);
        // its fence orders its MMAs after that wait.
        st.fence_first = true;
    } else {
        tc_barrier(cx);
    }
    let per_stage = st.scales.is_none() || cx.tmem_pool.is_some_and(|pool| pool.shape.scales_per_stage());
    let wait = consumed.is_none() || !per_stage;
    let mbars: Vec<MlirValue> = consumed.into_iter().chain(wait.then_some(mbar)).collect();
    issue(cx, p, taddr, &mbars, st, false);
    if wait {
        wait_phase(cx, mbar);
        nvvm(cx, "tcgen05.fence.after.thread.sync", &[]);
        // Columns allocated for this call go once every thread is past its wait.
        if cx.tmem_pool.is_none() && (st.a_tmem.is_some() || st.scales.is_some()) {
            tc_barrier(cx);
            free_a_tmem(cx, p, st);
        }
    }
    cx.set(result0(dot), Vec::new());
}

#[cfg(test)]
mod pool_tests {
    use super::PoolShape;

    /// Six copies of 8 scale columns beside a 128-column resident
    /// accumulator fit (64 columns), as they do beside 448 (512 in all);
    /// beside 480 they do not, one copy does (32); beside 512 not even that.
    #[test]
    fn scale_copies_fall_back_to_one_where_they_do_not_fit() {
        let six = PoolShape { acc: 0, a: 0, s_width: 8, s_copies: 6 };
        let fitted = six.fitted(128).expect("fits");
        assert_eq!((fitted, fitted.columns()), (six, 64));
        assert!(fitted.scales_per_stage());
        assert_eq!(six.fitted(448), Some(six));
        let one = six.fitted(480).expect("one copy fits");
        assert_eq!((one.s_copies, one.columns()), (1, 32));
        assert!(!one.scales_per_stage());
        assert_eq!(six.fitted(512), None);
        assert_eq!(PoolShape { acc: 0, a: 0, s_width: 0, s_copies: 1 }.fitted(0), None);
    }
}
