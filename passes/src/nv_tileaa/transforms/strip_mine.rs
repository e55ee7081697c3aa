//! `tileaa-strip-mine-tiles`: a weak `tiled_store` of a large tile computed
//! elementwise from weak `tiled_load`s (and splats, splat constants,
//! broadcasts of small tiles) becomes a loop over sub-tiles of at most
//! `TARGET` elements, each loaded, computed and stored in turn.
//!
//! Why: the lowering gives every element of a tile a register slot, so a
//! 256x256 i8 tile is 512 values per thread (long compiles, heavy register
//! pressure) and a 4096x4096 f32 tile cannot be compiled at all. A loop over
//! sub-tiles keeps a few dozen slots live and the code size independent of
//! the tile's.
//!
//! Legality: the loads and the store are unordered (the store's token does
//! not come from the loads, whose result tokens are unused), no other memory
//! op lies between them, every intermediate tile is used only inside the
//! chain, and bounds checks and padding apply per element exactly as
//! before (a sub-tile is a tile at a shifted origin). The tile is cut along
//! its outer dimensions: dimension `d` is the first whose inner part fits
//! `TARGET`, split into chunks of `c` rows; the dimensions before `d` go one
//! index at a time.

use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, cf, func, llvm, math};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::ops::nv_tileaa;

/// Elements per sub-tile: 64 slots per thread at 128 threads.
const TARGET: i64 = 8192;

#[derive(Clone, Debug, Default)]
pub struct StripMineTiles;

impl RustPass for StripMineTiles {
    const ARGUMENT: &'static str = "tileaa-strip-mine-tiles";
    const NAME: &'static str = "TileAAStripMineTiles";
    const DESCRIPTION: &'static str =
        "Turn elementwise load/compute/store chains of large nv_tileaa tiles into loops over sub-tiles";

    fn anchor() -> Option<&'static str> {
        Some(func::FuncOperation::name())
    }

    fn run(&mut self, func: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let func = func.to_raw();
        if get_attr(func, typed::TILEAA_KERNEL_ATTR).is_none() {
            return Ok(());
        }
        // SAFETY: a `func.func` has one region.
        let region = unsafe { mlirOperationGetRegion(func, 0) };
        let stores: Vec<MlirOperation> = region_blocks(region)
            .into_iter()
            .flat_map(block_ops)
            .filter(|op| op_name(*op) == nv_tileaa::TiledStoreOperation::name())
            .collect();
        for store in stores {
            if let Some(chain) = Chain::find(store) {
                chain.rewrite(region);
            }
        }
        Ok(())
    }
}

/// A store and the ops computing its value, in program order.
struct Chain {
    store: MlirOperation,
    ops: Vec<MlirOperation>,
    shape: Vec<i64>,
    /// Split dimension and rows per chunk.
    d: usize,
    c: i64,
}

