//! Runtime ops: `nv_tileaa.get_program_id` / `get_num_programs` (PTX special
//! registers `%ctaid` / `%nctaid`), `nv_tileaa.print` (`vprintf`) and
//! `nv_tileaa.assert` (`__assertfail`, as CUDA's `assert`; for a tile each
//! failing element is first reported like NVIDIA's tileiras does,
//! `file:line: tile block: [x, y, z], position: [i, …]: message`).
//!
//! `print` follows cuTile's `ct.printf`: each `%` conversion takes one
//! operand; a tensor operand prints all its elements, row-major, as
//! `[e0, e1, …]` (nested brackets per dimension) with the conversion applied
//! to each element. Tensors are gathered through shared memory (the kernel's
//! scratch when they fit, else a buffer of their own) and thread 0 prints the
//! whole line, split into `vprintf` calls
//! of at most 32 arguments (CUDA's printf limit). Floats are passed as f64
//! and integers narrower than 32 bits as i32, as C varargs promote them.

use super::{exchange, math, Lowering};
use crate::conversion::builder::*;
use crate::conversion::typed;
use crate::registry::PassFailed;
use melior::dialect::ods::{arith, llvm};
use mlir_sys::*;
use tileas_dialects::ops::nv_tileaa;

/// Lowers `op` if it belongs to this file; `Ok(false)` when it does not.
pub fn lower(cx: &mut Lowering, op: MlirOperation) -> Result<bool, PassFailed> {
    let name = op_name(op);
    let name = name.as_str();
    if name == nv_tileaa::GetProgramIdOperation::name() {
        lower_sreg(cx, op, true)?
    } else if name == nv_tileaa::GetNumProgramsOperation::name() {
        lower_sreg(cx, op, false)?
    } else if name == nv_tileaa::PrintOperation::name() {
        lower_print(cx, op)?
    } else if name == nv_tileaa::AssertOperation::name() {
        lower_assert(cx, op)?
    } else if name == nv_tileaa::GridDepControlOperation::name() {
        lower_grid_dep_control(cx, op)?
    } else if name == nv_tileaa::AllocaOperation::name() {
        lower_alloca(cx, op)?
    } else if name == nv_tileaa::FreeOperation::name() {
        lower_free(cx, op)
    } else if name == nv_tileaa::BarrierOperation::name() {
        cx.barrier();
    } else if name == nv_tileaa::FenceAliasOperation::name() {
        // `fence.proxy.alias` (sm_70+), then a CTA barrier: the tile's
        // accesses are spread over the CTA's threads (NVIDIA's tileiras emits
        // the same pair).
        cx.b.call_intrinsic_void(&typed::nvvm_intrinsic("fence.proxy.alias"), &[]);
        cx.barrier();
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// `grid_dep_control` (cuda_tile `gdc_wait_tko` / `gdc_launch_dependents_tko`):
/// on sm_90+ `griddepcontrol.wait` then a CTA barrier (no thread of the CTA
/// runs ahead of the wait), or a barrier then `griddepcontrol.launch_dependents`
/// (the trigger comes after every thread's earlier work), as NVIDIA's tileiras
/// emits them; before sm_90 (no programmatic dependent launch) nothing, as
/// NVIDIA's tileiras does for sm_80.
fn lower_grid_dep_control(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let kind = string_attr(op, "kind");
    let wait = match kind.as_deref() {
        Some("wait") => true,
        Some("launch_dependents") => false,
        _ => return fail(op, "requires a 'kind' of \"wait\" or \"launch_dependents\""),
    };
    if typed::compute_capability(op).is_none_or(|cc| cc < 90) {
        return Ok(());
    }
    if wait {
        cx.b.call_intrinsic_void(&typed::nvvm_intrinsic("griddepcontrol.wait"), &[]);
        cx.barrier();
    } else {
        cx.barrier();
        cx.b.call_intrinsic_void(&typed::nvvm_intrinsic("griddepcontrol.launch.dependents"), &[]);
    }
    Ok(())
}

/// The device-heap allocator of the CUDA runtime that PTX may call (CUDA's
/// `malloc` with an alignment; ptxas resolves it as a system call).
const ALIGNED_MALLOC: &str = "__cuda_syscall_aligned_malloc";

/// `alloca` (cuda_tile 13.3): thread 0 takes `bytes` bytes aligned to
/// `alignment` from the device heap (`trap` when it has none) and hands the
/// address to the CTA through a shared-memory slot, as NVIDIA's tileiras does
/// (one allocation per tile block, `global` or not).
fn lower_alloca(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let int = |name| get_attr(op, name).and_then(typed::int_value);
    let (Some(bytes), Some(alignment)) = (int("bytes"), int("alignment")) else {
        return fail(op, "internal error: requires 'bytes' and 'alignment' attributes");
    };
    let (i64t, generic) = (cx.b.int_type(64), cx.b.ptr_type(0));
    declare_func(&cx.b, cx.module_body, ALIGNED_MALLOC, typed::llvm_func(generic, &[i64t, i64t], false));
    let slot_name = fresh_symbol(cx.module_body, "__tileas_alloca_slot");
    define_shared_buffer(cx, &slot_name, generic);
    let slot = cx.b.address_of(&slot_name, cx.b.ptr_type(3));
    let inner = cx.b.if_then(is_thread0(cx));
    let size = inner.const_int(i64t, bytes);
    let align = inner.const_int(i64t, alignment);
    let p = inner.call(ALIGNED_MALLOC, &[size, align], Some(generic)).expect("the call has a result");
    let address = inner.op1(llvm::PtrToIntOperation::name(), &[p], i64t, &[]);
    let failed = inner.cmpi(typed::ICmpPredicate::Eq, address, inner.const_int(i64t, 0));
    inner.if_then(failed).call_intrinsic_void(&typed::llvm_intrinsic("trap"), &[]);
    inner.store(p, slot);
    cx.barrier();
    let p = cx.b.load(slot, generic);
    let p = cx.b.op1(llvm::AddrSpaceCastOperation::name(), &[p], cx.b.ptr_type(1), &[]);
    cx.set(result0(op), vec![p]);
    Ok(())
}

/// The end of an `alloca`'s block: once every thread is past its last use,
/// thread 0 returns the memory (`free`); a second barrier keeps the slot of
/// an alloca in a loop from being refilled before every thread read it.
fn lower_free(cx: &mut Lowering, op: MlirOperation) {
    let generic = cx.b.ptr_type(0);
    declare_func(&cx.b, cx.module_body, "free", typed::llvm_func(typed::llvm_void(cx.b.ctx), &[generic], false));
    let p = cx.slots(operands(op)[0])[0];
    cx.barrier();
    let inner = cx.b.if_then(is_thread0(cx));
    let p = inner.op1(llvm::AddrSpaceCastOperation::name(), &[p], generic, &[]);
    inner.call("free", &[p], None);
    cx.barrier();
}

fn fail<T>(op: MlirOperation, msg: &str) -> Result<T, PassFailed> {
    emit_op_error(op, msg);
    Err(PassFailed)
}

fn string_attr(op: MlirOperation, name: &str) -> Option<String> {
    get_attr(op, name).and_then(typed::str_value)
}

/// `get_program_id` (the CTA id, `program_id`) / `get_num_programs` (the grid size).
fn lower_sreg(cx: &mut Lowering, op: MlirOperation, program_id: bool) -> Result<(), PassFailed> {
    let dim = get_attr(op, "dim").and_then(typed::int_value);
    let dim = match dim {
        Some(d @ 0..=2) => d,
        _ => return fail(op, "requires a 'dim' attribute of 0, 1 or 2"),
    };
    let res = result0(op);
    let rty = value_type(res);
    let i32t = cx.b.int_type(32);
    let v = cx.b.op1(super::grid_register(program_id, dim), &[], i32t, &[]);
    let v = match typed::int_width(rty) {
        Some(32) => v,
        Some(w) if w > 32 => cx.b.op1(arith::ExtUIOperation::name(), &[v], rty, &[]),
        _ => return fail(op, "result must be an integer of at least 32 bits"),
    };
    cx.set(res, vec![v]);
    Ok(())
}

/// `tid == 0`.
fn is_thread0(cx: &Lowering) -> MlirValue {
    let zero = cx.b.const_int(cx.b.int_type(32), 0);
    cx.icmp(typed::ICmpPredicate::Eq, cx.tid, zero)
}

/// Pieces of a printf format: literal text and `%` conversions.
#[derive(Debug, PartialEq)]
enum Piece {
    Text(String),
    Spec(String),
}

fn parse_format(f: &str) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut text = String::new();
    let chars: Vec<char> = f.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            text.push(chars[i]);
            i += 1;
            continue;
        }
        if chars.get(i + 1) == Some(&'%') {
            text.push_str("%%");
            i += 2;
            continue;
        }
        let start = i;
        i += 1;
        while i < chars.len() && "-+ #0123456789.*hljztL".contains(chars[i]) {
            if chars[i] == '*' {
                return Err("'*' widths are not supported in print formats".into());
            }
            i += 1;
        }
        match chars.get(i) {
            Some(c) if "diouxXeEfFgGaAcp".contains(*c) => {
                i += 1;
                if !text.is_empty() {
                    out.push(Piece::Text(std::mem::take(&mut text)));
                }
                out.push(Piece::Spec(chars[start..i].iter().collect()));
            }
            _ => {
                return Err(format!(
                    "unsupported conversion '{}'",
                    chars[start..(i + 1).min(chars.len())].iter().collect::<String>()
                ))
            }
        }
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

/// The value passed to vprintf for one element (C default promotions).
fn promote(cx: &Lowering, v: MlirValue, orig: MlirType) -> MlirValue {
    let b = cx.b;
    let t = value_type(v);
    let f64t = typed::f64(b.ctx);
    if typed::is_f8(orig) {
        let f32v = math::convert_float(cx, v, orig, b.f32_type());
        return b.op1(arith::ExtFOperation::name(), &[f32v], f64t, &[]);
    }
    if let Some(w) = typed::int_width(t) {
        let i32t = b.int_type(32);
        return match w {
            1 => b.op1(arith::ExtUIOperation::name(), &[v], i32t, &[]),
            w if w < 32 => b.op1(arith::ExtSIOperation::name(), &[v], i32t, &[]),
            _ => v,
        };
    }
    if typed::is_float(t) {
        if typed::same_type(t, f64t) {
            return v;
        }
        return b.op1(arith::ExtFOperation::name(), &[v], f64t, &[]);
    }
    // `!llvm.ptr<N>` with an explicit address space (N ≠ 0) to generic.
    if typed::ptr_address_space(t).is_some_and(|a| a != 0) {
        return b.op1(llvm::AddrSpaceCastOperation::name(), &[v], b.ptr_type(0), &[]);
    }
    v
}

/// One vprintf call: format text and promoted arguments.
fn emit_vprintf(cx: &Lowering, alloca_at: &Builder, fmt: &str, args: &[MlirValue]) {
    let b = cx.b;
    let ptr = b.ptr_type(0);
    declare_func(&b, cx.module_body, "vprintf", typed::llvm_func(b.int_type(32), &[ptr, ptr], false));
    let f = global_string(&b, cx.module_body, "__tileas_printf_format", fmt);
    let buf = if args.is_empty() {
        b.op1(llvm::ZeroOperation::name(), &[], ptr, &[])
    } else {
        let fields: Vec<MlirType> = args.iter().map(|a| value_type(*a)).collect();
        let sty = typed::llvm_struct(b.ctx, &fields, false);
        let one = alloca_at.const_int(alloca_at.int_type(32), 1);
        let buf = alloca_at.op1(llvm::AllocaOperation::name(), &[one], ptr, &[("elem_type", typed::type_attr(sty))]);
        for (i, a) in args.iter().enumerate() {
            let p = b.gep(buf, &[GepIndex::Const(0), GepIndex::Const(i as i32)], sty, ptr);
            b.store(*a, p);
        }
        buf
    };
    b.call("vprintf", &[f, buf], Some(b.int_type(32)));
}

/// A builder at the start of the function's entry block (for allocas), or
/// the current insertion point when the block is not yet in a region.
fn entry_builder(cx: &Lowering) -> Builder {
    // SAFETY: `cx.b.block` is live; a null parent region / first op is
    // checked before use.
    unsafe {
        let region = mlirBlockGetParentRegion(cx.b.block);
        if region.ptr.is_null() {
            return cx.b;
        }
        let entry = mlirRegionGetFirstBlock(region);
        let first = mlirBlockGetFirstOperation(entry);
        let at = cx.b.at_block(entry);
        if first.ptr.is_null() {
            at
        } else {
            Builder { before: Some(first), ..at }
        }
    }
}

/// `[spec, spec, …]` with nested brackets per dimension.
fn tensor_format(spec: &str, shape: &[i64]) -> String {
    match shape.split_first() {
        None => spec.to_string(),
        Some((d, rest)) => {
            let inner = tensor_format(spec, rest);
            format!("[{}]", vec![inner; *d as usize].join(", "))
        }
    }
}

fn lower_print(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let Some(fmt) = string_attr(op, "format") else {
        return fail(op, "requires a string 'format' attribute");
    };
    let pieces = match parse_format(&fmt) {
        Ok(p) => p,
        Err(e) => return fail(op, &e),
    };
    let args = operands(op);
    let nspec = pieces.iter().filter(|p| matches!(p, Piece::Spec(_))).count();
    if nspec != args.len() {
        return fail(op, &format!("format has {nspec} conversions but the op has {} operands", args.len()));
    }
    let total: i64 = args.iter().map(|a| Lowering::num_elements(value_type(*a))).sum();
    if total > 4096 {
        return fail(op, &format!("printing {total} elements is not supported (at most 4096)"));
    }
    let (bufs, gathered) = gather_print_operands(cx, op, &args)?;
    let alloca_at = entry_builder(cx);
    let saved = cx.b;
    cx.b = cx.b.if_then(is_thread0(cx));
    emit_print_calls(cx, &alloca_at, &pieces, &args, &bufs);
    cx.b = saved;
    if gathered {
        cx.barrier();
    }
    Ok(())
}

/// A tensor operand of a print gathered in shared memory: base pointer,
/// element count, per-thread type and storage type.
type PrintBuffer = Option<(MlirValue, i64, MlirType, MlirType)>;

/// Gathers the tensor operands of a print into shared memory (owners write):
/// the kernel's scratch when they all fit, else a buffer of their own per
/// operand. Returns one entry per operand (`None` for scalars) and whether
/// anything was gathered (then after a barrier).
fn gather_print_operands(
    cx: &mut Lowering,
    op: MlirOperation,
    args: &[MlirValue],
) -> Result<(Vec<PrintBuffer>, bool), PassFailed> {
    let tensor_bytes: i64 = args
        .iter()
        .filter(|a| Lowering::shape(value_type(**a)).is_some())
        .map(|a| {
            let ty = value_type(*a);
            exchange::round16(Lowering::num_elements(ty) * cx.scratch_bytes(cx.scalar_type(ty)))
        })
        .sum();
    let use_scratch = tensor_bytes <= cx.scratch_capacity();
    let mut scratch_off = 0;
    let mut bufs = Vec::new();
    let mut gathered = false;
    for a in args {
        let ty = value_type(*a);
        if Lowering::shape(ty).is_none() {
            bufs.push(None);
            continue;
        }
        let n = Lowering::num_elements(ty);
        if n <= 0 || n & (n - 1) != 0 {
            let ty = typed::diag_type(ty);
            return fail(op, &format!("tensor type {ty} must have a power-of-two number of elements"));
        }
        let et = cx.scalar_type(ty);
        let st = cx.storage_type(et).unwrap_or(et);
        let p3 = cx.b.ptr_type(3);
        let base = if use_scratch {
            let off = scratch_off;
            scratch_off += exchange::round16(n * cx.scratch_bytes(et));
            if off == 0 {
                cx.smem_base()
            } else {
                cx.b.gep(cx.smem_base(), &[GepIndex::Const(off as i32)], cx.b.int_type(8), p3)
            }
        } else {
            let aty = typed::llvm_array(st, n as u32);
            let name = fresh_symbol(cx.module_body, "__tileas_print_buf");
            define_shared_buffer(cx, &name, aty);
            cx.b.address_of(&name, p3)
        };
        for (k, v) in cx.slots(*a).iter().enumerate() {
            let e = cx.element_index(k, value_type(*a));
            let saved = cx.b;
            if cx.replicated(value_type(*a)) {
                cx.b = cx.b.if_then(cx.is_owner(k, value_type(*a)));
            }
            let p = cx.b.gep(base, &[GepIndex::Value(e)], st, p3);
            cx.b.store(cx.to_storage(*v), p);
            cx.b = saved;
        }
        bufs.push(Some((base, n, et, st)));
        gathered = true;
    }
    if gathered {
        cx.barrier();
    }
    Ok((bufs, gathered))
}

/// Thread 0's vprintf calls: the format pieces with their arguments (tensor
/// elements read back from `bufs`), in chunks of at most 32 arguments.
fn emit_print_calls(
    cx: &mut Lowering,
    alloca_at: &Builder,
    pieces: &[Piece],
    args: &[MlirValue],
    bufs: &[PrintBuffer],
) {
    // Tokens: (format text, argument) in order; chunks of ≤ 32 arguments.
    let mut chunk_fmt = String::new();
    let mut chunk_args: Vec<MlirValue> = Vec::new();
    let mut arg_i = 0;
    for p in pieces {
        match p {
            Piece::Text(t) => chunk_fmt.push_str(t),
            Piece::Spec(spec) => {
                let a = args[arg_i];
                match bufs[arg_i] {
                    None => {
                        let v = promote(cx, cx.slots(a)[0], math::element_type(value_type(a)));
                        if chunk_args.len() == 32 {
                            emit_vprintf(
                                cx,
                                alloca_at,
                                &std::mem::take(&mut chunk_fmt),
                                &std::mem::take(&mut chunk_args),
                            );
                        }
                        chunk_fmt.push_str(spec);
                        chunk_args.push(v);
                    }
                    Some((base, n, et, st)) => {
                        let shape = Lowering::shape(value_type(a)).unwrap_or_default();
                        let full = tensor_format(spec, &shape);
                        // Split the element list at each spec so that chunks
                        // can break between elements.
                        let parts: Vec<&str> = full.split(spec.as_str()).collect();
                        let p3 = cx.b.ptr_type(3);
                        for e in 0..n {
                            chunk_fmt.push_str(parts[e as usize]);
                            if chunk_args.len() == 32 {
                                emit_vprintf(
                                    cx,
                                    alloca_at,
                                    &std::mem::take(&mut chunk_fmt),
                                    &std::mem::take(&mut chunk_args),
                                );
                            }
                            let idx = cx.b.const_int(cx.b.int_type(32), e);
                            let ptr = cx.b.gep(base, &[GepIndex::Value(idx)], st, p3);
                            let raw = cx.b.load(ptr, st);
                            let v = cx.from_storage(raw, et);
                            let v = promote(cx, v, math::element_type(value_type(a)));
                            chunk_fmt.push_str(spec);
                            chunk_args.push(v);
                        }
                        chunk_fmt.push_str(parts[n as usize]);
                    }
                }
                arg_i += 1;
            }
        }
    }
    if !chunk_fmt.is_empty() || !chunk_args.is_empty() {
        emit_vprintf(cx, alloca_at, &chunk_fmt, &chunk_args);
    }
}

/// `llvm.mlir.global internal @name() {addr_space = 3} : ty` with an undef
/// initializer (shared memory cannot be initialised).
fn define_shared_buffer(cx: &Lowering, name: &str, ty: MlirType) {
    let mb = cx.b.at_block(cx.module_body);
    let block = new_block(&[], mb.loc);
    // SAFETY: a fresh region takes the fresh block and moves into the global.
    let region = unsafe {
        let region = mlirRegionCreate();
        mlirRegionAppendOwnedBlock(region, block);
        region
    };
    let ib = mb.at_block(block);
    let u = ib.op1(llvm::UndefOperation::name(), &[], ty, &[]);
    ib.op(llvm::ReturnOperation::name(), &[u], &[], &[]);
    let attrs = [
        ("sym_name", mb.str_attr(name)),
        ("global_type", typed::type_attr(ty)),
        ("linkage", typed::linkage(mb.ctx, typed::Linkage::Internal)),
        ("addr_space", mb.int_attr(mb.int_type(32), 3)),
        ("alignment", mb.int_attr(mb.int_type(64), 16)),
    ];
    mb.op_full(llvm::GlobalOperation::name(), &[], &[], &attrs, vec![region], &[]);
}

/// `(file, line)` of an op's location (first file:line:col inside it).
fn file_line(op: MlirOperation) -> (String, i64) {
    // SAFETY: `op` is live.
    let loc = unsafe { mlirOperationGetLocation(op) };
    match tileas_dialects::debug_info::source_position(loc) {
        Some((file, line, _)) => (file, i64::from(line)),
        None => ("<unknown>".into(), 0),
    }
}

/// Name of the function enclosing `op` (its `sym_name`), or "".
fn enclosing_function(op: MlirOperation) -> String {
    // SAFETY: `op` and its ancestors are live; the walk stops at null.
    let mut p = unsafe { mlirOperationGetParentOperation(op) };
    while !p.ptr.is_null() {
        if let Some(name) = get_attr(p, "sym_name").and_then(typed::str_value) {
            return name;
        }
        // SAFETY: as above.
        p = unsafe { mlirOperationGetParentOperation(p) };
    }
    String::new()
}

fn lower_assert(cx: &mut Lowering, op: MlirOperation) -> Result<(), PassFailed> {
    let args = operands(op);
    if args.len() != 1 {
        return fail(op, "expects one condition operand");
    }
    let cond = args[0];
    let cty = value_type(cond);
    let et = cx.scalar_type(cty);
    if !typed::is_int(et, 1) {
        return fail(op, "condition must be i1 or a tensor of i1");
    }
    let given = string_attr(op, "message").unwrap_or_default();
    let message = if given.is_empty() { "assertion failed".to_string() } else { given.clone() };
    let (file, line) = file_line(op);
    let func = enclosing_function(op);
    let i1 = cx.b.int_type(1);
    let scalar = Lowering::shape(cty).is_none();
    let slots = cx.slots(cond);
    // Tiles: each failing element is reported first with NVIDIA's line
    // `file:line: tile block: [x, y, z], position: [i, …]: message`.
    let position_fmt = if scalar {
        None
    } else {
        let shape = Lowering::shape(cty).unwrap_or_default();
        let pos = vec!["%d"; shape.len()].join(", ");
        let esc = |s: &str| s.replace('%', "%%");
        Some((shape, format!("{}:{line}: tile block: [%d, %d, %d], position: [{pos}]: {}\n", esc(&file), esc(&given))))
    };
    let alloca_at = entry_builder(cx);
    // failed = any owned slot false.
    let one = cx.b.const_int(i1, 1);
    let mut failed: Option<MlirValue> = None;
    for (k, c) in slots.iter().enumerate() {
        let bad = cx.b.op1(arith::XOrIOperation::name(), &[*c, one], i1, &[]);
        let bad = if scalar {
            let t0 = is_thread0(cx);
            cx.b.op1(arith::AndIOperation::name(), &[bad, t0], i1, &[])
        } else if cx.replicated(cty) {
            let own = cx.is_owner(k, cty);
            cx.b.op1(arith::AndIOperation::name(), &[bad, own], i1, &[])
        } else {
            bad
        };
        if let Some((shape, fmt)) = &position_fmt {
            let e = cx.element_index(k, cty);
            let saved = cx.b;
            cx.b = cx.b.if_then(bad);
            let i32t = cx.b.int_type(32);
            let mut args: Vec<MlirValue> =
                (0..3).map(|d| cx.b.op1(super::grid_register(true, d), &[], i32t, &[])).collect();
            args.extend(cx.multi_index(e, shape));
            emit_vprintf(cx, &alloca_at, fmt, &args);
            cx.b = saved;
        }
        failed = Some(match failed {
            None => bad,
            Some(f) => cx.b.op1(arith::OrIOperation::name(), &[f, bad], i1, &[]),
        });
    }
    let Some(failed) = failed else { return Ok(()) };
    let (ptr, i32t, i64t) = (cx.b.ptr_type(0), cx.b.int_type(32), cx.b.int_type(64));
    let assertfail_ty = typed::llvm_func(typed::llvm_void(cx.b.ctx), &[ptr, ptr, i32t, ptr, i64t], false);
    declare_func(&cx.b, cx.module_body, "__assertfail", assertfail_ty);
    let inner = cx.b.if_then(failed);
    let msg = global_string(&inner, cx.module_body, "__tileas_assert_message", &message);
    let file_s = global_string(&inner, cx.module_body, "__tileas_assert_file", &file);
    let func_s = global_string(&inner, cx.module_body, "__tileas_assert_function", &func);
    let line_v = inner.const_int(inner.int_type(32), line);
    let size = inner.const_int(inner.int_type(64), 1);
    inner.call("__assertfail", &[msg, file_s, line_v, func_s, size], None);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_pieces() {
        let p = parse_format("tile[%d]:%.5f\n").unwrap();
        assert_eq!(
            p,
            vec![
                Piece::Text("tile[".into()),
                Piece::Spec("%d".into()),
                Piece::Text("]:".into()),
                Piece::Spec("%.5f".into()),
                Piece::Text("\n".into())
            ]
        );
        assert_eq!(parse_format("100%% %lld").unwrap(), vec![Piece::Text("100%% ".into()), Piece::Spec("%lld".into())]);
        assert!(parse_format("%s").is_err());
        assert!(parse_format("%*d").is_err());
    }

    #[test]
    fn tensor_formats() {
        assert_eq!(tensor_format("%d", &[2, 2]), "[[%d, %d], [%d, %d]]");
        assert_eq!(tensor_format("%f", &[]), "%f");
    }
}
