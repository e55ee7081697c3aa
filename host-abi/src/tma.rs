//! TMA descriptors as NVIDIA's host module fills them.
//!
//! tileiras appends one hidden `.param .align 64 .b8 p[128]` per TMA-loaded
//! or -stored view and lets the host module's `FUNC_ON_ARGUMENTS_CHANGE`
//! encode the descriptor from the kernel's own (pointer, shape, stride)
//! parameters at launch time. This module describes one such descriptor
//! ([`TmaSpec`]) and gives its encoding as a tiny expression language
//! ([`Word`], [`Expr`]) so that the code generator can emit exactly these
//! operations as LLVM IR, while [`eval`] runs the same expressions here for
//! tests. docs/design/tma-descriptors.md has the layout and how each field was
//! established against NVIDIA's host objects (13.1 at sm_100, 13.5 at sm_90).
//!
//! # The term language
//!
//! Every value is a `u64` and every operation wraps modulo 2^64:
//!
//! - [`Expr::Const`]: a constant;
//! - [`Expr::Param`]: a 4- or 8-byte little-endian load from the parameter
//!   buffer at a byte offset from parameter 0, zero- or sign-extended;
//! - [`Expr::Add`], [`Expr::Sub`], [`Expr::Mul`]: wrapping arithmetic;
//! - [`Expr::Shl`], [`Expr::LShr`]: shifts by a constant amount (< 64);
//! - [`Expr::And`]: a mask with a constant;
//! - [`Expr::Select`]: `if lhs <pred> rhs { then } else { otherwise }` with an
//!   unsigned compare ([`Pred::Ult`], [`Pred::Uge`]).
//!
//! A [`Word`] is the bitwise OR of its terms (no terms: 0). The terms of one
//! word occupy disjoint bit fields, so OR and ADD agree; NVIDIA's code mixes
//! both.
//!
//! [`Expr::build`] and [`Word::build`] walk the terms into a [`TermBuilder`]:
//! plain evaluation here ([`eval`]), the host module's LLVM dialect
//! (`tileas-codegen`), the kernel's own arithmetic for a tensor map it builds
//! on the device (`tileas-passes`), so every one of them encodes alike.

use thiserror::Error;

/// Number of 64-bit words in the hidden descriptor parameter (128 bytes).
pub const DESCRIPTOR_WORDS: usize = 16;

/// Byte size of the hidden descriptor parameter.
pub const DESCRIPTOR_BYTES: u32 = 128;

/// Largest box extent TMA accepts in any dimension.
pub const MAX_BOX_DIM: u32 = 256;

/// Highest rank whose field placement was observed (4-D in
/// `attention_fmha_causal_f16`). A rank-5 layout is a plausible extension but
/// unverified, so it is rejected rather than guessed.
pub const MAX_RANK: usize = 4;

/// Threshold of the bit-21 rule: bit 21 of word 1 is set when the byte span
/// the tensor covers is at least 128 KiB.
pub const SPAN_THRESHOLD: u64 = 0x20000;

/// Mask NVIDIA applies to the global address (bits 4..=56 kept).
pub const ADDRESS_MASK: u64 = 0x01ff_ffff_ffff_fff0;

/// Bit 1 and bit 18 of word 1 are set in every descriptor observed (121 in 47
/// cubins, 13.1 sm_100 and 13.5 sm_90, plus 6 at sm_120; every element type).
/// Their meaning is not established; bit 18 may be an L2-promotion setting.
const FORMAT_ALWAYS: u64 = (1 << 1) | (1 << 18);

/// Errors describing a [`TmaSpec`] that cannot be encoded, or a parameter
/// buffer too short for it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TmaError {
    /// Only ranks 1..=[`MAX_RANK`] have an observed encoding.
    #[error("TMA rank {0} is outside 1..={MAX_RANK}")]
    Rank(usize),
    /// `dims`, `strides` and `box_dims` must all have the view's rank.
    #[error("TMA spec lengths differ: {dims} dims, {strides} strides, {boxes} box dims")]
    Lengths {
        /// Number of dimensions given.
        dims: usize,
        /// Number of strides given.
        strides: usize,
        /// Number of box dimensions given.
        boxes: usize,
    },
    /// TMA has no innermost stride: the innermost dimension must be contiguous.
    #[error("innermost stride must be the constant 1")]
    InnerStride,
    /// Box extents are 1..=256 elements.
    #[error("box dimension {index} is {value}, outside 1..={MAX_BOX_DIM}")]
    BoxDim {
        /// Position in view order (outermost first).
        index: usize,
        /// The rejected extent.
        value: u32,
    },
    /// The innermost box row must be a multiple of 16 bytes.
    #[error("innermost box row is {0} bytes, not a multiple of 16")]
    InnerBoxBytes(u64),
    /// A swizzled box row may not exceed the swizzle span.
    #[error("innermost box row is {bytes} bytes, wider than the {span}-byte swizzle")]
    SwizzleSpan {
        /// Innermost box row in bytes.
        bytes: u64,
        /// Swizzle span in bytes.
        span: u64,
    },
    /// A load reaches past the end of the parameter buffer.
    #[error("parameter load of {size} bytes at offset {offset} is outside the {len}-byte buffer")]
    ParamOutOfBounds {
        /// Byte offset of the load.
        offset: u32,
        /// Load size in bytes.
        size: u32,
        /// Buffer length.
        len: usize,
    },
}

/// The GPU target: where the hidden parameters land ([`hidden_param_offsets`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// Hopper; NVIDIA ships it with tileiras 13.5 only.
    Sm90,
    /// Blackwell datacenter.
    Sm100,
    /// Blackwell consumer.
    Sm120,
}

impl Target {
    /// Constant-bank offset of kernel parameter 0, as ptxas lays it out
    /// (`EIATTR_PARAM_CBANK`). NVIDIA's host code aligns the hidden parameters
    /// to 64 bytes *in the bank*, so this base decides their offsets.
    pub const fn cbank_param_base(self) -> u32 {
        crate::param_bank_base(match self {
            Target::Sm90 => 90,
            Target::Sm100 => 100,
            Target::Sm120 => 120,
        })
    }
}

/// Element type as the descriptor encodes it (word 1 bits 7..=10).
///
/// Only the codes seen in NVIDIA's descriptors are listed; several cuTile
/// types share one code because TMA only moves bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TmaElem {
    /// 8-bit data: i8, u8, f8E4M3FN (code 0; E5M2 presumably the same).
    B8,
    /// 32-bit integers, i32 or u32 (code 2).
    B32,
    /// f16 (code 6).
    F16,
    /// f32, also tf32 operands (code 7; see [`TmaSpec::tf32`]).
    F32,
    /// f64 (code 9).
    F64,
    /// bf16 (code 10).
    Bf16,
}

impl TmaElem {
    /// The 4-bit format code stored at word 1 bits 7..=10.
    pub const fn code(self) -> u64 {
        match self {
            TmaElem::B8 => 0,
            TmaElem::B32 => 2,
            TmaElem::F16 => 6,
            TmaElem::F32 => 7,
            TmaElem::F64 => 9,
            TmaElem::Bf16 => 10,
        }
    }

    /// log2 of the element size in bytes.
    pub const fn log2_bytes(self) -> u32 {
        match self {
            TmaElem::B8 => 0,
            TmaElem::F16 | TmaElem::Bf16 => 1,
            TmaElem::B32 | TmaElem::F32 => 2,
            TmaElem::F64 => 3,
        }
    }

    /// Element size in bytes.
    pub const fn bytes(self) -> u64 {
        1 << self.log2_bytes()
    }

    /// The element by the name the compiler's kernel attribute gives it
    /// (`nv_tileas.tma_descriptors`' `elem`: "b8", "b32", "f16", "bf16",
    /// "f32", "f64"; "tf32" is f32 in the tf32 format, [`TmaSpec::tf32`]).
    pub fn from_name(name: &str) -> Option<TmaElem> {
        Some(match name {
            "b8" => TmaElem::B8,
            "b32" => TmaElem::B32,
            "f16" => TmaElem::F16,
            "bf16" => TmaElem::Bf16,
            "f32" | "tf32" => TmaElem::F32,
            "f64" => TmaElem::F64,
            _ => return None,
        })
    }
}

/// Shared-memory swizzle (word 1 bits 13..=14, and bit 19 for 32-byte
/// atoms). NVIDIA picks it from the shared-memory layout the consumer wants
/// (MMA operands swizzle, SIMT reductions and plain copies do not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Swizzle {
    /// No swizzle (0).
    None,
    /// 32-byte swizzle (1; by analogy, never observed).
    B32,
    /// 64-byte swizzle (2; `matmul_int8` A operand, 64-byte rows).
    B64,
    /// 128-byte swizzle (3; the usual MMA operand layout).
    B128,
    /// 128-byte swizzle of 32-byte atoms (3, and word 1 bit 19): the layout
    /// tcgen05 reads through descriptors of mode 1 (128-byte swizzle, 32-byte
    /// base), the only one it takes for an MN-major tf32 operand. NVIDIA's
    /// tileiras copies both tf32 operands so at sm_100 (`matmul_tf32`: bit 19
    /// in exactly those maps, mode-1 descriptors with a 512-byte stride in its
    /// PTX), and so does tileas (its "_32b" stages).
    B128Atom32,
}

impl Swizzle {
    /// The 2-bit field value.
    pub const fn code(self) -> u64 {
        match self {
            Swizzle::None => 0,
            Swizzle::B32 => 1,
            Swizzle::B64 => 2,
            Swizzle::B128 | Swizzle::B128Atom32 => 3,
        }
    }

    /// The swizzle's other bits of word 1 (bit 19: 32-byte atoms).
    pub const fn atom_bits(self) -> u64 {
        match self {
            Swizzle::B128Atom32 => 1 << 19,
            _ => 0,
        }
    }

    /// The swizzle of span `bytes` (0: none).
    pub const fn from_span(bytes: i64) -> Option<Swizzle> {
        Some(match bytes {
            0 => Swizzle::None,
            32 => Swizzle::B32,
            64 => Swizzle::B64,
            128 => Swizzle::B128,
            _ => return None,
        })
    }

    /// The swizzle of span `bytes` in units of 16 bytes or, with `atom32`,
    /// in 32-byte atoms (128-byte span only).
    pub const fn from_span_in_atoms(bytes: i64, atom32: bool) -> Option<Swizzle> {
        match (bytes, atom32) {
            (128, true) => Some(Swizzle::B128Atom32),
            (_, true) => None,
            _ => Self::from_span(bytes),
        }
    }

    /// Swizzle span in bytes (`None` for no swizzle).
    pub const fn span(self) -> Option<u64> {
        match self {
            Swizzle::None => None,
            Swizzle::B32 => Some(32),
            Swizzle::B64 => Some(64),
            Swizzle::B128 | Swizzle::B128Atom32 => Some(128),
        }
    }
}

