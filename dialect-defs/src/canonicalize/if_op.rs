//! `cuda_tile.if`: 13.1's fold and its eight canonicalization patterns.
//!
//! The fold ([`fold_inverted_condition`]) runs through `IfOp::fold`, which
//! forwards to the Rust fold hook; the patterns are listed by [`patterns`] in
//! 13.1's registration order (all of benefit 1, so the driver tries them in
//! that order): RemoveUnusedResults, ReplaceYieldWithValue,
//! RemoveStaticCondition, ConvertToSelect, RemoveEmptyElseBranch, CombineIfs,
//! CombineNestedIfs, MoveTerminatorToParent.
//!
//! They follow the open-source 13.1 rules (ports of `scf.if`'s patterns that
//! also accept a branch ending in `break`/`continue`/`return`, here "leaving"
//! the parent). Every IR change goes through the [`Rewriter`]; ops with side
//! effects are only moved as whole blocks, in their original order, so token
//! and memory-effect order is kept. New `if`s keep the result types they
//! replace, and a combined `if` appends the second one's results after the
//! first one's.
//!
//! The patterns work on raw C API handles: they move blocks and rewire
//! operands far more than they inspect typed ops.

use crate::{
    ops::{cuda_tile, cuda_tile as ct},
    rewrite::{Pattern, Rewriter},
    types::TileType,
};
use melior::{
    ir::{operation::OperationRef, Block, Location, Region, RegionLike, Type, Value},
    ContextRef,
};
use mlir_sys as sys;
use std::{ptr::null_mut, sync::LazyLock};
use tileas_sys::string_ref;

type Op = sys::MlirOperation;
type Blk = sys::MlirBlock;
type Val = sys::MlirValue;
type Reg = sys::MlirRegion;

/// The eight patterns, in 13.1's order.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(RemoveUnusedResults),
        Box::new(ReplaceYieldWithValue),
        Box::new(RemoveStaticCondition),
        Box::new(ConvertToSelect),
        Box::new(RemoveEmptyElseBranch),
        Box::new(CombineIfs),
        Box::new(CombineNestedIfs),
        Box::new(MoveTerminatorToParent),
    ]
}

macro_rules! if_pattern {
    ($(#[$doc:meta])* $name:ident, $rewrite:ident, [$($generated:ty),*]) => {
        $(#[$doc])*
        pub struct $name;

        impl Pattern for $name {
            fn root(&self) -> &'static str {
                ct::IfOperation::name()
            }
            fn generated_ops(&self) -> &'static [&'static str] {
                static OPS: LazyLock<Vec<&'static str>> = LazyLock::new(|| vec![$(<$generated>::name()),*]);
                &OPS
            }
            fn match_and_rewrite(&self, op: OperationRef<'_, '_>, rewriter: &Rewriter) -> bool {
                $rewrite(op.to_raw(), rewriter)
            }
        }
    };
}

//===----------------------------------------------------------------------===//
// Raw IR helpers
//===----------------------------------------------------------------------===//

fn name(op: Op) -> String {
    // SAFETY: the op is live; its name is an identifier owned by the context, valid while it is copied.
    unsafe { tileas_sys::to_string(sys::mlirIdentifierStr(sys::mlirOperationGetName(op))) }
}

fn is_named(op: Op, expected: &str) -> bool {
    !op.ptr.is_null() && name(op) == expected
}

fn is_yield(op: Op) -> bool {
    is_named(op, ct::YieldOperation::name())
}

/// A terminator after which nothing in the parent block runs
/// (`return`/`break`/`continue`); 13.1's `isTerminatorForParent`.
fn leaves_parent(op: Op) -> bool {
    let exits = [ct::ReturnOperation::name(), ct::BreakOperation::name(), ct::ContinueOperation::name()];
    !op.ptr.is_null() && exits.contains(&name(op).as_str())
}

fn region(op: Op, index: usize) -> Reg {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirOperationGetRegion(op, index as isize) }
}

/// The single block of region `index`, if it has one.
fn block(op: Op, index: usize) -> Option<Blk> {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let block = unsafe { sys::mlirRegionGetFirstBlock(region(op, index)) };
    (!block.ptr.is_null()).then_some(block)
}

fn then_block(op: Op) -> Option<Blk> {
    block(op, 0)
}

fn else_block(op: Op) -> Option<Blk> {
    block(op, 1)
}

