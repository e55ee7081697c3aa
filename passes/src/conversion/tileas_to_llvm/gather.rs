//! Wide gathers: when a tile of pointers steps by one element along the
//! tile's last dimension over aligned runs (a row base plus a column range),
//! a run of a weak `nv_tileas.load` is one 8- or 16-byte access.
//!
//! The proof is an analysis of how the pointer tile was computed, along the
//! last dimension only (`Axis`): ranges are contiguous, splats and
//! broadcasts of scalars or of columns are constant, sums keep contiguity
//! when one side is constant over the run, and divisibility comes from
//! constants, `index·tile` products and the kernel's `assume div_by` facts
//! (`nv_tileaa.arg_div_by`).

use super::memory::known_divisor;
use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::arith;
use mlir_sys::*;
use tileas_dialects::ops::nv_tileaa;
use tileas_dialects::tv_layout::TvLayout;

/// "Constant over the whole dimension".
const ALL: i64 = 1 << 30;

/// Facts about a tile's values along its last dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Axis {
    /// Values step by one over aligned runs of this many elements.
    contig: i64,
    /// Values are equal over aligned runs of this many elements.
    constancy: i64,
    /// Divides the value at the start of every contiguous run (every value
    /// when `contig` is 1); bytes for pointers.
    div: i64,
}

const UNKNOWN: Axis = Axis { contig: 1, constancy: 1, div: 1 };

/// Elements per access for the gather `load` (old IR) of `ptrs` producing
/// `result`: the widest run (up to 16 bytes) the layout keeps in consecutive
/// slots and the analysis proves contiguous and aligned; 1 otherwise (and
/// for ordered loads).
pub fn run_width(cx: &Lowering, load: MlirOperation, ptrs: MlirValue, result: MlirType, elem_bytes: i64) -> usize {
    let Some(shape) = Lowering::shape(result) else { return 1 };
    let Some(&last) = shape.last() else { return 1 };
    if elem_bytes <= 0 || elem_bytes > 8 || Lowering::shape(value_type(ptrs)).is_none() {
        return 1;
    }
    if get_attr(load, "sem").and_then(typed::str_value).as_deref() != Some("weak") {
        return 1;
    }
    let a = axis(ptrs, 0);
    let mut w = cx.layout(result).vector().min(16 / elem_bytes).min(last);
    while w > 1 && !(a.contig >= w && a.contig % w == 0 && a.div % (w * elem_bytes) == 0) {
        w /= 2;
    }
    w.max(1) as usize
}

/// Elements per store of the scatter `store` (old IR) of `vals` through
/// `ptrs` (to `elem_bytes`-byte elements): the widest aligned run
/// (`widest_run`) of `vals`' layout, the pointers' layout the same and
/// nothing replicated; 1 otherwise, and for ordered stores. The mask is the
/// caller's: a run is one store only where all its lanes are on.
pub fn store_width(cx: &Lowering, store: MlirOperation, ptrs: MlirValue, vals: MlirValue, elem_bytes: i64) -> usize {
    let (pty, vty) = (value_type(ptrs), value_type(vals));
    let layout = cx.layout(vty);
    let replicated = layout.thread.stride.contains(&0) || layout.value.stride.contains(&0);
    if Lowering::shape(vty) != Lowering::shape(pty)
        || layout != cx.layout(pty)
        || replicated
        || !super::memory::is_weak(store)
        || elem_bytes > 8
    {
        return 1;
    }
    widest_run(ptrs, ALL, &layout, elem_bytes).map_or(1, |w| w as usize)
}

/// The widest run of up to 16 bytes of `elem_bytes`-byte elements that
/// `layout` keeps in a thread's consecutive slots at aligned positions,
/// whose pointers `ptrs` the analysis proves consecutive and aligned to the
/// run's bytes, and over which values of constancy `mask` stay the same
/// (`ALL` for none); `None` for a scalar, an unknown element size, or
/// pointers not even aligned to one element.
fn widest_run(ptrs: MlirValue, mask: i64, layout: &TvLayout, elem_bytes: i64) -> Option<i64> {
    let last = *Lowering::shape(value_type(ptrs))?.last()?;
    if elem_bytes <= 0 || elem_bytes > 16 {
        return None;
    }
    let a = axis(ptrs, 0);
    // Every other stride of the layout keeps a run's first element aligned.
    let strides: Vec<i64> =
        layout.thread.stride.iter().chain(layout.value.stride.get(1..).unwrap_or(&[])).copied().collect();
    let fits = |w: i64| {
        last % w == 0
            && a.contig % w == 0
            && a.div % (w * elem_bytes) == 0
            && mask % w == 0
            && strides.iter().all(|s| s % w == 0)
    };
    let mut w = layout.vector().min(16 / elem_bytes).min(last).max(1);
    while w > 1 && !fits(w) {
        w /= 2;
    }
    fits(w).then_some(w)
}

/// Whether `mask` is the same over every aligned run of `w` elements of its
/// last dimension (so a run's first lane speaks for all).
pub fn uniform_over(mask: MlirValue, w: usize) -> bool {
    axis(mask, 0).constancy % w as i64 == 0
}

