//! Warp-level tensor-core MMA atoms (`mma.sync`) and the thread-value
//! layouts of their fragments, tiled over the warps of a CTA.
//!
//! An atom multiplies an `M×K` A fragment by a `K×N` B fragment into an
//! `M×N` C fragment held by the 32 lanes of a warp. The PTX ISA fixes which
//! lane holds which element in which register ("Matrix Fragments for
//! mma.m16n8k*", section 9.7.14.5 of the PTX ISA 8.x/9.x); every one of the
//! layouts used here is a bit map: each lane bit and each register bit selects
//! one bit of the row or the column. That makes a CTA tile of atoms a
//! [`TvLayout`] whose every bit is a thread, warp or slot bit (`from_bits`),
//! so fragments travel through the passes as ordinary tile layouts and the
//! lowering can find each atom's registers by slot index.
//!
//! Pure data: no MLIR here, so the plans are unit-tested directly.

use crate::tv_layout::{from_bits, TvLayout};

/// A bit of an atom-local coordinate: row (`M`), column (`N`) or reduction
/// (`K`) dimension, and which bit of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bit {
    M(u32),
    N(u32),
    K(u32),
}
use Bit::{K, M, N};

/// The element types an atom multiplies (A and B; C is f32 unless noted).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomKind {
    /// f16 × f16 → f32 (`m16n8k16`).
    F16F32,
    /// f16 × f16 → f16 (`m16n8k16`, f16 accumulator).
    F16F16,
    /// bf16 × bf16 → f32 (`m16n8k16`).
    Bf16,
    /// tf32 × tf32 → f32 (`m16n8k8`).
    Tf32,
    /// 8-bit integers → s32 (`m16n8k32`); signedness of A and B.
    I8 { signed_a: bool, signed_b: bool },
    /// fp8 × fp8 → f32 (`m16n8k32`, sm_89+); whether A / B are e4m3 (else e5m2).
    F8 { e4m3_a: bool, e4m3_b: bool },
    /// f64 × f64 → f64 (`m8n8k4`, DMMA).
    F64,
    /// 4-bit floats, block-scaled only: A and B are bytes, each two
    /// f4E2M1FN elements neighbouring along K (the lower-indexed in bits
    /// 3..0), one scale per 16 elements of K (`per16`, 8 bytes; `tcgen05.mma
    /// ... .kind::mxf4nvf4.block_scale.block16`, `mma.sync ...
    /// .kind::mxf4nvf4.scale_vec::4X`) or per 32 (16 bytes;
    /// `.kind::mxf4nvf4.block_scale.block32`, `mma.sync ...
    /// .kind::mxf4.scale_vec::2X`), ue4m3 (NVFP4, per 16 only) or ue8m0
    /// (MXFP4; per 16 as `mma.sync` in inline PTX: [`Atom::inline_ptx`]).
    /// Shapes count K in bytes, so an element is one byte everywhere else.
    E2M1x2 { ue8m0: bool, per16: bool },
}

/// The `packing` of a `nv_tileaa.dot` whose i8 A and B hold two f4E2M1FN
/// elements each, neighbouring along K (`AtomKind::E2M1x2`; the verifier
/// accepts no other value).
pub const PACKED_E2M1: &str = "f4E2M1FN";

impl AtomKind {
    /// The kinds of 16-bit A and B (f16, bf16): the `m16n8k16` atoms, whose
    /// A fragment is where two neighbouring C blocks are, and whose operands
    /// `ldmatrix` moves with or without `.trans`.
    pub fn sixteen_bit(self) -> bool {
        matches!(self, AtomKind::F16F32 | AtomKind::F16F16 | AtomKind::Bf16)
    }
}

/// One `mma.sync` shape and its fragment layouts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    pub kind: AtomKind,
    /// log2 of the atom's M, N, K.
    pub m_bits: u32,
    pub n_bits: u32,
    pub k_bits: u32,
    /// The coordinate bit each of the 5 lane bits selects (lowest first),
    /// and the coordinate bit each register (slot) bit selects, per fragment.
    pub a_lane: [Bit; 5],
    pub a_val: Vec<Bit>,
    pub b_lane: [Bit; 5],
    pub b_val: Vec<Bit>,
    pub c_lane: [Bit; 5],
    pub c_val: Vec<Bit>,
    /// The block-scaled form (`mma.sync ... .kind::mxf8f6f4.block_scale
    /// .scale_vec::1X ... .ue8m0` for fp8: one `f8E8M0FNU` scale per row of
    /// A and column of B multiplies the atom's 32 products along K;
    /// `.kind::mxf4nvf4.block_scale.scale_vec::4X ... .ue4m3` for NVFP4: four,
    /// one per 16 of its 64).
    pub block_scale: bool,
}

impl Atom {
    /// The block-scaled atom of an fp8 `kind` or of NVFP4 (sm_120a/sm_121a):
    /// the same fragments as [`Atom::new`] (NVFP4's m16n8k64 in bytes is the
    /// 8-bit m16n8k32), plus a scale register per operand.
    pub fn block_scaled(kind: AtomKind) -> Self {
        Self { block_scale: matches!(kind, AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. }), ..Self::new(kind) }
    }

    /// The atom for `kind`, with the PTX ISA's fragment layouts.
    pub fn new(kind: AtomKind) -> Self {
        // C/D of every m16n8 shape: c0,c1 at (groupID, 2·tig + i), c2,c3
        // at groupID + 8 (tig = lane mod 4, groupID = lane / 4).
        let c_lane = [N(1), N(2), M(0), M(1), M(2)];
        let c16 = vec![N(0), M(3)];
        match kind {
            // m16n8k16 .f16/.bf16: a0,a1 at (g, 2·tig + i), a2,a3 at row
            // g + 8, a4..a7 the same at column + 8; b0,b1 at (2·tig + i, g),
            // b2,b3 at row + 8.
            AtomKind::F16F32 | AtomKind::F16F16 | AtomKind::Bf16 => Self {
                kind,
                m_bits: 4,
                n_bits: 3,
                k_bits: 4,
                a_lane: [K(1), K(2), M(0), M(1), M(2)],
                a_val: vec![K(0), M(3), K(3)],
                b_lane: [K(1), K(2), N(0), N(1), N(2)],
                b_val: vec![K(0), K(3)],
                c_lane,
                c_val: c16,
                block_scale: false,
            },
            // m16n8k8 .tf32: a0 (g, tig), a1 (g + 8, tig), a2/a3 at column
            // tig + 4; b0 (tig, g), b1 (tig + 4, g).
            AtomKind::Tf32 => Self {
                kind,
                m_bits: 4,
                n_bits: 3,
                k_bits: 3,
                a_lane: [K(0), K(1), M(0), M(1), M(2)],
                a_val: vec![M(3), K(2)],
                b_lane: [K(0), K(1), N(0), N(1), N(2)],
                b_val: vec![K(2)],
                c_lane,
                c_val: c16,
                block_scale: false,
            },
            // m16n8k32 8-bit (integers and fp8): register 0 holds
            // (g, 4·tig + 0..3), register 1 row g + 8, registers 2/3 the same
            // at column + 16; B register 0 holds (4·tig + 0..3, g), register 1
            // row + 16.
            AtomKind::I8 { .. } | AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. } => Self {
                kind,
                m_bits: 4,
                n_bits: 3,
                k_bits: 5,
                a_lane: [K(2), K(3), M(0), M(1), M(2)],
                a_val: vec![K(0), K(1), M(3), K(4)],
                b_lane: [K(2), K(3), N(0), N(1), N(2)],
                b_val: vec![K(0), K(1), K(4)],
                c_lane,
                c_val: c16,
                block_scale: false,
            },
            // m8n8k4 .f64: a0 (g, tig), b0 (tig, g), c0,c1 (g, 2·tig + i).
            AtomKind::F64 => Self {
                kind,
                m_bits: 3,
                n_bits: 3,
                k_bits: 2,
                a_lane: [K(0), K(1), M(0), M(1), M(2)],
                a_val: vec![],
                b_lane: [K(0), K(1), N(0), N(1), N(2)],
                b_val: vec![],
                c_lane,
                c_val: vec![N(0)],
                block_scale: false,
            },
        }
    }

    /// Registers (slots) per lane of A, B and C.
    pub fn a_slots(&self) -> usize {
        1 << self.a_val.len()
    }
    pub fn b_slots(&self) -> usize {
        1 << self.b_val.len()
    }
    pub fn c_slots(&self) -> usize {
        1 << self.c_val.len()
    }

    /// The LLVM NVVM intrinsic of the atom (`.row.col`: A row-major, B
    /// column-major in the PTX sense, which is what the fragments above are).
    pub fn intrinsic(&self) -> String {
        let f8 = |e4m3: bool| if e4m3 { "e4m3" } else { "e5m2" };
        let name = match self.kind {
            AtomKind::F16F32 => "m16n8k16.row.col.f32.f32".to_string(),
            AtomKind::F16F16 => "m16n8k16.row.col.f16.f16".to_string(),
            AtomKind::Bf16 => "m16n8k16.row.col.bf16".to_string(),
            AtomKind::Tf32 => "m16n8k8.row.col.tf32".to_string(),
            AtomKind::I8 { signed_a, signed_b } => {
                let s = |signed: bool| if signed { "s8" } else { "u8" };
                if signed_a == signed_b {
                    format!("m16n8k32.row.col.{}", s(signed_a))
                } else {
                    format!("m16n8k32.row.col.{}.{}", s(signed_a), s(signed_b))
                }
            }
            AtomKind::F8 { e4m3_a, e4m3_b } if self.block_scale => {
                let (a, b) = (f8(e4m3_a), f8(e4m3_b));
                return format!("llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.{a}.{b}.f32.ue8m0");
            }
            AtomKind::F8 { e4m3_a, e4m3_b } => format!("m16n8k32.row.col.f32.{}.{}.f32", f8(e4m3_a), f8(e4m3_b)),
            AtomKind::F64 => "m8n8k4.row.col.f64".to_string(),
            AtomKind::E2M1x2 { ue8m0, per16 } => {
                // (ue8m0 per 16 has no intrinsic: `inline_ptx` is its form; the
                // name below is what the emulator calls it.)
                let form = match (ue8m0, per16) {
                    (false, _) => "m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3",
                    (true, false) => "m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0",
                    (true, true) => "m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0",
                };
                return format!("llvm.nvvm.mma.block.scale.{form}");
            }
        };
        format!("llvm.nvvm.mma.{name}")
    }

    /// The PTX instruction of a block-scaled atom that LLVM 22 has no
    /// intrinsic for, to be emitted as inline assembly: MXFP4 with ue8m0
    /// scales per 16 elements (`.kind::mxf4nvf4 ... .scale_vec::4X ...
    /// .ue8m0`, which the PTX ISA has and NVIDIA's tileiras 13.5 also writes
    /// inline). Its operands are the intrinsic's, in the same order: A, B, C
    /// registers, then per operand the scale word, byte id and thread id.
    pub fn inline_ptx(&self) -> Option<&'static str> {
        match self.kind {
            AtomKind::E2M1x2 { ue8m0: true, per16: true } if self.block_scale => Some(
                "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0",
            ),
            _ => None,
        }
    }
}