/// The block's last op (its terminator in verified IR; null if empty).
/// Not `mlirBlockGetTerminator`: its `IsTerminator` trait query is not
/// reliable across our shared libraries (it missed `cuda_tile.return`).
fn terminator(block: Blk) -> Op {
    block_ops(block).last().copied().unwrap_or(Op { ptr: null_mut() })
}

fn block_ops(block: Blk) -> Vec<Op> {
    let mut ops = Vec::new();
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let mut op = unsafe { sys::mlirBlockGetFirstOperation(block) };
    while !op.ptr.is_null() {
        ops.push(op);
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        op = unsafe { sys::mlirOperationGetNextInBlock(op) };
    }
    ops
}

fn operands(op: Op) -> Vec<Val> {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let n = unsafe { sys::mlirOperationGetNumOperands(op) };
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    (0..n).map(|i| unsafe { sys::mlirOperationGetOperand(op, i) }).collect()
}

fn results(op: Op) -> Vec<Val> {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let n = unsafe { sys::mlirOperationGetNumResults(op) };
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    (0..n).map(|i| unsafe { sys::mlirOperationGetResult(op, i) }).collect()
}

fn condition(op: Op) -> Val {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirOperationGetOperand(op, 0) }
}

fn same_value(a: Val, b: Val) -> bool {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirValueEqual(a, b) }
}

fn same_op(a: Op, b: Op) -> bool {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirOperationEqual(a, b) }
}

fn value_type(value: Val) -> sys::MlirType {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirValueGetType(value) }
}

fn defining_op(value: Val) -> Option<Op> {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirValueIsAOpResult(value).then(|| sys::mlirOpResultGetOwner(value)) }
}

fn has_uses(value: Val) -> bool {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { !sys::mlirOpOperandIsNull(sys::mlirValueGetFirstUse(value)) }
}

/// The region holding the definition of `value`.
fn parent_region(value: Val) -> Reg {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe {
        let block = if sys::mlirValueIsAOpResult(value) {
            sys::mlirOperationGetBlock(sys::mlirOpResultGetOwner(value))
        } else {
            sys::mlirBlockArgumentGetOwner(value)
        };
        if block.ptr.is_null() {
            Reg { ptr: null_mut() }
        } else {
            sys::mlirBlockGetParentRegion(block)
        }
    }
}

fn same_region(a: Reg, b: Reg) -> bool {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    !a.ptr.is_null() && unsafe { sys::mlirRegionEqual(a, b) }
}

/// Whether `op` is in `block` or nested (at any depth) in an op that is.
fn is_within(mut op: Op, block: Blk) -> bool {
    loop {
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        let parent = unsafe { sys::mlirOperationGetBlock(op) };
        if parent.ptr.is_null() {
            return false;
        }
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        if unsafe { sys::mlirBlockEqual(parent, block) } {
            return true;
        }
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        op = unsafe { sys::mlirBlockGetParentOperation(parent) };
        if op.ptr.is_null() {
            return false;
        }
    }
}

/// A 0-D `tile` type (the only values 13.1 turns into `select`s).
fn is_scalar_tile(ty: sys::MlirType) -> bool {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    TileType::try_from(unsafe { Type::from_raw(ty) }).is_ok_and(|tile| tile.rank() == 0)
}

/// 13.1's `getConstantBoolValue`: the value of a one-element `i1`
/// `cuda_tile.constant`.
fn const_bool(value: Val) -> Option<bool> {
    let op = defining_op(value)?;
    if !is_named(op, ct::ConstantOperation::name()) {
        return None;
    }
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe {
        let attr = sys::mlirOperationGetAttributeByName(op, string_ref("value"));
        if attr.ptr.is_null() || !sys::mlirAttributeIsADenseElements(attr) {
            return None;
        }
        let element = sys::mlirShapedTypeGetElementType(sys::mlirAttributeGetType(attr));
        if !sys::mlirTypeIsAInteger(element) || sys::mlirIntegerTypeGetWidth(element) != 1 {
            return None;
        }
        if sys::mlirElementsAttrGetNumElements(attr) != 1 {
            return None;
        }
        Some(sys::mlirDenseElementsAttrGetBoolValue(attr, 0))
    }
}

/// `c` for a condition `xori(c, true)` (constant `true` on the right, as in
/// 13.1).
fn negated(value: Val) -> Option<Val> {
    let op = defining_op(value)?;
    if !is_named(op, ct::XOrIOperation::name()) {
        return None;
    }
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let (lhs, rhs) = unsafe { (sys::mlirOperationGetOperand(op, 0), sys::mlirOperationGetOperand(op, 1)) };
    (const_bool(rhs) == Some(true)).then_some(lhs)
}

