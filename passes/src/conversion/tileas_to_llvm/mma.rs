//! `nv_tileaa.dot` on tensor cores: warp-level `mma.sync` atoms.
//!
//! The accumulator arrives in C's fragment layout (`tileas-assign-layouts`
//! gives it to the dot's accumulator and result, and to the loop that
//! carries it), so every thread holds exactly the C registers of its lane in
//! every atom of its warp. A and B keep the layouts their loads chose
//! (16-byte runs); the dot stages them through the shared scratch — each run
//! one store, at an address XOR-swizzled in 16-byte units so that the eight
//! rows one `ldmatrix` reads fall in distinct banks — and each warp reads its
//! fragments back with `ldmatrix` (A; B of 16-bit types with `.trans`, since
//! B is row-major K×N) or, where no `ldmatrix` form fits (B of tf32 and 8-bit
//! types, f64), one shared load per register element. Then one intrinsic per
//! (batch, M block, N block, K block). An operand that is a ring stage of a
//! pipelined loop in a tensor-core layout (`ring_operand`) is not staged:
//! `ldmatrix` (f64, tf32 B: one load a register) reads it in place, at the
//! swizzled addresses of the ring's K-major (A) or N-major (B) layout; a dot
//! that stages nothing has no barriers of its own.

use super::Lowering;
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::{arith, llvm};
use mlir_sys::*;
use tileas_dialects::mma_atoms::{Atom, AtomKind, MmaPlan, UmmaPlan};
use tileas_dialects::tv_layout::TvLayout;

/// Largest A + B staging area (bytes) a tensor-core dot uses; beyond it the
/// dot stays on the SIMT path, which stages K in chunks.
pub const MMA_SCRATCH_BYTES: i64 = 64 * 1024;

fn round16(x: i64) -> i64 {
    (x + 15) / 16 * 16
}

/// Scratch bytes the staging of `p` needs, A then B (element sizes `ea`,
/// `eb` bytes): each a row-major copy of the whole operand tile.
pub fn scratch_bytes(p: &MmaPlan, ea: i64, eb: i64) -> (i64, i64) {
    let s = p.shape;
    (round16(s.batch * s.m * s.k * ea), round16(s.batch * s.k * s.n * eb))
}

/// Storage bytes of one element of the atom's A and B.
pub fn element_bytes(kind: AtomKind) -> i64 {
    match kind {
        AtomKind::F16F32 | AtomKind::F16F16 | AtomKind::Bf16 => 2,
        AtomKind::Tf32 => 4,
        AtomKind::I8 { .. } | AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. } => 1,
        AtomKind::F64 => 8,
    }
}

/// Bytes of K one block scale covers (`UmmaPlan::scale_block_bytes`): 32
/// fp8 elements, 16 NVFP4 ones (8 bytes) or 32 MXFP4 ones (16 bytes).
fn scale_block(p: &MmaPlan) -> i64 {
    UmmaPlan::scale_block_bytes(p.atom.kind).unwrap_or(crate::nv_tileas::mma::BLOCK_SCALE_K)
}

/// Scratch bytes of a block-scaled plan's scales, staged after B: A's
/// `[batch×]M × K/block` and B's transposed to `[batch×]N × K/block` (0
/// for other plans).
pub fn scale_bytes(p: &MmaPlan) -> i64 {
    if p.atom.block_scale {
        crate::nv_tileas::mma::scale_staging_bytes(&p.shape, scale_block(p))
    } else {
        0
    }
}

/// Whether the staging fits the budget (else the SIMT path).
pub fn fits(p: &MmaPlan) -> bool {
    let e = element_bytes(p.atom.kind);
    let (a, b) = scratch_bytes(p, e, e);
    a + b + scale_bytes(p) <= MMA_SCRATCH_BYTES
}

/// Whether a dot plan's shared staging fits its budget.
pub fn plan_fits(p: &crate::nv_tileas::mma::DotPlan) -> bool {
    match p {
        crate::nv_tileas::mma::DotPlan::Umma(u) => super::umma::fits(u),
        crate::nv_tileas::mma::DotPlan::Wgmma(w) => super::wgmma::fits(w),
        crate::nv_tileas::mma::DotPlan::Sync(m) => fits(m),
    }
}

/// Scratch bytes a dot plan stages through.
pub fn plan_scratch_bytes(p: &crate::nv_tileas::mma::DotPlan) -> i64 {
    match p {
        crate::nv_tileas::mma::DotPlan::Umma(u) => super::umma::scratch_layout(u).1,
        crate::nv_tileas::mma::DotPlan::Wgmma(w) => super::wgmma::scratch_layout(w).1,
        crate::nv_tileas::mma::DotPlan::Sync(m) => {
            let e = element_bytes(m.atom.kind);
            let (a, b) = scratch_bytes(m, e, e);
            a + b + scale_bytes(m)
        }
    }
}

/// The accumulator element type the atom computes in.
fn atom_c_type(cx: &Lowering, kind: AtomKind) -> MlirType {
    match kind {
        AtomKind::F16F16 => typed::f16(cx.b.ctx),
        AtomKind::I8 { .. } => cx.b.int_type(32),
        AtomKind::F64 => typed::f64(cx.b.ctx),
        _ => cx.b.f32_type(),
    }
}

/// Whether `dot`'s accumulator and result carry C's fragment layout (the
/// layout pass falls back to defaults when conversions would not fit, and
/// then the dot stays on the SIMT path).
pub fn layouts_match(cx: &Lowering, dot: MlirOperation, p: &MmaPlan) -> bool {
    let c = p.layout_c();
    fits(p) && cx.layout(value_type(operands(dot)[2])) == c && cx.layout(value_type(result0(dot))) == c
}

