//! `convert-tileaa-to-tileas{num-threads=128}` (docs/design/lowering-ir.md,
//! Stage 2): the serial schedule.
//!
//! Program order is the schedule, so memory tokens are satisfied by
//! construction and removed: `create_mem_token`/`join_mem_token` are erased,
//! token block arguments and branch operands dropped, and the memory ops
//! become their token-free `nv_tileas` forms. Each kernel function gets
//! `nv_tileas.num_threads` (the CTA size) and `nv_tileas.smem_bytes` (the
//! shared-memory scratch its exchange ops need). Everything else is unchanged.
//!
//! The rewrite is in place: the only values that disappear are tokens, whose
//! users are all rewritten or erased here.
//!
//! Every raw handle passed to MLIR's C API below is live: it comes from the
//! module the pass runs on (alive for the whole run) or was just created,
//! and an op is destroyed only once nothing uses its results.

use crate::conversion::builder::*;
use crate::conversion::is_op;
use crate::conversion::typed::{self, TILEAA_KERNEL_ATTR, TILEAS_NUM_THREADS_ATTR, TILEAS_SMEM_BYTES_ATTR};
use crate::options::{parse_int, OptionKind, OptionSpec};
use crate::registry::{PassFailed, RustPass};
use melior::dialect::ods::{arith, builtin, cf, func};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;
use tileas_dialects::ops::{nv_tileaa as aa, nv_tileas as tas};
use tileas_sys::string_ref;

#[derive(Clone, Debug)]
pub struct ConvertTileAAToTileAS {
    num_threads: i64,
}

impl Default for ConvertTileAAToTileAS {
    fn default() -> Self {
        Self { num_threads: 128 }
    }
}

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "num-threads",
    description: "Threads per CTA (recorded as nv_tileas.num_threads)",
    kind: OptionKind::Int,
    default: "128",
}];

/// How one nv_tileaa memory op becomes its token-free nv_tileas form.
struct MemoryOp {
    from: &'static str,
    to: &'static str,
    /// The inherent attributes it carries over.
    attrs: &'static [&'static str],
    /// Whether the token-free form keeps `operandSegmentSizes`, i.e. still
    /// has two or more optional operand groups.
    keep_segments: bool,
}

/// The memory ops, built once from the generated op names.
static MEMORY_OPS: LazyLock<[MemoryOp; 6]> = LazyLock::new(|| {
    let op = |from, to, attrs, keep_segments| MemoryOp { from, to, attrs, keep_segments };
    [
        op(
            aa::TiledLoadOperation::name(),
            tas::TiledLoadOperation::name(),
            &["dim_map", "padding", "sem", "scope"],
            false,
        ),
        op(aa::TiledStoreOperation::name(), tas::TiledStoreOperation::name(), &["dim_map", "sem", "scope"], false),
        op(aa::LoadOperation::name(), tas::LoadOperation::name(), &["sem", "scope"], true),
        op(aa::StoreOperation::name(), tas::StoreOperation::name(), &["sem", "scope"], false),
        op(aa::AtomicRMWOperation::name(), tas::AtomicRMWOperation::name(), &["mode", "sem", "scope"], false),
        op(aa::AtomicCASOperation::name(), tas::AtomicCASOperation::name(), &["sem", "scope"], false),
    ]
});

/// The memory-op entry of `op`, if it is one.
fn memory_op(op: MlirOperation) -> Option<&'static MemoryOp> {
    MEMORY_OPS.iter().find(|m| is_op(op, m.from))
}

/// Whether `op` is a token op that the serial schedule erases.
fn is_token_op(op: MlirOperation) -> bool {
    is_op(op, aa::CreateMemTokenOperation::name()) || is_op(op, aa::JoinMemTokenOperation::name())
}

fn is_branch(op: MlirOperation) -> bool {
    is_op(op, cf::BranchOperation::name()) || is_op(op, cf::CondBranchOperation::name())
}