//===----------------------------------------------------------------------===//
// Rewriter helpers
//===----------------------------------------------------------------------===//

/// The context of `op`, for the typed builders. Keep the `ContextRef`
/// alive while using the `&Context` it gives ([`ContextRef::to_ref`] points
/// into it).
fn context_of<'c>(op: Op) -> ContextRef<'c> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    unsafe { ContextRef::from_raw(sys::mlirOperationGetContext(op)) }
}

fn location_of<'c>(op: Op) -> Location<'c> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    unsafe { Location::from_raw(sys::mlirOperationGetLocation(op)) }
}

fn value<'c, 'a>(raw: Val) -> Value<'c, 'a> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    unsafe { Value::from_raw(raw) }
}

/// Inserts a `cuda_tile.if` at the rewriter's insertion point, with an empty
/// then-block and (when `with_else`) an empty else-block: the caller moves
/// existing blocks' ops into them.
fn create_if(rewriter: &Rewriter, like: Op, types: &[sys::MlirType], cond: Val, with_else: bool) -> Op {
    let context_ref = context_of(like);
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    let context = unsafe { context_ref.to_ref() };
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    let types: Vec<Type> = types.iter().map(|&t| unsafe { Type::from_raw(t) }).collect();
    let then_region = Region::new();
    then_region.append_block(Block::new(&[]));
    let else_region = Region::new();
    if with_else {
        else_region.append_block(Block::new(&[]));
    }
    let op = cuda_tile::r#if(context, &types, value(cond), then_region, else_region, location_of(like));
    rewriter.insert(op.into()).to_raw()
}

fn insert_yield(rewriter: &Rewriter, like: Op, values: &[Val]) -> Op {
    let values: Vec<Value> = values.iter().map(|&v| value(v)).collect();
    let context_ref = context_of(like);
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    let op = cuda_tile::r#yield(unsafe { context_ref.to_ref() }, &values, location_of(like));
    rewriter.insert(op.into()).to_raw()
}

fn insert_select(rewriter: &Rewriter, like: Op, cond: Val, on_true: Val, on_false: Val) -> Val {
    let context_ref = context_of(like);
    let op = cuda_tile::select(
        // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only
        // while that context lives.
        unsafe { context_ref.to_ref() },
        // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only
        // while that context lives.
        unsafe { Type::from_raw(value_type(on_true)) },
        value(cond),
        value(on_true),
        value(on_false),
        location_of(like),
    );
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe { sys::mlirOperationGetResult(rewriter.insert(op.into()).to_raw(), 0) }
}

/// Sets `op`'s operands in place (notifying the rewriter).
fn set_operands(rewriter: &Rewriter, op: Op, values: &[Val]) {
    // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the ops, blocks and
    // values passed belong to the IR it rewrites.
    unsafe {
        sys::mlirRewriterBaseStartOpModification(rewriter.raw(), op);
        sys::mlirOperationSetOperands(op, values.len() as isize, values.as_ptr());
        sys::mlirRewriterBaseFinalizeOpModification(rewriter.raw(), op);
    }
}

fn set_operand(rewriter: &Rewriter, op: Op, index: isize, value: Val) {
    // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the ops, blocks and
    // values passed belong to the IR it rewrites.
    unsafe {
        sys::mlirRewriterBaseStartOpModification(rewriter.raw(), op);
        sys::mlirOperationSetOperand(op, index, value);
        sys::mlirRewriterBaseFinalizeOpModification(rewriter.raw(), op);
    }
}

/// Moves every op of `source` to the end of `dest` and erases `source`.
fn merge_blocks(rewriter: &Rewriter, source: Blk, dest: Blk) {
    // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the ops, blocks and
    // values passed belong to the IR it rewrites.
    unsafe { sys::mlirRewriterBaseMergeBlocks(rewriter.raw(), source, dest, 0, std::ptr::null()) };
}

/// Replaces `op`'s results (a null value for a result without uses) and
/// erases it.
fn replace_op(rewriter: &Rewriter, op: Op, values: &[Val]) {
    // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the ops, blocks and
    // values passed belong to the IR it rewrites.
    unsafe { sys::mlirRewriterBaseReplaceOpWithValues(rewriter.raw(), op, values.len() as isize, values.as_ptr()) };
}

fn erase_op(rewriter: &Rewriter, op: Op) {
    // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the ops, blocks and
    // values passed belong to the IR it rewrites.
    unsafe { sys::mlirRewriterBaseEraseOp(rewriter.raw(), op) };
}

