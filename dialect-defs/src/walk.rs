//! IR traversal helpers shared by verifiers and passes.

use melior::ir::{
    operation::{OperationLike, OperationRef},
    BlockLike, RegionLike,
};

/// Every operation strictly nested under `root`, in pre-order (an op before
/// the ops in its regions). Collected up front so callers may erase or
/// replace ops while iterating.
pub fn nested_ops<'c, 'a>(root: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    collect(root, &mut out);
    out
}

fn collect<'c, 'a>(op: &OperationRef<'c, 'a>, out: &mut Vec<OperationRef<'c, 'a>>) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut child = b.first_operation();
            while let Some(c) = child {
                // Re-borrow with the parent's lifetimes: the op lives in the
                // same IR tree as `op`.
                // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the
                // reference is used only while that IR lives.
                let nested = unsafe { OperationRef::from_raw(c.to_raw()) };
                out.push(nested);
                collect(&nested, out);
                child = c.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

/// The op's name as an owned string.
pub fn op_name(op: &OperationRef<'_, '_>) -> String {
    op.name().as_string_ref().as_str().unwrap_or_default().to_owned()
}
