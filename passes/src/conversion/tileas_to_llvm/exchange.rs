//! Ops that move tensor elements between threads, and the layout-only value
//! ops: `nv_tileaa.broadcast`, `permute`, `extract_slice`, `cat`, `reduce`,
//! `scan`, non-splat dense `arith.constant` (through the shared-memory
//! scratch or a global table), `make_range`, `splat`, `view`.
//!
//! Exchange protocol (docs/design/lowering-ir.md): the owners of each source
//! element store it at its row-major index in the scratch (operands at
//! 16-byte-aligned offsets, one after the other), `barrier0`, every thread
//! loads the elements its result slots need, `barrier0` again so the scratch
//! can be reused by the next exchange op.

use super::{math, Lowering};
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::nv_tileas::transforms::assign_layouts::constant_int;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, llvm, math as math_ops, scf};
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::ops::{cuda_tile, nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::{slot_map, TvLayout};
use tileas_layout::{exchange_swizzles, swizzled_wavefronts, Swizzle, WarpAccess};

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    let name = name.as_str();
    let lowered = if name == nv_tileaa::SplatOperation::name() {
        lower_splat(cx, op)
    } else if name == nv_tileaa::ViewOperation::name() || name == nv_tileas::ConvertLayoutOperation::name() {
        lower_view(cx, op)
    } else if name == nv_tileaa::MakeRangeOperation::name() {
        lower_make_range(cx, op)
    } else if name == nv_tileaa::BroadcastOperation::name() {
        lower_broadcast(cx, op)
    } else if name == nv_tileaa::PermuteOperation::name() {
        lower_permute(cx, op)
    } else if name == nv_tileaa::ExtractSliceOperation::name() {
        lower_extract_slice(cx, op)
    } else if name == nv_tileaa::CatOperation::name() {
        lower_cat(cx, op)
    } else if name == nv_tileaa::InsertSliceOperation::name() {
        lower_insert_slice(cx, op)
    } else if name == nv_tileaa::BitcastOperation::name() {
        lower_bitcast(cx, op)
    } else if name == nv_tileaa::ReduceOperation::name() {
        lower_reduce_scan(cx, op, false)
    } else if name == nv_tileaa::ScanOperation::name() {
        lower_reduce_scan(cx, op, true)
    } else if name == arith::ConstantOperation::name() {
        return lower_dense_constant(cx, op);
    } else {
        return Ok(false);
    };
    lowered.map(|()| true)
}

fn fail<T>(op: MlirOperation, msg: &str) -> Result<T, PassFailed> {
    emit_op_error(op, msg);
    Err(PassFailed)
}

fn int_attr_value(op: MlirOperation, name: &str) -> Option<i64> {
    get_attr(op, name).and_then(typed::int_value)
}

fn i64_array_attr(op: MlirOperation, name: &str) -> Option<Vec<i64>> {
    let a = get_attr(op, name)?;
    // SAFETY: each getter is only called on the attribute kind it expects,
    // with indices below the element count.
    unsafe {
        if mlirAttributeIsADenseI64Array(a) {
            Some((0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI64ArrayGetElement(a, i)).collect())
        } else if mlirAttributeIsAArray(a) {
            (0..mlirArrayAttrGetNumElements(a))
                .map(|i| {
                    let e = mlirArrayAttrGetElement(a, i);
                    mlirAttributeIsAInteger(e).then(|| mlirIntegerAttrGetValueInt(e))
                })
                .collect()
        } else {
            None
        }
    }
}

pub fn round16(x: i64) -> i64 {
    (x + 15) / 16 * 16
}

