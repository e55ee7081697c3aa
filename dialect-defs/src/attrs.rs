//! Safe wrappers for cuda_tile attributes.

use melior::{
    ir::{Attribute, AttributeLike},
    Context,
};

/// `#cuda_tile.rounding<...>`; discriminants are the 13.1 encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum RoundingMode {
    NearestEven = 0,
    Zero = 1,
    NegativeInf = 2,
    PositiveInf = 3,
    Approx = 4,
    Full = 5,
    NearestIntToZero = 6,
}

impl RoundingMode {
    pub const ALL: [RoundingMode; 7] = [
        Self::NearestEven,
        Self::Zero,
        Self::NegativeInf,
        Self::PositiveInf,
        Self::Approx,
        Self::Full,
        Self::NearestIntToZero,
    ];

    pub fn from_u32(value: u32) -> Option<Self> {
        Self::ALL.into_iter().find(|mode| *mode as u32 == value)
    }

    /// The keyword used in the textual syntax.
    pub fn keyword(self) -> &'static str {
        match self {
            Self::NearestEven => "nearest_even",
            Self::Zero => "zero",
            Self::NegativeInf => "negative_inf",
            Self::PositiveInf => "positive_inf",
            Self::Approx => "approx",
            Self::Full => "full",
            Self::NearestIntToZero => "nearest_int_to_zero",
        }
    }

    /// Reads a `#cuda_tile.rounding` attribute; `None` for any other attribute.
    pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        unsafe {
            if !tileas_sys::tileasAttributeIsACudaTileRoundingModeAttr(attr.to_raw()) {
                return None;
            }
            Self::from_u32(tileas_sys::tileasCudaTileRoundingModeAttrGetValue(attr.to_raw()))
        }
    }

    pub fn to_attribute(self, context: &Context) -> Attribute<'_> {
        unsafe { Attribute::from_raw(tileas_sys::tileasCudaTileRoundingModeAttrGet(context.to_raw(), self as u32)) }
    }
}

/// `#cuda_tile.overflow<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum IntegerOverflow {
    None = 0,
    NoSignedWrap = 1,
    NoUnsignedWrap = 2,
    NoWrap = 3,
}

impl IntegerOverflow {
    pub const ALL: [IntegerOverflow; 4] = [Self::None, Self::NoSignedWrap, Self::NoUnsignedWrap, Self::NoWrap];

    pub fn from_u32(value: u32) -> Option<Self> {
        Self::ALL.into_iter().find(|o| *o as u32 == value)
    }

    pub fn keyword(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::NoSignedWrap => "no_signed_wrap",
            Self::NoUnsignedWrap => "no_unsigned_wrap",
            Self::NoWrap => "no_wrap",
        }
    }

    pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        unsafe {
            if !tileas_sys::tileasAttributeIsACudaTileIntegerOverflowAttr(attr.to_raw()) {
                return None;
            }
            Self::from_u32(tileas_sys::tileasCudaTileIntegerOverflowAttrGetValue(attr.to_raw()))
        }
    }

    pub fn to_attribute(self, context: &Context) -> Attribute<'_> {
        unsafe {
            Attribute::from_raw(tileas_sys::tileasCudaTileIntegerOverflowAttrGet(context.to_raw(), self as u32))
        }
    }
}