impl RustPass for ConvertTileAAToTileAS {
    const ARGUMENT: &'static str = "convert-tileaa-to-tileas";
    const NAME: &'static str = "ConvertTileAAToTileAS";
    const DESCRIPTION: &'static str =
        "Serial schedule: drop memory tokens, token-free nv_tileas memory ops, nv_tileas.num_threads/smem_bytes on kernels";

    fn anchor() -> Option<&'static str> {
        Some(builtin::ModuleOperation::name())
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "num-threads" => {
                let n = parse_int(value).map_err(|e| e.to_string())?;
                if !(1..=1024).contains(&n) {
                    return Err(format!("num-threads must be in [1, 1024], got {n}"));
                }
                self.num_threads = n;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let module = module.to_raw();
        // SAFETY: `module` is the live op the pass runs on.
        let ctx = unsafe { mlirOperationGetContext(module) };
        // No C dialect handle exists for nv_tileas: load it by name (the pass
        // is anchored on the top-level module, so nothing runs concurrently).
        // SAFETY: `ctx` is live; the name is copied.
        unsafe { mlirContextGetOrLoadDialect(ctx, string_ref("nv_tileas")) };
        // SAFETY: a module op has one region.
        let top = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0)) };
        if top.ptr.is_null() {
            return Ok(());
        }
        let mut ok = true;
        for f in block_ops(top) {
            if !is_op(f, func::FuncOperation::name()) {
                continue;
            }
            if convert_func(ctx, f).is_err() {
                ok = false;
                continue;
            }
            if get_attr(f, TILEAA_KERNEL_ATTR).is_some() {
                let threads = kernel_threads(f, self.num_threads);
                let Ok(smem) = smem_bytes(f, threads) else {
                    ok = false;
                    continue;
                };
                let (smem, staged) = with_staged_operands(f, threads, smem);
                set_attr(f, TILEAS_NUM_THREADS_ATTR, typed::int_attr(typed::i32(ctx), threads));
                set_attr(f, TILEAS_SMEM_BYTES_ATTR, typed::i64_attr(ctx, smem));
                if staged > 0 {
                    set_attr(f, typed::TILEAS_STAGED_OPERAND_BYTES_ATTR, typed::i64_attr(ctx, staged));
                }
            }
        }
        if ok {
            Ok(())
        } else {
            Err(PassFailed)
        }
    }
}

/// The scratch with room for the tcgen05 operands staged once where they
/// are defined (`umma::staged_operands`), after the exchange scratch at a
/// 1024-byte boundary, when it all fits the CTA's shared memory: (scratch
/// bytes, staged-operand bytes).
fn with_staged_operands(f: MlirOperation, threads: i64, smem: i64) -> (i64, i64) {
    use crate::conversion::tileas_to_llvm::umma;
    // SAFETY: a `func.func` has one region.
    let blocks = region_blocks(unsafe { mlirOperationGetRegion(f, 0) });
    let staged: i64 = umma::staged_operands(&blocks, threads).iter().map(|(_, p, _)| umma::a_bytes(p)).sum();
    let total = (smem + 1023) / 1024 * 1024 + staged;
    if staged == 0 || total + threads * 8 + 16 > typed::max_shared_bytes(f) {
        return (smem, 0);
    }
    (total, staged)
}

fn is_token(v: MlirValue) -> bool {
    typed::is_tileaa_mem_token(value_type(v))
}

/// All ops nested in `op`'s regions, in pre-order.
fn nested(op: MlirOperation, out: &mut Vec<MlirOperation>) {
    // SAFETY: `op` is live and the region indices are below its region count.
    unsafe {
        for r in 0..mlirOperationGetNumRegions(op) {
            for blk in region_blocks(mlirOperationGetRegion(op, r)) {
                for o in block_ops(blk) {
                    out.push(o);
                    nested(o, out);
                }
            }
        }
    }
}

fn all_blocks(op: MlirOperation, out: &mut Vec<MlirBlock>) {
    // SAFETY: `op` is live and the region indices are below its region count.
    unsafe {
        for r in 0..mlirOperationGetNumRegions(op) {
            for blk in region_blocks(mlirOperationGetRegion(op, r)) {
                out.push(blk);
                for o in block_ops(blk) {
                    all_blocks(o, out);
                }
            }
        }
    }
}

