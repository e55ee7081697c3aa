//! The loop body as a dependence graph: ops in program order, edges with a latency and
//! an iteration distance (0 = same iteration, 1 = the next iteration's op, ...).

use crate::constraints::ConstraintSlot;
use crate::error::ScheduleError;
use crate::footprint::Footprint;

/// Index of an op in program order.
pub type OpId = usize;

/// One schedulable op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Op {
    pub name: String,
    pub footprint: Footprint,
    /// Cycles until the op's result is available (the stage count counts through it).
    pub latency: u32,
    /// Parsed scheduling constraints; `None` when the op carries none (then it belongs to
    /// no leader group and gate G4 does not apply to it).
    pub constraint: Option<ConstraintSlot>,
}

impl Op {
    pub fn new(name: impl Into<String>, footprint: Footprint, latency: u32) -> Op {
        Op { name: name.into(), footprint, latency, constraint: None }
    }

    pub fn with_constraint(mut self, c: ConstraintSlot) -> Op {
        self.constraint = Some(c);
        self
    }
}

/// `start(dst) >= start(src) + latency - II * distance`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    pub src: OpId,
    pub dst: OpId,
    pub latency: u32,
    pub distance: u32,
}

/// Ops plus edges, with adjacency lists kept in insertion order (determinism).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DepGraph {
    pub ops: Vec<Op>,
    pub edges: Vec<Edge>,
    preds: Vec<Vec<usize>>,
    succs: Vec<Vec<usize>>,
}

impl DepGraph {
    pub fn new() -> DepGraph {
        DepGraph::default()
    }

    pub fn add_op(&mut self, op: Op) -> OpId {
        self.ops.push(op);
        self.preds.push(Vec::new());
        self.succs.push(Vec::new());
        self.ops.len() - 1
    }

    /// Adds an edge; indices come from callers, so they are checked.
    pub fn add_edge(&mut self, src: OpId, dst: OpId, latency: u32, distance: u32) -> Result<(), ScheduleError> {
        let len = self.ops.len();
        if src >= len || dst >= len {
            return Err(ScheduleError::UnknownOp { src, dst, len });
        }
        self.edges.push(Edge { src, dst, latency, distance });
        let e = self.edges.len() - 1;
        self.preds[dst].push(e);
        self.succs[src].push(e);
        Ok(())
    }

    /// A same-iteration data dependence that waits for the producer's latency.
    pub fn add_dep(&mut self, src: OpId, dst: OpId) -> Result<(), ScheduleError> {
        let latency = self.ops.get(src).map(|o| o.latency).unwrap_or(0);
        self.add_edge(src, dst, latency, 0)
    }

    pub fn len(&self) -> usize {
        self.ops.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }

    /// Incoming edges of `op`.
    pub fn preds(&self, op: OpId) -> impl Iterator<Item = &Edge> {
        self.preds[op].iter().map(move |&e| &self.edges[e])
    }

    /// Outgoing edges of `op`.
    pub fn succs(&self, op: OpId) -> impl Iterator<Item = &Edge> {
        self.succs[op].iter().map(move |&e| &self.edges[e])
    }

    /// Kahn's algorithm over distance-0 edges, always taking the ready op with the
    /// smallest `key` (then the smallest index). Fails on a zero-distance cycle.
    pub fn topo_order_by<K: Ord>(&self, key: impl Fn(OpId) -> K) -> Result<Vec<OpId>, ScheduleError> {
        use std::cmp::Reverse;
        use std::collections::BinaryHeap;
        let n = self.len();
        let mut indeg = vec![0usize; n];
        for e in self.edges.iter().filter(|e| e.distance == 0) {
            indeg[e.dst] += 1;
        }
        let mut ready: BinaryHeap<Reverse<(K, OpId)>> =
            (0..n).filter(|&i| indeg[i] == 0).map(|i| Reverse((key(i), i))).collect();
        let mut order = Vec::with_capacity(n);
        while let Some(Reverse((_, v))) = ready.pop() {
            order.push(v);
            for e in self.succs(v).filter(|e| e.distance == 0) {
                indeg[e.dst] -= 1;
                if indeg[e.dst] == 0 {
                    ready.push(Reverse((key(e.dst), e.dst)));
                }
            }
        }
        if order.len() < n {
            let stuck = (0..n).find(|&i| indeg[i] > 0).unwrap_or(0);
            return Err(ScheduleError::ZeroDistanceCycle(stuck));
        }
        Ok(order)
    }

    /// Earliest start of each op ignoring resources and loop-carried edges (ASAP), used as
    /// the placement priority.
    pub fn asap(&self) -> Result<Vec<u32>, ScheduleError> {
        let order = self.topo_order_by(|i| i)?;
        let mut asap = vec![0u32; self.len()];
        for &v in &order {
            for e in self.succs(v).filter(|e| e.distance == 0) {
                asap[e.dst] = asap[e.dst].max(asap[v].saturating_add(e.latency));
            }
        }
        Ok(asap)
    }
}
