//! The serial generator: every op at stage 0, in a deterministic topological order.
//!
//! It is always legal, so it is the baseline and the fallback; it ignores every
//! constraint except force-serial (which it trivially honours).

use crate::error::ScheduleError;
use crate::graph::DepGraph;
use crate::schedule::Schedule;
use crate::strategy::Strategy;

/// The order of each op (position in the serial sequence): Kahn's algorithm that always
/// takes the ready op with the smallest program index.
pub fn serial_order(graph: &DepGraph) -> Result<Vec<u32>, ScheduleError> {
    let seq = graph.topo_order_by(|i| i).map_err(|_| {
        let placed = graph.topo_partial_len();
        ScheduleError::SerialCycle { placed, total: graph.len() }
    })?;
    let mut order = vec![0u32; graph.len()];
    for (pos, &op) in seq.iter().enumerate() {
        order[op] = pos as u32;
    }
    Ok(order)
}

/// The serial schedule. Start cycles issue ops one after another in order, each no
/// earlier than its same-iteration producers' results (for traces only).
pub fn serial_schedule(graph: &DepGraph) -> Result<Schedule, ScheduleError> {
    let order = serial_order(graph)?;
    let mut seq: Vec<usize> = (0..graph.len()).collect();
    seq.sort_by_key(|&i| order[i]);
    let mut start = vec![0u32; graph.len()];
    let mut next = 0u32;
    for &v in &seq {
        let ready = graph
            .preds(v)
            .filter(|e| e.distance == 0)
            .map(|e| start[e.src].saturating_add(e.latency))
            .max()
            .unwrap_or(0);
        start[v] = ready.max(next);
        next = start[v].saturating_add(1);
    }
    Ok(Schedule {
        strategy: Strategy::Serial,
        ii: None,
        start,
        stage: vec![0; graph.len()],
        order,
        stage_count: 1,
        rrt_rows: Vec::new(),
    })
}

impl DepGraph {
    /// How many ops Kahn's algorithm orders before a cycle stops it.
    pub(crate) fn topo_partial_len(&self) -> usize {
        let n = self.len();
        let mut indeg = vec![0usize; n];
        for e in self.edges.iter().filter(|e| e.distance == 0) {
            indeg[e.dst] += 1;
        }
        let mut stack: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
        let mut count = 0;
        while let Some(v) = stack.pop() {
            count += 1;
            for e in self.succs(v).filter(|e| e.distance == 0) {
                indeg[e.dst] -= 1;
                if indeg[e.dst] == 0 {
                    stack.push(e.dst);
                }
            }
        }
        count
    }
}
