//! The structured, lossless model of a TileIR bytecode file.
//!
//! Indices stay indices: strings, types, constants and debug attributes are referenced
//! by their table index exactly as on the wire, so `write(parse(b)) == b` for files
//! written by the known producers (OSS writer, cutile-python). Layout details that the
//! reader does not interpret (section order, alignment, padding bytes, unused bytes at
//! the end of a section payload) are recorded in [`SectionFrame`]s.

use crate::schema::{self, OpSchema, SchemaVersion};

/// The 8-byte magic `\x7FTileIR\0`.
pub const MAGIC: [u8; 8] = [0x7F, b'T', b'i', b'l', b'e', b'I', b'R', 0x00];
/// Upstream MLIR bytecode magic (for the "looks like MLIR bytecode" hint).
pub const MLIR_MAGIC: [u8; 4] = [b'M', b'L', 0xEF, b'R'];

/// File version (`u8 major`, `u8 minor`, `u16 LE tag`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
    pub tag: u16,
}

impl Version {
    pub const V13_1: Version = Version { major: 13, minor: 1, tag: 0 };
    /// Bit 0 of the tag marks public-preview bytecode (cuTile 1.7 sets it when a
    /// kernel uses preview features; tileiras 13.5 then wants `--preview`).
    pub const PREVIEW_TAG_BIT: u16 = 1;

    pub fn new(v: SchemaVersion) -> Version {
        Version { major: v.major, minor: v.minor, tag: 0 }
    }
    pub fn schema(&self) -> SchemaVersion {
        SchemaVersion { major: self.major, minor: self.minor }
    }
    pub fn is_preview(&self) -> bool {
        self.tag & Self::PREVIEW_TAG_BIT != 0
    }
}

/// Section ids (§4.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SectionId {
    String = 1,
    Func = 2,
    Debug = 3,
    Constant = 4,
    Type = 5,
    Global = 6,
    /// HEAD (13.3+) producer section; kept as raw bytes.
    Producer = 7,
}

impl SectionId {
    pub fn from_u8(id: u8) -> Option<SectionId> {
        Some(match id {
            1 => SectionId::String,
            2 => SectionId::Func,
            3 => SectionId::Debug,
            4 => SectionId::Constant,
            5 => SectionId::Type,
            6 => SectionId::Global,
            7 => SectionId::Producer,
            _ => return None,
        })
    }
    /// Alignment the writers use for the payload (None: no alignment flag).
    pub fn default_alignment(self) -> Option<u64> {
        match self {
            SectionId::String | SectionId::Type => Some(4),
            SectionId::Func | SectionId::Debug | SectionId::Constant => Some(8),
            SectionId::Global | SectionId::Producer => None,
        }
    }
}

/// Physical framing of one section, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionFrame {
    pub id: SectionId,
    /// `Some(a)`: the alignment flag is set with alignment `a`.
    pub alignment: Option<u64>,
    /// Padding bytes after the alignment varint (reused if the length still fits).
    pub padding: Vec<u8>,
    /// Padding bytes inside the payload (offset-table alignment), in file order.
    pub inner_padding: Vec<Vec<u8>>,
    /// `Some(a)`: the payload ends with 0xCB padding up to a multiple of `a` bytes (the
    /// OSS writer pads the Func section payload to 8). Recomputed on write.
    pub end_padding: Option<u64>,
    /// Other payload bytes after the parsed content (ignored by the reader).
    pub trailing: Vec<u8>,
}

impl SectionFrame {
    pub fn new(id: SectionId) -> Self {
        SectionFrame {
            id,
            alignment: id.default_alignment(),
            padding: Vec::new(),
            inner_padding: Vec::new(),
            end_padding: None,
            trailing: Vec::new(),
        }
    }
}

/// Index into the type table.
pub type TypeId = u64;
/// Index into the string table.
pub type StrId = u64;

