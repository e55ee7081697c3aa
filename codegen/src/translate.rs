//! MLIR (LLVM + NVVM dialects) → `llvm::Module`, through MLIR's C API:
//! `mlirRegisterAllLLVMTranslations` registers the builtin/LLVM/NVVM (and
//! other) translation interfaces, `mlirTranslateModuleToLLVMIR` translates.
//! Both live in `libMLIR-C.so` (built by cmake-helpers over the system
//! `libMLIR.so`), so no C++ shim is needed.

use crate::llvm::{Context, Module};
use melior::dialect::ods::gpu;
use mlir_sys::*;
use std::ffi::c_void;

/// MLIR diagnostics collected while parsing/translating, as `loc: severity: message`.
#[derive(Default)]
struct Collected {
    lines: Vec<String>,
}

unsafe extern "C" fn print_into(s: MlirStringRef, data: *mut c_void) {
    let out = &mut *(data as *mut String);
    out.push_str(&tileas_sys::to_string(s));
}

#[allow(non_upper_case_globals)]
unsafe extern "C" fn on_diagnostic(diag: MlirDiagnostic, data: *mut c_void) -> MlirLogicalResult {
    let collected = &mut *(data as *mut Collected);
    let mut loc = String::new();
    mlirLocationPrint(mlirDiagnosticGetLocation(diag), Some(print_into), &mut loc as *mut String as *mut c_void);
    let mut msg = String::new();
    mlirDiagnosticPrint(diag, Some(print_into), &mut msg as *mut String as *mut c_void);
    let severity = match mlirDiagnosticGetSeverity(diag) {
        MlirDiagnosticSeverity_MlirDiagnosticError => "error",
        MlirDiagnosticSeverity_MlirDiagnosticWarning => "warning",
        MlirDiagnosticSeverity_MlirDiagnosticNote => "note",
        _ => "remark",
    };
    collected.lines.push(format!("{}: {severity}: {msg}", pretty_location(&loc)));
    MlirLogicalResult { value: 1 }
}

/// Parses `source` (an MLIR module whose body is LLVM-dialect functions with
/// `nvvm` ops and kernel attributes) and translates it into an LLVM module
/// in `ctx`. `name` is used for diagnostics.
pub fn mlir_to_llvm<'c>(ctx: &'c Context, source: &str, name: &str) -> Result<Module<'c>, Vec<String>> {
    mlir_to_llvm_with_chips(ctx, source, name).map(|(m, _)| m)
}

/// [`mlir_to_llvm`], also returning the chips of the `#nvvm.target`s of an
/// unwrapped `gpu.module` (empty when there is none).
pub fn mlir_to_llvm_with_chips<'c>(
    ctx: &'c Context,
    source: &str,
    name: &str,
) -> Result<(Module<'c>, Vec<String>), Vec<String>> {
    let mut chips = Vec::new();
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    unsafe {
        let registry = mlirDialectRegistryCreate();
        mlirRegisterAllDialects(registry);
        let mctx = mlirContextCreateWithRegistry(registry, false);
        mlirDialectRegistryDestroy(registry);
        mlirRegisterAllLLVMTranslations(mctx);
        let mut collected = Box::new(Collected::default());
        let handler = mlirContextAttachDiagnosticHandler(
            mctx,
            Some(on_diagnostic),
            &mut *collected as *mut Collected as *mut c_void,
            None,
        );
        // Parsed with its file name, so diagnostics point at `name:line:col`.
        let op = mlirOperationCreateParse(mctx, tileas_sys::string_ref(source), tileas_sys::string_ref(name));
        let op = if op.ptr.is_null() { op } else { unwrap_gpu_module(op, &mut chips) };
        let result = if op.ptr.is_null() {
            Err(())
        } else {
            let raw = mlirTranslateModuleToLLVMIR(op, ctx.raw as mlir_sys::LLVMContextRef);
            mlirOperationDestroy(op);
            if raw.is_null() {
                Err(())
            } else {
                Ok(Module::from_raw(ctx, raw as llvm_sys::prelude::LLVMModuleRef))
            }
        };
        let result = result.map(|m| (m, chips));
        mlirContextDetachDiagnosticHandler(mctx, handler);
        mlirContextDestroy(mctx);
        result.map_err(|()| {
            let mut lines = std::mem::take(&mut collected.lines);
            if lines.is_empty() {
                lines.push(format!("{name}: error: failed to translate the module to LLVM IR"));
            }
            lines
        })
    }
}

