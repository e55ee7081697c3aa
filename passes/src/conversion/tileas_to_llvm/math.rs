//! `math.*` on scalars → libdevice calls (`__nv_expf`, `__nv_exp`, …; f16 and
//! bf16 through f32), a few integer `math` ops → LLVM intrinsics, and
//! `nv_tileaa.fp_to_fp` (conversions to and from f8E4M3FN / f8E5M2 through the
//! sm_89+ `cvt.rn.satfinite.{e4m3,e5m2}x2.f32` / `cvt.rn.f16x2.{e4m3,e5m2}x2`
//! intrinsics, and to tf32 with `cvt.rna.tf32.f32`).
//!
//! Value representation (`Lowering::scalar_type`): f8 values are i8 bit
//! patterns and tf32 values live in an f32 container.

use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, llvm, math as math_ops};
use mlir_sys::*;
use tileas_dialects::attrs::{CudaTileEnum, RoundingMode as Rounding};
use tileas_dialects::ops::nv_tileaa;
use typed::FloatKind;

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
/// Handles `nv_tileaa.fp_to_fp` and `math.*` ops (scalars or tensors, per
/// slot) that `lower_scalar` supports.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    if name == nv_tileaa::FpToFpOperation::name() {
        lower_fp_to_fp(cx, op)?;
        return Ok(true);
    }
    if !is_dialect_op(&name, math_ops::SqrtOperation::name()) {
        return Ok(false);
    }
    let res = results(op);
    if res.len() != 1 {
        return Ok(false);
    }
    let rty = cx.scalar_type(value_type(res[0]));
    let ins = operands(op);
    let in_tys: Vec<MlirType> = ins.iter().map(|v| cx.scalar_type(value_type(*v))).collect();
    if !supported(&name, &in_tys, rty) {
        return Ok(false);
    }
    let slots: Vec<Vec<MlirValue>> = ins.iter().map(|v| cx.slots(*v)).collect();
    let k = cx.num_slots(value_type(res[0]));
    let approx = typed::is_f32(rty)
        && get_attr(op, typed::TILEAA_ROUNDING_ATTR).and_then(typed::str_value).as_deref() == Some("approx");
    let ftz_exp2 =
        typed::is_f32(rty) && name == math_ops::Exp2Operation::name() && get_attr(op, typed::TILEAA_FTZ_ATTR).is_some();
    let mut out = Vec::new();
    for s in 0..k {
        let args: Vec<MlirValue> = slots.iter().map(|v| if v.len() == 1 { v[0] } else { v[s] }).collect();
        if ftz_exp2 {
            // libdevice's exp2f is `ex2.approx.f32`, which ptxas wraps in a
            // subnormal fix-up (a compare and two multiplies an element);
            // flush_to_zero asks for none, as NVIDIA's tileiras emits.
            out.push(cx.b.call_intrinsic(&typed::nvvm_intrinsic("ex2.approx.ftz.f32"), &args, rty));
            continue;
        }
        if let Some(v) = approx.then(|| lower_approx(cx, &name, &args, rty)).flatten() {
            out.push(v);
            continue;
        }
        match lower_scalar(cx, &name, &args, rty) {
            Some(v) => out.push(v),
            None => {
                emit_op_error(op, "internal: math lowering failed");
                return Err(PassFailed);
            }
        }
    }
    cx.set(res[0], out);
    Ok(true)
}

/// `rounding<approx>` of cuda_tile tanh / exp on f32: `tanh.approx.f32`
/// (sm_75+) and `ex2.approx.f32` of `x·log2(e)`; `None` for other ops.
fn lower_approx(cx: &Lowering, op_name: &str, args: &[MlirValue], f32t: MlirType) -> Option<MlirValue> {
    let b = cx.b;
    if op_name == math_ops::TanhOperation::name() {
        let attrs = [("asm_string", b.str_attr("tanh.approx.f32 $0, $1;")), ("constraints", b.str_attr("=f,f"))];
        return Some(b.op1(llvm::InlineAsmOperation::name(), args, f32t, &attrs));
    }
    if op_name == math_ops::ExpOperation::name() {
        let log2e = b.const_float(f32t, std::f64::consts::LOG2_E);
        let scaled = b.op1(arith::MulFOperation::name(), &[args[0], log2e], f32t, &[]);
        return Some(b.call_intrinsic(&typed::nvvm_intrinsic("ex2.approx.f32"), &[scaled], f32t));
    }
    None
}