/// Geometry of a (batched) `C[M×N] += A[M×K]·B[K×N]` tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DotShape {
    pub batch: i64,
    pub m: i64,
    pub n: i64,
    pub k: i64,
}

/// An atom tiled over a CTA: warps split M and N (`2^wm × 2^wn` warps);
/// each warp repeats the atom over its part of M and N and over all of K.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmaPlan {
    pub atom: Atom,
    pub shape: DotShape,
    /// log2 of the warps along M and N.
    pub wm: u32,
    pub wn: u32,
    /// Atom repetitions per warp along M, N and K (and the batch).
    pub rm: i64,
    pub rn: i64,
    pub rk: i64,
}

fn log2(x: i64) -> Option<u32> {
    (x > 0 && x & (x - 1) == 0).then(|| x.trailing_zeros())
}

impl MmaPlan {
    /// Tiles `atom` over `threads` threads (whole warps), or `None` when the
    /// tile is not a power of two in every dimension or too small for one
    /// atom per warp. Warps go to the dimension with the larger per-warp
    /// extent (in atoms) first, which keeps the per-warp tile square-ish.
    pub fn new(atom: Atom, shape: DotShape, threads: i64) -> Option<Self> {
        let (mb, nb, kb, _) = (log2(shape.m)?, log2(shape.n)?, log2(shape.k)?, log2(shape.batch)?);
        let warps = log2(threads)?.checked_sub(5)?;
        if mb < atom.m_bits || nb < atom.n_bits || kb < atom.k_bits {
            return None;
        }
        let (mut wm, mut wn) = (0u32, 0u32);
        for _ in 0..warps {
            let (left_m, left_n) = (mb - atom.m_bits - wm, nb - atom.n_bits - wn);
            if left_m >= left_n && left_m > 0 {
                wm += 1;
            } else if left_n > 0 {
                wn += 1;
            } else {
                return None;
            }
        }
        Some(Self {
            shape,
            wm,
            wn,
            rm: 1 << (mb - atom.m_bits - wm),
            rn: 1 << (nb - atom.n_bits - wn),
            rk: 1 << (kb - atom.k_bits),
            atom,
        })
    }

    /// Tiles `atom` over `threads` threads with every warp along M (each
    /// warp keeps whole rows of C), or `None` when M has fewer atom rows
    /// than there are warps. Two dots chained through C (attention's
    /// `S = Q·Kᵀ`, then `P·V` with `P` computed from `S`) tiled so keep
    /// C of the first exactly where the second's A fragments are
    /// (`layout_c` of one equals `layout_a` of the other when the first's
    /// N is the second's K): the chain moves no element between threads,
    /// and a row reduction of C stays within a quad of lanes.
    pub fn rows_only(atom: Atom, shape: DotShape, threads: i64) -> Option<Self> {
        let (mb, nb, kb, _) = (log2(shape.m)?, log2(shape.n)?, log2(shape.k)?, log2(shape.batch)?);
        let warps = log2(threads)?.checked_sub(5)?;
        if nb < atom.n_bits || kb < atom.k_bits || mb < atom.m_bits + warps {
            return None;
        }
        Some(Self {
            shape,
            wm: warps,
            wn: 0,
            rm: 1 << (mb - atom.m_bits - warps),
            rn: 1 << (nb - atom.n_bits),
            rk: 1 << (kb - atom.k_bits),
            atom,
        })
    }

    fn bits(x: i64) -> u32 {
        x.trailing_zeros()
    }

    /// The element bit (row-major index) of coordinate bit `b` in a tile
    /// whose column dimension has `cols` bits.
    fn place(b: Bit, row: char, cols: u32) -> u32 {
        match (b, row) {
            (M(i), 'm') | (K(i), 'k') => cols + i,
            (N(i), _) | (K(i), _) | (M(i), _) => i,
        }
    }

    /// Repetition bits: the coordinate bits above the atom's and below the
    /// warps' (`from..to`) of dimension `dim`.
    fn reps(dim: fn(u32) -> Bit, from: u32, to: u32) -> Vec<Bit> {
        (from..to).map(dim).collect()
    }

    /// Layout of the A operand (`[batch×]M×K`, row-major). Slot order: the
    /// atom's registers, then K repetitions, then M repetitions, then batch;
    /// warps along N hold replicas.
    pub fn layout_a(&self) -> TvLayout {
        let a = &self.atom;
        let (mb, kb) = (Self::bits(self.shape.m), Self::bits(self.shape.k));
        let wm_lo = a.m_bits + Self::bits(self.rm);
        let mut value: Vec<Bit> = a.a_val.clone();
        value.extend(Self::reps(K, a.k_bits, kb));
        value.extend(Self::reps(M, a.m_bits, wm_lo));
        let warps: Vec<Option<Bit>> = (0..self.wn).map(|_| None).chain((wm_lo..mb).map(|i| Some(M(i)))).collect();
        self.layout(&a.a_lane, &value, &warps, 'm', kb, mb + kb)
    }

    /// Layout of the B operand (`[batch×]K×N`, row-major). Slot order: the
    /// atom's registers, then K repetitions, then N repetitions, then batch;
    /// warps along M hold replicas.
    pub fn layout_b(&self) -> TvLayout {
        let a = &self.atom;
        let (nb, kb) = (Self::bits(self.shape.n), Self::bits(self.shape.k));
        let wn_lo = a.n_bits + Self::bits(self.rn);
        let mut value: Vec<Bit> = a.b_val.clone();
        value.extend(Self::reps(K, a.k_bits, kb));
        value.extend(Self::reps(N, a.n_bits, wn_lo));
        let warps: Vec<Option<Bit>> = (wn_lo..nb).map(|i| Some(N(i))).chain((0..self.wm).map(|_| None)).collect();
        self.layout(&a.b_lane, &value, &warps, 'k', nb, nb + kb)
    }

    /// Layout of C (`[batch×]M×N`, row-major). Slot order: the atom's
    /// registers, then N repetitions, then M repetitions, then batch.
    pub fn layout_c(&self) -> TvLayout {
        let a = &self.atom;
        let (mb, nb) = (Self::bits(self.shape.m), Self::bits(self.shape.n));
        let (wm_lo, wn_lo) = (a.m_bits + Self::bits(self.rm), a.n_bits + Self::bits(self.rn));
        let mut value: Vec<Bit> = a.c_val.clone();
        value.extend(Self::reps(N, a.n_bits, wn_lo));
        value.extend(Self::reps(M, a.m_bits, wm_lo));
        let warps: Vec<Option<Bit>> = (wn_lo..nb).map(|i| Some(N(i))).chain((wm_lo..mb).map(|i| Some(M(i)))).collect();
        self.layout(&a.c_lane, &value, &warps, 'm', nb, mb + nb)
    }

    /// Lane bits, then warp bits (`None`: replica); slot bits, then the
    /// batch bits above the matrix's `matrix_bits`.
    fn layout(
        &self,
        lane: &[Bit; 5],
        value: &[Bit],
        warps: &[Option<Bit>],
        row: char,
        cols: u32,
        matrix_bits: u32,
    ) -> TvLayout {
        let thread: Vec<Option<u32>> = lane
            .iter()
            .map(|b| Some(Self::place(*b, row, cols)))
            .chain(warps.iter().map(|w| w.map(|b| Self::place(b, row, cols))))
            .collect();
        let mut slots: Vec<Option<u32>> = value.iter().map(|b| Some(Self::place(*b, row, cols))).collect();
        slots.extend((0..Self::bits(self.shape.batch)).map(|i| Some(matrix_bits + i)));
        from_bits(&thread, &slots)
    }

    /// First slot of the A registers of atom (batch `b`, row block `mi`,
    /// K block `kk`) — the atom's registers follow in order.
    pub fn a_slot(&self, b: i64, mi: i64, kk: i64) -> usize {
        (self.atom.a_slots() as i64 * (kk + self.rk * (mi + self.rm * b))) as usize
    }

    /// First slot of the B registers of atom (batch `b`, column block `ni`,
    /// K block `kk`).
    pub fn b_slot(&self, b: i64, ni: i64, kk: i64) -> usize {
        (self.atom.b_slots() as i64 * (kk + self.rk * (ni + self.rn * b))) as usize
    }

