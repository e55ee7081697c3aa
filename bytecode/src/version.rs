//! Moving a model between bytecode versions, and the oldest version that holds it.
//!
//! The model is version-shaped: an op record has exactly the attributes, operand groups
//! and results its schema lists for the file's version. [`retarget`] rewrites a model
//! for another version: fields a version adds get their ODS default (`negi overflow =
//! none`, `tanh`/`exp` `rounding_mode = full`, `inbounds` all false, `print_tko`'s result
//! token, a 13.5 entry's empty argument attributes), fields a version lacks must hold
//! their default (else the conversion fails with the field and the version it needs),
//! and value numbers are renumbered where results appear or disappear. [`oldest_version`]
//! is the first version [`retarget`] accepts; [`write_oldest`] writes in it.

use crate::error::WriteError;
use crate::model::*;
use crate::schema::{self, AttrKind, AttrSpec, OpSchema, ResultSpec, SchemaVersion, ALL_VERSIONS, V13_3, V13_5};

type WResult<T> = std::result::Result<T, WriteError>;

/// The ODS default of a required attribute that a later version added (`None`: the
/// attribute has no default, so it cannot be dropped or invented); `rank` is the index
/// count of a view access (for `inbounds`).
pub fn default_attr(op: &OpSchema, spec: &AttrSpec, rank: usize) -> Option<Attr> {
    Some(match (op.name, spec.name) {
        ("negi", "overflow") => Attr::Enum(0),
        ("tanh" | "exp", "rounding_mode") => Attr::Enum(5),
        (_, "inbounds") => Attr::DenseBoolArray(vec![false; rank]),
        (_, "symbol_visibility") => Attr::Enum(0),
        _ => return None,
    })
}

fn is_default(op: &OpSchema, spec: &AttrSpec, a: &Option<Attr>, rank: usize) -> bool {
    match a {
        None => spec.optional,
        Some(Attr::DenseBoolArray(v)) if spec.name == "inbounds" => v.iter().all(|b| !b),
        Some(x) => !spec.optional && default_attr(op, spec, rank).as_ref() == Some(x),
    }
}

/// The version an op is moved to, when it differs from the model's (see [`reshape_ops_per_op`]).
pub type OpTarget<'a> = &'a dyn Fn(&OpSchema) -> SchemaVersion;

struct Retarget<'a> {
    from: SchemaVersion,
    to: SchemaVersion,
    op_to: Option<OpTarget<'a>>,
    /// The string id of `default`, the 13.3 optimization-hint key, if the model has it.
    default_hint_key: Option<StrId>,
    /// The string id of `num_worker_warps_per_cta`, the 13.3 entry hint, if the model
    /// has it.
    worker_warps_key: Option<StrId>,
    token_type: Option<TypeId>,
    types: &'a mut Vec<Type>,
}

