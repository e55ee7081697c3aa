//! Feeds arbitrary bytes to the TileIR bytecode reader. It must return an
//! error or a model, never panic, hang or abort. A model it returns must
//! re-encode; the re-encoded bytes must decode to the same content and
//! re-encode to themselves.
//!
//! Content, not layout: the reader accepts non-minimal varints and the writer
//! emits minimal ones, which can move alignment padding (the first finding of
//! this target; kept as `tests/regressions.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(bytecode) = tileas_bytecode::parse(data) {
        let bytes = tileas_bytecode::write(&bytecode).expect("a decoded model re-encodes");
        let again = tileas_bytecode::parse(&bytes).expect("re-encoded bytes decode");
        let (mut left, mut right) = (bytecode.clone(), again.clone());
        left.layout.clear();
        right.layout.clear();
        assert_eq!(left, right, "round trip changed the content");
        let bytes_again = tileas_bytecode::write(&again).expect("re-encodes");
        assert_eq!(bytes, bytes_again, "writing is not idempotent");
    }
});