    /// First slot of the C registers of atom (batch `b`, `mi`, `ni`).
    pub fn c_slot(&self, b: i64, mi: i64, ni: i64) -> usize {
        (self.atom.c_slots() as i64 * (ni + self.rn * (mi + self.rm * b))) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_only_chain_keeps_c_where_a_is() {
        let kinds = [AtomKind::F16F32, AtomKind::F16F16, AtomKind::Bf16];
        for kind in kinds {
            for threads in [128, 256] {
                let s = DotShape { batch: 1, m: 128, n: 64, k: 128 };
                let pv = DotShape { batch: 1, m: 128, n: 128, k: 64 };
                let first = MmaPlan::rows_only(Atom::new(kind), s, threads).unwrap();
                let second = MmaPlan::rows_only(Atom::new(kind), pv, threads).unwrap();
                assert_eq!((first.wn, second.wn), (0, 0));
                assert_eq!(first.layout_c(), second.layout_a(), "{kind:?} over {threads} threads");
            }
        }
        // Eight warps cannot split 64 rows into 16-row atoms.
        let small = DotShape { batch: 1, m: 64, n: 64, k: 64 };
        assert!(MmaPlan::rows_only(Atom::new(AtomKind::F16F32), small, 256).is_none());
        // The default tiling of attention's tile splits N too: C is not A.
        let t = DotShape { batch: 1, m: 128, n: 128, k: 128 };
        let square = MmaPlan::new(Atom::new(AtomKind::F16F32), t, 256).unwrap();
        assert_ne!(square.wn, 0);
        assert_ne!(square.layout_c(), square.layout_a());
    }

    /// (row, col) of the element `slot` of `lane` holds, for a tile with
    /// `cols` columns.
    fn at(l: &TvLayout, t: i64, k: i64, cols: i64) -> (i64, i64) {
        let e = l.element(t, k);
        (e / cols, e % cols)
    }

    fn one_warp(kind: AtomKind) -> MmaPlan {
        let a = Atom::new(kind);
        let shape = DotShape { batch: 1, m: 1 << a.m_bits, n: 1 << a.n_bits, k: 1 << a.k_bits };
        MmaPlan::new(a, shape, 32).expect("one atom fits one warp")
    }

    #[test]
    fn f16_fragments_follow_the_ptx_isa() {
        let p = one_warp(AtomKind::F16F32);
        let (a, b, c) = (p.layout_a(), p.layout_b(), p.layout_c());
        for lane in 0..32 {
            let (g, tig) = (lane / 4, lane % 4);
            // A: a0,a1 (g, 2tig+i); a2,a3 (g+8, ..); a4..a7 column + 8.
            for i in 0..8 {
                let row = g + 8 * ((i / 2) % 2);
                let col = 2 * tig + (i % 2) + 8 * (i / 4);
                assert_eq!(at(&a, lane, i, 16), (row, col), "A lane {lane} a{i}");
            }
            for i in 0..4 {
                assert_eq!(at(&b, lane, i, 8), (2 * tig + (i % 2) + 8 * (i / 2), g), "B lane {lane} b{i}");
                assert_eq!(at(&c, lane, i, 8), (g + 8 * (i / 2), 2 * tig + (i % 2)), "C lane {lane} c{i}");
            }
        }
    }

    #[test]
    fn tf32_and_8bit_and_f64_fragments() {
        let p = one_warp(AtomKind::Tf32);
        for lane in 0..32 {
            let (g, tig) = (lane / 4, lane % 4);
            for i in 0..4 {
                assert_eq!(at(&p.layout_a(), lane, i, 8), (g + 8 * (i % 2), tig + 4 * (i / 2)));
            }
            for i in 0..2 {
                assert_eq!(at(&p.layout_b(), lane, i, 8), (tig + 4 * i, g));
            }
        }
        let p = one_warp(AtomKind::I8 { signed_a: true, signed_b: true });
        for lane in 0..32 {
            let (g, tig) = (lane / 4, lane % 4);
            for i in 0..16 {
                let (reg, byte) = (i / 4, i % 4);
                assert_eq!(at(&p.layout_a(), lane, i, 32), (g + 8 * (reg % 2), 4 * tig + byte + 16 * (reg / 2)));
            }
            for i in 0..8 {
                let (reg, byte) = (i / 4, i % 4);
                assert_eq!(at(&p.layout_b(), lane, i, 8), (4 * tig + byte + 16 * reg, g));
            }
        }
        let p = one_warp(AtomKind::F64);
        for lane in 0..32 {
            let (g, tig) = (lane / 4, lane % 4);
            assert_eq!(at(&p.layout_a(), lane, 0, 4), (g, tig));
            assert_eq!(at(&p.layout_b(), lane, 0, 8), (tig, g));
            for i in 0..2 {
                assert_eq!(at(&p.layout_c(), lane, i, 8), (g, 2 * tig + i));
            }
        }
    }

    /// A 128×128×32 f16 tile over 4 warps: 2×2 warps, each 64×64 as 4×8
    /// atoms; every C element is held exactly once, A and B twice (replicas
    /// across the other warp dimension), and the slot helpers find each
    /// atom's registers where the layouts put them.
    #[test]
    fn cta_tiling_covers_each_element() {
        let shape = DotShape { batch: 1, m: 128, n: 128, k: 32 };
        let p = MmaPlan::new(Atom::new(AtomKind::F16F32), shape, 128).expect("fits");
        assert_eq!((p.wm, p.wn, p.rm, p.rn, p.rk), (1, 1, 4, 8, 2));
        let count = |l: &TvLayout, n: i64| {
            let mut seen = vec![0; n as usize];
            for t in 0..l.num_threads() {
                for k in 0..l.num_slots() {
                    seen[l.element(t, k) as usize] += 1;
                }
            }
            seen
        };
        assert!(count(&p.layout_c(), 128 * 128).iter().all(|&c| c == 1));
        assert!(count(&p.layout_a(), 128 * 32).iter().all(|&c| c == 2));
        assert!(count(&p.layout_b(), 32 * 128).iter().all(|&c| c == 2));
        // Warp w, lane 0: atom (mi, ni, kk) = (1, 2, 1).
        let (a, b, c) = (p.layout_a(), p.layout_b(), p.layout_c());
        for w in 0..4 {
            let t = 32 * w;
            let (wn, wm) = (w % 2, w / 2);
            let row0 = 64 * wm + 16;
            let col0 = 64 * wn + 16;
            assert_eq!(at(&c, t, p.c_slot(0, 1, 2) as i64, 128), (row0, col0));
            assert_eq!(at(&a, t, p.a_slot(0, 1, 1) as i64, 32), (row0, 16));
            assert_eq!(at(&b, t, p.b_slot(0, 2, 1) as i64, 128), (16, col0));
        }
    }

    #[test]
    fn batched_and_too_small() {
        let shape = DotShape { batch: 2, m: 32, n: 32, k: 16 };
        let p = MmaPlan::new(Atom::new(AtomKind::F16F32), shape, 128).expect("fits");
        let c = p.layout_c();
        assert_eq!(c.num_slots(), 2 * 32 * 32 / 128);
        assert_eq!(c.element(0, p.c_slot(1, 0, 0) as i64), 32 * 32);
        let tiny = DotShape { batch: 1, m: 16, n: 8, k: 16 };
        assert!(MmaPlan::new(Atom::new(AtomKind::F16F32), tiny, 128).is_none());
        let odd = DotShape { batch: 1, m: 48, n: 64, k: 16 };
        assert!(MmaPlan::new(Atom::new(AtomKind::F16F32), odd, 128).is_none());
    }

    #[test]
    fn intrinsic_names() {
        assert_eq!(Atom::new(AtomKind::F16F32).intrinsic(), "llvm.nvvm.mma.m16n8k16.row.col.f32.f32");
        assert_eq!(
            Atom::new(AtomKind::I8 { signed_a: false, signed_b: true }).intrinsic(),
            "llvm.nvvm.mma.m16n8k32.row.col.u8.s8"
        );
        assert_eq!(
            Atom::new(AtomKind::F8 { e4m3_a: true, e4m3_b: false }).intrinsic(),
            "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"
        );
        assert_eq!(
            Atom::block_scaled(AtomKind::F8 { e4m3_a: false, e4m3_b: true }).intrinsic(),
            "llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e4m3.f32.ue8m0"
        );
        assert!(!Atom::block_scaled(AtomKind::Bf16).block_scale);
        // Only MXFP4 per 16 has no intrinsic; NVIDIA's tileiras 13.5 writes this text.
        let mx16 = Atom::block_scaled(AtomKind::E2M1x2 { ue8m0: true, per16: true });
        assert_eq!(
            mx16.inline_ptx(),
            Some("mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0")
        );
        for kind in [AtomKind::E2M1x2 { ue8m0: false, per16: true }, AtomKind::E2M1x2 { ue8m0: true, per16: false }] {
            assert_eq!(Atom::block_scaled(kind).inline_ptx(), None);
        }
    }
}

/// A Blackwell `tcgen05.mma` (UMMA) plan for a whole CTA tile, cta_group 1:
/// one instruction per 128-row block of M and K step multiplies A and B
/// from shared memory (both K-major, 128-byte swizzle: `smem_desc`) into an
/// f32/s32 accumulator in tensor memory (row m ↔ TMEM lane m mod 128, column
/// n ↔ column `128-row block · N + n`). The accumulator travels through the
/// passes in the layout `tcgen05.ld.32x32b` gives it (`layout_c`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UmmaPlan {
    pub kind: AtomKind,
    pub shape: DotShape,
    /// Threads of the CTA: 4 warps (each a TMEM lane quarter) or 8 (the
    /// second four take the upper half of the columns).
    pub threads: i64,
    /// Block-scaled: `.kind::mxf8f6f4.block_scale.block32` (fp8 kinds, one
    /// ue8m0 scale per 32 elements of K) or `.kind::mxf4nvf4.block_scale
    /// .block16`/`.block32` (`E2M1x2`, NVFP4's ue4m3 scale per 16 elements,
    /// 8 bytes, or MXFP4's ue8m0 per 32, 16 bytes), M of
    /// 128 or 256, per row of A and column of B, read from tensor memory
    /// (`scale_columns`).
    pub block_scale: bool,
}

