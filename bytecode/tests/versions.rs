//! Bytecode 13.2 to 13.5: cuTile 1.7's files (`corpus/cutile-1.7/<version>/`) read and
//! re-encode byte for byte; moving a model between versions; the oldest version that
//! holds a module; ops, types and fields newer than a file's version are errors.

use std::path::PathBuf;

use tileas_bytecode::schema::{self, SchemaVersion, V13_1, V13_2, V13_3, V13_4, V13_5};
use tileas_bytecode::*;

fn cutile_dir(v: &str) -> PathBuf {
    let corpus = std::env::var_os("TILEAS_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus"));
    corpus.join("cutile-1.7").join(v)
}

fn cutile_files(v: &str) -> Vec<PathBuf> {
    let d = cutile_dir(v);
    let mut out: Vec<_> = std::fs::read_dir(&d)
        .unwrap_or_else(|e| panic!("{}: {e}", d.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "tileirbc"))
        .collect();
    out.sort();
    assert_eq!(out.len(), 40, "{}", d.display());
    out
}

const VERSIONS: [&str; 4] = ["13.2", "13.3", "13.4", "13.5"];

#[test]
fn cutile_files_round_trip_byte_for_byte() {
    for vs in VERSIONS {
        let v = SchemaVersion::parse(vs).unwrap();
        for p in cutile_files(vs) {
            let bytes = std::fs::read(&p).unwrap();
            let bc = parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            assert_eq!(bc.version.schema(), v);
            assert!(bc.op_names().iter().all(|n| *n != "<unknown>"), "{}", p.display());
            assert_eq!(write(&bc).unwrap(), bytes, "{}", p.display());
            // What each version changed is where cuTile puts it.
            for f in &bc.functions {
                assert_eq!(f.arg_attrs.is_some(), v >= V13_5, "{}", p.display());
                assert!(f.hints.is_some(), "{}", p.display());
            }
        }
    }
}

/// Every cuTile file moves down to 13.1 (none uses anything newer) and back to its own
/// version with the same bytes; and it is readable in every version in between.
#[test]
fn cutile_files_retarget_and_back() {
    for vs in VERSIONS {
        let v = SchemaVersion::parse(vs).unwrap();
        for p in cutile_files(vs) {
            let bytes = std::fs::read(&p).unwrap();
            let bc = parse(&bytes).unwrap();
            let has_print = bc.op_names().contains(&"print_tko");
            let mut needs_13_3 = false;
            for to in schema::ALL_VERSIONS {
                let moved = match retarget(&bc, to) {
                    Ok(m) => m,
                    // print_tko's token operand and result exist from 13.2 on.
                    Err(e) if has_print && to < V13_2 && e.to_string().contains("print") => continue,
                    // A `default` hint entry with hints (attention's loads) needs 13.3.
                    Err(e) if to < V13_3 && e.to_string().contains("hint key 'default'") => {
                        needs_13_3 = true;
                        continue;
                    }
                    Err(e) => panic!("{} -> {to}: {e}", p.display()),
                };
                let out = write(&moved).unwrap();
                let reread = parse(&out).unwrap_or_else(|e| panic!("{} -> {to}: {e}", p.display()));
                assert_eq!(reread.op_names(), bc.op_names(), "{} -> {to}", p.display());
                let back = write_as(&reread, v).unwrap();
                // cuTile writes an empty `default` hint entry from 13.3 on; older versions
                // have no such key, so it is dropped on the way down and not invented back.
                let default_key = bc.strings.iter().position(|s| s == b"default").map(|i| i as u64);
                if let (Some(key), true) = (default_key, to < V13_3) {
                    for f in &moved.functions {
                        if let Some(Attr::OptimizationHints(entries)) = &f.hints {
                            assert!(entries.iter().all(|(k, _)| *k != key), "{} -> {to}", p.display());
                        }
                    }
                    continue;
                }
                assert_eq!(back, bytes, "{} -> {to} -> {v}", p.display());
            }
            let (oldest, _) = oldest_version(&bc).unwrap();
            let expected = if needs_13_3 {
                V13_3
            } else if has_print {
                V13_2
            } else {
                V13_1
            };
            assert_eq!(oldest, expected, "{}", p.display());
        }
    }
}

