//! `scripts/install.sh` makes a relocatable tree: installed, moved elsewhere,
//! and run with no CUDA_ROOT/CUDA_HOME/CUDA_PATH and no ptxas on PATH, its
//! `tileiras` still compiles the bundled cuTile kernel to a cubin, with the
//! ptxas, libdevice and libraries of the tree (not those of the checkout,
//! which the driver would otherwise fall back to: each piece is checked to be
//! the one used). NVIDIA's cuda-tile tool names are links in the tree, and the
//! C API headers are installed.
//!
//! Uses the release build as it is (`install.sh --no-build`): `tileas-opt` and
//! `tileas-translate` must have been built (`cargo build --release`, as
//! `scripts/test.sh` does). Skipped only where no ptxas is found at all (like
//! the other cubin tests); everything else missing is a failure.

use std::{
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    process::{Command, Output},
};

/// Removes the scratch directory however the test ends.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn checked(what: &str, out: Output) -> Output {
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A command with a bare environment: no CUDA variables, a PATH without
/// ptxas, a HOME without codegen's reference-toolchain cache.
fn bare(program: &Path, scratch: &Path) -> Command {
    let mut cmd = Command::new(program);
    cmd.env_clear()
        .env("PATH", scratch.join("empty-path"))
        .env("HOME", scratch.join("home"))
        .env("TMPDIR", scratch)
        .current_dir(scratch);
    cmd
}

