//! Hierarchical integer tuples: the shapes, strides and coordinates of CuTe.
//!
//! A CuTe shape is not a flat vector: `((2,2),4)` keeps its inner pair through
//! composition, divide and product, and the algebra is defined as a walk over
//! that tree. So the tree is the data type; flattening is an explicit
//! operation.
//!
//! One-dimensional indices are *colexicographic*: mode 0 varies fastest. The
//! coordinate of index `i` in shape `(s0, s1, …)` is `(i mod s0, (i / s0) mod s1, …)`.

use std::fmt;

use crate::error::LayoutError;

/// A leaf integer or a tuple of int tuples.
///
/// The tuple variant is expected to be non-empty: the layout constructors and the
/// parser reject `()`, so every algebra function may assume at least one mode.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// A leaf.
    Int(i64),
    /// A tuple of modes.
    Tuple(Vec<IntTuple>),
}

/// The extents of a layout (leaves ≥ 1).
pub type Shape = IntTuple;
/// The strides of a layout, congruent with its shape.
pub type Stride = IntTuple;
/// A (possibly nested, possibly partially flattened) coordinate.
pub type Coord = IntTuple;

impl From<i64> for IntTuple {
    fn from(v: i64) -> Self {
        IntTuple::Int(v)
    }
}

impl From<Vec<IntTuple>> for IntTuple {
    fn from(v: Vec<IntTuple>) -> Self {
        IntTuple::Tuple(v)
    }
}

impl IntTuple {
    /// A tuple built from anything convertible to int tuples: `IntTuple::tuple([4, 8])`.
    pub fn tuple<T: Into<IntTuple>>(items: impl IntoIterator<Item = T>) -> Self {
        IntTuple::Tuple(items.into_iter().map(Into::into).collect())
    }

    /// The leaf value, if this is a leaf.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            IntTuple::Int(v) => Some(*v),
            IntTuple::Tuple(_) => None,
        }
    }

    /// Whether this is a leaf.
    pub fn is_int(&self) -> bool {
        matches!(self, IntTuple::Int(_))
    }

    /// Number of top-level modes; a leaf has rank 1 (it is its own single mode).
    pub fn rank(&self) -> usize {
        match self {
            IntTuple::Int(_) => 1,
            IntTuple::Tuple(v) => v.len(),
        }
    }

    /// Nesting depth: 0 for a leaf, 1 for a flat tuple, and so on.
    pub fn depth(&self) -> usize {
        match self {
            IntTuple::Int(_) => 0,
            IntTuple::Tuple(v) => 1 + v.iter().map(IntTuple::depth).max().unwrap_or(0),
        }
    }

    /// The top-level modes; a leaf is its own single mode.
    pub fn modes(&self) -> &[IntTuple] {
        match self {
            IntTuple::Int(_) => std::slice::from_ref(self),
            IntTuple::Tuple(v) => v,
        }
    }

    /// Mode `i`, or `None` past the rank.
    pub fn mode(&self, i: usize) -> Option<&IntTuple> {
        self.modes().get(i)
    }

    /// The leaves in order (depth-first, left to right).
    pub fn flatten(&self) -> Vec<i64> {
        let mut out = Vec::new();
        self.collect_leaves(&mut out);
        out
    }

    fn collect_leaves(&self, out: &mut Vec<i64>) {
        match self {
            IntTuple::Int(v) => out.push(*v),
            IntTuple::Tuple(v) => v.iter().for_each(|e| e.collect_leaves(out)),
        }
    }

    /// Product of the leaves (the size of a shape), `None` on overflow.
    pub fn product(&self) -> Option<i64> {
        self.flatten().into_iter().try_fold(1i64, |acc, v| acc.checked_mul(v))
    }

    /// Same tree structure (leaf values ignored).
    pub fn is_congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (IntTuple::Int(_), IntTuple::Int(_)) => true,
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.is_congruent(y))
            }
            _ => false,
        }
    }

    /// Whether some tuple in the tree is empty.
    pub(crate) fn has_empty_tuple(&self) -> bool {
        match self {
            IntTuple::Int(_) => false,
            IntTuple::Tuple(v) => v.is_empty() || v.iter().any(IntTuple::has_empty_tuple),
        }
    }

    /// The same tree with its leaves replaced, in order, by `leaves`.
    /// Leaves missing from the iterator become 0 (callers always supply enough).
    pub(crate) fn with_leaves(&self, leaves: &mut impl Iterator<Item = i64>) -> IntTuple {
        match self {
            IntTuple::Int(_) => IntTuple::Int(leaves.next().unwrap_or(0)),
            IntTuple::Tuple(v) => IntTuple::Tuple(v.iter().map(|e| e.with_leaves(leaves)).collect()),
        }
    }

    /// Strips tuples of one element: `((8))` → `8`. CuTe's `unwrap`.
    pub fn unwrap_single(self) -> IntTuple {
        match self {
            IntTuple::Tuple(mut v) if v.len() == 1 => v.pop().map_or(IntTuple::Tuple(Vec::new()), Self::unwrap_single),
            other => other,
        }
    }
}

