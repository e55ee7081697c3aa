//! The TMA tensor maps of real kernels, end to end: `tileiras
//! --emit=host-obj` on the corpus' `matmul_f16`, the object linked into the
//! host-module harness (codegen/tests/host-harness.c) and its
//! argument-change callback run on host_abi.py's "fill c" buffer. Its A and B
//! loads and its C store are TMA copies, and the callback writes exactly the
//! descriptors NVIDIA's tileiras writes for them (13.1 at sm_100, 13.5 at
//! sm_90, read off NVIDIA's cubins with host_abi.py; the store's box is
//! 128x64 at sm_100, 64x64 at sm_90). The PTX declares the descriptor
//! parameters `.hidden`, as NVIDIA's does, and ptxas keeps them out of
//! KPARAM_INFO. The SIMT matmuls (`matmul_f32_simt`, and `matmul_f64` from
//! sm_100) get NVIDIA's B boxes of 8 K rows, one 128-byte column wide.
//! At sm_120 (no tcgen05) the boxes of a tensor-core stage hold all its
//! rows, but a 4-byte epilogue store's 32 (`matmul_bf16_256x128`,
//! `matmul_int8`). Operands the dot here cannot read in place are still
//! copied as NVIDIA copies them (swizzled, read into registers): tf32 A
//! and B with the tf32 format bits, an 8-bit B N-major at sm_90 and sm_120,
//! f64 operands at sm_90 (NVIDIA's DMMA target; its epilogue store in
//! 16-row boxes).
//! gcc is a README prerequisite.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tileas-tmaps-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

fn tileiras(args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_tileiras")).args(args).output().expect("tileiras runs");
    assert!(out.status.success(), "tileiras {args:?}: {}", String::from_utf8_lossy(&out.stderr));
}

/// The corpus matmuls' parameters (offset, size): three views of a pointer
/// and four i32 each, then three i32.
fn layout() -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut at = 0;
    for _ in 0..3 {
        out.push((at, 8));
        at += 8;
        for _ in 0..4 {
            out.push((at, 4));
            at += 4;
        }
    }
    for _ in 0..3 {
        out.push((at, 4));
        at += 4;
    }
    out
}

/// host_abi.py's "fill c": pointers 0x7D1234560000 + (ordinal << 16),
/// integers 0x30000 + 16 × ordinal, the rest 0xA5.
fn fill_c() -> Vec<u8> {
    let mut b = vec![0xA5u8; 0x200];
    for (i, (off, size)) in layout().into_iter().enumerate() {
        let v: u64 = if size == 8 { 0x7d12_3456_0000 + ((i as u64) << 16) } else { 0x30000 + 16 * i as u64 };
        b[off..off + size].copy_from_slice(&v.to_le_bytes()[..size]);
    }
    b
}

/// The words `args 0` printed for the hidden parameter at `at`.
fn words_at(out: &str, at: usize, n: usize) -> Vec<String> {
    (0..n)
        .map(|i| {
            let key = format!("write +{:#x} ", at + 8 * i);
            out.lines()
                .find_map(|l| l.strip_prefix(&key))
                .unwrap_or_else(|| panic!("no write at {:#x} in:\n{out}", at + 8 * i))
                .to_owned()
        })
        .collect()
}

