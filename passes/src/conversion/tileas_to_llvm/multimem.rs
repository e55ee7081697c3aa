//! The multimem accesses (cuda_tile 13.5): an `nv_tileas` `load`,
//! `atomic_rmw` or `store` marked `nv_tileaa.multimem` becomes, per element
//! under its mask, `multimem.ld_reduce`, `multimem.red` or `multimem.st`
//! (inline PTX: LLVM's NVPTX backend has no multimem intrinsics). As NVIDIA's
//! tileiras 13.5 emits them, every access is `.relaxed.sys`; an acquire load
//! is followed by a fence, a release reduce or store preceded by one.

use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::PassFailed;
use melior::dialect::ods::llvm;
use mlir_sys::*;

/// The `nv_tileaa.multimem` of `op`: the reduction, or `st`.
pub fn kind(op: MlirOperation) -> Option<String> {
    get_attr(op, typed::TILEAA_MULTIMEM_ATTR).and_then(typed::str_value)
}

/// PTX type suffix and register constraint of `elem` for operation `kind`.
fn ptx_type(op: MlirOperation, kind: &str, elem: MlirType) -> Result<(String, &'static str), PassFailed> {
    let (width, float) = match typed::int_width(elem) {
        Some(w) => (w, false),
        None => (storage_bytes(elem) as u32 * 8, true),
    };
    let float = float && (width == 32 || width == 64) && super::math::f8_kind(elem).is_none();
    let constraint = match (float, width) {
        (true, 32) => "f",
        (true, 64) => "d",
        (false, 32) => "r",
        (false, 64) => "l",
        _ => {
            emit_op_error(op, "cannot be lowered: multimem on this element type is not supported by tileas yet");
            return Err(PassFailed);
        }
    };
    let class = if float {
        "f"
    } else {
        match kind {
            "min" | "max" => "s",
            "and" | "or" | "xor" => "b",
            _ => "u",
        }
    };
    Ok((format!("{class}{width}"), constraint))
}

/// The PTX operation of a reduction kind (`umin`/`umax` are unsigned min/max).
fn ptx_op(kind: &str) -> &str {
    kind.strip_prefix('u').filter(|k| *k == "min" || *k == "max").unwrap_or(kind)
}

fn asm(
    cx: &Lowering,
    text: &str,
    constraints: &str,
    args: &[MlirValue],
    result: Option<MlirType>,
) -> Option<MlirValue> {
    let attrs = [
        ("asm_string", cx.b.str_attr(text)),
        ("constraints", cx.b.str_attr(constraints)),
        ("has_side_effects", cx.b.unit_attr()),
    ];
    match result {
        Some(t) => Some(cx.b.op1(llvm::InlineAsmOperation::name(), args, t, &attrs)),
        None => {
            cx.b.op(llvm::InlineAsmOperation::name(), args, &[], &attrs);
            None
        }
    }
}

fn fence(cx: &Lowering) {
    asm(cx, "fence.acq_rel.gpu;", "", &[], None);
}

fn sem(op: MlirOperation) -> String {
    get_attr(op, "sem").and_then(typed::str_value).unwrap_or_default()
}

/// `nv_tileas.load` (ptrs, mask?, other?) with `multimem`: every thread
/// reduces the elements of its slots (masked off: the padding, else zero).
pub fn load(cx: &mut Lowering, op: MlirOperation, kind: &str) -> Result<(), PassFailed> {
    let ops = operands(op);
    let rty = value_type(result0(op));
    let elem = cx.scalar_type(rty);
    let (ty, c) = ptx_type(op, kind, elem)?;
    let text = format!("multimem.ld_reduce.relaxed.sys.global.{}.{ty} $0, [$1];", ptx_op(kind));
    let constraints = format!("={c},l");
    let ptrs = cx.slots(ops[0]);
    let (mask, pad) = super::memory::load_mask_pad(op);
    let masks = mask.map(|m| cx.slots(m));
    let pads = pad.map(|p| cx.slots(p));
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let mut out = Vec::new();
    for k in 0..cx.num_slots(rty) {
        let ptr = pick(&ptrs, k);
        let off = pads.as_ref().map(|p| pick(p, k));
        let v = match &masks {
            Some(ms) => cx.if_else(
                pick(ms, k),
                &[elem],
                |cx| asm(cx, &text, &constraints, &[ptr], Some(elem)).into_iter().collect(),
                |cx| vec![off.unwrap_or_else(|| super::memory::zero(cx, elem))],
            )[0],
            None => asm(cx, &text, &constraints, &[ptr], Some(elem)).unwrap_or(ptr),
        };
        out.push(v);
    }
    if sem(op) == "acquire" {
        fence(cx);
    }
    cx.set(result0(op), out);
    Ok(())
}

/// `nv_tileas.atomic_rmw` (ptrs, value, mask?) or `nv_tileas.store` (ptrs,
/// value, mask?) with `multimem`: the owner of each element reduces or
/// stores it in every copy.
pub fn update(cx: &mut Lowering, op: MlirOperation, kind: &str) -> Result<(), PassFailed> {
    let ops = operands(op);
    let tile = value_type(ops[1]);
    let elem = cx.scalar_type(tile);
    let (ty, c) = ptx_type(op, kind, elem)?;
    let text = if kind == "st" {
        format!("multimem.st.relaxed.sys.global.{ty} [$0], $1;")
    } else {
        format!("multimem.red.relaxed.sys.global.{}.{ty} [$0], $1;", ptx_op(kind))
    };
    let constraints = format!("l,{c}");
    if sem(op) == "release" {
        fence(cx);
    }
    super::memory::owner_stores(cx, ops[0], ops[1], ops.get(2).copied(), |cx, p, v| {
        asm(cx, &text, &constraints, &[p, v], None);
    });
    if !results(op).is_empty() {
        // atomic_rmw's old values: none (multimem.red returns nothing).
        let zero = super::memory::zero(cx, elem);
        cx.set(result0(op), vec![zero]);
    }
    Ok(())
}