impl Chain {
    fn find(store: MlirOperation) -> Option<Chain> {
        let value = operands(store).get(1).copied()?;
        let shape = typed::static_shape(value_type(value))?;
        let n: i64 = shape.iter().product();
        if n <= TARGET || !weak(store) || has_uses(result0(store)) || shape.iter().any(|&s| s & (s - 1) != 0) {
            return None;
        }
        let d = (0..shape.len()).find(|&d| shape[d + 1..].iter().product::<i64>() <= TARGET)?;
        let c = (TARGET / shape[d + 1..].iter().product::<i64>()).min(shape[d]);
        // SAFETY: `store` is live and in a block.
        let block = unsafe { mlirOperationGetBlock(store) };
        let mut members: Vec<MlirOperation> = Vec::new();
        let mut work = vec![value];
        while let Some(v) = work.pop() {
            // SAFETY: `v` is live; the owner is only read for op results.
            let def = unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }?;
            if members.iter().any(|m| m.ptr == def.ptr) {
                continue;
            }
            // SAFETY: `def` is live.
            if unsafe { mlirOperationGetBlock(def) }.ptr != block.ptr {
                return None;
            }
            for x in member_inputs(def, &shape, d)? {
                work.push(x);
            }
            members.push(def);
        }
        // Program order, and nothing else touching memory in between.
        let all = block_ops(block);
        let pos = |op: MlirOperation| all.iter().position(|o| o.ptr == op.ptr);
        members.sort_by_key(|m| pos(*m));
        // The window that matters starts at the chain's first load
        // (constants and splats may sit anywhere above it).
        let first_load =
            members.iter().find(|m| op_name(**m) == nv_tileaa::TiledLoadOperation::name()).copied().unwrap_or(store);
        let (first, last) = (pos(first_load)?, pos(store)?);
        let inside = |op: &MlirOperation| members.iter().any(|m| m.ptr == op.ptr);
        if all[first..last].iter().any(|op| !inside(op) && touches_memory(*op)) {
            return None;
        }
        // Every tile of the chain is used only by the chain.
        for m in &members {
            for r in results(*m) {
                if !users(r).iter().all(|u| inside(u) || u.ptr == store.ptr) {
                    return None;
                }
            }
        }
        Some(Chain { store, ops: members, shape, d, c })
    }

    fn rewrite(self, region: MlirRegion) {
        // SAFETY: every op and block used below is live IR of `region`; new
        // blocks are handed to the region, moved ops keep their operands.
        unsafe {
            let block = mlirOperationGetBlock(self.store);
            let loc = mlirOperationGetLocation(self.store);
            let ctx = mlirOperationGetContext(self.store);
            let i64t = mlirIntegerTypeGet(ctx, 64);
            let body = new_block(&[i64t], loc);
            let exit = new_block(&[], loc);
            mlirRegionInsertOwnedBlockAfter(region, block, body);
            mlirRegionInsertOwnedBlockAfter(region, body, exit);
            // Everything after the store moves to the exit block.
            let mut next = mlirOperationGetNextInBlock(self.store);
            while !next.ptr.is_null() {
                let after = mlirOperationGetNextInBlock(next);
                mlirOperationRemoveFromParent(next);
                mlirBlockAppendOwnedOperation(exit, next);
                next = after;
            }
            let b = Builder::at_end(ctx, block, loc);
            let zero = b.const_int(i64t, 0);
            b.op_full(cf::BranchOperation::name(), &[zero], &[], &[], Vec::new(), &[body]);
            let bb = Builder::at_end(ctx, body, loc);
            let i = mlirBlockGetArgument(body, 0);
            let offsets = self.offsets(&bb, i);
            let mut map: HashMap<ValueKey, MlirValue> = HashMap::new();
            for op in self.ops.iter().copied().chain(std::iter::once(self.store)) {
                self.clone_into(&bb, op, &offsets, &mut map);
            }
            let iterations = self.iterations();
            let one = bb.const_int(i64t, 1);
            let n = bb.op1(arith::AddIOperation::name(), &[i, one], i64t, &[]);
            let more = bb.cmpi(typed::ICmpPredicate::Ult, n, bb.const_int(i64t, iterations));
            bb.cond_br(more, (body, &[n]), (exit, &[]));
            mlirOperationDestroy(self.store);
            for op in self.ops.iter().rev() {
                mlirOperationDestroy(*op);
            }
        }
    }

    fn iterations(&self) -> i64 {
        self.shape[..self.d].iter().product::<i64>() * (self.shape[self.d] / self.c)
    }

    /// The sub-tile's origin offset along each tile dimension (i64), from
    /// the iteration `i`: dimension `d` moves by `c` rows, the ones before it
    /// one index at a time (row-major over the chunks).
    fn offsets(&self, b: &Builder, i: MlirValue) -> Vec<Option<MlirValue>> {
        let i64t = b.int_type(64);
        let mut out = vec![None; self.shape.len()];
        let mut rest = i;
        for dim in (0..=self.d).rev() {
            let count = if dim == self.d { self.shape[dim] / self.c } else { self.shape[dim] };
            let step = if dim == self.d { self.c } else { 1 };
            if count == 1 {
                continue;
            }
            let k = b.op1(arith::RemUIOperation::name(), &[rest, b.const_int(i64t, count)], i64t, &[]);
            out[dim] = Some(if step == 1 {
                k
            } else {
                b.op1(arith::MulIOperation::name(), &[k, b.const_int(i64t, step)], i64t, &[])
            });
            rest = b.op1(arith::DivUIOperation::name(), &[rest, b.const_int(i64t, count)], i64t, &[]);
        }
        out
    }

    fn sub_shape(&self) -> Vec<i64> {
        let mut s = self.shape.clone();
        for (dim, e) in s.iter_mut().enumerate().take(self.d + 1) {
            *e = if dim == self.d { self.c } else { 1 };
        }
        s
    }

    /// Clones one op of the chain into the loop body: chain operands
    /// remapped, tile results of the sub-tile's shape, origins shifted.
    fn clone_into(
        &self,
        b: &Builder,
        op: MlirOperation,
        offsets: &[Option<MlirValue>],
        map: &mut HashMap<ValueKey, MlirValue>,
    ) {
        let name = op_name(op);
        let is_load = name == nv_tileaa::TiledLoadOperation::name();
        let is_store = name == nv_tileaa::TiledStoreOperation::name();
        // SAFETY: `op` is live; the clone is fresh and handed to the body
        // block; operand indices are below its operand count.
        unsafe {
            let clone = mlirOperationClone(op);
            b.insert(clone);
            for (k, v) in operands(op).into_iter().enumerate() {
                if let Some(nv) = map.get(&v.into()) {
                    mlirOperationSetOperand(clone, k as isize, *nv);
                }
            }
            if is_load || is_store {
                let dim_map: Vec<usize> = get_attr(op, "dim_map")
                    .map(typed::dense_i64_values)
                    .unwrap_or_default()
                    .iter()
                    .map(|&x| x as usize)
                    .collect();
                let first_index = if is_store { 2 } else { 1 };
                let b2 = Builder { before: Some(clone), ..*b };
                for (t, m) in dim_map.iter().enumerate() {
                    if let Some(off) = offsets[t] {
                        let at = (first_index + m) as isize;
                        let old = mlirOperationGetOperand(clone, at);
                        let new = b2.op1(arith::AddIOperation::name(), &[old, off], value_type(old), &[]);
                        mlirOperationSetOperand(clone, at, new);
                    }
                }
            }
            let sub = self.sub_shape();
            for (k, r) in results(op).into_iter().enumerate() {
                let nr = result(clone, k as isize);
                if let Some(shape) = typed::static_shape(value_type(r)) {
                    if shape == self.shape {
                        let ty = value_type(r);
                        let t = mlirRankedTensorTypeGet(
                            sub.len() as isize,
                            sub.as_ptr(),
                            mlirShapedTypeGetElementType(ty),
                            mlirAttributeGetNull(),
                        );
                        mlirValueSetType(nr, t);
                        if name == arith::ConstantOperation::name() {
                            if let Some(a) = get_attr(op, "value") {
                                let splat = mlirDenseElementsAttrSplatGet(t, mlirDenseElementsAttrGetSplatValue(a));
                                mlirOperationSetAttributeByName(
                                    clone,
                                    mlirStringRefCreateFromCString(c"value".as_ptr()),
                                    splat,
                                );
                            }
                        }
                    }
                }
                map.insert(r.into(), nr);
            }
        }
    }
}

