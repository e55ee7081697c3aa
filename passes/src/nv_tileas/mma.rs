//! Which tensor-core atom a `nv_tileaa.dot` uses, decided once from the
//! target and the operand types so that `tileas-assign-layouts` (which gives
//! the operands their fragment layouts) and `convert-tileas-to-llvm` (which
//! emits the MMAs) agree.
//!
//! The choice follows what NVIDIA's tileiras does where the two have the
//! same instruction: f16, bf16, tf32, 8-bit integer and fp8 (sm_89+) inputs
//! and f64 (DMMA) go to `mma.sync`; f32 × f32 stays on the SIMT path (tileiras
//! compiles `matmul_f32_simt` without tensor cores too). Where the tile fits
//! one, sm_100/sm_103 run `tcgen05.mma` and sm_90 warpgroup MMAs
//! (`wgmma.mma_async`), as tileiras does; other tiles fall back to
//! `mma.sync`, which those targets also execute.

use crate::conversion::builder::*;
use crate::conversion::typed::{self, FloatKind};
use mlir_sys::*;
use tileas_dialects::mma_atoms::{Atom, AtomKind, DotShape, MmaPlan, UmmaPlan, WgmmaPlan};
use tileas_dialects::tv_layout::TvLayout;

/// Whether a `signedness_*` attribute (absent: signed) says signed.
fn signed(op: MlirOperation, name: &str) -> bool {
    get_attr(op, name)
        .is_none_or(|a| typed::str_value(a).is_some_and(|s| s.contains("signed") && !s.contains("unsigned")))
}

fn elem(v: MlirValue) -> Option<MlirType> {
    typed::element_type(value_type(v))
}

/// Whether the target runs fp8 `mma.sync` natively (sm_89 and sm_120/121;
/// ptxas expands it into f16 MMAs and conversions on sm_90 and sm_100+).
fn native_fp8_mma(cc: i64) -> bool {
    cc == 89 || (120..130).contains(&cc)
}

/// The atom kind for these element types on compute capability `cc`, if
/// one fits. `c` is the accumulator's element type; f16/bf16 accumulators
/// of an f32 atom are widened around it by the lowering.
fn kind(cc: i64, a: MlirType, b: MlirType, c: MlirType, signed_a: bool, signed_b: bool) -> Option<AtomKind> {
    if cc < 80 {
        return None;
    }
    let (fa, fb, fc) = (typed::float_kind(a), typed::float_kind(b), typed::float_kind(c));
    let c_f32_or_narrow = matches!(fc, Some(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16));
    let e4m3 = |k: Option<FloatKind>| match k {
        Some(FloatKind::F8E4M3FN) => Some(true),
        Some(FloatKind::F8E5M2) => Some(false),
        _ => None,
    };
    match (fa, fb) {
        (Some(FloatKind::F16), Some(FloatKind::F16)) if fc == Some(FloatKind::F16) => Some(AtomKind::F16F16),
        (Some(FloatKind::F16), Some(FloatKind::F16)) if c_f32_or_narrow => Some(AtomKind::F16F32),
        (Some(FloatKind::BF16), Some(FloatKind::BF16)) if c_f32_or_narrow => Some(AtomKind::Bf16),
        (Some(FloatKind::TF32), Some(FloatKind::TF32)) if fc == Some(FloatKind::F32) => Some(AtomKind::Tf32),
        (Some(FloatKind::F64), Some(FloatKind::F64)) if fc == Some(FloatKind::F64) => Some(AtomKind::F64),
        (None, None) if typed::is_int(a, 8) && typed::is_int(b, 8) && typed::is_int(c, 32) => {
            Some(AtomKind::I8 { signed_a, signed_b })
        }
        (ka, kb) if cc >= 89 && c_f32_or_narrow => {
            let (e4m3_a, e4m3_b) = (e4m3(ka)?, e4m3(kb)?);
            // sm_90 and sm_100 accept fp8 mma.sync but run it as f16 MMAs
            // with conversions around every one; converting each element
            // once while staging it does the same work once.
            if native_fp8_mma(cc) {
                Some(AtomKind::F8 { e4m3_a, e4m3_b })
            } else {
                Some(AtomKind::F16F32)
            }
        }
        _ => None,
    }
}