/// Translates a live LLVM/NVVM-dialect `builtin.module` into an LLVM module
/// in `ctx`. The LLVM IR translation interfaces are registered on the
/// module's context (idempotent); its diagnostics are collected for the call.
/// `name` is used when MLIR gives no diagnostic.
pub fn module_to_llvm<'c>(ctx: &'c Context, op: MlirOperation, name: &str) -> Result<Module<'c>, Vec<String>> {
    // SAFETY: `op` is a live module owned by the caller for the whole call;
    // the handler's data pointer (`collected`) outlives its registration,
    // which is detached before returning; the translation returns a new
    // module owned by `ctx` or null.
    unsafe {
        let mctx = mlirOperationGetContext(op);
        mlirRegisterAllLLVMTranslations(mctx);
        let mut collected = Box::new(Collected::default());
        let handler = mlirContextAttachDiagnosticHandler(
            mctx,
            Some(on_diagnostic),
            &mut *collected as *mut Collected as *mut c_void,
            None,
        );
        let raw = mlirTranslateModuleToLLVMIR(op, ctx.raw as mlir_sys::LLVMContextRef);
        mlirContextDetachDiagnosticHandler(mctx, handler);
        if raw.is_null() {
            let mut lines = std::mem::take(&mut collected.lines);
            if lines.is_empty() {
                lines.push(format!("{name}: error: failed to translate the module to LLVM IR"));
            }
            return Err(lines);
        }
        Ok(Module::from_raw(ctx, raw as llvm_sys::prelude::LLVMModuleRef))
    }
}

fn op_name(op: MlirOperation) -> String {
    // SAFETY: the op is live; its name is an identifier owned by the context, valid while it is copied.
    unsafe { tileas_sys::to_string(mlirIdentifierStr(mlirOperationGetName(op))) }
}

/// A module whose only operation is a `gpu.module` (as `gpu-kernel-outlining`
/// and `convert-gpu-to-nvvm` leave them, with `#nvvm.target<chip = …>` whose
/// per-op SM checks MLIR already ran while parsing) is replaced by a builtin
/// module holding the `gpu.module`'s body, which is what the LLVM IR
/// translation accepts. Anything else is returned unchanged. Consumes `op`.
unsafe fn unwrap_gpu_module(op: MlirOperation, chips: &mut Vec<String>) -> MlirOperation {
    let body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    if body.ptr.is_null() {
        return op;
    }
    let first = mlirBlockGetFirstOperation(body);
    if first.ptr.is_null()
        || op_name(first) != gpu::GPUModuleOperation::name()
        || !mlirOperationGetNextInBlock(first).ptr.is_null()
    {
        return op;
    }
    let targets = mlirOperationGetAttributeByName(first, tileas_sys::string_ref("targets"));
    if !targets.ptr.is_null() && mlirAttributeIsAArray(targets) {
        for i in 0..mlirArrayAttrGetNumElements(targets) {
            let mut text = String::new();
            mlirAttributePrint(
                mlirArrayAttrGetElement(targets, i),
                Some(print_into),
                &mut text as *mut String as *mut c_void,
            );
            if let Some(chip) = nvvm_target_chip(&text) {
                chips.push(chip);
            }
        }
    }
    let module = mlirModuleCreateEmpty(mlirOperationGetLocation(first));
    let dest = mlirModuleGetBody(module);
    let src = mlirRegionGetFirstBlock(mlirOperationGetRegion(first, 0));
    let mut inner =
        if src.ptr.is_null() { MlirOperation { ptr: std::ptr::null_mut() } } else { mlirBlockGetFirstOperation(src) };
    while !inner.ptr.is_null() {
        // (MLIR 22's gpu.module has no terminator: every op moves.)
        mlirBlockAppendOwnedOperation(dest, mlirOperationClone(inner));
        inner = mlirOperationGetNextInBlock(inner);
    }
    mlirOperationDestroy(op);
    mlirModuleGetOperation(module)
}

/// The chip of a printed `#nvvm.target<…>` (`sm_50`, MLIR's default, when
/// the attribute leaves it out).
fn nvvm_target_chip(text: &str) -> Option<String> {
    let rest = text.strip_prefix("#nvvm.target")?;
    match rest.split_once("chip = \"") {
        Some((_, tail)) => tail.split('"').next().map(str::to_owned),
        None => Some("sm_50".to_owned()),
    }
}

/// `loc("f.mlir":3:17)` → `f.mlir:3:17` (other location kinds stay as printed).
fn pretty_location(loc: &str) -> String {
    if let Some(rest) = loc.strip_prefix("loc(\"").and_then(|r| r.strip_suffix(')')) {
        if let Some((file, line_col)) = rest.split_once("\":") {
            if line_col.split(':').all(|p| p.parse::<u32>().is_ok()) {
                return format!("{file}:{line_col}");
            }
        }
    }
    loc.to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn pretty_location() {
        assert_eq!(super::pretty_location("loc(\"k.mlir\":3:17)"), "k.mlir:3:17");
        assert_eq!(super::pretty_location("loc(unknown)"), "loc(unknown)");
        assert_eq!(
            super::nvvm_target_chip("#nvvm.target<chip = \"sm_90a\", features = \"+ptx80\">").as_deref(),
            Some("sm_90a")
        );
        assert_eq!(super::nvvm_target_chip("#nvvm.target").as_deref(), Some("sm_50"));
        assert_eq!(super::nvvm_target_chip("#rocdl.target<chip = \"gfx90a\">"), None);
    }
}
