//! Transformations on the nv_tileas stage (after `convert-tileaa-to-tileas`).

pub mod assign_layouts;
pub mod materialize_schedule;
pub mod pipeline_loads;
pub mod prefetch_loads;
pub mod schedule_loops;