/// One staged operand: where it is in the scratch and how its rows are laid.
struct Staged {
    offset: i64,
    /// Elements per row (the operand's last dimension) and bytes per element.
    cols: i64,
    elem_bytes: i64,
    /// The operand is a ring stage read in place (`tileas-pipeline-loads`,
    /// `swizzle`) instead of the scratch: its shared address (i64) and
    /// layout.
    ring: Option<(MlirValue, RingLayout)>,
}

/// The tensor-core operand layouts of ring stages (`async_copy.rs`).
#[derive(Clone, Copy)]
enum RingLayout {
    /// M x K, K in blocks of `sw` bytes (min(K bytes, 128)), `rows` rows.
    KMajor { sw: i64, rows: i64 },
    /// K x N, N in 128-byte blocks of `k_rows` rows.
    NMajor { k_rows: i64 },
}

impl Staged {
    /// i32 byte offset in the scratch of element (row, col) (row counts the
    /// batch's rows too): row-major, then the 16-byte unit within each
    /// 128-byte line XORed with the line's index mod 8 (CUTLASS's
    /// `Swizzle<3,4,3>` on byte offsets). Runs of up to 16 bytes starting at a
    /// 16-byte boundary stay contiguous.
    fn address(&self, cx: &Lowering, row: MlirValue, col: MlirValue) -> MlirValue {
        let i32t = cx.b.int_type(32);
        let c = |v: i64| cx.b.const_int(i32t, v);
        if let Some((_, layout)) = self.ring {
            let col_bytes = cx.iop(arith::MulIOperation::name(), col, c(self.elem_bytes));
            return match layout {
                RingLayout::KMajor { sw, rows } => super::umma::k_major_offset(cx, sw, rows, row, col_bytes, false),
                RingLayout::NMajor { k_rows } => super::umma::n_major_rel(cx, k_rows, row, col_bytes, false),
            };
        }
        let row_bytes = cx.iop(arith::MulIOperation::name(), row, c(self.cols * self.elem_bytes));
        let col_bytes = cx.iop(arith::MulIOperation::name(), col, c(self.elem_bytes));
        let o = cx.iop(arith::AddIOperation::name(), row_bytes, col_bytes);
        let line = cx.iop(arith::ShRUIOperation::name(), o, c(7));
        let line = cx.iop(arith::AndIOperation::name(), line, c(7));
        let flip = cx.iop(arith::ShLIOperation::name(), line, c(4));
        let o = cx.iop(arith::XOrIOperation::name(), o, flip);
        cx.iop(arith::AddIOperation::name(), o, c(self.offset))
    }

    /// The shared pointer at byte offset `o` (i32) of the scratch.
    fn ptr(&self, cx: &Lowering, o: MlirValue) -> MlirValue {
        let p3 = cx.b.ptr_type(3);
        let base = match self.ring {
            Some((addr, _)) => cx.b.op1(llvm::IntToPtrOperation::name(), &[addr], p3, &[]),
            None => cx.smem_base(),
        };
        cx.b.gep(base, &[GepIndex::Value(o)], cx.b.int_type(8), p3)
    }

    /// (row, col) of tile element `e` (row-major, power-of-two columns).
    fn split(&self, cx: &Lowering, e: MlirValue) -> (MlirValue, MlirValue) {
        let i32t = cx.b.int_type(32);
        let row = cx.iop(arith::ShRUIOperation::name(), e, cx.b.const_int(i32t, self.cols.trailing_zeros() as i64));
        let col = cx.iop(arith::AndIOperation::name(), e, cx.b.const_int(i32t, self.cols - 1));
        (row, col)
    }

    /// The owners store the slots of `tile` (its layout), each run of
    /// consecutive elements (up to 16 bytes) as one store; fp8 elements of
    /// an f16 atom are converted on the way (in pairs).
    fn write(&self, cx: &mut Lowering, slots: &[MlirValue], tile: MlirType) {
        let l = cx.layout(tile);
        let w = (l.vector().min(16 / self.elem_bytes).min(self.cols)).max(1) as usize;
        let replicated = l.has_zero_stride();
        let converted;
        let slots = match super::math::f8_kind(typed::element_type(tile).unwrap_or(tile)) {
            Some(k) if self.elem_bytes == 2 => {
                converted = fp8_to_f16(cx, slots, k, l.vector() as usize);
                &converted[..]
            }
            _ => slots,
        };
        let elem = value_type(slots[0]);
        for s in (0..slots.len()).step_by(w) {
            let e = cx.element_index(s, tile);
            let (row, col) = self.split(cx, e);
            let ptr = self.ptr(cx, self.address(cx, row, col));
            let v = if w == 1 { slots[s] } else { cx.vector_of(&slots[s..s + w], elem) };
            let saved = cx.b;
            if replicated {
                let own = cx.is_owner(s, tile);
                cx.b = cx.b.if_then(own);
            }
            let align = typed::i64_attr(cx.b.ctx, w as i64 * self.elem_bytes);
            cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
            cx.b = saved;
        }
    }

    /// The owners store the slots of B (`[batch×]K×N`, its layout) as
    /// `[batch×]N×K` — `self.cols` is K — one element per store, so that the
    /// B registers of tf32 and 8-bit atoms, which run along K, are 16-byte
    /// rows `ldmatrix` can read.
    fn write_transposed(&self, cx: &mut Lowering, slots: &[MlirValue], tile: MlirType, n: i64) {
        let l = cx.layout(tile);
        let replicated = l.has_zero_stride();
        if !replicated && matches!(self.elem_bytes, 1 | 2 | 4) {
            if let Some((r, q)) = widest_row_run(&l, n, (16 / self.elem_bytes) as usize) {
                return self.write_runs(cx, slots, tile, n, (q, r));
            }
        }
        for (s, v) in slots.iter().enumerate() {
            let ptr = self.transposed_ptr(cx, s, tile, n);
            let saved = cx.b;
            if replicated {
                let own = cx.is_owner(s, tile);
                cx.b = cx.b.if_then(own);
            }
            cx.b.store(*v, ptr);
            cx.b = saved;
        }
    }

