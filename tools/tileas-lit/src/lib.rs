//! A lit-style test runner for `cargo test`.
//!
//! It understands the subset of LLVM lit that MLIR tests use: `RUN:` lines
//! (with `\` continuations), `REQUIRES:` features, `UNSUPPORTED:`, `XFAIL: *`,
//! and the substitutions `%s %S %t %T %p %{name}` plus user-defined ones. Each
//! RUN line runs in `bash -o pipefail` with the configured tool directories
//! first on `PATH`, so `tileas-opt | FileCheck %s` and `not tileas-opt ...`
//! resolve to the freshly built tools and LLVM's own `FileCheck` and `not`.
//!
//! A test that `REQUIRES:` a feature the run lacks reports UNSUPPORTED only when
//! that feature is one of [`Config::optional_features`] (in tileas: NVIDIA's
//! reference tools, which only the differential tests use); any other missing
//! feature makes the test FAIL, so a broken set-up cannot pass by skipping.
//! Likewise `UNSUPPORTED:` may name only optional features.

use regex::Regex;
use std::{
    collections::{BTreeMap, BTreeSet},
    ffi::OsString,
    fmt, fs,
    path::{Path, PathBuf},
    process::Command,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum LitError {
    #[error("cannot read {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{path}:{line}: RUN line ends with a continuation '\\' but the file ends")]
    DanglingContinuation { path: PathBuf, line: usize },
    #[error("{path}: no RUN lines")]
    NoRunLines { path: PathBuf },
}

/// Test-suite configuration.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Directory searched recursively for tests.
    pub test_root: PathBuf,
    /// File extensions that are tests (without the dot).
    pub suffixes: Vec<String>,
    /// Directories prepended to `PATH` for RUN lines.
    pub tool_dirs: Vec<PathBuf>,
    /// Extra `%name` substitutions (key without `%`).
    pub substitutions: BTreeMap<String, String>,
    /// Features this run has.
    pub features: BTreeSet<String>,
    /// Features that may be absent, with how to get each: a test that needs
    /// one of them is UNSUPPORTED without it. A test that needs an absent
    /// feature not listed here fails.
    pub optional_features: BTreeMap<String, String>,
    /// Environment variables set for every RUN line.
    pub env: BTreeMap<String, OsString>,
    /// Scratch directory for `%t`.
    pub temp_root: PathBuf,
    /// Only run tests whose relative path contains this string.
    pub filter: Option<String>,
    /// Worker threads.
    pub jobs: usize,
    /// Per-RUN-line time limit.
    pub timeout: Duration,
}

/// One parsed test file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestFile {
    pub path: PathBuf,
    pub run_lines: Vec<String>,
    pub requires: Vec<String>,
    pub unsupported: Vec<String>,
    pub xfail: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Pass,
    Fail { command: String, output: String },
    Unsupported { reason: String },
    XFail,
    XPass,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Pass => "PASS",
            Outcome::Fail { .. } => "FAIL",
            Outcome::Unsupported { .. } => "UNSUPPORTED",
            Outcome::XFail => "XFAIL",
            Outcome::XPass => "XPASS",
        })
    }
}

/// Parses the directives of a test file's text.
pub fn parse_test(path: &Path, text: &str) -> Result<TestFile, LitError> {
    let directive = Regex::new(r"(?:^|[^A-Za-z0-9_-])(RUN|REQUIRES|UNSUPPORTED|XFAIL):(.*)$").expect("static regex");
    let mut test = TestFile {
        path: path.to_owned(),
        run_lines: Vec::new(),
        requires: Vec::new(),
        unsupported: Vec::new(),
        xfail: false,
    };
    let mut pending: Option<(usize, String)> = None;
    for (number, line) in text.lines().enumerate() {
        let Some(captures) = directive.captures(line) else {
            if let Some((start, _)) = pending {
                return Err(LitError::DanglingContinuation { path: path.to_owned(), line: start + 1 });
            }
            continue;
        };
        let body = captures[2].trim();
        match &captures[1] {
            "RUN" => {
                let (mut command, start) = match pending.take() {
                    Some((start, command)) => (command, start),
                    None => (String::new(), number),
                };
                if let Some(stripped) = body.strip_suffix('\\') {
                    command.push_str(stripped.trim_end());
                    command.push(' ');
                    pending = Some((start, command));
                } else {
                    command.push_str(body);
                    test.run_lines.push(command);
                }
            }
            "REQUIRES" => test.requires.extend(split_list(body)),
            "UNSUPPORTED" => test.unsupported.extend(split_list(body)),
            "XFAIL" => test.xfail = !body.is_empty(),
            _ => unreachable!("regex alternatives"),
        }
    }
    if let Some((start, _)) = pending {
        return Err(LitError::DanglingContinuation { path: path.to_owned(), line: start + 1 });
    }
    if test.run_lines.is_empty() {
        return Err(LitError::NoRunLines { path: path.to_owned() });
    }
    Ok(test)
}

