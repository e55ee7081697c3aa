//! Op names and typed builders of the NVVM dialect, generated from MLIR's own
//! ODS (`NVVMOps.td`): melior's `ods-dialects` feature does not include NVVM.
//! The lowering (passes) and the emulator's rewrite (emulator/prep) use the
//! generated `XOperation::name()` constants instead of op names written as
//! strings; this is the one expansion of that ODS in the workspace.

melior::dialect! {
    name: "nvvm",
    files: ["mlir/Dialect/LLVMIR/NVVMOps.td"],
}
