//! Rewrite patterns written in Rust, run by MLIR's pattern drivers.
//!
//! A [`Pattern`] becomes an `mlir::RewritePattern` through the C API
//! (`mlirOpRewritePatternCreate`). Patterns serve two masters: the dialect's
//! canonicalization (ops with `hasCanonicalizer` ask [`canonicalization_hook`]
//! for theirs, so upstream `canonicalize` runs them) and passes that build
//! their own [`PatternSet`] and apply it greedily.

use melior::ir::{operation::OperationRef, Operation, Value, ValueLike};
use mlir_sys as sys;
use std::ffi::c_void;
use tileas_sys::string_ref;

/// One rewrite rooted at ops named [`Pattern::root`].
pub trait Pattern: Send + Sync + 'static {
    /// Name of the op the pattern matches, e.g. `cuda_tile.addf`.
    fn root(&self) -> &'static str;
    /// Relative priority (higher first), as `mlir::PatternBenefit`.
    fn benefit(&self) -> u32 {
        1
    }
    /// Ops the rewrite may create (helps the driver's bookkeeping).
    fn generated_ops(&self) -> &'static [&'static str] {
        &[]
    }
    /// Rewrites `op` through `rewriter` and returns true, or returns false
    /// without touching the IR.
    fn match_and_rewrite(&self, op: OperationRef<'_, '_>, rewriter: &Rewriter) -> bool;
}

/// The `PatternRewriter` a pattern must use for every IR change.
pub struct Rewriter {
    raw: sys::MlirRewriterBase,
}

impl Rewriter {
    /// The underlying `mlir::RewriterBase`, for the C API calls the methods
    /// here do not wrap (block moves, region inlining, in-place updates).
    pub fn raw(&self) -> sys::MlirRewriterBase {
        self.raw
    }

    /// Replaces `op`'s results with `values` and erases it.
    pub fn replace_op(&self, op: OperationRef<'_, '_>, values: &[Value<'_, '_>]) {
        let raw: Vec<sys::MlirValue> = values.iter().map(|v| v.to_raw()).collect();
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseReplaceOpWithValues(self.raw, op.to_raw(), raw.len() as isize, raw.as_ptr()) };
    }

    pub fn erase_op(&self, op: OperationRef<'_, '_>) {
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseEraseOp(self.raw, op.to_raw()) };
    }

    /// New ops go right before `op`.
    pub fn set_insertion_point_before(&self, op: OperationRef<'_, '_>) {
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseSetInsertionPointBefore(self.raw, op.to_raw()) };
    }

    /// Inserts a freshly built op at the insertion point and returns it.
    pub fn insert<'c, 'a>(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { OperationRef::from_raw(sys::mlirRewriterBaseInsert(self.raw, op.into_raw())) }
    }

    /// Changes `op` in place (attributes, operands) inside `change`.
    pub fn modify_in_place(&self, op: OperationRef<'_, '_>, change: impl FnOnce()) {
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseStartOpModification(self.raw, op.to_raw()) };
        change();
        // SAFETY: the rewriter is the live one the pattern driver handed to this pattern, and the ops, blocks
        // and values passed belong to the IR it rewrites.
        unsafe { sys::mlirRewriterBaseFinalizeOpModification(self.raw, op.to_raw()) };
    }
}

/// Wraps `pattern` as an `mlir::RewritePattern` owned by the returned handle.
fn create_raw(pattern: Box<dyn Pattern>, context: sys::MlirContext) -> sys::MlirRewritePattern {
    let root = pattern.root();
    let benefit = pattern.benefit();
    let mut generated: Vec<sys::MlirStringRef> = pattern.generated_ops().iter().map(|name| string_ref(name)).collect();
    let user_data = Box::into_raw(Box::new(pattern)) as *mut c_void;
    let callbacks = sys::MlirRewritePatternCallbacks {
        construct: None,
        destruct: Some(destroy_pattern),
        matchAndRewrite: Some(match_and_rewrite),
    };
    // SAFETY: the handles are the live pattern set, rewriter and IR the MLIR pattern driver passes in for this
    // call; the Rust pattern objects and strings handed over outlive their registration (ownership is transferred
    // where the C API takes it).
    unsafe {
        sys::mlirOpRewritePatternCreate(
            string_ref(root),
            benefit,
            context,
            callbacks,
            user_data,
            generated.len(),
            generated.as_mut_ptr(),
        )
    }
}

