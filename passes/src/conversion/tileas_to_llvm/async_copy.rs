//! The ring-buffer ops of software-pipelined loops (`tileas-pipeline-loads`):
//! `async_load` → `cp.async` (sm_80+), `async_commit` → its commit group,
//! `async_wait` → `cp.async.wait_group` and a CTA barrier, `buffer_read` →
//! shared loads into the tile's register layout.
//!
//! A stage holds its tile in memory order: row-major over the tile
//! dimensions sorted by the memref dimension each maps to (`dim_map`), so
//! the runs of a stage are runs of memory along the innermost mapped
//! dimension even for a transposed load. The copy does not follow the
//! register layout: the stage is cut into chunks of up to 16 bytes along
//! that dimension, chunk `c` copied by thread `c mod T`, so consecutive
//! threads copy consecutive memory. A chunk that is not wholly
//! in bounds reads only its in-bounds prefix and the copy zero-fills the
//! rest (`cp.async`'s src-size); with a non-zero padding such a chunk is
//! instead loaded lane by lane and stored to shared memory synchronously.
//! Chunks narrower than 4 bytes (cp.async's minimum) or without a proven
//! alignment are copied synchronously too.

use super::memory::{self, MemRef};
use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::nv_tileas::tma::OperandSwizzle as Swizzle;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, llvm};
use mlir_sys::*;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};

