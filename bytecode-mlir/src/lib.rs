//! `tileas-bytecode-mlir`: the MLIR layer of the TileIR bytecode support.
//!
//! * [`import`]: a decoded [`tileas_bytecode::Bytecode`] → `builtin.module`
//!   holding `cuda_tile.module @kernels`, verified.
//! * [`export`]: a verified cuda_tile module → [`tileas_bytecode::Bytecode`]
//!   (deterministic: the same module always gives the same bytes).
//! * [`tilebc_to_mlir`] / [`mlir_to_tilebc`]: whole-file translations used by
//!   `tileas-translate` and by `tileas-opt` (through [`install_tileas_opt_hooks`]).
//!
//! Failures never panic; they are [`Diagnostics`]: the first line says what went
//! wrong (with the file offset for wire-format errors), MLIR's own diagnostics
//! follow.

mod apint;
mod diag;
mod export;
mod import;
mod util;
mod views;

pub use diag::{loc_prefix, Capture, Diagnostics, Result};
pub use import::{dialect_op_version, DIALECT_VERSION};

use melior::{
    ir::{
        operation::{OperationLike, OperationRef},
        Module, Operation,
    },
    Context,
};
use mlir_sys::*;
use std::ffi::c_void;
use util::*;

/// Builds and verifies the cuda_tile module of a decoded file.
pub fn import<'c>(context: &'c Context, bc: &tileas_bytecode::Bytecode) -> Result<Module<'c>> {
    import::import(context, bc)
}

/// Decodes TileIR bytecode of any supported version and builds the verified module.
pub fn import_bytes<'c>(context: &'c Context, bytes: &[u8]) -> Result<Module<'c>> {
    import_bytes_with(context, bytes, &tileas_bytecode::ReadOptions::default())
}

/// [`import_bytes`] accepting only the versions `opts` allows (a tool that must refuse
/// versions it cannot compile end to end).
pub fn import_bytes_with<'c>(
    context: &'c Context,
    bytes: &[u8],
    opts: &tileas_bytecode::ReadOptions,
) -> Result<Module<'c>> {
    let bc = tileas_bytecode::parse_with(bytes, opts).map_err(|e| Diagnostics::from_wire(&e))?;
    import(context, &bc)
}

/// The bytecode model of a module: a `builtin.module` holding exactly one
/// `cuda_tile.module`, or a `cuda_tile.module`. The module is verified first.
pub fn export<'c: 'a, 'a>(context: &Context, module: &impl OperationLike<'c, 'a>) -> Result<tileas_bytecode::Bytecode> {
    let capture = diag::Capture::new(context);
    if !module.verify() {
        return Err(Diagnostics::error("the module does not verify").with_lines(capture.take()));
    }
    // SAFETY: the operation is live for the call (borrowed from `module`), and the exporter only reads IR nested in
    // it.
    unsafe { export::export(module.to_raw()) }.map_err(|e| e.with_lines(capture.take()))
}

/// Encodes a module as TileIR bytecode of the oldest version that holds it (13.1 unless
/// it uses something newer, e.g. an `f8E8M0FNU` tile: 13.2).
pub fn export_bytes<'c: 'a, 'a>(context: &Context, module: &impl OperationLike<'c, 'a>) -> Result<Vec<u8>> {
    export_bytes_as(context, module, None)
}

/// Encodes a module as TileIR bytecode of `version` (`None`: the oldest that holds it
/// and whose verifier accepts it: `ftof` roundings other than nearest_even need 13.4).
/// Something the version cannot hold is an error naming it and the version it needs.
pub fn export_bytes_as<'c: 'a, 'a>(
    context: &Context,
    module: &impl OperationLike<'c, 'a>,
    version: Option<tileas_bytecode::schema::SchemaVersion>,
) -> Result<Vec<u8>> {
    let bc = export(context, module)?;
    let out = match version {
        None => {
            // SAFETY: `module` is live and verified (export succeeded); the lookup and the
            // walk only read IR nested in it, borrowed for this call.
            let (major, minor) = unsafe {
                let ct_module = export::find_cuda_tile_module(module.to_raw())?;
                tileas_dialects::verify::version::semantic_minimum_version(&OperationRef::from_raw(ct_module))
            };
            let min = tileas_bytecode::schema::SchemaVersion { major: major as u8, minor: minor as u8 };
            tileas_bytecode::write_oldest_from(&bc, min)
        }
        Some(v) => tileas_bytecode::write_as(&bc, v),
    };
    out.map_err(|e| Diagnostics::error(format!("failed to encode bytecode: {e}")))
}

