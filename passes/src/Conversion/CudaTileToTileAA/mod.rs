//! `convert-cuda-tile-to-tileaa` (docs/design/lowering-ir.md, Stage 1).
//!
//! Every `cuda_tile.module` of the top-level `builtin.module` is replaced by
//! its kernels as `func.func @k(...) attributes {nv_tileaa.kernel}` (and its
//! globals as `nv_tileaa.global`), placed where the `cuda_tile.module` was.
//! Each kernel body is rebuilt from scratch into the new function with a value
//! map (old cuda_tile value → new value): structured control flow (`if`,
//! `for`, `loop`, `break`, `continue`, early `return`) becomes `cf` blocks,
//! tiles become scalars/tensors, views become `nv_tileaa.memref` values and
//! `tiled_load`/`tiled_store` attributes.
//!
//! Files: `mod.rs` (driver, types, control flow), `ops.rs` (all other ops).

mod ops;

use crate::conversion::builder::*;
use crate::registry::{PassFailed, RustPass};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::HashMap;
use tileas_sys::string_ref;

#[derive(Clone, Debug, Default)]
pub struct ConvertCudaTileToTileAA;

impl RustPass for ConvertCudaTileToTileAA {
    const ARGUMENT: &'static str = "convert-cuda-tile-to-tileaa";
    const NAME: &'static str = "ConvertCudaTileToTileAA";
    const DESCRIPTION: &'static str =
        "Lower cuda_tile modules to func.func kernels in nv_tileaa form (arith/math on tensors, unstructured cf)";
    const ANCHOR: Option<&'static str> = Some("builtin.module");

    fn dependent_dialects() -> Vec<MlirDialectHandle> {
        unsafe {
            vec![
                mlirGetDialectHandle__func__(),
                mlirGetDialectHandle__cf__(),
                mlirGetDialectHandle__arith__(),
                mlirGetDialectHandle__math__(),
            ]
        }
    }

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let module = module.to_raw();
        let ctx = unsafe { mlirOperationGetContext(module) };
        // nv_tileaa has no C dialect handle to declare it as a dependent
        // dialect, so it is loaded by name here (the pass is anchored on the
        // top-level module, so nothing runs concurrently). When it is not
        // registered the ops stay unregistered (--allow-unregistered-dialect).
        unsafe { mlirContextGetOrLoadDialect(ctx, string_ref("nv_tileaa")) };
        let top = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0)) };
        if top.ptr.is_null() {
            return Ok(());
        }
        let mut ok = true;
        for m in block_ops(top) {
            if op_name(m) != "cuda_tile.module" {
                continue;
            }
            match convert_module(ctx, top, m) {
                Ok(()) => unsafe { mlirOperationDestroy(m) },
                Err(PassFailed) => ok = false,
            }
        }
        if ok {
            Ok(())
        } else {
            Err(PassFailed)
        }
    }
}

/// Emits `message` on `op` and returns the failure to propagate.
pub(crate) fn fail(op: MlirOperation, message: &str) -> PassFailed {
    emit_op_error(op, message);
    PassFailed
}

type R<T> = Result<T, PassFailed>;

/// Converts the kernels and globals of one `cuda_tile.module`, inserting the
/// results before it in `top`. On failure the ops already created are erased.
fn convert_module(ctx: MlirContext, top: MlirBlock, module: MlirOperation) -> R<()> {
    let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0)) };
    if body.ptr.is_null() {
        return Ok(());
    }
    let mut created = Vec::new();
    let mut result = Ok(());
    // Kernels and globals move into the top-level module's symbol table.
    let taken: Vec<String> = block_ops(top)
        .into_iter()
        .filter(|&o| op_name(o) != "cuda_tile.module")
        .filter_map(|o| get_attr(o, "sym_name"))
        .map(str_value)
        .collect();
    for op in block_ops(body) {
        let loc = unsafe { mlirOperationGetLocation(op) };
        let b = Builder { ctx, block: top, loc, before: Some(module) };
        if let Some(name) = get_attr(op, "sym_name").map(str_value) {
            if taken.contains(&name) {
                result = Err(fail(op, &format!("cannot be converted to nv_tileaa: the top-level module already defines a symbol named '{name}'")));
                break;
            }
        }
        let r = match op_name(op).as_str() {
            "cuda_tile.entry" => convert_entry(b, op).map(|f| created.push(f)),
            "cuda_tile.global" => ops::convert_global(b, op).map(|g| created.push(g)),
            _ => Err(fail(op, "cannot be converted to nv_tileaa: only 'cuda_tile.entry' and 'cuda_tile.global' may appear in a cuda_tile.module")),
        };
        if r.is_err() {
            result = r;
            break;
        }
    }
    if result.is_err() {
        for op in created {
            unsafe { mlirOperationDestroy(op) };
        }
    }
    result
}