/// Row-major strides of `shape`.
fn strides(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// Helpers over the scratch and i32 index arithmetic.
impl Lowering {
    /// The LLVM-compatible storage type of a per-thread scalar type when it
    /// differs (the core already maps f8 to i8 and tf32 to f32, so this is
    /// only a safety net for f8/tf32-typed values).
    pub fn storage_type(&self, ty: MlirType) -> Option<MlirType> {
        // f64 also travels as its bits (i64): the printed-type test this
        // replaces (`starts_with("f6")`) matched it, and the lowered IR is
        // kept as it was.
        if typed::is_narrow_float(ty) || typed::float_kind(ty) == Some(typed::FloatKind::F64) {
            typed::float_width(ty).map(|bits| self.b.int_type(bits))
        } else if typed::is_tf32(ty) {
            Some(self.b.f32_type())
        } else {
            None
        }
    }

    /// `v` as its storage type (a bitcast between scalars of one width, f64
    /// to i64; an unrealized cast otherwise).
    pub fn to_storage(&self, v: MlirValue) -> MlirValue {
        match self.storage_type(value_type(v)) {
            Some(t) => self.reinterpret(v, t),
            None => v,
        }
    }

    /// A value of storage type back to the scalar type `ty`.
    pub fn from_storage(&self, v: MlirValue, ty: MlirType) -> MlirValue {
        if value_type(v).ptr == ty.ptr {
            v
        } else {
            self.reinterpret(v, ty)
        }
    }

    /// `v` as `ty`: `arith.bitcast` when both are integer or float scalars of
    /// one width (so values computed in registers, e.g. by warp shuffles,
    /// need no matching cast to disappear), an unrealized cast otherwise.
    fn reinterpret(&self, v: MlirValue, ty: MlirType) -> MlirValue {
        let width = |t: MlirType| typed::int_width(t).or_else(|| typed::float_width(t));
        match (width(value_type(v)), width(ty)) {
            (Some(a), Some(b)) if a == b => self.b.op1(arith::BitcastOperation::name(), &[v], ty, &[]),
            _ => self.b.cast(v, ty),
        }
    }

    /// Bytes one element of scalar type `ty` takes in the scratch.
    pub fn scratch_bytes(&self, ty: MlirType) -> i64 {
        let st = self.storage_type(ty).unwrap_or(ty);
        match typed::int_width(st).or_else(|| typed::float_width(st)) {
            Some(bits) => ((bits as i64 + 7) / 8).max(1),
            None => 8, // pointers
        }
    }

    fn i32c(&self, v: i64) -> MlirValue {
        self.b.const_int(self.b.int_type(32), v)
    }

    /// Binary integer arith op `name` (an `arith::XOperation::name()`) on
    /// i32 (or any equal integer types).
    pub fn iop(&self, name: &str, a: MlirValue, b: MlirValue) -> MlirValue {
        self.b.op1(name, &[a, b], value_type(a), &[])
    }

    /// Scalar `arith.cmpi pred, a, b`.
    pub fn icmp(&self, pred: typed::ICmpPredicate, a: MlirValue, b: MlirValue) -> MlirValue {
        self.b.cmpi(pred, a, b)
    }

    /// Multi-index (i32 each) of row-major element `e` in `shape`.
    pub fn coords(&self, e: MlirValue, shape: &[i64]) -> Vec<MlirValue> {
        let st = strides(shape);
        shape
            .iter()
            .zip(&st)
            .map(|(&s, &stride)| {
                if s == 1 {
                    return self.i32c(0);
                }
                let q = if stride == 1 { e } else { self.iop(arith::DivUIOperation::name(), e, self.i32c(stride)) };
                if stride * s == shape.iter().product::<i64>() {
                    q // outermost non-trivial: no wrap needed
                } else {
                    self.iop(arith::RemUIOperation::name(), q, self.i32c(s))
                }
            })
            .collect()
    }

    /// Row-major linear index of `coords` in `shape`.
    pub fn linearize(&self, coords: &[MlirValue], shape: &[i64]) -> MlirValue {
        let st = strides(shape);
        let mut acc: Option<MlirValue> = None;
        for (i, c) in coords.iter().enumerate() {
            if shape[i] == 1 {
                continue;
            }
            let term = if st[i] == 1 { *c } else { self.iop(arith::MulIOperation::name(), *c, self.i32c(st[i])) };
            acc = Some(match acc {
                None => term,
                Some(a) => self.iop(arith::AddIOperation::name(), a, term),
            });
        }
        acc.unwrap_or_else(|| self.i32c(0))
    }

    /// Bytes of the kernel's shared scratch (the size of the global that
    /// `smem` addresses; 0 without one).
    pub fn scratch_capacity(&self) -> i64 {
        if self.smem.is_some() {
            self.smem_bytes
        } else {
            0
        }
    }

    /// Pointer to element `idx` (i32) of type `ty` at byte `offset` of the scratch.
    pub fn scratch_ptr(&self, offset: i64, ty: MlirType, idx: MlirValue) -> MlirValue {
        let p3 = self.b.ptr_type(3);
        let mut base = self.smem_base();
        if offset != 0 {
            base = self.b.gep(base, &[GepIndex::Const(offset as i32)], self.b.int_type(8), p3);
        }
        let st = self.storage_type(ty).unwrap_or(ty);
        self.b.gep(base, &[GepIndex::Value(idx)], st, p3)
    }

    /// Owners store the K slots of an N-element tensor at its row-major
    /// indices, at byte `offset` of the scratch.
    pub fn scratch_write(&mut self, offset: i64, ty: MlirType, slots: &[MlirValue], tile: MlirType) {
        let replicated = self.replicated(tile);
        for (k, v) in slots.iter().enumerate() {
            let e = self.element_index(k, tile);
            if !replicated {
                let p = self.scratch_ptr(offset, ty, e);
                self.b.store(self.to_storage(*v), p);
            } else {
                let saved = self.b;
                self.b = self.b.if_then(self.is_owner(k, tile));
                let p = self.scratch_ptr(offset, ty, e);
                self.b.store(self.to_storage(*v), p);
                self.b = saved;
            }
        }
    }

    /// Loads element `idx` (i32) of type `ty` at byte `offset` of the scratch.
    pub fn scratch_read(&self, offset: i64, ty: MlirType, idx: MlirValue) -> MlirValue {
        let p = self.scratch_ptr(offset, ty, idx);
        let st = self.storage_type(ty).unwrap_or(ty);
        let v = self.b.load(p, st);
        self.from_storage(v, ty)
    }
}

fn tensor_elem(ty: MlirType) -> MlirType {
    if typed::is_ranked_tensor(ty) {
        typed::element_type(ty).unwrap_or(ty)
    } else {
        ty
    }
}

fn shape_of(ty: MlirType) -> Vec<i64> {
    Lowering::shape(ty).unwrap_or_default()
}

/// Checks that a tensor type is static with a power-of-two element count.
fn check_layout(op: MlirOperation, ty: MlirType) -> Result<(), PassFailed> {
    if let Some(s) = Lowering::shape(ty) {
        if s.iter().any(|d| *d < 0) {
            return fail(op, &format!("tensor type {} must have a static shape", typed::diag_type(ty)));
        }
        let n: i64 = s.iter().product();
        if n <= 0 || n & (n - 1) != 0 {
            let ty = typed::diag_type(ty);
            return fail(op, &format!("tensor type {ty} must have a power-of-two number of elements"));
        }
    }
    Ok(())
}

/// Checks that the kernel's scratch holds `needed` bytes.
pub(super) fn check_scratch(cx: &Lowering, op: MlirOperation, needed: i64) -> Result<(), PassFailed> {
    let have = cx.scratch_capacity();
    if cx.smem.is_none() || have < needed {
        return fail(
            op,
            &format!(
                "needs {needed} bytes of shared-memory scratch but the kernel reserves {have} ('nv_tileas.smem_bytes')"
            ),
        );
    }
    Ok(())
}

fn lower_splat(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let res = result0(op);
    check_layout(op, value_type(res))?;
    let v = cx.slots(operands(op)[0])[0];
    let k = cx.num_slots(value_type(res));
    cx.set(res, vec![v; k]);
    Ok(())
}

fn lower_view(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    // A view of a tensor-core ring stage (`async_copy.rs`) is the same stage.
    if let Some(addr) = cx.ring_operands.get(&(operands(op)[0].ptr as usize)).copied() {
        cx.ring_operands.insert(result0(op).ptr as usize, addr);
        cx.set(result0(op), Vec::new());
        return Ok(());
    }
    let src = operands(op)[0];
    let res = result0(op);
    check_layout(op, value_type(res))?;
    if Lowering::num_elements(value_type(src)) != Lowering::num_elements(value_type(res)) {
        return fail(op, "source and result must have the same number of elements");
    }
    let (sty, rty) = (value_type(src), value_type(res));
    // A reshape or layout change that keeps every element in its thread and
    // slot is free; any other goes through the scratch.
    let moves = match (Lowering::shape(sty), Lowering::shape(rty)) {
        (Some(_), Some(rshape)) if cx.layout(sty) != cx.layout(rty) => Some(rshape),
        _ => None,
    };
    match moves {
        None => {
            let s = cx.slots(src);
            cx.set(res, s);
            Ok(())
        }
        Some(_) if rename_slots(cx, src, res, &|e| e) => Ok(()),
        Some(rshape) => gather_one(cx, op, &|cx: &Lowering, c: &[MlirValue]| cx.linearize(c, &rshape), Some(&|e| e)),
    }
}

/// Gives `res` its slots from `src`'s registers when every thread already
/// holds, in one slot, the element of `src` that each slot of `res` takes
/// (`source_of`: element of `res` → element of `src`); false when some
/// thread needs another thread's element.
fn rename_slots(cx: &mut Lowering, src: MlirValue, res: MlirValue, source_of: &dyn Fn(i64) -> i64) -> bool {
    let (sty, rty) = (value_type(src), value_type(res));
    if Lowering::shape(sty).is_none() || Lowering::shape(rty).is_none() {
        return false;
    }
    let Some(map) = slot_map(&cx.layout(sty), &cx.layout(rty), source_of) else { return false };
    let slots = cx.slots(src);
    cx.set(res, map.iter().map(|&k| slots[k as usize]).collect());
    true
}

fn lower_make_range(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let res = result0(op);
    let ty = value_type(res);
    check_layout(op, ty)?;
    let et = tensor_elem(ty);
    let bits = typed::int_width(et).unwrap_or(0);
    if bits == 0 {
        return fail(op, "result element type must be an integer");
    }
    let mut out = Vec::new();
    for k in 0..cx.num_slots(ty) {
        let e = cx.element_index(k, ty);
        out.push(match bits {
            32 => e,
            b if b > 32 => cx.b.op1(arith::ExtUIOperation::name(), &[e], et, &[]),
            _ => cx.b.op1(arith::TruncIOperation::name(), &[e], et, &[]),
        });
    }
    cx.set(res, out);
    Ok(())
}

/// Common shape of the single-input exchanges: write the source, barrier,
/// compute each result slot's source index with `src_index(cx, out_coords)`,
/// read, barrier.
fn gather_one(
    cx: &mut Lowering,
    op: MlirOperation,
    src_index: &dyn Fn(&Lowering, &[MlirValue]) -> MlirValue,
    model: Option<&dyn Fn(i64) -> i64>,
) -> Result<(), PassFailed> {
    let src = operands(op)[0];
    let res = result0(op);
    let (sty, rty) = (value_type(src), value_type(res));
    check_layout(op, sty)?;
    check_layout(op, rty)?;
    let et = cx.scalar_type(sty);
    let n_in = Lowering::num_elements(sty);
    let eb = cx.scratch_bytes(et);
    check_scratch(cx, op, n_in * eb)?;
    let rshape = shape_of(rty);
    let plan = model.and_then(|m| plan_exchange(&cx.layout(sty), &cx.layout(rty), m, n_in * eb, eb));
    let Some(plan) = plan else {
        cx.scratch_write(0, et, &cx.slots(src), sty);
        cx.barrier();
        let mut out = Vec::new();
        for k in 0..cx.num_slots(rty) {
            let e = cx.element_index(k, rty);
            let c = cx.coords(e, &rshape);
            let idx = src_index(cx, &c);
            out.push(cx.scratch_read(0, et, idx));
        }
        cx.barrier();
        cx.set(res, out);
        return Ok(());
    };
    let st = cx.storage_type(et).unwrap_or(et);
    let slots = cx.slots(src);
    let first = cx.element_index(0, sty);
    let runs = run_pointers(cx, (&plan.swizzle, et), &plan.write, first, &|cx, k| cx.element_index(k, sty));
    for (k0, ptr) in runs {
        let vals: Vec<MlirValue> = slots[k0..k0 + plan.write.run].iter().map(|v| cx.to_storage(*v)).collect();
        let v = if vals.len() == 1 { vals[0] } else { cx.vector_of(&vals, st) };
        let align = typed::i64_attr(cx.b.ctx, vals.len() as i64 * eb);
        cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
    }
    cx.barrier();
    let read_index = |cx: &Lowering, k: usize| src_index(cx, &cx.coords(cx.element_index(k, rty), &rshape));
    let first = read_index(cx, 0);
    let mut out = Vec::new();
    let run = plan.read.run;
    let align = typed::i64_attr(cx.b.ctx, run as i64 * eb);
    let vty = if run == 1 { st } else { typed::vector(&[run as i64], st) };
    for (_, ptr) in run_pointers(cx, (&plan.swizzle, et), &plan.read, first, &read_index) {
        let v = cx.b.op1(llvm::LoadOperation::name(), &[ptr], vty, &[("alignment", align)]);
        for j in 0..run {
            let x = if run == 1 {
                v
            } else {
                let pos = cx.i32c(j as i64);
                cx.b.op1(llvm::ExtractElementOperation::name(), &[v, pos], st, &[])
            };
            out.push(cx.from_storage(x, et));
        }
    }
    cx.barrier();
    cx.set(res, out);
    Ok(())
}

/// The scratch pointer of each run of one side of an exchange: `(first
/// slot, pointer)`. Where the side is linear (`Side::xor`), the swizzled
/// index of slot 0 is computed once and each run XORs a constant into it,
/// or adds it when no bit overlaps (an immediate address offset);
/// otherwise each run computes its index `index(k)` and swizzles it.
fn run_pointers(
    cx: &Lowering,
    (sw, ty): (&Swizzle, MlirType),
    side: &Side,
    first: MlirValue,
    index: &dyn Fn(&Lowering, usize) -> MlirValue,
) -> Vec<(usize, MlirValue)> {
    let (p3, i8t) = (cx.b.ptr_type(3), cx.b.int_type(8));
    let first = swizzled(cx, sw, first);
    let base = cx.scratch_ptr(0, ty, first);
    (0..side.slots)
        .step_by(side.run)
        .enumerate()
        .map(|(r, k0)| {
            let ptr = match &side.xor {
                Some(c) if c[r] == 0 => base,
                Some(c) if side.disjoint[r] => {
                    cx.b.gep(base, &[GepIndex::Const((c[r] * side.elem_bytes) as i32)], i8t, p3)
                }
                Some(c) => cx.scratch_ptr(0, ty, cx.iop(arith::XOrIOperation::name(), first, cx.i32c(c[r]))),
                None => cx.scratch_ptr(0, ty, swizzled(cx, sw, index(cx, k0))),
            };
            (k0, ptr)
        })
        .collect()
}

/// How `gather_one` lays out its scratch when the row-major order would
/// serialize its accesses on a few banks: a swizzle of the element index,
/// and for each side the slot runs it moves as one access (one vector access).
#[derive(Debug, PartialEq)]
struct ExchangePlan {
    /// On element indices (`Sw<B, 4 − log2(bytes), S>`).
    swizzle: Swizzle,
    write: Side,
    read: Side,
}

/// One side (the writes or the reads) of an exchange.
#[derive(Debug, PartialEq)]
struct Side {
    slots: usize,
    run: usize,
    elem_bytes: i64,
    /// When every thread's index of slot `k` is its index of slot 0 XOR a
    /// constant (power-of-two layouts are linear over XOR, and so is the
    /// swizzle): that constant, swizzled, for the first slot of each run.
    xor: Option<Vec<i64>>,
    /// Per run: its constant shares no bit with any thread's swizzled
    /// slot-0 index (an add, which folds into the address).
    disjoint: Vec<bool>,
}

impl ExchangePlan {
    /// A placeholder for the row-major order (`gather_one`'s other path).
    fn identity() -> Self {
        let side = || Side { slots: 0, run: 1, elem_bytes: 1, xor: None, disjoint: Vec::new() };
        ExchangePlan { swizzle: Swizzle::IDENTITY, write: side(), read: side() }
    }
}

impl Side {
    /// Instructions a thread spends on this side's swizzled addresses:
    /// three for slot 0's, then per run none (an immediate offset), an XOR
    /// and an add, or a whole swizzle and an add.
    fn address_ops(&self) -> i64 {
        let runs = self.slots.div_ceil(self.run) as i64;
        match &self.xor {
            Some(_) => 3 + 2 * self.disjoint.iter().filter(|d| !**d).count() as i64,
            None => 3 + 4 * runs,
        }
    }
}

/// The plan for writing a tile laid out by `src` and reading it back laid
/// out by `res`, result element `e` taking source element `source_of(e)`,
/// from a scratch of `bytes` of `elem_bytes`-byte elements; `None` when the
/// row-major order costs no more modeled wavefronts
/// (`tileas_layout::exchange_swizzles`, `swizzled_wavefronts`) or the
/// source has owners to pick.
fn plan_exchange(
    src: &TvLayout,
    res: &TvLayout,
    source_of: &dyn Fn(i64) -> i64,
    bytes: i64,
    elem_bytes: i64,
) -> Option<ExchangePlan> {
    if src.has_zero_stride() || ![1, 2, 4, 8].contains(&elem_bytes) || src.num_threads() != res.num_threads() {
        return None;
    }
    let threads = src.num_threads();
    let write_at = |t: i64, k: i64| src.element(t, k);
    let read_at = |t: i64, k: i64| source_of(res.element(t, k));
    let sides: [(i64, &SlotIndex); 2] = [(src.num_slots(), &write_at), (res.num_slots(), &read_at)];
    let runs = sides.map(|(slots, at)| slot_run(threads, slots, 16 / elem_bytes, at));
    let mut accesses = Vec::new();
    for warp in (0..threads).step_by(32) {
        let lanes = warp..(warp + 32).min(threads);
        for ((slots, at), run) in sides.iter().zip(runs) {
            for k in (0..*slots).step_by(run as usize) {
                let addrs = lanes.clone().map(|t| at(t, k) * elem_bytes).collect();
                accesses.push(WarpAccess { addrs, width: run * elem_bytes });
            }
        }
    }
    let lg = elem_bytes.trailing_zeros();
    let side = |swizzle: &Swizzle, (slots, at): (i64, &SlotIndex), run: i64| {
        let xor_linear = (0..threads).all(|t| (0..slots).all(|k| at(t, k) ^ at(t, 0) == at(0, k) ^ at(0, 0)));
        let xor: Option<Vec<i64>> =
            xor_linear.then(|| (0..slots).step_by(run as usize).map(|k| swizzle.apply(at(0, k) ^ at(0, 0))).collect());
        let bases = (0..threads).fold(0, |a, t| a | swizzle.apply(at(t, 0)));
        let disjoint = xor.as_ref().map_or(Vec::new(), |c| c.iter().map(|&x| bases & x == 0).collect());
        Side { slots: slots as usize, run: run as usize, elem_bytes, xor, disjoint }
    };
    // Modeled cost: wavefronts, plus the instructions each warp spends on
    // swizzled addresses (the row-major order's fold into immediates).
    let warps = (threads + 31) / 32;
    let mut best: Option<(i64, ExchangePlan)> = None;
    for bytes_swizzle in exchange_swizzles(bytes) {
        let wavefronts = swizzled_wavefronts(&bytes_swizzle, &accesses);
        if bytes_swizzle.is_identity() {
            best = Some((wavefronts, ExchangePlan::identity()));
            continue;
        }
        let Ok(swizzle) = Swizzle::new(bytes_swizzle.bits(), bytes_swizzle.base() - lg, bytes_swizzle.shift()) else {
            continue;
        };
        let plan =
            ExchangePlan { swizzle, write: side(&swizzle, sides[0], runs[0]), read: side(&swizzle, sides[1], runs[1]) };
        let cost = wavefronts + warps * (plan.write.address_ops() + plan.read.address_ops());
        if best.as_ref().is_none_or(|b| cost < b.0) {
            best = Some((cost, plan));
        }
    }
    best.map(|b| b.1).filter(|p| !p.swizzle.is_identity())
}

/// The element a side of an exchange accesses for slot `k` of thread `t`.
type SlotIndex<'a> = dyn Fn(i64, i64) -> i64 + 'a;

/// The longest run of slots (a power of two up to `max`) whose elements
/// `at(t, k)` are consecutive and aligned to the run in every thread.
fn slot_run(threads: i64, slots: i64, max: i64, at: &dyn Fn(i64, i64) -> i64) -> i64 {
    let mut run = max;
    while run > 1 {
        let whole = |t: i64, k: i64| {
            let e = at(t, k);
            e % run == 0 && (1..run).all(|j| at(t, k + j) == e + j)
        };
        if slots % run == 0 && (0..threads).all(|t| (0..slots).step_by(run as usize).all(|k| whole(t, k))) {
            return run;
        }
        run /= 2;
    }
    1
}

/// `x ^ ((x & yyy) >> S)` on an i32 element index.
fn swizzled(cx: &Lowering, sw: &Swizzle, x: MlirValue) -> MlirValue {
    let y = cx.iop(arith::AndIOperation::name(), x, cx.i32c(sw.yyy_mask()));
    let moved = cx.iop(arith::ShRUIOperation::name(), y, cx.i32c(sw.shift() as i64));
    cx.iop(arith::XOrIOperation::name(), x, moved)
}

fn lower_broadcast(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let src = operands(op)[0];
    let res = result0(op);
    let (sshape, rshape) = (shape_of(value_type(src)), shape_of(value_type(res)));
    if sshape.len() != rshape.len() || sshape.iter().zip(&rshape).any(|(s, r)| *s != 1 && s != r) {
        return fail(op, "source dimensions must be 1 or equal to the result's");
    }
    check_layout(op, value_type(res))?;
    let source_of = |e: i64| {
        let (rst, sst) = (strides(&rshape), strides(&sshape));
        (0..rshape.len()).map(|d| if sshape[d] == 1 { 0 } else { (e / rst[d]) % rshape[d] * sst[d] }).sum::<i64>()
    };
    if rename_slots(cx, src, res, &source_of) {
        return Ok(());
    }
    if Lowering::num_elements(value_type(src)) == 1 {
        let v = cx.slots(src)[0];
        let k = cx.num_slots(value_type(res));
        cx.set(res, vec![v; k]);
        return Ok(());
    }
    let source_index = |cx: &Lowering, c: &[MlirValue]| broadcast_source(cx, c, &sshape);
    if index_computable(src, 0) {
        // Each thread computes the elements it takes from their index (a
        // causal mask's column numbers): no scratch, no barrier.
        let rty = value_type(res);
        let mut out = Vec::new();
        for k in 0..cx.num_slots(rty) {
            let e = cx.element_index(k, rty);
            let se = source_index(cx, &cx.coords(e, &rshape));
            out.push(eval_at(cx, src, se));
        }
        cx.set(res, out);
        return Ok(());
    }
    gather_one(cx, op, &source_index, Some(&source_of))
}

/// The element of a broadcast's source (shape `sshape`) that the result
/// element at coordinates `c` copies: its size-1 dimensions at 0.
fn broadcast_source(cx: &Lowering, c: &[MlirValue], sshape: &[i64]) -> MlirValue {
    let ci: Vec<MlirValue> = c.iter().zip(sshape).map(|(c, s)| if *s == 1 { cx.i32c(0) } else { *c }).collect();
    cx.linearize(&ci, sshape)
}

/// How deep `index_computable` follows arith operands.
const INDEX_EXPR_DEPTH: u32 = 6;

/// A tile whose every element is a cheap function of its index and of
/// values each thread holds whole: a range, splats and one-element tiles,
/// reshapes and broadcasts of such, and arith ops on them, all on integers
/// of at most 32 bits.
fn index_computable(v: MlirValue, depth: u32) -> bool {
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    let name = op_name(def);
    let ins = operands(def);
    if whole_in_every_thread(v) || name == nv_tileaa::MakeRangeOperation::name() {
        return true;
    }
    // Only integers of at most 32 bits: per-slot 64-bit arithmetic (a
    // MoE gather's i64 offsets) costs more registers and instructions than
    // the one gather through shared memory it replaces.
    if typed::int_width(tensor_elem(value_type(v))).is_none_or(|w| w > 32) {
        return false;
    }
    if depth >= INDEX_EXPR_DEPTH || ins.is_empty() || results(def).len() != 1 {
        return false;
    }
    let tiles_in = ins.iter().all(|o| Lowering::shape(value_type(*o)).is_some());
    if name == nv_tileaa::ViewOperation::name() || name == nv_tileaa::BroadcastOperation::name() {
        return tiles_in && index_computable(ins[0], depth + 1);
    }
    is_dialect_op(&name, arith::ConstantOperation::name())
        && tiles_in
        && ins.iter().all(|o| index_computable(*o, depth + 1))
}

/// A splat, a splat constant or a one-element tile: one scalar, the same in
/// every slot of every thread.
fn whole_in_every_thread(v: MlirValue) -> bool {
    if Lowering::num_elements(value_type(v)) == 1 {
        return true;
    }
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    let name = op_name(def);
    name == nv_tileaa::SplatOperation::name()
        || (name == arith::ConstantOperation::name()
            && get_attr(def, "value").is_some_and(|a| {
                // SAFETY: the attribute is live; the splat query accepts any
                // dense elements attribute.
                unsafe { mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a) }
            }))
}