/// A `default` hint key with hints cannot move below 13.3, which has no such key.
#[test]
fn default_hint_key_needs_13_3() {
    let p = cutile_dir("13.3").join("vec_add_f32.tileirbc");
    let mut bc = parse(&std::fs::read(&p).unwrap()).unwrap();
    let key = bc.strings.iter().position(|s| s == b"default").expect("cuTile writes `default`") as u64;
    let occupancy = bc.strings.len() as u64;
    bc.strings.push(b"occupancy".to_vec());
    let f = &mut bc.functions[0];
    f.hints = Some(Attr::OptimizationHints(vec![(key, Attr::Dictionary(vec![(occupancy, Attr::Int(2))]))]));
    let e = retarget(&bc, V13_2).unwrap_err().to_string();
    assert!(e.contains("optimization hint key 'default'") && e.contains("13.3"), "{e}");
    assert_eq!(oldest_version(&bc).unwrap().0, V13_3);
}

/// `num_worker_warps_per_cta` (an entry hint of 13.3) cannot move below 13.3, and
/// values other than 4 and 8 not below 13.5.
#[test]
fn worker_warps_hint_versions() {
    let p = cutile_dir("13.3").join("vec_add_f32.tileirbc");
    let base = parse(&std::fs::read(&p).unwrap()).unwrap();
    let with = |warps: i64| {
        let mut bc = base.clone();
        let arch = bc.strings.len() as u64;
        bc.strings.push(b"sm_100".to_vec());
        let key = bc.strings.len() as u64;
        bc.strings.push(b"num_worker_warps_per_cta".to_vec());
        let i32_ty = bc.types.iter().position(|t| *t == Type::I32).expect("cuTile uses i32") as u64;
        let hint = Attr::Integer { ty: i32_ty, value: warps };
        bc.functions[0].hints = Some(Attr::OptimizationHints(vec![(arch, Attr::Dictionary(vec![(key, hint)]))]));
        bc
    };
    let eight = with(8);
    let e = retarget(&eight, V13_2).unwrap_err().to_string();
    assert!(e.contains("num_worker_warps_per_cta") && e.contains("13.3"), "{e}");
    assert_eq!(oldest_version(&eight).unwrap().0, V13_3);
    let sixteen = with(16);
    let e = retarget(&sixteen, V13_4).unwrap_err().to_string();
    assert!(e.contains("other than 4 or 8") && e.contains("13.5"), "{e}");
    assert_eq!(oldest_version(&sixteen).unwrap().0, V13_5);
    let reread = parse(&write_as(&sixteen, V13_5).unwrap()).unwrap();
    assert_eq!(reread.functions[0].hints, sixteen.functions[0].hints);
}

// ---- hand-built models -------------------------------------------------------------

struct M {
    bc: Bytecode,
    f32: TypeId,
    tile: TypeId,
}

/// A kernel `k(%a: tile<f32>)` whose body the test fills in.
fn model(v: SchemaVersion) -> M {
    let mut bc = Bytecode::empty(Version::new(v));
    let f32 = bc.intern_type(Type::F32);
    let tile = bc.intern_type(Type::Tile { elem: f32, shape: vec![] });
    let sig = bc.intern_type(Type::Function { inputs: vec![tile], results: vec![] });
    let name = bc.intern_string(b"k");
    bc.functions.push(Function {
        name,
        signature: sig,
        flags: func_flags::KERNEL,
        loc: 0,
        hints: None,
        arg_attrs: (v >= V13_5).then(|| Attr::Array(vec![])),
        body: vec![],
    });
    M { bc, f32, tile }
}

fn op(name: &str, v: SchemaVersion, results: Vec<TypeId>, attrs: Vec<Option<Attr>>, operands: Vec<Vec<u64>>) -> Op {
    let s = schema::lookup_name(v, name).unwrap_or_else(|| panic!("{name} at {v}"));
    Op { opcode: s.opcode as u64, result_types: results, attrs, operands, regions: vec![], extra_flags: 0 }
}

fn ret(v: SchemaVersion) -> Op {
    op("return", v, vec![], vec![], vec![vec![]])
}

