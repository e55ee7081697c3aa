//! Thin owning wrappers and iteration helpers over LLVM's C API (llvm-sys).

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target_machine::*;
use std::ffi::{c_char, CStr, CString};
use std::sync::Once;

/// An `LLVMContext`; owns the modules created in it.
///
/// It carries a diagnostic handler: without one, LLVM prints an error
/// diagnostic (a corrupt bitcode file, say) and calls `exit(1)`, which would
/// end the driver without its own diagnostic and exit status.
pub struct Context {
    pub(crate) raw: LLVMContextRef,
    errors: Box<std::cell::RefCell<Vec<String>>>,
}

extern "C" fn collect_diagnostic(info: LLVMDiagnosticInfoRef, errors: *mut std::ffi::c_void) {
    // SAFETY: `errors` is the RefCell boxed in the Context that installed this
    // handler, alive as long as the LLVM context; `info` is valid for the call.
    unsafe {
        if LLVMGetDiagInfoSeverity(info) != llvm_sys::LLVMDiagnosticSeverity::LLVMDSError {
            return;
        }
        let text = LLVMGetDiagInfoDescription(info);
        let errors = &*(errors as *const std::cell::RefCell<Vec<String>>);
        errors.borrow_mut().push(CStr::from_ptr(text).to_string_lossy().into_owned());
        LLVMDisposeMessage(text);
    }
}

impl Context {
    pub fn new() -> Context {
        let errors = Box::new(std::cell::RefCell::new(Vec::new()));
        // SAFETY: a fresh context; the handler's data pointer is the boxed
        // RefCell, which lives exactly as long as the context (both dropped
        // together by `Drop`).
        let raw = unsafe {
            let raw = LLVMContextCreate();
            LLVMContextSetDiagnosticHandler(
                raw,
                Some(collect_diagnostic),
                &*errors as *const std::cell::RefCell<Vec<String>> as *mut std::ffi::c_void,
            );
            raw
        };
        Context { raw, errors }
    }

    /// The error diagnostics LLVM reported since the last call.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut *self.errors.borrow_mut())
    }
}

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: the wrapper owns this handle and `drop` runs once, so it is disposed exactly once.
        unsafe { LLVMContextDispose(self.raw) }
    }
}

/// An `llvm::Module` living in a [`Context`] (which must outlive it).
pub struct Module<'c> {
    pub(crate) raw: LLVMModuleRef,
    pub(crate) ctx: &'c Context,
}

impl<'c> Module<'c> {
    /// # Safety
    /// `raw` must be a module of `ctx` that nobody else owns.
    pub unsafe fn from_raw(ctx: &'c Context, raw: LLVMModuleRef) -> Module<'c> {
        Module { raw, ctx }
    }

    /// Parses textual LLVM IR.
    pub fn parse_ir(ctx: &'c Context, text: &str, name: &str) -> Result<Module<'c>, String> {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let name = CString::new(name).unwrap_or_default();
            let buf =
                LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr() as *const c_char, text.len(), name.as_ptr());
            let mut m = std::ptr::null_mut();
            let mut msg = std::ptr::null_mut();
            // Unlike the deprecated LLVMParseIRInContext, this one leaves the buffer to us.
            let failed = llvm_sys::ir_reader::LLVMParseIRInContext2(ctx.raw, buf, &mut m, &mut msg) != 0;
            LLVMDisposeMemoryBuffer(buf);
            if failed {
                return Err(take_message(msg));
            }
            Ok(Module { raw: m, ctx })
        }
    }

