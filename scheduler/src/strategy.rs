//! Choosing between the serial and the cost-based (modulo) generator.

use crate::error::ScheduleError;
use crate::graph::DepGraph;
use crate::machine::{MachineModel, Slot};
use crate::modulo::{schedule_loop, ModuloOptions};
use crate::schedule::Schedule;
use crate::serial::serial_schedule;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    Serial,
    CostBased,
}

/// What the selector looks at: cheap facts about the loop body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoopSummary {
    pub force_serial: bool,
    pub op_count: usize,
    pub has_async_pipeline: bool,
    pub has_tma: bool,
    pub has_wgmma: bool,
}

impl LoopSummary {
    /// Reads the flags off the footprints: a TMA slot means TMA, the tensor-core issue slot
    /// means an MMA, any shared/tensor-memory transport means an async pipeline.
    pub fn of(graph: &DepGraph) -> LoopSummary {
        let mask = graph.ops.iter().fold(0u64, |m, o| m | o.footprint.mask());
        let transports = [Slot::TP_SMEM_RD, Slot::TP_SMEM_WR, Slot::TP_TMEM_RD, Slot::TP_TMEM_WR];
        LoopSummary {
            force_serial: graph.ops.iter().any(|o| o.constraint.is_some_and(|c| c.force_serial())),
            op_count: graph.len(),
            has_async_pipeline: transports.iter().any(|s| mask & s.row_bit() != 0),
            has_tma: mask & Slot::TMA.row_bit() != 0,
            has_wgmma: mask & Slot::TC_AND_MMA.row_bit() != 0,
        }
    }
}

/// First matching rule wins: forced serial, too few ops (below the threshold; exactly
/// the threshold is enough), nothing asynchronous to overlap, else cost-based.
pub fn select_strategy(s: &LoopSummary, serial_threshold: usize) -> Strategy {
    if s.force_serial || s.op_count < serial_threshold || !(s.has_async_pipeline || s.has_tma || s.has_wgmma) {
        Strategy::Serial
    } else {
        Strategy::CostBased
    }
}

/// Schedules with the given strategy, or the selected one when `None`.
pub fn generate(graph: &DepGraph, model: &MachineModel, strategy: Option<Strategy>) -> Result<Schedule, ScheduleError> {
    let strategy = strategy.unwrap_or_else(|| select_strategy(&LoopSummary::of(graph), model.serial_threshold));
    match strategy {
        Strategy::Serial => serial_schedule(graph),
        Strategy::CostBased => schedule_loop(graph, model, &ModuloOptions::default()),
    }
}
