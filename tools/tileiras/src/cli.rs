//! The command line of `tileiras` 13.5 (plus two tileas extensions, `--emit`
//! and `--print-pipeline`).
//!
//! NVIDIA's tileiras parses its options with LLVM's `cl::opt`; we use clap and
//! keep what is observable: option names, aliases (`-o`, `-O`, `-g`, `--arch`),
//! enum spellings, defaults, "last occurrence wins" for repeated options, and
//! exit status 1 for every command-line error (LLVM's `cl` exits 1; clap's own
//! default of 2 would collide with tileiras' "configuration rejected").

use clap::{ArgAction, Parser, ValueEnum};
use std::path::PathBuf;

/// The overview line NVIDIA's tileiras prints at the top of `--help`.
pub const OVERVIEW: &str = "tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler";

/// The pipeline summary at the end of `--help`.
pub const AFTER_HELP: &str = "\
Compilation (tileas): TileIR bytecode -> cuda_tile (verified) -> MLIR pass pipeline tileas-O<n> \
(cuda_tile clean-ups, cuda_tile -> nv_tileaa -> nv_tileas -> LLVM dialect) -> tileas-codegen \
(LLVM IR, libdevice, LLVM NVPTX: PTX for sm_XXa) -> ptxas -arch sm_XXa --opt-level <n> -> cubin. \
--print-pipeline shows the passes. Exit status 5 on a compile failure (MLIR diagnostics, codegen \
diagnostics or ptxas' message); no output file is written on failure.";

#[derive(Parser, Debug, Clone)]
#[command(
    name = "tileiras",
    about = OVERVIEW,
    long_about = None,
    disable_version_flag = true,
    args_override_self = true,
    override_usage = "tileiras [options] <tile bytecode file>",
    after_help = AFTER_HELP
)]
pub struct Cli {
    /// TileIR bytecode file to compile.
    #[arg(value_name = "tile bytecode file")]
    pub input: Option<PathBuf>,