impl Retarget<'_> {
    fn token(&mut self) -> TypeId {
        if let Some(t) = self.token_type {
            return t;
        }
        let t = match self.types.iter().position(|t| *t == Type::Token) {
            Some(i) => i as u64,
            None => {
                self.types.push(Type::Token);
                (self.types.len() - 1) as u64
            }
        };
        self.token_type = Some(t);
        t
    }

    fn too_new(to: SchemaVersion, what: String, since: SchemaVersion) -> WriteError {
        WriteError::TooNew { what, since, version: to }
    }

    /// Hints for version `to`: before 13.3 there is no `default` key (an empty one is
    /// dropped, one with hints cannot be held). A per-op reshape (the MLIR importer)
    /// leaves hint keys as they are: its consumer checks them against the file's version.
    fn hints(&self, to: SchemaVersion, a: Option<Attr>, what: &str) -> WResult<Option<Attr>> {
        if self.op_to.is_some() {
            return Ok(a);
        }
        if let (Some(Attr::OptimizationHints(entries)), Some(key)) = (&a, self.worker_warps_key) {
            self.worker_warps(to, entries, key, what)?;
        }
        match (a, self.default_hint_key) {
            (Some(Attr::OptimizationHints(entries)), Some(key)) if to < V13_3 => {
                let mut kept = Vec::new();
                let mut dropped = false;
                for (k, v) in entries {
                    if k != key {
                        kept.push((k, v));
                    } else if matches!(&v, Attr::Dictionary(d) if d.is_empty()) {
                        dropped = true;
                    } else {
                        return Err(Self::too_new(to, format!("optimization hint key 'default' of {what}"), V13_3));
                    }
                }
                // Hints that held only an empty `default` are left out altogether.
                Ok((!(dropped && kept.is_empty())).then_some(Attr::OptimizationHints(kept)))
            }
            (a, _) => Ok(a),
        }
    }

    /// `num_worker_warps_per_cta` (`key`) in any architecture's hints: 13.3 and 13.4
    /// hold 4 or 8, 13.5 any value.
    fn worker_warps(&self, to: SchemaVersion, entries: &[(StrId, Attr)], key: StrId, what: &str) -> WResult<()> {
        for (_, hints) in entries {
            let Attr::Dictionary(hints) = hints else { continue };
            for (_, v) in hints.iter().filter(|(k, _)| *k == key) {
                let name = format!("optimization hint 'num_worker_warps_per_cta' of {what}");
                if to < V13_3 {
                    return Err(Self::too_new(to, name, V13_3));
                }
                let four_or_eight = matches!(v, Attr::Integer { value: 4 | 8, .. } | Attr::Int(4 | 8));
                if to < V13_5 && !four_or_eight {
                    return Err(Self::too_new(to, format!("{name} other than 4 or 8"), V13_5));
                }
            }
        }
        Ok(())
    }

    /// The version `s`'s records are moved to: the model's target, or the op's own one
    /// (never newer than the source model).
    fn target_of(&self, s: &OpSchema) -> SchemaVersion {
        self.op_to.map_or(self.to, |f| f(s).min(self.from).max(self.to))
    }

    /// Converts `ops` (value numbers in `map`: old → new, `None` for a value the target
    /// version cannot hold); `next` is the next new value number.
    fn ops(&mut self, ops: &[Op], map: &mut Vec<Option<u64>>, next: &mut u64) -> WResult<Vec<Op>> {
        ops.iter().map(|op| self.op(op, map, next)).collect()
    }

    fn op(&mut self, op: &Op, map: &mut Vec<Option<u64>>, next: &mut u64) -> WResult<Op> {
        let s = schema::lookup_any(op.opcode).ok_or(WriteError::UnknownOpcode(op.opcode))?;
        let to = self.target_of(s);
        let name = s.name_for(to.max(s.since));
        if s.since > to {
            return Err(Self::too_new(to, format!("operation 'cuda_tile.{name}'"), s.since));
        }
        if s.since > self.from {
            return Err(WriteError::Other(format!("op 'cuda_tile.{name}' does not exist in the model's version")));
        }
        // operands (by ODS name)
        let from_ops: Vec<_> = s.operands_for(self.from).collect();
        let mut operands = Vec::new();
        for spec in s.operands_for(to) {
            let g = match from_ops.iter().position(|o| o.name == spec.name) {
                Some(i) => op.operands.get(i).cloned().unwrap_or_default(),
                None => Vec::new(),
            };
            operands.push(g);
        }
        for (i, spec) in from_ops.iter().enumerate() {
            let dropped = !s.operands_for(to).any(|o| o.name == spec.name);
            if dropped && op.operands.get(i).is_some_and(|g| !g.is_empty()) {
                return Err(Self::too_new(to, format!("operand '{}' of 'cuda_tile.{name}'", spec.name), spec.since));
            }
        }
        for g in operands.iter_mut() {
            for x in g.iter_mut() {
                *x =
                    map.get(*x as usize).copied().flatten().ok_or_else(|| {
                        WriteError::Other(format!("'cuda_tile.{name}' uses a value that does not exist"))
                    })?;
            }
        }
        // rank of a view access = its index count (for `inbounds`)
        let rank = s
            .operands_for(self.from)
            .position(|o| o.name == "index")
            .and_then(|i| op.operands.get(i))
            .map_or(0, |g| g.len());
        // attributes (by ODS name)
        let from_attrs: Vec<_> = s.attrs_for(self.from).collect();
        let mut attrs = Vec::new();
        for spec in s.attrs_for(to) {
            let a = match from_attrs.iter().position(|a| a.name == spec.name) {
                Some(i) => op.attrs.get(i).cloned().flatten(),
                None if spec.optional => None,
                None => Some(default_attr(s, spec, rank).ok_or_else(|| {
                    WriteError::Other(format!("attribute '{}' of 'cuda_tile.{name}' has no default", spec.name))
                })?),
            };
            let a = if matches!(spec.kind, AttrKind::OptimizationHints) {
                self.hints(to, a, &format!("'cuda_tile.{name}'"))?
            } else {
                a
            };
            attrs.push(a);
        }
        for (spec, a) in s.attrs_for(to).zip(&attrs) {
            if let (AttrKind::Enum(k), Some(Attr::Enum(x))) = (spec.kind, a) {
                if let Some(since) = k.case_since(*x).filter(|&since| since > to) {
                    let case = k.cases().get(*x as usize).copied().unwrap_or("?");
                    return Err(Self::too_new(
                        to,
                        format!("enum value '{case}' of attribute '{}' of 'cuda_tile.{name}'", spec.name),
                        since,
                    ));
                }
            }
        }
        for (i, spec) in from_attrs.iter().enumerate() {
            let dropped = !s.attrs_for(to).any(|a| a.name == spec.name);
            let value = op.attrs.get(i).cloned().flatten();
            if dropped && !is_default(s, spec, &value, rank) {
                return Err(Self::too_new(to, format!("attribute '{}' of 'cuda_tile.{name}'", spec.name), spec.since));
            }
        }
        // regions: nested values are scoped
        let mut regions = Vec::new();
        for r in &op.regions {
            let mut blocks = Vec::new();
            for b in &r.blocks {
                let (saved_map, saved_next) = (map.len(), *next);
                for _ in &b.args {
                    map.push(Some(*next));
                    *next += 1;
                }
                let ops = self.ops(&b.ops, map, next)?;
                map.truncate(saved_map);
                *next = saved_next;
                blocks.push(Block { args: b.args.clone(), ops });
            }
            regions.push(Region { blocks });
        }
        // results (by ODS name)
        let from_res: Vec<&ResultSpec> = s.results_for(self.from).collect();
        let to_res: Vec<&ResultSpec> = s.results_for(to).collect();
        let mut result_types = Vec::new();
        if from_res.iter().any(|r| r.variadic) || to_res.iter().any(|r| r.variadic) {
            // variadic results never change between versions
            for t in &op.result_types {
                result_types.push(*t);
                map.push(Some(*next));
                *next += 1;
            }
        } else {
            for r in &to_res {
                let t = match from_res.iter().position(|x| x.name == r.name) {
                    Some(i) => *op.result_types.get(i).ok_or_else(|| WriteError::Other("result count".into()))?,
                    None => self.token(),
                };
                result_types.push(t);
            }
            let base = *next;
            for r in &from_res {
                map.push(to_res.iter().position(|x| x.name == r.name).map(|j| base + j as u64));
            }
            *next = base + to_res.len() as u64;
        }
        Ok(Op { opcode: op.opcode, result_types, attrs, operands, regions, extra_flags: op.extra_flags })
    }
}