/// Element `e` (row-major, i32) of a tile `index_computable` accepted,
/// computed from `e` and the scalars its operands hold.
fn eval_at(cx: &mut Lowering, v: MlirValue, e: MlirValue) -> MlirValue {
    if whole_in_every_thread(v) {
        return cx.slots(v)[0];
    }
    // SAFETY: `index_computable` checked that `v` is an op result.
    let def = unsafe { mlirOpResultGetOwner(v) };
    let name = op_name(def);
    let ins = operands(def);
    let ty = value_type(v);
    if name == nv_tileaa::MakeRangeOperation::name() {
        let et = tensor_elem(ty);
        return match typed::int_width(et).unwrap_or(32) {
            32 => e,
            b if b > 32 => cx.b.op1(arith::ExtUIOperation::name(), &[e], et, &[]),
            _ => cx.b.op1(arith::TruncIOperation::name(), &[e], et, &[]),
        };
    }
    if name == nv_tileaa::ViewOperation::name() {
        return eval_at(cx, ins[0], e); // a reshape keeps the row-major index
    }
    if name == nv_tileaa::BroadcastOperation::name() {
        let (sshape, rshape) = (shape_of(value_type(ins[0])), shape_of(ty));
        let se = broadcast_source(cx, &cx.coords(e, &rshape), &sshape);
        return eval_at(cx, ins[0], se);
    }
    let args: Vec<MlirValue> = ins.iter().map(|o| eval_at(cx, *o, e)).collect();
    let attrs = super::inherent_attrs(def);
    let attr_refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let rt = [cx.scalar_type(ty)];
    super::elementwise_slot(cx, def, &args, &rt, &attr_refs)[0]
}

fn lower_permute(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let src = operands(op)[0];
    let sshape = shape_of(value_type(src));
    let rshape = shape_of(value_type(result0(op)));
    let Some(p) = i64_array_attr(op, "permutation") else {
        return fail(op, "requires a 'permutation' array attribute");
    };
    let r = sshape.len();
    let mut seen = vec![false; r];
    if p.len() != r
        || rshape.len() != r
        || p.iter().any(|&x| x < 0 || x as usize >= r || std::mem::replace(&mut seen[x as usize], true))
    {
        return fail(op, "'permutation' must be a permutation of the source dimensions");
    }
    if p.iter().enumerate().any(|(i, &pi)| rshape[i] != sshape[pi as usize]) {
        return fail(op, "result dimension i must be source dimension permutation[i]");
    }
    // Only size-1 dimensions move: the row-major order is unchanged.
    let moved: Vec<i64> = p.iter().copied().filter(|&pi| sshape[pi as usize] != 1).collect();
    if moved.windows(2).all(|w| w[0] < w[1]) {
        let v = cx.slots(src);
        cx.set(result0(op), v);
        return Ok(());
    }
    let (sst, rst) = (strides(&sshape), strides(&rshape));
    let source_of = |e: i64| p.iter().enumerate().map(|(i, &pi)| (e / rst[i]) % rshape[i] * sst[pi as usize]).sum();
    gather_one(
        cx,
        op,
        &|cx, c| {
            let mut ci = vec![c[0]; r];
            for (i, &pi) in p.iter().enumerate() {
                ci[pi as usize] = c[i];
            }
            cx.linearize(&ci, &sshape)
        },
        Some(&source_of),
    )
}