    #[arg(
        short = 'o',
        long = "output-file",
        value_name = "file",
        default_value = "elf.o",
        help = "Specify name of output file. (\"-\" writes to stdout.)"
    )]
    pub output_file: PathBuf,

    #[arg(
        long = "gpu-name",
        visible_alias = "arch",
        value_enum,
        value_name = "value",
        default_value = "sm_100",
        help = "Specify name of NVIDIA GPU to generate code for."
    )]
    pub gpu_name: GpuName,

    // Parsed as any integer so that an out-of-range level is the driver's
    // "invalid optimization level: N" (exit 2), as in tileiras.
    #[arg(
        short = 'O',
        long = "opt-level",
        value_name = "N",
        default_value_t = 3,
        allow_negative_numbers = true,
        help = "Specify optimization level. Default Value: 3."
    )]
    pub opt_level: i64,

    /// Generate line-number information (if present in the input bytecode)
    #[arg(long = "lineinfo")]
    pub lineinfo: bool,

    /// Generate debug information (if present in the input bytecode)
    #[arg(short = 'g', long = "device-debug")]
    pub device_debug: bool,

    #[arg(
        long = "host-arch",
        value_enum,
        value_name = "value",
        default_value = "x86_64",
        help = "Specify the architecture for the generated host code."
    )]
    pub host_arch: HostArch,

    #[arg(
        long = "host-os",
        value_enum,
        value_name = "value",
        default_value = "linux",
        help = "Specify the operating system for the generated host code."
    )]
    pub host_os: HostOs,

    #[arg(
        long = "sanitize",
        value_enum,
        value_name = "value",
        help = "Enable compiler instrumentation for the sanitizer tool specified by the option."
    )]
    pub sanitize: Option<Sanitize>,

    /// Display the version of this program
    #[arg(long = "version")]
    pub version: bool,

    /// List all supported bytecode versions and exit
    #[arg(long = "list-versions")]
    pub list_versions: bool,

    #[arg(
        long = "preview",
        value_enum,
        value_name = "feature[,feature...]",
        value_delimiter = ',',
        action = ArgAction::Append,
        help = "Enable one or more named preview features"
    )]
    pub preview: Vec<PreviewFeature>,

    #[arg(
        short = 'l',
        long = "library",
        value_name = "path",
        action = ArgAction::Append,
        help = "Tile libraries to load. Requires the SIMT preview."
    )]
    pub libraries: Vec<PathBuf>,

    #[arg(
        long = "remark-format",
        value_enum,
        value_name = "value",
        default_value = "command-line",
        help = "Specify the format for remark output"
    )]
    pub remark_format: RemarkFormat,

    #[arg(
        long = "remarks",
        value_enum,
        value_name = "value",
        help = "Enable all remark types (passed, missed, failed, analysis) for the specified category"
    )]
    pub remarks: Option<RemarkFilter>,

    #[arg(
        long = "remarks-passed",
        value_enum,
        value_name = "value",
        help = "Category for passed optimization remarks"
    )]
    pub remarks_passed: Option<RemarkFilter>,

    #[arg(
        long = "remarks-missed",
        value_enum,
        value_name = "value",
        help = "Category for missed optimization remarks"
    )]
    pub remarks_missed: Option<RemarkFilter>,

    #[arg(
        long = "remarks-failed",
        value_enum,
        value_name = "value",
        help = "Category for failed optimization remarks"
    )]
    pub remarks_failed: Option<RemarkFilter>,

    #[arg(
        long = "remarks-analysis",
        value_enum,
        value_name = "value",
        help = "Category for analysis optimization remarks"
    )]
    pub remarks_analysis: Option<RemarkFilter>,

    #[arg(
        long = "remarks-output-file",
        value_name = "string",
        default_value = "tileir_remarks.yaml",
        help = "Output file for YAML remark format."
    )]
    pub remarks_output_file: PathBuf,

    /// [tileas extension] What to write (each stops the pipeline
    /// bytecode -> cuda_tile -> tileas-O<n> -> LLVM IR -> PTX -> ptxas -> cubin
    /// at one point)
    #[arg(long = "emit", value_enum, value_name = "kind", default_value = "cubin")]
    pub emit: Emit,

    /// [tileas extension] Print the pass pipeline these options select and exit.
    #[arg(long = "print-pipeline")]
    pub print_pipeline: bool,

    /// [tileas extension] Run the TileAS scheduler on every innermost loop
    /// of each kernel (tileas-schedule-loops, after the layouts) and write
    /// its schedule as a Chrome trace, <dir>/<kernel>.loop<N>.json
    #[arg(long = "schedule-trace-dir", value_name = "dir")]
    pub schedule_trace_dir: Option<PathBuf>,

    /// [tileas extension] Keep sm_90 wgmma K loops without a producer
    /// warpgroup (tileas-pipeline-loads{warp-specialize=false}): the copies
    /// S-1 iterations ahead behind a CTA barrier, for A/B comparisons
    #[arg(long = "no-warp-specialize")]
    pub no_warp_specialize: bool,

    /// [tileas extension] Software-pipeline each kernel's innermost loops
    /// by the TileAS scheduler's modulo schedule (tileas-schedule-loops and
    /// tileas-materialize-schedule after the layouts): each op runs its
    /// stage's iterations behind the newest one, in register form; loops
    /// that would carry more than <bytes> a thread between steps (default
    /// 64) are left as they are
    #[arg(long = "software-pipeline", value_name = "bytes", num_args = 0..=1, require_equals = true,
          default_missing_value = "64", value_parser = clap::value_parser!(u32))]
    pub software_pipeline: Option<u32>,

    /// [tileas extension] Most ring-buffer stages a pipelined K loop gets
    /// (tileas-pipeline-loads{max-stages=N}; default 16, what fits in
    /// shared memory below that): fewer stages for A/B comparisons, 0 for
    /// no pipelining
    #[arg(long = "max-stages", value_name = "N", value_parser = clap::value_parser!(u32).range(0..=64))]
    pub max_stages: Option<u32>,

    /// [tileas extension] CTAs each tile block runs on, overriding the
    /// kernels' num_cta_in_cga hints (cuda-tile-cluster-split{ctas=N}): 1
    /// turns clusters off, 2, 4 or 8 split the rows of each kernel's dots
    /// over a cluster of that many CTAs (-O1 and up)
    #[arg(long = "cluster-ctas", value_name = "N", value_parser = clap::builder::PossibleValuesParser::new(["1", "2", "4", "8"]))]
    pub cluster_ctas: Option<String>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
