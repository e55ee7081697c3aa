//! `cuda-tile-simplify-arith`: removes arithmetic with identity operands and
//! folds arithmetic on constants inside a `cuda_tile.module`.
//!
//! Identities are applied only where they are exact for every input under the
//! op's rounding mode:
//! * `addi x, 0` → `x`;
//! * `addf x, -0.0` → `x` (and `addf x, +0.0` → `x` under `rounding<negative_inf>`,
//!   where `+0 + -0 = -0`), never with `flush_to_zero` (a subnormal `x` would
//!   flush);
//! * `mulf x, 1.0` → `x`, never with `flush_to_zero`.
//!
//! With `fold-constants` (default on), `addi`/`addf`/`mulf` whose operands are
//! both `cuda_tile.constant` become one new constant built with the
//! ODS-generated builder. Float folding is limited to f32/f64 under
//! `nearest_even` without `flush_to_zero`, which host arithmetic reproduces
//! bit for bit.

use crate::{
    options::{parse_bool, OptionKind, OptionSpec},
    registry::{PassFailed, RustPass},
    walk::{nested_ops, op_name},
};
use melior::ir::{
    attribute::Attribute,
    operation::{OperationLike, OperationRef},
    r#type::IntegerType,
    AttributeLike, Type, TypeLike, Value, ValueLike,
};
use mlir_sys as sys;
use tileas_dialects::{attrs::RoundingMode, canonicalize::defining_op, ops::cuda_tile, types::TileType};

#[derive(Clone, Debug)]
pub struct SimplifyArith {
    fold_constants: bool,
}

impl Default for SimplifyArith {
    fn default() -> Self {
        Self { fold_constants: true }
    }
}

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "fold-constants",
    description: "Also fold addi/addf/mulf whose operands are both constants",
    kind: OptionKind::Bool,
    default: "true",
}];

impl RustPass for SimplifyArith {
    const ARGUMENT: &'static str = "cuda-tile-simplify-arith";
    const NAME: &'static str = "CudaTileSimplifyArith";
    const DESCRIPTION: &'static str = "Fold cuda_tile addi/addf/mulf with identity or constant operands";

    fn anchor() -> Option<&'static str> {
        Some(cuda_tile::ModuleOperation::name())
    }

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "fold-constants" => self.fold_constants = parse_bool(value).map_err(|e| e.to_string())?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        for op in nested_ops(&module) {
            let Some(kind) = Kind::of(&op_name(&op)) else { continue };
            if let Some(replacement) = identity_operand(&op, kind) {
                replace_and_erase(op, replacement);
            } else if self.fold_constants {
                fold_constants(op, kind);
            }
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    AddI,
    AddF,
    MulF,
}

impl Kind {
    /// The kind of the op named `name`, if the pass simplifies it.
    fn of(name: &str) -> Option<Kind> {
        if name == cuda_tile::AddIOperation::name() {
            Some(Kind::AddI)
        } else if name == cuda_tile::AddFOperation::name() {
            Some(Kind::AddF)
        } else if name == cuda_tile::MulFOperation::name() {
            Some(Kind::MulF)
        } else {
            None
        }
    }
}

/// A constant element, widened.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Scalar {
    Int(i64),
    Float(f64),
}

fn has_ftz(op: &OperationRef<'_, '_>) -> bool {
    op.has_attribute("flush_to_zero")
}

fn rounding(op: &OperationRef<'_, '_>) -> Option<RoundingMode> {
    op.attribute("rounding_mode").ok().and_then(RoundingMode::from_attribute)
}

/// The `value` attribute of the `cuda_tile.constant` defining `value`.
fn constant_attr<'c>(value: Value<'c, '_>) -> Option<Attribute<'c>> {
    let owner = defining_op(value)?;
    if op_name(&owner) != cuda_tile::ConstantOperation::name() {
        return None;
    }
    owner.attribute("value").ok()
}

/// Largest non-splat constant folded (its elements are materialized).
const MAX_FOLDED_ELEMENTS: i64 = 1 << 16;

