//! `tileiras`: the tileiras-compatible driver of tileas (docs/driver.md).
//!
//! TileIR bytecode in, a cubin out: the bytecode is read and verified into a
//! `cuda_tile` module, MLIR's pass manager runs `tileas-O<n>` (the cuda_tile
//! clean-ups, then `tileas-lower-to-llvm`) in process, `tileas-codegen` turns
//! the LLVM-dialect result into LLVM IR and PTX for `sm_XXa`, and ptxas
//! assembles it ([`cuda`] finds and runs ptxas and finds libdevice).
//! `--emit=cuda-tile|mlir|llvm|ptx` stop earlier.
//!
//! # Exit statuses and the documented contradiction
//!
//! The research notes (A §2.4) disagree about the exit status of the
//! driver-level failures: the `main()` pseudo-code gives "no input" 1,
//! "cannot read" 4 and "parse failure" 5, the nvcc exit-code table reserves 1
//! for allocation failure and 3 for parse failures. **Decision: we do what
//! NVIDIA's tileiras 13.1.80 binary does** (measured; the reference run is in
//! `test/tileiras/reference-diff.mlir`), which is the 0–5 table with command-line
//! problems folded into 1:
//!
//! | status | when |
//! |---|---|
//! | 0 | success (also `--help`, `--version`, `--print-pipeline`) |
//! | 1 | command-line error (unknown option, bad enum value, two inputs), no input file, unreadable input |
//! | 2 | configuration rejected: `invalid optimization level: N`, `-g` with `-O` ≠ 0; output file cannot be written |
//! | 3 | not TileIR bytecode (incl. the MLIR-bytecode hint), or the bytecode fails to read/verify |
//! | 5 | compile failure: pass pipeline (MLIR diagnostics), ops left unlowered, codegen, ptxas |
//!
//! Checks run in tileiras' order: command line → input present → input
//! readable → TileIR magic → optimization level → debug/optimization combo →
//! full bytecode read and verification → pipeline → lowered-ops check →
//! codegen → ptxas → output. No output file is
//! ever left behind by a failure: the output is written to a temporary file
//! in its directory and renamed into place.

pub mod cli;
pub mod cuda;
pub mod tensor_maps;

use clap::{CommandFactory, Parser};
use cli::{Cli, Emit, GpuName};
use melior::{
    dialect::ods,
    ir::{
        operation::{OperationLike, OperationRef},
        Module,
    },
    pass::PassManager,
    utility::parse_pass_pipeline,
    Context,
};
use std::{
    ffi::OsString,
    path::{Path, PathBuf},
};
use tileas_output::os_message;

/// The bytecode versions the driver compiles: every version the cuda_tile dialect
/// reads (13.1 to 13.5). cuTile's version probe (an empty module of 13.4, 13.3, ...)
/// then selects the newest it offers; a field or op of a file that the dialect cannot
/// hold yet is a located error, not a silent downgrade.
fn driver_read_options() -> tileas_bytecode::ReadOptions {
    tileas_bytecode::ReadOptions::up_to(tileas_bytecode_mlir::DIALECT_VERSION)
}

/// The bytecode versions `--list-versions` prints, oldest first.
pub fn supported_versions() -> Vec<String> {
    let options = driver_read_options();
    let (min, max) = (options.min_version, options.max_version);
    (min.minor..=max.minor).filter(|_| min.major == max.major).map(|minor| format!("{}.{minor}", min.major)).collect()
}

/// The preview bit of the header (13.5's rules): preview content is only
/// valid at the newest version, and only with a `--preview` feature enabled.
/// Status 3 like any unreadable bytecode; `bytes` passed the magic check.
pub fn check_preview(bytes: &[u8], cli: &Cli) -> Result<(), Failure> {
    let Some(&[major, minor, lo, hi]) = bytes.get(8..12).and_then(|h| <&[u8; 4]>::try_from(h).ok()) else {
        return Ok(()); // the reader reports the truncated header
    };
    let version = tileas_bytecode::Version { major, minor, tag: u16::from_le_bytes([lo, hi]) };
    if !version.is_preview() {
        return Ok(());
    }
    let newest = tileas_bytecode_mlir::DIALECT_VERSION;
    let problem = if version.schema() != newest {
        format!(
            "public-preview bytecode at version {major}.{minor}.{} is not readable; preview content is only valid \
             at the newest version {}.{}",
            version.tag, newest.major, newest.minor
        )
    } else if cli.preview.is_empty() {
        "public-preview bytecode needs a preview feature enabled (--preview=simt)".to_owned()
    } else {
        return Ok(());
    };
    Err(Failure::new(
        exit::BYTECODE,
        format!("error: at offset 8: {problem}\nerror: input does not correspond to Tile IR bytecode"),
    ))
}

/// Tile libraries (`-l`): they need the SIMT preview and must be readable;
/// tileas cannot link them yet, so any library is a compile failure that
/// names it (status 5, as tileiras' library errors).
pub fn check_libraries(cli: &Cli) -> Result<(), Failure> {
    let Some(first) = cli.libraries.first() else { return Ok(()) };
    if !cli.preview.contains(&cli::PreviewFeature::Simt) {
        return Err(Failure::compile(
            &format!("error: tile library '{}': libraries require the 'simt' preview feature", first.display()),
            None,
        ));
    }
    for library in &cli.libraries {
        if let Err(e) = std::fs::File::open(library) {
            return Err(Failure::compile(
                &format!("error: cannot open tile library '{}': {}", library.display(), os_message(&e)),
                None,
            ));
        }
    }
    Err(Failure::compile(
        &format!("error: tile library '{}': linking tile libraries is not supported by tileas yet", first.display()),
        None,
    ))
}

/// What a successful compile produced: the output file's bytes and the
/// remarks the options selected.
#[derive(Debug, Default)]
pub struct Compiled {
    pub output: Vec<u8>,
    pub remarks: Vec<tileas_passes::remarks::Remark>,
}

/// The remarks `cli` selects (`--remarks`, `--remarks-<kind>`) out of those
/// the passes emitted.
pub fn select_remarks(cli: &Cli, remarks: Vec<tileas_passes::remarks::Remark>) -> Vec<tileas_passes::remarks::Remark> {
    remarks.into_iter().filter(|r| cli.remark_filter(r.kind).admits(r.category)).collect()
}

/// Exit statuses (see the crate documentation).
pub mod exit {
    pub const SUCCESS: i32 = 0;
    pub const USAGE: i32 = 1;
    pub const CONFIG: i32 = 2;
    pub const BYTECODE: i32 = 3;
    pub const COMPILE: i32 = 5;
}

/// MLIR bytecode's magic (`ML\xEFR`), for the "looks like MLIR bytecode" hint.
pub const MLIR_BYTECODE_MAGIC: [u8; 4] = [0x4D, 0x4C, 0xEF, 0x52];

/// The final line of every compile failure (pipeline, codegen, ptxas).
pub const COMPILE_FAILED: &str = "error: failed to compile Tile IR program";

