//! `nv_tileaa.dot` (cuda_tile `mmaf`/`mmai`): on tensor cores (`mma.rs`)
//! when the dot has an MMA plan and its operands carry the plan's fragment
//! layouts; otherwise this SIMT fallback, correct for every element type.
//!
//! The accumulator keeps the register layout of every tensor (each thread owns
//! its C slots). A and B are staged through the shared scratch in chunks of
//! `kc` columns of K, small enough that one chunk of both fits in
//! [`DOT_SCRATCH_BYTES`]; per chunk, every thread runs the `kc` steps of
//! `c[m, n] += a[m, k] · b[k, n]` for its slots, with products in the
//! accumulator type (floats: `fma` after extending the inputs; integers:
//! extended per signedness, multiply, add). Rank-3 operands are batched.
//! A block-scaled dot (`scales`: f8E8M0FNU per block of K, A's `[batch×]M
//! × K/block`, B's `[batch×]K/block × N`) stages its scales whole after the
//! chunk and multiplies each A and B value by its block's scale. A dot whose
//! A and B are ring stages of a pipelined loop (`stage_reads`) stages
//! nothing: it reads them where the copies put them.

use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, math as math_ops, scf};
use mlir_sys::*;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};

/// Shared-memory budget of one A+B chunk.
pub const DOT_SCRATCH_BYTES: i64 = 16 * 1024;

/// Scratch bytes a dot of these operand types (A, B, C and any scales)
/// needs (stage 2 reserves it): the chunk of A and B, then the scales, each
/// 16-byte aligned.
pub fn scratch_bytes(ins: &[MlirType]) -> i64 {
    let (Some(&a), Some(&b)) = (ins.first(), ins.get(1)) else { return 0 };
    let (Some(sa), Some(sb)) = (Lowering::shape(a), Lowering::shape(b)) else { return 0 };
    let (ea, eb) = (elem_size(a), elem_size(b));
    let kc = chunk(&sa, &sb, ea, eb);
    let (a_bytes, b_bytes) = chunk_bytes(&sa, &sb, kc, ea, eb);
    let scales: i64 =
        ins.iter().skip(3).filter_map(|t| Lowering::shape(*t)).map(|s| s.iter().product()).map(round16).sum();
    round16(a_bytes) + round16(b_bytes) + scales
}

fn round16(x: i64) -> i64 {
    (x + 15) / 16 * 16
}

fn elem_size(t: MlirType) -> i64 {
    storage_bytes(typed::element_type(t).unwrap_or(t))
}

/// (batch, M, K) of A and (batch, K, N) of B.
fn dims(sa: &[i64], sb: &[i64]) -> (i64, i64, i64, i64) {
    let batch = if sa.len() == 3 { sa[0] } else { 1 };
    let (m, k) = (sa[sa.len() - 2], sa[sa.len() - 1]);
    let n = sb[sb.len() - 1];
    (batch, m, k, n)
}

/// Largest power-of-two chunk of K whose A and B parts fit the budget.
fn chunk(sa: &[i64], sb: &[i64], ea: i64, eb: i64) -> i64 {
    let (_, _, k, _) = dims(sa, sb);
    let mut kc = k.max(1);
    while kc > 1 {
        let (x, y) = chunk_bytes(sa, sb, kc, ea, eb);
        if round16(x) + round16(y) <= DOT_SCRATCH_BYTES {
            break;
        }
        kc /= 2;
    }
    kc
}

fn chunk_bytes(sa: &[i64], sb: &[i64], kc: i64, ea: i64, eb: i64) -> (i64, i64) {
    let (batch, m, _, n) = dims(sa, sb);
    (batch * m * kc * ea, batch * kc * n * eb)
}