/// libdevice base name and arity of a float `math` op.
fn libdevice_base(op_name: &str) -> Option<(&'static str, usize)> {
    let table: [(&str, &'static str, usize); 35] = [
        (math_ops::ExpOperation::name(), "exp", 1),
        (math_ops::Exp2Operation::name(), "exp2", 1),
        (math_ops::ExpM1Operation::name(), "expm1", 1),
        (math_ops::LogOperation::name(), "log", 1),
        (math_ops::Log2Operation::name(), "log2", 1),
        (math_ops::Log10Operation::name(), "log10", 1),
        (math_ops::Log1pOperation::name(), "log1p", 1),
        (math_ops::SqrtOperation::name(), "sqrt", 1),
        (math_ops::RsqrtOperation::name(), "rsqrt", 1),
        (math_ops::CbrtOperation::name(), "cbrt", 1),
        (math_ops::TanhOperation::name(), "tanh", 1),
        (math_ops::SinhOperation::name(), "sinh", 1),
        (math_ops::CoshOperation::name(), "cosh", 1),
        (math_ops::SinOperation::name(), "sin", 1),
        (math_ops::CosOperation::name(), "cos", 1),
        (math_ops::TanOperation::name(), "tan", 1),
        (math_ops::AsinOperation::name(), "asin", 1),
        (math_ops::AcosOperation::name(), "acos", 1),
        (math_ops::AtanOperation::name(), "atan", 1),
        (math_ops::AsinhOperation::name(), "asinh", 1),
        (math_ops::AcoshOperation::name(), "acosh", 1),
        (math_ops::AtanhOperation::name(), "atanh", 1),
        (math_ops::ErfOperation::name(), "erf", 1),
        (math_ops::ErfcOperation::name(), "erfc", 1),
        (math_ops::FloorOperation::name(), "floor", 1),
        (math_ops::CeilOperation::name(), "ceil", 1),
        (math_ops::TruncOperation::name(), "trunc", 1),
        (math_ops::RoundOperation::name(), "round", 1),
        (math_ops::RoundEvenOperation::name(), "rint", 1),
        (math_ops::AbsFOperation::name(), "fabs", 1),
        (math_ops::Atan2Operation::name(), "atan2", 2),
        (math_ops::PowFOperation::name(), "pow", 2),
        (math_ops::CopySignOperation::name(), "copysign", 2),
        (math_ops::FmaOperation::name(), "fma", 3),
        (math_ops::FPowIOperation::name(), "powi", 2),
    ];
    table.iter().find(|(name, _, _)| *name == op_name).map(|&(_, base, arity)| (base, arity))
}

/// The float kinds that have libdevice functions (f16/bf16 through f32).
fn float_kind(ty: MlirType) -> Option<FloatKind> {
    typed::float_kind(ty).filter(|k| matches!(k, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64))
}

fn int_width(ty: MlirType) -> Option<u32> {
    typed::int_width(ty)
}

/// `math.absi`, `ctlz`, `cttz`, `ctpop`: lowered to their LLVM intrinsics.
fn is_int_bit_op(op_name: &str) -> bool {
    [
        math_ops::AbsIOperation::name(),
        math_ops::CountLeadingZerosOperation::name(),
        math_ops::CountTrailingZerosOperation::name(),
        math_ops::CtPopOperation::name(),
    ]
    .contains(&op_name)
}

fn supported(op_name: &str, in_tys: &[MlirType], rty: MlirType) -> bool {
    if is_int_bit_op(op_name) {
        return int_width(rty).is_some();
    }
    match libdevice_base(op_name) {
        Some((_, arity)) => in_tys.len() == arity && float_kind(rty).is_some(),
        None => false,
    }
}

/// Emits the scalar form of `op_name` on `operands` at `cx.b`; `None` (and
/// nothing emitted) for ops this file does not lower, so the caller can emit
/// the upstream op.
pub fn lower_scalar(
    cx: &mut Lowering,
    op_name: &str,
    operands: &[MlirValue],
    result_type: MlirType,
) -> Option<MlirValue> {
    let in_tys: Vec<MlirType> = operands.iter().map(|v| value_type(*v)).collect();
    if !supported(op_name, &in_tys, result_type) {
        return None;
    }
    let b = cx.b;
    if is_int_bit_op(op_name) {
        return Some(int_bit_op(&b, op_name, operands, result_type));
    }
    let (base, _) = libdevice_base(op_name)?;
    let kind = float_kind(result_type)?;
    let f32t = b.f32_type();
    let (call_ty, name) = match kind {
        FloatKind::F64 => (result_type, format!("__nv_{base}")),
        _ => (f32t, format!("__nv_{base}f")),
    };
    // Arguments: floats converted to the call type; fpowi's exponent to i32.
    let mut args = Vec::new();
    let mut arg_types = Vec::new();
    let i32t = b.int_type(32);
    for (i, v) in operands.iter().enumerate() {
        let t = value_type(*v);
        if op_name == math_ops::FPowIOperation::name() && i == 1 {
            let w = int_width(t).unwrap_or(32);
            args.push(match w {
                32 => *v,
                w if w > 32 => b.op1(arith::TruncIOperation::name(), &[*v], i32t, &[]),
                _ => b.op1(arith::ExtSIOperation::name(), &[*v], i32t, &[]),
            });
            arg_types.push(i32t);
        } else {
            args.push(if t.ptr == call_ty.ptr { *v } else { b.op1(arith::ExtFOperation::name(), &[*v], call_ty, &[]) });
            arg_types.push(call_ty);
        }
    }
    declare_func(&b, cx.module_body, &name, typed::llvm_func(call_ty, &arg_types, false));
    let r = b.call(&name, &args, Some(call_ty))?;
    Some(if call_ty.ptr == result_type.ptr { r } else { b.op1(arith::TruncFOperation::name(), &[r], result_type, &[]) })
}

/// `math.absi` / `ctlz` / `cttz` / `ctpop` as the LLVM intrinsic op (not
/// poison on INT_MIN or zero).
fn int_bit_op(b: &Builder, op_name: &str, operands: &[MlirValue], result_type: MlirType) -> MlirValue {
    let f = typed::bool_attr(b.ctx, false);
    if op_name == math_ops::AbsIOperation::name() {
        b.op1(llvm::AbsOperation::name(), operands, result_type, &[("is_int_min_poison", f)])
    } else if op_name == math_ops::CountLeadingZerosOperation::name() {
        b.op1(llvm::CountLeadingZerosOperation::name(), operands, result_type, &[("is_zero_poison", f)])
    } else if op_name == math_ops::CountTrailingZerosOperation::name() {
        b.op1(llvm::CountTrailingZerosOperation::name(), operands, result_type, &[("is_zero_poison", f)])
    } else {
        b.op1(llvm::CtPopOperation::name(), operands, result_type, &[])
    }
}

/// f8 format of a type, as the NVVM intrinsics name it: `e4m3` / `e5m2`.
pub fn f8_kind(ty: MlirType) -> Option<&'static str> {
    match typed::float_kind(ty)? {
        FloatKind::F8E4M3FN => Some("e4m3"),
        FloatKind::F8E5M2 => Some("e5m2"),
        _ => None,
    }
}