/// A failure: the text for stderr (complete lines) and the exit status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub code: i32,
    pub message: String,
}

impl Failure {
    fn new(code: i32, message: impl Into<String>) -> Self {
        Failure { code, message: message.into() }
    }

    /// Exit status 5 with `details` (complete lines, may be empty) before
    /// `error: failed to compile Tile IR program[: reason]`.
    fn compile(details: &str, reason: Option<&str>) -> Self {
        let mut message = String::new();
        if !details.trim().is_empty() {
            message.push_str(details.trim_end());
            message.push('\n');
        }
        message.push_str(COMPILE_FAILED);
        if let Some(reason) = reason {
            message.push_str(": ");
            message.push_str(reason);
        }
        Failure::new(exit::COMPILE, message)
    }
}

/// The named pipeline an `--emit` kind runs at a level, as `tileas-opt`
/// spells it: `tileas-cuda-tile-O<n>` for `--emit=cuda-tile`, the whole
/// `tileas-O<n>` (cuda_tile → LLVM dialect) for everything else.
pub fn pipeline_text(opt_level: u8, emit: Emit) -> String {
    let name = match emit {
        Emit::CudaTile => tileas_passes::pipelines::cuda_tile_pipeline_name(opt_level),
        _ => tileas_passes::pipelines::full_pipeline_name(opt_level),
    };
    format!("builtin.module({name})")
}

/// The tileas extensions of the command line that change the pass pipeline.
#[derive(Clone, Copy, Debug, Default)]
pub struct PipelineChoices<'a> {
    /// `--schedule-trace-dir`.
    pub trace: Option<&'a Path>,
    /// `--no-warp-specialize`.
    pub no_warp_specialize: bool,
    /// `--software-pipeline[=bytes]`.
    pub software_pipeline: Option<u32>,
    /// `--max-stages`.
    pub max_stages: Option<u32>,
    /// `--cluster-ctas`.
    pub cluster_ctas: Option<&'a str>,
}

impl<'a> PipelineChoices<'a> {
    pub fn of(cli: &'a Cli) -> Self {
        PipelineChoices {
            trace: cli.schedule_trace_dir.as_deref(),
            no_warp_specialize: cli.no_warp_specialize,
            software_pipeline: cli.software_pipeline,
            max_stages: cli.max_stages,
            cluster_ctas: cli.cluster_ctas.as_deref(),
        }
    }
}

/// The pipeline with tileas' own choices: the level's, spelled out, with
/// `tileas-schedule-loops{trace-dir=…}` after the layouts for
/// `--schedule-trace-dir` (nothing to schedule before them, so
/// `--emit=cuda-tile` runs none), followed by `tileas-materialize-schedule`
/// for `--software-pipeline` (not at -O0), `tileas-pipeline-loads{warp-specialize=false}`
/// for `--no-warp-specialize` and `{max-stages=N}` for `--max-stages N`,
/// `cuda-tile-cluster-split{ctas=N}` for `--cluster-ctas N`.
pub fn spelled_pipeline_text(opt_level: u8, emit: Emit, choices: PipelineChoices) -> Result<String, Failure> {
    use tileas_passes::pipelines::{cuda_tile_pipeline_name, lower_to_llvm_pipelined_passes, LOWER_TO_LLVM_PASSES};
    let plain = choices.trace.is_none()
        && choices.software_pipeline.is_none()
        && !choices.no_warp_specialize
        && choices.max_stages.is_none()
        && choices.cluster_ctas.is_none();
    if emit == Emit::CudaTile || plain {
        return Ok(pipeline_text(opt_level, emit));
    }
    // -O0 keeps the serial schedule.
    let software_pipeline = choices.software_pipeline.filter(|_| opt_level > 0);
    let trace = match choices.trace {
        Some(dir) => {
            let dir = dir.to_str().filter(|d| !d.contains(['"', '\\', '}', '{'])).ok_or_else(|| {
                Failure::new(
                    exit::CONFIG,
                    format!(
                        "error: --schedule-trace-dir '{}': only UTF-8 paths without quotes or braces",
                        dir.display()
                    ),
                )
            })?;
            Some(format!("tileas-schedule-loops{{trace-dir=\"{dir}\"}}"))
        }
        None => software_pipeline.map(|_| "tileas-schedule-loops".to_owned()),
    };
    let schedule = trace.map(|t| {
        let materialize = software_pipeline
            .map(|b| format!(",tileas-materialize-schedule{{max-carried-bytes={b}}}"))
            .unwrap_or_default();
        format!("func.func({t}{materialize})")
    });
    let lower: Vec<&str> =
        if opt_level == 0 { LOWER_TO_LLVM_PASSES.to_vec() } else { lower_to_llvm_pipelined_passes() };
    let loads_options: Vec<String> = choices
        .no_warp_specialize
        .then(|| "warp-specialize=false".to_owned())
        .into_iter()
        .chain(choices.max_stages.map(|n| format!("max-stages={n}")))
        .collect();
    let mut passes = vec![cuda_tile_pipeline_name(opt_level)];
    for p in lower {
        if !loads_options.is_empty() && p == "func.func(tileas-pipeline-loads)" {
            passes.push(format!("func.func(tileas-pipeline-loads{{{}}})", loads_options.join(" ")));
        } else if let (Some(n), tileas_passes::pipelines::CLUSTER_PASS) = (choices.cluster_ctas, p) {
            passes.push(format!("cuda_tile.module(cuda-tile-cluster-split{{ctas={n}}})"));
        } else {
            passes.push(p.to_owned());
        }
        if let (Some(t), "func.func(tileas-assign-layouts)") = (&schedule, p) {
            passes.push(t.clone());
        }
    }
    Ok(format!("builtin.module({})", passes.join(",")))
}

/// The TileIR magic check that comes before option validation.
pub fn check_magic(bytes: &[u8]) -> Result<(), Failure> {
    if bytes.starts_with(&tileas_bytecode::MAGIC) {
        return Ok(());
    }
    let hint = if bytes.starts_with(&MLIR_BYTECODE_MAGIC) { " (it looks like MLIR bytecode instead)" } else { "" };
    Err(Failure::new(exit::BYTECODE, format!("error: input does not correspond to Tile IR bytecode{hint}")))
}

/// Option checks tileiras makes after the magic check.
pub fn validate(cli: &Cli) -> Result<u8, Failure> {
    if !(0..=3).contains(&cli.opt_level) {
        return Err(Failure::new(exit::CONFIG, format!("error: invalid optimization level: {}", cli.opt_level)));
    }
    if cli.device_debug && cli.opt_level != 0 {
        return Err(Failure::new(
            exit::CONFIG,
            "error: optimized debugging is currently not supported, change the optimization level to 0 or \
             disable full debug info",
        ));
    }
    Ok(cli.opt_level as u8)
}

fn register() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        tileas_dialects::install_verifiers();
        tileas_passes::register_driver_passes();
        // SAFETY: registers one pass by name; runs once, before any pass
        // manager reads the registry.
        unsafe { mlir_sys::mlirRegisterLLVMDIScopeForLLVMFuncOpPass() };
    });
}

