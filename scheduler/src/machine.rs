//! The Blackwell machine model: the 24-slot table, latency families, capacity pools and
//! the four canonical footprints.
//!
//! Every number that the notes flag as uncertain lives in [`MachineModel`] (one place to
//! correct it) rather than in the algorithms.

use crate::error::ScheduleError;
use crate::footprint::{Footprint, ResourceUse};

/// Whether a slot is a coarse family, a fine pipeline slot, or a self-test row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotKind {
    Coarse,
    Fine,
    Test,
}

/// A one-based slot id of the reservation table; its row bit is `1 << (id - 1)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Slot(u8);

/// Name and kind of every slot, indexed by `id - 1`.
const SLOT_TABLE: [(&str, SlotKind); 24] = [
    ("issue", SlotKind::Coarse),
    ("xu", SlotKind::Coarse),
    ("xu64", SlotKind::Coarse),
    ("fp32x2_fp16ultra", SlotKind::Fine),
    ("alu", SlotKind::Coarse),
    ("alu_or_fmaheavy", SlotKind::Fine),
    ("dual_alu", SlotKind::Fine),
    ("lsu", SlotKind::Coarse),
    ("tmem", SlotKind::Coarse),
    ("mma", SlotKind::Coarse),
    ("tc_and_mma", SlotKind::Fine),
    ("tma", SlotKind::Coarse),
    ("tp_gnic_rd", SlotKind::Fine),
    ("tp_gnic_wr", SlotKind::Fine),
    ("tp_smem_rd", SlotKind::Fine),
    ("tp_smem_wr", SlotKind::Fine),
    ("tp_tmem_rd", SlotKind::Fine),
    ("tp_tmem_wr", SlotKind::Fine),
    ("tp_mma", SlotKind::Fine),
    ("unknown", SlotKind::Fine),
    ("omitted_simt", SlotKind::Fine),
    ("test_simt", SlotKind::Fine),
    ("test_mma", SlotKind::Fine),
    ("test_dma", SlotKind::Test),
];

impl Slot {
    pub const ISSUE: Slot = Slot(1);
    pub const FP32X2_FP16ULTRA: Slot = Slot(4);
    pub const ALU_OR_FMAHEAVY: Slot = Slot(6);
    pub const DUAL_ALU: Slot = Slot(7);
    pub const TC_AND_MMA: Slot = Slot(11);
    pub const TMA: Slot = Slot(12);
    pub const TP_GNIC_RD: Slot = Slot(13);
    pub const TP_GNIC_WR: Slot = Slot(14);
    pub const TP_SMEM_RD: Slot = Slot(15);
    pub const TP_SMEM_WR: Slot = Slot(16);
    pub const TP_TMEM_RD: Slot = Slot(17);
    pub const TP_TMEM_WR: Slot = Slot(18);
    pub const TP_MMA: Slot = Slot(19);

    /// Checks the id against the table: ids arrive from attributes and test data.
    pub fn new(id: u8) -> Result<Slot, ScheduleError> {
        if (1..=24).contains(&id) {
            Ok(Slot(id))
        } else {
            Err(ScheduleError::BadSlot(id))
        }
    }

    pub fn id(self) -> u8 {
        self.0
    }

    /// The reservation-table bit of this slot.
    pub fn row_bit(self) -> u64 {
        1u64 << (self.0 - 1)
    }

    pub fn name(self) -> &'static str {
        SLOT_TABLE[usize::from(self.0 - 1)].0
    }

    pub fn kind(self) -> SlotKind {
        SLOT_TABLE[usize::from(self.0 - 1)].1
    }

    /// Every slot, in id order.
    pub fn all() -> impl Iterator<Item = Slot> {
        (1..=24).map(Slot)
    }
}

/// The row bit of a one-based slot id (`resource_row_bit` in the notes).
pub fn resource_row_bit(slot_id: u8) -> Result<u64, ScheduleError> {
    Slot::new(slot_id).map(Slot::row_bit)
}