/// A checked `nv_tileaa.dot` C += A·B: its geometry and element types.
struct Dot {
    batch: i64,
    m: i64,
    k: i64,
    n: i64,
    /// K elements per staged chunk (a power of two dividing K).
    kc: i64,
    /// Byte offset of the B chunk in the scratch.
    b_off: i64,
    /// Per-thread scalar types of A and B.
    sta: MlirType,
    stb: MlirType,
    /// Tile element types of A and B, and the accumulator's element type.
    ea_ty: MlirType,
    eb_ty: MlirType,
    ec_ty: MlirType,
    /// C's per-thread type, and the accumulator's (f32 for f16/bf16 C).
    out_t: MlirType,
    acc_t: MlirType,
    narrow: bool,
    signed_a: bool,
    signed_b: bool,
    /// Tile types of A, B and C (their layouts place the slots).
    a_ty: MlirType,
    b_ty: MlirType,
    c_ty: MlirType,
    scales: Option<Scales>,
}

/// The block scales of a scaled dot, staged whole (one byte each, row-major)
/// after the A and B chunk.
struct Scales {
    /// Elements of K per scale, and scales per row of A (column of B).
    block: i64,
    blocks: i64,
    /// Tile types (their layouts place the slots) and scratch offsets.
    sa_ty: MlirType,
    sb_ty: MlirType,
    sa_off: i64,
    sb_off: i64,
}

/// (chunk of K, index in the staged chunk, owner predicate) of an A/B slot.
type SlotDest = (MlirValue, MlirValue, MlirValue);

/// Whether a `signedness_*` attribute (absent: signed) says signed.
fn signed(op: MlirOperation, name: &str) -> bool {
    get_attr(op, name)
        .is_none_or(|a| typed::str_value(a).is_some_and(|s| s.contains("signed") && !s.contains("unsigned")))
}

/// Checks the operands and plans the chunking.
fn plan(cx: &Lowering, op: MlirOperation) -> Result<Dot, PassFailed> {
    let ops = operands(op);
    if ops.len() != 3 && ops.len() != 5 {
        emit_op_error(op, "expects A, B, C and optionally A's and B's block scales");
        return Err(PassFailed);
    }
    let (ta, tb, tc) = (value_type(ops[0]), value_type(ops[1]), value_type(ops[2]));
    let (Some(sa), Some(sb), Some(sc)) = (Lowering::shape(ta), Lowering::shape(tb), Lowering::shape(tc)) else {
        emit_op_error(op, "expects tensor operands");
        return Err(PassFailed);
    };
    if !(sa.len() == 2 || sa.len() == 3) || sa.len() != sb.len() || sa.len() != sc.len() {
        emit_op_error(op, "expects rank-2 or batched rank-3 operands");
        return Err(PassFailed);
    }
    let (batch, m, k, n) = dims(&sa, &sb);
    let elem = |t: MlirType| typed::element_type(t).unwrap_or(t);
    // f16/bf16 accumulators are kept in f32 across the K loop and rounded
    // once at the end, as tensor cores keep a wider internal sum.
    let out_t = cx.scalar_type(tc);
    let narrow = matches!(typed::float_kind(out_t), Some(typed::FloatKind::F16 | typed::FloatKind::BF16));
    let acc_t = if narrow { cx.b.f32_type() } else { out_t };
    let ec_ty = if narrow { acc_t } else { elem(tc) };
    let (ea, eb) = (elem_size(ta), elem_size(tb));
    let kc = chunk(&sa, &sb, ea, eb);
    let (a_bytes, b_bytes) = chunk_bytes(&sa, &sb, kc, ea, eb);
    let scales = match ops.get(3..5) {
        Some(&[x, y]) => Some(scales(op, (x, y), k, round16(a_bytes) + round16(b_bytes), acc_t)?),
        _ => None,
    };
    Ok(Dot {
        batch,
        m,
        k,
        n,
        kc,
        b_off: round16(a_bytes),
        sta: cx.scalar_type(ta),
        stb: cx.scalar_type(tb),
        ea_ty: elem(ta),
        eb_ty: elem(tb),
        ec_ty,
        out_t,
        acc_t,
        narrow,
        signed_a: signed(op, "signedness_a"),
        signed_b: signed(op, "signedness_b"),
        a_ty: ta,
        b_ty: tb,
        c_ty: tc,
        scales,
    })
}

