//! Typed errors of the bytecode reader and writer.
//!
//! Every reader error carries the **file offset** (byte offset from the start of the
//! input buffer) where the problem was detected, and a [`ErrorKind`] whose `Display`
//! text is the diagnostic NVIDIA's reader prints (quoted in
//! `notes/A-driver-bytecode-oss.md` §4) wherever the note quotes one. Wrapper
//! diagnostics of the OSS reader (`failed to parse type section`, ...) are kept as
//! [`Error::context`], outermost first.

use std::fmt;

/// A reader error: what went wrong, and where (file offset).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// Byte offset from the start of the file.
    pub offset: usize,
    /// The error class and its diagnostic.
    pub kind: ErrorKind,
    /// Wrapper diagnostics, outermost first (e.g. `failed to parse function section`).
    pub context: Vec<String>,
}

impl Error {
    pub fn new(offset: usize, kind: ErrorKind) -> Self {
        Error { offset, kind, context: Vec::new() }
    }

    /// The diagnostic text exactly as the note quotes it (without offset/context).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }

    /// Adds an outer wrapper diagnostic.
    pub fn wrap(mut self, ctx: impl Into<String>) -> Self {
        self.context.insert(0, ctx.into());
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error at offset {}: {}", self.offset, self.kind)?;
        for c in self.context.iter().rev() {
            write!(f, "\n  note: {c}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

/// Error classes. Texts follow the OSS 13.1 reader diagnostics quoted in the note.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    // ---- header -------------------------------------------------------------------
    #[error("invalid magic number at position {pos}, got {got} expected {expected}")]
    InvalidMagic { pos: usize, got: u8, expected: u8 },
    #[error("failed to parse IR bytecode (it looks like MLIR bytecode instead)")]
    MlirBytecode,
    #[error("input does not correspond to Tile IR bytecode")]
    NotTileIr,
    /// `range` as the reader of the newest version it reads prints it: 13.1
    /// and 13.2 write `[13.1, 13.2]`, 13.3 on `[13.1 - 13.3]`.
    #[error("unsupported Tile version {major}.{minor}.{tag}, this reader supports versions [{range}]")]
    UnsupportedVersion { major: u8, minor: u8, tag: u16, range: String },

    // ---- primitive encodings ------------------------------------------------------
    #[error("unexpected end of data while reading {what}")]
    UnexpectedEof { what: &'static str },
    #[error("varint is too long (more than 64 bits)")]
    VarIntTooLong,
    #[error("varint value exceeds maximum supported capacity. (expected value less than {max}, got {value})")]
    VarIntTooLarge { max: u64, value: u64 },
    #[error("array size in bytecode ({0}) exceeds maximum supported capacity")]
    ArraySizeTooLarge(u64),
    #[error("value {value} does not fit in {width} bits.")]
    ValueDoesNotFit { value: u64, width: u32 },
    #[error("unsupported width for inline integer attribute: {0}")]
    UnsupportedIntWidth(u32),
    #[error("invalid boolean byte: {0}")]
    InvalidBool(u8),

    // ---- section framing ----------------------------------------------------------
    #[error("unknown section ID: {0}")]
    UnknownSection(u8),
    #[error("section length {len} exceeds remaining data size {remaining}")]
    SectionLengthPastEnd { len: u64, remaining: u64 },
    #[error("invalid alignment value: {0}")]
    InvalidAlignment(u64),
    #[error("end section should not have alignment flag set")]
    EndSectionAligned,
    #[error("end section is not the last section")]
    EndNotLast,
    #[error("section {id} must have alignment that is a multiple of {required} bytes, but has alignment of {actual}")]
    SectionMisaligned { id: u8, required: u64, actual: u64 },
    #[error("section {id} must have alignment that is a multiple of {required} bytes, but has no alignment flag set")]
    SectionNoAlignment { id: u8, required: u64 },
    #[error("duplicate section ID: {0}")]
    DuplicateSection(u8),
    #[error("string section is mandatory")]
    MissingStringSection,
    #[error("function section is mandatory")]
    MissingFuncSection,

    // ---- tables ---------------------------------------------------------------------
    #[error("number of {what} ({count}) exceeds the maximum of {max} that can fit in the remaining payload of {bytes} bytes.")]
    TooManyEntries { what: &'static str, count: u64, max: u64, bytes: u64 },
    #[error("invalid {what} offsets: entry {index} starts at {start}, before the end ({prev}) of the previous entry or past the data ({total} bytes)")]
    BadOffsetTable { what: &'static str, index: usize, start: u64, prev: u64, total: u64 },
    #[error("string index {0} out of bounds")]
    StringIndexOutOfBounds(u64),
    #[error("type index {0} out of bounds")]
    TypeIndexOutOfBounds(u64),
    #[error("unknown type tag: {0}")]
    UnknownTypeTag(u64),
    #[error("{what} {index} has {extra} unused trailing bytes")]
    TrailingBytes { what: &'static str, index: usize, extra: usize },
    #[error("insufficient data for constant indices")]
    InsufficientConstantIndices,
    #[error("tile element type must be integer, float, or valid pointer, got: {0}")]
    BadTileElementType(String),
    #[error("tensor_view element type must be integer or float, got: {0}")]
    BadTensorViewElementType(String),
    #[error("invalid tensor_view type for tile partition view")]
    BadPartitionViewTensorView,
    #[error("tile shape contains unsupported value {0}")]
    UnsupportedTileShapeValue(i64),
    #[error("array contains unsupported value {0}")]
    UnsupportedArrayValue(i64),
    #[error("invalid constant start indices: end ({end}) is less than start ({start}) for constant {index}")]
    BadConstantIndices { end: u64, start: u64, index: usize },
    #[error("constant {index} extends beyond available data: size={size}, start={start}, total data size={total}")]
    ConstantPastEnd { index: usize, size: u64, start: u64, total: u64 },
    #[error("constant index {0} out of bounds")]
    ConstantIndexOutOfBounds(u64),
    #[error("global value constant index out of bounds")]
    GlobalConstantOutOfBounds,

    // ---- functions --------------------------------------------------------------------
    #[error("number of functions ({count}) exceeds payload size ({size})")]
    TooManyFunctions { count: u64, size: u64 },
    #[error("function body length {len} exceeds remaining bytecode data ({remaining} bytes)")]
    BodyPastEnd { len: u64, remaining: u64 },
    #[error("failed to get function name string at index {0}")]
    BadFunctionName(u64),
    #[error("function signature index {index} out of bounds for function '{func}'")]
    SignatureOutOfBounds { index: u64, func: String },
    #[error(
        "function signature index {index} does not refer to a function type for function '{func}', got type: {ty}"
    )]
    SignatureNotFunction { index: u64, func: String, ty: String },
    #[error("un-expected non-entry function '{0}'")]
    NonEntryFunction(String),
    #[error("debug info index {0} out of bounds")]
    DebugIndexOutOfBounds(u64),

    // ---- operations -----------------------------------------------------------------------
    #[error("unknown or unimplemented opcode: {0}")]
    UnknownOpcode(u64),
    #[error("unsupported opcode {opcode} for bytecode version {version}: operation 'cuda_tile.{op}' requires bytecode version {since}+")]
    OpTooNew {
        opcode: u64,
        op: &'static str,
        since: crate::schema::SchemaVersion,
        version: crate::schema::SchemaVersion,
    },
    #[error("type '{ty}' requires bytecode version {since}+, file version is {version}")]
    TypeTooNew { ty: String, since: crate::schema::SchemaVersion, version: crate::schema::SchemaVersion },
    #[error("enum value '{value}' requires bytecode version {since}+, file version is {version}")]
    EnumValueTooNew { value: &'static str, since: crate::schema::SchemaVersion, version: crate::schema::SchemaVersion },
    #[error("function argument attributes must be an ArrayAttr")]
    NotArrayAttr,
    #[error("operand index {index} out of bounds (size={size}) for operand {operand}")]
    OperandOutOfBounds { index: u64, size: u64, operand: usize },
    #[error("operand count {count} is less than the {fixed} non-variadic operands of '{op}'")]
    TooFewOperands { op: &'static str, count: u64, fixed: u64 },
    #[error("{op} op expected {expected} regions, got {got}")]
    RegionCount { op: String, expected: usize, got: u64 },
    #[error("invalid block structure: block is expected to have a terminator operation, but the last operation '{0}' is not a terminator.")]
    NotTerminator(String),
    #[error("invalid block structure: block is expected to have a terminator operation, but it is empty")]
    EmptyBlock,
    #[error("invalid integer value for enum type: {0}")]
    InvalidEnumValue(u64),
    #[error("unsupported AttributeTag {0} for self-contained attribute")]
    UnsupportedAttrTag(u64),
    #[error("invalid empty attribute name for DictionaryAttr element {0}")]
    EmptyDictKey(usize),
    #[error("failed to parse DictionaryAttr, duplicate key found: {0}")]
    DuplicateDictKey(String),
    #[error("invalid flags byte for {attr}: {flags}")]
    InvalidAttrFlags { attr: &'static str, flags: u8 },
    #[error("failed to read valid IntegerType for IntegerAttr")]
    NotIntegerType,
    #[error("failed to read valid FloatType for FloatAttr")]
    NotFloatType,
    #[error("failed to read valid MLIR Type for self-contained DenseElementsAttr")]
    NotTileType,
    #[error("nesting too deep (limit {0})")]
    TooDeep(usize),
}

/// Writer errors: the model is inconsistent with the schema/format.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    #[error("operation not supported in bytecode (missing from BytecodeOpcodes.td): opcode {0}")]
    UnknownOpcode(u64),
    #[error("op '{op}': {msg}")]
    BadOp { op: String, msg: String },
    #[error("attribute '{attr}' of op '{op}' does not match its ODS kind {kind}")]
    AttrKindMismatch { op: String, attr: String, kind: String },
    #[error("{what} requires bytecode version {since}+, but targeting {version}")]
    TooNew { what: String, since: crate::schema::SchemaVersion, version: crate::schema::SchemaVersion },
    #[error("{0}")]
    Other(String),
}

pub type Result<T> = std::result::Result<T, Error>;