/// With `TILEAS_BYTECODE_DUMP=DIR`, writes `bytes` there (to check them with NVIDIA's
/// tileirdisasm/tileiras by hand).
fn dump(name: &str, bytes: &[u8]) {
    if let Some(d) = std::env::var_os("TILEAS_BYTECODE_DUMP") {
        std::fs::write(PathBuf::from(d).join(format!("{name}.tileirbc")), bytes).unwrap();
    }
}

/// A 13.5 kernel using what 13.2-13.5 added to elementwise math, written in the oldest
/// version that holds it.
#[test]
fn new_math_ops_module() {
    let v = V13_5;
    let mut m = model(v);
    let t = m.tile;
    let i32t = m.bc.intern_type(Type::I32);
    let ti = m.bc.intern_type(Type::Tile { elem: i32t, shape: vec![] });
    let body = vec![
        op("atan2", v, vec![t], vec![], vec![vec![0], vec![0]]),
        op("tanh", v, vec![t], vec![Some(Attr::Enum(4))], vec![vec![1]]),
        op("exp", v, vec![t], vec![Some(Attr::Enum(4))], vec![vec![2]]),
        op("ftoi", v, vec![ti], vec![Some(Attr::Enum(1)), Some(Attr::Enum(6)), Some(Attr::Unit)], vec![vec![3]]),
        op("fpowi", v, vec![t], vec![], vec![vec![3], vec![4]]),
        ret(v),
    ];
    m.bc.functions[0].body = body;
    assert_eq!(oldest(&m.bc), V13_4);
    let b = write_oldest(&m.bc).unwrap();
    dump("new_math_13_4", &b);
    assert_eq!(parse(&b).unwrap().op_names(), ["atan2", "tanh", "exp", "ftoi", "fpowi", "return"]);
    dump("new_math_13_5", &write(&m.bc).unwrap());
    // Without fpowi and the saturating ftoi, 13.3 holds it; without exp approx, 13.2.
    m.bc.functions[0].body.remove(4);
    m.bc.functions[0].body[3].attrs[2] = None;
    assert_eq!(oldest(&m.bc), V13_3);
    dump("new_math_13_3", &write_oldest(&m.bc).unwrap());
    m.bc.functions[0].body[2].attrs[0] = Some(Attr::Enum(5));
    assert_eq!(oldest(&m.bc), V13_2);
    dump("new_math_13_2", &write_oldest(&m.bc).unwrap());
}

fn oldest(bc: &Bytecode) -> SchemaVersion {
    oldest_version(bc).unwrap().0
}

#[test]
fn atan2_needs_13_2() {
    let v = V13_5;
    let mut m = model(v);
    let t = m.tile;
    m.bc.functions[0].body = vec![op("atan2", v, vec![t], vec![], vec![vec![0], vec![0]]), ret(v)];
    assert_eq!(oldest(&m.bc), V13_2);
    let e = write_as(&m.bc, V13_1).unwrap_err();
    assert_eq!(e.to_string(), "operation 'cuda_tile.atan2' requires bytecode version 13.2+, but targeting 13.1");
    // Written at 13.2, read back, the op is there; forced to a 13.1 header, the reader refuses it.
    let b = write_oldest(&m.bc).unwrap();
    assert_eq!((b[8], b[9]), (13, 2));
    assert_eq!(parse(&b).unwrap().op_names(), ["atan2", "return"]);
    let mut b1 = b.clone();
    b1[9] = 1;
    assert_eq!(
        parse(&b1).unwrap_err().message(),
        "unsupported opcode 110 for bytecode version 13.1: operation 'cuda_tile.atan2' requires bytecode version 13.2+"
    );
}

