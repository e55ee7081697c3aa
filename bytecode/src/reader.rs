//! The reader (§4.14): bytes → [`Bytecode`]. Never panics; every malformed input is an
//! [`Error`] carrying the file offset of the problem.

use crate::encoding::{pad_len, Cursor, MAX_COUNT};
use crate::error::{Error, ErrorKind, Result};
use crate::model::*;
use crate::schema::{self, AttrKind, FlagSlot, OperandKind, SchemaVersion, NEWEST, OLDEST, V13_3, V13_4, V13_5};

/// Maximum nesting depth of regions and of attributes (stack-overflow guard).
pub const MAX_DEPTH: usize = 128;

/// Reader configuration: the accepted version range.
#[derive(Clone, Copy, Debug)]
pub struct ReadOptions {
    pub min_version: SchemaVersion,
    pub max_version: SchemaVersion,
}

impl Default for ReadOptions {
    /// Every supported version, 13.1 to 13.5 (any tag); the header's version then
    /// decides which ops, types and fields the file may hold.
    fn default() -> Self {
        ReadOptions { min_version: OLDEST, max_version: NEWEST }
    }
}

impl ReadOptions {
    /// The 13.1 reader (what tileiras 13.1 accepts).
    pub fn only_13_1() -> Self {
        ReadOptions { min_version: OLDEST, max_version: OLDEST }
    }
    /// Versions up to `max` (e.g. what a given tileiras release reads).
    pub fn up_to(max: SchemaVersion) -> Self {
        ReadOptions { min_version: OLDEST, max_version: max }
    }
    /// Versions 13.1 to 13.3 (kept for older callers).
    pub fn up_to_13_3() -> Self {
        Self::up_to(V13_3)
    }
}

pub fn parse_with(bytes: &[u8], opts: &ReadOptions) -> Result<Bytecode> {
    let mut c = Cursor::new(bytes, 0);
    let version = read_header(&mut c, opts).map_err(|e| e.wrap("failed to parse bytecode header"))?;
    let v = version.schema();

    // ---- section framing ----
    let mut layout: Vec<SectionFrame> = Vec::new();
    let mut payloads: [Option<(Cursor, usize)>; 8] = Default::default();
    loop {
        let hdr = c.offset();
        if c.is_empty() {
            return Err(Error::new(hdr, ErrorKind::UnexpectedEof { what: "section header" })
                .wrap("failed to parse section header"));
        }
        let b = c.u8("section header")?;
        let (id, aligned) = (b & 0x7F, b & 0x80 != 0);
        if id == 0 {
            if aligned {
                return Err(Error::new(hdr, ErrorKind::EndSectionAligned));
            }
            if !c.is_empty() {
                return Err(Error::new(hdr, ErrorKind::EndNotLast));
            }
            break;
        }
        let sid = match SectionId::from_u8(id) {
            Some(SectionId::Producer) if v < V13_3 => None,
            s => s,
        };
        let Some(sid) = sid else {
            return Err(Error::new(hdr, ErrorKind::UnknownSection(id)).wrap("failed to parse section header"));
        };
        let len = c.varint("section length").map_err(|e| e.wrap("failed to parse section header"))?;
        let mut frame = SectionFrame::new(sid);
        frame.alignment = None;
        if aligned {
            let at = c.offset();
            let a = c.varint("section alignment")?;
            if a == 0 || !a.is_power_of_two() {
                return Err(Error::new(at, ErrorKind::InvalidAlignment(a)));
            }
            frame.alignment = Some(a);
            let n = pad_len(c.offset(), a);
            frame.padding = c.bytes(n, "section padding")?.to_vec();
        }
        let required = match sid {
            SectionId::String | SectionId::Type => Some(4),
            SectionId::Constant | SectionId::Debug | SectionId::Func => Some(8),
            _ => None,
        };
        if let Some(req) = required {
            match frame.alignment {
                None => return Err(Error::new(hdr, ErrorKind::SectionNoAlignment { id, required: req })),
                Some(a) if a % req != 0 => {
                    return Err(Error::new(hdr, ErrorKind::SectionMisaligned { id, required: req, actual: a }))
                }
                _ => {}
            }
        }
        let remaining = c.remaining() as u64;
        if len > remaining {
            return Err(Error::new(hdr, ErrorKind::SectionLengthPastEnd { len, remaining }));
        }
        let slot = &mut payloads[id as usize];
        if slot.is_some() {
            return Err(Error::new(hdr, ErrorKind::DuplicateSection(id)));
        }
        let payload = c.sub(len as usize, "section payload")?;
        *slot = Some((payload, layout.len()));
        layout.push(frame);
    }

    let end = bytes.len();
    let Some((string_c, string_fi)) = payloads[1].clone() else {
        return Err(Error::new(end, ErrorKind::MissingStringSection));
    };
    let Some((func_c, func_fi)) = payloads[2].clone() else {
        return Err(Error::new(end, ErrorKind::MissingFuncSection));
    };

    // ---- String → Type → Constant → Global → Debug → Func ----
    let strings =
        parse_strings(string_c, &mut layout[string_fi]).map_err(|e| e.wrap("failed to parse string section"))?;
    let types = match payloads[5].clone() {
        Some((tc, fi)) => {
            parse_types(tc, v, strings.len(), &mut layout[fi]).map_err(|e| e.wrap("failed to parse type section"))?
        }
        None => Vec::new(),
    };
    let constants = match payloads[4].clone() {
        Some((cc, fi)) => {
            parse_constants(cc, &mut layout[fi]).map_err(|e| e.wrap("failed to parse constant section"))?
        }
        None => Vec::new(),
    };
    let ctx = Ctx { v, strings: &strings, types: &types, nconst: constants.len() as u64 };
    let globals = match payloads[6].clone() {
        Some((gc, fi)) => {
            parse_globals(gc, &ctx, &mut layout[fi]).map_err(|e| e.wrap("failed to parse global section"))?
        }
        None => Vec::new(),
    };
    let debug = match payloads[3].clone() {
        Some((dc, fi)) => {
            Some(parse_debug(dc, &ctx, &mut layout[fi]).map_err(|e| e.wrap("failed to parse debug section"))?)
        }
        None => None,
    };
    let producer = match payloads[7].clone() {
        Some((mut pc, _)) => {
            let mut check = pc.clone();
            let at = check.offset();
            let i = check.varint("producer string index").map_err(|e| e.wrap("failed to parse producer section"))?;
            if i >= strings.len() as u64 {
                return Err(
                    Error::new(at, ErrorKind::StringIndexOutOfBounds(i)).wrap("failed to parse producer section")
                );
            }
            Some(pc.rest().to_vec())
        }
        None => None,
    };
    let nslots = debug.as_ref().map(|d| d.slots.len() as u64).unwrap_or(0);
    let functions = parse_functions(func_c, &ctx, nslots, &mut layout[func_fi])
        .map_err(|e| e.wrap("failed to parse function section"))?;

    Ok(Bytecode { version, layout, strings, types, constants, globals, functions, debug, producer })
}