/// Element type of a tensor type, or the scalar type itself.
pub fn element_type(ty: MlirType) -> MlirType {
    if typed::is_ranked_tensor(ty) {
        typed::element_type(ty).unwrap_or(ty)
    } else {
        ty
    }
}

fn lower_fp_to_fp(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ins = operands(op);
    let res = results(op);
    if ins.len() != 1 || res.len() != 1 {
        emit_op_error(op, "expects one operand and one result");
        return Err(PassFailed);
    }
    let rounding = match get_attr(op, "rounding") {
        Some(r) => check_fp_to_fp_rounding(op, r)?,
        None => Rounding::NearestEven,
    };
    let src = element_type(value_type(ins[0]));
    let dst = element_type(value_type(res[0]));
    let ok = |t: MlirType| float_kind(t).is_some() || f8_kind(t).is_some() || typed::is_tf32(t) || is_e8m0(t);
    if !ok(src) || !ok(dst) {
        let (src, dst) = (typed::diag_type(src), typed::diag_type(dst));
        emit_op_error(op, &format!("conversion from {src} to {dst} is not supported"));
        return Err(PassFailed);
    }
    let slots = cx.slots(ins[0]);
    if is_e8m0(src) || is_e8m0(dst) || rounding != Rounding::NearestEven {
        let cc = typed::compute_capability(op).unwrap_or(0);
        let mut out = Vec::with_capacity(slots.len());
        for v in slots {
            let converted = if is_e8m0(src) || is_e8m0(dst) {
                convert_e8m0(cx, v, src, dst, rounding, cc)
            } else {
                convert_rounded(cx, v, src, dst, rounding, cc)
            };
            let Some(r) = converted else {
                let (s, d) = (typed::diag_type(src), typed::diag_type(dst));
                let m = rounding.keyword();
                emit_op_error(op, &format!("rounding \"{m}\" is not supported for a conversion from {s} to {d}"));
                return Err(PassFailed);
            };
            out.push(r);
        }
        cx.set(res[0], out);
        return Ok(());
    }
    let mut out = Vec::with_capacity(slots.len());
    // Pairs of slots share one x2 conversion, as NVIDIA's code does.
    for pair in slots.chunks(2) {
        match pair {
            [a, b] if f8_kind(dst).is_some() && f8_kind(src).is_none() => {
                out.extend(convert_pair_to_f8(cx, *a, *b, src, dst));
            }
            [a, b] if f8_kind(src).is_some() && f8_kind(dst).is_none() => {
                out.extend(convert_pair_from_f8(cx, *a, *b, src, dst));
            }
            _ => out.extend(pair.iter().map(|v| convert_float(cx, *v, src, dst))),
        }
    }
    cx.set(res[0], out);
    Ok(())
}