fn lower_extract_slice(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let sshape = shape_of(value_type(ops[0]));
    let rshape = shape_of(value_type(result0(op)));
    if ops.len() != 1 + sshape.len() || rshape.len() != sshape.len() {
        return fail(op, "expects one block index per source dimension and a result of the same rank");
    }
    if sshape.iter().zip(&rshape).any(|(s, r)| *r <= 0 || s % r != 0) {
        return fail(op, "result extents must divide the source extents");
    }
    // Constant block indices over a layout whose block bits are slot bits:
    // the slots are picked, nothing moves.
    let constant: Option<Vec<i64>> = ops[1..].iter().map(|v| constant_int(*v)).collect();
    if let Some(at) = constant {
        let (sst, rst) = (strides(&sshape), strides(&rshape));
        let source_of =
            |e: i64| (0..rshape.len()).map(|d| ((e / rst[d]) % rshape[d] + at[d] * rshape[d]) * sst[d]).sum();
        if rename_slots(cx, ops[0], result0(op), &source_of) {
            return Ok(());
        }
    }
    let idx = block_indices(cx, &ops[1..]);
    gather_one(
        cx,
        op,
        &|cx, c| {
            let ci: Vec<MlirValue> = c
                .iter()
                .enumerate()
                .map(|(d, c)| {
                    if sshape[d] == rshape[d] {
                        *c
                    } else {
                        let base = cx.iop(arith::MulIOperation::name(), idx[d], cx.i32c(rshape[d]));
                        cx.iop(arith::AddIOperation::name(), base, *c)
                    }
                })
                .collect();
            cx.linearize(&ci, &sshape)
        },
        None,
    )
}

/// The block indices of `extract_slice` / `insert_slice` as i32 scalars.
fn block_indices(cx: &Lowering, indices: &[MlirValue]) -> Vec<MlirValue> {
    let i32t = cx.b.int_type(32);
    indices
        .iter()
        .map(|v| {
            let s = cx.slots(*v)[0];
            let t = value_type(s);
            let width = typed::int_width(t);
            if typed::is_index(t) {
                cx.b.op1(arith::IndexCastUIOperation::name(), &[s], i32t, &[])
            } else if width.is_some_and(|w| w > 32) {
                cx.b.op1(arith::TruncIOperation::name(), &[s], i32t, &[])
            } else if width.is_some_and(|w| w < 32) {
                cx.b.op1(arith::ExtUIOperation::name(), &[s], i32t, &[])
            } else {
                s
            }
        })
        .collect()
}

/// `insert_slice %src into %dst[%i…]` (cuda_tile `insert`): the source goes
/// through the scratch; each result slot inside block `i` of the
/// destination (blocks of the source's shape) reads its source element,
/// the others keep the destination's (from its slots when the result has
/// the destination's layout, else from the scratch too).
fn lower_insert_slice(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let (src, dst, res) = (ops[0], ops[1], result0(op));
    let (sshape, rshape) = (shape_of(value_type(src)), shape_of(value_type(res)));
    if ops.len() != 2 + rshape.len() || sshape.len() != rshape.len() {
        return fail(op, "expects one block index per destination dimension and a source of the same rank");
    }
    if sshape.iter().zip(&rshape).any(|(s, r)| *s <= 0 || r % s != 0) {
        return fail(op, "source extents must divide the destination extents");
    }
    for v in [src, dst, res] {
        check_layout(op, value_type(v))?;
    }
    let idx = block_indices(cx, &ops[2..]);
    let et = cx.scalar_type(value_type(res));
    let in_place = cx.layout(value_type(dst)) == cx.layout(value_type(res))
        && cx.slots(dst).len() == cx.num_slots(value_type(res));
    let n_src = Lowering::num_elements(value_type(src));
    let off_dst = round16(n_src * cx.scratch_bytes(et));
    let needed = if in_place {
        n_src * cx.scratch_bytes(et)
    } else {
        off_dst + Lowering::num_elements(value_type(dst)) * cx.scratch_bytes(et)
    };
    check_scratch(cx, op, needed)?;
    cx.scratch_write(0, et, &cx.slots(src), value_type(src));
    if !in_place {
        cx.scratch_write(off_dst, et, &cx.slots(dst), value_type(dst));
    }
    cx.barrier();
    // Origin of the block in the destination, per dimension.
    let base: Vec<MlirValue> =
        idx.iter().zip(&sshape).map(|(i, s)| cx.iop(arith::MulIOperation::name(), *i, cx.i32c(*s))).collect();
    let dst_slots = cx.slots(dst);
    let mut out = Vec::new();
    for k in 0..cx.num_slots(value_type(res)) {
        let e = cx.element_index(k, value_type(res));
        let c = cx.coords(e, &rshape);
        // Inside the block: 0 <= c - base < extent, one unsigned compare per dimension.
        let mut inside: Option<MlirValue> = None;
        let mut cs = Vec::new();
        for d in 0..rshape.len() {
            let rel = cx.iop(arith::SubIOperation::name(), c[d], base[d]);
            let ok = cx.icmp(typed::ICmpPredicate::Ult, rel, cx.i32c(sshape[d]));
            inside = Some(match inside {
                None => ok,
                Some(a) => cx.iop(arith::AndIOperation::name(), a, ok),
            });
            cs.push(rel);
        }
        let inside = inside.unwrap_or_else(|| cx.b.const_int(cx.b.int_type(1), 1));
        // Outside the block the source index is out of range: read element 0.
        let linear = cx.linearize(&cs, &sshape);
        let zero = cx.i32c(0);
        let i32t = cx.b.int_type(32);
        let at = cx.b.op1(arith::SelectOperation::name(), &[inside, linear, zero], i32t, &[]);
        let from_src = cx.scratch_read(0, et, at);
        let keep = match dst_slots.get(k) {
            Some(v) if in_place => *v,
            _ => cx.scratch_read(off_dst, et, e),
        };
        out.push(cx.b.op1(arith::SelectOperation::name(), &[inside, from_src, keep], et, &[]));
    }
    cx.barrier();
    cx.set(res, out);
    Ok(())
}

/// `bitcast` (cuda_tile `pack`/`unpack`) of rank-1 tensors: the source's
/// elements are stored at their byte offsets in the scratch, and each result
/// element is loaded from its own (the bytes in memory order, as NVIDIA's
/// tileiras exchanges them).
fn lower_bitcast(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let (src, res) = (operands(op)[0], result0(op));
    let (sty, rty) = (value_type(src), value_type(res));
    for t in [sty, rty] {
        check_layout(op, t)?;
    }
    let (se, re) = (cx.scalar_type(sty), cx.scalar_type(rty));
    let bits = |t: MlirType| {
        let st = cx.storage_type(t).unwrap_or(t);
        typed::int_width(st).or_else(|| typed::float_width(st)).unwrap_or(0) as i64
    };
    let (ns, nr) = (Lowering::num_elements(sty), Lowering::num_elements(rty));
    if bits(se) % 8 != 0 || bits(re) % 8 != 0 {
        return fail(op, "is not supported yet: elements narrower than a byte");
    }
    if ns * bits(se) != nr * bits(re) || shape_of(sty).len() != 1 || shape_of(rty).len() != 1 {
        return fail(op, "expects rank-1 source and result of the same size in bytes");
    }
    check_scratch(cx, op, ns * cx.scratch_bytes(se))?;
    cx.scratch_write(0, se, &cx.slots(src), sty);
    cx.barrier();
    let out: Vec<MlirValue> = (0..cx.num_slots(rty))
        .map(|k| {
            let e = cx.element_index(k, rty);
            cx.scratch_read(0, re, e)
        })
        .collect();
    cx.barrier();
    cx.set(res, out);
    Ok(())
}

fn lower_cat(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    if ops.len() != 2 {
        return fail(op, "expects two operands");
    }
    let res = result0(op);
    let (ashape, bshape, rshape) =
        (shape_of(value_type(ops[0])), shape_of(value_type(ops[1])), shape_of(value_type(res)));
    let Some(d) = int_attr_value(op, "dim") else {
        return fail(op, "requires an integer 'dim' attribute");
    };
    let r = rshape.len();
    let ok = d >= 0
        && (d as usize) < r
        && ashape.len() == r
        && bshape.len() == r
        && (0..r).all(|i| {
            if i == d as usize {
                ashape[i] + bshape[i] == rshape[i]
            } else {
                ashape[i] == rshape[i] && bshape[i] == rshape[i]
            }
        });
    if !ok {
        return fail(op, "operand shapes must match the result except along 'dim', where they add up");
    }
    let d = d as usize;
    for v in [ops[0], ops[1], res] {
        check_layout(op, value_type(v))?;
    }
    // Both halves in one layout and the result in its concatenation: the
    // result's slots are a's then b's.
    let (la, lb, lr) = (cx.layout(value_type(ops[0])), cx.layout(value_type(ops[1])), cx.layout(value_type(res)));
    let at = (strides(&ashape)[d] * ashape[d]).trailing_zeros();
    if ashape == bshape && la == lb && TvLayout::of_type(value_type(res)).is_some() && la.cat_bits(at) == Some(lr) {
        let mut slots = cx.slots(ops[0]);
        slots.extend(cx.slots(ops[1]));
        cx.set(res, slots);
        return Ok(());
    }
    let et = cx.scalar_type(value_type(res));
    let (na, nb) = (ashape.iter().product::<i64>(), bshape.iter().product::<i64>());
    let off_b = round16(na * cx.scratch_bytes(et));
    check_scratch(cx, op, off_b + nb * cx.scratch_bytes(et))?;
    cx.scratch_write(0, et, &cx.slots(ops[0]), value_type(ops[0]));
    cx.scratch_write(off_b, et, &cx.slots(ops[1]), value_type(ops[1]));
    cx.barrier();
    let mut out = Vec::new();
    for k in 0..cx.num_slots(value_type(res)) {
        let e = cx.element_index(k, value_type(res));
        let c = cx.coords(e, &rshape);
        let in_a = cx.icmp(typed::ICmpPredicate::Ult, c[d], cx.i32c(ashape[d]));
        let ia = cx.linearize(&c, &ashape);
        let mut cb = c.clone();
        cb[d] = cx.iop(arith::SubIOperation::name(), c[d], cx.i32c(ashape[d]));
        let ib = cx.linearize(&cb, &bshape);
        let pa = cx.scratch_ptr(0, et, ia);
        let pb = cx.scratch_ptr(off_b, et, ib);
        let p = cx.b.op1(arith::SelectOperation::name(), &[in_a, pa, pb], value_type(pa), &[]);
        let st = cx.storage_type(et).unwrap_or(et);
        let v = cx.b.load(p, st);
        out.push(cx.from_storage(v, et));
    }
    cx.barrier();
    cx.set(res, out);
    Ok(())
}

/// Emits the combiner region `body` on scalars: block arguments are
/// `(lhs0, rhs0, lhs1, rhs1, …)`; returns the values of its `nv_tileaa.yield`.
pub fn apply_combiner(
    cx: &mut Lowering,
    owner: MlirOperation,
    body: MlirBlock,
    lhs: &[MlirValue],
    rhs: &[MlirValue],
) -> Result<Vec<MlirValue>, PassFailed> {
    apply_combiner_ordered(cx, owner, body, lhs, rhs, &[])
}

