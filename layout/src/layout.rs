//! `Layout`: a shape and a congruent stride, i.e. a function from coordinates
//! (or colexicographic 1-D indices) to integer offsets.
//!
//! Construction validates everything the algebra relies on (congruence,
//! positive extents, size and offset span representable in an i64), so the
//! evaluation functions cannot overflow for in-range arguments and the
//! algebra only needs checked arithmetic where it builds new strides.

use std::fmt;

use crate::error::LayoutError;
use crate::int_tuple::{Coord, IntTuple, Shape, Stride};

/// A CuTe layout `shape:stride`.
///
/// Fields are private so that every value satisfies the invariants checked by
/// [`Layout::new`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    shape: Shape,
    stride: Stride,
}

impl fmt::Display for Layout {
    /// `(4,(2,8)):(2,(1,8))`; a leaf layout as `8:1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.shape, self.stride)
    }
}

/// Sum of `(s - 1) * |d|` over the leaves: the width of the offset range.
fn span(shape: &[i64], stride: &[i64]) -> Option<i64> {
    shape.iter().zip(stride).try_fold(0i64, |acc, (&s, &d)| acc.checked_add((s - 1).checked_mul(d.checked_abs()?)?))
}

impl Layout {
    /// Builds a layout, checking that `shape` and `stride` are congruent, that no
    /// tuple is empty, that every extent is ≥ 1 and that the size and the offset
    /// span fit in an i64.
    pub fn new(shape: impl Into<Shape>, stride: impl Into<Stride>) -> Result<Self, LayoutError> {
        let (shape, stride) = (shape.into(), stride.into());
        if shape.has_empty_tuple() || stride.has_empty_tuple() {
            return Err(LayoutError::EmptyTuple);
        }
        if !shape.is_congruent(&stride) {
            return Err(LayoutError::NotCongruent { shape, stride });
        }
        let (fs, fd) = (shape.flatten(), stride.flatten());
        if let Some(&bad) = fs.iter().find(|&&s| s < 1) {
            return Err(LayoutError::NonPositiveShape(bad));
        }
        shape.product().ok_or(LayoutError::Overflow)?;
        span(&fs, &fd).and_then(|s| s.checked_add(1)).ok_or(LayoutError::Overflow)?;
        Ok(Layout { shape, stride })
    }

    /// The compact column-major layout of `shape` (mode 0 fastest): CuTe's
    /// `make_layout(shape)` and `make_identity_layout(shape)`; `(4,2)` → `(4,2):(1,4)`.
    pub fn col_major(shape: impl Into<Shape>) -> Result<Self, LayoutError> {
        let shape = shape.into();
        let mut acc = 1i64;
        let strides: Vec<i64> = shape
            .flatten()
            .into_iter()
            .map(|s| {
                let d = acc;
                acc = acc.saturating_mul(s);
                d
            })
            .collect();
        let stride = shape.with_leaves(&mut strides.into_iter());
        Layout::new(shape, stride)
    }

    /// The compact row-major layout of `shape` (last leaf fastest): `(4,2)` → `(4,2):(2,1)`.
    pub fn row_major(shape: impl Into<Shape>) -> Result<Self, LayoutError> {
        let shape = shape.into();
        let leaves = shape.flatten();
        let order: Vec<i64> = (0..leaves.len() as i64).rev().collect();
        Layout::ordered(shape, IntTuple::Tuple(order.into_iter().map(IntTuple::Int).collect()))
    }

    /// CuTe's `make_ordered_layout`: a compact layout of `shape` whose leaves get
    /// strides in increasing `order` (ties broken by position). `order` is
    /// flattened; it must have as many leaves as `shape`.
    pub fn ordered(shape: impl Into<Shape>, order: impl Into<IntTuple>) -> Result<Self, LayoutError> {
        let (shape, order) = (shape.into(), order.into());
        let (fs, fo) = (shape.flatten(), order.flatten());
        if fs.len() != fo.len() {
            return Err(LayoutError::NotCongruent { shape, stride: order });
        }
        let mut idx: Vec<usize> = (0..fs.len()).collect();
        idx.sort_by_key(|&i| (fo[i], i));
        let mut strides = vec![0i64; fs.len()];
        let mut acc = 1i64;
        for i in idx {
            strides[i] = acc;
            acc = acc.checked_mul(fs[i]).ok_or(LayoutError::Overflow)?;
        }
        let stride = shape.with_leaves(&mut strides.into_iter());
        Layout::new(shape, stride)
    }

    /// CuTe's `make_layout_like`: the compact layout with this shape whose
    /// leaves are ordered like this layout's strides (by |stride|); stride-0
    /// (broadcast) leaves stay stride 0 and take no room.
    pub fn like(&self) -> Layout {
        let (fs, fd) = (self.shape.flatten(), self.stride.flatten());
        let mut idx: Vec<usize> = (0..fs.len()).filter(|&i| fd[i] != 0).collect();
        idx.sort_by_key(|&i| (fd[i].unsigned_abs(), i));
        let mut strides = vec![0i64; fs.len()];
        let mut acc = 1i64;
        for i in idx {
            strides[i] = acc;
            // Cannot overflow: the product of extents is the (checked) size.
            acc = acc.saturating_mul(fs[i]);
        }
        let stride = self.shape.with_leaves(&mut strides.into_iter());
        Layout { shape: self.shape.clone(), stride }
    }