/// The `rounding` attribute of an `nv_tileaa.fp_to_fp`: one of cuda_tile's
/// float rounding modes (the nv_tileaa verifier checks the name; which pairs
/// of types allow which mode is the cuda_tile verifier's rule).
fn check_fp_to_fp_rounding(op: MlirOperation, r: MlirAttribute) -> Result<Rounding, PassFailed> {
    use Rounding::*;
    let text = typed::str_value(r);
    match text.as_deref().and_then(Rounding::from_keyword) {
        Some(mode @ (NearestEven | Zero | NegativeInf | PositiveInf | NearestAway)) => Ok(mode),
        _ => {
            // Unreachable after the nv_tileaa verifier: an internal error.
            let shown = text.map_or_else(|| "(not a string)".to_owned(), |s| format!("\"{s}\""));
            emit_op_error(op, &format!("internal error: rounding {shown} is not a float rounding mode"));
            Err(PassFailed)
        }
    }
}

/// Converts `v` from `src` to `dst` with a rounding other than to nearest
/// even, as NVIDIA's code does: widening is exact (any mode), f64 → f32 with
/// `cvt.{rz,rm,rp}.f32.f64`, toward zero to f16/bf16 with
/// `cvt.rz.{f16,bf16}x2.f32` (from f64 through `cvt.rz.f32.f64`: two
/// truncations are one), to tf32 with `cvt.rz.tf32.f32` from sm_90 and by
/// clearing the 13 low mantissa bits before (NaN kept), and ties away to tf32
/// with `cvt.rna.tf32.f32`. `None` for a pair and mode without such a rule.
fn convert_rounded(
    cx: &Lowering,
    v: MlirValue,
    src: MlirType,
    dst: MlirType,
    mode: Rounding,
    cc: i64,
) -> Option<MlirValue> {
    let b = cx.b;
    let f32t = b.f32_type();
    let bits = |t: MlirType| if typed::is_tf32(t) { 19 } else { typed::float_width(t).unwrap_or(8) };
    if bits(dst) > bits(src) || (typed::is_tf32(src) && typed::is_f32(dst)) {
        return Some(convert_float(cx, v, src, dst));
    }
    if typed::is_f32(src) && typed::is_tf32(dst) && mode == Rounding::NearestAway {
        return Some(convert_float(cx, v, src, dst));
    }
    let is_f64 = |t: MlirType| typed::float_width(t) == Some(64) && !typed::is_tf32(t);
    if is_f64(src) && typed::is_f32(dst) {
        let name = match mode {
            Rounding::Zero => "d2f.rz",
            Rounding::NegativeInf => "d2f.rm",
            Rounding::PositiveInf => "d2f.rp",
            _ => return None,
        };
        return Some(b.call_intrinsic(&typed::nvvm_intrinsic(name), &[v], f32t));
    }
    if mode != Rounding::Zero || f8_kind(src).is_some() || f8_kind(dst).is_some() {
        return None;
    }
    // Toward zero, narrowing to f32, tf32, f16 or bf16: first to f32 (exact but from f64).
    let x = if is_f64(src) {
        b.call_intrinsic(&typed::nvvm_intrinsic("d2f.rz"), &[v], f32t)
    } else {
        convert_float(cx, v, src, f32t)
    };
    if typed::is_f32(dst) {
        Some(x)
    } else if typed::is_tf32(dst) {
        Some(tf32_toward_zero(&b, x, cc))
    } else {
        let (name, elem) = match typed::float_kind(dst)? {
            FloatKind::F16 => ("ff2f16x2.rz", typed::f16(b.ctx)),
            FloatKind::BF16 => ("ff2bf16x2.rz", typed::bf16(b.ctx)),
            _ => return None,
        };
        // cvt.rz.<t>x2.f32 d, a, b puts b in element 0.
        let zero = b.const_float(f32t, 0.0);
        let pair = b.call_intrinsic(&typed::nvvm_intrinsic(name), &[zero, x], typed::vector(&[2], elem));
        let idx = b.const_int(b.int_type(32), 0);
        Some(b.op1(llvm::ExtractElementOperation::name(), &[pair, idx], elem, &[]))
    }
}

