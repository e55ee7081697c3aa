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
use crate::conversion::typed;
use crate::conversion::typed::dense_i64_values;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, llvm};
use mlir_sys::*;
use std::ops::Range;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};
use tileas_dialects::tv_layout::TvLayout;

/// A lowered `make_memref`: base pointer, sizes and strides (i64), and
/// what the op states about them.
#[derive(Clone, Debug)]
pub struct MemRef {
    pub base: MlirValue,
    pub sizes: Vec<MlirValue>,
    pub strides: Vec<MlirValue>,
    pub facts: MemRefFacts,
}

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    let name = name.as_str();
    if name == nv_tileaa::MakeMemRefOperation::name() {
        make_memref(cx, op)?
    } else if name == nv_tileaa::GetDimSizeOperation::name() {
        get_dim_size(cx, op)?
    } else if name == nv_tileas::TiledLoadOperation::name() {
        tiled_access(cx, op, false)?
    } else if name == nv_tileas::TiledStoreOperation::name() {
        tiled_access(cx, op, true)?
    } else if let Some(kind) = super::multimem::kind(op) {
        if name == nv_tileas::LoadOperation::name() {
            super::multimem::load(cx, op, &kind)?
        } else {
            super::multimem::update(cx, op, &kind)?
        }
    } else if name == nv_tileas::LoadOperation::name() {
        load(cx, op)?
    } else if name == nv_tileas::StoreOperation::name() {
        store(cx, op)?
    } else if name == nv_tileas::AtomicRMWOperation::name() {
        atomic(cx, op, false)?
    } else if name == nv_tileas::AtomicCASOperation::name() {
        atomic(cx, op, true)?
    } else if name == nv_tileaa::AddPtrOperation::name() {
        addptr(cx, op)
    } else if name == nv_tileaa::IntToPtrOperation::name() {
        per_slot_cast(cx, op, llvm::IntToPtrOperation::name())
    } else if name == nv_tileaa::PtrToIntOperation::name() {
        per_slot_cast(cx, op, llvm::PtrToIntOperation::name())
    } else if name == nv_tileaa::PtrCastOperation::name() {
        let slots = cx.slots(operands(op)[0]);
        cx.set(result0(op), slots);
    } else if name == nv_tileaa::GetGlobalOperation::name() {
        get_global(cx, op)?
    } else {
        return Ok(false);
    }
    Ok(true)
}

fn get_dim_size(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let m = memref(cx, op, ops[0])?;
    let dim = int_attr(op, "dim").unwrap_or(0) as usize;
    let Some(&size) = m.sizes.get(dim) else {
        emit_op_error(op, "dimension out of range");
        return Err(PassFailed);
    };
    cx.set(result0(op), vec![size]);
    Ok(())
}

/// `nv_tileaa.get_global @g`: the global's address (address space 1).
fn get_global(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let Some(sym) = get_attr(op, "name") else {
        emit_op_error(op, "needs a symbol");
        return Err(PassFailed);
    };
    let p1 = cx.b.ptr_type(1);
    let v = cx.b.op1(llvm::AddressOfOperation::name(), &[], p1, &[("global_name", sym)]);
    cx.set(result0(op), vec![v]);
    Ok(())
}

/// `nv_tileaa.global @g {value = dense<…>}` → a mutable `llvm.mlir.global`
/// in global memory (address space 1) with that initializer.
pub fn lower_global(op: MlirOperation, module_body: MlirBlock) -> Result<(), PassFailed> {
    // SAFETY: `op` is a live op.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(op), mlirOperationGetLocation(op)) };
    let b = Builder { ctx, block: module_body, loc, before: Some(op) };
    let (Some(sym), Some(value)) = (get_attr(op, "sym_name"), get_attr(op, "value")) else {
        emit_op_error(op, "needs a name and a value");
        return Err(PassFailed);
    };
    let ty = typed::attr_type(value);
    let n = Lowering::num_elements(ty);
    let Some(elem) = typed::element_type(ty) else {
        emit_op_error(op, "needs a tensor value");
        return Err(PassFailed);
    };
    let arr = typed::llvm_array(elem, n as u32);
    let mut attrs = vec![
        ("sym_name", sym),
        ("global_type", typed::type_attr(arr)),
        ("linkage", typed::linkage(ctx, typed::Linkage::Internal)),
        ("addr_space", typed::i32_attr(ctx, 1)),
        ("value", value),
        ("alignment", typed::i64_attr(ctx, 16)),
    ];
    if get_attr(op, "constant").is_some() {
        attrs.push(("constant", b.unit_attr()));
    }
    // SAFETY: a fresh (empty) initializer region, moved into the op.
    let region = unsafe { mlirRegionCreate() };
    b.op_full(llvm::GlobalOperation::name(), &[], &[], &attrs, vec![region], &[]);
    Ok(())
}

fn int_attr(op: MlirOperation, name: &str) -> Option<i64> {
    get_attr(op, name).and_then(typed::int_value)
}

fn str_attr(op: MlirOperation, name: &str) -> Option<String> {
    get_attr(op, name).and_then(typed::str_value)
}

/// Operand groups per `operandSegmentSizes`, when the op has them.
fn segments(op: MlirOperation) -> Option<Vec<usize>> {
    let seg = get_attr(op, "operandSegmentSizes")?;
    // SAFETY: `operandSegmentSizes` is a dense i32 array; indices stay below its size.
    let n = unsafe { mlirDenseArrayGetNumElements(seg) };
    Some((0..n).map(|i| unsafe { mlirDenseI32ArrayGetElement(seg, i) } as usize).collect())
}

pub(super) fn memref(cx: &Lowering, op: MlirOperation, v: MlirValue) -> Result<MemRef, PassFailed> {
    match cx.memrefs.get(&v.into()) {
        Some(m) => Ok(m.clone()),
        None => {
            emit_op_error(op, "not yet supported: a memref that does not come straight from nv_tileaa.make_memref");
            Err(PassFailed)
        }
    }
}

/// What a `make_memref` states about its memref, read off the op: the
/// rank, what divides the base address (bytes), each size and each stride
/// (elements: the `*_div_by` facts, 1 when absent), and which strides are
/// the constant 1.
#[derive(Clone, Debug)]
pub struct MemRefFacts {
    pub rank: usize,
    pub base_div: i64,
    pub size_div: Vec<i64>,
    pub stride_div: Vec<i64>,
    pub unit_stride: Vec<bool>,
}

/// The facts of a `make_memref` op (`None` for any other op).
pub fn memref_facts(op: MlirOperation) -> Option<MemRefFacts> {
    if op_name(op) != nv_tileaa::MakeMemRefOperation::name() {
        return None;
    }
    let ops = operands(op);
    let rank = match segments(op) {
        Some(seg) if seg.len() == 3 => seg[1],
        _ => (ops.len() - 1) / 2,
    };
    let facts = |name: &str| {
        let v = get_attr(op, name).map(dense_i64_values).unwrap_or_default();
        if v.len() == rank {
            v
        } else {
            vec![1; rank]
        }
    };
    Some(MemRefFacts {
        rank,
        base_div: get_attr(op, "base_div_by").and_then(typed::int_value).unwrap_or(1).max(1),
        size_div: facts("sizes_div_by"),
        stride_div: facts("strides_div_by"),
        unit_stride: ops[1 + rank..1 + 2 * rank].iter().map(|v| is_constant_one(*v)).collect(),
    })
}

