//! The bodies of the translations `tileasTranslateMain` registers (see
//! `cpp/include/tileas-c/Translate.h`): TileIR bytecode → `cuda_tile.module`
//! in MLIR's context, a parsed module → TileIR bytecode, and the check of
//! `-bytecode-version`. Failures are MLIR diagnostics at the ops concerned, so
//! `--verify-diagnostics` sees them.

use melior::{
    ir::{
        operation::{OperationLike, OperationRef},
        BlockLike, Location, RegionLike,
    },
    ContextRef,
};
use mlir_sys::{
    mlirLocationFileLineColGet, mlirOperationGetContext, mlirOperationRemoveFromParent, MlirContext, MlirLogicalResult,
    MlirOperation, MlirStringCallback, MlirStringRef,
};
use std::ffi::c_void;
use tileas_bytecode_mlir::Diagnostics;
use tileas_dialects::{
    ops::cuda_tile as ct,
    verify::is_function_op,
    walk::{nested_ops, op_name},
};
use tileas_sys::{
    string_ref,
    translate::{tileasEmitErrorWithNotes, tileasEmitRemark, TileasTranslateHooks},
};

use tileas_bytecode::schema::{self, SchemaVersion};

/// The newest bytecode version this process reads and writes (see
/// [`set_newest_version`]); unset means every version the crates know.
static NEWEST_VERSION: std::sync::OnceLock<SchemaVersion> = std::sync::OnceLock::new();

/// Caps the versions read and written at `newest` for the rest of the process:
/// run under the name of NVIDIA's 13.1 `cuda-tile-translate`, the tool stands
/// in for that release, which reads and writes 13.1 only and names its range
/// `[13.1, 13.1]` (see main.rs). Later calls change nothing.
pub fn set_newest_version(newest: SchemaVersion) {
    let _ = NEWEST_VERSION.set(newest);
}

fn newest_version() -> SchemaVersion {
    NEWEST_VERSION.get().copied().unwrap_or(schema::NEWEST)
}

pub fn hooks() -> TileasTranslateHooks {
    TileasTranslateHooks { toMlir: Some(to_mlir), toTileBc: Some(to_tilebc), checkVersion: Some(check_version) }
}

const fn success() -> MlirLogicalResult {
    MlirLogicalResult { value: 1 }
}

const fn failure() -> MlirLogicalResult {
    MlirLogicalResult { value: 0 }
}

/// # Safety
/// `s` must point to `s.length` readable bytes.
unsafe fn bytes_of<'a>(s: MlirStringRef) -> &'a [u8] {
    if s.length == 0 {
        return &[];
    }
    std::slice::from_raw_parts(s.data.cast::<u8>(), s.length)
}

/// `major.minor[.tag]`, as `-bytecode-version` takes it.
fn parse_version(text: &str) -> Option<(u8, u8)> {
    let mut parts = text.split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    if let Some(tag) = parts.next() {
        tag.parse::<u16>().ok()?;
    }
    parts.next().is_none().then_some((major, minor))
}

/// The version `-bytecode-version=<text>` asks for, or why it is refused
/// (every version the writer knows up to [`newest_version`] is accepted; the
/// message names the range as NVIDIA's release of that version does).
fn requested_version(text: &str) -> Result<SchemaVersion, String> {
    let Some((major, minor)) = parse_version(text) else { return Err(format!("Invalid argument '{text}'")) };
    let version = SchemaVersion { major, minor };
    let newest = newest_version();
    if !version.is_supported() || version > newest {
        let range = schema::range_text(schema::OLDEST, newest);
        return Err(format!("Invalid argument '{text}': the supported versions are [{range}]"));
    }
    Ok(version)
}

fn version_error(text: &str) -> Option<String> {
    requested_version(text).err()
}