/// Checks a scaled dot's scale operands (f8E8M0FNU, an f32 accumulator)
/// and places them at byte `at` of the scratch.
fn scales(
    op: MlirOperation,
    (x, y): (MlirValue, MlirValue),
    k: i64,
    at: i64,
    acc_t: MlirType,
) -> Result<Scales, PassFailed> {
    let (sa_ty, sb_ty) = (value_type(x), value_type(y));
    let e8m0 = |t: MlirType| typed::element_type(t).and_then(typed::float_kind) == Some(typed::FloatKind::F8E8M0FNU);
    let blocks = Lowering::shape(sa_ty).and_then(|s| s.last().copied()).unwrap_or(0);
    if !e8m0(sa_ty) || !e8m0(sb_ty) || !typed::is_f32(acc_t) || blocks <= 0 || k % blocks != 0 {
        emit_op_error(op, "expects f8E8M0FNU block scales dividing K and an f32 accumulator");
        return Err(PassFailed);
    }
    let sa_bytes = round16(Lowering::shape(sa_ty).map_or(0, |s| s.iter().product()));
    Ok(Scales { block: k / blocks, blocks, sa_ty, sb_ty, sa_off: at, sb_off: at + sa_bytes })
}

pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    if op_name(op) != nv_tileaa::DotOperation::name() {
        return Ok(false);
    }
    use crate::nv_tileas::mma::{dot_plan, DotPlan};
    match dot_plan(op, cx.num_threads, super::mma::plan_fits) {
        Some(DotPlan::Umma(p)) if super::umma::layouts_match(cx, op, &p) => {
            dot_remark(cx, op, Some("tcgen05.mma"));
            super::umma::lower(cx, op, &p);
            return Ok(true);
        }
        Some(DotPlan::Wgmma(p)) if super::wgmma::layouts_match(cx, op, &p) => {
            dot_remark(cx, op, Some("wgmma.mma_async"));
            super::wgmma::lower(cx, op, &p);
            return Ok(true);
        }
        Some(DotPlan::Sync(p)) if super::mma::layouts_match(cx, op, &p) => {
            dot_remark(cx, op, Some("mma.sync"));
            super::mma::lower(cx, op, &p)?;
            return Ok(true);
        }
        _ => {}
    }
    if operands(op).iter().any(|v| cx.ring_operands.contains_key(&(v.ptr as usize))) {
        emit_op_error(
            op,
            "internal: an operand in a tensor-core ring stage, but the dot does not lower to tcgen05.mma or wgmma",
        );
        return Err(PassFailed);
    }
    if get_attr(op, "packing").is_some() {
        // The conversion packs 4-bit operands only for tiles an MMA takes (`block_scaled_shape`).
        emit_op_error(op, "internal: a packed 4-bit dot that no tensor-core MMA takes");
        return Err(PassFailed);
    }
    dot_remark(cx, op, None);
    let p = plan(cx, op)?;
    let ops = operands(op);
    let mut acc = cx.slots(ops[2]);
    if p.narrow {
        acc = acc.iter().map(|v| cx.b.op1(arith::ExtFOperation::name(), &[*v], p.acc_t, &[])).collect();
    }
    if let Some((sa, sb)) = in_place(cx, op, &p)? {
        acc = stage_loop(cx, &p, (&sa, &sb), &acc);
        if p.narrow {
            acc = acc.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], p.out_t, &[])).collect();
        }
        cx.set(result0(op), acc);
        return Ok(true);
    }
    let a_slots = cx.slots(ops[0]);
    let b_slots = cx.slots(ops[1]);
    // Loop-invariant per-slot facts: where each A/B slot goes in a chunk, and
    // the chunk-relative row of A / column of B each C slot reads.
    let a_dest = a_destinations(cx, &p, a_slots.len());
    let b_dest = b_destinations(cx, &p, b_slots.len());
    let c_src = c_sources(cx, &p, acc.len());
    if let Some(sc) = &p.scales {
        cx.barrier();
        let (sa_slots, sb_slots) = (cx.slots(ops[3]), cx.slots(ops[4]));
        let i8t = cx.b.int_type(8);
        let zero = c32(cx, 0);
        let dest = |cx: &Lowering, ty: MlirType, shape: [i64; 3], s: usize| {
            let e = cx.element_index(s, ty);
            let c = cx.coords(e, &shape);
            let row = cx.iop(
                arith::AddIOperation::name(),
                cx.iop(arith::MulIOperation::name(), c[0], c32(cx, shape[1])),
                c[1],
            );
            let idx = cx.iop(
                arith::AddIOperation::name(),
                cx.iop(arith::MulIOperation::name(), row, c32(cx, shape[2])),
                c[2],
            );
            (zero, idx, cx.is_owner(s, ty))
        };
        let sa_dest: Vec<SlotDest> =
            (0..sa_slots.len()).map(|s| dest(cx, sc.sa_ty, [p.batch, p.m, sc.blocks], s)).collect();
        let sb_dest: Vec<SlotDest> =
            (0..sb_slots.len()).map(|s| dest(cx, sc.sb_ty, [p.batch, sc.blocks, p.n], s)).collect();
        stage(cx, zero, sc.sa_off, i8t, &sa_slots, &sa_dest);
        stage(cx, zero, sc.sb_off, i8t, &sb_slots, &sb_dest);
    }
    acc = chunk_loop(cx, &p, (&a_slots, &a_dest), (&b_slots, &b_dest), &c_src, &acc);
    if p.narrow {
        acc = acc.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], p.out_t, &[])).collect();
    }
    cx.barrier();
    cx.set(result0(op), acc);
    Ok(true)
}