unsafe extern "C" fn destroy_pattern(user_data: *mut c_void) {
    drop(Box::from_raw(user_data as *mut Box<dyn Pattern>));
}

unsafe extern "C" fn match_and_rewrite(
    _pattern: sys::MlirRewritePattern,
    op: sys::MlirOperation,
    rewriter: sys::MlirPatternRewriter,
    user_data: *mut c_void,
) -> sys::MlirLogicalResult {
    let pattern = &*(user_data as *const Box<dyn Pattern>);
    let rewriter = Rewriter { raw: sys::mlirPatternRewriterAsBase(rewriter) };
    let op = OperationRef::from_raw(op);
    // A panicking pattern must not unwind into the C++ driver: treat it as
    // "did not match".
    let matched = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pattern.match_and_rewrite(op, &rewriter)))
        .unwrap_or(false);
    sys::MlirLogicalResult { value: matched as i8 }
}

/// A set of patterns a pass applies itself.
pub struct PatternSet {
    raw: sys::MlirRewritePatternSet,
    context: sys::MlirContext,
}

impl PatternSet {
    pub fn new(context: &melior::Context) -> Self {
        // SAFETY: the handles are the live pattern set, rewriter and IR the MLIR pattern driver passes in for this
        // call; the Rust pattern objects and strings handed over outlive their registration (ownership is
        // transferred where the C API takes it).
        Self { raw: unsafe { sys::mlirRewritePatternSetCreate(context.to_raw()) }, context: context.to_raw() }
    }

    pub fn add(&mut self, pattern: impl Pattern) {
        // SAFETY: the handles are the live pattern set, rewriter and IR the MLIR pattern driver passes in for this
        // call; the Rust pattern objects and strings handed over outlive their registration (ownership is
        // transferred where the C API takes it).
        unsafe { sys::mlirRewritePatternSetAdd(self.raw, create_raw(Box::new(pattern), self.context)) };
    }

    /// Applies the patterns (and folding) greedily to everything nested in
    /// `op` until a fixed point; false if it did not converge.
    pub fn apply_greedily(self, op: OperationRef<'_, '_>) -> bool {
        // SAFETY: the handles are the live pattern set, rewriter and IR the MLIR pattern driver passes in for this
        // call; the Rust pattern objects and strings handed over outlive their registration (ownership is
        // transferred where the C API takes it).
        unsafe {
            let frozen = sys::mlirFreezeRewritePattern(self.raw);
            let config = sys::mlirGreedyRewriteDriverConfigCreate();
            let result = sys::mlirApplyPatternsAndFoldGreedilyWithOp(op.to_raw(), frozen, config);
            sys::mlirGreedyRewriteDriverConfigDestroy(config);
            sys::mlirFrozenRewritePatternSetDestroy(frozen);
            std::mem::forget(self); // the frozen set took ownership
            result.value != 0
        }
    }
}

impl Drop for PatternSet {
    fn drop(&mut self) {
        // SAFETY: the handles are the live pattern set, rewriter and IR the MLIR pattern driver passes in for this
        // call; the Rust pattern objects and strings handed over outlive their registration (ownership is
        // transferred where the C API takes it).
        unsafe { sys::mlirRewritePatternSetDestroy(self.raw) };
    }
}

/// Entry point from C++ (`tileas::foldInPlaceWithRust`): runs the in-place
/// fold of `op`, if its op has one; true if it changed `op`.
///
/// # Safety
/// Called by the C++ shim with a live operation.
pub unsafe extern "C" fn fold_hook(op: sys::MlirOperation) -> bool {
    // A panicking fold must not unwind into C++: treat it as "no fold".
    std::panic::catch_unwind(|| crate::canonicalize::fold_in_place(op)).unwrap_or(false)
}

/// Entry point from C++: adds the canonicalization patterns of `op_name`.
///
/// # Safety
/// Called by the C++ shim with a live pattern set and context.
pub unsafe extern "C" fn canonicalization_hook(
    op_name: sys::MlirStringRef,
    patterns: sys::MlirRewritePatternSet,
    context: sys::MlirContext,
) {
    let name = tileas_sys::to_string(op_name);
    for pattern in crate::canonicalize::patterns_for(&name) {
        sys::mlirRewritePatternSetAdd(patterns, create_raw(pattern, context));
    }
}
