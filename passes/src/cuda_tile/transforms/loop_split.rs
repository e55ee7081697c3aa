//! `loop-split`: splits a `cuda_tile.for` in two at the iteration where a
//! comparison of its induction variable with a loop-invariant value changes
//! from false to true (or back), so that neither loop needs the comparison.
//!
//! ```text
//! for %iv in (%lb to %ub, step %s) {
//!   %c = cmpi less_than %iv, %x, signed
//!   %r = if %c { A; yield %a } else { B; yield %b }
//!   use(%r) ...
//! }
//!   =>
//! %p = <first iteration at or after %x>           // %x itself for step 1
//! for %iv in (%lb to min(%p, %ub), step %s) { A; use(%a) ... }
//! for %iv in (max(%p, %lb) to %ub, step %s) { B; use(%b) ... }
//! ```
//!
//! The second loop continues from the first one's iteration values and
//! replaces the original loop's results. What 13.1 does, and so this pass:
//!
//! * The comparison is a signed `cmpi` (`less_than(_or_equal)` or
//!   `greater_than(_or_equal)`) of the induction variable, on either side,
//!   with a value defined outside the loop; `equal`/`not_equal` and unsigned
//!   comparisons are left alone. The `if` that asks for the split may sit
//!   anywhere in the loop (in another `if`, in an inner loop); the comparison
//!   must be an op of the loop's body.
//! * In each new loop the comparison becomes the constant it equals there.
//!   Every `if` of the body on that comparison is replaced by the branch that
//!   runs (in both loops); a branch ending in `continue` (or any terminator
//!   other than `yield`) also ends the body there. Other uses (a nested `if`,
//!   any other op) read the constant.
//! * Inner loops are split first (post-order), and each loop is split at most
//!   once: at the first `if` (post-order) that qualifies.
//! * Threshold hints: the discardable attribute `cuda_tile.loop_split = N`
//!   on the `if`, else on the loop, else on the enclosing function, else the
//!   `split-threshold` option (default 1), gives the threshold of an `if`.
//!   0 disables the split on that `if`; 1 splits whatever the `if` holds; N
//!   splits only when some `if` on the comparison has a branch with at least
//!   N ops (terminator not counted) or a heavy op (a load, store, mma,
//!   reduce, `if` or `for`) directly in a branch.
//!
//! Two choices of ours: a loop marked `unsigned` is not split (the split
//! point is computed with signed arithmetic), and a comparison whose
//! operand is a block argument of the loop's own body or regions is never
//! loop-invariant.

use crate::{
    options::{parse_int, OptionKind, OptionSpec},
    registry::{PassFailed, RustPass},
};
use melior::ir::{
    attribute::{Attribute, IntegerAttribute},
    operation::{OperationLike, OperationRef},
    AttributeLike, BlockLike, RegionLike, Type, TypeLike, Value, ValueLike,
};
use mlir_sys as sys;
use tileas_dialects::{
    attrs::{ComparisonPredicate, RoundingMode, Signedness},
    canonicalize::defining_op,
    ops::cuda_tile,
    verify::is_function_op,
    walk::op_name,
};

// ---- options ---------------------------------------------------------------------

/// The discardable attribute carrying a threshold hint (13.1's name).
const HINT: &str = concat!("cuda_tile", ".loop_split");

#[derive(Clone, Debug)]
pub struct LoopSplit {
    threshold: i64,
}

impl Default for LoopSplit {
    fn default() -> Self {
        Self { threshold: 1 }
    }
}

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "split-threshold",
    description: "Threshold to split loop only if-block contaings not less than given number of operations",
    kind: OptionKind::Int,
    default: "1",
}];

impl RustPass for LoopSplit {
    const ARGUMENT: &'static str = "loop-split";
    const NAME: &'static str = "LoopSplit";
    const DESCRIPTION: &'static str = "Split loops when predicate in if-condition compares iv with loop invariant";

