//! Scheduling constraints parsed from op attributes, the leader-group union-find, and
//! the four admission gates every placement arm applies in order (G1..G4).

use std::collections::BTreeMap;

/// The attribute keys the parser reads; every other attribute is ignored.
pub mod keys {
    pub const GID: &str = "tileas.schedule.constraint.gid";
    pub const LEADER_GID: &str = "tileas.schedule.constraint.leader_gid";
    pub const MAX_DEPTH: &str = "tileas.schedule.constraint.max_depth";
    pub const FORCE_SERIAL: &str = "tileas.schedule.constraint.force_serial_execution";
    pub const PREFERRED_ATOM_SIZE: &str = "tileas.preferred_atom_size";
    pub const MAX_SLICES: &str = "tileas.max_num_slices_for_non_reduce_axis";
    pub const MAX_RECOMPUTATIONS: &str = "tileas.max_num_of_recomputations";
    pub const ENABLE_DEFUSION: &str = "tileas.enable_defusion_if_fusion_extending_liveness";
    pub const RECOMPUTABLE: &str = "tileas.recomputable";
}

/// Flag bits of [`ConstraintSlot::flags`].
pub const FLAG_FORCE_SERIAL: u32 = 1;
pub const FLAG_RECOMPUTABLE: u32 = 2;
pub const FLAG_ENABLE_DEFUSION: u32 = 4;

/// An attribute value as the MLIR adapter hands it over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrValue {
    Int(i64),
    Unit,
    /// Anything else (a string, an array...): present, but not an integer.
    Other,
}

/// The per-op constraint record. Absent integers are 0; placement reads the first four
/// fields, rematerialisation the last three.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ConstraintSlot {
    pub gid: u32,
    pub leader_gid: u32,
    pub max_depth: u32,
    pub flags: u32,
    pub preferred_atom_size: u32,
    pub max_num_slices_for_non_reduce_axis: u32,
    pub max_num_of_recomputations: u32,
}

impl ConstraintSlot {
    pub fn force_serial(&self) -> bool {
        self.flags & FLAG_FORCE_SERIAL != 0
    }
}

/// Union-find over group ids: path compression, union always hangs the child's root
/// under the parent's root (no rank), so the parse order decides the root.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dsu {
    parent: BTreeMap<u32, u32>,
}

impl Dsu {
    pub fn find(&mut self, x: u32) -> u32 {
        let mut root = x;
        while let Some(&p) = self.parent.get(&root) {
            if p == root {
                break;
            }
            root = p;
        }
        let mut cur = x;
        while cur != root {
            let next = self.parent.get(&cur).copied().unwrap_or(root);
            self.parent.insert(cur, root);
            cur = next;
        }
        self.parent.entry(root).or_insert(root);
        root
    }

    /// Non-mutating find (for gates that only read the frozen forest).
    pub fn root(&self, x: u32) -> u32 {
        let mut root = x;
        while let Some(&p) = self.parent.get(&root) {
            if p == root {
                break;
            }
            root = p;
        }
        root
    }

    pub fn union(&mut self, child: u32, parent: u32) {
        let (rc, rp) = (self.find(child), self.find(parent));
        if rc != rp {
            self.parent.insert(rc, rp);
        }
    }
}

/// Looks a key up in the inherent dictionary first, then the discardable one: when both
/// hold it, the inherent value wins.
fn lookup<'a>(
    inherent: &'a [(&str, AttrValue)],
    discardable: &'a [(&str, AttrValue)],
    key: &str,
) -> Option<&'a AttrValue> {
    inherent.iter().chain(discardable).find(|(k, _)| *k == key).map(|(_, v)| v)
}

fn int_of(v: Option<&AttrValue>) -> u32 {
    match v {
        // The record holds 32-bit words: wider integers keep their low half.
        Some(AttrValue::Int(i)) => *i as u32,
        _ => 0,
    }
}

/// Parses one op's attributes into its slot, and records its group union in `dsu`
/// (an op whose `leader_gid` differs from its `gid` joins the leader's group; an absent
/// leader is 0, so such an op joins gid 0's group).
pub fn parse_constraints(
    inherent: &[(&str, AttrValue)],
    discardable: &[(&str, AttrValue)],
    dsu: &mut Dsu,
) -> ConstraintSlot {
    let get = |k| lookup(inherent, discardable, k);
    let mut s = ConstraintSlot {
        gid: int_of(get(keys::GID)),
        leader_gid: int_of(get(keys::LEADER_GID)),
        max_depth: int_of(get(keys::MAX_DEPTH)),
        preferred_atom_size: int_of(get(keys::PREFERRED_ATOM_SIZE)),
        max_num_slices_for_non_reduce_axis: int_of(get(keys::MAX_SLICES)),
        max_num_of_recomputations: int_of(get(keys::MAX_RECOMPUTATIONS)),
        ..ConstraintSlot::default()
    };
    // Unit keys count by presence, whatever value they carry.
    for (key, bit) in [
        (keys::FORCE_SERIAL, FLAG_FORCE_SERIAL),
        (keys::RECOMPUTABLE, FLAG_RECOMPUTABLE),
        (keys::ENABLE_DEFUSION, FLAG_ENABLE_DEFUSION),
    ] {
        if get(key).is_some() {
            s.flags |= bit;
        }
    }
    if s.leader_gid != s.gid {
        dsu.union(s.gid, s.leader_gid);
    }
    s
}

/// G2 as the binary has it: only `max_depth` 0 or 1 passes (kept to document the quirk).
pub fn gate_g2_literal(slot: &ConstraintSlot) -> bool {
    slot.max_depth <= 1
}

/// G2 as implemented: 0 means unconstrained, otherwise the seat's depth (stage) must be
/// below `max_depth`.
pub fn gate_g2(slot: Option<&ConstraintSlot>, depth: u32) -> bool {
    match slot {
        Some(s) if s.max_depth != 0 => depth < s.max_depth,
        _ => true,
    }
}

/// G4: ops whose leader groups share a root must sit at the same depth. `placed` lists
/// `(root, depth)` of already seated constrained ops.
pub fn gate_g4(placed: &[(u32, u32)], root: u32, depth: u32) -> bool {
    placed.iter().all(|&(r, d)| r != root || d == depth)
}
