//! The lexicographic cost of a seat and the evaluators that fill its components.
//!
//! Components are compared in order and never summed: no improvement in a later one can
//! pay for a worse earlier one.

use crate::search::gallop_search;

/// Score of an evaluator that no threshold satisfies.
pub const UNSATISFIABLE: u32 = u32::MAX;

/// Whether the hard resource gate passed (`Pass` sorts first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Gate {
    Pass,
    Fail,
}

/// `(resource gate, pipe-slot, spill surcharge, bank pressure, structural distance)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct CostVector {
    pub gate: Gate,
    pub pipe_slot: u32,
    pub spill: u32,
    pub bank_pressure: u32,
    pub structural: u32,
}

impl CostVector {
    /// The cost of a seat that failed the resource gate: worse than any that passed.
    pub fn rejected() -> CostVector {
        CostVector { gate: Gate::Fail, pipe_slot: 0, spill: 0, bank_pressure: 0, structural: 0 }
    }
}

/// Weight and cap of the register-spill surcharge: soft, capped so it cannot swamp the
/// structural term.
pub const SPILL_WEIGHT: u32 = 17;
pub const SPILL_CAP: u32 = 4096;

/// Cost added when estimated register pressure exceeds the budget (never a legality change).
pub fn spill_surcharge(pressure: u32, budget: u32) -> u32 {
    if pressure <= budget {
        0
    } else {
        (pressure - budget).saturating_mul(SPILL_WEIGHT).min(SPILL_CAP)
    }
}

/// Bank pressure is acceptable within the hard caps and the searched cost cap.
pub fn bank_pressure_ok(in_iter: u32, cross_iter: u32, in_cap: u32, cross_cap: u32, cost_cap: u32) -> bool {
    in_iter <= in_cap && cross_iter <= cross_cap && in_iter.saturating_add(cross_iter) <= cost_cap
}

/// The smallest cost cap the bank-pressure evaluator accepts (its score).
pub fn bank_pressure_score(in_iter: u32, cross_iter: u32, in_cap: u32, cross_cap: u32) -> u32 {
    gallop_search(|c| bank_pressure_ok(in_iter, cross_iter, in_cap, cross_cap, c), 0, 64).unwrap_or(UNSATISFIABLE)
}

/// How the pipe-slot evaluator treats a negative predecessor distance (a loop-carried
/// edge with slack): the binary compares it as unsigned, so it never passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NegativeDistance {
    UnsignedQuirk,
    ClampToZero,
}

/// The smallest slot cap every reachable predecessor's distance fits under (`None`
/// entries have no path and do not count).
pub fn pipe_slot_score(pred_dists: &[Option<i64>], mode: NegativeDistance) -> u32 {
    let fits = |cap: u32| {
        pred_dists.iter().flatten().all(|&d| {
            let d = match (d < 0, mode) {
                (true, NegativeDistance::UnsignedQuirk) => return false,
                (true, NegativeDistance::ClampToZero) => 0,
                _ => d,
            };
            d <= i64::from(cap)
        })
    };
    gallop_search(fits, 0, 1 << 20).unwrap_or(UNSATISFIABLE)
}

/// Pairs ordered differently in `a` and `b` (Kendall-tau distance between two orders of
/// the same items); items missing from `b` are ignored.
pub fn kendall_tau<T: PartialEq>(a: &[T], b: &[T]) -> u32 {
    let pos: Vec<Option<usize>> = a.iter().map(|x| b.iter().position(|y| y == x)).collect();
    let mut inversions = 0;
    for i in 0..pos.len() {
        for j in i + 1..pos.len() {
            if let (Some(pi), Some(pj)) = (pos[i], pos[j]) {
                if pi > pj {
                    inversions += 1;
                }
            }
        }
    }
    inversions
}