/// Erases `op` and every op after it in its block. Used once a branch ending
/// in `return`/`break`/`continue` has been inlined before `op`: the rest of
/// the block is unreachable. Erased last-first, so no erased op still has
/// uses (a value is only used after its definition or inside later ops).
fn erase_rest_of_block_from(rewriter: &Rewriter, op: Op) {
    let mut doomed = vec![op];
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let mut next = unsafe { sys::mlirOperationGetNextInBlock(op) };
    while !next.ptr.is_null() {
        doomed.push(next);
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        next = unsafe { sys::mlirOperationGetNextInBlock(next) };
    }
    for op in doomed.into_iter().rev() {
        erase_op(rewriter, op);
    }
}

/// 13.1's `replaceOpWithRegion`: inlines `block` (a branch of `op`) before
/// `op`; a `yield` becomes `op`'s replacement values, a
/// `return`/`break`/`continue` makes the rest of the parent block unreachable.
fn replace_op_with_block(rewriter: &Rewriter, op: Op, block: Blk) -> bool {
    let terminator = terminator(block);
    if is_yield(terminator) {
        let values = operands(terminator);
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseInlineBlockBefore(rewriter.raw(), block, op, 0, std::ptr::null()) };
        replace_op(rewriter, op, &values);
        erase_op(rewriter, terminator);
        true
    } else if leaves_parent(terminator) {
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseInlineBlockBefore(rewriter.raw(), block, op, 0, std::ptr::null()) };
        erase_rest_of_block_from(rewriter, op);
        true
    } else {
        false
    }
}

//===----------------------------------------------------------------------===//
// Fold
//===----------------------------------------------------------------------===//

/// `if xori(c, true) {A} else {B}` → `if c {B} else {A}`, in place (13.1's
/// `IfOp::fold`). Needs an else-region; the result list is unchanged.
pub fn fold_inverted_condition(op: Op) -> bool {
    if else_block(op).is_none() {
        return false;
    }
    let Some(inner) = negated(condition(op)) else { return false };
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    unsafe {
        sys::mlirOperationSetOperand(op, 0, inner);
        let spare = sys::mlirRegionCreate();
        sys::mlirRegionTakeBody(spare, region(op, 0));
        sys::mlirRegionTakeBody(region(op, 0), region(op, 1));
        sys::mlirRegionTakeBody(region(op, 1), spare);
        sys::mlirRegionDestroy(spare);
    }
    true
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

if_pattern!(
    /// Drops results without uses: a new `if` yields only the used ones
    /// (a branch ending in `return`/`break`/`continue` keeps its terminator).
    RemoveUnusedResults,
    remove_unused_results,
    [ct::IfOperation]
);

fn remove_unused_results(op: Op, rewriter: &Rewriter) -> bool {
    let results = results(op);
    if results.is_empty() {
        return false;
    }
    let (Some(then_b), Some(else_b)) = (then_block(op), else_block(op)) else { return false };
    if !is_yield(terminator(then_b)) && !is_yield(terminator(else_b)) {
        return false;
    }
    let used: Vec<usize> = (0..results.len()).filter(|&i| has_uses(results[i])).collect();
    if used.len() == results.len() {
        return false;
    }
    let types: Vec<_> = used.iter().map(|&i| value_type(results[i])).collect();
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(op) });
    let new_if = create_if(rewriter, op, &types, condition(op), true);
    for (source, index) in [(then_b, 0), (else_b, 1)] {
        let Some(dest) = block(new_if, index) else { return false };
        merge_blocks(rewriter, source, dest);
        let terminator = terminator(dest);
        if is_yield(terminator) {
            let yielded = operands(terminator);
            let kept: Vec<Val> = used.iter().map(|&i| yielded[i]).collect();
            set_operands(rewriter, terminator, &kept);
        }
    }
    let new_results = self::results(new_if);
    let mut replacements = vec![Val { ptr: null_mut() }; results.len()];
    for (k, &i) in used.iter().enumerate() {
        replacements[i] = new_results[k];
    }
    replace_op(rewriter, op, &replacements);
    true
}

if_pattern!(
    /// Results both branches yield the same value for are replaced by it;
    /// an `i1` result yielding `true`/`false` is the condition, `false`/`true`
    /// its negation `xori(cond, true)`. Both branches must end in `yield`.
    ReplaceYieldWithValue,
    replace_yield_with_value,
    [ct::ConstantOperation, ct::XOrIOperation]
);