/// `apply_combiner` where the caller knows `lhs[j] < rhs[j]` (signed and
/// unsigned) for each `j` with `ordered[j]`: an index operand that grows
/// along the reduced dimension, folded lower block on the left. A
/// comparison of exactly those two arguments is then a constant, so an
/// argmax's tie-break (`a == b && i < j`) leaves one `>=` per fold, as
/// NVIDIA's PTX has it.
pub fn apply_combiner_ordered(
    cx: &mut Lowering,
    owner: MlirOperation,
    body: MlirBlock,
    lhs: &[MlirValue],
    rhs: &[MlirValue],
    ordered: &[bool],
) -> Result<Vec<MlirValue>, PassFailed> {
    let args = block_args(body);
    if args.len() != 2 * lhs.len() {
        return fail(owner, &format!("combiner region must take {} scalar arguments", 2 * lhs.len()));
    }
    let mut local: HashMap<ValueKey, MlirValue> = HashMap::new();
    // The i1 constants the ordered comparisons became.
    let mut known: HashMap<ValueKey, bool> = HashMap::new();
    for j in 0..lhs.len() {
        local.insert(args[2 * j].into(), lhs[j]);
        local.insert(args[2 * j + 1].into(), rhs[j]);
    }
    let lookup = |cx: &Lowering, local: &HashMap<ValueKey, MlirValue>, v: MlirValue| -> Option<MlirValue> {
        local.get(&v.into()).copied().or_else(|| cx.map.get(&v.into()).and_then(|s| (s.len() == 1).then(|| s[0])))
    };
    for o in block_ops(body) {
        let name = op_name(o);
        let mut mapped = Vec::new();
        for v in operands(o) {
            match lookup(cx, &local, v) {
                Some(m) => mapped.push(m),
                None => return fail(owner, "combiner region uses a value that is not a scalar"),
            }
        }
        if name == nv_tileaa::YieldOperation::name() || name == cuda_tile::YieldOperation::name() {
            if mapped.len() != lhs.len() {
                return fail(owner, &format!("combiner region must yield {} values", lhs.len()));
            }
            return Ok(mapped);
        }
        // SAFETY: `o` is a live op of the combiner body.
        if unsafe { mlirOperationGetNumRegions(o) } != 0 {
            return fail(owner, &format!("'{name}' with regions is not supported in a combiner region"));
        }
        let res = results(o);
        if let Some(value) = ordered_compare(o, &args, ordered) {
            let c = cx.b.const_int(cx.b.int_type(1), i64::from(value));
            known.insert(c.into(), value);
            local.insert(res[0].into(), c);
            continue;
        }
        if let Some(v) = simplify_logic(cx, &name, &mapped, &known) {
            local.insert(res[0].into(), v);
            continue;
        }
        let is_math = is_dialect_op(&name, math_ops::SqrtOperation::name());
        if is_math && res.len() == 1 {
            if let Some(v) = math::lower_scalar(cx, &name, &mapped, value_type(res[0])) {
                local.insert(res[0].into(), v);
                continue;
            }
        }
        if !(is_math || is_dialect_op(&name, arith::ConstantOperation::name())) {
            return fail(owner, &format!("'{name}' is not supported in a combiner region"));
        }
        // SAFETY: `o` is live; the clone is fresh and has as many operands as
        // `o` (one mapped value each); `insert` hands it to the block.
        let clone = unsafe { mlirOperationClone(o) };
        for (i, m) in mapped.iter().enumerate() {
            // SAFETY: as above.
            unsafe { mlirOperationSetOperand(clone, i as isize, *m) };
        }
        cx.b.insert(clone);
        for (i, r) in res.iter().enumerate() {
            local.insert((*r).into(), result(clone, i as isize));
        }
    }
    fail(owner, "combiner region must end with 'nv_tileaa.yield'")
}

/// The value of `arith.cmpi` `o` when it compares combiner arguments
/// `lhs_j` and `rhs_j` (either way round) of an operand with `ordered[j]`
/// (`lhs_j < rhs_j`, signed and unsigned).
fn ordered_compare(o: MlirOperation, args: &[MlirValue], ordered: &[bool]) -> Option<bool> {
    use typed::ICmpPredicate as P;
    if op_name(o) != arith::CmpIOperation::name() {
        return None;
    }
    let [x, y] = operands(o)[..] else { return None };
    let is = |a: MlirValue, b: MlirValue| a.ptr == b.ptr;
    let j = (0..ordered.len()).find(|j| {
        ordered[*j]
            && ((is(x, args[2 * j]) && is(y, args[2 * j + 1])) || (is(x, args[2 * j + 1]) && is(y, args[2 * j])))
    })?;
    let less = is(x, args[2 * j]);
    let p = get_attr(o, "predicate").and_then(typed::int_value)?;
    let (lt, gt) = match p {
        p if p == P::Eq as i64 => (false, false),
        p if p == P::Ne as i64 => (true, true),
        p if [P::Slt, P::Sle, P::Ult, P::Ule].iter().any(|q| *q as i64 == p) => (true, false),
        p if [P::Sgt, P::Sge, P::Ugt, P::Uge].iter().any(|q| *q as i64 == p) => (false, true),
        _ => return None,
    };
    Some(if less { lt } else { gt })
}

/// What `andi`/`ori` on i1 `ins` reduce to once a comparison is a known
/// constant (`known`), and two ordered `cmpf` on the same operands joined by
/// `ori` as one (`ogt || oeq` is `oge`: the ordered predicates are bit sets
/// of eq, gt, lt). An argmax's condition becomes one comparison before
/// LLVM sees it, whatever it does first with the operands (a lane's swapped
/// operands: it would rewrite `oeq` on them and not merge).
fn simplify_logic(cx: &Lowering, name: &str, ins: &[MlirValue], known: &HashMap<ValueKey, bool>) -> Option<MlirValue> {
    let [a, b] = ins[..] else { return None };
    let and = name == arith::AndIOperation::name();
    if !and && name != arith::OrIOperation::name() {
        return None;
    }
    let k = |v: MlirValue| known.get(&v.into()).copied();
    match (k(a), k(b)) {
        // x && true, x || false: x; x && false, x || true: the constant.
        (_, Some(c)) => return Some(if c == and { a } else { b }),
        (Some(c), _) => return Some(if c == and { b } else { a }),
        _ => {}
    }
    let (da, db) = (defining_op(a)?, defining_op(b)?);
    let cmpf = arith::CmpFOperation::name();
    if and || op_name(da) != cmpf || op_name(db) != cmpf {
        return None;
    }
    let (xa, xb) = (operands(da), operands(db));
    let same = xa.len() == 2 && xb.len() == 2 && xa[0].ptr == xb[0].ptr && xa[1].ptr == xb[1].ptr;
    // Oeq..=Ord: the ordered predicates, whose values are the sets.
    let ordered = typed::FCmpPredicate::Oeq as i64..=typed::FCmpPredicate::Ord as i64;
    let pred = |op: MlirOperation| get_attr(op, "predicate").and_then(typed::int_value).filter(|p| ordered.contains(p));
    let p = pred(da)? | pred(db)?;
    if !same {
        return None;
    }
    // SAFETY: `da` is a live `cmpf` (emitted for this combiner, or a lowered
    // scalar of the kernel whose operands dominate the insertion point as
    // `a` does); the clone is fresh and `insert` hands it to the block.
    let merged = unsafe { mlirOperationClone(da) };
    // SAFETY: `merged` is live.
    let ctx = unsafe { mlirOperationGetContext(merged) };
    set_attr(merged, "predicate", typed::i64_attr(ctx, p));
    cx.b.insert(merged);
    Some(result0(merged))
}

/// The identity constants of a reduce/scan (`identities` array attribute).
pub(super) fn identities(cx: &Lowering, op: MlirOperation, tys: &[MlirType]) -> Result<Vec<MlirValue>, PassFailed> {
    let Some(a) = get_attr(op, "identities") else {
        return fail(op, "requires an 'identities' array attribute");
    };
    // SAFETY: the count is only read from an array attribute.
    let n = unsafe {
        if mlirAttributeIsAArray(a) {
            mlirArrayAttrGetNumElements(a)
        } else {
            -1
        }
    };
    if n != tys.len() as isize {
        return fail(op, "'identities' must hold one value per operand");
    }
    let mut out = Vec::new();
    for (i, ty) in tys.iter().enumerate() {
        // SAFETY: `a` is an array attribute of `tys.len()` elements (checked above).
        let e = unsafe { mlirArrayAttrGetElement(a, i as isize) };
        let ety = typed::attr_type(e);
        if ety.ptr.is_null() || ety.ptr != ty.ptr {
            return fail(op, &format!("identity #{i} must be a {} attribute", typed::diag_type(*ty)));
        }
        out.push(cx.b.op1(arith::ConstantOperation::name(), &[], *ty, &[("value", e)]));
    }
    Ok(out)
}

/// A checked `reduce`/`scan`: its operands, results, combiner and geometry.
pub(super) struct ReduceScan {
    pub(super) op: MlirOperation,
    pub(super) body: MlirBlock,
    pub(super) ins: Vec<MlirValue>,
    pub(super) outs: Vec<MlirValue>,
    /// Per-thread scalar type of each operand.
    pub(super) tys: Vec<MlirType>,
    pub(super) shape: Vec<i64>,
    /// Result shape (`shape` for scan, without `d` for reduce).
    pub(super) rshape: Vec<i64>,
    pub(super) d: usize,
    pub(super) scan: bool,
    pub(super) reverse: bool,
}

impl ReduceScan {
    fn extent(&self) -> i64 {
        self.shape[self.d]
    }

    fn stride_d(&self) -> i64 {
        strides(&self.shape)[self.d]
    }

    /// The scratch elements at index `base + r·stride_d` of every operand.
    fn load_line(&self, cx: &Lowering, offsets: &[i64], base: MlirValue, r: MlirValue) -> Vec<MlirValue> {
        let stride_d = self.stride_d();
        let off = if stride_d == 1 { r } else { cx.iop(arith::MulIOperation::name(), r, cx.i32c(stride_d)) };
        let idx = cx.iop(arith::AddIOperation::name(), base, off);
        self.tys.iter().zip(offsets).map(|(t, o)| cx.scratch_read(*o, *t, idx)).collect()
    }
}

