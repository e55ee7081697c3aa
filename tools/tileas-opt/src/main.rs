//! `tileas-opt`: upstream `MlirOptMain` with tileas registered, so every
//! mlir-opt flag (`--pass-pipeline`, `--split-input-file`,
//! `--verify-diagnostics`, `--mlir-print-ir-after-all`, `--mlir-timing`, …)
//! works unchanged. Inputs that start with the TileIR bytecode magic are
//! translated to cuda_tile first (crate `tileas-bytecode-mlir`), and
//! `--emit-tilebc` writes the result as TileIR bytecode.

use std::ffi::{c_char, c_int, CString};

fn main() {
    tileas_dialects::install_verifiers();
    tileas_passes::register_all();
    tileas_bytecode_mlir::install_tileas_opt_hooks();

    // Arguments go to LLVM's command-line parser as C strings; an argument
    // with an interior NUL cannot be passed on, so report it instead.
    let args: Result<Vec<CString>, _> = std::env::args_os().map(|arg| CString::new(arg.into_encoded_bytes())).collect();
    let args = match args {
        Ok(args) => args,
        Err(error) => {
            eprintln!("tileas-opt: invalid argument: {error}");
            std::process::exit(2);
        }
    };
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    // SAFETY: the handles passed are live for the call (owned by the module or context in scope) and every pointer
    // argument outlives the call.
    let code = unsafe { tileas_sys::tileasOptMain(args.len() as c_int, argv.as_mut_ptr()) };
    std::process::exit(code);
}
