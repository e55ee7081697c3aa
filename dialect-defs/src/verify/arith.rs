//! Verifiers: element-wise arithmetic (float and integer), comparisons and select.
//!
//! Messages are cuda_tile 13.1's (`verifyIEEERoundingModes`, `verifyFtz`,
//! `verifyDivSqrtCommonFPModifiers`, `DivFOp`/`SqrtOp`/`DivIOp::verify`).

use super::Reported;
use super::{
    op_error,
    util::{attribute, element_type, is_f32, quoted, result_type},
    VerifyResult,
};
use crate::attrs::{RoundingMode, Signedness};
use crate::ops::cuda_tile as ct;
use melior::ir::operation::{OperationLike, OperationRef};
use melior::ir::TypeLike;

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let table = verifiers! {
        ct::AddFOperation | ct::SubFOperation | ct::MulFOperation | ct::FmaOperation => {
            |op| verify_ieee_rounding(op).and_then(|()| verify_ftz(op))
        },
        ct::DivFOperation => verify_divf,
        ct::SqrtOperation => verify_sqrt,
        ct::Exp2Operation | ct::RsqrtOperation | ct::MaxFOperation | ct::MinFOperation => verify_ftz,
        ct::DivIOperation => verify_divi,
        ct::TanHOperation | ct::ExpOperation => verify_approx_or_full,
        ct::NegIOperation => verify_negi,
        ct::SelectOperation => verify_select,
    };
    table.get(name).map(|verify| verify(op))
}

use RoundingMode::{Approx, Full, NearestEven, NegativeInf, PositiveInf, Zero};

fn rounding(op: &OperationRef<'_, '_>, name: &str) -> Option<RoundingMode> {
    attribute(op, name).and_then(RoundingMode::from_attribute)
}

/// Fails with `invalid rounding error specified, expect one of [<allowed>]`
/// unless the `name` attribute is one of `allowed`.
fn expect_rounding(op: &OperationRef<'_, '_>, name: &str, allowed: &[RoundingMode]) -> Result<RoundingMode, Reported> {
    match rounding(op, name) {
        Some(mode) if allowed.contains(&mode) => Ok(mode),
        _ => {
            let list: Vec<&str> = allowed.iter().map(|mode| mode.keyword()).collect();
            op_error(op, format!("invalid rounding error specified, expect one of [{}]", list.join(", ")))?;
            Err(Reported)
        }
    }
}

/// 13.1 `verifyIEEERoundingModes`.
fn verify_ieee_rounding(op: &OperationRef<'_, '_>) -> VerifyResult {
    expect_rounding(op, "rounding_mode", &[NearestEven, Zero, NegativeInf, PositiveInf]).map(drop)
}

/// Element type of the result, printed in messages as 13.1 does (`f16`).
fn result_element<'c>(op: &OperationRef<'c, '_>) -> Option<melior::ir::Type<'c>> {
    result_type(op, 0).map(element_type)
}

/// 13.1 `verifyFtz`: `flush_to_zero` only on f32.
fn verify_ftz(op: &OperationRef<'_, '_>) -> VerifyResult {
    if !op.has_attribute("flush_to_zero") {
        return Ok(());
    }
    match result_element(op) {
        Some(element) if !is_f32(element) => op_error(
            op,
            format!("flush_to_zero modifier only supported for f32 data type, but got: {}", quoted(element)),
        ),
        _ => Ok(()),
    }
}

/// 13.1 `verifyDivSqrtCommonFPModifiers`, with `approx`/`full` taken from the
/// rounding mode (so the first and the last two checks cannot fire; they are
/// kept in 13.1's order).
fn verify_div_sqrt_modifiers(op: &OperationRef<'_, '_>, mode: RoundingMode) -> VerifyResult {
    let approx = mode == Approx;
    let full = mode == Full;
    let ieee_rounding = !approx && !full;
    if approx && full {
        return op_error(op, "approx modifier and full modifier are mutually exclusive");
    }
    let Some(element) = result_element(op) else { return Ok(()) };
    let f32 = is_f32(element);
    if op.has_attribute("flush_to_zero") && !f32 {
        return op_error(
            op,
            format!("flush_to_zero modifier only supported for f32 data type, but got: {}", quoted(element)),
        );
    }
    if approx && !f32 {
        return op_error(op, format!("approx modifier only supported for f32 data type, but got: {}", quoted(element)));
    }
    if full && !f32 {
        return op_error(op, format!("full modifier only supported for f32 data type, but got: {}", quoted(element)));
    }
    if ieee_rounding && approx {
        return op_error(op, "rounding mode does not allow approx modifier");
    }
    if ieee_rounding && full {
        return op_error(op, "rounding mode does not allow full modifier");
    }
    Ok(())
}

/// 13.1 `DivFOp::verify`.
fn verify_divf(op: &OperationRef<'_, '_>) -> VerifyResult {
    let mode = expect_rounding(op, "rounding_mode", &[NearestEven, Zero, NegativeInf, PositiveInf, Approx, Full])?;
    verify_div_sqrt_modifiers(op, mode)
}

/// 13.1 `SqrtOp::verify`.
fn verify_sqrt(op: &OperationRef<'_, '_>) -> VerifyResult {
    let mode = expect_rounding(op, "rounding_mode", &[NearestEven, Zero, NegativeInf, PositiveInf, Approx])?;
    verify_div_sqrt_modifiers(op, mode)
}

/// 13.1 `DivIOp::verify`: zero (the default), negative_inf or positive_inf;
/// floor division only when signed.
fn verify_divi(op: &OperationRef<'_, '_>) -> VerifyResult {
    // An absent `rounding` is the default, zero.
    let mode = if op.has_attribute("rounding") {
        expect_rounding(op, "rounding", &[Zero, NegativeInf, PositiveInf])?
    } else {
        Zero
    };
    let unsigned = attribute(op, "signedness").and_then(Signedness::from_attribute) == Some(Signedness::Unsigned);
    if mode == NegativeInf && unsigned {
        return op_error(op, "rounding mode 'negative_inf' is not allowed with 'unsigned' flag");
    }
    Ok(())
}

/// tanh (13.2) and exp (13.3): `full` or `approx`, approx only on f32.
fn verify_approx_or_full(op: &OperationRef<'_, '_>) -> VerifyResult {
    let mode = rounding(op, "rounding_mode").unwrap_or(Full);
    if mode != Full && mode != Approx {
        return op_error(op, "invalid rounding mode specified, expect one of [approx, full]");
    }
    match result_element(op) {
        Some(element) if mode == Approx && !is_f32(element) => {
            op_error(op, format!("approx modifier only supported for f32 data type, but got: {}", quoted(element)))
        }
        _ => Ok(()),
    }
}

/// negi (13.2 `overflow`): negation is signed, so `no_unsigned_wrap` means nothing.
fn verify_negi(op: &OperationRef<'_, '_>) -> VerifyResult {
    use crate::attrs::IntegerOverflow;
    if attribute(op, "overflow").and_then(IntegerOverflow::from_attribute) == Some(IntegerOverflow::NoUnsignedWrap) {
        return op_error(op, "'no_unsigned_wrap' overflow flag is not supported");
    }
    Ok(())
}

/// 13.3 refuses a select of 4-bit floats (NVIDIA's message).
fn verify_select(op: &OperationRef<'_, '_>) -> VerifyResult {
    let element = result_element(op);
    if element.and_then(|t| crate::float_kind::float_kind(t.to_raw())) == Some(crate::float_kind::FloatKind::F4E2M1FN) {
        return op_error(op, "cannot operate on sub-byte type F4E2M1FN");
    }
    Ok(())
}