/// The checked geometry and element types of `dot`: (target, shape, A, B,
/// C element types, signedness of A and B).
fn dot_facts(dot: MlirOperation) -> Option<(i64, DotShape, [MlirType; 3], bool, bool)> {
    let cc = typed::compute_capability(dot)?;
    let ops = operands(dot);
    if ops.len() != 3 {
        return None;
    }
    let shape = dot_shape(&ops)?;
    let types = [elem(ops[0])?, elem(ops[1])?, elem(ops[2])?];
    Some((cc, shape, types, signed(dot, "signedness_a"), signed(dot, "signedness_b")))
}

/// The geometry of a dot's A, B and C operands (static, ranks 2 or 3 alike).
fn dot_shape(ops: &[MlirValue]) -> Option<DotShape> {
    let (sa, sb, sc) = (
        typed::static_shape(value_type(ops[0]))?,
        typed::static_shape(value_type(ops[1]))?,
        typed::static_shape(value_type(ops[2]))?,
    );
    let rank = sa.len();
    if !(rank == 2 || rank == 3) || sb.len() != rank || sc.len() != rank {
        return None;
    }
    let batch = if rank == 3 { sa[0] } else { 1 };
    Some(DotShape { batch, m: sa[rank - 2], k: sa[rank - 1], n: sb[rank - 1] })
}

/// Elements of K one block scale covers in the block-scaled `mma.sync`
/// (`.kind::mxf8f6f4.block_scale.scale_vec::1X`: one scale per row of A
/// and column of B per 32-deep atom).
pub const BLOCK_SCALE_K: i64 = 32;

pub use tileas_dialects::mma_atoms::PACKED_E2M1;

/// Shared-memory bytes a block-scaled dot stages its scales through (the
/// `mma.sync` and `tcgen05` lowerings alike): A's `[batch×]M × K/block`
/// row-major, then B's transposed to `[batch×]N × K/block`, one byte each,
/// each part rounded to 16 bytes (`block`: the bytes of K a scale covers).
pub fn scale_staging_bytes(s: &DotShape, block: i64) -> i64 {
    let blocks = s.k / block;
    let round16 = |x: i64| (x + 15) / 16 * 16;
    round16(s.batch * s.m * blocks) + round16(s.batch * s.n * blocks)
}

/// Whether the target's warp MMA scales blocks (`mma.sync ...
/// .kind::mxf8f6f4.block_scale`: sm_120a/sm_121a only).
fn block_scaled_mma_sync(cc: i64) -> bool {
    (120..122).contains(&cc)
}