fn split_list(body: &str) -> impl Iterator<Item = String> + '_ {
    body.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned)
}

/// Applies `%`-substitutions to one RUN line. Longer keys win over their
/// prefixes (`%tileas` before `%t`); `%%` is a literal `%`.
pub fn substitute(command: &str, test: &Path, temp: &Path, extra: &BTreeMap<String, String>) -> String {
    let dir = test.parent().unwrap_or(Path::new("."));
    let mut table: Vec<(String, String)> = extra.iter().map(|(k, v)| (format!("%{k}"), v.clone())).collect();
    table.extend(extra.iter().map(|(k, v)| (format!("%{{{k}}}"), v.clone())));
    let temp_dir = temp.parent().unwrap_or(Path::new("."));
    table.extend([
        ("%s".to_owned(), test.display().to_string()),
        ("%S".to_owned(), dir.display().to_string()),
        ("%p".to_owned(), dir.display().to_string()),
        ("%t".to_owned(), temp.display().to_string()),
        ("%T".to_owned(), temp_dir.display().to_string()),
    ]);
    table.sort_by_key(|entry| std::cmp::Reverse(entry.0.len()));
    let mut out = String::with_capacity(command.len());
    let mut rest = command;
    'outer: while let Some(pos) = rest.find('%') {
        out.push_str(&rest[..pos]);
        rest = &rest[pos..];
        if let Some(after) = rest.strip_prefix("%%") {
            out.push('%');
            rest = after;
            continue;
        }
        for (key, value) in &table {
            if let Some(after) = rest.strip_prefix(key.as_str()) {
                out.push_str(value);
                rest = after;
                continue 'outer;
            }
        }
        out.push('%');
        rest = &rest[1..];
    }
    out.push_str(rest);
    out
}

/// Finds the tests under `config.test_root`, sorted by path.
pub fn discover(config: &Config) -> Result<Vec<PathBuf>, LitError> {
    let mut tests = Vec::new();
    for entry in walkdir::WalkDir::new(&config.test_root).sort_by_file_name() {
        let entry = entry.map_err(|e| LitError::Io {
            path: config.test_root.clone(),
            source: e.into_io_error().unwrap_or_else(|| std::io::Error::other("walk failed")),
        })?;
        let path = entry.path();
        let is_test = path.is_file()
            && path.extension().and_then(|e| e.to_str()).is_some_and(|e| config.suffixes.iter().any(|s| s == e))
            && !path.components().any(|c| c.as_os_str() == "Inputs");
        let selected = config
            .filter
            .as_deref()
            .is_none_or(|f| path.strip_prefix(&config.test_root).unwrap_or(path).to_string_lossy().contains(f));
        if is_test && selected {
            tests.push(path.to_owned());
        }
    }
    Ok(tests)
}

/// Runs one test file.
pub fn run_test(config: &Config, path: &Path) -> Outcome {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => return Outcome::Fail { command: String::new(), output: format!("cannot read test: {e}") },
    };
    let test = match parse_test(path, &text) {
        Ok(test) => test,
        Err(e) => return Outcome::Fail { command: String::new(), output: e.to_string() },
    };
    if let Some(outcome) = check_features(config, &test) {
        return outcome;
    }
    let relative = path.strip_prefix(&config.test_root).unwrap_or(path);
    let temp_dir = config.temp_root.join(relative.parent().unwrap_or(Path::new("")));
    if let Err(e) = fs::create_dir_all(&temp_dir) {
        return Outcome::Fail { command: String::new(), output: format!("cannot create {}: {e}", temp_dir.display()) };
    }
    let temp = temp_dir.join(format!("{}.tmp", relative.file_name().unwrap_or_default().to_string_lossy()));
    let mut path_var = OsString::new();
    for dir in &config.tool_dirs {
        path_var.push(dir);
        path_var.push(":");
    }
    path_var.push(std::env::var_os("PATH").unwrap_or_default());

    let mut failure = None;
    for line in &test.run_lines {
        let command = substitute(line, path, &temp, &config.substitutions);
        match run_command(&command, &path_var, &config.env, config.timeout) {
            Ok(()) => {}
            Err(output) => {
                failure = Some(Outcome::Fail { command, output });
                break;
            }
        }
    }
    match (failure, test.xfail) {
        (None, false) => Outcome::Pass,
        (None, true) => Outcome::XPass,
        (Some(_), true) => Outcome::XFail,
        (Some(fail), false) => fail,
    }
}

