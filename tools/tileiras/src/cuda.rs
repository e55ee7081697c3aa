//! The CUDA toolkit pieces tileiras needs: `ptxas` (PTX → cubin) and
//! `libdevice.10.bc` (the math library linked into the LLVM module).
//!
//! Search order, first hit wins (each root is laid out as a CUDA_HOME:
//! `bin/ptxas`, `nvvm/libdevice/libdevice.10.bc`):
//! 1. `$CUDA_ROOT`, `$CUDA_HOME`, `$CUDA_PATH` (NVIDIA's driver order);
//! 2. next to the executable, laid out as NVIDIA's `nvidia-cuda-tileiras`
//!    wheel and `scripts/install.sh` lay them out: `<dir of exe>/ptxas` and
//!    `<dir of exe>/../nvvm/libdevice/libdevice.10.bc` (the exe is in `bin/`),
//!    so that an installed tree works wherever it is moved;
//! 3. `ptxas` on `$PATH`; libdevice in the toolkit that holds that ptxas
//!    (`<dir of ptxas>/../nvvm/libdevice/`);
//! 4. the project's own install, `.cuda/` at the root of the checkout, which
//!    `scripts/setup.sh` fills from NVIDIA's PyPI wheels when no toolkit exists
//!    (found next to the binary, `target/<profile>/../../.cuda`, and at the
//!    checkout this binary was built from).
//!
//! When nothing is found the error names every place that was looked at.

use std::{
    ffi::OsString,
    fmt,
    io::Read,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

/// Where libdevice lives inside a toolkit root.
pub const LIBDEVICE_IN_ROOT: &str = "nvvm/libdevice/libdevice.10.bc";

/// What the search looks at; [`Search::from_env`] fills it from the process.
#[derive(Clone, Debug, Default)]
pub struct Search {
    /// `(variable name, value)` for CUDA_ROOT, CUDA_HOME, CUDA_PATH, in order.
    pub roots: Vec<(&'static str, PathBuf)>,
    /// The directory of the running executable (symlinks resolved), searched
    /// after the roots and before `$PATH`.
    pub exe_dir: Option<PathBuf>,
    /// `$PATH`.
    pub path: Option<OsString>,
    /// The project's own install directories (`.cuda/`).
    pub project_dirs: Vec<PathBuf>,
}

impl Search {
    /// What the running executable searches.
    pub fn from_env() -> Self {
        match std::env::current_exe() {
            Ok(exe) => Self::for_executable(&exe),
            Err(_) => Search {
                roots: env_roots(),
                exe_dir: None,
                path: std::env::var_os("PATH"),
                project_dirs: project_dirs(),
            },
        }
    }

    /// What the `tileiras` at `exe` searches when started with this process's
    /// environment. The lit harness (tools/tileas-opt/tests/lit.rs) asks this
    /// of `target/<profile>/tileiras`, so the tests and the driver take ptxas
    /// and libdevice from the same place.
    pub fn for_executable(exe: &Path) -> Self {
        let exe = exe.canonicalize().unwrap_or_else(|_| exe.to_path_buf());
        Search {
            roots: env_roots(),
            exe_dir: exe.parent().map(Path::to_path_buf),
            path: std::env::var_os("PATH"),
            project_dirs: project_dirs_of(&exe),
        }
    }

    fn path_dirs(&self) -> Vec<PathBuf> {
        self.path
            .as_ref()
            .map(|p| std::env::split_paths(p).filter(|d| !d.as_os_str().is_empty()).collect())
            .unwrap_or_default()
    }
}

/// The running executable's directory. `current_exe` is `/proc/self/exe` on
/// Linux, already free of symlinks; canonicalizing again covers other systems,
/// so a `tileiras` symlinked into `~/bin` still finds the tree it belongs to.
pub fn exe_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let exe = exe.canonicalize().unwrap_or(exe);
    exe.parent().map(Path::to_path_buf)
}

/// `$CUDA_ROOT`, `$CUDA_HOME`, `$CUDA_PATH` (those set and not empty), in order.
fn env_roots() -> Vec<(&'static str, PathBuf)> {
    ["CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"]
        .into_iter()
        .filter_map(|var| match std::env::var_os(var) {
            Some(v) if !v.is_empty() => Some((var, PathBuf::from(v))),
            _ => None,
        })
        .collect()
}

/// `.cuda/` of the checkout: next to the binary (`target/<profile>/tileiras`
/// or `target/<profile>/deps/<test>`), and where this crate was built.
pub fn project_dirs() -> Vec<PathBuf> {
    match std::env::current_exe() {
        Ok(exe) => project_dirs_of(&exe),
        Err(_) => project_dirs_of(Path::new("")),
    }
}

/// [`project_dirs`] for the executable at `exe`: the `.cuda/` beside the
/// `target/` directory that holds it, then the checkout this crate was built in.
pub fn project_dirs_of(exe: &Path) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let mut dir = exe.parent().map(Path::to_path_buf);
    while let Some(d) = dir {
        if d.file_name().is_some_and(|n| n == "target") {
            if let Some(root) = d.parent() {
                dirs.push(root.join(".cuda"));
            }
            break;
        }
        dir = d.parent().map(Path::to_path_buf);
    }
    let built = tileas_codegen::project_cuda();
    let built = built.canonicalize().unwrap_or(built);
    if !dirs.contains(&built) {
        dirs.push(built);
    }
    dirs
}

