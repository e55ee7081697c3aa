//! `nv_tileaa.dot` on Hopper tensor cores: warpgroup MMAs
//! (`wgmma.mma_async`, sm_90a) with the accumulator in registers.
//!
//! The accumulator arrives in the wgmma D fragment layout
//! (`WgmmaPlan::layout_c`), so each thread's slots are exactly the
//! registers the instruction reads and writes. A and B are staged in the
//! shared scratch as the tcgen05 path stages them (`umma::stage_a`,
//! `umma::stage_b`: A K-major, B N-major or K-major, 128-byte swizzle or the
//! 64/32-byte one for short rows of K), made visible to the tensor cores'
//! async proxy (`fence.proxy.async`) and a CTA barrier. Then
//! `wgmma.fence`, one `wgmma.mma_async` per 64-row block and 32-byte K step
//! (each warpgroup its own blocks), `wgmma.commit_group` and
//! `wgmma.wait_group 0`: the accumulator registers are not read before the
//! wait, and no thread writes the scratch again before every warpgroup has
//! waited (the closing barrier).
//!
//! LLVM 22 has no intrinsic for `wgmma.mma_async` itself, so it is inline
//! PTX (`mma_async`); fence, commit and wait are NVVM intrinsics.

use super::umma::{nvvm, stage_a, stage_b, UMMA_SCRATCH_BYTES};
use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::{arith, llvm};
use mlir_sys::*;
use tileas_dialects::mma_atoms::{AtomKind, UmmaPlan, WgmmaPlan};

fn round_up(x: i64, to: i64) -> i64 {
    (x + to - 1) / to * to
}

/// Byte offsets in the scratch: (B, total). A starts at 0 and B at the next
/// 1024-byte boundary, so both swizzle patterns start aligned (descriptor
/// base offset 0).
pub fn scratch_layout(p: &WgmmaPlan) -> (i64, i64) {
    let e = UmmaPlan::elem_bytes(p.kind).unwrap_or(2);
    let s = p.shape;
    let b = round_up(s.m * s.k * e, 1024);
    (b, b + s.n * s.k * e)
}

/// Whether the staging fits the budget (the tcgen05 one).
pub fn fits(p: &WgmmaPlan) -> bool {
    scratch_layout(p).1 <= UMMA_SCRATCH_BYTES
}

/// Whether `dot`'s accumulator and result carry the plan's layout.
pub fn layouts_match(cx: &Lowering, dot: MlirOperation, p: &WgmmaPlan) -> bool {
    let c = p.layout_c();
    fits(p) && cx.layout(value_type(operands(dot)[2])) == c && cx.layout(value_type(result0(dot))) == c
}

fn i64c(cx: &Lowering, v: i64) -> MlirValue {
    cx.b.const_int(cx.b.int_type(64), v)
}

fn iop64(cx: &Lowering, name: &str, a: MlirValue, b: MlirValue) -> MlirValue {
    cx.b.op1(name, &[a, b], cx.b.int_type(64), &[])
}

/// The accumulator type the instruction computes in: f32, or s32 for 8-bit
/// integers.
fn acc_type(cx: &Lowering, p: &WgmmaPlan) -> MlirType {
    if matches!(p.kind, AtomKind::I8 { .. }) {
        cx.b.int_type(32)
    } else {
        cx.b.f32_type()
    }
}

/// Where one `wgmma.mma_async` reads A: a shared-memory descriptor, or
/// four 32-bit registers (16-bit pairs, `WgmmaPlan::layout_a_registers`).
enum AOperand<'a> {
    Desc(MlirValue),
    Regs(&'a [MlirValue]),
}

