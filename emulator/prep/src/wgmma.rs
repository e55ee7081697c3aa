//! The Hopper warpgroup MMA the emulator runs (emulator/runtime.c,
//! "wgmma"). LLVM 22 has no intrinsic for `wgmma.mma_async`, so tileas
//! emits it as inline PTX (`llvm.inline_asm`, passes/src/conversion/
//! tileas_to_llvm/wgmma.rs); this reads that asm back:
//!
//! ```text
//! {
//! .reg .pred p;
//! setp.ne.b32 p, $<2n+2>, 0;
//! wgmma.mma_async.sync.aligned.m64n<N>k<K>.<d>.<a>.<b> {$0, ..., $<n-1>}, $<2n>, $<2n+1>, p[, imm...];
//! }
//! ```
//!
//! with operands (the n accumulator registers tied to the outputs, the A and
//! B descriptors as i64, scale-d as i32) and a struct of n registers as
//! result. It becomes `__emu_wgmma(site, race_check, code, n, adesc, bdesc,
//! scale_d, regs)`, the registers passing through the TMEM register buffer.
//! The form with A in registers (16-bit types: a chained dot's P) reads
//! `{$2n, $2n+1, $2n+2, $2n+3}, $2n+4, p, scale-a, scale-b, trans-b` with
//! scale-d in `$2n+5`; its four A registers follow the accumulator in the
//! buffer and `code` says so (bit 24).
//! The fence, commit and wait intrinsics (`llvm.nvvm.wgmma.*`) take the
//! generic path: `__emu_nvvm_wgmma_*`.

/// Element type codes shared with the runtime (`EMU_T_*`).
fn type_code(t: &str) -> Option<u32> {
    Some(match t {
        "f16" => 1,
        "bf16" => 2,
        "tf32" => 3,
        "s8" => 4,
        "u8" => 5,
        "e4m3" => 6,
        "e5m2" => 7,
        "f32" => 8,
        "s32" => 9,
        _ => return None,
    })
}

/// One parsed `wgmma.mma_async`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wgmma {
    pub n: u32,
    pub k: u32,
    /// D, A, B element type codes.
    pub d: u32,
    pub a: u32,
    pub b: u32,
    /// `imm-scale-a`, `imm-scale-b` = -1 (negate), `imm-trans-a/b` = 1.
    pub neg_a: bool,
    pub neg_b: bool,
    pub trans_a: bool,
    pub trans_b: bool,
    /// A in four 32-bit registers instead of a descriptor.
    pub a_regs: bool,
}

impl Wgmma {
    /// Accumulator registers per thread (N/2 32-bit ones).
    pub fn regs(&self) -> usize {
        self.n as usize / 2
    }

    /// The runtime's `code`: A, B, D types in bits 0-3, 4-7, 8-11, negate A/B
    /// in 12/13, transpose A/B in 14/15, K in 16-23, A in registers at 24.
    pub fn code(&self) -> i64 {
        i64::from(
            self.a
                | self.b << 4
                | self.d << 8
                | u32::from(self.neg_a) << 12
                | u32::from(self.neg_b) << 13
                | u32::from(self.trans_a) << 14
                | u32::from(self.trans_b) << 15
                | self.k << 16
                | u32::from(self.a_regs) << 24,
        )
    }
}