/// Width of a parameter load.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ParamSize {
    /// 4 bytes (`i32` shapes and strides).
    B4,
    /// 8 bytes (pointers, `i64` scalars).
    B8,
}

impl ParamSize {
    /// Size in bytes.
    pub const fn bytes(self) -> u32 {
        match self {
            ParamSize::B4 => 4,
            ParamSize::B8 => 8,
        }
    }
}

/// A kernel parameter read from the launch buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParamRef {
    /// Byte offset from parameter 0 (the `.nv.info` `KPARAM_INFO` offset). The
    /// same on every target; the sm_90 constant-bank base only moves the hidden
    /// parameters.
    pub offset: u32,
    /// Load width.
    pub size: ParamSize,
    /// Sign- rather than zero-extend to 64 bits. NVIDIA zero-extends its `i32`
    /// shapes and strides (they carry `assume bounded<0, ?>`), so the
    /// constructors below use `false`.
    pub signed: bool,
}

impl ParamRef {
    /// An unsigned 4-byte parameter, as tileiras reads `i32` shapes and strides.
    pub const fn u32_at(offset: u32) -> Self {
        ParamRef { offset, size: ParamSize::B4, signed: false }
    }

    /// An 8-byte parameter, as a pointer.
    pub const fn u64_at(offset: u32) -> Self {
        ParamRef { offset, size: ParamSize::B8, signed: false }
    }
}

/// A shape or stride: read from a parameter, or known statically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A dynamic value from the parameter buffer.
    Param(ParamRef),
    /// A value fixed at compile time.
    Const(u64),
}

impl Operand {
    fn expr(self) -> Expr {
        match self {
            Operand::Param(p) => Expr::Param(p),
            Operand::Const(c) => Expr::Const(c),
        }
    }
}

/// Unsigned comparison of a [`Expr::Select`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pred {
    /// `lhs < rhs` (LLVM `icmp ult`).
    Ult,
    /// `lhs >= rhs` (LLVM `icmp uge`).
    Uge,
}

/// One term of a descriptor word; see the module documentation for the
/// semantics. All arithmetic is on `u64`, wrapping.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Expr {
    /// A constant.
    Const(u64),
    /// A little-endian parameter load, extended to 64 bits.
    Param(ParamRef),
    /// Wrapping sum.
    Add(Box<Expr>, Box<Expr>),
    /// Wrapping difference.
    Sub(Box<Expr>, Box<Expr>),
    /// Wrapping product.
    Mul(Box<Expr>, Box<Expr>),
    /// Left shift by a constant below 64.
    Shl(Box<Expr>, u32),
    /// Logical right shift by a constant below 64.
    LShr(Box<Expr>, u32),
    /// Bitwise AND with a constant.
    And(Box<Expr>, u64),
    /// `if lhs pred rhs { then } else { otherwise }`, unsigned compare.
    Select {
        /// The comparison.
        pred: Pred,
        /// Left operand of the comparison.
        lhs: Box<Expr>,
        /// Right operand of the comparison.
        rhs: Box<Expr>,
        /// Value when the comparison holds.
        then: Box<Expr>,
        /// Value otherwise.
        otherwise: Box<Expr>,
    },
}

impl Expr {
    /// `a + b`, folded when both are constants.
    pub fn plus(a: Expr, b: Expr) -> Expr {
        match (&a, &b) {
            (Expr::Const(x), Expr::Const(y)) => Expr::Const(x.wrapping_add(*y)),
            (_, Expr::Const(0)) => a,
            (Expr::Const(0), _) => b,
            _ => Expr::Add(Box::new(a), Box::new(b)),
        }
    }

    /// `a - b`, folded when both are constants.
    pub fn minus(a: Expr, b: Expr) -> Expr {
        match (&a, &b) {
            (Expr::Const(x), Expr::Const(y)) => Expr::Const(x.wrapping_sub(*y)),
            (_, Expr::Const(0)) => a,
            _ => Expr::Sub(Box::new(a), Box::new(b)),
        }
    }

    /// `a * b`, folded when both are constants or one is 1.
    pub fn times(a: Expr, b: Expr) -> Expr {
        match (&a, &b) {
            (Expr::Const(x), Expr::Const(y)) => Expr::Const(x.wrapping_mul(*y)),
            (_, Expr::Const(1)) => a,
            (Expr::Const(1), _) => b,
            _ => Expr::Mul(Box::new(a), Box::new(b)),
        }
    }

    /// `a << n` (`n < 64`), folded on constants.
    pub fn shl_by(a: Expr, n: u32) -> Expr {
        match a {
            _ if n == 0 => a,
            Expr::Const(x) => Expr::Const(x << (n & 63)),
            _ => Expr::Shl(Box::new(a), n & 63),
        }
    }

    /// `a >> n` (logical, `n < 64`), folded on constants.
    pub fn lshr_by(a: Expr, n: u32) -> Expr {
        match a {
            _ if n == 0 => a,
            Expr::Const(x) => Expr::Const(x >> (n & 63)),
            _ => Expr::LShr(Box::new(a), n & 63),
        }
    }

    /// `a & mask`, folded on constants.
    pub fn masked(a: Expr, mask: u64) -> Expr {
        match a {
            Expr::Const(x) => Expr::Const(x & mask),
            _ if mask == u64::MAX => a,
            _ => Expr::And(Box::new(a), mask),
        }
    }

    /// Evaluates the term on a parameter buffer.
    pub fn eval(&self, params: &[u8]) -> Result<u64, TmaError> {
        self.build(&mut Evaluator { params })
    }

    /// The term built by `b`, operands before the operation.
    pub fn build<B: TermBuilder>(&self, b: &mut B) -> Result<B::Value, B::Error> {
        let binary = |b: &mut B, op: BinOp, x: &Expr, y: Operand2| -> Result<B::Value, B::Error> {
            let x = x.build(b)?;
            let y = match y {
                Operand2::Term(y) => y.build(b)?,
                Operand2::Const(c) => b.constant(c),
            };
            Ok(b.binary(op, x, y))
        };
        Ok(match self {
            Expr::Const(c) => b.constant(*c),
            Expr::Param(p) => b.param(*p)?,
            Expr::Add(x, y) => binary(b, BinOp::Add, x, Operand2::Term(y))?,
            Expr::Sub(x, y) => binary(b, BinOp::Sub, x, Operand2::Term(y))?,
            Expr::Mul(x, y) => binary(b, BinOp::Mul, x, Operand2::Term(y))?,
            Expr::Shl(x, n) => binary(b, BinOp::Shl, x, Operand2::Const(u64::from(*n)))?,
            Expr::LShr(x, n) => binary(b, BinOp::LShr, x, Operand2::Const(u64::from(*n)))?,
            Expr::And(x, m) => binary(b, BinOp::And, x, Operand2::Const(*m))?,
            Expr::Select { pred, lhs, rhs, then, otherwise } => {
                let (l, r) = (lhs.build(b)?, rhs.build(b)?);
                let (t, f) = (then.build(b)?, otherwise.build(b)?);
                b.select(*pred, l, r, t, f)
            }
        })
    }
}

/// The second operand of a binary term: a term, or a shift amount or mask.
enum Operand2<'a> {
    Term(&'a Expr),
    Const(u64),
}

/// A binary operation of the term language, on u64 and wrapping; shifts by
/// less than 64.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Shl,
    LShr,
    And,
    Or,
}

/// Where the term language is built: values, constants, parameter loads and
/// the operations on them.
pub trait TermBuilder {
    /// A built u64 value.
    type Value: Copy;
    /// Why a parameter cannot be read.
    type Error;
    /// A constant.
    fn constant(&mut self, c: u64) -> Self::Value;
    /// A parameter load, extended to 64 bits as `p` says.
    fn param(&mut self, p: ParamRef) -> Result<Self::Value, Self::Error>;
    /// `a op b`.
    fn binary(&mut self, op: BinOp, a: Self::Value, b: Self::Value) -> Self::Value;
    /// `if lhs pred rhs { then } else { otherwise }`, unsigned.
    fn select(
        &mut self,
        pred: Pred,
        lhs: Self::Value,
        rhs: Self::Value,
        then: Self::Value,
        otherwise: Self::Value,
    ) -> Self::Value;
}

/// The terms' values on a launch parameter buffer.
struct Evaluator<'a> {
    params: &'a [u8],
}

impl TermBuilder for Evaluator<'_> {
    type Value = u64;
    type Error = TmaError;

    fn constant(&mut self, c: u64) -> u64 {
        c
    }

    fn param(&mut self, p: ParamRef) -> Result<u64, TmaError> {
        load(self.params, p)
    }

    fn binary(&mut self, op: BinOp, a: u64, b: u64) -> u64 {
        match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Shl => a.wrapping_shl(b as u32),
            BinOp::LShr => a.wrapping_shr(b as u32),
            BinOp::And => a & b,
            BinOp::Or => a | b,
        }
    }

    fn select(&mut self, pred: Pred, lhs: u64, rhs: u64, then: u64, otherwise: u64) -> u64 {
        let holds = match pred {
            Pred::Ult => lhs < rhs,
            Pred::Uge => lhs >= rhs,
        };
        if holds {
            then
        } else {
            otherwise
        }
    }
}

/// One descriptor word: the OR of its terms (0 when there are none).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Word {
    /// Terms occupying disjoint bit fields; constants are merged into one.
    pub terms: Vec<Expr>,
}

impl Word {
    fn push(&mut self, term: Expr) {
        match term {
            Expr::Const(0) => {}
            Expr::Const(c) => {
                if let Some(Expr::Const(old)) = self.terms.iter_mut().find(|t| matches!(t, Expr::Const(_))) {
                    *old |= c;
                } else {
                    self.terms.push(Expr::Const(c));
                }
            }
            t => self.terms.push(t),
        }
    }

    /// The word's value when every term is a constant.
    pub fn as_const(&self) -> Option<u64> {
        self.terms.iter().try_fold(0, |acc, t| match t {
            Expr::Const(c) => Some(acc | c),
            _ => None,
        })
    }

    /// Evaluates the word on a parameter buffer.
    pub fn eval(&self, params: &[u8]) -> Result<u64, TmaError> {
        self.build(&mut Evaluator { params })
    }

    /// The word built by `b`: its terms ORed in order (the constant 0
    /// without terms).
    pub fn build<B: TermBuilder>(&self, b: &mut B) -> Result<B::Value, B::Error> {
        let mut value = None;
        for term in &self.terms {
            let t = term.build(b)?;
            value = Some(match value {
                None => t,
                Some(v) => b.binary(BinOp::Or, v, t),
            });
        }
        Ok(value.unwrap_or_else(|| b.constant(0)))
    }
}