    /// Where slot `s` of B (`[batch×]K×N`, `tile`'s layout) goes in the
    /// `[batch×]N×K` copy.
    fn transposed_ptr(&self, cx: &Lowering, s: usize, tile: MlirType, n: i64) -> MlirValue {
        let i32t = cx.b.int_type(32);
        let k = self.cols;
        let c = |v: i64| cx.b.const_int(i32t, v);
        let e = cx.element_index(s, tile);
        let row = cx.iop(arith::ShRUIOperation::name(), e, c(n.trailing_zeros() as i64));
        let col = cx.iop(arith::AndIOperation::name(), e, c(n - 1));
        let batch = cx.iop(arith::ShRUIOperation::name(), row, c(k.trailing_zeros() as i64));
        let kk = cx.iop(arith::AndIOperation::name(), row, c(k - 1));
        let srow = cx.iop(arith::MulIOperation::name(), batch, c(n));
        let srow = cx.iop(arith::AddIOperation::name(), srow, col);
        self.ptr(cx, self.address(cx, srow, kk))
    }

    /// `write_transposed` of a layout whose slots `s + j·q` (j < r) hold `r`
    /// consecutive K rows of a column (`row_run_stride`: row quads, the
    /// layouts of `transpose_staging`): those values are consecutive in the
    /// copy and go as one store (byte j of an 8-bit run is row j,
    /// little-endian, as `ldmatrix` reads the K run).
    fn write_runs(&self, cx: &mut Lowering, slots: &[MlirValue], tile: MlirType, n: i64, (q, r): (usize, usize)) {
        for s in (0..slots.len()).filter(|s| (s / q).is_multiple_of(r)) {
            let run: Vec<MlirValue> = (0..r).map(|j| slots[s + j * q]).collect();
            let ptr = self.transposed_ptr(cx, s, tile, n);
            let v = cx.vector_of(&run, value_type(run[0]));
            let align = typed::i64_attr(cx.b.ctx, r as i64 * self.elem_bytes);
            cx.b.op(llvm::StoreOperation::name(), &[v, ptr], &[], &[("alignment", align)]);
        }
    }

    /// The element slot `k` of fragment layout `l` holds in this thread,
    /// loaded from the staged copy.
    fn read_slot(&self, cx: &Lowering, l: &TvLayout, k: usize, elem: MlirType) -> MlirValue {
        let e = cx.element_index_in(l, k);
        let (row, col) = self.split(cx, e);
        let ptr = self.ptr(cx, self.address(cx, row, col));
        cx.b.load(ptr, elem)
    }
}

/// fp8 slots (their bits, i8) as f16: pairs of neighbouring slots of one
/// run (`run` slots long) through one `cvt.rn.f16x2.<k>x2`, the first slot in
/// the low byte and the low half.
fn fp8_to_f16(cx: &Lowering, slots: &[MlirValue], k: &str, run: usize) -> Vec<MlirValue> {
    let (i16t, i32t) = (cx.b.int_type(16), cx.b.int_type(32));
    let f16 = typed::f16(cx.b.ctx);
    let name = typed::nvvm_intrinsic(&format!("{k}x2.to.f16x2.rn"));
    let ext = |v: MlirValue| cx.b.op1(arith::ExtUIOperation::name(), &[v], i16t, &[]);
    let mut out = Vec::with_capacity(slots.len());
    let pairs = run >= 2 && slots.len().is_multiple_of(2);
    for chunk in slots.chunks(if pairs { 2 } else { 1 }) {
        let mut bits = ext(chunk[0]);
        if let Some(&hi) = chunk.get(1) {
            let hi = cx.b.op1(arith::ShLIOperation::name(), &[ext(hi), cx.b.const_int(i16t, 8)], i16t, &[]);
            bits = cx.b.op1(arith::OrIOperation::name(), &[bits, hi], i16t, &[]);
        }
        let v = cx.b.call_intrinsic(&name, &[bits], typed::vector(&[2], f16));
        for i in 0..chunk.len() {
            let pos = cx.b.const_int(i32t, i as i64);
            out.push(cx.b.op1(llvm::ExtractElementOperation::name(), &[v, pos], f16, &[]));
        }
    }
    out
}

/// `vals` as the intrinsic's registers: `group` elements per register, as
/// a vector (f16 pairs) or bit-cast to i32.
pub(super) fn pack(cx: &Lowering, vals: &[MlirValue], group: usize, as_i32: bool) -> Vec<MlirValue> {
    let i32t = cx.b.int_type(32);
    vals.chunks(group)
        .map(|chunk| {
            let v = if group == 1 { chunk[0] } else { cx.vector_of(chunk, value_type(chunk[0])) };
            if as_i32 {
                cx.b.op1(llvm::BitcastOperation::name(), &[v], i32t, &[])
            } else {
                v
            }
        })
        .collect()
}

/// The i32 registers an `ldmatrix` returns, as the atom's operand registers
/// (`vector<2xf16>` for the f16 atoms, i32 otherwise).
fn as_operand(cx: &Lowering, regs: Vec<MlirValue>, kind: AtomKind) -> Vec<MlirValue> {
    if !matches!(kind, AtomKind::F16F32 | AtomKind::F16F16) {
        return regs;
    }
    let v2 = typed::vector(&[2], typed::f16(cx.b.ctx));
    regs.into_iter().map(|r| cx.b.op1(llvm::BitcastOperation::name(), &[r], v2, &[])).collect()
}

