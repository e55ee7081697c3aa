//! The worked figures of notes C (`/work/shared/spec/notes/C-cute-cutlass-nvvm.md`),
//! with the expected values printed by `C-cute-oracle.py` (CuTe semantics; where
//! the seed disagrees the note's erratum is followed and the seed's value is
//! quoted in a comment).

use tileas_layout::*;

fn l(s: &str) -> Layout {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn t(s: &str) -> Tiler {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

// ---- §8.1 Composition (and §2.5.3 E1, E2) ----

#[test]
fn composition_figures() {
    for (a, b, want) in [
        // E1: the seed calls this illegal ("composition(B, A)"); CuTe gives 4:2.
        ("8:2", "4:1", "4:2"),
        // E2.
        ("(4,2):(1,4)", "(2,2):(1,2)", "(2,2):(1,2)"),
        ("20:2", "(5,4):(4,1)", "(5,4):(8,2)"),
        ("(10,2):(16,4)", "(5,4):(1,5)", "(5,(2,2)):(16,(80,4))"),
    ] {
        let (a, b) = (l(a), l(b));
        let c = composition(&a, &b).unwrap();
        assert_eq!(c.to_string(), want, "{a} o {b}");
        for i in 0..b.size() {
            assert_eq!(c.eval(i), a.eval(b.eval(i)));
        }
    }
}

#[test]
fn composition_divisibility_errors() {
    // §8.1: rest stride neither divides nor is divided by the mode extent, and ≥ it.
    let e = composition(&l("(4,3):(1,100)"), &l("2:6")).unwrap_err();
    assert_eq!(e, LayoutError::StrideDivisibility { stride: 6, extent: 4 });
    assert!(e.to_string().starts_with("Stride Divisibility Condition"));
    // The note's pseudocode accepts this one (3 < 4) and returns (2,2):(3,100),
    // which is wrong at index 2: A(B(2)) = A(6) = 102, not 100. Rejected here.
    assert!(matches!(
        composition(&l("(4,3):(1,100)"), &l("4:3")),
        Err(LayoutError::StrideDivisibility { stride: 3, extent: 4 })
    ));
    // ...while the same stride is fine when B stays inside the mode.
    assert_eq!(composition(&l("(4,3):(1,100)"), &l("2:3")).unwrap().to_string(), "2:3");
    // Shape divisibility: 6 elements cannot be split as 4 then 1.5.
    assert_eq!(
        composition(&l("(4,8):(1,10)"), &l("6:1")).unwrap_err(),
        LayoutError::ShapeDivisibility { rest: 6, part: 4 }
    );
}

#[test]
fn composition_by_mode_tiler_drops_extra_modes() {
    let a = l("(4,8,3):(1,4,32)");
    let c = composition_tiler(&a, &t("<2:2,4:1>")).unwrap();
    // 4:1 o 2:2 = 2:2 and 8:4 o 4:1 = 4:4; mode 2 is dropped.
    assert_eq!(c.to_string(), "(2,4):(2,4)");
}

// ---- §8.1 Complement (and §2.5.3 E3) ----

#[test]
fn complement_figures() {
    for (a, m, want) in [
        // E3: the seed says 32:1.
        ("4:32", 256, "(32,2):(1,128)"),
        ("32:1", 128, "4:32"),
        ("128:1", 512, "4:128"),
        ("4:2", 24, "(2,3):(1,8)"),
        ("(2,2):(1,6)", 24, "(3,2):(2,12)"),
        ("(4,6):(1,4)", 24, "1:0"),
        ("4:0", 8, "8:1"),
    ] {
        assert_eq!(complement(&l(a), m).unwrap().to_string(), want, "complement({a}, {m})");
    }
    let e = complement(&l("(2,2):(1,1)"), 8).unwrap_err();
    assert_eq!(e.to_string(), "Non-injective Layout detected in complement.");
}

// ---- §8.1 Divide (and §2.5.3 E4, E10, E11) ----

#[test]
fn divide_figures() {
    let a = l("(128,128):(1,128)");
    // E4.
    assert_eq!(logical_divide(&l("128:1"), &t("32:1")).unwrap().to_string(), "(32,4):(1,32)");
    assert_eq!(logical_divide(&l("(4,2,3):(2,1,8)"), &t("4:2")).unwrap().to_string(), "((2,2),(2,3)):((4,1),(2,8))");
    // E11.
    assert_eq!(logical_divide(&a, &t("<32:1,16:1>")).unwrap().to_string(), "((32,4),(16,8)):((1,32),(128,2048))");
    assert_eq!(zipped_divide(&a, &t("<64:1,64:1>")).unwrap().to_string(), "((64,64),(2,2)):((1,128),(64,8192))");
    // E10.
    assert_eq!(tiled_divide(&a, &t("<64:1,64:1>")).unwrap().to_string(), "((64,64),2,2):((1,128),64,8192)");
    assert_eq!(flat_divide(&a, &t("<64:1,64:1>")).unwrap().to_string(), "(64,64,2,2):(1,128,64,8192)");
    assert_eq!(tiled_divide(&a, &t("<32:1,16:1>")).unwrap().to_string(), "((32,16),4,8):((1,128),32,2048)");
    let b = l("(9,(4,8)):(59,(13,1))");
    let tb = t("<3:3,(2,4):(1,8)>");
    assert_eq!(zipped_divide(&b, &tb).unwrap().to_string(), "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))");
    assert_eq!(logical_divide(&b, &tb).unwrap().to_string(), "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
    // A shape used as a tiler is by-mode: (64,64) means <64:1,64:1>.
    assert_eq!(tiled_divide(&a, &t("(64,64)")).unwrap(), tiled_divide(&a, &t("<64:1,64:1>")).unwrap());
}

#[test]
fn divide_rank_error() {
    // §8.1 / §8.2 item 6.
    let e = logical_divide(&l("(8,8):(1,8)"), &t("<2:1,2:1,2:1>")).unwrap_err();
    assert_eq!(e.to_string(), "expects rank(tiler) <= rank(input), but got input=2 and tiler=3");
}

// ---- §8.1 Product (and §2.5.3 E5, E6) ----

#[test]
fn product_figures() {
    for (a, b, want) in [
        // E5: the seed says ((128:1),(4:128)).
        ("128:1", "4:32", "(128,4):(1,4096)"),
        // E6: the seed calls this illegal.
        ("128:1", "4:1", "(128,4):(1,128)"),
        ("(2,2):(4,1)", "6:1", "((2,2),(2,3)):((4,1),(2,8))"),
        ("(2,2):(4,1)", "(4,2):(2,1)", "((2,2),(4,2)):((4,1),(8,2))"),
    ] {
        assert_eq!(logical_product(&l(a), &t(b)).unwrap().to_string(), want, "logical_product({a}, {b})");
    }
}

#[test]
fn blocked_and_raked_products() {
    // CuTe's documentation example (layout algebra tutorial): a 2x5 row-major
    // block repeated over a 3x4 column-major tiler.
    let (a, b) = (l("(2,5):(5,1)"), l("(3,4):(1,3)"));
    let blocked = blocked_product(&a, &b).unwrap();
    assert_eq!(blocked.to_string(), "((2,3),(5,4)):((5,10),(1,30))");
    let raked = raked_product(&a, &b).unwrap();
    assert_eq!(raked.to_string(), "((3,2),(4,5)):((10,5),(30,1))");
    // Current CUTLASS additionally coalesces each mode: same function.
    assert_eq!(blocked.coalesce_modes().to_string(), "(6,(5,4)):(5,(1,30))");
    // Both are bijections onto [0, 120).
    for p in [&blocked, &raked] {
        let mut v: Vec<i64> = p.offsets().collect();
        v.sort_unstable();
        assert_eq!(v, (0..120).collect::<Vec<_>>());
    }
    // Rank padding: a rank-1 block over a rank-2 tiler.
    assert_eq!(blocked_product(&l("4:1"), &l("(2,3):(1,2)")).unwrap().to_string(), "((4,2),(1,3)):((1,4),(0,8))");
}

// ---- §8.1 Coalesce / filter (and §2.5.3 E7, E8, E9) ----

#[test]
fn coalesce_filter_figures() {
    for (a, want) in [
        // E7: the seed says 8:1; its function is 0,4,1,5,2,6,3,7.
        ("(2,4):(4,1)", "(2,4):(4,1)"),
        ("(4,2):(1,4)", "8:1"),
        // E8.
        ("(2,4):(8,1)", "(2,4):(8,1)"),
        ("(2,(1,6)):(1,(6,2))", "12:1"),
        ("(4,1):(1,0)", "4:1"),
        ("(1,1):(0,0)", "1:0"),
        ("(2,2,2):(1,2,4)", "8:1"),
    ] {
        assert_eq!(l(a).coalesce().to_string(), want, "coalesce({a})");
    }
    // E9 and the filter_zeros erratum: filter_zeros keeps the profile, filter drops.
    assert_eq!(l("(4,3):(1,0)").filter_zeros().to_string(), "(4,1):(1,0)");
    assert_eq!(l("(4,3):(1,0)").filter().to_string(), "4:1");
    let f: Vec<i64> = l("(2,4):(4,1)").offsets().collect();
    assert_eq!(f, [0, 4, 1, 5, 2, 6, 3, 7]);
    let f: Vec<i64> = l("8:1").offsets().collect();
    assert_eq!(f, [0, 1, 2, 3, 4, 5, 6, 7]);
}

#[test]
fn coalesce_by_profile() {
    let a = l("((2,4),(3,5)):((1,2),(8,24))");
    assert_eq!(a.coalesce_modes().to_string(), "(8,15):(1,8)");
    assert_eq!(a.coalesce_profile(&"(1,(1,1))".parse().unwrap()).unwrap().to_string(), "(8,(3,5)):(1,(8,24))");
    assert_eq!(a.coalesce_profile(&"1".parse().unwrap()).unwrap().to_string(), "120:1");
}

// ---- §8.1 Queries / helpers, §2.4 examples ----

#[test]
fn query_figures() {
    assert_eq!(Layout::col_major(IntTuple::tuple([4, 8, 16])).unwrap().size(), 512);
    assert_eq!(l("8:2").cosize(), 15);
    assert_eq!(l("(4,2):(1,4)").cosize(), 8);
    let c: Coord = "(1,2,3)".parse().unwrap();
    assert_eq!(l("(4,8,16):(128,16,1)").eval_coord(&c).unwrap(), 163);
    // Colex split 5 -> (1,2).
    assert_eq!(l("(2,4):(4,1)").eval_coord(&IntTuple::Int(5)).unwrap(), 6);
    assert_eq!(idx2crd(5, &"(2,4)".parse().unwrap()).unwrap().to_string(), "(1,2)");
    // E12 and make_layout without stride: column-major compact.
    assert_eq!(Layout::col_major(IntTuple::tuple([4, 2])).unwrap().to_string(), "(4,2):(1,4)");
    assert_eq!(Layout::col_major(IntTuple::tuple([128, 128])).unwrap().to_string(), "(128,128):(1,128)");
    assert_eq!(Layout::row_major(IntTuple::tuple([4, 2])).unwrap().to_string(), "(4,2):(2,1)");
    assert_eq!(ceil_div(7, 2), 4);
    // §2.4: row-major and column-major 2x2.
    let rm = l("(2,2):(2,1)");
    let cm = l("(2,2):(1,2)");
    for (r, c) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        let crd = IntTuple::tuple([r, c]);
        assert_eq!(rm.eval_coord(&crd).unwrap(), r * 2 + c);
        assert_eq!(cm.eval_coord(&crd).unwrap(), r + c * 2);
    }
    // Out-of-range and non-congruent coordinates are errors, not panics.
    assert!(matches!(
        l("(4,8,16):(128,16,1)").eval_coord(&"(0,0,32)".parse().unwrap()),
        Err(LayoutError::CoordOutOfRange { .. })
    ));
    assert!(matches!(
        l("(4,8,16):(128,16,1)").eval_coord(&"(0,0)".parse().unwrap()),
        Err(LayoutError::CoordNotCongruent { .. })
    ));
}

#[test]
fn ordered_and_like() {
    let o = Layout::ordered(IntTuple::tuple([2, 3, 4]), IntTuple::tuple([1, 2, 0])).unwrap();
    assert_eq!(o.to_string(), "(2,3,4):(4,8,1)");
    assert_eq!(l("(2,(3,4)):(100,(0,-7))").like().to_string(), "(2,(3,4)):(4,(0,1))");
}

#[test]
fn inverses() {
    // A row-major 4x8: its right inverse walks stride 1 (extent 8) then 8 (extent 4).
    let a = l("(4,8):(8,1)");
    let r = right_inverse(&a).unwrap();
    assert_eq!(r.to_string(), "(8,4):(4,1)");
    assert!((0..32).all(|i| a.eval(r.eval(i)) == i));
    let li = left_inverse(&a).unwrap();
    assert!((0..32).all(|i| li.eval(a.eval(i)) == i));
    // 4:2 -> left inverse (2,4):(4,1): offsets 0,2,4,6 back to 0..4.
    let li = left_inverse(&l("4:2")).unwrap();
    assert_eq!(li.to_string(), "(2,4):(4,1)");
    assert_eq!(right_inverse(&l("4:2")).unwrap().to_string(), "1:0");
    // Injective but not invertible by a layout.
    assert!(matches!(left_inverse(&l("(2,2):(1,3)")), Err(LayoutError::NoLeftInverse(_))));
    assert_eq!(left_inverse(&l("(4,2):(1,0)")).unwrap_err(), LayoutError::NonInjective);
}

// ---- §2.6 / §8.1 Swizzle (CuTe formula) ----

#[test]
fn swizzle_figures() {
    let sw: Swizzle = "Sw<3,4,3>".parse().unwrap();
    assert_eq!(sw.to_string(), "Sw<3,4,3>");
    assert_eq!(sw.yyy_mask(), 0x380);
    assert_eq!(sw.zzz_mask(), 0x70);
    for x in (0..0x40).step_by(8) {
        assert_eq!(sw.apply(x), x, "0x{x:x} is a fixed point");
    }
    let rows = [0x000, 0x080, 0x100, 0x180, 0x200, 0x280, 0x300, 0x380];
    let want = [0x0, 0x90, 0x120, 0x1b0, 0x240, 0x2d0, 0x360, 0x3f0];
    let want_10 = [0x10, 0x80, 0x130, 0x1a0, 0x250, 0x2c0, 0x370, 0x3e0];
    for ((&y, &w), &w10) in rows.iter().zip(&want).zip(&want_10) {
        assert_eq!(sw.apply(y), w);
        assert_eq!(sw.apply(y + 0x10), w10);
    }
    assert!((0..4096).all(|x| sw.apply(sw.apply(x)) == x));
    // The canonical SMEM modes of the seed table are all valid CuTe swizzles.
    for s in ["Sw<0,0,0>", "Sw<1,4,3>", "Sw<2,4,3>", "Sw<3,4,3>"] {
        assert_eq!(s.parse::<Swizzle>().unwrap().to_string(), s);
    }
    // |S| < B is rejected (overlapping fields).
    assert!(Swizzle::new(3, 4, 2).is_err());
}

#[test]
fn composed_layout_eval() {
    // 8 rows of 64 f16 (128 B) in SMEM, addressed in 16-byte chunks:
    // (chunk, row) -> byte offset, then the 128-byte swizzle.
    let c: ComposedLayout = "Sw<3,4,3> o 0 o (8,8):(16,128)".parse().unwrap();
    assert_eq!(c.to_string(), "Sw<3,4,3> o 0 o (8,8):(16,128)");
    // Row r's chunk k lands in chunk k ^ r, so a column of chunks spreads over all 8 chunk slots.
    for r in 0..8 {
        for k in 0..8 {
            assert_eq!(c.eval(k + 8 * r), 128 * r + 16 * (k ^ r));
        }
    }
    let shifted = ComposedLayout::new(c.swizzle(), 128, c.layout().clone()).unwrap();
    assert_eq!(shifted.eval(0), 0x90);
}

// ---- TV layouts ----

#[test]
fn tv_layout_sm80_accumulator() {
    // CuTe's SM80 16x8 accumulator TV layout over a column-major 16x8 tile:
    // lane t holds rows t/4 (+8) and columns 2*(t%4) (+1).
    let tv = TvLayout::new(l("((4,8),(2,2)):((32,1),(16,8))")).unwrap();
    assert_eq!((tv.num_threads(), tv.num_values()), (32, 4));
    for t in 0..32 {
        for v in 0..4 {
            let (m, n) = (t / 4 + 8 * (v / 2), 2 * (t % 4) + v % 2);
            assert_eq!(tv.thread_value_to_element(t, v).unwrap(), m + 16 * n);
        }
    }
    assert!(tv.is_bijective_onto(128));
    assert!(!tv.is_injective_on(127));
    let bits = tv.bit_layout().unwrap();
    assert_eq!(bits.thread_bits, [Some(5), Some(6), Some(0), Some(1), Some(2)]);
    assert_eq!(bits.value_bits, [Some(4), Some(3)]);
    assert_eq!(bits.element(5, 3), tv.thread_value_to_element(5, 3).unwrap() as u64);
    assert!(tv.thread_value_to_element(32, 0).is_err());
}

#[test]
fn tv_layout_replicated_threads() {
    // Thread bit 0 is a broadcast: threads 2k and 2k+1 hold the same values.
    let tv = TvLayout::new(l("((2,16),4):((0,4),1)")).unwrap();
    assert!(!tv.is_injective_on(64));
    let bits = tv.bit_layout().unwrap();
    assert_eq!(bits.thread_bits, [None, Some(2), Some(3), Some(4), Some(5)]);
    assert_eq!(bits.value_bits, [Some(0), Some(1)]);
    assert!(matches!(BitLayout::from_layout(&l("(2,3):(1,2)")), Err(LayoutError::NotPowerOfTwo { .. })));
    assert_eq!(BitLayout::from_layout(&l("(2,2):(1,1)")).unwrap_err(), LayoutError::OverlappingBits(0));
    assert_eq!(TvLayout::new(l("8:1")).unwrap_err(), LayoutError::NotRank2(1));
}
