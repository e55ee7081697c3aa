//! The modulo resource reservation table (RRT): one 64-bit row per cycle modulo II.
//!
//! An op fits at cycle `t` when none of its rows meets the table row it lands on
//! (`(t + k) mod II`), and every pool it asks for still has room on those rows. A fit is
//! always probed completely before anything is written, so a failed attempt leaves the
//! table bit-for-bit unchanged and retries stay deterministic.

use crate::footprint::Footprint;

/// Global reservation state at one candidate II.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rrt {
    ii: u32,
    rows: Vec<u64>,
    pool_caps: Vec<u32>,
    /// `pool_usage[row][pool]`.
    pool_usage: Vec<Vec<u32>>,
}

impl Rrt {
    /// An empty table; `ii` is clamped to at least 1 (a zero II has no rows).
    pub fn new(ii: u32, pool_caps: &[u32]) -> Rrt {
        let ii = ii.max(1);
        Rrt {
            ii,
            rows: vec![0; ii as usize],
            pool_caps: pool_caps.to_vec(),
            pool_usage: vec![vec![0; pool_caps.len()]; ii as usize],
        }
    }

    pub fn ii(&self) -> u32 {
        self.ii
    }

    pub fn rows(&self) -> &[u64] {
        &self.rows
    }

    fn row_of(&self, t: u64, k: usize) -> usize {
        ((t + k as u64) % u64::from(self.ii)) as usize
    }

    /// Whether the footprint fits at `t`. A footprint longer than II would overlap itself
    /// (rows `k` and `k + II` alias), which this probe cannot see, so it never fits.
    pub fn probe(&self, fp: &Footprint, t: u32) -> bool {
        if fp.duration() > self.ii {
            return false;
        }
        let t = u64::from(t);
        for (k, &r) in fp.rows.iter().enumerate() {
            if self.rows[self.row_of(t, k)] & r != 0 {
                return false;
            }
        }
        self.pools_allow(fp, t)
    }

    fn pools_allow(&self, fp: &Footprint, t: u64) -> bool {
        for k in 0..fp.rows.len() {
            let row = self.row_of(t, k);
            for &(p, units) in &fp.pools {
                let cap = self.pool_caps.get(p).copied().unwrap_or(0);
                let used = self.pool_usage[row].get(p).copied().unwrap_or(0);
                if used.saturating_add(units) > cap {
                    return false;
                }
            }
        }
        true
    }

    /// Probes, and writes only if the whole footprint fits. Returns whether it did.
    pub fn try_commit(&mut self, fp: &Footprint, t: u32) -> bool {
        if !self.probe(fp, t) {
            return false;
        }
        let t = u64::from(t);
        for (k, &r) in fp.rows.iter().enumerate() {
            let row = self.row_of(t, k);
            self.rows[row] |= r;
            for &(p, units) in &fp.pools {
                if let Some(u) = self.pool_usage[row].get_mut(p) {
                    *u += units;
                }
            }
        }
        true
    }

    /// Undoes a commit of the same footprint at the same cycle (used when the retry arm
    /// evicts an op). Bits are exclusive, so clearing them restores the previous rows.
    pub fn release(&mut self, fp: &Footprint, t: u32) {
        let t = u64::from(t);
        for (k, &r) in fp.rows.iter().enumerate() {
            let row = self.row_of(t, k);
            self.rows[row] &= !r;
            for &(p, units) in &fp.pools {
                if let Some(u) = self.pool_usage[row].get_mut(p) {
                    *u = u.saturating_sub(units);
                }
            }
        }
    }

    /// Busy bits of the table that the footprint's slots would meet at `t`, counted per
    /// cycle (the bank-pressure view; zero whenever `probe` succeeds on row bits alone).
    pub fn overlap_bits(&self, fp: &Footprint, t: u32) -> u32 {
        let t = u64::from(t);
        fp.rows.iter().enumerate().map(|(k, &r)| (self.rows[self.row_of(t, k)] & r).count_ones()).sum()
    }

    /// Pool units in use on a modulo row (tests and diagnostics).
    pub fn pool_usage(&self, row: u32, pool: usize) -> u32 {
        self.pool_usage.get(row as usize).and_then(|r| r.get(pool)).copied().unwrap_or(0)
    }
}