fn read_header(c: &mut Cursor, opts: &ReadOptions) -> Result<Version> {
    let data_start = c.clone().rest();
    if data_start.len() >= 4 && data_start[..4] == MLIR_MAGIC {
        return c.err(ErrorKind::MlirBytecode);
    }
    for (i, &want) in MAGIC.iter().enumerate() {
        let at = c.offset();
        let got = c.u8("bytecode header")?;
        if got != want {
            return c.err_at(at, ErrorKind::InvalidMagic { pos: i, got, expected: want });
        }
    }
    let at = c.offset();
    let major = c.u8("bytecode version")?;
    let minor = c.u8("bytecode version")?;
    let tag = c.u16_le("bytecode version")?;
    let sv = SchemaVersion { major, minor };
    if !sv.is_supported() || sv < opts.min_version || sv > opts.max_version {
        return c.err_at(at, ErrorKind::UnsupportedVersion { major, minor, tag, range: version_range(opts) });
    }
    Ok(Version { major, minor, tag })
}

/// The versions `opts` accepts (`crate::schema::range_text`).
fn version_range(opts: &ReadOptions) -> String {
    crate::schema::range_text(opts.min_version, opts.max_version)
}

/// An offset table as read: the offsets, the data they index and the data's
/// file offset.
struct OffsetTable<'a> {
    /// File offset of the table (of its count).
    at: usize,
    offsets: Vec<u64>,
    data: &'a [u8],
    data_base: usize,
}

/// Reads an offset table: `count`, padding, `count` offsets of `width` bytes,
/// then the data (the rest of the payload).
fn read_offset_table<'a>(
    c: &mut Cursor<'a>,
    width: u64,
    what: &'static str,
    frame: &mut SectionFrame,
) -> Result<OffsetTable<'a>> {
    let at = c.offset();
    let n = c.count(what)?;
    let rem = c.remaining() as u64;
    if n.saturating_mul(width) > rem {
        return c.err_at(at, ErrorKind::TooManyEntries { what, count: n, max: rem / width, bytes: rem });
    }
    frame.inner_padding.push(c.pad(width, "offset table padding")?.to_vec());
    let mut offsets = Vec::new();
    for _ in 0..n {
        offsets.push(if width == 4 { c.u32_le("offset table")? as u64 } else { c.u64_le("offset table")? });
    }
    let data_base = c.offset();
    let data = c.rest();
    Ok(OffsetTable { at, offsets, data, data_base })
}

/// Reads an offset table and splits its data into entries, which must follow
/// each other without gaps. Returns (entries with their file offsets).
fn offset_table<'a>(
    c: &mut Cursor<'a>,
    width: u64,
    what: &'static str,
    frame: &mut SectionFrame,
) -> Result<Vec<Cursor<'a>>> {
    let table = read_offset_table(c, width, what, frame)?;
    split_entries(&table.offsets, table.data, table.data_base, what, table.at)
}

fn split_entries<'a>(
    offs: &[u64],
    data: &'a [u8],
    base: usize,
    what: &'static str,
    at: usize,
) -> Result<Vec<Cursor<'a>>> {
    let total = data.len() as u64;
    let mut out = Vec::new();
    let mut prev = 0u64;
    for (i, &start) in offs.iter().enumerate() {
        let end = offs.get(i + 1).copied().unwrap_or(total);
        if start != prev || end < start || end > total {
            return Err(Error::new(at, ErrorKind::BadOffsetTable { what, index: i, start, prev, total }));
        }
        prev = end;
        out.push(Cursor::new(&data[start as usize..end as usize], base + start as usize));
    }
    if offs.is_empty() && total != 0 {
        return Err(Error::new(at, ErrorKind::BadOffsetTable { what, index: 0, start: total, prev: 0, total }));
    }
    Ok(out)
}

/// The string table. As in 13.1, the offsets are not checked here: string
/// `i` is the data from offset `i` to offset `i + 1` (the end of the data for
/// the last), both clamped to the data, so a bad offset gives a short or
/// empty string and whatever reads it reports the problem (an empty
/// attribute name, an unknown op name, ...). The table's layout (count,
/// padding, 32-bit offsets) is still checked.
fn parse_strings(mut c: Cursor, frame: &mut SectionFrame) -> Result<Vec<Vec<u8>>> {
    let table = read_offset_table(&mut c, 4, "strings", frame)?;
    let len = table.data.len();
    let bound = |offset: u64| usize::try_from(offset).map_or(len, |o| o.min(len));
    let strings = table.offsets.iter().enumerate().map(|(i, &start)| {
        let end = table.offsets.get(i + 1).copied().unwrap_or(len as u64);
        // 32-bit offsets: an end before the start wraps to a long length,
        // which the clamp to the data then cuts.
        let length = (end as u32).wrapping_sub(start as u32) as u64;
        let from = bound(start);
        let to = bound(start.saturating_add(length)).max(from);
        table.data[from..to].to_vec()
    });
    Ok(strings.collect())
}