/// Decoded TypeTag entry (§4.5).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    BF16,
    F32,
    TF32,
    F64,
    F8E4M3FN,
    F8E5M2,
    /// `!cuda_tile.ptr<pointee>`; `ptr_attr` (13.4+, optional): a `#cuda_tile.ptr_attr` value.
    Ptr {
        pointee: TypeId,
        ptr_attr: Option<u64>,
    },
    /// `!cuda_tile.tile<shape x elem>`
    Tile {
        elem: TypeId,
        shape: Vec<i64>,
    },
    /// `!cuda_tile.tensor_view<...>`; dynamic dims/strides are `i64::MIN`.
    TensorView {
        elem: TypeId,
        shape: Vec<i64>,
        strides: Vec<i64>,
        /// 13.4+, optional.
        ptr_attr: Option<u64>,
    },
    /// `!cuda_tile.partition_view<...>`
    PartitionView {
        tile_shape: Vec<i32>,
        tensor_view: TypeId,
        dim_map: Vec<i32>,
        /// `PaddingValue` enum value, if present.
        padding: Option<u64>,
    },
    Function {
        inputs: Vec<TypeId>,
        results: Vec<TypeId>,
    },
    Token,
    /// 13.2+ (tag 18).
    F8E8M0FNU,
    /// 13.3+ (tag 19).
    F4E2M1FN,
    /// 13.3+ (tag 20): `!cuda_tile.gather_scatter_view<...>`.
    GatherScatterView {
        tile_shape: Vec<i32>,
        tensor_view: TypeId,
        sparse_dim: u32,
        padding: Option<u64>,
    },
    /// 13.3+ (tag 21): `!cuda_tile.strided_view<...>`.
    StridedView {
        tile_shape: Vec<i32>,
        traversal_strides: Vec<i32>,
        tensor_view: TypeId,
        dim_map: Vec<i32>,
        padding: Option<u64>,
    },
    /// 13.3+ (tag 22).
    I4,
    /// 13.4+ (tag 130).
    F8E5M3FNU,
}

impl Type {
    pub fn tag(&self) -> u64 {
        match self {
            Type::I1 => 0,
            Type::I8 => 1,
            Type::I16 => 2,
            Type::I32 => 3,
            Type::I64 => 4,
            Type::F16 => 5,
            Type::BF16 => 6,
            Type::F32 => 7,
            Type::TF32 => 8,
            Type::F64 => 9,
            Type::F8E4M3FN => 10,
            Type::F8E5M2 => 11,
            Type::Ptr { .. } => 12,
            Type::Tile { .. } => 13,
            Type::TensorView { .. } => 14,
            Type::PartitionView { .. } => 15,
            Type::Function { .. } => 16,
            Type::Token => 17,
            Type::F8E8M0FNU => 18,
            Type::F4E2M1FN => 19,
            Type::GatherScatterView { .. } => 20,
            Type::StridedView { .. } => 21,
            Type::I4 => 22,
            Type::F8E5M3FNU => 130,
        }
    }

    /// The bytecode version that introduced this type tag (and, for pointers and
    /// tensor views, the `ptr_attr` parameter when it is set).
    pub fn since(&self) -> SchemaVersion {
        match self {
            Type::F8E8M0FNU => schema::V13_2,
            Type::F4E2M1FN | Type::GatherScatterView { .. } | Type::StridedView { .. } | Type::I4 => schema::V13_3,
            Type::F8E5M3FNU => schema::V13_4,
            // `none` (0) is 13.4's; unicast and multicast 13.5's.
            Type::Ptr { ptr_attr: Some(0), .. } | Type::TensorView { ptr_attr: Some(0), .. } => schema::V13_4,
            Type::Ptr { ptr_attr: Some(_), .. } | Type::TensorView { ptr_attr: Some(_), .. } => schema::V13_5,
            _ => schema::V13_1,
        }
    }

    /// Bit width of an integer type.
    pub fn int_width(&self) -> Option<u32> {
        Some(match self {
            Type::I1 => 1,
            Type::I4 => 4,
            Type::I8 => 8,
            Type::I16 => 16,
            Type::I32 => 32,
            Type::I64 => 64,
            _ => return None,
        })
    }

    /// Bit width of `bitcastToAPInt()` of a float type.
    pub fn float_width(&self) -> Option<u32> {
        Some(match self {
            Type::F16 | Type::BF16 => 16,
            Type::F32 => 32,
            Type::TF32 => 19,
            Type::F64 => 64,
            Type::F8E4M3FN | Type::F8E5M2 | Type::F8E8M0FNU | Type::F8E5M3FNU => 8,
            Type::F4E2M1FN => 4,
            _ => return None,
        })
    }