/// A context with every upstream dialect and tileas' dialects loaded.
pub fn new_context() -> Context {
    tileas_dialects::new_context()
}

/// Printing options for [`tilebc_to_mlir`].
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print locations (`loc(...)`), as `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// Generic op form, as `--mlir-print-op-generic`.
    pub generic: bool,
}

/// Prints an operation with the given options.
pub fn print_op(op: MlirOperation, opts: PrintOptions) -> String {
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    unsafe {
        let flags = mlirOpPrintingFlagsCreate();
        if opts.debug_info {
            mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
        }
        if opts.generic {
            mlirOpPrintingFlagsPrintGenericOpForm(flags);
        }
        let s = print_with(|cb, d| mlirOperationPrintWithFlags(op, flags, cb, d));
        mlirOpPrintingFlagsDestroy(flags);
        s
    }
}

/// TileIR bytecode → MLIR text of the verified module.
pub fn tilebc_to_mlir(bytes: &[u8], opts: PrintOptions) -> Result<String> {
    let context = new_context();
    let module = import_bytes(&context, bytes)?;
    // Like mlir-opt: the printed op, then a newline.
    let mut text = print_op(module.as_operation().to_raw(), opts);
    text.push('\n');
    Ok(text)
}

/// Parses MLIR text or MLIR bytecode into its single top-level operation (a
/// `builtin.module`, or e.g. a bare `cuda_tile.module`); `name` is the buffer
/// name diagnostics use.
pub fn parse_mlir<'c>(context: &'c Context, input: &[u8], name: &str) -> Result<Operation<'c>> {
    if input.starts_with(&tileas_bytecode::MAGIC) {
        return Err(Diagnostics::error("the input is TileIR bytecode, not MLIR"));
    }
    let capture = diag::Capture::new(context);
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    let op = unsafe { mlirOperationCreateParse(context.to_raw(), bytes_ref(input), tileas_sys::string_ref(name)) };
    if op.ptr.is_null() {
        return Err(Diagnostics::error("failed to parse the MLIR input").with_lines(capture.take()));
    }
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    Ok(unsafe { Operation::from_raw(op) })
}

/// MLIR (text or MLIR bytecode) → TileIR bytecode.
pub fn mlir_to_tilebc(input: &[u8], name: &str) -> Result<Vec<u8>> {
    let context = new_context();
    let op = parse_mlir(&context, input, name)?;
    export_bytes(&context, &op)
}

unsafe fn call(cb: MlirStringCallback, data: *mut c_void, bytes: &[u8]) {
    if let Some(cb) = cb {
        cb(bytes_ref(bytes), data);
    }
}

unsafe fn hook_result(
    r: std::thread::Result<Result<Vec<u8>>>,
    name: &str,
    output: MlirStringCallback,
    output_data: *mut c_void,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult {
    match r {
        Ok(Ok(bytes)) => {
            call(output, output_data, &bytes);
            success()
        }
        Ok(Err(d)) => {
            call(error, error_data, format!("{}\n", d.in_file(name)).as_bytes());
            failure()
        }
        Err(_) => {
            call(
                error,
                error_data,
                format!("{name}: error: internal error in the TileIR bytecode translation\n").as_bytes(),
            );
            failure()
        }
    }
}

unsafe extern "C" fn hook_to_mlir(
    input: MlirStringRef,
    name: MlirStringRef,
    output: MlirStringCallback,
    output_data: *mut c_void,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult {
    let bytes = bytes_of(input);
    let name = str_of(name);
    let r = std::panic::catch_unwind(|| {
        tilebc_to_mlir(&bytes, PrintOptions { debug_info: true, generic: false }).map(String::into_bytes)
    });
    hook_result(r, &name, output, output_data, error, error_data)
}

unsafe extern "C" fn hook_to_tilebc(
    input: MlirStringRef,
    name: MlirStringRef,
    output: MlirStringCallback,
    output_data: *mut c_void,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult {
    let bytes = bytes_of(input);
    let name = str_of(name);
    let r = std::panic::catch_unwind(|| mlir_to_tilebc(&bytes, &name));
    hook_result(r, &name, output, output_data, error, error_data)
}

/// Lets `tileas-opt` read TileIR bytecode inputs and write `--emit-tilebc`.
pub fn install_tileas_opt_hooks() {
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    unsafe { tileas_sys::bytecode::tileasInstallTileBcHooks(Some(hook_to_mlir), Some(hook_to_tilebc)) };
}