/// `ldmatrix.sync.aligned.m8n8.x<n>[.trans].b16` at this lane's row address.
fn ldmatrix(cx: &Lowering, ptr: MlirValue, n: usize, trans: bool) -> Vec<MlirValue> {
    let i32t = cx.b.int_type(32);
    let name = format!("ldmatrix.sync.aligned.m8n8.x{n}{}.b16", if trans { ".trans" } else { "" });
    let ty = if n == 1 { i32t } else { typed::llvm_struct(cx.b.ctx, &vec![i32t; n], false) };
    let r = cx.b.call_intrinsic(&typed::nvvm_intrinsic(&name), &[ptr], ty);
    if n == 1 {
        return vec![r];
    }
    (0..n)
        .map(|i| {
            let pos = typed::dense_i64_array(cx.b.ctx, &[i as i64]);
            cx.b.op1(llvm::ExtractValueOperation::name(), &[r], i32t, &[("position", pos)])
        })
        .collect()
}

/// Per-warp geometry: this warp's first row of A (within a batch) and
/// first column of B, and the lane id (all i32).
struct Warp {
    row0: MlirValue,
    col0: MlirValue,
    lane: MlirValue,
}

fn warp(cx: &Lowering, p: &MmaPlan) -> Warp {
    let i32t = cx.b.int_type(32);
    let c = |v: i64| cx.b.const_int(i32t, v);
    let lane = cx.iop(arith::AndIOperation::name(), cx.tid, c(31));
    let w = cx.iop(arith::ShRUIOperation::name(), cx.tid, c(5));
    let wn = cx.iop(arith::AndIOperation::name(), w, c((1 << p.wn) - 1));
    let wm = cx.iop(arith::ShRUIOperation::name(), w, c(p.wn as i64));
    let per_m = p.rm << p.atom.m_bits;
    let per_n = p.rn << p.atom.n_bits;
    Warp {
        row0: cx.iop(arith::MulIOperation::name(), wm, c(per_m)),
        col0: cx.iop(arith::MulIOperation::name(), wn, c(per_n)),
        lane,
    }
}

/// Whether A (of type `ta`) is in the plan's A fragment layout with the
/// atom's 16-bit element type, so that its slots are the atom's registers
/// (`nv_tileas::mma::a_in_registers` asks for that layout).
fn a_direct(cx: &Lowering, p: &MmaPlan, ta: MlirType) -> bool {
    crate::nv_tileas::mma::sixteen_bit_operand(p.atom.kind, ta) && p.shape.batch == 1 && cx.layout(ta) == p.layout_a()
}

/// The A registers of atom (batch, mi, kk).
fn read_a(cx: &Lowering, p: &MmaPlan, sa: &Staged, w: &Warp, elem: MlirType, at: (i64, i64, i64)) -> Vec<MlirValue> {
    let (bi, mi, kk) = at;
    let kind = p.atom.kind;
    if kind == AtomKind::F64 {
        let l = p.layout_a();
        let first = p.a_slot(bi, mi, kk);
        return (0..p.atom.a_slots()).map(|v| sa.read_slot(cx, &l, first + v, elem)).collect();
    }
    // x4: lanes 0-7 address rows 0-7 of matrix 0 (rows 0-7, bytes 0-15 of
    // the atom's 16×32-byte A), 8-15 matrix 1 (rows 8-15), 16-23 matrix 2
    // (rows 0-7, bytes 16-31), 24-31 matrix 3: registers a0..a3 in order.
    let i32t = cx.b.int_type(32);
    let c = |v: i64| cx.b.const_int(i32t, v);
    let r = cx.iop(arith::AndIOperation::name(), w.lane, c(15));
    let half = cx.iop(arith::ShRUIOperation::name(), w.lane, c(4));
    let base_row = bi * p.shape.m + (mi << p.atom.m_bits);
    let row = cx.iop(arith::AddIOperation::name(), w.row0, c(base_row));
    let row = cx.iop(arith::AddIOperation::name(), row, r);
    // Columns in elements: K block start plus 16 bytes for the upper half.
    let per16 = 16 / sa.elem_bytes;
    let col = cx.iop(arith::MulIOperation::name(), half, c(per16));
    let col = cx.iop(arith::AddIOperation::name(), col, c(kk << p.atom.k_bits));
    let ptr = sa.ptr(cx, sa.address(cx, row, col));
    as_operand(cx, ldmatrix(cx, ptr, 4, false), kind)
}

/// The slot stride `q` of one row when layout `l` of a tile with `n`
/// columns (row-major) keeps `r` consecutive rows of each column in slots
/// `s, s + q, …, s + (r−1)q` for every `s` with `(s / q) mod r = 0`, the
/// first of them at a row that is a multiple of `r` (`TvLayout::row_quads`
/// with `r` = 4; `transpose_staging`'s layouts; registers that run along
/// the rows, `q` = 1): those elements go to consecutive addresses of a
/// transposed copy, one store.
pub(super) fn row_run_stride(l: &TvLayout, n: i64, r: usize) -> Option<usize> {
    let slots = l.num_slots() as usize;
    let q = (1..slots).find(|&q| l.value.eval(q as i64) == n)?;
    let r64 = r as i64;
    if r < 2 || !slots.is_multiple_of(r * q) || (0..l.num_threads()).any(|t| (l.thread.eval(t) / n) % r64 != 0) {
        return None;
    }
    let heads = (0..slots).filter(|s| (s / q) % r == 0);
    let ok = |s: usize| {
        let e = l.value.eval(s as i64);
        (e / n) % r64 == 0 && (1..r).all(|j| l.value.eval((s + j * q) as i64) == e + j as i64 * n)
    };
    heads.into_iter().all(ok).then_some(q)
}

