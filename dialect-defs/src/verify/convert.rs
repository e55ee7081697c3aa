//! Verifiers: conversions, casts, shape manipulation, pointer arithmetic and matmul ops.
//!
//! ODS has already checked operand/result constraints and the declarative
//! traits (same shape/rank/element type) when these run, so tiles here are
//! well-formed; a missing piece only means "nothing more to check".

use super::{
    op_error,
    util::{attribute, bit_width, element_type, join, operand_type, quoted, result_type, shape, tile},
    VerifyResult,
};
use crate::attrs::RoundingMode;
use crate::float_kind::{float_kind, FloatKind};
use crate::ops::cuda_tile as ct;
use melior::ir::{
    attribute::AttributeLike,
    operation::{OperationLike, OperationRef},
    Attribute, Type, TypeLike,
};
use mlir_sys as sys;

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let table = verifiers! {
        ct::BitcastOperation => verify_bitcast,
        ct::BroadcastOperation => verify_broadcast,
        ct::CatOperation => verify_cat,
        ct::ExtIOperation => verify_exti,
        ct::TruncIOperation => verify_trunci,
        ct::ExtractOperation => verify_extract,
        ct::FToFOperation => verify_ftof,
        ct::FToIOperation => verify_ftoi,
        ct::IToFOperation => verify_itof,
        ct::IotaOperation => verify_iota,
        ct::MmaFOperation => |op| verify_mma_shapes(op).and_then(|()| verify_mmaf_types(op)),
        ct::MmaIOperation => verify_mma_shapes,
        ct::MmaFScaledOperation => |op| verify_mma_shapes(op).and_then(|()| verify_mmaf_scaled(op)),
        ct::PermuteOperation => verify_permute,
        ct::ReshapeOperation => verify_reshape,
        ct::InsertOperation => verify_insert,
        ct::PackOperation | ct::UnpackOperation => verify_pack_unpack,
    };
    table.get(name).map(|verify| verify(op))
}

/// `'f32'`: how MLIR diagnostics print a type.
fn int_attr(attr: Attribute<'_>) -> Option<i64> {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { sys::mlirAttributeIsAInteger(attr.to_raw()).then(|| sys::mlirIntegerAttrGetValueInt(attr.to_raw())) }
}

fn i32_array_attr(attr: Attribute<'_>) -> Option<Vec<i32>> {
    // SAFETY: `op` and the handles reached from it belong to the live IR being verified (the verifier hook owns it
    // for the call); these C API calls only read it.
    unsafe {
        let raw = attr.to_raw();
        if !sys::mlirAttributeIsADenseI32Array(raw) {
            return None;
        }
        let count = sys::mlirDenseArrayGetNumElements(raw);
        Some((0..count).map(|i| sys::mlirDenseI32ArrayGetElement(raw, i)).collect())
    }
}

fn rounding_mode(op: &OperationRef<'_, '_>) -> Option<RoundingMode> {
    attribute(op, "rounding_mode").and_then(RoundingMode::from_attribute)
}

fn verify_bitcast(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let (from, to) = (bit_width(element_type(source)), bit_width(element_type(result)));
    if from == to {
        return Ok(());
    }
    op_error(
        op,
        format!(
            "types must be equal width, cannot convert {} of width {from} to type {} of width {to}",
            quoted(source),
            quoted(result)
        ),
    )
}

fn verify_broadcast(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let (from, to) = (shape(source), shape(result));
    if from.iter().zip(&to).any(|(&s, &r)| s != r && s != 1) {
        return op_error(
            op,
            format!(
                "expects the shape of source tile to be compatible with that of the result tile, but got: {} and {}",
                join(&from),
                join(&to)
            ),
        );
    }
    Ok(())
}

fn verify_cat(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(lhs), Some(rhs), Some(result)) = (operand_type(op, 0), operand_type(op, 1), result_type(op, 0)) else {
        return Ok(());
    };
    let Some(dim) = attribute(op, "dim").and_then(int_attr) else { return Ok(()) };
    let (lhs, rhs, result) = (shape(lhs), shape(rhs), shape(result));
    let rank = lhs.len() as i64;
    if dim < 0 || dim >= rank {
        return op_error(op, format!("expect dim to be [0, {rank}), but got: {dim}"));
    }
    let d = dim as usize;
    if lhs[d] + rhs[d] != result[d] {
        return op_error(
            op,
            format!("invalid concat at position {dim}, expected: {} but got: {}", lhs[d] + rhs[d], result[d]),
        );
    }
    for idx in (0..lhs.len()).filter(|&i| i != d) {
        if lhs[idx] != result[idx] || rhs[idx] != result[idx] {
            return op_error(
                op,
                format!(
                    "expect {{lhs, rhs, and result}} shape to match at non-concat position {idx}, expected: {} but got: {}",
                    lhs[idx], result[idx]
                ),
            );
        }
    }
    Ok(())
}

