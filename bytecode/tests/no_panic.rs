//! Robustness: random and mutated inputs never panic (they parse or return an error),
//! and whatever parses re-encodes and re-parses to the same model.

use proptest::prelude::*;
use std::path::PathBuf;

fn seeds() -> Vec<Vec<u8>> {
    let mut v = vec![vec![
        0x7F, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x0D, 0x01, 0x00, 0x00, 0x82, 0x08, 0x08, 0xCB, 0x00, 0xCB,
        0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0x85, 0x04, 0x04, 0xCB, 0x00, 0xCB, 0xCB, 0xCB, 0x81, 0x04, 0x04, 0xCB,
        0x00, 0xCB, 0xCB, 0xCB, 0x00,
    ]];
    let dir = std::env::var_os("TILEAS_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus"));
    let rd = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("corpus {}: {e}", dir.display()));
    let mut files: Vec<_> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "tileirbc"))
        .collect();
    files.sort();
    for p in files.iter().step_by(4) {
        v.push(std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display())));
    }
    v
}

fn check(bytes: &[u8]) {
    if let Ok(bc) = tileas_bytecode::parse(bytes) {
        if let Ok(out) = tileas_bytecode::write(&bc) {
            let back = tileas_bytecode::parse(&out).expect("re-encoded model must parse");
            assert_eq!(back.functions, bc.functions);
            assert_eq!(back.types, bc.types);
        }
    }
    let _ = tileas_bytecode::parse_with(bytes, &tileas_bytecode::ReadOptions::up_to_13_3());
}

#[derive(Debug, Clone)]
enum Mutation {
    Set(usize, u8),
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Set(i, b)),
        (any::<usize>(), 0u8..8).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..6)).prop_map(|(i, v)| Mutation::Insert(i, v)),
        (any::<usize>(), 1usize..6).prop_map(|(i, n)| Mutation::Delete(i, n)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn apply(mut b: Vec<u8>, muts: &[Mutation]) -> Vec<u8> {
    for m in muts {
        if b.is_empty() {
            break;
        }
        let n = b.len();
        match m {
            Mutation::Set(i, v) => b[i % n] = *v,
            Mutation::Flip(i, bit) => b[i % n] ^= 1 << bit,
            Mutation::Insert(i, v) => {
                let at = i % (n + 1);
                b.splice(at..at, v.iter().copied());
            }
            Mutation::Delete(i, k) => {
                let at = i % n;
                let end = (at + k).min(n);
                b.drain(at..end);
            }
            Mutation::Truncate(i) => b.truncate(i % n),
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        check(&bytes);
    }

    #[test]
    fn random_after_header_never_panic(tail in prop::collection::vec(any::<u8>(), 0..256)) {
        let mut b = vec![0x7F, 0x54, 0x69, 0x6C, 0x65, 0x49, 0x52, 0x00, 0x0D, 0x01, 0x00, 0x00];
        b.extend(tail);
        check(&b);
    }

    #[test]
    fn mutated_corpus_never_panics(seed in any::<prop::sample::Index>(), muts in prop::collection::vec(mutation(), 1..6)) {
        let seeds = seeds();
        let s = seeds[seed.index(seeds.len())].clone();
        check(&apply(s, &muts));
    }
}

#[test]
fn every_single_byte_mutation_of_a_small_file_is_handled() {
    for s in seeds().iter().take(3) {
        for i in 0..s.len() {
            for v in [0x00u8, 0x01, 0x7F, 0x80, 0xFF] {
                let mut b = s.clone();
                b[i] = v;
                check(&b);
            }
            check(&s[..i]);
        }
    }
}