fn pass_manager<'c>(
    context: &'c Context,
    opt_level: u8,
    emit: Emit,
    choices: PipelineChoices,
) -> Result<PassManager<'c>, Failure> {
    let pm = PassManager::new(context);
    let text = spelled_pipeline_text(opt_level, emit, choices)?;
    parse_pass_pipeline(pm.as_operation_pass_manager(), &text)
        .map_err(|e| Failure::compile("", Some(&e.to_string())))?;
    Ok(pm)
}

/// The NVPTX target tileiras generates code for: the arch-specific `a`
/// variant (NVIDIA's tileiras 13.1 writes `.target sm_100a` / `sm_120a` and
/// runs `ptxas -arch sm_100a`), for every SM that has one (sm_90 and later);
/// sm_80/86/89 have none and stay plain.
pub fn codegen_target(gpu: GpuName) -> Result<tileas_codegen::Target, Failure> {
    let name = if gpu.number() >= 90 { format!("{}a", gpu.name()) } else { gpu.name() };
    tileas_codegen::Target::parse(&name, None).map_err(|e| Failure::compile("", Some(&e.to_string())))
}

/// What runs after the MLIR pipeline, one `# then:` comment line per step.
fn back_end_steps(gpu: GpuName, opt_level: u8, emit: Emit) -> Vec<String> {
    let mut steps = Vec::new();
    if matches!(emit, Emit::CudaTile | Emit::Mlir) {
        return steps;
    }
    let (cpu, ptx) = match codegen_target(gpu) {
        Ok(t) => (t.cpu(), t.ptx_string()),
        Err(_) => (gpu.name(), "?".to_owned()),
    };
    steps.push(format!("tileas-codegen: LLVM dialect -> LLVM IR, libdevice when called, LLVM default<O{opt_level}>"));
    if emit == Emit::Llvm {
        return steps;
    }
    steps.push(format!("tileas-codegen: LLVM NVPTX -> PTX {ptx} for {cpu} (higher if inline PTX needs it)"));
    if emit == Emit::Ptx {
        return steps;
    }
    steps.push(format!(
        "tileas-codegen: host module (TileIR callbacks, tileiras {} ABI) -> host object",
        match tileas_host_abi::AbiVersion::for_sm(gpu.number()) {
            tileas_host_abi::AbiVersion::V1 => "13.1",
            tileas_host_abi::AbiVersion::V2 => "13.5",
        }
    ));
    steps.push(format!(
        "ptxas -arch {cpu} <file.ptx> -o <cubin> --opt-level {opt_level} --enable-extended-smem=true \
         --nv-host=<host object> -uumn"
    ));
    steps
}

/// The expanded textual pipeline the options select, then (as `# then:`
/// comment lines) the back-end steps of the `--emit` kind.
pub fn print_pipeline(opt_level: u8, emit: Emit, gpu: GpuName, choices: PipelineChoices) -> Result<String, Failure> {
    register();
    let context = tileas_dialects::new_lean_context();
    let pm = pass_manager(&context, opt_level, emit, choices)?;
    let mut text = String::new();
    unsafe extern "C" fn append(s: mlir_sys::MlirStringRef, data: *mut std::ffi::c_void) {
        let out = &mut *(data as *mut String);
        let bytes = std::slice::from_raw_parts(s.data as *const u8, s.length);
        out.push_str(&String::from_utf8_lossy(bytes));
    }
    // SAFETY: the handles passed are live for the call (owned by the module or context in scope) and every pointer
    // argument outlives the call.
    unsafe {
        mlir_sys::mlirPrintPassPipeline(
            mlir_sys::mlirPassManagerGetAsOpPassManager(pm.to_raw()),
            Some(append),
            &mut text as *mut String as *mut std::ffi::c_void,
        );
    }
    text.push('\n');
    for step in back_end_steps(gpu, opt_level, emit) {
        text.push_str("# then: ");
        text.push_str(&step);
        text.push('\n');
    }
    Ok(text)
}

/// Dialects the codegen back end translates (plus the `builtin.module`).
const LOWERED_DIALECTS: [&str; 2] = ["llvm", "nvvm"];

/// Checks that the pipeline left only LLVM/NVVM ops; otherwise names the
/// first op that is left (with its location) and how many there are.
pub fn check_lowered(module: &Module) -> Result<(), Failure> {
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    let root = unsafe { OperationRef::from_raw(module.as_operation().to_raw()) };
    let left: Vec<_> = tileas_dialects::walk::nested_ops(&root)
        .into_iter()
        .filter(|op| {
            let name = tileas_dialects::walk::op_name(op);
            let dialect = name.split('.').next().unwrap_or_default();
            !LOWERED_DIALECTS.contains(&dialect) && name != ods::builtin::ModuleOperation::name()
        })
        .collect();
    let Some(first) = left.first() else { return Ok(()) };
    let mut kinds: Vec<String> = left.iter().map(tileas_dialects::walk::op_name).collect();
    kinds.sort();
    kinds.dedup();
    // `file:line:col: ` through `di_loc`s, call sites and fused locations.
    let loc = tileas_bytecode_mlir::loc_prefix(first.location().to_raw());
    Err(Failure::compile(
        &format!(
            "{loc}error: '{}' was not lowered to the LLVM dialect ({} ops of {} kinds left: {})",
            tileas_dialects::walk::op_name(first),
            left.len(),
            kinds.len(),
            kinds.iter().take(8).cloned().collect::<Vec<_>>().join(", ")
        ),
        Some("the tileas-O<n> pipeline did not lower the kernel to the LLVM dialect"),
    ))
}

/// The source location (`file:line:col: `, cuTile's Python file and line when
/// the bytecode has debug info) of every kernel, taken before the pipeline
/// runs: codegen's diagnostics only name the LLVM function.
pub fn kernel_locations(module: &Module) -> Vec<(String, String)> {
    // SAFETY: the raw operation is a live op of the IR in hand (non-null by construction), and the reference is
    // used only while that IR lives.
    let root = unsafe { OperationRef::from_raw(module.as_operation().to_raw()) };
    tileas_dialects::walk::nested_ops(&root)
        .into_iter()
        .filter(|op| tileas_dialects::walk::op_name(op) == tileas_dialects::ops::cuda_tile::EntryOperation::name())
        .filter_map(|op| {
            let name = op.attribute("sym_name").ok()?;
            let name = melior::ir::attribute::StringAttribute::try_from(name).ok()?.value().to_owned();
            let loc = tileas_bytecode_mlir::loc_prefix(op.location().to_raw());
            (!loc.is_empty()).then_some((name, loc))
        })
        .collect()
}