/// The block-scaled atom kind for A, B, C element types `a`, `b`, `c` with
/// scales of element type `scale` every `block` elements of K on compute
/// capability `cc`: 8-bit float operands with `f8E8M0FNU` scales per 32 into
/// f32, on the block-scaled `mma.sync` of sm_120a/sm_121a or the block-scaled
/// `tcgen05.mma` of sm_100a/sm_103a (`block_scaled_shape` says which tiles
/// that one takes); with `packed` (`PACKED_E2M1`: i8 operands of two
/// f4E2M1FN each, K and `block` counted in bytes), NVFP4 (`f8E4M3FN`
/// scales per 16 elements, 8 bytes) or MXFP4 (`f8E8M0FNU` per 32 or 16, 16
/// or 8 bytes, on the same two).
pub fn block_scaled_kind(
    cc: i64,
    [a, b, c]: [MlirType; 3],
    scale: MlirType,
    block: i64,
    packed: bool,
) -> Option<AtomKind> {
    if packed {
        // NVFP4 (ue4m3 per 16) or MXFP4 (ue8m0 per 32 or 16; `mma.sync`'s
        // 4X ue8m0 form is inline PTX: `Atom::inline_ptx`).
        let ue8m0 = match typed::float_kind(scale) {
            Some(FloatKind::F8E4M3FN) => false,
            Some(FloatKind::F8E8M0FNU) => true,
            _ => return None,
        };
        let per16 = match block {
            8 => true,
            16 if ue8m0 => false,
            _ => return None,
        };
        let target = has_tcgen05(cc) || block_scaled_mma_sync(cc);
        let ok = target && typed::is_int(a, 8) && typed::is_int(b, 8) && typed::is_f32(c);
        return ok.then_some(AtomKind::E2M1x2 { ue8m0, per16 });
    }
    let e4m3 = |t: MlirType| match typed::float_kind(t) {
        Some(FloatKind::F8E4M3FN) => Some(true),
        Some(FloatKind::F8E5M2) => Some(false),
        _ => None,
    };
    let target = block_scaled_mma_sync(cc) || has_tcgen05(cc);
    let scales = typed::float_kind(scale) == Some(FloatKind::F8E8M0FNU) && block == BLOCK_SCALE_K;
    (target && scales && typed::is_f32(c)).then_some(())?;
    Some(AtomKind::F8 { e4m3_a: e4m3(a)?, e4m3_b: e4m3(b)? })
}

/// Whether a block-scaled dot of A `M × K` and B `K × N` (no batch) runs on
/// the target's tensor cores: any fp8 tile on sm_120 (the SIMT dot takes what
/// `mma.sync` cannot; a 4-bit one only where an atom fits every warp), on
/// sm_100 only one the block-scaled `tcgen05.mma` takes
/// (`UmmaPlan::block_scaled` with either CTA size; elsewhere the widened
/// operands' bf16 MMAs are faster than the SIMT dot).
pub fn block_scaled_shape(cc: i64, kind: AtomKind, a: &[i64], b: &[i64]) -> bool {
    let ([m, k], [_, n]) = (a, b) else { return block_scaled_mma_sync(cc) && !matches!(kind, AtomKind::E2M1x2 { .. }) };
    let shape = DotShape { batch: 1, m: *m, n: *n, k: *k };
    if block_scaled_mma_sync(cc) {
        // The SIMT dot, which takes the tiles `mma.sync` cannot, reads no
        // packed operands: 4-bit kinds need an atom on every warp.
        let atoms = |t: i64| MmaPlan::new(Atom::block_scaled(kind), shape, t).is_some();
        return !matches!(kind, AtomKind::E2M1x2 { .. }) || (atoms(128) && atoms(256));
    }
    let fits = |t: i64| {
        UmmaPlan::block_scaled(kind, shape, t).is_some_and(|p| crate::conversion::tileas_to_llvm::umma::fits(&p))
    };
    has_tcgen05(cc) && fits(128) && fits(256)
}

/// The block-scaled facts of a dot with scale operands (`nv_tileaa.dot`
/// with `scales`): the target, its shape and atom kind.
fn scaled_facts(dot: MlirOperation) -> Option<(i64, DotShape, AtomKind)> {
    let ops = operands(dot);
    if ops.len() != 5 {
        return None;
    }
    let shape = dot_shape(&ops)?;
    let scale_k = *typed::static_shape(value_type(ops[3]))?.last()?;
    let block = if scale_k > 0 { shape.k / scale_k } else { 0 };
    let cc = typed::compute_capability(dot)?;
    let packed = get_attr(dot, "packing").and_then(typed::str_value).is_some_and(|p| p == PACKED_E2M1);
    let kind = block_scaled_kind(cc, [elem(ops[0])?, elem(ops[1])?, elem(ops[2])?], elem(ops[3])?, block, packed)?;
    Some((cc, shape, kind))
}