/// The tensor-core remark of a dot: the instruction it runs on, or (None)
/// why it stays on the SIMT path.
pub(super) fn dot_remark(cx: &Lowering, op: MlirOperation, instruction: Option<&str>) {
    use crate::remarks::{emit, Category, Kind};
    if !crate::remarks::collecting() {
        return;
    }
    let ops = operands(op);
    let shape = |v: MlirValue| typed::static_shape(value_type(v)).unwrap_or_default();
    let (sa, sb) = (shape(ops[0]), shape(ops[1]));
    let mut args = Vec::new();
    if sa.len() >= 2 && sb.len() >= 2 {
        let (m, k, n) = (sa[sa.len() - 2], sa[sa.len() - 1], sb[sb.len() - 1]);
        args.push(("Shape", format!("[{m}, {n}, {k}]")));
    }
    if let Some(cc) = typed::compute_capability(op) {
        args.push(("Target", format!("sm_{cc}")));
    }
    match instruction {
        Some(instruction) => {
            args.insert(0, ("Instruction", instruction.to_owned()));
            emit(op, Kind::Passed, Category::TensorCore, "TileasDotTensorCore", "dot runs on tensor cores", args);
        }
        None => {
            use crate::nv_tileas::mma;
            let no_atom = mma::plan(op, cx.num_threads).is_none() && mma::umma_plan(op, cx.num_threads).is_none();
            let reason = if no_atom {
                "no tensor-core instruction of the target takes these operand types and tile shape"
            } else {
                "the tensor-core operand staging does not fit the shared-memory budget"
            };
            args.insert(0, ("Reason", reason.to_owned()));
            emit(op, Kind::Missed, Category::TensorCore, "TileasDotSimt", "dot runs on the SIMT cores", args);
        }
    }
}

fn c32(cx: &Lowering, v: i64) -> MlirValue {
    cx.b.const_int(cx.b.int_type(32), v)
}