fn run_callback(kernel: &str, gpu: &str) -> String {
    let dir = scratch(&format!("{kernel}-{gpu}"));
    let obj = dir.join("host.o");
    let input = root().join(format!("corpus/{kernel}.tileirbc"));
    tileiras(&[
        "--gpu-name",
        gpu,
        "--emit=host-obj",
        input.to_str().expect("utf-8"),
        "-o",
        obj.to_str().expect("utf-8"),
    ]);
    let exe = dir.join("harness");
    let out = Command::new("gcc")
        .args(["-O0", "-w", "-no-pie", "-o"])
        .arg(&exe)
        .arg(root().join("codegen/tests/host-harness.c"))
        .arg(&obj)
        .output()
        .expect("gcc runs (a README prerequisite)");
    assert!(out.status.success(), "link failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let params = dir.join("params.bin");
    std::fs::write(&params, fill_c()).expect("parameter buffer");
    let out = Command::new(&exe).args(["args", "0"]).arg(&params).output().expect("harness runs");
    assert!(out.status.success(), "harness: {}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const A: [&str; 8] = [
    "00007d1234560000",
    "0000600600246312",
    "0000000000000000",
    "0000000000000000",
    "0003000f0003001f",
    "0000000000000000",
    "3f00000000000000",
    "000000000000007f",
];
const B: [&str; 8] = [
    "00007d12345b0000",
    "0000601000246312",
    "0000000000000000",
    "0000000000000000",
    "0003005f0003006f",
    "0000000000000000",
    "3f00000000000000",
    "000000000000003f",
];

/// C, the epilogue's store (128 rows at sm_100; 64 at sm_90: word 7 0x3f).
const C: [&str; 8] = [
    "00007d1234600000",
    "0000601a00246312",
    "0000000000000000",
    "0000000000000000",
    "000300af000300bf",
    "0000000000000000",
    "3f00000000000000",
    "000000000000007f",
];

#[test]
fn matmul_f16_descriptors_at_sm_100_are_nvidias() {
    let out = run_callback("matmul_f16", "sm_100");
    assert!(out.starts_with("ret 0\n"), "{out}");
    // 13.1 writes all 16 words: NVIDIA's eight, then zeros.
    let zeros = vec!["0000000000000000".to_owned(); 8];
    assert_eq!(words_at(&out, 0x80, 8), A);
    assert_eq!(words_at(&out, 0xc0, 8), zeros);
    assert_eq!(words_at(&out, 0x100, 8), B);
    assert_eq!(words_at(&out, 0x140, 8), zeros);
    assert_eq!(words_at(&out, 0x180, 8), C);
    assert_eq!(words_at(&out, 0x1c0, 8), zeros);
}

#[test]
fn matmul_f16_descriptors_at_sm_90_are_nvidias() {
    // 13.5's ABI: the first 64 bytes, parameters aligned in the sm_90 bank.
    let out = run_callback("matmul_f16", "sm_90");
    assert_eq!(words_at(&out, 0x70, 8), A);
    assert_eq!(words_at(&out, 0xf0, 8), B);
    let mut c = C.map(str::to_owned);
    c[7] = "000000000000003f".to_owned();
    assert_eq!(words_at(&out, 0x170, 8), c);
    assert!(!out.contains("write +0xb0 "), "13.5 writes 64 bytes:\n{out}");
}

/// NVIDIA's B descriptor of a SIMT matmul at sm_100 (the third tensor map,
/// at 0x100): format word `w1`, box column `w6`, and 8 rows (word 7).
fn simt_b(w1: &str, w6: &str) -> [String; 8] {
    let words = [
        "00007d12345b0000",
        w1,
        "0000000000000000",
        "0000000000000000",
        "0003005f0003006f",
        "0000000000000000",
        w6,
        "0000000000000007",
    ];
    words.map(str::to_owned)
}

#[test]
fn simt_matmul_b_boxes_at_sm_100_are_nvidias() {
    let out = run_callback("matmul_f32_simt", "sm_100");
    assert_eq!(words_at(&out, 0x100, 8), simt_b("0000c02000240392", "1f00000000000000"));
    let out = run_callback("matmul_f64", "sm_100");
    assert_eq!(words_at(&out, 0x100, 8), simt_b("0001804000240492", "0f00000000000000"));
}

#[test]
fn sm_120_boxes_are_nvidias() {
    let words = |w: [&str; 8]| w.map(str::to_owned).to_vec();
    let out = run_callback("matmul_bf16_256x128", "sm_120");
    // A and C: 256 rows in one box (word 7 0xff).
    let a = [
        "00007d1234560000",
        "0000600600246512",
        "0000000000000000",
        "0000000000000000",
        "0003000f0003001f",
        "0000000000000000",
        "3f00000000000000",
        "00000000000000ff",
    ];
    assert_eq!(words_at(&out, 0x80, 8), words(a));
    let out = run_callback("matmul_int8", "sm_120");
    // C, i32: 32 rows per box (word 7 0x1f).
    let c = [
        "00007d1234600000",
        "0000c03400246112",
        "0000000000000000",
        "0000000000000000",
        "000300af000300bf",
        "0000000000000000",
        "1f00000000000000",
        "000000000000001f",
    ];
    assert_eq!(words_at(&out, 0x180, 8), words(c));
}

/// Checks `kernel`'s descriptors at `gpu` against NVIDIA's (hidden
/// parameter offset, eight words) under "fill c".
fn expect_descriptors(kernel: &str, gpu: &str, want: &[(usize, [&str; 8])]) {
    let out = run_callback(kernel, gpu);
    for (at, words) in want {
        assert_eq!(words_at(&out, *at, 8), words.map(str::to_owned), "{kernel} at {gpu}, descriptor at {at:#x}");
    }
}

#[test]
fn tf32_operands_have_the_tf32_format_as_nvidias() {
    // A (128x32 f32, K-major) and B (32x128, N-major): 128-byte swizzle,
    // word 1 bit 16 (the tf32 format) and, at sm_100, bit 19 (0x2d6392: the
    // 128-byte swizzle in 32-byte atoms that the mode-1 tcgen05 descriptors
    // read, NVIDIA's and ours; host-abi's `Swizzle::B128Atom32`).
    let a = [
        "00007d1234560000",
        "0000c00c002d6392",
        "0000000000000000",
        "0000000000000000",
        "0003000f0003001f",
        "0000000000000000",
        "1f00000000000000",
        "000000000000007f",
    ];
    let b = [
        "00007d12345b0000",
        "0000c020002d6392",
        "0000000000000000",
        "0000000000000000",
        "0003005f0003006f",
        "0000000000000000",
        "1f00000000000000",
        "000000000000001f",
    ];
    expect_descriptors("matmul_tf32", "sm_100", &[(0x80, a), (0x100, b)]);
}

#[test]
fn int8_b_is_copied_n_major_as_nvidias() {
    // B, 64x128 i8 (K x N): one 128x64 box with the 128-byte swizzle.
    let b = [
        "00007d12345b0000",
        "0000300800246012",
        "0000000000000000",
        "0000000000000000",
        "0003005f0003006f",
        "0000000000000000",
        "7f00000000000000",
        "000000000000003f",
    ];
    expect_descriptors("matmul_int8", "sm_90", &[(0xf0, b)]);
    expect_descriptors("matmul_int8", "sm_120", &[(0x100, b)]);
}

/// One of NVIDIA's f64 descriptors at sm_90: base, format word, extents,
/// and rows (word 7); boxes 16 f64 (128 bytes) wide, 128-byte swizzle.
fn f64_sm_90(base: &'static str, w1: &'static str, w4: &'static str, w7: &'static str) -> [&'static str; 8] {
    [base, w1, "0000000000000000", "0000000000000000", w4, "0000000000000000", "0f00000000000000", w7]
}

#[test]
fn f64_at_sm_90_is_swizzled_as_nvidias() {
    // A 32x16 K-major; B 16x32 N-major in two 16x16 boxes; C stored in 16-row boxes.
    let a = f64_sm_90("00007d1234560000", "0001801800246492", "0003000f0003001f", "000000000000001f");
    let b = f64_sm_90("00007d12345b0000", "0001804000246492", "0003005f0003006f", "000000000000000f");
    let c = f64_sm_90("00007d1234600000", "0001806800246492", "000300af000300bf", "000000000000000f");
    expect_descriptors("matmul_f64", "sm_90", &[(0x70, a), (0xf0, b), (0x170, c)]);
}

#[test]
fn descriptor_parameters_are_hidden_in_the_ptx() {
    let dir = scratch("ptx");
    let ptx = dir.join("k.ptx");
    let input = root().join("corpus/matmul_f16.tileirbc");
    tileiras(&[
        "--gpu-name",
        "sm_100",
        "--emit=ptx",
        input.to_str().expect("utf-8"),
        "-o",
        ptx.to_str().expect("utf-8"),
    ]);
    let text = std::fs::read_to_string(&ptx).expect("ptx");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(text.contains("\t.param .u32 matmul_f16_param_17,\n"), "{text}");
    assert!(text.contains("\t.hidden\t.param .align 64 .b8 matmul_f16_param_18[128],\n"), "{text}");
    assert!(text.contains("\t.hidden\t.param .align 64 .b8 matmul_f16_param_19[128],\n"), "{text}");
    assert!(text.contains("\t.hidden\t.param .align 64 .b8 matmul_f16_param_20[128]\n"), "{text}");
    assert!(text.contains("cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes"));
    assert!(text.contains("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group"));
}