    /// Any op: a `cuda_tile.module`, or one function (`entry`, `testing$func`)
    /// as in `cuda_tile.module(cuda_tile.entry(loop-split))`.
    fn anchor() -> Option<&'static str> {
        None
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "split-threshold" => self.threshold = parse_int(value).map_err(|e| e.to_string())?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, root: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        // Post-order: a loop comes after the loops nested in it, which are
        // split (and replaced) before it is looked at; splitting a loop only
        // touches ops inside it and right before it. Loops with unsigned
        // bounds (`for unsigned`, 13.2) are left alone: the split point
        // arithmetic is signed.
        let mut loops = Vec::new();
        collect_post_order(&root, &mut loops, &|op| {
            op_name(op) == cuda_tile::ForOperation::name() && !op.has_attribute("unsignedCmp")
        });
        for for_op in loops {
            if let Some(plan) = plan_split(&for_op, self.threshold) {
                split(for_op, &plan);
            }
        }
        Ok(())
    }
}

/// The threshold hint `op` carries, if any (an integer attribute).
fn hint(op: &OperationRef<'_, '_>) -> Option<i64> {
    let attr = op.attribute(HINT).ok()?;
    IntegerAttribute::try_from(attr).ok().map(|a| a.value())
}

/// The hint of the function around `op`.
fn function_hint(op: &OperationRef<'_, '_>) -> Option<i64> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if is_function_op(&op_name(&parent)) {
            return hint(&parent);
        }
        current = parent.parent_operation();
    }
    None
}

// ---- finding the split -------------------------------------------------------------

/// A split of one loop: at `bound` (+1 when `plus_one`), on the comparison
/// that is op `cmp_index` of the body.
struct Plan<'c, 'a> {
    cmp_index: usize,
    bound: Value<'c, 'a>,
    plus_one: bool,
    /// The comparison holds in the first loop (else: in the second).
    first_is_true: bool,
}

