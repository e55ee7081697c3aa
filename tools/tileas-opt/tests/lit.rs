//! `cargo test` entry for the lit suite in `test/`: runs every `test/**/*.mlir`
//! with the freshly built `tileas-opt` (and plugin, when built) on PATH and
//! LLVM 22's FileCheck/not, and fails if any test fails.
//!
//! `TILEAS_LIT_FILTER=substring` runs a subset.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::PathBuf,
    time::Duration,
};
use tileas_lit::{run_suite, Config};

fn main() {
    let tileas_opt = PathBuf::from(env!("CARGO_BIN_EXE_tileas-opt"));
    let bin_dir = tileas_opt.parent().expect("binary has a directory").to_path_buf();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let root = root.canonicalize().unwrap_or(root);
    let llvm_bin = PathBuf::from("/usr/lib/llvm-22/bin");

    let mut features = BTreeSet::new();
    let mut substitutions = BTreeMap::new();
    let plugin = bin_dir.join("libTileasPlugin.so");
    if plugin.is_file() {
        features.insert("plugin".to_owned());
    }
    substitutions.insert("tileas_plugin".to_owned(), plugin.display().to_string());
    // Our tileiras driver (tools/tileiras): `tileiras` in RUN lines; `%tileiras`
    // is NVIDIA's reference binary.
    if bin_dir.join("tileiras").is_file() {
        features.insert("tileiras-driver".to_owned());
    }
    // Our disassembler (tools/tileirdisasm): `tileirdisasm` in RUN lines;
    // NVIDIA's is `%reference/bin/tileirdisasm` (feature `tileirdisasm`).
    if bin_dir.join("tileirdisasm").is_file() {
        features.insert("tileirdisasm-driver".to_owned());
    }
    substitutions.insert("examples".to_owned(), root.join("examples").display().to_string());
    substitutions.insert("scripts".to_owned(), root.join("scripts").display().to_string());
    // NVIDIA's real kernels and, when installed, NVIDIA's reference tools
    // (../shared/reference/fetch-reference-toolchain.sh) for differential tests.
    let corpus = root.join("../shared/corpus");
    let corpus = corpus.canonicalize().unwrap_or(corpus);
    if corpus.is_dir() {
        features.insert("corpus".to_owned());
    }
    substitutions.insert("corpus".to_owned(), corpus.display().to_string());
    let reference = std::env::var_os("TILEAS_REFERENCE")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/tileas-reference/13.1.80")));
    if let Some(reference) = reference {
        if reference.join("bin/tileirdisasm").is_file() {
            features.insert("tileirdisasm".to_owned());
        }
        // Tests that hand our bytecode to NVIDIA's tileiras are skipped without it.
        if reference.join("bin/tileiras").is_file() {
            features.insert("tileiras".to_owned());
        }
        substitutions.insert("tileiras".to_owned(), reference.join("bin/tileiras").display().to_string());
        // tileiras 13.5 (a wrapper on its own matched CUDA home): the reference below sm_100.
        if reference.join("bin/tileiras-13.5").is_file() {
            features.insert("tileiras-13.5".to_owned());
        }
        substitutions.insert("tileiras135".to_owned(), reference.join("bin/tileiras-13.5").display().to_string());
        substitutions.insert("reference".to_owned(), reference.display().to_string());
    }

    // NVIDIA's host-module comparison tool (../shared/tools/host_abi.py):
    // the differential host-ABI tests.
    let host_abi = root.join("../shared/tools/host_abi.py");
    if host_abi.is_file() {
        features.insert("host-abi-tool".to_owned());
    }
    substitutions.insert("host_abi".to_owned(), host_abi.display().to_string());

    // The codegen back end (test/Codegen): `tileas-llc` is built by
    // `cargo build/test --workspace`; ptxas and libdevice are NVIDIA's and
    // only used where installed ($CUDA_HOME or the reference cache).
    if bin_dir.join("tileas-llc").is_file() {
        features.insert("tileas-llc".to_owned());
    }
    // ptxas and libdevice come with the README's set-up (scripts/setup.sh puts
    // NVIDIA's wheels into .cuda/ when no toolkit has them): without them the
    // set-up is broken, and the suite fails instead of skipping their tests.
    if tileas_codegen::find_ptxas().is_none() || tileas_codegen::libdevice::find_libdevice().is_none() {
        eprintln!("lit: ptxas or libdevice not found (run scripts/setup.sh, or set CUDA_HOME)");
        std::process::exit(1);
    }
    features.insert("ptxas".to_owned());
    features.insert("libdevice".to_owned());

    // The CPU emulator (emulator/emulate.py, test/Emulator) needs NumPy, which
    // scripts/setup.sh installs: without it the suite fails rather than skips.
    let numpy = std::process::Command::new("python3").args(["-c", "import numpy"]).output();
    if !numpy.is_ok_and(|out| out.status.success()) {
        eprintln!("lit: python3 cannot import numpy (run scripts/setup.sh)");
        std::process::exit(1);
    }
    features.insert("numpy".to_owned());

    let config = Config {
        test_root: root.join("test"),
        suffixes: vec!["mlir".into()],
        tool_dirs: vec![bin_dir.clone(), llvm_bin],
        substitutions,
        features,
        temp_root: bin_dir.join("lit-tmp"),
        filter: std::env::var("TILEAS_LIT_FILTER").ok(),
        jobs: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2),
        // A guard against hangs; the differential corpus tests take a minute or two.
        timeout: Duration::from_secs(600),
    };
    let summary = match run_suite(&config) {
        Ok(summary) => summary,
        Err(error) => {
            eprintln!("lit: {error}");
            std::process::exit(2);
        }
    };
    println!();
    println!("lit summary ({} files):", summary.results.len());
    for (path, outcome, _) in &summary.results {
        let relative = path.strip_prefix(&config.test_root).unwrap_or(path);
        println!("  {outcome:<11} {}", relative.display());
    }
    if summary.skipped() > 0 {
        println!("{} skipped (missing features; build the whole workspace first)", summary.skipped());
    }
    println!("{} passed, {} failed", summary.passed(), summary.failed());
    if summary.failed() > 0 || summary.results.is_empty() {
        std::process::exit(1);
    }
}