/// A toolkit piece that was not found, with everything that was tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotFound {
    pub what: &'static str,
    pub searched: Vec<String>,
}

impl fmt::Display for NotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot find {} (searched: ", self.what)?;
        if self.searched.is_empty() {
            write!(f, "nothing: CUDA_ROOT, CUDA_HOME, CUDA_PATH and PATH are unset")?;
        } else {
            write!(f, "{}", self.searched.join(", "))?;
        }
        write!(
            f,
            "); set CUDA_HOME to a CUDA 13 toolkit or run scripts/setup.sh, which installs NVIDIA's \
             nvidia-cuda-nvcc and nvidia-nvvm wheels into .cuda/"
        )
    }
}

impl std::error::Error for NotFound {}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    p.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
}

/// Finds `ptxas`.
pub fn find_ptxas(search: &Search) -> Result<PathBuf, NotFound> {
    let mut searched = Vec::new();
    for (var, root) in &search.roots {
        let p = root.join("bin/ptxas");
        if is_executable(&p) {
            return Ok(p);
        }
        searched.push(format!("${var}/bin/ptxas = {}", p.display()));
    }
    if let Some(dir) = &search.exe_dir {
        let p = dir.join("ptxas");
        if is_executable(&p) {
            return Ok(p);
        }
        searched.push(format!("next to tileiras: {}", p.display()));
    }
    let path_dirs = search.path_dirs();
    for dir in &path_dirs {
        let p = dir.join("ptxas");
        if is_executable(&p) {
            return Ok(p);
        }
    }
    if !path_dirs.is_empty() {
        searched.push("ptxas on $PATH".to_owned());
    }
    for dir in &search.project_dirs {
        let p = dir.join("bin/ptxas");
        if is_executable(&p) {
            return Ok(p);
        }
        searched.push(p.display().to_string());
    }
    Err(NotFound { what: "ptxas", searched })
}

/// Finds `libdevice.10.bc`.
pub fn find_libdevice(search: &Search) -> Result<PathBuf, NotFound> {
    let mut searched = Vec::new();
    let mut roots: Vec<(String, PathBuf)> = search.roots.iter().map(|(v, r)| (format!("${v}/"), r.clone())).collect();
    // An installed tree: `<prefix>/bin/tileiras`, `<prefix>/nvvm/libdevice/`.
    if let Some(prefix) = search.exe_dir.as_deref().and_then(Path::parent) {
        roots.push(("next to tileiras: ".to_owned(), prefix.to_path_buf()));
    }
    // The toolkit that holds the ptxas on PATH (through symlinks).
    for dir in search.path_dirs() {
        let p = dir.join("ptxas");
        if is_executable(&p) {
            let real = p.canonicalize().unwrap_or(p);
            if let Some(root) = real.parent().and_then(Path::parent) {
                roots.push(("toolkit of ptxas on $PATH: ".to_owned(), root.to_path_buf()));
            }
            break;
        }
    }
    roots.extend(search.project_dirs.iter().map(|d| (String::new(), d.clone())));
    for (label, root) in roots {
        let p = root.join(LIBDEVICE_IN_ROOT);
        if p.is_file() {
            return Ok(p);
        }
        if label.starts_with('$') {
            searched.push(format!("{label}{LIBDEVICE_IN_ROOT} = {}", p.display()));
        } else {
            searched.push(format!("{label}{}", p.display()));
        }
    }
    Err(NotFound { what: "libdevice (libdevice.10.bc)", searched })
}

