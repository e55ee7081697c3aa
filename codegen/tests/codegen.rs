//! End-to-end tests: hand-written LLVM-dialect kernels → PTX, with
//! FileCheck-style assertions on the PTX text, ptxas acceptance and libdevice
//! linking (both come with the README's set-up: `tileas_codegen::find_ptxas`,
//! `find_libdevice`; the tests fail without them), and validator negative
//! tests.

use tileas_codegen::{
    compile, compile_llvm_ir, compile_mlir, find_ptxas, libdevice::find_libdevice, run_ptxas, Emit, Input, Options,
    Target,
};

fn opts(cpu: &str) -> Options {
    Options::new(Target::parse(cpu, None).unwrap())
}

/// FileCheck-like: each pattern must occur, in order; `{{N}}` matches a
/// register number.
fn check_in_order(text: &str, patterns: &[&str]) {
    let mut pos = 0;
    for p in patterns {
        let re = regex_lite(p);
        match re.find(&text[pos..]) {
            Some(m) => pos += m.end,
            None => panic!("CHECK not found in order: {p}\n--- text ---\n{text}"),
        }
    }
}

fn regex_lite(p: &str) -> Regex {
    Regex(p.split("{{N}}").map(str::to_owned).collect())
}

/// A pattern of literal pieces separated by "one or more digits".
struct Regex(Vec<String>);

impl Regex {
    fn find(&self, hay: &str) -> Option<std::ops::Range<usize>> {
        let first = &self.0[0];
        let mut start = 0;
        while let Some(off) = hay[start..].find(first.as_str()) {
            let begin = start + off;
            let mut at = begin + first.len();
            let mut ok = true;
            for piece in &self.0[1..] {
                let digits = hay[at..].bytes().take_while(u8::is_ascii_digit).count();
                if digits == 0 || !hay[at + digits..].starts_with(piece.as_str()) {
                    ok = false;
                    break;
                }
                at += digits + piece.len();
            }
            if ok {
                return Some(begin..at);
            }
            start = begin + 1;
        }
        None
    }
}

fn assemble(ptx: &str, cpu: &str) {
    // ptxas comes with the README's set-up (.cuda/ or a toolkit): a missing one fails.
    let ptxas = find_ptxas().expect("ptxas (run scripts/setup.sh or set CUDA_HOME)");
    let t = Target::parse(cpu, None).unwrap();
    if let Err(e) = run_ptxas(&ptxas, ptx, &t) {
        panic!("ptxas rejected the PTX for {cpu}:\n{e}\n--- PTX ---\n{ptx}");
    }
}

