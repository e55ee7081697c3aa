//! The writer (§4.15): [`Bytecode`] → bytes. Deterministic; reproduces the input
//! byte-for-byte for files from the known producers, and produces a well-formed file
//! for modified models (offset tables and lengths are recomputed; recorded padding
//! bytes are reused only where the padding length is unchanged).

use crate::encoding::*;
use crate::error::WriteError;
use crate::model::*;
use crate::schema::{self, AttrKind, FlagSlot, OperandKind, SchemaVersion, V13_3, V13_4, V13_5};

type WResult<T> = std::result::Result<T, WriteError>;

pub fn write(bc: &Bytecode) -> WResult<Vec<u8>> {
    let v = bc.version.schema();
    if !v.is_supported() {
        return Err(WriteError::Other(format!(
            "unsupported version requested {v}, this writer supports versions [{} - {}]",
            schema::OLDEST,
            schema::NEWEST
        )));
    }
    if bc.producer.is_some() && v < V13_3 {
        return Err(WriteError::TooNew { what: "the producer section".into(), since: V13_3, version: v });
    }
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC);
    out.push(bc.version.major);
    out.push(bc.version.minor);
    out.extend_from_slice(&bc.version.tag.to_le_bytes());

    // Frames: the recorded layout, plus frames for content that has none (OSS order).
    let mut frames: Vec<SectionFrame> = bc.layout.clone();
    let has = |frames: &Vec<SectionFrame>, id| frames.iter().any(|f| f.id == id);
    let mut needed = vec![SectionId::Func, SectionId::String];
    if !bc.globals.is_empty() {
        needed.push(SectionId::Global);
    }
    if !bc.constants.is_empty() {
        needed.push(SectionId::Constant);
    }
    if bc.debug.is_some() {
        needed.push(SectionId::Debug);
    }
    if !bc.types.is_empty() {
        needed.push(SectionId::Type);
    }
    if bc.producer.is_some() {
        needed.push(SectionId::Producer);
    }
    for id in [
        SectionId::Global,
        SectionId::Func,
        SectionId::Constant,
        SectionId::Debug,
        SectionId::Type,
        SectionId::String,
        SectionId::Producer,
    ] {
        if needed.contains(&id) && !has(&frames, id) {
            frames.push(SectionFrame::new(id));
        }
    }

    let mut seen = Vec::new();
    for f in &frames {
        if seen.contains(&f.id) {
            return Err(WriteError::Other(format!("section {:?} appears twice in the layout", f.id)));
        }
        seen.push(f.id);
        let mut payload = match f.id {
            SectionId::String => write_strings(bc, f),
            SectionId::Type => write_types(bc, f, v)?,
            SectionId::Constant => write_constants(bc, f),
            SectionId::Global => write_globals(bc, f, v)?,
            SectionId::Debug => match &bc.debug {
                Some(d) => write_debug(d, f, v),
                None => continue,
            },
            SectionId::Func => write_functions(bc, f, v)?,
            SectionId::Producer => match &bc.producer {
                Some(p) => p.clone(),
                None => continue,
            },
        };
        if let Some(a) = f.end_padding {
            write_pad(&mut payload, 0, a, &[]);
        }
        let mut idb = f.id as u8;
        if f.alignment.is_some() {
            idb |= 0x80;
        }
        out.push(idb);
        write_varint(&mut out, payload.len() as u64);
        if let Some(a) = f.alignment {
            write_varint(&mut out, a);
            write_pad(&mut out, 0, a, &f.padding);
        }
        out.extend_from_slice(&payload);
    }
    out.push(0x00);
    Ok(out)
}

fn inner_pad(f: &SectionFrame, i: usize) -> &[u8] {
    f.inner_padding.get(i).map(|v| v.as_slice()).unwrap_or(&[])
}

