//! Op names and typed builders of the NVVM dialect, generated from MLIR's own
//! ODS (`NVVMOps.td`): melior's `ods-dialects` feature does not include NVVM.
//! The lowering uses the generated `XOperation::name()` constants instead of
//! op names written as strings.

melior::dialect! {
    name: "nvvm",
    files: ["mlir/Dialect/LLVMIR/NVVMOps.td"],
}