/// Where each A slot goes: chunk of K, row-major index in the [batch·m, kc]
/// chunk, owner.
fn a_destinations(cx: &Lowering, p: &Dot, slots: usize) -> Vec<SlotDest> {
    let log_kc = p.kc.trailing_zeros() as i64;
    (0..slots)
        .map(|s| {
            let e = cx.element_index(s, p.a_ty);
            let c = cx.coords(e, &[p.batch, p.m, p.k]);
            let chunk_of = cx.iop(arith::ShRUIOperation::name(), c[2], c32(cx, log_kc));
            let within = cx.iop(arith::AndIOperation::name(), c[2], c32(cx, p.kc - 1));
            let row =
                cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), c[0], c32(cx, p.m)), c[1]);
            let idx =
                cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), row, c32(cx, p.kc)), within);
            (chunk_of, idx, cx.is_owner(s, p.a_ty))
        })
        .collect()
}

/// Where each B slot goes: chunk of K, row-major index in the [batch·kc, n]
/// chunk, owner.
fn b_destinations(cx: &Lowering, p: &Dot, slots: usize) -> Vec<SlotDest> {
    let log_kc = p.kc.trailing_zeros() as i64;
    (0..slots)
        .map(|s| {
            let e = cx.element_index(s, p.b_ty);
            let c = cx.coords(e, &[p.batch, p.k, p.n]);
            let chunk_of = cx.iop(arith::ShRUIOperation::name(), c[1], c32(cx, log_kc));
            let within = cx.iop(arith::AndIOperation::name(), c[1], c32(cx, p.kc - 1));
            let row =
                cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), c[0], c32(cx, p.kc)), within);
            let idx =
                cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), row, c32(cx, p.n)), c[2]);
            (chunk_of, idx, cx.is_owner(s, p.b_ty))
        })
        .collect()
}

/// What one C slot reads: the chunk-relative A row start and B column, and
/// (scaled dots) the first scale of its row of A and of its column of B.
struct CSource {
    a_row: MlirValue,
    b_col: MlirValue,
    scale_bases: Option<(MlirValue, MlirValue)>,
}

fn c_sources(cx: &Lowering, p: &Dot, slots: usize) -> Vec<CSource> {
    (0..slots)
        .map(|s| {
            let e = cx.element_index(s, p.c_ty);
            let c = cx.coords(e, &[p.batch, p.m, p.n]);
            let row =
                cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), c[0], c32(cx, p.m)), c[1]);
            let a_row = cx.iop(arith::MulIOperation::name(), row, c32(cx, p.kc));
            let b_col = cx.iop(
                arith::AddIOperation::name(),
                cx.iop(arith::MulIOperation::name(), c[0], c32(cx, p.kc * p.n)),
                c[2],
            );
            let scale_bases = p.scales.as_ref().map(|sc| {
                let sa = cx.iop(arith::MulIOperation::name(), row, c32(cx, sc.blocks));
                let batch = cx.iop(arith::MulIOperation::name(), c[0], c32(cx, sc.blocks * p.n));
                (sa, cx.iop(arith::AddIOperation::name(), batch, c[2]))
            });
            CSource { a_row, b_col, scale_bases }
        })
        .collect()
}

