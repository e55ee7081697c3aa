//! `fuse-fma`: contracts `addf(mulf(a, b), c)` into `fma(a, b, c)` and
//! `subf(mulf(a, b), c)` into `fma(a, b, negf(c))` in the kernels of a
//! `cuda_tile.module` or of one function (the pass runs on any op, so
//! `--fuse-fma`, `cuda_tile.module(fuse-fma)` and
//! `cuda_tile.module(cuda_tile.testing$func(fuse-fma))` all work; the rewrite
//! is local to each kernel either way).
//!
//! The multiply must have no other use and both ops must agree on
//! `rounding_mode` and `flush_to_zero` (copied to the fma). Contraction changes
//! numerics (one rounding instead of two), which is why this is an opt-in pass
//! and not a canonicalization. The `addf` canonicalization (multiply operand on
//! the left-hand side) runs in the same greedy rewrite, so `addf(c, mulf(a, b))`
//! is fused too.

use crate::registry::{PassFailed, RustPass};
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRef},
    Attribute, Value, ValueLike,
};
use std::sync::LazyLock;
use tileas_dialects::{
    canonicalize::{defining_op, AddFMulOnLhs},
    ops::cuda_tile,
    rewrite::{Pattern, PatternSet, Rewriter},
    walk::op_name,
};

#[derive(Clone, Debug, Default)]
pub struct FuseFma;

impl RustPass for FuseFma {
    const ARGUMENT: &'static str = "fuse-fma";
    const NAME: &'static str = "FuseFMA";
    const DESCRIPTION: &'static str = "Fuse cuda_tile mulf+addf and mulf+subf into fma";

    /// Any op: a `cuda_tile.module`, or one function (`entry`, `testing$func`)
    /// as in `cuda_tile.module(cuda_tile.entry(fuse-fma))`.
    fn anchor() -> Option<&'static str> {
        None
    }

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let context_ref = module.context();
        // SAFETY: the context outlives the pass run, and with it the pattern
        // set built here.
        let context = unsafe { context_ref.to_ref() };
        let mut patterns = PatternSet::new(context);
        patterns.add(AddFMulOnLhs);
        patterns.add(MulAdd);
        patterns.add(MulSub);
        // Not converging is not an error: the IR is valid at every step.
        patterns.apply_greedily(module);
        Ok(())
    }
}

/// The `mulf` feeding operand 0 of `op`, if it has no other use and the same
/// rounding mode and flush_to_zero as `op`.
fn fusable_mul<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let lhs = op.operand(0).ok()?;
    let mul = defining_op(lhs)?;
    if op_name(&mul) != cuda_tile::MulFOperation::name() || !has_single_use(lhs) {
        return None;
    }
    let same_rounding = attr(&mul, "rounding_mode") == attr(&op, "rounding_mode");
    let same_ftz = mul.has_attribute("flush_to_zero") == op.has_attribute("flush_to_zero");
    (same_rounding && same_ftz).then_some(mul)
}

fn attr<'c>(op: &OperationRef<'c, '_>, name: &str) -> Option<Attribute<'c>> {
    op.attribute(name).ok()
}

fn has_single_use(value: Value<'_, '_>) -> bool {
    // SAFETY: `value` is a live value; the use list is only read.
    unsafe {
        let first = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        !first.ptr.is_null() && mlir_sys::mlirOpOperandGetNextUse(first).ptr.is_null()
    }
}

/// Builds `fma(a, b, acc)` before `op` with `op`'s rounding and flush_to_zero,
/// and replaces `op` with it.
fn replace_with_fma<'c>(
    op: OperationRef<'c, '_>,
    mul: OperationRef<'c, '_>,
    acc: Value<'c, '_>,
    rewriter: &Rewriter,
) -> bool {
    let (Ok(a), Ok(b), Ok(result)) = (mul.operand(0), mul.operand(1), op.result(0)) else { return false };
    let Some(rounding) = attr(&op, "rounding_mode") else { return false };
    let context_ref = op.context();
    // SAFETY: the context outlives the rewrite, and the ops built with it.
    let context = unsafe { context_ref.to_ref() };
    let mut fma: melior::ir::Operation =
        cuda_tile::fma(context, result.r#type(), a, b, acc, rounding, op.location()).into();
    if op.has_attribute("flush_to_zero") {
        fma.set_inherent_attribute("flush_to_zero", Attribute::unit(context));
    }
    rewriter.set_insertion_point_before(op);
    let fma = rewriter.insert(fma);
    let Ok(fused) = fma.result(0) else { return false };
    rewriter.replace_op(op, &[fused.into()]);
    rewriter.erase_op(mul);
    true
}

/// `addf(mulf(a, b), c)` → `fma(a, b, c)`.
struct MulAdd;

impl Pattern for MulAdd {
    fn root(&self) -> &'static str {
        cuda_tile::AddFOperation::name()
    }

    fn generated_ops(&self) -> &'static [&'static str] {
        static GENERATED: LazyLock<[&str; 1]> = LazyLock::new(|| [cuda_tile::FmaOperation::name()]);
        &*GENERATED
    }

    fn match_and_rewrite(&self, op: OperationRef<'_, '_>, rewriter: &Rewriter) -> bool {
        let Some(mul) = fusable_mul(op) else { return false };
        let Ok(acc) = op.operand(1) else { return false };
        replace_with_fma(op, mul, acc, rewriter)
    }
}

/// `subf(mulf(a, b), c)` → `fma(a, b, negf(c))`.
struct MulSub;

impl Pattern for MulSub {
    fn root(&self) -> &'static str {
        cuda_tile::SubFOperation::name()
    }

    fn generated_ops(&self) -> &'static [&'static str] {
        static GENERATED: LazyLock<[&str; 2]> =
            LazyLock::new(|| [cuda_tile::FmaOperation::name(), cuda_tile::NegFOperation::name()]);
        &*GENERATED
    }

    fn match_and_rewrite(&self, op: OperationRef<'_, '_>, rewriter: &Rewriter) -> bool {
        let Some(mul) = fusable_mul(op) else { return false };
        let Ok(c) = op.operand(1) else { return false };
        let context_ref = op.context();
        // SAFETY: the context outlives the rewrite, and the ops built with it.
        let context = unsafe { context_ref.to_ref() };
        rewriter.set_insertion_point_before(op);
        let neg = rewriter.insert(cuda_tile::negf(context, c.r#type(), c, op.location()).into());
        let Ok(negated) = neg.result(0) else { return false };
        replace_with_fma(op, mul, negated.into(), rewriter)
    }
}
