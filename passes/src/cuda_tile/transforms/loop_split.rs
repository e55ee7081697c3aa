//! `loop-split`: splits a `cuda_tile.for` in two at the iteration where an
//! `if` in its body, conditioned on comparing the induction variable with a
//! loop-invariant value, changes direction. Each new loop keeps only the
//! branch that runs in its range, so the comparison and the `if` disappear
//! from both.
//!
//! ```text
//! for %iv in (%lb to %ub, step %s) { if (cmpi less_than %iv, %x) {A} else {B} ... }
//!   =>
//! for %iv in (%lb to %u, step %s) { A ... }        // %u = min(%c, %ub)
//! for %iv in (%l to %ub, step %s) { B ... }        // %l = max(%c, %lb)
//! ```
//! where %c is the first iteration at or after %x (%x itself for step 1),
//! with the second loop continuing from the first one's iteration values.
//! Predicates `less_than(_or_equal)`/`greater_than(_or_equal)` are handled,
//! with the induction variable on either side; `equal`/`not_equal` are not.
//! The `if` must hold at least `split-threshold` operations (outside its
//! terminators) and no `break`/`continue`/`return`; the comparison and the
//! loop must be signed. The step is assumed positive, as a `for` requires.

use crate::{
    options::{parse_int, OptionKind, OptionSpec},
    registry::{PassFailed, RustPass},
};
use melior::ir::{
    attribute::Attribute,
    operation::{OperationLike, OperationRef},
    AttributeLike, BlockLike, RegionLike, Type, TypeLike, Value, ValueLike,
};
use mlir_sys as sys;
use tileas_dialects::{
    attrs::{ComparisonPredicate, RoundingMode, Signedness},
    canonicalize::defining_op,
    ops::cuda_tile,
    walk::{nested_ops, op_name},
};

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
    const DESCRIPTION: &'static str =
        "Split cuda_tile.for loops at the iteration where an inner if on the induction variable flips";

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

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        // Loops with unsigned bounds (`for unsigned`, 13.2) are left alone: the split
        // point arithmetic is signed.
        let loops: Vec<_> = nested_ops(&module)
            .into_iter()
            .filter(|op| op_name(op) == cuda_tile::ForOperation::name() && !op.has_attribute("unsignedCmp"))
            .collect();
        for for_op in loops {
            if let Some(candidate) = find_candidate(&for_op, self.threshold) {
                split(for_op, candidate);
            }
        }
        Ok(())
    }
}

/// Which branch runs in the first loop, and where the second loop starts.
struct Candidate<'c, 'a> {
    /// Position of the `if` among the loop body's ops.
    if_index: usize,
    /// The loop-invariant operand of the comparison.
    bound: Value<'c, 'a>,
    /// Split at `bound + 1` instead of `bound`.
    plus_one: bool,
    /// The first loop takes the then-branch (else: the else-branch).
    first_is_then: bool,
    signedness: Signedness,
}

fn body_ops<'c, 'a>(for_op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    if let Some(block) = for_op.region(0).ok().and_then(|r| r.first_block()) {
        let mut op = block.first_operation();
        while let Some(o) = op {
            // SAFETY: re-borrows `o` with the loop's lifetimes: it lives in
            // the loop's body, in the same IR tree as `for_op`.
            ops.push(unsafe { OperationRef::from_raw(o.to_raw()) });
            op = o.next_in_block();
        }
    }
    ops
}