/// The `mma.sync` plan of `dot` (an `nv_tileaa.dot` in a kernel of
/// `threads` threads), or `None`: no tensor-core target set, element types no
/// atom takes, or a tile that is not a power of two or too small for one atom
/// per warp. A dot with scales plans the block-scaled atom (`scaled_facts`).
pub fn plan(dot: MlirOperation, threads: i64) -> Option<MmaPlan> {
    if let Some((cc, shape, kind)) = scaled_facts(dot) {
        return MmaPlan::new(Atom::block_scaled(kind), shape, threads).filter(|_| block_scaled_mma_sync(cc));
    }
    let (cc, shape, [a, b, c], sa, sb) = dot_facts(dot)?;
    let atom = Atom::new(kind(cc, a, b, c, sa, sb)?);
    if chained(dot, threads) {
        return MmaPlan::rows_only(atom, shape, threads);
    }
    MmaPlan::new(atom, shape, threads)
}

/// Whether a tile of type `ty` has the 16-bit element type of `kind`'s
/// operands (f16 for the f16 atoms, bf16 for the bf16 one), so that its
/// slots, paired, are the atom's operand registers.
pub fn sixteen_bit_operand(kind: AtomKind, ty: MlirType) -> bool {
    let elem = typed::element_type(ty).and_then(typed::float_kind);
    match kind {
        AtomKind::F16F32 | AtomKind::F16F16 => elem == Some(FloatKind::F16),
        AtomKind::Bf16 => elem == Some(FloatKind::BF16),
        _ => false,
    }
}

/// The `mma.sync` shape and atom kind of `dot` before any chaining (`None`
/// for block-scaled dots and types no atom takes).
fn sync_facts(dot: MlirOperation) -> Option<(DotShape, AtomKind)> {
    if scaled_facts(dot).is_some() {
        return None;
    }
    let (cc, shape, [a, b, c], sa, sb) = dot_facts(dot)?;
    Some((shape, kind(cc, a, b, c, sa, sb)?))
}

/// Ops a chain passes through: each result element is computed from the
/// operand elements at its own index (or the op only renames the tile).
fn elementwise(op: MlirOperation) -> bool {
    let name = op_name(op);
    // SAFETY: `op` is live; only its region count is read.
    let plain = unsafe { mlirOperationGetNumRegions(op) } == 0;
    plain
        && (name.starts_with("arith.")
            || name.starts_with("math.")
            || name == tileas_dialects::ops::nv_tileaa::FpToFpOperation::name())
}

/// Ops that keep a tile's elements where they are: views and layout
/// conversions (the latter appear only once layouts are assigned; the chain
/// must read the same before and after).
fn renames(op: MlirOperation) -> bool {
    let name = op_name(op);
    name == tileas_dialects::ops::nv_tileaa::ViewOperation::name()
        || name == tileas_dialects::ops::nv_tileas::ConvertLayoutOperation::name()
}

/// The dot whose result `v` is computed from through elementwise ops of
/// one shape and renamings, the first found depth-first along operands.
fn chain_source(v: MlirValue) -> Option<MlirOperation> {
    let dot_name = tileas_dialects::ops::nv_tileaa::DotOperation::name();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        let Some(d) = defining_op(v).filter(|d| seen.insert(d.ptr as usize)) else { continue };
        if op_name(d) == dot_name {
            return Some(d);
        }
        let shape = typed::static_shape(value_type(v));
        let next: Vec<MlirValue> = if renames(d) {
            operands(d).into_iter().take(1).collect()
        } else if elementwise(d) && shape.is_some() {
            operands(d).into_iter().filter(|o| typed::static_shape(value_type(*o)) == shape).collect()
        } else {
            Vec::new()
        };
        stack.extend(next.into_iter().rev());
    }
    None
}

/// Whether `first`'s C feeding `second`'s A can stay in registers: both
/// 16-bit `mma.sync` atoms without batch, one M, `first`'s N `second`'s
/// K, and both tile with every warp along M.
fn chain_pair(first: MlirOperation, second: MlirOperation, threads: i64) -> bool {
    let (Some((s1, k1)), Some((s2, k2))) = (sync_facts(first), sync_facts(second)) else { return false };
    let rows = |k: AtomKind, s: DotShape| MmaPlan::rows_only(Atom::new(k), s, threads).is_some();
    k1.sixteen_bit()
        && k2.sixteen_bit()
        && s1.batch == 1
        && s2.batch == 1
        && s1.m == s2.m
        && s1.n == s2.k
        && rows(k1, s1)
        && rows(k2, s2)
}

