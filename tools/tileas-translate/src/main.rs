//! `tileas-translate`: MLIR's `mlir-translate` main (`mlirTranslateMain`, through
//! the C++ shim's `tileasTranslateMain`) with the TileIR bytecode translations:
//!
//! ```text
//! tileas-translate --tilebc-to-mlir kernel.tileirbc -o kernel.mlir      (alias -cudatilebc-to-mlir)
//! tileas-translate --mlir-to-tilebc kernel.mlir -o kernel.tileirbc      (alias -mlir-to-cudatilebc)
//! tileas-translate -test-cudatile-roundtrip -no-implicit-module kernel.mlir
//! ```
//! Every mlir-translate flag works (`--split-input-file`, `--verify-diagnostics`,
//! `-no-implicit-module`, `-mlir-print-debuginfo`, `--allow-unregistered-dialect`,
//! ...). Bytecode → MLIR prints the `cuda_tile.module` itself (no `builtin.module`
//! around it). `-bytecode-version=13.1` picks the version written. Diagnostics
//! are MLIR's, at the locations of the ops concerned (bytecode read errors at
//! `<file>:0:0`); the exit status is 1 on any failure. The output file (`-o`) is
//! written to a temporary file next to it and renamed into place on success, so
//! a failed translation leaves no file and an existing file untouched.
//!
//! Run as `cuda-tile-translate` (a link or copy under that name, as
//! `scripts/install.sh` installs one), it stands in for NVIDIA's open-source
//! cuda-tile 13.1 tool: bytecode 13.1 only, read and written, and that
//! release's `[13.1, 13.1]` in its version messages. A tool replacing the 13.1
//! one must not accept or write what the 13.1 one would refuse; under its own
//! name it reads and writes 13.1 to 13.5.

mod hooks;

use std::{
    ffi::{c_char, c_int, CString, OsString},
    path::{Path, PathBuf},
};

/// Where the real output goes once the translation has succeeded.
struct Output {
    temporary: PathBuf,
    target: PathBuf,
}

/// The value of `-o` if `args[i]` is that option: `(value, args consumed)`.
fn output_option(args: &[OsString], i: usize) -> Option<(OsString, usize)> {
    let arg = args[i].to_str()?;
    let name = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))?;
    if name == "o" {
        return args.get(i + 1).map(|value| (value.clone(), 2));
    }
    name.strip_prefix("o=").map(|value| (OsString::from(value), 1))
}

/// Points `-o FILE` at a temporary file next to FILE when FILE is (or will be)
/// a regular file; the caller renames it into place on success.
fn redirect_output(args: &mut Vec<OsString>) -> Option<Output> {
    let mut i = 1;
    let mut found = None;
    while i < args.len() {
        if args[i] == "--" {
            break;
        }
        match output_option(args, i) {
            Some((value, consumed)) => {
                found = Some((i, value, consumed));
                i += consumed;
            }
            None => i += 1,
        }
    }
    let (index, value, consumed) = found?;
    let target = PathBuf::from(&value);
    if target == Path::new("-") || std::fs::metadata(&target).is_ok_and(|m| !m.is_file()) {
        return None;
    }
    let dir = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    let temporary = dir.join(format!(".{name}.tileas-tmp.{}", std::process::id()));
    let mut option = OsString::from("-o=");
    option.push(&temporary);
    args.splice(index..index + consumed, [option]);
    Some(Output { temporary, target })
}

/// The name NVIDIA's 13.1 release gives this tool (see the crate docs).
const CUDA_TILE_13_1_NAME: &str = "cuda-tile-translate";

fn main() {
    tileas_dialects::install_verifiers();
    let mut args: Vec<OsString> = std::env::args_os().collect();
    if args.first().and_then(|a| Path::new(a).file_name()).is_some_and(|name| name == CUDA_TILE_13_1_NAME) {
        hooks::set_newest_version(tileas_bytecode::schema::V13_1);
    }
    let output = redirect_output(&mut args);
    // Arguments go to LLVM's command-line parser as C strings; an argument
    // with an interior NUL cannot be passed on, so report it instead.
    let args: Result<Vec<CString>, _> = args.into_iter().map(|arg| CString::new(arg.into_encoded_bytes())).collect();
    let args = match args {
        Ok(args) => args,
        Err(error) => {
            eprintln!("tileas-translate: invalid argument: {error}");
            std::process::exit(2);
        }
    };
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    let hooks = hooks::hooks();
    // SAFETY: `argv` holds `args.len()` pointers to NUL-terminated strings owned by `args`, then a null pointer;
    // both, and `hooks`, outlive the call.
    let mut code =
        unsafe { tileas_sys::translate::tileasTranslateMain(args.len() as c_int, argv.as_mut_ptr(), &hooks) };
    if let Some(Output { temporary, target }) = output {
        if code == 0 && temporary.exists() {
            if let Err(error) = std::fs::rename(&temporary, &target) {
                eprintln!("{}: error: cannot write output: {}", target.display(), tileas_output::os_message(&error));
                code = 1;
            }
        }
        // On failure MLIR removed it already; after a failed rename it is ours.
        let _ = std::fs::remove_file(&temporary);
    }
    std::process::exit(code);
}