    pub fn is_scalar(&self) -> bool {
        self.int_width().is_some() || self.float_width().is_some()
    }

    /// The name NVIDIA's reader gives the type tag in "requires bytecode
    /// version" errors (its TableGen names: `Float8E8M0FNU`, `Int4`).
    pub fn tag_name(&self) -> &'static str {
        match self {
            Type::F8E8M0FNU => "Float8E8M0FNU",
            Type::F4E2M1FN => "Float4E2M1FN",
            Type::I4 => "Int4",
            Type::F8E5M3FNU => "FloatNV8E5M3FNU",
            Type::GatherScatterView { .. } => "GatherScatterViewType",
            Type::StridedView { .. } => "StridedViewType",
            other => other.kind_name(),
        }
    }

    /// Short name for diagnostics (no index resolution).
    pub fn kind_name(&self) -> &'static str {
        match self {
            Type::I1 => "i1",
            Type::I8 => "i8",
            Type::I16 => "i16",
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::F16 => "f16",
            Type::BF16 => "bf16",
            Type::F32 => "f32",
            Type::TF32 => "tf32",
            Type::F64 => "f64",
            Type::F8E4M3FN => "f8E4M3FN",
            Type::F8E5M2 => "f8E5M2",
            Type::Ptr { .. } => "!cuda_tile.ptr",
            Type::Tile { .. } => "!cuda_tile.tile",
            Type::TensorView { .. } => "!cuda_tile.tensor_view",
            Type::PartitionView { .. } => "!cuda_tile.partition_view",
            Type::Function { .. } => "function",
            Type::Token => "!cuda_tile.token",
            Type::F8E8M0FNU => "f8E8M0FNU",
            Type::F4E2M1FN => "f4E2M1FN",
            Type::GatherScatterView { .. } => "!cuda_tile.gather_scatter_view",
            Type::StridedView { .. } => "!cuda_tile.strided_view",
            Type::I4 => "i4",
            Type::F8E5M3FNU => "fnv8E5M3FNU",
        }
    }
}

/// An attribute value. Self-contained attributes (§4.10 AttributeTag table) use the
/// variants `Integer`..`Bounded`; inline-only encodings use `Unit`, `Enum`, `Int`,
/// `DenseI32Array`, `DenseI64Array`, `ConstantRef`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    /// Tag 1: `IntegerAttr` of type `ty`; `value` is the raw byte for widths
    /// ≤ 8, else the integer's value sign-extended from its width (the wire
    /// holds a plain varint of its zero-extended bits).
    Integer {
        ty: TypeId,
        value: i64,
    },
    /// Tag 2: `FloatAttr`; `bits` as for `Integer` (APInt of the float's bit pattern).
    Float {
        ty: TypeId,
        bits: i64,
    },
    /// Tag 3 / inline `BoolAttr`.
    Bool(bool),
    /// Tag 4 / inline `TypeAttr`.
    Type(TypeId),
    /// Tag 5 / inline `StrAttr`, symbol name, `FlatSymbolRefAttr`.
    String(StrId),
    /// Tag 6 / inline `ArrayAttr` (elements are self-contained).
    Array(Vec<Attr>),
    /// Tag 7: self-contained `DenseElementsAttr` (type + constant index).
    DenseElements {
        ty: TypeId,
        constant: u64,
    },
    /// Tag 8: `#cuda_tile.div_by<divisor, every, along>`.
    DivBy {
        divisor: u64,
        every: Option<i64>,
        along: Option<i64>,
    },
    /// Tag 9: `SameElementsAttr`.
    SameElements(Vec<i64>),
    /// Tag 10: `DictionaryAttr` (key string index, self-contained value).
    Dictionary(Vec<(StrId, Attr)>),
    /// Tag 11 / inline `OptimizationHintsAttr`.
    OptimizationHints(Vec<(StrId, Attr)>),
    /// Tag 12: `#cuda_tile.bounded<lb, ub>`.
    Bounded {
        lb: Option<i64>,
        ub: Option<i64>,
    },
    /// Present optional `UnitAttr` (flags bit only).
    Unit,
    /// Inline cuda_tile enum value.
    Enum(u64),
    /// Inline `I<w>Attr` (zero-extended varint).
    Int(u64),
    DenseI32Array(Vec<i32>),
    DenseI64Array(Vec<i64>),
    /// Inline `DenseBoolArrayAttr` (13.4+ `inbounds`).
    DenseBoolArray(Vec<bool>),
    /// Inline `DenseIntOrFPElementsAttr`: constant-pool index (type from context).
    ConstantRef(u64),
}