fn make_memref(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let Some(f) = memref_facts(op) else { return Err(PassFailed) };
    let rank = f.rank;
    let i64t = cx.b.int_type(64);
    let ext = |v: MlirValue| -> MlirValue {
        let s = cx.slots(v)[0];
        let t = value_type(s);
        if typed::int_width(t).unwrap_or(64) < 64 {
            cx.b.op1(arith::ExtSIOperation::name(), &[s], i64t, &[])
        } else {
            s
        }
    };
    let base = cx.slots(ops[0])[0];
    let sizes: Vec<MlirValue> = ops[1..1 + rank].iter().map(|v| ext(*v)).collect();
    let strides: Vec<MlirValue> = ops[1 + rank..1 + 2 * rank].iter().map(|v| ext(*v)).collect();
    let m = MemRef { base, sizes, strides, facts: f };
    super::tma_copy::build_device_maps(cx, op, &m)?;
    cx.memrefs.insert(result0(op).into(), m);
    cx.set(result0(op), vec![base]);
    Ok(())
}

/// Largest power of two (up to 2^20) known to divide an integer value of the
/// input IR: constants, and products, sums and sign/zero extensions of
/// values with known divisors (`index · tile` origins).
pub fn known_divisor(v: MlirValue) -> i64 {
    fn pow2_part(c: i64) -> i64 {
        if c == 0 {
            1 << 20
        } else {
            (1i64 << c.trailing_zeros().min(20)).max(1)
        }
    }
    fn walk(v: MlirValue, depth: u32) -> i64 {
        // SAFETY: `v` is a live value of the input IR; its owner is only read
        // for op results.
        let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else {
            return argument_divisor(v);
        };
        if depth > 8 {
            return 1;
        }
        let name = op_name(def);
        let ops = operands(def);
        if name == arith::ConstantOperation::name() {
            get_attr(def, "value").and_then(typed::splat_int_value).map_or(1, pow2_part)
        } else if name == arith::MulIOperation::name() {
            (walk(ops[0], depth + 1) * walk(ops[1], depth + 1)).min(1 << 20)
        } else if name == arith::AddIOperation::name() || name == arith::SubIOperation::name() {
            walk(ops[0], depth + 1).min(walk(ops[1], depth + 1))
        } else if name == arith::ExtSIOperation::name() || name == arith::ExtUIOperation::name() {
            walk(ops[0], depth + 1)
        } else {
            1
        }
    }
    walk(v, 0)
}

/// What `nv_tileaa.arg_div_by` says divides a kernel argument (1 for other
/// block arguments).
fn argument_divisor(v: MlirValue) -> i64 {
    // SAFETY: `v` is a live block argument (callers pass non-results); its
    // block and that block's parent op are only read.
    let (index, block) = unsafe {
        if !mlirValueIsABlockArgument(v) {
            return 1;
        }
        (mlirBlockArgumentGetArgNumber(v) as usize, mlirBlockArgumentGetOwner(v))
    };
    // SAFETY: as above.
    let (func, first) = unsafe {
        let func = mlirBlockGetParentOperation(block);
        if func.ptr.is_null() {
            return 1;
        }
        (func, mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)))
    };
    if first.ptr != block.ptr {
        return 1;
    }
    get_attr(func, typed::TILEAA_ARG_DIV_BY_ATTR)
        .map(dense_i64_values)
        .and_then(|d| d.get(index).copied())
        .unwrap_or(1)
        .max(1)
}

/// Whether `v` is the integer constant 1.
fn is_constant_one(v: MlirValue) -> bool {
    // SAFETY: as in `known_divisor`.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return false };
    op_name(def) == arith::ConstantOperation::name()
        && get_attr(def, "value").and_then(typed::splat_int_value) == Some(1)
}

/// The LLVM ordering (`NotAtomic` for weak) and syncscope of the
/// `sem`/`scope` attributes.
fn ordering(op: MlirOperation) -> (typed::AtomicOrdering, Option<&'static str>) {
    use typed::AtomicOrdering as O;
    let sem = str_attr(op, "sem").unwrap_or_else(|| "weak".into());
    let code = match sem.as_str() {
        "relaxed" => O::Monotonic,
        "acquire" => O::Acquire,
        "release" => O::Release,
        "acq_rel" => O::AcqRel,
        _ => O::NotAtomic,
    };
    let scope = match str_attr(op, "scope").as_deref() {
        Some("tl_blk") => Some("block"),
        Some("device") => Some("device"),
        _ => None,
    };
    (code, scope)
}

/// Whether the access is weak (a plain load or store).
pub(super) fn is_weak(op: MlirOperation) -> bool {
    ordering(op).0 == typed::AtomicOrdering::NotAtomic
}

fn elem_bytes(t: MlirType) -> i64 {
    storage_bytes(t)
}

/// `llvm.load` of `ty` from `ptr` with the op's ordering.
fn emit_load(cx: &Lowering, op: MlirOperation, ptr: MlirValue, ty: MlirType) -> MlirValue {
    let (ord, scope) = ordering(op);
    let align = typed::i64_attr(cx.b.ctx, elem_bytes(ty));
    let mut attrs = vec![("alignment", align)];
    if ord != typed::AtomicOrdering::NotAtomic {
        attrs.push(("ordering", typed::atomic_ordering(cx.b.ctx, ord)));
        if let Some(s) = scope {
            attrs.push(("syncscope", cx.b.str_attr(s)));
        }
    }
    cx.b.op1(llvm::LoadOperation::name(), &[ptr], ty, &attrs)
}

fn emit_store(cx: &Lowering, op: MlirOperation, value: MlirValue, ptr: MlirValue) {
    let (ord, scope) = ordering(op);
    let align = typed::i64_attr(cx.b.ctx, elem_bytes(value_type(value)));
    let mut attrs = vec![("alignment", align)];
    if ord != typed::AtomicOrdering::NotAtomic {
        attrs.push(("ordering", typed::atomic_ordering(cx.b.ctx, ord)));
        if let Some(s) = scope {
            attrs.push(("syncscope", cx.b.str_attr(s)));
        }
    }
    cx.b.op(llvm::StoreOperation::name(), &[value, ptr], &[], &attrs);
}

/// `ptr + offset` elements of `elem`.
fn gep(cx: &Lowering, ptr: MlirValue, offset: MlirValue, elem: MlirType) -> MlirValue {
    // One dynamic index (GEPOp::kDynamicIndex): the offset operand.
    let raw = typed::dense_i32_array(cx.b.ctx, &[i32::MIN]);
    let attrs = [("elem_type", typed::type_attr(elem)), ("rawConstantIndices", raw)];
    cx.b.op1(llvm::GEPOperation::name(), &[ptr, offset], value_type(ptr), &attrs)
}

/// A zero of `ty` (padding when none is given).
pub(super) fn zero(cx: &Lowering, ty: MlirType) -> MlirValue {
    cx.b.op1(llvm::ZeroOperation::name(), &[], ty, &[])
}

/// A `tiled_load` / `tiled_store` over a `make_memref` view, checked: the
/// memref, the tile's shape and dim map, and the tile origin (i64).
struct Tiled {
    m: MemRef,
    rank: usize,
    shape: Vec<i64>,
    dim_map: Vec<usize>,
    origin: Vec<MlirValue>,
    /// Tile elements N, slots per thread K, per-thread element type.
    n: i64,
    k_slots: usize,
    elem: MlirType,
    is_store: bool,
    /// The tile's type (its layout places the slots).
    tile_ty: MlirType,
    /// Elements per access: runs of this many consecutive slots are one
    /// aligned, contiguous access (1: scalar accesses).
    width: usize,
    /// The tile dimension the runs go along: the last one, or the one a
    /// transposed load's memory is contiguous along (`run_of`).
    run_dim: usize,
    /// Whether every run is provably all in or all out of bounds; if not, a
    /// run that is not wholly inside takes the scalar path.
    exact: bool,
    /// Whether slot `k`'s coordinates are slot 0's plus constants
    /// (`additive_slots`), so each run's offset is slot 0's plus a multiple
    /// of the strides.
    additive: bool,
}