/// `bc` rewritten for version `to` (see the module documentation).
pub fn retarget(bc: &Bytecode, to: SchemaVersion) -> WResult<Bytecode> {
    retarget_with(bc, to, true, None)
}

/// Like [`retarget`], but the type table is left as it is (types newer than `to` stay):
/// for a consumer that has `to`'s op records but knows some newer types (the MLIR
/// importer), which then decides per type.
pub fn reshape_ops(bc: &Bytecode, to: SchemaVersion) -> WResult<Bytecode> {
    retarget_with(bc, to, false, None)
}

/// Like [`reshape_ops`], but each op record moves to `op_to(schema)` instead (clamped to
/// between `to` and the model's version): for a consumer that holds some ops in a
/// newer form than the rest (the MLIR importer: `print_tko` with its tokens).
pub fn reshape_ops_per_op(bc: &Bytecode, to: SchemaVersion, op_to: OpTarget<'_>) -> WResult<Bytecode> {
    retarget_with(bc, to, false, Some(op_to))
}

fn retarget_with(
    bc: &Bytecode,
    to: SchemaVersion,
    check_types: bool,
    op_to: Option<OpTarget<'_>>,
) -> WResult<Bytecode> {
    if !to.is_supported() {
        return Err(WriteError::Other(format!(
            "unsupported version requested {to}, this writer supports versions [{} - {}]",
            schema::OLDEST,
            schema::NEWEST
        )));
    }
    let from = bc.version.schema();
    let mut out = bc.clone();
    out.version = Version { major: to.major, minor: to.minor, tag: bc.version.tag };
    for t in out.types.iter().filter(|_| check_types) {
        if t.since() > to {
            return Err(WriteError::TooNew {
                what: format!("type '{}'", t.kind_name()),
                since: t.since(),
                version: to,
            });
        }
    }
    for g in out.globals.iter_mut() {
        if to >= V13_3 {
            g.v13_3 = Some(g.v13_3.unwrap_or((0, 0)));
        } else {
            match g.v13_3 {
                Some((vis, c)) if vis != 0 || c != 0 => {
                    let what = if vis != 0 {
                        format!("non-public symbol visibility of global `{}`", bc.string_lossy(g.name))
                    } else {
                        format!("the `constant` attribute of global `{}`", bc.string_lossy(g.name))
                    };
                    return Err(WriteError::TooNew { what, since: V13_3, version: to });
                }
                _ => g.v13_3 = None,
            }
        }
    }
    if to < V13_3 {
        // NVIDIA's writer leaves the producer out of older versions.
        out.producer = None;
    }
    if let Some(d) = out.debug.as_mut() {
        for a in d.attrs.iter_mut() {
            if let DebugAttr::Subprogram { flags, .. } = a {
                if to >= V13_5 {
                    *flags = Some(flags.unwrap_or(0));
                } else if flags.unwrap_or(0) != 0 {
                    return Err(WriteError::TooNew { what: "DISubprogram flags".into(), since: V13_5, version: to });
                }
                if to < V13_5 {
                    *flags = None;
                }
            }
        }
    }
    let mut types = std::mem::take(&mut out.types);
    let mut functions = Vec::new();
    for f in &bc.functions {
        let name = bc.string_lossy(f.name);
        let inputs = match bc.ty(f.signature) {
            Some(Type::Function { inputs, .. }) => inputs.len() as u64,
            _ => return Err(WriteError::Other(format!("function '{name}' has no function type"))),
        };
        let default_hint_key = bc.strings.iter().position(|s| s == b"default").map(|i| i as StrId);
        let worker_warps_key = bc.strings.iter().position(|s| s == b"num_worker_warps_per_cta").map(|i| i as StrId);
        let mut rt =
            Retarget { from, to, op_to, default_hint_key, worker_warps_key, token_type: None, types: &mut types };
        let mut map: Vec<Option<u64>> = (0..inputs).map(Some).collect();
        let mut next = inputs;
        let body = rt.ops(&f.body, &mut map, &mut next).map_err(|e| match e {
            // The only result a version drops is print_tko's token (13.2).
            WriteError::Other(m) if m.contains("uses a value that does not exist") => WriteError::TooNew {
                what: format!("a used result token of 'cuda_tile.print_tko' in function '{name}'"),
                since: schema::V13_2,
                version: to,
            },
            e => e,
        })?;
        let mut nf = f.clone();
        nf.body = body;
        nf.hints = rt.hints(to, nf.hints, &format!("function '{name}'"))?;
        let kernel = f.flags & func_flags::KERNEL != 0;
        if to >= V13_5 {
            nf.flags &= !func_flags::HAS_HINTS;
            if kernel && nf.hints.is_none() {
                nf.hints = Some(Attr::OptimizationHints(Vec::new()));
            }
            if nf.arg_attrs.is_none() {
                nf.arg_attrs = Some(Attr::Array(Vec::new()));
            }
        } else {
            if matches!(&nf.arg_attrs, Some(Attr::Array(xs)) if !xs.is_empty()) {
                return Err(WriteError::TooNew {
                    what: format!("argument attributes of function '{name}'"),
                    since: V13_5,
                    version: to,
                });
            }
            nf.arg_attrs = None;
            if from >= V13_5 && matches!(&nf.hints, Some(Attr::OptimizationHints(d)) if d.is_empty()) {
                // 13.5 writes empty hints for every entry; older versions leave them out.
                nf.hints = None;
            }
            if kernel && nf.hints.is_some() {
                nf.flags |= func_flags::HAS_HINTS;
            } else {
                nf.flags &= !func_flags::HAS_HINTS;
            }
        }
        functions.push(nf);
    }
    out.types = types;
    out.functions = functions;
    Ok(out)
}