unsafe extern "C" fn check_version(
    version: MlirStringRef,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult {
    let text = String::from_utf8_lossy(bytes_of(version)).into_owned();
    match version_error(&text) {
        None => success(),
        Some(message) => {
            if let Some(error) = error {
                error(string_ref(&message), error_data);
            }
            failure()
        }
    }
}

/// Emits `diagnostics` as one error at `loc`, its further lines as notes.
fn emit(loc: Location<'_>, diagnostics: &Diagnostics) {
    let mut lines = diagnostics.lines.iter();
    let first = lines.next().map(String::as_str).unwrap_or("error: translation failed");
    let message = first.strip_prefix("error: ").unwrap_or(first);
    let notes: Vec<&str> =
        lines.map(|l| l.strip_prefix("note: ").or_else(|| l.strip_prefix("error: ")).unwrap_or(l)).collect();
    let refs: Vec<MlirStringRef> = notes.iter().map(|n| string_ref(n)).collect();
    // SAFETY: `loc` is live in its context; the strings outlive the call, which copies them.
    unsafe { tileasEmitErrorWithNotes(loc.to_raw(), string_ref(message), refs.len() as isize, refs.as_ptr()) };
}

fn remark(loc: Location<'_>, message: &str) {
    // SAFETY: `loc` is live in its context; the message is copied.
    unsafe { tileasEmitRemark(loc.to_raw(), string_ref(message)) };
}

unsafe extern "C" fn to_mlir(input: MlirStringRef, name: MlirStringRef, ctx: MlirContext) -> MlirOperation {
    let null = MlirOperation { ptr: std::ptr::null_mut() };
    // SAFETY: MLIR's translate main passes its live context and the main buffer, both alive for the call.
    let (bytes, context) = (bytes_of(input), ContextRef::from_raw(ctx));
    let context = context.to_ref();
    let options = tileas_bytecode::ReadOptions::up_to(newest_version());
    let read = std::panic::catch_unwind(|| tileas_bytecode_mlir::import_bytes_with(context, bytes, &options));
    let module = match read {
        Ok(Ok(module)) => module,
        failed => {
            let diagnostics = match failed {
                Ok(Err(diagnostics)) => diagnostics,
                _ => Diagnostics::error("internal error in the TileIR bytecode reader"),
            };
            // Bytecode has no lines: the file, at 0:0 (as MLIR's own bytecode reader does).
            let loc = Location::from_raw(mlirLocationFileLineColGet(ctx, name, 0, 0));
            emit(loc, &diagnostics);
            return null;
        }
    };
    // The builtin.module the importer builds holds exactly the cuda_tile.module.
    let Some(inner) = module.body().first_operation() else { return null };
    let inner = inner.to_raw();
    mlirOperationRemoveFromParent(inner);
    inner
}

/// The `cuda_tile.module` to write: `op`, or the only op of a `builtin.module`.
fn cuda_tile_module<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<OperationRef<'c, 'a>, ()> {
    let name = op_name(&op);
    if name == ct::ModuleOperation::name() {
        return Ok(op);
    }
    if name != melior::dialect::ods::builtin::ModuleOperation::name() {
        let message = format!("expected a CUDA Tile IR module, but got a {name}");
        emit(op.location(), &Diagnostics::error(message));
        return Err(());
    }
    let body = op.region(0).ok().and_then(|r| r.first_block());
    let first = body.and_then(|b| b.first_operation());
    match first {
        Some(first) if first.next_in_block().is_none() && op_name(&first) == ct::ModuleOperation::name() => {
            // SAFETY: re-borrows the nested op with `op`'s lifetimes: it lives inside `op`.
            Ok(unsafe { OperationRef::from_raw(first.to_raw()) })
        }
        _ => {
            emit(op.location(), &Diagnostics::error("expected a single CUDA Tile IR module in the MLIR module"));
            Err(())
        }
    }
}

/// What the bytecode can hold: functions and globals in the module body, and
/// cuda_tile ops only. An error at the module, a remark at the op in question.
fn check_self_contained(module: &OperationRef<'_, '_>) -> Result<(), ()> {
    let body = module.region(0).ok().and_then(|r| r.first_block());
    let mut op = body.and_then(|b| b.first_operation());
    while let Some(current) = op {
        let name = op_name(&current);
        if !is_function_op(&name) && name != ct::GlobalOperation::name() {
            emit(module.location(), &Diagnostics::error("only function and global ops are allowed in the body"));
            remark(current.location(), "invalid op");
            return Err(());
        }
        op = current.next_in_block();
    }
    let dialect_prefix = format!("{}.", ct::ModuleOperation::name().split('.').next().unwrap_or_default());
    if let Some(foreign) = nested_ops(module).into_iter().find(|o| !op_name(o).starts_with(&dialect_prefix)) {
        emit(module.location(), &Diagnostics::error("only ops from the 'cuda_tile' dialect are allowed"));
        remark(foreign.location(), "invalid op");
        return Err(());
    }
    Ok(())
}

unsafe extern "C" fn to_tilebc(
    op: MlirOperation,
    version: MlirStringRef,
    output: MlirStringCallback,
    output_data: *mut c_void,
) -> MlirLogicalResult {
    // SAFETY: MLIR's translate main passes the live, verified top-level op.
    let op = OperationRef::from_raw(op);
    let context = ContextRef::from_raw(mlirOperationGetContext(op.to_raw()));
    let context = context.to_ref();
    let version = String::from_utf8_lossy(bytes_of(version)).into_owned();
    // Empty: the oldest version that holds the module, or, capped below the
    // newest, the cap itself (the writer then refuses anything newer).
    let version = match (!version.is_empty()).then(|| requested_version(&version)).transpose() {
        Ok(v) => v.or((newest_version() < schema::NEWEST).then(newest_version)),
        Err(message) => {
            emit(op.location(), &Diagnostics::error(message));
            return failure();
        }
    };
    let Ok(module) = cuda_tile_module(op) else { return failure() };
    if check_self_contained(&module).is_err() {
        return failure();
    }
    let written = std::panic::catch_unwind(|| tileas_bytecode_mlir::export_bytes_as(context, &module, version))
        .unwrap_or_else(|_| Err(Diagnostics::error("internal error in the TileIR bytecode writer")));
    match written {
        Ok(bytes) => {
            if let Some(output) = output {
                output(MlirStringRef { data: bytes.as_ptr().cast(), length: bytes.len() }, output_data);
            }
            success()
        }
        Err(diagnostics) => {
            emit(module.location(), &diagnostics);
            failure()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!(version_error("13.1"), None);
        assert_eq!(version_error("13.1.0"), None);
        assert_eq!(version_error("13.5"), None);
        assert_eq!(version_error("12.0").unwrap(), "Invalid argument '12.0': the supported versions are [13.1 - 13.5]");
        assert_eq!(version_error("13.6").unwrap(), "Invalid argument '13.6': the supported versions are [13.1 - 13.5]");
        assert_eq!(version_error("13").unwrap(), "Invalid argument '13'");
        assert_eq!(version_error("13.1.x").unwrap(), "Invalid argument '13.1.x'");
    }
}
