//! The warp-level matrix intrinsics the emulator runs (emulator/runtime.c,
//! "warp matrix ops"): which `llvm.nvvm.mma.*`, `llvm.nvvm.ldmatrix.*` and
//! `llvm.nvvm.stmatrix.*` names are understood, what registers each takes and
//! returns, and the number that tells the runtime which one it is.
//!
//! Names follow LLVM 22's `IntrinsicsNVVM.td` (`MMA_NAME`, `MMA_SIGNATURE`,
//! `LDMATRIX_NAME`, `STMATRIX_NAME`), `llvm.nvvm.` stripped:
//!
//! | name | A, B, C/D element types |
//! |---|---|
//! | `mma.m16n8k16.row.col.<d>.<c>` (`d` = `c` ∈ {f16, f32}) | f16, f16, c |
//! | `mma.m16n8k16.row.col.bf16` | bf16, bf16, f32 |
//! | `mma.m16n8k8.row.col.tf32` | tf32, tf32, f32 |
//! | `mma.m16n8k32.row.col[.satfinite].<a>[.<b>]` (`a`, `b` ∈ {s8, u8}; `b` = `a` when absent) | a, b, s32 |
//! | `mma.m16n8k32.row.col.<d>.<a>.<b>.<c>` (`a`, `b` ∈ {e4m3, e5m2}; `d` = `c` ∈ {f16, f32}) | a, b, c |
//! | `mma.m8n8k4.row.col.f64` | f64 |
//! | `mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.<a>.<b>.f32.ue8m0` (`a`, `b` ∈ {e4m3, e5m2}) | a, b, f32, plus per operand an i32 of ue8m0 scales and i16 byte and thread ids |
//! | `mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3` | e2m1 (eight a register), e2m1, f32, plus per operand an i32 of four ue4m3 scales and i16 byte and thread ids |
//! | `mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0` | e2m1, e2m1, f32, plus per operand an i32 of ue8m0 scales (two a step, from the byte id) and i16 byte and thread ids |
//! | `mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0` (no such intrinsic: the inline PTX `mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0` with its operands in the intrinsics' order, [`parse_mma_asm`]) | e2m1, e2m1, f32, plus per operand an i32 of four ue8m0 scales and i16 byte and thread ids |
//! | `{ld,st}matrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16` | 16-bit elements |
//!
//! (LLVM has no m16n8k16/m16n8k32 form whose C and D types differ.) Anything
//! else (other shapes, the m8n8k4 f16 quad-pair form, sparse MMAs, other
//! block-scaled kinds, other ldmatrix shapes) is not recognized and goes the way
//! of any unknown intrinsic (reported, the kernel is not emulatable).

use tileas_dialects::mma_atoms::{Atom, AtomKind};

/// Element types, numbered as runtime.c's `EMU_T_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    F16 = 1,
    Bf16 = 2,
    Tf32 = 3,
    S8 = 4,
    U8 = 5,
    E4m3 = 6,
    E5m2 = 7,
    F32 = 8,
    S32 = 9,
    F64 = 10,
    /// NVFP4's 4-bit float, eight to a register (the first lowest).
    E2m1 = 11,
}

impl Elem {
    fn from_name(s: &str) -> Option<Elem> {
        Some(match s {
            "f16" => Elem::F16,
            "bf16" => Elem::Bf16,
            "tf32" => Elem::Tf32,
            "s8" => Elem::S8,
            "u8" => Elem::U8,
            "e4m3" => Elem::E4m3,
            "e5m2" => Elem::E5m2,
            "f32" => Elem::F32,
            "s32" => Elem::S32,
            "f64" => Elem::F64,
            "e2m1" => Elem::E2m1,
            _ => return None,
        })
    }

    fn bits(self) -> usize {
        match self {
            Elem::E2m1 => 4,
            Elem::S8 | Elem::U8 | Elem::E4m3 | Elem::E5m2 => 8,
            Elem::F16 | Elem::Bf16 => 16,
            Elem::Tf32 | Elem::F32 | Elem::S32 => 32,
            Elem::F64 => 64,
        }
    }

    /// The LLVM type of one register holding elements of this type.
    fn reg(self) -> Reg {
        match self {
            Elem::F16 => Reg::F16x2,
            Elem::F32 => Reg::F32,
            Elem::F64 => Reg::F64,
            _ => Reg::I32,
        }
    }
}

/// The LLVM type of one fragment register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reg {
    /// `vector<2xf16>` (element 0 in the low half, as PTX's `.f16x2`)
    F16x2,
    I32,
    F32,
    F64,
    /// The block-scaled form's byte and thread ids.
    I16,
}

