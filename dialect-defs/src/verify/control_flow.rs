//! Verifiers: Control flow, reduce/scan, pointer memory ops, tokens, misc.
//!
//! Messages are NVIDIA's cuda_tile 13.1 texts. Region walking goes through
//! the raw MLIR C API (`Raw*` below): the verifiers only read the IR and keep
//! nothing beyond the call.

use super::Reported;
use super::{
    memory_model::{verify_memory_model, Access},
    op_error,
    util::{quoted, quoted_join, tile},
    views::verify_optimization_hints,
    VerifyResult,
};
use crate::attrs::{AtomicRmwMode, MemoryOrderingSemantics};
use crate::ops::cuda_tile as ct;
use melior::ir::{
    attribute::AttributeLike,
    operation::{OperationLike, OperationRef},
    Type, TypeLike,
};
use mlir_sys::{self as sys, MlirAttribute, MlirBlock, MlirOperation, MlirStringRef};

use tileas_sys::{
    tileasCudaTileEmitError, tileasCudaTileEmitOpErrorWithNote, tileasCudaTileEmitRemarkAtLoc,
    tileasCudaTileVerifyingRegions, tileasOperationIsPure,
};

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let table = verifiers! {
        ct::BreakOperation => |op| verify_break(op, raw(op)),
        ct::ContinueOperation => |op| verify_continue(op, raw(op)),
        ct::ForOperation => |op| verify_for_regions(op, raw(op)),
        ct::LoopOperation => |op| verify_loop_iter_values(op, raw(op), raw(op).block_arguments(0)),
        ct::IfOperation => |op| verify_if(op, raw(op)),
        ct::ReduceOperation => |op| verify_reduce_or_scan(op, false),
        ct::ScanOperation => |op| verify_reduce_or_scan(op, true),
        ct::LoadPtrTkoOperation => |op| {
            super::multimem::reject_multicast_pointer(op, None)
                .and_then(|()| verify_optimization_hints(op, &["latency"]))
                .and_then(|()| verify_memory_model(op, Access::Load))
        },
        ct::StorePtrTkoOperation => |op| {
            super::multimem::reject_multicast_pointer(op, None)
                .and_then(|()| verify_optimization_hints(op, &["latency"]))
                .and_then(|()| verify_memory_model(op, Access::Store))
        },
        ct::AtomicRMWTkoOperation => |op| {
            super::multimem::reject_multicast_pointer(op, Some("atomic_rmw")).and_then(|()| verify_atomic_rmw(op, raw(op)))
        },
        ct::AtomicCASTkoOperation => |op| {
            super::multimem::reject_multicast_pointer(op, Some("atomic_cas")).and_then(|()| verify_atomic_cas(op, raw(op)))
        },
        ct::JoinTokensOperation => {
            |op| if op.operand_count() < 2 { op_error(op, "expect two or more tokens") } else { Ok(()) }
        },
        ct::PrintOperation => |op| verify_print_before_13_2(op).and_then(|()| verify_print(op)),
        ct::PrintTkoOperation => verify_print_tko,
    };
    table.get(name).map(|verify| verify(op))
}

fn raw(op: &OperationRef<'_, '_>) -> RawOp {
    RawOp(op.to_raw())
}

/// `reduce` and `scan` share their checks; verifyRegions() checks the body.
fn verify_reduce_or_scan(op: &OperationRef<'_, '_>, scan: bool) -> VerifyResult {
    let raw = RawOp(op.to_raw());
    // SAFETY: reads a flag the C++ verifier entry sets for the running call.
    if unsafe { tileasCudaTileVerifyingRegions() } {
        verify_aggregate_regions(op, raw)
    } else {
        verify_aggregate(op, raw, scan)
    }
}

//===----------------------------------------------------------------------===//
// Raw IR access
//===----------------------------------------------------------------------===//

fn string_ref(s: &str) -> MlirStringRef {
    tileas_sys::string_ref(s)
}

fn ty<'c>(raw: sys::MlirType) -> Type<'c> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    unsafe { Type::from_raw(raw) }
}

/// `a, b, c` the way MLIR streams a TypeRange into a diagnostic.

#[derive(Clone, Copy)]
struct RawOp(MlirOperation);