/// (r, q): the longest run `r` of consecutive rows, a power of two from
/// `max` down to 2, that layout `l` keeps `q` slots apart
/// (`row_run_stride`); `None` when not even two are.
pub(super) fn widest_row_run(l: &TvLayout, n: i64, max: usize) -> Option<(usize, usize)> {
    let mut r = max;
    while r >= 2 {
        if let Some(q) = row_run_stride(l, n, r) {
            return Some((r, q));
        }
        r /= 2;
    }
    None
}

/// Whether a 16-bit B (of type `tb`) keeps runs of at least four
/// consecutive K in a thread (its rows: the layout of a load whose K is
/// contiguous in memory, attention's Kᵀ at sm_80, where no TMA copy
/// stages it K-major for the dot): staged transposed too, N×K, a run (8 or
/// 16 bytes) a store, and read with `ldmatrix` without `.trans`, instead of
/// one 2-byte store an element.
fn b_runs_along_k(cx: &Lowering, p: &MmaPlan, tb: MlirType) -> bool {
    let l = cx.layout(tb);
    crate::nv_tileas::mma::sixteen_bit_operand(p.atom.kind, tb)
        && !l.has_zero_stride()
        && widest_row_run(&l, p.shape.n, 8).is_some_and(|(r, _)| r >= 4)
}

/// Whether B is staged transposed (`Staged::write_transposed`): the atoms
/// whose B registers run along K with 32-bit or 8-bit elements (16-bit B
/// uses `ldmatrix.trans` instead; f64 reads each element).
pub(crate) fn b_transposed(kind: AtomKind) -> bool {
    matches!(kind, AtomKind::Tf32 | AtomKind::I8 { .. } | AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. })
}

/// The B registers of atoms (batch, ni, kk) and, when `ni + 1 < rn`,
/// (batch, ni + 1, kk) too (one `ldmatrix.x4`; f64 reads one atom).
fn read_b(
    cx: &Lowering,
    p: &MmaPlan,
    (sb, transposed): (&Staged, bool),
    w: &Warp,
    elem: MlirType,
    at: (i64, i64, i64),
) -> Vec<Vec<MlirValue>> {
    let (bi, ni, kk) = at;
    let kind = p.atom.kind;
    let sixteen = kind.sixteen_bit();
    let pair = ni + 1 < p.rn;
    let i32t = cx.b.int_type(32);
    let c = |v: i64| cx.b.const_int(i32t, v);
    let k_major_ring = matches!(sb.ring, Some((_, RingLayout::KMajor { .. })));
    if transposed || k_major_ring {
        // B staged as N×K (or a K-major ring stage, the N×K matrix): matrix
        // j's rows are 8 consecutive n, 16 bytes of K each; j = 0, 1 the two
        // 16-byte halves of the atom's K at column block ni (registers b0,
        // b1), j = 2, 3 the same at ni + 1. Lane l addresses row l mod 8 of
        // matrix l / 8.
        let j = cx.iop(arith::ShRUIOperation::name(), w.lane, c(3));
        let r = cx.iop(arith::AndIOperation::name(), w.lane, c(7));
        let next = cx.iop(arith::ShRUIOperation::name(), j, c(1));
        let next = cx.iop(arith::MulIOperation::name(), next, c(1 << p.atom.n_bits));
        let row = cx.iop(arith::AddIOperation::name(), r, next);
        let row = cx.iop(arith::AddIOperation::name(), row, w.col0);
        let row = cx.iop(arith::AddIOperation::name(), row, c(bi * p.shape.n + (ni << p.atom.n_bits)));
        let half = cx.iop(arith::AndIOperation::name(), j, c(1));
        let col = cx.iop(arith::MulIOperation::name(), half, c(16 / sb.elem_bytes));
        let col = cx.iop(arith::AddIOperation::name(), col, c(kk << p.atom.k_bits));
        let ptr = sb.ptr(cx, sb.address(cx, row, col));
        let regs = as_operand(cx, ldmatrix(cx, ptr, if pair { 4 } else { 2 }, false), kind);
        return regs.chunks(2).map(|c| c.to_vec()).collect();
    }
    if !sixteen {
        let l = p.layout_b();
        let first = p.b_slot(bi, ni, kk);
        let vals: Vec<MlirValue> = (0..p.atom.b_slots()).map(|v| sb.read_slot(cx, &l, first + v, elem)).collect();
        let regs = match kind {
            AtomKind::Tf32 => pack(cx, &vals, 1, true),
            AtomKind::I8 { .. } | AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. } => pack(cx, &vals, 4, true),
            _ => vals,
        };
        return vec![regs];
    }
    // .trans: matrix j's rows are 8 consecutive k of B (row-major K×N) at 8
    // consecutive n; lanes 0-7 address k 0-7 and 8-15 k 8-15 at column
    // block ni, lanes 16-31 the same at ni + 1. Lane l receives
    // (k = 2·(l mod 4) + {0,1}, n = l / 4) of each: b0b1, b2b3.
    let r = cx.iop(arith::AndIOperation::name(), w.lane, c(15));
    let half = cx.iop(arith::ShRUIOperation::name(), w.lane, c(4));
    let row = cx.iop(arith::AddIOperation::name(), r, c(bi * p.shape.k + (kk << p.atom.k_bits)));
    let col = cx.iop(arith::MulIOperation::name(), half, c(8));
    let col = cx.iop(arith::AddIOperation::name(), col, w.col0);
    let col = cx.iop(arith::AddIOperation::name(), col, c(ni << p.atom.n_bits));
    let ptr = sb.ptr(cx, sb.address(cx, row, col));
    let regs = as_operand(cx, ldmatrix(cx, ptr, if pair { 4 } else { 2 }, true), kind);
    regs.chunks(2).map(|c| c.to_vec()).collect()
}