/// The elements of a dense constant: one value for a splat (whatever the
/// tile's size: a 4096x4096 splat is never expanded), all of them
/// (row-major) for a small non-splat one; `None` otherwise.
fn elements(attr: Attribute<'_>) -> Option<Vec<Scalar>> {
    let raw = attr.to_raw();
    // SAFETY: `raw` is a live attribute; the shaped-type and element
    // accessors are used only on a dense elements attribute, with in-range
    // multi-indices of its (static) shape.
    unsafe {
        if !sys::mlirAttributeIsADenseElements(raw) {
            return None;
        }
        if sys::mlirDenseElementsAttrIsSplat(raw) {
            return Some(vec![scalar(sys::mlirDenseElementsAttrGetSplatValue(raw))?]);
        }
        let ty = sys::mlirAttributeGetType(raw);
        let rank = sys::mlirShapedTypeGetRank(ty) as usize;
        let shape: Vec<i64> = (0..rank).map(|d| sys::mlirShapedTypeGetDimSize(ty, d as isize)).collect();
        let count: i64 = shape.iter().product();
        if count > MAX_FOLDED_ELEMENTS {
            return None;
        }
        let mut out = Vec::with_capacity(count as usize);
        let mut index = vec![0u64; rank];
        for _ in 0..count {
            let element = sys::mlirElementsAttrGetValue(raw, rank as isize, index.as_mut_ptr());
            out.push(scalar(element)?);
            // Row-major increment of the multi-index.
            for d in (0..rank).rev() {
                index[d] += 1;
                if (index[d] as i64) < shape[d] {
                    break;
                }
                index[d] = 0;
            }
        }
        Some(out)
    }
}

fn scalar(attr: sys::MlirAttribute) -> Option<Scalar> {
    // SAFETY: `attr` is a live attribute; each value getter is called only
    // after the matching isa check.
    unsafe {
        if sys::mlirAttributeIsAInteger(attr) {
            Some(Scalar::Int(sys::mlirIntegerAttrGetValueSInt(attr)))
        } else if sys::mlirAttributeIsAFloat(attr) {
            Some(Scalar::Float(sys::mlirFloatAttrGetValueDouble(attr)))
        } else {
            None
        }
    }
}

fn splat(attr: Attribute<'_>) -> Option<Scalar> {
    let values = elements(attr)?;
    let first = *values.first()?;
    values.iter().all(|v| same_bits(*v, first)).then_some(first)
}

fn same_bits(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::Int(x), Scalar::Int(y)) => x == y,
        (Scalar::Float(x), Scalar::Float(y)) => x.to_bits() == y.to_bits(),
        _ => false,
    }
}

fn is_value(value: Value<'_, '_>, wanted: Scalar) -> bool {
    constant_attr(value).and_then(splat).is_some_and(|s| same_bits(s, wanted))
}

/// The operand `op` can be replaced with, if an identity applies.
fn identity_operand<'c, 'a>(op: &OperationRef<'c, 'a>, kind: Kind) -> Option<Value<'c, 'a>> {
    let lhs = op.operand(0).ok()?;
    let rhs = op.operand(1).ok()?;
    let identity = match kind {
        Kind::AddI => Scalar::Int(0),
        Kind::AddF => {
            if has_ftz(op) {
                return None;
            }
            match rounding(op)? {
                RoundingMode::NegativeInf => Scalar::Float(0.0),
                _ => Scalar::Float(-0.0),
            }
        }
        Kind::MulF => {
            if has_ftz(op) {
                return None;
            }
            Scalar::Float(1.0)
        }
    };
    if is_value(rhs, identity) {
        Some(lhs)
    } else if is_value(lhs, identity) {
        Some(rhs)
    } else {
        None
    }
}

