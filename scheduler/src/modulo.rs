//! Iterative modulo scheduling: the II search and the per-group placement driver.
//!
//! For each candidate II (from the lower bound up, one at a time, because feasibility
//! is not monotone in II) the driver walks the op groups and tries four placement arms
//! in a fixed order, stopping at the first that seats the group; if none does, it makes
//! one last attempt with the two strongest arms on a clean slate before giving up on
//! that II.

use std::collections::BTreeSet;

use crate::constraints::{gate_g2, gate_g4, Dsu};
use crate::cost::{bank_pressure_score, pipe_slot_score, CostVector, Gate, NegativeDistance};
use crate::error::ScheduleError;
use crate::footprint::Footprint;
use crate::graph::{DepGraph, OpId};
use crate::machine::MachineModel;
use crate::mii::min_ii;
use crate::rrt::Rrt;
use crate::schedule::Schedule;

/// Knobs of the II search.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModuloOptions {
    /// Start the search here instead of at the computed lower bound (it is still raised
    /// to the longest footprint, which cannot fit in fewer rows).
    pub lower: Option<u32>,
    /// Last II to try; by default large enough that a serial placement always fits.
    pub ii_cap: Option<u32>,
}

/// One entry of the driver's group list: an id the arms understand and a readiness flag
/// (negative = not ready). Ids above `0xFFFF_FFFD` as unsigned are sentinels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupEntry {
    pub gid: i32,
    pub flag: i32,
}

/// Per-attempt scratch of the two strongest arms: ops they gave up on ("dead") are not
/// tried again until the snapshot is replaced by a fresh one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Snapshot {
    pub dead: BTreeSet<OpId>,
}

/// The four placement arms. Each returns whether it seated the group (committing its
/// seats) or left the schedule untouched.
pub trait Arms {
    fn permute(&mut self, gid: i32) -> bool;
    fn fuse(&mut self, gid: i32) -> bool;
    fn retry(&mut self, gid: i32, snap: &mut Snapshot) -> bool;
    fn cost_based(&mut self, gid: i32, snap: &mut Snapshot) -> bool;
}

/// The placement driver: for each ready group, PERMUTE, then FUSE, then RETRY, then
/// cost-based, stopping at the first success; if all fail, RETRY and then cost-based
/// again with an empty snapshot (forgetting earlier give-ups). Returns false when a group
/// stays unplaced, which makes the caller try the next II.
pub fn place_groups<A: Arms>(arms: &mut A, groups: &[GroupEntry]) -> bool {
    let mut snap = Snapshot::default();
    for g in groups {
        if g.gid as u32 > 0xFFFF_FFFD || g.flag < 0 {
            continue;
        }
        let placed = arms.permute(g.gid)
            || arms.fuse(g.gid)
            || arms.retry(g.gid, &mut snap)
            || arms.cost_based(g.gid, &mut snap);
        if placed {
            continue;
        }
        let desperate = arms.retry(g.gid, &mut Snapshot::default()) || arms.cost_based(g.gid, &mut Snapshot::default());
        if !desperate {
            return false;
        }
    }
    true
}

/// Schedules the loop body: the smallest II from the lower bound up at which every op
/// gets a seat.
pub fn schedule_loop(graph: &DepGraph, model: &MachineModel, opts: &ModuloOptions) -> Result<Schedule, ScheduleError> {
    let caps = model.pool_caps();
    let bound = min_ii(graph, &caps)?;
    let longest = graph.ops.iter().map(|o| o.footprint.duration()).max().unwrap_or(0).max(1);
    let lower = opts.lower.map_or(bound, |l| l.max(longest));
    let cap = opts.ii_cap.unwrap_or_else(|| default_cap(graph, lower));
    let plan = Plan::new(graph)?;
    for ii in lower..=cap {
        if let Some(s) = try_ii(graph, model, &plan, ii) {
            return Ok(s);
        }
    }
    Err(ScheduleError::NoFeasibleIi { lower, cap })
}

/// An II at which ops can be laid end to end within one iteration's window.
fn default_cap(graph: &DepGraph, lower: u32) -> u32 {
    let sum: u64 = graph.ops.iter().map(|o| u64::from(o.footprint.duration()) + u64::from(o.latency)).sum();
    (sum.saturating_mul(2) + u64::from(lower)).clamp(256, u64::from(u32::MAX)) as u32
}

