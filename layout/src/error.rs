//! Typed errors of the algebra and of the text parser.
//!
//! Every precondition CuTe enforces with a `static_assert` is a value here, so
//! a verifier can turn it into a diagnostic instead of the compiler aborting.
//! The messages of the CuTe conditions keep CuTe's wording ("Stride
//! Divisibility Condition", "Non-injective Layout detected in complement.")
//! so that they are recognisable next to the C++ library.

use crate::IntTuple;

/// Why a layout could not be built or an algebra operation has no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// Shape and stride do not have the same tree structure.
    #[error("shape {shape} and stride {stride} are not congruent")]
    NotCongruent { shape: IntTuple, stride: IntTuple },
    /// A shape leaf is zero or negative (extents are at least 1 here).
    #[error("shape extent {0} is not positive")]
    NonPositiveShape(i64),
    /// `()` appeared where a tuple needs at least one element.
    #[error("empty tuple")]
    EmptyTuple,
    /// A size, span or intermediate stride does not fit in an i64.
    #[error("integer overflow in layout arithmetic")]
    Overflow,
    /// Composition: the rhs stride and an lhs mode extent do not divide one another.
    #[error(
        "Stride Divisibility Condition: rhs stride {stride} and lhs mode extent {extent} do not divide one another"
    )]
    StrideDivisibility { stride: i64, extent: i64 },
    /// Composition: the rhs extent is not a multiple of the lhs mode part it covers.
    #[error("Shape Divisibility Condition: rhs extent {rest} is not a multiple of {part}")]
    ShapeDivisibility { rest: i64, part: i64 },
    /// Composition: the modes of the rhs add up across a mode boundary of the
    /// (coalesced) lhs, so composing leaf by leaf would not be `A(B(c))`.
    #[error("composition is not function-preserving: rhs modes carry across lhs mode boundary {boundary}")]
    Carry { boundary: i64 },
    /// An operation that needs non-negative strides met a negative one.
    #[error("{op}: negative stride {stride} is not supported")]
    NegativeStride { op: &'static str, stride: i64 },
    /// Complement of a layout that maps two coordinates to one offset (or whose
    /// modes interleave so that no complement layout exists).
    #[error("Non-injective Layout detected in complement.")]
    NonInjective,
    /// The left inverse does not exist as a layout (its domain would not cover the image).
    #[error("layout {0} has no left inverse")]
    NoLeftInverse(String),
    /// The complement target is below 1.
    #[error("complement cotarget {0} is not positive")]
    InvalidCotarget(i64),
    /// A by-mode tiler has more modes than the layout it tiles.
    #[error("expects rank(tiler) <= rank(input), but got input={input} and tiler={tiler}")]
    TooManyModes { input: usize, tiler: usize },
    /// A coordinate does not follow the shape's tree.
    #[error("coordinate {coord} is not congruent with shape {shape}")]
    CoordNotCongruent { coord: IntTuple, shape: IntTuple },
    /// A coordinate component lies outside its extent.
    #[error("coordinate {coord} is out of range for shape {shape}")]
    CoordOutOfRange { coord: IntTuple, shape: IntTuple },
    /// A 1-D index lies outside `[0, size)`.
    #[error("index {index} is out of range [0, {size})")]
    IndexOutOfRange { index: i64, size: i64 },
    /// `Swizzle<B,M,S>` parameters CuTe rejects (|S| < B) or that exceed 63 bits.
    #[error("invalid swizzle Sw<{bits},{base},{shift}>")]
    InvalidSwizzle { bits: u32, base: u32, shift: i32 },
    /// A composed layout whose offsets would overflow an i64.
    #[error("offset {0} overflows the layout's offset range")]
    OffsetOverflow(i64),
    /// A bit view needs power-of-two extents and strides that are zero or powers of two.
    #[error("mode {shape}:{stride} is not a power-of-two mode")]
    NotPowerOfTwo { shape: i64, stride: i64 },
    /// Two input bits of a bit view feed the same output bit (offsets would carry).
    #[error("two input bits feed output bit {0}")]
    OverlappingBits(u32),
    /// A thread-value layout must have exactly two top-level modes.
    #[error("a thread-value layout needs rank 2, got rank {0}")]
    NotRank2(usize),
}

/// What went wrong while parsing CuTe notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseErrorKind {
    #[error("unexpected end of input, expected {0}")]
    UnexpectedEnd(&'static str),
    #[error("unexpected character {found:?}, expected {expected}")]
    UnexpectedChar { found: char, expected: &'static str },
    #[error("integer does not fit in 64 bits")]
    IntOverflow,
    #[error("empty tuple")]
    EmptyTuple,
    #[error("nesting deeper than {0} levels")]
    TooDeep(usize),
    #[error("trailing input")]
    Trailing,
    #[error("{0}")]
    Invalid(LayoutError),
}

/// A parse failure and the byte offset (into the parsed `&str`) where it was detected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at byte {pos}")]
pub struct ParseError {
    pub pos: usize,
    pub kind: ParseErrorKind,
}