/// What a view value stands for in the new IR.
#[derive(Clone)]
pub(crate) enum View {
    /// A `tensor_view`: the `nv_tileaa.memref` value.
    Tensor(MlirValue),
    /// A `partition_view` over a tensor view, folded into tiled loads/stores.
    Partition(Partition),
}

#[derive(Clone)]
pub(crate) struct Partition {
    pub memref: MlirValue,
    /// Tile extents, one per tile dimension.
    pub tile: Vec<i64>,
    /// Memref dimension walked by each tile dimension.
    pub dim_map: Vec<i64>,
    /// `PaddingValue` case (zero, neg_zero, nan, pos_inf, neg_inf), if any.
    pub padding: Option<u32>,
    /// Element type of the memref.
    pub elem: MlirType,
}

/// Enclosing constructs that give terminators their meaning.
#[derive(Clone, Copy)]
enum Frame {
    /// `yield` branches to `merge`.
    If { merge: MlirBlock },
    /// `continue` adds `step` to `iv` and branches to `header`.
    For { header: MlirBlock, iv: MlirValue, step: MlirValue },
    /// `continue` branches to `header`, `break` to `exit`.
    Loop { header: MlirBlock, exit: MlirBlock },
    /// Body of a reduce/scan: `yield` becomes `nv_tileaa.yield`.
    Combiner,
}

/// State of converting one kernel.
pub(crate) struct Kernel {
    pub b: Builder,
    /// Region that receives new blocks (the function body, or a combiner body).
    region: MlirRegion,
    pub map: ValueMap<MlirValue>,
    pub views: HashMap<ValueKey, View>,
    frames: Vec<Frame>,
    /// Blocks created but not yet placed in a region (placed when filled).
    pending: Vec<MlirBlock>,
    /// The function's entry block, where shared i64 constants live.
    entry: Option<MlirBlock>,
    /// i64 constants created by the conversion (tile extents, static sizes
    /// and strides), one per value, at the top of the entry block.
    consts: HashMap<i64, MlirValue>,
    /// The last of those constants (the next one goes after it).
    last_const: Option<MlirOperation>,
}

fn convert_entry(b: Builder, entry: MlirOperation) -> R<MlirOperation> {
    let name = get_attr(entry, "sym_name").map(str_value).unwrap_or_default();
    let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(entry, 0)) };
    if body.ptr.is_null() {
        return Err(fail(entry, "cannot be converted to nv_tileaa: the kernel has no body"));
    }
    let region = unsafe { mlirRegionCreate() };
    let mut k = Kernel::new(b, region);
    let result = (|| {
        let mut arg_types = Vec::new();
        for a in block_args(body) {
            arg_types.push(k.map_type(entry, value_type(a))?);
        }
        // Arguments keep their own locations (the kernel's source signature).
        let locs: Vec<MlirLocation> =
            block_args(body).into_iter().map(|a| unsafe { mlirValueGetLocation(a) }).collect();
        let new_entry = unsafe { mlirBlockCreate(arg_types.len() as isize, arg_types.as_ptr(), locs.as_ptr()) };
        unsafe { mlirRegionAppendOwnedBlock(region, new_entry) };
        k.entry = Some(new_entry);
        for (old, new) in block_args(body).into_iter().zip(block_args(new_entry)) {
            k.map.insert(old.into(), new);
        }
        k.b = Builder { block: new_entry, before: None, ..b };
        k.lower_ops(body)?;
        Ok(arg_types)
    })();
    // Blocks still pending were never filled (only on failure): give them to
    // the region so that they are destroyed with it.
    for blk in k.pending.drain(..) {
        unsafe { mlirRegionAppendOwnedBlock(region, blk) };
    }
    match result {
        Ok(arg_types) => {
            let fty = unsafe {
                mlirFunctionTypeGet(b.ctx, arg_types.len() as isize, arg_types.as_ptr(), 0, std::ptr::null())
            };
            let attrs = [
                ("sym_name", b.str_attr(&name)),
                ("function_type", unsafe { mlirTypeAttrGet(fty) }),
                ("nv_tileaa.kernel", b.unit_attr()),
            ];
            Ok(b.op_full("func.func", &[], &[], &attrs, vec![region], &[]))
        }
        Err(e) => {
            unsafe { mlirRegionDestroy(region) };
            Err(e)
        }
    }
}