/// Puts the kernel's source location in front of each `error: in function
/// 'k': …` line of a codegen failure whose function is a kernel in `locations`.
pub fn locate_function_diagnostics(mut failure: Failure, locations: &[(String, String)]) -> Failure {
    let lines: Vec<String> = failure
        .message
        .lines()
        .map(|line| {
            let function = line.strip_prefix("error: in function '").and_then(|rest| rest.split_once('\''));
            match function.and_then(|(f, _)| locations.iter().find(|(name, _)| name == f)) {
                Some((_, loc)) => format!("{loc}{line}"),
                None => line.to_owned(),
            }
        })
        .collect();
    failure.message = lines.join("\n");
    failure
}

/// A scratch directory for the PTX and the cubin, removed when dropped.
struct ScratchDir(PathBuf);

impl ScratchDir {
    fn new() -> Result<Self, Failure> {
        let base = std::env::temp_dir();
        let pid = std::process::id();
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
        let mut last_error = None;
        for attempt in 0..100u32 {
            let dir = base.join(format!("tileiras-{pid}-{nanos}-{attempt}"));
            match std::fs::create_dir(&dir) {
                Ok(()) => return Ok(ScratchDir(dir)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    last_error = Some(e);
                    break;
                }
            }
        }
        let why = last_error.map(|e| os_message(&e)).unwrap_or_else(|| "too many attempts".to_owned());
        Err(Failure::compile("", Some(&format!("cannot create a scratch directory in '{}': {why}", base.display()))))
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What tileiras hands ptxas after `--opt-level N`, in its order:
/// `--enable-extended-smem=true`, with `-g` also `-g --dont-merge-basicblocks
/// --return-at-end` (with `--lineinfo` alone `-lineinfo`, so that the cubin
/// keeps the PTX's `.loc` lines), then `--nv-host=<host object>` and `-uumn` (measured on
/// NVIDIA's 13.1 and 13.5 drivers at every target; `-uumn` changes SASS, so
/// our cubins compare like for like only with it).
pub fn ptxas_flags(host_object: &Path, device_debug: bool, lineinfo: bool) -> Vec<String> {
    let mut flags = vec!["--enable-extended-smem=true".to_owned()];
    if device_debug {
        flags.extend(["-g", "--dont-merge-basicblocks", "--return-at-end"].map(str::to_owned));
    } else if lineinfo {
        flags.push("-lineinfo".to_owned());
    }
    flags.push(format!("--nv-host={}", host_object.display()));
    flags.push("-uumn".to_owned());
    flags
}

/// What the host module (`.nv.host`) is built for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostOptions {
    /// The kernels (PTX entries) of the module, in order.
    pub kernels: Vec<String>,
    /// Each kernel's TMA tensor maps (none where absent).
    pub maps: Vec<tensor_maps::KernelMaps>,
    pub arch: tileas_codegen::host::HostArch,
    pub device_debug: bool,
    /// `--lineinfo`: the PTX has `.loc` lines for ptxas to keep.
    pub lineinfo: bool,
}

impl HostOptions {
    /// x86-64 host code for `kernels`, without device debugging.
    pub fn new(kernels: Vec<String>) -> HostOptions {
        HostOptions {
            kernels,
            maps: Vec::new(),
            arch: tileas_codegen::host::HostArch::X86_64,
            device_debug: false,
            lineinfo: false,
        }
    }
}

/// The host module of a cubin for `gpu`: the ABI of the oldest NVIDIA release
/// that supports the target (docs/host-abi.md).
pub fn host_module(gpu: GpuName, host: &HostOptions) -> tileas_host_abi::HostModule {
    let mut module = tileas_host_abi::HostModule::new(
        tileas_host_abi::AbiVersion::for_sm(gpu.number()),
        host.kernels.iter().cloned(),
    );
    for (kernel, maps) in module.kernels.iter_mut().zip(&host.maps) {
        kernel.descriptors = maps.fills.clone();
        kernel.workspace = maps.workspace;
    }
    module
}

/// The host module's object file for `host`'s kernels on `gpu`.
pub fn host_object(gpu: GpuName, host: &HostOptions) -> Result<Vec<u8>, Failure> {
    tileas_codegen::host::compile_object(&host_module(gpu, host), host.arch)
        .map_err(|e| Failure::compile("", Some(&format!("host module: {e}"))))
}

/// Assembles `ptx` into a cubin with ptxas (NVIDIA's command line, with the
/// host module `object`) and returns the cubin's bytes.
pub fn assemble(
    ptx: &str,
    gpu: GpuName,
    opt_level: u8,
    stem: &str,
    host: &HostOptions,
    object: &[u8],
) -> Result<Vec<u8>, Failure> {
    let arch = codegen_target(gpu)?.cpu();
    let search = cuda::Search::from_env();
    let ptxas = cuda::find_ptxas(&search).map_err(|e| Failure::compile("", Some(&e.to_string())))?;
    let scratch = ScratchDir::new()?;
    let ptx_path = scratch.0.join(format!("{stem}.ptx"));
    let cubin_path = scratch.0.join(format!("{stem}.cubin"));
    let host_path = scratch.0.join(format!("{stem}.host.o"));
    for (path, bytes) in [(&ptx_path, ptx.as_bytes()), (&host_path, object)] {
        std::fs::write(path, bytes).map_err(|e| {
            Failure::compile("", Some(&format!("cannot write '{}': {}", path.display(), os_message(&e))))
        })?;
    }
    let extra = ptxas_flags(&host_path, host.device_debug, host.lineinfo);
    let job =
        cuda::PtxasJob { ptxas: &ptxas, arch: &arch, ptx: &ptx_path, output: &cubin_path, opt_level, extra: &extra };
    let warnings = cuda::run_ptxas(&job).map_err(|e| Failure::compile(&e, None))?;
    if !warnings.is_empty() {
        eprintln!("{warnings}");
    }
    let cubin = std::fs::read(&cubin_path).map_err(|e| {
        Failure::compile("", Some(&format!("ptxas wrote no cubin '{}': {}", cubin_path.display(), os_message(&e))))
    })?;
    if cubin.is_empty() {
        return Err(Failure::compile("", Some("ptxas wrote an empty cubin")));
    }
    Ok(cubin)
}

/// The kernels (`llvm.func` with `nvvm.kernel`) of a lowered module, in order.
pub fn kernel_names(module: &Module) -> Vec<String> {
    use melior::ir::BlockLike;
    let body = module.body();
    let mut names = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        // The NVVM dialect's unit attribute on kernel functions.
        const NVVM_KERNEL: &str = concat!("nvvm", ".kernel");
        if tileas_dialects::walk::op_name(&o) == ods::llvm::LLVMFuncOperation::name()
            && o.attribute(NVVM_KERNEL).is_ok()
        {
            if let Ok(name) = o.attribute("sym_name") {
                if let Ok(s) = melior::ir::attribute::StringAttribute::try_from(name) {
                    names.push(s.value().to_owned());
                }
            }
        }
        op = o.next_in_block();
    }
    names
}