/// One ptxas run: `ptxas -arch <arch> <ptx> -o <output> --opt-level <N>`, the
/// argv NVIDIA's tileiras 13.1 uses (docs/driver.md), plus `--knobs-file=`
/// when both `MLIR_ENABLE_EVO` (presence) and `PTX_KNOBS_PATH` are set, plus
/// `extra` options at the end.
#[derive(Clone, Debug)]
pub struct PtxasJob<'a> {
    pub ptxas: &'a Path,
    /// `sm_100`, `sm_100a`, …
    pub arch: &'a str,
    pub ptx: &'a Path,
    pub output: &'a Path,
    pub opt_level: u8,
    pub extra: &'a [String],
}

impl PtxasJob<'_> {
    pub fn argv(&self) -> Vec<OsString> {
        let mut argv: Vec<OsString> = vec![
            "-arch".into(),
            self.arch.into(),
            self.ptx.into(),
            "-o".into(),
            self.output.into(),
            "--opt-level".into(),
            self.opt_level.to_string().into(),
        ];
        if std::env::var_os("MLIR_ENABLE_EVO").is_some() {
            if let Some(knobs) = std::env::var_os("PTX_KNOBS_PATH") {
                let mut k = OsString::from("--knobs-file=");
                k.push(knobs);
                argv.push(k);
            }
        }
        argv.extend(self.extra.iter().map(OsString::from));
        argv
    }
}

/// Runs ptxas; stdin is closed, stdout and stderr are captured. On failure the
/// error holds the command line, how ptxas ended and everything it printed.
/// Returns ptxas' output (warnings) on success.
pub fn run_ptxas(job: &PtxasJob) -> Result<String, String> {
    let argv = job.argv();
    let shown = std::iter::once(job.ptxas.display().to_string())
        .chain(argv.iter().map(|a| a.to_string_lossy().into_owned()))
        .collect::<Vec<_>>()
        .join(" ");
    let mut child = Command::new(job.ptxas)
        .args(&argv)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("Program could not be executed: {shown}: {e}"))?;
    // Read stderr on a thread so a chatty ptxas cannot block on a full pipe.
    let mut stderr = child.stderr.take().expect("piped");
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stderr.read_to_end(&mut s);
        s
    });
    let mut out = Vec::new();
    if let Some(mut stdout) = child.stdout.take() {
        let _ = stdout.read_to_end(&mut out);
    }
    let status = child.wait().map_err(|e| format!("{shown}: cannot wait for ptxas: {e}"))?;
    out.extend(err_reader.join().unwrap_or_default());
    let text = String::from_utf8_lossy(&out).trim_end().to_owned();
    if status.success() {
        return Ok(text);
    }
    let how = describe_status(status);
    let mut msg = format!("ptxas failed ({how}): {shown}");
    if !text.is_empty() {
        msg.push('\n');
        msg.push_str(&text);
    }
    Err(msg)
}