impl Attr {
    /// The self-contained tag, if this variant has one.
    pub fn tag(&self) -> Option<u64> {
        Some(match self {
            Attr::Integer { .. } => 1,
            Attr::Float { .. } => 2,
            Attr::Bool(_) => 3,
            Attr::Type(_) => 4,
            Attr::String(_) => 5,
            Attr::Array(_) => 6,
            Attr::DenseElements { .. } => 7,
            Attr::DivBy { .. } => 8,
            Attr::SameElements(_) => 9,
            Attr::Dictionary(_) => 10,
            Attr::OptimizationHints(_) => 11,
            Attr::Bounded { .. } => 12,
            _ => return None,
        })
    }
}

/// One operation record (§4.9), decoded generically against [`crate::schema`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Op {
    pub opcode: u64,
    /// Result type indices.
    pub result_types: Vec<TypeId>,
    /// One entry per schema attribute (version-filtered, ODS order); `None` = absent
    /// optional attribute.
    pub attrs: Vec<Option<Attr>>,
    /// One entry per schema operand group (version-filtered, ODS order): value indices.
    pub operands: Vec<Vec<u64>>,
    pub regions: Vec<Region>,
    /// Flag bits beyond those the schema defines (kept for lossless re-encoding).
    pub extra_flags: u64,
}

impl Op {
    pub fn schema(&self, v: SchemaVersion) -> Option<&'static OpSchema> {
        schema::lookup(v, self.opcode)
    }
    /// Mnemonic (`"addi"`), or `"<unknown>"`.
    pub fn name(&self, v: SchemaVersion) -> &'static str {
        self.schema(v).map(|s| s.name_for(v)).unwrap_or("<unknown>")
    }
    /// Attribute by ODS name.
    pub fn attr(&self, v: SchemaVersion, name: &str) -> Option<&Attr> {
        let s = self.schema(v)?;
        let i = s.attrs_for(v).position(|a| a.name == name)?;
        self.attrs.get(i)?.as_ref()
    }
    /// All operand value indices, flattened in ODS order.
    pub fn all_operands(&self) -> impl Iterator<Item = u64> + '_ {
        self.operands.iter().flatten().copied()
    }
    /// Pre-order walk over this op and all nested ops.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Op)) {
        f(self);
        for r in &self.regions {
            for b in &r.blocks {
                for o in &b.ops {
                    o.walk(f);
                }
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Region {
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Block {
    /// Block argument types.
    pub args: Vec<TypeId>,
    pub ops: Vec<Op>,
}

/// Func section flags (§4.8).
pub mod func_flags {
    pub const PRIVATE: u8 = 0x01;
    pub const KERNEL: u8 = 0x02;
    pub const HAS_HINTS: u8 = 0x04;
}

/// A function record of the Func section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub name: StrId,
    /// Type index of the `FunctionType` signature.
    pub signature: TypeId,
    /// Raw flags byte (see [`func_flags`]).
    pub flags: u8,
    /// Debug-info slot index (1-based; 0 = UnknownLoc).
    pub loc: u64,
    /// Self-contained optimization hints (before 13.5: present iff KERNEL and
    /// HAS_HINTS; from 13.5: present iff KERNEL).
    pub hints: Option<Attr>,
    /// 13.5+: the self-contained argument attributes (an `ArrayAttr`), always present.
    pub arg_attrs: Option<Attr>,
    /// The entry block's ops.
    pub body: Vec<Op>,
}

/// A Global section entry (§4.7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub name: StrId,
    pub ty: TypeId,
    pub constant: u64,
    pub alignment: u64,
    /// 13.3+: `symbol_visibility:varint`, `constant:varint`.
    pub v13_3: Option<(u64, u64)>,
}

/// A debug attribute (§4.11).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DebugAttr {
    /// Tag 0 (→ UnknownLoc).
    Unknown,
    CompileUnit {
        file: u64,
    },
    File {
        name: StrId,
        directory: StrId,
    },
    LexicalBlock {
        scope: u64,
        file: u64,
        line: u64,
        column: u64,
    },
    Loc {
        scope: u64,
        filename: StrId,
        line: u64,
        column: u64,
    },
    Subprogram {
        file: u64,
        line: u64,
        name: StrId,
        linkage_name: StrId,
        compile_unit: u64,
        scope_line: u64,
        /// 13.5+: a flags varint (unused so far, written as 0).
        flags: Option<u64>,
    },
    CallSite {
        callee: u64,
        caller: u64,
    },
    /// Any other tag (→ UnknownLoc in the OSS reader; no payload interpreted).
    Other {
        tag: u64,
        payload: Vec<u8>,
    },
}

