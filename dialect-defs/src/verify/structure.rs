//! Verifiers of the structural ops and the first arithmetic slice.

use super::{
    op_error,
    util::{element_type, is_f32, result_type},
    VerifyResult,
};
use crate::{attrs::RoundingMode, types::TileType};
use melior::ir::{
    operation::{OperationLike, OperationRef},
    r#type::FunctionType,
};

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    Some(match name {
        "cuda_tile.entry" => verify_entry(op),
        "cuda_tile.return" => verify_return(op),
        "cuda_tile.addf" | "cuda_tile.mulf" => verify_float_binary(op),
        _ => return None,
    })
}

fn function_type<'c>(op: &OperationRef<'c, '_>) -> Option<FunctionType<'c>> {
    let attr = op.attribute("function_type").ok()?;
    let ty = melior::ir::attribute::TypeAttribute::try_from(attr).ok()?.value();
    FunctionType::try_from(ty).ok()
}

fn verify_entry(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(fn_type) = function_type(op) else {
        return op_error(op, "requires a 'function_type' attribute of function type");
    };
    if fn_type.result_count() != 0 {
        return op_error(op, "entry op must not return values");
    }
    for index in 0..fn_type.input_count() {
        let Ok(input) = fn_type.input(index) else { continue };
        let scalar = TileType::try_from(input).map(|tile| tile.rank() == 0).unwrap_or(false);
        if !scalar {
            return op_error(op, "entry op must have scalar types (rank 0 !cuda_tile.tile)");
        }
    }
    super::views::verify_optimization_hints(op, &["num_cta_in_cga", "occupancy"])
}

fn verify_return(op: &OperationRef<'_, '_>) -> VerifyResult {
    let Some(parent) = op.parent_operation() else { return Ok(()) };
    if parent.name().as_string_ref().as_str() == Ok("cuda_tile.entry") && op.operand_count() != 0 {
        return op_error(
            op,
            format!("has {} operands, but entry function must return 0 operands", op.operand_count()),
        );
    }
    Ok(())
}

/// Shared by addf/mulf: IEEE rounding modes only, flush_to_zero only on f32.
fn verify_float_binary(op: &OperationRef<'_, '_>) -> VerifyResult {
    let mode = op.attribute("rounding_mode").ok().and_then(RoundingMode::from_attribute);
    if !matches!(
        mode,
        Some(RoundingMode::NearestEven | RoundingMode::Zero | RoundingMode::NegativeInf | RoundingMode::PositiveInf)
    ) {
        return op_error(
            op,
            "invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]",
        );
    }
    if op.has_attribute("flush_to_zero") {
        if let Some(element) = result_type(op, 0).map(element_type) {
            if !is_f32(element) {
                return op_error(
                    op,
                    format!("flush_to_zero modifier only supported for f32 data type, but got: {element}"),
                );
            }
        }
    }
    Ok(())
}
