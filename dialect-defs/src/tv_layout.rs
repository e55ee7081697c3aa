//! `#nv_tileas.tv`: the thread-value layout of a register tile, as plain
//! data the passes can reason about, and its conversion to and from the
//! attribute (through the C API in `cpp/include/tileas-c/NvTileAA.h`).
//!
//! A layout maps (thread `t`, slot `k`) to the row-major index of a tile
//! element. Both modes are flat CuTe layouts with colexicographic
//! coordinates; a stride of 0 marks replicas (see the attribute's ODS
//! description).

use mlir_sys::*;

/// One flat mode: `(shape):(stride)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mode {
    pub shape: Vec<i64>,
    pub stride: Vec<i64>,
}

impl Mode {
    fn new(shape: Vec<i64>, stride: Vec<i64>) -> Self {
        Self { shape, stride }
    }

    /// Number of coordinates (threads or slots).
    pub fn size(&self) -> i64 {
        self.shape.iter().product()
    }

    /// The per-entry coordinates of linear coordinate `i`.
    pub fn coords(&self, mut i: i64) -> Vec<i64> {
        self.shape
            .iter()
            .map(|&s| {
                let c = i % s;
                i /= s;
                c
            })
            .collect()
    }

    /// The offset linear coordinate `i` maps to.
    pub fn eval(&self, i: i64) -> i64 {
        self.coords(i).iter().zip(&self.stride).map(|(c, d)| c * d).sum()
    }

    /// Whether coordinate `i` is the first of its replicas (0 along every
    /// stride-0 entry).
    pub fn is_first_replica(&self, i: i64) -> bool {
        self.coords(i).iter().zip(&self.stride).all(|(&c, &d)| d != 0 || c == 0)
    }
}

/// A thread-value layout.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TvLayout {
    pub thread: Mode,
    pub value: Mode,
}

impl TvLayout {
    /// The layout a tile of `n` elements gets over `threads` threads when
    /// each thread keeps runs of `vector` consecutive elements: slot `k` of
    /// thread `t` holds element `V·t + (k mod V) + V·T·(k div V)`. `vector`
    /// is clamped to what the tile allows (`n / threads`); with `vector` 1
    /// this is the serial schedule's layout `t + k·T`, and a tile smaller
    /// than the CTA is replicated (`t mod n`).
    pub fn blocked(n: i64, threads: i64, vector: i64) -> Self {
        if n < threads {
            return Self { thread: Mode::new(vec![n, threads / n], vec![1, 0]), value: Mode::new(vec![1], vec![0]) };
        }
        let k = n / threads;
        let v = vector.clamp(1, k);
        let value = if v == 1 {
            Mode::new(vec![k], vec![threads])
        } else if v == k {
            Mode::new(vec![v], vec![1])
        } else {
            Mode::new(vec![v, k / v], vec![1, threads * v])
        };
        Self { thread: Mode::new(vec![threads], vec![v]), value }
    }