    /// Parses LLVM bitcode from a file.
    pub fn parse_bitcode_file(ctx: &'c Context, path: &std::path::Path) -> Result<Module<'c>, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let name = CString::new(path.display().to_string()).unwrap_or_default();
            let buf =
                LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.as_ptr() as *const c_char, bytes.len(), name.as_ptr());
            let mut m = std::ptr::null_mut();
            let failed = llvm_sys::bit_reader::LLVMParseBitcodeInContext2(ctx.raw, buf, &mut m) != 0;
            LLVMDisposeMemoryBuffer(buf);
            if failed || m.is_null() {
                return Err(format!("{}: not a valid LLVM bitcode file", path.display()));
            }
            Ok(Module { raw: m, ctx })
        }
    }

    /// Opens LLVM bitcode from a file lazily: the module-level records are
    /// read now, function bodies only when something (the linker)
    /// materializes them. The module owns the file's buffer.
    pub fn lazy_bitcode_file(ctx: &'c Context, path: &std::path::Path) -> Result<Module<'c>, String> {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let cpath = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
            let mut buf = std::ptr::null_mut();
            let mut msg = std::ptr::null_mut();
            if LLVMCreateMemoryBufferWithContentsOfFile(cpath.as_ptr(), &mut buf, &mut msg) != 0 {
                return Err(format!("cannot read {}: {}", path.display(), take_message(msg)));
            }
            let mut m = std::ptr::null_mut();
            // Takes ownership of `buf` (the lazy module reads from it later).
            let failed = llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext2(ctx.raw, buf, &mut m) != 0;
            if failed || m.is_null() {
                let why = ctx.take_errors().join("; ");
                let why = if why.is_empty() { String::new() } else { format!(" ({why})") };
                return Err(format!("{}: not a valid LLVM bitcode file{why}", path.display()));
            }
            Ok(Module { raw: m, ctx })
        }
    }

    pub fn to_ir_string(&self) -> String {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe { take_message(LLVMPrintModuleToString(self.raw)) }
    }

    /// Runs LLVM's IR verifier.
    pub fn verify(&self) -> Result<(), String> {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let mut msg = std::ptr::null_mut();
            let bad = llvm_sys::analysis::LLVMVerifyModule(
                self.raw,
                llvm_sys::analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction,
                &mut msg,
            ) != 0;
            let text = take_message(msg);
            if bad {
                Err(text)
            } else {
                Ok(())
            }
        }
    }

    pub fn functions(&self) -> Vec<LLVMValueRef> {
        let mut out = Vec::new();
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let mut f = LLVMGetFirstFunction(self.raw);
            while !f.is_null() {
                out.push(f);
                f = LLVMGetNextFunction(f);
            }
        }
        out
    }

    pub fn globals(&self) -> Vec<LLVMValueRef> {
        let mut out = Vec::new();
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let mut g = LLVMGetFirstGlobal(self.raw);
            while !g.is_null() {
                out.push(g);
                g = LLVMGetNextGlobal(g);
            }
        }
        out
    }

    /// Whether some function carries the string attribute `name` (a
    /// valueless one, as NVPTX's blocksareclusters).
    pub fn any_function_has_attr(&self, name: &str) -> bool {
        self.functions().into_iter().any(|f| {
            // SAFETY: `f` is a function of this module; the name outlives the
            // call; a null attribute means absent.
            let a = unsafe {
                LLVMGetStringAttributeAtIndex(
                    f,
                    llvm_sys::LLVMAttributeFunctionIndex,
                    name.as_ptr().cast(),
                    name.len() as u32,
                )
            };
            !a.is_null()
        })
    }

    pub fn get_function(&self, name: &str) -> Option<LLVMValueRef> {
        let c = CString::new(name).ok()?;
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        let f = unsafe { LLVMGetNamedFunction(self.raw, c.as_ptr()) };
        (!f.is_null()).then_some(f)
    }
}

impl Drop for Module<'_> {
    fn drop(&mut self) {
        if !self.raw.is_null() {
            // SAFETY: the wrapper owns this handle and `drop` runs once, so it is disposed exactly once.
            unsafe { LLVMDisposeModule(self.raw) }
        }
    }
}

/// Copies and frees an LLVM-allocated message.
pub(crate) unsafe fn take_message(msg: *mut c_char) -> String {
    if msg.is_null() {
        return String::new();
    }
    let s = CStr::from_ptr(msg).to_string_lossy().into_owned();
    LLVMDisposeMessage(msg);
    s
}