#[test]
fn approximate_tanh_needs_13_2_and_exp_13_3() {
    let v = V13_5;
    let mut m = model(v);
    let t = m.tile;
    let full = Some(Attr::Enum(5));
    let approx = Some(Attr::Enum(4));
    m.bc.functions[0].body = vec![op("tanh", v, vec![t], vec![full.clone()], vec![vec![0]]), ret(v)];
    assert_eq!(oldest(&m.bc), V13_1);
    let b = write_as(&m.bc, V13_1).unwrap();
    // 13.1: tanh has no attribute; read back at 13.5 it is `full` again.
    let back = retarget(&parse(&b).unwrap(), V13_5).unwrap();
    assert_eq!(back.functions[0].body[0].attrs, std::slice::from_ref(&full));
    m.bc.functions[0].body[0].attrs = vec![approx.clone()];
    assert_eq!(oldest(&m.bc), V13_2);
    assert_eq!(
        write_as(&m.bc, V13_1).unwrap_err().to_string(),
        "attribute 'rounding_mode' of 'cuda_tile.tanh' requires bytecode version 13.2+, but targeting 13.1"
    );
    m.bc.functions[0].body[0] = op("exp", v, vec![t], vec![approx], vec![vec![0]]);
    assert_eq!(oldest(&m.bc), V13_3);
    m.bc.functions[0].body[0].attrs = vec![full];
    assert_eq!(oldest(&m.bc), V13_1);
}

#[test]
fn new_types_need_their_version() {
    // The writer names a type as MLIR prints it; the reader as NVIDIA's reader does.
    for (t, since, name, tag) in [
        (Type::F8E8M0FNU, V13_2, "f8E8M0FNU", "Float8E8M0FNU"),
        (Type::F4E2M1FN, V13_3, "f4E2M1FN", "Float4E2M1FN"),
        (Type::I4, V13_3, "i4", "Int4"),
        (Type::F8E5M3FNU, V13_4, "fnv8E5M3FNU", "FloatNV8E5M3FNU"),
    ] {
        let mut m = model(V13_5);
        let e = m.bc.intern_type(t.clone());
        let tile = m.bc.intern_type(Type::Tile { elem: e, shape: vec![4] });
        let _ = tile;
        m.bc.functions[0].body = vec![ret(V13_5)];
        assert_eq!(oldest(&m.bc), since, "{name}");
        let prev = schema::ALL_VERSIONS[schema::ALL_VERSIONS.iter().position(|&x| x == since).unwrap() - 1];
        assert_eq!(
            write_as(&m.bc, prev).unwrap_err().to_string(),
            format!("type '{name}' requires bytecode version {since}+, but targeting {prev}")
        );
        // The bytes at `since` read back; with an older header the reader names the type.
        let mut b = write_as(&m.bc, since).unwrap();
        assert!(parse(&b).unwrap().types.contains(&t));
        b[9] = prev.minor;
        assert_eq!(
            parse(&b).unwrap_err().message(),
            format!("type '{tag}' requires bytecode version {since}+, file version is {prev}")
        );
    }
}

#[test]
fn f8e5m3fnu_tag_is_a_two_byte_varint() {
    let mut m = model(V13_4);
    m.bc.intern_type(Type::F8E5M3FNU);
    m.bc.functions[0].body = vec![ret(V13_4)];
    let b = write(&m.bc).unwrap();
    assert!(b.windows(2).any(|w| w == [0x82, 0x01]));
}

#[test]
fn ptr_attr_and_unified_type_flags() {
    // 13.4 adds an optional `ptr_attr` to pointers and tensor views, behind a flags varint.
    let p = Type::Ptr { pointee: 0, ptr_attr: None };
    let mut m = model(V13_3);
    let f32 = m.f32;
    let _ = f32;
    let pi = m.bc.intern_type(p);
    m.bc.functions[0].body = vec![ret(V13_3)];
    // 13.3: tag, pointee; 13.4: tag, flags, pointee.
    assert!(write(&m.bc).unwrap().windows(2).any(|w| w == [0x0C, 0x00]));
    let b14 = write_as(&m.bc, V13_4).unwrap();
    assert!(b14.windows(3).any(|w| w == [0x0C, 0x00, 0x00]));
    assert_eq!(parse(&b14).unwrap().types[pi as usize], Type::Ptr { pointee: 0, ptr_attr: None });
    m.bc.types[pi as usize] = Type::Ptr { pointee: 0, ptr_attr: Some(0) };
    assert_eq!(oldest(&m.bc), V13_4);
    let back = parse(&write_as(&m.bc, V13_4).unwrap()).unwrap();
    assert!(back.types.contains(&Type::Ptr { pointee: 0, ptr_attr: Some(0) }));
    // unicast (1) and multicast (2) are 13.5's: written as 13.5, rejected in a 13.4 file.
    m.bc.types[pi as usize] = Type::Ptr { pointee: 0, ptr_attr: Some(2) };
    assert_eq!(oldest(&m.bc), V13_5);
    assert!(write_as(&m.bc, V13_4).is_err());
    let b15 = write_as(&m.bc, V13_5).unwrap();
    assert!(parse(&b15).unwrap().types.contains(&Type::Ptr { pointee: 0, ptr_attr: Some(2) }));
    // The same bytes labelled 13.4 (byte 9 is the minor version).
    let mut b = b15.clone();
    b[9] = 4;
    assert!(parse(&b).unwrap_err().to_string().contains("'multicast' requires bytecode version 13.5+"));
}

