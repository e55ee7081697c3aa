//! Property tests of the algebra's defining laws (notes C §8.1, "property test" rows,
//! and the post-conditions of CuTe's `layout.hpp`).

use std::collections::HashSet;

use proptest::prelude::*;
use tileas_layout::*;

/// Layout trees with up to 8 leaves and depth ≤ 3, size ≤ 4096.
fn layout_with(
    extent: impl Strategy<Value = i64> + Clone + 'static,
    stride: impl Strategy<Value = i64> + Clone + 'static,
) -> BoxedStrategy<Layout> {
    let leaf = (extent, stride).prop_map(|(s, d)| (IntTuple::Int(s), IntTuple::Int(d)));
    leaf.prop_recursive(3, 8, 3, |inner| {
        prop::collection::vec(inner, 1..=3).prop_map(|v| {
            let (s, d): (Vec<_>, Vec<_>) = v.into_iter().unzip();
            (IntTuple::Tuple(s), IntTuple::Tuple(d))
        })
    })
    .prop_map(|(s, d)| Layout::new(s, d).unwrap())
    .prop_filter("size <= 4096", |l| l.size() <= 4096)
    .boxed()
}

fn any_layout() -> BoxedStrategy<Layout> {
    layout_with(1i64..=5, -3i64..=12)
}

fn nonneg_layout() -> BoxedStrategy<Layout> {
    layout_with(1i64..=5, 0i64..=12)
}

fn pow2_layout() -> BoxedStrategy<Layout> {
    layout_with(prop::sample::select(vec![1i64, 2, 4]), prop::sample::select(vec![0i64, 1, 2, 4, 8, 16, 32]))
}

/// Injective layouts whose sorted strides chain divisibly (`d_k = d_(k-1)·s_(k-1)·gap`),
/// in random mode order, optionally with the first two modes nested: the layouts
/// that have an exact complement and left inverse. `compact` forces all gaps to 1.
fn chain_layout(compact: bool, pow2: bool) -> BoxedStrategy<Layout> {
    let ext = if pow2 { prop::sample::select(vec![1i64, 2, 4]).boxed() } else { (1i64..=4).boxed() };
    let gap = if compact {
        Just(1i64).boxed()
    } else if pow2 {
        prop::sample::select(vec![1i64, 2]).boxed()
    } else {
        (1i64..=3).boxed()
    };
    (prop::collection::vec((ext, gap), 1..=4), any::<bool>())
        .prop_flat_map(|(modes, nest)| {
            let mut d = 1i64;
            let mut out = Vec::new();
            for (s, g) in modes {
                d *= g;
                out.push((s, d));
                d *= s;
            }
            (Just(out).prop_shuffle(), Just(nest))
        })
        .prop_map(|(modes, nest)| {
            let mut s: Vec<IntTuple> = modes.iter().map(|m| IntTuple::Int(m.0)).collect();
            let mut d: Vec<IntTuple> = modes.iter().map(|m| IntTuple::Int(m.1)).collect();
            if nest && s.len() >= 2 {
                let (s0, s1, d0, d1) = (s.remove(0), s.remove(0), d.remove(0), d.remove(0));
                s.insert(0, IntTuple::Tuple(vec![s0, s1]));
                d.insert(0, IntTuple::Tuple(vec![d0, d1]));
            }
            Layout::new(IntTuple::Tuple(s), IntTuple::Tuple(d)).unwrap()
        })
        .boxed()
}

fn image(l: &Layout) -> HashSet<i64> {
    l.offsets().collect()
}

fn sorted_offsets(l: &Layout) -> Vec<i64> {
    let mut v: Vec<i64> = l.offsets().collect();
    v.sort_unstable();
    v
}

