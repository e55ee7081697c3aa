//! Safe wrappers for the cuda_tile enum attributes.
//!
//! Each enum mirrors an ODS `I32EnumAttr` (discriminants are the 13.1
//! bytecode values) and converts to and from its `#cuda_tile.<mnemonic><...>`
//! attribute through one generic C API.

use melior::{
    ir::{Attribute, AttributeLike},
    Context,
};

/// Conversions every cuda_tile enum attribute wrapper offers.
pub trait CudaTileEnum: Sized + Copy + 'static {
    /// `TileasCudaTileEnumKind` of the attribute.
    const KIND: u32;
    /// Every case, in value order.
    const ALL: &'static [Self];
    fn value(self) -> u32;
    /// The keyword used in the textual syntax.
    fn keyword(self) -> &'static str;

    fn from_u32(value: u32) -> Option<Self> {
        Self::ALL.iter().copied().find(|case| case.value() == value)
    }

    fn from_keyword(keyword: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|case| case.keyword() == keyword)
    }

    /// Reads the attribute; `None` for any other attribute. (The atomic mode,
    /// memory ordering and memory scope are plain `i32` integer attributes,
    /// as in 13.1: any `i32` that is one of their cases reads as one.)
    fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        enum_value(attr, Self::KIND).and_then(Self::from_u32)
    }

    fn to_attribute(self, context: &Context) -> Attribute<'_> {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        unsafe {
            Attribute::from_raw(tileas_sys::tileasCudaTileEnumAttrGet(context.to_raw(), Self::KIND, self.value()))
        }
    }
}

/// The cuda_tile enum attribute of `kind` (a `TileasCudaTileEnumKind`, as
/// [`CudaTileEnum::KIND`]) with raw `value`, when the code is not known
/// statically (the bytecode reader); `None` when `value` is no case of `kind`.
pub fn enum_attribute(context: &Context, kind: u32, value: u32) -> Option<Attribute<'_>> {
    // SAFETY: `context` is a live context; the getter uniques the value in it and returns null for an unknown
    // kind or value instead of asserting.
    let raw = unsafe { tileas_sys::tileasCudaTileEnumAttrGet(context.to_raw(), kind, value) };
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// The case `attr` holds when read as the enum of `kind` (a
/// `TileasCudaTileEnumKind`, as [`CudaTileEnum::KIND`]); `None` when it is no
/// case of that enum.
pub fn enum_value(attr: Attribute<'_>, kind: u32) -> Option<u32> {
    let mut value = 0u32;
    // SAFETY: the argument is a live handle borrowed from its context; the query accepts any attribute and any
    // kind, and writes `value` (a live local) only when it returns true.
    unsafe { tileas_sys::tileasCudaTileEnumAttrGetValueOfKind(attr.to_raw(), kind, &mut value) }.then_some(value)
}

macro_rules! cuda_tile_enum {
    ($(#[$doc:meta])* $name:ident = $kind:literal { $($case:ident = $value:literal => $keyword:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u32)]
        pub enum $name {
            $($case = $value),+
        }

        impl $name {
            pub const ALL: &'static [Self] = &[$(Self::$case),+];

            pub fn from_u32(value: u32) -> Option<Self> {
                <Self as CudaTileEnum>::from_u32(value)
            }

            pub fn keyword(self) -> &'static str {
                <Self as CudaTileEnum>::keyword(self)
            }

            pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
                <Self as CudaTileEnum>::from_attribute(attr)
            }

            pub fn to_attribute(self, context: &Context) -> Attribute<'_> {
                <Self as CudaTileEnum>::to_attribute(self, context)
            }
        }

        impl CudaTileEnum for $name {
            const KIND: u32 = $kind;
            const ALL: &'static [Self] = &[$(Self::$case),+];

            fn value(self) -> u32 {
                self as u32
            }

            fn keyword(self) -> &'static str {
                match self {
                    $(Self::$case => $keyword),+
                }
            }
        }
    };
}

cuda_tile_enum!(
    /// `#cuda_tile.rounding<...>`.
    RoundingMode = 0 {
        NearestEven = 0 => "nearest_even",
        Zero = 1 => "zero",
        NegativeInf = 2 => "negative_inf",
        PositiveInf = 3 => "positive_inf",
        Approx = 4 => "approx",
        Full = 5 => "full",
        NearestIntToZero = 6 => "nearest_int_to_zero",
        NearestAway = 7 => "nearest_away",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.overflow<...>`.
    IntegerOverflow = 1 {
        None = 0 => "none",
        NoSignedWrap = 1 => "no_signed_wrap",
        NoUnsignedWrap = 2 => "no_unsigned_wrap",
        NoWrap = 3 => "no_wrap",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.signedness<...>`.
    Signedness = 2 {
        Unsigned = 0 => "unsigned",
        Signed = 1 => "signed",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.comparison_predicate<...>`.
    ComparisonPredicate = 3 {
        Equal = 0 => "equal",
        NotEqual = 1 => "not_equal",
        LessThan = 2 => "less_than",
        LessThanOrEqual = 3 => "less_than_or_equal",
        GreaterThan = 4 => "greater_than",
        GreaterThanOrEqual = 5 => "greater_than_or_equal",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.comparison_ordering<...>`.
    ComparisonOrdering = 4 {
        Unordered = 0 => "unordered",
        Ordered = 1 => "ordered",
    }
);

cuda_tile_enum!(
    /// `atomic_rmw_mode`: a plain `i32` integer attribute (13.1).
    AtomicRmwMode = 5 {
        And = 0 => "and",
        Or = 1 => "or",
        Xor = 2 => "xor",
        Add = 3 => "add",
        AddF = 4 => "addf",
        Max = 5 => "max",
        Min = 6 => "min",
        UMax = 7 => "umax",
        UMin = 8 => "umin",
        Xchg = 9 => "xchg",
    }
);

cuda_tile_enum!(
    /// `memory_ordering_semantics`: a plain `i32` integer attribute (13.1).
    MemoryOrderingSemantics = 6 {
        Weak = 0 => "weak",
        Relaxed = 1 => "relaxed",
        Acquire = 2 => "acquire",
        Release = 3 => "release",
        AcqRel = 4 => "acq_rel",
    }
);

cuda_tile_enum!(
    /// `memory_scope`: a plain `i32` integer attribute (13.1).
    MemoryScope = 7 {
        TlBlk = 0 => "tl_blk",
        Device = 1 => "device",
        Sys = 2 => "sys",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.padding_value<...>`.
    PaddingValue = 8 {
        Zero = 0 => "zero",
        NegZero = 1 => "neg_zero",
        Nan = 2 => "nan",
        PosInf = 3 => "pos_inf",
        NegInf = 4 => "neg_inf",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.ptr_attr<...>` of a pointer or tensor_view (`none` 13.4; `unicast`, `multicast` 13.5).
    PointerClass = 10 {
        None = 0 => "none",
        Unicast = 1 => "unicast",
        Multicast = 2 => "multicast",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.multimem_reduction_kind<...>` of the multimem ops (13.5).
    MultimemReductionKind = 11 {
        Add = 0 => "add",
        Min = 1 => "min",
        Max = 2 => "max",
        And = 3 => "and",
        Or = 4 => "or",
        Xor = 5 => "xor",
        Umin = 6 => "umin",
        Umax = 7 => "umax",
    }
);

cuda_tile_enum!(
    /// `#cuda_tile.symbol_visibility<...>` of a global (13.3).
    SymbolVisibility = 9 {
        Public = 0 => "public",
        Private = 1 => "private",
    }
);