const VADD: &str = r#"
module {
  llvm.func @vadd(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>, %n: i32)
      attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
    %base = llvm.mul %ctaid, %ntid : i32
    %i = llvm.add %base, %tid : i32
    %inb = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %inb, ^body, ^exit
  ^body:
    %i64 = llvm.sext %i : i32 to i64
    %pa = llvm.getelementptr %a[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %pb = llvm.getelementptr %b[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %pc = llvm.getelementptr %c[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %x = llvm.load %pa : !llvm.ptr<1> -> f32
    %y = llvm.load %pb : !llvm.ptr<1> -> f32
    %s = llvm.fadd %x, %y : f32
    llvm.store %s, %pc : f32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
"#;

#[test]
fn vector_add_sm90() {
    let ptx = compile_mlir(VADD, "vadd.mlir", &opts("sm_90")).unwrap();
    check_in_order(
        &ptx,
        &[
            ".version 8.8",
            ".target sm_90",
            ".address_size 64",
            ".visible .entry vadd(",
            ".param .u64 .ptr .global .align 1 vadd_param_0",
            ".param .u32 vadd_param_3",
            ".maxntid 128, 1, 1",
            "mov.u32 \t%r{{N}}, %tid.x;",
            "ld.global.b32 \t%r{{N}}, [%rd{{N}}];",
            "add.rn.f32",
            "st.global.b32 \t[%rd{{N}}], %r{{N}};",
            "ret;",
        ],
    );
    assemble(&ptx, "sm_90");
}

#[test]
fn header_per_target() {
    for (cpu, version) in
        [("sm_90a", "8.8"), ("sm_100a", "9.0"), ("sm_100f", "9.0"), ("sm_120a", "9.0"), ("sm_80", "8.8")]
    {
        let ptx = compile_mlir(VADD, "vadd.mlir", &opts(cpu)).unwrap();
        check_in_order(&ptx, &[&format!(".version {version}\n.target {cpu}\n.address_size 64"), ".entry vadd("]);
        assemble(&ptx, cpu);
    }
    let mut o = Options::new(Target::parse("sm_90", Some(78)).unwrap());
    o.opt_level = 0;
    let ptx = compile_mlir(VADD, "vadd.mlir", &o).unwrap();
    check_in_order(&ptx, &[".version 7.8", ".target sm_90"]);
}

#[test]
fn translated_ir_has_kernel_calling_convention() {
    let ir = compile(Input::Mlir(VADD), "vadd.mlir", &opts("sm_90"), Emit::TranslatedIr).unwrap();
    check_in_order(
        &ir,
        &[
            "target datalayout = \"e-p6:32:32-i64:64-i128:128",
            "target triple = \"nvptx64-nvidia-cuda\"",
            "define ptx_kernel void @vadd(",
            "llvm.nvvm.read.ptx.sreg.tid.x",
            "\"nvvm.maxntid\"=\"128,1,1\"",
        ],
    );
}

const EXPF: &str = r#"
module {
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @__nv_sqrtf(f32) -> f32
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i = llvm.sext %tid : i32 to i64
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %x = llvm.load %q : !llvm.ptr<1> -> f32
    %e = llvm.call @__nv_expf(%x) : (f32) -> f32
    %s = llvm.call @__nv_sqrtf(%e) : (f32) -> f32
    llvm.store %s, %q : f32, !llvm.ptr<1>
    llvm.return
  }
}
"#;

#[test]
fn libdevice_expf_and_reflect() {
    find_libdevice().expect("libdevice.10.bc (run scripts/setup.sh or set CUDA_HOME)");
    let ptx = compile_mlir(EXPF, "expf.mlir", &opts("sm_90a")).unwrap();
    assert!(!ptx.contains("__nv_"), "libdevice symbols survived:\n{ptx}");
    assert!(!ptx.contains(".func"), "unused libdevice functions survived:\n{ptx}");
    // __nv_expf is ex2.approx based; __CUDA_PREC_SQRT=1 makes __nv_sqrtf exact.
    check_in_order(&ptx, &[".entry k(", "ld.global.b32", "ex2.approx.ftz.f32", "sqrt.rn.f32", "st.global.b32"]);
    assemble(&ptx, "sm_90a");

    let mut o = opts("sm_90a");
    o.ftz = true;
    o.prec_sqrt = false;
    let ptx = compile_mlir(EXPF, "expf.mlir", &o).unwrap();
    check_in_order(&ptx, &["ex2.approx.ftz.f32", "sqrt.approx.ftz.f32"]);
    assemble(&ptx, "sm_90a");
}

#[test]
fn libdevice_unknown_function_is_reported() {
    find_libdevice().expect("libdevice.10.bc (run scripts/setup.sh or set CUDA_HOME)");
    let src = EXPF.replace("__nv_expf", "__nv_fdividef");
    let e = compile_mlir(&src, "bad.mlir", &opts("sm_90")).unwrap_err();
    assert!(e.to_string().contains("unresolved libdevice function '__nv_fdividef'"), "{e}");
}

#[test]
fn libdevice_missing_file_is_reported() {
    let mut o = opts("sm_90");
    o.libdevice = Some("/nonexistent/libdevice.10.bc".into());
    let e = compile_mlir(EXPF, "expf.mlir", &o).unwrap_err();
    assert!(e.to_string().contains("/nonexistent/libdevice.10.bc"), "{e}");
}

/// A corrupt libdevice is an error, not LLVM's `exit(1)` from its default
/// diagnostic handler (this test would end the test process).
#[test]
fn libdevice_corrupt_file_is_reported() {
    let path = std::env::temp_dir().join(format!("tileas-corrupt-libdevice-{}.bc", std::process::id()));
    std::fs::write(&path, b"not bitcode").unwrap();
    let mut o = opts("sm_90");
    o.libdevice = Some(path.clone());
    let e = compile_mlir(EXPF, "expf.mlir", &o).unwrap_err().to_string();
    let _ = std::fs::remove_file(&path);
    assert!(e.contains("not a valid LLVM bitcode file ("), "{e}");
}

#[test]
fn reflect_keys() {
    let ir = r#"
@s_arch = private unnamed_addr addrspace(1) constant [12 x i8] c"__CUDA_ARCH\00"
@s_ftz  = private unnamed_addr addrspace(1) constant [11 x i8] c"__CUDA_FTZ\00"
@s_sqrt = private unnamed_addr addrspace(1) constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@s_unk  = private unnamed_addr addrspace(1) constant [9 x i8] c"__FOOBAR\00"
declare i32 @__nvvm_reflect(ptr)
define ptx_kernel void @f(ptr addrspace(1) %out) {
  %a = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @s_arch to ptr))
  store volatile i32 %a, ptr addrspace(1) %out
  %b = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @s_ftz to ptr))
  store volatile i32 %b, ptr addrspace(1) %out
  %c = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @s_sqrt to ptr))
  store volatile i32 %c, ptr addrspace(1) %out
  %d = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @s_unk to ptr))
  store volatile i32 %d, ptr addrspace(1) %out
  ret void
}
"#;
    let ptx = compile_llvm_ir(ir, "reflect.ll", &opts("sm_100f")).unwrap();
    check_in_order(
        &ptx,
        &[
            "], 1000;",
            "st.volatile.global.b32 \t[%rd1], 0;",
            "st.volatile.global.b32 \t[%rd1], 1;",
            "st.volatile.global.b32 \t[%rd1], 0;",
        ],
    );
    let mut o = opts("sm_90a");
    o.ftz = true;
    let ir_out = compile(Input::LlvmIr(ir), "reflect.ll", &o, Emit::FinalIr).unwrap();
    assert!(ir_out.contains("store volatile i32 900"), "{ir_out}");
    assert!(ir_out.contains("!\"nvvm-reflect-ftz\", i32 1"), "{ir_out}");
    assert!(!ir_out.contains("__nvvm_reflect"), "{ir_out}");
}