/// A run's offset, in-bounds predicate along the other dimensions, and
/// coordinate and size along the contiguous one (`Tiled::run_address`).
type Run = (MlirValue, MlirValue, MlirValue, MlirValue);

impl Tiled {
    /// Offset (elements from the base, i64) and in-bounds predicate of slot `k`.
    fn slot_address(&self, cx: &Lowering, k: usize) -> (MlirValue, MlirValue) {
        let (offset, others, coord, size) = self.run_address(cx, k);
        let ok = cx.b.cmpi(typed::ICmpPredicate::Ult, coord, size);
        (offset, cx.b.op1(arith::AndIOperation::name(), &[others, ok], cx.b.int_type(1), &[]))
    }

    /// For the run starting at slot `k` (consecutive elements along the
    /// tile's dimension `run_dim`, which has stride 1 in memory): its offset,
    /// whether it is in bounds along every other memref dimension (and owned,
    /// for a store), and its coordinate and the size along the contiguous
    /// memref dimension (i64). Lane `l` of the run is at `offset + l` and in
    /// bounds when the first predicate holds and `coord + l < size`.
    ///
    /// With `additive` slots the coordinates are slot 0's (the same ops for
    /// every run, which LLVM merges) plus constants, and the offset slot 0's
    /// plus constant multiples of the strides: no 64-bit product a run.
    fn run_address(&self, cx: &Lowering, k: usize) -> Run {
        let (i64t, i1) = (cx.b.int_type(64), cx.b.int_type(1));
        let m_run = self.dim_map.get(self.run_dim).copied().unwrap_or(0);
        let (first, delta) = if self.additive {
            let off = cx.layout(self.tile_ty).value.eval(k as i64);
            (0, split_index(off, &self.shape))
        } else {
            (k, vec![0; self.shape.len()])
        };
        let e = cx.element_index(first, self.tile_ty);
        let j = cx.multi_index(e, &self.shape);
        let mut coords = self.origin.clone();
        let mut deltas = vec![0; self.rank];
        for (d, &md) in self.dim_map.iter().enumerate() {
            let jd = cx.b.op1(arith::ExtUIOperation::name(), &[j[d]], i64t, &[]);
            coords[md] = cx.b.op1(arith::AddIOperation::name(), &[coords[md], jd], i64t, &[]);
            deltas[md] += delta[d];
        }
        let mut offset = cx.b.const_int(i64t, 0);
        let mut moved = None;
        for (&c, (&delta, &stride)) in coords.iter().zip(deltas.iter().zip(&self.m.strides)).take(self.rank) {
            let term = cx.b.op1(arith::MulIOperation::name(), &[c, stride], i64t, &[]);
            offset = cx.b.op1(arith::AddIOperation::name(), &[offset, term], i64t, &[]);
            if delta != 0 {
                let step = if is_constant_one(stride) {
                    cx.b.const_int(i64t, delta)
                } else {
                    cx.b.op1(arith::MulIOperation::name(), &[stride, cx.b.const_int(i64t, delta)], i64t, &[])
                };
                moved = Some(match moved {
                    None => step,
                    Some(m) => cx.b.op1(arith::AddIOperation::name(), &[m, step], i64t, &[]),
                });
            }
        }
        if let Some(m) = moved {
            offset = cx.b.op1(arith::AddIOperation::name(), &[offset, m], i64t, &[]);
        }
        for (c, delta) in coords.iter_mut().zip(&deltas) {
            if *delta != 0 {
                *c = cx.b.op1(arith::AddIOperation::name(), &[*c, cx.b.const_int(i64t, *delta)], i64t, &[]);
            }
        }
        let mut inb = if self.is_store { cx.is_owner(k, self.tile_ty) } else { cx.b.const_int(i1, 1) };
        for (m, (&coord, &size)) in coords.iter().zip(&self.m.sizes).take(self.rank).enumerate() {
            if m != m_run {
                let ok = cx.b.cmpi(typed::ICmpPredicate::Ult, coord, size);
                inb = cx.b.op1(arith::AndIOperation::name(), &[inb, ok], i1, &[]);
            }
        }
        (offset, inb, coords[m_run], self.m.sizes[m_run])
    }

    /// Offset and in-bounds predicate of lane `lane` of a run (see
    /// `run_address`).
    fn lane(&self, cx: &Lowering, run: Run, lane: usize) -> (MlirValue, MlirValue) {
        let (offset, others, coord, size) = run;
        let i64t = cx.b.int_type(64);
        let (offset, coord) = if lane == 0 {
            (offset, coord)
        } else {
            let l = cx.b.const_int(i64t, lane as i64);
            (
                cx.b.op1(arith::AddIOperation::name(), &[offset, l], i64t, &[]),
                cx.b.op1(arith::AddIOperation::name(), &[coord, l], i64t, &[]),
            )
        };
        let ok = cx.b.cmpi(typed::ICmpPredicate::Ult, coord, size);
        (offset, cx.b.op1(arith::AndIOperation::name(), &[others, ok], cx.b.int_type(1), &[]))
    }
}

/// Whether every slot's element index in layout `l` (of a kernel of
/// `threads` threads) is slot 0's plus a constant sharing no bit with any
/// thread's part: then each coordinate of slot `k` is slot 0's plus the
/// coordinate of that constant (`split_index`), with no carry between
/// dimensions (power-of-two extents).
fn additive_slots(l: &TvLayout, threads: i64) -> bool {
    let (nt, nv) = (l.thread.size(), l.value.size());
    if nt != threads || nv > 1 << 16 {
        return false;
    }
    let thread_bits = (0..nt).fold(0, |m, t| m | l.thread.eval(t));
    let value_bits = (0..nv).fold(0, |m, k| m | l.value.eval(k));
    let non_negative = (0..nt).all(|t| l.thread.eval(t) >= 0) && (0..nv).all(|k| l.value.eval(k) >= 0);
    non_negative && thread_bits & value_bits == 0
}

/// Row-major coordinates of element `e` of a tile of `shape` (power-of-two
/// extents).
fn split_index(mut e: i64, shape: &[i64]) -> Vec<i64> {
    let mut out = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        out[d] = e & (shape[d] - 1);
        e >>= shape[d].trailing_zeros();
    }
    out
}

/// A tile origin's indices as i64 (narrower ones sign-extended).
pub(super) fn origin_i64(cx: &Lowering, indices: &[MlirValue]) -> Vec<MlirValue> {
    let i64t = cx.b.int_type(64);
    indices
        .iter()
        .map(|v| {
            let s = cx.slots(*v)[0];
            if typed::int_width(value_type(s)).unwrap_or(64) < 64 {
                cx.b.op1(arith::ExtSIOperation::name(), &[s], i64t, &[])
            } else {
                s
            }
        })
        .collect()
}

