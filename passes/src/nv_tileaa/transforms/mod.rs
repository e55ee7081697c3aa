//! Transformations on the nv_tileaa stage (before `convert-tileaa-to-tileas`).

pub mod strip_mine;