    /// The blocked layout of a row-major tile of `shape` whose runs go along
    /// dimension `dim` instead of the last one: each thread keeps `vector`
    /// consecutive elements along `dim` in consecutive slots, consecutive
    /// threads take the next runs along `dim`, then the other dimensions
    /// from the innermost out. For a load whose memory is contiguous along
    /// `dim` (a transposed tile: attention's Kᵀ), so each run is one wide
    /// access. `None` unless every extent is a power of two and the tile has
    /// at least `threads · vector` elements.
    pub fn blocked_along(shape: &[i64], dim: usize, threads: i64, vector: i64) -> Option<Self> {
        let pow2 = |x: i64| x > 0 && x & (x - 1) == 0;
        let n: i64 = shape.iter().product();
        if dim >= shape.len() || !shape.iter().all(|&s| pow2(s)) || !pow2(threads) || !pow2(vector) {
            return None;
        }
        if n < threads * vector || shape[dim] < vector {
            return None;
        }
        // Element bits of each dimension (row-major: the last is lowest).
        let mut low = vec![0u32; shape.len()];
        let mut acc = 0;
        for d in (0..shape.len()).rev() {
            low[d] = acc;
            acc += shape[d].trailing_zeros();
        }
        let bits_of = |d: usize| -> Vec<u32> { (0..shape[d].trailing_zeros()).map(|i| low[d] + i).collect() };
        let mut order: Vec<u32> = bits_of(dim);
        for d in (0..shape.len()).rev().filter(|&d| d != dim) {
            order.extend(bits_of(d));
        }
        let (v, t) = (vector.trailing_zeros() as usize, threads.trailing_zeros() as usize);
        let value: Vec<Option<u32>> = order[..v].iter().chain(&order[v + t..]).map(|&b| Some(b)).collect();
        let thread: Vec<Option<u32>> = order[v..v + t].iter().map(|&b| Some(b)).collect();
        Some(from_bits(&thread, &value))
    }

    /// A row-major `[batch×]K×N` tile in blocks of `vector` consecutive
    /// columns by four consecutive rows per thread (slots: the run, then the
    /// next three rows; threads: the other column blocks, then the row
    /// quads; what remains: more slots). A tensor-core B operand staged
    /// transposed (`N×K`) so packs the four K values of a column into one
    /// store (4 bytes of 8-bit B, 16 bytes of tf32) instead of one store per
    /// element. None unless every extent is a power of two, `K ≥ 4`,
    /// `N ≥ vector` and the tile has a run-by-quad block for every thread.
    pub fn row_quads(shape: &[i64], threads: i64, vector: i64) -> Option<Self> {
        let pow2 = |x: i64| x > 0 && x & (x - 1) == 0;
        let r = shape.len();
        if r < 2 || !shape.iter().all(|&s| pow2(s)) || !pow2(threads) || !pow2(vector) {
            return None;
        }
        let (k, n) = (shape[r - 2], shape[r - 1]);
        if k < 4 || n < vector || shape.iter().product::<i64>() < threads * vector * 4 {
            return None;
        }
        let nb = n.trailing_zeros();
        let vb = vector.trailing_zeros();
        let total = shape.iter().product::<i64>().trailing_zeros();
        // Column bits [0, nb), row bits [nb, nb + kb), batch bits above.
        let mut slots: Vec<u32> = (0..vb).chain(nb..nb + 2).collect();
        let rest: Vec<u32> = (vb..nb).chain(nb + 2..total).collect();
        let t = threads.trailing_zeros() as usize;
        let thread: Vec<Option<u32>> = rest[..t].iter().map(|&b| Some(b)).collect();
        slots.extend(&rest[t..]);
        let value: Vec<Option<u32>> = slots.into_iter().map(Some).collect();
        Some(from_bits(&thread, &value))
    }

    /// CTA size the layout is written for.
    pub fn num_threads(&self) -> i64 {
        self.thread.size()
    }

    /// Slots per thread.
    pub fn num_slots(&self) -> i64 {
        self.value.size()
    }

    /// Element that slot `k` of thread `t` holds.
    pub fn element(&self, t: i64, k: i64) -> i64 {
        self.thread.eval(t) + self.value.eval(k)
    }

    /// Whether some threads hold replicas of other threads' elements (a
    /// thread mode of stride 0).
    pub fn thread_replicas(&self) -> bool {
        self.thread.shape.iter().zip(&self.thread.stride).any(|(&s, &d)| s > 1 && d == 0)
    }

    /// Whether a thread or slot mode has stride 0: some element is held by
    /// several threads or slots (the lowering then lets one owner store
    /// it), or a mode the layout does not use.
    pub fn has_zero_stride(&self) -> bool {
        self.thread.stride.contains(&0) || self.value.stride.contains(&0)
    }

