//! `tileirdisasm`: tileas' drop-in for NVIDIA's TileIR disassembler.
//!
//! ```text
//! tileirdisasm [options] <tile bytecode file>
//!   -g, --print-debug-info   annotate with the bytecode's debug info (locations)
//!   --preview=<f[,f...]>     NVIDIA's preview features (only `simt`, no effect here)
//!   -o, --output-file <f>    tileas extension: write there instead of stdout
//!   --version, --help
//! ```
//!
//! The bytecode is read and verified by `tileas-bytecode-mlir` (the same
//! reader `tileiras` uses) and printed by MLIR's printer with the cuda_tile
//! dialect's custom assembly. NVIDIA's tool prints the *contents* of the
//! `cuda_tile.module` at the top level (no `module {` / `cuda_tile.module
//! @kernels {` wrapper) and, with `-g`, all location aliases after the
//! functions; [`disassemble`] reshapes MLIR's output to match (see
//! docs/tileirdisasm.md for what still differs).
//!
//! Exit statuses follow NVIDIA's binary (measured on 13.5.37, the
//! `tileirdisasm` that ships next to tileiras 13.1.80): 0 success, 1
//! command-line error, 2 no input / unreadable input (and, ours only, an
//! unwritable `-o`), 3 not TileIR bytecode or bytecode that fails to read or
//! verify.

use clap::{CommandFactory, Parser, ValueEnum};
use mlir_sys::*;
use std::{
    ffi::{c_void, OsString},
    path::{Path, PathBuf},
};
use thiserror::Error;
use tileas_dialects::ops::cuda_tile as ct;
use tileas_output::os_message;

/// Exit statuses (see the crate documentation).
pub mod exit {
    pub const SUCCESS: i32 = 0;
    pub const USAGE: i32 = 1;
    pub const INPUT: i32 = 2;
    pub const BYTECODE: i32 = 3;
}

/// MLIR bytecode's magic (`ML\xEFR`), for the "looks like MLIR bytecode" hint.
const MLIR_BYTECODE_MAGIC: [u8; 4] = [0x4D, 0x4C, 0xEF, 0x52];

/// NVIDIA's preview features (`--preview=simt`); accepted so that command
/// lines written for NVIDIA's tool work, with no effect on the printed text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Preview {
    Simt,
}

/// The command line of NVIDIA's `tileirdisasm` (13.5.37 `--help-hidden`),
/// plus `-o`.
#[derive(Parser, Debug, Clone)]
#[command(
    name = "tileirdisasm",
    about = "tileirdisasm: NVIDIA (R) Cuda Tile IR disassembler (tileas reimplementation)",
    override_usage = "tileirdisasm [options] <tile bytecode file>",
    disable_version_flag = true
)]
pub struct Cli {
    /// Annotate disassembly with debugging information, if present.
    #[arg(short = 'g', long = "print-debug-info")]
    pub print_debug_info: bool,
    /// Enable one or more named preview features.
    #[arg(long, value_enum, value_delimiter = ',', value_name = "feature[,feature...]")]
    pub preview: Vec<Preview>,
    /// Display the version of this program.
    #[arg(long)]
    pub version: bool,
    /// Output file, `-` for stdout (tileas extension: NVIDIA's tool always
    /// prints to stdout).
    #[arg(short = 'o', long = "output-file", default_value = "-", value_name = "file")]
    pub output_file: PathBuf,
    /// The TileIR bytecode file.
    #[arg(value_name = "tile bytecode file")]
    pub input: Option<PathBuf>,
}

/// Why the disassembly failed; `Display` gives the complete stderr text.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum DisasmError {
    #[error("error: no input file provided")]
    NoInput,
    #[error("error: unable to read input file '{path}': {reason}")]
    Unreadable { path: String, reason: String },
    #[error("error: input does not correspond to Tile IR bytecode{hint}")]
    NotBytecode { hint: &'static str },
    /// The reader's or the verifier's diagnostics (already located as
    /// `file:line:col:` where the bytecode has debug info), then NVIDIA's line.
    #[error("{diagnostics}\nerror: failed to read provided Tile IR bytecode")]
    Read { diagnostics: String },
    #[error("error: cannot write output file '{path}': {reason}")]
    Unwritable { path: String, reason: String },
    #[error("error: internal error in tileirdisasm")]
    Internal,
}