/// What does not change between candidate IIs: priority order, groups, leader roots.
struct Plan {
    /// Group members, each in priority (topological, then ASAP) order.
    groups: Vec<Vec<OpId>>,
    /// Leader-group root of each constrained op.
    roots: Vec<Option<u32>>,
}

impl Plan {
    fn new(graph: &DepGraph) -> Result<Plan, ScheduleError> {
        let asap = graph.asap()?;
        let order = graph.topo_order_by(|i| asap[i])?;
        let mut dsu = Dsu::default();
        for c in graph.ops.iter().filter_map(|o| o.constraint.as_ref()) {
            if c.leader_gid != c.gid {
                dsu.union(c.gid, c.leader_gid);
            }
        }
        let roots: Vec<Option<u32>> = graph.ops.iter().map(|o| o.constraint.map(|c| dsu.find(c.gid))).collect();
        // Groups appear in the order of their first member in priority order.
        let mut keys: Vec<Option<u32>> = Vec::new();
        let mut groups: Vec<Vec<OpId>> = Vec::new();
        for &v in &order {
            match keys.iter().position(|k| *k == roots[v]) {
                Some(g) => groups[g].push(v),
                None => {
                    keys.push(roots[v]);
                    groups.push(vec![v]);
                }
            }
        }
        Ok(Plan { groups, roots })
    }
}

fn try_ii(graph: &DepGraph, model: &MachineModel, plan: &Plan, ii: u32) -> Option<Schedule> {
    if graph.ops.iter().any(|o| o.footprint.duration() > ii) {
        return None;
    }
    let mut p =
        Placer { g: graph, model, plan, ii, rrt: Rrt::new(ii, &model.pool_caps()), start: vec![None; graph.len()] };
    // Ops waiting on another group's producer are held over to the next round.
    while p.start.iter().any(Option::is_none) {
        let before = p.placed_count();
        let entries: Vec<GroupEntry> = (0..plan.groups.len())
            .filter(|&g| plan.groups[g].iter().any(|&v| p.start[v].is_none()))
            .map(|g| GroupEntry { gid: g as i32, flag: if p.group_has_ready(g) { 0 } else { -1 } })
            .collect();
        if !place_groups(&mut p, &entries) || p.placed_count() == before {
            return None;
        }
    }
    let start: Vec<u32> = p.start.iter().map(|s| s.unwrap_or(0)).collect();
    let sched = Schedule::from_modulo(graph, ii, start, p.rrt.rows().to_vec());
    sched.dependence_violations(graph).is_empty().then_some(sched)
}

/// Placement state at one II; implements the four arms.
struct Placer<'a> {
    g: &'a DepGraph,
    model: &'a MachineModel,
    plan: &'a Plan,
    ii: u32,
    rrt: Rrt,
    start: Vec<Option<u32>>,
}

/// Saved state an arm restores when it fails (so arms never leave partial seats).
struct Checkpoint {
    rrt: Rrt,
    start: Vec<Option<u32>>,
}