impl UmmaPlan {
    /// The block-scaled plan (`block_scale`), or `None` where the tile does
    /// not fit one: besides `new`'s rules, M of 128 or 256, whole 32-bit
    /// cells of four scales along K (K a multiple of 128 fp8 elements, or
    /// of 64 4-bit ones), and the accumulator's and the scales' TMEM
    /// allocations (each a power of two of at least 32 columns) within the
    /// SM's 512 columns.
    pub fn block_scaled(kind: AtomKind, shape: DotShape, threads: i64) -> Option<Self> {
        let p = Self { block_scale: true, ..Self::new(kind, shape, threads)? };
        let block = Self::scale_block_bytes(kind)?;
        let ok = shape.m >= 128 && shape.k % (4 * block) == 0 && p.tmem_columns() + p.scale_tmem_columns() <= 512;
        ok.then_some(p)
    }

    /// Bytes of K one block scale covers: 32 fp8 elements, or 16 4-bit
    /// NVFP4 ones, or 32 MXFP4 ones; `None` for kinds without a
    /// block-scaled MMA.
    pub fn scale_block_bytes(kind: AtomKind) -> Option<i64> {
        match kind {
            AtomKind::F8 { .. } => Some(32),
            AtomKind::E2M1x2 { per16: true, .. } => Some(8),
            AtomKind::E2M1x2 { per16: false, .. } => Some(16),
            _ => None,
        }
    }

    /// Bytes of K one block scale of this plan covers (`scale_block_bytes`;
    /// 32, fp8's, for a plan without block scaling).
    pub fn scale_block(&self) -> i64 {
        Self::scale_block_bytes(self.kind).unwrap_or(32)
    }

    /// 32-bit scale cells (four scales, the first in the lowest byte) per
    /// row of A and column of B.
    pub fn scale_cells(&self) -> i64 {
        self.shape.k / (4 * self.scale_block())
    }

    /// The scale cell (column group) and the byte in it (scale ID) the MMA
    /// of K step `ks` (32 bytes of K) reads: fp8 steps take one scale each
    /// (`scale_vec::1X`, cell ks / 4, byte ks mod 4), 4-bit steps, 64
    /// elements, four (`scale_vec::4X`, cell ks, byte 0).
    pub fn scale_cell_of_step(&self, ks: i64) -> (i64, i64) {
        let scales = ks * 32 / self.scale_block();
        (scales / 4, scales % 4)
    }

    /// The LLVM intrinsic of the block-scaled MMA (shared-memory A).
    pub fn block_scale_intrinsic(&self) -> &'static str {
        match self.kind {
            AtomKind::E2M1x2 { per16: true, .. } => "tcgen05.mma.shared.mxf4nvf4.block_scale.block16",
            AtomKind::E2M1x2 { per16: false, .. } => "tcgen05.mma.shared.mxf4nvf4.block_scale.block32",
            _ => "tcgen05.mma.shared.mxf8f6f4.block_scale.block32",
        }
    }

    /// TMEM columns one allocation of the scales takes (a power of two of
    /// at least 32; `scale_columns`).
    pub fn scale_tmem_columns(&self) -> i64 {
        let (a, b) = self.scale_columns();
        ((a + b).max(32) as u64).next_power_of_two() as i64
    }

    /// TMEM columns of the block scales (A's, B's): per scale cell along K
    /// A's scales take four columns per 128-row block (row m at lane m mod
    /// 32 of column m / 32, in every lane quarter) and B's one column per 32
    /// of N (column n likewise), as `tcgen05.cp.32x128b.warpx4` lays out a
    /// 32 x 16-byte block; (0, 0) without `block_scale`.
    pub fn scale_columns(&self) -> (i64, i64) {
        if !self.block_scale {
            return (0, 0);
        }
        let cells = self.scale_cells();
        (cells * 4 * self.m_blocks(), cells * ((self.shape.n + 31) / 32))
    }

    /// The instruction descriptor of a block-scaled MMA at K step `ks`:
    /// `idesc_with_b` without a D type, the scale type (bit 23: ue8m0 for
    /// fp8, clear for NVFP4's ue4m3), and the byte of the scale cells this
    /// step reads (`scale_cell_of_step`) as B's scale ID (bits 4-5) and A's
    /// (bits 29-30).
    pub fn block_scale_idesc(&self, b_n_major: bool, ks: i64) -> u32 {
        let id = self.scale_cell_of_step(ks).1 as u32;
        let ue8m0 = u32::from(!matches!(self.kind, AtomKind::E2M1x2 { ue8m0: false, .. }));
        (self.idesc_with_b(b_n_major) & !(3 << 4)) | (id << 4) | (ue8m0 << 23) | (id << 29)
    }

    /// Bytes of one A/B element.
    pub fn elem_bytes(kind: AtomKind) -> Option<i64> {
        match kind {
            AtomKind::F16F32 | AtomKind::Bf16 => Some(2),
            AtomKind::Tf32 => Some(4),
            AtomKind::I8 { .. } | AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. } => Some(1),
            AtomKind::F16F16 | AtomKind::F64 => None,
        }
    }

    /// The plan, or `None` when the tile does not fit one: M must be 128 or
    /// 256 (or 64 with 128 threads), N a multiple of 16 up to 256, a row of K a whole number of
    /// 128-byte swizzle atoms, no batch, 128 or 256 threads, and the
    /// accumulator at most 512 TMEM columns.
    pub fn new(kind: AtomKind, shape: DotShape, threads: i64) -> Option<Self> {
        let eb = Self::elem_bytes(kind)?;
        let ok = shape.batch == 1
            && (shape.m == 128 || shape.m == 256 || (shape.m == 64 && threads == 128))
            && shape.n % 16 == 0
            && (16..=256).contains(&shape.n)
            && [32, 64].contains(&(shape.k * eb)) | ((shape.k * eb) % 128 == 0)
            && (threads == 128 || threads == 256)
            && (shape.m / 128) * shape.n <= 512;
        ok.then_some(Self { kind, shape, threads, block_scale: false })
    }

    /// Bytes of the swizzle pattern's rows: 128, or the whole row of K when
    /// it is 64 or 32 bytes (the 64- and 32-byte swizzles).
    pub fn swizzle_bytes(&self) -> i64 {
        (self.shape.k * Self::elem_bytes(self.kind).unwrap_or(1)).min(128)
    }

    /// 128-row blocks of M (one MMA and one TMEM column range each; a
    /// 64-row tile is one block).
    pub fn m_blocks(&self) -> i64 {
        (self.shape.m / 128).max(1)
    }

    /// Whether the accumulator has 64 rows: the M = 64 data path keeps row
    /// 16·q + r in TMEM lane 32·q + r of lane quarter q (r < 16), which
    /// `tcgen05.ld/st.16x32bx2` reads with the warp's upper 16 threads at a
    /// column offset of N/2.
    pub fn m64(&self) -> bool {
        self.shape.m == 64
    }

    /// TMEM columns to allocate: a power of two, at least 32.
    pub fn tmem_columns(&self) -> i64 {
        ((self.m_blocks() * self.shape.n).max(32) as u64).next_power_of_two() as i64
    }

    /// Columns of one 128-row block each thread holds (all of N with 4
    /// warps, half with 8).
    pub fn columns_per_thread(&self) -> i64 {
        if self.m64() {
            return self.shape.n / 2;
        }
        self.shape.n * 128 / self.threads
    }

    /// K steps per instruction: 32 bytes of K (16 f16, 8 tf32, 32 8-bit).
    pub fn k_steps(&self) -> i64 {
        self.shape.k * Self::elem_bytes(self.kind).unwrap_or(1) / 32
    }

    /// The accumulator's layout: thread t (warp w, lane l) holds row
    /// 32·(w mod 4) + l of every 128-row block and the columns
    /// `(w div 4)·N/2 ..` of it (all of N with 4 warps); slot j of block b is
    /// column j of the thread's range in block b. With 64 rows (`m64`) lane
    /// l holds row 16·w + l mod 16 and half of N.
    pub fn layout_c(&self) -> TvLayout {
        let nb = self.shape.n.trailing_zeros();
        if self.m64() {
            // Thread (warp q, lane l): row 16·q + l mod 16, columns
            // (l div 16)·N/2 + j.
            let thread = [nb, nb + 1, nb + 2, nb + 3, nb - 1, nb + 4, nb + 5].map(Some);
            let value: Vec<Option<u32>> = (0..nb - 1).map(Some).collect();
            return from_bits(&thread, &value);
        }
        let per = self.columns_per_thread().trailing_zeros();
        let mut thread: Vec<Option<u32>> = (0..7).map(|i| Some(nb + i)).collect();
        if self.threads == 256 {
            thread.push(Some(nb - 1));
        }
        let mut value: Vec<Option<u32>> = (0..per).map(Some).collect();
        if self.m_blocks() == 2 {
            value.push(Some(nb + 7));
        }
        from_bits(&thread, &value)
    }

    /// The 32-bit instruction descriptor (PTX ISA "Instruction descriptor"
    /// for .kind::f16/tf32/f8f6f4/i8): D type at bits 4-5, A and B types at
    /// 7-9 and 10-12, A K-major (transpose bit 15 clear), B N-major (bit 16)
    /// where `b_n_major`, N >> 3 at 17-22, M >> 4 at 24-28 (M = 128 per
    /// instruction, 64 for a 64-row tile).
    pub fn idesc(&self) -> u32 {
        self.idesc_with_b(self.b_n_major())
    }

    /// `idesc` with B's majorness chosen by the caller (N-major only where
    /// `b_n_major` allows it): a B whose registers run along K is staged
    /// K-major.
    pub fn idesc_with_b(&self, b_n_major: bool) -> u32 {
        let (d, a, b): (u32, u32, u32) = match self.kind {
            AtomKind::F16F32 => (1, 0, 0),
            AtomKind::Bf16 => (1, 1, 1),
            AtomKind::Tf32 => (1, 2, 2),
            AtomKind::F8 { e4m3_a, e4m3_b } => (1, u32::from(!e4m3_a), u32::from(!e4m3_b)),
            AtomKind::I8 { signed_a, signed_b } => (2, u32::from(signed_a), u32::from(signed_b)),
            // .kind::mxf4nvf4: E2M1 is type 1; bits 4-5 are B's scale ID.
            AtomKind::E2M1x2 { .. } => (0, 1, 1),
            AtomKind::F16F16 | AtomKind::F64 => (0, 0, 0),
        };
        let b_major = u32::from(b_n_major && self.b_n_major());
        let m = self.shape.m.min(128) as u32;
        (d << 4) | (a << 7) | (b << 10) | (b_major << 16) | (((self.shape.n >> 3) as u32) << 17) | ((m >> 4) << 24)
    }

    /// Whether B is staged N-major (transpose bit 16 of `idesc`): its rows
    /// run along N as they do in global memory, so a thread's run of N is
    /// one vector store instead of one store per element. For 16-, 8-bit
    /// and tf32 inputs whose row of N is whole 128-byte swizzle rows
    /// (NVIDIA's tileiras stages B so too; tf32 in 32-byte atoms,
    /// `atom32`).
    pub fn b_n_major(&self) -> bool {
        let e = Self::elem_bytes(self.kind).unwrap_or(0);
        // A byte of NVFP4 holds two elements of K: only K-major staging keeps them whole.
        e > 0 && (self.shape.n * e) % 128 == 0 && !matches!(self.kind, AtomKind::E2M1x2 { .. })
    }

    /// Whether an operand staged for `tcgen05.mma` (K-major, or N-major
    /// with `n_major`) has the 128-byte swizzle in 32-byte atoms
    /// (descriptor mode 1, CUTLASS's SW128_32B, `Swizzle<2,5,2>`): tf32
    /// operands wherever the 128-byte swizzle applies, as NVIDIA's tileiras
    /// stages them (the only layout tcgen05 reads an N-major tf32 operand
    /// in). The warpgroup MMA stages tf32 in the plain swizzle.
    pub fn atom32(&self, n_major: bool) -> bool {
        self.kind == AtomKind::Tf32 && (n_major || self.swizzle_bytes() == 128)
    }

    /// Byte offset of B element (k, n_byte) in the N-major staging: 128-byte
    /// blocks of N, each K rows of 128 bytes (the leading byte offset between
    /// blocks, K·128), eight rows per 1024-byte swizzle atom (the stride byte
    /// offset), the 16-byte unit XORed with the row in the atom
    /// (`Swizzle<3,4,3>`), or with `atom32` four rows per 512-byte atom,
    /// the 32-byte unit XORed with the row in it (`Swizzle<2,5,2>`).
    pub fn b_n_major_offset(&self, k: i64, n_byte: i64, atom32: bool) -> i64 {
        n_major_offset(self.shape.k, k, n_byte, atom32)
    }

    /// The N-major B descriptor without its start address: LBO K·128 bytes,
    /// SBO 1024 bytes (eight rows), 128-byte swizzle (mode 2), or in 32-byte
    /// atoms (`atom32`, tf32) SBO 512 bytes (four rows), mode 1, as NVIDIA's
    /// tileiras sets them.
    pub fn b_n_major_desc_fixed(&self, atom32: bool) -> u64 {
        let (sbo, mode) = if atom32 { (512u64, 1u64) } else { (1024, 2) };
        (((self.shape.k as u64 * 128) >> 4) << 16) | ((sbo >> 4) << 32) | (1u64 << 46) | (mode << 61)
    }

    /// Bytes B's start address advances per K step (32 bytes of K) when
    /// N-major: 32 / element-bytes rows of 128 bytes.
    pub fn b_n_major_step_bytes(&self) -> i64 {
        32 / Self::elem_bytes(self.kind).unwrap_or(1) * 128
    }

    /// The `kind` operand of `llvm.nvvm.tcgen05.mma.shared` (NVVM's
    /// enumeration: f16 0, tf32 1, f8f6f4 2, i8 3).
    pub fn kind_operand(&self) -> i32 {
        match self.kind {
            AtomKind::Tf32 => 1,
            AtomKind::F8 { .. } => 2,
            AtomKind::I8 { .. } => 3,
            _ => 0,
        }
    }

    /// The shared-memory descriptor of a K-major operand staged with the
    /// `swizzle`-byte swizzle (128, 64 or 32) whose first row starts at
    /// shared byte address `start` (16-byte aligned, at the start of the
    /// swizzle pattern's rows): start >> 4 at bits 0-13, leading byte offset 1
    /// (unused for swizzled K-major), stride byte offset (8 rows) >> 4 at
    /// 32-45, the fixed 0b001 at 46-48, base offset 0, swizzle mode at 61-63
    /// (128 B: 2, 64 B: 4, 32 B: 6). With `atom32` (the 128-byte swizzle in
    /// 32-byte atoms): mode 1, stride byte offset four rows (512 bytes),
    /// leading byte offset 32 (NVIDIA's tileiras' values for its K-major
    /// tf32 A).
    pub fn smem_desc(start: u64, swizzle: i64, atom32: bool) -> u64 {
        Self::smem_desc_fixed(swizzle, atom32) | ((start & 0x3FFFF) >> 4)
    }

    /// `smem_desc` without the start address (the part known at compile
    /// time).
    pub fn smem_desc_fixed(swizzle: i64, atom32: bool) -> u64 {
        if atom32 {
            return ((32u64 >> 4) << 16) | ((512u64 >> 4) << 32) | (1u64 << 46) | (1u64 << 61);
        }
        let mode: u64 = match swizzle {
            128 => 2,
            64 => 4,
            _ => 6,
        };
        (1u64 << 16) | (((8 * swizzle as u64) >> 4) << 32) | (1u64 << 46) | (mode << 61)
    }
}