/// Checks a tiled access and computes its origin.
fn tiled_plan(cx: &Lowering, op: MlirOperation, is_store: bool) -> Result<Tiled, PassFailed> {
    let ops = operands(op);
    let m = memref(cx, op, ops[0])?;
    let rank = m.sizes.len();
    let idx_start = if is_store { 2 } else { 1 };
    if ops.len() < idx_start + rank {
        emit_op_error(op, "expects one index per memref dimension");
        return Err(PassFailed);
    }
    let tile_ty = if is_store { value_type(ops[1]) } else { value_type(result0(op)) };
    let shape = Lowering::shape(tile_ty).unwrap_or_default();
    let dim_map: Vec<usize> = match get_attr(op, "dim_map") {
        Some(a) => dense_i64_values(a).into_iter().map(|d| d as usize).collect(),
        None => (0..shape.len()).collect(),
    };
    if dim_map.len() != shape.len() || dim_map.iter().any(|&d| d >= rank) {
        emit_op_error(op, "dim_map does not match the tile and memref ranks");
        return Err(PassFailed);
    }
    let elem = cx.scalar_type(tile_ty);
    let origin = origin_i64(cx, &ops[idx_start..idx_start + rank]);
    let (n, k_slots) = (Lowering::num_elements(tile_ty), cx.num_slots(tile_ty));
    let last = shape.len().saturating_sub(1);
    let mut t = Tiled {
        m,
        rank,
        shape,
        dim_map,
        origin,
        n,
        k_slots,
        elem,
        is_store,
        tile_ty,
        width: 1,
        run_dim: last,
        exact: true,
        additive: additive_slots(&cx.layout(tile_ty), cx.num_threads),
    };
    let origin_div: Vec<i64> = ops[idx_start..idx_start + rank].iter().map(|v| known_divisor(*v)).collect();
    let (run_dim, run) = run_of(cx, &t);
    t.run_dim = run_dim;
    t.width = vector_width(cx, &t, run, &origin_div);
    let m_run = t.dim_map.get(t.run_dim).copied().unwrap_or(0);
    t.exact = t.m.facts.size_div.get(m_run).is_some_and(|d| d % t.width as i64 == 0);
    Ok(t)
}

/// The tile dimension the layout's runs go along and their length: the
/// last dimension of more than one element (trailing ones add nothing to a
/// row: an `N x 1` tile's runs go along N) when consecutive slots hold
/// consecutive elements (`TvLayout::vector`), else the dimension whose
/// elements the value mode's first entry steps through (a transposed load's
/// layout, `TvLayout::blocked_along`); (last, 1) when slots make no run.
fn run_of(cx: &Lowering, t: &Tiled) -> (usize, i64) {
    let l = cx.layout(t.tile_ty);
    let last = t.shape.len().saturating_sub(1);
    if l.vector() > 1 {
        return ((0..t.shape.len()).rev().find(|&d| t.shape[d] > 1).unwrap_or(last), l.vector());
    }
    let (Some(&s), Some(&d)) = (l.value.shape.first(), l.value.stride.first()) else { return (last, 1) };
    let mut inner = 1;
    for c in (0..t.shape.len()).rev() {
        if inner == d && t.shape[c] > 1 && s > 1 {
            return (c, s);
        }
        inner *= t.shape[c];
    }
    (last, 1)
}

/// Widest access (elements, up to 16 bytes) every run of slots of a tiled
/// access can use: the layout keeps runs of `run` consecutive elements of
/// the tile's dimension `t.run_dim` in consecutive slots, that dimension
/// has stride 1 in memory, and the `div_by` facts prove each run aligned
/// (base, the other strides and the origin along the contiguous dimension
/// multiples of the run). Whether runs are also all-or-nothing (the size
/// along that dimension a multiple) is `Tiled::exact`.
fn vector_width(cx: &Lowering, t: &Tiled, run: i64, origin_div: &[i64]) -> usize {
    let bytes = elem_bytes(t.elem);
    let plain = typed::int_width(t.elem).is_some_and(|w| w >= 8) || typed::float_width(t.elem).is_some();
    if !plain || bytes <= 0 || bytes > 8 || t.n < cx.num_threads {
        return 1;
    }
    facts_width(&t.m.facts, (&t.shape, &t.dim_map, t.run_dim), bytes, run, origin_div)
}

/// Widest access (elements, at most `run` and 16 bytes) along tile
/// dimension `run_dim` of a tile of `shape` (memref dimensions `dim_map`)
/// that the memref's `facts` and the origin's divisors `origin_div` prove
/// aligned, for elements of `bytes` bytes.
fn facts_width(
    facts: &MemRefFacts,
    (shape, dim_map, run_dim): (&[i64], &[usize], usize),
    bytes: i64,
    run: i64,
    origin_div: &[i64],
) -> usize {
    let (Some(&extent), Some(&m_run)) = (shape.get(run_dim), dim_map.get(run_dim)) else { return 1 };
    if !facts.unit_stride.get(m_run).copied().unwrap_or(false) {
        return 1;
    }
    let mut w = run.min(16 / bytes).min(extent);
    let divides = |d: i64, w: i64| d % w == 0;
    // A memref dimension the tile spans one element of moves every run by
    // its origin times its stride alone.
    let single = |m: usize| dim_map.iter().position(|&md| md == m).is_none_or(|d| shape[d] == 1);
    let origin = |m: usize| origin_div.get(m).copied().unwrap_or(1);
    while w > 1 {
        let ok = divides(facts.base_div, w * bytes)
            && origin_div.get(m_run).is_some_and(|d| divides(*d, w))
            && (0..facts.rank).all(|m| {
                m == m_run
                    || divides(facts.stride_div[m], w)
                    || (single(m) && divides(origin(m).saturating_mul(facts.stride_div[m]), w))
            })
            && divides(extent, w);
        if ok {
            break;
        }
        w /= 2;
    }
    w.max(1) as usize
}

/// Elements of 16 bytes (or fewer: what the `div_by` facts prove aligned)
/// that each store of the weak `tiled_store` `op` of a `make_memref` could
/// write along the tile's last dimension, were its value's layout runs that
/// long (`tileas-pipeline-loads` restages a narrower fragment layout for
/// it); 1 for a store it cannot tell.
pub fn widest_store(op: MlirOperation) -> usize {
    let ops = operands(op);
    let (Some(facts), Some(tile)) = (ops.first().and_then(|m| defining_op(*m)).and_then(memref_facts), ops.get(1))
    else {
        return 1;
    };
    let tile = value_type(*tile);
    let (Some(shape), Some(elem)) = (typed::static_shape(tile), typed::element_type(tile)) else { return 1 };
    let dim_map: Vec<usize> = match get_attr(op, "dim_map") {
        Some(a) => dense_i64_values(a).into_iter().map(|d| d as usize).collect(),
        None => (0..shape.len()).collect(),
    };
    let plain = typed::int_width(elem).is_some_and(|w| w >= 8) || typed::float_width(elem).is_some();
    let bytes = storage_bytes(elem);
    if !plain || !(1..=8).contains(&bytes) || ops.len() < 2 + facts.rank || dim_map.len() != shape.len() {
        return 1;
    }
    let origin_div: Vec<i64> = ops[2..2 + facts.rank].iter().map(|v| known_divisor(*v)).collect();
    let last = shape.len().saturating_sub(1);
    facts_width(&facts, (&shape, &dim_map, last), bytes, 16 / bytes, &origin_div)
}

/// `tiled_load` / `tiled_store` over a `make_memref` view.
fn tiled_access(cx: &mut Lowering, op: MlirOperation, is_store: bool) -> Result<(), PassFailed> {
    let t = tiled_plan(cx, op, is_store)?;
    let weak = ordering(op).0 == typed::AtomicOrdering::NotAtomic;
    if !is_store && weak {
        let out = weak_tiled_load(cx, op, &t);
        cx.set(result0(op), out);
    } else if let Some(s) = is_store.then(|| super::tmem::take_stream(cx, op)).flatten() {
        streamed_tiled_store(cx, op, &t, s);
    } else if is_store && weak && cx.sink.is_some() {
        weak_tiled_store(cx, op, &t);
    } else {
        let out = guarded_tiled_access(cx, op, &t);
        if !is_store {
            cx.set(result0(op), out);
        }
    }
    Ok(())
}