fn load(params: &[u8], p: ParamRef) -> Result<u64, TmaError> {
    let n = p.size.bytes();
    let oob = TmaError::ParamOutOfBounds { offset: p.offset, size: n, len: params.len() };
    let start = usize::try_from(p.offset).map_err(|_| oob.clone())?;
    let bytes = start.checked_add(n as usize).and_then(|end| params.get(start..end)).ok_or(oob)?;
    let mut buf = [0u8; 8];
    buf[..bytes.len()].copy_from_slice(bytes);
    let raw = u64::from_le_bytes(buf);
    Ok(match (p.size, p.signed) {
        (ParamSize::B4, true) => raw as u32 as i32 as i64 as u64,
        _ => raw,
    })
}

/// One TMA descriptor: the tensor view it describes and the box one TMA copy
/// moves. Dimensions are in view order (outermost first, as in
/// `make_tensor_view`'s `shape = [...]` and the partition tile); the
/// descriptor itself stores them innermost first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TmaSpec {
    /// How the element is encoded.
    pub elem: TmaElem,
    /// The view's base pointer parameter (an 8-byte parameter).
    pub address: ParamRef,
    /// Extent of each dimension, in elements.
    pub dims: Vec<Operand>,
    /// Stride of each dimension, in elements; the innermost must be
    /// `Operand::Const(1)`.
    pub strides: Vec<Operand>,
    /// Box extent per dimension (1..=256), the tile or the part of it one TMA
    /// instruction moves.
    pub box_dims: Vec<u32>,
    /// Shared-memory swizzle.
    pub swizzle: Swizzle,
    /// The loaded tile feeds a tf32 MMA (`astype(tfloat32)` on an f32 load):
    /// word 1 bit 16.
    pub tf32: bool,
}

impl TmaSpec {
    /// Checks the spec against the constraints the encoding relies on.
    pub fn validate(&self) -> Result<(), TmaError> {
        let rank = self.dims.len();
        if rank == 0 || rank > MAX_RANK {
            return Err(TmaError::Rank(rank));
        }
        if self.strides.len() != rank || self.box_dims.len() != rank {
            return Err(TmaError::Lengths { dims: rank, strides: self.strides.len(), boxes: self.box_dims.len() });
        }
        if self.strides.last() != Some(&Operand::Const(1)) {
            return Err(TmaError::InnerStride);
        }
        for (index, &value) in self.box_dims.iter().enumerate() {
            if value == 0 || value > MAX_BOX_DIM {
                return Err(TmaError::BoxDim { index, value });
            }
        }
        let inner = u64::from(self.box_dims[rank - 1]) * self.elem.bytes();
        if !inner.is_multiple_of(16) {
            return Err(TmaError::InnerBoxBytes(inner));
        }
        if let Some(span) = self.swizzle.span() {
            if inner > span {
                return Err(TmaError::SwizzleSpan { bytes: inner, span });
            }
        }
        Ok(())
    }

    /// The constant part of word 1's low half: format bits without bit 21.
    pub fn format_bits(&self) -> u64 {
        let rank = self.dims.len() as u64;
        let tf32 = if self.tf32 { 1 << 16 } else { 0 };
        FORMAT_ALWAYS
            | (rank.saturating_sub(1) & 7) << 4
            | self.elem.code() << 7
            | self.swizzle.code() << 13
            | self.swizzle.atom_bits()
            | tf32
    }

    /// The 16 descriptor words as expressions over the parameter buffer.
    ///
    /// With `d[i]`, `S[i]` the extent and byte stride of dimension `i`
    /// counted from the innermost (`S[i] = stride[i] << log2(elem size)`):
    ///
    /// ```text
    /// w0  = address & 0x01ff_ffff_ffff_fff0
    /// w1  = format_bits | (span >= 0x20000) << 21 | (S[1] >> 4) << 32
    /// w2  = S[2] >> 4 | (S[3] >> 4) << 32
    /// w3  = 0
    /// w4  = (d[0] - 1) & 0xffff_ffff | (d[1] - 1) << 32
    /// w5  = (d[2] - 1) & 0xffff_ffff | (d[3] - 1) << 32
    /// w6  = (box[0] - 1) << 56
    /// w7  = (box[1] - 1) | (box[2] - 1) << 8 | (box[3] - 1) << 16
    /// w8..w15 = 0 (13.1 writes them, 13.5 does not)
    /// ```
    ///
    /// where `span = d[0] * size + sum over i >= 1 of (d[i] - 1) * S[i]`, the
    /// byte distance from the first element to one past the last. Terms for
    /// dimensions beyond the rank are absent.
    pub fn words(&self) -> Result<[Word; DESCRIPTOR_WORDS], TmaError> {
        self.validate()?;
        let rank = self.dims.len();
        let log2 = self.elem.log2_bytes();
        // Innermost first, as the descriptor stores them.
        let d: Vec<Expr> = self.dims.iter().rev().map(|o| o.expr()).collect();
        let s: Vec<Expr> = self.strides.iter().rev().map(|o| Expr::shl_by(o.expr(), log2)).collect();
        let b: Vec<u64> = self.box_dims.iter().rev().map(|&x| u64::from(x) - 1).collect();
        let minus1 = |e: &Expr| Expr::minus(e.clone(), Expr::Const(1));
        let stride_field = |e: &Expr| Expr::lshr_by(e.clone(), 4);

        let mut w: [Word; DESCRIPTOR_WORDS] = Default::default();
        w[0].push(Expr::masked(Expr::Param(self.address), ADDRESS_MASK));

        let mut span = Expr::shl_by(d[0].clone(), log2);
        for i in 1..rank {
            span = Expr::plus(span, Expr::times(minus1(&d[i]), s[i].clone()));
        }
        w[1].push(Expr::Const(self.format_bits()));
        w[1].push(match span {
            Expr::Const(c) => Expr::Const(u64::from(c >= SPAN_THRESHOLD) << 21),
            span => Expr::Select {
                pred: Pred::Uge,
                lhs: Box::new(span),
                rhs: Box::new(Expr::Const(SPAN_THRESHOLD)),
                then: Box::new(Expr::Const(1 << 21)),
                otherwise: Box::new(Expr::Const(0)),
            },
        });
        for i in 1..rank {
            // Strides 1 and 2 share word 1 and 2's low half; 3 goes high in word 2.
            let (word, shift) = [(1, 32), (2, 0), (2, 32)][i - 1];
            w[word].push(Expr::shl_by(stride_field(&s[i]), shift));
        }
        for (i, di) in d.iter().enumerate() {
            let field = minus1(di);
            let word = 4 + i / 2;
            w[word].push(if i % 2 == 0 { Expr::masked(field, 0xffff_ffff) } else { Expr::shl_by(field, 32) });
        }
        w[6].push(Expr::Const(b[0] << 56));
        for (i, &bi) in b.iter().enumerate().skip(1) {
            w[7].push(Expr::Const(bi << (8 * (i - 1))));
        }
        Ok(w)
    }
}

/// Evaluates descriptor words on a launch parameter buffer (parameter 0 at
/// offset 0), as `FUNC_ON_ARGUMENTS_CHANGE` would.
pub fn eval(words: &[Word; DESCRIPTOR_WORDS], params: &[u8]) -> Result<[u64; DESCRIPTOR_WORDS], TmaError> {
    let mut out = [0u64; DESCRIPTOR_WORDS];
    for (o, w) in out.iter_mut().zip(words) {
        *o = w.eval(params)?;
    }
    Ok(out)
}

