//! `nv_tileaa.dot` (cuda_tile `mmaf`/`mmai`) as a SIMT fallback: no tensor
//! cores yet, but correct for every element type the corpus uses.
//!
//! The accumulator keeps the register layout of every tensor (each thread owns
//! its C slots). A and B are staged through the shared scratch in chunks of
//! `kc` columns of K, small enough that one chunk of both fits in
//! [`DOT_SCRATCH_BYTES`]; per chunk, every thread runs the `kc` steps of
//! `c[m, n] += a[m, k] · b[k, n]` for its slots, with products in the
//! accumulator type (floats: `fma` after extending the inputs; integers:
//! extended per signedness, multiply, add). Rank-3 operands are batched.

use super::Lowering;
use crate::conversion::builder::*;
use crate::registry::PassFailed;
use mlir_sys::*;

/// Shared-memory budget of one A+B chunk.
pub const DOT_SCRATCH_BYTES: i64 = 16 * 1024;

/// Scratch bytes a dot of these operand types needs (stage 2 reserves it):
/// the chunk of A and B, each 16-byte aligned.
pub fn scratch_bytes(a: MlirType, b: MlirType) -> i64 {
    let (Some(sa), Some(sb)) = (Lowering::shape(a), Lowering::shape(b)) else { return 0 };
    let (ea, eb) = (elem_size(a), elem_size(b));
    let kc = chunk(&sa, &sb, ea, eb);
    let (a_bytes, b_bytes) = chunk_bytes(&sa, &sb, kc, ea, eb);
    round16(a_bytes) + round16(b_bytes)
}

fn round16(x: i64) -> i64 {
    (x + 15) / 16 * 16
}

