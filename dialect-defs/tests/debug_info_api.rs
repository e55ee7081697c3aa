//! The debug-info, enum and bit-level attribute accessors the bytecode
//! translation reads through.

use melior::ir::{r#type::IntegerType, Attribute, Location, Type};
use tileas_dialects::{attrs, data_attrs, debug_info, new_context};

#[test]
fn debug_info_attributes_round_trip() {
    let context = new_context();
    let file = debug_info::file(&context, "k.py", "/src");
    assert_eq!(
        debug_info::file_info(file),
        Some(debug_info::FileInfo { name: b"k.py".to_vec(), directory: b"/src".to_vec() })
    );
    let cu = debug_info::compile_unit(&context, file);
    assert_eq!(debug_info::compile_unit_file(cu), Some(file));
    assert_eq!(debug_info::compile_unit_file(file), None);

    let sp = debug_info::subprogram(&context, file, 3, "k", "k_link", cu, 4);
    let info = debug_info::subprogram_info(sp).expect("a subprogram");
    assert_eq!((info.file, info.line, info.compile_unit, info.scope_line), (file, 3, cu, 4));
    assert_eq!((info.name.as_slice(), info.linkage_name.as_slice()), (&b"k"[..], &b"k_link"[..]));
    assert!(debug_info::is_local_scope(sp) && !debug_info::is_local_scope(file));

    let block = debug_info::lexical_block(&context, sp, file, 5, 6).expect("a lexical block");
    let b = debug_info::lexical_block_info(block).expect("lexical block info");
    assert_eq!((b.scope, b.file, b.line, b.column), (sp, file, 5, 6));
    assert!(debug_info::lexical_block(&context, file, file, 5, 6).is_none());

    let source = Location::new(&context, "k.py", 7, 8);
    let loc = debug_info::loc(source, block).expect("a di_loc");
    assert_eq!(debug_info::loc_scope(loc), Some(block));
    let src = debug_info::loc_source(loc).expect("source location");
    assert_eq!(debug_info::file_line_col(src), Some(("k.py".to_string(), 7, 8)));
    assert_eq!(debug_info::loc_source(source), None);
}

#[test]
fn enum_and_bit_level_accessors() {
    let context = new_context();
    let a = attrs::enum_attribute(&context, 7, 1).expect("memory_scope device");
    assert_eq!(attrs::enum_value(a, 7), Some(1));
    assert_eq!(attrs::MemoryScope::from_attribute(a), Some(attrs::MemoryScope::Device));
    assert!(attrs::enum_attribute(&context, 7, 99).is_none());

    let f32 = Type::float32(&context);
    let one = data_attrs::float_from_bits(f32, 0x3f80_0000).expect("a float attribute");
    assert_eq!(data_attrs::float_bits(one), Some(0x3f80_0000));
    assert_eq!(attrs::enum_value(one, 7), None);
    let i32 = IntegerType::new(&context, 32).into();
    assert!(data_attrs::float_from_bits(i32, 1).is_none());
    let int = Attribute::parse(&context, "1 : i32").expect("an integer attribute");
    assert_eq!(data_attrs::float_bits(int), None);
    assert_eq!(data_attrs::dense_elements_raw_data(int), None);
}
