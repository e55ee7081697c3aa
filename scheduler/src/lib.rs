//! The TileAS scheduler core, as a pure-Rust library with no MLIR dependency.
//!
//! The crate models a loop body as a dependence graph of ops, each with a resource
//! footprint on the Blackwell slot table ([`machine`]), and computes either a serial
//! order ([`serial`]) or a software-pipelined modulo schedule ([`modulo`]): an
//! initiation interval (II), a start cycle per op, and from those a `(stage, order)`
//! pair per op ([`schedule`]). Buffer assignment's named-barrier binding
//! ([`barriers`]) and a Chrome-trace dump ([`trace`]) sit beside it.
//!
//! Keeping this free of MLIR makes every decision unit-testable with plain data; the
//! passes that build the graph from `nv_tileas` ops and write the result back live in
//! `passes/` (not yet written; see docs/scheduler.md).

pub mod barriers;
pub mod constraints;
pub mod cost;
pub mod error;
pub mod footprint;
pub mod graph;
pub mod machine;
pub mod mii;
pub mod modulo;
pub mod rrt;
pub mod schedule;
pub mod search;
pub mod serial;
pub mod strategy;
pub mod synth;
pub mod trace;

pub use error::ScheduleError;
pub use footprint::{Footprint, ResourceUse};
pub use graph::{DepGraph, Edge, Op, OpId};
pub use machine::{MachineModel, Slot};
pub use modulo::{schedule_loop, ModuloOptions};
pub use rrt::Rrt;
pub use schedule::Schedule;
pub use strategy::{generate, select_strategy, Strategy};