fn parse_types(mut c: Cursor, v: SchemaVersion, _nstr: usize, frame: &mut SectionFrame) -> Result<Vec<Type>> {
    let entries = offset_table(&mut c, 4, "types", frame)?;
    let mut types = Vec::new();
    let mut offsets = Vec::new();
    for (i, mut e) in entries.into_iter().enumerate() {
        offsets.push(e.offset());
        let t = read_type(&mut e, v)?;
        if !e.is_empty() {
            return e.err(ErrorKind::TrailingBytes { what: "type entry", index: i, extra: e.remaining() });
        }
        types.push(t);
    }
    // Reference validation.
    let n = types.len() as u64;
    for (i, t) in types.iter().enumerate() {
        let at = offsets.get(i).copied().unwrap_or(0);
        let get = |idx: u64| -> Result<&Type> {
            types.get(idx as usize).filter(|_| idx < n).ok_or(Error::new(at, ErrorKind::TypeIndexOutOfBounds(idx)))
        };
        match t {
            Type::Ptr { pointee, .. } => {
                get(*pointee)?;
            }
            Type::GatherScatterView { tensor_view, .. } | Type::StridedView { tensor_view, .. } => {
                let tv = get(*tensor_view)?;
                if !matches!(tv, Type::TensorView { .. }) {
                    return Err(Error::new(at, ErrorKind::BadPartitionViewTensorView));
                }
            }
            Type::Tile { elem, .. } => {
                let et = get(*elem)?;
                if !(et.is_scalar() || matches!(et, Type::Ptr { .. })) {
                    return Err(Error::new(at, ErrorKind::BadTileElementType(et.kind_name().into()))
                        .wrap("failed to get element type"));
                }
            }
            Type::TensorView { elem, .. } => {
                let et = get(*elem)?;
                if !et.is_scalar() {
                    return Err(Error::new(at, ErrorKind::BadTensorViewElementType(et.kind_name().into())));
                }
            }
            Type::PartitionView { tile_shape, tensor_view, dim_map, .. } => {
                if !matches!(get(*tensor_view)?, Type::TensorView { .. }) {
                    return Err(Error::new(at, ErrorKind::BadPartitionViewTensorView));
                }
                if let Some(&bad) = tile_shape.iter().find(|&&x| x == i32::MAX || x == i32::MIN) {
                    return Err(Error::new(at, ErrorKind::UnsupportedTileShapeValue(bad as i64)));
                }
                if let Some(&bad) = dim_map.iter().find(|&&x| x == i32::MAX || x == i32::MIN) {
                    return Err(Error::new(at, ErrorKind::UnsupportedArrayValue(bad as i64)));
                }
            }
            Type::Function { inputs, results } => {
                for &x in inputs.iter().chain(results) {
                    get(x)?;
                }
            }
            _ => {}
        }
    }
    Ok(types)
}

fn read_type(c: &mut Cursor, v: SchemaVersion) -> Result<Type> {
    let at = c.offset();
    let tag = c.varint("type tag")?;
    let t = match tag {
        0 => Type::I1,
        1 => Type::I8,
        2 => Type::I16,
        3 => Type::I32,
        4 => Type::I64,
        5 => Type::F16,
        6 => Type::BF16,
        7 => Type::F32,
        8 => Type::TF32,
        9 => Type::F64,
        10 => Type::F8E4M3FN,
        11 => Type::F8E5M2,
        12 => {
            let flags = read_type_flags(c, v >= V13_4, at, "PointerType")?;
            let pointee = c.varint("pointer type")?;
            let ptr_attr = read_ptr_attr(c, v, flags)?;
            Type::Ptr { pointee, ptr_attr }
        }
        13 => Type::Tile { elem: c.varint("tile element type")?, shape: c.i64_array("tile shape")? },
        14 => {
            let flags = read_type_flags(c, v >= V13_4, at, "TensorViewType")?;
            let elem = c.varint("tensor_view element type")?;
            let shape = c.i64_array("tensor_view shape")?;
            let strides = c.i64_array("tensor_view strides")?;
            let ptr_attr = read_ptr_attr(c, v, flags)?;
            Type::TensorView { elem, shape, strides, ptr_attr }
        }
        15 => {
            let unified = v >= V13_3;
            let flags = read_type_flags(c, unified, at, "PartitionViewType")?;
            let tile_shape = c.i32_array("tile partition view tile shape")?;
            let tensor_view = c.varint("tensor_view type for tile partition view")?;
            let dim_map = c.i32_array("tile partition view dimension map")?;
            let has = if unified {
                flags & 1 == 1
            } else {
                let hat = c.offset();
                match c.u8("partition view padding flag")? {
                    0 => false,
                    1 => true,
                    b => return c.err_at(hat, ErrorKind::InvalidBool(b)),
                }
            };
            let padding = read_padding(c, has)?;
            Type::PartitionView { tile_shape, tensor_view, dim_map, padding }
        }
        16 => {
            let n = c.count_fitting(1, "number of parameters")?;
            let inputs = (0..n).map(|_| c.varint("parameter type")).collect::<Result<Vec<_>>>()?;
            let m = c.count_fitting(1, "number of results")?;
            let results = (0..m).map(|_| c.varint("result type")).collect::<Result<Vec<_>>>()?;
            Type::Function { inputs, results }
        }
        17 => Type::Token,
        18 => Type::F8E8M0FNU,
        19 => Type::F4E2M1FN,
        20 if v >= V13_3 => {
            let flags = read_type_flags(c, true, at, "GatherScatterViewType")?;
            let tile_shape = c.i32_array("gather/scatter view tile shape")?;
            let tensor_view = c.varint("tensor_view type for gather/scatter view")?;
            let sat = c.offset();
            let sparse_dim = c.varint("sparse_dim")?;
            let Ok(sparse_dim) = u32::try_from(sparse_dim) else {
                return c.err_at(sat, ErrorKind::ValueDoesNotFit { value: sparse_dim, width: 32 });
            };
            let padding = read_padding(c, flags & 1 == 1)?;
            Type::GatherScatterView { tile_shape, tensor_view, sparse_dim, padding }
        }
        21 if v >= V13_3 => {
            let flags = read_type_flags(c, true, at, "StridedViewType")?;
            let tile_shape = c.i32_array("strided view tile shape")?;
            let traversal_strides = c.i32_array("strided view traversal strides")?;
            let tensor_view = c.varint("tensor_view type for strided view")?;
            let dim_map = c.i32_array("strided view dimension map")?;
            let padding = read_padding(c, flags & 1 == 1)?;
            Type::StridedView { tile_shape, traversal_strides, tensor_view, dim_map, padding }
        }
        20 | 21 => {
            let ty = if tag == 20 { "GatherScatterViewType" } else { "StridedViewType" };
            return c.err_at(at, ErrorKind::TypeTooNew { ty: ty.into(), since: V13_3, version: v });
        }
        22 => Type::I4,
        130 => Type::F8E5M3FNU,
        t => return c.err_at(at, ErrorKind::UnknownTypeTag(t)),
    };
    if t.since() > v {
        return c.err_at(at, ErrorKind::TypeTooNew { ty: t.tag_name().into(), since: t.since(), version: v });
    }
    Ok(t)
}