/// Tells the lowering about the target: how much shared memory a CTA may use
/// and its compute capability (`nv_tileas.max_shared_bytes` and
/// `nv_tileas.compute_capability` on the top-level module).
fn set_target_attrs(context: &Context, module: &mut Module, gpu: GpuName) {
    use melior::ir::{attribute::IntegerAttribute, operation::OperationMutLike, r#type::IntegerType};
    use tileas_passes::conversion::typed::{TILEAS_COMPUTE_CAPABILITY_ATTR, TILEAS_MAX_SHARED_ATTR};
    let i64t = IntegerType::new(context, 64).into();
    let mut op = module.as_operation_mut();
    op.set_attribute(TILEAS_MAX_SHARED_ATTR, IntegerAttribute::new(i64t, gpu.max_shared_bytes()).into());
    op.set_attribute(TILEAS_COMPUTE_CAPABILITY_ATTR, IntegerAttribute::new(i64t, gpu.number() as i64).into());
}

/// Reads, validates and compiles; returns the bytes of the output file and
/// the selected remarks.
pub fn compile(cli: &Cli, input: &Path) -> Result<Compiled, Failure> {
    let collect = cli.remarks_enabled();
    if collect {
        tileas_passes::remarks::start();
    }
    let output = compile_output(cli, input);
    let remarks = if collect { select_remarks(cli, tileas_passes::remarks::take()) } else { Vec::new() };
    Ok(Compiled { output: output?, remarks })
}

fn compile_output(cli: &Cli, input: &Path) -> Result<Vec<u8>, Failure> {
    let bytes = std::fs::read(input).map_err(|e| {
        Failure::new(exit::USAGE, format!("error: unable to read input file '{}': {}", input.display(), os_message(&e)))
    })?;
    check_magic(&bytes)?;
    let opt_level = validate(cli)?;
    let arch = host_arch(cli)?;
    check_preview(&bytes, cli)?;

    register();
    let context = tileas_dialects::new_lean_context();
    let mut module =
        tileas_bytecode_mlir::import_bytes_with(&context, &bytes, &driver_read_options()).map_err(|d| {
            // The verifier's messages are located at the op's source already; its
            // `see current operation` dumps are left out as for the passes.
            let d = tidy_diagnostics(d.lines).join("\n");
            Failure::new(exit::BYTECODE, format!("{d}\nerror: input does not correspond to Tile IR bytecode"))
        })?;
    check_libraries(cli)?;
    let kernels = kernel_locations(&module);
    set_target_attrs(&context, &mut module, cli.gpu_name);
    if let Some(dir) = &cli.schedule_trace_dir {
        std::fs::create_dir_all(dir).map_err(|e| {
            Failure::new(exit::CONFIG, format!("error: cannot create --schedule-trace-dir '{}': {e}", dir.display()))
        })?;
    }
    let pm = pass_manager(&context, opt_level, cli.emit, PipelineChoices::of(cli))?;
    // The pass diagnostics as `file:line:col: error: …` (locations of the
    // bytecode's debug info looked through, like the reader's diagnostics).
    let capture = tileas_bytecode_mlir::Capture::new(&context);
    let ran = pm.run(&mut module);
    // The lowering has read the target; the output module does not carry it.
    {
        use melior::ir::operation::OperationMutLike;
        use tileas_passes::conversion::typed::{TILEAS_COMPUTE_CAPABILITY_ATTR, TILEAS_MAX_SHARED_ATTR};
        let _ = module.as_operation_mut().remove_attribute(TILEAS_MAX_SHARED_ATTR);
        let _ = module.as_operation_mut().remove_attribute(TILEAS_COMPUTE_CAPABILITY_ATTR);
    }
    let diagnostics = tidy_diagnostics(capture.take()).join("\n");
    drop(capture);
    if ran.is_err() {
        return Err(Failure::compile(&diagnostics, None));
    }
    if !diagnostics.is_empty() {
        eprintln!("{diagnostics}");
    }

    let print = |debug_info: bool| {
        let opts = tileas_bytecode_mlir::PrintOptions { debug_info, generic: false };
        let mut text = tileas_bytecode_mlir::print_op(module.as_operation().to_raw(), opts);
        text.push('\n');
        text
    };
    let debug_info = cli.lineinfo || cli.device_debug;
    if matches!(cli.emit, Emit::CudaTile | Emit::Mlir) {
        return Ok(print(debug_info).into_bytes());
    }

    // LLVM dialect -> LLVM IR -> PTX (tileas-codegen) -> cubin (ptxas).
    // The module goes to codegen as it is, not printed and re-parsed.
    check_lowered(&module)?;
    let maps = tensor_maps::kernel_maps(&module, cli.gpu_name.number())
        .map_err(|e| Failure::compile("", Some(&format!("internal error: {e}"))))?;
    let host = HostOptions {
        kernels: kernel_names(&module),
        maps,
        arch,
        device_debug: cli.device_debug,
        lineinfo: cli.lineinfo,
    };
    if cli.emit == Emit::HostObj {
        return host_object(cli.gpu_name, &host);
    }
    if debug_info {
        source_locations(&context, &mut module, cli.device_debug)?;
    } else {
        strip_locations(&context, &mut module)?;
    }
    let stem = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "kernel".to_owned());
    let lowered = tileas_codegen::Input::Module(module.as_operation().to_raw());
    back_end(lowered, &stem, cli.gpu_name, opt_level, cli.emit, &host)
        .map_err(|f| locate_function_diagnostics(f, &kernels))
}

/// Drops the module's locations before the LLVM IR translation: it reads
/// locations as debug info and does not know `#cuda_tile.di_loc` (it crashes
/// on one). Codegen's diagnostics name functions, which the driver locates at
/// the kernels' source (`kernel_locations`), and the PTX carries no line
/// information yet.
fn strip_locations(context: &Context, module: &mut Module) -> Result<(), Failure> {
    let pm = PassManager::new(context);
    // SAFETY: the pass is created fresh and handed to the pass manager, which
    // owns it from then on.
    pm.add_pass(unsafe { melior::pass::Pass::from_raw(mlir_sys::mlirCreateTransformsStripDebugInfo()) });
    pm.run(module).map_err(|_| Failure::compile("", Some("internal error: cannot strip the module's locations")))
}

/// The pass that gives every `llvm.func` the debug-info subprogram the LLVM
/// IR translation needs to turn locations into `!dbg` line entries (MLIR's
/// `ensure-debug-info-scope-on-llvm-func`): for `--lineinfo` the kind
/// DebugDirectivesOnly (NVPTX writes `.file`/`.loc` and no `.debug_info`;
/// LineTablesOnly would make it `.target …, debug`, which ptxas refuses with
/// optimization: "Optimized debugging not supported"), full debug info for
/// `-g`.
pub fn debug_scope_pipeline(device_debug: bool) -> String {
    let kind = if device_debug { "Full" } else { "DebugDirectivesOnly" };
    format!("builtin.module(ensure-debug-info-scope-on-llvm-func{{emission-kind={kind}}})")
}