/// The chain values an op of the chain reads (tiles of the chain's shape);
/// `None` if the op cannot be part of a chain.
fn member_inputs(op: MlirOperation, shape: &[i64], d: usize) -> Option<Vec<MlirValue>> {
    let name = op_name(op);
    let same = |v: &MlirValue| typed::static_shape(value_type(*v)).as_deref() == Some(shape);
    let ins = operands(op);
    if name == nv_tileaa::TiledLoadOperation::name() {
        let token_unused = results(op).get(1).is_none_or(|t| !has_uses(*t));
        return (weak(op) && token_unused).then(Vec::new);
    }
    if name == nv_tileaa::SplatOperation::name() {
        return Some(Vec::new());
    }
    if name == arith::ConstantOperation::name() {
        let splat = get_attr(op, "value").is_some_and(|a| {
            // SAFETY: the queries accept any attribute.
            unsafe { mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a) }
        });
        return splat.then(Vec::new);
    }
    if name == nv_tileaa::BroadcastOperation::name() {
        // The source stays outside the loop: it must be 1 along every
        // dimension the loop cuts.
        let src = typed::static_shape(value_type(ins[0]))?;
        return src[..=d].iter().all(|&e| e == 1).then(Vec::new);
    }
    let elementwise = is_dialect_op(&name, arith::AddIOperation::name())
        || is_dialect_op(&name, math::SqrtOperation::name())
        || name == nv_tileaa::FpToFpOperation::name();
    if !elementwise || results(op).len() != 1 || !same(&result0(op)) {
        return None;
    }
    // Every tile operand has the chain's shape; scalars stay outside.
    if ins.iter().any(|v| typed::static_shape(value_type(*v)).is_some() && !same(v)) {
        return None;
    }
    Some(ins.into_iter().filter(|v| same(v)).collect())
}