/// Every op nested in `root` (not `root`) that `keep` selects, children
/// before their parent.
fn collect_post_order<'c, 'a>(
    root: &OperationRef<'c, 'a>,
    out: &mut Vec<OperationRef<'c, 'a>>,
    keep: &dyn Fn(&OperationRef<'c, 'a>) -> bool,
) {
    for region in root.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut child = b.first_operation();
            while let Some(c) = child {
                // SAFETY: re-borrows a live op of the IR under `root` with
                // `root`'s lifetimes; it lives in the same tree.
                let nested = unsafe { OperationRef::from_raw(c.to_raw()) };
                collect_post_order(&nested, out, keep);
                if keep(&nested) {
                    out.push(nested);
                }
                child = c.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

fn plan_split<'c, 'a>(for_op: &OperationRef<'c, 'a>, default_threshold: i64) -> Option<Plan<'c, 'a>> {
    if for_op.has_attribute("unsigned") {
        return None;
    }
    let iv = induction_var(for_op)?;
    let loop_hint = hint(for_op).or_else(|| function_hint(for_op));
    let mut ifs = Vec::new();
    collect_post_order(for_op, &mut ifs, &|op| op_name(op) == cuda_tile::IfOperation::name());
    for if_op in ifs {
        let threshold = hint(&if_op).or(loop_hint).unwrap_or(default_threshold);
        if threshold == 0 {
            continue;
        }
        if let Some(plan) = plan_for_if(for_op, iv, &if_op, threshold) {
            return Some(plan);
        }
    }
    None
}

/// The split `if_op` asks for, when its condition qualifies and splitting
/// is worth it at `threshold`.
fn plan_for_if<'c, 'a>(
    for_op: &OperationRef<'c, 'a>,
    iv: Value<'c, 'a>,
    if_op: &OperationRef<'c, 'a>,
    threshold: i64,
) -> Option<Plan<'c, 'a>> {
    let cmp = if_op.operand(0).ok().and_then(defining_op)?;
    if op_name(&cmp) != cuda_tile::CmpIOperation::name() {
        return None;
    }
    let signedness = cmp.attribute("signedness").ok().and_then(Signedness::from_attribute)?;
    let predicate = cmp.attribute("comparison_predicate").ok().and_then(ComparisonPredicate::from_attribute)?;
    if signedness != Signedness::Signed {
        return None;
    }
    let (lhs, rhs) = (cmp.operand(0).ok()?, cmp.operand(1).ok()?);
    // Normalise to `iv <pred> bound`.
    let (predicate, bound) = if lhs == iv {
        (predicate, rhs)
    } else if rhs == iv {
        (mirror(predicate)?, lhs)
    } else {
        return None;
    };
    if !defined_outside(bound, for_op) {
        return None;
    }
    // `iv < p` holds exactly in the first part of the iteration space,
    // `iv >= p` exactly in the second.
    let (plus_one, first_is_true) = match predicate {
        ComparisonPredicate::LessThan => (false, true),
        ComparisonPredicate::LessThanOrEqual => (true, true),
        ComparisonPredicate::GreaterThan => (true, false),
        ComparisonPredicate::GreaterThanOrEqual => (false, false),
        ComparisonPredicate::Equal | ComparisonPredicate::NotEqual => return None,
    };
    let cmp_index = body_ops(for_op).iter().position(|op| *op == cmp)?;
    let result = cmp.result(0).ok()?.into();
    let profitable =
        users(result).iter().any(|user| op_name(user) == cuda_tile::IfOperation::name() && profitable(user, threshold));
    profitable.then_some(Plan { cmp_index, bound, plus_one, first_is_true })
}

/// `bound <pred> iv` as `iv <pred'> bound`.
fn mirror(predicate: ComparisonPredicate) -> Option<ComparisonPredicate> {
    Some(match predicate {
        ComparisonPredicate::LessThan => ComparisonPredicate::GreaterThan,
        ComparisonPredicate::LessThanOrEqual => ComparisonPredicate::GreaterThanOrEqual,
        ComparisonPredicate::GreaterThan => ComparisonPredicate::LessThan,
        ComparisonPredicate::GreaterThanOrEqual => ComparisonPredicate::LessThanOrEqual,
        ComparisonPredicate::Equal | ComparisonPredicate::NotEqual => return None,
    })
}

/// Whether splitting away `if_op` pays at `threshold`: always at 1, else a
/// branch of at least `threshold` ops (its terminator not counted) or a
/// heavy op directly in a branch.
fn profitable(if_op: &OperationRef<'_, '_>, threshold: i64) -> bool {
    if threshold == 1 {
        return true;
    }
    let heavy = [
        cuda_tile::LoadPtrTkoOperation::name(),
        cuda_tile::LoadViewTkoOperation::name(),
        cuda_tile::StorePtrTkoOperation::name(),
        cuda_tile::StoreViewTkoOperation::name(),
        cuda_tile::MmaFOperation::name(),
        cuda_tile::MmaIOperation::name(),
        cuda_tile::ReduceOperation::name(),
        cuda_tile::IfOperation::name(),
        cuda_tile::ForOperation::name(),
    ];
    if_op.regions().any(|region| {
        let ops = region.first_block().map(|block| block_ops(&block)).unwrap_or_default();
        let size = ops.len() as i64 - 1;
        size >= threshold || ops.iter().any(|op| heavy.contains(&op_name(op).as_str()))
    })
}

// ---- IR helpers ----------------------------------------------------------------------

fn block_ops<'c, 'a>(block: &impl BlockLike<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut op = block.first_operation();
    while let Some(o) = op {
        // SAFETY: re-borrows `o` with the block's lifetimes: it lives in the
        // block, in the same IR tree.
        ops.push(unsafe { OperationRef::from_raw(o.to_raw()) });
        op = o.next_in_block();
    }
    ops
}

/// The ops of a loop's body, in order.
fn body_ops<'c, 'a>(for_op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let block = for_op.region(0).ok().and_then(|r| r.first_block());
    // SAFETY: the block lives as long as the loop's body, i.e. as `for_op`.
    block.map(|b| block_ops(&unsafe { melior::ir::BlockRef::from_raw(b.to_raw()) })).unwrap_or_default()
}

fn induction_var<'c, 'a>(for_op: &OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let block = for_op.region(0).ok()?.first_block()?;
    let arg = block.argument(0).ok()?;
    // SAFETY: the argument lives as long as the loop's body, i.e. as `for_op`.
    Some(unsafe { Value::from_raw(arg.to_raw()) })
}

/// The ops using `value`, one entry per use.
fn users<'c, 'a>(value: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    // SAFETY: `value` is live; its use list is only read, and each owner is a
    // live op of the same IR.
    unsafe {
        let mut operand = sys::mlirValueGetFirstUse(value.to_raw());
        while !sys::mlirOpOperandIsNull(operand) {
            out.push(OperationRef::from_raw(sys::mlirOpOperandGetOwner(operand)));
            operand = sys::mlirOpOperandGetNextUse(operand);
        }
    }
    out
}

/// Whether `value` is defined outside `op` (so it is invariant in its regions).
fn defined_outside(value: Value<'_, '_>, op: &OperationRef<'_, '_>) -> bool {
    // SAFETY: `value` is live; the owner getter matching its kind (op result
    // or block argument) is used, and the parent chain is walked up to null.
    unsafe {
        let raw = value.to_raw();
        let owner = if sys::mlirValueIsAOpResult(raw) {
            sys::mlirOpResultGetOwner(raw)
        } else {
            sys::mlirBlockGetParentOperation(sys::mlirBlockArgumentGetOwner(raw))
        };
        let mut current = owner;
        while !current.ptr.is_null() {
            if sys::mlirOperationEqual(current, op.to_raw()) {
                return false;
            }
            current = sys::mlirOperationGetParentOperation(current);
        }
        true
    }
}

// ---- the rewrite -----------------------------------------------------------------------

fn split(for_op: OperationRef<'_, '_>, plan: &Plan<'_, '_>) {
    let Some((first_end, second_start)) = split_bounds(&for_op, plan) else { return };
    // SAFETY: `for_op` is live in its block; its clone is handed to that
    // block right away; the operand indices follow the `for` layout (lb, ub,
    // step, then one init per result), and the result indices are below the
    // result count of both loops.
    let second = unsafe {
        let block = sys::mlirOperationGetBlock(for_op.to_raw());
        let second = sys::mlirOperationClone(for_op.to_raw());
        sys::mlirBlockInsertOwnedOperationAfter(block, for_op.to_raw(), second);
        let results = sys::mlirOperationGetNumResults(for_op.to_raw());
        for i in 0..results {
            sys::mlirValueReplaceAllUsesOfWith(
                sys::mlirOperationGetResult(for_op.to_raw(), i),
                sys::mlirOperationGetResult(second, i),
            );
        }
        sys::mlirOperationSetOperand(second, 0, second_start.to_raw());
        for i in 0..results {
            sys::mlirOperationSetOperand(second, 3 + i, sys::mlirOperationGetResult(for_op.to_raw(), i));
        }
        sys::mlirOperationSetOperand(for_op.to_raw(), 1, first_end.to_raw());
        OperationRef::from_raw(second)
    };
    resolve_body(&for_op, plan.cmp_index, plan.first_is_true);
    resolve_body(&second, plan.cmp_index, !plan.first_is_true);
}

/// Builds, right before the loop, where the first loop ends and where the
/// second starts: the split point (+1 for `<=`/`>`), rounded up to the
/// iteration grid unless the step is the constant 1, then clamped to the
/// loop's range for each loop (13.1's order of ops).
fn split_bounds<'c, 'a>(for_op: &OperationRef<'c, 'a>, plan: &Plan<'c, 'a>) -> Option<(Value<'c, 'a>, Value<'c, 'a>)> {
    let context_ref = for_op.context();
    // SAFETY: the context outlives the pass run and the ops built with it.
    let context = unsafe { context_ref.to_ref() };
    let location = for_op.location();
    let (lb, ub, step) = (for_op.operand(0).ok()?, for_op.operand(1).ok()?, for_op.operand(2).ok()?);
    let ty = lb.r#type();
    let signed = Signedness::Signed.to_attribute(context);
    let insert = |op: melior::ir::Operation<'c>| -> Value<'c, 'a> {
        // SAFETY: `op` is a fresh single-result op whose ownership passes to
        // the loop's block (`into_raw`), inserted before the live `for_op`;
        // its result lives as long as the block.
        unsafe {
            let raw = op.into_raw();
            let block = sys::mlirOperationGetBlock(for_op.to_raw());
            sys::mlirBlockInsertOwnedOperationBefore(block, for_op.to_raw(), raw);
            Value::from_raw(sys::mlirOperationGetResult(raw, 0))
        }
    };
    let mut split_at = plan.bound;
    if plan.plus_one {
        let one = insert(cuda_tile::constant(context, ty, splat_one(ty), location).into());
        split_at = insert(cuda_tile::addi(context, ty, split_at, one, location).into());
    }
    if !is_constant_one(step) {
        let distance = insert(cuda_tile::subi(context, ty, split_at, lb, location).into());
        let divide: melior::ir::Operation = cuda_tile::divi(context, ty, distance, step, signed, location).into();
        // SAFETY: `divide` is a live op that declares `rounding`; the name is copied.
        unsafe {
            let name = tileas_sys::string_ref("rounding");
            let rounding = RoundingMode::PositiveInf.to_attribute(context);
            sys::mlirOperationSetInherentAttributeByName(divide.to_raw(), name, rounding.to_raw());
        }
        let trips = insert(divide);
        let covered = insert(cuda_tile::muli(context, ty, trips, step, location).into());
        split_at = insert(cuda_tile::addi(context, ty, lb, covered, location).into());
    }
    let first_end = insert(cuda_tile::mini(context, ty, split_at, ub, signed, location).into());
    let second_start = insert(cuda_tile::maxi(context, ty, split_at, lb, signed, location).into());
    Some((first_end, second_start))
}

/// In one of the two loops, where the comparison (body op `cmp_index`)
/// always gives `value`: the comparison becomes that constant, and every
/// `if` of the body on it becomes the branch that runs.
fn resolve_body(for_op: &OperationRef<'_, '_>, cmp_index: usize, value: bool) {
    let ops = body_ops(for_op);
    let Some(cmp) = ops.get(cmp_index).copied() else { return };
    let Ok(result) = cmp.result(0) else { return };
    let context_ref = for_op.context();
    // SAFETY: the context outlives the pass run and the ops built with it.
    let context = unsafe { context_ref.to_ref() };
    let ty = result.r#type();
    // SAFETY: `ty` is the comparison's result type, a shaped (tile) type of i1.
    let known = unsafe { Attribute::from_raw(sys::mlirDenseElementsAttrBoolSplatGet(ty.to_raw(), value)) };
    let constant: melior::ir::Operation = cuda_tile::constant(context, ty, known, cmp.location()).into();
    // SAFETY: the fresh constant is handed to the body right before the live
    // comparison; the comparison's uses move to the constant (same type)
    // before it is destroyed.
    let constant = unsafe {
        let raw = constant.into_raw();
        let block = sys::mlirOperationGetBlock(cmp.to_raw());
        sys::mlirBlockInsertOwnedOperationBefore(block, cmp.to_raw(), raw);
        sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), sys::mlirOperationGetResult(raw, 0));
        sys::mlirOperationDestroy(cmp.to_raw());
        OperationRef::from_raw(raw)
    };
    let Ok(known) = constant.result(0) else { return };
    let known: Value = known.into();
    for op in ops.into_iter().skip(cmp_index + 1) {
        if op_name(&op) == cuda_tile::IfOperation::name()
            && op.operand(0).is_ok_and(|c| c == known)
            && inline_branch(op, if value { 0 } else { 1 })
        {
            break;
        }
    }
    if users(known).is_empty() {
        // SAFETY: the constant is live and has no uses left.
        unsafe { sys::mlirOperationDestroy(constant.to_raw()) };
    }
}