    /// CuTe's `make_layout(A, B, …)`: the layout whose top-level modes are the given layouts.
    pub fn from_modes(modes: impl IntoIterator<Item = Layout>) -> Result<Self, LayoutError> {
        let (shapes, strides): (Vec<_>, Vec<_>) = modes.into_iter().map(|l| (l.shape, l.stride)).unzip();
        Layout::new(IntTuple::Tuple(shapes), IntTuple::Tuple(strides))
    }

    /// The shape tree.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The stride tree (congruent with the shape).
    pub fn stride(&self) -> &Stride {
        &self.stride
    }

    /// Number of coordinates: the product of the extents.
    pub fn size(&self) -> i64 {
        self.shape.product().unwrap_or(i64::MAX)
    }

    /// `1 + Σ (s_i − 1)·|d_i|`: one past the largest offset for non-negative
    /// strides (CuTe's `cosize`), and the width of the offset range in general.
    pub fn cosize(&self) -> i64 {
        span(&self.shape.flatten(), &self.stride.flatten()).map_or(i64::MAX, |s| s + 1)
    }

    /// Number of top-level modes (1 for a leaf layout).
    pub fn rank(&self) -> usize {
        self.shape.rank()
    }

    /// Nesting depth of the shape (0 for a leaf layout).
    pub fn depth(&self) -> usize {
        self.shape.depth()
    }

    /// Top-level mode `i` as a layout; a leaf layout is its own mode 0.
    pub fn mode(&self, i: usize) -> Option<Layout> {
        Some(Layout { shape: self.shape.mode(i)?.clone(), stride: self.stride.mode(i)?.clone() })
    }

    /// All top-level modes.
    pub fn modes(&self) -> Vec<Layout> {
        (0..self.rank()).filter_map(|i| self.mode(i)).collect()
    }

    /// The same function with the hierarchy removed: a flat tuple of leaves
    /// (a leaf layout stays a leaf).
    pub fn flatten(&self) -> Layout {
        if self.shape.is_int() {
            return self.clone();
        }
        let tup = |v: Vec<i64>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect());
        Layout { shape: tup(self.shape.flatten()), stride: tup(self.stride.flatten()) }
    }

    /// Offset of the 1-D index `i`, `0 <= i < size()`.
    ///
    /// # Panics
    /// If `i` is out of range, like slice indexing; see [`Layout::get`].
    pub fn eval(&self, i: i64) -> i64 {
        match self.get(i) {
            Some(v) => v,
            None => panic!("index {i} out of range for layout {self} of size {}", self.size()),
        }
    }

    /// Offset of the 1-D index `i`, or `None` if `i` is outside `[0, size)`.
    pub fn get(&self, i: i64) -> Option<i64> {
        if i < 0 || i >= self.size() {
            return None;
        }
        self.eval_extended(i)
    }

    /// CuTe's evaluation beyond the domain: the last leaf absorbs whatever
    /// quotient is left after the other leaves took their remainders, so the
    /// layout extends linearly along its last mode. `None` for negative `i` or
    /// on overflow. Used to state what composition does when the inner
    /// layout's image leaves the outer layout's domain.
    pub fn eval_extended(&self, i: i64) -> Option<i64> {
        if i < 0 {
            return None;
        }
        let (fs, fd) = (self.shape.flatten(), self.stride.flatten());
        let mut idx = i;
        let mut off = 0i64;
        for (k, (&s, &d)) in fs.iter().zip(&fd).enumerate() {
            let c = if k + 1 == fs.len() { idx } else { idx % s };
            idx /= s;
            off = off.checked_add(c.checked_mul(d)?)?;
        }
        Some(off)
    }

    /// All offsets in index order: `eval(0), eval(1), …, eval(size-1)`.
    pub fn offsets(&self) -> impl Iterator<Item = i64> + '_ {
        let (fs, fd) = (self.shape.flatten(), self.stride.flatten());
        (0..self.size()).map(move |mut idx| {
            let mut off = 0;
            for (&s, &d) in fs.iter().zip(&fd) {
                off += (idx % s) * d;
                idx /= s;
            }
            off
        })
    }

    /// Whether distinct indices give distinct offsets (O(n log n) in the size).
    pub fn is_injective(&self) -> bool {
        let mut v: Vec<i64> = self.offsets().collect();
        v.sort_unstable();
        v.windows(2).all(|w| w[0] != w[1])
    }

    /// The natural coordinate of index `i` (congruent with the shape).
    pub fn idx2crd(&self, i: i64) -> Result<Coord, LayoutError> {
        crate::int_tuple::idx2crd(i, &self.shape)
    }

    /// Offset of a coordinate: CuTe's `crd2idx(coord, shape, stride)`.
    ///
    /// The coordinate may be weakly congruent: a leaf where the shape has a
    /// sub-tuple is a 1-D index into that sub-tuple, split colexicographically
    /// (`(2,4):(4,1)` at `5` → coordinate `(1,2)` → offset 6). Every component
    /// must lie within its extent.
    pub fn eval_coord(&self, coord: &Coord) -> Result<i64, LayoutError> {
        coord_offset(coord, &self.shape, &self.stride)
    }
}

