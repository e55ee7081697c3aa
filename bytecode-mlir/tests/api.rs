//! Semantic error classes of the importer (models the wire reader accepts but
//! MLIR rejects), determinism of the writer, and schema/dialect agreement.

use tileas_bytecode::{func_flags, schema, Attr, Bytecode, Function, Op, Type, Version};
use tileas_bytecode_mlir as bm;

/// A module with one kernel `k(%0: tile<i32>, %1: tile<i32>)` whose body is `body`.
/// Types: 0 = i32, 1 = tile<i32>, 2 = (tile<i32>, tile<i32>) -> (), 3 = f32, 4 = tile<f32>.
fn kernel(body: Vec<Op>, flags: u8) -> Bytecode {
    let mut bc = Bytecode::empty(Version::V13_1);
    bc.types = vec![
        Type::I32,
        Type::Tile { elem: 0, shape: vec![] },
        Type::Function { inputs: vec![1, 1], results: vec![] },
        Type::F32,
        Type::Tile { elem: 3, shape: vec![] },
    ];
    let name = bc.intern_string(b"k");
    bc.functions.push(Function { name, signature: 2, flags, loc: 0, hints: None, arg_attrs: None, body });
    bc
}

fn op(name: &str, results: Vec<u64>, attrs: Vec<Option<Attr>>, operands: Vec<Vec<u64>>) -> Op {
    let s = schema::lookup_name(schema::V13_1, name).expect("known op");
    Op { opcode: s.opcode as u64, result_types: results, attrs, operands, regions: vec![], extra_flags: 0 }
}

fn ret() -> Op {
    op("return", vec![], vec![], vec![vec![]])
}

fn import_err(bc: &Bytecode) -> String {
    let context = bm::new_context();
    let result = bm::import(&context, bc).map(|m| m.as_operation().to_string());
    match result {
        Ok(text) => panic!("expected an error, got\n{text}"),
        Err(d) => d.to_string(),
    }
}

#[test]
fn valid_model_imports_and_round_trips() {
    let bc =
        kernel(vec![op("addi", vec![1], vec![Some(Attr::Enum(1))], vec![vec![0], vec![1]]), ret()], func_flags::KERNEL);
    let context = bm::new_context();
    let module = bm::import(&context, &bc).expect("imports");
    let text = module.as_operation().to_string();
    assert!(text.contains("addi %arg0, %arg1 overflow<no_signed_wrap> : tile<i32>"), "{text}");
    let bytes = bm::export_bytes(&context, &module.as_operation()).expect("exports");
    // The same bytes as the model's own encoding, less the types nothing uses.
    let mut used = bc.clone();
    used.types.truncate(3);
    assert_eq!(bytes, tileas_bytecode::write(&used).expect("writes"), "the model's own encoding");
    // Deterministic: again from a fresh import of the written bytes.
    let again = bm::import_bytes(&context, &bytes).expect("re-imports");
    assert_eq!(bm::export_bytes(&context, &again.as_operation()).expect("exports"), bytes);
}

#[test]
fn verifier_failure_is_reported() {
    // addi producing a tile<f32> from i32 operands.
    let bc =
        kernel(vec![op("addi", vec![4], vec![Some(Attr::Enum(0))], vec![vec![0], vec![1]]), ret()], func_flags::KERNEL);
    let e = import_err(&bc);
    assert!(e.starts_with("error: verification failed for deserialized cuda_tile::ModuleOp"), "{e}");
    assert!(e.contains("'cuda_tile.addi' op"), "{e}");
}

#[test]
fn non_entry_function_is_rejected() {
    let e = import_err(&kernel(vec![ret()], 0));
    assert!(e.contains("un-expected non-entry function 'k'"), "{e}");
}

#[test]
fn operand_out_of_scope_is_rejected() {
    let bc =
        kernel(vec![op("addi", vec![1], vec![Some(Attr::Enum(0))], vec![vec![7], vec![1]]), ret()], func_flags::KERNEL);
    let e = import_err(&bc);
    assert!(e.contains("operand index 7 out of bounds (size=2) for operand 0"), "{e}");
    assert!(e.contains("failed to create function 'k' from bytecode"), "{e}");
}

#[test]
fn bad_enum_value_is_rejected() {
    let bc =
        kernel(vec![op("addi", vec![1], vec![Some(Attr::Enum(9))], vec![vec![0], vec![1]]), ret()], func_flags::KERNEL);
    let e = import_err(&bc);
    assert!(e.contains("invalid integer value for enum type: 9"), "{e}");
}

#[test]
fn constant_of_wrong_size_is_rejected() {
    let mut bc =
        kernel(vec![op("constant", vec![1], vec![Some(Attr::ConstantRef(0))], vec![]), ret()], func_flags::KERNEL);
    bc.constants.push(vec![1, 2, 3]);
    let e = import_err(&bc);
    assert!(e.contains("failed to validate buffer size and format"), "{e}");
}

#[test]
fn invalid_type_is_reported() {
    let mut bc = kernel(vec![ret()], func_flags::KERNEL);
    bc.types[1] = Type::Tile { elem: 0, shape: vec![3] }; // not a power of two
    let e = import_err(&bc);
    assert!(e.contains("failed to create type 1 (!cuda_tile.tile)"), "{e}");
}

#[test]
fn every_13_1_op_is_in_the_dialect() {
    let context = bm::new_context();
    let missing: Vec<_> = schema::OPS
        .iter()
        .filter(|s| s.since == schema::V13_1)
        .map(|s| format!("cuda_tile.{}", s.name))
        .filter(|n| !context.is_registered_operation(n))
        .collect();
    assert!(missing.is_empty(), "ops in the bytecode schema but not in the dialect: {missing:?}");
}