/// The unified optional-parameter bitfield of a type (13.3+ for partition views,
/// 13.4+ for pointers and tensor views): one bit per optional parameter.
fn read_type_flags(c: &mut Cursor, present: bool, at: usize, ty: &'static str) -> Result<u64> {
    if !present {
        return Ok(0);
    }
    let flags = c.varint("optional parameter flags")?;
    if flags > 1 {
        return c.err_at(at, ErrorKind::InvalidAttrFlags { attr: ty, flags: flags.min(255) as u8 });
    }
    Ok(flags)
}

fn read_ptr_attr(c: &mut Cursor, v: SchemaVersion, flags: u64) -> Result<Option<u64>> {
    if v < V13_4 || flags & 1 == 0 {
        return Ok(None);
    }
    let at = c.offset();
    let p = c.varint("ptr_attr value")?;
    // none 0 (13.4); unicast 1 and multicast 2 (13.5), as NVIDIA's 13.5 reader.
    let since = match p {
        0 => V13_4,
        1 | 2 => V13_5,
        _ => return c.err_at(at, ErrorKind::InvalidEnumValue(p)),
    };
    if since > v {
        let value = ["none", "unicast", "multicast"][p as usize];
        return c.err_at(at, ErrorKind::EnumValueTooNew { value, since, version: v });
    }
    Ok(Some(p))
}

fn read_padding(c: &mut Cursor, has: bool) -> Result<Option<u64>> {
    if !has {
        return Ok(None);
    }
    let pat = c.offset();
    let p = c.varint("padding value")?;
    if p > 4 {
        return c.err_at(pat, ErrorKind::InvalidEnumValue(p));
    }
    Ok(Some(p))
}

fn parse_constants(mut c: Cursor, frame: &mut SectionFrame) -> Result<Vec<Vec<u8>>> {
    let at = c.offset();
    let n = c.count("constants")?;
    let rem = c.remaining() as u64;
    if n.saturating_mul(8) > rem {
        return c.err_at(at, ErrorKind::InsufficientConstantIndices);
    }
    frame.inner_padding.push(c.pad(8, "constant offsets padding")?.to_vec());
    let mut offs = Vec::new();
    for _ in 0..n {
        offs.push(c.u64_le("constant offsets")?);
    }
    let base = c.offset();
    let data = c.rest();
    let total = data.len() as u64;
    let mut out = Vec::new();
    let mut prev = 0u64;
    for (i, &start) in offs.iter().enumerate() {
        let end = offs.get(i + 1).copied().unwrap_or(total);
        if end < start {
            return Err(Error::new(at, ErrorKind::BadConstantIndices { end, start, index: i }));
        }
        if end > total {
            return Err(Error::new(at, ErrorKind::ConstantPastEnd { index: i, size: end - start, start, total }));
        }
        if start != prev {
            return Err(Error::new(at, ErrorKind::BadOffsetTable { what: "constants", index: i, start, prev, total }));
        }
        prev = end;
        let mut e = Cursor::new(&data[start as usize..end as usize], base + start as usize);
        let size = e.varint("the size of the data buffer")?;
        let raw = e.bytes(usize::try_from(size).unwrap_or(usize::MAX), "the raw byte data")?;
        if !e.is_empty() {
            return e.err(ErrorKind::TrailingBytes { what: "constant", index: i, extra: e.remaining() });
        }
        out.push(raw.to_vec());
    }
    if offs.is_empty() && total != 0 {
        return Err(Error::new(
            at,
            ErrorKind::BadOffsetTable { what: "constants", index: 0, start: total, prev: 0, total },
        ));
    }
    Ok(out)
}

/// Shared decoding context.
pub(crate) struct Ctx<'m> {
    pub v: SchemaVersion,
    pub strings: &'m [Vec<u8>],
    pub types: &'m [Type],
    pub nconst: u64,
}

impl Ctx<'_> {
    fn string_idx(&self, c: &mut Cursor) -> Result<u64> {
        let at = c.offset();
        let i = c.varint("string index")?;
        if i >= self.strings.len() as u64 {
            return c.err_at(at, ErrorKind::StringIndexOutOfBounds(i));
        }
        Ok(i)
    }
    fn type_idx(&self, c: &mut Cursor) -> Result<u64> {
        let at = c.offset();
        let i = c.varint("type index")?;
        if i >= self.types.len() as u64 {
            return c.err_at(at, ErrorKind::TypeIndexOutOfBounds(i));
        }
        Ok(i)
    }
    fn const_idx(&self, c: &mut Cursor) -> Result<u64> {
        let at = c.offset();
        let i = c.varint("constant index")?;
        if i >= self.nconst {
            return c.err_at(at, ErrorKind::ConstantIndexOutOfBounds(i));
        }
        Ok(i)
    }
    fn ty(&self, i: u64) -> Option<&Type> {
        self.types.get(usize::try_from(i).ok()?)
    }
}

fn parse_globals(mut c: Cursor, ctx: &Ctx, frame: &mut SectionFrame) -> Result<Vec<Global>> {
    let at = c.offset();
    let n = c.count("number of globals")?;
    let rem = c.remaining() as u64;
    if n.saturating_mul(4) > rem {
        return c.err_at(at, ErrorKind::TooManyEntries { what: "globals", count: n, max: rem / 4, bytes: rem });
    }
    let mut out = Vec::new();
    for _ in 0..n {
        let name = ctx.string_idx(&mut c)?;
        let ty = ctx.type_idx(&mut c)?;
        let cat = c.offset();
        let constant = c.varint("global value constant index")?;
        if constant >= ctx.nconst {
            return c.err_at(cat, ErrorKind::GlobalConstantOutOfBounds);
        }
        let alignment = c.varint("global alignment")?;
        let v13_3 = if ctx.v >= V13_3 {
            let vat = c.offset();
            let vis = c.varint("global symbol visibility")?;
            if vis > 1 {
                return c.err_at(vat, ErrorKind::InvalidEnumValue(vis));
            }
            let fat = c.offset();
            let constant = c.varint("global constant flag")?;
            if constant > 1 {
                return c.err_at(fat, ErrorKind::InvalidEnumValue(constant));
            }
            Some((vis, constant))
        } else {
            None
        };
        out.push(Global { name, ty, constant, alignment, v13_3 });
    }
    set_trailing(frame, c.pos(), c.rest());
    Ok(out)
}