/// CuTe's `compatible(B, R)`: R refines B's shape leaf by leaf.
fn compatible(b: &IntTuple, r: &IntTuple) -> bool {
    match (b, r) {
        (IntTuple::Int(s), r) => r.product() == Some(*s),
        (IntTuple::Tuple(bs), IntTuple::Tuple(rs)) => {
            bs.len() == rs.len() && bs.iter().zip(rs).all(|(x, y)| compatible(x, y))
        }
        _ => false,
    }
}

fn check_composition(a: &Layout, b: &Layout, c: &Layout) -> Result<(), TestCaseError> {
    prop_assert!(compatible(b.shape(), c.shape()), "{} not compatible with {}", c, b);
    let flat = a.coalesce();
    for i in 0..b.size() {
        let bi = b.eval(i);
        prop_assert_eq!(Some(c.eval(i)), flat.eval_extended(bi), "i={} B(i)={}", i, bi);
        if bi < a.size() {
            prop_assert_eq!(c.eval(i), a.eval(bi));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn coalesce_preserves_function(a in any_layout()) {
        let c = a.coalesce();
        prop_assert_eq!(c.size(), a.size());
        prop_assert!(c.depth() <= 1);
        prop_assert!(a.offsets().eq(c.offsets()));
        prop_assert_eq!(c.coalesce(), c.clone());
        // §8.1 idempotence of the canonical form.
        let canon = a.filter_zeros().coalesce();
        prop_assert_eq!(canon.filter_zeros().coalesce(), canon);
        let m = a.coalesce_modes();
        prop_assert_eq!(m.rank(), a.rank());
        prop_assert!(a.offsets().eq(m.offsets()));
        let fz = a.filter_zeros();
        prop_assert_eq!(fz.rank(), a.rank());
        prop_assert!(fz.shape().is_congruent(a.shape()));
    }

    #[test]
    fn composition_law(a in any_layout(), b in nonneg_layout()) {
        if let Ok(c) = composition(&a, &b) {
            check_composition(&a, &b, &c)?;
        }
    }

    #[test]
    fn composition_pow2(a in pow2_layout(), b in chain_layout(false, true), b2 in pow2_layout()) {
        // Power-of-two extents and strides always divide one another, and a
        // chain's leaves use disjoint bits, so nothing can carry: must compose.
        let c = composition(&a, &b);
        prop_assert!(c.is_ok(), "{} o {}: {:?}", a, b, c);
        check_composition(&a, &b, &c.unwrap())?;
        // Arbitrary power-of-two rhs (overlapping or broadcast modes): may carry.
        match composition(&a, &b2) {
            Ok(c) => check_composition(&a, &b2, &c)?,
            Err(e) => prop_assert!(matches!(e, LayoutError::Carry { .. }), "{} o {}: {}", a, b2, e),
        }
    }

    #[test]
    fn composition_with_chain_rhs(a in nonneg_layout(), b in chain_layout(false, false)) {
        if let Ok(c) = composition(&a, &b) {
            check_composition(&a, &b, &c)?;
        }
    }

    #[test]
    fn complement_tiles_the_target(a in chain_layout(false, false), m in 1i64..=300) {
        let c = complement(&a, m).unwrap();
        let both = Layout::from_modes([a.clone(), c.clone()]).unwrap();
        prop_assert!(both.size() >= m);
        prop_assert_eq!(sorted_offsets(&both), (0..both.size()).collect::<Vec<_>>());
        let fc = c.flatten();
        let strides = fc.stride().flatten();
        prop_assert!(strides.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn complement_is_disjoint(a in nonneg_layout(), m in 1i64..=300) {
        if let Ok(c) = complement(&a, m) {
            let img = image(&a);
            for i in 1..c.size() {
                prop_assert!(!img.contains(&c.eval(i)), "C({})={} hits A", i, c.eval(i));
            }
            // The slowest mode reaches M. (The post-condition stated in CuTe and
            // notes C, size(C) >= M / size(filter(A)), holds only for exact chains:
            // A = (2,2):(1,5), M = 36 gives C = (2,4):(2,10), size 8 < 9.)
            let both = Layout::from_modes([a.clone(), c.clone()]).unwrap().flatten();
            let reach = both.shape().flatten().iter().zip(both.stride().flatten()).map(|(s, d)| s * d).max();
            prop_assert!(m == 1 || reach >= Some(m), "{} {}", a, c);
            let fc = c.flatten();
            prop_assert!(fc.stride().flatten().windows(2).all(|w| w[0] < w[1]));
        }
    }

    #[test]
    fn logical_divide_is_composition_with_complement(a in any_layout(), t in nonneg_layout()) {
        let d = logical_divide(&a, &Tiler::Layout(t.clone()));
        let c = complement(&t, a.size());
        if let Ok(c) = c {
            let tc = Layout::from_modes([t.clone(), c]).unwrap();
            prop_assert_eq!(d.clone().ok(), composition(&a, &tc).ok());
            if let Ok(d) = d {
                prop_assert_eq!(d.rank(), 2);
                check_composition(&a, &tc, &d)?;
            }
        } else {
            prop_assert!(d.is_err());
        }
    }

    #[test]
    fn divide_by_contiguous_tile(a in any_layout(), k in 0usize..8, j in 0usize..8) {
        // n:1 with n | size(A): (T, complement) is the identity, so D(i) == A(i).
        // n a prefix product of A's extents always divides; other divisors may
        // cut a mode unevenly (no layout) and then must be an error.
        let prefixes: Vec<i64> = a.shape().flatten().iter().scan(1, |p, &s| { *p *= s; Some(*p) }).collect();
        let divisors: Vec<i64> = (1..=a.size()).filter(|n| a.size() % n == 0).collect();
        for (n, must) in [(prefixes[k % prefixes.len()], true), (divisors[j % divisors.len()], false)] {
            let t = Tiler::Layout(Layout::new(n, 1).unwrap());
            let d = match logical_divide(&a, &t) {
                Ok(d) => d,
                Err(e) => {
                    prop_assert!(!must, "{} / {}: {}", a, n, e);
                    continue;
                }
            };
            prop_assert_eq!(d.mode(0).unwrap().size(), n);
            prop_assert!(d.offsets().eq(a.offsets()));
            // The regroupings only move modes around: same size, same offsets.
            for r in [zipped_divide(&a, &t), tiled_divide(&a, &t), flat_divide(&a, &t)] {
                let r = r.unwrap();
                prop_assert!(r.offsets().eq(a.offsets()));
            }
        }
    }

    #[test]
    fn by_mode_divide_regroupings_agree(a in chain_layout(true, false), ts in prop::collection::vec(1i64..=3, 1..=2)) {
        let tiler = Tiler::by_mode(ts.iter().map(|&n| Layout::new(n, 1).unwrap()));
        if let Ok(d) = logical_divide(&a, &tiler) {
            let base = sorted_offsets(&d);
            for r in [zipped_divide(&a, &tiler), tiled_divide(&a, &tiler), flat_divide(&a, &tiler)] {
                let r = r.unwrap();
                prop_assert_eq!(r.size(), d.size());
                prop_assert_eq!(sorted_offsets(&r), base.clone());
            }
        }
    }

    #[test]
    fn products(a in chain_layout(false, false), b in chain_layout(false, false)) {
        let t = Tiler::Layout(b.clone());
        if let Ok(p) = logical_product(&a, &t) {
            prop_assert_eq!(p.mode(0).unwrap(), a.clone());
            prop_assert_eq!(p.size(), a.size() * b.size());
            prop_assert!(p.is_injective(), "{}", p);
            let base = sorted_offsets(&p);
            for r in [zipped_product(&a, &t), tiled_product(&a, &t), flat_product(&a, &t)] {
                prop_assert_eq!(sorted_offsets(&r.unwrap()), base.clone());
            }
        }
        let rank = a.rank().max(b.rank());
        for r in [blocked_product(&a, &b), raked_product(&a, &b)].into_iter().flatten() {
            prop_assert_eq!(r.rank(), rank);
            prop_assert_eq!(r.size(), a.size() * b.size());
            prop_assert!(r.is_injective());
        }
    }

    #[test]
    fn right_inverse_law(a in any_layout()) {
        let r = right_inverse(&a).unwrap();
        for i in 0..r.size() {
            prop_assert_eq!(a.eval(r.eval(i)), i);
        }
    }

    #[test]
    fn right_inverse_of_bijection_is_full(a in chain_layout(true, false)) {
        let r = right_inverse(&a).unwrap();
        prop_assert_eq!(r.size(), a.size());
    }

    #[test]
    fn left_inverse_law(a in chain_layout(false, false)) {
        let r = left_inverse(&a).unwrap();
        for i in 0..a.size() {
            prop_assert_eq!(r.eval(a.eval(i)), i);
        }
    }

    #[test]
    fn left_inverse_is_sound(a in any_layout()) {
        if let Ok(r) = left_inverse(&a) {
            for i in 0..a.size() {
                prop_assert_eq!(r.get(a.eval(i)), Some(i));
            }
        }
    }

    #[test]
    fn idx2crd_crd2idx_round_trip(a in any_layout()) {
        for i in 0..a.size() {
            let c = a.idx2crd(i).unwrap();
            prop_assert!(c.is_congruent(a.shape()));
            prop_assert_eq!(crd2idx(&c, a.shape()).unwrap(), i);
            prop_assert_eq!(a.eval_coord(&c).unwrap(), a.eval(i));
            prop_assert_eq!(a.eval_coord(&IntTuple::Int(i)).unwrap(), a.eval(i));
        }
        prop_assert!(a.idx2crd(a.size()).is_err());
        prop_assert!(a.idx2crd(-1).is_err());
    }

    #[test]
    fn swizzle_is_an_involution(
        b in 0u32..=5, m in 0u32..=8, extra in 0u32..=4, neg in any::<bool>(), x in any::<i64>()
    ) {
        let s = (b + extra) as i32;
        let sw = Swizzle::new(b, m, if neg { -s } else { s }).unwrap();
        prop_assert_eq!(sw.apply(sw.apply(x)), x);
        prop_assert_eq!(sw.yyy_mask() & sw.zzz_mask(), 0);
    }

    #[test]
    fn display_from_str_round_trip(a in any_layout(), b in nonneg_layout(), off in -1000i64..1000) {
        prop_assert_eq!(a.to_string().parse::<Layout>().unwrap(), a.clone());
        prop_assert_eq!(a.shape().to_string().parse::<IntTuple>().unwrap(), a.shape().clone());
        let tiler = Tiler::ByMode(vec![Tiler::Layout(a.clone()), Tiler::ByMode(vec![Tiler::Layout(b.clone())])]);
        prop_assert_eq!(tiler.to_string().parse::<Tiler>().unwrap(), tiler);
        let c = ComposedLayout::new(Swizzle::new(2, 3, -3).unwrap(), off, a.clone()).unwrap();
        prop_assert_eq!(c.to_string().parse::<ComposedLayout>().unwrap(), c);
        // Whitespace is insignificant.
        let spaced = a.to_string().replace(',', " , ").replace(':', " :\t");
        prop_assert_eq!(format!(" {spaced} ").parse::<Layout>().unwrap(), a);
    }

    #[test]
    fn bit_layout_matches_eval(
        a in chain_layout(false, true),
        bcast in prop::collection::vec(prop::sample::select(vec![1i64, 2, 4]), 0..=2),
    ) {
        // Append broadcast modes: their bits must come out as None.
        let modes = a.modes().into_iter().chain(bcast.iter().map(|&s| Layout::new(s, 0).unwrap()));
        let l = Layout::from_modes(modes).unwrap();
        let bits = BitLayout::from_layout(&l).unwrap();
        let nones = bits.input_bits().iter().filter(|b| b.is_none()).count() as u32;
        prop_assert_eq!(nones, bcast.iter().map(|s| s.trailing_zeros()).sum::<u32>());
        for i in 0..l.size() {
            prop_assert_eq!(bits.apply(i as u64), l.eval(i) as u64);
        }
    }

    #[test]
    fn bit_layout_is_sound(a in pow2_layout()) {
        if let Ok(bits) = BitLayout::from_layout(&a) {
            for i in 0..a.size() {
                prop_assert_eq!(bits.apply(i as u64), a.eval(i) as u64);
            }
        }
    }

    #[test]
    fn tv_layout_agrees_with_layout(t in nonneg_layout(), v in nonneg_layout(), n in 1i64..=400) {
        let tv = TvLayout::from_modes(t.clone(), v.clone()).unwrap();
        for ti in 0..t.size().min(16) {
            for vi in 0..v.size().min(16) {
                let crd = IntTuple::tuple([ti, vi]);
                prop_assert_eq!(tv.thread_value_to_element(ti, vi).unwrap(), tv.layout().eval_coord(&crd).unwrap());
            }
        }
        let in_range = tv.layout().offsets().all(|o| (0..n).contains(&o));
        prop_assert_eq!(tv.is_injective_on(n), in_range && tv.layout().is_injective());
        if let Ok(bits) = tv.bit_layout() {
            prop_assert_eq!(bits.element(0, 0), 0);
        }
    }

    /// Every public operation returns Ok or Err on arbitrary layouts (negative
    /// strides included): no panics, no overflow.
    #[test]
    fn algebra_never_panics(a in any_layout(), b in any_layout(), m in -5i64..=500) {
        let tb = Tiler::Layout(b.clone());
        let by = Tiler::ByMode(b.modes().into_iter().map(Tiler::Layout).collect());
        let _ = composition(&a, &b);
        let _ = composition_tiler(&a, &by);
        let _ = complement(&a, m);
        let _ = complement_default(&a);
        for t in [&tb, &by] {
            let _ = logical_divide(&a, t);
            let _ = zipped_divide(&a, t);
            let _ = tiled_divide(&a, t);
            let _ = flat_divide(&a, t);
            let _ = logical_product(&a, t);
            let _ = zipped_product(&a, t);
            let _ = tiled_product(&a, t);
            let _ = flat_product(&a, t);
        }
        let _ = blocked_product(&a, &b);
        let _ = raked_product(&a, &b);
        let _ = right_inverse(&a);
        let _ = left_inverse(&a);
        let _ = BitLayout::from_layout(&a);
        let _ = a.coalesce_profile(b.shape());
        let _ = a.eval_extended(m.abs() * 1000);
    }
}

#[test]
fn huge_values_do_not_overflow() {
    let big = i64::MAX / 2;
    assert_eq!(Layout::new(IntTuple::tuple([big, 3]), IntTuple::tuple([1, 1])).unwrap_err(), LayoutError::Overflow);
    assert_eq!(Layout::new(2, i64::MAX).unwrap_err(), LayoutError::Overflow);
    let a = Layout::new(IntTuple::tuple([2, 2]), IntTuple::tuple([1, 1 << 61])).unwrap();
    let b = Layout::new(4, 1 << 40).unwrap();
    // Intermediate strides overflow: reported, not panicking.
    assert!(composition(&a, &b).is_err());
    // size(A) * cosize(B) = 4 * ~2^62.
    assert_eq!(
        logical_product(&a, &Tiler::Layout(Layout::new(1 << 40, 1 << 22).unwrap())).unwrap_err(),
        LayoutError::Overflow
    );
    let l = Layout::new(8, 1 << 59).unwrap();
    assert_eq!(l.eval_extended(100), None);
}