/// Element widths of operand 0 and result 0.
fn widths(op: &OperationRef<'_, '_>) -> Option<(u32, u32)> {
    Some((bit_width(element_type(operand_type(op, 0)?)), bit_width(element_type(result_type(op, 0)?))))
}

fn verify_exti(op: &OperationRef<'_, '_>) -> VerifyResult {
    match widths(op) {
        Some((from, to)) if to <= from => op_error(op, "extending to smaller or identical integer"),
        _ => Ok(()),
    }
}

fn verify_trunci(op: &OperationRef<'_, '_>) -> VerifyResult {
    match widths(op) {
        Some((from, to)) if to >= from => op_error(op, "truncating to larger or identical integer"),
        _ => Ok(()),
    }
}

fn verify_extract(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    if element_type(source) != element_type(result) {
        return op_error(op, "source and result element type do not match");
    }
    let (from, to) = (shape(source), shape(result));
    if from.iter().zip(&to).any(|(&s, &r)| r == 0 || s % r != 0) {
        return op_error(op, "result dim size must divide source dim size evenly");
    }
    let indices = op.operand_count() - 1;
    if indices != from.len() {
        return op_error(op, format!("incorrect number of indices, expected {}, but found {indices}", from.len()));
    }
    Ok(())
}

/// insert (13.4), extract's inverse: `source` tiles `destination` evenly and
/// there is one index per dimension.
fn verify_insert(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(destination)) = (operand_type(op, 0), operand_type(op, 1)) else { return Ok(()) };
    let (from, to) = (shape(source), shape(destination));
    if from.iter().zip(&to).any(|(&s, &d)| s == 0 || d % s != 0) {
        return op_error(op, "source dim size must divide destination dim size evenly");
    }
    let indices = op.operand_count().saturating_sub(2);
    if indices != to.len() {
        return op_error(op, format!("incorrect number of indices, expected {}, but found {indices}", to.len()));
    }
    Ok(())
}

/// pack / unpack (13.3): rank-1 tiles of different element widths and the same
/// size in bytes.
fn verify_pack_unpack(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let (from, to) = (shape(source), shape(result));
    if from.len() != 1 || to.len() != 1 {
        return op_error(op, "expects source and result to be rank-1 tiles");
    }
    let width = |ty| {
        let element = element_type(ty);
        // SAFETY: `element` is a live type of the op being verified; the isa query accepts any type.
        let tf32 = unsafe { sys::mlirTypeIsATF32(melior::ir::TypeLike::to_raw(&element)) };
        if tf32 {
            32 // stored in 32 bits
        } else {
            u64::from(bit_width(element))
        }
    };
    let (ws, wr) = (width(source), width(result));
    if ws == wr {
        return op_error(op, "expects source and result to have different element type widths");
    }
    let bits = |w: u64, n: i64| w * n.max(0) as u64;
    let (source_bits, result_bits) = (bits(ws, from[0]), bits(wr, to[0]));
    if source_bits % 8 != 0 {
        return op_error(op, "expects source tile to be byte-aligned");
    }
    if result_bits % 8 != 0 {
        return op_error(op, "expects result tile to be byte-aligned");
    }
    if source_bits != result_bits {
        return op_error(
            op,
            format!(
                "expects source and result to have the same size in bytes, but got source tile size {} bytes and \
                 result tile size {} bytes",
                source_bits / 8,
                result_bits / 8
            ),
        );
    }
    Ok(())
}

/// The float kind of an element type (`None`: not a float).
fn kind_of(ty: Type<'_>) -> Option<FloatKind> {
    float_kind(ty.to_raw())
}