/// An f8E8M0FNU code (i8) as the f32 it stands for: e in the f32 exponent
/// field (0 gives 2^-127, an f32 subnormal; 0xFF NaN).
pub(super) fn e8m0_to_f32(cx: &Lowering, v: MlirValue) -> MlirValue {
    let b = cx.b;
    let (f32t, i32t) = (b.f32_type(), b.int_type(32));
    let c = |x: i64| b.const_int(i32t, x);
    let e = b.op1(arith::ExtUIOperation::name(), &[v], i32t, &[]);
    let bits = b.op1(arith::ShLIOperation::name(), &[e, c(23)], i32t, &[]);
    let is_zero = b.cmpi(typed::ICmpPredicate::Eq, e, c(0));
    let is_nan = b.cmpi(typed::ICmpPredicate::Eq, e, c(255));
    let bits = b.op1(arith::SelectOperation::name(), &[is_zero, c(0x0040_0000), bits], i32t, &[]);
    let bits = b.op1(arith::SelectOperation::name(), &[is_nan, c(0x7FC0_0000), bits], i32t, &[]);
    b.op1(arith::BitcastOperation::name(), &[bits], f32t, &[])
}

fn is_e8m0(t: MlirType) -> bool {
    typed::float_kind(t) == Some(FloatKind::F8E8M0FNU)
}

/// Conversions from and to f8E8M0FNU, a biased exponent byte (2^(e - 127);
/// 0xFF is NaN), in integer arithmetic on every target: from it, e in the f32
/// exponent field (0 gives 2^-127, an f32 subnormal), then on to `dst`; to it
/// (toward zero or +inf, saturating to 2^127 as `cvt.satfinite.ue8m0x2.f32`;
/// NaN gives 0xFF, a non-positive value or one below 2^-127 the smallest code
/// 0), from f32 (from f64 through `cvt.rz/rp.f32.f64`, the same direction, so
/// one rounding; from narrower floats exactly).
fn convert_e8m0(
    cx: &Lowering,
    v: MlirValue,
    src: MlirType,
    dst: MlirType,
    mode: Rounding,
    cc: i64,
) -> Option<MlirValue> {
    let b = cx.b;
    let (f32t, i32t, i8t) = (b.f32_type(), b.int_type(32), b.int_type(8));
    let c = |x: i64| b.const_int(i32t, x);
    let ar = |name: &str, xs: &[MlirValue]| b.op1(name, xs, i32t, &[]);
    if is_e8m0(src) {
        let x = e8m0_to_f32(cx, v);
        // f32 holds it exactly; on to a narrower type in the op's rounding
        // (out of range: toward zero saturates where to nearest gives inf).
        return if is_e8m0(dst) {
            Some(v)
        } else if mode == Rounding::NearestEven || typed::float_width(dst).is_some_and(|w| w >= 32) {
            Some(convert_float(cx, x, f32t, dst))
        } else {
            convert_rounded(cx, x, f32t, dst, mode, cc)
        };
    }
    let up = match mode {
        Rounding::Zero => false,
        Rounding::PositiveInf => true,
        _ => return None,
    };
    let x = if typed::float_width(src) == Some(64) && !typed::is_tf32(src) {
        b.call_intrinsic(&typed::nvvm_intrinsic(if up { "d2f.rp" } else { "d2f.rz" }), &[v], f32t)
    } else {
        convert_float(cx, v, src, f32t)
    };
    let bits = b.op1(arith::BitcastOperation::name(), &[x], i32t, &[]);
    let exp = ar(arith::ShRUIOperation::name(), &[bits, c(23)]);
    let exp = ar(arith::AndIOperation::name(), &[exp, c(0xFF)]);
    let mant = ar(arith::AndIOperation::name(), &[bits, c(0x7F_FFFF)]);
    let code = if up {
        // Up one unless exact; below 2^-126 (exponent 0) only what exceeds 2^-127.
        let normal_inexact = b.cmpi(typed::ICmpPredicate::Ne, mant, c(0));
        let sub_above = b.cmpi(typed::ICmpPredicate::Ugt, mant, c(0x40_0000));
        let is_sub = b.cmpi(typed::ICmpPredicate::Eq, exp, c(0));
        let bump = b.op1(arith::SelectOperation::name(), &[is_sub, sub_above, normal_inexact], b.int_type(1), &[]);
        let one = b.op1(arith::ExtUIOperation::name(), &[bump], i32t, &[]);
        ar(arith::AddIOperation::name(), &[exp, one])
    } else {
        exp
    };
    // Saturate: infinities and carries past 254 give 254 (2^127).
    let code = ar(arith::MinUIOperation::name(), &[code, c(254)]);
    let negative = b.cmpi(typed::ICmpPredicate::Slt, bits, c(0));
    let code = b.op1(arith::SelectOperation::name(), &[negative, c(0), code], i32t, &[]);
    let magnitude = ar(arith::AndIOperation::name(), &[bits, c(0x7FFF_FFFF)]);
    let nan = b.cmpi(typed::ICmpPredicate::Ugt, magnitude, c(0x7F80_0000));
    let code = b.op1(arith::SelectOperation::name(), &[nan, c(255), code], i32t, &[]);
    Some(b.op1(arith::TruncIOperation::name(), &[code], i8t, &[]))
}