const ATOMICS: &str = r#"
module {
  llvm.func @atom(%p: !llvm.ptr<1>, %s: !llvm.ptr<3>, %v: i32, %w: i64) attributes {nvvm.kernel} {
    %0 = llvm.atomicrmw add %p, %v syncscope("device") acq_rel : !llvm.ptr<1>, i32
    %1 = llvm.atomicrmw add %p, %0 monotonic : !llvm.ptr<1>, i32
    %2 = llvm.atomicrmw add %s, %1 syncscope("block") seq_cst : !llvm.ptr<3>, i32
    %3 = llvm.atomicrmw max %p, %2 syncscope("device") release : !llvm.ptr<1>, i32
    %4 = llvm.atomicrmw xchg %p, %3 syncscope("device") acquire : !llvm.ptr<1>, i32
    %c = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.cmpxchg %s, %w, %c syncscope("block") acquire acquire : !llvm.ptr<3>, i64
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, i1)>
    %7 = llvm.trunc %6 : i64 to i32
    %8 = llvm.add %4, %7 : i32
    llvm.store %8, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
"#;

#[test]
fn atomics_keep_their_ordering() {
    let ptx = compile_mlir(ATOMICS, "atomics.mlir", &opts("sm_90")).unwrap();
    check_in_order(
        &ptx,
        &[
            "fence.release.gpu;",
            "atom.global.add.u32 \t%r{{N}}, [%rd{{N}}], %r{{N}};",
            "fence.acquire.gpu;",
            "atom.global.add.u32",
            "fence.sc.cta;",
            "atom.shared.add.u32",
            "fence.acquire.cta;",
            "fence.release.gpu;",
            "atom.global.max.s32",
            "atom.global.exch.b32",
            "fence.acquire.gpu;",
        ],
    );
    assert!(ptx.contains("atom.acquire.cta.shared.cas.b64"), "{ptx}");
    assemble(&ptx, "sm_90");
}

/// LLVM 22.1.8 drops the ordering of `atomicrmw` (notes F1 §0.6). When this
/// test fails, LLVM has been fixed (PRs #176015/#179553) and the fence
/// workaround in `atomics.rs` can be retired.
#[test]
fn llvm_22_drops_atomicrmw_ordering_without_the_workaround() {
    let mut o = opts("sm_90");
    o.atomic_fence_workaround = false;
    let ptx = compile_mlir(ATOMICS, "atomics.mlir", &o).unwrap();
    assert!(!ptx.contains("fence."), "LLVM now emits fences itself:\n{ptx}");
    assert!(ptx.contains("atom.global.add.u32"), "{ptx}");
}

fn expect_errors(src: &str, cpu: &str, needles: &[&str]) {
    let e = compile_mlir(src, "neg.mlir", &opts(cpu)).unwrap_err().to_string();
    for n in needles {
        assert!(e.contains(n), "missing '{n}' for {cpu} in:\n{e}");
    }
}

const GATED: &str = r#"
module {
  llvm.func @k(%p: !llvm.ptr<1>, %a: f32) attributes {nvvm.kernel} {
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvvm.wgmma.fence.aligned
    %c = nvvm.convert.f32x2.to.f8x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
    llvm.store %c, %p : i16, !llvm.ptr<1>
    llvm.return
  }
}
"#;

#[test]
fn validator_rejects_gated_intrinsics() {
    let tc = "intrinsic 'llvm.nvvm.tcgen05.fence.before.thread.sync' is not supported on";
    let wg = "intrinsic 'llvm.nvvm.wgmma.fence.sync.aligned' is not supported on";
    let fp8 = "intrinsic 'llvm.nvvm.ff.to.e4m3x2.rn' is not supported on sm_80";
    expect_errors(GATED, "sm_80", &[tc, wg, fp8, "in function 'k'"]);
    expect_errors(
        GATED,
        "sm_90a",
        &[&format!("{tc} sm_90a (PTX 8.8): it needs an arch- or family-conditional sm_100")],
    );
    expect_errors(GATED, "sm_100a", &[&format!("{wg} sm_100a (PTX 9.0): it needs sm_90a")]);
    expect_errors(GATED, "sm_100", &[tc, wg]);
    let e = compile_mlir(GATED, "neg.mlir", &opts("sm_90a")).unwrap_err().to_string();
    assert!(!e.contains("wgmma") && !e.contains("e4m3"), "{e}");
    // Each piece alone compiles where it is legal.
    let tc_only = GATED.replace("    nvvm.wgmma.fence.aligned\n", "");
    let ptx = compile_mlir(&tc_only, "tc.mlir", &opts("sm_100a")).unwrap();
    check_in_order(&ptx, &[".target sm_100a", "tcgen05.fence::before_thread_sync;", "cvt.rn.satfinite.e4m3x2.f32"]);
    assemble(&ptx, "sm_100a");
    let wg_only = GATED.replace("    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>\n", "");
    let ptx = compile_mlir(&wg_only, "wg.mlir", &opts("sm_90a")).unwrap();
    check_in_order(&ptx, &["wgmma.fence.sync.aligned;"]);
    assemble(&ptx, "sm_90a");
}

#[test]
fn validator_rejects_kernel_directive_conflicts_and_cluster_below_sm90() {
    let src = r#"
module {
  llvm.func @k() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 64, 1, 1>} {
    llvm.return
  }
  llvm.func @c() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    llvm.return
  }
}
"#;
    expect_errors(
        src,
        "sm_80",
        &[
            "in function 'k': Conflicting directives: .maxntid and .reqntid cannot both be specified",
            "in function 'c': cluster attributes require sm_90 or newer",
        ],
    );
    let ok = src.replace(", nvvm.reqntid = array<i32: 64, 1, 1>", "");
    let ptx = compile_mlir(&ok, "ok.mlir", &opts("sm_90a")).unwrap();
    check_in_order(
        &ptx,
        &[".entry k()", ".maxntid 128, 1, 1", ".entry c()", ".explicitcluster", ".reqnctapercluster 2, 1, 1"],
    );
    assemble(&ptx, "sm_90a");
}

