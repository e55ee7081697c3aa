//! The CuTe-notation parser: typed errors with byte positions, and no panics on
//! arbitrary input.

use proptest::prelude::*;
use tileas_layout::*;

fn err<T: std::str::FromStr<Err = ParseError> + std::fmt::Debug>(s: &str) -> ParseError {
    s.parse::<T>().unwrap_err()
}

#[test]
fn display_forms() {
    let l: Layout = "(4,(2,8)):(2,(1,8))".parse().unwrap();
    assert_eq!(l.to_string(), "(4,(2,8)):(2,(1,8))");
    assert_eq!((l.rank(), l.depth(), l.size(), l.cosize()), (2, 2, 64, 6 + 1 + 56 + 1));
    assert_eq!("8:1".parse::<Layout>().unwrap().to_string(), "8:1");
    assert_eq!(" ( 4 , 2 ) :\t( 1 , -4 ) ".parse::<Layout>().unwrap().to_string(), "(4,2):(1,-4)");
    assert_eq!("(8)".parse::<IntTuple>().unwrap(), IntTuple::Tuple(vec![IntTuple::Int(8)]));
    assert_eq!("<3:3,(2,4):(1,8)>".parse::<Tiler>().unwrap().to_string(), "<3:3,(2,4):(1,8)>");
    assert_eq!("(32,16)".parse::<Tiler>().unwrap().to_string(), "<32:1,16:1>");
    assert_eq!("-9223372036854775808".parse::<IntTuple>().unwrap(), IntTuple::Int(i64::MIN));
}

#[test]
fn errors_carry_positions() {
    let e = err::<Layout>("(4,2):(1,4) x");
    assert_eq!((e.pos, &e.kind), (12, &ParseErrorKind::Trailing));
    let e = err::<Layout>("(4,2)");
    assert_eq!((e.pos, &e.kind), (5, &ParseErrorKind::UnexpectedEnd("':'")));
    let e = err::<Layout>("(4;2):(1,4)");
    assert_eq!(e.pos, 2);
    assert!(matches!(e.kind, ParseErrorKind::UnexpectedChar { found: ';', .. }));
    assert_eq!(e.to_string(), "unexpected character ';', expected ',' or ')' at byte 2");
    let e = err::<Layout>("(4,()):(1,4)");
    assert_eq!((e.pos, &e.kind), (4, &ParseErrorKind::EmptyTuple));
    let e = err::<Layout>("(4,2):(1,(4,8))");
    assert!(matches!(e.kind, ParseErrorKind::Invalid(LayoutError::NotCongruent { .. })));
    let e = err::<Layout>("0:1");
    assert_eq!(e.kind, ParseErrorKind::Invalid(LayoutError::NonPositiveShape(0)));
    let e = err::<IntTuple>("99999999999999999999");
    assert_eq!((e.pos, &e.kind), (0, &ParseErrorKind::IntOverflow));
    let e = err::<IntTuple>("é");
    assert!(matches!(e.kind, ParseErrorKind::UnexpectedChar { found: 'é', .. }));
    let deep = "(".repeat(100_000) + "1" + &")".repeat(100_000);
    assert_eq!(err::<IntTuple>(&deep).kind, ParseErrorKind::TooDeep(MAX_DEPTH));
    let deep = "<".repeat(100_000);
    assert_eq!(err::<Tiler>(&deep).kind, ParseErrorKind::TooDeep(MAX_DEPTH));
    assert!(matches!(err::<Swizzle>("Sw<3,4,2>").kind, ParseErrorKind::Invalid(LayoutError::InvalidSwizzle { .. })));
    assert!(matches!(err::<Swizzle>("Sw<-1,4,3>").kind, ParseErrorKind::Invalid(_)));
    assert!(matches!(err::<Swizzle>("Sw<3,4,3").kind, ParseErrorKind::UnexpectedEnd(_)));
    assert!(matches!(err::<ComposedLayout>("Sw<3,4,3> o 9223372036854775807 o 2:1").kind, ParseErrorKind::Invalid(_)));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn arbitrary_strings_never_panic(s in "\\PC{0,40}") {
        let _ = s.parse::<IntTuple>();
        let _ = s.parse::<Layout>();
        let _ = s.parse::<Tiler>();
        let _ = s.parse::<Swizzle>();
        let _ = s.parse::<ComposedLayout>();
    }

    #[test]
    fn near_miss_strings_never_panic(s in "[()<>,:0-9 \\-Swo]{0,48}") {
        for r in [
            s.parse::<Layout>().map(|l| l.to_string()),
            s.parse::<Tiler>().map(|t| t.to_string()),
            s.parse::<ComposedLayout>().map(|c| c.to_string()),
        ] {
            if let Err(e) = r {
                prop_assert!(e.pos <= s.len());
            }
        }
        // What parses prints back to something that parses to the same value.
        if let Ok(l) = s.parse::<Layout>() {
            prop_assert_eq!(l.to_string().parse::<Layout>().unwrap(), l);
        }
        if let Ok(t) = s.parse::<IntTuple>() {
            prop_assert_eq!(t.to_string().parse::<IntTuple>().unwrap(), t);
        }
    }
}