fn replace_yield_with_value(op: Op, rewriter: &Rewriter) -> bool {
    let results = results(op);
    if results.is_empty() {
        return false;
    }
    let (Some(then_b), Some(else_b)) = (then_block(op), else_block(op)) else { return false };
    let (then_t, else_t) = (terminator(then_b), terminator(else_b));
    if !is_yield(then_t) || !is_yield(else_t) {
        return false;
    }
    let (on_true, on_false) = (operands(then_t), operands(else_t));
    let cond = condition(op);
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(op) });
    let mut changed = false;
    for ((&t, &f), &result) in on_true.iter().zip(&on_false).zip(&results) {
        if !has_uses(result) {
            continue;
        }
        if same_value(t, f) {
            // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops,
            // blocks and values passed belong to the IR it rewrites.
            unsafe { sys::mlirRewriterBaseReplaceAllUsesWith(rewriter.raw(), result, t) };
            changed = true;
            continue;
        }
        let (Some(t), Some(f)) = (const_bool(t), const_bool(f)) else { continue };
        // 13.1 only looks at the constants; the result must also have the
        // condition's type (`tile<i1>`), or the replacement would not fit.
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        if !unsafe { sys::mlirTypeEqual(value_type(result), value_type(cond)) } {
            continue;
        }
        let replacement = match (t, f) {
            (true, false) => cond,
            (false, true) => {
                let context_ref = context_of(op);
                // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used
                // only while that context lives.
                let context = unsafe { context_ref.to_ref() };
                // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used
                // only while that context lives.
                let ty = unsafe { Type::from_raw(value_type(cond)) };
                // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used
                // only while that context lives.
                let one = unsafe {
                    melior::ir::Attribute::from_raw(sys::mlirDenseElementsAttrBoolSplatGet(value_type(cond), true))
                };
                let one_op = cuda_tile::constant(context, ty, one, location_of(op));
                // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the
                // whole call) and these C API calls only read, walk or, through the rewriter, edit it; null results
                // are checked before use.
                let one = unsafe { sys::mlirOperationGetResult(rewriter.insert(one_op.into()).to_raw(), 0) };
                let not = cuda_tile::xori(context, ty, value(cond), value(one), location_of(op));
                // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the
                // ops, blocks and values passed belong to the IR it rewrites.
                unsafe { sys::mlirOperationGetResult(rewriter.insert(not.into()).to_raw(), 0) }
            }
            _ => continue,
        };
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseReplaceAllUsesWith(rewriter.raw(), result, replacement) };
        changed = true;
    }
    changed
}

if_pattern!(
    /// A constant condition inlines the branch it selects (an `if false`
    /// without else is erased). A branch ending in `return`/`break`/`continue`
    /// also erases the rest of the parent block, which it makes unreachable.
    RemoveStaticCondition,
    remove_static_condition,
    []
);

fn remove_static_condition(op: Op, rewriter: &Rewriter) -> bool {
    let Some(value) = const_bool(condition(op)) else { return false };
    if value {
        let Some(then_b) = then_block(op) else { return false };
        return replace_op_with_block(rewriter, op, then_b);
    }
    if let Some(else_b) = else_block(op) {
        return replace_op_with_block(rewriter, op, else_b);
    }
    erase_op(rewriter, op);
    true
}

if_pattern!(
    /// Results whose yielded values are defined outside the `if` become
    /// `select(cond, then, else)` (or the value itself when both agree); the
    /// `if` keeps only the others. Only when every result is a 0-D tile. A
    /// branch ending in `return`/`break`/`continue` takes the other branch's
    /// values for both sides.
    ConvertToSelect,
    convert_to_select,
    [ct::IfOperation, ct::SelectOperation]
);