/// `exit status N`, or the signal's name (plus ` (core dumped)`), as NVIDIA's
/// subprocess harness reports them; 126/127 are "could not be executed".
pub fn describe_status(status: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    if let Some(sig) = status.signal() {
        let name = match sig {
            1 => "Hangup".to_owned(),
            2 => "Interrupt".to_owned(),
            3 => "Quit".to_owned(),
            4 => "Illegal instruction".to_owned(),
            6 => "Aborted".to_owned(),
            7 => "Bus error".to_owned(),
            8 => "Floating point exception".to_owned(),
            9 => "Killed".to_owned(),
            11 => "Segmentation fault".to_owned(),
            13 => "Broken pipe".to_owned(),
            15 => "Terminated".to_owned(),
            n => format!("signal {n}"),
        };
        return if status.core_dumped() { format!("{name} (core dumped)") } else { name };
    }
    match status.code() {
        Some(c @ (126 | 127)) => format!("Program could not be executed, exit status {c}"),
        Some(c) => format!("exit status {c}"),
        None => "unknown status".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tileiras-cuda-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn fake_toolkit(root: &Path, script: &str) {
        std::fs::create_dir_all(root.join("bin")).unwrap();
        std::fs::create_dir_all(root.join("nvvm/libdevice")).unwrap();
        let p = root.join("bin/ptxas");
        std::fs::write(&p, format!("#!/bin/sh\n{script}\n")).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::write(root.join(LIBDEVICE_IN_ROOT), b"BC").unwrap();
    }

    #[test]
    fn search_order_and_not_found() {
        let d = scratch("order");
        let (a, b, c) = (d.join("home"), d.join("path-tk"), d.join("project"));
        // An installed tree: `<prefix>/bin/{tileiras,ptxas}`, `<prefix>/nvvm/…`.
        let e = d.join("prefix");
        fake_toolkit(&a, "exit 0");
        fake_toolkit(&b, "exit 0");
        fake_toolkit(&c, "exit 0");
        fake_toolkit(&e, "exit 0");
        let search = Search {
            roots: vec![("CUDA_HOME", a.clone())],
            exe_dir: Some(e.join("bin")),
            path: Some(b.join("bin").into_os_string()),
            project_dirs: vec![c.clone()],
        };
        assert_eq!(find_ptxas(&search).unwrap(), a.join("bin/ptxas"));
        assert_eq!(find_libdevice(&search).unwrap(), a.join(LIBDEVICE_IN_ROOT));
        let search = Search { roots: vec![("CUDA_HOME", d.join("none"))], ..search };
        assert_eq!(find_ptxas(&search).unwrap(), e.join("bin/ptxas"));
        assert_eq!(find_libdevice(&search).unwrap(), e.join(LIBDEVICE_IN_ROOT));
        let search = Search { exe_dir: Some(d.join("elsewhere/bin")), ..search };
        assert_eq!(find_ptxas(&search).unwrap(), b.join("bin/ptxas"));
        assert_eq!(find_libdevice(&search).unwrap(), b.canonicalize().unwrap().join(LIBDEVICE_IN_ROOT));
        let search = Search { path: None, ..search };
        assert_eq!(find_ptxas(&search).unwrap(), c.join("bin/ptxas"));
        assert_eq!(find_libdevice(&search).unwrap(), c.join(LIBDEVICE_IN_ROOT));
        let search = Search { project_dirs: vec![d.join("nowhere")], ..search };
        let e = find_ptxas(&search).unwrap_err().to_string();
        assert!(e.starts_with("cannot find ptxas (searched: $CUDA_HOME/bin/ptxas = "), "{e}");
        assert!(e.contains("nowhere/bin/ptxas"), "{e}");
        assert!(e.contains(&format!("next to tileiras: {}", d.join("elsewhere/bin/ptxas").display())), "{e}");
        assert!(e.contains("scripts/setup.sh"), "{e}");
        let e = find_libdevice(&search).unwrap_err().to_string();
        assert!(e.contains("$CUDA_HOME/nvvm/libdevice/libdevice.10.bc = "), "{e}");
        assert!(
            e.contains(&format!("next to tileiras: {}", d.join("elsewhere").join(LIBDEVICE_IN_ROOT).display())),
            "{e}"
        );
        let _ = std::fs::remove_dir_all(&d);
    }

    /// The checkout's `.cuda/` is found from the binary's place in `target/`
    /// (the lit harness asks for `target/<profile>/tileiras`'s search).
    #[test]
    fn project_dirs_follow_the_target_directory() {
        let d = scratch("project");
        let bin = d.join("checkout/target/release");
        std::fs::create_dir_all(bin.join("deps")).unwrap();
        let dirs = project_dirs_of(&bin.join("tileiras"));
        assert_eq!(dirs.first(), Some(&d.join("checkout/.cuda")));
        assert_eq!(project_dirs_of(&bin.join("deps/lit-0123")).first(), Some(&d.join("checkout/.cuda")));
        fake_toolkit(&d.join("checkout/.cuda"), "exit 0");
        std::fs::write(bin.join("tileiras"), b"").unwrap();
        let search = Search::for_executable(&bin.join("tileiras"));
        assert_eq!(search.exe_dir.as_deref(), Some(bin.canonicalize().unwrap().as_path()));
        let search = Search { roots: Vec::new(), path: None, ..search };
        let ptxas = find_ptxas(&search).unwrap();
        assert_eq!(ptxas, d.canonicalize().unwrap().join("checkout/.cuda/bin/ptxas"));
        let _ = std::fs::remove_dir_all(&d);
    }

    /// A script just written may be briefly "busy" while another test thread
    /// forks (the child still holds the write descriptor); retry then.
    fn run_busy_safe(job: &PtxasJob) -> Result<String, String> {
        for _ in 0..20 {
            match run_ptxas(job) {
                Err(e) if e.contains("Text file busy") => std::thread::sleep(std::time::Duration::from_millis(50)),
                r => return r,
            }
        }
        run_ptxas(job)
    }

    #[test]
    fn ptxas_failures_become_diagnostics() {
        let d = scratch("fail");
        fake_toolkit(&d, "echo \"ptxas fatal   : Unresolved extern function 'f'\" >&2; exit 255");
        let ptxas = d.join("bin/ptxas");
        let job = PtxasJob {
            ptxas: &ptxas,
            arch: "sm_100a",
            ptx: Path::new("k.ptx"),
            output: Path::new("k.cubin"),
            opt_level: 3,
            extra: &[],
        };
        let e = run_busy_safe(&job).unwrap_err();
        assert!(e.starts_with("ptxas failed (exit status 255): "), "{e}");
        assert!(e.contains("-arch sm_100a k.ptx -o k.cubin --opt-level 3"), "{e}");
        assert!(e.ends_with("ptxas fatal   : Unresolved extern function 'f'"), "{e}");
        fake_toolkit(&d, "kill -SEGV $$");
        assert!(run_busy_safe(&job).unwrap_err().starts_with("ptxas failed (Segmentation fault"));
        let missing = d.join("bin/none");
        let job = PtxasJob { ptxas: &missing, ..job };
        assert!(run_ptxas(&job).unwrap_err().starts_with("Program could not be executed: "));
        let _ = std::fs::remove_dir_all(&d);
    }

    /// The real ptxas (the README's set-up installs one) assembles a
    /// hand-written kernel; without one the test fails.
    #[test]
    fn real_ptxas_assembles_a_kernel() {
        let ptxas = find_ptxas(&Search::from_env()).unwrap_or_else(|e| panic!("{e}"));
        let d = scratch("real");
        let ptx = d.join("k.ptx");
        std::fs::write(
            &ptx,
            r#"//
// hand-written: y[i] = 2 * x[i]
.version 8.7
.target sm_100a
.address_size 64

.visible .entry scale2(.param .u64 x, .param .u64 y)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<7>;
    .reg .f32 %f<3>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [y];
    cvta.to.global.u64 %rd3, %rd1;
    cvta.to.global.u64 %rd4, %rd2;
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd5, %r1, 4;
    add.s64 %rd6, %rd3, %rd5;
    ld.global.f32 %f1, [%rd6];
    add.f32 %f2, %f1, %f1;
    add.s64 %rd6, %rd4, %rd5;
    st.global.f32 [%rd6], %f2;
    ret;
}
"#,
        )
        .unwrap();
        let out = d.join("k.cubin");
        let job = PtxasJob { ptxas: &ptxas, arch: "sm_100a", ptx: &ptx, output: &out, opt_level: 3, extra: &[] };
        run_ptxas(&job).unwrap_or_else(|e| panic!("{e}"));
        let cubin = std::fs::read(&out).unwrap();
        assert!(cubin.starts_with(b"\x7fELF"), "ptxas output is not an ELF file");
        // A syntax error comes back as a diagnostic with ptxas' own message.
        std::fs::write(&ptx, ".version 8.7\n.target sm_100a\n.address_size 64\n.visible .entry k() { bogus; }\n")
            .unwrap();
        let e = run_ptxas(&job).unwrap_err();
        assert!(e.starts_with("ptxas failed (exit status "), "{e}");
        assert!(e.contains("k.ptx"), "{e}");
        let _ = std::fs::remove_dir_all(&d);
    }
}
