//! Per-opcode record schema (the single source of truth for op decoding/encoding).
//!
//! **This table mirrors the ODS definitions** of the cuda_tile ops: opcodes from the
//! frozen opcode table (`notes/A-driver-bytecode-oss.md` §4.12, `BytecodeOpcodes.td`),
//! and for each op its results, attributes and operand groups **in ODS declaration
//! order** (`notes/cuda_tile-13.1-reference.md` Appendix A, generated from OSS
//! `Ops.td`). The OSS reader/writer are generated from the same ODS by
//! `cuda-tile-tblgen`, so the record layout (§4.9) follows mechanically from this table:
//!
//! * result types: a `count` prefix iff the op has a variadic result **or** a variadic
//!   operand group (what the generated code does; confirmed by the corpus, e.g.
//!   `extract`, `load_view_tko`, `return` carry a result count), else the static count;
//! * a `flags` varint iff the op has at least one optional attribute (UnitAttr included)
//!   or is `AttrSizedOperandSegments` with at least one optional operand; bit `i` are
//!   the optional attributes in ODS order, then the optional operands in ODS order;
//! * attributes in ODS order (required: encoded; optional UnitAttr: flag only;
//!   other optional: encoded iff its flag bit is set);
//! * operands: per group for `AttrSizedOperandSegments` ops (single: index; variadic:
//!   count + indices; optional: index iff flagged); otherwise a total count iff any
//!   group is variadic/optional, then the indices;
//! * regions: `numRegions` then regions, iff the op has regions.
//!
//! Versioning: every result/attribute/operand/op carries the version that introduced
//! it (`since`), so a reader for 13.2/13.3 filters the table by the file version
//! (e.g. `negi.overflow` since 13.2, `for.unsignedCmp` since 13.2, `atan2` since 13.2,
//! `exp.rounding_mode` since 13.3). 13.2+/13.3 entries are taken from NVIDIA's
//! per-op `# since 13.x` annotations in cutile-python's encoder and are **not validated**
//! against real files yet; 13.1 is validated against the corpus.

/// A TileIR bytecode version (`major.minor`; the 16-bit tag is not part of the schema key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SchemaVersion {
    pub major: u8,
    pub minor: u8,
}

pub const V13_1: SchemaVersion = SchemaVersion { major: 13, minor: 1 };
pub const V13_2: SchemaVersion = SchemaVersion { major: 13, minor: 2 };
pub const V13_3: SchemaVersion = SchemaVersion { major: 13, minor: 3 };
pub const V13_4: SchemaVersion = SchemaVersion { major: 13, minor: 4 };
pub const V13_5: SchemaVersion = SchemaVersion { major: 13, minor: 5 };

/// A range of versions as NVIDIA's tools name it in their "supported
/// versions" messages, by the newest one: `13.1, 13.2` up to 13.2,
/// `13.1 - 13.3` from 13.3 on.
pub fn range_text(oldest: SchemaVersion, newest: SchemaVersion) -> String {
    let sep = if newest < V13_3 { ", " } else { " - " };
    format!("{oldest}{sep}{newest}")
}

/// Every version this crate reads and writes, oldest first.
pub const ALL_VERSIONS: [SchemaVersion; 5] = [V13_1, V13_2, V13_3, V13_4, V13_5];
/// The oldest and the newest supported version.
pub const OLDEST: SchemaVersion = V13_1;
pub const NEWEST: SchemaVersion = V13_5;

impl SchemaVersion {
    /// Whether this crate knows the format of this version.
    pub fn is_supported(self) -> bool {
        ALL_VERSIONS.contains(&self)
    }

    /// Parses `"13.4"`.
    pub fn parse(s: &str) -> Option<SchemaVersion> {
        let (a, b) = s.trim().split_once('.')?;
        let v = SchemaVersion { major: a.parse().ok()?, minor: b.parse().ok()? };
        Some(v)
    }
}

impl std::fmt::Display for SchemaVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// cuda_tile enum attributes (encoded as a varint of the value, §4.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnumKind {
    Signedness,
    IntegerOverflow,
    RoundingMode,
    ComparisonOrdering,
    ComparisonPredicate,
    AtomicRMWMode,
    MemoryOrderingSemantics,
    MemoryScope,
    PaddingValue,
    SymbolVisibility,
    /// 13.5: `multimem_*` reductions.
    MultimemReductionKind,
}