/// Lowers `dot` (checked by `layouts_match`) to MMAs; the scratch holds A
/// at offset 0 and B after it (`scratch_bytes`). An error where the staging
/// would not fit the scratch the kernel reserved (`tileaa_to_tileas`
/// counts no A that `nv_tileas::mma::a_in_registers` keeps in registers).
pub fn lower(cx: &mut Lowering, dot: MlirOperation, p: &MmaPlan) -> Result<(), crate::registry::PassFailed> {
    let ops = operands(dot);
    let (ta, tb) = (value_type(ops[0]), value_type(ops[1]));
    let (a, b) = (cx.slots(ops[0]), cx.slots(ops[1]));
    let (ea, eb) = (cx.scalar_type(ta), cx.scalar_type(tb));
    let e = element_bytes(p.atom.kind);
    let (a_bytes, b_bytes) = scratch_bytes(p, e, e);
    // Operands in ring stages are read where the copies put them.
    let ring = |v: MlirValue| cx.ring_operands.get(&(v.ptr as usize)).copied();
    let ra = ring(ops[0]).map(|addr| (addr, RingLayout::KMajor { sw: (p.shape.k * e).min(128), rows: p.shape.m }));
    let b_k_major = super::umma::ring_read(ops[1])
        .and_then(|r| get_attr(r, "swizzle"))
        .and_then(typed::str_value)
        .and_then(|s| crate::nv_tileas::tma::OperandSwizzle::parse(&s))
        .is_some_and(|sw| !sw.n_major);
    let rb = ring(ops[1]).map(|addr| {
        let layout = if b_k_major {
            RingLayout::KMajor { sw: (p.shape.k * e).min(128), rows: p.shape.n }
        } else {
            RingLayout::NMajor { k_rows: p.shape.k }
        };
        (addr, layout)
    });
    let sa = Staged { offset: 0, cols: p.shape.k, elem_bytes: e, ring: ra };
    // A already in its fragment layout (a chained dot's) is not staged.
    let direct_a = ra.is_none() && a_direct(cx, p, ta);
    // A B in a ring stage stays K×N (`ring_operand`).
    let transposed = rb.is_none() && (b_transposed(p.atom.kind) || b_runs_along_k(cx, p, tb));
    // B after A in the scratch, at its start when A is in a ring or in
    // registers (the scratch is then only B's:
    // tileaa_to_tileas::smem_bytes_with).
    let b_at = if ra.is_some() || direct_a { 0 } else { a_bytes };
    let sb = Staged { offset: b_at, cols: if transposed { p.shape.k } else { p.shape.n }, elem_bytes: e, ring: rb };
    let scales = block_scales(p, &sb, rb.is_none().then_some(b_bytes));
    let a_end = if ra.is_none() && !direct_a { a_bytes } else { 0 };
    fits_scratch(cx, dot, if rb.is_none() { b_at + b_bytes } else { a_end })?;
    let staging = (ra.is_none() && !direct_a) || rb.is_none() || scales.is_some();
    if staging {
        cx.barrier();
    }
    if ra.is_none() && !direct_a {
        sa.write(cx, &a, ta);
    }
    // (tileas-pipeline-loads gives B a ring stage only for ldmatrix.trans
    // and tf32's element reads.)
    match (rb, transposed) {
        (Some(_), _) => {}
        (None, true) => sb.write_transposed(cx, &b, tb, p.shape.n),
        (None, false) => sb.write(cx, &b, tb),
    }
    if let Some((ssa, ssb)) = &scales {
        let (sfa, sfb) = (cx.slots(ops[3]), cx.slots(ops[4]));
        ssa.write(cx, &sfa, value_type(ops[3]));
        ssb.write_transposed(cx, &sfb, value_type(ops[4]), p.shape.n);
    }
    if staging {
        cx.barrier();
    }

    let out_t = cx.scalar_type(value_type(ops[2]));
    let acc_t = atom_c_type(cx, p.atom.kind);
    // f16/bf16 accumulators of an f32 atom are widened once per dot.
    let widen = !typed::same_type(out_t, acc_t);
    let mut c: Vec<MlirValue> = cx.slots(ops[2]);
    if widen {
        c = c.iter().map(|v| cx.b.op1(arith::ExtFOperation::name(), &[*v], acc_t, &[])).collect();
    }
    let w = warp(cx, p);
    let vc = p.atom.c_slots();
    let intrinsic = p.atom.intrinsic();
    let mut words = ScaleWords::default();
    for bi in 0..p.shape.batch {
        for kk in 0..p.rk {
            let a_regs: Vec<Vec<MlirValue>> = (0..p.rm)
                .map(|mi| {
                    if direct_a {
                        let first = p.a_slot(bi, mi, kk);
                        pack(cx, &a[first..first + p.atom.a_slots()], 2, p.atom.kind == AtomKind::Bf16)
                    } else {
                        read_a(cx, p, &sa, &w, ea, (bi, mi, kk))
                    }
                })
                .collect();
            if let Some(staged) = &scales {
                words.read(cx, p, staged, &w, (bi, kk));
            }
            let mut b_regs: Vec<Vec<MlirValue>> = Vec::new();
            while (b_regs.len() as i64) < p.rn {
                let ni = b_regs.len() as i64;
                b_regs.extend(read_b(cx, p, (&sb, transposed), &w, eb, (bi, ni, kk)));
            }
            for mi in 0..p.rm {
                for ni in 0..p.rn {
                    let cs = p.c_slot(bi, mi, ni);
                    let extra = words.operands(cx, mi, ni, kk);
                    let (ar, br) = (&a_regs[mi as usize], &b_regs[ni as usize]);
                    let d = atom(cx, (&p.atom, &intrinsic), ar, br, &c[cs..cs + vc], &extra);
                    c[cs..cs + vc].copy_from_slice(&d);
                }
            }
        }
    }
    if widen {
        c = c.iter().map(|v| cx.b.op1(arith::TruncFOperation::name(), &[*v], out_t, &[])).collect();
    }
    if staging {
        cx.barrier();
    }
    cx.set(result0(dot), c);
    Ok(())
}

