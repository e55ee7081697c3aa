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
//! Files: `mod.rs` (driver, types, control flow), `ops.rs` (the dispatch
//! table and the value ops), `narrow.rs` (4-bit elements), `memory.rs`
//! (views, loads, stores, atomics, globals).
//!
//! Every raw handle this pass passes to MLIR's C API is live: operations,
//! blocks, regions, values and types come from the module being converted
//! (which MLIR keeps alive while the pass runs) or were just created by it,
//! and a region or block is destroyed only when nothing else owns it.

mod gather_view;
mod memory;
mod narrow;
mod ops;

use crate::conversion::builder::*;
use crate::conversion::is_op;
use crate::conversion::typed::{self, TILEAA_KERNEL_ATTR};
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, builtin, cf, func};
use melior::ir::operation::OperationRef;
use melior::ir::{Type, TypeLike};
use mlir_sys::*;
use std::collections::HashMap;
use tileas_dialects::data_attrs::OptimizationHints;
use tileas_dialects::ops::{cuda_tile as ct, nv_tileaa as aa};
use tileas_dialects::tileaa_types;
use tileas_dialects::types::{
    GatherScatterViewType, PartitionViewType, PointerType, StridedViewType, TensorViewType, TileType, TokenType,
};
use tileas_sys::string_ref;

#[derive(Clone, Debug, Default)]
pub struct ConvertCudaTileToTileAA;

impl RustPass for ConvertCudaTileToTileAA {
    const ARGUMENT: &'static str = "convert-cuda-tile-to-tileaa";
    const NAME: &'static str = "ConvertCudaTileToTileAA";
    const DESCRIPTION: &'static str =
        "Lower cuda_tile modules to func.func kernels in nv_tileaa form (arith/math on tensors, unstructured cf)";