/// Discardable attributes of `op` (inherent ones are read by name).
fn discardable_attrs(op: MlirOperation) -> Vec<(String, MlirAttribute)> {
    // SAFETY: `op` is live, the indices are below its discardable attribute
    // count, and each name is copied while the context owns it.
    unsafe {
        (0..mlirOperationGetNumDiscardableAttributes(op))
            .map(|i| {
                let na = mlirOperationGetDiscardableAttribute(op, i);
                (tileas_sys::to_string(mlirIdentifierStr(na.name)), na.attribute)
            })
            .collect()
    }
}

/// Reports a use of a memory token the serial schedule cannot drop: tokens
/// may only flow into memory ops, joins and branches. Checked before the
/// function is touched.
fn check_token_uses(ops: &[MlirOperation]) -> Result<(), PassFailed> {
    for &op in ops {
        let handled = memory_op(op).is_some() || is_token_op(op) || is_branch(op);
        if !handled && operands(op).into_iter().any(is_token) {
            emit_op_error(op, "cannot be scheduled: unexpected use of a memory token");
            return Err(PassFailed);
        }
    }
    Ok(())
}

/// A builder that inserts before `op`, at its location.
fn builder_before(ctx: MlirContext, op: MlirOperation) -> Builder {
    // SAFETY: `op` is a live operation in a block.
    let (block, loc) = unsafe { (mlirOperationGetBlock(op), mlirOperationGetLocation(op)) };
    Builder { ctx, block, loc, before: Some(op) }
}

fn convert_func(ctx: MlirContext, f: MlirOperation) -> Result<(), PassFailed> {
    let mut ops = Vec::new();
    nested(f, &mut ops);
    let mut blocks = Vec::new();
    all_blocks(f, &mut blocks);
    let Some(&entry) = blocks.first() else { return Ok(()) };
    if block_args(entry).into_iter().any(is_token) {
        emit_op_error(f, "cannot be scheduled: memory tokens as function arguments are not supported");
        return Err(PassFailed);
    }
    // A token-typed placeholder that every erased op's token operands are
    // pointed at, so that the old ops can be erased in any order.
    let token_ty = ops
        .iter()
        .flat_map(|&o| results(o))
        .chain(blocks.iter().flat_map(|&b| block_args(b)))
        .find(|&v| is_token(v))
        .map(value_type);
    // Every memory op has a token result: no token, nothing to schedule.
    let Some(token_ty) = token_ty else { return Ok(()) };
    check_token_uses(&ops)?;
    // SAFETY: `entry` is the live entry block of `f`.
    let first = unsafe { mlirBlockGetFirstOperation(entry) };
    let b = Builder { ctx, block: entry, loc: location(f), before: (!first.ptr.is_null()).then_some(first) };
    let dummy_op = b.op(aa::CreateMemTokenOperation::name(), &[], &[token_ty], &[]);
    let dummy = result0(dummy_op);

    order_across_threads(ctx, &ops);
    let mut erase_branches = Vec::new();
    let mut erase = Vec::new();
    for &op in &ops {
        if memory_op(op).is_some() || is_token_op(op) {
            replace_memory_op(builder_before(ctx, op), op, dummy)?;
            erase.push(op);
        } else if is_branch(op) && operands(op).into_iter().any(is_token) {
            rebuild_branch(builder_before(ctx, op), op)?;
            erase_branches.push(op);
        }
    }
    // SAFETY: the erased ops' non-token results were replaced, their token
    // operands point at `dummy`, and the token block arguments have no uses
    // left once the ops and branches that used them are gone; `dummy_op`
    // goes last, when nothing uses it any more.
    unsafe {
        for op in erase_branches {
            mlirOperationDestroy(op);
        }
        for op in erase {
            mlirOperationDestroy(op);
        }
        for blk in blocks {
            let args = block_args(blk);
            for i in (0..args.len()).rev() {
                if is_token(args[i]) {
                    mlirBlockEraseArgument(blk, i as u32);
                }
            }
        }
        mlirOperationDestroy(dummy_op);
    }
    Ok(())
}