fn parse_debug(mut c: Cursor, ctx: &Ctx, frame: &mut SectionFrame) -> Result<DebugInfo> {
    // slots
    let at = c.offset();
    let nslots = c.count("total number of operations with debug info")?;
    let rem = c.remaining() as u64;
    if nslots.saturating_mul(4) > rem {
        return c.err_at(
            at,
            ErrorKind::TooManyEntries { what: "debug info slots", count: nslots, max: rem / 4, bytes: rem },
        );
    }
    frame.inner_padding.push(c.pad(4, "padding for debug info index offset pointer")?.to_vec());
    let mut slot_offs = Vec::new();
    for _ in 0..nslots {
        slot_offs.push(c.u32_le("debug info index offset pointer")? as u64);
    }
    let iat = c.offset();
    let nidx = c.count("total number of debug info indices")?;
    let rem = c.remaining() as u64;
    if nidx.saturating_mul(8) > rem {
        return c.err_at(
            iat,
            ErrorKind::TooManyEntries { what: "debug info indices", count: nidx, max: rem / 8, bytes: rem },
        );
    }
    frame.inner_padding.push(c.pad(8, "padding for debug info indices pointer")?.to_vec());
    let mut indices = Vec::new();
    for _ in 0..nidx {
        indices.push((c.offset(), c.u64_le("debug info indices")?));
    }
    // attrs
    let aat = c.offset();
    let nattr = c.count("total number of debug info attributes")?;
    let rem = c.remaining() as u64;
    if nattr.saturating_mul(4) > rem {
        return c.err_at(
            aat,
            ErrorKind::TooManyEntries { what: "debug info attributes", count: nattr, max: rem / 4, bytes: rem },
        );
    }
    frame.inner_padding.push(c.pad(4, "padding for debug info offset pointer")?.to_vec());
    let mut attr_offs = Vec::new();
    for _ in 0..nattr {
        attr_offs.push(c.u32_le("debug info offset pointer")? as u64);
    }
    let base = c.offset();
    let data = c.rest();
    let entries = split_entries(&attr_offs, data, base, "debug info attributes", aat)?;
    let mut attrs = Vec::new();
    for (i, mut e) in entries.into_iter().enumerate() {
        let a = read_debug_attr(&mut e, ctx, nattr)?;
        if !e.is_empty() {
            return e.err(ErrorKind::TrailingBytes { what: "debug attribute", index: i, extra: e.remaining() });
        }
        attrs.push(a);
    }
    // slot lists
    let mut slots = Vec::new();
    let mut prev = 0u64;
    for (i, &start) in slot_offs.iter().enumerate() {
        let end = slot_offs.get(i + 1).copied().unwrap_or(nidx);
        if start != prev || end < start || end > nidx {
            return Err(Error::new(
                at,
                ErrorKind::BadOffsetTable { what: "debug info slots", index: i, start, prev, total: nidx },
            ));
        }
        prev = end;
        let mut list = Vec::new();
        for &(off, d) in &indices[start as usize..end as usize] {
            if d > nattr {
                return Err(Error::new(off, ErrorKind::DebugIndexOutOfBounds(d)));
            }
            list.push(d);
        }
        slots.push(list);
    }
    if prev != nidx {
        return Err(Error::new(
            at,
            ErrorKind::BadOffsetTable { what: "debug info slots", index: slots.len(), start: nidx, prev, total: nidx },
        ));
    }
    Ok(DebugInfo { slots, attrs })
}

fn read_debug_attr(c: &mut Cursor, ctx: &Ctx, nattr: u64) -> Result<DebugAttr> {
    let di = |c: &mut Cursor, what: &'static str| -> Result<u64> {
        let at = c.offset();
        let d = c.varint(what)?;
        if d > nattr {
            return c.err_at(at, ErrorKind::DebugIndexOutOfBounds(d));
        }
        Ok(d)
    };
    let tag = c.varint("debug attribute tag")?;
    Ok(match tag {
        0 => DebugAttr::Unknown,
        1 => DebugAttr::CompileUnit { file: di(c, "file attribute when parsing DICompileUnitAttr")? },
        2 => DebugAttr::File { name: ctx.string_idx(c)?, directory: ctx.string_idx(c)? },
        3 => DebugAttr::LexicalBlock {
            scope: di(c, "scope attribute when parsing DILexicalBlockAttr")?,
            file: di(c, "file attribute when parsing DILexicalBlockAttr")?,
            line: c.varint("line number when parsing DILexicalBlockAttr")?,
            column: c.varint("column number when parsing DILexicalBlockAttr")?,
        },
        4 => DebugAttr::Loc {
            scope: di(c, "scope attribute when parsing DILocAttr")?,
            filename: ctx.string_idx(c)?,
            line: c.varint("line number when parsing FileLineColLoc")?,
            column: c.varint("column number when parsing FileLineColLoc")?,
        },
        5 => DebugAttr::Subprogram {
            file: di(c, "file attribute when parsing DISubprogramAttr")?,
            line: c.varint("line number when parsing DISubprogramAttr")?,
            name: ctx.string_idx(c)?,
            linkage_name: ctx.string_idx(c)?,
            compile_unit: di(c, "compile unit attribute when parsing DISubprogramAttr")?,
            scope_line: c.varint("scope line number when parsing DISubprogramAttr")?,
            flags: if ctx.v >= V13_5 { Some(c.varint("flags when parsing DISubprogramAttr")?) } else { None },
        },
        6 => DebugAttr::CallSite {
            callee: di(c, "callee attribute when parsing CallSiteLoc")?,
            caller: di(c, "caller attribute when parsing CallSiteLoc")?,
        },
        tag => DebugAttr::Other { tag, payload: c.rest().to_vec() },
    })
}

