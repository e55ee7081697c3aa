//! Verifiers of the structural ops (module, entry, return).

use super::{op_error, VerifyResult};
use crate::ops::cuda_tile as ct;
use crate::types::TileType;
use melior::ir::{
    operation::{OperationLike, OperationRef},
    r#type::FunctionType,
};

/// `None` if `name` is not an op of this family.
pub(super) fn verify(op: &OperationRef<'_, '_>, name: &str) -> Option<VerifyResult> {
    let table = verifiers! {
        ct::EntryOperation => verify_entry,
        ct::ReturnOperation => verify_return,
    };
    table.get(name).map(|verify| verify(op))
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
        // Only tiles are constrained: they must be scalars.
        let non_scalar_tile = TileType::try_from(input).map(|tile| tile.rank() != 0).unwrap_or(false);
        if non_scalar_tile {
            return op_error(op, "entry op must have scalar types (rank 0 !cuda_tile.tile)");
        }
    }
    super::views::verify_optimization_hints(op, &["num_cta_in_cga", "occupancy"])
}

/// `return` ends an `entry` body, possibly from inside (nested) `if`s.
fn verify_return(op: &OperationRef<'_, '_>) -> VerifyResult {
    let mut parent = op.parent_operation();
    while let Some(current) = parent {
        let kind = current.name();
        let kind = kind.as_string_ref().as_str().unwrap_or_default();
        if kind == ct::IfOperation::name() {
            parent = current.parent_operation();
            continue;
        }
        if kind != ct::EntryOperation::name() {
            break;
        }
        let name = current
            .attribute("sym_name")
            .ok()
            .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_owned())
            .unwrap_or_default();
        let results = function_type(&current).map(|t| t.result_count()).unwrap_or(0);
        let operands = op.operand_count();
        if operands != results {
            return op_error(
                op,
                format!("has {operands} operands, but enclosing function (@{name}) returns {results}"),
            );
        }
        if operands != 0 {
            return op_error(op, format!("has {operands} operands, but entry function must return 0 operands"));
        }
        return Ok(());
    }
    op_error(op, "must be used within a cuda_tile.entry, or cuda_tile.if operation")
}