/// Reads the asm string (see the module doc); `None` for anything else.
pub fn parse(asm: &str) -> Option<Wgmma> {
    let body: Vec<&str> = asm.split(['\n', ';']).map(str::trim).filter(|s| !s.is_empty()).collect();
    let [open, pred, setp, mma, close] = body.as_slice() else { return None };
    if (*open, *pred, *close) != ("{", ".reg .pred p", "}") {
        return None;
    }
    let (head, rest) = mma.split_once(' ')?;
    let shape = head.strip_prefix("wgmma.mma_async.sync.aligned.m64n")?;
    let parts: Vec<&str> = shape.split('.').collect();
    let [nk, d, a, b] = parts.as_slice() else { return None };
    let (n, k) = nk.split_once('k')?;
    let (n, k): (u32, u32) = (n.parse().ok()?, k.parse().ok()?);
    let w = |t: &str| type_code(t);
    let (d, a, b) = (w(d)?, w(a)?, w(b)?);
    if n % 8 != 0 || !(8..=256).contains(&n) {
        return None;
    }
    let regs = n as usize / 2;
    let list: Vec<String> = (0..regs).map(|i| format!("${i}")).collect();
    let rest = rest.strip_prefix(&format!("{{{}}}, ", list.join(", ")))?;
    let a_list: Vec<String> = (0..4).map(|i| format!("${}", 2 * regs + i)).collect();
    let (rest, a_regs) = match rest.strip_prefix(&format!("{{{}}}, ", a_list.join(", "))) {
        Some(r) => (r.strip_prefix(&format!("${}, p", 2 * regs + 4))?, true),
        None => (rest.strip_prefix(&format!("${}, ${}, p", 2 * regs, 2 * regs + 1))?, false),
    };
    let scale_d = 2 * regs + if a_regs { 5 } else { 2 };
    if *setp != format!("setp.ne.b32 p, ${scale_d}, 0") {
        return None;
    }
    let mut imms: Vec<i64> =
        rest.split(',').map(str::trim).filter(|s| !s.is_empty()).map(|s| s.parse().ok()).collect::<Option<_>>()?;
    let float = d == 8;
    let sixteen = matches!(a, 1 | 2) && matches!(b, 1 | 2);
    if a_regs {
        // No imm-trans-a: read it as 0.
        if !sixteen || imms.len() != 3 {
            return None;
        }
        imms.insert(2, 0);
    }
    let expected = if !float {
        0
    } else if sixteen {
        4
    } else {
        2
    };
    let scales_ok = imms.iter().take(2).all(|s| *s == 1 || *s == -1);
    let trans_ok = imms.iter().skip(2).all(|t| *t == 0 || *t == 1);
    if imms.len() != expected || !scales_ok || !trans_ok {
        return None;
    }
    Some(Wgmma {
        n,
        k,
        d,
        a,
        b,
        neg_a: imms.first() == Some(&-1),
        neg_b: imms.get(1) == Some(&-1),
        trans_a: imms.get(2) == Some(&1),
        trans_b: imms.get(3) == Some(&1),
        a_regs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asm(shape: &str, regs: usize, imms: &str) -> String {
        let outs: Vec<String> = (0..regs).map(|i| format!("${i}")).collect();
        format!(
            "{{\n.reg .pred p;\nsetp.ne.b32 p, ${}, 0;\nwgmma.mma_async.sync.aligned.{shape} {{{}}}, ${}, ${}, p{imms};\n}}",
            2 * regs + 2,
            outs.join(", "),
            2 * regs,
            2 * regs + 1
        )
    }

    #[test]
    fn reads_what_tileas_emits() {
        let w = parse(&asm("m64n128k16.f32.f16.f16", 64, ", 1, 1, 0, 1")).expect("f16");
        assert_eq!((w.n, w.k, w.d, w.a, w.b, w.trans_b, w.trans_a, w.neg_a), (128, 16, 8, 1, 1, true, false, false));
        assert_eq!(w.code(), 1 | 1 << 4 | 8 << 8 | 1 << 15 | 16 << 16);
        let i = parse(&asm("m64n64k32.s32.s8.u8", 32, "")).expect("int8");
        assert_eq!((i.d, i.a, i.b, i.regs()), (9, 4, 5, 32));
        let t = parse(&asm("m64n8k8.f32.tf32.tf32", 4, ", 1, 1")).expect("tf32");
        assert_eq!((t.a, t.k), (3, 8));
        assert!(parse(&asm("m64n8k8.f32.tf32.tf32", 4, ", 1, 1, 0, 0")).is_none(), "tf32 has no transpose");
        assert!(parse(&asm("m64n128k16.f32.f16.f16", 32, ", 1, 1, 0, 1")).is_none(), "register count");
        assert!(parse("mov.b32 $0, $1;").is_none());
    }

    #[test]
    fn reads_register_a() {
        let outs: Vec<String> = (0..32).map(|i| format!("${i}")).collect();
        let text = |imms: &str| {
            format!(
                "{{\n.reg .pred p;\nsetp.ne.b32 p, $69, 0;\nwgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{{}}}, {{$64, $65, $66, $67}}, $68, p{imms};\n}}",
                outs.join(", ")
            )
        };
        let w = parse(&text(", 1, 1, 1")).expect("register A");
        assert!(w.a_regs && w.trans_b && !w.trans_a);
        assert_eq!(w.code() >> 24 & 1, 1);
        assert!(parse(&text(", 1, 1, 0, 1")).is_none(), "no imm-trans-a with register A");
    }
}