#[test]
fn validator_rejects_param_space_overflow() {
    let ir = r#"
%H = type { double, i8, [10000 x i32] }
define ptx_kernel void @big_kernel(ptr byval(%H) align 8 %h, ptr addrspace(1) %o) {
  %p = getelementptr %H, ptr %h, i32 0, i32 2, i32 7
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %o
  ret void
}
"#;
    // ptxas counts 0x9c58 = 40024 bytes for this kernel.
    let e = compile_llvm_ir(ir, "big.ll", &opts("sm_90")).unwrap_err().to_string();
    assert!(
        e.contains(
            "Formal parameter space overflowed (40024 bytes required, max 32764 bytes allowed) in function big_kernel"
        ),
        "{e}"
    );
    let o = Options::new(Target::parse("sm_90", Some(78)).unwrap());
    let e = compile_llvm_ir(ir, "big.ll", &o).unwrap_err().to_string();
    assert!(e.contains("max 4352 bytes allowed"), "{e}");
}

#[test]
fn validator_rejects_unselectable_math_and_old_target_atomics() {
    let src = r#"
module {
  llvm.func @k(%p: !llvm.ptr<1>, %x: f32, %v: i64) attributes {nvvm.kernel} {
    %s = llvm.intr.sin(%x) : (f32) -> f32
    %t = llvm.intr.sin(%x) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %u = llvm.fadd %s, %t : f32
    llvm.store %u, %p : f32, !llvm.ptr<1>
    %c = llvm.cmpxchg %p, %v, %v acquire monotonic : !llvm.ptr<1>, i64
    llvm.return
  }
}
"#;
    let e = compile_mlir(src, "m.mlir", &opts("sm_60")).unwrap_err().to_string();
    assert!(e.contains("'llvm.sin.f32' cannot be selected by LLVM 22 NVPTX"), "{e}");
    assert_eq!(e.matches("llvm.sin.f32").count(), 1, "the afn sin is selectable:\n{e}");
    assert!(e.contains("cmpxchg with ordering 'acquire' needs sm_70 or newer"), "{e}");
}