/// An error where a dot's staging, `end` bytes from the scratch's start,
/// would not fit the scratch the kernel reserved.
fn fits_scratch(cx: &Lowering, dot: MlirOperation, end: i64) -> Result<(), crate::registry::PassFailed> {
    if end <= cx.smem_bytes {
        return Ok(());
    }
    let reserved = cx.smem_bytes;
    emit_op_error(
        dot,
        &format!("internal: the dot stages {end} bytes of operands, over the {reserved} bytes of scratch reserved"),
    );
    Err(crate::registry::PassFailed)
}

/// The staged scales of a block-scaled plan: A's `[batch×]M × K/block` and
/// B's `[batch×]N × K/block` (B's `K/block × N` tile transposed), after B in the
/// scratch (after A when B is in a ring: `b_bytes` is `None`). `None` for
/// other plans.
fn block_scales(p: &MmaPlan, sb: &Staged, b_bytes: Option<i64>) -> Option<(Staged, Staged)> {
    if !p.atom.block_scale {
        return None;
    }
    let blocks = p.shape.k / scale_block(p);
    let at = match (sb.ring, b_bytes) {
        (None, Some(b)) => sb.offset + b,
        _ => sb.offset,
    };
    let a_bytes = round16(p.shape.batch * p.shape.m * blocks);
    let sa = Staged { offset: at, cols: blocks, elem_bytes: 1, ring: None };
    Some((sa, Staged { offset: at + a_bytes, cols: blocks, elem_bytes: 1, ring: None }))
}

/// This lane's scale words of the atoms at one K step: up to four
/// consecutive K blocks' scales of a row of A (or column of B) in one
/// register, the atom picking its byte (`byte-id`); a 4-bit atom (64
/// elements) reads two from byte 0 or 2 (MXFP4, `.scale_vec::2X`) or all
/// four (NVFP4, `.scale_vec::4X`, byte 0). With `.scale_vec::1X`
/// and `thread-id` 0 the instruction reads the scale of A's row `g` from
/// lane `4g` and of row `g + 8` from lane `4g + 1`, and of B's column `g`
/// from lane `4g` (g = lane / 4; CUTLASS's `SFALayout`/`SFBLayout` for
/// SM120's block-scaled atoms; NVIDIA's PTX for cuTile's `mma_scaled`
/// reads lane bits 0 and 2..4 and ignores bit 1); the other lanes' words
/// are not read.
#[derive(Default)]
struct ScaleWords {
    /// Scale blocks per word (1, 2 or 4), scale blocks per K step (1; 2 for
    /// MXFP4, 4 for NVFP4) and the words of each M and N repetition at the current
    /// K step.
    per_word: i64,
    per_step: i64,
    a: Vec<MlirValue>,
    b: Vec<MlirValue>,
}

impl ScaleWords {
    /// Loads the words for K step `kk` of batch `bi` when it starts a new
    /// word (a no-op otherwise).
    fn read(&mut self, cx: &Lowering, p: &MmaPlan, (sa, sb): &(Staged, Staged), w: &Warp, (bi, kk): (i64, i64)) {
        self.per_word = sa.cols.min(4);
        self.per_step = (32 / scale_block(p)).min(self.per_word);
        if (kk * self.per_step) % self.per_word != 0 {
            return;
        }
        let i32t = cx.b.int_type(32);
        let c = |v: i64| cx.b.const_int(i32t, v);
        let g = cx.iop(arith::ShRUIOperation::name(), w.lane, c(2));
        let half = cx.iop(arith::AndIOperation::name(), w.lane, c(1));
        let half = cx.iop(arith::ShLIOperation::name(), half, c(3));
        let a_row = cx.iop(arith::AddIOperation::name(), g, half);
        let a_row = cx.iop(arith::AddIOperation::name(), a_row, w.row0);
        let b_row = cx.iop(arith::AddIOperation::name(), g, w.col0);
        let col = c(kk * self.per_step);
        let word = |st: &Staged, row: MlirValue, first: i64| {
            let row = cx.iop(arith::AddIOperation::name(), row, c(first));
            let ptr = st.ptr(cx, st.address(cx, row, col));
            let v = cx.b.load(ptr, cx.b.int_type(8 * self.per_word as u32));
            if self.per_word == 4 {
                v
            } else {
                cx.b.op1(arith::ExtUIOperation::name(), &[v], i32t, &[])
            }
        };
        self.a = (0..p.rm).map(|mi| word(sa, a_row, bi * p.shape.m + (mi << p.atom.m_bits))).collect();
        self.b = (0..p.rn).map(|ni| word(sb, b_row, bi * p.shape.n + (ni << p.atom.n_bits))).collect();
    }

    /// The intrinsic's scale operands for atom (mi, ni) at K step `kk`:
    /// A's word, byte id, thread id 0, B's word, byte id, thread id 0.
    fn operands(&self, cx: &Lowering, mi: i64, ni: i64, kk: i64) -> Vec<MlirValue> {
        if self.a.is_empty() {
            return Vec::new();
        }
        let i16t = cx.b.int_type(16);
        let byte = cx.b.const_int(i16t, (kk * self.per_step) % self.per_word);
        let zero = cx.b.const_int(i16t, 0);
        vec![self.a[mi as usize], byte, zero, self.b[ni as usize], byte, zero]
    }
}