fn convert_to_select(op: Op, rewriter: &Rewriter) -> bool {
    let results = results(op);
    if results.is_empty() {
        return false;
    }
    let (Some(then_b), Some(else_b)) = (then_block(op), else_block(op)) else { return false };
    let (then_t, else_t) = (terminator(then_b), terminator(else_b));
    let (then_yields, else_yields) = (is_yield(then_t), is_yield(else_t));
    if !then_yields && !else_yields {
        return false;
    }
    let on_true = operands(if then_yields { then_t } else { else_t });
    let on_false = operands(if else_yields { else_t } else { then_t });
    let true_region = region(op, if then_yields { 0 } else { 1 });
    let false_region = region(op, if else_yields { 1 } else { 0 });
    if !results.iter().all(|&r| is_scalar_tile(value_type(r))) {
        return false;
    }
    let stays: Vec<bool> = on_true
        .iter()
        .zip(&on_false)
        .map(|(&t, &f)| same_region(parent_region(t), true_region) || same_region(parent_region(f), false_region))
        .collect();
    let kept_types: Vec<_> =
        on_true.iter().zip(&stays).filter(|(_, &stays)| stays).map(|(&t, _)| value_type(t)).collect();
    if kept_types.len() == results.len() {
        return false;
    }
    let cond = condition(op);
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(op) });
    let replacement = create_if(rewriter, op, &kept_types, cond, true);
    let (Some(new_then), Some(new_else)) = (then_block(replacement), else_block(replacement)) else { return false };
    merge_blocks(rewriter, then_b, new_then);
    merge_blocks(rewriter, else_b, new_else);

    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(replacement) });
    let new_results = self::results(replacement);
    let (mut true_kept, mut false_kept) = (Vec::new(), Vec::new());
    let mut replacements = Vec::with_capacity(results.len());
    for ((&t, &f), &stays) in on_true.iter().zip(&on_false).zip(&stays) {
        if stays {
            replacements.push(new_results[true_kept.len()]);
            true_kept.push(t);
            false_kept.push(f);
        } else if same_value(t, f) {
            replacements.push(t);
        } else {
            replacements.push(insert_select(rewriter, op, cond, t, f));
        }
    }
    if then_yields {
        set_operands(rewriter, terminator(new_then), &true_kept);
    }
    if else_yields {
        set_operands(rewriter, terminator(new_else), &false_kept);
    }
    replace_op(rewriter, op, &replacements);
    true
}

if_pattern!(
    /// Drops an else-branch that only yields nothing (the `if` has no
    /// results). Done in place, which is what 13.1's clone-without-regions
    /// amounts to.
    RemoveEmptyElseBranch,
    remove_empty_else_branch,
    []
);

fn remove_empty_else_branch(op: Op, rewriter: &Rewriter) -> bool {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    if unsafe { sys::mlirOperationGetNumResults(op) } != 0 {
        return false;
    }
    let Some(else_b) = else_block(op) else { return false };
    if block_ops(else_b).len() != 1 || leaves_parent(terminator(else_b)) {
        return false;
    }
    // SAFETY: `rewriter` wraps the live rewriter the pattern driver handed to this pattern, and the ops, blocks and
    // values passed belong to the IR it rewrites.
    unsafe {
        sys::mlirRewriterBaseStartOpModification(rewriter.raw(), op);
        sys::mlirRewriterBaseEraseBlock(rewriter.raw(), else_b);
        sys::mlirRewriterBaseFinalizeOpModification(rewriter.raw(), op);
    }
    true
}

if_pattern!(
    /// An `if` right after another on the same condition (or on its
    /// negation `xori(c, true)`, either way round, with the second one's
    /// branches swapped) is merged into it: the first one's branch ops, then
    /// the second's, with the yields concatenated (first results, then
    /// second). Uses of the first `if`'s results inside the second one's
    /// branches take the values the matching branch yielded. When a branch
    /// of the first `if` leaves the parent (`return`/`break`/`continue`), the
    /// second one's matching branch is never reached and is dropped.
    CombineIfs,
    combine_ifs,
    [ct::IfOperation, ct::YieldOperation]
);

fn previous_in_block(op: Op) -> Option<Op> {
    // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole call)
    // and these C API calls only read, walk or, through the rewriter, edit it; null results are checked before use.
    let block = unsafe { sys::mlirOperationGetBlock(op) };
    if block.ptr.is_null() {
        return None;
    }
    let mut previous = None;
    for candidate in block_ops(block) {
        if same_op(candidate, op) {
            return previous;
        }
        previous = Some(candidate);
    }
    None
}

/// Appends `next`'s ops to `dest` (which ends in the first `if`'s
/// terminator) and joins the two yields into one.
fn append_branch(rewriter: &Rewriter, dest: Blk, next: Blk) {
    let first = terminator(dest);
    let second = terminator(next);
    merge_blocks(rewriter, next, dest);
    if is_yield(first) && is_yield(second) {
        let mut values = operands(first);
        values.extend(operands(second));
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseSetInsertionPointToEnd(rewriter.raw(), dest) };
        insert_yield(rewriter, second, &values);
    }
    if is_yield(first) {
        erase_op(rewriter, first);
    }
    if is_yield(second) {
        erase_op(rewriter, second);
    }
}