/// Weak loads without a branch per element: an out-of-bounds scalar slot
/// reads the tensor's first element instead and takes the padding; a vector
/// run is one masked load (`guarded_vector_load`, one branch per run, or
/// `masked_run_load` across the edge), which reads nothing out of bounds.
/// The first element exists unless the tensor is empty, which one branch
/// around the whole tile covers, for scalar slots only. (A branch per slot
/// made LLVM's NVPTX back end take seconds on 256x256 tiles.)
fn weak_tiled_load(cx: &mut Lowering, op: MlirOperation, t: &Tiled) -> Vec<MlirValue> {
    let padding = get_attr(op, "padding");
    if t.width > 1 {
        let pad = padding_value(cx, padding, t.elem);
        let mut out = Vec::with_capacity(t.k_slots);
        for k in (0..t.k_slots).step_by(t.width) {
            out.extend(run_load(cx, t, k, pad));
        }
        return out;
    }
    let (i64t, i1, elem) = (cx.b.int_type(64), cx.b.int_type(1), t.elem);
    let zero64 = cx.b.const_int(i64t, 0);
    let mut nonempty = cx.b.const_int(i1, 1);
    for size in &t.m.sizes {
        let ok = cx.b.cmpi(typed::ICmpPredicate::Sgt, *size, zero64);
        nonempty = cx.b.op1(arith::AndIOperation::name(), &[nonempty, ok], i1, &[]);
    }
    let types = vec![elem; t.k_slots];
    cx.if_else(
        nonempty,
        &types,
        |cx| {
            let zero = cx.b.const_int(i64t, 0);
            let pad = padding_value(cx, padding, elem);
            (0..t.k_slots).map(|k| scalar_slot_load(cx, op, t, k, pad, zero)).collect()
        },
        |cx| vec![padding_value(cx, padding, elem); t.k_slots],
    )
}

/// The run of `t.width` slots from slot `k` of a weak tiled load; lanes out
/// of bounds take `pad` and are not read.
fn run_load(cx: &mut Lowering, t: &Tiled, k: usize, pad: MlirValue) -> Vec<MlirValue> {
    if t.exact {
        let (offset, inb) = t.slot_address(cx, k);
        return guarded_vector_load(cx, t, offset, inb, pad);
    }
    // The run is wholly inside when its last element is; a run across the
    // edge is one masked load, which LLVM splits into lanes at immediate
    // offsets from the run's address (ptxas predicates them).
    let run = t.run_address(cx, k);
    let (_, full) = t.lane(cx, run, t.width - 1);
    cx.if_else(full, &vec![t.elem; t.width], |cx| vector_load(cx, t, run.0), |cx| masked_run_load(cx, t, run, pad))
}

/// One aligned access loading the run of `t.width` elements at `offset`.
fn vector_load(cx: &Lowering, t: &Tiled, offset: MlirValue) -> Vec<MlirValue> {
    let w = t.width;
    let ptr = gep(cx, t.m.base, offset, t.elem);
    let align = typed::i64_attr(cx.b.ctx, w as i64 * elem_bytes(t.elem));
    let vty = typed::vector(&[w as i64], t.elem);
    let v = cx.b.op1(llvm::LoadOperation::name(), &[ptr], vty, &[("alignment", align)]);
    (0..w)
        .map(|lane| {
            let pos = cx.b.const_int(cx.b.int_type(32), lane as i64);
            cx.b.op1(llvm::ExtractElementOperation::name(), &[v, pos], t.elem, &[])
        })
        .collect()
}

/// The run of `t.width` elements at `offset` when `inb` holds, else the
/// padding: a masked load whose mask is `inb` on every lane, which LLVM
/// turns into a single branch around the vector load and ptxas into one
/// predicated load over registers that hold the padding (NVIDIA's form). An
/// address clamped to the tensor's first element and a select a lane after
/// the load cost a 64-bit select and `width` selects a run, and kept LLVM
/// from deriving one run's address from the previous one's.
fn guarded_vector_load(cx: &Lowering, t: &Tiled, offset: MlirValue, inb: MlirValue, pad: MlirValue) -> Vec<MlirValue> {
    let mask = cx.vector_of(&vec![inb; t.width], cx.b.int_type(1));
    masked_load(cx, t, offset, mask, pad)
}

/// One `llvm.intr.masked.load` of the run of `t.width` elements at `offset`
/// (aligned to the run): lanes whose `mask` bit is off are not read and
/// take `pad`.
fn masked_load(cx: &Lowering, t: &Tiled, offset: MlirValue, mask: MlirValue, pad: MlirValue) -> Vec<MlirValue> {
    let w = t.width;
    let ptr = gep(cx, t.m.base, offset, t.elem);
    let pass = splat(cx, t, pad);
    let align = typed::i32_attr(cx.b.ctx, (w as i64 * elem_bytes(t.elem)) as i32);
    let vty = typed::vector(&[w as i64], t.elem);
    let v = cx.b.op1(llvm::MaskedLoadOperation::name(), &[ptr, mask, pass], vty, &[("alignment", align)]);
    (0..w)
        .map(|lane| {
            let pos = cx.b.const_int(cx.b.int_type(32), lane as i64);
            cx.b.op1(llvm::ExtractElementOperation::name(), &[v, pos], t.elem, &[])
        })
        .collect()
}

/// The vector of the run's lane predicates (`Tiled::lane`).
fn run_mask(cx: &Lowering, t: &Tiled, run: Run) -> MlirValue {
    let mty = typed::vector(&[t.width as i64], cx.b.int_type(1));
    let mut mask = cx.b.op1(llvm::PoisonOperation::name(), &[], mty, &[]);
    for l in 0..t.width {
        let (_, ok) = t.lane(cx, run, l);
        let pos = cx.b.const_int(cx.b.int_type(32), l as i64);
        mask = cx.b.op1(llvm::InsertElementOperation::name(), &[mask, ok, pos], mty, &[]);
    }
    mask
}

/// A vector of `t.width` elements, each `v`.
fn splat(cx: &Lowering, t: &Tiled, v: MlirValue) -> MlirValue {
    let vals = vec![v; t.width];
    pack(cx, t, &vals)
}

/// The vector holding `vals` (`t.width` of them).
fn pack(cx: &Lowering, t: &Tiled, vals: &[MlirValue]) -> MlirValue {
    cx.vector_of(vals, t.elem)
}

/// The lanes of a run that crosses the edge of the tensor: one masked load
/// from the run's (aligned) address, the mask its lanes' bounds.
fn masked_run_load(cx: &Lowering, t: &Tiled, run: Run, pad: MlirValue) -> Vec<MlirValue> {
    let mask = run_mask(cx, t, run);
    masked_load(cx, t, run.0, mask, pad)
}

/// Slot `k` loaded on its own: out of bounds it reads element 0 and takes
/// the padding (no branch).
fn scalar_slot_load(
    cx: &Lowering,
    op: MlirOperation,
    t: &Tiled,
    k: usize,
    pad: MlirValue,
    zero: MlirValue,
) -> MlirValue {
    lane_load(cx, op, t, t.slot_address(cx, k), pad, zero)
}