/// Whether a reservation row has the bit of `slot_id` set.
pub fn slot_occupied(row: u64, slot_id: u8) -> Result<bool, ScheduleError> {
    Ok(row & resource_row_bit(slot_id)? != 0)
}

/// Scheduling weights of the latency families (not microarchitectural truth).
pub mod latency {
    pub const DUAL_ALU: u32 = 2;
    pub const ALU_FMA: u32 = 4;
    pub const TRANSPORT: u32 = 7;
    pub const TC_MMA_ISSUE: u32 = 8;
    /// The accumulator latency of an MMA (its issue window is only 8 cycles).
    pub const MMA_ACCUMULATOR: u32 = 16;
}

/// A named capacity pool (resources that one row bit cannot express).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pool {
    pub name: &'static str,
    pub cap: u32,
}

/// Every tunable of the scheduler in one place, Blackwell defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MachineModel {
    /// Pools keyed by position; the notes flag the meaning of each index as unsettled,
    /// so consumers look pools up by name.
    pub pools: Vec<Pool>,
    /// Loops with fewer ops than this keep the serial schedule.
    pub serial_threshold: usize,
    /// Named barriers available per CTA (PTX `bar.sync` has 16; the seed uses 32).
    pub named_barriers: usize,
    /// Hard caps of the bank-pressure evaluator: in-iteration and cross-iteration.
    pub bank_in_iter_cap: u32,
    pub bank_cross_iter_cap: u32,
}

impl Default for MachineModel {
    fn default() -> Self {
        const NAMES: [&str; 9] = [
            "op_tags",
            "alu_or_fmaheavy_issue",
            "dual_alu_fanout",
            "op_tags_backward",
            "coarse_issue_width",
            "smem_lock",
            "dual_issue",
            "alu_or_fmaheavy_fanout",
            "register_bank_pairing",
        ];
        const CAPS: [u32; 9] = [37, 4, 7, 37, 5, 1, 3, 6, 2];
        let pools = NAMES.iter().zip(CAPS).map(|(&name, cap)| Pool { name, cap }).collect();
        MachineModel { pools, serial_threshold: 8, named_barriers: 16, bank_in_iter_cap: 4, bank_cross_iter_cap: 3 }
    }
}

impl MachineModel {
    /// The index of a pool by name, so callers never hard-code positions.
    pub fn pool(&self, name: &str) -> Option<usize> {
        self.pools.iter().position(|p| p.name == name)
    }

    pub fn pool_caps(&self) -> Vec<u32> {
        self.pools.iter().map(|p| p.cap).collect()
    }
}

/// The four op shapes the notes classify async ops into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Canonical {
    TiledTmaLoad,
    Wgmma,
    SmemWrite,
    SmemRead,
}

impl Canonical {
    /// The footprint: TMA and MMA issue on one slot while moving data on another.
    pub fn footprint(self) -> Footprint {
        let uses: &[(Slot, u32)] = match self {
            Canonical::TiledTmaLoad => &[(Slot::TMA, 8), (Slot::TP_SMEM_WR, 8)],
            Canonical::Wgmma => &[(Slot::TC_AND_MMA, 8), (Slot::TP_MMA, 8)],
            Canonical::SmemWrite => &[(Slot::TP_SMEM_WR, 7)],
            Canonical::SmemRead => &[(Slot::TP_SMEM_RD, 7)],
        };
        let uses = uses.iter().map(|&(slot, duration)| ResourceUse { slot, duration }).collect::<Vec<_>>();
        Footprint::from_uses(&uses)
    }

    /// The latency successors wait for.
    pub fn latency(self) -> u32 {
        match self {
            Canonical::TiledTmaLoad | Canonical::Wgmma => latency::TC_MMA_ISSUE,
            Canonical::SmemWrite | Canonical::SmemRead => latency::TRANSPORT,
        }
    }
}