    /// Length of the runs of consecutive elements a thread holds in
    /// consecutive slots (1 when the value mode does not start with a
    /// unit stride).
    pub fn vector(&self) -> i64 {
        match (self.value.shape.first(), self.value.stride.first()) {
            (Some(&s), Some(1)) => s,
            _ => 1,
        }
    }

    /// The layout of the tile this one's tile reduces to when its element
    /// bits `[lo, hi)` (one dimension of a row-major tile) are folded away:
    /// thread bits that fed them make replicas (stride 0), slot bits that fed
    /// them disappear, and higher element bits move down by `hi − lo`. The
    /// threads then hold the results where they held the reduced elements, so
    /// a reduction through warp shuffles leaves its result in place and a
    /// broadcast back to the input's shape needs no exchange. `None` unless
    /// every extent is a power of two and every stride a power of two or 0.
    pub fn slice_bits(&self, lo: u32, hi: u32) -> Option<TvLayout> {
        let drop = hi - lo;
        let out_stride = |eb: Option<u32>| -> Option<i64> {
            match eb {
                None => Some(0),
                Some(b) if b < lo => Some(1 << b),
                Some(b) if b >= hi => Some(1 << (b - drop)),
                Some(_) => None, // reduced
            }
        };
        let thread: Vec<i64> = mode_bits(&self.thread)?.into_iter().map(|b| out_stride(b).unwrap_or(0)).collect();
        let value: Vec<i64> = mode_bits(&self.value)?.into_iter().filter_map(out_stride).collect();
        Some(TvLayout { thread: coalesce_bits(&thread), value: coalesce_bits(&value) })
    }

    /// The layout of `cat(a, b)` along a dimension whose element bits end
    /// at `at` (exclusive), when `a` and `b` both have this layout: element
    /// bits from `at` up move up by one, and a new highest slot bit selects
    /// `b` — slots `0..K` are `a`'s, `K..2K` are `b`'s, so the
    /// concatenation moves no element. `None` as for `slice_bits`.
    pub fn cat_bits(&self, at: u32) -> Option<TvLayout> {
        let shift = |b: Option<u32>| b.map(|b| if b >= at { b + 1 } else { b });
        let thread: Vec<Option<u32>> = mode_bits(&self.thread)?.into_iter().map(shift).collect();
        let mut value: Vec<Option<u32>> = mode_bits(&self.value)?.into_iter().map(shift).collect();
        value.push(Some(at));
        Some(from_bits(&thread, &value))
    }

    /// The layout of a block of this layout's tile whose position fixes the
    /// element bits `fixed`, when every one of them is a slot bit: those
    /// slots are chosen statically (no element moves) and the other bits
    /// close the gaps. `None` when a fixed bit is a thread bit, or as for
    /// `slice_bits`.
    pub fn extract_bits(&self, fixed: &[u32]) -> Option<TvLayout> {
        let renumber = |b: u32| b - fixed.iter().filter(|f| **f < b).count() as u32;
        let thread = mode_bits(&self.thread)?;
        if thread.iter().any(|b| b.is_some_and(|b| fixed.contains(&b))) {
            return None;
        }
        let thread: Vec<Option<u32>> = thread.into_iter().map(|b| b.map(renumber)).collect();
        let value: Vec<Option<u32>> = mode_bits(&self.value)?
            .into_iter()
            .filter(|b| !b.is_some_and(|b| fixed.contains(&b)))
            .map(|b| b.map(renumber))
            .collect();
        Some(from_bits(&thread, &value))
    }

    /// This layout with element bits `bits` fed by slots: each one a thread
    /// bit trades places with the highest slot bit that feeds no element of
    /// `bits` (the low slot bits, a thread's contiguous runs, stay). `None`
    /// when there are too few such slot bits, or as for `slice_bits`.
    pub fn with_slot_bits(&self, bits: &[u32]) -> Option<TvLayout> {
        let mut thread = mode_bits(&self.thread)?;
        let mut value = mode_bits(&self.value)?;
        for &b in bits {
            let Some(t) = thread.iter().position(|x| *x == Some(b)) else { continue };
            let v = value.iter().rposition(|x| x.is_some_and(|x| !bits.contains(&x)))?;
            std::mem::swap(&mut thread[t], &mut value[v]);
        }
        Some(from_bits(&thread, &value))
    }

