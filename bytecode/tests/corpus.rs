//! Corpus tests: every `*.tileirbc` of the corpus decodes fully (all functions,
//! all ops) and re-encodes byte-identically; plus modified-model re-encoding.
//!
//! The corpus is the repository's `corpus/` (`TILEAS_CORPUS` names another);
//! without it the tests fail.

use std::collections::BTreeMap;
use std::path::PathBuf;

use tileas_bytecode::*;

fn corpus_dir() -> PathBuf {
    std::env::var_os("TILEAS_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus"))
}

fn corpus_files() -> Vec<PathBuf> {
    let d = corpus_dir();
    let mut v: Vec<_> = std::fs::read_dir(&d)
        .unwrap_or_else(|e| panic!("corpus {}: {e}", d.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "tileirbc"))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no *.tileirbc in {}", d.display());
    v
}

#[test]
fn corpus_decodes_and_round_trips() {
    let files = corpus_files();
    let mut total_ops = 0usize;
    for p in &files {
        let bytes = std::fs::read(p).unwrap();
        let bc = parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert!(!bc.functions.is_empty(), "{}", p.display());
        total_ops += bc.op_names().len();
        assert!(bc.op_names().iter().all(|n| *n != "<unknown>"));
        let out = write(&bc).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        if out != bytes {
            let i = out.iter().zip(&bytes).position(|(a, b)| a != b).unwrap_or(out.len().min(bytes.len()));
            panic!("{}: round trip differs at byte {i} (len {} vs {})", p.display(), out.len(), bytes.len());
        }
    }
    if !files.is_empty() {
        assert!(files.len() >= 40, "expected 40+ corpus files, found {}", files.len());
        assert!(total_ops > 1000);
    }
}

#[test]
fn corpus_debug_slots_cover_every_op() {
    // Each function's debug slot holds its own location then one per op (pre-order).
    for p in corpus_files() {
        let bc = parse(&std::fs::read(&p).unwrap()).unwrap();
        let Some(d) = &bc.debug else { continue };
        let v = bc.version.schema();
        for f in &bc.functions {
            if f.loc == 0 {
                continue;
            }
            let mut n = 0usize;
            for op in &f.body {
                op.walk(&mut |_| n += 1);
            }
            let slot = &d.slots[(f.loc - 1) as usize];
            assert_eq!(slot.len(), n + 1, "{} ({})", p.display(), v);
        }
    }
}

#[test]
fn corpus_modified_model_reencodes() {
    for p in corpus_files().iter().take(12) {
        let bytes = std::fs::read(p).unwrap();
        let mut bc = parse(&bytes).unwrap();
        // Rename the first function (new string, so string/offset tables grow), and
        // drop recorded padding bytes; the result must parse back to the same model.
        let f0 = bc.functions[0].name;
        let mut newname = bc.strings[f0 as usize].clone();
        newname.extend_from_slice(b"_renamed_kernel");
        bc.strings.push(newname);
        bc.functions[0].name = (bc.strings.len() - 1) as u64;
        for fr in &mut bc.layout {
            fr.padding.clear();
            fr.inner_padding.clear();
        }
        let out = write(&bc).unwrap();
        let back = parse(&out).unwrap();
        assert_eq!(back.functions, bc.functions);
        assert_eq!(back.strings, bc.strings);
        assert!(back.string_lossy(back.functions[0].name).ends_with("_renamed_kernel"));
        assert_eq!(write(&back).unwrap(), out, "writer must be deterministic");
    }
}

#[test]
fn corpus_modified_ops_reencode() {
    // Flip an addf's flush_to_zero / an addi's overflow and re-read.
    let v = Version::V13_1.schema();
    for p in corpus_files() {
        let bytes = std::fs::read(&p).unwrap();
        let mut bc = parse(&bytes).unwrap();
        let mut changed = 0;
        for f in &mut bc.functions {
            for op in &mut f.body {
                match op.name(v) {
                    "addf" => {
                        op.attrs[1] = if op.attrs[1].is_some() { None } else { Some(Attr::Unit) };
                        changed += 1;
                    }
                    "addi" => {
                        op.attrs[0] = Some(Attr::Enum(3));
                        changed += 1;
                    }
                    _ => {}
                }
            }
        }
        if changed == 0 {
            continue;
        }
        let out = write(&bc).unwrap();
        assert_ne!(out, bytes);
        let back = parse(&out).unwrap();
        assert_eq!(back.functions, bc.functions, "{}", p.display());
    }
}

/// Local cross-check against NVIDIA's `tileirdisasm` (only to compare op-name counts;
/// its output is never stored). Skipped when the tool is absent.
#[test]
fn corpus_op_names_match_tileirdisasm() {
    // Where scripts/fetch-reference.sh installs it.
    let tool = std::env::var_os("TILEIRDISASM").map(PathBuf::from).unwrap_or_else(|| {
        let reference = std::env::var_os("TILEAS_REFERENCE").map(PathBuf::from).unwrap_or_else(|| {
            let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_default();
            home.join(".cache/tileas-reference/13.1.80")
        });
        reference.join("bin/tileirdisasm")
    });
    if !tool.exists() {
        eprintln!("tileirdisasm not found; skipping");
        return;
    }
    for p in corpus_files() {
        let bc = parse(&std::fs::read(&p).unwrap()).unwrap();
        let mut ours: BTreeMap<String, usize> = BTreeMap::new();
        for n in bc.op_names() {
            // tileirdisasm prints 13.1's `print` in its 13.2 spelling.
            let n = if n == "print" { "print_tko" } else { n };
            *ours.entry(n.to_string()).or_default() += 1;
        }
        let out = std::process::Command::new(&tool).arg(&p).output().unwrap();
        assert!(out.status.success(), "{}", p.display());
        let text = String::from_utf8_lossy(&out.stdout);
        let mut theirs: BTreeMap<String, usize> = BTreeMap::new();
        for line in text.lines() {
            let t = line.trim_start();
            if line.len() == t.len() {
                continue; // top-level: entry / global
            }
            let rest = match t.find(" = ") {
                Some(i) if t.starts_with('%') => &t[i + 3..],
                _ => t,
            };
            let word: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if word.is_empty() || rest.starts_with('(') || rest.starts_with('}') {
                continue;
            }
            if matches!(word.as_str(), "else") {
                continue;
            }
            *theirs.entry(word).or_default() += 1;
        }
        // The disassembler elides implicit terminators (empty `yield`/`return`…); only
        // compare ops it prints at least once, and require ours ≥ theirs for those.
        for (k, &n) in &theirs {
            let m = ours.get(k).copied().unwrap_or(0);
            assert!(m >= n, "{}: op {k}: ours {m}, tileirdisasm {n}", p.display());
        }
        for (k, &m) in &ours {
            let n = theirs.get(k).copied().unwrap_or(0);
            if n != m && !matches!(k.as_str(), "yield" | "return" | "continue" | "break") {
                panic!("{}: op {k}: ours {m}, tileirdisasm {n}", p.display());
            }
        }
    }
}

/// Self-contained integer attributes are plain varints of their bits: the
/// 2-CTA matmul's kernel hint `num_cta_in_cga = 2` decodes as 2.
#[test]
fn integer_hint_values_are_plain_varints() {
    let bytes = std::fs::read(corpus_dir().join("matmul_f16_swizzle_2cta.tileirbc")).unwrap();
    let bc = parse(&bytes).unwrap();
    let hints = format!("{:?}", bc.functions[0].hints);
    assert!(hints.contains("Integer { ty: ") && hints.contains("value: 2 }"), "{hints}");
    assert_eq!(write(&bc).unwrap(), bytes);
}
