//! Configures and builds `cmake-helpers/CMakeLists.txt` (the C++ half of
//! tileas), makes the two shared libraries it produces linkable and
//! loadable (they are copied next to the binaries cargo builds, where the
//! `$ORIGIN` rpath set in `.cargo/config.toml` finds them) with the C API's
//! test program, and generates the
//! Rust bindings of the C API headers in `cpp/include/tileas-c/` with bindgen.

use std::{
    env, fs,
    path::{Path, PathBuf},
};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest.parent().expect("cmake-helpers lives in the workspace root").to_path_buf();
    for watched in ["cmake-helpers/CMakeLists.txt", "cpp", "dialect-defs"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    println!("cargo:rerun-if-env-changed=LIBCLANG_PATH");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    generate_bindings(&root, &out_dir);

    let mut config = cmake::Config::new(&manifest);
    config.profile("Release");
    if which("ninja") {
        config.generator("Ninja");
    }
    let install = config.build();
    let lib_dir = install.join("lib");

    println!("cargo:rustc-link-search=native={}", lib_dir.display());
    println!("cargo:rustc-link-lib=dylib=TileasCAPI");
    println!("cargo:lib_dir={}", lib_dir.display());

    // OUT_DIR is target/<profile>/build/<pkg>-<hash>/out.
    let profile_dir = out_dir.ancestors().nth(3).expect("OUT_DIR has the layout cargo documents").to_path_buf();
    // The libraries, and the C API test program (test/CAPI/register.mlir runs it
    // from the tool directory like the cargo-built tools).
    let files = [("lib", "libTileasCAPI.so"), ("lib", "libMLIR-C.so"), ("bin", "tileas-capi-register")];
    for (dir, name) in files {
        let from = install.join(dir).join(name);
        let to = profile_dir.join(name);
        // Replace atomically so a running binary never sees half a library.
        let tmp = profile_dir.join(format!(".{name}.tmp"));
        fs::copy(&from, &tmp).unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
        fs::rename(&tmp, &to).unwrap_or_else(|e| panic!("install {}: {e}", to.display()));
    }
}

/// The LLVM/MLIR 22 installation (`MLIR_SYS_220_PREFIX`, as for mlir-sys).
fn llvm_prefix() -> PathBuf {
    env::var_os("MLIR_SYS_220_PREFIX").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
}

/// Writes `$OUT_DIR/{tileas,bytecode,pass_info_layout}.rs`:
/// * `tileas.rs`: everything declared in `Tileas.h` and `NvTileAA.h`
///   (included at the crate root);
/// * `bytecode.rs`: everything declared in `Bytecode.h` (module `bytecode`);
/// * `pass_info_layout.rs`: the C layout of the two pass-registration
///   structs, which the crate declares itself with Rust field names and
///   non-null callbacks and checks against this one at compile time.
///
/// MLIR's C types (`MlirType`, `MlirContext`, ...) are not generated: the
/// bindings use mlir-sys' (`use mlir_sys::*` in the including module), so the
/// values interoperate with melior and mlir-sys.
fn generate_bindings(root: &Path, out_dir: &Path) {
    let prefix = llvm_prefix();
    // bindgen loads libclang at run time; Debian's libclang-22-dev puts it in
    // LLVM's lib directory (.cargo/config.toml sets LIBCLANG_PATH too).
    if env::var_os("LIBCLANG_PATH").is_none() {
        env::set_var("LIBCLANG_PATH", prefix.join("lib"));
    }
    let include = root.join("cpp/include");
    let header = |name: &str| include.join("tileas-c").join(name).display().to_string();
    let base = || {
        bindgen::Builder::default()
            .clang_arg(format!("-I{}", include.display()))
            .clang_arg(format!("-I{}", prefix.join("include").display()))
            .blocklist_type("Mlir.*")
            .prepend_enum_name(false)
            .layout_tests(false)
            .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
    };
    let write = |builder: bindgen::Builder, file: &str| {
        builder
            .generate()
            .unwrap_or_else(|e| panic!("bindgen ({file}): {e}"))
            .write_to_file(out_dir.join(file))
            .unwrap_or_else(|e| panic!("write {file}: {e}"));
    };

    // Tileas.h + NvTileAA.h. The pass-registration structs are declared in
    // src/lib.rs (snake_case fields, callbacks that cannot be null).
    let main = base()
        .header(header("Tileas.h"))
        .header(header("NvTileAA.h"))
        .allowlist_file(".*/tileas-c/(Tileas|NvTileAA)\\.h")
        .allowlist_function("mlirGetDialectHandle__(cuda_tile|nv_tileaa|nv_tileas)__")
        .blocklist_type("Tileas(RustPass|PassOption)Info");
    write(main, "tileas.rs");

    write(base().header(header("Bytecode.h")).allowlist_file(".*/tileas-c/Bytecode\\.h"), "bytecode.rs");
    write(base().header(header("Translate.h")).allowlist_file(".*/tileas-c/Translate\\.h"), "translate.rs");

    let layout = base().header(header("Tileas.h")).allowlist_type("Tileas(RustPass|PassOption)Info").layout_tests(true);
    write(layout, "pass_info_layout.rs");
}

fn which(program: &str) -> bool {
    env::var_os("PATH").map(|paths| env::split_paths(&paths).any(|dir| dir.join(program).is_file())).unwrap_or(false)
}