pub(crate) fn value_name(v: LLVMValueRef) -> String {
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe {
        let mut len = 0usize;
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

pub(crate) fn instructions(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe {
        let mut bb = LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                out.push(i);
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

pub(crate) fn is_declaration(g: LLVMValueRef) -> bool {
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe { LLVMIsDeclaration(g) != 0 }
}

pub(crate) fn is_kernel(f: LLVMValueRef) -> bool {
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe { LLVMGetFunctionCallConv(f) == llvm_sys::LLVMCallConv::LLVMPTXKernelCallConv as u32 }
}

/// The value of string function attribute `key`, if present.
pub(crate) fn string_fn_attr(f: LLVMValueRef, key: &str) -> Option<String> {
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe {
        let a = LLVMGetStringAttributeAtIndex(
            f,
            llvm_sys::LLVMAttributeFunctionIndex,
            key.as_ptr() as *const c_char,
            key.len() as u32,
        );
        if a.is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = LLVMGetStringAttributeValue(a, &mut len);
        Some(if p.is_null() {
            String::new()
        } else {
            String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned()
        })
    }
}

pub(crate) fn add_string_fn_attr(ctx: LLVMContextRef, f: LLVMValueRef, key: &str, value: &str) {
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe {
        let a = LLVMCreateStringAttribute(
            ctx,
            key.as_ptr() as *const c_char,
            key.len() as u32,
            value.as_ptr() as *const c_char,
            value.len() as u32,
        );
        LLVMAddAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, a);
    }
}

pub(crate) fn enum_attr_kind(name: &str) -> u32 {
    // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that outlives
    // the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and returned messages
    // are freed once.
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr() as *const c_char, name.len()) }
}

/// Registers every target tileas uses (NVPTX for the device, X86 and
/// AArch64 for the host module) once per process, and installs a
/// fatal-error handler that says where an LLVM abort came from.
///
/// One registration for all: LLVM's target registry is a list that
/// registration prepends to without a lock, and the driver builds the host
/// module on a second thread while NVPTX generates the PTX. Two separate
/// one-time registrations raced there and could lose a target ("no LLVM
/// target for the host triple", once in a `bench/compile` run over the
/// corpus); `Once` makes every caller wait until the registry is complete.
fn init_targets() {
    static ONCE: Once = Once::new();
    // SAFETY: LLVM's target registration functions only fill the target
    // registry and the handler is a plain `extern "C"` function; `Once` keeps
    // them from running twice or concurrently.
    ONCE.call_once(|| unsafe {
        llvm_sys::target::LLVMInitializeNVPTXTargetInfo();
        llvm_sys::target::LLVMInitializeNVPTXTarget();
        llvm_sys::target::LLVMInitializeNVPTXTargetMC();
        llvm_sys::target::LLVMInitializeNVPTXAsmPrinter();
        llvm_sys::target::LLVMInitializeX86TargetInfo();
        llvm_sys::target::LLVMInitializeX86Target();
        llvm_sys::target::LLVMInitializeX86TargetMC();
        llvm_sys::target::LLVMInitializeX86AsmPrinter();
        llvm_sys::target::LLVMInitializeAArch64TargetInfo();
        llvm_sys::target::LLVMInitializeAArch64Target();
        llvm_sys::target::LLVMInitializeAArch64TargetMC();
        llvm_sys::target::LLVMInitializeAArch64AsmPrinter();
        llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(fatal_handler));
    });
}

/// The NVPTX target registered (with the others: `init_targets`).
pub(crate) fn init_nvptx() {
    init_targets();
}

extern "C" fn fatal_handler(reason: *const c_char) {
    let reason =
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        if reason.is_null() { String::new() } else { unsafe { CStr::from_ptr(reason).to_string_lossy().into_owned() } };
    // LLVM exits after the handler returns; all we can add is context.
    eprintln!(
        "tileas-codegen: LLVM fatal error during NVPTX code generation: {reason}\n\
         tileas-codegen: the target validator should have rejected this module; please report it"
    );
}

/// An NVPTX `TargetMachine` for one (cpu, features) pair.
pub struct TargetMachine {
    pub(crate) raw: LLVMTargetMachineRef,
}

pub const NVPTX_TRIPLE: &str = "nvptx64-nvidia-cuda";