impl EnumKind {
    /// Case names, indexed by value.
    pub fn cases(self) -> &'static [&'static str] {
        match self {
            EnumKind::Signedness => &["unsigned", "signed"],
            EnumKind::IntegerOverflow => &["none", "no_signed_wrap", "no_unsigned_wrap", "no_wrap"],
            EnumKind::RoundingMode => &[
                "nearest_even",
                "zero",
                "negative_inf",
                "positive_inf",
                "approx",
                "full",
                "nearest_int_to_zero",
                "nearest_away",
            ],
            EnumKind::ComparisonOrdering => &["unordered", "ordered"],
            EnumKind::ComparisonPredicate => {
                &["equal", "not_equal", "less_than", "less_than_or_equal", "greater_than", "greater_than_or_equal"]
            }
            EnumKind::AtomicRMWMode => &["and", "or", "xor", "add", "addf", "max", "min", "umax", "umin", "xchg"],
            EnumKind::MemoryOrderingSemantics => &["weak", "relaxed", "acquire", "release", "acq_rel"],
            EnumKind::MemoryScope => &["tl_blk", "device", "sys"],
            EnumKind::PaddingValue => &["zero", "neg_zero", "nan", "pos_inf", "neg_inf"],
            EnumKind::SymbolVisibility => &["public", "private"],
            EnumKind::MultimemReductionKind => &["add", "min", "max", "and", "or", "xor", "umin", "umax"],
        }
    }

    /// The version that introduced case `value` (`None`: no such case).
    pub fn case_since(self, value: u64) -> Option<SchemaVersion> {
        if value >= self.cases().len() as u64 {
            return None;
        }
        Some(match (self, value) {
            // `nearest_away` (ftof): cuTile 1.7 writes it from 13.4 on, and
            // NVIDIA's 13.5 tools read it in 13.4 files.
            (EnumKind::RoundingMode, 7) => V13_4,
            (EnumKind::MultimemReductionKind, _) => V13_5,
            _ => V13_1,
        })
    }
}