fn elem_size(t: MlirType) -> i64 {
    storage_bytes(unsafe { mlirShapedTypeGetElementType(t) })
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

pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    if op_name(op) != "nv_tileaa.dot" {
        return Ok(false);
    }
    let ops = operands(op);
    if ops.len() != 3 {
        emit_op_error(op, "is not yet supported by tileas with block-scale operands");
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
    let (ea_ty, eb_ty, ec_ty) = unsafe {
        (mlirShapedTypeGetElementType(ta), mlirShapedTypeGetElementType(tb), mlirShapedTypeGetElementType(tc))
    };
    // f16/bf16 accumulators are kept in f32 across the K loop and rounded
    // once at the end, as tensor cores keep a wider internal sum.
    let out_t = cx.scalar_type(tc);
    let narrow = unsafe { mlirTypeIsAF16(out_t) || mlirTypeIsABF16(out_t) };
    let acc_t = if narrow { cx.b.ty("f32") } else { out_t };
    let ec_ty = if narrow { acc_t } else { ec_ty };
    let is_float = unsafe { mlirTypeIsAFloat(acc_t) };
    let signed_a = get_attr(op, "signedness_a")
        .is_none_or(|a| attr_string(a).contains("signed") && !attr_string(a).contains("unsigned"));
    let signed_b = get_attr(op, "signedness_b")
        .is_none_or(|a| attr_string(a).contains("signed") && !attr_string(a).contains("unsigned"));
    let (ea, eb) = (elem_size(ta), elem_size(tb));
    let kc = chunk(&sa, &sb, ea, eb);
    let (a_bytes, _) = chunk_bytes(&sa, &sb, kc, ea, eb);
    let b_off = round16(a_bytes);
    let (sta, stb) = (cx.scalar_type(ta), cx.scalar_type(tb));
    let i32t = cx.b.int_type(32);
    let c32 = |cx: &Lowering, v: i64| cx.b.const_int(i32t, v);

    let a_slots = cx.slots(ops[0]);
    let b_slots = cx.slots(ops[1]);
    let mut acc = cx.slots(ops[2]);
    if narrow {
        acc = acc.iter().map(|v| cx.b.op1("arith.extf", &[*v], acc_t, &[])).collect();
    }
    let (na, nb, nc) = (batch * m * k, batch * k * n, batch * m * n);

    // Loop-invariant per-slot facts: where each A/B slot goes in a chunk, and
    // the chunk-relative row of A / column of B each C slot reads.
    let log_kc = kc.trailing_zeros() as i64;
    let mut a_dest = Vec::new();
    for s in 0..a_slots.len() {
        let e = cx.element_index(s, na);
        let c = cx.coords(e, &[batch, m, k]);
        let chunk_of = cx.iop("shrui", c[2], c32(cx, log_kc));
        let within = cx.iop("andi", c[2], c32(cx, kc - 1));
        let row = cx.iop("addi", cx.iop("muli", c[0], c32(cx, m)), c[1]);
        let idx = cx.iop("addi", cx.iop("muli", row, c32(cx, kc)), within);
        let owner = cx.is_owner(s, na);
        a_dest.push((chunk_of, idx, owner));
    }
    let mut b_dest = Vec::new();
    for s in 0..b_slots.len() {
        let e = cx.element_index(s, nb);
        let c = cx.coords(e, &[batch, k, n]);
        let chunk_of = cx.iop("shrui", c[1], c32(cx, log_kc));
        let within = cx.iop("andi", c[1], c32(cx, kc - 1));
        let row = cx.iop("addi", cx.iop("muli", c[0], c32(cx, kc)), within);
        let idx = cx.iop("addi", cx.iop("muli", row, c32(cx, n)), c[2]);
        let owner = cx.is_owner(s, nb);
        b_dest.push((chunk_of, idx, owner));
    }
    let mut c_src = Vec::new();
    for s in 0..acc.len() {
        let e = cx.element_index(s, nc);
        let c = cx.coords(e, &[batch, m, n]);
        let a_row = cx.iop("muli", cx.iop("addi", cx.iop("muli", c[0], c32(cx, m)), c[1]), c32(cx, kc));
        let b_col = cx.iop("addi", cx.iop("muli", c[0], c32(cx, kc * n)), c[2]);
        c_src.push((a_row, b_col));
    }

    // for chunk in 0 .. K/kc: stage, then kc FMA steps.
    let (lb, ub, one) = (c32(cx, 0), c32(cx, k / kc), c32(cx, 1));
    let (outer, ob, ch, iters) = cx.b.for_loop(lb, ub, one, &acc);
    let saved = cx.b;
    cx.b = ob;
    cx.barrier();
    for (v, (chunk_of, idx, owner)) in a_slots.iter().zip(&a_dest) {
        let here = cx.icmp(0, *chunk_of, ch);
        let cond = cx.iop("andi", here, *owner);
        let saved_in = cx.b;
        cx.b = cx.b.if_then(cond);
        let p = cx.scratch_ptr(0, sta, *idx);
        cx.b.store(*v, p);
        cx.b = saved_in;
    }
    for (v, (chunk_of, idx, owner)) in b_slots.iter().zip(&b_dest) {
        let here = cx.icmp(0, *chunk_of, ch);
        let cond = cx.iop("andi", here, *owner);
        let saved_in = cx.b;
        cx.b = cx.b.if_then(cond);
        let p = cx.scratch_ptr(b_off, stb, *idx);
        cx.b.store(*v, p);
        cx.b = saved_in;
    }
    cx.barrier();
    let (lb2, ub2) = (c32(cx, 0), c32(cx, kc));
    let (inner, ib, kk, inner_iters) = cx.b.for_loop(lb2, ub2, one, &iters);
    let saved_outer = cx.b;
    cx.b = ib;
    let kk_n = cx.iop("muli", kk, c32(cx, n));
    let mut next = Vec::with_capacity(inner_iters.len());
    for (c, (a_row, b_col)) in inner_iters.iter().zip(&c_src) {
        let ai = cx.iop("addi", *a_row, kk);
        let bi = cx.iop("addi", *b_col, kk_n);
        let av = cx.b.load(cx.scratch_ptr(0, sta, ai), sta);
        let bv = cx.b.load(cx.scratch_ptr(b_off, stb, bi), stb);
        let av = widen(cx, av, ea_ty, ec_ty, acc_t, signed_a);
        let bv = widen(cx, bv, eb_ty, ec_ty, acc_t, signed_b);
        next.push(if is_float {
            cx.b.op1("math.fma", &[av, bv, *c], acc_t, &[])
        } else {
            let p = cx.iop("muli", av, bv);
            cx.iop("addi", *c, p)
        });
    }
    cx.b.op("scf.yield", &next, &[], &[]);
    cx.b = saved_outer;
    cx.b.op("scf.yield", &results(inner), &[], &[]);
    cx.b = saved;
    acc = results(outer);
    if narrow {
        acc = acc.iter().map(|v| cx.b.op1("arith.truncf", &[*v], out_t, &[])).collect();
    }
    cx.barrier();
    cx.set(result0(op), acc);
    Ok(true)
}

/// An A/B element (tile element type `src`) in the accumulator's type.
fn widen(cx: &Lowering, v: MlirValue, src: MlirType, acc_elem: MlirType, acc_t: MlirType, signed: bool) -> MlirValue {
    if unsafe { mlirTypeIsAInteger(acc_t) } {
        let w = |t: MlirType| unsafe { mlirIntegerTypeGetWidth(t) };
        if w(value_type(v)) == w(acc_t) {
            return v;
        }
        return cx.b.op1(if signed { "arith.extsi" } else { "arith.extui" }, &[v], acc_t, &[]);
    }
    super::math::convert_float(cx, v, src, acc_elem)
}
