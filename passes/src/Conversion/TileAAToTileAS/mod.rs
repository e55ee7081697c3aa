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

use crate::conversion::builder::*;
use crate::options::{parse_int, OptionKind, OptionSpec};
use crate::registry::{PassFailed, RustPass};
use melior::ir::operation::OperationRef;
use mlir_sys::*;
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

/// nv_tileaa memory op → (nv_tileas name, attributes it carries, whether the
/// token-free form keeps `operandSegmentSizes`, i.e. still has two or more
/// optional operand groups).
const MEMORY_OPS: &[(&str, &str, &[&str], bool)] = &[
    ("nv_tileaa.tiled_load", "nv_tileas.tiled_load", &["dim_map", "padding", "sem", "scope"], false),
    ("nv_tileaa.tiled_store", "nv_tileas.tiled_store", &["dim_map", "sem", "scope"], false),
    ("nv_tileaa.load", "nv_tileas.load", &["sem", "scope"], true),
    ("nv_tileaa.store", "nv_tileas.store", &["sem", "scope"], false),
    ("nv_tileaa.atomic_rmw", "nv_tileas.atomic_rmw", &["mode", "sem", "scope"], false),
    ("nv_tileaa.atomic_cas", "nv_tileas.atomic_cas", &["sem", "scope"], false),
];