impl DisasmError {
    pub fn exit_code(&self) -> i32 {
        match self {
            DisasmError::NoInput | DisasmError::Unreadable { .. } | DisasmError::Unwritable { .. } => exit::INPUT,
            DisasmError::NotBytecode { .. } | DisasmError::Read { .. } | DisasmError::Internal => exit::BYTECODE,
        }
    }
}

/// The `--version` text: NVIDIA's first line, then what this build is.
pub fn version_text() -> String {
    format!(
        "tileirdisasm: NVIDIA (R) Cuda Tile IR disassembler\n\
         Copyright (c) tileas contributors; an open reimplementation, not NVIDIA's tileirdisasm ({})\n\
         Reads TileIR bytecode 13.1 (Cuda compilation tools, release 13.1), tileas {}\n",
        env!("CARGO_PKG_LICENSE"),
        env!("CARGO_PKG_VERSION"),
    )
}

unsafe extern "C" fn append(s: MlirStringRef, data: *mut c_void) {
    let out = &mut *(data as *mut Vec<u8>);
    if !s.data.is_null() && s.length > 0 {
        out.extend_from_slice(std::slice::from_raw_parts(s.data as *const u8, s.length));
    }
}

/// The name of a raw operation.
unsafe fn op_name(op: MlirOperation) -> String {
    let s = mlirIdentifierStr(mlirOperationGetName(op));
    let mut out = Vec::new();
    append(s, &mut out as *mut Vec<u8> as *mut c_void);
    String::from_utf8_lossy(&out).into_owned()
}

/// The operations of the first block of `op`'s first region.
unsafe fn body_ops(op: MlirOperation) -> Vec<MlirOperation> {
    let mut ops = Vec::new();
    if mlirOperationGetNumRegions(op) == 0 {
        return ops;
    }
    let block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    if block.ptr.is_null() {
        return ops;
    }
    let mut child = mlirBlockGetFirstOperation(block);
    while !child.ptr.is_null() {
        ops.push(child);
        child = mlirOperationGetNextInBlock(child);
    }
    ops
}

/// TileIR bytecode → the text NVIDIA's `tileirdisasm` prints.
///
/// The module is read and verified, then the `cuda_tile.module` is taken out
/// of its `builtin.module` and printed as the top-level operation, so that
/// MLIR numbers location aliases from the kernel's own locations (`#loc` is
/// the first function's source location, as in NVIDIA's output, instead of
/// the wrapper's `loc(unknown)`). With `debug_info`, the module takes the
/// location of its first function (it has none of its own in the bytecode)
/// and entry arguments get that of their function; their `loc(...)`, which
/// NVIDIA's printer does not show, are then removed from the signature, and
/// every alias definition goes after the functions.
pub fn disassemble(bytes: &[u8], debug_info: bool) -> Result<String, DisasmError> {
    if !bytes.starts_with(&tileas_bytecode::MAGIC) {
        let hint = if bytes.starts_with(&MLIR_BYTECODE_MAGIC) { " (it looks like MLIR bytecode instead)" } else { "" };
        return Err(DisasmError::NotBytecode { hint });
    }
    tileas_dialects::install_verifiers();
    let context = tileas_dialects::new_lean_context();
    let module = tileas_bytecode_mlir::import_bytes(&context, bytes).map_err(|d| {
        // Verifier messages are located at the op's source already; MLIR's
        // `see current operation` dump of the op would repeat it in generic form.
        let lines: Vec<String> = d.lines.into_iter().filter(|l| !l.contains("note: see current operation:")).collect();
        DisasmError::Read { diagnostics: lines.join("\n") }
    })?;
    // SAFETY: the handles passed are live for the call (owned by the module or context in scope) and every pointer
    // argument outlives the call.
    let text = unsafe {
        let top = module.as_operation().to_raw();
        let inner = body_ops(top).into_iter().find(|op| op_name(*op) == ct::ModuleOperation::name());
        let Some(inner) = inner else {
            return Err(DisasmError::Read { diagnostics: "error: the bytecode holds no cuda_tile.module".to_owned() });
        };
        mlirOperationRemoveFromParent(inner);
        let functions = body_ops(inner);
        if debug_info {
            if let Some(first) = functions.first() {
                mlirOperationSetLocation(inner, mlirOperationGetLocation(*first));
            }
            for f in &functions {
                strip_argument_locations(*f);
            }
        }
        let flags = mlirOpPrintingFlagsCreate();
        if debug_info {
            mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
        }
        let mut out = Vec::new();
        mlirOperationPrintWithFlags(inner, flags, Some(append), &mut out as *mut Vec<u8> as *mut c_void);
        mlirOpPrintingFlagsDestroy(flags);
        mlirOperationDestroy(inner);
        String::from_utf8_lossy(&out).into_owned()
    };
    Ok(unwrap_module_text(&text, debug_info))
}