impl fmt::Display for IntTuple {
    /// CuTe notation without spaces: `(4,(2,8))`, a leaf as `8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntTuple::Int(v) => write!(f, "{v}"),
            IntTuple::Tuple(v) => {
                f.write_str("(")?;
                for (i, e) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{e}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// `ceil(a / b)` for `a >= 0`, `b > 0` (CuTe `ceil_div`).
pub fn ceil_div(a: i64, b: i64) -> i64 {
    a / b + i64::from(a % b != 0)
}

/// The natural (colexicographic) coordinate of index `idx` in `shape`; the result
/// is congruent with `shape`. Errors unless `0 <= idx < size(shape)`.
pub fn idx2crd(idx: i64, shape: &Shape) -> Result<Coord, LayoutError> {
    let size = shape.product().ok_or(LayoutError::Overflow)?;
    if idx < 0 || idx >= size {
        return Err(LayoutError::IndexOutOfRange { index: idx, size });
    }
    Ok(split_colex(idx, shape))
}

/// Colexicographic split without a range check. The last mode absorbs any
/// quotient left over, which is CuTe's behaviour for indices past the size.
/// Shapes here have positive leaves and a checked size.
pub(crate) fn split_colex(mut idx: i64, shape: &Shape) -> Coord {
    match shape {
        IntTuple::Int(_) => IntTuple::Int(idx),
        IntTuple::Tuple(modes) => {
            let last = modes.len().saturating_sub(1);
            let mut out = Vec::with_capacity(modes.len());
            for (i, m) in modes.iter().enumerate() {
                if i == last {
                    out.push(split_colex(idx, m));
                } else {
                    let sz = m.product().unwrap_or(i64::MAX).max(1);
                    out.push(split_colex(idx % sz, m));
                    idx /= sz;
                }
            }
            IntTuple::Tuple(out)
        }
    }
}

/// The colexicographic index of `coord` in `shape` (inverse of [`idx2crd`]).
///
/// `coord` may be *weakly* congruent: a leaf where `shape` has a sub-tuple is an
/// index into that sub-tuple (so `crd2idx(5, (2,4)) == 5`). Every component must
/// be in range.
pub fn crd2idx(coord: &Coord, shape: &Shape) -> Result<i64, LayoutError> {
    // With the total size representable, every partial sum and scale below is too.
    shape.product().ok_or(LayoutError::Overflow)?;
    crd2idx_checked(coord, shape)
}

fn crd2idx_checked(coord: &Coord, shape: &Shape) -> Result<i64, LayoutError> {
    match (coord, shape) {
        (IntTuple::Int(c), s) => {
            let size = s.product().ok_or(LayoutError::Overflow)?;
            if *c < 0 || *c >= size {
                return Err(LayoutError::CoordOutOfRange { coord: coord.clone(), shape: shape.clone() });
            }
            Ok(*c)
        }
        (IntTuple::Tuple(cs), IntTuple::Tuple(ss)) if cs.len() == ss.len() => {
            let (mut idx, mut scale) = (0i64, 1i64);
            for (c, s) in cs.iter().zip(ss) {
                idx += crd2idx_checked(c, s)? * scale;
                scale *= s.product().unwrap_or(1);
            }
            Ok(idx)
        }
        _ => Err(LayoutError::CoordNotCongruent { coord: coord.clone(), shape: shape.clone() }),
    }
}
