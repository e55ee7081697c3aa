//! `synthesize-debug-info-scopes`: gives every kernel of a `cuda_tile.module`
//! debug-info scopes, so file:line:col locations survive the TileIR bytecode
//! (which keeps only `#cuda_tile.di_loc` locations).
//!
//! One `#cuda_tile.di_compile_unit` is made from the module's file (or
//! `"<unknown>" in ""`). Each function whose location is not already a
//! `#cuda_tile.di_loc` gets a `#cuda_tile.di_subprogram` (line of its location
//! or 1, `linkageName` = name, `scopeLine` = line), its location becomes
//! `#cuda_tile.di_loc<file loc in subprogram>`, and so does every nested op's:
//! ops without a file location reuse the function's. Functions that already
//! carry debug info are left alone.

use crate::registry::{PassFailed, RustPass};
use crate::walk::{nested_ops, op_name};
use melior::ir::{
    operation::{OperationLike, OperationRef},
    Attribute, Location,
};
use mlir_sys as sys;
use tileas_dialects::{debug_info, ops::cuda_tile};

#[derive(Clone, Debug, Default)]
pub struct SynthesizeDebugInfoScopes;

impl RustPass for SynthesizeDebugInfoScopes {
    const ARGUMENT: &'static str = "synthesize-debug-info-scopes";
    const NAME: &'static str = "SynthesizeDebugInfoScopes";
    const DESCRIPTION: &'static str =
        "Attach cuda_tile debug-info scopes (compile unit, subprograms, di_loc) to kernels";

    fn anchor() -> Option<&'static str> {
        Some(cuda_tile::ModuleOperation::name())
    }

    fn run(&mut self, module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let context_ref = module.context();
        // SAFETY: borrows `context_ref`, which outlives every use below.
        let context = unsafe { context_ref.to_ref() };
        let (name, directory) =
            file_of(module.location()).map(split_path).unwrap_or(("<unknown>".into(), String::new()));
        let cu_file = debug_info::file(context, &name, &directory);
        let compile_unit = debug_info::compile_unit(context, cu_file);

        for function in nested_ops(&module) {
            if !is_function(&function) || debug_info::is_loc(function.location()) {
                continue;
            }
            let Some(symbol) = symbol_name(&function) else { continue };
            let (file_loc, file) = match file_of(function.location()) {
                Some(loc) => {
                    let (name, directory) = split_path(loc);
                    (loc, debug_info::file(context, &name, &directory))
                }
                None => (file_line_col(context, &name, 1, 0), cu_file),
            };
            let line = file_line(file_loc);
            let subprogram = debug_info::subprogram(context, file, line, &symbol, &symbol, compile_unit, line);
            let Some(function_loc) = debug_info::loc(file_loc, subprogram) else { continue };
            for op in nested_ops(&function) {
                let loc = file_of(op.location()).and_then(|l| debug_info::loc(l, subprogram)).unwrap_or(function_loc);
                set_location(&op, loc);
            }
            set_location(&function, function_loc);
        }
        Ok(())
    }
}

/// `entry` kernels and the test-only `testing$func`.
fn is_function(op: &OperationRef<'_, '_>) -> bool {
    tileas_dialects::verify::is_function_op(&op_name(op))
}

fn symbol_name(op: &OperationRef<'_, '_>) -> Option<String> {
    let attr: Attribute = op.attribute("sym_name").ok()?;
    melior::ir::attribute::StringAttribute::try_from(attr).ok().map(|s| s.value().to_owned())
}

/// The file:line:col location inside `loc` (looking through names and the
/// first member of fused locations).
fn file_of(loc: Location<'_>) -> Option<Location<'_>> {
    // SAFETY: `loc` is live; each accessor is used after its isa check, and
    // the fused-location buffer holds exactly the member count.
    unsafe {
        let raw = loc.to_raw();
        if sys::mlirLocationIsAFileLineColRange(raw) {
            return Some(loc);
        }
        if sys::mlirLocationIsAName(raw) {
            return file_of(Location::from_raw(sys::mlirLocationNameGetChildLoc(raw)));
        }
        if sys::mlirLocationIsAFused(raw) && sys::mlirLocationFusedGetNumLocations(raw) > 0 {
            let count = sys::mlirLocationFusedGetNumLocations(raw) as usize;
            let mut members = vec![sys::MlirLocation { ptr: std::ptr::null() }; count];
            sys::mlirLocationFusedGetLocations(raw, members.as_mut_ptr());
            return members.into_iter().find_map(|m| file_of(Location::from_raw(m)));
        }
        None
    }
}

fn file_line(loc: Location<'_>) -> u32 {
    // SAFETY: `loc` is a file:line:col location (from `file_of`).
    unsafe { sys::mlirLocationFileLineColRangeGetStartLine(loc.to_raw()).max(0) as u32 }
}

fn file_name(loc: Location<'_>) -> String {
    // SAFETY: `loc` is a file:line:col location (from `file_of`); the name is
    // copied while the context owns it.
    unsafe {
        let id = sys::mlirLocationFileLineColRangeGetFilename(loc.to_raw());
        tileas_sys::to_string(sys::mlirIdentifierStr(id))
    }
}

/// `dir/sub/file.py` → (`file.py`, `dir/sub`).
fn split_path(loc: Location<'_>) -> (String, String) {
    let path = file_name(loc);
    match path.rsplit_once('/') {
        Some((dir, name)) => (name.to_owned(), dir.to_owned()),
        None => (path, String::new()),
    }
}

fn file_line_col<'c>(context: &'c melior::Context, file: &str, line: u32, column: u32) -> Location<'c> {
    // SAFETY: the context is live; the file name is copied.
    unsafe {
        Location::from_raw(sys::mlirLocationFileLineColGet(
            context.to_raw(),
            tileas_sys::string_ref(file),
            line,
            column,
        ))
    }
}

fn set_location(op: &OperationRef<'_, '_>, loc: Location<'_>) {
    // SAFETY: `op` and `loc` are live and belong to the same context.
    unsafe { sys::mlirOperationSetLocation(op.to_raw(), loc.to_raw()) };
}
