//! Configures and builds `cmake-helpers/CMakeLists.txt` (the C++ half of
//! tileas), then makes the two shared libraries it produces linkable and
//! loadable: they are copied next to the binaries cargo builds, where the
//! `$ORIGIN` rpath set in `.cargo/config.toml` finds them.

use std::{env, fs, path::PathBuf};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest.parent().expect("cmake-helpers lives in the workspace root").to_path_buf();
    for watched in ["cmake-helpers/CMakeLists.txt", "cpp", "dialect-defs"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }

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
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let profile_dir = out_dir.ancestors().nth(3).expect("OUT_DIR has the layout cargo documents").to_path_buf();
    for name in ["libTileasCAPI.so", "libMLIR-C.so"] {
        let from = lib_dir.join(name);
        let to = profile_dir.join(name);
        // Replace atomically so a running binary never sees half a library.
        let tmp = profile_dir.join(format!(".{name}.tmp"));
        fs::copy(&from, &tmp).unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
        fs::rename(&tmp, &to).unwrap_or_else(|e| panic!("install {}: {e}", to.display()));
    }
}

fn which(program: &str) -> bool {
    env::var_os("PATH").map(|paths| env::split_paths(&paths).any(|dir| dir.join(program).is_file())).unwrap_or(false)
}