impl Placer<'_> {
    fn placed_count(&self) -> usize {
        self.start.iter().filter(|s| s.is_some()).count()
    }

    fn checkpoint(&self) -> Checkpoint {
        Checkpoint { rrt: self.rrt.clone(), start: self.start.clone() }
    }

    fn restore(&mut self, cp: Checkpoint) {
        self.rrt = cp.rrt;
        self.start = cp.start;
    }

    fn members(&self, gid: i32) -> &[OpId] {
        usize::try_from(gid).ok().and_then(|g| self.plan.groups.get(g)).map_or(&[], Vec::as_slice)
    }

    /// G1: an op is pending until all its same-iteration producers have seats.
    fn ready(&self, v: OpId) -> bool {
        self.start[v].is_none() && self.g.preds(v).all(|e| e.distance > 0 || self.start[e.src].is_some())
    }

    fn group_has_ready(&self, g: usize) -> bool {
        self.plan.groups[g].iter().any(|&v| self.ready(v))
    }

    /// Earliest start allowed by seated producers (loop-carried ones included).
    fn est(&self, v: OpId) -> i64 {
        let ii = i64::from(self.ii);
        self.g
            .preds(v)
            .filter_map(|e| self.start[e.src].map(|s| i64::from(s) + i64::from(e.latency) - ii * i64::from(e.distance)))
            .fold(0, i64::max)
    }

    /// Latest start allowed by seated consumers, if any.
    fn latest(&self, v: OpId) -> Option<i64> {
        let ii = i64::from(self.ii);
        self.g
            .succs(v)
            .filter(|e| e.dst != v)
            .filter_map(|e| self.start[e.dst].map(|s| i64::from(s) + ii * i64::from(e.distance) - i64::from(e.latency)))
            .min()
    }

    /// Self-loops constrain only II: `latency <= II * distance`.
    fn self_loops_ok(&self, v: OpId) -> bool {
        self.g
            .succs(v)
            .filter(|e| e.dst == v)
            .all(|e| u64::from(e.latency) <= u64::from(self.ii) * u64::from(e.distance))
    }

    /// The candidate cycles of `v`: one II's worth from its earliest start, cut at the
    /// latest start its seated consumers allow.
    fn window(&self, v: OpId) -> std::ops::RangeInclusive<u32> {
        let est = self.est(v);
        let mut hi = est + i64::from(self.ii) - 1;
        if let Some(l) = self.latest(v) {
            hi = hi.min(l);
        }
        if !self.self_loops_ok(v) || hi < est {
            return std::ops::RangeInclusive::new(1, 0);
        }
        let clamp = |x: i64| x.clamp(0, i64::from(u32::MAX)) as u32;
        clamp(est)..=clamp(hi)
    }

    /// Gates G2 (depth), G3 (reservation table) and G4 (leader-group depth), in order.
    fn admits(&self, v: OpId, t: u32) -> bool {
        let depth = t / self.ii;
        gate_g2(self.g.ops[v].constraint.as_ref(), depth)
            && self.rrt.probe(&self.g.ops[v].footprint, t)
            && self.leader_depth_ok(v, depth)
    }

    fn leader_depth_ok(&self, v: OpId, depth: u32) -> bool {
        let Some(root) = self.plan.roots[v] else { return true };
        let placed: Vec<(u32, u32)> =
            (0..self.g.len()).filter_map(|u| Some((self.plan.roots[u]?, self.start[u]? / self.ii))).collect();
        gate_g4(&placed, root, depth)
    }

    fn seat(&mut self, v: OpId, t: u32) -> bool {
        if self.rrt.try_commit(&self.g.ops[v].footprint, t) {
            self.start[v] = Some(t);
            true
        } else {
            false
        }
    }

    fn unseat(&mut self, v: OpId) {
        if let Some(t) = self.start[v].take() {
            self.rrt.release(&self.g.ops[v].footprint, t);
        }
    }

    /// Seats every ready member at its first admissible cycle, in priority order.
    fn greedy(&mut self, gid: i32) -> bool {
        let members = self.members(gid).to_vec();
        for v in members {
            if !self.ready(v) {
                continue;
            }
            let Some(t) = self.window(v).find(|&t| self.admits(v, t)) else { return false };
            if !self.seat(v, t) {
                return false;
            }
        }
        true
    }

    /// The cost of seating `v` at `t` (lexicographic; see `cost`).
    fn seat_cost(&self, v: OpId, t: u32, est: u32, busy: &Busy) -> CostVector {
        if !self.admits(v, t) {
            return CostVector::rejected();
        }
        let ii = i64::from(self.ii);
        let dists: Vec<Option<i64>> = self
            .g
            .preds(v)
            .map(|e| self.start[e.src].map(|s| i64::from(t) - i64::from(s) + ii * i64::from(e.distance)))
            .collect();
        let (in_iter, cross) = busy.peak(t, self.g.ops[v].footprint.duration(), self.ii);
        CostVector {
            gate: Gate::Pass,
            pipe_slot: pipe_slot_score(&dists, NegativeDistance::ClampToZero),
            spill: 0,
            bank_pressure: bank_pressure_score(
                in_iter,
                cross,
                self.model.bank_in_iter_cap,
                self.model.bank_cross_iter_cap,
            ),
            structural: t - est,
        }
    }

    /// How many seated ops are busy on each modulo row, per stage.
    fn busy(&self) -> Busy {
        let ii = self.ii as usize;
        let mut busy = Busy { total: vec![0; ii], by_stage: Vec::new() };
        for (u, s) in self.start.iter().enumerate() {
            let Some(s) = *s else { continue };
            let stage = s / self.ii;
            let idx = match busy.by_stage.iter().position(|(st, _)| *st == stage) {
                Some(i) => i,
                None => {
                    busy.by_stage.push((stage, vec![0; ii]));
                    busy.by_stage.len() - 1
                }
            };
            for k in 0..self.g.ops[u].footprint.duration() {
                let row = ((u64::from(s) + u64::from(k)) % u64::from(self.ii)) as usize;
                busy.total[row] += 1;
                busy.by_stage[idx].1[row] += 1;
            }
        }
        busy
    }
}

