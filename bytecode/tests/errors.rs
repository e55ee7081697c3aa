//! Error classes with the exact diagnostic texts of `notes/A-driver-bytecode-oss.md`
//! §4 / §7.2, and their file offsets. Files are assembled by hand here (independent
//! of the crate's writer) so the tests pin the wire format itself.

#![allow(unknown_lints, clippy::manual_is_multiple_of)]

use tileas_bytecode::encoding::{write_varint, ALIGNMENT_BYTE};
use tileas_bytecode::*;

const HDR: [u8; 12] = [0x7F, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x0D, 0x01, 0x00, 0x00];

/// The 41-byte empty module of §4.16.
const GOLDEN_EMPTY: [u8; 41] = [
    0x7F, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x0D, 0x01, 0x00, 0x00, // header
    0x82, 0x08, 0x08, 0xCB, 0x00, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, // Func
    0x85, 0x04, 0x04, 0xCB, 0x00, 0xCB, 0xCB, 0xCB, // Type
    0x81, 0x04, 0x04, 0xCB, 0x00, 0xCB, 0xCB, 0xCB, // String
    0x00,
];

struct File {
    out: Vec<u8>,
}

impl File {
    fn new() -> Self {
        File { out: HDR.to_vec() }
    }
    fn section(mut self, id: u8, align: Option<u64>, payload: &[u8]) -> Self {
        self.out.push(id | if align.is_some() { 0x80 } else { 0 });
        write_varint(&mut self.out, payload.len() as u64);
        if let Some(a) = align {
            write_varint(&mut self.out, a);
            while self.out.len() as u64 % a != 0 {
                self.out.push(ALIGNMENT_BYTE);
            }
        }
        self.out.extend_from_slice(payload);
        self
    }
    fn end(mut self) -> Vec<u8> {
        self.out.push(0);
        self.out
    }
}

fn table(entries: &[&[u8]], width: usize) -> Vec<u8> {
    let mut o = Vec::new();
    write_varint(&mut o, entries.len() as u64);
    while o.len() % width != 0 {
        o.push(ALIGNMENT_BYTE);
    }
    let mut off = 0u64;
    for e in entries {
        o.extend_from_slice(&off.to_le_bytes()[..width]);
        off += e.len() as u64;
    }
    for e in entries {
        o.extend_from_slice(e);
    }
    o
}

/// Types: 0 = i32, 1 = tile<i32>, 2 = (tile<i32>, tile<i32>) -> (), 3 = tile<i1>, 4 = i1.
const TYPES: &[&[u8]] = &[&[0x03], &[0x0D, 0x00, 0x00], &[0x10, 0x02, 0x01, 0x01, 0x00], &[0x0D, 0x04, 0x00], &[0x00]];
/// Strings: 0 = "k", 1 = "", 2 = "sm_100".
const STRINGS: &[&[u8]] = &[b"k", b"", b"sm_100"];

fn func_payload(flags: u8, hints: &[u8], body: &[u8]) -> Vec<u8> {
    let mut f = vec![0x01, 0x00, 0x02, flags, 0x00];
    f.extend_from_slice(hints);
    write_varint(&mut f, body.len() as u64);
    f.extend_from_slice(body);
    f
}

fn kernel_file(body: &[u8]) -> Vec<u8> {
    kernel_file_with(0x02, &[], body, TYPES)
}

fn kernel_file_with(flags: u8, hints: &[u8], body: &[u8], types: &[&[u8]]) -> Vec<u8> {
    File::new()
        .section(2, Some(8), &func_payload(flags, hints, body))
        .section(4, Some(8), &table(&[&[0x04, 1, 0, 0, 0]], 8))
        .section(5, Some(4), &table(types, 4))
        .section(1, Some(4), &table(STRINGS, 4))
        .end()
}