/// The `buffer_read`s of A and B when a SIMT dot reads its operands where
/// the ring's copies put them (`tileas-pipeline-loads` plans its scratch
/// by this too): both unswizzled stages (rows cut into `block_bytes` blocks
/// of a power-of-two width at most) read in the dot's block, with nothing
/// between them and the dot that could write shared memory (only pure ops
/// and such reads), the dot unbatched and unscaled, C's layout one of
/// `slots_apart`. The stage then holds
/// what the read gave the threads for as long as the dot runs: the ring's
/// next copy into it is issued after a CTA barrier that follows the
/// iteration's reads (the next iteration's top wait, or with one stage a
/// load the barrier after the stage's last reader, this dot), so the dot
/// neither stages its operands nor needs barriers of its own.
pub fn stage_reads(dot: MlirOperation) -> Option<[MlirOperation; 2]> {
    let ops = operands(dot);
    if ops.len() != 3
        || ops.iter().any(|v| Lowering::shape(value_type(*v)).is_none_or(|s| s.len() != 2))
        || !slots_apart(value_type(ops[2]))
    {
        return None;
    }
    let plain = |r: MlirOperation| {
        let block_ok = get_attr(r, "block_bytes").and_then(typed::int_value).is_none_or(|bb| {
            let bytes = typed::element_type(value_type(result0(r))).map_or(0, storage_bytes);
            let width = if bytes > 0 { bb / bytes } else { 0 };
            width > 0 && width & (width - 1) == 0
        });
        op_name(r) == nv_tileas::BufferReadOperation::name()
            && get_attr(r, "swizzle").is_none()
            && get_attr(r, "to_registers").is_none()
            && block_ok
    };
    let (a, b) = (defining_op(ops[0])?, defining_op(ops[1])?);
    let block = block_of(dot);
    if !plain(a) || !plain(b) || block_of(a).ptr != block.ptr || block_of(b).ptr != block.ptr {
        return None;
    }
    let body = block_ops(block);
    let at = |op: MlirOperation| body.iter().position(|o| o.ptr == op.ptr);
    let (first, end) = (at(a)?.min(at(b)?), at(dot)?);
    // SAFETY: the ops are live; only their names, purity and region count are read.
    let quiet = |op: &MlirOperation| unsafe {
        op_name(*op) == nv_tileas::BufferReadOperation::name()
            || (tileas_sys::tileasOperationIsPure(*op) && mlirOperationGetNumRegions(*op) == 0)
    };
    body[first..end].iter().all(quiet).then_some([a, b])
}

/// The stages of `stage_reads` as the lowering reads them.
fn in_place(
    cx: &Lowering,
    dot: MlirOperation,
    p: &Dot,
) -> Result<Option<(super::async_copy::StageView, super::async_copy::StageView)>, PassFailed> {
    use super::async_copy::StageView;
    let Some([a, b]) = stage_reads(dot).filter(|_| p.batch == 1 && p.scales.is_none()) else { return Ok(None) };
    match (StageView::of(cx, a)?, StageView::of(cx, b)?) {
        (Some(sa), Some(sb)) => Ok(Some((sa, sb))),
        _ => Ok(None),
    }
}

/// Whether the layout of C (`c_ty`, a rank-2 tile with power-of-two
/// extents and a layout of its own) keeps the bits of a thread's part of an
/// element index apart from those of a slot's: then each slot's row and
/// column are a thread's plus a constant, and so are the addresses of the
/// A and B elements it reads (`stage_loop`). Every layout of power-of-two
/// strides is.
pub fn slots_apart(c_ty: MlirType) -> bool {
    use tileas_dialects::tv_layout::{Mode, TvLayout};
    let pow2 = |x: i64| x > 0 && x & (x - 1) == 0;
    let (Some(l), Some(shape)) = (TvLayout::of_type(c_ty), Lowering::shape(c_ty)) else { return false };
    let spread = |m: &Mode| (0..m.shape.iter().product::<i64>()).fold(0i64, |or, i| or | m.eval(i));
    let (threads, slots) = (spread(&l.thread), spread(&l.value));
    shape.len() == 2
        && shape.iter().all(|&d| pow2(d))
        && threads >= 0
        && slots >= 0
        && threads & slots == 0
        && l.value.eval(0) == 0
}