/// Replaces `op` by one `cuda_tile.constant` when both operands are constant.
fn fold_constants(op: OperationRef<'_, '_>, kind: Kind) {
    let (Ok(lhs), Ok(rhs), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else { return };
    let result_type: Type = result.r#type();
    let Ok(tile) = TileType::try_from(result_type) else { return };
    let element = tile.element_type();
    let (Some(mut a), Some(mut b)) = (constant_attr(lhs).and_then(elements), constant_attr(rhs).and_then(elements))
    else {
        return;
    };
    // A splat against a non-splat: spread the splat (the other side is small).
    if a.len() == 1 && b.len() > 1 {
        a = vec![a[0]; b.len()];
    } else if b.len() == 1 && a.len() > 1 {
        b = vec![b[0]; a.len()];
    }
    if a.len() != b.len() {
        return;
    }
    let folded: Option<Vec<Scalar>> = match kind {
        Kind::AddI => {
            let Ok(width) = IntegerType::try_from(element).map(|t| t.width()) else { return };
            a.iter()
                .zip(&b)
                .map(|(x, y)| match (x, y) {
                    (Scalar::Int(x), Scalar::Int(y)) => Some(Scalar::Int(wrap(x.wrapping_add(*y), width))),
                    _ => None,
                })
                .collect()
        }
        Kind::AddF | Kind::MulF => {
            if has_ftz(&op) || rounding(&op) != Some(RoundingMode::NearestEven) {
                return;
            }
            let (is_f32, is_f64) = (element.is_f32(), element.is_f64());
            if !is_f32 && !is_f64 {
                return;
            }
            a.iter()
                .zip(&b)
                .map(|(x, y)| match (x, y) {
                    (Scalar::Float(x), Scalar::Float(y)) => Some(Scalar::Float(if is_f32 {
                        let (x, y) = (*x as f32, *y as f32);
                        (if kind == Kind::AddF { x + y } else { x * y }) as f64
                    } else if kind == Kind::AddF {
                        x + y
                    } else {
                        x * y
                    })),
                    _ => None,
                })
                .collect()
        }
    };
    let Some(folded) = folded else { return };
    let context = op.context();
    let value = dense_attr(tile, element, &folded);
    let location = op.location();
    // SAFETY: the context outlives the pass run and the op built with it.
    let constant = cuda_tile::constant(unsafe { context.to_ref() }, result_type, value, location);
    let constant: melior::ir::Operation = constant.into();
    // SAFETY: `op` is live in its block; the new constant is handed to that
    // block (`into_raw` gives up ownership) before `op`, has the same result
    // type, and `op` is destroyed only after its uses moved to it.
    unsafe {
        let block = sys::mlirOperationGetBlock(op.to_raw());
        let raw = constant.into_raw();
        sys::mlirBlockInsertOwnedOperationBefore(block, op.to_raw(), raw);
        let new_value = sys::mlirOperationGetResult(raw, 0);
        sys::mlirValueReplaceAllUsesOfWith(sys::mlirOperationGetResult(op.to_raw(), 0), new_value);
        sys::mlirOperationDestroy(op.to_raw());
    }
}

/// Sign-extends the low `width` bits of `value` (the i1..i64 wrap-around).
fn wrap(value: i64, width: u32) -> i64 {
    if width >= 64 {
        value
    } else {
        let shift = 64 - width;
        (value << shift) >> shift
    }
}

fn dense_attr<'c>(tile: TileType<'c>, element: Type<'c>, values: &[Scalar]) -> Attribute<'c> {
    // SAFETY: `element` and `tile` are live types of one context; `values`
    // is non-empty (one per element of the tile, or one for a splat) and
    // matches its element type.
    unsafe {
        let ctx = sys::mlirTypeGetContext(element.to_raw());
        let to_attr = |s: &Scalar| match s {
            Scalar::Int(v) => sys::mlirIntegerAttrGet(element.to_raw(), *v),
            Scalar::Float(v) => sys::mlirFloatAttrDoubleGet(ctx, element.to_raw(), *v),
        };
        let shaped = tile.to_type().to_raw();
        let raw = if values.iter().all(|v| same_bits(*v, values[0])) {
            sys::mlirDenseElementsAttrSplatGet(shaped, to_attr(&values[0]))
        } else {
            let attrs: Vec<sys::MlirAttribute> = values.iter().map(to_attr).collect();
            sys::mlirDenseElementsAttrGet(shaped, attrs.len() as isize, attrs.as_ptr())
        };
        Attribute::from_raw(raw)
    }
}

fn replace_and_erase(op: OperationRef<'_, '_>, replacement: Value<'_, '_>) {
    // SAFETY: `op` is live and `replacement` (one of its operands) has its
    // result type; `op` is destroyed after its uses moved away.
    unsafe {
        sys::mlirValueReplaceAllUsesOfWith(sys::mlirOperationGetResult(op.to_raw(), 0), replacement.to_raw());
        sys::mlirOperationDestroy(op.to_raw());
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_to_width() {
        assert_eq!(wrap(128, 8), -128);
        assert_eq!(wrap(255, 8), -1);
        assert_eq!(wrap(1, 1), -1);
        assert_eq!(wrap(2, 1), 0);
        assert_eq!(wrap(i64::MAX.wrapping_add(1), 64), i64::MIN);
        assert_eq!(wrap(70000, 16), 70000 - 65536);
    }
}
