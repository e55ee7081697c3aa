//! Target/feature validator, run on the LLVM module right before NVPTX code
//! generation (notes F1 §0.2, §3.4, §8.12).
//!
//! LLVM 22 NVPTX aborts the process (`LLVM ERROR: Cannot select: intrinsic
//! %llvm.nvvm.…`) when a feature-gated intrinsic reaches a target that lacks
//! it, prints directives ptxas rejects, and silently drops others. Every rule
//! here turns one of those into a diagnostic naming the function, what it
//! uses and what it needs. Rules are data (see [`INTRINSIC_RULES`]); the
//! gating follows the feature matrix verified on LLVM 22.1.8 + ptxas (§3.4),
//! with the seed's wording where the seed has a message.

use crate::llvm::{self, Module, TargetMachine};
use crate::target::{Target, Variant};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMAtomicOrdering::*;
use llvm_sys::LLVMOpcode;
use std::fmt;

/// One validator finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The function the finding is in (empty for module-level findings).
    pub function: String,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.function.is_empty() {
            write!(f, "error: {}", self.message)
        } else {
            write!(f, "error: in function '{}': {}", self.function, self.message)
        }
    }
}

/// What a gated family needs.
#[derive(Clone, Copy, Debug)]
pub enum Req {
    /// `sm_N` or newer (any suffix).
    MinSm(u32),
    /// `sm_N` or newer and PTX ≥ p (×10).
    MinSmPtx(u32, u32),
    /// Tensor memory: sm_100/101/103/110 with `a`/`f`.
    Tcgen05,
    /// sm_90a only.
    Wgmma,
    /// An `a`/`f` target, sm_N or newer.
    CondFrom(u32),
    /// sm_100/101/103 with `a`/`f` (redux.sync f32).
    RedFloat,
    /// sm_120a/120f/121a/121f (warp-level block-scaled MMA).
    BlockScale,
}

impl Req {
    pub fn allows(self, t: &Target) -> bool {
        match self {
            Req::MinSm(n) => t.sm >= n,
            Req::MinSmPtx(n, p) => t.sm >= n && t.ptx >= p,
            Req::Tcgen05 => t.has_tcgen05(),
            Req::Wgmma => t.has_wgmma(),
            Req::CondFrom(n) => t.is_conditional() && t.sm >= n,
            Req::RedFloat => matches!(t.sm, 100 | 101 | 103) && t.is_conditional(),
            Req::BlockScale => matches!(t.sm, 120 | 121) && t.is_conditional(),
        }
    }

    pub fn describe(self) -> String {
        match self {
            Req::MinSm(n) => format!("sm_{n} or newer"),
            Req::MinSmPtx(n, p) => format!("sm_{n} or newer with PTX {}.{} or newer", p / 10, p % 10),
            Req::Tcgen05 => "an arch- or family-conditional sm_100/sm_101/sm_103/sm_110 target (sm_100a, sm_100f, …) \
                             with tensor memory"
                .into(),
            Req::Wgmma => "sm_90a".into(),
            Req::CondFrom(n) => format!("an arch- or family-conditional target from sm_{n} on (e.g. sm_{n}a)"),
            Req::RedFloat => "sm_100a, sm_100f, sm_101a, sm_101f, sm_103a or sm_103f".into(),
            Req::BlockScale => "sm_120a, sm_120f, sm_121a or sm_121f".into(),
        }
    }
}

const UE8M0: &str = "ue8m0x2 type in cvt_packfloat intrinsic supported only in arch-conditional or \
                     family-conditional variants from SM100 onwards.";
const FP6FP4: &str =
    "{fp6/fp4}x2 types in cvt_packfloat intrinsic supported only in arch-conditional variants from SM100 onwards.";