/// `for k in 0 .. K`: each C slot's `c[m, n] += a[m, k] · b[k, n]`, A and B
/// loaded from their stages (`in_place`). Returns the accumulators.
///
/// C's layout keeps a thread's and a slot's element bits apart
/// (`slots_apart`, a precondition of `stage_reads`), so each operand's
/// address is the thread's pointer (computed once), plus the step's k part
/// (once an iteration), plus the slot's and the step's constant: loads at
/// constant offsets of two pointers, which LLVM merges where they are
/// adjacent. `STEP_UNROLL` steps an iteration, so that a thread's run of K
/// in a row of A (and of a transposed B) is one vector load too.
fn stage_loop(
    cx: &mut Lowering,
    p: &Dot,
    (sa, sb): (&super::async_copy::StageView, &super::async_copy::StageView),
    acc: &[MlirValue],
) -> Vec<MlirValue> {
    let l = cx.layout(p.c_ty);
    let log_n = p.n.trailing_zeros() as i64;
    // Per slot: its row and column past the thread's.
    let consts: Vec<(i64, i64)> =
        (0..acc.len() as i64).map(|s| (l.value.eval(s) >> log_n, l.value.eval(s) & (p.n - 1))).collect();
    let e = cx.element_index_in(&l, 0);
    let row = cx.iop(arith::ShRUIOperation::name(), e, c32(cx, log_n));
    let col = cx.iop(arith::AndIOperation::name(), e, c32(cx, p.n - 1));
    let (pa, pb) = (sa.pointer(cx, None, &[Some(row), None]), sb.pointer(cx, None, &[None, Some(col)]));
    let unroll = if p.k % STEP_UNROLL == 0 { STEP_UNROLL } else { 1 };
    let (lb, ub, step) = (c32(cx, 0), c32(cx, p.k), c32(cx, unroll));
    let (lp, body, k, iters) = cx.b.for_loop(lb, ub, step, acc);
    let saved = cx.b;
    cx.b = body;
    // k is a multiple of `unroll`: its bits and those of j < unroll are apart.
    let (pa, pb) = (sa.pointer(cx, Some(pa), &[None, Some(k)]), sb.pointer(cx, Some(pb), &[Some(k), None]));
    let mut next = iters.clone();
    for j in 0..unroll {
        for (c, (r, col)) in next.iter_mut().zip(&consts) {
            let av = sa.load_at(cx, pa, sa.const_offset(&[*r, j]));
            let bv = sb.load_at(cx, pb, sb.const_offset(&[j, *col]));
            let av = widen(cx, av, p.ea_ty, p.ec_ty, p.acc_t, p.signed_a);
            let bv = widen(cx, bv, p.eb_ty, p.ec_ty, p.acc_t, p.signed_b);
            *c = multiply_add(cx, p, av, bv, *c);
        }
    }
    cx.b.op(scf::YieldOperation::name(), &next, &[], &[]);
    cx.b = saved;
    results(lp)
}

/// K steps one iteration of an in-place SIMT dot's loop takes (`stage_loop`).
const STEP_UNROLL: i64 = 4;

/// Owners of the slots of chunk `ch` store them at byte `offset` of the scratch.
fn stage(cx: &mut Lowering, ch: MlirValue, offset: i64, ty: MlirType, slots: &[MlirValue], dest: &[SlotDest]) {
    for (v, (chunk_of, idx, owner)) in slots.iter().zip(dest) {
        let here = cx.icmp(typed::ICmpPredicate::Eq, *chunk_of, ch);
        let cond = cx.iop(arith::AndIOperation::name(), here, *owner);
        let saved_in = cx.b;
        cx.b = cx.b.if_then(cond);
        let p = cx.scratch_ptr(offset, ty, *idx);
        cx.b.store(*v, p);
        cx.b = saved_in;
    }
}