/// Row occupancy counts of seated ops: the bank-pressure view of the cost-based arm.
struct Busy {
    total: Vec<u32>,
    by_stage: Vec<(u32, Vec<u32>)>,
}

impl Busy {
    /// Peak count on the rows `[t, t+d)` of ops in `t`'s stage, and of ops in other stages.
    fn peak(&self, t: u32, d: u32, ii: u32) -> (u32, u32) {
        let same = self.by_stage.iter().find(|(st, _)| *st == t / ii).map(|(_, c)| c.as_slice());
        let (mut a, mut b) = (0, 0);
        for k in 0..d {
            let row = ((u64::from(t) + u64::from(k)) % u64::from(ii)) as usize;
            let here = same.map_or(0, |c| c[row]);
            a = a.max(here);
            b = b.max(self.total[row] - here);
        }
        (a, b)
    }
}

/// Whether `[a, a+da)` and `[b, b+db)` meet modulo `ii` (both lengths at most `ii`).
fn circular_overlap(a: u32, da: u32, b: u32, db: u32, ii: u32) -> bool {
    let ab = (b % ii + ii - a % ii) % ii;
    let ba = (a % ii + ii - b % ii) % ii;
    ab < da || ba < db
}

impl Arms for Placer<'_> {
    /// Priority order, earliest admissible seat each; all or nothing.
    fn permute(&mut self, gid: i32) -> bool {
        let cp = self.checkpoint();
        if self.greedy(gid) {
            true
        } else {
            self.restore(cp);
            false
        }
    }

    /// Seats all ready members at one common cycle with their footprints combined; only
    /// applies to two or more ready members whose footprints never share a slot.
    fn fuse(&mut self, gid: i32) -> bool {
        let ready: Vec<OpId> = self.members(gid).iter().copied().filter(|&v| self.ready(v)).collect();
        if ready.len() < 2 {
            return false;
        }
        let mut combined = Footprint::default();
        for &v in &ready {
            let fp = &self.g.ops[v].footprint;
            if combined.rows.len() < fp.rows.len() {
                combined.rows.resize(fp.rows.len(), 0);
            }
            for (k, &r) in fp.rows.iter().enumerate() {
                if combined.rows[k] & r != 0 {
                    return false;
                }
                combined.rows[k] |= r;
            }
            combined.pools.extend_from_slice(&fp.pools);
        }
        let lo = ready.iter().map(|&v| *self.window(v).start()).max().unwrap_or(0);
        let hi = ready.iter().map(|&v| *self.window(v).end()).min().unwrap_or(0);
        let Some(t) = (lo..=hi).find(|&t| self.rrt.probe(&combined, t) && ready.iter().all(|&v| self.admits(v, t)))
        else {
            return false;
        };
        let cp = self.checkpoint();
        for &v in &ready {
            if !self.seat(v, t) {
                self.restore(cp);
                return false;
            }
        }
        true
    }

    /// Iterative placement with eviction: an op that finds no admissible cycle is forced
    /// in at its earliest cycle, and the group's ops it collides with (resources or
    /// dependences) are unseated and queued again. A bounded budget keeps it finite; an
    /// op that cannot be forced is marked dead in the snapshot.
    fn retry(&mut self, gid: i32, snap: &mut Snapshot) -> bool {
        let cp = self.checkpoint();
        let members = self.members(gid).to_vec();
        let mut queue: std::collections::VecDeque<OpId> = members.iter().copied().filter(|&v| self.ready(v)).collect();
        let mut budget = 4 * members.len() + 16;
        let mut last_forced: Vec<Option<u32>> = vec![None; self.g.len()];
        let mut in_group = vec![false; self.g.len()];
        for &v in &members {
            in_group[v] = true;
        }
        while let Some(v) = queue.pop_front() {
            if self.start[v].is_some() || !self.ready(v) {
                continue;
            }
            if snap.dead.contains(&v) || budget == 0 {
                snap.dead.insert(v);
                self.restore(cp);
                return false;
            }
            budget -= 1;
            if let Some(t) = self.window(v).find(|&t| self.admits(v, t)) {
                self.seat(v, t);
            } else if let Some(evicted) = self.force(v, &members, &mut last_forced) {
                queue.extend(evicted);
            } else {
                snap.dead.insert(v);
                self.restore(cp);
                return false;
            }
            // Group successors made ready by this seat are placed in the same pass.
            let newly: Vec<OpId> = self.g.succs(v).map(|e| e.dst).filter(|&w| in_group[w] && self.ready(w)).collect();
            queue.extend(newly);
        }
        true
    }

    /// For each ready op, scores every cycle of its window and takes the cheapest
    /// admissible one; an op with none is marked dead and the arm fails.
    fn cost_based(&mut self, gid: i32, snap: &mut Snapshot) -> bool {
        let cp = self.checkpoint();
        let members = self.members(gid).to_vec();
        for v in members {
            if !self.ready(v) {
                continue;
            }
            if snap.dead.contains(&v) {
                self.restore(cp);
                return false;
            }
            let window = self.window(v);
            let est = *window.start();
            let busy = self.busy();
            let best = window.map(|t| (self.seat_cost(v, t, est, &busy), t)).min();
            match best {
                Some((cost, t)) if cost.gate == Gate::Pass && self.seat(v, t) => {}
                _ => {
                    snap.dead.insert(v);
                    self.restore(cp);
                    return false;
                }
            }
        }
        true
    }
}

