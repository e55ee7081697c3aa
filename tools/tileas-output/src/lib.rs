//! Output files of tileas tools: either complete or absent.
//!
//! A regular file is written to a temporary file in the target's directory
//! and renamed into place, so readers never see half an output and a failed
//! write leaves an existing file untouched. Targets that are not regular files
//! (`/dev/null`, a FIFO, `/dev/stdout`) are written in place: renaming onto
//! them would replace a device node with a regular file. `-` is stdout.

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
};

/// `io::Error` text without Rust's ` (os error N)` suffix, like strerror,
/// for diagnostics that quote NVIDIA's tools' wording.
pub fn os_message(e: &io::Error) -> String {
    let s = e.to_string();
    match s.rfind(" (os error ") {
        Some(i) if s.ends_with(')') => s[..i].to_owned(),
        _ => s,
    }
}

pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path == Path::new("-") {
        let mut out = io::stdout().lock();
        return out.write_all(bytes).and_then(|()| out.flush());
    }
    if let Ok(metadata) = fs::metadata(path) {
        if !metadata.is_file() && !metadata.is_dir() {
            let mut file = fs::OpenOptions::new().write(true).open(path)?;
            return file.write_all(bytes).and_then(|()| file.flush());
        }
    }
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{name}.tileas-tmp.{}", std::process::id()));
    let result = fs::write(&tmp, bytes).and_then(|()| fs::rename(&tmp, path));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::FileTypeExt;

    #[test]
    fn regular_files_are_replaced_whole() {
        let dir = std::env::temp_dir().join(format!("tileas-output-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("out.bin");
        write_atomically(&path, b"first").unwrap();
        write_atomically(&path, b"second").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second");
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn device_nodes_stay_device_nodes() {
        write_atomically(Path::new("/dev/null"), b"discarded").unwrap();
        assert!(fs::metadata("/dev/null").unwrap().file_type().is_char_device());
    }

    #[test]
    fn a_missing_directory_is_an_error_and_leaves_nothing() {
        let path = Path::new("/nonexistent-tileas-dir/out.bin");
        assert!(write_atomically(path, b"x").is_err());
        assert!(!path.exists());
    }
}