/// `for chunk in 0 .. K/kc`: stage the A and B chunks, then kc FMA steps.
/// Returns the accumulators after the loop.
fn chunk_loop(
    cx: &mut Lowering,
    p: &Dot,
    a: (&[MlirValue], &[SlotDest]),
    b: (&[MlirValue], &[SlotDest]),
    c_src: &[CSource],
    acc: &[MlirValue],
) -> Vec<MlirValue> {
    let (lb, ub, one) = (c32(cx, 0), c32(cx, p.k / p.kc), c32(cx, 1));
    let (outer, ob, ch, iters) = cx.b.for_loop(lb, ub, one, acc);
    let saved = cx.b;
    cx.b = ob;
    cx.barrier();
    stage(cx, ch, 0, p.sta, a.0, a.1);
    stage(cx, ch, p.b_off, p.stb, b.0, b.1);
    cx.barrier();
    let (lb2, ub2) = (c32(cx, 0), c32(cx, p.kc));
    let (inner, ib, kk, inner_iters) = cx.b.for_loop(lb2, ub2, one, &iters);
    let saved_outer = cx.b;
    cx.b = ib;
    let kk_n = cx.iop(arith::MulIOperation::name(), kk, c32(cx, p.n));
    // The K block of this step (scaled dots).
    let blk = p.scales.as_ref().map(|sc| {
        let k = cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), ch, c32(cx, p.kc)), kk);
        let blk = cx.iop(arith::DivUIOperation::name(), k, c32(cx, sc.block));
        (blk, cx.iop(arith::MulIOperation::name(), blk, c32(cx, p.n)))
    });
    let mut next = Vec::with_capacity(inner_iters.len());
    for (c, src) in inner_iters.iter().zip(c_src) {
        let ai = cx.iop(arith::AddIOperation::name(), src.a_row, kk);
        let bi = cx.iop(arith::AddIOperation::name(), src.b_col, kk_n);
        let av = cx.b.load(cx.scratch_ptr(0, p.sta, ai), p.sta);
        let bv = cx.b.load(cx.scratch_ptr(p.b_off, p.stb, bi), p.stb);
        let mut av = widen(cx, av, p.ea_ty, p.ec_ty, p.acc_t, p.signed_a);
        let mut bv = widen(cx, bv, p.eb_ty, p.ec_ty, p.acc_t, p.signed_b);
        if let (Some(sc), Some((blk, blk_n)), Some((sa, sb))) = (&p.scales, blk, src.scale_bases) {
            let i8t = cx.b.int_type(8);
            let sa = cx.iop(arith::AddIOperation::name(), sa, blk);
            let sb = cx.iop(arith::AddIOperation::name(), sb, blk_n);
            let sa = super::math::e8m0_to_f32(cx, cx.b.load(cx.scratch_ptr(sc.sa_off, i8t, sa), i8t));
            let sb = super::math::e8m0_to_f32(cx, cx.b.load(cx.scratch_ptr(sc.sb_off, i8t, sb), i8t));
            av = cx.b.op1(arith::MulFOperation::name(), &[av, sa], p.acc_t, &[]);
            bv = cx.b.op1(arith::MulFOperation::name(), &[bv, sb], p.acc_t, &[]);
        }
        next.push(multiply_add(cx, p, av, bv, *c));
    }
    cx.b.op(scf::YieldOperation::name(), &next, &[], &[]);
    cx.b = saved_outer;
    cx.b.op(scf::YieldOperation::name(), &results(inner), &[], &[]);
    cx.b = saved;
    results(outer)
}

/// `c + a · b` in the accumulator's type (floats: one `fma`).
fn multiply_add(cx: &Lowering, p: &Dot, a: MlirValue, b: MlirValue, c: MlirValue) -> MlirValue {
    if typed::is_float(p.acc_t) {
        cx.b.op1(math_ops::FmaOperation::name(), &[a, b, c], p.acc_t, &[])
    } else {
        let prod = cx.iop(arith::MulIOperation::name(), a, b);
        cx.iop(arith::AddIOperation::name(), c, prod)
    }
}

/// An A/B element (tile element type `src`) in the accumulator's type.
fn widen(cx: &Lowering, v: MlirValue, src: MlirType, acc_elem: MlirType, acc_t: MlirType, signed: bool) -> MlirValue {
    if let Some(acc_width) = typed::int_width(acc_t) {
        if typed::int_width(value_type(v)) == Some(acc_width) {
            return v;
        }
        let ext = if signed { arith::ExtSIOperation::name() } else { arith::ExtUIOperation::name() };
        return cx.b.op1(ext, &[v], acc_t, &[]);
    }
    super::math::convert_float(cx, v, src, acc_elem)
}
