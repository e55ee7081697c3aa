//! The memory-model rules shared by every non-atomic load and store
//! (view and pointer forms).

use super::{op_error, util::attribute, VerifyResult};
use crate::attrs::MemoryOrderingSemantics;
use melior::ir::operation::OperationRef;

/// Which side of the memory model an access is on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    Load,
    Store,
}

/// 13.1's memory-model rules for a (non-atomic) load or store.
pub(crate) fn verify_memory_model(op: &OperationRef<'_, '_>, access: Access) -> VerifyResult {
    let Some(ordering) = attribute(op, "memory_ordering_semantics").and_then(MemoryOrderingSemantics::from_attribute)
    else {
        return Ok(());
    };
    let (kind, allowed) = match access {
        Access::Load => ("load", MemoryOrderingSemantics::Acquire),
        Access::Store => ("store", MemoryOrderingSemantics::Release),
    };
    if !matches!(ordering, MemoryOrderingSemantics::Weak | MemoryOrderingSemantics::Relaxed) && ordering != allowed {
        return op_error(
            op,
            format!("expect one of: weak, relaxed, or {}, but got: {}", allowed.keyword(), ordering.keyword()),
        );
    }
    let has_scope = attribute(op, "memory_scope").is_some();
    if ordering == MemoryOrderingSemantics::Weak {
        if has_scope {
            return op_error(op, format!("weak {kind} must not have memory scope"));
        }
    } else if !has_scope {
        return op_error(op, format!("memory scope is required for {} {kind}", ordering.keyword()));
    }
    Ok(())
}