/// UNSUPPORTED when the test needs optional features the run lacks (or its
/// `UNSUPPORTED:` names an optional feature the run has); FAIL when it needs
/// any other feature the run lacks (or `UNSUPPORTED:` names another feature the
/// run has); `None` when it may run.
fn check_features(config: &Config, test: &TestFile) -> Option<Outcome> {
    let missing: Vec<&String> = test.requires.iter().filter(|f| !config.features.contains(*f)).collect();
    let (optional, required): (Vec<&String>, Vec<&String>) =
        missing.into_iter().partition(|f| config.optional_features.contains_key(*f));
    if !required.is_empty() {
        let output = format!(
            "REQUIRES {required:?}: not available in this run, and only the optional features {:?} may be \
             missing (a test is skipped only for those)",
            config.optional_features.keys().collect::<Vec<_>>()
        );
        return Some(Outcome::Fail { command: String::new(), output });
    }
    if !optional.is_empty() {
        let how: Vec<&str> =
            optional.iter().filter_map(|f| config.optional_features.get(*f)).map(String::as_str).collect();
        return Some(Outcome::Unsupported { reason: format!("missing features {optional:?}: {}", how.join("; ")) });
    }
    let hit = test.unsupported.iter().find(|f| config.features.contains(*f))?;
    if !config.optional_features.contains_key(hit) {
        let output = format!("UNSUPPORTED: {hit}, which is not an optional feature: the test would never run");
        return Some(Outcome::Fail { command: String::new(), output });
    }
    Some(Outcome::Unsupported { reason: format!("unsupported with feature {hit}") })
}

/// Runs `command` under bash; on failure returns its combined output.
fn run_command(
    command: &str,
    path_var: &OsString,
    env: &BTreeMap<String, OsString>,
    timeout: Duration,
) -> Result<(), String> {
    let script = format!("set -o pipefail\n{command}\n");
    let child = Command::new("timeout")
        .arg("--kill-after=5")
        .arg(format!("{}", timeout.as_secs().max(1)))
        .arg("bash")
        .arg("-c")
        .arg(&script)
        .envs(env)
        .env("PATH", path_var)
        .stdin(std::process::Stdio::null())
        .output();
    match child {
        Err(e) => Err(format!("cannot start bash: {e}")),
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => {
            let mut text = String::new();
            text.push_str(&String::from_utf8_lossy(&out.stdout));
            text.push_str(&String::from_utf8_lossy(&out.stderr));
            match out.status.code() {
                Some(124) => text.push_str(&format!("\n(timed out after {}s)", timeout.as_secs())),
                Some(code) => text.push_str(&format!("\n(exit status {code})")),
                None => text.push_str("\n(killed by a signal)"),
            }
            Err(text)
        }
    }
}

/// Result of a whole run.
#[derive(Debug, Default)]
pub struct Summary {
    pub results: Vec<(PathBuf, Outcome, Duration)>,
}

impl Summary {
    pub fn count(&self, pred: impl Fn(&Outcome) -> bool) -> usize {
        self.results.iter().filter(|(_, o, _)| pred(o)).count()
    }
    pub fn failed(&self) -> usize {
        self.count(|o| matches!(o, Outcome::Fail { .. } | Outcome::XPass))
    }
    pub fn passed(&self) -> usize {
        self.count(|o| matches!(o, Outcome::Pass | Outcome::XFail))
    }
    pub fn skipped(&self) -> usize {
        self.count(|o| matches!(o, Outcome::Unsupported { .. }))
    }
}

/// Runs every discovered test on `config.jobs` threads, printing a line per
/// file (and the failing command with its output) as results arrive.
pub fn run_suite(config: &Config) -> Result<Summary, LitError> {
    let tests = discover(config)?;
    let queue = Arc::new(Mutex::new(tests.into_iter().enumerate().collect::<Vec<_>>()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let jobs = config.jobs.max(1);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let queue = Arc::clone(&queue);
            let results = Arc::clone(&results);
            scope.spawn(move || loop {
                let next = queue.lock().expect("queue lock").pop();
                let Some((index, path)) = next else { break };
                let start = Instant::now();
                let outcome = run_test(config, &path);
                let elapsed = start.elapsed();
                report(config, &path, &outcome, elapsed);
                results.lock().expect("results lock").push((index, path, outcome, elapsed));
            });
        }
    });
    let mut results = Arc::try_unwrap(results).expect("threads joined").into_inner().expect("results lock");
    results.sort_by_key(|(index, ..)| *index);
    Ok(Summary { results: results.into_iter().map(|(_, p, o, d)| (p, o, d)).collect() })
}