/// Replaces `if_op` by the ops of its region `index` (its results by what
/// that region yields); an absent else-region just removes the `if`. When
/// the region ends in another terminator (`continue`, ...), that terminator
/// ends the body: it is kept and the body's ops after it are removed; then
/// returns true.
fn inline_branch(if_op: OperationRef<'_, '_>, index: usize) -> bool {
    let ops = if_op.region(index).ok().and_then(|r| r.first_block()).map(|b| block_ops(&b)).unwrap_or_default();
    let Some((terminator, moved)) = ops.split_last() else {
        // SAFETY: an `if` without else region has no results, so no uses.
        unsafe { sys::mlirOperationDestroy(if_op.to_raw()) };
        return false;
    };
    // SAFETY: every op moved is live and is moved within the same body,
    // before the live `if`; they are detached from the `if` before it is
    // destroyed.
    unsafe {
        for op in moved {
            sys::mlirOperationMoveBefore(op.to_raw(), if_op.to_raw());
        }
    }
    if op_name(terminator) == cuda_tile::YieldOperation::name() {
        // SAFETY: the yield has one operand per result of the `if`; once the
        // results are replaced, the `if` has no uses and is destroyed.
        unsafe {
            for i in 0..sys::mlirOperationGetNumResults(if_op.to_raw()) {
                sys::mlirValueReplaceAllUsesOfWith(
                    sys::mlirOperationGetResult(if_op.to_raw(), i),
                    sys::mlirOperationGetOperand(terminator.to_raw(), i),
                );
            }
            sys::mlirOperationDestroy(if_op.to_raw());
        }
        return false;
    }
    // SAFETY: the terminator moves before the `if`; the ops after the `if`
    // (the only users of its results and of each other, besides their own
    // regions) are destroyed last first, then the `if`.
    unsafe {
        sys::mlirOperationMoveBefore(terminator.to_raw(), if_op.to_raw());
        let mut rest = Vec::new();
        let mut next = sys::mlirOperationGetNextInBlock(if_op.to_raw());
        while !next.ptr.is_null() {
            rest.push(next);
            next = sys::mlirOperationGetNextInBlock(next);
        }
        for op in rest.into_iter().rev() {
            sys::mlirOperationDestroy(op);
        }
        sys::mlirOperationDestroy(if_op.to_raw());
    }
    true
}