/// The Debug section.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DebugInfo {
    /// One slot per function: debug-attr indices (1-based, 0 = UnknownLoc); the
    /// function's own location first, then one per op in pre-order.
    pub slots: Vec<Vec<u64>>,
    pub attrs: Vec<DebugAttr>,
}

/// A whole bytecode file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bytecode {
    pub version: Version,
    /// Sections in file order (the End marker is implicit and always last).
    pub layout: Vec<SectionFrame>,
    /// String table (raw bytes; usually UTF-8).
    pub strings: Vec<Vec<u8>>,
    pub types: Vec<Type>,
    /// Constant pool: raw `DenseElementsAttr` storage bytes.
    pub constants: Vec<Vec<u8>>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    pub debug: Option<DebugInfo>,
    /// Raw payload of a HEAD producer section (id 7), if any.
    pub producer: Option<Vec<u8>>,
}

impl Bytecode {
    /// An empty module in the OSS writer's section order and style (Func payload padded
    /// to 8; Type, String), which encodes to the 41-byte golden file of §4.16.
    pub fn empty(version: Version) -> Self {
        Bytecode {
            version,
            layout: vec![
                SectionFrame { end_padding: Some(8), ..SectionFrame::new(SectionId::Func) },
                SectionFrame::new(SectionId::Type),
                SectionFrame::new(SectionId::String),
            ],
            strings: Vec::new(),
            types: Vec::new(),
            constants: Vec::new(),
            globals: Vec::new(),
            functions: Vec::new(),
            debug: None,
            producer: None,
        }
    }

    pub fn string(&self, i: StrId) -> Option<&[u8]> {
        self.strings.get(usize::try_from(i).ok()?).map(|s| s.as_slice())
    }

    pub fn string_lossy(&self, i: StrId) -> String {
        self.string(i).map(|s| String::from_utf8_lossy(s).into_owned()).unwrap_or_default()
    }

    pub fn ty(&self, i: TypeId) -> Option<&Type> {
        self.types.get(usize::try_from(i).ok()?)
    }

    /// Index of a string, appending it if absent (writer-style deduplication).
    pub fn intern_string(&mut self, s: &[u8]) -> StrId {
        if let Some(i) = self.strings.iter().position(|x| x == s) {
            return i as u64;
        }
        self.strings.push(s.to_vec());
        (self.strings.len() - 1) as u64
    }

    /// Index of a type, appending it if absent.
    pub fn intern_type(&mut self, t: Type) -> TypeId {
        if let Some(i) = self.types.iter().position(|x| *x == t) {
            return i as u64;
        }
        self.types.push(t);
        (self.types.len() - 1) as u64
    }

    /// Mnemonics of all ops of all functions, pre-order.
    pub fn op_names(&self) -> Vec<&'static str> {
        let v = self.version.schema();
        let mut out = Vec::new();
        for f in &self.functions {
            for op in &f.body {
                op.walk(&mut |o| out.push(o.name(v)));
            }
        }
        out
    }
}
