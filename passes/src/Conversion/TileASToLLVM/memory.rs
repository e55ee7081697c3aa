//! Memory ops of the serial schedule: views (`make_memref`, `get_dim_size`),
//! tiled loads/stores over strided global tensors, pointer gathers/scatters,
//! atomics with their ordering and scope, pointer arithmetic and globals.
//!
//! Every access is per slot: the element a slot holds gives its address, an
//! in-bounds/mask predicate guards the access (`scf.if`), and only the
//! owning thread of an element writes it. Values that only owners obtain
//! (atomics' old values) are handed to the replicas through the small
//! `bcast` shared buffer so all threads agree on them.

use super::Lowering;
use crate::conversion::builder::*;
use crate::registry::PassFailed;
use mlir_sys::*;

/// A lowered `make_memref`: base pointer, sizes and strides (i64).
#[derive(Clone, Debug)]
pub struct MemRef {
    pub base: MlirValue,
    pub sizes: Vec<MlirValue>,
    pub strides: Vec<MlirValue>,
}

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    match name.as_str() {
        "nv_tileaa.make_memref" => make_memref(cx, op)?,
        "nv_tileaa.get_dim_size" => {
            let ops = operands(op);
            let m = memref(cx, op, ops[0])?;
            let dim = int_attr(op, "dim").unwrap_or(0) as usize;
            let Some(&size) = m.sizes.get(dim) else {
                emit_op_error(op, "dimension out of range");
                return Err(PassFailed);
            };
            cx.set(result0(op), vec![size]);
        }
        "nv_tileas.tiled_load" => tiled_access(cx, op, false)?,
        "nv_tileas.tiled_store" => tiled_access(cx, op, true)?,
        "nv_tileas.load" => load(cx, op)?,
        "nv_tileas.store" => store(cx, op)?,
        "nv_tileas.atomic_rmw" => atomic(cx, op, false)?,
        "nv_tileas.atomic_cas" => atomic(cx, op, true)?,
        "nv_tileaa.addptr" => addptr(cx, op),
        "nv_tileaa.int_to_ptr" => per_slot_cast(cx, op, "llvm.inttoptr"),
        "nv_tileaa.ptr_to_int" => per_slot_cast(cx, op, "llvm.ptrtoint"),
        "nv_tileaa.ptr_cast" => {
            let slots = cx.slots(operands(op)[0]);
            cx.set(result0(op), slots);
        }
        "nv_tileaa.get_global" => {
            let Some(sym) = get_attr(op, "name") else {
                emit_op_error(op, "needs a symbol");
                return Err(PassFailed);
            };
            let p1 = cx.b.ty("!llvm.ptr<1>");
            let v = cx.b.op1("llvm.mlir.addressof", &[], p1, &[("global_name", sym)]);
            cx.set(result0(op), vec![v]);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// `nv_tileaa.global @g {value = dense<…>}` → a mutable `llvm.mlir.global`
/// in global memory (address space 1) with that initializer.
pub fn lower_global(op: MlirOperation, module_body: MlirBlock) -> Result<(), PassFailed> {
    let ctx = unsafe { mlirOperationGetContext(op) };
    let loc = unsafe { mlirOperationGetLocation(op) };
    let b = Builder { ctx, block: module_body, loc, before: Some(op) };
    let (Some(sym), Some(value)) = (get_attr(op, "sym_name"), get_attr(op, "value")) else {
        emit_op_error(op, "needs a name and a value");
        return Err(PassFailed);
    };
    let ty = unsafe { mlirAttributeGetType(value) };
    let n = Lowering::num_elements(ty);
    let elem = unsafe { mlirShapedTypeGetElementType(ty) };
    let arr = b.ty(&format!("!llvm.array<{n} x {}>", type_string(elem)));
    let mut attrs = vec![
        ("sym_name", sym),
        ("global_type", unsafe { mlirTypeAttrGet(arr) }),
        ("linkage", b.attr("#llvm.linkage<internal>")),
        ("addr_space", b.attr("1 : i32")),
        ("value", value),
        ("alignment", b.attr("16 : i64")),
    ];
    if get_attr(op, "constant").is_some() {
        attrs.push(("constant", b.unit_attr()));
    }
    let region = unsafe { mlirRegionCreate() };
    b.op_full("llvm.mlir.global", &[], &[], &attrs, vec![region], &[]);
    Ok(())
}

fn int_attr(op: MlirOperation, name: &str) -> Option<i64> {
    get_attr(op, name).map(|a| unsafe { mlirIntegerAttrGetValueInt(a) })
}

fn str_attr(op: MlirOperation, name: &str) -> Option<String> {
    get_attr(op, name).map(|a| unsafe { tileas_sys::to_string(mlirStringAttrGetValue(a)) })
}

/// Operand groups per `operandSegmentSizes`, when the op has them.
fn segments(op: MlirOperation) -> Option<Vec<usize>> {
    let seg = get_attr(op, "operandSegmentSizes")?;
    let n = unsafe { mlirDenseArrayGetNumElements(seg) };
    Some((0..n).map(|i| unsafe { mlirDenseI32ArrayGetElement(seg, i) } as usize).collect())
}

fn memref(cx: &Lowering, op: MlirOperation, v: MlirValue) -> Result<MemRef, PassFailed> {
    match cx.memrefs.get(&v.into()) {
        Some(m) => Ok(m.clone()),
        None => {
            emit_op_error(op, "not yet supported: a memref that does not come straight from nv_tileaa.make_memref");
            Err(PassFailed)
        }
    }
}

fn make_memref(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let rank = Lowering::shape(value_type(result0(op))).map(|s| s.len());
    let rank = match (segments(op), rank) {
        (Some(seg), _) if seg.len() == 3 => seg[1],
        _ => (ops.len() - 1) / 2,
    };
    let i64t = cx.b.int_type(64);
    let ext = |v: MlirValue| -> MlirValue {
        let s = cx.slots(v)[0];
        let t = value_type(s);
        if unsafe { mlirIntegerTypeGetWidth(t) } < 64 {
            cx.b.op1("arith.extsi", &[s], i64t, &[])
        } else {
            s
        }
    };
    let base = cx.slots(ops[0])[0];
    let sizes: Vec<MlirValue> = ops[1..1 + rank].iter().map(|v| ext(*v)).collect();
    let strides: Vec<MlirValue> = ops[1 + rank..1 + 2 * rank].iter().map(|v| ext(*v)).collect();
    cx.memrefs.insert(result0(op).into(), MemRef { base, sizes, strides });
    cx.set(result0(op), vec![base]);
    Ok(())
}

/// The LLVM ordering code and syncscope of `sem`/`scope` attributes.
fn ordering(op: MlirOperation) -> (i64, Option<&'static str>) {
    let sem = str_attr(op, "sem").unwrap_or_else(|| "weak".into());
    let code = match sem.as_str() {
        "relaxed" => 2,
        "acquire" => 4,
        "release" => 5,
        "acq_rel" => 6,
        _ => 0,
    };
    let scope = match str_attr(op, "scope").as_deref() {
        Some("tl_blk") => Some("block"),
        Some("device") => Some("device"),
        _ => None,
    };
    (code, scope)
}

fn elem_bytes(t: MlirType) -> i64 {
    storage_bytes(t)
}

/// `llvm.load` of `ty` from `ptr` with the op's ordering.
fn emit_load(cx: &Lowering, op: MlirOperation, ptr: MlirValue, ty: MlirType) -> MlirValue {
    let (ord, scope) = ordering(op);
    let align = cx.b.attr(&format!("{} : i64", elem_bytes(ty)));
    let mut attrs = vec![("alignment", align)];
    if ord != 0 {
        attrs.push(("ordering", cx.b.attr(&format!("{ord} : i64"))));
        if let Some(s) = scope {
            attrs.push(("syncscope", cx.b.str_attr(s)));
        }
    }
    cx.b.op1("llvm.load", &[ptr], ty, &attrs)
}

fn emit_store(cx: &Lowering, op: MlirOperation, value: MlirValue, ptr: MlirValue) {
    let (ord, scope) = ordering(op);
    let align = cx.b.attr(&format!("{} : i64", elem_bytes(value_type(value))));
    let mut attrs = vec![("alignment", align)];
    if ord != 0 {
        attrs.push(("ordering", cx.b.attr(&format!("{ord} : i64"))));
        if let Some(s) = scope {
            attrs.push(("syncscope", cx.b.str_attr(s)));
        }
    }
    cx.b.op("llvm.store", &[value, ptr], &[], &attrs);
}

/// `ptr + offset` elements of `elem`.
fn gep(cx: &Lowering, ptr: MlirValue, offset: MlirValue, elem: MlirType) -> MlirValue {
    let attrs =
        [("elem_type", unsafe { mlirTypeAttrGet(elem) }), ("rawConstantIndices", cx.b.attr("array<i32: -2147483648>"))];
    cx.b.op1("llvm.getelementptr", &[ptr, offset], value_type(ptr), &attrs)
}

/// A zero of `ty` (padding when none is given).
fn zero(cx: &Lowering, ty: MlirType) -> MlirValue {
    cx.b.op1("llvm.mlir.zero", &[], ty, &[])
}

/// `tiled_load` / `tiled_store` over a `make_memref` view.
fn tiled_access(cx: &mut Lowering, op: MlirOperation, is_store: bool) -> Result<(), PassFailed> {
    let ops = operands(op);
    let m = memref(cx, op, ops[0])?;
    let rank = m.sizes.len();
    let (value, idx_start) = if is_store { (Some(ops[1]), 2) } else { (None, 1) };
    if ops.len() < idx_start + rank {
        emit_op_error(op, "expects one index per memref dimension");
        return Err(PassFailed);
    }
    let tile_ty = match value {
        Some(v) => value_type(v),
        None => value_type(result0(op)),
    };
    let shape = Lowering::shape(tile_ty).unwrap_or_default();
    let dim_map: Vec<usize> = match get_attr(op, "dim_map") {
        Some(a) => (0..unsafe { mlirDenseArrayGetNumElements(a) })
            .map(|i| unsafe { mlirDenseI64ArrayGetElement(a, i) } as usize)
            .collect(),
        None => (0..shape.len()).collect(),
    };
    if dim_map.len() != shape.len() || dim_map.iter().any(|&d| d >= rank) {
        emit_op_error(op, "dim_map does not match the tile and memref ranks");
        return Err(PassFailed);
    }
    let i64t = cx.b.int_type(64);
    let i1 = cx.b.int_type(1);
    let elem = cx.scalar_type(tile_ty);
    let origin: Vec<MlirValue> = ops[idx_start..idx_start + rank]
        .iter()
        .map(|v| {
            let s = cx.slots(*v)[0];
            if unsafe { mlirIntegerTypeGetWidth(value_type(s)) } < 64 {
                cx.b.op1("arith.extsi", &[s], i64t, &[])
            } else {
                s
            }
        })
        .collect();
    let n = Lowering::num_elements(tile_ty);
    let k_slots = cx.num_slots(tile_ty);
    let padding = get_attr(op, "padding");
    let values = value.map(|v| cx.slots(v));
    let ult = cx.b.attr("6 : i64");
    // Offset (elements from the base) and in-bounds predicate of slot k.
    let slot_address = |cx: &Lowering, k: usize| -> (MlirValue, MlirValue) {
        let e = cx.element_index(k, n);
        let j = cx.multi_index(e, &shape);
        let mut coords = origin.clone();
        for (d, &md) in dim_map.iter().enumerate() {
            let jd = cx.b.op1("arith.extui", &[j[d]], i64t, &[]);
            coords[md] = cx.b.op1("arith.addi", &[coords[md], jd], i64t, &[]);
        }
        let mut offset = cx.b.const_int(i64t, 0);
        let mut inb = if is_store { cx.is_owner(k, n) } else { cx.b.const_int(i1, 1) };
        for ((&coord, &stride), &size) in coords.iter().zip(&m.strides).zip(&m.sizes).take(rank) {
            let term = cx.b.op1("arith.muli", &[coord, stride], i64t, &[]);
            offset = cx.b.op1("arith.addi", &[offset, term], i64t, &[]);
            let ok = cx.b.op1("arith.cmpi", &[coord, size], i1, &[("predicate", ult)]);
            inb = cx.b.op1("arith.andi", &[inb, ok], i1, &[]);
        }
        (offset, inb)
    };
    let mut out = Vec::with_capacity(k_slots);
    if !is_store && ordering(op).0 == 0 {
        // Weak loads without a branch per element: out-of-bounds slots read
        // the tensor's first element instead and take the padding. That
        // element exists unless the tensor is empty, which one branch around
        // the whole tile covers. (A branch per slot made LLVM's NVPTX back
        // end take seconds on 256x256 tiles.)
        let sgt = cx.b.attr("4 : i64");
        let zero64 = cx.b.const_int(i64t, 0);
        let mut nonempty = cx.b.const_int(i1, 1);
        for size in &m.sizes {
            let ok = cx.b.op1("arith.cmpi", &[*size, zero64], i1, &[("predicate", sgt)]);
            nonempty = cx.b.op1("arith.andi", &[nonempty, ok], i1, &[]);
        }
        let types = vec![elem; k_slots];
        out = cx.if_else(
            nonempty,
            &types,
            |cx| {
                let zero = cx.b.const_int(i64t, 0);
                let pad = padding_value(cx, padding, elem);
                (0..k_slots)
                    .map(|k| {
                        let (offset, inb) = slot_address(cx, k);
                        let safe = cx.b.op1("arith.select", &[inb, offset, zero], i64t, &[]);
                        let ptr = gep(cx, m.base, safe, elem);
                        let v = emit_load(cx, op, ptr, elem);
                        cx.b.op1("arith.select", &[inb, v, pad], elem, &[])
                    })
                    .collect()
            },
            |cx| vec![padding_value(cx, padding, elem); k_slots],
        );
    } else if is_store && ordering(op).0 == 0 && cx.sink.is_some() {
        // Weak stores without a branch per element: lanes that are out of
        // bounds (or replicas) store to a shared sink through a generic
        // pointer instead.
        let vals = values.clone().unwrap_or_default();
        let p0 = cx.b.ty("!llvm.ptr");
        let sink = cx.b.op1("llvm.addrspacecast", &[cx.sink.expect("checked")], p0, &[]);
        for k in 0..k_slots {
            let (offset, inb) = slot_address(cx, k);
            let ptr = gep(cx, m.base, offset, elem);
            let generic = cx.b.op1("llvm.addrspacecast", &[ptr], p0, &[]);
            let target = cx.b.op1("arith.select", &[inb, generic, sink], p0, &[]);
            let v = if vals.len() == 1 { vals[0] } else { vals[k] };
            emit_store(cx, op, v, target);
        }
    } else {
        for k in 0..k_slots {
            let (offset, inb) = slot_address(cx, k);
            let ptr = gep(cx, m.base, offset, elem);
            if let Some(vals) = &values {
                let v = if vals.len() == 1 { vals[0] } else { vals[k] };
                cx.if_else(
                    inb,
                    &[],
                    |cx| {
                        emit_store(cx, op, v, ptr);
                        vec![]
                    },
                    |_| vec![],
                );
            } else {
                let r = cx.if_else(
                    inb,
                    &[elem],
                    |cx| vec![emit_load(cx, op, ptr, elem)],
                    |cx| vec![padding_value(cx, padding, elem)],
                );
                out.push(r[0]);
            }
        }
    }
    if !is_store {
        cx.set(result0(op), out);
    }
    Ok(())
}

/// The padding attribute as a constant of `elem` (zero when absent).
fn padding_value(cx: &Lowering, padding: Option<MlirAttribute>, elem: MlirType) -> MlirValue {
    match padding {
        Some(a) if unsafe { mlirTypeEqual(mlirAttributeGetType(a), elem) } => {
            cx.b.op1("arith.constant", &[], elem, &[("value", a)])
        }
        Some(a) if unsafe { mlirAttributeIsAFloat(a) } && unsafe { mlirTypeIsAInteger(elem) } => {
            // An f8 padding travels as its bits; only zero is expressible here.
            let _ = a;
            zero(cx, elem)
        }
        _ => zero(cx, elem),
    }
}

/// `nv_tileas.load`: ptrs, mask?, padding?.
fn load(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let (mask, pad) = match segments(op) {
        Some(seg) if seg.len() >= 3 => {
            let mut i = seg[0];
            let mask = (seg[1] == 1).then(|| ops[i]);
            i += seg[1];
            let pad = (seg[2] == 1).then(|| ops[i]);
            (mask, pad)
        }
        _ => (ops.get(1).copied(), ops.get(2).copied()),
    };
    let rty = value_type(result0(op));
    let elem = cx.scalar_type(rty);
    let k_slots = cx.num_slots(rty);
    let ptrs = cx.slots(ops[0]);
    let masks = mask.map(|m| cx.slots(m));
    let pads = pad.map(|p| cx.slots(p));
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let mut out = Vec::with_capacity(k_slots);
    for k in 0..k_slots {
        let ptr = pick(&ptrs, k);
        let v = match &masks {
            Some(ms) => {
                let c = pick(ms, k);
                let p = pads.as_ref().map(|ps| pick(ps, k));
                cx.if_else(
                    c,
                    &[elem],
                    |cx| vec![emit_load(cx, op, ptr, elem)],
                    |cx| vec![p.unwrap_or_else(|| zero(cx, elem))],
                )[0]
            }
            None => emit_load(cx, op, ptr, elem),
        };
        out.push(v);
    }
    cx.set(result0(op), out);
    Ok(())
}

/// `nv_tileas.store`: ptrs, value, mask? — owners only.
fn store(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let vty = value_type(ops[1]);
    let n = Lowering::num_elements(vty).max(Lowering::num_elements(value_type(ops[0])));
    let k_slots = cx.num_slots(vty).max(cx.num_slots(value_type(ops[0])));
    let ptrs = cx.slots(ops[0]);
    let vals = cx.slots(ops[1]);
    let masks = ops.get(2).map(|m| cx.slots(*m));
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let i1 = cx.b.int_type(1);
    for k in 0..k_slots {
        let mut cond = cx.is_owner(k, n);
        if let Some(ms) = &masks {
            cond = cx.b.op1("arith.andi", &[cond, pick(ms, k)], i1, &[]);
        }
        let (p, v) = (pick(&ptrs, k), pick(&vals, k));
        cx.if_else(
            cond,
            &[],
            |cx| {
                emit_store(cx, op, v, p);
                vec![]
            },
            |_| vec![],
        );
    }
    Ok(())
}

/// `atomic_rmw` (ptrs, value, mask?) / `atomic_cas` (ptrs, cmp, value, mask?).
fn atomic(cx: &mut Lowering, op: MlirOperation, cas: bool) -> Result<(), PassFailed> {
    let ops = operands(op);
    let n_fixed = if cas { 3 } else { 2 };
    let rty = value_type(result0(op));
    let elem = cx.scalar_type(rty);
    let n = Lowering::num_elements(rty);
    let k_slots = cx.num_slots(rty);
    let slots: Vec<Vec<MlirValue>> = ops.iter().map(|v| cx.slots(*v)).collect();
    let mask = slots.get(n_fixed).cloned();
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let (ord, scope) = ordering(op);
    let ord = if ord == 0 { 2 } else { ord };
    let is_float = unsafe { !mlirTypeIsAInteger(elem) };
    let bin_op = if cas {
        0
    } else {
        match str_attr(op, "mode").as_deref() {
            Some("xchg") => 0,
            Some("add") => 1,
            Some("and") => 3,
            Some("or") => 5,
            Some("xor") => 6,
            Some("max") => 7,
            Some("min") => 8,
            Some("umax") => 9,
            Some("umin") => 10,
            Some("addf") => 11,
            Some(other) => {
                emit_op_error(op, &format!("unknown atomic mode '{other}'"));
                return Err(PassFailed);
            }
            None => {
                emit_op_error(op, "needs a mode");
                return Err(PassFailed);
            }
        }
    };
    if !cas && is_float && bin_op != 11 && bin_op != 0 {
        emit_op_error(op, "integer atomic mode on a float element type");
        return Err(PassFailed);
    }
    let i1 = cx.b.int_type(1);
    let mut olds = Vec::with_capacity(k_slots);
    for k in 0..k_slots {
        let mut cond = cx.is_owner(k, n);
        if let Some(ms) = &mask {
            cond = cx.b.op1("arith.andi", &[cond, pick(ms, k)], i1, &[]);
        }
        let ptr = pick(&slots[0], k);
        let a = pick(&slots[1], k);
        let c = if cas { Some(pick(&slots[2], k)) } else { None };
        let old = cx.if_else(
            cond,
            &[elem],
            |cx| {
                let mut attrs = vec![("ordering", cx.b.attr(&format!("{ord} : i64")))];
                if let Some(s) = scope {
                    attrs.push(("syncscope", cx.b.str_attr(s)));
                }
                if let Some(newv) = c {
                    let failure = match ord {
                        5 => 2,
                        6 => 4,
                        o => o,
                    };
                    let attrs = vec![
                        ("success_ordering", cx.b.attr(&format!("{ord} : i64"))),
                        ("failure_ordering", cx.b.attr(&format!("{failure} : i64"))),
                    ];
                    let mut attrs = attrs;
                    if let Some(s) = scope {
                        attrs.push(("syncscope", cx.b.str_attr(s)));
                    }
                    let st = cx.b.ty(&format!("!llvm.struct<({}, i1)>", type_string(elem)));
                    let pair = cx.b.op1("llvm.cmpxchg", &[ptr, a, newv], st, &attrs);
                    let pos = cx.b.attr("array<i64: 0>");
                    vec![cx.b.op1("llvm.extractvalue", &[pair], elem, &[("position", pos)])]
                } else {
                    attrs.push(("bin_op", cx.b.attr(&format!("{bin_op} : i64"))));
                    vec![cx.b.op1("llvm.atomicrmw", &[ptr, a], elem, &attrs)]
                }
            },
            |cx| vec![zero(cx, elem)],
        );
        olds.push(old[0]);
    }
    // Replicas (N < T) take the owner's old value through the bcast buffer.
    if n < cx.num_threads && result_used(result0(op)) {
        let bc = cx.bcast.expect("bcast buffer exists");
        let e = cx.element_index(0, n);
        let slot = gep(cx, bc, e, elem);
        let owner = cx.is_owner(0, n);
        let old = olds[0];
        cx.if_else(
            owner,
            &[],
            |cx| {
                cx.b.op("llvm.store", &[old, slot], &[], &[]);
                vec![]
            },
            |_| vec![],
        );
        cx.barrier();
        let v = cx.b.op1("llvm.load", &[slot], elem, &[]);
        cx.barrier();
        olds = vec![v];
    }
    cx.set(result0(op), olds);
    Ok(())
}

fn result_used(v: MlirValue) -> bool {
    unsafe { !mlirValueGetFirstUse(v).ptr.is_null() }
}

/// `addptr`: per slot `getelementptr` by the pointee type.
fn addptr(cx: &mut Lowering, op: MlirOperation) {
    let ops = operands(op);
    let rty = value_type(result0(op));
    let pointee = pointee_type(cx, rty);
    let k_slots = cx.num_slots(rty);
    let ps = cx.slots(ops[0]);
    let os = cx.slots(ops[1]);
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let out: Vec<MlirValue> = (0..k_slots).map(|k| gep(cx, pick(&ps, k), pick(&os, k), pointee)).collect();
    cx.set(result0(op), out);
}

/// The LLVM element type behind `!nv_tileaa.ptr<T>` (or a tensor of them).
fn pointee_type(cx: &Lowering, ty: MlirType) -> MlirType {
    let elem = unsafe {
        if mlirTypeIsARankedTensor(ty) {
            mlirShapedTypeGetElementType(ty)
        } else {
            ty
        }
    };
    let text = type_string(elem);
    let inner = text.trim_start_matches("!nv_tileaa.ptr<").trim_end_matches('>');
    let t = cx.b.ty(inner);
    cx.scalar_type(t)
}

fn per_slot_cast(cx: &mut Lowering, op: MlirOperation, llvm_op: &str) {
    let rty = value_type(result0(op));
    let st = cx.scalar_type(rty);
    let xs = cx.slots(operands(op)[0]);
    let out: Vec<MlirValue> = xs.iter().map(|x| cx.b.op1(llvm_op, &[*x], st, &[])).collect();
    cx.set(result0(op), out);
}