/// One element at (offset, in-bounds): out of bounds it reads element 0 and
/// takes the padding (no branch).
fn lane_load(
    cx: &Lowering,
    op: MlirOperation,
    t: &Tiled,
    (offset, inb): (MlirValue, MlirValue),
    pad: MlirValue,
    zero: MlirValue,
) -> MlirValue {
    let safe = cx.b.op1(arith::SelectOperation::name(), &[inb, offset, zero], value_type(offset), &[]);
    let ptr = gep(cx, t.m.base, safe, t.elem);
    let v = emit_load(cx, op, ptr, t.elem);
    cx.b.op1(arith::SelectOperation::name(), &[inb, v, pad], t.elem, &[])
}

/// Up to this many scalar stores per thread, a tiled store branches around
/// each (a `st.global`); beyond it, out-of-bounds lanes store to the shared
/// sink through a generic pointer instead of branching (a branch per slot
/// made NVPTX take seconds on 256x256 tiles).
const FEW_SLOTS: usize = 16;

/// Weak stores without a branch per element (beyond `FEW_SLOTS`): lanes
/// that are out of bounds (or replicas) store to a shared sink through a
/// generic pointer instead.
fn weak_tiled_store(cx: &mut Lowering, op: MlirOperation, t: &Tiled) {
    let vals = cx.slots(operands(op)[1]);
    let slot = |k: usize| if vals.len() == 1 { vals[0] } else { vals[k] };
    store_runs(cx, op, t, &slot, 0..t.k_slots);
}

/// The store of a TMEM accumulator's sink (`tmem::Stream`): each chunk is
/// read, converted and stored (whole runs at a time) before the next is
/// read, then the columns are freed.
fn streamed_tiled_store(cx: &mut Lowering, op: MlirOperation, t: &Tiled, s: super::tmem::Stream) {
    use super::{tmem, umma};
    let mut pending: Vec<MlirValue> = Vec::new();
    let mut next = 0; // the first slot not stored yet
    for (_, ptr, n) in umma::read_chunks(cx, &s.plan, s.taddr) {
        let raw = umma::read_chunk(cx, &s.plan, ptr, n, s.out_t);
        pending.extend(tmem::stream_values(cx, &s, raw));
        let whole = pending.len() / t.width * t.width;
        let vals: Vec<MlirValue> = pending.drain(..whole).collect();
        store_runs(cx, op, t, &|k| vals[k - next], next..next + whole);
        next += whole;
    }
    let rest = pending;
    store_runs(cx, op, t, &|k| rest[k - next], next..next + rest.len());
    umma::free(cx, &s.plan, s.taddr);
}

/// Stores slots `ks` (`slot(k)` is slot k's value) of a weak tiled store,
/// a run of `t.width` slots at a time (`ks` starts at a run).
fn store_runs(cx: &mut Lowering, op: MlirOperation, t: &Tiled, slot: &dyn Fn(usize) -> MlirValue, ks: Range<usize>) {
    let p0 = cx.b.ptr_type(0);
    let w = t.width;
    let through_sink = w == 1 && t.k_slots > FEW_SLOTS;
    let sink =
        through_sink.then(|| cx.b.op1(llvm::AddrSpaceCastOperation::name(), &[cx.sink.expect("checked")], p0, &[]));
    for k in ks.step_by(w) {
        let (offset, inb) = t.slot_address(cx, k);
        let ptr = gep(cx, t.m.base, offset, t.elem);
        if w == 1 && t.k_slots <= FEW_SLOTS {
            let saved = cx.b;
            cx.b = cx.b.if_then(inb);
            emit_store(cx, op, slot(k), ptr);
            cx.b = saved;
            continue;
        }
        if let Some(sink) = sink {
            let generic = cx.b.op1(llvm::AddrSpaceCastOperation::name(), &[ptr], p0, &[]);
            let target = cx.b.op1(arith::SelectOperation::name(), &[inb, generic, sink], p0, &[]);
            emit_store(cx, op, slot(k), target);
            continue;
        }
        // One branch per run (K / W of them) costs little, and keeps the
        // store a `st.global` (the sink's generic store would not be).
        let lanes: Vec<MlirValue> = (0..w).map(|lane| slot(k + lane)).collect();
        let v = pack(cx, t, &lanes);
        let align = typed::i64_attr(cx.b.ctx, w as i64 * elem_bytes(t.elem));
        if t.exact {
            let saved = cx.b;
            cx.b = cx.b.if_then(inb);
            cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
            cx.b = saved;
            continue;
        }
        // Wholly inside (its last element is): one store; else one masked
        // store of the lanes inside.
        let run = t.run_address(cx, k);
        let (_, full) = t.lane(cx, run, w - 1);
        cx.if_else(
            full,
            &[],
            |cx| {
                cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
                vec![]
            },
            |cx| {
                let mask = run_mask(cx, t, run);
                let align32 = typed::i32_attr(cx.b.ctx, (w as i64 * elem_bytes(t.elem)) as i32);
                cx.b.op(llvm::MaskedStoreOperation::name(), &[v, ptr, mask], &[], &[("alignment", align32)]);
                vec![]
            },
        );
    }
}

