//! libdevice linkage and NVVM reflect configuration (notes F1 §9).
//!
//! * `libdevice.10.bc` is linked only when the module calls `__nv_*`.
//! * LLVM-C has no `Linker::LinkOnlyNeeded`, so the library is opened lazily
//!   and its definitions made `linkonce_odr`: the linker then copies (and
//!   parses) only what the kernel reaches. Every definition the link brought
//!   in gets `internal` linkage; the `default<On>` pipeline's GlobalDCE (plus
//!   an explicit `globaldce`) drops whatever ends up unused.
//! * Reflect keys: LLVM 22's `NVVMReflectPass` reads `__CUDA_ARCH` from the
//!   target machine, `__CUDA_FTZ` from the module flag `nvvm-reflect-ftz`, and
//!   anything else only from the process-global `-nvvm-reflect-add` option; it
//!   folds unknown keys (so `__CUDA_PREC_SQRT`) to 0, which makes `__nv_sqrtf`
//!   approximate. So we set the module flag *and* fold every
//!   `__nvvm_reflect("KEY")` call ourselves, per module, before the pipeline:
//!   `__CUDA_ARCH` = SM×10, `__CUDA_FTZ` = ftz, `__CUDA_PREC_SQRT` = prec_sqrt,
//!   any other key 0 (as LLVM does).

use crate::llvm::{self, Module};
use crate::target::Target;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Where `libdevice.10.bc` is looked for, in order: `$TILEAS_LIBDEVICE`,
/// `$CUDA_HOME/nvvm/libdevice/`, `/usr/local/cuda/nvvm/libdevice/`,
/// `~/.cache/tileas-reference/13.1.80/nvvm/libdevice/`, the checkout's `.cuda/`.
pub fn find_libdevice() -> Option<PathBuf> {
    let mut candidates = Vec::new();
    if let Some(p) = std::env::var_os("TILEAS_LIBDEVICE") {
        candidates.push(PathBuf::from(p));
    }
    let rel = "nvvm/libdevice/libdevice.10.bc";
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(home) = std::env::var_os(var) {
            candidates.push(PathBuf::from(home).join(rel));
        }
    }
    candidates.push(PathBuf::from("/usr/local/cuda").join(rel));
    if let Some(home) = std::env::var_os("HOME") {
        candidates.push(PathBuf::from(home).join(".cache/tileas-reference/13.1.80").join(rel));
    }
    candidates.push(crate::project_cuda().join(rel));
    candidates.into_iter().find(|p| p.is_file())
}

/// Names of `__nv_*` functions the module declares and uses.
pub fn libdevice_calls(m: &Module) -> Vec<String> {
    m.functions()
        .into_iter()
        // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole
        // call) and every pointer argument points into data that outlives the call.
        .filter(|&f| llvm::is_declaration(f) && unsafe { !LLVMGetFirstUse(f).is_null() })
        .map(llvm::value_name)
        .filter(|n| n.starts_with("__nv_"))
        .collect()
}

/// Links `path` into `m`, then internalizes every definition that came from
/// it (kernels excepted).
pub fn link(m: &Module, path: &Path) -> Result<(), String> {
    let defined_before: HashSet<String> = m
        .functions()
        .into_iter()
        .chain(m.globals())
        .filter(|&g| !llvm::is_declaration(g))
        .map(llvm::value_name)
        .collect();
    // Lazily: only the bodies the link pulls in are ever parsed (libdevice
    // has ~400 functions; a kernel uses a handful). Every definition of the
    // library becomes `linkonce_odr`, which the IR linker copies only when
    // the destination references it (a declaration there, or a use from
    // something it already copies), i.e. LLVM's `LinkOnlyNeeded`, which
    // LLVM-C lacks. What it copies gets `internal` linkage below, as before.
    let lib = Module::lazy_bitcode_file(m.ctx, path)?;
    for g in lib.functions().into_iter().chain(lib.globals()) {
        use llvm_sys::LLVMLinkage::*;
        // Local symbols are copied only when referenced anyway.
        // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole
        // call) and every pointer argument points into data that outlives the call.
        let local = matches!(unsafe { LLVMGetLinkage(g) }, LLVMInternalLinkage | LLVMPrivateLinkage);
        if !local && !llvm::is_declaration(g) {
            // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
            // whole call) and every pointer argument points into data that outlives the call.
            unsafe { LLVMSetLinkage(g, LLVMLinkOnceODRLinkage) };
        }
    }
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    unsafe {
        // libdevice carries `nvptx64-nvidia-gpulibs` and an older layout; use ours
        // so the linker does not warn.
        let triple = LLVMGetTarget(m.raw);
        LLVMSetTarget(lib.raw, triple);
        let dl = LLVMGetDataLayoutStr(m.raw);
        LLVMSetDataLayout(lib.raw, dl);
        let mut lib = lib;
        let src = std::mem::replace(&mut lib.raw, std::ptr::null_mut());
        // Destroys `src`.
        if llvm_sys::linker::LLVMLinkModules2(m.raw, src) != 0 {
            return Err(format!("failed to link {}", path.display()));
        }
    }
    for g in m.functions().into_iter().chain(m.globals()) {
        if llvm::is_declaration(g) || llvm::is_kernel(g) {
            continue;
        }
        if !defined_before.contains(&llvm::value_name(g)) {
            // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
            // whole call) and every pointer argument points into data that outlives the call.
            unsafe {
                LLVMSetLinkage(g, llvm_sys::LLVMLinkage::LLVMInternalLinkage);
                LLVMSetVisibility(g, llvm_sys::LLVMVisibility::LLVMDefaultVisibility);
            }
        }
    }
    Ok(())
}