/// How an op attribute is encoded inline (no tag), §4.10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// cuda_tile enum: varint.
    Enum(EnumKind),
    /// `UnitAttr`: presence in the flags only (always optional).
    Unit,
    /// `BoolAttr`: one byte 0/1.
    Bool,
    /// `I<w>Attr`: varint (zero-extended), must fit `w` bits.
    Int(u32),
    /// `TypeAttr`: type index.
    Type,
    /// `StrAttr` / `SymbolNameAttr` / `FlatSymbolRefAttr`: string index.
    Str,
    /// `DenseI32ArrayAttr`: count + i32 LE.
    DenseI32Array,
    /// `DenseI64ArrayAttr`: count + i64 LE.
    DenseI64Array,
    /// `DenseBoolArrayAttr` (13.4+ `inbounds`): count + one byte 0/1 each.
    DenseBoolArray,
    /// `DenseIntOrFPElementsAttr`: constant-pool index.
    DenseElements,
    /// `ArrayAttr`: count + self-contained elements.
    Array,
    /// `OptimizationHintsAttr`: dictionary payload without tag.
    OptimizationHints,
    /// Interface-typed attribute (`AssumePredicateAttrInterface`): self-contained.
    SelfContained,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrSpec {
    pub name: &'static str,
    pub kind: AttrKind,
    pub optional: bool,
    pub since: SchemaVersion,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OperandKind {
    Single,
    Optional,
    Variadic,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandSpec {
    pub name: &'static str,
    pub kind: OperandKind,
    pub since: SchemaVersion,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultSpec {
    pub name: &'static str,
    pub variadic: bool,
    pub since: SchemaVersion,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpSchema {
    /// Mnemonic without the `cuda_tile.` prefix.
    pub name: &'static str,
    /// Name from 13.2 on, where it changed (`print` → `print_tko`).
    pub renamed_13_2: Option<&'static str>,
    pub opcode: u32,
    pub since: SchemaVersion,
    pub results: &'static [ResultSpec],
    pub attrs: &'static [AttrSpec],
    pub operands: &'static [OperandSpec],
    pub attr_sized_operands: bool,
    pub regions: u8,
    pub terminator: bool,
    /// Blocks of this op's regions need no terminator (graph region).
    pub no_terminator: bool,
}

// ---- const builders -------------------------------------------------------------------

const fn a(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec { name, kind, optional: false, since: V13_1 }
}
const fn oa(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec { name, kind, optional: true, since: V13_1 }
}
const fn unit(name: &'static str) -> AttrSpec {
    AttrSpec { name, kind: AttrKind::Unit, optional: true, since: V13_1 }
}
const fn e(name: &'static str, k: EnumKind) -> AttrSpec {
    a(name, AttrKind::Enum(k))
}
const fn oe(name: &'static str, k: EnumKind) -> AttrSpec {
    oa(name, AttrKind::Enum(k))
}
const fn s(name: &'static str) -> OperandSpec {
    OperandSpec { name, kind: OperandKind::Single, since: V13_1 }
}
const fn opt(name: &'static str) -> OperandSpec {
    OperandSpec { name, kind: OperandKind::Optional, since: V13_1 }
}
const fn var(name: &'static str) -> OperandSpec {
    OperandSpec { name, kind: OperandKind::Variadic, since: V13_1 }
}
const fn r(name: &'static str) -> ResultSpec {
    ResultSpec { name, variadic: false, since: V13_1 }
}
const fn rv(name: &'static str) -> ResultSpec {
    ResultSpec { name, variadic: true, since: V13_1 }
}

impl AttrSpec {
    const fn since(mut self, v: SchemaVersion) -> Self {
        self.since = v;
        self
    }
}
impl OperandSpec {
    const fn since(mut self, v: SchemaVersion) -> Self {
        self.since = v;
        self
    }
}
impl ResultSpec {
    const fn since(mut self, v: SchemaVersion) -> Self {
        self.since = v;
        self
    }
}

const fn op(
    name: &'static str,
    opcode: u32,
    results: &'static [ResultSpec],
    attrs: &'static [AttrSpec],
    operands: &'static [OperandSpec],
) -> OpSchema {
    OpSchema {
        name,
        renamed_13_2: None,
        opcode,
        since: V13_1,
        results,
        attrs,
        operands,
        attr_sized_operands: false,
        regions: 0,
        terminator: false,
        no_terminator: false,
    }
}

impl OpSchema {
    const fn attr_sized(mut self) -> Self {
        self.attr_sized_operands = true;
        self
    }
    const fn regions(mut self, n: u8) -> Self {
        self.regions = n;
        self
    }
    const fn terminator(mut self) -> Self {
        self.terminator = true;
        self
    }
    const fn since(mut self, v: SchemaVersion) -> Self {
        self.since = v;
        self
    }
}

use AttrKind as K;
use EnumKind as E;

const RES: &[ResultSpec] = &[r("result")];
const NONE_R: &[ResultSpec] = &[];
const SRC: &[OperandSpec] = &[s("source")];
const LR: &[OperandSpec] = &[s("lhs"), s("rhs")];
const NO_ATTR: &[AttrSpec] = &[];
const FP_BIN_ATTRS: &[AttrSpec] = &[e("rounding_mode", E::RoundingMode), unit("flush_to_zero")];
const OVF: &[AttrSpec] = &[e("overflow", E::IntegerOverflow)];
const SIGN: &[AttrSpec] = &[e("signedness", E::Signedness)];
const MINMAXF: &[AttrSpec] = &[unit("propagate_nan"), unit("flush_to_zero")];
const MEM_ATTRS_OPT: &[AttrSpec] = &[
    e("memory_ordering_semantics", E::MemoryOrderingSemantics),
    oe("memory_scope", E::MemoryScope),
    oa("optimization_hints", K::OptimizationHints),
];
const VAR_OPERANDS: &[OperandSpec] = &[var("operands")];
/// `load_view_tko` / `store_view_tko`: the 13.1 memory attributes, then `inbounds` (13.4).
const VIEW_MEM_ATTRS: &[AttrSpec] = &[
    e("memory_ordering_semantics", E::MemoryOrderingSemantics),
    oe("memory_scope", E::MemoryScope),
    oa("optimization_hints", K::OptimizationHints),
    a("inbounds", K::DenseBoolArray).since(V13_4),
];
const TOKEN_RESULT: &[ResultSpec] = &[r("result_token")];

/// All ops, sorted by opcode.
pub static OPS: &[OpSchema] = &[
    op("absf", 0x00, RES, NO_ATTR, SRC),
    op("absi", 0x01, RES, NO_ATTR, SRC),
    op("addf", 0x02, RES, FP_BIN_ATTRS, LR),
    op("addi", 0x03, RES, OVF, LR),
    op("andi", 0x04, RES, NO_ATTR, LR),
    op("assert", 0x05, NONE_R, &[a("message", K::Str)], &[s("condition")]),
    op("assume", 0x06, RES, &[a("predicate", K::SelfContained)], &[s("value")]),
    op(
        "atomic_cas_tko",
        0x07,
        &[r("result"), r("result_token")],
        &[e("memory_ordering_semantics", E::MemoryOrderingSemantics), e("memory_scope", E::MemoryScope)],
        &[s("pointers"), s("cmp"), s("val"), opt("mask"), opt("token")],
    )
    .attr_sized(),
    op(
        "atomic_rmw_tko",
        0x08,
        &[r("result"), r("result_token")],
        &[
            e("memory_ordering_semantics", E::MemoryOrderingSemantics),
            e("memory_scope", E::MemoryScope),
            e("mode", E::AtomicRMWMode),
        ],
        &[s("pointers"), s("arg"), opt("mask"), opt("token")],
    )
    .attr_sized(),
    op("bitcast", 0x09, RES, NO_ATTR, SRC),
    op("break", 0x0A, NONE_R, NO_ATTR, VAR_OPERANDS).terminator(),
    op("broadcast", 0x0B, RES, NO_ATTR, SRC),
    op("cat", 0x0C, RES, &[a("dim", K::Int(64))], LR),
    op("ceil", 0x0D, RES, NO_ATTR, SRC),
    op(
        "cmpf",
        0x0E,
        RES,
        &[e("comparison_predicate", E::ComparisonPredicate), e("comparison_ordering", E::ComparisonOrdering)],
        LR,
    ),
    op("cmpi", 0x0F, RES, &[e("comparison_predicate", E::ComparisonPredicate), e("signedness", E::Signedness)], LR),
    op("constant", 0x10, RES, &[a("value", K::DenseElements)], &[]),
    op("continue", 0x11, NONE_R, NO_ATTR, VAR_OPERANDS).terminator(),
    op("cos", 0x12, RES, NO_ATTR, SRC),
    op("cosh", 0x13, RES, NO_ATTR, SRC),
    op("divf", 0x14, RES, FP_BIN_ATTRS, LR),
    op("divi", 0x15, RES, &[e("signedness", E::Signedness), e("rounding", E::RoundingMode)], LR),
    op(
        "entry",
        0x16,
        NONE_R,
        &[
            a("sym_name", K::Str),
            a("function_type", K::Type),
            oa("arg_attrs", K::Array),
            oa("res_attrs", K::Array),
            oa("optimization_hints", K::OptimizationHints),
        ],
        &[],
    )
    .regions(1),
    op("exp", 0x17, RES, &[e("rounding_mode", E::RoundingMode).since(V13_3)], SRC),
    op("exp2", 0x18, RES, &[unit("flush_to_zero")], SRC),
    op("exti", 0x25, &[r("to")], SIGN, &[s("from")]),
    op("extract", 0x26, RES, NO_ATTR, &[s("source"), var("indices")]),
    op("floor", 0x27, RES, NO_ATTR, SRC),
    op("fma", 0x28, RES, FP_BIN_ATTRS, &[s("lhs"), s("rhs"), s("acc")]),
    op(
        "for",
        0x29,
        &[rv("resultValues")],
        &[unit("unsignedCmp").since(V13_2)],
        &[s("lowerBound"), s("upperBound"), s("step"), var("initValues")],
    )
    .regions(1),
    op("ftof", 0x2A, &[r("to")], &[e("rounding_mode", E::RoundingMode)], &[s("from")]),
    op(
        "ftoi",
        0x2B,
        &[r("to")],
        &[e("signedness", E::Signedness), e("rounding_mode", E::RoundingMode), unit("saturating").since(V13_4)],
        &[s("from")],
    ),
    op("get_global", 0x2C, RES, &[a("name", K::Str)], &[]),
    op("get_index_space_shape", 0x2D, &[rv("result")], NO_ATTR, &[s("src")]),
    op("get_num_tile_blocks", 0x2E, &[r("gridSize_x"), r("gridSize_y"), r("gridSize_z")], NO_ATTR, &[]),
    op("get_tensor_shape", 0x2F, &[rv("result")], NO_ATTR, &[s("src")]),
    op("get_tile_block_id", 0x30, &[r("blockId_x"), r("blockId_y"), r("blockId_z")], NO_ATTR, &[]),
    op(
        "global",
        0x31,
        NONE_R,
        &[
            unit("constant").since(V13_3),
            a("sym_name", K::Str),
            a("value", K::DenseElements),
            a("alignment", K::Int(64)),
            e("symbol_visibility", E::SymbolVisibility).since(V13_3),
        ],
        &[],
    ),
    op("if", 0x32, &[rv("results")], NO_ATTR, &[s("condition")]).regions(2),
    op("int_to_ptr", 0x33, RES, NO_ATTR, SRC),
    op("iota", 0x3A, RES, NO_ATTR, &[]),
    op("itof", 0x3B, &[r("to")], &[e("signedness", E::Signedness), e("rounding_mode", E::RoundingMode)], &[s("from")]),
    op("join_tokens", 0x3C, RES, NO_ATTR, &[var("tokens")]),
    op(
        "load_ptr_tko",
        0x3D,
        &[r("result"), r("result_token")],
        MEM_ATTRS_OPT,
        &[s("source"), opt("mask"), opt("paddingValue"), opt("token")],
    )
    .attr_sized(),
    op(
        "load_view_tko",
        0x3E,
        &[r("tile"), r("result_token")],
        VIEW_MEM_ATTRS,
        &[s("view"), var("index"), opt("token")],
    )
    .attr_sized(),
    op("log", 0x3F, RES, NO_ATTR, SRC),
    op("log2", 0x40, RES, NO_ATTR, SRC),
    op("loop", 0x41, &[rv("resultValues")], NO_ATTR, &[var("initValues")]).regions(1),
    op("make_partition_view", 0x42, RES, NO_ATTR, &[s("tensor_view")]),
    op("make_tensor_view", 0x43, RES, NO_ATTR, &[s("base"), var("dynamicShape"), var("dynamicStrides")]).attr_sized(),
    op("make_token", 0x44, RES, NO_ATTR, &[]),
    op("maxf", 0x45, RES, MINMAXF, LR),
    op("maxi", 0x46, RES, SIGN, LR),
    op("minf", 0x47, RES, MINMAXF, LR),
    op("mini", 0x48, RES, SIGN, LR),
    op("mmaf", 0x49, RES, &[unit("fast_acc").since(V13_3)], &[s("lhs"), s("rhs"), s("acc")]),
    op(
        "mmai",
        0x4A,
        RES,
        &[e("signedness_lhs", E::Signedness), e("signedness_rhs", E::Signedness)],
        &[s("lhs"), s("rhs"), s("acc")],
    ),
    module_op(),
    op("mulf", 0x4C, RES, FP_BIN_ATTRS, LR),
    op("mulhii", 0x4D, RES, NO_ATTR, &[s("x"), s("y")]),
    op("muli", 0x4E, RES, OVF, LR),
    op("negf", 0x4F, RES, NO_ATTR, SRC),
    op("negi", 0x50, RES, &[e("overflow", E::IntegerOverflow).since(V13_2)], SRC),
    op("offset", 0x51, RES, NO_ATTR, &[s("ptr"), s("offset")]),
    op("ori", 0x52, RES, NO_ATTR, LR),
    op("permute", 0x53, RES, &[a("permutation", K::DenseI32Array)], SRC),
    op("pow", 0x54, RES, NO_ATTR, &[s("source"), s("exponent")]),
    print_op(),
    op("ptr_to_int", 0x56, RES, NO_ATTR, SRC),
    op("ptr_to_ptr", 0x57, RES, NO_ATTR, SRC),
    op("reduce", 0x58, &[rv("results")], &[a("dim", K::Int(32)), a("identities", K::Array)], VAR_OPERANDS).regions(1),
    op("remf", 0x59, RES, NO_ATTR, LR),
    op("remi", 0x5A, RES, SIGN, LR),
    op("reshape", 0x5B, RES, NO_ATTR, SRC),
    op("return", 0x5C, NONE_R, NO_ATTR, VAR_OPERANDS).terminator(),
    op("rsqrt", 0x5D, RES, &[unit("flush_to_zero")], SRC),
    op(
        "scan",
        0x5E,
        &[rv("results")],
        &[a("dim", K::Int(32)), a("reverse", K::Bool), a("identities", K::Array)],
        VAR_OPERANDS,
    )
    .regions(1),
    op("select", 0x5F, RES, NO_ATTR, &[s("cond"), s("val_if_true"), s("val_if_false")]),
    op("shli", 0x60, RES, OVF, LR),
    op("shri", 0x61, RES, SIGN, LR),
    op("sin", 0x62, RES, NO_ATTR, SRC),
    op("sinh", 0x63, RES, NO_ATTR, SRC),
    op("sqrt", 0x64, RES, FP_BIN_ATTRS, SRC),
    op(
        "store_ptr_tko",
        0x65,
        &[r("result_token")],
        MEM_ATTRS_OPT,
        &[s("destination"), s("value"), opt("mask"), opt("token")],
    )
    .attr_sized(),
    op(
        "store_view_tko",
        0x66,
        &[r("result_token")],
        VIEW_MEM_ATTRS,
        &[s("tile"), s("view"), var("index"), opt("token")],
    )
    .attr_sized(),
    op("subf", 0x67, RES, FP_BIN_ATTRS, LR),
    op("subi", 0x68, RES, OVF, LR),
    op("tan", 0x69, RES, NO_ATTR, SRC),
    op("tanh", 0x6A, RES, &[e("rounding_mode", E::RoundingMode).since(V13_2)], SRC),
    op("trunci", 0x6B, &[r("to")], OVF, &[s("from")]),
    op("xori", 0x6C, RES, NO_ATTR, LR),
    op("yield", 0x6D, NONE_R, NO_ATTR, VAR_OPERANDS).terminator(),
    // ---- 13.2 ----
    op("atan2", 0x6E, RES, NO_ATTR, &[s("x"), s("y")]).since(V13_2),
    // ---- 13.3 ----
    op("pack", 0x6F, RES, NO_ATTR, SRC).since(V13_3),
    op("unpack", 0x70, RES, NO_ATTR, SRC).since(V13_3),
    op("alloca", 0x71, RES, &[a("num_elem", K::Int(64)), a("alignment", K::Int(64)), unit("global")], &[]).since(V13_3),
    op("mmaf_scaled", 0x72, RES, NO_ATTR, &[s("lhs"), s("rhs"), s("acc"), s("lhs_scale"), s("rhs_scale")]).since(V13_3),
    op("make_gather_scatter_view", 0x73, RES, NO_ATTR, &[s("tensor_view")]).since(V13_3),
    op("make_strided_view", 0x74, RES, NO_ATTR, &[s("tensor_view")]).since(V13_3),
    op(
        "atomic_red_view_tko",
        0x75,
        &[r("result_token")],
        &[
            e("memory_ordering_semantics", E::MemoryOrderingSemantics),
            e("memory_scope", E::MemoryScope),
            e("mode", E::AtomicRMWMode),
            a("inbounds", K::DenseBoolArray).since(V13_5),
        ],
        &[s("view"), var("index"), s("value"), opt("token")],
    )
    .attr_sized()
    .since(V13_3),
    // ---- 13.4 ----
    op("insert", 0x76, RES, NO_ATTR, &[s("source"), s("destination"), var("indices")]).since(V13_4),
    op("gdc_launch_dependents_tko", 0x77, TOKEN_RESULT, NO_ATTR, &[opt("token")]).since(V13_4),
    op("gdc_wait_tko", 0x78, TOKEN_RESULT, NO_ATTR, &[opt("token")]).since(V13_4),
    op("fpowi", 0x79, RES, NO_ATTR, &[s("source"), s("exponent")]).since(V13_4),
    op("memory_fence_alias_tko", 0x7A, TOKEN_RESULT, NO_ATTR, &[s("token")]).since(V13_4),
    // ---- 13.5 ----
    op(
        "multimem_load_reduce_view_tko",
        0x7B,
        &[r("reduced_values"), r("result_token")],
        &[
            e("memory_ordering_semantics", E::MemoryOrderingSemantics),
            oe("memory_scope", E::MemoryScope),
            e("reduction", E::MultimemReductionKind),
            a("inbounds", K::DenseBoolArray),
        ],
        &[s("view"), var("index"), opt("token")],
    )
    .attr_sized()
    .since(V13_5),
    op(
        "multimem_reduce_view_tko",
        0x7C,
        TOKEN_RESULT,
        &[
            e("memory_ordering_semantics", E::MemoryOrderingSemantics),
            e("memory_scope", E::MemoryScope),
            e("reduction", E::MultimemReductionKind),
            a("inbounds", K::DenseBoolArray),
        ],
        &[s("view"), s("tile"), var("index"), opt("token")],
    )
    .attr_sized()
    .since(V13_5),
    op(
        "multimem_store_view_tko",
        0x7D,
        TOKEN_RESULT,
        &[
            e("memory_ordering_semantics", E::MemoryOrderingSemantics),
            oe("memory_scope", E::MemoryScope),
            a("inbounds", K::DenseBoolArray),
        ],
        &[s("view"), s("tile"), var("index"), opt("token")],
    )
    .attr_sized()
    .since(V13_5),
];

const fn module_op() -> OpSchema {
    const ATTRS: &[AttrSpec] = &[a("sym_name", K::Str), oa("producer", K::Str).since(V13_3)];
    let mut m = op("module", 0x4B, NONE_R, ATTRS, &[]).regions(1);
    m.no_terminator = true;
    m
}

const fn print_op() -> OpSchema {
    // 13.1: `print "fmt", %args` (no token, no result). 13.2 renames it `print_tko` and
    // adds an optional input token and a result token (AttrSizedOperandSegments; with a
    // single variadic group and no token the bytes are the same as 13.1's).
    const RESULTS: &[ResultSpec] = &[r("result_token").since(V13_2)];
    const ATTRS: &[AttrSpec] = &[a("str", K::Str)];
    const OPERANDS: &[OperandSpec] = &[var("args"), opt("token").since(V13_2)];
    let mut p = op("print", 0x55, RESULTS, ATTRS, OPERANDS).attr_sized();
    p.renamed_13_2 = Some("print_tko");
    p
}

/// One bit of an op's flags field: the `i`-th (version-filtered) attribute or operand group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagSlot {
    Attr(usize),
    Operand(usize),
}

/// Looks up the schema of `opcode` regardless of version (for "too new" diagnostics).
pub fn lookup_any(opcode: u64) -> Option<&'static OpSchema> {
    let o = u32::try_from(opcode).ok()?;
    let i = OPS.binary_search_by_key(&o, |s| s.opcode).ok()?;
    OPS.get(i)
}

/// Looks up the schema of `opcode` for a file of version `v`.
pub fn lookup(v: SchemaVersion, opcode: u64) -> Option<&'static OpSchema> {
    let o = u32::try_from(opcode).ok()?;
    let i = OPS.binary_search_by_key(&o, |s| s.opcode).ok()?;
    let s = OPS.get(i)?;
    (s.since <= v).then_some(s)
}

/// Looks up an op by mnemonic (either name of a renamed op).
pub fn lookup_name(v: SchemaVersion, name: &str) -> Option<&'static OpSchema> {
    let name = name.strip_prefix("cuda_tile.").unwrap_or(name);
    OPS.iter().find(|s| s.name == name || s.renamed_13_2 == Some(name)).filter(|s| s.since <= v)
}