/// The dot whose C `dot`'s A is computed from (attention's `S` for `P·V`),
/// when the two chain (`chain_pair`): `dot` then takes A from registers.
pub fn chained_from(dot: MlirOperation, threads: i64) -> Option<MlirOperation> {
    let first = chain_source(*operands(dot).first()?)?;
    chain_pair(first, dot, threads).then_some(first)
}

/// Whether `dot` is either end of a chain: its plan puts every warp on M
/// (`MmaPlan::rows_only`). The dots a result reaches are found through
/// the same ops `chain_source` walks back through.
fn chained(dot: MlirOperation, threads: i64) -> bool {
    if chained_from(dot, threads).is_some() {
        return true;
    }
    let dot_name = tileas_dialects::ops::nv_tileaa::DotOperation::name();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![result0(dot)];
    while let Some(v) = stack.pop() {
        for (user, index) in uses(v) {
            if !seen.insert((user.ptr as usize, index)) {
                continue;
            }
            if op_name(user) == dot_name {
                if index == 0 && chained_from(user, threads).is_some_and(|d| d.ptr == dot.ptr) {
                    return true;
                }
            } else if renames(user) || elementwise(user) {
                stack.extend(results(user));
            }
        }
    }
    false
}

/// The dot whose accumulator `dot`'s A is computed from when both run on
/// warpgroup MMAs of 16-bit operands with one M, the first's N `dot`'s K:
/// the first's D fragment is then the second's register A
/// (`WgmmaPlan::layout_a_registers`), which takes P without staging it.
pub fn wgmma_chained_from(dot: MlirOperation, threads: i64) -> Option<MlirOperation> {
    let first = chain_source(*operands(dot).first()?)?;
    let (p1, p2) = (wgmma_plan(first, threads)?, wgmma_plan(dot, threads)?);
    let same = p1.shape.m == p2.shape.m && p1.shape.n == p2.shape.k && p1.threads == p2.threads;
    (same && sixteen_bit_operand(p2.kind, value_type(operands(dot)[0])) && p1.kind.sixteen_bit()).then_some(first)
}

/// Whether the `mma.sync` dot takes A from registers, in its fragment
/// layout (`MmaPlan::layout_a`), instead of staging it for `ldmatrix`:
/// the second dot of a chain (`chained_from`), or a dot whose A is loaded
/// once outside its block (`invariant_a`).
pub fn a_in_registers(dot: MlirOperation, threads: i64) -> bool {
    chained_from(dot, threads).is_some() || invariant_a(dot, threads).is_some()
}

/// The value behind `v` through views.
fn through_views(mut v: MlirValue) -> MlirValue {
    let view = tileas_dialects::ops::nv_tileaa::ViewOperation::name();
    while let Some(d) = defining_op(v).filter(|d| op_name(*d) == view) {
        v = operands(d)[0];
    }
    v
}

/// The `nv_tileaa.dot`s tile `v` is an operand of and which, when those
/// are all its uses (possibly through one chain of views).
pub(crate) fn dot_uses(mut v: MlirValue) -> Option<Vec<(MlirOperation, usize)>> {
    use tileas_dialects::ops::nv_tileaa;
    loop {
        let u = uses(v);
        match u[..] {
            [(user, _)] if op_name(user) == nv_tileaa::ViewOperation::name() => v = result0(user),
            _ => {
                let dots = u.iter().all(|(user, _)| op_name(*user) == nv_tileaa::DotOperation::name());
                return (dots && !u.is_empty()).then_some(u);
            }
        }
    }
}