#[test]
fn bad_targets_and_bad_input() {
    assert!(Target::parse("sm_99", None).is_err());
    assert!(Target::parse("sm_100a", Some(80)).is_err());
    let e = compile_mlir("module { llvm.func @f( }", "broken.mlir", &opts("sm_90")).unwrap_err();
    assert!(e.to_string().contains("error:"), "{e}");
}

#[test]
fn validator_rejects_cluster_scope_and_i128_atomics_below_their_sm() {
    let src = r#"
module {
  llvm.func @k(%p: !llvm.ptr<1>, %v: i128) attributes {nvvm.kernel} {
    llvm.fence syncscope("cluster") acq_rel
    %c = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.ptr<1>, i128
    llvm.return
  }
}
"#;
    expect_errors(
        src,
        "sm_80",
        &[
            "cluster-scope fence needs sm_90 or newer; target is sm_80",
            "128b atomics not supported on this architecture!",
        ],
    );
    let ptx = compile_mlir(src, "ok.mlir", &opts("sm_90")).unwrap();
    check_in_order(&ptx, &["fence.acq_rel.cluster;", "atom.relaxed.sys.global.cas.b128"]);
    assemble(&ptx, "sm_90");
}

#[test]
fn non_constant_reflect_argument_is_reported() {
    let ir = r#"
declare i32 @__nvvm_reflect(ptr)
define ptx_kernel void @f(ptr addrspace(1) %out, ptr %key) {
  %a = call i32 @__nvvm_reflect(ptr %key)
  store i32 %a, ptr addrspace(1) %out
  ret void
}
"#;
    let e = compile_llvm_ir(ir, "r.ll", &opts("sm_90")).unwrap_err().to_string();
    assert!(e.contains("__nvvm_reflect argument must be a constant string (in function 'f')"), "{e}");
}