/// Byte offset of element (k, n_byte) of a B of `k_rows` rows in the
/// N-major operand layout (128-byte rows of N, 128-byte column blocks of
/// `k_rows` rows each, swizzled: `swizzle_128`): the stage TMA copies an
/// N-major B into.
pub fn n_major_offset(k_rows: i64, k: i64, n_byte: i64, atom32: bool) -> i64 {
    swizzle_128((n_byte / 128) * k_rows * 128 + k * 128 + n_byte % 128, atom32)
}

/// Offset `o` of a 128-byte-row layout swizzled: the 16-byte unit XORed
/// with the row in 8-row atoms (`Swizzle<3,4,3>`), or with `atom32` the
/// 32-byte unit with the row in 4-row atoms (`Swizzle<2,5,2>`).
pub fn swizzle_128(o: i64, atom32: bool) -> i64 {
    if atom32 {
        o ^ (((o >> 7) & 3) << 5)
    } else {
        o ^ (((o >> 7) & 7) << 4)
    }
}

/// Byte offset of element (row, k_byte) of a K-major operand tile of
/// `rows` rows in the `swizzle`-byte swizzle layout `UmmaPlan::smem_desc`
/// describes: K split into `swizzle`-byte column blocks, each `rows` rows of
/// `swizzle` bytes, the 16-byte unit index XORed with bits 7.. of the offset
/// (`Swizzle<3,4,3>`, `<2,4,3>`, `<1,4,3>` for 128, 64, 32 bytes: patterns
/// of 1024, 512 and 256 bytes).
/// With `atom32` (`swizzle` 128) the 32-byte unit is XORed with the row in
/// 4-row atoms instead (`Swizzle<2,5,2>`, pattern of 512 bytes).
pub fn umma_offset(row: i64, k_byte: i64, rows: i64, swizzle: i64, atom32: bool) -> i64 {
    let o = (k_byte / swizzle) * rows * swizzle + row * swizzle + k_byte % swizzle;
    if atom32 {
        return swizzle_128(o, true);
    }
    o ^ (((o >> 7) & (swizzle / 16 - 1)) << 4)
}

#[cfg(test)]
mod umma_tests {
    use super::*;

    fn plan(kind: AtomKind, m: i64, n: i64, k: i64, threads: i64) -> UmmaPlan {
        UmmaPlan::new(kind, DotShape { batch: 1, m, n, k }, threads).expect("fits")
    }

    /// Decodes the fields the PTX ISA's tables define, independently of the
    /// encoder above (bit positions written out here).
    #[test]
    fn descriptors_decode_to_what_was_meant() {
        let p = plan(AtomKind::Bf16, 128, 128, 64, 128);
        let i = p.idesc();
        assert_eq!((i >> 4) & 3, 1, "D f32");
        assert_eq!((i >> 7) & 7, 1, "A bf16");
        assert_eq!((i >> 10) & 7, 1, "B bf16");
        assert_eq!((i >> 15) & 3, 0b10, "A K-major, B N-major (N = 128: whole 128-byte rows)");
        assert_eq!(((i >> 17) & 0x3F) << 3, 128, "N");
        assert_eq!(((i >> 24) & 0x1F) << 4, 128, "M");
        assert_eq!(i & 0b1111, 0, "dense, no saturate");
        let q = plan(AtomKind::I8 { signed_a: true, signed_b: false }, 128, 64, 128, 128).idesc();
        assert_eq!(((q >> 4) & 3, (q >> 7) & 7, (q >> 10) & 7), (2, 1, 0));
        let d = UmmaPlan::smem_desc(0x1_2400, 128, false);
        assert_eq!((d & 0x3FFF) << 4, 0x1_2400, "start address");
        assert_eq!(((d >> 16) & 0x3FFF), 1, "LBO (unused, 1)");
        assert_eq!(((d >> 32) & 0x3FFF) << 4, 1024, "SBO");
        assert_eq!((d >> 46) & 7, 1, "fixed 0b001");
        assert_eq!((d >> 49) & 7, 0, "base offset");
        assert_eq!((d >> 61) & 7, 2, "128-byte swizzle");
        let d64 = UmmaPlan::smem_desc(0x400, 64, false);
        assert_eq!((((d64 >> 32) & 0x3FFF) << 4, (d64 >> 61) & 7), (512, 4));
    }

