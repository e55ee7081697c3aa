//! Verifiers of the structural ops (module, entry, return).

use super::{op_error, VerifyResult};
use crate::ops::cuda_tile as ct;
use crate::types::TileType;
use melior::ir::{
    operation::{OperationLike, OperationRef},
    r#type::FunctionType,
    Type, ValueLike,
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
    super::views::verify_optimization_hints(op, &["num_cta_in_cga", "occupancy", "num_worker_warps_per_cta"])
}

/// Name of the test-only function op `cuda_tile.testing$func`, which melior
/// cannot generate a class for (its name has a `$`); the C++ side answers.
pub fn testing_func_name() -> &'static str {
    // SAFETY: the function only returns the generated op class' static name; the
    // bytes are a string literal in libTileasCAPI.so, alive for the process.
    let name = unsafe {
        let raw = tileas_sys::tileasCudaTileTestingFuncName();
        std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length)
    };
    std::str::from_utf8(name).unwrap_or_default()
}

/// True for the ops that are functions in cuda_tile: `entry` and the
/// test-only `testing$func`.
pub fn is_function_op(name: &str) -> bool {
    name == ct::EntryOperation::name() || name == testing_func_name()
}

fn symbol_name(op: &OperationRef<'_, '_>) -> String {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_owned())
        .unwrap_or_default()
}

/// `return` ends an `entry` or `testing$func` body, possibly from inside
/// (nested) `if`s.
fn verify_return(op: &OperationRef<'_, '_>) -> VerifyResult {
    let mut parent = op.parent_operation();
    while let Some(current) = parent {
        let kind = current.name();
        let kind = kind.as_string_ref().as_str().unwrap_or_default();
        if kind == ct::IfOperation::name() {
            parent = current.parent_operation();
            continue;
        }
        if !is_function_op(kind) {
            break;
        }
        let name = symbol_name(&current);
        let results: Vec<Type<'_>> = function_type(&current)
            .map(|t| (0..t.result_count()).filter_map(|i| t.result(i).ok()).collect())
            .unwrap_or_default();
        let operands = op.operand_count();
        if operands != results.len() {
            let returns = results.len();
            return op_error(
                op,
                format!("has {operands} operands, but enclosing function (@{name}) returns {returns}"),
            );
        }
        if kind == ct::EntryOperation::name() {
            if operands != 0 {
                return op_error(op, format!("has {operands} operands, but entry function must return 0 operands"));
            }
            return Ok(());
        }
        for (index, expected) in results.iter().enumerate() {
            let Ok(operand) = op.operand(index) else { continue };
            let actual = operand.r#type();
            if actual != *expected {
                return emit_error(
                    op,
                    &format!(
                        "type of return operand {index} ('{actual}') doesn't match function result type \
                         ('{expected}') in function @{name}"
                    ),
                );
            }
        }
        return Ok(());
    }
    op_error(op, "must be used within a cuda_tile.testing$func, cuda_tile.entry, or cuda_tile.if operation")
}

/// Emits `message` on `op` without the `'<op>' op ` prefix.
fn emit_error(op: &OperationRef<'_, '_>, message: &str) -> VerifyResult {
    // SAFETY: `op` is the live op being verified (the verifier hook owns it for the call); the message is copied.
    unsafe { tileas_sys::tileasCudaTileEmitError(op.to_raw(), tileas_sys::string_ref(message)) };
    Err(super::Reported)
}
