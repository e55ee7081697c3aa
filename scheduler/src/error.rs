//! Typed errors: every way a caller's input can make scheduling impossible.

use thiserror::Error;

/// Why a schedule (or a barrier assignment) could not be produced.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScheduleError {
    /// Slot ids are one-based and the table has 24 of them.
    #[error("slot id {0} is outside the slot table (1..=24)")]
    BadSlot(u8),
    /// A footprint triple with zero duration reserves nothing and is almost surely a bug.
    #[error("resource use of slot {0} has zero duration")]
    ZeroDuration(u8),
    /// An edge names an op the graph does not have.
    #[error("edge {src} -> {dst} names an op outside the graph of {len} ops")]
    UnknownOp { src: usize, dst: usize, len: usize },
    /// A dependence cycle that never crosses an iteration can be satisfied at no II.
    #[error("dependence cycle with zero iteration distance through op {0}")]
    ZeroDistanceCycle(usize),
    /// The serial generator needs the intra-iteration graph to be acyclic.
    #[error("the serial generator found a dependence cycle ({placed} of {total} ops ordered)")]
    SerialCycle { placed: usize, total: usize },
    /// The II search ran to its cap without a placement.
    #[error("no feasible initiation interval in {lower}..={cap}")]
    NoFeasibleIi { lower: u32, cap: u32 },
    /// The named-barrier pool had no free or lifetime-disjoint slot for a pipeline value.
    #[error("fails to assign named barrier")]
    NamedBarrier { value: usize },
}
