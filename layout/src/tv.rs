//! Thread-value layouts and their bit-level view.
//!
//! A tiled copy or MMA distributes a tile over threads: the TV layout
//! `((T…),(V…)):(…)` maps (thread index, value index) to the element index
//! inside the tile. Lowering needs to ask which element a register holds,
//! whether the distribution is valid (no element claimed twice), and, for
//! the power-of-two layouts every hardware atom uses, which address bit each
//! thread/value bit drives: that bit map is what turns a layout into shuffles,
//! `ldmatrix` lane patterns or predicate masks.

use crate::error::LayoutError;
use crate::layout::Layout;

/// A rank-2 layout `(threads, values) -> element`.
///
/// ```
/// use tileas_layout::TvLayout;
/// // 32 threads x 4 consecutive values over a 128-element tile.
/// let tv = TvLayout::new("(32,4):(4,1)".parse()?)?;
/// assert_eq!(tv.thread_value_to_element(3, 2)?, 14);
/// assert!(tv.is_bijective_onto(128));
/// let bits = tv.bit_layout()?;
/// assert_eq!(bits.value_bits, [Some(0), Some(1)]);
/// assert_eq!(bits.thread_bits, [Some(2), Some(3), Some(4), Some(5), Some(6)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TvLayout {
    layout: Layout,
}

impl TvLayout {
    /// Wraps a rank-2 layout whose mode 0 is the thread mode and mode 1 the value mode.
    pub fn new(layout: Layout) -> Result<Self, LayoutError> {
        if layout.rank() != 2 {
            return Err(LayoutError::NotRank2(layout.rank()));
        }
        Ok(TvLayout { layout })
    }

    /// Builds `(thr, val)` from the two modes.
    pub fn from_modes(thr: Layout, val: Layout) -> Result<Self, LayoutError> {
        TvLayout::new(Layout::from_modes([thr, val])?)
    }

    /// The underlying `(T, V)` layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    fn thr(&self) -> Layout {
        self.layout.mode(0).unwrap_or_else(|| self.layout.clone())
    }

    fn val(&self) -> Layout {
        self.layout.mode(1).unwrap_or_else(|| self.layout.clone())
    }

    /// Number of threads (size of mode 0).
    pub fn num_threads(&self) -> i64 {
        self.thr().size()
    }

    /// Number of values per thread (size of mode 1).
    pub fn num_values(&self) -> i64 {
        self.val().size()
    }

    /// Element index held by thread `t` as its value `v`; both are 1-D indices
    /// into their (possibly nested) modes, split colexicographically.
    pub fn thread_value_to_element(&self, t: i64, v: i64) -> Result<i64, LayoutError> {
        let (nt, nv) = (self.num_threads(), self.num_values());
        if t < 0 || t >= nt {
            return Err(LayoutError::IndexOutOfRange { index: t, size: nt });
        }
        if v < 0 || v >= nv {
            return Err(LayoutError::IndexOutOfRange { index: v, size: nv });
        }
        // Colexicographic: the 1-D index of (t, v) is t + T·v.
        Ok(self.layout.eval(t + nt * v))
    }

    /// Whether every (thread, value) pair lands in `[0, image_size)` and no
    /// two pairs land on the same element. A TV layout with replicated
    /// (stride-0) threads is not injective.
    pub fn is_injective_on(&self, image_size: i64) -> bool {
        if self.layout.size() > image_size {
            return false;
        }
        let mut offs: Vec<i64> = self.layout.offsets().collect();
        if offs.iter().any(|&o| o < 0 || o >= image_size) {
            return false;
        }
        offs.sort_unstable();
        offs.windows(2).all(|w| w[0] != w[1])
    }

    /// Injective onto exactly `[0, image_size)`: every element owned once.
    pub fn is_bijective_onto(&self, image_size: i64) -> bool {
        self.layout.size() == image_size && self.is_injective_on(image_size)
    }

    /// The bit view of the thread mode and of the value mode (see [`BitLayout`]).
    pub fn bit_layout(&self) -> Result<TvBitLayout, LayoutError> {
        let thread_bits = BitLayout::from_layout(&self.thr())?.input_bits;
        let value_bits = BitLayout::from_layout(&self.val())?.input_bits;
        let all = BitLayout { input_bits: thread_bits.iter().chain(&value_bits).copied().collect() };
        all.check_distinct()?;
        Ok(TvBitLayout { thread_bits, value_bits })
    }
}

/// Bit view of a layout whose extents are powers of two and whose strides are
/// zero or positive powers of two, with no two input bits feeding the same
/// output bit. Then `L(i)` is computed bit by bit: bit `k` of the index `i`
/// (colexicographic, so mode 0 owns the low bits) sets output bit
/// `input_bits[k]`, or nothing when that is `None` (a stride-0, i.e.
/// broadcast / replicated, bit). No carries can occur, so `+` is `|`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitLayout {
    input_bits: Vec<Option<u32>>,
}

impl BitLayout {
    /// The bit view, or [`LayoutError::NotPowerOfTwo`] / [`LayoutError::OverlappingBits`].
    pub fn from_layout(l: &Layout) -> Result<Self, LayoutError> {
        let mut input_bits = Vec::new();
        for (s, d) in l.shape().flatten().into_iter().zip(l.stride().flatten()) {
            let bad = LayoutError::NotPowerOfTwo { shape: s, stride: d };
            if s.count_ones() != 1 || d < 0 || (d != 0 && d.count_ones() != 1) {
                return Err(bad);
            }
            let width = s.trailing_zeros();
            for j in 0..width {
                input_bits.push((d != 0).then(|| d.trailing_zeros() + j));
            }
        }
        let b = BitLayout { input_bits };
        b.check_distinct()?;
        Ok(b)
    }

    fn check_distinct(&self) -> Result<(), LayoutError> {
        let mut seen = 0u64;
        for bit in self.input_bits.iter().flatten() {
            if seen & (1u64 << bit) != 0 {
                return Err(LayoutError::OverlappingBits(*bit));
            }
            seen |= 1u64 << bit;
        }
        Ok(())
    }

    /// For each input bit, low to high, the output bit it sets (`None`: broadcast).
    pub fn input_bits(&self) -> &[Option<u32>] {
        &self.input_bits
    }

    /// `L(i)` computed from the bit map (equals [`Layout::eval`] for `i < size`).
    pub fn apply(&self, i: u64) -> u64 {
        self.input_bits
            .iter()
            .enumerate()
            .filter(|&(k, _)| i >> k & 1 == 1)
            .filter_map(|(_, b)| *b)
            .fold(0u64, |acc, b| acc | 1u64 << b)
    }
}

/// [`TvLayout::bit_layout`]: the thread bits and value bits separately, each
/// low to high, so neither side's order has to be remembered.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TvBitLayout {
    /// Bit `k` of the thread index sets this output bit (`None`: the threads
    /// differing only in that bit hold the same elements, i.e. replicas).
    pub thread_bits: Vec<Option<u32>>,
    /// Bit `k` of the value index sets this output bit (`None`: repeated value).
    pub value_bits: Vec<Option<u32>>,
}

impl TvBitLayout {
    /// Element index of (thread `t`, value `v`) from the bit map.
    pub fn element(&self, t: u64, v: u64) -> u64 {
        let pick = |bits: &[Option<u32>], x: u64| {
            bits.iter().enumerate().filter(|&(k, _)| x >> k & 1 == 1).filter_map(|(_, b)| *b).fold(0, |a, b| a | 1 << b)
        };
        pick(&self.thread_bits, t) | pick(&self.value_bits, v)
    }
}