/// `(name prefix after "llvm.nvvm.", requirement, seed message)`; the first
/// matching prefix decides, so specific prefixes come first.
pub const INTRINSIC_RULES: &[(&str, Req, Option<&str>)] = &[
    ("tcgen05.", Req::Tcgen05, None),
    ("wgmma.", Req::Wgmma, None),
    ("mma.block.scale", Req::BlockScale, None),
    ("mma.sp.block.scale", Req::BlockScale, None),
    ("cp.async.bulk.tensor.g2s.tile.gather4", Req::Tcgen05, None),
    ("cp.async.bulk.tensor.g2s.im2col.w", Req::Tcgen05, None),
    ("cp.async.bulk.", Req::MinSm(90), None),
    ("cp.reduce.async.bulk", Req::MinSm(90), None),
    ("cp.async.", Req::MinSm(80), None),
    ("mbarrier.arrive.expect.tx", Req::MinSm(90), None),
    ("mbarrier.arrive.drop.expect.tx", Req::MinSm(90), None),
    ("mbarrier.arrive.relaxed", Req::MinSm(90), None),
    ("mbarrier.expect.tx", Req::MinSm(90), None),
    ("mbarrier.try.wait", Req::MinSm(90), None),
    ("mbarrier.", Req::MinSm(80), None),
    ("tensormap.replace", Req::CondFrom(90), None),
    ("prefetch.tensormap", Req::MinSm(90), None),
    // fence.proxy.alias: PTX ISA 7.5, sm_70 (NVPTX's own requirement).
    ("fence.proxy.alias", Req::MinSmPtx(70, 75), None),
    ("fence.proxy.", Req::MinSm(90), None),
    ("fence.mbarrier_init", Req::MinSm(90), None),
    ("barrier.cluster.", Req::MinSm(90), None),
    ("read.ptx.sreg.cluster", Req::MinSm(90), None),
    ("read.ptx.sreg.nclusterid", Req::MinSm(90), None),
    ("read.ptx.sreg.is.explicit.cluster", Req::MinSm(90), None),
    ("mapa", Req::MinSm(90), None),
    ("getctarank", Req::MinSm(90), None),
    ("elect.sync", Req::MinSm(90), None),
    ("griddepcontrol", Req::MinSm(90), None),
    ("stmatrix", Req::MinSm(90), None),
    ("setmaxnreg", Req::CondFrom(90), None),
    ("redux.sync.fmin", Req::RedFloat, None),
    ("redux.sync.fmax", Req::RedFloat, None),
    ("redux.sync.", Req::MinSm(80), None),
    ("st.bulk", Req::MinSm(100), None),
    ("clusterlaunchcontrol", Req::MinSm(100), None),
    ("ldmatrix.sync.aligned.m16n16", Req::CondFrom(100), None),
    ("ldmatrix.sync.aligned.m8n16", Req::CondFrom(100), None),
    ("ldmatrix.", Req::MinSm(75), None),
    ("ff.to.ue8m0x2", Req::CondFrom(100), Some(UE8M0)),
    ("bf16x2.to.ue8m0x2", Req::CondFrom(100), Some(UE8M0)),
    ("ue8m0x2.to.bf16x2", Req::CondFrom(100), Some(UE8M0)),
    ("ff.to.e2m1x2", Req::CondFrom(100), Some(FP6FP4)),
    ("ff.to.e2m3x2", Req::CondFrom(100), Some(FP6FP4)),
    ("ff.to.e3m2x2", Req::CondFrom(100), Some(FP6FP4)),
    ("e2m1x2.to.f16x2", Req::CondFrom(100), Some(FP6FP4)),
    ("e2m3x2.to.f16x2", Req::CondFrom(100), Some(FP6FP4)),
    ("e3m2x2.to.f16x2", Req::CondFrom(100), Some(FP6FP4)),
    ("ff.to.e4m3x2", Req::MinSmPtx(89, 81), None),
    ("ff.to.e5m2x2", Req::MinSmPtx(89, 81), None),
    ("f16x2.to.e4m3x2", Req::MinSmPtx(89, 81), None),
    ("f16x2.to.e5m2x2", Req::MinSmPtx(89, 81), None),
    ("e4m3x2.to.f16x2", Req::MinSmPtx(89, 81), None),
    ("e5m2x2.to.f16x2", Req::MinSmPtx(89, 81), None),
];

