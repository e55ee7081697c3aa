//! tileas codegen back end: MLIR LLVM/NVVM dialect → LLVM IR → (libdevice) →
//! LLVM 22 NVPTX → PTX. LLVM's own NVPTX target does instruction selection and
//! printing; this crate drives it and guards it (notes F1 §0, §11):
//!
//! 1. [`translate`]: MLIR text → `llvm::Module` (`mlirTranslateModuleToLLVMIR`);
//! 2. target triple / data layout of an `nvptx64-nvidia-cuda` TargetMachine
//!    for `sm_XX[a|f]` with `+ptxNN` ([`target`]);
//! 3. [`atomics`]: fences around ordered `atomicrmw` (LLVM 22.1.8 bug);
//! 4. [`libdevice`]: link `libdevice.10.bc` when `__nv_*` is called,
//!    internalize, fold `__nvvm_reflect`, set `nvvm-reflect-ftz`;
//! 5. `default<On>` via `LLVMRunPasses`;
//! 6. [`validate`]: reject what the target cannot select, with diagnostics;
//! 7. PTX via `LLVMTargetMachineEmitToMemoryBuffer`, its `.version` raised
//!    where inline assembly needs a newer PTX ISA ([`raise_ptx_version`]).

pub mod atomics;
pub mod host;
pub mod libdevice;
pub mod llvm;
pub mod target;
pub mod translate;
pub mod validate;

use std::fmt;
use std::path::PathBuf;

pub use target::{Target, Variant};
pub use validate::Diagnostic;

/// Options of one compilation.
#[derive(Clone, Debug)]
pub struct Options {
    pub target: Target,
    /// LLVM optimisation level 0–3 (`default<On>`).
    pub opt_level: u8,
    /// Flush f32 denormals: `__CUDA_FTZ=1`, `nvvm-reflect-ftz`, and
    /// `"denormal-fp-math-f32"="preserve-sign,preserve-sign"` on functions.
    pub ftz: bool,
    /// `__CUDA_PREC_SQRT` (nvcc's default is 1: `__nv_sqrtf` → `sqrt.rn`).
    pub prec_sqrt: bool,
    /// `libdevice.10.bc`; `None` = [`libdevice::find_libdevice`].
    pub libdevice: Option<PathBuf>,
    /// Rewrite ordered `atomicrmw` into fences + monotonic RMW (see [`atomics`]).
    pub atomic_fence_workaround: bool,
    /// Run the [`validate`] rules before codegen (leave on: LLVM aborts otherwise).
    pub validate: bool,
}

impl Options {
    pub fn new(target: Target) -> Options {
        Options {
            target,
            opt_level: 3,
            ftz: false,
            prec_sqrt: true,
            libdevice: None,
            atomic_fence_workaround: true,
            validate: true,
        }
    }
}

/// A failed compilation: one line per diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub diagnostics: Vec<String>,
}

impl Error {
    fn one(s: impl Into<String>) -> Error {
        Error { diagnostics: vec![s.into()] }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostics.join("\n"))
    }
}

impl std::error::Error for Error {}

/// Which stage to stop after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// LLVM IR after translation and target configuration (before any rewrite).
    TranslatedIr,
    /// LLVM IR as handed to NVPTX codegen (after libdevice, pipeline, validation).
    FinalIr,
    Ptx,
}

/// Compiles MLIR text (LLVM + NVVM dialects) to PTX.
pub fn compile_mlir(source: &str, name: &str, opts: &Options) -> Result<String, Error> {
    compile(Input::Mlir(source), name, opts, Emit::Ptx)
}

/// Compiles textual LLVM IR to PTX (same pipeline after translation).
pub fn compile_llvm_ir(source: &str, name: &str, opts: &Options) -> Result<String, Error> {
    compile(Input::LlvmIr(source), name, opts, Emit::Ptx)
}