/// Checks a reduce/scan's operands, `dim`, shapes and combiner region.
fn check_reduce_scan(cx: &Lowering, op: MlirOperation, scan: bool) -> Result<ReduceScan, PassFailed> {
    let ins = operands(op);
    let outs = results(op);
    if ins.is_empty() || ins.len() != outs.len() {
        return fail(op, "expects as many results as operands (at least one)");
    }
    let shape = shape_of(value_type(ins[0]));
    let Some(d) = int_attr_value(op, "dim") else {
        return fail(op, "requires an integer 'dim' attribute");
    };
    if d < 0 || d as usize >= shape.len() {
        return fail(op, &format!("'dim' {d} is out of range for rank {}", shape.len()));
    }
    let d = d as usize;
    let rshape: Vec<i64> =
        if scan { shape.clone() } else { shape.iter().enumerate().filter(|(i, _)| *i != d).map(|(_, s)| *s).collect() };
    for (i, o) in ins.iter().zip(&outs) {
        check_layout(op, value_type(*i))?;
        if shape_of(value_type(*i)) != shape || shape_of(value_type(*o)) != rshape {
            return fail(op, "operands must share one shape and results must match it (without 'dim' for reduce)");
        }
    }
    // SAFETY: the bool getter is only called on a bool attribute.
    let reverse =
        get_attr(op, "reverse").is_some_and(|a| unsafe { mlirAttributeIsABool(a) && mlirBoolAttrGetValue(a) });
    // SAFETY: reduce and scan have exactly one region; null means it is empty.
    let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)) };
    if body.ptr.is_null() {
        return fail(op, "requires a combiner region");
    }
    for v in &ins {
        let et = tensor_elem(value_type(*v));
        if cx.scalar_type(et).ptr != et.ptr {
            let what = if scan { "scan" } else { "reduce" };
            return fail(op, &format!("{what} of {} tiles is not supported", typed::diag_type(et)));
        }
    }
    let tys: Vec<MlirType> = ins.iter().map(|v| cx.scalar_type(value_type(*v))).collect();
    Ok(ReduceScan { op, body, ins, outs, tys, shape, rshape, d, scan, reverse })
}

/// `reduce` (scan = false) and inclusive `scan` (scan = true).
fn lower_reduce_scan(cx: &mut Lowering, op: MlirOperation, scan: bool) -> Result<(), PassFailed> {
    let f = check_reduce_scan(cx, op, scan)?;
    if let Some(total) = cx.scan_totals.remove(&(op.ptr as usize)) {
        let rty = value_type(f.outs[0]);
        let layout = cx.layout(rty);
        if cx.num_slots(rty) == 1 && (0..layout.num_threads()).all(|t| layout.element(t, 0) == 0) {
            cx.set(f.outs[0], total);
            return Ok(());
        }
    }
    if !scan && super::warp_reduce::lower(cx, &f)? {
        return Ok(());
    }
    if scan && super::warp_reduce::lower_scan(cx, &f)? {
        return Ok(());
    }
    let n: i64 = f.shape.iter().product();
    let needed: i64 = f.tys.iter().map(|t| round16(n * cx.scratch_bytes(*t))).sum();
    if !scan && needed > REDUCE_SCRATCH_BUDGET {
        let elem_bytes: Vec<i64> = f.tys.iter().map(|t| cx.scratch_bytes(*t)).collect();
        if let Some((chunk, bytes)) = reduce_chunk_plan(&f.shape, f.d, &elem_bytes, cx.num_threads) {
            check_scratch(cx, op, bytes)?;
            return chunked_reduce(cx, op, f.body, &f.ins, &f.outs, &f.tys, &f.shape, f.d, chunk);
        }
    }
    check_scratch(cx, op, needed)?;
    // Write every operand at its own 16-byte-aligned offset.
    let mut offsets = Vec::new();
    let mut off = 0;
    for (v, t) in f.ins.iter().zip(&f.tys) {
        offsets.push(off);
        cx.scratch_write(off, *t, &cx.slots(*v), value_type(*v));
        off = round16(off + n * cx.scratch_bytes(*t));
    }
    cx.barrier();
    let n_out = Lowering::num_elements(value_type(f.outs[0]));
    let t = cx.num_threads;
    // Reductions with fewer outputs than threads split the reduced dimension
    // into G chunks: thread (o, g) folds chunk g of output o, the partials go
    // back to the scratch, then every thread folds the G partials of its
    // output in chunk order (the combiner is associative; the order of the
    // elements is kept).
    // (Only when the outputs are spread as `tid mod n_out`, which is what
    // the grouped fold produces.)
    let out_ty = value_type(f.outs[0]);
    let serial_out = Lowering::shape(out_ty).is_none() || cx.layout(out_ty) == TvLayout::blocked(n_out, t, 1);
    let groups =
        if !scan && serial_out && t > 0 && t & (t - 1) == 0 && n_out < t { (t / n_out).min(f.extent()) } else { 1 };
    if groups > 1 {
        return grouped_reduce(cx, &f, &offsets, groups, n_out);
    }
    if scan && f.ins.len() == 1 && cx.bcast.is_some() {
        if let Some(g) = scan_groups(t, n, f.extent()) {
            let (ty, of) = (f.tys[0], offsets[0]);
            let v = chunked_scan(cx, op, f.body, ty, of, &f.shape, f.d, g, f.reverse)?;
            cx.barrier();
            cx.set(f.outs[0], v);
            return Ok(());
        }
    }
    per_slot_reduce_scan(cx, &f, &offsets)
}

/// A reduce with fewer outputs than threads, in `groups` chunks of the
/// reduced dimension (see `lower_reduce_scan`).
fn grouped_reduce(
    cx: &mut Lowering,
    f: &ReduceScan,
    offsets: &[i64],
    groups: i64,
    n_out: i64,
) -> Result<(), PassFailed> {
    let (op, body, tys) = (f.op, f.body, &f.tys);
    let len = f.extent() / groups;
    let o = if n_out == 1 { cx.i32c(0) } else { cx.iop(arith::AndIOperation::name(), cx.tid, cx.i32c(n_out - 1)) };
    let g = cx.iop(arith::ShRUIOperation::name(), cx.tid, cx.i32c(n_out.trailing_zeros() as i64));
    let g = cx.iop(arith::AndIOperation::name(), g, cx.i32c(groups - 1));
    let c = cx.coords(o, &f.rshape);
    let mut full = c.clone();
    full.insert(f.d, cx.i32c(0));
    let base = cx.linearize(&full, &f.shape);
    let start = cx.iop(arith::MulIOperation::name(), g, cx.i32c(len));
    let init = identities(cx, op, tys)?;
    let partial = fold(cx, op, body, init, len, &|cx: &Lowering, r: MlirValue| {
        let rr = cx.iop(arith::AddIOperation::name(), start, r);
        f.load_line(cx, offsets, base, rr)
    })?;
    cx.barrier();
    // One writer per (o, g): threads below G·N_out.
    let slot = cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), g, cx.i32c(n_out)), o);
    let saved = cx.b;
    if groups * n_out < cx.num_threads {
        let bound = cx.i32c(groups * n_out);
        cx.b = cx.b.if_then(cx.icmp(typed::ICmpPredicate::Ult, cx.tid, bound));
    }
    for ((v, ty), of) in partial.iter().zip(tys).zip(offsets) {
        let p = cx.scratch_ptr(*of, *ty, slot);
        cx.b.store(*v, p);
    }
    cx.b = saved;
    cx.barrier();
    let init = identities(cx, op, tys)?;
    let total = fold(cx, op, body, init, groups, &|cx: &Lowering, gi: MlirValue| {
        let idx = cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), gi, cx.i32c(n_out)), o);
        tys.iter().zip(offsets).map(|(ty, of)| cx.scratch_read(*of, *ty, idx)).collect()
    })?;
    cx.barrier();
    for (r, v) in f.outs.iter().zip(total) {
        cx.set(*r, vec![v]);
    }
    Ok(())
}

/// Every result slot folds its whole line of the scratch (unrolled for
/// short lines, an `scf.for` otherwise).
fn per_slot_reduce_scan(cx: &mut Lowering, f: &ReduceScan, offsets: &[i64]) -> Result<(), PassFailed> {
    let (shape, d) = (&f.shape, f.d);
    let mut per_result: Vec<Vec<MlirValue>> = vec![Vec::new(); f.ins.len()];
    for k in 0..cx.num_slots(value_type(f.outs[0])) {
        let e = cx.element_index(k, value_type(f.outs[0]));
        // Base index (position 0 along `dim`) and, for scan, the position.
        let (base, pos) = if f.scan {
            let c = cx.coords(e, shape);
            let mut c0 = c.clone();
            c0[d] = cx.i32c(0);
            (cx.linearize(&c0, shape), Some(c[d]))
        } else {
            let c = cx.coords(e, &f.rshape);
            let mut full = c.clone();
            full.insert(d, cx.i32c(0));
            (cx.linearize(&full, shape), None)
        };
        let init = identities(cx, f.op, &f.tys)?;
        let acc = if f.extent() <= 16 {
            fold_line_unrolled(cx, f, offsets, base, pos, init)?
        } else {
            fold_line_loop(cx, f, offsets, base, pos, init)?
        };
        for (j, v) in acc.into_iter().enumerate() {
            per_result[j].push(v);
        }
    }
    cx.barrier();
    for (o, v) in f.outs.iter().zip(per_result) {
        cx.set(*o, v);
    }
    Ok(())
}

/// Folds one line with the combiner unrolled; for a scan (`pos` set) the
/// elements past `pos` (before it, reversed) are selected away.
fn fold_line_unrolled(
    cx: &mut Lowering,
    f: &ReduceScan,
    offsets: &[i64],
    base: MlirValue,
    pos: Option<MlirValue>,
    init: Vec<MlirValue>,
) -> Result<Vec<MlirValue>, PassFailed> {
    let extent = f.extent();
    let order: Vec<i64> = if f.scan && f.reverse { (0..extent).rev().collect() } else { (0..extent).collect() };
    let mut acc = init;
    for r in order {
        let rv = cx.i32c(r);
        let x = f.load_line(cx, offsets, base, rv);
        let next = apply_combiner(cx, f.op, f.body, &acc, &x)?;
        acc = match pos {
            None => next,
            Some(p) => {
                // Forward: r <= pos; reverse: r >= pos.
                let inside = if f.reverse {
                    cx.icmp(typed::ICmpPredicate::Uge, rv, p)
                } else {
                    cx.icmp(typed::ICmpPredicate::Ule, rv, p)
                };
                next.iter()
                    .zip(&acc)
                    .map(|(n, a)| cx.b.op1(arith::SelectOperation::name(), &[inside, *n, *a], value_type(*a), &[]))
                    .collect()
            }
        };
    }
    Ok(acc)
}

/// Folds one line in an `scf.for` (a scan stops at `pos`).
fn fold_line_loop(
    cx: &mut Lowering,
    f: &ReduceScan,
    offsets: &[i64],
    base: MlirValue,
    pos: Option<MlirValue>,
    init: Vec<MlirValue>,
) -> Result<Vec<MlirValue>, PassFailed> {
    let extent = f.extent();
    let lb = cx.i32c(0);
    let ub = match pos {
        None => cx.i32c(extent),
        Some(p) if !f.reverse => cx.iop(arith::AddIOperation::name(), p, cx.i32c(1)),
        Some(p) => cx.iop(arith::SubIOperation::name(), cx.i32c(extent), p),
    };
    let step = cx.i32c(1);
    let (lp, body_b, iv, iters) = cx.b.for_loop(lb, ub, step, &init);
    let saved = cx.b;
    cx.b = body_b;
    let r = if f.scan && f.reverse { cx.iop(arith::SubIOperation::name(), cx.i32c(extent - 1), iv) } else { iv };
    let x = f.load_line(cx, offsets, base, r);
    let next = apply_combiner(cx, f.op, f.body, &iters, &x);
    if let Ok(next) = &next {
        cx.b.op(scf::YieldOperation::name(), next, &[], &[]);
    }
    cx.b = saved;
    next?;
    Ok(results(lp))
}