impl OpSchema {
    /// Mnemonic for a file of version `v`.
    pub fn name_for(&self, v: SchemaVersion) -> &'static str {
        match self.renamed_13_2 {
            Some(n) if v >= V13_2 => n,
            _ => self.name,
        }
    }

    pub fn results_for(&self, v: SchemaVersion) -> impl Iterator<Item = &'static ResultSpec> + '_ {
        self.results.iter().filter(move |r| r.since <= v)
    }
    pub fn attrs_for(&self, v: SchemaVersion) -> impl Iterator<Item = &'static AttrSpec> + '_ {
        self.attrs.iter().filter(move |a| a.since <= v)
    }
    pub fn operands_for(&self, v: SchemaVersion) -> impl Iterator<Item = &'static OperandSpec> + '_ {
        self.operands.iter().filter(move |o| o.since <= v)
    }

    /// Whether result types carry a count prefix.
    pub fn counted_results(&self, v: SchemaVersion) -> bool {
        self.results_for(v).any(|r| r.variadic) || self.operands_for(v).any(|o| o.kind == OperandKind::Variadic)
    }

    /// Static number of results (when not counted).
    pub fn fixed_results(&self, v: SchemaVersion) -> usize {
        self.results_for(v).count()
    }

    /// Number of flag bits (optional attributes and — for AttrSizedOperandSegments ops —
    /// optional operands); a flags varint is present iff this is non-zero.
    pub fn flag_bits(&self, v: SchemaVersion) -> u32 {
        self.flag_order(v).len() as u32
    }

    /// The flag bits in order: grouped by the version that introduced the field
    /// (oldest first, so adding a field never moves an old bit), within a version the
    /// optional attributes, then the optional operands, each in ODS order.
    pub fn flag_order(&self, v: SchemaVersion) -> Vec<FlagSlot> {
        let mut out = Vec::new();
        for ver in ALL_VERSIONS.iter().copied().filter(|&x| x <= v) {
            for (i, a) in self.attrs_for(v).enumerate() {
                if a.optional && a.since == ver {
                    out.push(FlagSlot::Attr(i));
                }
            }
            if self.attr_sized_operands {
                for (i, o) in self.operands_for(v).enumerate() {
                    if o.kind == OperandKind::Optional && o.since == ver {
                        out.push(FlagSlot::Operand(i));
                    }
                }
            }
        }
        out
    }

    pub fn has_flags(&self, v: SchemaVersion) -> bool {
        self.flag_bits(v) > 0
    }

    /// Whether the (non attr-sized) operand list carries a total count.
    pub fn counted_operands(&self, v: SchemaVersion) -> bool {
        self.operands_for(v).any(|o| o.kind != OperandKind::Single)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_sorted_unique_and_complete() {
        for w in OPS.windows(2) {
            assert!(w[0].opcode < w[1].opcode, "{} / {}", w[0].name, w[1].name);
        }
        assert_eq!(OPS.iter().filter(|o| o.since == V13_1).count(), 92);
        assert!(lookup(V13_1, 0x19).is_none());
        assert!(lookup(V13_1, 0x6E).is_none());
        assert_eq!(lookup(V13_2, 0x6E).unwrap().name, "atan2");
        assert_eq!(lookup(V13_1, 0x55).unwrap().name_for(V13_1), "print");
        assert_eq!(lookup(V13_2, 0x55).unwrap().name_for(V13_2), "print_tko");
    }

    #[test]
    fn layout_rules() {
        let addf = lookup(V13_1, 2).unwrap();
        assert!(addf.has_flags(V13_1) && !addf.counted_results(V13_1));
        let addi = lookup(V13_1, 3).unwrap();
        assert!(!addi.has_flags(V13_1));
        let ext = lookup_name(V13_1, "extract").unwrap();
        assert!(ext.counted_results(V13_1) && ext.counted_operands(V13_1));
        let lpt = lookup_name(V13_1, "load_ptr_tko").unwrap();
        assert_eq!(lpt.flag_bits(V13_1), 5);
        let f = lookup_name(V13_1, "for").unwrap();
        assert!(!f.has_flags(V13_1) && f.has_flags(V13_2));
        let p = lookup_name(V13_1, "print").unwrap();
        assert!(!p.has_flags(V13_1) && p.counted_results(V13_1) && p.has_flags(V13_2));
    }
}