/// Elements per cp.async copy of a gathered tile (`nv_tileas.async_gather`)
/// of pointers `ptrs` to `elem_bytes`-byte elements under `mask`, laid out
/// as `layout`: the widest run of 4 to 16 bytes that the layout keeps in a
/// thread's consecutive slots at aligned positions, whose pointers the
/// analysis proves consecutive and aligned to the run's bytes, and over
/// which the mask is constant (cp.async copies a run or zero-fills it
/// whole); `None` when there is none.
pub fn async_width(ptrs: MlirValue, mask: Option<MlirValue>, layout: &TvLayout, elem_bytes: i64) -> Option<i64> {
    let m = mask.map_or(ALL, |m| axis(m, 0).constancy);
    widest_run(ptrs, m, layout, elem_bytes).filter(|w| w * elem_bytes >= 4)
}

fn axis(v: MlirValue, depth: u32) -> Axis {
    let Some(shape) = Lowering::shape(value_type(v)) else {
        return Axis { contig: 1, constancy: ALL, div: known_divisor(v) };
    };
    let last = shape.last().copied().unwrap_or(1);
    // SAFETY: `v` is live; its owner is only read for op results.
    let Some(def) = (unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }) else { return UNKNOWN };
    if depth > 16 {
        return UNKNOWN;
    }
    let name = op_name(def);
    let ins = operands(def);
    let sub = |i: usize| axis(ins[i], depth + 1);
    if name == nv_tileaa::MakeRangeOperation::name() {
        Axis { contig: last, constancy: 1, div: ALL }
    } else if name == nv_tileaa::SplatOperation::name() {
        Axis { contig: 1, constancy: ALL, div: known_divisor(ins[0]) }
    } else if name == arith::ConstantOperation::name() {
        match get_attr(def, "value").and_then(typed::splat_int_value) {
            Some(c) => Axis { contig: 1, constancy: ALL, div: if c == 0 { ALL } else { 1 << c.trailing_zeros() } },
            None => UNKNOWN,
        }
    } else if name == nv_tileaa::ViewOperation::name() || name == nv_tileaa::BroadcastOperation::name() {
        // A scalar viewed or broadcast is constant; a tile keeps its facts
        // when its last dimension is unchanged, and is constant along it
        // when that dimension was 1.
        match Lowering::shape(value_type(ins[0])) {
            None => Axis { contig: 1, constancy: ALL, div: known_divisor(ins[0]) },
            Some(s) if s.last() == Some(&last) => sub(0),
            Some(s) if s.last() == Some(&1) && name == nv_tileaa::BroadcastOperation::name() => {
                let a = sub(0);
                Axis { contig: 1, constancy: ALL, div: if a.contig > 1 { 1 } else { a.div } }
            }
            Some(_) => UNKNOWN,
        }
    } else if [arith::ExtSIOperation::name(), arith::ExtUIOperation::name(), arith::IndexCastOperation::name()]
        .contains(&name.as_str())
    {
        sub(0)
    } else if name == arith::AddIOperation::name() || name == nv_tileaa::AddPtrOperation::name() {
        let (a, mut b) = (sub(0), sub(1));
        if name == nv_tileaa::AddPtrOperation::name() {
            // Offsets are in elements of the pointee.
            let bytes = typed::element_type(value_type(v))
                .and_then(typed::tileaa_ptr_pointee)
                .and_then(|t| typed::int_width(t).or_else(|| typed::float_width(t)))
                .map_or(0, |bits| bits as i64 / 8);
            if bytes == 0 {
                return UNKNOWN;
            }
            b.div = b.div.saturating_mul(bytes).min(ALL);
        }
        Axis {
            contig: a.contig.min(b.constancy).max(b.contig.min(a.constancy)),
            constancy: a.constancy.min(b.constancy),
            div: typed::gcd(a.div, b.div),
        }
    } else if name == arith::CmpIOperation::name() {
        let (a, b) = (sub(0), sub(1));
        let both = a.constancy.min(b.constancy);
        // `x < bound` (or `x >= bound`) over a run of consecutive x that
        // starts at a multiple of w, with bound a multiple of w constant
        // over it, is the same for the whole run.
        let (x, bound) = match get_attr(def, "predicate").and_then(typed::int_value) {
            Some(2 | 5 | 6 | 9) => (a, b), // slt, sge, ult, uge
            Some(3 | 4 | 7 | 8) => (b, a), // sle, sgt, ule, ugt: b is the x
            _ => return Axis { contig: 1, constancy: both, div: 1 },
        };
        let mut w = x.contig.min(bound.constancy);
        while w > 1 && !(x.contig % w == 0 && x.div % w == 0 && bound.div % w == 0) {
            w /= 2;
        }
        Axis { contig: 1, constancy: both.max(w), div: 1 }
    } else if [arith::AndIOperation::name(), arith::OrIOperation::name(), arith::XOrIOperation::name()]
        .contains(&name.as_str())
    {
        let (a, b) = (sub(0), sub(1));
        Axis { contig: 1, constancy: a.constancy.min(b.constancy), div: 1 }
    } else if name == arith::MulIOperation::name() {
        let (a, b) = (sub(0), sub(1));
        let each = |x: Axis| if x.contig > 1 { 1 } else { x.div };
        Axis { contig: 1, constancy: a.constancy.min(b.constancy), div: each(a).saturating_mul(each(b)).min(ALL) }
    } else {
        UNKNOWN
    }
}
