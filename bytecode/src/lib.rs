//! `tileas-bytecode`: an MLIR-free reader and writer for the TileIR (cuda_tile)
//! bytecode wire format, as consumed by `tileiras` 13.1.
//!
//! Ground truth: `notes/A-driver-bytecode-oss.md` §4 (derived from the OSS
//! `NVIDIA/cuda-tile` 13.1 reader/writer). In short:
//!
//! ```text
//! file    := magic "\x7FTileIR\0"  u8 major  u8 minor  u16le tag  section*  0x00
//! section := (id | 0x80 if aligned)  len:varint  [align:varint  pad(0xCB) to file offset % align]  payload[len]
//! ```
//! Sections: String (1), Func (2), Debug (3), Constant (4), Type (5), Global (6).
//! Op records inside function bodies are decoded generically against the per-opcode
//! schema in [`schema`], which mirrors the ODS definitions.
//!
//! * [`parse`] decodes a 13.1 file into a lossless [`Bytecode`] model; it never
//!   panics — malformed input yields an [`Error`] with the file offset and the
//!   diagnostic text of NVIDIA's reader where the note quotes one.
//! * [`write`] encodes a model; `write(&parse(b)?)? == b` for files written by the OSS
//!   writer and by cutile-python (all corpus files).
//!
//! Intended as the target of a fuzzer: `let _ = tileas_bytecode::parse(data);`.

// `is_multiple_of` needs Rust 1.87; the workspace MSRV is 1.85.
#![allow(unknown_lints, clippy::manual_is_multiple_of)]

pub mod encoding;
pub mod error;
pub mod model;
pub mod reader;
pub mod schema;
pub mod version;
pub mod writer;

pub use error::{Error, ErrorKind, WriteError};
pub use model::*;
pub use reader::ReadOptions;
pub use version::{oldest_version, oldest_version_from, retarget, write_as, write_oldest, write_oldest_from};

/// Parses a TileIR bytecode file of any supported version (13.1 to 13.5); the header's
/// version decides which ops, types and fields it may hold.
pub fn parse(bytes: &[u8]) -> Result<Bytecode, Error> {
    reader::parse_with(bytes, &ReadOptions::default())
}

/// Parses with explicit options (e.g. [`ReadOptions::up_to_13_3`]).
pub fn parse_with(bytes: &[u8], opts: &ReadOptions) -> Result<Bytecode, Error> {
    reader::parse_with(bytes, opts)
}

/// Encodes a model to bytes (deterministic).
pub fn write(bc: &Bytecode) -> Result<Vec<u8>, WriteError> {
    writer::write(bc)
}