/// The load of `dot`'s A when A is loaded outside the dot's block (before
/// the loop it runs in: attention's Q) into registers and read by nothing
/// but the A operands of 16-bit `mma.sync` dots of one A fragment layout
/// with every warp along M (no replicas): loaded straight into that
/// layout, A stays in registers for every iteration instead of being
/// staged for `ldmatrix` in each.
pub fn invariant_a(dot: MlirOperation, threads: i64) -> Option<(MlirValue, TvLayout)> {
    use tileas_dialects::ops::{nv_tileaa, nv_tileas};
    let p = plan(dot, threads)?;
    let a = through_views(*operands(dot).first()?);
    let load = defining_op(a)?;
    let name = op_name(load);
    let loads = name == nv_tileaa::TiledLoadOperation::name()
        || name == nv_tileas::TiledLoadOperation::name()
        || (name == nv_tileas::BufferReadOperation::name() && get_attr(load, "to_registers").is_some());
    // Warps along N would each hold a replica of A.
    if !loads
        || !p.atom.kind.sixteen_bit()
        || p.shape.batch != 1
        || p.wn != 0
        || block_of(load).ptr == block_of(dot).ptr
    {
        return None;
    }
    let layout = p.layout_a();
    let same = |(u, i): (MlirOperation, usize)| i == 0 && plan(u, threads).is_some_and(|q| q.layout_a() == layout);
    dot_uses(a)?.into_iter().all(same).then_some((a, layout))
}

/// Whether the target has `tcgen05.mma` (sm_100a and sm_103a; sm_110a is not
/// enabled until it is checked).
fn has_tcgen05(cc: i64) -> bool {
    cc == 100 || cc == 103
}

/// The `tcgen05.mma` plan of `dot`, when the target has it and the tile
/// fits one (`UmmaPlan::new`). fp8 runs natively here (`.kind::f8f6f4`).
pub fn umma_plan(dot: MlirOperation, threads: i64) -> Option<UmmaPlan> {
    if let Some((cc, shape, kind)) = scaled_facts(dot) {
        return UmmaPlan::block_scaled(kind, shape, threads).filter(|_| has_tcgen05(cc));
    }
    let (cc, shape, [a, b, c], sa, sb) = dot_facts(dot)?;
    if !has_tcgen05(cc) {
        return None;
    }
    UmmaPlan::new(async_kind(cc, [a, b, c], sa, sb)?, shape, threads)
}

/// The atom kind of a shared-memory-operand MMA (tcgen05, wgmma): fp8 runs
/// natively; an f16 accumulator is kept in f32 (widened on the way in,
/// rounded once on the way out), as the SIMT dot does.
fn async_kind(cc: i64, [a, b, c]: [MlirType; 3], sa: bool, sb: bool) -> Option<AtomKind> {
    let e4m3 = |t: MlirType| match typed::float_kind(t) {
        Some(FloatKind::F8E4M3FN) => Some(true),
        Some(FloatKind::F8E5M2) => Some(false),
        _ => None,
    };
    let k = match (e4m3(a), e4m3(b)) {
        (Some(e4m3_a), Some(e4m3_b)) if typed::is_f32(c) => AtomKind::F8 { e4m3_a, e4m3_b },
        _ => match kind(cc, a, b, c, sa, sb)? {
            AtomKind::F16F16 => AtomKind::F16F32,
            k => k,
        },
    };
    Some(k)
}

/// The warpgroup MMA plan of `dot`, when the target is sm_90 (wgmma needs
/// sm_90a, which the driver targets) and the tile fits one
/// (`WgmmaPlan::new`).
pub fn wgmma_plan(dot: MlirOperation, threads: i64) -> Option<WgmmaPlan> {
    let (cc, shape, types, sa, sb) = dot_facts(dot)?;
    if cc != 90 {
        return None;
    }
    let k = async_kind(cc, types, sa, sb)?;
    // fp8 with a narrow accumulator maps to the f16 atom (inputs converted
    // while staging), which these raw shared-memory operands cannot be.
    if k == AtomKind::F16F32 && typed::float_kind(types[0]) != Some(FloatKind::F16) {
        return None;
    }
    WgmmaPlan::new(k, shape, threads)
}

