//! Lower bounds on the initiation interval: resources (ResMII) and recurrences (RecMII),
//! plus the all-pairs distance closures the cost evaluators read.

use crate::error::ScheduleError;
use crate::graph::DepGraph;
use crate::machine::Slot;

/// Each row-bit slot is a singleton, so one iteration needs at least as many modulo rows
/// as the busiest slot is held for; a pool of capacity `c` needs `ceil(units * cycles / c)`.
pub fn res_mii(graph: &DepGraph, pool_caps: &[u32]) -> u32 {
    let slots = Slot::all().map(|s| graph.ops.iter().map(|o| o.footprint.slot_cycles(s)).sum::<u32>()).max();
    let mut pool_demand = vec![0u64; pool_caps.len()];
    for op in &graph.ops {
        for &(p, units) in &op.footprint.pools {
            if let Some(d) = pool_demand.get_mut(p) {
                *d += u64::from(units) * u64::from(op.footprint.duration());
            }
        }
    }
    let pools = pool_demand
        .iter()
        .zip(pool_caps)
        .filter(|(_, &cap)| cap > 0)
        .map(|(&d, &cap)| d.div_ceil(u64::from(cap)).min(u64::from(u32::MAX)) as u32)
        .max();
    slots.unwrap_or(0).max(pools.unwrap_or(0))
}

/// Whether some dependence cycle is still positive (needs more cycles than `ii` gives it)
/// under weights `latency - ii * distance`: Bellman-Ford for longest paths from a virtual
/// source joined to every node.
pub fn has_positive_cycle(graph: &DepGraph, ii: u32) -> bool {
    let n = graph.len();
    let mut dist = vec![0i64; n];
    for _ in 0..=n {
        let mut changed = false;
        for e in &graph.edges {
            let w = i64::from(e.latency) - i64::from(ii) * i64::from(e.distance);
            if dist[e.src] + w > dist[e.dst] {
                dist[e.dst] = dist[e.src] + w;
                changed = true;
            }
        }
        if !changed {
            return false;
        }
    }
    true
}

/// The smallest II at which no recurrence is positive, i.e. `max over cycles of
/// ceil(sum latency / sum distance)`; 0 when no edge crosses an iteration. Feasibility is
/// monotone in II here (weights only fall as II grows), so a binary search is sound.
pub fn rec_mii(graph: &DepGraph) -> Result<u32, ScheduleError> {
    if graph.edges.iter().all(|e| e.distance == 0) {
        return Ok(0);
    }
    let total: u64 = graph.edges.iter().map(|e| u64::from(e.latency)).sum();
    let hi = total.clamp(1, u64::from(u32::MAX)) as u32;
    if has_positive_cycle(graph, hi) {
        let culprit = graph.edges.iter().find(|e| e.distance == 0).map(|e| e.src).unwrap_or(0);
        return Err(ScheduleError::ZeroDistanceCycle(culprit));
    }
    let (mut lo, mut hi) = (1u32, hi);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if has_positive_cycle(graph, mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    Ok(lo)
}

/// The lower bound the II search starts from (never below 1 or the longest footprint,
/// since a footprint longer than II would overlap itself).
pub fn min_ii(graph: &DepGraph, pool_caps: &[u32]) -> Result<u32, ScheduleError> {
    let longest = graph.ops.iter().map(|o| o.footprint.duration()).max().unwrap_or(0);
    Ok(res_mii(graph, pool_caps).max(rec_mii(graph)?).max(longest).max(1))
}

/// Edge weight at `ii`, widened so it never overflows.
fn weight(latency: u32, distance: u32, ii: u32) -> i64 {
    i64::from(latency) - i64::from(ii) * i64::from(distance)
}

/// Shortest-path (min-plus) closure the binary's pipe-slot evaluator uses; `None` is "no
/// path". Both operands are checked before adding, which the binary skipped for one.
pub fn distance_min(graph: &DepGraph, ii: u32) -> Vec<Vec<Option<i64>>> {
    closure(graph, ii, |through, cur| through < cur)
}

/// Longest-path (max-plus) closure, Rau's MinDist. With a positive cycle the diagonal
/// grows without bound; callers check [`has_positive_cycle`] first.
pub fn distance_max(graph: &DepGraph, ii: u32) -> Vec<Vec<Option<i64>>> {
    closure(graph, ii, |through, cur| through > cur)
}

// Indexing is deliberate: row k is read live while row i is written (it can be the same
// row), as the Floyd-Warshall recurrence requires.
#[allow(clippy::needless_range_loop)]
fn closure(graph: &DepGraph, ii: u32, better: impl Fn(i64, i64) -> bool) -> Vec<Vec<Option<i64>>> {
    let n = graph.len();
    let mut d = vec![vec![None; n]; n];
    for e in &graph.edges {
        let w = weight(e.latency, e.distance, ii);
        let cell: &mut Option<i64> = &mut d[e.src][e.dst];
        if cell.is_none_or(|c| better(w, c)) {
            *cell = Some(w);
        }
    }
    for k in 0..n {
        for i in 0..n {
            let Some(ik) = d[i][k] else { continue };
            for j in 0..n {
                let Some(kj) = d[k][j] else { continue };
                let through = ik + kj;
                if d[i][j].is_none_or(|c| better(through, c)) {
                    d[i][j] = Some(through);
                }
            }
        }
    }
    d
}