/// One `wgmma.mma_async` on the accumulator registers `acc` (tied in and
/// out, `scale-d` 1: D = A·B + D) with A (`a`) and B's descriptor `bdesc`;
/// returns the new registers. The asm's operands: outputs `$0..$n-1`, their
/// tied inputs, then A (a descriptor, `l`, or four registers, `r`), B's
/// descriptor (`l`) and the scale-d flag (`r`).
fn mma_async(
    cx: &Lowering,
    p: &WgmmaPlan,
    acc: &[MlirValue],
    (a, bdesc): (AOperand, MlirValue),
    b_n_major: bool,
) -> Vec<MlirValue> {
    let n = acc.len();
    let acc_t = value_type(acc[0]);
    let reg = if typed::is_f32(acc_t) { "f" } else { "r" };
    let outs: Vec<String> = (0..n).map(|i| format!("${i}")).collect();
    let (a_text, a_constraints, a_args, immediates) = match a {
        AOperand::Desc(d) => (format!("${}", 2 * n), vec!["l"], vec![d], p.ptx_immediates_with(b_n_major)),
        AOperand::Regs(r) => {
            let names: Vec<String> = (0..r.len()).map(|i| format!("${}", 2 * n + i)).collect();
            let text = format!("{{{}}}", names.join(", "));
            (text, vec!["r"; r.len()], r.to_vec(), p.ptx_immediates_register_a(b_n_major))
        }
    };
    let b_at = 2 * n + a_args.len();
    let asm = format!(
        "{{\n.reg .pred p;\nsetp.ne.b32 p, ${}, 0;\nwgmma.mma_async.sync.aligned.{} {{{}}}, {a_text}, ${b_at}, p{immediates};\n}}",
        b_at + 1,
        p.ptx_shape(),
        outs.join(", "),
    );
    let mut constraints: Vec<String> = (0..n).map(|_| format!("={reg}")).collect();
    constraints.extend((0..n).map(|i| i.to_string()));
    constraints.extend(a_constraints.into_iter().map(String::from));
    constraints.extend(["l", "r"].map(String::from));
    let fields = vec![acc_t; n];
    let st = typed::llvm_struct(cx.b.ctx, &fields, false);
    let mut args = acc.to_vec();
    args.extend(a_args);
    args.extend([bdesc, cx.b.const_int(cx.b.int_type(32), 1)]);
    let attrs = [
        ("asm_string", cx.b.str_attr(&asm)),
        ("constraints", cx.b.str_attr(&constraints.join(","))),
        ("has_side_effects", cx.b.unit_attr()),
    ];
    let d = cx.b.op1(llvm::InlineAsmOperation::name(), &args, st, &attrs);
    (0..n)
        .map(|i| {
            let pos = typed::dense_i64_array(cx.b.ctx, &[i as i64]);
            cx.b.op1(llvm::ExtractValueOperation::name(), &[d], acc_t, &[("position", pos)])
        })
        .collect()
}

/// `vals` (f32 or i32 registers) through an empty asm with side effects,
/// tied in and out: what reads the results stays after what precedes the
/// asm (CUTLASS's `warpgroup_fence_operand`), e.g. the `wgmma.wait_group`
/// that makes an accumulator valid.
pub(super) fn fence_operands(cx: &Lowering, vals: &[MlirValue]) -> Vec<MlirValue> {
    let Some(&first) = vals.first() else { return Vec::new() };
    let t = value_type(first);
    let reg = if typed::is_f32(t) { "f" } else { "r" };
    let n = vals.len();
    let mut constraints: Vec<String> = (0..n).map(|_| format!("={reg}")).collect();
    constraints.extend((0..n).map(|i| i.to_string()));
    let st = typed::llvm_struct(cx.b.ctx, &vec![t; n], false);
    let attrs = [
        ("asm_string", cx.b.str_attr("")),
        ("constraints", cx.b.str_attr(&constraints.join(","))),
        ("has_side_effects", cx.b.unit_attr()),
    ];
    let d = cx.b.op1(llvm::InlineAsmOperation::name(), vals, st, &attrs);
    (0..n)
        .map(|i| {
            let pos = typed::dense_i64_array(cx.b.ctx, &[i as i64]);
            cx.b.op1(llvm::ExtractValueOperation::name(), &[d], t, &[("position", pos)])
        })
        .collect()
}