#[test]
fn wire_errors_carry_the_offset() {
    let e = bm::tilebc_to_mlir(b"\x7eTileIR\x00\x01", bm::PrintOptions::default()).unwrap_err();
    assert_eq!(e.lines[0], "error: at offset 0: invalid magic number at position 0, got 126 expected 127");
}

/// A view access written at 13.4+ carries `inbounds` with one entry per index
/// (all false: the dialect holds none), which NVIDIA's 13.5 reader checks against
/// the index count; an empty array (what the writer produced before) is refused there.
#[test]
fn view_access_inbounds_has_one_entry_per_index() {
    // A module of version 13.5 (as cuTile 1.7 writes them): modelled at 13.5 itself.
    let text = r#"cuda_tile.module @kernels version "13.5" {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %v = make_partition_view %t : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %tok = load_view_tko weak %v[%c0, %c0] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}"#;
    let context = bm::new_context();
    let module = bm::parse_mlir(&context, text.as_bytes(), "inbounds.mlir").expect("parses");
    for v in [schema::V13_4, schema::V13_5] {
        let bytes = bm::export_bytes_as(&context, &module, Some(v)).expect("exports");
        let bc = tileas_bytecode::parse(&bytes).expect("reads back");
        let s = schema::lookup_name(v, "load_view_tko").expect("known op");
        let at = s.attrs_for(v).position(|a| a.name == "inbounds").expect("13.4+ has inbounds");
        let load = bc.functions[0].body.iter().find(|o| o.opcode == s.opcode as u64).expect("the load");
        assert_eq!(load.attrs[at], Some(Attr::DenseBoolArray(vec![false, false])), "at {v}");
    }
}

/// A 13.3+ module whose kernel `k` takes one argument of type `types[arg]`
/// (the function type is appended) and returns.
fn one_arg_kernel(version: schema::SchemaVersion, mut types: Vec<Type>, arg: u64) -> Bytecode {
    let mut bc = Bytecode::empty(Version::new(version));
    types.push(Type::Function { inputs: vec![arg], results: vec![] });
    let signature = types.len() as u64 - 1;
    bc.types = types;
    let k = bc.intern_string(b"k");
    let ret = Op {
        opcode: schema::lookup_name(version, "return").expect("known op").opcode as u64,
        result_types: vec![],
        attrs: vec![],
        operands: vec![vec![]],
        regions: vec![],
        extra_flags: 0,
    };
    bc.functions.push(Function {
        name: k,
        signature,
        flags: func_flags::KERNEL,
        loc: 0,
        hints: None,
        arg_attrs: None,
        body: vec![ret],
    });
    bc
}

/// 13.3's f4E2M1FN and 13.4's fnv8E5M3FNU import (tags 19, 130; as pointees
/// of kernel arguments, which are scalars) and write back byte for byte; a
/// rank-0 tile of f4E2M1FN (one element, which two to a byte cannot hold) is
/// the type's verifier error. (i4, which no pointer holds: test/Bytecode/narrow-types.mlir.)
#[test]
fn narrow_element_types_import() {
    for (version, elem, text) in [
        (schema::V13_3, Type::F4E2M1FN, "tile<ptr<f4E2M1FN>>"),
        (schema::V13_4, Type::F8E5M3FNU, "tile<ptr<fnv8E5M3FNU>>"),
    ] {
        let types = vec![elem, Type::Ptr { pointee: 0, ptr_attr: None }, Type::Tile { elem: 1, shape: vec![] }];
        let bc = one_arg_kernel(version, types, 2);
        let context = bm::new_context();
        let module = bm::import(&context, &bc).unwrap_or_else(|e| panic!("{text}: {e}"));
        let printed = module.as_operation().to_string();
        assert!(printed.contains(text), "{printed}");
        let bytes = bm::export_bytes(&context, &module.as_operation()).expect("exports");
        assert_eq!(bytes, tileas_bytecode::write(&bc).expect("writes"), "{text}");
    }
    let bc = one_arg_kernel(schema::V13_3, vec![Type::F4E2M1FN, Type::Tile { elem: 0, shape: vec![] }], 1);
    let err = import_err(&bc);
    assert!(err.contains("F4E2M1FN tiles must have an even number of elements"), "{err}");
}

/// A constant of 13.4's fnv8E5M3FNU is an import error (MLIR 22 has no float
/// semantics to hold its values), not a crash.
#[test]
fn fnv8e5m3fnu_constant_is_an_import_error() {
    let types =
        vec![Type::F8E5M3FNU, Type::Tile { elem: 0, shape: vec![2] }, Type::I32, Type::Tile { elem: 2, shape: vec![] }];
    let mut bc = one_arg_kernel(schema::V13_4, types, 3);
    let constant = schema::lookup_name(schema::V13_4, "constant").expect("known op").opcode as u64;
    let body = &mut bc.functions[0].body;
    body.insert(
        0,
        Op {
            opcode: constant,
            result_types: vec![1],
            attrs: vec![Some(Attr::ConstantRef(0))],
            operands: vec![],
            regions: vec![],
            extra_flags: 0,
        },
    );
    bc.constants.push(vec![0x38, 0x40]);
    let e = import_err(&bc);
    assert!(e.contains("literals of fnv8E5M3FNU are not supported by tileas"), "{e}");
}