    /// The layout in the layout-algebra crate's terms (a rank-2 CuTe layout
    /// `(thread, value)`), for its algebra and bit views.
    pub fn to_cute(&self) -> Result<tileas_layout::TvLayout, tileas_layout::LayoutError> {
        let mode = |m: &Mode| {
            let tuple = |v: &[i64]| tileas_layout::IntTuple::tuple(v.iter().copied());
            tileas_layout::Layout::new(tuple(&m.shape), tuple(&m.stride))
        };
        tileas_layout::TvLayout::from_modes(mode(&self.thread)?, mode(&self.value)?)
    }

    /// The layout of an attribute, if it is a `#nv_tileas.tv`.
    pub fn from_attr(attr: MlirAttribute) -> Option<Self> {
        // SAFETY: `attr` is a live attribute; the getters are only called on
        // a TVLayout attribute, with mode 0/1 and indices below the rank.
        unsafe {
            if attr.ptr.is_null() || !tileas_sys::tileasAttributeIsANvTileASTVLayoutAttr(attr) {
                return None;
            }
            let mode = |m: isize| {
                let rank = tileas_sys::tileasNvTileASTVLayoutAttrGetRank(attr, m);
                Mode::new(
                    (0..rank).map(|i| tileas_sys::tileasNvTileASTVLayoutAttrGetShape(attr, m, i)).collect(),
                    (0..rank).map(|i| tileas_sys::tileasNvTileASTVLayoutAttrGetStride(attr, m, i)).collect(),
                )
            };
            Some(Self { thread: mode(0), value: mode(1) })
        }
    }

    /// The layout a ranked tensor type carries as its encoding.
    pub fn of_type(ty: MlirType) -> Option<Self> {
        // SAFETY: `ty` is a live type; the encoding getter is only called on a
        // ranked tensor type.
        unsafe {
            if !mlirTypeIsARankedTensor(ty) {
                return None;
            }
            Self::from_attr(mlirRankedTensorTypeGetEncoding(ty))
        }
    }

    /// The attribute; null (with a diagnostic at `loc`) when the parameters
    /// are invalid.
    pub fn to_attr(&self, loc: MlirLocation) -> MlirAttribute {
        // SAFETY: the pointers address vectors that outlive the call, with the
        // lengths passed alongside.
        unsafe {
            tileas_sys::tileasNvTileASTVLayoutAttrGetChecked(
                loc,
                self.thread.shape.len() as isize,
                self.thread.shape.as_ptr(),
                self.thread.stride.as_ptr(),
                self.value.shape.len() as isize,
                self.value.shape.as_ptr(),
                self.value.stride.as_ptr(),
            )
        }
    }

    /// `ty` (a ranked tensor) with this layout as its encoding; null (with a
    /// diagnostic at `loc`) when the layout does not fit the tile.
    pub fn encode(&self, ty: MlirType, loc: MlirLocation) -> MlirType {
        let attr = self.to_attr(loc);
        if attr.ptr.is_null() {
            return MlirType { ptr: std::ptr::null_mut() };
        }
        // SAFETY: `ty` is a live ranked tensor type; the shape pointer
        // addresses `rank` dims read from it.
        unsafe {
            let rank = mlirShapedTypeGetRank(ty) as isize;
            let shape: Vec<i64> = (0..rank).map(|i| mlirShapedTypeGetDimSize(ty, i)).collect();
            mlirRankedTensorTypeGetChecked(loc, rank, shape.as_ptr(), mlirShapedTypeGetElementType(ty), attr)
        }
    }