/// The location of `op`.
fn location(op: MlirOperation) -> MlirLocation {
    // SAFETY: `op` is a live operation.
    unsafe { mlirOperationGetLocation(op) }
}

/// Whether memory op `op` writes (stores and atomics) and whether it reads
/// (loads and atomics).
fn writes_reads(op: MlirOperation) -> (bool, bool) {
    let name = memory_op(op).map(|m| m.from);
    if name == Some(aa::LoadOperation::name()) || name == Some(aa::TiledLoadOperation::name()) {
        (false, true)
    } else if name == Some(aa::StoreOperation::name()) || name == Some(aa::TiledStoreOperation::name()) {
        (true, false)
    } else {
        (true, true)
    }
}

/// The memory ops that wait for token `v`: its users, through joins and
/// through the block arguments branches pass it to.
fn token_consumers(v: MlirValue, seen: &mut HashSet<usize>, out: &mut Vec<MlirOperation>) {
    if !seen.insert(v.ptr as usize) {
        return;
    }
    for (user, index) in uses(v) {
        if memory_op(user).is_some() {
            out.push(user);
        } else if is_op(user, aa::JoinMemTokenOperation::name()) {
            token_consumers(result0(user), seen, out);
        } else if is_branch(user) {
            for (blk, values) in branch_edges(user) {
                for (arg, value) in block_args(blk).into_iter().zip(values) {
                    if value.ptr == operands(user)[index].ptr && is_token(arg) {
                        token_consumers(arg, seen, out);
                    }
                }
            }
        }
    }
}

/// Whether token `v` may stand for the completion of a read: a load's or an
/// atomic's token, through joins and through the values branches pass to a
/// token block argument (`incoming`); a fresh token does not; a token from
/// anywhere else may.
fn carries_reads(v: MlirValue, incoming: &HashMap<usize, Vec<MlirValue>>, seen: &mut HashSet<usize>) -> bool {
    if !seen.insert(v.ptr as usize) {
        return false;
    }
    match defining_op(v) {
        Some(op) if is_op(op, aa::CreateMemTokenOperation::name()) => false,
        Some(op) if is_op(op, aa::JoinMemTokenOperation::name()) => {
            operands(op).into_iter().any(|t| carries_reads(t, incoming, seen))
        }
        Some(op) if memory_op(op).is_some() => writes_reads(op).1,
        Some(_) => true,
        None => incoming.get(&(v.ptr as usize)).is_none_or(|vs| vs.iter().any(|t| carries_reads(*t, incoming, seen))),
    }
}

/// A memory token orders whole tiles, but a tile's elements are spread over
/// the CTA's threads, differently for each access, so ordering a write with
/// another access takes a CTA barrier (`nv_tileaa.barrier`, bar.sync) between
/// them, as NVIDIA's tileiras puts one between token-ordered accesses: after
/// a write whose token orders a later access (once per execution of the
/// write), and before a write whose tokens carry reads (once per execution of
/// it, not after each read: a K loop of loads whose tokens reach the epilogue
/// store syncs once, before the store). Reads ordered after reads, and
/// accesses ordered only by fresh tokens, need none.
fn order_across_threads(ctx: MlirContext, ops: &[MlirOperation]) {
    let mut incoming: HashMap<usize, Vec<MlirValue>> = HashMap::new();
    for &op in ops.iter().filter(|&&op| is_branch(op)) {
        for (blk, values) in branch_edges(op) {
            for (arg, value) in block_args(blk).into_iter().zip(values) {
                if is_token(arg) {
                    incoming.entry(arg.ptr as usize).or_default().push(value);
                }
            }
        }
    }
    let mut placed = HashSet::new();
    for &op in ops.iter().filter(|&&op| memory_op(op).is_some() && writes_reads(op).0) {
        let mut tokens = operands(op).into_iter().filter(|v| is_token(*v));
        if tokens.any(|t| carries_reads(t, &incoming, &mut HashSet::new())) {
            barrier_before(ctx, op, &mut placed);
        }
        let mut consumers = Vec::new();
        for token in results(op).into_iter().filter(|r| is_token(*r)) {
            token_consumers(token, &mut HashSet::new(), &mut consumers);
        }
        // SAFETY: `op` is live in its block.
        let next = unsafe { mlirOperationGetNextInBlock(op) };
        if !consumers.is_empty() && !next.ptr.is_null() {
            barrier_before(ctx, next, &mut placed);
        }
    }
}