#[derive(Clone, Copy)]
pub enum Input<'a> {
    /// MLIR text (LLVM + NVVM dialects), parsed in a context of its own.
    Mlir(&'a str),
    /// Textual LLVM IR.
    LlvmIr(&'a str),
    /// A live `builtin.module` of LLVM/NVVM-dialect ops, translated where it
    /// is, so a driver that ran the pass pipeline hands it over without
    /// printing and re-parsing it (its locations stay the source's).
    Module(mlir_sys::MlirOperation),
}

/// The LLVM function attribute of `.blocksareclusters` (an LLVM IR string
/// attribute, which MLIR's `nvvm.blocksareclusters` becomes).
const BLOCKS_ARE_CLUSTERS: &str = concat!("nvvm", ".blocksareclusters");

/// The whole pipeline, stopping at `emit`.
pub fn compile(input: Input, name: &str, opts: &Options, emit: Emit) -> Result<String, Error> {
    let ctx = llvm::Context::new();
    let module = match input {
        Input::Mlir(src) => {
            let (m, chips) =
                translate::mlir_to_llvm_with_chips(&ctx, src, name).map_err(|d| Error { diagnostics: d })?;
            // MLIR checked the NVVM ops against the gpu.module's chip; code for
            // another chip would skip those checks.
            if !chips.is_empty() && !chips.contains(&opts.target.cpu()) {
                return Err(Error::one(format!(
                    "{name}: error: the gpu.module targets {} (#nvvm.target) but code is generated for {}",
                    chips.join(", "),
                    opts.target.cpu()
                )));
            }
            m
        }
        Input::LlvmIr(src) => {
            llvm::Module::parse_ir(&ctx, src, name).map_err(|e| Error::one(format!("{name}: {e}")))?
        }
        Input::Module(op) => translate::module_to_llvm(&ctx, op, name).map_err(|d| Error { diagnostics: d })?,
    };
    // `.blocksareclusters` (a kernel whose tile blocks are CTA clusters)
    // needs PTX 9.0, above sm_90's default 8.8.
    let mut target = opts.target;
    if module.any_function_has_attr(BLOCKS_ARE_CLUSTERS) && target.ptx < 90 {
        target.ptx = 90;
    }
    let t = &target;
    let tm = llvm::TargetMachine::new(&t.cpu(), &t.features(), opts.opt_level).map_err(Error::one)?;
    tm.configure(&module);
    module.verify().map_err(|e| Error::one(format!("{name}: invalid LLVM IR after translation: {e}")))?;
    if emit == Emit::TranslatedIr {
        return Ok(module.to_ir_string());
    }

    if opts.atomic_fence_workaround {
        atomics::add_fences_around_ordered_rmw(&module);
    }

    // A module that already sets `nvvm-reflect-ftz` (as clang's output does) keeps it.
    let ftz = opts.ftz || libdevice::existing_ftz_flag(&module).unwrap_or(false);
    let reflect = libdevice::Reflect::for_target(t, ftz, opts.prec_sqrt);
    let nv_calls = libdevice::libdevice_calls(&module);
    let mut linked = false;
    if !nv_calls.is_empty() {
        let path = opts.libdevice.clone().or_else(libdevice::find_libdevice).ok_or_else(|| {
            Error::one(format!(
                "{name}: the module calls libdevice ({}) but libdevice.10.bc was not found \
                 (pass --libdevice, or set TILEAS_LIBDEVICE or CUDA_HOME)",
                nv_calls.join(", ")
            ))
        })?;
        libdevice::link(&module, &path).map_err(Error::one)?;
        // Drop the ~400 internalized libdevice functions nobody calls before
        // anything else walks the module: reflect folding, verification and
        // the O-level function passes would otherwise visit them all.
        tm.run_passes(&module, "globaldce").map_err(Error::one)?;
        linked = true;
    }
    libdevice::fold_reflect(&module, &reflect).map_err(|d| Error { diagnostics: d })?;
    libdevice::set_reflect_module_flags(&module, &reflect);
    if opts.ftz {
        libdevice::set_ftz_attributes(&module);
    }
    module.verify().map_err(|e| Error::one(format!("{name}: invalid LLVM IR before optimisation: {e}")))?;

    let mut pipeline = format!("default<O{}>", opts.opt_level.min(3));
    if linked {
        pipeline.push_str(",globaldce");
    }
    tm.run_passes(&module, &pipeline).map_err(Error::one)?;

    if opts.validate {
        let diags = validate::validate(&module, &tm, t);
        if !diags.is_empty() {
            return Err(Error { diagnostics: diags.iter().map(|d| d.to_string()).collect() });
        }
    }
    if emit == Emit::FinalIr {
        return Ok(module.to_ir_string());
    }
    let ptx = tm.emit_ptx(&module).map_err(Error::one)?;
    Ok(raise_ptx_version(ptx, validate::inline_asm_ptx(&module)))
}

/// `ptx` with its `.version` raised to `need` (×10) when that is higher:
/// inline assembly may use instructions of a PTX ISA newer than LLVM 22
/// can declare (`validate::INLINE_ASM_PTX`).
pub fn raise_ptx_version(ptx: String, need: u32) -> String {
    let Some(line) = ptx.lines().find(|l| l.starts_with(".version ")) else { return ptx };
    let has = target::parse_ptx_version(&line[".version ".len()..]).unwrap_or(0);
    if need <= has {
        return ptx;
    }
    let raised = format!(".version {}.{}", need / 10, need % 10);
    ptx.replacen(line, &raised, 1)
}

/// `ptxas` for tests and the `--verify-ptxas` flag: `$PTXAS`,
/// `$CUDA_HOME/bin/ptxas`, `/usr/local/cuda/bin/ptxas`,
/// `~/.cache/tileas-reference/13.1.80/bin/ptxas`, then `PATH`.
pub fn find_ptxas() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(p) = std::env::var_os("PTXAS") {
        c.push(PathBuf::from(p));
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(h) = std::env::var_os(var) {
            c.push(PathBuf::from(h).join("bin/ptxas"));
        }
    }
    c.push(PathBuf::from("/usr/local/cuda/bin/ptxas"));
    if let Some(h) = std::env::var_os("HOME") {
        c.push(PathBuf::from(h).join(".cache/tileas-reference/13.1.80/bin/ptxas"));
    }
    if let Some(path) = std::env::var_os("PATH") {
        c.extend(std::env::split_paths(&path).map(|d| d.join("ptxas")));
    }
    c.push(project_cuda().join("bin/ptxas"));
    c.into_iter().find(|p| p.is_file())
}