fn weak(op: MlirOperation) -> bool {
    get_attr(op, "sem").and_then(typed::str_value).as_deref() == Some("weak")
}

/// The ops using `v`.
fn users(v: MlirValue) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    // SAFETY: `v` is live; the use list ends at a null operand.
    unsafe {
        let mut u = mlirValueGetFirstUse(v);
        while !u.ptr.is_null() {
            out.push(mlirOpOperandGetOwner(u));
            u = mlirOpOperandGetNextUse(u);
        }
    }
    out
}

/// Ops that read or write memory or have effects a reordering could change:
/// nv_tileaa ops other than the pure ones, calls, and LLVM-dialect ops.
fn touches_memory(op: MlirOperation) -> bool {
    let name = op_name(op);
    let pure = [
        nv_tileaa::SplatOperation::name(),
        nv_tileaa::BroadcastOperation::name(),
        nv_tileaa::ViewOperation::name(),
        nv_tileaa::PermuteOperation::name(),
        nv_tileaa::ExtractSliceOperation::name(),
        nv_tileaa::CatOperation::name(),
        nv_tileaa::InsertSliceOperation::name(),
        nv_tileaa::BitcastOperation::name(),
        nv_tileaa::MakeRangeOperation::name(),
        nv_tileaa::MakeMemRefOperation::name(),
        nv_tileaa::GetDimSizeOperation::name(),
        nv_tileaa::GetProgramIdOperation::name(),
        nv_tileaa::GetNumProgramsOperation::name(),
        nv_tileaa::AddPtrOperation::name(),
        nv_tileaa::IntToPtrOperation::name(),
        nv_tileaa::PtrToIntOperation::name(),
        nv_tileaa::PtrCastOperation::name(),
        nv_tileaa::FpToFpOperation::name(),
        nv_tileaa::CreateMemTokenOperation::name(),
        nv_tileaa::JoinMemTokenOperation::name(),
        nv_tileaa::ReduceOperation::name(),
        nv_tileaa::ScanOperation::name(),
        nv_tileaa::DotOperation::name(),
        nv_tileaa::GetGlobalOperation::name(),
    ];
    (is_dialect_op(&name, nv_tileaa::SplatOperation::name()) && !pure.contains(&name.as_str()))
        || name == func::CallOperation::name()
        || is_dialect_op(&name, llvm::CallOperation::name())
}
