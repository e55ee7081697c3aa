//! Shared-memory bank costs, and the thread-value layout of a tile that
//! moves from one shared layout to another transposed.
//!
//! A warpgroup MMA (sm_90) reads 8-bit and tf32 operands K-major only, so a
//! B tile that TMA copied N-major is read into registers and stored back
//! K-major by every thread. Which element each thread carries decides how
//! many shared-memory wavefronts those accesses take: the blocked layout
//! that suits global loads put eight lanes of a warp on one bank for every
//! byte store (eight wavefronts each, 2048 per 64x128 int8 tile), and the
//! kernel spent most of each K iteration there. [`transpose_staging`]
//! picks, among layouts that keep the reads and the writes vectorized, the
//! one with the fewest modeled wavefronts. [`exchange_swizzles`] does the
//! same for the scratch of a layout exchange, by permuting the addresses
//! instead of the layout.

use crate::Swizzle;

/// Wavefronts one warp-wide shared-memory access takes, `addrs` the byte
/// address of each of the 32 lanes (fewer lanes: the rest inactive) and
/// `width` the bytes each lane accesses (1, 2, 4, 8 or 16, naturally
/// aligned). The model: 32 banks of 4-byte words; an access of 8 bytes is
/// served per half warp and one of 16 per quarter warp, each group in as
/// many wavefronts as the largest number of distinct words it needs from
/// one bank (lanes reading the same word share it).
pub fn wavefronts(addrs: &[i64], width: i64) -> i64 {
    let group = match width {
        8 => 16,
        16 => 8,
        _ => 32,
    };
    let words = (width / 4).max(1);
    addrs
        .chunks(group)
        .map(|lanes| {
            let mut per_bank: [Vec<i64>; 32] = Default::default();
            for &a in lanes {
                for w in 0..words {
                    let word = a.div_euclid(4) + w;
                    let bank = &mut per_bank[word.rem_euclid(32) as usize];
                    if !bank.contains(&word) {
                        bank.push(word);
                    }
                }
            }
            per_bank.iter().map(|b| b.len() as i64).max().unwrap_or(0)
        })
        .sum()
}

/// One warp-wide shared-memory access: the byte address of each lane and
/// the bytes every lane moves (1, 2, 4, 8 or 16, naturally aligned).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarpAccess {
    pub addrs: Vec<i64>,
    pub width: i64,
}

/// The XOR swizzles worth trying for a shared buffer of `bytes` that the
/// threads write and read in other orders (a transpose through the
/// scratch: each thread stores the rows it loaded and reads back columns),
/// the identity first.
///
/// A row-major staging of a 64x32 f32 tile puts the 16 lanes that read
/// one column on one bank: 16 wavefronts a read where 1 or 2 suffice.
/// Candidates XOR bits `[S+4, S+4+B)` of the byte address into the 16-byte
/// chunk index `[4, 4+B)` (`Sw<B,4,S>`, B up to 3: a 128-byte line of
/// chunks), so every access of up to 16 aligned bytes stays whole, and
/// only those whose fields lie inside `bytes` (a multiple of `2^(4+B)`),
/// so the buffer maps onto itself.
pub fn exchange_swizzles(bytes: i64) -> Vec<Swizzle> {
    let mut out = vec![Swizzle::IDENTITY];
    for bits in 1..=3u32 {
        if bytes <= 0 || bytes % (1i64 << (4 + bits)) != 0 {
            continue;
        }
        let mut shift = bits as i32;
        while (1i64 << (4 + shift as u32 + bits)) <= bytes {
            match Swizzle::new(bits, 4, shift) {
                Ok(sw) => out.push(sw),
                Err(_) => break,
            }
            shift += 1;
        }
    }
    out
}

/// Modeled wavefronts of `accesses` with every address swizzled by `sw`.
pub fn swizzled_wavefronts(sw: &Swizzle, accesses: &[WarpAccess]) -> i64 {
    accesses.iter().map(|a| wavefronts(&a.addrs.iter().map(|&x| sw.apply(x)).collect::<Vec<_>>(), a.width)).sum()
}

/// A thread-value layout of a row-major `rows x cols` tile given by element
/// bits (column bits `0..log2 cols`, then row bits), with its modeled cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransposeStaging {
    /// The element bit each slot bit drives, lowest first.
    pub value_bits: Vec<u32>,
    /// The element bit each thread bit drives, lowest (lane 0's) first.
    pub thread_bits: Vec<u32>,
    /// Elements per read: consecutive columns in consecutive slots.
    pub read_run: i64,
    /// Elements per write: consecutive rows, `write_stride` slots apart.
    pub write_run: i64,
    /// Slot distance between rows `r` and `r + 1` of a write.
    pub write_stride: i64,
    /// Modeled wavefronts of all reads and of all writes of the CTA.
    pub read_wavefronts: i64,
    pub write_wavefronts: i64,
}