impl RawOp {
    fn name(self) -> String {
        // SAFETY: the op is live; its name is an identifier owned by the context, valid while it is copied.
        unsafe { tileas_sys::to_string(sys::mlirIdentifierStr(sys::mlirOperationGetName(self.0))) }
    }
    fn parent(self) -> Option<RawOp> {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let parent = unsafe { sys::mlirOperationGetParentOperation(self.0) };
        (!parent.ptr.is_null()).then_some(RawOp(parent))
    }
    fn operand_types<'c>(self) -> Vec<Type<'c>> {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let n = unsafe { sys::mlirOperationGetNumOperands(self.0) };
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        (0..n).map(|i| ty(unsafe { sys::mlirValueGetType(sys::mlirOperationGetOperand(self.0, i)) })).collect()
    }
    fn result_types<'c>(self) -> Vec<Type<'c>> {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let n = unsafe { sys::mlirOperationGetNumResults(self.0) };
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        (0..n).map(|i| ty(unsafe { sys::mlirValueGetType(sys::mlirOperationGetResult(self.0, i)) })).collect()
    }
    fn attribute(self, name: &str) -> Option<MlirAttribute> {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let attr = unsafe { sys::mlirOperationGetAttributeByName(self.0, string_ref(name)) };
        (!attr.ptr.is_null()).then_some(attr)
    }
    /// First block of region `index`, if the region has one.
    fn entry_block(self, index: isize) -> Option<RawBlock> {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        unsafe {
            if index >= sys::mlirOperationGetNumRegions(self.0) {
                return None;
            }
            let block = sys::mlirRegionGetFirstBlock(sys::mlirOperationGetRegion(self.0, index));
            (!block.ptr.is_null()).then_some(RawBlock(block))
        }
    }
    fn block_arguments<'c>(self, region: isize) -> Vec<Type<'c>> {
        self.entry_block(region).map(RawBlock::argument_types).unwrap_or_default()
    }
    fn emit_error(self, message: &str) -> VerifyResult {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        unsafe { tileasCudaTileEmitError(self.0, string_ref(message)) };
        Err(Reported)
    }
}

#[derive(Clone, Copy)]
struct RawBlock(MlirBlock);

impl RawBlock {
    fn argument_types<'c>(self) -> Vec<Type<'c>> {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let n = unsafe { sys::mlirBlockGetNumArguments(self.0) };
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        (0..n).map(|i| ty(unsafe { sys::mlirValueGetType(sys::mlirBlockGetArgument(self.0, i)) })).collect()
    }
    fn operations(self) -> Vec<RawOp> {
        let mut ops = Vec::new();
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let mut op = unsafe { sys::mlirBlockGetFirstOperation(self.0) };
        while !op.ptr.is_null() {
            ops.push(RawOp(op));
            // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for
            // the call); these C API calls only read or walk that IR, and null results are checked before use.
            op = unsafe { sys::mlirOperationGetNextInBlock(op) };
        }
        ops
    }
    fn last_operation(self) -> Option<RawOp> {
        self.operations().last().copied()
    }
}

/// Post-order walk over every op nested in `block` (the ops of nested regions
/// before the op that holds them); stops at the first op `f` rejects.
fn find_in_block(block: RawBlock, f: &mut impl FnMut(RawOp) -> bool) -> Option<RawOp> {
    for op in block.operations() {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let regions = unsafe { sys::mlirOperationGetNumRegions(op.0) };
        for index in 0..regions {
            // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for
            // the call); these C API calls only read or walk that IR, and null results are checked before use.
            let mut nested = unsafe { sys::mlirRegionGetFirstBlock(sys::mlirOperationGetRegion(op.0, index)) };
            while !nested.ptr.is_null() {
                if let Some(found) = find_in_block(RawBlock(nested), f) {
                    return Some(found);
                }
                // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them
                // for the call); these C API calls only read or walk that IR, and null results are checked before
                // use.
                nested = unsafe { sys::mlirBlockGetNextInRegion(nested) };
            }
        }
        if f(op) {
            return Some(op);
        }
    }
    None
}

fn tile_shape(t: Type<'_>) -> Option<Vec<i64>> {
    tile(t).map(|tile| tile.shape())
}