fn write_table(entries: &[Vec<u8>], width: u64, f: &SectionFrame, pad_idx: usize) -> Vec<u8> {
    let mut out = Vec::new();
    write_varint(&mut out, entries.len() as u64);
    write_pad(&mut out, 0, width, inner_pad(f, pad_idx));
    let mut off = 0u64;
    for e in entries {
        if width == 4 {
            out.extend_from_slice(&(off as u32).to_le_bytes());
        } else {
            out.extend_from_slice(&off.to_le_bytes());
        }
        off += e.len() as u64;
    }
    for e in entries {
        out.extend_from_slice(e);
    }
    out.extend_from_slice(&f.trailing);
    out
}

fn write_strings(bc: &Bytecode, f: &SectionFrame) -> Vec<u8> {
    write_table(&bc.strings, 4, f, 0)
}

/// Encodes one type entry for a file of version `v`.
pub(crate) fn encode_type(t: &Type, v: SchemaVersion) -> WResult<Vec<u8>> {
    if t.since() > v {
        return Err(WriteError::TooNew { what: format!("type '{}'", t.kind_name()), since: t.since(), version: v });
    }
    let mut o = Vec::new();
    write_varint(&mut o, t.tag());
    match t {
        Type::Ptr { pointee, ptr_attr } => {
            if v >= V13_4 {
                write_varint(&mut o, ptr_attr.is_some() as u64);
            }
            write_varint(&mut o, *pointee);
            if let Some(p) = ptr_attr {
                write_varint(&mut o, *p);
            }
        }
        Type::Tile { elem, shape } => {
            write_varint(&mut o, *elem);
            write_i64_array(&mut o, shape);
        }
        Type::TensorView { elem, shape, strides, ptr_attr } => {
            if v >= V13_4 {
                write_varint(&mut o, ptr_attr.is_some() as u64);
            }
            write_varint(&mut o, *elem);
            write_i64_array(&mut o, shape);
            write_i64_array(&mut o, strides);
            if let Some(p) = ptr_attr {
                write_varint(&mut o, *p);
            }
        }
        Type::PartitionView { tile_shape, tensor_view, dim_map, padding } => {
            let unified = v >= V13_3;
            if unified {
                write_varint(&mut o, padding.is_some() as u64);
            }
            write_i32_array(&mut o, tile_shape);
            write_varint(&mut o, *tensor_view);
            write_i32_array(&mut o, dim_map);
            if !unified {
                o.push(padding.is_some() as u8);
            }
            if let Some(p) = padding {
                write_varint(&mut o, *p);
            }
        }
        Type::GatherScatterView { tile_shape, tensor_view, sparse_dim, padding } => {
            write_varint(&mut o, padding.is_some() as u64);
            write_i32_array(&mut o, tile_shape);
            write_varint(&mut o, *tensor_view);
            write_varint(&mut o, *sparse_dim as u64);
            if let Some(p) = padding {
                write_varint(&mut o, *p);
            }
        }
        Type::StridedView { tile_shape, traversal_strides, tensor_view, dim_map, padding } => {
            write_varint(&mut o, padding.is_some() as u64);
            write_i32_array(&mut o, tile_shape);
            write_i32_array(&mut o, traversal_strides);
            write_varint(&mut o, *tensor_view);
            write_i32_array(&mut o, dim_map);
            if let Some(p) = padding {
                write_varint(&mut o, *p);
            }
        }
        Type::Function { inputs, results } => {
            write_varint(&mut o, inputs.len() as u64);
            for i in inputs {
                write_varint(&mut o, *i);
            }
            write_varint(&mut o, results.len() as u64);
            for r in results {
                write_varint(&mut o, *r);
            }
        }
        _ => {}
    }
    Ok(o)
}

fn write_types(bc: &Bytecode, f: &SectionFrame, v: SchemaVersion) -> WResult<Vec<u8>> {
    let entries: Vec<Vec<u8>> = bc.types.iter().map(|t| encode_type(t, v)).collect::<WResult<_>>()?;
    Ok(write_table(&entries, 4, f, 0))
}

fn write_constants(bc: &Bytecode, f: &SectionFrame) -> Vec<u8> {
    let entries: Vec<Vec<u8>> = bc
        .constants
        .iter()
        .map(|c| {
            let mut e = Vec::new();
            write_varint(&mut e, c.len() as u64);
            e.extend_from_slice(c);
            e
        })
        .collect();
    write_table(&entries, 8, f, 0)
}