fn induction_var<'c, 'a>(for_op: &OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let block = for_op.region(0).ok()?.first_block()?;
    let arg = block.argument(0).ok()?;
    // SAFETY: the argument lives as long as the loop's body, i.e. as `for_op`.
    Some(unsafe { Value::from_raw(arg.to_raw()) })
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

fn find_candidate<'c, 'a>(for_op: &OperationRef<'c, 'a>, threshold: i64) -> Option<Candidate<'c, 'a>> {
    let iv = induction_var(for_op)?;
    for (if_index, op) in body_ops(for_op).into_iter().enumerate() {
        if op_name(&op) != cuda_tile::IfOperation::name() {
            continue;
        }
        let Some(cmp) = op.operand(0).ok().and_then(defining_op) else { continue };
        if op_name(&cmp) != cuda_tile::CmpIOperation::name() {
            continue;
        }
        let (Ok(lhs), Ok(rhs)) = (cmp.operand(0), cmp.operand(1)) else { continue };
        let Some(predicate) = cmp.attribute("comparison_predicate").ok().and_then(ComparisonPredicate::from_attribute)
        else {
            continue;
        };
        // The split point is computed with signed arithmetic, matching the
        // loop's own (signed) iteration; unsigned comparisons are left alone.
        let Some(signedness) = cmp.attribute("signedness").ok().and_then(Signedness::from_attribute) else { continue };
        if signedness != Signedness::Signed || for_op.has_attribute("unsigned") {
            continue;
        }
        // Normalise to `iv <pred> bound`.
        let (predicate, bound) = if lhs == iv && defined_outside(rhs, for_op) {
            (predicate, rhs)
        } else if rhs == iv && defined_outside(lhs, for_op) {
            (mirror(predicate)?, lhs)
        } else {
            continue;
        };
        // `iv < p` holds exactly in the first part of the iteration space.
        let (plus_one, first_is_then) = match predicate {
            ComparisonPredicate::LessThan => (false, true),
            ComparisonPredicate::LessThanOrEqual => (true, true),
            ComparisonPredicate::GreaterThan => (true, false),
            ComparisonPredicate::GreaterThanOrEqual => (false, false),
            ComparisonPredicate::Equal | ComparisonPredicate::NotEqual => continue,
        };
        if count_ops(&op) < threshold || has_early_exit(&op) {
            continue;
        }
        return Some(Candidate { if_index, bound, plus_one, first_is_then, signedness });
    }
    None
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

/// Operations in the `if`'s regions, terminators excluded.
fn count_ops(if_op: &OperationRef<'_, '_>) -> i64 {
    nested_ops(if_op).iter().filter(|op| op_name(op) != cuda_tile::YieldOperation::name()).count() as i64
}

fn has_early_exit(if_op: &OperationRef<'_, '_>) -> bool {
    let exits =
        [cuda_tile::BreakOperation::name(), cuda_tile::ContinueOperation::name(), cuda_tile::ReturnOperation::name()];
    nested_ops(if_op).iter().any(|op| exits.contains(&op_name(op).as_str()))
}

fn split(for_op: OperationRef<'_, '_>, candidate: Candidate<'_, '_>) {
    let context_ref = for_op.context();
    // SAFETY: the context outlives the pass run and the ops built with it.
    let context = unsafe { context_ref.to_ref() };
    let location = for_op.location();
    let (Ok(lb), Ok(ub), Ok(step)) = (for_op.operand(0), for_op.operand(1), for_op.operand(2)) else { return };
    let ty = lb.r#type();
    let signedness = candidate.signedness.to_attribute(context);
    // SAFETY: `for_op` is a live op inside a block.
    let block = unsafe { sys::mlirOperationGetBlock(for_op.to_raw()) };

    // Bounds, built right before the loop.
    let insert = |op: melior::ir::Operation<'_>| -> Value<'_, '_> {
        // SAFETY: `op` is a fresh single-result op whose ownership passes to
        // `block` (`into_raw`), inserted before the live `for_op`; its result
        // lives as long as the block.
        unsafe {
            let raw = op.into_raw();
            sys::mlirBlockInsertOwnedOperationBefore(block, for_op.to_raw(), raw);
            Value::from_raw(sys::mlirOperationGetResult(raw, 0))
        }
    };
    // 13.1's order: the split point (+1 for `<=`/`>`), rounded up to the
    // iteration grid unless the step is the constant 1, then clamped to the
    // loop's range for each loop.
    let mut split_at = candidate.bound;
    if candidate.plus_one {
        let one = insert(cuda_tile::constant(context, ty, splat_one(ty), location).into());
        split_at = insert(cuda_tile::addi(context, ty, split_at, one, location).into());
    }
    if !is_constant_one(step) {
        let distance = insert(cuda_tile::subi(context, ty, split_at, lb, location).into());
        let divide: melior::ir::Operation = cuda_tile::divi(context, ty, distance, step, signedness, location).into();
        // SAFETY: `divide` is a live op that declares `rounding`; the name is copied.
        unsafe {
            let name = tileas_sys::string_ref("rounding");
            sys::mlirOperationSetInherentAttributeByName(
                divide.to_raw(),
                name,
                RoundingMode::PositiveInf.to_attribute(context).to_raw(),
            );
        }
        let trips = insert(divide);
        let covered = insert(cuda_tile::muli(context, ty, trips, step, location).into());
        split_at = insert(cuda_tile::addi(context, ty, lb, covered, location).into());
    }
    let first_end = insert(cuda_tile::mini(context, ty, split_at, ub, signedness, location).into());
    let second_start = insert(cuda_tile::maxi(context, ty, split_at, lb, signedness, location).into());

    // SAFETY: `for_op` is live in `block`; its clone is handed to the block
    // right away; the operand indices follow the `for` layout (lb, ub, step,
    // then one init per result), and the result indices are below the
    // result count of both loops.
    unsafe {
        // The second loop: a copy placed after the first.
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

        let second = OperationRef::from_raw(second);
        let first_if = body_ops(&for_op).get(candidate.if_index).copied();
        let second_if = body_ops(&second).get(candidate.if_index).copied();
        if let (Some(first_if), Some(second_if)) = (first_if, second_if) {
            inline_branch(first_if, if candidate.first_is_then { 0 } else { 1 });
            inline_branch(second_if, if candidate.first_is_then { 1 } else { 0 });
        }
    }
}

/// Replaces `if_op` by the ops of its region `index` (its results by what
/// that region yields); an absent else-region just removes the `if`.
fn inline_branch(if_op: OperationRef<'_, '_>, index: usize) {
    // SAFETY: `if_op` is a live `if` (two regions, at most one block each);
    // its ops are moved out before it is destroyed, and its results are
    // replaced by the operands of its terminator, which has one per result.
    unsafe {
        let region = sys::mlirOperationGetRegion(if_op.to_raw(), index as isize);
        let block = sys::mlirRegionGetFirstBlock(region);
        if !block.ptr.is_null() {
            // The region's single block ends in its terminator (yield).
            let mut ops = Vec::new();
            let mut op = sys::mlirBlockGetFirstOperation(block);
            while !op.ptr.is_null() {
                ops.push(op);
                op = sys::mlirOperationGetNextInBlock(op);
            }
            let terminator = ops.pop().unwrap_or(sys::MlirOperation { ptr: std::ptr::null_mut() });
            for op in ops {
                sys::mlirOperationMoveBefore(op, if_op.to_raw());
            }
            if !terminator.ptr.is_null() {
                let results = sys::mlirOperationGetNumResults(if_op.to_raw());
                for i in 0..results {
                    sys::mlirValueReplaceAllUsesOfWith(
                        sys::mlirOperationGetResult(if_op.to_raw(), i),
                        sys::mlirOperationGetOperand(terminator, i),
                    );
                }
            }
        }
        sys::mlirOperationDestroy(if_op.to_raw());
    }
}

/// Whether `value` is a `constant` whose value is 1.
fn is_constant_one(value: Value<'_, '_>) -> bool {
    let Some(op) = defining_op(value).filter(|op| op_name(op) == cuda_tile::ConstantOperation::name()) else {
        return false;
    };
    let Ok(attr) = op.attribute("value") else { return false };
    // SAFETY: `attr` is a live attribute of the constant; the splat queries
    // accept any dense elements attribute and are guarded by the isa check.
    unsafe {
        let raw = attr.to_raw();
        sys::mlirAttributeIsADenseElements(raw)
            && sys::mlirTypeIsAInteger(sys::mlirShapedTypeGetElementType(sys::mlirAttributeGetType(raw)))
            && sys::mlirDenseElementsAttrIsSplat(raw)
            && sys::mlirDenseElementsAttrGetInt64SplatValue(raw) == 1
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