#[value(rename_all = "verbatim")]
pub enum GpuName {
    sm_80,
    sm_86,
    sm_87,
    sm_88,
    sm_89,
    sm_90,
    sm_100,
    sm_103,
    sm_107,
    sm_110,
    sm_120,
    sm_121,
}

impl GpuName {
    /// The compute capability as tileiras' config carries it (`sm_100` → 100).
    pub fn number(self) -> u32 {
        match self {
            GpuName::sm_80 => 80,
            GpuName::sm_86 => 86,
            GpuName::sm_87 => 87,
            GpuName::sm_88 => 88,
            GpuName::sm_89 => 89,
            GpuName::sm_90 => 90,
            GpuName::sm_100 => 100,
            GpuName::sm_103 => 103,
            GpuName::sm_107 => 107,
            GpuName::sm_110 => 110,
            GpuName::sm_120 => 120,
            GpuName::sm_121 => 121,
        }
    }

    pub fn name(self) -> String {
        format!("sm_{}", self.number())
    }

    /// Shared memory one CTA may use on the target (the opt-in maximum per
    /// block: 163 KiB on sm_80/87, 99 KiB on sm_86/88/89/107/120/121, 227 KiB
    /// on sm_90/100/103/110), which the lowering may declare statically as
    /// NVIDIA's tileiras does.
    pub fn max_shared_bytes(self) -> i64 {
        match self {
            GpuName::sm_80 | GpuName::sm_87 => 163 * 1024,
            GpuName::sm_86 | GpuName::sm_88 | GpuName::sm_89 | GpuName::sm_107 | GpuName::sm_120 | GpuName::sm_121 => {
                99 * 1024
            }
            GpuName::sm_90 | GpuName::sm_100 | GpuName::sm_103 | GpuName::sm_110 => 227 * 1024,
        }
    }
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
#[value(rename_all = "verbatim")]
pub enum HostArch {
    x86_64,
    aarch64,
    arm64ec,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostOs {
    #[value(name = "linux")]
    Linux,
    #[value(name = "windows")]
    Windows,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sanitize {
    /// Sanitize memory accesses
    #[value(name = "memcheck")]
    Memcheck,
}

/// Preview features (`--preview`); bytecode with the preview bit needs one.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreviewFeature {
    /// SIMT programming inside tile kernels (needed to load tile libraries)
    #[value(name = "simt")]
    Simt,
}

/// Where remarks go (`--remark-format`).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkFormat {
    /// Print remarks to command-line
    #[value(name = "command-line")]
    CommandLine,
    /// Write remarks to YAML file
    #[value(name = "yaml")]
    Yaml,
}

/// Which remark categories a `--remarks*` option enables.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkFilter {
    /// Disable all remarks
    #[value(name = "none")]
    None,
    /// Show all remarks
    #[value(name = "all")]
    All,
    /// Show memory-related remarks
    #[value(name = "memory")]
    Memory,
    /// Show tensor-core remarks
    #[value(name = "tensorcore")]
    Tensorcore,
}

impl RemarkFilter {
    /// Whether this filter lets a remark of `category` through.
    pub fn admits(self, category: tileas_passes::remarks::Category) -> bool {
        use tileas_passes::remarks::Category;
        match self {
            RemarkFilter::None => false,
            RemarkFilter::All => true,
            RemarkFilter::Memory => category == Category::Memory,
            RemarkFilter::Tensorcore => category == Category::TensorCore,
        }
    }
}

impl Cli {
    /// The filter of each remark kind: its own option, else `--remarks`.
    pub fn remark_filter(&self, kind: tileas_passes::remarks::Kind) -> RemarkFilter {
        use tileas_passes::remarks::Kind;
        let own = match kind {
            Kind::Passed => self.remarks_passed,
            Kind::Missed => self.remarks_missed,
            Kind::Failure => self.remarks_failed,
            Kind::Analysis => self.remarks_analysis,
        };
        own.or(self.remarks).unwrap_or(RemarkFilter::None)
    }