fn write_globals(bc: &Bytecode, f: &SectionFrame, v: SchemaVersion) -> WResult<Vec<u8>> {
    let mut o = Vec::new();
    write_varint(&mut o, bc.globals.len() as u64);
    for g in &bc.globals {
        write_varint(&mut o, g.name);
        write_varint(&mut o, g.ty);
        write_varint(&mut o, g.constant);
        write_varint(&mut o, g.alignment);
        let (vis, c) = g.v13_3.unwrap_or((0, 0));
        if v >= V13_3 {
            write_varint(&mut o, vis);
            write_varint(&mut o, c);
        } else if vis != 0 || c != 0 {
            let what = if vis != 0 {
                format!("non-public symbol visibility of global `{}`", bc.string_lossy(g.name))
            } else {
                format!("the `constant` attribute of global `{}`", bc.string_lossy(g.name))
            };
            return Err(WriteError::TooNew { what, since: V13_3, version: v });
        }
    }
    o.extend_from_slice(&f.trailing);
    Ok(o)
}

fn encode_debug_attr(a: &DebugAttr, v: SchemaVersion) -> Vec<u8> {
    let mut o = Vec::new();
    let w = |o: &mut Vec<u8>, xs: &[u64]| xs.iter().for_each(|x| write_varint(o, *x));
    match a {
        DebugAttr::Unknown => w(&mut o, &[0]),
        DebugAttr::CompileUnit { file } => w(&mut o, &[1, *file]),
        DebugAttr::File { name, directory } => w(&mut o, &[2, *name, *directory]),
        DebugAttr::LexicalBlock { scope, file, line, column } => w(&mut o, &[3, *scope, *file, *line, *column]),
        DebugAttr::Loc { scope, filename, line, column } => w(&mut o, &[4, *scope, *filename, *line, *column]),
        DebugAttr::Subprogram { file, line, name, linkage_name, compile_unit, scope_line, flags } => {
            w(&mut o, &[5, *file, *line, *name, *linkage_name, *compile_unit, *scope_line]);
            if v >= V13_5 {
                w(&mut o, &[flags.unwrap_or(0)]);
            }
        }
        DebugAttr::CallSite { callee, caller } => w(&mut o, &[6, *callee, *caller]),
        DebugAttr::Other { tag, payload } => {
            w(&mut o, &[*tag]);
            o.extend_from_slice(payload);
        }
    }
    o
}

fn write_debug(d: &DebugInfo, f: &SectionFrame, v: SchemaVersion) -> Vec<u8> {
    let mut o = Vec::new();
    write_varint(&mut o, d.slots.len() as u64);
    write_pad(&mut o, 0, 4, inner_pad(f, 0));
    let mut off = 0u32;
    for s in &d.slots {
        o.extend_from_slice(&off.to_le_bytes());
        off = off.wrapping_add(s.len() as u32);
    }
    let total: usize = d.slots.iter().map(|s| s.len()).sum();
    write_varint(&mut o, total as u64);
    write_pad(&mut o, 0, 8, inner_pad(f, 1));
    for s in &d.slots {
        for x in s {
            o.extend_from_slice(&x.to_le_bytes());
        }
    }
    let attrs: Vec<Vec<u8>> = d.attrs.iter().map(|a| encode_debug_attr(a, v)).collect();
    write_varint(&mut o, attrs.len() as u64);
    write_pad(&mut o, 0, 4, inner_pad(f, 2));
    let mut off = 0u32;
    for a in &attrs {
        o.extend_from_slice(&off.to_le_bytes());
        off = off.wrapping_add(a.len() as u32);
    }
    for a in &attrs {
        o.extend_from_slice(a);
    }
    o.extend_from_slice(&f.trailing);
    o
}