/// Ordered accesses (and stores without a sink): one `scf.if` per slot.
/// Returns the loaded slots (none for a store).
fn guarded_tiled_access(cx: &mut Lowering, op: MlirOperation, t: &Tiled) -> Vec<MlirValue> {
    let padding = get_attr(op, "padding");
    let values = t.is_store.then(|| cx.slots(operands(op)[1]));
    let elem = t.elem;
    let mut out = Vec::with_capacity(t.k_slots);
    for k in 0..t.k_slots {
        let (offset, inb) = t.slot_address(cx, k);
        let ptr = gep(cx, t.m.base, offset, elem);
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
    out
}

/// The padding attribute as a constant of `elem` (zero when absent).
pub(super) fn padding_value(cx: &Lowering, padding: Option<MlirAttribute>, elem: MlirType) -> MlirValue {
    match padding {
        Some(a) if typed::same_type(typed::attr_type(a), elem) => {
            cx.b.op1(arith::ConstantOperation::name(), &[], elem, &[("value", a)])
        }
        // SAFETY: `a` is a live attribute.
        Some(a) if unsafe { mlirAttributeIsAFloat(a) } && typed::int_width(elem).is_some() => {
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
    let (mask, pad) = load_mask_pad(op);
    let rty = value_type(result0(op));
    let elem = cx.scalar_type(rty);
    let k_slots = cx.num_slots(rty);
    let ptrs = cx.slots(ops[0]);
    let masks = mask.map(|m| cx.slots(m));
    let pads = pad.map(|p| cx.slots(p));
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let w = super::gather::run_width(cx, op, ops[0], rty, elem_bytes(elem));
    let mut out = Vec::with_capacity(k_slots);
    for k in 0..k_slots {
        if w > 1 && k % w == 0 && ptrs.len() == k_slots {
            // A run of `w` contiguous, aligned elements: one wide load when
            // every lane of it is on (a branch per run, as for tails).
            let lanes = |cx: &mut Lowering| -> Vec<MlirValue> {
                (k..k + w).map(|j| gather_lane(cx, op, elem, pick(&ptrs, j), &masks, &pads, j)).collect()
            };
            let run = match &masks {
                None => gather_vector(cx, pick(&ptrs, k), elem, w),
                Some(ms) => {
                    let i1 = cx.b.int_type(1);
                    let all = (k + 1..k + w).fold(pick(ms, k), |acc, j| {
                        cx.b.op1(arith::AndIOperation::name(), &[acc, pick(ms, j)], i1, &[])
                    });
                    cx.if_else(all, &vec![elem; w], |cx| gather_vector(cx, pick(&ptrs, k), elem, w), lanes)
                }
            };
            out.extend(run);
            continue;
        }
        if w > 1 {
            continue; // inside a run handled at its first slot
        }
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

/// One element of a gather: under its mask (if any) the load, else the
/// padding (zero without one).
fn gather_lane(
    cx: &mut Lowering,
    op: MlirOperation,
    elem: MlirType,
    ptr: MlirValue,
    masks: &Option<Vec<MlirValue>>,
    pads: &Option<Vec<MlirValue>>,
    k: usize,
) -> MlirValue {
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    match masks {
        Some(ms) => {
            let p = pads.as_ref().map(|ps| pick(ps, k));
            cx.if_else(
                pick(ms, k),
                &[elem],
                |cx| vec![emit_load(cx, op, ptr, elem)],
                |cx| vec![p.unwrap_or_else(|| zero(cx, elem))],
            )[0]
        }
        None => emit_load(cx, op, ptr, elem),
    }
}

/// `w` contiguous elements from `ptr` (aligned to their size) as slots.
fn gather_vector(cx: &Lowering, ptr: MlirValue, elem: MlirType, w: usize) -> Vec<MlirValue> {
    let vty = typed::vector(&[w as i64], elem);
    let align = typed::i64_attr(cx.b.ctx, w as i64 * elem_bytes(elem));
    let v = cx.b.op1(llvm::LoadOperation::name(), &[ptr], vty, &[("alignment", align)]);
    (0..w)
        .map(|lane| {
            let pos = cx.b.const_int(cx.b.int_type(32), lane as i64);
            cx.b.op1(llvm::ExtractElementOperation::name(), &[v, pos], elem, &[])
        })
        .collect()
}

/// The optional mask and padding operands of an `nv_tileas.load` (ptrs,
/// mask?, other?), by its operand segments.
pub(crate) fn load_mask_pad(op: MlirOperation) -> (Option<MlirValue>, Option<MlirValue>) {
    let ops = operands(op);
    match segments(op) {
        Some(seg) if seg.len() >= 3 => {
            let mut i = seg[0];
            let mask = (seg[1] == 1).then(|| ops[i]);
            i += seg[1];
            let pad = (seg[2] == 1).then(|| ops[i]);
            (mask, pad)
        }
        _ => (ops.get(1).copied(), ops.get(2).copied()),
    }
}

/// `nv_tileas.store`: ptrs, value, mask? — owners only; a scatter whose
/// pointers run contiguously (`gather::store_width`) in runs, as gathers load.
fn store(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let elem = cx.scalar_type(value_type(ops[1]));
    let w = super::gather::store_width(cx, op, ops[0], ops[1], elem_bytes(elem));
    if w > 1 {
        wide_stores(cx, op, w);
    } else {
        owner_stores(cx, ops[0], ops[1], ops.get(2).copied(), |cx, p, v| emit_store(cx, op, v, p));
    }
    Ok(())
}

/// The slots of a weak scatter (its value and pointers in one layout,
/// nothing replicated) in runs of `w` contiguous, aligned elements: one
/// vector store a run when every lane of it is on (a branch per run under a
/// mask; the first lane's alone where the mask is uniform over runs), else
/// each lane under its own mask.
fn wide_stores(cx: &mut Lowering, op: MlirOperation, w: usize) {
    let ops = operands(op);
    let (ptrs, vals) = (cx.slots(ops[0]), cx.slots(ops[1]));
    let mask = ops.get(2).copied();
    let uniform = mask.is_some_and(|m| super::gather::uniform_over(m, w));
    let masks = mask.map(|m| cx.slots(m));
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let elem = value_type(vals[0]);
    let i1 = cx.b.int_type(1);
    for k in (0..vals.len()).step_by(w) {
        let (ptr, run) = (ptrs[k], &vals[k..k + w]);
        let vector = |cx: &mut Lowering| {
            let v = cx.vector_of(run, elem);
            let align = typed::i64_attr(cx.b.ctx, w as i64 * elem_bytes(elem));
            cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
            vec![]
        };
        let Some(ms) = &masks else {
            vector(cx);
            continue;
        };
        if uniform {
            cx.if_else(pick(ms, k), &[], vector, |_| vec![]);
            continue;
        }
        let all = (k + 1..k + w)
            .fold(pick(ms, k), |acc, j| cx.b.op1(arith::AndIOperation::name(), &[acc, pick(ms, j)], i1, &[]));
        let lanes = |cx: &mut Lowering| {
            for j in k..k + w {
                let (p, v) = (ptrs[j], vals[j]);
                cx.if_else(
                    pick(ms, j),
                    &[],
                    |cx| {
                        emit_store(cx, op, v, p);
                        vec![]
                    },
                    |_| vec![],
                );
            }
            vec![]
        };
        cx.if_else(all, &[], vector, lanes);
    }
}

/// A side-effecting access per element of `vals` through `ptrs` (under
/// `mask`), made by each element's owner thread only: `emit(cx, pointer,
/// value)` inside the owner's branch, between the barriers a replicated tile
/// needs (`replicated_side_effect`). Stores and multimem stores/reductions.
pub(super) fn owner_stores(
    cx: &mut Lowering,
    ptrs: MlirValue,
    vals: MlirValue,
    mask: Option<MlirValue>,
    mut emit: impl FnMut(&mut Lowering, MlirValue, MlirValue),
) {
    let vty = value_type(vals);
    // The tile whose layout decides ownership: the larger of value and
    // pointers (a scalar value may be stored through a tile of pointers).
    let tile =
        if Lowering::num_elements(vty) >= Lowering::num_elements(value_type(ptrs)) { vty } else { value_type(ptrs) };
    let k_slots = cx.num_slots(tile);
    let ptrs = cx.slots(ptrs);
    let vals = cx.slots(vals);
    let masks = mask.map(|m| cx.slots(m));
    let pick = |s: &Vec<MlirValue>, k: usize| if s.len() == 1 { s[0] } else { s[k] };
    let i1 = cx.b.int_type(1);
    let shared = replicated_side_effect(cx, tile);
    for k in 0..k_slots {
        let mut cond = cx.is_owner(k, tile);
        if let Some(ms) = &masks {
            cond = cx.b.op1(arith::AndIOperation::name(), &[cond, pick(ms, k)], i1, &[]);
        }
        let (p, v) = (pick(&ptrs, k), pick(&vals, k));
        cx.if_else(
            cond,
            &[],
            |cx| {
                emit(cx, p, v);
                vec![]
            },
            |_| vec![],
        );
    }
    if shared {
        cx.barrier();
    }
}

/// Before a store or atomic that only the owners of a replicated tile
/// execute (a scalar written once for the CTA): a CTA barrier, so every
/// replica has done the reads that precede it in the program (a
/// replicated load of the same word, which each thread makes itself) and
/// the release of an atomic covers the other threads' earlier writes; the
/// caller puts one after it too, so later replicated reads see it. Without
/// them a warp that runs ahead (the owner's) changes the word other warps
/// still branch on (`matmul_split_k_lock`'s count under its spin lock).
fn replicated_side_effect(cx: &Lowering, tile: MlirType) -> bool {
    let replicated = Lowering::num_elements(tile) < cx.num_threads || cx.replicated(tile);
    if replicated {
        cx.barrier();
    }
    replicated
}

/// The `llvm.atomicrmw` operation of an `atomic_rmw` `mode`.
fn atomic_bin_op(op: MlirOperation) -> Result<typed::AtomicBinOp, PassFailed> {
    use typed::AtomicBinOp as B;
    Ok(match str_attr(op, "mode").as_deref() {
        Some("xchg") => B::Xchg,
        Some("add") => B::Add,
        Some("and") => B::And,
        Some("or") => B::Or,
        Some("xor") => B::Xor,
        Some("max") => B::Max,
        Some("min") => B::Min,
        Some("umax") => B::UMax,
        Some("umin") => B::UMin,
        Some("addf") => B::FAdd,
        Some(other) => {
            emit_op_error(op, &format!("unknown atomic mode '{other}'"));
            return Err(PassFailed);
        }
        None => {
            emit_op_error(op, "needs a mode");
            return Err(PassFailed);
        }
    })
}

/// The ordering and syncscope of one atomic access.
#[derive(Clone, Copy)]
struct AtomicSem {
    ord: typed::AtomicOrdering,
    scope: Option<&'static str>,
}

/// `llvm.cmpxchg ptr, cmp, new` (failure ordering: the success ordering
/// without its release part) and the old value.
fn emit_cmpxchg(
    cx: &Lowering,
    sem: AtomicSem,
    elem: MlirType,
    ptr: MlirValue,
    cmp: MlirValue,
    new: MlirValue,
) -> MlirValue {
    use typed::AtomicOrdering as O;
    let failure = match sem.ord {
        O::Release => O::Monotonic,
        O::AcqRel => O::Acquire,
        o => o,
    };
    let mut attrs = vec![
        ("success_ordering", typed::atomic_ordering(cx.b.ctx, sem.ord)),
        ("failure_ordering", typed::atomic_ordering(cx.b.ctx, failure)),
    ];
    if let Some(s) = sem.scope {
        attrs.push(("syncscope", cx.b.str_attr(s)));
    }
    let st = typed::llvm_struct(cx.b.ctx, &[elem, cx.b.int_type(1)], false);
    let pair = cx.b.op1(llvm::AtomicCmpXchgOperation::name(), &[ptr, cmp, new], st, &attrs);
    let pos = typed::dense_i64_array(cx.b.ctx, &[0]);
    cx.b.op1(llvm::ExtractValueOperation::name(), &[pair], elem, &[("position", pos)])
}

/// `llvm.atomicrmw bin_op ptr, value` and the old value.
fn emit_atomicrmw(
    cx: &Lowering,
    sem: AtomicSem,
    bin_op: typed::AtomicBinOp,
    elem: MlirType,
    ptr: MlirValue,
    a: MlirValue,
) -> MlirValue {
    let mut attrs = vec![("ordering", typed::atomic_ordering(cx.b.ctx, sem.ord))];
    if let Some(s) = sem.scope {
        attrs.push(("syncscope", cx.b.str_attr(s)));
    }
    attrs.push(("bin_op", typed::atomic_bin_op(cx.b.ctx, bin_op)));
    cx.b.op1(llvm::AtomicRMWOperation::name(), &[ptr, a], elem, &attrs)
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
    let ord = if ord == typed::AtomicOrdering::NotAtomic { typed::AtomicOrdering::Monotonic } else { ord };
    let sem = AtomicSem { ord, scope };
    let is_float = typed::int_width(elem).is_none();
    let bin_op = if cas { typed::AtomicBinOp::Xchg } else { atomic_bin_op(op)? };
    if !cas && is_float && !matches!(bin_op, typed::AtomicBinOp::FAdd | typed::AtomicBinOp::Xchg) {
        emit_op_error(op, "integer atomic mode on a float element type");
        return Err(PassFailed);
    }
    let i1 = cx.b.int_type(1);
    let shared = replicated_side_effect(cx, rty);
    let mut olds = Vec::with_capacity(k_slots);
    for k in 0..k_slots {
        let mut cond = cx.is_owner(k, rty);
        if let Some(ms) = &mask {
            cond = cx.b.op1(arith::AndIOperation::name(), &[cond, pick(ms, k)], i1, &[]);
        }
        let ptr = pick(&slots[0], k);
        let a = pick(&slots[1], k);
        let c = if cas { Some(pick(&slots[2], k)) } else { None };
        let old = cx.if_else(
            cond,
            &[elem],
            |cx| match c {
                Some(newv) => vec![emit_cmpxchg(cx, sem, elem, ptr, a, newv)],
                None => vec![emit_atomicrmw(cx, sem, bin_op, elem, ptr, a)],
            },
            |cx| vec![zero(cx, elem)],
        );
        olds.push(old[0]);
    }
    // Replicas (N < T) take the owner's old value through the bcast buffer.
    if n < cx.num_threads && has_uses(result0(op)) {
        olds = vec![broadcast_old(cx, olds[0], elem, rty)];
    } else if shared {
        cx.barrier();
    }
    cx.set(result0(op), olds);
    Ok(())
}

/// The owner of slot 0 hands its old value to the replicas through the
/// bcast buffer.
fn broadcast_old(cx: &mut Lowering, old: MlirValue, elem: MlirType, tile: MlirType) -> MlirValue {
    let bc = cx.bcast.expect("bcast buffer exists");
    let e = cx.element_index(0, tile);
    let slot = gep(cx, bc, e, elem);
    let owner = cx.is_owner(0, tile);
    cx.if_else(
        owner,
        &[],
        |cx| {
            cx.b.op(llvm::StoreOperation::name(), &[old, slot], &[], &[]);
            vec![]
        },
        |_| vec![],
    );
    cx.barrier();
    let v = cx.b.op1(llvm::LoadOperation::name(), &[slot], elem, &[]);
    cx.barrier();
    v
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
    let elem = if typed::is_ranked_tensor(ty) { typed::element_type(ty).unwrap_or(ty) } else { ty };
    let t = typed::tileaa_ptr_pointee(elem).unwrap_or(elem);
    cx.scalar_type(t)
}

fn per_slot_cast(cx: &mut Lowering, op: MlirOperation, llvm_op: &str) {
    let rty = value_type(result0(op));
    let st = cx.scalar_type(rty);
    let xs = cx.slots(operands(op)[0]);
    let out: Vec<MlirValue> = xs.iter().map(|x| cx.b.op1(llvm_op, &[*x], st, &[])).collect();
    cx.set(result0(op), out);
}

#[cfg(test)]
mod tests {
    use super::{additive_slots, split_index};
    use tileas_dialects::tv_layout::TvLayout;

    #[test]
    fn blocked_and_transposed_layouts_are_additive() {
        // bias_clamp_where's 64x128 f32 tile: runs of 4, 16 slots a thread.
        assert!(additive_slots(&TvLayout::blocked(64 * 128, 128, 4), 128));
        // The serial schedule's `t + k·T` and a replicated tile (64 elements, 128 threads).
        assert!(additive_slots(&TvLayout::blocked(4096, 128, 1), 128));
        assert!(additive_slots(&TvLayout::blocked(64, 128, 1), 128));
        let transposed = TvLayout::blocked_along(&[64, 32], 0, 128, 4).expect("a power-of-two tile");
        assert!(additive_slots(&transposed, 128));
    }

    #[test]
    fn overlapping_or_mismatched_layouts_are_not() {
        // Another kernel size than the layout's thread count.
        assert!(!additive_slots(&TvLayout::blocked(64 * 128, 128, 4), 256));
        // Slots at 0, 2, 4, 6 and threads at 0, 4, 8, 12: bit 2 is both a slot's and a thread's.
        let mut l = TvLayout::blocked(16, 4, 4);
        l.value.stride = vec![2];
        assert!(!additive_slots(&l, 4));
    }

    #[test]
    fn split_index_is_row_major() {
        assert_eq!(split_index(0, &[64, 128]), vec![0, 0]);
        assert_eq!(split_index(4 * 128 + 3, &[64, 128]), vec![4, 3]);
        assert_eq!(split_index(32 * 8 + 2 * 8 + 7, &[4, 32, 8]), vec![1, 2, 7]);
    }
}
