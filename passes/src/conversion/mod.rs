//! Conversions along the lowering path (docs/design/lowering-ir.md):
//! cuda_tile → nv_tileaa → nv_tileas → llvm/nvvm.

pub mod builder;
pub mod cuda_tile_to_tileaa;
pub mod tileaa_to_tileas;
pub mod tileas_to_llvm;
pub mod typed;

use mlir_sys::{mlirIdentifierStr, mlirOperationGetName, MlirOperation};

/// Whether `op` is the operation named `name` (a generated
/// `XOperation::name()`), without copying its name.
pub fn is_op(op: MlirOperation, name: &str) -> bool {
    // SAFETY: `op` is a live operation of the IR being converted; its name is
    // an identifier owned by the context, valid for the duration of the call.
    let id = unsafe { mlirIdentifierStr(mlirOperationGetName(op)) };
    if id.data.is_null() || id.length == 0 {
        return name.is_empty();
    }
    // SAFETY: the string ref points at `id.length` bytes owned by the context.
    let bytes = unsafe { std::slice::from_raw_parts(id.data as *const u8, id.length) };
    bytes == name.as_bytes()
}