fn tile_element<'c>(t: Type<'c>) -> Option<Type<'c>> {
    tile(t).map(|tile| tile.element_type())
}

fn is_tile(t: Type<'_>) -> bool {
    tile(t).is_some()
}

fn pointee<'c>(t: Type<'c>) -> Option<Type<'c>> {
    crate::types::PointerType::try_from(tile_element(t)?).ok().map(|p| p.pointee_type())
}

/// Which kind of view `t` is, as 13.1's messages name it.
fn view_kind(t: Type<'_>) -> Option<&'static str> {
    if crate::types::TensorViewType::isa(t) {
        Some("a tensor_view")
    } else if crate::types::TileView::isa(t) {
        Some("a tile view")
    } else {
        None
    }
}

fn enum_attr<T>(op: &OperationRef<'_, '_>, name: &str, from: fn(melior::ir::Attribute<'_>) -> Option<T>) -> Option<T> {
    op.attribute(name).ok().and_then(from)
}

fn is_int_of(t: Type<'_>, widths: &[u32]) -> bool {
    super::util::is_integer(t) && widths.contains(&super::util::bit_width(t))
}

//===----------------------------------------------------------------------===//
// break / continue
//===----------------------------------------------------------------------===//

/// The op must sit in a chain of `if`s below one of `loops`.
fn verify_early_exit(raw: RawOp, loops: &[&str]) -> VerifyResult {
    let mut current = raw;
    loop {
        let Some(parent) = current.parent() else { return Ok(()) };
        let name = parent.name();
        if loops.contains(&name.as_str()) {
            return Ok(());
        }
        if name != ct::IfOperation::name() {
            let mut allowed: Vec<&str> = loops.to_vec();
            allowed.push(ct::IfOperation::name());
            let message =
                format!("can only be nested within a ancestor chain of '{}' operations", allowed.join("', '"));
            // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for
            // the call); these C API calls only read or walk that IR, and null results are checked before use.
            unsafe {
                tileasCudaTileEmitOpErrorWithNote(
                    raw.0,
                    string_ref(&message),
                    parent.0,
                    string_ref("see unexpected ancestor operation"),
                )
            };
            return Err(Reported);
        }
        current = parent;
    }
}

/// Nearest ancestor named one of `names`.
fn ancestor(raw: RawOp, names: &[&str]) -> Option<RawOp> {
    let mut current = raw.parent();
    while let Some(op) = current {
        if names.contains(&op.name().as_str()) {
            return Some(op);
        }
        current = op.parent();
    }
    None
}

fn verify_break(op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    verify_early_exit(raw, &[ct::LoopOperation::name()])?;
    let Some(parent) = ancestor(raw, &[ct::LoopOperation::name()]) else { return Ok(()) };
    let operands = raw.operand_types();
    let results = parent.result_types();
    if operands != results {
        return op_error(
            op,
            format!(
                "operand types must correspond to the parent loop result types: ({}) vs ({})",
                quoted_join(&operands),
                quoted_join(&results)
            ),
        );
    }
    Ok(())
}

fn verify_continue(_op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    verify_early_exit(raw, &[ct::ForOperation::name(), ct::LoopOperation::name()])?;
    let Some(parent) = ancestor(raw, &[ct::ForOperation::name(), ct::LoopOperation::name()]) else { return Ok(()) };
    let operands = raw.operand_types();
    if parent.name() == ct::LoopOperation::name() {
        let inits = parent.operand_types();
        if inits != operands {
            return raw.emit_error(&format!(
                "`loop` is missing a valid terminator. `continue` op should have operand types that match the \
                 parent loop iter_values: ({}), but found: ({})",
                quoted_join(&inits),
                quoted_join(&operands)
            ));
        }
    } else {
        let results = parent.result_types();
        if results != operands {
            return raw.emit_error(&format!(
                "`for` is missing a valid terminator. `continue` op should have operand types that match the \
                 parent loop return types: ({}), but found: ({})",
                quoted_join(&results),
                quoted_join(&operands)
            ));
        }
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// for / loop / if
//===----------------------------------------------------------------------===//

fn verify_for_regions(op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    let arguments = raw.block_arguments(0);
    let Some(induction) = arguments.first().copied() else {
        return op_error(op, "expected at least one block argument for induction variable");
    };
    let lower = raw.operand_types()[0];
    if induction != lower {
        return op_error(
            op,
            format!(
                "expected induction variable to be same type as bounds and step: {} vs {}",
                quoted(induction),
                quoted(lower)
            ),
        );
    }
    verify_loop_iter_values(op, raw, arguments[1..].to_vec())
}

/// Loop-carried values of `for` (inits after the bounds) and `loop`.
fn verify_loop_iter_values(op: &OperationRef<'_, '_>, raw: RawOp, iter_values: Vec<Type<'_>>) -> VerifyResult {
    let operands = raw.operand_types();
    let inits = if raw.name() == ct::ForOperation::name() { &operands[3.min(operands.len())..] } else { &operands[..] };
    if iter_values.len() != inits.len() {
        return op_error(
            op,
            format!(
                "mismatch in number of region iterator values and loop iterator inits: {} vs {}",
                iter_values.len(),
                inits.len()
            ),
        );
    }
    for (index, (init, iter)) in inits.iter().zip(&iter_values).enumerate() {
        if let Some(kind) = view_kind(*iter) {
            return op_error(op, format!("loop-carried value {index} is {kind}, which is not supported"));
        }
        if init != iter {
            return op_error(
                op,
                format!(
                    "init value {index} and region iter_value {index} have different type: {} != {}",
                    quoted(init),
                    quoted(iter)
                ),
            );
        }
    }
    for (index, result) in raw.result_types().iter().enumerate() {
        if let Some(kind) = view_kind(*result) {
            return op_error(op, format!("result type {index} is {kind}, which is not supported"));
        }
    }
    Ok(())
}

fn verify_if(op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    let results = raw.result_types();
    for (index, result) in results.iter().enumerate() {
        if let Some(kind) = view_kind(*result) {
            return op_error(op, format!("result type {index} is {kind}, which is not supported"));
        }
    }
    let check_branch = |block: RawBlock, branch: &str| -> VerifyResult {
        let Some(last) = block.last_operation() else { return Ok(()) };
        if last.name() != ct::YieldOperation::name() {
            return Ok(());
        }
        let yields = last.operand_types();
        if !results.is_empty() && yields.is_empty() {
            return op_error(
                op,
                format!("has return type of {} but {branch} branch does not yield anything", quoted_join(&results)),
            );
        }
        if results.is_empty() && !yields.is_empty() {
            return op_error(
                op,
                format!("does not return a value, but {branch} branch yields {}", quoted_join(&yields)),
            );
        }
        if yields != results {
            return op_error(
                op,
                format!(
                    "type does not match yield type, {branch} branch yields {} but op result type is {}",
                    quoted_join(&yields),
                    quoted_join(&results)
                ),
            );
        }
        Ok(())
    };
    let Some(then_block) = raw.entry_block(0) else { return op_error(op, "must define then branch") };
    check_branch(then_block, "then")?;
    match raw.entry_block(1) {
        Some(else_block) => check_branch(else_block, "else"),
        None if !results.is_empty() => op_error(op, "has non-empty return type, must define else branch"),
        None => Ok(()),
    }
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

/// The `verify()` half: operands, results, identities and `dim`.
fn verify_aggregate(op: &OperationRef<'_, '_>, raw: RawOp, is_scan: bool) -> VerifyResult {
    let operands = raw.operand_types();
    let results = raw.result_types();
    if operands.is_empty() {
        return op_error(op, "expect at least 1 operand");
    }
    if operands.len() != results.len() {
        return op_error(op, "expect same number of operands and results");
    }
    if let Some(identities) = raw.attribute("identities") {
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        let count = unsafe { sys::mlirArrayAttrGetNumElements(identities) } as usize;
        if count != operands.len() {
            return op_error(
                op,
                format!(
                    "expect identities to match the number of operands but got: {} operands and {count} identities",
                    operands.len()
                ),
            );
        }
        for (index, operand) in operands.iter().enumerate() {
            let Some(element) = tile_element(*operand) else {
                return op_error(
                    op,
                    format!("expected TileType for operand at index {index} but got: {}", quoted(operand)),
                );
            };
            let identity: Type<'_> =
                // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them
                // for the call); these C API calls only read or walk that IR, and null results are checked before
                // use.
                ty(unsafe { sys::mlirAttributeGetType(sys::mlirArrayAttrGetElement(identities, index as isize)) });
            // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for
            // the call); these C API calls only read or walk that IR, and null results are checked before use.
            let half_pair = unsafe {
                (sys::mlirTypeIsABF16(element.to_raw()) && sys::mlirTypeIsAF16(identity.to_raw()))
                    || (sys::mlirTypeIsAF16(element.to_raw()) && sys::mlirTypeIsABF16(identity.to_raw()))
            };
            if !half_pair && element != identity {
                return op_error(
                    op,
                    format!(
                        "expect same type for operand at index: {index} and identity at index: {index} but got: \
                         {} and {}",
                        quoted(element),
                        quoted(identity)
                    ),
                );
            }
        }
    }
    let Some(shape) = tile_shape(operands[0]) else {
        return op_error(op, format!("expected TileType for first operand but got: {}", quoted(operands[0])));
    };
    // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
    // call); these C API calls only read or walk that IR, and null results are checked before use.
    let dim = raw.attribute("dim").map(|a| unsafe { sys::mlirIntegerAttrGetValueInt(a) }).unwrap_or(0) as i32;
    let rank = shape.len();
    if dim < 0 || dim as usize >= rank {
        return op_error(op, format!("dimension ({dim}) is out of bound [0, {rank})"));
    }
    if is_scan {
        for (index, (operand, result)) in operands.iter().zip(&results).enumerate() {
            if !is_tile(*operand) || !is_tile(*result) {
                return op_error(
                    op,
                    format!(
                        "expected TileType for operand and result at index {index} but got: {} and {}",
                        quoted(operand),
                        quoted(result)
                    ),
                );
            }
            if operand != result {
                return op_error(
                    op,
                    format!("expect same type for operand at index: {index} and result at index: {index}"),
                );
            }
        }
    }
    Ok(())
}

/// The `verifyRegions()` half: the body's arguments, yield and purity.
fn verify_aggregate_regions(op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    let operands = raw.operand_types();
    let count = operands.len();
    let Some(block) = raw.entry_block(0) else { return Ok(()) };
    let ops = block.operations();
    if ops.is_empty() {
        return op_error(op, "expect non-empty block");
    }
    let arguments = block.argument_types();
    if arguments.len() != count * 2 {
        return op_error(op, format!("expect {} block arguments but got: {}", count * 2, arguments.len()));
    }
    for (index, argument) in arguments.iter().enumerate() {
        if tile_shape(*argument).is_none_or(|shape| !shape.is_empty()) {
            return op_error(op, format!("expect 0-rank tile type at index: {index} but got: {}", quoted(argument)));
        }
    }
    for index in (0..arguments.len().saturating_sub(1)).step_by(2) {
        let (Some(current), Some(previous)) = (tile_element(arguments[index]), tile_element(arguments[index + 1]))
        else {
            return op_error(
                op,
                format!(
                    "expected TileType for block arguments but got types: {} and {}",
                    quoted(arguments[index]),
                    quoted(arguments[index + 1])
                ),
            );
        };
        if current != previous {
            return op_error(
                op,
                format!(
                    "expect same element type for block argument at index: {index} and {} but got: {} and {}",
                    index + 1,
                    quoted(current),
                    quoted(previous)
                ),
            );
        }
    }
    for (index, operand) in operands.iter().enumerate() {
        let (Some(operand_element), Some(argument_element)) =
            (tile_element(*operand), tile_element(arguments[index * 2]))
        else {
            return op_error(
                op,
                format!(
                    "expected TileType for operand and block argument but got types: {} and {}",
                    quoted(operand),
                    quoted(arguments[index * 2])
                ),
            );
        };
        if operand_element != argument_element {
            return op_error(
                op,
                format!(
                    "expect same type for operand at index: {index} and block argument at index: {} but got: {} and {}",
                    index * 2,
                    quoted(operand_element),
                    quoted(argument_element)
                ),
            );
        }
    }
    let terminator = ops[ops.len() - 1];
    let yielded = terminator.operand_types();
    if yielded.len() != count {
        return op_error(
            op,
            format!("expect number of terminators operands ({}) to match number of operands ({count})", yielded.len()),
        );
    }
    for (index, (operand, value)) in operands.iter().zip(&yielded).enumerate() {
        let (Some(operand_element), Some(value_element)) = (tile_element(*operand), tile_element(*value)) else {
            return op_error(
                op,
                format!(
                    "expected TileType for operand and terminator types but got: {} and {}",
                    quoted(operand),
                    quoted(value)
                ),
            );
        };
        if operand_element != value_element {
            return op_error(
                op,
                format!(
                    "expect same type for operand at index: {index} and terminator argument at index: {index} but \
                     got: {} and {}",
                    quoted(operand_element),
                    quoted(value_element)
                ),
            );
        }
    }
    // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
    // call); these C API calls only read or walk that IR, and null results are checked before use.
    if let Some(impure) = find_in_block(block, &mut |nested| !unsafe { tileasOperationIsPure(nested.0) }) {
        let _ = op_error(op, "only pure operations allowed");
        let remark = format!("invalid op: {}", impure.name());
        // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
        // call); these C API calls only read or walk that IR, and null results are checked before use.
        unsafe { tileasCudaTileEmitRemarkAtLoc(impure.0, string_ref(&remark)) };
        return Err(Reported);
    }
    Ok(())
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

fn verify_atomic_ordering(op: &OperationRef<'_, '_>) -> VerifyResult {
    let ordering = enum_attr(op, "memory_ordering_semantics", MemoryOrderingSemantics::from_attribute);
    if ordering.is_none_or(|o| o == MemoryOrderingSemantics::Weak) {
        return op_error(op, "memory ordering semantics must be one of: relaxed, acquire, release, acq_rel");
    }
    Ok(())
}

/// Operands: pointers, arg, [mask], [token].
fn verify_atomic_rmw(op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    let operands = raw.operand_types();
    let (Some(pointee), Some(&arg)) = (pointee(operands[0]), operands.get(1)) else { return Ok(()) };
    let element = tile_element(arg).unwrap_or(arg);
    if pointee != element {
        return op_error(
            op,
            format!("expected pointee type ({}) to match element type of 'arg' ({})", quoted(pointee), quoted(element)),
        );
    }
    if let Some(mask) = operands.get(2).filter(|t| is_tile(**t)) {
        if tile_shape(*mask) != tile_shape(arg) {
            return op_error(op, "failed to verify that all of {pointers, arg, mask} have same shape");
        }
    }
    if let Some(mode) = enum_attr(op, "mode", AtomicRmwMode::from_attribute) {
        let keyword = crate::attrs::CudaTileEnum::keyword(mode);
        match mode {
            AtomicRmwMode::AddF => {
                // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them
                // for the call); these C API calls only read or walk that IR, and null results are checked before
                // use.
                let ok = unsafe {
                    sys::mlirTypeIsAF16(element.to_raw())
                        || sys::mlirTypeIsAF32(element.to_raw())
                        || sys::mlirTypeIsAF64(element.to_raw())
                };
                if !ok {
                    return op_error(op, format!("'{keyword}' works only with floats f16, f32, and f64"));
                }
            }
            AtomicRmwMode::Xchg => {
                let numeric = super::util::is_integer(element) || super::util::is_float(element);
                if !numeric || ![32, 64].contains(&super::util::bit_width(element)) {
                    return op_error(op, format!("'{keyword}' works only with integers or float of 32 or 64 bitwidth"));
                }
            }
            _ => {
                if !is_int_of(element, &[32, 64]) {
                    return op_error(op, format!("'{keyword}' works only with integers i32 and i64"));
                }
            }
        }
    }
    verify_atomic_ordering(op)
}

/// Operands: pointers, cmp, val, [mask], [token].
fn verify_atomic_cas(op: &OperationRef<'_, '_>, raw: RawOp) -> VerifyResult {
    let operands = raw.operand_types();
    let (Some(pointee), Some(&val)) = (pointee(operands[0]), operands.get(2)) else { return Ok(()) };
    let element = tile_element(val).unwrap_or(val);
    if pointee != element {
        return op_error(
            op,
            format!("expected pointee type ({}) to match element type of 'val' ({})", quoted(pointee), quoted(element)),
        );
    }
    let numeric = super::util::is_integer(element) || super::util::is_float(element);
    if !numeric || ![32, 64].contains(&super::util::bit_width(element)) {
        return op_error(op, "expect only float or integer types with 32 or 64 bit");
    }
    if let Some(mask) = operands.get(3).filter(|t| is_tile(**t)) {
        if tile_shape(*mask) != tile_shape(val) {
            return op_error(op, "failed to verify that all of {pointers, val, cmp and mask} have same shape");
        }
    }
    verify_atomic_ordering(op)
}

//===----------------------------------------------------------------------===//
// print
//===----------------------------------------------------------------------===//

/// Length of the printf conversion starting at `text[0] == b'%'`, or `None`
/// when no conversion character ends it.
fn format_expression_len(text: &[u8]) -> Option<usize> {
    const ENDS: &[u8] = b"diuoxXeEfFgGaAcspn%";
    text.iter().skip(1).position(|c| ENDS.contains(c)).map(|i| i + 2)
}

/// `print` is 13.1's spelling: 13.2 renamed it `print_tko`.
fn verify_print_before_13_2(op: &OperationRef<'_, '_>) -> VerifyResult {
    let v = super::version::module_version(op);
    if v >= (13, 2) {
        return op_error(
            op,
            format!(
                "is named '{}' in cuda_tile 13.2 and later (the module's version is {})",
                ct::PrintTkoOperation::name(),
                super::version::version_string(v)
            ),
        );
    }
    Ok(())
}

/// `print_tko` (13.2): `print`'s format check over its tile operands (not the token).
fn verify_print_tko(op: &OperationRef<'_, '_>) -> VerifyResult {
    use melior::ir::ValueLike;
    let what = format!("'{}'", ct::PrintTkoOperation::name());
    super::version::require_version(op, (13, 2), &what)?;
    let Some(attr) = op.attribute("str").ok() else { return Ok(()) };
    // SAFETY: `attr` is a live attribute of the op being verified; the accessor is only reached for a string
    // attribute (ODS checked `str` before the verifier runs).
    let text = unsafe { tileas_sys::to_string(sys::mlirStringAttrGetValue(attr.to_raw())) };
    let Some(expected) = count_format_expressions(text.as_bytes()) else {
        return op_error(op, "found unterminated format expression");
    };
    let found = op.operands().filter(|v| is_tile(v.r#type())).count();
    if expected != found {
        return op_error(op, format!("incorrect number of operands: expected {expected}, found {found}"));
    }
    Ok(())
}

/// The number of `%` conversions of a printf format (`%%` is none); `None` for an
/// unterminated one.
fn count_format_expressions(bytes: &[u8]) -> Option<usize> {
    let mut expected = 0usize;
    let mut pos = 0usize;
    while pos < bytes.len() {
        if bytes[pos] == b'%' {
            match format_expression_len(&bytes[pos..]) {
                None => return None,
                Some(2) if bytes[pos + 1] == b'%' => pos += 1,
                Some(_) => expected += 1,
            }
        }
        pos += 1;
    }
    Some(expected)
}

fn verify_print(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(attr) = op.attribute("str").ok() else { return Ok(()) };
    // SAFETY: the handles come from the live op being verified and its IR (the verifier hook owns them for the
    // call); these C API calls only read or walk that IR, and null results are checked before use.
    let text = unsafe { tileas_sys::to_string(sys::mlirStringAttrGetValue(attr.to_raw())) };
    let bytes = text.as_bytes();
    let mut expected = 0usize;
    let mut pos = 0usize;
    while pos < bytes.len() {
        if bytes[pos] == b'%' {
            match format_expression_len(&bytes[pos..]) {
                None => return op_error(op, "found unterminated format expression"),
                Some(2) if bytes[pos + 1] == b'%' => pos += 1,
                Some(_) => expected += 1,
            }
        }
        pos += 1;
    }
    let found = op.operand_count();
    if expected != found {
        return op_error(op, format!("incorrect number of operands: expected {expected}, found {found}"));
    }
    Ok(())
}