/// The layout for moving a row-major `rows x cols` tile of `elem_bytes`
/// elements over `threads` threads from shared addresses `read(row, col)`
/// (bytes; the layout the tile arrives in, rows contiguous) to
/// `write(row, col)` (one where rows run contiguously: a transposed
/// staging). Candidates keep `a` consecutive columns in the first slots (one
/// read of up to 16 bytes) and the next rows in the remaining slots (one
/// write of up to 16 bytes), with lanes on the lowest free row bits and
/// then column bits, or the other way round; the cheapest in wavefronts
/// wins, then the one with fewer accesses, then the one with longer reads.
/// `None` unless every extent is a power of two and each thread holds at
/// least one element.
pub fn transpose_staging(
    (rows, cols): (i64, i64),
    elem_bytes: i64,
    threads: i64,
    read: impl Fn(i64, i64) -> i64,
    write: impl Fn(i64, i64) -> i64,
) -> Option<TransposeStaging> {
    let pow2 = |x: i64| x > 0 && x & (x - 1) == 0;
    if ![rows, cols, elem_bytes, threads].iter().all(|&x| pow2(x)) || threads < 32 || elem_bytes > 16 {
        return None;
    }
    let (rb, cb, tb) = (rows.trailing_zeros(), cols.trailing_zeros(), threads.trailing_zeros());
    let slot_bits = (rb + cb).checked_sub(tb)?;
    let max_run = 16 / elem_bytes;
    let mut best: Option<(i64, i64, i64, TransposeStaging)> = None;
    for a in 0..=slot_bits.min(cb) {
        let k = slot_bits - a;
        if k > rb {
            continue;
        }
        let value_bits: Vec<u32> = (0..a).chain(cb..cb + k).collect();
        let free_rows: Vec<u32> = (cb + k..cb + rb).collect();
        let free_cols: Vec<u32> = (a..cb).collect();
        for j in 0..=5.min(free_rows.len()) {
            if 5 - j > free_cols.len() {
                continue;
            }
            let (r, c) = (&free_rows[..j], &free_cols[..5 - j]);
            for lanes in [[r, c].concat(), [c, r].concat()] {
                let warps = (0..rb + cb).filter(|b| !value_bits.contains(b) && !lanes.contains(b));
                let thread_bits: Vec<u32> = lanes.iter().copied().chain(warps).collect();
                let plan = cost(&value_bits, &thread_bits, (a, k), cb, max_run, (&read, &write), elem_bytes);
                let accesses = (1i64 << slot_bits) / plan.read_run + (1i64 << slot_bits) / plan.write_run;
                let key = (plan.read_wavefronts + plan.write_wavefronts, accesses, -plan.read_run);
                if best.as_ref().is_none_or(|b| key < (b.0, b.1, b.2)) {
                    best = Some((key.0, key.1, key.2, plan));
                }
            }
        }
    }
    best.map(|b| b.3)
}