fn combine_ifs(next_if: Op, rewriter: &Rewriter) -> bool {
    let Some(prev_if) = previous_in_block(next_if) else { return false };
    if !is_named(prev_if, ct::IfOperation::name()) {
        return false;
    }
    let (prev_cond, next_cond) = (condition(prev_if), condition(next_if));
    let (Some(prev_then), Some(next_then_block)) = (then_block(prev_if), then_block(next_if)) else { return false };
    let prev_else = else_block(prev_if);

    // The second `if`'s blocks that run when the first one's then/else does.
    let (mut next_then, mut next_else) = (None, None);
    if same_value(next_cond, prev_cond) {
        next_then = Some(next_then_block);
        next_else = else_block(next_if);
    }
    if negated(next_cond).is_some_and(|c| same_value(c, prev_cond))
        || negated(prev_cond).is_some_and(|c| same_value(c, next_cond))
    {
        next_else = Some(next_then_block);
        next_then = else_block(next_if);
    }
    if leaves_parent(terminator(prev_then)) {
        next_then = None;
    }
    if prev_else.is_some_and(|b| leaves_parent(terminator(b))) {
        next_else = None;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }

    // Uses of the first `if`'s results inside the second one's branches.
    let prev_results = results(prev_if);
    let then_yielded = if next_then.is_some() { operands(terminator(prev_then)) } else { prev_results.clone() };
    let else_yielded = match (next_else, prev_else) {
        (Some(_), Some(b)) => operands(terminator(b)),
        _ => prev_results.clone(),
    };
    for (i, &result) in prev_results.iter().enumerate() {
        let mut uses = Vec::new();
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        let mut operand = unsafe { sys::mlirValueGetFirstUse(result) };
        // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the whole
        // call) and these C API calls only read, walk or, through the rewriter, edit it; null results are checked
        // before use.
        while !unsafe { sys::mlirOpOperandIsNull(operand) } {
            // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the
            // whole call) and these C API calls only read, walk or, through the rewriter, edit it; null results are
            // checked before use.
            uses.push(unsafe { (sys::mlirOpOperandGetOwner(operand), sys::mlirOpOperandGetOperandNumber(operand)) });
            // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the
            // whole call) and these C API calls only read, walk or, through the rewriter, edit it; null results are
            // checked before use.
            operand = unsafe { sys::mlirOpOperandGetNextUse(operand) };
        }
        for (owner, index) in uses {
            if next_then.is_some_and(|b| is_within(owner, b)) && i < then_yielded.len() {
                set_operand(rewriter, owner, index as isize, then_yielded[i]);
            } else if next_else.is_some_and(|b| is_within(owner, b)) && i < else_yielded.len() {
                set_operand(rewriter, owner, index as isize, else_yielded[i]);
            }
        }
    }

    let mut types: Vec<_> = prev_results.iter().map(|&r| value_type(r)).collect();
    types.extend(results(next_if).iter().map(|&r| value_type(r)));
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(next_if) });
    let combined = create_if(rewriter, next_if, &types, prev_cond, prev_else.is_some() || next_else.is_some());

    let Some(combined_then) = then_block(combined) else { return false };
    merge_blocks(rewriter, prev_then, combined_then);
    if let Some(next_then) = next_then {
        append_branch(rewriter, combined_then, next_then);
    }
    if let Some(combined_else) = else_block(combined) {
        match (prev_else, next_else) {
            (Some(prev_else), next_else) => {
                merge_blocks(rewriter, prev_else, combined_else);
                if let Some(next_else) = next_else {
                    append_branch(rewriter, combined_else, next_else);
                }
            }
            (None, Some(next_else)) => merge_blocks(rewriter, next_else, combined_else),
            (None, None) => {}
        }
    }

    let combined_results = results(combined);
    let (first, second) = combined_results.split_at(prev_results.len());
    replace_op(rewriter, prev_if, first);
    replace_op(rewriter, next_if, second);
    true
}

if_pattern!(
    /// `if a { if b {X} [else {yield}] } [else {yield}]` → `if andi(a, b) {X}
    /// [else {yield}]` (a port of `scf.if`'s pattern). A result forwarded from
    /// the inner `if` needs the inner else to yield what the outer else
    /// yields; any other result must come from outside and be a 0-D tile, and
    /// becomes `select(a, then, else)`. A `return`/`break`/`continue` is only
    /// allowed to end the inner then-branch, and only without else-branches.
    CombineNestedIfs,
    combine_nested_ifs,
    [ct::AndIOperation, ct::IfOperation, ct::SelectOperation, ct::YieldOperation]
);