/// MMA shapes, numbered as runtime.c's `EMU_SHAPE_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    M16n8k16 = 1,
    M16n8k8 = 2,
    M16n8k32 = 3,
    M8n8k4 = 4,
    /// NVFP4's block-scaled shape (`.kind::mxf4nvf4`).
    M16n8k64 = 5,
}

impl Shape {
    fn mnk(self) -> (usize, usize, usize) {
        match self {
            Shape::M16n8k16 => (16, 8, 16),
            Shape::M16n8k8 => (16, 8, 8),
            Shape::M16n8k32 => (16, 8, 32),
            Shape::M8n8k4 => (8, 8, 4),
            Shape::M16n8k64 => (16, 8, 64),
        }
    }
}

/// One `mma.sync.aligned.<shape>.row.col[.satfinite].<d>.<a>.<b>.<c>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mma {
    pub shape: Shape,
    pub a: Elem,
    pub b: Elem,
    pub c: Elem,
    pub d: Elem,
    pub satfinite: bool,
    /// `.kind::mxf8f6f4.block_scale.scale_vec::1X` with ue8m0 scales, or
    /// (shape m16n8k64, e2m1) `.kind::mxf4nvf4.block_scale.scale_vec::4X`
    /// with ue4m3 scales.
    pub block_scale: bool,
    /// (shape m16n8k64, e2m1) `.kind::mxf4.block_scale.scale_vec::2X` with
    /// ue8m0 scales instead.
    pub scale_2x: bool,
    /// (shape m16n8k64, e2m1) `.kind::mxf4nvf4.block_scale.scale_vec::4X`
    /// with ue8m0 scales instead of ue4m3 (MXFP4 with a scale per 16).
    pub ue8m0_4x: bool,
}

impl Mma {
    /// The `kind` argument of `__emu_mma`: shape in bits 0..4, the A, B, C and
    /// D element types in bits 4..8, 8..12, 12..16 and 16..20, satfinite in
    /// bit 20, the block-scaled form in bit 21, `.scale_vec::2X` in bit 22,
    /// `.scale_vec::4X` with ue8m0 scales in bit 23.
    pub fn descriptor(&self) -> i32 {
        self.shape as i32
            | (self.a as i32) << 4
            | (self.b as i32) << 8
            | (self.c as i32) << 12
            | (self.d as i32) << 16
            | i32::from(self.satfinite) << 20
            | i32::from(self.block_scale) << 21
            | i32::from(self.scale_2x) << 22
            | i32::from(self.ue8m0_4x) << 23
    }

    /// Registers per lane of A, B and C (= D): the fragment's elements per
    /// lane (rows × columns / 32) packed into 32-bit registers (one f64 each).
    pub fn registers(&self) -> (usize, usize, usize, usize) {
        let (m, n, k) = self.shape.mnk();
        let regs = |elems: usize, e: Elem| elems * e.bits() / e.bits().max(32);
        (regs(m * k / 32, self.a), regs(k * n / 32, self.b), regs(m * n / 32, self.c), regs(m * n / 32, self.d))
    }

    /// The register types of the operands (A, B, C in order) and of the result.
    pub fn signature(&self) -> (Vec<Reg>, Vec<Reg>) {
        let (a, b, c, d) = self.registers();
        let mut inputs = vec![self.a.reg(); a];
        inputs.extend(vec![self.b.reg(); b]);
        inputs.extend(vec![self.c.reg(); c]);
        if self.block_scale {
            inputs.extend([Reg::I32, Reg::I16, Reg::I16, Reg::I32, Reg::I16, Reg::I16]);
        }
        (inputs, vec![self.d.reg(); d])
    }
}

/// `mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.<a>.<b>.f32.ue8m0`,
/// `mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3`
/// `mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0`
/// or (the inline PTX's name, [`parse_mma_asm`])
/// `mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0`.
fn parse_block_scale(rest: &str) -> Option<Mma> {
    let (a, b, c, d) = (Elem::E2m1, Elem::E2m1, Elem::F32, Elem::F32);
    let fp4 = |scale_2x, ue8m0_4x| Mma {
        shape: Shape::M16n8k64,
        a,
        b,
        c,
        d,
        satfinite: false,
        block_scale: true,
        scale_2x,
        ue8m0_4x,
    };
    match rest {
        "m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3" => return Some(fp4(false, false)),
        "m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0" => return Some(fp4(true, false)),
        "m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0" => return Some(fp4(false, true)),
        _ => {}
    }
    let types = rest.strip_prefix("m16n8k32.row.col.mxf8f6f4.scale.1x.f32.")?.strip_suffix(".f32.ue8m0")?;
    let (a, b) = types.split_once('.')?;
    let fp8 = |s: &str| Elem::from_name(s).filter(|e| matches!(e, Elem::E4m3 | Elem::E5m2));
    let (a, b) = (fp8(a)?, fp8(b)?);
    Some(Mma {
        shape: Shape::M16n8k32,
        a,
        b,
        c: Elem::F32,
        d: Elem::F32,
        satfinite: false,
        block_scale: true,
        scale_2x: false,
        ue8m0_4x: false,
    })
}