/// The requirement of an `llvm.nvvm.*` intrinsic, if it is gated.
pub fn intrinsic_requirement(name: &str) -> Option<(Req, Option<&'static str>)> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    if let Some(&(_, req, msg)) = INTRINSIC_RULES.iter().find(|(p, _, _)| rest.starts_with(p)) {
        return Some((req, msg));
    }
    // FP8 mma.sync (m16n8k32 e4m3/e5m2): LLVM 22 needs PTX 8.4 (§3.4 note 1).
    if rest.starts_with("mma.") && (rest.contains(".e4m3") || rest.contains(".e5m2")) {
        return Some((Req::MinSmPtx(89, 84), None));
    }
    None
}

/// LLVM math intrinsics LLVM 22 NVPTX cannot select (abort or "no libcall
/// available"): they must go through libdevice. `sin`/`cos`/`tanh` on f32
/// with `afn` select to `*.approx.f32` and are allowed.
const UNSELECTABLE_MATH: &[&str] = &[
    "sin", "cos", "tan", "pow", "exp", "exp10", "log", "log2", "log10", "asin", "acos", "atan", "atan2", "sinh",
    "cosh", "tanh",
];

/// Instructions of inline assembly (`needle` in its text) and what they need.
const INLINE_ASM_RULES: [(&str, Req); 3] =
    [("wgmma.", Req::Wgmma), ("tcgen05.", Req::Tcgen05), ("mma.sync.aligned.kind::", Req::BlockScale)];

/// Inline assembly whose instructions need a PTX ISA newer than LLVM 22
/// emits ([`crate::target::MAX_PTX`]): every needle in its text, and the PTX
/// version (×10) that has them. The PTX's `.version` is raised to that
/// ([`crate::raise_ptx_version`]); older PTX is a subset, so nothing else
/// changes meaning.
pub const INLINE_ASM_PTX: &[(&[&str], u32)] = &[
    // `mma.sync ... .kind::mxf4nvf4.block_scale.scale_vec::4X ... .ue8m0`:
    // ptxas 13.1 "requires PTX ISA .version 9.1 or later".
    (&["scale_vec::4X", ".ue8m0"], 91),
];

/// The text of `inst`'s callee when it is inline assembly.
///
/// # Safety
/// `inst` is a live call instruction.
unsafe fn inline_asm_text(inst: LLVMValueRef) -> Option<String> {
    let callee = LLVMGetCalledValue(inst);
    if LLVMIsAInlineAsm(callee).is_null() {
        return None;
    }
    let mut len = 0usize;
    let p = LLVMGetInlineAsmAsmString(callee, &mut len);
    Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned())
}

/// The PTX version (×10) the module's inline assembly needs by
/// [`INLINE_ASM_PTX`]; 0 when it needs none in particular.
pub fn inline_asm_ptx(m: &Module) -> u32 {
    let mut need = 0;
    for f in m.functions() {
        for inst in llvm::instructions(f) {
            // SAFETY: `inst` is a live instruction of `m`; only calls are asked for their callee.
            let asm = unsafe {
                if LLVMGetInstructionOpcode(inst) != LLVMOpcode::LLVMCall {
                    continue;
                }
                inline_asm_text(inst)
            };
            let Some(asm) = asm else { continue };
            for (needles, ptx) in INLINE_ASM_PTX {
                if needles.iter().all(|n| asm.contains(n)) {
                    need = need.max(*ptx);
                }
            }
        }
    }
    need
}