/// The checkout's `.cuda/`, where scripts/setup.sh installs NVIDIA's ptxas
/// and libdevice wheels when no toolkit provides them.
pub fn project_cuda() -> PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.cuda")
}

/// Assembles `ptx` with ptxas for `t`'s CPU (with the driver's
/// `--enable-extended-smem=true`); `Err` carries ptxas's output.
pub fn run_ptxas(ptxas: &std::path::Path, ptx: &str, t: &Target) -> Result<(), String> {
    use std::process::Command;
    let dir =
        std::env::temp_dir().join(format!("tileas-ptxas-{}-{:?}", std::process::id(), std::thread::current().id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let input = dir.join("k.ptx");
    std::fs::write(&input, ptx).map_err(|e| e.to_string())?;
    let out = Command::new(ptxas)
        .arg(format!("-arch={}", t.cpu()))
        // As the driver: static shared memory beyond 48 KiB (ring buffers).
        .arg("--enable-extended-smem=true")
        .arg(&input)
        .arg("-o")
        .arg(dir.join("k.cubin"))
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
    let _ = std::fs::remove_dir_all(&dir);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
    }
}

#[cfg(test)]
mod tests {
    use super::raise_ptx_version;

    #[test]
    fn raises_only_a_lower_version() {
        let ptx = "//\n.version 9.0\n.target sm_120a\n".to_string();
        assert_eq!(raise_ptx_version(ptx.clone(), 91), "//\n.version 9.1\n.target sm_120a\n");
        assert_eq!(raise_ptx_version(ptx.clone(), 90), ptx);
        assert_eq!(raise_ptx_version(ptx.clone(), 0), ptx);
        assert_eq!(raise_ptx_version("no header".to_string(), 91), "no header");
    }
}