/// Reductions whose operands exceed this many bytes are staged in chunks.
pub const REDUCE_SCRATCH_BUDGET: i64 = 16 * 1024;

/// Chunking of a large `reduce` along `d` of `shape` (operand element sizes
/// `elem_bytes`, T threads): the chunk (in elements of the row-major
/// flattening) holds whole reduction lines and whole slots — a multiple of
/// both `extent·stride` and T — as many as fit the budget. `None` when the
/// reduction fits the budget unchunked or no chunk fits. Returns
/// (chunk elements, scratch bytes).
pub fn reduce_chunk_plan(shape: &[i64], d: usize, elem_bytes: &[i64], t: i64) -> Option<(i64, i64)> {
    let n: i64 = shape.iter().product();
    let bytes = |c: i64| elem_bytes.iter().map(|b| round16(c * b)).sum::<i64>();
    if bytes(n) <= REDUCE_SCRATCH_BUDGET || n < t {
        return None;
    }
    let block = shape[d] * strides(shape)[d];
    let mut chunk = block.max(t);
    if bytes(chunk) > REDUCE_SCRATCH_BUDGET || n % chunk != 0 {
        return None;
    }
    while chunk * 2 <= n && bytes(chunk * 2) <= REDUCE_SCRATCH_BUDGET {
        chunk *= 2;
    }
    Some((chunk, bytes(chunk)))
}

/// `reduce` staged through the scratch one chunk of whole lines at a time
/// (see [`reduce_chunk_plan`]): per chunk, every thread writes its slots in
/// that chunk (a static slot range), then each output slot whose line lies in
/// the chunk folds it. Outputs keep their value across the other chunks.
#[allow(clippy::too_many_arguments)]
fn chunked_reduce(
    cx: &mut Lowering,
    op: MlirOperation,
    body: MlirBlock,
    ins: &[MlirValue],
    outs: &[MlirValue],
    tys: &[MlirType],
    shape: &[i64],
    d: usize,
    chunk: i64,
) -> Result<(), PassFailed> {
    let n: i64 = shape.iter().product();
    let t = cx.num_threads;
    // Chunk c must be a static slot range: true of the blocked layouts when
    // the chunk is a whole number of T·V element blocks.
    for v in ins {
        let l = cx.layout(value_type(*v));
        if l != TvLayout::blocked(n, t, l.vector()) || chunk % (t * l.vector()) != 0 {
            return fail(
                op,
                &format!(
                    "is not yet supported by tileas: a reduction staged in chunks of {chunk} elements needs an operand layout that keeps each chunk in whole slots, got {l}"
                ),
            );
        }
    }
    let extent = shape[d];
    let stride_d = strides(shape)[d];
    let rshape: Vec<i64> = shape.iter().enumerate().filter(|(i, _)| *i != d).map(|(_, s)| *s).collect();
    let mut offsets = Vec::new();
    let mut off = 0;
    for ty in tys {
        offsets.push(off);
        off = round16(off + chunk * cx.scratch_bytes(*ty));
    }
    let in_slots: Vec<Vec<MlirValue>> = ins.iter().map(|v| cx.slots(*v)).collect();
    let k_out = cx.num_slots(value_type(outs[0]));
    // Line base (full-tensor index of position 0 along d) of each output slot.
    let bases: Vec<MlirValue> = (0..k_out)
        .map(|k| {
            let e = cx.element_index(k, value_type(outs[0]));
            let mut c = cx.coords(e, &rshape);
            c.insert(d, cx.i32c(0));
            cx.linearize(&c, shape)
        })
        .collect();
    let mut acc: Vec<Vec<MlirValue>> = (0..k_out).map(|_| identities(cx, op, tys)).collect::<Result<_, _>>()?;
    let slots_per_chunk = (chunk / t) as usize;
    for c in 0..(n / chunk) {
        cx.barrier();
        let first = c as usize * slots_per_chunk;
        for (slots, (ty, of)) in in_slots.iter().zip(tys.iter().zip(&offsets)) {
            for (k, &slot) in slots.iter().enumerate().skip(first).take(slots_per_chunk) {
                let e = cx.element_index(k, value_type(ins[0]));
                let local = cx.iop(arith::SubIOperation::name(), e, cx.i32c(c * chunk));
                let p = cx.scratch_ptr(*of, *ty, local);
                cx.b.store(cx.to_storage(slot), p);
            }
        }
        cx.barrier();
        let lo = cx.i32c(c * chunk);
        let hi = cx.i32c((c + 1) * chunk);
        for k in 0..k_out {
            let base = bases[k];
            let inside = cx.iop(
                arith::AndIOperation::name(),
                cx.icmp(typed::ICmpPredicate::Uge, base, lo),
                cx.icmp(typed::ICmpPredicate::Ult, base, hi),
            );
            let prev = acc[k].clone();
            let types: Vec<MlirType> = prev.iter().map(|v| value_type(*v)).collect();
            let mut err = None;
            let next = cx.if_else(
                inside,
                &types,
                |cx| {
                    let local = cx.iop(arith::SubIOperation::name(), base, cx.i32c(c * chunk));
                    let load = |cx: &Lowering, r: MlirValue| -> Vec<MlirValue> {
                        let o =
                            if stride_d == 1 { r } else { cx.iop(arith::MulIOperation::name(), r, cx.i32c(stride_d)) };
                        let idx = cx.iop(arith::AddIOperation::name(), local, o);
                        tys.iter().zip(&offsets).map(|(ty, of)| cx.scratch_read(*of, *ty, idx)).collect()
                    };
                    match fold(cx, op, body, prev.clone(), extent, &load) {
                        Ok(v) => v,
                        Err(e) => {
                            err = Some(e);
                            prev.clone()
                        }
                    }
                },
                |_| prev.clone(),
            );
            if let Some(e) = err {
                return Err(e);
            }
            acc[k] = next;
        }
    }
    cx.barrier();
    for (j, o) in outs.iter().enumerate() {
        let v: Vec<MlirValue> = acc.iter().map(|a| a[j]).collect();
        cx.set(*o, v);
    }
    Ok(())
}

/// Chunks per row of the chunked scan: `G = min(T / R, extent)` for R =
/// N / extent rows, when T is a power of two and G ≥ 2.
fn scan_groups(t: i64, n: i64, extent: i64) -> Option<i64> {
    let rows = n / extent;
    if t <= 0 || t & (t - 1) != 0 || rows >= t {
        return None;
    }
    let g = (t / rows).min(extent);
    (g >= 2).then_some(g)
}

/// Inclusive scan of one operand (already in the scratch at `off`, after a
/// barrier) in three phases over R rows × G chunks of L = extent / G
/// elements, with the kernel's `bcast` buffer (T · 8 bytes) for the chunk
/// values: thread (o, g) folds chunk g of row o into its total; then the
/// exclusive prefix of the totals before chunk g (after it with `reverse`)
/// replaces the total; finally each result slot starts from its chunk's
/// prefix and folds its chunk up to its own position. Element order is
/// kept (the combiner is associative).
#[allow(clippy::too_many_arguments)]
fn chunked_scan(
    cx: &mut Lowering,
    op: MlirOperation,
    body: MlirBlock,
    ty: MlirType,
    off: i64,
    shape: &[i64],
    d: usize,
    groups: i64,
    reverse: bool,
) -> Result<Vec<MlirValue>, PassFailed> {
    let n: i64 = shape.iter().product();
    let extent = shape[d];
    let rows = n / extent;
    let len = extent / groups;
    let stride_d = strides(shape)[d];
    let rest: Vec<i64> = shape.iter().enumerate().filter(|(i, _)| *i != d).map(|(_, s)| *s).collect();
    let t = cx.num_threads;
    let bcast = cx.bcast.expect("checked by the caller");
    let p3 = cx.b.ptr_type(3);
    let st = cx.storage_type(ty).unwrap_or(ty);
    let chunk_ptr = |cx: &Lowering, idx: MlirValue| cx.b.gep(bcast, &[GepIndex::Value(idx)], st, p3);
    // Row base (position 0 along `dim`) of row `o`.
    let row_base = |cx: &Lowering, o: MlirValue| {
        let c = cx.coords(o, &rest);
        let mut full = c;
        full.insert(d, cx.i32c(0));
        cx.linearize(&full, shape)
    };
    let element = |cx: &Lowering, base: MlirValue, r: MlirValue| {
        let o = if stride_d == 1 { r } else { cx.iop(arith::MulIOperation::name(), r, cx.i32c(stride_d)) };
        let idx = cx.iop(arith::AddIOperation::name(), base, o);
        cx.scratch_read(off, ty, idx)
    };
    let o = if rows == 1 { cx.i32c(0) } else { cx.iop(arith::AndIOperation::name(), cx.tid, cx.i32c(rows - 1)) };
    let g = cx.iop(arith::ShRUIOperation::name(), cx.tid, cx.i32c(rows.trailing_zeros() as i64));
    let g = cx.iop(arith::AndIOperation::name(), g, cx.i32c(groups - 1));
    let base = row_base(cx, o);
    let start = cx.iop(arith::MulIOperation::name(), g, cx.i32c(len));
    // Phase 1: the chunk's total, in scan order.
    let init = identities(cx, op, &[ty])?;
    let total = fold(cx, op, body, init, len, &|cx: &Lowering, i: MlirValue| {
        let r = if reverse { cx.iop(arith::SubIOperation::name(), cx.i32c(len - 1), i) } else { i };
        let r = cx.iop(arith::AddIOperation::name(), start, r);
        vec![element(cx, base, r)]
    })?;
    let slot = cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), g, cx.i32c(rows)), o);
    let one_writer = |cx: &mut Lowering, v: MlirValue| {
        let saved = cx.b;
        if groups * rows < t {
            let bound = cx.i32c(groups * rows);
            cx.b = cx.b.if_then(cx.icmp(typed::ICmpPredicate::Ult, cx.tid, bound));
        }
        let p = chunk_ptr(cx, slot);
        cx.b.store(cx.to_storage(v), p);
        cx.b = saved;
    };
    one_writer(cx, total[0]);
    cx.barrier();
    // Phase 2: exclusive prefix of the totals (chunks before g, or after g
    // in reverse order).
    let init = identities(cx, op, &[ty])?;
    let count = if reverse { cx.iop(arith::SubIOperation::name(), cx.i32c(groups - 1), g) } else { g };
    let prefix = fold_dyn(cx, op, body, init, count, groups - 1, &|cx: &Lowering, i: MlirValue| {
        let gi = if reverse { cx.iop(arith::SubIOperation::name(), cx.i32c(groups - 1), i) } else { i };
        let idx = cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), gi, cx.i32c(rows)), o);
        let v = cx.b.load(chunk_ptr(cx, idx), st);
        vec![cx.from_storage(v, ty)]
    })?;
    cx.barrier();
    one_writer(cx, prefix[0]);
    cx.barrier();
    // Phase 3: per result slot, the chunk prefix then the chunk up to the
    // element's position.
    let mut out = Vec::new();
    for k in 0..cx.num_slots(value_type(result0(op))) {
        let e = cx.element_index(k, value_type(result0(op)));
        let c = cx.coords(e, shape);
        let pos = c[d];
        let mut rc = c.clone();
        rc.remove(d);
        let oe = cx.linearize(&rc, &rest);
        let ge = cx.iop(arith::ShRUIOperation::name(), pos, cx.i32c(len.trailing_zeros() as i64));
        let idx = cx.iop(arith::AddIOperation::name(), cx.iop(arith::MulIOperation::name(), ge, cx.i32c(rows)), oe);
        let pv = cx.b.load(chunk_ptr(cx, idx), st);
        let init = vec![cx.from_storage(pv, ty)];
        let cstart = cx.iop(arith::MulIOperation::name(), ge, cx.i32c(len));
        let within = cx.iop(arith::SubIOperation::name(), pos, cstart);
        // Steps: forward 0..=within from the chunk start; reverse from the
        // chunk end down to the position.
        let count = if reverse {
            cx.iop(arith::SubIOperation::name(), cx.i32c(len), within)
        } else {
            cx.iop(arith::AddIOperation::name(), within, cx.i32c(1))
        };
        let ebase = row_base(cx, oe);
        let v = fold_dyn(cx, op, body, init, count, len, &|cx: &Lowering, i: MlirValue| {
            let r = if reverse { cx.iop(arith::SubIOperation::name(), cx.i32c(len - 1), i) } else { i };
            let r = cx.iop(arith::AddIOperation::name(), cstart, r);
            vec![element(cx, ebase, r)]
        })?;
        out.push(v[0]);
    }
    Ok(out)
}

