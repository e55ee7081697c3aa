//! The published result of a generator: per-op start cycle, `(stage, order)`, II and
//! stage count. The materialiser reads only this, whichever generator produced it.

use crate::graph::DepGraph;
use crate::strategy::Strategy;

/// A computed schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub strategy: Strategy,
    /// The initiation interval; `None` for the serial schedule (no overlap of iterations).
    pub ii: Option<u32>,
    /// Start cycle of each op within its iteration.
    pub start: Vec<u32>,
    /// `start / II` (0 everywhere for the serial schedule).
    pub stage: Vec<u32>,
    /// Position of each op in the total order by `(start, program index)`.
    pub order: Vec<u32>,
    pub stage_count: u32,
    /// The reservation table the placement left (empty for the serial schedule).
    pub rrt_rows: Vec<u64>,
}

/// Stages an iteration spans, counted through the latency tail of its last result.
pub fn stage_count(graph: &DepGraph, start: &[u32], ii: u32) -> u32 {
    let end = graph.ops.iter().zip(start).map(|(op, &s)| u64::from(s) + u64::from(op.latency)).max().unwrap_or(0);
    ((end + 1).div_ceil(u64::from(ii.max(1)))).min(u64::from(u32::MAX)) as u32
}

/// Ranks ops by `(start, program index)`.
pub fn order_by_start(start: &[u32]) -> Vec<u32> {
    let mut ids: Vec<usize> = (0..start.len()).collect();
    ids.sort_by_key(|&i| (start[i], i));
    let mut order = vec![0u32; start.len()];
    for (rank, &i) in ids.iter().enumerate() {
        order[i] = rank as u32;
    }
    order
}

impl Schedule {
    /// Derives stages, order and stage count from a modulo placement.
    pub fn from_modulo(graph: &DepGraph, ii: u32, start: Vec<u32>, rrt_rows: Vec<u64>) -> Schedule {
        let stage = start.iter().map(|&s| s / ii.max(1)).collect();
        let order = order_by_start(&start);
        let stage_count = stage_count(graph, &start, ii);
        Schedule { strategy: Strategy::CostBased, ii: Some(ii), start, stage, order, stage_count, rrt_rows }
    }

    /// The edges a schedule violates, if any (a schedule from this crate never has one).
    pub fn dependence_violations(&self, graph: &DepGraph) -> Vec<usize> {
        let ii = i64::from(self.ii.unwrap_or(0));
        graph
            .edges
            .iter()
            .enumerate()
            .filter(|(_, e)| {
                let need = i64::from(self.start[e.src]) + i64::from(e.latency) - ii * i64::from(e.distance);
                i64::from(self.start[e.dst]) < need
            })
            .map(|(i, _)| i)
            .collect()
    }
}

/// The materialiser's key: `(stage, order)` ascending; orders are unique, so the sort
/// never meets a tie.
pub fn sort_by_stage_order(keys: &mut [(u32, u32)]) {
    keys.sort();
}