#[test]
fn flags_fields_appear_with_their_first_optional_field() {
    let for_op = schema::lookup_name(V13_5, "for").unwrap();
    assert!(!for_op.has_flags(V13_1) && for_op.has_flags(V13_2));
    let ftoi = schema::lookup_name(V13_5, "ftoi").unwrap();
    assert!(!ftoi.has_flags(V13_3) && ftoi.has_flags(V13_4));
    let mmaf = schema::lookup_name(V13_5, "mmaf").unwrap();
    assert!(!mmaf.has_flags(V13_2) && mmaf.has_flags(V13_3));
    // Bits are ordered by version: a 13.1 op keeps its old bits when a version adds one.
    let lv = schema::lookup_name(V13_5, "load_view_tko").unwrap();
    use schema::FlagSlot::*;
    assert_eq!(lv.flag_order(V13_1), lv.flag_order(V13_5));
    assert_eq!(lv.flag_order(V13_5), [Attr(1), Attr(2), Operand(2)]);
    let g = schema::lookup_name(V13_5, "global").unwrap();
    assert_eq!(g.flag_order(V13_3), [Attr(0)]);
}

#[test]
fn inbounds_defaults_to_all_false() {
    // A 13.3 view load moved to 13.4 gets `inbounds` of its rank, all false; a true
    // entry keeps it at 13.4+.
    let v = V13_5;
    let lv = schema::lookup_name(v, "load_view_tko").unwrap();
    let i = lv.attrs_for(v).position(|a| a.name == "inbounds").unwrap();
    let mut m = model(v);
    let t = m.tile;
    let tok = m.bc.intern_type(Type::Token);
    let mut load = op(
        "load_view_tko",
        v,
        vec![t, tok],
        vec![Some(Attr::Enum(0)), None, None, Some(Attr::DenseBoolArray(vec![false, false]))],
        vec![vec![0], vec![0, 0], vec![]],
    );
    m.bc.functions[0].body = vec![load.clone(), ret(v)];
    assert_eq!(oldest(&m.bc), V13_1);
    load.attrs[i] = Some(Attr::DenseBoolArray(vec![true, false]));
    m.bc.functions[0].body[0] = load;
    assert_eq!(oldest(&m.bc), V13_4);
    let old = retarget(&m.bc, V13_1);
    assert!(old.is_err());
    let b = write_as(&m.bc, V13_4).unwrap();
    let back = parse(&b).unwrap();
    assert_eq!(back.functions[0].body[0].attrs[i], Some(Attr::DenseBoolArray(vec![true, false])));
}

#[test]
fn print_token_result_renumbers_values() {
    // 13.1 `print` has no result; moved to 13.2 it gets a token result and every later
    // value moves up by one.
    let v = V13_1;
    let mut m = model(v);
    let t = m.tile;
    let s = m.bc.intern_string(b"x=%f\n");
    m.bc.functions[0].body = vec![
        op("print", v, vec![], vec![Some(Attr::String(s))], vec![vec![0]]),
        op("negf", v, vec![t], vec![], vec![vec![0]]),
        op("negf", v, vec![t], vec![], vec![vec![1]]),
        ret(v),
    ];
    let up = retarget(&m.bc, V13_2).unwrap();
    let body = &up.functions[0].body;
    assert_eq!(body[0].result_types.len(), 1);
    assert_eq!(body[2].operands, [vec![2]], "value 1 (first negf) is now value 2");
    assert_eq!(oldest(&up), V13_1);
    // A 13.2 model whose print token is used cannot go back to 13.1.
    let mut used = up.clone();
    used.functions[0].body.insert(3, op("join_tokens", V13_2, vec![body[0].result_types[0]], vec![], vec![vec![1]]));
    assert_eq!(oldest(&used), V13_2);
    let e = retarget(&used, V13_1).unwrap_err().to_string();
    assert!(e.contains("print_tko") && e.contains("13.2+"), "{e}");
}