/// For `--lineinfo` and `-g`: replaces every location of the lowered module
/// by the plain `file:line:col` it stands for (the Python source line of the
/// bytecode's `#cuda_tile.di_loc`, which the LLVM IR translation does not
/// know; unknown where there is none), then adds the functions' debug-info
/// scopes, so that NVPTX writes `.file` and `.loc` into the PTX.
fn source_locations(context: &Context, module: &mut Module, device_debug: bool) -> Result<(), Failure> {
    use melior::ir::{operation::OperationLike, BlockLike, RegionLike, ValueLike};
    let plain = |loc: mlir_sys::MlirLocation| match tileas_dialects::debug_info::source_position(loc) {
        Some((file, line, column)) => melior::ir::Location::new(context, &file, line as usize, column as usize),
        None => melior::ir::Location::unknown(context),
    };
    let root = module.as_operation();
    let mut ops = tileas_dialects::walk::nested_ops(&root);
    // SAFETY: the module's operation lives as long as `module`, which is
    // borrowed for the whole walk.
    ops.push(unsafe { melior::ir::operation::OperationRef::from_raw(root.to_raw()) });
    for op in ops {
        let loc = plain(op.location().to_raw());
        // SAFETY: `op` is a live op of the module and `loc` a location of
        // its context; setting a location changes nothing else.
        unsafe { mlir_sys::mlirOperationSetLocation(op.to_raw(), loc.to_raw()) };
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    let Ok(arg) = b.argument(i) else { continue };
                    let loc = plain(arg.location().to_raw());
                    // SAFETY: as above, for a live block argument.
                    unsafe { mlir_sys::mlirBlockArgumentSetLocation(arg.to_raw(), loc.to_raw()) };
                }
                block = b.next_in_region();
            }
        }
    }
    locate_functions(&root, device_debug);
    let pm = PassManager::new(context);
    parse_pass_pipeline(pm.as_operation_pass_manager(), &debug_scope_pipeline(device_debug))
        .map_err(|e| Failure::compile("", Some(&format!("internal error: {e}"))))?;
    pm.run(module).map_err(|_| Failure::compile("", Some("internal error: cannot add the debug-info scopes")))
}

/// Gives each `llvm.func` the debug-info subprogram NVIDIA's `.debug_info`
/// has: compile unit and subprogram in the kernel's Python file (name and
/// directory, from the function's first source line), producer "TileIR
/// Compiler", that line. (MLIR's scope pass, which
/// runs next and keeps these, would name an `<unknown>` file and "MLIR".)
fn locate_functions(root: &melior::ir::operation::OperationRef<'_, '_>, device_debug: bool) {
    use melior::ir::operation::OperationLike;
    use mlir_sys::*;
    let llvm_func = melior::dialect::ods::llvm::LLVMFuncOperation::name();
    // SAFETY: `loc` is a live location; the query only reads it.
    let is_file = |loc: MlirLocation| unsafe { mlirLocationIsAFileLineColRange(loc) };
    for func in tileas_dialects::walk::nested_ops(root) {
        if tileas_dialects::walk::op_name(&func) != llvm_func {
            continue;
        }
        let body = tileas_dialects::walk::nested_ops(&func);
        // SAFETY: each location is a live FileLineColRange location.
        let line_of = |l: MlirLocation| unsafe { mlirLocationFileLineColRangeGetStartLine(l) };
        let file_locs = body.iter().map(|op| op.location().to_raw()).filter(|&l| is_file(l));
        let Some(loc) = file_locs.min_by_key(|&l| line_of(l)) else { continue };
        let Some(name) = func.attribute("sym_name").ok() else { continue };
        // SAFETY: `loc` is a live FileLineColRange location and `name` a live
        // string attribute of the same context; every attribute built here is
        // uniqued in that context, which outlives the module.
        unsafe {
            let ctx = mlirLocationGetContext(loc);
            let path = tileas_sys::to_string(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc)));
            let line = mlirLocationFileLineColRangeGetStartLine(loc).max(1) as u32;
            let (dir, file) = match path.rsplit_once('/') {
                Some((dir, file)) => (dir.to_owned(), file.to_owned()),
                None => (String::new(), path.clone()),
            };
            let text = |t: &str| mlirStringAttrGet(ctx, tileas_sys::string_ref(t));
            let di_file = mlirLLVMDIFileAttrGet(ctx, text(&file), text(&dir));
            let kind = if device_debug {
                MlirLLVMDIEmissionKind_MlirLLVMDIEmissionKindFull
            } else {
                MlirLLVMDIEmissionKind_MlirLLVMDIEmissionKindDebugDirectivesOnly
            };
            let unit = mlirLLVMDICompileUnitAttrGet(
                ctx,
                mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx)),
                0x2, // DW_LANG_C
                di_file,
                text("TileIR Compiler"),
                !device_debug,
                kind,
                MlirLLVMDINameTableKind_MlirLLVMDINameTableKindDefault,
                text(""),
            );
            let ty = mlirLLVMDISubroutineTypeAttrGet(ctx, 0x1, 0, std::ptr::null()); // DW_CC_normal
            let name = melior::ir::attribute::AttributeLike::to_raw(&name);
            let subprogram = mlirLLVMDISubprogramAttrGet(
                ctx,
                mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx)),
                false,
                mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx)),
                unit,
                di_file,
                name,
                name,
                di_file,
                line,
                line,
                0x8, // DISPFlagDefinition
                ty,
                0,
                std::ptr::null(),
                0,
                std::ptr::null(),
            );
            let fused = mlirLocationFusedGet(ctx, 1, &loc, subprogram);
            mlirOperationSetLocation(func.to_raw(), fused);
        }
    }
}

/// Diagnostics as the driver prints them: without MLIR's `note: see current
/// operation: …` (which prints the whole failing op, often a whole kernel)
/// and without repeats (codegen reports a rule once per call site).
pub fn tidy_diagnostics(lines: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    lines
        .into_iter()
        .filter(|l| !l.contains("note: see current operation:"))
        .filter(|l| seen.insert(l.clone()))
        .collect()
}