/// Every input of the verified notes goldens (the LLVM IR of the spec's
/// `notes/F1-goldens`, copied to `tests/inputs/f1-goldens`) goes through the
/// whole pipeline without LLVM aborting: legal ones compile (and assemble
/// where ptxas supports the target), illegal ones get the validator's
/// diagnostic.
#[test]
fn notes_f1_goldens() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/f1-goldens");
    // (file, cpu, Ok(assemble with ptxas?) | Err(diagnostic))
    let cases: &[(&str, &str, Result<bool, &str>)] = &[
        ("01-kernel-abi.ll", "sm_90a", Err("Conflicting directives: .maxntid and .reqntid")),
        ("02-cluster-directives.ll", "sm_100a", Ok(true)),
        ("02-cluster-directives.ll", "sm_80", Err("cluster attributes require sm_90 or newer")),
        ("03-atomics.ll", "sm_90", Ok(true)),
        ("04-fences.ll", "sm_70", Ok(false)),
        ("05-mbarrier.ll", "sm_90a", Ok(true)),
        ("06-tma.ll", "sm_90a", Ok(true)),
        ("06-tma.ll", "sm_80", Err("intrinsic 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d' is not supported on sm_80")),
        ("07-tcgen05.ll", "sm_100a", Ok(true)),
        ("07-tcgen05.ll", "sm_100f", Ok(true)),
        ("07-tcgen05.ll", "sm_100", Err("tcgen05")),
        ("07-tcgen05.ll", "sm_120a", Err("tcgen05")),
        ("09-mma.ll", "sm_120a", Ok(true)),
        ("09-mma.ll", "sm_100a", Err("mma.block.scale")),
        ("10-misc-warp-ldst-matrix.ll", "sm_100a", Ok(true)),
        ("10-misc-warp-ldst-matrix.ll", "sm_90", Err("is not supported on sm_90")),
        ("11-globals-calls.ll", "sm_90", Ok(true)),
        ("12-lower-args.ll", "sm_90", Ok(false)), // calls an undefined external `consume`
        ("13-nvvm-reflect.ll", "sm_90a", Ok(true)),
        ("15-fp-math.ll", "sm_90", Ok(true)),
        ("16-reqntid-maxntid-conflict.ll", "sm_90", Err("Conflicting directives")),
        ("17-param-space-overflow.ll", "sm_90", Err("Formal parameter space overflowed (40024 bytes required")),
    ];
    for (file, cpu, expect) in cases {
        let src = std::fs::read_to_string(dir.join(file)).unwrap();
        let got = compile_llvm_ir(&src, file, &opts(cpu));
        match (expect, got) {
            (Ok(ptxas), Ok(ptx)) => {
                assert!(ptx.contains(&format!(".target {cpu}")), "{file} {cpu}");
                if *ptxas {
                    assemble(&ptx, cpu);
                }
            }
            (Err(needle), Err(e)) => assert!(e.to_string().contains(needle), "{file} {cpu}: {e}"),
            (Ok(_), Err(e)) => panic!("{file} {cpu}: unexpected error:\n{e}"),
            (Err(needle), Ok(_)) => panic!("{file} {cpu}: expected an error containing '{needle}'"),
        }
    }
    if find_libdevice().is_some() {
        let src = std::fs::read_to_string(dir.join("14-libdevice-user.ll")).unwrap();
        let ptx = compile_llvm_ir(&src, "14-libdevice-user.ll", &opts("sm_90")).unwrap();
        check_in_order(&ptx, &[".target sm_90"]);
        for needle in
            ["tanh.approx.f32", "sqrt.rn.f32", "__internal_trig_reduction_slowpathd", "__cudart_sin_cos_coeffs"]
        {
            assert!(ptx.contains(needle), "missing {needle}");
        }
        assert!(!ptx.contains("__nv_"), "{ptx}");
        assemble(&ptx, "sm_90");
    }
}