    /// `ty` without an encoding (tensors only; other types unchanged).
    pub fn strip(ty: MlirType) -> MlirType {
        // SAFETY: as in `encode`, on a live ranked tensor type.
        unsafe {
            if !mlirTypeIsARankedTensor(ty) || mlirRankedTensorTypeGetEncoding(ty).ptr.is_null() {
                return ty;
            }
            let rank = mlirShapedTypeGetRank(ty) as isize;
            let shape: Vec<i64> = (0..rank).map(|i| mlirShapedTypeGetDimSize(ty, i)).collect();
            mlirRankedTensorTypeGet(
                rank,
                shape.as_ptr(),
                mlirShapedTypeGetElementType(ty),
                MlirAttribute { ptr: std::ptr::null_mut() },
            )
        }
    }
}

/// For every slot of `dst`, the slot of `src` that holds, in every thread,
/// the element `source_of` maps the dst slot's element to — when one slot
/// does for all threads (replica threads of `dst` included), the move is a
/// register renaming; `None` when some thread would need another thread's
/// element.
pub fn slot_map(src: &TvLayout, dst: &TvLayout, source_of: &dyn Fn(i64) -> i64) -> Option<Vec<i64>> {
    let threads = dst.num_threads();
    if src.num_threads() != threads {
        return None;
    }
    (0..dst.num_slots())
        .map(|k| {
            let want = |t: i64| source_of(dst.element(t, k));
            let k_src = (0..src.num_slots()).find(|&j| src.element(0, j) == want(0))?;
            (0..threads).all(|t| src.element(t, k_src) == want(t)).then_some(k_src)
        })
        .collect()
}

/// The element bit each input bit of a mode feeds (`None`: a replica bit),
/// lowest input bit first; `None` when some extent is not a power of two or
/// some non-zero stride is not one.
fn mode_bits(m: &Mode) -> Option<Vec<Option<u32>>> {
    let mut out = Vec::new();
    for (&s, &d) in m.shape.iter().zip(&m.stride) {
        if s < 1 || s & (s - 1) != 0 || (d != 0 && (d < 0 || d & (d - 1) != 0)) {
            return None;
        }
        for i in 0..s.trailing_zeros() {
            out.push((d != 0).then(|| d.trailing_zeros() + i));
        }
    }
    Some(out)
}

/// The layout whose thread and slot bits feed the given element bits
/// (`None`: a replica bit).
pub fn from_bits(thread: &[Option<u32>], value: &[Option<u32>]) -> TvLayout {
    let strides = |bits: &[Option<u32>]| bits.iter().map(|b| b.map_or(0, |b| 1i64 << b)).collect::<Vec<_>>();
    TvLayout { thread: coalesce_bits(&strides(thread)), value: coalesce_bits(&strides(value)) }
}

/// A mode of one bit per entry (`strides`), with neighbouring entries that
/// continue each other merged; `(1):(0)` when empty.
fn coalesce_bits(strides: &[i64]) -> Mode {
    let mut shape: Vec<i64> = Vec::new();
    let mut stride: Vec<i64> = Vec::new();
    for &d in strides {
        match (shape.last_mut(), stride.last()) {
            (Some(s), Some(&last)) if (last == 0 && d == 0) || (last != 0 && d == last * *s) => *s *= 2,
            _ => {
                shape.push(2);
                stride.push(d);
            }
        }
    }
    if shape.is_empty() {
        return Mode::new(vec![1], vec![0]);
    }
    Mode::new(shape, stride)
}

