//! Inputs the fuzzer found (`fuzz/fuzz_targets/parse.rs`), kept as regression
//! tests of the property it checks.

use std::path::Path;

/// Decode → encode → decode keeps the content; encoding is then idempotent.
fn check_round_trip(bytes: &[u8]) {
    let Ok(bytecode) = tileas_bytecode::parse(bytes) else { return };
    let written = tileas_bytecode::write(&bytecode).expect("a decoded model re-encodes");
    let again = tileas_bytecode::parse(&written).expect("re-encoded bytes decode");
    let (mut left, mut right) = (bytecode.clone(), again.clone());
    left.layout.clear();
    right.layout.clear();
    assert_eq!(left, right);
    assert_eq!(tileas_bytecode::write(&again).expect("re-encodes"), written);
}

#[test]
fn fuzz_findings_round_trip() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("regression directory") {
        let path = entry.expect("directory entry").path();
        check_round_trip(&std::fs::read(&path).expect("readable regression input"));
        seen += 1;
    }
    assert!(seen > 0, "no regression inputs in {}", dir.display());
}

/// The first finding: a debug-attribute tag written as a two-byte varint
/// (0xF7 0x00) is re-encoded as one byte, which shifts the following section
/// and so its alignment padding.
#[test]
fn non_minimal_varint_is_normalised() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions/non-minimal-varint-moves-padding.tileirbc");
    let bytes = std::fs::read(path).expect("regression input");
    let bytecode = tileas_bytecode::parse(&bytes).expect("the finding decodes");
    let written = tileas_bytecode::write(&bytecode).expect("re-encodes");
    assert_ne!(written, bytes, "the non-minimal varint is normalised");
    check_round_trip(&bytes);
}