fn verify_ftof(op: &OperationRef<'_, '_>) -> VerifyResult {
    if operand_type(op, 0).is_some() && operand_type(op, 0) == result_type(op, 0) {
        return op_error(op, "converting tiles must not be a no-op");
    }
    let mode = rounding_mode(op);
    let (Some(from), Some(to)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let (from, to) = (element_type(from), element_type(to));
    if kind_of(to) == Some(FloatKind::F8E8M0FNU) {
        // An exponent-only type: rounding to nearest is not one of its modes (13.3 on).
        if !matches!(mode, Some(RoundingMode::Zero | RoundingMode::PositiveInf)) {
            return op_error(
                op,
                "invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are \
                 supported",
            );
        }
        return Ok(());
    }
    if super::version::module_version(op) < super::version::FTOF_ROUNDING_SINCE {
        if mode != Some(RoundingMode::NearestEven) {
            return op_error(op, "invalid rounding mode specified for ftof. Only 'nearest_even' is supported");
        }
        return Ok(());
    }
    let (allowed, message) = ftof_rounding_rule(kind_of(from), kind_of(to), bit_width(from), bit_width(to));
    match mode {
        Some(m) if allowed.contains(&m) => Ok(()),
        _ => op_error(op, message),
    }
}

/// The rounding modes `ftof` allows from element type `from` to `to` (their
/// kinds and bit widths; tf32 counts 19) and the error otherwise,
/// as NVIDIA's 13.5 tools decide: the two pairs with hardware rounding modes
/// first, then narrow float results, then widening (exact, so any IEEE mode),
/// then narrowing to a standard float type.
fn ftof_rounding_rule(
    from: Option<FloatKind>,
    to: Option<FloatKind>,
    from_bits: u32,
    to_bits: u32,
) -> (&'static [RoundingMode], &'static str) {
    use RoundingMode::*;
    match (from, to) {
        (Some(FloatKind::F32), Some(FloatKind::TF32)) => (
            &[NearestEven, Zero, NearestAway],
            "invalid rounding mode specified for conversion from f32 to tf32. Only 'nearest_even', 'zero', and \
             'nearest_away' are supported",
        ),
        (Some(FloatKind::F64), Some(FloatKind::F32)) => (
            &[NearestEven, Zero, NegativeInf, PositiveInf],
            "invalid rounding mode specified for conversion from f64 to f32. Only 'nearest_even', 'zero', \
             'negative_inf', and 'positive_inf' are supported",
        ),
        (_, Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2 | FloatKind::F4E2M1FN | FloatKind::F8E5M3FNU)) => (
            &[NearestEven],
            "invalid rounding mode specified for conversion to low-precision type. Only 'nearest_even' is supported",
        ),
        _ if to_bits > from_bits => (
            &[NearestEven, Zero, NegativeInf, PositiveInf, NearestAway],
            "invalid rounding mode specified for widening conversion. Only IEEE float rounding modes are supported: \
             'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'nearest_away'",
        ),
        _ => (
            &[NearestEven, Zero],
            "invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for narrowing conversions \
             to standard types",
        ),
    }
}

fn verify_ftoi(op: &OperationRef<'_, '_>) -> VerifyResult {
    if rounding_mode(op) != Some(RoundingMode::NearestIntToZero) {
        return op_error(op, "invalid rounding error specified. Only 'nearest_int_to_zero' is supported");
    }
    Ok(())
}

fn verify_itof(op: &OperationRef<'_, '_>) -> VerifyResult {
    if rounding_mode(op) != Some(RoundingMode::NearestEven) {
        return op_error(op, "invalid rounding error specified. Only 'nearest_even' is supported");
    }
    Ok(())
}

fn verify_iota(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(result) = result_type(op, 0) else { return Ok(()) };
    let extent = shape(result);
    if extent.len() != 1 {
        return op_error(op, "expects result type to be 1-d tile");
    }
    let element = element_type(result);
    let width = bit_width(element);
    // 2^width distinct values (read unsigned); i64 can hold any tile size.
    if width < 64 && (extent[0] as u64) > (1u64 << width) {
        return op_error(
            op,
            format!(
                "the number of elements {} exceeds the maximum value of element type {}",
                extent[0],
                quoted(element)
            ),
        );
    }
    Ok(())
}