fn parse_functions(mut c: Cursor, ctx: &Ctx, nslots: u64, frame: &mut SectionFrame) -> Result<Vec<Function>> {
    let at = c.offset();
    let n = c.count("number of functions")?;
    let size = c.remaining() as u64;
    if n > size {
        return c.err_at(at, ErrorKind::TooManyFunctions { count: n, size });
    }
    let mut out = Vec::new();
    for _ in 0..n {
        let nat = c.offset();
        let name = c.varint("function name")?;
        let Some(name_s) = ctx.strings.get(name as usize).filter(|_| name < ctx.strings.len() as u64) else {
            return c.err_at(nat, ErrorKind::BadFunctionName(name));
        };
        let fname = String::from_utf8_lossy(name_s).into_owned();
        let sat = c.offset();
        let signature = c.varint("function signature")?;
        let inputs = match ctx.ty(signature) {
            None => return c.err_at(sat, ErrorKind::SignatureOutOfBounds { index: signature, func: fname }),
            Some(Type::Function { inputs, .. }) => inputs.len() as u64,
            Some(t) => {
                return c.err_at(
                    sat,
                    ErrorKind::SignatureNotFunction { index: signature, func: fname, ty: t.kind_name().into() },
                )
            }
        };
        let flags = c.u8("function flags")?;
        let lat = c.offset();
        let loc = c
            .varint("function location")
            .map_err(|e| e.wrap(format!("failed to read function location for '{fname}'")))?;
        if loc > nslots {
            return c.err_at(lat, ErrorKind::DebugIndexOutOfBounds(loc));
        }
        if flags & func_flags::KERNEL == 0 {
            return c.err_at(nat, ErrorKind::NonEntryFunction(fname));
        }
        let has_hints = if ctx.v >= V13_5 { true } else { flags & func_flags::HAS_HINTS != 0 };
        let hints = if has_hints {
            Some(
                read_tagged(&mut c, ctx, 0)
                    .map_err(|e| e.wrap(format!("invalid optimization hints attribute for function '{fname}'")))?,
            )
        } else {
            None
        };
        let arg_attrs = if ctx.v >= V13_5 {
            let aat = c.offset();
            let a = read_tagged(&mut c, ctx, 0)
                .map_err(|e| e.wrap(format!("invalid argument attributes for function '{fname}'")))?;
            if !matches!(a, Attr::Array(_)) {
                return c.err_at(aat, ErrorKind::NotArrayAttr);
            }
            Some(a)
        } else {
            None
        };
        let bat = c.offset();
        let len = c.varint("function body length")?;
        let remaining = c.remaining() as u64;
        if len > remaining {
            return c.err_at(bat, ErrorKind::BodyPastEnd { len, remaining });
        }
        let mut body_c = c.sub(len as usize, "function body")?;
        let mut nvalues = inputs;
        let mut body = Vec::new();
        while !body_c.is_empty() {
            let op = read_op(&mut body_c, ctx, &mut nvalues, 0)
                .map_err(|e| e.wrap(format!("failed to parse function body for function '{fname}'")))?;
            body.push(op);
        }
        out.push(Function { name, signature, flags, loc, hints, arg_attrs, body });
    }
    set_trailing(frame, c.pos(), c.rest());
    Ok(out)
}

/// Records unparsed payload bytes; OSS-writer-style end padding (0xCB up to a multiple
/// of 8) is recognised as such so that it is recomputed for modified models.
fn set_trailing(frame: &mut SectionFrame, used: usize, rest: &[u8]) {
    let total = used + rest.len();
    if !rest.is_empty()
        && rest.len() < 8
        && total % 8 == 0
        && rest.iter().all(|&b| b == crate::encoding::ALIGNMENT_BYTE)
    {
        frame.end_padding = Some(8);
        frame.trailing.clear();
    } else {
        frame.trailing = rest.to_vec();
    }
}

fn read_bool(c: &mut Cursor, what: &'static str) -> Result<bool> {
    let at = c.offset();
    match c.u8(what)? {
        0 => Ok(false),
        1 => Ok(true),
        b => c.err_at(at, ErrorKind::InvalidBool(b)),
    }
}

/// APInt (§4.2): width ≤ 8 → one raw byte; ≤ 64 → signed varint.
fn read_apint(c: &mut Cursor, width: u32) -> Result<i64> {
    let at = c.offset();
    if width <= 8 {
        let b = c.u8("APInt byte")?;
        if width < 8 && (b as u32) >> width != 0 {
            return c.err_at(at, ErrorKind::ValueDoesNotFit { value: b as u64, width });
        }
        return Ok(b as i64);
    }
    if width > 64 {
        return c.err_at(at, ErrorKind::UnsupportedIntWidth(width));
    }
    let v = c.svarint("APInt value")?;
    if width < 64 {
        let hi = v >> (width - 1);
        // Accept both sign- and zero-extended forms of a `width`-bit value.
        if !(hi == 0 || hi == -1 || (v >> width) == 0) {
            return c.err_at(at, ErrorKind::ValueDoesNotFit { value: v as u64, width });
        }
    }
    Ok(v)
}

/// The value of a self-contained `IntegerAttr` (tag 1): a raw byte up to 8
/// bits, otherwise a plain (not zig-zag) varint of the zero-extended bits
/// (notes A §4.10; NVIDIA's tools write `num_cta_in_cga = 2` as `02`).
/// Wider-than-8-bit values come back sign-extended from their width.
fn read_int_attr_value(c: &mut Cursor, width: u32) -> Result<i64> {
    if width <= 8 {
        return read_apint(c, width);
    }
    if width > 64 {
        let at = c.offset();
        return c.err_at(at, ErrorKind::UnsupportedIntWidth(width));
    }
    let at = c.offset();
    let bits = c.varint("IntegerAttr value")?;
    if width < 64 && bits >> width != 0 {
        return c.err_at(at, ErrorKind::ValueDoesNotFit { value: bits, width });
    }
    let shift = 64 - width;
    Ok(((bits << shift) as i64) >> shift)
}

fn read_dict(c: &mut Cursor, ctx: &Ctx, depth: usize) -> Result<Vec<(u64, Attr)>> {
    let n = c.count_fitting(2, "size for DictionaryAttr")?;
    let mut out: Vec<(u64, Attr)> = Vec::new();
    for i in 0..n {
        let kat = c.offset();
        let k = ctx.string_idx(c)?;
        let key = ctx.strings.get(k as usize).map(|s| s.as_slice()).unwrap_or(&[]);
        if key.is_empty() {
            return c.err_at(kat, ErrorKind::EmptyDictKey(i));
        }
        if out.iter().any(|(k2, _)| ctx.strings.get(*k2 as usize).map(|s| s.as_slice()) == Some(key)) {
            return c.err_at(kat, ErrorKind::DuplicateDictKey(String::from_utf8_lossy(key).into_owned()));
        }
        let v = read_tagged(c, ctx, depth + 1)?;
        out.push((k, v));
    }
    Ok(out)
}

fn read_flags_byte(c: &mut Cursor, attr: &'static str) -> Result<u8> {
    let at = c.offset();
    let f = c.u8("flags byte")?;
    if f & !3 != 0 {
        return c.err_at(at, ErrorKind::InvalidAttrFlags { attr, flags: f });
    }
    Ok(f)
}