/// Folds `count` (dynamic, at most `max`) steps `i = 0, 1, …` of `load(i)`
/// into `init`: unrolled with a select on `i < count` up to 16 steps, else
/// an `scf.for` from 0 to `count`.
#[allow(clippy::too_many_arguments)]
fn fold_dyn(
    cx: &mut Lowering,
    op: MlirOperation,
    body: MlirBlock,
    init: Vec<MlirValue>,
    count: MlirValue,
    max: i64,
    load: &dyn Fn(&Lowering, MlirValue) -> Vec<MlirValue>,
) -> Result<Vec<MlirValue>, PassFailed> {
    if max <= 16 {
        let mut acc = init;
        for i in 0..max {
            let iv = cx.i32c(i);
            let x = load(cx, iv);
            let next = apply_combiner(cx, op, body, &acc, &x)?;
            let inside = cx.icmp(typed::ICmpPredicate::Slt, iv, count);
            acc = next
                .iter()
                .zip(&acc)
                .map(|(n, a)| cx.b.op1(arith::SelectOperation::name(), &[inside, *n, *a], value_type(*a), &[]))
                .collect();
        }
        return Ok(acc);
    }
    let lb = cx.i32c(0);
    fold_loop(cx, op, body, init, lb, count, load)
}

/// Folds `count` (static) steps `r = 0, 1, …` of `load(r)` into `init` with
/// the combiner: unrolled up to 16 steps, else an `scf.for` with iter_args.
pub(super) fn fold(
    cx: &mut Lowering,
    op: MlirOperation,
    body: MlirBlock,
    init: Vec<MlirValue>,
    count: i64,
    load: &dyn Fn(&Lowering, MlirValue) -> Vec<MlirValue>,
) -> Result<Vec<MlirValue>, PassFailed> {
    if count <= 16 {
        let mut acc = init;
        for r in 0..count {
            let rv = cx.i32c(r);
            let x = load(cx, rv);
            acc = apply_combiner(cx, op, body, &acc, &x)?;
        }
        return Ok(acc);
    }
    let (lb, ub) = (cx.i32c(0), cx.i32c(count));
    fold_loop(cx, op, body, init, lb, ub, load)
}

/// `scf.for r = lb to ub` folding `load(r)` into `init` with the combiner.
fn fold_loop(
    cx: &mut Lowering,
    op: MlirOperation,
    body: MlirBlock,
    init: Vec<MlirValue>,
    lb: MlirValue,
    ub: MlirValue,
    load: &dyn Fn(&Lowering, MlirValue) -> Vec<MlirValue>,
) -> Result<Vec<MlirValue>, PassFailed> {
    let step = cx.i32c(1);
    let (lp, body_b, iv, iters) = cx.b.for_loop(lb, ub, step, &init);
    let saved = cx.b;
    cx.b = body_b;
    let x = load(cx, iv);
    let next = apply_combiner(cx, op, body, &iters, &x);
    if let Ok(next) = &next {
        cx.b.op(scf::YieldOperation::name(), next, &[], &[]);
    }
    cx.b = saved;
    next?;
    Ok(results(lp))
}

/// `arith.constant` with a non-splat dense tensor: a global table in global
/// memory, element e loaded per slot. Splats are left to the core.
fn lower_dense_constant(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let res = result0(op);
    let ty = value_type(res);
    if Lowering::shape(ty).is_none() {
        return Ok(false);
    }
    let Some(value) = get_attr(op, "value") else { return Ok(false) };
    // SAFETY: the splat query is only made on a dense elements attribute.
    if unsafe { !mlirAttributeIsADenseElements(value) || mlirDenseElementsAttrIsSplat(value) } {
        return Ok(false);
    }
    check_layout(op, ty)?;
    let n = Lowering::num_elements(ty);
    let et = cx.scalar_type(ty);
    let orig = tensor_elem(ty);
    let st = if typed::is_f8(orig) || typed::is_tf32(orig) { Some(et) } else { None };
    let init = match st {
        None => {
            let flat_ty = typed::ranked_tensor(&[n], orig);
            // SAFETY: `value` is a dense elements attribute of `n` elements,
            // reshaped to the 1-D type of the same element type and count.
            unsafe { mlirDenseElementsAttrReshapeGet(value, flat_ty) }
        }
        Some(_) if typed::is_f8(orig) => {
            // One byte per element: the raw storage is the bit pattern.
            // SAFETY: a non-splat dense attribute of `n` one-byte elements
            // stores `n` bytes, alive as long as the context.
            let bytes = unsafe {
                let raw = mlirDenseElementsAttrGetRawData(value) as *const i8;
                std::slice::from_raw_parts(raw, n as usize)
            };
            typed::dense_i8_elements(typed::ranked_tensor(&[n], cx.b.int_type(8)), bytes)
        }
        Some(_) => return fail(op, &format!("dense constants of {} are not supported", typed::diag_type(orig))),
    };
    let lt = st.unwrap_or(et);
    let gty = typed::llvm_array(lt, n as u32);
    let name = fresh_symbol(cx.module_body, "__tileas_const");
    define_global(&cx.b, cx.module_body, &name, gty, Some(init), 1, true);
    let p1 = cx.b.ptr_type(1);
    let addr = cx.b.address_of(&name, p1);
    let mut out = Vec::new();
    for k in 0..cx.num_slots(ty) {
        let e = cx.element_index(k, ty);
        let p = cx.b.gep(addr, &[GepIndex::Value(e)], lt, p1);
        let v = cx.b.load(p, lt);
        out.push(cx.from_storage(v, et));
    }
    cx.set(res, out);
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileas_dialects::tv_layout::Mode;

    fn tv(thread: (&[i64], &[i64]), value: (&[i64], &[i64])) -> TvLayout {
        let mode = |(shape, stride): (&[i64], &[i64])| Mode { shape: shape.to_vec(), stride: stride.to_vec() };
        TvLayout { thread: mode(thread), value: mode(value) }
    }

    /// What `run_pointers` emits gives every thread's swizzled index: slot
    /// 0's swizzled, XORed (added, where disjoint) with each run's constant.
    fn check_side(plan: &ExchangePlan, side: &Side, threads: i64, at: &dyn Fn(i64, i64) -> i64) {
        let c = side.xor.as_ref().expect("linear");
        for t in 0..threads {
            let first = plan.swizzle.apply(at(t, 0));
            for (r, k0) in (0..side.slots).step_by(side.run).enumerate() {
                let got = if side.disjoint[r] { first + c[r] } else { first ^ c[r] };
                assert_eq!(got, plan.swizzle.apply(at(t, k0 as i64)), "thread {t} slot {k0}");
            }
        }
    }

    #[test]
    fn transpose_through_a_swizzled_scratch() {
        // transpose_f32: 64x32 f32 loaded four columns a thread, its 32x64
        // transpose stored the same way.
        let l = tv((&[128], &[4]), (&[4, 4], &[1, 512]));
        let source_of = |e: i64| (e % 64) * 32 + e / 64;
        let plan = plan_exchange(&l, &l, &source_of, 8192, 4).expect("swizzled");
        assert_eq!(plan.swizzle.to_string(), "Sw<3,2,5>");
        assert_eq!((plan.write.run, plan.read.run), (4, 1));
        // Runs a row apart (source rows 16 and 32 elements apart) add a
        // constant to the address; those that also change the chunk XOR it.
        assert_eq!(plan.write.disjoint, [true, false, true, false]);
        assert_eq!(plan.read.disjoint.iter().filter(|d| **d).count(), 4);
        check_side(&plan, &plan.write, 128, &|t, k| l.element(t, k));
        check_side(&plan, &plan.read, 128, &|t, k| source_of(l.element(t, k)));
    }

    #[test]
    fn accumulator_to_rows() {
        // A 64x128 f16 wgmma accumulator (pairs of columns, rows 8 apart)
        // to rows of eight columns a thread (fused_moe_gather_mma's epilogue).
        let src = tv((&[4, 8, 4], &[2, 128, 2048]), (&[2, 2, 16], &[1, 1024, 8]));
        let res = tv((&[128], &[8]), (&[8, 8], &[1, 1024]));
        let plan = plan_exchange(&src, &res, &|e| e, 16384, 2).expect("swizzled");
        assert_eq!((plan.write.run, plan.read.run), (2, 8));
        // The column runs of a thread and the rows XORed into them share
        // bits: each store XORs its constant.
        assert!(plan.write.disjoint.iter().any(|d| !d));
        check_side(&plan, &plan.write, 128, &|t, k| src.element(t, k));
        check_side(&plan, &plan.read, 128, &|t, k| res.element(t, k));
    }

    #[test]
    fn conflict_free_exchanges_stay_row_major() {
        // Rows written and read back by rows (a reshape's exchange): every
        // access already one wavefront per quarter warp.
        let src = tv((&[128], &[4]), (&[4, 4], &[1, 512]));
        assert_eq!(plan_exchange(&src, &src, &|e| e, 8192, 4), None);
        // Owners to pick (a replicated source) or odd element sizes: none.
        let replicated = tv((&[2, 64], &[0, 4]), (&[4], &[1]));
        assert_eq!(plan_exchange(&replicated, &src, &|e| e, 1024, 4), None);
        assert_eq!(plan_exchange(&src, &src, &|e| (e % 64) * 32 + e / 64, 8192 * 3 / 4, 3), None);
    }
}
