//! The host module (`tileas_codegen::host`) linked into a C harness that calls
//! it the way the CUDA driver does (codegen/tests/host-harness.c): tables,
//! names, `ON_PRE_LOAD` per ABI version, the argument-change callbacks. gcc is
//! one of the README's prerequisites, so a missing gcc fails the test.

use std::path::{Path, PathBuf};
use std::process::Command;
use tileas_codegen::host::{compile_object, mlir_text, HostArch};
use tileas_host_abi::tma::{Operand, ParamRef, Swizzle, TmaElem, TmaSpec};
use tileas_host_abi::{AbiVersion, DescriptorFill, HostModule};

/// A linked harness in a scratch directory, removed when dropped.
struct Harness {
    dir: PathBuf,
    exe: PathBuf,
}

impl std::ops::Deref for Harness {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.exe
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Compiles `host` and links it with the harness.
fn harness(host: &HostModule, name: &str) -> Harness {
    let dir = std::env::temp_dir().join(format!("tileas-host-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let object = compile_object(host, HostArch::X86_64).expect("host module compiles");
    assert!(object.starts_with(b"\x7fELF"), "not an ELF object");
    let obj = dir.join("host.o");
    std::fs::write(&obj, &object).expect("write object");
    let exe = dir.join("harness");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host-harness.c");
    let out = Command::new("gcc")
        .args(["-O0", "-w", "-no-pie", "-o"])
        .arg(&exe)
        .arg(&src)
        .arg(&obj)
        .output()
        .expect("gcc runs (a README prerequisite)");
    assert!(out.status.success(), "link failed:\n{}", String::from_utf8_lossy(&out.stderr));
    Harness { dir, exe }
}

/// Runs kernel k's argument-change callback on `params`.
fn args_change(exe: &Path, k: usize, params: &[u8]) -> String {
    let file = exe.with_file_name(format!("params-{k}.bin"));
    std::fs::write(&file, params).expect("write parameter buffer");
    run(exe, &["args", &k.to_string(), file.to_str().expect("utf-8 path")])
}

/// A 0xA5-filled launch buffer with `(offset, size, value)` parameters.
fn buffer(len: usize, params: &[(usize, usize, u64)]) -> Vec<u8> {
    let mut b = vec![0xA5; len];
    for &(off, size, v) in params {
        b[off..off + size].copy_from_slice(&v.to_le_bytes()[..size]);
    }
    b
}

fn run(exe: &Path, args: &[&str]) -> String {
    let out = Command::new(exe).args(args).output().expect("harness runs");
    assert!(out.status.success(), "harness {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const COPY: &str = "out a copy\nout[0] 2\nout[1] 0\nout[2] 0\nout[3] 0\nout[4] 64\nout[5] &FUNC_CALLBACKS\n";

#[test]
fn v1_module_behaves_like_tileiras_13_1() {
    let exe = harness(&HostModule::new(AbiVersion::V1, ["vec_add_f32"]), "v1");
    assert_eq!(
        run(&exe, &["tables"]),
        "CALLBACKS[0] 2\nCALLBACKS[1] 0\nCALLBACKS[2] 0\nCALLBACKS[3] 0\nCALLBACKS[4] 64\n\
         CALLBACKS[5] &FUNC_CALLBACKS\nCALLBACKS[6] 1\nCALLBACKS[7] 1\nCALLBACKS[8] &ON_PRE_LOAD\n\
         FUNC_CALLBACKS[0] name \"vec_add_f32\" callback set\n"
    );
    assert_eq!(run(&exe, &["preload", "0"]), "ret 1\nout unchanged\n");
    for v in ["1", "2", "3"] {
        assert_eq!(
            run(&exe, &["preload", v]),
            format!("call api[6](DEV, 16, ptr)\nret 0\n{COPY}out[6] 1\nout[7] 1\nout[8] &ON_PRE_LOAD\n"),
            "version {v}"
        );
    }
    // No TMA descriptors: the callback returns 0 and writes nothing.
    assert_eq!(args_change(&exe, 0, &buffer(256, &[(0, 8, 0x7f00_1000_0000)])), "ret 0\n");
}

#[test]
fn v2_module_behaves_like_tileiras_13_5() {
    let exe = harness(&HostModule::new(AbiVersion::V2, ["k"]), "v2");
    assert!(run(&exe, &["tables"]).contains("CALLBACKS[7] 2\n"));
    assert_eq!(run(&exe, &["preload", "0"]), "ret 1\nout unchanged\n");
    let tail = "out[6] 1\nout[7] 2\nout[8] &ON_PRE_LOAD\n";
    assert_eq!(run(&exe, &["preload", "1"]), format!("call api[6](DEV, 16, ptr)\nret 0\n{COPY}{tail}"));
    // 13.5 asks for the SM count only at version 1.
    for v in ["2", "3"] {
        assert_eq!(run(&exe, &["preload", v]), format!("ret 0\n{COPY}{tail}"), "version {v}");
    }
}

#[test]
fn device_tma_workspace_as_tileiras_13_5_sizes_and_passes_it() {
    // grouped_gemm_list at sm_90: its tensor maps are built on the device in
    // a workspace of SMs x 48 KiB, which the kernel takes as a hidden
    // parameter at 0x40 (after its user parameters).
    let mut host = HostModule::new(AbiVersion::V2, ["grouped_gemm_list"]);
    host.kernels[0].workspace = Some(0x40);
    let exe = harness(&host, "workspace");
    assert!(run(&exe, &["tables"]).contains("CALLBACKS[2] 11010048\n"));
    let copy = COPY.replace("out[2] 0", "out[2] 6488064");
    let tail = "out[6] 1\nout[7] 2\nout[8] &ON_PRE_LOAD\n";
    assert_eq!(run(&exe, &["preload", "1"]), format!("call api[6](DEV, 16, ptr)\nret 0\n{copy}{tail}"));
    // Without the SM-count query (13.5 at versions 2, 3), slot 2 is 0.
    assert_eq!(run(&exe, &["preload", "2"]), format!("ret 0\n{COPY}{tail}"));
    assert_eq!(
        args_change(&exe, 0, &buffer(0x48, &[(0, 8, 0x7f00_1000_0000)])),
        "ret 0\nwrite +0x40 00007e5700000000\n"
    );
}

#[test]
fn several_kernels_get_one_entry_each() {
    let exe = harness(&HostModule::new(AbiVersion::V1, ["first", "second_kernel"]), "multi");
    let tables = run(&exe, &["tables"]);
    assert!(tables.contains("CALLBACKS[6] 2\n"), "{tables}");
    assert!(tables.ends_with(
        "FUNC_CALLBACKS[0] name \"first\" callback set\nFUNC_CALLBACKS[1] name \"second_kernel\" callback set\n"
    ));
    assert_eq!(args_change(&exe, 1, &buffer(64, &[])), "ret 0\n");
}

#[test]
fn mlir_form_uses_nvidia_symbols() {
    let text = mlir_text(&HostModule::new(AbiVersion::V1, ["k"]));
    for needle in [
        "llvm.mlir.global internal constant @__CUDA_TILEIR_FUNC_NAME_0(\"k\\00\")",
        "llvm.mlir.global internal constant @__CUDA_TILEIR_FUNC_CALLBACKS()",
        "llvm.mlir.global external constant @__CUDA_TILEIR_CALLBACKS()",
        "llvm.mlir.global internal @__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD()",
        "llvm.func @__CUDA_TILEIR_ON_PRE_LOAD(",
        "llvm.func internal @__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE(",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
}

#[test]
fn aarch64_objects() {
    let object = compile_object(&HostModule::new(AbiVersion::V1, ["k"]), HostArch::Aarch64).expect("compiles");
    // e_machine 183 = EM_AARCH64, e_type 1 = ET_REL.
    assert_eq!(u16::from_le_bytes([object[18], object[19]]), 183);
    assert_eq!(u16::from_le_bytes([object[16], object[17]]), 1);
}

/// matmul_f16's A operand (`ptr@0`, shape `[@8, @12]`, strides `[@16, 1]`,
/// box 128x64, 128-byte swizzle) as NVIDIA's tileiras 13.1 encodes it at
/// sm_100 into the hidden parameter at 0x80, on host_abi.py's "fill c"
/// buffer: pointers 0x7D1234560000 + (ordinal << 16), integers 0x30000 + 16 × ordinal.
fn matmul_f16_a() -> TmaSpec {
    TmaSpec {
        elem: TmaElem::F16,
        address: ParamRef::u64_at(0),
        dims: vec![Operand::Param(ParamRef::u32_at(8)), Operand::Param(ParamRef::u32_at(12))],
        strides: vec![Operand::Param(ParamRef::u32_at(16)), Operand::Const(1)],
        box_dims: vec![128, 64],
        swizzle: Swizzle::B128,
        tf32: false,
    }
}

const NVIDIA_MATMUL_F16_A: [u64; 8] =
    [0x00007d1234560000, 0x0000600600246312, 0, 0, 0x0003000f0003001f, 0, 0x3f00000000000000, 0x000000000000007f];

fn fill_c() -> Vec<u8> {
    let mut params = vec![(0, 8, 0x7d12_3456_0000)];
    params.extend((1..5).map(|ordinal| (4 + 4 * ordinal, 4, 0x30000 + 16 * ordinal as u64)));
    buffer(0x100, &params)
}

#[test]
fn descriptor_fill_matches_nvidia_13_1() {
    let spec = matmul_f16_a();
    let mut host = HostModule::new(AbiVersion::V1, ["matmul_f16"]);
    host.kernels[0].descriptors.push(DescriptorFill::new(0x80, &spec).expect("valid spec"));
    let exe = harness(&host, "tma-v1");
    let params = fill_c();
    let out = args_change(&exe, 0, &params);
    // 13.1 writes all 16 words; the zero ones show where the buffer held 0xA5.
    let mut expected = String::from("ret 0\n");
    for (i, w) in NVIDIA_MATMUL_F16_A.iter().chain([0u64; 8].iter()).enumerate() {
        expected.push_str(&format!("write +{:#x} {w:016x}\n", 0x80 + 8 * i));
    }
    assert_eq!(out, expected);
    // The model in tileas-host-abi agrees with the compiled code.
    let words = tileas_host_abi::tma::eval(&spec.words().expect("words"), &params).expect("eval");
    assert_eq!(words[..8], NVIDIA_MATMUL_F16_A);
}

#[test]
fn descriptor_fill_13_5_writes_the_first_64_bytes() {
    let spec = matmul_f16_a();
    let mut host = HostModule::new(AbiVersion::V2, ["matmul_f16"]);
    host.kernels[0].descriptors.push(DescriptorFill::new(0x70, &spec).expect("valid spec"));
    let exe = harness(&host, "tma-v2");
    let out = args_change(&exe, 0, &fill_c());
    let mut expected = String::from("ret 0\n");
    for (i, w) in NVIDIA_MATMUL_F16_A.iter().enumerate() {
        expected.push_str(&format!("write +{:#x} {w:016x}\n", 0x70 + 8 * i));
    }
    assert_eq!(out, expected);
}

#[test]
fn descriptor_fill_follows_the_parameters() {
    // Small shapes: bit 21 (span >= 128 KiB) clears, the fields follow.
    let spec = matmul_f16_a();
    let mut host = HostModule::new(AbiVersion::V1, ["k"]);
    host.kernels[0].descriptors.push(DescriptorFill::new(0x80, &spec).expect("valid spec"));
    let exe = harness(&host, "tma-small");
    let params = buffer(0x100, &[(0, 8, 0x1234_5670), (8, 4, 64), (12, 4, 32), (16, 4, 32)]);
    let out = args_change(&exe, 0, &params);
    let words = tileas_host_abi::tma::eval(&spec.words().expect("words"), &params).expect("eval");
    assert_eq!(words[1] & (1 << 21), 0);
    let mut expected = String::from("ret 0\n");
    for (i, w) in words.iter().enumerate() {
        expected.push_str(&format!("write +{:#x} {w:016x}\n", 0x80 + 8 * i));
    }
    assert_eq!(out, expected);
}