/// An f32 rounded toward zero to tf32 (an f32 container).
fn tf32_toward_zero(b: &Builder, x: MlirValue, cc: i64) -> MlirValue {
    let (f32t, i32t) = (b.f32_type(), b.int_type(32));
    if cc >= 90 {
        let r = b.call_intrinsic(&typed::nvvm_intrinsic("f2tf32.rz"), &[x], i32t);
        return b.op1(arith::BitcastOperation::name(), &[r], f32t, &[]);
    }
    let i = b.op1(arith::BitcastOperation::name(), &[x], i32t, &[]);
    let mask = b.const_int(i32t, 0xFFFF_E000_u32 as i32 as i64);
    let cut = b.op1(arith::AndIOperation::name(), &[i, mask], i32t, &[]);
    let abs_mask = b.const_int(i32t, 0x7FFF_FFFF);
    let magnitude = b.op1(arith::AndIOperation::name(), &[i, abs_mask], i32t, &[]);
    let inf = b.const_int(i32t, 0x7F80_0000);
    let nan = b.cmpi(typed::ICmpPredicate::Ugt, magnitude, inf);
    let r = b.op1(arith::SelectOperation::name(), &[nan, i, cut], i32t, &[]);
    b.op1(arith::BitcastOperation::name(), &[r], f32t, &[])
}

/// Two values to f8 with one `cvt.rn.satfinite.<f8>x2.f32` (`a` in the low byte).
fn convert_pair_to_f8(cx: &Lowering, a: MlirValue, b: MlirValue, src: MlirType, dst: MlirType) -> [MlirValue; 2] {
    let bld = cx.b;
    let f32t = bld.f32_type();
    let k = f8_kind(dst).expect("f8 destination");
    let (xa, xb) = if typed::is_tf32(src) { (a, b) } else { (std_convert(&bld, a, f32t), std_convert(&bld, b, f32t)) };
    let (i8t, i16t) = (bld.int_type(8), bld.int_type(16));
    let pair = bld.call_intrinsic(&typed::nvvm_intrinsic(&format!("ff.to.{k}x2.rn")), &[xb, xa], i16t);
    let lo = bld.op1(arith::TruncIOperation::name(), &[pair], i8t, &[]);
    let sh = bld.const_int(i16t, 8);
    let hi = bld.op1(arith::ShRUIOperation::name(), &[pair, sh], i16t, &[]);
    let hi = bld.op1(arith::TruncIOperation::name(), &[hi], i8t, &[]);
    [lo, hi]
}

