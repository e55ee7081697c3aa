//! Analysis-style passes: they inspect IR and report, never rewrite it.

pub mod op_stats;
