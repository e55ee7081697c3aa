//! `convert-tileas-to-llvm`: nv_tileas/nv_tileaa + arith/math on tensors + cf
//! → per-thread scalar code in llvm/nvvm (+ scalar arith/math/cf/scf that the
//! upstream conversions finish). The register layout is the one fixed in
//! docs/design/lowering-ir.md: thread `t`, slot `k` holds element
//! `(t + k·T) mod N` of an N-element tensor.
//!
//! Files: `mod.rs` (driver, function/ABI, blocks, 1:N value map, elementwise
//! ops), `exchange.rs` (ops that move elements between threads through the
//! shared-memory scratch), `memory.rs` (loads, stores, atomics, globals),
//! `runtime.rs` (print, assert, program ids), `math.rs` (libdevice calls,
//! float conversions arith cannot lower).

pub mod agents;
pub mod async_copy;
pub mod barriers;
pub mod dot;
pub mod exchange;
pub mod gather;
pub mod math;
pub mod memory;
pub mod mma;
pub mod multimem;
pub mod runtime;
pub mod tma_copy;
pub mod tmem;
pub mod umma;
pub mod warp_reduce;
pub mod wgmma;

use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, builtin, cf, func, llvm, math as math_ops, scf};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use tileas_dialects::nvvm;
use tileas_dialects::ops::nv_tileaa;
use tileas_dialects::tv_layout::TvLayout;

#[derive(Clone, Debug, Default)]
pub struct ConvertTileASToLLVM;

impl RustPass for ConvertTileASToLLVM {
    const ARGUMENT: &'static str = "convert-tileas-to-llvm";
    const NAME: &'static str = "ConvertTileASToLLVM";
    const DESCRIPTION: &'static str = "Lower nv_tileas kernels to per-thread LLVM/NVVM code (serial schedule)";