    /// Whether any remark kind is enabled.
    pub fn remarks_enabled(&self) -> bool {
        use tileas_passes::remarks::Kind;
        [Kind::Passed, Kind::Missed, Kind::Failure, Kind::Analysis]
            .into_iter()
            .any(|k| self.remark_filter(k) != RemarkFilter::None)
    }
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// The verified cuda_tile module after the cuda_tile clean-ups (tileas-cuda-tile-O<n>), MLIR text
    CudaTile,
    /// The module after the whole tileas-O<n> pipeline (LLVM dialect), MLIR text
    Mlir,
    /// LLVM IR as handed to LLVM's NVPTX back end (after libdevice and default<O<n>>)
    Llvm,
    /// PTX for the --gpu-name target (sm_XXa from sm_90 on)
    Ptx,
    /// The cubin from ptxas, as tileiras writes it
    Cubin,
    /// The host module object ptxas embeds as `.nv.host` (the kernels' TileIR callbacks and TMA descriptor fills)
    HostObj,
}

/// The CUDA release whose `tileiras` this driver reimplements: `--version`
/// reports it where tools look for it (cuTile's `cutile_cache` reads
/// `Cuda compilation tools, release <R>, V<version>`).
pub const CUDA_RELEASE: &str = "13.5";
/// NVIDIA's full version of that release (`V13.5.37`).
pub const CUDA_VERSION: &str = "13.5.37";

/// Libraries of this project that the driver loads (built by cmake-helpers,
/// installed next to the binaries); their bytes are part of the build id.
const PROJECT_LIBRARIES: [&str; 2] = ["libTileasCAPI.so", "libMLIR-C.so"];

/// What `--version` says about this particular build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildInfo {
    /// `Built on` text, NVIDIA's layout (`Fri_Nov__7_19:49:56_PST_2025`), in UTC.
    pub built_on: String,
    /// Commit of the checkout (`abecc40d811f`, `…-dirty`, `nogit`), from build.rs.
    pub git: String,
    /// 16 hex digits of a SHA-256 over the executable and the project
    /// libraries it loaded: changes with every rebuild, even when git does not.
    pub digest: String,
}

impl BuildInfo {
    /// The running program's build information (reads the executable and the
    /// libraries mapped into the process; `unknown` for what cannot be read).
    pub fn current() -> Self {
        let exe = std::env::current_exe().ok();
        let built_on = exe
            .as_ref()
            .and_then(|e| std::fs::metadata(e).and_then(|m| m.modified()).ok())
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| nvidia_date(d.as_secs()))
            .unwrap_or_else(|| "unknown".to_owned());
        let mut files: Vec<PathBuf> = exe.into_iter().collect();
        files.extend(loaded_project_libraries());
        let digest = file_digest(&files).unwrap_or_else(|_| "unknown".to_owned());
        BuildInfo { built_on, git: env!("TILEAS_GIT_ID").to_owned(), digest }
    }
}

/// The project libraries this process has mapped (`/proc/self/maps`): the
/// ones the dynamic loader actually picked, wherever the rpath led it.
fn loaded_project_libraries() -> Vec<PathBuf> {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let mut libs: Vec<PathBuf> = maps
        .lines()
        .filter_map(|line| line.split_whitespace().nth(5))
        .map(PathBuf::from)
        .filter(|p| p.file_name().is_some_and(|n| PROJECT_LIBRARIES.iter().any(|l| n == *l)))
        .collect();
    libs.sort();
    libs.dedup();
    libs
}

/// SHA-256 over the files' names and contents, first 16 hex digits.
pub fn file_digest(files: &[PathBuf]) -> std::io::Result<String> {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    for file in files {
        let bytes = std::fs::read(file)?;
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        hasher.update((name.len() as u64).to_le_bytes());
        hasher.update(name.as_bytes());
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(&bytes);
    }
    Ok(hasher.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect())
}