/// Two f8 values with one `cvt.rn.f16x2.<f8>x2`, then f16 → `dst`.
fn convert_pair_from_f8(cx: &Lowering, a: MlirValue, b: MlirValue, src: MlirType, dst: MlirType) -> [MlirValue; 2] {
    let bld = cx.b;
    let k = f8_kind(src).expect("f8 source");
    let i16t = bld.int_type(16);
    let wa = bld.op1(arith::ExtUIOperation::name(), &[a], i16t, &[]);
    let wb = bld.op1(arith::ExtUIOperation::name(), &[b], i16t, &[]);
    let sh = bld.const_int(i16t, 8);
    let hb = bld.op1(arith::ShLIOperation::name(), &[wb, sh], i16t, &[]);
    let packed = bld.op1(arith::OrIOperation::name(), &[wa, hb], i16t, &[]);
    let f16t = typed::f16(bld.ctx);
    let v =
        bld.call_intrinsic(&typed::nvvm_intrinsic(&format!("{k}x2.to.f16x2.rn")), &[packed], typed::vector(&[2], f16t));
    let mut out = [a, b];
    for (i, o) in out.iter_mut().enumerate() {
        let idx = bld.const_int(bld.int_type(32), i as i64);
        let h = bld.op1(llvm::ExtractElementOperation::name(), &[v, idx], f16t, &[]);
        *o = if typed::is_tf32(dst) { convert_float(cx, h, f16t, dst) } else { std_convert(&bld, h, dst) };
    }
    out
}

/// Converts a per-thread scalar whose tile element type is `src` to element
/// type `dst`, among f16/bf16/f32/f64/tf32/f8E4M3FN/f8E5M2 (round to nearest
/// even; f8 results saturate to the largest finite value; tf32 rounds to
/// nearest, ties away, as `cvt.rna.tf32.f32`). f8 values are i8 bit
/// patterns and tf32 values f32 containers (`Lowering::scalar_type`).
pub fn convert_float(cx: &Lowering, v: MlirValue, src: MlirType, dst: MlirType) -> MlirValue {
    let b = cx.b;
    if src.ptr == dst.ptr {
        return v;
    }
    let f32t = b.f32_type();
    let f16t = typed::f16(b.ctx);
    // Step 1: to a standard float (f8 → f16 exactly; tf32 is already an f32).
    let std_v = if let Some(k) = f8_kind(src) {
        let i16v = b.op1(arith::ExtUIOperation::name(), &[v], b.int_type(16), &[]);
        let pair =
            b.call_intrinsic(&typed::nvvm_intrinsic(&format!("{k}x2.to.f16x2.rn")), &[i16v], typed::vector(&[2], f16t));
        let zero = b.const_int(b.int_type(32), 0);
        b.op1(llvm::ExtractElementOperation::name(), &[pair, zero], f16t, &[])
    } else {
        v
    };
    // Step 2: to the destination.
    if let Some(k) = f8_kind(dst) {
        let x = std_convert(&b, std_v, f32t);
        let zero = b.const_float(f32t, 0.0);
        let pair = b.call_intrinsic(&typed::nvvm_intrinsic(&format!("ff.to.{k}x2.rn")), &[zero, x], b.int_type(16));
        b.op1(arith::TruncIOperation::name(), &[pair], b.int_type(8), &[])
    } else if typed::is_tf32(dst) {
        let x = std_convert(&b, std_v, f32t);
        let bits = b.call_intrinsic(&typed::nvvm_intrinsic("f2tf32.rna"), &[x], b.int_type(32));
        b.op1(arith::BitcastOperation::name(), &[bits], f32t, &[])
    } else {
        std_convert(&b, std_v, dst)
    }
}

/// extf/truncf between f16, bf16, f32, f64 (f16 ↔ bf16 through f32).
fn std_convert(b: &Builder, v: MlirValue, dst: MlirType) -> MlirValue {
    let src = value_type(v);
    if src.ptr == dst.ptr {
        return v;
    }
    let width = |t: MlirType| typed::float_width(t).unwrap_or(0);
    let (ws, wd) = (width(src), width(dst));
    if ws == wd {
        let f32t = b.f32_type();
        let x = b.op1(arith::ExtFOperation::name(), &[v], f32t, &[]);
        return b.op1(arith::TruncFOperation::name(), &[x], dst, &[]);
    }
    b.op1(if ws < wd { arith::ExtFOperation::name() } else { arith::TruncFOperation::name() }, &[v], dst, &[])
}