/// Self-contained attribute: tag + payload.
pub(crate) fn read_tagged(c: &mut Cursor, ctx: &Ctx, depth: usize) -> Result<Attr> {
    if depth > MAX_DEPTH {
        return c.err(ErrorKind::TooDeep(MAX_DEPTH));
    }
    let at = c.offset();
    let tag = c.varint("AttributeTag for self-contained attribute")?;
    Ok(match tag {
        1 => {
            let ty = ctx.type_idx(c)?;
            let Some(w) = ctx.ty(ty).and_then(Type::int_width) else {
                return c.err_at(at, ErrorKind::NotIntegerType);
            };
            Attr::Integer { ty, value: read_int_attr_value(c, w)? }
        }
        2 => {
            let ty = ctx.type_idx(c)?;
            let Some(w) = ctx.ty(ty).and_then(Type::float_width) else {
                return c.err_at(at, ErrorKind::NotFloatType);
            };
            Attr::Float { ty, bits: read_apint(c, w)? }
        }
        3 => Attr::Bool(read_bool(c, "BoolAttr")?),
        4 => Attr::Type(ctx.type_idx(c)?),
        5 => Attr::String(ctx.string_idx(c)?),
        6 => {
            let n = c.count_fitting(1, "size for ArrayAttr.")?;
            let mut v = Vec::new();
            for _ in 0..n {
                v.push(read_tagged(c, ctx, depth + 1)?);
            }
            Attr::Array(v)
        }
        7 => {
            let ty = ctx.type_idx(c)?;
            if !matches!(ctx.ty(ty), Some(Type::Tile { .. })) {
                return c.err_at(at, ErrorKind::NotTileType);
            }
            Attr::DenseElements { ty, constant: ctx.const_idx(c)? }
        }
        8 => {
            let divisor = c.varint("divisor for DivByAttr")?;
            let f = read_flags_byte(c, "DivByAttr")?;
            let every = if f & 1 != 0 { Some(c.svarint("value for 'every' in DivByAttr")?) } else { None };
            let along = if f & 2 != 0 { Some(c.svarint("value for 'along' in DivByAttr")?) } else { None };
            Attr::DivBy { divisor, every, along }
        }
        9 => Attr::SameElements(read_i64_array_checked(c)?),
        10 => Attr::Dictionary(read_dict(c, ctx, depth)?),
        11 => Attr::OptimizationHints(read_dict(c, ctx, depth)?),
        12 => {
            let f = read_flags_byte(c, "BoundedAttr")?;
            let lb = if f & 1 != 0 { Some(c.svarint("lower bound for BoundedAttr")?) } else { None };
            let ub = if f & 2 != 0 { Some(c.svarint("upper bound for BoundedAttr")?) } else { None };
            Attr::Bounded { lb, ub }
        }
        t => return c.err_at(at, ErrorKind::UnsupportedAttrTag(t)),
    })
}

fn read_i64_array_checked(c: &mut Cursor) -> Result<Vec<i64>> {
    let at = c.offset();
    let v = c.i64_array("DenseI64ArrayAttr values.")?;
    if let Some(&bad) = v.iter().find(|&&x| x == i64::MAX || x == i64::MIN) {
        return c.err_at(at, ErrorKind::UnsupportedArrayValue(bad));
    }
    Ok(v)
}

/// Inline (op) attribute of a statically known kind.
fn read_inline(c: &mut Cursor, ctx: &Ctx, kind: AttrKind, depth: usize) -> Result<Attr> {
    let at = c.offset();
    Ok(match kind {
        AttrKind::Enum(k) => {
            let v = c.varint("VarInt for enum attribute.")?;
            match k.case_since(v) {
                None => return c.err_at(at, ErrorKind::InvalidEnumValue(v)),
                Some(since) if since > ctx.v => {
                    return c.err_at(
                        at,
                        ErrorKind::EnumValueTooNew {
                            value: k.cases().get(v as usize).copied().unwrap_or("?"),
                            since,
                            version: ctx.v,
                        },
                    )
                }
                Some(_) => {}
            }
            Attr::Enum(v)
        }
        AttrKind::Unit => Attr::Unit,
        AttrKind::Bool => Attr::Bool(read_bool(c, "inline bool (i1)")?),
        AttrKind::Int(w) => {
            let v = c.varint("VarInt for inline integer")?;
            if w < 64 && v >> w != 0 {
                return c.err_at(at, ErrorKind::ValueDoesNotFit { value: v, width: w });
            }
            Attr::Int(v)
        }
        AttrKind::Type => Attr::Type(ctx.type_idx(c)?),
        AttrKind::Str => Attr::String(ctx.string_idx(c)?),
        AttrKind::DenseI32Array => {
            let v = c.i32_array("DenseI32ArrayAttr values.")?;
            if let Some(&bad) = v.iter().find(|&&x| x == i32::MAX || x == i32::MIN) {
                return c.err_at(at, ErrorKind::UnsupportedArrayValue(bad as i64));
            }
            Attr::DenseI32Array(v)
        }
        AttrKind::DenseI64Array => Attr::DenseI64Array(read_i64_array_checked(c)?),
        AttrKind::DenseBoolArray => {
            let n = c.count_fitting(1, "DenseBoolArrayAttr size")?;
            let mut v = Vec::new();
            for _ in 0..n {
                v.push(read_bool(c, "DenseBoolArrayAttr value")?);
            }
            Attr::DenseBoolArray(v)
        }
        AttrKind::DenseElements => Attr::ConstantRef(ctx.const_idx(c)?),
        AttrKind::Array => {
            let n = c.count_fitting(1, "size for ArrayAttr.")?;
            let mut v = Vec::new();
            for _ in 0..n {
                v.push(read_tagged(c, ctx, depth + 1)?);
            }
            Attr::Array(v)
        }
        AttrKind::OptimizationHints => Attr::OptimizationHints(read_dict(c, ctx, depth)?),
        AttrKind::SelfContained => read_tagged(c, ctx, depth + 1)?,
    })
}

fn read_value(c: &mut Cursor, nvalues: u64, k: usize) -> Result<u64> {
    let at = c.offset();
    let i = c.varint("operand index")?;
    if i >= nvalues {
        return c.err_at(at, ErrorKind::OperandOutOfBounds { index: i, size: nvalues, operand: k });
    }
    Ok(i)
}