/// Parses a type we build from text; fails (instead of panicking) when the
/// nv_tileaa dialect is neither registered nor allowed as unregistered.
pub(crate) fn parse_type(ctx: MlirContext, op: MlirOperation, text: &str) -> R<MlirType> {
    let t = unsafe { mlirTypeParseGet(ctx, string_ref(text)) };
    if t.ptr.is_null() {
        return Err(fail(op, &format!("cannot build type '{text}' (is the nv_tileaa dialect registered?)")));
    }
    Ok(t)
}

/// Value of a string attribute.
pub(crate) fn str_value(a: MlirAttribute) -> String {
    unsafe { tileas_sys::to_string(mlirStringAttrGetValue(a)) }
}

pub(crate) fn is_tile(t: MlirType) -> bool {
    unsafe { tileas_sys::tileasTypeIsACudaTileTileType(t) }
}

/// Shape of a cuda_tile tile type (empty for rank 0).
pub(crate) fn tile_shape(t: MlirType) -> Vec<i64> {
    unsafe {
        (0..tileas_sys::tileasCudaTileTileTypeGetRank(t))
            .map(|d| tileas_sys::tileasCudaTileTileTypeGetDimSize(t, d))
            .collect()
    }
}

impl Kernel {
    pub fn new(b: Builder, region: MlirRegion) -> Kernel {
        Kernel {
            b,
            region,
            map: HashMap::new(),
            views: HashMap::new(),
            frames: Vec::new(),
            pending: Vec::new(),
            entry: None,
            consts: HashMap::new(),
            last_const: None,
        }
    }

    /// An i64 constant, shared by the whole function (created once, at the
    /// top of the entry block, so that it dominates every use).
    pub fn const_i64(&mut self, value: i64) -> MlirValue {
        if let Some(v) = self.consts.get(&value) {
            return *v;
        }
        let Some(entry) = self.entry else { return self.b.const_int(self.b.int_type(64), value) };
        let ty = self.b.int_type(64);
        let op = unsafe {
            let mut st = mlirOperationStateGet(string_ref("arith.constant"), self.b.loc);
            mlirOperationStateAddResults(&mut st, 1, &ty);
            let attr =
                mlirNamedAttributeGet(mlirIdentifierGet(self.b.ctx, string_ref("value")), self.b.int_attr(ty, value));
            mlirOperationStateAddAttributes(&mut st, 1, &attr);
            mlirOperationCreate(&mut st)
        };
        unsafe {
            match self.last_const {
                Some(last) => mlirBlockInsertOwnedOperationAfter(entry, last, op),
                None => mlirBlockInsertOwnedOperation(entry, 0, op),
            }
        }
        self.last_const = Some(op);
        let v = result0(op);
        self.consts.insert(value, v);
        v
    }

    /// Maps a scalar element type (`ptr<T>` → `!nv_tileaa.ptr<T>`).
    pub fn map_elem(&self, op: MlirOperation, elem: MlirType) -> R<MlirType> {
        unsafe {
            if tileas_sys::tileasTypeIsACudaTilePointerType(elem) {
                let pointee = tileas_sys::tileasCudaTilePointerTypeGetPointeeType(elem);
                return parse_type(self.b.ctx, op, &format!("!nv_tileaa.ptr<{}>", type_string(pointee)));
            }
            if mlirTypeIsAInteger(elem) || mlirTypeIsAFloat(elem) {
                return Ok(elem);
            }
        }
        Err(fail(op, &format!("cannot be converted to nv_tileaa: unsupported element type '{}'", type_string(elem))))
    }