/// An `nv_tileaa.barrier` before `op`, unless this pass put one there already
/// (`placed`: the ops with a barrier before them).
fn barrier_before(ctx: MlirContext, op: MlirOperation, placed: &mut HashSet<usize>) {
    if placed.insert(op.ptr as usize) {
        builder_before(ctx, op).op(aa::BarrierOperation::name(), &[], &[], &[]);
    }
}

/// Replaces the non-token results of a memory op by those of its nv_tileas
/// form (built before it) and points its token operands at `dummy`, so that
/// it can be erased.
fn replace_memory_op(b: Builder, op: MlirOperation, dummy: MlirValue) -> Result<(), PassFailed> {
    if let Some(new) = rename_memory_op(b, op)? {
        let olds: Vec<MlirValue> = results(op).into_iter().filter(|r| !is_token(*r)).collect();
        for (old, new) in olds.into_iter().zip(results(new)) {
            // SAFETY: both values are live and of the same type.
            unsafe { mlirValueReplaceAllUsesOfWith(old, new) };
        }
    }
    for (i, v) in operands(op).into_iter().enumerate() {
        if is_token(v) {
            // SAFETY: `i` is an operand index of `op`; `dummy` is a live token.
            unsafe { mlirOperationSetOperand(op, i as isize, dummy) };
        }
    }
    Ok(())
}

/// The `operandSegmentSizes` of `op`, or the error that it is missing.
fn segment_sizes(op: MlirOperation) -> Result<Vec<i32>, PassFailed> {
    let seg = get_attr(op, "operandSegmentSizes").ok_or_else(|| {
        emit_op_error(op, "cannot be scheduled: missing operandSegmentSizes");
        PassFailed
    })?;
    Ok(typed::dense_i32_values(seg))
}

/// Builds the token-free nv_tileas form of a memory op before it (`None` for
/// create/join_mem_token, which just disappear).
fn rename_memory_op(b: Builder, op: MlirOperation) -> Result<Option<MlirOperation>, PassFailed> {
    let Some(m) = memory_op(op) else { return Ok(None) };
    let ins: Vec<MlirValue> = operands(op).into_iter().filter(|v| !is_token(*v)).collect();
    let tys: Vec<MlirType> = results(op).into_iter().filter(|v| !is_token(*v)).map(value_type).collect();
    let mut attrs: Vec<(String, MlirAttribute)> = Vec::new();
    for n in m.attrs {
        if let Some(a) = get_attr(op, n) {
            attrs.push((n.to_string(), a));
        }
    }
    if m.keep_segments {
        let mut sizes = segment_sizes(op)?;
        // The last segment is the token.
        sizes.pop();
        attrs.push(("operandSegmentSizes".into(), typed::dense_i32_array(b.ctx, &sizes)));
    }
    for (n, a) in discardable_attrs(op) {
        if n != "operandSegmentSizes" && !m.attrs.contains(&n.as_str()) {
            attrs.push((n, a));
        }
    }
    if is_op(op, aa::TiledLoadOperation::name()) && unordered(op) {
        attrs.push((typed::TILEAS_UNORDERED_ATTR.into(), b.unit_attr()));
    }
    let refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    Ok(Some(b.op(m.to, &ins, &tys, &refs)))
}