fn report(config: &Config, path: &Path, outcome: &Outcome, elapsed: Duration) {
    let relative = path.strip_prefix(&config.test_root).unwrap_or(path).display();
    let mut text = format!("{outcome}: {relative} ({:.2}s)\n", elapsed.as_secs_f64());
    match outcome {
        Outcome::Fail { command, output } => {
            text.push_str(&format!("  command: {command}\n"));
            for line in output.lines() {
                text.push_str(&format!("  | {line}\n"));
            }
        }
        Outcome::Unsupported { reason } => text.push_str(&format!("  ({reason})\n")),
        _ => {}
    }
    print!("{text}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_directives_and_continuations() {
        let text = "// RUN: tileas-opt %s \\\n// RUN:   | FileCheck %s\n// REQUIRES: plugin, ptxas\n// RUN: true\n// CHECK: x\n";
        let test = parse_test(Path::new("a.mlir"), text).unwrap();
        assert_eq!(test.run_lines, vec!["tileas-opt %s | FileCheck %s", "true"]);
        assert_eq!(test.requires, vec!["plugin", "ptxas"]);
        assert!(!test.xfail);
    }

    #[test]
    fn rejects_files_without_run_lines() {
        assert!(matches!(parse_test(Path::new("a.mlir"), "// CHECK: x"), Err(LitError::NoRunLines { .. })));
    }

    #[test]
    fn rejects_dangling_continuation() {
        let err = parse_test(Path::new("a.mlir"), "// RUN: a \\\nfoo\n").unwrap_err();
        assert_eq!(err.to_string(), "a.mlir:1: RUN line ends with a continuation '\\' but the file ends");
    }

    #[test]
    fn substitutes_longest_first() {
        let extra = BTreeMap::from([("tileas_plugin".to_owned(), "/lib/p.so".to_owned())]);
        let out = substitute(
            "opt %s -o %t --load=%tileas_plugin 100%% %{tileas_plugin} %S",
            Path::new("/x/y.mlir"),
            Path::new("/tmp/y.mlir.tmp"),
            &extra,
        );
        assert_eq!(out, "opt /x/y.mlir -o /tmp/y.mlir.tmp --load=/lib/p.so 100% /lib/p.so /x");
    }

    fn scratch_test(name: &str, text: &str) -> (Config, PathBuf) {
        let root = std::env::temp_dir().join(format!("tileas-lit-{name}-{}", std::process::id()));
        fs::create_dir_all(&root).unwrap();
        let path = root.join("t.mlir");
        fs::write(&path, text).unwrap();
        let config = Config {
            test_root: root.clone(),
            temp_root: root.join("tmp"),
            timeout: Duration::from_secs(60),
            ..Config::default()
        };
        (config, path)
    }

    #[test]
    fn only_optional_features_may_be_missing() {
        let (mut config, path) = scratch_test("features", "// REQUIRES: ptxas, nvidia-reference\n// RUN: true\n");
        config.optional_features.insert("nvidia-reference".into(), "run scripts/fetch-reference.sh".into());
        // ptxas is neither present nor optional: a failure, not a skip.
        let outcome = run_test(&config, &path);
        assert!(matches!(&outcome, Outcome::Fail { output, .. } if output.contains("[\"ptxas\"]")), "{outcome:?}");
        config.features.insert("ptxas".into());
        let outcome = run_test(&config, &path);
        assert!(
            matches!(&outcome, Outcome::Unsupported { reason } if reason.contains("scripts/fetch-reference.sh")),
            "{outcome:?}"
        );
        config.features.insert("nvidia-reference".into());
        assert_eq!(run_test(&config, &path), Outcome::Pass);
        // `UNSUPPORTED:` may name only optional features.
        fs::write(&path, "// UNSUPPORTED: nvidia-reference\n// RUN: true\n").unwrap();
        assert!(matches!(run_test(&config, &path), Outcome::Unsupported { .. }));
        fs::write(&path, "// UNSUPPORTED: ptxas\n// RUN: true\n").unwrap();
        assert!(matches!(run_test(&config, &path), Outcome::Fail { .. }));
        let _ = fs::remove_dir_all(&config.test_root);
    }

    #[test]
    fn run_lines_see_the_configured_environment() {
        let (mut config, path) = scratch_test("env", "// RUN: test \"$TILEAS_LIT_PROBE\" = yes\n");
        assert!(matches!(run_test(&config, &path), Outcome::Fail { .. }));
        config.env.insert("TILEAS_LIT_PROBE".into(), "yes".into());
        assert_eq!(run_test(&config, &path), Outcome::Pass);
        let _ = fs::remove_dir_all(&config.test_root);
    }

    #[test]
    fn check_prefix_words_are_not_directives() {
        // "FOO-RUN:" must not be taken as a RUN line.
        let test = parse_test(Path::new("a.mlir"), "// RUN: true\n// CHECK-RUN: false\n").unwrap();
        assert_eq!(test.run_lines, vec!["true"]);
    }
}