    /// Maps a cuda_tile value type to its nv_tileaa-stage type (views: the
    /// memref type of a tensor_view; partition views have no type and fail).
    pub fn map_type(&self, op: MlirOperation, t: MlirType) -> R<MlirType> {
        unsafe {
            if is_tile(t) {
                let elem = self.map_elem(op, tileas_sys::tileasCudaTileTileTypeGetElementType(t))?;
                let shape = tile_shape(t);
                if shape.is_empty() {
                    return Ok(elem);
                }
                return Ok(mlirRankedTensorTypeGet(shape.len() as isize, shape.as_ptr(), elem, mlirAttributeGetNull()));
            }
            if tileas_sys::tileasTypeIsACudaTileTokenType(t) {
                return parse_type(self.b.ctx, op, "!nv_tileaa.mem_token");
            }
            if tileas_sys::tileasTypeIsACudaTileTensorViewType(t) {
                let elem = tileas_sys::tileasCudaTileTensorViewTypeGetElementType(t);
                let dynamic = tileas_sys::tileasCudaTileTensorViewTypeGetDynamic();
                let mut text = String::from("!nv_tileaa.memref<");
                for d in 0..tileas_sys::tileasCudaTileTensorViewTypeGetRank(t) {
                    let s = tileas_sys::tileasCudaTileTensorViewTypeGetDimSize(t, d);
                    if s == dynamic {
                        text.push('?')
                    } else {
                        text.push_str(&s.to_string())
                    }
                    text.push('x');
                }
                text.push_str(&type_string(elem));
                text.push('>');
                return parse_type(self.b.ctx, op, &text);
            }
        }
        if unsafe { tileas_sys::tileasTypeIsACudaTilePartitionViewType(t) } {
            return Err(fail(op, "cannot be converted to nv_tileaa: partition views cannot be carried through control flow (they are folded into tiled_load/tiled_store)"));
        }
        Err(fail(op, &format!("cannot be converted to nv_tileaa: unsupported type '{}'", type_string(t))))
    }

    /// The new value of an old one.
    pub fn get(&self, op: MlirOperation, old: MlirValue) -> R<MlirValue> {
        match self.map.get(&old.into()) {
            Some(v) => Ok(*v),
            None => Err(fail(op, &format!(
                "cannot be converted to nv_tileaa: operand of type '{}' has no converted value (views cannot flow through control flow or be used as values)",
                type_string(value_type(old))
            ))),
        }
    }

    pub fn get_all(&self, op: MlirOperation, olds: &[MlirValue]) -> R<Vec<MlirValue>> {
        olds.iter().map(|v| self.get(op, *v)).collect()
    }

    pub fn set(&mut self, old: MlirValue, new: MlirValue) {
        self.map.insert(old.into(), new);
    }

    /// Mapped result types of `op`.
    pub fn result_types(&self, op: MlirOperation) -> R<Vec<MlirType>> {
        results(op).into_iter().map(|r| self.map_type(op, value_type(r))).collect()
    }

    fn block(&mut self, types: &[MlirType]) -> MlirBlock {
        let blk = new_block(types, self.b.loc);
        self.pending.push(blk);
        blk
    }

    /// Places a pending block at the end of the current region and makes it
    /// the insertion block.
    fn enter(&mut self, blk: MlirBlock) {
        if let Some(i) = self.pending.iter().position(|p| p.ptr == blk.ptr) {
            self.pending.remove(i);
            unsafe { mlirRegionAppendOwnedBlock(self.region, blk) };
        }
        self.b = Builder { block: blk, before: None, ..self.b };
    }

    fn br(&self, dest: MlirBlock, args: &[MlirValue]) {
        self.b.op_full("cf.br", args, &[], &[], Vec::new(), &[dest]);
    }