/// Whether `value` is a `constant` whose value is 1.
fn is_constant_one(value: Value<'_, '_>) -> bool {
    let Some(op) = defining_op(value).filter(|op| op_name(op) == cuda_tile::ConstantOperation::name()) else {
        return false;
    };
    let Ok(attr) = op.attribute("value") else { return false };
    // SAFETY: `attr` is a live attribute of the constant; the splat getter
    // is only called on a splat dense elements attribute, and the integer
    // getter only on an integer attribute (of any width).
    unsafe {
        let raw = attr.to_raw();
        if !sys::mlirAttributeIsADenseElements(raw) || !sys::mlirDenseElementsAttrIsSplat(raw) {
            return false;
        }
        let splat = sys::mlirDenseElementsAttrGetSplatValue(raw);
        sys::mlirAttributeIsAInteger(splat) && sys::mlirIntegerAttrGetValueInt(splat) == 1
    }
}

/// `<T: 1>` as a dense attribute of the scalar tile type `ty`.
fn splat_one<'c>(ty: Type<'c>) -> Attribute<'c> {
    // SAFETY: `ty` is a live tile type (a shaped type) with an integer
    // element type, as the loop bounds of a `for` are.
    unsafe {
        let element = tileas_dialects::types::TileType::try_from(ty).map(|t| t.element_type()).unwrap_or(ty);
        let one = sys::mlirIntegerAttrGet(element.to_raw(), 1);
        Attribute::from_raw(sys::mlirDenseElementsAttrSplatGet(ty.to_raw(), one))
    }
}