/// The oldest version that can hold `bc` (at least 13.1), and the model in it; the
/// error of the newest version when none can.
pub fn oldest_version(bc: &Bytecode) -> WResult<(SchemaVersion, Bytecode)> {
    oldest_version_from(bc, schema::V13_1)
}

/// The oldest version from `min` on that can hold `bc`, and the model in it (`min`:
/// what the module's meaning needs beyond its encoding, e.g. a rule of a later
/// version's verifier); the error of the newest version when none can.
pub fn oldest_version_from(bc: &Bytecode, min: SchemaVersion) -> WResult<(SchemaVersion, Bytecode)> {
    let mut last = None;
    for v in ALL_VERSIONS.into_iter().filter(|v| (v.major, v.minor) >= (min.major, min.minor)) {
        match retarget(bc, v) {
            Ok(m) => return Ok((v, m)),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| WriteError::Other("no supported version".into())))
}

/// Writes `bc` in the oldest version that can hold it.
pub fn write_oldest(bc: &Bytecode) -> WResult<Vec<u8>> {
    write_oldest_from(bc, schema::V13_1)
}

/// Writes `bc` in the oldest version from `min` on that can hold it.
pub fn write_oldest_from(bc: &Bytecode, min: SchemaVersion) -> WResult<Vec<u8>> {
    let (_, m) = oldest_version_from(bc, min)?;
    crate::writer::write(&m)
}

/// Writes `bc` in version `to`.
pub fn write_as(bc: &Bytecode, to: SchemaVersion) -> WResult<Vec<u8>> {
    crate::writer::write(&retarget(bc, to)?)
}