/// A cuda_tile kernel that calls `exp` (lowered to libdevice's `__nv_expf`).
const EXP_KERNEL: &str = r#"cuda_tile.module @kernels {
  entry @exp_f32(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %t = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %x, %t1 = load_view_tko weak %pv[%bx] token = %t : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %e = exp %x : tile<128xf32>
    %t2 = store_view_tko weak %e, %pv[%bx] token = %t1 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
"#;

#[test]
fn installed_tree_compiles_after_a_move() {
    // ptxas comes with the README's set-up; without it the install is incomplete.
    if let Err(e) = tileas_tileiras::cuda::find_ptxas(&tileas_tileiras::cuda::Search::from_env()) {
        panic!("{e}");
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap();
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_tileiras"));
    let release = exe.parent().unwrap();
    let target = release.parent().unwrap();
    let scratch = Scratch(std::env::temp_dir().join(format!("tileiras-install-{}", std::process::id())));
    let s = scratch.0.as_path();
    let _ = std::fs::remove_dir_all(s);
    for d in ["empty-path", "home"] {
        std::fs::create_dir_all(s.join(d)).unwrap();
    }

    // Install, then move the tree.
    let first = s.join("first");
    checked(
        "scripts/install.sh",
        Command::new("bash")
            .arg(root.join("scripts/install.sh"))
            .arg("--prefix")
            .arg(&first)
            .arg("--no-build")
            .env("CARGO_TARGET_DIR", target)
            .output()
            .unwrap(),
    );
    let tree = s.join("moved");
    std::fs::rename(&first, &tree).unwrap();
    let mut pieces = vec![
        "bin/tileiras",
        "bin/tileas-opt",
        "bin/tileas-translate",
        "bin/ptxas",
        "lib/libTileasCAPI.so",
        "lib/libMLIR-C.so",
        "nvvm/libdevice/libdevice.10.bc",
    ];
    if release.join("tileirdisasm").is_file() {
        pieces.push("bin/tileirdisasm");
    }
    for piece in pieces {
        assert!(tree.join(piece).is_file(), "{piece} is not installed");
    }

    // The tree's libraries, found through $ORIGIN/../lib.
    for bin in ["tileiras", "tileas-opt", "tileas-translate"] {
        let ldd = checked(
            "ldd",
            Command::new("ldd").env_remove("LD_LIBRARY_PATH").arg(tree.join("bin").join(bin)).output().unwrap(),
        );
        let ldd = String::from_utf8_lossy(&ldd.stdout).into_owned();
        assert!(!ldd.contains("not found"), "{bin}:\n{ldd}");
        for lib in ["libTileasCAPI.so", "libMLIR-C.so"] {
            let line = ldd.lines().find(|l| l.contains(&format!("{lib} => "))).unwrap_or_default();
            assert!(line.contains(&format!("{}/bin/../lib/{lib} ", tree.display())), "{bin} loads {lib}:\n{ldd}");
        }
    }

    let tileiras = tree.join("bin/tileiras");
    let version = checked("tileiras --version", bare(&tileiras, s).arg("--version").output().unwrap());
    let version = String::from_utf8_lossy(&version.stdout).into_owned();
    assert_eq!(version.lines().count(), 5, "{version}");
    assert!(version.contains("Cuda compilation tools, release 13.5, V13.5.37+tileas."), "{version}");
    assert!(version.lines().last().unwrap_or_default().starts_with("Build tileas."), "{version}");

    // The bundled cuTile kernel to a cubin.
    let kernel = root.join("examples/tileir/vec_add_f32.tileirbc");
    let cubin = s.join("vec_add_f32.cubin");
    let compile =
        |cmd: &mut Command| cmd.args(["--gpu-name", "sm_100", "-o"]).arg(&cubin).arg(&kernel).output().unwrap();
    checked("installed tileiras", compile(&mut bare(&tileiras, s)));
    assert!(std::fs::read(&cubin).unwrap().starts_with(b"\x7fELF"), "not a cubin");

    // The ptxas that ran is the tree's: wrap it and look for the wrapper's
    // mark (written with a shell builtin: PATH has nothing).
    let ptxas = tree.join("bin/ptxas");
    std::fs::rename(&ptxas, tree.join("bin/ptxas.real")).unwrap();
    let mark = s.join("ptxas-ran");
    std::fs::write(&ptxas, format!("#!/bin/sh\n: > '{}'\nexec \"$0.real\" \"$@\"\n", mark.display())).unwrap();
    std::fs::set_permissions(&ptxas, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::remove_file(&cubin).unwrap();
    checked("installed tileiras (wrapped ptxas)", compile(&mut bare(&tileiras, s)));
    assert!(mark.is_file(), "tileiras did not run the installed ptxas");
    assert!(std::fs::read(&cubin).unwrap().starts_with(b"\x7fELF"), "not a cubin");

    // libdevice: a kernel calling exp (bytecode from the installed
    // tileas-translate) compiles; with the tree's libdevice broken it fails,
    // so that one is what the driver links.
    std::fs::write(s.join("exp.mlir"), EXP_KERNEL).unwrap();
    checked(
        "installed tileas-translate",
        bare(&tree.join("bin/tileas-translate"), s)
            .args(["--mlir-to-tilebc", "exp.mlir", "-o", "exp.tileirbc"])
            .output()
            .unwrap(),
    );
    // NVIDIA's tool names are links into the tree; cuda-tile-translate is the 13.1 tool.
    for (link, to) in [("cuda-tile-opt", "tileas-opt"), ("cuda-tile-translate", "tileas-translate")] {
        let target = std::fs::read_link(tree.join("bin").join(link)).unwrap_or_else(|e| panic!("bin/{link}: {e}"));
        assert_eq!(target, Path::new(to), "bin/{link}");
    }
    let newer = bare(&tree.join("bin/cuda-tile-translate"), s)
        .args(["-mlir-to-cudatilebc", "-bytecode-version=13.2", "exp.mlir", "-o", "exp13.2.tileirbc"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&newer.stderr);
    assert!(!newer.status.success() && stderr.contains("the supported versions are [13.1, 13.1]"), "{newer:?}");
    for header in ["include/cuda_tile-c/Registration.h", "include/tileas-c/Tileas.h"] {
        assert!(tree.join(header).is_file(), "{header} is not installed");
    }
    let ptx = |cmd: &mut Command| cmd.args(["--emit=ptx", "-o", "exp.ptx", "exp.tileirbc"]).output().unwrap();
    checked("installed tileiras (libdevice)", ptx(&mut bare(&tileiras, s)));
    let text = std::fs::read_to_string(s.join("exp.ptx")).unwrap();
    assert!(text.contains("ex2.approx") && !text.contains("__nv_expf"), "{text}");
    std::fs::write(tree.join("nvvm/libdevice/libdevice.10.bc"), b"not bitcode").unwrap();
    let broken = ptx(&mut bare(&tileiras, s));
    // (LLVM's bitcode reader ends the process with status 1 here, not the
    // driver's 5: whatever the status, it must fail on that file.)
    let stderr = String::from_utf8_lossy(&broken.stderr).to_lowercase();
    assert!(!broken.status.success() && stderr.contains("bitcode"), "the tree's libdevice was not used: {broken:?}");
}