impl Placer<'_> {
    /// Seats `v` at a cycle past its last forced one, unseating the group members in its
    /// way. Fails (returning `None`) when an op outside the group is in the way or the
    /// cycle is past what seated consumers outside the group allow.
    fn force(&mut self, v: OpId, members: &[OpId], last_forced: &mut [Option<u32>]) -> Option<Vec<OpId>> {
        let est = self.est(v).clamp(0, i64::from(u32::MAX)) as u32;
        let t = last_forced[v].map_or(est, |l| est.max(l.saturating_add(1)));
        if t >= est.saturating_add(self.ii) || !self.self_loops_ok(v) {
            return None;
        }
        last_forced[v] = Some(t);
        let in_group = |u: &OpId| members.contains(u);
        let fp = &self.g.ops[v].footprint;
        let ii = i64::from(self.ii);
        let mut victims = Vec::new();
        for (u, s) in self.start.iter().enumerate() {
            let Some(s) = *s else { continue };
            let fu = &self.g.ops[u].footprint;
            let may_collide =
                fu.mask() & fp.mask() != 0 && circular_overlap(t, fp.duration(), s, fu.duration(), self.ii);
            let resource = may_collide
                && (0..fp.rows.len()).any(|k| {
                    let abs = u64::from(t) + k as u64;
                    fu.rows.iter().enumerate().any(|(j, &r)| {
                        (u64::from(s) + j as u64) % u64::from(self.ii) == abs % u64::from(self.ii)
                            && r & fp.rows[k] != 0
                    })
                });
            let dependence = self
                .g
                .succs(v)
                .any(|e| e.dst == u && i64::from(s) < i64::from(t) + i64::from(e.latency) - ii * i64::from(e.distance));
            if resource || dependence {
                if !in_group(&u) {
                    return None;
                }
                victims.push(u);
            }
        }
        for &u in &victims {
            self.unseat(u);
        }
        if !self.admits(v, t) || !self.seat(v, t) {
            return None;
        }
        // Consumers of the victims may now be unready; they stay seated (their producers
        // will be re-seated no later than before or they are evicted in turn).
        Some(victims)
    }
}