/// The atoms tileas writes as inline PTX (`Atom::inline_ptx`: LLVM 22 has no
/// intrinsic for them), each as (its `llvm.nvvm.` name, prefix stripped, the
/// name the module table gives it; the PTX instruction).
fn inline_mmas() -> impl Iterator<Item = (String, &'static str)> {
    let atoms = [Atom::block_scaled(AtomKind::E2M1x2 { ue8m0: true, per16: true })];
    atoms.into_iter().filter_map(|a| {
        let name = a.intrinsic().strip_prefix(crate::rewrite::NVVM_INTRINSIC_PREFIX)?.to_string();
        Some((name, a.inline_ptx()?))
    })
}

/// An `llvm.inline_asm` text that is one of [`inline_mmas`] with its
/// operands in the intrinsic's order (`{$0, $1, $2, $3}, {$4, ...}, ...`:
/// D, A, B, C, then per operand `{scale}, {byte id, thread id}`, as
/// passes/src/conversion/tileas_to_llvm/mma.rs writes it) → its name and
/// MMA; anything else (other operand orders included) `None`.
pub fn parse_mma_asm(text: &str) -> Option<(String, Mma)> {
    let (name, ptx) = inline_mmas().find(|(_, ptx)| text.starts_with(&format!("{ptx} ")))?;
    let mma = parse_mma(&name)?;
    let (a, b, c, d) = mma.registers();
    let mut next = 0;
    let groups: Vec<String> = [d, a, b, c, 1, 2, 1, 2]
        .iter()
        .map(|n| {
            let regs: Vec<String> = (next..next + n).map(|i| format!("${i}")).collect();
            next += n;
            format!("{{{}}}", regs.join(","))
        })
        .collect();
    let operands: String = text[ptx.len()..].chars().filter(|c| !c.is_whitespace()).collect();
    (operands == format!("{};", groups.join(","))).then_some((name, mma))
}

/// `llvm.nvvm.mma.*` (prefix stripped) → the MMA, for the forms in the
/// module's table.
pub fn parse_mma(name: &str) -> Option<Mma> {
    if let Some(rest) = name.strip_prefix("mma.block.scale.") {
        return parse_block_scale(rest);
    }
    let rest = name.strip_prefix("mma.")?;
    let (shape, rest) = rest.split_once(".row.col.")?;
    let shape = match shape {
        "m16n8k16" => Shape::M16n8k16,
        "m16n8k8" => Shape::M16n8k8,
        "m16n8k32" => Shape::M16n8k32,
        "m8n8k4" => Shape::M8n8k4,
        _ => return None,
    };
    let (satfinite, rest) = match rest.strip_prefix("satfinite.") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let types: Vec<Elem> = rest.split('.').map(Elem::from_name).collect::<Option<_>>()?;
    use Elem::*;
    let is_acc = |e: Elem| matches!(e, F16 | F32);
    let is_int8 = |e: Elem| matches!(e, S8 | U8);
    let is_fp8 = |e: Elem| matches!(e, E4m3 | E5m2);
    let mma =
        |a, b, c, d| Some(Mma { shape, a, b, c, d, satfinite, block_scale: false, scale_2x: false, ue8m0_4x: false });
    match (shape, satfinite, types.as_slice()) {
        (Shape::M16n8k16, false, [d, c]) if is_acc(*d) && c == d => mma(F16, F16, *c, *d),
        (Shape::M16n8k16, false, [Bf16]) => mma(Bf16, Bf16, F32, F32),
        (Shape::M16n8k8, false, [Tf32]) => mma(Tf32, Tf32, F32, F32),
        (Shape::M16n8k32, _, [a]) if is_int8(*a) => mma(*a, *a, S32, S32),
        (Shape::M16n8k32, _, [a, b]) if is_int8(*a) && is_int8(*b) => mma(*a, *b, S32, S32),
        (Shape::M16n8k32, false, [d, a, b, c]) if is_acc(*d) && is_fp8(*a) && is_fp8(*b) && c == d => {
            mma(*a, *b, *c, *d)
        }
        (Shape::M8n8k4, false, [F64]) => mma(F64, F64, F64, F64),
        _ => None,
    }
}