    /// The block-scaled descriptors of NVIDIA's tileiras 13.5 for cuTile's
    /// `mma_scaled` (128x128x128 e4m3, sm_100a): 0x08A00000 at the first K
    /// step, B's and A's scale IDs (bits 4-5, 29-30) the step's byte after.
    #[test]
    fn block_scale_idesc_matches_nvidia() {
        let shape = DotShape { batch: 1, m: 128, n: 128, k: 128 };
        let f8 = AtomKind::F8 { e4m3_a: true, e4m3_b: true };
        let p = UmmaPlan::block_scaled(f8, shape, 128).expect("block-scaled plan");
        assert_eq!(p.block_scale_idesc(false, 0), 144703488);
        assert_eq!(p.block_scale_idesc(false, 1), 144703488 | 1 << 4 | 1 << 29);
        assert_eq!(p.block_scale_idesc(false, 6), 144703488 | 2 << 4 | 2 << 29);
        assert_eq!((p.scale_columns(), p.scale_tmem_columns()), ((4, 4), 32));
        let wide = UmmaPlan::block_scaled(f8, DotShape { m: 256, n: 48, k: 256, ..shape }, 256).expect("256 rows");
        assert_eq!(wide.scale_columns(), (16, 4));
        assert!(UmmaPlan::block_scaled(f8, DotShape { k: 64, ..shape }, 128).is_none());
        // 256 x 256 fills TMEM with its accumulator: no columns left for the scales.
        assert!(UmmaPlan::block_scaled(f8, DotShape { m: 256, n: 256, ..shape }, 256).is_none());
        assert!(UmmaPlan::block_scaled(f8, DotShape { m: 256, n: 128, ..shape }, 256).is_some());
        assert!(UmmaPlan::block_scaled(AtomKind::Bf16, shape, 128).is_none());
        assert_eq!(UmmaPlan::new(f8, shape, 128).map(|p| p.scale_columns()), Some((0, 0)));
    }

    /// NVFP4 (`E2M1x2`, K in bytes): NVIDIA's tileiras 13.5 descriptor for
    /// cuTile's 128x128x128 `mma_scaled` of f4E2M1FN with f8E4M3FN scales
    /// (0x08200480 at every step: E2M1 A and B, ue4m3, no scale IDs), a
    /// cell of four scales per 64 elements, each step reading its own cell.
    #[test]
    fn nvfp4_plan_matches_nvidia() {
        let shape = DotShape { batch: 1, m: 128, n: 128, k: 64 };
        let nvfp4 = AtomKind::E2M1x2 { ue8m0: false, per16: true };
        let p = UmmaPlan::block_scaled(nvfp4, shape, 256).expect("NVFP4 plan");
        assert_eq!((p.block_scale_idesc(false, 0), p.block_scale_idesc(false, 1)), (0x0820_0480, 0x0820_0480));
        assert_eq!((p.k_steps(), p.swizzle_bytes(), p.scale_cells()), (2, 64, 2));
        assert_eq!((p.scale_cell_of_step(0), p.scale_cell_of_step(1)), ((0, 0), (1, 0)));
        assert_eq!((p.scale_columns(), p.scale_tmem_columns()), ((8, 8), 32));
        assert!(!p.b_n_major(), "a byte holds two elements of K: B stays K-major");
        assert_eq!(p.block_scale_intrinsic(), "tcgen05.mma.shared.mxf4nvf4.block_scale.block16");
        // 32 elements of K (16 bytes) are less than one MMA.
        assert!(UmmaPlan::block_scaled(nvfp4, DotShape { k: 16, ..shape }, 128).is_none());
        assert!(UmmaPlan::block_scaled(nvfp4, DotShape { k: 32, ..shape }, 128).is_some());
        // MXFP4 (ue8m0 per 32 elements): NVIDIA's 0x08A00480, a cell of four
        // scales per 128 elements, two a step (.scale_vec::2X: IDs 0 and 2).
        let mxfp4 = AtomKind::E2M1x2 { ue8m0: true, per16: false };
        let mx = UmmaPlan::block_scaled(mxfp4, shape, 128).expect("MXFP4 plan");
        assert_eq!((mx.block_scale_idesc(false, 0), mx.block_scale_idesc(false, 1)), (0x08A0_0480, 0x48A0_04A0));
        assert_eq!((mx.scale_cells(), mx.scale_cell_of_step(1)), (1, (0, 2)));
        assert_eq!(mx.block_scale_intrinsic(), "tcgen05.mma.shared.mxf4nvf4.block_scale.block32");
        // 64 elements: half a cell.
        assert!(UmmaPlan::block_scaled(mxfp4, DotShape { k: 32, ..shape }, 128).is_none());
        // ue8m0 per 16 elements: NVFP4's layout and instruction, bit 23 set (NVIDIA's kernel too).
        let mx16 = AtomKind::E2M1x2 { ue8m0: true, per16: true };
        let p16 = UmmaPlan::block_scaled(mx16, shape, 128).expect("MXFP4 per 16");
        assert_eq!((p16.block_scale_idesc(false, 1), p16.scale_cell_of_step(1)), (0x08A0_0480, (1, 0)));
        assert_eq!(p16.block_scale_intrinsic(), "tcgen05.mma.shared.mxf4nvf4.block_scale.block16");
        let f8 = AtomKind::F8 { e4m3_a: true, e4m3_b: true };
        let f8 = UmmaPlan::block_scaled(f8, DotShape { k: 256, ..shape }, 128).expect("fp8");
        assert_eq!((f8.scale_cells(), f8.scale_cell_of_step(1), f8.scale_cell_of_step(5)), (2, (0, 1), (1, 1)));
    }

    /// The N-major B staging, checked against the values NVIDIA's tileiras
    /// 13.1 puts in its descriptors for a 128x128x64 f16 tile (LBO 8192 and
    /// SBO 1024 bytes, 2048 bytes per K step) and against the canonical
    /// N-major layout written out here.
    #[test]
    fn n_major_b_matches_the_canonical_layout() {
        let p = plan(AtomKind::F16F32, 128, 128, 64, 128);
        assert!(p.b_n_major());
        let d = p.b_n_major_desc_fixed(false);
        assert_eq!(((d >> 16) & 0x3FFF) << 4, 8192, "LBO: K rows of 128 bytes per 64-column block");
        assert_eq!(((d >> 32) & 0x3FFF) << 4, 1024, "SBO: eight rows");
        assert_eq!(((d >> 46) & 7, (d >> 61) & 7, d & 0x3FFF), (1, 2, 0));
        assert_eq!(p.b_n_major_step_bytes(), 2048);
        // ((8 units, m), (8 rows, k)) : ((16 B, LBO), (128 B, SBO)), then the
        // 16-byte unit XOR the row within the atom.
        for (k, n) in [(0, 0), (1, 0), (7, 9), (8, 64), (13, 127), (63, 100)] {
            let nb = n * 2;
            let unit = (nb % 128) / 16;
            let plain = (nb / 128) * 8192 + (k / 8) * 1024 + (k % 8) * 128 + (nb % 16);
            assert_eq!(p.b_n_major_offset(k, nb, false), plain + 16 * (unit ^ (k % 8)), "k {k} n {n}");
        }
        assert_eq!(
            plan(AtomKind::I8 { signed_a: true, signed_b: true }, 128, 128, 64, 128).b_n_major_step_bytes(),
            4096
        );
        assert!(!plan(AtomKind::F16F32, 128, 32, 64, 128).b_n_major(), "64-byte rows of N stay K-major");
        assert!(!p.atom32(true) && !p.atom32(false), "16-bit operands: the plain swizzle");
    }

    /// tf32 in 32-byte atoms, checked against NVIDIA's tileiras 13.1
    /// `matmul_tf32` at sm_100 (128x128x32): A descriptors
    /// 0x2000402000020000 (LBO 32, SBO 512, mode 1) advancing 32 bytes per K
    /// step, B 0x2000402001000000 (LBO 4096, SBO 512, mode 1) advancing 1024,
    /// instruction descriptor 0x08210910 (B N-major), and against CuTe's
    /// SW128_32B atom written out here: 4 rows of 128 bytes, the 32-byte
    /// unit XOR the row within the atom.
    #[test]
    fn tf32_operands_use_32_byte_atoms() {
        let p = plan(AtomKind::Tf32, 128, 128, 32, 128);
        assert!(p.b_n_major() && p.atom32(true) && p.atom32(false));
        assert_eq!(p.idesc(), 0x0821_0910);
        assert_eq!(UmmaPlan::smem_desc_fixed(128, true), 0x2000_4020_0002_0000);
        assert_eq!(p.b_n_major_desc_fixed(true), 0x2000_4020_0100_0000);
        assert_eq!(p.b_n_major_step_bytes(), 1024);
        for (k, n) in [(0, 0), (1, 0), (3, 9), (4, 31), (5, 64), (31, 127)] {
            let nb = n * 4;
            let unit = (nb % 128) / 32;
            let plain = (nb / 128) * 4096 + (k / 4) * 512 + (k % 4) * 128 + (nb % 32);
            assert_eq!(p.b_n_major_offset(k, nb, true), plain + 32 * (unit ^ (k % 4)), "k {k} n {n}");
        }
        for (row, kb) in [(0, 0), (1, 0), (2, 36), (5, 100), (127, 127)] {
            let plain = (row / 4) * 512 + (row % 4) * 128 + (kb % 32);
            assert_eq!(umma_offset(row, kb, 128, 128, true), plain + 32 * ((kb / 32) ^ (row % 4)), "row {row}");
        }
        // K rows of 32 bytes (K = 8): the 32-byte swizzle, no atoms; N-major B still in atoms.
        let short = plan(AtomKind::Tf32, 128, 128, 8, 128);
        assert!(!short.atom32(false) && short.atom32(true));
    }

