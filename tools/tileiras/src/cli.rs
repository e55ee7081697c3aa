//! The command line of `tileiras` 13.1 (plus the GPU names of 13.5 and two
//! tileas extensions, `--emit` and `--print-pipeline`).
//!
//! NVIDIA's tileiras parses its options with LLVM's `cl::opt`; we use clap and
//! keep what is observable: option names, aliases (`-o`, `-O`, `-g`, `--arch`),
//! enum spellings, defaults, "last occurrence wins" for repeated options, and
//! exit status 1 for every command-line error (LLVM's `cl` exits 1; clap's own
//! default of 2 would collide with tileiras' "configuration rejected").

use clap::{Parser, ValueEnum};
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

    #[arg(short = 'o', long = "output-file", value_name = "file", default_value = "elf.o",
          help = "Specify name of output file. (\"-\" writes to stdout.)")]
    pub output_file: PathBuf,

    #[arg(long = "gpu-name", visible_alias = "arch", value_enum, value_name = "value", default_value = "sm_100",
          help = "Specify name of NVIDIA GPU to generate code for.")]
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

    #[arg(long = "host-arch", value_enum, value_name = "value", default_value = "x86_64",
          help = "Specify the architecture for the generated host code.")]
    pub host_arch: HostArch,

    #[arg(long = "host-os", value_enum, value_name = "value", default_value = "linux",
          help = "Specify the operating system for the generated host code.")]
    pub host_os: HostOs,

    #[arg(long = "sanitize", value_enum, value_name = "value",
          help = "Enable compiler instrumentation for the sanitizer tool specified by the option.")]
    pub sanitize: Option<Sanitize>,

    /// Display the version of this program
    #[arg(long = "version")]
    pub version: bool,

    /// [tileas extension] What to write (each stops the pipeline
    /// bytecode -> cuda_tile -> tileas-O<n> -> LLVM IR -> PTX -> ptxas -> cubin
    /// at one point)
    #[arg(long = "emit", value_enum, value_name = "kind", default_value = "cubin")]
    pub emit: Emit,

    /// [tileas extension] Print the pass pipeline these options select and exit.
    #[arg(long = "print-pipeline")]
    pub print_pipeline: bool,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
#[value(rename_all = "verbatim")]
pub enum GpuName {
    sm_80,
    sm_86,
    sm_89,
    sm_90,
    sm_100,
    sm_103,
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
            GpuName::sm_89 => 89,
            GpuName::sm_90 => 90,
            GpuName::sm_100 => 100,
            GpuName::sm_103 => 103,
            GpuName::sm_110 => 110,
            GpuName::sm_120 => 120,
            GpuName::sm_121 => 121,
        }
    }

    pub fn name(self) -> String {
        format!("sm_{}", self.number())
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
}

/// The `--version` text: NVIDIA's first line (cuTile and other tools look for
/// it), then what this program actually is.
pub fn version_text() -> String {
    format!(
        "{OVERVIEW}\ntileas {} (open reimplementation; command line and diagnostics of Cuda compilation tools, release 13.1, V13.1.80)\n",
        env!("CARGO_PKG_VERSION")
    )
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
}
