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
use crate::registry::PassFailed;
use mlir_sys::*;

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
/// Handles `nv_tileaa.fp_to_fp` and `math.*` ops (scalars or tensors, per
/// slot) that `lower_scalar` supports.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    if name == "nv_tileaa.fp_to_fp" {
        lower_fp_to_fp(cx, op)?;
        return Ok(true);
    }
    if !name.starts_with("math.") {
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
    let mut out = Vec::new();
    for s in 0..k {
        let args: Vec<MlirValue> = slots.iter().map(|v| if v.len() == 1 { v[0] } else { v[s] }).collect();
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

/// libdevice base name and arity of a float `math` op.
fn libdevice_base(op_name: &str) -> Option<(&'static str, usize)> {
    let short = op_name.strip_prefix("math.")?;
    Some(match short {
        "exp" => ("exp", 1),
        "exp2" => ("exp2", 1),
        "expm1" => ("expm1", 1),
        "log" => ("log", 1),
        "log2" => ("log2", 1),
        "log10" => ("log10", 1),
        "log1p" => ("log1p", 1),
        "sqrt" => ("sqrt", 1),
        "rsqrt" => ("rsqrt", 1),
        "cbrt" => ("cbrt", 1),
        "tanh" => ("tanh", 1),
        "sinh" => ("sinh", 1),
        "cosh" => ("cosh", 1),
        "sin" => ("sin", 1),
        "cos" => ("cos", 1),
        "tan" => ("tan", 1),
        "asin" => ("asin", 1),
        "acos" => ("acos", 1),
        "atan" => ("atan", 1),
        "asinh" => ("asinh", 1),
        "acosh" => ("acosh", 1),
        "atanh" => ("atanh", 1),
        "erf" => ("erf", 1),
        "erfc" => ("erfc", 1),
        "floor" => ("floor", 1),
        "ceil" => ("ceil", 1),
        "trunc" => ("trunc", 1),
        "round" => ("round", 1),
        "roundeven" => ("rint", 1),
        "absf" => ("fabs", 1),
        "atan2" => ("atan2", 2),
        "powf" => ("pow", 2),
        "copysign" => ("copysign", 2),
        "fma" => ("fma", 3),
        "fpowi" => ("powi", 2),
        _ => return None,
    })
}

fn float_kind(ty: MlirType) -> Option<&'static str> {
    match type_string(ty).as_str() {
        "f16" => Some("f16"),
        "bf16" => Some("bf16"),
        "f32" => Some("f32"),
        "f64" => Some("f64"),
        _ => None,
    }
}

fn int_width(ty: MlirType) -> Option<u32> {
    unsafe { mlirTypeIsAInteger(ty).then(|| mlirIntegerTypeGetWidth(ty)) }
}

fn supported(op_name: &str, in_tys: &[MlirType], rty: MlirType) -> bool {
    match op_name {
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" => int_width(rty).is_some(),
        _ => match libdevice_base(op_name) {
            Some((_, arity)) => in_tys.len() == arity && float_kind(rty).is_some(),
            None => false,
        },
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
    match op_name {
        "math.absi" => {
            let f = b.attr("false");
            return Some(b.op1("llvm.intr.abs", operands, result_type, &[("is_int_min_poison", f)]));
        }
        "math.ctlz" | "math.cttz" => {
            let f = b.attr("false");
            let n = if op_name == "math.ctlz" { "llvm.intr.ctlz" } else { "llvm.intr.cttz" };
            return Some(b.op1(n, operands, result_type, &[("is_zero_poison", f)]));
        }
        "math.ctpop" => return Some(b.op1("llvm.intr.ctpop", operands, result_type, &[])),
        _ => {}
    }
    let (base, _) = libdevice_base(op_name)?;
    let kind = float_kind(result_type)?;
    let f32t = b.ty("f32");
    let (call_ty, name) = match kind {
        "f64" => (result_type, format!("__nv_{base}")),
        _ => (f32t, format!("__nv_{base}f")),
    };
    // Arguments: floats converted to the call type; fpowi's exponent to i32.
    let mut args = Vec::new();
    let mut arg_types = Vec::new();
    for (i, v) in operands.iter().enumerate() {
        let t = value_type(*v);
        if op_name == "math.fpowi" && i == 1 {
            let i32t = b.int_type(32);
            let w = int_width(t).unwrap_or(32);
            args.push(match w {
                32 => *v,
                w if w > 32 => b.op1("arith.trunci", &[*v], i32t, &[]),
                _ => b.op1("arith.extsi", &[*v], i32t, &[]),
            });
            arg_types.push("i32".to_string());
        } else {
            args.push(if t.ptr == call_ty.ptr { *v } else { b.op1("arith.extf", &[*v], call_ty, &[]) });
            arg_types.push(type_string(call_ty));
        }
    }
    let cty = type_string(call_ty);
    declare_func(&b, cx.module_body, &name, &format!("!llvm.func<{cty} ({})>", arg_types.join(", ")));
    let r = b.call(&name, &args, Some(call_ty))?;
    Some(if call_ty.ptr == result_type.ptr { r } else { b.op1("arith.truncf", &[r], result_type, &[]) })
}

/// f8 format of a type name: `e4m3` / `e5m2`.
fn f8_kind(ty: MlirType) -> Option<&'static str> {
    match type_string(ty).as_str() {
        "f8E4M3FN" => Some("e4m3"),
        "f8E5M2" => Some("e5m2"),
        _ => None,
    }
}

/// Element type of a tensor type, or the scalar type itself.
pub fn element_type(ty: MlirType) -> MlirType {
    unsafe {
        if mlirTypeIsARankedTensor(ty) {
            mlirShapedTypeGetElementType(ty)
        } else {
            ty
        }
    }
}

fn lower_fp_to_fp(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ins = operands(op);
    let res = results(op);
    if ins.len() != 1 || res.len() != 1 {
        emit_op_error(op, "expects one operand and one result");
        return Err(PassFailed);
    }
    if let Some(r) = get_attr(op, "rounding") {
        let s = attr_string(r);
        if !(s.contains("nearest_even") || s.contains("\"rn\"")) {
            emit_op_error(op, &format!("rounding {s} is not supported (only nearest_even)"));
            return Err(PassFailed);
        }
    }
    let src = element_type(value_type(ins[0]));
    let dst = element_type(value_type(res[0]));
    let ok = |t: MlirType| float_kind(t).is_some() || f8_kind(t).is_some() || type_string(t) == "tf32";
    if !ok(src) || !ok(dst) {
        emit_op_error(op, &format!("conversion from {} to {} is not supported", type_string(src), type_string(dst)));
        return Err(PassFailed);
    }
    let slots = cx.slots(ins[0]);
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

/// Two values to f8 with one `cvt.rn.satfinite.<f8>x2.f32` (`a` in the low byte).
fn convert_pair_to_f8(cx: &Lowering, a: MlirValue, b: MlirValue, src: MlirType, dst: MlirType) -> [MlirValue; 2] {
    let bld = cx.b;
    let f32t = bld.ty("f32");
    let k = f8_kind(dst).expect("f8 destination");
    let (xa, xb) =
        if type_string(src) == "tf32" { (a, b) } else { (std_convert(&bld, a, f32t), std_convert(&bld, b, f32t)) };
    let (i8t, i16t) = (bld.int_type(8), bld.int_type(16));
    let pair = bld.call_intrinsic(&format!("llvm.nvvm.ff.to.{k}x2.rn"), &[xb, xa], i16t);
    let lo = bld.op1("arith.trunci", &[pair], i8t, &[]);
    let sh = bld.const_int(i16t, 8);
    let hi = bld.op1("arith.shrui", &[pair, sh], i16t, &[]);
    let hi = bld.op1("arith.trunci", &[hi], i8t, &[]);
    [lo, hi]
}

/// Two f8 values with one `cvt.rn.f16x2.<f8>x2`, then f16 → `dst`.
fn convert_pair_from_f8(cx: &Lowering, a: MlirValue, b: MlirValue, src: MlirType, dst: MlirType) -> [MlirValue; 2] {
    let bld = cx.b;
    let k = f8_kind(src).expect("f8 source");
    let i16t = bld.int_type(16);
    let wa = bld.op1("arith.extui", &[a], i16t, &[]);
    let wb = bld.op1("arith.extui", &[b], i16t, &[]);
    let sh = bld.const_int(i16t, 8);
    let hb = bld.op1("arith.shli", &[wb, sh], i16t, &[]);
    let packed = bld.op1("arith.ori", &[wa, hb], i16t, &[]);
    let v = bld.call_intrinsic(&format!("llvm.nvvm.{k}x2.to.f16x2.rn"), &[packed], bld.ty("vector<2xf16>"));
    let f16t = bld.ty("f16");
    let mut out = [a, b];
    for (i, o) in out.iter_mut().enumerate() {
        let idx = bld.const_int(bld.int_type(32), i as i64);
        let h = bld.op1("llvm.extractelement", &[v, idx], f16t, &[]);
        *o = if type_string(dst) == "tf32" { convert_float(cx, h, f16t, dst) } else { std_convert(&bld, h, dst) };
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
    let f32t = b.ty("f32");
    let f16t = b.ty("f16");
    // Step 1: to a standard float (f8 → f16 exactly; tf32 is already an f32).
    let std_v = if let Some(k) = f8_kind(src) {
        let i16v = b.op1("arith.extui", &[v], b.int_type(16), &[]);
        let pair = b.call_intrinsic(&format!("llvm.nvvm.{k}x2.to.f16x2.rn"), &[i16v], b.ty("vector<2xf16>"));
        let zero = b.const_int(b.int_type(32), 0);
        b.op1("llvm.extractelement", &[pair, zero], f16t, &[])
    } else {
        v
    };
    // Step 2: to the destination.
    if let Some(k) = f8_kind(dst) {
        let x = std_convert(&b, std_v, f32t);
        let zero = b.const_float(f32t, 0.0);
        let pair = b.call_intrinsic(&format!("llvm.nvvm.ff.to.{k}x2.rn"), &[zero, x], b.int_type(16));
        b.op1("arith.trunci", &[pair], b.int_type(8), &[])
    } else if type_string(dst) == "tf32" {
        let x = std_convert(&b, std_v, f32t);
        let bits = b.call_intrinsic("llvm.nvvm.f2tf32.rna", &[x], b.int_type(32));
        b.op1("arith.bitcast", &[bits], f32t, &[])
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
    let width = |t: MlirType| unsafe { mlirFloatTypeGetWidth(t) };
    let (ws, wd) = (width(src), width(dst));
    if ws == wd {
        let f32t = b.ty("f32");
        let x = b.op1("arith.extf", &[v], f32t, &[]);
        return b.op1("arith.truncf", &[x], dst, &[]);
    }
    b.op1(if ws < wd { "arith.extf" } else { "arith.truncf" }, &[v], dst, &[])
}