fn write_functions(bc: &Bytecode, f: &SectionFrame, v: SchemaVersion) -> WResult<Vec<u8>> {
    let mut o = Vec::new();
    write_varint(&mut o, bc.functions.len() as u64);
    for func in &bc.functions {
        write_varint(&mut o, func.name);
        write_varint(&mut o, func.signature);
        o.push(func.flags);
        write_varint(&mut o, func.loc);
        let kernel = func.flags & func_flags::KERNEL != 0;
        if v >= V13_5 {
            // 13.5: an entry always carries its hints, every function its argument attributes.
            if kernel {
                match &func.hints {
                    Some(h) => write_tagged(&mut o, h, bc)?,
                    None => write_tagged(&mut o, &Attr::OptimizationHints(Vec::new()), bc)?,
                }
            } else if func.hints.is_some() {
                return Err(WriteError::Other(format!(
                    "function '{}': only entries carry optimization hints",
                    bc.string_lossy(func.name)
                )));
            }
            match &func.arg_attrs {
                Some(a @ Attr::Array(_)) => write_tagged(&mut o, a, bc)?,
                None => write_tagged(&mut o, &Attr::Array(Vec::new()), bc)?,
                Some(_) => {
                    return Err(WriteError::Other(format!(
                        "function '{}': argument attributes must be an array",
                        bc.string_lossy(func.name)
                    )))
                }
            }
        } else {
            let wants_hints = kernel && func.flags & func_flags::HAS_HINTS != 0;
            match (&func.hints, wants_hints) {
                (Some(h), true) => write_tagged(&mut o, h, bc)?,
                (None, false) => {}
                _ => {
                    return Err(WriteError::Other(format!(
                        "function '{}': hints presence does not match flags 0x{:02x}",
                        bc.string_lossy(func.name),
                        func.flags
                    )))
                }
            }
            if matches!(&func.arg_attrs, Some(Attr::Array(xs)) if !xs.is_empty()) {
                return Err(WriteError::TooNew {
                    what: format!("argument attributes of function '{}'", bc.string_lossy(func.name)),
                    since: V13_5,
                    version: v,
                });
            }
        }
        let mut body = Vec::new();
        for op in &func.body {
            write_op(&mut body, op, bc, v)?;
        }
        write_varint(&mut o, body.len() as u64);
        o.extend_from_slice(&body);
    }
    o.extend_from_slice(&f.trailing);
    Ok(o)
}

fn type_of(bc: &Bytecode, ty: u64) -> WResult<&Type> {
    bc.ty(ty).ok_or_else(|| WriteError::Other(format!("type index {ty} out of bounds")))
}

fn write_apint(o: &mut Vec<u8>, width: u32, value: i64) {
    if width <= 8 {
        o.push(value as u8);
    } else {
        write_svarint(o, value);
    }
}

fn write_dict(o: &mut Vec<u8>, entries: &[(u64, Attr)], bc: &Bytecode) -> WResult<()> {
    write_varint(o, entries.len() as u64);
    for (k, v) in entries {
        write_varint(o, *k);
        write_tagged(o, v, bc)?;
    }
    Ok(())
}