    fn anchor() -> Option<&'static str> {
        Some(builtin::ModuleOperation::name())
    }

    fn dependent_dialects() -> Vec<MlirDialectHandle> {
        // SAFETY: the handle getters only return static dialect descriptors.
        unsafe {
            vec![
                mlirGetDialectHandle__llvm__(),
                mlirGetDialectHandle__nvvm__(),
                mlirGetDialectHandle__scf__(),
                mlirGetDialectHandle__arith__(),
                mlirGetDialectHandle__cf__(),
                mlirGetDialectHandle__math__(),
            ]
        }
    }

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let module = module.to_raw();
        // SAFETY: the anchor is a live `builtin.module`, which has one region
        // with one block.
        let body = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0)) };
        let mut ok = true;
        for op in block_ops(body) {
            let name = op_name(op);
            let lowered = if name == nv_tileaa::GlobalOperation::name() {
                memory::lower_global(op, body)
            } else if name == func::FuncOperation::name() && get_attr(op, typed::TILEAA_KERNEL_ATTR).is_some() {
                lower_kernel(op, body)
            } else {
                continue;
            };
            match lowered {
                // SAFETY: the op was replaced and nothing refers to it any more.
                Ok(()) => unsafe { mlirOperationDestroy(op) },
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

/// Per-kernel facts from stage 2 (with the defaults it would have set).
fn kernel_attr_i64(func: MlirOperation, name: &str, default: i64) -> i64 {
    get_attr(func, name).and_then(typed::int_value).unwrap_or(default)
}

/// Symbols of a kernel's shared-memory buffers.
struct SharedSymbols {
    smem: String,
    bcast: String,
    sink: String,
    pipe: String,
    /// The scratch's byte in the ring region (`nv_tileas.scratch_offset`),
    /// where it has no shared memory of its own.
    smem_in_pipe: Option<i64>,
}

/// Checks that the kernel's scratch, rings and broadcast buffer fit the
/// CTA's shared memory; returns where in the ring region the scratch is
/// (`nv_tileas.scratch_offset`), if it is there.
fn check_shared(
    func: MlirOperation,
    num_threads: i64,
    smem_bytes: i64,
    pipe_bytes: i64,
) -> Result<Option<i64>, PassFailed> {
    // The scratch is static `.shared` memory, up to what the target gives a
    // CTA (beyond 48 KiB as NVIDIA's tileiras declares it too: ptxas takes
    // it with --enable-extended-smem=true).
    let max_shared = typed::max_shared_bytes(func);
    let in_ring = get_attr(func, typed::TILEAS_SCRATCH_OFFSET_ATTR).and_then(typed::int_value);
    if let Some(o) = in_ring.filter(|o| *o < 0 || o % 1024 != 0 || o + smem_bytes > pipe_bytes) {
        let attr = typed::TILEAS_SCRATCH_OFFSET_ATTR;
        emit_op_error(
            func,
            &format!("'{attr}' must place the {smem_bytes}-byte scratch at a multiple of 1024 inside the {pipe_bytes}-byte ring region, got {o}"),
        );
        return Err(PassFailed);
    }
    if smem_bytes + num_threads * 8 > max_shared {
        emit_op_error(
            func,
            &format!(
                "not yet supported: the kernel needs {} bytes of shared-memory scratch for cross-thread tile exchanges ({max_shared} bytes per CTA, 'nv_tileas.max_shared_bytes')",
                smem_bytes + num_threads * 8
            ),
        );
        return Err(PassFailed);
    }
    let beside = if in_ring.is_some() { 0 } else { smem_bytes };
    if beside + pipe_bytes + num_threads * 8 > max_shared {
        emit_op_error(
            func,
            &format!(
                "the kernel's scratch ({smem_bytes} bytes) and ring buffers ({pipe_bytes} bytes, 'nv_tileas.pipeline_bytes') exceed the {max_shared} bytes of shared memory a CTA has ('nv_tileas.max_shared_bytes')"
            ),
        );
        return Err(PassFailed);
    }
    Ok(in_ring)
}

/// Whether the kernel copies with `cp.async` (an `async_load` without a
/// TMA barrier, or an `async_gather`).
fn uses_cp_async(blocks: &[MlirBlock]) -> bool {
    use tileas_dialects::ops::nv_tileas;
    blocks.iter().flat_map(|b| block_ops(*b)).any(|op| {
        let name = op_name(op);
        (name == nv_tileas::AsyncLoadOperation::name() && get_attr(op, "barrier").is_none())
            || name == nv_tileas::AsyncGatherOperation::name()
    })
}

fn lower_kernel(func: MlirOperation, module_body: MlirBlock) -> Result<(), PassFailed> {
    // SAFETY: `func` is a live `func.func`.
    let (ctx, loc) = unsafe { (mlirOperationGetContext(func), mlirOperationGetLocation(func)) };
    let num_threads = kernel_attr_i64(func, typed::TILEAS_NUM_THREADS_ATTR, 128);
    let smem_bytes = kernel_attr_i64(func, typed::TILEAS_SMEM_BYTES_ATTR, 0);
    let pipe_bytes = kernel_attr_i64(func, typed::TILEAS_PIPELINE_BYTES_ATTR, 0);
    let name = get_attr(func, "sym_name").and_then(typed::str_value).unwrap_or_default();
    // SAFETY: a `func.func` has exactly one region.
    let old_region = unsafe { mlirOperationGetRegion(func, 0) };
    let old_blocks = region_blocks(old_region);
    let Some(&old_entry) = old_blocks.first() else {
        emit_op_error(func, "kernel has no body");
        return Err(PassFailed);
    };
    let top = Builder { ctx, block: module_body, loc, before: Some(func) };
    let in_ring = check_shared(func, num_threads, smem_bytes, pipe_bytes)?;

    // Shared scratch for exchanges, and a small one to broadcast values that
    // only owner threads computed (atomics) to their replicas.
    let syms = SharedSymbols {
        smem: format!("__tileas_smem_{name}"),
        bcast: format!("__tileas_bcast_{name}"),
        sink: format!("__tileas_sink_{name}"),
        pipe: format!("__tileas_pipe_{name}"),
        smem_in_pipe: in_ring,
    };
    if smem_bytes > 0 && in_ring.is_none() {
        // 1024: the tcgen05 operands' 128-byte swizzle pattern.
        shared_global(&top, &syms.smem, smem_bytes, 1024);
    }
    if pipe_bytes > 0 {
        // 1024: the swizzle pattern of tensor-core operands in ring stages.
        shared_global(&top, &syms.pipe, pipe_bytes, 1024);
    }
    shared_global(&top, &syms.bcast, num_threads * 8, 16);
    shared_global(&top, &syms.sink, 16, 16);
    let agents = agents::find(func, &old_blocks, num_threads)?;
    let mut cx = Lowering {
        b: top,
        num_threads,
        // Set once the entry block exists (below).
        tid: MlirValue { ptr: std::ptr::null_mut() },
        tid_all: MlirValue { ptr: std::ptr::null_mut() },
        tid_producer: MlirValue { ptr: std::ptr::null_mut() },
        agents,
        side: agents::Side::All,
        map: ValueMap::new(),
        smem: None,
        smem_bytes,
        pipe: None,
        pipe_bytes,
        bcast: None,
        sink: None,
        module_body,
        memrefs: ValueMap::new(),
        blocks: std::collections::HashMap::new(),
        tmem: tmem::Resident::default(),
        lowered: std::collections::HashSet::new(),
        deferred_invals: std::collections::HashMap::new(),
        smem_in_pipe: None,
        staged: std::collections::HashMap::new(),
        ring_operands: std::collections::HashMap::new(),
        scan_totals: std::collections::HashMap::new(),
        scratch_clean: std::cell::Cell::new(None),
        tc: None,
        tmem_pool: None,
        tc_phase: None,
        staged_plans: std::collections::HashMap::new(),
        tma_maps: tma_copy::collect(func, &old_blocks)?,
        tma_addr: Vec::new(),
        tma_workspace: None,
        cp_async: uses_cp_async(&old_blocks),
        cluster_ctas: typed::cluster_ctas(func),
        cta_pair: has_cta_pair(&old_blocks),
    };
    cx.tmem = tmem::Resident::find(&cx, &old_blocks);
    plan_staged_operands(&mut cx, func, &old_blocks);
    let (arg_types, user_params) = signature(&cx, func, old_entry)?;
    let fn_type = typed::llvm_func(typed::llvm_void(ctx), &arg_types, false);

    let (region, entry) = new_blocks(&mut cx, &old_blocks, &arg_types, loc);
    let mut hidden = block_args(entry)[user_params..].to_vec().into_iter();
    cx.tma_addr = cx.tma_maps.iter().map(|m| if m.on_device() { None } else { hidden.next() }).collect();
    cx.tma_workspace = hidden.next();
    entry_prologue(&mut cx, entry, smem_bytes > 0, &syms);
    declare_tc_slots(&mut cx, &top, &old_blocks, &name);
    if pipe_bytes > 0 {
        cx.pipe = Some(cx.b.address_of(&syms.pipe, cx.b.ptr_type(3)));
    }
    if lower_blocks(&mut cx, &old_blocks, entry).is_err() {
        // SAFETY: the region was never attached to an op; we own it.
        unsafe { mlirRegionDestroy(region) };
        return Err(PassFailed);
    }
    barriers::drop_repeated(region);

    let mut attrs = kernel_attrs(&cx, &name, fn_type, user_params);
    attrs.extend(register_cap(&cx, func, &old_blocks));
    top.op_full(llvm::LLVMFuncOperation::name(), &[], &[], &attrs, vec![region], &[]);
    Ok(())
}

/// The `.maxnreg` attribute of a kernel with an occupancy hint (and its remark): the
/// registers that many CTAs leave a thread, when the shared memory lets
/// them in (a cap that gains no CTA would only spill) and a warpgroup MMA
/// can run on them (ptxas refuses less). A warp-specialized kernel moves
/// registers between its warpgroups with setmaxnreg, which a cap would
/// contradict (it is only made for one CTA an SM, `tileas-pipeline-loads`).
fn register_cap(cx: &Lowering, func: MlirOperation, old_blocks: &[MlirBlock]) -> Option<(&'static str, MlirAttribute)> {
    let beside = if get_attr(func, typed::TILEAS_SCRATCH_OFFSET_ATTR).is_some() { 0 } else { cx.smem_bytes };
    let declared = (beside + 1023) / 1024 * 1024 + cx.pipe_bytes + cx.num_threads * 8 + 32;
    let fits = typed::occupancy_shared_bytes(func).is_none_or(|share| declared <= share);
    let floor = crate::nv_tileas::mma::register_floor(old_blocks, cx.num_threads);
    let cap = typed::max_registers(func, agents::launch_threads(cx)).filter(|r| fits && *r >= floor);
    if let Some(n) = typed::occupancy(func).filter(|n| *n > 1) {
        let outcome = match cap {
            Some(regs) => Ok((regs, typed::occupancy_shared_bytes(func).unwrap_or(declared))),
            None if !fits => Err(crate::remarks::OccupancyMiss::SharedMemory),
            None => Err(crate::remarks::OccupancyMiss::Registers),
        };
        crate::remarks::occupancy(func, n, outcome);
    }
    let regs = cap.filter(|_| cx.agents.is_none())?;
    Some((typed::NVVM_MAXNREG_ATTR, typed::i32_attr(cx.b.ctx, regs as i32)))
}

/// The kernel's parameter types: one per kernel argument (scalars only),
/// then the hidden ones: the host-built tensor maps, then the device TMA
/// workspace where the kernel builds maps; and the number of user ones.
fn signature(cx: &Lowering, func: MlirOperation, old_entry: MlirBlock) -> Result<(Vec<MlirType>, usize), PassFailed> {
    let mut arg_types = Vec::new();
    for a in block_args(old_entry) {
        let t = value_type(a);
        if Lowering::shape(t).is_some() {
            emit_op_error(func, "kernel arguments must be scalars");
            return Err(PassFailed);
        }
        arg_types.push(cx.scalar_type(t));
    }
    let user_params = arg_types.len();
    let host_maps = cx.tma_maps.iter().filter(|m| !m.on_device()).count();
    arg_types.extend(std::iter::repeat_n(cx.b.ptr_type(0), host_maps));
    if cx.tma_maps.len() > host_maps {
        arg_types.push(cx.b.ptr_type(1));
    }
    Ok((arg_types, user_params))
}

/// The kernel `llvm.func`'s attributes: its name and type, NVVM's kernel,
/// CTA size and occupancy hints, and the tensor-map parameters' attributes
/// and descriptions (`tma_copy.rs`) after the `user_params` user ones.
fn kernel_attrs(
    cx: &Lowering,
    name: &str,
    fn_type: MlirType,
    user_params: usize,
) -> Vec<(&'static str, MlirAttribute)> {
    let ctx = cx.b.ctx;
    let threads = typed::dense_i32_array(ctx, &[agents::launch_threads(cx) as i32, 1, 1]);
    let mut attrs = vec![
        ("sym_name", cx.b.str_attr(name)),
        ("function_type", typed::type_attr(fn_type)),
        (typed::NVVM_KERNEL_ATTR, cx.b.unit_attr()),
        (typed::NVVM_REQNTID_ATTR, threads),
        (typed::NVVM_MINCTASM_ATTR, typed::i32_attr(ctx, 1)),
    ];
    let cluster = cx.cluster_ctas;
    if cluster > 1 {
        attrs.push((typed::NVVM_CLUSTER_DIM_ATTR, typed::dense_i32_array(ctx, &[cluster as i32, 1, 1])));
        attrs.push((typed::NVVM_BLOCKS_ARE_CLUSTERS_ATTR, cx.b.unit_attr()));
    }
    let host_maps = cx.tma_maps.iter().filter(|m| !m.on_device()).count();
    if host_maps > 0 {
        let empty = typed::dict_attr(ctx, &[]);
        let mut arg_attrs = vec![empty; user_params];
        arg_attrs.extend(std::iter::repeat_n(tma_copy::param_attrs(ctx), host_maps));
        if cx.tma_workspace.is_some() {
            arg_attrs.push(empty);
        }
        attrs.push(("arg_attrs", typed::array_attr(ctx, &arg_attrs)));
        attrs.push((tma_copy::TMA_DESCRIPTORS_ATTR, tma_copy::descriptors_attr(ctx, &cx.tma_maps, user_params)));
    }
    if cx.tma_workspace.is_some() {
        let index = (user_params + host_maps) as i64;
        attrs.push((typed::TILEAS_TMA_WORKSPACE_ATTR, typed::i64_attr(ctx, index)));
    }
    attrs
}

/// The 16-byte shared buffer of the kernel's tcgen05 dots
/// (`Lowering::tc_slots`), when it has one, its mbarrier (initialised once,
/// `umma::init_mbarrier`) and their TMEM pool (`umma::Pool`), set up here in
/// the entry block.
fn declare_tc_slots(cx: &mut Lowering, top: &Builder, old_blocks: &[MlirBlock], name: &str) {
    if old_blocks.iter().flat_map(|b| block_ops(*b)).any(|op| umma::is_umma_dot(op, cx.num_threads)) {
        let sym = format!("__tileas_tc_{name}");
        shared_global(top, &sym, 16, 16);
        cx.tc = Some(cx.b.address_of(&sym, cx.b.ptr_type(3)));
        let shape = umma::Pool::shape(cx, old_blocks);
        let waits =
            old_blocks.iter().flat_map(|b| block_ops(*b)).any(|op| umma::waits_for_mmas(cx, op, shape.as_ref()));
        if waits {
            umma::init_mbarrier(cx);
        }
        cx.tmem_pool = shape.map(|shape| umma::Pool::allocate(cx, shape));
        if waits && cx.tmem_pool.is_none() {
            // The mbarrier's initialisation before any thread's first wait.
            umma::tc_barrier(cx);
        }
    }
}

/// The tcgen05 A operands staged where they are defined, at the end of the
/// scratch, when stage 2 reserved room for them all
/// (`nv_tileas.staged_operand_bytes`).
fn plan_staged_operands(cx: &mut Lowering, func: MlirOperation, old_blocks: &[MlirBlock]) {
    let reserved = kernel_attr_i64(func, typed::TILEAS_STAGED_OPERAND_BYTES_ATTR, 0);
    if reserved == 0 {
        return;
    }
    let list = umma::staged_operands(old_blocks, cx.num_threads);
    let total: i64 = list.iter().map(|(_, p, _)| umma::a_bytes(p)).sum();
    if total > reserved {
        return;
    }
    let base = cx.smem_bytes - reserved;
    for (v, p, o) in list {
        cx.staged.insert(v.ptr as usize, base + o);
        cx.staged_plans.insert(v.ptr as usize, (p, base + o));
    }
}

/// The new kernel body: an entry block with the kernel parameters, then one
/// block per old non-entry block with its arguments expanded to per-slot
/// scalars; maps the old blocks and block arguments. Returns the region
/// (not yet owned by an op) and the entry block.
fn new_blocks(
    cx: &mut Lowering,
    old_blocks: &[MlirBlock],
    arg_types: &[MlirType],
    loc: MlirLocation,
) -> (MlirRegion, MlirBlock) {
    // SAFETY: a fresh region that takes ownership of the fresh blocks below.
    let region = unsafe { mlirRegionCreate() };
    let entry = new_block(arg_types, loc);
    // SAFETY: as above.
    unsafe { mlirRegionAppendOwnedBlock(region, entry) };
    for &ob in &old_blocks[1..] {
        let mut types = Vec::new();
        for a in block_args(ob) {
            let t = value_type(a);
            let k = cx.arg_slots(a);
            let st = cx.scalar_type(t);
            types.extend(std::iter::repeat_n(st, k));
        }
        let nb = new_block(&types, loc);
        // SAFETY: as above.
        unsafe { mlirRegionAppendOwnedBlock(region, nb) };
        cx.blocks.insert(ob.ptr as usize, nb);
        let new_args = block_args(nb);
        let mut it = new_args.into_iter();
        for a in block_args(ob) {
            let k = cx.arg_slots(a);
            let slots: Vec<MlirValue> = it.by_ref().take(k).collect();
            cx.set(a, slots);
        }
    }
    let old_entry = old_blocks[0];
    cx.blocks.insert(old_entry.ptr as usize, entry);
    for (a, n) in block_args(old_entry).into_iter().zip(block_args(entry)) {
        cx.set(a, vec![n]);
    }
    (region, entry)
}

/// Entry prologue: the thread id and the scratch addresses.
fn entry_prologue(cx: &mut Lowering, entry: MlirBlock, has_smem: bool, syms: &SharedSymbols) {
    cx.b = Builder::at_end(cx.b.ctx, entry, cx.b.loc);
    let i32t = cx.b.int_type(32);
    cx.tid = cx.b.op1(nvvm::ThreadIdXOperation::name(), &[], i32t, &[]);
    cx.tid_all = cx.tid;
    if cx.agents.is_some() {
        let t = cx.b.const_int(i32t, cx.num_threads);
        cx.tid_producer = cx.b.op1(arith::SubIOperation::name(), &[cx.tid, t], i32t, &[]);
    }
    let p3 = cx.b.ptr_type(3);
    if has_smem {
        cx.smem_in_pipe = syms.smem_in_pipe;
        cx.smem = Some(match syms.smem_in_pipe {
            Some(o) => {
                let pipe = cx.b.address_of(&syms.pipe, p3);
                cx.b.gep(pipe, &[GepIndex::Const(o as i32)], cx.b.int_type(8), p3)
            }
            None => cx.b.address_of(&syms.smem, p3),
        });
    }
    cx.bcast = Some(cx.b.address_of(&syms.bcast, p3));
    cx.sink = Some(cx.b.address_of(&syms.sink, p3));
}

/// Lowers the ops of every old block into its new block.
fn lower_blocks(cx: &mut Lowering, old_blocks: &[MlirBlock], entry: MlirBlock) -> Result<(), PassFailed> {
    let (ctx, loc) = (cx.b.ctx, cx.b.loc);
    for (i, &ob) in old_blocks.iter().enumerate() {
        let nb = if i == 0 { entry } else { cx.blocks[&(ob.ptr as usize)] };
        cx.b = Builder::at_end(ctx, nb, loc);
        agents::enter_block(cx, ob, i == 0);
        tmem::exit(cx, ob);
        for op in block_ops(ob) {
            if cx.lowered.contains(&(op.ptr as usize)) {
                continue;
            }
            // SAFETY: `op` is a live op of the old body.
            cx.b = cx.b.with_loc(unsafe { mlirOperationGetLocation(op) });
            lower_op(cx, op)?;
            if !cx.staged_plans.is_empty() {
                umma::stage_defined(cx, op);
            }
        }
    }
    Ok(())
}

/// `llvm.mlir.global internal @sym() {addr_space = 3} : !llvm.array<bytes x i8>`.
fn shared_global(b: &Builder, sym: &str, bytes: i64, align: i64) {
    let ty = typed::llvm_array(b.int_type(8), bytes as u32);
    let attrs = [
        ("sym_name", b.str_attr(sym)),
        ("global_type", typed::type_attr(ty)),
        ("linkage", typed::linkage(b.ctx, typed::Linkage::Internal)),
        ("addr_space", typed::i32_attr(b.ctx, 3)),
        ("alignment", typed::i64_attr(b.ctx, align)),
    ];
    // SAFETY: a fresh (empty) initializer region, moved into the op.
    let region = unsafe { mlirRegionCreate() };
    b.op_full(llvm::GlobalOperation::name(), &[], &[], &attrs, vec![region], &[]);
}

/// Whether a dot of the kernel has `nv_tileas.cta_pair`.
fn has_cta_pair(blocks: &[MlirBlock]) -> bool {
    blocks.iter().flat_map(|b| block_ops(*b)).any(|op| get_attr(op, typed::TILEAS_CTA_PAIR_ATTR).is_some())
}

/// Lowers one op of the old body at `cx.b`.
fn lower_op(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    check_layouts(cx, op)?;
    umma::check_commit(cx, op)?;
    if tmem::lower_update(cx, op)
        || exchange::lower(cx, op)?
        || dot::lower(cx, op)?
        || runtime::lower(cx, op)?
        || math::lower(cx, op)?
        || memory::lower(cx, op)?
        || async_copy::lower(cx, op)?
        || tma_copy::lower(cx, op)?
    {
        return Ok(());
    }
    let name = op_name(op);
    let name = name.as_str();
    if name == func::ReturnOperation::name() {
        umma::release(cx);
        cx.b.op(llvm::ReturnOperation::name(), &[], &[], &[]);
        Ok(())
    } else if name == tileas_dialects::ops::nv_tileas::WarpSpecializeOperation::name() && cx.agents.is_some() {
        agents::lower_split(cx, op);
        Ok(())
    } else if name == cf::BranchOperation::name() {
        // SAFETY: `cf.br` has exactly one successor.
        let old_dest = unsafe { mlirOperationGetSuccessor(op, 0) };
        tmem::enter(cx, op);
        let args = cx.branch_args(old_dest, &operands(op));
        let dest = cx.new_block(old_dest);
        // A loop annotation (the pipelined prologue's) stays on the latch.
        let annotation: Vec<(&str, MlirAttribute)> =
            get_attr(op, typed::LOOP_ANNOTATION).map(|a| (typed::LOOP_ANNOTATION, a)).into_iter().collect();
        cx.b.op_full(cf::BranchOperation::name(), &args, &[], &annotation, Vec::new(), &[dest]);
        Ok(())
    } else if name == cf::CondBranchOperation::name() {
        lower_cond_br(cx, op)
    } else if name == nv_tileaa::GetProgramIdOperation::name() || name == nv_tileaa::GetNumProgramsOperation::name() {
        let dim = get_attr(op, "dim").and_then(typed::int_value).unwrap_or(0);
        let v =
            cx.b.op1(grid_register(name == nv_tileaa::GetProgramIdOperation::name(), dim), &[], cx.b.int_type(32), &[]);
        cx.set(result0(op), vec![v]);
        Ok(())
    } else if name == nv_tileaa::DotOperation::name() {
        emit_op_error(op, "is not yet supported by tileas (matmul lowering to MMA is future work)");
        Err(PassFailed)
    } else if is_dialect_op(name, arith::ConstantOperation::name())
        || is_dialect_op(name, math_ops::SqrtOperation::name())
    {
        lower_elementwise(cx, op, name)
    } else {
        emit_op_error(op, "cannot be lowered to LLVM by tileas yet");
        Err(PassFailed)
    }
}

/// Every tile layout the op produces must be written for the kernel's CTA
/// size.
fn check_layouts(cx: &Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    for r in results(op) {
        if let Some(l) = TvLayout::of_type(value_type(r)) {
            if l.num_threads() != cx.num_threads {
                emit_op_error(
                    op,
                    &format!(
                        "result layout {l} is written for {} threads but the kernel runs {} ('nv_tileas.num_threads')",
                        l.num_threads(),
                        cx.num_threads
                    ),
                );
                return Err(PassFailed);
            }
        }
    }
    Ok(())
}

/// The NVVM special-register read of the CTA id (`program_id`) or the grid
/// size along `dim` (0 = x, 1 = y, 2 = z; others read x).
fn grid_register(program_id: bool, dim: i64) -> &'static str {
    match (program_id, dim) {
        (true, 1) => nvvm::BlockIdYOperation::name(),
        (true, 2) => nvvm::BlockIdZOperation::name(),
        (true, _) => nvvm::BlockIdXOperation::name(),
        (false, 1) => nvvm::GridDimYOperation::name(),
        (false, 2) => nvvm::GridDimZOperation::name(),
        (false, _) => nvvm::GridDimXOperation::name(),
    }
}

fn lower_cond_br(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let ops = operands(op);
    let seg = get_attr(op, "operandSegmentSizes").expect("cf.cond_br has segments");
    // SAFETY: `operandSegmentSizes` of `cf.cond_br` is a dense i32 array of 3.
    let n_true = unsafe { mlirDenseI32ArrayGetElement(seg, 1) } as usize;
    let cond = cx.slots(ops[0])[0];
    // SAFETY: `cf.cond_br` has exactly two successors.
    let (dt, df) = unsafe { (mlirOperationGetSuccessor(op, 0), mlirOperationGetSuccessor(op, 1)) };
    let t = cx.branch_args(dt, &ops[1..1 + n_true]);
    let f = cx.branch_args(df, &ops[1 + n_true..]);
    let (dt, df) = (cx.new_block(dt), cx.new_block(df));
    cx.b.cond_br(cond, (dt, &t), (df, &f));
    Ok(())
}

/// arith/math ops: one scalar op per slot with the op's own attributes.
fn lower_elementwise(cx: &mut Lowering, op: MlirOperation, name: &str) -> Result<(), PassFailed> {
    let olds = operands(op);
    let res = results(op);
    let Some(&first_result) = res.first() else {
        emit_op_error(op, "has no result");
        return Err(PassFailed);
    };
    let rty = value_type(first_result);
    let k_slots = cx.num_slots(rty);
    if name == arith::ConstantOperation::name() {
        let value = get_attr(op, "value").expect("arith.constant has a value");
        // SAFETY: the dense-elements getters are only called on a dense
        // elements attribute (checked first).
        if unsafe { mlirAttributeIsADenseElements(value) } {
            if !unsafe { mlirDenseElementsAttrIsSplat(value) } {
                emit_op_error(op, "non-splat tensor constants are not supported yet");
                return Err(PassFailed);
            }
            // SAFETY: a splat dense elements attribute (checked above).
            let mut scalar = unsafe { mlirDenseElementsAttrGetSplatValue(value) };
            let st = cx.scalar_type(rty);
            // 8-bit floats travel as their bits (i8): the splat's one stored byte.
            if typed::element_type(rty).is_some_and(typed::is_f8) && typed::int_width(st) == Some(8) {
                // SAFETY: a splat of one-byte elements stores one byte.
                let byte = unsafe { *(mlirDenseElementsAttrGetRawData(value) as *const i8) };
                scalar = cx.b.int_attr(st, i64::from(byte));
            }
            let v = cx.b.op1(arith::ConstantOperation::name(), &[], st, &[("value", scalar)]);
            cx.set(first_result, vec![v; k_slots]);
        } else {
            let st = cx.scalar_type(rty);
            let v = cx.b.op1(arith::ConstantOperation::name(), &[], st, &[("value", value)]);
            cx.set(first_result, vec![v]);
        }
        return Ok(());
    }
    // (Operands share the result's layout: upstream arith/math ops require
    // one encoding for all their tensors.)
    let attrs = inherent_attrs(op);
    let attr_refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let old_slots: Vec<Vec<MlirValue>> = olds.iter().map(|v| cx.slots(*v)).collect();
    let result_types: Vec<MlirType> = res.iter().map(|r| cx.scalar_type(value_type(*r))).collect();
    let mut per_result: Vec<Vec<MlirValue>> = vec![Vec::with_capacity(k_slots); res.len()];
    let paired = if f32x2_op(op, name, &result_types) { k_slots / 2 * 2 } else { 0 };
    for k in (0..paired).step_by(2) {
        let pair = |s: &Vec<MlirValue>| if s.len() == 1 { [s[0], s[0]] } else { [s[k], s[k + 1]] };
        let args: Vec<MlirValue> = old_slots.iter().map(|s| cx.vector_of(&pair(s), result_types[0])).collect();
        let v2 = typed::vector(&[2], result_types[0]);
        let v = cx.b.op1(name, &args, v2, &attr_refs);
        for j in 0..2 {
            let at = cx.b.const_int(cx.b.int_type(32), j);
            per_result[0].push(cx.b.op1(llvm::ExtractElementOperation::name(), &[v, at], result_types[0], &[]));
        }
    }
    for k in paired..k_slots {
        let args: Vec<MlirValue> = old_slots.iter().map(|s| if s.len() == 1 { s[0] } else { s[k] }).collect();
        for (i, v) in elementwise_slot(cx, op, &args, &result_types, &attr_refs).into_iter().enumerate() {
            per_result[i].push(v);
        }
    }
    for (r, slots) in res.into_iter().zip(per_result) {
        cx.set(r, slots);
    }
    Ok(())
}

/// Whether `op` runs on pairs of slots as one `f32x2` instruction: an f32
/// `addf`, `subf` or `mulf` in IEEE rounding (no cuda_tile rounding or
/// flush-to-zero hint) on the tcgen05 targets (sm_100 to sm_11x), where PTX
/// has `add/sub/mul.rn.f32x2` (SASS FADD2, FMUL2) and NVIDIA's tileiras
/// packs its elementwise f32 math so (`bias_clamp_where`); each lane rounds
/// as the scalar op does. (`math.fma` goes to libdevice in `math.rs`, one
/// call per slot: not paired yet, where NVIDIA has FFMA2.)
fn f32x2_op(op: MlirOperation, name: &str, result_types: &[MlirType]) -> bool {
    let family = typed::compute_capability(op).is_some_and(|cc| (100..120).contains(&cc));
    let arith = [arith::AddFOperation::name(), arith::SubFOperation::name(), arith::MulFOperation::name()];
    family
        && arith.contains(&name)
        && result_types.len() == 1
        && typed::is_f32(result_types[0])
        && get_attr(op, typed::TILEAA_ROUNDING_ATTR).is_none()
        && get_attr(op, typed::TILEAA_FTZ_ATTR).is_none()
}

/// One slot of an elementwise arith/math op: its scalar results for the
/// scalar operands `args`.
pub(super) fn elementwise_slot(
    cx: &mut Lowering,
    op: MlirOperation,
    args: &[MlirValue],
    result_types: &[MlirType],
    attrs: &[(&str, MlirAttribute)],
) -> Vec<MlirValue> {
    let name = op_name(op);
    if is_dialect_op(&name, math_ops::SqrtOperation::name()) && result_types.len() == 1 {
        if let Some(v) = math::lower_scalar(cx, &name, args, result_types[0]) {
            return vec![v];
        }
    }
    arith_slot(cx, op, args, result_types, attrs)
}

/// One slot of an elementwise arith op (or of a math op that needs no
/// library call).
pub fn arith_slot(
    cx: &Lowering,
    op: MlirOperation,
    args: &[MlirValue],
    result_types: &[MlirType],
    attrs: &[(&str, MlirAttribute)],
) -> Vec<MlirValue> {
    let name = op_name(op);
    if let Some(v) = rounded_float_op(cx, op, &name, args, result_types[0]) {
        return vec![v];
    }
    if let Some(v) = saturating_conversion(cx, op, &name, args, result_types[0]) {
        return vec![v];
    }
    results(cx.b.op(&name, args, result_types, attrs))
}

/// `arith.fptosi`/`fptoui` with `nv_tileaa.saturate` (cuda_tile `ftoi
/// saturating`): `llvm.fptosi.sat` / `llvm.fptoui.sat`, which clamp to the
/// integer range and give 0 for NaN (NVPTX selects `cvt.rzi` with the clamps
/// and the NaN test, as NVIDIA's tileiras does). `None` for other ops.
fn saturating_conversion(
    cx: &Lowering,
    op: MlirOperation,
    name: &str,
    args: &[MlirValue],
    ty: MlirType,
) -> Option<MlirValue> {
    get_attr(op, typed::TILEAA_SATURATE_ATTR)?;
    let base = if name == arith::FPToSIOperation::name() {
        "fptosi.sat"
    } else if name == arith::FPToUIOperation::name() {
        "fptoui.sat"
    } else {
        return None;
    };
    let arg = *args.first()?;
    let from = match typed::float_kind(value_type(arg))? {
        typed::FloatKind::F16 => "f16",
        typed::FloatKind::BF16 => "bf16",
        typed::FloatKind::F32 => "f32",
        typed::FloatKind::F64 => "f64",
        _ => return None,
    };
    let to = typed::int_width(ty)?;
    Some(cx.b.call_intrinsic(&typed::llvm_intrinsic(&format!("{base}.i{to}.{from}")), &[arg], ty))
}

/// Float arithmetic with a non-default rounding (`nv_tileaa.rounding`) or
/// flush-to-zero (`nv_tileaa.ftz`) from cuda_tile: the NVVM intrinsic that
/// has exactly that rounding (`div.approx.ftz.f32` for `divf rounding<approx>
/// flush_to_zero`, `add.rz.f32`, ...). `None` when the op has neither hint or
/// no such intrinsic exists (the IEEE op is emitted, which is at least as
/// accurate).
fn rounded_float_op(
    cx: &Lowering,
    op: MlirOperation,
    name: &str,
    args: &[MlirValue],
    ty: MlirType,
) -> Option<MlirValue> {
    let rounding = get_attr(op, typed::TILEAA_ROUNDING_ATTR).and_then(typed::str_value);
    let ftz = get_attr(op, typed::TILEAA_FTZ_ATTR).is_some();
    if rounding.is_none() && !ftz {
        return None;
    }
    let (is_f32, is_f64) = (typed::is_f32(ty), typed::float_kind(ty) == Some(typed::FloatKind::F64));
    if !(is_f32 || is_f64) || (is_f64 && ftz) {
        return None;
    }
    let base = if name == arith::AddFOperation::name() || name == arith::SubFOperation::name() {
        "add"
    } else if name == arith::MulFOperation::name() {
        "mul"
    } else if name == arith::DivFOperation::name() {
        "div"
    } else if name == math_ops::FmaOperation::name() {
        "fma"
    } else if name == math_ops::SqrtOperation::name() {
        "sqrt"
    } else {
        return None;
    };
    let mode = match rounding.as_deref().unwrap_or("nearest_even") {
        "nearest_even" => "rn",
        "zero" => "rz",
        "negative_inf" => "rm",
        "positive_inf" => "rp",
        "approx" if is_f32 && (base == "div" || base == "sqrt") => "approx",
        "full" if is_f32 && base == "div" => "full",
        _ => return None,
    };
    let ftz_part = if ftz { ".ftz" } else { "" };
    let suffix = if is_f64 { ".d" } else { ".f" };
    let intrinsic = match mode {
        // llvm.nvvm.div.full and .full.ftz take no type suffix
        "full" => typed::nvvm_intrinsic(&format!("div.full{ftz_part}")),
        _ => typed::nvvm_intrinsic(&format!("{base}.{mode}{ftz_part}{suffix}")),
    };
    let mut operands = args.to_vec();
    if name == arith::SubFOperation::name() {
        operands[1] = cx.b.op1(arith::NegFOperation::name(), &[args[1]], ty, &[]);
    }
    Some(cx.b.call_intrinsic(&intrinsic, &operands, ty))
}

/// The op's attributes except our discardable `nv_tileaa.*` / `nv_tileas.*` hints.
pub(super) fn inherent_attrs(op: MlirOperation) -> Vec<(String, MlirAttribute)> {
    // SAFETY: `op` is live and the indices stay below its attribute count;
    // the names are copied out of the context.
    let n = unsafe { mlirOperationGetNumAttributes(op) };
    (0..n)
        .map(|i| unsafe {
            let na = mlirOperationGetAttribute(op, i);
            (tileas_sys::to_string(mlirIdentifierStr(na.name)), na.attribute)
        })
        .filter(|(n, _)| !n.starts_with(typed::TILEAA_ATTR_PREFIX) && !n.starts_with(typed::TILEAS_ATTR_PREFIX))
        .collect()
}

/// State of lowering one kernel. Every lowering function receives it; the
/// insertion point `b` is where the current op's replacement goes.
pub struct Lowering {
    pub b: Builder,
    /// CTA size T (`nv_tileas.num_threads`).
    pub num_threads: i64,
    /// CTAs a tile block runs on (`nv_tileas.cluster_ctas`; 1: no cluster).
    pub cluster_ctas: i64,
    /// Whether the kernel's tcgen05 MMAs span CTA pairs (a dot with
    /// `nv_tileas.cta_pair`): its TMEM is allocated and freed with
    /// `cta_group::2`, behind cluster barriers.
    pub cta_pair: bool,
    /// The thread id (i32) the current block's ops see: `tid.x`, read once
    /// in the entry block, or on the producer side of a warp-specialized
    /// kernel the id counted from the producer thread (`agents.rs`).
    pub tid: MlirValue,
    /// `tid.x`, and `tid.x - T` for the producer side.
    pub tid_all: MlirValue,
    pub tid_producer: MlirValue,
    /// The kernel's split into compute threads and a producer
    /// (`nv_tileas.warp_specialize`), and the side being lowered.
    pub agents: Option<agents::Agents>,
    pub side: agents::Side,
    /// Old value → its K per-thread scalars (K = 1 for scalars).
    pub map: ValueMap<Vec<MlirValue>>,
    /// Base of the shared-memory scratch (`!llvm.ptr<3>`), when the kernel has one.
    pub smem: Option<MlirValue>,
    /// Bytes of that scratch (`nv_tileas.smem_bytes`).
    pub smem_bytes: i64,
    /// Base of the ring buffers of pipelined loops (`async_copy.rs`), when
    /// the kernel has them, and their bytes (`nv_tileas.pipeline_bytes`).
    pub pipe: Option<MlirValue>,
    pub pipe_bytes: i64,
    /// A small shared buffer (T·8 bytes) to hand values computed by owner
    /// threads (atomics) to the replicas.
    pub bcast: Option<MlirValue>,
    /// 16 shared bytes that out-of-bounds lanes of a weak tiled store write
    /// instead of branching around the store (see memory.rs).
    pub sink: Option<MlirValue>,
    /// The new module's body, for declarations (`llvm.func`, `llvm.mlir.global`).
    pub module_body: MlirBlock,
    /// `make_memref` results: base pointer, sizes and strides (i64).
    pub memrefs: ValueMap<memory::MemRef>,
    /// Old block → new block.
    pub blocks: std::collections::HashMap<usize, MlirBlock>,
    /// Accumulators kept in tensor memory across their loop (`tmem.rs`).
    pub tmem: tmem::Resident,
    /// Values whose tcgen05 A copy is staged where they are defined
    /// (`umma::staged_operands`) → the byte offset of that copy in the scratch.
    pub staged: std::collections::HashMap<usize, i64>,
    /// The 16-byte shared buffer of tcgen05 dots (mbarrier, TMEM address
    /// slot), `__tileas_tc_<kernel>`, when the kernel has such a dot.
    pub tc: Option<MlirValue>,
    /// TMEM columns allocated once for the kernel's tcgen05 dots that are
    /// not resident (`umma::Pool`).
    pub tmem_pool: Option<umma::Pool>,
    /// The thread's parity of the tcgen05 mbarrier's next phase (an i32
    /// stack slot, `umma::init_mbarrier`).
    pub tc_phase: Option<MlirValue>,
    /// Ring-stage reads that are tensor-core operands (`async_copy.rs`,
    /// `swizzle`): the old value → the stage's shared address (i64), which
    /// the dot's descriptors point at instead of staging registers.
    pub ring_operands: std::collections::HashMap<usize, MlirValue>,
    /// The same values → (their plan, the offset), for staging them.
    pub staged_plans: std::collections::HashMap<usize, (tileas_dialects::mma_atoms::UmmaPlan, i64)>,
    /// Old ops already lowered ahead of their turn (an elementwise op fused
    /// into the read of a TMEM accumulator), skipped when reached.
    pub lowered: std::collections::HashSet<usize>,
    /// `mbarrier_inval` runs that thread 0 issues after the CTA barrier of a
    /// later `async_wait` of their block, by that wait (`tma_copy::later_wait`).
    pub deferred_invals: std::collections::HashMap<usize, Vec<MlirOperation>>,
    /// The scratch's byte offset in the ring region, when it lives there.
    pub smem_in_pipe: Option<i64>,
    /// The kernel's tensor maps (`tma_copy.rs`) and their hidden parameters.
    pub tma_maps: Vec<crate::nv_tileas::tma::TmaCopy>,
    /// Each tensor map's address: its hidden parameter, or for a
    /// device-built map the workspace slot, once its memref is made.
    pub tma_addr: Vec<Option<MlirValue>>,
    /// The device TMA workspace parameter, where the kernel builds maps.
    pub tma_workspace: Option<MlirValue>,
    /// Whether the kernel has cp.async copies (`async_load` without a
    /// `barrier`): without them `async_wait` is only its CTA barrier.
    pub cp_async: bool,
    /// A reduce whose operand a scan before it in its block already
    /// totalled (`warp_reduce::lower_scan`): the reduce op → that total, in
    /// every thread.
    pub scan_totals: std::collections::HashMap<usize, Vec<MlirValue>>,
    /// The block whose last scratch-related op is a CTA barrier emitted
    /// straight into it (no scratch pointer made since): an exchange there
    /// needs no barrier before writing the scratch (`barrier_before_scratch`).
    pub scratch_clean: std::cell::Cell<Option<usize>>,
}

impl Lowering {
    /// The per-slot scalars of an old value.
    pub fn slots(&self, old: MlirValue) -> Vec<MlirValue> {
        self.map.get(&old.into()).cloned().unwrap_or_else(|| panic!("internal: unmapped value"))
    }

    /// The new operands of a branch to the old block `dest`: the slots of
    /// each operand whose block argument is not a TMEM-resident accumulator.
    pub fn branch_args(&self, dest: MlirBlock, olds: &[MlirValue]) -> Vec<MlirValue> {
        let args = block_args(dest);
        olds.iter().zip(args).filter(|(_, a)| !self.tmem.is_resident(*a)).flat_map(|(v, _)| self.slots(*v)).collect()
    }

    /// Register slots of a block argument (none for a TMEM-resident one).
    pub fn arg_slots(&self, arg: MlirValue) -> usize {
        if self.tmem.is_resident(arg) {
            0
        } else {
            self.num_slots(value_type(arg))
        }
    }

    /// The new block standing for an old successor.
    pub fn new_block(&self, old: MlirBlock) -> MlirBlock {
        self.blocks[&(old.ptr as usize)]
    }

    /// Declares `llvm.func @name : signature` (an `!llvm.func`) once in the
    /// module, at its end.
    pub fn declare_func(&self, name: &str, signature: MlirType) {
        let exists = block_ops(self.module_body)
            .into_iter()
            .any(|op| get_attr(op, "sym_name").and_then(typed::str_value).is_some_and(|n| n == name));
        if exists {
            return;
        }
        let top = Builder::at_end(self.b.ctx, self.module_body, self.b.loc);
        let attrs = [("sym_name", top.str_attr(name)), ("function_type", typed::type_attr(signature))];
        // SAFETY: a fresh (empty: a declaration) region, moved into the op.
        let region = unsafe { mlirRegionCreate() };
        top.op_full(llvm::LLVMFuncOperation::name(), &[], &[], &attrs, vec![region], &[]);
    }

    /// Row-major multi-index of element `e` (i32) in `shape` (powers of two).
    pub fn multi_index(&self, e: MlirValue, shape: &[i64]) -> Vec<MlirValue> {
        let i32t = self.b.int_type(32);
        let mut out = vec![e; shape.len()];
        let mut rest = e;
        for d in (0..shape.len()).rev() {
            let ext = shape[d];
            let mask = self.b.const_int(i32t, ext - 1);
            out[d] = self.b.op1(arith::AndIOperation::name(), &[rest, mask], i32t, &[]);
            let sh = self.b.const_int(i32t, ext.trailing_zeros() as i64);
            rest = self.b.op1(arith::ShRUIOperation::name(), &[rest, sh], i32t, &[]);
        }
        out
    }

    /// Runs `then` under `cond` in an `scf.if` and returns its results
    /// (`otherwise` gives the values when `cond` is false).
    pub fn if_else(
        &mut self,
        cond: MlirValue,
        types: &[MlirType],
        then: impl FnOnce(&mut Lowering) -> Vec<MlirValue>,
        otherwise: impl FnOnce(&mut Lowering) -> Vec<MlirValue>,
    ) -> Vec<MlirValue> {
        let saved = self.b;
        let (b1, b2) = (new_block(&[], saved.loc), new_block(&[], saved.loc));
        // SAFETY: fresh regions take ownership of the fresh blocks; both
        // regions move into the `scf.if` below.
        let (r1, r2) = unsafe {
            let (r1, r2) = (mlirRegionCreate(), mlirRegionCreate());
            mlirRegionAppendOwnedBlock(r1, b1);
            mlirRegionAppendOwnedBlock(r2, b2);
            (r1, r2)
        };
        self.b = saved.at_block(b1);
        let v1 = then(self);
        self.b.op(scf::YieldOperation::name(), &v1, &[], &[]);
        self.b = saved.at_block(b2);
        let v2 = otherwise(self);
        self.b.op(scf::YieldOperation::name(), &v2, &[], &[]);
        self.b = saved;
        let op = saved.op_full(scf::IfOperation::name(), &[cond], types, &[], vec![r1, r2], &[]);
        results(op)
    }

    pub fn set(&mut self, old: MlirValue, new: Vec<MlirValue>) {
        self.map.insert(old.into(), new);
    }

    /// Static shape of a tensor type; `None` for scalars.
    pub fn shape(ty: MlirType) -> Option<Vec<i64>> {
        if !typed::is_ranked_tensor(ty) {
            return None;
        }
        typed::shape(ty)
    }

    /// Element count N of a type (1 for scalars).
    pub fn num_elements(ty: MlirType) -> i64 {
        Self::shape(ty).map_or(1, |s| s.iter().product())
    }

    /// Slots per thread: the value-mode size of the tile's layout
    /// (K = max(1, N / T) for the layouts `tileas-assign-layouts` assigns and
    /// for unannotated tiles); 1 for scalars.
    pub fn num_slots(&self, ty: MlirType) -> usize {
        if Self::shape(ty).is_none() {
            return 1;
        }
        self.layout(ty).num_slots() as usize
    }

    /// The thread-value layout of a tile: its `#nv_tileas.tv` encoding, or
    /// the serial schedule's `t + k·T` (replicated below T elements) when it
    /// has none.
    pub fn layout(&self, ty: MlirType) -> TvLayout {
        TvLayout::of_type(ty).unwrap_or_else(|| TvLayout::blocked(Self::num_elements(ty), self.num_threads, 1))
    }

    /// Whether some threads of the tile's layout hold replicas of other
    /// threads' elements (only the first replica stores, prints, asserts).
    pub fn replicated(&self, ty: MlirType) -> bool {
        self.layout(ty).thread_replicas()
    }

    /// `(tid / below) mod extent` for thread-mode entry sizes (i32).
    fn thread_coord(&self, below: i64, extent: i64) -> MlirValue {
        let i32t = self.b.int_type(32);
        let pow2 = |x: i64| x > 0 && x & (x - 1) == 0;
        let q = if below == 1 {
            self.tid
        } else if pow2(below) {
            let sh = self.b.const_int(i32t, below.trailing_zeros() as i64);
            self.b.op1(arith::ShRUIOperation::name(), &[self.tid, sh], i32t, &[])
        } else {
            let d = self.b.const_int(i32t, below);
            self.b.op1(arith::DivUIOperation::name(), &[self.tid, d], i32t, &[])
        };
        if below * extent >= self.num_threads {
            return q;
        }
        if pow2(extent) {
            let m = self.b.const_int(i32t, extent - 1);
            self.b.op1(arith::AndIOperation::name(), &[q, m], i32t, &[])
        } else {
            let m = self.b.const_int(i32t, extent);
            self.b.op1(arith::RemUIOperation::name(), &[q, m], i32t, &[])
        }
    }

    /// The scalar LLVM-level type of one element of `ty` (tensor element or
    /// the scalar itself; `!nv_tileaa.ptr<T>` → `!llvm.ptr<1>`).
    pub fn scalar_type(&self, ty: MlirType) -> MlirType {
        let elem = if typed::is_ranked_tensor(ty) { typed::element_type(ty).unwrap_or(ty) } else { ty };
        if typed::is_tileaa_ptr(elem) {
            self.b.ptr_type(1)
        } else if typed::is_f8(elem) {
            // LLVM has no 8-bit float type: f8 values travel as their bits.
            self.b.int_type(8)
        } else if typed::is_tf32(elem) {
            self.b.f32_type()
        } else {
            elem
        }
    }

    /// i32 row-major index of the element slot `k` of tile type `ty` holds
    /// in this thread: the thread mode of its layout at `tid` plus the value
    /// mode at `k` (a constant).
    pub fn element_index(&self, k: usize, ty: MlirType) -> MlirValue {
        self.element_index_in(&self.layout(ty), k)
    }

    /// A `vector<n × elem>` of `vals` (n = `vals.len()`).
    pub fn vector_of(&self, vals: &[MlirValue], elem: MlirType) -> MlirValue {
        let vty = typed::vector(&[vals.len() as i64], elem);
        let mut v = self.b.op1(llvm::PoisonOperation::name(), &[], vty, &[]);
        for (i, x) in vals.iter().enumerate() {
            let pos = self.b.const_int(self.b.int_type(32), i as i64);
            v = self.b.op1(llvm::InsertElementOperation::name(), &[v, *x, pos], vty, &[]);
        }
        v
    }

    /// `element_index` in layout `l` (a layout no value carries yet, such as
    /// an MMA fragment's).
    pub fn element_index_in(&self, l: &TvLayout, k: usize) -> MlirValue {
        let i32t = self.b.int_type(32);
        let mut acc: Option<MlirValue> = None;
        let mut below = 1;
        for (&s, &d) in l.thread.shape.iter().zip(&l.thread.stride) {
            if s > 1 && d != 0 {
                let c = self.thread_coord(below, s);
                let term = if d == 1 {
                    c
                } else {
                    self.b.op1(arith::MulIOperation::name(), &[c, self.b.const_int(i32t, d)], i32t, &[])
                };
                acc = Some(match acc {
                    None => term,
                    Some(a) => self.b.op1(arith::AddIOperation::name(), &[a, term], i32t, &[]),
                });
            }
            below *= s;
        }
        let off = l.value.eval(k as i64);
        match acc {
            None => self.b.const_int(i32t, off),
            Some(a) if off == 0 => a,
            Some(a) => self.b.op1(arith::AddIOperation::name(), &[a, self.b.const_int(i32t, off)], i32t, &[]),
        }
    }

    /// i1: this thread owns slot `k` of tile type `ty` — it is the first of
    /// its replicas along every stride-0 entry of the layout (always true
    /// without replicas).
    pub fn is_owner(&self, k: usize, ty: MlirType) -> MlirValue {
        let i1 = self.b.int_type(1);
        let l = self.layout(ty);
        if !l.value.is_first_replica(k as i64) {
            return self.b.const_int(i1, 0);
        }
        let i32t = self.b.int_type(32);
        let mut acc: Option<MlirValue> = None;
        let mut below = 1;
        for (&s, &d) in l.thread.shape.iter().zip(&l.thread.stride) {
            if s > 1 && d == 0 {
                let first = if below * s >= self.num_threads {
                    // The outermost entry: coordinate 0 is `tid < below`.
                    self.b.cmpi(typed::ICmpPredicate::Ult, self.tid, self.b.const_int(i32t, below))
                } else {
                    let c = self.thread_coord(below, s);
                    self.b.cmpi(typed::ICmpPredicate::Eq, c, self.b.const_int(i32t, 0))
                };
                acc = Some(match acc {
                    None => first,
                    Some(a) => self.b.op1(arith::AndIOperation::name(), &[a, first], i1, &[]),
                });
            }
            below *= s;
        }
        acc.unwrap_or_else(|| self.b.const_int(i1, 1))
    }

    /// `bar.sync 0` across the CTA (in a warp-specialized kernel, a named
    /// barrier of the compute threads on their side, `agents.rs`).
    pub fn barrier(&self) {
        agents::barrier(self);
        self.scratch_clean.set(Some(self.b.block.ptr as usize));
    }

    /// A CTA barrier before writing the scratch, so no thread overwrites
    /// what another may still read, unless a barrier of this block already
    /// follows every scratch access made so far (every access before it, in
    /// this block or earlier, is then done).
    pub fn barrier_before_scratch(&self) {
        if self.scratch_clean.get() != Some(self.b.block.ptr as usize) {
            self.barrier();
        }
    }

    /// The tcgen05 dots' 16-byte shared buffer (mbarrier at 0, TMEM
    /// address slot at 8), declared for kernels with such a dot.
    pub fn tc_slots(&self) -> MlirValue {
        self.tc.expect("internal: a tcgen05 dot in a kernel without its shared slots")
    }

    /// Base pointer of the shared scratch; errors if the kernel has none.
    pub fn smem_base(&self) -> MlirValue {
        self.scratch_clean.set(None);
        self.smem.expect("internal: kernel has no shared-memory scratch")
    }
}