impl std::fmt::Display for TvLayout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        write!(
            f,
            "#nv_tileas.tv<({}):({}), ({}):({})>",
            list(&self.thread.shape),
            list(&self.thread.stride),
            list(&self.value.shape),
            list(&self.value.stride)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn covers_exactly_once_per_owner(l: &TvLayout, n: i64) {
        let mut seen = vec![0; n as usize];
        for t in 0..l.num_threads() {
            for k in 0..l.num_slots() {
                if l.thread.is_first_replica(t) && l.value.is_first_replica(k) {
                    seen[l.element(t, k) as usize] += 1;
                }
            }
        }
        assert!(seen.iter().all(|&c| c == 1), "{l}");
    }

    #[test]
    fn blocked_v1_is_the_serial_layout() {
        let l = TvLayout::blocked(1024, 128, 1);
        for t in [0, 5, 127] {
            for k in 0..8 {
                assert_eq!(l.element(t, k), t + 128 * k);
            }
        }
        assert_eq!(l.to_string(), "#nv_tileas.tv<(128):(1), (8):(128)>");
    }

    #[test]
    fn slicing_a_row_reduction() {
        // 16x128 f32 in runs of 4 (element 4·t + v + 512·j), reduced along
        // the rows (element bits 0..7): lanes become replicas, the warps and
        // j give the row: row t / 32 + 4·j.
        let l = TvLayout::blocked(2048, 128, 4);
        let s = l.slice_bits(0, 7).expect("powers of two");
        assert_eq!(s.to_string(), "#nv_tileas.tv<(32, 4):(0, 1), (4):(4)>");
        for t in 0..128 {
            for j in 0..4 {
                assert_eq!(s.element(t, j), t / 32 + 4 * j);
            }
        }
        // Reducing the columns of the same tile (element bits 7..11).
        let c = l.slice_bits(7, 11).expect("powers of two");
        assert_eq!(c.to_string(), "#nv_tileas.tv<(32, 4):(4, 0), (4):(1)>");
        // The lanes (rows) or warps (columns) the reduction folded hold replicas.
        assert!(!l.thread_replicas() && s.thread_replicas() && c.thread_replicas());
    }

    #[test]
    fn cat_and_extract_keep_elements_in_place() {
        // Two 32x32 f32 tiles in runs of 4 concatenated along dim 1 (element
        // bits 0..5 are the columns): slots 0..8 are a's, 8..16 are b's.
        let l = TvLayout::blocked(1024, 128, 4);
        let c = l.cat_bits(5).expect("powers of two");
        for t in 0..128 {
            for k in 0..16 {
                let e = l.element(t, k % 8);
                let (r, col) = (e / 32, e % 32 + 32 * (k / 8));
                assert_eq!(c.element(t, k), r * 64 + col);
            }
        }
        // Its right half (block (0, 1) of 32x32): the selector slot bit is
        // fixed, and the block is a's layout again.
        let x = c.extract_bits(&[5]).expect("a slot bit");
        assert_eq!(x, l);
        // A thread bit cannot be fixed.
        assert!(l.extract_bits(&[2]).is_none());
    }

    #[test]
    fn slot_bits_on_request() {
        // A 128x64-byte tile in runs of 16 over 256 threads: element bit 6
        // (row parity) is a thread bit; made a slot bit it trades places with
        // the highest slot bit (12), and the 16-byte runs stay.
        let l = TvLayout::blocked(8192, 256, 16);
        assert_eq!(l.to_string(), "#nv_tileas.tv<(256):(16), (16, 2):(1, 4096)>");
        let s = l.with_slot_bits(&[6]).expect("enough slot bits");
        assert_eq!(s.to_string(), "#nv_tileas.tv<(4, 2, 32):(16, 4096, 128), (16, 2):(1, 64)>");
        assert_eq!(s.vector(), 16);
        covers_exactly_once_per_owner(&s, 8192);
        assert!(s.extract_bits(&[6]).is_some());
        // Already a slot bit: unchanged; more bits than slots: none.
        assert_eq!(l.with_slot_bits(&[12]), Some(l.clone()));
        assert_eq!(TvLayout::blocked(256, 256, 1).with_slot_bits(&[0]), None);
    }

    #[test]
    fn blocked_vectors_and_replicas() {
        let l = TvLayout::blocked(65536, 128, 16);
        assert_eq!(l.to_string(), "#nv_tileas.tv<(128):(16), (16, 32):(1, 2048)>");
        assert_eq!(l.element(1, 17), 16 + 1 + 2048);
        assert_eq!(l.vector(), 16);
        covers_exactly_once_per_owner(&l, 65536);
        let small = TvLayout::blocked(32, 128, 4);
        assert_eq!(small.to_string(), "#nv_tileas.tv<(32, 4):(1, 0), (1):(0)>");
        assert!(small.thread.is_first_replica(31) && !small.thread.is_first_replica(32));
        covers_exactly_once_per_owner(&small, 32);
        let clamped = TvLayout::blocked(256, 128, 4);
        assert_eq!(clamped.to_string(), "#nv_tileas.tv<(128):(2), (2):(1)>");
        covers_exactly_once_per_owner(&clamped, 256);
    }
}