/// Self-contained attribute: tag + payload.
pub(crate) fn write_tagged(o: &mut Vec<u8>, a: &Attr, bc: &Bytecode) -> WResult<()> {
    let Some(tag) = a.tag() else {
        return Err(WriteError::Other(format!("attribute {a:?} has no self-contained encoding")));
    };
    write_varint(o, tag);
    match a {
        Attr::Integer { ty, value } => {
            let w = type_of(bc, *ty)?
                .int_width()
                .ok_or_else(|| WriteError::Other("failed to write type index for self-contained IntegerAttr".into()))?;
            write_varint(o, *ty);
            if w <= 8 {
                write_apint(o, w, *value);
            } else {
                // Plain varint of the zero-extended bits (see the reader).
                let bits = *value as u64;
                write_varint(o, if w >= 64 { bits } else { bits & ((1u64 << w) - 1) });
            }
        }
        Attr::Float { ty, bits } => {
            let w = type_of(bc, *ty)?
                .float_width()
                .ok_or_else(|| WriteError::Other("failed to write type index for self-contained FloatAttr".into()))?;
            write_varint(o, *ty);
            write_apint(o, w, *bits);
        }
        Attr::Bool(b) => o.push(*b as u8),
        Attr::Type(t) => write_varint(o, *t),
        Attr::String(s) => write_varint(o, *s),
        Attr::Array(xs) => {
            write_varint(o, xs.len() as u64);
            for x in xs {
                write_tagged(o, x, bc)?;
            }
        }
        Attr::DenseElements { ty, constant } => {
            write_varint(o, *ty);
            write_varint(o, *constant);
        }
        Attr::DivBy { divisor, every, along } => {
            write_varint(o, *divisor);
            o.push(every.is_some() as u8 | (along.is_some() as u8) << 1);
            if let Some(e) = every {
                write_svarint(o, *e);
            }
            if let Some(a) = along {
                write_svarint(o, *a);
            }
        }
        Attr::SameElements(v) => write_i64_array(o, v),
        Attr::Dictionary(d) | Attr::OptimizationHints(d) => write_dict(o, d, bc)?,
        Attr::Bounded { lb, ub } => {
            o.push(lb.is_some() as u8 | (ub.is_some() as u8) << 1);
            if let Some(x) = lb {
                write_svarint(o, *x);
            }
            if let Some(x) = ub {
                write_svarint(o, *x);
            }
        }
        _ => unreachable_attr()?,
    }
    Ok(())
}

fn unreachable_attr() -> WResult<()> {
    Err(WriteError::Other("internal: untagged attribute in tagged position".into()))
}

fn write_inline(o: &mut Vec<u8>, kind: AttrKind, a: &Attr, bc: &Bytecode, op: &str, name: &str) -> WResult<()> {
    let v = bc.version.schema();
    let mismatch = || WriteError::AttrKindMismatch { op: op.into(), attr: name.into(), kind: format!("{kind:?}") };
    match (kind, a) {
        (AttrKind::Enum(k), Attr::Enum(x)) => {
            match k.case_since(*x) {
                None => return Err(mismatch()),
                Some(since) if since > v => {
                    let case = k.cases().get(*x as usize).copied().unwrap_or("?");
                    return Err(WriteError::TooNew {
                        what: format!("enum value '{case}' of attribute '{name}' of op '{op}'"),
                        since,
                        version: v,
                    });
                }
                Some(_) => {}
            }
            write_varint(o, *x)
        }
        (AttrKind::Unit, Attr::Unit) => {}
        (AttrKind::Bool, Attr::Bool(b)) => o.push(*b as u8),
        (AttrKind::Int(_), Attr::Int(v)) => write_varint(o, *v),
        (AttrKind::Type, Attr::Type(t)) => write_varint(o, *t),
        (AttrKind::Str, Attr::String(s)) => write_varint(o, *s),
        (AttrKind::DenseI32Array, Attr::DenseI32Array(v)) => write_i32_array(o, v),
        (AttrKind::DenseI64Array, Attr::DenseI64Array(v)) => write_i64_array(o, v),
        (AttrKind::DenseBoolArray, Attr::DenseBoolArray(v)) => {
            write_varint(o, v.len() as u64);
            o.extend(v.iter().map(|&b| b as u8));
        }
        (AttrKind::DenseElements, Attr::ConstantRef(c)) => write_varint(o, *c),
        (AttrKind::Array, Attr::Array(xs)) => {
            write_varint(o, xs.len() as u64);
            for x in xs {
                write_tagged(o, x, bc)?;
            }
        }
        (AttrKind::OptimizationHints, Attr::OptimizationHints(d)) => write_dict(o, d, bc)?,
        (AttrKind::SelfContained, a) if a.tag().is_some() => write_tagged(o, a, bc)?,
        _ => return Err(mismatch()),
    }
    Ok(())
}

