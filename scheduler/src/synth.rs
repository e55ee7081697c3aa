//! Synthetic loop bodies for the benchmark, the timing test and property tests: a
//! deterministic mix shaped like a pipelined K-loop (TMA loads, shared-memory reads, MMAs
//! with an accumulator recurrence, and ALU work between them).

use crate::footprint::Footprint;
use crate::graph::{DepGraph, Op};
use crate::machine::{latency, Canonical, Slot};

/// A small xorshift generator: reproducible without a dependency.
#[derive(Debug, Clone)]
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> XorShift {
        XorShift(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// A single-cycle issue on one slot.
fn alu(slot: Slot) -> Footprint {
    Footprint::from_uses(&[crate::footprint::ResourceUse { slot, duration: 1 }])
}

/// `n` ops: every 25th a TMA load, every 25th (offset) an MMA with a self recurrence
/// (accumulator, latency 16, distance 1), every 25th a shared-memory read, the rest
/// single-cycle ALU ops; each op reads one or two of the previous eight, and a few values
/// feed the next iteration.
pub fn loop_body(n: usize, seed: u64) -> DepGraph {
    let mut rng = XorShift::new(seed);
    let mut g = DepGraph::new();
    for i in 0..n {
        let (name, fp, lat) = match i % 25 {
            0 => ("tma_load", Canonical::TiledTmaLoad.footprint(), Canonical::TiledTmaLoad.latency()),
            8 => ("smem_read", Canonical::SmemRead.footprint(), Canonical::SmemRead.latency()),
            16 => ("mma", Canonical::Wgmma.footprint(), latency::MMA_ACCUMULATOR),
            _ => match rng.below(3) {
                0 => ("fma", alu(Slot::ALU_OR_FMAHEAVY), latency::ALU_FMA),
                1 => ("add", alu(Slot::DUAL_ALU), latency::DUAL_ALU),
                _ => ("cvt", alu(Slot::FP32X2_FP16ULTRA), latency::ALU_FMA),
            },
        };
        let v = g.add_op(Op::new(format!("{name}{i}"), fp, lat));
        if name == "mma" {
            let _ = g.add_edge(v, v, latency::MMA_ACCUMULATOR, 1);
        }
        if i > 0 {
            for _ in 0..1 + rng.below(2) {
                let back = 1 + rng.below(8.min(i as u64)) as usize;
                let _ = g.add_dep(i - back, v);
            }
        }
        if i >= 10 && rng.below(20) == 0 {
            let dst = i - 10 + rng.below(10) as usize;
            let _ = g.add_edge(v, dst, lat, 1);
        }
    }
    g
}
