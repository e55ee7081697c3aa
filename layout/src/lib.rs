//! CuTe layout algebra, without MLIR.
//!
//! The `cute` dialect's verifiers and folders "run the algebra to prove the
//! result type" (notes C §2.5), so the algebra is a plain library that can be
//! unit- and property-tested on its own. It follows NVIDIA CuTe
//! (`include/cute/layout.hpp`) for static integer layouts, with the seed
//! errata of notes C resolved the way the note recommends.
//!
//! * [`IntTuple`]: nested integer tuples (shapes, strides, coordinates).
//!   1-D indices are colexicographic: mode 0 varies fastest.
//! * [`Layout`]: `shape:stride`, a function from coordinates to offsets;
//!   [`Layout::coalesce`], [`Layout::filter`], [`Layout::eval`], ….
//! * The algebra: [`composition`], [`complement`], [`logical_divide`] and its
//!   regroupings, [`logical_product`] and its regroupings, [`blocked_product`],
//!   [`raked_product`], [`right_inverse`], [`left_inverse`]. Preconditions CuTe
//!   checks with `static_assert` are [`LayoutError`] values here.
//! * [`Swizzle`] (CuTe's `Swizzle<B,M,S>`) and [`ComposedLayout`].
//! * [`TvLayout`] and [`BitLayout`]: thread-value layouts and their bit view.
//! * [`wavefronts`] and [`transpose_staging`]: a shared-memory bank model, and
//!   the register layout that moves a tile between two shared layouts
//!   transposed in the fewest wavefronts.
//!
//! Every type prints and parses in CuTe notation (`(4,(2,8)):(2,(1,8))`,
//! `<32:1,16:1>`, `Sw<3,4,3>`).
//!
//! ```
//! use tileas_layout::{composition, logical_divide, Layout, Tiler};
//!
//! // A 128x128 column-major matrix, split into 32x16 tiles mode by mode.
//! let a: Layout = "(128,128):(1,128)".parse()?;
//! let tiler: Tiler = "<32:1,16:1>".parse()?;
//! let d = logical_divide(&a, &tiler)?;
//! assert_eq!(d.to_string(), "((32,4),(16,8)):((1,32),(128,2048))");
//!
//! // Composition is function composition: (A ∘ B)(i) == A(B(i)).
//! let b: Layout = "(5,4):(4,1)".parse()?;
//! let c = composition(&"20:2".parse()?, &b)?;
//! assert_eq!(c.to_string(), "(5,4):(8,2)");
//! assert!((0..c.size()).all(|i| c.eval(i) == 2 * b.eval(i)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]

mod algebra;
mod banks;
mod error;
mod int_tuple;
mod layout;
mod parse;
mod swizzle;
mod tv;

pub use algebra::{
    blocked_product, complement, complement_default, composition, composition_tiler, flat_divide, flat_product,
    left_inverse, logical_divide, logical_product, raked_product, right_inverse, tiled_divide, tiled_product,
    zipped_divide, zipped_product, Tiler,
};
pub use banks::{exchange_swizzles, swizzled_wavefronts, transpose_staging, wavefronts, TransposeStaging, WarpAccess};
pub use error::{LayoutError, ParseError, ParseErrorKind};
pub use int_tuple::{ceil_div, crd2idx, idx2crd, Coord, IntTuple, Shape, Stride};
pub use layout::Layout;
pub use parse::MAX_DEPTH;
pub use swizzle::{ComposedLayout, Swizzle};
pub use tv::{BitLayout, TvBitLayout, TvLayout};