#[test]
fn new_ops_of_13_4_and_13_5() {
    let v = V13_5;
    for (name, since) in [
        ("fpowi", V13_4),
        ("insert", V13_4),
        ("gdc_wait_tko", V13_4),
        ("gdc_launch_dependents_tko", V13_4),
        ("memory_fence_alias_tko", V13_4),
        ("multimem_store_view_tko", V13_5),
        ("multimem_reduce_view_tko", V13_5),
        ("multimem_load_reduce_view_tko", V13_5),
        ("atan2", V13_2),
        ("pack", V13_3),
        ("mmaf_scaled", V13_3),
    ] {
        let s = schema::lookup_name(v, name).unwrap();
        assert_eq!(s.since, since, "{name}");
        assert!(schema::lookup(schema::ALL_VERSIONS[0], s.opcode as u64).is_none());
    }
    // An fpowi model round-trips at 13.4 and is refused at 13.3.
    let mut m = model(v);
    let t = m.tile;
    m.bc.functions[0].body = vec![op("fpowi", v, vec![t], vec![], vec![vec![0], vec![0]]), ret(v)];
    assert_eq!(oldest(&m.bc), V13_4);
    let b = write_oldest(&m.bc).unwrap();
    assert_eq!(parse(&b).unwrap().op_names(), ["fpowi", "return"]);
}

#[test]
fn nearest_away_is_13_4() {
    // NVIDIA's 13.5 tools read `rounding<nearest_away>` in 13.4 files (cuTile 1.7 writes it there).
    let v = V13_4;
    let mut m = model(v);
    let t = m.tile;
    m.bc.functions[0].body = vec![op("ftof", v, vec![t], vec![Some(Attr::Enum(7))], vec![vec![0]]), ret(v)];
    assert_eq!(oldest(&m.bc), V13_4);
    assert!(write_as(&m.bc, V13_3).unwrap_err().to_string().contains("'nearest_away'"));
    // The same op with `full` at 13.3, its enum byte patched to 7, is refused by the reader.
    m.bc.functions[0].body[0].attrs = vec![Some(Attr::Enum(5))];
    let mut b = write_as(&m.bc, V13_3).unwrap();
    let at = b.windows(3).position(|w| w == [0x2A, t as u8, 0x05]).unwrap() + 2;
    b[at] = 7;
    assert_eq!(
        parse(&b).unwrap_err().message(),
        "enum value 'nearest_away' requires bytecode version 13.4+, file version is 13.3"
    );
}

#[test]
fn globals_and_producer_by_version() {
    let mut m = model(V13_3);
    let c = {
        m.bc.constants.push(vec![0, 0, 0, 0]);
        0
    };
    let name = m.bc.intern_string(b"g");
    let t = m.tile;
    m.bc.globals.push(Global { name, ty: t, constant: c, alignment: 4, v13_3: Some((0, 0)) });
    m.bc.functions[0].body = vec![ret(V13_3)];
    assert_eq!(oldest(&m.bc), V13_1);
    m.bc.globals[0].v13_3 = Some((1, 0));
    assert_eq!(oldest(&m.bc), V13_3);
    assert_eq!(
        write_as(&m.bc, V13_2).unwrap_err().to_string(),
        "non-public symbol visibility of global `g` requires bytecode version 13.3+, but targeting 13.2"
    );
    m.bc.globals[0].v13_3 = Some((0, 1));
    let back = parse(&write(&m.bc).unwrap()).unwrap();
    assert_eq!(back.globals[0].v13_3, Some((0, 1)));
    // The producer section is left out below 13.3, as NVIDIA's writer does.
    m.bc.globals[0].v13_3 = Some((0, 0));
    let p = m.bc.intern_string(b"me");
    m.bc.producer = Some(vec![p as u8]);
    let old = parse(&write_as(&m.bc, V13_1).unwrap()).unwrap();
    assert_eq!(old.producer, None);
    assert_eq!(parse(&write(&m.bc).unwrap()).unwrap().producer, Some(vec![p as u8]));
}