/// How a tensor-core dot runs.
#[derive(Clone, Debug)]
pub enum DotPlan {
    /// `tcgen05.mma` with the accumulator in tensor memory (sm_100).
    Umma(UmmaPlan),
    /// `wgmma.mma_async` with the accumulator in registers (sm_90).
    Wgmma(WgmmaPlan),
    /// Warp-level `mma.sync` atoms (boxed: the atom tables are large).
    Sync(Box<MmaPlan>),
}

impl DotPlan {
    /// The accumulator's register layout.
    pub fn layout_c(&self) -> TvLayout {
        match self {
            DotPlan::Umma(p) => p.layout_c(),
            DotPlan::Wgmma(p) => p.layout_c(),
            DotPlan::Sync(p) => p.layout_c(),
        }
    }
}

/// The plan of `dot`: `tcgen05.mma` or `wgmma.mma_async` where the target
/// and tile allow it, else `mma.sync`; `None` for the SIMT dot. `fits` says whether a plan's shared
/// staging fits (the lowering's budget).
pub fn dot_plan(dot: MlirOperation, threads: i64, fits: impl Fn(&DotPlan) -> bool) -> Option<DotPlan> {
    if let Some(u) = umma_plan(dot, threads).map(DotPlan::Umma).filter(&fits) {
        return Some(u);
    }
    if let Some(w) = wgmma_plan(dot, threads).map(DotPlan::Wgmma).filter(&fits) {
        return Some(w);
    }
    plan(dot, threads).map(|p| DotPlan::Sync(Box::new(p))).filter(fits)
}

/// Registers a warpgroup MMA needs beside its accumulator (operand
/// descriptors, addresses, the loop's counters): ptxas asked for 90 where
/// 64 accumulator words met an 85-register `.maxnreg` (matmul_f16, sm_90).
const WGMMA_REGISTER_SLACK: i64 = 32;

/// Registers the second dot of a chain keeps live (`chained_from`): its
/// accumulator and the first's, both carried through the softmax between
/// them in attention, its A in 16-bit pairs, the first dot's A the same
/// when it is loaded before the loop (`invariant_a`), and the slack of a
/// warpgroup MMA. A cap below
/// it (attention with `occupancy = 2` at 256 threads: 128) spills most of
/// the loop.
fn chain_registers(dot: MlirOperation, p: &MmaPlan, threads: i64) -> Option<i64> {
    let first_dot = chained_from(dot, threads)?;
    let first = plan(first_dot, threads)?;
    let c_first = first.shape.m * first.shape.n;
    // The first dot's A (attention's Q), when it stays in registers.
    let a_first = if invariant_a(first_dot, threads).is_some() { first.shape.m * first.shape.k / 2 } else { 0 };
    let words = c_first + p.shape.m * p.shape.n + p.shape.m * p.shape.k / 2 + a_first;
    Some(words / threads + WGMMA_REGISTER_SLACK)
}

/// The fewest registers a thread of a kernel with these `blocks` can run
/// on: a warpgroup MMA keeps its whole accumulator in registers, and ptxas
/// refuses (fatally) a `.maxnreg` below what that needs; 0 without one.
pub fn register_floor(blocks: &[MlirBlock], threads: i64) -> i64 {
    let fits = crate::conversion::tileas_to_llvm::mma::plan_fits;
    blocks
        .iter()
        .flat_map(|b| block_ops(*b))
        .filter(|op| op_name(*op) == tileas_dialects::ops::nv_tileaa::DotOperation::name())
        .filter_map(|op| match dot_plan(op, threads, fits) {
            Some(DotPlan::Wgmma(p)) => Some(p.shape.m * p.shape.n / threads + WGMMA_REGISTER_SLACK),
            Some(DotPlan::Sync(p)) => chain_registers(op, &p, threads),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}