/// Whether operand `i` (0: A, 1: B) of a dot on `p` can be read in place
/// from a ring stage in the tensor-core layout (`tileas-pipeline-loads`):
/// A through `ldmatrix` (f64 one element a register; not a type converted
/// on the way into the staging), B of 16-bit atoms through `ldmatrix.trans`
/// from an N-major stage, and tf32 and f64 B one element a register from
/// it (the stage's 128-byte swizzle puts the four K rows a warp reads at
/// distinct 16-byte units: no bank conflict), so that no transposed copy
/// takes scratch from the rings (NVIDIA's sm_120 tf32 K loop has three
/// stages in 99 KiB) and the loop no barriers for a staging.
pub fn ring_operand(p: &MmaPlan, i: usize, elem_bytes: i64) -> bool {
    let e = element_bytes(p.atom.kind);
    let direct = elem_bytes == e && p.shape.batch == 1;
    match i {
        0 => direct,
        1 => direct && (p.atom.kind.sixteen_bit() || matches!(p.atom.kind, AtomKind::Tf32 | AtomKind::F64)),
        _ => false,
    }
}

/// Whether B of a dot on `p` can be read in place from a K-major ring
/// stage (the N x K matrix: a B whose K is contiguous in memory, attention's
/// Kᵀ, or an 8-bit B the loop restages there): 16-bit and 8-bit atoms,
/// whose B registers are two (four) consecutive K of one column, which
/// `ldmatrix` without `.trans` gives from K-major rows (`read_b`, as from a
/// transposed staging).
pub fn k_major_ring_b(p: &MmaPlan, elem_bytes: i64) -> bool {
    let kind = p.atom.kind;
    let eight_bit = matches!(kind, AtomKind::I8 { .. } | AtomKind::F8 { .. } | AtomKind::E2M1x2 { .. });
    ((kind.sixteen_bit() && elem_bytes == 2) || (eight_bit && elem_bytes == 1)) && p.shape.batch == 1
}

/// One atom: D = A·B + C on the registers of this lane (A and B already
/// packed, C as elements; `extra`: the block-scaled form's scale operands),
/// by `intrinsic`, or as inline PTX where the atom has no intrinsic
/// (`Atom::inline_ptx`).
fn atom(
    cx: &Lowering,
    (a, intrinsic): (&Atom, &str),
    a_regs: &[MlirValue],
    b_regs: &[MlirValue],
    c: &[MlirValue],
    extra: &[MlirValue],
) -> Vec<MlirValue> {
    let c_regs = if a.kind == AtomKind::F16F16 { pack(cx, c, 2, false) } else { c.to_vec() };
    let field_types: Vec<MlirType> = c_regs.iter().map(|v| value_type(*v)).collect();
    let st = typed::llvm_struct(cx.b.ctx, &field_types, false);
    let args: Vec<MlirValue> = a_regs.iter().chain(b_regs).chain(&c_regs).chain(extra).copied().collect();
    let d = match a.inline_ptx() {
        Some(ptx) => {
            let groups = [a_regs.len(), b_regs.len(), c_regs.len()].into_iter().chain(extra_groups(extra.len()));
            inline_mma(cx, ptx, &args, groups, (&field_types, st))
        }
        None => cx.b.call_intrinsic(intrinsic, &args, st),
    };
    let i32t = cx.b.int_type(32);
    let mut out = Vec::with_capacity(c.len());
    for (i, fty) in field_types.iter().enumerate() {
        let pos = typed::dense_i64_array(cx.b.ctx, &[i as i64]);
        let f = cx.b.op1(llvm::ExtractValueOperation::name(), &[d], *fty, &[("position", pos)]);
        if typed::is_vector(*fty) {
            let elem = value_type(c[0]);
            for lane in 0..2 {
                let at = cx.b.const_int(i32t, lane);
                out.push(cx.b.op1(llvm::ExtractElementOperation::name(), &[f, at], elem, &[]));
            }
        } else {
            out.push(f);
        }
    }
    out
}

/// How the block-scaled operands after C group in PTX: `{scale-a-data},
/// {byte-id-a, thread-id-a}, {scale-b-data}, {byte-id-b, thread-id-b}`.
fn extra_groups(n: usize) -> Vec<usize> {
    if n == 6 {
        vec![1, 2, 1, 2]
    } else {
        Vec::new()
    }
}

/// `ptx` as `llvm.inline_asm` on `args` (registers: `r` for i32, `h` for
/// i16, `f` for f32), the results (`results`, the fields of struct `st`)
/// and then each of `groups` (operand counts in order) in braces. No side
/// effects: like the intrinsics, the MMA only computes.
fn inline_mma(
    cx: &Lowering,
    ptx: &str,
    args: &[MlirValue],
    groups: impl Iterator<Item = usize>,
    (results, st): (&[MlirType], MlirType),
) -> MlirValue {
    let reg = |t: MlirType| {
        if typed::is_f32(t) {
            "f"
        } else if typed::is_int(t, 16) {
            "h"
        } else {
            "r"
        }
    };
    let mut next = 0;
    let mut braced = |n: usize| {
        let names: Vec<String> = (next..next + n).map(|i| format!("${i}")).collect();
        next += n;
        format!("{{{}}}", names.join(", "))
    };
    let mut parts = vec![braced(results.len())];
    parts.extend(groups.map(&mut braced));
    let asm = format!("{ptx} {};", parts.join(", "));
    let constraints: Vec<String> = results
        .iter()
        .map(|t| format!("={}", reg(*t)))
        .chain(args.iter().map(|v| reg(value_type(*v)).to_string()))
        .collect();
    let attrs = [("asm_string", cx.b.str_attr(&asm)), ("constraints", cx.b.str_attr(&constraints.join(",")))];
    cx.b.op1(llvm::InlineAsmOperation::name(), args, st, &attrs)
}