/// `ldmatrix` / `stmatrix` `.sync.aligned.m8n8.x<num>[.trans].b16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatrixMove {
    pub store: bool,
    /// 1, 2 or 4 matrices of 8 × 8 16-bit elements (one i32 register each).
    pub num: usize,
    pub trans: bool,
}

impl MatrixMove {
    /// The `kind` argument of `__emu_ldmatrix` / `__emu_stmatrix`: `num` in
    /// bits 0..4, `.trans` in bit 4, bit 8 when the shared-memory rows go
    /// through the race detector.
    pub fn descriptor(&self, race_check: bool) -> i32 {
        self.num as i32 | i32::from(self.trans) << 4 | i32::from(race_check) << 8
    }
}

/// `llvm.nvvm.{ld,st}matrix.*` (prefix stripped) → the matrix move.
pub fn parse_matrix_move(name: &str) -> Option<MatrixMove> {
    let (store, rest) = if let Some(r) = name.strip_prefix("ldmatrix.sync.aligned.m8n8.x") {
        (false, r)
    } else {
        (true, name.strip_prefix("stmatrix.sync.aligned.m8n8.x")?)
    };
    let (num, rest) = rest.split_once('.')?;
    let num = match num {
        "1" => 1,
        "2" => 2,
        "4" => 4,
        _ => return None,
    };
    let trans = match rest {
        "b16" => false,
        "trans.b16" => true,
        _ => return None,
    };
    Some(MatrixMove { store, num, trans })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mma_names() {
        use Elem::*;
        let m = parse_mma("mma.m16n8k16.row.col.f32.f32").expect("f16 -> f32");
        assert_eq!((m.a, m.b, m.c, m.d, m.satfinite), (F16, F16, F32, F32, false));
        assert_eq!(m.registers(), (4, 2, 4, 4));
        // f16 forms are named by D then C (which LLVM 22 requires to be equal)
        let m = parse_mma("mma.m16n8k16.row.col.f16.f16").expect("f16 -> f16");
        assert_eq!((m.c, m.d), (F16, F16));
        assert_eq!(m.registers(), (4, 2, 2, 2));
        let m = parse_mma("mma.m16n8k16.row.col.bf16").expect("bf16");
        assert_eq!(m.signature(), ([vec![Reg::I32; 6], vec![Reg::F32; 4]].concat(), vec![Reg::F32; 4]));
        assert_eq!(parse_mma("mma.m16n8k8.row.col.tf32").map(|m| m.registers()), Some((4, 2, 4, 4)));
        let m = parse_mma("mma.m16n8k32.row.col.s8.u8").expect("s8 x u8");
        assert_eq!((m.a, m.b, m.c, m.satfinite), (S8, U8, S32, false));
        assert_eq!(m.registers(), (4, 2, 4, 4));
        let m = parse_mma("mma.m16n8k32.row.col.satfinite.u8").expect("satfinite u8");
        assert_eq!((m.a, m.b, m.satfinite), (U8, U8, true));
        // fp8: D, A, B, C
        let m = parse_mma("mma.m16n8k32.row.col.f32.e5m2.e4m3.f32").expect("fp8");
        assert_eq!((m.a, m.b, m.c, m.d), (E5m2, E4m3, F32, F32));
        let m = parse_mma("mma.m16n8k32.row.col.f16.e4m3.e4m3.f16").expect("fp8 -> f16");
        assert_eq!((m.c, m.d), (F16, F16));
        let m = parse_mma("mma.m8n8k4.row.col.f64").expect("f64");
        assert_eq!(m.signature(), (vec![Reg::F64; 4], vec![Reg::F64; 2]));
        for other in [
            "mma.m8n8k4.row.col.f32.f32",
            "mma.m16n8k16.row.col.f16.f32",
            "mma.m16n8k32.row.col.f32.e4m3.e4m3.f16",
            "mma.m16n8k8.row.col.f32.f32",
            "mma.m16n8k16.col.row.f32.f32",
            "mma.m16n8k16.row.col.satfinite.f32.f32",
            "mma.m16n8k32.row.col.satfinite.f32.e4m3.e4m3.f32",
            "mma.m16n8k32.row.col.kind_f8f6f4.f32.e2m1.e2m1.f32",
            "mma.m16n8k16.row.col.s8",
            "mma.sp.m16n8k32.row.col.f32.f32",
            "mma.m16n8k32.row.col.s8.u8.s8",
        ] {
            assert_eq!(parse_mma(other), None, "{other}");
        }
    }

    #[test]
    fn block_scale_names() {
        use Elem::*;
        let m = parse_mma("mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e4m3.f32.ue8m0").expect("mxf8");
        assert_eq!((m.a, m.b, m.c, m.d, m.block_scale), (E5m2, E4m3, F32, F32, true));
        let scales = [Reg::I32, Reg::I16, Reg::I16, Reg::I32, Reg::I16, Reg::I16];
        assert_eq!(
            m.signature(),
            ([vec![Reg::I32; 6], vec![Reg::F32; 4], scales.to_vec()].concat(), vec![Reg::F32; 4])
        );
        assert_eq!(m.descriptor(), 3 | 7 << 4 | 6 << 8 | 8 << 12 | 8 << 16 | 1 << 21);
        let nv = parse_mma("mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3").expect("nvf4");
        assert_eq!(nv.registers(), (4, 2, 4, 4));
        assert_eq!(nv.descriptor(), 5 | 11 << 4 | 11 << 8 | 8 << 12 | 8 << 16 | 1 << 21);
        assert_eq!(nv.signature().0.len(), 4 + 2 + 4 + 6);
        let mx = parse_mma("mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0").expect("mxf4");
        assert_eq!(mx.descriptor(), 5 | 11 << 4 | 11 << 8 | 8 << 12 | 8 << 16 | 1 << 21 | 1 << 22);
        let mx16 = parse_mma("mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0").expect("4X");
        assert_eq!(mx16.descriptor(), 5 | 11 << 4 | 11 << 8 | 8 << 12 | 8 << 16 | 1 << 21 | 1 << 23);
        for other in [
            "mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e4m3.f32.ue8m0",
            "mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e2m1.f32.ue8m0",
            "mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0",
            "mma.m16n8k64.row.col.f32.e2m1.e2m1.f32",
        ] {
            assert_eq!(parse_mma(other), None, "{other}");
        }
    }

    /// The inline PTX MMA, as passes/src/conversion/tileas_to_llvm/mma.rs
    /// writes it; any other operand order is not this MMA.
    #[test]
    fn inline_mma_text() {
        let ptx = "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0";
        let ours = format!(
            "{ptx} {{$0, $1, $2, $3}}, {{$4, $5, $6, $7}}, {{$8, $9}}, {{$10, $11, $12, $13}}, {{$14}}, \
             {{$15, $16}}, {{$17}}, {{$18, $19}};"
        );
        let (name, m) = parse_mma_asm(&ours).expect("inline 4X ue8m0");
        assert_eq!(name, "mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0");
        assert_eq!(parse_mma(&name), Some(m));
        assert!(m.ue8m0_4x && !m.scale_2x && m.block_scale);
        let swapped = ours.replace("{$14}, {$15, $16}", "{$15}, {$14, $16}");
        assert_eq!(parse_mma_asm(&swapped), None);
        assert_eq!(parse_mma_asm(&ours.replace(".ue8m0", ".ue4m3")), None);
        assert_eq!(parse_mma_asm(&ours.replace(";", "")), None);
    }

    #[test]
    fn mma_descriptor() {
        let m = parse_mma("mma.m16n8k32.row.col.satfinite.s8.u8").expect("int8");
        assert_eq!(m.descriptor(), 3 | 4 << 4 | 5 << 8 | 9 << 12 | 9 << 16 | 1 << 20);
        let m = parse_mma("mma.m16n8k16.row.col.f16.f16").expect("f16");
        assert_eq!(m.descriptor(), 1 | 1 << 4 | 1 << 8 | 1 << 12 | 1 << 16);
    }

    #[test]
    fn matrix_move_names() {
        let ld = parse_matrix_move("ldmatrix.sync.aligned.m8n8.x4.trans.b16");
        assert_eq!(ld, Some(MatrixMove { store: false, num: 4, trans: true }));
        let st = parse_matrix_move("stmatrix.sync.aligned.m8n8.x2.b16");
        assert_eq!(st, Some(MatrixMove { store: true, num: 2, trans: false }));
        assert_eq!(st.map(|m| m.descriptor(true)), Some(2 | 1 << 8));
        assert_eq!(ld.map(|m| m.descriptor(false)), Some(4 | 1 << 4));
        for other in [
            "ldmatrix.sync.aligned.m8n8.x3.b16",
            "ldmatrix.sync.aligned.m16n16.x1.trans.b8",
            "ldmatrix.sync.aligned.m8n8.x1.b8",
            "stmatrix.sync.aligned.m16n8.x1.trans.b8",
        ] {
            assert_eq!(parse_matrix_move(other), None, "{other}");
        }
    }
}