    fn cond_br(&self, cond: MlirValue, t: MlirBlock, t_args: &[MlirValue], f: MlirBlock, f_args: &[MlirValue]) {
        let mut operands = vec![cond];
        operands.extend_from_slice(t_args);
        operands.extend_from_slice(f_args);
        let seg = self.b.attr(&format!("array<i32: 1, {}, {}>", t_args.len(), f_args.len()));
        self.b.op_full("cf.cond_br", &operands, &[], &[("operandSegmentSizes", seg)], Vec::new(), &[t, f]);
    }

    /// Converts the ops of an old block into the current insertion block
    /// (which may change as control flow creates new blocks).
    pub fn lower_ops(&mut self, old: MlirBlock) -> R<()> {
        for op in block_ops(old) {
            self.b = self.b.with_loc(unsafe { mlirOperationGetLocation(op) });
            match op_name(op).as_str() {
                "cuda_tile.if" => self.lower_if(op)?,
                "cuda_tile.for" => self.lower_for(op)?,
                "cuda_tile.loop" => self.lower_loop(op)?,
                "cuda_tile.yield" | "cuda_tile.continue" | "cuda_tile.break" | "cuda_tile.return" => {
                    return self.lower_terminator(op);
                }
                _ => self.convert_op(op)?,
            }
        }
        Ok(())
    }

