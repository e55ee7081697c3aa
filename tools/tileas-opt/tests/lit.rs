//! `cargo test` entry for the lit suite in `test/`: runs every `test/**/*.mlir`
//! with the freshly built tools (`tileas-opt`, `tileiras`, `tileirdisasm`,
//! `tileas-llc`, the plugin) on PATH and LLVM 22's FileCheck/not, and fails if
//! any test fails.
//!
//! Everything the tests read is in the repository: `%corpus` is `corpus/`
//! (cuTile's kernels as TileIR bytecode, their Python sources and manifest).
//! What `scripts/setup.sh` provides (LLVM's tools, clang-22, NumPy, ptxas and
//! libdevice, the latter found exactly as the `tileiras` driver finds them) must
//! be there: without it the run fails. The only tests that may be skipped
//! (UNSUPPORTED) are the differential ones, which compare with NVIDIA's own
//! tools (`REQUIRES: nvidia-reference`, installed by `scripts/fetch-reference.sh`
//! into `$TILEAS_REFERENCE`, default `~/.cache/tileas-reference/13.1.80`) or use
//! the host-module comparison tool named by `$TILEAS_HOST_ABI_TOOL`
//! (`REQUIRES: host-abi-tool`).
//!
//! `TILEAS_LIT_FILTER=substring` runs a subset.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    time::Duration,
};
use tileas_lit::{run_suite, Config, Summary};
use tileas_tileiras::cuda;

/// How to get NVIDIA's reference tools (the differential tests).
const FETCH_REFERENCE: &str = "NVIDIA's reference tools are not installed: scripts/fetch-reference.sh installs them";

/// What the suite runs with, gathered before any test runs.
#[derive(Default)]
struct Setup {
    features: BTreeSet<String>,
    optional: BTreeMap<String, String>,
    substitutions: BTreeMap<String, String>,
    env: BTreeMap<String, std::ffi::OsString>,
    /// Pieces the set-up provides that are missing: the run fails.
    problems: Vec<String>,
}

impl Setup {
    fn feature(&mut self, name: &str) {
        self.features.insert(name.to_owned());
    }
    fn substitute(&mut self, key: &str, value: &Path) {
        self.substitutions.insert(key.to_owned(), value.display().to_string());
    }
}