/// The descriptor of the operand at byte `off` of the scratch whose shared
/// address is `base` (both i64): the start address (18-bit shared address
/// >> 4) or'ed into `fixed`.
fn desc(cx: &Lowering, base: MlirValue, off: MlirValue, fixed: u64) -> MlirValue {
    let addr = iop64(cx, arith::AddIOperation::name(), base, off);
    let addr = iop64(cx, arith::AndIOperation::name(), addr, i64c(cx, 0x3FFFF));
    let addr = iop64(cx, arith::ShRUIOperation::name(), addr, i64c(cx, 4));
    iop64(cx, arith::OrIOperation::name(), addr, i64c(cx, fixed as i64))
}

/// Issues the MMAs of every repetition and K step on `c` (the thread's
/// accumulator slots in `acc_type`), between `wgmma.fence` and the commit
/// and a wait leaving `pending` groups in flight; returns the accumulator
/// after them.
fn issue(cx: &Lowering, p: &WgmmaPlan, at: Operands, mut c: Vec<MlirValue>, pending: i64) -> Vec<MlirValue> {
    let i64t = cx.b.int_type(64);
    let u = p.staging();
    let (sw, m, n) = (u.swizzle_bytes(), p.shape.m, p.shape.n);
    let Operands { a: a_base, b: b_start, b_off: b_base, b_n_major, a_regs } = at;
    let a_regs = a_regs.as_deref();
    // The warpgroup's first 64-row block of A: tid / 128 · reps · 64 rows.
    let tid = cx.b.op1(arith::ExtUIOperation::name(), &[cx.tid], i64t, &[]);
    let wg = iop64(cx, arith::ShRUIOperation::name(), tid, i64c(cx, 7));
    let a_wg = iop64(cx, arith::MulIOperation::name(), wg, i64c(cx, p.m_reps() * 64 * sw));
    let a_fixed = WgmmaPlan::desc_fixed(sw);
    let b_fixed = if b_n_major { p.b_n_major_desc_fixed() } else { a_fixed };
    let regs = p.regs() as usize;
    nvvm(cx, "wgmma.fence.sync.aligned", &[]);
    for rep in 0..p.m_reps() {
        for ks in 0..u.k_steps() {
            let kb = ks * 32;
            // Descriptors address the unswizzled start of the rows (the
            // hardware applies the swizzle to the absolute address).
            let a_off = (kb / sw) * m * sw + rep * 64 * sw + kb % sw;
            let a_off = iop64(cx, arith::AddIOperation::name(), a_wg, i64c(cx, a_off));
            let b_off =
                if b_n_major { b_base + ks * u.b_n_major_step_bytes() } else { b_base + (kb / sw) * n * sw + kb % sw };
            let a = match a_regs {
                // K step ks of repetition rep: slots rep·K/2 + 8·ks.. (pairs).
                Some(r) => {
                    let first = (rep * p.shape.k / 2 + ks * 8) as usize;
                    AOperand::Regs(&r[first / 2..first / 2 + 4])
                }
                None => AOperand::Desc(desc(cx, a_base, a_off, a_fixed)),
            };
            let bd = desc(cx, b_start, i64c(cx, b_off), b_fixed);
            let at = rep as usize * regs;
            let d = mma_async(cx, p, &c[at..at + regs], (a, bd), b_n_major);
            c[at..at + regs].copy_from_slice(&d);
        }
    }
    nvvm(cx, "wgmma.commit_group.sync.aligned", &[]);
    nvvm(cx, "wgmma.wait_group.sync.aligned", &[i64c(cx, pending)]);
    c
}

/// Where the MMAs read A and B: shared addresses (i64), and B's offset
/// from its address (its place in the scratch, or 0 in a ring stage).
struct Operands {
    /// A's shared address (unused with `a_regs`).
    a: MlirValue,
    /// A in registers: the 32-bit pairs of its slots in
    /// `WgmmaPlan::layout_a_registers`.
    a_regs: Option<Vec<MlirValue>>,
    b: MlirValue,
    b_off: i64,
    /// B N-major (the plan's `b_n_major` and the instruction's transpose
    /// bit) or K-major.
    b_n_major: bool,
}