/// The back end: an LLVM-dialect module (live, or MLIR text) → LLVM IR
/// (`--emit=llvm`), PTX (`--emit=ptx`) or a cubin (`--emit=cubin`, through
/// ptxas). `stem` names the scratch files and the diagnostics' file.
pub fn back_end(
    lowered: tileas_codegen::Input<'_>,
    stem: &str,
    gpu: GpuName,
    opt_level: u8,
    emit: Emit,
    host: &HostOptions,
) -> Result<Vec<u8>, Failure> {
    let target = codegen_target(gpu)?;
    let mut options = tileas_codegen::Options::new(target);
    options.opt_level = opt_level;
    options.libdevice = cuda::find_libdevice(&cuda::Search::from_env()).ok();
    let name = format!("{stem}.llvm.mlir");
    let stage = match (emit, lowered) {
        (Emit::CudaTile | Emit::Mlir, tileas_codegen::Input::Mlir(text)) => return Ok(text.as_bytes().to_vec()),
        (Emit::CudaTile | Emit::Mlir | Emit::HostObj, _) => {
            return Err(Failure::compile(
                "",
                Some("internal error: the back end was asked for MLIR or the host module"),
            ))
        }
        (Emit::Llvm, _) => tileas_codegen::Emit::FinalIr,
        (Emit::Ptx | Emit::Cubin, _) => tileas_codegen::Emit::Ptx,
    };
    let hidden: Vec<(String, Vec<usize>)> =
        host.kernels.iter().cloned().zip(host.maps.iter().map(|m| m.hidden.clone())).collect();
    let device = || {
        tileas_codegen::compile(lowered, &name, &options, stage)
            .map(|out| if stage == tileas_codegen::Emit::Ptx { tensor_maps::mark_hidden(&out, &hidden) } else { out })
            .map_err(|e| Failure::compile(&tidy_diagnostics(e.diagnostics).join("\n"), Some("code generation failed")))
    };
    if emit != Emit::Cubin {
        return device().map(String::into_bytes);
    }
    // The host module does not depend on the PTX: it is built on a second
    // thread (its own MLIR and LLVM contexts) while NVPTX generates code.
    let (ptx, object) = std::thread::scope(|scope| {
        let object = scope.spawn(|| host_object(gpu, host));
        let ptx = device();
        let object = object
            .join()
            .unwrap_or_else(|_| Err(Failure::compile("", Some("internal error: the host module build panicked"))));
        (ptx, object)
    });
    assemble(&ptx?, gpu, opt_level, stem, host, &object?)
}

/// The host module's target (`--host-arch`, `--host-os`): ELF objects for
/// Linux on x86-64 and AArch64; the others are refused before compiling.
pub fn host_arch(cli: &Cli) -> Result<tileas_codegen::host::HostArch, Failure> {
    use clap::ValueEnum;
    use cli::{HostArch, HostOs};
    match (cli.host_arch, cli.host_os) {
        (HostArch::x86_64, HostOs::Linux) => Ok(tileas_codegen::host::HostArch::X86_64),
        (HostArch::aarch64, HostOs::Linux) => Ok(tileas_codegen::host::HostArch::Aarch64),
        (arch, os) => Err(Failure::new(
            exit::CONFIG,
            format!(
                "error: host code for --host-arch={} --host-os={} is not supported by tileas \
                 (it writes ELF host modules for Linux on x86_64 and aarch64)",
                arch.to_possible_value().map(|v| v.get_name().to_owned()).unwrap_or_default(),
                os.to_possible_value().map(|v| v.get_name().to_owned()).unwrap_or_default()
            ),
        )),
    }
}

/// Writes `bytes` to `path` whole or not at all (see `tileas_output`); `-` is
/// stdout.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    tileas_output::write_atomically(path, bytes).map_err(|e| {
        Failure::new(exit::CONFIG, format!("error: cannot write output file '{}': {}", path.display(), os_message(&e)))
    })
}

/// Writes the remarks (`--remark-format=yaml`: the YAML file, whole or not
/// at all, even when empty; `command-line`: stdout, or stderr when the
/// output goes to stdout), then the output. Should the output fail, the
/// remarks file is removed again: a failed run leaves no file behind.
pub fn write_outputs(cli: &Cli, compiled: &Compiled) -> Result<(), Failure> {
    let yaml = cli.remarks_enabled() && cli.remark_format == cli::RemarkFormat::Yaml;
    if yaml {
        let text = tileas_passes::remarks::to_yaml(&compiled.remarks);
        let path = &cli.remarks_output_file;
        tileas_output::write_atomically(path, text.as_bytes()).map_err(|e| {
            Failure::new(
                exit::BYTECODE,
                format!("error: cannot write remarks file '{}': {}", path.display(), os_message(&e)),
            )
        })?;
    } else if !compiled.remarks.is_empty() {
        let text = tileas_passes::remarks::to_text(&compiled.remarks);
        if cli.output_file == Path::new("-") {
            eprint!("{text}");
        } else {
            print!("{text}");
        }
    }
    write_output(&cli.output_file, &compiled.output).inspect_err(|_| {
        if yaml && cli.remarks_output_file != Path::new("-") {
            let _ = std::fs::remove_file(&cli.remarks_output_file);
        }
    })
}