#[cfg(test)]
mod blocked_along_tests {
    use super::*;

    #[test]
    fn runs_go_along_the_chosen_dimension() {
        // 128x128, runs of 8 along dim 0, 256 threads: thread t's run
        // starts at row 8·(t mod 16), column t div 16; slot j < 8 is row + j.
        let l = TvLayout::blocked_along(&[128, 128], 0, 256, 8).expect("fits");
        assert_eq!((l.num_threads(), l.num_slots()), (256, 64));
        assert_eq!(l.value.stride[0], 128, "the first slots step along dim 0");
        for t in [0, 1, 15, 16, 255] {
            for j in 0..8 {
                assert_eq!(l.element(t, j), (8 * (t % 16) + j) * 128 + t / 16);
            }
        }
        // Every element exactly once.
        let mut seen = vec![false; 128 * 128];
        for t in 0..256 {
            for k in 0..64 {
                let e = l.element(t, k) as usize;
                assert!(!seen[e]);
                seen[e] = true;
            }
        }
        // A unit leading dimension (a 1x64x128 load along dim 1).
        let l = TvLayout::blocked_along(&[1, 64, 128], 1, 128, 8).expect("fits");
        assert_eq!(l.element(1, 3), (8 + 3) * 128);
        assert!(TvLayout::blocked_along(&[16, 16], 0, 128, 8).is_none(), "too small");
        assert!(TvLayout::blocked_along(&[96, 128], 0, 128, 8).is_none(), "not a power of two");
    }
}

#[cfg(test)]
mod row_quads_tests {
    use super::*;

    #[test]
    fn four_consecutive_rows_of_a_run() {
        // 128x128 bytes, runs of 16, 256 threads: thread t holds columns
        // 16·(t mod 8) .. +16 of rows 4·(t div 8) .. +4; slot 16·r + c is
        // (row + r, column + c).
        let l = TvLayout::row_quads(&[128, 128], 256, 16).expect("fits");
        assert_eq!(l.to_string(), "#nv_tileas.tv<(8, 32):(16, 512), (16, 4):(1, 128)>");
        for t in [0, 7, 8, 255] {
            for (r, c) in [(0, 0), (1, 5), (3, 15)] {
                assert_eq!(l.element(t, 16 * r + c), (4 * (t / 8) + r) * 128 + 16 * (t % 8) + c);
            }
        }
        // More rows than the threads take: the rest become slots.
        let big = TvLayout::row_quads(&[2, 64, 32], 128, 4).expect("fits");
        let mut seen = vec![0; 2 * 64 * 32];
        for t in 0..128 {
            for k in 0..big.num_slots() {
                seen[big.element(t, k) as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&c| c == 1), "{big}");
        // Too small for a quad per thread, or too few rows.
        assert!(TvLayout::row_quads(&[16, 16], 128, 16).is_none());
        assert!(TvLayout::row_quads(&[2, 1024], 32, 4).is_none());
    }
}
