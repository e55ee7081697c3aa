//! `tileas-translate`: converts between TileIR bytecode and MLIR, in the style of
//! `mlir-translate`.
//!
//! ```text
//! tileas-translate --tilebc-to-mlir kernel.tileirbc -o kernel.mlir
//! tileas-translate --mlir-to-tilebc kernel.mlir -o kernel.tileirbc
//! ```
//! Input `-` (the default) is stdin, output `-` (the default) stdout. Outputs
//! are written to a temporary file next to the target and renamed into place,
//! so a failed translation leaves no file behind. Diagnostics go to stderr; the
//! exit status is 1 on any failure.

use clap::{ArgGroup, Parser};
use std::{
    io::Read,
    path::{Path, PathBuf},
    process::ExitCode,
};
use tileas_bytecode_mlir::{Diagnostics, PrintOptions};

#[derive(Parser, Debug)]
#[command(name = "tileas-translate", version, about = "Translate between TileIR bytecode and MLIR (cuda_tile 13.1)")]
#[command(group(ArgGroup::new("translation").required(true).args(["tilebc_to_mlir", "mlir_to_tilebc"])))]
struct Cli {
    /// TileIR bytecode in, MLIR text out.
    #[arg(long = "tilebc-to-mlir")]
    tilebc_to_mlir: bool,
    /// MLIR (text or MLIR bytecode) in, TileIR bytecode out.
    #[arg(long = "mlir-to-tilebc")]
    mlir_to_tilebc: bool,
    /// Output file ("-" for stdout).
    #[arg(short = 'o', default_value = "-", value_name = "FILE")]
    output: PathBuf,
    /// Print locations in the MLIR output.
    #[arg(long = "mlir-print-debuginfo")]
    debug_info: bool,
    /// Print the MLIR output in generic op form.
    #[arg(long = "mlir-print-op-generic")]
    generic: bool,
    /// Input file ("-" for stdin).
    #[arg(default_value = "-", value_name = "INPUT")]
    input: PathBuf,
}

fn read_input(path: &Path) -> Result<Vec<u8>, String> {
    if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map_err(|e| format!("<stdin>: error: cannot read input: {e}"))?;
        Ok(buf)
    } else {
        std::fs::read(path).map_err(|e| format!("{}: error: cannot read input: {e}", path.display()))
    }
}

/// Writes `bytes` to `path` whole or not at all (see `tileas_output`); `-` is
/// stdout.
fn write_output(path: &Path, bytes: &[u8]) -> Result<(), String> {
    tileas_output::write_atomically(path, bytes)
        .map_err(|e| format!("{}: error: cannot write output: {e}", path.display()))
}

fn run(cli: &Cli) -> Result<Vec<u8>, String> {
    let input = read_input(&cli.input)?;
    let name = if cli.input == Path::new("-") { "<stdin>".to_string() } else { cli.input.display().to_string() };
    let in_file = |d: Diagnostics| d.in_file(&name).to_string();
    if cli.tilebc_to_mlir {
        let opts = PrintOptions { debug_info: cli.debug_info, generic: cli.generic };
        tileas_bytecode_mlir::tilebc_to_mlir(&input, opts).map(String::into_bytes).map_err(in_file)
    } else {
        tileas_bytecode_mlir::mlir_to_tilebc(&input, &name).map_err(in_file)
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    tileas_dialects::install_verifiers();
    let result = std::panic::catch_unwind(|| run(&cli))
        .unwrap_or_else(|_| Err("error: internal error in tileas-translate".to_string()))
        .and_then(|bytes| write_output(&cli.output, &bytes));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