/// Seconds since the epoch as `date` prints them with spaces turned into
/// underscores, NVIDIA's `Built on` layout: `Fri_Nov__7_19:49:56_UTC_2025`.
pub fn nvidia_date(secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{}_{}_{:_>2}_{:02}:{:02}:{:02}_UTC_{year}",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[(month - 1) as usize],
        day,
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// The `--version` text in the five-line layout of NVIDIA's tileiras 13.5.37
/// (tool line, copyright, `Built on`, `Cuda compilation tools, release 13.5,
/// V…`, `Build …`), with tileas' identity: the version is
/// `13.5.37+tileas.<our version>` (semver and PEP 440 build metadata, so
/// parsers of NVIDIA's line still read release 13.5 / version 13.5.37), and
/// the build line names tileas, its version, the commit and a digest of the
/// binaries. cuTile uses the whole text as part of its cache key, so a
/// rebuild must change it.
pub fn version_text_for(build: &BuildInfo) -> String {
    let version = env!("CARGO_PKG_VERSION");
    format!(
        "{OVERVIEW}\n\
         Copyright (c) tileas contributors; an open reimplementation, not NVIDIA's tileiras \
         ({license})\n\
         Built on {built_on}\n\
         Cuda compilation tools, release {CUDA_RELEASE}, V{CUDA_VERSION}+tileas.{version}\n\
         Build tileas.{version}.{git}.{digest}\n",
        license = env!("CARGO_PKG_LICENSE"),
        built_on = build.built_on,
        git = build.git,
        digest = build.digest,
    )
}

/// The `--version` text of the running program (see [`version_text_for`]).
pub fn version_text() -> String {
    version_text_for(&BuildInfo::current())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn defaults_and_aliases() {
        let cli = Cli::try_parse_from(["tileiras", "k.bc"]).unwrap();
        assert_eq!(cli.output_file, PathBuf::from("elf.o"));
        assert_eq!(cli.gpu_name, GpuName::sm_100);
        assert_eq!(cli.opt_level, 3);
        assert_eq!(cli.emit, Emit::Cubin);
        let cli = Cli::try_parse_from(["tileiras", "-O1", "-g", "-o", "x", "--arch=sm_120", "k.bc"]).unwrap();
        assert_eq!((cli.opt_level, cli.device_debug, cli.gpu_name), (1, true, GpuName::sm_120));
        assert_eq!(cli.output_file, PathBuf::from("x"));
        // Last occurrence wins, as with LLVM's cl::opt.
        let cli = Cli::try_parse_from(["tileiras", "-O3", "-O0", "-o", "a", "-o", "b", "k.bc"]).unwrap();
        assert_eq!((cli.opt_level, cli.output_file), (0, PathBuf::from("b")));
        let cli = Cli::try_parse_from(["tileiras", "--opt-level=-1", "k.bc"]).unwrap();
        assert_eq!(cli.opt_level, -1);
        assert!(Cli::try_parse_from(["tileiras", "--gpu-name=sm_100a", "k.bc"]).is_err());
        assert!(Cli::try_parse_from(["tileiras", "a.bc", "b.bc"]).is_err());
    }

    #[test]
    fn options_of_13_5() {
        use tileas_passes::remarks::Kind;
        let cli = Cli::try_parse_from([
            "tileiras",
            "--preview=simt",
            "-l",
            "a.o",
            "--library=b.o",
            "--remark-format=yaml",
            "--remarks=all",
            "--remarks-missed=none",
            "--remarks-output-file=r.yaml",
            "--gpu-name=sm_107",
            "k.bc",
        ])
        .unwrap();
        assert_eq!(cli.preview, vec![PreviewFeature::Simt]);
        assert_eq!(cli.libraries, vec![PathBuf::from("a.o"), PathBuf::from("b.o")]);
        assert_eq!(cli.remark_format, RemarkFormat::Yaml);
        assert_eq!(cli.remark_filter(Kind::Passed), RemarkFilter::All);
        assert_eq!(cli.remark_filter(Kind::Missed), RemarkFilter::None);
        assert_eq!(cli.remarks_output_file, PathBuf::from("r.yaml"));
        assert_eq!(cli.gpu_name.number(), 107);
        let cli = Cli::try_parse_from(["tileiras", "k.bc"]).unwrap();
        assert!(!cli.remarks_enabled());
        assert_eq!(cli.remarks_output_file, PathBuf::from("tileir_remarks.yaml"));
        assert!(Cli::try_parse_from(["tileiras", "--preview=bogus", "k.bc"]).is_err());
        assert!(Cli::try_parse_from(["tileiras", "--remarks=foo", "k.bc"]).is_err());
        assert!(Cli::try_parse_from(["tileiras", "--remark-format=json", "k.bc"]).is_err());
    }

    #[test]
    fn dates_in_nvidias_layout() {
        assert_eq!(nvidia_date(0), "Thu_Jan__1_00:00:00_UTC_1970");
        // NVIDIA's 13.1.80: `Fri_Nov__7_19:49:56_PST_2025` = 2025-11-08 03:49:56 UTC.
        assert_eq!(nvidia_date(1_762_573_796), "Sat_Nov__8_03:49:56_UTC_2025");
        assert_eq!(nvidia_date(1_709_210_096), "Thu_Feb_29_12:34:56_UTC_2024");
    }

    /// The layout of NVIDIA's five lines, parsed the way cuTile's
    /// `cutile_cache._cli._format_compiler_version` parses them.
    #[test]
    fn version_text_layout() {
        let build = BuildInfo {
            built_on: "Sat_Nov__8_03:49:56_UTC_2025".to_owned(),
            git: "0123456789ab-dirty".to_owned(),
            digest: "00112233445566ff".to_owned(),
        };
        let text = version_text_for(&build);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 5, "{text}");
        assert!(text.ends_with('\n'));
        assert_eq!(lines[0], "tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler");
        assert!(lines[1].starts_with("Copyright (c) tileas contributors"), "{text}");
        assert_eq!(lines[2], "Built on Sat_Nov__8_03:49:56_UTC_2025");
        let version = env!("CARGO_PKG_VERSION");
        assert_eq!(lines[3], format!("Cuda compilation tools, release 13.5, V13.5.37+tileas.{version}"));
        assert_eq!(lines[4], format!("Build tileas.{version}.0123456789ab-dirty.00112233445566ff"));
        let cutile = regex::RegexBuilder::new(r"Cuda compilation tools,\s*release\s*([^,\n]+),\s*V([^\s\n]+)")
            .case_insensitive(true)
            .build()
            .unwrap();
        let m = cutile.captures(&text).expect("cuTile's regex matches");
        assert_eq!(&m[1], "13.5");
        assert_eq!(&m[2], format!("13.5.37+tileas.{version}"));
    }

    #[test]
    fn build_id_of_this_program() {
        let build = BuildInfo::current();
        assert!(build.git == "nogit" || build.git == "nocommit" || build.git.len() >= 12, "{build:?}");
        assert_eq!(build.digest.len(), 16, "{build:?}");
        assert!(build.digest.bytes().all(|b| b.is_ascii_hexdigit()), "{build:?}");
        assert!(build.built_on.ends_with(|c: char| c.is_ascii_digit()), "{build:?}");
        // The test binary loads the project libraries like tileiras does.
        let libs = loaded_project_libraries();
        assert!(libs.iter().any(|l| l.ends_with("libTileasCAPI.so")), "{libs:?}");
        assert!(version_text().contains(&format!(".{}.{}\n", build.git, build.digest)));
    }

    /// Any change to a file changes the digest (cuTile's cache must miss).
    #[test]
    fn digest_follows_the_bytes() {
        let dir = std::env::temp_dir().join(format!("tileiras-digest-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (a, b) = (dir.join("a"), dir.join("b"));
        std::fs::write(&a, b"one").unwrap();
        std::fs::write(&b, b"two").unwrap();
        let before = file_digest(&[a.clone(), b.clone()]).unwrap();
        assert_eq!(before, file_digest(&[a.clone(), b.clone()]).unwrap());
        std::fs::write(&b, b"twO").unwrap();
        assert_ne!(before, file_digest(&[a.clone(), b.clone()]).unwrap());
        assert!(file_digest(&[dir.join("missing")]).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
