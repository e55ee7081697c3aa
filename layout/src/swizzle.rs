//! `Swizzle<B,M,S>` and swizzled ("composed") layouts.
//!
//! A swizzle permutes offsets by XOR-ing one bit field into another; shared
//! memory layouts use it to spread a tile's rows over banks, and TMA/WGMMA
//! descriptors name the same patterns (`Sw<3,4,3>` on byte offsets is the
//! 128-byte mode). The formula is CuTe's, not the seed's: notes C §2.6 shows
//! the seed's version overlaps its fields, is not an involution and does not
//! match the hardware.

use std::fmt;

use crate::error::LayoutError;
use crate::layout::Layout;

/// CuTe `Swizzle<B, M, S>`: `x ↦ x ^ ((x & yyy) >> S)` where
/// `yyy = ((1<<B)-1) << (M + max(0,S))`.
///
/// With `S > 0` the `B` bits at `[M+S, M+S+B)` are XOR-ed into `[M, M+B)`
/// (for negative `S` the direction flips). CuTe requires `|S| >= B`, so the two
/// fields never overlap, which is what makes the map its own inverse.
///
/// ```
/// use tileas_layout::Swizzle;
/// let sw: Swizzle = "Sw<3,4,3>".parse()?;
/// // The 128-byte row index (bits 7-9) lands in the 16-byte chunk index (bits 4-6).
/// assert_eq!(sw.apply(0x180), 0x1b0);
/// assert_eq!(sw.apply(0x1b0), 0x180);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle {
    bits: u32,
    base: u32,
    shift: i32,
}

impl Swizzle {
    /// The identity swizzle `Sw<0,0,0>`.
    pub const IDENTITY: Swizzle = Swizzle { bits: 0, base: 0, shift: 0 };

    /// Validates CuTe's condition `|S| >= B` and that both fields lie below bit 63.
    pub fn new(bits: u32, base: u32, shift: i32) -> Result<Self, LayoutError> {
        let err = LayoutError::InvalidSwizzle { bits, base, shift };
        if shift.unsigned_abs() < bits {
            return Err(err);
        }
        let top = u64::from(base) + u64::from(shift.unsigned_abs()) + u64::from(bits);
        if top > 63 {
            return Err(err);
        }
        Ok(Swizzle { bits, base, shift })
    }

    /// `B`: number of bits XOR-ed.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// `M`: lowest bit of the field that is changed (for `S > 0`).
    pub fn base(&self) -> u32 {
        self.base
    }

    /// `S`: distance from the changed field up to the field read.
    pub fn shift(&self) -> i32 {
        self.shift
    }

    fn field(&self) -> i64 {
        (1i64 << self.bits) - 1
    }

    /// Mask of the bits read (`yyy`).
    pub fn yyy_mask(&self) -> i64 {
        self.field() << (self.base + self.shift.max(0) as u32)
    }

    /// Mask of the bits changed (`zzz`).
    pub fn zzz_mask(&self) -> i64 {
        self.field() << (self.base + (-self.shift.min(0)) as u32)
    }

    /// Applies the swizzle to an offset. An involution: `apply(apply(x)) == x`.
    /// Only bits below 63 are touched, so negative offsets keep their sign.
    pub fn apply(&self, x: i64) -> i64 {
        let y = x & self.yyy_mask();
        let moved = if self.shift >= 0 { y >> self.shift } else { y << (-self.shift) };
        x ^ moved
    }

    /// Whether this swizzle changes nothing (`B == 0`).
    pub fn is_identity(&self) -> bool {
        self.bits == 0
    }
}

impl fmt::Display for Swizzle {
    /// `Sw<3,4,3>`, CuTe's print form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", self.bits, self.base, self.shift)
    }
}

/// CuTe `ComposedLayout<Swizzle, Offset, Layout>`: `c ↦ swizzle(offset + layout(c))`.
///
/// The swizzle acts on final offsets, after the layout and the base offset,
/// which is why `offset` sits between the two: moving a tile base by `k` does
/// not commute with the swizzle unless it preserves the swizzled bits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComposedLayout {
    swizzle: Swizzle,
    offset: i64,
    layout: Layout,
}

impl ComposedLayout {
    /// Checks that `offset` plus any offset of `layout` fits in an i64.
    pub fn new(swizzle: Swizzle, offset: i64, layout: Layout) -> Result<Self, LayoutError> {
        let (fs, fd) = (layout.shape().flatten(), layout.stride().flatten());
        let (mut lo, mut hi) = (offset, offset);
        for (s, d) in fs.into_iter().zip(fd) {
            // (s-1)*d is bounded by the layout's checked span.
            let t = (s - 1) * d;
            if t < 0 {
                lo = lo.checked_add(t).ok_or(LayoutError::OffsetOverflow(offset))?;
            } else {
                hi = hi.checked_add(t).ok_or(LayoutError::OffsetOverflow(offset))?;
            }
        }
        Ok(ComposedLayout { swizzle, offset, layout })
    }

    /// The outer swizzle.
    pub fn swizzle(&self) -> Swizzle {
        self.swizzle
    }

    /// The offset added before swizzling.
    pub fn offset(&self) -> i64 {
        self.offset
    }

    /// The inner layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Same domain as the inner layout.
    pub fn size(&self) -> i64 {
        self.layout.size()
    }

    /// `swizzle(offset + layout(i))` for `0 <= i < size()`.
    ///
    /// # Panics
    /// If `i` is out of range; see [`ComposedLayout::get`].
    pub fn eval(&self, i: i64) -> i64 {
        self.swizzle.apply(self.offset + self.layout.eval(i))
    }

    /// `swizzle(offset + layout(i))`, or `None` if `i` is out of range.
    pub fn get(&self, i: i64) -> Option<i64> {
        self.layout.get(i).map(|o| self.swizzle.apply(self.offset + o))
    }

    /// The same at a coordinate (see [`Layout::eval_coord`]).
    pub fn eval_coord(&self, coord: &crate::Coord) -> Result<i64, LayoutError> {
        Ok(self.swizzle.apply(self.offset + self.layout.eval_coord(coord)?))
    }
}

impl fmt::Display for ComposedLayout {
    /// CuTe's print form `Sw<3,4,3> o 0 o (8,8):(8,1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o {} o {}", self.swizzle, self.offset, self.layout)
    }
}