fn combine_nested_ifs(op: Op, rewriter: &Rewriter) -> bool {
    let Some(outer_then) = then_block(op) else { return false };
    let outer_ops = block_ops(outer_then);
    if outer_ops.len() != 2 || !is_named(outer_ops[0], ct::IfOperation::name()) {
        return false;
    }
    let nested = outer_ops[0];
    let outer_else = else_block(op);
    if outer_else.is_some_and(|b| block_ops(b).len() != 1) {
        return false;
    }
    let Some(nested_then) = then_block(nested) else { return false };
    let nested_else = else_block(nested);
    if nested_else.is_some_and(|b| block_ops(b).len() != 1) {
        return false;
    }
    if leaves_parent(terminator(outer_then))
        || outer_else.is_some_and(|b| leaves_parent(terminator(b)))
        || nested_else.is_some_and(|b| leaves_parent(terminator(b)))
    {
        return false;
    }
    if leaves_parent(terminator(nested_then)) && (outer_else.is_some() || nested_else.is_some()) {
        return false;
    }

    let mut then_yield = operands(terminator(outer_then));
    let else_yield = outer_else.map(|b| operands(terminator(b))).unwrap_or_default();
    let mut to_select = Vec::new();
    for (i, yielded) in then_yield.iter_mut().enumerate() {
        if defining_op(*yielded).is_some_and(|d| same_op(d, nested)) {
            // SAFETY: the handles come from the live IR the pattern driver is rewriting (it owns the IR for the
            // whole call) and these C API calls only read, walk or, through the rewriter, edit it; null results are
            // checked before use.
            let index = unsafe { sys::mlirOpResultGetResultNumber(*yielded) } as usize;
            let Some(nested_else) = nested_else else { return false };
            let inner_false = operands(terminator(nested_else));
            if i >= else_yield.len() || !same_value(inner_false[index], else_yield[i]) {
                return false;
            }
            *yielded = operands(terminator(nested_then))[index];
            continue;
        }
        if same_region(parent_region(*yielded), region(op, 0)) || !is_scalar_tile(value_type(*yielded)) {
            return false;
        }
        to_select.push(i);
    }

    let outer_cond = condition(op);
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(op) });
    let context_ref = context_of(op);
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    let context = unsafe { context_ref.to_ref() };
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    let cond_type = unsafe { Type::from_raw(value_type(outer_cond)) };
    let both = cuda_tile::andi(context, cond_type, value(outer_cond), value(condition(nested)), location_of(op));
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    let both = unsafe { sys::mlirOperationGetResult(rewriter.insert(both.into()).to_raw(), 0) };
    let types: Vec<_> = results(op).iter().map(|&r| value_type(r)).collect();
    let new_if = create_if(rewriter, op, &types, both, !else_yield.is_empty());

    let mut replacements = results(new_if);
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(new_if) });
    for &i in &to_select {
        replacements[i] = insert_select(rewriter, op, outer_cond, then_yield[i], else_yield[i]);
    }
    let Some(new_then) = then_block(new_if) else { return false };
    merge_blocks(rewriter, nested_then, new_then);
    let new_terminator = terminator(new_then);
    if is_yield(new_terminator) {
        set_operands(rewriter, new_terminator, &then_yield);
    }
    if let Some(new_else) = else_block(new_if) {
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseSetInsertionPointToEnd(rewriter.raw(), new_else) };
        insert_yield(rewriter, op, &else_yield);
    }
    replace_op(rewriter, op, &replacements);
    true
}

if_pattern!(
    /// Both branches leave the parent (`return`/`break`/`continue`): keep a
    /// result-less `if` holding the then-branch and inline the else-branch
    /// after it (13.1's open-source behaviour); what followed the `if` in
    /// its block is unreachable and erased.
    MoveTerminatorToParent,
    move_terminator_to_parent,
    [ct::IfOperation]
);

fn move_terminator_to_parent(op: Op, rewriter: &Rewriter) -> bool {
    let (Some(then_b), Some(else_b)) = (then_block(op), else_block(op)) else { return false };
    if !leaves_parent(terminator(then_b)) || !leaves_parent(terminator(else_b)) {
        return false;
    }
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    rewriter.set_insertion_point_before(unsafe { OperationRef::from_raw(op) });
    let new_if = create_if(rewriter, op, &[], condition(op), false);
    let Some(new_then) = then_block(new_if) else { return false };
    merge_blocks(rewriter, then_b, new_then);
    replace_op_with_block(rewriter, op, else_b)
}