/// Gives each entry argument its function's location, so that printing the
/// argument's location (which the cleanup below removes again) adds no alias
/// of its own.
unsafe fn strip_argument_locations(function: MlirOperation) {
    if mlirOperationGetNumRegions(function) == 0 {
        return;
    }
    let block = mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
    if block.ptr.is_null() {
        return;
    }
    let loc = mlirOperationGetLocation(function);
    for i in 0..mlirBlockGetNumArguments(block) {
        mlirBlockArgumentSetLocation(mlirBlockGetArgument(block, i), loc);
    }
}

/// Removes ` loc(...)` after each `%name` of an `entry` signature line.
fn strip_signature_locations(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find(" loc(") {
        // Only a location that directly follows an SSA name (`%arg0 loc(...)`).
        let before = &rest[..i];
        let follows_value = before
            .rfind('%')
            .is_some_and(|p| before[p + 1..].chars().all(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == '.'));
        if !follows_value {
            out.push_str(&rest[..i + 5]);
            rest = &rest[i + 5..];
            continue;
        }
        out.push_str(before);
        // Skip the balanced `loc(...)`.
        let after = &rest[i + 1..];
        let mut depth = 0usize;
        let mut end = after.len();
        let mut in_string = false;
        for (j, c) in after.char_indices() {
            match c {
                '"' => in_string = !in_string,
                '(' if !in_string => depth += 1,
                ')' if !in_string => {
                    depth -= 1;
                    if depth == 0 {
                        end = j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// MLIR's print of a `cuda_tile.module` → NVIDIA's layout: the body at the
/// top level (wrapper lines dropped, two spaces of indentation less); with
/// debug info, the signatures without argument locations and every alias
/// definition (MLIR prints those that a signature needs before the module)
/// after the functions, in the order MLIR numbered them.
pub fn unwrap_module_text(text: &str, debug_info: bool) -> String {
    let mut aliases = Vec::new();
    let mut body = Vec::new();
    let mut depth = 0usize;
    for line in text.lines() {
        if depth == 0 {
            if line.starts_with('#') {
                aliases.push(line.to_owned());
            } else if line.starts_with(ct::ModuleOperation::name()) && line.trim_end().ends_with('{') {
                depth = 1;
            }
            continue;
        }
        if line.starts_with('}') {
            depth = 0;
            continue;
        }
        let line = line.strip_prefix("  ").unwrap_or(line);
        if debug_info && line.starts_with("entry @") {
            body.push(strip_signature_locations(line));
        } else {
            body.push(line.to_owned());
        }
    }
    let mut out = String::new();
    for line in body {
        out.push_str(&line);
        out.push('\n');
    }
    if debug_info {
        aliases.sort_by_key(|a| alias_rank(a));
        for line in aliases {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// Sort key of an alias definition: NVIDIA's output lists the file first,
/// then the source locations, the compile unit and subprograms (and lexical
/// blocks), then the `di_loc`s, then call sites; within a kind, MLIR's
/// numbering.
fn alias_rank(line: &str) -> (u8, u64, String) {
    let name = line.split_whitespace().next().unwrap_or_default();
    let value = line.split_once(" = ").map_or("", |(_, v)| v);
    let kind = if value.starts_with("#cuda_tile.di_file") {
        0
    } else if value.starts_with("loc(\"") || value == "loc(unknown)" {
        1
    } else if value.starts_with("#cuda_tile.di_compile_unit") {
        2
    } else if value.starts_with("#cuda_tile.di_subprogram") {
        3
    } else if value.starts_with("#cuda_tile.di_lexical_block") {
        4
    } else if value.starts_with("#cuda_tile.di_loc") {
        6
    } else if value.starts_with("loc(") {
        // Call sites (and other composite locations) refer to `di_loc`s.
        7
    } else {
        5
    };
    let base = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let number = name[base.len()..].parse::<u64>().map_or(0, |n| n + 1);
    (kind, number, base.to_owned())
}

/// Reads the input and disassembles it.
pub fn run(cli: &Cli, input: &Path) -> Result<String, DisasmError> {
    let bytes = std::fs::read(input)
        .map_err(|e| DisasmError::Unreadable { path: input.display().to_string(), reason: os_message(&e) })?;
    disassemble(&bytes, cli.print_debug_info)
}

/// The whole program: parses `args`, prints, returns the exit status.
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
        print!("{}", version_text());
        return exit::SUCCESS;
    }
    let result = match &cli.input {
        // NVIDIA's tool prints its help, then the error.
        None => {
            let _ = Cli::command().print_help();
            Err(DisasmError::NoInput)
        }
        Some(input) => {
            std::panic::catch_unwind(|| run(&cli, input)).unwrap_or(Err(DisasmError::Internal)).and_then(|text| {
                tileas_output::write_atomically(&cli.output_file, text.as_bytes()).map_err(|e| {
                    DisasmError::Unwritable { path: cli.output_file.display().to_string(), reason: os_message(&e) }
                })
            })
        }
    };
    match result {
        Ok(()) => exit::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            e.exit_code()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cli_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn not_bytecode() {
        assert_eq!(disassemble(b"hello", false), Err(DisasmError::NotBytecode { hint: "" }));
        let e = disassemble(b"ML\xEFR\x00", false).unwrap_err();
        assert_eq!(
            e.to_string(),
            "error: input does not correspond to Tile IR bytecode (it looks like MLIR bytecode instead)"
        );
        assert_eq!(e.exit_code(), 3);
    }

    #[test]
    fn truncated_bytecode_is_a_read_error() {
        let e = disassemble(b"\x7fTileIR\x00", false).unwrap_err();
        assert!(matches!(e, DisasmError::Read { .. }), "{e:?}");
        assert!(e.to_string().ends_with("\nerror: failed to read provided Tile IR bytecode"), "{e}");
        assert_eq!(e.exit_code(), 3);
    }

    #[test]
    fn signature_locations_are_removed() {
        assert_eq!(
            strip_signature_locations("entry @k(%arg0 loc(#loc1): tile<i32>, %a_1 loc(\"f(x).py\":1:2): tile<f32>) {"),
            "entry @k(%arg0: tile<i32>, %a_1: tile<f32>) {"
        );
        assert_eq!(strip_signature_locations("entry @k() { loc(#x)"), "entry @k() { loc(#x)");
    }

    #[test]
    fn wrapper_is_removed() {
        let text = "#loc1 = loc(\"a.py\":1:0)\n\
                    cuda_tile.module @kernels {\n  entry @k(%arg0 loc(#loc2): tile<i32>) {\n    return loc(#loc2)\n  } loc(#loc2)\n} loc(#loc2)\n\
                    #loc = loc(\"a.py\":2:0)\n#loc2 = #cuda_tile.di_loc<#loc1 in #sp>\n#sp = #cuda_tile.di_subprogram<x>\n";
        assert_eq!(
            unwrap_module_text(text, true),
            "entry @k(%arg0: tile<i32>) {\n  return loc(#loc2)\n} loc(#loc2)\n\
             #loc = loc(\"a.py\":2:0)\n#loc1 = loc(\"a.py\":1:0)\n#sp = #cuda_tile.di_subprogram<x>\n#loc2 = #cuda_tile.di_loc<#loc1 in #sp>\n"
        );
        assert_eq!(
            unwrap_module_text(text, false),
            "entry @k(%arg0 loc(#loc2): tile<i32>) {\n  return loc(#loc2)\n} loc(#loc2)\n"
        );
    }
}