impl TargetMachine {
    pub fn new(cpu: &str, features: &str, opt_level: u8) -> Result<TargetMachine, String> {
        init_nvptx();
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let triple = CString::new(NVPTX_TRIPLE).unwrap();
            let mut target = std::ptr::null_mut();
            let mut msg = std::ptr::null_mut();
            if LLVMGetTargetFromTriple(triple.as_ptr(), &mut target, &mut msg) != 0 {
                return Err(format!("failed to look up NVPTX target for requested triple: {}", take_message(msg)));
            }
            let cpu = CString::new(cpu).unwrap();
            let features = CString::new(features).unwrap();
            let level = match opt_level {
                0 => LLVMCodeGenOptLevel::LLVMCodeGenLevelNone,
                1 => LLVMCodeGenOptLevel::LLVMCodeGenLevelLess,
                2 => LLVMCodeGenOptLevel::LLVMCodeGenLevelDefault,
                _ => LLVMCodeGenOptLevel::LLVMCodeGenLevelAggressive,
            };
            let tm = LLVMCreateTargetMachine(
                target,
                triple.as_ptr(),
                cpu.as_ptr(),
                features.as_ptr(),
                level,
                LLVMRelocMode::LLVMRelocDefault,
                LLVMCodeModel::LLVMCodeModelDefault,
            );
            if tm.is_null() {
                return Err("target machine unavailable; cannot optimize with LLVM".into());
            }
            Ok(TargetMachine { raw: tm })
        }
    }

    /// Sets the module's triple and data layout to this machine's.
    pub fn configure(&self, m: &Module) {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let triple = CString::new(NVPTX_TRIPLE).unwrap();
            LLVMSetTarget(m.raw, triple.as_ptr());
            let td = LLVMCreateTargetDataLayout(self.raw);
            let dl = llvm_sys::target::LLVMCopyStringRepOfTargetData(td);
            LLVMSetDataLayout(m.raw, dl);
            LLVMDisposeMessage(dl);
            llvm_sys::target::LLVMDisposeTargetData(td);
        }
    }

    /// Runs a new-PM pipeline (`default<O3>`) with this machine's callbacks
    /// (NVVMReflect with `__CUDA_ARCH`, NVVMIntrRange, …).
    pub fn run_passes(&self, m: &Module, pipeline: &str) -> Result<(), String> {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let opts = llvm_sys::transforms::pass_builder::LLVMCreatePassBuilderOptions();
            let p = CString::new(pipeline).unwrap();
            let err = llvm_sys::transforms::pass_builder::LLVMRunPasses(m.raw, p.as_ptr(), self.raw, opts);
            llvm_sys::transforms::pass_builder::LLVMDisposePassBuilderOptions(opts);
            if !err.is_null() {
                let msg = llvm_sys::error::LLVMGetErrorMessage(err);
                let text = CStr::from_ptr(msg).to_string_lossy().into_owned();
                llvm_sys::error::LLVMDisposeErrorMessage(msg);
                return Err(format!("LLVM pass pipeline '{pipeline}' failed: {text}"));
            }
            Ok(())
        }
    }

    /// Emits PTX assembly.
    pub fn emit_ptx(&self, m: &Module) -> Result<String, String> {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let mut msg = std::ptr::null_mut();
            let mut buf = std::ptr::null_mut();
            if LLVMTargetMachineEmitToMemoryBuffer(
                self.raw,
                m.raw,
                LLVMCodeGenFileType::LLVMAssemblyFile,
                &mut msg,
                &mut buf,
            ) != 0
            {
                return Err(format!("NVPTX code generation failed: {}", take_message(msg)));
            }
            let start = LLVMGetBufferStart(buf);
            let len = LLVMGetBufferSize(buf);
            let text = String::from_utf8_lossy(std::slice::from_raw_parts(start as *const u8, len)).into_owned();
            LLVMDisposeMemoryBuffer(buf);
            Ok(text)
        }
    }

    /// ABI alloc size of a type under this machine's data layout.
    pub(crate) fn alloc_size(&self, ty: LLVMTypeRef) -> u64 {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let td = LLVMCreateTargetDataLayout(self.raw);
            let s = llvm_sys::target::LLVMABISizeOfType(td, ty);
            llvm_sys::target::LLVMDisposeTargetData(td);
            s
        }
    }

    pub(crate) fn abi_align(&self, ty: LLVMTypeRef) -> u64 {
        // SAFETY: every LLVM handle used here is owned by this wrapper or borrowed from a context/module that
        // outlives the call; C strings are NUL-terminated and live for the call; out-pointers are locals, and
        // returned messages are freed once.
        unsafe {
            let td = LLVMCreateTargetDataLayout(self.raw);
            let a = llvm_sys::target::LLVMABIAlignmentOfType(td, ty) as u64;
            llvm_sys::target::LLVMDisposeTargetData(td);
            a
        }
    }
}