/// Whether A (of type `ta`) is in registers in the plan's register-A
/// layout with the atom's 16-bit element type (`nv_tileas::mma::
/// wgmma_chained_from` asks for that layout).
fn a_direct(cx: &Lowering, p: &WgmmaPlan, ta: MlirType) -> bool {
    crate::nv_tileas::mma::sixteen_bit_operand(p.kind, ta) && cx.layout(ta) == p.layout_a_registers()
}

/// Lowers `dot` (checked by `layouts_match`). Operands in ring stages of
/// pipelined loads (`async_copy.rs`, `swizzle`; B then N-major) are read
/// there; the others are staged in the scratch.
pub fn lower(cx: &mut Lowering, dot: MlirOperation, p: &WgmmaPlan) {
    let ops = operands(dot);
    let (ta, tb) = (value_type(ops[0]), value_type(ops[1]));
    let ring = |v: MlirValue| cx.ring_operands.get(&(v.ptr as usize)).copied();
    let (a_ring, b_ring) = (ring(ops[0]), ring(ops[1]));
    // A chained from another dot's accumulator, in registers.
    let direct_a = a_ring.is_none() && a_direct(cx, p, ta);
    // With A in a ring stage or in registers, B is staged at the start of
    // the scratch.
    let b_base = if a_ring.is_some() || direct_a { 0 } else { scratch_layout(p).0 };
    let u = p.staging();
    let i64t = cx.b.int_type(64);
    let stages = (a_ring.is_none() && !direct_a) || b_ring.is_none();
    let scratch = stages.then(|| cx.b.op1(llvm::PtrToIntOperation::name(), &[cx.smem_base()], i64t, &[]));
    // Staging overwrites the scratch an earlier exchange may still read.
    if stages {
        cx.barrier();
    }
    let a_regs = direct_a.then(|| super::mma::pack(cx, &cx.slots(ops[0]), 2, true));
    if a_ring.is_none() && !direct_a {
        let a = cx.slots(ops[0]);
        stage_a(cx, &u, &a, ta, (0, false));
    }
    let b_n_major = super::umma::b_read_n_major(cx, p.b_n_major(), (ops[1], b_ring.is_some()), p.shape.n);
    if b_ring.is_none() {
        let b = cx.slots(ops[1]);
        stage_b(cx, &u, &b, tb, (b_base, b_n_major, false));
    }
    let pick = |r: Option<MlirValue>| r.or(scratch).expect("internal: a staged operand without its scratch");
    let b_off = if b_ring.is_some() { 0 } else { b_base };
    let b = pick(b_ring);
    let at = Operands { a: if direct_a { b } else { pick(a_ring) }, a_regs, b, b_off, b_n_major };
    // A K loop's dot on TMA stages read in place (`tileas-pipeline-loads`):
    // each thread has waited for its stage's mbarrier, and TMA writes in the
    // tensor cores' proxy, so neither a fence nor a barrier; the MMAs stay
    // in flight.
    // (A in registers: the dot waits for its MMAs, which read them.)
    let pending =
        get_attr(dot, typed::TILEAS_WGMMA_PENDING_ATTR).and_then(typed::int_value).filter(|_| !stages && !direct_a);
    let pending = pending.unwrap_or(0);
    if pending == 0 {
        // The copies into ring stages are complete (async_wait) and the
        // staging stores done: make both visible to the tensor cores' proxy.
        nvvm(cx, "fence.proxy.async.shared_cta", &[]);
        cx.barrier();
    }
    let out_t = cx.scalar_type(value_type(ops[2]));
    let acc_t = acc_type(cx, p);
    let widen = !typed::same_type(out_t, acc_t);
    let mut c = cx.slots(ops[2]);
    if widen {
        c = c.iter().map(|v| cx.b.op1(arith::ExtFOperation::name(), &[*v], acc_t, &[])).collect();
    }
    c = issue(cx, p, at, c, pending);
    if widen {
        c = c.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], out_t, &[])).collect();
    }
    // No thread stages over the scratch before every warpgroup's MMAs are
    // done (ring stages are rewritten only after a later async_wait).
    if stages {
        cx.barrier();
    }
    cx.set(result0(dot), c);
}