/// Whether a memory op's token orders it after nothing: it has none, or a
/// fresh one (`create_mem_token`). Such an op is unordered with every other
/// memory op (cuda_tile orders memory only through tokens), which is what
/// lets `tileas-pipeline-loads` start a load before earlier stores.
fn unordered(op: MlirOperation) -> bool {
    operands(op)
        .into_iter()
        .filter(|v| is_token(*v))
        .all(|t| defining_op(t).is_some_and(|d| is_op(d, aa::CreateMemTokenOperation::name())))
}

/// Rebuilds `cf.br`/`cf.cond_br` without token operands.
fn rebuild_branch(b: Builder, op: MlirOperation) -> Result<(), PassFailed> {
    // SAFETY: `op` is a live branch; the indices are below its successor count.
    let succ: Vec<MlirBlock> =
        unsafe { (0..mlirOperationGetNumSuccessors(op)).map(|i| mlirOperationGetSuccessor(op, i)).collect() };
    let ins = operands(op);
    if is_op(op, cf::BranchOperation::name()) {
        let keep: Vec<MlirValue> = ins.into_iter().filter(|v| !is_token(*v)).collect();
        b.op_full(cf::BranchOperation::name(), &keep, &[], &[], Vec::new(), &succ);
        return Ok(());
    }
    let sizes = segment_sizes(op)?;
    let (nt, nf) = match sizes.as_slice() {
        [_, nt, nf] => (*nt as usize, *nf as usize),
        _ => (usize::MAX, usize::MAX),
    };
    if nt.checked_add(nf).and_then(|n| n.checked_add(1)) != Some(ins.len()) || succ.len() != 2 {
        emit_op_error(op, "cannot be scheduled: malformed cf.cond_br");
        return Err(PassFailed);
    }
    let t: Vec<MlirValue> = ins[1..1 + nt].iter().copied().filter(|v| !is_token(*v)).collect();
    let f: Vec<MlirValue> = ins[1 + nt..].iter().copied().filter(|v| !is_token(*v)).collect();
    b.cond_br(ins[0], (succ[0], &t), (succ[1], &f));
    Ok(())
}

/// Bytes of one element in shared memory (pointers 8, i1 1).
fn elem_bytes(t: MlirType) -> i64 {
    storage_bytes(t)
}

/// Element count of a ranked tensor type, `None` for other types.
fn num_elements(t: MlirType) -> Option<i64> {
    if !typed::is_ranked_tensor(t) {
        return None;
    }
    typed::shape(t).map(|s| s.iter().product())
}

/// The element type of a tensor, or the scalar type itself.
fn tensor_elem(t: MlirType) -> MlirType {
    typed::element_type(t).unwrap_or(t)
}

/// Scratch bytes of one tensor value: elements × element size, rounded up to 16.
fn tensor_bytes(t: MlirType) -> i64 {
    match num_elements(t) {
        Some(n) => {
            let bytes = n * elem_bytes(tensor_elem(t));
            (bytes + 15) / 16 * 16
        }
        None => 0,
    }
}

/// Scratch of a `reduce`: all operands, or one chunk of them when they are
/// large (`convert-tileas-to-llvm` then stages them chunk by chunk).
fn reduce_bytes(op: MlirOperation, ins: &[MlirType], num_threads: i64) -> i64 {
    let all: i64 = ins.iter().map(|&t| tensor_bytes(t)).sum();
    let shape = crate::conversion::tileas_to_llvm::Lowering::shape;
    let dim = get_attr(op, "dim").and_then(typed::int_value);
    let (Some(s), Some(d)) = (ins.first().and_then(|&t| shape(t)), dim) else { return all };
    let sizes: Vec<i64> = ins.iter().map(|&t| elem_bytes(tensor_elem(t))).collect();
    match crate::conversion::tileas_to_llvm::exchange::reduce_chunk_plan(&s, d as usize, &sizes, num_threads) {
        Some((_, bytes)) => bytes,
        None => all,
    }
}

