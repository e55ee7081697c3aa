//! `tileas-emu-prep`: the CPU emulator's reader of the IR (emulator/README.md).
//!
//! ```text
//! tileas-emu-prep kernel.llvm.mlir -o kernel.host.mlir --info kernel.info.json [--no-race-check] [--multi-kernel] [--strict]
//! ```
//! Parses the LLVM-dialect module `tileiras --emit=mlir` (or `tileas-opt
//! -tileas-O<n>`) writes with MLIR's parser, rewrites it for the host on the
//! parsed IR (special registers, barriers and NVVM intrinsics become calls into
//! emulator/runtime.c, address spaces go, shared-memory accesses are
//! instrumented, `@__emu_entry` and `@__emu_init` are added), prints the host
//! module and writes, as JSON, what the emulator needs to know about it: the
//! kernel's name, `nvvm.reqntid` and typed parameters (with the runtime's slot
//! kinds), the shared-memory globals, the special registers, barriers and NVVM
//! intrinsics it found, and anything that keeps it from being emulated.
//!
//! Exit status: 0 rewritten (even when `unsupported` is not empty: the JSON
//! says why the kernel cannot run; with `--strict` that is status 1), 1 the
//! input cannot be read, parsed or the rewritten module does not verify.

mod ir;
mod json;
mod matrix;
mod rewrite;
mod tcgen05;
mod wgmma;

use clap::Parser;
use std::{
    io::Read,
    path::{Path, PathBuf},
    process::ExitCode,
};

#[derive(Parser, Debug)]
#[command(name = "tileas-emu-prep", version, about = "Rewrite a GPU LLVM-dialect module for the CPU emulator")]
struct Cli {
    /// The LLVM-dialect module ("-" for stdin).
    #[arg(default_value = "-", value_name = "INPUT")]
    input: PathBuf,
    /// The host module ("-" for stdout).
    #[arg(short = 'o', default_value = "-", value_name = "FILE")]
    output: PathBuf,
    /// Where to write the JSON description ("-" for stdout).
    #[arg(long = "info", value_name = "FILE")]
    info: Option<PathBuf>,
    /// Do not instrument shared-memory loads and stores.
    #[arg(long = "no-race-check")]
    no_race_check: bool,
    /// Accept several kernels in one module (a test harness calls each by
    /// name; `@__emu_entry` calls the first): not reported as unsupported.
    #[arg(long = "multi-kernel")]
    multi_kernel: bool,
    /// Exit with status 1 and the reasons on stderr when the module cannot be
    /// emulated (`unsupported` is not empty), after writing the outputs.
    #[arg(long = "strict")]
    strict: bool,
}

fn read_input(path: &Path) -> Result<String, String> {
    if path == Path::new("-") {
        let mut buf = String::new();
        std::io::stdin().read_to_string(&mut buf).map_err(|e| format!("<stdin>: error: cannot read input: {e}"))?;
        Ok(buf)
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{}: error: cannot read input: {e}", path.display()))
    }
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    tileas_output::write_atomically(path, text.as_bytes())
        .map_err(|e| format!("{}: error: cannot write output: {e}", path.display()))
}

fn run(cli: &Cli) -> Result<(), String> {
    let text = read_input(&cli.input)?;
    let ctx = ir::Context::new();
    let module = ir::Module::parse(&ctx, &text)
        .ok_or_else(|| format!("{}: error: cannot parse the module", cli.input.display()))?;
    let options = rewrite::Options { no_race_check: cli.no_race_check, multi_kernel: cli.multi_kernel };
    let info = rewrite::rewrite(&module, options);
    if !ir::verify(module.op()) {
        return Err(format!("{}: error: the rewritten module does not verify", cli.input.display()));
    }
    if let Some(path) = &cli.info {
        write(path, &json::info(&info))?;
    }
    write(&cli.output, &ir::print_op(module.op()))?;
    if cli.strict && !info.unsupported.is_empty() {
        let reasons: Vec<String> = info.unsupported.iter().map(|why| format!("  {why}")).collect();
        return Err(format!("{}: error: the module cannot be emulated:\n{}", cli.input.display(), reasons.join("\n")));
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