fn err(bytes: &[u8]) -> Error {
    match parse(bytes) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

fn msg(bytes: &[u8]) -> String {
    err(bytes).message()
}

// ---- golden / positive ------------------------------------------------------------------

#[test]
fn golden_empty_module() {
    let bc = parse(&GOLDEN_EMPTY).unwrap();
    assert!(bc.functions.is_empty() && bc.strings.is_empty() && bc.types.is_empty());
    assert_eq!(write(&bc).unwrap(), GOLDEN_EMPTY);
    assert_eq!(write(&Bytecode::empty(Version::V13_1)).unwrap(), GOLDEN_EMPTY);
}

#[test]
fn hand_built_kernel_decodes() {
    // addi (overflow none) %0, %1 ; assume div_by<16> ; return
    let body = [0x03, 0x01, 0x00, 0x00, 0x01, 0x06, 0x01, 0x08, 0x10, 0x00, 0x02, 0x5C, 0x00, 0x00];
    let bytes = kernel_file(&body);
    let bc = parse(&bytes).unwrap();
    let v = bc.version.schema();
    let f = &bc.functions[0];
    assert_eq!(bc.op_names(), ["addi", "assume", "return"]);
    assert_eq!(f.body[0].operands, vec![vec![0], vec![1]]);
    assert_eq!(f.body[0].attr(v, "overflow"), Some(&Attr::Enum(0)));
    assert_eq!(f.body[1].attrs[0], Some(Attr::DivBy { divisor: 16, every: None, along: None }));
    assert_eq!(f.body[1].operands, vec![vec![2]]);
    assert_eq!(bc.types[2], Type::Function { inputs: vec![1, 1], results: vec![] });
    assert_eq!(bc.constants, vec![vec![1, 0, 0, 0]]);
    assert_eq!(write(&bc).unwrap(), bytes);
}

#[test]
fn optimization_hints_and_flags() {
    // hints: tag 11, 1 entry, key "sm_100" -> Dictionary {}
    let bytes = kernel_file_with(0x06, &[0x0B, 0x01, 0x02, 0x0A, 0x00], &[0x5C, 0x00, 0x00], TYPES);
    let bc = parse(&bytes).unwrap();
    assert_eq!(bc.functions[0].hints, Some(Attr::OptimizationHints(vec![(2, Attr::Dictionary(vec![]))])));
    assert_eq!(write(&bc).unwrap(), bytes);
}

// ---- header ---------------------------------------------------------------------------------

#[test]
fn invalid_magic() {
    let e = err(&[0x7E, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x01]);
    assert_eq!(e.message(), "invalid magic number at position 0, got 126 expected 127");
    assert_eq!(e.offset, 0);
    let mut b = GOLDEN_EMPTY;
    b[5] = b'X';
    let e = err(&b);
    assert_eq!(e.message(), "invalid magic number at position 5, got 88 expected 73");
    assert_eq!(e.offset, 5);
    assert_eq!(msg(b"hello"), "invalid magic number at position 0, got 104 expected 127");
}

#[test]
fn mlir_bytecode_hint() {
    let e = err(b"ML\xEFR\x00\x05MLIR22\x00");
    assert_eq!(e.message(), "failed to parse IR bytecode (it looks like MLIR bytecode instead)");
    assert_eq!(e.kind, ErrorKind::MlirBytecode);
}

#[test]
fn unsupported_versions() {
    let e = err(&[0x7F, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x12, 0x00, 0x00, 0x00]);
    assert_eq!(e.message(), "unsupported Tile version 18.0.0, this reader supports versions [13.1 - 13.5]");
    assert_eq!(e.offset, 8);
    let mut b = GOLDEN_EMPTY;
    for minor in 2..=5 {
        b[9] = minor;
        assert_eq!(parse(&b).unwrap().version.minor, minor);
    }
    b[9] = 6;
    assert_eq!(msg(&b), "unsupported Tile version 13.6.0, this reader supports versions [13.1 - 13.5]");
    // The 13.1-only reader keeps tileiras 13.1's text.
    b[9] = 2;
    assert_eq!(
        parse_with(&b, &ReadOptions::only_13_1()).unwrap_err().message(),
        "unsupported Tile version 13.2.0, this reader supports versions [13.1, 13.1]"
    );
    // 13.2's reader still separates its range with a comma.
    b[9] = 3;
    assert_eq!(
        parse_with(&b, &ReadOptions::up_to(tileas_bytecode::schema::V13_2)).unwrap_err().message(),
        "unsupported Tile version 13.3.0, this reader supports versions [13.1, 13.2]"
    );
    b[9] = 4;
    assert_eq!(
        parse_with(&b, &ReadOptions::up_to_13_3()).unwrap_err().message(),
        "unsupported Tile version 13.4.0, this reader supports versions [13.1 - 13.3]"
    );
    // any tag is accepted; bit 0 marks public-preview bytecode
    let mut b = GOLDEN_EMPTY;
    b[10] = 1;
    let bc = parse(&b).unwrap();
    assert_eq!(bc.version.tag, 1);
    assert!(bc.version.is_preview());
}

#[test]
fn truncated_header_and_every_prefix() {
    let e = err(&HDR[..10]);
    assert!(matches!(e.kind, ErrorKind::UnexpectedEof { .. }), "{e}");
    assert_eq!(e.offset, 10);
    for n in 0..GOLDEN_EMPTY.len() {
        assert!(parse(&GOLDEN_EMPTY[..n]).is_err(), "prefix {n} parsed");
    }
    let e = err(&HDR);
    assert_eq!(e.message(), "unexpected end of data while reading section header");
    assert_eq!(e.offset, 12);
}

// ---- framing ----------------------------------------------------------------------------------

#[test]
fn unknown_section_id() {
    let mut b = HDR.to_vec();
    b.extend_from_slice(&[0x7F, 0x01, 0x00]);
    let e = err(&b);
    assert_eq!(e.message(), "unknown section ID: 127");
    assert_eq!(e.offset, 12);
    // the HEAD producer section (7) is unknown to 13.1
    let mut b = HDR.to_vec();
    b.extend_from_slice(&[0x07, 0x00, 0x00]);
    assert_eq!(msg(&b), "unknown section ID: 7");
}

#[test]
fn end_marker_rules() {
    let mut b = HDR.to_vec();
    b.extend_from_slice(&[0x00, 0xFF, 0xFF, 0xFF, 0x7F, 0x01, 0x02, 0x03]);
    let e = err(&b);
    assert_eq!(e.message(), "end section is not the last section");
    assert_eq!(e.offset, 12);
    let mut b = GOLDEN_EMPTY;
    b[40] = 0x80;
    let e = err(&b);
    assert_eq!(e.message(), "end section should not have alignment flag set");
    assert_eq!(e.offset, 40);
}

#[test]
fn mandatory_sections() {
    let b = File::new().section(2, Some(8), &[0]).end();
    assert_eq!(msg(&b), "string section is mandatory");
    let b = File::new().section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(msg(&b), "function section is mandatory");
}

#[test]
fn section_alignment_policy() {
    let b = File::new().section(2, Some(8), &[0]).section(1, None, &[0]).end();
    let e = err(&b);
    assert_eq!(
        e.message(),
        "section 1 must have alignment that is a multiple of 4 bytes, but has no alignment flag set"
    );
    assert_eq!(e.offset, 17);
    let b = File::new().section(2, Some(4), &[0]).end();
    assert_eq!(msg(&b), "section 2 must have alignment that is a multiple of 8 bytes, but has alignment of 4");
    // alignment 3
    let mut b = HDR.to_vec();
    b.extend_from_slice(&[0x81, 0x01, 0x03, 0x00, 0x00]);
    let e = err(&b);
    assert_eq!(e.message(), "invalid alignment value: 3");
    assert_eq!(e.offset, 14);
    let mut b = HDR.to_vec();
    b.extend_from_slice(&[0x81, 0x01, 0x00, 0x00, 0x00]);
    assert_eq!(msg(&b), "invalid alignment value: 0");
    // Global (6) has no requirement
    let b = File::new().section(6, None, &[0]).section(2, Some(8), &[0]).section(1, Some(4), &table(&[], 4)).end();
    let bc = parse(&b).unwrap();
    assert_eq!(write(&bc).unwrap(), b);
}

#[test]
fn section_length_past_end() {
    let mut b = HDR.to_vec();
    b.extend_from_slice(&[0x06, 0x64, 0x01, 0x02, 0x00]);
    let e = err(&b);
    assert_eq!(e.message(), "section length 100 exceeds remaining data size 3");
    assert_eq!(e.offset, 12);
}

#[test]
fn duplicate_section() {
    let b = File::new().section(6, None, &[0]).section(6, None, &[0]).end();
    assert_eq!(msg(&b), "duplicate section ID: 6");
}

#[test]
fn padding_bytes_are_not_checked_and_are_preserved() {
    let mut b = GOLDEN_EMPTY;
    b[15] = 0x00;
    b[29] = 0x11;
    let bc = parse(&b).unwrap();
    assert_eq!(write(&bc).unwrap(), b);
}

// ---- tables -------------------------------------------------------------------------------------

#[test]
fn too_many_strings() {
    let mut p = Vec::new();
    write_varint(&mut p, 1000);
    p.extend_from_slice(&[0xCB, 0xCB, 0xCB]);
    let b = File::new().section(2, Some(8), &[0]).section(1, Some(4), &p).end();
    let e = err(&b);
    assert_eq!(
        e.message(),
        "number of strings (1000) exceeds the maximum of 0 that can fit in the remaining payload of 3 bytes."
    );
    assert_eq!(e.context, ["failed to parse string section"]);
}

#[test]
fn unknown_type_tags() {
    let b = kernel_file_with(
        0x02,
        &[],
        &[0x5C, 0x00, 0x00],
        &[&[0x03], &[0x0D, 0x00, 0x00], &[0x10, 0x02, 0x01, 0x01, 0x00], &[0x12]],
    );
    let e = err(&b);
    // f8E8M0FNU (tag 18) exists from 13.2 on.
    assert_eq!(e.message(), "type 'Float8E8M0FNU' requires bytecode version 13.2+, file version is 13.1");
    assert_eq!(e.context, ["failed to parse type section"]);
    assert_eq!(b[e.offset], 0x12);
    let b = kernel_file_with(
        0x02,
        &[],
        &[0x5C, 0x00, 0x00],
        &[&[0x03], &[0x0D, 0x00, 0x00], &[0x10, 0x02, 0x01, 0x01, 0x00], &[0x7F]],
    );
    assert_eq!(msg(&b), "unknown type tag: 127");
}

#[test]
fn bad_type_references() {
    let b = kernel_file_with(
        0x02,
        &[],
        &[0x5C, 0x00, 0x00],
        &[&[0x03], &[0x0D, 0x09, 0x00], &[0x10, 0x02, 0x01, 0x01, 0x00]],
    );
    assert_eq!(msg(&b), "type index 9 out of bounds");
    // tile<token>
    let b = kernel_file_with(
        0x02,
        &[],
        &[0x5C, 0x00, 0x00],
        &[&[0x11], &[0x0D, 0x00, 0x00], &[0x10, 0x02, 0x01, 0x01, 0x00]],
    );
    assert_eq!(msg(&b), "tile element type must be integer, float, or valid pointer, got: !cuda_tile.token");
    // partition view with INT32_MIN in the dim map
    let pv: &[u8] = &[0x0F, 0x01, 0x10, 0, 0, 0, 0x03, 0x01, 0, 0, 0, 0x80, 0x00];
    let tv: &[u8] = &[0x0E, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x01, 1, 0, 0, 0, 0, 0, 0, 0];
    let b = kernel_file_with(
        0x02,
        &[],
        &[0x5C, 0x00, 0x00],
        &[&[0x03], &[0x0D, 0x00, 0x00], &[0x10, 0x02, 0x01, 0x01, 0x00], tv, pv],
    );
    assert_eq!(msg(&b), "array contains unsupported value -2147483648");
}

#[test]
fn signature_errors() {
    let b = kernel_file_with(0x02, &[], &[0x5C, 0x00, 0x00], &[&[0x03], &[0x0D, 0x00, 0x00], &[0x03]]);
    assert_eq!(msg(&b), "function signature index 2 does not refer to a function type for function 'k', got type: i32");
    let b = kernel_file_with(0x02, &[], &[0x5C, 0x00, 0x00], &[&[0x03]]);
    assert_eq!(msg(&b), "function signature index 2 out of bounds for function 'k'");
}

#[test]
fn constant_table_errors() {
    // offsets [8, 0]: end < start
    let mut p = vec![0x02, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB];
    p.extend_from_slice(&8u64.to_le_bytes());
    p.extend_from_slice(&0u64.to_le_bytes());
    p.extend_from_slice(&[0x01, 0xAA]);
    let b = File::new().section(4, Some(8), &p).section(2, Some(8), &[0]).section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(msg(&b), "invalid constant start indices: end (0) is less than start (8) for constant 0");
    let mut p = vec![0x02, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB];
    p.extend_from_slice(&0u64.to_le_bytes());
    p.extend_from_slice(&9u64.to_le_bytes());
    p.extend_from_slice(&[0x01, 0xAA]);
    let b = File::new().section(4, Some(8), &p).section(2, Some(8), &[0]).section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(msg(&b), "constant 0 extends beyond available data: size=9, start=0, total data size=2");
    let b =
        File::new().section(4, Some(8), &[0x05]).section(2, Some(8), &[0]).section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(msg(&b), "insufficient data for constant indices");
}

// ---- functions / ops ---------------------------------------------------------------------------

#[test]
fn non_entry_function() {
    let e = err(&kernel_file_with(0x00, &[], &[0x5C, 0x00, 0x00], TYPES));
    assert_eq!(e.message(), "un-expected non-entry function 'k'");
    assert_eq!(e.context, ["failed to parse function section"]);
}

#[test]
fn unknown_opcodes() {
    let b = kernel_file(&[0x19]);
    let e = err(&b);
    assert_eq!(e.message(), "unknown or unimplemented opcode: 25");
    assert_eq!(b[e.offset], 0x19);
    assert_eq!(e.context, ["failed to parse function section", "failed to parse function body for function 'k'"]);
    assert_eq!(
        msg(&kernel_file(&[0x6E, 0x01, 0x00, 0x01])),
        "unsupported opcode 110 for bytecode version 13.1: operation 'cuda_tile.atan2' requires bytecode version 13.2+"
    );
    assert_eq!(msg(&kernel_file(&[0x7E])), "unknown or unimplemented opcode: 126");
}

#[test]
fn operand_out_of_bounds() {
    let b = kernel_file(&[0x03, 0x01, 0x00, 0x07, 0x00]);
    let e = err(&b);
    assert_eq!(e.message(), "operand index 7 out of bounds (size=2) for operand 0");
    assert_eq!(b[e.offset], 0x07);
    assert_eq!(
        msg(&kernel_file(&[0x03, 0x01, 0x00, 0x00, 0x02])),
        "operand index 2 out of bounds (size=2) for operand 1"
    );
}

#[test]
fn invalid_enum_and_indices() {
    assert_eq!(msg(&kernel_file(&[0x03, 0x01, 0x09, 0x00, 0x01])), "invalid integer value for enum type: 9");
    assert_eq!(msg(&kernel_file(&[0x03, 0x63, 0x00, 0x00, 0x01])), "type index 99 out of bounds");
    assert_eq!(msg(&kernel_file(&[0x2C, 0x01, 0x09])), "string index 9 out of bounds");
    assert_eq!(msg(&kernel_file(&[0x10, 0x01, 0x05])), "constant index 5 out of bounds");
}

#[test]
fn self_contained_attr_errors() {
    assert_eq!(
        msg(&kernel_file(&[0x06, 0x01, 0x0D, 0x00])),
        "unsupported AttributeTag 13 for self-contained attribute"
    );
    // IntegerAttr whose type is not an integer type
    assert_eq!(
        msg(&kernel_file(&[0x06, 0x01, 0x01, 0x01, 0x00, 0x00])),
        "failed to read valid IntegerType for IntegerAttr"
    );
    // dictionary with an empty key (string 1 is "")
    let b = kernel_file_with(0x06, &[0x0B, 0x01, 0x01, 0x0A, 0x00], &[0x5C, 0x00, 0x00], TYPES);
    assert_eq!(msg(&b), "invalid empty attribute name for DictionaryAttr element 0");
    let b = kernel_file_with(0x06, &[0x0B, 0x02, 0x02, 0x0A, 0x00, 0x02, 0x0A, 0x00], &[0x5C, 0x00, 0x00], TYPES);
    assert_eq!(msg(&b), "failed to parse DictionaryAttr, duplicate key found: sm_100");
}

/// The kernel file of [`kernel_file_with`] with a string table given as raw
/// offsets and data.
fn kernel_file_with_raw_strings(hints: &[u8], offsets: &[u32], data: &[u8]) -> Vec<u8> {
    let mut strings = Vec::new();
    write_varint(&mut strings, offsets.len() as u64);
    while strings.len() % 4 != 0 {
        strings.push(ALIGNMENT_BYTE);
    }
    for offset in offsets {
        strings.extend_from_slice(&offset.to_le_bytes());
    }
    strings.extend_from_slice(data);
    File::new()
        .section(2, Some(8), &func_payload(0x06, hints, &[0x5C, 0x00, 0x00]))
        .section(4, Some(8), &table(&[&[0x04, 1, 0, 0, 0]], 8))
        .section(5, Some(4), &table(TYPES, 4))
        .section(1, Some(4), &strings)
        .end()
}

#[test]
fn string_offsets_are_clamped_where_read() {
    // As in 13.1 the offsets are not checked as a table: string i runs from
    // offset i to offset i + 1 (32-bit, so an end before the start wraps to
    // a long length), cut to the data.
    let mut p = Vec::new();
    write_varint(&mut p, 4);
    p.extend_from_slice(&[0xCB, 0xCB, 0xCB]);
    for offset in [0u32, 0x0007_0000, 3, 1] {
        p.extend_from_slice(&offset.to_le_bytes());
    }
    p.extend_from_slice(b"ksm_100");
    let bc = parse(&File::new().section(2, Some(8), &[0]).section(1, Some(4), &p).end()).unwrap();
    let strings: Vec<&[u8]> = bc.strings.iter().map(Vec::as_slice).collect();
    assert_eq!(strings, [&b"ksm_100"[..], b"", b"_100", b"sm_100"]);
    // So a dictionary key whose offset is past the data is an empty name,
    // reported where the dictionary is read.
    let hints = [0x0B, 0x01, 0x01, 0x0A, 0x00];
    let b = kernel_file_with_raw_strings(&hints, &[0, 0x0007_0000, 1], b"ksm_100");
    assert_eq!(msg(&b), "invalid empty attribute name for DictionaryAttr element 0");
}

#[test]
fn dense_array_extremes() {
    // permute %0 [INT32_MIN]
    let b = kernel_file(&[0x53, 0x01, 0x01, 0x00, 0x00, 0x00, 0x80, 0x00]);
    assert_eq!(msg(&b), "array contains unsupported value -2147483648");
}

#[test]
fn block_structure() {
    // if %0 { addi } {}  — then-block ends in a non-terminator
    let b = kernel_file(&[0x32, 0x00, 0x00, 0x02, 0x01, 0x00, 0x01, 0x03, 0x01, 0x00, 0x00, 0x01, 0x00]);
    assert_eq!(
        msg(&b),
        "invalid block structure: block is expected to have a terminator operation, but the last operation 'cuda_tile.addi' is not a terminator."
    );
    let b = kernel_file(&[0x32, 0x00, 0x00, 0x02, 0x01, 0x00, 0x00, 0x00]);
    assert_eq!(msg(&b), "invalid block structure: block is expected to have a terminator operation, but it is empty");
    // correct: if %0 { yield } (no else block)
    let b = kernel_file(&[0x32, 0x00, 0x00, 0x02, 0x01, 0x00, 0x01, 0x6D, 0x00, 0x00, 0x00, 0x5C, 0x00, 0x00]);
    let bc = parse(&b).unwrap();
    assert_eq!(bc.op_names(), ["if", "yield", "return"]);
    assert_eq!(write(&bc).unwrap(), b);
    // region count
    assert_eq!(msg(&kernel_file(&[0x32, 0x00, 0x00, 0x01, 0x00])), "'cuda_tile.if' op expected 2 regions, got 1");
}

#[test]
fn body_and_function_counts() {
    let mut f = vec![0x01, 0x00, 0x02, 0x02, 0x00, 0x7F];
    f.push(0x5C);
    let b = File::new()
        .section(2, Some(8), &f)
        .section(5, Some(4), &table(TYPES, 4))
        .section(1, Some(4), &table(STRINGS, 4))
        .end();
    let e = err(&b);
    assert_eq!(e.message(), "function body length 127 exceeds remaining bytecode data (1 bytes)");
    let b = File::new().section(2, Some(8), &[0x09, 0x00]).section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(msg(&b), "number of functions (9) exceeds payload size (1)");
}

#[test]
fn varint_overflow_and_capacity() {
    let b = File::new().section(2, Some(8), &[0xFF, 0xFF, 0xFF, 0xFF, 0x0F]).section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(
        msg(&b),
        "varint value exceeds maximum supported capacity. (expected value less than 4294967294, got 4294967295)"
    );
    let b = File::new().section(2, Some(8), &[0xFF; 11]).section(1, Some(4), &table(&[], 4)).end();
    assert_eq!(err(&b).kind, ErrorKind::VarIntTooLong);
}

#[test]
fn display_has_offset_and_notes() {
    let e = err(&kernel_file(&[0x19]));
    let s = e.to_string();
    assert!(s.starts_with(&format!("error at offset {}: unknown or unimplemented opcode: 25", e.offset)), "{s}");
    assert!(s.contains("note: failed to parse function section"));
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    // 300 nested `loop { ... }` ops
    let mut body = Vec::new();
    for _ in 0..300 {
        body.extend_from_slice(&[0x41, 0x00, 0x00, 0x01, 0x01, 0x00, 0x01]);
    }
    let e = err(&kernel_file(&body));
    assert_eq!(e.kind, ErrorKind::TooDeep(128));
    // 300 nested ArrayAttrs inside an assume predicate
    let mut body = vec![0x06, 0x01];
    body.extend(std::iter::repeat_n([0x06u8, 0x01], 300).flatten());
    let e = err(&kernel_file(&body));
    assert_eq!(e.kind, ErrorKind::TooDeep(128));
    // moderate nesting decodes and round-trips: 20 loops, innermost `break`, each
    // enclosing block terminated by `continue`
    let mut body = Vec::new();
    for _ in 0..20 {
        body.extend_from_slice(&[0x41, 0x00, 0x00, 0x01, 0x01, 0x00, 0x02]);
    }
    body.extend_from_slice(&[0x0A, 0x00, 0x00]);
    for _ in 0..20 {
        body.extend_from_slice(&[0x11, 0x00, 0x00]);
    }
    // the outermost `continue` above sits in the function body; end with return
    body.extend_from_slice(&[0x5C, 0x00, 0x00]);
    let b = kernel_file(&body);
    match parse(&b) {
        Ok(bc) => assert_eq!(write(&bc).unwrap(), b),
        Err(e) => panic!("{e}"),
    }
}