/// `verifyMmaShapes` of 13.1, shared by mmaf and mmai. Ranks already match.
fn verify_mma_shapes(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(lhs), Some(rhs), Some(acc)) = (operand_type(op, 0), operand_type(op, 1), operand_type(op, 2)) else {
        return Ok(());
    };
    let (lhs, rhs, acc) = (shape(lhs), shape(rhs), shape(acc));
    if lhs.len() != 2 && lhs.len() != 3 {
        return op_error(op, "operands must be 2D or 3D tiles");
    }
    let mismatch = |leading: &str, a: &str, ad: usize, av: &[i64], b: &str, bd: usize, bv: &[i64]| {
        op_error(
            op,
            format!(
                "{leading}shape error: dim {ad} of {a} ({}) and dim {bd} of {b} ({}) must match, but got {a} shape ({}) and {b} shape ({})",
                av[ad],
                bv[bd],
                join(av),
                join(bv)
            ),
        )
    };
    let batched = usize::from(lhs.len() == 3);
    if batched == 1 {
        if lhs[0] != rhs[0] {
            return mismatch("", "lhs", 0, &lhs, "rhs", 0, &rhs);
        }
        if lhs[0] != acc[0] {
            return mismatch("", "lhs", 0, &lhs, "acc", 0, &acc);
        }
    }
    let (row, col) = (batched, batched + 1);
    // 13.1 starts the M/N/K messages with a space.
    if lhs[col] != rhs[row] {
        return mismatch(" ", "lhs", col, &lhs, "rhs", row, &rhs);
    }
    if lhs[row] != acc[row] {
        return mismatch(" ", "lhs", row, &lhs, "acc", row, &acc);
    }
    if rhs[col] != acc[col] {
        return mismatch(" ", "rhs", col, &rhs, "acc", col, &acc);
    }
    Ok(())
}

/// `mmaf_scaled` beyond `mmaf`'s shape rules: the scales' M/N dims follow the
/// operands', their K dims match each other and divide the operands' K,
/// 8-bit operands take one scale per 32 elements and 4-bit ones per 16 (or
/// 32 with f8E8M0FNU scales) (NVIDIA's 13.3 rules, order and messages).
fn verify_mmaf_scaled(op: &OperationRef<'_, '_>) -> VerifyResult {
    let types: Option<Vec<_>> = [0, 1, 3, 4].iter().map(|&i| operand_type(op, i)).collect();
    let Some(types) = types else { return Ok(()) };
    let [lhs, rhs, lhs_scale, rhs_scale] = [0, 1, 2, 3].map(|i| shape(types[i]));
    let batched = usize::from(lhs.len() == 3);
    let (row, col) = (batched, batched + 1);
    let mismatch = |a: &str, ad: usize, av: &[i64], b: &str, bd: usize, bv: &[i64]| {
        op_error(
            op,
            format!(
                "shape error: dim {ad} of {a} ({}) and dim {bd} of {b} ({}) must match, but got {a} shape ({}) and {b} \
                 shape ({})",
                av[ad],
                bv[bd],
                join(av),
                join(bv)
            ),
        )
    };
    if batched == 1 && lhs[0] != lhs_scale[0] {
        return mismatch("lhs", 0, &lhs, "lhs_scale", 0, &lhs_scale);
    }
    if batched == 1 && rhs[0] != rhs_scale[0] {
        return mismatch("rhs", 0, &rhs, "rhs_scale", 0, &rhs_scale);
    }
    if lhs[row] != lhs_scale[row] {
        return mismatch("lhs", row, &lhs, "lhs_scale", row, &lhs_scale);
    }
    if rhs[col] != rhs_scale[col] {
        return mismatch("rhs", col, &rhs, "rhs_scale", col, &rhs_scale);
    }
    if lhs_scale[col] != rhs_scale[row] {
        return mismatch("lhs_scale", col, &lhs_scale, "rhs_scale", row, &rhs_scale);
    }
    verify_mmaf_scaled_types(op, types[0], types[2])?;
    let (k, scales) = (lhs[col], lhs_scale[col]);
    if scales <= 0 || k % scales != 0 {
        return op_error(
            op,
            format!(
                "shape error: dim {col} of lhs_scale ({scales}) must be a divisor of dim {col} of lhs ({k}), but got \
                 lhs_scale shape ({}) and lhs shape ({})",
                join(&lhs_scale),
                join(&lhs)
            ),
        );
    }
    let block = k / scales;
    let (operand, scale) = (kind_of(element_type(types[0])), kind_of(element_type(types[2])));
    let f8 = matches!(operand, Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2));
    if f8 && block != 32 {
        return op_error(
            op,
            format!(
                "shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but \
                 got {block}"
            ),
        );
    }
    if operand == Some(FloatKind::F4E2M1FN) {
        // NVFP4 (f8E4M3FN scales) blocks are 16 long; MXFP4 (f8E8M0FNU) 16 or 32.
        match scale {
            Some(FloatKind::F8E4M3FN) if block != 16 => {
                return op_error(
                    op,
                    format!(
                        "shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of \
                         lhs_scale and rhs_scale to be 16, but got {block}"
                    ),
                )
            }
            Some(kind @ (FloatKind::F8E8M0FNU | FloatKind::F8E5M3FNU)) if block != 16 && block != 32 => {
                return op_error(
                    op,
                    format!(
                        "shape error: f4E2M1FN element type with {} scales requires block scale factor of \
                         lhs_scale and rhs_scale to be 16 or 32, but got {block}",
                        kind.mlir_name()
                    ),
                )
            }
            _ => {}
        }
    }
    Ok(())
}