/// Lowers `op` if it is one of this file's; `Ok(false)` otherwise.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    if name == nv_tileas::AsyncLoadOperation::name() {
        async_load(cx, op)?;
    } else if name == nv_tileas::AsyncGatherOperation::name() {
        async_gather(cx, op)?;
    } else if name == nv_tileas::AsyncCommitOperation::name() {
        cx.b.call_intrinsic_void(&typed::nvvm_intrinsic("cp.async.commit.group"), &[]);
    } else if name == nv_tileas::AsyncWaitOperation::name() {
        if operands(op).is_empty() && get_attr(op, typed::TILEAS_WGMMA_WAIT_ATTR).is_none() && first_contact(cx, op) {
            return Ok(true);
        }
        if let Some(n) = get_attr(op, typed::TILEAS_WGMMA_WAIT_ATTR).and_then(typed::int_value) {
            nvvm_wgmma_wait(cx, n);
        }
        // A kernel whose stages all come by TMA has no groups to wait for.
        if cx.cp_async {
            let pending = get_attr(op, "pending").and_then(typed::int_value).unwrap_or(0);
            let n = cx.b.const_int(cx.b.int_type(32), pending);
            cx.b.call_intrinsic_void(&typed::nvvm_intrinsic("cp.async.wait.group"), &[n]);
        }
        if get_attr(op, "fence_async").is_some() {
            super::umma::nvvm(cx, "fence.proxy.async.shared_cta", &[]);
        }
        cx.barrier();
        if let Some(run) = cx.deferred_invals.remove(&(op.ptr as usize)) {
            super::tma_copy::invalidate(cx, &run)?;
        }
        for (v, r) in operands(op).into_iter().zip(results(op)) {
            let slots = cx.slots(v);
            let fenced = super::wgmma::fence_operands(cx, &slots);
            cx.set(r, fenced);
        }
    } else if name == nv_tileas::BufferReadOperation::name() {
        buffer_read(cx, op)?;
    } else if name == nv_tileas::BufferWriteOperation::name() {
        buffer_write(cx, op)?;
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// Ops that touch no shared memory, so no CTA barrier orders them: arith
/// and math on values, and memref/grid queries. (A `make_memref` whose
/// tensor map the kernel builds itself writes it to global memory from
/// thread 0, which also issues every copy that reads it: still nothing for
/// a CTA barrier to order.)
pub(super) fn register_only(op: MlirOperation) -> bool {
    let name = op_name(op);
    name.starts_with("arith.")
        || name.starts_with("math.")
        || [
            nv_tileaa::MakeMemRefOperation::name(),
            nv_tileaa::GetProgramIdOperation::name(),
            nv_tileaa::GetNumProgramsOperation::name(),
        ]
        .contains(&name.as_str())
}

/// Whether `op` is the kernel's first contact with shared memory: in the
/// entry block, after ops that keep to registers only, in a kernel whose
/// lowering sets nothing up in shared memory at entry (no tcgen05 slots or
/// TMEM pool, no warp agents). No copy has been issued and no thread has
/// touched a stage yet, so a wait there has nothing to wait for and its CTA
/// barrier nothing to order (softmax_rows_f32 began with a `bar.sync`).
fn first_contact(cx: &Lowering, op: MlirOperation) -> bool {
    if cx.tc.is_some() || cx.tmem_pool.is_some() || cx.agents.is_some() {
        return false;
    }
    let block = block_of(op);
    // SAFETY: `block` is live; its parent region and that region's first
    // block are only compared.
    let entry = unsafe { mlirRegionGetFirstBlock(mlirBlockGetParentRegion(block)) };
    entry.ptr == block.ptr && block_ops(block).into_iter().take_while(|o| o.ptr != op.ptr).all(register_only)
}

/// `wgmma.wait_group n`.
fn nvvm_wgmma_wait(cx: &Lowering, n: i64) {
    let n = cx.b.const_int(cx.b.int_type(64), n);
    super::umma::nvvm(cx, "wgmma.wait_group.sync.aligned", &[n]);
}

pub(super) fn int_attr(op: MlirOperation, name: &str) -> i64 {
    get_attr(op, name).and_then(typed::int_value).unwrap_or(0)
}

/// Shared pointer to byte `offset + stage * stage_bytes` of the ring region.
pub(super) fn stage_base(cx: &Lowering, op: MlirOperation, stage: MlirValue) -> Result<MlirValue, PassFailed> {
    let Some(pipe) = cx.pipe else {
        emit_op_error(op, "needs the kernel's ring-buffer region ('nv_tileas.pipeline_bytes')");
        return Err(PassFailed);
    };
    let (offset, stage_bytes) = (int_attr(op, "offset"), int_attr(op, "stage_bytes"));
    if offset + stage_bytes > cx.pipe_bytes {
        emit_op_error(op, &format!("stage at byte {offset} is outside the {}-byte ring region", cx.pipe_bytes));
        return Err(PassFailed);
    }
    let i32t = cx.b.int_type(32);
    let scaled = cx.b.op1(arith::MulIOperation::name(), &[stage, cx.b.const_int(i32t, stage_bytes)], i32t, &[]);
    let o = cx.b.op1(arith::AddIOperation::name(), &[scaled, cx.b.const_int(i32t, offset)], i32t, &[]);
    Ok(byte_ptr(cx, pipe, o))
}

/// `base + o` bytes (o: i32), a shared pointer.
fn byte_ptr(cx: &Lowering, base: MlirValue, o: MlirValue) -> MlirValue {
    cx.b.gep(base, &[GepIndex::Value(o)], cx.b.int_type(8), cx.b.ptr_type(3))
}

/// The tile dimensions in memory order (sorted by their `dim_map` entry)
/// and each one's stride in the stage (elements).
struct Order {
    perm: Vec<usize>,
    stride: Vec<i64>,
    /// `block_bytes` of a TMA stage: (elements per block row, elements of a
    /// memory-order row, rows), the rows cut into blocks stored one after
    /// the other.
    block: Option<(i64, i64, i64)>,
}

impl Order {
    fn new(shape: &[i64], dim_map: &[usize]) -> Order {
        let mut perm: Vec<usize> = (0..shape.len()).collect();
        perm.sort_by_key(|&d| dim_map[d]);
        let mut stride = vec![1; shape.len()];
        let mut acc = 1;
        for &d in perm.iter().rev() {
            stride[d] = acc;
            acc *= shape[d];
        }
        Order { perm, stride, block: None }
    }

    /// The order with the stage's `block_bytes` (elements of `bytes` bytes).
    fn with_block(mut self, op: MlirOperation, shape: &[i64], bytes: i64) -> Result<Order, PassFailed> {
        let Some(bb) = get_attr(op, "block_bytes").and_then(typed::int_value) else { return Ok(self) };
        let inner = shape[self.inner()];
        let width = bb / bytes.max(1);
        if width <= 0 || inner % width != 0 {
            emit_op_error(op, &format!("block_bytes {bb} does not cut the stage's {}-byte rows", inner * bytes));
            return Err(PassFailed);
        }
        let rows = shape.iter().product::<i64>() / inner;
        self.block = Some((width, inner, rows));
        Ok(self)
    }

    /// The stage position (elements) of tile coordinates `j`, one an
    /// expression per dimension: a sum over the dimensions of a function of
    /// each coordinate (a multiple of it; within a `block_bytes` row, its
    /// block and its place in the block) that distributes over coordinates
    /// whose bits are disjoint, so that parts of a coordinate (a thread's,
    /// a slot's, a loop's) may be placed apart and their positions added.
    fn position<T: std::marker::Copy>(&self, j: &[Option<T>], num: &mut dyn FnMut(Term<T>) -> T, zero: T) -> T {
        let inner = self.inner();
        let mut acc = zero;
        let mut add = |num: &mut dyn FnMut(Term<T>) -> T, x: T| acc = num(Term::Add(acc, x));
        let row_unit = self.block.map_or(1, |(_, extent, _)| extent);
        let width = self.block.map_or(1, |(w, _, _)| w);
        for (d, jd) in j.iter().enumerate() {
            let Some(x) = *jd else { continue };
            if d != inner {
                // Whole rows of `extent` in a blocked stage: `width` elements each.
                let unit = self.stride[d] / row_unit * width;
                let t = num(Term::Mul(x, unit));
                add(num, t);
            } else if let Some((w, _, rows)) = self.block {
                let blk = num(Term::Shr(x, w.trailing_zeros() as i64));
                let t = num(Term::Mul(blk, rows * w));
                add(num, t);
                let t = num(Term::And(x, w - 1));
                add(num, t);
            } else {
                add(num, x);
            }
        }
        acc
    }

    /// The innermost tile dimension of the stage.
    fn inner(&self) -> usize {
        self.perm[self.perm.len() - 1]
    }
}

/// A tiled op's `dim_map` (identity when absent).
pub(crate) fn dim_map_of(op: MlirOperation, rank: usize) -> Vec<usize> {
    match get_attr(op, "dim_map") {
        Some(a) => typed::dense_i64_values(a).into_iter().map(|d| d.max(0) as usize).collect(),
        None => (0..rank).collect(),
    }
}

/// The copy of one tile: its memref, origin (i64), shape and element.
struct Copy {
    m: MemRef,
    origin: Vec<MlirValue>,
    shape: Vec<i64>,
    dim_map: Vec<usize>,
    order: Order,
    elem: MlirType,
    bytes: i64,
    /// Elements per chunk along the stage's innermost dimension.
    width: i64,
    /// Whether chunks go through cp.async (else synchronously).
    asynchronous: bool,
    /// A tensor-core operand layout of the stage (`swizzle`).
    swizzle: Option<Swizzle>,
}

fn swizzle_of(op: MlirOperation) -> Result<Option<Swizzle>, PassFailed> {
    match get_attr(op, "swizzle").and_then(typed::str_value) {
        None => Ok(None),
        Some(name) => match Swizzle::parse(&name) {
            Some(sw) => Ok(Some(sw)),
            None => {
                emit_op_error(op, &format!("unknown swizzle \"{name}\""));
                Err(PassFailed)
            }
        },
    }
}

/// Byte offset (i32) in a swizzled stage of the tile's element `j` of
/// `bytes`-byte elements: the matrix is the last two dimensions (the others
/// have extent 1).
fn swizzled_offset(cx: &Lowering, sw: Swizzle, shape: &[i64], j: &[MlirValue], bytes: i64) -> MlirValue {
    let i32t = cx.b.int_type(32);
    let (rows, cols) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    let (row, col) = (j[j.len() - 2], j[j.len() - 1]);
    let col_bytes = cx.b.op1(arith::MulIOperation::name(), &[col, cx.b.const_int(i32t, bytes)], i32t, &[]);
    if sw.n_major {
        super::umma::n_major_rel(cx, rows, row, col_bytes, sw.atom32)
    } else {
        super::umma::k_major_offset(cx, (cols * bytes).min(128), rows, row, col_bytes, sw.atom32)
    }
}

/// Whether a swizzled stage can hold a tile of `shape` in memory order
/// `order`: a matrix in its last two dimensions, memory in tile order.
fn swizzle_fits(shape: &[i64], order: &Order) -> bool {
    let r = shape.len();
    r >= 2 && shape[..r - 2].iter().all(|&d| d == 1) && order.perm.iter().enumerate().all(|(i, &d)| i == d)
}

/// Chunk width in elements: up to 16 bytes, a power of two dividing the
/// extent along the stage's innermost dimension, with the base (bytes), the
/// origin along the contiguous memref dimension `md` and the other strides
/// proven multiples of it (`div_by` facts); 0 when that dimension's stride
/// is not the constant 1. Chunks of fewer than 4 bytes cannot be cp.async
/// copies (`tileas-pipeline-loads` leaves such loads serial).
pub fn chunk_width(f: &memory::MemRefFacts, origin_div: i64, md: usize, extent: i64, bytes: i64) -> i64 {
    if !f.unit_stride.get(md).copied().unwrap_or(false) || bytes <= 0 {
        return 0;
    }
    let mut w = (16 / bytes).clamp(1, extent.max(1));
    while w > 1 {
        let ok = f.base_div % (w * bytes) == 0
            && origin_div % w == 0
            && (0..f.rank).all(|d| d == md || f.stride_div[d] % w == 0)
            && extent % w == 0;
        if ok {
            break;
        }
        w /= 2;
    }
    w
}

fn async_load(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    if get_attr(op, "barrier").is_some() {
        let stage = cx.slots(ops[ops.len() - 2])[0];
        let base = stage_base(cx, op, stage)?;
        return super::tma_copy::async_load(cx, op, base);
    }
    let m = memory::memref(cx, op, ops[0])?;
    let rank = m.sizes.len();
    let Some(tile) = get_attr(op, "tile").and_then(typed::type_attr_value) else {
        emit_op_error(op, "needs a tile type");
        return Err(PassFailed);
    };
    let shape = Lowering::shape(tile).unwrap_or_default();
    let dim_map = dim_map_of(op, shape.len());
    if shape.is_empty() || dim_map.len() != shape.len() || dim_map.iter().any(|&d| d >= rank) {
        emit_op_error(op, "dim_map does not match the tile and memref ranks");
        return Err(PassFailed);
    }
    let order = Order::new(&shape, &dim_map);
    if get_attr(op, "block_bytes").is_some() {
        emit_op_error(op, "block_bytes needs a TMA copy ('barrier')");
        return Err(PassFailed);
    }
    let origin = memory::origin_i64(cx, &ops[1..1 + rank]);
    let (stage, pred) = (cx.slots(ops[1 + rank])[0], cx.slots(ops[2 + rank])[0]);
    let elem = cx.scalar_type(tile);
    let bytes = storage_bytes(elem);
    let md = dim_map[order.inner()];
    let extent = shape[order.inner()];
    let width = chunk_width(&m.facts, memory::known_divisor(ops[1 + md]), md, extent, bytes);
    let asynchronous = width * bytes >= 4;
    let width = width.max(1);
    let swizzle = swizzle_of(op)?;
    if swizzle.is_some() && !swizzle_fits(&shape, &order) {
        emit_op_error(op, "a swizzled stage needs a matrix tile (leading unit dimensions) in memory order");
        return Err(PassFailed);
    }
    let copy = Copy { m, origin, shape, dim_map, order, elem, bytes, width, asynchronous, swizzle };
    let base = stage_base(cx, op, stage)?;
    let padding = get_attr(op, "padding");
    let zero_pad = padding.is_none_or(is_zero);
    let saved = cx.b;
    cx.b = cx.b.if_then(pred);
    let n = copy.shape.iter().product::<i64>();
    let chunks = n / copy.width;
    let t = cx.num_threads;
    for j in 0..(chunks + t - 1) / t {
        let i32t = cx.b.int_type(32);
        let c = cx.b.op1(arith::AddIOperation::name(), &[cx.tid, cx.b.const_int(i32t, j * t)], i32t, &[]);
        let inner = cx.b;
        if (j + 1) * t > chunks {
            let ok = cx.b.cmpi(typed::ICmpPredicate::Ult, c, cx.b.const_int(i32t, chunks));
            cx.b = cx.b.if_then(ok);
        }
        copy_chunk(cx, &copy, base, c, zero_pad, padding);
        cx.b = inner;
    }
    cx.b = saved;
    Ok(())
}

/// `async_gather`: each thread copies its runs of `width` slots, each run's
/// pointers consecutive and aligned and its mask constant (the pass that
/// made the op proved both), with one cp.async apiece; a run masked off
/// writes zeros and reads nothing.
fn async_gather(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let (mask, stage, pred) = match ops[..] {
        [_, m, s, p] => (Some(m), s, p),
        [_, s, p] => (None, s, p),
        _ => {
            emit_op_error(op, "expects ptrs, an optional mask, a stage and a predicate");
            return Err(PassFailed);
        }
    };
    let tile = value_type(ops[0]);
    let shape = Lowering::shape(tile).unwrap_or_default();
    let Some(bytes) = typed::element_type(tile).and_then(typed::tileaa_ptr_pointee).map(storage_bytes) else {
        emit_op_error(op, "ptrs must be a tile of pointers");
        return Err(PassFailed);
    };
    let width = int_attr(op, "width");
    let layout = cx.layout(tile);
    let ptrs = cx.slots(ops[0]);
    if width <= 0 || layout.vector() % width != 0 || ptrs.len() != cx.num_slots(tile) || bytes <= 0 {
        emit_op_error(
            op,
            &format!("width {width} must divide the runs of consecutive elements the layout of ptrs gives a thread"),
        );
        return Err(PassFailed);
    }
    // The verifier holds a swizzled stage to a matrix (the tile is in order).
    let swizzle = swizzle_of(op)?;
    let masks = mask.map(|m| cx.slots(m));
    let stage = cx.slots(stage)[0];
    let pred = cx.slots(pred)[0];
    let base = stage_base(cx, op, stage)?;
    let replicated = cx.replicated(tile);
    let saved = cx.b;
    cx.b = cx.b.if_then(pred);
    let (i32t, i64t) = (cx.b.int_type(32), cx.b.int_type(64));
    for s in (0..ptrs.len()).step_by(width as usize) {
        let e = cx.element_index(s, tile);
        let o = match swizzle {
            // A run never crosses a 16-byte unit, which the swizzle moves whole.
            Some(sw) => swizzled_offset(cx, sw, &shape, &cx.multi_index(e, &shape), bytes),
            None => cx.b.op1(arith::MulIOperation::name(), &[e, cx.b.const_int(i32t, bytes)], i32t, &[]),
        };
        let dst = byte_ptr(cx, base, o);
        let all = cx.b.const_int(i64t, width);
        let valid = match &masks {
            Some(m) => {
                let on = if m.len() == 1 { m[0] } else { m[s] };
                let none = cx.b.const_int(i64t, 0);
                cx.b.op1(arith::SelectOperation::name(), &[on, all, none], i64t, &[])
            }
            None => all,
        };
        let inner = cx.b;
        if replicated {
            let own = cx.is_owner(s, tile);
            cx.b = cx.b.if_then(own);
        }
        cp_async(cx, dst, ptrs[s], width * bytes, valid, bytes);
        cx.b = inner;
    }
    cx.b = saved;
    Ok(())
}

/// Whether a padding attribute is all zero bits (what cp.async and TMA fill).
pub(crate) fn is_zero(a: MlirAttribute) -> bool {
    // SAFETY: `a` is a live attribute of the module being lowered.
    tileas_dialects::data_attrs::is_zero_bits(unsafe { melior::ir::Attribute::from_raw(a) })
}

/// Copies chunk `c` (i32) of the tile into the stage at `base`.
fn copy_chunk(
    cx: &mut Lowering,
    k: &Copy,
    base: MlirValue,
    c: MlirValue,
    zero_pad: bool,
    padding: Option<MlirAttribute>,
) {
    let (i32t, i64t, i1) = (cx.b.int_type(32), cx.b.int_type(64), cx.b.int_type(1));
    // `e`: the chunk's first position in the stage; `j`: its tile index.
    let e = cx.b.op1(arith::MulIOperation::name(), &[c, cx.b.const_int(i32t, k.width)], i32t, &[]);
    let stage_shape: Vec<i64> = k.order.perm.iter().map(|&d| k.shape[d]).collect();
    let jb = cx.multi_index(e, &stage_shape);
    let mut j = jb.clone();
    for (i, &d) in k.order.perm.iter().enumerate() {
        j[d] = jb[i];
    }
    let md = k.dim_map[k.order.inner()];
    let mut coords = k.origin.clone();
    for (d, &mdim) in k.dim_map.iter().enumerate() {
        let jd = cx.b.op1(arith::ExtUIOperation::name(), &[j[d]], i64t, &[]);
        coords[mdim] = cx.b.op1(arith::AddIOperation::name(), &[coords[mdim], jd], i64t, &[]);
    }
    let mut offset = cx.b.const_int(i64t, 0);
    let mut others = cx.b.const_int(i1, 1);
    for (d, ((&coord, &stride), &size)) in coords.iter().zip(&k.m.strides).zip(&k.m.sizes).enumerate() {
        let term = cx.b.op1(arith::MulIOperation::name(), &[coord, stride], i64t, &[]);
        offset = cx.b.op1(arith::AddIOperation::name(), &[offset, term], i64t, &[]);
        if d != md {
            let ok = cx.b.cmpi(typed::ICmpPredicate::Ult, coord, size);
            others = cx.b.op1(arith::AndIOperation::name(), &[others, ok], i1, &[]);
        }
    }
    // In-bounds lanes: the prefix of the chunk below the size along `md`
    // (a negative coordinate reads as huge, so none).
    let zero64 = cx.b.const_int(i64t, 0);
    let left = cx.b.op1(arith::SubIOperation::name(), &[k.m.sizes[md], coords[md]], i64t, &[]);
    let inside = cx.b.cmpi(typed::ICmpPredicate::Ult, coords[md], k.m.sizes[md]);
    let left = cx.b.op1(arith::SelectOperation::name(), &[inside, left, zero64], i64t, &[]);
    let left = cx.b.op1(arith::MinSIOperation::name(), &[left, cx.b.const_int(i64t, k.width)], i64t, &[]);
    let valid = cx.b.op1(arith::SelectOperation::name(), &[others, left, zero64], i64t, &[]);
    let any = cx.b.cmpi(typed::ICmpPredicate::Sgt, valid, zero64);
    let safe = cx.b.op1(arith::SelectOperation::name(), &[any, offset, zero64], i64t, &[]);
    let src = cx.b.gep(k.m.base, &[GepIndex::Value(safe)], k.elem, value_type(k.m.base));
    let dst_off = match k.swizzle {
        // A chunk never crosses a 16-byte unit, which the swizzle moves whole.
        Some(sw) => swizzled_offset(cx, sw, &k.shape, &j, k.bytes),
        None => cx.b.op1(arith::MulIOperation::name(), &[e, cx.b.const_int(i32t, k.bytes)], i32t, &[]),
    };
    let dst = byte_ptr(cx, base, dst_off);
    let chunk_bytes = k.width * k.bytes;
    if k.asynchronous && zero_pad {
        cp_async(cx, dst, src, chunk_bytes, valid, k.bytes);
    } else if k.asynchronous {
        let full = cx.b.cmpi(typed::ICmpPredicate::Eq, valid, cx.b.const_int(i64t, k.width));
        cx.if_else(
            full,
            &[],
            |cx| {
                let all = cx.b.const_int(i64t, k.width);
                cp_async(cx, dst, src, chunk_bytes, all, k.bytes);
                Vec::new()
            },
            |cx| {
                sync_lanes(cx, k, src, dst, valid, padding);
                Vec::new()
            },
        );
    } else {
        sync_lanes(cx, k, src, dst, valid, padding);
    }
}

/// `cp.async` of `size` bytes reading `valid` elements (the rest zero).
fn cp_async(cx: &Lowering, dst: MlirValue, src: MlirValue, size: i64, valid: MlirValue, bytes: i64) {
    let i32t = cx.b.int_type(32);
    let v = cx.b.op1(arith::TruncIOperation::name(), &[valid], i32t, &[]);
    let src_size = cx.b.op1(arith::MulIOperation::name(), &[v, cx.b.const_int(i32t, bytes)], i32t, &[]);
    // 16-byte copies bypass L1 (.cg: streamed tiles are read once per CTA).
    let name = if size == 16 {
        "cp.async.cg.shared.global.16.s".to_string()
    } else {
        format!("cp.async.ca.shared.global.{size}.s")
    };
    cx.b.call_intrinsic_void(&typed::nvvm_intrinsic(&name), &[dst, src, src_size]);
}

/// The chunk lane by lane, synchronously: lanes below `valid` loaded,
/// the others the padding, each stored to shared memory.
fn sync_lanes(
    cx: &mut Lowering,
    k: &Copy,
    src: MlirValue,
    dst: MlirValue,
    valid: MlirValue,
    padding: Option<MlirAttribute>,
) {
    let (i64t, elem) = (cx.b.int_type(64), k.elem);
    let pad = memory::padding_value(cx, padding, elem);
    let align = typed::i64_attr(cx.b.ctx, k.bytes);
    for lane in 0..k.width {
        let l = cx.b.const_int(i64t, lane);
        let inb = cx.b.cmpi(typed::ICmpPredicate::Slt, l, valid);
        let lane_src =
            if lane == 0 { src } else { cx.b.gep(src, &[GepIndex::Const(lane as i32)], elem, value_type(src)) };
        let loaded = cx.if_else(
            inb,
            &[elem],
            |cx| vec![cx.b.op1(llvm::LoadOperation::name(), &[lane_src], elem, &[("alignment", align)])],
            |_| vec![pad],
        )[0];
        let lane_dst = if lane == 0 {
            dst
        } else {
            cx.b.gep(dst, &[GepIndex::Const((lane * k.bytes) as i32)], cx.b.int_type(8), cx.b.ptr_type(3))
        };
        cx.b.op(llvm::StoreOperation::name(), &[loaded, lane_dst], &[], &[("alignment", align)]);
    }
}

/// `buffer_read`: each thread loads its slots from the stage, runs of
/// elements consecutive in the stage as one vector load of up to 16 bytes
/// (also from a swizzled stage read `to_registers`).
fn buffer_read(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let stage = cx.slots(operands(op)[0])[0];
    let base = stage_base(cx, op, stage)?;
    let swizzle = swizzle_of(op)?;
    if swizzle.is_some() && get_attr(op, "to_registers").is_none() {
        // A tensor-core operand: its dot reads the stage (umma.rs, `stage`).
        let addr = cx.b.op1(llvm::PtrToIntOperation::name(), &[base], cx.b.int_type(64), &[]);
        cx.ring_operands.insert(result0(op).ptr as usize, addr);
        cx.set(result0(op), Vec::new());
        return Ok(());
    }
    let tile = value_type(result0(op));
    let (shape, elem, bytes, order) = stage_layout(cx, op, tile)?;
    // A swizzled stage read into registers holds the matrix in memory order
    // (a transposed operand's too).
    let mem_shape: Vec<i64> = order.perm.iter().map(|&d| shape[d]).collect();
    if swizzle.is_some() && mem_shape[..mem_shape.len().saturating_sub(2)].iter().any(|&d| d != 1) {
        emit_op_error(op, "a swizzled stage read into registers needs a matrix tile (unit dimensions but the last two, in memory order)");
        return Err(PassFailed);
    }
    let k_slots = cx.num_slots(tile);
    // A run of up to 16 aligned bytes stays in one 16-byte unit, which a
    // swizzle moves whole.
    let w = stage_run(cx, tile, &shape, &order).min(16 / bytes).max(1);
    let w = if w & (w - 1) == 0 && k_slots as i64 % w == 0 { w as usize } else { 1 };
    let i32t = cx.b.int_type(32);
    let mut out = Vec::with_capacity(k_slots);
    for s in (0..k_slots).step_by(w) {
        let e = cx.element_index(s, tile);
        let o = match swizzle {
            Some(sw) => {
                let j = cx.multi_index(e, &shape);
                let mem_j: Vec<MlirValue> = order.perm.iter().map(|&d| j[d]).collect();
                swizzled_offset(cx, sw, &mem_shape, &mem_j, bytes)
            }
            None => {
                let pos = stage_position(cx, e, &shape, &order);
                cx.b.op1(arith::MulIOperation::name(), &[pos, cx.b.const_int(i32t, bytes)], i32t, &[])
            }
        };
        let ptr = byte_ptr(cx, base, o);
        let align = typed::i64_attr(cx.b.ctx, w as i64 * bytes);
        if w == 1 {
            out.push(cx.b.op1(llvm::LoadOperation::name(), &[ptr], elem, &[("alignment", align)]));
            continue;
        }
        let vty = typed::vector(&[w as i64], elem);
        let v = cx.b.op1(llvm::LoadOperation::name(), &[ptr], vty, &[("alignment", align)]);
        for lane in 0..w {
            let p = cx.b.const_int(i32t, lane as i64);
            out.push(cx.b.op1(llvm::ExtractElementOperation::name(), &[v, p], elem, &[]));
        }
    }
    cx.set(result0(op), out);
    Ok(())
}

/// A `buffer_read` whose tile a SIMT dot reads where the copies put it
/// (`dot.rs`, "In place"): its stage's base pointer and layout.
pub(super) struct StageView {
    base: MlirValue,
    elem: MlirType,
    bytes: i64,
    order: Order,
}

impl StageView {
    /// The view of `read`, a `buffer_read` of an unswizzled stage
    /// (`dot::stage_reads` checked the rest; `None` for any other op).
    pub(super) fn of(cx: &Lowering, read: MlirOperation) -> Result<Option<StageView>, PassFailed> {
        if op_name(read) != nv_tileas::BufferReadOperation::name()
            || get_attr(read, "swizzle").is_some()
            || get_attr(read, "to_registers").is_some()
        {
            return Ok(None);
        }
        let stage = cx.slots(operands(read)[0])[0];
        let base = stage_base(cx, read, stage)?;
        let (_, elem, bytes, order) = stage_layout(cx, read, value_type(result0(read)))?;
        Ok(Some(StageView { base, elem, bytes, order }))
    }

    /// [`Order::position`] of constant coordinates, in bytes.
    pub(super) fn const_offset(&self, j: &[i64]) -> i64 {
        let js: Vec<Option<i64>> = j.iter().map(|x| Some(*x)).collect();
        let mut num = |t: Term<i64>| match t {
            Term::Add(a, b) => a + b,
            Term::Mul(a, k) => a * k,
            Term::Shr(a, k) => a >> k,
            Term::And(a, k) => a & k,
        };
        self.order.position(&js, &mut num, 0) * self.bytes
    }

    /// A shared pointer to the stage's bytes at coordinates `j` (i32; `None`
    /// is 0) from `from` (the stage's base when `None`).
    pub(super) fn pointer(&self, cx: &Lowering, from: Option<MlirValue>, j: &[Option<MlirValue>]) -> MlirValue {
        let i32t = cx.b.int_type(32);
        let c = |v: i64| cx.b.const_int(i32t, v);
        let op = |name: &str, a: MlirValue, b: MlirValue| cx.b.op1(name, &[a, b], i32t, &[]);
        let mut num = |t: Term<MlirValue>| match t {
            Term::Add(a, b) => op(arith::AddIOperation::name(), a, b),
            Term::Mul(a, 1) => a,
            Term::Mul(a, k) => op(arith::MulIOperation::name(), a, c(k)),
            Term::Shr(a, k) => op(arith::ShRUIOperation::name(), a, c(k)),
            Term::And(a, k) => op(arith::AndIOperation::name(), a, c(k)),
        };
        let pos = self.order.position(j, &mut num, c(0));
        let o = op(arith::MulIOperation::name(), pos, c(self.bytes));
        byte_ptr(cx, from.unwrap_or(self.base), o)
    }

    /// The element at byte `offset` from `ptr` (a [`Self::pointer`]).
    pub(super) fn load_at(&self, cx: &Lowering, ptr: MlirValue, offset: i64) -> MlirValue {
        let p = if offset == 0 {
            ptr
        } else {
            cx.b.gep(ptr, &[GepIndex::Const(offset as i32)], cx.b.int_type(8), cx.b.ptr_type(3))
        };
        let align = typed::i64_attr(cx.b.ctx, self.bytes);
        cx.b.op1(llvm::LoadOperation::name(), &[p], self.elem, &[("alignment", align)])
    }
}

/// One step of [`Order::position`], on constants or i32 values.
enum Term<T> {
    Add(T, T),
    Mul(T, i64),
    Shr(T, i64),
    And(T, i64),
}

/// The stage layout a `buffer_read`/`buffer_write` of `tile` uses: its
/// shape, element, element bytes and order (`dim_map`, `block_bytes`).
fn stage_layout(
    cx: &Lowering,
    op: MlirOperation,
    tile: MlirType,
) -> Result<(Vec<i64>, MlirType, i64, Order), PassFailed> {
    let shape = Lowering::shape(tile).unwrap_or_default();
    let dim_map = dim_map_of(op, shape.len());
    if dim_map.len() != shape.len() {
        emit_op_error(op, "dim_map does not match the tile rank");
        return Err(PassFailed);
    }
    let elem = cx.scalar_type(tile);
    let bytes = storage_bytes(elem);
    let order = Order::new(&shape, &dim_map).with_block(op, &shape, bytes)?;
    Ok((shape, elem, bytes, order))
}

/// `buffer_write`: each thread stores the elements it owns into the stage,
/// runs consecutive in the stage as one vector store of up to 16 bytes (in a
/// swizzled stage too: an aligned run of up to 16 bytes stays in one
/// 16-byte unit, which the swizzle moves whole). A swizzled stage holds a
/// matrix in memory order, so a transposed one (`dim_map` [1, 0]: a K x N B
/// stored N x K, K-major) is written transposed. Replicas of an element do
/// not store it again. With `async_proxy` the stores are fenced for the
/// tensor cores' proxy (the MMAs that read the stage in place).
fn buffer_write(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let (tile, values) = (value_type(ops[0]), cx.slots(ops[0]));
    let stage = cx.slots(ops[1])[0];
    let base = stage_base(cx, op, stage)?;
    let (shape, elem, bytes, order) = stage_layout(cx, op, tile)?;
    let swizzle = swizzle_of(op)?;
    let mem_shape: Vec<i64> = order.perm.iter().map(|&d| shape[d]).collect();
    if swizzle.is_some()
        && (order.block.is_some() || !swizzle_fits(&mem_shape, &Order::new(&mem_shape, &identity(&mem_shape))))
    {
        emit_op_error(op, "a swizzled stage needs a matrix tile (unit dimensions but the last two, in memory order)");
        return Err(PassFailed);
    }
    let replicated = cx.replicated(tile) || cx.layout(tile).value.stride.contains(&0);
    // Slots s, s + q, ..., s + (w-1)q go to one store: runs along the
    // stage's innermost dimension, for a transposed matrix the rows of a
    // column that the registers keep q slots apart (a restaged B's K).
    let transposed = shape.len() == 2 && order.perm == [1, 0];
    let (w, q) = if replicated {
        (1, 1)
    } else if transposed && swizzle.is_some() {
        super::mma::widest_row_run(&cx.layout(tile), shape[1], (16 / bytes).max(1) as usize).unwrap_or((1, 1))
    } else {
        (stage_run(cx, tile, &shape, &order).min(16 / bytes).max(1) as usize, 1)
    };
    let (w, q) = if w & (w - 1) == 0 && values.len() % (w * q) == 0 { (w, q) } else { (1, 1) };
    let i32t = cx.b.int_type(32);
    for s in (0..values.len()).filter(|s| (s / q) % w == 0) {
        let e = cx.element_index(s, tile);
        let o = match swizzle {
            Some(sw) => {
                let j = cx.multi_index(e, &shape);
                let mem_j: Vec<MlirValue> = order.perm.iter().map(|&d| j[d]).collect();
                swizzled_offset(cx, sw, &mem_shape, &mem_j, bytes)
            }
            None => {
                let pos = stage_position(cx, e, &shape, &order);
                cx.b.op1(arith::MulIOperation::name(), &[pos, cx.b.const_int(i32t, bytes)], i32t, &[])
            }
        };
        let ptr = byte_ptr(cx, base, o);
        let align = typed::i64_attr(cx.b.ctx, w as i64 * bytes);
        let run: Vec<MlirValue> = (0..w).map(|j| values[s + j * q]).collect();
        let v = if w == 1 { run[0] } else { cx.vector_of(&run, elem) };
        let saved = cx.b;
        if replicated {
            let own = cx.is_owner(s, tile);
            cx.b = cx.b.if_then(own);
        }
        cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
        cx.b = saved;
    }
    if get_attr(op, "async_proxy").is_some() {
        super::umma::nvvm(cx, "fence.proxy.async.shared_cta", &[]);
    }
    Ok(())
}

/// The identity permutation of `shape`'s dimensions.
fn identity(shape: &[i64]) -> Vec<usize> {
    (0..shape.len()).collect()
}

/// How many consecutive slots of the tile's layout hold elements that are
/// consecutive in the stage: the layout's runs along the stage's innermost
/// dimension (its vector width when that is the tile's last dimension, else
/// the first value-mode entry when it steps along that dimension).
fn stage_run(cx: &Lowering, tile: MlirType, shape: &[i64], order: &Order) -> i64 {
    let run = memory_run(cx, tile, shape, order);
    match order.block {
        Some((width, _, _)) => run.min(width),
        None => run,
    }
}

/// [`stage_run`] of the stage in plain memory order.
fn memory_run(cx: &Lowering, tile: MlirType, shape: &[i64], order: &Order) -> i64 {
    let l = cx.layout(tile);
    let inner = order.inner();
    if inner == shape.len() - 1 {
        return l.vector();
    }
    let step: i64 = shape[inner + 1..].iter().product();
    match (l.value.shape.first(), l.value.stride.first()) {
        (Some(&s), Some(&d)) if d == step => s,
        _ => 1,
    }
}

/// Stage position (i32) of the tile's row-major element `e`.
fn stage_position(cx: &Lowering, e: MlirValue, shape: &[i64], order: &Order) -> MlirValue {
    let pos = memory_position(cx, e, shape, order);
    let Some((width, inner, rows)) = order.block else { return pos };
    // Row r's element i: block i / width, row r in it, element i mod width.
    let i32t = cx.b.int_type(32);
    let c = |v: i64| cx.b.const_int(i32t, v);
    let op = |name: &str, a: MlirValue, b: MlirValue| cx.b.op1(name, &[a, b], i32t, &[]);
    let i = op(arith::RemUIOperation::name(), pos, c(inner));
    let r = op(arith::DivUIOperation::name(), pos, c(inner));
    let blk = op(arith::DivUIOperation::name(), i, c(width));
    let at = op(arith::MulIOperation::name(), blk, c(rows * width));
    let at = op(arith::AddIOperation::name(), at, op(arith::MulIOperation::name(), r, c(width)));
    op(arith::AddIOperation::name(), at, op(arith::RemUIOperation::name(), i, c(width)))
}

/// Position (i32) of the tile's row-major element `e` in the stage's
/// memory order.
fn memory_position(cx: &Lowering, e: MlirValue, shape: &[i64], order: &Order) -> MlirValue {
    if order.perm.iter().enumerate().all(|(i, &d)| i == d) {
        return e;
    }
    let i32t = cx.b.int_type(32);
    let j = cx.multi_index(e, shape);
    let mut pos = cx.b.const_int(i32t, 0);
    for (d, jd) in j.into_iter().enumerate() {
        let term = cx.b.op1(arith::MulIOperation::name(), &[jd, cx.b.const_int(i32t, order.stride[d])], i32t, &[]);
        pos = cx.b.op1(arith::AddIOperation::name(), &[pos, term], i32t, &[]);
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::{Order, Term};

    fn eval(t: Term<i64>) -> i64 {
        match t {
            Term::Add(a, b) => a + b,
            Term::Mul(a, k) => a * k,
            Term::Shr(a, k) => a >> k,
            Term::And(a, k) => a & k,
        }
    }

    fn position(order: &Order, j: &[i64]) -> i64 {
        let js: Vec<Option<i64>> = j.iter().map(|x| Some(*x)).collect();
        order.position(&js, &mut eval, 0)
    }

    /// `stage_position`'s mapping on constants: the memory-order position,
    /// then (with blocks) block i / width of memory row r.
    fn reference(order: &Order, j: &[i64]) -> i64 {
        let pos: i64 = j.iter().zip(&order.stride).map(|(x, s)| x * s).sum();
        let Some((width, extent, rows)) = order.block else { return pos };
        let (i, r) = (pos % extent, pos / extent);
        (i / width) * rows * width + r * width + i % width
    }

    /// Every coordinate of `shape`, row-major.
    fn coords(shape: &[i64]) -> Vec<Vec<i64>> {
        let n: i64 = shape.iter().product();
        (0..n)
            .map(|mut e| {
                let mut j = vec![0; shape.len()];
                for d in (0..shape.len()).rev() {
                    j[d] = e % shape[d];
                    e /= shape[d];
                }
                j
            })
            .collect()
    }

    fn orders() -> Vec<(Vec<i64>, Order)> {
        let blocked = |shape: &[i64], dim_map: &[usize], width: i64| {
            let mut o = Order::new(shape, dim_map);
            let extent = shape[o.inner()];
            o.block = Some((width, extent, shape.iter().product::<i64>() / extent));
            (shape.to_vec(), o)
        };
        vec![
            (vec![8, 16], Order::new(&[8, 16], &[0, 1])),
            (vec![16, 8], Order::new(&[16, 8], &[1, 0])),
            blocked(&[4, 64], &[0, 1], 32),
            blocked(&[64, 4], &[1, 0], 32),
            blocked(&[2, 4, 16], &[0, 1, 2], 4),
        ]
    }

    #[test]
    fn position_is_the_stage_layout() {
        for (shape, order) in orders() {
            for j in coords(&shape) {
                assert_eq!(position(&order, &j), reference(&order, &j), "{shape:?} {j:?}");
            }
        }
    }

    #[test]
    fn position_adds_over_coordinates_with_disjoint_bits() {
        // Each coordinate split into its low two bits and the rest: the
        // parts' positions add up to the whole's (a thread's part, a slot's,
        // a K step's placed apart).
        for (shape, order) in orders() {
            for j in coords(&shape) {
                let low: Vec<i64> = j.iter().map(|x| x & 3).collect();
                let high: Vec<i64> = j.iter().map(|x| x & !3).collect();
                assert_eq!(position(&order, &low) + position(&order, &high), position(&order, &j), "{shape:?} {j:?}");
            }
        }
    }
}
