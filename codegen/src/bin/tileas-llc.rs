//! `tileas-llc`: the codegen back end as a command (lit tests, debugging).
//!
//! ```sh
//! tileas-llc kernel.mlir --mcpu=sm_90a              # MLIR LLVM/NVVM dialect -> PTX on stdout
//! tileas-llc kernel.ll --mcpu=sm_100a --ptx=9.0 -o k.ptx
//! tileas-llc kernel.mlir --mcpu=sm_90 --emit=llvm   # final LLVM IR instead of PTX
//! tileas-llc kernel.mlir --mcpu=sm_90 --verify-ptxas
//! ```
//! Input `-` is stdin; `.ll` files (or `--input=llvm`) are LLVM IR. Exit
//! status 1 with diagnostics on stderr when the validator or LLVM rejects.

use clap::{Parser, ValueEnum};
use std::io::Read;
use std::path::PathBuf;
use tileas_codegen::{compile, find_ptxas, run_ptxas, target, Emit, Input, Options, Target};

#[derive(Clone, Copy, ValueEnum)]
enum EmitKind {
    /// PTX assembly.
    Ptx,
    /// LLVM IR as handed to NVPTX (after libdevice, pipeline, validation).
    Llvm,
    /// LLVM IR straight after translation.
    Translated,
}

#[derive(Clone, Copy, ValueEnum)]
enum InputKind {
    Mlir,
    Llvm,
}

#[derive(Parser)]
#[command(name = "tileas-llc", about = "MLIR LLVM/NVVM dialect (or LLVM IR) -> PTX with LLVM 22 NVPTX")]
struct Cli {
    /// Input file (`-` for stdin).
    input: String,
    /// Target SM: sm_90, sm_90a, sm_100a, sm_100f, sm_120a, …
    #[arg(long, default_value = "sm_100a")]
    mcpu: String,
    /// PTX ISA version (e.g. 8.8); default: 9.0 from sm_100, 8.8 for sm_75..sm_90a.
    #[arg(long)]
    ptx: Option<String>,
    /// Optimisation level 0-3.
    #[arg(short = 'O', default_value_t = 3)]
    opt: u8,
    /// Output file (default stdout).
    #[arg(short = 'o')]
    output: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "ptx")]
    emit: EmitKind,
    /// Input format (default: by extension, `.ll` = LLVM IR, else MLIR).
    #[arg(long = "input", value_enum)]
    input_kind: Option<InputKind>,
    /// libdevice.10.bc (default: $TILEAS_LIBDEVICE, $CUDA_HOME/nvvm/libdevice, …).
    #[arg(long)]
    libdevice: Option<PathBuf>,
    /// Flush f32 denormals (__CUDA_FTZ=1).
    #[arg(long)]
    ftz: bool,
    /// __CUDA_PREC_SQRT=0 (approximate libdevice sqrt).
    #[arg(long)]
    approx_sqrt: bool,
    /// Keep LLVM 22.1.8's ordering-dropping atomicrmw lowering (no fences).
    #[arg(long)]
    no_atomic_fences: bool,
    /// Assemble the PTX with ptxas and fail if it rejects it.
    #[arg(long)]
    verify_ptxas: bool,
}

fn main() {
    let cli = Cli::parse();
    let fail = |msg: &str| -> ! {
        eprintln!("{msg}");
        std::process::exit(1);
    };
    let ptx =
        cli.ptx.as_deref().map(target::parse_ptx_version).transpose().unwrap_or_else(|e| fail(&format!("error: {e}")));
    let t = Target::parse(&cli.mcpu, ptx).unwrap_or_else(|e| fail(&format!("error: {e}")));
    let mut source = String::new();
    let name = if cli.input == "-" {
        std::io::stdin().read_to_string(&mut source).unwrap_or_else(|e| fail(&format!("error: stdin: {e}")));
        "<stdin>".to_owned()
    } else {
        source = std::fs::read_to_string(&cli.input).unwrap_or_else(|e| fail(&format!("error: {}: {e}", cli.input)));
        cli.input.clone()
    };
    let kind = cli.input_kind.unwrap_or(if name.ends_with(".ll") { InputKind::Llvm } else { InputKind::Mlir });
    let input = match kind {
        InputKind::Mlir => Input::Mlir(&source),
        InputKind::Llvm => Input::LlvmIr(&source),
    };
    let mut opts = Options::new(t);
    opts.opt_level = cli.opt;
    opts.ftz = cli.ftz;
    opts.prec_sqrt = !cli.approx_sqrt;
    opts.libdevice = cli.libdevice.clone();
    opts.atomic_fence_workaround = !cli.no_atomic_fences;
    let emit = match cli.emit {
        EmitKind::Ptx => Emit::Ptx,
        EmitKind::Llvm => Emit::FinalIr,
        EmitKind::Translated => Emit::TranslatedIr,
    };
    let text = compile(input, &name, &opts, emit).unwrap_or_else(|e| fail(&e.to_string()));
    if cli.verify_ptxas && matches!(cli.emit, EmitKind::Ptx) {
        let ptxas =
            find_ptxas().unwrap_or_else(|| fail("error: --verify-ptxas: ptxas not found (set PTXAS or CUDA_HOME)"));
        if let Err(e) = run_ptxas(&ptxas, &text, &t) {
            fail(&format!("error: ptxas rejected the PTX:\n{e}"));
        }
    }
    match &cli.output {
        Some(p) => std::fs::write(p, text).unwrap_or_else(|e| fail(&format!("error: {}: {e}", p.display()))),
        None => print!("{text}"),
    }
}