/// The operand/scale pairs of mmaf_scaled: f8E4M3FN scales (13.3, NVFP4) and
/// fnv8E5M3FNU scales (13.4) go with f4E2M1FN operands only; f8E8M0FNU scales
/// with any operand type.
fn verify_mmaf_scaled_types(op: &OperationRef<'_, '_>, lhs: Type<'_>, lhs_scale: Type<'_>) -> VerifyResult {
    let (operand, scale) = (element_type(lhs), element_type(lhs_scale));
    let f4_only = matches!(kind_of(scale), Some(FloatKind::F8E4M3FN | FloatKind::F8E5M3FNU));
    if f4_only && kind_of(operand) != Some(FloatKind::F4E2M1FN) {
        return op_error(
            op,
            format!(
                "unsupported combination of element types. Scale type {} expects lhs and rhs element types to be \
                 'f4E2M1FN', but got {}",
                // fnv8E5M3FNU as NVIDIA's builtin prints, not `!cuda_tile.`-prefixed.
                kind_of(scale).map_or_else(|| quoted(scale), |k| format!("'{}'", k.mlir_name())),
                quoted(operand)
            ),
        );
    }
    Ok(())
}

/// Legal (input, accumulator) element pairs of 13.1's mmaf.
fn mmaf_accumulators(input: FloatKind) -> Option<&'static [FloatKind]> {
    use FloatKind::*;
    Some(match input {
        F8E4M3FN | F8E5M2 | F16 => &[F16, F32],
        BF16 | TF32 | F32 => &[F32],
        F64 => &[F64],
        _ => return None,
    })
}

fn verify_mmaf_types(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(lhs), Some(acc)) = (operand_type(op, 0), operand_type(op, 2)) else { return Ok(()) };
    let (input, output) = (element_type(lhs), element_type(acc));
    let Some(allowed) = kind_of(input).and_then(mmaf_accumulators) else {
        return op_error(op, format!("unsupported input element type: {}", quoted(input)));
    };
    if !kind_of(output).is_some_and(|k| allowed.contains(&k)) {
        let choices: Vec<String> = allowed.iter().map(|t| format!("'{}'", t.mlir_name())).collect();
        return op_error(
            op,
            format!(
                "unsupported combination of element types. Input type {} expects accumulator/result type to be one of {{{}}}, but got {}",
                quoted(input),
                choices.join(", "),
                quoted(output)
            ),
        );
    }
    Ok(())
}

fn verify_permute(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0), result_type(op, 0)) else { return Ok(()) };
    let Some(permutation) = attribute(op, "permutation").and_then(i32_array_attr) else { return Ok(()) };
    let (from, to) = (shape(source), shape(result));
    let rank = from.len();
    if rank < 2 {
        return op_error(op, format!("expects at least rank 2, but got: {rank}"));
    }
    if permutation.len() != rank {
        return op_error(
            op,
            format!("expect permutation size ({}) to equal the rank of the source ({rank})", permutation.len()),
        );
    }
    let mut unique = permutation.clone();
    unique.sort_unstable();
    unique.dedup();
    if unique.len() != permutation.len() {
        return op_error(op, "expect permutation elements to be unique");
    }
    for (idx, &perm) in permutation.iter().enumerate() {
        if perm < 0 || perm as usize >= rank {
            return op_error(op, format!("permutation element at index {idx} ({perm}) is out of bound [0, {rank})"));
        }
    }
    for (idx, &perm) in permutation.iter().enumerate() {
        let expected = from[perm as usize];
        if to[idx] != expected {
            return op_error(
                op,
                format!("result shape invalid at index {idx}, expected: {expected}, but got: {}", to[idx]),
            );
        }
    }
    Ok(())
}

fn verify_reshape(op: &OperationRef<'_, '_>) -> VerifyResult {
    let (Some(source), Some(result)) = (operand_type(op, 0).and_then(tile), result_type(op, 0).and_then(tile)) else {
        return Ok(());
    };
    if source.num_elements() != result.num_elements() {
        return op_error(op, "expected source tile and result tile to have the same number of elements");
    }
    Ok(())
}