/// Offsets (from parameter 0) of `count` hidden descriptor parameters
/// appended after user parameters ending at byte `user_end`.
///
/// NVIDIA aligns the first one to 64 bytes *in the constant bank*, i.e.
/// relative to [`Target::cbank_param_base`], and places the rest 128 bytes
/// apart. At sm_100/sm_120 (base 0x380) that is plain 64-byte alignment; at
/// sm_90 (base 0x210 = 16 mod 64) the offsets are 48 mod 64.
pub fn hidden_param_offsets(user_end: u32, target: Target, count: usize) -> Vec<u32> {
    let base = target.cbank_param_base();
    let first = (user_end + base).next_multiple_of(64) - base;
    (0..count as u32).map(|i| first + i * DESCRIPTOR_BYTES).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Writes `(offset, size, value)` parameters into a zeroed buffer.
    fn buffer(len: usize, params: &[(u32, u32, u64)]) -> Vec<u8> {
        let mut b = vec![0u8; len];
        for &(off, size, v) in params {
            let off = off as usize;
            b[off..off + size as usize].copy_from_slice(&v.to_le_bytes()[..size as usize]);
        }
        b
    }

    fn p32(off: u32) -> Operand {
        Operand::Param(ParamRef::u32_at(off))
    }

    const ONE: Operand = Operand::Const(1);

    /// A 2-D view `ptr@p, shape [@d0, @d1], strides [@s0, 1]` (cuTile's usual
    /// `(ptr, shape..., stride...)` parameter order).
    fn view2(elem: TmaElem, p: u32, box_dims: [u32; 2], swizzle: Swizzle) -> TmaSpec {
        TmaSpec {
            elem,
            address: ParamRef::u64_at(p),
            dims: vec![p32(p + 8), p32(p + 12)],
            strides: vec![p32(p + 16), ONE],
            box_dims: box_dims.to_vec(),
            swizzle,
            tf32: false,
        }
    }

    fn view1(elem: TmaElem, p: u32, box0: u32) -> TmaSpec {
        TmaSpec {
            elem,
            address: ParamRef::u64_at(p),
            dims: vec![p32(p + 8)],
            strides: vec![ONE],
            box_dims: vec![box0],
            swizzle: Swizzle::None,
            tf32: false,
        }
    }

    /// Checks `spec` against words NVIDIA's host module wrote (first 8 words;
    /// words 8..16 are zero at 13.1 and untouched at 13.5).
    fn check(spec: &TmaSpec, params: &[(u32, u32, u64)], expected: [u64; 8]) {
        let words = spec.words().expect("valid spec");
        let got = eval(&words, &buffer(512, params)).expect("in bounds");
        assert_eq!(got[..8], expected, "spec {spec:?}");
        assert_eq!(got[8..], [0; 8]);
    }

    #[test]
    fn names_and_spans() {
        for (name, elem) in [("b8", TmaElem::B8), ("b32", TmaElem::B32), ("f16", TmaElem::F16), ("bf16", TmaElem::Bf16)]
        {
            assert_eq!(TmaElem::from_name(name), Some(elem));
        }
        assert_eq!(TmaElem::from_name("tf32"), Some(TmaElem::F32));
        assert_eq!(TmaElem::from_name("f64"), Some(TmaElem::F64));
        assert_eq!(TmaElem::from_name("i16"), None);
        assert_eq!(Swizzle::from_span(0), Some(Swizzle::None));
        assert_eq!(Swizzle::from_span(128), Some(Swizzle::B128));
        assert_eq!(Swizzle::from_span(96), None);
        // The 32-byte-atom swizzle: the 128-byte code plus word 1 bit 19.
        assert_eq!((Swizzle::B128Atom32.code(), Swizzle::B128Atom32.atom_bits()), (3, 1 << 19));
        assert_eq!(Swizzle::B128.atom_bits(), 0);
        assert_eq!(Swizzle::from_span_in_atoms(128, true), Some(Swizzle::B128Atom32));
        assert_eq!(Swizzle::from_span_in_atoms(128, false), Some(Swizzle::B128));
        assert_eq!(Swizzle::from_span_in_atoms(64, true), None);
    }

    /// matmul_f16 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_f16_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x1000), (8, 4, 0x1000), (16, 4, 0x1000)], [0x00007f3a00000000, 0x0000020000246312, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0xf2a74de452e6b438), (12, 4, 0x5), (8, 4, 0xcb), (16, 4, 0x5e)], [0x00a74de452e6b430, 0x0000000b00046312, 0x0000000000000000, 0x0000000000000000, 0x000000ca00000004, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x1000), (32, 4, 0x1000), (40, 4, 0x1000)], [0x00007f3a50000200, 0x0000020000246312, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(24, 8, 0x1600a35a099950d8), (36, 4, 0x1f), (32, 4, 0x1ac36), (40, 4, 0x37)], [0x0000a35a099950d0, 0x0000000600246312, 0x0000000000000000, 0x0000000000000000, 0x0001ac350000001e, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x1000), (56, 4, 0x1000), (64, 4, 0x1000)], [0x00007f3aa0000400, 0x0000020000246312, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(48, 8, 0x39263059f28c105d), (60, 4, 0xf), (56, 4, 0x1a), (64, 4, 0x9)], [0x01263059f28c1050, 0x0000000100046312, 0x0000000000000000, 0x0000000000000000, 0x000000190000000e, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
    }

    /// matmul_f16 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_f16_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x1000), (8, 4, 0x1000), (16, 4, 0x1000)], [0x00007f3a00000000, 0x0000020000246312, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x18f135d25f557203), (12, 4, 0x3f9), (8, 4, 0x8), (16, 4, 0x141b0)], [0x00f135d25f557200, 0x0000283600246312, 0x0000000000000000, 0x0000000000000000, 0x00000007000003f8, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x1000), (32, 4, 0x1000), (40, 4, 0x1000)], [0x00007f3a50000200, 0x0000020000246312, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(24, 8, 0x4cbd87ad5c90a958), (36, 4, 0x150), (32, 4, 0x2e1), (40, 4, 0x1fb0)], [0x00bd87ad5c90a950, 0x000003f600246312, 0x0000000000000000, 0x0000000000000000, 0x000002e00000014f, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x1000), (56, 4, 0x1000), (64, 4, 0x1000)], [0x00007f3aa0000400, 0x0000020000246312, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0x9be4bcfc49b64a08), (60, 4, 0xd6144), (56, 4, 0x10), (64, 4, 0x15f)], [0x01e4bcfc49b64a00, 0x0000002b00246312, 0x0000000000000000, 0x0000000000000000, 0x0000000f000d6143, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
    }

    /// matmul_bf16_256x128 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_bf16_256x128_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x1000), (8, 4, 0x1000), (16, 4, 0x1000)], [0x00007f3a00000000, 0x0000020000246512, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x7f26144b98289fcd), (12, 4, 0x23), (8, 4, 0x8cd4), (16, 4, 0x10a3e)], [0x0126144b98289fc0, 0x0000214700246512, 0x0000000000000000, 0x0000000000000000, 0x00008cd300000022, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x1000), (32, 4, 0x1000), (40, 4, 0x1000)], [0x00007f3a50000200, 0x0000020000246512, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(24, 8, 0x93f448b3a5aa3c81), (36, 4, 0xb1ab), (32, 4, 0x246db), (40, 4, 0xf)], [0x01f448b3a5aa3c80, 0x0000000100246512, 0x0000000000000000, 0x0000000000000000, 0x000246da0000b1aa, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x1000), (56, 4, 0x1000), (64, 4, 0x1000)], [0x00007f3aa0000400, 0x0000020000246512, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(48, 8, 0x1df9fd789c653938), (60, 4, 0x24d), (56, 4, 0xf17b), (64, 4, 0x7f)], [0x01f9fd789c653930, 0x0000000f00246512, 0x0000000000000000, 0x0000000000000000, 0x0000f17a0000024c, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
    }

    /// matmul_bf16_256x128 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_bf16_256x128_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![256, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x1000), (8, 4, 0x1000), (16, 4, 0x1000)], [0x00007f3a00000000, 0x0000020000246512, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x00000000000000ff]);
        check(&spec, &[(0, 8, 0x230d977ee2257159), (12, 4, 0x16f62), (8, 4, 0x11d1b), (16, 4, 0x7626)], [0x010d977ee2257150, 0x00000ec400246512, 0x0000000000000000, 0x0000000000000000, 0x00011d1a00016f61, 0x0000000000000000, 0x3f00000000000000, 0x00000000000000ff]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x1000), (32, 4, 0x1000), (40, 4, 0x1000)], [0x00007f3a50000200, 0x0000020000246512, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(24, 8, 0x26bb7dbd2d1c9af0), (36, 4, 0x10), (32, 4, 0x3bc), (40, 4, 0x10e)], [0x00bb7dbd2d1c9af0, 0x0000002100246512, 0x0000000000000000, 0x0000000000000000, 0x000003bb0000000f, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x1000), (56, 4, 0x1000), (64, 4, 0x1000)], [0x00007f3aa0000400, 0x0000020000246512, 0x0000000000000000, 0x0000000000000000, 0x00000fff00000fff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0x6b4013ef254b0c4e), (60, 4, 0x1c), (56, 4, 0x5191), (64, 4, 0x32398)], [0x014013ef254b0c40, 0x0000647300246512, 0x0000000000000000, 0x0000000000000000, 0x000051900000001b, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
    }

    /// matmul_f32_simt at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_f32_simt_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![64, 16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x400), (8, 4, 0x400), (16, 4, 0x400)], [0x00007f3a00000000, 0x0000010000240392, 0x0000000000000000, 0x0000000000000000, 0x000003ff000003ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000003f]);
        check(&spec, &[(0, 8, 0xfc132d0d113db17d), (12, 4, 0x71), (8, 4, 0x387), (16, 4, 0x6bb)], [0x00132d0d113db170, 0x000001ae00240392, 0x0000000000000000, 0x0000000000000000, 0x0000038600000070, 0x0000000000000000, 0x0f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![8, 32],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x400), (32, 4, 0x400), (40, 4, 0x400)], [0x00007f3a50000200, 0x0000010000240392, 0x0000000000000000, 0x0000000000000000, 0x000003ff000003ff, 0x0000000000000000, 0x1f00000000000000, 0x0000000000000007]);
        check(&spec, &[(24, 8, 0x26b94c7f9118bb16), (36, 4, 0x3), (32, 4, 0x5e), (40, 4, 0x303)], [0x00b94c7f9118bb10, 0x000000c000240392, 0x0000000000000000, 0x0000000000000000, 0x0000005d00000002, 0x0000000000000000, 0x1f00000000000000, 0x0000000000000007]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 32],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x400), (56, 4, 0x400), (64, 4, 0x400)], [0x00007f3aa0000400, 0x0000010000240392, 0x0000000000000000, 0x0000000000000000, 0x000003ff000003ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0x58ee8571f4998d7c), (60, 4, 0x1e), (56, 4, 0x7962), (64, 4, 0x774b2)], [0x00ee8571f4998d70, 0x0001dd2c00240392, 0x0000000000000000, 0x0000000000000000, 0x000079610000001d, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
    }

    /// matmul_f32_simt at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_f32_simt_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![64, 16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x400), (8, 4, 0x400), (16, 4, 0x400)], [0x00007f3a00000000, 0x0000010000240392, 0x0000000000000000, 0x0000000000000000, 0x000003ff000003ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000003f]);
        check(&spec, &[(0, 8, 0xd42fddbb7a86f7a2), (12, 4, 0x2e5), (8, 4, 0x18), (16, 4, 0xe)], [0x002fddbb7a86f7a0, 0x0000000300040392, 0x0000000000000000, 0x0000000000000000, 0x00000017000002e4, 0x0000000000000000, 0x0f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![8, 32],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x400), (32, 4, 0x400), (40, 4, 0x400)], [0x00007f3a50000200, 0x0000010000240392, 0x0000000000000000, 0x0000000000000000, 0x000003ff000003ff, 0x0000000000000000, 0x1f00000000000000, 0x0000000000000007]);
        check(&spec, &[(24, 8, 0xa49636a2fa7f0eab), (36, 4, 0xbbc02), (32, 4, 0x22), (40, 4, 0x16d)], [0x009636a2fa7f0ea0, 0x0000005b00240392, 0x0000000000000000, 0x0000000000000000, 0x00000021000bbc01, 0x0000000000000000, 0x1f00000000000000, 0x0000000000000007]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 32],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x400), (56, 4, 0x400), (64, 4, 0x400)], [0x00007f3aa0000400, 0x0000010000240392, 0x0000000000000000, 0x0000000000000000, 0x000003ff000003ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0x39194242a2eddbbd), (60, 4, 0x7418), (56, 4, 0x1eb), (64, 4, 0x3f2)], [0x01194242a2eddbb0, 0x000000fc00240392, 0x0000000000000000, 0x0000000000000000, 0x000001ea00007417, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
    }

    /// matmul_tf32 at sm_100 (13.1): descriptors observed in NVIDIA's host
    /// module; its tf32 operands in 128-byte swizzles of 32-byte atoms.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_tf32_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 32],
            swizzle: Swizzle::B128Atom32,
            tf32: true,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x800), (8, 4, 0x800), (16, 4, 0x800)], [0x00007f3a00000000, 0x00000200002d6392, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0xcefe2a1f727d8349), (12, 4, 0x1d), (8, 4, 0x5d59), (16, 4, 0x3b)], [0x00fe2a1f727d8340, 0x0000000e002d6392, 0x0000000000000000, 0x0000000000000000, 0x00005d580000001c, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![32, 32],
            swizzle: Swizzle::B128Atom32,
            tf32: true,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x800), (32, 4, 0x800), (40, 4, 0x800)], [0x00007f3a50000200, 0x00000200002d6392, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000001f]);
        check(&spec, &[(24, 8, 0x3451d0135675f6ad), (36, 4, 0x5810e), (32, 4, 0x7d2), (40, 4, 0x10)], [0x0051d0135675f6a0, 0x00000004002d6392, 0x0000000000000000, 0x0000000000000000, 0x000007d10005810d, 0x0000000000000000, 0x1f00000000000000, 0x000000000000001f]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![128, 32],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x800), (56, 4, 0x800), (64, 4, 0x800)], [0x00007f3aa0000400, 0x0000020000246392, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
        check(&spec, &[(48, 8, 0xe39639be7a605a91), (60, 4, 0xb1b), (56, 4, 0x1bd), (64, 4, 0xed24)], [0x019639be7a605a90, 0x00003b4900246392, 0x0000000000000000, 0x0000000000000000, 0x000001bc00000b1a, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
    }

    /// matmul_tf32 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_tf32_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 32],
            swizzle: Swizzle::B128,
            tf32: true,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x800), (8, 4, 0x800), (16, 4, 0x800)], [0x00007f3a00000000, 0x0000020000256392, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0xa7e6529bce76e9f4), (12, 4, 0x27ea), (8, 4, 0xf3), (16, 4, 0xb)], [0x01e6529bce76e9f0, 0x0000000200056392, 0x0000000000000000, 0x0000000000000000, 0x000000f2000027e9, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![32, 32],
            swizzle: Swizzle::B128,
            tf32: true,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x800), (32, 4, 0x800), (40, 4, 0x800)], [0x00007f3a50000200, 0x0000020000256392, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000001f]);
        check(&spec, &[(24, 8, 0xbfdefc1586ce03f9), (36, 4, 0x1b1), (32, 4, 0xdf), (40, 4, 0x9)], [0x01defc1586ce03f0, 0x0000000200056392, 0x0000000000000000, 0x0000000000000000, 0x000000de000001b0, 0x0000000000000000, 0x1f00000000000000, 0x000000000000001f]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 32],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x800), (56, 4, 0x800), (64, 4, 0x800)], [0x00007f3aa0000400, 0x0000020000246392, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0x3d93fd4c804c25d6), (60, 4, 0x8639), (56, 4, 0x2133), (64, 4, 0x17)], [0x0193fd4c804c25d0, 0x0000000500246392, 0x0000000000000000, 0x0000000000000000, 0x0000213200008638, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
    }

    /// matmul_fp8_e4m3 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_fp8_e4m3_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 128],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x800), (8, 4, 0x800), (16, 4, 0x800)], [0x00007f3a00000000, 0x0000008000246012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x101b8119bca3cb7), (12, 4, 0xf3), (8, 4, 0x59), (16, 4, 0x10)], [0x0101b8119bca3cb0, 0x0000000100046012, 0x0000000000000000, 0x0000000000000000, 0x00000058000000f2, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![128, 128],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x800), (32, 4, 0x800), (40, 4, 0x800)], [0x00007f3a50000200, 0x0000008000246012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        check(&spec, &[(24, 8, 0xc6c80e2bc8c614b2), (36, 4, 0x310), (32, 4, 0xf), (40, 4, 0x15a)], [0x00c80e2bc8c614b0, 0x0000001500046012, 0x0000000000000000, 0x0000000000000000, 0x0000000e0000030f, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x800), (56, 4, 0x800), (64, 4, 0x800)], [0x00007f3aa0000400, 0x0000010000246312, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(48, 8, 0x72235c28fcd7f40), (60, 4, 0x1987), (56, 4, 0x39), (64, 4, 0xe7a)], [0x012235c28fcd7f40, 0x000001cf00246312, 0x0000000000000000, 0x0000000000000000, 0x0000003800001986, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
    }

    /// matmul_fp8_e4m3 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_fp8_e4m3_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 128],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x800), (8, 4, 0x800), (16, 4, 0x800)], [0x00007f3a00000000, 0x0000008000246012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x6471fde41f229dd0), (12, 4, 0x1f), (8, 4, 0x28721), (16, 4, 0x4ae1)], [0x0071fde41f229dd0, 0x000004ae00246012, 0x0000000000000000, 0x0000000000000000, 0x000287200000001e, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![128, 128],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x800), (32, 4, 0x800), (40, 4, 0x800)], [0x00007f3a50000200, 0x0000008000246012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        check(&spec, &[(24, 8, 0x1f525265c8b007ee), (36, 4, 0x82), (32, 4, 0xbc), (40, 4, 0xf0)], [0x01525265c8b007e0, 0x0000000f00046012, 0x0000000000000000, 0x0000000000000000, 0x000000bb00000081, 0x0000000000000000, 0x7f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x800), (56, 4, 0x800), (64, 4, 0x800)], [0x00007f3aa0000400, 0x0000010000246312, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0xe28af60465f42986), (60, 4, 0x296), (56, 4, 0x29ad0), (64, 4, 0x19d81)], [0x008af60465f42980, 0x000033b000246312, 0x0000000000000000, 0x0000000000000000, 0x00029acf00000295, 0x0000000000000000, 0x3f00000000000000, 0x000000000000003f]);
    }

    /// matmul_int8 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_int8_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B64,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x800), (8, 4, 0x800), (16, 4, 0x800)], [0x00007f3a00000000, 0x0000008000244012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0xb401ba8570c1dca1), (12, 4, 0x25d2), (8, 4, 0xd), (16, 4, 0x20eac)], [0x0001ba8570c1dca0, 0x000020ea00244012, 0x0000000000000000, 0x0000000000000000, 0x0000000c000025d1, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![64, 128],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x800), (32, 4, 0x800), (40, 4, 0x800)], [0x00007f3a50000200, 0x0000008000246012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x7f00000000000000, 0x000000000000003f]);
        check(&spec, &[(24, 8, 0xe05b3e13f8c110fb), (36, 4, 0x8b4), (32, 4, 0x16), (40, 4, 0xc)], [0x005b3e13f8c110f0, 0x0000000000046012, 0x0000000000000000, 0x0000000000000000, 0x00000015000008b3, 0x0000000000000000, 0x7f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![128, 32],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x800), (56, 4, 0x800), (64, 4, 0x800)], [0x00007f3aa0000400, 0x0000020000246112, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
        check(&spec, &[(48, 8, 0x6c18d982d1dcec53), (60, 4, 0xfe), (56, 4, 0xcfe), (64, 4, 0xb74)], [0x0018d982d1dcec50, 0x000002dd00246112, 0x0000000000000000, 0x0000000000000000, 0x00000cfd000000fd, 0x0000000000000000, 0x1f00000000000000, 0x000000000000007f]);
    }

    /// matmul_int8 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_int8_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B64,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x800), (8, 4, 0x800), (16, 4, 0x800)], [0x00007f3a00000000, 0x0000008000244012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x42b38755cd37880e), (12, 4, 0x22), (8, 4, 0x1d), (16, 4, 0x75)], [0x00b38755cd378800, 0x0000000700044012, 0x0000000000000000, 0x0000000000000000, 0x0000001c00000021, 0x0000000000000000, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![64, 128],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x800), (32, 4, 0x800), (40, 4, 0x800)], [0x00007f3a50000200, 0x0000008000246012, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x7f00000000000000, 0x000000000000003f]);
        check(&spec, &[(24, 8, 0x8d959c31fe8ad4a1), (36, 4, 0x17), (32, 4, 0x1124a), (40, 4, 0x7a145)], [0x01959c31fe8ad4a0, 0x00007a1400246012, 0x0000000000000000, 0x0000000000000000, 0x0001124900000016, 0x0000000000000000, 0x7f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![64, 32],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x800), (56, 4, 0x800), (64, 4, 0x800)], [0x00007f3aa0000400, 0x0000020000246112, 0x0000000000000000, 0x0000000000000000, 0x000007ff000007ff, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
        check(&spec, &[(48, 8, 0xce5af69430b91ed), (60, 4, 0x1386), (56, 4, 0xcf), (64, 4, 0x69680)], [0x00e5af69430b91e0, 0x0001a5a000246112, 0x0000000000000000, 0x0000000000000000, 0x000000ce00001385, 0x0000000000000000, 0x1f00000000000000, 0x000000000000003f]);
    }

    /// matmul_f64 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_f64_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F64,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![32, 16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x200), (8, 4, 0x200), (16, 4, 0x200)], [0x00007f3a00000000, 0x0000010000240492, 0x0000000000000000, 0x0000000000000000, 0x000001ff000001ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000001f]);
        check(&spec, &[(0, 8, 0x3edb92009758340), (12, 4, 0xf313e), (8, 4, 0x7), (16, 4, 0x728)], [0x01edb92009758340, 0x0000039400240492, 0x0000000000000000, 0x0000000000000000, 0x00000006000f313d, 0x0000000000000000, 0x0f00000000000000, 0x000000000000001f]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F64,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![8, 16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x200), (32, 4, 0x200), (40, 4, 0x200)], [0x00007f3a50000200, 0x0000010000240492, 0x0000000000000000, 0x0000000000000000, 0x000001ff000001ff, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000007]);
        check(&spec, &[(24, 8, 0x7eb86c57a81100a1), (36, 4, 0x1d7), (32, 4, 0x9d96), (40, 4, 0x196d)], [0x00b86c57a81100a0, 0x00000cb600240492, 0x0000000000000000, 0x0000000000000000, 0x00009d95000001d6, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000007]);
        // hidden parameter at 0x180: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F64,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![32, 16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x200), (56, 4, 0x200), (64, 4, 0x200)], [0x00007f3aa0000400, 0x0000010000240492, 0x0000000000000000, 0x0000000000000000, 0x000001ff000001ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000001f]);
        check(&spec, &[(48, 8, 0x58f92deafd4bd030), (60, 4, 0x3), (56, 4, 0x9), (64, 4, 0xdc9)], [0x00f92deafd4bd030, 0x000006e400240492, 0x0000000000000000, 0x0000000000000000, 0x0000000800000002, 0x0000000000000000, 0x0f00000000000000, 0x000000000000001f]);
    }

    /// matmul_f64 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_matmul_f64_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F64,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![32, 16],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x200), (8, 4, 0x200), (16, 4, 0x200)], [0x00007f3a00000000, 0x0000010000246492, 0x0000000000000000, 0x0000000000000000, 0x000001ff000001ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000001f]);
        check(&spec, &[(0, 8, 0x759eb5590b94af3a), (12, 4, 0xe45), (8, 4, 0xa2), (16, 4, 0x9)], [0x019eb5590b94af30, 0x0000000400046492, 0x0000000000000000, 0x0000000000000000, 0x000000a100000e44, 0x0000000000000000, 0x0f00000000000000, 0x000000000000001f]);
        // hidden parameter at 0xf0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F64,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![16, 16],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (36, 4, 0x200), (32, 4, 0x200), (40, 4, 0x200)], [0x00007f3a50000200, 0x0000010000246492, 0x0000000000000000, 0x0000000000000000, 0x000001ff000001ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000000f]);
        check(&spec, &[(24, 8, 0xfc2325a9f8fdd208), (36, 4, 0x14), (32, 4, 0x1f4b), (40, 4, 0x2db)], [0x002325a9f8fdd200, 0x0000016d00246492, 0x0000000000000000, 0x0000000000000000, 0x00001f4a00000013, 0x0000000000000000, 0x0f00000000000000, 0x000000000000000f]);
        // hidden parameter at 0x170: view of parameter 10
        let spec = TmaSpec {
            elem: TmaElem::F64,
            address: ParamRef::u64_at(48),
            dims: vec![p32(56), p32(60)],
            strides: vec![p32(64), ONE],
            box_dims: vec![16, 16],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(48, 8, 0x7f3aa0000400), (60, 4, 0x200), (56, 4, 0x200), (64, 4, 0x200)], [0x00007f3aa0000400, 0x0000010000246492, 0x0000000000000000, 0x0000000000000000, 0x000001ff000001ff, 0x0000000000000000, 0x0f00000000000000, 0x000000000000000f]);
        check(&spec, &[(48, 8, 0x61b2480c55d85e8d), (60, 4, 0x66f), (56, 4, 0x3d), (64, 4, 0x15)], [0x01b2480c55d85e80, 0x0000000a00046492, 0x0000000000000000, 0x0000000000000000, 0x0000003c0000066e, 0x0000000000000000, 0x0f00000000000000, 0x000000000000000f]);
    }

    /// batched_matmul_f16 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_batched_matmul_f16_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12), p32(16)],
            strides: vec![p32(20), p32(24), ONE],
            box_dims: vec![1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (16, 4, 0x200), (12, 4, 0x400), (8, 4, 0x10), (24, 4, 0x200), (20, 4, 0x80000)], [0x00007f3a00000000, 0x0000004000246322, 0x0000000000010000, 0x0000000000000000, 0x000003ff000001ff, 0x000000000000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x4de2f8ad4cb59aa7), (16, 4, 0xa6fc), (12, 4, 0x4f7d4), (8, 4, 0x15b), (24, 4, 0x944), (20, 4, 0x26434)], [0x01e2f8ad4cb59aa0, 0x0000012800246322, 0x0000000000004c86, 0x0000000000000000, 0x0004f7d30000a6fb, 0x000000000000015a, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x100: view of parameter 7
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(32),
            dims: vec![p32(40), p32(44), p32(48)],
            strides: vec![p32(52), p32(56), ONE],
            box_dims: vec![1, 64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(32, 8, 0x7f3a70000200), (48, 4, 0x400), (44, 4, 0x200), (40, 4, 0x10), (56, 4, 0x400), (52, 4, 0x80000)], [0x00007f3a70000200, 0x0000008000246322, 0x0000000000010000, 0x0000000000000000, 0x000001ff000003ff, 0x000000000000000f, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(32, 8, 0xb3783a7cbbddbb9b), (48, 4, 0x15d), (44, 4, 0x83ba), (40, 4, 0x47536), (56, 4, 0xb9), (52, 4, 0x2)], [0x01783a7cbbddbb90, 0x0000001700246322, 0x0000000000000000, 0x0000000000000000, 0x000083b90000015c, 0x0000000000047535, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x180: view of parameter 14
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(64),
            dims: vec![p32(72), p32(76), p32(80)],
            strides: vec![p32(84), p32(88), ONE],
            box_dims: vec![1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(64, 8, 0x7f3ae0000400), (80, 4, 0x400), (76, 4, 0x400), (72, 4, 0x10), (88, 4, 0x400), (84, 4, 0x100000)], [0x00007f3ae0000400, 0x0000008000246322, 0x0000000000020000, 0x0000000000000000, 0x000003ff000003ff, 0x000000000000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(64, 8, 0x738e0b77d5f860c3), (80, 4, 0x1c), (76, 4, 0x7d5), (72, 4, 0x2), (88, 4, 0x2f131), (84, 4, 0x8f97)], [0x018e0b77d5f860c0, 0x00005e2600246322, 0x00000000000011f2, 0x0000000000000000, 0x000007d40000001b, 0x0000000000000001, 0x3f00000000000000, 0x000000000000007f]);
    }

    /// batched_matmul_f16 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_batched_matmul_f16_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12), p32(16)],
            strides: vec![p32(20), p32(24), ONE],
            box_dims: vec![1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (16, 4, 0x200), (12, 4, 0x400), (8, 4, 0x10), (24, 4, 0x200), (20, 4, 0x80000)], [0x00007f3a00000000, 0x0000004000246322, 0x0000000000010000, 0x0000000000000000, 0x000003ff000001ff, 0x000000000000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0xbd65680c3b1185d9), (16, 4, 0x498dc), (12, 4, 0x274b), (8, 4, 0x3f39c), (24, 4, 0x13), (20, 4, 0xd)], [0x0165680c3b1185d0, 0x0000000200246322, 0x0000000000000001, 0x0000000000000000, 0x0000274a000498db, 0x000000000003f39b, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0xf0: view of parameter 7
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(32),
            dims: vec![p32(40), p32(44), p32(48)],
            strides: vec![p32(52), p32(56), ONE],
            box_dims: vec![1, 64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(32, 8, 0x7f3a70000200), (48, 4, 0x400), (44, 4, 0x200), (40, 4, 0x10), (56, 4, 0x400), (52, 4, 0x80000)], [0x00007f3a70000200, 0x0000008000246322, 0x0000000000010000, 0x0000000000000000, 0x000001ff000003ff, 0x000000000000000f, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(32, 8, 0xbe437c7ba6caf4a3), (48, 4, 0x20), (44, 4, 0x10), (40, 4, 0x88b), (56, 4, 0x3eb), (52, 4, 0x330)], [0x00437c7ba6caf4a0, 0x0000007d00246322, 0x0000000000000066, 0x0000000000000000, 0x0000000f0000001f, 0x000000000000088a, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x170: view of parameter 14
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(64),
            dims: vec![p32(72), p32(76), p32(80)],
            strides: vec![p32(84), p32(88), ONE],
            box_dims: vec![1, 64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(64, 8, 0x7f3ae0000400), (80, 4, 0x400), (76, 4, 0x400), (72, 4, 0x10), (88, 4, 0x400), (84, 4, 0x100000)], [0x00007f3ae0000400, 0x0000008000246322, 0x0000000000020000, 0x0000000000000000, 0x000003ff000003ff, 0x000000000000000f, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(64, 8, 0x774510ca76f4251e), (80, 4, 0x3d), (76, 4, 0x27f), (72, 4, 0xf2b2), (88, 4, 0x9c9a), (84, 4, 0xa)], [0x014510ca76f42510, 0x0000139300246322, 0x0000000000000001, 0x0000000000000000, 0x0000027e0000003c, 0x000000000000f2b1, 0x3f00000000000000, 0x000000000000003f]);
    }

    /// attention_fmha_causal_f16 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_attention_fmha_causal_f16_sm_100() {
        // hidden parameter at 0xc0: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(12), p32(8), p32(16), p32(20)],
            strides: vec![p32(28), p32(24), p32(32), ONE],
            box_dims: vec![1, 1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (20, 4, 0x80), (16, 4, 0x400), (8, 4, 0x10), (12, 4, 0x4), (32, 4, 0x80), (24, 4, 0x20000), (28, 4, 0x200000)], [0x00007f3a00000000, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0xbf5b411b24491df6), (20, 4, 0x5e), (16, 4, 0x8f239), (8, 4, 0x860be), (12, 4, 0x21f3), (32, 4, 0x6), (24, 4, 0x7f8), (28, 4, 0x64e28)], [0x015b411b24491df0, 0x0000000000246332, 0x0000c9c5000000ff, 0x0000000000000000, 0x0008f2380000005d, 0x000021f2000860bd, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x140: view of parameter 9
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(40),
            dims: vec![p32(52), p32(48), p32(56), p32(60)],
            strides: vec![p32(68), p32(64), p32(72), ONE],
            box_dims: vec![1, 1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(40, 8, 0x7f3a90000200), (60, 4, 0x80), (56, 4, 0x400), (48, 4, 0x10), (52, 4, 0x4), (72, 4, 0x80), (64, 4, 0x20000), (68, 4, 0x200000)], [0x00007f3a90000200, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(40, 8, 0x736506ecae7c8f09), (60, 4, 0xf7a), (56, 4, 0x6049), (48, 4, 0x9a9a), (52, 4, 0xd6), (72, 4, 0x3d77), (64, 4, 0x3a), (68, 4, 0x2b4d)], [0x016506ecae7c8f00, 0x000007ae00246332, 0x0000056900000007, 0x0000000000000000, 0x0000604800000f79, 0x000000d500009a99, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x1c0: view of parameter 18
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(80),
            dims: vec![p32(92), p32(88), p32(96), p32(100)],
            strides: vec![p32(108), p32(104), p32(112), ONE],
            box_dims: vec![1, 1, 64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(80, 8, 0x7f3b20000400), (100, 4, 0x80), (96, 4, 0x400), (88, 4, 0x10), (92, 4, 0x4), (112, 4, 0x80), (104, 4, 0x20000), (108, 4, 0x200000)], [0x00007f3b20000400, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(80, 8, 0xbd6a996de6cd10f1), (100, 4, 0x2f), (96, 4, 0xc7c4), (88, 4, 0x1035), (92, 4, 0x10a3), (112, 4, 0xe), (104, 4, 0x119c3), (108, 4, 0x12)], [0x016a996de6cd10f0, 0x0000000100246332, 0x0000000200002338, 0x0000000000000000, 0x0000c7c30000002e, 0x000010a200001034, 0x3f00000000000000, 0x000000000000003f]);
        // hidden parameter at 0x240: view of parameter 27
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(120),
            dims: vec![p32(132), p32(128), p32(136), p32(140)],
            strides: vec![p32(148), p32(144), p32(152), ONE],
            box_dims: vec![1, 1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(120, 8, 0x7f3bb0000600), (140, 4, 0x80), (136, 4, 0x400), (128, 4, 0x10), (132, 4, 0x4), (152, 4, 0x80), (144, 4, 0x20000), (148, 4, 0x200000)], [0x00007f3bb0000600, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(120, 8, 0xf895fc553fd3be98), (140, 4, 0x1db6), (136, 4, 0x2fd), (128, 4, 0xdf6), (132, 4, 0xa1969), (152, 4, 0x1cdaf), (144, 4, 0x6829), (148, 4, 0x7)], [0x0095fc553fd3be90, 0x000039b500246332, 0x0000000000000d05, 0x0000000000000000, 0x000002fc00001db5, 0x000a196800000df5, 0x3f00000000000000, 0x000000000000007f]);
    }

    /// attention_fmha_causal_f16 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_attention_fmha_causal_f16_sm_90() {
        // hidden parameter at 0xf0: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(12), p32(8), p32(16), p32(20)],
            strides: vec![p32(28), p32(24), p32(32), ONE],
            box_dims: vec![1, 1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (20, 4, 0x80), (16, 4, 0x400), (8, 4, 0x10), (12, 4, 0x4), (32, 4, 0x80), (24, 4, 0x20000), (28, 4, 0x200000)], [0x00007f3a00000000, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(0, 8, 0x8eaca2887bb1d124), (20, 4, 0xfe80c), (16, 4, 0x1b), (8, 4, 0x3d4f), (12, 4, 0xa6), (32, 4, 0x8ef3), (24, 4, 0x740), (28, 4, 0x3999)], [0x00aca2887bb1d120, 0x000011de00246332, 0x00000733000000e8, 0x0000000000000000, 0x0000001a000fe80b, 0x000000a500003d4e, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x170: view of parameter 9
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(40),
            dims: vec![p32(52), p32(48), p32(56), p32(60)],
            strides: vec![p32(68), p32(64), p32(72), ONE],
            box_dims: vec![1, 1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(40, 8, 0x7f3a90000200), (60, 4, 0x80), (56, 4, 0x400), (48, 4, 0x10), (52, 4, 0x4), (72, 4, 0x80), (64, 4, 0x20000), (68, 4, 0x200000)], [0x00007f3a90000200, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(40, 8, 0x2cb8d14c173910e3), (60, 4, 0x2a), (56, 4, 0x4224), (48, 4, 0xba9), (52, 4, 0x1e9c), (72, 4, 0x8a5d), (64, 4, 0x18807), (68, 4, 0xd70c)], [0x00b8d14c173910e0, 0x0000114b00246332, 0x00001ae100003100, 0x0000000000000000, 0x0000422300000029, 0x00001e9b00000ba8, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x1f0: view of parameter 18
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(80),
            dims: vec![p32(92), p32(88), p32(96), p32(100)],
            strides: vec![p32(108), p32(104), p32(112), ONE],
            box_dims: vec![1, 1, 128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(80, 8, 0x7f3b20000400), (100, 4, 0x80), (96, 4, 0x400), (88, 4, 0x10), (92, 4, 0x4), (112, 4, 0x80), (104, 4, 0x20000), (108, 4, 0x200000)], [0x00007f3b20000400, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000007f]);
        check(&spec, &[(80, 8, 0x470b4fad7f867d5f), (100, 4, 0x628), (96, 4, 0x23), (88, 4, 0x203a), (92, 4, 0x6e92c), (112, 4, 0x5), (104, 4, 0xe448), (108, 4, 0x13f82)], [0x010b4fad7f867d50, 0x0000000000246332, 0x000027f000001c89, 0x0000000000000000, 0x0000002200000627, 0x0006e92b00002039, 0x3f00000000000000, 0x000000000000007f]);
        // hidden parameter at 0x270: view of parameter 27
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(120),
            dims: vec![p32(132), p32(128), p32(136), p32(140)],
            strides: vec![p32(148), p32(144), p32(152), ONE],
            box_dims: vec![1, 1, 64, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        check(&spec, &[(120, 8, 0x7f3bb0000600), (140, 4, 0x80), (136, 4, 0x400), (128, 4, 0x10), (132, 4, 0x4), (152, 4, 0x80), (144, 4, 0x20000), (148, 4, 0x200000)], [0x00007f3bb0000600, 0x0000001000246332, 0x0004000000004000, 0x0000000000000000, 0x000003ff0000007f, 0x000000030000000f, 0x3f00000000000000, 0x000000000000003f]);
        check(&spec, &[(120, 8, 0xc3813ce6b5a29061), (140, 4, 0x1fcdc), (136, 4, 0xefb2), (128, 4, 0x7d653), (132, 4, 0x3), (152, 4, 0x37c08), (144, 4, 0x3a), (148, 4, 0x4e)], [0x01813ce6b5a29060, 0x00006f8100246332, 0x0000000900000007, 0x0000000000000000, 0x0000efb10001fcdb, 0x000000020007d652, 0x3f00000000000000, 0x000000000000003f]);
    }

    /// global_sum_atomic_f32 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_global_sum_atomic_f32_sm_100() {
        // hidden parameter at 0x40: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (8, 4, 0x989680)], [0x00007f3a00000000, 0x0000000000240382, 0x0000000000000000, 0x0000000000000000, 0x000000000098967f, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0xf18bde0e86417b60), (8, 4, 0x31b)], [0x018bde0e86417b60, 0x0000000000040382, 0x0000000000000000, 0x0000000000000000, 0x000000000000031a, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// global_sum_atomic_f32 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_global_sum_atomic_f32_sm_90() {
        // hidden parameter at 0x30: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (8, 4, 0x989680)], [0x00007f3a00000000, 0x0000000000240382, 0x0000000000000000, 0x0000000000000000, 0x000000000098967f, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0xd6e3a71ea502e8a8), (8, 4, 0x79b)], [0x00e3a71ea502e8a0, 0x0000000000040382, 0x0000000000000000, 0x0000000000000000, 0x000000000000079a, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// cumsum_long_i32 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_cumsum_long_i32_sm_100() {
        // hidden parameter at 0x40: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (8, 4, 0x10000)], [0x00007f3a00000000, 0x0000000000240102, 0x0000000000000000, 0x0000000000000000, 0x000000000000ffff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0xe2856ec67f914286), (8, 4, 0x530a)], [0x00856ec67f914280, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x0000000000005309, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0xc0: view of parameter 3
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(16),
            dims: vec![p32(24)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(16, 8, 0x7f3a30000200), (24, 4, 0x10000)], [0x00007f3a30000200, 0x0000000000240102, 0x0000000000000000, 0x0000000000000000, 0x000000000000ffff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(16, 8, 0x6ca06496aad7c7c0), (24, 4, 0x3a0f)], [0x00a06496aad7c7c0, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x0000000000003a0e, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// cumsum_long_i32 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_cumsum_long_i32_sm_90() {
        // hidden parameter at 0x30: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (8, 4, 0x10000)], [0x00007f3a00000000, 0x0000000000240102, 0x0000000000000000, 0x0000000000000000, 0x000000000000ffff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0xaebcb0aa5cc0ff06), (8, 4, 0x656b)], [0x00bcb0aa5cc0ff00, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x000000000000656a, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0xb0: view of parameter 3
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(16),
            dims: vec![p32(24)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(16, 8, 0x7f3a30000200), (24, 4, 0x10000)], [0x00007f3a30000200, 0x0000000000240102, 0x0000000000000000, 0x0000000000000000, 0x000000000000ffff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(16, 8, 0xd85bbb6bbd37929d), (24, 4, 0x22869)], [0x005bbb6bbd379290, 0x0000000000240102, 0x0000000000000000, 0x0000000000000000, 0x0000000000022868, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// histogram_atomic_add at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_histogram_atomic_add_sm_90() {
        // hidden parameter at 0x30: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::B8,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (8, 4, 0x1000000)], [0x00007f3a00000000, 0x0000000000240002, 0x0000000000000000, 0x0000000000000000, 0x0000000000ffffff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0xd1ebd086c40f3609), (8, 4, 0x1d9)], [0x01ebd086c40f3600, 0x0000000000040002, 0x0000000000000000, 0x0000000000000000, 0x00000000000001d8, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// layernorm_fwd_f16 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_layernorm_fwd_f16_sm_100() {
        // hidden parameter at 0x80: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![1, 256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x400), (8, 4, 0x1000), (16, 4, 0x400)], [0x00007f3a00000000, 0x0000008000240312, 0x0000000000000000, 0x0000000000000000, 0x00000fff000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0xe90fb6516ac26ae0), (12, 4, 0x1bd5), (8, 4, 0xa), (16, 4, 0x31)], [0x010fb6516ac26ae0, 0x0000000600040312, 0x0000000000000000, 0x0000000000000000, 0x0000000900001bd4, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x100: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (32, 4, 0x400)], [0x00007f3a50000200, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x00000000000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(24, 8, 0xb5b94af30d456be0), (32, 4, 0xc)], [0x01b94af30d456be0, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x000000000000000b, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x180: view of parameter 8
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(40),
            dims: vec![p32(48)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(40, 8, 0x7f3a80000400), (48, 4, 0x400)], [0x00007f3a80000400, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x00000000000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(40, 8, 0xb647e8a8e5ee4c91), (48, 4, 0xe7e)], [0x0047e8a8e5ee4c90, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x0000000000000e7d, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x200: view of parameter 11
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(56),
            dims: vec![p32(64), p32(68)],
            strides: vec![p32(72), ONE],
            box_dims: vec![1, 256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(56, 8, 0x7f3ab0000600), (68, 4, 0x400), (64, 4, 0x1000), (72, 4, 0x400)], [0x00007f3ab0000600, 0x0000008000240312, 0x0000000000000000, 0x0000000000000000, 0x00000fff000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(56, 8, 0x30d0a2b8544940e1), (68, 4, 0x14), (64, 4, 0x1df), (72, 4, 0xbf6e)], [0x00d0a2b8544940e0, 0x000017ed00240312, 0x0000000000000000, 0x0000000000000000, 0x000001de00000013, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// layernorm_fwd_f16 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_layernorm_fwd_f16_sm_90() {
        // hidden parameter at 0xb0: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![1, 256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x400), (8, 4, 0x1000), (16, 4, 0x400)], [0x00007f3a00000000, 0x0000008000240312, 0x0000000000000000, 0x0000000000000000, 0x00000fff000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(0, 8, 0x7934f0b8b48bb075), (12, 4, 0x18b52), (8, 4, 0x2fc), (16, 4, 0x2ea0)], [0x0134f0b8b48bb070, 0x000005d400240312, 0x0000000000000000, 0x0000000000000000, 0x000002fb00018b51, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x130: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (32, 4, 0x400)], [0x00007f3a50000200, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x00000000000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(24, 8, 0x692a4f0ea1b49bf7), (32, 4, 0x67a)], [0x012a4f0ea1b49bf0, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x0000000000000679, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x1b0: view of parameter 8
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(40),
            dims: vec![p32(48)],
            strides: vec![ONE],
            box_dims: vec![256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(40, 8, 0x7f3a80000400), (48, 4, 0x400)], [0x00007f3a80000400, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x00000000000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(40, 8, 0x76cc057308ec379a), (48, 4, 0x8)], [0x00cc057308ec3790, 0x0000000000040302, 0x0000000000000000, 0x0000000000000000, 0x0000000000000007, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x230: view of parameter 11
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(56),
            dims: vec![p32(64), p32(68)],
            strides: vec![p32(72), ONE],
            box_dims: vec![1, 256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(56, 8, 0x7f3ab0000600), (68, 4, 0x400), (64, 4, 0x1000), (72, 4, 0x400)], [0x00007f3ab0000600, 0x0000008000240312, 0x0000000000000000, 0x0000000000000000, 0x00000fff000003ff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(56, 8, 0x10170d2bbf4e302c), (68, 4, 0xab9), (64, 4, 0x2e76), (72, 4, 0x11)], [0x00170d2bbf4e3020, 0x0000000200240312, 0x0000000000000000, 0x0000000000000000, 0x00002e7500000ab8, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// softmax_online_bf16 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_softmax_online_bf16_sm_100() {
        // hidden parameter at 0x40: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![1, 256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000000), (36, 4, 0x1000), (32, 4, 0x800), (40, 4, 0x1000)], [0x00007f3a50000000, 0x0000020000240512, 0x0000000000000000, 0x0000000000000000, 0x000007ff00000fff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(24, 8, 0x32830689830ae19e), (36, 4, 0x687), (32, 4, 0x51e4), (40, 4, 0x5)], [0x00830689830ae190, 0x0000000000240512, 0x0000000000000000, 0x0000000000000000, 0x000051e300000686, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// softmax_online_bf16 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_softmax_online_bf16_sm_90() {
        // hidden parameter at 0x70: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::Bf16,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32), p32(36)],
            strides: vec![p32(40), ONE],
            box_dims: vec![1, 256],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000000), (36, 4, 0x1000), (32, 4, 0x800), (40, 4, 0x1000)], [0x00007f3a50000000, 0x0000020000240512, 0x0000000000000000, 0x0000000000000000, 0x000007ff00000fff, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
        check(&spec, &[(24, 8, 0x3bf449fd2c564d56), (36, 4, 0x1e125), (32, 4, 0xd6), (40, 4, 0x4c)], [0x01f449fd2c564d50, 0x0000000900240512, 0x0000000000000000, 0x0000000000000000, 0x000000d50001e124, 0x0000000000000000, 0xff00000000000000, 0x0000000000000000]);
    }

    /// argmax_rows_f32 at sm_100 (13.1): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_argmax_rows_f32_sm_100() {
        // hidden parameter at 0x40: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![16, 32],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x80), (8, 4, 0x1000), (16, 4, 0x80)], [0x00007f3a00000000, 0x0000002000240392, 0x0000000000000000, 0x0000000000000000, 0x00000fff0000007f, 0x0000000000000000, 0x1f00000000000000, 0x000000000000000f]);
        check(&spec, &[(0, 8, 0xbcf1fcb54109d8d6), (12, 4, 0x1fabd), (8, 4, 0x660), (16, 4, 0xfc)], [0x00f1fcb54109d8d0, 0x0000003f00240392, 0x0000000000000000, 0x0000000000000000, 0x0000065f0001fabc, 0x0000000000000000, 0x1f00000000000000, 0x000000000000000f]);
        // hidden parameter at 0xc0: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32)],
            strides: vec![ONE],
            box_dims: vec![16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000200), (32, 4, 0x1000)], [0x00007f3a50000200, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x0000000000000fff, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
        check(&spec, &[(24, 8, 0xe258d2684806d26f), (32, 4, 0x29d)], [0x0058d2684806d260, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x000000000000029c, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x140: view of parameter 8
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(40),
            dims: vec![p32(48)],
            strides: vec![ONE],
            box_dims: vec![16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(40, 8, 0x7f3a80000400), (48, 4, 0x1000)], [0x00007f3a80000400, 0x0000000000040382, 0x0000000000000000, 0x0000000000000000, 0x0000000000000fff, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
        check(&spec, &[(40, 8, 0xfe111ebc406c6132), (48, 4, 0x3b4)], [0x00111ebc406c6130, 0x0000000000040382, 0x0000000000000000, 0x0000000000000000, 0x00000000000003b3, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
    }

    /// argmax_rows_f32 at sm_90 (13.5): descriptors observed in NVIDIA's host module.
    #[test]
    #[rustfmt::skip]
    fn nvidia_argmax_rows_f32_sm_90() {
        // hidden parameter at 0x70: view of parameter 0
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(0),
            dims: vec![p32(8), p32(12)],
            strides: vec![p32(16), ONE],
            box_dims: vec![16, 32],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(0, 8, 0x7f3a00000000), (12, 4, 0x80), (8, 4, 0x1000), (16, 4, 0x80)], [0x00007f3a00000000, 0x0000002000240392, 0x0000000000000000, 0x0000000000000000, 0x00000fff0000007f, 0x0000000000000000, 0x1f00000000000000, 0x000000000000000f]);
        check(&spec, &[(0, 8, 0xd1b0b70be200d218), (12, 4, 0xa56), (8, 4, 0x72d), (16, 4, 0xee8)], [0x01b0b70be200d210, 0x000003ba00240392, 0x0000000000000000, 0x0000000000000000, 0x0000072c00000a55, 0x0000000000000000, 0x1f00000000000000, 0x000000000000000f]);
        // hidden parameter at 0xf0: view of parameter 8
        let spec = TmaSpec {
            elem: TmaElem::F32,
            address: ParamRef::u64_at(40),
            dims: vec![p32(48)],
            strides: vec![ONE],
            box_dims: vec![16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(40, 8, 0x7f3a80000200), (48, 4, 0x1000)], [0x00007f3a80000200, 0x0000000000040382, 0x0000000000000000, 0x0000000000000000, 0x0000000000000fff, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
        check(&spec, &[(40, 8, 0x9a60f91972f92026), (48, 4, 0x34)], [0x0060f91972f92020, 0x0000000000040382, 0x0000000000000000, 0x0000000000000000, 0x0000000000000033, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
        // hidden parameter at 0x170: view of parameter 5
        let spec = TmaSpec {
            elem: TmaElem::B32,
            address: ParamRef::u64_at(24),
            dims: vec![p32(32)],
            strides: vec![ONE],
            box_dims: vec![16],
            swizzle: Swizzle::None,
            tf32: false,
        };
        check(&spec, &[(24, 8, 0x7f3a50000400), (32, 4, 0x1000)], [0x00007f3a50000400, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x0000000000000fff, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
        check(&spec, &[(24, 8, 0x99b9ede73087de35), (32, 4, 0x9a)], [0x01b9ede73087de30, 0x0000000000040102, 0x0000000000000000, 0x0000000000000000, 0x0000000000000099, 0x0000000000000000, 0x0f00000000000000, 0x0000000000000000]);
    }

    #[test]
    fn hidden_offsets_match_nvidia() {
        // batched_matmul_f16: user parameters end at 108.
        assert_eq!(hidden_param_offsets(108, Target::Sm100, 3), vec![0x80, 0x100, 0x180]);
        assert_eq!(hidden_param_offsets(108, Target::Sm90, 3), vec![0x70, 0xf0, 0x170]);
        // argmax_rows_f32 (end 64), cumsum_long_i32 (end 36), layernorm (end 120).
        assert_eq!(hidden_param_offsets(64, Target::Sm100, 1), vec![0x40]);
        assert_eq!(hidden_param_offsets(64, Target::Sm90, 1), vec![0x70]);
        assert_eq!(hidden_param_offsets(36, Target::Sm90, 2), vec![0x30, 0xb0]);
        assert_eq!(hidden_param_offsets(120, Target::Sm90, 1), vec![0xb0]);
        assert_eq!(hidden_param_offsets(120, Target::Sm120, 1), vec![0x80]);
    }

    #[test]
    fn written_words_per_version() {
        assert_eq!(crate::AbiVersion::V1.descriptor_words_written(), 16);
        assert_eq!(crate::AbiVersion::V2.descriptor_words_written(), 8);
    }

    #[test]
    fn rejects_bad_specs() {
        let good = view2(TmaElem::F16, 0, [128, 64], Swizzle::B128);
        assert_eq!(good.validate(), Ok(()));
        let mut s = good.clone();
        s.strides[1] = p32(40);
        assert_eq!(s.validate(), Err(TmaError::InnerStride));
        let mut s = good.clone();
        s.box_dims = vec![128, 128];
        assert_eq!(s.validate(), Err(TmaError::SwizzleSpan { bytes: 256, span: 128 }));
        let mut s = good.clone();
        s.box_dims = vec![512, 64];
        assert_eq!(s.validate(), Err(TmaError::BoxDim { index: 0, value: 512 }));
        let mut s = view1(TmaElem::F32, 0, 1);
        assert_eq!(s.validate(), Err(TmaError::InnerBoxBytes(4)));
        s.dims.clear();
        assert_eq!(s.validate(), Err(TmaError::Rank(0)));
        let mut s = good.clone();
        s.box_dims.pop();
        assert!(matches!(s.validate(), Err(TmaError::Lengths { .. })));
        let words = good.words().expect("valid");
        assert!(matches!(eval(&words, &[0u8; 16]), Err(TmaError::ParamOutOfBounds { .. })));
    }

    #[test]
    fn static_operands_fold_to_constants() {
        let spec = TmaSpec {
            elem: TmaElem::F16,
            address: ParamRef::u64_at(0),
            dims: vec![Operand::Const(4096), Operand::Const(64)],
            strides: vec![Operand::Const(64), ONE],
            box_dims: vec![128, 64],
            swizzle: Swizzle::B128,
            tf32: false,
        };
        let w = spec.words().expect("valid");
        for (i, word) in w.iter().enumerate().skip(1) {
            assert!(word.as_const().is_some(), "word {i} not constant: {word:?}");
        }
        // span = 64*2 + 4095*128 >= 0x20000.
        assert_eq!(w[1].as_const(), Some(0x46312 | 1 << 21 | 8 << 32));
        assert_eq!(w[4].as_const(), Some(63 | 4095 << 32));
    }

    proptest! {
        #[test]
        fn address_keeps_bits_4_to_56(ptr in any::<u64>()) {
            let spec = view2(TmaElem::Bf16, 0, [64, 64], Swizzle::B128);
            let got = eval(&spec.words().expect("valid"), &buffer(64, &[(0, 8, ptr)])).expect("in bounds");
            prop_assert_eq!(got[0], ptr & ADDRESS_MASK);
            prop_assert_eq!(got[0] >> 4 << 4, got[0]);
        }

        #[test]
        fn dims_and_strides_round_trip(
            d in proptest::collection::vec(1u32.., 3),
            s in proptest::collection::vec(0u32..1 << 28, 2),
            elem in prop_oneof![Just(TmaElem::B8), Just(TmaElem::F16), Just(TmaElem::F32), Just(TmaElem::F64)],
        ) {
            let spec = TmaSpec {
                elem,
                address: ParamRef::u64_at(0),
                dims: vec![p32(8), p32(12), p32(16)],
                strides: vec![p32(20), p32(24), ONE],
                box_dims: vec![1, 8, 32],
                swizzle: Swizzle::None,
                tf32: false,
            };
            let params = [(8, 4, d[0].into()), (12, 4, d[1].into()), (16, 4, d[2].into()),
                (20, 4, s[0].into()), (24, 4, s[1].into())];
            let w = eval(&spec.words().expect("valid"), &buffer(64, &params)).expect("in bounds");
            // Innermost first in the descriptor.
            prop_assert_eq!((w[4] & 0xffff_ffff) + 1, u64::from(d[2]));
            prop_assert_eq!((w[4] >> 32) + 1, u64::from(d[1]));
            prop_assert_eq!(w[5] + 1, u64::from(d[0]));
            let e = elem.bytes();
            prop_assert_eq!(w[1] >> 32, (u64::from(s[1]) * e) >> 4);
            prop_assert_eq!(w[2], (u64::from(s[0]) * e) >> 4);
            prop_assert_eq!((w[1] >> 4) & 7, 2);
            prop_assert_eq!((w[1] >> 7) & 15, elem.code());
            let span = u64::from(d[2]) * e + u64::from(d[1] - 1) * u64::from(s[1]) * e
                + u64::from(d[0] - 1) * u64::from(s[0]) * e;
            prop_assert_eq!(w[1] >> 21 & 1, u64::from(span >= SPAN_THRESHOLD));
            prop_assert_eq!(w[6] >> 56, 31);
            prop_assert_eq!(w[7], 7);
        }
    }
}
