//! Records which commit `tileiras` was built from, for `--version`'s build id
//! (`TILEAS_GIT_ID`: the 12-digit commit hash, `-dirty` when tracked files
//! differ from it, `nogit` without a git checkout). cuTile keys its compile
//! cache on the `--version` text, so a different build must print a different
//! text; the digest of the binaries that `--version` adds at run time covers
//! rebuilds that git does not see.

use std::{
    path::{Path, PathBuf},
    process::Command,
};

/// Runs git in `dir`; `None` when git is missing or fails.
fn git(dir: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        // `git status` must not rewrite the index we watch (that would make
        // every build rerun this script).
        .env("GIT_OPTIONAL_LOCKS", "0")
        .output()
        .ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let id = match git(&manifest, &["rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir"]) {
        None => "nogit".to_owned(),
        Some(dirs) => {
            // HEAD and index live in the (worktree's) git dir, refs in the
            // common dir; a commit, checkout, `git add` or fetch touches one.
            let mut lines = dirs.lines();
            let git_dir = PathBuf::from(lines.next().unwrap_or_default());
            let common = lines.next().map(PathBuf::from).unwrap_or_else(|| git_dir.clone());
            for watched in
                [git_dir.join("HEAD"), git_dir.join("index"), common.join("refs"), common.join("packed-refs")]
            {
                if watched.exists() {
                    println!("cargo:rerun-if-changed={}", watched.display());
                }
            }
            match git(&manifest, &["rev-parse", "--short=12", "HEAD"]) {
                None => "nocommit".to_owned(),
                Some(hash) => {
                    let dirty = git(&manifest, &["status", "--porcelain", "--untracked-files=no"])
                        .is_none_or(|s| !s.is_empty());
                    format!("{hash}{}", if dirty { "-dirty" } else { "" })
                }
            }
        }
    };
    println!("cargo:rustc-env=TILEAS_GIT_ID={id}");
}