/// The wavefronts of a candidate (`a` column bits, then `k` row bits in the
/// slots), every warp's accesses counted.
fn cost(
    value_bits: &[u32],
    thread_bits: &[u32],
    (a, k): (u32, u32),
    cb: u32,
    max_run: i64,
    (read, write): (&impl Fn(i64, i64) -> i64, &impl Fn(i64, i64) -> i64),
    elem_bytes: i64,
) -> TransposeStaging {
    let read_run = (1i64 << a).min(max_run);
    let write_run = (1i64 << k).min(max_run);
    let write_stride = 1i64 << a;
    let slots = 1i64 << value_bits.len();
    let threads = 1i64 << thread_bits.len();
    let element = |t: i64, s: i64| -> (i64, i64) {
        let mut e = 0i64;
        for (i, &b) in thread_bits.iter().enumerate() {
            e |= ((t >> i) & 1) << b;
        }
        for (i, &b) in value_bits.iter().enumerate() {
            e |= ((s >> i) & 1) << b;
        }
        (e >> cb, e & ((1 << cb) - 1))
    };
    let (mut rw, mut ww) = (0, 0);
    for warp in (0..threads).step_by(32) {
        let lanes = |s: i64, f: &dyn Fn(i64, i64) -> i64| -> Vec<i64> {
            (warp..warp + 32).map(|t| element(t, s)).map(|(r, c)| f(r, c)).collect()
        };
        for s in (0..slots).step_by(read_run as usize) {
            rw += wavefronts(&lanes(s, read), read_run * elem_bytes);
        }
        // Heads of writes: slots whose row bits below the run are zero.
        for s in (0..slots).filter(|s| (s / write_stride) % write_run == 0) {
            ww += wavefronts(&lanes(s, write), write_run * elem_bytes);
        }
    }
    TransposeStaging {
        value_bits: value_bits.to_vec(),
        thread_bits: thread_bits.to_vec(),
        read_run,
        write_run,
        write_stride,
        read_wavefronts: rw,
        write_wavefronts: ww,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A `rows x cols` tile stored with rows of 128 bytes in 128-byte
    /// column blocks, the 16-byte chunk XOR-ed with the row (TMA's 128-byte
    /// swizzle of an N-major operand).
    fn n_major(rows: i64, e: i64) -> impl Fn(i64, i64) -> i64 {
        move |r, c| {
            let nb = c * e;
            let o = (nb / 128) * rows * 128 + r * 128 + nb % 128;
            o ^ (((o >> 7) & 7) << 4)
        }
    }

    /// The same tile transposed (`cols` rows of `rows` elements), swizzled
    /// over `min(rows·e, 128)` bytes: a K-major operand.
    fn k_major(rows: i64, cols: i64, e: i64) -> impl Fn(i64, i64) -> i64 {
        let sw = (rows * e).min(128);
        move |r, c| {
            let kb = r * e;
            let o = (kb / sw) * cols * sw + c * sw + kb % sw;
            o ^ (((o >> 7) & (sw / 16 - 1)) << 4)
        }
    }

    #[test]
    fn wavefront_model() {
        let consecutive: Vec<i64> = (0..32).map(|l| 4 * l).collect();
        assert_eq!(wavefronts(&consecutive, 4), 1);
        let one_bank: Vec<i64> = (0..32).map(|l| 128 * l).collect();
        assert_eq!(wavefronts(&one_bank, 4), 32);
        // Bytes of one word: one wavefront.
        assert_eq!(wavefronts(&(0..32).map(|l| l / 8).collect::<Vec<_>>(), 1), 1);
        // 16-byte accesses of 512 consecutive bytes: four quarter warps.
        assert_eq!(wavefronts(&(0..32).map(|l| 16 * l).collect::<Vec<_>>(), 16), 4);
        // Eight lanes on one bank, different words (the old int8 staging).
        assert_eq!(wavefronts(&(0..32).map(|l| (l % 8) * 1024 + l / 8).collect::<Vec<_>>(), 1), 8);
    }

    #[test]
    fn int8_b_of_a_warpgroup_mma() {
        // matmul_int8 at sm_90: B 64x128 i8, 256 threads.
        let p = transpose_staging((64, 128), 1, 256, n_major(64, 1), k_major(64, 128, 1)).expect("a layout");
        assert_eq!((p.read_wavefronts, p.write_wavefronts), (128, 128));
        assert_eq!((p.read_run, p.write_run, p.write_stride), (16, 2, 16));
        assert_eq!(p.value_bits, [0, 1, 2, 3, 7]);
        assert_eq!(&p.thread_bits[..5], [8, 9, 10, 11, 12]);
        // The blocked layout (16 columns a thread, lanes along columns):
        // byte stores, eight lanes to a bank.
        let blocked = cost(
            &[0, 1, 2, 3, 12],
            &[4, 5, 6, 7, 8, 9, 10, 11],
            (4, 0),
            7,
            16,
            (&n_major(64, 1), &k_major(64, 128, 1)),
            1,
        );
        assert_eq!(blocked.write_wavefronts, 2048);
    }

    #[test]
    fn tf32_and_fp8_b() {
        let tf32 = transpose_staging((32, 128), 4, 256, n_major(32, 4), k_major(32, 128, 4)).expect("tf32");
        assert_eq!(tf32.read_wavefronts + tf32.write_wavefronts, 256);
        assert_eq!(tf32.value_bits, [0, 1, 2, 3]);
        let fp8 = transpose_staging((128, 128), 1, 256, n_major(128, 1), k_major(128, 128, 1)).expect("fp8");
        assert_eq!(fp8.read_wavefronts + fp8.write_wavefronts, 512);
        assert_eq!((fp8.read_run, fp8.write_run), (16, 4));
    }

    #[test]
    fn refuses_what_it_cannot_lay_out() {
        assert!(transpose_staging((48, 128), 1, 256, |r, c| r + c, |r, c| r + c).is_none());
        assert!(transpose_staging((4, 8), 1, 256, |r, c| r + c, |r, c| r + c).is_none());
    }

    /// The accesses of a 64x32 f32 tile stored by rows (thread `t` holds
    /// four consecutive columns, 16 bytes a store) and read back by columns
    /// (the result's row `t / 16` and columns `4 (t % 16) ..`, each a
    /// source column: sixteen 4-byte reads a thread).
    fn transpose_accesses() -> Vec<WarpAccess> {
        let (rows, cols) = (64i64, 32i64);
        let mut out = Vec::new();
        for warp in (0..128).step_by(32) {
            for k in 0..4 {
                let addrs = (warp..warp + 32).map(|t| 4 * (4 * t + 512 * k)).collect();
                out.push(WarpAccess { addrs, width: 16 });
            }
            for k in 0..16 {
                // result (r', c') = source (c', r'): thread t holds result row
                // t / 16 + 8 (k / 4), columns 4 (t % 16) + k % 4
                let addrs = (warp..warp + 32)
                    .map(|t| {
                        let (r2, c2) = (t / 16 + 8 * (k / 4), 4 * (t % 16) + k % 4);
                        4 * (c2 * cols + r2)
                    })
                    .collect();
                out.push(WarpAccess { addrs, width: 4 });
            }
        }
        assert_eq!(rows * cols * 4, 8192);
        out
    }

    #[test]
    fn swizzled_transpose() {
        let acc = transpose_accesses();
        // Row-major: 16 lanes of a column read one bank.
        assert_eq!(swizzled_wavefronts(&Swizzle::IDENTITY, &acc), 4 * (4 * 4 + 16 * 16));
        let best = exchange_swizzles(8192).into_iter().min_by_key(|sw| swizzled_wavefronts(sw, &acc)).expect("some");
        assert_eq!(best.to_string(), "Sw<3,4,5>");
        // Row bits 2-4 pick the chunk: the 16 rows 4i a read touches land
        // in 8 chunks. Stores stay four wavefronts; reads take two (rows 4i
        // and 4i + 32 share a chunk and a bank).
        assert_eq!(swizzled_wavefronts(&best, &acc), 4 * (4 * 4 + 16 * 2));
    }

    #[test]
    fn candidate_swizzles() {
        assert_eq!(exchange_swizzles(0), [Swizzle::IDENTITY]);
        // 48 bytes: no 32-byte block to permute within.
        assert_eq!(exchange_swizzles(48), [Swizzle::IDENTITY]);
        let names: Vec<String> = exchange_swizzles(256).iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["Sw<0,0,0>", "Sw<1,4,1>", "Sw<1,4,2>", "Sw<1,4,3>", "Sw<2,4,2>"]);
    }

    proptest! {
        /// Every candidate maps the buffer onto itself and keeps each
        /// aligned 16-byte chunk whole.
        #[test]
        fn swizzles_permute_chunks(log in 4u32..14, mult in 1i64..4) {
            let bytes = (1i64 << log) * mult;
            for sw in exchange_swizzles(bytes) {
                let mut seen = vec![false; bytes as usize];
                for a in 0..bytes {
                    let b = sw.apply(a);
                    prop_assert!((0..bytes).contains(&b));
                    prop_assert_eq!(b % 16, a % 16);
                    prop_assert!(!std::mem::replace(&mut seen[b as usize], true));
                }
            }
        }
    }

    proptest! {
        /// Every element bit is driven by exactly one thread or slot bit.
        #[test]
        fn layouts_are_bijections(rb in 2u32..8, cb in 3u32..8, e in prop::sample::select(vec![1i64, 2, 4])) {
            let (rows, cols) = (1i64 << rb, 1i64 << cb);
            prop_assume!(rb + cb >= 7);
            let p = transpose_staging((rows, cols), e, 128, n_major(rows, e), k_major(rows, cols, e)).expect("layout");
            let mut bits: Vec<u32> = p.value_bits.iter().chain(&p.thread_bits).copied().collect();
            bits.sort_unstable();
            prop_assert_eq!(bits, (0..rb + cb).collect::<Vec<_>>());
            prop_assert_eq!(p.thread_bits.len(), 7);
        }
    }
}