/// Whether `op` is an `arith.constant` with a non-splat dense value, which
/// stage 3 materializes through shared memory.
fn is_non_splat_constant(op: MlirOperation) -> bool {
    if !is_op(op, arith::ConstantOperation::name()) {
        return false;
    }
    // SAFETY: `a` is a live attribute; the splat query is made only on a
    // dense elements attribute.
    get_attr(op, "value")
        .is_some_and(|a| unsafe { mlirAttributeIsADenseElements(a) && !mlirDenseElementsAttrIsSplat(a) })
}

/// Accumulator elements per thread above which a tensor-core kernel runs
/// twice the threads: 64 f32 registers of accumulator leave room for the A
/// and B fragments without spilling.
const MMA_ACC_PER_THREAD: i64 = 64;

/// Largest CTA `kernel_threads` picks (512 threads would cap ptxas at 128
/// registers per thread: `matmul_bf16_256x128` spilled more, not less).
const MAX_MMA_THREADS: i64 = 256;

/// The CTA size of kernel `f`: 32 threads a warp of its
/// `num_worker_warps_per_cta` hint when it has one (the user's choice, as
/// NVIDIA's tileiras counts it: warps the lowering adds come on top); else
/// `threads` (the pass option), doubled (up to 256) while one of its
/// tensor-core dots would keep more than
/// `MMA_ACC_PER_THREAD` accumulators per thread. NVIDIA's tileiras runs its
/// matmul kernels with 256 threads too (8 warps; `.reqntid 256` in its PTX).
fn kernel_threads(f: MlirOperation, threads: i64) -> i64 {
    if let Some(warps) = get_attr(f, typed::TILEAA_WORKER_WARPS_ATTR).and_then(typed::int_value) {
        return 32 * warps; // the kernel's num_worker_warps_per_cta hint
    }
    let mut ops = Vec::new();
    nested(f, &mut ops);
    let mut t = threads;
    for op in ops.into_iter().filter(|op| is_op(*op, aa::DotOperation::name())) {
        let fits = crate::conversion::tileas_to_llvm::mma::plan_fits;
        while t < MAX_MMA_THREADS && crate::nv_tileas::mma::dot_plan(op, t * 2, fits).is_some() {
            let acc = operands(op).get(2).and_then(|v| num_elements(value_type(*v))).unwrap_or(0);
            if acc / t <= MMA_ACC_PER_THREAD {
                break;
            }
            t *= 2;
        }
    }
    t
}

