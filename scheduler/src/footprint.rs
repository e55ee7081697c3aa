//! Footprints: which slots an op holds on each cycle after it starts.
//!
//! Latency (what successors wait for) and occupancy (what the reservation table sees)
//! are separate: an MMA holds its issue slot for 8 cycles but its result is ready after 16.

use crate::error::ScheduleError;
use crate::machine::Slot;

/// One `(slot, duration)` triple of a resource vector (occupancy is always 1 on a row bit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceUse {
    pub slot: Slot,
    pub duration: u32,
}

/// An op's reservation pattern: one 64-bit row per cycle of its duration, plus the uses
/// it was folded from (kept so a conflict can name the culprit slot) and pool requests.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Footprint {
    pub uses: Vec<ResourceUse>,
    pub rows: Vec<u64>,
    /// `(pool index, units)` held on every cycle of the duration.
    pub pools: Vec<(usize, u32)>,
}

impl Footprint {
    /// Folds triples into rows: the duration is the longest triple, and a shorter triple
    /// leaves its bit clear on the trailing cycles.
    pub fn from_uses(uses: &[ResourceUse]) -> Footprint {
        let duration = uses.iter().map(|u| u.duration).max().unwrap_or(0);
        let mut rows = vec![0u64; duration as usize];
        for u in uses {
            for row in rows.iter_mut().take(u.duration as usize) {
                *row |= u.slot.row_bit();
            }
        }
        Footprint { uses: uses.to_vec(), rows, pools: Vec::new() }
    }

    /// Builds from raw `(slot id, duration)` pairs, validating both (test data and
    /// attributes come from users).
    pub fn from_pairs(pairs: &[(u8, u32)]) -> Result<Footprint, ScheduleError> {
        let mut uses = Vec::with_capacity(pairs.len());
        for &(id, duration) in pairs {
            let slot = Slot::new(id)?;
            if duration == 0 {
                return Err(ScheduleError::ZeroDuration(id));
            }
            uses.push(ResourceUse { slot, duration });
        }
        Ok(Footprint::from_uses(&uses))
    }

    /// Adds a pool request held for the whole duration.
    pub fn with_pool(mut self, pool: usize, units: u32) -> Footprint {
        self.pools.push((pool, units));
        self
    }

    pub fn duration(&self) -> u32 {
        self.rows.len() as u32
    }

    /// Cycles of `slot` this footprint holds (for the resource bound).
    pub fn slot_cycles(&self, slot: Slot) -> u32 {
        let bit = slot.row_bit();
        self.rows.iter().filter(|&&r| r & bit != 0).count() as u32
    }

    /// The union of all row bits.
    pub fn mask(&self) -> u64 {
        self.rows.iter().fold(0, |a, &r| a | r)
    }
}