    #[test]
    fn accumulator_layout_is_tcgen05_ld_32x32b() {
        // 4 warps, N = 64: thread t holds row t, all 64 columns.
        let p = plan(AtomKind::F16F32, 128, 64, 64, 128);
        let c = p.layout_c();
        for t in [0, 5, 37, 127] {
            for j in [0, 13, 63] {
                assert_eq!(c.element(t, j), t * 64 + j);
            }
        }
        // 8 warps, M = 256, N = 128: warps 4-7 take columns 64..128; slot
        // 64 + j is row + 128 of the second block.
        let p = plan(AtomKind::F16F32, 256, 128, 64, 256);
        let c = p.layout_c();
        assert_eq!(c.num_slots(), 128);
        assert_eq!(c.element(32 * 5 + 3, 7), (32 + 3) * 128 + 64 + 7);
        assert_eq!(c.element(3, 64 + 7), (128 + 3) * 128 + 7);
        assert_eq!((p.m_blocks(), p.tmem_columns(), p.k_steps()), (2, 256, 4));
        // 64 rows: warp 2, lane 19 holds row 32 + 3, columns 32.. of N = 64.
        let p = plan(AtomKind::F16F32, 64, 64, 64, 128);
        let c = p.layout_c();
        assert_eq!((c.num_slots(), p.tmem_columns(), p.columns_per_thread()), (32, 64, 32));
        assert_eq!(c.element(32 * 2 + 19, 5), (32 + 3) * 64 + 32 + 5);
        assert_eq!(c.element(7, 31), 7 * 64 + 31);
        assert_eq!(((p.idesc() >> 24) & 0x1F) << 4, 64, "M field");
        assert!(UmmaPlan::new(AtomKind::F16F32, DotShape { batch: 1, m: 64, n: 64, k: 64 }, 256).is_none());
    }

    #[test]
    fn swizzled_offsets_stay_in_16_byte_units() {
        // Rows of 256 bytes: two 128-byte column blocks of 128 rows.
        assert_eq!(umma_offset(0, 0, 128, 128, false), 0);
        assert_eq!(umma_offset(1, 0, 128, 128, false), 128 + 16);
        // Row 1, bytes 16..32 (unit 1) land on unit 1 ^ 1 = 0.
        assert_eq!(umma_offset(1, 20, 128, 128, false), 128 + 4);
        // Second column block, row 3: unit 0 lands on unit 3.
        assert_eq!(umma_offset(3, 130, 128, 128, false), 128 * 128 + 3 * 128 + 48 + 2);
        // 64-byte rows: rows 2 and 3 share a 128-byte line (XOR 16).
        assert_eq!(umma_offset(2, 0, 128, 64, false), 128 + 16);
        assert_eq!(umma_offset(3, 36, 128, 64, false), 192 + ((32 ^ 16) + 4));
        assert!(UmmaPlan::new(AtomKind::F16F32, DotShape { batch: 1, m: 32, n: 64, k: 64 }, 128).is_none());
        assert!(UmmaPlan::new(AtomKind::F16F32, DotShape { batch: 1, m: 128, n: 64, k: 8 }, 128).is_none());
        let i8p = UmmaPlan::new(
            AtomKind::I8 { signed_a: true, signed_b: true },
            DotShape { batch: 1, m: 128, n: 128, k: 64 },
            256,
        );
        assert_eq!(i8p.map(|p| p.swizzle_bytes()), Some(64));
    }
}

/// A Hopper warpgroup MMA (`wgmma.mma_async`, sm_90a) plan for a whole CTA
/// tile: each warpgroup of 128 threads multiplies 64-row blocks of A by all
/// of B, one `m64nNk*` instruction per block and 32-byte K step, with both
/// operands read from shared memory through matrix descriptors and the
/// accumulator in registers. The staging is the tcgen05 one (`UmmaPlan`'s
/// swizzled layouts): A K-major; B N-major (the instruction's transpose bit)
/// for 16-bit types whose row of N is whole 128-byte swizzle rows, else
/// K-major — wgmma transposes only 16-bit operands.
///
/// The accumulator is what the PTX ISA's wgmma D fragment gives each
/// thread: warp w of a warpgroup holds rows 16w..16w+15 of the block, lane
/// l rows l/4 and l/4 + 8, columns 2(l mod 4) + {0, 1} of every 8 columns
/// (`layout_c`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WgmmaPlan {
    pub kind: AtomKind,
    pub shape: DotShape,
    /// Threads of the CTA: one warpgroup (128) or two (256).
    pub threads: i64,
}

/// Largest accumulator a thread keeps for a warpgroup MMA (f32 registers):
/// NVIDIA's tileiras runs a 256x256 f32 tile on 256 threads (256 each,
/// spilling part of it) rather than leave the tensor cores.
pub const WGMMA_MAX_ACC_REGS: i64 = 256;

impl WgmmaPlan {
    /// The plan, or `None` when the tile does not fit one: no batch, 128 or
    /// 256 threads, M a power of two multiple of 64 per warpgroup, N a
    /// power of two from 8 to 256, a row of K 32 or 64 bytes or whole
    /// 128-byte swizzle rows, and at most `WGMMA_MAX_ACC_REGS` accumulator
    /// registers per thread.
    pub fn new(kind: AtomKind, shape: DotShape, threads: i64) -> Option<Self> {
        let eb = UmmaPlan::elem_bytes(kind)?;
        let wgs = threads / 128;
        let pow2 = |x: i64| x > 0 && x & (x - 1) == 0;
        let ok = shape.batch == 1
            && (threads == 128 || threads == 256)
            && shape.m % (64 * wgs) == 0
            && pow2(shape.m)
            && pow2(shape.n)
            && (8..=256).contains(&shape.n)
            && ([32, 64].contains(&(shape.k * eb)) || (shape.k * eb) % 128 == 0)
            && shape.m * shape.n / threads <= WGMMA_MAX_ACC_REGS;
        ok.then_some(Self { kind, shape, threads })
    }

    /// The tcgen05 plan whose staging geometry (swizzle, offsets, K steps)
    /// this plan shares.
    pub fn staging(&self) -> UmmaPlan {
        UmmaPlan { kind: self.kind, shape: self.shape, threads: self.threads, block_scale: false }
    }

    /// Warpgroups of the CTA.
    pub fn warpgroups(&self) -> i64 {
        self.threads / 128
    }

    /// 64-row blocks each warpgroup multiplies (one accumulator each).
    pub fn m_reps(&self) -> i64 {
        self.shape.m / 64 / self.warpgroups()
    }

    /// The 64-row block of A and D that warpgroup `wg` multiplies in its
    /// repetition `rep`: a warpgroup's blocks are consecutive.
    pub fn m_block(&self, wg: i64, rep: i64) -> i64 {
        wg * self.m_reps() + rep
    }

    /// Accumulator registers per thread of one instruction (N/2).
    pub fn regs(&self) -> i64 {
        self.shape.n / 2
    }

    /// Whether B is staged N-major (the instruction's `imm-trans-b` set):
    /// 16-bit types only, where a row of N is whole 128-byte swizzle rows.
    pub fn b_n_major(&self) -> bool {
        matches!(self.kind, AtomKind::F16F32 | AtomKind::Bf16) && (self.shape.n * 2) % 128 == 0
    }

    /// The accumulator's layout (see the type's doc): thread bits lane 0-1
    /// → column bits 1-2, lane 2-4 → row bits 0-2, warp → row bits 4-5,
    /// warpgroup → the row bits above the repetitions; slot bits register
    /// 0 → column bit 0, register 1 → row bit 3, registers 2.. → column bits
    /// 3.., then the repetition bits (row bits 6..).
    pub fn layout_c(&self) -> TvLayout {
        let nb = self.shape.n.trailing_zeros();
        let reps = self.m_reps().trailing_zeros();
        let row = |i: u32| Some(nb + i);
        let mut thread = vec![Some(1), Some(2), row(0), row(1), row(2), row(4), row(5)];
        if self.warpgroups() == 2 {
            thread.push(row(6 + reps));
        }
        let mut value = vec![Some(0), row(3)];
        value.extend((3..nb).map(Some));
        value.extend((6..6 + reps).map(row));
        from_bits(&thread, &value)
    }

    /// The layout of A held in registers (the `wgmma` form with A in
    /// registers, 16-bit types): per warpgroup the D fragment of a block
    /// whose N is this plan's K, so a chained dot's accumulator (`layout_c`
    /// of a plan with one M and this K as its N) is exactly it. Slot
    /// `rep·K/2 + 8·ks + j` is half `j mod 2` of register `j / 2` of K step
    /// `ks` (a0: row g, a1: row g + 8, a2/a3 the same 8 columns on).
    pub fn layout_a_registers(&self) -> TvLayout {
        Self { shape: DotShape { n: self.shape.k, ..self.shape }, ..self.clone() }.layout_c()
    }

    /// The immediates of the register-A form: `imm-scale-a, imm-scale-b,
    /// imm-trans-b` (no `imm-trans-a`: A in registers is K-major).
    pub fn ptx_immediates_register_a(&self, b_n_major: bool) -> String {
        format!(", 1, 1, {}", u8::from(b_n_major && self.b_n_major()))
    }