/// Reflect configuration of one compilation.
#[derive(Clone, Copy, Debug)]
pub struct Reflect {
    pub cuda_arch: u32,
    pub ftz: bool,
    pub prec_sqrt: bool,
}

impl Reflect {
    pub fn for_target(t: &Target, ftz: bool, prec_sqrt: bool) -> Reflect {
        Reflect { cuda_arch: t.cuda_arch(), ftz, prec_sqrt }
    }

    /// The value NVVMReflect would give `key` (unknown keys are 0).
    pub fn value(&self, key: &str) -> u64 {
        match key {
            "__CUDA_ARCH" => self.cuda_arch as u64,
            "__CUDA_FTZ" => self.ftz as u64,
            "__CUDA_PREC_SQRT" => self.prec_sqrt as u64,
            _ => 0,
        }
    }
}

/// The value of an existing integer module flag `nvvm-reflect-ftz`, if any.
pub fn existing_ftz_flag(m: &Module) -> Option<bool> {
    let key = "nvvm-reflect-ftz";
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    unsafe {
        let md = LLVMGetModuleFlag(m.raw, key.as_ptr() as *const _, key.len());
        if md.is_null() {
            return None;
        }
        // The C API cannot unwrap ConstantAsMetadata; its printed form is `i32 N`.
        let text = llvm::take_message(LLVMPrintValueToString(LLVMMetadataAsValue(m.ctx.raw, md)));
        let n = text.split_whitespace().last().and_then(|s| s.parse::<i64>().ok());
        Some(n.is_some_and(|n| n != 0))
    }
}

/// Sets the module flag `nvvm-reflect-ftz` (read by LLVM's NVVMReflect)
/// unless the module already has one.
pub fn set_reflect_module_flags(m: &Module, r: &Reflect) {
    if existing_ftz_flag(m).is_some() {
        return;
    }
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    unsafe {
        let i32t = LLVMInt32TypeInContext(m.ctx.raw);
        let v = LLVMValueAsMetadata(LLVMConstInt(i32t, r.ftz as u64, 0));
        let key = "nvvm-reflect-ftz";
        LLVMAddModuleFlag(
            m.raw,
            llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorOverride,
            key.as_ptr() as *const _,
            key.len(),
            v,
        );
    }
}

/// Replaces every `__nvvm_reflect("KEY")` / `__nvvm_reflect_ocl` call with
/// its value and deletes the declarations. Errors name calls whose argument
/// is not a constant string (LLVM 22 crashes on some of those).
pub fn fold_reflect(m: &Module, r: &Reflect) -> Result<(), Vec<String>> {
    let mut errors = Vec::new();
    for name in ["__nvvm_reflect", "__nvvm_reflect_ocl", "_Z20__nvvm_reflectPKc"] {
        let Some(f) = m.get_function(name) else { continue };
        let mut users = Vec::new();
        // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole
        // call) and every pointer argument points into data that outlives the call.
        unsafe {
            let mut u = LLVMGetFirstUse(f);
            while !u.is_null() {
                users.push(LLVMGetUser(u));
                u = LLVMGetNextUse(u);
            }
        }
        for call in users {
            // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
            // whole call) and every pointer argument points into data that outlives the call.
            unsafe {
                if LLVMIsACallInst(call).is_null() {
                    errors.push(format!("{name} can only be used in a call instruction"));
                    continue;
                }
                if LLVMGetNumArgOperands(call) != 1 {
                    errors.push(format!("{name} requires exactly one argument"));
                    continue;
                }
                match reflect_key(LLVMGetOperand(call, 0)) {
                    Some(key) if key.is_empty() => errors.push(format!("{name} argument cannot be empty")),
                    Some(key) => {
                        let v = LLVMConstInt(LLVMTypeOf(call), r.value(&key), 0);
                        LLVMReplaceAllUsesWith(call, v);
                        LLVMInstructionEraseFromParent(call);
                    }
                    None => {
                        let caller = llvm::value_name(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
                        errors.push(format!("{name} argument must be a constant string (in function '{caller}')"));
                    }
                }
            }
        }
        // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole
        // call) and every pointer argument points into data that outlives the call.
        unsafe {
            if LLVMGetFirstUse(f).is_null() {
                LLVMDeleteFunction(f);
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The C string a reflect argument points to, through casts/GEPs to a
/// constant global.
unsafe fn reflect_key(mut v: LLVMValueRef) -> Option<String> {
    while !LLVMIsAConstantExpr(v).is_null() {
        v = LLVMGetOperand(v, 0);
    }
    if LLVMIsAGlobalVariable(v).is_null() {
        return None;
    }
    let init = LLVMGetInitializer(v);
    if init.is_null() || LLVMIsAConstantDataSequential(init).is_null() || LLVMIsConstantString(init) == 0 {
        return None;
    }
    let mut len = 0usize;
    let p = LLVMGetAsString(init, &mut len);
    let bytes = std::slice::from_raw_parts(p as *const u8, len);
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    Some(String::from_utf8_lossy(&bytes[..end]).into_owned())
}

/// Gives every defined function `"denormal-fp-math-f32"="preserve-sign,preserve-sign"`
/// (LLVM 22 NVPTX selects the `.ftz` forms from it, notes F1 §5.3).
pub fn set_ftz_attributes(m: &Module) {
    for f in m.functions() {
        if !llvm::is_declaration(f) {
            llvm::add_string_fn_attr(m.ctx.raw, f, "denormal-fp-math-f32", "preserve-sign,preserve-sign");
        }
    }
}