/// One op record (§4.9). `nvalues` is the number of values in scope; the op's results
/// are added to it.
pub(crate) fn read_op(c: &mut Cursor, ctx: &Ctx, nvalues: &mut u64, depth: usize) -> Result<Op> {
    if depth > MAX_DEPTH {
        return c.err(ErrorKind::TooDeep(MAX_DEPTH));
    }
    let v = ctx.v;
    let at = c.offset();
    let opcode = c.varint("operation opcode.")?;
    let Some(s) = schema::lookup(v, opcode) else {
        if let Some(newer) = schema::lookup_any(opcode) {
            return c.err_at(
                at,
                ErrorKind::OpTooNew { opcode, op: newer.name_for(newer.since), since: newer.since, version: v },
            );
        }
        return c.err_at(at, ErrorKind::UnknownOpcode(opcode));
    };
    // results
    let nres = if s.counted_results(v) { c.count_fitting(1, "number of result types")? } else { s.fixed_results(v) };
    let mut result_types = Vec::new();
    for _ in 0..nres {
        result_types.push(ctx.type_idx(c)?);
    }
    // flags
    let order = s.flag_order(v);
    let nbits = order.len() as u32;
    let flags = if nbits > 0 { c.varint("flags field")? } else { 0 };
    let known_mask = if nbits >= 64 { u64::MAX } else { (1u64 << nbits) - 1 };
    let extra_flags = flags & !known_mask;
    let bit_of = |slot: FlagSlot| order.iter().position(|&x| x == slot).map(|b| flags >> b & 1 == 1);
    // attributes
    let mut attrs = Vec::new();
    for (ai, a) in s.attrs_for(v).enumerate() {
        if a.optional {
            let present = bit_of(FlagSlot::Attr(ai)).unwrap_or(false);
            if !present {
                attrs.push(None);
            } else if a.kind == AttrKind::Unit {
                attrs.push(Some(Attr::Unit));
            } else {
                attrs.push(Some(
                    read_inline(c, ctx, a.kind, depth)
                        .map_err(|e| e.wrap(format!("failed to parse optional attribute '{}'", a.name)))?,
                ));
            }
        } else {
            attrs.push(Some(
                read_inline(c, ctx, a.kind, depth)
                    .map_err(|e| e.wrap(format!("failed to parse attribute '{}'", a.name)))?,
            ));
        }
    }
    // operands
    let mut operands: Vec<Vec<u64>> = Vec::new();
    let mut k = 0usize;
    if s.attr_sized_operands {
        for (oi, o) in s.operands_for(v).enumerate() {
            let mut g = Vec::new();
            match o.kind {
                OperandKind::Single => g.push(read_value(c, *nvalues, k)?),
                OperandKind::Optional => {
                    if bit_of(FlagSlot::Operand(oi)).unwrap_or(false) {
                        g.push(read_value(c, *nvalues, k)?);
                    }
                }
                OperandKind::Variadic => {
                    let n = c.count_fitting(1, "actual size for variadic ODS segment")?;
                    for _ in 0..n {
                        g.push(read_value(c, *nvalues, k)?);
                    }
                }
            }
            k += g.len();
            operands.push(g);
        }
    } else {
        let groups: Vec<_> = s.operands_for(v).collect();
        let singles = groups.iter().filter(|o| o.kind == OperandKind::Single).count();
        let total = if s.counted_operands(v) {
            let cat = c.offset();
            let n = c.count_fitting(1, "operand count")?;
            if n < singles {
                return c.err_at(cat, ErrorKind::TooFewOperands { op: s.name, count: n as u64, fixed: singles as u64 });
            }
            n
        } else {
            singles
        };
        let mut rest = total - singles;
        for o in &groups {
            let cnt = match o.kind {
                OperandKind::Single => 1,
                OperandKind::Optional => {
                    let x = rest.min(1);
                    rest -= x;
                    x
                }
                OperandKind::Variadic => std::mem::take(&mut rest),
            };
            let mut g = Vec::new();
            for _ in 0..cnt {
                g.push(read_value(c, *nvalues, k)?);
                k += 1;
            }
            operands.push(g);
        }
        if rest != 0 {
            return c.err_at(at, ErrorKind::TooFewOperands { op: s.name, count: total as u64, fixed: singles as u64 });
        }
    }
    // regions (nested blocks see the values in scope before this op; the op's own
    // results are numbered after its regions, as the corpus confirms)
    let mut regions = Vec::new();
    if s.regions > 0 {
        let rat = c.offset();
        let nreg = c.varint("number of regions to parse.")?;
        if nreg != s.regions as u64 {
            return c.err_at(
                rat,
                ErrorKind::RegionCount {
                    op: format!("'cuda_tile.{}'", s.name_for(v)),
                    expected: s.regions as usize,
                    got: nreg,
                },
            );
        }
        for ri in 0..nreg {
            let nblocks =
                c.count_fitting(1, "region block count").map_err(|e| e.wrap(format!("failed to parse region {ri}")))?;
            let mut blocks = Vec::new();
            for bi in 0..nblocks {
                let b = read_block(c, ctx, *nvalues, depth, !s.no_terminator).map_err(|e| {
                    e.wrap(format!("failed to parse block {bi} in region."))
                        .wrap(format!("failed to parse region {ri}"))
                })?;
                blocks.push(b);
            }
            regions.push(Region { blocks });
        }
    }
    *nvalues += nres as u64;
    Ok(Op { opcode, result_types, attrs, operands, regions, extra_flags })
}

fn read_block(c: &mut Cursor, ctx: &Ctx, outer: u64, depth: usize, need_term: bool) -> Result<Block> {
    let nargs = c.count_fitting(1, "block argument count.")?;
    let mut args = Vec::new();
    for _ in 0..nargs {
        args.push(ctx.type_idx(c)?);
    }
    let mut nvalues = outer + nargs as u64;
    let bat = c.offset();
    let nops = c.count_fitting(1, "block operation count.")?;
    let mut ops = Vec::new();
    for i in 0..nops {
        let op = read_op(c, ctx, &mut nvalues, depth + 1)
            .map_err(|e| e.wrap(format!("failed to parse operation {i} in block.")))?;
        ops.push(op);
    }
    if need_term {
        match ops.last() {
            None => return c.err_at(bat, ErrorKind::EmptyBlock),
            Some(last) => {
                let s = schema::lookup(ctx.v, last.opcode);
                if !s.map(|s| s.terminator).unwrap_or(false) {
                    let name = s.map(|s| s.name_for(ctx.v)).unwrap_or("?");
                    return c.err_at(c.offset(), ErrorKind::NotTerminator(format!("cuda_tile.{name}")));
                }
            }
        }
    }
    Ok(Block { args, ops })
}

/// Reads a `MAX_COUNT`-bounded varint; exposed for tests.
#[allow(dead_code)]
pub(crate) fn max_count() -> u64 {
    MAX_COUNT
}