    /// The sm_90 shared-memory matrix descriptor without its start address:
    /// leading byte offset >> 4 at bits 16-29, stride byte offset >> 4 at
    /// 32-45, base offset 0 (bits 49-51: patterns start 1024-byte aligned),
    /// layout type at 62-63 (128-byte swizzle 1, 64-byte 2, 32-byte 3). A
    /// K-major operand: LBO 16 bytes (unused with swizzling; NVIDIA's
    /// tileiras sets 1), SBO eight rows of the swizzle width.
    pub fn desc_fixed(swizzle: i64) -> u64 {
        Self::desc(16, 8 * swizzle as u64, swizzle)
    }

    /// The N-major B descriptor without its start address: LBO K·128 bytes
    /// between 64-element column blocks, SBO 1024 bytes per eight rows of K,
    /// 128-byte swizzle (the values NVIDIA's tileiras 13.5 uses).
    pub fn b_n_major_desc_fixed(&self) -> u64 {
        Self::desc(self.shape.k as u64 * 128, 1024, 128)
    }

    fn desc(lbo: u64, sbo: u64, swizzle: i64) -> u64 {
        let layout: u64 = match swizzle {
            128 => 1,
            64 => 2,
            _ => 3,
        };
        (((lbo >> 4) & 0x3FFF) << 16) | (((sbo >> 4) & 0x3FFF) << 32) | (layout << 62)
    }

    /// The PTX instruction's shape and types, e.g.
    /// `m64n128k16.f32.f16.f16`.
    pub fn ptx_shape(&self) -> String {
        let k = 32 / UmmaPlan::elem_bytes(self.kind).unwrap_or(1);
        let f8 = |e4m3: bool| if e4m3 { "e4m3" } else { "e5m2" };
        let types = match self.kind {
            AtomKind::Bf16 => "f32.bf16.bf16".to_string(),
            AtomKind::Tf32 => "f32.tf32.tf32".to_string(),
            AtomKind::F8 { e4m3_a, e4m3_b } => format!("f32.{}.{}", f8(e4m3_a), f8(e4m3_b)),
            AtomKind::I8 { signed_a, signed_b } => {
                let s = |signed: bool| if signed { "s8" } else { "u8" };
                format!("s32.{}.{}", s(signed_a), s(signed_b))
            }
            _ => "f32.f16.f16".to_string(),
        };
        format!("m64n{}k{k}.{types}", self.shape.n)
    }

    /// The immediate operands after `scale-d`: `imm-scale-a, imm-scale-b`
    /// (1: no negation) for floating-point types, then `imm-trans-a,
    /// imm-trans-b` for 16-bit ones; integer forms have none.
    pub fn ptx_immediates(&self) -> String {
        self.ptx_immediates_with(self.b_n_major())
    }

    /// [`Self::ptx_immediates`] with B N-major (`imm-trans-b` 1) only where
    /// `b_n_major`: a B read K-major (a ring stage of a tile whose K is
    /// contiguous in memory, registers that run along K) clears it.
    pub fn ptx_immediates_with(&self, b_n_major: bool) -> String {
        match self.kind {
            AtomKind::F16F32 | AtomKind::Bf16 => format!(", 1, 1, 0, {}", u8::from(b_n_major && self.b_n_major())),
            AtomKind::I8 { .. } => String::new(),
            _ => ", 1, 1".to_string(),
        }
    }
}

#[cfg(test)]
mod wgmma_tests {
    use super::*;

    #[test]
    fn chained_accumulator_is_register_a() {
        for (m, threads) in [(64, 128), (128, 128), (128, 256), (256, 256)] {
            for kind in [AtomKind::F16F32, AtomKind::Bf16] {
                let s = WgmmaPlan::new(kind, DotShape { batch: 1, m, n: 128, k: 64 }, threads).expect("fits");
                let pv = WgmmaPlan::new(kind, DotShape { batch: 1, m, n: 64, k: 128 }, threads).expect("fits");
                assert_eq!(s.layout_c(), pv.layout_a_registers(), "{m} rows over {threads} threads");
            }
        }
        // Register 1 of K step 1 of thread 5 (lane 5: g = 1, t = 1): row 9,
        // columns 16 + 2 and 16 + 3.
        let p = WgmmaPlan::new(AtomKind::F16F32, DotShape { batch: 1, m: 64, n: 64, k: 64 }, 128).expect("fits");
        let a = p.layout_a_registers();
        let at = |slot: i64| a.thread.eval(5) + a.value.eval(slot);
        assert_eq!((at(8 + 2), at(8 + 3)), (9 * 64 + 18, 9 * 64 + 19));
    }

    fn plan(kind: AtomKind, m: i64, n: i64, k: i64, threads: i64) -> WgmmaPlan {
        WgmmaPlan::new(kind, DotShape { batch: 1, m, n, k }, threads).expect("fits")
    }

    /// The D fragment as the PTX ISA draws it (wgmma "Matrix fragment for
    /// the accumulator D"), written out independently of `layout_c`'s bits.
    #[test]
    fn accumulator_is_the_wgmma_d_fragment() {
        for (m, n, threads) in [(64, 128, 128), (128, 64, 128), (128, 128, 256), (256, 64, 256), (64, 8, 128)] {
            let p = plan(AtomKind::F16F32, m, n, 64, threads);
            let c = p.layout_c();
            assert_eq!(c.num_slots(), p.regs() * p.m_reps());
            for t in 0..threads {
                let (wg, w, l) = (t / 128, (t / 32) % 4, t % 32);
                for rep in 0..p.m_reps() {
                    for i in 0..p.regs() {
                        let row = 64 * p.m_block(wg, rep) + 16 * w + l / 4 + 8 * ((i / 2) % 2);
                        let col = 2 * (l % 4) + (i % 2) + 8 * (i / 4);
                        let slot = rep * p.regs() + i;
                        assert_eq!(c.element(t, slot), row * n + col, "{m}x{n}/{threads}: t {t} slot {slot}");
                    }
                }
            }
        }
    }

    /// Decodes the descriptors with the bit positions of the PTX ISA's
    /// "Matrix Descriptor Format" (sm_90) written out here, and checks the
    /// values NVIDIA's tileiras 13.5 emits for matmul_f16 at sm_90
    /// (0x4000004000010000 for A, 0x4000004002000000 for B of a K = 64 tile).
    #[test]
    fn descriptors_match_the_ptx_isa_and_nvidia() {
        assert_eq!(WgmmaPlan::desc_fixed(128), 0x4000_0040_0001_0000);
        let p = plan(AtomKind::F16F32, 128, 128, 64, 256);
        assert!(p.b_n_major());
        assert_eq!(p.b_n_major_desc_fixed(), 0x4000_0040_0200_0000);
        let d = WgmmaPlan::desc_fixed(64);
        assert_eq!(((d >> 16) & 0x3FFF) << 4, 16, "LBO");
        assert_eq!(((d >> 32) & 0x3FFF) << 4, 512, "SBO: eight 64-byte rows");
        assert_eq!((d >> 49) & 7, 0, "base offset");
        assert_eq!(d >> 62, 2, "64-byte swizzle");
        assert_eq!(WgmmaPlan::desc_fixed(32) >> 62, 3);
        assert_eq!(d & 0x3FFF, 0, "no start address");
    }

    #[test]
    fn instruction_forms_and_limits() {
        let p = plan(AtomKind::F16F32, 128, 128, 64, 256);
        assert_eq!((p.ptx_shape(), p.ptx_immediates()), ("m64n128k16.f32.f16.f16".into(), ", 1, 1, 0, 1".into()));
        // A B read K-major (a K-contiguous ring stage) clears imm-trans-b;
        // a plan that is K-major anyway never sets it.
        assert_eq!(p.ptx_immediates_with(false), ", 1, 1, 0, 0");
        let narrow = plan(AtomKind::F16F32, 128, 32, 64, 128);
        assert!(!narrow.b_n_major());
        assert_eq!(narrow.ptx_immediates_with(true), ", 1, 1, 0, 0");
        let t = plan(AtomKind::Tf32, 64, 64, 32, 128);
        assert_eq!(
            (t.ptx_shape(), t.ptx_immediates(), t.b_n_major()),
            ("m64n64k8.f32.tf32.tf32".into(), ", 1, 1".into(), false)
        );
        let i = plan(AtomKind::I8 { signed_a: true, signed_b: false }, 64, 256, 64, 128);
        assert_eq!((i.ptx_shape(), i.ptx_immediates()), ("m64n256k32.s32.s8.u8".into(), String::new()));
        let f = plan(AtomKind::F8 { e4m3_a: true, e4m3_b: false }, 128, 64, 64, 128);
        assert_eq!((f.ptx_shape(), f.m_reps()), ("m64n64k32.f32.e4m3.e5m2".into(), 2));
        let no = |m, n, k, threads| WgmmaPlan::new(AtomKind::F16F32, DotShape { batch: 1, m, n, k }, threads);
        assert!(no(32, 64, 64, 128).is_none(), "M below one block");
        assert!(no(64, 64, 64, 256).is_none(), "a warpgroup without a block");
        assert!(no(64, 512, 64, 128).is_none(), "N over 256");
        assert!(no(64, 64, 8, 128).is_none(), "K under one 32-byte step");
        assert!(no(256, 256, 64, 256).is_some(), "256 accumulator registers, as NVIDIA's tileiras");
        assert!(no(256, 256, 64, 128).is_none(), "512 accumulator registers");
        assert!(WgmmaPlan::new(AtomKind::F64, DotShape { batch: 1, m: 64, n: 64, k: 64 }, 128).is_none());
        assert!(WgmmaPlan::new(AtomKind::F16F32, DotShape { batch: 2, m: 64, n: 64, k: 64 }, 128).is_none());
    }
}