fn coord_offset(coord: &Coord, shape: &Shape, stride: &Stride) -> Result<i64, LayoutError> {
    match (coord, shape, stride) {
        (IntTuple::Int(c), _, _) => {
            let sub = Layout { shape: shape.clone(), stride: stride.clone() };
            sub.get(*c).ok_or_else(|| LayoutError::CoordOutOfRange { coord: coord.clone(), shape: shape.clone() })
        }
        (IntTuple::Tuple(cs), IntTuple::Tuple(ss), IntTuple::Tuple(ds)) if cs.len() == ss.len() => {
            // Each term is bounded by the layout's span, so the sum cannot overflow.
            cs.iter().zip(ss).zip(ds).map(|((c, s), d)| coord_offset(c, s, d)).sum()
        }
        _ => Err(LayoutError::CoordNotCongruent { coord: coord.clone(), shape: shape.clone() }),
    }
}

impl Layout {
    /// Merges modes while keeping `L(i)` for every `i < size`; the result has
    /// depth ≤ 1, no extent-1 modes, and is `1:0` when the size is 1.
    ///
    /// Walks the flattened leaves from the last one down (CuTe's `bw_coalesce`):
    /// a faster leaf `s:d` merges into the slower neighbour `s':d'` when
    /// `s·d == d'`, giving `(s·s'):d`. This is the canonical form the verifiers
    /// compare layouts in.
    pub fn coalesce(&self) -> Layout {
        let (fs, fd) = (self.shape.flatten(), self.stride.flatten());
        let n = fs.len();
        let (mut ns, mut nd) = (vec![fs[n - 1]], vec![fd[n - 1]]);
        for i in (0..n - 1).rev() {
            let (s, d) = (fs[i], fd[i]);
            if s == 1 {
                continue;
            } else if ns[0] == 1 {
                (ns[0], nd[0]) = (s, d);
            } else if s.checked_mul(d) == Some(nd[0]) {
                // Product of two extents of this layout: within the checked size.
                ns[0] *= s;
                nd[0] = d;
            } else {
                ns.insert(0, s);
                nd.insert(0, d);
            }
        }
        if ns == [1] {
            return Layout { shape: IntTuple::Int(1), stride: IntTuple::Int(0) };
        }
        let pack = |v: Vec<i64>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect()).unwrap_single();
        Layout { shape: pack(ns), stride: pack(nd) }
    }

    /// CuTe's by-mode coalesce `coalesce(L, profile)`: where `profile` has a
    /// leaf the corresponding sub-layout is coalesced whole; where it has a
    /// tuple the walk descends into the modes. Modes past the profile's rank
    /// are kept as they are.
    pub fn coalesce_profile(&self, profile: &IntTuple) -> Result<Layout, LayoutError> {
        match profile {
            IntTuple::Int(_) => Ok(self.coalesce()),
            IntTuple::Tuple(ps) => {
                let modes = self.modes();
                if ps.len() > modes.len() {
                    return Err(LayoutError::TooManyModes { input: modes.len(), tiler: ps.len() });
                }
                let mut out = Vec::with_capacity(modes.len());
                for (i, m) in modes.into_iter().enumerate() {
                    out.push(match ps.get(i) {
                        Some(p) => m.coalesce_profile(p)?,
                        None => m,
                    });
                }
                Layout::from_modes(out)
            }
        }
    }

    /// Coalesces each top-level mode separately, keeping the rank (the result
    /// is always a tuple of `rank()` modes).
    pub fn coalesce_modes(&self) -> Layout {
        let modes = self.modes().iter().map(Layout::coalesce).collect::<Vec<_>>();
        // Coalescing preserves each mode's size and shrinks its span: stays valid.
        Layout::from_modes(modes).unwrap_or_else(|_| self.clone())
    }

    /// Replaces the extent of every stride-0 leaf by 1, keeping rank and
    /// profile (CuTe `filter_zeros`; `(4,3):(1,0)` → `(4,1):(1,0)`).
    pub fn filter_zeros(&self) -> Layout {
        let (fs, fd) = (self.shape.flatten(), self.stride.flatten());
        let leaves = fs.iter().zip(&fd).map(|(&s, &d)| if d == 0 { 1 } else { s });
        Layout {
            shape: self.shape.with_leaves(&mut leaves.collect::<Vec<_>>().into_iter()),
            stride: self.stride.clone(),
        }
    }

    /// `coalesce(filter_zeros(L))`: drops broadcast modes (`(4,3):(1,0)` → `4:1`).
    pub fn filter(&self) -> Layout {
        self.filter_zeros().coalesce()
    }
}