/// The whole program: parses `args`, prints diagnostics, returns the exit status.
pub fn main_with_args(args: Vec<OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            let _ = e.print();
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => exit::SUCCESS,
                _ => exit::USAGE,
            };
        }
    };
    if cli.version {
        print!("{}", cli::version_text());
        return exit::SUCCESS;
    }
    if cli.list_versions {
        for version in supported_versions() {
            println!("{version}");
        }
        return exit::SUCCESS;
    }
    let result = if cli.print_pipeline {
        // The pipeline for the requested level (the level must be valid).
        validate(&Cli { device_debug: false, ..cli.clone() })
            .and_then(|level| print_pipeline(level, cli.emit, cli.gpu_name, PipelineChoices::of(&cli)))
            .map(|text| {
                print!("{text}");
            })
    } else {
        match &cli.input {
            // tileiras prints its help, then the error.
            None => {
                let _ = Cli::command().print_help();
                Err(Failure::new(exit::USAGE, "error: no input file provided"))
            }
            Some(input) => {
                let compiled = std::panic::catch_unwind(|| compile(&cli, input)).unwrap_or_else(|_| {
                    Err(Failure::new(exit::COMPILE, "error: failed to compile Tile IR program: internal error"))
                });
                compiled.and_then(|c| write_outputs(&cli, &c))
            }
        }
    };
    match result {
        Ok(()) => exit::SUCCESS,
        Err(f) => {
            eprintln!("{}", f.message);
            f.code
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_check() {
        assert!(check_magic(&tileas_bytecode::MAGIC).is_ok());
        let f = check_magic(b"hello").unwrap_err();
        assert_eq!((f.code, f.message.as_str()), (3, "error: input does not correspond to Tile IR bytecode"));
        let f = check_magic(b"ML\xEFR\x0dMLIR22").unwrap_err();
        assert_eq!(
            f.message,
            "error: input does not correspond to Tile IR bytecode (it looks like MLIR bytecode instead)"
        );
    }

    #[test]
    fn option_validation() {
        let parse = |a: &[&str]| Cli::try_parse_from(std::iter::once("tileiras").chain(a.iter().copied())).unwrap();
        assert_eq!(validate(&parse(&["-O4"])).unwrap_err().message, "error: invalid optimization level: 4");
        assert_eq!(validate(&parse(&["-O", "-1"])).unwrap_err().code, 2);
        assert_eq!(validate(&parse(&["-g"])).unwrap_err().code, 2);
        assert_eq!(validate(&parse(&["-g", "-O4"])).unwrap_err().message, "error: invalid optimization level: 4");
        assert_eq!(validate(&parse(&["-g", "-O0"])), Ok(0));
        assert_eq!(validate(&parse(&[])), Ok(3));
    }

    #[test]
    fn os_messages_lose_the_rust_suffix() {
        let e = std::fs::read("/nonexistent/tileiras").unwrap_err();
        assert_eq!(os_message(&e), "No such file or directory");
    }

    /// A hand-written kernel in the form `tileas-lower-to-llvm` produces.
    const LOWERED: &str = r#"module {
  llvm.func @k(%p: !llvm.ptr<1>, %v: f32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %g = llvm.getelementptr %p[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.store %v, %g : f32, !llvm.ptr<1>
    llvm.return
  }
}
"#;

    fn host_k() -> HostOptions {
        HostOptions::new(vec!["k".to_owned()])
    }

    /// ptxas is part of the README's set-up (scripts/setup.sh installs it into
    /// .cuda/ when no toolkit has it): a missing one fails the test.
    fn require_ptxas() {
        if let Err(e) = cuda::find_ptxas(&cuda::Search::from_env()) {
            panic!("{e}");
        }
    }

    #[test]
    fn tileiras_targets_are_arch_specific() {
        let cpu = |g| codegen_target(g).unwrap().cpu();
        assert_eq!(cpu(GpuName::sm_100), "sm_100a");
        assert_eq!(cpu(GpuName::sm_120), "sm_120a");
        assert_eq!(cpu(GpuName::sm_90), "sm_90a");
        assert_eq!(cpu(GpuName::sm_121), "sm_121a");
        assert_eq!(cpu(GpuName::sm_80), "sm_80");
        assert_eq!(cpu(GpuName::sm_89), "sm_89");
    }

    #[test]
    fn pipelines_per_emit_kind() {
        assert_eq!(pipeline_text(3, Emit::CudaTile), "builtin.module(tileas-cuda-tile-O3)");
        assert_eq!(pipeline_text(0, Emit::Cubin), "builtin.module(tileas-O0)");
        let text = print_pipeline(2, Emit::Cubin, GpuName::sm_120, PipelineChoices::default()).unwrap();
        assert!(text.contains("convert-cuda-tile-to-tileaa"), "{text}");
        assert!(text.contains("reconcile-unrealized-casts"), "{text}");
        assert!(text.contains("# then: ptxas -arch sm_120a"), "{text}");
        let text = print_pipeline(2, Emit::CudaTile, GpuName::sm_120, PipelineChoices::default()).unwrap();
        assert!(!text.contains("convert-") && !text.contains("# then"), "{text}");
    }

    #[test]
    fn back_end_emits_llvm_ir_and_ptx() {
        let ll = String::from_utf8(
            back_end(tileas_codegen::Input::Mlir(LOWERED), "k", GpuName::sm_100, 3, Emit::Llvm, &host_k()).unwrap(),
        )
        .unwrap();
        assert!(ll.contains("define") && ll.contains("@k("), "{ll}");
        let ptx = String::from_utf8(
            back_end(tileas_codegen::Input::Mlir(LOWERED), "k", GpuName::sm_100, 3, Emit::Ptx, &host_k()).unwrap(),
        )
        .unwrap();
        assert!(ptx.contains(".target sm_100a"), "{ptx}");
        assert!(ptx.contains(".entry k("), "{ptx}");
        assert!(ptx.contains(".reqntid 128"), "{ptx}");
        let ptx = String::from_utf8(
            back_end(tileas_codegen::Input::Mlir(LOWERED), "k", GpuName::sm_90, 0, Emit::Ptx, &host_k()).unwrap(),
        )
        .unwrap();
        assert!(ptx.contains(".target sm_90a"), "{ptx}");
    }

    #[test]
    fn back_end_codegen_failure_is_status_5() {
        let f = back_end(
            tileas_codegen::Input::Mlir("module { llvm.func @k( }"),
            "bad",
            GpuName::sm_100,
            3,
            Emit::Ptx,
            &host_k(),
        )
        .unwrap_err();
        assert_eq!(f.code, exit::COMPILE);
        assert!(f.message.contains("bad.llvm.mlir:1:"), "{}", f.message);
        assert!(
            f.message.ends_with("error: failed to compile Tile IR program: code generation failed"),
            "{}",
            f.message
        );
    }

    #[test]
    fn back_end_assembles_a_cubin() {
        require_ptxas();
        for gpu in [GpuName::sm_100, GpuName::sm_120, GpuName::sm_90] {
            let cubin = back_end(tileas_codegen::Input::Mlir(LOWERED), "k", gpu, 3, Emit::Cubin, &host_k()).unwrap();
            assert!(cubin.starts_with(b"\x7fELF"), "{gpu:?}");
        }
    }

    #[test]
    fn ptxas_failure_is_status_5_with_its_message() {
        require_ptxas();
        let f = assemble(
            ".version 9.0\n.target sm_100a\n.address_size 64\nbogus;\n",
            GpuName::sm_100,
            3,
            "bad",
            &host_k(),
            &host_object(GpuName::sm_100, &host_k()).unwrap(),
        )
        .unwrap_err();
        assert_eq!(f.code, exit::COMPILE);
        assert!(f.message.contains("ptxas failed (exit status"), "{}", f.message);
        assert!(f.message.contains("bad.ptx"), "{}", f.message);
        assert!(f.message.ends_with("\nerror: failed to compile Tile IR program"), "{}", f.message);
    }

    #[test]
    fn ops_left_unlowered_are_located_at_their_source() {
        let context = tileas_dialects::new_lean_context();
        let text = r#"module {
  llvm.func @k() {
    %0 = arith.constant 1 : i32 loc(fused["k.py":3:4, "other.py":1:1])
    llvm.return
  }
}"#;
        let module = Module::parse(&context, text).unwrap();
        let f = check_lowered(&module).unwrap_err();
        assert!(f.message.starts_with("k.py:3:4: error: 'arith.constant' was not lowered"), "{}", f.message);
    }

    #[test]
    fn codegen_diagnostics_name_the_kernel_source() {
        let failure = Failure::compile(
            "error: in function 'k': intrinsic 'x' is not supported\nerror: in function 'other': y\nk.llvm.mlir:1:2: error: z",
            Some("code generation failed"),
        );
        let located = locate_function_diagnostics(failure, &[("k".to_owned(), "k.py:5:0: ".to_owned())]);
        assert_eq!(
            located.message,
            "k.py:5:0: error: in function 'k': intrinsic 'x' is not supported\nerror: in function 'other': y\n\
             k.llvm.mlir:1:2: error: z\nerror: failed to compile Tile IR program: code generation failed"
        );
        assert_eq!(located.code, exit::COMPILE);
    }

    #[test]
    fn diagnostics_are_tidied() {
        let lines = vec![
            "k.py:1:2: error: boom".to_owned(),
            "k.py:1:2: note: see current operation: %0 = \"x.y\"() : () -> ()\n  more".to_owned(),
            "k.py:1:2: error: boom".to_owned(),
            "k.py:3:4: note: other".to_owned(),
        ];
        assert_eq!(tidy_diagnostics(lines), vec!["k.py:1:2: error: boom", "k.py:3:4: note: other"]);
    }
}