/// The shared-memory scratch one op needs to exchange tile elements between
/// threads (0 for ops that exchange nothing).
fn op_scratch_bytes(op: MlirOperation, num_threads: i64, in_ring: &dyn Fn(MlirOperation, usize) -> bool) -> i64 {
    let ins: Vec<MlirType> = operands(op).into_iter().map(value_type).collect();
    if is_op(op, aa::BroadcastOperation::name()) {
        match ins.first() {
            Some(&t) if num_elements(t).unwrap_or(1) > 1 => tensor_bytes(t),
            _ => 0,
        }
    } else if is_op(op, aa::PermuteOperation::name())
        || is_op(op, aa::ExtractSliceOperation::name())
        || is_op(op, aa::BitcastOperation::name())
    {
        ins.first().map_or(0, |&t| tensor_bytes(t))
    } else if is_op(op, aa::DotOperation::name()) && ins.len() >= 2 {
        // A tensor-core dot stages all of A and B for `ldmatrix`; the SIMT
        // one stages them in chunks of K.
        use crate::conversion::tileas_to_llvm::mma;
        use crate::nv_tileas::mma::DotPlan;
        match crate::nv_tileas::mma::dot_plan(op, num_threads, mma::plan_fits) {
            // Operands read in ring stages are not staged (umma.rs, wgmma.rs, mma.rs).
            Some(DotPlan::Umma(p)) => {
                use crate::conversion::tileas_to_llvm::umma;
                let (a, b) = umma::staged_bytes(&p.shape, p.kind);
                (if in_ring(op, 0) { 0 } else { a })
                    + (if in_ring(op, 1) { 0 } else { b })
                    + umma::scale_stage_bytes(&p)
            }
            Some(DotPlan::Wgmma(p)) => {
                let (a, b) = crate::conversion::tileas_to_llvm::umma::staged_bytes(&p.shape, p.kind);
                // A chained from another dot's accumulator is read from registers.
                let a_staged = !in_ring(op, 0) && crate::nv_tileas::mma::wgmma_chained_from(op, num_threads).is_none();
                (if a_staged { a } else { 0 }) + (if in_ring(op, 1) { 0 } else { b })
            }
            Some(DotPlan::Sync(p)) => {
                let e = mma::element_bytes(p.atom.kind);
                let (a, b) = mma::scratch_bytes(&p, e, e);
                // A chained from another dot's C stays in registers.
                let a_staged = !in_ring(op, 0) && !crate::nv_tileas::mma::a_in_registers(op, num_threads);
                (if a_staged { a } else { 0 }) + (if in_ring(op, 1) { 0 } else { b }) + mma::scale_bytes(&p)
            }
            // A SIMT dot that reads both operands from their ring stages stages nothing.
            None if ins.len() == 3 && in_ring(op, 0) && in_ring(op, 1) => 0,
            None => crate::conversion::tileas_to_llvm::dot::scratch_bytes(&ins),
        }
    } else if is_op(op, aa::ReduceOperation::name()) {
        // Once layouts are assigned the lowering's own plan says (shuffles
        // leave partials: attention's row maxima need 512 bytes, not 16 KiB).
        crate::conversion::tileas_to_llvm::warp_reduce::scratch_needed(op, num_threads)
            .unwrap_or_else(|| reduce_bytes(op, &ins, num_threads))
    } else if is_op(op, aa::CatOperation::name())
        || is_op(op, aa::ScanOperation::name())
        || is_op(op, aa::InsertSliceOperation::name())
    {
        ins.iter().map(|&t| tensor_bytes(t)).sum()
    } else if is_non_splat_constant(op) {
        results(op).first().map_or(0, |&r| tensor_bytes(value_type(r)))
    } else {
        0
    }
}

/// The shared-memory scratch the exchange ops of `f` need: the largest total
/// of the tensor operands of one exchange op (docs/design/lowering-ir.md).
pub fn smem_bytes(f: MlirOperation, num_threads: i64) -> Result<i64, PassFailed> {
    smem_bytes_with(f, num_threads, &crate::conversion::tileas_to_llvm::umma::in_ring)
}

/// `smem_bytes` with `in_ring(dot, i)` saying which operands of tcgen05 and
/// wgmma dots are read in ring stages and not staged
/// (`tileas-pipeline-loads` asks before it rewrites a loop).
pub fn smem_bytes_with(
    f: MlirOperation,
    num_threads: i64,
    in_ring: &dyn Fn(MlirOperation, usize) -> bool,
) -> Result<i64, PassFailed> {
    let mut ops = Vec::new();
    nested(f, &mut ops);
    let mut best = 0;
    // What the target's shared memory per CTA leaves after
    // convert-tileas-to-llvm's own buffers (the T·8-byte broadcast buffer
    // and the 16-byte store sink).
    let max = typed::max_shared_bytes(f);
    let limit = max - num_threads * 8 - 16;
    for op in ops {
        let mut size = op_scratch_bytes(op, num_threads, in_ring);
        // A reduction usually needs far less once its layout is known (warp
        // shuffles leave only partials); reserve what fits and let the
        // lowering report one whose fallback needs more.
        if is_op(op, aa::ReduceOperation::name()) {
            size = size.min(limit);
        }
        if size > limit {
            emit_op_error(
                op,
                &format!(
                    "is not yet supported by tileas: it needs {size} bytes of shared-memory scratch to exchange \
                     tile elements between threads, over the {limit} bytes left of the {max} bytes a CTA may \
                     use ('nv_tileas.max_shared_bytes')"
                ),
            );
            return Err(PassFailed);
        }
        best = best.max(size);
    }
    Ok(best)
}