#[test]
fn function_records_of_13_5() {
    // 13.5: an entry always has hints (no HAS_HINTS bit) and every function an
    // argument-attribute array; 13.5 subprograms carry a flags varint.
    let mut m = model(V13_1);
    m.bc.functions[0].body = vec![ret(V13_1)];
    let b1 = write(&m.bc).unwrap();
    let up = retarget(&m.bc, V13_5).unwrap();
    let f = &up.functions[0];
    assert_eq!(f.hints, Some(Attr::OptimizationHints(vec![])));
    assert_eq!(f.arg_attrs, Some(Attr::Array(vec![])));
    assert_eq!(f.flags, func_flags::KERNEL);
    let b5 = write(&up).unwrap();
    let back = parse(&b5).unwrap();
    assert_eq!(back.functions[0].hints, f.hints);
    // Down again: the empty hints and the empty array are dropped; non-empty hints stay
    // (with the flag bit).
    let down = retarget(&back, V13_1).unwrap();
    assert_eq!(down.functions[0].flags, func_flags::KERNEL);
    assert_eq!(write(&down).unwrap(), b1);
    let mut hinted = back.clone();
    let key = hinted.intern_string(b"sm_100");
    hinted.functions[0].hints = Some(Attr::OptimizationHints(vec![(key, Attr::Dictionary(vec![]))]));
    let down = retarget(&hinted, V13_1).unwrap();
    assert_eq!(down.functions[0].flags, func_flags::KERNEL | func_flags::HAS_HINTS);
    let mut m5 = up.clone();
    m5.functions[0].arg_attrs = Some(Attr::Array(vec![Attr::Dictionary(vec![])]));
    assert_eq!(oldest(&m5), V13_5);
}

/// A 13.4 kernel with the token, packing and insert ops of 13.3/13.4 and `negi`'s
/// overflow (13.2): written in the oldest version that holds it (13.4), and what NVIDIA's
/// 13.5 tileirdisasm prints for it is the textual syntax of these ops in the dialect.
#[test]
fn new_token_and_packing_ops_module() {
    let v = V13_5;
    let mut m = model(v);
    let f32 = m.f32;
    let token = m.bc.intern_type(Type::Token);
    let t1 = m.bc.intern_type(Type::Tile { elem: f32, shape: vec![1] });
    let t4 = m.bc.intern_type(Type::Tile { elem: f32, shape: vec![4] });
    let i8t = m.bc.intern_type(Type::I8);
    let bytes = m.bc.intern_type(Type::Tile { elem: i8t, shape: vec![16] });
    let i32t = m.bc.intern_type(Type::I32);
    let ti = m.bc.intern_type(Type::Tile { elem: i32t, shape: vec![] });
    let body = vec![
        op("make_token", v, vec![token], vec![], vec![]),
        op("gdc_launch_dependents_tko", v, vec![token], vec![], vec![vec![]]),
        op("gdc_wait_tko", v, vec![token], vec![], vec![vec![1]]),
        op("memory_fence_alias_tko", v, vec![token], vec![], vec![vec![3]]),
        op("reshape", v, vec![t1], vec![], vec![vec![0]]),
        op("broadcast", v, vec![t4], vec![], vec![vec![5]]),
        op("pack", v, vec![bytes], vec![], vec![vec![6]]),
        op("unpack", v, vec![t4], vec![], vec![vec![7]]),
        op("ftoi", v, vec![ti], vec![Some(Attr::Enum(1)), Some(Attr::Enum(6)), None], vec![vec![0]]),
        op("insert", v, vec![t4], vec![], vec![vec![5], vec![8], vec![9]]),
        op("negi", v, vec![ti], vec![Some(Attr::Enum(1))], vec![vec![9]]),
        ret(v),
    ];
    m.bc.functions[0].body = body;
    assert_eq!(oldest(&m.bc), V13_4);
    let b = write_oldest(&m.bc).unwrap();
    dump("new_ops_13_4", &b);
    let names = parse(&b).unwrap().op_names();
    assert_eq!(names[9], "insert");
}