/// Encodes one op record (§4.9).
pub fn write_op(o: &mut Vec<u8>, op: &Op, bc: &Bytecode, v: SchemaVersion) -> WResult<()> {
    let Some(s) = schema::lookup(v, op.opcode) else {
        return Err(match schema::lookup_any(op.opcode) {
            Some(newer) => WriteError::TooNew {
                what: format!("operation 'cuda_tile.{}'", newer.name_for(newer.since)),
                since: newer.since,
                version: v,
            },
            None => WriteError::UnknownOpcode(op.opcode),
        });
    };
    let name = s.name_for(v);
    let bad = |msg: String| WriteError::BadOp { op: name.into(), msg };
    let attr_specs: Vec<_> = s.attrs_for(v).collect();
    let operand_specs: Vec<_> = s.operands_for(v).collect();
    if op.attrs.len() != attr_specs.len() {
        return Err(bad(format!("expected {} attributes, got {}", attr_specs.len(), op.attrs.len())));
    }
    if op.operands.len() != operand_specs.len() {
        return Err(bad(format!("expected {} operand groups, got {}", operand_specs.len(), op.operands.len())));
    }
    write_varint(o, op.opcode);
    if s.counted_results(v) {
        write_varint(o, op.result_types.len() as u64);
    } else if op.result_types.len() != s.fixed_results(v) {
        return Err(bad(format!("expected {} results, got {}", s.fixed_results(v), op.result_types.len())));
    }
    for t in &op.result_types {
        write_varint(o, *t);
    }
    // flags
    let order = s.flag_order(v);
    let bit_of = |slot: FlagSlot| order.iter().position(|&x| x == slot).unwrap_or(0);
    let mut flags = 0u64;
    for (ai, (spec, a)) in attr_specs.iter().zip(&op.attrs).enumerate() {
        if spec.optional {
            if a.is_some() {
                flags |= 1 << bit_of(FlagSlot::Attr(ai));
            }
        } else if a.is_none() {
            return Err(bad(format!("required attribute '{}' is missing", spec.name)));
        }
    }
    for (oi, (spec, g)) in operand_specs.iter().zip(&op.operands).enumerate() {
        match spec.kind {
            OperandKind::Single if g.len() != 1 => {
                return Err(bad(format!("operand '{}' must have exactly one value", spec.name)))
            }
            OperandKind::Optional if g.len() > 1 => {
                return Err(bad(format!("optional operand '{}' has {} values", spec.name, g.len())))
            }
            _ => {}
        }
        if s.attr_sized_operands && spec.kind == OperandKind::Optional && !g.is_empty() {
            flags |= 1 << bit_of(FlagSlot::Operand(oi));
        }
    }
    if s.has_flags(v) {
        write_varint(o, flags | op.extra_flags);
    } else if op.extra_flags != 0 {
        return Err(bad("extra flag bits on an op without flags".into()));
    }
    // attributes
    for (spec, a) in attr_specs.iter().zip(&op.attrs) {
        if let Some(a) = a {
            if spec.kind == AttrKind::Unit {
                if *a != Attr::Unit {
                    return Err(bad(format!("unit attribute '{}' must be Attr::Unit", spec.name)));
                }
                continue;
            }
            write_inline(o, spec.kind, a, bc, name, spec.name)?;
        }
    }
    // operands
    if s.attr_sized_operands {
        for (spec, g) in operand_specs.iter().zip(&op.operands) {
            if spec.kind == OperandKind::Variadic {
                write_varint(o, g.len() as u64);
            }
            for x in g {
                write_varint(o, *x);
            }
        }
    } else {
        if s.counted_operands(v) {
            write_varint(o, op.operands.iter().map(|g| g.len() as u64).sum());
        }
        for x in op.all_operands() {
            write_varint(o, x);
        }
    }
    // regions
    if s.regions > 0 {
        if op.regions.len() != s.regions as usize {
            return Err(bad(format!("expected {} regions, got {}", s.regions, op.regions.len())));
        }
        write_varint(o, op.regions.len() as u64);
        for r in &op.regions {
            write_varint(o, r.blocks.len() as u64);
            for b in &r.blocks {
                write_varint(o, b.args.len() as u64);
                for a in &b.args {
                    write_varint(o, *a);
                }
                write_varint(o, b.ops.len() as u64);
                for inner in &b.ops {
                    write_op(o, inner, bc, v)?;
                }
            }
        }
    } else if !op.regions.is_empty() {
        return Err(bad("op has no regions in its schema".into()));
    }
    Ok(())
}