impl RustPass for ConvertTileAAToTileAS {
    const ARGUMENT: &'static str = "convert-tileaa-to-tileas";
    const NAME: &'static str = "ConvertTileAAToTileAS";
    const DESCRIPTION: &'static str =
        "Serial schedule: drop memory tokens, token-free nv_tileas memory ops, nv_tileas.num_threads/smem_bytes on kernels";
    const ANCHOR: Option<&'static str> = Some("builtin.module");

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
        let ctx = unsafe { mlirOperationGetContext(module) };
        // No C dialect handle exists for nv_tileas: load it by name (the pass
        // is anchored on the top-level module, so nothing runs concurrently).
        unsafe { mlirContextGetOrLoadDialect(ctx, string_ref("nv_tileas")) };
        let top = unsafe { mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0)) };
        if top.ptr.is_null() {
            return Ok(());
        }
        let mut ok = true;
        for f in block_ops(top) {
            if op_name(f) != "func.func" {
                continue;
            }
            if convert_func(ctx, f).is_err() {
                ok = false;
                continue;
            }
            if get_attr(f, "nv_tileaa.kernel").is_some() {
                let b = Builder::at_end(ctx, top, unsafe { mlirOperationGetLocation(f) });
                let Ok(smem) = smem_bytes(f, self.num_threads) else {
                    ok = false;
                    continue;
                };
                unsafe {
                    mlirOperationSetAttributeByName(
                        f,
                        string_ref("nv_tileas.num_threads"),
                        b.int_attr(b.int_type(32), self.num_threads),
                    );
                    mlirOperationSetAttributeByName(
                        f,
                        string_ref("nv_tileas.smem_bytes"),
                        b.int_attr(b.int_type(64), smem),
                    );
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

fn is_token(v: MlirValue) -> bool {
    type_string(value_type(v)) == "!nv_tileaa.mem_token"
}

/// All ops nested in `op`'s regions, in pre-order.
fn nested(op: MlirOperation, out: &mut Vec<MlirOperation>) {
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
    unsafe {
        (0..mlirOperationGetNumDiscardableAttributes(op))
            .map(|i| {
                let na = mlirOperationGetDiscardableAttribute(op, i);
                (tileas_sys::to_string(mlirIdentifierStr(na.name)), na.attribute)
            })
            .collect()
    }
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
    // Tokens may only flow into memory ops, joins and branches; anything else
    // is reported before the function is touched.
    for &op in &ops {
        let name = op_name(op);
        let handled = MEMORY_OPS.iter().any(|m| m.0 == name)
            || matches!(
                name.as_str(),
                "nv_tileaa.create_mem_token" | "nv_tileaa.join_mem_token" | "cf.br" | "cf.cond_br"
            );
        if !handled && operands(op).into_iter().any(is_token) {
            emit_op_error(op, "cannot be scheduled: unexpected use of a memory token");
            return Err(PassFailed);
        }
    }
    let loc = unsafe { mlirOperationGetLocation(f) };
    let first = unsafe { mlirBlockGetFirstOperation(entry) };
    let b = Builder { ctx, block: entry, loc, before: (!first.ptr.is_null()).then_some(first) };
    let dummy_op = b.op("nv_tileaa.create_mem_token", &[], &[token_ty], &[]);
    let dummy = result0(dummy_op);

    let mut erase_branches = Vec::new();
    let mut erase = Vec::new();
    for &op in &ops {
        let name = op_name(op);
        let b = Builder {
            ctx,
            block: unsafe { mlirOperationGetBlock(op) },
            loc: unsafe { mlirOperationGetLocation(op) },
            before: Some(op),
        };
        if MEMORY_OPS.iter().any(|m| m.0 == name)
            || name == "nv_tileaa.create_mem_token"
            || name == "nv_tileaa.join_mem_token"
        {
            if let Some(new) = rename_memory_op(b, op)? {
                let olds: Vec<MlirValue> = results(op).into_iter().filter(|r| !is_token(*r)).collect();
                for (old, new) in olds.into_iter().zip(results(new)) {
                    unsafe { mlirValueReplaceAllUsesOfWith(old, new) };
                }
            }
            for (i, v) in operands(op).into_iter().enumerate() {
                if is_token(v) {
                    unsafe { mlirOperationSetOperand(op, i as isize, dummy) };
                }
            }
            erase.push(op);
        } else if (name == "cf.br" || name == "cf.cond_br") && operands(op).into_iter().any(is_token) {
            rebuild_branch(b, op)?;
            erase_branches.push(op);
        }
    }
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

/// Builds the token-free nv_tileas form of a memory op before it (`None` for
/// create/join_mem_token, which just disappear).
fn rename_memory_op(b: Builder, op: MlirOperation) -> Result<Option<MlirOperation>, PassFailed> {
    let name = op_name(op);
    let Some(&(_, new_name, attr_names, keep_segments)) = MEMORY_OPS.iter().find(|m| m.0 == name) else {
        return Ok(None);
    };
    let ins: Vec<MlirValue> = operands(op).into_iter().filter(|v| !is_token(*v)).collect();
    let tys: Vec<MlirType> = results(op).into_iter().filter(|v| !is_token(*v)).map(value_type).collect();
    let mut attrs: Vec<(String, MlirAttribute)> = Vec::new();
    for n in attr_names {
        if let Some(a) = get_attr(op, n) {
            attrs.push((n.to_string(), a));
        }
    }
    if keep_segments {
        let seg = get_attr(op, "operandSegmentSizes").ok_or_else(|| {
            emit_op_error(op, "cannot be scheduled: missing operandSegmentSizes");
            PassFailed
        })?;
        let sizes: Vec<String> = unsafe {
            let n = mlirDenseArrayGetNumElements(seg);
            // The last segment is the token.
            (0..n.saturating_sub(1)).map(|i| mlirDenseI32ArrayGetElement(seg, i).to_string()).collect()
        };
        attrs.push(("operandSegmentSizes".into(), b.attr(&format!("array<i32: {}>", sizes.join(", ")))));
    }
    for (n, a) in discardable_attrs(op) {
        if n != "operandSegmentSizes" && !attr_names.contains(&n.as_str()) {
            attrs.push((n, a));
        }
    }
    let refs: Vec<(&str, MlirAttribute)> = attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    Ok(Some(b.op(new_name, &ins, &tys, &refs)))
}

/// Rebuilds `cf.br`/`cf.cond_br` without token operands.
fn rebuild_branch(b: Builder, op: MlirOperation) -> Result<(), PassFailed> {
    let succ: Vec<MlirBlock> =
        unsafe { (0..mlirOperationGetNumSuccessors(op)).map(|i| mlirOperationGetSuccessor(op, i)).collect() };
    let ins = operands(op);
    if op_name(op) == "cf.br" {
        let keep: Vec<MlirValue> = ins.into_iter().filter(|v| !is_token(*v)).collect();
        b.op_full("cf.br", &keep, &[], &[], Vec::new(), &succ);
        return Ok(());
    }
    let seg = get_attr(op, "operandSegmentSizes").ok_or_else(|| {
        emit_op_error(op, "cannot be scheduled: missing operandSegmentSizes");
        PassFailed
    })?;
    let (nt, nf) =
        unsafe { (mlirDenseI32ArrayGetElement(seg, 1) as usize, mlirDenseI32ArrayGetElement(seg, 2) as usize) };
    if ins.len() != 1 + nt + nf || succ.len() != 2 {
        emit_op_error(op, "cannot be scheduled: malformed cf.cond_br");
        return Err(PassFailed);
    }
    let t: Vec<MlirValue> = ins[1..1 + nt].iter().copied().filter(|v| !is_token(*v)).collect();
    let f: Vec<MlirValue> = ins[1 + nt..].iter().copied().filter(|v| !is_token(*v)).collect();
    let mut all = vec![ins[0]];
    all.extend(&t);
    all.extend(&f);
    let seg = b.attr(&format!("array<i32: 1, {}, {}>", t.len(), f.len()));
    b.op_full("cf.cond_br", &all, &[], &[("operandSegmentSizes", seg)], Vec::new(), &succ);
    Ok(())
}

/// Bytes of one element in shared memory (pointers 8, i1 1).
fn elem_bytes(t: MlirType) -> i64 {
    storage_bytes(t)
}

fn num_elements(t: MlirType) -> Option<i64> {
    unsafe {
        if !mlirTypeIsARankedTensor(t) {
            return None;
        }
        Some((0..mlirShapedTypeGetRank(t)).map(|d| mlirShapedTypeGetDimSize(t, d as isize)).product())
    }
}

/// Scratch bytes of one tensor value: elements × element size, rounded up to 16.
fn tensor_bytes(t: MlirType) -> i64 {
    match num_elements(t) {
        Some(n) => {
            let bytes = n * elem_bytes(unsafe { mlirShapedTypeGetElementType(t) });
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
    let (Some(s), Some(dim)) = (ins.first().and_then(|&t| shape(t)), get_attr(op, "dim")) else { return all };
    let d = unsafe { mlirIntegerAttrGetValueInt(dim) } as usize;
    let sizes: Vec<i64> = ins.iter().map(|&t| elem_bytes(unsafe { mlirShapedTypeGetElementType(t) })).collect();
    match crate::conversion::tileas_to_llvm::exchange::reduce_chunk_plan(&s, d, &sizes, num_threads) {
        Some((_, bytes)) => bytes,
        None => all,
    }
}

/// The shared-memory scratch the exchange ops of `f` need: the largest total
/// of the tensor operands of one exchange op (docs/design/lowering-ir.md).
pub fn smem_bytes(f: MlirOperation, num_threads: i64) -> Result<i64, PassFailed> {
    let mut ops = Vec::new();
    nested(f, &mut ops);
    let mut best = 0;
    // What the static 48 KiB leave after convert-tileas-to-llvm's own buffers
    // (the T·8-byte broadcast buffer and the 16-byte store sink).
    let limit = 48 * 1024 - num_threads * 8 - 16;
    for op in ops {
        let ins: Vec<MlirType> = operands(op).into_iter().map(value_type).collect();
        let size = match op_name(op).as_str() {
            "nv_tileaa.broadcast" => match ins.first() {
                Some(&t) if num_elements(t).unwrap_or(1) > 1 => tensor_bytes(t),
                _ => 0,
            },
            "nv_tileaa.permute" | "nv_tileaa.extract_slice" => ins.first().map_or(0, |&t| tensor_bytes(t)),
            "nv_tileaa.dot" if ins.len() >= 2 => crate::conversion::tileas_to_llvm::dot::scratch_bytes(ins[0], ins[1]),
            "nv_tileaa.reduce" => reduce_bytes(op, &ins, num_threads),
            "nv_tileaa.cat" | "nv_tileaa.scan" => ins.iter().map(|&t| tensor_bytes(t)).sum(),
            "arith.constant" => match get_attr(op, "value") {
                Some(a) if unsafe { mlirAttributeIsADenseElements(a) && !mlirDenseElementsAttrIsSplat(a) } => {
                    results(op).first().map_or(0, |&r| tensor_bytes(value_type(r)))
                }
                _ => 0,
            },
            _ => 0,
        };
        if size > limit {
            emit_op_error(
                op,
                &format!(
                    "is not yet supported by tileas: it needs {size} bytes of shared-memory scratch to exchange \
                     tile elements between threads, over the {limit} bytes left of the 48 KiB static limit"
                ),
            );
            return Err(PassFailed);
        }
        best = best.max(size);
    }
    Ok(best)
}