/// The host targets (X86, AArch64) registered (with the others:
/// `init_targets`).
fn init_host_targets() {
    init_targets();
}

/// A `TargetMachine` for host code (the cubin's `.nv.host` object): the
/// large code model, position-independent or not.
pub struct HostTargetMachine {
    tm: TargetMachine,
    triple: CString,
}

impl HostTargetMachine {
    pub fn new(triple: &str, cpu: &str, pic: bool) -> Result<HostTargetMachine, String> {
        init_host_targets();
        let triple = CString::new(triple).map_err(|_| "bad target triple".to_owned())?;
        let cpu = CString::new(cpu).map_err(|_| "bad CPU name".to_owned())?;
        // SAFETY: every pointer passed is a live NUL-terminated string or an
        // out-parameter; the message is taken (and freed) on failure.
        unsafe {
            let mut target = std::ptr::null_mut();
            let mut msg = std::ptr::null_mut();
            if LLVMGetTargetFromTriple(triple.as_ptr(), &mut target, &mut msg) != 0 {
                return Err(format!("no LLVM target for the host triple {triple:?}: {}", take_message(msg)));
            }
            let reloc = if pic { LLVMRelocMode::LLVMRelocPIC } else { LLVMRelocMode::LLVMRelocStatic };
            let raw = LLVMCreateTargetMachine(
                target,
                triple.as_ptr(),
                cpu.as_ptr(),
                c"".as_ptr(),
                LLVMCodeGenOptLevel::LLVMCodeGenLevelDefault,
                reloc,
                LLVMCodeModel::LLVMCodeModelLarge,
            );
            if raw.is_null() {
                return Err(format!("cannot create a target machine for {triple:?}"));
            }
            Ok(HostTargetMachine { tm: TargetMachine { raw }, triple })
        }
    }

    /// Sets the module's triple and data layout to this machine's.
    pub fn configure(&self, m: &Module) {
        // SAFETY: module and machine are alive; the data-layout string is
        // copied by LLVMSetDataLayout before it is freed.
        unsafe {
            LLVMSetTarget(m.raw, self.triple.as_ptr());
            let td = LLVMCreateTargetDataLayout(self.tm.raw);
            let dl = llvm_sys::target::LLVMCopyStringRepOfTargetData(td);
            LLVMSetDataLayout(m.raw, dl);
            LLVMDisposeMessage(dl);
            llvm_sys::target::LLVMDisposeTargetData(td);
        }
    }

    pub fn run_passes(&self, m: &Module, pipeline: &str) -> Result<(), String> {
        self.tm.run_passes(m, pipeline)
    }

    /// Emits an ELF relocatable object.
    pub fn emit_object(&self, m: &Module) -> Result<Vec<u8>, String> {
        // SAFETY: module and machine are alive; the buffer LLVM returns is
        // copied out and then disposed exactly once.
        unsafe {
            let mut msg = std::ptr::null_mut();
            let mut buf = std::ptr::null_mut();
            if LLVMTargetMachineEmitToMemoryBuffer(
                self.tm.raw,
                m.raw,
                LLVMCodeGenFileType::LLVMObjectFile,
                &mut msg,
                &mut buf,
            ) != 0
            {
                return Err(format!("host code generation failed: {}", take_message(msg)));
            }
            let start = LLVMGetBufferStart(buf);
            let len = LLVMGetBufferSize(buf);
            let bytes = std::slice::from_raw_parts(start as *const u8, len).to_vec();
            LLVMDisposeMemoryBuffer(buf);
            Ok(bytes)
        }
    }
}

impl Drop for TargetMachine {
    fn drop(&mut self) {
        // SAFETY: the wrapper owns this handle and `drop` runs once, so it is disposed exactly once.
        unsafe { LLVMDisposeTargetMachine(self.raw) }
    }
}