    fn anchor() -> Option<&'static str> {
        Some(builtin::ModuleOperation::name())
    }

    fn dependent_dialects() -> Vec<MlirDialectHandle> {
        // SAFETY: the handle getters take no arguments and return static data.
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
        // SAFETY: `module` is the live op the pass runs on.
        let ctx = unsafe { mlirOperationGetContext(module) };
        // nv_tileaa has no C dialect handle to declare it as a dependent
        // dialect, so it is loaded by name here (the pass is anchored on the
        // top-level module, so nothing runs concurrently). Its types are built
        // through its C API, which needs the dialect loaded.
        // SAFETY: `ctx` is the live context of `module`; the name is copied.
        let dialect = unsafe { mlirContextGetOrLoadDialect(ctx, string_ref("nv_tileaa")) };
        if dialect.ptr.is_null() {
            return Err(fail(module, "cannot be converted to nv_tileaa: the nv_tileaa dialect is not registered"));
        }
        let Some(top) = first_block(module, 0) else { return Ok(()) };
        let mut ok = true;
        for m in block_ops(top) {
            if !is_op(m, ct::ModuleOperation::name()) {
                continue;
            }
            match convert_module(ctx, top, m) {
                // SAFETY: the converted module is no longer referenced: its
                // kernels were rebuilt, nothing outside it uses its values.
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

/// The first block of region `i` of `op`, if the region has one.
fn first_block(op: MlirOperation, i: isize) -> Option<MlirBlock> {
    // SAFETY: `op` is live and `i` is below its region count (callers ask
    // only for the regions its ODS definition declares).
    let blk = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(op, i)) };
    (!blk.ptr.is_null()).then_some(blk)
}

/// The location of `op`.
fn location(op: MlirOperation) -> MlirLocation {
    // SAFETY: `op` is a live operation.
    unsafe { mlirOperationGetLocation(op) }
}

/// A new, empty region (owned by the caller until it is moved into an op).
fn new_region() -> MlirRegion {
    // SAFETY: creates a fresh region; no argument.
    unsafe { mlirRegionCreate() }
}

/// Appends the unowned `blk` to `region`, which then owns it.
fn append_block(region: MlirRegion, blk: MlirBlock) {
    // SAFETY: `region` is live and `blk` is a block that no region owns yet.
    unsafe { mlirRegionAppendOwnedBlock(region, blk) }
}

/// Destroys a region that no op owns (on failure, with its blocks).
fn destroy_region(region: MlirRegion) {
    // SAFETY: the region was created by this pass and never moved into an op.
    unsafe { mlirRegionDestroy(region) }
}

/// `t` printed, for diagnostics only (never to decide a rewrite).
pub(crate) fn shown(t: MlirType) -> String {
    // SAFETY: `t` is a live type of the IR being converted.
    unsafe { Type::from_raw(t) }.to_string()
}

/// `t` as melior's `Type`, for the typed wrappers of `tileas_dialects`.
fn melior_type<'c>(t: MlirType) -> Type<'c> {
    // SAFETY: `t` is a live type; types live as long as their context, which
    // outlives the pass run that holds this handle.
    unsafe { Type::from_raw(t) }
}

/// Converts the kernels and globals of one `cuda_tile.module`, inserting the
/// results before it in `top`. On failure the ops already created are erased.
fn convert_module(ctx: MlirContext, top: MlirBlock, module: MlirOperation) -> R<()> {
    let Some(body) = first_block(module, 0) else { return Ok(()) };
    let mut created = Vec::new();
    let mut result = Ok(());
    // Kernels and globals move into the top-level module's symbol table.
    let taken: Vec<String> = block_ops(top)
        .into_iter()
        .filter(|&o| !is_op(o, ct::ModuleOperation::name()))
        .filter_map(|o| str_attr_of(o, "sym_name"))
        .collect();
    for op in block_ops(body) {
        let b = Builder { ctx, block: top, loc: location(op), before: Some(module) };
        if let Some(name) = str_attr_of(op, "sym_name") {
            if taken.contains(&name) {
                result = Err(fail(op, &format!("cannot be converted to nv_tileaa: the top-level module already defines a symbol named '{name}'")));
                break;
            }
        }
        let r = if is_op(op, ct::EntryOperation::name()) {
            convert_entry(b, op).map(|f| created.push(f))
        } else if is_op(op, ct::GlobalOperation::name()) {
            memory::convert_global(b, op).map(|g| created.push(g))
        } else {
            Err(fail(op, "cannot be converted to nv_tileaa: only 'cuda_tile.entry' and 'cuda_tile.global' may appear in a cuda_tile.module"))
        };
        if r.is_err() {
            result = r;
            break;
        }
    }
    if result.is_err() {
        for op in created {
            // SAFETY: the ops were created by this call and nothing uses them.
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
    /// A `partition_view` (or a 13.3 `strided_view`) over a tensor view,
    /// folded into tiled loads/stores.
    Partition(Partition),
    /// A 13.3 `gather_scatter_view`: its accesses become pointer loads/stores.
    Gather(gather_view::GatherView),
}

#[derive(Clone)]
pub(crate) struct Partition {
    pub memref: MlirValue,
    /// Tile extents, one per tile dimension.
    pub tile: Vec<i64>,
    /// Elements between the origins of neighbouring tiles, per tile dimension:
    /// the tile extent for a partition view, the traversal stride for a
    /// strided view.
    pub step: Vec<i64>,
    /// Memref dimension walked by each tile dimension.
    pub dim_map: Vec<i64>,
    /// The view's padding value, if any.
    pub padding: Option<tileas_dialects::attrs::PaddingValue>,
    /// Element type of the memref.
    pub elem: MlirType,
    /// For 4-bit elements: the tile dimension whose memref dimension holds two
    /// elements per byte (`tile` and `step` count bytes there; narrow.rs).
    pub packed: Option<usize>,
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
    /// The live `alloca`s: the frame depth of the block that made each, and
    /// its `nv_tileaa.alloca` (freed where that block ends).
    allocas: Vec<(usize, MlirValue)>,
    /// Memrefs of 4-bit tensor views: the dimension packed two to a byte.
    pub packed: HashMap<ValueKey, usize>,
}

fn convert_entry(b: Builder, entry: MlirOperation) -> R<MlirOperation> {
    let name = str_attr_of(entry, "sym_name").unwrap_or_default();
    let body =
        first_block(entry, 0).ok_or_else(|| fail(entry, "cannot be converted to nv_tileaa: the kernel has no body"))?;
    let region = new_region();
    let mut k = Kernel::new(b, region);
    let result = (|| {
        let mut arg_types = Vec::new();
        for a in block_args(body) {
            arg_types.push(k.map_type(entry, value_type(a))?);
        }
        // Arguments keep their own locations (the kernel's source signature).
        // SAFETY: the arguments are live values of `body`.
        let locs: Vec<MlirLocation> =
            block_args(body).into_iter().map(|a| unsafe { mlirValueGetLocation(a) }).collect();
        // SAFETY: both arrays hold `arg_types.len()` live handles.
        let new_entry = unsafe { mlirBlockCreate(arg_types.len() as isize, arg_types.as_ptr(), locs.as_ptr()) };
        append_block(region, new_entry);
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
        append_block(region, blk);
    }
    match result {
        Ok(arg_types) => {
            let mut attrs = vec![
                ("sym_name", b.str_attr(&name)),
                ("function_type", typed::type_attr(typed::function(b.ctx, &arg_types, &[]))),
                (TILEAA_KERNEL_ATTR, b.unit_attr()),
            ];
            let divs: Vec<i64> = block_args(body).into_iter().map(memory::argument_divisor).collect();
            if divs.iter().any(|&d| d > 1) {
                attrs.push((typed::TILEAA_ARG_DIV_BY_ATTR, typed::dense_i64_array(b.ctx, &divs)));
            }
            if let Some(n) = occupancy_hint(entry) {
                attrs.push((typed::TILEAA_OCCUPANCY_ATTR, typed::i64_attr(b.ctx, n)));
            }
            if let Some(n) = target_hint(entry, |h, arch| h.num_worker_warps_per_cta(arch)) {
                attrs.push((typed::TILEAA_WORKER_WARPS_ATTR, typed::i64_attr(b.ctx, n)));
            }
            if let Some(n) = get_attr(entry, typed::TILEAS_CLUSTER_CTAS_ATTR) {
                attrs.push((typed::TILEAS_CLUSTER_CTAS_ATTR, n));
            }
            Ok(b.op_full(func::FuncOperation::name(), &[], &[], &attrs, vec![region], &[]))
        }
        Err(e) => {
            destroy_region(region);
            Err(e)
        }
    }
}

/// `read` of an op's `optimization_hints` (an entry's, a view access's) and
/// the target's key (`sm_XX`); none without a target or hints.
pub(crate) fn target_hint<T>(
    op: MlirOperation,
    read: impl FnOnce(OptimizationHints<'_>, &str) -> Option<T>,
) -> Option<T> {
    let cc = typed::compute_capability(op)?;
    let hints = get_attr(op, "optimization_hints")?;
    // SAFETY: `hints` is a live attribute of `op`, used within this call.
    let hints = OptimizationHints::from_attribute(unsafe { melior::ir::Attribute::from_raw(hints) })?;
    read(hints, &format!("sm_{cc}"))
}

/// The `occupancy` an entry's `optimization_hints` give for the target (its
/// own entry, else `default`).
fn occupancy_hint(entry: MlirOperation) -> Option<i64> {
    target_hint(entry, |h, arch| h.occupancy(arch))
}

/// Maps a scalar element type (`ptr<T>` → `!nv_tileaa.ptr<T>`); `b` gives
/// the location of diagnostics.
pub(crate) fn map_elem(b: &Builder, op: MlirOperation, elem: MlirType) -> R<MlirType> {
    no_target_has(op, elem)?;
    if let Ok(ptr) = PointerType::try_from(melior_type(elem)) {
        no_target_has(op, ptr.pointee_type().to_raw())?;
        return typed::tileaa_ptr(b.loc, ptr.pointee_type().to_raw())
            .ok_or_else(|| fail(op, "cannot be converted to nv_tileaa: invalid pointee type"));
    }
    // 4-bit elements live as i8 codes (narrow.rs).
    if narrow::is_narrow(elem) {
        return Ok(typed::i8(b.ctx));
    }
    if typed::int_width(elem).is_some() || typed::is_float(elem) {
        return Ok(elem);
    }
    Err(fail(op, &format!("cannot be converted to nv_tileaa: unsupported element type '{}'", shown(elem))))
}

/// 13.4's fnv8E5M3FNU exists in the IR only: no target has instructions or a
/// conversion for it (NVIDIA's tileiras 13.5 refuses it on every target with
/// this message).
fn no_target_has(op: MlirOperation, elem: MlirType) -> R<()> {
    if typed::float_kind(elem) != Some(typed::FloatKind::F8E5M3FNU) {
        return Ok(());
    }
    Err(fail(
        op,
        &match typed::compute_capability(op) {
            Some(cc) => format!("Incompatibility with architecture 'sm_{cc}': unsupported type 'fnv8E5M3FNU'"),
            None => "unsupported type 'fnv8E5M3FNU': no target supports it".to_owned(),
        },
    ))
}

/// The string attribute `name` of `op` (`sym_name`, `str`, `message`, which
/// ODS types as strings), if present.
pub(crate) fn str_attr_of(op: MlirOperation, name: &str) -> Option<String> {
    get_attr(op, name).and_then(typed::str_value)
}

/// Element type of a cuda_tile tile type.
pub(crate) fn tile_element(t: MlirType) -> Option<MlirType> {
    TileType::try_from(melior_type(t)).ok().map(|t| t.element_type().to_raw())
}

/// Shape of a cuda_tile tile type (empty for rank 0 and for other types).
pub(crate) fn tile_shape(t: MlirType) -> Vec<i64> {
    TileType::try_from(melior_type(t)).map(TileType::shape).unwrap_or_default()
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
            allocas: Vec::new(),
            packed: HashMap::new(),
        }
    }

    /// An i64 constant, shared by the whole function (created once, at the
    /// top of the entry block, so that it dominates every use).
    pub fn const_i64(&mut self, value: i64) -> MlirValue {
        if let Some(v) = self.consts.get(&value) {
            return *v;
        }
        let ty = self.b.int_type(64);
        let Some(entry) = self.entry else { return self.b.const_int(ty, value) };
        let at = match self.last_const {
            // SAFETY: `last` is a live constant of the entry block.
            Some(last) => unsafe { mlirOperationGetNextInBlock(last) },
            // SAFETY: `entry` is the live entry block.
            None => unsafe { mlirBlockGetFirstOperation(entry) },
        };
        let b = Builder { block: entry, before: (!at.ptr.is_null()).then_some(at), ..self.b };
        let v = b.const_int(ty, value);
        // SAFETY: `v` is the result of the op just created.
        self.last_const = Some(unsafe { mlirOpResultGetOwner(v) });
        self.consts.insert(value, v);
        v
    }

    /// Maps a scalar element type (`ptr<T>` → `!nv_tileaa.ptr<T>`).
    pub fn map_elem(&self, op: MlirOperation, elem: MlirType) -> R<MlirType> {
        map_elem(&self.b, op, elem)
    }

    /// `!nv_tileaa.mem_token`.
    pub fn token_type(&self) -> MlirType {
        typed::tileaa_mem_token(self.b.ctx)
    }

    /// `!nv_tileaa.memref<shape x elem>` of a tensor_view (same shape; `?`
    /// stays dynamic).
    fn memref_type(&self, op: MlirOperation, view: TensorViewType) -> R<MlirType> {
        let shape: Vec<i64> = view
            .shape()
            .into_iter()
            .map(|s| if s == tileas_dialects::types::dynamic() { tileaa_types::dynamic() } else { s })
            .collect();
        typed::tileaa_memref(self.b.loc, &shape, view.element_type().to_raw())
            .ok_or_else(|| fail(op, "cannot be converted to nv_tileaa: invalid memref type"))
    }

    /// Maps a cuda_tile value type to its nv_tileaa-stage type (views: the
    /// memref type of a tensor_view; partition views have no type and fail).
    pub fn map_type(&self, op: MlirOperation, t: MlirType) -> R<MlirType> {
        let ty = melior_type(t);
        if let Ok(tile) = TileType::try_from(ty) {
            let elem = self.map_elem(op, tile.element_type().to_raw())?;
            let shape = tile.shape();
            if shape.is_empty() {
                return Ok(elem);
            }
            return Ok(typed::ranked_tensor(&shape, elem));
        }
        if TokenType::isa(ty) {
            return Ok(self.token_type());
        }
        if let Ok(view) = TensorViewType::try_from(ty) {
            return self.memref_type(op, view);
        }
        if PartitionViewType::isa(ty) || StridedViewType::isa(ty) || GatherScatterViewType::isa(ty) {
            return Err(fail(op, "cannot be converted to nv_tileaa: partition views cannot be carried through control flow (they are folded into tiled_load/tiled_store)"));
        }
        Err(fail(op, &format!("cannot be converted to nv_tileaa: unsupported type '{}'", shown(t))))
    }

    /// The new value of an old one.
    pub fn get(&self, op: MlirOperation, old: MlirValue) -> R<MlirValue> {
        match self.map.get(&old.into()) {
            Some(v) => Ok(*v),
            None => Err(fail(op, &format!(
                "cannot be converted to nv_tileaa: operand of type '{}' has no converted value (views cannot flow through control flow or be used as values)",
                shown(value_type(old))
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
            append_block(self.region, blk);
        }
        self.b = Builder { block: blk, before: None, ..self.b };
    }

    fn br(&self, dest: MlirBlock, args: &[MlirValue]) {
        self.b.op_full(cf::BranchOperation::name(), args, &[], &[], Vec::new(), &[dest]);
    }

    fn cond_br(&self, cond: MlirValue, t: MlirBlock, t_args: &[MlirValue], f: MlirBlock, f_args: &[MlirValue]) {
        self.b.cond_br(cond, (t, t_args), (f, f_args));
    }

    /// Converts the ops of an old block into the current insertion block
    /// (which may change as control flow creates new blocks).
    pub fn lower_ops(&mut self, old: MlirBlock) -> R<()> {
        let mark = self.allocas.len();
        let r = self.lower_block_ops(old);
        self.allocas.truncate(mark);
        r
    }

    fn lower_block_ops(&mut self, old: MlirBlock) -> R<()> {
        for op in block_ops(old) {
            self.b = self.b.with_loc(location(op));
            if is_op(op, ct::IfOperation::name()) {
                self.lower_if(op)?;
            } else if is_op(op, ct::ForOperation::name()) {
                self.lower_for(op)?;
            } else if is_op(op, ct::LoopOperation::name()) {
                self.lower_loop(op)?;
            } else if is_op(op, ct::YieldOperation::name())
                || is_op(op, ct::ContinueOperation::name())
                || is_op(op, ct::BreakOperation::name())
                || is_op(op, ct::ReturnOperation::name())
            {
                self.free_allocas(op);
                return self.lower_terminator(op);
            } else {
                self.convert_op(op)?;
            }
        }
        Ok(())
    }

    fn lower_if(&mut self, op: MlirOperation) -> R<()> {
        let cond = self.get(op, operands(op)[0])?;
        let types = self.result_types(op)?;
        let then_old = first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty then region"))?;
        let else_old = first_block(op, 1);
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
        let body_old = first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty loop body"))?;
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
        // arith.cmpi predicate 2 = slt; 6 = ult for `for unsigned` (13.2 `unsignedCmp`).
        let predicate = if get_attr(op, "unsignedCmp").is_some() { 6 } else { 2 };
        let lt = self.b.int_attr(self.b.int_type(64), predicate);
        let cmp = self.b.op1(arith::CmpIOperation::name(), &[hargs[0], ub], i1, &[("predicate", lt)]);
        self.cond_br(cmp, body, &[], exit, &hargs[1..]);
        for (old, new) in block_args(body_old).into_iter().zip(hargs.iter()) {
            self.set(old, *new);
        }
        self.enter(body);
        self.lower_loop_body(op, body_old, Frame::For { header, iv: hargs[0], step }, exit)
    }

    fn lower_loop(&mut self, op: MlirOperation) -> R<()> {
        let inits = self.get_all(op, &operands(op))?;
        let body_old = first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty loop body"))?;
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

    /// Before terminator `op`: `nv_tileaa.free` of the allocas of the blocks
    /// it leaves, newest first (`return` leaves them all, a `yield` its own
    /// block, `continue`/`break` the blocks up to the loop body).
    fn free_allocas(&mut self, op: MlirOperation) {
        let depth = self.frames.len();
        let keep_below = if is_op(op, ct::ReturnOperation::name()) {
            0
        } else if is_op(op, ct::YieldOperation::name()) {
            depth
        } else {
            self.frames.iter().rposition(|f| !matches!(f, Frame::If { .. })).map_or(0, |i| i + 1)
        };
        for &(d, p) in self.allocas.iter().rev() {
            if d >= keep_below {
                self.b.op(aa::FreeOperation::name(), &[p], &[], &[]);
            }
        }
    }

    fn lower_terminator(&mut self, op: MlirOperation) -> R<()> {
        let vals = self.get_all(op, &operands(op))?;
        if is_op(op, ct::ReturnOperation::name()) {
            if self.frames.iter().any(|f| matches!(f, Frame::Combiner)) {
                return Err(fail(op, "cannot be converted: 'return' inside a reduce/scan body"));
            }
            self.b.op(func::ReturnOperation::name(), &vals, &[], &[]);
            return Ok(());
        }
        if is_op(op, ct::YieldOperation::name()) {
            return match self.frames.last() {
                Some(Frame::If { merge }) => {
                    self.br(*merge, &vals);
                    Ok(())
                }
                Some(Frame::Combiner) => {
                    self.b.op(aa::YieldOperation::name(), &vals, &[], &[]);
                    Ok(())
                }
                _ => Err(fail(op, "cannot be converted: 'yield' outside an 'if' or a reduce/scan body")),
            };
        }
        // continue / break: the innermost loop, looking through ifs.
        let frame = self.frames.iter().rev().find(|f| !matches!(f, Frame::If { .. })).copied();
        let is_continue = is_op(op, ct::ContinueOperation::name());
        match (is_continue, frame) {
            (true, Some(Frame::For { header, iv, step })) => {
                let next = self.b.op1(arith::AddIOperation::name(), &[iv, step], value_type(iv), &[]);
                let mut args = vec![next];
                args.extend(vals);
                self.br(header, &args);
                Ok(())
            }
            (true, Some(Frame::Loop { header, .. })) => {
                self.br(header, &vals);
                Ok(())
            }
            (false, Some(Frame::Loop { exit, .. })) => {
                self.br(exit, &vals);
                Ok(())
            }
            _ => Err(fail(op, "cannot be converted: not inside a loop it can leave or continue")),
        }
    }

    /// Converts the single-block body of a reduce/scan into a new region of
    /// scalar ops ending in `nv_tileaa.yield`.
    pub fn lower_combiner(&mut self, op: MlirOperation) -> R<MlirRegion> {
        let old = first_block(op, 0).ok_or_else(|| fail(op, "cannot be converted: empty body"))?;
        let types: Vec<MlirType> =
            block_args(old).into_iter().map(|a| self.map_type(op, value_type(a))).collect::<R<_>>()?;
        let region = new_region();
        let blk = new_block(&types, self.b.loc);
        append_block(region, blk);
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
            append_block(region, p);
        }
        self.region = saved_region;
        self.b = saved_b;
        match r {
            Ok(()) => Ok(region),
            Err(e) => {
                destroy_region(region);
                Err(e)
            }
        }
    }
}
