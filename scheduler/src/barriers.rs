//! Buffer assignment pieces that need only the schedule: named-barrier binding, buffer
//! sharing by lifetime, and the mbarrier pipeline token encoding.

use crate::error::ScheduleError;

/// A live range in modulo-normalised cycles, closed at both ends.
pub type Interval = (u32, u32);

/// A pipeline value's lifetime: one or more closed intervals.
pub type Lifetime = Vec<Interval>;

/// No interval of `a` meets one of `b`.
pub fn lifetimes_disjoint(a: &[Interval], b: &[Interval]) -> bool {
    a.iter().all(|x| b.iter().all(|y| x.1 < y.0 || y.1 < x.0))
}

/// Binds each pipeline value (in IR order) to a named barrier: the lowest unbound index
/// first, so the assignment is stable across builds; only when every index is bound is one
/// reused, the lowest whose accumulated lifetime is disjoint from the value's.
pub fn assign_named_barriers(lifetimes: &[Lifetime], pool: usize) -> Result<Vec<usize>, ScheduleError> {
    let mut slots: Vec<Option<Lifetime>> = vec![None; pool];
    let mut out = Vec::with_capacity(lifetimes.len());
    for (value, lt) in lifetimes.iter().enumerate() {
        let chosen = slots
            .iter()
            .position(Option::is_none)
            .or_else(|| slots.iter().position(|s| s.as_ref().is_some_and(|bound| lifetimes_disjoint(bound, lt))));
        let Some(chosen) = chosen else {
            return Err(ScheduleError::NamedBarrier { value });
        };
        slots[chosen].get_or_insert_with(Vec::new).extend_from_slice(lt);
        out.push(chosen);
    }
    Ok(out)
}

/// Where a pipeline buffer lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BufferClass {
    Smem,
    Tmem,
    NamedBarrierOnly,
}

/// What decides whether two pipeline buffers may share storage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipelineBuffer {
    pub class: BufferClass,
    /// Element type, as an opaque key from the adapter.
    pub element: u32,
    pub footprint_bytes: u64,
    pub lifetime: Lifetime,
}

/// Union-find merge of pipeline buffers: two classes merge when they agree on class,
/// element type and size and the union of their members' lifetimes are disjoint. Returns
/// each buffer's representative (the lowest index of its class) and the merged pairs.
pub fn share_buffers(buffers: &[PipelineBuffer]) -> (Vec<usize>, Vec<(usize, usize)>) {
    let mut rep: Vec<usize> = (0..buffers.len()).collect();
    let mut life: Vec<Lifetime> = buffers.iter().map(|b| b.lifetime.clone()).collect();
    let mut merged = Vec::new();
    for b in 0..buffers.len() {
        for a in 0..b {
            let (ra, rb) = (rep[a], rep[b]);
            if ra == rb || ra != a {
                continue;
            }
            let (x, y) = (&buffers[ra], &buffers[rb]);
            let same = x.class == y.class && x.element == y.element && x.footprint_bytes == y.footprint_bytes;
            if same && lifetimes_disjoint(&life[ra], &life[rb]) {
                let moved = std::mem::take(&mut life[rb]);
                life[ra].extend(moved);
                for r in rep.iter_mut().filter(|r| **r == rb) {
                    *r = ra;
                }
                merged.push((ra, rb));
            }
        }
    }
    (rep, merged)
}

/// An mbarrier pipeline token: the ring slot shifted left once, the phase parity in bit 0.
pub fn make_pipeline_token(slot: u32, phase: bool) -> u32 {
    (slot << 1) | u32::from(phase)
}

pub fn token_slot(token: u32) -> u32 {
    token >> 1
}

pub fn token_phase(token: u32) -> bool {
    token & 1 != 0
}