fn main() {
    let tileas_opt = PathBuf::from(env!("CARGO_BIN_EXE_tileas-opt"));
    let bin_dir = tileas_opt.parent().expect("binary has a directory").to_path_buf();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let root = root.canonicalize().unwrap_or(root);
    let llvm_bin = PathBuf::from("/usr/lib/llvm-22/bin");

    let mut setup = Setup::default();
    built_tools(&mut setup, &bin_dir);
    in_repo_data(&mut setup, &root);
    cuda_toolkit(&mut setup, &bin_dir);
    setup_tools(&mut setup, &llvm_bin);
    reference_tools(&mut setup);
    cutile_client(&mut setup, &root);
    if !setup.problems.is_empty() {
        eprintln!("lit: the set-up is incomplete (scripts/setup.sh provides all of this):");
        for problem in &setup.problems {
            eprintln!("  {problem}");
        }
        std::process::exit(1);
    }

    let config = Config {
        test_root: root.join("test"),
        suffixes: vec!["mlir".into()],
        tool_dirs: vec![bin_dir.clone(), llvm_bin],
        substitutions: setup.substitutions,
        features: setup.features,
        optional_features: setup.optional,
        env: setup.env,
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
    print_summary(&config, &summary);
    if summary.failed() > 0 || summary.results.is_empty() {
        std::process::exit(1);
    }
}

/// The workspace's tools (`cargo build --release --workspace`; `cargo test -p
/// tileas-opt` builds only `tileas-opt`). Those with a feature name are what
/// `REQUIRES:` lines name; a missing tool fails the tests that use it.
fn built_tools(setup: &mut Setup, bin_dir: &Path) {
    let plugin = bin_dir.join("libTileasPlugin.so");
    setup.substitute("tileas_plugin", &plugin);
    // `tileiras`/`tileirdisasm` in RUN lines are ours; NVIDIA's are
    // `%tileiras` and `%reference/bin/tileirdisasm` (feature nvidia-reference).
    let mut missing = Vec::new();
    for (file, feature) in [
        ("libTileasPlugin.so", Some("plugin")),
        ("tileiras", Some("tileiras-driver")),
        ("tileirdisasm", Some("tileirdisasm-driver")),
        ("tileas-llc", Some("tileas-llc")),
        ("tileas-translate", None),
        ("tileas-emu-prep", None),
        ("tileas-capi-register", None),
    ] {
        match (bin_dir.join(file).is_file(), feature) {
            (true, Some(feature)) => setup.feature(feature),
            (true, None) => {}
            (false, _) => missing.push(file),
        }
    }
    if !missing.is_empty() {
        eprintln!(
            "lit: not built in {}: {} (cargo build --release --workspace); the tests that use them fail",
            bin_dir.display(),
            missing.join(", ")
        );
    }
}

/// Test data in the repository: the corpus, the examples, the scripts.
fn in_repo_data(setup: &mut Setup, root: &Path) {
    for dir in ["corpus", "examples", "scripts"] {
        setup.substitute(dir, &root.join(dir));
    }
    if !root.join("corpus/manifest.json").is_file() {
        setup.problems.push(format!("{}: the corpus is missing from the checkout", root.join("corpus").display()));
    }
}

/// ptxas and libdevice, found as the `tileiras` next to the tests would find
/// them (tools/tileiras/src/cuda.rs: CUDA_ROOT/CUDA_HOME/CUDA_PATH, next to the
/// driver, PATH, the checkout's `.cuda/`). RUN lines get them as `$PTXAS` and
/// `$TILEAS_LIBDEVICE`, which `tileas-llc --verify-ptxas` and codegen take
/// first, so every tool of a run uses the same pair.
fn cuda_toolkit(setup: &mut Setup, bin_dir: &Path) {
    let search = cuda::Search::for_executable(&bin_dir.join("tileiras"));
    match cuda::find_ptxas(&search) {
        Ok(ptxas) => {
            println!("lit: ptxas {}", ptxas.display());
            setup.feature("ptxas");
            setup.substitute("ptxas", &ptxas);
            setup.env.insert("PTXAS".to_owned(), ptxas.into_os_string());
        }
        Err(e) => setup.problems.push(e.to_string()),
    }
    match cuda::find_libdevice(&search) {
        Ok(libdevice) => {
            println!("lit: libdevice {}", libdevice.display());
            setup.feature("libdevice");
            setup.substitute("libdevice", &libdevice);
            setup.env.insert("TILEAS_LIBDEVICE".to_owned(), libdevice.into_os_string());
        }
        Err(e) => setup.problems.push(e.to_string()),
    }
}

/// LLVM's test tools, MLIR's, clang and NumPy (the CPU emulator:
/// emulator/emulate.py, test/Emulator, the `*-emulate` tests), all from
/// `scripts/setup.sh` (Debian's llvm-22-tools, mlir-22-tools, clang-22,
/// python3-numpy).
fn setup_tools(setup: &mut Setup, llvm_bin: &Path) {
    for tool in ["FileCheck", "not", "mlir-opt", "mlir-translate", "clang"] {
        if !llvm_bin.join(tool).is_file() {
            setup.problems.push(format!("{} not found", llvm_bin.join(tool).display()));
        }
    }
    let numpy = std::process::Command::new("python3").args(["-c", "import numpy"]).output();
    if numpy.is_ok_and(|out| out.status.success()) {
        setup.feature("numpy");
    } else {
        setup.problems.push("python3 cannot import numpy".to_owned());
    }
}

/// NVIDIA's own tools for the differential tests: `scripts/fetch-reference.sh`
/// installs them in `$TILEAS_REFERENCE` (default
/// `~/.cache/tileas-reference/13.1.80`). The host-module comparison tool is
/// used only where `$TILEAS_HOST_ABI_TOOL` names it. Both are optional: the
/// tests that need them are skipped without them.
fn reference_tools(setup: &mut Setup) {
    setup.optional.insert("nvidia-reference".to_owned(), FETCH_REFERENCE.to_owned());
    setup.optional.insert(
        "host-abi-tool".to_owned(),
        "no host-module comparison tool: set TILEAS_HOST_ABI_TOOL to host_abi.py".to_owned(),
    );
    let reference = std::env::var_os("TILEAS_REFERENCE")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/tileas-reference/13.1.80")));
    if let Some(reference) = reference {
        let bin = reference.join("bin");
        if ["tileiras", "tileiras-13.5", "tileirdisasm", "ptxas"].iter().all(|t| bin.join(t).is_file()) {
            setup.feature("nvidia-reference");
        }
        setup.substitute("tileiras", &bin.join("tileiras"));
        setup.substitute("tileiras135", &bin.join("tileiras-13.5"));
        setup.substitute("reference", &reference);
    }
    if let Some(tool) = std::env::var_os("TILEAS_HOST_ABI_TOOL").map(PathBuf::from) {
        if tool.is_file() {
            setup.feature("host-abi-tool");
        }
        setup.substitute("host_abi", &tool);
    }
}

/// cuTile Python from PyPI for the client test (`scripts/cutile-client-test.sh`, which
/// installs it into `target/cutile-venv`): present when that environment already has
/// cuTile or PyPI answers; the only reason to skip the test is an unreachable PyPI.
fn cutile_client(setup: &mut Setup, root: &Path) {
    setup.optional.insert(
        "cutile-pypi".to_owned(),
        "PyPI is unreachable and target/cutile-venv has no cuTile: cannot install cuda-tile==1.7.0".to_owned(),
    );
    let venv = root.join("target/cutile-venv");
    let installed = std::fs::read_dir(venv.join("lib"))
        .into_iter()
        .flatten()
        .flatten()
        .any(|python| python.path().join("site-packages/cuda/tile").is_dir());
    if installed || pypi_reachable() {
        setup.feature("cutile-pypi");
    }
}

/// Whether pypi.org accepts a TCP connection on port 443 within a few seconds.
fn pypi_reachable() -> bool {
    use std::net::{TcpStream, ToSocketAddrs};
    let Ok(addrs) = ("pypi.org", 443).to_socket_addrs() else { return false };
    addrs.into_iter().any(|addr| TcpStream::connect_timeout(&addr, Duration::from_secs(5)).is_ok())
}

fn print_summary(config: &Config, summary: &Summary) {
    println!();
    println!("lit summary ({} files):", summary.results.len());
    for (path, outcome, _) in &summary.results {
        let relative = path.strip_prefix(&config.test_root).unwrap_or(path);
        println!("  {outcome:<11} {}", relative.display());
    }
    if summary.skipped() > 0 {
        println!(
            "{} skipped: differential tests whose reference tools are missing (see the reasons above)",
            summary.skipped()
        );
    }
    println!("{} passed, {} failed", summary.passed(), summary.failed());
}