/// Runs every rule; an empty result means the module is safe to hand to
/// LLVM's NVPTX back end for `t`.
pub fn validate(m: &Module, tm: &TargetMachine, t: &Target) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let ctx = m.ctx.raw;
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    let ssid = |name: &str| unsafe { LLVMGetSyncScopeID(ctx, name.as_ptr() as *const _, name.len()) };
    let cluster = ssid("cluster");
    let target = t.to_string();
    for f in m.functions() {
        let fname = llvm::value_name(f);
        let mut diag = |message: String| out.push(Diagnostic { function: fname.clone(), message });
        if llvm::is_declaration(f) {
            // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
            // whole call) and every pointer argument points into data that outlives the call.
            let used = unsafe { !LLVMGetFirstUse(f).is_null() };
            if used && fname.starts_with("__nv_") {
                diag(format!(
                    "unresolved libdevice function '{fname}': link libdevice.10.bc (ptxas would fail with \
                     \"Unresolved extern function '{fname}'\"); libdevice has no such function if it is linked"
                ));
            } else if used && fname.starts_with("__nvvm_reflect") {
                diag(format!("unresolved '{fname}' call survived reflect folding"));
            }
            continue;
        }
        if llvm::is_kernel(f) {
            check_kernel(f, tm, t, &mut diag);
        }
        for inst in llvm::instructions(f) {
            // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
            // whole call) and every pointer argument points into data that outlives the call.
            let op = unsafe { LLVMGetInstructionOpcode(inst) };
            match op {
                // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
                // whole call) and every pointer argument points into data that outlives the call.
                LLVMOpcode::LLVMCall => unsafe {
                    let callee = LLVMGetCalledValue(inst);
                    if let Some(asm) = inline_asm_text(inst) {
                        for (needle, req) in INLINE_ASM_RULES {
                            if asm.contains(needle) && !req.allows(t) {
                                diag(format!(
                                    "inline asm uses '{}' instructions, which need {}; target is {target}",
                                    needle.trim_end_matches(['.', ':']),
                                    req.describe()
                                ));
                            }
                        }
                        continue;
                    }
                    if LLVMIsAFunction(callee).is_null() {
                        continue;
                    }
                    let name = llvm::value_name(callee);
                    if let Some((req, seed)) = intrinsic_requirement(&name) {
                        if !req.allows(t) {
                            let mut msg =
                                format!("intrinsic '{name}' is not supported on {target}: it needs {}", req.describe());
                            if let Some(seed) = seed {
                                msg = format!("{seed} ('{name}' on {target})");
                            }
                            diag(msg);
                        }
                    } else if let Some(rest) = name.strip_prefix("llvm.") {
                        let base = rest.split('.').next().unwrap_or("");
                        if UNSELECTABLE_MATH.contains(&base) {
                            let afn = LLVMCanValueUseFastMathFlags(inst) != 0
                                && LLVMGetFastMathFlags(inst) & llvm_sys::LLVMFastMathApproxFunc != 0;
                            let ok = afn && matches!(base, "sin" | "cos" | "tanh") && rest.ends_with(".f32");
                            if !ok {
                                diag(format!(
                                    "'{name}' cannot be selected by LLVM 22 NVPTX; lower it to libdevice \
                                     (__nv_{base}f / __nv_{base}) instead"
                                ));
                            }
                        }
                    }
                },
                LLVMOpcode::LLVMAtomicRMW
                | LLVMOpcode::LLVMAtomicCmpXchg
                | LLVMOpcode::LLVMLoad
                | LLVMOpcode::LLVMStore
                // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the
                // whole call) and every pointer argument points into data that outlives the call.
                | LLVMOpcode::LLVMFence => unsafe {
                    if op != LLVMOpcode::LLVMFence && LLVMIsAtomic(inst) == 0 {
                        continue;
                    }
                    let ordering = if op == LLVMOpcode::LLVMAtomicCmpXchg {
                        LLVMGetCmpXchgSuccessOrdering(inst)
                    } else {
                        LLVMGetOrdering(inst)
                    };
                    let what = match op {
                        LLVMOpcode::LLVMAtomicRMW => "atomicrmw",
                        LLVMOpcode::LLVMAtomicCmpXchg => "cmpxchg",
                        LLVMOpcode::LLVMLoad => "atomic load",
                        LLVMOpcode::LLVMStore => "atomic store",
                        _ => "fence",
                    };
                    let strong = !matches!(
                        ordering,
                        LLVMAtomicOrderingMonotonic | LLVMAtomicOrderingUnordered | LLVMAtomicOrderingNotAtomic
                    );
                    if strong && op != LLVMOpcode::LLVMFence && t.sm < 70 {
                        diag(format!(
                            "{what} with ordering '{}' needs sm_70 or newer (PTX has no acquire/release atomics \
                             on {target})",
                            ordering_name(ordering)
                        ));
                    }
                    if LLVMGetAtomicSyncScopeID(inst) == cluster && t.sm < 90 {
                        diag(format!("cluster-scope {what} needs sm_90 or newer; target is {target}"));
                    }
                    if matches!(op, LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg) {
                        let value = LLVMGetOperand(inst, 1);
                        let ty = LLVMTypeOf(value);
                        if LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind
                            && LLVMGetIntTypeWidth(ty) == 128
                            && !(t.sm >= 90 && t.ptx >= 83)
                        {
                            diag(format!(
                                "128b atomics not supported on this architecture! ({what} i128 needs sm_90 or newer \
                                 with PTX 8.3; target is {target})"
                            ));
                        }
                    }
                },
                _ => {}
            }
        }
    }
    // One report per distinct problem: a kernel hits the same unsupported
    // intrinsic once per tile element.
    let mut seen = std::collections::HashSet::new();
    out.retain(|d| seen.insert((d.function.clone(), d.message.clone())));
    out
}