    fn first_block(op: MlirOperation, i: isize) -> Option<MlirBlock> {
        let blk = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(op, i)) };
        (!blk.ptr.is_null()).then_some(blk)
    }

    fn lower_if(&mut self, op: MlirOperation) -> R<()> {
        let cond = self.get(op, operands(op)[0])?;
        let types = self.result_types(op)?;
        let then_old = Self::first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty then region"))?;
        let else_old = Self::first_block(op, 1);
        if else_old.is_none() && !types.is_empty() {
            return Err(fail(op, "cannot be converted: an 'if' with results needs an else region"));
        }
        let merge = self.block(&types);
        let then_b = self.block(&[]);
        let else_b = if else_old.is_some() { self.block(&[]) } else { merge };
        self.cond_br(cond, then_b, &[], else_b, &[]);
        self.frames.push(Frame::If { merge });
        self.enter(then_b);
        let r = self.lower_ops(then_old);
        let r = r.and_then(|_| match else_old {
            Some(e) => {
                self.enter(else_b);
                self.lower_ops(e)
            }
            None => Ok(()),
        });
        self.frames.pop();
        r?;
        self.enter(merge);
        for (old, new) in results(op).into_iter().zip(block_args(merge)) {
            self.set(old, new);
        }
        Ok(())
    }

    fn lower_for(&mut self, op: MlirOperation) -> R<()> {
        let ops = self.get_all(op, &operands(op))?;
        let (lb, ub, step, inits) = (ops[0], ops[1], ops[2], &ops[3..]);
        let body_old = Self::first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty loop body"))?;
        let iter_types = self.result_types(op)?;
        let mut header_types = vec![value_type(lb)];
        header_types.extend_from_slice(&iter_types);
        let header = self.block(&header_types);
        let body = self.block(&[]);
        let exit = self.block(&iter_types);
        let mut args = vec![lb];
        args.extend_from_slice(inits);
        self.br(header, &args);
        self.enter(header);
        let hargs = block_args(header);
        let i1 = self.b.int_type(1);
        let slt = self.b.int_attr(self.b.int_type(64), 2);
        let cmp = self.b.op1("arith.cmpi", &[hargs[0], ub], i1, &[("predicate", slt)]);
        self.cond_br(cmp, body, &[], exit, &hargs[1..]);
        for (old, new) in block_args(body_old).into_iter().zip(hargs.iter()) {
            self.set(old, *new);
        }
        self.enter(body);
        self.lower_loop_body(op, body_old, Frame::For { header, iv: hargs[0], step }, exit)
    }

    fn lower_loop(&mut self, op: MlirOperation) -> R<()> {
        let inits = self.get_all(op, &operands(op))?;
        let body_old = Self::first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty loop body"))?;
        let iter_types: Vec<MlirType> =
            block_args(body_old).into_iter().map(|a| self.map_type(op, value_type(a))).collect::<R<_>>()?;
        let result_types = self.result_types(op)?;
        let header = self.block(&iter_types);
        let exit = self.block(&result_types);
        self.br(header, &inits);
        self.enter(header);
        for (old, new) in block_args(body_old).into_iter().zip(block_args(header)) {
            self.set(old, new);
        }
        self.lower_loop_body(op, body_old, Frame::Loop { header, exit }, exit)
    }

    /// Lowers a loop body (at the current block) inside `frame`, then
    /// continues at `exit`, whose arguments are the loop's results.
    fn lower_loop_body(&mut self, op: MlirOperation, body_old: MlirBlock, frame: Frame, exit: MlirBlock) -> R<()> {
        self.frames.push(frame);
        let r = self.lower_ops(body_old);
        self.frames.pop();
        r?;
        self.enter(exit);
        for (old, new) in results(op).into_iter().zip(block_args(exit)) {
            self.set(old, new);
        }
        Ok(())
    }

    fn lower_terminator(&mut self, op: MlirOperation) -> R<()> {
        let vals = self.get_all(op, &operands(op))?;
        let name = op_name(op);
        match name.as_str() {
            "cuda_tile.return" => {
                if self.frames.iter().any(|f| matches!(f, Frame::Combiner)) {
                    return Err(fail(op, "cannot be converted: 'return' inside a reduce/scan body"));
                }
                self.b.op("func.return", &vals, &[], &[]);
                Ok(())
            }
            "cuda_tile.yield" => match self.frames.last() {
                Some(Frame::If { merge }) => {
                    self.br(*merge, &vals);
                    Ok(())
                }
                Some(Frame::Combiner) => {
                    self.b.op("nv_tileaa.yield", &vals, &[], &[]);
                    Ok(())
                }
                _ => Err(fail(op, "cannot be converted: 'yield' outside an 'if' or a reduce/scan body")),
            },
            _ => {
                // continue / break: the innermost loop, looking through ifs.
                let frame = self.frames.iter().rev().find(|f| !matches!(f, Frame::If { .. })).copied();
                match (name.as_str(), frame) {
                    ("cuda_tile.continue", Some(Frame::For { header, iv, step })) => {
                        let next = self.b.op1("arith.addi", &[iv, step], value_type(iv), &[]);
                        let mut args = vec![next];
                        args.extend(vals);
                        self.br(header, &args);
                        Ok(())
                    }
                    ("cuda_tile.continue", Some(Frame::Loop { header, .. })) => {
                        self.br(header, &vals);
                        Ok(())
                    }
                    ("cuda_tile.break", Some(Frame::Loop { exit, .. })) => {
                        self.br(exit, &vals);
                        Ok(())
                    }
                    _ => Err(fail(op, "cannot be converted: not inside a loop it can leave or continue")),
                }
            }
        }
    }

    /// Converts the single-block body of a reduce/scan into a new region of
    /// scalar ops ending in `nv_tileaa.yield`.
    pub fn lower_combiner(&mut self, op: MlirOperation) -> R<MlirRegion> {
        let old = Self::first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty body"))?;
        let types: Vec<MlirType> =
            block_args(old).into_iter().map(|a| self.map_type(op, value_type(a))).collect::<R<_>>()?;
        let region = unsafe { mlirRegionCreate() };
        let blk = new_block(&types, self.b.loc);
        unsafe { mlirRegionAppendOwnedBlock(region, blk) };
        for (o, n) in block_args(old).into_iter().zip(block_args(blk)) {
            self.set(o, n);
        }
        let saved_b = self.b;
        let saved_region = std::mem::replace(&mut self.region, region);
        let saved_pending = std::mem::take(&mut self.pending);
        self.b = Builder { block: blk, before: None, ..self.b };
        self.frames.push(Frame::Combiner);
        let r = self.lower_ops(old);
        self.frames.pop();
        for p in std::mem::replace(&mut self.pending, saved_pending) {
            unsafe { mlirRegionAppendOwnedBlock(region, p) };
        }
        self.region = saved_region;
        self.b = saved_b;
        match r {
            Ok(()) => Ok(region),
            Err(e) => {
                unsafe { mlirRegionDestroy(region) };
                Err(e)
            }
        }
    }
}