fn ordering_name(o: llvm_sys::LLVMAtomicOrdering) -> &'static str {
    match o {
        LLVMAtomicOrderingAcquire => "acquire",
        LLVMAtomicOrderingRelease => "release",
        LLVMAtomicOrderingAcquireRelease => "acq_rel",
        LLVMAtomicOrderingSequentiallyConsistent => "seq_cst",
        LLVMAtomicOrderingMonotonic => "monotonic",
        LLVMAtomicOrderingUnordered => "unordered",
        LLVMAtomicOrderingNotAtomic => "not_atomic",
    }
}

/// ptxas's parameter-space ceiling (notes F1 §4.3, verified): 4352 bytes below
/// PTX 8.1, 32764 from PTX 8.1 on.
pub fn param_space_limit(t: &Target) -> u64 {
    if t.ptx < 81 {
        4352
    } else {
        32764
    }
}

fn check_kernel(f: LLVMValueRef, tm: &TargetMachine, t: &Target, diag: &mut impl FnMut(String)) {
    let fname = llvm::value_name(f);
    let has = |k: &str| llvm::string_fn_attr(f, k).is_some();
    if has("nvvm.maxntid") && has("nvvm.reqntid") {
        diag(
            "Conflicting directives: .maxntid and .reqntid cannot both be specified (ptxas rejects \
              nvvm.maxntid together with nvvm.reqntid)"
                .into(),
        );
    }
    if has("nvvm.cluster_dim") && has("nvvm.maxclusterrank") {
        diag(
            "Conflicting directives: .reqnctapercluster and .maxclusterrank cannot both be specified (ptxas \
              rejects nvvm.cluster_dim together with nvvm.cluster_max_blocks)"
                .into(),
        );
    }
    let cluster_attrs = ["nvvm.cluster_dim", "nvvm.maxclusterrank", "nvvm.blocksareclusters"];
    if t.sm < 90 {
        for a in cluster_attrs.iter().filter(|a| has(a)) {
            diag(format!("cluster attributes require sm_90 or newer: '{a}' would be dropped silently on {}", t.cpu()));
        }
    }
    if has("nvvm.blocksareclusters") {
        if !(has("nvvm.reqntid") && has("nvvm.cluster_dim")) {
            diag("blocksareclusters requires reqntid and cluster_dim attributes".into());
        }
        if t.ptx < 90 {
            diag(format!("blocksareclusters requires PTX version >= 9.0 (target uses PTX {})", t.ptx_string()));
        }
    }
    // Parameter space: the `.param` list as LLVM lays it out.
    let byval = llvm::enum_attr_kind("byval");
    let align_kind = llvm::enum_attr_kind("align");
    let mut total: u64 = 0;
    // SAFETY: the LLVM/MLIR handles used here are live (owned by the caller's context or module for the whole call)
    // and every pointer argument points into data that outlives the call.
    unsafe {
        for i in 0..LLVMCountParams(f) {
            let p = LLVMGetParam(f, i);
            let by = LLVMGetEnumAttributeAtIndex(f, i + 1, byval);
            let (size, mut align) = if by.is_null() {
                let ty = LLVMTypeOf(p);
                (tm.alloc_size(ty), tm.abi_align(ty))
            } else {
                let ty = LLVMGetTypeAttributeValue(by);
                (tm.alloc_size(ty), tm.abi_align(ty))
            };
            let a = LLVMGetEnumAttributeAtIndex(f, i + 1, align_kind);
            if !a.is_null() && !by.is_null() {
                align = align.max(LLVMGetEnumAttributeValue(a));
            }
            let align = align.max(1);
            total = total.div_ceil(align) * align + size;
        }
    }
    let limit = param_space_limit(t);
    if total > limit {
        diag(format!(
            "Formal parameter space overflowed ({total} bytes required, max {limit} bytes allowed) in function {fname}"
        ));
    }
    let _ = Variant::Base;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Target {
        Target::parse(s, None).unwrap()
    }

    #[test]
    fn gating_table_matches_the_feature_matrix() {
        let req = |n: &str| intrinsic_requirement(n).unwrap().0;
        let tc = req("llvm.nvvm.tcgen05.alloc.shared.cg1");
        for ok in ["sm_100a", "sm_100f", "sm_101a", "sm_103a", "sm_110a", "sm_110f"] {
            assert!(tc.allows(&t(ok)), "{ok}");
        }
        for bad in ["sm_100", "sm_120a", "sm_121a", "sm_90a", "sm_103"] {
            assert!(!tc.allows(&t(bad)), "{bad}");
        }
        let wg = req("llvm.nvvm.wgmma.fence.sync.aligned");
        assert!(wg.allows(&t("sm_90a")));
        assert!(!wg.allows(&t("sm_90")) && !wg.allows(&t("sm_100a")));
        let bs = req("llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0");
        assert!(bs.allows(&t("sm_120a")) && bs.allows(&t("sm_120f")) && !bs.allows(&t("sm_100a")));
        let tma = req("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d");
        assert!(tma.allows(&t("sm_90")) && !tma.allows(&t("sm_80")));
        assert!(!req("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d").allows(&t("sm_90a")));
        let tr = req("llvm.nvvm.tensormap.replace.global.address.p1");
        assert!(tr.allows(&t("sm_90a")) && tr.allows(&t("sm_120a")) && !tr.allows(&t("sm_100")));
        let fp8 = req("llvm.nvvm.ff.to.e4m3x2.rn");
        assert!(fp8.allows(&t("sm_89")) && fp8.allows(&t("sm_90")) && !fp8.allows(&t("sm_80")));
        let fp4 = intrinsic_requirement("llvm.nvvm.ff.to.e2m1x2.rn.satfinite").unwrap();
        assert!(!fp4.0.allows(&t("sm_90")) && fp4.0.allows(&t("sm_100a")) && !fp4.0.allows(&t("sm_120")));
        assert_eq!(fp4.1, Some(FP6FP4));
        let mma8 = req("llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32");
        assert!(mma8.allows(&t("sm_89")) && !mma8.allows(&t("sm_80")));
        assert!(!mma8.allows(&Target::parse("sm_89", Some(78)).unwrap()));
        let rf = req("llvm.nvvm.redux.sync.fmax");
        assert!(rf.allows(&t("sm_100a")) && !rf.allows(&t("sm_110a")) && !rf.allows(&t("sm_120a")));
        assert!(intrinsic_requirement("llvm.nvvm.read.ptx.sreg.tid.x").is_none());
        assert_eq!(param_space_limit(&Target::parse("sm_90", Some(78)).unwrap()), 4352);
        assert_eq!(param_space_limit(&t("sm_90")), 32764);
    }
}
